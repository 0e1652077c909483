/* test-record-amend.c — correcting, inserting and removing earlier moves
 *
 * Whole random games of all four games, played through the legal-move
 * lists (seeded, so every run plays the same games).  At random earlier
 * moves, each correction — replacing the move with another legal move of
 * that position, inserting a legal move before it, removing it — must
 * keep every other move in order, mark what it corrected, and give the
 * verdict a move-by-move replay of the corrected record gives: the first
 * move the rules refuse and their reason, or none.
 */
#include "config.h"

#include "core/tm-record-amend.h"
#include "core/tm-registry.h"
#include "core-test-programs.h"

/* Not scaled down under the sanitizers: Children of the Sun needs its six
 * games to meet a correction that keeps every later move legal (a card
 * replaced is nearly always used again later), and they take 0.1 s. */
#define N_GAMES         6   /* per game and player count */
#define MAX_MOVES       160
#define N_CORRECTIONS   12                        /* per game played */
/* A listed move is picked among the first ones: Children of the Sun's
 * groups step can list 154,440 groupings, and any of them is a move. */
#define MAX_LISTED      2000

typedef struct
{
  guint corrections;
  guint kept_legal;      /* corrections after which every move still held */
  guint broke_later;     /* … after which a later move no longer held */
} Tally;

static JsonObject *
pick_legal_move (TmGame *game,
                 GRand  *rand,
                 JsonObject *unlike)
{
  g_autoptr(GPtrArray) moves = tm_game_list_legal_moves (game);
  guint n;

  if (moves->len == 0)
    return NULL;
  n = MIN (moves->len, MAX_LISTED);
  for (guint tries = 0; tries < 8; tries++)
    {
      JsonObject *move = g_ptr_array_index (moves, g_rand_int_range (rand, 0, (gint32) n));

      if (unlike == NULL || !json_object_equal (move, unlike))
        return json_object_ref (move);
    }
  return NULL;
}

static TmRecord *
play_random_game (const char *game_id,
                  guint       n_players,
                  GRand      *rand)
{
  const char *players[] = { "Aoi", "Mio", "Ren", "Sora", NULL };
  g_autoptr(TmRecord) record = NULL;
  g_autoptr(TmGame) game = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (n_players, <=, 4);
  players[n_players] = NULL;
  record = tm_record_new (game_id, players, NULL);
  game = tm_record_create_game (record, &error);
  g_assert_no_error (error);
  while (!tm_game_is_finished (game) && tm_record_get_n_moves (record) < MAX_MOVES)
    {
      g_autoptr(JsonObject) move = pick_legal_move (game, rand, NULL);

      g_assert_nonnull (move);
      g_assert_true (tm_record_play (record, game, move, &error));
      g_assert_no_error (error);
    }
  return g_steal_pointer (&record);
}

/* The verdict computed here, move by move, independently of
 * tm_record_replay(): the first refused move and the reason. */
static int
first_refused (TmRecord  *record,
               char     **reason)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = tm_record_create_game (record, &error);

  g_assert_no_error (error);
  for (guint i = 0; i < tm_record_get_n_moves (record); i++)
    if (!tm_game_apply_move (game, tm_record_get_move (record, i), &error))
      {
        *reason = tm_record_describe_refusal (record, game, i, error);
        return (int) i;
      }
  *reason = NULL;
  return -1;
}

static void
check_correction (TmRecord            *record,
                  TmRecordAmendAction  action,
                  guint                at,
                  JsonObject          *move,
                  Tally               *tally)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) move_error = NULL;
  g_autoptr(TmRecord) amended = NULL;
  g_autoptr(TmGame) game = NULL;
  g_autofree char *expected_reason = NULL;
  g_autofree char *reason = NULL;
  guint n = tm_record_get_n_moves (record);
  int shift = action == TM_RECORD_AMEND_INSERT ? 1 : action == TM_RECORD_AMEND_DELETE ? -1 : 0;
  int expected, illegal = -2;

  amended = tm_record_amend (record, action, at, move, &error);
  g_assert_no_error (error);
  g_assert_nonnull (amended);
  tally->corrections++;

  /* Every other move kept, in order; the original record untouched. */
  g_assert_cmpuint (tm_record_get_n_moves (record), ==, n);
  g_assert_cmpuint (tm_record_get_n_moves (amended), ==, (guint) ((int) n + shift));
  g_assert_cmpstr (tm_record_get_id (amended), ==, tm_record_get_id (record));
  for (guint i = 0; i < at; i++)
    g_assert_true (json_object_equal (tm_record_get_move (amended, i), tm_record_get_move (record, i)));
  for (guint i = at + (action == TM_RECORD_AMEND_INSERT ? 0 : 1); i < n; i++)
    g_assert_true (json_object_equal (tm_record_get_move (amended, (guint) ((int) i + shift)),
                                      tm_record_get_move (record, i)));
  if (action != TM_RECORD_AMEND_DELETE)
    {
      g_assert_true (json_object_equal (tm_record_get_move (amended, at), move));
      g_assert_true (tm_record_is_corrected (amended, at));
    }
  for (guint i = 0; i < tm_record_get_n_moves (amended); i++)
    if (i != at)
      g_assert_false (tm_record_is_corrected (amended, i));

  /* The verdict is replay's, and replay's is the rules' move by move. */
  expected = first_refused (amended, &expected_reason);
  game = tm_record_replay (amended, G_MAXUINT, &illegal, &move_error, &error);
  g_assert_no_error (error);
  g_assert_cmpint (illegal, ==, expected);
  if (illegal >= 0)
    {
      reason = tm_record_describe_refusal (amended, game, (guint) illegal, move_error);
      g_assert_cmpstr (reason, ==, expected_reason);
      g_assert_cmpuint (tm_game_get_n_moves (game), ==, (guint) illegal);
      /* The moves before the correction held before, and a listed move
       * holds where it was listed. */
      g_assert_cmpint (illegal, >=, (int) at + (action == TM_RECORD_AMEND_DELETE ? 0 : 1));
      tally->broke_later++;
    }
  else
    {
      g_assert_null (move_error);
      tally->kept_legal++;
    }

  /* The corrected record reads back the same, its mark with it. */
  {
    g_autofree char *data = NULL;
    g_autoptr(TmRecord) loaded = NULL;
    gsize length;

    data = tm_record_to_data (amended, &length);
    loaded = tm_record_load_data (data, length, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (tm_record_get_n_moves (loaded), ==, tm_record_get_n_moves (amended));
    if (action != TM_RECORD_AMEND_DELETE)
      g_assert_true (tm_record_is_corrected (loaded, at));
  }
}

static void
test_random_corrections (gconstpointer data)
{
  const TmGameInfo *info = data;
  g_autoptr(GRand) rand = g_rand_new_with_seed (g_str_hash (info->id));
  Tally tally = { 0 };

  for (guint n_players = MAX (2, info->min_players); n_players <= MIN (4, info->max_players); n_players++)
    for (guint g = 0; g < N_GAMES; g++)
      {
        g_autoptr(TmRecord) record = play_random_game (info->id, n_players, rand);
        guint n = tm_record_get_n_moves (record);

        g_assert_cmpuint (n, >, 2);
        for (guint c = 0; c < N_CORRECTIONS; c++)
          {
            guint at = (guint) g_rand_int_range (rand, 0, (gint32) n - 1);
            TmRecordAmendAction action = (TmRecordAmendAction) (c % 3);
            g_autoptr(TmGame) before = tm_record_replay (record, at, NULL, NULL, NULL);
            g_autoptr(JsonObject) move = NULL;

            if (action == TM_RECORD_AMEND_REPLACE)
              {
                move = pick_legal_move (before, rand, tm_record_get_move (record, at));
                if (move == NULL)
                  continue;   /* the only move there: nothing else to enter */
              }
            else if (action == TM_RECORD_AMEND_INSERT)
              {
                move = pick_legal_move (before, rand, NULL);
                g_assert_nonnull (move);
              }
            check_correction (record, action, at, move, &tally);
          }
      }

  g_test_message ("%s: %u corrections, %u kept every move legal, %u broke a later move",
                  info->id, tally.corrections, tally.kept_legal, tally.broke_later);
  /* Both outcomes were met, or the test proves less than it says. */
  g_assert_cmpuint (tally.kept_legal, >, 0);
  g_assert_cmpuint (tally.broke_later, >, 0);
}

/* Out of range, and the marks follow their moves. */
static void
test_edges (void)
{
  static const char *players[] = { "Aoi", "Mio", NULL };
  g_autoptr(TmRecord) record = tm_record_new ("children-of-the-sun", players, NULL);
  g_autoptr(TmRecord) inserted = NULL;
  g_autoptr(TmRecord) deleted = NULL;
  g_autoptr(TmRecord) truncated = NULL;
  g_autoptr(TmGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);

  g_assert_null (tm_record_amend (record, TM_RECORD_AMEND_DELETE, 0, NULL, &error));
  g_assert_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_NO_SUCH_MOVE);
  g_clear_error (&error);

  game = tm_record_create_game (record, &error);
  for (guint i = 0; i < 4; i++)
    {
      g_autoptr(JsonObject) move = pick_legal_move (game, rand, NULL);

      g_assert_true (tm_record_play (record, game, move, &error));
    }
  g_assert_null (tm_record_amend (record, TM_RECORD_AMEND_REPLACE, 4, tm_record_get_move (record, 0), &error));
  g_assert_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_NO_SUCH_MOVE);
  g_assert_nonnull (strstr (error->message, "0 to 3"));
  g_clear_error (&error);

  /* Inserting before move 1 marks it, and deleting move 0 then moves the
   * mark down with it. */
  inserted = tm_record_amend (record, TM_RECORD_AMEND_INSERT, 1, tm_record_get_move (record, 1), &error);
  g_assert_no_error (error);
  g_assert_true (tm_record_is_corrected (inserted, 1));
  deleted = tm_record_amend (inserted, TM_RECORD_AMEND_DELETE, 0, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (tm_record_is_corrected (deleted, 0));
  g_assert_false (tm_record_is_corrected (deleted, 1));
  truncated = tm_record_truncate (deleted, 2);
  g_assert_cmpuint (tm_record_get_n_moves (truncated), ==, 2);
  g_assert_true (tm_record_is_corrected (truncated, 0));

  /* Undo, then a new move at the marked place: the mark is not its. */
  while (tm_record_get_n_moves (deleted) > 0)
    tm_record_undo (deleted);
  tm_record_append_move (deleted, tm_record_get_move (record, 0));
  g_assert_false (tm_record_is_corrected (deleted, 0));
}

int
test_record_amend_main (int   argc,
                        char *argv[])
{
  const TmGameInfo *games;
  guint n_games;

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/record-amend/edges", test_edges);
  games = tm_registry_get_games (&n_games);
  for (guint i = 0; i < n_games; i++)
    if (tm_game_info_is_playable (&games[i]))
      {
        g_autofree char *path = g_strdup_printf ("/record-amend/random/%s", games[i].id);

        g_test_add_data_func (path, &games[i], test_random_corrections);
      }
  return g_test_run ();
}
