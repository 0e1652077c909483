/* test-utena-replay.c — a record's replay through its moves read once
 *
 * A record keeps its moves as Tsuki no Utena reads them the first time a
 * replay reaches them (TmGameClass.decode_move, tm-move-cache.h): every
 * move but a desire card listing more hidden icons than a card can hide,
 * read from its JSON each time.  These tests replay random records of 1
 * to 4 players, with the box's cards known or not, played under today's
 * reading of the rules and under 0.2.0's (a desire card need not cover
 * the icon it shares with the card below, a sun may come with a tool of
 * its colour, unknown members are ignored), changed records (moves the
 * rules refuse, moves that are no moves, members the 0.2.0 reading
 * ignored) and records changed by undo and a new move, each twice, and
 * check every time that the replay gives what the moves' JSON gives
 * through tm_game_apply_moves(): the same position, the same last
 * outcome, the same refused move and the same error.
 */
#include "config.h"

#include "core/tm-record.h"
#include "games/tsuki-no-utena/rules/tm-utena-game-private.h"
#include "utena-test-util.h"
#include "../../../core/test-replay.h"
#include "../../../core/test-scale.h"
#include "core-test-programs.h"

#include <string.h>

#define N_GAMES    tm_test_scaled (60, 12)    /* per player count */
#define N_CHANGED  tm_test_scaled (200, 40)   /* changed records per player count */

static const char * const names[] = { "Aoi", "Mio", "Rin", "Sora", NULL };

/* A random legal move: the plain list, and only the move chosen in
 * JSON. */
static JsonObject *
random_move (TmGame *game,
             GRand  *rand)
{
  g_autoptr(GArray) legal = tm_utena_state_legal_moves (tm_utena_game_get_state (TM_UTENA_GAME (game)));

  g_assert_cmpuint (legal->len, >, 0);
  return tm_utena_move_to_json (&g_array_index (legal, TmUtenaMove,
                                                g_rand_int_range (rand, 0, (int) legal->len)));
}

/* A random legal game of @n_players under the reading @rules, with the
 * whole synthetic box known when @box (else the legal list makes up the
 * cards, as the bench's games), read back from its file as the app reads
 * a record. */
static TmRecord *
random_record (guint     n_players,
               guint     rules,
               gboolean  box,
               GRand    *rand)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) options = box ? box_options () : NULL;
  const char *players[5] = { NULL };
  g_autoptr(TmRecord) today = NULL;
  g_autoptr(TmRecord) record = NULL;
  g_autoptr(TmGame) game = NULL;

  for (guint i = 0; i < n_players; i++)
    players[i] = names[i];
  today = tm_record_new ("tsuki-no-utena", players, options);
  record = tm_test_record_under (today, rules);
  game = tm_record_create_game (record, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tm_game_get_rules_revision (game), ==, rules);
  return tm_test_record_play_out (record, game, random_move, rand);
}

/* Record @index of a series: every player count, under both readings,
 * with the box's cards known and not, in turn. */
static TmRecord *
record_of_every_kind (guint  index,
                      GRand *rand)
{
  return random_record (1 + index % 4, 2 - index / 4 % 2, index / 8 % 2 == 0, rand);
}

static void
assert_matches_equal (TmUtenaMatch a,
                      TmUtenaMatch b)
{
  g_assert_cmpuint (a.tools, ==, b.tools);
  g_assert_cmpuint (a.groups, ==, b.groups);
}

/* What only Tsuki no Utena can compare: the whole state (the hands are
 * private, not serialized) and the last move's outcome, field by field
 * (its padding is not written). */
static void
check_utena (TmGame *game,
             TmGame *by_json)
{
  const TmUtenaOutcome *a = tm_utena_game_get_last_outcome (TM_UTENA_GAME (game));
  const TmUtenaOutcome *b = tm_utena_game_get_last_outcome (TM_UTENA_GAME (by_json));

  g_assert_true (memcmp (tm_utena_game_get_state (TM_UTENA_GAME (game)),
                         tm_utena_game_get_state (TM_UTENA_GAME (by_json)),
                         sizeof (TmUtenaState)) == 0);
  g_assert_true ((a == NULL) == (b == NULL));
  if (a == NULL)
    return;
  g_assert_cmpint (a->type, ==, b->type);
  g_assert_cmpint (a->altar, ==, b->altar);
  g_assert_cmpint (a->partner, ==, b->partner);
  assert_matches_equal (a->match, b->match);
  assert_matches_equal (a->partner_match, b->partner_match);
  g_assert_cmpint (a->result, ==, b->result);
  g_assert_cmpuint (a->n_transfers, ==, b->n_transfers);
  for (guint i = 0; i < a->n_transfers; i++)
    {
      const TmUtenaTransfer *x = &a->transfers[i], *y = &b->transfers[i];

      g_assert_cmpint (x->altar, ==, y->altar);
      g_assert_cmpint (x->cell, ==, y->cell);
      g_assert_cmpint (x->to_cloud, ==, y->to_cloud);
      g_assert_cmpint (x->centre, ==, y->centre);
      g_assert_cmpint (x->paid, ==, y->paid);
    }
}

/* Field by field: the padding of a move is not written. */
static void
assert_moves_equal (const TmUtenaMove *a,
                    const TmUtenaMove *b)
{
  g_assert_cmpint (a->type, ==, b->type);
  g_assert_cmpint (a->altar, ==, b->altar);
  g_assert_cmpint (a->player, ==, b->player);
  g_assert_cmpuint (a->desire, ==, b->desire);
  g_assert_cmpuint (a->n_hidden, ==, b->n_hidden);
  g_assert_true (memcmp (a->hidden, b->hidden, sizeof a->hidden) == 0);
  g_assert_cmpint (a->plan_altar, ==, b->plan_altar);
  g_assert_cmpuint (a->cards[0], ==, b->cards[0]);
  g_assert_cmpuint (a->cards[1], ==, b->cards[1]);
}

static void
test_random_records (gconstpointer data)
{
  guint n_players = GPOINTER_TO_UINT (data);
  g_autoptr(GRand) rand = g_rand_new_with_seed (27 + n_players);
  guint types[TM_UTENA_MOVE_PASS + 1] = { 0 };

  for (guint i = 0; i < N_GAMES; i++)
    {
      guint rules = i % 2 == 0 ? TM_UTENA_RULES_REVISION : 1;
      g_autoptr(TmRecord) record = random_record (n_players, rules, i % 4 < 2, rand);
      g_autoptr(TmGame) game = NULL;

      tm_test_replay_parts (record, check_utena, rand);
      /* Every move of a game is kept, as read (a move's struct does not
       * depend on the position). */
      game = tm_record_create_game (record, NULL);
      for (guint k = 0; k < tm_record_get_n_moves (record); k++)
        {
          JsonObject *object = tm_record_get_move (record, k);
          TmUtenaDecodedMove decoded = { 0 };
          TmUtenaMove move, from_json;

          g_assert_true (TM_GAME_GET_CLASS (game)->decode_move (game, object, &decoded));
          g_assert_true (tm_utena_move_from_json (object, &from_json, NULL));
          tm_utena_decoded_move_get (&decoded, &move);
          assert_moves_equal (&move, &from_json);
          types[move.type]++;
        }
    }
  /* The moves of the game with that many players were read. */
  g_assert_cmpuint (types[TM_UTENA_MOVE_DESIRE], >, 0);
  g_assert_cmpuint (types[TM_UTENA_MOVE_PAIR], >, 0);
  g_assert_cmpuint (types[TM_UTENA_MOVE_EXCHANGE], >, 0);
  if (n_players == 1)
    g_assert_cmpuint (types[TM_UTENA_MOVE_PLAN], >, 0);
  else
    g_assert_cmpuint (types[TM_UTENA_MOVE_REINFORCE], >, 0);
}

/* A practitioner card's JSON: one of the box, a sun with a tool of its
 * colour (refused today, accepted by 0.2.0), a made-up card or an icon
 * that is none. */
static JsonNode *
random_practitioner (GRand *rand)
{
  JsonNode *node;

  switch (g_rand_int_range (rand, 0, 8))
    {
    case 0:
      return tm_utena_card_to_json (tm_utena_sun_icon (TM_UTENA_COLOUR_RED)
                                    | tm_utena_tool_icon (TM_UTENA_COLOUR_RED, TM_UTENA_SHAPE_HORN)
                                    | tm_utena_group_icon (TM_UTENA_GROUP_YELLOW));
    case 1:
      return tm_utena_card_to_json ((TmUtenaCard) g_rand_int_range (rand, 1, 1 << 16));
    case 2:
      node = tm_utena_card_to_json (practitioner (0));
      json_array_add_string_element (json_node_get_array (node), "sun-green");
      return node;
    default:
      return tm_utena_card_to_json (practitioner ((guint) g_rand_int_range (rand, 0, 21)));
    }
}

/* 0 to 6 hidden icons (more than a card can hide), now and then one that
 * is no icon. */
static JsonArray *
random_hidden (GRand *rand)
{
  JsonArray *hidden = json_array_new ();

  for (int n = g_rand_int_range (rand, 0, 7); n > 0; n--)
    json_array_add_string_element (hidden, g_rand_int_range (rand, 0, 20) == 0
                                           ? "sun"
                                           : tm_utena_cell_to_string ((TmUtenaCell) g_rand_int_range (rand, 0, 13)));
  return hidden;
}

/* @move changed at random: a desire card, its hidden icons, the cards of
 * a pair or an exchange, an altar, a player, the plan card's altar, the
 * type, a member added or taken away; some of the changes the rules
 * refuse, some are no move at all, some still hold. */
static JsonObject *
changed_move (JsonObject *move,
              GRand      *rand)
{
  JsonObject *copy = tm_test_move_copy (move);
  static const char * const types[] = { "desire", "plan", "reinforce", "pair", "exchange",
                                        "pass", "draw" };
  static const char * const members[] = { "type", "card", "cards", "hidden" };

  switch (g_rand_int_range (rand, 0, 9))
    {
    case 0:
      json_object_set_int_member (copy, "playr", 1);
      break;
    case 1:
      json_object_set_int_member (copy, g_rand_boolean (rand) ? "player" : "altar",
                                  g_rand_int_range (rand, -1, 5));
      break;
    case 2:
      json_object_set_array_member (copy, "hidden", random_hidden (rand));
      break;
    case 3:
      json_object_set_member (copy, "card",
                              tm_utena_desire_to_json (desire ((guint) g_rand_int_range (rand, 0, 13))
                                                       | (g_rand_boolean (rand)
                                                          ? 0 : tm_utena_desire_icon (TM_UTENA_CELL_HORN))));
      break;
    case 4:
      {
        JsonArray *cards = json_array_new ();

        for (int n = g_rand_int_range (rand, 1, 4); n > 0; n--)
          json_array_add_element (cards, random_practitioner (rand));
        json_object_set_array_member (copy, "cards", cards);
      }
      break;
    case 5:
      json_object_remove_member (copy, members[g_rand_int_range (rand, 0, 4)]);
      break;
    case 6:
      json_object_set_string_member (copy, "type", types[g_rand_int_range (rand, 0, 7)]);
      break;
    case 7:
      json_object_set_int_member (copy, "practitioner", g_rand_int_range (rand, -1, 4));
      break;
    default:
      /* The cards of a pair or an exchange the other way round. */
      if (json_object_has_member (copy, "cards"))
        {
          JsonArray *cards = json_object_get_array_member (copy, "cards");
          JsonArray *swapped = json_array_new ();

          for (guint i = json_array_get_length (cards); i > 0; i--)
            json_array_add_element (swapped, json_node_copy (json_array_get_element (cards, i - 1)));
          json_object_set_array_member (copy, "cards", swapped);
        }
      else
        json_object_set_array_member (copy, "hidden", random_hidden (rand));
      break;
    }
  return copy;
}

static void
test_changed_records (gconstpointer data)
{
  guint n_players = GPOINTER_TO_UINT (data);
  g_autoptr(GRand) rand = g_rand_new_with_seed (2700 + n_players);
  /* Its cards known with an even number of players; each changed record
   * is replayed under 0.2.0's reading too. */
  g_autoptr(TmRecord) base = random_record (n_players, TM_UTENA_RULES_REVISION,
                                            n_players % 2 == 0, rand);

  tm_test_replay_changed_records (base, N_CHANGED, 1, changed_move, check_utena, rand);
}

static void
test_undo_and_new_move (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (2727);

  tm_test_replay_undo_and_new_moves (record_of_every_kind, N_GAMES, check_utena, rand);
}

int
test_utena_replay_main (int   argc,
                        char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  /* Each with 1 to 4 players. */
  g_test_add_data_func ("/utena/replay/random/solo", GUINT_TO_POINTER (1), test_random_records);
  g_test_add_data_func ("/utena/replay/random/two-players", GUINT_TO_POINTER (2),
                        test_random_records);
  g_test_add_data_func ("/utena/replay/random/three-players", GUINT_TO_POINTER (3),
                        test_random_records);
  g_test_add_data_func ("/utena/replay/random/four-players", GUINT_TO_POINTER (4),
                        test_random_records);
  g_test_add_data_func ("/utena/replay/changed/solo", GUINT_TO_POINTER (1), test_changed_records);
  g_test_add_data_func ("/utena/replay/changed/two-players", GUINT_TO_POINTER (2),
                        test_changed_records);
  g_test_add_data_func ("/utena/replay/changed/three-players", GUINT_TO_POINTER (3),
                        test_changed_records);
  g_test_add_data_func ("/utena/replay/changed/four-players", GUINT_TO_POINTER (4),
                        test_changed_records);
  g_test_add_func ("/utena/replay/undo-and-new-move", test_undo_and_new_move);
  return g_test_run ();
}
