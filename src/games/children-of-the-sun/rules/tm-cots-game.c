/* tm-cots-game.c — Children of the Sun behind the TmGame interface */
#include "config.h"

#include "tm-cots-game-private.h"
#include "tm-cots-text.h"
#include "tm-core-enums.h"
#include "core/tm-json.h"
#include "core/tm-plain-game.h"
#include "core/tm-rules-error.h"

#include <glib/gi18n.h>

struct _TmCotsGame
{
  TmGame parent_instance;

  TmCotsState state;
  TmCotsOutcome outcome;       /* of the last move, when has_outcome */
  gboolean has_outcome;
};

G_DEFINE_FINAL_TYPE (TmCotsGame, tm_cots_game, TM_TYPE_GAME)

G_DEFINE_QUARK (tm-cots-rules-error-quark, tm_cots_rules_error)

/* JSON ↔ move ---------------------------------------------------------------- */

static gboolean
card_from_node (JsonNode    *node,
                const char  *field,
                TmCotsCard  *card,
                GError     **error)
{
  const char *text = tm_json_node_get_string (node);

  if (text == NULL)
    return tm_rules_error_refuse (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                                  _("“%s” must hold card names in quotes, such as \"R+2\"."),
                                  field);
  if (!tm_cots_card_parse (text, card))
    {
      /* Quoted from the file: one line, and short. */
      g_autofree char *shown = tm_json_describe_text (text, -1, 12);

      /* A card name that names no card is notation, not a rule: the move
       * is unusable (the CLI exits 2), like a cell off the field. */
      return tm_rules_error_refuse (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                                    _("“%s” is not a card: a card is a colour letter (R, P, B "
                                      "or Y) and a rotation (0, +1, +2, +3, 4, -1, -2 or -3), "
                                      "such as R+2."), shown);
    }
  return TRUE;
}

static gboolean
player_from_json (JsonObject  *object,
                  gboolean     required,
                  int         *player,
                  GError     **error)
{
  JsonNode *node = tm_json_object_get_member (object, "player");
  int value;

  if (node == NULL)
    {
      if (!required)
        return TRUE;
      return tm_plain_move_invalid (error,
                                    _("The move has no “player”: say whose groups these are, 0 "
                                      "for the first player or 1 for the second."));
    }
  if (!tm_json_node_get_int (node, G_MININT, G_MAXINT, &value) || (value != 0 && value != 1))
    return tm_plain_move_invalid (error,
                                  _("“player” must be 0 (the first player) or 1 (the second "
                                    "player)."));
  *player = value;
  return TRUE;
}

static gboolean
place_from_json (JsonObject  *object,
                 TmCotsMove  *move,
                 GError     **error)
{
  JsonNode *node;

  node = tm_json_object_get_member (object, "card");
  if (node == NULL)
    return tm_plain_move_invalid (error,
                                  _("The move has no “card”: say which card is played, such "
                                    "as \"R+2\"."));
  if (!card_from_node (node, "card", &move->card, error))
    return FALSE;

  node = tm_json_object_get_member (object, "cell");
  if (node == NULL)
    return tm_plain_move_invalid (error,
                                  _("The move has no “cell”: say where the card goes, such as "
                                    "[0,1]."));
  if (!tm_cell_from_json (node, TM_COTS_SIZE, TM_COTS_SIZE, &move->cell))
    return tm_plain_move_invalid (error,
                                  _("“cell” must be [row, column] with both between 0 and 2, "
                                    "such as [0,1]."));

  node = tm_json_object_get_member (object, "turn");
  if (node != NULL)
    {
      if (!tm_json_node_get_int (node, G_MININT, G_MAXINT, &move->turn))
        return tm_plain_move_invalid (error,
                                      _("“turn” must be a whole number of eighths of a turn, "
                                        "positive clockwise, such as 2 or -1."));
      move->has_turn = TRUE;
    }

  node = tm_json_object_get_member (object, "effect");
  if (node != NULL)
    {
      const char *text = tm_json_node_get_string (node);

      if (g_strcmp0 (text, "acquire") == 0)
        move->effect = TM_COTS_EFFECT_ACQUIRE;
      else if (g_strcmp0 (text, "analyse") == 0 || g_strcmp0 (text, "analyze") == 0)
        move->effect = TM_COTS_EFFECT_ANALYSE;
      else
        return tm_plain_move_invalid (error, _("“effect” must be \"acquire\" or \"analyse\"."));
    }

  return player_from_json (object, FALSE, &move->player, error);
}

static gboolean
groups_from_json (JsonObject  *object,
                  TmCotsMove  *move,
                  GError     **error)
{
  JsonNode *node = tm_json_object_get_member (object, "groups");
  JsonArray *groups;
  guint n_groups;

  if (!player_from_json (object, TRUE, &move->player, error))
    return FALSE;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return tm_plain_move_invalid (error,
                                  _("“groups” must be a list of up to three groups, each a list "
                                    "of card names, such as [[\"R+1\",\"Y-2\"],[\"B0\"]]."));

  groups = json_node_get_array (node);
  n_groups = json_array_get_length (groups);
  if (n_groups > TM_COTS_N_GROUPS)
    return tm_rules_error_refuse (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_GROUP_SHAPE,
                                  _("There are only three groups, not %u."), n_groups);

  for (guint k = 0; k < n_groups; k++)
    {
      JsonNode *group_node = json_array_get_element (groups, k);
      JsonArray *group;
      guint n_cards;

      if (!JSON_NODE_HOLDS_ARRAY (group_node))
        return tm_plain_move_invalid (error,
                                      _("Each entry of “groups” must be a list of card names, "
                                        "such as [\"R+1\",\"Y-2\"]."));
      group = json_node_get_array (group_node);
      n_cards = json_array_get_length (group);
      if (n_cards > 2)
        return tm_rules_error_refuse (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_GROUP_SHAPE,
                                      _("Group %u holds %u cards, but a group holds at most 2."),
                                      k + 1, n_cards);
      for (guint i = 0; i < n_cards; i++)
        if (!card_from_node (json_array_get_element (group, i), "groups",
                             &move->groups[k][i], error))
          return FALSE;
    }
  return TRUE;
}

static gboolean
reveal_from_json (JsonObject  *object,
                  TmCotsMove  *move,
                  GError     **error)
{
  JsonNode *node = tm_json_object_get_member (object, "cards");
  JsonArray *cards;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node)
      || json_array_get_length (cards = json_node_get_array (node)) != 2)
    return tm_plain_move_invalid (error,
                                  _("“cards” must list the two shield cards this attack "
                                    "reveals, the lower position first, such as "
                                    "[\"Y-3\",\"B+1\"]."));
  for (guint i = 0; i < 2; i++)
    if (!card_from_node (json_array_get_element (cards, i), "cards",
                         &move->shield[i], error))
      return FALSE;
  return TRUE;
}

static const TmPlainMoveForm cots_move_forms[] = {
  { "place", "card cell turn effect player" },
  { "groups", "player groups" },
  { "reveal", "cards" },
  { NULL, NULL },
};

gboolean
tm_cots_move_from_json (JsonObject  *object,
                        TmCotsMove  *move,
                        GError     **error)
{
  const char *type;
  TmCotsMove result;
  gboolean ok;

  g_return_val_if_fail (move != NULL, FALSE);

  type = tm_plain_move_get_type (object, cots_move_forms, N_("The move has no “type”: it must be \"place\", \"groups\" "
                                            "or \"reveal\"."), NULL, error);
  if (type == NULL)
    return FALSE;

  if (g_str_equal (type, "place"))
    {
      result = tm_cots_move_init (TM_COTS_MOVE_PLACE, -1);
      ok = place_from_json (object, &result, error);
    }
  else if (g_str_equal (type, "groups"))
    {
      result = tm_cots_move_init (TM_COTS_MOVE_GROUPS, -1);
      ok = groups_from_json (object, &result, error);
    }
  else if (g_str_equal (type, "reveal"))
    {
      result = tm_cots_move_init (TM_COTS_MOVE_REVEAL, -1);
      ok = reveal_from_json (object, &result, error);
    }
  else
    {
      g_autofree char *shown = tm_json_describe_text (type, -1, 20);

      return tm_rules_error_refuse (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                                    _("“%s” is not a move of Children of the Sun: the type must "
                                      "be \"place\", \"groups\" or \"reveal\"."), shown);
    }

  if (ok)
    *move = result;
  return ok;
}

static void
add_card (JsonArray  *array,
          TmCotsCard  card)
{
  json_array_add_string_element (array, tm_cots_card_to_string (card));
}

JsonObject *
tm_cots_move_to_json (const TmCotsMove *move)
{
  JsonObject *object = json_object_new ();

  g_return_val_if_fail (move != NULL, object);

  switch (move->type)
    {
    case TM_COTS_MOVE_PLACE:
      json_object_set_string_member (object, "type", "place");
      if (move->card >= 0 && move->card < TM_COTS_N_CARDS)
        json_object_set_string_member (object, "card", tm_cots_card_to_string (move->card));
      json_object_set_member (object, "cell", tm_cell_to_json (move->cell));
      if (move->has_turn)
        json_object_set_int_member (object, "turn", move->turn);
      if (move->effect == TM_COTS_EFFECT_ACQUIRE)
        json_object_set_string_member (object, "effect", "acquire");
      else if (move->effect == TM_COTS_EFFECT_ANALYSE)
        json_object_set_string_member (object, "effect", "analyse");
      if (move->player >= 0)
        json_object_set_int_member (object, "player", move->player);
      break;

    case TM_COTS_MOVE_GROUPS:
      {
        JsonArray *groups = json_array_new ();
        guint n_groups = 0;

        /* Trailing empty groups are left out: [] for an empty bed. */
        for (guint k = 0; k < TM_COTS_N_GROUPS; k++)
          if (move->groups[k][0] != TM_COTS_NO_CARD || move->groups[k][1] != TM_COTS_NO_CARD)
            n_groups = k + 1;
        for (guint k = 0; k < n_groups; k++)
          {
            JsonArray *group = json_array_new ();

            for (guint i = 0; i < 2; i++)
              if (move->groups[k][i] >= 0 && move->groups[k][i] < TM_COTS_N_CARDS)
                add_card (group, move->groups[k][i]);
            json_array_add_array_element (groups, group);
          }
        json_object_set_string_member (object, "type", "groups");
        json_object_set_int_member (object, "player", move->player);
        json_object_set_array_member (object, "groups", groups);
      }
      break;

    case TM_COTS_MOVE_REVEAL:
      {
        JsonArray *cards = json_array_new ();

        for (guint i = 0; i < 2; i++)
          if (move->shield[i] >= 0 && move->shield[i] < TM_COTS_N_CARDS)
            add_card (cards, move->shield[i]);
        json_object_set_string_member (object, "type", "reveal");
        json_object_set_array_member (object, "cards", cards);
      }
      break;

    default:
      g_return_val_if_reached (object);
    }
  return object;
}

/* TmGame ---------------------------------------------------------------------- */

static const TmPlainGameRules cots_rules = {
  .move_size = sizeof (TmCotsMove),
  .outcome_size = sizeof (TmCotsOutcome),
  .move_from_json = (TmPlainMoveFromJson) tm_cots_move_from_json,
  .move_to_json = (TmPlainMoveToJson) tm_cots_move_to_json,
  .apply_with = (TmPlainApplyWith) tm_cots_state_apply,
  .legal_moves = (TmPlainLegalMoves) tm_cots_state_legal_moves,
};

static gboolean
tm_cots_game_setup (TmGame      *game,
                    guint        n_players,
                    JsonObject  *options,
                    GError     **error)
{
  TmCotsGame *self = TM_COTS_GAME (game);

  if (n_players != 2)
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_BAD_SETUP,
                   _("Children of the Sun is played by 2 players, not %u."),
                   n_players);
      return FALSE;
    }
  if (options != NULL && json_object_get_size (options) > 0)
    {
      g_autoptr(GList) names = json_object_get_members (options);
      g_autofree char *shown = tm_json_describe_text (names->data, -1, 40);

      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_BAD_SETUP,
                   _("Children of the Sun has no options, but “%s” was given."),
                   shown);
      return FALSE;
    }

  tm_cots_state_init (&self->state);
  self->has_outcome = FALSE;
  return TRUE;
}

static gboolean
tm_cots_game_apply_move (TmGame      *game,
                         JsonObject  *object,
                         GError     **error)
{
  TmCotsGame *self = TM_COTS_GAME (game);
  g_autoptr(JsonObject) read_as_020 = NULL;

  /* Tablemate 0.2.0's reading ignored the members it did not know. */
  if (tm_game_get_rules_revision (game) < TM_COTS_RULES_KNOWN_MEMBERS)
    object = read_as_020 = tm_plain_move_keep_known_members (object, cots_move_forms);
  /* The players' names word the refusals. */
  return tm_plain_game_apply_move (&cots_rules, &self->state,
                                   (gpointer) tm_game_get_player_names (game), &self->outcome,
                                   &self->has_outcome, object, error);
}

/* A move read once for the record's replays (tm-cots-move-decode.c),
 * as apply_move() reads it; refusals left to it. */
static gboolean
tm_cots_game_decode_move (TmGame     *game,
                          JsonObject *object,
                          gpointer    decoded)
{
  TmCotsMove move;

  if (!tm_plain_game_read_move (&cots_rules, cots_move_forms,
                                tm_game_get_rules_revision (game) < TM_COTS_RULES_KNOWN_MEMBERS,
                                object, &move))
    return FALSE;
  tm_cots_decoded_move_set (decoded, &move);
  return TRUE;
}

static gboolean
tm_cots_game_apply_decoded_move (TmGame        *game,
                                 gconstpointer  decoded,
                                 GError       **error)
{
  TmCotsGame *self = (TmCotsGame *) game;
  TmCotsMove move;

  /* Applied as apply_move() applies the move it reads. */
  tm_cots_decoded_move_get (decoded, &move);
  return tm_plain_game_apply_read_move (&cots_rules, &self->state,
                                        (gpointer) tm_game_get_player_names (game),
                                        &self->outcome, &self->has_outcome, &move, error);
}

static GPtrArray *
tm_cots_game_list_legal_moves (TmGame *game)
{
  return tm_plain_game_list_legal_moves (&cots_rules, &TM_COTS_GAME (game)->state);
}

static const char *
tm_cots_game_get_phase (TmGame *game)
{
  switch (TM_COTS_GAME (game)->state.phase)
    {
    case TM_COTS_PHASE_SIEGE:
      return "siege";
    case TM_COTS_PHASE_ANALYSIS:
      return "analysis";
    case TM_COTS_PHASE_EXTERMINATION:
      return "extermination";
    case TM_COTS_PHASE_FINISHED:
      return "finished";
    default:
      g_return_val_if_reached (NULL);
    }
}

static char *
tm_cots_game_describe_phase (TmGame *game)
{
  switch (TM_COTS_GAME (game)->state.phase)
    {
    case TM_COTS_PHASE_SIEGE:
      /* Translators: 包囲フェイズ */
      return g_strdup (_("Siege phase"));
    case TM_COTS_PHASE_ANALYSIS:
      /* Translators: 解析フェイズ */
      return g_strdup (_("Analysis phase"));
    case TM_COTS_PHASE_EXTERMINATION:
      /* Translators: 退治フェイズ */
      return g_strdup (_("Extermination phase"));
    case TM_COTS_PHASE_FINISHED:
      return g_strdup (_("Game over"));
    default:
      g_return_val_if_reached (NULL);
    }
}

static int
tm_cots_game_get_current_player (TmGame *game)
{
  return TM_COTS_GAME (game)->state.current_player;
}

static gboolean
tm_cots_game_is_finished (TmGame *game)
{
  return TM_COTS_GAME (game)->state.phase == TM_COTS_PHASE_FINISHED;
}

static int
tm_cots_game_get_score (TmGame *game,
                        guint   player)
{
  return (int) tm_cots_state_get_total (&TM_COTS_GAME (game)->state, player);
}

static GArray *
tm_cots_game_get_winners (TmGame *game,
                          GArray *winners)
{
  int winner = tm_cots_state_get_winner (&TM_COTS_GAME (game)->state);

  /* The tie-break (cards set aside) can decide between equal scores. */
  if (winner >= 0)
    g_array_append_val (winners, winner);
  return winners;
}

static JsonNode *
card_or_null (TmCotsCard card)
{
  if (card >= 0 && card < TM_COTS_N_CARDS)
    return json_node_init_string (json_node_alloc (), tm_cots_card_to_string (card));
  return json_node_new (JSON_NODE_NULL);
}

static JsonNode *
tm_cots_game_serialize_state (TmGame *game)
{
  const TmCotsState *state = &TM_COTS_GAME (game)->state;
  JsonObject *object = json_object_new ();
  JsonObject *ghost = json_object_new ();
  JsonArray *field = json_array_new ();
  JsonArray *entered = json_array_new ();
  JsonArray *shield = json_array_new ();
  JsonArray *scores = json_array_new ();
  JsonArray *revealed_groups = json_array_new ();
  int winner;

  json_object_set_string_member (object, "phase", tm_cots_game_get_phase (game));
  json_object_set_int_member (object, "turn", state->turn);
  json_object_set_int_member (object, "current_player", state->current_player);

  json_object_set_member (ghost, "cell", tm_cell_to_json (state->ghost));
  json_object_set_string_member (ghost, "facing", tm_direction_to_string (state->facing));
  json_object_set_object_member (object, "ghost", ghost);

  for (int r = 0; r < TM_COTS_SIZE; r++)
    {
      JsonArray *row = json_array_new ();

      for (int c = 0; c < TM_COTS_SIZE; c++)
        json_array_add_element (row, card_or_null (state->field[r][c]));
      json_array_add_array_element (field, row);
    }
  json_object_set_array_member (object, "field", field);

  json_object_set_int_member (object, "deck", state->deck);
  json_object_set_array_member (object, "hands", tm_json_int_pair (state->hand[0], state->hand[1]));
  /* Bed contents are private to their owner: counts only. */
  json_object_set_array_member (object, "beds",
                                tm_json_int_pair ((guint) __builtin_popcount (state->bed[0]),
                                            (guint) __builtin_popcount (state->bed[1])));
  json_object_set_int_member (object, "stomach", __builtin_popcount (state->stomach));
  json_object_set_array_member (object, "shield_markers",
                                tm_json_int_pair (state->analyses[0], state->analyses[1]));

  for (guint p = 0; p < 2; p++)
    json_array_add_boolean_element (entered, state->groups_entered[p]);
  json_object_set_array_member (object, "groups_entered", entered);
  json_object_set_int_member (object, "attacks", state->attacks);

  for (guint i = 0; i < TM_COTS_SHIELD_SIZE; i++)
    json_array_add_element (shield, card_or_null (state->shield[i]));
  json_object_set_array_member (object, "revealed_shield", shield);

  /* Groups become public as the attacks reveal them. */
  for (guint p = 0; p < 2; p++)
    {
      JsonArray *groups = json_array_new ();

      for (guint k = 0; k < state->attacks; k++)
        {
          JsonArray *group = json_array_new ();

          for (guint i = 0; i < 2; i++)
            if (state->groups[p][k][i] != TM_COTS_NO_CARD)
              add_card (group, state->groups[p][k][i]);
          json_array_add_array_element (groups, group);
        }
      json_array_add_array_element (revealed_groups, groups);
    }
  json_object_set_array_member (object, "revealed_groups", revealed_groups);

  for (guint p = 0; p < 2; p++)
    {
      JsonObject *score = json_object_new ();
      JsonArray *attacks = json_array_new ();

      json_object_set_int_member (score, "analysis",
                                  tm_cots_state_get_analysis_points (state, p));
      for (guint k = 1; k <= TM_COTS_N_GROUPS; k++)
        json_array_add_int_element (attacks, tm_cots_state_get_attack_points (state, p, k));
      json_object_set_array_member (score, "attacks", attacks);
      json_object_set_int_member (score, "total", tm_cots_state_get_total (state, p));
      json_object_set_int_member (score, "set_aside", tm_cots_state_get_set_aside (state, p));
      json_array_add_object_element (scores, score);
    }
  json_object_set_array_member (object, "scores", scores);

  winner = tm_cots_state_get_winner (state);
  if (state->phase == TM_COTS_PHASE_FINISHED && winner >= 0)
    json_object_set_int_member (object, "winner", winner);
  else
    json_object_set_null_member (object, "winner");

  return tm_json_node_new_object (object);
}

static char *
tm_cots_game_describe_move (TmGame             *game,
                            JsonObject         *object,
                            const char * const *players)
{
  TmCotsGame *self = TM_COTS_GAME (game);
  TmCotsMove move;

  /* A move that does not parse is still somebody's move: the words every
   * game uses (tm_game_describe_move()). */
  if (!tm_cots_move_from_json (object, &move, NULL))
    return NULL;
  return tm_cots_text_move (&move, &self->state, players);
}

/* The points of the shield analysed, then of each attack. */
static char *
tm_cots_game_describe_score_breakdown (TmGame *game,
                                       guint   player)
{
  const TmCotsState *state = &TM_COTS_GAME (game)->state;

  /* Translators: a shared Children of the Sun result: a player's points
   * from the shield analysed, then from attacks 1, 2 and 3. */
  return g_strdup_printf (_("shield %u + attacks %u + %u + %u"),
                          tm_cots_state_get_analysis_points (state, player),
                          tm_cots_state_get_attack_points (state, player, 1),
                          tm_cots_state_get_attack_points (state, player, 2),
                          tm_cots_state_get_attack_points (state, player, 3));
}

static void
tm_cots_game_class_init (TmCotsGameClass *klass)
{
  TmGameClass *game_class = TM_GAME_CLASS (klass);

  game_class->rules_domain = TM_COTS_RULES_ERROR;
  game_class->rules_enum = TM_TYPE_COTS_RULE;
  game_class->setup = tm_cots_game_setup;
  game_class->copy = tm_plain_game_copy;
  game_class->apply_move = tm_cots_game_apply_move;
  game_class->decoded_move_size = sizeof (TmCotsDecodedMove);
  game_class->decode_move = tm_cots_game_decode_move;
  game_class->apply_decoded_move = tm_cots_game_apply_decoded_move;
  game_class->list_legal_moves = tm_cots_game_list_legal_moves;
  game_class->get_phase = tm_cots_game_get_phase;
  game_class->describe_phase = tm_cots_game_describe_phase;
  game_class->get_current_player = tm_cots_game_get_current_player;
  game_class->is_finished = tm_cots_game_is_finished;
  game_class->get_score = tm_cots_game_get_score;
  game_class->serialize_state = tm_cots_game_serialize_state;
  game_class->get_winners = tm_cots_game_get_winners;
  game_class->get_round = tm_plain_game_get_no_round;
  game_class->describe_move = tm_cots_game_describe_move;
  game_class->describe_score_breakdown = tm_cots_game_describe_score_breakdown;
  game_class->rules_revision = TM_COTS_RULES_REVISION;
  game_class->describe_rules_revision = tm_plain_game_describe_members_020;
}

static void
tm_cots_game_init (TmCotsGame *self)
{
  tm_cots_state_init (&self->state);
}

const TmCotsState *
tm_cots_game_get_state (TmCotsGame *self)
{
  g_return_val_if_fail (TM_IS_COTS_GAME (self), NULL);
  return &self->state;
}

const TmCotsOutcome *
tm_cots_game_get_last_outcome (TmCotsGame *self)
{
  g_return_val_if_fail (TM_IS_COTS_GAME (self), NULL);
  return self->has_outcome ? &self->outcome : NULL;
}
