/* tm-cots-game-private.h — how the game (tm-cots-game.c) keeps a move
 * read once for a record's replays (tm-cots-move-decode.c); nothing
 * outside rules/ and its tests includes it. */
#pragma once

#include "tm-cots-game.h"

G_BEGIN_DECLS

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

/* @move, read from a record's JSON, as it is kept. */
void        tm_cots_decoded_move_set        (TmCotsDecodedMove       *decoded,
                                             const TmCotsMove        *move);
/* The TmCotsMove that @decoded was read from, into @move. */
void        tm_cots_decoded_move_get        (const TmCotsDecodedMove *decoded,
                                             TmCotsMove              *move);

G_END_DECLS
