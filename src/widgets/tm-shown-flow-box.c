/* tm-shown-flow-box.c — flow boxes for things only shown */
#include "config.h"

#include "tm-shown-flow-box.h"

GtkFlowBox *
tm_shown_flow_box_new (guint min_per_line,
                       guint max_per_line,
                       guint spacing)
{
  GtkFlowBox *box = GTK_FLOW_BOX (gtk_flow_box_new ());

  gtk_widget_set_can_focus (GTK_WIDGET (box), FALSE);
  gtk_flow_box_set_selection_mode (box, GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (box, TRUE);
  gtk_flow_box_set_min_children_per_line (box, min_per_line);
  gtk_flow_box_set_max_children_per_line (box, max_per_line);
  gtk_flow_box_set_column_spacing (box, spacing);
  gtk_flow_box_set_row_spacing (box, spacing);
  return box;
}

void
tm_shown_flow_box_append (GtkFlowBox *box,
                          GtkWidget  *child)
{
  GtkWidget *wrapper;

  g_return_if_fail (GTK_IS_FLOW_BOX (box));
  g_return_if_fail (GTK_IS_WIDGET (child));

  wrapper = g_object_new (GTK_TYPE_FLOW_BOX_CHILD,
                          "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP,
                          "focusable", FALSE,
                          "child", child,
                          NULL);
  gtk_flow_box_append (box, wrapper);
}
