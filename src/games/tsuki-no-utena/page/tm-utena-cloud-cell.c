/* tm-utena-cloud-cell.c — one cell of the cloud board, drawn and named */
#include "config.h"

#include "tm-utena-cloud-cell.h"
#include "tm-utena-icon-paint.h"
#include "games/tsuki-no-utena/rules/tm-utena-text.h"
#include "widgets/tm-cairo-shapes.h"
#include "widgets/tm-tooltip.h"

#include <glib/gi18n.h>

struct _TmUtenaCloudCell
{
  GtkWidget parent_instance;

  TmUtenaCell cell;
  guint markers;
  TmUtenaCloudCellMark mark;
  char *label;
};

G_DEFINE_FINAL_TYPE (TmUtenaCloudCell, tm_utena_cloud_cell, GTK_TYPE_WIDGET)

static const GdkRGBA lost_colour = { 0.878, 0.106, 0.141, 1.0 };   /* #e01b24 */

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

/* The tile fills the cell: the board allocates it tile × 1.15 tile. */
static void
tm_utena_cloud_cell_snapshot (GtkWidget   *widget,
                              GtkSnapshot *snapshot)
{
  TmUtenaCloudCell *self = TM_UTENA_CLOUD_CELL (widget);
  GtkStyleContext *context = gtk_widget_get_style_context (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  double tile = MIN (width, height / 1.15);
  double x = (width - tile) / 2, y = (height - tile * 1.15) / 2;
  gboolean dark = tm_utena_paint_is_dark (widget);
  graphene_rect_t rect = GRAPHENE_RECT_INIT ((float) x, (float) y, (float) tile, (float) (tile * 1.15));
  GskRoundedRect outline;
  GdkRGBA fg, fill, dot, accent;
  double dot_r = MAX (3.0, tile * 0.06);
  double dots_y = y + tile * 0.86;
  guint n_dots = MIN (self->markers, 4u);
  graphene_rect_t icon = GRAPHENE_RECT_INIT ((float) (x + tile * 0.18), (float) (y + tile * 0.08),
                                             (float) (tile * 0.64), (float) (tile * 0.64));

  if (tile <= 0)
    return;
  gtk_style_context_get_color (context, &fg);
  tm_cairo_get_accent (widget, "accent_color", &accent);
  fill = dot = fg;
  fill.alpha = dark ? 0.10f : 0.06f;
  gsk_rounded_rect_init_from_rect (&outline, &rect, (float) (tile * 0.12));
  gtk_snapshot_push_rounded_clip (snapshot, &outline);
  gtk_snapshot_append_color (snapshot, &fill, &rect);
  gtk_snapshot_pop (snapshot);

  if (self->mark != TM_UTENA_CLOUD_CELL_PLAIN)
    {
      const GdkRGBA *colour = self->mark == TM_UTENA_CLOUD_CELL_LOST ? &lost_colour : &accent;
      GdkRGBA colours[4] = { *colour, *colour, *colour, *colour };
      float widths[4] = { 3, 3, 3, 3 };

      gtk_snapshot_append_border (snapshot, &outline, widths, colours);
    }

  tm_utena_paint_cell (snapshot, self->cell, &icon, dark);

  /* The markers: a dot each (at most 4 drawn), and the count beside. */
  dot.alpha = self->markers == 0 ? 0.35f : 1.0f;
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
  draw_count (widget, snapshot, self->markers, x + tile * 0.80, dots_y + tile * 0.1, tile * 0.22, &dot);
}

static void
update_label (TmUtenaCloudCell *self)
{
  const char *note = NULL;

  g_autofree char *icon = tm_utena_cell_name (self->cell);

  g_free (self->label);
  /* Translators: one cell of the cloud board for screen readers, named by
   * its icon: "navy cloud cell: 2 markers", "snake cloud cell: 1 marker",
   * "yellow group cloud cell: 0 markers". */
  self->label = g_strdup_printf (ngettext ("%s cloud cell: %u marker", "%s cloud cell: %u markers", self->markers),
                                 icon, self->markers);
  if (self->mark == TM_UTENA_CLOUD_CELL_PAID)
    note = _("The last move took a marker from it.");
  else if (self->mark == TM_UTENA_CLOUD_CELL_LOST)
    note = _("The last move gave markers back to it.");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, self->label,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, note != NULL ? note : "",
                                  -1);
  tm_tooltip_set_text (GTK_WIDGET (self), self->label);
}

static void
tm_utena_cloud_cell_finalize (GObject *object)
{
  g_free (TM_UTENA_CLOUD_CELL (object)->label);

  G_OBJECT_CLASS (tm_utena_cloud_cell_parent_class)->finalize (object);
}

static void
tm_utena_cloud_cell_class_init (TmUtenaCloudCellClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = tm_utena_cloud_cell_finalize;
  widget_class->snapshot = tm_utena_cloud_cell_snapshot;
  gtk_widget_class_set_css_name (widget_class, "tm-utena-cloud-cell");
  /* Shown, not used: a picture with a name, no Tab stop. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tm_utena_cloud_cell_init (TmUtenaCloudCell *self)
{
}

GtkWidget *
tm_utena_cloud_cell_new (TmUtenaCell cell)
{
  TmUtenaCloudCell *self;

  g_return_val_if_fail ((guint) cell < TM_UTENA_N_CELLS, NULL);

  self = g_object_new (TM_TYPE_UTENA_CLOUD_CELL, NULL);
  self->cell = cell;
  update_label (self);
  return GTK_WIDGET (self);
}

TmUtenaCell
tm_utena_cloud_cell_get_cell (TmUtenaCloudCell *self)
{
  g_return_val_if_fail (TM_IS_UTENA_CLOUD_CELL (self), 0);
  return self->cell;
}

void
tm_utena_cloud_cell_set_markers (TmUtenaCloudCell    *self,
                                 guint                markers,
                                 TmUtenaCloudCellMark mark)
{
  g_return_if_fail (TM_IS_UTENA_CLOUD_CELL (self));

  if (self->markers == markers && self->mark == mark)
    return;
  self->markers = markers;
  self->mark = mark;
  update_label (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
tm_utena_cloud_cell_get_markers (TmUtenaCloudCell *self)
{
  g_return_val_if_fail (TM_IS_UTENA_CLOUD_CELL (self), 0);
  return self->markers;
}

const char *
tm_utena_cloud_cell_get_label (TmUtenaCloudCell *self)
{
  g_return_val_if_fail (TM_IS_UTENA_CLOUD_CELL (self), NULL);
  return self->label;
}
