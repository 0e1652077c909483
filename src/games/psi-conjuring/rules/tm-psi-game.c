/* tm-psi-game.c — Psi Conjuring behind the TmGame interface */
#include "config.h"

#include "tm-psi-game-private.h"
#include "tm-psi-text.h"
#include "tm-core-enums.h"
#include "core/tm-json.h"
#include "core/tm-plain-game.h"
#include "core/tm-rules-error.h"

#include <glib/gi18n.h>
#include <string.h>

struct _TmPsiGame
{
  TmGame parent_instance;

  TmPsiState state;
  TmPsiOutcome outcome;        /* of the last move, when has_outcome */
  gboolean has_outcome;
  TmPsiCatalogue *catalogue;   /* NULL: moves are not checked against one */
};

G_DEFINE_FINAL_TYPE (TmPsiGame, tm_psi_game, TM_TYPE_GAME)

G_DEFINE_QUARK (tm-psi-rules-error-quark, tm_psi_rules_error)

/* TmGame ------------------------------------------------------------------------ */

/* The moves of a turn, not the moves an effect form may also enter. */
static GArray *
psi_turn_moves (const TmPsiState *state)
{
  return tm_psi_state_legal_moves (state, TM_PSI_LIST_TURN_MOVES);
}

static gboolean psi_apply (TmPsiState      *state,
                           const TmPsiMove *move,
                           TmPsiGame       *self,
                           TmPsiOutcome    *outcome,
                           GError         **error);

/* A move is checked against the game's beast catalogue, if it has one. */
static const TmPlainGameRules psi_rules = {
  .move_size = sizeof (TmPsiMove),
  .outcome_size = sizeof (TmPsiOutcome),
  .apply_writes_outcome = TRUE,   /* tm_psi_state_apply() */
  .move_from_json = (TmPlainMoveFromJson) tm_psi_move_from_json,
  .move_to_json = (TmPlainMoveToJson) tm_psi_move_to_json,
  .apply_with = (TmPlainApplyWith) psi_apply,
  .legal_moves = (TmPlainLegalMoves) psi_turn_moves,
};

static gboolean
tm_psi_game_setup (TmGame      *game,
                   guint        n_players,
                   JsonObject  *options,
                   GError     **error)
{
  TmPsiGame *self = TM_PSI_GAME (game);

  if (n_players != 2)
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_BAD_SETUP,
                   _("Psi Conjuring is played by 2 players, not %u."), n_players);
      return FALSE;
    }
  if (options != NULL && json_object_get_size (options) > 0)
    {
      g_autoptr(GList) names = json_object_get_members (options);
      g_autofree char *shown = tm_json_describe_text (names->data, -1, 40);

      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_BAD_SETUP,
                   _("Psi Conjuring has no options, but “%s” was given."), shown);
      return FALSE;
    }

  tm_psi_state_init (&self->state);
  self->has_outcome = FALSE;
  return TRUE;
}

static TmGame *
tm_psi_game_copy (TmGame *game)
{
  TmPsiGame *copy = TM_PSI_GAME (tm_plain_game_copy (game));

  /* The byte copy shares the catalogue: take a reference of its own. */
  if (copy->catalogue != NULL)
    g_object_ref (copy->catalogue);
  return TM_GAME (copy);
}

/* The rules with the game's catalogue and its players' names. */
static gboolean
psi_apply (TmPsiState      *state,
           const TmPsiMove *move,
           TmPsiGame       *self,
           TmPsiOutcome    *outcome,
           GError         **error)
{
  /* The names only word a refusal, and a refused move leaves @state as
   * it was: they are asked for (a type check each time) only to word it,
   * not for every move of a replay. */
  if (tm_psi_state_apply (state, move, self->catalogue, NULL, outcome, NULL))
    return TRUE;
  return tm_psi_state_apply (state, move, self->catalogue,
                             tm_game_get_player_names ((TmGame *) self), outcome, error);
}

static gboolean
tm_psi_game_apply_move (TmGame      *game,
                        JsonObject  *object,
                        GError     **error)
{
  /* tm_game_apply_move() checked @game, for every move of a replay. */
  TmPsiGame *self = (TmPsiGame *) game;
  g_autoptr(JsonObject) read_as_020 = NULL;

  /* Tablemate 0.2.0's reading ignored the members it did not know. */
  if (self->state.rules < TM_PSI_RULES_KNOWN_MEMBERS)
    object = read_as_020 = tm_psi_move_with_known_members (object);
  return tm_plain_game_apply_move (&psi_rules, &self->state, self, &self->outcome,
                                   &self->has_outcome, object, error);
}

/* A move read once for the record's replays (tm-psi-move-decode.c). */
static gboolean
tm_psi_game_decode_move (TmGame     *game,
                         JsonObject *object,
                         gpointer    decoded)
{
  return tm_psi_move_decode (object, ((TmPsiGame *) game)->state.rules, decoded);
}

static gboolean
tm_psi_game_apply_decoded_move (TmGame        *game,
                                gconstpointer  decoded,
                                GError       **error)
{
  TmPsiGame *self = (TmPsiGame *) game;
  TmPsiMove move;

  /* What apply_move() does with the move it reads: the outcome written
   * in place, and kept only when the move is applied. */
  tm_psi_decoded_move_get (decoded, &move);
  if (!psi_apply (&self->state, &move, self, &self->outcome, error))
    return FALSE;
  self->has_outcome = TRUE;
  return TRUE;
}

static GPtrArray *
tm_psi_game_list_legal_moves (TmGame *game)
{
  return tm_plain_game_list_legal_moves (&psi_rules, &TM_PSI_GAME (game)->state);
}

static const char *
tm_psi_game_get_phase (TmGame *game)
{
  switch (TM_PSI_GAME (game)->state.phase)
    {
    case TM_PSI_PHASE_PLACEMENT:
      return "placement";
    case TM_PSI_PHASE_SUMMON:
      return "summon";
    case TM_PSI_PHASE_BATTLE:
      return "battle";
    case TM_PSI_PHASE_FINISHED:
      return "finished";
    default:
      g_return_val_if_reached (NULL);
    }
}

static char *
tm_psi_game_describe_phase (TmGame *game)
{
  switch (TM_PSI_GAME (game)->state.phase)
    {
    case TM_PSI_PHASE_PLACEMENT:
      /* Translators: the setup step where the 16 cards go face down (配置) */
      return g_strdup (_("Placement"));
    case TM_PSI_PHASE_SUMMON:
      /* Translators: 召喚フェイズ */
      return g_strdup (_("Summon phase"));
    case TM_PSI_PHASE_BATTLE:
      /* Translators: 戦闘フェイズ */
      return g_strdup (_("Battle phase"));
    case TM_PSI_PHASE_FINISHED:
      return g_strdup (_("Game over"));
    default:
      g_return_val_if_reached (NULL);
    }
}

static int
tm_psi_game_get_current_player (TmGame *game)
{
  return TM_PSI_GAME (game)->state.current_player;
}

static gboolean
tm_psi_game_is_finished (TmGame *game)
{
  /* Asked by tm_game_apply_move(), which checked @game, for every move. */
  return ((TmPsiGame *) game)->state.phase == TM_PSI_PHASE_FINISHED;
}

static int
tm_psi_game_get_score (TmGame *game,
                       guint   player)
{
  return tm_psi_state_get_sum (&TM_PSI_GAME (game)->state, player);
}

static GArray *
tm_psi_game_get_winners (TmGame *game,
                         GArray *winners)
{
  int winner = tm_psi_state_get_winner (&TM_PSI_GAME (game)->state);

  /* Equal sums are a draw: no winner. */
  if (winner >= 0)
    g_array_append_val (winners, winner);
  return winners;
}

const char *
tm_psi_end_reason_to_string (TmPsiEndReason reason)
{
  switch (reason)
    {
    case TM_PSI_END_HANDS_EMPTY:
      return "hands-empty";
    case TM_PSI_END_NO_BEASTS:
      return "no-beasts";
    case TM_PSI_END_AGREEMENT:
      return "agreement";
    case TM_PSI_END_NONE:
    default:
      return NULL;
    }
}

static const char *
summon_to_string (TmPsiSummonState summon)
{
  switch (summon)
    {
    case TM_PSI_SUMMON_OWED:
      return "owed";
    case TM_PSI_SUMMON_DONE:
      return "done";
    case TM_PSI_SUMMON_NONE_LEFT:
    default:
      return "none-left";
    }
}

/* Psi Conjuring counts turns once the beasts are placed. */
static char *
tm_psi_game_describe_round (TmGame *game)
{
  const TmPsiState *state = &TM_PSI_GAME (game)->state;

  if (state->turn == 0)
    return g_strdup (_("Set-up"));
  if (state->current_player < 0)
    return g_strdup_printf (_("Turn %u"), (guint) state->turn);
  return g_strdup_printf (_("Turn %u · %s"), (guint) state->turn,
                          tm_game_get_player_name (game, (guint) state->current_player));
}

static char *
tm_psi_game_describe_move (TmGame             *game,
                           JsonObject         *object,
                           const char * const *players)
{
  const TmPsiState *state = &TM_PSI_GAME (game)->state;
  g_autofree TmPsiMove *move = g_new (TmPsiMove, 1);

  if (!tm_psi_move_from_json (object, move, NULL))
    /* Not a move of this game: named by who was to play. */
    return g_strdup_printf (_("%s’s move"), tm_psi_text_player (players, MAX (state->current_player, 0)));
  return tm_psi_text_move (state, move, players);
}

static JsonNode *
card_to_json (const TmPsiState *state,
              TmCell            cell)
{
  const TmPsiCard *card = tm_psi_state_get_card (state, cell);
  JsonObject *object;

  if (card->side == TM_PSI_CARD_NONE)
    return json_node_new (JSON_NODE_NULL);

  object = json_object_new ();
  json_object_set_boolean_member (object, "face_up", card->side == TM_PSI_CARD_FACE_UP);
  json_object_set_int_member (object, "owner", card->owner);
  json_object_set_int_member (object, "master", card->master);
  /* A face-down card is only who placed it and who its master is. */
  if (card->side == TM_PSI_CARD_FACE_UP)
    {
      json_object_set_string_member (object, "beast", card->name);
      json_object_set_string_member (object, "colour", tm_psi_colour_to_string (card->colour));
      json_object_set_boolean_member (object, "yellow", card->yellow);
      if (card->yellow)
        json_object_set_null_member (object, "power");
      else
        json_object_set_int_member (object, "power", card->power);
      if (card->has_initial)
        json_object_set_int_member (object, "initial_power", card->initial_power);
      if (card->has_track)
        json_object_set_member (object, "track", tm_psi_track_to_json (card->track));
      json_object_set_int_member (object, "entered_turn", card->entered_turn);
      json_object_set_boolean_member (object, "can_attack", tm_psi_state_can_attack (state, cell));
    }
  return tm_json_node_new_object (object);
}

static JsonNode *
tm_psi_game_serialize_state (TmGame *game)
{
  const TmPsiState *state = &TM_PSI_GAME (game)->state;
  JsonObject *object = json_object_new ();
  JsonArray *field = json_array_new ();
  const char *reason = tm_psi_end_reason_to_string (state->end_reason);
  int winner = tm_psi_state_get_winner (state);

  json_object_set_string_member (object, "phase", tm_psi_game_get_phase (game));
  json_object_set_int_member (object, "current_player", state->current_player);
  json_object_set_int_member (object, "placed", state->placed);
  json_object_set_int_member (object, "turn", state->turn);
  /* Nothing is owed once the game is over. */
  if (state->phase == TM_PSI_PHASE_FINISHED)
    json_object_set_null_member (object, "summon");
  else
    json_object_set_string_member (object, "summon", summon_to_string (state->summon));
  json_object_set_boolean_member (object, "quick_summoned", state->quick_summoned);

  for (int r = 0; r < TM_PSI_SIZE; r++)
    {
      JsonArray *row = json_array_new ();

      for (int c = 0; c < TM_PSI_SIZE; c++)
        json_array_add_element (row, card_to_json (state, (TmCell) { r, c }));
      json_array_add_array_element (field, row);
    }
  json_object_set_array_member (object, "field", field);
  json_object_set_int_member (object, "face_down", tm_psi_state_count_face_down (state));
  json_object_set_array_member (object, "hands",
                                tm_json_int_pair ((int) state->hand[0], (int) state->hand[1]));
  {
    JsonArray *by_owner = json_array_new ();

    /* hands_by_owner[holder][owner]: a card in the other player's hand
     * is still its owner's. */
    for (guint p = 0; p < 2; p++)
      json_array_add_array_element (by_owner,
                                    tm_json_int_pair (tm_psi_state_count_hand_owned (state, p, 0),
                                                      tm_psi_state_count_hand_owned (state, p, 1)));
    json_object_set_array_member (object, "hands_by_owner", by_owner);
  }
  json_object_set_array_member (object, "graveyards",
                                tm_json_int_pair ((int) state->graveyard[0], (int) state->graveyard[1]));
  json_object_set_array_member (object, "sums",
                                tm_json_int_pair (tm_psi_state_get_sum (state, 0),
                                            tm_psi_state_get_sum (state, 1)));
  if (reason != NULL)
    json_object_set_string_member (object, "end_reason", reason);
  else
    json_object_set_null_member (object, "end_reason");
  if (winner >= 0)
    json_object_set_int_member (object, "winner", winner);
  else
    json_object_set_null_member (object, "winner");

  return tm_json_node_new_object (object);
}

static void
tm_psi_game_dispose (GObject *object)
{
  TmPsiGame *self = TM_PSI_GAME (object);

  g_clear_object (&self->catalogue);

  G_OBJECT_CLASS (tm_psi_game_parent_class)->dispose (object);
}

static void
tm_psi_game_set_rules_revision (TmGame *game,
                                guint   revision)
{
  TM_PSI_GAME (game)->state.rules = revision;
}

static char *
tm_psi_game_describe_rules_revision (TmGame *game,
                                     guint   revision)
{
  if (revision >= TM_PSI_RULES_HAND_OWNERS)
    return NULL;
  return g_strdup (_("This game follows the rules as Tablemate 0.2.0 read them: "
                     "a card returned to the other player’s hand becomes that "
                     "player’s card."));
}

static void
tm_psi_game_class_init (TmPsiGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  TmGameClass *game_class = TM_GAME_CLASS (klass);

  object_class->dispose = tm_psi_game_dispose;

  game_class->rules_domain = TM_PSI_RULES_ERROR;
  game_class->rules_enum = TM_TYPE_PSI_RULE;
  game_class->setup = tm_psi_game_setup;
  game_class->copy = tm_psi_game_copy;
  game_class->apply_move = tm_psi_game_apply_move;
  game_class->decoded_move_size = sizeof (TmPsiDecodedMove);
  game_class->decode_move = tm_psi_game_decode_move;
  game_class->apply_decoded_move = tm_psi_game_apply_decoded_move;
  game_class->list_legal_moves = tm_psi_game_list_legal_moves;
  game_class->get_phase = tm_psi_game_get_phase;
  game_class->describe_phase = tm_psi_game_describe_phase;
  game_class->get_current_player = tm_psi_game_get_current_player;
  game_class->is_finished = tm_psi_game_is_finished;
  game_class->get_score = tm_psi_game_get_score;
  game_class->serialize_state = tm_psi_game_serialize_state;
  game_class->get_winners = tm_psi_game_get_winners;
  game_class->get_round = tm_plain_game_get_no_round;
  game_class->describe_move = tm_psi_game_describe_move;
  game_class->describe_round = tm_psi_game_describe_round;
  game_class->rules_revision = TM_PSI_RULES_REVISION;
  game_class->set_rules_revision = tm_psi_game_set_rules_revision;
  game_class->describe_rules_revision = tm_psi_game_describe_rules_revision;
}

static void
tm_psi_game_init (TmPsiGame *self)
{
  tm_psi_state_init (&self->state);
}

const TmPsiState *
tm_psi_game_get_state (TmPsiGame *self)
{
  g_return_val_if_fail (TM_IS_PSI_GAME (self), NULL);
  return &self->state;
}

const TmPsiOutcome *
tm_psi_game_get_last_outcome (TmPsiGame *self)
{
  g_return_val_if_fail (TM_IS_PSI_GAME (self), NULL);
  return self->has_outcome ? &self->outcome : NULL;
}

void
tm_psi_game_set_catalogue (TmPsiGame      *self,
                           TmPsiCatalogue *catalogue)
{
  g_return_if_fail (TM_IS_PSI_GAME (self));
  g_return_if_fail (catalogue == NULL || TM_IS_PSI_CATALOGUE (catalogue));

  g_set_object (&self->catalogue, catalogue);
}

TmPsiCatalogue *
tm_psi_game_get_catalogue (TmPsiGame *self)
{
  g_return_val_if_fail (TM_IS_PSI_GAME (self), NULL);
  return self->catalogue;
}
