/* tm-utena-game.h — Tsuki no Utena behind the TmGame interface
 *
 * Moves in JSON (docs/records.md); a card is an array of icon names
 * (tm-utena-icons.h):
 *   {"type":"desire","card":["blue","snake","group-white","group-red"],"hidden":["navy"]}
 *   {"type":"plan","practitioner":1}                       1 player: round start
 *   {"type":"reinforce"}                                   before a turn, round 2+
 *   {"type":"pair","cards":[[…],[…]]}                      an altar's first turn
 *   {"type":"exchange","cards":[[own pair card],[other card]]}
 *   {"type":"pass"}                                        never legal (says why)
 * "altar" (0-based) and "player" (0-based) may be added to the last four
 * and are then checked against the altar whose turn it is.
 *
 * Options: {"cards":{"practitioners":[[…],…],"desires":[[…],…]}} — the
 * cards the players have entered before (the card memory), so that the
 * legal move list can offer them.  Optional.
 */
#pragma once

#include "core/tm-game.h"
#include "tm-utena-state.h"

G_BEGIN_DECLS

#define TM_UTENA_RULES_ERROR (tm_utena_rules_error_quark ())

/* The rules a move can break; the GEnum nick of each is its stable id. */
typedef enum {
  TM_UTENA_RULE_UNKNOWN_ICON,             /*< nick=unknown-icon >*/
  TM_UTENA_RULE_BAD_CARD,                 /*< nick=bad-card >*/
  TM_UTENA_RULE_WRONG_PHASE,              /*< nick=wrong-phase >*/
  TM_UTENA_RULE_WRONG_ALTAR,              /*< nick=wrong-altar >*/
  TM_UTENA_RULE_DESIRE_ALREADY_LAID,      /*< nick=desire-already-laid >*/
  TM_UTENA_RULE_FIRST_DESIRE_HIDES_NOTHING, /*< nick=first-desire-hides-nothing >*/
  TM_UTENA_RULE_HIDDEN_COUNT,             /*< nick=hidden-count >*/
  TM_UTENA_RULE_HIDDEN_NOT_VISIBLE,       /*< nick=hidden-not-visible >*/
  TM_UTENA_RULE_PAIR_FIRST,               /*< nick=pair-first >*/
  TM_UTENA_RULE_PAIR_ALREADY_PLAYED,      /*< nick=pair-already-played >*/
  TM_UTENA_RULE_PAIR_TWO_CARDS,           /*< nick=pair-two-cards >*/
  TM_UTENA_RULE_EXCHANGE_REQUIRED,        /*< nick=exchange-required >*/
  TM_UTENA_RULE_EXCHANGE_WITHIN_PAIR,     /*< nick=exchange-within-pair >*/
  TM_UTENA_RULE_EXCHANGE_HAND_OTHER_PAIR, /*< nick=exchange-hand-with-other-pair >*/
  TM_UTENA_RULE_EXCHANGE_TWO_OTHER_PAIRS, /*< nick=exchange-two-other-pairs >*/
  TM_UTENA_RULE_EXCHANGE_OWN_PAIR,        /*< nick=exchange-own-pair >*/
  TM_UTENA_RULE_CARD_NOT_IN_HAND,         /*< nick=card-not-in-hand >*/
  TM_UTENA_RULE_CARD_ELSEWHERE,           /*< nick=card-elsewhere >*/
  TM_UTENA_RULE_REINFORCE_ROUND_ONE,      /*< nick=reinforce-round-one >*/
  TM_UTENA_RULE_REINFORCE_NO_RESERVE,     /*< nick=reinforce-no-reserve >*/
  TM_UTENA_RULE_REINFORCE_ONCE_PER_ROUND, /*< nick=reinforce-once-per-round >*/
  TM_UTENA_RULE_REINFORCE_BEFORE_TURN,    /*< nick=reinforce-before-turn >*/
  TM_UTENA_RULE_REINFORCE_SOLO,           /*< nick=reinforce-solo >*/
  TM_UTENA_RULE_DESIRE_COMMON_ICON_NOT_HIDDEN, /*< nick=desire-common-icon-not-hidden >*/
  TM_UTENA_RULE_DESIRE_NOT_ONE_COMMON_ICON, /*< nick=desire-not-one-common-icon >*/
  TM_UTENA_RULE_SUN_WITH_ITS_TOOL,        /*< nick=sun-with-tool-of-its-colour >*/
} TmUtenaRule;

/* The readings of the rules (docs/records.md, "rules").  Revision 1 is
 * Tablemate 0.2.0's: a desire card needed not share exactly one icon
 * with the card below nor hide it, and a practitioner card could show a
 * sun with a tool of its colour.  Revision 2 (today's) follows the
 * manual on both. */
#define TM_UTENA_RULES_COVERED_ICON 2
#define TM_UTENA_RULES_REVISION     2
/* Tablemate 0.2.0 also ignored a member of a move it did not know;
 * today's reading refuses it, named. */
#define TM_UTENA_RULES_KNOWN_MEMBERS 2

GQuark tm_utena_rules_error_quark (void);

#define TM_TYPE_UTENA_GAME (tm_utena_game_get_type ())
G_DECLARE_FINAL_TYPE (TmUtenaGame, tm_utena_game, TM, UTENA_GAME, TmGame)

const TmUtenaState   *tm_utena_game_get_state        (TmUtenaGame  *self);
/* What the last move did; NULL before the first move. */
const TmUtenaOutcome *tm_utena_game_get_last_outcome (TmUtenaGame  *self);

/* JSON ↔ move, shared by the CLI, the GUI and the tests. */
gboolean    tm_utena_move_from_json (JsonObject          *object,
                                     TmUtenaMove         *move,
                                     GError             **error);
JsonObject *tm_utena_move_to_json   (const TmUtenaMove   *move);

/* Reads the "cards" option ({"practitioners":[…],"desires":[…]}) into
 * @state's known cards; shared with the card memory's file format. */
gboolean    tm_utena_read_card_lists (JsonObject         *object,
                                      TmUtenaCard        *practitioners,
                                      guint              *n_practitioners,
                                      TmUtenaDesire      *desires,
                                      guint              *n_desires,
                                      GError            **error);

G_END_DECLS
