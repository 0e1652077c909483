/* tm-sisters-score-sheet.c — `tablemate-cli score` for Planetary Sisters */
#include "config.h"

#include "tm-sisters-score-sheet.h"
#include "tm-sisters-game.h"
#include "tm-sisters-scoring.h"
#include "core/tm-json.h"
#include "core/tm-plain-game.h"
#include "core/tm-rules-error.h"

#include <glib/gi18n.h>

/* Reads @node, a list of exactly @size ranks, into @cards; each rank must
 * be new in @all. */
static gboolean
read_ranks (JsonNode          *node,
            guint              size,
            const char        *what,
            TmSistersCardSet  *cards,
            TmSistersCardSet  *all,
            GError           **error)
{
  JsonArray *array = tm_json_node_get_array (node);

  *cards = 0;
  if (array == NULL || json_array_get_length (array) != size)
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   ngettext ("%s must be a list of %u rank.",
                             "%s must be a list of %u ranks.", size),
                   what, size);
      return FALSE;
    }
  for (guint i = 0; i < size; i++)
    {
      int rank;

      if (!tm_sisters_rank_from_node (json_array_get_element (array, i), &rank))
        return tm_rules_error_refuse (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_UNKNOWN_RANK,
                                      _("%s lists something that is not a rank: ranks are whole "
                                        "numbers from 1 to 36."), what);
      if (tm_sisters_card_set_contains (*all, rank))
        return tm_rules_error_refuse (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_CARD_REPEATED,
                                      _("Card %d appears twice on the score sheet: every card "
                                        "exists only once."), rank);
      *cards = tm_sisters_card_set_add (*cards, rank);
      *all = tm_sisters_card_set_add (*all, rank);
    }
  return TRUE;
}

static gboolean
read_player (JsonNode          *node,
             guint              index,
             guint              n_players,
             TmSistersCardSet  *house,
             TmSistersCardSet  *keepers,
             TmSistersCardSet  *all,
             GError           **error)
{
  JsonObject *object = tm_json_node_get_object (node);
  g_autofree char *what_house = g_strdup_printf (_("Player %u’s “house”"), index + 1);
  g_autofree char *what_keepers = g_strdup_printf (_("Player %u’s “keepers”"), index + 1);
  JsonNode *keepers_node;
  JsonArray *keepers_array;

  *keepers = 0;
  if (object == NULL)
    return tm_rules_error_refuse (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                                  _("Player %u is not a JSON object with “house” (and “keepers” "
                                    "with two players)."), index + 1);
  if (!read_ranks (tm_json_object_get_member (object, "house"), TM_SISTERS_HOUSE_SIZE,
                   what_house, house, all, error))
    return FALSE;

  keepers_node = tm_json_object_get_member (object, "keepers");
  keepers_array = tm_json_node_get_array (keepers_node);
  if (n_players == 2)
    return read_ranks (keepers_node, 2, what_keepers, keepers, all, error);
  if (keepers_node != NULL && (keepers_array == NULL || json_array_get_length (keepers_array) > 0))
    return tm_rules_error_refuse (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                                  _("Player %u has “keepers”, but only a game of two players has "
                                    "keeper cards."), index + 1);
  return TRUE;
}

JsonObject *
tm_sisters_score_sheet_from_state (const TmSistersState *state)
{
  JsonObject *sheet = json_object_new ();
  JsonArray *players = json_array_new ();
  TmSistersCardSet all = state->field;

  g_return_val_if_fail (state != NULL, sheet);

  json_object_set_string_member (sheet, "game", "planetary-sisters");
  json_object_set_array_member (sheet, "kinds", tm_sisters_kinds_to_json (&state->cards, TRUE));
  for (guint p = 0; p < state->n_players; p++)
    {
      JsonObject *player = json_object_new ();

      json_object_set_array_member (player, "house", tm_sisters_card_set_to_json (state->house[p]));
      if (state->n_players == 2)
        json_object_set_array_member (player, "keepers", tm_sisters_card_set_to_json (state->keepers[p]));
      json_array_add_object_element (players, player);
      all |= state->house[p] | state->keepers[p];
    }
  json_object_set_object_member (sheet, "cards", tm_sisters_cards_to_json (&state->cards, all));
  json_object_set_array_member (sheet, "players", players);
  json_object_set_array_member (sheet, "field", tm_sisters_card_set_to_json (state->field));
  return sheet;
}

JsonNode *
tm_sisters_score_sheet (JsonObject  *sheet,
                        GError     **error)
{
  TmSistersCardTable table;
  TmSistersCardSet house[TM_SISTERS_MAX_PLAYERS], keepers[TM_SISTERS_MAX_PLAYERS];
  TmSistersCardSet field = 0, all = 0, missing;
  TmSistersScore scores[TM_SISTERS_MAX_PLAYERS];
  g_autoptr(GArray) winners = NULL;
  JsonArray *players;
  JsonNode *node;
  JsonObject *result;
  JsonArray *result_players, *winner_list;
  JsonNode *root;
  guint n_players;

  g_return_val_if_fail (sheet != NULL, NULL);

  tm_sisters_card_table_init (&table);
  node = tm_json_object_get_member (sheet, "kinds");
  if (node != NULL && !tm_sisters_kinds_from_json (&table, node, error))
    return NULL;
  node = tm_json_object_get_member (sheet, "cards");
  if (node == NULL)
    {
      tm_plain_move_invalid (error, _("The score sheet needs “cards”: the emblems of every card "
                                      "on it, such as {\"27\": {\"PLANT\": 2}}."));
      return NULL;
    }
  if (!tm_sisters_cards_from_json (&table, node, NULL, error))
    return NULL;

  players = tm_json_node_get_array (tm_json_object_get_member (sheet, "players"));
  if (players == NULL || json_array_get_length (players) < TM_SISTERS_MIN_PLAYERS
      || json_array_get_length (players) > TM_SISTERS_MAX_PLAYERS)
    {
      tm_plain_move_invalid (error, _("The score sheet needs “players”: 2 to 4 objects in seat "
                                      "order, each with the player’s “house”."));
      return NULL;
    }
  n_players = json_array_get_length (players);
  for (guint p = 0; p < n_players; p++)
    if (!read_player (json_array_get_element (players, p), p, n_players,
                      &house[p], &keepers[p], &all, error))
      return NULL;

  if (!read_ranks (tm_json_object_get_member (sheet, "field"), n_players == 2 ? 4 : n_players,
                   _("“field”"), &field, &all, error))
    return NULL;

  missing = all & ~table.known;
  if (missing != 0)
    {
      g_autofree char *ranks = tm_sisters_card_set_to_string (missing);

      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("“cards” does not give the emblems of these cards: %s."), ranks);
      return NULL;
    }

  for (guint p = 0; p < n_players; p++)
    tm_sisters_score_player (&table, house[p], field | keepers[p], &scores[p]);
  winners = tm_sisters_scores_get_winners (scores, n_players);

  result = json_object_new ();
  result_players = json_array_new ();
  winner_list = json_array_new ();
  json_object_set_string_member (result, "game", "planetary-sisters");
  for (guint p = 0; p < n_players; p++)
    json_array_add_object_element (result_players, tm_sisters_score_to_json (&scores[p]));
  json_object_set_array_member (result, "players", result_players);
  for (guint i = 0; i < winners->len; i++)
    json_array_add_int_element (winner_list, g_array_index (winners, int, i));
  json_object_set_array_member (result, "winners", winner_list);
  if (winners->len == 1)
    json_object_set_int_member (result, "winner", g_array_index (winners, int, 0));
  else
    json_object_set_null_member (result, "winner");

  root = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (root, result);
  return root;
}
