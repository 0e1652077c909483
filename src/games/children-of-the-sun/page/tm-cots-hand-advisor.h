/* tm-cots-hand-advisor.h — "what can my hand do?", inside the private view
 *
 * The player ticks the cards in their hand (cards that have been face up
 * cannot be ticked) and reads every placement those cards allow, best
 * first (tm_cots_advisor_hand_options()).  It lives in a TmPrivateView
 * only: the hand is never shown on the shared screen nor kept by the
 * page, and it is gone with the view.
 */
#pragma once

#include <gtk/gtk.h>

#include "games/children-of-the-sun/rules/tm-cots-state.h"
#include "widgets/tm-hand-advisor.h"

G_BEGIN_DECLS

#define TM_TYPE_COTS_HAND_ADVISOR (tm_cots_hand_advisor_get_type ())
G_DECLARE_FINAL_TYPE (TmCotsHandAdvisor, tm_cots_hand_advisor, TM, COTS_HAND_ADVISOR, TmHandAdvisor)

/* For the position @state (copied) and the player to move, @name. */
GtkWidget      *tm_cots_hand_advisor_new             (const TmCotsState *state,
                                                      const char        *name);

TmCotsCardSet   tm_cots_hand_advisor_get_hand        (TmCotsHandAdvisor *self);
/* Ticks exactly the cards of @hand (those that may be in a hand). */
void            tm_cots_hand_advisor_set_hand        (TmCotsHandAdvisor *self,
                                                      TmCotsCardSet      hand);
/* The rules' refusal of a chosen option, or NULL to clear it. */
void            tm_cots_hand_advisor_show_error      (TmCotsHandAdvisor *self,
                                                      const char        *message);
TmAdvisorPanel *tm_cots_hand_advisor_get_panel       (TmCotsHandAdvisor *self);
/* The toggle button of @card, for keyboard focus and the tests. */
GtkWidget      *tm_cots_hand_advisor_get_card_button (TmCotsHandAdvisor *self,
                                                      TmCotsCard         card);

/* Signal "play-move" (JsonObject *move): the player chose an option. */

G_END_DECLS
