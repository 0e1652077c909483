/* tm-correction-bar.h — correcting an earlier move, and the bar that says so
 *
 * A correction starts from the game's record and an earlier move N:
 * correct it, insert a move before it, or remove it.  The bar asks the
 * window to show the position before move N ("show-position", a record
 * of the first N moves, on a page that saves nothing), and the players
 * enter the move with the page's usual forms (hidden cards through the
 * private view, as always).  The later moves are then replayed on top:
 * the first that no longer holds is shown with its words and the rule's
 * reason, on the position before it, to be entered again as it should
 * be or removed; then the next, until every move holds ("finished" with
 * the corrected record) or the players cancel ("finished" with NULL:
 * nothing changed).  While it lasts the bar keeps one size, so nothing
 * on the page moves between the clicks of a correction.
 */
#pragma once

#include <gtk/gtk.h>

#include "core/tm-record-amend.h"

G_BEGIN_DECLS

#define TM_TYPE_CORRECTION_BAR (tm_correction_bar_get_type ())
G_DECLARE_FINAL_TYPE (TmCorrectionBar, tm_correction_bar, TM, CORRECTION_BAR, GtkWidget)

/* Starts correcting @record's move @index (@action).  A removal that
 * leaves every later move legal finishes at once. */
void      tm_correction_bar_start          (TmCorrectionBar      *self,
                                            TmRecord             *record,
                                            TmRecordAmendAction   action,
                                            guint                 index);
gboolean  tm_correction_bar_is_active      (TmCorrectionBar      *self);
/* The record of the page showing the position changed (a move was
 * entered or undone there). */
void      tm_correction_bar_position_changed (TmCorrectionBar    *self,
                                              TmRecord           *position);
/* The move of the record that the move entered replaces (to fill the
 * page's form with it), or NULL when one is inserted or none is asked. */
JsonObject *tm_correction_bar_get_replaced_move (TmCorrectionBar *self);
/* Cancels: "finished" with NULL. */
void      tm_correction_bar_cancel         (TmCorrectionBar      *self);
/* Drops the correction without a word (the game was left). */
void      tm_correction_bar_abandon        (TmCorrectionBar      *self);

G_END_DECLS
