/* tm-utena-game-private.h — what the game (tm-utena-game.c) shares with
 * the file that reads its moves once for a record's replays
 * (tm-utena-move-decode.c); nothing outside rules/ and its tests
 * includes it. */
#pragma once

#include "tm-utena-game.h"

G_BEGIN_DECLS

/* A copy of @object as Tablemate 0.2.0 read it: without the members of
 * the move that it did not know. */
JsonObject *tm_utena_move_with_known_members (JsonObject *object);

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

/* @object read as tm_utena_game_apply_move() reads it under the reading
 * of the rules @rules; FALSE when it is refused as it is read, or lists
 * more hidden icons than the room for them. */
gboolean    tm_utena_move_decode             (JsonObject               *object,
                                              guint                     rules,
                                              TmUtenaDecodedMove       *decoded);
/* The TmUtenaMove that @decoded was read from, into @move. */
void        tm_utena_decoded_move_get        (const TmUtenaDecodedMove *decoded,
                                              TmUtenaMove              *move);

G_END_DECLS
