/* tm-private-view.h — advice for one player's eyes only
 *
 * Advice that depends on a player's private cards (their hand, their
 * bed, the shield cards they analysed) is shown only here: a modal
 * window that first asks for the screen to be passed to that player,
 * with everyone else looking away, and shows the page's content only
 * when the player says it is them.  Closing it (the close button or
 * Escape) destroys the window with its content and everything entered
 * in it; nothing of it reaches the record, the settings or a saved file,
 * and the page keeps no copy.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TM_TYPE_PRIVATE_VIEW (tm_private_view_get_type ())
G_DECLARE_FINAL_TYPE (TmPrivateView, tm_private_view, TM, PRIVATE_VIEW, AdwWindow)

/* A view for @player over the window of @parent (any widget in it); it
 * is not shown yet (gtk_window_present()). */
TmPrivateView *tm_private_view_new            (GtkWidget     *parent,
                                               const char    *player);

/* A page's one private view: a new view for @player over @parent with
 * @content, presented and kept in *@slot until it is destroyed (then
 * *@slot is NULL again).  The page checks *@slot first, and presents
 * the open view rather than opening a second one. */
void           tm_private_view_open_in        (TmPrivateView **slot,
                                               GtkWidget      *parent,
                                               const char     *player,
                                               GtkWidget      *content);
/* Destroys the view kept in *@slot, if any, and clears *@slot: from the
 * page's dispose, so that no view outlives its page. */
void           tm_private_view_close_in       (TmPrivateView **slot);

/* The widget shown once the player has confirmed (the view owns it). */
void           tm_private_view_set_content    (TmPrivateView *self,
                                               GtkWidget     *content);
GtkWidget     *tm_private_view_get_content    (TmPrivateView *self);

/* What "I am Aoi, show me" does; emits ::revealed once. */
void           tm_private_view_reveal         (TmPrivateView *self);
gboolean       tm_private_view_get_revealed   (TmPrivateView *self);
GtkWidget     *tm_private_view_get_reveal_button (TmPrivateView *self);

/* Signal "revealed": the player confirmed; the content is on screen. */

G_END_DECLS
