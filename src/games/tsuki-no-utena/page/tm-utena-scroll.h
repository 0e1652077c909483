/* tm-utena-scroll.h — bringing the next step of the Tsuki no Utena page into view
 *
 * After a move the control the next move needs may lie below the fold
 * (the entry under the table on a phone, the "Lay" button under the
 * icons it covers, the answer of "Can we still win?" under the options):
 * the page's scrolled window is moved just enough to show it.  Only
 * between moves or when an answer arrives, never while a move is being
 * entered, so that nothing moves under the pointer.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* On the next frames (once the layout is done), scrolls the nearest
 * scrolled window around @first so that @first to @last (its top to the
 * other's bottom) is in view, or @first's top when they do not fit;
 * not when the focus has moved meanwhile (the player has gone on). */
void tm_utena_scroll_into_view (GtkWidget *first,
                                GtkWidget *last);

G_END_DECLS
