/* tm-grid-keys.h — a board's cells under the mouse and the keyboard
 *
 * Every board (3×3, 4×4 …) answers the same keys: arrows move the focus
 * cell without wrapping, Enter or Space activates it; and the same
 * clicks: a primary click on a cell takes the keyboard focus and
 * activates that cell.
 */
#pragma once

#include <gtk/gtk.h>

#include "core/tm-grid.h"

G_BEGIN_DECLS

typedef enum {
  TM_GRID_KEY_IGNORED,    /* not a board key: let it propagate */
  TM_GRID_KEY_MOVED,      /* *cell is the new focus cell */
  TM_GRID_KEY_ACTIVATE,   /* activate *cell */
} TmGridKey;

TmGridKey tm_grid_key_handle (guint            keyval,
                              GdkModifierType  state,
                              int              rows,
                              int              cols,
                              TmCell          *cell);

/* Where a square board's cells are drawn: @cells × @cells squares of
 * side @cell with @gap between them, centred in the widget. */
typedef struct
{
  double x0, y0;   /* top left corner of the top left cell */
  double cell;     /* side of a cell */
  double gap;      /* between cells */
  int    cells;    /* cells per side */
} TmGridGeometry;

/* The geometry for a widget of @width × @height: the board is a square
 * as large as fits, up to @max_size, with 6 pixels around for outlines
 * drawn outside the cells and gaps of @gap_fraction of its side. */
void      tm_grid_geometry_compute     (TmGridGeometry       *geometry,
                                        int                   cells,
                                        int                   width,
                                        int                   height,
                                        double                max_size,
                                        double                gap_fraction);
/* The top left corner of @cell. */
void      tm_grid_geometry_cell_origin (const TmGridGeometry *geometry,
                                        TmCell                cell,
                                        double               *x,
                                        double               *y);
/* The cell at (@x, @y), half the gap around each cell counting as the
 * cell; FALSE outside the board. */
gboolean  tm_grid_geometry_cell_at     (const TmGridGeometry *geometry,
                                        double                x,
                                        double                y,
                                        TmCell               *cell);

/* What a board tells tm_grid_input_attach().  A board's own functions
 * take the board's type: cast them (pointer parameters of any type
 * match). */
typedef gboolean (*TmGridCellAt)    (GtkWidget *board,
                                     double     x,
                                     double     y,
                                     TmCell    *cell);
typedef TmCell   (*TmGridGetFocus)  (GtkWidget *board);
typedef void     (*TmGridSetFocus)  (GtkWidget *board,
                                     TmCell     cell);
typedef void     (*TmGridActivate)  (GtkWidget *board,
                                     int        row,
                                     int        col);

typedef struct
{
  int            rows;
  int            cols;
  TmGridCellAt   cell_at;      /* the cell at (x, y) in the board's coordinates */
  TmGridGetFocus get_focus;    /* the cell the keyboard is on */
  TmGridSetFocus set_focus;    /* moves the keyboard to a cell (and redraws) */
  TmGridActivate activate;     /* a cell was chosen: emits "cell-activated" */
} TmGridInput;

/* Adds to @board a primary-button click gesture and a key controller that
 * act through @input (which must live as long as @board: a static
 * const).  The board still decides what an activation means. */
void      tm_grid_input_attach (GtkWidget         *board,
                                const TmGridInput *input);

G_END_DECLS
