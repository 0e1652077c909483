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
