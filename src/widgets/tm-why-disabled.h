/* tm-why-disabled.h — a click on a greyed-out control says why, in the
 * page's status line (issue #25)
 *
 * GTK delivers no click to an insensitive widget, so a click on one
 * would do nothing and say nothing.  A page marks each control it greys
 * out with the rules' reason (tm_why_disabled_set()), and watches the
 * clicks on itself (tm_why_disabled_watch()): a click that lands on a
 * marked insensitive control calls back with that reason, for the page
 * to say in its status line, where the eye already is.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* @reason (NULL: none) for @widget while it is insensitive; set with
 * the sensitivity, from the rules' legal moves or error. */
void        tm_why_disabled_set  (GtkWidget  *widget,
                                  const char *reason);
/* The reason set for @widget, or NULL. */
const char *tm_why_disabled_get  (GtkWidget  *widget);

typedef void (*TmWhyDisabledFunc) (GtkWidget  *page,
                                   const char *reason,
                                   gpointer    data);

/* Calls @func (@page, reason, @data) when a click on @page lands on an
 * insensitive control (or inside one) marked with a reason. */
void        tm_why_disabled_watch (GtkWidget         *page,
                                   TmWhyDisabledFunc  func,
                                   gpointer           data);

G_END_DECLS
