/* tm-aligned-bin.h — one child at the top or centred, as tall as its
 * width needs
 *
 * What GTK_ALIGN_START or GTK_ALIGN_CENTER does vertically, without its
 * cost in GTK 4.8: a widget aligned so is first asked for its width at
 * its natural height, and every wrapping label inside answers that by
 * laying itself out again and again in a bisection (gtk_widget_allocate()
 * then gtk_label_measure()); a GtkStack asks its child the same.  This
 * bin lays its child out height for width only: asked for a width, it
 * gives the child's width for any height.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TM_TYPE_ALIGNED_BIN (tm_aligned_bin_get_type ())
G_DECLARE_FINAL_TYPE (TmAlignedBin, tm_aligned_bin, TM, ALIGNED_BIN, GtkWidget)

/* @child must keep the default valign (fill): the bin puts it at the
 * top of its height, or in the middle with @centred. */
GtkWidget *tm_aligned_bin_new       (GtkWidget    *child,
                                     gboolean      centred);
GtkWidget *tm_aligned_bin_get_child (TmAlignedBin *self);

G_END_DECLS
