/* tm-sisters-game.h — Planetary Sisters behind the TmGame interface
 *
 * Moves in JSON (docs/records.md):
 *   {"type":"field","cards":[5,17,23],"parent":0}      the field dealt at set-up
 *   {"type":"turn","used":12,"taken":17}               a turn: used card, taken card
 *   {"type":"reveal","player":0,"cards":[27,11,19]}    end: hand cards shown
 *   {"type":"emblems","cards":{"27":{"PLANT":2}},
 *    "kinds":[{"id":"STAR","name":"Star","class":"pointed"}]}
 * Ranks are numbers 1–36.  "parent" is needed on a field move only when
 * the options have no "first_parent"; "player" is optional for "turn"
 * (checked when present) and required for "reveal".  A field or reveal
 * move may carry any number of the cards still to come; the legal-move
 * list offers them one at a time.  Emblems may be entered at any time
 * before the end; the game ends when every scored card has them.
 *
 * Options: "first_parent" (0-based player index), and a catalogue
 * snapshot: "kinds" (kinds players added) and "cards" (rank → emblems).
 */
#pragma once

#include "core/tm-game.h"
#include "tm-sisters-state.h"

G_BEGIN_DECLS

#define TM_SISTERS_RULES_ERROR (tm_sisters_rules_error_quark ())

/* The rules a move can break; the GEnum nick of each is its stable id. */
typedef enum {
  TM_SISTERS_RULE_UNKNOWN_RANK,          /*< nick=unknown-rank >*/
  TM_SISTERS_RULE_WRONG_PHASE,           /*< nick=wrong-phase >*/
  TM_SISTERS_RULE_PARENT_REQUIRED,       /*< nick=first-parent-required >*/
  TM_SISTERS_RULE_PARENT_MISMATCH,       /*< nick=first-parent-mismatch >*/
  TM_SISTERS_RULE_FIELD_SIZE,            /*< nick=field-size >*/
  TM_SISTERS_RULE_CARD_REPEATED,         /*< nick=card-repeated >*/
  TM_SISTERS_RULE_CARD_KNOWN_ELSEWHERE,  /*< nick=card-known-elsewhere >*/
  TM_SISTERS_RULE_TAKEN_NOT_ON_FIELD,    /*< nick=taken-not-on-field >*/
  TM_SISTERS_RULE_HAND_ALL_KNOWN,        /*< nick=hand-holds-only-known-cards >*/
  TM_SISTERS_RULE_REVEAL_COUNT,          /*< nick=reveal-count >*/
  TM_SISTERS_RULE_EMBLEMS_KNOWN,         /*< nick=emblems-already-entered >*/
  TM_SISTERS_RULE_UNKNOWN_KIND,          /*< nick=unknown-kind >*/
  TM_SISTERS_RULE_KIND_DEFINITION,       /*< nick=kind-definition >*/
  TM_SISTERS_RULE_NO_EMBLEM,             /*< nick=card-without-emblem >*/
  TM_SISTERS_RULE_CROWN_ALONE,           /*< nick=crown-alone >*/
  TM_SISTERS_RULE_POINTED_REPEATED,      /*< nick=pointed-repeated >*/
  TM_SISTERS_RULE_MULTI_KIND_ROUND,      /*< nick=multi-kind-needs-round >*/
  TM_SISTERS_RULE_POINTED_PAIR,          /*< nick=pointed-with-one-round >*/
  TM_SISTERS_RULE_EMBLEM_COUNT,          /*< nick=emblem-count-over-deck >*/
} TmSistersRule;

/* The readings of the rules (docs/records.md, "rules").  Revision 1 is
 * Tablemate 0.2.0's: a member of a move it did not know was ignored.
 * Revision 2 (today's) refuses it, named. */
#define TM_SISTERS_RULES_KNOWN_MEMBERS 2
#define TM_SISTERS_RULES_REVISION      2

GQuark tm_sisters_rules_error_quark (void);

#define TM_TYPE_SISTERS_GAME (tm_sisters_game_get_type ())
G_DECLARE_FINAL_TYPE (TmSistersGame, tm_sisters_game, TM, SISTERS_GAME, TmGame)

const TmSistersState *tm_sisters_game_get_state (TmSistersGame *self);

/* JSON → moves.  One JSON move may stand for several state moves (an
 * "emblems" move with several cards); they are appended to @moves (a
 * GArray of TmSistersMove).  Kinds an "emblems" move defines are added to
 * @table, which also resolves kind ids: pass a copy of the position's
 * table.  FALSE with @error for a move that is not one of this game (or
 * names an unknown kind or an impossible card). */
gboolean    tm_sisters_move_from_json (JsonObject                *object,
                                       TmSistersCardTable        *table,
                                       GArray                    *moves,
                                       GError                   **error);
/* The JSON of one state move; @table names the kinds of an emblems move. */
JsonObject *tm_sisters_move_to_json   (const TmSistersMove       *move,
                                       const TmSistersCardTable  *table);

G_END_DECLS
