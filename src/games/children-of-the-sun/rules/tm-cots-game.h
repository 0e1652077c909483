/* tm-cots-game.h — Children of the Sun behind the TmGame interface
 *
 * Moves in JSON (docs/records.md):
 *   {"type":"place","card":"R+2","cell":[0,1]}                       siege
 *   {"type":"place","card":"B-3","cell":[1,1],"turn":-2,"effect":"analyse"}  analysis
 *   {"type":"groups","player":0,"groups":[["R+1","Y-2"],["B0","Y+1"],["P+3"]]}
 *   {"type":"reveal","cards":["Y-3","B+1"]}
 * "turn" is given only when the player chose it, "effect" only when the
 * rules leave the choice to the player; "player" is optional for
 * "place" (checked when present) and required for "groups".
 */
#pragma once

#include "core/tm-game.h"
#include "tm-cots-state.h"

G_BEGIN_DECLS

#define TM_COTS_RULES_ERROR (tm_cots_rules_error_quark ())

/* The rules a move can break; the GEnum nick of each is its stable id. */
typedef enum {
  TM_COTS_RULE_UNKNOWN_CARD,            /*< nick=unknown-card >*/
  TM_COTS_RULE_CARD_ALREADY_SEEN,       /*< nick=card-already-seen >*/
  TM_COTS_RULE_SIEGE_ROTATION_ZERO,     /*< nick=siege-rotation-zero >*/
  TM_COTS_RULE_SIEGE_NEXT_TO_GHOST,     /*< nick=siege-next-to-ghost >*/
  TM_COTS_RULE_CELL_OCCUPIED,           /*< nick=cell-occupied >*/
  TM_COTS_RULE_SIEGE_OPPOSITE_CELL,     /*< nick=siege-opposite-cell >*/
  TM_COTS_RULE_SIEGE_EXACT_TURN,        /*< nick=siege-exact-turn >*/
  TM_COTS_RULE_ANALYSIS_EMPTY_CELL,     /*< nick=analysis-empty-cell >*/
  TM_COTS_RULE_TURN_RANGE,              /*< nick=turn-range >*/
  TM_COTS_RULE_ROTATION_FOUR,           /*< nick=rotation-four-half-turn >*/
  TM_COTS_RULE_ROTATION_ZERO_NO_TURN,   /*< nick=rotation-zero-no-turn >*/
  TM_COTS_RULE_TURN_REQUIRED,           /*< nick=turn-required >*/
  TM_COTS_RULE_EFFECT_REQUIRED,         /*< nick=effect-choice-required >*/
  TM_COTS_RULE_EFFECT_NOT_AVAILABLE,    /*< nick=effect-not-available >*/
  TM_COTS_RULE_WRONG_PHASE,             /*< nick=wrong-phase >*/
  TM_COTS_RULE_GROUP_NOT_IN_BED,        /*< nick=group-card-not-in-bed >*/
  TM_COTS_RULE_GROUP_SHAPE,             /*< nick=group-shape >*/
  TM_COTS_RULE_GROUPS_ALREADY_FORMED,   /*< nick=groups-already-formed >*/
  TM_COTS_RULE_GROUPS_BEFORE_ATTACK,    /*< nick=groups-before-attack >*/
  TM_COTS_RULE_SHIELD_CARD_SEEN,        /*< nick=shield-card-seen >*/
  TM_COTS_RULE_GROUP_CARD_TWICE,        /*< nick=group-card-twice >*/
  TM_COTS_RULE_SHIELD_CARD_TWICE,       /*< nick=shield-card-twice >*/
} TmCotsRule;

/* The readings of the rules (docs/records.md, "rules").  Revision 1 is
 * Tablemate 0.2.0's: a member of a move it did not know was ignored.
 * Revision 2 (today's) refuses it, named. */
#define TM_COTS_RULES_KNOWN_MEMBERS 2
#define TM_COTS_RULES_REVISION      2

GQuark tm_cots_rules_error_quark (void);

#define TM_TYPE_COTS_GAME (tm_cots_game_get_type ())
G_DECLARE_FINAL_TYPE (TmCotsGame, tm_cots_game, TM, COTS_GAME, TmGame)

const TmCotsState   *tm_cots_game_get_state        (TmCotsGame  *self);
/* What the last move did; NULL before the first move. */
const TmCotsOutcome *tm_cots_game_get_last_outcome (TmCotsGame  *self);

/* JSON ↔ move, shared by the CLI, the GUI and the tests. */
gboolean    tm_cots_move_from_json (JsonObject        *object,
                                    TmCotsMove        *move,
                                    GError           **error);
JsonObject *tm_cots_move_to_json   (const TmCotsMove  *move);

G_END_DECLS
