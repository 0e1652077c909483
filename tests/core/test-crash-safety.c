/* test-crash-safety.c — saving survives kills, full disks and locked folders
 *
 * A helper process (tm-crash-writer, crash-writer.c) plays the whole game
 * of tests/cli/records/cots-full-game.json and saves the record with
 * tm_record_save() after every move, printing each move count it has
 * seen saved.  This test
 *
 *  - kills it with SIGKILL at random moments, many times (seeded by
 *    GTest: the seed is printed, `--seed` repeats a run): the file on
 *    disk must always load, replay legally, be a prefix of the game, and
 *    hold at least every move the writer had confirmed.  A temporary file
 *    a kill leaves behind must not look like a record (the app lists only
 *    *.json), and never stops the next save;
 *  - limits the size of the files it may write (RLIMIT_FSIZE, as on a
 *    full disk): the save that does not fit fails with a clear message,
 *    the previous file stays whole, the game in memory is kept, and no
 *    temporary file is left;
 *  - saves into a folder that cannot be written (a path under a regular
 *    file, and, when run as root, a read-only folder as user nobody):
 *    a clear error, the game in memory kept, the old file untouched.
 */
#include "core/tm-record.h"
#include "core-test-util.h"
#include "core-test-programs.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

/* Bounded: at most this many kills, and no more kills after this long. */
#define MAX_KILLS      80
#define MAX_KILL_USECS (12 * G_USEC_PER_SEC)

static char *
source_path (void)
{
  return g_build_filename (g_getenv ("TM_TEST_DATA"), "cli", "records", "cots-full-game.json", NULL);
}

static TmRecord *
load_source (void)
{
  g_autofree char *path = source_path ();
  g_autoptr(GError) error = NULL;
  TmRecord *record = tm_record_load_file (path, &error);

  g_assert_no_error (error);
  return record;
}

/* The file at @path is a whole record: it loads, every move replays, and
 * its moves are the first moves of @source.  Returns its move count. */
static guint
check_saved_file (const char *path,
                  TmRecord   *source)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) move_error = NULL;
  g_autoptr(TmRecord) saved = tm_record_load_file (path, &error);
  g_autoptr(TmGame) game = NULL;
  int illegal = 0;
  guint n;

  if (saved == NULL)
    g_error ("the file on disk does not load: %s", error->message);
  game = tm_record_replay (saved, G_MAXUINT, &illegal, &move_error, &error);
  g_assert_no_error (error);
  if (illegal >= 0)
    g_error ("move %d of the file on disk is illegal: %s", illegal, move_error->message);

  n = tm_record_get_n_moves (saved);
  g_assert_cmpuint (n, <=, tm_record_get_n_moves (source));
  g_assert_cmpstr (tm_record_get_id (saved), ==, tm_record_get_id (source));
  for (guint i = 0; i < n; i++)
    g_assert_true (json_object_equal (tm_record_get_move (saved, i), tm_record_get_move (source, i)));
  return n;
}

/* The writer ------------------------------------------------------------------ */

typedef struct
{
  GSubprocess *process;
  GDataInputStream *out;
  guint confirmed;               /* the last "saved N" */
  GPtrArray *lines;              /* every line, for the other checks */
} Writer;

static Writer *
writer_start (const char         *out_path,
              const char * const *extra)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *source = source_path ();
  g_autoptr(GError) error = NULL;
  Writer *writer = g_new0 (Writer, 1);

  g_ptr_array_add (argv, (gpointer) g_getenv ("TM_CRASH_WRITER"));
  g_ptr_array_add (argv, source);
  g_ptr_array_add (argv, (gpointer) out_path);
  for (guint i = 0; extra != NULL && extra[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) extra[i]);
  g_ptr_array_add (argv, NULL);

  writer->process = g_subprocess_newv ((const char * const *) argv->pdata,
                                       G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error);
  g_assert_no_error (error);
  writer->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (writer->process));
  writer->lines = g_ptr_array_new_with_free_func (g_free);
  return writer;
}

/* The next line from the writer, or NULL at its end. */
static const char *
writer_read_line (Writer *writer)
{
  g_autoptr(GError) error = NULL;
  char *line = g_data_input_stream_read_line_utf8 (writer->out, NULL, NULL, &error);

  g_assert_no_error (error);
  if (line == NULL)
    return NULL;
  g_ptr_array_add (writer->lines, line);
  if (g_str_has_prefix (line, "saved "))
    {
      guint64 n = g_ascii_strtoull (line + 6, NULL, 10);

      g_assert_cmpuint (n, ==, writer->confirmed + 1);
      writer->confirmed = (guint) n;
    }
  return line;
}

/* Reads to the end and waits; returns the exit status, or -1 when the
 * writer was killed. */
static int
writer_finish (Writer *writer)
{
  g_autoptr(GError) error = NULL;

  while (writer_read_line (writer) != NULL)
    ;
  g_subprocess_wait (writer->process, NULL, &error);
  g_assert_no_error (error);
  if (g_subprocess_get_if_signaled (writer->process))
    return -1;
  return g_subprocess_get_exit_status (writer->process);
}

static void
writer_free (Writer *writer)
{
  g_clear_object (&writer->out);
  g_clear_object (&writer->process);
  g_ptr_array_unref (writer->lines);
  g_free (writer);
}
G_DEFINE_AUTOPTR_CLEANUP_FUNC (Writer, writer_free)

static const char *
writer_find_line (Writer     *writer,
                  const char *prefix)
{
  for (guint i = 0; i < writer->lines->len; i++)
    if (g_str_has_prefix (g_ptr_array_index (writer->lines, i), prefix))
      return g_ptr_array_index (writer->lines, i);
  return NULL;
}

/* SIGKILL at random moments ----------------------------------------------- */

static void
test_sigkill (void)
{
  g_autoptr(TmRecord) source = load_source ();
  g_autofree char *dir = tm_test_make_temp_dir ("tm-crash-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  guint n_source = tm_record_get_n_moves (source);
  gint64 start, per_save;
  guint kills = 0, mid_game = 0, strays = 0, files_checked = 0;

  /* One whole run first: how long a save takes here. */
  {
    g_autoptr(Writer) writer = writer_start (path, NULL);
    gint64 t0 = g_get_monotonic_time ();

    g_assert_cmpint (writer_finish (writer), ==, 0);
    g_assert_cmpuint (writer->confirmed, ==, n_source);
    per_save = MAX (100, (g_get_monotonic_time () - t0) / n_source);
    g_assert_cmpuint (check_saved_file (path, source), ==, n_source);
  }

  start = g_get_monotonic_time ();
  while (kills < MAX_KILLS && g_get_monotonic_time () - start < MAX_KILL_USECS)
    {
      g_autoptr(Writer) writer = NULL;
      g_autoptr(GDir) listing = NULL;
      /* Wait for this many confirmed saves, then up to two saves' time. */
      guint wait_for = (guint) g_test_rand_int_range (0, (gint32) n_source);
      gulong delay = (gulong) g_test_rand_int_range (0, (gint32) (2 * per_save));
      gboolean had_file;
      const char *name;

      /* Half the runs start with no file, half overwrite the last one. */
      if (kills % 2 == 0)
        g_remove (path);
      had_file = g_file_test (path, G_FILE_TEST_EXISTS);

      writer = writer_start (path, NULL);
      while (writer->confirmed < wait_for && writer_read_line (writer) != NULL)
        ;
      g_usleep (delay);
      g_subprocess_send_signal (writer->process, SIGKILL);
      if (writer_finish (writer) == -1)
        {
          kills++;
          if (writer->confirmed < n_source)
            mid_game++;
        }

      if (g_file_test (path, G_FILE_TEST_EXISTS))
        {
          guint n = check_saved_file (path, source);

          files_checked++;
          if (n < writer->confirmed)
            g_error ("the writer confirmed %u moves, the file holds %u", writer->confirmed, n);
        }
      else
        {
          g_assert_false (had_file);
          g_assert_cmpuint (writer->confirmed, ==, 0);
        }

      /* What a kill leaves besides the record: GLib's temporary file,
       * which must not pass for a record. */
      listing = g_dir_open (dir, 0, NULL);
      while ((name = g_dir_read_name (listing)) != NULL)
        {
          g_autofree char *stray = NULL;

          if (g_str_equal (name, "game.json"))
            continue;
          g_assert_true (g_str_has_prefix (name, "game.json."));
          g_assert_false (g_str_has_suffix (name, ".json"));
          strays++;
          stray = g_build_filename (dir, name, NULL);
          if (kills % 3 == 0)
            g_remove (stray);      /* sometimes the next save finds it there */
        }
    }

  g_test_message ("%u kills (%u before the end of the game), %u files checked, "
                  "%u temporary files left by kills; %" G_GINT64_FORMAT " microseconds per save",
                  kills, mid_game, files_checked, strays, per_save);
  g_assert_cmpuint (kills, >=, 10);
  g_assert_cmpuint (mid_game, >=, 5);

  tm_test_remove_tree (dir);
}

/* A full disk --------------------------------------------------------------- */

static void
test_full_disk (void)
{
  g_autoptr(TmRecord) source = load_source ();
  g_autofree char *dir = tm_test_make_temp_dir ("tm-crash-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_autoptr(Writer) writer = NULL;
  g_autoptr(GDir) listing = NULL;
  g_autofree char *limit_text = NULL;
  gsize size_fits, size_next;
  const guint fits = 12;
  const char *failed;

  /* The writer enters its moves as the app does, each stamped with its
   * "at" (always 20 characters, whole seconds in UTC): so is @source
   * here, for the sizes to be the writer's. */
  {
    g_autoptr(GPtrArray) moves = g_ptr_array_new_with_free_func ((GDestroyNotify) json_object_unref);

    for (guint i = 0; i < tm_record_get_n_moves (source); i++)
      g_ptr_array_add (moves, json_object_ref (tm_record_get_move (source, i)));
    while (tm_record_undo (source))
      ;
    for (guint i = 0; i < moves->len; i++)
      tm_record_append_move_at (source, g_ptr_array_index (moves, i), tm_record_now ());
  }

  /* The writer's record is @source cut short: the size of each save is
   * known.  Room for 12 moves, not 13. */
  while (tm_record_get_n_moves (source) > fits + 1)
    tm_record_undo (source);
  g_free (tm_record_to_data (source, &size_next));
  tm_record_undo (source);
  g_free (tm_record_to_data (source, &size_fits));
  g_assert_cmpuint (size_fits, <, size_next);
  limit_text = g_strdup_printf ("%" G_GSIZE_FORMAT, (size_fits + size_next) / 2);

  writer = writer_start (path, (const char * const []) { "--fsize-limit", limit_text, NULL });
  g_assert_cmpint (writer_finish (writer), ==, 4);
  g_assert_cmpuint (writer->confirmed, ==, fits);

  /* A clear message: what failed, and why. */
  failed = writer_find_line (writer, "save-failed ");
  g_assert_nonnull (failed);
  g_assert_true (g_str_has_prefix (failed, "save-failed 13 "));
  if (strstr (failed, "could not be saved") == NULL || strstr (failed, "too large") == NULL)
    g_error ("unclear message: %s", failed);
  g_assert_nonnull (strstr (failed, path));
  /* The game in memory still holds the move that could not be saved. */
  g_assert_nonnull (writer_find_line (writer, "kept 13"));

  /* The previous file is whole, and nothing else is left. */
  g_assert_cmpuint (check_saved_file (path, source), ==, fits);
  listing = g_dir_open (dir, 0, NULL);
  g_assert_cmpstr (g_dir_read_name (listing), ==, "game.json");
  g_assert_null (g_dir_read_name (listing));

  tm_test_remove_tree (dir);
}

/* A folder that cannot be written ----------------------------------------- */

/* Under a regular file: no one, not even root, can make that folder. */
static void
test_folder_is_a_file (void)
{
  g_autoptr(TmRecord) source = load_source ();
  g_autofree char *dir = tm_test_make_temp_dir ("tm-crash-XXXXXX");
  g_autofree char *file = g_build_filename (dir, "games", NULL);
  g_autofree char *path = g_build_filename (file, "game.json", NULL);
  g_autofree char *before = tm_record_to_data (source, NULL);
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (file, "not a folder", -1, &error));
  g_assert_no_error (error);

  g_assert_false (tm_record_save (source, path, &error));
  g_assert_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_WRITE);
  if (strstr (error->message, "could not be saved") == NULL
      || strstr (error->message, "Not a directory") == NULL
      || strstr (error->message, path) == NULL)
    g_error ("unclear message: %s", error->message);

  /* The game in memory is as it was. */
  g_assert_cmpuint (tm_record_get_n_moves (source), ==, 31);
  after = tm_record_to_data (source, NULL);
  g_assert_cmpstr (after, ==, before);

  tm_test_remove_tree (dir);
}

/* A read-only folder.  Root ignores permissions, so the writer becomes
 * user nobody first. */
static void
test_read_only_folder (void)
{
  g_autoptr(TmRecord) source = load_source ();
  g_autofree char *dir = tm_test_make_temp_dir ("tm-crash-XXXXXX");
  g_autofree char *games = g_build_filename (dir, "games", NULL);
  g_autofree char *path = g_build_filename (games, "game.json", NULL);
  g_autofree char *copy = g_build_filename (dir, "source.json", NULL);
  g_autofree char *source_file = source_path ();
  g_autofree char *source_text = tm_test_read_file (source_file);
  g_autofree char *old = NULL;
  g_autofree char *after = NULL;
  g_autoptr(Writer) writer = NULL;
  g_autoptr(GError) error = NULL;
  const char *failed;
  int status;

  /* An earlier save of the game, which must stay as it is. */
  g_assert_cmpint (g_mkdir (games, 0755), ==, 0);
  while (tm_record_get_n_moves (source) > 4)
    tm_record_undo (source);
  g_assert_true (tm_record_save (source, path, &error));
  g_assert_no_error (error);
  old = tm_test_read_file (path);
  /* The writer (maybe nobody) reads its moves from a copy it can read. */
  g_assert_true (g_file_set_contents (copy, source_text, -1, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (dir, 0755), ==, 0);
  g_assert_cmpint (g_chmod (copy, 0644), ==, 0);
  g_assert_cmpint (g_chmod (games, 0555), ==, 0);

  {
    const char * const extra[] = { "--as-nobody", NULL };
    g_autoptr(GPtrArray) argv = g_ptr_array_new ();

    g_ptr_array_add (argv, (gpointer) g_getenv ("TM_CRASH_WRITER"));
    g_ptr_array_add (argv, copy);
    g_ptr_array_add (argv, path);
    if (getuid () == 0)
      g_ptr_array_add (argv, (gpointer) extra[0]);
    g_ptr_array_add (argv, NULL);

    writer = g_new0 (Writer, 1);
    writer->process = g_subprocess_newv ((const char * const *) argv->pdata,
                                         G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error);
    g_assert_no_error (error);
    writer->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (writer->process));
    writer->lines = g_ptr_array_new_with_free_func (g_free);
  }
  status = writer_finish (writer);
  if (status == 77)
    {
      g_test_skip ("the writer cannot drop root for user nobody here");
      tm_test_remove_tree (dir);
      return;
    }
  g_assert_cmpint (status, ==, 4);
  g_assert_cmpuint (writer->confirmed, ==, 0);
  failed = writer_find_line (writer, "save-failed ");
  g_assert_nonnull (failed);
  g_assert_true (g_str_has_prefix (failed, "save-failed 1 "));
  if (strstr (failed, "could not be saved") == NULL || strstr (failed, "Permission denied") == NULL)
    g_error ("unclear message: %s", failed);
  g_assert_nonnull (writer_find_line (writer, "kept 1"));

  after = tm_test_read_file (path);
  g_assert_cmpstr (after, ==, old);

  tm_test_remove_tree (dir);
}

int
test_crash_safety_main (int   argc,
                        char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  if (g_getenv ("TM_CRASH_WRITER") == NULL)
    g_error ("TM_CRASH_WRITER must name the tm-crash-writer helper");

  g_test_add_func ("/crash-safety/sigkill", test_sigkill);
  g_test_add_func ("/crash-safety/full-disk", test_full_disk);
  g_test_add_func ("/crash-safety/folder-is-a-file", test_folder_is_a_file);
  g_test_add_func ("/crash-safety/read-only-folder", test_read_only_folder);

  return g_test_run ();
}
