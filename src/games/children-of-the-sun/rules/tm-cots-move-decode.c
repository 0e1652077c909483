/* tm-cots-move-decode.c — a move of Children of the Sun read once into a
 * small struct, for a record's replays (issue #27): a replay of JSON
 * moves mostly waits on memory, each member a node elsewhere on the heap,
 * while the structs of a whole game lie in half a kilobyte.
 */
#include "config.h"

#include "tm-cots-game-private.h"

#include <string.h>

G_STATIC_ASSERT (sizeof (TmCotsDecodedMove) == 12);

void
tm_cots_decoded_move_set (TmCotsDecodedMove *decoded,
                          const TmCotsMove  *move)
{
  /* What tm_cots_move_from_json() reads: a cell on the field, a player
   * 0, 1 or -1; the rest is tm_cots_move_init()'s. */
  decoded->type = (guint8) move->type;
  decoded->player = (gint8) move->player;
  switch (move->type)
    {
    case TM_COTS_MOVE_PLACE:
      decoded->turn = move->turn;
      decoded->u.place.card = move->card;
      decoded->u.place.row = (gint8) move->cell.row;
      decoded->u.place.col = (gint8) move->cell.col;
      decoded->u.place.has_turn = (guint8) move->has_turn;
      decoded->u.place.effect = (guint8) move->effect;
      break;
    case TM_COTS_MOVE_GROUPS:
      memcpy (decoded->u.groups, move->groups, sizeof decoded->u.groups);
      break;
    case TM_COTS_MOVE_REVEAL:
      memcpy (decoded->u.shield, move->shield, sizeof decoded->u.shield);
      break;
    default:
      g_return_if_reached ();
    }
}

void
tm_cots_decoded_move_get (const TmCotsDecodedMove *decoded,
                          TmCotsMove              *move)
{
  *move = tm_cots_move_init ((TmCotsMoveType) decoded->type, decoded->player);
  switch (move->type)
    {
    case TM_COTS_MOVE_PLACE:
      move->card = decoded->u.place.card;
      move->cell = (TmCell) { decoded->u.place.row, decoded->u.place.col };
      move->has_turn = decoded->u.place.has_turn;
      move->turn = decoded->turn;
      move->effect = (TmCotsEffect) decoded->u.place.effect;
      break;
    case TM_COTS_MOVE_GROUPS:
      memcpy (move->groups, decoded->u.groups, sizeof move->groups);
      break;
    case TM_COTS_MOVE_REVEAL:
      memcpy (move->shield, decoded->u.shield, sizeof move->shield);
      break;
    default:
      g_return_if_reached ();
    }
}
