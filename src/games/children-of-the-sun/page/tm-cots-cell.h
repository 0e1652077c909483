/* tm-cots-cell.h — one cell of the Children of the Sun field, as a button
 *
 * The board draws the picture; its nine cells are buttons laid over it so
 * that the keyboard and screen readers reach each cell as an object of
 * its own: a name that says what lies there ("top middle: Red +2"), the
 * selected state, sensitive only when the chosen card may go there, and
 * the reason in the tooltip when it may not.  Clicking one emits
 * GtkButton::clicked.  What every game's cell does is TmGridCell's
 * (tm-grid-cell.h); this one adds its look and its tooltip's wording.
 */
#pragma once

#include <gtk/gtk.h>

#include "core/tm-grid.h"
#include "widgets/tm-grid-cell.h"

G_BEGIN_DECLS

#define TM_TYPE_COTS_CELL (tm_cots_cell_get_type ())
G_DECLARE_FINAL_TYPE (TmCotsCell, tm_cots_cell, TM, COTS_CELL, TmGridCell)

TmCell      tm_cots_cell_get_cell     (TmCotsCell  *self);

/* What lies on the cell (its accessible name) and, when it cannot be
 * chosen now, why not (nullable; its description and tooltip). */
void        tm_cots_cell_set_content  (TmCotsCell  *self,
                                       const char  *content,
                                       const char  *why_not);
const char *tm_cots_cell_get_content  (TmCotsCell  *self);
const char *tm_cots_cell_get_why_not  (TmCotsCell  *self);

G_END_DECLS
