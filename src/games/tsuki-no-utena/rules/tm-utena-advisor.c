/* tm-utena-advisor.c — the Tsuki no Utena advisor: every exchange */
#include "config.h"

#include "tm-utena-advisor.h"
#include "tm-utena-game.h"
#include "tm-utena-text.h"
#include "core/tm-rules-error.h"

#include <glib/gi18n.h>
#include <string.h>

static const char *
result_to_string (TmUtenaResult result)
{
  switch (result)
    {
    case TM_UTENA_RESULT_WON:
      return "won";
    case TM_UTENA_RESULT_LOST_CENTRE:
      return "lost-centre";
    case TM_UTENA_RESULT_LOST_NO_MARKER:
      return "lost-no-marker";
    case TM_UTENA_RESULT_LOST_DECK:
      return "lost-deck";
    case TM_UTENA_RESULT_NONE:
    default:
      return NULL;
    }
}

static int
pair_holding (const TmUtenaState *state,
              TmUtenaCard         card)
{
  for (guint a = 0; a < state->n_altars; a++)
    if (state->altars[a].pair[0] == card || state->altars[a].pair[1] == card)
      return (int) a;
  return -1;
}

/* The one-line title of @move in @state, in words: "Exchange blue snake
 * + navy horn for player 2’s red cross + white horn". */
char *
tm_utena_advisor_move_title (const TmUtenaState *state,
                             const TmUtenaMove  *move)
{
  switch (move->type)
    {
    case TM_UTENA_MOVE_PAIR:
      {
        g_autofree char *a = tm_utena_card_name (move->cards[0]);
        g_autofree char *b = tm_utena_card_name (move->cards[1]);

        /* Translators: an advisor option, e.g. "Pair blue snake + navy horn and red cross + white horn". */
        return g_strdup_printf (_("Pair %s and %s"), a, b);
      }
    case TM_UTENA_MOVE_EXCHANGE:
      {
        int active = state->active;
        gboolean first_own = pair_holding (state, move->cards[0]) == active;
        TmUtenaCard own = first_own ? move->cards[0] : move->cards[1];
        TmUtenaCard other = first_own ? move->cards[1] : move->cards[0];
        int other_at = pair_holding (state, other);
        g_autofree char *own_label = tm_utena_card_name (own);
        g_autofree char *other_label = tm_utena_card_name (other);

        if (other_at < 0)
          return g_strdup_printf (_("Exchange %s for %s from the hand"), own_label, other_label);
        /* Translators: an advisor option, e.g. "Exchange blue snake + navy horn for altar 2’s red cross + white horn". */
        return g_strdup_printf (_("Exchange %s for altar %d’s %s"), own_label, other_at + 1,
                                other_label);
      }
    case TM_UTENA_MOVE_DESIRE:
      {
        /* Two icons tell a desire card apart and keep the title short. */
        g_autofree char *desire = tm_utena_desire_name (move->desire);
        g_autofree char *hidden = NULL;

        if (move->n_hidden == 0)
          return g_strdup_printf (_("Desire %s"), desire);
        hidden = tm_utena_cells_describe (move->hidden, move->n_hidden);
        /* Translators: an advisor option, e.g. "Desire navy + snake; it covers cross, horn". */
        return g_strdup_printf (_("Desire %s; it covers %s"), desire, hidden);
      }
    case TM_UTENA_MOVE_REINFORCE:
      return g_strdup (_("Reinforce: two turns"));
    case TM_UTENA_MOVE_PLAN:
      {
        g_autofree char *altar = tm_utena_state_describe_altar (state, (guint) move->plan_altar);

        /* Translators: an advisor option in the solo game, e.g. "Practitioner plan card to the left altar". */
        return g_strdup_printf (_("Practitioner plan card to %s"), altar);
      }
    default:
      {
        g_autoptr(JsonObject) json = tm_utena_move_to_json (move);

        return tm_advisor_move_title (json);
      }
    }
}

/* The option of @move, played from @state to @next with @outcome:
 * every altar whose markers moved, and the result. */
static TmAdvisorOption *
describe (const TmUtenaState   *state,
          const TmUtenaMove    *move,
          const TmUtenaState   *next,
          const TmUtenaOutcome *outcome)
{
  g_autoptr(JsonObject) move_json = tm_utena_move_to_json (move);
  TmAdvisorOption *option = tm_advisor_option_new (move_json);
  JsonObject *details = json_object_new ();
  JsonArray *altars = json_array_new ();
  const char *result = result_to_string (next->result);
  gboolean decided = result != NULL && next->result != state->result;
  int ring_gain = 0, centre_gain = 0, lost = 0;

  if (outcome->altar >= 0)
    json_object_set_int_member (details, "altar", outcome->altar);
  else
    json_object_set_null_member (details, "altar");
  if (outcome->partner >= 0)
    json_object_set_int_member (details, "partner", outcome->partner);
  else
    json_object_set_null_member (details, "partner");

  /* Every altar whose markers changed, from the positions before and
   * after. */
  for (guint a = 0; a < state->n_altars; a++)
    {
      const TmUtenaAltar *before = &state->altars[a];
      const TmUtenaAltar *after = &next->altars[a];
      JsonObject *entry;
      g_autofree char *name = NULL;
      guint gained = 0, to_cloud = 0;

      for (guint t = 0; t < outcome->n_transfers; t++)
        if (outcome->transfers[t].altar == (int) a)
          {
            if (outcome->transfers[t].to_cloud)
              to_cloud++;
            else
              gained++;
          }
      if (before->ring == after->ring && before->centre == after->centre && gained == 0
          && to_cloud == 0)
        continue;

      name = tm_utena_state_describe_altar (state, a);
      entry = json_object_new ();
      json_object_set_int_member (entry, "altar", a);
      json_object_set_string_member (entry, "description", name);
      json_object_set_int_member (entry, "ring_before", before->ring);
      json_object_set_int_member (entry, "ring_after", after->ring);
      json_object_set_int_member (entry, "ring_size", after->ring_size);
      json_object_set_int_member (entry, "centre_before", before->centre);
      json_object_set_int_member (entry, "centre_after", after->centre);
      json_object_set_int_member (entry, "gained", gained);
      json_object_set_int_member (entry, "lost", to_cloud);
      json_array_add_object_element (altars, entry);

      ring_gain += (int) after->ring - (int) before->ring;
      centre_gain += (int) after->centre - (int) before->centre;
      lost += (int) to_cloud;
    }
  json_object_set_array_member (details, "altars", altars);
  json_object_set_int_member (details, "ring_gain", ring_gain);
  json_object_set_int_member (details, "centre_gain", centre_gain);
  if (decided)
    json_object_set_string_member (details, "result", result);
  else
    json_object_set_null_member (details, "result");

  option->title = tm_utena_advisor_move_title (state, move);
  option->score = ring_gain - 2.0 * centre_gain;
  if (decided && next->result == TM_UTENA_RESULT_WON)
    {
      option->score += 100;
      option->explanation = g_strdup (_("This exchange fills the last outer ring: the game is won."));
    }
  else if (decided)
    {
      option->score -= 100;
      option->explanation = g_strdup (move->type == TM_UTENA_MOVE_DESIRE
                                      ? _("This desire card loses the game.")
                                      : _("This exchange loses the game."));
    }
  else
    option->explanation =
      g_strdup_printf (_("The rings gain %+d markers in all and the centres %+d; %d markers go back to the cloud."),
                       ring_gain, centre_gain, lost);
  tm_advisor_option_take_details (option, details);
  return option;
}

static GPtrArray *
list_options (const TmUtenaState *state,
              TmUtenaMoveType     type,
              TmUtenaMoveType     other_type)
{
  g_autoptr(GArray) moves = tm_utena_state_legal_moves (state);
  GPtrArray *options = g_ptr_array_new_with_free_func ((GDestroyNotify) tm_advisor_option_free);

  for (guint i = 0; i < moves->len; i++)
    {
      const TmUtenaMove *move = &g_array_index (moves, TmUtenaMove, i);
      TmUtenaState next = *state;
      TmUtenaOutcome outcome;

      if ((move->type != type && move->type != other_type)
          || !tm_utena_state_apply (&next, move, NULL, &outcome, NULL))
        continue;
      g_ptr_array_add (options, describe (state, move, &next, &outcome));
    }
  return tm_advisor_finish (options);
}

GPtrArray *
tm_utena_advisor_exchange_options (const TmUtenaState  *state,
                                   GError             **error)
{
  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (state->phase != TM_UTENA_PHASE_TURN || state->active < 0)
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("No altar is taking a turn now: the exchanges are for an altar’s turn."));
      return NULL;
    }
  return list_options (state, TM_UTENA_MOVE_EXCHANGE, TM_UTENA_MOVE_PAIR);
}

GPtrArray *
tm_utena_advisor_desire_options (const TmUtenaState *state)
{
  g_return_val_if_fail (state != NULL, NULL);

  if (state->phase != TM_UTENA_PHASE_DESIRE)
    return NULL;
  return list_options (state, TM_UTENA_MOVE_DESIRE, TM_UTENA_MOVE_DESIRE);
}
