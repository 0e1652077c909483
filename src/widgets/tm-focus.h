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
/* Sets both vfuncs above on @widget_class: one without the other would
 * let Tab in but not a grab (or the reverse), so they go in together. */
void     tm_focus_class_pass_to_children (GtkWidgetClass *widget_class);

/* GTK 4.8's GtkFlowBox answers Tab with "taken" even when nothing in
 * it can take the focus: the focus then goes nowhere and the keyboard
 * user is stuck.  A flow box that lays out views (not a list to choose
 * from) is kept in the focus chain only while something in it can take
 * the focus: call this whenever that may have changed. */
void     tm_focus_sync_flow_box (GtkFlowBox       *box);

/* The widget with the keyboard focus in @widget's window; NULL when
 * nothing has it or @widget is in no window yet. */
GtkWidget *tm_focus_get_current (GtkWidget        *widget);
/* Whether that widget is inside @widget (a descendant, not @widget
 * itself): a control that moves the focus after a choice does so only
 * when the choice was made from the keyboard there. */
gboolean tm_focus_is_within     (GtkWidget        *widget);

/* Their dispose: gtk_widget_dispose_template() for @widget_type, then
 * the template's unnamed top-level children, which that leaves. */
void     tm_dispose_template    (GtkWidget        *widget,
                                 GType             widget_type);

G_END_DECLS
