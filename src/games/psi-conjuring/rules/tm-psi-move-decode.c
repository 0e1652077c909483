/* tm-psi-move-decode.c — a move of Psi Conjuring read once into a small
 * struct, for a record's replays (issue #27): a replay of JSON moves
 * mostly waits on memory, each member a node elsewhere on the heap,
 * while the structs of a whole game lie in a few kilobytes.
 */
#include "config.h"

#include "tm-psi-game-private.h"

#include <string.h>

gboolean
tm_psi_move_decode (JsonObject       *object,
                    guint             rules,
                    TmPsiDecodedMove *decoded)
{
  g_autoptr(JsonObject) read_as_020 = NULL;
  TmPsiMove move;

  /* As tm_psi_game_apply_move() reads it, refusals left to it. */
  if (rules < TM_PSI_RULES_KNOWN_MEMBERS)
    object = read_as_020 = tm_psi_move_with_known_members (object);
  if (!tm_psi_move_from_json (object, &move, NULL) || move.n_changes > TM_PSI_DECODED_CHANGES)
    return FALSE;
  /* Only the changes a move has are read or written (tm_psi_move_init()). */
  memcpy (decoded->head, &move, sizeof decoded->head);
  memcpy (decoded->changes, move.changes, move.n_changes * sizeof move.changes[0]);
  return TRUE;
}

void
tm_psi_decoded_move_get (const TmPsiDecodedMove *decoded,
                         TmPsiMove              *move)
{
  memcpy (move, decoded->head, sizeof decoded->head);
  memcpy (move->changes, decoded->changes, move->n_changes * sizeof move->changes[0]);
}
