/* tm-psi-advisor.h — the Psi Conjuring advisor (docs/advisor.md)
 *
 * Everything it uses is on the table, face up: no private input.
 */
#pragma once

#include "core/tm-advisor.h"
#include "tm-psi-state.h"

G_BEGIN_DECLS

/* Every attack the current player can make this turn (and passing), with
 * the damage both ways, what is destroyed and the change of both
 * players' sums, from the battle itself (effects that cards trigger are
 * entered by the players and are not foreseen).  Ranked by the change
 * of the attacker's sum minus the change of the opponent's.  A GPtrArray
 * of TmAdvisorOption, or NULL with a TM_RULES_ERROR outside the battle
 * phase.  @catalogue may be NULL. */
GPtrArray *tm_psi_advisor_attack_options (const TmPsiState  *state,
                                          TmPsiCatalogue    *catalogue,
                                          GError           **error);

G_END_DECLS
