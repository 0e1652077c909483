/* tm-psi-score-sheet.c — `tablemate-cli score` for Psi Conjuring */
#include "config.h"

#include "tm-psi-score-sheet.h"
#include "tm-psi-state.h"
#include "core/tm-json.h"
#include "core/tm-plain-game.h"
#include "core/tm-rules-error.h"

#include <glib/gi18n.h>

static gboolean
read_powers (JsonNode  *node,
             guint      index,
             int       *sum,
             guint     *count,
             GError   **error)
{
  JsonArray *powers = tm_json_node_get_array (tm_json_object_get_member (tm_json_node_get_object (node),
                                                                         "powers"));

  if (powers == NULL)
    return tm_rules_error_refuse (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                                  _("Player %u has no “powers” list: the current power of each "
                                    "of their face-up beasts outside the yellow zone."),
                                  index + 1);
  *sum = 0;
  *count = json_array_get_length (powers);
  for (guint i = 0; i < *count; i++)
    {
      int power;

      if (!tm_json_node_get_int (json_array_get_element (powers, i), 0, TM_PSI_MAX_POWER, &power))
        return tm_rules_error_refuse (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                                      _("Player %u, power %u: a power is a whole number from 0 "
                                        "to %d."), index + 1, i + 1, TM_PSI_MAX_POWER);
      *sum += power;
    }
  return TRUE;
}

/* A node that owns @object. */
static JsonNode *
take_object (JsonObject *object)
{
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_node_take_object (node, object);
  return node;
}

JsonNode *
tm_psi_score_sheet (JsonObject  *sheet,
                    GError     **error)
{
  JsonArray *players = tm_json_node_get_array (tm_json_object_get_member (sheet, "players"));
  JsonObject *result;
  JsonArray *result_players;
  int sums[2];
  guint counts[2];

  if (players == NULL || json_array_get_length (players) != 2)
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("The score sheet needs “players”: two objects, the first "
                     "player first."));
      return NULL;
    }
  for (guint i = 0; i < 2; i++)
    if (!read_powers (json_array_get_element (players, i), i, &sums[i], &counts[i], error))
      return NULL;
  if (counts[0] + counts[1] > TM_PSI_N_CELLS)
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("The score sheet lists %u beasts, but the field has only "
                     "%d cells."), counts[0] + counts[1], TM_PSI_N_CELLS);
      return NULL;
    }

  result = json_object_new ();
  result_players = json_array_new ();
  json_object_set_string_member (result, "game", "psi-conjuring");
  for (guint i = 0; i < 2; i++)
    {
      JsonObject *player = json_object_new ();

      json_object_set_int_member (player, "total", sums[i]);
      json_object_set_int_member (player, "beasts", counts[i]);
      json_array_add_object_element (result_players, player);
    }
  json_object_set_array_member (result, "players", result_players);
  /* Equal sums are a draw. */
  if (sums[0] != sums[1])
    json_object_set_int_member (result, "winner", sums[0] > sums[1] ? 0 : 1);
  else
    json_object_set_null_member (result, "winner");
  return take_object (result);
}
