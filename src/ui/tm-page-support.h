/* tm-page-support.h — what every game's page does with its record
 *
 * Saving after every move (a failure is a toast that stays), the toast
 * that offers to take a move back, and replaying the record after undo
 * or redo.  Shared by the games' pages so they save and step alike.
 */
#pragma once

#include <adwaita.h>

#include "core/tm-record.h"

G_BEGIN_DECLS

/* Shows @toast in the page's toast overlay (it is dropped when the page
 * is in none).  Takes @toast's floating reference. */
void     tm_page_add_toast      (GtkWidget   *page,
                                 AdwToast    *toast);
/* Saves @record into the saved games' folder; on failure shows the
 * error as a toast that stays and returns FALSE. */
gboolean tm_page_save_record    (GtkWidget   *page,
                                 TmRecord    *record);
/* The toast after a move, undo or redo, with a button to take it back. */
void     tm_page_add_move_toast (GtkWidget   *page,
                                 const char  *title,
                                 const char  *button_label,
                                 const char  *action_name);
/* @record replayed to its last move, as a @game_type; NULL with @error
 * when a move is refused or the game is of another type. */
TmGame  *tm_page_replay_record  (TmRecord    *record,
                                 GType        game_type,
                                 GError     **error);

G_END_DECLS
