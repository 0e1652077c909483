/* tm-cots-score-sheet.c — `tablemate-cli score` for Children of the Sun */
#include "config.h"

#include "tm-cots-score-sheet.h"
#include "tm-cots-scoring.h"
#include "core/tm-plain-game.h"
#include "core/tm-rules-error.h"

#include <glib/gi18n.h>

static gboolean
read_card (JsonNode    *node,
           TmCotsCard  *card,
           const char  *where,
           GError     **error)
{
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node)
      || json_node_get_value_type (node) != G_TYPE_STRING
      || !tm_cots_card_parse (json_node_get_string (node), card))
    return tm_rules_error_refuse (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                                  _("%s is not a card (cards are written like R+2, B0 or Y4)."),
                                  where);
  return TRUE;
}

static gboolean
read_count (JsonObject  *object,
            const char  *name,
            guint        max,
            guint       *value,
            const char  *who,
            GError     **error)
{
  JsonNode *node = json_object_get_member (object, name);
  gint64 v;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return tm_rules_error_refuse (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                                  _("%s has no whole-number “%s”."), who, name);
  v = json_node_get_int (node);
  if (v < 0 || v > max)
    return tm_rules_error_refuse (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                                  _("%s has “%s” %lld; it must be 0 to %u."),
                                  who, name, (long long) v, max);
  *value = (guint) v;
  return TRUE;
}

static gboolean
read_player (JsonNode             *node,
             guint                 index,
             TmCotsScoringPlayer  *player,
             GError              **error)
{
  g_autofree char *who = g_strdup_printf (_("Player %u"), index + 1);
  JsonObject *object;
  JsonNode *groups_node;
  JsonArray *groups;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_autofree char *message = g_strdup_printf (_("%s is not a JSON object."), who);
      return tm_plain_move_invalid (error, message);
    }
  object = json_node_get_object (node);

  if (!read_count (object, "analyses", TM_COTS_MAX_ANALYSES, &player->analyses, who, error))
    return FALSE;
  /* Bed cards beyond the six used: at most the 18 cards set aside in the
   * analysis phase minus six. */
  if (!read_count (object, "set_aside", TM_COTS_ANALYSIS_TURNS - 6, &player->set_aside, who, error))
    return FALSE;

  for (guint g = 0; g < TM_COTS_N_GROUPS; g++)
    player->groups[g][0] = player->groups[g][1] = TM_COTS_NO_CARD;

  groups_node = json_object_get_member (object, "groups");
  if (groups_node == NULL || !JSON_NODE_HOLDS_ARRAY (groups_node))
    {
      g_autofree char *message = g_strdup_printf (_("%s has no “groups” list."), who);
      return tm_plain_move_invalid (error, message);
    }
  groups = json_node_get_array (groups_node);
  if (json_array_get_length (groups) > TM_COTS_N_GROUPS)
    {
      g_autofree char *message = g_strdup_printf (_("%s has more than three groups."), who);
      return tm_plain_move_invalid (error, message);
    }
  for (guint g = 0; g < json_array_get_length (groups); g++)
    {
      JsonNode *group_node = json_array_get_element (groups, g);
      JsonArray *group;

      if (!JSON_NODE_HOLDS_ARRAY (group_node)
          || json_array_get_length (group = json_node_get_array (group_node)) > 2)
        {
          g_autofree char *message =
            g_strdup_printf (_("%s: group %u must be a list of at most two cards."), who, g + 1);
          return tm_plain_move_invalid (error, message);
        }
      for (guint c = 0; c < json_array_get_length (group); c++)
        {
          g_autofree char *where = g_strdup_printf (_("%s, group %u, card %u"), who, g + 1, c + 1);

          if (!read_card (json_array_get_element (group, c), &player->groups[g][c], where, error))
            return FALSE;
        }
    }
  return TRUE;
}

JsonNode *
tm_cots_score_sheet (JsonObject  *sheet,
                     GError     **error)
{
  TmCotsCard shield[TM_COTS_SHIELD_SIZE];
  TmCotsScoringPlayer players[2];
  TmCotsScore scores[2];
  JsonNode *node;
  JsonArray *array;
  JsonObject *result;
  JsonArray *result_players;
  JsonNode *root;
  int winner = -1;

  node = json_object_get_member (sheet, "shield");
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node)
      || json_array_get_length (json_node_get_array (node)) != TM_COTS_SHIELD_SIZE)
    {
      tm_plain_move_invalid (error, _("The score sheet needs “shield”: the six shield cards, position 1 (the first player’s side) first."));
      return NULL;
    }
  array = json_node_get_array (node);
  for (guint i = 0; i < TM_COTS_SHIELD_SIZE; i++)
    {
      g_autofree char *where = g_strdup_printf (_("Shield position %u"), i + 1);

      if (!read_card (json_array_get_element (array, i), &shield[i], where, error))
        return NULL;
    }

  node = json_object_get_member (sheet, "players");
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node)
      || json_array_get_length (json_node_get_array (node)) != 2)
    {
      tm_plain_move_invalid (error, _("The score sheet needs “players”: two objects, the first player first."));
      return NULL;
    }
  array = json_node_get_array (node);
  for (guint i = 0; i < 2; i++)
    if (!read_player (json_array_get_element (array, i), i, &players[i], error))
      return NULL;

  if (!tm_cots_score_extermination (shield, players, scores, &winner, error))
    return NULL;

  result = json_object_new ();
  result_players = json_array_new ();
  json_object_set_string_member (result, "game", "children-of-the-sun");
  for (guint i = 0; i < 2; i++)
    {
      JsonObject *player = json_object_new ();
      JsonArray *attacks = json_array_new ();

      json_object_set_int_member (player, "analysis", scores[i].analysis);
      for (guint a = 0; a < TM_COTS_N_GROUPS; a++)
        json_array_add_int_element (attacks, scores[i].attacks[a]);
      json_object_set_array_member (player, "attacks", attacks);
      json_object_set_int_member (player, "total", scores[i].total);
      json_object_set_int_member (player, "set_aside", scores[i].set_aside);
      json_array_add_object_element (result_players, player);
    }
  json_object_set_array_member (result, "players", result_players);
  if (winner >= 0)
    json_object_set_int_member (result, "winner", winner);
  else
    json_object_set_null_member (result, "winner");
  /* Whether the set-aside cards decided it. */
  json_object_set_boolean_member (result, "tie_break",
                                  scores[0].total == scores[1].total && winner >= 0);

  root = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (root, result);
  return root;
}
