/* test-cli-history.c — tablemate-cli history, backup and restore
 *
 * Each test points XDG_DATA_HOME at a folder of its own, fills
 * <it>/tablemate/ with records of tests/cli/records/, and checks what
 * the commands print and what is left in the folder.
 */
#include "cli-test-util.h"

#include <glib/gstdio.h>
#include <string.h>

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        remove_tree (child);
      else
        g_remove (child);
    }
  g_rmdir (path);
}

/* A new XDG_DATA_HOME, set for the runs to come; returns its
 * tablemate/ folder. */
static char *
use_data_home (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *home = g_dir_make_tmp ("tm-cli-history-XXXXXX", &error);

  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  return g_build_filename (home, "tablemate", NULL);
}

static void
forget_data_home (const char *data_dir)
{
  g_autofree char *home = g_path_get_dirname (data_dir);

  remove_tree (home);
}

static void
put_record (const char *data_dir,
            const char *folder,
            const char *name)
{
  g_autofree char *source = cli_record_path (name);
  g_autofree char *dir = g_build_filename (data_dir, folder, NULL);
  g_autofree char *target = g_build_filename (dir, name, NULL);
  g_autofree char *data = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (source, &data, &length, NULL));
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (target, data, (gssize) length, NULL));
}

static JsonObject *
find_game (JsonArray  *games,
           const char *file_name)
{
  for (guint i = 0; i < json_array_get_length (games); i++)
    {
      JsonObject *game = json_array_get_object_element (games, i);

      if (g_str_has_suffix (json_object_get_string_member (game, "file"), file_name))
        return game;
    }
  g_error ("%s is not listed", file_name);
  return NULL;
}

/* @member of @game: a JSON array of strings, joined with commas. */
static char *
joined (JsonObject *game,
        const char *member)
{
  JsonArray *array = json_object_get_array_member (game, member);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);

      if (i > 0)
        g_string_append_c (out, ',');
      if (json_node_get_value_type (node) == G_TYPE_STRING)
        g_string_append (out, json_node_get_string (node));
      else
        g_string_append_printf (out, "%" G_GINT64_FORMAT, json_node_get_int (node));
    }
  return g_string_free (out, FALSE);
}

static void
assert_game (JsonArray  *games,
             const char *file_name,
             const char *game_id,
             const char *players,
             const char *scores,
             const char *winners,
             const char *result)
{
  JsonObject *game = find_game (games, file_name);
  g_autofree char *got_players = joined (game, "players");
  g_autofree char *got_scores = joined (game, "scores");

  g_assert_cmpstr (json_object_get_string_member (game, "game"), ==, game_id);
  g_assert_true (g_str_has_suffix (json_object_get_string_member (game, "created"), "Z"));
  g_assert_cmpstr (got_players, ==, players);
  g_assert_cmpstr (got_scores, ==, scores);
  if (result != NULL)
    {
      g_assert_false (json_object_has_member (game, "winners"));
      g_assert_cmpstr (json_object_get_string_member (game, "result"), ==, result);
    }
  else
    {
      g_autofree char *got_winners = joined (game, "winners");

      g_assert_false (json_object_has_member (game, "result"));
      g_assert_cmpstr (got_winners, ==, winners);
    }
}

/* Finished games of all four games, a draw, won and lost cooperative
 * games, and a record that breaks the rules: listed or said on stderr,
 * and nothing moved. */
static void
test_history (void)
{
  g_autofree char *data_dir = use_data_home ();
  g_autofree char *illegal = g_build_filename (data_dir, "history", "cots-illegal-opposite.json", NULL);
  g_autoptr(CliRun) run = NULL;
  g_auto(GStrv) lines = NULL;
  JsonArray *games;

  put_record (data_dir, "history", "cots-full-game.json");
  put_record (data_dir, "history", "cots-full-draw.json");
  put_record (data_dir, "history", "utena-full-won.json");
  put_record (data_dir, "history", "utena-full-lost.json");
  put_record (data_dir, "history", "psi-full-game.json");
  put_record (data_dir, "history", "sisters-3p.json");
  put_record (data_dir, "history", "cots-illegal-opposite.json");

  run = cli_run ("history");
  g_assert_cmpint (run->status, ==, 0);
  g_assert_nonnull (run->json);
  g_assert_true (JSON_NODE_HOLDS_ARRAY (run->json));
  games = json_node_get_array (run->json);
  g_assert_cmpuint (json_array_get_length (games), ==, 6);
  assert_game (games, "/cots-full-game.json", "children-of-the-sun", "Aoi,Mio", "6,10", "Mio", NULL);
  assert_game (games, "/cots-full-draw.json", "children-of-the-sun", "Aoi,Mio", "8,8", "", NULL);
  assert_game (games, "/utena-full-won.json", "tsuki-no-utena", "Aoi,Mio,Ren", "8,8,8", NULL, "won");
  assert_game (games, "/utena-full-lost.json", "tsuki-no-utena", "Aoi,Mio", "5,3", NULL, "lost-deck-empty");
  assert_game (games, "/psi-full-game.json", "psi-conjuring", "Aoi,Mio", "3,5", "Mio", NULL);
  assert_game (games, "/sisters-3p.json", "planetary-sisters", "Aoi,Mio,Ren", "118,164,128", "Mio", NULL);
  /* The file path is where the game is: replay can open it. */
  g_assert_true (g_file_test (json_object_get_string_member (find_game (games, "/psi-full-game.json"), "file"),
                              G_FILE_TEST_IS_REGULAR));

  /* The record that breaks the rules: one line, and still there. */
  lines = g_strsplit (g_strchomp (run->err), "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 1);
  g_assert_true (g_str_has_prefix (lines[0], "tablemate-cli: "));
  g_assert_nonnull (strstr (lines[0], illegal));
  g_assert_nonnull (strstr (lines[0], "breaks the rules"));
  g_assert_true (g_file_test (illegal, G_FILE_TEST_IS_REGULAR));
  {
    g_autofree char *bad = g_build_filename (data_dir, "history", "bad", NULL);

    g_assert_false (g_file_test (bad, G_FILE_TEST_EXISTS));
  }

  forget_data_home (data_dir);
}

static void
test_history_empty (void)
{
  g_autofree char *data_dir = use_data_home ();
  g_autoptr(CliRun) run = cli_run ("history");
  g_autoptr(CliRun) extra = cli_run ("history", "now");

  g_assert_cmpint (run->status, ==, 0);
  g_assert_true (JSON_NODE_HOLDS_ARRAY (run->json));
  g_assert_cmpuint (json_array_get_length (json_node_get_array (run->json)), ==, 0);
  g_assert_cmpstr (run->err, ==, "");
  cli_assert_unusable (extra, "is not an option of");
  forget_data_home (data_dir);
}

static int
compare_paths (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* Every file under @dir with its content, sorted; the history's index
 * (a cache) left out. */
static void
add_listing (GString    *out,
             const char *dir_path)
{
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (!g_str_equal (name, "index.jsonl"))
      g_ptr_array_add (paths, g_build_filename (dir_path, name, NULL));
  g_ptr_array_sort (paths, compare_paths);
  for (guint i = 0; i < paths->len; i++)
    {
      const char *path = g_ptr_array_index (paths, i);
      g_autofree char *data = NULL;

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        add_listing (out, path);
      else
        {
          g_autofree char *base = g_path_get_basename (path);

          g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
          g_string_append_printf (out, "%s\n%s\n", base, data);
        }
    }
}

static char *
listing (const char *dir)
{
  GString *out = g_string_new (NULL);

  add_listing (out, dir);
  return g_string_free (out, FALSE);
}

/* backup, then restore --dry-run, restore, restore again into an empty
 * folder; then half a backup and a record given as a backup. */
static void
test_backup_restore (void)
{
  g_autofree char *source = use_data_home ();
  g_autofree char *source_home = g_path_get_dirname (source);
  g_autofree char *backup = g_build_filename (source_home, "games.tablemate-backup", NULL);
  g_autofree char *half = g_build_filename (source_home, "half.tablemate-backup", NULL);
  g_autofree char *target = NULL;
  g_autofree char *before = NULL;
  g_autofree char *data = NULL;
  gsize length;

  put_record (source, "history", "cots-full-game.json");
  put_record (source, "history", "utena-full-won.json");
  put_record (source, "games", "advise-utena-midgame.json");
  put_record (source, "games", "advise-cots-analysis.json");
  before = listing (source);
  {
    g_autoptr(CliRun) run = cli_run ("backup", backup);

    g_assert_cmpint (run->status, ==, 0);
    g_assert_cmpint (json_object_get_int_member (cli_result_object (run), "files"), ==, 4);
    g_assert_true (g_file_test (backup, G_FILE_TEST_IS_REGULAR));
  }

  target = use_data_home ();
  {
    g_autoptr(CliRun) run = cli_run ("restore", "--dry-run", backup);
    JsonObject *result = cli_result_object (run);

    g_assert_cmpint (run->status, ==, 0);
    g_assert_true (json_object_get_boolean_member (result, "dry_run"));
    g_assert_cmpint (json_object_get_int_member (result, "added"), ==, 4);
    g_assert_cmpstr (json_object_get_string_member (result, "summary"), ==,
                     "Adds 2 finished games, 2 saved games.");
    g_assert_false (g_file_test (target, G_FILE_TEST_EXISTS));
  }
  for (guint round = 0; round < 2; round++)
    {
      g_autoptr(CliRun) run = cli_run ("restore", backup);
      JsonObject *result = cli_result_object (run);
      g_autofree char *after = NULL;

      g_assert_cmpint (run->status, ==, 0);
      g_assert_cmpint (json_object_get_int_member (result, "added"), ==, round == 0 ? 4 : 0);
      g_assert_cmpint (json_object_get_int_member (result, "already_there"), ==, round == 0 ? 0 : 4);
      g_assert_cmpint (json_object_get_int_member (result, "kept_both"), ==, 0);
      after = listing (target);
      g_assert_cmpstr (after, ==, before);
    }
  {
    g_autoptr(CliRun) run = cli_run ("history");

    g_assert_cmpuint (json_array_get_length (json_node_get_array (run->json)), ==, 2);
  }

  /* Half a backup, and a record: refused, the folder as it was. */
  g_assert_true (g_file_get_contents (backup, &data, &length, NULL));
  g_assert_true (g_file_set_contents (half, data, (gssize) (length / 2), NULL));
  g_clear_pointer (&before, g_free);
  before = listing (target);
  {
    g_autoptr(CliRun) run = cli_run ("restore", half);
    g_autoptr(CliRun) foreign = cli_run ("restore", "@cots-full-game.json");
    g_autoptr(CliRun) missing = cli_run ("restore");
    g_autofree char *after = NULL;

    cli_assert_unusable (run, "incomplete");
    cli_assert_unusable (foreign, "not a Tablemate backup");
    cli_assert_unusable (missing, "backup FILE");
    after = listing (target);
    g_assert_cmpstr (after, ==, before);
  }

  forget_data_home (source);
  forget_data_home (target);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/history/games", test_history);
  g_test_add_func ("/cli/history/empty", test_history_empty);
  g_test_add_func ("/cli/backup-restore", test_backup_restore);
  return g_test_run ();
}
