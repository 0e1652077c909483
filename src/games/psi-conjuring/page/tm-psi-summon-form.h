/* tm-psi-summon-form.h — what a summon or a quick summon reads off the card
 *
 * The beast's name (completed from the catalogue), and for a summon its
 * initial power and the range of the track that becomes active, for a
 * quick summon the colour its owner chooses (and, when the hand holds
 * both players' cards, whose card it is).  The form decides no rule:
 * "submit" asks the page to play what it holds.
 */
#pragma once

#include <gtk/gtk.h>

#include "games/psi-conjuring/rules/tm-psi-beast.h"
#include "games/psi-conjuring/rules/tm-psi-catalogue.h"
#include "core/tm-grid.h"

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

#define TM_TYPE_PSI_SUMMON_FORM (tm_psi_summon_form_get_type ())
G_DECLARE_FINAL_TYPE (TmPsiSummonForm, tm_psi_summon_form, TM, PSI_SUMMON_FORM, GtkWidget)

GtkWidget   *tm_psi_summon_form_new            (void);
/* The beasts the name is completed from and filled in from (kept). */
void         tm_psi_summon_form_set_catalogue  (TmPsiSummonForm *self,
                                                TmPsiCatalogue  *catalogue);
/* Empties the form for a summon whose active ability is @colour, or
 * for a quick summon (@colour unused). */
void         tm_psi_summon_form_start          (TmPsiSummonForm *self,
                                                gboolean         quick,
                                                TmPsiColour      colour);
/* For a quick summon from a hand holding both players' cards: asks
 * whose card it is (the players' names), nothing chosen yet. */
void         tm_psi_summon_form_ask_owner      (TmPsiSummonForm *self,
                                                const char      *player0,
                                                const char      *player1);
/* The record's move for what the form holds, a summon or a quick
 * summon at @cell; NULL while no name is entered. */
JsonObject  *tm_psi_summon_form_dup_move       (TmPsiSummonForm *self,
                                                TmCell           cell);
/* What the card showed, for the catalogue: its name, and for a summon
 * its power and the track of the colour that became active. */
TmPsiBeastInfo *tm_psi_summon_form_dup_seen    (TmPsiSummonForm *self);
void         tm_psi_summon_form_focus_name     (TmPsiSummonForm *self);

/* For the tests: "beast", "power", "track-min", "track-max" (entries),
 * "summon" (the button), "colour" (the quick summon's drop-down),
 * "owner" (whose card, when asked). */
GtkWidget   *tm_psi_summon_form_get_widget     (TmPsiSummonForm *self,
                                                const char      *name);

G_END_DECLS
