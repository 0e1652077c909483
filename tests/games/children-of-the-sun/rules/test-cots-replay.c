/* test-cots-replay.c — a record's replay through its moves read once
 *
 * A record keeps its moves as Children of the Sun reads them the first
 * time a replay reaches them (TmGameClass.decode_move, tm-move-cache.h),
 * and later replays apply those.  These tests replay random records
 * under today's reading of the rules and 0.2.0's, changed records (moves
 * the rules refuse, moves that are no moves, members the 0.2.0 reading
 * ignored) and records changed by undo and a new move, each twice, and
 * check every time that the replay gives what the moves' JSON gives
 * through tm_game_apply_moves(): the same position, the same last
 * outcome, the same refused move and the same error.
 */
#include "config.h"

#include "core/tm-record.h"
#include "games/children-of-the-sun/rules/tm-cots-game-private.h"
#include "../../../core/test-replay.h"
#include "../../../core/test-scale.h"
#include "core-test-programs.h"

#include <string.h>

#define N_GAMES    tm_test_scaled (60, 12)
#define N_CHANGED  tm_test_scaled (400, 80)

static const char * const names[] = { "Aoi", "Mio", NULL };

/* A random legal move: the plain list, and only the move chosen in
 * JSON. */
static JsonObject *
random_move (TmGame *game,
             GRand  *rand)
{
  g_autoptr(GArray) legal = tm_cots_state_legal_moves (tm_cots_game_get_state (TM_COTS_GAME (game)));

  g_assert_cmpuint (legal->len, >, 0);
  return tm_cots_move_to_json (&g_array_index (legal, TmCotsMove,
                                               g_rand_int_range (rand, 0, (int) legal->len)));
}

/* A random legal game (every one is of the same kind: @index is not
 * used), read back from its file as the app reads a record. */
static TmRecord *
random_record (guint  index,
               GRand *rand)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmRecord) record = tm_record_new ("children-of-the-sun", names, NULL);
  g_autoptr(TmGame) game = tm_record_create_game (record, &error);

  g_assert_no_error (error);
  return tm_test_record_play_out (record, game, random_move, rand);
}

/* Field by field: the padding of a move is not written. */
static void
assert_moves_equal (const TmCotsMove *a,
                    const TmCotsMove *b)
{
  g_assert_cmpint (a->type, ==, b->type);
  g_assert_cmpint (a->player, ==, b->player);
  g_assert_cmpint (a->card, ==, b->card);
  g_assert_true (tm_cell_equal (a->cell, b->cell));
  g_assert_cmpint (a->has_turn, ==, b->has_turn);
  g_assert_cmpint (a->turn, ==, b->turn);
  g_assert_cmpint (a->effect, ==, b->effect);
  g_assert_true (memcmp (a->groups, b->groups, sizeof a->groups) == 0);
  g_assert_true (memcmp (a->shield, b->shield, sizeof a->shield) == 0);
}

/* What only Children of the Sun can compare: the whole state (the beds
 * are private, not serialized) and the last move's outcome, field by
 * field (its padding is not written). */
static void
check_cots (TmGame *game,
            TmGame *by_json)
{
  const TmCotsOutcome *a = tm_cots_game_get_last_outcome (TM_COTS_GAME (game));
  const TmCotsOutcome *b = tm_cots_game_get_last_outcome (TM_COTS_GAME (by_json));

  g_assert_true (memcmp (tm_cots_game_get_state (TM_COTS_GAME (game)),
                         tm_cots_game_get_state (TM_COTS_GAME (by_json)),
                         sizeof (TmCotsState)) == 0);
  g_assert_true ((a == NULL) == (b == NULL));
  if (a == NULL)
    return;
  g_assert_cmpint (a->type, ==, b->type);
  g_assert_cmpint (a->player, ==, b->player);
  g_assert_cmpint (a->card, ==, b->card);
  g_assert_true (tm_cell_equal (a->cell, b->cell));
  g_assert_cmpint (a->turn, ==, b->turn);
  g_assert_cmpint (a->facing_before, ==, b->facing_before);
  g_assert_cmpint (a->facing_after, ==, b->facing_after);
  g_assert_cmpint (a->ghost_moved, ==, b->ghost_moved);
  g_assert_true (tm_cell_equal (a->ghost_from, b->ghost_from));
  g_assert_true (tm_cell_equal (a->ghost_to, b->ghost_to));
  g_assert_cmpint (a->direct_line, ==, b->direct_line);
  g_assert_cmpuint (a->radiant_lines, ==, b->radiant_lines);
  g_assert_cmpint (a->set_aside, ==, b->set_aside);
  g_assert_cmpint (a->acquired, ==, b->acquired);
  g_assert_cmpint (a->analysed, ==, b->analysed);
  g_assert_cmpint (a->attack, ==, b->attack);
}

static void
test_random_records (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (27);
  guint effects = 0, groups = 0, reveals = 0;

  for (guint i = 0; i < N_GAMES; i++)
    {
      g_autoptr(TmRecord) record = random_record (i, rand);
      g_autoptr(TmRecord) old_reading = tm_test_record_under (record, 1);

      tm_test_replay_parts (record, check_cots, rand);
      tm_test_replay_parts (old_reading, check_cots, rand);
      /* Every move of a game is kept, as read, under either reading (a
       * move's struct does not depend on the position). */
      for (guint rules = 1; rules <= TM_COTS_RULES_REVISION; rules++)
        {
          g_autoptr(TmGame) game = tm_record_create_game (rules == 1 ? old_reading : record, NULL);

          for (guint k = 0; k < tm_record_get_n_moves (record); k++)
            {
              JsonObject *object = tm_record_get_move (record, k);
              TmCotsDecodedMove decoded = { 0 };
              TmCotsMove move, from_json;

              g_assert_true (TM_GAME_GET_CLASS (game)->decode_move (game, object, &decoded));
              g_assert_true (tm_cots_move_from_json (object, &from_json, NULL));
              tm_cots_decoded_move_get (&decoded, &move);
              assert_moves_equal (&move, &from_json);
              effects += move.effect != TM_COTS_EFFECT_NONE;
              groups += move.type == TM_COTS_MOVE_GROUPS;
              reveals += move.type == TM_COTS_MOVE_REVEAL;
            }
        }
    }
  /* Every kind of move was read. */
  g_assert_cmpuint (effects, >, 0);
  g_assert_cmpuint (groups, >, 0);
  g_assert_cmpuint (reveals, >, 0);
}

/* A card's JSON: mostly a card, now and then no card or no string. */
static JsonNode *
random_card (GRand *rand)
{
  static const char * const wrong[] = { "R+5", "X0", "", "r+2" };

  switch (g_rand_int_range (rand, 0, 10))
    {
    case 0:
      return json_node_init_string (json_node_alloc (), wrong[g_rand_int_range (rand, 0, 4)]);
    case 1:
      return json_node_init_int (json_node_alloc (), g_rand_int_range (rand, 0, 32));
    default:
      return json_node_init_string (json_node_alloc (),
                                    tm_cots_card_to_string ((TmCotsCard) g_rand_int_range (rand, 0, 32)));
    }
}

static JsonArray *
random_cards (GRand *rand,
              int    most)
{
  JsonArray *cards = json_array_new ();

  for (int n = g_rand_int_range (rand, 0, most + 1); n > 0; n--)
    json_array_add_element (cards, random_card (rand));
  return cards;
}

/* @move changed at random: a card, a cell, a turn, an effect, a player,
 * the groups or the shield cards, a member added or taken away; some of
 * the changes the rules refuse, some are no move at all, some still
 * hold. */
static JsonObject *
changed_move (JsonObject *move,
              GRand      *rand)
{
  JsonObject *copy = tm_test_move_copy (move);
  static const char * const types[] = { "place", "groups", "reveal", "attack" };
  static const char * const effects[] = { "acquire", "analyse", "analyze", "eat" };

  switch (g_rand_int_range (rand, 0, 9))
    {
    case 0:
      json_object_set_int_member (copy, "playr", 1);
      break;
    case 1:
      json_object_set_int_member (copy, "player", g_rand_int_range (rand, -1, 3));
      break;
    case 2:
      json_object_set_member (copy, "card", random_card (rand));
      break;
    case 3:
      {
        JsonArray *cell = json_array_new ();

        json_array_add_int_element (cell, g_rand_int_range (rand, -1, 4));
        json_array_add_int_element (cell, g_rand_int_range (rand, 0, 3));
        json_object_set_array_member (copy, "cell", cell);
      }
      break;
    case 4:
      if (g_rand_boolean (rand))
        json_object_set_int_member (copy, "turn", g_rand_int_range (rand, -5, 6));
      else
        json_object_remove_member (copy, "turn");
      break;
    case 5:
      if (g_rand_int_range (rand, 0, 4) > 0)
        json_object_set_string_member (copy, "effect", effects[g_rand_int_range (rand, 0, 4)]);
      else
        json_object_remove_member (copy, "effect");
      break;
    case 6:
      if (g_rand_boolean (rand))
        json_object_remove_member (copy, g_rand_boolean (rand) ? "type" : "card");
      else
        json_object_set_string_member (copy, "type", types[g_rand_int_range (rand, 0, 4)]);
      break;
    case 7:
      {
        JsonArray *groups = json_array_new ();

        for (int n = g_rand_int_range (rand, 0, 5); n > 0; n--)
          json_array_add_array_element (groups, random_cards (rand, 3));
        json_object_set_array_member (copy, "groups", groups);
      }
      break;
    default:
      json_object_set_array_member (copy, "cards", random_cards (rand, 3));
      break;
    }
  return copy;
}

static void
test_changed_records (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (2700);
  g_autoptr(TmRecord) base = random_record (0, rand);

  tm_test_replay_changed_records (base, N_CHANGED, 1, changed_move, check_cots, rand);
}

static void
test_undo_and_new_move (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (2727);

  tm_test_replay_undo_and_new_moves (random_record, N_GAMES, check_cots, rand);
}

int
test_cots_replay_main (int   argc,
                       char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cots/replay/random", test_random_records);
  g_test_add_func ("/cots/replay/changed", test_changed_records);
  g_test_add_func ("/cots/replay/undo-and-new-move", test_undo_and_new_move);
  return g_test_run ();
}
