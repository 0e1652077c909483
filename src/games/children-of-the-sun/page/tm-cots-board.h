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
/* Bit row × 3 + col for each cell to highlight (0: none). */
void       tm_cots_board_set_legal_cells  (TmCotsBoard          *self,
                                           guint                 mask);
guint      tm_cots_board_get_legal_cells  (TmCotsBoard          *self);
/* Why the cell at @row, @col cannot be chosen now (NULL: it can), shown
 * in its tooltip and read by screen readers while it is not legal. */
void       tm_cots_board_set_why_not      (TmCotsBoard          *self,
                                           int                   row,
                                           int                   col,
                                           const char           *why_not);
/* The cell of the move being entered (NULL: none). */
void       tm_cots_board_set_selected_cell (TmCotsBoard         *self,
                                            const TmCell        *cell);
/* The button of each cell, and the first one that can be chosen now. */
GtkWidget *tm_cots_board_get_cell         (TmCotsBoard          *self,
                                           int                   row,
                                           int                   col);
GtkWidget *tm_cots_board_get_first_legal_cell (TmCotsBoard      *self);
/* Whether the player can pick a cell now (insensitive cells otherwise). */
void       tm_cots_board_set_interactive  (TmCotsBoard          *self,
                                           gboolean              interactive);

/* What a click on the cell does: moves the keyboard focus there and
 * emits ::cell-activated. */
void       tm_cots_board_activate_cell    (TmCotsBoard          *self,
                                           int                   row,
                                           int                   col);
TmCell     tm_cots_board_get_focus_cell   (TmCotsBoard          *self);

/* A card's fill and the text colour readable on it, for every drawing of
 * the cards (the same on the light and the dark style). */
const GdkRGBA *tm_cots_board_get_card_fill (TmCotsColour        colour);
const GdkRGBA *tm_cots_board_get_card_ink  (TmCotsColour        colour);

G_END_DECLS
