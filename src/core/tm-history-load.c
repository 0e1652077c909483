/* tm-history-load.c — reading the history folder: the index, and the
 * records it does not hold
 *
 * Part of TmHistory (tm-history.c says how its files are cut).  A load
 * has three steps: the folder is listed and matched against the index
 * (a stat a file), the records the index does not hold are read and
 * replayed, and the list is replaced.  The middle step is the slow one
 * when there is no index, or an index of another scoring: after a new
 * computer, a restored backup or an upgrade, every game is read again,
 * thousands of them, most of the time in json-glib's parser.  It touches
 * nothing of TmHistory, so tm_history_load_in_background() runs it in
 * another thread while the history page says how far it has got.
 */
#include "config.h"

#include "tm-history-private.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

/* Fewer records to read than this are read at once, without showing
 * that they are: about 0.4 ms each. */
#define READ_IN_BACKGROUND_MIN 64

/* Earlier versions moved the record files they could not check into
 * bad/.  They are the players' games: each goes back into the history
 * folder (under a name not taken there, nothing overwritten) to be read
 * again, and bad/ goes when it is left empty. */
static void
put_back_moved_aside (TmHistory *self)
{
  g_autofree char *bad_dir = g_build_filename (self->dir, "bad", NULL);
  g_autoptr(GDir) dir = g_dir_open (bad_dir, 0, NULL);
  const char *name;

  if (dir == NULL)
    return;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *from = g_build_filename (bad_dir, name, NULL);
      g_autofree char *stem = g_str_has_suffix (name, ".json")
                              ? g_strndup (name, strlen (name) - 5) : NULL;
      g_autofree char *to = NULL;

      if (stem == NULL || name[0] == '.' || !g_file_test (from, G_FILE_TEST_IS_REGULAR))
        continue;
      for (guint n = 0; n < 1000; n++)
        {
          g_autofree char *to_name = n == 0 ? g_strdup (name)
                                            : g_strdup_printf ("%s-%u.json", stem, n + 1);

          g_free (to);
          to = g_build_filename (self->dir, to_name, NULL);
          if (!g_file_test (to, G_FILE_TEST_EXISTS))
            break;
        }
      /* link() + unlink(), not rename(): a name taken meanwhile is never
       * overwritten. */
      if (link (from, to) == 0)
        g_unlink (from);
      else
        g_info ("History: %s could not be put back: %s", from, g_strerror (errno));
    }
  g_rmdir (bad_dir);
}

/* A record file the index does not hold (or not as it is now): read and
 * replayed, possibly in another thread, then taken into the list in the
 * folder's order. */
typedef struct
{
  char *name;
  gint64 mtime;
  gint64 size;
  TmHistoryEntry *entry;     /* when it is a finished game */
  char *problem;             /* when it is not: why */
} Unindexed;

static void
unindexed_free (Unindexed *item)
{
  g_free (item->name);
  g_clear_object (&item->entry);
  g_free (item->problem);
  g_free (item);
}

/* Reads and replays @item's file in @dir.  Touches nothing but @item, so
 * that several files can be read at once. */
static void
read_unindexed (const char *dir,
                Unindexed  *item)
{
  g_autofree char *path = g_build_filename (dir, item->name, NULL);
  g_autoptr(TmRecord) record = NULL;
  g_autoptr(TmGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) move_error = NULL;
  int illegal_index = -1;

  record = tm_record_load_file (path, &error);
  if (record == NULL)
    {
      item->problem = g_strdup (error->message);
      return;
    }

  game = tm_record_replay (record, G_MAXUINT, &illegal_index, &move_error, &error);
  if (game == NULL)
    item->problem = g_strdup (error->message);
  else if (illegal_index >= 0)
    item->problem = g_strdup_printf (_("Move %d breaks the rules: %s"),
                                     illegal_index + 1, move_error->message);
  else if (!tm_game_is_finished (game))
    item->problem = g_strdup (_("The game is not finished."));
  else
    item->entry = history_entry_new_from_game (item->name, item->mtime, item->size, record, game);
}

typedef struct
{
  const char *dir;
  GPtrArray *items;          /* (Unindexed) */
  int *n_read;               /* counted up, atomically, as each is read */
} UnindexedFiles;

static void
read_unindexed_item (gpointer data,
                     guint    index)
{
  UnindexedFiles *files = data;

  read_unindexed (files->dir, g_ptr_array_index (files->items, index));
  g_atomic_int_inc (files->n_read);
}

/* What one load found in the folder: the state between its steps. */
typedef struct
{
  char *dir;                 /* the history folder, the reading thread's own copy */
  gboolean first;            /* no list yet: the index is what is matched */
  gboolean changed;          /* the index must be written again */
  GHashTable *cache;         /* file → entry not matched (yet) by a file */
  GPtrArray *entries;        /* the entries whose file matched */
  GPtrArray *unindexed;      /* (Unindexed) the files to read and replay */
} HistoryScan;

static void
history_scan_free (HistoryScan *scan)
{
  g_free (scan->dir);
  g_clear_pointer (&scan->cache, g_hash_table_unref);
  g_clear_pointer (&scan->entries, g_ptr_array_unref);
  g_clear_pointer (&scan->unindexed, g_ptr_array_unref);
  g_free (scan);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HistoryScan, history_scan_free)

/* The first step: the folder listed, each file matched against the
 * index (the first time) or the list (later). */
static HistoryScan *
scan_folder (TmHistory  *self,
             GError    **error)
{
  g_autoptr(HistoryScan) scan = g_new0 (HistoryScan, 1);
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GError) local_error = NULL;
  const char *name;

  g_ptr_array_set_size (self->problems, 0);
  if (!history_ensure_dir (self->dir, error))
    return NULL;
  dir = g_dir_open (self->dir, 0, &local_error);
  if (dir == NULL)
    {
      g_set_error (error, TM_HISTORY_ERROR, TM_HISTORY_ERROR_IO,
                   _("The history folder cannot be read: %s"), local_error->message);
      return NULL;
    }

  scan->dir = g_strdup (self->dir);
  scan->first = !self->loaded;
  if (scan->first)
    {
      gboolean complete;

      scan->cache = history_read_index (self, &complete);
      scan->changed = !complete;
      /* What was deleted when the app last ended without emptying it. */
      tm_history_empty_trash (self);
      put_back_moved_aside (self);
    }
  else
    {
      scan->cache = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_object_unref);
      for (guint i = 0; i < self->entries->len; i++)
        {
          TmHistoryEntry *entry = g_ptr_array_index (self->entries, i);

          g_hash_table_insert (scan->cache, entry->file, g_object_ref (entry));
        }
    }

  scan->entries = g_ptr_array_new_with_free_func (g_object_unref);
  scan->unindexed = g_ptr_array_new_with_free_func ((GDestroyNotify) unindexed_free);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      TmHistoryEntry *cached;
      gint64 mtime, size;

      if (!history_is_record_name (name))
        continue;
      path = g_build_filename (self->dir, name, NULL);
      if (!history_stat_file (path, &mtime, &size))
        continue;

      cached = g_hash_table_lookup (scan->cache, name);
      if (cached != NULL && cached->mtime == mtime && cached->size == size)
        {
          g_ptr_array_add (scan->entries, g_object_ref (cached));
          g_hash_table_remove (scan->cache, name);
        }
      else
        {
          Unindexed *item = g_new0 (Unindexed, 1);

          item->name = g_strdup (name);
          item->mtime = mtime;
          item->size = size;
          g_ptr_array_add (scan->unindexed, item);
          scan->changed = TRUE;
        }
    }
  return g_steal_pointer (&scan);
}

/* The second step, in any thread: the files the index does not hold,
 * read and replayed, every processor taking its share; touches nothing
 * but @scan's files and @n_read. */
static void
read_scanned (HistoryScan *scan,
              int         *n_read)
{
  UnindexedFiles files = { scan->dir, scan->unindexed, n_read };

  history_for_each_in_threads (scan->unindexed->len, 1, read_unindexed_item, &files);
}

/* The last step: the list replaced by what @scan found. */
static void
finish_load (TmHistory   *self,
             HistoryScan *scan)
{
  g_autoptr(GHashTable) keys = NULL;
  GPtrArray *entries = scan->entries;
  guint old_len;

  /* Not finished games are reported, and left where they are: nothing
   * is moved or deleted but by the user. */
  for (guint i = 0; i < scan->unindexed->len; i++)
    {
      Unindexed *item = g_ptr_array_index (scan->unindexed, i);

      if (item->entry != NULL)
        g_ptr_array_add (entries, g_steal_pointer (&item->entry));
      else
        {
          g_autofree char *path = g_build_filename (self->dir, item->name, NULL);

          history_add_problem (self, item->name, path, item->problem);
        }
    }
  /* Lines whose file is gone. */
  if (g_hash_table_size (scan->cache) > 0)
    scan->changed = TRUE;

  g_ptr_array_sort (entries, history_compare_entry_pointers);
  if (!scan->changed && !scan->first && entries->len == self->entries->len)
    return;

  old_len = self->entries->len;
  keys = history_keys_new ();
  g_hash_table_remove_all (self->by_file);
  g_hash_table_remove_all (self->by_id);
  g_ptr_array_unref (self->entries);
  self->entries = g_steal_pointer (&scan->entries);
  for (guint i = 0; i < self->entries->len; i++)
    {
      history_entry_rekey (g_ptr_array_index (self->entries, i), self->book, keys);
      history_index_maps_add (self, g_ptr_array_index (self->entries, i));
    }
  self->loaded = TRUE;

  if (scan->changed)
    history_save_index_or_warn (self);
  g_list_model_items_changed (G_LIST_MODEL (self), 0, old_len, self->entries->len);
}

gboolean
tm_history_load (TmHistory  *self,
                 GError    **error)
{
  g_autoptr(HistoryScan) scan = NULL;
  int n_read = 0;

  g_return_val_if_fail (TM_IS_HISTORY (self), FALSE);

  scan = scan_folder (self, error);
  if (scan == NULL)
    return FALSE;
  read_scanned (scan, &n_read);
  finish_load (self, scan);
  return TRUE;
}

gboolean
history_ensure_loaded (TmHistory  *self,
                       GError    **error)
{
  return self->loaded || tm_history_load (self, error);
}

/* In the background ------------------------------------------------------- */

static void
read_in_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  TmHistory *self = source_object;

  read_scanned (task_data, &self->n_read);
  g_task_return_boolean (task, TRUE);
}

static void
on_read_in_background (GObject      *source_object,
                       GAsyncResult *result,
                       gpointer      user_data)
{
  TmHistory *self = TM_HISTORY (source_object);

  /* A load that would not wait (tm_history_load(), e.g. to add a game
   * finished meanwhile) has made the list already, from the folder as it
   * is now: what was read here is older. */
  if (!self->loaded)
    finish_load (self, g_task_get_task_data (G_TASK (result)));
  history_set_loading (self, FALSE);
}

gboolean
tm_history_load_in_background (TmHistory  *self,
                               GError    **error)
{
  g_autoptr(HistoryScan) scan = NULL;
  g_autoptr(GTask) task = NULL;
  int n_read = 0;

  g_return_val_if_fail (TM_IS_HISTORY (self), FALSE);

  if (self->loading)
    return TRUE;
  /* Later loads find the few files added or changed since. */
  if (self->loaded)
    return tm_history_load (self, error);
  scan = scan_folder (self, error);
  if (scan == NULL)
    return FALSE;
  if (scan->unindexed->len < READ_IN_BACKGROUND_MIN)
    {
      read_scanned (scan, &n_read);
      finish_load (self, scan);
      return TRUE;
    }

  self->n_to_read = scan->unindexed->len;
  g_atomic_int_set (&self->n_read, 0);
  task = g_task_new (self, NULL, on_read_in_background, NULL);
  g_task_set_source_tag (task, tm_history_load_in_background);
  g_task_set_name (task, "tm-history-read");
  g_task_set_task_data (task, g_steal_pointer (&scan), (GDestroyNotify) history_scan_free);
  g_task_run_in_thread (task, read_in_thread);
  history_set_loading (self, TRUE);
  return TRUE;
}

void
tm_history_get_load_progress (TmHistory *self,
                              guint     *n_read,
                              guint     *n_to_read)
{
  g_return_if_fail (TM_IS_HISTORY (self));

  *n_to_read = self->loading ? self->n_to_read : 0;
  *n_read = self->loading ? (guint) g_atomic_int_get (&self->n_read) : 0;
}
