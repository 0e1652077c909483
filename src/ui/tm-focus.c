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
tm_dispose_template (GtkWidget *widget,
                     GType      widget_type)
{
  GtkWidget *child;

  gtk_widget_dispose_template (widget, widget_type);
  while ((child = gtk_widget_get_first_child (widget)) != NULL)
    gtk_widget_unparent (child);
}
