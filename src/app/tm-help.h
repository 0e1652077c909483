/* tm-help.h — F1: the user help in Yelp, or how to read it without */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Opens the help (help:tablemate, or the build tree's pages when the app
 * runs uninstalled) in the help viewer.  When it cannot be opened (no
 * Yelp), a dialog on @parent says why and how to read it: the web pages
 * the build made, with a button that opens them in the browser, or the
 * command that makes them. */
void  tm_help_show               (GtkWindow *parent);

/* The help as web pages for the user's language
 * (<build>/help/html/<lang>/index.html), or NULL when there are none. */
char *tm_help_get_html_index     (void);

G_END_DECLS
