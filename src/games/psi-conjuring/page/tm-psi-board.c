/* tm-psi-board.c — the 4 × 4 field of Psi Conjuring, drawn
 *
 * Everything is drawn with cairo in snapshot().  Fills are strong
 * colours with white or dark text, so they read the same on the light
 * and the dark style: a beast is filled with its active colour (red or
 * blue), a yellow-zone beast is yellow with a stripe of its colour, a
 * face-down card is a back in its owner's tint.  An arrow on every card
 * points towards its master's side (the first player sits at the
 * bottom).  Highlights use the theme's accent colour.
 *
 * Each cell is also a child widget (TmPsiCell) allocated on top of its
 * drawing: what screen readers and the keyboard meet.  A cell is
 * sensitive only when the page says the move being entered may use it;
 * a click or Enter on any other does nothing.  Tab enters the field on
 * the focus cell, or the first one that can be chosen, and leaves it;
 * the arrows move between the cells that can be chosen.
 */
#include "config.h"

#include "ui/tm-cairo-shapes.h"
#include "ui/tm-grid-keys.h"

#include "tm-psi-board.h"
#include "tm-psi-cell.h"
#include "games/psi-conjuring/rules/tm-psi-text.h"

#include <glib/gi18n.h>
#include <math.h>

#define MIN_CELL     56
#define NAT_CELL    120
#define MAX_SIZE    560

struct _TmPsiBoard
{
  GtkWidget parent_instance;

  TmPsiState state;
  char *players[2];
  guint highlight;
  gboolean has_selected;
  TmCell selected;
  gboolean interactive;
  TmCell focus;
  GtkWidget *cells[TM_PSI_SIZE][TM_PSI_SIZE];
  guint legal;                       /* the cells that can be chosen now */
  char *reasons[TM_PSI_N_CELLS];     /* why the others cannot */
};

G_DEFINE_FINAL_TYPE (TmPsiBoard, tm_psi_board, GTK_TYPE_WIDGET)

enum {
  CELL_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const GdkRGBA colour_fill[TM_PSI_N_COLOURS] = {
  { 0.753, 0.110, 0.157, 1.0 },  /* red #c01c28 */
  { 0.110, 0.443, 0.847, 1.0 },  /* blue #1c71d8 */
};
/* The players' tints: the card backs and the masters' marks. */
static const GdkRGBA player_tint[2] = {
  { 0.149, 0.635, 0.412, 1.0 },  /* green #26a269 */
  { 0.569, 0.255, 0.675, 1.0 },  /* purple #9141ac */
};
static const GdkRGBA yellow_fill = { 0.965, 0.827, 0.176, 1.0 };  /* #f6d32d */
static const GdkRGBA light_ink = { 1.0, 1.0, 1.0, 1.0 };
static const GdkRGBA dark_ink = { 0.141, 0.122, 0.192, 1.0 };     /* #241f31 */

static void
compute_geometry (TmPsiBoard     *self,
                  TmGridGeometry *g)
{
  tm_grid_geometry_compute (g, TM_PSI_SIZE,
                            gtk_widget_get_width (GTK_WIDGET (self)),
                            gtk_widget_get_height (GTK_WIDGET (self)),
                            MAX_SIZE, 0.02);
}

static gboolean
cell_at (TmPsiBoard *self,
         double      x,
         double      y,
         TmCell     *cell)
{
  TmGridGeometry g;

  compute_geometry (self, &g);
  return tm_grid_geometry_cell_at (&g, x, y, cell);
}

/* Text centred on x, top at y, at most @max_width wide (ellipsized). */
static void
draw_text (TmPsiBoard    *self,
           cairo_t       *cr,
           const char    *text,
           double         pixels,
           gboolean       bold,
           double         x,
           double         y,
           double         max_width,
           const GdkRGBA *colour)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoFontDescription *font = pango_font_description_copy (pango_context_get_font_description (pango_layout_get_context (layout)));
  PangoRectangle logical;

  pango_font_description_set_absolute_size (font, pixels * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_width (layout, (int) (max_width * PANGO_SCALE));
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);

  pango_layout_get_pixel_extents (layout, NULL, &logical);
  cairo_move_to (cr, x - max_width / 2, y);
  gdk_cairo_set_source_rgba (cr, colour);
  pango_cairo_show_layout (cr, layout);
  cairo_new_path (cr);
}

/* A triangle at the card's edge towards its master: down for the first
 * player (at the bottom), up for the second. */
static void
draw_master_arrow (cairo_t       *cr,
                   double         x,
                   double         y,
                   double         size,
                   int            master,
                   const GdkRGBA *fill,
                   const GdkRGBA *outline)
{
  double cx = x + size / 2;
  double a = size * 0.13;
  double tip = master == 0 ? y + size - size * 0.05 : y + size * 0.05;
  double base = master == 0 ? tip - a : tip + a;

  cairo_move_to (cr, cx, tip);
  cairo_line_to (cr, cx - a, base);
  cairo_line_to (cr, cx + a, base);
  cairo_close_path (cr);
  gdk_cairo_set_source_rgba (cr, fill);
  cairo_fill_preserve (cr);
  gdk_cairo_set_source_rgba (cr, outline);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
}

static void
draw_face_down (TmPsiBoard           *self,
                cairo_t              *cr,
                const TmGridGeometry *g,
                double                x,
                double                y,
                const TmPsiCard      *card)
{
  const GdkRGBA *tint = &player_tint[card->owner];
  double r = g->cell * 0.08;
  const char *name = self->players[card->owner] != NULL ? self->players[card->owner] : "";

  tm_cairo_rounded_rectangle (cr, x, y, g->cell, g->cell, r);
  gdk_cairo_set_source_rgba (cr, tint);
  cairo_fill (cr);

  /* The back's pattern: an inner frame and a diamond. */
  cairo_set_source_rgba (cr, 1, 1, 1, 0.35);
  cairo_set_line_width (cr, MAX (1.0, g->cell * 0.02));
  tm_cairo_rounded_rectangle (cr, x + g->cell * 0.1, y + g->cell * 0.1, g->cell * 0.8, g->cell * 0.8, r * 0.6);
  cairo_stroke (cr);
  cairo_move_to (cr, x + g->cell / 2, y + g->cell * 0.25);
  cairo_line_to (cr, x + g->cell * 0.75, y + g->cell / 2);
  cairo_line_to (cr, x + g->cell / 2, y + g->cell * 0.75);
  cairo_line_to (cr, x + g->cell * 0.25, y + g->cell / 2);
  cairo_close_path (cr);
  cairo_stroke (cr);

  draw_text (self, cr, name, g->cell * 0.14, TRUE, x + g->cell / 2, y + g->cell * 0.40,
             g->cell * 0.9, &light_ink);
  if (self->state.phase == TM_PSI_PHASE_FINISHED)
    /* At the end: why this card adds nothing to its master's sum. */
    draw_text (self, cr, _("not counted"), g->cell * 0.11, FALSE, x + g->cell / 2,
               y + (card->master == 1 ? g->cell * 0.66 : g->cell * 0.12), g->cell * 0.85, &light_ink);
  draw_master_arrow (cr, x, y, g->cell, card->master, &player_tint[card->master], &light_ink);
}

static void
draw_beast (TmPsiBoard           *self,
            cairo_t              *cr,
            const TmGridGeometry *g,
            double                x,
            double                y,
            const TmPsiCard      *card)
{
  const GdkRGBA *fill = card->yellow ? &yellow_fill : &colour_fill[card->colour];
  const GdkRGBA *ink = card->yellow ? &dark_ink : &light_ink;
  double r = g->cell * 0.08;
  double top;
  g_autofree char *power = NULL;

  tm_cairo_rounded_rectangle (cr, x, y, g->cell, g->cell, r);
  gdk_cairo_set_source_rgba (cr, fill);
  cairo_fill (cr);

  if (card->yellow)
    {
      /* A stripe of the active colour along the side. */
      cairo_save (cr);
      tm_cairo_rounded_rectangle (cr, x, y, g->cell, g->cell, r);
      cairo_clip (cr);
      gdk_cairo_set_source_rgba (cr, &colour_fill[card->colour]);
      cairo_rectangle (cr, x, y, g->cell * 0.12, g->cell);
      cairo_rectangle (cr, x + g->cell * 0.88, y, g->cell * 0.12, g->cell);
      cairo_fill (cr);
      cairo_restore (cr);
    }

  /* The master's tint as a frame. */
  tm_cairo_rounded_rectangle (cr, x + 2, y + 2, g->cell - 4, g->cell - 4, r);
  gdk_cairo_set_source_rgba (cr, &player_tint[card->master]);
  cairo_set_line_width (cr, MAX (3.0, g->cell * 0.045));
  cairo_stroke (cr);

  /* The arrow takes the edge towards the master: the text keeps clear of it. */
  top = card->master == 1 ? g->cell * 0.09 : 0;
  draw_text (self, cr, card->name != NULL ? card->name : "?", g->cell * 0.13, TRUE,
             x + g->cell / 2, y + g->cell * 0.08 + top, g->cell * 0.8, ink);
  if (card->yellow)
    {
      draw_text (self, cr, _("yellow"), g->cell * 0.15, TRUE,
                 x + g->cell / 2, y + g->cell * 0.30 + top, g->cell * 0.75, ink);
      draw_text (self, cr, self->state.phase == TM_PSI_PHASE_FINISHED ? _("not counted") : _("no power"),
                 g->cell * 0.11, FALSE, x + g->cell / 2, y + g->cell * 0.50 + top, g->cell * 0.75, ink);
    }
  else
    {
      power = g_strdup_printf ("%d", card->power);
      draw_text (self, cr, power, g->cell * 0.34, TRUE,
                 x + g->cell / 2, y + g->cell * 0.24 + top, g->cell * 0.8, ink);
    }
  if (card->entered_turn == self->state.turn && self->state.phase != TM_PSI_PHASE_FINISHED)
    draw_text (self, cr, _("new"), g->cell * 0.10, FALSE,
               x + g->cell * 0.8, y + g->cell * 0.70, g->cell * 0.3, ink);
  draw_master_arrow (cr, x, y, g->cell, card->master, &player_tint[card->master], ink);
}

static void
get_colours (TmPsiBoard *self,
             GdkRGBA    *fg,
             GdkRGBA    *accent)
{
  GtkStyleContext *context = gtk_widget_get_style_context (GTK_WIDGET (self));

  gtk_style_context_get_color (context, fg);
  if (!gtk_style_context_lookup_color (context, "accent_bg_color", accent))
    *accent = (GdkRGBA) { 0.208, 0.518, 0.894, 1.0 };
}

static void
tm_psi_board_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  TmPsiBoard *self = TM_PSI_BOARD (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  cairo_t *cr;
  GdkRGBA fg, accent;
  TmGridGeometry g;

  if (width <= 0 || height <= 0)
    return;

  compute_geometry (self, &g);
  get_colours (self, &fg, &accent);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  for (int row = 0; row < TM_PSI_SIZE; row++)
    for (int col = 0; col < TM_PSI_SIZE; col++)
      {
        TmCell cell = { row, col };
        const TmPsiCard *card = tm_psi_state_get_card (&self->state, cell);
        gboolean lit = self->interactive && (self->highlight & (1u << (row * TM_PSI_SIZE + col)));
        double x, y;

        tm_grid_geometry_cell_origin (&g, cell, &x, &y);
        switch (card->side)
          {
          case TM_PSI_CARD_NONE:
            tm_cairo_rounded_rectangle (cr, x + 1, y + 1, g.cell - 2, g.cell - 2, g.cell * 0.08);
            cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.06);
            cairo_fill_preserve (cr);
            cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.3);
            cairo_set_line_width (cr, 1.5);
            {
              double dash[] = { 6, 4 };
              cairo_set_dash (cr, dash, 2, 0);
              cairo_stroke (cr);
              cairo_set_dash (cr, NULL, 0, 0);
            }
            break;
          case TM_PSI_CARD_FACE_DOWN:
            draw_face_down (self, cr, &g, x, y, card);
            break;
          case TM_PSI_CARD_FACE_UP:
          default:
            draw_beast (self, cr, &g, x, y, card);
            break;
          }

        if (lit)
          {
            tm_cairo_rounded_rectangle (cr, x - 4, y - 4, g.cell + 8, g.cell + 8, g.cell * 0.1);
            gdk_cairo_set_source_rgba (cr, &accent);
            cairo_set_line_width (cr, 6);
            cairo_stroke (cr);
          }
      }

  if (self->has_selected)
    {
      double x, y;

      tm_grid_geometry_cell_origin (&g, self->selected, &x, &y);
      tm_cairo_rounded_rectangle (cr, x - 4, y - 4, g.cell + 8, g.cell + 8, g.cell * 0.12);
      gdk_cairo_set_source_rgba (cr, &fg);
      cairo_set_line_width (cr, 5);
      cairo_stroke (cr);
    }

  cairo_destroy (cr);

  for (int row = 0; row < TM_PSI_SIZE; row++)
    for (int col = 0; col < TM_PSI_SIZE; col++)
      gtk_widget_snapshot_child (widget, self->cells[row][col], snapshot);
}

static void
tm_psi_board_size_allocate (GtkWidget *widget,
                            int        width,
                            int        height,
                            int        baseline)
{
  TmPsiBoard *self = TM_PSI_BOARD (widget);
  TmGridGeometry g;

  compute_geometry (self, &g);
  for (int row = 0; row < TM_PSI_SIZE; row++)
    for (int col = 0; col < TM_PSI_SIZE; col++)
      {
        double x, y;

        tm_grid_geometry_cell_origin (&g, (TmCell) { row, col }, &x, &y);
        gtk_widget_size_allocate (self->cells[row][col],
                                  &(GtkAllocation) { (int) x, (int) y, (int) g.cell, (int) g.cell }, -1);
      }
}

static void
tm_psi_board_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  int min_size = TM_PSI_SIZE * MIN_CELL + 3 * 4 + 12;
  int nat_size = MIN (TM_PSI_SIZE * NAT_CELL + 3 * 8 + 12, MAX_SIZE);

  if (orientation == GTK_ORIENTATION_HORIZONTAL || for_size < 0)
    {
      *minimum = min_size;
      *natural = nat_size;
    }
  else
    {
      *minimum = min_size;
      *natural = CLAMP (for_size, min_size, MAX_SIZE);
    }
}

static GtkSizeRequestMode
tm_psi_board_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

char *
tm_psi_board_describe_cell (TmPsiBoard *self,
                            TmCell      cell)
{
  const char *players[] = { self->players[0], self->players[1], NULL };
  g_autofree char *text = NULL;

  g_return_val_if_fail (TM_IS_PSI_BOARD (self), NULL);
  g_return_val_if_fail (tm_cell_in_grid (cell, TM_PSI_SIZE, TM_PSI_SIZE), NULL);

  text = tm_psi_text_cell_card (&self->state, cell, players[0] != NULL && players[1] != NULL ? players : NULL);
  /* A label that starts a sentence. */
  text[0] = g_ascii_toupper (text[0]);
  return g_steal_pointer (&text);
}

static gboolean
is_legal (TmPsiBoard *self,
          TmCell      cell)
{
  return self->interactive && (self->legal & (1u << (cell.row * TM_PSI_SIZE + cell.col))) != 0;
}

/* Every cell's name, sensitivity and reason, from the state and the offer. */
static void
update_cells (TmPsiBoard *self)
{
  const char *players[] = { self->players[0], self->players[1], NULL };

  for (int row = 0; row < TM_PSI_SIZE; row++)
    for (int col = 0; col < TM_PSI_SIZE; col++)
      {
        TmCell cell = { row, col };
        g_autofree char *label = tm_psi_text_cell_card (&self->state, cell,
                                                        players[0] != NULL && players[1] != NULL ? players : NULL);

        tm_psi_cell_set_text (TM_PSI_CELL (self->cells[row][col]), label, is_legal (self, cell),
                              self->reasons[row * TM_PSI_SIZE + col]);
        tm_psi_cell_set_selected (TM_PSI_CELL (self->cells[row][col]),
                                  self->has_selected && tm_cell_equal (cell, self->selected));
      }
}

static void
set_focus_cell (TmPsiBoard *self,
                TmCell      cell)
{
  self->focus = cell;
  if (gtk_widget_get_sensitive (self->cells[cell.row][cell.col]))
    gtk_widget_grab_focus (self->cells[cell.row][cell.col]);
}

/* The cell Tab lands on: the last one the keyboard was on, when it can be
 * chosen, else the first that can. */
static gboolean
entry_cell (TmPsiBoard *self,
            TmCell     *cell)
{
  if (is_legal (self, self->focus))
    {
      *cell = self->focus;
      return TRUE;
    }
  for (int row = 0; row < TM_PSI_SIZE; row++)
    for (int col = 0; col < TM_PSI_SIZE; col++)
      if (is_legal (self, (TmCell) { row, col }))
        {
          *cell = (TmCell) { row, col };
          return TRUE;
        }
  return FALSE;
}

static gboolean
tm_psi_board_grab_focus (GtkWidget *widget)
{
  TmPsiBoard *self = TM_PSI_BOARD (widget);
  TmCell cell;

  if (!entry_cell (self, &cell))
    return FALSE;
  self->focus = cell;
  return gtk_widget_grab_focus (self->cells[cell.row][cell.col]);
}

/* One Tab stop: in on the entry cell, out at once; the arrows move inside. */
static gboolean
tm_psi_board_focus (GtkWidget        *widget,
                    GtkDirectionType  direction)
{
  if (gtk_widget_get_focus_child (widget) != NULL)
    return FALSE;
  return tm_psi_board_grab_focus (widget);
}

void
tm_psi_board_activate_cell (TmPsiBoard *self,
                            int         row,
                            int         col)
{
  g_return_if_fail (TM_IS_PSI_BOARD (self));
  g_return_if_fail (row >= 0 && row < TM_PSI_SIZE && col >= 0 && col < TM_PSI_SIZE);

  /* A cell that cannot be chosen now does nothing here: a click on it
   * says why in the page's status line (tm-why-disabled.h). */
  if (!is_legal (self, (TmCell) { row, col }))
    return;
  set_focus_cell (self, (TmCell) { row, col });
  g_signal_emit (self, signals[CELL_ACTIVATED], 0, row, col);
}

static void
on_cell_clicked (TmPsiBoard *self,
                 TmPsiCell  *cell)
{
  TmCell where = tm_psi_cell_get_cell (cell);

  tm_psi_board_activate_cell (self, where.row, where.col);
}

static void
on_pressed (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            TmPsiBoard      *self)
{
  TmCell cell;

  if (!cell_at (self, x, y, &cell) || !is_legal (self, cell))
    return;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  tm_psi_board_activate_cell (self, cell.row, cell.col);
}

/* The cell an arrow key moves to from @from: the nearest cell that can
 * be chosen in that direction, on the same row or column first, then on
 * the others (nearest line first), so that every cell that can be chosen
 * is reachable; FALSE when there is none that way. */
gboolean
tm_psi_board_step (guint         legal,
                   TmCell        from,
                   int           d_row,
                   int           d_col,
                   TmCell       *to)
{
  int best = G_MAXINT;

  for (int r = 0; r < TM_PSI_SIZE; r++)
    for (int c = 0; c < TM_PSI_SIZE; c++)
      {
        int along = (r - from.row) * d_row + (c - from.col) * d_col;
        int across = d_row != 0 ? ABS (c - from.col) : ABS (r - from.row);
        int score = across * 16 + along;

        if (along <= 0 || !(legal & (1u << (r * TM_PSI_SIZE + c))) || score >= best)
          continue;
        best = score;
        *to = (TmCell) { r, c };
      }
  return best != G_MAXINT;
}

/* The arrows move to the nearest cell that can be chosen that way; Enter
 * and Space activate the focus cell. */
static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                TmPsiBoard            *self)
{
  GtkWidget *focus = gtk_widget_get_focus_child (GTK_WIDGET (self));
  /* The direction, read from the key's move from the middle of a 3 × 3 grid. */
  TmCell cell, step = { 1, 1 };

  if (focus == NULL)
    return GDK_EVENT_PROPAGATE;
  cell = tm_psi_cell_get_cell (TM_PSI_CELL (focus));
  switch (tm_grid_key_handle (keyval, state, 3, 3, &step))
    {
    case TM_GRID_KEY_ACTIVATE:
      tm_psi_board_activate_cell (self, cell.row, cell.col);
      return GDK_EVENT_STOP;
    case TM_GRID_KEY_MOVED:
      if (tm_psi_board_step (self->interactive ? self->legal : 0, cell, step.row - 1, step.col - 1, &cell))
        set_focus_cell (self, cell);
      return GDK_EVENT_STOP;
    case TM_GRID_KEY_IGNORED:
    default:
      return GDK_EVENT_PROPAGATE;
    }
}

void
tm_psi_board_set_players (TmPsiBoard *self,
                          const char *first,
                          const char *second)
{
  g_return_if_fail (TM_IS_PSI_BOARD (self));

  g_free (self->players[0]);
  g_free (self->players[1]);
  self->players[0] = g_strdup (first);
  self->players[1] = g_strdup (second);
  update_cells (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tm_psi_board_set_state (TmPsiBoard       *self,
                        const TmPsiState *state)
{
  g_return_if_fail (TM_IS_PSI_BOARD (self));
  g_return_if_fail (state != NULL);

  self->state = *state;
  update_cells (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tm_psi_board_set_highlight (TmPsiBoard *self,
                            guint       mask)
{
  g_return_if_fail (TM_IS_PSI_BOARD (self));

  if (self->highlight == mask)
    return;
  self->highlight = mask;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
tm_psi_board_get_highlight (TmPsiBoard *self)
{
  g_return_val_if_fail (TM_IS_PSI_BOARD (self), 0);
  return self->highlight;
}

void
tm_psi_board_set_selected (TmPsiBoard   *self,
                           const TmCell *cell)
{
  g_return_if_fail (TM_IS_PSI_BOARD (self));

  self->has_selected = cell != NULL;
  if (cell != NULL)
    self->selected = *cell;
  update_cells (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tm_psi_board_set_interactive (TmPsiBoard *self,
                              gboolean    interactive)
{
  g_return_if_fail (TM_IS_PSI_BOARD (self));

  interactive = !!interactive;
  if (self->interactive == interactive)
    return;
  self->interactive = interactive;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), interactive ? "pointer" : NULL);
  update_cells (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tm_psi_board_set_legal (TmPsiBoard         *self,
                        guint               legal,
                        const char * const *reasons)
{
  g_return_if_fail (TM_IS_PSI_BOARD (self));

  self->legal = legal;
  for (guint i = 0; i < TM_PSI_N_CELLS; i++)
    {
      g_free (self->reasons[i]);
      self->reasons[i] = reasons != NULL ? g_strdup (reasons[i]) : NULL;
    }
  update_cells (self);
}

guint
tm_psi_board_get_legal (TmPsiBoard *self)
{
  g_return_val_if_fail (TM_IS_PSI_BOARD (self), 0);
  return self->interactive ? self->legal : 0;
}

GtkWidget *
tm_psi_board_get_cell_widget (TmPsiBoard *self,
                              TmCell      cell)
{
  g_return_val_if_fail (TM_IS_PSI_BOARD (self), NULL);
  g_return_val_if_fail (tm_cell_in_grid (cell, TM_PSI_SIZE, TM_PSI_SIZE), NULL);
  return self->cells[cell.row][cell.col];
}

TmCell
tm_psi_board_get_focus_cell (TmPsiBoard *self)
{
  g_return_val_if_fail (TM_IS_PSI_BOARD (self), ((TmCell) { 0, 0 }));
  return self->focus;
}

static void
tm_psi_board_state_flags_changed (GtkWidget     *widget,
                                  GtkStateFlags  previous)
{
  gtk_widget_queue_draw (widget);
  GTK_WIDGET_CLASS (tm_psi_board_parent_class)->state_flags_changed (widget, previous);
}

static void
tm_psi_board_css_changed (GtkWidget         *widget,
                          GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (tm_psi_board_parent_class)->css_changed (widget, change);
  gtk_widget_queue_draw (widget);
}

static void
tm_psi_board_finalize (GObject *object)
{
  TmPsiBoard *self = TM_PSI_BOARD (object);

  g_free (self->players[0]);
  g_free (self->players[1]);
  for (guint i = 0; i < TM_PSI_N_CELLS; i++)
    g_free (self->reasons[i]);
  G_OBJECT_CLASS (tm_psi_board_parent_class)->finalize (object);
}

static void
tm_psi_board_dispose (GObject *object)
{
  TmPsiBoard *self = TM_PSI_BOARD (object);

  for (int row = 0; row < TM_PSI_SIZE; row++)
    for (int col = 0; col < TM_PSI_SIZE; col++)
      g_clear_pointer (&self->cells[row][col], gtk_widget_unparent);
  G_OBJECT_CLASS (tm_psi_board_parent_class)->dispose (object);
}

static void
tm_psi_board_class_init (TmPsiBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = tm_psi_board_finalize;
  object_class->dispose = tm_psi_board_dispose;
  widget_class->size_allocate = tm_psi_board_size_allocate;
  widget_class->focus = tm_psi_board_focus;
  widget_class->grab_focus = tm_psi_board_grab_focus;
  widget_class->snapshot = tm_psi_board_snapshot;
  widget_class->measure = tm_psi_board_measure;
  widget_class->get_request_mode = tm_psi_board_get_request_mode;
  widget_class->state_flags_changed = tm_psi_board_state_flags_changed;
  widget_class->css_changed = tm_psi_board_css_changed;

  signals[CELL_ACTIVATED] = g_signal_new ("cell-activated",
                                          G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);

  gtk_widget_class_set_css_name (widget_class, "tm-psi-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
tm_psi_board_init (TmPsiBoard *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  tm_psi_state_init (&self->state);

  for (int row = 0; row < TM_PSI_SIZE; row++)
    for (int col = 0; col < TM_PSI_SIZE; col++)
      {
        self->cells[row][col] = tm_psi_cell_new ((TmCell) { row, col });
        gtk_widget_set_parent (self->cells[row][col], GTK_WIDGET (self));
        /* A click, Enter or Space on the cell, or AT-SPI's "click". */
        g_signal_connect_swapped (self->cells[row][col], "clicked", G_CALLBACK (on_cell_clicked), self);
      }

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("The field"), -1);
  update_cells (self);
}

GtkWidget *
tm_psi_board_new (void)
{
  return g_object_new (TM_TYPE_PSI_BOARD, NULL);
}
