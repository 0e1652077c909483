/* tm-psi-game-private.h — what the game (tm-psi-game.c) shares with the
 * files that read its moves (tm-psi-move-json.c, tm-psi-move-decode.c);
 * nothing outside rules/ and its tests includes it. */
#pragma once

#include "tm-psi-game.h"

#include <stddef.h>

G_BEGIN_DECLS

/* A copy of @object as Tablemate 0.2.0 read it: without the members of
 * the move, or of its changes, that it did not know. */
JsonObject *tm_psi_move_with_known_members (JsonObject *object);

/* The changes a move read once for a record's replays has room for: the
 * moves of a turn have none, an attack's effects mostly one or two (a
 * damage, a destroy); a move with more is read from its JSON each time,
 * so that a 1.8 KB TmPsiMove is not kept for every move of a record. */
#define TM_PSI_DECODED_CHANGES 2

/* A TmPsiMove as a record's replays keep it (TmGameClass.decode_move):
 * its bytes before its changes, which it keeps last, and its changes. */
typedef struct
{
  guchar head[offsetof (TmPsiMove, changes)];
  TmPsiChange changes[TM_PSI_DECODED_CHANGES];
} TmPsiDecodedMove;

/* @object read as tm_psi_move_from_json() reads it under the reading of
 * the rules @rules; FALSE when it is refused as it is read, or has more
 * changes than the room for them. */
gboolean    tm_psi_move_decode             (JsonObject             *object,
                                            guint                   rules,
                                            TmPsiDecodedMove       *decoded);
/* The TmPsiMove that @decoded was read from, into @move. */
void        tm_psi_decoded_move_get        (const TmPsiDecodedMove *decoded,
                                            TmPsiMove              *move);

G_END_DECLS
