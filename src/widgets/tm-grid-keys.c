/* tm-grid-keys.c — a board's cells under the mouse and the keyboard */
#include "tm-grid-keys.h"

#include <math.h>

TmGridKey
tm_grid_key_handle (guint            keyval,
                    GdkModifierType  state,
                    int              rows,
                    int              cols,
                    TmCell          *cell)
{
  /* Ctrl and Alt combinations belong to the window's shortcuts. */
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return TM_GRID_KEY_IGNORED;

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      cell->col = MAX (0, cell->col - 1);
      return TM_GRID_KEY_MOVED;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      cell->col = MIN (cols - 1, cell->col + 1);
      return TM_GRID_KEY_MOVED;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      cell->row = MAX (0, cell->row - 1);
      return TM_GRID_KEY_MOVED;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      cell->row = MIN (rows - 1, cell->row + 1);
      return TM_GRID_KEY_MOVED;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      return TM_GRID_KEY_ACTIVATE;
    default:
      return TM_GRID_KEY_IGNORED;
    }
}

void
tm_grid_geometry_compute (TmGridGeometry *geometry,
                          int             cells,
                          int             width,
                          int             height,
                          double          max_size,
                          double          gap_fraction)
{
  double size = MIN (MIN (width, height), max_size);
  double pad = 6;  /* room for the outlines drawn outside the cells */

  geometry->cells = cells;
  geometry->gap = floor (size * gap_fraction);
  geometry->cell = floor ((size - 2 * pad - (cells - 1) * geometry->gap) / cells);
  geometry->x0 = floor ((width - (cells * geometry->cell + (cells - 1) * geometry->gap)) / 2);
  geometry->y0 = floor ((height - (cells * geometry->cell + (cells - 1) * geometry->gap)) / 2);
}

void
tm_grid_geometry_cell_origin (const TmGridGeometry *geometry,
                              TmCell                cell,
                              double               *x,
                              double               *y)
{
  *x = geometry->x0 + cell.col * (geometry->cell + geometry->gap);
  *y = geometry->y0 + cell.row * (geometry->cell + geometry->gap);
}

gboolean
tm_grid_geometry_cell_at (const TmGridGeometry *geometry,
                          double                x,
                          double                y,
                          TmCell               *cell)
{
  double step = geometry->cell + geometry->gap;
  int col, row;

  if (step <= 0)
    return FALSE;
  col = (int) floor ((x - geometry->x0 + geometry->gap / 2) / step);
  row = (int) floor ((y - geometry->y0 + geometry->gap / 2) / step);
  if (row < 0 || row >= geometry->cells || col < 0 || col >= geometry->cells)
    return FALSE;
  *cell = (TmCell) { row, col };
  return TRUE;
}

static void
on_pressed (GtkGestureClick   *gesture,
            int                n_press,
            double             x,
            double             y,
            const TmGridInput *input)
{
  GtkWidget *board = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));
  TmCell cell;

  if (n_press != 1 || !input->cell_at (board, x, y, &cell))
    return;
  gtk_widget_grab_focus (board);
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  input->activate (board, cell.row, cell.col);
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                const TmGridInput     *input)
{
  GtkWidget *board = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  TmCell cell = input->get_focus (board);

  switch (tm_grid_key_handle (keyval, state, input->rows, input->cols, &cell))
    {
    case TM_GRID_KEY_MOVED:
      input->set_focus (board, cell);
      return GDK_EVENT_STOP;
    case TM_GRID_KEY_ACTIVATE:
      input->activate (board, cell.row, cell.col);
      return GDK_EVENT_STOP;
    case TM_GRID_KEY_IGNORED:
    default:
      return GDK_EVENT_PROPAGATE;
    }
}

/* GTK hides the focus again when a key that did not move the focus to
 * another widget is released; a board's arrows move it between its
 * cells, which must stay visible. */
static gboolean
on_key_released (GtkEventControllerKey *controller,
                 guint                  keyval,
                 guint                  keycode,
                 GdkModifierType        state,
                 const TmGridInput     *input)
{
  GtkWidget *board = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  GtkRoot *root = gtk_widget_get_root (board);
  TmCell cell = input->get_focus (board);

  if (tm_grid_key_handle (keyval, state, input->rows, input->cols, &cell) != TM_GRID_KEY_MOVED)
    return GDK_EVENT_PROPAGATE;
  if (GTK_IS_WINDOW (root))
    gtk_window_set_focus_visible (GTK_WINDOW (root), TRUE);
  return GDK_EVENT_STOP;
}

void
tm_grid_input_attach (GtkWidget         *board,
                      const TmGridInput *input)
{
  GtkGesture *click;
  GtkEventController *keys;

  g_return_if_fail (GTK_IS_WIDGET (board));
  g_return_if_fail (input != NULL && input->cell_at != NULL && input->get_focus != NULL
                    && input->set_focus != NULL && input->activate != NULL);

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), (gpointer) input);
  gtk_widget_add_controller (board, GTK_EVENT_CONTROLLER (click));

  keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), (gpointer) input);
  g_signal_connect (keys, "key-released", G_CALLBACK (on_key_released), (gpointer) input);
  gtk_widget_add_controller (board, keys);
}
