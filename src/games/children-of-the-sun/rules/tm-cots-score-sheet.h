/* tm-cots-score-sheet.h — `tablemate-cli score` for Children of the Sun
 *
 * A score sheet is the table at the end of a game, without the moves:
 *   {"game":"children-of-the-sun",
 *    "shield":[6 cards, position 1 = the first player's side],
 *    "players":[{"analyses":N,"groups":[[..],[..],[..]],"set_aside":N}, {…}]}
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* The breakdown per player (analysis, attacks, total, set_aside) and the
 * winner (0, 1 or null for a draw), or NULL with @error. */
JsonNode *tm_cots_score_sheet (JsonObject  *sheet,
                               GError     **error);

G_END_DECLS
