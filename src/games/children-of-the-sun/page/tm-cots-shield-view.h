/* tm-cots-shield-view.h — the ghost's shield, drawn as it lies on the table
 *
 * Six cards in a column beside the field, as the manual lays them on the
 * first player's right: position 1 (the first player's side) at the
 * bottom, position 6 (the second player's side) at the top.  Face down
 * with their position until an attack reveals them; each player's shield
 * marker beside the cards (white from the bottom, black from the top),
 * the cards it has passed marked as analysed by that player.  Nothing is
 * shown of the cards' faces before they are revealed.  Each card and
 * each marker is an object of its own where it is drawn, with a name
 * (its tooltip too) for screen readers; the whole shield is said in
 * words as the view's description.
 */
#pragma once

#include <gtk/gtk.h>

#include "core/tm-record.h"
#include "games/children-of-the-sun/rules/tm-cots-state.h"

G_BEGIN_DECLS

#define TM_TYPE_COTS_SHIELD_VIEW (tm_cots_shield_view_get_type ())
G_DECLARE_FINAL_TYPE (TmCotsShieldView, tm_cots_shield_view, TM, COTS_SHIELD_VIEW, GtkWidget)

void        tm_cots_shield_view_update      (TmCotsShieldView  *self,
                                             const TmCotsState *state,
                                             TmRecord          *record);
/* The whole shield in words (the view's accessible description). */
const char *tm_cots_shield_view_get_text    (TmCotsShieldView  *self);
/* The object of the card at @position (1 to 6) and of @player's marker
 * (0 or 1); their tooltips are their names. */
GtkWidget  *tm_cots_shield_view_get_card    (TmCotsShieldView  *self,
                                             guint              position);
GtkWidget  *tm_cots_shield_view_get_marker  (TmCotsShieldView  *self,
                                             guint              player);

G_END_DECLS
