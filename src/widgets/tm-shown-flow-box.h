/* tm-shown-flow-box.h — flow boxes for things only shown
 *
 * A GtkFlowBox wraps each child in a focusable "table cell": a Tab stop
 * and an unnamed cell for screen readers around what is only there to
 * be read (cards, turns, players).  These keep the flow box's reflow
 * (so many on a line as the width allows) without either.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A flow box that never takes the focus and selects nothing, its
 * children as wide as each other, @min_per_line to @max_per_line on a
 * line, @spacing pixels apart both ways. */
GtkFlowBox *tm_shown_flow_box_new    (guint       min_per_line,
                                      guint       max_per_line,
                                      guint       spacing);
/* Appends @child in a flow box child of its own that is not focusable
 * and is a plain group for screen readers. */
void        tm_shown_flow_box_append (GtkFlowBox *box,
                                      GtkWidget  *child);

G_END_DECLS
