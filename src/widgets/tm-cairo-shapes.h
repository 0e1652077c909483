/* tm-cairo-shapes.h — small cairo path helpers shared by the drawings
 *
 * Boards and icons are drawn with cairo in snapshot(); the paths and the
 * text they all need live here once.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Adds a closed rectangle with corners of radius @r as a new sub-path. */
void tm_cairo_rounded_rectangle (cairo_t *cr,
                                 double   x,
                                 double   y,
                                 double   w,
                                 double   h,
                                 double   r);

/* A layout of @text in @widget's font, @pixels high (bold when asked):
 * what the boards write on their cards with. */
PangoLayout *tm_cairo_text_layout (GtkWidget     *widget,
                                   const char    *text,
                                   double         pixels,
                                   gboolean       bold);
/* Shows @layout with its top left at (@x, @y) in @colour, and leaves no
 * path behind for what is drawn next. */
void         tm_cairo_show_layout (cairo_t       *cr,
                                   PangoLayout   *layout,
                                   double         x,
                                   double         y,
                                   const GdkRGBA *colour);

/* The theme's colour @name ("accent_color" for lines and text on the
 * window's background, "accent_bg_color" for fills and rings), or
 * Adwaita's blue #3584e4 when the theme has none: what the drawings
 * mark the chosen, the active and the focused with. */
void         tm_cairo_get_accent  (GtkWidget     *widget,
                                   const char    *name,
                                   GdkRGBA       *accent);

G_END_DECLS
