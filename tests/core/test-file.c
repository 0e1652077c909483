/* test-file.c — tm_file_save_atomic(): replacing a file whole, making its
 * folder, and failing clearly without touching the old file */
#include "core/tm-file.h"
#include "core-test-util.h"
#include "core-test-programs.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <grp.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#define NOBODY 65534

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(char * const *) a, *(char * const *) b);
}

/* The names in @dir, sorted and joined by spaces: what a save left. */
static char *
list_dir (const char *dir)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (listing);
  while ((name = g_dir_read_name (listing)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

static void
test_new_file (void)
{
  g_autofree char *dir = tm_test_make_temp_dir ("tm-file-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "a.json", NULL);
  g_autofree char *data = NULL;
  g_autofree char *names = NULL;
  g_autoptr(GError) error = NULL;
  GStatBuf st;

  g_assert_true (tm_file_save_atomic (path, "{\"a\": 1}\n", -1, 0600, &error));
  g_assert_no_error (error);
  data = tm_test_read_file (path);
  g_assert_cmpstr (data, ==, "{\"a\": 1}\n");
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  names = list_dir (dir);
  g_assert_cmpstr (names, ==, "a.json");

  tm_test_remove_tree (dir);
}

/* An explicit length: the bytes past it are not written, nuls are. */
static void
test_length (void)
{
  g_autofree char *dir = tm_test_make_temp_dir ("tm-file-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "bytes", NULL);
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;

  g_assert_true (tm_file_save_atomic (path, "ab\0cdef", 5, 0644, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &data, &length, &error));
  g_assert_cmpuint (length, ==, 5);
  g_assert_cmpmem (data, length, "ab\0cd", 5);

  tm_test_remove_tree (dir);
}

static void
test_replaces_whole (void)
{
  g_autofree char *dir = tm_test_make_temp_dir ("tm-file-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "a.json", NULL);
  g_autofree char *long_text = g_strnfill (100000, 'x');
  g_autofree char *data = NULL;
  g_autofree char *names = NULL;
  g_autoptr(GError) error = NULL;
  GStatBuf before, after;

  g_assert_true (tm_file_save_atomic (path, long_text, -1, 0644, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (path, &before), ==, 0);

  /* A shorter file: nothing of the longer one is left at its end. */
  g_assert_true (tm_file_save_atomic (path, "short", -1, 0644, &error));
  g_assert_no_error (error);
  data = tm_test_read_file (path);
  g_assert_cmpstr (data, ==, "short");
  names = list_dir (dir);
  g_assert_cmpstr (names, ==, "a.json");

  /* Replaced by a rename, not rewritten in place: a reader holding the
   * old file open still reads the old file whole. */
  g_assert_cmpint (g_stat (path, &after), ==, 0);
  g_assert_cmpuint (before.st_ino, !=, after.st_ino);

  tm_test_remove_tree (dir);
}

static void
test_makes_folder (void)
{
  g_autofree char *dir = tm_test_make_temp_dir ("tm-file-XXXXXX");
  g_autofree char *folder = g_build_filename (dir, "one", "two", NULL);
  g_autofree char *path = g_build_filename (folder, "c.json", NULL);
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  GStatBuf st;

  g_assert_true (tm_file_save_atomic (path, "[]", -1, 0644, &error));
  g_assert_no_error (error);
  data = tm_test_read_file (path);
  g_assert_cmpstr (data, ==, "[]");
  g_assert_cmpint (g_stat (folder, &st), ==, 0);
  g_assert_true (S_ISDIR (st.st_mode));
  g_assert_cmpint (st.st_mode & 0777, ==, 0700);

  tm_test_remove_tree (dir);
}

/* A folder under a regular file cannot be made, not even by root. */
static void
test_folder_is_a_file (void)
{
  g_autofree char *dir = tm_test_make_temp_dir ("tm-file-XXXXXX");
  g_autofree char *file = g_build_filename (dir, "games", NULL);
  g_autofree char *path = g_build_filename (file, "inner", "d.json", NULL);
  g_autofree char *names = NULL;
  g_autofree char *kept = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (file, "not a folder", -1, &error));
  g_assert_no_error (error);

  g_assert_false (tm_file_save_atomic (path, "{}", -1, 0644, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOTDIR);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, file));
  g_assert_nonnull (strstr (error->message, g_strerror (ENOTDIR)));
  kept = tm_test_read_file (file);
  g_assert_cmpstr (kept, ==, "not a folder");
  names = list_dir (dir);
  g_assert_cmpstr (names, ==, "games");

  tm_test_remove_tree (dir);
}

/* The path is a folder: the temporary file is written, the rename fails,
 * and the temporary file is gone. */
static void
test_path_is_a_folder (void)
{
  g_autofree char *dir = tm_test_make_temp_dir ("tm-file-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "e.json", NULL);
  g_autofree char *inner = g_build_filename (path, "keep", NULL);
  g_autofree char *names = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
  g_assert_true (g_file_set_contents (inner, "kept", -1, NULL));

  g_assert_false (tm_file_save_atomic (path, "{}", -1, 0644, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR);
  g_assert_nonnull (strstr (error->message, path));
  names = list_dir (dir);
  g_assert_cmpstr (names, ==, "e.json");
  g_assert_true (g_file_test (inner, G_FILE_TEST_IS_REGULAR));

  tm_test_remove_tree (dir);
}

/* A full disk as a process sees it (RLIMIT_FSIZE; root too): the old file
 * stays whole and no temporary file is left. */
static void
test_full_disk (void)
{
  g_autofree char *dir = tm_test_make_temp_dir ("tm-file-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "f.json", NULL);
  g_autofree char *big = g_strnfill (64 * 1024, 'y');
  g_autofree char *kept = NULL;
  g_autofree char *names = NULL;
  g_autoptr(GError) error = NULL;
  struct rlimit saved, limit;
  void (*old_handler) (int);
  gboolean saved_ok;

  g_assert_true (tm_file_save_atomic (path, "old", -1, 0644, &error));
  g_assert_no_error (error);

  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &saved), ==, 0);
  limit = saved;
  limit.rlim_cur = 4096;
  old_handler = signal (SIGXFSZ, SIG_IGN);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
  saved_ok = tm_file_save_atomic (path, big, -1, 0644, &error);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &saved), ==, 0);
  signal (SIGXFSZ, old_handler);

  g_assert_false (saved_ok);
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, path));
  g_assert_nonnull (strstr (error->message, g_strerror (EFBIG)));
  kept = tm_test_read_file (path);
  g_assert_cmpstr (kept, ==, "old");
  names = list_dir (dir);
  g_assert_cmpstr (names, ==, "f.json");

  tm_test_remove_tree (dir);
}

/* A folder its user may not write in.  Root ignores permissions, so the
 * saving runs in a child that becomes user nobody first. */
static void
test_read_only_folder (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *path = NULL;
  g_autofree char *kept = NULL;
  g_autofree char *names = NULL;
  g_autofree char *mark = NULL;
  const char *shared_dir = g_getenv ("TM_FILE_TEST_DIR");

  if (g_test_subprocess ())
    {
      g_autoptr(GError) error = NULL;

      folder = g_build_filename (shared_dir, "games", NULL);
      path = g_build_filename (folder, "g.json", NULL);
      if (getuid () == 0)
        {
          if (setgroups (0, NULL) != 0 || setgid (NOBODY) != 0 || setuid (NOBODY) != 0)
            {
              /* Still root: tell the parent, which skips. */
              g_autofree char *flag = g_build_filename (shared_dir, "cannot-drop-root", NULL);

              g_assert_true (g_file_set_contents (flag, "", 0, NULL));
              return;
            }
          /* setuid() makes the process undumpable, which LeakSanitizer needs. */
          prctl (PR_SET_DUMPABLE, 1, 0, 0, 0);
        }
      g_assert_false (tm_file_save_atomic (path, "new", -1, 0644, &error));
      g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ACCES);
      g_assert_nonnull (strstr (error->message, path));
      g_assert_nonnull (strstr (error->message, g_strerror (EACCES)));
      g_printerr ("message: %s\n", error->message);
      return;
    }

  dir = tm_test_make_temp_dir ("tm-file-XXXXXX");
  folder = g_build_filename (dir, "games", NULL);
  path = g_build_filename (folder, "g.json", NULL);
  g_assert_true (tm_file_save_atomic (path, "old", -1, 0644, NULL));
  g_assert_cmpint (g_chmod (dir, 0755), ==, 0);
  g_assert_cmpint (g_chmod (folder, 0555), ==, 0);

  g_setenv ("TM_FILE_TEST_DIR", dir, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDOUT);
  g_unsetenv ("TM_FILE_TEST_DIR");
  g_test_trap_assert_passed ();
  mark = g_build_filename (dir, "cannot-drop-root", NULL);
  if (g_file_test (mark, G_FILE_TEST_EXISTS))
    {
      tm_test_remove_tree (dir);
      g_test_skip ("cannot drop root for user nobody here");
      return;
    }
  g_test_trap_assert_stderr ("*could not be saved*");

  kept = tm_test_read_file (path);
  g_assert_cmpstr (kept, ==, "old");
  names = list_dir (folder);
  g_assert_cmpstr (names, ==, "g.json");

  tm_test_remove_tree (dir);
}

int
test_file_main (int   argc,
                char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/file/new", test_new_file);
  g_test_add_func ("/file/length", test_length);
  g_test_add_func ("/file/replaces-whole", test_replaces_whole);
  g_test_add_func ("/file/makes-folder", test_makes_folder);
  g_test_add_func ("/file/folder-is-a-file", test_folder_is_a_file);
  g_test_add_func ("/file/path-is-a-folder", test_path_is_a_folder);
  g_test_add_func ("/file/full-disk", test_full_disk);
  g_test_add_func ("/file/read-only-folder", test_read_only_folder);
  return g_test_run ();
}
