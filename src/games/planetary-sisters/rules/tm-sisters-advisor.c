/* tm-sisters-advisor.c — the Planetary Sisters advisor: every turn choice */
#include "config.h"

#include "tm-sisters-advisor.h"
#include "tm-sisters-text.h"
#include "tm-sisters-game.h"
#include "tm-sisters-score-sheet.h"
#include "tm-sisters-scoring.h"
#include "core/tm-json.h"
#include "core/tm-rules-error.h"

#include <glib/gi18n.h>
#include <string.h>

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
       const TmSistersMove  *move,
       const char * const   *players)
{
  switch (move->type)
    {
    case TM_SISTERS_MOVE_TURN:
      return g_strdup_printf (_("Use %u, take %u"), move->used, move->taken);
    case TM_SISTERS_MOVE_FIELD:
      {
        g_autofree char *ranks = ranks_to_string (move->cards, move->n_cards);
        g_autofree char *parent = NULL;

        if (move->parent >= 0)
          {
            parent = tm_sisters_player_name (players, move->parent);
            /* Translators: the field cards dealt, the first parent's name. */
            return g_strdup_printf (_("Field %s, %s parent"), ranks, parent);
          }
        return g_strdup_printf (_("Field %s"), ranks);
      }
    case TM_SISTERS_MOVE_REVEAL:
      {
        g_autofree char *ranks = ranks_to_string (move->cards, move->n_cards);
        g_autofree char *who = tm_sisters_player_name (players, move->player);

        /* Translators: a player's name, the cards they reveal. */
        return g_strdup_printf (_("%s shows %s"), who, ranks);
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
                                 const char * const    *players,
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

      if (move->type != TM_SISTERS_MOVE_TURN || !tm_sisters_state_apply (&next, move, NULL, NULL))
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
      option->title = title (state, move, players);

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
          g_autofree char *after = tm_sisters_player_name (players, result->parent_after);
          g_autofree char *before = tm_sisters_player_name (players, result->parent_before);

          json_object_set_int_member (parent, "before", result->parent_before);
          json_object_set_int_member (parent, "after", result->parent_after);
          json_object_set_string_member (parent, "decision", decision_to_string (result->decision));
          if (result->deciding_turn >= 0)
            json_object_set_int_member (parent, "deciding_turn", result->deciding_turn);
          else
            json_object_set_null_member (parent, "deciding_turn");
          if (result->parent_after == result->parent_before)
            option->explanation =
              /* Translators: the used and taken cards, their difference,
               * the condition, the parent's name, the score change. */
              g_strdup_printf (_("Use %d, take %d (difference %u, condition “%s”): the round ends and %s stays parent. Your score with the cards now known changes by %+d."),
                               move->used, move->taken, difference,
                               state->condition == TM_SISTERS_CONDITION_CLOSE ? _("close") : _("far"),
                               after, change);
          else
            option->explanation =
              /* Translators: the used and taken cards, their difference,
               * the condition, the new parent's name, the old parent's
               * name, the score change. */
              g_strdup_printf (_("Use %d, take %d (difference %u, condition “%s”): the round ends and %s becomes parent instead of %s. Your score with the cards now known changes by %+d."),
                               move->used, move->taken, difference,
                               state->condition == TM_SISTERS_CONDITION_CLOSE ? _("close") : _("far"),
                               after, before, change);
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

      tm_advisor_option_take_details (option, details);
      g_ptr_array_add (options, option);
    }
  return tm_advisor_finish (g_steal_pointer (&options));
}

GPtrArray *
tm_sisters_advisor_entry_options (const TmSistersState *state,
                                  const char * const   *players)
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

      if (!tm_sisters_state_apply (&next, move, NULL, NULL))
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
      option->title = title (state, move, players);
      details = json_object_new ();
      known = json_object_new ();
      json_object_set_array_member (known, "before", list_before);
      json_object_set_array_member (known, "after", list_after);
      json_object_set_array_member (known, "change", list_change);
      json_object_set_object_member (details, "known_scores", known);
      tm_advisor_option_take_details (option, details);

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
  return tm_advisor_finish (options);
}

/* What if: one field card swapped ------------------------------------------ */

gboolean
tm_sisters_advisor_final_table (const TmSistersState *state,
                                TmSistersFinalTable  *table)
{
  g_return_val_if_fail (state != NULL && table != NULL, FALSE);

  memset (table, 0, sizeof *table);
  if (state->phase != TM_SISTERS_PHASE_FINISHED)
    return FALSE;
  table->n_players = state->n_players;
  for (guint p = 0; p < state->n_players; p++)
    {
      table->house[p] = state->house[p];
      table->keepers[p] = state->n_players == 2 ? state->keepers[p] : 0;
    }
  table->field = state->field;
  return TRUE;
}

/* The ranks of @node, a list the score sheet's checks accepted. */
static TmSistersCardSet
sheet_ranks (JsonNode *node)
{
  JsonArray *array = tm_json_node_get_array (node);
  TmSistersCardSet set = 0;

  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    {
      int rank;

      if (tm_sisters_rank_from_node (json_array_get_element (array, i), &rank))
        set = tm_sisters_card_set_add (set, rank);
    }
  return set;
}

gboolean
tm_sisters_advisor_final_table_from_sheet (JsonObject          *sheet,
                                           TmSistersCardTable  *cards,
                                           TmSistersFinalTable *table,
                                           GError             **error)
{
  g_autoptr(JsonNode) scored = NULL;
  JsonNode *kinds;
  JsonArray *players;

  g_return_val_if_fail (sheet != NULL && cards != NULL && table != NULL, FALSE);

  /* The score sheet's own checks first: what they accept is read here
   * without asking again. */
  scored = tm_sisters_score_sheet (sheet, error);
  if (scored == NULL)
    return FALSE;

  tm_sisters_card_table_init (cards);
  kinds = tm_json_object_get_member (sheet, "kinds");
  if ((kinds != NULL && !tm_sisters_kinds_from_json (cards, kinds, error))
      || !tm_sisters_cards_from_json (cards, tm_json_object_get_member (sheet, "cards"), NULL, error))
    return FALSE;

  memset (table, 0, sizeof *table);
  players = tm_json_node_get_array (tm_json_object_get_member (sheet, "players"));
  table->n_players = json_array_get_length (players);
  for (guint p = 0; p < table->n_players; p++)
    {
      JsonObject *player = json_array_get_object_element (players, p);

      table->house[p] = sheet_ranks (tm_json_object_get_member (player, "house"));
      if (table->n_players == 2)
        table->keepers[p] = sheet_ranks (tm_json_object_get_member (player, "keepers"));
    }
  table->field = sheet_ranks (tm_json_object_get_member (sheet, "field"));
  return TRUE;
}

/* Every player's total and the winners (a bit each) with @field. */
static guint
score_table (const TmSistersCardTable  *cards,
             const TmSistersFinalTable *table,
             TmSistersCardSet           field,
             guint                     *totals)
{
  TmSistersScore scores[TM_SISTERS_MAX_PLAYERS];
  g_autoptr(GArray) winners = NULL;
  guint bits = 0;

  for (guint p = 0; p < table->n_players; p++)
    {
      tm_sisters_score_player (cards, table->house[p], field | table->keepers[p], &scores[p]);
      totals[p] = scores[p].total;
    }
  winners = tm_sisters_scores_get_winners (scores, table->n_players);
  for (guint i = 0; i < winners->len; i++)
    bits |= 1u << g_array_index (winners, int, i);
  return bits;
}

static TmSistersCardSet
cards_in_play (const TmSistersFinalTable *table)
{
  TmSistersCardSet all = table->field;

  for (guint p = 0; p < table->n_players; p++)
    all |= table->house[p] | table->keepers[p];
  return all;
}

GArray *
tm_sisters_advisor_what_if (const TmSistersCardTable  *cards,
                            const TmSistersFinalTable *table,
                            GError                   **error)
{
  TmSistersCardSet in_play, candidates, missing;
  guint actual[TM_SISTERS_MAX_PLAYERS];
  guint winners;
  GArray *swaps;

  g_return_val_if_fail (cards != NULL && table != NULL, NULL);
  g_return_val_if_fail (table->n_players >= 2 && table->n_players <= TM_SISTERS_MAX_PLAYERS, NULL);

  in_play = cards_in_play (table);
  missing = in_play & ~cards->known;
  if (missing != 0)
    {
      g_autofree char *ranks = tm_sisters_card_set_to_string (missing);

      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("The emblems of these cards are not known, so the scores cannot be computed: %s."),
                   ranks);
      return NULL;
    }
  /* A card out of the game could have been dealt to the field; only
   * those whose emblems are known can be scored. */
  candidates = TM_SISTERS_ALL_RANKS & ~in_play & cards->known;
  winners = score_table (cards, table, table->field, actual);

  swaps = g_array_new (FALSE, TRUE, sizeof (TmSistersWhatIf));
  for (guint f = 1; f <= TM_SISTERS_N_RANKS; f++)
    {
      if (!tm_sisters_card_set_contains (table->field, f))
        continue;
      for (guint c = 1; c <= TM_SISTERS_N_RANKS; c++)
        {
          TmSistersWhatIf swap = { 0 };

          if (!tm_sisters_card_set_contains (candidates, c))
            continue;
          swap.field_card = (guint8) f;
          swap.instead = (guint8) c;
          swap.winners = score_table (cards, table,
                                      tm_sisters_card_set_add (tm_sisters_card_set_remove (table->field, f), c),
                                      swap.scores);
          swap.changes_winners = swap.winners != winners;
          g_array_append_val (swaps, swap);
        }
    }
  return swaps;
}

static JsonArray *
players_of (guint bits,
            guint n_players)
{
  JsonArray *array = json_array_new ();

  for (guint p = 0; p < n_players; p++)
    if (bits & (1u << p))
      json_array_add_int_element (array, p);
  return array;
}

/* "Aoi", "Aoi and Ren", "Aoi, Mio and Sae" by @players' names; without
 * them (a score sheet names nobody) "player 2", "players 1 and 3",
 * "players 1, 2 and 4" (1-based). */
static char *
name_players (guint               bits,
              guint               n_players,
              const char * const *players)
{
  guint list[TM_SISTERS_MAX_PLAYERS], n = 0;
  const char *names[TM_SISTERS_MAX_PLAYERS];

  for (guint p = 0; p < n_players; p++)
    if (bits & (1u << p))
      list[n++] = p + 1;
  if (players != NULL && n > 0)
    {
      for (guint i = 0; i < n; i++)
        names[i] = players[list[i] - 1];
      switch (n)
        {
        case 1:
          return g_strdup (names[0]);
        case 2:
          /* Translators: two players' names. */
          return g_strdup_printf (_("%s and %s"), names[0], names[1]);
        case 3:
          /* Translators: three players' names. */
          return g_strdup_printf (_("%s, %s and %s"), names[0], names[1], names[2]);
        default:
          /* Translators: four players' names. */
          return g_strdup_printf (_("%s, %s, %s and %s"), names[0], names[1], names[2], names[3]);
        }
    }
  switch (n)
    {
    case 0:
      return g_strdup (_("nobody"));
    case 1:
      return g_strdup_printf (_("player %u"), list[0]);
    case 2:
      return g_strdup_printf (_("players %u and %u"), list[0], list[1]);
    case 3:
      return g_strdup_printf (_("players %u, %u and %u"), list[0], list[1], list[2]);
    default:
      return g_strdup_printf (_("players %u, %u, %u and %u"), list[0], list[1], list[2], list[3]);
    }
}

static char *
explain_swap (const TmSistersWhatIf *swap,
              guint                  winners,
              guint                  n_players,
              const char * const    *players)
{
  g_autofree char *now = name_players (swap->winners, n_players, players);
  g_autofree char *before = name_players (winners, n_players, players);
  gboolean shared = (swap->winners & (swap->winners - 1)) != 0;

  if (!swap->changes_winners)
    return g_strdup_printf (_("With %u on the field instead of %u, the winners stay the same."),
                            swap->instead, swap->field_card);
  if (shared)
    return g_strdup_printf (_("With %u on the field instead of %u, %s would share the win (instead of %s)."),
                            swap->instead, swap->field_card, now, before);
  return g_strdup_printf (_("With %u on the field instead of %u, %s would win (instead of %s)."),
                          swap->instead, swap->field_card, now, before);
}

JsonNode *
tm_sisters_advisor_what_if_to_json (const TmSistersCardTable  *cards,
                                    const TmSistersFinalTable *table,
                                    GArray                    *swaps,
                                    const char * const        *players)
{
  JsonObject *object = json_object_new ();
  JsonNode *root = json_node_new (JSON_NODE_OBJECT);
  JsonArray *scores = json_array_new ();
  JsonArray *list = json_array_new ();
  JsonArray *changing = json_array_new ();
  guint actual[TM_SISTERS_MAX_PLAYERS];
  guint winners = score_table (cards, table, table->field, actual);
  TmSistersCardSet candidates = TM_SISTERS_ALL_RANKS & ~cards_in_play (table) & cards->known;
  guint n_changing = 0;
  g_autofree char *explanation = NULL;

  json_object_set_string_member (object, "query", "what-if");
  for (guint p = 0; p < table->n_players; p++)
    json_array_add_int_element (scores, actual[p]);
  json_object_set_array_member (object, "scores", scores);
  json_object_set_array_member (object, "winners", players_of (winners, table->n_players));
  json_object_set_array_member (object, "field", tm_sisters_card_set_to_json (table->field));
  json_object_set_array_member (object, "candidates", tm_sisters_card_set_to_json (candidates));

  for (guint i = 0; i < swaps->len; i++)
    {
      const TmSistersWhatIf *swap = &g_array_index (swaps, TmSistersWhatIf, i);
      JsonObject *entry = json_object_new ();
      JsonArray *swap_scores = json_array_new ();
      g_autofree char *title = g_strdup_printf (_("%u instead of %u"), swap->instead, swap->field_card);
      g_autofree char *text = explain_swap (swap, winners, table->n_players, players);

      json_object_set_int_member (entry, "field_card", swap->field_card);
      json_object_set_int_member (entry, "instead", swap->instead);
      for (guint p = 0; p < table->n_players; p++)
        json_array_add_int_element (swap_scores, swap->scores[p]);
      json_object_set_array_member (entry, "scores", swap_scores);
      json_object_set_array_member (entry, "winners", players_of (swap->winners, table->n_players));
      json_object_set_boolean_member (entry, "changes_winners", swap->changes_winners);
      json_object_set_array_member (entry, "gain_the_win",
                                    players_of (swap->winners & ~winners, table->n_players));
      json_object_set_array_member (entry, "lose_the_win",
                                    players_of (winners & ~swap->winners, table->n_players));
      json_object_set_string_member (entry, "title", title);
      json_object_set_string_member (entry, "explanation", text);
      if (swap->changes_winners)
        {
          json_array_add_object_element (changing, json_object_ref (entry));
          n_changing++;
        }
      json_array_add_object_element (list, entry);
    }
  json_object_set_array_member (object, "swaps", list);
  json_object_set_array_member (object, "changing", changing);

  if (candidates == 0)
    explanation = g_strdup (_("Every card was in play (in a house, in keeper cards or on the field), or the emblems of those that were not are unknown: no other card could have been on the field."));
  else if (n_changing == 0)
    explanation = g_strdup_printf (_("No single field card would have changed the winner: %u swaps tried."),
                                   swaps->len);
  else
    explanation = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                "%u of the %u swaps of one field card would have changed the winner.",
                                                "%u of the %u swaps of one field card would have changed the winner.",
                                                n_changing),
                                   n_changing, swaps->len);
  json_object_set_string_member (object, "explanation", explanation);
  json_node_take_object (root, object);
  return root;
}
