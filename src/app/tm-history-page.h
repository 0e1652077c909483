/* tm-history-page.h — the finished games and who wins them
 *
 * Two views: Games, every finished game newest first (filtered by game
 * and by player; one opens to look back at it move by move), and
 * Players, each game's ranking with its win share, leading to a
 * player's own figures.  Export, import and delete (with undo) act on
 * the TmHistory it shows.
 */
#pragma once

#include <gtk/gtk.h>

#include "core/tm-history.h"
#include "tm-history-game-view.h"
#include "tm-player-stats-page.h"

G_BEGIN_DECLS

#define TM_TYPE_HISTORY_PAGE (tm_history_page_get_type ())
G_DECLARE_FINAL_TYPE (TmHistoryPage, tm_history_page, TM, HISTORY_PAGE, GtkWidget)

GtkWidget   *tm_history_page_new              (void);
void         tm_history_page_set_history      (TmHistoryPage  *self,
                                               TmHistory      *history);
/* Loads the history again (cheap: the index) and says what could not be
 * read.  Called each time the page is shown. */
void         tm_history_page_refresh          (TmHistoryPage  *self);
/* Back from a game or a player to the lists; FALSE when already there. */
gboolean     tm_history_page_go_back          (TmHistoryPage  *self);
void         tm_history_page_show_view        (TmHistoryPage  *self,
                                               const char     *name);

/* Opens @entry's game; FALSE (with a toast) when it cannot be read. */
gboolean     tm_history_page_open_game        (TmHistoryPage  *self,
                                               TmHistoryEntry *entry);
/* @player's results; their chart shows @game_id (NULL: the game they
 * played most). */
void         tm_history_page_open_player      (TmHistoryPage  *self,
                                               const char     *player,
                                               const char     *game_id);
/* Imports the games of the bundle at @path, as the Import… dialog does:
 * what was added, or why not, is said in a toast (and the games that were
 * skipped in a dialog). */
void         tm_history_page_import_file      (TmHistoryPage  *self,
                                               const char     *path);
/* Moves @entry to the trash and offers to undo it for a while. */
void         tm_history_page_delete_game      (TmHistoryPage  *self,
                                               TmHistoryEntry *entry);

/* For tests: the games listed (after the filters), the filters (by
 * game id and player name; NULL for all), what is shown ("main",
 * "game", "player"), and the parts. */
GListModel  *tm_history_page_get_shown        (TmHistoryPage  *self);
void         tm_history_page_set_filter       (TmHistoryPage  *self,
                                               const char     *game_id,
                                               const char     *player);
GtkWidget   *tm_history_page_get_game_filter  (TmHistoryPage  *self);
GtkWidget   *tm_history_page_get_player_filter (TmHistoryPage *self);
GtkWidget   *tm_history_page_get_list         (TmHistoryPage  *self);
const char  *tm_history_page_get_visible      (TmHistoryPage  *self);
TmHistoryGameView *tm_history_page_get_game_view   (TmHistoryPage *self);
TmPlayerStatsPage *tm_history_page_get_player_page (TmHistoryPage *self);
/* The row of @player in @game_id's ranking in the Players view. */
GtkWidget   *tm_history_page_get_ranking_row  (TmHistoryPage  *self,
                                               const char     *game_id,
                                               const char     *player);

G_END_DECLS
