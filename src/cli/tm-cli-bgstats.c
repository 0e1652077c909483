/* tm-cli-bgstats.c — `tablemate-cli history --export bgstats`
 *
 * Every finished game as BG Stats (Board Game Stats, by Eerko
 * Vissering) imports a play from another app: its documented
 * "createPlay" data (core/tm-result-summary.h) and the link that opens
 * BG Stats' import dialog with it.  Printed as a JSON array, newest game
 * first, as the history lists them:
 *
 *   [{"play": {"game": {…}, "playDate", "durationMin", "players": […]},
 *     "link": "https://app.bgstatsapp.com/createPlay.html?data=…"}]
 *
 * A record that cannot be replayed is said on stderr and left out.
 */
#include "config.h"

#include "tm-cli-bgstats.h"
#include "tm-cli-output.h"
#include "tm-cli-stats.h"
#include "core/tm-result-summary.h"

#include <glib/gi18n.h>

static JsonObject *
export_entry (TmHistory       *history,
              TmHistoryEntry  *entry,
              GError         **error)
{
  g_autoptr(TmRecord) record = tm_history_load_record (history, entry, error);
  g_autoptr(TmResultSummary) summary = NULL;
  g_autofree char *link = NULL;
  JsonObject *object;

  if (record == NULL || (summary = tm_result_summary_new (record, error)) == NULL)
    return NULL;
  /* The names the history counts under (renames followed). */
  for (guint i = 0; i < summary->n_players && i < tm_history_entry_get_n_players (entry); i++)
    tm_result_summary_set_player_name (summary, i, tm_history_entry_get_player (entry, i));

  object = json_object_new ();
  json_object_set_object_member (object, "play", tm_result_summary_to_bgstats (summary));
  link = tm_result_summary_to_bgstats_link (summary);
  json_object_set_string_member (object, "link", link);
  return object;
}

int
tm_cli_history_bgstats (const char *data_dir)
{
  g_autoptr(TmHistory) history = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_ARRAY);
  JsonArray *plays = json_array_new ();
  guint n;

  json_node_take_array (root, plays);
  history = tm_cli_open_history (data_dir, &error);
  if (history == NULL)
    return tm_cli_fail (NULL, error->message);

  n = g_list_model_get_n_items (G_LIST_MODEL (history));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TmHistoryEntry) entry = g_list_model_get_item (G_LIST_MODEL (history), i);
      g_autoptr(GError) entry_error = NULL;
      JsonObject *object = export_entry (history, entry, &entry_error);

      if (object == NULL)
        {
          /* One bad record costs only itself: said, and the rest go on. */
          g_printerr ("tablemate-cli: %s: %s\n", tm_history_entry_get_file (entry), entry_error->message);
          continue;
        }
      json_array_add_object_element (plays, object);
    }
  tm_cli_print_json (root);
  return 0;
}
