/* tm-error-display.h — errors shown in full, as plain text
 *
 * libadwaita 1.2 reads a toast's title as Pango markup: a message that
 * quotes a file ("<data>:2:0: Parse error", a name with "&") showed an
 * empty toast and GTK warned on stderr.  And a toast is one line, cut
 * short.  Every place that adds toasts escapes their titles with
 * tm_error_display_escape_toast(); an error longer than a toast line gets
 * a Details button that shows it whole in a dialog
 * (tm_error_display_show()).
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* The longest message, in characters, shown in a toast (one line). */
#define TM_ERROR_DISPLAY_TOAST_CHARS 90

/* Makes @toast's title (plain text) safe to show: markup escaped, once
 * (a toast already escaped is left alone). */
void      tm_error_display_escape_toast (AdwToast   *toast);

/* Calls @func on every toast widget @overlay shows, now and later (once
 * per @key: a second call with the same key does nothing).  libadwaita
 * 1.2 gives no access to them otherwise. */
typedef void (*TmToastWidgetFunc) (GtkWidget *toast_widget,
                                   GtkWidget *overlay);
void      tm_toast_overlay_watch        (AdwToastOverlay   *overlay,
                                         const char        *key,
                                         TmToastWidgetFunc  func);

/* Makes every toast @overlay shows, now and later, wrap its title on a
 * second line rather than cut it with "…" (issue #25: "…+ yello…"):
 * a move's toast says the whole move. */
void      tm_error_display_wrap_toasts  (AdwToastOverlay *overlay);

/* Whether @message fits a toast: one line of at most
 * TM_ERROR_DISPLAY_TOAST_CHARS characters. */
gboolean  tm_error_display_fits_toast   (const char *message);

/* A toast for @message that stays until dismissed, for the caller to
 * add; when the message does not fit one line, its Details button shows
 * it whole in a dialog over @widget's window. */
AdwToast *tm_error_display_show         (GtkWidget  *widget,
                                         const char *message);

/* The dialog that shows @message whole, as plain text, over @parent. */
AdwMessageDialog *tm_error_display_show_dialog (GtkWindow  *parent,
                                               const char *message);

G_END_DECLS
