/* tm-sisters-catalogue.h — the players' own list of the sister cards' emblems
 *
 * The manual of Planetary Sisters does not say which emblems each rank
 * carries, so Tablemate keeps a deck catalogue that players fill in from
 * their own cards: kinds (the seven the manual names, plus up to five the
 * players name, each pointed or crown) and rank → emblems.  Every card is
 * checked against the class rules when it is entered (an impossible card
 * is refused with the rule's reason); the whole catalogue, complete or
 * not, can be checked against the totals the manual publishes, which
 * reports each total that is off.  Nothing is seeded: the manual's
 * scoring example does not fix the emblems of any one card completely,
 * so a new catalogue has no card at all.
 *
 * File (UTF-8 JSON, written atomically):
 *   {"format": "tablemate-sisters-catalogue", "version": 1,
 *    "kinds": [{"id": "FOOD", "name": "FOOD", "class": "round"}, …],
 *    "cards": {"11": {"POLE": 1}, "27": {"PLANT": 2}, …}}
 * The GUI keeps it at g_get_user_data_dir()/tablemate/sisters-catalogue.json;
 * the path is always the caller's.
 *
 * The file is read, saved, imported and exported by the base class
 * (core/tm-catalogue.h): loading replaces the whole catalogue, or changes
 * nothing on error (G_FILE_ERROR for a file that cannot be read,
 * TM_JSON_ERROR, TM_SISTERS_CATALOGUE_ERROR, or TM_SISTERS_RULES_ERROR
 * for a card that cannot exist).  Import merges another catalogue file
 * into this one (docs/records.md): kinds are matched by id — a new id is
 * added, the same id must have the same class, and this catalogue's name
 * is kept; a rank only the file has is added; a rank both have must have
 * the same emblems.  Any disagreement (or a 13th kind) refuses the whole
 * import and changes nothing.
 */
#pragma once

#include "tm-sisters-card.h"
#include "core/tm-catalogue.h"

G_BEGIN_DECLS

#define TM_SISTERS_CATALOGUE_FORMAT  "tablemate-sisters-catalogue"
#define TM_SISTERS_CATALOGUE_VERSION 1

#define TM_SISTERS_CATALOGUE_ERROR (tm_sisters_catalogue_error_quark ())

typedef enum {
  TM_SISTERS_CATALOGUE_ERROR_FORMAT,    /* JSON, but not a catalogue (or a broken one) */
  TM_SISTERS_CATALOGUE_ERROR_VERSION,   /* a version this Tablemate does not read */
  TM_SISTERS_CATALOGUE_ERROR_CONFLICT,  /* import: the files disagree */
} TmSistersCatalogueError;

GQuark tm_sisters_catalogue_error_quark (void);

#define TM_TYPE_SISTERS_CATALOGUE (tm_sisters_catalogue_get_type ())
G_DECLARE_FINAL_TYPE (TmSistersCatalogue, tm_sisters_catalogue, TM, SISTERS_CATALOGUE, TmCatalogue)

/* An empty catalogue: the seven named kinds, no card.  Emits "changed"
 * whenever its kinds or cards change. */
TmSistersCatalogue       *tm_sisters_catalogue_new          (void);

const TmSistersCardTable *tm_sisters_catalogue_get_table    (TmSistersCatalogue     *self);

/* Kinds: see tm_sisters_card_table_add_kind().  Only kinds players added
 * can be renamed or removed, and only a kind no card shows is removed. */
gboolean    tm_sisters_catalogue_add_kind     (TmSistersCatalogue     *self,
                                               const char             *id,
                                               const char             *name,
                                               TmSistersClass          klass,
                                               GError                **error);
gboolean    tm_sisters_catalogue_rename_kind  (TmSistersCatalogue     *self,
                                               const char             *id,
                                               const char             *name,
                                               GError                **error);
gboolean    tm_sisters_catalogue_remove_kind  (TmSistersCatalogue     *self,
                                               const char             *id,
                                               GError                **error);

/* Cards: set (replacing what was there) after the class rules; clear. */
gboolean    tm_sisters_catalogue_set_card     (TmSistersCatalogue     *self,
                                               int                     rank,
                                               const TmSistersEmblems *emblems,
                                               GError                **error);
/* The same from JSON emblems ({"FOOD": 2, "POLE": 1}). */
gboolean    tm_sisters_catalogue_set_card_json (TmSistersCatalogue    *self,
                                               int                     rank,
                                               JsonNode               *emblems,
                                               GError                **error);
void        tm_sisters_catalogue_clear_card   (TmSistersCatalogue     *self,
                                               int                     rank);
gboolean    tm_sisters_catalogue_get_card     (TmSistersCatalogue     *self,
                                               int                     rank,
                                               TmSistersEmblems       *emblems);
guint       tm_sisters_catalogue_get_n_cards  (TmSistersCatalogue     *self);

/* The deck-total report: a GPtrArray of TmSistersTotalsIssue, empty
 * when nothing is off (see tm_sisters_card_table_check_totals()). */
GPtrArray  *tm_sisters_catalogue_check_totals (TmSistersCatalogue     *self);

/* Game options carrying this catalogue, so that a record replays the
 * same anywhere: {"kinds": [the kinds players added], "cards": {…}},
 * plus "first_parent" when @first_parent ≥ 0. */
JsonObject *tm_sisters_catalogue_to_options   (TmSistersCatalogue     *self,
                                               int                     first_parent);

G_END_DECLS
