/* tm-tooltip.c — a tooltip set only when its text changes */
#include "config.h"

#include "tm-tooltip.h"

void
tm_tooltip_set_text (GtkWidget  *widget,
                     const char *text)
{
  /* GTK keeps an empty tooltip as none. */
  if (text != NULL && text[0] == '\0')
    text = NULL;
  if (g_strcmp0 (gtk_widget_get_tooltip_text (widget), text) != 0)
    gtk_widget_set_tooltip_text (widget, text);
}
