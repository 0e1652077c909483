/* tm-cli-history.c — tablemate-cli history: the finished games as JSON
 *
 * The same data folder as the window (tm_history_get_default_data_dir(),
 * $XDG_DATA_HOME/tablemate), read through TmHistory and its index, so the
 * command lists what the History page lists.  Files it cannot read are
 * said on stderr, one line each, and stay where they are.
 */
#include "config.h"

#include <glib.h>

#include "tm-cli-commands.h"
#include "tm-cli-output.h"
#include "core/tm-game.h"
#include "core/tm-history.h"
#include "core/tm-json.h"

#include <glib/gi18n.h>

/* A cooperative game's result as the replay reports it ("won",
 * "lost-…"): the "result" of its state, or NULL for a game with winners. */
static char *
replay_result (TmHistory      *history,
               TmHistoryEntry *entry)
{
  g_autoptr(TmRecord) record = tm_history_load_record (history, entry, NULL);
  g_autoptr(TmGame) game = NULL;
  g_autoptr(JsonNode) state = NULL;
  int illegal_index = -1;

  if (record == NULL)
    return NULL;
  game = tm_record_replay (record, G_MAXUINT, &illegal_index, NULL, NULL);
  if (game == NULL)
    return NULL;
  state = tm_game_serialize_state (game);
  if (state == NULL || !JSON_NODE_HOLDS_OBJECT (state)
      || !json_object_has_member (json_node_get_object (state), "result"))
    return NULL;
  return g_strdup (json_object_get_string_member_with_default (json_node_get_object (state),
                                                               "result", NULL));
}

static JsonNode *
describe_entry (TmHistory      *history,
                TmHistoryEntry *entry)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autofree char *path = g_build_filename (tm_history_get_dir (history),
                                            tm_history_entry_get_file (entry), NULL);
  g_autofree char *created = g_date_time_format (tm_history_entry_get_created (entry),
                                                 "%Y-%m-%dT%H:%M:%SZ");
  g_autofree char *result = replay_result (history, entry);
  guint n_players = tm_history_entry_get_n_players (entry);

  json_builder_begin_object (builder);
  tm_json_builder_add_string_member (builder, "file", path);
  tm_json_builder_add_string_member (builder, "game", tm_history_entry_get_game_id (entry));
  tm_json_builder_add_string_member (builder, "created", created);
  tm_json_builder_begin_array_member (builder, "players");
  for (guint i = 0; i < n_players; i++)
    json_builder_add_string_value (builder, tm_history_entry_get_player (entry, i));
  json_builder_end_array (builder);
  tm_json_builder_begin_array_member (builder, "scores");
  for (guint i = 0; i < n_players; i++)
    json_builder_add_int_value (builder, tm_history_entry_get_score (entry, i));
  json_builder_end_array (builder);
  if (result != NULL)
    tm_json_builder_add_string_member (builder, "result", result);
  else
    {
      tm_json_builder_begin_array_member (builder, "winners");
      for (guint i = 0; i < n_players; i++)
        if (tm_history_entry_is_winner (entry, i))
          json_builder_add_string_value (builder, tm_history_entry_get_player (entry, i));
      json_builder_end_array (builder);
    }
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

int
tm_cli_history (int   argc,
                char *argv[])
{
  g_autofree char *data_dir = tm_history_get_default_data_dir ();
  g_autoptr(TmHistory) history = tm_history_new (data_dir);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_ARRAY);
  JsonArray *games = json_array_new ();
  GPtrArray *problems;
  guint n;

  json_node_take_array (root, games);
  if (argc != 2)
    return tm_cli_fail (NULL, _("“history” takes no argument."));
  if (!tm_history_load (history, &error))
    return tm_cli_fail (NULL, error->message);

  n = g_list_model_get_n_items (G_LIST_MODEL (history));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TmHistoryEntry) entry = g_list_model_get_item (G_LIST_MODEL (history), i);

      json_array_add_element (games, describe_entry (history, entry));
    }
  problems = tm_history_get_problems (history);
  for (guint i = 0; i < problems->len; i++)
    {
      TmHistoryProblem *problem = g_ptr_array_index (problems, i);

      g_printerr ("tablemate-cli: %s: %s\n", problem->path, problem->message);
    }
  tm_cli_print_json (root);
  return EXIT_OK;
}
