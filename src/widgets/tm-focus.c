/* tm-focus.c — keyboard focus for widgets that only hold children */
#include "config.h"

#include "tm-focus.h"

static gboolean
is_backward (GtkDirectionType direction)
{
  return direction == GTK_DIR_TAB_BACKWARD || direction == GTK_DIR_UP
         || direction == GTK_DIR_LEFT;
}

gboolean
tm_focus_children (GtkWidget        *widget,
                   GtkDirectionType  direction)
{
  gboolean backward = is_backward (direction);
  GtkWidget *focus_child = gtk_widget_get_focus_child (widget);
  GtkWidget *child;

  /* First let the child holding the focus move it inside itself, then
   * try its siblings in order. */
  if (focus_child != NULL)
    {
      if (gtk_widget_child_focus (focus_child, direction))
        return TRUE;
      child = backward ? gtk_widget_get_prev_sibling (focus_child)
                       : gtk_widget_get_next_sibling (focus_child);
    }
  else
    child = backward ? gtk_widget_get_last_child (widget)
                     : gtk_widget_get_first_child (widget);

  for (; child != NULL;
       child = backward ? gtk_widget_get_prev_sibling (child) : gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_child_visible (child) && gtk_widget_child_focus (child, direction))
      return TRUE;

  return FALSE;
}

gboolean
tm_grab_focus_children (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_grab_focus (child))
      return TRUE;
  return FALSE;
}

void
tm_focus_class_pass_to_children (GtkWidgetClass *widget_class)
{
  g_return_if_fail (GTK_IS_WIDGET_CLASS (widget_class));

  widget_class->focus = tm_focus_children;
  widget_class->grab_focus = tm_grab_focus_children;
}

static gboolean
can_take_focus (GtkWidget *widget)
{
  if (!gtk_widget_get_visible (widget) || !gtk_widget_get_sensitive (widget)
      || !gtk_widget_get_can_focus (widget))
    return FALSE;
  /* A flow box's own child is skipped here: the flow box lends it the
   * focus only to pass it on. */
  if (gtk_widget_get_focusable (widget) && !GTK_IS_FLOW_BOX_CHILD (widget))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (can_take_focus (child))
      return TRUE;
  return FALSE;
}

void
tm_focus_sync_flow_box (GtkFlowBox *box)
{
  gboolean can = FALSE;

  g_return_if_fail (GTK_IS_FLOW_BOX (box));

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (box));
       child != NULL && !can;
       child = gtk_widget_get_next_sibling (child))
    can = can_take_focus (child);
  gtk_widget_set_can_focus (GTK_WIDGET (box), can);
}

void
tm_dispose_template (GtkWidget *widget,
                     GType      widget_type)
{
  GtkWidget *child;

  gtk_widget_dispose_template (widget, widget_type);
  while ((child = gtk_widget_get_first_child (widget)) != NULL)
    gtk_widget_unparent (child);
}

GtkWidget *
tm_focus_get_current (GtkWidget *widget)
{
  GtkRoot *root;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);

  root = gtk_widget_get_root (widget);
  return root != NULL ? gtk_root_get_focus (root) : NULL;
}

gboolean
tm_focus_is_within (GtkWidget *widget)
{
  GtkWidget *focus = tm_focus_get_current (widget);

  return focus != NULL && gtk_widget_is_ancestor (focus, widget);
}
