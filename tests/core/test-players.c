/* test-players.c — the player book (colours, renames), play time, and
 * the group statistics over a history read through the book */
#include "config.h"

#include "core/tm-group-statistics.h"
#include "core/tm-history.h"
#include "core/tm-play-clock.h"
#include "core/tm-json.h"
#include "core/tm-player-book.h"
#include "core-test-programs.h"

#include <glib/gstdio.h>
#include <string.h>

static char *
make_data_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("tm-players-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
remove_data_dir (const char *dir)
{
  g_autofree char *rm = g_strdup_printf ("rm -rf '%s'", dir);

  g_assert_cmpint (system (rm), ==, 0);
}

/* A whole game of Children of the Sun started at 20:00, its moves timed
 * evenly up to 21:00, with the pauses @spans (pairs of times). */
static TmRecord *
timed_game (const char * const *spans)
{
  g_autofree char *path = g_build_filename (g_getenv ("TM_TEST_DATA"), "cli", "records",
                                            "cots-full-game.json", NULL);
  g_autofree char *data = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  JsonObject *object;
  JsonArray *moves, *pauses;
  guint n;
  TmRecord *record;

  g_assert_true (g_file_get_contents (path, &data, NULL, &error));
  root = json_from_string (data, &error);
  g_assert_no_error (error);
  object = json_node_get_object (root);
  g_assert_cmpstr (json_object_get_string_member (object, "created"), ==, "2026-11-21T20:00:00Z");
  moves = json_object_get_array_member (object, "moves");
  n = json_array_get_length (moves);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GDateTime) start = g_date_time_new_from_iso8601 ("2026-11-21T20:00:00Z", NULL);
      g_autoptr(GDateTime) when = g_date_time_add_seconds (start, 3600.0 * (i + 1) / n);
      g_autofree char *iso = g_date_time_format_iso8601 (when);

      json_object_set_string_member (json_array_get_object_element (moves, i), "at", iso);
    }
  pauses = json_array_new ();
  for (guint i = 0; spans[i] != NULL; i += 2)
    {
      JsonObject *pause = json_object_new ();

      json_object_set_string_member (pause, "from", spans[i]);
      json_object_set_string_member (pause, "to", spans[i + 1]);
      json_array_add_object_element (pauses, pause);
    }
  if (json_array_get_length (pauses) > 0)
    json_object_set_array_member (object, "pauses", pauses);
  else
    json_array_unref (pauses);
  text = json_to_string (root, FALSE);
  record = tm_record_load_data (text, strlen (text), &error);
  g_assert_no_error (error);
  return record;
}

/* The history's time played is the play clock's: created to the last
 * move, less the pauses (overlapping ones once, none of what lies
 * outside the game). */
static void
test_duration (void)
{
  const char * const none[] = { NULL };
  /* 10 min, then 5 min overlapping it by 2, one before the game (none
   * of it counts) and one running past the end (its part inside). */
  const char * const some[] = {
    "2026-11-21T20:10:00Z", "2026-11-21T20:20:00Z",
    "2026-11-21T20:18:00Z", "2026-11-21T20:23:00Z",
    "2026-11-21T19:00:00Z", "2026-11-21T19:30:00Z",
    "2026-11-21T20:59:00Z", "2026-11-21T22:00:00Z",
    NULL };
  g_autoptr(TmRecord) plain = timed_game (none);
  g_autoptr(TmRecord) paused = timed_game (some);

  g_assert_cmpint (tm_record_duration_s (plain), ==, 3600);
  g_assert_cmpint (tm_record_duration_s (paused), ==, 3600 - 13 * 60 - 60);
  /* A record without times cannot say. */
  {
    g_autofree char *path = g_build_filename (g_getenv ("TM_TEST_DATA"), "cli", "records",
                                              "cots-full-game.json", NULL);
    g_autoptr(GError) error = NULL;
    g_autoptr(TmRecord) untimed = tm_record_load_file (path, &error);

    g_assert_no_error (error);
    g_assert_cmpint (tm_record_duration_s (untimed), ==, -1);
  }
}

static void
test_colours_kept (void)
{
  g_autofree char *dir = make_data_dir ();
  g_autoptr(GError) error = NULL;
  const char * const table[] = { "Aoi", "Mio", "Ren", NULL };
  const char * const next[] = { "Sae", " Mio ", NULL };

  {
    g_autoptr(TmPlayerBook) book = tm_player_book_new (dir);
    g_autoptr(GArray) colours = NULL;

    g_assert_true (tm_player_book_load (book, &error));
    tm_player_book_set_colour (book, "Mio", 5);
    colours = tm_player_book_colours_for (book, table, NULL);
    /* Mio keeps hers; the others take the first ones free. */
    g_assert_cmpuint (g_array_index (colours, guint, 0), ==, 0);
    g_assert_cmpuint (g_array_index (colours, guint, 1), ==, 5);
    g_assert_cmpuint (g_array_index (colours, guint, 2), ==, 1);
    /* Nothing is kept until the game starts. */
    g_assert_cmpint (tm_player_book_get_colour (book, "Ren"), ==, -1);
    for (guint i = 0; table[i] != NULL; i++)
      tm_player_book_set_colour (book, table[i], g_array_index (colours, guint, i));
    g_assert_true (tm_player_book_save (book, &error));
  }
  {
    g_autoptr(TmPlayerBook) book = tm_player_book_new (dir);
    g_autoptr(GArray) colours = NULL;
    g_autoptr(GPtrArray) names = NULL;

    g_assert_true (tm_player_book_load (book, &error));
    colours = tm_player_book_colours_for (book, next, NULL);
    /* Sae is new: the first colour Mio (5) does not have. */
    g_assert_cmpuint (g_array_index (colours, guint, 0), ==, 0);
    g_assert_cmpuint (g_array_index (colours, guint, 1), ==, 5);
    g_array_unref (colours);
    /* Picked for this game: Sae takes Mio's, Mio the first free. */
    {
      const int chosen[] = { 5, -1 };

      colours = tm_player_book_colours_for (book, next, chosen);
      g_assert_cmpuint (g_array_index (colours, guint, 0), ==, 5);
      g_assert_cmpuint (g_array_index (colours, guint, 1), ==, 0);
    }
    g_assert_cmpint (tm_player_book_get_colour (book, "Ren"), ==, 1);
    names = tm_player_book_list_names (book);
    g_assert_cmpuint (names->len, ==, 3);
    g_assert_cmpstr (g_ptr_array_index (names, 0), ==, "Aoi");
  }
  remove_data_dir (dir);
}

static void
test_rename_and_merge (void)
{
  g_autofree char *dir = make_data_dir ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TmPlayerBook) book = tm_player_book_new (dir);
  g_autofree char *r1 = NULL, *r2 = NULL, *r3 = NULL, *r4 = NULL;

  g_assert_true (tm_player_book_load (book, &error));
  tm_player_book_set_colour (book, "Aoi", 2);
  tm_player_book_set_colour (book, "Mio", 4);

  g_assert_true (tm_player_book_rename (book, "Aoi", "Aoi-chan", &error));
  g_assert_cmpint (tm_player_book_get_colour (book, "Aoi-chan"), ==, 2);
  g_assert_cmpint (tm_player_book_get_colour (book, "Aoi"), ==, 2);
  /* A second rename re-points the first: no chain. */
  g_assert_true (tm_player_book_rename (book, "Aoi-chan", "Aoi K.", &error));
  r1 = tm_player_book_resolve (book, "Aoi");
  g_assert_cmpstr (r1, ==, "Aoi K.");
  g_assert_cmpstr (g_hash_table_lookup (tm_player_book_get_aliases (book), "Aoi"), ==, "Aoi K.");
  /* Back to the first name: nothing loops. */
  g_assert_true (tm_player_book_rename (book, "Aoi K.", "Aoi", &error));
  r2 = tm_player_book_resolve (book, "Aoi-chan");
  g_assert_cmpstr (r2, ==, "Aoi");
  r3 = tm_player_book_resolve (book, "Aoi");
  g_assert_cmpstr (r3, ==, "Aoi");

  /* Merge: Mio into Aoi; Aoi keeps her colour. */
  g_assert_true (tm_player_book_rename (book, "Mio", "Aoi", &error));
  g_assert_cmpint (tm_player_book_get_colour (book, "Mio"), ==, 2);
  r4 = tm_player_book_resolve (book, " Mio");
  g_assert_cmpstr (r4, ==, "Aoi");

  /* Refused: empty, the same name. */
  g_assert_false (tm_player_book_rename (book, "Ren", "  ", &error));
  g_assert_error (error, TM_PLAYER_BOOK_ERROR, TM_PLAYER_BOOK_ERROR_NAME);
  g_clear_error (&error);
  g_assert_false (tm_player_book_rename (book, "Aoi-chan", "Aoi", &error));
  g_assert_error (error, TM_PLAYER_BOOK_ERROR, TM_PLAYER_BOOK_ERROR_NAME);
  g_clear_error (&error);

  /* Saved and read back the same. */
  g_assert_true (tm_player_book_save (book, &error));
  {
    g_autoptr(TmPlayerBook) again = tm_player_book_new (dir);
    g_autofree char *r = NULL;

    g_assert_true (tm_player_book_load (again, &error));
    r = tm_player_book_resolve (again, "Mio");
    g_assert_cmpstr (r, ==, "Aoi");
    g_assert_cmpint (tm_player_book_get_colour (again, "Aoi-chan"), ==, 2);
  }
  remove_data_dir (dir);
}

static void
test_bad_file_kept (void)
{
  g_autofree char *dir = make_data_dir ();
  g_autofree char *path = g_build_filename (dir, "players.json", NULL);
  const char *bad[] = {
    "not json",
    "{\"format\": \"tablemate-players\", \"version\": 9}",
    "{\"format\": \"tablemate-players\", \"version\": 1, \"players\": [{\"name\": \"A\", \"colour\": 8}]}",
    "{\"format\": \"tablemate-players\", \"version\": 1, \"aliases\": {\"A\": 3}}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(TmPlayerBook) book = tm_player_book_new (dir);
      g_autoptr(GError) error = NULL;
      g_autofree char *after = NULL;

      g_assert_true (g_file_set_contents (path, bad[i], -1, NULL));
      g_assert_false (tm_player_book_load (book, &error));
      g_assert_error (error, TM_PLAYER_BOOK_ERROR, TM_PLAYER_BOOK_ERROR_READ);
      g_assert_nonnull (strstr (error->message, "players.json"));
      g_clear_error (&error);
      /* Usable without colours, and never overwritten. */
      tm_player_book_set_colour (book, "A", 1);
      g_assert_false (tm_player_book_save (book, &error));
      g_assert_error (error, TM_PLAYER_BOOK_ERROR, TM_PLAYER_BOOK_ERROR_WRITE);
      g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
      g_assert_cmpstr (after, ==, bad[i]);
    }
  remove_data_dir (dir);
}

static void
put_record (const char         *history_dir,
            const char         *source,
            const char         *id,
            const char * const *players,
            const char         *created)
{
  g_autofree char *path = g_build_filename (g_getenv ("TM_TEST_DATA"), "cli", "records", source, NULL);
  g_autofree char *data = NULL;
  g_autofree char *out = NULL;
  g_autofree char *file = g_strconcat (history_dir, "/", id, ".json", NULL);
  g_autoptr(JsonNode) root = NULL;
  JsonArray *names = json_array_new ();

  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  root = json_from_string (data, NULL);
  g_assert_nonnull (root);
  json_object_set_string_member (json_node_get_object (root), "id", id);
  json_object_set_string_member (json_node_get_object (root), "created", created);
  for (guint i = 0; players[i] != NULL; i++)
    json_array_add_string_element (names, players[i]);
  json_object_set_array_member (json_node_get_object (root), "players", names);
  out = json_to_string (root, TRUE);
  g_assert_cmpint (g_mkdir_with_parents (history_dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (file, out, -1, NULL));
}

static void
count_changes (GListModel *model,
               guint       position,
               guint       removed,
               guint       added,
               guint      *changes)
{
  (*changes)++;
}

static void
test_history_follows_renames (void)
{
  g_autofree char *dir = make_data_dir ();
  g_autofree char *history_dir = g_build_filename (dir, "history", NULL);
  const char * const aoi_mio[] = { "Aoi", "Mio", NULL };
  const char * const chan_mio[] = { "Aoi-chan", "Mio", NULL };
  const char * const ren_mio[] = { "Ren", "Mio", NULL };
  const char * const team[] = { "Aoi", "Mio", "Ren", NULL };
  g_autoptr(TmPlayerBook) book = tm_player_book_new (dir);
  g_autoptr(TmHistory) history = tm_history_new (dir);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) before = NULL;
  g_autoptr(GPtrArray) after = NULL;
  g_autoptr(GPtrArray) rivals = NULL;
  g_autoptr(GArray) months = NULL;
  g_autoptr(GArray) counts = NULL;
  guint changes = 0;

  /* Mio wins the Children of the Sun games; the team wins Tsuki no Utena. */
  put_record (history_dir, "cots-full-game.json", "g1", aoi_mio, "2025-01-05T20:00:00Z");
  put_record (history_dir, "cots-full-game.json", "g2", chan_mio, "2025-01-20T20:00:00Z");
  put_record (history_dir, "cots-full-game.json", "g3", ren_mio, "2025-03-02T20:00:00Z");
  put_record (history_dir, "utena-full-won.json", "g4", team, "2026-03-02T20:00:00Z");

  g_assert_true (tm_player_book_load (book, &error));
  tm_history_set_player_book (history, book);
  g_assert_true (tm_history_load (history, &error));
  before = tm_group_statistics_players (G_LIST_MODEL (history));
  /* Aoi, Aoi-chan, Mio, Ren */
  g_assert_cmpuint (before->len, ==, 4);

  g_signal_connect (history, "items-changed", G_CALLBACK (count_changes), &changes);
  g_assert_true (tm_player_book_rename (book, "Aoi-chan", "Aoi", &error));
  g_assert_cmpuint (changes, ==, 1);

  after = tm_group_statistics_players (G_LIST_MODEL (history));
  g_assert_cmpuint (after->len, ==, 3);
  {
    TmPlayerTotals *mio = g_ptr_array_index (after, 0);
    TmPlayerTotals *aoi = g_ptr_array_index (after, 1);

    g_assert_cmpstr (mio->name, ==, "Mio");
    g_assert_cmpuint (mio->games, ==, 4);
    g_assert_cmpuint (mio->wins, ==, 4);
    g_assert_cmpuint (mio->longest_streak, ==, 4);
    g_assert_cmpuint (mio->current_streak, ==, 4);
    g_assert_cmpstr (aoi->name, ==, "Aoi");
    g_assert_cmpuint (aoi->games, ==, 3);
    /* Lost twice, then won with the team. */
    g_assert_cmpuint (aoi->wins, ==, 1);
    g_assert_cmpuint (aoi->longest_streak, ==, 1);
    g_assert_cmpuint (aoi->current_streak, ==, 1);
    g_assert_cmpint (aoi->time_s, ==, 0);
  }

  rivals = tm_group_statistics_rivals (G_LIST_MODEL (history));
  /* Only the competitive games: Aoi–Mio twice, Mio–Ren once. */
  g_assert_cmpuint (rivals->len, ==, 2);
  {
    TmRivalry *first = g_ptr_array_index (rivals, 0);

    g_assert_cmpstr (first->players[0], ==, "Aoi");
    g_assert_cmpstr (first->players[1], ==, "Mio");
    g_assert_cmpuint (first->games, ==, 2);
    g_assert_cmpuint (first->wins[0], ==, 0);
    g_assert_cmpuint (first->wins[1], ==, 2);
  }

  months = tm_group_statistics_months (G_LIST_MODEL (history));
  g_assert_cmpuint (months->len, ==, 3);
  g_assert_cmpint (g_array_index (months, TmPeriodCount, 0).year, ==, 2025);
  g_assert_cmpint (g_array_index (months, TmPeriodCount, 0).month, ==, 1);
  g_assert_cmpuint (g_array_index (months, TmPeriodCount, 0).games, ==, 2);
  g_array_unref (months);
  months = tm_group_statistics_years (G_LIST_MODEL (history));
  g_assert_cmpuint (months->len, ==, 2);
  g_assert_cmpuint (g_array_index (months, TmPeriodCount, 0).games, ==, 3);
  g_assert_cmpuint (g_array_index (months, TmPeriodCount, 1).games, ==, 1);

  counts = tm_group_statistics_by_player_count (G_LIST_MODEL (history));
  g_assert_cmpuint (counts->len, ==, 2);
  g_assert_cmpuint (g_array_index (counts, TmPlayerCountResults, 0).n_players, ==, 2);
  g_assert_cmpuint (g_array_index (counts, TmPlayerCountResults, 0).games, ==, 3);
  g_assert_cmpuint (g_array_index (counts, TmPlayerCountResults, 1).decided, ==, 1);

  /* No game says how long it took. */
  g_assert_null (tm_group_statistics_extreme_game (G_LIST_MODEL (history), TRUE));

  /* The records themselves are untouched. */
  {
    g_autofree char *g2 = g_build_filename (history_dir, "g2.json", NULL);
    g_autofree char *text = NULL;

    g_assert_true (g_file_get_contents (g2, &text, NULL, NULL));
    g_assert_nonnull (strstr (text, "Aoi-chan"));
  }
  remove_data_dir (dir);
}

/* The index keeps each game's time played: lines given a "duration_s"
 * (as the play clock's records will have) are summed per player and per
 * game, and name the longest and the shortest game; the others add
 * nothing. */
static void
test_time_from_index (void)
{
  g_autofree char *dir = make_data_dir ();
  g_autofree char *history_dir = g_build_filename (dir, "history", NULL);
  g_autofree char *index_path = g_build_filename (history_dir, "index.jsonl", NULL);
  const char * const aoi_mio[] = { "Aoi", "Mio", NULL };
  const char * const ren_mio[] = { "Ren", "Mio", NULL };
  g_autofree char *index = NULL;
  g_autoptr(GString) edited = g_string_new (NULL);
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;

  put_record (history_dir, "cots-full-game.json", "t1", aoi_mio, "2025-01-05T20:00:00Z");
  put_record (history_dir, "cots-full-game.json", "t2", ren_mio, "2025-01-06T20:00:00Z");
  put_record (history_dir, "psi-full-game.json", "t3", aoi_mio, "2025-01-07T20:00:00Z");
  {
    g_autoptr(TmHistory) history = tm_history_new (dir);

    g_assert_true (tm_history_load (history, &error));
    for (guint i = 0; i < 3; i++)
      {
        g_autoptr(TmHistoryEntry) entry = g_list_model_get_item (G_LIST_MODEL (history), i);

        g_assert_cmpint (tm_history_entry_get_duration_s (entry), ==, -1);
      }
  }
  /* t1 took 40 min, t2 25 min; t3 does not say. */
  g_assert_true (g_file_get_contents (index_path, &index, NULL, NULL));
  lines = g_strsplit (index, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *duration = strstr (lines[i], "\"t1\"") != NULL ? "2400"
                             : strstr (lines[i], "\"t2\"") != NULL ? "1500" : NULL;

      /* The last column of a line (docs/history.md), null when the
       * record does not say. */
      if (duration != NULL && g_str_has_suffix (lines[i], ",null]"))
        g_string_append_printf (edited, "%.*s,%s]", (int) strlen (lines[i]) - 6, lines[i], duration);
      else
        g_string_append (edited, lines[i]);
      if (lines[i + 1] != NULL)
        g_string_append_c (edited, '\n');
    }
  g_assert_nonnull (strstr (edited->str, ",2400]"));
  g_assert_true (g_file_set_contents (index_path, edited->str, -1, NULL));
  {
    g_autoptr(TmHistory) history = tm_history_new (dir);
    g_autoptr(GPtrArray) players = NULL;
    g_autoptr(GArray) games = NULL;
    g_autoptr(TmHistoryEntry) longest = NULL;
    g_autoptr(TmHistoryEntry) shortest = NULL;

    g_assert_true (tm_history_load (history, &error));
    players = tm_group_statistics_players (G_LIST_MODEL (history));
    for (guint i = 0; i < players->len; i++)
      {
        TmPlayerTotals *totals = g_ptr_array_index (players, i);
        gint64 expected = g_str_equal (totals->name, "Mio") ? 2400 + 1500
                          : g_str_equal (totals->name, "Aoi") ? 2400 : 1500;

        g_assert_cmpint (totals->time_s, ==, expected);
      }
    games = tm_group_statistics_game_times (G_LIST_MODEL (history));
    g_assert_cmpuint (games->len, ==, 2);
    g_assert_cmpstr (g_array_index (games, TmGameTime, 0).game_id, ==, "children-of-the-sun");
    g_assert_cmpint (g_array_index (games, TmGameTime, 0).time_s, ==, 3900);
    g_assert_cmpint (g_array_index (games, TmGameTime, 1).time_s, ==, 0);
    longest = tm_group_statistics_extreme_game (G_LIST_MODEL (history), TRUE);
    shortest = tm_group_statistics_extreme_game (G_LIST_MODEL (history), FALSE);
    g_assert_cmpstr (tm_history_entry_get_id (longest), ==, "t1");
    g_assert_cmpstr (tm_history_entry_get_id (shortest), ==, "t2");
  }
  remove_data_dir (dir);
}

int
test_players_main (int   argc,
                   char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/players/duration", test_duration);
  g_test_add_func ("/players/colours-kept", test_colours_kept);
  g_test_add_func ("/players/rename-and-merge", test_rename_and_merge);
  g_test_add_func ("/players/bad-file-kept", test_bad_file_kept);
  g_test_add_func ("/players/history-follows-renames", test_history_follows_renames);
  g_test_add_func ("/players/time-from-index", test_time_from_index);
  return g_test_run ();
}
