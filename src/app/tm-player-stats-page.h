/* tm-player-stats-page.h — one player across the history
 *
 * Their results at each game (played, won, win rate, average and best
 * score), their score over time at one game, and how they fare against
 * one other player; their colour, time played and streaks; Rename…
 * (tm-rename-player.h), after which it emits "renamed" (new name).
 */
#pragma once

#include <adwaita.h>

#include "core/tm-history.h"

G_BEGIN_DECLS

#define TM_TYPE_PLAYER_STATS_PAGE (tm_player_stats_page_get_type ())
G_DECLARE_FINAL_TYPE (TmPlayerStatsPage, tm_player_stats_page, TM, PLAYER_STATS_PAGE, GtkWidget)

/* @entries: the games to count (a GListModel of TmHistoryEntry); the
 * chart shows @game_id (NULL, or a game they never played: the game
 * they played most), in the player's colour. */
void        tm_player_stats_page_show               (TmPlayerStatsPage *self,
                                                     GListModel        *entries,
                                                     const char        *player,
                                                     const char        *game_id);
/* The game the chart shows (for tests). */
const char *tm_player_stats_page_get_chart_game     (TmPlayerStatsPage *self);
const char *tm_player_stats_page_get_player         (TmPlayerStatsPage *self);

/* For tests: the head-to-head against @opponent as shown, the row of a
 * game's results, and the chart. */
void        tm_player_stats_page_set_opponent       (TmPlayerStatsPage *self,
                                                     const char        *opponent);
const char *tm_player_stats_page_get_head_to_head   (TmPlayerStatsPage *self);
GtkWidget  *tm_player_stats_page_get_chart          (TmPlayerStatsPage *self);
/* The rename dialog while it is open (Rename…), else NULL. */
AdwMessageDialog *tm_player_stats_page_get_rename_dialog (TmPlayerStatsPage *self);

/* The figures of one player at one game, in words:
 * "12 of 20 won (60 %) · average 9.5 · best 15". */
char       *tm_player_stats_describe                (guint              played,
                                                     guint              wins,
                                                     double             win_rate,
                                                     double             average,
                                                     int                best);

G_END_DECLS
