/* tm-message-label.h — a label that shows only while it has something to say
 *
 * The pages and forms say why a move is refused, or what went wrong, in
 * a label under the controls: hidden while there is nothing to say, so
 * that it is neither drawn empty nor read by a screen reader.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Shows @message in @label; NULL or "" clears and hides it. */
void        tm_message_label_set (GtkLabel   *label,
                                  const char *message);
/* What @label says now: "" while it is hidden. */
const char *tm_message_label_get (GtkLabel   *label);

G_END_DECLS
