/* tm-psi-text.h — Psi Conjuring in the players' words
 *
 * Cells, cards and moves as translated text for labels, toasts, screen
 * readers and the CLI's reasons: rows and columns counted from 1 as the
 * help does, players by the names in the record.  Nothing here decides a
 * rule; a refusal is the rules' own message (tm_psi_state_apply()).
 * GLib only, so the command line shares it.
 */
#pragma once

#include "tm-psi-state.h"

G_BEGIN_DECLS

/* "row 2, column 3" (rows from the far side, both from 1). */
char *tm_psi_text_cell       (TmCell               cell);
/* @player's name from @players (NULL-terminated, the record's order), or
 * "the first player" / "the second player" when there is none. */
const char *tm_psi_text_player (const char * const *players,
                                int                 player);
/* What is on @cell, as a player says it, without the position:
 * "Harpy, power 3, Mio’s, can attack", "face down, Aoi’s", "empty". */
char *tm_psi_text_card       (const TmPsiState    *state,
                              TmCell               cell,
                              const char * const  *players);
/* The position and the card: "row 2, column 3: Harpy, power 3, Mio’s". */
char *tm_psi_text_cell_card  (const TmPsiState    *state,
                              TmCell               cell,
                              const char * const  *players);
/* One change of an ability effect, in the position before it: "Kappa
 * (row 1, column 2): power −2". */
char *tm_psi_text_change     (const TmPsiState    *state,
                              const TmPsiChange   *change,
                              const char * const  *players);
/* @move in the position @state before it: "Aoi summoned Harpy on row 2,
 * column 3 (red ability)".  One sentence, no full stop. */
char *tm_psi_text_move       (const TmPsiState    *state,
                              const TmPsiMove     *move,
                              const char * const  *players);

/* Why a move of @type at @cell (an attack: from @cell to @target) is not
 * allowed now — the rules' own message, naming the players by @players
 * — or NULL when it would be.  The beast data of a summon are a
 * stand-in: only the rules of the turn are asked. */
char *tm_psi_text_refusal    (const TmPsiState    *state,
                              const char * const  *players,
                              TmPsiMoveType        type,
                              TmCell               cell,
                              TmCell               target);

G_END_DECLS
