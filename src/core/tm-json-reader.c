/* tm-json-reader.c — a quick reader for the plain JSON Tablemate writes
 * (see tm-json-reader.h)
 *
 * Every function returns FALSE or NULL as soon as the text is anything
 * but plain JSON: the caller then reads it the slow way, which accepts or
 * refuses it with its own message.  So this reader may refuse more than
 * json-glib, never accept more, and what it accepts gives the tree
 * json-glib's parser gives.
 */
#include "config.h"

#include "tm-json-reader.h"
#include "tm-json.h"

#include <string.h>

/* Whole numbers of up to 18 digits cannot overflow 64 bits. */
#define MAX_DIGITS 18

typedef struct
{
  const char *p;
  const char *end;
  GString *text;      /* the last string read, unescaped */
  guint depth;
} Reader;

static JsonNode *read_value (Reader *reader);

static void
skip_space (Reader *reader)
{
  while (reader->p < reader->end
         && (*reader->p == ' ' || *reader->p == '\n' || *reader->p == '\r' || *reader->p == '\t'))
    reader->p++;
}

static int
hex_digit (char c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

/* \uXXXX after the backslash; surrogates and U+0000 are left to json-glib. */
static gboolean
read_u_escape (Reader *reader)
{
  gunichar value = 0;

  if (reader->end - reader->p < 5)
    return FALSE;
  for (int i = 1; i <= 4; i++)
    {
      int digit = hex_digit (reader->p[i]);

      if (digit < 0)
        return FALSE;
      value = value * 16 + (gunichar) digit;
    }
  if (value == 0 || (value >= 0xd800 && value <= 0xdfff))
    return FALSE;
  g_string_append_unichar (reader->text, value);
  reader->p += 5;
  return TRUE;
}

/* A string (at its opening quote) into reader->text: never with a NUL
 * (a raw control character or \u0000 is left to json-glib). */
static gboolean
read_string (Reader *reader)
{
  const char *run;
  gboolean ascii = TRUE;

  g_string_truncate (reader->text, 0);
  run = ++reader->p;
  while (reader->p < reader->end)
    {
      guchar c = (guchar) *reader->p;

      if (c == '"')
        {
          g_string_append_len (reader->text, run, reader->p - run);
          reader->p++;
          return ascii || g_utf8_validate_len (reader->text->str, reader->text->len, NULL);
        }
      if (c < 0x20)
        return FALSE;
      if (c >= 0x80)
        ascii = FALSE;
      if (c != '\\')
        {
          reader->p++;
          continue;
        }

      g_string_append_len (reader->text, run, reader->p - run);
      if (++reader->p == reader->end)
        return FALSE;
      switch (*reader->p)
        {
        case '"': g_string_append_c (reader->text, '"'); break;
        case '\\': g_string_append_c (reader->text, '\\'); break;
        case '/': g_string_append_c (reader->text, '/'); break;
        case 'b': g_string_append_c (reader->text, '\b'); break;
        case 'f': g_string_append_c (reader->text, '\f'); break;
        case 'n': g_string_append_c (reader->text, '\n'); break;
        case 'r': g_string_append_c (reader->text, '\r'); break;
        case 't': g_string_append_c (reader->text, '\t'); break;
        case 'u':
          if (!read_u_escape (reader))
            return FALSE;
          run = reader->p;
          continue;
        default:
          return FALSE;
        }
      run = ++reader->p;
    }
  return FALSE;
}

/* -?(0|[1-9][0-9]*), at most MAX_DIGITS digits, not followed by a
 * fraction, an exponent or a letter. */
static JsonNode *
read_number (Reader *reader)
{
  gboolean negative = *reader->p == '-';
  const char *digits = reader->p + (negative ? 1 : 0);
  const char *q = digits;
  gint64 value = 0;

  /* Stops at the first digit too many, before it could overflow. */
  while (q < reader->end && *q >= '0' && *q <= '9' && q - digits < MAX_DIGITS)
    value = value * 10 + (*q++ - '0');
  if (q == digits || (*digits == '0' && q - digits > 1))
    return NULL;
  /* A 19th digit, like a fraction or an exponent, is left to json-glib. */
  if (q < reader->end && (g_ascii_isalnum (*q) || *q == '.' || *q == '_' || *q == '+' || *q == '-'))
    return NULL;
  reader->p = q;
  return json_node_init_int (json_node_alloc (), negative ? -value : value);
}

/* true, false or null, not followed by a letter or digit. */
static JsonNode *
read_word (Reader *reader)
{
  static const struct { const char *word; JsonNodeType type; gboolean value; } words[] = {
    { "true", JSON_NODE_VALUE, TRUE },
    { "false", JSON_NODE_VALUE, FALSE },
    { "null", JSON_NODE_NULL, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    {
      gsize length = strlen (words[i].word);

      if ((gsize) (reader->end - reader->p) >= length && memcmp (reader->p, words[i].word, length) == 0
          && (reader->p + length == reader->end
              || !(g_ascii_isalnum (reader->p[length]) || reader->p[length] == '_')))
        {
          reader->p += length;
          return words[i].type == JSON_NODE_NULL
                 ? json_node_init_null (json_node_alloc ())
                 : json_node_init_boolean (json_node_alloc (), words[i].value);
        }
    }
  return NULL;
}

/* After a member or an element: TRUE at a comma (skipped, with the space
 * after it), FALSE at the closing @close (skipped) in *@closed, FALSE
 * without *@closed for anything else. */
static gboolean
read_separator (Reader   *reader,
                char      close,
                gboolean *closed)
{
  skip_space (reader);
  *closed = FALSE;
  if (reader->p < reader->end && *reader->p == ',')
    {
      reader->p++;
      skip_space (reader);
      return TRUE;
    }
  if (reader->p < reader->end && *reader->p == close)
    {
      reader->p++;
      *closed = TRUE;
    }
  return FALSE;
}

static JsonNode *
read_object (Reader *reader)
{
  JsonObject *object = json_object_new ();
  g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), object);
  gboolean closed = FALSE;

  json_object_unref (object);
  reader->p++;
  skip_space (reader);
  if (reader->p < reader->end && *reader->p == '}')
    {
      reader->p++;
      return g_steal_pointer (&node);
    }
  do
    {
      g_autofree char *name = NULL;
      JsonNode *member;

      /* A name json-glib would refuse, or one given twice (json-glib
       * keeps the last value): its messages or its way. */
      if (reader->p >= reader->end || *reader->p != '"' || !read_string (reader)
          || reader->text->len == 0)
        return NULL;
      name = g_strndup (reader->text->str, reader->text->len);
      if (json_object_has_member (object, name))
        return NULL;
      skip_space (reader);
      if (reader->p >= reader->end || *reader->p != ':')
        return NULL;
      reader->p++;
      skip_space (reader);
      member = read_value (reader);
      if (member == NULL)
        return NULL;
      json_node_set_parent (member, node);
      json_object_set_member (object, name, member);
    }
  while (read_separator (reader, '}', &closed));
  return closed ? g_steal_pointer (&node) : NULL;
}

static JsonNode *
read_array (Reader *reader)
{
  JsonArray *array = json_array_new ();
  g_autoptr(JsonNode) node = json_node_init_array (json_node_alloc (), array);
  gboolean closed = FALSE;

  json_array_unref (array);
  reader->p++;
  skip_space (reader);
  if (reader->p < reader->end && *reader->p == ']')
    {
      reader->p++;
      return g_steal_pointer (&node);
    }
  do
    {
      JsonNode *element = read_value (reader);

      if (element == NULL)
        return NULL;
      json_node_set_parent (element, node);
      json_array_add_element (array, element);
    }
  while (read_separator (reader, ']', &closed));
  return closed ? g_steal_pointer (&node) : NULL;
}

/* A value, at its first character. */
static JsonNode *
read_value (Reader *reader)
{
  JsonNode *node;

  if (reader->p >= reader->end)
    return NULL;
  switch (*reader->p)
    {
    case '{':
    case '[':
      /* Deeper than tm_json_parse() allows: its message. */
      if (reader->depth == TM_JSON_MAX_DEPTH)
        return NULL;
      reader->depth++;
      node = *reader->p == '{' ? read_object (reader) : read_array (reader);
      reader->depth--;
      return node;
    case '"':
      if (!read_string (reader))
        return NULL;
      return json_node_init_string (json_node_alloc (), reader->text->str);
    case '-':
    case '0': case '1': case '2': case '3': case '4':
    case '5': case '6': case '7': case '8': case '9':
      return read_number (reader);
    default:
      return read_word (reader);
    }
}

JsonNode *
tm_json_read_plain (const char *data,
                    gsize       length)
{
  g_autoptr(GString) text = g_string_sized_new (64);
  Reader reader = { data, data + length, text, 0 };
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  skip_space (&reader);
  root = read_value (&reader);
  if (root == NULL)
    return NULL;
  skip_space (&reader);
  if (reader.p != reader.end)
    return NULL;
  /* As json-glib's immutable parser leaves its tree. */
  json_node_seal (root);
  return g_steal_pointer (&root);
}
