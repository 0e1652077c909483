/* test-json-reader.c — the quick reader gives json-glib's tree or nothing
 *
 * tm_json_read_plain() (core/tm-json-reader.c) reads the plain JSON
 * Tablemate writes without json-glib's parser.  What it reads must be
 * the very tree json-glib's immutable parser gives (same nodes, same
 * value types, same member order, sealed, with parents); what it does not
 * read it must leave to tm_json_parse()'s slow path, so that bad files
 * keep their messages.
 */
#include "config.h"

#include "core/tm-json.h"
#include "core/tm-json-reader.h"

#include <string.h>

static JsonNode *
parse_with_json_glib (const char *data,
                      gsize       length)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, data, (gssize) length, &error);
  g_assert_no_error (error);
  return json_node_ref (json_parser_get_root (parser));
}

static gboolean
json_glib_reads (const char *data,
                 gsize       length)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();

  return json_parser_load_from_data (parser, data, (gssize) length, NULL);
}

/* The same tree, down to the value types, member order and parents. */
static void
assert_same_tree (JsonNode *a,
                  JsonNode *b)
{
  g_assert_cmpint (json_node_get_node_type (a), ==, json_node_get_node_type (b));
  g_assert_true (json_node_is_immutable (a));
  g_assert_true (json_node_is_immutable (b));
  switch (json_node_get_node_type (a))
    {
    case JSON_NODE_OBJECT:
      {
        JsonObject *oa = json_node_get_object (a), *ob = json_node_get_object (b);
        JsonObjectIter ia, ib;
        const char *na, *nb;
        JsonNode *ma, *mb;

        g_assert_cmpuint (json_object_get_size (oa), ==, json_object_get_size (ob));
        json_object_iter_init_ordered (&ia, oa);
        json_object_iter_init_ordered (&ib, ob);
        while (json_object_iter_next_ordered (&ia, &na, &ma))
          {
            g_assert_true (json_object_iter_next_ordered (&ib, &nb, &mb));
            g_assert_cmpstr (na, ==, nb);
            g_assert_true (json_node_get_parent (ma) == a);
            g_assert_true (json_node_get_parent (mb) == b);
            assert_same_tree (ma, mb);
          }
      }
      break;
    case JSON_NODE_ARRAY:
      {
        JsonArray *aa = json_node_get_array (a), *ab = json_node_get_array (b);

        g_assert_cmpuint (json_array_get_length (aa), ==, json_array_get_length (ab));
        for (guint i = 0; i < json_array_get_length (aa); i++)
          {
            g_assert_true (json_node_get_parent (json_array_get_element (aa, i)) == a);
            assert_same_tree (json_array_get_element (aa, i), json_array_get_element (ab, i));
          }
      }
      break;
    case JSON_NODE_VALUE:
      g_assert_cmpint (json_node_get_value_type (a), ==, json_node_get_value_type (b));
      if (json_node_get_value_type (a) == G_TYPE_STRING)
        g_assert_cmpstr (json_node_get_string (a), ==, json_node_get_string (b));
      else if (json_node_get_value_type (a) == G_TYPE_INT64)
        g_assert_cmpint (json_node_get_int (a), ==, json_node_get_int (b));
      else if (json_node_get_value_type (a) == G_TYPE_BOOLEAN)
        g_assert_cmpint (json_node_get_boolean (a), ==, json_node_get_boolean (b));
      else
        g_assert_not_reached ();
      break;
    case JSON_NODE_NULL:
      break;
    }
  g_assert_true (json_node_equal (a, b));
}

static void
assert_read_as_json_glib (const char *data,
                          gsize       length)
{
  g_autoptr(JsonNode) quick = tm_json_read_plain (data, length);
  g_autoptr(JsonNode) slow = parse_with_json_glib (data, length);
  g_autoptr(JsonNode) through_parse = tm_json_parse (data, length, NULL);

  if (quick == NULL)
    g_test_message ("not read: %.*s", (int) MIN (length, 200), data);
  g_assert_nonnull (quick);
  g_assert_null (json_node_get_parent (quick));
  assert_same_tree (quick, slow);
  assert_same_tree (through_parse, slow);
}

static void
test_plain_documents (void)
{
  static const char *const documents[] = {
    "{}",
    "[]",
    " \t\r\n{ \"a\" : 1 , \"b\":[ ] ,\"c\" : { } }\n",
    "{\"z\":1,\"a\":2,\"m\":3}",
    "[0,-0,7,-12,123456789012345678,-123456789012345678]",
    "[true,false,null,\"null\",[null]]",
    "{\"s\":\"plain\",\"e\":\"\\\"\\\\\\/\\b\\f\\n\\r\\t\",\"u\":\"\\u00e9\\u6708\\u0041\"}",
    "{\"名前\":\"月の台\",\"emoji\":\"🂡\",\"mixed\":\"a\\u3042b\"}",
    "{\"\\u0041\":\"member name with an escape\"}",
    "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]",
    "\"a lone string\"",
    "42",
    "null",
    "{\"format\":\"tablemate-record\",\"version\":1,\"players\":[\"Aoi\",\"Mio\"],"
    "\"moves\":[{\"type\":\"turn\",\"used\":3,\"taken\":14},{\"type\":\"emblems\",\"cards\":{\"3\":{\"FOOD\":2}}}]}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (documents); i++)
    assert_read_as_json_glib (documents[i], strlen (documents[i]));
}

/* Every record of the CLI tests: what Tablemate writes. */
static void
test_records (void)
{
  g_autofree char *dir_path = g_build_filename (g_getenv ("TM_TEST_DATA"), "cli", "records", NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);
      g_autofree char *data = NULL;
      gsize length;

      if (!g_str_has_suffix (name, ".json"))
        continue;
      g_assert_true (g_file_get_contents (path, &data, &length, NULL));
      /* Some are broken on purpose: those are json-glib's to refuse. */
      if (json_glib_reads (data, length))
        {
          assert_read_as_json_glib (data, length);
          n++;
        }
      else
        {
          g_autoptr(JsonNode) quick = tm_json_read_plain (data, length);

          g_assert_null (quick);
        }
    }
  g_assert_cmpuint (n, >, 10);
}

/* Valid or not, these are left to json-glib and tm_json_parse()'s checks. */
static void
test_left_to_json_glib (void)
{
  static const char *const documents[] = {
    "",
    "  \n",
    "{\"a\":1,\"a\":2}",               /* a member named twice */
    "{\"\":1}",                        /* an empty name */
    "[1.5]", "[1e3]", "[1E3]", "[-1.0]",
    "[01]", "[-]", "[+1]", "[1234567890123456789]",
    "[18446744073709551616]", "[-99999999999999999999999]",   /* beyond 64 bits */
    "[1,]", "{\"a\":1,}", "[,1]", "{,}",
    "[1 2]", "{\"a\" 1}", "{\"a\":}", "{a:1}",
    "[1] x", "[1]]", "{", "[", "\"open",
    "// a comment\n[1]", "[1 /* a comment */]",
    "[\"\\ud83c\\udca1\"]",           /* a surrogate pair */
    "[\"\\ud83c\"]", "[\"\\u0000\"]", "[\"\\u12\"]", "[\"\\x41\"]", "[\"\\\"]",
    "[\"tab\tinside\"]", "[\"new\nline\"]",
    "[\"\xff\"]", "[\"\xc3\"]",       /* not UTF-8 */
    "\xef\xbb\xbf[1]",                /* a byte-order mark */
    "[truex]", "[nul]", "[True]", "[undefined]", "[NaN]",
    "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]",   /* 33 deep */
  };

  for (guint i = 0; i < G_N_ELEMENTS (documents); i++)
    {
      g_autoptr(JsonNode) quick = tm_json_read_plain (documents[i], strlen (documents[i]));

      if (quick != NULL)
        g_test_message ("read: %s", documents[i]);
      g_assert_null (quick);
    }
  /* A NUL byte inside the text. */
  {
    g_autoptr(JsonNode) quick = tm_json_read_plain ("[\"a\0b\"]", 7);

    g_assert_null (quick);
  }
}

/* A document cut anywhere is never read as something else. */
static void
test_cut_records (void)
{
  const char *document = "{\"players\":[\"Aoi\",\"Mio\"],\"moves\":[{\"type\":\"turn\",\"used\":13,"
                         "\"taken\":4,\"ok\":true,\"no\":null,\"s\":\"\\u6708\"}]}";
  gsize length = strlen (document);

  for (gsize cut = 0; cut < length; cut++)
    {
      g_autoptr(JsonNode) quick = tm_json_read_plain (document, cut);

      /* Only a whole document is JSON here. */
      g_assert_null (quick);
    }
  assert_read_as_json_glib (document, length);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/json-reader/plain-documents", test_plain_documents);
  g_test_add_func ("/json-reader/records", test_records);
  g_test_add_func ("/json-reader/left-to-json-glib", test_left_to_json_glib);
  g_test_add_func ("/json-reader/cut-records", test_cut_records);
  return g_test_run ();
}
