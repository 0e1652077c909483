/* tm-utena-exchange-form.h — entering an exchange of the active altar
 *
 * The card of the pair that goes, and the card that comes: clicked in
 * another altar's pair (the page passes the click on with
 * tm_utena_exchange_form_take()) or taken from the hand.  The form says
 * what the new pair would match on; "exchange" asks the page to play it
 * (tm_utena_exchange_form_fill_move()), and the rules say whether it
 * stands.
 */
#pragma once

#include <gtk/gtk.h>

#include "tm-utena-card-picker.h"
#include "games/tsuki-no-utena/rules/tm-utena-state.h"

G_BEGIN_DECLS

#define TM_TYPE_UTENA_EXCHANGE_FORM (tm_utena_exchange_form_get_type ())
G_DECLARE_FINAL_TYPE (TmUtenaExchangeForm, tm_utena_exchange_form, TM, UTENA_EXCHANGE_FORM, GtkWidget)

GtkWidget         *tm_utena_exchange_form_new           (void);
/* The active altar's pair (@pair: two cards, or NO_CARD), which of its
 * cards can go (@give: bit 0, 1), the hand's cards the list offers,
 * those known to check a composed card, and the markers on each cloud
 * cell (TM_UTENA_N_CELLS), for the preview to warn of an empty one. */
void               tm_utena_exchange_form_set_position  (TmUtenaExchangeForm *self,
                                                         const TmUtenaCard   *pair,
                                                         guint                give,
                                                         const TmUtenaCard   *hand_cards,
                                                         guint                n_hand_cards,
                                                         const guint32       *known,
                                                         guint                n_known,
                                                         const guint         *cloud);
/* The other altars' pair cards that can come (@n_takes: each @cards[i]
 * of @altars[i], whose owner @owners[i] names), offered as buttons in
 * the form, where the next click of the move is in view. */
void               tm_utena_exchange_form_set_takes     (TmUtenaExchangeForm *self,
                                                         guint                n_takes,
                                                         const TmUtenaCard   *cards,
                                                         const int           *altars,
                                                         const char * const  *owners);
/* The button that takes @card from another altar's pair, or NULL. */
GtkWidget         *tm_utena_exchange_form_get_take_button (TmUtenaExchangeForm *self,
                                                           TmUtenaCard          card);
/* Tab on @page (which holds the form) during an exchange follows it as
 * it is made: the card of the pair that goes, the other pairs' cards,
 * then "Exchange" once it can be pressed, or the hand; Shift+Tab goes
 * back the same way.  Elsewhere the widgets' order, without the other
 * pairs' cards: the keyboard meets them once, in the exchange's order. */
gboolean           tm_utena_exchange_form_focus         (TmUtenaExchangeForm *self,
                                                         GtkWidget           *page,
                                                         GtkDirectionType     direction);
/* Why the rules would refuse the exchange entered (the tooltip and the
 * hint under "Exchange"), or NULL when they accept it; forgotten at every
 * change until the page asks again. */
void               tm_utena_exchange_form_set_refusal   (TmUtenaExchangeForm *self,
                                                         const char          *refusal);
/* Forgets what was chosen. */
void               tm_utena_exchange_form_clear         (TmUtenaExchangeForm *self);
/* The pair card @index goes (again: not any more). */
void               tm_utena_exchange_form_select_give   (TmUtenaExchangeForm *self,
                                                         int                  index);
/* @card of @altar's pair comes, @from saying whose (again: not any
 * more). */
void               tm_utena_exchange_form_take          (TmUtenaExchangeForm *self,
                                                         TmUtenaCard          card,
                                                         int                  altar,
                                                         const char          *from);
/* The pair card going (-1: none yet), the card coming (NO_CARD) and
 * its altar (-1: from the hand). */
int                tm_utena_exchange_form_get_give      (TmUtenaExchangeForm *self);
TmUtenaCard        tm_utena_exchange_form_get_take      (TmUtenaExchangeForm *self);
int                tm_utena_exchange_form_get_take_altar (TmUtenaExchangeForm *self);
/* Whether anything was chosen. */
gboolean           tm_utena_exchange_form_get_started   (TmUtenaExchangeForm *self);
/* The cards going and coming, into @move (an exchange move); FALSE
 * when either is not chosen yet. */
gboolean           tm_utena_exchange_form_fill_move     (TmUtenaExchangeForm *self,
                                                         TmUtenaMove         *move);
/* The picker of "Cards from the hand", made when first shown or asked
 * for here (signal "hand-picker-made"). */
TmUtenaCardPicker *tm_utena_exchange_form_get_hand_picker (TmUtenaExchangeForm *self);
/* "give-0", "give-1" or "exchange". */
GtkWidget         *tm_utena_exchange_form_get_button    (TmUtenaExchangeForm *self,
                                                         const char          *name);

/* What the keyboard reaches after the card that comes was chosen on the
 * board: "Cards from the hand" (then "Exchange"). */
GtkWidget         *tm_utena_exchange_form_get_after_board (TmUtenaExchangeForm *self);

G_END_DECLS
