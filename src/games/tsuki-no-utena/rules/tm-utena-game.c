/* tm-utena-game.c — Tsuki no Utena behind the TmGame interface */
#include "config.h"

#include "tm-utena-game-private.h"
#include "tm-core-enums.h"
#include "tm-utena-text.h"
#include "core/tm-json.h"
#include "core/tm-plain-game.h"
#include "core/tm-rules-error.h"

#include <glib/gi18n.h>
#include <string.h>

struct _TmUtenaGame
{
  TmGame parent_instance;

  TmUtenaState state;
  TmUtenaOutcome outcome;      /* of the last move, when has_outcome */
  gboolean has_outcome;
};

G_DEFINE_FINAL_TYPE (TmUtenaGame, tm_utena_game, TM_TYPE_GAME)

G_DEFINE_QUARK (tm-utena-rules-error-quark, tm_utena_rules_error)

/* JSON ↔ move ---------------------------------------------------------------- */

/* The optional "altar" and "player" of a turn move. */
static gboolean
actor_from_json (JsonObject   *object,
                 TmUtenaMove  *move,
                 GError      **error)
{
  JsonNode *node = tm_json_object_get_member (object, "altar");

  if (node != NULL && !tm_json_node_get_int (node, 0, TM_UTENA_MAX_ALTARS - 1, &move->altar))
    return tm_plain_move_invalid (error,
                                  _("“altar” must be the number of the altar taking its turn, "
                                    "counted from 0 (0 to 3)."));
  node = tm_json_object_get_member (object, "player");
  if (node != NULL && !tm_json_node_get_int (node, 0, TM_UTENA_MAX_PLAYERS - 1, &move->player))
    return tm_plain_move_invalid (error,
                                  _("“player” must be the number of the player taking the "
                                    "turn, counted from 0 (0 to 3)."));
  return TRUE;
}

static gboolean
desire_from_json (JsonObject   *object,
                  TmUtenaMove  *move,
                  GError      **error)
{
  JsonNode *node = tm_json_object_get_member (object, "card");
  TmUtenaCell hidden[TM_UTENA_MAX_HIDDEN_LISTED];
  guint n_hidden = 0;

  if (node == NULL)
    return tm_plain_move_invalid (error,
                                  _("The move has no “card”: list the four icons of the desire "
                                    "card laid, such as [\"navy\", \"snake\", \"group-white\", "
                                    "\"group-red\"]."));
  if (!tm_utena_desire_from_json (node, "card", &move->desire, error))
    return FALSE;

  node = tm_json_object_get_member (object, "hidden");
  if (node != NULL
      && !tm_utena_cells_from_json (node, "hidden", hidden, &n_hidden,
                                    TM_UTENA_MAX_HIDDEN_LISTED, error))
    return FALSE;
  move->n_hidden = (guint8) n_hidden;
  for (guint i = 0; i < n_hidden; i++)
    move->hidden[i] = (guint8) hidden[i];
  return TRUE;
}

static gboolean
cards_from_json (JsonObject   *object,
                 TmUtenaMove  *move,
                 GError      **error)
{
  JsonArray *cards = tm_json_node_get_array (tm_json_object_get_member (object, "cards"));

  if (cards == NULL || json_array_get_length (cards) != 2)
    {
      if (move->type == TM_UTENA_MOVE_PAIR)
        return tm_plain_move_invalid (error,
                                      _("“cards” must list the two cards played as the pair, "
                                        "each as a list of its icons."));
      return tm_plain_move_invalid (error,
                                    _("“cards” must list the two cards exchanged, each as a "
                                      "list of its icons: the card of your pair first."));
    }
  for (guint i = 0; i < 2; i++)
    /* Read under the oldest reading, checked under the game's own when
     * applied. */
    if (!tm_utena_card_from_json_under (json_array_get_element (cards, i), "cards",
                                        1, &move->cards[i], error))
      return FALSE;
  return actor_from_json (object, move, error);
}

static const TmPlainMoveForm utena_move_forms[] = {
  { "desire", "card hidden" },
  { "plan", "practitioner" },
  { "reinforce", "altar player" },
  { "pair", "cards altar player" },
  { "exchange", "cards altar player" },
  { "pass", "altar player" },
  { NULL, NULL },
};

gboolean
tm_utena_move_from_json (JsonObject   *object,
                         TmUtenaMove  *move,
                         GError      **error)
{
  const char *type;
  TmUtenaMove result;
  gboolean ok;

  g_return_val_if_fail (move != NULL, FALSE);

  type = tm_plain_move_get_type (object, utena_move_forms, N_("The move has no “type”: it must be \"desire\", \"plan\", "
                                            "\"reinforce\", \"pair\", \"exchange\" or \"pass\"."), NULL, error);
  if (type == NULL)
    return FALSE;

  if (g_str_equal (type, "desire"))
    {
      result = tm_utena_move_init (TM_UTENA_MOVE_DESIRE);
      ok = desire_from_json (object, &result, error);
    }
  else if (g_str_equal (type, "plan"))
    {
      result = tm_utena_move_init (TM_UTENA_MOVE_PLAN);
      ok = tm_json_node_get_int (tm_json_object_get_member (object, "practitioner"),
                                 0, TM_UTENA_MAX_ALTARS - 1, &result.plan_altar);
      if (!ok)
        g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                     _("“practitioner” must say which altar gets the "
                       "practitioner plan card: 0 (left), 1 (centre) or 2 "
                       "(right)."));
    }
  else if (g_str_equal (type, "reinforce"))
    {
      result = tm_utena_move_init (TM_UTENA_MOVE_REINFORCE);
      ok = actor_from_json (object, &result, error);
    }
  else if (g_str_equal (type, "pair"))
    {
      result = tm_utena_move_init (TM_UTENA_MOVE_PAIR);
      ok = cards_from_json (object, &result, error);
    }
  else if (g_str_equal (type, "exchange"))
    {
      result = tm_utena_move_init (TM_UTENA_MOVE_EXCHANGE);
      ok = cards_from_json (object, &result, error);
    }
  else if (g_str_equal (type, "pass"))
    {
      result = tm_utena_move_init (TM_UTENA_MOVE_PASS);
      ok = actor_from_json (object, &result, error);
    }
  else
    {
      g_autofree char *shown = tm_json_describe_text (type, -1, 20);

      return tm_rules_error_refuse (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                                    _("“%s” is not a move of Tsuki no Utena: the type must be "
                                      "\"desire\", \"plan\", \"reinforce\", \"pair\", "
                                      "\"exchange\" or \"pass\"."), shown);
    }

  if (ok)
    *move = result;
  return ok;
}

static void
add_actor (JsonObject        *object,
           const TmUtenaMove *move)
{
  if (move->altar >= 0)
    json_object_set_int_member (object, "altar", move->altar);
  if (move->player >= 0)
    json_object_set_int_member (object, "player", move->player);
}

JsonObject *
tm_utena_move_to_json (const TmUtenaMove *move)
{
  JsonObject *object = json_object_new ();

  g_return_val_if_fail (move != NULL, object);

  switch (move->type)
    {
    case TM_UTENA_MOVE_DESIRE:
      {
        JsonArray *hidden = json_array_new ();

        for (guint i = 0; i < move->n_hidden && i < TM_UTENA_MAX_HIDDEN_LISTED; i++)
          if (move->hidden[i] < TM_UTENA_N_CELLS)
            json_array_add_string_element (hidden, tm_utena_cell_to_string (move->hidden[i]));
        json_object_set_string_member (object, "type", "desire");
        json_object_set_member (object, "card", tm_utena_desire_to_json (move->desire));
        json_object_set_array_member (object, "hidden", hidden);
      }
      break;

    case TM_UTENA_MOVE_PLAN:
      json_object_set_string_member (object, "type", "plan");
      json_object_set_int_member (object, "practitioner", move->plan_altar);
      break;

    case TM_UTENA_MOVE_REINFORCE:
      json_object_set_string_member (object, "type", "reinforce");
      add_actor (object, move);
      break;

    case TM_UTENA_MOVE_PAIR:
    case TM_UTENA_MOVE_EXCHANGE:
      {
        JsonArray *cards = json_array_new ();

        json_object_set_string_member (object, "type",
                                       move->type == TM_UTENA_MOVE_PAIR ? "pair" : "exchange");
        for (guint i = 0; i < 2; i++)
          json_array_add_element (cards, tm_utena_card_to_json (move->cards[i]));
        json_object_set_array_member (object, "cards", cards);
        add_actor (object, move);
      }
      break;

    case TM_UTENA_MOVE_PASS:
      json_object_set_string_member (object, "type", "pass");
      add_actor (object, move);
      break;

    default:
      g_return_val_if_reached (object);
    }
  return object;
}

/* One list of cards ("practitioners" or "desires"), duplicates dropped. */
static gboolean
read_list (JsonObject   *object,
           const char   *name,
           TmUtenaKind   kind,
           guint32      *cards,
           guint        *n_cards,
           guint         max,
           GError      **error)
{
  JsonNode *node = tm_json_object_get_member (object, name);
  JsonArray *array;

  *n_cards = 0;
  if (node == NULL)
    return TRUE;
  array = tm_json_node_get_array (node);
  if (array == NULL)
    return tm_rules_error_refuse (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                                  _("“%s” must be a list of cards, each a list of icon names."),
                                  name);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      guint32 card = 0;
      gboolean seen = FALSE;

      if (kind == TM_UTENA_KIND_DESIRE)
        {
          TmUtenaDesire desire;

          if (!tm_utena_desire_from_json (element, name, &desire, error))
            return FALSE;
          card = desire;
        }
      else
        {
          TmUtenaCard practitioner;

          if (!tm_utena_card_from_json (element, name, &practitioner, error))
            return FALSE;
          card = practitioner;
        }
      for (guint j = 0; j < *n_cards; j++)
        seen |= cards[j] == card;
      if (seen)
        continue;
      if (*n_cards == max)
        {
          g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                       kind == TM_UTENA_KIND_DESIRE
                       ? _("“desires” lists more than the 13 desire cards in the box.")
                       : _("“practitioners” lists more than the 21 practitioner cards in the box."));
          return FALSE;
        }
      cards[(*n_cards)++] = card;
    }
  return TRUE;
}

gboolean
tm_utena_read_card_lists (JsonObject     *object,
                          TmUtenaCard    *practitioners,
                          guint          *n_practitioners,
                          TmUtenaDesire  *desires,
                          guint          *n_desires,
                          GError        **error)
{
  guint32 cards[TM_UTENA_N_PRACTITIONERS];
  guint32 desire_cards[TM_UTENA_N_DESIRES];

  g_return_val_if_fail (object != NULL, FALSE);

  if (!read_list (object, "practitioners", TM_UTENA_KIND_PRACTITIONER,
                  cards, n_practitioners, TM_UTENA_N_PRACTITIONERS, error))
    return FALSE;
  if (!read_list (object, "desires", TM_UTENA_KIND_DESIRE,
                  desire_cards, n_desires, TM_UTENA_N_DESIRES, error))
    return FALSE;
  for (guint i = 0; i < *n_practitioners; i++)
    practitioners[i] = cards[i];
  for (guint i = 0; i < *n_desires; i++)
    desires[i] = (TmUtenaDesire) desire_cards[i];
  return TRUE;
}

/* TmGame ---------------------------------------------------------------------- */

static const TmPlainGameRules utena_rules = {
  .move_size = sizeof (TmUtenaMove),
  .outcome_size = sizeof (TmUtenaOutcome),
  .apply_writes_outcome = TRUE,   /* tm_utena_state_apply() */
  .move_from_json = (TmPlainMoveFromJson) tm_utena_move_from_json,
  .move_to_json = (TmPlainMoveToJson) tm_utena_move_to_json,
  .apply_with = (TmPlainApplyWith) tm_utena_state_apply,
  .legal_moves = (TmPlainLegalMoves) tm_utena_state_legal_moves,
};

static gboolean
tm_utena_game_setup (TmGame      *game,
                     guint        n_players,
                     JsonObject  *options,
                     GError     **error)
{
  TmUtenaGame *self = TM_UTENA_GAME (game);
  TmUtenaCard practitioners[TM_UTENA_N_PRACTITIONERS];
  TmUtenaDesire desires[TM_UTENA_N_DESIRES];
  guint n_practitioners = 0, n_desires = 0;

  if (options != NULL)
    {
      g_autoptr(GList) names = json_object_get_members (options);

      for (GList *l = names; l != NULL; l = l->next)
        if (!g_str_equal (l->data, "cards"))
          {
            g_autofree char *shown = tm_json_describe_text (l->data, -1, 40);

            g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_BAD_SETUP,
                         _("Tsuki no Utena has one option, “cards”, but “%s” "
                           "was given."), shown);
            return FALSE;
          }
    }

  if (options != NULL && json_object_has_member (options, "cards"))
    {
      JsonObject *cards = tm_json_node_get_object (tm_json_object_get_member (options, "cards"));
      g_autoptr(GError) local_error = NULL;

      if (cards == NULL)
        {
          g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_BAD_SETUP,
                       _("The “cards” option must be an object with the lists "
                         "“practitioners” and “desires”."));
          return FALSE;
        }
      if (!tm_utena_read_card_lists (cards, practitioners, &n_practitioners,
                                     desires, &n_desires, &local_error))
        {
          g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_BAD_SETUP,
                       _("The “cards” option cannot be used: %s"),
                       local_error->message);
          return FALSE;
        }
    }

  if (!tm_utena_state_init (&self->state, n_players, practitioners, n_practitioners,
                            desires, n_desires, error))
    return FALSE;
  self->has_outcome = FALSE;
  return TRUE;
}

static gboolean
tm_utena_game_apply_move (TmGame      *game,
                          JsonObject  *object,
                          GError     **error)
{
  TmUtenaGame *self = TM_UTENA_GAME (game);
  g_autoptr(JsonObject) read_as_020 = NULL;

  /* Tablemate 0.2.0's reading ignored the members it did not know. */
  if (self->state.rules < TM_UTENA_RULES_KNOWN_MEMBERS)
    object = read_as_020 = tm_plain_move_keep_known_members (object, utena_move_forms);
  /* The players' names word the refusals. */
  return tm_plain_game_apply_move (&utena_rules, &self->state,
                                   (gpointer) tm_game_get_player_names (game), &self->outcome,
                                   &self->has_outcome, object, error);
}

/* A move read once for the record's replays (tm-utena-move-decode.c),
 * as apply_move() reads it; refusals left to it.  Its cards are read
 * under the oldest reading and checked under the game's own when
 * applied, from here as from JSON. */
static gboolean
tm_utena_game_decode_move (TmGame     *game,
                           JsonObject *object,
                           gpointer    decoded)
{
  TmUtenaMove move;

  return tm_plain_game_read_move (&utena_rules, utena_move_forms,
                                  ((TmUtenaGame *) game)->state.rules < TM_UTENA_RULES_KNOWN_MEMBERS,
                                  object, &move)
         && tm_utena_decoded_move_set (decoded, &move);
}

static gboolean
tm_utena_game_apply_decoded_move (TmGame        *game,
                                  gconstpointer  decoded,
                                  GError       **error)
{
  TmUtenaGame *self = (TmUtenaGame *) game;
  TmUtenaMove move;

  /* Applied as apply_move() applies the move it reads. */
  tm_utena_decoded_move_get (decoded, &move);
  return tm_plain_game_apply_read_move (&utena_rules, &self->state,
                                        (gpointer) tm_game_get_player_names (game),
                                        &self->outcome, &self->has_outcome, &move, error);
}

static GPtrArray *
tm_utena_game_list_legal_moves (TmGame *game)
{
  return tm_plain_game_list_legal_moves (&utena_rules, &TM_UTENA_GAME (game)->state);
}

static const char *
tm_utena_game_get_phase (TmGame *game)
{
  switch (TM_UTENA_GAME (game)->state.phase)
    {
    case TM_UTENA_PHASE_DESIRE:
      return "desire";
    case TM_UTENA_PHASE_PLAN:
      return "plan";
    case TM_UTENA_PHASE_TURN:
      return "turn";
    case TM_UTENA_PHASE_FINISHED:
      return "finished";
    default:
      g_return_val_if_reached (NULL);
    }
}

static char *
tm_utena_game_describe_phase (TmGame *game)
{
  const TmUtenaState *s = &TM_UTENA_GAME (game)->state;
  /* By the players' names when the game has them (a record's). */
  g_autofree char *altar = s->active >= 0
                           ? tm_utena_state_name_altar (s, (guint) s->active, tm_game_get_player_names (game))
                           : NULL;

  switch (s->phase)
    {
    case TM_UTENA_PHASE_DESIRE:
      if (s->round == 0)
        /* Translators: 1–2 players reveal a desire card before round 1. */
        return g_strdup (_("Before play: the first desire card is revealed"));
      if (s->n_players >= 3)
        /* Translators: 輝きの喪失処理 */
        return g_strdup_printf (ngettext ("Round %u: loss of light, %u desire card to lay",
                                          "Round %u: loss of light, %u desire cards to lay",
                                          s->desires_due),
                                s->round, s->desires_due);
      return g_strdup_printf (_("Round %u: loss of light before %s acts"), s->round, altar);

    case TM_UTENA_PHASE_PLAN:
      /* Translators: 計画カード, the solo game */
      return g_strdup_printf (_("Round %u: plan cards"), s->round);

    case TM_UTENA_PHASE_TURN:
      if (s->reinforced)
        return g_strdup_printf (_("Round %u: the turn of %s, reinforced (turn %u of 2)"),
                                s->round, altar, 3 - s->turns_left);
      return g_strdup_printf (_("Round %u: the turn of %s"), s->round, altar);

    case TM_UTENA_PHASE_FINISHED:
      if (s->result == TM_UTENA_RESULT_WON)
        return g_strdup (_("Game over: everyone wins"));
      return g_strdup (_("Game over: everyone loses"));

    default:
      g_return_val_if_reached (NULL);
    }
}

static int
tm_utena_game_get_current_player (TmGame *game)
{
  return tm_utena_state_get_current_player (&TM_UTENA_GAME (game)->state);
}

static gboolean
tm_utena_game_is_finished (TmGame *game)
{
  return TM_UTENA_GAME (game)->state.phase == TM_UTENA_PHASE_FINISHED;
}

/* A cooperative game has no score; each player's filled ring cells show
 * how far the group is. */
static int
tm_utena_game_get_score (TmGame *game,
                         guint   player)
{
  const TmUtenaState *s = &TM_UTENA_GAME (game)->state;
  int score = 0;

  for (guint a = 0; a < s->n_altars; a++)
    if (s->altars[a].owner == player)
      score += (int) s->altars[a].ring;
  return score;
}

/* Everyone wins together or nobody does. */
static GArray *
tm_utena_game_get_winners (TmGame *game,
                           GArray *winners)
{
  const TmUtenaState *s = &TM_UTENA_GAME (game)->state;

  if (s->result == TM_UTENA_RESULT_WON)
    for (int p = 0; p < (int) s->n_players; p++)
      g_array_append_val (winners, p);
  return winners;
}

static const char *
result_id (TmUtenaResult result)
{
  switch (result)
    {
    case TM_UTENA_RESULT_WON: return "won";
    case TM_UTENA_RESULT_LOST_CENTRE: return "lost-centre";
    case TM_UTENA_RESULT_LOST_NO_MARKER: return "lost-no-marker";
    case TM_UTENA_RESULT_LOST_DECK: return "lost-deck-empty";
    case TM_UTENA_RESULT_NONE:
    default: return NULL;
    }
}

static char *
describe_result (const TmUtenaState  *s,
                 const char * const *players)
{
  g_autofree char *altar = s->result_altar >= 0
                           ? tm_utena_state_name_altar (s, (guint) s->result_altar, players) : NULL;

  switch (s->result)
    {
    case TM_UTENA_RESULT_WON:
      return g_strdup (_("Every flower board’s outer ring is full: everyone "
                         "wins."));
    case TM_UTENA_RESULT_LOST_CENTRE:
      return g_strdup_printf (_("A turn of %s began with a marker on the centre "
                                "cell of its flower board: everyone loses."),
                              altar);
    case TM_UTENA_RESULT_LOST_NO_MARKER:
      return g_strdup_printf (_("A marker was due from %s, whose flower board had "
                                "none left: everyone loses."), altar);
    case TM_UTENA_RESULT_LOST_DECK:
      return g_strdup (_("The desire deck was empty at the end of the round: "
                         "everyone loses."));
    case TM_UTENA_RESULT_NONE:
    default:
      return NULL;
    }
}

static JsonObject *
cells_object (const guint *counts)
{
  JsonObject *object = json_object_new ();

  for (guint c = 0; c < TM_UTENA_N_CELLS; c++)
    json_object_set_int_member (object, tm_utena_cell_to_string ((TmUtenaCell) c), counts[c]);
  return object;
}

/* The "round" of the serialized state, without building it (and its
 * warnings, in words). */
static gboolean
tm_utena_game_get_round (TmGame *game,
                         gint64 *round)
{
  *round = TM_UTENA_GAME (game)->state.round;
  return TRUE;
}

static JsonNode *
tm_utena_game_serialize_state (TmGame *game)
{
  const TmUtenaState *s = &TM_UTENA_GAME (game)->state;
  JsonObject *object = json_object_new ();
  JsonArray *altars = json_array_new ();
  JsonArray *hands = json_array_new ();
  JsonArray *stack = json_array_new ();
  JsonArray *warning_list = json_array_new ();
  g_autoptr(GArray) warnings = tm_utena_state_get_warnings (s);
  g_autofree char *result = describe_result (s, tm_game_get_player_names (game));

  json_object_set_string_member (object, "phase", tm_utena_game_get_phase (game));
  json_object_set_int_member (object, "round", s->round);
  json_object_set_int_member (object, "max_rounds", s->max_rounds);
  tm_json_object_set_int_or_null (object, "parent", s->parent);
  tm_json_object_set_int_or_null (object, "active_altar", s->active);
  json_object_set_int_member (object, "current_player", tm_utena_state_get_current_player (s));
  json_object_set_int_member (object, "turns_left",
                              s->phase == TM_UTENA_PHASE_TURN ? (gint64) s->turns_left : 0);
  json_object_set_boolean_member (object, "reinforced", s->reinforced);
  json_object_set_int_member (object, "reinforcements_this_round", s->reinforcements);
  json_object_set_int_member (object, "desires_due", s->desires_due);
  tm_json_object_set_int_or_null (object, "giver", s->phase == TM_UTENA_PHASE_DESIRE && s->n_laid > 0 ? s->giver : -1);
  if (s->n_players == 1)
    {
      tm_json_object_set_int_or_null (object, "plan_altar", s->plan_altar);
      json_object_set_int_member (object, "practitioner_deck", s->practitioner_deck);
    }

  if (result_id (s->result) != NULL)
    {
      json_object_set_string_member (object, "result", result_id (s->result));
      json_object_set_string_member (object, "result_message", result);
    }
  else
    json_object_set_null_member (object, "result");

  json_object_set_object_member (object, "cloud", cells_object (s->cloud));
  for (guint a = 0; a < s->n_altars; a++)
    {
      const TmUtenaAltar *altar = &s->altars[a];
      JsonObject *entry = json_object_new ();

      json_object_set_int_member (entry, "owner", altar->owner);
      json_object_set_int_member (entry, "ring", altar->ring);
      json_object_set_int_member (entry, "ring_size", altar->ring_size);
      json_object_set_int_member (entry, "centre", altar->centre);
      json_object_set_boolean_member (entry, "reserve", altar->reserve);
      if (altar->pair[0] != TM_UTENA_NO_CARD)
        {
          JsonArray *pair = json_array_new ();

          json_array_add_element (pair, tm_utena_card_to_json (altar->pair[0]));
          json_array_add_element (pair, tm_utena_card_to_json (altar->pair[1]));
          json_object_set_array_member (entry, "pair", pair);
          json_object_set_member (entry, "match",
                                  tm_utena_match_to_json (tm_utena_state_get_match (s, a)));
        }
      else
        {
          json_object_set_null_member (entry, "pair");
          json_object_set_null_member (entry, "match");
        }
      json_array_add_object_element (altars, entry);
    }
  json_object_set_array_member (object, "altars", altars);

  /* Hands are private: sizes only. */
  for (guint p = 0; p < s->n_players; p++)
    json_array_add_int_element (hands, s->hands[p].size);
  json_object_set_array_member (object, "hands", hands);

  json_object_set_int_member (object, "desire_deck", s->desire_deck);
  for (guint i = 0; i < s->n_laid; i++)
    json_array_add_element (stack, tm_utena_desire_to_json (s->laid[i]));
  json_object_set_array_member (object, "desire_stack", stack);
  json_object_set_object_member (object, "visible", cells_object (s->visible));
  json_object_set_int_member (object, "markers", tm_utena_state_count_markers (s));

  for (guint i = 0; i < warnings->len; i++)
    json_array_add_element (warning_list,
                            tm_utena_warning_to_json (&g_array_index (warnings, TmUtenaWarning, i)));
  json_object_set_array_member (object, "warnings", warning_list);

  return tm_json_node_new_object (object);
}

/* The move in the players' words (tm-utena-text.c); a move that does not
 * parse is named by who is to move, as any game's. */
static char *
tm_utena_game_describe_move (TmGame             *game,
                             JsonObject         *object,
                             const char * const *players)
{
  const TmUtenaState *s = &TM_UTENA_GAME (game)->state;
  TmUtenaMove move;

  if (!tm_utena_move_from_json (object, &move, NULL))
    return g_strdup (_("A move that cannot be read"));
  return tm_utena_move_describe (s, &move, players);
}

static void
tm_utena_game_set_rules_revision (TmGame *game,
                                  guint   revision)
{
  TM_UTENA_GAME (game)->state.rules = revision;
}

static char *
tm_utena_game_describe_rules_revision (TmGame *game,
                                       guint   revision)
{
  if (revision >= TM_UTENA_RULES_COVERED_ICON)
    return NULL;
  return g_strdup (_("This game follows the rules as Tablemate 0.2.0 read them: "
                     "a desire card need not cover the icon it shares with the "
                     "card below."));
}

static void
tm_utena_game_class_init (TmUtenaGameClass *klass)
{
  TmGameClass *game_class = TM_GAME_CLASS (klass);

  game_class->rules_domain = TM_UTENA_RULES_ERROR;
  game_class->rules_enum = TM_TYPE_UTENA_RULE;
  game_class->setup = tm_utena_game_setup;
  game_class->copy = tm_plain_game_copy;
  game_class->apply_move = tm_utena_game_apply_move;
  game_class->decoded_move_size = sizeof (TmUtenaDecodedMove);
  game_class->decode_move = tm_utena_game_decode_move;
  game_class->apply_decoded_move = tm_utena_game_apply_decoded_move;
  game_class->list_legal_moves = tm_utena_game_list_legal_moves;
  game_class->get_phase = tm_utena_game_get_phase;
  game_class->describe_phase = tm_utena_game_describe_phase;
  game_class->describe_move = tm_utena_game_describe_move;
  game_class->get_current_player = tm_utena_game_get_current_player;
  game_class->is_finished = tm_utena_game_is_finished;
  game_class->get_score = tm_utena_game_get_score;
  game_class->serialize_state = tm_utena_game_serialize_state;
  game_class->get_round = tm_utena_game_get_round;
  game_class->get_winners = tm_utena_game_get_winners;
  game_class->rules_revision = TM_UTENA_RULES_REVISION;
  game_class->set_rules_revision = tm_utena_game_set_rules_revision;
  game_class->describe_rules_revision = tm_utena_game_describe_rules_revision;
}

static void
tm_utena_game_init (TmUtenaGame *self)
{
  /* A placeholder position until setup() chooses the player count. */
  tm_utena_state_init (&self->state, 3, NULL, 0, NULL, 0, NULL);
}

const TmUtenaState *
tm_utena_game_get_state (TmUtenaGame *self)
{
  g_return_val_if_fail (TM_IS_UTENA_GAME (self), NULL);
  return &self->state;
}

const TmUtenaOutcome *
tm_utena_game_get_last_outcome (TmUtenaGame *self)
{
  g_return_val_if_fail (TM_IS_UTENA_GAME (self), NULL);
  return self->has_outcome ? &self->outcome : NULL;
}
