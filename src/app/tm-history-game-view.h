/* tm-history-game-view.h — one finished game, looked back at
 *
 * Who won and the scores, then the game itself, replayed move by move
 * from its record and never changed: for Children of the Sun the game
 * page in its read-only mode, for the other games each player's score
 * and the phase after each move.
 */
#pragma once

#include <gtk/gtk.h>

#include "core/tm-history.h"

G_BEGIN_DECLS

#define TM_TYPE_HISTORY_GAME_VIEW (tm_history_game_view_get_type ())
G_DECLARE_FINAL_TYPE (TmHistoryGameView, tm_history_game_view, TM, HISTORY_GAME_VIEW, GtkWidget)

/* Shows @entry's game at its end; FALSE with @error when its record
 * cannot be read or replayed. */
gboolean        tm_history_game_view_show         (TmHistoryGameView  *self,
                                                   TmHistory          *history,
                                                   TmHistoryEntry     *entry,
                                                   GError            **error);
TmHistoryEntry *tm_history_game_view_get_entry    (TmHistoryGameView  *self);

/* The moves shown (0: the start), out of the game's. */
guint           tm_history_game_view_get_position (TmHistoryGameView  *self);
guint           tm_history_game_view_get_n_moves  (TmHistoryGameView  *self);
void            tm_history_game_view_go_to        (TmHistoryGameView  *self,
                                                   guint               position);

/* For tests: the game page shown (a read-only TmGamePage), or NULL for
 * the generic view; the buttons "first", "previous", "next", "last",
 * "correct", "delete" and "share" (win.share-result); the position as
 * shown. */
GtkWidget      *tm_history_game_view_get_game_page (TmHistoryGameView *self);
GtkWidget      *tm_history_game_view_get_button    (TmHistoryGameView *self,
                                                    const char        *name);
const char     *tm_history_game_view_get_position_text (TmHistoryGameView *self);

G_END_DECLS
