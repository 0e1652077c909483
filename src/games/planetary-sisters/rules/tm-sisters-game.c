/* tm-sisters-game.c — Planetary Sisters behind the TmGame interface */
#include "config.h"

#include "tm-sisters-game.h"
#include "tm-sisters-text.h"
#include "tm-sisters-scoring.h"
#include "tm-core-enums.h"
#include "core/tm-json.h"
#include "core/tm-plain-game.h"
#include "core/tm-rules-error.h"

#include <glib/gi18n.h>
#include <string.h>

struct _TmSistersGame
{
  TmGame parent_instance;

  TmSistersState state;
  /* tm_game_get_rules_revision(), kept here for every move of a replay. */
  guint rules;
};

G_DEFINE_FINAL_TYPE (TmSistersGame, tm_sisters_game, TM_TYPE_GAME)

G_DEFINE_QUARK (tm-sisters-rules-error-quark, tm_sisters_rules_error)

/* JSON ↔ move ---------------------------------------------------------------- */

/* A rank given as a number: other numbers break the rule of ranks,
 * anything else is not a move. */
static gboolean
rank_from_member (const TmPlainMembers *members,
                  const char  *name,
                  guint8      *rank,
                  GError     **error)
{
  JsonNode *node = tm_plain_members_get (members, name);
  int value;

  if (!tm_json_node_get_int (node, G_MININT, G_MAXINT, &value))
    return tm_rules_error_refuse (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                                  _("The move needs “%s”: a card’s rank, a whole number from 1 "
                                    "to 36."), name);
  if (value < 1 || value > TM_SISTERS_N_RANKS)
    {
      /* Not a card at all: unusable input, not a move the rules refuse. */
      return tm_rules_error_refuse (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                                    _("%d is not a rank: the sister cards are ranked 1 to 36."),
                                    value);
    }
  *rank = (guint8) value;
  return TRUE;
}

static gboolean
cards_from_json (const TmPlainMembers *members,
                 TmSistersMove  *move,
                 GError        **error)
{
  JsonArray *array = tm_json_node_get_array (tm_plain_members_get (members, "cards"));
  guint n;

  if (array == NULL || (n = json_array_get_length (array)) == 0)
    return tm_plain_move_invalid (error, _("The move needs “cards”: a list of ranks, such as "
                             "[5, 17, 23]."));
  if (n > TM_SISTERS_MAX_MOVE_CARDS)
    return tm_rules_error_refuse (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                                  _("“cards” lists %u cards, but no hand or field holds more "
                                    "than %d."), n, TM_SISTERS_MAX_MOVE_CARDS);
  for (guint i = 0; i < n; i++)
    {
      int value;

      if (!tm_json_node_get_int (json_array_get_element (array, i), G_MININT, G_MAXINT, &value))
        return tm_plain_move_invalid (error, _("“cards” lists ranks: whole numbers from 1 to 36."));
      if (value < 1 || value > TM_SISTERS_N_RANKS)
        return tm_rules_error_refuse (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                                      _("%d is not a rank: the sister cards are ranked 1 to 36."),
                                      value);
      move->cards[i] = (guint8) value;
    }
  move->n_cards = n;
  return TRUE;
}

/* A player index member: absent is -1 unless @required. */
static gboolean
player_from_member (const TmPlainMembers *members,
                    const char  *name,
                    gboolean     required,
                    int         *player,
                    GError     **error)
{
  JsonNode *node = tm_plain_members_get (members, name);

  if (node == NULL && !required)
    return TRUE;
  if (!tm_json_node_get_int (node, 0, TM_SISTERS_MAX_PLAYERS - 1, player))
    return tm_rules_error_refuse (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                                  _("“%s” must be a player: 0 for the first player of the "
                                    "record, up to 3."), name);
  return TRUE;
}

/* The state move of one card of an "emblems" move: its rank @key and
 * its emblems @emblems. */
static gboolean
card_emblems_from_json (const char                *key,
                        JsonNode                  *emblems,
                        const TmSistersCardTable  *table,
                        TmSistersMove             *move,
                        GError                   **error)
{
  int rank;

  *move = tm_sisters_move_init (TM_SISTERS_MOVE_EMBLEMS);
  if (!tm_sisters_rank_from_string (key, &rank))
    return tm_plain_move_invalid (error, _("The keys of “cards” are ranks, \"1\" to \"36\"."));
  if (!tm_sisters_emblems_from_json (table, emblems, rank, &move->emblems, error))
    return FALSE;
  move->rank = (guint8) rank;
  return TRUE;
}

/* The "cards" of an "emblems" move, or NULL with @error when it has
 * none. */
static JsonObject *
emblems_cards (const TmPlainMembers *members,
               GError     **error)
{
  JsonObject *cards = tm_json_node_get_object (tm_plain_members_get (members, "cards"));

  if (cards == NULL || json_object_get_size (cards) == 0)
    {
      tm_plain_move_invalid (error, _("The move needs “cards”: each card’s rank and its "
                                      "emblems, such as {\"27\": {\"PLANT\": 2}}."));
      return NULL;
    }
  return cards;
}

/* @kinds: the move's "kinds" member, or NULL when it has none (looked up
 * by the caller, which needs it too). */
static gboolean
emblems_from_json (const TmPlainMembers *members,
                   JsonNode            *kinds,
                   TmSistersCardTable  *table,
                   GArray              *moves,
                   GError             **error)
{
  JsonObject *cards;
  JsonObjectIter iter;
  const char *key;
  JsonNode *emblems;

  if (kinds != NULL && !tm_sisters_kinds_from_json (table, kinds, error))
    return FALSE;
  cards = emblems_cards (members, error);
  if (cards == NULL)
    return FALSE;

  /* In the record's order, as json_object_get_members() gives them, but
   * without copying the names for every card of a replay. */
  json_object_iter_init_ordered (&iter, cards);
  while (json_object_iter_next_ordered (&iter, &key, &emblems))
    {
      TmSistersMove move;

      if (!card_emblems_from_json (key, emblems, table, &move, error))
        return FALSE;
      g_array_append_val (moves, move);
    }
  return TRUE;
}

static const TmPlainMoveForm sisters_move_forms[] = {
  { "field", "cards parent" },
  { "turn", "used taken player" },
  { "reveal", "player cards" },
  { "emblems", "cards kinds" },
  { NULL, NULL },
};

static const char *
move_type (JsonObject      *object,
           TmPlainMembers  *members,
           GError         **error)
{
  return tm_plain_move_get_type (object, sisters_move_forms, N_("The move has no “type”: it must be \"field\", "
                                            "\"turn\", \"reveal\" or \"emblems\"."), members, error);
}

/* The move of @type (from move_type()) that is one state move: every
 * type but "emblems". */
static gboolean
single_move_from_json (const TmPlainMembers *members,
                       const char     *type,
                       TmSistersMove  *move,
                       GError        **error)
{
  if (g_str_equal (type, "field"))
    {
      *move = tm_sisters_move_init (TM_SISTERS_MOVE_FIELD);
      return cards_from_json (members, move, error)
             && player_from_member (members, "parent", FALSE, &move->parent, error);
    }
  if (g_str_equal (type, "turn"))
    {
      *move = tm_sisters_move_init (TM_SISTERS_MOVE_TURN);
      return rank_from_member (members, "used", &move->used, error)
             && rank_from_member (members, "taken", &move->taken, error)
             && player_from_member (members, "player", FALSE, &move->player, error);
    }
  if (g_str_equal (type, "reveal"))
    {
      *move = tm_sisters_move_init (TM_SISTERS_MOVE_REVEAL);
      return player_from_member (members, "player", TRUE, &move->player, error)
             && cards_from_json (members, move, error);
    }
  g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
               _("This is not a move of Planetary Sisters: the type must be "
                 "\"field\", \"turn\", \"reveal\" or \"emblems\"."));
  return FALSE;
}

/* An "emblems" move: on a copy of the table (4 KB, not made for the other
 * moves), kept when the move holds, and its state moves appended. */
static gboolean
emblems_move_from_json (const TmPlainMembers *members,
                        TmSistersCardTable  *table,
                        GArray              *moves,
                        GError             **error)
{
  g_autoptr(GArray) result = g_array_new (FALSE, TRUE, sizeof (TmSistersMove));
  TmSistersCardTable new_table = *table;

  if (!emblems_from_json (members, tm_plain_members_get (members, "kinds"), &new_table,
                          result, error))
    return FALSE;
  *table = new_table;
  g_array_append_vals (moves, result->data, result->len);
  return TRUE;
}

gboolean
tm_sisters_move_from_json (JsonObject          *object,
                           TmSistersCardTable  *table,
                           GArray              *moves,
                           GError             **error)
{
  TmPlainMembers members;
  TmSistersMove move;
  const char *type;

  g_return_val_if_fail (table != NULL && moves != NULL, FALSE);

  type = move_type (object, &members, error);
  if (type == NULL)
    return FALSE;
  /* The one move that names kinds and gives several state moves. */
  if (g_str_equal (type, "emblems"))
    return emblems_move_from_json (&members, table, moves, error);
  if (!single_move_from_json (&members, type, &move, error))
    return FALSE;
  g_array_append_val (moves, move);
  return TRUE;
}

static JsonArray *
cards_array (const TmSistersMove *move)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < move->n_cards && i < TM_SISTERS_MAX_MOVE_CARDS; i++)
    json_array_add_int_element (array, move->cards[i]);
  return array;
}

JsonObject *
tm_sisters_move_to_json (const TmSistersMove      *move,
                         const TmSistersCardTable *table)
{
  JsonObject *object = json_object_new ();

  g_return_val_if_fail (move != NULL && table != NULL, object);

  switch (move->type)
    {
    case TM_SISTERS_MOVE_FIELD:
      json_object_set_string_member (object, "type", "field");
      json_object_set_array_member (object, "cards", cards_array (move));
      if (move->parent >= 0)
        json_object_set_int_member (object, "parent", move->parent);
      break;

    case TM_SISTERS_MOVE_TURN:
      json_object_set_string_member (object, "type", "turn");
      if (move->player >= 0)
        json_object_set_int_member (object, "player", move->player);
      json_object_set_int_member (object, "used", move->used);
      json_object_set_int_member (object, "taken", move->taken);
      break;

    case TM_SISTERS_MOVE_REVEAL:
      json_object_set_string_member (object, "type", "reveal");
      json_object_set_int_member (object, "player", move->player);
      json_object_set_array_member (object, "cards", cards_array (move));
      break;

    case TM_SISTERS_MOVE_EMBLEMS:
      {
        JsonObject *cards = json_object_new ();
        char key[16];

        g_snprintf (key, sizeof key, "%u", (guint) move->rank);
        json_object_set_member (cards, key, tm_sisters_emblems_to_json (table, &move->emblems));
        json_object_set_string_member (object, "type", "emblems");
        json_object_set_object_member (object, "cards", cards);
      }
      break;

    default:
      g_return_val_if_reached (object);
    }
  return object;
}

/* TmGame ---------------------------------------------------------------------- */

static gboolean
bad_options (GError     **error,
             GError      *reason)
{
  g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_BAD_SETUP,
               _("These options cannot start Planetary Sisters: %s"), reason->message);
  g_error_free (reason);
  return FALSE;
}

static gboolean
tm_sisters_game_setup (TmGame      *game,
                       guint        n_players,
                       JsonObject  *options,
                       GError     **error)
{
  TmSistersGame *self = TM_SISTERS_GAME (game);
  g_autoptr(GList) names = NULL;
  GError *reason = NULL;
  JsonNode *node;
  int first_parent = -1;

  if (n_players < TM_SISTERS_MIN_PLAYERS || n_players > TM_SISTERS_MAX_PLAYERS)
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_BAD_SETUP,
                   _("Planetary Sisters is played by 2 to 4 players, not %u."), n_players);
      return FALSE;
    }

  names = options != NULL ? json_object_get_members (options) : NULL;
  for (GList *l = names; l != NULL; l = l->next)
    if (!g_str_equal (l->data, "first_parent") && !g_str_equal (l->data, "kinds")
        && !g_str_equal (l->data, "cards"))
      {
        g_autofree char *shown = tm_json_describe_text (l->data, -1, 40);

        g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_BAD_SETUP,
                     _("Planetary Sisters has no option “%s”: its options are "
                       "“first_parent”, “kinds” and “cards”."), shown);
        return FALSE;
      }

  node = tm_json_object_get_member (options, "first_parent");
  if (node != NULL && !tm_json_node_get_int (node, 0, (int) n_players - 1, &first_parent))
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_BAD_SETUP,
                   _("“first_parent” must be a player: 0 for the first player of "
                     "the record, up to %u."), n_players - 1);
      return FALSE;
    }

  tm_sisters_state_init (&self->state, n_players, first_parent);

  node = tm_json_object_get_member (options, "kinds");
  if (node != NULL && !tm_sisters_kinds_from_json (&self->state.cards, node, &reason))
    return bad_options (error, reason);
  node = tm_json_object_get_member (options, "cards");
  if (node != NULL && !tm_sisters_cards_from_json (&self->state.cards, node, NULL, &reason))
    return bad_options (error, reason);
  return TRUE;
}

/* Reads @object as the game's reading of the rules does (Tablemate
 * 0.2.0's ignored the members it did not know: the copy it reads is
 * *@read_as_020) into the one state move @move, when it is one: every
 * move but an "emblems" move naming kinds or several cards, for which
 * *@several is set and @members is left to read.  FALSE with @error
 * when it is no move. */
static gboolean
read_move (TmSistersGame   *self,
           JsonObject      *object,
           JsonObject     **read_as_020,
           TmPlainMembers  *members,
           TmSistersMove   *move,
           gboolean        *several,
           GError         **error)
{
  const char *type;
  JsonObject *cards;
  JsonObjectIter iter;
  const char *key;
  JsonNode *emblems;

  *several = FALSE;
  if (self->rules < TM_SISTERS_RULES_KNOWN_MEMBERS)
    object = *read_as_020 = tm_plain_move_keep_known_members (object, sisters_move_forms);
  type = move_type (object, members, error);
  if (type == NULL)
    return FALSE;
  /* Every move but "emblems" is one state move, which changes no card
   * table and which tm_sisters_state_apply() applies whole or not at
   * all: no copy of the 4 KB state, nor an array, for each move of a
   * replay. */
  if (!g_str_equal (type, "emblems"))
    return single_move_from_json (members, type, move, error);

  /* An "emblems" move gives a state move per card.  Only the kinds it
   * names change the card table (emblems_from_json() adds nothing else
   * to it): without them, it is read against the game's table, and one
   * card, as the app enters them, is one state move, read into a move on
   * the stack without an array (its one member needs no order). */
  if (tm_plain_members_get (members, "kinds") == NULL)
    {
      cards = emblems_cards (members, error);
      if (cards == NULL)
        return FALSE;
      if (json_object_get_size (cards) == 1)
        {
          json_object_iter_init (&iter, cards);
          json_object_iter_next (&iter, &key, &emblems);
          return card_emblems_from_json (key, emblems, &self->state.cards, move, error);
        }
    }
  *several = TRUE;
  return TRUE;
}

static gboolean
tm_sisters_game_apply_move (TmGame      *game,
                            JsonObject  *object,
                            GError     **error)
{
  /* tm_game_apply_move() checked @game, for every move of a replay. */
  TmSistersGame *self = (TmSistersGame *) game;
  g_autoptr(GArray) moves = NULL;
  TmSistersState next;
  TmSistersMove move;
  g_autoptr(JsonObject) read_as_020 = NULL;
  TmPlainMembers members;
  JsonNode *kinds;
  gboolean several;

  if (!read_move (self, object, &read_as_020, &members, &move, &several, error))
    return FALSE;
  if (!several)
    return tm_sisters_state_apply (&self->state, &move, tm_game_get_player_names (game), error);

  moves = g_array_new (FALSE, TRUE, sizeof (TmSistersMove));
  kinds = tm_plain_members_get (&members, "kinds");
  if (kinds == NULL)
    {
      if (!emblems_from_json (&members, NULL, &self->state.cards, moves, error))
        return FALSE;
      next = self->state;
    }
  else
    {
      /* The kinds, then the cards' emblems, on a copy of the state. */
      next = self->state;
      if (!emblems_from_json (&members, kinds, &next.cards, moves, error))
        return FALSE;
    }
  /* Several state moves: all or none. */
  for (guint i = 0; i < moves->len; i++)
    if (!tm_sisters_state_apply (&next, &g_array_index (moves, TmSistersMove, i),
                                 tm_game_get_player_names (game), error))
      return FALSE;

  self->state = next;
  return TRUE;
}

/* A move that is one state move, read once for the record's replays:
 * the rest are left to apply_move(). */
static gboolean
tm_sisters_game_decode_move (TmGame     *game,
                             JsonObject *object,
                             gpointer    decoded)
{
  g_autoptr(JsonObject) read_as_020 = NULL;
  TmPlainMembers members;
  gboolean several;

  return read_move ((TmSistersGame *) game, object, &read_as_020, &members, decoded, &several,
                    NULL)
         && !several;
}

static gboolean
tm_sisters_game_apply_decoded_move (TmGame        *game,
                                    gconstpointer  decoded,
                                    GError       **error)
{
  /* What apply_move() does with the one state move it reads. */
  return tm_sisters_state_apply (&((TmSistersGame *) game)->state, decoded,
                                 tm_game_get_player_names (game), error);
}

static GPtrArray *
tm_sisters_game_list_legal_moves (TmGame *game)
{
  TmSistersGame *self = TM_SISTERS_GAME (game);
  g_autoptr(GArray) moves = tm_sisters_state_legal_moves (&self->state);

  /* A move's JSON names its cards' emblems from the card table. */
  return tm_plain_game_moves_to_json (moves, (TmPlainMoveToJsonWith) tm_sisters_move_to_json,
                                      &self->state.cards);
}

static const char *
phase_id (TmSistersPhase phase)
{
  switch (phase)
    {
    case TM_SISTERS_PHASE_SETUP:
      return "setup";
    case TM_SISTERS_PHASE_ROUND:
      return "round";
    case TM_SISTERS_PHASE_REVEAL:
      return "reveal";
    case TM_SISTERS_PHASE_EMBLEMS:
      return "emblems";
    case TM_SISTERS_PHASE_FINISHED:
      return "finished";
    default:
      g_return_val_if_reached (NULL);
    }
}

static const char *
tm_sisters_game_get_phase (TmGame *game)
{
  return phase_id (TM_SISTERS_GAME (game)->state.phase);
}

static char *
tm_sisters_game_describe_phase (TmGame *game)
{
  const TmSistersState *state = &TM_SISTERS_GAME (game)->state;

  switch (state->phase)
    {
    case TM_SISTERS_PHASE_SETUP:
      /* Translators: 準備フェーズ */
      return g_strdup (_("Set-up: dealing the field"));
    case TM_SISTERS_PHASE_ROUND:
      if (state->n_players != 2)
        /* Translators: 競技フェーズ, ラウンド */
        return g_strdup_printf (_("Round %u of 8"), state->round);
      if (tm_sisters_state_is_second_half (state))
        /* Translators: 後半ラウンド */
        return g_strdup_printf (_("Round %u of 8, second half"), state->round);
      /* Translators: 前半ラウンド */
      return g_strdup_printf (_("Round %u of 8, first half"), state->round);
    case TM_SISTERS_PHASE_REVEAL:
      if (state->n_players == 2)
        /* Translators: 集計フェーズ: 手札を公開して番人札とします */
        return g_strdup (_("Scoring: revealing the keeper cards"));
      /* Translators: 集計フェーズ: 手札を公開して家札とします */
      return g_strdup (_("Scoring: revealing the houses"));
    case TM_SISTERS_PHASE_EMBLEMS:
      return g_strdup (_("Scoring: entering the emblems of the scored cards"));
    case TM_SISTERS_PHASE_FINISHED:
      return g_strdup (_("Game over"));
    default:
      g_return_val_if_reached (NULL);
    }
}

static int
tm_sisters_game_get_current_player (TmGame *game)
{
  return tm_sisters_state_get_current_player (&TM_SISTERS_GAME (game)->state);
}

static gboolean
tm_sisters_game_is_finished (TmGame *game)
{
  /* Without a type check: tm_game_apply_move() asks it for every move
   * of a replay, of a game it checked. */
  return ((TmSistersGame *) game)->state.phase == TM_SISTERS_PHASE_FINISHED;
}

/* Scores exist once the game is over: every scored card has its emblems. */
static gboolean
get_player_score (const TmSistersState *state,
                  guint                 player,
                  TmSistersScore       *score)
{
  if (state->phase != TM_SISTERS_PHASE_FINISHED)
    return FALSE;
  tm_sisters_score_player (&state->cards, state->house[player],
                           tm_sisters_state_get_harvest (state, player), score);
  return TRUE;
}

static int
tm_sisters_game_get_score (TmGame *game,
                           guint   player)
{
  TmSistersScore score;

  if (!get_player_score (&TM_SISTERS_GAME (game)->state, player, &score))
    return 0;
  return (int) score.total;
}

static const char *
decision_id (TmSistersDecision decision)
{
  switch (decision)
    {
    case TM_SISTERS_DECIDED_ALONE:
      return "extreme";
    case TM_SISTERS_DECIDED_DOWNSTREAM:
      return "downstream";
    case TM_SISTERS_DECIDED_NEXT_PAIR:
      return "next-pair";
    case TM_SISTERS_DECIDED_CHILD:
      return "child";
    default:
      g_return_val_if_reached (NULL);
    }
}

static const char *
condition_id (TmSistersCondition condition)
{
  return condition == TM_SISTERS_CONDITION_CLOSE ? "close" : "far";
}

static JsonArray *
int_array (const guint *values,
           guint        n)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < n; i++)
    json_array_add_int_element (array, values[i]);
  return array;
}

static JsonObject *
round_result_to_json (const TmSistersRoundResult *result)
{
  JsonObject *object = json_object_new ();
  JsonArray *pairs = json_array_new ();

  json_object_set_int_member (object, "round", result->round);
  json_object_set_string_member (object, "condition", condition_id (result->condition));
  for (guint i = 0; i < result->n_turns; i++)
    {
      JsonObject *pair = json_object_new ();

      json_object_set_int_member (pair, "player", result->player[i]);
      json_object_set_int_member (pair, "used", result->used[i]);
      json_object_set_int_member (pair, "taken", result->taken[i]);
      json_object_set_int_member (pair, "difference", result->difference[i]);
      json_array_add_object_element (pairs, pair);
    }
  json_object_set_array_member (object, "pairs", pairs);
  json_object_set_int_member (object, "parent_before", result->parent_before);
  json_object_set_int_member (object, "parent", result->parent_after);
  json_object_set_string_member (object, "decided_by", decision_id (result->decision));
  tm_json_object_set_int_or_null (object, "deciding_pair", result->deciding_turn);
  return object;
}

/* The "round" of the serialized state, without building it. */
static gboolean
tm_sisters_game_get_round (TmGame *game,
                           gint64 *round)
{
  *round = TM_SISTERS_GAME (game)->state.round;
  return TRUE;
}

static JsonNode *
tm_sisters_game_serialize_state (TmGame *game)
{
  const TmSistersState *state = &TM_SISTERS_GAME (game)->state;
  JsonObject *object = json_object_new ();
  JsonArray *turns = json_array_new ();
  JsonArray *houses = json_array_new ();
  JsonArray *keepers = json_array_new ();
  guint n = state->n_players;

  json_object_set_string_member (object, "phase", phase_id (state->phase));
  json_object_set_int_member (object, "round", state->round);
  if (n == 2 && state->round > 0)
    json_object_set_string_member (object, "half",
                                   tm_sisters_state_is_second_half (state) ? "second" : "first");
  else
    json_object_set_null_member (object, "half");
  json_object_set_int_member (object, "turn", state->turn);
  tm_json_object_set_int_or_null (object, "current_player", tm_sisters_state_get_current_player (state));
  tm_json_object_set_int_or_null (object, "parent", state->parent);
  tm_json_object_set_int_or_null (object, "child", tm_sisters_state_get_child (state));
  json_object_set_string_member (object, "condition", condition_id (state->condition));
  json_object_set_array_member (object, "field", tm_sisters_card_set_to_json (state->field));

  if (state->phase == TM_SISTERS_PHASE_ROUND)
    for (guint i = 0; i < state->turn; i++)
      {
        JsonObject *turn = json_object_new ();

        json_object_set_int_member (turn, "player", state->turn_player[i]);
        json_object_set_int_member (turn, "used", state->used[i]);
        json_object_set_int_member (turn, "taken", state->taken[i]);
        json_array_add_object_element (turns, turn);
      }
  json_object_set_array_member (object, "turns", turns);

  /* Hands and decks are private: counts only.  Houses (face up with two
   * players) and revealed cards are public. */
  json_object_set_array_member (object, "hands", int_array (state->hand, n));
  json_object_set_array_member (object, "decks", int_array (state->deck, n));
  for (guint p = 0; p < n; p++)
    {
      json_array_add_array_element (houses, tm_sisters_card_set_to_json (state->house[p]));
      json_array_add_array_element (keepers, tm_sisters_card_set_to_json (state->keepers[p]));
    }
  json_object_set_array_member (object, "houses", houses);
  json_object_set_array_member (object, "keepers", keepers);

  if (state->has_result)
    json_object_set_object_member (object, "last_round", round_result_to_json (&state->last_round));
  else
    json_object_set_null_member (object, "last_round");

  json_object_set_array_member (object, "kinds", tm_sisters_kinds_to_json (&state->cards, FALSE));
  json_object_set_array_member (object, "emblems_known", tm_sisters_card_set_to_json (state->cards.known));
  json_object_set_array_member (object, "missing_emblems",
                                tm_sisters_card_set_to_json (tm_sisters_state_get_missing_emblems (state)));

  if (state->phase == TM_SISTERS_PHASE_FINISHED)
    {
      JsonArray *scores = json_array_new ();

      for (guint p = 0; p < n; p++)
        {
          TmSistersScore score;

          get_player_score (state, p, &score);
          json_array_add_object_element (scores, tm_sisters_score_to_json (&score));
        }
      json_object_set_array_member (object, "score_breakdown", scores);
    }
  else
    json_object_set_null_member (object, "score_breakdown");

  return tm_json_node_new_object (object);
}

static char *
tm_sisters_game_describe_move (TmGame             *game,
                               JsonObject         *move,
                               const char * const *players)
{
  return tm_sisters_describe_move (&TM_SISTERS_GAME (game)->state, move, players);
}

/* The points of the house and of the field, once the game is over. */
static char *
tm_sisters_game_describe_score_breakdown (TmGame *game,
                                          guint   player)
{
  TmSistersScore score;

  if (!get_player_score (&TM_SISTERS_GAME (game)->state, player, &score))
    return NULL;
  /* Translators: a shared Planetary Sisters result: a player's points
   * from their house and from the field. */
  return g_strdup_printf (_("house %d + field %d"), (int) score.house, (int) score.field);
}

static void
tm_sisters_game_set_rules_revision (TmGame *game,
                                    guint   revision)
{
  TM_SISTERS_GAME (game)->rules = revision;
}

static void
tm_sisters_game_class_init (TmSistersGameClass *klass)
{
  TmGameClass *game_class = TM_GAME_CLASS (klass);

  game_class->rules_domain = TM_SISTERS_RULES_ERROR;
  game_class->rules_enum = TM_TYPE_SISTERS_RULE;
  game_class->setup = tm_sisters_game_setup;
  game_class->copy = tm_plain_game_copy;
  game_class->apply_move = tm_sisters_game_apply_move;
  game_class->decoded_move_size = sizeof (TmSistersMove);
  game_class->decode_move = tm_sisters_game_decode_move;
  game_class->apply_decoded_move = tm_sisters_game_apply_decoded_move;
  game_class->list_legal_moves = tm_sisters_game_list_legal_moves;
  game_class->get_phase = tm_sisters_game_get_phase;
  game_class->describe_phase = tm_sisters_game_describe_phase;
  game_class->get_current_player = tm_sisters_game_get_current_player;
  game_class->is_finished = tm_sisters_game_is_finished;
  game_class->get_score = tm_sisters_game_get_score;
  game_class->serialize_state = tm_sisters_game_serialize_state;
  game_class->get_round = tm_sisters_game_get_round;
  game_class->describe_move = tm_sisters_game_describe_move;
  game_class->describe_score_breakdown = tm_sisters_game_describe_score_breakdown;
  game_class->rules_revision = TM_SISTERS_RULES_REVISION;
  game_class->describe_rules_revision = tm_plain_game_describe_members_020;
  game_class->set_rules_revision = tm_sisters_game_set_rules_revision;
  /* get_winners: the default, every player with the highest score —
   * equal top scores share the win (Ruling). */
}

static void
tm_sisters_game_init (TmSistersGame *self)
{
  tm_sisters_state_init (&self->state, 2, -1);
  self->rules = TM_SISTERS_RULES_REVISION;
}

const TmSistersState *
tm_sisters_game_get_state (TmSistersGame *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_GAME (self), NULL);
  return &self->state;
}
