/* tm-sisters-round-view.h — the pairs of the round being played in Planetary Sisters
 *
 * One card per turn of the round, in turn order: the player, the used
 * card → the taken card and their difference once played, "to play" for
 * the turn now, and above them the condition card's face with what it
 * means for the next parent.  It only shows the position it is given.
 */
#pragma once

#include <gtk/gtk.h>

#include "games/planetary-sisters/rules/tm-sisters-state.h"

G_BEGIN_DECLS

#define TM_TYPE_SISTERS_ROUND_VIEW (tm_sisters_round_view_get_type ())
G_DECLARE_FINAL_TYPE (TmSistersRoundView, tm_sisters_round_view, TM, SISTERS_ROUND_VIEW, GtkWidget)

GtkWidget  *tm_sisters_round_view_new      (void);

/* Shows @state's round (nothing outside the rounds); @names are the
 * players in seat order; @used is the used card chosen for the turn
 * being played, 0 for none yet. */
void        tm_sisters_round_view_set_state (TmSistersRoundView   *self,
                                             const TmSistersState *state,
                                             const char * const   *names,
                                             int                   used);

/* For the tests: the text of turn @turn's card ("Aoi · 21 → 8 ·
 * difference 13"), "" for a turn the round does not have. */
const char *tm_sisters_round_view_get_turn_text (TmSistersRoundView *self,
                                                 guint               turn);

G_END_DECLS
