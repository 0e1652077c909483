/* tm-json.c — reading JSON that came from outside, safely */
#include "config.h"

#include "tm-json.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <errno.h>
#include <string.h>

G_DEFINE_QUARK (tm-json-error-quark, tm_json_error)

char *
tm_json_describe_text (const char *text,
                       gsize       length,
                       guint       max_chars)
{
  GString *out;
  const char *p = text;
  const char *end;
  guint n_chars = 0;
  gsize plain = 0;

  g_return_val_if_fail (text != NULL || length == 0, g_strdup (""));

  if (length == (gsize) -1)
    length = strlen (text);
  end = text + length;

  /* Printable ASCII that fits is shown as it is (every player name of
   * every record replayed): no character by character copy. */
  while (plain < length && plain <= max_chars && text[plain] >= 0x20 && text[plain] < 0x7f)
    plain++;
  if (text != NULL && plain == length && length <= max_chars)
    return g_strndup (text, length);

  out = g_string_new (NULL);

  while (p < end)
    {
      gunichar c = g_utf8_get_char_validated (p, end - p);
      const char *next;

      if (n_chars == max_chars)
        {
          g_string_append (out, "…");
          break;
        }
      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          /* Not UTF-8: shown as bytes. */
          g_string_append_printf (out, "\\x%02x", (guchar) *p);
          next = p + 1;
        }
      else
        {
          next = g_utf8_next_char (p);
          if (c == '\n')
            g_string_append (out, "\\n");
          else if (c == '\t')
            g_string_append (out, "\\t");
          else if (c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0)
                   || c == 0x2028 || c == 0x2029)
            g_string_append_printf (out, "\\u%04x", c);
          else
            g_string_append_len (out, p, next - p);
        }
      n_chars++;
      p = next;
    }
  return g_string_free (out, FALSE);
}

/* Before json-glib sees a file, a strict JSON (RFC 8259) lexer reads it:
 *
 *  - json-glib's parser recurses once per nesting level, so a few
 *    megabytes of "[" would exhaust the stack: nesting is limited;
 *  - json-glib accepts more than JSON, and some of it would be read
 *    wrongly or written back as a file that no longer reads: comments
 *    and single-quoted strings (where a quote or a bracket would fool
 *    the nesting count), numbers beyond 64 bits (silently wrapped),
 *    fractions and exponents (1e400 is written back as "inf.0", 1e22 as
 *    "1e+22.0"), lone UTF-16 surrogates (read as invalid UTF-8) and
 *    "\u0000" (cuts the text short).  Tablemate files hold only whole
 *    numbers, so all of these are refused, with the line they are on.
 *
 * What is left (a missing comma, an unclosed string …) json-glib
 * reports itself. */
typedef struct
{
  const char *data;
  gsize length;
  gsize pos;
  guint line;
} Lexer;

static gboolean
lexer_fail (Lexer       *lexer,
            GError     **error,
            const char  *detail)
{
  g_set_error (error, TM_JSON_ERROR, TM_JSON_ERROR_SYNTAX,
               _("The file is not valid JSON: %s"), detail);
  return FALSE;
}

static int
hex_value (char c)
{
  return g_ascii_isxdigit (c) ? g_ascii_xdigit_value (c) : -1;
}

/* The four hex digits after "\u" at @at, or -1. */
static int
read_u_escape (Lexer *lexer,
               gsize  at)
{
  int value = 0;

  if (at + 6 > lexer->length || lexer->data[at] != '\\' || lexer->data[at + 1] != 'u')
    return -1;
  for (gsize i = at + 2; i < at + 6; i++)
    {
      int digit = hex_value (lexer->data[i]);

      if (digit < 0)
        return -1;
      value = value * 16 + digit;
    }
  return value;
}

/* A string from its opening quote; leaves pos after the closing one. */
static gboolean
lex_string (Lexer   *lexer,
            GError **error)
{
  lexer->pos++;
  while (lexer->pos < lexer->length)
    {
      char c = lexer->data[lexer->pos];
      gsize escape = lexer->pos;
      int value;

      if (c == '"')
        {
          lexer->pos++;
          return TRUE;
        }
      if (c == '\n')
        lexer->line++;
      if (c != '\\')
        {
          lexer->pos++;
          continue;
        }

      if (escape + 1 >= lexer->length)
        break;
      if (strchr ("\"\\/bfnrt", lexer->data[escape + 1]) != NULL && lexer->data[escape + 1] != '\0')
        {
          lexer->pos += 2;
          continue;
        }
      value = read_u_escape (lexer, escape);
      if (value < 0)
        {
          g_autofree char *shown =
            tm_json_describe_text (lexer->data + escape, MIN (2, lexer->length - escape), 2);
          g_autofree char *detail =
            g_strdup_printf (_("line %u: “%s” is not a JSON escape sequence"), lexer->line, shown);

          return lexer_fail (lexer, error, detail);
        }
      lexer->pos += 6;
      if (value >= 0xd800 && value <= 0xdbff)
        {
          int low = read_u_escape (lexer, lexer->pos);

          if (low >= 0xdc00 && low <= 0xdfff)
            {
              lexer->pos += 6;
              continue;
            }
        }
      if (value == 0 || (value >= 0xd800 && value <= 0xdfff))
        {
          g_autofree char *shown = g_strdup_printf ("\\u%04x", (guint) value);
          g_autofree char *detail =
            g_strdup_printf (_("line %u: “%s” is not a character Tablemate can read"),
                             lexer->line, shown);

          return lexer_fail (lexer, error, detail);
        }
    }
  /* Not closed: json-glib says so. */
  lexer->pos = lexer->length;
  return TRUE;
}

/* A number (or what json-glib would take for one): only whole numbers
 * of 64 bits, written as JSON writes them. */
static gboolean
lex_number (Lexer   *lexer,
            GError **error)
{
  gsize start = lexer->pos;
  gsize end = start;
  gsize digits;
  gboolean negative;
  gboolean integer;
  g_autofree char *shown = NULL;
  g_autofree char *detail = NULL;

  while (end < lexer->length
         && (g_ascii_isalnum (lexer->data[end]) || strchr ("+-._", lexer->data[end]) != NULL)
         && lexer->data[end] != '\0')
    end++;
  lexer->pos = end;

  negative = lexer->data[start] == '-';
  digits = start + (negative ? 1 : 0);
  while (digits < end && g_ascii_isdigit (lexer->data[digits]))
    digits++;
  digits -= start + (negative ? 1 : 0);

  /* -?(0|[1-9][0-9]*) */
  integer = digits > 0 && digits + (negative ? 1 : 0) == end - start
            && (lexer->data[start + (negative ? 1 : 0)] != '0' || digits == 1);
  if (integer)
    {
      /* In range? */
      const char *limit = negative ? "9223372036854775808" : "9223372036854775807";
      const char *first = lexer->data + start + (negative ? 1 : 0);

      if (digits < 19 || (digits == 19 && strncmp (first, limit, 19) <= 0))
        return TRUE;
    }

  /* Only a refused number is quoted: every record has hundreds of good ones. */
  shown = tm_json_describe_text (lexer->data + start, end - start, 24);
  if (integer)
    {
      detail = g_strdup_printf (_("line %u: the number %s is too large"), lexer->line, shown);
      return lexer_fail (lexer, error, detail);
    }

  /* A fraction or an exponent after a valid start. */
  if (digits > 0 && start + (negative ? 1 : 0) + digits < end
      && strchr (".eE", lexer->data[start + (negative ? 1 : 0) + digits]) != NULL)
    detail = g_strdup_printf (_("line %u: %s is not a whole number; Tablemate reads only whole numbers"),
                              lexer->line, shown);
  else
    detail = g_strdup_printf (_("line %u: “%s” is not a number"), lexer->line, shown);
  return lexer_fail (lexer, error, detail);
}

/* JSON's whitespace. */
static inline gboolean
is_blank (char c)
{
  return c == ' ' || c == '\n' || c == '\t' || c == '\r';
}

/* Whether @c can be part of a word or a number: the blanks between two
 * of them separate tokens ("1 2" is two numbers, "12" one). */
static inline gboolean
is_word_char (char c)
{
  return g_ascii_isalnum (c) || c == '+' || c == '-' || c == '.' || c == '_';
}

/* Checks @data (see Lexer) and writes it to @out (length + 1 bytes)
 * without the blanks between its tokens, which do not change what it
 * holds: json-glib's scanner takes about a third of its time over the
 * indentation of a record as Tablemate writes it.  Strings are copied as
 * they are, and a blank that separates two words or numbers is kept as
 * one space, so that nothing that is not JSON becomes JSON.  *@out_length
 * is the length written. */
static gboolean
check_json (const char  *data,
            gsize        length,
            char        *out,
            gsize       *out_length,
            GError     **error)
{
  Lexer lexer = { data, length, 0, 1 };
  guint depth = 0;
  gsize n_out = 0;
  gboolean blank = FALSE;

  while (lexer.pos < length)
    {
      char c = data[lexer.pos];
      gsize start = lexer.pos;

      if (is_blank (c))
        {
          if (c == '\n')
            lexer.line++;
          lexer.pos++;
          blank = TRUE;
          continue;
        }
      if (blank && n_out > 0 && is_word_char (out[n_out - 1]) && is_word_char (c))
        out[n_out++] = ' ';
      blank = FALSE;

      switch (c)
        {
        case ',':
        case ':':
          lexer.pos++;
          break;

        case '[':
        case '{':
          if (++depth > TM_JSON_MAX_DEPTH)
            {
              g_set_error (error, TM_JSON_ERROR, TM_JSON_ERROR_TOO_LARGE,
                           _("The file nests more than %d levels deep; Tablemate never writes such files."),
                           TM_JSON_MAX_DEPTH);
              return FALSE;
            }
          lexer.pos++;
          break;

        case ']':
        case '}':
          if (depth > 0)
            depth--;
          lexer.pos++;
          break;

        case '"':
          if (!lex_string (&lexer, error))
            return FALSE;
          break;

        case '-': case '+': case '.':
        case '0': case '1': case '2': case '3': case '4':
        case '5': case '6': case '7': case '8': case '9':
          if (!lex_number (&lexer, error))
            return FALSE;
          break;

        default:
          if (g_ascii_isalpha (c))
            {
              /* true, false, null, or a word json-glib refuses. */
              while (lexer.pos < length && (g_ascii_isalnum (data[lexer.pos]) || data[lexer.pos] == '_'))
                lexer.pos++;
            }
          else
            {
              const char *next = g_utf8_find_next_char (data + lexer.pos, data + length);
              gsize size = (next != NULL ? (gsize) (next - data) : length) - lexer.pos;
              g_autofree char *shown = tm_json_describe_text (data + lexer.pos, size, 1);
              g_autofree char *detail =
                g_strdup_printf (_("line %u: unexpected “%s”"), lexer.line, shown);

              return lexer_fail (&lexer, error, detail);
            }
          break;
        }
      /* The token as it is written. */
      memcpy (out + n_out, data + start, lexer.pos - start);
      n_out += lexer.pos - start;
    }
  out[n_out] = '\0';
  *out_length = n_out;
  return TRUE;
}

/* json-glib's parser: an immutable one seals every node as it builds
 * it (a hash of each object), a mutable one leaves the tree to change. */
static JsonParser *
new_parser (gboolean immutable)
{
  return immutable ? json_parser_new_immutable () : json_parser_new ();
}

static JsonNode *
parse (const char  *data,
       gsize        length,
       gboolean     immutable,
       GError     **error)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *compact = NULL;
  gsize compact_length;

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
  compact = g_malloc (length + 1);
  if (!check_json (data, length, compact, &compact_length, error))
    return NULL;
  if (length == 0)
    {
      /* json-glib wants data, even none. */
      g_set_error (error, TM_JSON_ERROR, TM_JSON_ERROR_SYNTAX, _("The file is empty."));
      return NULL;
    }

  parser = new_parser (immutable);
  /* All blanks: json-glib says what it says of the text as it is. */
  if (compact_length > 0
      && json_parser_load_from_data (parser, compact, (gssize) compact_length, NULL)
      && json_parser_get_root (parser) != NULL)
    return json_node_ref (json_parser_get_root (parser));
  /* Refused: read again as written, for json-glib's message with the
   * line and column in the file. */
  g_clear_object (&parser);
  parser = new_parser (immutable);
  if (!json_parser_load_from_data (parser, data, (gssize) length, &local_error))
    {
      /* json-glib quotes the file: keep the message on one line. */
      g_autofree char *detail = tm_json_describe_text (local_error->message, -1, 200);

      g_set_error (error, TM_JSON_ERROR, TM_JSON_ERROR_SYNTAX,
                   _("The file is not valid JSON: %s"), detail);
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
tm_json_parse (const char  *data,
               gsize        length,
               GError     **error)
{
  return parse (data, length, TRUE, error);
}

JsonNode *
tm_json_parse_mutable (const char  *data,
                       gsize        length,
                       GError     **error)
{
  return parse (data, length, FALSE, error);
}

/* Whether @data is one JSON array or object, written from its first
 * byte to its last: brackets outside strings close only at the end.
 * Such texts, joined with commas inside "[" and "]", are read by
 * json-glib as that array's elements one by one, each exactly as it is
 * read alone: an element is a value as a whole text is, and no comma or
 * bracket of one text can join or split another.  A text that is not
 * one (blanks around it, two values, a bracket left open) is read alone. */
static gboolean
stands_alone (const char *data,
              gsize       length)
{
  guint depth = 0;
  gboolean in_string = FALSE;

  if (length < 2 || (data[0] != '[' && data[0] != '{'))
    return FALSE;
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
        depth++;
      else if (c == ']' || c == '}')
        {
          if (depth == 0)
            return FALSE;
          if (--depth == 0 && i + 1 < length)
            return FALSE;
        }
    }
  return depth == 0 && !in_string;
}

void
tm_json_parse_each_mutable (const char * const *texts,
                            const gsize        *lengths,
                            guint               n,
                            TmJsonEachFunc      func,
                            gpointer            data)
{
  g_autoptr(GString) joined = g_string_new ("[");
  g_autoptr(GArray) joined_index = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(JsonParser) parser = NULL;
  JsonArray *elements = NULL;
  guint next = 0;

  /* Each text through tm_json_parse()'s own checks (size, UTF-8, the
   * strict lexer), then the ones that stand alone joined. */
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *compact = NULL;
      gsize compact_length;

      if (lengths[i] > TM_JSON_MAX_BYTES || !stands_alone (texts[i], lengths[i])
          || !g_utf8_validate_len (texts[i], lengths[i], NULL))
        continue;
      compact = g_malloc (lengths[i] + 1);
      if (!check_json (texts[i], lengths[i], compact, &compact_length, NULL))
        continue;
      if (joined_index->len > 0)
        g_string_append_c (joined, ',');
      g_string_append_len (joined, compact, (gssize) compact_length);
      g_array_append_val (joined_index, i);
    }
  g_string_append_c (joined, ']');

  /* One more level of nesting than each text: one at the limit makes
   * the whole refused, and each is read alone. */
  parser = new_parser (FALSE);
  if (joined_index->len > 0
      && json_parser_load_from_data (parser, joined->str, (gssize) joined->len, NULL)
      && JSON_NODE_HOLDS_ARRAY (json_parser_get_root (parser)))
    {
      elements = json_node_get_array (json_parser_get_root (parser));
      if (json_array_get_length (elements) != joined_index->len)
        elements = NULL;
    }
  for (guint i = 0; i < n; i++)
    {
      if (elements != NULL && next < joined_index->len && g_array_index (joined_index, guint, next) == i)
        func (i, json_array_get_element (elements, next++), data);
      else
        {
          g_autoptr(JsonNode) node = parse (texts[i], lengths[i], FALSE, NULL);

          func (i, node, data);
        }
    }
}

char *
tm_json_read_file (const char  *path,
                   gsize       *length,
                   gboolean    *missing,
                   GError     **error)
{
  char *data = NULL;
  GStatBuf st;

  g_return_val_if_fail (path != NULL, NULL);

  if (missing != NULL)
    *missing = FALSE;
  if (g_stat (path, &st) != 0)
    {
      if (errno == ENOENT && missing != NULL)
        {
          /* Not written yet. */
          *missing = TRUE;
          return NULL;
        }
    }
  /* Check the size before reading, so a huge file is never loaded. */
  else if (st.st_size > TM_JSON_MAX_BYTES)
    {
      g_set_error (error, TM_JSON_ERROR, TM_JSON_ERROR_TOO_LARGE,
                   _("The file is %lld bytes; Tablemate reads at most %d."),
                   (long long) st.st_size, TM_JSON_MAX_BYTES);
      return NULL;
    }
  if (!g_file_get_contents (path, &data, length, error))
    return NULL;
  return data;
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

/* tm_json_node_get_int(), inlined where a replay reads many numbers
 * (the two of every cell of every move). */
static inline gboolean
node_get_int (JsonNode *node,
              int       min,
              int       max,
              int      *value)
{
  gint64 v;

  /* json_node_get_value_type() says G_TYPE_INT64 of a value only (an
   * object or array has its own type, null none): one call, not two, for
   * every number of every move of a replay. */
  if (node == NULL || json_node_get_value_type (node) != G_TYPE_INT64)
    return FALSE;
  v = json_node_get_int (node);
  if (v < min || v > max)
    return FALSE;
  *value = (int) v;
  return TRUE;
}

gboolean
tm_json_node_get_int (JsonNode *node,
                      int       min,
                      int       max,
                      int      *value)
{
  return node_get_int (node, min, max, value);
}

const char *
tm_json_node_get_string (JsonNode *node)
{
  /* As in tm_json_node_get_int(): only a value has G_TYPE_STRING. */
  if (node == NULL || json_node_get_value_type (node) != G_TYPE_STRING)
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

gboolean
tm_json_node_get_int_pair (JsonNode *node,
                           int       min,
                           int       max,
                           int      *first,
                           int      *second)
{
  JsonArray *array;
  int a, b;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return FALSE;
  array = json_node_get_array (node);
  if (json_array_get_length (array) != 2
      || !node_get_int (json_array_get_element (array, 0), min, max, &a)
      || !node_get_int (json_array_get_element (array, 1), min, max, &b))
    return FALSE;
  *first = a;
  *second = b;
  return TRUE;
}

JsonNode *
tm_json_node_new_object (JsonObject *object)
{
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_node_take_object (node, object);
  return node;
}

void
tm_json_object_set_int_or_null (JsonObject *object,
                                const char *name,
                                int         value)
{
  if (value >= 0)
    json_object_set_int_member (object, name, value);
  else
    json_object_set_null_member (object, name);
}

JsonArray *
tm_json_int_pair (gint64 a,
                  gint64 b)
{
  JsonArray *array = json_array_new ();

  json_array_add_int_element (array, a);
  json_array_add_int_element (array, b);
  return array;
}

JsonNode *
tm_json_node_new_int_pair (gint64 a,
                           gint64 b)
{
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);

  json_node_take_array (node, tm_json_int_pair (a, b));
  return node;
}

void
tm_json_builder_add_string_member (JsonBuilder *builder,
                                   const char  *name,
                                   const char  *value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_string_value (builder, value);
}

void
tm_json_builder_add_int_member (JsonBuilder *builder,
                                const char  *name,
                                gint64       value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_int_value (builder, value);
}

void
tm_json_builder_add_boolean_member (JsonBuilder *builder,
                                    const char  *name,
                                    gboolean     value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_boolean_value (builder, value);
}

void
tm_json_builder_begin_array_member (JsonBuilder *builder,
                                    const char  *name)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
}
