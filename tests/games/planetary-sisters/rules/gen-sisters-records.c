/* gen-sisters-records.c — makes the whole-game records of Planetary Sisters
 *
 * The records under tests/cli/records/ are legal by construction: each
 * move is played through the rules core before it is written.
 *
 *   gen-sisters-records 2p FILE   random legal game, 2 players; the emblems
 *                                 come with the options (a catalogue)
 *   gen-sisters-records 3p FILE   random legal game, 3 players; the first
 *                                 parent with the field, the emblems of the
 *                                 scored cards in one move at the end
 *   gen-sisters-records 4p FILE   4 players, scripted so that the first
 *                                 player's house is the manual's example
 *                                 {27, 11, 19, 31, 30, 22, 28, 36} and the
 *                                 last field {5, 6, 7, 8}: 113 + 54 = 167
 *
 * The emblems are the MADE-UP test deck of sisters-test-util.h, not the
 * real cards.  Not run by the tests; kept so the records can be made
 * again.
 */
#include "config.h"

#include "sisters-test-util.h"
#include "core/tm-record.h"
#include "core/tm-registry.h"

#include <stdio.h>

static char *
object_to_string (JsonObject *object)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonGenerator) generator = json_generator_new ();

  json_node_set_object (node, object);
  json_generator_set_root (generator, node);
  return json_generator_to_data (generator, NULL);
}

static void
play (TmGame     *game,
      GPtrArray  *moves,
      JsonObject *move)
{
  g_autoptr(GError) error = NULL;

  if (!tm_game_apply_move (game, move, &error))
    g_error ("%s refused: %s", object_to_string (move), error->message);
  g_ptr_array_add (moves, object_to_string (move));
}

static void
play_state_move (TmGame              *game,
                 GPtrArray           *moves,
                 const TmSistersMove *move)
{
  const TmSistersState *s = tm_sisters_game_get_state (TM_SISTERS_GAME (game));
  g_autoptr(JsonObject) object = tm_sisters_move_to_json (move, &s->cards);

  play (game, moves, object);
}

static int
random_rank (GRand            *rand,
             TmSistersCardSet  set)
{
  guint n = tm_sisters_card_set_size (set), pick;

  g_assert (n > 0);
  pick = (guint) g_rand_int_range (rand, 0, (int) n);
  for (int rank = 1; rank <= TM_SISTERS_N_RANKS; rank++)
    if (tm_sisters_card_set_contains (set, rank) && pick-- == 0)
      return rank;
  g_assert_not_reached ();
}

/* Each player shows the hand in one move: the cards taken and kept, and
 * cards nobody saw for the rest. */
static void
reveal_hands (TmGame    *game,
              GPtrArray *moves,
              GRand     *rand)
{
  const TmSistersState *s = tm_sisters_game_get_state (TM_SISTERS_GAME (game));

  for (guint p = 0; p < s->n_players; p++)
    {
      TmSistersMove move = blank_move (TM_SISTERS_MOVE_REVEAL);
      TmSistersCardSet hand = s->in_hand[p];
      TmSistersCardSet unseen = TM_SISTERS_ALL_RANKS & ~s->seen;

      while (tm_sisters_card_set_size (hand) < s->hand[p])
        {
          int rank = random_rank (rand, unseen);

          hand = tm_sisters_card_set_add (hand, rank);
          unseen = tm_sisters_card_set_remove (unseen, rank);
        }
      move.player = (int) p;
      for (int rank = 1; rank <= TM_SISTERS_N_RANKS; rank++)
        if (tm_sisters_card_set_contains (hand, rank))
          move.cards[move.n_cards++] = (guint8) rank;
      play_state_move (game, moves, &move);
    }
}

/* One emblems move: the test kinds and the made-up emblems of every
 * scored card. */
static void
enter_emblems (TmGame    *game,
               GPtrArray *moves)
{
  const TmSistersState *s = tm_sisters_game_get_state (TM_SISTERS_GAME (game));
  TmSistersCardSet missing = tm_sisters_state_get_missing_emblems (s);
  GString *text = g_string_new ("{\"type\": \"emblems\", \"kinds\": " TEST_KINDS ", \"cards\": {");
  g_autoptr(JsonObject) move = NULL;
  gboolean first = TRUE;

  for (int rank = 1; rank <= TM_SISTERS_N_RANKS; rank++)
    if (tm_sisters_card_set_contains (missing, rank))
      {
        g_string_append_printf (text, "%s\"%d\": %s", first ? "" : ", ", rank, test_deck[rank]);
        first = FALSE;
      }
  g_string_append (text, "}}");
  move = parse_object (text->str);
  g_string_free (text, TRUE);
  play (game, moves, move);
}

static void
play_random (TmGame    *game,
             GPtrArray *moves,
             GRand     *rand)
{
  const TmSistersState *s = tm_sisters_game_get_state (TM_SISTERS_GAME (game));

  while (s->phase == TM_SISTERS_PHASE_ROUND)
    {
      g_autoptr(GArray) legal = tm_sisters_state_legal_moves (s);
      TmSistersMove move = g_array_index (legal, TmSistersMove, g_rand_int_range (rand, 0, (int) legal->len));

      move.player = -1;
      play_state_move (game, moves, &move);
    }
}

static void
deal_field (TmGame           *game,
            GPtrArray        *moves,
            GRand            *rand,
            int               parent,
            TmSistersCardSet  must,
            TmSistersCardSet  allowed)
{
  const TmSistersState *s = tm_sisters_game_get_state (TM_SISTERS_GAME (game));
  TmSistersMove move = blank_move (TM_SISTERS_MOVE_FIELD);
  TmSistersCardSet field = must;

  while (tm_sisters_card_set_size (field) < tm_sisters_state_get_field_size (s))
    field = tm_sisters_card_set_add (field, random_rank (rand, allowed & ~field));
  for (int rank = 1; rank <= TM_SISTERS_N_RANKS; rank++)
    if (tm_sisters_card_set_contains (field, rank))
      move.cards[move.n_cards++] = (guint8) rank;
  move.parent = parent;
  play_state_move (game, moves, &move);
}

/* 4 players: player 0 takes the example house one card a round; another
 * player shows the next one the round before; everyone shows cards
 * nobody saw, and the last round shows 5, 6, 7 and 8. */
static void
play_manual_example (TmGame    *game,
                     GPtrArray *moves,
                     GRand     *rand)
{
  static const int house[8] = { 27, 11, 19, 31, 30, 22, 28, 36 };
  const TmSistersState *s = tm_sisters_game_get_state (TM_SISTERS_GAME (game));
  TmSistersCardSet last_field = 0, fillers = TM_SISTERS_ALL_RANKS;

  for (int i = 5; i <= 8; i++)
    last_field = tm_sisters_card_set_add (last_field, i);
  fillers &= ~last_field;
  for (int i = 0; i < 8; i++)
    fillers = tm_sisters_card_set_remove (fillers, house[i]);

  deal_field (game, moves, rand, -1, tm_sisters_card_set_add (0, house[0]), fillers);
  while (s->phase == TM_SISTERS_PHASE_ROUND)
    {
      guint round = s->round;
      int p = tm_sisters_state_get_current_player (s);
      TmSistersCardSet unseen = TM_SISTERS_ALL_RANKS & ~s->seen;
      TmSistersMove move = blank_move (TM_SISTERS_MOVE_TURN);
      gboolean next_shown = round == 8 || tm_sisters_card_set_contains (s->seen, house[round]);

      if (round == 8)
        move.used = (guint8) random_rank (rand, unseen & last_field);
      else if (p != 0 && !next_shown)
        move.used = (guint8) house[round];
      else
        move.used = (guint8) random_rank (rand, unseen & fillers);

      if (p == 0)
        move.taken = (guint8) house[round - 1];
      else if (tm_sisters_card_set_contains (s->field, house[round - 1]))
        move.taken = (guint8) random_rank (rand, tm_sisters_card_set_remove (s->field, house[round - 1]));
      else
        move.taken = (guint8) random_rank (rand, s->field);
      play_state_move (game, moves, &move);
    }
}

int
main (int   argc,
      char *argv[])
{
  const char *names[] = { "Aoi", "Mio", "Ren", "Sae", NULL };
  g_autoptr(GRand) rand = g_rand_new_with_seed (20220417);
  g_autoptr(GPtrArray) moves = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(TmGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *options_text = NULL;
  g_autofree char *players = NULL;
  GString *out;
  guint n;

  if (argc != 3 || (g_strcmp0 (argv[1], "2p") != 0 && g_strcmp0 (argv[1], "3p") != 0
                    && g_strcmp0 (argv[1], "4p") != 0))
    {
      g_printerr ("Usage: %s 2p|3p|4p FILE\n", argv[0]);
      return 2;
    }
  n = (guint) (argv[1][0] - '0');

  if (n == 2)
    options = test_options (0, 1);
  else if (n == 4)
    options = parse_object ("{\"first_parent\": 0}");
  else
    options = json_object_new ();
  game = tm_registry_create_game ("planetary-sisters", n, options, &error);
  g_assert_no_error (error);

  if (n == 4)
    play_manual_example (game, moves, rand);
  else
    {
      deal_field (game, moves, rand, n == 3 ? 2 : -1, 0, TM_SISTERS_ALL_RANKS);
      play_random (game, moves, rand);
    }
  reveal_hands (game, moves, rand);
  if (!tm_game_is_finished (game))
    enter_emblems (game, moves);
  g_assert (tm_game_is_finished (game));

  {
    g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
    g_autoptr(JsonGenerator) generator = json_generator_new ();

    json_node_set_object (node, options);
    json_generator_set_root (generator, node);
    options_text = json_generator_to_data (generator, NULL);
  }
  {
    GString *list = g_string_new (NULL);

    for (guint i = 0; i < n; i++)
      g_string_append_printf (list, "%s\"%s\"", i > 0 ? ", " : "", names[i]);
    players = g_string_free (list, FALSE);
  }

  out = g_string_new (NULL);
  g_string_append_printf (out,
                          "{\n"
                          "  \"format\": \"tablemate-record\",\n"
                          "  \"version\": 1,\n"
                          "  \"id\": \"sisters-%s\",\n"
                          "  \"game\": \"planetary-sisters\",\n"
                          "  \"created\": \"2026-11-22T10:00:00Z\",\n"
                          "  \"players\": [%s],\n"
                          "  \"options\": %s,\n"
                          "  \"moves\": [\n",
                          argv[1], players, options_text);
  for (guint i = 0; i < moves->len; i++)
    g_string_append_printf (out, "    %s%s\n", (char *) g_ptr_array_index (moves, i),
                            i + 1 < moves->len ? "," : "");
  g_string_append (out, "  ]\n}\n");

  if (!g_file_set_contents (argv[2], out->str, (gssize) out->len, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  g_string_free (out, TRUE);

  for (guint p = 0; p < n; p++)
    g_print ("%s: player %u scores %d\n", argv[2], p, tm_game_get_score (game, p));
  return 0;
}
