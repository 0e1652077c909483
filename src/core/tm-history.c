/* tm-history.c — the finished games, kept as their records
 *
 * The records are the truth; the index (history/index.jsonl) only saves
 * replaying every record each time the history is shown.  Each line of
 * it is checked against its record file's size and modification time,
 * so an index that is missing, unreadable, from another version of
 * Tablemate, or behind the files (a record added, changed or removed
 * by hand) costs a replay of only the records it does not match.
 *
 * TmHistory is written in six files along its sections, each using
 * only those before it: tm-history-entry.c (players, entries and the
 * small helpers every part uses), tm-history-index.c (the index file),
 * this one (the list, record files, adding games), tm-history-load.c
 * (reading the folder, in the background too), tm-history-trash.c
 * (deleting and the trash) and tm-history-export.c (CSV and bundles,
 * export and import); tm-history-private.h is what they share.
 */
#include "config.h"

#include "tm-history-private.h"
#include "tm-play-clock.h"
#include "tm-file.h"
#include "tm-json.h"
#include "tm-registry.h"

#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

G_DEFINE_QUARK (tm-history-error-quark, tm_history_error)

/* Newest first; the same start time by id, then file, so the order is
 * stable. */
static int
compare_entries (TmHistoryEntry *a,
                 TmHistoryEntry *b)
{
  int c;

  if (a->time != b->time)
    return a->time > b->time ? -1 : 1;
  c = strcmp (a->id, b->id);
  if (c != 0)
    return c;
  return strcmp (a->file, b->file);
}

int
history_compare_entry_pointers (gconstpointer a,
                                gconstpointer b)
{
  return compare_entries (*(TmHistoryEntry * const *) a, *(TmHistoryEntry * const *) b);
}

/* An entry from a record replayed to its end (@game is finished, every
 * move held). */
TmHistoryEntry *
history_entry_new_from_game (const char *file,
                             gint64      mtime,
                             gint64      size,
                             TmRecord   *record,
                             TmGame     *game)
{
  guint n_players = tm_record_get_n_players (record);
  g_autoptr(GArray) winners = tm_game_get_winners (game);
  TmHistoryEntry *self;
  gint64 round;

  self = history_entry_new (file, mtime, size, tm_record_get_id (record), tm_record_get_game_id (record),
                    g_date_time_to_utc (tm_record_get_created (record)),
                    n_players, tm_record_get_n_moves (record));
  for (guint i = 0; i < n_players; i++)
    {
      history_entry_set_player (self, i, tm_record_get_player (record, i));
      self->scores[i] = tm_game_get_score (game, i);
    }
  for (guint i = 0; i < winners->len; i++)
    {
      int w = g_array_index (winners, int, i);

      if (w >= 0 && (guint) w < n_players)
        history_entry_set_winner (self, (guint) w);
    }
  /* Every move held: its times are added without another replay. */
  self->duration_s = tm_record_duration_s_of_legal_moves (record);
  /* How far a cooperative game got is told by its round. */
  if (tm_game_get_round (game, &round))
    self->round = (guint) CLAMP (round, 0, G_MAXINT);
  return self;
}

/* Problems ----------------------------------------------------------------- */

static void
problem_free (TmHistoryProblem *problem)
{
  g_free (problem->file);
  g_free (problem->message);
  g_free (problem->path);
  g_free (problem);
}

void
tm_history_import_clear (TmHistoryImport *import)
{
  g_clear_pointer (&import->skipped, g_ptr_array_unref);
  memset (import, 0, sizeof *import);
}

/* The history ------------------------------------------------------------- */

static void tm_history_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TmHistory, tm_history, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, tm_history_list_model_init))

static GType
tm_history_get_item_type (GListModel *model)
{
  return TM_TYPE_HISTORY_ENTRY;
}

static guint
tm_history_get_n_items (GListModel *model)
{
  return TM_HISTORY (model)->entries->len;
}

static gpointer
tm_history_get_item (GListModel *model,
                     guint       position)
{
  TmHistory *self = TM_HISTORY (model);

  if (position >= self->entries->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->entries, position));
}

static void
tm_history_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = tm_history_get_item_type;
  iface->get_n_items = tm_history_get_n_items;
  iface->get_item = tm_history_get_item;
}

static void
tm_history_finalize (GObject *object)
{
  TmHistory *self = TM_HISTORY (object);

  g_free (self->data_dir);
  g_free (self->dir);
  g_free (self->games_dir);
  g_free (self->index_path);
  g_free (self->trash_dir);
  g_clear_pointer (&self->by_file, g_hash_table_unref);
  g_clear_pointer (&self->by_id, g_hash_table_unref);
  g_clear_pointer (&self->trashed, g_hash_table_unref);
  g_clear_pointer (&self->collect_seen, g_hash_table_unref);
  g_clear_pointer (&self->entries, g_ptr_array_unref);
  g_clear_pointer (&self->problems, g_ptr_array_unref);
  if (self->book != NULL)
    g_signal_handlers_disconnect_by_data (self->book, self);
  g_clear_object (&self->book);

  G_OBJECT_CLASS (tm_history_parent_class)->finalize (object);
}

enum {
  PROP_0,
  PROP_LOADING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
tm_history_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  TmHistory *self = TM_HISTORY (object);

  switch (prop_id)
    {
    case PROP_LOADING:
      g_value_set_boolean (value, self->loading);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_history_class_init (TmHistoryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tm_history_finalize;
  object_class->get_property = tm_history_get_property;

  /**
   * TmHistory:loading:
   *
   * Whether records are being read in another thread
   * (tm_history_load_in_background()): the list is not there yet.
   */
  properties[PROP_LOADING] =
    g_param_spec_boolean ("loading", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

void
history_set_loading (TmHistory *self,
                     gboolean   loading)
{
  if (self->loading == loading)
    return;
  self->loading = loading;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOADING]);
}

gboolean
tm_history_is_loading (TmHistory *self)
{
  g_return_val_if_fail (TM_IS_HISTORY (self), FALSE);
  return self->loading;
}

static void
tm_history_init (TmHistory *self)
{
  self->entries = g_ptr_array_new_with_free_func (g_object_unref);
  self->by_file = g_hash_table_new (g_str_hash, g_str_equal);
  self->by_id = g_hash_table_new (g_str_hash, g_str_equal);
  self->trashed = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_object_unref);
  self->collect_seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->problems = g_ptr_array_new_with_free_func ((GDestroyNotify) problem_free);
}

TmHistory *
tm_history_new (const char *data_dir)
{
  TmHistory *self;

  g_return_val_if_fail (data_dir != NULL, NULL);

  self = g_object_new (TM_TYPE_HISTORY, NULL);
  self->data_dir = g_strdup (data_dir);
  self->dir = g_build_filename (data_dir, "history", NULL);
  self->games_dir = g_build_filename (data_dir, "games", NULL);
  self->index_path = g_build_filename (self->dir, INDEX_NAME, NULL);
  self->trash_dir = g_build_filename (self->dir, "trash", NULL);
  return self;
}

char *
tm_history_get_default_data_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "tablemate", NULL);
}

const char *
tm_history_get_dir (TmHistory *self)
{
  g_return_val_if_fail (TM_IS_HISTORY (self), NULL);
  return self->dir;
}

const char *
tm_history_get_games_dir (TmHistory *self)
{
  g_return_val_if_fail (TM_IS_HISTORY (self), NULL);
  return self->games_dir;
}

static void
rekey_all (TmHistory *self)
{
  g_autoptr(GHashTable) keys = history_keys_new ();
  guint n = self->entries->len;

  for (guint i = 0; i < n; i++)
    history_entry_rekey (g_ptr_array_index (self->entries, i), self->book, keys);
  /* Names are not part of the order (newest first): nothing moves. */
  if (n > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, n, n);
}

void
tm_history_set_player_book (TmHistory    *self,
                            TmPlayerBook *book)
{
  g_return_if_fail (TM_IS_HISTORY (self));
  g_return_if_fail (book == NULL || TM_IS_PLAYER_BOOK (book));

  if (self->book == book)
    return;
  if (self->book != NULL)
    g_signal_handlers_disconnect_by_data (self->book, self);
  g_set_object (&self->book, book);
  if (book != NULL)
    g_signal_connect_swapped (book, "changed", G_CALLBACK (rekey_all), self);
  rekey_all (self);
}

TmPlayerBook *
tm_history_get_player_book (TmHistory *self)
{
  g_return_val_if_fail (TM_IS_HISTORY (self), NULL);
  return self->book;
}

GPtrArray *
tm_history_get_problems (TmHistory *self)
{
  g_return_val_if_fail (TM_IS_HISTORY (self), NULL);
  return self->problems;
}

TmHistoryEntry *
tm_history_lookup (TmHistory  *self,
                   const char *id)
{
  g_return_val_if_fail (TM_IS_HISTORY (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);
  return g_hash_table_lookup (self->by_id, id);
}

void
history_add_problem (TmHistory  *self,
                     const char *file,
                     const char *path,
                     const char *message)
{
  TmHistoryProblem *problem = g_new0 (TmHistoryProblem, 1);

  problem->file = g_strdup (file);
  problem->path = g_strdup (path);
  problem->message = g_strdup (message);
  g_ptr_array_add (self->problems, problem);
  g_info ("History: %s: %s", path, message);
}

/* Size and modification time (µs) of a regular file. */
gboolean
history_stat_file (const char *path,
                   gint64     *mtime,
                   gint64     *size)
{
  GStatBuf st;

  if (g_stat (path, &st) != 0 || !S_ISREG (st.st_mode))
    return FALSE;
  *size = st.st_size;
#ifdef __linux__
  *mtime = (gint64) st.st_mtim.tv_sec * G_USEC_PER_SEC + st.st_mtim.tv_nsec / 1000;
#else
  *mtime = (gint64) st.st_mtime * G_USEC_PER_SEC;
#endif
  return TRUE;
}

/* Index of @entry in the sorted list, or where it would go. */
guint
history_find_position (TmHistory      *self,
                       TmHistoryEntry *entry,
                       gboolean       *found)
{
  guint low = 0, high = self->entries->len;

  *found = FALSE;
  while (low < high)
    {
      guint mid = low + (high - low) / 2;
      TmHistoryEntry *other = g_ptr_array_index (self->entries, mid);
      int c = compare_entries (other, entry);

      if (c == 0)
        {
          *found = other == entry;
          return mid;
        }
      if (c < 0)
        low = mid + 1;
      else
        high = mid;
    }
  return low;
}

void
history_index_maps_add (TmHistory      *self,
                        TmHistoryEntry *entry)
{
  g_hash_table_insert (self->by_file, entry->file, entry);
  if (!g_hash_table_contains (self->by_id, entry->id))
    g_hash_table_insert (self->by_id, entry->id, entry);
}

void
history_index_maps_remove (TmHistory      *self,
                           TmHistoryEntry *entry)
{
  g_hash_table_remove (self->by_file, entry->file);
  if (g_hash_table_lookup (self->by_id, entry->id) == entry)
    {
      g_hash_table_remove (self->by_id, entry->id);
      /* Another file may hold a game with the same id. */
      for (guint i = 0; i < self->entries->len; i++)
        {
          TmHistoryEntry *other = g_ptr_array_index (self->entries, i);

          if (other != entry && g_str_equal (other->id, entry->id))
            {
              g_hash_table_insert (self->by_id, other->id, other);
              break;
            }
        }
    }
}

/* Inserts @entry (a new reference) in order and tells the list's users. */
void
history_insert_entry (TmHistory      *self,
                      TmHistoryEntry *entry,
                      gboolean        emit)
{
  gboolean found;
  guint position = history_find_position (self, entry, &found);

  history_entry_rekey (entry, self->book, NULL);
  g_ptr_array_insert (self->entries, (int) position, entry);
  history_index_maps_add (self, entry);
  if (emit)
    g_list_model_items_changed (G_LIST_MODEL (self), position, 0, 1);
}

/* Record files ------------------------------------------------------------ */

gboolean
history_is_record_name (const char *name)
{
  /* Not hidden, and not the temporary file of an atomic save
   * ("x.json.ABC123"). */
  return name[0] != '.' && g_str_has_suffix (name, ".json");
}

TmRecord *
tm_history_load_record (TmHistory       *self,
                        TmHistoryEntry  *entry,
                        GError         **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (TM_IS_HISTORY (self), NULL);
  g_return_val_if_fail (TM_IS_HISTORY_ENTRY (entry), NULL);

  path = g_build_filename (self->dir, entry->file, NULL);
  return tm_record_load_file (path, error);
}

/* Adding games ------------------------------------------------------------ */

/* What makes two records the same game, whatever their id and date. */
char *
tm_history_record_fingerprint (TmRecord *record)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *data = NULL;
  JsonNode *options;

  json_builder_begin_array (builder);
  json_builder_add_string_value (builder, tm_record_get_game_id (record));
  json_builder_begin_array (builder);
  for (guint i = 0; i < tm_record_get_n_players (record); i++)
    json_builder_add_string_value (builder, tm_record_get_player (record, i));
  json_builder_end_array (builder);
  options = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (options, tm_record_get_options (record));
  json_builder_add_value (builder, options);
  json_builder_begin_array (builder);
  for (guint i = 0; i < tm_record_get_n_moves (record); i++)
    {
      JsonNode *move = json_node_new (JSON_NODE_OBJECT);

      json_node_set_object (move, tm_record_get_move (record, i));
      json_builder_add_value (builder, move);
    }
  json_builder_end_array (builder);
  json_builder_end_array (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  data = json_generator_to_data (generator, NULL);
  return g_compute_checksum_for_string (G_CHECKSUM_SHA256, data, -1);
}

TmRecord *
tm_history_record_with_id (TmRecord    *record,
                const char  *id,
                GError     **error)
{
  g_autofree char *data = tm_record_to_data (record, NULL);
  g_autoptr(JsonNode) root = json_from_string (data, error);
  g_autofree char *renamed = NULL;
  gsize length;

  if (root == NULL)
    return NULL;
  json_object_set_string_member (json_node_get_object (root), "id", id);
  renamed = json_to_string (root, TRUE);
  length = strlen (renamed);
  return tm_record_load_data (renamed, length, error);
}

char *
tm_history_copy_id (const char *id,
                    const char *fingerprint)
{
  /* Record ids are at most 60 characters (docs/records.md). */
  g_autofree char *stem = g_utf8_substring (id, 0, MIN (g_utf8_strlen (id, -1), 51));

  return g_strdup_printf ("%s-%.8s", stem, fingerprint);
}

gboolean
tm_history_contains_game (TmHistory   *self,
                          const char  *id,
                          const char  *fingerprint)
{
  if (!g_hash_table_contains (self->by_id, id))
    return FALSE;
  for (guint i = 0; i < self->entries->len; i++)
    {
      TmHistoryEntry *entry = g_ptr_array_index (self->entries, i);
      g_autoptr(TmRecord) other = NULL;
      g_autofree char *other_fingerprint = NULL;

      if (!g_str_equal (entry->id, id))
        continue;
      other = tm_history_load_record (self, entry, NULL);
      if (other == NULL)
        continue;
      other_fingerprint = tm_history_record_fingerprint (other);
      if (g_str_equal (other_fingerprint, fingerprint))
        return TRUE;
    }
  return FALSE;
}

/* A file name for @id: the id itself when it is a plain name, otherwise
 * a hash of it, so that no id can name a path; never one in use. */
static char *
file_name_for_id (TmHistory  *self,
                  const char *id)
{
  g_autofree char *stem = NULL;
  gboolean plain = id[0] != '\0' && id[0] != '.' && strlen (id) <= 100;

  for (const char *p = id; plain && *p != '\0'; p++)
    plain = g_ascii_isalnum (*p) || *p == '-' || *p == '_' || *p == '.';
  if (plain)
    stem = g_strdup (id);
  else
    {
      g_autofree char *hash = g_compute_checksum_for_string (G_CHECKSUM_SHA256, id, -1);

      stem = g_strdup_printf ("game-%.32s", hash);
    }

  for (guint n = 1; ; n++)
    {
      g_autofree char *name = n == 1 ? g_strconcat (stem, ".json", NULL)
                                     : g_strdup_printf ("%s-%u.json", stem, n);
      g_autofree char *path = g_build_filename (self->dir, name, NULL);

      if (!g_hash_table_contains (self->by_file, name)
          && !g_hash_table_contains (self->trashed, name)
          && !g_file_test (path, G_FILE_TEST_EXISTS))
        return g_steal_pointer (&name);
    }
}

/* Saves a record file atomically.  An import (@quick) writes thousands
 * of them: those are not synced to disk one by one, as the bundle they
 * come from still holds them. */
static gboolean
save_record (TmRecord    *record,
             const char  *path,
             gboolean     quick,
             GError     **error)
{
  g_autofree char *data = NULL;
  gsize length;

  if (!quick)
    return tm_record_save (record, path, error);
  data = tm_record_to_data (record, &length);
  /* tm_record_save() knows what to do with a record near the limits. */
  if (length > TM_JSON_MAX_BYTES / 2)
    return tm_record_save (record, path, error);
  /* Renamed when whole, so no half-written record is ever read; the
   * temporary name is not one the history reads. */
  {
    g_autofree char *temporary = g_strconcat (path, ".part", NULL);

    if (!g_file_set_contents_full (temporary, data, (gssize) length, G_FILE_SET_CONTENTS_NONE,
                                   0644, error))
      return FALSE;
    if (g_rename (temporary, path) != 0)
      {
        int saved_errno = errno;

        g_unlink (temporary);
        g_set_error (error, TM_HISTORY_ERROR, TM_HISTORY_ERROR_IO,
                     _("The game could not be saved: %s"), g_strerror (saved_errno));
        return FALSE;
      }
  }
  return TRUE;
}

/* Adds @record (replayed: @game, finished) to the folder and the list.
 * @source, when given, is the record's file in games/: it is moved (or,
 * when the game is in the history already, removed). */
gboolean
history_add_finished (TmHistory          *self,
                      TmRecord           *record,
                      TmGame             *game,
                      const char         *source,
                      gboolean            emit,
                      TmHistoryAddResult *result,
                      GError            **error)
{
  g_autoptr(TmRecord) renamed = NULL;
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;
  TmHistoryAddResult how = TM_HISTORY_ADDED;
  gint64 mtime, size;
  const char *id = tm_record_get_id (record);

  if (g_hash_table_contains (self->by_id, id))
    {
      g_autofree char *fingerprint = tm_history_record_fingerprint (record);
      g_autofree char *new_id = NULL;

      if (tm_history_contains_game (self, id, fingerprint))
        how = TM_HISTORY_DUPLICATE;
      else
        {
          new_id = tm_history_copy_id (id, fingerprint);
          if (tm_history_contains_game (self, new_id, fingerprint))
            how = TM_HISTORY_DUPLICATE;
          else
            {
              renamed = tm_history_record_with_id (record, new_id, error);
              if (renamed == NULL)
                return FALSE;
              record = renamed;
              how = TM_HISTORY_ADDED_AS_COPY;
            }
        }
    }

  if (how == TM_HISTORY_DUPLICATE)
    {
      /* The history has this very game: the copy in games/ is not needed. */
      if (source != NULL)
        g_unlink (source);
      if (result != NULL)
        *result = how;
      return TRUE;
    }

  if (!history_ensure_dir (self->dir, error))
    return FALSE;
  name = file_name_for_id (self, tm_record_get_id (record));
  path = g_build_filename (self->dir, name, NULL);
  if (source == NULL || renamed != NULL || g_rename (source, path) != 0)
    {
      if (!save_record (record, path, source == NULL, error))
        return FALSE;
      if (source != NULL)
        g_unlink (source);
    }
  if (!history_stat_file (path, &mtime, &size))
    {
      g_set_error (error, TM_HISTORY_ERROR, TM_HISTORY_ERROR_IO,
                   _("The game was saved as %s but cannot be read back."), path);
      return FALSE;
    }

  history_insert_entry (self, history_entry_new_from_game (name, mtime, size, record, game), emit);
  if (result != NULL)
    *result = how;
  return TRUE;
}

/* Replays @record; NULL with @error when it is not a finished game. */
TmGame *
history_replay_finished (TmRecord  *record,
                         GError   **error)
{
  g_autoptr(TmGame) game = NULL;
  g_autoptr(GError) move_error = NULL;
  int illegal_index = -1;

  game = tm_record_replay (record, G_MAXUINT, &illegal_index, &move_error, error);
  if (game == NULL)
    return NULL;
  if (illegal_index >= 0)
    {
      g_set_error (error, TM_HISTORY_ERROR, TM_HISTORY_ERROR_NOT_FINISHED,
                   _("Move %d breaks the rules: %s"), illegal_index + 1, move_error->message);
      return NULL;
    }
  if (!tm_game_is_finished (game))
    {
      g_set_error (error, TM_HISTORY_ERROR, TM_HISTORY_ERROR_NOT_FINISHED,
                   _("The game is not finished."));
      return NULL;
    }
  return g_steal_pointer (&game);
}

gboolean
tm_history_add_record (TmHistory           *self,
                       TmRecord            *record,
                       TmHistoryAddResult  *result,
                       GError             **error)
{
  g_autoptr(TmGame) game = NULL;

  g_return_val_if_fail (TM_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (TM_IS_RECORD (record), FALSE);

  if (!history_ensure_loaded (self, error))
    return FALSE;
  game = history_replay_finished (record, error);
  if (game == NULL)
    return FALSE;
  if (!history_add_finished (self, record, game, NULL, TRUE, result, error))
    return FALSE;
  history_save_index_or_warn (self);
  return TRUE;
}

TmHistoryEntry *
tm_history_replace_record (TmHistory       *self,
                           TmHistoryEntry  *entry,
                           TmRecord        *record,
                           GError         **error)
{
  g_autoptr(TmGame) game = NULL;
  g_autofree char *path = NULL;
  TmHistoryEntry *replacement;
  gboolean found;
  guint position;
  gint64 mtime, size;

  g_return_val_if_fail (TM_IS_HISTORY (self), NULL);
  g_return_val_if_fail (TM_IS_HISTORY_ENTRY (entry), NULL);
  g_return_val_if_fail (TM_IS_RECORD (record), NULL);

  position = history_find_position (self, entry, &found);
  if (!found)
    {
      g_set_error (error, TM_HISTORY_ERROR, TM_HISTORY_ERROR_NOT_FOUND,
                   _("This game is not in the history any more."));
      return NULL;
    }
  /* Another id would be another game, filed under this one's name. */
  if (g_strcmp0 (tm_record_get_id (record), entry->id) != 0)
    {
      g_set_error (error, TM_HISTORY_ERROR, TM_HISTORY_ERROR_NOT_FOUND,
                   _("This record is another game than the one in the history."));
      return NULL;
    }
  game = history_replay_finished (record, error);
  if (game == NULL)
    return NULL;
  path = g_build_filename (self->dir, entry->file, NULL);
  if (!tm_record_save (record, path, error))
    return NULL;
  if (!history_stat_file (path, &mtime, &size))
    {
      g_set_error (error, TM_HISTORY_ERROR, TM_HISTORY_ERROR_IO,
                   _("The game was saved as %s but cannot be read back."), path);
      return NULL;
    }

  replacement = history_entry_new_from_game (entry->file, mtime, size, record, game);
  g_object_ref (entry);
  g_ptr_array_remove_index (self->entries, position);
  history_index_maps_remove (self, entry);
  g_list_model_items_changed (G_LIST_MODEL (self), position, 1, 0);
  g_object_unref (entry);
  history_insert_entry (self, replacement, TRUE);
  history_save_index_or_warn (self);
  return replacement;
}

typedef struct
{
  char *path;
  TmRecord *record;
  TmGame *game;
} Finished;

static void
finished_free (Finished *finished)
{
  g_free (finished->path);
  g_clear_object (&finished->record);
  g_clear_object (&finished->game);
  g_free (finished);
}

guint
tm_history_collect_some (TmHistory  *self,
                         const char *except_id,
                         guint       max_games,
                         gboolean   *more)
{
  g_autoptr(GPtrArray) found = NULL;
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GError) error = NULL;
  const char *name;
  gboolean stopped = FALSE;
  guint moved = 0;

  g_return_val_if_fail (TM_IS_HISTORY (self), 0);
  g_return_val_if_fail (max_games > 0, 0);

  if (more != NULL)
    *more = FALSE;
  dir = g_dir_open (self->games_dir, 0, NULL);
  if (dir == NULL)
    return 0;

  /* At most @max_games records and their games in memory at once: 10,000
   * finished games left in games/ once took 647 MB when all were read
   * before any was moved.  What is not a record, not finished or cannot
   * be added is remembered and not read again in the next batches. */
  found = g_ptr_array_new_with_free_func ((GDestroyNotify) finished_free);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autoptr(TmRecord) record = NULL;
      g_autoptr(TmGame) game = NULL;
      Finished *finished;

      if (!history_is_record_name (name) || g_hash_table_contains (self->collect_seen, name))
        continue;
      if (found->len == max_games)
        {
          stopped = TRUE;
          break;
        }
      path = g_build_filename (self->games_dir, name, NULL);
      /* What is not a record, or not finished, is the saved games' business. */
      record = tm_record_load_file (path, NULL);
      if (record != NULL
          && !(except_id != NULL && g_str_equal (tm_record_get_id (record), except_id)))
        game = history_replay_finished (record, NULL);
      if (game == NULL)
        {
          g_hash_table_add (self->collect_seen, g_strdup (name));
          continue;
        }
      finished = g_new0 (Finished, 1);
      finished->path = g_steal_pointer (&path);
      finished->record = g_steal_pointer (&record);
      finished->game = g_steal_pointer (&game);
      g_ptr_array_add (found, finished);
    }
  if (!stopped)
    g_hash_table_remove_all (self->collect_seen);
  if (more != NULL)
    *more = stopped;
  if (found->len == 0)
    return 0;

  /* The games stay in games/; the history page says what is wrong. */
  if (!history_ensure_loaded (self, &error))
    {
      g_info ("%s", error->message);
      g_hash_table_remove_all (self->collect_seen);
      if (more != NULL)
        *more = FALSE;
      return 0;
    }
  for (guint i = 0; i < found->len; i++)
    {
      Finished *finished = g_ptr_array_index (found, i);

      g_clear_error (&error);
      if (history_add_finished (self, finished->record, finished->game, finished->path, TRUE, NULL, &error))
        moved++;
      else
        {
          g_autofree char *basename = g_path_get_basename (finished->path);

          history_add_problem (self, basename, finished->path, error->message);
          if (stopped)
            g_hash_table_add (self->collect_seen, g_steal_pointer (&basename));
        }
    }
  if (moved > 0)
    history_save_index_or_warn (self);
  return moved;
}

guint
tm_history_collect (TmHistory  *self,
                    const char *except_id)
{
  gboolean more = TRUE;
  guint moved = 0;

  g_return_val_if_fail (TM_IS_HISTORY (self), 0);

  /* A whole collection: every name is looked at again. */
  g_hash_table_remove_all (self->collect_seen);
  while (more)
    moved += tm_history_collect_some (self, except_id, TM_HISTORY_COLLECT_BATCH, &more);
  return moved;
}
