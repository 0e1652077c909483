/* tm-utena-game-private.h — how the game (tm-utena-game.c) keeps a move
 * read once for a record's replays (tm-utena-move-decode.c); nothing
 * outside rules/ and its tests includes it. */
#pragma once

#include "tm-utena-game.h"

G_BEGIN_DECLS

/* A TmUtenaMove as a record's replays keep it (TmGameClass.decode_move):
 * each type of move keeps only what it reads, in 12 bytes where a
 * TmUtenaMove takes 44.  A desire card listing more hidden icons than a
 * card can hide (always refused) is read from its JSON each time. */
typedef struct
{
  guint8 type;                      /* TmUtenaMoveType */
  gint8 altar;                      /* -1: not given */
  gint8 player;                     /* -1: not given */
  gint8 plan_altar;                 /* PLAN; -1 otherwise */
  union
  {
    struct
    {
      TmUtenaDesire card;
      guint8 n_hidden;
      guint8 hidden[TM_UTENA_MAX_HIDDEN];   /* TmUtenaCell */
    } desire;
    TmUtenaCard cards[2];           /* PAIR, EXCHANGE */
  } u;
} TmUtenaDecodedMove;

/* @move, read from a record's JSON, as it is kept; FALSE when it lists
 * more hidden icons than the room for them. */
gboolean    tm_utena_decoded_move_set        (TmUtenaDecodedMove       *decoded,
                                              const TmUtenaMove        *move);
/* The TmUtenaMove that @decoded was read from, into @move. */
void        tm_utena_decoded_move_get        (const TmUtenaDecodedMove *decoded,
                                              TmUtenaMove              *move);

G_END_DECLS
