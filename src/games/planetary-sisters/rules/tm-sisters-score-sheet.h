/* tm-sisters-score-sheet.h — `tablemate-cli score` for Planetary Sisters
 *
 * A score sheet is the table at the end of a game, without the moves:
 *   {"game": "planetary-sisters",
 *    "kinds": [{"id": "STAR", "name": "Star", "class": "pointed"}],   (optional)
 *    "cards": {"27": {"PLANT": 2}, "11": {"POLE": 1}, …},
 *    "players": [{"house": [8 ranks], "keepers": [2 ranks]}, …],
 *    "field": [ranks]}
 * 2–4 players in seat order; "keepers" only with two players (番人札);
 * the field holds as many cards as there are players, 4 with two.
 * "cards" gives the emblems of every card listed (it may hold more).
 */
#pragma once

#include <json-glib/json-glib.h>

#include "tm-sisters-state.h"

G_BEGIN_DECLS

/* Per player "house", "field" and "total" points and the six
 * "categories" with their factors; "winners" (every player with the top
 * total) and "winner" (the one winner, null for a shared win); or NULL
 * with @error. */
JsonNode   *tm_sisters_score_sheet            (JsonObject            *sheet,
                                               GError               **error);

/* The score sheet of @state's game: its houses, keepers (two players)
 * and field, with the emblems of those cards and the kinds players named
 * (a new object).  A finished game's sheet always scores. */
JsonObject *tm_sisters_score_sheet_from_state (const TmSistersState  *state);

G_END_DECLS
