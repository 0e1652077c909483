/* tm-grid.c — cells and the eight directions, shared by the grid games */
#include "tm-grid.h"
#include "tm-json.h"
#include "tm-name-table.h"

static const char * const direction_names[TM_N_DIRECTIONS] = {
  "N", "NE", "E", "SE", "S", "SW", "W", "NW",
};

static const int direction_deltas[TM_N_DIRECTIONS][2] = {
  { -1, 0 }, { -1, 1 }, { 0, 1 }, { 1, 1 }, { 1, 0 }, { 1, -1 }, { 0, -1 }, { -1, -1 },
};

TmDirection
tm_direction_turn (TmDirection direction,
                   int         steps)
{
  int d = ((int) direction + steps) % TM_N_DIRECTIONS;

  return (TmDirection) (d < 0 ? d + TM_N_DIRECTIONS : d);
}

void
tm_direction_get_delta (TmDirection  direction,
                        int         *d_row,
                        int         *d_col)
{
  g_return_if_fail ((guint) direction < TM_N_DIRECTIONS);

  *d_row = direction_deltas[direction][0];
  *d_col = direction_deltas[direction][1];
}

const char *
tm_direction_to_string (TmDirection direction)
{
  g_return_val_if_fail ((guint) direction < TM_N_DIRECTIONS, NULL);
  return direction_names[direction];
}

gboolean
tm_direction_from_string (const char  *text,
                          TmDirection *direction)
{
  guint index;

  if (!tm_name_table_find (direction_names, TM_N_DIRECTIONS, text, &index))
    return FALSE;
  *direction = (TmDirection) index;
  return TRUE;
}

static int
wrap (int value,
      int size)
{
  int r = value % size;

  return r < 0 ? r + size : r;
}

TmCell
tm_cell_step_wrapped (TmCell      cell,
                      TmDirection direction,
                      int         rows,
                      int         cols)
{
  int d_row, d_col;

  tm_direction_get_delta (direction, &d_row, &d_col);
  return (TmCell) { wrap (cell.row + d_row, rows), wrap (cell.col + d_col, cols) };
}

gboolean
tm_cell_is_neighbour (TmCell a,
                      TmCell b)
{
  return !tm_cell_equal (a, b) && ABS (a.row - b.row) <= 1 && ABS (a.col - b.col) <= 1;
}

gboolean
tm_cell_from_json (JsonNode *node,
                   int       rows,
                   int       cols,
                   TmCell   *cell)
{
  TmCell c;

  if (!tm_json_node_get_int_pair (node, G_MININT, G_MAXINT, &c.row, &c.col)
      || !tm_cell_in_grid (c, rows, cols))
    return FALSE;
  *cell = c;
  return TRUE;
}

JsonNode *
tm_cell_to_json (TmCell cell)
{
  return tm_json_node_new_int_pair (cell.row, cell.col);
}
