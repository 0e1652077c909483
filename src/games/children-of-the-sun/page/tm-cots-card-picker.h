/* tm-cots-card-picker.h — choose one of the 32 cards: colour, then rotation
 *
 * Cards already seen (played or revealed) cannot be chosen: every card
 * exists once, so seeing one twice would be an entry mistake.  The page
 * may refuse more cards (those no legal move uses), with the reason.
 */
#pragma once

#include <gtk/gtk.h>

#include "games/children-of-the-sun/rules/tm-cots-card.h"

G_BEGIN_DECLS

#define TM_TYPE_COTS_CARD_PICKER (tm_cots_card_picker_get_type ())
G_DECLARE_FINAL_TYPE (TmCotsCardPicker, tm_cots_card_picker, TM, COTS_CARD_PICKER, GtkWidget)

GtkWidget     *tm_cots_card_picker_new       (void);

/* The chosen card, or TM_COTS_NO_CARD until colour and rotation are. */
TmCotsCard     tm_cots_card_picker_get_card  (TmCotsCardPicker *self);
void           tm_cots_card_picker_set_card  (TmCotsCardPicker *self,
                                              TmCotsCard        card);
void           tm_cots_card_picker_clear     (TmCotsCardPicker *self);
void           tm_cots_card_picker_set_seen  (TmCotsCardPicker *self,
                                              TmCotsCardSet     seen);
/* Cards that cannot be chosen now, besides the seen ones: @why_not holds
 * TM_COTS_N_CARDS entries, the reason for each such card and NULL for a
 * card that can be chosen (it is copied).  NULL: only seen cards are
 * refused.  A colour or rotation with no card left to choose is
 * insensitive, with the reason as its tooltip. */
void           tm_cots_card_picker_set_refusals (TmCotsCardPicker   *self,
                                                 const char * const *why_not);
/* Puts the keyboard focus where a card is chosen: the chosen colour, or
 * the first colour that can be chosen. */
gboolean       tm_cots_card_picker_focus_start (TmCotsCardPicker *self);
/* The button of a colour or a rotation (-3 … 4), for keyboard focus and
 * tests. */
GtkWidget     *tm_cots_card_picker_get_colour_button   (TmCotsCardPicker *self,
                                                        TmCotsColour      colour);
GtkWidget     *tm_cots_card_picker_get_rotation_button (TmCotsCardPicker *self,
                                                        int               rotation);

G_END_DECLS
