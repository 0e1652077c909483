/* tm-utena-plan-form.h — solo: which altar gets the practitioner plan card
 *
 * One button per altar the legal moves allow; "plan" asks the page to
 * play the choice.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TM_TYPE_UTENA_PLAN_FORM (tm_utena_plan_form_get_type ())
G_DECLARE_FINAL_TYPE (TmUtenaPlanForm, tm_utena_plan_form, TM, UTENA_PLAN_FORM, GtkWidget)

GtkWidget *tm_utena_plan_form_new         (void);
/* The altars that can get the card (@altars: bit per altar; the left,
 * the centre, the right one). */
void       tm_utena_plan_form_set_altars  (TmUtenaPlanForm *self,
                                           guint            altars);
/* The button of @altar (0–2). */
GtkWidget *tm_utena_plan_form_get_button  (TmUtenaPlanForm *self,
                                           guint            altar);

G_END_DECLS
