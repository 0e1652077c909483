/* tm-psi-score-sheet.h — `tablemate-cli score` for Psi Conjuring
 *
 * A score sheet is the field at the end of a game, without the moves:
 * for each player, the current power of every face-up beast outside the
 * yellow zone that the player is the master of (face-down cards and
 * yellow-zone beasts count 0 and are left out):
 *   {"game":"psi-conjuring","players":[{"powers":[3,5,2]},{"powers":[4,4]}]}
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Per player "total" and "beasts" (how many were listed), and "winner"
 * (0, 1 or null for a draw), or NULL with @error. */
JsonNode *tm_psi_score_sheet (JsonObject  *sheet,
                              GError     **error);

G_END_DECLS
