/* tm-group-stats-view.h — the figures a group talks about, on the
 * history's Players view
 *
 * Time played per player and per game, games by month (or by year),
 * results by player count, rivals head to head, the longest and
 * shortest game and the winning streaks (core/tm-group-statistics.h),
 * each player with their colour badge.
 */
#pragma once

#include <gtk/gtk.h>

#include "core/tm-history.h"

G_BEGIN_DECLS

#define TM_TYPE_GROUP_STATS_VIEW (tm_group_stats_view_get_type ())
G_DECLARE_FINAL_TYPE (TmGroupStatsView, tm_group_stats_view, TM, GROUP_STATS_VIEW, GtkWidget)

/* Figures of @history (read when made: make a new one when it changes). */
GtkWidget  *tm_group_stats_view_new            (TmHistory        *history);
/* For tests: the text of every row of the section @section ("time",
 * "periods", "counts", "rivals", "records"), "title — subtitle", one a line. */
char       *tm_group_stats_view_get_text       (TmGroupStatsView *self,
                                                const char       *section);

/* "2 h 05 min", "12 min", "under a minute": a time played; 0 (no game
 * recorded its time) is "time not recorded". */
char       *tm_group_stats_format_duration     (gint64            seconds);

G_END_DECLS
