/* tm-json.c — reading JSON that came from outside, safely */
#include "config.h"

#include "tm-json.h"

#include <glib/gi18n.h>

G_DEFINE_QUARK (tm-json-error-quark, tm_json_error)

/* json-glib's parser recurses once per nesting level: a few megabytes of
 * "[" would exhaust the stack.  Brackets inside strings do not count. */
static gboolean
check_nesting (const char  *data,
               gsize        length,
               GError     **error)
{
  gboolean in_string = FALSE;
  guint depth = 0;

  for (gsize i = 0; i < length; i++)
    {
      char c = data[i];

      if (in_string)
        {
          if (c == '\\')
            i++;
          else if (c == '"')
            in_string = FALSE;
          continue;
        }
      if (c == '"')
        in_string = TRUE;
      else if (c == '[' || c == '{')
        {
          if (++depth > TM_JSON_MAX_DEPTH)
            {
              g_set_error (error, TM_JSON_ERROR, TM_JSON_ERROR_TOO_LARGE,
                           _("The file nests more than %d levels deep; Tablemate never writes such files."),
                           TM_JSON_MAX_DEPTH);
              return FALSE;
            }
        }
      else if ((c == ']' || c == '}') && depth > 0)
        depth--;
    }
  return TRUE;
}

JsonNode *
tm_json_parse (const char  *data,
               gsize        length,
               GError     **error)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  if (length > TM_JSON_MAX_BYTES)
    {
      g_set_error (error, TM_JSON_ERROR, TM_JSON_ERROR_TOO_LARGE,
                   _("The file is %llu bytes; Tablemate reads at most %d."),
                   (unsigned long long) length, TM_JSON_MAX_BYTES);
      return NULL;
    }
  if (!g_utf8_validate_len (data, length, NULL))
    {
      g_set_error (error, TM_JSON_ERROR, TM_JSON_ERROR_SYNTAX,
                   _("The file is not UTF-8 text."));
      return NULL;
    }
  if (!check_nesting (data, length, error))
    return NULL;

  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, data, (gssize) length, &local_error))
    {
      g_set_error (error, TM_JSON_ERROR, TM_JSON_ERROR_SYNTAX,
                   _("The file is not valid JSON: %s"), local_error->message);
      return NULL;
    }
  if (json_parser_get_root (parser) == NULL)
    {
      g_set_error (error, TM_JSON_ERROR, TM_JSON_ERROR_SYNTAX, _("The file is empty."));
      return NULL;
    }
  return json_node_ref (json_parser_get_root (parser));
}

JsonNode *
tm_json_object_get_member (JsonObject *object,
                           const char *name)
{
  JsonNode *node;

  if (object == NULL)
    return NULL;
  node = json_object_get_member (object, name);
  return node != NULL && !JSON_NODE_HOLDS_NULL (node) ? node : NULL;
}

gboolean
tm_json_node_get_int (JsonNode *node,
                      int       min,
                      int       max,
                      int      *value)
{
  gint64 v;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node)
      || json_node_get_value_type (node) != G_TYPE_INT64)
    return FALSE;
  v = json_node_get_int (node);
  if (v < min || v > max)
    return FALSE;
  *value = (int) v;
  return TRUE;
}

const char *
tm_json_node_get_string (JsonNode *node)
{
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node)
      || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

JsonArray *
tm_json_node_get_array (JsonNode *node)
{
  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

JsonObject *
tm_json_node_get_object (JsonNode *node)
{
  return node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}
