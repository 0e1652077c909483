/* core-test-util.h — temporary folders and files for the core tests */
#pragma once

#include <glib.h>
#include <glib/gstdio.h>

/* A new, empty folder under the system's temporary folder. */
static inline char *
tm_test_make_temp_dir (const char *template)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp (template, &error);

  g_assert_no_error (error);
  return dir;
}

/* Removes @path and everything under it, read-only folders too (the
 * tests make some); symbolic links are removed, not followed. */
static inline void
tm_test_remove_tree (const char *path)
{
  g_autoptr(GDir) dir = NULL;
  const char *name;

  if (!g_file_test (path, G_FILE_TEST_IS_DIR) || g_file_test (path, G_FILE_TEST_IS_SYMLINK))
    {
      g_remove (path);
      return;
    }
  g_chmod (path, 0700);
  dir = g_dir_open (path, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      tm_test_remove_tree (child);
    }
  g_rmdir (path);
}

/* The contents of @path, which must be readable. */
static inline char *
tm_test_read_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *data = NULL;

  g_file_get_contents (path, &data, NULL, &error);
  g_assert_no_error (error);
  return data;
}
