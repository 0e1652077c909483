/* tm-sisters-last-round.h — how the last round went
 *
 * Each turn's used and taken cards and their difference, who became
 * parent and why, and the condition card's new face.  Hidden before the
 * first round ends and at the end of the game.  It only shows.
 */
#pragma once

#include <gtk/gtk.h>

#include "games/planetary-sisters/rules/tm-sisters-state.h"

G_BEGIN_DECLS

#define TM_TYPE_SISTERS_LAST_ROUND (tm_sisters_last_round_get_type ())
G_DECLARE_FINAL_TYPE (TmSistersLastRound, tm_sisters_last_round, TM, SISTERS_LAST_ROUND, GtkWidget)

GtkWidget  *tm_sisters_last_round_new       (void);
/* The position (not kept) and the players' names in seat order. */
void        tm_sisters_last_round_set_state (TmSistersLastRound   *self,
                                             const TmSistersState *state,
                                             const char * const   *names);
/* The text shown ("" before the first round ends). */
const char *tm_sisters_last_round_get_text  (TmSistersLastRound *self);

G_END_DECLS
