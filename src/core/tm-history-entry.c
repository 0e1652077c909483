/* tm-history-entry.c — a finished game in the history, and what every
 * part of TmHistory shares
 *
 * The entries (TmHistoryEntry), the identity of a player's name, and
 * two small helpers (a folder made on demand, a whole number read from
 * JSON).  This file calls no other part of TmHistory: the index, the
 * list, the trash and the export all build on it, never the other way.
 */
#include "config.h"

#include "tm-history-private.h"
#include "tm-json.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

/* Players ------------------------------------------------------------------ */

char *
tm_player_key (const char *name)
{
  const char *start, *end;
  char *normalized;

  g_return_val_if_fail (name != NULL, NULL);

  start = name;
  end = name + strlen (name);
  while (start < end)
    {
      gunichar c = g_utf8_get_char_validated (start, end - start);

      if (c == (gunichar) -1 || c == (gunichar) -2 || !g_unichar_isspace (c))
        break;
      start = g_utf8_next_char (start);
    }
  while (end > start)
    {
      const char *prev = g_utf8_find_prev_char (start, end);
      gunichar c;

      if (prev == NULL)
        break;
      c = g_utf8_get_char_validated (prev, end - prev);
      if (c == (gunichar) -1 || c == (gunichar) -2 || !g_unichar_isspace (c))
        break;
      end = prev;
    }
  /* A name of nothing but spaces stays what it is. */
  if (start == end)
    return g_strdup (name);

  normalized = g_utf8_normalize (start, end - start, G_NORMALIZE_NFC);
  return normalized != NULL ? normalized : g_strndup (start, end - start);
}

/* Entries ------------------------------------------------------------------ */

G_DEFINE_FINAL_TYPE (TmHistoryEntry, tm_history_entry, G_TYPE_OBJECT)

static void
tm_history_entry_finalize (GObject *object)
{
  TmHistoryEntry *self = TM_HISTORY_ENTRY (object);

  g_free (self->file);
  g_free (self->id);
  g_free (self->game_id);
  g_clear_pointer (&self->created, g_date_time_unref);
  g_strfreev (self->names);
  g_strfreev (self->keys);
  g_free (self->scores);
  g_free (self->winners);

  G_OBJECT_CLASS (tm_history_entry_parent_class)->finalize (object);
}

static void
tm_history_entry_class_init (TmHistoryEntryClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tm_history_entry_finalize;
}

static void
tm_history_entry_init (TmHistoryEntry *self)
{
}

/* Takes @created. */
TmHistoryEntry *
history_entry_new (const char *file,
                   gint64      mtime,
                   gint64      size,
                   const char *id,
                   const char *game_id,
                   GDateTime  *created,
                   guint       n_players,
                   guint       n_moves)
{
  TmHistoryEntry *self = g_object_new (TM_TYPE_HISTORY_ENTRY, NULL);

  self->file = g_strdup (file);
  self->mtime = mtime;
  self->size = size;
  self->id = g_strdup (id);
  self->game_id = g_strdup (game_id);
  self->created = created;
  self->time = g_date_time_to_unix (created) * G_USEC_PER_SEC + g_date_time_get_microsecond (created);
  self->n_players = n_players;
  self->names = g_new0 (char *, n_players + 1);
  self->keys = g_new0 (char *, n_players + 1);
  self->scores = g_new0 (int, n_players);
  self->winners = g_new0 (gboolean, n_players);
  self->n_moves = n_moves;
  self->duration_s = -1;
  return self;
}

void
history_entry_set_player (TmHistoryEntry *self,
                          guint           index,
                          const char     *name)
{
  self->names[index] = g_strdup (name);
  self->keys[index] = tm_player_key (name);
}

GHashTable *
history_keys_new (void)
{
  return g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}

void
history_entry_rekey (TmHistoryEntry *self,
                     TmPlayerBook   *book,
                     GHashTable     *keys)
{
  for (guint i = 0; i < self->n_players; i++)
    {
      const char *known = keys != NULL ? g_hash_table_lookup (keys, self->names[i]) : NULL;

      g_free (self->keys[i]);
      if (known != NULL)
        {
          self->keys[i] = g_strdup (known);
          continue;
        }
      self->keys[i] = book != NULL ? tm_player_book_resolve (book, self->names[i])
                                   : tm_player_key (self->names[i]);
      if (keys != NULL)
        g_hash_table_insert (keys, g_strdup (self->names[i]), g_strdup (self->keys[i]));
    }
}

void
history_entry_set_winner (TmHistoryEntry *self,
                          guint           index)
{
  if (!self->winners[index])
    self->n_winners++;
  self->winners[index] = TRUE;
}

const char *
tm_history_entry_get_id (TmHistoryEntry *self)
{
  g_return_val_if_fail (TM_IS_HISTORY_ENTRY (self), NULL);
  return self->id;
}

const char *
tm_history_entry_get_game_id (TmHistoryEntry *self)
{
  g_return_val_if_fail (TM_IS_HISTORY_ENTRY (self), NULL);
  return self->game_id;
}

GDateTime *
tm_history_entry_get_created (TmHistoryEntry *self)
{
  g_return_val_if_fail (TM_IS_HISTORY_ENTRY (self), NULL);
  return self->created;
}

guint
tm_history_entry_get_n_players (TmHistoryEntry *self)
{
  g_return_val_if_fail (TM_IS_HISTORY_ENTRY (self), 0);
  return self->n_players;
}

const char *
tm_history_entry_get_player (TmHistoryEntry *self,
                             guint           index)
{
  g_return_val_if_fail (TM_IS_HISTORY_ENTRY (self), NULL);
  g_return_val_if_fail (index < self->n_players, NULL);
  return self->keys[index];
}

guint
tm_history_entry_get_round (TmHistoryEntry *self)
{
  g_return_val_if_fail (TM_IS_HISTORY_ENTRY (self), 0);
  return self->round;
}

int
tm_history_entry_get_score (TmHistoryEntry *self,
                            guint           index)
{
  g_return_val_if_fail (TM_IS_HISTORY_ENTRY (self), 0);
  g_return_val_if_fail (index < self->n_players, 0);
  return self->scores[index];
}

gboolean
tm_history_entry_is_winner (TmHistoryEntry *self,
                            guint           index)
{
  g_return_val_if_fail (TM_IS_HISTORY_ENTRY (self), FALSE);
  g_return_val_if_fail (index < self->n_players, FALSE);
  return self->winners[index];
}

guint
tm_history_entry_get_n_winners (TmHistoryEntry *self)
{
  g_return_val_if_fail (TM_IS_HISTORY_ENTRY (self), 0);
  return self->n_winners;
}

guint
tm_history_entry_get_n_moves (TmHistoryEntry *self)
{
  g_return_val_if_fail (TM_IS_HISTORY_ENTRY (self), 0);
  return self->n_moves;
}

gint64
tm_history_entry_get_duration_s (TmHistoryEntry *self)
{
  g_return_val_if_fail (TM_IS_HISTORY_ENTRY (self), -1);
  return self->duration_s;
}

const char *
tm_history_entry_get_file (TmHistoryEntry *self)
{
  g_return_val_if_fail (TM_IS_HISTORY_ENTRY (self), NULL);
  return self->file;
}

int
tm_history_entry_find_player (TmHistoryEntry *self,
                              const char     *key)
{
  g_return_val_if_fail (TM_IS_HISTORY_ENTRY (self), -1);
  g_return_val_if_fail (key != NULL, -1);

  for (guint i = 0; i < self->n_players; i++)
    if (g_str_equal (self->keys[i], key))
      return (int) i;
  return -1;
}

gboolean
history_node_get_int64 (JsonNode *node,
                        gint64    min,
                        gint64   *value)
{
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node)
      || json_node_get_value_type (node) != G_TYPE_INT64
      || json_node_get_int (node) < min)
    return FALSE;
  *value = json_node_get_int (node);
  return TRUE;
}

typedef struct
{
  guint n_items;
  HistoryItemFunc func;
  gpointer data;
  gint next;                 /* the next item to take, atomically */
} ItemBatch;

static gpointer
run_item_batch (gpointer data)
{
  ItemBatch *batch = data;
  guint i;

  while ((i = (guint) g_atomic_int_add (&batch->next, 1)) < batch->n_items)
    batch->func (batch->data, i);
  return NULL;
}

void
history_for_each_in_threads (guint           n_items,
                             guint           min_per_thread,
                             HistoryItemFunc func,
                             gpointer        data)
{
  ItemBatch batch = { n_items, func, data, 0 };
  guint n_threads = MIN (MIN (g_get_num_processors (), 8), n_items / MAX (min_per_thread, 1));
  g_autoptr(GPtrArray) threads = g_ptr_array_new ();

  for (guint i = 1; i < n_threads; i++)
    {
      g_autoptr(GError) error = NULL;
      GThread *thread = g_thread_try_new ("tm-history-read", run_item_batch, &batch, &error);

      /* Without another thread, this one reads them all. */
      if (thread == NULL)
        break;
      g_ptr_array_add (threads, thread);
    }
  run_item_batch (&batch);
  for (guint i = 0; i < threads->len; i++)
    g_thread_join (g_ptr_array_index (threads, i));
}

gboolean
history_ensure_dir (const char  *path,
                    GError     **error)
{
  if (g_mkdir_with_parents (path, 0700) == 0)
    return TRUE;
  {
    int saved_errno = errno;

    g_set_error (error, TM_HISTORY_ERROR, TM_HISTORY_ERROR_IO,
                 _("The folder %s cannot be created: %s"), path, g_strerror (saved_errno));
  }
  return FALSE;
}

