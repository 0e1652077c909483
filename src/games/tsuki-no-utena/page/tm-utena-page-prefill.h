/* tm-utena-page-prefill.h — a Tsuki no Utena move back in its entry form
 *
 * For Correct This Move… (TmGamePage's prefill): the page shows the
 * position before the move, and the move is entered again in the form
 * that entered it, through the same choices a player makes (the cards
 * chosen, the icons marked, the pair card that goes, the card that
 * comes), but not played: the players change what was wrong and press
 * the form's button, whose keyboard focus it gets.
 */
#pragma once

#include "tm-utena-page.h"

G_BEGIN_DECLS

/* TmGamePage's prefill of a TmUtenaPage: fills @page's form with @move
 * (a record's JSON move); FALSE when the form shown cannot hold it
 * (another kind of move is due there, or a card or an icon it names is
 * not there). */
gboolean tm_utena_page_prefill (TmGamePage *page,
                                JsonObject *move);

G_END_DECLS
