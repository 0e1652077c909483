/* tm-utena-move-decode.c — a move of Tsuki no Utena read once into a
 * small struct, for a record's replays (issue #27): a replay of JSON
 * moves mostly waits on memory, each icon name a node elsewhere on the
 * heap, while the structs of a whole game lie in a few hundred bytes.
 */
#include "config.h"

#include "tm-utena-game-private.h"

#include <string.h>

G_STATIC_ASSERT (sizeof (TmUtenaDecodedMove) == 12);

gboolean
tm_utena_decoded_move_set (TmUtenaDecodedMove *decoded,
                           const TmUtenaMove  *move)
{
  if (move->n_hidden > TM_UTENA_MAX_HIDDEN)
    return FALSE;
  /* What tm_utena_move_from_json() reads: altars and players 0–3 or -1;
   * the rest is tm_utena_move_init()'s. */
  decoded->type = (guint8) move->type;
  decoded->altar = (gint8) move->altar;
  decoded->player = (gint8) move->player;
  decoded->plan_altar = (gint8) move->plan_altar;
  switch (move->type)
    {
    case TM_UTENA_MOVE_DESIRE:
      decoded->u.desire.card = move->desire;
      decoded->u.desire.n_hidden = move->n_hidden;
      memcpy (decoded->u.desire.hidden, move->hidden, move->n_hidden);
      break;
    case TM_UTENA_MOVE_PAIR:
    case TM_UTENA_MOVE_EXCHANGE:
      decoded->u.cards[0] = move->cards[0];
      decoded->u.cards[1] = move->cards[1];
      break;
    default:
      break;
    }
  return TRUE;
}

void
tm_utena_decoded_move_get (const TmUtenaDecodedMove *decoded,
                           TmUtenaMove              *move)
{
  *move = tm_utena_move_init ((TmUtenaMoveType) decoded->type);
  move->altar = decoded->altar;
  move->player = decoded->player;
  move->plan_altar = decoded->plan_altar;
  switch (move->type)
    {
    case TM_UTENA_MOVE_DESIRE:
      move->desire = decoded->u.desire.card;
      move->n_hidden = decoded->u.desire.n_hidden;
      memcpy (move->hidden, decoded->u.desire.hidden, decoded->u.desire.n_hidden);
      break;
    case TM_UTENA_MOVE_PAIR:
    case TM_UTENA_MOVE_EXCHANGE:
      move->cards[0] = decoded->u.cards[0];
      move->cards[1] = decoded->u.cards[1];
      break;
    default:
      break;
    }
}
