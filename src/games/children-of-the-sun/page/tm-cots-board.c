/* tm-cots-board.c — the 3 × 3 field of Children of the Sun, drawn
 *
 * Everything is drawn with cairo in snapshot(): card fills are strong
 * colours with white or black text, so they read the same on the light
 * and the dark style; the grid, outlines and highlights use the theme's
 * foreground and accent colours.
 */
#include "config.h"

#include "widgets/tm-cairo-shapes.h"
#include "widgets/tm-grid-keys.h"

#include "tm-cots-board.h"
#include "tm-cots-cell.h"
#include "games/children-of-the-sun/rules/tm-cots-text.h"

#include <glib/gi18n.h>
#include <math.h>

#define MIN_CELL     64
#define NAT_CELL    150
#define MAX_SIZE    560

struct _TmCotsBoard
{
  GtkWidget parent_instance;

  TmCotsState state;
  gboolean has_outcome;
  TmCotsOutcome outcome;
  guint legal_cells;
  gboolean interactive;
  TmCell focus;
  gboolean has_selected;
  TmCell selected;
  /* Why each cell cannot be chosen now (NULL: it can, or nothing to choose). */
  char *why_not[TM_COTS_SIZE][TM_COTS_SIZE];
  GtkWidget *cells[TM_COTS_SIZE][TM_COTS_SIZE];
};

G_DEFINE_FINAL_TYPE (TmCotsBoard, tm_cots_board, GTK_TYPE_WIDGET)

enum {
  CELL_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Card fills (Adwaita palette) and the text colour readable on each. */
static const GdkRGBA card_fill[TM_COTS_N_COLOURS] = {
  { 0.753, 0.110, 0.157, 1.0 },  /* red #c01c28 */
  { 0.506, 0.239, 0.612, 1.0 },  /* purple #813d9c */
  { 0.110, 0.443, 0.847, 1.0 },  /* blue #1c71d8 */
  { 0.965, 0.827, 0.176, 1.0 },  /* yellow #f6d32d */
};
static const GdkRGBA light_ink = { 1.0, 1.0, 1.0, 1.0 };
static const GdkRGBA dark_ink = { 0.141, 0.122, 0.192, 1.0 };   /* #241f31 */
static const GdkRGBA ghost_white = { 0.965, 0.961, 0.957, 1.0 }; /* #f6f5f4 */
static const GdkRGBA radiant_orange = { 1.0, 0.471, 0.0, 1.0 };  /* #ff7800 */

static const GdkRGBA *
card_ink (TmCotsColour colour)
{
  return colour == TM_COTS_YELLOW ? &dark_ink : &light_ink;
}

const GdkRGBA *
tm_cots_board_get_card_fill (TmCotsColour colour)
{
  g_return_val_if_fail (colour < TM_COTS_N_COLOURS, &card_fill[0]);
  return &card_fill[colour];
}

const GdkRGBA *
tm_cots_board_get_card_ink (TmCotsColour colour)
{
  return card_ink (colour);
}

static void
compute_geometry (TmCotsBoard    *self,
                  TmGridGeometry *geometry)
{
  tm_grid_geometry_compute (geometry, TM_COTS_SIZE,
                            gtk_widget_get_width (GTK_WIDGET (self)),
                            gtk_widget_get_height (GTK_WIDGET (self)),
                            MAX_SIZE, 0.03);
}


static void
draw_text (TmCotsBoard   *self,
           cairo_t       *cr,
           const char    *text,
           double         pixels,
           gboolean       bold,
           double         x,
           double         y,
           double         xalign,
           const GdkRGBA *colour)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoFontDescription *font = pango_font_description_copy (pango_context_get_font_description (pango_layout_get_context (layout)));
  PangoRectangle ink, logical;

  pango_font_description_set_absolute_size (font, pixels * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);

  pango_layout_get_pixel_extents (layout, &ink, &logical);
  cairo_move_to (cr, x - xalign * logical.width, y);
  gdk_cairo_set_source_rgba (cr, colour);
  pango_cairo_show_layout (cr, layout);
  cairo_new_path (cr);
}

/* The card's dial: a reference tick at the top and a pointer turned by
 * the rotation, with an arc showing which way. */
static void
draw_dial (cairo_t       *cr,
           double         cx,
           double         cy,
           double         r,
           int            rotation,
           const GdkRGBA *ink)
{
  double angle = rotation * G_PI / 4;       /* clockwise from the top */
  double start = -G_PI / 2;

  cairo_save (cr);
  cairo_new_path (cr);  /* no line from where the text ended */
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_source_rgba (cr, ink->red, ink->green, ink->blue, 0.55);
  cairo_set_line_width (cr, MAX (1.0, r * 0.14));
  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  cairo_stroke (cr);

  /* Reference tick, like the card's big black spike. */
  cairo_set_source_rgba (cr, ink->red, ink->green, ink->blue, 0.55);
  cairo_set_line_width (cr, MAX (1.5, r * 0.22));
  cairo_move_to (cr, cx, cy - r * 0.35);
  cairo_line_to (cr, cx, cy - r);
  cairo_stroke (cr);

  gdk_cairo_set_source_rgba (cr, ink);
  if (rotation != 0)
    {
      double end = start + angle;
      double head = r * 0.45;
      double hx = cx + cos (end) * r, hy = cy + sin (end) * r;
      double tangent = end + (rotation > 0 ? G_PI / 2 : -G_PI / 2);

      cairo_set_line_width (cr, MAX (1.5, r * 0.22));
      cairo_new_sub_path (cr);
      if (rotation > 0)
        cairo_arc (cr, cx, cy, r, start, end);
      else
        cairo_arc_negative (cr, cx, cy, r, start, end);
      cairo_stroke (cr);

      /* Arrow head at the end of the arc, pointing along it. */
      cairo_move_to (cr, hx + cos (tangent) * head, hy + sin (tangent) * head);
      cairo_line_to (cr, hx + cos (tangent + 2.5) * head, hy + sin (tangent + 2.5) * head);
      cairo_line_to (cr, hx + cos (tangent - 2.5) * head, hy + sin (tangent - 2.5) * head);
      cairo_close_path (cr);
      cairo_fill (cr);
    }

  /* The pointer. */
  cairo_set_line_width (cr, MAX (2.0, r * 0.3));
  cairo_move_to (cr, cx, cy);
  cairo_line_to (cr, cx + cos (start + angle) * r * 0.8, cy + sin (start + angle) * r * 0.8);
  cairo_stroke (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, r * 0.18, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_restore (cr);
}

static void
draw_card (TmCotsBoard          *self,
           cairo_t              *cr,
           const TmGridGeometry *g,
           double                x,
           double                y,
           TmCotsCard            card)
{
  TmCotsColour colour = tm_cots_card_get_colour (card);
  int rotation = tm_cots_card_get_rotation (card);
  const GdkRGBA *ink = card_ink (colour);
  double c = g->cell;

  tm_cairo_rounded_rectangle (cr, x, y, c, c, c * 0.1);
  gdk_cairo_set_source_rgba (cr, &card_fill[colour]);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);

  draw_text (self, cr, tm_cots_text_rotation (rotation), c * 0.26, TRUE,
             x + c * 0.08, y + c * 0.04, 0.0, ink);
  draw_dial (cr, x + c * 0.76, y + c * 0.24, c * 0.14, rotation, ink);
  draw_text (self, cr, tm_cots_text_colour (colour), c * 0.13, TRUE,
             x + c * 0.08, y + c * 0.78, 0.0, ink);
}

static void
draw_empty_cell (cairo_t              *cr,
                 const TmGridGeometry *g,
                 double                x,
                 double                y,
                 const GdkRGBA        *fg,
                 gboolean              legal,
                 const GdkRGBA        *accent)
{
  static const double dash[] = { 6, 4 };
  double c = g->cell;

  tm_cairo_rounded_rectangle (cr, x + 1, y + 1, c - 2, c - 2, c * 0.1);
  if (legal)
    {
      cairo_set_source_rgba (cr, accent->red, accent->green, accent->blue, 0.22);
      cairo_fill_preserve (cr);
      gdk_cairo_set_source_rgba (cr, accent);
      cairo_set_line_width (cr, 3);
      cairo_stroke (cr);

      /* A plus sign: "a card can go here". */
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_line_width (cr, MAX (3, c * 0.05));
      cairo_move_to (cr, x + c * 0.5, y + c * 0.38);
      cairo_line_to (cr, x + c * 0.5, y + c * 0.62);
      cairo_move_to (cr, x + c * 0.38, y + c * 0.5);
      cairo_line_to (cr, x + c * 0.62, y + c * 0.5);
      cairo_stroke (cr);
    }
  else
    {
      cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.05);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.4);
      cairo_set_line_width (cr, 1.5);
      cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
}

/* The magic lines of the last move: a frame behind each card of the line,
 * wide enough to fill the gaps between the cards, so the line reads as
 * one band and nothing is ever drawn over a card's number or name.
 * Radiant magic is orange (the accent colour marks where a card can go),
 * direct magic the foreground, drawn narrower on top when a card is on
 * both. */
static void
draw_line_frames (cairo_t              *cr,
                  const TmGridGeometry *g,
                  guint                 line,
                  double                grow,
                  const GdkRGBA        *colour)
{
  TmCell cells[3];
  guint n = tm_cots_line_get_cells (line, cells);

  for (guint i = 0; i < n; i++)
    {
      double x, y;

      tm_grid_geometry_cell_origin (g, cells[i], &x, &y);
      /* A ring only: an empty cell on the line stays empty-looking. */
      cairo_new_path (cr);
      tm_cairo_rounded_rectangle (cr, x - grow, y - grow, g->cell + 2 * grow, g->cell + 2 * grow,
                                  g->cell * 0.1 + grow);
      tm_cairo_rounded_rectangle (cr, x + 1, y + 1, g->cell - 2, g->cell - 2, g->cell * 0.1);
      cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
      gdk_cairo_set_source_rgba (cr, colour);
      cairo_fill (cr);
      cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
    }
}

static void
ghost_path (cairo_t *cr,
            double   gx,
            double   gy,
            double   r)
{
  double top = gy - r * 0.2;
  double bottom = gy + r * 0.95;
  double scallop = r * 2 / 6;

  cairo_new_path (cr);
  cairo_arc (cr, gx, top, r, G_PI, 2 * G_PI);
  cairo_line_to (cr, gx + r, bottom);
  /* Wavy hem: three scallops from right to left. */
  for (int i = 0; i < 3; i++)
    {
      double x = gx + r - i * 2 * scallop;

      cairo_curve_to (cr, x - scallop * 0.5, bottom - scallop,
                      x - scallop * 1.5, bottom - scallop,
                      x - scallop * 2, bottom);
    }
  cairo_close_path (cr);
}

static void
draw_ghost (cairo_t              *cr,
            const TmGridGeometry *g,
            TmCell                cell,
            TmDirection           facing)
{
  double x, y, gx, gy, r, len;
  double dx, dy, px, py, base, neck, tip;
  int d_row, d_col;

  /* On a card the corners are taken: the rotation at the top left, the
   * dial at the top right, the colour at the bottom left.  The ghost and
   * its arrow stay in the ring around the middle, a little below the
   * centre, so that whichever way it faces the card stays readable. */
  tm_grid_geometry_cell_origin (g, cell, &x, &y);
  gx = x + g->cell * 0.5;
  gy = y + g->cell * 0.57;
  r = g->cell * 0.14;

  tm_direction_get_delta (facing, &d_row, &d_col);
  len = sqrt (d_row * d_row + d_col * d_col);
  dx = d_col / len;
  dy = d_row / len;
  px = -dy;
  py = dx;

  /* The facing arrow, from under the ghost's edge outwards: a short
   * shaft, then the head up to the tip. */
  base = r * 0.85;
  neck = r * 1.3;
  tip = r * 1.95;
  cairo_save (cr);
  cairo_new_path (cr);
  cairo_move_to (cr, gx + dx * tip, gy + dy * tip);
  cairo_line_to (cr, gx + dx * neck + px * r * 0.55, gy + dy * neck + py * r * 0.55);
  cairo_line_to (cr, gx + dx * neck + px * r * 0.2, gy + dy * neck + py * r * 0.2);
  cairo_line_to (cr, gx + dx * base + px * r * 0.2, gy + dy * base + py * r * 0.2);
  cairo_line_to (cr, gx + dx * base - px * r * 0.2, gy + dy * base - py * r * 0.2);
  cairo_line_to (cr, gx + dx * neck - px * r * 0.2, gy + dy * neck - py * r * 0.2);
  cairo_line_to (cr, gx + dx * neck - px * r * 0.55, gy + dy * neck - py * r * 0.55);
  cairo_close_path (cr);
  gdk_cairo_set_source_rgba (cr, &dark_ink);
  cairo_fill_preserve (cr);
  gdk_cairo_set_source_rgba (cr, &ghost_white);
  cairo_set_line_width (cr, 1.5);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);

  /* The body: white with a dark outline, readable on any card. */
  ghost_path (cr, gx, gy, r);
  gdk_cairo_set_source_rgba (cr, &ghost_white);
  cairo_fill_preserve (cr);
  gdk_cairo_set_source_rgba (cr, &dark_ink);
  cairo_set_line_width (cr, MAX (1.5, r * 0.12));
  cairo_stroke (cr);

  /* Eyes looking the way it faces. */
  for (int side = -1; side <= 1; side += 2)
    {
      double ex = gx + side * r * 0.38 + dx * r * 0.12;
      double ey = gy - r * 0.25 + dy * r * 0.12;

      cairo_arc (cr, ex, ey, r * 0.15, 0, 2 * G_PI);
      gdk_cairo_set_source_rgba (cr, &dark_ink);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}

static void
get_colours (TmCotsBoard *self,
             GdkRGBA     *fg,
             GdkRGBA     *accent)
{
  GtkStyleContext *context = gtk_widget_get_style_context (GTK_WIDGET (self));

  gtk_style_context_get_color (context, fg);
  if (!gtk_style_context_lookup_color (context, "accent_bg_color", accent))
    *accent = (GdkRGBA) { 0.208, 0.518, 0.894, 1.0 };  /* #3584e4 */
}

static void
tm_cots_board_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  TmCotsBoard *self = TM_COTS_BOARD (widget);
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

  /* Behind the cards: the magic of the last move. */
  if (self->has_outcome && self->outcome.type == TM_COTS_MOVE_PLACE)
    {
      /* Half the gap and a little more, so frames of neighbours meet;
       * the 6 pixels around the board leave room at its edges. */
      double wide = MIN (g.gap / 2 + 2, 6);
      double narrow = MAX (2, wide / 2);

      for (guint line = 0; line < TM_COTS_N_LINES; line++)
        if (self->outcome.radiant_lines & (1u << line))
          draw_line_frames (cr, &g, line, wide, &radiant_orange);
      if (self->outcome.direct_line >= 0)
        draw_line_frames (cr, &g, (guint) self->outcome.direct_line,
                          self->outcome.radiant_lines != 0 ? narrow : wide, &fg);
    }

  for (int row = 0; row < TM_COTS_SIZE; row++)
    for (int col = 0; col < TM_COTS_SIZE; col++)
      {
        TmCell cell = { row, col };
        TmCotsCard card = self->state.field[row][col];
        gboolean legal = self->interactive && (self->legal_cells & (1u << (row * 3 + col)));
        double x, y;

        tm_grid_geometry_cell_origin (&g, cell, &x, &y);
        if (card == TM_COTS_NO_CARD)
          draw_empty_cell (cr, &g, x, y, &fg, legal, &accent);
        else
          draw_card (self, cr, &g, x, y, card);
      }

  if (self->has_outcome && self->outcome.type == TM_COTS_MOVE_PLACE
      && self->state.field[self->outcome.cell.row][self->outcome.cell.col] == self->outcome.card)
    {
      TmCotsColour colour = tm_cots_card_get_colour (self->outcome.card);
      double x, y, inset = MAX (2.5, g.cell * 0.035);

      /* The card just played: a ring just inside its edge, clear of the
       * rotation and the colour name (the frames behind are the magic). */
      tm_grid_geometry_cell_origin (&g, self->outcome.cell, &x, &y);
      tm_cairo_rounded_rectangle (cr, x + inset, y + inset, g.cell - 2 * inset, g.cell - 2 * inset,
                                  g.cell * 0.08);
      gdk_cairo_set_source_rgba (cr, card_ink (colour));
      cairo_set_line_width (cr, MAX (2, g.cell * 0.025));
      cairo_stroke (cr);
    }

  draw_ghost (cr, &g, self->state.ghost, self->state.facing);

  /* The cell of the move being entered. */
  if (self->has_selected && self->interactive)
    {
      double x, y;

      tm_grid_geometry_cell_origin (&g, self->selected, &x, &y);
      tm_cairo_rounded_rectangle (cr, x - 4, y - 4, g.cell + 8, g.cell + 8, g.cell * 0.13);
      gdk_cairo_set_source_rgba (cr, &accent);
      cairo_set_line_width (cr, 4);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);

  /* The cell buttons on top: hover, press and the focus ring. */
  for (int row = 0; row < TM_COTS_SIZE; row++)
    for (int col = 0; col < TM_COTS_SIZE; col++)
      gtk_widget_snapshot_child (widget, self->cells[row][col], snapshot);
}

static void
tm_cots_board_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  TmCotsBoard *self = TM_COTS_BOARD (widget);
  TmGridGeometry g;

  compute_geometry (self, &g);
  for (int row = 0; row < TM_COTS_SIZE; row++)
    for (int col = 0; col < TM_COTS_SIZE; col++)
      {
        double x, y;
        int side = (int) floor (g.cell);

        tm_grid_geometry_cell_origin (&g, (TmCell) { row, col }, &x, &y);
        gtk_widget_allocate (self->cells[row][col], side, side, -1,
                             gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT ((float) floor (x), (float) floor (y))));
      }
}

static void
tm_cots_board_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  int min_size = 3 * MIN_CELL + 2 * 6 + 12;
  int nat_size = MIN (3 * NAT_CELL + 2 * 12 + 12, MAX_SIZE);

  if (orientation == GTK_ORIENTATION_HORIZONTAL || for_size < 0)
    {
      *minimum = min_size;
      *natural = nat_size;
    }
  else
    {
      /* Square: as tall as it is wide, up to the largest size drawn. */
      *minimum = min_size;
      *natural = CLAMP (for_size, min_size, MAX_SIZE);
    }
}

static GtkSizeRequestMode
tm_cots_board_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static char *
describe_cell (TmCotsBoard *self,
               TmCell       cell)
{
  TmCotsCard card = self->state.field[cell.row][cell.col];
  g_autofree char *name = tm_cots_text_card (card);
  gboolean ghost = tm_cell_equal (cell, self->state.ghost);

  if (card == TM_COTS_NO_CARD && ghost)
    return g_strdup_printf (_("%s: the ghost, facing %s"),
                            tm_cots_text_cell (cell), tm_cots_text_direction (self->state.facing));
  if (card == TM_COTS_NO_CARD)
    return g_strdup_printf (_("%s: empty"), tm_cots_text_cell (cell));
  if (ghost)
    /* Translators: a cell for screen readers: "top middle: Red +2, the ghost faces west". */
    return g_strdup_printf (_("%s: %s, the ghost faces %s"),
                            tm_cots_text_cell (cell), name, tm_cots_text_direction (self->state.facing));
  return g_strdup_printf (_("%s: %s"), tm_cots_text_cell (cell), name);
}

/* Each cell says what lies there, whether it can be chosen and why not. */
static void
update_cells (TmCotsBoard *self)
{
  for (int row = 0; row < TM_COTS_SIZE; row++)
    for (int col = 0; col < TM_COTS_SIZE; col++)
      {
        TmCotsCell *cell = TM_COTS_CELL (self->cells[row][col]);
        g_autofree char *content = describe_cell (self, (TmCell) { row, col });
        gboolean legal = self->interactive && (self->legal_cells & (1u << (row * TM_COTS_SIZE + col)));

        tm_cots_cell_set_content (cell, content, legal || !self->interactive ? NULL : self->why_not[row][col]);
        gtk_widget_set_sensitive (GTK_WIDGET (cell), legal);
        tm_cots_cell_set_selected (cell, self->has_selected && self->interactive
                                         && tm_cell_equal (self->selected, (TmCell) { row, col }));
      }
}

static void
update_accessible (TmCotsBoard *self)
{
  g_autofree char *ghost =
    g_strdup_printf (_("The ghost is on the %s cell, facing %s."),
                     tm_cots_text_cell (self->state.ghost),
                     tm_cots_text_direction (self->state.facing));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("The field"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, ghost,
                                  -1);
  update_cells (self);
}

void
tm_cots_board_activate_cell (TmCotsBoard *self,
                             int          row,
                             int          col)
{
  g_return_if_fail (TM_IS_COTS_BOARD (self));
  g_return_if_fail (row >= 0 && row < TM_COTS_SIZE && col >= 0 && col < TM_COTS_SIZE);

  self->focus = (TmCell) { row, col };
  g_signal_emit (self, signals[CELL_ACTIVATED], 0, row, col);
}

static void
on_cell_clicked (TmCotsBoard *self,
                 GtkButton   *button)
{
  TmCell cell = tm_cots_cell_get_cell (TM_COTS_CELL (button));

  tm_cots_board_activate_cell (self, cell.row, cell.col);
}

GtkWidget *
tm_cots_board_get_cell (TmCotsBoard *self,
                        int          row,
                        int          col)
{
  g_return_val_if_fail (TM_IS_COTS_BOARD (self), NULL);
  g_return_val_if_fail (row >= 0 && row < TM_COTS_SIZE && col >= 0 && col < TM_COTS_SIZE, NULL);
  return self->cells[row][col];
}

/* The first cell that can be chosen, top left first; NULL for none. */
GtkWidget *
tm_cots_board_get_first_legal_cell (TmCotsBoard *self)
{
  g_return_val_if_fail (TM_IS_COTS_BOARD (self), NULL);

  for (int row = 0; row < TM_COTS_SIZE; row++)
    for (int col = 0; col < TM_COTS_SIZE; col++)
      if (gtk_widget_is_sensitive (self->cells[row][col]))
        return self->cells[row][col];
  return NULL;
}

/* The board is one Tab stop: Tab enters it on the cell last used (or
 * the first that can be chosen) and leaves it; the arrows move between
 * the cells that can be chosen, without wrapping. */
static gboolean
tm_cots_board_focus (GtkWidget        *widget,
                     GtkDirectionType  direction)
{
  TmCotsBoard *self = TM_COTS_BOARD (widget);
  GtkWidget *focus_child = gtk_widget_get_focus_child (widget);
  int d_row = 0, d_col = 0;
  TmCell from;

  if (direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_TAB_BACKWARD)
    {
      GtkWidget *target;

      if (focus_child != NULL)
        return FALSE;
      target = self->cells[self->focus.row][self->focus.col];
      if (!gtk_widget_is_sensitive (target))
        target = tm_cots_board_get_first_legal_cell (self);
      return target != NULL && gtk_widget_grab_focus (target);
    }

  if (focus_child == NULL)
    {
      GtkWidget *target = tm_cots_board_get_first_legal_cell (self);

      return target != NULL && gtk_widget_grab_focus (target);
    }

  switch (direction)
    {
    case GTK_DIR_UP:    d_row = -1; break;
    case GTK_DIR_DOWN:  d_row = 1;  break;
    case GTK_DIR_LEFT:  d_col = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL ? 1 : -1; break;
    case GTK_DIR_RIGHT: d_col = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL ? -1 : 1; break;
    case GTK_DIR_TAB_FORWARD:
    case GTK_DIR_TAB_BACKWARD:
    default:
      return FALSE;
    }

  /* The next cell that can be chosen that way: the nearest row (or
   * column) that has one, straight on first, then the nearest beside. */
  from = tm_cots_cell_get_cell (TM_COTS_CELL (focus_child));
  for (int step = 1; step < TM_COTS_SIZE; step++)
    for (int side = 0; side < 5; side++)
      {
        static const int order[] = { 0, -1, 1, -2, 2 };
        int row = from.row + d_row * step + (d_row == 0 ? order[side] : 0);
        int col = from.col + d_col * step + (d_col == 0 ? order[side] : 0);

        if (row < 0 || row >= TM_COTS_SIZE || col < 0 || col >= TM_COTS_SIZE)
          continue;
        if (gtk_widget_is_sensitive (self->cells[row][col]))
          return gtk_widget_grab_focus (self->cells[row][col]);
      }
  /* At the edge: stay. */
  gtk_widget_error_bell (widget);
  return TRUE;
}

static void
on_cell_focus_in (TmCotsBoard *self,
                  GParamSpec  *pspec,
                  GtkWidget   *cell)
{
  if (gtk_widget_has_focus (cell))
    self->focus = tm_cots_cell_get_cell (TM_COTS_CELL (cell));
}

void
tm_cots_board_set_state (TmCotsBoard         *self,
                         const TmCotsState   *state,
                         const TmCotsOutcome *outcome)
{
  g_return_if_fail (TM_IS_COTS_BOARD (self));
  g_return_if_fail (state != NULL);

  self->state = *state;
  self->has_outcome = outcome != NULL;
  if (outcome != NULL)
    self->outcome = *outcome;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tm_cots_board_set_legal_cells (TmCotsBoard *self,
                               guint        mask)
{
  g_return_if_fail (TM_IS_COTS_BOARD (self));

  if (self->legal_cells == mask)
    return;
  self->legal_cells = mask;
  update_cells (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tm_cots_board_set_why_not (TmCotsBoard *self,
                           int          row,
                           int          col,
                           const char  *why_not)
{
  g_return_if_fail (TM_IS_COTS_BOARD (self));
  g_return_if_fail (row >= 0 && row < TM_COTS_SIZE && col >= 0 && col < TM_COTS_SIZE);

  if (g_strcmp0 (self->why_not[row][col], why_not) == 0)
    return;
  g_free (self->why_not[row][col]);
  self->why_not[row][col] = g_strdup (why_not);
  update_cells (self);
}

void
tm_cots_board_set_selected_cell (TmCotsBoard  *self,
                                 const TmCell *cell)
{
  g_return_if_fail (TM_IS_COTS_BOARD (self));

  self->has_selected = cell != NULL;
  if (cell != NULL)
    self->selected = *cell;
  update_cells (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
tm_cots_board_get_legal_cells (TmCotsBoard *self)
{
  g_return_val_if_fail (TM_IS_COTS_BOARD (self), 0);
  return self->legal_cells;
}

void
tm_cots_board_set_interactive (TmCotsBoard *self,
                               gboolean     interactive)
{
  g_return_if_fail (TM_IS_COTS_BOARD (self));

  interactive = !!interactive;
  if (self->interactive == interactive)
    return;
  self->interactive = interactive;
  update_cells (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

TmCell
tm_cots_board_get_focus_cell (TmCotsBoard *self)
{
  g_return_val_if_fail (TM_IS_COTS_BOARD (self), ((TmCell) { 1, 1 }));
  return self->focus;
}

static void
tm_cots_board_state_flags_changed (GtkWidget     *widget,
                                   GtkStateFlags  previous)
{
  /* Focus and dark/light changes redraw the outlines. */
  gtk_widget_queue_draw (widget);
  GTK_WIDGET_CLASS (tm_cots_board_parent_class)->state_flags_changed (widget, previous);
}

static void
tm_cots_board_css_changed (GtkWidget         *widget,
                           GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (tm_cots_board_parent_class)->css_changed (widget, change);
  gtk_widget_queue_draw (widget);
}

static void
tm_cots_board_dispose (GObject *object)
{
  TmCotsBoard *self = TM_COTS_BOARD (object);

  for (int row = 0; row < TM_COTS_SIZE; row++)
    for (int col = 0; col < TM_COTS_SIZE; col++)
      {
        g_clear_pointer (&self->cells[row][col], gtk_widget_unparent);
        g_clear_pointer (&self->why_not[row][col], g_free);
      }

  G_OBJECT_CLASS (tm_cots_board_parent_class)->dispose (object);
}

static void
tm_cots_board_class_init (TmCotsBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_cots_board_dispose;
  widget_class->snapshot = tm_cots_board_snapshot;
  widget_class->measure = tm_cots_board_measure;
  widget_class->size_allocate = tm_cots_board_size_allocate;
  widget_class->get_request_mode = tm_cots_board_get_request_mode;
  widget_class->focus = tm_cots_board_focus;
  widget_class->state_flags_changed = tm_cots_board_state_flags_changed;
  widget_class->css_changed = tm_cots_board_css_changed;

  /* A cell was clicked or chosen with the keyboard: (int row, int col). */
  signals[CELL_ACTIVATED] = g_signal_new ("cell-activated",
                                          G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);

  gtk_widget_class_set_css_name (widget_class, "tm-cots-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
tm_cots_board_init (TmCotsBoard *self)
{
  tm_cots_state_init (&self->state);
  self->focus = (TmCell) { 1, 1 };

  for (int row = 0; row < TM_COTS_SIZE; row++)
    for (int col = 0; col < TM_COTS_SIZE; col++)
      {
        GtkWidget *cell = tm_cots_cell_new ((TmCell) { row, col });

        gtk_widget_set_parent (cell, GTK_WIDGET (self));
        g_signal_connect_swapped (cell, "clicked", G_CALLBACK (on_cell_clicked), self);
        g_signal_connect_swapped (cell, "notify::has-focus", G_CALLBACK (on_cell_focus_in), self);
        self->cells[row][col] = cell;
      }

  update_accessible (self);
}

GtkWidget *
tm_cots_board_new (void)
{
  return g_object_new (TM_TYPE_COTS_BOARD, NULL);
}
