/* tm-new-game-dialog.h — which game, who plays, and setting up the table */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TM_TYPE_NEW_GAME_DIALOG (tm_new_game_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TmNewGameDialog, tm_new_game_dialog, TM, NEW_GAME_DIALOG, AdwWindow)

/* A new game of @game_id (a game with a page, tm-game-pages.h), or, with
 * @game_id NULL, of the game chosen in a first step among the games with
 * a page (skipped when only one has).  The window offers only games with
 * a page; for any other playable game (tests) the dialog names the
 * players and has no setup step.  Emits "game-created" (TmRecord *record, no
 * moves yet) when the players are named and the table is set up. */
TmNewGameDialog *tm_new_game_dialog_new           (GtkWindow       *parent,
                                                   const char      *game_id);

/* For tests: the game chosen (NULL while asking), how many players are
 * named, and the name entry (an AdwEntryRow) of the @index-th to play. */
const char      *tm_new_game_dialog_get_game_id   (TmNewGameDialog *self);
guint            tm_new_game_dialog_get_n_players (TmNewGameDialog *self);
GtkWidget       *tm_new_game_dialog_get_name_entry (TmNewGameDialog *self,
                                                    guint            index);
/* The per-player buttons of the @index-th row: "up", "down" or "remove";
 * NULL when the game does not offer that button. */
GtkWidget       *tm_new_game_dialog_get_row_button (TmNewGameDialog *self,
                                                    guint            index,
                                                    const char      *name);

/* The colour button (TmPlayerColourButton) of the @index-th to play. */
GtkWidget       *tm_new_game_dialog_get_colour_button (TmNewGameDialog *self,
                                                       guint            index);

/* The draw of who starts (TmFirstPlayerDraw), greyed out for one player. */
GtkWidget       *tm_new_game_dialog_get_first_player_draw (TmNewGameDialog *self);

G_END_DECLS
