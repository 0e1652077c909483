/* tm-utena-moves.c — each move of Tsuki no Utena applied to a position
 * (RULES.md): the pair, the exchange, the desire card, the reinforcement,
 * the solo plan card, the pass; the rules they follow are in
 * tm-utena-state.c */
#include "config.h"

#include "tm-utena-state.h"
#include "tm-utena-state-private.h"
#include "tm-utena-game.h"
#include "tm-utena-text.h"
#include "core/tm-players.h"
#include "core/tm-rules-error.h"

#include <glib/gi18n.h>
#include <string.h>

/* The moves --------------------------------------------------------------- */

static gboolean
apply_desire (TmUtenaState      *s,
              const TmUtenaMove *move,
              TmUtenaOutcome    *out,
              const char * const *players,
              GError           **error)
{
  guint hidden[TM_UTENA_N_CELLS] = { 0 };
  g_autofree char *name = NULL;

  if (s->phase != TM_UTENA_PHASE_DESIRE)
    {
      tm_utena_state_set_wrong_phase_error (s, move->type, players, error);
      return FALSE;
    }
  if (!tm_utena_desire_check (move->desire, error))
    return FALSE;

  for (guint i = 0; i < s->n_laid; i++)
    if (s->laid[i] == move->desire)
      {
        /* Described only for the refusal: a replay lays every desire. */
        name = tm_utena_desire_describe (move->desire);
        g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_DESIRE_ALREADY_LAID,
                     _("The desire card %s was already laid (card %u of the "
                       "stack): every desire card exists once."), name, i + 1);
        return FALSE;
      }

  if (s->n_laid == 0)
    {
      if (move->n_hidden > 0)
        {
          g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_FIRST_DESIRE_HIDES_NOTHING,
                       _("This is the game’s first desire card: it is just "
                         "placed and hides nothing, so no hidden icons are "
                         "entered."));
          return FALSE;
        }
    }
  else
    {
      gboolean covers = s->rules >= TM_UTENA_RULES_COVERED_ICON;

      if (covers && !tm_utena_state_check_one_common_icon (s, move, error))
        return FALSE;
      if (move->n_hidden < 1 || move->n_hidden > TM_UTENA_MAX_HIDDEN)
        {
          g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_HIDDEN_COUNT,
                       _("A desire card laid over the stack hides 1 to 4 "
                         "icons that were visible, not %u: enter each icon it "
                         "covered."), (guint) move->n_hidden);
          return FALSE;
        }
      for (guint i = 0; i < move->n_hidden; i++)
        {
          guint cell = move->hidden[i];

          if (cell >= TM_UTENA_N_CELLS)
            {
              g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                           _("A hidden icon is not an icon of a desire card."));
              return FALSE;
            }
          if (++hidden[cell] > s->visible[cell])
            {
              g_autofree char *icon = tm_utena_cell_name ((TmUtenaCell) cell);

              if (s->visible[cell] == 0)
                g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_HIDDEN_NOT_VISIBLE,
                             _("No %s icon was visible on the desire cards, so "
                               "the new card cannot hide one."), icon);
              else
                g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_HIDDEN_NOT_VISIBLE,
                             ngettext ("Only %u %s icon was visible on the "
                                       "desire cards, so the new card cannot "
                                       "hide %u.",
                                       "Only %u %s icons were visible on the "
                                       "desire cards, so the new card cannot "
                                       "hide %u.", s->visible[cell]),
                             s->visible[cell], icon, hidden[cell]);
              return FALSE;
            }
        }
      if (covers && !tm_utena_state_check_covered_icon (s, move, error))
        return FALSE;
    }

  /* The card goes on the stack; the icons it covers are no longer
   * visible, its own four are. */
  for (guint c = 0; c < TM_UTENA_N_CELLS; c++)
    {
      s->visible[c] -= hidden[c];
      if (move->desire & tm_utena_desire_icon ((TmUtenaCell) c))
        s->visible[c]++;
    }
  s->laid[s->n_laid++] = move->desire;
  if (tm_utena_state_is_solo (s) && s->plan_desires > 0)
    s->plan_desires--;
  else
    s->desire_deck--;

  out->altar = -1;
  tm_utena_state_lose_markers (s, move, out);
  if (s->phase == TM_UTENA_PHASE_FINISHED)
    return TRUE;
  tm_utena_state_after_desire (s);
  return TRUE;
}

static gboolean
apply_plan (TmUtenaState      *s,
            const TmUtenaMove *move,
            TmUtenaOutcome    *out,
            const char * const *players,
            GError           **error)
{
  if (s->phase != TM_UTENA_PHASE_PLAN)
    {
      if (!tm_utena_state_is_solo (s))
        g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_WRONG_PHASE,
                     _("Plan cards are only used in the solo game."));
      else
        tm_utena_state_set_wrong_phase_error (s, move->type, players, error);
      return FALSE;
    }
  if (move->plan_altar < 0 || move->plan_altar >= (int) s->n_altars)
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("The practitioner plan card goes to the left (0), centre "
                     "(1) or right (2) altar."));
      return FALSE;
    }

  /* Two desire cards and one practitioner card, face down. */
  s->plan_altar = move->plan_altar;
  s->desire_deck -= DESIRES_PER_ROUND;
  s->plan_desires = DESIRES_PER_ROUND;
  s->practitioner_deck--;
  out->altar = move->plan_altar;
  tm_utena_state_begin_altar (s);
  return TRUE;
}

gboolean
tm_utena_state_can_reinforce (const TmUtenaState  *s,
                              const char * const *players,
                              GError             **error)
{
  const TmUtenaAltar *altar;

  g_return_val_if_fail (s != NULL, FALSE);

  if (s->phase != TM_UTENA_PHASE_TURN)
    {
      tm_utena_state_set_wrong_phase_error (s, TM_UTENA_MOVE_REINFORCE, players, error);
      return FALSE;
    }
  altar = &s->altars[s->active];
  if (tm_utena_state_is_solo (s))
    {
      g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_REINFORCE_SOLO,
                   _("In the solo game nobody declares a reinforcement: the "
                     "altar that gets the practitioner plan card takes two "
                     "turns."));
      return FALSE;
    }
  if (s->round == 1)
    {
      g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_REINFORCE_ROUND_ONE,
                   _("Reinforcement can be declared from the second round on, "
                     "not in the first."));
      return FALSE;
    }
  if (s->reinforced)
    {
      g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_REINFORCE_BEFORE_TURN,
                   _("This reinforcement is already declared: the two turns "
                     "are being taken."));
      return FALSE;
    }
  if (s->turn_taken)
    {
      g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_REINFORCE_BEFORE_TURN,
                   _("Reinforcement is declared just before one’s turn, not "
                     "after it has begun."));
      return FALSE;
    }
  if (!altar->reserve)
    {
      if (tm_utena_state_is_duo (s))
        g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_REINFORCE_NO_RESERVE,
                     _("This altar’s reserve card was already used: a reserve "
                       "is never replaced, so each altar reinforces once."));
      else
        g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_REINFORCE_NO_RESERVE,
                     _("Your reserve card was already used: a reserve is never "
                       "replaced, so each player reinforces once."));
      return FALSE;
    }
  if ((s->n_players == 4 || tm_utena_state_is_duo (s)) && s->reinforcements > 0)
    {
      if (tm_utena_state_is_duo (s))
        g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_REINFORCE_ONCE_PER_ROUND,
                     _("An altar already reinforced this round: with 2 players "
                       "only one reinforcement is allowed per round."));
      else
        g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_REINFORCE_ONCE_PER_ROUND,
                     _("Someone already reinforced this round: with 4 players "
                       "only one reinforcement is allowed per round."));
      return FALSE;
    }
  return TRUE;
}

static gboolean
apply_reinforce (TmUtenaState      *s,
                 const TmUtenaMove *move,
                 TmUtenaOutcome    *out,
                 const char * const *players,
                 GError           **error)
{
  TmUtenaAltar *altar;

  if (s->phase == TM_UTENA_PHASE_TURN && !tm_utena_state_check_actor (s, move, players, error))
    return FALSE;
  if (!tm_utena_state_can_reinforce (s, players, error))
    return FALSE;

  altar = &s->altars[s->active];
  altar->reserve = FALSE;
  s->hands[altar->owner].size++;
  s->reinforcements++;
  s->reinforced = TRUE;
  s->turns_left = 2;
  out->altar = s->active;
  return TRUE;
}

static gboolean
check_turn (TmUtenaState       *s,
            const TmUtenaMove  *move,
            const char * const *players,
            GError            **error)
{
  if (s->phase != TM_UTENA_PHASE_TURN)
    {
      tm_utena_state_set_wrong_phase_error (s, move->type, players, error);
      return FALSE;
    }
  return tm_utena_state_check_actor (s, move, players, error);
}

/* Gain processing after a turn, then on to what comes next. */
static void
finish_turn (TmUtenaState   *s,
             int             partner,
             TmUtenaOutcome *out)
{
  out->altar = s->active;
  out->partner = partner;
  if (tm_utena_state_gain (s, (guint) s->active, &out->match, out))
    return;
  if (partner >= 0 && tm_utena_state_gain (s, (guint) partner, &out->partner_match, out))
    return;
  tm_utena_state_after_turn (s);
}

static gboolean
apply_pair (TmUtenaState      *s,
            const TmUtenaMove *move,
            TmUtenaOutcome    *out,
            const char * const *players,
            GError           **error)
{
  TmUtenaAltar *altar;

  if (!check_turn (s, move, players, error))
    return FALSE;
  altar = &s->altars[s->active];
  if (altar->pair[0] != TM_UTENA_NO_CARD)
    {
      g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_PAIR_ALREADY_PLAYED,
                   _("This altar already has its pair: from now on a turn "
                     "exchanges one card of the pair for a card of another "
                     "pair or of the hand."));
      return FALSE;
    }
  for (guint i = 0; i < 2; i++)
    if (!tm_utena_card_check_under (move->cards[i], s->rules, error))
      return FALSE;
  if (move->cards[0] == move->cards[1])
    {
      g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_PAIR_TWO_CARDS,
                   _("The pair is two different cards from the hand, not the "
                     "same card twice."));
      return FALSE;
    }
  for (guint i = 0; i < 2; i++)
    if (!tm_utena_state_take_from_hand (s, altar->owner, move->cards[i], players, error))
      return FALSE;

  altar->pair[0] = move->cards[0];
  altar->pair[1] = move->cards[1];
  tm_utena_state_sort_pair (altar->pair);
  finish_turn (s, -1, out);
  return TRUE;
}

static void
replace_in_pair (TmUtenaAltar *altar,
                 TmUtenaCard   old_card,
                 TmUtenaCard   new_card)
{
  for (guint i = 0; i < 2; i++)
    if (altar->pair[i] == old_card)
      altar->pair[i] = new_card;
  tm_utena_state_sort_pair (altar->pair);
}

static gboolean
apply_exchange (TmUtenaState      *s,
                const TmUtenaMove *move,
                TmUtenaOutcome    *out,
                const char * const *players,
                GError           **error)
{
  TmUtenaAltar *altar;
  int at[2];
  TmUtenaCard own, other;
  int other_at;

  if (!check_turn (s, move, players, error))
    return FALSE;
  altar = &s->altars[s->active];
  if (altar->pair[0] == TM_UTENA_NO_CARD)
    {
      g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_PAIR_FIRST,
                   _("This altar has no pair yet, so there is nothing to "
                     "exchange: its first turn plays two hand cards as its "
                     "pair."));
      return FALSE;
    }
  for (guint i = 0; i < 2; i++)
    if (!tm_utena_card_check_under (move->cards[i], s->rules, error))
      return FALSE;
  if (move->cards[0] == move->cards[1])
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("An exchange swaps two different cards, not a card with "
                     "itself."));
      return FALSE;
    }

  for (guint i = 0; i < 2; i++)
    at[i] = tm_utena_state_pair_holding (s, move->cards[i]);

  if (at[0] == s->active && at[1] == s->active)
    {
      g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_EXCHANGE_WITHIN_PAIR,
                   _("Both cards are in this altar’s own pair: an exchange "
                     "swaps one of them with a card of another pair or of the "
                     "hand."));
      return FALSE;
    }
  if (at[0] != s->active && at[1] != s->active)
    {
      if (at[0] >= 0 && at[1] >= 0)
        g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_EXCHANGE_TWO_OTHER_PAIRS,
                     _("Neither card is in your own pair: you cannot exchange "
                       "cards between other pairs, or force an exchange on "
                       "others."));
      else if (at[0] >= 0 || at[1] >= 0)
        g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_EXCHANGE_HAND_OTHER_PAIR,
                     _("A hand card cannot be exchanged with another pair’s "
                       "card: an exchange always includes a card of your own "
                       "pair, so cards are never simply taken or given."));
      else
        g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_EXCHANGE_OWN_PAIR,
                     _("Neither card is in your own pair: an exchange swaps a "
                       "card of your pair with a card of another pair or of "
                       "your hand."));
      return FALSE;
    }

  own = at[0] == s->active ? move->cards[0] : move->cards[1];
  other = at[0] == s->active ? move->cards[1] : move->cards[0];
  other_at = at[0] == s->active ? at[1] : at[0];

  if (other_at >= 0)
    {
      /* Pair with pair: the other altar gains after this one. */
      replace_in_pair (&s->altars[other_at], other, own);
      replace_in_pair (altar, own, other);
      finish_turn (s, other_at, out);
      return TRUE;
    }

  if (!tm_utena_state_take_from_hand (s, altar->owner, other, players, error))
    return FALSE;
  tm_utena_state_put_in_hand (s, altar->owner, own);
  replace_in_pair (altar, own, other);
  finish_turn (s, -1, out);
  return TRUE;
}

static gboolean
apply_pass (TmUtenaState      *s,
            const TmUtenaMove *move,
            const char * const *players,
            GError           **error)
{
  if (!check_turn (s, move, players, error))
    return FALSE;
  if (s->altars[s->active].pair[0] == TM_UTENA_NO_CARD)
    g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_PAIR_FIRST,
                 _("A turn cannot be skipped: this altar’s first turn plays "
                   "two hand cards as its pair."));
  else
    g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_EXCHANGE_REQUIRED,
                 _("A turn cannot be skipped: exchange exactly one card of "
                   "your pair with a card of another pair or of your hand."));
  return FALSE;
}

gboolean
tm_utena_state_apply (TmUtenaState       *state,
                      const TmUtenaMove  *move,
                      const char * const *players,
                      TmUtenaOutcome     *outcome,
                      GError            **error)
{
  TmUtenaState next;
  TmUtenaOutcome result;
  gboolean ok;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (state->phase == TM_UTENA_PHASE_FINISHED)
    {
      tm_rules_error_set_finished (error);
      return FALSE;
    }

  memset (&result, 0, sizeof result);
  result.type = move->type;
  result.altar = -1;
  result.partner = -1;

  /* Work on a copy: a refused move must leave @state as it was. */
  memcpy (&next, state, sizeof next);
  switch (move->type)
    {
    case TM_UTENA_MOVE_DESIRE:
      ok = apply_desire (&next, move, &result, players, error);
      break;
    case TM_UTENA_MOVE_PLAN:
      ok = apply_plan (&next, move, &result, players, error);
      break;
    case TM_UTENA_MOVE_REINFORCE:
      ok = apply_reinforce (&next, move, &result, players, error);
      break;
    case TM_UTENA_MOVE_PAIR:
      ok = apply_pair (&next, move, &result, players, error);
      break;
    case TM_UTENA_MOVE_EXCHANGE:
      ok = apply_exchange (&next, move, &result, players, error);
      break;
    case TM_UTENA_MOVE_PASS:
      ok = apply_pass (&next, move, players, error);
      break;
    default:
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("This is not a move of Tsuki no Utena."));
      ok = FALSE;
      break;
    }
  if (!ok)
    return FALSE;

  result.result = next.result;
  memcpy (state, &next, sizeof next);
  if (outcome != NULL)
    *outcome = result;
  return TRUE;
}

TmUtenaMove
tm_utena_move_init (TmUtenaMoveType type)
{
  TmUtenaMove move;

  memset (&move, 0, sizeof move);
  move.type = type;
  move.altar = -1;
  move.player = -1;
  move.plan_altar = -1;
  return move;
}
