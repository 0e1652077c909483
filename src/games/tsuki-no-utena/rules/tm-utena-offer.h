/* tm-utena-offer.h — what the move entry of the Tsuki no Utena page offers
 *
 * The choices the legal moves leave now: the cards the lists offer, the
 * plan choices, the pair cards that can go or come in an exchange.  The
 * lists offer only cards the players entered before (this game's
 * options, a hand seen going in, the card memory) that the rules accept
 * there, never the legal list's made-up examples.  The rules decide: a
 * remembered card is tried on a copy of the position.
 */
#pragma once

#include "tm-utena-catalogue.h"
#include "tm-utena-game.h"

G_BEGIN_DECLS

typedef struct
{
  guint32 desires[TM_UTENA_N_DESIRES];
  guint n_desires;
  guint plan_altars;                         /* bit per altar */
  TmUtenaCard pair_cards[TM_UTENA_N_PRACTITIONERS];
  guint n_pair_cards;
  guint give;                                /* own pair cards that can go: bit 0, 1 */
  guint take[TM_UTENA_MAX_ALTARS];           /* other altars' pair cards that can come */
  TmUtenaCard hand_cards[TM_UTENA_N_PRACTITIONERS];
  guint n_hand_cards;
} TmUtenaOffer;

/* The offer of @game's position, with the cards of @memory (the
 * players' card memory). */
void  tm_utena_offer_compute     (TmUtenaOffer     *offer,
                                  TmUtenaGame      *game,
                                  TmUtenaCatalogue *memory);
/* The cards of @kind the players know (@memory, the laid desire cards,
 * the pairs), at most @max into @cards, for the pickers' check of a
 * composed card against the one-shared-icon property.  Returns how many. */
guint tm_utena_offer_known_cards (TmUtenaGame      *game,
                                  TmUtenaCatalogue *memory,
                                  TmUtenaKind       kind,
                                  guint32          *cards,
                                  guint             max);

/* Whether the rules accept @move in @game's position now, tried on a copy
 * (the page asks before it enables a button); when not, @error says why. */
gboolean tm_utena_offer_check_move (TmUtenaGame       *game,
                                    const TmUtenaMove *move,
                                    GError           **error);

G_END_DECLS
