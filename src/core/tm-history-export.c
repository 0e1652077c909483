/* tm-history-export.c — the history exported and imported: CSV and bundles (see tm-history.c) */
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

/* Export ------------------------------------------------------------------ */

static GPtrArray *
list_entries (TmHistory  *self,
              GListModel *entries)
{
  GPtrArray *list = g_ptr_array_new_with_free_func (g_object_unref);

  if (entries == NULL)
    entries = G_LIST_MODEL (self);
  for (guint i = 0; i < g_list_model_get_n_items (entries); i++)
    g_ptr_array_add (list, g_list_model_get_item (entries, i));
  return list;
}

static void
append_csv_field (GString    *out,
                  const char *text)
{
  g_autofree char *guarded = NULL;
  gsize length;

  /* Spreadsheets run a cell beginning with one of these as a formula (a
   * player named "=HYPERLINK(…)" would be a link, or worse): a leading
   * apostrophe makes it text, and they show it without the apostrophe. */
  if (text[0] != '\0' && strchr ("=+-@\t\r", text[0]) != NULL)
    text = guarded = g_strconcat ("'", text, NULL);
  length = strlen (text);

  /* RFC 4180: quote a field with a comma, quote or line break; also one
   * with spaces at either end, which some readers would trim. */
  if (strpbrk (text, ",\"\r\n") == NULL
      && (length == 0 || (text[0] != ' ' && text[length - 1] != ' ')))
    {
      g_string_append (out, text);
      return;
    }
  g_string_append_c (out, '"');
  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '"')
        g_string_append_c (out, '"');
      g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
}

char *
tm_history_to_csv (TmHistory  *self,
                   GListModel *entries,
                   gsize      *length)
{
  g_autoptr(GPtrArray) list = NULL;
  GString *out = g_string_new ("date,game,record_id,player,score,won\r\n");

  g_return_val_if_fail (TM_IS_HISTORY (self), NULL);

  list = list_entries (self, entries);
  for (guint i = 0; i < list->len; i++)
    {
      TmHistoryEntry *entry = g_ptr_array_index (list, i);
      g_autoptr(GDateTime) utc = g_date_time_to_utc (entry->created);
      g_autofree char *date = g_date_time_format (utc, "%Y-%m-%dT%H:%M:%SZ");

      for (guint p = 0; p < entry->n_players; p++)
        {
          append_csv_field (out, date);
          g_string_append_c (out, ',');
          append_csv_field (out, entry->game_id);
          g_string_append_c (out, ',');
          append_csv_field (out, entry->id);
          g_string_append_c (out, ',');
          append_csv_field (out, entry->keys[p]);
          g_string_append_printf (out, ",%d,%s\r\n", entry->scores[p],
                                  entry->winners[p] ? "true" : "false");
        }
    }
  if (length != NULL)
    *length = out->len;
  return g_string_free (out, FALSE);
}

static gboolean
write_file (const char  *path,
            const char  *data,
            gsize        length,
            GError     **error)
{
  g_autoptr(GError) local_error = NULL;

  if (!tm_file_save_atomic (path, data, (gssize) length, 0644, &local_error))
    {
      g_set_error_literal (error, TM_HISTORY_ERROR, TM_HISTORY_ERROR_IO, local_error->message);
      return FALSE;
    }
  return TRUE;
}

gboolean
tm_history_export_csv (TmHistory   *self,
                       GListModel  *entries,
                       const char  *path,
                       GError     **error)
{
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (TM_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  data = tm_history_to_csv (self, entries, &length);
  return write_file (path, data, length, error);
}

gboolean
tm_history_export_bundle (TmHistory   *self,
                          GListModel  *entries,
                          const char  *path,
                          GError     **error)
{
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *exported = g_date_time_format (now, "%Y-%m-%dT%H:%M:%SZ");
  g_autoptr(JsonGenerator) generator = json_generator_new ();

  g_return_val_if_fail (TM_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  list = list_entries (self, entries);
  g_string_append_printf (out, "{\n\"format\": \"%s\",\n\"version\": %d,\n\"exported\": \"%s\",\n\"records\": [",
                          TM_BUNDLE_FORMAT, TM_BUNDLE_VERSION, exported);
  /* Oldest first: the order the games were played. */
  for (guint i = list->len; i-- > 0;)
    {
      TmHistoryEntry *entry = g_ptr_array_index (list, i);
      g_autoptr(TmRecord) record = NULL;
      g_autoptr(JsonNode) root = NULL;
      g_autoptr(GError) local_error = NULL;
      g_autofree char *data = NULL;
      g_autofree char *line = NULL;

      record = tm_history_load_record (self, entry, &local_error);
      if (record == NULL)
        {
          g_set_error (error, TM_HISTORY_ERROR, TM_HISTORY_ERROR_IO,
                       _("The game %s cannot be read: %s"), entry->file, local_error->message);
          return FALSE;
        }
      /* One record per line: the record as its file has it, compact. */
      data = tm_record_to_data (record, NULL);
      root = json_from_string (data, NULL);
      json_generator_set_root (generator, root);
      line = json_generator_to_data (generator, NULL);
      g_string_append (out, i + 1 == list->len ? "\n" : ",\n");
      g_string_append (out, line);
    }
  g_string_append (out, "\n]\n}\n");
  return write_file (path, out->str, out->len, error);
}

/* Import ------------------------------------------------------------------ */

/* A bundle is read without json-glib seeing it whole: a scan finds each
 * record's text, which tm_json_parse() then reads with its own limits.
 * So a bundle may be far larger than one record may be. */
typedef struct
{
  const char *data;
  gsize length;
  gsize pos;
} Scanner;

static void
skip_space (Scanner *s)
{
  while (s->pos < s->length && strchr (" \t\r\n", s->data[s->pos]) != NULL && s->data[s->pos] != '\0')
    s->pos++;
}

static gboolean
scan_string (Scanner *s)
{
  gsize i = s->pos + 1;

  while (i < s->length)
    {
      char c = s->data[i];

      if (c == '\\')
        i += 2;
      else if (c == '"')
        {
          s->pos = i + 1;
          return TRUE;
        }
      else
        i++;
    }
  return FALSE;
}

/* Moves past one JSON value; its syntax inside is checked later. */
static gboolean
scan_value (Scanner *s)
{
  char closers[TM_JSON_MAX_DEPTH];
  gsize depth = 0;

  if (s->pos >= s->length)
    return FALSE;
  if (s->data[s->pos] == '"')
    return scan_string (s);
  if (s->data[s->pos] != '{' && s->data[s->pos] != '[')
    {
      gsize start = s->pos;

      while (s->pos < s->length && s->data[s->pos] != '\0'
             && strchr (",]} \t\r\n", s->data[s->pos]) == NULL)
        s->pos++;
      return s->pos > start;
    }

  while (s->pos < s->length)
    {
      char c = s->data[s->pos];

      if (c == '"')
        {
          if (!scan_string (s))
            return FALSE;
          continue;
        }
      /* Deeper than a record may be, only the count is kept: such a
       * record is refused by tm_json_parse() on its own. */
      if (c == '{' || c == '[')
        {
          if (depth < G_N_ELEMENTS (closers))
            closers[depth] = c == '{' ? '}' : ']';
          depth++;
        }
      else if (c == '}' || c == ']')
        {
          if (depth == 0 || (depth <= G_N_ELEMENTS (closers) && closers[depth - 1] != c))
            return FALSE;
          if (--depth == 0)
            {
              s->pos++;
              return TRUE;
            }
        }
      s->pos++;
    }
  return FALSE;
}

static gboolean
scan_char (Scanner *s,
           char     c)
{
  skip_space (s);
  if (s->pos < s->length && s->data[s->pos] == c)
    {
      s->pos++;
      return TRUE;
    }
  return FALSE;
}

typedef struct
{
  gsize offset;
  gsize length;
} Span;

static gboolean
bundle_fail (GError **error)
{
  g_set_error (error, TM_HISTORY_ERROR, TM_HISTORY_ERROR_BUNDLE,
               _("This is not a Tablemate bundle of game records."));
  return FALSE;
}

/* The text of each record of a bundle, after checking its format. */
static gboolean
scan_bundle (const char  *data,
             gsize        length,
             GArray      *records,
             GError     **error)
{
  Scanner s = { data, length, 0 };
  gboolean has_format = FALSE, has_version = FALSE, has_records = FALSE;

  if (length >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    s.pos = 3;
  if (!scan_char (&s, '{'))
    return bundle_fail (error);
  skip_space (&s);
  if (scan_char (&s, '}'))
    return bundle_fail (error);

  while (TRUE)
    {
      g_autoptr(JsonNode) key_node = NULL;
      const char *key;
      gsize start;

      skip_space (&s);
      start = s.pos;
      if (s.pos >= length || data[s.pos] != '"' || !scan_string (&s))
        return bundle_fail (error);
      key_node = tm_json_parse (data + start, s.pos - start, NULL);
      key = tm_json_node_get_string (key_node);
      if (key == NULL || !scan_char (&s, ':'))
        return bundle_fail (error);
      skip_space (&s);

      if (g_str_equal (key, "records"))
        {
          if (has_records || !scan_char (&s, '['))
            return bundle_fail (error);
          has_records = TRUE;
          if (!scan_char (&s, ']'))
            {
              do
                {
                  Span span;

                  skip_space (&s);
                  span.offset = s.pos;
                  if (!scan_value (&s))
                    return bundle_fail (error);
                  span.length = s.pos - span.offset;
                  g_array_append_val (records, span);
                }
              while (scan_char (&s, ','));
              if (!scan_char (&s, ']'))
                return bundle_fail (error);
            }
        }
      else
        {
          g_autoptr(JsonNode) value = NULL;

          start = s.pos;
          if (!scan_value (&s))
            return bundle_fail (error);
          if (g_str_equal (key, "format") || g_str_equal (key, "version"))
            {
              int version;

              value = tm_json_parse (data + start, s.pos - start, NULL);
              if (g_str_equal (key, "format"))
                has_format = g_strcmp0 (tm_json_node_get_string (value), TM_BUNDLE_FORMAT) == 0;
              else if (tm_json_node_get_int (value, G_MININT, G_MAXINT, &version))
                {
                  if (version != TM_BUNDLE_VERSION)
                    {
                      g_set_error (error, TM_HISTORY_ERROR, TM_HISTORY_ERROR_BUNDLE,
                                   _("The bundle is version %d; this Tablemate reads version %d."),
                                   version, TM_BUNDLE_VERSION);
                      return FALSE;
                    }
                  has_version = TRUE;
                }
            }
        }

      if (scan_char (&s, '}'))
        break;
      if (!scan_char (&s, ','))
        return bundle_fail (error);
    }
  skip_space (&s);
  if (s.pos != length || !has_format || !has_version || !has_records)
    return bundle_fail (error);
  return TRUE;
}

gboolean
tm_history_import_bundle_data (TmHistory        *self,
                               const char       *data,
                               gsize             length,
                               TmHistoryImport  *import,
                               GError          **error)
{
  g_autoptr(GArray) spans = g_array_new (FALSE, FALSE, sizeof (Span));
  guint old_len;

  g_return_val_if_fail (TM_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  g_return_val_if_fail (import != NULL, FALSE);

  memset (import, 0, sizeof *import);
  import->skipped = g_ptr_array_new_with_free_func (g_free);

  if (length > TM_BUNDLE_MAX_BYTES)
    {
      g_set_error (error, TM_HISTORY_ERROR, TM_HISTORY_ERROR_BUNDLE,
                   _("The file is %llu bytes; a bundle is at most %d."),
                   (unsigned long long) length, TM_BUNDLE_MAX_BYTES);
      return FALSE;
    }
  if (!scan_bundle (data, length, spans, error))
    return FALSE;
  if (!history_ensure_loaded (self, error))
    return FALSE;

  /* Added quietly, then shown at once. */
  old_len = self->entries->len;
  for (guint i = 0; i < spans->len; i++)
    {
      Span *span = &g_array_index (spans, Span, i);
      g_autoptr(TmRecord) record = NULL;
      g_autoptr(TmGame) game = NULL;
      g_autoptr(GError) local_error = NULL;
      TmHistoryAddResult how;

      record = tm_record_load_data (data + span->offset, span->length, &local_error);
      if (record != NULL)
        game = history_replay_finished (record, &local_error);
      if (game == NULL || !history_add_finished (self, record, game, NULL, FALSE, &how, &local_error))
        {
          /* Translators: a record of a bundle that was not imported, and why. */
          g_ptr_array_add (import->skipped,
                           g_strdup_printf (_("Record %u: %s"), i + 1, local_error->message));
          continue;
        }
      if (how == TM_HISTORY_DUPLICATE)
        import->duplicates++;
      else
        import->added++;
      if (how == TM_HISTORY_ADDED_AS_COPY)
        import->renamed++;
    }

  if (import->added > 0)
    {
      history_save_index_or_warn (self);
      g_list_model_items_changed (G_LIST_MODEL (self), 0, old_len, self->entries->len);
    }
  return TRUE;
}

gboolean
tm_history_import_bundle (TmHistory        *self,
                          const char       *path,
                          TmHistoryImport  *import,
                          GError          **error)
{
  g_autofree char *data = NULL;
  g_autoptr(GError) local_error = NULL;
  GStatBuf st;
  gsize length;

  g_return_val_if_fail (TM_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (import != NULL, FALSE);

  memset (import, 0, sizeof *import);
  if (g_stat (path, &st) == 0 && st.st_size > TM_BUNDLE_MAX_BYTES)
    {
      g_set_error (error, TM_HISTORY_ERROR, TM_HISTORY_ERROR_BUNDLE,
                   _("The file is %llu bytes; a bundle is at most %d."),
                   (unsigned long long) st.st_size, TM_BUNDLE_MAX_BYTES);
      return FALSE;
    }
  if (!g_file_get_contents (path, &data, &length, &local_error))
    {
      g_set_error (error, TM_HISTORY_ERROR, TM_HISTORY_ERROR_IO, "%s", local_error->message);
      return FALSE;
    }
  return tm_history_import_bundle_data (self, data, length, import, error);
}
