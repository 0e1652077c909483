/* tm-catalogue.h — the players' card catalogues: what every game's shares
 *
 * Every game that keeps a catalogue of the cards its players entered
 * (Planetary Sisters' emblems, Tsuki no Utena's card memory, Psi
 * Conjuring's beasts) derives it from TmCatalogue.  Its file is one JSON
 * object with a "format" string and a whole-number "version" beside the
 * game's own members, read with tm_json_read_file() (never one larger
 * than TM_JSON_MAX_BYTES) and written as two-space JSON, atomically.
 *
 * The base class reads, checks the header, writes, saves, imports and
 * exports, and owns the ::changed signal.  A game fills in its class: its
 * header (the format and version, and its own words for a file that is
 * not one of its catalogues), and how it reads itself from a file's
 * object (all or nothing), writes itself into one, and merges another
 * catalogue in.  Its cards, kinds, checks and options stay in the game's
 * own class.
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* A game's files, and its own words for one that is not one of them: in
 * the domain of @error_quark, each message untranslated (N_()) and
 * translated when it is said. */
typedef struct
{
  const char *format;
  int         version;
  /* "format" and "version" written after the game's members rather than
   * before (Tsuki no Utena has always written its card memory so). */
  gboolean    header_last;

  GQuark    (*error_quark) (void);
  int         format_code;      /* not a JSON object, another "format", no "version" */
  int         version_code;     /* a "version" this build does not read */
  const char *not_this_format;  /* takes the game's format: one %s */
  const char *no_version;       /* no whole-number "version"; takes nothing */
  const char *other_version;    /* takes the file's version, then this build's: %d, %d */
} TmCatalogueHeader;

/* Where a shared helper failed, for a game that says so in its own
 * error domain. */
typedef enum {
  TM_CATALOGUE_STEP_READ,    /* reading the file: G_FILE_ERROR, TM_JSON_ERROR_TOO_LARGE */
  TM_CATALOGUE_STEP_PARSE,   /* the data is not JSON: TM_JSON_ERROR */
  TM_CATALOGUE_STEP_WRITE,   /* saving: tm_file_save_atomic()'s G_FILE_ERROR */
} TmCatalogueStep;

#define TM_TYPE_CATALOGUE (tm_catalogue_get_type ())
G_DECLARE_DERIVABLE_TYPE (TmCatalogue, tm_catalogue, TM, CATALOGUE, GObject)

struct _TmCatalogueClass
{
  GObjectClass parent_class;

  const TmCatalogueHeader *header;

  /* Optional: sets @error in the game's own words for a file of @size
   * bytes, more than TM_JSON_MAX_BYTES (without it, tm_json_read_file()'s
   * TM_JSON_ERROR_TOO_LARGE). */
  void      (*set_too_large_error) (GError              **error,
                                    gint64                size);
  /* Optional: sets @error in the game's own domain for @cause, what a
   * shared helper said at @step (without it, @cause is passed on). */
  void      (*wrap_error)          (GError              **error,
                                    TmCatalogueStep       step,
                                    const GError         *cause);

  /* Replaces the contents with those of @object, a file's whose header is
   * checked, and emits ::changed; or changes nothing and sets @error. */
  gboolean  (*read_object)         (TmCatalogue          *self,
                                    JsonObject           *object,
                                    GError              **error);
  /* Adds the game's members to @object. */
  void      (*write_object)        (TmCatalogue          *self,
                                    JsonObject           *object);
  /* Optional (a catalogue without it is not imported into): merges
   * @other, of the same type, in; or changes nothing and sets @error. */
  gboolean  (*merge)               (TmCatalogue          *self,
                                    TmCatalogue          *other,
                                    GError              **error);
};

/* Loading replaces the whole catalogue, or changes nothing on error
 * (G_FILE_ERROR, TM_JSON_ERROR or the game's own, see the class).  A
 * file that does not exist is an error. */
gboolean    tm_catalogue_load          (TmCatalogue  *self,
                                        const char   *path,
                                        GError      **error);
/* The same, but a file that does not exist is an empty catalogue
 * (nothing saved yet): TRUE, and what the catalogue held is gone. */
gboolean    tm_catalogue_load_or_empty (TmCatalogue  *self,
                                        const char   *path,
                                        GError      **error);
gboolean    tm_catalogue_load_data     (TmCatalogue  *self,
                                        const char   *data,
                                        gsize         length,
                                        GError      **error);

/* The file's root object (a new node), and its text: indented by two
 * spaces. */
JsonNode   *tm_catalogue_to_json       (TmCatalogue  *self);
char       *tm_catalogue_to_data       (TmCatalogue  *self,
                                        gsize        *length);
/* Atomic: a temporary file is written, synced and renamed over @path
 * (missing folders are made), so a crash leaves either the old catalogue
 * or the new one. */
gboolean    tm_catalogue_save          (TmCatalogue  *self,
                                        const char   *path,
                                        GError      **error);

/* Merges the catalogue file at @path in, by the game's rules; nothing
 * changes when it cannot be read or the game refuses it. */
gboolean    tm_catalogue_import        (TmCatalogue  *self,
                                        const char   *path,
                                        GError      **error);
/* Saving to another path. */
gboolean    tm_catalogue_export        (TmCatalogue  *self,
                                        const char   *path,
                                        GError      **error);

/* For the game's class: ::changed, whenever its contents changed. */
void        tm_catalogue_emit_changed  (TmCatalogue  *self);

G_END_DECLS
