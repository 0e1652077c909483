/* tm-correction-keeper.h — where a correction goes, and its one Undo
 *
 * What the window remembers of corrections: the record as it was while
 * one is under way, where a correction kept is written (the saved game,
 * or for a finished game of the history its record file, replaced
 * atomically so the statistics follow), and the record before the last
 * correction kept, while one Undo can still put it back.
 */
#pragma once

#include <glib-object.h>

#include "core/tm-history.h"

G_BEGIN_DECLS

#define TM_TYPE_CORRECTION_KEEPER (tm_correction_keeper_get_type ())
G_DECLARE_FINAL_TYPE (TmCorrectionKeeper, tm_correction_keeper, TM, CORRECTION_KEEPER, GObject)

TmCorrectionKeeper *tm_correction_keeper_new          (TmHistory          *history);

/* The game shown is @entry's finished game of the history (NULL: a game
 * being played, whose corrections go to the saved games). */
void            tm_correction_keeper_set_finished     (TmCorrectionKeeper *self,
                                                       TmHistoryEntry     *entry);
/* Its entry, as it is after the corrections kept; NULL for none. */
TmHistoryEntry *tm_correction_keeper_get_finished     (TmCorrectionKeeper *self);

/* A correction of @record starts: the Undo of the last one is over. */
void            tm_correction_keeper_begin            (TmCorrectionKeeper *self,
                                                       TmRecord           *record);
/* The record as it was while a correction is under way, or NULL. */
TmRecord       *tm_correction_keeper_get_pending      (TmCorrectionKeeper *self);
/* The correction under way ends without being kept. */
void            tm_correction_keeper_drop             (TmCorrectionKeeper *self);
/* Keeps @corrected (every move legal) in place of the pending record;
 * FALSE with @error, and nothing written, when it cannot be: not saved,
 * or a finished game that would no longer be finished. */
gboolean        tm_correction_keeper_keep             (TmCorrectionKeeper *self,
                                                       TmRecord           *corrected,
                                                       GError            **error);
/* Whether Undo takes back the last correction kept: @shown, the game
 * shown, is still the corrected record with no move played since. */
gboolean        tm_correction_keeper_undo_offered     (TmCorrectionKeeper *self,
                                                       TmRecord           *shown);
/* Writes back the record as it was before the last correction and
 * returns it; NULL with @error when it could not be written.  Either
 * way the Undo is used up. */
TmRecord       *tm_correction_keeper_undo             (TmCorrectionKeeper *self,
                                                       GError            **error);
/* The game was left: nothing under way, no Undo, no finished game. */
void            tm_correction_keeper_forget           (TmCorrectionKeeper *self);

G_END_DECLS
