/* tm-sisters-players-view.h — each player's counts, house and keepers
 *
 * A card per player (two on a line on a narrow window, four when wide):
 * the sizes of the hand and the private deck (a hand is private at the
 * table: never its cards), the house and, with two players, the
 * keepers.  The parent's card is marked during a round.  It only shows.
 */
#pragma once

#include <gtk/gtk.h>

#include "tm-sisters-card-view.h"

#include "games/planetary-sisters/rules/tm-sisters-state.h"

G_BEGIN_DECLS

#define TM_TYPE_SISTERS_PLAYERS_VIEW (tm_sisters_players_view_get_type ())
G_DECLARE_FINAL_TYPE (TmSistersPlayersView, tm_sisters_players_view, TM, SISTERS_PLAYERS_VIEW, GtkWidget)

GtkWidget *tm_sisters_players_view_new       (void);
/* The position (not kept) and the players' names in seat order. */
void       tm_sisters_players_view_set_state (TmSistersPlayersView *self,
                                              const TmSistersState *state,
                                              const char * const   *names);

/* Frames the house and keeper cards of each player in @highlight[player]
 * (the cards a score category counts); NULL frames none. */
void        tm_sisters_players_view_set_highlight (TmSistersPlayersView   *self,
                                                   const TmSistersCardSet *highlight);
/* For the tests: the card view showing @rank, or NULL. */
TmSistersCardView *tm_sisters_players_view_get_card (TmSistersPlayersView *self,
                                                     int                   rank);

G_END_DECLS
