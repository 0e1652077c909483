/* tm-share-actions.h — Share…: a finished game's result as an image and
 * as text
 *
 * win.share-result, enabled while the game shown is finished (at the
 * end of a game, or a game opened on the History page), opens a small
 * dialog: the image as it will be saved (light or dark), Copy as Text
 * (the clipboard gets tm_result_summary_to_text()), Copy BG Stats Link
 * (the link that opens the play in BG Stats' import), and Save Image…,
 * which asks where with a file chooser.  The work is in
 * core/tm-result-summary.c and tm-result-card.c.
 */
#pragma once

#include <adwaita.h>

#include "tm-window.h"

G_BEGIN_DECLS

/* Adds win.share-result to @window. */
void              tm_share_actions_install   (TmWindow *window);
/* Enables win.share-result when the game shown is finished; the window
 * calls it whenever what it shows changes. */
void              tm_share_actions_update    (TmWindow *window);

/* The Share dialog open on @window, or NULL (for tests). */
AdwMessageDialog *tm_share_actions_get_dialog (TmWindow *window);
/* What Save Image… does once a file is chosen: writes the image shown
 * in the dialog (or, without one, of the game shown) to @file and says
 * so in a toast (or why not).  Tests call it to bypass the chooser. */
gboolean          tm_share_actions_save_to   (TmWindow *window,
                                              GFile    *file);

G_END_DECLS
