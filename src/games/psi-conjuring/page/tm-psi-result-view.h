/* tm-psi-result-view.h — the end of a game of Psi Conjuring
 *
 * Who won and by how much, why the game ended, and for each player the
 * beasts whose power counted (name, cell, power) with the sum worked
 * out, then the cards on their side that did not count and why (face
 * down; soul chip in the yellow zone).  Under the headline, the ways
 * on: a new game of Psi Conjuring (win.new-game-for) and the history
 * (win.show-history), hidden when the game is looked back at from the
 * history.
 */
#pragma once

#include <gtk/gtk.h>

#include "core/tm-record.h"
#include "games/psi-conjuring/rules/tm-psi-game.h"

G_BEGIN_DECLS

#define TM_TYPE_PSI_RESULT_VIEW (tm_psi_result_view_get_type ())
G_DECLARE_FINAL_TYPE (TmPsiResultView, tm_psi_result_view, TM, PSI_RESULT_VIEW, GtkWidget)

GtkWidget  *tm_psi_result_view_new          (void);
/* @game is @record replayed to its last move, finished. */
void        tm_psi_result_view_update       (TmPsiResultView *self,
                                             TmRecord        *record,
                                             TmPsiGame       *game,
                                             gboolean         read_only);
/* For the tests: the headline ("Mio wins, 5 to 3"), and the buttons
 * ("new-game", "history"). */
const char *tm_psi_result_view_get_headline (TmPsiResultView *self);
GtkWidget  *tm_psi_result_view_get_button   (TmPsiResultView *self,
                                             const char      *name);

G_END_DECLS
