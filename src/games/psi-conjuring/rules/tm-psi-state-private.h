/* tm-psi-state-private.h — what the rules of Psi Conjuring
 * (tm-psi-state.c) share with the check of a move's shape
 * (tm-psi-move-shape.c); nothing outside rules/ includes it. */
#pragma once

#include "tm-psi-state.h"

G_BEGIN_DECLS

/* Whether @move is whole and names only cells, players, powers and
 * tracks that exist in the game; sets TM_RULES_ERROR_INVALID_MOVE if not.
 * Reads nothing of the position. */
gboolean tm_psi_move_check_shape (const TmPsiMove  *move,
                                  GError          **error);

G_END_DECLS
