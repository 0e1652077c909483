/* tm-box-label.h — a label appended to a box, as the game pages make them
 *
 * Wrapping, aligned to the start, with an optional style class
 * ("heading", "caption-heading", "dim-label" …).
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Appends the label (@text may be NULL: set later) to @box, a GtkBox. */
GtkLabel *tm_box_append_label (GtkWidget  *box,
                               const char *text,
                               const char *style);

G_END_DECLS
