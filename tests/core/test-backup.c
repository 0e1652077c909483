/* test-backup.c — backing up the data folder and restoring it
 *
 * A data folder of finished and saved games, a file that is not a
 * record (bytes that are not text, kept as base64), and a catalogue is
 * backed up and restored into empty and into other folders; every check
 * compares the folder's listing with the SHA-256 of each file.
 */
#include "config.h"

#include "core-test-util.h"
#include "core/tm-backup.h"
#include "core/tm-history.h"
#include "core/tm-record.h"
#include "core-test-programs.h"

#include <string.h>

static char *
record_path (const char *name)
{
  return g_build_filename (g_getenv ("TM_SOURCE_ROOT"), "tests", "cli", "records", name, NULL);
}

static void
put_file (const char *dir,
          const char *relative,
          const char *data,
          gssize      length)
{
  g_autofree char *path = g_build_filename (dir, relative, NULL);
  g_autofree char *parent = g_path_get_dirname (path);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (parent, 0700), ==, 0);
  g_file_set_contents (path, data, length, &error);
  g_assert_no_error (error);
}

static void
put_record (const char *dir,
            const char *folder,
            const char *name)
{
  g_autofree char *source = record_path (name);
  g_autofree char *data = tm_test_read_file (source);
  g_autofree char *relative = g_build_filename (folder, name, NULL);

  put_file (dir, relative, data, -1);
}

/* A data folder: three finished games, two saved ones, a broken file of
 * bytes that are not text in the history, and the card memory. */
static char *
make_data_dir (void)
{
  char *dir = tm_test_make_temp_dir ("tm-backup-XXXXXX");
  static const char garbage[] = "\x01\xff\xfe{\0not a record";

  put_record (dir, "history", "cots-full-game.json");
  put_record (dir, "history", "utena-full-won.json");
  put_record (dir, "history", "sisters-3p.json");
  put_record (dir, "games", "advise-utena-midgame.json");
  put_record (dir, "games", "advise-cots-analysis.json");
  put_file (dir, "history/zz-broken.json", garbage, sizeof garbage - 1);
  put_file (dir, "utena-cards.json", "{\"format\": \"tablemate-utena-cards\"}\n", -1);
  return dir;
}

static int
compare_paths (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

static void
add_listing (GString    *out,
             const char *root,
             const char *relative)
{
  g_autofree char *path = g_build_filename (root, relative, NULL);
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_paths);
  for (guint i = 0; i < names->len; i++)
    {
      const char *child_name = g_ptr_array_index (names, i);
      g_autofree char *child = relative[0] != '\0' ? g_build_filename (relative, child_name, NULL)
                                                   : g_strdup (child_name);
      g_autofree char *child_path = g_build_filename (root, child, NULL);

      /* The index is a cache of the history, not its content. */
      if (g_str_equal (child, "history/index.jsonl"))
        continue;
      if (g_file_test (child_path, G_FILE_TEST_IS_DIR))
        add_listing (out, root, child);
      else
        {
          g_autofree char *data = NULL;
          g_autofree char *hash = NULL;
          gsize length;

          g_assert_true (g_file_get_contents (child_path, &data, &length, NULL));
          hash = g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) data, length);
          g_string_append_printf (out, "%s %s\n", child, hash);
        }
    }
}

/* Every file under @dir, with the SHA-256 of its content. */
static char *
listing (const char *dir)
{
  GString *out = g_string_new (NULL);

  add_listing (out, dir, "");
  return g_string_free (out, FALSE);
}

static char *
write_backup (const char *data_dir)
{
  g_autofree char *folder = tm_test_make_temp_dir ("tm-backup-file-XXXXXX");
  char *path = g_build_filename (folder, "games.tablemate-backup", NULL);
  g_autoptr(GError) error = NULL;
  guint n_files = 0;

  g_assert_true (tm_backup_write (data_dir, NULL, path, &n_files, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_files, ==, 7);
  return path;
}

static void
remove_backup (const char *path)
{
  g_autofree char *folder = g_path_get_dirname (path);

  tm_test_remove_tree (folder);
}

static TmBackupPlan *
restore (const char *data_dir,
         const char *backup)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmBackupPlan) plan = tm_backup_plan_restore (data_dir, backup, &error);

  g_assert_no_error (error);
  g_assert_nonnull (plan);
  g_assert_true (tm_backup_plan_apply (plan, NULL, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&plan);
}

static guint
history_size (const char *data_dir)
{
  g_autoptr(TmHistory) history = tm_history_new (data_dir);

  g_assert_true (tm_history_load (history, NULL));
  return g_list_model_get_n_items (G_LIST_MODEL (history));
}

/* Backup, then restore twice into an empty folder: the same files, byte
 * for byte, so the same history; the second restore adds nothing. */
static void
test_round_trip (void)
{
  g_autofree char *source = make_data_dir ();
  g_autofree char *target = tm_test_make_temp_dir ("tm-backup-target-XXXXXX");
  g_autofree char *backup = write_backup (source);
  g_autofree char *before = listing (source);
  g_autofree char *after = NULL;
  g_autoptr(TmBackupPlan) first = NULL;
  g_autoptr(TmBackupPlan) second = NULL;
  g_autofree char *said = NULL;

  first = restore (target, backup);
  g_assert_cmpuint (tm_backup_plan_count (first, TM_BACKUP_ADD), ==, 7);
  g_assert_cmpuint (tm_backup_plan_count (first, TM_BACKUP_KEEP_BOTH), ==, 0);
  said = tm_backup_plan_describe (first);
  g_assert_cmpstr (said, ==, "Adds 3 finished games, 2 saved games, 1 catalogue, 1 file Tablemate cannot read.");
  after = listing (target);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (history_size (target), ==, 3);
  g_assert_cmpuint (history_size (target), ==, history_size (source));

  g_clear_pointer (&after, g_free);
  g_clear_pointer (&said, g_free);
  second = restore (target, backup);
  g_assert_cmpuint (tm_backup_plan_count (second, TM_BACKUP_SAME), ==, 7);
  said = tm_backup_plan_describe (second);
  g_assert_cmpstr (said, ==, "Everything in this backup is here already: nothing will be added.");
  after = listing (target);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (history_size (target), ==, 3);

  remove_backup (backup);
  tm_test_remove_tree (source);
  tm_test_remove_tree (target);
}

/* @data refused with @code and one line, and @data_dir unchanged. */
static void
assert_refused (const char *data_dir,
                const char *data,
                gsize       length,
                int         code)
{
  g_autofree char *folder = tm_test_make_temp_dir ("tm-backup-bad-XXXXXX");
  g_autofree char *path = g_build_filename (folder, "bad.tablemate-backup", NULL);
  g_autofree char *before = listing (data_dir);
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TmBackupPlan) plan = NULL;

  put_file (folder, "bad.tablemate-backup", data, (gssize) length);
  plan = tm_backup_plan_restore (data_dir, path, &error);
  g_assert_null (plan);
  g_assert_error (error, TM_BACKUP_ERROR, code);
  g_assert_null (strchr (error->message, '\n'));
  g_assert_nonnull (strstr (error->message, "nothing was restored"));
  after = listing (data_dir);
  g_assert_cmpstr (after, ==, before);
  tm_test_remove_tree (folder);
}

/* Half a backup, a backup without its last line, one with a byte
 * changed, one with a file line changed and its checksum fixed up
 * around it: each refused, the data folder unchanged. */
static void
test_damaged (void)
{
  g_autofree char *source = make_data_dir ();
  g_autofree char *target = tm_test_make_temp_dir ("tm-backup-target-XXXXXX");
  g_autofree char *backup = write_backup (source);
  g_autofree char *data = NULL;
  const char *last;
  gsize length;

  put_record (target, "history", "psi-full-game.json");
  put_record (target, "games", "advise-psi-midgame.json");
  g_assert_true (g_file_get_contents (backup, &data, &length, NULL));

  assert_refused (target, data, length / 2, TM_BACKUP_ERROR_DAMAGED);
  assert_refused (target, data, length - 1, TM_BACKUP_ERROR_DAMAGED);
  last = g_strrstr_len (data, (gssize) length - 1, "\n");
  g_assert_nonnull (last);
  assert_refused (target, data, (gsize) (last - data) + 1, TM_BACKUP_ERROR_DAMAGED);
  {
    g_autofree char *changed = g_memdup2 (data, length);
    char *move = strstr (changed, "\\\"moves\\\"");

    g_assert_nonnull (move);
    move[3] = 'M';
    assert_refused (target, changed, length, TM_BACKUP_ERROR_DAMAGED);
  }
  /* Nothing of it was restored: the folder still has its two files. */
  {
    g_autofree char *path = g_build_filename (target, "history", "cots-full-game.json", NULL);

    g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  }

  remove_backup (backup);
  tm_test_remove_tree (source);
  tm_test_remove_tree (target);
}

/* What is not a backup at all, or one of a later version. */
static void
test_foreign (void)
{
  g_autofree char *target = make_data_dir ();
  g_autofree char *record = record_path ("cots-full-game.json");
  g_autofree char *record_data = tm_test_read_file (record);
  static const char bundle[] = "{\n\"format\": \"tablemate-bundle\",\n\"version\": 1,\n\"records\": []\n}\n";
  static const char later[] = "{\"format\":\"tablemate-backup\",\"version\":2,\"files\":0}\n"
                              "{\"end\":\"tablemate-backup\",\"sha256\":\"00\"}\n";
  static const char bytes[] = "\x89PNG\r\n\x1a\n\0\0";

  assert_refused (target, record_data, strlen (record_data), TM_BACKUP_ERROR_FOREIGN);
  assert_refused (target, bundle, sizeof bundle - 1, TM_BACKUP_ERROR_FOREIGN);
  assert_refused (target, "", 0, TM_BACKUP_ERROR_FOREIGN);
  assert_refused (target, "[]\n", 3, TM_BACKUP_ERROR_FOREIGN);
  assert_refused (target, bytes, sizeof bytes - 1, TM_BACKUP_ERROR_FOREIGN);
  assert_refused (target, later, sizeof later - 1, TM_BACKUP_ERROR_VERSION);
  tm_test_remove_tree (target);
}

/* A saved game with the same id as one in the folder but other moves is
 * kept beside it under a new id; restoring again adds nothing.  A
 * finished game the folder holds under another file name is not added
 * twice. */
static void
test_conflict (void)
{
  g_autofree char *source = make_data_dir ();
  g_autofree char *target = tm_test_make_temp_dir ("tm-backup-target-XXXXXX");
  g_autofree char *backup = write_backup (source);
  g_autofree char *midgame = record_path ("advise-utena-midgame.json");
  g_autoptr(TmRecord) shorter = tm_record_load_file (midgame, NULL);
  g_autofree char *shorter_data = NULL;
  g_autofree char *ours = NULL;
  g_autofree char *theirs_path = NULL;
  g_autoptr(TmRecord) theirs = NULL;
  g_autoptr(TmRecord) original = NULL;
  g_autoptr(TmBackupPlan) plan = NULL;
  g_autoptr(TmBackupPlan) again = NULL;
  g_autofree char *said = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *fingerprint = NULL;
  g_autofree char *new_id = NULL;
  g_autofree char *new_name = NULL;
  gsize length;

  /* Ours: the same game one move less. */
  g_assert_nonnull (shorter);
  g_assert_true (tm_record_undo (shorter));
  shorter_data = tm_record_to_data (shorter, &length);
  put_file (target, "games/advise-utena-midgame.json", shorter_data, (gssize) length);
  /* The same finished game under another name. */
  {
    g_autofree char *path = record_path ("cots-full-game.json");
    g_autofree char *data = tm_test_read_file (path);

    put_file (target, "history/season-7.json", data, -1);
  }

  plan = restore (target, backup);
  g_assert_cmpuint (tm_backup_plan_count (plan, TM_BACKUP_KEEP_BOTH), ==, 1);
  g_assert_cmpuint (tm_backup_plan_count (plan, TM_BACKUP_SAME), ==, 1);
  g_assert_cmpuint (tm_backup_plan_count (plan, TM_BACKUP_ADD), ==, 5);
  said = tm_backup_plan_describe (plan);
  g_assert_nonnull (strstr (said, "both will be kept"));

  /* Ours as it was, theirs beside it under "<id>-<8 hex>". */
  ours = g_build_filename (target, "games", "advise-utena-midgame.json", NULL);
  {
    g_autofree char *data = tm_test_read_file (ours);

    g_assert_cmpstr (data, ==, shorter_data);
  }
  original = tm_record_load_file (midgame, NULL);
  fingerprint = tm_history_record_fingerprint (original);
  new_id = g_strdup_printf ("advise-utena-midgame-%.8s", fingerprint);
  new_name = g_strconcat (new_id, ".json", NULL);
  theirs_path = g_build_filename (target, "games", new_name, NULL);
  theirs = tm_record_load_file (theirs_path, NULL);
  g_assert_nonnull (theirs);
  g_assert_cmpstr (tm_record_get_id (theirs), ==, new_id);
  g_assert_cmpuint (tm_record_get_n_moves (theirs), ==, tm_record_get_n_moves (original));
  {
    g_autofree char *theirs_fingerprint = tm_history_record_fingerprint (theirs);

    g_assert_cmpstr (theirs_fingerprint, ==, fingerprint);
  }
  /* The finished game is in the history once. */
  {
    g_autofree char *path = g_build_filename (target, "history", "cots-full-game.json", NULL);

    g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  }
  g_assert_cmpuint (history_size (target), ==, 3);

  before = listing (target);
  again = restore (target, backup);
  g_assert_cmpuint (tm_backup_plan_count (again, TM_BACKUP_SAME), ==, 7);
  after = listing (target);
  g_assert_cmpstr (after, ==, before);

  remove_backup (backup);
  tm_test_remove_tree (source);
  tm_test_remove_tree (target);
}

int
test_backup_main (int   argc,
                  char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/backup/round-trip", test_round_trip);
  g_test_add_func ("/backup/damaged", test_damaged);
  g_test_add_func ("/backup/foreign", test_foreign);
  g_test_add_func ("/backup/conflict", test_conflict);
  return g_test_run ();
}
