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

gboolean
tm_error_display_fits_toast (const char *message)
{
  g_return_val_if_fail (message != NULL, TRUE);

  return strchr (message, '\n') == NULL
         && g_utf8_strlen (message, -1) <= TM_ERROR_DISPLAY_TOAST_CHARS;
}

typedef struct
{
  GWeakRef window;
  char *message;
} Details;

static void
details_free (gpointer  data,
              GClosure *closure)
{
  Details *details = data;

  g_weak_ref_clear (&details->window);
  g_free (details->message);
  g_free (details);
}

AdwMessageDialog *
tm_error_display_show_dialog (GtkWindow  *parent,
                              const char *message)
{
  GtkWidget *dialog;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (message != NULL, NULL);

  /* The body is plain text (no markup), wrapped, and shown whole. */
  dialog = adw_message_dialog_new (parent, _("Something Went Wrong"), message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  gtk_window_present (GTK_WINDOW (dialog));
  return ADW_MESSAGE_DIALOG (dialog);
}

static void
on_details_clicked (AdwToast *toast,
                    gpointer  data)
{
  Details *details = data;
  g_autoptr(GtkWindow) window = g_weak_ref_get (&details->window);

  tm_error_display_show_dialog (window, details->message);
}

AdwToast *
tm_error_display_show (GtkWidget  *widget,
                       const char *message)
{
  AdwToast *toast;
  GtkRoot *root;
  Details *details;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);
  g_return_val_if_fail (message != NULL, NULL);

  toast = adw_toast_new (message);
  adw_toast_set_timeout (toast, 0);  /* errors stay until dismissed */
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  tm_error_display_escape_toast (toast);
  if (tm_error_display_fits_toast (message))
    return toast;

  /* A toast shows one line: the whole message is a click away. */
  root = gtk_widget_get_root (widget);
  details = g_new0 (Details, 1);
  g_weak_ref_init (&details->window, GTK_IS_WINDOW (root) ? root : NULL);
  details->message = g_strdup (message);
  adw_toast_set_button_label (toast, _("_Details"));
  g_signal_connect_data (toast, "button-clicked", G_CALLBACK (on_details_clicked),
                         details, details_free, 0);
  return toast;
}
