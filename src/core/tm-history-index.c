/* tm-history-index.c — the history's index file (see tm-history.c) */
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

/* An index line; NULL when anything in it is not as written. */
static TmHistoryEntry *
entry_from_json (JsonObject *object)
{
  g_autoptr(TmHistoryEntry) self = NULL;
  const char *file, *id, *game_id, *created_text;
  JsonArray *players, *scores, *winners;
  GDateTime *created;
  gint64 mtime, size, n_moves, round = 0;
  guint n_players;

  file = tm_json_node_get_string (tm_json_object_get_member (object, "file"));
  id = tm_json_node_get_string (tm_json_object_get_member (object, "id"));
  game_id = tm_json_node_get_string (tm_json_object_get_member (object, "game"));
  created_text = tm_json_node_get_string (tm_json_object_get_member (object, "created"));
  players = tm_json_node_get_array (tm_json_object_get_member (object, "players"));
  scores = tm_json_node_get_array (tm_json_object_get_member (object, "scores"));
  winners = tm_json_node_get_array (tm_json_object_get_member (object, "winners"));
  if (file == NULL || id == NULL || game_id == NULL || created_text == NULL
      || players == NULL || scores == NULL || winners == NULL
      || !history_get_int64_member (object, "mtime", G_MININT64, &mtime)
      || !history_get_int64_member (object, "size", 0, &size)
      || !history_get_int64_member (object, "moves", 0, &n_moves) || n_moves > TM_RECORD_MAX_MOVES
      /* "round" is left out by hand-made lines: no round. */
      || (tm_json_object_get_member (object, "round") != NULL
          && (!history_get_int64_member (object, "round", 0, &round) || round > TM_RECORD_MAX_MOVES)))
    return NULL;
  if (strchr (file, '/') != NULL || file[0] == '.' || tm_registry_lookup (game_id) == NULL)
    return NULL;

  n_players = json_array_get_length (players);
  if (n_players == 0 || n_players > TM_RECORD_MAX_PLAYERS
      || json_array_get_length (scores) != n_players
      || json_array_get_length (winners) > n_players)
    return NULL;
  created = g_date_time_new_from_iso8601 (created_text, NULL);
  if (created == NULL)
    return NULL;

  self = history_entry_new (file, mtime, size, id, game_id, created, n_players, (guint) n_moves);
  self->round = (guint) round;
  /* "duration_s" is left out when the record does not say. */
  if (tm_json_object_get_member (object, "duration_s") != NULL
      && !history_get_int64_member (object, "duration_s", 0, &self->duration_s))
    return NULL;
  for (guint i = 0; i < n_players; i++)
    {
      const char *name = tm_json_node_get_string (json_array_get_element (players, i));

      if (name == NULL || name[0] == '\0'
          || !tm_json_node_get_int (json_array_get_element (scores, i), G_MININT, G_MAXINT,
                                    &self->scores[i]))
        return NULL;
      history_entry_set_player (self, i, name);
    }
  for (guint i = 0; i < json_array_get_length (winners); i++)
    {
      int w;

      if (!tm_json_node_get_int (json_array_get_element (winners, i), 0, (int) n_players - 1, &w))
        return NULL;
      history_entry_set_winner (self, (guint) w);
    }
  return g_steal_pointer (&self);
}

static void
add_string_member (JsonBuilder *builder,
                   const char  *name,
                   const char  *value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_string_value (builder, value);
}

static void
add_int_member (JsonBuilder *builder,
                const char  *name,
                gint64       value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_int_value (builder, value);
}

static char *
format_utc (GDateTime *when)
{
  g_autoptr(GDateTime) utc = g_date_time_to_utc (when);

  return g_date_time_format_iso8601 (utc);
}

static void
entry_to_json (TmHistoryEntry *self,
               JsonBuilder    *builder)
{
  g_autofree char *created = format_utc (self->created);

  json_builder_begin_object (builder);
  add_string_member (builder, "file", self->file);
  add_int_member (builder, "mtime", self->mtime);
  add_int_member (builder, "size", self->size);
  add_string_member (builder, "id", self->id);
  add_string_member (builder, "game", self->game_id);
  add_string_member (builder, "created", created);
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->n_players; i++)
    json_builder_add_string_value (builder, self->names[i]);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "scores");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->n_players; i++)
    json_builder_add_int_value (builder, self->scores[i]);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "winners");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->n_players; i++)
    if (self->winners[i])
      json_builder_add_int_value (builder, i);
  json_builder_end_array (builder);
  add_int_member (builder, "moves", self->n_moves);
  add_int_member (builder, "round", self->round);
  if (self->duration_s >= 0)
    add_int_member (builder, "duration_s", self->duration_s);
  json_builder_end_object (builder);
}

/* The index file --------------------------------------------------------- */

static gboolean
save_index (TmHistory  *self,
            GError    **error)
{
  g_autoptr(GString) data = g_string_new (NULL);
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(GError) local_error = NULL;

  if (!history_ensure_dir (self->dir, error))
    return FALSE;

  g_string_append_printf (data, "{\"format\":\"%s\",\"version\":%d,\"tablemate\":\"%s\"}\n",
                          TM_HISTORY_INDEX_FORMAT, TM_HISTORY_INDEX_VERSION, PACKAGE_VERSION);
  for (guint i = 0; i < self->entries->len; i++)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autoptr(JsonNode) root = NULL;
      g_autofree char *line = NULL;

      entry_to_json (g_ptr_array_index (self->entries, i), builder);
      root = json_builder_get_root (builder);
      json_generator_set_root (generator, root);
      line = json_generator_to_data (generator, NULL);
      g_string_append (data, line);
      g_string_append_c (data, '\n');
    }

  /* Atomic: a crash leaves the old index or the new one. */
  if (!tm_file_save_atomic (self->index_path, data->str, (gssize) data->len, 0600, &local_error))
    {
      g_set_error_literal (error, TM_HISTORY_ERROR, TM_HISTORY_ERROR_IO, local_error->message);
      return FALSE;
    }
  return TRUE;
}

/* Saves the index; a failure only costs replays next time. */
void
history_save_index_or_warn (TmHistory *self)
{
  g_autoptr(GError) error = NULL;

  /* Not a warning: a read-only folder is no fault of the program, and
   * the history page says when the history itself cannot be read. */
  if (!save_index (self, &error))
    g_info ("%s", error->message);
}

static gboolean
index_header_matches (const char *line,
                      gsize       length)
{
  g_autoptr(JsonNode) node = tm_json_parse (line, length, NULL);
  JsonObject *object = tm_json_node_get_object (node);
  int version;

  /* Another Tablemate may score differently: then every line is stale. */
  return object != NULL
         && g_strcmp0 (tm_json_node_get_string (tm_json_object_get_member (object, "format")),
                       TM_HISTORY_INDEX_FORMAT) == 0
         && tm_json_node_get_int (tm_json_object_get_member (object, "version"), 0, G_MAXINT, &version)
         && version == TM_HISTORY_INDEX_VERSION
         && g_strcmp0 (tm_json_node_get_string (tm_json_object_get_member (object, "tablemate")),
                       PACKAGE_VERSION) == 0;
}

/* The entries the index file holds, by file; *@complete is FALSE when
 * the file is missing or any of it could not be used. */
GHashTable *
history_read_index (TmHistory *self,
                    gboolean  *complete)
{
  GHashTable *cache = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_object_unref);
  g_autofree char *data = NULL;
  gsize length;
  const char *p, *end;
  gboolean header = TRUE;

  *complete = FALSE;
  if (!g_file_get_contents (self->index_path, &data, &length, NULL))
    return cache;

  *complete = TRUE;
  p = data;
  end = data + length;
  while (p < end)
    {
      const char *eol = memchr (p, '\n', end - p);
      gsize line_length = (eol != NULL ? eol : end) - p;

      if (header)
        {
          header = FALSE;
          if (!index_header_matches (p, line_length))
            {
              *complete = FALSE;
              return cache;
            }
        }
      else if (line_length > 0)
        {
          g_autoptr(JsonNode) node = tm_json_parse (p, line_length, NULL);
          JsonObject *object = tm_json_node_get_object (node);
          TmHistoryEntry *entry = object != NULL ? entry_from_json (object) : NULL;

          if (entry == NULL || g_hash_table_contains (cache, entry->file))
            {
              *complete = FALSE;
              g_clear_object (&entry);
            }
          else
            g_hash_table_insert (cache, entry->file, entry);
        }
      p = eol != NULL ? eol + 1 : end;
    }
  if (header)
    *complete = FALSE;   /* an empty file */
  return cache;
}
