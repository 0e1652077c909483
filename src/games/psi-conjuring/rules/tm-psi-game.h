/* tm-psi-game.h — Psi Conjuring behind the TmGame interface
 *
 * Moves in JSON (docs/records.md has the full description):
 *   {"type":"place","cell":[0,1]}                                  placement
 *   {"type":"summon","cell":[2,3],"beast":"Name","power":3,"track":[0,7]}
 *   {"type":"quick-summon","cell":[1,1],"beast":"Name","colour":"red"}
 *                                                   (+ "owner": whose card)
 *   {"type":"attack","from":[2,3],"target":[1,1]}      (+ "effects":[changes])
 *   {"type":"pass"}
 *   {"type":"adjust","changes":[{"change":"power","cell":[1,1],"by":-2}, …]}
 *   {"type":"agree-end"}
 * A summon's "colour" may be given and is then checked; a quick summon's
 * is the owner's choice and required.  "power" and "track" of a quick
 * summon are optional (the yellow zone has no power) and checked when
 * given.  "player" (0 or 1) may be given on place, summon, quick-summon,
 * attack and pass; it is checked against the turn.
 *
 * Changes (in "adjust" and an attack's "effects"):
 *   {"change":"power","cell":[r,c],"by":-2}
 *   {"change":"damage","cell":[r,c],"amount":3}      an ability's damage
 *   {"change":"set-power","cell":[r,c],"power":5}
 *   {"change":"destroy","cell":[r,c]}
 *   {"change":"flip-down","cell":[r,c]}
 *   {"change":"return","cell":[r,c]}                (+ "player": whose hand)
 *   {"change":"move","cell":[r,c],"to":[r,c]}
 *   {"change":"master","cell":[r,c]}                (+ "player": new master)
 *   {"change":"hand","player":0,"by":1}           (+ "owner": whose cards)
 *   {"change":"enter","cell":[r,c],"beast":"Name","colour":"blue",
 *    "power":3,"track":[0,7]}   or  "yellow":true   (+ "player", "from";
 *                                       "owner" with "from":"hand")
 * A hand holds cards by owner: "owner" says whose card a quick summon or
 * an enter from the hand plays; it is needed only when the hand holds
 * cards of both players.
 *
 * Legal moves: see tm_psi_state_legal_moves().  The TmGame list holds
 * the turn moves only (no adjustments).
 */
#pragma once

#include "core/tm-game.h"
#include "tm-psi-catalogue.h"
#include "tm-psi-state.h"

G_BEGIN_DECLS

#define TM_PSI_RULES_ERROR (tm_psi_rules_error_quark ())

/* The rules a move can break; the GEnum nick of each is its stable id. */
typedef enum {
  TM_PSI_RULE_WRONG_PHASE,              /*< nick=wrong-phase >*/
  TM_PSI_RULE_CELL_OCCUPIED,            /*< nick=cell-occupied >*/
  TM_PSI_RULE_NO_CARD,                  /*< nick=no-card-there >*/
  TM_PSI_RULE_SUMMON_REQUIRED,          /*< nick=summon-required >*/
  TM_PSI_RULE_SUMMON_ONCE,              /*< nick=summon-once-per-turn >*/
  TM_PSI_RULE_SUMMON_FACE_DOWN,         /*< nick=summon-face-down-card >*/
  TM_PSI_RULE_SUMMON_COLOUR,            /*< nick=summon-colour >*/
  TM_PSI_RULE_POWER_OFF_TRACK,          /*< nick=initial-power-on-track >*/
  TM_PSI_RULE_BEAST_DATA_CONFLICT,      /*< nick=beast-data-conflict >*/
  TM_PSI_RULE_ROSTER_DUPLICATE,         /*< nick=roster-different-beasts >*/
  TM_PSI_RULE_CATALOGUE_MISMATCH,       /*< nick=catalogue-mismatch >*/
  TM_PSI_RULE_QUICK_SUMMON_ONCE,        /*< nick=quick-summon-once-per-turn >*/
  TM_PSI_RULE_HAND_EMPTY,               /*< nick=hand-empty >*/
  TM_PSI_RULE_ATTACKER_FACE_UP,         /*< nick=attacker-face-up >*/
  TM_PSI_RULE_ATTACKER_MASTER,          /*< nick=attacker-own-beast >*/
  TM_PSI_RULE_ATTACKER_ENTERED,         /*< nick=attacker-entered-this-turn >*/
  TM_PSI_RULE_ATTACK_ITSELF,            /*< nick=attack-another-beast >*/
  TM_PSI_RULE_TARGET_FACE_UP,           /*< nick=target-face-up >*/
  TM_PSI_RULE_YELLOW_NO_POWER,          /*< nick=yellow-zone-no-power >*/
  TM_PSI_RULE_NOT_FACE_UP,              /*< nick=effect-needs-face-up >*/
  TM_PSI_RULE_HAND_NEGATIVE,            /*< nick=hand-count-negative >*/
  TM_PSI_RULE_HAND_FULL,                /*< nick=hand-count-limit >*/
  TM_PSI_RULE_GRAVEYARD_EMPTY,          /*< nick=graveyard-empty >*/
  TM_PSI_RULE_MASTER_UNCHANGED,         /*< nick=master-unchanged >*/
  TM_PSI_RULE_HAND_OWNER,               /*< nick=hand-card-owner >*/
  TM_PSI_RULE_HAND_OWNER_NEEDED,        /*< nick=hand-card-owner-needed >*/
} TmPsiRule;

/* The readings of the rules (docs/records.md, "rules").  Revision 1 is
 * Tablemate 0.2.0's: a card returned to the other player's hand became
 * that player's card.  Revision 2 (today's): it stays its owner's. */
#define TM_PSI_RULES_HAND_OWNERS 2
#define TM_PSI_RULES_REVISION    2
/* Tablemate 0.2.0 also ignored a member of a move or of a change it did
 * not know; today's reading refuses it, named. */
#define TM_PSI_RULES_KNOWN_MEMBERS 2

GQuark tm_psi_rules_error_quark (void);

#define TM_TYPE_PSI_GAME (tm_psi_game_get_type ())
G_DECLARE_FINAL_TYPE (TmPsiGame, tm_psi_game, TM, PSI_GAME, TmGame)

const TmPsiState   *tm_psi_game_get_state        (TmPsiGame       *self);
/* What the last move did; NULL before the first move. */
const TmPsiOutcome *tm_psi_game_get_last_outcome (TmPsiGame       *self);

/* A catalogue the moves are checked against (NULL: none, the default;
 * replaying a record never uses one).  Copies share it. */
void                tm_psi_game_set_catalogue    (TmPsiGame       *self,
                                                  TmPsiCatalogue  *catalogue);
TmPsiCatalogue     *tm_psi_game_get_catalogue    (TmPsiGame       *self);

/* How a game ended as replay and the advisor write it ("hands-empty",
 * "no-beasts", "agreement"); NULL while it goes on. */
const char *tm_psi_end_reason_to_string (TmPsiEndReason reason);

/* JSON ↔ move, shared by the CLI, the GUI and the tests.  A move that
 * cannot be read leaves @move half written: not to be read. */
gboolean    tm_psi_move_from_json (JsonObject        *object,
                                   TmPsiMove         *move,
                                   GError           **error);
JsonObject *tm_psi_move_to_json   (const TmPsiMove   *move);

G_END_DECLS
