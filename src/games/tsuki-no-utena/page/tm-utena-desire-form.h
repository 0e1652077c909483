/* tm-utena-desire-form.h — entering the desire card laid
 *
 * The card drawn (chosen in the list or composed by its icons), who
 * gives the first marker back, and the visible icons it covers: one
 * toggle per visible copy of an icon.  The icon the chosen card always
 * covers (the common icon of the card just below, as the rules core
 * says) is marked and cannot be unmarked.  The form only gathers what
 * the players see; "lay" asks the page to play it
 * (tm_utena_desire_form_fill_move()), and the rules say whether it
 * stands.
 */
#pragma once

#include <gtk/gtk.h>

#include "tm-utena-card-picker.h"
#include "games/tsuki-no-utena/rules/tm-utena-state.h"

G_BEGIN_DECLS

#define TM_TYPE_UTENA_DESIRE_FORM (tm_utena_desire_form_get_type ())
G_DECLARE_FINAL_TYPE (TmUtenaDesireForm, tm_utena_desire_form, TM, UTENA_DESIRE_FORM, GtkWidget)

GtkWidget         *tm_utena_desire_form_new              (void);
/* The position (copied: its visible icons and laid cards) and who gives
 * the first marker back (NULL: not said).  The icons the players marked
 * so far stay marked. */
void               tm_utena_desire_form_set_position     (TmUtenaDesireForm  *self,
                                                          const TmUtenaState *state);
/* The cards the list offers, and those known to check a composed card. */
void               tm_utena_desire_form_set_cards        (TmUtenaDesireForm  *self,
                                                          const guint32      *cards,
                                                          guint               n_cards,
                                                          const guint32      *known,
                                                          guint               n_known);
/* Why the rules would refuse what is entered (the tooltip and the hint
 * under "Lay"), or NULL when they accept it: "Lay" is sensitive only
 * then.  Any change the players make forgets it until the page asks
 * again. */
void               tm_utena_desire_form_set_refusal      (TmUtenaDesireForm  *self,
                                                          const char         *refusal);
/* Forgets the card and the icons marked. */
void               tm_utena_desire_form_clear            (TmUtenaDesireForm  *self);
TmUtenaDesire      tm_utena_desire_form_get_desire       (TmUtenaDesireForm  *self);
/* Whether anything was entered (a card, an icon marked). */
gboolean           tm_utena_desire_form_get_started      (TmUtenaDesireForm  *self);
/* The card and the icons it hides, into @move (a desire move). */
void               tm_utena_desire_form_fill_move        (TmUtenaDesireForm  *self,
                                                          TmUtenaMove        *move);
/* Where entering goes on: the list, the icons, "Lay". */
GtkWidget         *tm_utena_desire_form_get_entry_start  (TmUtenaDesireForm  *self);
TmUtenaCardPicker *tm_utena_desire_form_get_picker       (TmUtenaDesireForm  *self);
GtkWidget         *tm_utena_desire_form_get_lay_button   (TmUtenaDesireForm  *self);
/* The toggle of the @index-th visible copy of @cell's icon, or NULL. */
GtkWidget         *tm_utena_desire_form_get_hidden_toggle (TmUtenaDesireForm *self,
                                                           TmUtenaCell        cell,
                                                           guint              index);

G_END_DECLS
