/* tm-grid-board.c — a square board of cells, the base of the game boards
 *
 * The derived board draws with cairo below the cells; the cells are
 * buttons allocated on top of its drawing, sensitive only when they can
 * be chosen, so a click or Enter on any other does nothing and the
 * keyboard only ever stops where a move can go.
 */
#include "config.h"

#include "tm-grid-board.h"
#include "tm-cairo-shapes.h"

#include <glib/gi18n.h>
#include <math.h>

typedef struct
{
  TmGridBoardLayout layout;
  GtkWidget *cells[TM_GRID_BOARD_MAX_CELLS][TM_GRID_BOARD_MAX_CELLS];
  char *why_not[TM_GRID_BOARD_MAX_CELLS][TM_GRID_BOARD_MAX_CELLS];
  guint legal;
  gboolean interactive;
  gboolean has_selected;
  TmCell selected;
  TmCell focus;
} TmGridBoardPrivate;

G_DEFINE_TYPE_WITH_PRIVATE (TmGridBoard, tm_grid_board, GTK_TYPE_WIDGET)

enum {
  CELL_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

#define PRIV(self) ((TmGridBoardPrivate *) tm_grid_board_get_instance_private (self))

static gboolean
in_board (TmGridBoard *self,
          TmCell       cell)
{
  int n = PRIV (self)->layout.cells;

  return tm_cell_in_grid (cell, n, n);
}

void
tm_grid_board_get_geometry (TmGridBoard    *self,
                            TmGridGeometry *geometry)
{
  TmGridBoardPrivate *priv;

  g_return_if_fail (TM_IS_GRID_BOARD (self));
  priv = PRIV (self);
  tm_grid_geometry_compute (geometry, priv->layout.cells,
                            gtk_widget_get_width (GTK_WIDGET (self)),
                            gtk_widget_get_height (GTK_WIDGET (self)),
                            priv->layout.max_size, priv->layout.gap_fraction);
}

gboolean
tm_grid_board_cell_at (TmGridBoard *self,
                       double       x,
                       double       y,
                       TmCell      *cell)
{
  TmGridGeometry g;

  g_return_val_if_fail (TM_IS_GRID_BOARD (self), FALSE);
  tm_grid_board_get_geometry (self, &g);
  return tm_grid_geometry_cell_at (&g, x, y, cell);
}

static void
get_colours (TmGridBoard *self,
             GdkRGBA     *fg,
             GdkRGBA     *accent)
{
  GtkStyleContext *context = gtk_widget_get_style_context (GTK_WIDGET (self));

  gtk_style_context_get_color (context, fg);
  tm_cairo_get_accent (GTK_WIDGET (self), "accent_bg_color", accent);
}

static void
tm_grid_board_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  TmGridBoard *self = TM_GRID_BOARD (widget);
  TmGridBoardPrivate *priv = PRIV (self);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  cairo_t *cr;
  GdkRGBA fg, accent;
  TmGridGeometry g;

  if (width <= 0 || height <= 0)
    return;

  tm_grid_board_get_geometry (self, &g);
  get_colours (self, &fg, &accent);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  TM_GRID_BOARD_GET_CLASS (self)->draw (self, cr, &g, &fg, &accent);
  cairo_destroy (cr);

  /* The cell buttons on top: hover, press and the focus ring. */
  for (int row = 0; row < priv->layout.cells; row++)
    for (int col = 0; col < priv->layout.cells; col++)
      gtk_widget_snapshot_child (widget, priv->cells[row][col], snapshot);
}

static void
tm_grid_board_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  TmGridBoard *self = TM_GRID_BOARD (widget);
  TmGridBoardPrivate *priv = PRIV (self);
  TmGridGeometry g;
  int side;

  tm_grid_board_get_geometry (self, &g);
  side = (int) floor (g.cell);
  for (int row = 0; row < priv->layout.cells; row++)
    for (int col = 0; col < priv->layout.cells; col++)
      {
        double x, y;

        tm_grid_geometry_cell_origin (&g, (TmCell) { row, col }, &x, &y);
        gtk_widget_size_allocate (priv->cells[row][col],
                                  &(GtkAllocation) { (int) floor (x), (int) floor (y), side, side }, -1);
      }
}

static void
tm_grid_board_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  const TmGridBoardLayout *layout = &PRIV (TM_GRID_BOARD (widget))->layout;
  int n = layout->cells;
  int min_size = n * layout->min_cell + (n - 1) * layout->min_gap + 12;
  int nat_size = MIN (n * layout->nat_cell + (n - 1) * layout->nat_gap + 12, layout->max_size);

  *minimum = min_size;
  if (orientation == GTK_ORIENTATION_HORIZONTAL || for_size < 0)
    *natural = nat_size;
  else
    /* Square: as tall as it is wide, up to the largest size drawn. */
    *natural = CLAMP (for_size, min_size, layout->max_size);
}

static GtkSizeRequestMode
tm_grid_board_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

gboolean
tm_grid_board_is_legal (TmGridBoard *self,
                        TmCell       cell)
{
  TmGridBoardPrivate *priv;

  g_return_val_if_fail (TM_IS_GRID_BOARD (self), FALSE);
  priv = PRIV (self);
  return priv->interactive && in_board (self, cell)
         && (priv->legal & (1u << (cell.row * priv->layout.cells + cell.col))) != 0;
}

void
tm_grid_board_update (TmGridBoard *self)
{
  TmGridBoardPrivate *priv;

  g_return_if_fail (TM_IS_GRID_BOARD (self));
  priv = PRIV (self);
  for (int row = 0; row < priv->layout.cells; row++)
    for (int col = 0; col < priv->layout.cells; col++)
      {
        TmCell cell = { row, col };

        TM_GRID_BOARD_GET_CLASS (self)->update_cell (self, priv->cells[row][col], cell,
                                                     tm_grid_board_is_legal (self, cell),
                                                     priv->why_not[row][col]);
      }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

GtkWidget *
tm_grid_board_get_cell (TmGridBoard *self,
                        TmCell       cell)
{
  g_return_val_if_fail (TM_IS_GRID_BOARD (self), NULL);
  g_return_val_if_fail (in_board (self, cell), NULL);
  return PRIV (self)->cells[cell.row][cell.col];
}

GtkWidget *
tm_grid_board_get_first_legal_cell (TmGridBoard *self)
{
  TmGridBoardPrivate *priv;

  g_return_val_if_fail (TM_IS_GRID_BOARD (self), NULL);
  priv = PRIV (self);
  for (int row = 0; row < priv->layout.cells; row++)
    for (int col = 0; col < priv->layout.cells; col++)
      if (tm_grid_board_is_legal (self, (TmCell) { row, col }))
        return priv->cells[row][col];
  return NULL;
}

static gboolean
find_cell (TmGridBoard *self,
           GtkWidget   *widget,
           TmCell      *cell)
{
  TmGridBoardPrivate *priv = PRIV (self);

  for (int row = 0; row < priv->layout.cells; row++)
    for (int col = 0; col < priv->layout.cells; col++)
      if (priv->cells[row][col] == widget)
        {
          *cell = (TmCell) { row, col };
          return TRUE;
        }
  return FALSE;
}

static void
set_focus_cell (TmGridBoard *self,
                TmCell       cell)
{
  TmGridBoardPrivate *priv = PRIV (self);

  priv->focus = cell;
  if (gtk_widget_get_sensitive (priv->cells[cell.row][cell.col]))
    gtk_widget_grab_focus (priv->cells[cell.row][cell.col]);
}

void
tm_grid_board_activate_cell (TmGridBoard *self,
                             TmCell       cell)
{
  g_return_if_fail (TM_IS_GRID_BOARD (self));
  g_return_if_fail (in_board (self, cell));

  set_focus_cell (self, cell);
  g_signal_emit (self, signals[CELL_ACTIVATED], 0, cell.row, cell.col);
}

static void
on_cell_clicked (TmGridBoard *self,
                 GtkWidget   *widget)
{
  TmCell cell;

  if (find_cell (self, widget, &cell))
    tm_grid_board_activate_cell (self, cell);
}

static void
on_cell_focus_in (TmGridBoard *self,
                  GParamSpec  *pspec,
                  GtkWidget   *widget)
{
  TmCell cell;

  if (gtk_widget_has_focus (widget) && find_cell (self, widget, &cell))
    PRIV (self)->focus = cell;
}

/* The cell Tab lands on: the last one the keyboard was on, when it can be
 * chosen, else the first that can. */
static GtkWidget *
entry_cell (TmGridBoard *self)
{
  TmGridBoardPrivate *priv = PRIV (self);

  if (tm_grid_board_is_legal (self, priv->focus))
    return priv->cells[priv->focus.row][priv->focus.col];
  return tm_grid_board_get_first_legal_cell (self);
}

static gboolean
tm_grid_board_grab_focus (GtkWidget *widget)
{
  GtkWidget *target = entry_cell (TM_GRID_BOARD (widget));

  return target != NULL && gtk_widget_grab_focus (target);
}

/* One Tab stop: in on the entry cell, out at once; the arrows (GTK's
 * focus moves, as the key controller's) move inside. */
static gboolean
tm_grid_board_focus (GtkWidget        *widget,
                     GtkDirectionType  direction)
{
  TmGridBoard *self = TM_GRID_BOARD (widget);
  GtkWidget *focus_child = gtk_widget_get_focus_child (widget);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  int d_row = 0, d_col = 0;
  TmCell from, to;

  if (focus_child == NULL)
    return tm_grid_board_grab_focus (widget);

  switch (direction)
    {
    case GTK_DIR_UP:    d_row = -1; break;
    case GTK_DIR_DOWN:  d_row = 1;  break;
    case GTK_DIR_LEFT:  d_col = rtl ? 1 : -1; break;
    case GTK_DIR_RIGHT: d_col = rtl ? -1 : 1; break;
    case GTK_DIR_TAB_FORWARD:
    case GTK_DIR_TAB_BACKWARD:
    default:
      return FALSE;
    }
  if (!find_cell (self, focus_child, &from))
    return FALSE;
  if (TM_GRID_BOARD_GET_CLASS (self)->step (self, from, d_row, d_col, &to))
    set_focus_cell (self, to);
  /* At the edge: stay. */
  return TRUE;
}

void
tm_grid_board_stroke_cell_ring (cairo_t              *cr,
                                const TmGridGeometry *geometry,
                                TmCell                cell,
                                double                corner,
                                const GdkRGBA        *colour,
                                double                width)
{
  double x, y, side = geometry->cell;

  tm_grid_geometry_cell_origin (geometry, cell, &x, &y);
  tm_cairo_rounded_rectangle (cr, x - 4, y - 4, side + 8, side + 8, side * corner);
  gdk_cairo_set_source_rgba (cr, colour);
  cairo_set_line_width (cr, width);
  cairo_stroke (cr);
}

gboolean
tm_grid_board_step_nearest (guint   legal,
                            int     cells,
                            TmCell  from,
                            int     d_row,
                            int     d_col,
                            TmCell *to)
{
  int best = G_MAXINT;

  for (int r = 0; r < cells; r++)
    for (int c = 0; c < cells; c++)
      {
        int along = (r - from.row) * d_row + (c - from.col) * d_col;
        int across = d_row != 0 ? ABS (c - from.col) : ABS (r - from.row);
        int score = across * 16 + along;

        if (along <= 0 || !(legal & (1u << (r * cells + c))) || score >= best)
          continue;
        best = score;
        *to = (TmCell) { r, c };
      }
  return best != G_MAXINT;
}

static gboolean
tm_grid_board_real_step (TmGridBoard *self,
                         TmCell       from,
                         int          d_row,
                         int          d_col,
                         TmCell      *to)
{
  TmGridBoardPrivate *priv = PRIV (self);

  return tm_grid_board_step_nearest (priv->interactive ? priv->legal : 0, priv->layout.cells,
                                     from, d_row, d_col, to);
}

/* The key's direction, read from its move from the middle of a 3 × 3 grid. */
static TmGridKey
read_key (guint            keyval,
          GdkModifierType  state,
          int             *d_row,
          int             *d_col)
{
  TmCell step = { 1, 1 };
  TmGridKey key = tm_grid_key_handle (keyval, state, 3, 3, &step);

  *d_row = step.row - 1;
  *d_col = step.col - 1;
  return key;
}

/* The arrows move to the next cell that can be chosen that way; Enter
 * and Space activate the focus cell. */
static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                TmGridBoard           *self)
{
  GtkWidget *focus = gtk_widget_get_focus_child (GTK_WIDGET (self));
  TmCell cell, to;
  int d_row, d_col;

  if (focus == NULL || !find_cell (self, focus, &cell))
    return GDK_EVENT_PROPAGATE;
  switch (read_key (keyval, state, &d_row, &d_col))
    {
    case TM_GRID_KEY_ACTIVATE:
      if (tm_grid_board_is_legal (self, cell))
        tm_grid_board_activate_cell (self, cell);
      return GDK_EVENT_STOP;
    case TM_GRID_KEY_MOVED:
      if (TM_GRID_BOARD_GET_CLASS (self)->step (self, cell, d_row, d_col, &to))
        set_focus_cell (self, to);
      return GDK_EVENT_STOP;
    case TM_GRID_KEY_IGNORED:
    default:
      return GDK_EVENT_PROPAGATE;
    }
}

void
tm_grid_board_set_legal (TmGridBoard *self,
                         guint        mask)
{
  g_return_if_fail (TM_IS_GRID_BOARD (self));

  if (PRIV (self)->legal == mask)
    return;
  PRIV (self)->legal = mask;
  tm_grid_board_update (self);
}

guint
tm_grid_board_get_legal (TmGridBoard *self)
{
  g_return_val_if_fail (TM_IS_GRID_BOARD (self), 0);
  return PRIV (self)->legal;
}

void
tm_grid_board_set_why_not (TmGridBoard *self,
                           TmCell       cell,
                           const char  *why_not)
{
  TmGridBoardPrivate *priv;

  g_return_if_fail (TM_IS_GRID_BOARD (self));
  g_return_if_fail (in_board (self, cell));
  priv = PRIV (self);

  if (g_strcmp0 (priv->why_not[cell.row][cell.col], why_not) == 0)
    return;
  g_free (priv->why_not[cell.row][cell.col]);
  priv->why_not[cell.row][cell.col] = g_strdup (why_not);
  tm_grid_board_update (self);
}

void
tm_grid_board_set_all_why_not (TmGridBoard        *self,
                               const char * const *why_not)
{
  TmGridBoardPrivate *priv;

  g_return_if_fail (TM_IS_GRID_BOARD (self));
  priv = PRIV (self);

  for (int row = 0; row < priv->layout.cells; row++)
    for (int col = 0; col < priv->layout.cells; col++)
      {
        g_free (priv->why_not[row][col]);
        priv->why_not[row][col] = why_not != NULL ? g_strdup (why_not[row * priv->layout.cells + col]) : NULL;
      }
  tm_grid_board_update (self);
}

void
tm_grid_board_set_interactive (TmGridBoard *self,
                               gboolean     interactive)
{
  g_return_if_fail (TM_IS_GRID_BOARD (self));

  interactive = !!interactive;
  if (PRIV (self)->interactive == interactive)
    return;
  PRIV (self)->interactive = interactive;
  tm_grid_board_update (self);
}

gboolean
tm_grid_board_get_interactive (TmGridBoard *self)
{
  g_return_val_if_fail (TM_IS_GRID_BOARD (self), FALSE);
  return PRIV (self)->interactive;
}

void
tm_grid_board_set_selected (TmGridBoard  *self,
                            const TmCell *cell)
{
  g_return_if_fail (TM_IS_GRID_BOARD (self));
  g_return_if_fail (cell == NULL || in_board (self, *cell));

  PRIV (self)->has_selected = cell != NULL;
  if (cell != NULL)
    PRIV (self)->selected = *cell;
  tm_grid_board_update (self);
}

gboolean
tm_grid_board_get_selected (TmGridBoard *self,
                            TmCell      *cell)
{
  g_return_val_if_fail (TM_IS_GRID_BOARD (self), FALSE);

  if (PRIV (self)->has_selected && cell != NULL)
    *cell = PRIV (self)->selected;
  return PRIV (self)->has_selected;
}

TmCell
tm_grid_board_get_focus_cell (TmGridBoard *self)
{
  g_return_val_if_fail (TM_IS_GRID_BOARD (self), ((TmCell) { 0, 0 }));
  return PRIV (self)->focus;
}

void
tm_grid_board_set_layout (TmGridBoard             *self,
                          const TmGridBoardLayout *layout)
{
  TmGridBoardPrivate *priv;

  g_return_if_fail (TM_IS_GRID_BOARD (self));
  g_return_if_fail (layout != NULL && layout->cells > 0 && layout->cells <= TM_GRID_BOARD_MAX_CELLS);
  priv = PRIV (self);
  g_return_if_fail (priv->layout.cells == 0);

  priv->layout = *layout;
  priv->focus = layout->first_focus;
  for (int row = 0; row < layout->cells; row++)
    for (int col = 0; col < layout->cells; col++)
      {
        GtkWidget *cell = g_object_new (TM_GRID_BOARD_GET_CLASS (self)->cell_type, NULL);
        g_autofree char *name = g_strdup_printf ("cell-%d-%d", row, col);

        tm_grid_cell_set_cell (TM_GRID_CELL (cell), (TmCell) { row, col });
        gtk_widget_set_name (cell, name);

        gtk_widget_set_parent (cell, GTK_WIDGET (self));
        /* A click, Enter or Space on the cell, or AT-SPI's "click". */
        g_signal_connect_swapped (cell, "clicked", G_CALLBACK (on_cell_clicked), self);
        g_signal_connect_swapped (cell, "notify::has-focus", G_CALLBACK (on_cell_focus_in), self);
        priv->cells[row][col] = cell;
      }
}

static void
tm_grid_board_state_flags_changed (GtkWidget     *widget,
                                   GtkStateFlags  previous)
{
  /* Focus and dark/light changes redraw the outlines. */
  gtk_widget_queue_draw (widget);
  GTK_WIDGET_CLASS (tm_grid_board_parent_class)->state_flags_changed (widget, previous);
}

static void
tm_grid_board_css_changed (GtkWidget         *widget,
                           GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (tm_grid_board_parent_class)->css_changed (widget, change);
  gtk_widget_queue_draw (widget);
}

static void
tm_grid_board_dispose (GObject *object)
{
  TmGridBoardPrivate *priv = PRIV (TM_GRID_BOARD (object));

  for (int row = 0; row < TM_GRID_BOARD_MAX_CELLS; row++)
    for (int col = 0; col < TM_GRID_BOARD_MAX_CELLS; col++)
      {
        g_clear_pointer (&priv->cells[row][col], gtk_widget_unparent);
        g_clear_pointer (&priv->why_not[row][col], g_free);
      }

  G_OBJECT_CLASS (tm_grid_board_parent_class)->dispose (object);
}

static void
tm_grid_board_class_init (TmGridBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_grid_board_dispose;
  widget_class->snapshot = tm_grid_board_snapshot;
  widget_class->measure = tm_grid_board_measure;
  widget_class->size_allocate = tm_grid_board_size_allocate;
  widget_class->get_request_mode = tm_grid_board_get_request_mode;
  widget_class->focus = tm_grid_board_focus;
  widget_class->grab_focus = tm_grid_board_grab_focus;
  widget_class->state_flags_changed = tm_grid_board_state_flags_changed;
  widget_class->css_changed = tm_grid_board_css_changed;
  klass->step = tm_grid_board_real_step;

  /* A cell was clicked or chosen with the keyboard: (int row, int col). */
  signals[CELL_ACTIVATED] = g_signal_new ("cell-activated",
                                          G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);

  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
tm_grid_board_init (TmGridBoard *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("The field"), -1);
}
