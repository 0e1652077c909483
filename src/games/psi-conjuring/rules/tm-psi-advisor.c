/* tm-psi-advisor.c — the Psi Conjuring advisor: every attack's outcome */
#include "config.h"

#include "tm-psi-advisor.h"
#include "tm-psi-game.h"
#include "core/tm-json.h"
#include "core/tm-rules-error.h"

#include <glib/gi18n.h>

static const char *
cause_to_string (TmPsiDestroyCause cause)
{
  switch (cause)
    {
    case TM_PSI_DESTROYED_BY_BATTLE:
      return "battle";
    case TM_PSI_DESTROYED_BY_EFFECT:
      return "effect";
    case TM_PSI_DESTROYED_EXPIRED:
    default:
      return "expired";
    }
}

static JsonObject *
beast_to_json (const TmPsiState *state,
               TmCell            cell)
{
  const TmPsiCard *card = tm_psi_state_get_card (state, cell);
  JsonObject *object = json_object_new ();

  json_object_set_member (object, "cell", tm_cell_to_json (cell));
  if (card->side == TM_PSI_CARD_FACE_UP && card->name != NULL)
    json_object_set_string_member (object, "beast", card->name);
  else
    json_object_set_null_member (object, "beast");
  json_object_set_int_member (object, "master", card->master);
  json_object_set_int_member (object, "power", card->power);
  return object;
}

static char *
explain (const TmPsiState   *state,
         const TmPsiMove    *move,
         const TmPsiOutcome *outcome,
         const int           change[2],
         int                 mover)
{
  GString *text = g_string_new (NULL);

  if (move->type == TM_PSI_MOVE_PASS)
    g_string_append (text, _("Pass: nothing changes on the field."));
  else
    {
      const TmPsiCard *attacker = tm_psi_state_get_card (state, move->cell);
      const TmPsiCard *target = tm_psi_state_get_card (state, move->target);

      g_string_append_printf (text, _("%s attacks %s: %d damage to the target, %d back."),
                              attacker->name, target->name,
                              outcome->damage_to_target, outcome->damage_to_attacker);
      if (outcome->n_destroyed > 0)
        {
          g_string_append_c (text, ' ');
          g_string_append (text, _("Destroyed:"));
          for (guint i = 0; i < outcome->n_destroyed; i++)
            g_string_append_printf (text, "%s %s", i > 0 ? "," : "",
                                    outcome->destroyed[i].name != NULL
                                    ? outcome->destroyed[i].name : _("a face-down card"));
          g_string_append_c (text, '.');
        }
    }
  g_string_append_c (text, ' ');
  g_string_append_printf (text, _("Your sum changes by %+d, your opponent’s by %+d."),
                          change[mover], change[1 - mover]);
  return g_string_free (text, FALSE);
}

/* "Attack Wyvern [1,2] with Dragon [2,2]": the cells tell apart two
 * beasts of one name. */
static char *
title (const TmPsiState *state,
       const TmPsiMove  *move)
{
  const TmPsiCard *attacker, *target;

  if (move->type == TM_PSI_MOVE_PASS)
    return g_strdup (_("Pass"));
  attacker = tm_psi_state_get_card (state, move->cell);
  target = tm_psi_state_get_card (state, move->target);
  return g_strdup_printf (_("Attack %s (row %d, column %d) with %s (row %d, column %d)"),
                          target->name != NULL ? target->name : _("a face-down card"),
                          move->target.row + 1, move->target.col + 1,
                          attacker->name != NULL ? attacker->name : _("a face-down card"),
                          move->cell.row + 1, move->cell.col + 1);
}

GPtrArray *
tm_psi_advisor_attack_options (const TmPsiState  *state,
                               TmPsiCatalogue    *catalogue,
                               GError           **error)
{
  g_autoptr(GArray) moves = NULL;
  g_autoptr(GPtrArray) options = NULL;
  int mover, sums[2];

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (state->phase != TM_PSI_PHASE_BATTLE || state->current_player < 0)
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("Attacks are chosen in the battle phase: summon first."));
      return NULL;
    }
  mover = state->current_player;
  for (guint p = 0; p < 2; p++)
    sums[p] = tm_psi_state_get_sum (state, p);

  moves = tm_psi_state_legal_moves (state, TM_PSI_LIST_TURN_MOVES);
  options = g_ptr_array_new_with_free_func ((GDestroyNotify) tm_advisor_option_free);
  for (guint i = 0; i < moves->len; i++)
    {
      const TmPsiMove *move = &g_array_index (moves, TmPsiMove, i);
      TmPsiState next = *state;
      TmPsiOutcome outcome;
      g_autoptr(JsonObject) move_json = NULL;
      TmAdvisorOption *option;
      JsonObject *details, *sum;
      JsonArray *destroyed;
      const char *end;
      int change[2];

      if (move->type != TM_PSI_MOVE_ATTACK && move->type != TM_PSI_MOVE_PASS)
        continue;
      if (!tm_psi_state_apply (&next, move, catalogue, NULL, &outcome, NULL))
        continue;

      for (guint p = 0; p < 2; p++)
        change[p] = tm_psi_state_get_sum (&next, p) - sums[p];

      move_json = tm_psi_move_to_json (move);
      option = tm_advisor_option_new (move_json);
      option->score = change[mover] - change[1 - mover];
      option->title = title (state, move);
      option->explanation = explain (state, move, &outcome, change, mover);

      details = json_object_new ();
      if (move->type == TM_PSI_MOVE_ATTACK)
        {
          json_object_set_object_member (details, "attacker", beast_to_json (state, move->cell));
          json_object_set_object_member (details, "target", beast_to_json (state, move->target));
          json_object_set_int_member (details, "damage_to_target", outcome.damage_to_target);
          json_object_set_int_member (details, "damage_to_attacker", outcome.damage_to_attacker);
        }
      destroyed = json_array_new ();
      for (guint d = 0; d < outcome.n_destroyed; d++)
        {
          const TmPsiDestroyed *gone = &outcome.destroyed[d];
          JsonObject *entry = json_object_new ();

          json_object_set_member (entry, "cell", tm_cell_to_json (gone->cell));
          if (gone->name != NULL)
            json_object_set_string_member (entry, "beast", gone->name);
          else
            json_object_set_null_member (entry, "beast");
          json_object_set_int_member (entry, "owner", gone->owner);
          json_object_set_int_member (entry, "master", gone->master);
          json_object_set_string_member (entry, "cause", cause_to_string (gone->cause));
          json_array_add_object_element (destroyed, entry);
        }
      json_object_set_array_member (details, "destroyed", destroyed);

      sum = json_object_new ();
      json_object_set_array_member (sum, "before", tm_json_int_pair (sums[0], sums[1]));
      json_object_set_array_member (sum, "after", tm_json_int_pair (sums[0] + change[0], sums[1] + change[1]));
      json_object_set_array_member (sum, "change", tm_json_int_pair (change[0], change[1]));
      json_object_set_object_member (details, "sums", sum);

      end = next.phase == TM_PSI_PHASE_FINISHED ? tm_psi_end_reason_to_string (next.end_reason) : NULL;
      if (end != NULL)
        json_object_set_string_member (details, "game_ends", end);
      else
        json_object_set_null_member (details, "game_ends");

      tm_advisor_option_take_details (option, details);
      g_ptr_array_add (options, option);
    }
  return tm_advisor_finish (g_steal_pointer (&options));
}
