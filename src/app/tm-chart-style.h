/* tm-chart-style.h — colours and text for the charts, from the style
 *
 * The charts draw with the theme's own colours (the text colour, the
 * accent, the view background) so they read in light and dark, and
 * pick their series colours from the GNOME palette, in the shade that
 * stands out on the current background.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct
{
  GdkRGBA foreground;   /* the widget's text colour */
  GdkRGBA background;   /* the view background the chart sits on */
  GdkRGBA accent;
  gboolean dark;
} TmChartStyle;

void     tm_chart_style_get       (GtkWidget          *widget,
                                   TmChartStyle       *style);
/* Series colour @index (it cycles through eight). */
void     tm_chart_style_series    (const TmChartStyle *style,
                                   guint               index,
                                   GdkRGBA            *colour);
/* @colour with its alpha multiplied by @alpha, as a cairo source. */
void     tm_chart_set_source      (cairo_t            *cr,
                                   const GdkRGBA      *colour,
                                   double              alpha);
/* Redraws @widget when the style manager switches light and dark. */
void     tm_chart_follow_style    (GtkWidget          *widget);

G_END_DECLS
