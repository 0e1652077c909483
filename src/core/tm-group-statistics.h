/* tm-group-statistics.h — the figures a group talks about
 *
 * Over a list of finished games (a GListModel of TmHistoryEntry): each
 * player's games, wins, time played and streaks; games by month and by
 * year; results by player count; rivals head to head; the longest and
 * shortest game.  Players are identities (renames followed).
 *
 * A win: in a competitive game, being among its winners; in a
 * co-operative game, the game being won (a win for each of its
 * players).  Time is the sum of the games' durations
 * (tm_history_entry_get_duration_s()); a game without one adds nothing.
 */
#pragma once

#include "tm-history.h"

G_BEGIN_DECLS

typedef struct
{
  char   *name;
  guint   games;
  guint   wins;
  gint64  time_s;
  guint   longest_streak;   /* most wins in a row, oldest to newest */
  guint   current_streak;   /* wins in a row up to their latest game */
} TmPlayerTotals;

void       tm_player_totals_free          (TmPlayerTotals *totals);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmPlayerTotals, tm_player_totals_free)

/* (TmPlayerTotals) most games first, then name. */
GPtrArray *tm_group_statistics_players    (GListModel *entries);

gboolean   tm_group_statistics_entry_won  (TmHistoryEntry *entry,
                                           guint           seat);

typedef struct
{
  int   year;
  int   month;     /* 1 … 12; 0 in tm_group_statistics_years() */
  guint games;
} TmPeriodCount;

/* (TmPeriodCount) by the games' start (UTC), oldest first; only the
 * months (or years) with games. */
GArray    *tm_group_statistics_months     (GListModel *entries);
GArray    *tm_group_statistics_years      (GListModel *entries);

typedef struct
{
  guint n_players;
  guint games;
  guint decided;   /* games someone won (a co-operative game: won) */
} TmPlayerCountResults;

/* (TmPlayerCountResults) fewest players first. */
GArray    *tm_group_statistics_by_player_count (GListModel *entries);

typedef struct
{
  char  *players[2];   /* sorted by name */
  guint  games;        /* competitive games both played */
  guint  wins[2];      /* of them, those each one won */
} TmRivalry;

void       tm_rivalry_free                (TmRivalry *rivalry);

/* (TmRivalry) every pair who played a competitive game together, most
 * games first, then names. */
GPtrArray *tm_group_statistics_rivals     (GListModel *entries);

typedef struct
{
  const char *game_id;   /* static (the registry's) */
  guint       games;
  gint64      time_s;
} TmGameTime;

/* (TmGameTime) each game played, in the registry's order. */
GArray    *tm_group_statistics_game_times (GListModel *entries);

/* The game that took longest (@longest) or least time, among those
 * whose duration is known; NULL when none is.  (transfer full) */
TmHistoryEntry *tm_group_statistics_extreme_game (GListModel *entries,
                                                  gboolean    longest);

G_END_DECLS
