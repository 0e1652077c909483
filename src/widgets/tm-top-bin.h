/* tm-top-bin.h — one child at the top, as tall as its width needs
 *
 * What GTK_ALIGN_START does vertically, without its cost in GTK 4.8: a
 * widget aligned so is first asked for its width at its natural height,
 * and every wrapping label inside answers that by laying itself out
 * again and again in a bisection (gtk_widget_allocate(), then
 * gtk_label_measure()).  This bin lays its child out height for width
 * only: asked for a width, it gives the child's width for any height.
 * For a column of text under a scrolled window that scrolls only up and
 * down.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TM_TYPE_TOP_BIN (tm_top_bin_get_type ())
G_DECLARE_FINAL_TYPE (TmTopBin, tm_top_bin, TM, TOP_BIN, GtkWidget)

/* @child must fill its allocation (the default valign): the bin puts it
 * at the top. */
GtkWidget *tm_top_bin_new       (GtkWidget *child);
GtkWidget *tm_top_bin_get_child (TmTopBin  *self);

G_END_DECLS
