/* tm-psi-board.c — the 4 × 4 field of Psi Conjuring, drawn
 *
 * Everything is drawn with cairo in snapshot(); each card by
 * tm-psi-card-paint.c.  Fills are strong colours with white or dark
 * text, so they read the same on the light and the dark style.
 * Highlights use the theme's accent colour.
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
#include "tm-psi-card-paint.h"
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
          case TM_PSI_CARD_FACE_UP:
          default:
            tm_psi_card_paint (cr, GTK_WIDGET (self), x, y, g.cell, &self->state, card,
                               self->players[card->owner], NULL);
            break;
          }

        if (lit)
          tm_grid_board_stroke_cell_ring (cr, &g, cell, 0.1, &accent, 6);
      }

  if (tm_grid_board_get_selected (board, &selected))
    tm_grid_board_stroke_cell_ring (cr, &g, selected, 0.12, &fg, 5);
}

gboolean
tm_psi_board_get_card_parts (TmPsiBoard     *self,
                             TmCell          cell,
                             TmPsiCardParts *parts)
{
  const TmPsiCard *card;
  TmGridGeometry g;
  double x, y;

  g_return_val_if_fail (TM_IS_PSI_BOARD (self), FALSE);
  g_return_val_if_fail (tm_cell_in_grid (cell, TM_PSI_SIZE, TM_PSI_SIZE), FALSE);
  g_return_val_if_fail (parts != NULL, FALSE);

  card = tm_psi_state_get_card (&self->state, cell);
  if (card->side == TM_PSI_CARD_NONE)
    return FALSE;
  tm_grid_board_get_geometry (TM_GRID_BOARD (self), &g);
  tm_grid_geometry_cell_origin (&g, cell, &x, &y);
  /* The drawing's own placement, measured without drawing. */
  tm_psi_card_paint (NULL, GTK_WIDGET (self), x, y, g.cell, &self->state, card,
                     self->players[card->owner], parts);
  graphene_rect_offset (&parts->name, (float) x, (float) y);
  graphene_rect_offset (&parts->arrow, (float) x, (float) y);
  return TRUE;
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
  tm_grid_cell_set_selected (TM_GRID_CELL (widget),
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

static void
tm_psi_board_finalize (GObject *object)
{
  TmPsiBoard *self = TM_PSI_BOARD (object);

  g_free (self->players[0]);
  g_free (self->players[1]);
  G_OBJECT_CLASS (tm_psi_board_parent_class)->finalize (object);
}

static void
tm_psi_board_class_init (TmPsiBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TmGridBoardClass *board_class = TM_GRID_BOARD_CLASS (klass);

  object_class->finalize = tm_psi_board_finalize;
  board_class->cell_type = TM_TYPE_PSI_CELL;
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
