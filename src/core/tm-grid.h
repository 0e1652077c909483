/* tm-grid.h — cells and the eight directions, shared by the grid games
 *
 * A cell is [row, col]; row 0 is the far row seen from the first player,
 * column 0 the first player's left.  N points to row 0, E to the first
 * player's right, and positive turns are clockwise seen from above.
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

typedef struct
{
  int row;
  int col;
} TmCell;

typedef enum {
  TM_DIRECTION_N,
  TM_DIRECTION_NE,
  TM_DIRECTION_E,
  TM_DIRECTION_SE,
  TM_DIRECTION_S,
  TM_DIRECTION_SW,
  TM_DIRECTION_W,
  TM_DIRECTION_NW,
} TmDirection;

#define TM_N_DIRECTIONS 8

static inline gboolean
tm_cell_equal (TmCell a,
               TmCell b)
{
  return a.row == b.row && a.col == b.col;
}

static inline gboolean
tm_cell_in_grid (TmCell cell,
                 int    rows,
                 int    cols)
{
  return cell.row >= 0 && cell.row < rows && cell.col >= 0 && cell.col < cols;
}

/* @direction turned by @steps eighths of a turn (negative: anticlockwise). */
TmDirection  tm_direction_turn         (TmDirection   direction,
                                        int           steps);
void         tm_direction_get_delta    (TmDirection   direction,
                                        int          *d_row,
                                        int          *d_col);
const char  *tm_direction_to_string    (TmDirection   direction);
gboolean     tm_direction_from_string  (const char   *text,
                                        TmDirection  *direction);

/* One step in @direction on a @rows × @cols torus (edges joined). */
TmCell       tm_cell_step_wrapped      (TmCell        cell,
                                        TmDirection   direction,
                                        int           rows,
                                        int           cols);
/* Whether @a and @b touch, sides or corners, without wrapping. */
gboolean     tm_cell_is_neighbour      (TmCell        a,
                                        TmCell        b);

/* "[row, col]" in JSON.  Parsing refuses anything but two integers
 * inside the grid. */
gboolean     tm_cell_from_json         (JsonNode     *node,
                                        int           rows,
                                        int           cols,
                                        TmCell       *cell);
JsonNode    *tm_cell_to_json           (TmCell        cell);

G_END_DECLS
