/* tm-sisters-advisor.c — the Planetary Sisters advisor: every turn choice */
#include "config.h"

#include "tm-sisters-advisor.h"
#include "tm-sisters-game.h"
#include "tm-sisters-scoring.h"
#include "core/tm-rules-error.h"

#include <glib/gi18n.h>

guint
tm_sisters_advisor_known_score (const TmSistersState *state,
                                guint                 player)
{
  TmSistersCardSet known, house, harvest;
  TmSistersScore score;

  g_return_val_if_fail (state != NULL && player < state->n_players, 0);

  known = state->cards.known;
  if (state->n_players == 2)
    {
      house = state->house[player];
      harvest = state->field | state->keepers[player] | state->in_hand[player];
    }
  else
    {
      house = state->house[player] | state->in_hand[player];
      harvest = state->field;
    }
  tm_sisters_score_player (&state->cards, house & known, harvest & known, &score);
  return score.total;
}

static const char *
decision_to_string (TmSistersDecision decision)
{
  switch (decision)
    {
    case TM_SISTERS_DECIDED_ALONE:
      return "alone";
    case TM_SISTERS_DECIDED_DOWNSTREAM:
      return "downstream";
    case TM_SISTERS_DECIDED_NEXT_PAIR:
      return "next-pair";
    case TM_SISTERS_DECIDED_CHILD:
    default:
      return "child";
    }
}

static const char *
condition_to_string (TmSistersCondition condition)
{
  return condition == TM_SISTERS_CONDITION_CLOSE ? "close" : "far";
}

/* The position as if the game ended right after @move: see the header. */
static void
hypothetical_end (const TmSistersState *state,
                  const TmSistersMove  *move,
                  guint                 player,
                  TmSistersState       *after)
{
  *after = *state;
  after->in_hand[player] = tm_sisters_card_set_remove (after->in_hand[player], move->used);
  if (state->n_players == 2 && tm_sisters_state_is_second_half (state))
    after->house[player] = tm_sisters_card_set_add (after->house[player], move->taken);
  else
    after->in_hand[player] = tm_sisters_card_set_add (after->in_hand[player], move->taken);
  after->field = tm_sisters_card_set_add (tm_sisters_card_set_remove (after->field, move->taken),
                                          move->used);
}

static char *
ranks_to_string (const guint8 *cards,
                 guint         n_cards)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n_cards; i++)
    g_string_append_printf (text, "%s%u", i > 0 ? ", " : "", cards[i]);
  return g_string_free (text, FALSE);
}

/* The one-line title of an option: the move itself. */
static char *
title (const TmSistersState *state,
       const TmSistersMove  *move)
{
  switch (move->type)
    {
    case TM_SISTERS_MOVE_TURN:
      return g_strdup_printf (_("Use %u, take %u"), move->used, move->taken);
    case TM_SISTERS_MOVE_FIELD:
      {
        g_autofree char *ranks = ranks_to_string (move->cards, move->n_cards);

        if (move->parent >= 0)
          return g_strdup_printf (_("Field %s, player %d parent"), ranks, move->parent + 1);
        return g_strdup_printf (_("Field %s"), ranks);
      }
    case TM_SISTERS_MOVE_REVEAL:
      {
        g_autofree char *ranks = ranks_to_string (move->cards, move->n_cards);

        return g_strdup_printf (_("Player %d shows %s"), move->player + 1, ranks);
      }
    case TM_SISTERS_MOVE_EMBLEMS:
    default:
      {
        g_autofree char *emblems = tm_sisters_emblems_describe (&state->cards, &move->emblems);

        return g_strdup_printf (_("Card %u: %s"), move->rank, emblems);
      }
    }
}

GPtrArray *
tm_sisters_advisor_turn_options (const TmSistersState  *state,
                                 GError               **error)
{
  g_autoptr(GArray) moves = NULL;
  g_autoptr(GPtrArray) options = NULL;
  int player;
  guint score_before;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  player = tm_sisters_state_get_current_player (state);
  if (state->phase != TM_SISTERS_PHASE_ROUND || player < 0)
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("Nobody plays a turn now: the options are for the turns of the rounds."));
      return NULL;
    }
  score_before = tm_sisters_advisor_known_score (state, (guint) player);

  moves = tm_sisters_state_legal_moves (state);
  options = g_ptr_array_new_with_free_func ((GDestroyNotify) tm_advisor_option_free);
  for (guint i = 0; i < moves->len; i++)
    {
      const TmSistersMove *move = &g_array_index (moves, TmSistersMove, i);
      TmSistersState next = *state, end;
      g_autoptr(JsonObject) move_json = NULL;
      TmAdvisorOption *option;
      JsonObject *details, *parent, *final;
      guint difference, score_after;
      gboolean decided;
      int change;

      if (move->type != TM_SISTERS_MOVE_TURN || !tm_sisters_state_apply (&next, move, NULL))
        continue;

      difference = (guint) ABS ((int) move->used - (int) move->taken);
      /* The round ended with this turn when the rules have a new result
       * for this round. */
      decided = next.has_result && next.last_round.round == state->round
                && (!state->has_result || state->last_round.round != state->round);

      hypothetical_end (state, move, (guint) player, &end);
      score_after = tm_sisters_advisor_known_score (&end, (guint) player);
      change = (int) score_after - (int) score_before;

      move_json = tm_sisters_move_to_json (move, &state->cards);
      option = tm_advisor_option_new (move_json);
      option->score = change;
      option->title = title (state, move);

      details = json_object_new ();
      json_object_set_int_member (details, "used", move->used);
      json_object_set_int_member (details, "taken", move->taken);
      json_object_set_int_member (details, "difference", difference);

      parent = json_object_new ();
      json_object_set_string_member (parent, "condition", condition_to_string (state->condition));
      json_object_set_boolean_member (parent, "decided", decided);
      if (decided)
        {
          const TmSistersRoundResult *result = &next.last_round;

          json_object_set_int_member (parent, "before", result->parent_before);
          json_object_set_int_member (parent, "after", result->parent_after);
          json_object_set_string_member (parent, "decision", decision_to_string (result->decision));
          if (result->deciding_turn >= 0)
            json_object_set_int_member (parent, "deciding_turn", result->deciding_turn);
          else
            json_object_set_null_member (parent, "deciding_turn");
          if (result->parent_after == result->parent_before)
            option->explanation =
              g_strdup_printf (_("Use %d, take %d (difference %u, condition “%s”): the round ends and player %d stays parent. Your score with the cards now known changes by %+d."),
                               move->used, move->taken, difference,
                               state->condition == TM_SISTERS_CONDITION_CLOSE ? _("close") : _("far"),
                               result->parent_after + 1, change);
          else
            option->explanation =
              g_strdup_printf (_("Use %d, take %d (difference %u, condition “%s”): the round ends and player %d becomes parent instead of player %d. Your score with the cards now known changes by %+d."),
                               move->used, move->taken, difference,
                               state->condition == TM_SISTERS_CONDITION_CLOSE ? _("close") : _("far"),
                               result->parent_after + 1, result->parent_before + 1, change);
        }
      else
        {
          json_object_set_int_member (parent, "before", state->parent);
          json_object_set_null_member (parent, "after");
          option->explanation =
            g_strdup_printf (_("Use %d, take %d (difference %u, condition “%s”): the later turns of the round decide the parent. Your score with the cards now known changes by %+d."),
                             move->used, move->taken, difference,
                             state->condition == TM_SISTERS_CONDITION_CLOSE ? _("close") : _("far"),
                             change);
        }
      json_object_set_object_member (details, "parent", parent);

      final = json_object_new ();
      json_object_set_int_member (final, "before", score_before);
      json_object_set_int_member (final, "after", score_after);
      json_object_set_int_member (final, "change", change);
      json_object_set_object_member (details, "known_score", final);

      option->details = json_node_new (JSON_NODE_OBJECT);
      json_node_take_object (option->details, details);
      g_ptr_array_add (options, option);
    }
  tm_advisor_number_same_titles (options);
  tm_advisor_rank (options);
  return g_steal_pointer (&options);
}

GPtrArray *
tm_sisters_advisor_entry_options (const TmSistersState *state)
{
  g_autoptr(GArray) moves = NULL;
  GPtrArray *options;
  guint before[TM_SISTERS_MAX_PLAYERS];

  g_return_val_if_fail (state != NULL, NULL);

  if (state->phase != TM_SISTERS_PHASE_SETUP && state->phase != TM_SISTERS_PHASE_REVEAL
      && state->phase != TM_SISTERS_PHASE_EMBLEMS)
    return NULL;

  for (guint p = 0; p < state->n_players; p++)
    before[p] = tm_sisters_advisor_known_score (state, p);

  moves = tm_sisters_state_legal_moves (state);
  options = g_ptr_array_new_with_free_func ((GDestroyNotify) tm_advisor_option_free);
  for (guint i = 0; i < moves->len; i++)
    {
      const TmSistersMove *move = &g_array_index (moves, TmSistersMove, i);
      TmSistersState next = *state;
      g_autoptr(JsonObject) move_json = NULL;
      TmAdvisorOption *option;
      JsonObject *details, *known;
      JsonArray *list_before, *list_after, *list_change;
      int own = 0, best_other = 0;
      gboolean any_other = FALSE;

      if (!tm_sisters_state_apply (&next, move, NULL))
        continue;

      list_before = json_array_sized_new (state->n_players);
      list_after = json_array_sized_new (state->n_players);
      list_change = json_array_sized_new (state->n_players);
      for (guint p = 0; p < state->n_players; p++)
        {
          guint after = tm_sisters_advisor_known_score (&next, p);
          int change = (int) after - (int) before[p];

          json_array_add_int_element (list_before, before[p]);
          json_array_add_int_element (list_after, after);
          json_array_add_int_element (list_change, change);
          if (move->type == TM_SISTERS_MOVE_REVEAL && (int) p == move->player)
            own = change;
          else if (!any_other || change > best_other)
            {
              best_other = change;
              any_other = TRUE;
            }
        }

      move_json = tm_sisters_move_to_json (move, &state->cards);
      option = tm_advisor_option_new (move_json);
      option->title = title (state, move);
      details = json_object_new ();
      known = json_object_new ();
      json_object_set_array_member (known, "before", list_before);
      json_object_set_array_member (known, "after", list_after);
      json_object_set_array_member (known, "change", list_change);
      json_object_set_object_member (details, "known_scores", known);
      option->details = json_node_new (JSON_NODE_OBJECT);
      json_node_take_object (option->details, details);

      /* A reveal is its player's; the field and the emblems are
       * information for everyone, and keep the rules' order. */
      if (move->type == TM_SISTERS_MOVE_REVEAL)
        {
          option->score = own - best_other;
          option->explanation =
            g_strdup_printf (_("Your score changes by %+d, the best of the others’ by %+d."),
                             own, best_other);
        }
      else
        {
          g_autoptr(GString) changes = g_string_new (NULL);

          for (guint p = 0; p < state->n_players; p++)
            g_string_append_printf (changes, "%s%+d", p > 0 ? ", " : "",
                                    (int) json_array_get_int_element (list_change, p));
          option->explanation =
            g_strdup_printf (_("The players’ scores with the cards now known change by %s, in player order."),
                             changes->str);
        }
      g_ptr_array_add (options, option);
    }
  tm_advisor_number_same_titles (options);
  tm_advisor_rank (options);
  return options;
}
