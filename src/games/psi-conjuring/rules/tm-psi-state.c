/* tm-psi-state.c — the rules of Psi Conjuring (RULES.md §4), the ones that
 * change a position (what it says without changing: tm-psi-position.c;
 * whether a move is whole, before any rule: tm-psi-move-shape.c).
 * A refused move leaves the players' position exactly as it was: a move
 * checks all it needs before its first write, and the two that cannot
 * (see tm_psi_state_apply()) are applied on a copy of the position.
 *
 * The rulings where the manual leaves room for doubt (help/C/psi-conjuring.page,
 * "How Tablemate reads the rules") are named below where they are applied.
 */
#include "config.h"

#include "tm-psi-state-private.h"
#include "tm-psi-game.h"
#include "tm-psi-text.h"
#include "core/tm-rules-error.h"

#include <glib/gi18n.h>
#include <string.h>

static TmPsiCard *
card_at (TmPsiState *state,
         TmCell      cell)
{
  return &state->field[cell.row][cell.col];
}

static void
clear_card (TmPsiCard *card)
{
  memset (card, 0, sizeof *card);
  card->side = TM_PSI_CARD_NONE;
}

void
tm_psi_state_init (TmPsiState *state)
{
  g_return_if_fail (state != NULL);

  memset (state, 0, sizeof *state);
  state->phase = TM_PSI_PHASE_PLACEMENT;
  state->current_player = 0;
  state->summon = TM_PSI_SUMMON_OWED;
  for (int r = 0; r < TM_PSI_SIZE; r++)
    for (int c = 0; c < TM_PSI_SIZE; c++)
      clear_card (&state->field[r][c]);
  state->hand[0] = state->hand[1] = TM_PSI_HAND_SIZE;
  state->end_reason = TM_PSI_END_NONE;
  state->rules = TM_PSI_RULES_REVISION;
}

/* Errors that name cells and players ------------------------------------------ */

static gboolean
no_card_error (TmCell   cell,
               GError **error)
{
  g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_NO_CARD,
               _("There is no card at row %d, column %d: that cell is empty."),
               cell.row + 1, cell.col + 1);
  return FALSE;
}

static gboolean
check_player (const TmPsiState  *state,
              int                player,
              const char * const *players,
              GError           **error)
{
  if (player < 0 || player == state->current_player)
    return TRUE;
  g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_WRONG_PLAYER,
               /* Translators: two players' names. */
               _("It is %s’s turn, not %s’s."),
               tm_psi_text_player (players, state->current_player),
               tm_psi_text_player (players, 1 - state->current_player));
  return FALSE;
}

static gboolean
check_in_turn (const TmPsiState  *state,
               GError           **error)
{
  if (state->phase == TM_PSI_PHASE_PLACEMENT)
    {
      g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_WRONG_PHASE,
                   _("The cards are still being placed: the turns begin once "
                     "all 16 cells hold a face-down card."));
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_battle_phase (const TmPsiState  *state,
                    GError           **error)
{
  if (!check_in_turn (state, error))
    return FALSE;
  if (state->phase == TM_PSI_PHASE_SUMMON)
    {
      g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_SUMMON_REQUIRED,
                   _("Summon first: while a face-down card is on the field, "
                     "the player must summon one in the summon phase, before "
                     "the battle phase."));
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_hand_limit (guint     count,
                  GError  **error)
{
  if (count > TM_PSI_MAX_HAND)
    {
      g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_HAND_FULL,
                   _("A hand cannot hold more than the %d cards of both "
                     "rosters."), TM_PSI_MAX_HAND);
      return FALSE;
    }
  return TRUE;
}

/* Hands hold cards by owner: a card returned to the other player's hand
 * is still its owner's, and goes back to its owner's graveyard. */
static void
add_to_hand (TmPsiState *state,
             int         holder,
             int         owner,
             guint       count)
{
  state->hand[holder] += count;
  if (owner != holder)
    state->hand_foreign[holder] += count;
}

static void
take_from_hand (TmPsiState *state,
                int         holder,
                int         owner,
                guint       count)
{
  g_assert (tm_psi_state_count_hand_owned (state, (guint) holder, (guint) owner) >= count);
  state->hand[holder] -= count;
  if (owner != holder)
    state->hand_foreign[holder] -= count;
}

/* Whose card @holder plays from the hand: @requested when the move says
 * (the hand must hold one of theirs), otherwise the owner of the cards
 * the hand holds, which must be one player's only.  The hand is not
 * empty. */
static gboolean
hand_card_owner (const TmPsiState  *state,
                 int                holder,
                 gboolean           has_requested,
                 int                requested,
                 int               *owner,
                 const char * const *players,
                 GError           **error)
{
  guint own = tm_psi_state_count_hand_owned (state, (guint) holder, (guint) holder);
  guint other = tm_psi_state_count_hand_owned (state, (guint) holder, (guint) (1 - holder));

  if (has_requested)
    {
      if (tm_psi_state_count_hand_owned (state, (guint) holder, (guint) requested) == 0)
        {
          const char *who = tm_psi_text_player (players, holder);
          const char *other_player = tm_psi_text_player (players, 1 - holder);

          if (holder == requested)
            g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_HAND_OWNER,
                         /* Translators: a player's name, the other player's name. */
                         _("%s’s hand holds none of their own cards: it holds "
                           "only cards of %s’s."), who, other_player);
          else
            g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_HAND_OWNER,
                         /* Translators: a player's name, the other player's name. */
                         _("%s’s hand holds no card of %s’s."), who, other_player);
          return FALSE;
        }
      *owner = requested;
      return TRUE;
    }
  if (own > 0 && other > 0)
    {
      g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_HAND_OWNER_NEEDED,
                   /* Translators: a player's name. */
                   _("%s’s hand holds cards of both players: say whose card "
                     "this is, as it stays its owner’s."),
                   tm_psi_text_player (players, holder));
      return FALSE;
    }
  *owner = own > 0 ? holder : 1 - holder;
  return TRUE;
}

/* Beasts ---------------------------------------------------------------------- */

/* The same beast has the same card: its data must agree with the beasts
 * of that name already face up, and a roster holds twelve different
 * beasts, so one owner never has two of a name on the field. */
static gboolean
check_beast_on_field (const TmPsiState      *state,
                      TmCell                 cell,
                      int                    owner,
                      TmPsiColour            colour,
                      const TmPsiBeastData  *beast,
                      const char * const *players,
                      GError               **error)
{
  for (int r = 0; r < TM_PSI_SIZE; r++)
    for (int c = 0; c < TM_PSI_SIZE; c++)
      {
        const TmPsiCard *other = &state->field[r][c];

        if ((r == cell.row && c == cell.col) || other->side != TM_PSI_CARD_FACE_UP
            || other->name != beast->name)
          continue;
        if (other->owner == owner)
          {
            g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_ROSTER_DUPLICATE,
                         /* Translators: a player's name, a beast's name, a cell. */
                         _("%s’s “%s” is already on the field at row %d, column %d: "
                           "a roster holds twelve different beasts."),
                         tm_psi_text_player (players, owner), beast->name, r + 1, c + 1);
            return FALSE;
          }
        if (beast->has_power && other->has_initial && other->initial_power != beast->power)
          {
            g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_BEAST_DATA_CONFLICT,
                         _("“%s” at row %d, column %d has initial power %d, so another “%s” "
                           "cannot have %d: the same beast has the same card."),
                         beast->name, r + 1, c + 1, other->initial_power, beast->name, beast->power);
            return FALSE;
          }
        if (beast->has_track && other->has_track && other->colour == colour
            && !tm_psi_track_equal (other->track, beast->track))
          {
            g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_BEAST_DATA_CONFLICT,
                         _("“%s” at row %d, column %d has a power track from %d to %d in "
                           "this colour, so another “%s” cannot have one from %d "
                           "to %d: the same beast has the same card."),
                         beast->name, r + 1, c + 1, other->track.min, other->track.max,
                         beast->name, beast->track.min, beast->track.max);
            return FALSE;
          }
      }
  return TRUE;
}

static gboolean
check_initial_power (const TmPsiBeastData  *beast,
                     TmPsiColour            colour,
                     GError               **error)
{
  if (!beast->has_power || !beast->has_track || tm_psi_track_contains (beast->track, beast->power))
    return TRUE;
  if (colour == TM_PSI_COLOUR_RED)
    g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_POWER_OFF_TRACK,
                 _("“%s”: the initial power %d is not on its red power track "
                   "(%d to %d), but the soul chip starts on the initial power."),
                 beast->name, beast->power, beast->track.min, beast->track.max);
  else
    g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_POWER_OFF_TRACK,
                 _("“%s”: the initial power %d is not on its blue power track "
                   "(%d to %d), but the soul chip starts on the initial power."),
                 beast->name, beast->power, beast->track.min, beast->track.max);
  return FALSE;
}

static gboolean
check_catalogue (TmPsiCatalogue        *catalogue,
                 const TmPsiBeastData  *beast,
                 TmPsiColour            colour,
                 GError               **error)
{
  TmPsiBeastInfo seen = { 0 };
  g_autoptr(GError) local_error = NULL;

  if (catalogue == NULL)
    return TRUE;
  seen.name = (char *) beast->name;
  seen.has_power = beast->has_power;
  seen.power = beast->power;
  seen.has_track[colour] = beast->has_track;
  seen.track[colour] = beast->track;
  if (tm_psi_catalogue_check (catalogue, &seen, &local_error))
    return TRUE;
  g_set_error_literal (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_CATALOGUE_MISMATCH,
                       local_error->message);
  return FALSE;
}

static gboolean
check_beast (const TmPsiState      *state,
             TmCell                 cell,
             int                    owner,
             TmPsiColour            colour,
             const TmPsiBeastData  *beast,
             TmPsiCatalogue        *catalogue,
             const char * const *players,
             GError               **error)
{
  return check_initial_power (beast, colour, error)
         && check_beast_on_field (state, cell, owner, colour, beast, players, error)
         && check_catalogue (catalogue, beast, colour, error);
}

/* A beast face up on @card.  The chip goes on the active track at the
 * initial power, or in the yellow zone. */
static void
put_beast (TmPsiCard             *card,
           const TmPsiBeastData  *beast,
           TmPsiColour            colour,
           gboolean               yellow,
           guint                  turn)
{
  card->side = TM_PSI_CARD_FACE_UP;
  card->name = beast->name;
  card->colour = colour;
  card->yellow = yellow;
  card->has_initial = beast->has_power;
  card->initial_power = beast->has_power ? beast->power : 0;
  card->has_track = beast->has_track;
  card->track = beast->has_track ? beast->track : (TmPsiTrack) { 0, 0 };
  card->power = yellow ? 0 : card->initial_power;
  card->entered_turn = turn;
}

static void
destroy_card (TmPsiState        *state,
              TmCell             cell,
              TmPsiDestroyCause  cause,
              TmPsiOutcome      *outcome)
{
  TmPsiCard *card = card_at (state, cell);

  g_assert (card->side != TM_PSI_CARD_NONE);
  if (outcome->n_destroyed < TM_PSI_MAX_DESTROYED)
    outcome->destroyed[outcome->n_destroyed++] = (TmPsiDestroyed) {
      .cell = cell,
      .name = card->side == TM_PSI_CARD_FACE_UP ? card->name : NULL,
      .owner = card->owner,
      .master = card->master,
      .cause = cause,
    };
  state->graveyard[card->owner]++;
  clear_card (card);
}

/* Power: damage and effects.  Returns whether the beast is destroyed —
 * its power dropped from 1 or more to 0 (戦力が1以上の数から0になった). */
static gboolean
change_power (TmPsiCard *card,
              int        raw)
{
  int old = card->power;

  card->power = tm_psi_track_clamp (card->track, raw);
  return old >= 1 && card->power == 0;
}

/* Battle or counter-damage: a beast in the yellow zone is destroyed by
 * any damage, even 0 (0点以上のダメージ). */
static gboolean
take_damage (TmPsiCard *card,
             int        damage)
{
  if (card->yellow)
    return TRUE;
  return change_power (card, card->power - damage);
}

static int
damage_dealt (const TmPsiCard *card)
{
  /* クイックサモンで場に出たユニットが…与える場合、対象に0点のダメージ */
  return card->yellow ? 0 : card->power;
}

/* Turns ------------------------------------------------------------------------ */

static void
finish (TmPsiState     *state,
        TmPsiEndReason  reason,
        TmPsiOutcome   *outcome)
{
  state->phase = TM_PSI_PHASE_FINISHED;
  state->current_player = -1;
  state->end_reason = reason;
  outcome->end_reason = reason;
}

/* After every move of a turn: the end when one side masters no card (RULES.md:
 * face up or down), and no summon owed when nothing is left to summon. */
static void
settle (TmPsiState   *state,
        TmPsiOutcome *outcome)
{
  guint face_down;

  if (state->phase == TM_PSI_PHASE_FINISHED || state->phase == TM_PSI_PHASE_PLACEMENT)
    return;
  if (!tm_psi_state_both_sides_on_field (state, &face_down))
    {
      finish (state, TM_PSI_END_NO_BEASTS, outcome);
      return;
    }
  if (state->summon == TM_PSI_SUMMON_OWED && face_down == 0)
    state->summon = TM_PSI_SUMMON_NONE_LEFT;
  state->phase = state->summon == TM_PSI_SUMMON_OWED ? TM_PSI_PHASE_SUMMON : TM_PSI_PHASE_BATTLE;
}

static void
start_turn (TmPsiState   *state,
            int           player,
            TmPsiOutcome *outcome)
{
  state->turn++;
  state->current_player = player;
  state->summon = TM_PSI_SUMMON_OWED;
  state->quick_summoned = FALSE;
  state->phase = TM_PSI_PHASE_SUMMON;

  /* Yellow-zone beasts are destroyed at the start of their master's
   * turn (オーナーのターン開始時 / 主人のターン開始時). */
  for (int r = 0; r < TM_PSI_SIZE; r++)
    for (int c = 0; c < TM_PSI_SIZE; c++)
      {
        const TmPsiCard *card = &state->field[r][c];

        if (card->side == TM_PSI_CARD_FACE_UP && card->yellow && card->master == player)
          destroy_card (state, (TmCell) { r, c }, TM_PSI_DESTROYED_EXPIRED, outcome);
      }
  settle (state, outcome);
}

/* The turn ends after the attack or the pass.  A player whose hand is
 * empty gets no turn (手札を使い切ったターンが最終ターン) until they gain a
 * hand card; when neither has one, the game is over. */
static void
end_turn (TmPsiState   *state,
          TmPsiOutcome *outcome)
{
  int player = state->current_player;
  int opponent = 1 - player;

  outcome->turn_ended = TRUE;
  if (state->hand[opponent] > 0)
    start_turn (state, opponent, outcome);
  else if (state->hand[player] > 0)
    {
      outcome->skipped_player = opponent;
      start_turn (state, player, outcome);
    }
  else
    finish (state, TM_PSI_END_HANDS_EMPTY, outcome);
}

/* Placement ---------------------------------------------------------------------- */

static gboolean
apply_place (TmPsiState       *state,
             const TmPsiMove  *move,
             TmPsiOutcome     *outcome,
             const char * const *players,
             GError          **error)
{
  TmPsiCard *card;
  int player;

  if (state->phase != TM_PSI_PHASE_PLACEMENT)
    {
      g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_WRONG_PHASE,
                   _("All 16 cards were placed at the start: during the game "
                     "a card enters the field only by a quick summon or an "
                     "ability."));
      return FALSE;
    }
  if (!check_player (state, move->player, players, error))
    return FALSE;
  card = card_at (state, move->cell);
  if (card->side != TM_PSI_CARD_NONE)
    {
      g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_CELL_OCCUPIED,
                   _("Row %d, column %d already holds a card: the placement puts one "
                     "face-down card on each of the 16 cells."),
                   move->cell.row + 1, move->cell.col + 1);
      return FALSE;
    }

  /* The placer is the card's owner and, upright for them, its master. */
  player = state->current_player;
  card->side = TM_PSI_CARD_FACE_DOWN;
  card->owner = card->master = player;
  state->placed++;
  outcome->player = player;

  if (state->placed < TM_PSI_N_CELLS)
    state->current_player = (int) (state->placed % 2);
  else
    start_turn (state, 0, outcome);
  return TRUE;
}

/* The turn's moves ---------------------------------------------------------------- */

static gboolean
apply_summon (TmPsiState       *state,
              const TmPsiMove  *move,
              TmPsiCatalogue   *catalogue,
              TmPsiOutcome     *outcome,
              const char * const *players,
              GError          **error)
{
  TmPsiCard *card;
  TmPsiColour colour;

  if (!check_in_turn (state, error))
    return FALSE;
  if (state->summon != TM_PSI_SUMMON_OWED)
    {
      if (state->summon == TM_PSI_SUMMON_DONE)
        g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_SUMMON_ONCE,
                     _("This turn’s summon is done: a player summons one "
                       "face-down card per turn."));
      else
        g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_SUMMON_ONCE,
                     _("No face-down card was left to summon in this turn’s "
                       "summon phase, and it is over: a player summons at most "
                       "one card per turn."));
      return FALSE;
    }
  if (!check_player (state, move->player, players, error))
    return FALSE;

  card = card_at (state, move->cell);
  if (card->side == TM_PSI_CARD_NONE)
    return no_card_error (move->cell, error);
  if (card->side == TM_PSI_CARD_FACE_UP)
    {
      g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_SUMMON_FACE_DOWN,
                   _("“%s” at row %d, column %d is already face up: a summon turns a "
                     "face-down card face up."),
                   card->name, move->cell.row + 1, move->cell.col + 1);
      return FALSE;
    }

  colour = tm_psi_state_summon_colour (state, move->cell);
  if (move->has_colour && move->colour != colour)
    {
      if (colour == TM_PSI_COLOUR_BLUE)
        g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_SUMMON_COLOUR,
                     _("The card at row %d, column %d is the summoner’s own, so its blue "
                       "ability becomes active, not the red one."),
                     move->cell.row + 1, move->cell.col + 1);
      else
        g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_SUMMON_COLOUR,
                     _("The card at row %d, column %d is the opponent’s, so its red "
                       "ability becomes active, not the blue one."),
                     move->cell.row + 1, move->cell.col + 1);
      return FALSE;
    }

  if (!check_beast (state, move->cell, card->owner, colour, &move->beast, catalogue, players, error))
    return FALSE;

  put_beast (card, &move->beast, colour, FALSE, state->turn);
  state->summon = TM_PSI_SUMMON_DONE;
  outcome->player = state->current_player;
  outcome->colour = colour;
  settle (state, outcome);
  return TRUE;
}

static gboolean
apply_quick_summon (TmPsiState       *state,
                    const TmPsiMove  *move,
                    TmPsiCatalogue   *catalogue,
                    TmPsiOutcome     *outcome,
                    const char * const *players,
                    GError          **error)
{
  int player = state->current_player;
  int owner;
  TmPsiCard *card;

  if (!check_in_turn (state, error) || !check_player (state, move->player, players, error))
    return FALSE;
  /* Before or after the summon, one hand card (1枚選び): once a turn.
   * "If none of the player's beasts has attacked" always holds, as the
   * attack ends the turn. */
  if (state->quick_summoned)
    {
      g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_QUICK_SUMMON_ONCE,
                   _("This turn’s quick summon is done: a player quick summons "
                     "one hand card per turn, before or after the summon."));
      return FALSE;
    }
  if (state->hand[player] == 0)
    {
      g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_HAND_EMPTY,
                   _("The player’s hand is empty: a quick summon plays a card "
                     "from the hand."));
      return FALSE;
    }
  card = card_at (state, move->cell);
  if (card->side != TM_PSI_CARD_NONE)
    {
      g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_CELL_OCCUPIED,
                   _("Row %d, column %d already holds a card: a quick summon puts the "
                     "beast on an empty cell."),
                   move->cell.row + 1, move->cell.col + 1);
      return FALSE;
    }
  if (!hand_card_owner (state, player, move->has_owner, move->owner, &owner, players, error))
    return FALSE;
  /* The card stays its owner's: their roster, their graveyard.  It is
   * upright for the player who plays it. */
  if (!check_beast (state, move->cell, owner, move->colour, &move->beast, catalogue, players, error))
    return FALSE;

  card->owner = owner;
  card->master = player;
  put_beast (card, &move->beast, move->colour, TRUE, state->turn);
  take_from_hand (state, player, owner, 1);
  state->quick_summoned = TRUE;
  outcome->player = player;
  outcome->colour = move->colour;
  settle (state, outcome);
  return TRUE;
}

/* Changes ------------------------------------------------------------------------- */

static gboolean
check_power_target (const TmPsiCard  *card,
                    TmCell            cell,
                    GError          **error)
{
  if (card->side == TM_PSI_CARD_NONE)
    return no_card_error (cell, error);
  if (card->side == TM_PSI_CARD_FACE_DOWN)
    {
      g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_NOT_FACE_UP,
                   _("The card at row %d, column %d is face down: only a face-up beast "
                     "has a power to change."), cell.row + 1, cell.col + 1);
      return FALSE;
    }
  if (card->yellow)
    {
      g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_YELLOW_NO_POWER,
                   _("“%s” at row %d, column %d has its soul chip in the yellow zone: it "
                     "has no power, so effects that change power do not "
                     "affect it."), card->name, cell.row + 1, cell.col + 1);
      return FALSE;
    }
  return TRUE;
}

static gboolean
apply_change (TmPsiState         *state,
              const TmPsiChange  *change,
              TmPsiCatalogue     *catalogue,
              TmPsiOutcome       *outcome,
              const char * const *players,
              GError            **error)
{
  TmPsiCard *card = NULL;

  if (change->kind != TM_PSI_CHANGE_HAND)
    card = card_at (state, change->cell);

  switch (change->kind)
    {
    case TM_PSI_CHANGE_POWER:
    case TM_PSI_CHANGE_SET_POWER:
      if (!check_power_target (card, change->cell, error))
        return FALSE;
      /* The chip stays on the track; from 1 or more to 0 destroys. */
      if (change_power (card, change->kind == TM_PSI_CHANGE_POWER
                              ? card->power + change->amount : change->amount))
        destroy_card (state, change->cell, TM_PSI_DESTROYED_BY_EFFECT, outcome);
      return TRUE;

    case TM_PSI_CHANGE_DAMAGE:
      if (card->side == TM_PSI_CARD_NONE)
        return no_card_error (change->cell, error);
      if (card->side == TM_PSI_CARD_FACE_DOWN)
        {
          g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_NOT_FACE_UP,
                       _("The card in row %d, column %d is face down: only a "
                         "face-up beast takes damage."),
                       change->cell.row + 1, change->cell.col + 1);
          return FALSE;
        }
      /* Damage is not an effect that changes power: in the yellow zone
       * any damage, even 0, destroys (0点以上のダメージを受けた時にも破壊). */
      if (take_damage (card, change->amount))
        destroy_card (state, change->cell, TM_PSI_DESTROYED_BY_EFFECT, outcome);
      return TRUE;

    case TM_PSI_CHANGE_DESTROY:
      if (card->side == TM_PSI_CARD_NONE)
        return no_card_error (change->cell, error);
      destroy_card (state, change->cell, TM_PSI_DESTROYED_BY_EFFECT, outcome);
      return TRUE;

    case TM_PSI_CHANGE_FLIP_DOWN:
      if (card->side == TM_PSI_CARD_NONE)
        return no_card_error (change->cell, error);
      if (card->side == TM_PSI_CARD_FACE_DOWN)
        {
          g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_NOT_FACE_UP,
                       _("The card at row %d, column %d is already face down: only a "
                         "face-up beast can be turned face down."),
                       change->cell.row + 1, change->cell.col + 1);
          return FALSE;
        }
      {
        int owner = card->owner, master = card->master;

        /* The chip comes off; the card keeps its place and orientation. */
        clear_card (card);
        card->side = TM_PSI_CARD_FACE_DOWN;
        card->owner = owner;
        card->master = master;
      }
      return TRUE;

    case TM_PSI_CHANGE_RETURN:
      {
        int to = change->player >= 0 ? change->player : card->owner;

        if (card->side == TM_PSI_CARD_NONE)
          return no_card_error (change->cell, error);
        if (!check_hand_limit (state->hand[to] + 1, error))
          return FALSE;
        /* Under Tablemate 0.2.0's reading the card became the
         * holder's. */
        add_to_hand (state, to,
                     state->rules >= TM_PSI_RULES_HAND_OWNERS ? card->owner : to, 1);
        clear_card (card);
      }
      return TRUE;

    case TM_PSI_CHANGE_MOVE:
      if (card->side == TM_PSI_CARD_NONE)
        return no_card_error (change->cell, error);
      if (card_at (state, change->to)->side != TM_PSI_CARD_NONE)
        {
          g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_CELL_OCCUPIED,
                       _("Row %d, column %d already holds a card: a card moves only to an "
                         "empty cell."), change->to.row + 1, change->to.col + 1);
          return FALSE;
        }
      *card_at (state, change->to) = *card;
      clear_card (card);
      return TRUE;

    case TM_PSI_CHANGE_MASTER:
      {
        int master;

        if (card->side == TM_PSI_CARD_NONE)
          return no_card_error (change->cell, error);
        master = change->player >= 0 ? change->player : 1 - card->master;
        if (master == card->master)
          {
            g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_MASTER_UNCHANGED,
                         /* Translators: a player's name, a cell. */
                         _("%s is already the master of the card at row %d, column %d: "
                           "a change of master gives it to the other player."),
                         tm_psi_text_player (players, master),
                         change->cell.row + 1, change->cell.col + 1);
            return FALSE;
          }
        card->master = master;
      }
      return TRUE;

    case TM_PSI_CHANGE_HAND:
      {
        int holder = change->player;
        int count = (int) state->hand[holder] + change->amount;

        if (count < 0)
          {
            g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_HAND_NEGATIVE,
                         ngettext ("The hand holds %u card: it cannot lose %d.",
                                   "The hand holds %u cards: it cannot lose %d.",
                                   state->hand[holder]),
                         state->hand[holder], -change->amount);
            return FALSE;
          }
        if (!check_hand_limit ((guint) count, error))
          return FALSE;
        if (change->amount > 0)
          /* Cards gained are the holder's own unless the change says. */
          add_to_hand (state, holder, change->has_owner ? change->owner : holder,
                       (guint) change->amount);
        else if (change->has_owner)
          {
            guint held = tm_psi_state_count_hand_owned (state, (guint) holder,
                                                        (guint) change->owner);

            if (held < (guint) -change->amount)
              {
                g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_HAND_OWNER,
                             ngettext ("The hand holds %u card of that owner: it "
                                       "cannot lose %d of them.",
                                       "The hand holds %u cards of that owner: it "
                                       "cannot lose %d of them.", held),
                             held, -change->amount);
                return FALSE;
              }
            take_from_hand (state, holder, change->owner, (guint) -change->amount);
          }
        else
          {
            /* Ruling: cards lost without an owner named are the holder's
             * own first, then the other player's. */
            guint lost = (guint) -change->amount;
            guint own = MIN (lost, tm_psi_state_count_hand_owned (state, (guint) holder,
                                                                  (guint) holder));

            take_from_hand (state, holder, holder, own);
            take_from_hand (state, holder, 1 - holder, lost - own);
          }
      }
      return TRUE;

    case TM_PSI_CHANGE_ENTER:
      {
        int player = change->player >= 0 ? change->player : state->current_player;
        int owner = player;

        if (card->side != TM_PSI_CARD_NONE)
          {
            g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_CELL_OCCUPIED,
                         _("Row %d, column %d already holds a card: a beast enters the "
                           "field on an empty cell."),
                         change->cell.row + 1, change->cell.col + 1);
            return FALSE;
          }
        if (change->from == TM_PSI_FROM_HAND && state->hand[player] == 0)
          {
            g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_HAND_EMPTY,
                         _("The beast cannot come from the hand: that hand is "
                           "empty."));
            return FALSE;
          }
        if (change->from == TM_PSI_FROM_GRAVEYARD && state->graveyard[player] == 0)
          {
            g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_GRAVEYARD_EMPTY,
                         _("The beast cannot come from the graveyard: that "
                           "graveyard is empty."));
            return FALSE;
          }
        if (change->from == TM_PSI_FROM_HAND
            && !hand_card_owner (state, player, change->has_owner, change->owner, &owner, players, error))
          return FALSE;
        if (!check_beast (state, change->cell, owner, change->colour, &change->beast,
                          catalogue, players, error))
          return FALSE;

        if (change->from == TM_PSI_FROM_HAND)
          take_from_hand (state, player, owner, 1);
        else if (change->from == TM_PSI_FROM_GRAVEYARD)
          state->graveyard[player]--;
        card->owner = owner;
        card->master = player;
        put_beast (card, &change->beast, change->colour, change->yellow, state->turn);
      }
      return TRUE;

    default:
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("This is not a change Tablemate knows."));
      return FALSE;
    }
}

static gboolean
apply_changes (TmPsiState        *state,
               const TmPsiMove   *move,
               TmPsiCatalogue    *catalogue,
               TmPsiOutcome      *outcome,
               const char * const *players,
               GError           **error)
{
  for (guint i = 0; i < move->n_changes; i++)
    {
      if (!apply_change (state, &move->changes[i], catalogue, outcome, players, error))
        {
          if (move->n_changes > 1)
            /* Translators: put before the refusal of one change of several */
            g_prefix_error (error, _("Change %u: "), i + 1);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
apply_adjust (TmPsiState       *state,
              const TmPsiMove  *move,
              TmPsiCatalogue   *catalogue,
              TmPsiOutcome     *outcome,
              const char * const *players,
              GError          **error)
{
  if (!check_in_turn (state, error))
    return FALSE;
  if (move->n_changes == 0)
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("An adjustment lists at least one change."));
      return FALSE;
    }
  if (!apply_changes (state, move, catalogue, outcome, players, error))
    return FALSE;
  settle (state, outcome);
  return TRUE;
}

static gboolean
apply_attack (TmPsiState       *state,
              const TmPsiMove  *move,
              TmPsiCatalogue   *catalogue,
              TmPsiOutcome     *outcome,
              const char * const *players,
              GError          **error)
{
  TmPsiCard *attacker, *target;
  gboolean attacker_destroyed, target_destroyed;

  if (!check_battle_phase (state, error) || !check_player (state, move->player, players, error))
    return FALSE;

  attacker = card_at (state, move->cell);
  if (attacker->side == TM_PSI_CARD_NONE)
    return no_card_error (move->cell, error);
  if (attacker->side == TM_PSI_CARD_FACE_DOWN)
    {
      g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_ATTACKER_FACE_UP,
                   _("The card at row %d, column %d is face down: only a face-up beast "
                     "can attack."), move->cell.row + 1, move->cell.col + 1);
      return FALSE;
    }
  if (attacker->master != state->current_player)
    {
      g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_ATTACKER_MASTER,
                   _("“%s” at row %d, column %d obeys the other player: a player attacks "
                     "only with a beast they are the master of."),
                   attacker->name, move->cell.row + 1, move->cell.col + 1);
      return FALSE;
    }
  if (attacker->entered_turn == state->turn)
    {
      g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_ATTACKER_ENTERED,
                   _("“%s” at row %d, column %d came onto the field this turn: a beast "
                     "cannot attack in the turn it enters the field."),
                   attacker->name, move->cell.row + 1, move->cell.col + 1);
      return FALSE;
    }
  if (tm_cell_equal (move->cell, move->target))
    {
      g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_ATTACK_ITSELF,
                   _("“%s” cannot attack itself: a beast attacks another "
                     "beast."), attacker->name);
      return FALSE;
    }
  target = card_at (state, move->target);
  if (target->side == TM_PSI_CARD_NONE)
    return no_card_error (move->target, error);
  if (target->side == TM_PSI_CARD_FACE_DOWN)
    {
      g_set_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_TARGET_FACE_UP,
                   _("The card at row %d, column %d is face down: only a face-up beast "
                     "can be attacked."), move->target.row + 1, move->target.col + 1);
      return FALSE;
    }

  /* The battle: both damages from the powers before it (戦闘ダメージ and
   * 反撃ダメージ are one battle, so both beasts can be destroyed). */
  outcome->player = state->current_player;
  outcome->damage_to_target = damage_dealt (attacker);
  outcome->damage_to_attacker = damage_dealt (target);
  target_destroyed = take_damage (target, outcome->damage_to_target);
  attacker_destroyed = take_damage (attacker, outcome->damage_to_attacker);
  if (target_destroyed)
    destroy_card (state, move->target, TM_PSI_DESTROYED_BY_BATTLE, outcome);
  if (attacker_destroyed)
    destroy_card (state, move->cell, TM_PSI_DESTROYED_BY_BATTLE, outcome);

  /* What the attack and the battle caused, before the turn ends. */
  if (!apply_changes (state, move, catalogue, outcome, players, error))
    return FALSE;

  /* A battle that destroyed nothing, without changes, leaves every card
   * where it was, as the last settle() saw it in this battle phase:
   * both sides on the field, no summon owed.  Most attacks of a long
   * game are such, and settle() reads the whole field. */
  if (outcome->n_destroyed > 0 || move->n_changes > 0)
    settle (state, outcome);
  if (state->phase != TM_PSI_PHASE_FINISHED)
    end_turn (state, outcome);
  return TRUE;
}

static gboolean
apply_pass (TmPsiState       *state,
            const TmPsiMove  *move,
            TmPsiOutcome     *outcome,
            const char * const *players,
            GError          **error)
{
  if (!check_battle_phase (state, error) || !check_player (state, move->player, players, error))
    return FALSE;
  outcome->player = state->current_player;
  end_turn (state, outcome);
  return TRUE;
}

static gboolean
apply_agree_end (TmPsiState       *state,
                 TmPsiOutcome     *outcome,
                 GError          **error)
{
  if (!check_in_turn (state, error))
    return FALSE;
  finish (state, TM_PSI_END_AGREEMENT, outcome);
  return TRUE;
}

gboolean
tm_psi_state_apply (TmPsiState         *state,
                    const TmPsiMove    *move,
                    TmPsiCatalogue     *catalogue,
                    const char * const *players,
                    TmPsiOutcome       *outcome,
                    GError            **error)
{
  TmPsiState copy;
  TmPsiState *next;
  TmPsiOutcome result;
  gboolean on_copy;
  gboolean ok;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (catalogue == NULL || TM_IS_PSI_CATALOGUE (catalogue), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (state->phase == TM_PSI_PHASE_FINISHED)
    {
      tm_rules_error_set_finished (error);
      return FALSE;
    }
  if (!tm_psi_move_check_shape (move, error))
    return FALSE;

  memset (&result, 0, offsetof (TmPsiOutcome, destroyed));
  result.type = move->type;
  result.player = -1;
  result.skipped_player = -1;
  result.end_reason = TM_PSI_END_NONE;

  /* A refused move must leave @state as it was.  Every move checks all it
   * needs before its first write, save two, which work on a copy (1 KB,
   * so not copied for the others): an attack with changes fights its
   * battle before the changes are checked, and each change of several is
   * checked on the position the ones before it left. */
  on_copy = (move->type == TM_PSI_MOVE_ATTACK && move->n_changes > 0)
            || (move->type == TM_PSI_MOVE_ADJUST && move->n_changes > 1);
  if (on_copy)
    {
      copy = *state;
      next = &copy;
    }
  else
    next = state;
  switch (move->type)
    {
    case TM_PSI_MOVE_PLACE:
      ok = apply_place (next, move, &result, players, error);
      break;
    case TM_PSI_MOVE_SUMMON:
      ok = apply_summon (next, move, catalogue, &result, players, error);
      break;
    case TM_PSI_MOVE_QUICK_SUMMON:
      ok = apply_quick_summon (next, move, catalogue, &result, players, error);
      break;
    case TM_PSI_MOVE_ATTACK:
      ok = apply_attack (next, move, catalogue, &result, players, error);
      break;
    case TM_PSI_MOVE_PASS:
      ok = apply_pass (next, move, &result, players, error);
      break;
    case TM_PSI_MOVE_ADJUST:
      ok = apply_adjust (next, move, catalogue, &result, players, error);
      break;
    case TM_PSI_MOVE_AGREE_END:
      ok = apply_agree_end (next, &result, error);
      break;
    default:
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("This is not a move of Psi Conjuring."));
      ok = FALSE;
      break;
    }
  if (!ok)
    return FALSE;

  if (on_copy)
    *state = copy;
  if (outcome != NULL)
    memcpy (outcome, &result, tm_psi_outcome_size (&result));
  return TRUE;
}
