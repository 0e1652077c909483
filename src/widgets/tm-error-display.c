/* tm-error-display.c — errors shown in full, as plain text */
#include "config.h"

#include "tm-error-display.h"

#include <glib/gi18n.h>

/* Marks a toast whose title was escaped already. */
#define ESCAPED_KEY "tm-error-display-escaped"

#define WRAP_KEY "tm-error-display-wrap"

/* libadwaita 1.2 draws a toast's title with a GtkLabel ellipsized at its
 * end, on one line, and gives a toast its natural size, only narrowed to
 * the overlay's width (so a title wrapped in a narrower toast would
 * overflow it).  The title wraps instead, and is made no wider than the
 * room the overlay leaves beside the toast's buttons: its natural height
 * is then that of all its lines. */
static GtkWidget *
find_title (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_LABEL (child) && !GTK_IS_BUTTON (widget))
        return child;
      if (!GTK_IS_BUTTON (child) && (found = find_title (child)) != NULL)
        return found;
    }
  return NULL;
}

/* As GtkLabel measures a character for max-width-chars. */
static int
char_pixels (GtkWidget *label)
{
  PangoFontMetrics *metrics = pango_context_get_metrics (gtk_widget_get_pango_context (label), NULL, NULL);
  int pixels = MAX (pango_font_metrics_get_approximate_char_width (metrics),
                    pango_font_metrics_get_approximate_digit_width (metrics));

  pango_font_metrics_unref (metrics);
  return MAX (1, PANGO_PIXELS_CEIL (pixels));
}

static void fit_title (GtkWidget *overlay,
                       GtkWidget *toast);

/* The move toast is kept and given the next move's title. */
static void
on_title_changed (GtkWidget  *title,
                  GParamSpec *pspec,
                  GtkWidget  *overlay)
{
  GtkWidget *toast = title;

  while (toast != NULL && gtk_widget_get_parent (toast) != overlay)
    toast = gtk_widget_get_parent (toast);
  if (toast != NULL)
    fit_title (overlay, toast);
}

static void
fit_title (GtkWidget *overlay,
           GtkWidget *toast)
{
  GtkWidget *title = find_title (toast);
  int toast_width, title_width, room;

  if (title == NULL)
    return;
  if (g_object_get_data (G_OBJECT (title), WRAP_KEY) == NULL)
    {
      g_object_set_data (G_OBJECT (title), WRAP_KEY, GINT_TO_POINTER (1));
      g_signal_connect_object (title, "notify::label", G_CALLBACK (on_title_changed), overlay, 0);
    }
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_NONE);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (title), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (title), -1);
  gtk_widget_measure (toast, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &toast_width, NULL, NULL);
  gtk_widget_measure (title, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &title_width, NULL, NULL);
  /* The toast's margins are outside its measure: 2 × 12 px in 1.2. */
  room = gtk_widget_get_width (overlay) - 24 - (toast_width - title_width) - 4;
  if (room > 0 && title_width > room)
    gtk_label_set_max_width_chars (GTK_LABEL (title), MAX (8, room / char_pixels (title)));
}

static void
on_toast_mapped (GtkWidget *toast,
                 GtkWidget *overlay)
{
  fit_title (overlay, toast);
}

static void
wrap_toast (GtkWidget *toast,
            GtkWidget *overlay)
{
  fit_title (overlay, toast);
  /* Measured again once styled and shown: a toast just made may not
   * have its padding yet. */
  g_signal_connect_object (toast, "map", G_CALLBACK (on_toast_mapped), overlay, 0);
}

void
tm_error_display_wrap_toasts (AdwToastOverlay *overlay)
{
  g_return_if_fail (ADW_IS_TOAST_OVERLAY (overlay));
  tm_toast_overlay_watch (overlay, WRAP_KEY, wrap_toast);
}

typedef struct
{
  TmToastWidgetFunc func;
  GtkWidget *overlay;
} ToastWatch;

static void
on_toast_widgets_changed (GListModel *children,
                          guint       position,
                          guint       removed,
                          guint       added,
                          ToastWatch *watch)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(GtkWidget) child = g_list_model_get_item (children, i);

      if (g_str_equal (G_OBJECT_TYPE_NAME (child), "AdwToastWidget"))
        watch->func (child, watch->overlay);
    }
}

void
tm_toast_overlay_watch (AdwToastOverlay   *overlay,
                        const char        *key,
                        TmToastWidgetFunc  func)
{
  GListModel *children;
  ToastWatch *watch;

  g_return_if_fail (ADW_IS_TOAST_OVERLAY (overlay));
  g_return_if_fail (key != NULL && func != NULL);

  if (g_object_get_data (G_OBJECT (overlay), key) != NULL)
    return;
  children = gtk_widget_observe_children (GTK_WIDGET (overlay));
  /* The model, its handler and @watch go with the overlay. */
  g_object_set_data_full (G_OBJECT (overlay), key, children, g_object_unref);
  watch = g_new (ToastWatch, 1);
  watch->func = func;
  watch->overlay = GTK_WIDGET (overlay);
  g_signal_connect_data (children, "items-changed", G_CALLBACK (on_toast_widgets_changed), watch,
                         (GClosureNotify) (void (*) (void)) g_free, 0);
  on_toast_widgets_changed (children, 0, 0, g_list_model_get_n_items (children), watch);
}

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
