/* tm-box-label.c — a label appended to a box, as the game pages make them */
#include "config.h"

#include "tm-box-label.h"

GtkLabel *
tm_box_append_label (GtkWidget  *box,
                     const char *text,
                     const char *style)
{
  GtkWidget *label;

  g_return_val_if_fail (GTK_IS_BOX (box), NULL);

  label = gtk_label_new (text);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (style != NULL)
    gtk_widget_add_css_class (label, style);
  gtk_box_append (GTK_BOX (box), label);
  return GTK_LABEL (label);
}
