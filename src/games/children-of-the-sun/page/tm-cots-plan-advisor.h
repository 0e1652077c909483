/* tm-cots-plan-advisor.h — the extermination planner, inside the private view
 *
 * For the player forming groups: the shield cards they analysed (entered
 * here, privately) and the best groupings of their bed with the points
 * expected over the three attacks and the worst and best cases
 * (tm_cots_advisor_plan()).  Choosing one asks the page to fill that
 * player's groups entry; nothing is played or kept from here.
 */
#pragma once

#include <gtk/gtk.h>

#include "games/children-of-the-sun/rules/tm-cots-state.h"
#include "widgets/tm-advisor-panel.h"

G_BEGIN_DECLS

#define TM_TYPE_COTS_PLAN_ADVISOR (tm_cots_plan_advisor_get_type ())
G_DECLARE_FINAL_TYPE (TmCotsPlanAdvisor, tm_cots_plan_advisor, TM, COTS_PLAN_ADVISOR, GtkWidget)

/* Plans for @player (named @name) in the position @state (copied). */
GtkWidget      *tm_cots_plan_advisor_new        (const TmCotsState *state,
                                                 guint              player,
                                                 const char        *name);

TmAdvisorPanel *tm_cots_plan_advisor_get_panel  (TmCotsPlanAdvisor *self);

/* Signal "use-groups" (JsonObject *move): the groups move of the plan
 * chosen, for the page to put into the groups entry. */

G_END_DECLS
