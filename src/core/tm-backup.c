/* tm-backup.c — the whole data folder in one file, and back
 *
 * The format is JSON Lines (docs/backup.md): a header, one line per file
 * (its path, size, SHA-256 and content, as text or base64), a line of
 * settings, and a last line with the SHA-256 of every byte before it.
 * A file cut short has no last line; a changed one fails the checksum;
 * either is refused before anything is planned.  Lines rather than one
 * document: each line goes through tm_json_parse() with its limits,
 * however many games the backup holds.
 */
#include "config.h"

#include "tm-backup.h"
#include "tm-file.h"
#include "tm-history.h"
#include "tm-json.h"
#include "tm-record.h"

#include <string.h>
#include <glib/gi18n.h>

G_DEFINE_QUARK (tm-backup-error-quark, tm_backup_error)

#define RECENT_PLAYERS_KEY "recent-players"

/* The catalogues and the card memory, at the top of the data folder. */
static const char *const catalogue_names[] = {
  "utena-cards.json", "sisters-catalogue.json", "psi-beasts.json",
};

/* The folders of record files: saved games, finished games, and what
 * Tablemate 0.2.0 moved aside (the history puts those back). */
static const char *const record_folders[] = {
  "games", "history", "history/bad",
};

struct _TmBackupPlan
{
  char *data_dir;
  GPtrArray *changes;         /* TmBackupChange */
  GStrv recent_players;
};

static void
change_free (TmBackupChange *change)
{
  g_free (change->path);
  g_free (change->target);
  g_clear_pointer (&change->content, g_bytes_unref);
  g_free (change);
}

void
tm_backup_plan_free (TmBackupPlan *plan)
{
  if (plan == NULL)
    return;
  g_free (plan->data_dir);
  g_ptr_array_unref (plan->changes);
  g_strfreev (plan->recent_players);
  g_free (plan);
}

GSettings *
tm_backup_settings_new (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source == NULL)
    return NULL;
  schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema == NULL || !g_settings_schema_has_key (schema, RECENT_PLAYERS_KEY))
    return NULL;
  return g_settings_new (APP_ID);
}

/* Whether @name is a file name the data folder's folders hold records
 * under: not hidden (nor a temporary file of an atomic save), .json. */
static gboolean
is_record_name (const char *name)
{
  return name[0] != '.' && g_str_has_suffix (name, ".json") && strchr (name, '/') == NULL;
}

/* Whether @path (relative, '/'-separated) is one a backup may hold, so
 * that no backup writes outside the data folder or over its index. */
static gboolean
is_backup_path (const char *path)
{
  const char *slash = strrchr (path, '/');

  if (slash == NULL)
    {
      for (guint i = 0; i < G_N_ELEMENTS (catalogue_names); i++)
        if (g_str_equal (path, catalogue_names[i]))
          return TRUE;
      return FALSE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (record_folders); i++)
    {
      gsize length = strlen (record_folders[i]);

      if ((gsize) (slash - path) == length && strncmp (path, record_folders[i], length) == 0)
        return is_record_name (slash + 1) && strlen (slash + 1) <= 255;
    }
  return FALSE;
}

static int
compare_paths (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* The relative paths of the files to back up, sorted. */
static GPtrArray *
list_files (const char *data_dir)
{
  GPtrArray *paths = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < G_N_ELEMENTS (catalogue_names); i++)
    {
      g_autofree char *path = g_build_filename (data_dir, catalogue_names[i], NULL);

      if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
        g_ptr_array_add (paths, g_strdup (catalogue_names[i]));
    }
  for (guint i = 0; i < G_N_ELEMENTS (record_folders); i++)
    {
      g_autofree char *dir_path = g_build_filename (data_dir, record_folders[i], NULL);
      g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *path = g_build_filename (dir_path, name, NULL);

          if (is_record_name (name) && g_file_test (path, G_FILE_TEST_IS_REGULAR))
            g_ptr_array_add (paths, g_strconcat (record_folders[i], "/", name, NULL));
        }
    }
  g_ptr_array_sort (paths, compare_paths);
  return paths;
}

static char *
sha256_of (const char *data,
           gsize       length)
{
  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) data, length);
}

/* @node as one line of JSON, with its line end. */
static void
append_line (GString  *out,
             JsonNode *node)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *text = NULL;

  json_generator_set_root (generator, node);
  text = json_generator_to_data (generator, NULL);
  g_string_append (out, text);
  g_string_append_c (out, '\n');
}

/* Writing ------------------------------------------------------------------ */

static gboolean
append_file_line (GString     *out,
                  const char  *data_dir,
                  const char  *relative,
                  GError     **error)
{
  g_autofree char *path = g_build_filename (data_dir, relative, NULL);
  g_autofree char *data = NULL;
  g_autofree char *hash = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize length, before = out->len;

  if (!g_file_get_contents (path, &data, &length, &local_error))
    {
      g_set_error (error, TM_BACKUP_ERROR, TM_BACKUP_ERROR_IO,
                   _("%s could not be read: %s"), path, local_error->message);
      return FALSE;
    }
  hash = sha256_of (data, length);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "path");
  json_builder_add_string_value (builder, relative);
  json_builder_set_member_name (builder, "size");
  json_builder_add_int_value (builder, (gint64) length);
  json_builder_set_member_name (builder, "sha256");
  json_builder_add_string_value (builder, hash);
  /* Text as it is, so that the backup can be read; anything else (a
   * broken file is still the players') as base64. */
  if (memchr (data, '\0', length) == NULL && g_utf8_validate (data, (gssize) length, NULL))
    {
      json_builder_set_member_name (builder, "text");
      json_builder_add_string_value (builder, data);
    }
  else
    {
      g_autofree char *encoded = g_base64_encode ((const guchar *) data, length);

      json_builder_set_member_name (builder, "base64");
      json_builder_add_string_value (builder, encoded);
    }
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  append_line (out, root);
  if (out->len - before > TM_JSON_MAX_BYTES)
    {
      g_set_error (error, TM_BACKUP_ERROR, TM_BACKUP_ERROR_IO,
                   _("%s is too large to back up (%llu bytes)."), path,
                   (unsigned long long) length);
      return FALSE;
    }
  return TRUE;
}

gboolean
tm_backup_write (const char  *data_dir,
                 GSettings   *settings,
                 const char  *path,
                 guint       *n_files,
                 GError     **error)
{
  g_autoptr(GPtrArray) files = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *created = g_date_time_format (now, "%Y-%m-%dT%H:%M:%SZ");
  g_autofree char *hash = NULL;
  g_autoptr(GError) local_error = NULL;
  JsonObject *object;

  g_return_val_if_fail (data_dir != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  files = list_files (data_dir);
  {
    g_autoptr(JsonNode) header = json_node_new (JSON_NODE_OBJECT);

    object = json_object_new ();
    json_object_set_string_member (object, "format", TM_BACKUP_FORMAT);
    json_object_set_int_member (object, "version", TM_BACKUP_VERSION);
    json_object_set_string_member (object, "created", created);
    json_object_set_string_member (object, "tablemate", PACKAGE_VERSION);
    json_object_set_int_member (object, "files", files->len);
    json_node_take_object (header, object);
    append_line (out, header);
  }
  for (guint i = 0; i < files->len; i++)
    if (!append_file_line (out, data_dir, g_ptr_array_index (files, i), error))
      return FALSE;
  if (settings != NULL)
    {
      g_auto(GStrv) recent = g_settings_get_strv (settings, RECENT_PLAYERS_KEY);
      g_autoptr(JsonNode) line = json_node_new (JSON_NODE_OBJECT);
      JsonObject *values = json_object_new ();
      JsonArray *names = json_array_new ();

      for (guint i = 0; recent[i] != NULL; i++)
        json_array_add_string_element (names, recent[i]);
      json_object_set_array_member (values, RECENT_PLAYERS_KEY, names);
      object = json_object_new ();
      json_object_set_object_member (object, "settings", values);
      json_node_take_object (line, object);
      append_line (out, line);
    }
  hash = sha256_of (out->str, out->len);
  {
    g_autoptr(JsonNode) trailer = json_node_new (JSON_NODE_OBJECT);

    object = json_object_new ();
    json_object_set_string_member (object, "end", TM_BACKUP_FORMAT);
    json_object_set_string_member (object, "sha256", hash);
    json_node_take_object (trailer, object);
    append_line (out, trailer);
  }

  if (!tm_file_save_atomic (path, out->str, (gssize) out->len, 0600, &local_error))
    {
      g_set_error_literal (error, TM_BACKUP_ERROR, TM_BACKUP_ERROR_IO, local_error->message);
      return FALSE;
    }
  if (n_files != NULL)
    *n_files = files->len;
  return TRUE;
}

/* Reading ------------------------------------------------------------------ */

static gboolean
fail_damaged (GError **error)
{
  g_set_error_literal (error, TM_BACKUP_ERROR, TM_BACKUP_ERROR_DAMAGED,
                       _("The backup is damaged (it does not match its checksum); nothing was restored."));
  return FALSE;
}

/* The line starting at @offset as an object, or NULL. */
static JsonObject *
parse_line (const char *data,
            gsize       offset,
            gsize       end,
            JsonNode  **node)
{
  *node = tm_json_parse (data + offset, end - offset, NULL);
  if (*node == NULL || !JSON_NODE_HOLDS_OBJECT (*node))
    return NULL;
  return json_node_get_object (*node);
}

/* One file line: its path and content, checked against its size and
 * SHA-256. */
static gboolean
read_file_line (JsonObject  *object,
                char       **path,
                GBytes     **content)
{
  const char *relative = tm_json_node_get_string (tm_json_object_get_member (object, "path"));
  const char *hash = tm_json_node_get_string (tm_json_object_get_member (object, "sha256"));
  const char *text = tm_json_node_get_string (tm_json_object_get_member (object, "text"));
  const char *encoded = tm_json_node_get_string (tm_json_object_get_member (object, "base64"));
  g_autofree guchar *decoded = NULL;
  g_autofree char *actual = NULL;
  const char *data;
  gsize length;
  int size;

  if (relative == NULL || hash == NULL || !is_backup_path (relative)
      || !tm_json_node_get_int (tm_json_object_get_member (object, "size"), 0, G_MAXINT, &size)
      || (text == NULL) == (encoded == NULL))
    return FALSE;
  if (text != NULL)
    {
      data = text;
      length = strlen (text);
    }
  else
    {
      decoded = g_base64_decode (encoded, &length);
      data = (const char *) decoded;
    }
  actual = sha256_of (data, length);
  if ((gsize) size != length || g_ascii_strcasecmp (actual, hash) != 0)
    return FALSE;
  *path = g_strdup (relative);
  *content = g_bytes_new (data, length);
  return TRUE;
}

typedef struct
{
  GPtrArray *paths;     /* char * */
  GPtrArray *contents;  /* GBytes */
  GStrv recent_players;
} Backup;

static void
backup_clear (Backup *backup)
{
  g_clear_pointer (&backup->paths, g_ptr_array_unref);
  g_clear_pointer (&backup->contents, g_ptr_array_unref);
  g_clear_pointer (&backup->recent_players, g_strfreev);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Backup, backup_clear)

static GStrv
read_recent_players (JsonObject *settings)
{
  JsonArray *names = tm_json_node_get_array (tm_json_object_get_member (settings, RECENT_PLAYERS_KEY));
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  if (names == NULL)
    return NULL;
  for (guint i = 0; i < json_array_get_length (names); i++)
    {
      const char *name = tm_json_node_get_string (json_array_get_element (names, i));

      if (name != NULL)
        g_strv_builder_add (builder, name);
    }
  return g_strv_builder_end (builder);
}

/* Reads the whole of @data and checks it: NULL … FALSE with one line in
 * @error when it is not a whole Tablemate backup. */
static gboolean
read_backup (const char  *data,
             gsize        length,
             Backup      *backup,
             GError     **error)
{
  g_autoptr(JsonNode) header_node = NULL;
  g_autoptr(JsonNode) trailer_node = NULL;
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  JsonObject *header, *trailer;
  const char *first_end, *trailer_start;
  const char *hash;
  g_autofree char *actual = NULL;
  int version, n_files;
  gsize offset;

  first_end = memchr (data, '\n', length);
  header = parse_line (data, 0, first_end != NULL ? (gsize) (first_end - data) : length, &header_node);
  if (header == NULL
      || g_strcmp0 (tm_json_node_get_string (tm_json_object_get_member (header, "format")),
                    TM_BACKUP_FORMAT) != 0)
    {
      g_set_error_literal (error, TM_BACKUP_ERROR, TM_BACKUP_ERROR_FOREIGN,
                           _("This is not a Tablemate backup; nothing was restored."));
      return FALSE;
    }
  if (!tm_json_node_get_int (tm_json_object_get_member (header, "version"), 1, G_MAXINT, &version))
    return fail_damaged (error);
  if (version > TM_BACKUP_VERSION)
    {
      g_set_error (error, TM_BACKUP_ERROR, TM_BACKUP_ERROR_VERSION,
                   _("This backup was made by a later Tablemate (backup version %d); nothing was restored."),
                   version);
      return FALSE;
    }

  /* The last line: the checksum of everything before it. */
  if (length < 2 || data[length - 1] != '\n')
    goto cut_short;
  for (trailer_start = data + length - 1; trailer_start > data && trailer_start[-1] != '\n'; trailer_start--)
    ;
  trailer = parse_line (data, (gsize) (trailer_start - data), length - 1, &trailer_node);
  if (trailer == NULL || trailer_start == data
      || g_strcmp0 (tm_json_node_get_string (tm_json_object_get_member (trailer, "end")),
                    TM_BACKUP_FORMAT) != 0)
    goto cut_short;
  hash = tm_json_node_get_string (tm_json_object_get_member (trailer, "sha256"));
  actual = sha256_of (data, (gsize) (trailer_start - data));
  if (hash == NULL || g_ascii_strcasecmp (hash, actual) != 0)
    return fail_damaged (error);

  backup->paths = g_ptr_array_new_with_free_func (g_free);
  backup->contents = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  for (offset = (gsize) (first_end - data) + 1; offset < (gsize) (trailer_start - data); )
    {
      const char *end = memchr (data + offset, '\n', (gsize) (trailer_start - data) - offset);
      g_autoptr(JsonNode) node = NULL;
      JsonObject *object = parse_line (data, offset, (gsize) (end - data), &node);
      JsonObject *settings;
      char *path;
      GBytes *content;

      offset = (gsize) (end - data) + 1;
      if (object == NULL)
        return fail_damaged (error);
      settings = tm_json_node_get_object (tm_json_object_get_member (object, "settings"));
      if (settings != NULL)
        {
          g_clear_pointer (&backup->recent_players, g_strfreev);
          backup->recent_players = read_recent_players (settings);
          continue;
        }
      if (!read_file_line (object, &path, &content))
        return fail_damaged (error);
      g_ptr_array_add (backup->paths, path);
      g_ptr_array_add (backup->contents, content);
      if (!g_hash_table_add (seen, path))
        return fail_damaged (error);
    }
  if (!tm_json_node_get_int (tm_json_object_get_member (header, "files"), 0, G_MAXINT, &n_files)
      || (guint) n_files != backup->paths->len)
    return fail_damaged (error);
  return TRUE;

cut_short:
  g_set_error_literal (error, TM_BACKUP_ERROR, TM_BACKUP_ERROR_DAMAGED,
                       _("The backup is incomplete (it was cut short); nothing was restored."));
  return FALSE;
}

/* Planning ----------------------------------------------------------------- */

typedef struct
{
  const char *data_dir;
  /* Per folder ("games", "history" …): the fingerprints of its records,
   * read when first needed, and the ids of its records. */
  GHashTable *fingerprints;   /* folder → GHashTable of fingerprints */
  GHashTable *ids;            /* folder → GHashTable of ids */
  GHashTable *targets;        /* relative paths planned already */
} Planner;

static void
planner_read_folder (Planner    *planner,
                     const char *folder)
{
  g_autofree char *dir_path = g_build_filename (planner->data_dir, folder, NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  GHashTable *fingerprints = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GHashTable *ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);
      g_autoptr(TmRecord) record = NULL;

      if (!is_record_name (name) || (record = tm_record_load_file (path, NULL)) == NULL)
        continue;
      g_hash_table_add (fingerprints, tm_history_record_fingerprint (record));
      g_hash_table_add (ids, g_strdup (tm_record_get_id (record)));
    }
  g_hash_table_insert (planner->fingerprints, g_strdup (folder), fingerprints);
  g_hash_table_insert (planner->ids, g_strdup (folder), ids);
}

static GHashTable *
planner_get (Planner    *planner,
             GHashTable *table,
             const char *folder)
{
  if (!g_hash_table_contains (table, folder))
    planner_read_folder (planner, folder);
  return g_hash_table_lookup (table, folder);
}

/* Whether the data folder's file @relative holds exactly @content. */
static gboolean
holds_same (Planner    *planner,
            const char *relative,
            GBytes     *content)
{
  g_autofree char *path = g_build_filename (planner->data_dir, relative, NULL);
  g_autofree char *data = NULL;
  gsize length;

  if (!g_file_get_contents (path, &data, &length, NULL))
    return FALSE;
  return length == g_bytes_get_size (content)
         && memcmp (data, g_bytes_get_data (content, NULL), length) == 0;
}

static gboolean
is_taken (Planner    *planner,
          const char *relative)
{
  g_autofree char *path = g_build_filename (planner->data_dir, relative, NULL);

  return g_hash_table_contains (planner->targets, relative) || g_file_test (path, G_FILE_TEST_EXISTS);
}

/* "<folder>/<stem>-<tag>.json", or with -2, -3 … when that is taken by
 * another file; NULL when that very content is there already. */
static char *
free_target (Planner    *planner,
             const char *folder,
             const char *stem,
             const char *tag,
             GBytes     *content)
{
  for (guint n = 1; n < 1000; n++)
    {
      g_autofree char *name = n == 1 ? g_strdup_printf ("%s-%s.json", stem, tag)
                                     : g_strdup_printf ("%s-%s-%u.json", stem, tag, n);
      g_autofree char *relative = folder[0] != '\0' ? g_strconcat (folder, "/", name, NULL)
                                                    : g_steal_pointer (&name);

      if (holds_same (planner, relative, content))
        return NULL;
      if (!is_taken (planner, relative))
        return g_steal_pointer (&relative);
    }
  return NULL;
}

static TmBackupChange *
plan_file (Planner    *planner,
           const char *relative,
           GBytes     *content)
{
  g_autofree char *dirname = g_path_get_dirname (relative);
  g_autofree char *base = g_path_get_basename (relative);
  g_autofree char *stem = g_strndup (base, strlen (base) - strlen (".json"));
  g_autofree char *hash = sha256_of (g_bytes_get_data (content, NULL), g_bytes_get_size (content));
  g_autofree char *tag = g_strndup (hash, 8);
  g_autoptr(TmRecord) record = NULL;
  const char *folder;
  TmBackupChange *change = g_new0 (TmBackupChange, 1);

  change->path = g_strdup (relative);
  change->target = g_strdup (relative);
  change->content = g_bytes_ref (content);
  change->action = TM_BACKUP_SAME;
  /* What 0.2.0 moved aside goes back into the history. */
  if (g_str_equal (dirname, "."))
    folder = "";
  else if (g_str_equal (dirname, "history/bad"))
    folder = "history";
  else
    folder = dirname;

  if (holds_same (planner, relative, content))
    return change;
  if (folder[0] != '\0')
    record = tm_record_load_data (g_bytes_get_data (content, NULL), g_bytes_get_size (content), NULL);

  change->is_record = record != NULL;
  if (record != NULL)
    {
      g_autofree char *fingerprint = tm_history_record_fingerprint (record);
      GHashTable *fingerprints = planner_get (planner, planner->fingerprints, folder);
      GHashTable *ids = planner_get (planner, planner->ids, folder);
      const char *id = tm_record_get_id (record);

      /* The same game, whatever its file's name or its date. */
      if (g_hash_table_contains (fingerprints, fingerprint))
        return change;
      g_hash_table_add (fingerprints, g_strdup (fingerprint));

      if (g_str_equal (folder, "games") && g_hash_table_contains (ids, id))
        {
          /* Saved games are saved under their id: the backup's gets an
           * id of its own, from its content, so restoring it again finds
           * it. */
          g_autofree char *new_id = tm_history_copy_id (id, fingerprint);
          g_autoptr(TmRecord) renamed = tm_history_record_with_id (record, new_id, NULL);
          g_autofree char *data = NULL;
          gsize length;

          if (renamed != NULL)
            {
              data = tm_record_to_data (renamed, &length);
              g_bytes_unref (change->content);
              change->content = g_bytes_new_take (g_steal_pointer (&data), length);
              g_free (change->target);
              change->target = g_strconcat ("games/", new_id, ".json", NULL);
              if (is_taken (planner, change->target))
                {
                  g_free (change->target);
                  change->target = free_target (planner, "games", new_id, "backup", change->content);
                }
              change->action = change->target != NULL ? TM_BACKUP_KEEP_BOTH : TM_BACKUP_SAME;
              if (change->target == NULL)
                change->target = g_strdup (relative);
              g_hash_table_add (ids, g_strdup (new_id));
              g_hash_table_add (planner->targets, g_strdup (change->target));
              return change;
            }
        }
      change->action = g_hash_table_contains (ids, id) ? TM_BACKUP_KEEP_BOTH : TM_BACKUP_ADD;
      g_hash_table_add (ids, g_strdup (id));
    }
  else
    change->action = is_taken (planner, relative) ? TM_BACKUP_KEEP_BOTH : TM_BACKUP_ADD;

  g_free (change->target);
  change->target = g_strconcat (folder, folder[0] != '\0' ? "/" : "", base, NULL);
  if (is_taken (planner, change->target))
    {
      g_free (change->target);
      /* Named after the content, so restoring again finds it there. */
      change->target = free_target (planner, folder, stem, tag, content);
      if (change->target == NULL)
        {
          change->target = g_strdup (relative);
          change->action = TM_BACKUP_SAME;
          return change;
        }
    }
  g_hash_table_add (planner->targets, g_strdup (change->target));
  return change;
}

TmBackupPlan *
tm_backup_plan_restore (const char  *data_dir,
                        const char  *path,
                        GError     **error)
{
  g_autofree char *data = NULL;
  g_autoptr(GError) local_error = NULL;
  g_auto(Backup) backup = { NULL, };
  g_autoptr(GHashTable) fingerprints = NULL;
  g_autoptr(GHashTable) ids = NULL;
  g_autoptr(GHashTable) targets = NULL;
  Planner planner;
  TmBackupPlan *plan;
  gsize length;

  g_return_val_if_fail (data_dir != NULL, NULL);
  g_return_val_if_fail (path != NULL, NULL);

  if (!g_file_get_contents (path, &data, &length, &local_error))
    {
      g_set_error (error, TM_BACKUP_ERROR, TM_BACKUP_ERROR_IO,
                   _("The backup could not be read: %s"), local_error->message);
      return NULL;
    }
  if (length > TM_BACKUP_MAX_BYTES)
    {
      g_set_error (error, TM_BACKUP_ERROR, TM_BACKUP_ERROR_FOREIGN,
                   _("The file is %llu bytes, more than any Tablemate backup; nothing was restored."),
                   (unsigned long long) length);
      return NULL;
    }
  if (!read_backup (data, length, &backup, error))
    return NULL;

  fingerprints = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_hash_table_unref);
  ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_hash_table_unref);
  targets = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  planner = (Planner) { data_dir, fingerprints, ids, targets };

  plan = g_new0 (TmBackupPlan, 1);
  plan->data_dir = g_strdup (data_dir);
  plan->changes = g_ptr_array_new_with_free_func ((GDestroyNotify) change_free);
  plan->recent_players = g_steal_pointer (&backup.recent_players);
  for (guint i = 0; i < backup.paths->len; i++)
    g_ptr_array_add (plan->changes, plan_file (&planner, g_ptr_array_index (backup.paths, i),
                                               g_ptr_array_index (backup.contents, i)));
  return plan;
}

GPtrArray *
tm_backup_plan_get_changes (TmBackupPlan *plan)
{
  g_return_val_if_fail (plan != NULL, NULL);
  return plan->changes;
}

guint
tm_backup_plan_count (TmBackupPlan  *plan,
                      TmBackupAction action)
{
  guint n = 0;

  g_return_val_if_fail (plan != NULL, 0);
  for (guint i = 0; i < plan->changes->len; i++)
    n += ((TmBackupChange *) g_ptr_array_index (plan->changes, i))->action == action;
  return n;
}

char *
tm_backup_plan_describe (TmBackupPlan *plan)
{
  guint finished = 0, saved = 0, catalogues = 0, unreadable = 0;
  guint both = tm_backup_plan_count (plan, TM_BACKUP_KEEP_BOTH);
  guint same = tm_backup_plan_count (plan, TM_BACKUP_SAME);
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *added = NULL;

  g_return_val_if_fail (plan != NULL, NULL);
  for (guint i = 0; i < plan->changes->len; i++)
    {
      TmBackupChange *change = g_ptr_array_index (plan->changes, i);

      if (change->action != TM_BACKUP_ADD)
        continue;
      if (strchr (change->target, '/') == NULL)
        catalogues++;
      else if (!change->is_record)
        unreadable++;
      else if (g_str_has_prefix (change->target, "history/"))
        finished++;
      else
        saved++;
    }
  if (finished + saved + catalogues + unreadable + both == 0)
    return g_strdup (_("Everything in this backup is here already: nothing will be added."));

  if (finished > 0)
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u finished game", "%u finished games", finished),
                                             finished));
  if (saved > 0)
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u saved game", "%u saved games", saved), saved));
  if (catalogues > 0)
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u catalogue", "%u catalogues", catalogues),
                                             catalogues));
  /* Kept as they are, as the players' files: a later Tablemate may read
   * them. */
  if (unreadable > 0)
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u file Tablemate cannot read",
                                                       "%u files Tablemate cannot read", unreadable),
                                             unreadable));
  g_ptr_array_add (parts, NULL);
  added = g_strjoinv (", ", (char **) parts->pdata);
  g_ptr_array_set_size (parts, 0);
  if (added[0] != '\0')
    g_ptr_array_add (parts, g_strdup_printf (_("Adds %s."), added));
  if (both > 0)
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u file differs from the one here of the same name; both will be kept.",
                                                       "%u files differ from the ones here of the same names; both will be kept.",
                                                       both), both));
  if (same > 0)
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u is here already.", "%u are here already.", same),
                                             same));
  g_ptr_array_add (parts, NULL);
  return g_strjoinv (" ", (char **) parts->pdata);
}

gboolean
tm_backup_plan_apply (TmBackupPlan  *plan,
                      GSettings     *settings,
                      GError       **error)
{
  g_return_val_if_fail (plan != NULL, FALSE);

  for (guint i = 0; i < plan->changes->len; i++)
    {
      TmBackupChange *change = g_ptr_array_index (plan->changes, i);
      g_autofree char *path = NULL;
      g_autoptr(GError) local_error = NULL;
      gsize length;
      const char *data;

      if (change->action == TM_BACKUP_SAME)
        continue;
      path = g_build_filename (plan->data_dir, change->target, NULL);
      data = g_bytes_get_data (change->content, &length);
      if (!tm_file_save_atomic (path, data != NULL ? data : "", (gssize) length, 0644, &local_error))
        {
          g_set_error_literal (error, TM_BACKUP_ERROR, TM_BACKUP_ERROR_IO, local_error->message);
          return FALSE;
        }
    }
  /* The settings are the user's now; a fresh install takes the backup's. */
  if (settings != NULL && plan->recent_players != NULL)
    {
      g_auto(GStrv) recent = g_settings_get_strv (settings, RECENT_PLAYERS_KEY);

      if (recent[0] == NULL)
        g_settings_set_strv (settings, RECENT_PLAYERS_KEY, (const char * const *) plan->recent_players);
    }
  return TRUE;
}
