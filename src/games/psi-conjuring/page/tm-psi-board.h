/* tm-psi-board.h — the 4 × 4 field of Psi Conjuring, drawn
 *
 * Shows a TmPsiState: face-down cards as backs in their owner's tint
 * with an arrow towards their master, beasts with their name, master,
 * active colour and power (the yellow zone marked), empty cells; the
 * cells the page highlights (e.g. the beasts that may attack) and one
 * selected cell.  A click, or the arrow keys and Enter, activate a cell;
 * the board itself decides nothing.  Row 0 is the far row, the second
 * player's side; the first player sits at the bottom.
 */
#pragma once

#include <gtk/gtk.h>

#include "games/psi-conjuring/rules/tm-psi-state.h"
#include "tm-psi-card-paint.h"
#include "widgets/tm-grid-board.h"

G_BEGIN_DECLS

#define TM_TYPE_PSI_BOARD (tm_psi_board_get_type ())
G_DECLARE_FINAL_TYPE (TmPsiBoard, tm_psi_board, TM, PSI_BOARD, TmGridBoard)

GtkWidget *tm_psi_board_new              (void);

/* The players' names, for the descriptions (copied). */
void       tm_psi_board_set_players      (TmPsiBoard        *self,
                                          const char        *first,
                                          const char        *second);
/* Copies @state. */
void       tm_psi_board_set_state        (TmPsiBoard        *self,
                                          const TmPsiState  *state);
/* Bit row × 4 + col for each cell to highlight (0: none). */
void       tm_psi_board_set_highlight    (TmPsiBoard        *self,
                                          guint              mask);
guint      tm_psi_board_get_highlight    (TmPsiBoard        *self);
/* The cell chosen for the move being entered, or NULL for none. */
void       tm_psi_board_set_selected     (TmPsiBoard        *self,
                                          const TmCell      *cell);
void       tm_psi_board_set_interactive  (TmPsiBoard        *self,
                                          gboolean           interactive);
/* The cells the move being entered may use (bit row × 4 + col), and
 * for each of the 16 cells (row by row) why it cannot (NULL: no reason
 * given); @reasons may be NULL. */
void       tm_psi_board_set_legal        (TmPsiBoard         *self,
                                          guint               legal,
                                          const char * const *reasons);
/* The cells that can be chosen now (0 when not interactive). */
guint      tm_psi_board_get_legal        (TmPsiBoard        *self);
/* The TmPsiCell on top of @cell. */
GtkWidget *tm_psi_board_get_cell_widget  (TmPsiBoard        *self,
                                          TmCell             cell);

/* What a click on the cell does: when the cell can be chosen, moves the
 * keyboard focus there and emits ::cell-activated (int row, int col);
 * otherwise nothing. */
void       tm_psi_board_activate_cell    (TmPsiBoard        *self,
                                          int                row,
                                          int                col);

/* Where an arrow key (@d_row, @d_col: one of them ±1) goes from @from
 * among the cells of @legal (bit row × 4 + col): the nearest that way,
 * on the same line first.  FALSE when none is that way. */
gboolean   tm_psi_board_step             (guint              legal,
                                          TmCell             from,
                                          int                d_row,
                                          int                d_col,
                                          TmCell            *to);

/* "Row 2, column 1: Cerberus, power 3, blue, Aoi’s" — a new string. */
/* Where the card on @cell has its name and its arrow, in the board's
 * coordinates (tm-psi-card-paint.h); FALSE for an empty cell. */
gboolean   tm_psi_board_get_card_parts   (TmPsiBoard        *self,
                                          TmCell             cell,
                                          TmPsiCardParts    *parts);
char      *tm_psi_board_describe_cell    (TmPsiBoard        *self,
                                          TmCell             cell);

G_END_DECLS
