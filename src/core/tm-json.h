/* tm-json.h — reading JSON that came from outside, safely
 *
 * Records, score sheets and catalogues come from files people edit by
 * hand or download.  Everything Tablemate reads from outside goes
 * through tm_json_parse(), which refuses oversized, non-UTF-8 and deeply
 * nested input, and anything that is not strict JSON with whole numbers,
 * before json-glib sees it.
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

#define TM_JSON_MAX_BYTES (4 * 1024 * 1024)
#define TM_JSON_MAX_DEPTH 32

#define TM_JSON_ERROR (tm_json_error_quark ())

typedef enum {
  TM_JSON_ERROR_TOO_LARGE,   /* over the size or nesting limit */
  TM_JSON_ERROR_SYNTAX,      /* not UTF-8, or not JSON */
} TmJsonError;

GQuark    tm_json_error_quark (void);

/* The parsed document (a new node), or NULL with @error. */
JsonNode *tm_json_parse       (const char  *data,
                               gsize        length,
                               GError     **error);
/* The same, as a tree its caller may change: for one that takes it
 * apart rather than copying it (a record keeps its moves without their
 * "at"), and that has no use for the seal json-glib puts on every node
 * of an immutable tree (a hash of each object). */
JsonNode *tm_json_parse_mutable (const char  *data,
                                 gsize        length,
                                 GError     **error);

/* Each of @n texts (@texts[i], @lengths[i] bytes: the lines of a JSON
 * Lines file) read as tm_json_parse_mutable() reads it on its own, and
 * handed to @func in order: @node is NULL where that refuses the text
 * (the error is not kept), and lives only during the call.  Texts that
 * are one JSON array or object are read in one json-glib parse where
 * they all parse, since json-glib's set-up is most of reading a short
 * text. */
typedef void (*TmJsonEachFunc) (guint     index,
                                JsonNode *node,
                                gpointer  data);
void      tm_json_parse_each_mutable (const char * const *texts,
                                      const gsize        *lengths,
                                      guint               n,
                                      TmJsonEachFunc      func,
                                      gpointer            data);

/* The contents of the JSON file @path (a new string, @length bytes),
 * refused before it is read when larger than TM_JSON_MAX_BYTES
 * (TM_JSON_ERROR_TOO_LARGE); other errors are G_FILE_ERROR.  When
 * @missing is not NULL a file that does not exist is no error: NULL,
 * with *missing set to TRUE (a catalogue not written yet). */
char     *tm_json_read_file   (const char  *path,
                               gsize       *length,
                               gboolean    *missing,
                               GError     **error);

/* @text (@length bytes, or -1 for up to its NUL) fit to be quoted in a
 * one-line error message: control characters escaped (\n, \u0007),
 * bytes that are not UTF-8 as \xff, and cut after @max_chars characters
 * with an ellipsis.  For messages that repeat what a file says. */
char       *tm_json_describe_text     (const char  *text,
                                       gsize        length,
                                       guint        max_chars);

/* Reading moves and sheets: each returns NULL/FALSE when the value is
 * absent, JSON null or of the wrong type, so callers can say which field
 * is wrong in their own words. */
JsonNode   *tm_json_object_get_member (JsonObject  *object,
                                       const char  *name);
gboolean    tm_json_node_get_int      (JsonNode    *node,
                                       int          min,
                                       int          max,
                                       int         *value);
const char *tm_json_node_get_string   (JsonNode    *node);
JsonArray  *tm_json_node_get_array    (JsonNode    *node);
JsonObject *tm_json_node_get_object   (JsonNode    *node);
/* @node as a list of two whole numbers [@first, @second], each from @min
 * to @max (a cell, a power track); FALSE, nothing set, otherwise. */
gboolean    tm_json_node_get_int_pair (JsonNode    *node,
                                       int          min,
                                       int          max,
                                       int         *first,
                                       int         *second);

/* Writing states: @object in a new node (taking it); @name set to
 * @value, or to JSON null when @value is negative ("no player"). */
JsonNode   *tm_json_node_new_object        (JsonObject  *object);
void        tm_json_object_set_int_or_null (JsonObject  *object,
                                            const char  *name,
                                            int          value);
/* [@a, @b]: one count for each of two players, a cell, a track; as an
 * array, or in a new node. */
JsonArray  *tm_json_int_pair               (gint64       a,
                                            gint64       b);
JsonNode   *tm_json_node_new_int_pair      (gint64       a,
                                            gint64       b);

/* Writing with a JsonBuilder (the CLI's answers): member @name set to
 * @value in the object being built, in one call rather than the two
 * json-glib asks for. */
void        tm_json_builder_add_string_member  (JsonBuilder *builder,
                                                const char  *name,
                                                const char  *value);
void        tm_json_builder_add_int_member     (JsonBuilder *builder,
                                                const char  *name,
                                                gint64       value);
void        tm_json_builder_add_boolean_member (JsonBuilder *builder,
                                                const char  *name,
                                                gboolean     value);
/* Opens the array that member @name holds (closed, as usual, by
 * json_builder_end_array()). */
void        tm_json_builder_begin_array_member (JsonBuilder *builder,
                                                const char  *name);

G_END_DECLS
