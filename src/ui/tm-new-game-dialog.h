/* tm-new-game-dialog.h — players, who goes first, and setting up the table */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TM_TYPE_NEW_GAME_DIALOG (tm_new_game_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TmNewGameDialog, tm_new_game_dialog, TM, NEW_GAME_DIALOG, AdwWindow)

TmNewGameDialog *tm_new_game_dialog_new (GtkWindow *parent);

G_END_DECLS
