/* test-history.c — the history of finished games: the index and its
 * rebuilding, bad record files, statistics against figures worked out
 * by hand, CSV and bundle round trips, import without duplicates,
 * deleting with undo, and a large history's load time. */
#include "config.h"

#include "core/tm-history.h"
#include "core/tm-json.h"
#include "core/tm-record-amend.h"
#include "core/tm-statistics.h"
#include "core-test-programs.h"

#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <utime.h>

/* Helpers ------------------------------------------------------------------ */

static char *
source_path (const char *name)
{
  const char *root = g_getenv ("TM_TEST_DATA");

  g_assert_nonnull (root);
  return g_build_filename (root, "cli", "records", name, NULL);
}

/* A fresh data folder (holding games/ and history/). */
static char *
make_data_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("tm-history-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir != NULL)
    {
      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          remove_tree (child);
        }
    }
  g_remove (path);
}

static guint
count_files (const char *path,
             const char *suffix)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;
  guint n = 0;

  if (dir == NULL)
    return 0;
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, suffix))
      n++;
  return n;
}

/* The record @source (a file of tests/cli/records) as a new game: its
 * id, players and start date replaced; the moves are the same. */
static char *
make_record_data (const char         *source,
                  const char         *id,
                  const char * const *players,
                  const char         *created)
{
  g_autofree char *path = source_path (source);
  g_autofree char *data = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) error = NULL;
  JsonObject *object;

  g_assert_true (g_file_get_contents (path, &data, NULL, &error));
  root = json_from_string (data, &error);
  g_assert_no_error (error);
  object = json_node_get_object (root);
  if (id != NULL)
    json_object_set_string_member (object, "id", id);
  if (created != NULL)
    json_object_set_string_member (object, "created", created);
  if (players != NULL)
    {
      JsonArray *array = json_array_new ();

      for (guint i = 0; players[i] != NULL; i++)
        json_array_add_string_element (array, players[i]);
      json_object_set_array_member (object, "players", array);
    }
  return json_to_string (root, TRUE);
}

static void
write_file (const char *dir,
            const char *name,
            const char *data)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, data, -1, &error));
  g_assert_no_error (error);
}

static void
put_record (const char         *dir,
            const char         *name,
            const char         *source,
            const char         *id,
            const char * const *players,
            const char         *created)
{
  g_autofree char *data = make_record_data (source, id, players, created);

  write_file (dir, name, data);
}

static TmHistory *
load_history (const char *data_dir)
{
  TmHistory *history = tm_history_new (data_dir);
  g_autoptr(GError) error = NULL;

  g_assert_true (tm_history_load (history, &error));
  g_assert_no_error (error);
  return history;
}

static TmHistoryEntry *
get_entry (TmHistory *history,
           guint      index)
{
  /* The list holds a reference: borrowed for the test. */
  TmHistoryEntry *entry = g_list_model_get_item (G_LIST_MODEL (history), index);

  g_assert_nonnull (entry);
  g_object_unref (entry);
  return entry;
}

static char *
history_path (TmHistory  *history,
              const char *name)
{
  return g_build_filename (tm_history_get_dir (history), name, NULL);
}

static char *
read_index (TmHistory *history)
{
  g_autofree char *path = history_path (history, "index.jsonl");
  char *data = NULL;

  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  return data;
}

/* The index line of the game @id (version 3: an array, see
 * docs/history.md), or NULL. */
static JsonArray *
index_line (TmHistory  *history,
            const char *id)
{
  g_autofree char *index = read_index (history);
  g_auto(GStrv) lines = g_strsplit (index, "\n", -1);

  for (guint i = 1; lines[i] != NULL; i++)
    {
      g_autoptr(JsonNode) node = json_from_string (lines[i], NULL);

      if (node != NULL && JSON_NODE_HOLDS_ARRAY (node)
          && g_strcmp0 (json_array_get_string_element (json_node_get_array (node), 3), id) == 0)
        return json_array_ref (json_node_get_array (node));
    }
  return NULL;
}

static const char * const aoi_mio[] = { "Aoi", "Mio", NULL };

/* Three games in history/: known scores. */
static void
put_three_games (const char *history_dir)
{
  put_record (history_dir, "g1.json", "cots-full-game.json", "g1", aoi_mio, "2026-01-01T20:00:00Z");
  put_record (history_dir, "g2.json", "cots-full-second-groups-first.json", "g2", aoi_mio,
              "2026-01-02T20:00:00Z");
  put_record (history_dir, "g3.json", "cots-full-draw.json", "g3", aoi_mio, "2026-01-03T20:00:00Z");
}

static void
assert_three_games (TmHistory *history)
{
  TmHistoryEntry *entry;

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, 3);
  /* Newest first. */
  entry = get_entry (history, 0);
  g_assert_cmpstr (tm_history_entry_get_id (entry), ==, "g3");
  g_assert_cmpint (tm_history_entry_get_score (entry, 0), ==, 8);
  g_assert_cmpint (tm_history_entry_get_score (entry, 1), ==, 8);
  g_assert_cmpuint (tm_history_entry_get_n_winners (entry), ==, 0);
  entry = get_entry (history, 1);
  g_assert_cmpstr (tm_history_entry_get_id (entry), ==, "g2");
  g_assert_cmpint (tm_history_entry_get_score (entry, 0), ==, 11);
  g_assert_true (tm_history_entry_is_winner (entry, 0));
  g_assert_false (tm_history_entry_is_winner (entry, 1));
  entry = get_entry (history, 2);
  g_assert_cmpstr (tm_history_entry_get_id (entry), ==, "g1");
  g_assert_cmpstr (tm_history_entry_get_game_id (entry), ==, "children-of-the-sun");
  g_assert_cmpstr (tm_history_entry_get_player (entry, 1), ==, "Mio");
  g_assert_cmpint (tm_history_entry_get_score (entry, 0), ==, 6);
  g_assert_cmpint (tm_history_entry_get_score (entry, 1), ==, 10);
  g_assert_true (tm_history_entry_is_winner (entry, 1));
  g_assert_cmpuint (tm_history_entry_get_n_moves (entry), ==, 31);
  g_assert_cmpuint (tm_history_get_problems (history)->len, ==, 0);
}

/* Index ---------------------------------------------------------------- */

static void
test_rebuild (void)
{
  g_autofree char *data_dir = make_data_dir ();
  g_autofree char *history_dir = g_build_filename (data_dir, "history", NULL);
  g_autofree char *index_path = g_build_filename (history_dir, "index.jsonl", NULL);
  g_autoptr(TmHistory) history = NULL;
  g_autoptr(TmHistory) again = NULL;
  g_autofree char *index = NULL;

  put_three_games (history_dir);

  /* No index: built from the records. */
  history = load_history (data_dir);
  assert_three_games (history);
  index = read_index (history);
  g_assert_true (g_str_has_prefix (index, "{\"format\":\"tablemate-history-index\",\"version\":3,"));
  {
    g_auto(GStrv) lines = g_strsplit (index, "\n", -1);

    g_assert_cmpuint (g_strv_length (lines), ==, 5);   /* header, 3 games, "" */
  }

  /* Removed: built again, the same. */
  g_assert_cmpint (g_unlink (index_path), ==, 0);
  again = load_history (data_dir);
  assert_three_games (again);
  g_assert_true (g_file_test (index_path, G_FILE_TEST_EXISTS));

  remove_tree (data_dir);
}

/* Rewrites the index with @from replaced by @to. */
static void
edit_index (TmHistory  *history,
            const char *from,
            const char *to)
{
  g_autofree char *index = read_index (history);
  g_autofree char *path = history_path (history, "index.jsonl");
  g_auto(GStrv) parts = g_strsplit (index, from, 2);
  g_autofree char *edited = NULL;

  g_assert_cmpuint (g_strv_length (parts), ==, 2);
  edited = g_strjoinv (to, parts);
  g_assert_true (g_file_set_contents (path, edited, -1, NULL));
}

static void
set_mtime (const char *path,
           gint64      seconds)
{
  struct utimbuf times = { .actime = seconds, .modtime = seconds };

  g_assert_cmpint (g_utime (path, &times), ==, 0);
}

static void
test_index_used_and_stale (void)
{
  g_autofree char *data_dir = make_data_dir ();
  g_autofree char *history_dir = g_build_filename (data_dir, "history", NULL);
  g_autofree char *g1_path = g_build_filename (history_dir, "g1.json", NULL);
  g_autofree char *g2_path = g_build_filename (history_dir, "g2.json", NULL);
  g_autoptr(TmHistory) history = NULL;
  g_autoptr(TmHistory) cached = NULL;
  g_autoptr(TmHistory) stale = NULL;
  g_autoptr(TmHistory) removed = NULL;
  TmHistoryEntry *entry;

  put_three_games (history_dir);
  history = load_history (data_dir);

  /* The index is what is read, not the records: a score changed in it
   * (the record files unchanged) is what the history shows … */
  edit_index (history, ",[6,10],", ",[6,99],");
  cached = load_history (data_dir);
  entry = tm_history_lookup (cached, "g1");
  g_assert_cmpint (tm_history_entry_get_score (entry, 1), ==, 99);

  /* … until the record file changes: then it is replayed again. */
  set_mtime (g1_path, 1700000000);
  stale = load_history (data_dir);
  entry = tm_history_lookup (stale, "g1");
  g_assert_cmpint (tm_history_entry_get_score (entry, 1), ==, 10);

  /* A new record and a removed one, with the same index. */
  put_record (history_dir, "g4.json", "cots-full-game.json", "g4", aoi_mio, "2026-01-04T20:00:00Z");
  g_assert_cmpint (g_unlink (g2_path), ==, 0);
  removed = load_history (data_dir);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (removed)), ==, 3);
  g_assert_nonnull (tm_history_lookup (removed, "g4"));
  g_assert_null (tm_history_lookup (removed, "g2"));
  g_assert_cmpstr (tm_history_entry_get_id (get_entry (removed, 0)), ==, "g4");
  {
    g_autofree char *index = read_index (removed);

    g_assert_nonnull (strstr (index, "\"g4\""));
    g_assert_null (strstr (index, "\"g2\""));
  }

  /* A history already loaded sees the changes when loaded again. */
  g_assert_cmpint (g_unlink (g1_path), ==, 0);
  g_assert_true (tm_history_load (removed, NULL));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (removed)), ==, 2);

  remove_tree (data_dir);
}

/* An index of version 2 (a line an object) is still read, not replayed,
 * and written again as version 3. */
static void
test_index_version_2 (void)
{
  g_autofree char *data_dir = make_data_dir ();
  g_autofree char *history_dir = g_build_filename (data_dir, "history", NULL);
  g_autoptr(GString) old_index = g_string_new ("{\"format\":\"tablemate-history-index\",\"version\":2,"
                                               "\"tablemate\":\"" PACKAGE_VERSION "\"}\n");
  g_autoptr(TmHistory) history = NULL;
  g_autoptr(TmHistory) upgraded = NULL;
  g_autoptr(TmHistory) again = NULL;
  g_autoptr(JsonArray) line = NULL;
  g_autofree char *index = NULL;
  g_autofree char *path = NULL;
  static const char * const scores[] = { "[6,99]", "[11,7]", "[8,8]" };
  static const char * const winners[] = { "[1]", "[0]", "[]" };

  put_three_games (history_dir);
  history = load_history (data_dir);
  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *id = g_strdup_printf ("g%u", i + 1);
      TmHistoryEntry *entry = tm_history_lookup (history, id);
      g_autofree char *file = g_strdup_printf ("g%u.json", i + 1);
      g_autofree char *file_path = history_path (history, file);
      GStatBuf st;

      g_assert_nonnull (entry);
      g_assert_cmpint (g_stat (file_path, &st), ==, 0);
      /* g1's score is not the record's: only the index says 99. */
      g_string_append_printf (old_index,
                              "{\"file\":\"%s\",\"mtime\":%" G_GINT64_FORMAT ",\"size\":%" G_GINT64_FORMAT ","
                              "\"id\":\"%s\",\"game\":\"children-of-the-sun\",\"created\":\"2026-01-0%uT20:00:00Z\","
                              "\"players\":[\"Aoi\",\"Mio\"],\"scores\":%s,\"winners\":%s,\"moves\":%u,\"round\":0}\n",
                              file, (gint64) st.st_mtim.tv_sec * G_USEC_PER_SEC + st.st_mtim.tv_nsec / 1000,
                              (gint64) st.st_size, id, i + 1, scores[i], winners[i],
                              tm_history_entry_get_n_moves (entry));
    }
  path = history_path (history, "index.jsonl");
  g_assert_true (g_file_set_contents (path, old_index->str, -1, NULL));

  upgraded = load_history (data_dir);
  g_assert_cmpint (tm_history_entry_get_score (tm_history_lookup (upgraded, "g1"), 1), ==, 99);
  g_assert_cmpint (tm_history_entry_get_score (tm_history_lookup (upgraded, "g2"), 0), ==, 11);
  index = read_index (upgraded);
  g_assert_true (g_str_has_prefix (index, "{\"format\":\"tablemate-history-index\",\"version\":3,"));
  line = index_line (upgraded, "g1");
  g_assert_nonnull (line);
  g_assert_true (JSON_NODE_HOLDS_NULL (json_array_get_element (line, 0)));   /* "g1.json" */
  g_assert_cmpint (json_array_get_int_element (json_array_get_array_element (line, 7), 1), ==, 99);

  /* Read back from version 3: the same. */
  again = load_history (data_dir);
  g_assert_cmpint (tm_history_entry_get_score (tm_history_lookup (again, "g1"), 1), ==, 99);
  g_assert_true (tm_history_entry_is_winner (tm_history_lookup (again, "g2"), 0));
  g_assert_cmpuint (tm_history_entry_get_n_winners (tm_history_lookup (again, "g3")), ==, 0);

  remove_tree (data_dir);
}

static void
test_corrupt_index (void)
{
  static const char * const indexes[] = {
    "",
    "not json at all",
    "{\"format\":\"tablemate-history-index\",\"version\":4,\"tablemate\":\"" PACKAGE_VERSION "\"}\n",
    "{\"format\":\"tablemate-history-index\",\"version\":2,\"tablemate\":\"0.0.0-other\"}\n",
    /* Lines that do not fit: a file name with a slash, a bad date,
     * scores not matching the players, a huge nesting. */
    "{\"format\":\"tablemate-history-index\",\"version\":2,\"tablemate\":\"" PACKAGE_VERSION "\"}\n"
    "{\"file\":\"../g1.json\",\"mtime\":1,\"size\":1,\"id\":\"g1\",\"game\":\"children-of-the-sun\","
    "\"created\":\"2026-01-01T20:00:00Z\",\"players\":[\"A\",\"B\"],\"scores\":[1,2],\"winners\":[1],\"moves\":1}\n"
    "{\"file\":\"g2.json\",\"mtime\":1,\"size\":1,\"id\":\"g2\",\"game\":\"children-of-the-sun\","
    "\"created\":\"yesterday\",\"players\":[\"A\",\"B\"],\"scores\":[1,2],\"winners\":[1],\"moves\":1}\n"
    "{\"file\":\"g3.json\",\"mtime\":1,\"size\":1,\"id\":\"g3\",\"game\":\"children-of-the-sun\","
    "\"created\":\"2026-01-01T20:00:00Z\",\"players\":[\"A\",\"B\"],\"scores\":[1],\"winners\":[1],\"moves\":1}\n"
    "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]\n",
    /* The same in version 3's arrays, and a line of version 2 in it, a
     * line one column short and one whose file is the wrong kind. */
    "{\"format\":\"tablemate-history-index\",\"version\":3,\"tablemate\":\"" PACKAGE_VERSION "\"}\n"
    "[\"../g1.json\",1,1,\"g1\",\"children-of-the-sun\",\"2026-01-01T20:00:00Z\",[\"A\",\"B\"],[1,2],[1],1,0,null]\n"
    "[null,1,1,\"g2\",\"children-of-the-sun\",\"yesterday\",[\"A\",\"B\"],[1,2],[1],1,0,null]\n"
    "[null,1,1,\"g3\",\"children-of-the-sun\",\"2026-01-01T20:00:00Z\",[\"A\",\"B\"],[1],[1],1,0,null]\n"
    "{\"file\":\"g1.json\",\"mtime\":1,\"size\":1,\"id\":\"g1\",\"game\":\"children-of-the-sun\","
    "\"created\":\"2026-01-01T20:00:00Z\",\"players\":[\"A\",\"B\"],\"scores\":[1,2],\"winners\":[1],\"moves\":1}\n"
    "[null,1,1,\"g2\",\"children-of-the-sun\",\"2026-01-01T20:00:00Z\",[\"A\",\"B\"],[1,2],[1],1,0]\n"
    "[7,1,1,\"g3\",\"children-of-the-sun\",\"2026-01-01T20:00:00Z\",[\"A\",\"B\"],[1,2],[1],1,0,null]\n",
    "\xff\xfe garbage\n\n\n",
  };

  for (guint i = 0; i < G_N_ELEMENTS (indexes); i++)
    {
      g_autofree char *data_dir = make_data_dir ();
      g_autofree char *history_dir = g_build_filename (data_dir, "history", NULL);
      g_autoptr(TmHistory) history = NULL;
      g_autoptr(TmHistory) again = NULL;
      g_autofree char *index = NULL;

      put_three_games (history_dir);
      write_file (history_dir, "index.jsonl", indexes[i]);
      history = load_history (data_dir);
      assert_three_games (history);

      /* Written again, whole and usable. */
      index = read_index (history);
      g_assert_nonnull (strstr (index, "\"g1\""));
      again = load_history (data_dir);
      assert_three_games (again);

      remove_tree (data_dir);
    }
}

/* Bad record files ------------------------------------------------------- */

static void
test_corrupt_records (void)
{
  g_autofree char *data_dir = make_data_dir ();
  g_autofree char *history_dir = g_build_filename (data_dir, "history", NULL);
  g_autofree char *bad_dir = g_build_filename (history_dir, "bad", NULL);
  g_autoptr(TmHistory) history = NULL;
  g_autoptr(TmHistory) again = NULL;
  g_autofree char *illegal = NULL;
  g_autofree char *unfinished = NULL;
  GPtrArray *problems;

  put_three_games (history_dir);
  write_file (history_dir, "not-json.json", "{\"format\": \"tablemate-record\", ");
  write_file (history_dir, "not-a-record.json", "{\"hello\": \"world\"}");
  write_file (history_dir, "newer.json",
              "{\"format\":\"tablemate-record\",\"version\":2,\"game\":\"children-of-the-sun\","
              "\"players\":[\"A\",\"B\"],\"moves\":[]}");
  write_file (history_dir, "unknown-game.json",
              "{\"format\":\"tablemate-record\",\"version\":1,\"game\":\"chess\","
              "\"players\":[\"A\",\"B\"],\"moves\":[]}");
  illegal = make_record_data ("cots-illegal-opposite.json", "illegal", NULL, NULL);
  write_file (history_dir, "illegal.json", illegal);
  unfinished = make_record_data ("cots-empty.json", "unfinished", NULL, NULL);
  write_file (history_dir, "unfinished.json", unfinished);
  /* Something that is not a record file at all is not looked at. */
  write_file (history_dir, "notes.txt", "a note");
  /* bad/ has a file of that name already: nothing is overwritten. */
  write_file (bad_dir, "illegal.json", "older");

  history = load_history (data_dir);
  /* The file an earlier version had moved to bad/ is put back beside the
   * one of the same name, which it does not overwrite, and bad/ goes. */
  g_assert_false (g_file_test (bad_dir, G_FILE_TEST_EXISTS));
  {
    g_autofree char *older = NULL;
    g_autofree char *path = g_build_filename (history_dir, "illegal-2.json", NULL);

    g_assert_true (g_file_get_contents (path, &older, NULL, NULL));
    g_assert_cmpstr (older, ==, "older");
  }
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, 3);

  /* Each file that is not a finished game is reported, with where it is
   * and why, and nothing is moved. */
  problems = tm_history_get_problems (history);
  g_assert_cmpuint (problems->len, ==, 7);
  for (guint i = 0; i < problems->len; i++)
    {
      TmHistoryProblem *problem = g_ptr_array_index (problems, i);
      g_autofree char *expected_path = g_build_filename (history_dir, problem->file, NULL);

      g_test_message ("%s: %s", problem->file, problem->message);
      g_assert_cmpstr (problem->path, ==, expected_path);
      g_assert_true (g_file_test (problem->path, G_FILE_TEST_IS_REGULAR));
      g_assert_cmpstr (problem->message, !=, "");
      if (g_str_equal (problem->file, "illegal.json"))
        g_assert_nonnull (strstr (problem->message, "breaks the rules"));
      else if (g_str_equal (problem->file, "unfinished.json"))
        g_assert_cmpstr (problem->message, ==, "The game is not finished.");
    }
  g_assert_cmpuint (count_files (history_dir, ".json"), ==, 10);
  {
    g_autofree char *notes = g_build_filename (history_dir, "notes.txt", NULL);

    g_assert_true (g_file_test (notes, G_FILE_TEST_EXISTS));
  }

  /* Loading again: the same, nothing moved, every file reported again. */
  again = load_history (data_dir);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (again)), ==, 3);
  g_assert_cmpuint (tm_history_get_problems (again)->len, ==, 7);
  g_assert_cmpuint (count_files (history_dir, ".json"), ==, 10);

  remove_tree (data_dir);
}

/* Statistics ------------------------------------------------------------- */

/* Five games of Children of the Sun and one of Planetary Sisters with a
 * shared win:
 *
 *   G1 cots  Aoi 6   Mio 10   Mio wins
 *   G2 cots  Aoi 11  Mio 4    Aoi wins
 *   G3 cots  Mio 8   Ren 8    draw
 *   G4 cots  Ren 6   Aoi 10   Aoi wins
 *   G5 cots  Mio 11  Ren 4    Mio wins  (" Mio " in the record: the same player)
 *   G6 sisters Aoi 20, Mio 20, Ren 15: Aoi and Mio share the win
 */
static TmHistory *
make_season (const char *data_dir)
{
  g_autofree char *history_dir = g_build_filename (data_dir, "history", NULL);
  static const char * const g3[] = { "Mio", "Ren", NULL };
  static const char * const g4[] = { "Ren", "Aoi", NULL };
  static const char * const g5[] = { " Mio\xe3\x80\x80", "Ren", NULL };  /* ideographic space */
  g_autoptr(TmHistory) history = NULL;
  g_autofree char *sisters_path = g_build_filename (history_dir, "g6.json", NULL);
  g_autofree char *line = NULL;
  GStatBuf st;

  put_record (history_dir, "g1.json", "cots-full-game.json", "g1", aoi_mio, "2026-01-01T20:00:00Z");
  put_record (history_dir, "g2.json", "cots-full-second-groups-first.json", "g2", aoi_mio,
              "2026-01-02T20:00:00Z");
  put_record (history_dir, "g3.json", "cots-full-draw.json", "g3", g3, "2026-01-03T20:00:00Z");
  put_record (history_dir, "g4.json", "cots-full-game.json", "g4", g4, "2026-01-04T20:00:00Z");
  put_record (history_dir, "g5.json", "cots-full-second-groups-first.json", "g5", g5,
              "2026-01-05T20:00:00Z");
  history = load_history (data_dir);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, 5);

  /* A game of Planetary Sisters with a shared win: given to the index
   * as a line matching its record file (which is all the statistics
   * read), so the figures do not depend on that game's rules. */
  write_file (history_dir, "g6.json",
              "{\"format\": \"tablemate-record\", \"version\": 1, \"id\": \"g6\", "
              "\"game\": \"planetary-sisters\", \"created\": \"2026-01-06T20:00:00Z\", "
              "\"players\": [\"Aoi\", \"Mio\", \"Ren\"], \"moves\": []}");
  g_assert_cmpint (g_stat (sisters_path, &st), ==, 0);
  line = g_strdup_printf ("[\"g6.json\",%" G_GINT64_FORMAT ",%" G_GINT64_FORMAT ","
                          "\"g6\",\"planetary-sisters\",\"2026-01-06T20:00:00Z\","
                          "[\"Aoi\",\"Mio\",\"Ren\"],[20,20,15],[0,1],0,0,null]\n",
                          (gint64) st.st_mtim.tv_sec * G_USEC_PER_SEC + st.st_mtim.tv_nsec / 1000,
                          (gint64) st.st_size);
  {
    g_autofree char *index = read_index (history);
    g_autofree char *with_line = g_strconcat (index, line, NULL);
    g_autofree char *path = history_path (history, "index.jsonl");

    g_assert_true (g_file_set_contents (path, with_line, -1, NULL));
  }
  return load_history (data_dir);
}

static const TmPlayerStats *
find_stats (GPtrArray  *stats,
            const char *player)
{
  for (guint i = 0; i < stats->len; i++)
    {
      TmPlayerStats *s = g_ptr_array_index (stats, i);

      if (g_str_equal (s->player, player))
        return s;
    }
  g_assert_not_reached ();
}

static void
test_statistics (void)
{
  g_autofree char *data_dir = make_data_dir ();
  g_autoptr(TmHistory) history = make_season (data_dir);
  GListModel *entries = G_LIST_MODEL (history);
  g_autoptr(GPtrArray) cots = NULL;
  g_autoptr(GPtrArray) sisters = NULL;
  g_autoptr(GPtrArray) players = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(TmPlayerStats) aoi_all = NULL;
  g_autoptr(TmPlayerStats) nobody = NULL;
  g_autoptr(GArray) series = NULL;
  g_autoptr(TmWinShare) share = NULL;
  g_autoptr(TmWinShare) sisters_share = NULL;
  const TmPlayerStats *s;
  TmHeadToHead h2h;

  g_assert_cmpuint (g_list_model_get_n_items (entries), ==, 6);

  players = tm_statistics_list_players (entries);
  g_assert_cmpuint (players->len, ==, 3);
  g_assert_cmpstr (g_ptr_array_index (players, 0), ==, "Aoi");
  g_assert_cmpstr (g_ptr_array_index (players, 1), ==, "Mio");
  g_assert_cmpstr (g_ptr_array_index (players, 2), ==, "Ren");

  games = tm_statistics_list_games (entries);
  g_assert_cmpuint (games->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (games, 0), ==, "children-of-the-sun");
  g_assert_cmpstr (g_ptr_array_index (games, 1), ==, "planetary-sisters");

  /* Children of the Sun, worked out by hand. */
  cots = tm_statistics_players (entries, "children-of-the-sun");
  g_assert_cmpuint (cots->len, ==, 3);
  s = g_ptr_array_index (cots, 0);
  g_assert_cmpstr (s->player, ==, "Aoi");   /* 2 wins of 3 before Mio's 2 of 4 */
  g_assert_cmpuint (s->played, ==, 3);
  g_assert_cmpuint (s->wins, ==, 2);
  g_assert_cmpfloat_with_epsilon (s->win_rate, 2.0 / 3.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (s->average, (6 + 11 + 10) / 3.0, 1e-9);
  g_assert_cmpint (s->best, ==, 11);
  s = g_ptr_array_index (cots, 1);
  g_assert_cmpstr (s->player, ==, "Mio");
  g_assert_cmpuint (s->played, ==, 4);
  g_assert_cmpuint (s->wins, ==, 2);
  g_assert_cmpfloat_with_epsilon (s->win_rate, 0.5, 1e-9);
  g_assert_cmpfloat_with_epsilon (s->average, (10 + 4 + 8 + 11) / 4.0, 1e-9);
  g_assert_cmpint (s->best, ==, 11);
  s = g_ptr_array_index (cots, 2);
  g_assert_cmpstr (s->player, ==, "Ren");
  g_assert_cmpuint (s->played, ==, 3);
  g_assert_cmpuint (s->wins, ==, 0);
  g_assert_cmpfloat_with_epsilon (s->win_rate, 0.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (s->average, 6.0, 1e-9);
  g_assert_cmpint (s->best, ==, 8);

  /* The shared win is a win for both. */
  sisters = tm_statistics_players (entries, "planetary-sisters");
  g_assert_cmpuint (sisters->len, ==, 3);
  g_assert_cmpuint (find_stats (sisters, "Aoi")->wins, ==, 1);
  g_assert_cmpuint (find_stats (sisters, "Mio")->wins, ==, 1);
  g_assert_cmpuint (find_stats (sisters, "Ren")->wins, ==, 0);
  g_assert_cmpint (find_stats (sisters, "Ren")->best, ==, 15);

  aoi_all = tm_statistics_player (entries, "Aoi", NULL);
  g_assert_cmpuint (aoi_all->played, ==, 4);
  g_assert_cmpuint (aoi_all->wins, ==, 3);
  g_assert_cmpint (aoi_all->best, ==, 20);
  nobody = tm_statistics_player (entries, "Kai", "children-of-the-sun");
  g_assert_cmpuint (nobody->played, ==, 0);
  g_assert_cmpint (nobody->best, ==, 0);

  /* Head to head. */
  h2h = tm_statistics_head_to_head (entries, "Aoi", "Mio", "children-of-the-sun");
  g_assert_cmpuint (h2h.games, ==, 2);
  g_assert_cmpuint (h2h.wins_a, ==, 1);
  g_assert_cmpuint (h2h.wins_b, ==, 1);
  g_assert_cmpuint (h2h.draws, ==, 0);
  h2h = tm_statistics_head_to_head (entries, "Aoi", "Mio", NULL);
  g_assert_cmpuint (h2h.games, ==, 3);
  g_assert_cmpuint (h2h.draws, ==, 1);   /* the shared win */
  h2h = tm_statistics_head_to_head (entries, "Mio", "Ren", "children-of-the-sun");
  g_assert_cmpuint (h2h.games, ==, 2);
  g_assert_cmpuint (h2h.wins_a, ==, 1);
  g_assert_cmpuint (h2h.wins_b, ==, 0);
  g_assert_cmpuint (h2h.draws, ==, 1);
  h2h = tm_statistics_head_to_head (entries, "Aoi", "Aoi", NULL);
  g_assert_cmpuint (h2h.games, ==, 0);

  /* Mio's scores over time, oldest first. */
  series = tm_statistics_score_series (entries, "Mio", "children-of-the-sun");
  g_assert_cmpuint (series->len, ==, 4);
  g_assert_cmpint (g_array_index (series, TmScorePoint, 0).score, ==, 10);
  g_assert_true (g_array_index (series, TmScorePoint, 0).won);
  g_assert_cmpint (g_array_index (series, TmScorePoint, 1).score, ==, 4);
  g_assert_cmpint (g_array_index (series, TmScorePoint, 2).score, ==, 8);
  g_assert_false (g_array_index (series, TmScorePoint, 2).won);
  g_assert_cmpint (g_array_index (series, TmScorePoint, 3).score, ==, 11);
  g_assert_cmpint (g_array_index (series, TmScorePoint, 0).time, <,
                   g_array_index (series, TmScorePoint, 3).time);

  /* Win share. */
  share = tm_statistics_win_share (entries, "children-of-the-sun");
  g_assert_cmpuint (share->games, ==, 5);
  g_assert_cmpuint (share->draws, ==, 1);
  g_assert_cmpuint (share->players->len, ==, 3);
  g_assert_cmpstr (((TmWinShareItem *) g_ptr_array_index (share->players, 0))->player, ==, "Aoi");
  g_assert_cmpuint (((TmWinShareItem *) g_ptr_array_index (share->players, 0))->wins, ==, 2);
  g_assert_cmpstr (((TmWinShareItem *) g_ptr_array_index (share->players, 1))->player, ==, "Mio");
  g_assert_cmpuint (((TmWinShareItem *) g_ptr_array_index (share->players, 1))->wins, ==, 2);
  g_assert_cmpuint (((TmWinShareItem *) g_ptr_array_index (share->players, 2))->wins, ==, 0);
  sisters_share = tm_statistics_win_share (entries, "planetary-sisters");
  g_assert_cmpuint (sisters_share->games, ==, 1);
  g_assert_cmpuint (sisters_share->draws, ==, 0);

  /* One colour per name in the whole history: Aoi's in the Children of
   * the Sun bar is Aoi's in the Planetary Sisters bar (where she is not
   * at the same place), and no two players share one. */
  for (guint i = 0; i < share->players->len; i++)
    {
      TmWinShareItem *item = g_ptr_array_index (share->players, i);

      g_assert_cmpuint (item->colour, ==, tm_statistics_player_colour (entries, item->player));
      for (guint j = 0; j < sisters_share->players->len; j++)
        {
          TmWinShareItem *other = g_ptr_array_index (sisters_share->players, j);

          if (g_str_equal (item->player, other->player))
            g_assert_cmpuint (item->colour, ==, other->colour);
          else
            g_assert_cmpuint (item->colour, !=, other->colour);
        }
    }
  g_assert_cmpuint (tm_statistics_player_colour (entries, "Aoi"), !=,
                    tm_statistics_player_colour (entries, "Mio"));

  remove_tree (data_dir);
}

/* A cooperative game keeps the round it reached, in the index too; a
 * game that counts no rounds has 0. */
static void
test_round (void)
{
  g_autofree char *data_dir = make_data_dir ();
  g_autofree char *history_dir = g_build_filename (data_dir, "history", NULL);
  g_autoptr(TmHistory) history = NULL;
  g_autoptr(TmHistory) again = NULL;

  g_assert_cmpint (g_mkdir_with_parents (history_dir, 0700), ==, 0);
  put_record (history_dir, "u1.json", "utena-full-lost.json", "u1", NULL, "2026-01-01T20:00:00Z");
  put_record (history_dir, "c1.json", "cots-full-game.json", "c1", NULL, "2026-01-02T20:00:00Z");
  history = load_history (data_dir);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, 2);
  for (guint pass = 0; pass < 2; pass++)
    {
      TmHistory *h = pass == 0 ? history : again;

      for (guint i = 0; i < 2; i++)
        {
          g_autoptr(TmHistoryEntry) entry = g_list_model_get_item (G_LIST_MODEL (h), i);

          if (g_str_equal (tm_history_entry_get_game_id (entry), "tsuki-no-utena"))
            g_assert_cmpuint (tm_history_entry_get_round (entry), ==, 6);
          else
            g_assert_cmpuint (tm_history_entry_get_round (entry), ==, 0);
        }
      /* The second pass reads the index the first one wrote. */
      if (pass == 0)
        {
          g_autoptr(JsonArray) line = index_line (history, "u1");

          g_assert_nonnull (line);
          g_assert_cmpint (json_array_get_int_element (line, 10), ==, 6);
          again = load_history (data_dir);
        }
    }
  remove_tree (data_dir);
}

static void
test_player_key (void)
{
  static const struct { const char *name; const char *key; } cases[] = {
    { "Mio", "Mio" },
    { "  Mio\t", "Mio" },
    { "\xe3\x80\x80" "Mio" "\xe3\x80\x80", "Mio" },            /* ideographic spaces */
    { "mio", "mio" },                                           /* case is kept */
    { "Mi o", "Mi o" },
    { "e\xcc\x81", "\xc3\xa9" },                                /* NFC */
    { "   ", "   " },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *key = tm_player_key (cases[i].name);

      g_assert_cmpstr (key, ==, cases[i].key);
    }
}

/* CSV -------------------------------------------------------------------- */

/* An RFC 4180 reader, to read back what was written. */
static GPtrArray *
parse_csv (const char *text)
{
  GPtrArray *rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  GPtrArray *row = g_ptr_array_new_with_free_func (g_free);
  GString *field = g_string_new (NULL);
  const char *p = text;

  while (*p != '\0')
    {
      if (*p == '"' && field->len == 0)
        {
          for (p++; ; p++)
            {
              g_assert_true (*p != '\0');
              if (*p == '"' && p[1] == '"')
                {
                  g_string_append_c (field, '"');
                  p++;
                }
              else if (*p == '"')
                break;
              else
                g_string_append_c (field, *p);
            }
          p++;
          g_assert_true (*p == ',' || *p == '\r');
          continue;
        }
      if (*p == ',')
        {
          g_ptr_array_add (row, g_string_free (field, FALSE));
          field = g_string_new (NULL);
          p++;
        }
      else if (*p == '\r')
        {
          g_assert_true (p[1] == '\n');
          g_ptr_array_add (row, g_string_free (field, FALSE));
          field = g_string_new (NULL);
          g_ptr_array_add (rows, row);
          row = g_ptr_array_new_with_free_func (g_free);
          p += 2;
        }
      else
        {
          g_assert_true (*p != '\n');   /* a bare LF only inside quotes */
          g_string_append_c (field, *p++);
        }
    }
  g_assert_cmpuint (field->len, ==, 0);
  g_assert_cmpuint (row->len, ==, 0);
  g_string_free (field, TRUE);
  g_ptr_array_unref (row);
  return rows;
}

static const char *
cell (GPtrArray *rows,
      guint      row,
      guint      column)
{
  GPtrArray *r = g_ptr_array_index (rows, row);

  g_assert_cmpuint (r->len, ==, 6);
  return g_ptr_array_index (r, column);
}

static void
test_csv (void)
{
  g_autofree char *data_dir = make_data_dir ();
  g_autofree char *history_dir = g_build_filename (data_dir, "history", NULL);
  g_autofree char *csv_path = g_build_filename (data_dir, "results.csv", NULL);
  static const char * const odd[] = { "Ren, \"the\" Bold", "Line\nbreak", NULL };
  g_autoptr(TmHistory) history = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  g_autofree char *csv = NULL;
  g_autofree char *written = NULL;
  g_autoptr(GError) error = NULL;
  guint n_rows = 1;

  put_three_games (history_dir);
  put_record (history_dir, "g4.json", "cots-full-game.json", "id,with \"quotes\"", odd,
              "2026-01-04T20:00:00Z");
  history = load_history (data_dir);

  csv = tm_history_to_csv (history, NULL, NULL);
  rows = parse_csv (csv);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (history)); i++)
    n_rows += tm_history_entry_get_n_players (get_entry (history, i));
  g_assert_cmpuint (rows->len, ==, n_rows);

  g_assert_cmpstr (cell (rows, 0, 0), ==, "date");
  g_assert_cmpstr (cell (rows, 0, 1), ==, "game");
  g_assert_cmpstr (cell (rows, 0, 2), ==, "record_id");
  g_assert_cmpstr (cell (rows, 0, 3), ==, "player");
  g_assert_cmpstr (cell (rows, 0, 4), ==, "score");
  g_assert_cmpstr (cell (rows, 0, 5), ==, "won");

  /* Every row is the entry's figures, read back exactly. */
  for (guint i = 0, r = 1; i < g_list_model_get_n_items (G_LIST_MODEL (history)); i++)
    {
      TmHistoryEntry *entry = get_entry (history, i);

      for (guint p = 0; p < tm_history_entry_get_n_players (entry); p++, r++)
        {
          g_autoptr(GDateTime) date = g_date_time_new_from_iso8601 (cell (rows, r, 0), NULL);
          g_autofree char *score = g_strdup_printf ("%d", tm_history_entry_get_score (entry, p));

          g_assert_nonnull (date);
          g_assert_cmpint (g_date_time_compare (date, tm_history_entry_get_created (entry)), ==, 0);
          g_assert_cmpstr (cell (rows, r, 1), ==, tm_history_entry_get_game_id (entry));
          g_assert_cmpstr (cell (rows, r, 2), ==, tm_history_entry_get_id (entry));
          g_assert_cmpstr (cell (rows, r, 3), ==, tm_history_entry_get_player (entry, p));
          g_assert_cmpstr (cell (rows, r, 4), ==, score);
          g_assert_cmpstr (cell (rows, r, 5), ==,
                           tm_history_entry_is_winner (entry, p) ? "true" : "false");
        }
    }
  /* The newest game, whose names need quoting. */
  g_assert_cmpstr (cell (rows, 1, 2), ==, "id,with \"quotes\"");
  g_assert_cmpstr (cell (rows, 1, 3), ==, "Ren, \"the\" Bold");
  g_assert_cmpstr (cell (rows, 2, 3), ==, "Line\nbreak");
  g_assert_cmpstr (cell (rows, 3, 0), ==, "2026-01-03T20:00:00Z");
  g_assert_nonnull (strstr (csv, "\"Ren, \"\"the\"\" Bold\""));

  /* The file is what the text is. */
  g_assert_true (tm_history_export_csv (history, NULL, csv_path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (csv_path, &written, NULL, NULL));
  g_assert_cmpstr (written, ==, csv);

  remove_tree (data_dir);
}

/* A name a spreadsheet would run as a formula is written as text: with a
 * leading apostrophe, whatever the character that starts the formula. */
static void
test_csv_formulas (void)
{
  g_autofree char *data_dir = make_data_dir ();
  g_autofree char *history_dir = g_build_filename (data_dir, "history", NULL);
  static const char * const first[] = { "=HYPERLINK(\"x\")", "+1", NULL };
  static const char * const second[] = { "-Aoi", "@SUM(A1)", NULL };
  /* Names are trimmed, unless nothing but spaces. */
  static const char * const third[] = { "\t", "\r", NULL };
  static const char * const fourth[] = { "Mio=Aoi", "Ren-1", NULL };
  g_autoptr(TmHistory) history = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(GHashTable) written = g_hash_table_new (g_str_hash, g_str_equal);
  g_autofree char *csv = NULL;

  put_record (history_dir, "f1.json", "cots-full-game.json", "f1", first, "2026-02-01T20:00:00Z");
  put_record (history_dir, "f2.json", "cots-full-game.json", "f2", second, "2026-02-02T20:00:00Z");
  put_record (history_dir, "f3.json", "cots-full-game.json", "f3", third, "2026-02-03T20:00:00Z");
  put_record (history_dir, "f4.json", "cots-full-game.json", "f4", fourth, "2026-02-04T20:00:00Z");
  history = load_history (data_dir);

  csv = tm_history_to_csv (history, NULL, NULL);
  rows = parse_csv (csv);
  g_assert_cmpuint (rows->len, ==, 1 + 8);
  for (guint r = 1; r < rows->len; r++)
    g_hash_table_add (written, (gpointer) cell (rows, r, 3));

  g_assert_true (g_hash_table_contains (written, "'=HYPERLINK(\"x\")"));
  g_assert_true (g_hash_table_contains (written, "'+1"));
  g_assert_true (g_hash_table_contains (written, "'-Aoi"));
  g_assert_true (g_hash_table_contains (written, "'@SUM(A1)"));
  g_assert_true (g_hash_table_contains (written, "'\t"));
  g_assert_true (g_hash_table_contains (written, "'\r"));
  /* Only the first character counts. */
  g_assert_true (g_hash_table_contains (written, "Mio=Aoi"));
  g_assert_true (g_hash_table_contains (written, "Ren-1"));
  /* No field of the file begins with a formula character. */
  for (guint r = 0; r < rows->len; r++)
    for (guint c = 0; c < 6; c++)
      if (c != 4)   /* the score: a number, negative ones included */
        g_assert_null (strchr ("=+-@\t\r", cell (rows, r, c)[0] != '\0' ? cell (rows, r, c)[0] : 'x'));

  remove_tree (data_dir);
}

/* Bundles ---------------------------------------------------------------- */

static void
assert_same_entries (TmHistory *a,
                     TmHistory *b)
{
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (a)), ==,
                    g_list_model_get_n_items (G_LIST_MODEL (b)));
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (a)); i++)
    {
      TmHistoryEntry *ea = get_entry (a, i);
      TmHistoryEntry *eb = get_entry (b, i);

      g_assert_cmpstr (tm_history_entry_get_id (ea), ==, tm_history_entry_get_id (eb));
      g_assert_cmpstr (tm_history_entry_get_game_id (ea), ==, tm_history_entry_get_game_id (eb));
      g_assert_cmpint (g_date_time_compare (tm_history_entry_get_created (ea),
                                            tm_history_entry_get_created (eb)), ==, 0);
      g_assert_cmpuint (tm_history_entry_get_n_players (ea), ==, tm_history_entry_get_n_players (eb));
      for (guint p = 0; p < tm_history_entry_get_n_players (ea); p++)
        {
          g_assert_cmpstr (tm_history_entry_get_player (ea, p), ==, tm_history_entry_get_player (eb, p));
          g_assert_cmpint (tm_history_entry_get_score (ea, p), ==, tm_history_entry_get_score (eb, p));
          g_assert_cmpint (tm_history_entry_is_winner (ea, p), ==, tm_history_entry_is_winner (eb, p));
        }
    }
}

static void
import_file (TmHistory       *history,
             const char      *path,
             TmHistoryImport *import)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tm_history_import_bundle (history, path, import, &error));
  g_assert_no_error (error);
}

static void
test_bundle (void)
{
  g_autofree char *data_dir = make_data_dir ();
  g_autofree char *other_dir = make_data_dir ();
  g_autofree char *history_dir = g_build_filename (data_dir, "history", NULL);
  g_autofree char *bundle_path = g_build_filename (data_dir, "season.json", NULL);
  g_autoptr(TmHistory) history = NULL;
  g_autoptr(TmHistory) imported = NULL;
  g_autoptr(TmHistory) reloaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *bundle = NULL;
  g_autoptr(JsonNode) root = NULL;
  TmHistoryImport import = { 0, };

  put_three_games (history_dir);
  /* An id that is not a plain ASCII file name. */
  put_record (history_dir, "g4.json", "cots-full-game.json", "Aoi vs Mio: game #4 \xe2\x98\xba", aoi_mio,
              "2026-01-04T20:00:00Z");
  history = load_history (data_dir);

  g_assert_true (tm_history_export_bundle (history, NULL, bundle_path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (bundle_path, &bundle, NULL, NULL));
  root = tm_json_parse (bundle, strlen (bundle), &error);
  g_assert_no_error (error);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (root), "format"), ==,
                   "tablemate-bundle");
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (root), "version"), ==, 1);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (json_node_get_object (root),
                                                                           "records")), ==, 4);

  /* Into an empty history: the same games. */
  imported = load_history (other_dir);
  import_file (imported, bundle_path, &import);
  g_assert_cmpuint (import.added, ==, 4);
  g_assert_cmpuint (import.duplicates, ==, 0);
  g_assert_cmpuint (import.skipped->len, ==, 0);
  tm_history_import_clear (&import);
  assert_same_entries (history, imported);
  /* Each is a record file of its own in the new history folder, and the
   * odd id did not make a path. */
  g_assert_cmpuint (count_files (tm_history_get_dir (imported), ".json"), ==, 4);
  g_assert_nonnull (tm_history_lookup (imported, "Aoi vs Mio: game #4 \xe2\x98\xba"));

  /* Twice: nothing added. */
  import_file (imported, bundle_path, &import);
  g_assert_cmpuint (import.added, ==, 0);
  g_assert_cmpuint (import.duplicates, ==, 4);
  tm_history_import_clear (&import);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (imported)), ==, 4);
  g_assert_cmpuint (count_files (tm_history_get_dir (imported), ".json"), ==, 4);

  /* And into itself: nothing added either. */
  import_file (history, bundle_path, &import);
  g_assert_cmpuint (import.added, ==, 0);
  g_assert_cmpuint (import.duplicates, ==, 4);
  tm_history_import_clear (&import);

  /* What was imported is read back from its records. */
  reloaded = tm_history_new (other_dir);
  g_assert_true (tm_history_load (reloaded, NULL));
  assert_same_entries (history, reloaded);

  remove_tree (data_dir);
  remove_tree (other_dir);
}

static char *
bundle_of (const char * const *records)
{
  g_autoptr(GString) text = g_string_new ("{\"format\": \"tablemate-bundle\", \"version\": 1, \"records\": [");

  for (guint i = 0; records[i] != NULL; i++)
    {
      if (i > 0)
        g_string_append (text, ",\n");
      g_string_append (text, records[i]);
    }
  g_string_append (text, "]}");
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
test_import_same_id (void)
{
  g_autofree char *data_dir = make_data_dir ();
  g_autofree char *history_dir = g_build_filename (data_dir, "history", NULL);
  g_autoptr(TmHistory) history = NULL;
  g_autofree char *other = NULL;
  g_autofree char *bundle = NULL;
  g_autoptr(GError) error = NULL;
  TmHistoryImport import = { 0, };
  const char *records[2] = { NULL, NULL };
  TmHistoryEntry *copy = NULL;

  put_three_games (history_dir);
  history = load_history (data_dir);

  /* Another game that has g1's id. */
  other = make_record_data ("cots-full-draw.json", "g1", aoi_mio, "2026-02-01T20:00:00Z");
  records[0] = other;
  bundle = bundle_of (records);

  g_assert_true (tm_history_import_bundle_data (history, bundle, strlen (bundle), &import, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (import.added, ==, 1);
  g_assert_cmpuint (import.renamed, ==, 1);
  tm_history_import_clear (&import);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, 4);
  /* Both kept: the one there as it was, the new one under a new id. */
  g_assert_cmpint (tm_history_entry_get_score (tm_history_lookup (history, "g1"), 1), ==, 10);
  copy = get_entry (history, 0);
  g_assert_true (g_str_has_prefix (tm_history_entry_get_id (copy), "g1-"));
  g_assert_cmpuint (strlen (tm_history_entry_get_id (copy)), ==, 3 + 8);
  g_assert_cmpint (tm_history_entry_get_score (copy, 1), ==, 8);
  {
    g_autoptr(TmRecord) record = tm_history_load_record (history, copy, &error);

    g_assert_no_error (error);
    g_assert_cmpstr (tm_record_get_id (record), ==, tm_history_entry_get_id (copy));
  }

  /* Again: found under its new id, not added a third time. */
  g_assert_true (tm_history_import_bundle_data (history, bundle, strlen (bundle), &import, &error));
  g_assert_cmpuint (import.added, ==, 0);
  g_assert_cmpuint (import.duplicates, ==, 1);
  tm_history_import_clear (&import);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, 4);

  /* An id of the longest kind: the new id is cut to fit. */
  {
    g_autofree char *long_id = g_strnfill (60, 'x');
    g_autofree char *first = make_record_data ("cots-full-game.json", long_id, aoi_mio,
                                               "2026-03-01T20:00:00Z");
    g_autofree char *second = make_record_data ("cots-full-draw.json", long_id, aoi_mio,
                                                "2026-03-02T20:00:00Z");
    g_autofree char *both = NULL;
    const char *pair[3] = { first, second, NULL };

    both = bundle_of (pair);
    g_assert_true (tm_history_import_bundle_data (history, both, strlen (both), &import, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (import.added, ==, 2);
    g_assert_cmpuint (import.renamed, ==, 1);
    g_assert_cmpuint (import.skipped->len, ==, 0);
    tm_history_import_clear (&import);
    copy = get_entry (history, 0);
    g_assert_cmpuint (strlen (tm_history_entry_get_id (copy)), ==, 60);
    g_assert_true (g_str_has_prefix (tm_history_entry_get_id (copy), "xxxxx"));
  }

  remove_tree (data_dir);
}

static void
test_import_bad (void)
{
  static const char * const not_bundles[] = {
    "",
    "[]",
    "{}",
    "{\"format\": \"tablemate-bundle\", \"version\": 1}",
    "{\"format\": \"tablemate-record\", \"version\": 1, \"records\": []}",
    "{\"format\": \"tablemate-bundle\", \"version\": 2, \"records\": []}",
    "{\"format\": \"tablemate-bundle\", \"version\": 1, \"records\": [}",
    "{\"format\": \"tablemate-bundle\", \"version\": 1, \"records\": [{]}]}",
    "{\"format\": \"tablemate-bundle\", \"version\": 1, \"records\": [] } trailing",
    "{\"format\": \"tablemate-bundle\", \"version\": 1, \"records\": [{} {}]}",
    "{\"format\": \"tablemate-bundle\" \"version\": 1, \"records\": []}",
    "{\"format\": \"tablemate-bundle\", \"version\": 1, \"records\": [\"unclosed]}",
  };
  g_autofree char *data_dir = make_data_dir ();
  g_autofree char *history_dir = g_build_filename (data_dir, "history", NULL);
  g_autoptr(TmHistory) history = NULL;
  g_autofree char *good = make_record_data ("cots-full-game.json", "new", aoi_mio, NULL);
  g_autofree char *unfinished = make_record_data ("cots-empty.json", NULL, NULL, NULL);
  g_autofree char *illegal = make_record_data ("cots-illegal-opposite.json", NULL, NULL, NULL);
  g_autofree char *deep = g_strnfill (100, '[');
  g_autofree char *bundle = NULL;
  g_autoptr(GError) error = NULL;
  const char *records[7];
  TmHistoryImport import = { 0, };

  put_three_games (history_dir);
  history = load_history (data_dir);

  for (guint i = 0; i < G_N_ELEMENTS (not_bundles); i++)
    {
      g_clear_error (&error);
      g_assert_false (tm_history_import_bundle_data (history, not_bundles[i], strlen (not_bundles[i]),
                                                     &import, &error));
      g_assert_error (error, TM_HISTORY_ERROR, TM_HISTORY_ERROR_BUNDLE);
      tm_history_import_clear (&import);
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, 3);
    }
  g_clear_error (&error);

  /* Records that cannot be added are skipped; the good one is added. */
  records[0] = unfinished;
  records[1] = "{\"format\": \"tablemate-record\"}";
  records[2] = illegal;
  records[3] = "12";
  records[4] = good;
  records[5] = "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]";
  records[6] = NULL;
  bundle = bundle_of (records);
  g_assert_true (tm_history_import_bundle_data (history, bundle, strlen (bundle), &import, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (import.added, ==, 1);
  g_assert_cmpuint (import.skipped->len, ==, 5);
  for (guint i = 0; i < import.skipped->len; i++)
    g_test_message ("skipped: %s", (char *) g_ptr_array_index (import.skipped, i));
  g_assert_true (g_str_has_prefix (g_ptr_array_index (import.skipped, 0), "Record 1: "));
  tm_history_import_clear (&import);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, 4);
  g_assert_nonnull (tm_history_lookup (history, "new"));

  remove_tree (data_dir);
}

/* Collecting finished games from games/ ------------------------------------ */

static void
test_collect (void)
{
  g_autofree char *data_dir = make_data_dir ();
  g_autofree char *games_dir = g_build_filename (data_dir, "games", NULL);
  g_autofree char *history_dir = g_build_filename (data_dir, "history", NULL);
  g_autoptr(TmHistory) history = NULL;
  g_autofree char *g1_source = g_build_filename (games_dir, "g1.json", NULL);
  g_autofree char *g1_data = NULL;
  g_autofree char *g1_moved = NULL;

  put_three_games (history_dir);
  /* g1 again (the same game, opened from a file), a new finished one,
   * one on screen, an unfinished one and a broken file. */
  put_record (games_dir, "g1.json", "cots-full-game.json", "g1", aoi_mio, "2026-01-01T20:00:00Z");
  put_record (games_dir, "new.json", "cots-full-draw.json", "new", aoi_mio, "2026-03-01T20:00:00Z");
  put_record (games_dir, "shown.json", "cots-full-draw.json", "shown", aoi_mio, "2026-03-02T20:00:00Z");
  put_record (games_dir, "playing.json", "cots-empty.json", "playing", aoi_mio, NULL);
  write_file (games_dir, "broken.json", "{");
  g_assert_true (g_file_get_contents (g1_source, &g1_data, NULL, NULL));

  history = load_history (data_dir);
  g_assert_cmpuint (tm_history_collect (history, "shown"), ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, 4);
  g_assert_nonnull (tm_history_lookup (history, "new"));
  g_assert_null (tm_history_lookup (history, "shown"));

  /* The new one was moved as it was; g1's copy is gone (the history has
   * it); the rest stays. */
  g1_moved = g_build_filename (history_dir, "new.json", NULL);
  g_assert_true (g_file_test (g1_moved, G_FILE_TEST_IS_REGULAR));
  g_assert_false (g_file_test (g1_source, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (count_files (games_dir, ".json"), ==, 3);
  g_assert_cmpuint (count_files (history_dir, ".json"), ==, 4);

  /* Once the game on screen is left, it goes too. */
  g_assert_cmpuint (tm_history_collect (history, NULL), ==, 1);
  g_assert_nonnull (tm_history_lookup (history, "shown"));
  g_assert_cmpuint (count_files (games_dir, ".json"), ==, 2);

  remove_tree (data_dir);
}

/* Many finished games left in games/ (a first start): moved a batch at a
 * time, never more than the batch in one call, the unfinished and broken
 * files looked at once per pass and left where they are. */
static void
test_collect_batches (void)
{
  g_autofree char *data_dir = make_data_dir ();
  g_autofree char *games_dir = g_build_filename (data_dir, "games", NULL);
  g_autofree char *history_dir = g_build_filename (data_dir, "history", NULL);
  const char *batch_env = g_getenv ("TM_HISTORY_BATCH");
  guint batch = batch_env != NULL && atoi (batch_env) > 0 ? (guint) atoi (batch_env) : 40;
  g_autoptr(TmHistory) history = NULL;
  gboolean more = TRUE;
  guint moved = 0, calls = 0;

  for (guint i = 0; i < 300; i++)
    {
      g_autofree char *id = g_strdup_printf ("done-%03u", i);
      g_autofree char *name = g_strdup_printf ("%s.json", id);

      put_record (games_dir, name, i % 2 ? "cots-full-game.json" : "cots-full-draw.json",
                  id, aoi_mio, "2026-01-01T20:00:00Z");
    }
  for (guint i = 0; i < 30; i++)
    {
      g_autofree char *id = g_strdup_printf ("playing-%02u", i);
      g_autofree char *name = g_strdup_printf ("%s.json", id);

      put_record (games_dir, name, "cots-empty.json", id, aoi_mio, NULL);
    }
  write_file (games_dir, "broken.json", "{");

  history = load_history (data_dir);
  while (more)
    {
      guint n = tm_history_collect_some (history, NULL, batch, &more);

      g_assert_cmpuint (n, <=, batch);
      if (more)
        g_assert_cmpuint (n, ==, batch);
      moved += n;
      calls++;
      g_assert_cmpuint (calls, <=, 300 / batch + 2);
    }
  g_assert_cmpuint (moved, ==, 300);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, 300);
  g_assert_cmpuint (count_files (history_dir, ".json"), ==, 300);
  g_assert_cmpuint (count_files (games_dir, ".json"), ==, 31);

  /* Nothing left: one call, nothing moved; the index holds them all. */
  g_assert_cmpuint (tm_history_collect_some (history, NULL, batch, &more), ==, 0);
  g_assert_false (more);
  g_clear_object (&history);
  history = load_history (data_dir);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, 300);

  remove_tree (data_dir);
}

/* A history folder that cannot be made: nothing is lost, nothing aborts. */
static void
test_unwritable (void)
{
  g_autofree char *data_dir = make_data_dir ();
  g_autofree char *games_dir = g_build_filename (data_dir, "games", NULL);
  g_autoptr(TmHistory) history = NULL;
  g_autoptr(GError) error = NULL;

  write_file (data_dir, "history", "not a folder");
  put_record (games_dir, "done.json", "cots-full-game.json", "done", aoi_mio, NULL);

  history = tm_history_new (data_dir);
  g_assert_cmpuint (tm_history_collect (history, NULL), ==, 0);
  g_assert_cmpuint (count_files (games_dir, ".json"), ==, 1);
  g_assert_false (tm_history_load (history, &error));
  g_assert_error (error, TM_HISTORY_ERROR, TM_HISTORY_ERROR_IO);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, 0);

  remove_tree (data_dir);
}

/* Deleting with undo ------------------------------------------------------ */

static void
test_trash (void)
{
  g_autofree char *data_dir = make_data_dir ();
  g_autofree char *history_dir = g_build_filename (data_dir, "history", NULL);
  g_autofree char *trash_dir = g_build_filename (history_dir, "trash", NULL);
  g_autoptr(TmHistory) history = NULL;
  g_autoptr(TmHistory) reloaded = NULL;
  g_autoptr(TmHistory) after_crash = NULL;
  g_autoptr(GError) error = NULL;
  TmHistoryEntry *g2;

  put_three_games (history_dir);
  history = load_history (data_dir);

  g2 = tm_history_lookup (history, "g2");
  g_object_ref (g2);
  g_assert_true (tm_history_trash (history, g2, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, 2);
  g_assert_null (tm_history_lookup (history, "g2"));
  g_assert_cmpuint (count_files (trash_dir, ".json"), ==, 1);
  g_assert_cmpuint (count_files (history_dir, ".json"), ==, 2);

  /* Undo: back as it was, and the index still matches it. */
  g_assert_true (tm_history_restore (history, g2, &error));
  g_assert_no_error (error);
  assert_three_games (history);
  g_assert_cmpuint (count_files (trash_dir, ".json"), ==, 0);
  reloaded = load_history (data_dir);
  assert_three_games (reloaded);

  /* Deleted for good. */
  g_assert_true (tm_history_trash (history, g2, &error));
  tm_history_purge (history, g2);
  g_assert_cmpuint (count_files (trash_dir, ".json"), ==, 0);
  g_assert_false (tm_history_restore (history, g2, &error));
  g_assert_error (error, TM_HISTORY_ERROR, TM_HISTORY_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_object_unref (g2);

  /* Left in trash/ by an app that ended without emptying it: the next
   * history empties it, and does not list it. */
  g_assert_true (tm_history_trash (history, tm_history_lookup (history, "g1"), &error));
  g_assert_cmpuint (count_files (trash_dir, ".json"), ==, 1);
  after_crash = load_history (data_dir);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (after_crash)), ==, 1);
  g_assert_cmpuint (count_files (trash_dir, ".json"), ==, 0);

  remove_tree (data_dir);
}

/* A finished game corrected: the file replaced, the entry and the
 * index follow; a record that is not finished, or another game, leaves
 * the file byte for byte as it was. */
static void
test_replace (void)
{
  g_autofree char *data_dir = make_data_dir ();
  g_autofree char *history_dir = g_build_filename (data_dir, "history", NULL);
  g_autofree char *g2_path = g_build_filename (history_dir, "g2.json", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *draw_data = make_record_data ("cots-full-draw.json", "g2", aoi_mio,
                                                 "2026-01-02T20:00:00Z");
  g_autoptr(TmHistory) history = NULL;
  g_autoptr(TmHistory) reloaded = NULL;
  g_autoptr(TmRecord) draw = NULL;
  g_autoptr(TmRecord) unfinished = NULL;
  g_autoptr(TmRecord) other = NULL;
  g_autoptr(GError) error = NULL;
  TmHistoryEntry *entry;

  put_three_games (history_dir);
  history = load_history (data_dir);
  g_assert_true (g_file_get_contents (g2_path, &before, NULL, NULL));
  draw = tm_record_load_data (draw_data, strlen (draw_data), &error);
  g_assert_no_error (error);

  /* Not finished: refused, nothing written. */
  unfinished = tm_record_truncate (draw, tm_record_get_n_moves (draw) - 1);
  g_assert_null (tm_history_replace_record (history, tm_history_lookup (history, "g2"), unfinished, &error));
  g_assert_error (error, TM_HISTORY_ERROR, TM_HISTORY_ERROR_NOT_FINISHED);
  g_clear_error (&error);
  /* Another game's record: refused too. */
  other = tm_history_record_with_id (draw, "g9", &error);
  g_assert_no_error (error);
  g_assert_null (tm_history_replace_record (history, tm_history_lookup (history, "g2"), other, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_true (g_file_get_contents (g2_path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  g_clear_pointer (&after, g_free);
  assert_three_games (history);

  /* Kept: g2 (Aoi won 11) is now the draw, in the list and the index. */
  entry = tm_history_replace_record (history, tm_history_lookup (history, "g2"), draw, &error);
  g_assert_no_error (error);
  g_assert_nonnull (entry);
  g_assert_true (tm_history_lookup (history, "g2") == entry);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, 3);
  g_assert_true (get_entry (history, 1) == entry);
  g_assert_cmpint (tm_history_entry_get_score (entry, 0), ==, 8);
  g_assert_cmpuint (tm_history_entry_get_n_winners (entry), ==, 0);
  reloaded = load_history (data_dir);
  entry = tm_history_lookup (reloaded, "g2");
  g_assert_cmpint (tm_history_entry_get_score (entry, 0), ==, 8);
  g_assert_cmpuint (tm_history_entry_get_n_winners (entry), ==, 0);
  g_assert_true (g_file_get_contents (g2_path, &after, NULL, NULL));
  g_assert_cmpstr (after, !=, before);

  remove_tree (data_dir);
}

/* A large history --------------------------------------------------------- */

static guint
large_count (void)
{
  const char *text = g_getenv ("TM_HISTORY_LARGE");

  return text != NULL ? (guint) g_ascii_strtoull (text, NULL, 10) : 10000;
}

/* Writes @n finished games into @history_dir (no fsync: test data). */
static void
put_many_games (const char *history_dir,
                guint       n)
{
  static const char * const sources[] = {
    "cots-full-game.json", "cots-full-draw.json", "cots-full-second-groups-first.json",
  };
  static const char * const names[] = { "Aoi", "Mio", "Ren", "Kai", "Sora", "Yui" };
  JsonNode *templates[G_N_ELEMENTS (sources)];

  for (guint s = 0; s < G_N_ELEMENTS (sources); s++)
    {
      g_autofree char *data = make_record_data (sources[s], NULL, NULL, NULL);

      templates[s] = json_from_string (data, NULL);
      g_assert_nonnull (templates[s]);
    }
  g_assert_cmpint (g_mkdir_with_parents (history_dir, 0700), ==, 0);

  for (guint i = 0; i < n; i++)
    {
      JsonObject *object = json_node_get_object (templates[i % 3]);
      g_autofree char *id = g_strdup_printf ("bulk-%05u", i);
      g_autofree char *created = g_strdup_printf ("2025-%02u-%02uT%02u:%02u:00Z",
                                                  1 + i % 12, 1 + i % 28, i % 24, i % 60);
      g_autofree char *name = g_strconcat (id, ".json", NULL);
      g_autofree char *path = g_build_filename (history_dir, name, NULL);
      g_autofree char *data = NULL;
      JsonArray *players = json_array_new ();
      guint first = i % 6, second = (first + 1 + i / 6 % 5) % 6;

      json_array_add_string_element (players, names[first]);
      json_array_add_string_element (players, names[second]);
      json_object_set_string_member (object, "id", id);
      json_object_set_string_member (object, "created", created);
      json_object_set_array_member (object, "players", players);
      data = json_to_string (templates[i % 3], TRUE);
      g_assert_true (g_file_set_contents_full (path, data, -1, G_FILE_SET_CONTENTS_NONE, 0644, NULL));
    }
  for (guint s = 0; s < G_N_ELEMENTS (sources); s++)
    json_node_unref (templates[s]);
}

static void
test_large (void)
{
  g_autofree char *data_dir = make_data_dir ();
  g_autofree char *history_dir = g_build_filename (data_dir, "history", NULL);
  g_autoptr(TmHistory) built = NULL;
  g_autoptr(TmHistory) loaded = NULL;
  g_autoptr(GPtrArray) stats = NULL;
  g_autoptr(GError) error = NULL;
  guint n = large_count ();
  gint64 start;
  double rebuild_s, load_s, stats_s;

  put_many_games (history_dir, n);

  start = g_get_monotonic_time ();
  built = tm_history_new (data_dir);
  g_assert_true (tm_history_load (built, &error));
  rebuild_s = (g_get_monotonic_time () - start) / 1e6;
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (built)), ==, n);
  g_assert_cmpuint (tm_history_get_problems (built)->len, ==, 0);

  start = g_get_monotonic_time ();
  loaded = tm_history_new (data_dir);
  g_assert_true (tm_history_load (loaded, &error));
  load_s = (g_get_monotonic_time () - start) / 1e6;
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (loaded)), ==, n);

  start = g_get_monotonic_time ();
  stats = tm_statistics_players (G_LIST_MODEL (loaded), "children-of-the-sun");
  stats_s = (g_get_monotonic_time () - start) / 1e6;
  g_assert_cmpuint (stats->len, ==, 6);

  g_test_message ("%u finished games: index built in %.2f s; loaded from the index in %.3f s; "
                  "player statistics in %.3f s", n, rebuild_s, load_s, stats_s);
  /* Loose: valgrind and sanitizer builds are slow.  A normal build
   * loads 10 000 games in well under a second. */
  g_assert_cmpfloat (load_s, <, 20.0);

  /* A bundle larger than one JSON file may be (4 MiB) goes in whole. */
  {
    g_autofree char *other_dir = make_data_dir ();
    g_autofree char *bundle_path = g_build_filename (other_dir, "bundle.json", NULL);
    g_autoptr(GListStore) some = g_list_store_new (TM_TYPE_HISTORY_ENTRY);
    g_autoptr(TmHistory) imported = NULL;
    TmHistoryImport import = { 0, };
    guint k = MIN (n, 4000);
    GStatBuf st;

    for (guint i = 0; i < k; i++)
      g_list_store_append (some, get_entry (loaded, i));
    g_assert_true (tm_history_export_bundle (loaded, G_LIST_MODEL (some), bundle_path, &error));
    g_assert_no_error (error);
    g_assert_cmpint (g_stat (bundle_path, &st), ==, 0);
    imported = load_history (other_dir);
    start = g_get_monotonic_time ();
    g_assert_true (tm_history_import_bundle (imported, bundle_path, &import, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (import.added, ==, k);
    g_assert_cmpuint (import.skipped->len, ==, 0);
    tm_history_import_clear (&import);
    g_test_message ("a bundle of %u games (%lld bytes) imported in %.2f s", k,
                    (long long) st.st_size, (g_get_monotonic_time () - start) / 1e6);
    if (k == 4000)
      g_assert_cmpint (st.st_size, >, TM_JSON_MAX_BYTES);
    remove_tree (other_dir);
  }

  remove_tree (data_dir);
}

/* In the background ------------------------------------------------------- */

/* Enough records that the first load reads them in another thread. */
#define BACKGROUND_GAMES 150

static void
count_items_changed (GListModel *model,
                     guint       position,
                     guint       removed,
                     guint       added,
                     guint      *count)
{
  (*count)++;
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

/* Runs the main context until @history is loaded, as the app's would. */
static void
wait_loaded (TmHistory *history)
{
  gint64 deadline = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;

  while (tm_history_is_loading (history))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
}

static void
test_background_many (void)
{
  g_autofree char *data_dir = make_data_dir ();
  g_autofree char *history_dir = g_build_filename (data_dir, "history", NULL);
  g_autoptr(TmHistory) history = NULL;
  g_autoptr(TmHistory) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *index = NULL;
  guint changes = 0, notified = 0, n_read = 1, n_to_read = 0;

  put_many_games (history_dir, BACKGROUND_GAMES);
  write_file (history_dir, "not-json.json", "{\"format\": \"tablemate-record\", ");

  history = tm_history_new (data_dir);
  g_signal_connect (history, "items-changed", G_CALLBACK (count_items_changed), &changes);
  g_signal_connect (history, "notify::loading", G_CALLBACK (count_notify), &notified);
  g_assert_true (tm_history_load_in_background (history, &error));
  g_assert_no_error (error);

  /* Nothing yet but the promise: the list fills in one change. */
  g_assert_true (tm_history_is_loading (history));
  g_assert_cmpuint (notified, ==, 1);
  tm_history_get_load_progress (history, &n_read, &n_to_read);
  g_assert_cmpuint (n_to_read, ==, BACKGROUND_GAMES + 1);
  g_assert_cmpuint (n_read, <=, n_to_read);
  /* Asked again while it reads: the same load goes on. */
  g_assert_true (tm_history_load_in_background (history, &error));
  wait_loaded (history);

  g_assert_cmpuint (notified, ==, 2);
  g_assert_cmpuint (changes, ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, BACKGROUND_GAMES);
  g_assert_cmpuint (tm_history_get_problems (history)->len, ==, 1);
  g_assert_cmpstr (((TmHistoryProblem *) g_ptr_array_index (tm_history_get_problems (history), 0))->file,
                   ==, "not-json.json");
  tm_history_get_load_progress (history, &n_read, &n_to_read);
  g_assert_cmpuint (n_to_read, ==, 0);

  /* The index is written: the same list, every entry as a load that
   * waits reads it. */
  index = read_index (history);
  {
    g_auto(GStrv) lines = g_strsplit (index, "\n", -1);

    g_assert_cmpuint (g_strv_length (lines), ==, BACKGROUND_GAMES + 2);
  }
  again = load_history (data_dir);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (again)), ==, BACKGROUND_GAMES);
  for (guint i = 0; i < BACKGROUND_GAMES; i++)
    {
      TmHistoryEntry *a = get_entry (history, i);
      TmHistoryEntry *b = get_entry (again, i);

      g_assert_cmpstr (tm_history_entry_get_id (a), ==, tm_history_entry_get_id (b));
      g_assert_cmpuint (tm_history_entry_get_n_winners (a), ==, tm_history_entry_get_n_winners (b));
      for (guint k = 0; k < tm_history_entry_get_n_players (a); k++)
        {
          g_assert_cmpstr (tm_history_entry_get_player (a, k), ==, tm_history_entry_get_player (b, k));
          g_assert_cmpint (tm_history_entry_get_score (a, k), ==, tm_history_entry_get_score (b, k));
        }
    }
  remove_tree (data_dir);
}

/* A few records are read at once: no waiting, no "loading". */
static void
test_background_few (void)
{
  g_autofree char *data_dir = make_data_dir ();
  g_autofree char *history_dir = g_build_filename (data_dir, "history", NULL);
  g_autoptr(TmHistory) history = NULL;
  g_autoptr(GError) error = NULL;
  guint notified = 0;

  put_three_games (history_dir);
  history = tm_history_new (data_dir);
  g_signal_connect (history, "notify::loading", G_CALLBACK (count_notify), &notified);
  g_assert_true (tm_history_load_in_background (history, &error));
  g_assert_no_error (error);
  g_assert_false (tm_history_is_loading (history));
  assert_three_games (history);

  /* Later loads read only what is new, at once. */
  put_many_games (history_dir, BACKGROUND_GAMES);
  g_assert_true (tm_history_load_in_background (history, &error));
  g_assert_false (tm_history_is_loading (history));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, BACKGROUND_GAMES + 3);
  g_assert_cmpuint (notified, ==, 0);
  remove_tree (data_dir);
}

/* A load that cannot wait (adding a game finished meanwhile) is done at
 * once; the background one is then dropped, and nothing is lost. */
static void
test_background_load_meanwhile (void)
{
  g_autofree char *data_dir = make_data_dir ();
  g_autofree char *history_dir = g_build_filename (data_dir, "history", NULL);
  g_autofree char *source = source_path ("cots-full-game.json");
  g_autoptr(TmHistory) history = NULL;
  g_autoptr(TmRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  TmHistoryAddResult result;
  guint changes = 0;

  put_many_games (history_dir, BACKGROUND_GAMES);
  history = tm_history_new (data_dir);
  g_assert_true (tm_history_load_in_background (history, &error));
  g_assert_true (tm_history_is_loading (history));

  record = tm_record_load_file (source, &error);
  g_assert_no_error (error);
  g_assert_true (tm_history_add_record (history, record, &result, &error));
  g_assert_no_error (error);
  g_assert_cmpint (result, ==, TM_HISTORY_ADDED);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, BACKGROUND_GAMES + 1);

  g_signal_connect (history, "items-changed", G_CALLBACK (count_items_changed), &changes);
  wait_loaded (history);
  g_assert_cmpuint (changes, ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, BACKGROUND_GAMES + 1);
  g_assert_nonnull (tm_history_lookup (history, tm_record_get_id (record)));
  remove_tree (data_dir);
}

int
test_history_main (int   argc,
                   char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/history/index/rebuild", test_rebuild);
  g_test_add_func ("/history/index/used-and-stale", test_index_used_and_stale);
  g_test_add_func ("/history/index/corrupt", test_corrupt_index);
  g_test_add_func ("/history/index/version-2", test_index_version_2);
  g_test_add_func ("/history/records/corrupt", test_corrupt_records);
  g_test_add_func ("/history/players/key", test_player_key);
  g_test_add_func ("/history/statistics", test_statistics);
  g_test_add_func ("/history/round", test_round);
  g_test_add_func ("/history/csv", test_csv);
  g_test_add_func ("/history/csv-formulas", test_csv_formulas);
  g_test_add_func ("/history/bundle/round-trip", test_bundle);
  g_test_add_func ("/history/bundle/same-id", test_import_same_id);
  g_test_add_func ("/history/bundle/bad", test_import_bad);
  g_test_add_func ("/history/collect", test_collect);
  g_test_add_func ("/history/collect/unwritable", test_unwritable);
  g_test_add_func ("/history/collect/batches", test_collect_batches);
  g_test_add_func ("/history/trash", test_trash);
  g_test_add_func ("/history/replace", test_replace);
  g_test_add_func ("/history/background/many", test_background_many);
  g_test_add_func ("/history/background/few", test_background_few);
  g_test_add_func ("/history/background/load-meanwhile", test_background_load_meanwhile);
  g_test_add_func ("/history/large", test_large);

  return g_test_run ();
}
