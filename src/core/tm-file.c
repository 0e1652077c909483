/* tm-file.c — saving a file so that a crash never leaves half of it */
#include "config.h"

#include "tm-file.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#ifndef O_CLOEXEC
#define O_CLOEXEC 0
#endif

static void
set_errno_error (GError     **error,
                 int          saved_errno,
                 const char  *path)
{
  g_autofree char *display = g_filename_display_name (path);

  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
               _("“%s” could not be saved: %s"), display, g_strerror (saved_errno));
}

static gboolean
write_all (int          fd,
           const char  *data,
           gsize        length)
{
  while (length > 0)
    {
      ssize_t n = write (fd, data, length);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        return FALSE;
      data += n;
      length -= (gsize) n;
    }
  return TRUE;
}

/* Without this the rename itself may be lost by a power cut.  Some file
 * systems cannot flush a folder; the file is whole either way. */
static void
sync_folder (const char *folder)
{
#ifdef O_DIRECTORY
  int fd = g_open (folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);

  if (fd >= 0)
    {
      (void) g_fsync (fd);
      (void) g_close (fd, NULL);
    }
#else
  (void) folder;
#endif
}

gboolean
tm_file_save_atomic (const char  *path,
                     const char  *data,
                     gssize       length,
                     int          mode,
                     GError     **error)
{
  g_autofree char *folder = NULL;
  g_autofree char *temporary = NULL;
  int fd;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (length < 0)
    length = (gssize) strlen (data);

  folder = g_path_get_dirname (path);
  if (g_mkdir_with_parents (folder, 0700) != 0)
    {
      int saved_errno = errno;
      g_autofree char *display = g_filename_display_name (path);
      g_autofree char *display_folder = g_filename_display_name (folder);

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("“%s” could not be saved: the folder %s cannot be created (%s)"),
                   display, display_folder, g_strerror (saved_errno));
      return FALSE;
    }

  /* Beside @path, so that the rename stays on one file system; the
   * suffix never ends in ".json", so a leftover is never read as data. */
  temporary = g_strconcat (path, ".XXXXXX", NULL);
  fd = g_mkstemp_full (temporary, O_RDWR | O_CLOEXEC, mode);
  if (fd < 0)
    {
      set_errno_error (error, errno, path);
      return FALSE;
    }

  if (!write_all (fd, data, (gsize) length) || g_fsync (fd) != 0)
    {
      int saved_errno = errno;

      (void) g_close (fd, NULL);
      (void) g_unlink (temporary);
      set_errno_error (error, saved_errno, path);
      return FALSE;
    }
  if (!g_close (fd, NULL))
    {
      int saved_errno = errno;

      (void) g_unlink (temporary);
      set_errno_error (error, saved_errno, path);
      return FALSE;
    }
  if (g_rename (temporary, path) != 0)
    {
      int saved_errno = errno;

      (void) g_unlink (temporary);
      set_errno_error (error, saved_errno, path);
      return FALSE;
    }
  sync_folder (folder);
  return TRUE;
}
