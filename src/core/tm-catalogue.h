/* tm-catalogue.h — reading and writing the players' card catalogues
 *
 * Every game that keeps a catalogue of the cards its players entered
 * (Planetary Sisters' emblems, Tsuki no Utena's card memory, Psi
 * Conjuring's beasts) writes one JSON object with a "format" string and a
 * whole-number "version" beside its own members.  What they share lives
 * here: the header check, the parsing and the pretty JSON, saved
 * atomically; a catalogue file is read with tm_json_read_file() (never
 * one larger than TM_JSON_MAX_BYTES; a missing file may mean an empty
 * catalogue).  Each game keeps its own members and its own words for
 * what is wrong.
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

typedef enum {
  TM_CATALOGUE_NOT_THIS_FORMAT,   /* not a JSON object, or another "format" */
  TM_CATALOGUE_NO_VERSION,        /* no whole-number "version" */
  TM_CATALOGUE_OTHER_VERSION,     /* a "version" this build does not read */
} TmCatalogueProblem;

/* Sets @error in the game's own domain and words for @problem; @found is
 * the file's version (TM_CATALOGUE_OTHER_VERSION only). */
typedef void (*TmCatalogueSetError) (GError             **error,
                                     TmCatalogueProblem   problem,
                                     int                  found);

typedef struct
{
  const char          *format;
  int                  version;
  TmCatalogueSetError  set_error;
} TmCatalogueHeader;

/* The catalogue object of @root when its header is @header's; NULL with
 * @error (through @header's set_error) otherwise.  Not a new reference. */
JsonObject *tm_catalogue_check_header (JsonNode                 *root,
                                       const TmCatalogueHeader  *header,
                                       GError                  **error);
/* Adds @header's "format" and "version" to @object. */
void        tm_catalogue_set_header   (JsonObject               *object,
                                       const TmCatalogueHeader  *header);

/* @data (@length bytes) parsed, when it is a catalogue with @header's
 * header: the root (a new node) whose object holds the game's members;
 * NULL with @error (tm_json_parse()'s, or @header's set_error)
 * otherwise. */
JsonNode   *tm_catalogue_parse        (const char               *data,
                                       gsize                     length,
                                       const TmCatalogueHeader  *header,
                                       GError                  **error);

/* @root as the catalogues are written: indented by two spaces. */
char       *tm_catalogue_to_data      (JsonNode                 *root,
                                       gsize                    *length);

/* @root written to @path as tm_catalogue_to_data() writes it, atomically:
 * a crash leaves either the old catalogue or the new one. */
gboolean    tm_catalogue_save         (JsonNode                 *root,
                                       const char               *path,
                                       GError                  **error);

G_END_DECLS
