/* tm-cairo-shapes.c — small cairo path helpers shared by the drawings */
#include "config.h"

#include "tm-cairo-shapes.h"

void
tm_cairo_rounded_rectangle (cairo_t *cr,
                            double   x,
                            double   y,
                            double   w,
                            double   h,
                            double   r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

PangoLayout *
tm_cairo_text_layout (GtkWidget  *widget,
                      const char *text,
                      double      pixels,
                      gboolean    bold)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
  PangoFontDescription *font = pango_font_description_copy (pango_context_get_font_description (pango_layout_get_context (layout)));

  pango_font_description_set_absolute_size (font, pixels * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  return layout;
}

void
tm_cairo_show_layout (cairo_t       *cr,
                      PangoLayout   *layout,
                      double         x,
                      double         y,
                      const GdkRGBA *colour)
{
  cairo_move_to (cr, x, y);
  gdk_cairo_set_source_rgba (cr, colour);
  pango_cairo_show_layout (cr, layout);
  cairo_new_path (cr);
}

void
tm_cairo_get_accent (GtkWidget  *widget,
                     const char *name,
                     GdkRGBA    *accent)
{
  /* GtkStyleContext is deprecated after GTK 4.8, which has nothing else
   * that reads a named colour. */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (!gtk_style_context_lookup_color (gtk_widget_get_style_context (widget), name, accent))
    gdk_rgba_parse (accent, "#3584e4");
  G_GNUC_END_IGNORE_DEPRECATIONS
}
