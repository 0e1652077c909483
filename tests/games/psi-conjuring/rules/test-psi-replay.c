/* test-psi-replay.c — a record's replay through its moves read once
 *
 * A record keeps its moves as Psi Conjuring reads them the first time a
 * replay reaches them (TmGameClass.decode_move, tm-move-cache.h): the
 * moves with at most TM_PSI_DECODED_CHANGES changes, the others read from
 * their JSON each time.  These tests replay random records (with effects
 * and adjustments of one to four changes), changed records (moves the
 * rules refuse, moves that are no moves, members the 0.2.0 reading
 * ignored) and records changed by undo and a new move, each twice, and
 * check every time that the replay gives what the moves' JSON gives
 * through tm_game_apply_moves(): the same position, the same last
 * outcome, the same refused move and the same error.
 */
#include "config.h"

#include "core/tm-record.h"
#include "core/tm-registry.h"
#include "games/psi-conjuring/rules/tm-psi-game-private.h"
#include "../../../core/test-replay.h"
#include "../../../core/test-scale.h"
#include "core-test-programs.h"

#include <string.h>

#define N_GAMES    tm_test_scaled (60, 12)
#define N_CHANGED  tm_test_scaled (400, 80)   /* changed records per reading */

static const char * const names[] = { "Aoi", "Mio", NULL };

/* One to four of the listed one-change adjustments of @legal in one
 * move: as an attack's effects when @move is an attack, else as an
 * adjustment; @move unchanged when the rules refuse the result. */
static void
add_changes (const TmPsiState *state,
             GArray           *legal,
             TmPsiMove        *move,
             GRand            *rand)
{
  TmPsiMove joined = *move;
  TmPsiState next = *state;
  guint n = (guint) g_rand_int_range (rand, 1, 5);

  if (joined.type != TM_PSI_MOVE_ATTACK)
    tm_psi_move_init (&joined, TM_PSI_MOVE_ADJUST);
  for (guint i = 0; i < n; i++)
    {
      const TmPsiMove *listed = &g_array_index (legal, TmPsiMove,
                                                g_rand_int_range (rand, 0, (int) legal->len));

      if (listed->type == TM_PSI_MOVE_ADJUST)
        joined.changes[joined.n_changes++] = listed->changes[0];
    }
  if (joined.n_changes > 0 && tm_psi_state_apply (&next, &joined, NULL, NULL, NULL, NULL))
    *move = joined;
}

/* A random legal game, whole or cut after @max_moves, read back from its
 * file as the app reads a record. */
static TmRecord *
random_record (guint  max_moves,
               GRand *rand)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = NULL;
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (TmPsiMove));
  g_autoptr(TmRecord) record = NULL;

  record = tm_record_new ("psi-conjuring", names, NULL);
  game = tm_record_create_game (record, &error);
  g_assert_no_error (error);
  while (tm_record_get_n_moves (record) < max_moves && !tm_game_is_finished (game))
    {
      const TmPsiState *state = tm_psi_game_get_state (TM_PSI_GAME (game));
      g_autoptr(JsonObject) object = NULL;
      TmPsiMove move;

      tm_psi_state_fill_legal_moves (state, TM_PSI_LIST_ADJUSTMENTS, legal);
      g_assert_cmpuint (legal->len, >, 0);
      /* Not the agreement to end, but after many moves. */
      do
        move = g_array_index (legal, TmPsiMove, g_rand_int_range (rand, 0, (int) legal->len));
      while (move.type == TM_PSI_MOVE_AGREE_END && tm_record_get_n_moves (record) < 80
             && legal->len > 1);
      if (tm_record_get_n_moves (record) >= 120)
        tm_psi_move_init (&move, TM_PSI_MOVE_AGREE_END);
      else if ((move.type == TM_PSI_MOVE_ATTACK && g_rand_boolean (rand))
               || (move.type == TM_PSI_MOVE_ADJUST && g_rand_int_range (rand, 0, 3) == 0))
        add_changes (state, legal, &move, rand);
      object = tm_psi_move_to_json (&move);
      tm_record_play (record, game, object, &error);
      g_assert_no_error (error);
    }
  return tm_test_record_reloaded (record);
}

/* Field by field: the padding of an outcome is not written. */
static void
assert_outcomes_equal (const TmPsiOutcome *a,
                       const TmPsiOutcome *b)
{
  g_assert_cmpint (a->type, ==, b->type);
  g_assert_cmpint (a->player, ==, b->player);
  g_assert_cmpint (a->colour, ==, b->colour);
  g_assert_cmpint (a->damage_to_target, ==, b->damage_to_target);
  g_assert_cmpint (a->damage_to_attacker, ==, b->damage_to_attacker);
  g_assert_cmpint (a->turn_ended, ==, b->turn_ended);
  g_assert_cmpint (a->skipped_player, ==, b->skipped_player);
  g_assert_cmpint (a->end_reason, ==, b->end_reason);
  g_assert_cmpuint (a->n_destroyed, ==, b->n_destroyed);
  for (guint i = 0; i < a->n_destroyed; i++)
    {
      const TmPsiDestroyed *x = &a->destroyed[i], *y = &b->destroyed[i];

      g_assert_true (tm_cell_equal (x->cell, y->cell));
      g_assert_true (x->name == y->name);
      g_assert_cmpint (x->owner, ==, y->owner);
      g_assert_cmpint (x->master, ==, y->master);
      g_assert_cmpint (x->cause, ==, y->cause);
    }
}

/* What only Psi Conjuring can compare: the whole state, and the last
 * move's outcome (tm_test_assert_replay_as_json()). */
static void
check_psi (TmGame *game,
           TmGame *by_json)
{
  const TmPsiOutcome *outcome = tm_psi_game_get_last_outcome (TM_PSI_GAME (game));
  const TmPsiOutcome *expected = tm_psi_game_get_last_outcome (TM_PSI_GAME (by_json));

  g_assert_true (memcmp (tm_psi_game_get_state (TM_PSI_GAME (game)),
                         tm_psi_game_get_state (TM_PSI_GAME (by_json)),
                         sizeof (TmPsiState)) == 0);
  g_assert_true ((outcome == NULL) == (expected == NULL));
  if (outcome != NULL)
    assert_outcomes_equal (outcome, expected);
}

static void
test_random_records (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (27);
  guint kept = 0, long_moves = 0;

  for (guint i = 0; i < N_GAMES; i++)
    {
      g_autoptr(TmRecord) record = random_record (G_MAXUINT, rand);

      tm_test_replay_parts (record, check_psi, rand);
      for (guint k = 0; k < tm_record_get_n_moves (record); k++)
        {
          TmPsiDecodedMove decoded;
          TmPsiMove move;

          g_assert_true (tm_psi_move_from_json (tm_record_get_move (record, k), &move, NULL));
          if (tm_psi_move_decode (tm_record_get_move (record, k), TM_PSI_RULES_REVISION, &decoded))
            kept++;
          else
            {
              g_assert_cmpuint (move.n_changes, >, TM_PSI_DECODED_CHANGES);
              long_moves++;
            }
        }
    }
  /* Both ways are taken: most moves kept, some left to their JSON. */
  g_assert_cmpuint (kept, >, 0);
  g_assert_cmpuint (long_moves, >, 0);
}

static JsonObject *
random_change (GRand *rand)
{
  JsonObject *change = json_object_new ();
  JsonArray *cell = json_array_new ();

  json_array_add_int_element (cell, g_rand_int_range (rand, 0, 5));
  json_array_add_int_element (cell, g_rand_int_range (rand, 0, 4));
  switch (g_rand_int_range (rand, 0, 4))
    {
    case 0:
      json_object_set_string_member (change, "change", "damage");
      json_object_set_array_member (change, "cell", cell);
      json_object_set_int_member (change, "amount", g_rand_int_range (rand, 0, 4));
      break;
    case 1:
      json_object_set_string_member (change, "change", "destroy");
      json_object_set_array_member (change, "cell", cell);
      break;
    case 2:
      json_object_set_string_member (change, "change", "hand");
      json_object_set_int_member (change, "player", g_rand_int_range (rand, 0, 2));
      json_object_set_int_member (change, "by", g_rand_boolean (rand) ? 1 : -1);
      json_array_unref (cell);
      break;
    default:
      json_object_set_string_member (change, "change", "power");
      json_object_set_array_member (change, "cell", cell);
      json_object_set_int_member (change, "by", g_rand_int_range (rand, -2, 3));
      break;
    }
  /* A member 0.2.0 ignored, today's reading refuses. */
  if (g_rand_int_range (rand, 0, 6) == 0)
    json_object_set_int_member (change, "extra", 1);
  return change;
}

/* @move changed at random: a cell, a player, the type, effects or
 * changes, a member added or taken away; some of the changes the rules
 * refuse, some are no move at all, some still hold. */
static JsonObject *
changed_move (JsonObject *move,
              GRand      *rand)
{
  JsonObject *copy = tm_test_move_copy (move);
  static const char * const types[] = { "place", "summon", "quick-summon", "attack", "pass",
                                        "adjust", "agree-end", "shuffle" };

  switch (g_rand_int_range (rand, 0, 7))
    {
    case 0:
      json_object_set_int_member (copy, "playr", 1);
      break;
    case 1:
      json_object_set_int_member (copy, "player", g_rand_int_range (rand, -1, 3));
      break;
    case 2:
      {
        JsonArray *cell = json_array_new ();

        json_array_add_int_element (cell, g_rand_int_range (rand, 0, 5));
        json_array_add_int_element (cell, g_rand_int_range (rand, 0, 4));
        json_object_set_array_member (copy, g_rand_boolean (rand) ? "cell" : "target", cell);
      }
      break;
    case 3:
      json_object_remove_member (copy, g_rand_boolean (rand) ? "type" : "cell");
      break;
    case 4:
      json_object_set_string_member (copy, "type", types[g_rand_int_range (rand, 0, 8)]);
      break;
    default:
      {
        JsonArray *changes = json_array_new ();

        for (int n = g_rand_int_range (rand, 0, 5); n > 0; n--)
          json_array_add_object_element (changes, random_change (rand));
        json_object_set_array_member (copy, g_rand_boolean (rand) ? "effects" : "changes",
                                      changes);
      }
      break;
    }
  return copy;
}

static void
test_changed_records (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (2700);
  g_autoptr(TmRecord) base = random_record (G_MAXUINT, rand);

  tm_test_replay_changed_records (base, N_CHANGED, 1, changed_move, check_psi, rand);
}

static void
test_undo_and_new_move (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (2727);

  for (guint i = 0; i < N_GAMES; i++)
    {
      g_autoptr(TmRecord) record = random_record (G_MAXUINT, rand);

      tm_test_replay_undo_and_new_move (record, check_psi, rand);
    }
}

int
test_psi_replay_main (int   argc,
                      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/psi/replay/random", test_random_records);
  g_test_add_func ("/psi/replay/changed", test_changed_records);
  g_test_add_func ("/psi/replay/undo-and-new-move", test_undo_and_new_move);
  return g_test_run ();
}
