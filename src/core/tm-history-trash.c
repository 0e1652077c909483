/* tm-history-trash.c — deleting finished games, and the trash (see tm-history.c) */
#include "config.h"

#include "tm-history-private.h"
#include "tm-file.h"
#include "tm-json.h"
#include "tm-registry.h"

#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

/* Deleting ---------------------------------------------------------------- */

gboolean
tm_history_trash (TmHistory       *self,
                  TmHistoryEntry  *entry,
                  GError         **error)
{
  g_autofree char *from = NULL;
  g_autofree char *to = NULL;
  gboolean found;
  guint position;

  g_return_val_if_fail (TM_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (TM_IS_HISTORY_ENTRY (entry), FALSE);

  position = history_find_position (self, entry, &found);
  if (!found)
    {
      g_set_error (error, TM_HISTORY_ERROR, TM_HISTORY_ERROR_NOT_FOUND,
                   _("This game is not in the history any more."));
      return FALSE;
    }
  if (!history_ensure_dir (self->trash_dir, error))
    return FALSE;
  from = g_build_filename (self->dir, entry->file, NULL);
  to = g_build_filename (self->trash_dir, entry->file, NULL);
  if (g_rename (from, to) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, TM_HISTORY_ERROR, TM_HISTORY_ERROR_IO,
                   _("The game could not be deleted: %s"), g_strerror (saved_errno));
      return FALSE;
    }

  g_object_ref (entry);
  g_ptr_array_remove_index (self->entries, position);
  history_index_maps_remove (self, entry);
  g_hash_table_insert (self->trashed, entry->file, entry);
  g_list_model_items_changed (G_LIST_MODEL (self), position, 1, 0);
  history_save_index_or_warn (self);
  return TRUE;
}

gboolean
tm_history_restore (TmHistory       *self,
                    TmHistoryEntry  *entry,
                    GError         **error)
{
  g_autofree char *from = NULL;
  g_autofree char *to = NULL;

  g_return_val_if_fail (TM_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (TM_IS_HISTORY_ENTRY (entry), FALSE);

  if (g_hash_table_lookup (self->trashed, entry->file) != entry)
    {
      g_set_error (error, TM_HISTORY_ERROR, TM_HISTORY_ERROR_NOT_FOUND,
                   _("This game was deleted for good."));
      return FALSE;
    }
  from = g_build_filename (self->trash_dir, entry->file, NULL);
  to = g_build_filename (self->dir, entry->file, NULL);
  if (g_file_test (to, G_FILE_TEST_EXISTS) || g_rename (from, to) != 0)
    {
      g_set_error (error, TM_HISTORY_ERROR, TM_HISTORY_ERROR_IO,
                   _("The game could not be put back: %s"),
                   g_file_test (to, G_FILE_TEST_EXISTS) ? _("another file has its name")
                                                        : g_strerror (errno));
      return FALSE;
    }

  /* Renaming keeps the file's time and size: its index line is still right. */
  g_hash_table_steal (self->trashed, entry->file);
  history_insert_entry (self, entry, TRUE);
  history_save_index_or_warn (self);
  return TRUE;
}

void
tm_history_purge (TmHistory      *self,
                  TmHistoryEntry *entry)
{
  g_autofree char *path = NULL;

  g_return_if_fail (TM_IS_HISTORY (self));
  g_return_if_fail (TM_IS_HISTORY_ENTRY (entry));

  if (g_hash_table_lookup (self->trashed, entry->file) != entry)
    return;
  path = g_build_filename (self->trash_dir, entry->file, NULL);
  g_unlink (path);
  g_hash_table_remove (self->trashed, entry->file);
}

void
tm_history_empty_trash (TmHistory *self)
{
  g_autoptr(GDir) dir = NULL;
  const char *name;

  g_return_if_fail (TM_IS_HISTORY (self));

  g_hash_table_remove_all (self->trashed);
  dir = g_dir_open (self->trash_dir, 0, NULL);
  if (dir == NULL)
    return;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (self->trash_dir, name, NULL);

      g_unlink (path);
    }
}
