/* tm-sisters-card-view.h — one sister card, drawn small: rank and emblems
 *
 * Every place a Planetary Sisters card appears on screen (the field, the
 * turns, the houses, the keepers, the score table) shows it with this
 * widget, so the screen looks like the cards on the table.  It is a
 * button: a card that can be chosen is clicked, focused and activated
 * like any button; a card only shown is not focusable and has the role
 * of an image.  Either way its accessible name is the card in words.
 */
#pragma once

#include <gtk/gtk.h>

#include "games/planetary-sisters/rules/tm-sisters-card.h"

G_BEGIN_DECLS

#define TM_TYPE_SISTERS_CARD_VIEW (tm_sisters_card_view_get_type ())
G_DECLARE_FINAL_TYPE (TmSistersCardView, tm_sisters_card_view, TM, SISTERS_CARD_VIEW, GtkButton)

/* A card that is only shown (role image, not focusable). */
GtkWidget *tm_sisters_card_view_new           (void);
/* A card that can be chosen (role button; "clicked" when it is). */
GtkWidget *tm_sisters_card_view_new_button    (void);

/* @rank (1–36) with the emblems @table knows (NULL: not entered yet);
 * 0 for an empty place, drawn as a dashed outline around @placeholder
 * (may be NULL).  The accessible name and the tooltip become the card in
 * words ("card 30: FOOD 2, PLANT, ANIMAL") unless a label is set. */
void       tm_sisters_card_view_set_card      (TmSistersCardView        *self,
                                               int                       rank,
                                               const TmSistersCardTable *table);
void       tm_sisters_card_view_set_placeholder (TmSistersCardView      *self,
                                                 const char             *placeholder);
int        tm_sisters_card_view_get_rank      (TmSistersCardView        *self);
/* Whether the emblems are drawn (FALSE: "not entered yet"). */
gboolean   tm_sisters_card_view_has_emblems   (TmSistersCardView        *self);

/* The words for screen readers and the tooltip, in place of the card's
 * own ("field card 17: FOOD, take it"); NULL goes back to the card's. */
void       tm_sisters_card_view_set_label     (TmSistersCardView        *self,
                                               const char               *label);
const char *tm_sisters_card_view_get_label    (TmSistersCardView        *self);

/* Small: for the houses, the turns and the score table. */
void       tm_sisters_card_view_set_small     (TmSistersCardView        *self,
                                               gboolean                  small);
/* An accent frame: the card chosen, or cards a score counts. */
void       tm_sisters_card_view_set_highlighted (TmSistersCardView      *self,
                                                 gboolean                highlighted);
gboolean   tm_sisters_card_view_get_highlighted (TmSistersCardView      *self);

/* gtk_widget_set_tooltip_text(), only when the text changes: each change
 * asks the display where the pointer is, and the page sets its tooltips
 * after every click. */
void       tm_sisters_set_tooltip             (GtkWidget                *widget,
                                               const char               *text);

G_END_DECLS
