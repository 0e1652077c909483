/* tm-sisters-what-if-view.h — "what if" under a finished game's score table
 *
 * Which single field card would have changed the winner
 * (tm_sisters_advisor_what_if()), in sentences with the players' names:
 * "Had 12 or 15 been on the field instead of 24, Mio would have won.",
 * or that no single field card would have.  Shown only when the game is
 * over, when every card is revealed; it decides nothing, the swaps and
 * their winners are the core's.
 */
#pragma once

#include <gtk/gtk.h>

#include "games/planetary-sisters/rules/tm-sisters-state.h"

G_BEGIN_DECLS

#define TM_TYPE_SISTERS_WHAT_IF_VIEW (tm_sisters_what_if_view_get_type ())
G_DECLARE_FINAL_TYPE (TmSistersWhatIfView, tm_sisters_what_if_view, TM, SISTERS_WHAT_IF_VIEW, GtkWidget)

GtkWidget  *tm_sisters_what_if_view_new        (void);

/* The position (a finished game; the view hides itself otherwise) and
 * the players' names (@state's n_players of them). */
void        tm_sisters_what_if_view_set_state  (TmSistersWhatIfView  *self,
                                                const TmSistersState *state,
                                                const char * const   *names);

/* For the tests: the sentences shown, one a line ("" when hidden). */
const char *tm_sisters_what_if_view_get_text   (TmSistersWhatIfView  *self);

G_END_DECLS
