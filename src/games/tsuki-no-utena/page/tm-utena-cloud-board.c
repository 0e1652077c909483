/* tm-utena-cloud-board.c — the cloud board of Tsuki no Utena, drawn
 *
 * Three rows, as the icons group on the board: the 4 tool colours, the
 * 4 shapes, the 5 groups.  Each cell is a tile with its icon
 * (tm_utena_paint_cell, so it looks as on the cards) and under it one
 * dot per marker and the count in figures, so the count reads at a
 * glance and does not depend on telling dots apart.  An outline marks
 * what the last move did: accent for a cell that paid a marker, red for
 * a cell markers were lost to.
 */
#include "config.h"

#include "tm-utena-cloud-board.h"
#include "tm-utena-icon-paint.h"

#include <glib/gi18n.h>

#define MIN_TILE   48
#define NAT_TILE   68
#define MAX_TILE   84
#define GAP         6
#define COLUMNS     5
#define ROWS        3

struct _TmUtenaCloudBoard
{
  GtkWidget parent_instance;

  guint markers[TM_UTENA_N_CELLS];
  guint paid;
  guint lost;
};

G_DEFINE_FINAL_TYPE (TmUtenaCloudBoard, tm_utena_cloud_board, GTK_TYPE_WIDGET)

static const GdkRGBA lost_colour = { 0.878, 0.106, 0.141, 1.0 };   /* #e01b24 */

/* Row and column of @cell: colours and shapes centred under the five groups. */
static void
cell_position (TmUtenaCell cell,
               int        *row,
               double     *col)
{
  if (cell < TM_UTENA_CELL_CROSS)
    {
      *row = 0;
      *col = 0.5 + (cell - TM_UTENA_CELL_BLUE);
    }
  else if (cell < TM_UTENA_CELL_GROUP_YELLOW)
    {
      *row = 1;
      *col = 0.5 + (cell - TM_UTENA_CELL_CROSS);
    }
  else
    {
      *row = 2;
      *col = cell - TM_UTENA_CELL_GROUP_YELLOW;
    }
}

static double
tile_size (int width,
           int height)
{
  double by_width = (width - (COLUMNS - 1) * GAP) / (double) COLUMNS;
  double by_height = (height - (ROWS - 1) * GAP) / (double) ROWS / 1.15;

  return MIN (MIN (by_width, by_height), MAX_TILE);
}

static void
tm_utena_cloud_board_measure (GtkWidget      *widget,
                              GtkOrientation  orientation,
                              int             for_size,
                              int            *minimum,
                              int            *natural,
                              int            *minimum_baseline,
                              int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = COLUMNS * MIN_TILE + (COLUMNS - 1) * GAP;
      *natural = COLUMNS * NAT_TILE + (COLUMNS - 1) * GAP;
    }
  else
    {
      double tile = for_size > 0 ? CLAMP ((for_size - (COLUMNS - 1) * GAP) / (double) COLUMNS, MIN_TILE, MAX_TILE)
                                 : NAT_TILE;

      *minimum = *natural = (int) (ROWS * tile * 1.15 + (ROWS - 1) * GAP);
    }
}

static GtkSizeRequestMode
tm_utena_cloud_board_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
draw_count (GtkWidget     *widget,
            GtkSnapshot   *snapshot,
            guint          count,
            double         cx,
            double         y,
            double         size,
            const GdkRGBA *ink)
{
  g_autofree char *text = g_strdup_printf ("%u", count);
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, text);
  PangoFontDescription *font = pango_font_description_new ();
  int w, h;

  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_get_pixel_size (layout, &w, &h);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((float) (cx - w / 2.0), (float) (y - h / 2.0)));
  gtk_snapshot_append_layout (snapshot, layout, ink);
  gtk_snapshot_restore (snapshot);
}

static void
draw_tile (TmUtenaCloudBoard *self,
           GtkSnapshot       *snapshot,
           TmUtenaCell        cell,
           double             x,
           double             y,
           double             tile,
           const GdkRGBA     *fg,
           const GdkRGBA     *accent,
           gboolean           dark)
{
  double height = tile * 1.15;
  graphene_rect_t rect = GRAPHENE_RECT_INIT ((float) x, (float) y, (float) tile, (float) height);
  GskRoundedRect outline;
  GdkRGBA fill = *fg, dot = *fg;
  guint count = self->markers[cell];
  double dot_r = MAX (3.0, tile * 0.06);
  double dots_y = y + tile * 0.86;
  guint n_dots = MIN (count, 4u);
  graphene_rect_t icon = GRAPHENE_RECT_INIT ((float) (x + tile * 0.18), (float) (y + tile * 0.08),
                                             (float) (tile * 0.64), (float) (tile * 0.64));

  fill.alpha = dark ? 0.10f : 0.06f;
  gsk_rounded_rect_init_from_rect (&outline, &rect, (float) (tile * 0.12));
  gtk_snapshot_push_rounded_clip (snapshot, &outline);
  gtk_snapshot_append_color (snapshot, &fill, &rect);
  gtk_snapshot_pop (snapshot);

  if (self->paid & (1u << cell) || self->lost & (1u << cell))
    {
      const GdkRGBA *colour = self->lost & (1u << cell) ? &lost_colour : accent;
      GdkRGBA colours[4] = { *colour, *colour, *colour, *colour };
      float widths[4] = { 3, 3, 3, 3 };

      gtk_snapshot_append_border (snapshot, &outline, widths, colours);
    }

  tm_utena_paint_cell (snapshot, cell, &icon, dark);

  /* The markers: a dot each (at most 4 drawn), and the count beside. */
  dot.alpha = count == 0 ? 0.35f : 1.0f;
  for (guint i = 0; i < n_dots; i++)
    {
      double cx = x + tile * 0.30 + i * dot_r * 2.6 - (n_dots > 2 ? dot_r * 1.3 * (n_dots - 2) : 0);
      graphene_rect_t r = GRAPHENE_RECT_INIT ((float) (cx - dot_r), (float) (dots_y + tile * 0.1 - dot_r),
                                              (float) (2 * dot_r), (float) (2 * dot_r));
      GskRoundedRect circle;

      gsk_rounded_rect_init_from_rect (&circle, &r, (float) dot_r);
      gtk_snapshot_push_rounded_clip (snapshot, &circle);
      gtk_snapshot_append_color (snapshot, &dot, &r);
      gtk_snapshot_pop (snapshot);
    }
  draw_count (GTK_WIDGET (self), snapshot, count, x + tile * 0.80, dots_y + tile * 0.1, tile * 0.22, &dot);
}

static void
tm_utena_cloud_board_snapshot (GtkWidget   *widget,
                               GtkSnapshot *snapshot)
{
  TmUtenaCloudBoard *self = TM_UTENA_CLOUD_BOARD (widget);
  GtkStyleContext *context = gtk_widget_get_style_context (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  gboolean dark = tm_utena_paint_is_dark (widget);
  double tile, x0, y0;
  GdkRGBA fg, accent;

  if (width <= 0 || height <= 0)
    return;
  gtk_style_context_get_color (context, &fg);
  if (!gtk_style_context_lookup_color (context, "accent_color", &accent))
    accent = (GdkRGBA) { 0.208, 0.518, 0.894, 1.0 };
  tile = tile_size (width, height);
  x0 = (width - (COLUMNS * tile + (COLUMNS - 1) * GAP)) / 2;
  y0 = (height - (ROWS * tile * 1.15 + (ROWS - 1) * GAP)) / 2;
  for (guint c = 0; c < TM_UTENA_N_CELLS; c++)
    {
      int row;
      double col;

      cell_position ((TmUtenaCell) c, &row, &col);
      draw_tile (self, snapshot, (TmUtenaCell) c,
                 x0 + col * (tile + GAP), y0 + row * (tile * 1.15 + GAP), tile, &fg, &accent, dark);
    }
}

static void
update_description (TmUtenaCloudBoard *self)
{
  GString *text = g_string_new (_("Cloud board."));

  for (guint c = 0; c < TM_UTENA_N_CELLS; c++)
    {
      g_string_append_c (text, ' ');
      /* Translators: one cell of the cloud board for screen readers, e.g. "the navy colour cell: 2 markers." */
      g_string_append_printf (text, ngettext ("%s: %u marker.", "%s: %u markers.", self->markers[c]),
                              tm_utena_cell_describe ((TmUtenaCell) c), self->markers[c]);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text->str, -1);
  g_string_free (text, TRUE);
}

static void
tm_utena_cloud_board_class_init (TmUtenaCloudBoardClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->measure = tm_utena_cloud_board_measure;
  widget_class->get_request_mode = tm_utena_cloud_board_get_request_mode;
  widget_class->snapshot = tm_utena_cloud_board_snapshot;
  gtk_widget_class_set_css_name (widget_class, "tm-utena-cloud-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tm_utena_cloud_board_init (TmUtenaCloudBoard *self)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Cloud board"), -1);
  update_description (self);
}

GtkWidget *
tm_utena_cloud_board_new (void)
{
  return g_object_new (TM_TYPE_UTENA_CLOUD_BOARD, NULL);
}

void
tm_utena_cloud_board_set_markers (TmUtenaCloudBoard *self,
                                  const guint       *markers)
{
  g_return_if_fail (TM_IS_UTENA_CLOUD_BOARD (self));
  g_return_if_fail (markers != NULL);

  if (memcmp (self->markers, markers, sizeof self->markers) == 0)
    return;
  memcpy (self->markers, markers, sizeof self->markers);
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
tm_utena_cloud_board_get_markers (TmUtenaCloudBoard *self,
                                  TmUtenaCell        cell)
{
  g_return_val_if_fail (TM_IS_UTENA_CLOUD_BOARD (self), 0);
  g_return_val_if_fail ((guint) cell < TM_UTENA_N_CELLS, 0);
  return self->markers[cell];
}

void
tm_utena_cloud_board_set_highlight (TmUtenaCloudBoard *self,
                                    guint              paid,
                                    guint              lost)
{
  g_return_if_fail (TM_IS_UTENA_CLOUD_BOARD (self));

  self->paid = paid;
  self->lost = lost;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
tm_utena_cloud_board_get_paid (TmUtenaCloudBoard *self)
{
  g_return_val_if_fail (TM_IS_UTENA_CLOUD_BOARD (self), 0);
  return self->paid;
}

guint
tm_utena_cloud_board_get_lost (TmUtenaCloudBoard *self)
{
  g_return_val_if_fail (TM_IS_UTENA_CLOUD_BOARD (self), 0);
  return self->lost;
}
