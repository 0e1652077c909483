/* tm-psi-move-shape.c — whether a move of Psi Conjuring is whole and
 * names only what is in the game (cells on the grid, players, powers
 * and tracks in range), before any rule looks at the position.  A move
 * built in C is checked here; one read from JSON was checked already by
 * tm_psi_move_from_json(), with more precise messages.
 */
#include "config.h"

#include "tm-psi-state-private.h"
#include "core/tm-rules-error.h"

#include <glib/gi18n.h>

static gboolean
in_grid (TmCell cell)
{
  return tm_cell_in_grid (cell, TM_PSI_SIZE, TM_PSI_SIZE);
}

static gboolean
beast_data_ok (const TmPsiBeastData *beast,
               gboolean              needs_power)
{
  if (beast->name == NULL || (needs_power && (!beast->has_power || !beast->has_track)))
    return FALSE;
  if (beast->has_power && (beast->power < 0 || beast->power > TM_PSI_MAX_POWER))
    return FALSE;
  return !beast->has_track || tm_psi_track_is_valid (beast->track);
}

static gboolean
change_ok (const TmPsiChange *change)
{
  if (change->player < -1 || change->player > 1)
    return FALSE;
  /* Whose hand cards: only when a card comes from a hand or a hand changes. */
  if (change->has_owner
      && (change->owner < 0 || change->owner > 1
          || !(change->kind == TM_PSI_CHANGE_HAND
               || (change->kind == TM_PSI_CHANGE_ENTER && change->from == TM_PSI_FROM_HAND))))
    return FALSE;
  switch (change->kind)
    {
    case TM_PSI_CHANGE_POWER:
      return in_grid (change->cell) && change->amount != 0
             && ABS (change->amount) <= TM_PSI_MAX_POWER;
    case TM_PSI_CHANGE_SET_POWER:
    case TM_PSI_CHANGE_DAMAGE:
      return in_grid (change->cell) && change->amount >= 0 && change->amount <= TM_PSI_MAX_POWER;
    case TM_PSI_CHANGE_DESTROY:
    case TM_PSI_CHANGE_FLIP_DOWN:
    case TM_PSI_CHANGE_RETURN:
    case TM_PSI_CHANGE_MASTER:
      return in_grid (change->cell);
    case TM_PSI_CHANGE_MOVE:
      return in_grid (change->cell) && in_grid (change->to);
    case TM_PSI_CHANGE_HAND:
      return change->player >= 0 && change->amount != 0
             && ABS (change->amount) <= TM_PSI_MAX_HAND;
    case TM_PSI_CHANGE_ENTER:
      return in_grid (change->cell)
             && (change->colour == TM_PSI_COLOUR_RED || change->colour == TM_PSI_COLOUR_BLUE)
             && (change->from == TM_PSI_FROM_NOWHERE || change->from == TM_PSI_FROM_HAND
                 || change->from == TM_PSI_FROM_GRAVEYARD)
             && beast_data_ok (&change->beast, !change->yellow);
    default:
      return FALSE;
    }
}

gboolean
tm_psi_move_check_shape (const TmPsiMove  *move,
                         GError          **error)
{
  gboolean ok = move->player >= -1 && move->player <= 1 && move->n_changes <= TM_PSI_MAX_CHANGES;

  if (ok && move->has_colour)
    ok = move->colour == TM_PSI_COLOUR_RED || move->colour == TM_PSI_COLOUR_BLUE;
  if (ok && move->has_owner)
    ok = move->type == TM_PSI_MOVE_QUICK_SUMMON && move->owner >= 0 && move->owner <= 1;
  if (ok)
    switch (move->type)
      {
      case TM_PSI_MOVE_PLACE:
        ok = in_grid (move->cell);
        break;
      case TM_PSI_MOVE_SUMMON:
        ok = in_grid (move->cell) && beast_data_ok (&move->beast, TRUE);
        break;
      case TM_PSI_MOVE_QUICK_SUMMON:
        ok = in_grid (move->cell) && move->has_colour && beast_data_ok (&move->beast, FALSE);
        break;
      case TM_PSI_MOVE_ATTACK:
        ok = in_grid (move->cell) && in_grid (move->target);
        break;
      default:
        break;
      }
  if (ok && (move->type == TM_PSI_MOVE_ATTACK || move->type == TM_PSI_MOVE_ADJUST))
    for (guint i = 0; i < move->n_changes && ok; i++)
      ok = change_ok (&move->changes[i]);
  if (!ok)
    g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                 _("The move is incomplete or names something outside the game "
                   "(a cell, a player, a power or a track)."));
  return ok;
}
