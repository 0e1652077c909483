/* tm-chart-style.c — colours and text for the charts, from the style */
#include "config.h"

#include "tm-chart-style.h"

#include <adwaita.h>

/* The GNOME palette: a darker shade for light backgrounds, a lighter one
 * for dark backgrounds (blue, orange, green, purple, red, brown, teal,
 * yellow). */
static const char * const light_series[] = {
  "#1c71d8", "#c64600", "#26a269", "#813d9c", "#c01c28", "#865e3c", "#1b8a8f", "#9c6e03",
};
static const char * const dark_series[] = {
  "#62a0ea", "#ffa348", "#57e389", "#dc8add", "#f66151", "#cdab8f", "#5bc8c8", "#f8e45c",
};

static void
lookup (GtkStyleContext *context,
        const char      *name,
        const char      *fallback,
        GdkRGBA         *colour)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (!gtk_style_context_lookup_color (context, name, colour))
    gdk_rgba_parse (colour, fallback);
  G_GNUC_END_IGNORE_DEPRECATIONS
}

void
tm_chart_style_get (GtkWidget    *widget,
                    TmChartStyle *style)
{
  GtkStyleContext *context;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  context = gtk_widget_get_style_context (widget);
  gtk_style_context_get_color (context, &style->foreground);
  G_GNUC_END_IGNORE_DEPRECATIONS

  style->dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  lookup (context, "view_bg_color", style->dark ? "#1e1e1e" : "#ffffff", &style->background);
  lookup (context, "accent_color", style->dark ? "#78aeed" : "#1c71d8", &style->accent);
}

void
tm_chart_style_series (const TmChartStyle *style,
                       guint               index,
                       GdkRGBA            *colour)
{
  const char * const *series = style->dark ? dark_series : light_series;

  gdk_rgba_parse (colour, series[index % G_N_ELEMENTS (light_series)]);
}

void
tm_chart_set_source (cairo_t       *cr,
                     const GdkRGBA *colour,
                     double         alpha)
{
  cairo_set_source_rgba (cr, colour->red, colour->green, colour->blue, colour->alpha * alpha);
}

void
tm_chart_follow_style (GtkWidget *widget)
{
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), widget, G_CONNECT_SWAPPED);
}
