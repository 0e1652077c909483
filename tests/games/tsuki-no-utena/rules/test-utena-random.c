/* test-utena-random.c — whole random games of Tsuki no Utena
 *
 * For each player count, plays thousands of games by picking uniformly
 * among tm_utena_state_legal_moves() (seeded, so every run plays the
 * same games) with the whole synthetic box known, and checks after every
 * move that the 32 markers are all somewhere, that no count goes
 * negative, that no card is lost or doubled, and that the desire stack
 * adds up.  It also checks that the legal move list is exact: every
 * listed move is accepted, and random other moves are either refused,
 * leaving the position as it was, or in the list.
 *
 * Random play nearly always loses, so some games are played greedily
 * (each turn takes the move that fills the rings most; desire cards hide
 * few icons) to reach the winning end as well.
 */
#include "config.h"

#include "utena-test-util.h"
#include "core/tm-registry.h"
#include "../../../core/test-scale.h"
#include "games/tsuki-no-utena/rules/tm-utena-text.h"
#include "core-test-programs.h"

#define N_GAMES          tm_test_scaled (2000, 100)   /* per player count */
#define N_GREEDY_GAMES   tm_test_scaled (300, 30)    /* per player count, playing to win */
#define N_JSON_GAMES     tm_test_scaled (15, 5)     /* per player count, through TmGame and JSON */
#define N_RANDOM_PROBES  4      /* random moves tried per position */
#define N_CHECKED_MOVES  12     /* listed moves applied on a copy per position */

typedef struct
{
  guint results[5];        /* per TmUtenaResult */
  guint max_round;
  guint reinforcements;
  guint exchanges_with_pairs;
  guint centre_landings;
  guint moves;
  guint probes_refused;
  guint probes_accepted;
} Tally;

typedef struct
{
  guint hidden_total;      /* icons hidden so far in this game */
} Game;

static guint
dealt_cards (guint n_players)
{
  switch (n_players)
    {
    case 1: return 7 + 6;          /* hand and practitioner deck */
    case 2: return 2 * 6 + 4;      /* hands and a reserve per altar */
    case 3: return 3 * (4 + 1);
    case 4: return 4 * (4 + 1);
    default: g_assert_not_reached ();
    }
}

static void
check_invariants (const TmUtenaState *s,
                  const Game         *game)
{
  guint cards = 0, visible = 0;
  guint with_icon[TM_UTENA_N_CELLS] = { 0 };

  g_assert_cmpuint (tm_utena_state_count_markers (s), ==, TM_UTENA_N_MARKERS);
  for (guint c = 0; c < TM_UTENA_N_CELLS; c++)
    g_assert_cmpuint (s->cloud[c], <=, TM_UTENA_N_MARKERS);

  for (guint a = 0; a < s->n_altars; a++)
    {
      const TmUtenaAltar *altar = &s->altars[a];

      g_assert_cmpuint (altar->ring, <=, altar->ring_size);
      g_assert_cmpuint (altar->centre, <=, TM_UTENA_N_MARKERS);
      /* Markers reach the centre only over a full ring, and leave it
       * first. */
      if (altar->centre > 0)
        g_assert_cmpuint (altar->ring, ==, altar->ring_size);
      g_assert_cmpint (altar->pair[0] == TM_UTENA_NO_CARD, ==, altar->pair[1] == TM_UTENA_NO_CARD);
      if (altar->pair[0] != TM_UTENA_NO_CARD)
        {
          g_assert_cmpuint (altar->pair[0], <, altar->pair[1]);
          cards += 2;
        }
      cards += altar->reserve;
      g_assert_true (!altar->reserve || s->n_players > 1);
    }

  for (guint p = 0; p < s->n_players; p++)
    {
      g_assert_cmpuint (s->hands[p].size, <=, TM_UTENA_N_PRACTITIONERS);
      g_assert_cmpuint (s->hands[p].n_known, <=, s->hands[p].size);
      cards += s->hands[p].size;
    }
  cards += s->practitioner_deck;
  /* Solo: the practitioner plan card waits face down on its altar. */
  if (s->n_players == 1 && s->plan_altar > s->active)
    cards++;
  g_assert_cmpuint (cards, ==, dealt_cards (s->n_players));

  /* Every card is in one place only. */
  for (guint a = 0; a < s->n_altars; a++)
    for (guint k = 0; k < 2; k++)
      {
        TmUtenaCard card = s->altars[a].pair[k];

        if (card == TM_UTENA_NO_CARD)
          continue;
        for (guint b = 0; b < s->n_altars; b++)
          for (guint m = 0; m < 2; m++)
            if (b != a || m != k)
              g_assert_cmpuint (s->altars[b].pair[m], !=, card);
        for (guint p = 0; p < s->n_players; p++)
          for (guint i = 0; i < s->hands[p].n_known; i++)
            g_assert_cmpuint (s->hands[p].known[i], !=, card);
      }

  /* The desire stack. */
  g_assert_cmpuint (s->desire_deck + s->n_laid + s->plan_desires, ==, TM_UTENA_N_DESIRES);
  for (guint i = 0; i < s->n_laid; i++)
    for (guint c = 0; c < TM_UTENA_N_CELLS; c++)
      with_icon[c] += (s->laid[i] >> c) & 1;
  for (guint c = 0; c < TM_UTENA_N_CELLS; c++)
    {
      g_assert_cmpuint (s->visible[c], <=, with_icon[c]);
      visible += s->visible[c];
    }
  g_assert_cmpuint (visible + game->hidden_total, ==, 4 * s->n_laid);

  g_assert_cmpuint (s->round, <=, s->max_rounds);
  switch (s->phase)
    {
    case TM_UTENA_PHASE_DESIRE:
      g_assert_cmpuint (s->desires_due, >=, 1);
      g_assert_cmpuint (s->desires_due, <=, 2);
      g_assert_cmpint (s->result, ==, TM_UTENA_RESULT_NONE);
      break;
    case TM_UTENA_PHASE_PLAN:
      g_assert_cmpuint (s->n_players, ==, 1);
      break;
    case TM_UTENA_PHASE_TURN:
      g_assert_cmpint (s->active, >=, 0);
      g_assert_cmpint (s->active, <, (int) s->n_altars);
      g_assert_cmpuint (s->turns_left, >=, 1);
      g_assert_cmpuint (s->turns_left, <=, 2);
      /* A turn never begins over a centre marker. */
      g_assert_cmpuint (s->altars[s->active].centre, ==, 0);
      g_assert_cmpint (tm_utena_state_get_current_player (s), ==,
                       (int) s->altars[s->active].owner);
      break;
    case TM_UTENA_PHASE_FINISHED:
      g_assert_cmpint (s->result, !=, TM_UTENA_RESULT_NONE);
      if (s->result == TM_UTENA_RESULT_LOST_CENTRE)
        g_assert_cmpuint (s->altars[s->result_altar].centre, >, 0);
      if (s->result == TM_UTENA_RESULT_LOST_NO_MARKER)
        g_assert_cmpuint (s->altars[s->result_altar].ring + s->altars[s->result_altar].centre, ==, 0);
      if (s->result == TM_UTENA_RESULT_LOST_DECK)
        g_assert_cmpuint (s->desire_deck, ==, 0);
      if (s->result == TM_UTENA_RESULT_WON)
        for (guint a = 0; a < s->n_altars; a++)
          g_assert_cmpuint (s->altars[a].ring, ==, s->altars[a].ring_size);
      break;
    default:
      g_assert_not_reached ();
    }
  if (s->n_players == 4 || s->n_players == 2)
    g_assert_cmpuint (s->reinforcements, <=, 1);
}

static void
sort_hidden (TmUtenaMove *move)
{
  for (guint i = 1; i < move->n_hidden; i++)
    for (guint j = i; j > 0 && move->hidden[j - 1] > move->hidden[j]; j--)
      {
        guint8 t = move->hidden[j];

        move->hidden[j] = move->hidden[j - 1];
        move->hidden[j - 1] = t;
      }
}

/* The listed form of an accepted move: exchanges list the acting pair's
 * card first, pairs the smaller card first, hidden icons in order. */
static gboolean
in_list (const TmUtenaState *before,
         const GArray       *moves,
         const TmUtenaMove  *probe)
{
  TmUtenaMove move = *probe;

  move.altar = move.player = -1;
  sort_hidden (&move);
  if (move.type == TM_UTENA_MOVE_PAIR && move.cards[1] < move.cards[0])
    {
      move.cards[0] = probe->cards[1];
      move.cards[1] = probe->cards[0];
    }
  if (move.type == TM_UTENA_MOVE_EXCHANGE
      && before->altars[before->active].pair[0] != move.cards[0]
      && before->altars[before->active].pair[1] != move.cards[0])
    {
      move.cards[0] = probe->cards[1];
      move.cards[1] = probe->cards[0];
    }
  for (guint i = 0; i < moves->len; i++)
    if (moves_equal (&g_array_index (moves, TmUtenaMove, i), &move))
      return TRUE;
  return FALSE;
}

static TmUtenaMove
random_move (const TmUtenaState *s,
             GRand              *rand)
{
  TmUtenaMove move = blank_move ((TmUtenaMoveType) g_rand_int_range (rand, 0, 6));

  switch (move.type)
    {
    case TM_UTENA_MOVE_DESIRE:
      move.desire = desire ((guint) g_rand_int_range (rand, 0, TM_UTENA_N_DESIRES));
      move.n_hidden = (guint8) g_rand_int_range (rand, 0, 6);
      for (guint i = 0; i < move.n_hidden; i++)
        move.hidden[i] = (guint8) g_rand_int_range (rand, 0, TM_UTENA_N_CELLS);
      break;
    case TM_UTENA_MOVE_PLAN:
      move.plan_altar = g_rand_int_range (rand, 0, 4);
      break;
    case TM_UTENA_MOVE_PAIR:
    case TM_UTENA_MOVE_EXCHANGE:
      for (guint i = 0; i < 2; i++)
        move.cards[i] = practitioner ((guint) g_rand_int_range (rand, 0, TM_UTENA_N_PRACTITIONERS));
      /* Often one of the acting pair's cards, to reach the exchanges. */
      if (move.type == TM_UTENA_MOVE_EXCHANGE && s->active >= 0
          && s->altars[s->active].pair[0] != TM_UTENA_NO_CARD && g_rand_boolean (rand))
        move.cards[0] = s->altars[s->active].pair[g_rand_int_range (rand, 0, 2)];
      break;
    case TM_UTENA_MOVE_REINFORCE:
    case TM_UTENA_MOVE_PASS:
    default:
      break;
    }
  if (g_rand_int_range (rand, 0, 8) == 0)
    move.altar = g_rand_int_range (rand, 0, 4);
  return move;
}

static void
probe (const TmUtenaState *s,
       const GArray       *moves,
       GRand              *rand,
       Tally              *tally)
{
  for (guint i = 0; i < N_RANDOM_PROBES; i++)
    {
      TmUtenaState copy;
      TmUtenaMove move = random_move (s, rand);
      g_autoptr(GError) error = NULL;

      memcpy (&copy, s, sizeof copy);
      if (tm_utena_state_apply (&copy, &move, NULL, NULL, &error))
        {
          if (!in_list (s, moves, &move))
            {
              g_autoptr(JsonObject) object = tm_utena_move_to_json (&move);
              g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), object);
              g_autofree char *text = json_to_string (node, FALSE);

              g_error ("accepted but not listed: %s", text);
            }
          tally->probes_accepted++;
        }
      else
        {
          g_assert_nonnull (error);
          g_assert_cmpmem (&copy, sizeof copy, s, sizeof *s);
          tally->probes_refused++;
        }
    }
}

static int
evaluate (const TmUtenaState *s)
{
  int value = 0;

  if (s->result == TM_UTENA_RESULT_WON)
    return G_MAXINT / 2;
  if (s->phase == TM_UTENA_PHASE_FINISHED)
    return -G_MAXINT / 2;
  for (guint a = 0; a < s->n_altars; a++)
    value += 10 * (int) s->altars[a].ring - 30 * (int) s->altars[a].centre;
  return value;
}

/* A move that plays to win: the best turn by evaluate(), or a desire
 * card hiding as few icons as the list offers. */
static guint
greedy_choice (const TmUtenaState *s,
               const GArray       *moves,
               GRand              *rand)
{
  guint best = (guint) g_rand_int_range (rand, 0, (gint32) moves->len);
  int best_value = G_MININT;

  if (s->phase == TM_UTENA_PHASE_DESIRE)
    {
      guint fewest = G_MAXUINT;

      for (guint i = 0; i < moves->len; i++)
        fewest = MIN (fewest, g_array_index (moves, TmUtenaMove, i).n_hidden);
      while (g_array_index (moves, TmUtenaMove, best).n_hidden != fewest)
        best = (guint) g_rand_int_range (rand, 0, (gint32) moves->len);
      return best;
    }
  for (guint i = 0; i < moves->len; i++)
    {
      TmUtenaState copy;
      int value;

      memcpy (&copy, s, sizeof copy);
      g_assert_true (tm_utena_state_apply (&copy, &g_array_index (moves, TmUtenaMove, i), NULL, NULL, NULL));
      value = evaluate (&copy) + g_rand_int_range (rand, 0, 5);
      if (value > best_value)
        {
          best_value = value;
          best = i;
        }
    }
  return best;
}

static void
play_game (guint     n_players,
           gboolean  greedy,
           GRand    *rand,
           Tally    *tally)
{
  TmUtenaState s;
  Game game = { 0 };

  new_state (&s, n_players);
  check_invariants (&s, &game);
  for (;;)
    {
      g_autoptr(GArray) moves = tm_utena_state_legal_moves (&s);
      TmUtenaMove move;
      TmUtenaOutcome outcome;

      if (s.phase == TM_UTENA_PHASE_FINISHED)
        {
          g_assert_cmpuint (moves->len, ==, 0);
          tally->results[s.result]++;
          return;
        }
      /* The whole box is known, so there is always something to enter. */
      g_assert_cmpuint (moves->len, >, 0);

      /* Listed moves are accepted. */
      for (guint k = 0; k < MIN (moves->len, N_CHECKED_MOVES); k++)
        {
          TmUtenaState copy;
          guint index = moves->len <= N_CHECKED_MOVES ? k
                        : (guint) g_rand_int_range (rand, 0, (gint32) moves->len);
          g_autoptr(GError) error = NULL;

          memcpy (&copy, &s, sizeof copy);
          if (!tm_utena_state_apply (&copy, &g_array_index (moves, TmUtenaMove, index), NULL, NULL, &error))
            g_error ("listed move refused: %s", error->message);
        }
      probe (&s, moves, rand, tally);

      if (greedy)
        move = g_array_index (moves, TmUtenaMove, greedy_choice (&s, moves, rand));
      else
        move = g_array_index (moves, TmUtenaMove, g_rand_int_range (rand, 0, (gint32) moves->len));
      /* Every desire card laid on another covers their common icon. */
      if (move.type == TM_UTENA_MOVE_DESIRE && s.n_laid > 0)
        {
          TmUtenaCell covered;
          gboolean hides = FALSE;

          g_assert_true (tm_utena_state_get_covered_icon (&s, move.desire, &covered));
          for (guint i = 0; i < move.n_hidden; i++)
            hides |= move.hidden[i] == covered;
          g_assert_true (hides);
        }
      outcome = accept (&s, &move);
      tally->moves++;

      if (move.type == TM_UTENA_MOVE_DESIRE)
        {
          g_assert_cmpuint (outcome.n_transfers, <=, move.n_hidden);
          game.hidden_total += move.n_hidden;
        }
      if (move.type == TM_UTENA_MOVE_REINFORCE)
        tally->reinforcements++;
      if (outcome.partner >= 0)
        tally->exchanges_with_pairs++;
      for (guint i = 0; i < outcome.n_transfers; i++)
        tally->centre_landings += outcome.transfers[i].centre && !outcome.transfers[i].to_cloud;
      tally->max_round = MAX (tally->max_round, s.round);
      check_invariants (&s, &game);
    }
}

static void
test_random_games (gconstpointer data)
{
  guint n_players = GPOINTER_TO_UINT (data);
  g_autoptr(GRand) rand = g_rand_new_with_seed (tm_test_seed (0x7e5a + n_players));
  Tally tally = { 0 };
  guint n_more = 0;

  for (guint i = 0; i < N_GAMES; i++)
    play_game (n_players, FALSE, rand, &tally);
  for (guint i = 0; i < N_GREEDY_GAMES; i++)
    play_game (n_players, TRUE, rand, &tally);
  /* With three players the centre decides a game rarely (over 107 other
   * seeds: 1.3 games in 2,300, none in a third of them), so that a
   * change in the order of the legal moves would fail the check below
   * by chance.  Until one game has ended there, more random games are
   * played, up to four times as many (by that rate, about 1 seed in 400
   * still has none then).  The seed of this test reaches it without. */
  for (; n_more < 4 * N_GAMES && tally.results[TM_UTENA_RESULT_LOST_CENTRE] == 0
         && tm_test_slowdown () == 1; n_more++)
    play_game (n_players, FALSE, rand, &tally);

  g_test_message ("%u players: %u random and %u greedy games, %u moves; won %u, lost: centre %u, no "
                  "marker %u, deck %u; rounds up to %u; %u reinforcements, %u "
                  "pair-for-pair exchanges, %u centre landings; probes %u refused, "
                  "%u accepted",
                  n_players, N_GAMES + n_more, N_GREEDY_GAMES, tally.moves, tally.results[TM_UTENA_RESULT_WON],
                  tally.results[TM_UTENA_RESULT_LOST_CENTRE],
                  tally.results[TM_UTENA_RESULT_LOST_NO_MARKER],
                  tally.results[TM_UTENA_RESULT_LOST_DECK], tally.max_round,
                  tally.reinforcements, tally.exchanges_with_pairs, tally.centre_landings,
                  tally.probes_refused, tally.probes_accepted);
  g_assert_cmpuint (tally.results[TM_UTENA_RESULT_NONE], ==, 0);
  /* Every ending happens. */
  g_assert_cmpuint (tally.results[TM_UTENA_RESULT_WON], >, 0);
  g_assert_cmpuint (tally.results[TM_UTENA_RESULT_LOST_NO_MARKER], >, 0);
  g_assert_cmpuint (tally.results[TM_UTENA_RESULT_LOST_DECK], >, 0);
  /* With three players the centre decides 1 game in 2,300: the fifth of
   * the games played under the sanitizers may not reach it; the normal
   * run does. */
  if (tm_test_slowdown () == 1 || n_players != 3)
    g_assert_cmpuint (tally.results[TM_UTENA_RESULT_LOST_CENTRE], >, 0);
  /* The games reach far enough to exercise the rules. */
  g_assert_cmpuint (tally.max_round, >=, 3);
  g_assert_cmpuint (tally.exchanges_with_pairs, >, 0);
  g_assert_cmpuint (tally.probes_refused, >, 0);
  if (n_players != 1)
    g_assert_cmpuint (tally.reinforcements, >, 0);
}

/* A move in words names no icon id or notation ("[blue-snake …]",
 * "group-navy"), and the acting altar's player by name. */
static void
assert_move_in_words (TmGame             *game,
                      JsonObject         *move,
                      const char * const *players)
{
  static const char *notation[] = { "[", "]", "group-", "-cross", "-snake", "-gomoku", "-horn", "sun-" };
  const TmUtenaState *s = tm_utena_game_get_state (TM_UTENA_GAME (game));
  g_autofree char *words = tm_game_describe_move (game, move, players);

  g_assert_nonnull (words);
  g_assert_cmpuint (strlen (words), >, 5);
  g_assert_false (g_str_has_suffix (words, "."));
  for (guint i = 0; i < G_N_ELEMENTS (notation); i++)
    if (strstr (words, notation[i]) != NULL)
      g_error ("“%s” shows the notation “%s”", words, notation[i]);
  if (s->phase == TM_UTENA_PHASE_TURN && s->n_players >= 2
      && strstr (words, players[s->altars[s->active].owner]) == NULL)
    g_error ("“%s” does not name %s", words, players[s->altars[s->active].owner]);
}

/* The same through TmGame: JSON moves from the legal list, replayed. */
static void
test_random_json_games (gconstpointer data)
{
  guint n_players = GPOINTER_TO_UINT (data);
  g_autoptr(GRand) rand = g_rand_new_with_seed (tm_test_seed (0x10c + n_players));
  g_autoptr(JsonObject) options = box_options ();
  const char *players[] = { "Aoi", "Mio", "Ren", "Kai", NULL };

  for (guint i = 0; i < N_JSON_GAMES; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TmGame) game = tm_registry_create_game ("tsuki-no-utena", n_players,
                                                       options, &error);

      g_assert_no_error (error);
      while (!tm_game_is_finished (game))
        {
          g_autoptr(GPtrArray) moves = tm_game_list_legal_moves (game);
          JsonObject *move;
          TmUtenaMove parsed;
          g_autoptr(JsonObject) again = NULL;
          g_autoptr(JsonNode) state = NULL;
          g_autofree char *description = NULL;

          g_assert_cmpuint (moves->len, >, 0);
          move = g_ptr_array_index (moves, g_rand_int_range (rand, 0, (gint32) moves->len));

          /* JSON → move → JSON gives the same move. */
          g_assert_true (tm_utena_move_from_json (move, &parsed, NULL));
          again = tm_utena_move_to_json (&parsed);
          g_assert_true (json_object_equal (move, again));
          assert_move_in_words (game, move, players);

          if (!tm_game_apply_move (game, move, &error))
            g_error ("listed move refused: %s", error->message);
          state = tm_game_serialize_state (game);
          g_assert_cmpint (json_object_get_int_member (json_node_get_object (state), "markers"),
                           ==, TM_UTENA_N_MARKERS);
          description = tm_game_describe_phase (game);
          g_assert_cmpuint (strlen (description), >, 5);
        }
      g_assert_cmpint (tm_game_get_current_player (game), ==, -1);
    }
}

int
test_utena_random_main (int   argc,
                        char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint n = 1; n <= 4; n++)
    {
      g_autofree char *path = g_strdup_printf ("/utena/random/%u-players", n);
      g_autofree char *json_path = g_strdup_printf ("/utena/random-json/%u-players", n);

      g_test_add_data_func (path, GUINT_TO_POINTER (n), test_random_games);
      g_test_add_data_func (json_path, GUINT_TO_POINTER (n), test_random_json_games);
    }
  return g_test_run ();
}
