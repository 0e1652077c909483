/* tm-catalogue.c — the players' card catalogues: what every game's shares */
#include "config.h"

#include "tm-catalogue.h"
#include "tm-file.h"
#include "tm-json.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

enum {
  SIGNAL_CHANGED,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

G_DEFINE_ABSTRACT_TYPE (TmCatalogue, tm_catalogue, G_TYPE_OBJECT)

static void
tm_catalogue_class_init (TmCatalogueClass *klass)
{
  /**
   * TmCatalogue::changed:
   *
   * The contents changed: edited, loaded or imported.
   */
  signals[SIGNAL_CHANGED] = g_signal_new ("changed",
                                          G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 0);
}

static void
tm_catalogue_init (TmCatalogue *self)
{
}

void
tm_catalogue_emit_changed (TmCatalogue *self)
{
  g_return_if_fail (TM_IS_CATALOGUE (self));
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* @cause (taken) in the game's words when it has its own, as it is
 * otherwise. */
static void
pass_on_error (TmCatalogue      *self,
               TmCatalogueStep   step,
               GError           *cause,
               GError          **error)
{
  TmCatalogueClass *klass = TM_CATALOGUE_GET_CLASS (self);

  if (klass->wrap_error == NULL)
    {
      g_propagate_error (error, cause);
      return;
    }
  klass->wrap_error (error, step, cause);
  g_error_free (cause);
}

/* Reading ------------------------------------------------------------------- */

/* The game's words (its header's, see tm-catalogue.h) for a file that is
 * not one of its catalogues.  Their format strings come from the game,
 * so the compiler cannot check them here: tm-catalogue.h says what each
 * takes, and every game's tests read a file of another format, of no
 * version and of another version. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"

static void
set_not_this_format (const TmCatalogueHeader  *header,
                     GError                  **error)
{
  g_set_error (error, header->error_quark (), header->format_code,
               _(header->not_this_format), header->format);
}

static void
set_no_version (const TmCatalogueHeader  *header,
                GError                  **error)
{
  g_set_error_literal (error, header->error_quark (), header->format_code,
                       _(header->no_version));
}

static void
set_other_version (const TmCatalogueHeader  *header,
                   int                       found,
                   GError                  **error)
{
  g_set_error (error, header->error_quark (), header->version_code,
               _(header->other_version), found, header->version);
}

#pragma GCC diagnostic pop

/* The catalogue object of @root when its header is the game's; NULL with
 * the game's error otherwise.  Not a new reference. */
static JsonObject *
check_header (const TmCatalogueHeader  *header,
              JsonNode                 *root,
              GError                  **error)
{
  JsonObject *object = tm_json_node_get_object (root);
  int version;

  if (object == NULL
      || g_strcmp0 (tm_json_node_get_string (tm_json_object_get_member (object, "format")),
                    header->format) != 0)
    {
      set_not_this_format (header, error);
      return NULL;
    }
  if (!tm_json_node_get_int (tm_json_object_get_member (object, "version"),
                             G_MININT, G_MAXINT, &version))
    {
      set_no_version (header, error);
      return NULL;
    }
  if (version != header->version)
    {
      set_other_version (header, version, error);
      return NULL;
    }
  return object;
}

gboolean
tm_catalogue_load_data (TmCatalogue  *self,
                        const char   *data,
                        gsize         length,
                        GError      **error)
{
  TmCatalogueClass *klass;
  g_autoptr(JsonNode) root = NULL;
  GError *local_error = NULL;
  JsonObject *object;

  g_return_val_if_fail (TM_IS_CATALOGUE (self), FALSE);
  klass = TM_CATALOGUE_GET_CLASS (self);

  root = tm_json_parse (data, length, &local_error);
  if (root == NULL)
    {
      pass_on_error (self, TM_CATALOGUE_STEP_PARSE, local_error, error);
      return FALSE;
    }
  object = check_header (klass->header, root, error);
  return object != NULL && klass->read_object (self, object, error);
}

/* The contents of @path (see tm_json_read_file() for @missing). */
static char *
read_file (TmCatalogue  *self,
           const char   *path,
           gsize        *length,
           gboolean     *missing,
           GError      **error)
{
  TmCatalogueClass *klass = TM_CATALOGUE_GET_CLASS (self);
  GError *local_error = NULL;
  GStatBuf st;
  char *data;

  /* The size first, as tm_json_read_file() checks it, for a game that
   * says it in its own words. */
  if (klass->set_too_large_error != NULL
      && g_stat (path, &st) == 0 && st.st_size > TM_JSON_MAX_BYTES)
    {
      klass->set_too_large_error (error, st.st_size);
      return NULL;
    }
  data = tm_json_read_file (path, length, missing, &local_error);
  if (local_error != NULL)
    pass_on_error (self, TM_CATALOGUE_STEP_READ, local_error, error);
  return data;
}

gboolean
tm_catalogue_load (TmCatalogue  *self,
                   const char   *path,
                   GError      **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  g_return_val_if_fail (TM_IS_CATALOGUE (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  data = read_file (self, path, &length, NULL, error);
  return data != NULL && tm_catalogue_load_data (self, data, length, error);
}

/* Empties @self: reads in what a new catalogue of its game writes, so a
 * game needs no hook of its own for it; ::changed only when something
 * went. */
static void
empty (TmCatalogue *self)
{
  g_autoptr(TmCatalogue) blank = g_object_new (G_OBJECT_TYPE (self), NULL);
  g_autoptr(JsonNode) now = tm_catalogue_to_json (self);
  g_autoptr(JsonNode) none = tm_catalogue_to_json (blank);

  if (!json_node_equal (now, none)
      && !TM_CATALOGUE_GET_CLASS (self)->read_object (self, json_node_get_object (none), NULL))
    g_warn_if_reached ();
}

gboolean
tm_catalogue_load_or_empty (TmCatalogue  *self,
                            const char   *path,
                            GError      **error)
{
  g_autofree char *data = NULL;
  gboolean missing = FALSE;
  gsize length = 0;

  g_return_val_if_fail (TM_IS_CATALOGUE (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  data = read_file (self, path, &length, &missing, error);
  if (missing)
    {
      empty (self);
      return TRUE;
    }
  return data != NULL && tm_catalogue_load_data (self, data, length, error);
}

/* Writing ------------------------------------------------------------------- */

static void
set_header (const TmCatalogueHeader *header,
            JsonObject              *object)
{
  json_object_set_string_member (object, "format", header->format);
  json_object_set_int_member (object, "version", header->version);
}

JsonNode *
tm_catalogue_to_json (TmCatalogue *self)
{
  TmCatalogueClass *klass;
  JsonObject *object;

  g_return_val_if_fail (TM_IS_CATALOGUE (self), NULL);
  klass = TM_CATALOGUE_GET_CLASS (self);

  object = json_object_new ();
  if (!klass->header->header_last)
    set_header (klass->header, object);
  klass->write_object (self, object);
  if (klass->header->header_last)
    set_header (klass->header, object);
  return tm_json_node_new_object (object);
}

char *
tm_catalogue_to_data (TmCatalogue *self,
                      gsize       *length)
{
  g_autoptr(JsonGenerator) generator = NULL;
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (TM_IS_CATALOGUE (self), NULL);

  root = tm_catalogue_to_json (self);
  generator = json_generator_new ();
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 2);
  return json_generator_to_data (generator, length);
}

gboolean
tm_catalogue_save (TmCatalogue  *self,
                   const char   *path,
                   GError      **error)
{
  g_autofree char *data = NULL;
  GError *local_error = NULL;
  gsize length = 0;

  g_return_val_if_fail (TM_IS_CATALOGUE (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  data = tm_catalogue_to_data (self, &length);
  if (!tm_file_save_atomic (path, data, (gssize) length, 0644, &local_error))
    {
      pass_on_error (self, TM_CATALOGUE_STEP_WRITE, local_error, error);
      return FALSE;
    }
  return TRUE;
}

/* Import and export --------------------------------------------------------- */

gboolean
tm_catalogue_import (TmCatalogue  *self,
                     const char   *path,
                     GError      **error)
{
  TmCatalogueClass *klass;
  g_autoptr(TmCatalogue) other = NULL;

  g_return_val_if_fail (TM_IS_CATALOGUE (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  klass = TM_CATALOGUE_GET_CLASS (self);
  g_return_val_if_fail (klass->merge != NULL, FALSE);

  /* Read whole into a catalogue of its own first: a file that cannot be
   * read changes nothing. */
  other = g_object_new (G_OBJECT_TYPE (self), NULL);
  return tm_catalogue_load (other, path, error) && klass->merge (self, other, error);
}

gboolean
tm_catalogue_export (TmCatalogue  *self,
                     const char   *path,
                     GError      **error)
{
  return tm_catalogue_save (self, path, error);
}
