/* tm-psi-cell.h — one cell of the Psi Conjuring field, as a widget
 *
 * The board (TmPsiBoard) draws the field; each of its 16 cells is also a
 * child widget on top of the drawing, so that screen readers and the
 * keyboard meet every cell as an object of its own: a button named by
 * what lies there ("row 2, column 3: Harpy, power 3, blue, Mio’s, can
 * attack"), sensitive only when the move being entered may use it, with
 * the rules' reason as its tooltip when not, and selected when it is
 * the card chosen for the move.  The cell draws only its focus ring and
 * words its tooltip: the name, the reason and the selected state are
 * TmGridCell's (tm-grid-cell.h), shared with the other games' cells.
 * The board decides what an activation ("clicked") means (it asks the
 * page).
 */
#pragma once

#include <gtk/gtk.h>

#include "core/tm-grid.h"
#include "widgets/tm-grid-cell.h"

G_BEGIN_DECLS

#define TM_TYPE_PSI_CELL (tm_psi_cell_get_type ())
G_DECLARE_FINAL_TYPE (TmPsiCell, tm_psi_cell, TM, PSI_CELL, TmGridCell)

TmCell     tm_psi_cell_get_cell     (TmPsiCell   *self);
/* @label: what lies on the cell; @sensitive: whether the move being
 * entered may use it; @reason: why not (the tooltip and description). */
void       tm_psi_cell_set_text     (TmPsiCell   *self,
                                     const char  *label,
                                     gboolean     sensitive,
                                     const char  *reason);

G_END_DECLS
