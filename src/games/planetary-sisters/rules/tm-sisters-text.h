/* tm-sisters-text.h — Planetary Sisters in the players' words
 *
 * Moves, cards and players as they are said at the table, for the page
 * (toasts, labels, accessible names), the game's describe_move and the
 * command line.  GLib only, so the command line shares them.
 */
#pragma once

#include "tm-sisters-state.h"

G_BEGIN_DECLS

/* The name of @player in @players (the record's order, may be NULL), or
 * "Player 2" counted from 1 when the names are not known. */
char *tm_sisters_player_name     (const char * const   *players,
                                  int                   player);


/* "card 17: FOOD 2, POLE", or "card 17, emblems not entered yet". */
char *tm_sisters_card_describe   (const TmSistersCardTable *table,
                                  int                   rank);

/* @move (the JSON of a record, a move of @state, before it is applied)
 * in a sentence without a final full stop: "Aoi used card 12 and took
 * card 17", "Card 17 dealt to the field", "Mio revealed cards 3, 27",
 * "Emblems of card 27 entered: PLANT 2". */
char *tm_sisters_describe_move   (const TmSistersState *state,
                                  JsonObject           *move,
                                  const char * const   *players);

G_END_DECLS
