/* tm-json.h — reading JSON that came from outside, safely
 *
 * Records, score sheets and catalogues come from files people edit by
 * hand or download.  Everything Tablemate reads from outside goes
 * through tm_json_parse(), which refuses oversized, non-UTF-8 and deeply
 * nested input before json-glib sees it.
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

G_END_DECLS
