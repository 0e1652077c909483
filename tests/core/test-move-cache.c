/* test-move-cache.c — replays through moves read once (tm-move-cache.h)
 *
 * A made-up game counts what it is asked: each move is read by
 * decode_move() the first time a replay reaches it, and only then; later
 * replays apply what was read; a move the game does not read stays JSON,
 * applied by apply_move() each time.  A refused move, a finished game,
 * another reading of the rules, moves changed from an index on and a
 * game that has moves already give what tm_game_apply_moves() gives.
 */
#include "core/tm-game.h"
#include "core/tm-move-cache.h"
#include "core/tm-rules-error.h"
#include "core-test-programs.h"

/* A counting game: moves {"add": N}, refused for N < 0; over at 100.
 * "slow": true leaves a move to apply_move().  Under its first reading
 * of the rules, a move adds twice N (so that a reading shows). */
#define TEST_TYPE_COUNT_GAME (test_count_game_get_type ())
G_DECLARE_FINAL_TYPE (TestCountGame, test_count_game, TEST, COUNT_GAME, TmGame)

struct _TestCountGame
{
  TmGame parent_instance;
  int total;
  guint rules;
  /* What the game was asked, for the tests. */
  guint n_decoded;
  guint n_applied_decoded;
  guint n_applied_json;
};

typedef struct
{
  int add;
} CountMove;

G_DEFINE_FINAL_TYPE (TestCountGame, test_count_game, TM_TYPE_GAME)

/* What the last replay() asked of its game. */
typedef struct
{
  guint decoded;
  guint applied_decoded;
  guint applied_json;
} Counts;

static gboolean
count_setup (TmGame *game, guint n_players, JsonObject *options, GError **error)
{
  return TRUE;
}

/* The move's "add" as this reading counts it; FALSE when it has none. */
static gboolean
read_add (TestCountGame *self, JsonObject *move, int *add, GError **error)
{
  if (!json_object_has_member (move, "add"))
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE, "no add");
      return FALSE;
    }
  *add = (int) json_object_get_int_member (move, "add") * (self->rules == 1 ? 2 : 1);
  return TRUE;
}

static gboolean
apply_add (TestCountGame *self, int add, GError **error)
{
  if (add < 0)
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE, "%d is negative", add);
      return FALSE;
    }
  self->total += add;
  return TRUE;
}

static gboolean
count_apply_move (TmGame *game, JsonObject *move, GError **error)
{
  TestCountGame *self = TEST_COUNT_GAME (game);
  int add;

  self->n_applied_json++;
  return read_add (self, move, &add, error) && apply_add (self, add, error);
}

static gboolean
count_decode_move (TmGame *game, JsonObject *move, gpointer decoded)
{
  CountMove *count = decoded;

  TEST_COUNT_GAME (game)->n_decoded++;
  return !json_object_get_boolean_member_with_default (move, "slow", FALSE)
         && read_add (TEST_COUNT_GAME (game), move, &count->add, NULL);
}

static gboolean
count_apply_decoded_move (TmGame *game, gconstpointer decoded, GError **error)
{
  const CountMove *count = decoded;

  TEST_COUNT_GAME (game)->n_applied_decoded++;
  return apply_add (TEST_COUNT_GAME (game), count->add, error);
}

static gboolean
count_is_finished (TmGame *game)
{
  return TEST_COUNT_GAME (game)->total >= 100;
}

static int
count_get_score (TmGame *game, guint player)
{
  return TEST_COUNT_GAME (game)->total;
}

static void
count_set_rules_revision (TmGame *game, guint revision)
{
  TEST_COUNT_GAME (game)->rules = revision;
}

static void
test_count_game_class_init (TestCountGameClass *klass)
{
  TmGameClass *game_class = TM_GAME_CLASS (klass);

  game_class->setup = count_setup;
  game_class->apply_move = count_apply_move;
  game_class->is_finished = count_is_finished;
  game_class->get_score = count_get_score;
  game_class->rules_revision = 2;
  game_class->set_rules_revision = count_set_rules_revision;
  game_class->decoded_move_size = sizeof (CountMove);
  game_class->decode_move = count_decode_move;
  game_class->apply_decoded_move = count_apply_decoded_move;
}

static void
test_count_game_init (TestCountGame *self)
{
  self->rules = 2;
}

static TmGame *
new_game (guint rules)
{
  TmGame *game = g_object_new (TEST_TYPE_COUNT_GAME, NULL);

  g_assert_true (tm_game_setup (game, 1, NULL, NULL));
  if (rules != 0)
    tm_game_set_rules_revision (game, rules);
  return game;
}

/* Moves adding @adds, "slow" where the value is 1000 + N. */
static GPtrArray *
moves_of (const int *adds, guint n)
{
  GPtrArray *moves = g_ptr_array_new_with_free_func ((GDestroyNotify) json_object_unref);

  for (guint i = 0; i < n; i++)
    {
      JsonObject *move = json_object_new ();

      json_object_set_int_member (move, "add", adds[i] >= 1000 ? adds[i] - 1000 : adds[i]);
      if (adds[i] >= 1000)
        json_object_set_boolean_member (move, "slow", TRUE);
      g_ptr_array_add (moves, move);
    }
  return moves;
}

static Counts
counts_of (TmGame *game)
{
  TestCountGame *self = TEST_COUNT_GAME (game);

  return (Counts) { self->n_decoded, self->n_applied_decoded, self->n_applied_json };
}

/* Replays @moves through @cache under @rules and checks the result is
 * that of tm_game_apply_moves(); returns the total reached, and in
 * @counts what the game was asked. */
static int
replay (GPtrArray *moves, TmMoveCache *cache, guint rules, Counts *counts)
{
  g_autoptr(TmGame) game = new_game (rules);
  g_autoptr(TmGame) by_json = new_game (rules);
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) json_error = NULL;
  guint n_json, n;

  n_json = tm_game_apply_moves (by_json, moves, moves->len, &json_error);
  n = tm_game_apply_moves_cached (game, moves, moves->len, cache, &error);
  *counts = counts_of (game);
  g_assert_cmpuint (n, ==, n_json);
  g_assert_cmpuint (tm_game_get_n_moves (game), ==, n);
  if (json_error == NULL)
    g_assert_no_error (error);
  else
    {
      g_assert_error (error, json_error->domain, json_error->code);
      g_assert_cmpstr (error->message, ==, json_error->message);
    }
  g_assert_cmpint (tm_game_get_score (game, 0), ==, tm_game_get_score (by_json, 0));
  return tm_game_get_score (game, 0);
}

static void
test_read_once (void)
{
  static const int adds[] = { 1, 2, 1003, 4, 5 };
  g_autoptr(GPtrArray) moves = moves_of (adds, G_N_ELEMENTS (adds));
  g_autoptr(TmMoveCache) cache = tm_move_cache_new ();
  Counts c;

  g_assert_cmpint (replay (moves, cache, 0, &c), ==, 15);
  g_assert_cmpuint (c.decoded, ==, 5);
  g_assert_cmpuint (c.applied_decoded, ==, 4);
  g_assert_cmpuint (c.applied_json, ==, 1);   /* the slow one */

  g_assert_cmpint (replay (moves, cache, 0, &c), ==, 15);
  g_assert_cmpuint (c.decoded, ==, 0);
  g_assert_cmpuint (c.applied_decoded, ==, 4);
  g_assert_cmpuint (c.applied_json, ==, 1);
  g_assert_cmpuint (tm_move_cache_get_length (cache), ==, 5);
  g_assert_null (tm_move_cache_get (cache, 2));
  g_assert_nonnull (tm_move_cache_get (cache, 3));
}

/* A replay of a part reads that part; a longer one goes on from there. */
static void
test_part_then_more (void)
{
  static const int adds[] = { 1, 2, 3, 4, 5, 6 };
  g_autoptr(GPtrArray) moves = moves_of (adds, G_N_ELEMENTS (adds));
  g_autoptr(TmMoveCache) cache = tm_move_cache_new ();
  Counts c;
  g_autoptr(TmGame) game = new_game (0);

  g_assert_cmpuint (tm_game_apply_moves_cached (game, moves, 2, cache, NULL), ==, 2);
  g_assert_cmpuint (counts_of (game).decoded, ==, 2);
  g_assert_cmpint (replay (moves, cache, 0, &c), ==, 21);
  g_assert_cmpuint (c.decoded, ==, 4);
}

/* Moves changed from an index on are read again, from there. */
static void
test_forget_from (void)
{
  static const int adds[] = { 1, 2, 3, 4, 5 };
  g_autoptr(GPtrArray) moves = moves_of (adds, G_N_ELEMENTS (adds));
  g_autoptr(TmMoveCache) cache = tm_move_cache_new ();
  Counts c;
  JsonObject *changed;

  replay (moves, cache, 0, &c);
  changed = g_ptr_array_index (moves, 3);
  json_object_set_int_member (changed, "add", 40);
  tm_move_cache_forget_from (cache, 3);
  g_assert_cmpint (replay (moves, cache, 0, &c), ==, 51);
  g_assert_cmpuint (c.decoded, ==, 2);
  g_assert_cmpuint (c.applied_decoded, ==, 5);
}

/* A refused move: the same move, the same error, every time; a game
 * over refuses the moves after it. */
static void
test_refused (void)
{
  static const int refused[] = { 1, 2, -3, 4 };
  static const int no_add[] = { 1, 2, 3, 4 };
  static const int over[] = { 60, 50, 1 };
  g_autoptr(GPtrArray) refused_moves = moves_of (refused, G_N_ELEMENTS (refused));
  g_autoptr(GPtrArray) no_add_moves = moves_of (no_add, G_N_ELEMENTS (no_add));
  g_autoptr(GPtrArray) over_moves = moves_of (over, G_N_ELEMENTS (over));
  g_autoptr(TmMoveCache) cache = tm_move_cache_new ();
  Counts c;

  /* Each replay() asserts the count and the error of the JSON path. */
  g_assert_cmpint (replay (refused_moves, cache, 0, &c), ==, 3);
  g_assert_cmpint (replay (refused_moves, cache, 0, &c), ==, 3);
  g_assert_cmpuint (c.decoded, ==, 0);
  g_assert_cmpuint (c.applied_decoded, ==, 3);

  json_object_remove_member (g_ptr_array_index (no_add_moves, 1), "add");
  tm_move_cache_forget_from (cache, 0);
  g_assert_cmpint (replay (no_add_moves, cache, 0, &c), ==, 1);
  g_assert_cmpint (replay (no_add_moves, cache, 0, &c), ==, 1);
  /* No struct for the move that is no move: its JSON says why. */
  g_assert_cmpuint (c.applied_json, ==, 1);

  tm_move_cache_forget_from (cache, 0);
  g_assert_cmpint (replay (over_moves, cache, 0, &c), ==, 110);
  g_assert_cmpint (replay (over_moves, cache, 0, &c), ==, 110);
  g_assert_cmpuint (tm_move_cache_get_length (cache), ==, 2);
}

/* Another reading of the rules reads every move again. */
static void
test_other_reading (void)
{
  static const int adds[] = { 1, 2, 3 };
  g_autoptr(GPtrArray) moves = moves_of (adds, G_N_ELEMENTS (adds));
  g_autoptr(TmMoveCache) cache = tm_move_cache_new ();
  Counts c;

  g_assert_cmpint (replay (moves, cache, 1, &c), ==, 12);
  g_assert_cmpint (replay (moves, cache, 2, &c), ==, 6);
  g_assert_cmpuint (c.decoded, ==, 3);
  g_assert_cmpint (replay (moves, cache, 0, &c), ==, 6);
  g_assert_cmpuint (c.decoded, ==, 0);
}

/* A game with moves already is not where the moves were read: JSON. */
static void
test_game_under_way (void)
{
  static const int adds[] = { 1, 2, 3 };
  g_autoptr(GPtrArray) moves = moves_of (adds, G_N_ELEMENTS (adds));
  g_autoptr(TmMoveCache) cache = tm_move_cache_new ();
  Counts c;
  g_autoptr(TmGame) game = new_game (0);

  g_assert_true (tm_game_apply_move (game, g_ptr_array_index (moves, 0), NULL));
  g_assert_cmpuint (tm_game_apply_moves_cached (game, moves, 3, cache, NULL), ==, 3);
  c = counts_of (game);
  g_assert_cmpuint (c.decoded, ==, 0);
  g_assert_cmpuint (c.applied_json, ==, 4);
  g_assert_cmpint (tm_game_get_score (game, 0), ==, 7);
  g_assert_cmpuint (tm_move_cache_get_length (cache), ==, 0);
}

int
test_move_cache_main (int   argc,
                      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/move-cache/read-once", test_read_once);
  g_test_add_func ("/move-cache/part-then-more", test_part_then_more);
  g_test_add_func ("/move-cache/forget-from", test_forget_from);
  g_test_add_func ("/move-cache/refused", test_refused);
  g_test_add_func ("/move-cache/other-reading", test_other_reading);
  g_test_add_func ("/move-cache/game-under-way", test_game_under_way);
  return g_test_run ();
}
