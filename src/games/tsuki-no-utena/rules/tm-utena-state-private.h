/* tm-utena-state-private.h — what the rules of Tsuki no Utena
 * (tm-utena-state.c) share with their legal-move listing
 * (tm-utena-legal-moves.c); nothing outside rules/ includes it. */
#pragma once

#include "tm-utena-state.h"

G_BEGIN_DECLS

/* Desire cards laid each round (RULES.md). */
#define DESIRES_PER_ROUND 2

/* The altar whose pair holds @card, or -1. */
int tm_utena_state_pair_holding (const TmUtenaState *s,
                                 TmUtenaCard         card);
/* The player whose hand is known to hold @card, or -1. */
int tm_utena_state_hand_holding (const TmUtenaState *s,
                                 TmUtenaCard         card);

/* Shared by the rules (tm-utena-state.c) and the moves that follow them
 * (tm-utena-moves.c). */
/* The solo game; the 2-player game. */
gboolean tm_utena_state_is_solo (const TmUtenaState *s);
gboolean tm_utena_state_is_duo (const TmUtenaState *s);
/* The game running forward: an altar's turn begins; a turn ends; a
 * desire card was laid. */
void tm_utena_state_begin_altar (TmUtenaState *s);
void tm_utena_state_after_turn (TmUtenaState *s);
void tm_utena_state_after_desire (TmUtenaState *s);
/* @type cannot be played in the phase the game is in: the error says why. */
void tm_utena_state_set_wrong_phase_error (const TmUtenaState  *s,
                                           TmUtenaMoveType      type,
                                           const char * const *players,
                                           GError             **error);
/* The "altar" and "player" a move may give must be the acting ones. */
gboolean tm_utena_state_check_actor (const TmUtenaState  *s,
                                     const TmUtenaMove   *move,
                                     const char * const *players,
                                     GError             **error);
/* A pair's two cards in the order records keep them. */
void tm_utena_state_sort_pair (TmUtenaCard pair[2]);
/* @card leaves @player's hand, or an error says why it cannot be there. */
gboolean tm_utena_state_take_from_hand (TmUtenaState  *s,
                                        guint          player,
                                        TmUtenaCard    card,
                                        const char * const *players,
                                        GError       **error);
/* @card joins @player's hand. */
void tm_utena_state_put_in_hand (TmUtenaState *s,
                                 guint         player,
                                 TmUtenaCard   card);
/* Gain processing for @altar: the matching icons of its pair pay from
 * their cloud cells, to the ring and then the centre.  Returns TRUE when
 * the last marker needed to win landed. */
gboolean tm_utena_state_gain (TmUtenaState   *s,
                              guint           a,
                              TmUtenaMatch   *match,
                              TmUtenaOutcome *out);
/* Loss processing: each hidden icon takes a marker from the altar due to
 * give (its centre first), then the next altar is due. */
void tm_utena_state_lose_markers (TmUtenaState      *s,
                                  const TmUtenaMove *move,
                                  TmUtenaOutcome    *out);
/* Any two desire cards share exactly one icon: a pair that does not was
 * entered wrongly, which says more than any count of hidden icons, so this
 * is checked first. */
gboolean tm_utena_state_check_one_common_icon (const TmUtenaState *s,
                                               const TmUtenaMove  *move,
                                               GError            **error);
/* Manual §4: the new card is laid upside down over the card just below,
 * their common icon on top of each other, so it always hides that icon. */
gboolean tm_utena_state_check_covered_icon (const TmUtenaState *s,
                                            const TmUtenaMove  *move,
                                            GError            **error);

G_END_DECLS
