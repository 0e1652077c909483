/* tm-psi-card-paint.h — one card of the Psi Conjuring field, drawn
 *
 * A beast is filled with its active colour (red or blue) and shows its
 * name and power; a yellow-zone beast is yellow with a stripe of its
 * colour; a face-down card is a back in its owner's tint with the
 * owner's name.  An arrow on every card points towards its master's side
 * (the first player sits at the bottom).
 *
 * The arrow keeps a band of its own at that edge and the words are
 * stacked between the bands, so the arrow covers no text, and no word
 * is drawn smaller than TM_PSI_CARD_MIN_TEXT_PIXELS, however small the
 * field (issue #25: at 800 × 560 the names were some 8 px high).  The
 * same code places the parts for drawing and for measuring them.
 */
#pragma once

#include <gtk/gtk.h>

#include "games/psi-conjuring/rules/tm-psi-state.h"

G_BEGIN_DECLS

/* The smallest font size (pixels) on a card: a name stays readable
 * from across the table on a small laptop. */
#define TM_PSI_CARD_MIN_TEXT_PIXELS 11.0

/* Where the parts of a card went, relative to its top left corner. */
typedef struct
{
  graphene_rect_t name;        /* the beast's (or face down: the owner's) name, its line's extents */
  double name_pixels;          /* the name's font size */
  graphene_rect_t arrow;       /* the master's arrow, with its outline */
} TmPsiCardParts;

/* Draws @card (face up or down; not an empty cell) in a square of
 * @size pixels at (@x, @y) on @cr, in @widget's font.  @owner_name is
 * written on a face-down card.  With @cr NULL nothing is drawn: only
 * @parts (may be NULL) are filled. */
void tm_psi_card_paint (cairo_t            *cr,
                        GtkWidget          *widget,
                        double              x,
                        double              y,
                        double              size,
                        const TmPsiState   *state,
                        const TmPsiCard    *card,
                        const char         *owner_name,
                        TmPsiCardParts     *parts);

G_END_DECLS
