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

/* An index line's values, before they are checked.  Version 2 wrote each
 * line as an object with these names; version 3 writes it as an array
 * in this order, without the names: json-glib reads it in two thirds of
 * the time (no name strings, no hash table per line), and reading the
 * index is most of opening the history. */
enum
{
  COLUMN_FILE,               /* version 3: null when it is "<id>.json" */
  COLUMN_MTIME,
  COLUMN_SIZE,
  COLUMN_ID,
  COLUMN_GAME,
  COLUMN_CREATED,
  COLUMN_PLAYERS,
  COLUMN_SCORES,
  COLUMN_WINNERS,
  COLUMN_MOVES,
  COLUMN_ROUND,              /* left out by hand-made version 2 lines: 0 */
  COLUMN_DURATION_S,         /* left out (2) or null (3): the record does not say */
  N_COLUMNS
};

static const char * const column_names[N_COLUMNS] = {
  "file", "mtime", "size", "id", "game", "created", "players", "scores", "winners", "moves",
  "round", "duration_s",
};

typedef struct
{
  JsonNode *columns[N_COLUMNS];   /* NULL: left out (version 2) */
} IndexLine;

/* A version 2 line: {"file": …, "mtime": …, …}. */
static gboolean
line_from_object (JsonNode  *node,
                  IndexLine *line)
{
  JsonObject *object = tm_json_node_get_object (node);

  if (object == NULL)
    return FALSE;
  /* A null member is read as left out, as version 2 did. */
  for (guint i = 0; i < N_COLUMNS; i++)
    line->columns[i] = tm_json_object_get_member (object, column_names[i]);
  return TRUE;
}

/* A version 3 line: [file, mtime, size, id, game, created, players,
 * scores, winners, moves, round, duration_s]. */
static gboolean
line_from_array (JsonNode  *node,
                 IndexLine *line)
{
  JsonArray *array = tm_json_node_get_array (node);

  if (array == NULL || json_array_get_length (array) != N_COLUMNS)
    return FALSE;
  for (guint i = 0; i < N_COLUMNS; i++)
    line->columns[i] = json_array_get_element (array, i);
  return TRUE;
}

/* The entry of an index line; NULL when anything in it is not as
 * written. */
static TmHistoryEntry *
entry_from_line (const IndexLine *line)
{
  JsonNode * const *columns = line->columns;
  g_autoptr(TmHistoryEntry) self = NULL;
  g_autofree char *id_file = NULL;
  const char *file, *id, *game_id, *created_text;
  JsonArray *players, *scores, *winners;
  GDateTime *created;
  gint64 mtime, size, n_moves, round = 0;
  guint n_players;

  id = tm_json_node_get_string (columns[COLUMN_ID]);
  /* Version 3 leaves out the usual name. */
  if (id != NULL && columns[COLUMN_FILE] != NULL && JSON_NODE_HOLDS_NULL (columns[COLUMN_FILE]))
    file = id_file = g_strconcat (id, ".json", NULL);
  else
    file = tm_json_node_get_string (columns[COLUMN_FILE]);
  game_id = tm_json_node_get_string (columns[COLUMN_GAME]);
  created_text = tm_json_node_get_string (columns[COLUMN_CREATED]);
  players = tm_json_node_get_array (columns[COLUMN_PLAYERS]);
  scores = tm_json_node_get_array (columns[COLUMN_SCORES]);
  winners = tm_json_node_get_array (columns[COLUMN_WINNERS]);
  if (file == NULL || id == NULL || game_id == NULL || created_text == NULL
      || players == NULL || scores == NULL || winners == NULL
      || !history_node_get_int64 (columns[COLUMN_MTIME], G_MININT64, &mtime)
      || !history_node_get_int64 (columns[COLUMN_SIZE], 0, &size)
      || !history_node_get_int64 (columns[COLUMN_MOVES], 0, &n_moves) || n_moves > TM_RECORD_MAX_MOVES
      || (columns[COLUMN_ROUND] != NULL
          && (!history_node_get_int64 (columns[COLUMN_ROUND], 0, &round) || round > TM_RECORD_MAX_MOVES)))
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
  if (columns[COLUMN_DURATION_S] != NULL && !JSON_NODE_HOLDS_NULL (columns[COLUMN_DURATION_S])
      && !history_node_get_int64 (columns[COLUMN_DURATION_S], 0, &self->duration_s))
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

static char *
format_utc (GDateTime *when)
{
  g_autoptr(GDateTime) utc = g_date_time_to_utc (when);

  return g_date_time_format_iso8601 (utc);
}

/* @self as a version 3 line (see IndexLine). */
static void
entry_to_json (TmHistoryEntry *self,
               JsonBuilder    *builder)
{
  g_autofree char *created = format_utc (self->created);
  g_autofree char *id_file = g_strconcat (self->id, ".json", NULL);

  json_builder_begin_array (builder);
  if (g_str_equal (self->file, id_file))
    json_builder_add_null_value (builder);
  else
    json_builder_add_string_value (builder, self->file);
  json_builder_add_int_value (builder, self->mtime);
  json_builder_add_int_value (builder, self->size);
  json_builder_add_string_value (builder, self->id);
  json_builder_add_string_value (builder, self->game_id);
  json_builder_add_string_value (builder, created);
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->n_players; i++)
    json_builder_add_string_value (builder, self->names[i]);
  json_builder_end_array (builder);
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->n_players; i++)
    json_builder_add_int_value (builder, self->scores[i]);
  json_builder_end_array (builder);
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->n_players; i++)
    if (self->winners[i])
      json_builder_add_int_value (builder, i);
  json_builder_end_array (builder);
  json_builder_add_int_value (builder, self->n_moves);
  json_builder_add_int_value (builder, self->round);
  if (self->duration_s >= 0)
    json_builder_add_int_value (builder, self->duration_s);
  else
    json_builder_add_null_value (builder);
  json_builder_end_array (builder);
}

/* The index file --------------------------------------------------------- */

/* Lines written by a thread at a time: each has its own builder and
 * generator. */
#define LINES_PER_BATCH 256

typedef struct
{
  GPtrArray *entries;        /* (TmHistoryEntry) */
  char **lines;              /* one per entry, filled by write_line_batch() */
} IndexLines;

static void
write_line_batch (gpointer data,
                  guint    batch)
{
  IndexLines *lines = data;
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  guint end = MIN ((batch + 1) * LINES_PER_BATCH, lines->entries->len);

  for (guint i = batch * LINES_PER_BATCH; i < end; i++)
    {
      g_autoptr(JsonNode) root = NULL;

      json_builder_reset (builder);
      entry_to_json (g_ptr_array_index (lines->entries, i), builder);
      root = json_builder_get_root (builder);
      json_generator_set_root (generator, root);
      lines->lines[i] = json_generator_to_data (generator, NULL);
    }
}

static gboolean
save_index (TmHistory  *self,
            GError    **error)
{
  g_autoptr(GString) data = g_string_new (NULL);
  g_autoptr(GError) local_error = NULL;
  g_auto(GStrv) texts = NULL;
  IndexLines lines = { self->entries, NULL };

  if (!history_ensure_dir (self->dir, error))
    return FALSE;

  g_string_append_printf (data, "{\"format\":\"%s\",\"version\":%d,\"tablemate\":\"%s\"}\n",
                          TM_HISTORY_INDEX_FORMAT, TM_HISTORY_INDEX_VERSION, PACKAGE_VERSION);
  /* Written on every processor: after reading 10,000 records in
   * threads, one thread writing their lines was the tail of the load. */
  texts = g_new0 (char *, self->entries->len + 1);
  lines.lines = texts;
  history_for_each_in_threads ((self->entries->len + LINES_PER_BATCH - 1) / LINES_PER_BATCH, 1,
                               write_line_batch, &lines);
  for (guint i = 0; i < self->entries->len; i++)
    {
      g_string_append (data, texts[i]);
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

/* The version of the index whose header is @line (2 or 3), or 0 when
 * it is not one this Tablemate reads. */
static int
index_header_version (const char *line,
                      gsize       length)
{
  g_autoptr(JsonNode) node = tm_json_parse (line, length, NULL);
  JsonObject *object = tm_json_node_get_object (node);
  int version;

  /* Another Tablemate may score differently: then every line is stale. */
  if (object == NULL
      || g_strcmp0 (tm_json_node_get_string (tm_json_object_get_member (object, "format")),
                    TM_HISTORY_INDEX_FORMAT) != 0
      || !tm_json_node_get_int (tm_json_object_get_member (object, "version"), 0, G_MAXINT, &version)
      || (version != TM_HISTORY_INDEX_VERSION && version != TM_HISTORY_INDEX_VERSION_OBJECTS)
      || g_strcmp0 (tm_json_node_get_string (tm_json_object_get_member (object, "tablemate")),
                    PACKAGE_VERSION) != 0)
    return 0;
  return version;
}

/* A line of the index, read with the others of its batch (possibly in
 * another thread). */
typedef struct
{
  const char *text;
  gsize length;
  TmHistoryEntry *entry;     /* NULL: the line cannot be used */
} IndexText;

typedef struct
{
  GArray *lines;             /* (IndexText) */
  int version;
} IndexTexts;

/* Lines read by one json-glib parse (tm_json_parse_each_mutable()): its
 * set-up was most of reading a line on its own. */
#define INDEX_LINES_PER_PARSE 256

typedef struct
{
  IndexTexts *texts;
  guint first;
} IndexBatch;

static void
read_index_line (guint     index,
                 JsonNode *node,
                 gpointer  data)
{
  IndexBatch *batch = data;
  IndexText *text = &g_array_index (batch->texts->lines, IndexText, batch->first + index);
  IndexLine line = { { NULL } };

  if (node != NULL
      && (batch->texts->version == TM_HISTORY_INDEX_VERSION ? line_from_array (node, &line)
                                                            : line_from_object (node, &line)))
    text->entry = entry_from_line (&line);
}

static void
read_index_batch (gpointer data,
                  guint    index)
{
  IndexBatch batch = { data, index * INDEX_LINES_PER_PARSE };
  guint n = MIN (INDEX_LINES_PER_PARSE, batch.texts->lines->len - batch.first);
  g_autofree const char **texts = g_new (const char *, n);
  g_autofree gsize *lengths = g_new (gsize, n);

  for (guint i = 0; i < n; i++)
    {
      IndexText *text = &g_array_index (batch.texts->lines, IndexText, batch.first + i);

      texts[i] = text->text;
      lengths[i] = text->length;
    }
  tm_json_parse_each_mutable (texts, lengths, n, read_index_line, &batch);
}

/* The entries the index file holds, by file; *@complete is FALSE when
 * the file is missing, in the older version (to be written again in
 * this one), or any of it could not be used.  The lines are read on
 * every processor: with 10,000 games this is most of opening the
 * history. */
GHashTable *
history_read_index (TmHistory *self,
                    gboolean  *complete)
{
  GHashTable *cache = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_object_unref);
  g_autoptr(GArray) lines = g_array_new (FALSE, FALSE, sizeof (IndexText));
  g_autofree char *data = NULL;
  IndexTexts texts = { lines, 0 };
  gsize length;
  const char *p, *end, *eol;

  *complete = FALSE;
  if (!g_file_get_contents (self->index_path, &data, &length, NULL) || length == 0)
    return cache;

  end = data + length;
  eol = memchr (data, '\n', length);
  texts.version = index_header_version (data, (eol != NULL ? eol : end) - data);
  if (texts.version == 0)
    return cache;
  *complete = texts.version == TM_HISTORY_INDEX_VERSION;

  for (p = eol != NULL ? eol + 1 : end; p < end; p = eol != NULL ? eol + 1 : end)
    {
      IndexText text = { p, 0, NULL };

      eol = memchr (p, '\n', end - p);
      text.length = (eol != NULL ? eol : end) - p;
      if (text.length > 0)
        g_array_append_val (lines, text);
    }
  history_for_each_in_threads ((lines->len + INDEX_LINES_PER_PARSE - 1) / INDEX_LINES_PER_PARSE, 1,
                               read_index_batch, &texts);

  for (guint i = 0; i < lines->len; i++)
    {
      TmHistoryEntry *entry = g_array_index (lines, IndexText, i).entry;

      if (entry == NULL || g_hash_table_contains (cache, entry->file))
        {
          *complete = FALSE;
          g_clear_object (&entry);
        }
      else
        g_hash_table_insert (cache, entry->file, entry);
    }
  return cache;
}
