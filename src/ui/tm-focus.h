/* tm-focus.h — keyboard focus for widgets that only hold children
 *
 * GTK 4's GtkWidget defaults focus the widget itself; containers made
 * from a plain GtkWidget (templates with a layout manager) must pass the
 * focus on to their children, as GtkBox does, or Tab skips them.  These
 * are their focus and grab_focus vfuncs.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

gboolean tm_focus_children      (GtkWidget        *widget,
                                 GtkDirectionType  direction);
gboolean tm_grab_focus_children (GtkWidget        *widget);

G_END_DECLS
