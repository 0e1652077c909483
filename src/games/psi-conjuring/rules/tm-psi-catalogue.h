/* tm-psi-catalogue.h — the Psi Conjuring beasts the players have entered
 *
 * The manual gives no card list, and Tablemate invents none: the
 * catalogue starts empty and learns a beast the first time it is summoned
 * (its name, its initial power and the range of the track that became
 * active), so that the next summon of the same beast can be filled in and
 * checked.  Players can edit it, export it and import someone else's.
 *
 * A record never depends on the catalogue: every summon carries the
 * beast's data as entered.  When a catalogue is attached to a game
 * (tm_psi_game_set_catalogue()), moves naming a known beast must agree
 * with it; replaying a record attaches none.
 *
 * The file (docs/records.md), read and saved by the base class
 * (core/tm-catalogue.h), which refuses one with any invalid beast or a
 * name twice; every problem with it is a TM_PSI_CATALOGUE_ERROR:
 *   {"format": "tablemate-psi-catalogue", "version": 1,
 *    "beasts": [{"name": "…", "power": 3, "red": [0, 7], "blue": [1, 9]}]}
 * Only "name" is required; a field left out is not known yet.  Members
 * Tablemate does not know are ignored, so later versions can add some.
 *
 * Import (tm_psi_catalogue_import()) merges by normalised name:
 *  - a beast the catalogue does not have is added;
 *  - for a beast it has, each field it does not know is filled in;
 *  - a field both know with different values is a conflict: with
 *    TM_PSI_MERGE_KEEP_LOCAL the catalogue's value stays, with
 *    TM_PSI_MERGE_PREFER_IMPORTED the imported one replaces it;
 *  - the merged beast must still be consistent (the initial power on
 *    both known tracks); if it would not be, the whole beast is a
 *    conflict and is kept as it was (KEEP_LOCAL) or replaced by the
 *    imported beast (PREFER_IMPORTED);
 *  - the import is all or nothing: an invalid file changes nothing.
 */
#pragma once

#include "tm-psi-beast.h"
#include "core/tm-catalogue.h"

G_BEGIN_DECLS

#define TM_PSI_CATALOGUE_FORMAT      "tablemate-psi-catalogue"
#define TM_PSI_CATALOGUE_VERSION     1
#define TM_PSI_CATALOGUE_MAX_BEASTS  1000

#define TM_PSI_CATALOGUE_ERROR (tm_psi_catalogue_error_quark ())

typedef enum {
  TM_PSI_CATALOGUE_ERROR_INVALID,   /* a beast's data cannot be right */
  TM_PSI_CATALOGUE_ERROR_CONFLICT,  /* what was seen contradicts the catalogue */
  TM_PSI_CATALOGUE_ERROR_FORMAT,    /* the file is not a catalogue */
  TM_PSI_CATALOGUE_ERROR_VERSION,   /* a catalogue of a version we do not read */
  TM_PSI_CATALOGUE_ERROR_READ,
  TM_PSI_CATALOGUE_ERROR_WRITE,
} TmPsiCatalogueError;

GQuark tm_psi_catalogue_error_quark (void);

/* One beast.  @name is normalised (tm_psi_beast_name_normalize()). */
typedef struct
{
  char *name;
  gboolean has_power;
  int power;
  gboolean has_track[TM_PSI_N_COLOURS];
  TmPsiTrack track[TM_PSI_N_COLOURS];   /* indexed by TmPsiColour */
} TmPsiBeastInfo;

TmPsiBeastInfo *tm_psi_beast_info_new   (const char            *name);
TmPsiBeastInfo *tm_psi_beast_info_copy  (const TmPsiBeastInfo  *info);
void            tm_psi_beast_info_free  (TmPsiBeastInfo        *info);
/* Whether the data can be a card's: a valid name, power and tracks, and
 * the initial power on each known track.  @error is in
 * TM_PSI_CATALOGUE_ERROR_INVALID. */
gboolean        tm_psi_beast_info_check (const TmPsiBeastInfo  *info,
                                         GError               **error);
gboolean        tm_psi_beast_info_equal (const TmPsiBeastInfo  *a,
                                         const TmPsiBeastInfo  *b);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmPsiBeastInfo, tm_psi_beast_info_free)

typedef enum {
  TM_PSI_MERGE_KEEP_LOCAL,
  TM_PSI_MERGE_PREFER_IMPORTED,
} TmPsiMergePolicy;

/* What an import did: counts, and the names in conflict (sorted). */
typedef struct
{
  guint added;
  guint updated;
  guint unchanged;
  GStrv conflicts;
} TmPsiMergeReport;

void tm_psi_merge_report_clear (TmPsiMergeReport *report);

#define TM_TYPE_PSI_CATALOGUE (tm_psi_catalogue_get_type ())
G_DECLARE_FINAL_TYPE (TmPsiCatalogue, tm_psi_catalogue, TM, PSI_CATALOGUE, TmCatalogue)

TmPsiCatalogue       *tm_psi_catalogue_new          (void);

/* The beasts, sorted by name (g_utf8_collate()). */
guint                 tm_psi_catalogue_get_n_beasts (TmPsiCatalogue        *self);
const TmPsiBeastInfo *tm_psi_catalogue_get_beast    (TmPsiCatalogue        *self,
                                                     guint                  index);
/* @name need not be normalised. */
const TmPsiBeastInfo *tm_psi_catalogue_lookup       (TmPsiCatalogue        *self,
                                                     const char            *name);

/* Editing.  Each emits ::changed when it changes something. */
/* Adds @info, or replaces the beast of that name.  The name is
 * normalised first. */
gboolean              tm_psi_catalogue_set_beast    (TmPsiCatalogue        *self,
                                                     const TmPsiBeastInfo  *info,
                                                     GError               **error);
gboolean              tm_psi_catalogue_remove_beast (TmPsiCatalogue        *self,
                                                     const char            *name);
/* Refused when @new_name is taken by another beast. */
gboolean              tm_psi_catalogue_rename_beast (TmPsiCatalogue        *self,
                                                     const char            *old_name,
                                                     const char            *new_name,
                                                     GError               **error);

/* What a summon showed (only the fields it gives are set) against the
 * catalogue: TRUE when the beast is unknown or agrees; otherwise FALSE
 * with TM_PSI_CATALOGUE_ERROR_CONFLICT naming the difference. */
gboolean              tm_psi_catalogue_check        (TmPsiCatalogue        *self,
                                                     const TmPsiBeastInfo  *seen,
                                                     GError               **error);
/* Remembers what a summon showed: adds the beast, or fills in what the
 * catalogue did not know.  A conflict changes nothing and is an error,
 * as in tm_psi_catalogue_check(). */
gboolean              tm_psi_catalogue_learn        (TmPsiCatalogue        *self,
                                                     const TmPsiBeastInfo  *seen,
                                                     GError               **error);

/* The players' catalogue file, g_get_user_data_dir()/tablemate/psi-beasts.json. */
char                 *tm_psi_catalogue_get_user_path (void);
/* Remembers @seen in the file at @path as it is now (another window may
 * have changed it since @self was read), and saves it, making its
 * folder.  A file that exists but cannot be read is not written over:
 * @seen is learnt into @self alone and @error says why.  Returns that catalogue (a new
 * reference, never NULL), with @error set when @seen conflicts with it
 * (as tm_psi_catalogue_learn(), nothing saved) or it was not saved. */
TmPsiCatalogue       *tm_psi_catalogue_learn_in_file (TmPsiCatalogue       *self,
                                                      const char           *path,
                                                      const TmPsiBeastInfo *seen,
                                                      GError              **error);

/* Merges @other into @self following the rules at the top of this file.
 * @report (may be NULL) receives what happened; clear it with
 * tm_psi_merge_report_clear(). */
void                  tm_psi_catalogue_import       (TmPsiCatalogue        *self,
                                                     TmPsiCatalogue        *other,
                                                     TmPsiMergePolicy       policy,
                                                     TmPsiMergeReport      *report);
/* Loads @path and merges it; nothing changes when the file cannot be
 * used.  (tm_catalogue_import() merges with TM_PSI_MERGE_KEEP_LOCAL.) */
gboolean              tm_psi_catalogue_import_file  (TmPsiCatalogue        *self,
                                                     const char            *path,
                                                     TmPsiMergePolicy       policy,
                                                     TmPsiMergeReport      *report,
                                                     GError               **error);

G_END_DECLS
