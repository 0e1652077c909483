/* tm-cots-game-private.h — what the game (tm-cots-game.c) shares with the
 * file that reads its moves once for a record's replays
 * (tm-cots-move-decode.c); nothing outside rules/ and its tests includes
 * it. */
#pragma once

#include "tm-cots-game.h"

G_BEGIN_DECLS

/* A copy of @object as Tablemate 0.2.0 read it: without the members of
 * the move that it did not know. */
JsonObject *tm_cots_move_with_known_members (JsonObject *object);

/* A TmCotsMove as a record's replays keep it (TmGameClass.decode_move):
 * each type of move keeps only what it reads, in 12 bytes where a
 * TmCotsMove takes 40. */
typedef struct
{
  gint32 turn;                      /* PLACE: as read, given or not */
  guint8 type;                      /* TmCotsMoveType */
  gint8 player;                     /* -1: not given */
  union
  {
    struct
    {
      TmCotsCard card;
      gint8 row;
      gint8 col;
      guint8 has_turn;
      guint8 effect;                /* TmCotsEffect */
    } place;
    TmCotsCard groups[TM_COTS_N_GROUPS][2];
    TmCotsCard shield[2];
  } u;
} TmCotsDecodedMove;

/* @object read as tm_cots_game_apply_move() reads it under the reading
 * of the rules @rules; FALSE when it is refused as it is read. */
gboolean    tm_cots_move_decode             (JsonObject              *object,
                                             guint                    rules,
                                             TmCotsDecodedMove       *decoded);
/* The TmCotsMove that @decoded was read from, into @move. */
void        tm_cots_decoded_move_get        (const TmCotsDecodedMove *decoded,
                                             TmCotsMove              *move);

G_END_DECLS
