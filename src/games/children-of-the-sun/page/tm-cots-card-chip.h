/* tm-cots-card-chip.h — one Children of the Sun card, drawn small
 *
 * Its colour and its rotation, as on the table; "matching" outlines it
 * (a card of a colour that scores in the extermination).  Said by its
 * name for screen readers.
 */
#pragma once

#include <gtk/gtk.h>

#include "games/children-of-the-sun/rules/tm-cots-card.h"

G_BEGIN_DECLS

#define TM_TYPE_COTS_CARD_CHIP (tm_cots_card_chip_get_type ())
G_DECLARE_FINAL_TYPE (TmCotsCardChip, tm_cots_card_chip, TM, COTS_CARD_CHIP, GtkWidget)

/* @card may be TM_COTS_NO_CARD: an empty place (a group of one card). */
GtkWidget  *tm_cots_card_chip_new          (TmCotsCard      card,
                                            gboolean        matching);
TmCotsCard  tm_cots_card_chip_get_card     (TmCotsCardChip *self);
gboolean    tm_cots_card_chip_get_matching (TmCotsCardChip *self);

G_END_DECLS
