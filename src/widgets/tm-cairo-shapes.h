/* tm-cairo-shapes.h — small cairo path helpers shared by the drawings
 *
 * Boards and icons are drawn with cairo in snapshot(); the paths they all
 * need live here once.
 */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

/* Adds a closed rectangle with corners of radius @r as a new sub-path. */
void tm_cairo_rounded_rectangle (cairo_t *cr,
                                 double   x,
                                 double   y,
                                 double   w,
                                 double   h,
                                 double   r);

G_END_DECLS
