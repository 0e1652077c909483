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

#include "widgets/tm-cairo-shapes.h"

#include "tm-psi-board.h"
#include "tm-psi-cell.h"
#include "games/psi-conjuring/rules/tm-psi-text.h"

#include <glib/gi18n.h>
#include <math.h>

static const TmGridBoardLayout field_layout = {
  .cells = TM_PSI_SIZE,
  .min_cell = 56,
  .nat_cell = 120,
  .min_gap = 4,
  .nat_gap = 8,
  .max_size = 560,
  .gap_fraction = 0.02,
  .first_focus = { 0, 0 },
};

/* The cells, keys, focus, the cells that can be chosen and why not are
 * the grid board's: the field adds what it shows. */
struct _TmPsiBoard
{
  TmGridBoard parent_instance;

  TmPsiState state;
  char *players[2];
  guint highlight;
};

G_DEFINE_FINAL_TYPE (TmPsiBoard, tm_psi_board, TM_TYPE_GRID_BOARD)

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
  g_autoptr(PangoLayout) layout = tm_cairo_text_layout (GTK_WIDGET (self), text, pixels, bold);

  pango_layout_set_width (layout, (int) (max_width * PANGO_SCALE));
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  tm_cairo_show_layout (cr, layout, x - max_width / 2, y, colour);
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

/* The field below the cell buttons: the cards, the cells the page
 * highlights and the cell of the move being entered. */
static void
draw_field (TmGridBoard          *board,
            cairo_t              *cr,
            const TmGridGeometry *geometry,
            const GdkRGBA        *fg_colour,
            const GdkRGBA        *accent_colour)
{
  TmPsiBoard *self = TM_PSI_BOARD (board);
  TmGridGeometry g = *geometry;
  GdkRGBA fg = *fg_colour, accent = *accent_colour;
  gboolean interactive = tm_grid_board_get_interactive (board);
  TmCell selected;

  for (int row = 0; row < TM_PSI_SIZE; row++)
    for (int col = 0; col < TM_PSI_SIZE; col++)
      {
        TmCell cell = { row, col };
        const TmPsiCard *card = tm_psi_state_get_card (&self->state, cell);
        gboolean lit = interactive && (self->highlight & (1u << (row * TM_PSI_SIZE + col)));
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

  if (tm_grid_board_get_selected (board, &selected))
    {
      double x, y;

      tm_grid_geometry_cell_origin (&g, selected, &x, &y);
      tm_cairo_rounded_rectangle (cr, x - 4, y - 4, g.cell + 8, g.cell + 8, g.cell * 0.12);
      gdk_cairo_set_source_rgba (cr, &fg);
      cairo_set_line_width (cr, 5);
      cairo_stroke (cr);
    }
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

/* Every cell's name, sensitivity and reason, from the state and the offer. */
static void
update_cell (TmGridBoard *board,
             GtkWidget   *widget,
             TmCell       cell,
             gboolean     legal,
             const char  *why_not)
{
  TmPsiBoard *self = TM_PSI_BOARD (board);
  const char *players[] = { self->players[0], self->players[1], NULL };
  g_autofree char *label = tm_psi_text_cell_card (&self->state, cell,
                                                  players[0] != NULL && players[1] != NULL ? players : NULL);
  TmCell selected;

  tm_psi_cell_set_text (TM_PSI_CELL (widget), label, legal, why_not);
  tm_psi_cell_set_selected (TM_PSI_CELL (widget),
                            tm_grid_board_get_selected (board, &selected) && tm_cell_equal (cell, selected));
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
  if (!tm_grid_board_is_legal (TM_GRID_BOARD (self), (TmCell) { row, col }))
    return;
  tm_grid_board_activate_cell (TM_GRID_BOARD (self), (TmCell) { row, col });
}

static void
on_pressed (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            TmPsiBoard      *self)
{
  TmCell cell;

  /* Half the gap around a cell counts as the cell. */
  if (!tm_grid_board_cell_at (TM_GRID_BOARD (self), x, y, &cell)
      || !tm_grid_board_is_legal (TM_GRID_BOARD (self), cell))
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
  return tm_grid_board_step_nearest (legal, TM_PSI_SIZE, from, d_row, d_col, to);
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
  tm_grid_board_update (TM_GRID_BOARD (self));
}

void
tm_psi_board_set_state (TmPsiBoard       *self,
                        const TmPsiState *state)
{
  g_return_if_fail (TM_IS_PSI_BOARD (self));
  g_return_if_fail (state != NULL);

  self->state = *state;
  tm_grid_board_update (TM_GRID_BOARD (self));
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
  tm_grid_board_set_selected (TM_GRID_BOARD (self), cell);
}

void
tm_psi_board_set_interactive (TmPsiBoard *self,
                              gboolean    interactive)
{
  g_return_if_fail (TM_IS_PSI_BOARD (self));

  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), interactive ? "pointer" : NULL);
  tm_grid_board_set_interactive (TM_GRID_BOARD (self), interactive);
}

void
tm_psi_board_set_legal (TmPsiBoard         *self,
                        guint               legal,
                        const char * const *reasons)
{
  g_return_if_fail (TM_IS_PSI_BOARD (self));

  tm_grid_board_set_legal (TM_GRID_BOARD (self), legal);
  tm_grid_board_set_all_why_not (TM_GRID_BOARD (self), reasons);
}

guint
tm_psi_board_get_legal (TmPsiBoard *self)
{
  g_return_val_if_fail (TM_IS_PSI_BOARD (self), 0);
  return tm_grid_board_get_interactive (TM_GRID_BOARD (self)) ? tm_grid_board_get_legal (TM_GRID_BOARD (self)) : 0;
}

GtkWidget *
tm_psi_board_get_cell_widget (TmPsiBoard *self,
                              TmCell      cell)
{
  g_return_val_if_fail (TM_IS_PSI_BOARD (self), NULL);
  return tm_grid_board_get_cell (TM_GRID_BOARD (self), cell);
}

TmCell
tm_psi_board_get_focus_cell (TmPsiBoard *self)
{
  g_return_val_if_fail (TM_IS_PSI_BOARD (self), ((TmCell) { 0, 0 }));
  return tm_grid_board_get_focus_cell (TM_GRID_BOARD (self));
}

static void
tm_psi_board_finalize (GObject *object)
{
  TmPsiBoard *self = TM_PSI_BOARD (object);

  g_free (self->players[0]);
  g_free (self->players[1]);
  G_OBJECT_CLASS (tm_psi_board_parent_class)->finalize (object);
}

static GtkWidget *
create_cell (TmGridBoard *board,
             TmCell       cell)
{
  return tm_psi_cell_new (cell);
}

static void
tm_psi_board_class_init (TmPsiBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TmGridBoardClass *board_class = TM_GRID_BOARD_CLASS (klass);

  object_class->finalize = tm_psi_board_finalize;
  board_class->create_cell = create_cell;
  board_class->draw = draw_field;
  board_class->update_cell = update_cell;

  gtk_widget_class_set_css_name (widget_class, "tm-psi-board");
}

static void
tm_psi_board_init (TmPsiBoard *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  tm_psi_state_init (&self->state);
  tm_grid_board_set_layout (TM_GRID_BOARD (self), &field_layout);

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  tm_grid_board_update (TM_GRID_BOARD (self));
}

GtkWidget *
tm_psi_board_new (void)
{
  return g_object_new (TM_TYPE_PSI_BOARD, NULL);
}
