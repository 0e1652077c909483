/* tm-psi-game-private.h — what the game (tm-psi-game.c) shares with the
 * file that reads its moves (tm-psi-move-json.c); nothing outside rules/
 * includes it. */
#pragma once

#include "tm-psi-game.h"

G_BEGIN_DECLS

/* A copy of @object as Tablemate 0.2.0 read it: without the members of
 * the move, or of its changes, that it did not know. */
JsonObject *tm_psi_move_with_known_members (JsonObject *object);

G_END_DECLS
