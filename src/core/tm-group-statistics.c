/* tm-group-statistics.c — the figures a group talks about */
#include "config.h"

#include "tm-group-statistics.h"
#include "tm-registry.h"

void
tm_player_totals_free (TmPlayerTotals *totals)
{
  if (totals == NULL)
    return;
  g_free (totals->name);
  g_free (totals);
}

void
tm_rivalry_free (TmRivalry *rivalry)
{
  if (rivalry == NULL)
    return;
  g_free (rivalry->players[0]);
  g_free (rivalry->players[1]);
  g_free (rivalry);
}

static gboolean
entry_is_cooperative (TmHistoryEntry *entry)
{
  const TmGameInfo *info = tm_registry_lookup (tm_history_entry_get_game_id (entry));

  return info != NULL && info->cooperative;
}

gboolean
tm_group_statistics_entry_won (TmHistoryEntry *entry,
                               guint           seat)
{
  g_return_val_if_fail (TM_IS_HISTORY_ENTRY (entry), FALSE);

  if (entry_is_cooperative (entry))
    return tm_history_entry_get_n_winners (entry) > 0;
  return tm_history_entry_is_winner (entry, seat);
}

static int
compare_created (gconstpointer a,
                 gconstpointer b)
{
  return g_date_time_compare (tm_history_entry_get_created (*(TmHistoryEntry * const *) a),
                              tm_history_entry_get_created (*(TmHistoryEntry * const *) b));
}

/* The entries oldest first (a new array of references); games started
 * at the same moment keep their order (g_ptr_array_sort() is stable). */
static GPtrArray *
entries_by_date (GListModel *entries)
{
  guint n = g_list_model_get_n_items (entries);
  GPtrArray *sorted = g_ptr_array_new_full (n, g_object_unref);

  /* The history is newest first: backwards, it needs no sorting. */
  for (guint i = n; i > 0; i--)
    g_ptr_array_add (sorted, g_list_model_get_item (entries, i - 1));
  g_ptr_array_sort (sorted, compare_created);
  return sorted;
}

static int
compare_totals (gconstpointer a,
                gconstpointer b)
{
  const TmPlayerTotals *ta = *(TmPlayerTotals * const *) a;
  const TmPlayerTotals *tb = *(TmPlayerTotals * const *) b;

  if (ta->games != tb->games)
    return ta->games > tb->games ? -1 : 1;
  return g_utf8_collate (ta->name, tb->name);
}

GPtrArray *
tm_group_statistics_players (GListModel *entries)
{
  GPtrArray *result = g_ptr_array_new_with_free_func ((GDestroyNotify) tm_player_totals_free);
  g_autoptr(GHashTable) by_name = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GPtrArray) sorted = NULL;

  g_return_val_if_fail (G_IS_LIST_MODEL (entries), result);

  sorted = entries_by_date (entries);
  for (guint i = 0; i < sorted->len; i++)
    {
      TmHistoryEntry *entry = g_ptr_array_index (sorted, i);
      gint64 duration = tm_history_entry_get_duration_s (entry);

      for (guint seat = 0; seat < tm_history_entry_get_n_players (entry); seat++)
        {
          const char *name = tm_history_entry_get_player (entry, seat);
          TmPlayerTotals *totals = g_hash_table_lookup (by_name, name);

          /* A name twice in one game (two names merged) is one player there. */
          if (tm_history_entry_find_player (entry, name) != (int) seat)
            continue;
          if (totals == NULL)
            {
              totals = g_new0 (TmPlayerTotals, 1);
              totals->name = g_strdup (name);
              g_hash_table_insert (by_name, totals->name, totals);
              g_ptr_array_add (result, totals);
            }
          totals->games++;
          if (duration > 0)
            totals->time_s += duration;
          if (tm_group_statistics_entry_won (entry, seat))
            {
              totals->wins++;
              totals->current_streak++;
              totals->longest_streak = MAX (totals->longest_streak, totals->current_streak);
            }
          else
            totals->current_streak = 0;
        }
    }
  g_ptr_array_sort (result, compare_totals);
  return result;
}

static int
compare_periods (gconstpointer a,
                 gconstpointer b)
{
  const TmPeriodCount *pa = a, *pb = b;

  if (pa->year != pb->year)
    return pa->year < pb->year ? -1 : 1;
  return pa->month < pb->month ? -1 : pa->month > pb->month ? 1 : 0;
}

static GArray *
count_periods (GListModel *entries,
               gboolean    by_month)
{
  GArray *periods = g_array_new (FALSE, FALSE, sizeof (TmPeriodCount));
  g_autoptr(GHashTable) index = g_hash_table_new (NULL, NULL);

  g_return_val_if_fail (G_IS_LIST_MODEL (entries), periods);

  for (guint i = 0; i < g_list_model_get_n_items (entries); i++)
    {
      g_autoptr(TmHistoryEntry) entry = g_list_model_get_item (entries, i);
      g_autoptr(GDateTime) utc = g_date_time_to_utc (tm_history_entry_get_created (entry));
      TmPeriodCount period = { g_date_time_get_year (utc), by_month ? g_date_time_get_month (utc) : 0, 0 };
      guint key = (guint) (period.year * 13 + period.month) + 1;
      gpointer position;

      if (!g_hash_table_lookup_extended (index, GUINT_TO_POINTER (key), NULL, &position))
        {
          position = GUINT_TO_POINTER (periods->len);
          g_hash_table_insert (index, GUINT_TO_POINTER (key), position);
          g_array_append_val (periods, period);
        }
      g_array_index (periods, TmPeriodCount, GPOINTER_TO_UINT (position)).games++;
    }
  g_array_sort (periods, compare_periods);
  return periods;
}

GArray *
tm_group_statistics_months (GListModel *entries)
{
  return count_periods (entries, TRUE);
}

GArray *
tm_group_statistics_years (GListModel *entries)
{
  return count_periods (entries, FALSE);
}

GArray *
tm_group_statistics_by_player_count (GListModel *entries)
{
  GArray *result = g_array_new (FALSE, TRUE, sizeof (TmPlayerCountResults));
  TmPlayerCountResults counts[TM_RECORD_MAX_PLAYERS + 1] = { { 0, }, };

  g_return_val_if_fail (G_IS_LIST_MODEL (entries), result);

  for (guint i = 0; i < g_list_model_get_n_items (entries); i++)
    {
      g_autoptr(TmHistoryEntry) entry = g_list_model_get_item (entries, i);
      guint n = MIN (tm_history_entry_get_n_players (entry), TM_RECORD_MAX_PLAYERS);

      counts[n].games++;
      if (tm_history_entry_get_n_winners (entry) > 0)
        counts[n].decided++;
    }
  for (guint n = 0; n <= TM_RECORD_MAX_PLAYERS; n++)
    if (counts[n].games > 0)
      {
        counts[n].n_players = n;
        g_array_append_val (result, counts[n]);
      }
  return result;
}

static int
compare_rivalries (gconstpointer a,
                   gconstpointer b)
{
  const TmRivalry *ra = *(TmRivalry * const *) a;
  const TmRivalry *rb = *(TmRivalry * const *) b;
  int order;

  if (ra->games != rb->games)
    return ra->games > rb->games ? -1 : 1;
  order = g_utf8_collate (ra->players[0], rb->players[0]);
  return order != 0 ? order : g_utf8_collate (ra->players[1], rb->players[1]);
}

GPtrArray *
tm_group_statistics_rivals (GListModel *entries)
{
  GPtrArray *result = g_ptr_array_new_with_free_func ((GDestroyNotify) tm_rivalry_free);
  g_autoptr(GHashTable) pairs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  g_return_val_if_fail (G_IS_LIST_MODEL (entries), result);

  for (guint i = 0; i < g_list_model_get_n_items (entries); i++)
    {
      g_autoptr(TmHistoryEntry) entry = g_list_model_get_item (entries, i);
      guint n = tm_history_entry_get_n_players (entry);

      if (entry_is_cooperative (entry))
        continue;
      for (guint a = 0; a < n; a++)
        for (guint b = a + 1; b < n; b++)
          {
            const char *name_a = tm_history_entry_get_player (entry, a);
            const char *name_b = tm_history_entry_get_player (entry, b);
            gboolean swap = g_utf8_collate (name_a, name_b) > 0;
            guint first = swap ? b : a, second = swap ? a : b;
            g_autofree char *key = NULL;
            TmRivalry *rivalry;

            /* Merged names in one game, or a seat seen twice: no rivalry. */
            if (g_str_equal (name_a, name_b)
                || tm_history_entry_find_player (entry, name_a) != (int) a
                || tm_history_entry_find_player (entry, name_b) != (int) b)
              continue;
            key = g_strconcat (tm_history_entry_get_player (entry, first), "\n",
                               tm_history_entry_get_player (entry, second), NULL);
            rivalry = g_hash_table_lookup (pairs, key);
            if (rivalry == NULL)
              {
                rivalry = g_new0 (TmRivalry, 1);
                rivalry->players[0] = g_strdup (tm_history_entry_get_player (entry, first));
                rivalry->players[1] = g_strdup (tm_history_entry_get_player (entry, second));
                g_hash_table_insert (pairs, g_steal_pointer (&key), rivalry);
                g_ptr_array_add (result, rivalry);
              }
            rivalry->games++;
            if (tm_history_entry_is_winner (entry, first))
              rivalry->wins[0]++;
            if (tm_history_entry_is_winner (entry, second))
              rivalry->wins[1]++;
          }
    }
  g_ptr_array_sort (result, compare_rivalries);
  return result;
}

GArray *
tm_group_statistics_game_times (GListModel *entries)
{
  GArray *result = g_array_new (FALSE, TRUE, sizeof (TmGameTime));
  const TmGameInfo *games;
  guint n_games;

  g_return_val_if_fail (G_IS_LIST_MODEL (entries), result);

  games = tm_registry_get_games (&n_games);
  for (guint g = 0; g < n_games; g++)
    {
      TmGameTime time = { games[g].id, 0, 0 };

      for (guint i = 0; i < g_list_model_get_n_items (entries); i++)
        {
          g_autoptr(TmHistoryEntry) entry = g_list_model_get_item (entries, i);

          if (!g_str_equal (tm_history_entry_get_game_id (entry), games[g].id))
            continue;
          time.games++;
          if (tm_history_entry_get_duration_s (entry) > 0)
            time.time_s += tm_history_entry_get_duration_s (entry);
        }
      if (time.games > 0)
        g_array_append_val (result, time);
    }
  return result;
}

TmHistoryEntry *
tm_group_statistics_extreme_game (GListModel *entries,
                                  gboolean    longest)
{
  TmHistoryEntry *best = NULL;

  g_return_val_if_fail (G_IS_LIST_MODEL (entries), NULL);

  for (guint i = 0; i < g_list_model_get_n_items (entries); i++)
    {
      g_autoptr(TmHistoryEntry) entry = g_list_model_get_item (entries, i);
      gint64 duration = tm_history_entry_get_duration_s (entry);

      if (duration < 0)
        continue;
      if (best == NULL
          || (longest ? duration > tm_history_entry_get_duration_s (best)
                      : duration < tm_history_entry_get_duration_s (best)))
        g_set_object (&best, entry);
    }
  return best;
}
