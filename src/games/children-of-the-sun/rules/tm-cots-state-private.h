/* tm-cots-state-private.h — what the rules of Children of the Sun
 * (tm-cots-state.c) share with their legal-move listing
 * (tm-cots-legal-moves.c); nothing outside rules/ includes it. */
#pragma once

#include "tm-cots-state.h"

G_BEGIN_DECLS

typedef TmCotsCard Field[TM_COTS_SIZE][TM_COTS_SIZE];

/* What an analysis card does, computed without touching the position. */
typedef struct
{
  Field field;                 /* after the set-aside card left */
  TmDirection facing;
  int direct_line;             /* -1: no direct magic */
  TmCell ghost_to;
  TmCotsCard set_aside;
  guint radiant;
} Resolution;

/* The first empty cell that is not the ghost's, { -1, -1 } when none. */
TmCell   tm_cots_state_find_empty_cell  (const TmCotsState  *state);
/* Whether @cell is a legal siege cell for the current player, with the
 * error when it is not. */
gboolean tm_cots_state_check_siege_cell (const TmCotsState  *state,
                                         TmCell              cell,
                                         GError            **error);
/* What playing @card on @cell as analysis turn @turn does. */
void     tm_cots_state_resolve_analysis (const TmCotsState  *state,
                                         TmCotsCard          card,
                                         TmCell              cell,
                                         int                 turn,
                                         Resolution         *res);

G_END_DECLS
