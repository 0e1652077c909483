/* tm-json-reader.h — a quick reader for the plain JSON Tablemate writes
 *
 * tm_json_parse() checks everything it reads from outside and then hands
 * it to json-glib, whose parser costs most of the time of opening a
 * record (a history of thousands of games reads thousands of them).
 * This reader builds the same tree (json-glib's nodes, sealed as its
 * immutable parser seals them) in one pass over the text, but only for
 * the plain JSON Tablemate writes: objects, arrays, strings, whole
 * numbers of up to 18 digits, true, false and null, with no member named
 * twice.  Anything else, valid or not, it leaves to tm_json_parse()'s
 * checks and json-glib, which say what is wrong with it.
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* The document (a new, sealed node), or NULL when @data is not plain
 * JSON as above: then nothing is said, and json-glib is to read it. */
JsonNode *tm_json_read_plain (const char *data,
                              gsize       length);

G_END_DECLS
