/* tm-psi-attack-options.h — "Show Attack Options": every attack's outcome, best first
 *
 * Everything it shows is on the table, so it sits on the shared screen.
 * The options are computed again when the position changes (a move, an
 * undo or a redo; not the clicks of a move being entered) and only
 * while they are shown.  "play-move" asks the page to play the option
 * chosen.  The toggle, the panel and the keyboard are TmAdvisorOptions'
 * (tm-advisor-options.h).
 */
#pragma once

#include <gtk/gtk.h>

#include "core/tm-record.h"
#include "games/psi-conjuring/rules/tm-psi-catalogue.h"
#include "games/psi-conjuring/rules/tm-psi-game.h"
#include "widgets/tm-advisor-options.h"

G_BEGIN_DECLS

#define TM_TYPE_PSI_ATTACK_OPTIONS (tm_psi_attack_options_get_type ())
G_DECLARE_FINAL_TYPE (TmPsiAttackOptions, tm_psi_attack_options, TM, PSI_ATTACK_OPTIONS, TmAdvisorOptions)

GtkWidget      *tm_psi_attack_options_new          (void);
/* The position now (@game is @record replayed; all kept), and whether
 * options may be offered at all (not in a finished or read-only game). */
void            tm_psi_attack_options_set_position (TmPsiAttackOptions *self,
                                                    TmRecord           *record,
                                                    TmPsiGame          *game,
                                                    TmPsiCatalogue     *catalogue,
                                                    gboolean            available);

G_END_DECLS
