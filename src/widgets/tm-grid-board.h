/* tm-grid-board.h — a square board of cells, the base of the game boards
 *
 * What every grid board shares: one child button a cell (what screen
 * readers and the keyboard meet), laid over the board's own cairo
 * drawing; the size request and the cells' allocation; the cells that can
 * be chosen now, why the others cannot, the selected cell; one Tab stop
 * whose arrows move between the cells that can be chosen; and
 * ::cell-activated (int row, int col) when one is chosen.  A game's board
 * derives from it and draws only its own cards (TmGridBoardClass.draw),
 * names its cells (.update_cell) and decides nothing.
 */
#pragma once

#include <gtk/gtk.h>

#include "core/tm-grid.h"
#include "widgets/tm-grid-cell.h"
#include "widgets/tm-grid-keys.h"

G_BEGIN_DECLS

/* The largest board: 4 × 4 cells. */
#define TM_GRID_BOARD_MAX_CELLS 4

#define TM_TYPE_GRID_BOARD (tm_grid_board_get_type ())
G_DECLARE_DERIVABLE_TYPE (TmGridBoard, tm_grid_board, TM, GRID_BOARD, GtkWidget)

/* How a board is laid out: @cells per side; the size request is
 * @cells × @min_cell (@nat_cell) with @min_gap (@nat_gap) between them
 * and 6 pixels around, the natural size at most @max_size; the drawing's
 * gaps are @gap_fraction of its side. */
typedef struct
{
  int    cells;
  int    min_cell;
  int    nat_cell;
  int    min_gap;
  int    nat_gap;
  int    max_size;
  double gap_fraction;
  TmCell first_focus;   /* where Tab enters before any cell was used */
} TmGridBoardLayout;

struct _TmGridBoardClass
{
  GtkWidgetClass parent_class;

  /* The button laid over each cell: a TmGridCell subclass, named
   * "cell-ROW-COL", set from class_init. */
  GType      cell_type;
  /* The game's drawing below the cells, on @cr in the board's
   * coordinates; @fg and @accent are the theme's colours. */
  void       (*draw)        (TmGridBoard          *self,
                             cairo_t              *cr,
                             const TmGridGeometry *geometry,
                             const GdkRGBA        *fg,
                             const GdkRGBA        *accent);
  /* Gives @widget (the button over @cell) its name, tooltip, sensitivity
   * (@legal) and selected state; @why_not is why it cannot be chosen. */
  void       (*update_cell) (TmGridBoard          *self,
                             GtkWidget            *widget,
                             TmCell                cell,
                             gboolean              legal,
                             const char           *why_not);
  /* Where an arrow key goes from @from (@d_row, @d_col: one of them ±1)
   * among the cells that can be chosen; FALSE to stay.  By default
   * tm_grid_board_step_nearest(). */
  gboolean   (*step)        (TmGridBoard          *self,
                             TmCell                from,
                             int                   d_row,
                             int                   d_col,
                             TmCell               *to);

  gpointer padding[4];
};

/* Once, from the derived board's init: creates the cells. */
void       tm_grid_board_set_layout          (TmGridBoard             *self,
                                              const TmGridBoardLayout *layout);
void       tm_grid_board_get_geometry        (TmGridBoard             *self,
                                              TmGridGeometry          *geometry);
/* The cell under (@x, @y), half the gap around each counting as the cell. */
gboolean   tm_grid_board_cell_at             (TmGridBoard             *self,
                                              double                   x,
                                              double                   y,
                                              TmCell                  *cell);

GtkWidget *tm_grid_board_get_cell            (TmGridBoard             *self,
                                              TmCell                   cell);
/* The first cell that can be chosen, top left first; NULL for none. */
GtkWidget *tm_grid_board_get_first_legal_cell (TmGridBoard            *self);

/* The cells that can be chosen while interactive: bit row × cells + col. */
void       tm_grid_board_set_legal           (TmGridBoard             *self,
                                              guint                    mask);
guint      tm_grid_board_get_legal           (TmGridBoard             *self);
/* Whether @cell can be chosen now (interactive and legal). */
gboolean   tm_grid_board_is_legal            (TmGridBoard             *self,
                                              TmCell                   cell);
/* Why @cell cannot be chosen now (NULL: it can, or no reason given). */
void       tm_grid_board_set_why_not         (TmGridBoard             *self,
                                              TmCell                   cell,
                                              const char              *why_not);
/* Every cell's reason at once, row by row (@why_not may be NULL). */
void       tm_grid_board_set_all_why_not     (TmGridBoard             *self,
                                              const char * const      *why_not);

void       tm_grid_board_set_interactive     (TmGridBoard             *self,
                                              gboolean                 interactive);
gboolean   tm_grid_board_get_interactive     (TmGridBoard             *self);
/* The cell of the move being entered (NULL: none). */
void       tm_grid_board_set_selected        (TmGridBoard             *self,
                                              const TmCell            *cell);
gboolean   tm_grid_board_get_selected        (TmGridBoard             *self,
                                              TmCell                  *cell);

TmCell     tm_grid_board_get_focus_cell      (TmGridBoard             *self);
/* Moves the keyboard there (when the cell can take it) and emits
 * ::cell-activated, whether or not the cell can be chosen: the page says
 * why not. */
void       tm_grid_board_activate_cell       (TmGridBoard             *self,
                                              TmCell                   cell);

/* Renames every cell and redraws, after the derived board's state changed. */
void       tm_grid_board_update              (TmGridBoard             *self);

/* Strokes a rounded ring 4 pixels outside @cell, its corners' radius
 * @corner × the cell's side, @width wide in @colour: how the boards mark
 * the cell of the move being entered and the cells the page points at. */
void       tm_grid_board_stroke_cell_ring    (cairo_t                 *cr,
                                              const TmGridGeometry    *geometry,
                                              TmCell                   cell,
                                              double                   corner,
                                              const GdkRGBA           *colour,
                                              double                   width);

/* The default arrow rule: the nearest cell of @legal (bit row × @cells +
 * col) that way, on the same line first, then on the nearest lines, so
 * that every cell that can be chosen is reachable. */
gboolean   tm_grid_board_step_nearest        (guint                    legal,
                                              int                      cells,
                                              TmCell                   from,
                                              int                      d_row,
                                              int                      d_col,
                                              TmCell                  *to);

G_END_DECLS
