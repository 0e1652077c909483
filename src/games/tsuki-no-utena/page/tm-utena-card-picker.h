/* tm-utena-card-picker.h — choosing a Tsuki no Utena card
 *
 * The players pick a card they entered before from a list drawn with its
 * icons (tm-utena-card-view.h), or compose a new one by toggling icons:
 * for a practitioner card the 16 tool icons, 4 suns, 5 groups and the
 * wild group; for a desire card the 13 component icons.  A composed card
 * is checked with tm_utena_card_check() / tm_utena_desire_check() (the
 * reason is shown and the card cannot be chosen until it is a card) and
 * against the cards listed with tm_utena_check_card() (a warning is
 * shown, the card can still be chosen: the table is the truth).
 *
 * The picker decides no rule of the game: the page gives it the cards
 * the legal move list allows, and plays what is chosen through the
 * record, which refuses with the rule's reason.
 */
#pragma once

#include <gtk/gtk.h>

#include "games/tsuki-no-utena/rules/tm-utena-icons.h"

G_BEGIN_DECLS

#define TM_TYPE_UTENA_CARD_PICKER (tm_utena_card_picker_get_type ())
G_DECLARE_FINAL_TYPE (TmUtenaCardPicker, tm_utena_card_picker, TM, UTENA_CARD_PICKER, GtkWidget)

GtkWidget  *tm_utena_card_picker_new          (TmUtenaKind        kind);

TmUtenaKind tm_utena_card_picker_get_kind     (TmUtenaCardPicker *self);

/* The cards offered in the list (TmUtenaCard or TmUtenaDesire by kind),
 * in this order; the list is replaced. */
void        tm_utena_card_picker_set_cards    (TmUtenaCardPicker *self,
                                               const guint32     *cards,
                                               guint              n_cards);
/* Cards known to the players (the catalogue) that new cards are checked
 * against for the one-shared-icon property. */
void        tm_utena_card_picker_set_known    (TmUtenaCardPicker *self,
                                               const guint32     *cards,
                                               guint              n_cards);
/* Where the keyboard starts in the picker: its list when it offers a
 * card, else the picker ("New Card…"). */
GtkWidget  *tm_utena_card_picker_get_entry_start (TmUtenaCardPicker *self);
/* Whether a new card is being composed by its icons ("composing"). */
gboolean    tm_utena_card_picker_get_composing (TmUtenaCardPicker *self);
/* Whether composing a new card is offered (default TRUE). */
void        tm_utena_card_picker_set_can_compose (TmUtenaCardPicker *self,
                                                  gboolean           can_compose);

/* Back to the list, nothing composed. */
void        tm_utena_card_picker_reset        (TmUtenaCardPicker *self);

/* Signal "card-chosen" (guint32 card): a listed card was activated, or
 * a composed card was confirmed. */

/* The cards of the list already chosen (@n_cards of @cards): greyed out
 * where they are, not taken out, so that the others stay put. */
void        tm_utena_card_picker_set_chosen   (TmUtenaCardPicker *self,
                                               const guint32     *cards,
                                               guint              n_cards);

G_END_DECLS
