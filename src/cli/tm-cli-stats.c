/* tm-cli-stats.c — `tablemate-cli history --stats`: the history in figures
 *
 *   {"players": [{"name", "games", "wins", "time_s"}],
 *    "months":  [{"month": "YYYY-MM", "games"}],
 *    "rivals":  [{"players": [a, b], "games", "wins": [wins_a, wins_b]}]}
 *
 * Players are counted under the names the player book gives them
 * (renames and merges, core/tm-player-book.h); the figures are those
 * of core/tm-group-statistics.h, which the statistics page shows too.
 */
#include "config.h"

#include "tm-cli-stats.h"
#include "core/tm-group-statistics.h"
#include "tm-cli-output.h"
#include "core/tm-history.h"
#include "core/tm-json.h"
#include "core/tm-player-book.h"

#include <glib/gi18n.h>

static void
add_players (JsonBuilder *builder,
             GListModel  *entries)
{
  g_autoptr(GPtrArray) players = tm_group_statistics_players (entries);

  tm_json_builder_begin_array_member (builder, "players");
  for (guint i = 0; i < players->len; i++)
    {
      TmPlayerTotals *totals = g_ptr_array_index (players, i);

      json_builder_begin_object (builder);
      tm_json_builder_add_string_member (builder, "name", totals->name);
      tm_json_builder_add_int_member (builder, "games", totals->games);
      tm_json_builder_add_int_member (builder, "wins", totals->wins);
      tm_json_builder_add_int_member (builder, "time_s", totals->time_s);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
add_months (JsonBuilder *builder,
            GListModel  *entries)
{
  g_autoptr(GArray) months = tm_group_statistics_months (entries);

  tm_json_builder_begin_array_member (builder, "months");
  for (guint i = 0; i < months->len; i++)
    {
      const TmPeriodCount *month = &g_array_index (months, TmPeriodCount, i);
      g_autofree char *text = g_strdup_printf ("%04d-%02d", month->year, month->month);

      json_builder_begin_object (builder);
      tm_json_builder_add_string_member (builder, "month", text);
      tm_json_builder_add_int_member (builder, "games", month->games);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
add_rivals (JsonBuilder *builder,
            GListModel  *entries)
{
  g_autoptr(GPtrArray) rivals = tm_group_statistics_rivals (entries);

  tm_json_builder_begin_array_member (builder, "rivals");
  for (guint i = 0; i < rivals->len; i++)
    {
      TmRivalry *rivalry = g_ptr_array_index (rivals, i);

      json_builder_begin_object (builder);
      tm_json_builder_begin_array_member (builder, "players");
      json_builder_add_string_value (builder, rivalry->players[0]);
      json_builder_add_string_value (builder, rivalry->players[1]);
      json_builder_end_array (builder);
      tm_json_builder_add_int_member (builder, "games", rivalry->games);
      tm_json_builder_begin_array_member (builder, "wins");
      json_builder_add_int_value (builder, rivalry->wins[0]);
      json_builder_add_int_value (builder, rivalry->wins[1]);
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

TmHistory *
tm_cli_open_history (const char  *data_dir,
                     GError     **error)
{
  g_autofree char *default_dir = NULL;
  g_autoptr(TmHistory) history = NULL;
  g_autoptr(TmPlayerBook) book = NULL;

  if (data_dir == NULL)
    data_dir = default_dir = tm_history_get_default_data_dir ();
  else if (!g_file_test (data_dir, G_FILE_TEST_IS_DIR))
    {
      /* A mistyped folder is said, never made. */
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOTDIR, _("%s is not a folder."), data_dir);
      return NULL;
    }

  book = tm_player_book_new (data_dir);
  if (!tm_player_book_load (book, error))
    return NULL;
  history = tm_history_new (data_dir);
  tm_history_set_player_book (history, book);
  /* No history yet (Tablemate never finished a game here): nothing to
   * count, and no folder made for it. */
  if (g_file_test (data_dir, G_FILE_TEST_IS_DIR) && !tm_history_load (history, error))
    return NULL;
  return g_steal_pointer (&history);
}

int
tm_cli_history_stats (const char *data_dir)
{
  g_autoptr(TmHistory) history = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) error = NULL;

  history = tm_cli_open_history (data_dir, &error);
  if (history == NULL)
    return tm_cli_fail (NULL, error->message);

  json_builder_begin_object (builder);
  add_players (builder, G_LIST_MODEL (history));
  add_months (builder, G_LIST_MODEL (history));
  add_rivals (builder, G_LIST_MODEL (history));
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  tm_cli_print_json (root);
  return EXIT_OK;
}
