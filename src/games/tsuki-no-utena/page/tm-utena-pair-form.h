/* tm-utena-pair-form.h — entering an altar's first pair
 *
 * The two cards from the hand (chosen in the list or composed by their
 * icons; a third replaces the second) and what they would match on.  The
 * form only gathers; "play" asks the page to play the pair
 * (tm_utena_pair_form_fill_move()), and the rules say whether it stands.
 */
#pragma once

#include <gtk/gtk.h>

#include "tm-utena-card-picker.h"
#include "games/tsuki-no-utena/rules/tm-utena-state.h"

G_BEGIN_DECLS

#define TM_TYPE_UTENA_PAIR_FORM (tm_utena_pair_form_get_type ())
G_DECLARE_FINAL_TYPE (TmUtenaPairForm, tm_utena_pair_form, TM, UTENA_PAIR_FORM, GtkWidget)

GtkWidget         *tm_utena_pair_form_new          (void);
/* The cards the list offers (the card already chosen is left out of it),
 * those known to check a composed card, and the markers on each cloud
 * cell (TM_UTENA_N_CELLS), for the preview to warn of an empty one. */
void               tm_utena_pair_form_set_cards    (TmUtenaPairForm   *self,
                                                    const TmUtenaCard *cards,
                                                    guint              n_cards,
                                                    const guint32     *known,
                                                    guint              n_known,
                                                    const guint       *cloud);
/* Why the rules would refuse the pair entered (the tooltip and the hint
 * under "Play"), or NULL when they accept it; forgotten at every change
 * until the page asks again. */
void               tm_utena_pair_form_set_refusal  (TmUtenaPairForm   *self,
                                                    const char        *refusal);
/* Forgets the cards chosen. */
void               tm_utena_pair_form_clear        (TmUtenaPairForm   *self);
/* Whether a card was chosen. */
gboolean           tm_utena_pair_form_get_started  (TmUtenaPairForm   *self);
/* The two cards, into @move (a pair move). */
void               tm_utena_pair_form_fill_move    (TmUtenaPairForm   *self,
                                                    TmUtenaMove       *move);
TmUtenaCardPicker *tm_utena_pair_form_get_picker   (TmUtenaPairForm   *self);
/* "clear-pair" or "play-pair". */
GtkWidget         *tm_utena_pair_form_get_button   (TmUtenaPairForm   *self,
                                                    const char        *name);

G_END_DECLS
