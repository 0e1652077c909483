/* tm-catalogue.c — reading and writing the players' card catalogues */
#include "config.h"

#include "tm-catalogue.h"
#include "tm-file.h"
#include "tm-json.h"


JsonObject *
tm_catalogue_check_header (JsonNode                 *root,
                           const TmCatalogueHeader  *header,
                           GError                  **error)
{
  JsonObject *object = tm_json_node_get_object (root);
  int version;

  g_return_val_if_fail (header != NULL && header->set_error != NULL, NULL);

  if (object == NULL
      || g_strcmp0 (tm_json_node_get_string (tm_json_object_get_member (object, "format")),
                    header->format) != 0)
    {
      header->set_error (error, TM_CATALOGUE_NOT_THIS_FORMAT, 0);
      return NULL;
    }
  if (!tm_json_node_get_int (tm_json_object_get_member (object, "version"),
                             G_MININT, G_MAXINT, &version))
    {
      header->set_error (error, TM_CATALOGUE_NO_VERSION, 0);
      return NULL;
    }
  if (version != header->version)
    {
      header->set_error (error, TM_CATALOGUE_OTHER_VERSION, version);
      return NULL;
    }
  return object;
}

void
tm_catalogue_set_header (JsonObject              *object,
                         const TmCatalogueHeader *header)
{
  g_return_if_fail (object != NULL && header != NULL);

  json_object_set_string_member (object, "format", header->format);
  json_object_set_int_member (object, "version", header->version);
}

JsonNode *
tm_catalogue_parse (const char               *data,
                    gsize                     length,
                    const TmCatalogueHeader  *header,
                    GError                  **error)
{
  g_autoptr(JsonNode) root = tm_json_parse (data, length, error);

  if (root == NULL || tm_catalogue_check_header (root, header, error) == NULL)
    return NULL;
  return g_steal_pointer (&root);
}

char *
tm_catalogue_to_data (JsonNode *root,
                      gsize    *length)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();

  g_return_val_if_fail (root != NULL, NULL);

  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 2);
  return json_generator_to_data (generator, length);
}

gboolean
tm_catalogue_save (JsonNode    *root,
                   const char  *path,
                   GError     **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  g_return_val_if_fail (root != NULL && path != NULL, FALSE);

  data = tm_catalogue_to_data (root, &length);
  return tm_file_save_atomic (path, data, (gssize) length, 0644, error);
}
