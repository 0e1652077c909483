/* tm-statistics.c — who plays, who wins, with what score */
#include "config.h"

#include "tm-statistics.h"
#include "tm-registry.h"

#include <string.h>

void
tm_player_stats_free (TmPlayerStats *stats)
{
  if (stats == NULL)
    return;
  g_free (stats->player);
  g_free (stats->game_id);
  g_free (stats);
}

/* Running totals of one player at one game. */
typedef struct
{
  TmPlayerStats stats;
  gint64 total;
} Tally;

static Tally *
tally_new (const char *player,
           const char *game_id)
{
  Tally *tally = g_new0 (Tally, 1);

  tally->stats.player = g_strdup (player);
  tally->stats.game_id = g_strdup (game_id);
  tally->stats.best = G_MININT;
  return tally;
}

static void
tally_add (Tally          *tally,
           TmHistoryEntry *entry,
           guint           seat)
{
  int score = tm_history_entry_get_score (entry, seat);

  tally->stats.played++;
  if (tm_history_entry_is_winner (entry, seat))
    tally->stats.wins++;
  tally->total += score;
  tally->stats.best = MAX (tally->stats.best, score);
}

/* The finished figures; frees @tally. */
static TmPlayerStats *
tally_finish (Tally *tally)
{
  TmPlayerStats *stats = g_new (TmPlayerStats, 1);

  *stats = tally->stats;
  if (stats->played > 0)
    {
      stats->win_rate = (double) stats->wins / stats->played;
      stats->average = (double) tally->total / stats->played;
    }
  else
    stats->best = 0;
  g_free (tally);
  return stats;
}

static gboolean
entry_matches_game (TmHistoryEntry *entry,
                    const char     *game_id)
{
  return game_id == NULL || g_str_equal (tm_history_entry_get_game_id (entry), game_id);
}

static int
compare_stats (gconstpointer a,
               gconstpointer b)
{
  const TmPlayerStats *sa = *(TmPlayerStats * const *) a;
  const TmPlayerStats *sb = *(TmPlayerStats * const *) b;

  if (sa->wins != sb->wins)
    return sa->wins > sb->wins ? -1 : 1;
  if (sa->win_rate != sb->win_rate)
    return sa->win_rate > sb->win_rate ? -1 : 1;
  if (sa->best != sb->best)
    return sa->best > sb->best ? -1 : 1;
  return g_utf8_collate (sa->player, sb->player);
}

GPtrArray *
tm_statistics_players (GListModel *entries,
                       const char *game_id)
{
  g_autoptr(GHashTable) tallies = g_hash_table_new (g_str_hash, g_str_equal);
  GPtrArray *result = g_ptr_array_new_with_free_func ((GDestroyNotify) tm_player_stats_free);
  GHashTableIter iter;
  gpointer value;

  g_return_val_if_fail (G_IS_LIST_MODEL (entries), result);

  for (guint i = 0; i < g_list_model_get_n_items (entries); i++)
    {
      g_autoptr(TmHistoryEntry) entry = g_list_model_get_item (entries, i);

      if (!entry_matches_game (entry, game_id))
        continue;
      for (guint seat = 0; seat < tm_history_entry_get_n_players (entry); seat++)
        {
          const char *player = tm_history_entry_get_player (entry, seat);
          Tally *tally = g_hash_table_lookup (tallies, player);

          if (tally == NULL)
            {
              tally = tally_new (player, game_id);
              g_hash_table_insert (tallies, tally->stats.player, tally);
            }
          tally_add (tally, entry, seat);
        }
    }

  g_hash_table_iter_init (&iter, tallies);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    g_ptr_array_add (result, tally_finish (value));
  g_ptr_array_sort (result, compare_stats);
  return result;
}

TmPlayerStats *
tm_statistics_player (GListModel *entries,
                      const char *player,
                      const char *game_id)
{
  Tally *tally = tally_new (player, game_id);

  g_return_val_if_fail (G_IS_LIST_MODEL (entries), tally_finish (tally));
  g_return_val_if_fail (player != NULL, tally_finish (tally));

  for (guint i = 0; i < g_list_model_get_n_items (entries); i++)
    {
      g_autoptr(TmHistoryEntry) entry = g_list_model_get_item (entries, i);
      int seat;

      if (!entry_matches_game (entry, game_id))
        continue;
      seat = tm_history_entry_find_player (entry, player);
      if (seat >= 0)
        tally_add (tally, entry, (guint) seat);
    }
  return tally_finish (tally);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_utf8_collate (*(const char * const *) a, *(const char * const *) b);
}

GPtrArray *
tm_statistics_list_players (GListModel *entries)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  GPtrArray *players = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (G_IS_LIST_MODEL (entries), players);

  for (guint i = 0; i < g_list_model_get_n_items (entries); i++)
    {
      g_autoptr(TmHistoryEntry) entry = g_list_model_get_item (entries, i);

      for (guint seat = 0; seat < tm_history_entry_get_n_players (entry); seat++)
        {
          const char *player = tm_history_entry_get_player (entry, seat);

          if (!g_hash_table_contains (seen, player))
            {
              char *copy = g_strdup (player);

              g_hash_table_add (seen, copy);
              g_ptr_array_add (players, copy);
            }
        }
    }
  g_ptr_array_sort (players, compare_names);
  return players;
}

guint
tm_statistics_player_colour (GListModel *entries,
                             const char *player)
{
  g_autoptr(GPtrArray) players = NULL;
  guint index = 0;

  g_return_val_if_fail (G_IS_LIST_MODEL (entries), 0);
  g_return_val_if_fail (player != NULL, 0);

  players = tm_statistics_list_players (entries);
  if (!g_ptr_array_find_with_equal_func (players, player, g_str_equal, &index))
    return 0;
  return index;
}

GPtrArray *
tm_statistics_list_games (GListModel *entries)
{
  const TmGameInfo *games;
  guint n_games;
  g_autofree gboolean *played = NULL;
  GPtrArray *result = g_ptr_array_new ();

  g_return_val_if_fail (G_IS_LIST_MODEL (entries), result);

  games = tm_registry_get_games (&n_games);
  played = g_new0 (gboolean, n_games);
  for (guint i = 0; i < g_list_model_get_n_items (entries); i++)
    {
      g_autoptr(TmHistoryEntry) entry = g_list_model_get_item (entries, i);

      for (guint g = 0; g < n_games; g++)
        if (g_str_equal (games[g].id, tm_history_entry_get_game_id (entry)))
          played[g] = TRUE;
    }
  for (guint g = 0; g < n_games; g++)
    if (played[g])
      g_ptr_array_add (result, (gpointer) games[g].id);
  return result;
}

TmHeadToHead
tm_statistics_head_to_head (GListModel *entries,
                            const char *player_a,
                            const char *player_b,
                            const char *game_id)
{
  TmHeadToHead result = { 0, };

  g_return_val_if_fail (G_IS_LIST_MODEL (entries), result);
  g_return_val_if_fail (player_a != NULL && player_b != NULL, result);

  if (g_str_equal (player_a, player_b))
    return result;
  for (guint i = 0; i < g_list_model_get_n_items (entries); i++)
    {
      g_autoptr(TmHistoryEntry) entry = g_list_model_get_item (entries, i);
      int a, b;
      gboolean a_won, b_won;

      if (!entry_matches_game (entry, game_id))
        continue;
      a = tm_history_entry_find_player (entry, player_a);
      b = tm_history_entry_find_player (entry, player_b);
      if (a < 0 || b < 0)
        continue;
      result.games++;
      a_won = tm_history_entry_is_winner (entry, (guint) a);
      b_won = tm_history_entry_is_winner (entry, (guint) b);
      if (a_won && !b_won)
        result.wins_a++;
      else if (b_won && !a_won)
        result.wins_b++;
      else
        result.draws++;
    }
  return result;
}

static int
compare_points (gconstpointer a,
                gconstpointer b)
{
  const TmScorePoint *pa = a, *pb = b;

  return pa->time < pb->time ? -1 : pa->time > pb->time ? 1 : 0;
}

GArray *
tm_statistics_score_series (GListModel *entries,
                            const char *player,
                            const char *game_id)
{
  GArray *points = g_array_new (FALSE, FALSE, sizeof (TmScorePoint));

  g_return_val_if_fail (G_IS_LIST_MODEL (entries), points);
  g_return_val_if_fail (player != NULL, points);

  for (guint i = 0; i < g_list_model_get_n_items (entries); i++)
    {
      g_autoptr(TmHistoryEntry) entry = g_list_model_get_item (entries, i);
      GDateTime *created;
      TmScorePoint point;
      int seat;

      if (!entry_matches_game (entry, game_id))
        continue;
      seat = tm_history_entry_find_player (entry, player);
      if (seat < 0)
        continue;
      created = tm_history_entry_get_created (entry);
      point.time = g_date_time_to_unix (created) * G_USEC_PER_SEC
                   + g_date_time_get_microsecond (created);
      point.score = tm_history_entry_get_score (entry, (guint) seat);
      point.won = tm_history_entry_is_winner (entry, (guint) seat);
      g_array_append_val (points, point);
    }
  /* A stable sort keeps games started at the same moment in list order. */
  g_array_sort (points, compare_points);
  return points;
}

static void
win_share_item_free (TmWinShareItem *item)
{
  g_free (item->player);
  g_free (item);
}

void
tm_win_share_free (TmWinShare *share)
{
  if (share == NULL)
    return;
  g_free (share->game_id);
  g_clear_pointer (&share->players, g_ptr_array_unref);
  g_free (share);
}

static int
compare_share_items (gconstpointer a,
                     gconstpointer b)
{
  const TmWinShareItem *ia = *(TmWinShareItem * const *) a;
  const TmWinShareItem *ib = *(TmWinShareItem * const *) b;

  if (ia->wins != ib->wins)
    return ia->wins > ib->wins ? -1 : 1;
  return g_utf8_collate (ia->player, ib->player);
}

TmWinShare *
tm_statistics_win_share (GListModel *entries,
                         const char *game_id)
{
  TmWinShare *share = g_new0 (TmWinShare, 1);
  g_autoptr(GHashTable) items = g_hash_table_new (g_str_hash, g_str_equal);

  share->game_id = g_strdup (game_id);
  share->players = g_ptr_array_new_with_free_func ((GDestroyNotify) win_share_item_free);
  g_return_val_if_fail (G_IS_LIST_MODEL (entries), share);

  for (guint i = 0; i < g_list_model_get_n_items (entries); i++)
    {
      g_autoptr(TmHistoryEntry) entry = g_list_model_get_item (entries, i);

      if (!entry_matches_game (entry, game_id))
        continue;
      share->games++;
      if (tm_history_entry_get_n_winners (entry) == 0)
        share->draws++;
      for (guint seat = 0; seat < tm_history_entry_get_n_players (entry); seat++)
        {
          const char *player = tm_history_entry_get_player (entry, seat);
          TmWinShareItem *item = g_hash_table_lookup (items, player);

          if (item == NULL)
            {
              item = g_new0 (TmWinShareItem, 1);
              item->player = g_strdup (player);
              g_hash_table_insert (items, item->player, item);
              g_ptr_array_add (share->players, item);
            }
          if (tm_history_entry_is_winner (entry, seat))
            item->wins++;
        }
    }
  g_ptr_array_sort (share->players, compare_share_items);
  {
    /* One name, one colour, in every game's bar. */
    g_autoptr(GPtrArray) everyone = tm_statistics_list_players (entries);

    for (guint i = 0; i < share->players->len; i++)
      {
        TmWinShareItem *item = g_ptr_array_index (share->players, i);
        guint index = 0;

        if (g_ptr_array_find_with_equal_func (everyone, item->player, g_str_equal, &index))
          item->colour = index;
      }
  }
  return share;
}
