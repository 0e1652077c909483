/* tm-grid-cell.h — one cell of a grid board, as a button
 *
 * The base of the game boards' cells (tm-grid-board.h): a GtkButton
 * without a child, laid over the board's drawing, so that the keyboard
 * and screen readers meet every cell as an object of its own (GTK 4.8
 * gives AT-SPI's "click" action to buttons, not to roles).  It keeps
 * which cell it is and whether it is the cell of the move being entered
 * (its selected state), and says what lies there and why it cannot be
 * chosen now: its accessible name and description, its tooltip, and the
 * reason a click on it greyed out gives in the page's status line.  A
 * game's cell adds only how it looks and how its tooltip is worded.
 */
#pragma once

#include <gtk/gtk.h>

#include "core/tm-grid.h"

G_BEGIN_DECLS

#define TM_TYPE_GRID_CELL (tm_grid_cell_get_type ())
G_DECLARE_DERIVABLE_TYPE (TmGridCell, tm_grid_cell, TM, GRID_CELL, GtkButton)

struct _TmGridCellClass
{
  GtkButtonClass parent_class;

  gpointer padding[4];
};

/* Once, by the grid board that creates the cell (tm-grid-board.h). */
void        tm_grid_cell_set_cell     (TmGridCell *self,
                                       TmCell      cell);
TmCell      tm_grid_cell_get_cell     (TmGridCell *self);

/* @name: what lies on the cell (its accessible name); @why_not: why it
 * cannot be chosen now (nullable: its description, and what a click on
 * it says); @tooltip: both, as the game words them. */
void        tm_grid_cell_describe     (TmGridCell *self,
                                       const char *name,
                                       const char *why_not,
                                       const char *tooltip);
const char *tm_grid_cell_get_name     (TmGridCell *self);
const char *tm_grid_cell_get_why_not  (TmGridCell *self);

/* The cell of the move being entered: the accessible selected state and
 * the style class tm-selected. */
void        tm_grid_cell_set_selected (TmGridCell *self,
                                       gboolean    selected);
gboolean    tm_grid_cell_get_selected (TmGridCell *self);

G_END_DECLS
