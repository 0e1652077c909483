/* tm-sisters-state.c — the rules of Planetary Sisters (RULES.md §2)
 *
 * A refused move leaves the players' position exactly as it was: what a
 * move may change is kept before it is applied and put back when it is
 * refused.
 */
#include "config.h"

#include "tm-sisters-state.h"
#include "tm-sisters-game.h"
#include "tm-sisters-text.h"
#include "core/tm-players.h"
#include "core/tm-rules-error.h"

#include <glib/gi18n.h>
#include <string.h>

#define DECK_3_4 8     /* cards dealt to each private deck, 3–4 players */
#define DECK_2   10    /* … 2 players */

static gboolean
is_rank (int rank)
{
  return rank >= 1 && rank <= TM_SISTERS_N_RANKS;
}

void
tm_sisters_state_init (TmSistersState *state,
                       guint           n_players,
                       int             first_parent)
{
  g_return_if_fail (state != NULL);
  g_return_if_fail (n_players >= TM_SISTERS_MIN_PLAYERS && n_players <= TM_SISTERS_MAX_PLAYERS);
  g_return_if_fail (first_parent < (int) n_players);

  memset (state, 0, sizeof *state);
  state->n_players = n_players;
  state->phase = TM_SISTERS_PHASE_SETUP;
  state->parent = first_parent < 0 ? -1 : first_parent;
  state->condition = TM_SISTERS_CONDITION_CLOSE;
  state->n_turns = n_players == 2 ? 4 : n_players;
  for (guint i = 0; i < TM_SISTERS_MAX_TURNS; i++)
    state->turn_player[i] = -1;
  for (guint p = 0; p < n_players; p++)
    state->deck[p] = n_players == 2 ? DECK_2 : DECK_3_4;
  state->last_round.parent_before = state->last_round.parent_after = -1;
  state->last_round.deciding_turn = -1;
  tm_sisters_card_table_init (&state->cards);
}

guint
tm_sisters_state_get_field_size (const TmSistersState *state)
{
  return state->n_players == 2 ? 4 : state->n_players;
}

int
tm_sisters_state_get_child (const TmSistersState *state)
{
  if (state->n_players != 2 || state->parent < 0)
    return -1;
  return 1 - state->parent;
}

gboolean
tm_sisters_state_is_second_half (const TmSistersState *state)
{
  return state->n_players == 2 && state->round > TM_SISTERS_N_ROUNDS / 2;
}

int
tm_sisters_state_get_current_player (const TmSistersState *state)
{
  g_return_val_if_fail (state != NULL, -1);

  if (state->phase != TM_SISTERS_PHASE_ROUND || state->turn >= state->n_turns)
    return -1;
  return state->turn_player[state->turn];
}

TmSistersPlace
tm_sisters_state_locate (const TmSistersState *state,
                         int                   rank,
                         int                  *owner)
{
  int who = -1;
  TmSistersPlace place = TM_SISTERS_PLACE_UNSEEN;

  g_return_val_if_fail (state != NULL, TM_SISTERS_PLACE_UNSEEN);

  if (!tm_sisters_card_set_contains (state->seen, rank))
    ;
  else if (tm_sisters_card_set_contains (state->field, rank))
    place = TM_SISTERS_PLACE_FIELD;
  else
    {
      for (guint i = 0; i < state->turn && place == TM_SISTERS_PLACE_UNSEEN; i++)
        if (state->used[i] == rank || state->taken[i] == rank)
          {
            place = state->used[i] == rank ? TM_SISTERS_PLACE_USED : TM_SISTERS_PLACE_TAKEN;
            who = state->turn_player[i];
          }
      for (guint p = 0; p < state->n_players && place == TM_SISTERS_PLACE_UNSEEN; p++)
        {
          if (tm_sisters_card_set_contains (state->in_hand[p], rank))
            place = TM_SISTERS_PLACE_HAND;
          else if (tm_sisters_card_set_contains (state->house[p], rank))
            place = TM_SISTERS_PLACE_HOUSE;
          else if (tm_sisters_card_set_contains (state->keepers[p], rank))
            place = TM_SISTERS_PLACE_KEEPER;
          if (place != TM_SISTERS_PLACE_UNSEEN)
            who = (int) p;
        }
    }
  if (owner != NULL)
    *owner = who;
  return place;
}

TmSistersCardSet
tm_sisters_state_get_harvest (const TmSistersState *state,
                              guint                 player)
{
  g_return_val_if_fail (state != NULL && player < state->n_players, 0);

  /* 《2人用》番人札は、「持ち主だけが得点計算に使う場札」として扱います */
  return state->field | (state->n_players == 2 ? state->keepers[player] : 0);
}

TmSistersCardSet
tm_sisters_state_get_missing_emblems (const TmSistersState *state)
{
  TmSistersCardSet scored;

  g_return_val_if_fail (state != NULL, 0);

  if (state->phase < TM_SISTERS_PHASE_REVEAL)
    return 0;
  scored = state->field;
  for (guint p = 0; p < state->n_players; p++)
    scored |= state->house[p] | state->keepers[p];
  return scored & ~state->cards.known;
}

/* Messages ------------------------------------------------------------------- */

/* The messages name players by @players, the names in the record's
 * order (tm_sisters_player_name(): "Player 2" when NULL). */

static void
set_known_elsewhere_error (const TmSistersState  *state,
                           const char * const    *players,
                           int                    rank,
                           GError               **error)
{
  int owner = -1;
  TmSistersPlace place = tm_sisters_state_locate (state, rank, &owner);
  g_autofree char *who = tm_sisters_player_name (players, owner);

  switch (place)
    {
    case TM_SISTERS_PLACE_FIELD:
      g_set_error (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_CARD_KNOWN_ELSEWHERE,
                   _("Card %d is on the field: every card exists only once, and "
                     "a card shown from a hand cannot be one of the field."), rank);
      break;
    case TM_SISTERS_PLACE_USED:
      g_set_error (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_CARD_KNOWN_ELSEWHERE,
                   /* Translators: a card's rank, a player's name. */
                   _("Card %d was already used this round by %s: every "
                     "card exists only once."), rank, who);
      break;
    case TM_SISTERS_PLACE_TAKEN:
      g_set_error (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_CARD_KNOWN_ELSEWHERE,
                   /* Translators: a card's rank, a player's name. */
                   _("Card %d was taken from the field this round by %s: "
                     "a taken card joins the hand only at the end of the round."),
                   rank, who);
      break;
    case TM_SISTERS_PLACE_HAND:
      g_set_error (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_CARD_KNOWN_ELSEWHERE,
                   /* Translators: a card's rank, a player's name. */
                   _("Card %d is in %s’s hand: they took it from the field "
                     "and have not used it since, and every card exists only "
                     "once."), rank, who);
      break;
    case TM_SISTERS_PLACE_HOUSE:
      g_set_error (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_CARD_KNOWN_ELSEWHERE,
                   /* Translators: a card's rank, a player's name. */
                   _("Card %d is in %s’s house: every card exists only "
                     "once."), rank, who);
      break;
    case TM_SISTERS_PLACE_KEEPER:
      g_set_error (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_CARD_KNOWN_ELSEWHERE,
                   /* Translators: a card's rank, a player's name. */
                   _("Card %d is a keeper card of %s: every card exists "
                     "only once."), rank, who);
      break;
    case TM_SISTERS_PLACE_UNSEEN:
    default:
      g_assert_not_reached ();
    }
}

/* @index (0-based, as the JSON member @member counts) is not a player of
 * this game: a message about the file's notation, so it counts as the
 * file does, from 0. */
static gboolean
no_such_player (const TmSistersState  *state,
                int                    index,
                const char            *member,
                GError               **error)
{
  g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
               /* Translators: a player index out of range; “%s” is the
                * JSON member ("parent", "player"); the players are counted
                * from 0 in the record's order. */
               _("“%s” is %d, but a player is 0 to %u (the players in the "
                 "record’s order, from 0)."),
               member, index, state->n_players - 1);
  return FALSE;
}

/* The cards in @player's hand are all known (taken from the field), or
 * fewer are unknown than the move shows: @strangers are not among them. */
static gboolean
set_hand_all_known_error (const TmSistersState  *state,
                          const char * const    *players,
                          guint                  player,
                          TmSistersCardSet       strangers,
                          GError               **error)
{
  g_autofree char *known = tm_sisters_card_set_to_string (state->in_hand[player]);
  g_autofree char *listed = tm_sisters_card_set_to_string (strangers);
  guint n_strangers = tm_sisters_card_set_size (strangers);
  g_autofree char *who = tm_sisters_player_name (players, (int) player);

  g_set_error (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_HAND_ALL_KNOWN,
               /* Translators: a player's name, the cards taken into the
                * hand (e.g. "3, 14, 20"), the card(s) shown instead. */
               ngettext ("Every card left in %s’s hand is one they took from "
                         "the field (%s), and card %s is not one of them.",
                         "Every card left in %s’s hand is one they took from "
                         "the field (%s), and cards %s are not among them.",
                         n_strangers),
               who, known, listed);
  return FALSE;
}

static gboolean
check_rank (int      rank,
            GError **error)
{
  if (is_rank (rank))
    return TRUE;
  g_set_error (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_UNKNOWN_RANK,
               _("%d is not a rank: the sister cards are ranked 1 to 36."), rank);
  return FALSE;
}

static gboolean
wrong_phase (const TmSistersState  *state,
             GError               **error)
{
  switch (state->phase)
    {
    case TM_SISTERS_PHASE_SETUP:
      {
        guint missing = tm_sisters_state_get_field_size (state) - tm_sisters_card_set_size (state->field);

        g_set_error (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_WRONG_PHASE,
                     ngettext ("The field is still being dealt: enter its %u missing card first.",
                               "The field is still being dealt: enter its %u missing cards first.",
                               missing),
                     missing);
      }
      break;
    case TM_SISTERS_PHASE_ROUND:
      g_set_error (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_WRONG_PHASE,
                   _("Round %u is being played: the next move is a turn, a used "
                     "card and a taken card."), state->round);
      break;
    case TM_SISTERS_PHASE_REVEAL:
      g_set_error (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_WRONG_PHASE,
                   _("The eight rounds are over: the players now reveal their "
                     "hand cards."));
      break;
    case TM_SISTERS_PHASE_EMBLEMS:
      g_set_error (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_WRONG_PHASE,
                   _("Every card has been revealed: only the emblems of the "
                     "scored cards are still to enter."));
      break;
    case TM_SISTERS_PHASE_FINISHED:
    default:
      tm_rules_error_set_finished (error);
      break;
    }
  return FALSE;
}

/* Rounds ----------------------------------------------------------------------- */

/* Cards @player draws at the start of the round, before the deck limit.
 * @order is the player's place in this round's turn order. */
static guint
draws_wanted (const TmSistersState *state,
              guint                 player,
              guint                 order)
{
  if (state->n_players == 2)
    {
      /* 最初のラウンドだけ、子は3枚引いて手札とします; at round 2 a player
       * holding 3 draws only 1 so that both hold 4.  Later rounds draw 2
       * while the deck lasts, round 5 included (Ruling). */
      if (state->round == 1)
        return (int) player == state->parent ? 2 : 3;
      if (state->round == 2)
        return state->hand[player] == 3 ? 1 : 2;
      return 2;
    }

  /* 手番順が最後のプレイヤーは、ゲームの最初のラウンドのみ、山札から2枚;
   * at round 2 a player holding 2 draws none. */
  if (state->round == 1)
    return order == state->n_players - 1 ? 2 : 1;
  if (state->round == 2)
    return state->hand[player] == 2 ? 0 : 1;
  return 1;
}

static void
start_round (TmSistersState *state)
{
  state->round++;
  state->turn = 0;
  memset (state->used, 0, sizeof state->used);
  memset (state->taken, 0, sizeof state->taken);

  /* Parent, child, parent, child with two; from the parent clockwise
   * with three or four. */
  for (guint i = 0; i < state->n_turns; i++)
    state->turn_player[i] = state->n_players == 2
                            ? (int) tm_player_after ((guint) state->parent, (int) (i % 2), 2)
                            : (int) tm_player_after ((guint) state->parent, (int) i, state->n_players);

  for (guint i = 0; i < state->n_players; i++)
    {
      guint player = (guint) state->turn_player[i];
      guint draws = MIN (draws_wanted (state, player, i), state->deck[player]);

      state->deck[player] -= draws;
      state->hand[player] += draws;
    }
}

/* The pairs' extremeness: whether difference @a beats @b. */
static gboolean
beats (TmSistersCondition condition,
       guint              a,
       guint              b)
{
  return condition == TM_SISTERS_CONDITION_CLOSE ? a < b : a > b;
}

/* 3–4 players: the extreme difference; ties go to the most downstream. */
static void
decide_many (const TmSistersState *state,
             TmSistersRoundResult *result)
{
  int best = 0;
  guint n_best = 0;

  for (guint i = 1; i < state->n_turns; i++)
    if (!beats (result->condition, result->difference[best], result->difference[i]))
      best = (int) i;   /* equal or better: the later turn wins a tie */
  for (guint i = 0; i < state->n_turns; i++)
    n_best += result->difference[i] == result->difference[best];

  result->deciding_turn = best;
  result->parent_after = state->turn_player[best];
  result->decision = n_best > 1 ? TM_SISTERS_DECIDED_DOWNSTREAM : TM_SISTERS_DECIDED_ALONE;
}

/* 2 players: each player's pairs from the most extreme; the first pair
 * that differs decides, and the child when none does. */
static void
decide_two (const TmSistersState *state,
            TmSistersRoundResult *result)
{
  int turns[2][2];         /* [parent/child][most extreme first] */
  int child = tm_sisters_state_get_child (state);

  for (guint side = 0; side < 2; side++)
    {
      int first = (int) side, second = (int) side + 2;   /* turns side and side + 2 */

      if (beats (result->condition, result->difference[second], result->difference[first]))
        {
          int swap = first;

          first = second;
          second = swap;
        }
      turns[side][0] = first;
      turns[side][1] = second;
    }

  for (guint k = 0; k < 2; k++)
    {
      guint a = result->difference[turns[0][k]], b = result->difference[turns[1][k]];

      if (a == b)
        continue;
      result->deciding_turn = beats (result->condition, a, b) ? turns[0][k] : turns[1][k];
      result->parent_after = state->turn_player[result->deciding_turn];
      result->decision = k == 0 ? TM_SISTERS_DECIDED_ALONE : TM_SISTERS_DECIDED_NEXT_PAIR;
      return;
    }
  result->deciding_turn = -1;
  result->parent_after = child;
  result->decision = TM_SISTERS_DECIDED_CHILD;
}

static void
end_round (TmSistersState *state)
{
  TmSistersRoundResult *result = &state->last_round;
  gboolean to_house = tm_sisters_state_is_second_half (state);
  TmSistersCardSet next_field = 0;

  memset (result, 0, sizeof *result);
  result->round = state->round;
  result->n_turns = state->n_turns;
  result->condition = state->condition;
  result->parent_before = state->parent;
  for (guint i = 0; i < state->n_turns; i++)
    {
      result->player[i] = state->turn_player[i];
      result->used[i] = state->used[i];
      result->taken[i] = state->taken[i];
      result->difference[i] = (guint) ABS ((int) state->used[i] - (int) state->taken[i]);
    }
  if (state->n_players == 2)
    decide_two (state, result);
  else
    decide_many (state, result);
  state->has_result = TRUE;

  /* 獲得札を手札に加えます (2 players, rounds 5–8: 家札に), then the used
   * cards become the field and the new parent turns the condition card. */
  for (guint i = 0; i < state->n_turns; i++)
    {
      guint player = (guint) state->turn_player[i];

      if (to_house)
        state->house[player] = tm_sisters_card_set_add (state->house[player], state->taken[i]);
      else
        {
          state->in_hand[player] = tm_sisters_card_set_add (state->in_hand[player], state->taken[i]);
          state->hand[player]++;
        }
      next_field = tm_sisters_card_set_add (next_field, state->used[i]);
    }
  state->field = next_field;
  state->parent = result->parent_after;
  state->condition = state->condition == TM_SISTERS_CONDITION_CLOSE
                     ? TM_SISTERS_CONDITION_FAR : TM_SISTERS_CONDITION_CLOSE;

  if (state->round == TM_SISTERS_N_ROUNDS)
    {
      state->phase = TM_SISTERS_PHASE_REVEAL;
      state->turn = 0;
      for (guint i = 0; i < TM_SISTERS_MAX_TURNS; i++)
        state->turn_player[i] = -1;
      memset (state->used, 0, sizeof state->used);
      memset (state->taken, 0, sizeof state->taken);
    }
  else
    start_round (state);
}

/* Moves ------------------------------------------------------------------------ */

static gboolean
check_distinct (const TmSistersMove  *move,
                GError              **error)
{
  for (guint i = 0; i < move->n_cards; i++)
    {
      if (!check_rank (move->cards[i], error))
        return FALSE;
      for (guint j = 0; j < i; j++)
        if (move->cards[j] == move->cards[i])
          {
            g_set_error (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_CARD_REPEATED,
                         _("Card %d is listed twice: every card exists only once."),
                         move->cards[i]);
            return FALSE;
          }
    }
  return TRUE;
}

static gboolean
apply_field (TmSistersState       *state,
             const TmSistersMove  *move,
             const char * const   *players,
             GError              **error)
{
  guint size = tm_sisters_state_get_field_size (state);
  guint dealt = tm_sisters_card_set_size (state->field);

  if (state->phase != TM_SISTERS_PHASE_SETUP)
    return wrong_phase (state, error);

  if (move->parent >= (int) state->n_players)
    return no_such_player (state, move->parent, "parent", error);
  if (state->parent < 0 && move->parent < 0)
    {
      g_set_error (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_PARENT_REQUIRED,
                   _("Nobody is the first parent yet: choose one before the "
                     "field is dealt, and give “parent” with the field cards."));
      return FALSE;
    }
  if (state->parent >= 0 && move->parent >= 0 && move->parent != state->parent)
    {
      g_autofree char *parent = tm_sisters_player_name (players, state->parent);
      g_autofree char *named = tm_sisters_player_name (players, move->parent);

      g_set_error (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_PARENT_MISMATCH,
                   /* Translators: two players' names. */
                   _("%s is already the first parent, not %s."), parent, named);
      return FALSE;
    }
  if (move->n_cards == 0)
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("A field move lists at least one card."));
      return FALSE;
    }
  if (dealt + move->n_cards > size)
    {
      g_set_error (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_FIELD_SIZE,
                   /* Translators: the field's size (3 or 4), the cards it still
                    * lacks, the cards the move deals. */
                   ngettext ("The field starts with %u cards: only %u more can be dealt, not %u.",
                             "The field starts with %u cards: only %u more can be dealt, not %u.",
                             size - dealt),
                   size, size - dealt, move->n_cards);
      return FALSE;
    }
  if (!check_distinct (move, error))
    return FALSE;
  for (guint i = 0; i < move->n_cards; i++)
    if (tm_sisters_card_set_contains (state->seen, move->cards[i]))
      {
        set_known_elsewhere_error (state, players, move->cards[i], error);
        return FALSE;
      }

  if (move->parent >= 0)
    state->parent = move->parent;
  for (guint i = 0; i < move->n_cards; i++)
    {
      state->field = tm_sisters_card_set_add (state->field, move->cards[i]);
      state->seen = tm_sisters_card_set_add (state->seen, move->cards[i]);
    }
  if (tm_sisters_card_set_size (state->field) == size)
    {
      state->phase = TM_SISTERS_PHASE_ROUND;
      start_round (state);
    }
  return TRUE;
}

/* Whether @player may show @rank from the hand: a card they are known to
 * hold, or a card nobody has seen when their hand still holds one. */
static gboolean
check_from_hand (const TmSistersState  *state,
                 const char * const    *players,
                 guint                  player,
                 int                    rank,
                 GError               **error)
{
  guint known = tm_sisters_card_set_size (state->in_hand[player]);

  if (tm_sisters_card_set_contains (state->in_hand[player], rank))
    return TRUE;
  if (tm_sisters_card_set_contains (state->seen, rank))
    {
      set_known_elsewhere_error (state, players, rank, error);
      return FALSE;
    }
  if (state->hand[player] <= known)
    return set_hand_all_known_error (state, players, player, tm_sisters_card_set_add (0, rank), error);
  return TRUE;
}

/* Whether @player may reveal the cards of @move, taken as a whole (their
 * order does not matter): each is a card they are known to hold or one
 * nobody has seen, and no more of them are unseen than the hand holds
 * cards nobody has seen.  A refusal names the cards taken from the field
 * that a whole hand's reveal left out. */
static gboolean
check_reveal (const TmSistersState  *state,
              const char * const    *players,
              guint                  player,
              const TmSistersMove   *move,
              GError               **error)
{
  TmSistersCardSet listed = 0, strangers = 0, missing;
  guint free_slots = state->hand[player] - tm_sisters_card_set_size (state->in_hand[player]);
  g_autofree char *missing_text = NULL;
  g_autofree char *who = NULL;

  for (guint i = 0; i < move->n_cards; i++)
    {
      listed = tm_sisters_card_set_add (listed, move->cards[i]);
      if (!tm_sisters_card_set_contains (state->in_hand[player], move->cards[i]))
        strangers = tm_sisters_card_set_add (strangers, move->cards[i]);
    }
  /* A card seen elsewhere is the first fault, whatever the order: the
   * lowest rank of them, found without a pass per rank. */
  if ((strangers & state->seen) != 0)
    {
      set_known_elsewhere_error (state, players, __builtin_ctzll (strangers & state->seen), error);
      return FALSE;
    }
  if (tm_sisters_card_set_size (strangers) <= free_slots)
    return TRUE;

  missing = state->in_hand[player] & ~listed;
  if (move->n_cards < state->hand[player] || missing == 0)
    return set_hand_all_known_error (state, players, player, strangers, error);
  /* The whole hand, with cards nobody saw in place of cards taken. */
  missing_text = tm_sisters_card_set_to_string (missing);
  who = tm_sisters_player_name (players, (int) player);
  g_set_error (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_HAND_ALL_KNOWN,
               /* Translators: a player's name, the card(s) they took from
                * the field and left out of the reveal (e.g. "14, 20"). */
               ngettext ("%s’s hand still holds card %s, taken from the field "
                         "and not used since: it must be among the cards revealed.",
                         "%s’s hand still holds cards %s, taken from the field "
                         "and not used since: they must be among the cards revealed.",
                         tm_sisters_card_set_size (missing)),
               who, missing_text);
  return FALSE;
}

static gboolean
apply_turn (TmSistersState       *state,
            const TmSistersMove  *move,
            const char * const   *players,
            GError              **error)
{
  int player = tm_sisters_state_get_current_player (state);
  g_autofree char *field = NULL;

  if (state->phase != TM_SISTERS_PHASE_ROUND)
    return wrong_phase (state, error);
  g_assert (player >= 0);

  if (move->player >= (int) state->n_players)
    return no_such_player (state, move->player, "player", error);
  if (move->player >= 0 && move->player != player)
    {
      g_autofree char *turn = tm_sisters_player_name (players, player);
      g_autofree char *named = tm_sisters_player_name (players, move->player);

      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_WRONG_PLAYER,
                   /* Translators: two players' names. */
                   _("It is %s’s turn, not %s’s."), turn, named);
      return FALSE;
    }
  if (!check_rank (move->used, error) || !check_rank (move->taken, error))
    return FALSE;

  if (!check_from_hand (state, players, (guint) player, move->used, error))
    return FALSE;

  if (!tm_sisters_card_set_contains (state->field, move->taken))
    {
      field = tm_sisters_card_set_to_string (state->field);
      g_set_error (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_TAKEN_NOT_ON_FIELD,
                   _("Card %d is not on the field: the taken card is one of the "
                     "field cards (%s)."), move->taken, field);
      return FALSE;
    }

  /* The hand always holds a card at a turn (see draws_wanted()). */
  g_assert (state->hand[player] > 0);
  state->hand[player]--;
  state->in_hand[player] = tm_sisters_card_set_remove (state->in_hand[player], move->used);
  state->seen = tm_sisters_card_set_add (state->seen, move->used);
  state->field = tm_sisters_card_set_remove (state->field, move->taken);
  state->used[state->turn] = move->used;
  state->taken[state->turn] = move->taken;
  state->turn++;

  if (state->turn == state->n_turns)
    end_round (state);
  return TRUE;
}

static gboolean
apply_reveal (TmSistersState       *state,
              const TmSistersMove  *move,
              const char * const   *players,
              GError              **error)
{
  guint player;

  if (state->phase != TM_SISTERS_PHASE_REVEAL)
    return wrong_phase (state, error);
  if (move->player < 0 || move->player >= (int) state->n_players)
    return no_such_player (state, move->player, "player", error);
  player = (guint) move->player;

  if (state->hand[player] == 0)
    {
      /* The name is made only for a refusal, not for every reveal. */
      g_autofree char *who = tm_sisters_player_name (players, move->player);

      g_set_error (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_REVEAL_COUNT,
                   /* Translators: a player's name. */
                   _("%s has already revealed every hand card."), who);
      return FALSE;
    }
  if (move->n_cards == 0 || move->n_cards > state->hand[player])
    {
      g_autofree char *who = tm_sisters_player_name (players, move->player);

      g_set_error (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_REVEAL_COUNT,
                   /* Translators: a player's name, the cards left in their
                    * hand, the cards the move reveals. */
                   ngettext ("%s has %u card left to reveal, not %u.",
                             "%s has %u cards left to reveal, not %u.",
                             state->hand[player]),
                   who, state->hand[player], move->n_cards);
      return FALSE;
    }
  if (!check_distinct (move, error))
    return FALSE;
  if (!check_reveal (state, players, player, move, error))
    return FALSE;

  for (guint i = 0; i < move->n_cards; i++)
    {
      int rank = move->cards[i];

      /* 3/4人用: the revealed hand is the house; 2人用: the keeper cards. */
      if (state->n_players == 2)
        state->keepers[player] = tm_sisters_card_set_add (state->keepers[player], rank);
      else
        state->house[player] = tm_sisters_card_set_add (state->house[player], rank);
      state->in_hand[player] = tm_sisters_card_set_remove (state->in_hand[player], rank);
      state->seen = tm_sisters_card_set_add (state->seen, rank);
      state->hand[player]--;
    }

  for (guint p = 0; p < state->n_players; p++)
    if (state->hand[p] > 0)
      return TRUE;
  state->phase = tm_sisters_state_get_missing_emblems (state) != 0
                 ? TM_SISTERS_PHASE_EMBLEMS : TM_SISTERS_PHASE_FINISHED;
  return TRUE;
}

static gboolean
apply_emblems (TmSistersState       *state,
               const TmSistersMove  *move,
               GError              **error)
{
  if (state->phase == TM_SISTERS_PHASE_FINISHED)
    return wrong_phase (state, error);
  if (!check_rank (move->rank, error))
    return FALSE;
  if (tm_sisters_card_set_contains (state->cards.known, move->rank))
    {
      g_set_error (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_EMBLEMS_KNOWN,
                   _("The emblems of card %d have already been entered."), move->rank);
      return FALSE;
    }
  if (!tm_sisters_card_table_set (&state->cards, move->rank, &move->emblems, error))
    return FALSE;
  if (state->phase == TM_SISTERS_PHASE_EMBLEMS && tm_sisters_state_get_missing_emblems (state) == 0)
    state->phase = TM_SISTERS_PHASE_FINISHED;
  return TRUE;
}

gboolean
tm_sisters_state_apply (TmSistersState       *state,
                        const TmSistersMove  *move,
                        const char * const   *players,
                        GError              **error)
{
  gboolean ok;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (state->phase == TM_SISTERS_PHASE_FINISHED)
    return wrong_phase (state, error);

  /* No copy of @state to put back when the move is refused: every
   * move below checks everything before it changes @state, and cannot
   * fail after (tm_sisters_card_table_set() too).  A replay applies
   * every move of the game, and the state is 4 KB. */
  switch (move->type)
    {
    case TM_SISTERS_MOVE_FIELD:
      ok = apply_field (state, move, players, error);
      break;
    case TM_SISTERS_MOVE_TURN:
      ok = apply_turn (state, move, players, error);
      break;
    case TM_SISTERS_MOVE_REVEAL:
      ok = apply_reveal (state, move, players, error);
      break;
    case TM_SISTERS_MOVE_EMBLEMS:
      ok = apply_emblems (state, move, error);
      break;
    default:
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("This is not a move of Planetary Sisters: the type must be "
                     "“field”, “turn”, “reveal” or “emblems”."));
      ok = FALSE;
      break;
    }
  return ok;
}

/* Legal moves ---------------------------------------------------------------- */

TmSistersMove
tm_sisters_move_init (TmSistersMoveType type)
{
  TmSistersMove move;

  memset (&move, 0, sizeof move);
  move.type = type;
  move.player = -1;
  move.parent = -1;
  return move;
}

/* The cards @player may show from the hand. */
static TmSistersCardSet
playable (const TmSistersState *state,
          guint                 player)
{
  TmSistersCardSet cards = state->in_hand[player];

  if (state->hand[player] > tm_sisters_card_set_size (state->in_hand[player]))
    cards |= TM_SISTERS_ALL_RANKS & ~state->seen;
  return cards;
}

static void
list_field_moves (const TmSistersState *state,
                  GArray               *moves)
{
  for (int rank = 1; rank <= TM_SISTERS_N_RANKS; rank++)
    {
      TmSistersMove move = tm_sisters_move_init (TM_SISTERS_MOVE_FIELD);

      if (tm_sisters_card_set_contains (state->seen, rank))
        continue;
      move.n_cards = 1;
      move.cards[0] = (guint8) rank;
      if (state->parent >= 0)
        g_array_append_val (moves, move);
      else
        for (guint p = 0; p < state->n_players; p++)
          {
            move.parent = (int) p;
            g_array_append_val (moves, move);
          }
    }
}

static void
list_turn_moves (const TmSistersState *state,
                 GArray               *moves)
{
  int player = tm_sisters_state_get_current_player (state);
  TmSistersCardSet usable = playable (state, (guint) player);

  for (int used = 1; used <= TM_SISTERS_N_RANKS; used++)
    {
      if (!tm_sisters_card_set_contains (usable, used))
        continue;
      for (int taken = 1; taken <= TM_SISTERS_N_RANKS; taken++)
        {
          TmSistersMove move = tm_sisters_move_init (TM_SISTERS_MOVE_TURN);

          if (!tm_sisters_card_set_contains (state->field, taken))
            continue;
          move.player = player;
          move.used = (guint8) used;
          move.taken = (guint8) taken;
          g_array_append_val (moves, move);
        }
    }
}

static void
list_reveal_moves (const TmSistersState *state,
                   GArray               *moves)
{
  for (guint p = 0; p < state->n_players; p++)
    {
      TmSistersCardSet cards;

      if (state->hand[p] == 0)
        continue;
      cards = playable (state, p);
      for (int rank = 1; rank <= TM_SISTERS_N_RANKS; rank++)
        {
          TmSistersMove move = tm_sisters_move_init (TM_SISTERS_MOVE_REVEAL);

          if (!tm_sisters_card_set_contains (cards, rank))
            continue;
          move.player = (int) p;
          move.n_cards = 1;
          move.cards[0] = (guint8) rank;
          g_array_append_val (moves, move);
        }
    }
}

static void
list_emblem_moves (const TmSistersState *state,
                   GArray               *moves)
{
  TmSistersCardSet missing = tm_sisters_state_get_missing_emblems (state);
  g_autoptr(GArray) valid = NULL;
  int rank = 1;

  if (missing == 0)
    return;
  while (!tm_sisters_card_set_contains (missing, rank))
    rank++;

  valid = tm_sisters_emblems_list_valid (&state->cards);
  for (guint i = 0; i < valid->len; i++)
    {
      TmSistersMove move = tm_sisters_move_init (TM_SISTERS_MOVE_EMBLEMS);

      move.rank = (guint8) rank;
      move.emblems = g_array_index (valid, TmSistersEmblems, i);
      g_array_append_val (moves, move);
    }
}

GArray *
tm_sisters_state_legal_moves (const TmSistersState *state)
{
  GArray *moves = g_array_new (FALSE, TRUE, sizeof (TmSistersMove));

  g_return_val_if_fail (state != NULL, moves);

  switch (state->phase)
    {
    case TM_SISTERS_PHASE_SETUP:
      list_field_moves (state, moves);
      break;
    case TM_SISTERS_PHASE_ROUND:
      list_turn_moves (state, moves);
      break;
    case TM_SISTERS_PHASE_REVEAL:
      list_reveal_moves (state, moves);
      break;
    case TM_SISTERS_PHASE_EMBLEMS:
      list_emblem_moves (state, moves);
      break;
    case TM_SISTERS_PHASE_FINISHED:
    default:
      break;
    }
  return moves;
}

const char *
tm_sisters_condition_name (TmSistersCondition condition)
{
  /* Translators: the two faces of the condition card; the card is printed "Close" and "Far". */
  return condition == TM_SISTERS_CONDITION_CLOSE ? C_("condition card", "Close") : C_("condition card", "Far");
}
