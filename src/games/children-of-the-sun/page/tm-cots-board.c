/* tm-cots-board.c — the 3 × 3 field of Children of the Sun, drawn
 *
 * Everything is drawn with cairo in snapshot(): card fills are strong
 * colours with white or black text, so they read the same on the light
 * and the dark style; the grid, outlines and highlights use the theme's
 * foreground and accent colours.
 */
#include "config.h"

#include "widgets/tm-cairo-shapes.h"

#include "tm-cots-board.h"
#include "tm-cots-cell.h"
#include "games/children-of-the-sun/rules/tm-cots-text.h"

#include <glib/gi18n.h>
#include <math.h>

static const TmGridBoardLayout field_layout = {
  .cells = TM_COTS_SIZE,
  .min_cell = 64,
  .nat_cell = 150,
  .min_gap = 6,
  .nat_gap = 12,
  .max_size = 560,
  .gap_fraction = 0.03,
  .first_focus = { 1, 1 },
};

/* The cells, keys, focus and the reasons why not are the grid board's:
 * the field adds what it shows. */
struct _TmCotsBoard
{
  TmGridBoard parent_instance;

  TmCotsState state;
  gboolean has_outcome;
  TmCotsOutcome outcome;
};

G_DEFINE_FINAL_TYPE (TmCotsBoard, tm_cots_board, TM_TYPE_GRID_BOARD)

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
  g_autoptr(PangoLayout) layout = tm_cairo_text_layout (GTK_WIDGET (self), text, pixels, bold);
  PangoRectangle logical;

  pango_layout_get_pixel_extents (layout, NULL, &logical);
  tm_cairo_show_layout (cr, layout, x - xalign * logical.width, y, colour);
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

/* The field below the cell buttons: the cards, the magic of the last
 * move, the ghost and the cell of the move being entered. */
static void
draw_field (TmGridBoard          *board,
            cairo_t              *cr,
            const TmGridGeometry *geometry,
            const GdkRGBA        *fg_colour,
            const GdkRGBA        *accent_colour)
{
  TmCotsBoard *self = TM_COTS_BOARD (board);
  TmGridGeometry g = *geometry;
  GdkRGBA fg = *fg_colour, accent = *accent_colour;
  gboolean interactive = tm_grid_board_get_interactive (board);
  guint legal_cells = tm_grid_board_get_legal (board);
  TmCell selected;

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
        gboolean legal = interactive && (legal_cells & (1u << (row * 3 + col)));
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
  if (tm_grid_board_get_selected (board, &selected) && interactive)
    tm_grid_board_stroke_cell_ring (cr, &g, selected, 0.13, &accent, 4);
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
update_cell (TmGridBoard *board,
             GtkWidget   *widget,
             TmCell       where,
             gboolean     legal,
             const char  *why_not)
{
  TmCotsBoard *self = TM_COTS_BOARD (board);
  TmCotsCell *cell = TM_COTS_CELL (widget);
  g_autofree char *content = describe_cell (self, where);
  gboolean interactive = tm_grid_board_get_interactive (board);
  TmCell selected;

  tm_cots_cell_set_content (cell, content, legal || !interactive ? NULL : why_not);
  gtk_widget_set_sensitive (widget, legal);
  tm_grid_cell_set_selected (TM_GRID_CELL (cell), tm_grid_board_get_selected (board, &selected) && interactive
                                               && tm_cell_equal (selected, where));
}

static void
update_accessible (TmCotsBoard *self)
{
  g_autofree char *ghost =
    g_strdup_printf (_("The ghost is on the %s cell, facing %s."),
                     tm_cots_text_cell (self->state.ghost),
                     tm_cots_text_direction (self->state.facing));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, ghost,
                                  -1);
  tm_grid_board_update (TM_GRID_BOARD (self));
}

void
tm_cots_board_activate_cell (TmCotsBoard *self,
                             int          row,
                             int          col)
{
  g_return_if_fail (TM_IS_COTS_BOARD (self));
  g_return_if_fail (row >= 0 && row < TM_COTS_SIZE && col >= 0 && col < TM_COTS_SIZE);

  /* Even a cell that cannot be chosen: the page says why not. */
  tm_grid_board_activate_cell (TM_GRID_BOARD (self), (TmCell) { row, col });
}

GtkWidget *
tm_cots_board_get_cell (TmCotsBoard *self,
                        int          row,
                        int          col)
{
  g_return_val_if_fail (TM_IS_COTS_BOARD (self), NULL);
  return tm_grid_board_get_cell (TM_GRID_BOARD (self), (TmCell) { row, col });
}

GtkWidget *
tm_cots_board_get_first_legal_cell (TmCotsBoard *self)
{
  g_return_val_if_fail (TM_IS_COTS_BOARD (self), NULL);
  return tm_grid_board_get_first_legal_cell (TM_GRID_BOARD (self));
}

/* The next cell that can be chosen that way: the nearest row (or
 * column) that has one, straight on first, then the nearest beside; at
 * the edge the focus stays, with a bell. */
static gboolean
step_beside (TmGridBoard *board,
             TmCell       from,
             int          d_row,
             int          d_col,
             TmCell      *to)
{
  for (int step = 1; step < TM_COTS_SIZE; step++)
    for (int side = 0; side < 5; side++)
      {
        static const int order[] = { 0, -1, 1, -2, 2 };
        int row = from.row + d_row * step + (d_row == 0 ? order[side] : 0);
        int col = from.col + d_col * step + (d_col == 0 ? order[side] : 0);

        if (row < 0 || row >= TM_COTS_SIZE || col < 0 || col >= TM_COTS_SIZE)
          continue;
        if (tm_grid_board_is_legal (board, (TmCell) { row, col }))
          {
            *to = (TmCell) { row, col };
            return TRUE;
          }
      }
  gtk_widget_error_bell (GTK_WIDGET (board));
  return FALSE;
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
}

guint
tm_cots_board_get_legal_cells (TmCotsBoard *self)
{
  g_return_val_if_fail (TM_IS_COTS_BOARD (self), 0);
  return tm_grid_board_get_legal (TM_GRID_BOARD (self));
}

static void
tm_cots_board_class_init (TmCotsBoardClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TmGridBoardClass *board_class = TM_GRID_BOARD_CLASS (klass);

  board_class->cell_type = TM_TYPE_COTS_CELL;
  board_class->draw = draw_field;
  board_class->update_cell = update_cell;
  board_class->step = step_beside;

  gtk_widget_class_set_css_name (widget_class, "tm-cots-board");
}

static void
tm_cots_board_init (TmCotsBoard *self)
{
  tm_cots_state_init (&self->state);
  tm_grid_board_set_layout (TM_GRID_BOARD (self), &field_layout);
  update_accessible (self);
}

GtkWidget *
tm_cots_board_new (void)
{
  return g_object_new (TM_TYPE_COTS_BOARD, NULL);
}
