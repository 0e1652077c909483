/* tm-error-display.c — errors shown in full, as plain text */
#include "config.h"

#include "tm-error-display.h"

#include <glib/gi18n.h>

/* Marks a toast whose title was escaped already. */
#define ESCAPED_KEY "tm-error-display-escaped"

void
tm_error_display_escape_toast (AdwToast *toast)
{
  g_autofree char *escaped = NULL;

  g_return_if_fail (ADW_IS_TOAST (toast));

  if (g_object_get_data (G_OBJECT (toast), ESCAPED_KEY) != NULL
      || adw_toast_get_title (toast) == NULL)
    return;
  escaped = g_markup_escape_text (adw_toast_get_title (toast), -1);
  adw_toast_set_title (toast, escaped);
  g_object_set_data (G_OBJECT (toast), ESCAPED_KEY, GINT_TO_POINTER (TRUE));
}

static gboolean
fits_toast (const char *message)
{
  return strchr (message, '\n') == NULL
         && g_utf8_strlen (message, -1) <= TM_ERROR_DISPLAY_TOAST_CHARS;
}

AdwToast *
tm_error_display_show (GtkWidget  *widget,
                       const char *message)
{
  GtkRoot *root;
  GtkWidget *dialog;
  AdwToast *toast;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);
  g_return_val_if_fail (message != NULL, NULL);

  if (fits_toast (message))
    {
      toast = adw_toast_new (message);
      adw_toast_set_timeout (toast, 0);  /* errors stay until dismissed */
      adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
      tm_error_display_escape_toast (toast);
      return toast;
    }

  /* The body is plain text (no markup), wrapped, and shown whole. */
  root = gtk_widget_get_root (widget);
  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                   _("Something Went Wrong"), message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  gtk_window_present (GTK_WINDOW (dialog));
  return NULL;
}
