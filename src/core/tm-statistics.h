/* tm-statistics.h — who plays, who wins, with what score
 *
 * Computed from a list of finished games (a GListModel of
 * TmHistoryEntry: the whole TmHistory, or a filtered part of it).
 * Players are their identities (tm_player_key()).  A shared win is a
 * win for each player who shares it; a game nobody wins (a draw) is a
 * win for nobody.
 */
#pragma once

#include "tm-history.h"

G_BEGIN_DECLS

typedef struct
{
  char   *player;
  char   *game_id;     /* NULL: all games together */
  guint   played;
  guint   wins;
  double  win_rate;    /* wins / played, 0 … 1 */
  double  average;     /* mean score */
  int     best;        /* highest score */
} TmPlayerStats;

void           tm_player_stats_free        (TmPlayerStats *stats);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmPlayerStats, tm_player_stats_free)

/* Every player who played @game_id (NULL: any game, every game
 * together), most wins first, then highest win rate, then best score,
 * then name.  (TmPlayerStats) */
GPtrArray     *tm_statistics_players       (GListModel  *entries,
                                            const char  *game_id);
/* One player's figures at @game_id (NULL: all games together); played
 * is 0 when they never played it. */
TmPlayerStats *tm_statistics_player        (GListModel  *entries,
                                            const char  *player,
                                            const char  *game_id);

/* The players (char *), sorted by name. */
GPtrArray     *tm_statistics_list_players  (GListModel  *entries);
/* The colour of @player wherever the history shows them (charts, lists):
 * their place among tm_statistics_list_players (@entries), so that one
 * name keeps one colour in every chart of the same history.  0 for a
 * player not in @entries. */
guint          tm_statistics_player_colour (GListModel  *entries,
                                            const char  *player);
/* The games played (const char * ids, static), in the registry's order. */
GPtrArray     *tm_statistics_list_games    (GListModel  *entries);

/* Two players in the games they played together: a game won by one and
 * not the other counts for that one; a game both won (a shared win) or
 * neither won (a draw, or another player won) is a draw between them. */
typedef struct
{
  guint games;
  guint wins_a;
  guint wins_b;
  guint draws;
} TmHeadToHead;

TmHeadToHead   tm_statistics_head_to_head  (GListModel  *entries,
                                            const char  *player_a,
                                            const char  *player_b,
                                            const char  *game_id);

/* A player's score in each game of @game_id, oldest first. */
typedef struct
{
  gint64      time;      /* the game's start, µs since the epoch (UTC) */
  int         score;
  gboolean    won;
} TmScorePoint;

GArray        *tm_statistics_score_series  (GListModel  *entries,
                                            const char  *player,
                                            const char  *game_id);

/* Who won the games of @game_id, and how often nobody did. */
typedef struct
{
  char  *player;
  guint  wins;
  guint  colour;   /* tm_statistics_player_colour() */
} TmWinShareItem;

typedef struct
{
  char      *game_id;
  guint      games;
  guint      draws;      /* games nobody won */
  GPtrArray *players;    /* (TmWinShareItem) every player of the game, most wins first */
} TmWinShare;

void           tm_win_share_free           (TmWinShare  *share);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmWinShare, tm_win_share_free)

TmWinShare    *tm_statistics_win_share     (GListModel  *entries,
                                            const char  *game_id);

G_END_DECLS
