/* tm-sisters-hand-advisor.h — "which card should I use?", inside the private view
 *
 * The player whose turn it is ticks the ranks in their hand (only the
 * ranks the rules let that player use can be ticked: cards seen
 * elsewhere cannot; the cards known to be in the hand, taken from the
 * field, come ticked) and reads every (used, taken) choice those cards
 * allow, best first: the Planetary Sisters advisor's turn options
 * (tm_sisters_advisor_turn_options()) whose used card is in the hand, in
 * the advisor's order.  It lives in a TmPrivateView only: the hand is
 * never shown on the shared screen nor kept by the page, and it is gone
 * with the view.
 */
#pragma once

#include <gtk/gtk.h>

#include "games/planetary-sisters/rules/tm-sisters-state.h"
#include "widgets/tm-hand-advisor.h"

G_BEGIN_DECLS

#define TM_TYPE_SISTERS_HAND_ADVISOR (tm_sisters_hand_advisor_get_type ())
G_DECLARE_FINAL_TYPE (TmSistersHandAdvisor, tm_sisters_hand_advisor, TM, SISTERS_HAND_ADVISOR, TmHandAdvisor)

/* For the position @state (copied), the players' names @players (the
 * record's order, for the advisor's texts) and the player whose turn it
 * is, @name. */
GtkWidget        *tm_sisters_hand_advisor_new             (const TmSistersState *state,
                                                           const char * const   *players,
                                                           const char           *name);

TmSistersCardSet  tm_sisters_hand_advisor_get_hand        (TmSistersHandAdvisor *self);
/* Ticks exactly the ranks of @hand that may be ticked (the cards known
 * to be in the hand stay ticked). */
void              tm_sisters_hand_advisor_set_hand        (TmSistersHandAdvisor *self,
                                                           TmSistersCardSet      hand);
/* The rules' refusal of a chosen option, or NULL to clear it. */
void              tm_sisters_hand_advisor_show_error      (TmSistersHandAdvisor *self,
                                                           const char           *message);
TmAdvisorPanel   *tm_sisters_hand_advisor_get_panel       (TmSistersHandAdvisor *self);
/* The toggle button of @rank (1–36), for keyboard focus and the tests. */
GtkWidget        *tm_sisters_hand_advisor_get_rank_button (TmSistersHandAdvisor *self,
                                                           int                   rank);

/* Signal "play-move" (JsonObject *move): the player chose an option. */

G_END_DECLS
