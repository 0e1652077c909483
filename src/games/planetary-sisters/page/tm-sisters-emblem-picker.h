/* tm-sisters-emblem-picker.h — one sister card's emblems, kind by kind
 *
 * The kinds as chips, each with its class and a count, and "Add a
 * Kind…": a name and a class for one of the kinds the manual does not
 * name.  A new kind is checked by the players' catalogue
 * (tm_sisters_catalogue_add_kind()) and remembered in its file; a
 * refusal shows the catalogue's reason.  The picker decides no rule: its
 * owner tries the card it gives (through the record or the catalogue)
 * and shows the refusal here with tm_sisters_emblem_picker_show_error().
 * Shared by the Sisters page and the score-only window.
 *
 * Signals: "entered" when the action button is clicked (the counts are
 * ready), "kind-added" (const char *id) after a kind is added.
 */
#pragma once

#include <gtk/gtk.h>

#include "games/planetary-sisters/rules/tm-sisters-card.h"

G_BEGIN_DECLS

#define TM_TYPE_SISTERS_EMBLEM_PICKER (tm_sisters_emblem_picker_get_type ())
G_DECLARE_FINAL_TYPE (TmSistersEmblemPicker, tm_sisters_emblem_picker, TM, SISTERS_EMBLEM_PICKER, GtkWidget)

GtkWidget   *tm_sisters_emblem_picker_new               (void);

/* The kinds offered are @table's (its cards are not used); the counts
 * go back to 0. */
void         tm_sisters_emblem_picker_set_kinds         (TmSistersEmblemPicker    *self,
                                                         const TmSistersCardTable *table);
/* The kinds offered, with those added since; no cards. */
const TmSistersCardTable *
             tm_sisters_emblem_picker_get_kinds         (TmSistersEmblemPicker    *self);
/* The players' catalogue file that "Add a Kind…" checks a kind with and
 * remembers it in; NULL: the kind is checked by the kinds offered only
 * and not remembered. */
void         tm_sisters_emblem_picker_set_catalogue_path (TmSistersEmblemPicker   *self,
                                                         const char               *path);

/* Shows @emblems (of @table's kinds, matched by id), or all 0 for NULL. */
void         tm_sisters_emblem_picker_set_counts        (TmSistersEmblemPicker    *self,
                                                         const TmSistersCardTable *table,
                                                         const TmSistersEmblems   *emblems);
/* The counts above 0 by kind id, {"FOOD": 2, "POLE": 1} (a new object). */
JsonObject  *tm_sisters_emblem_picker_get_counts        (TmSistersEmblemPicker    *self);

void         tm_sisters_emblem_picker_set_action_label  (TmSistersEmblemPicker    *self,
                                                         const char               *label);
/* Shows why the card (or a kind) was refused; NULL hides it. */
void         tm_sisters_emblem_picker_show_error        (TmSistersEmblemPicker    *self,
                                                         const char               *message);
const char  *tm_sisters_emblem_picker_get_error_text    (TmSistersEmblemPicker    *self);

/* For the tests and keyboard focus: the widgets players use. */
GtkSpinButton *tm_sisters_emblem_picker_get_kind_spin   (TmSistersEmblemPicker    *self,
                                                         const char               *id);
GtkWidget   *tm_sisters_emblem_picker_get_action_button (TmSistersEmblemPicker    *self);
/* "Add a Kind…", the new kind's name, its class and the form's Add. */
GtkWidget   *tm_sisters_emblem_picker_get_add_kind_button (TmSistersEmblemPicker  *self);
GtkEditable *tm_sisters_emblem_picker_get_kind_name     (TmSistersEmblemPicker    *self);
/* Items: pointed, crown, round. */
GtkDropDown *tm_sisters_emblem_picker_get_kind_class    (TmSistersEmblemPicker    *self);
GtkWidget   *tm_sisters_emblem_picker_get_kind_add      (TmSistersEmblemPicker    *self);

G_END_DECLS
