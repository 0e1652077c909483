/* tm-message-label.c — a label that shows only while it has something to say */
#include "config.h"

#include "tm-message-label.h"

void
tm_message_label_set (GtkLabel   *label,
                      const char *message)
{
  g_return_if_fail (GTK_IS_LABEL (label));

  gtk_label_set_text (label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (label), message != NULL && message[0] != '\0');
}

const char *
tm_message_label_get (GtkLabel *label)
{
  g_return_val_if_fail (GTK_IS_LABEL (label), "");

  return gtk_widget_get_visible (GTK_WIDGET (label)) ? gtk_label_get_text (label) : "";
}
