/* tm-tooltip.h — a tooltip set only when its text changes
 *
 * GTK 4.8's gtk_widget_set_tooltip_text() asks the X server where the
 * pointer is (XIQueryPointer and an XSync: two round trips) every time
 * it is called, even with the text the widget already has.  A page that
 * refreshes every cell's tooltip after each move waited for the X server
 * hundreds of times a move (issue #27); this skips the call when nothing
 * changes, and the tooltip under the pointer is the same either way.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* gtk_widget_set_tooltip_text (@widget, @text) unless @widget's tooltip
 * is @text already (an empty @text counts as none, as for GTK). */
void tm_tooltip_set_text (GtkWidget  *widget,
                          const char *text);

G_END_DECLS
