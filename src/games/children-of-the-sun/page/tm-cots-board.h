/* tm-cots-board.h — the 3 × 3 field of Children of the Sun, drawn
 *
 * Shows a TmCotsState: the cards with their colour and rotation, the
 * ghost and where it faces, the empty cell, the cells where the chosen
 * card may go, and the magic lines of the last move.  A click, or the
 * arrow keys and Enter, activate a cell; the board itself decides
 * nothing.
 */
#pragma once

#include <gtk/gtk.h>

#include "games/children-of-the-sun/rules/tm-cots-state.h"
#include "widgets/tm-grid-board.h"

G_BEGIN_DECLS

#define TM_TYPE_COTS_BOARD (tm_cots_board_get_type ())
G_DECLARE_FINAL_TYPE (TmCotsBoard, tm_cots_board, TM, COTS_BOARD, TmGridBoard)

GtkWidget *tm_cots_board_new              (void);

/* Copies @state; @outcome (nullable) is the last move, whose cell and
 * magic lines are outlined. */
void       tm_cots_board_set_state        (TmCotsBoard          *self,
                                           const TmCotsState    *state,
                                           const TmCotsOutcome  *outcome);
/* The cells to highlight, why the others cannot be chosen, the cell of
 * the move being entered and whether a cell can be picked at all are the
 * grid board's (tm_grid_board_set_legal() and the rest): the page calls
 * them on the board as a TmGridBoard.  Bit row × 3 + col for each cell
 * that can be chosen now (0: none). */
guint      tm_cots_board_get_legal_cells  (TmCotsBoard          *self);
/* The button of each cell, and the first one that can be chosen now. */
GtkWidget *tm_cots_board_get_cell         (TmCotsBoard          *self,
                                           int                   row,
                                           int                   col);
GtkWidget *tm_cots_board_get_first_legal_cell (TmCotsBoard      *self);

/* What a click on the cell does: moves the keyboard focus there and
 * emits ::cell-activated. */
void       tm_cots_board_activate_cell    (TmCotsBoard          *self,
                                           int                   row,
                                           int                   col);

/* A card's fill and the text colour readable on it, for every drawing of
 * the cards (the same on the light and the dark style). */
const GdkRGBA *tm_cots_board_get_card_fill (TmCotsColour        colour);
const GdkRGBA *tm_cots_board_get_card_ink  (TmCotsColour        colour);

G_END_DECLS
