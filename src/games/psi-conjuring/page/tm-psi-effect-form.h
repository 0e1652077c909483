/* tm-psi-effect-form.h — an ability effect, entered as a list of changes
 *
 * The players click a card on the field (the page passes it on with
 * tm_psi_effect_form_set_card()) and add what the effect does to it:
 * power changes, damage, destroy, return to hand, flip face down, a new master,
 * a move to another cell (the page asks for the cell: "pick-cell"), a
 * beast entering the field, a hand count.  The form only builds the
 * list; "apply" asks the page to play it, all or none, through the
 * rules.  For an attack's effects (tm_psi_effect_form_set_attacking())
 * the same list goes with the attack.
 */
#pragma once

#include <gtk/gtk.h>
#include <json-glib/json-glib.h>

#include "core/tm-grid.h"
#include "games/psi-conjuring/rules/tm-psi-state.h"

G_BEGIN_DECLS

#define TM_TYPE_PSI_EFFECT_FORM (tm_psi_effect_form_get_type ())
G_DECLARE_FINAL_TYPE (TmPsiEffectForm, tm_psi_effect_form, TM, PSI_EFFECT_FORM, GtkWidget)

GtkWidget  *tm_psi_effect_form_new           (void);
/* The players' names, in the drop-downs and the list of changes. */
void        tm_psi_effect_form_set_players   (TmPsiEffectForm *self,
                                              const char      *player0,
                                              const char      *player1);
/* What the hands hold, by owner: whose card comes from a hand is asked
 * only when that hand holds both players' cards. */
void        tm_psi_effect_form_set_hands     (TmPsiEffectForm  *self,
                                              const TmPsiState *state);
/* Drops the changes, the card and the attack. */
void        tm_psi_effect_form_reset         (TmPsiEffectForm *self);
void        tm_psi_effect_form_set_card      (TmPsiEffectForm *self,
                                              TmCell           cell);
/* FALSE while no card is chosen. */
gboolean    tm_psi_effect_form_get_card      (TmPsiEffectForm *self,
                                              TmCell          *cell);
void        tm_psi_effect_form_set_attacking (TmPsiEffectForm *self,
                                              gboolean         attacking);
gboolean    tm_psi_effect_form_get_attacking (TmPsiEffectForm *self);
/* The changes, in order (the form's; ref it to keep it). */
JsonArray  *tm_psi_effect_form_get_changes   (TmPsiEffectForm *self);
/* Adds the move of the chosen card to @to (the cell the page was asked for). */
void        tm_psi_effect_form_add_move      (TmPsiEffectForm *self,
                                              TmCell           to);
/* Shows the chosen card: @card as the position has it (NULL when none
 * is chosen), @description its text; @picking while the page waits for
 * the cell of a move. */
void        tm_psi_effect_form_update        (TmPsiEffectForm *self,
                                              const TmPsiCard *card,
                                              const char      *description,
                                              gboolean         picking);

/* For the tests, NULL for another name: a button ("power", "destroy",
 * "return", "flip-down", "set-power", "damage", "move", "master", "hand",
 * "enter", "clear", "apply"); another widget: an entry ("adjust-by",
 * "set-power", "damage", "hand-by", "enter-beast", "enter-power",
 * "enter-track-min", "enter-track-max"), a drop-down ("hand",
 * "enter-colour", "enter-player", "enter-from", "enter-owner"),
 * "enter-yellow" or "enter-expander". */
GtkWidget  *tm_psi_effect_form_get_button    (TmPsiEffectForm *self,
                                              const char      *name);
GtkWidget  *tm_psi_effect_form_get_widget    (TmPsiEffectForm *self,
                                              const char      *name);

G_END_DECLS
