/* tm-cots-advisor.h — the Children of the Sun advisor (docs/advisor.md)
 *
 * Both queries depend on a player's private cards (their hand, the
 * shield cards they analysed): the caller passes them in, and nothing
 * here is ever stored in a record.
 */
#pragma once

#include "core/tm-advisor.h"
#include "tm-cots-state.h"

G_BEGIN_DECLS

/* The gain of one turn for the player who plays it: +1 when the shield
 * marker advances (one point at the end), +1 when the set-aside card
 * goes to the player's bed (one more card for the attacks). */
guint      tm_cots_advisor_outcome_gain (const TmCotsOutcome *outcome);

/* Every legal placement × rotation × effect of the player to move (siege
 * or analysis) with the cards of @hand, each with its outcome and the
 * opponent's best immediate reply over the cards the player has not
 * seen, two plies deep: each reply followed by the player's best answer
 * with the cards left in @hand.  Ranked by gain − the best net of a reply
 * (its gain minus that answer's) − a tenth of the mean best net per
 * unseen card.  A GPtrArray of
 * TmAdvisorOption, or NULL with a TM_RULES_ERROR when @hand cannot be
 * this player's hand or nobody places a card now. */
GPtrArray *tm_cots_advisor_hand_options (const TmCotsState  *state,
                                         TmCotsCardSet       hand,
                                         GError            **error);

/* One grouping of the extermination planner; attack points are the sum
 * of the three attacks (analyses are not included). */
typedef struct
{
  TmCotsCard groups[TM_COTS_N_GROUPS][2];
  guint64    expected_numerator;   /* expected points × denominator, exactly */
  guint64    denominator;
  double     expected;
  guint      worst;
  guint      best;
} TmCotsPlan;

/* The extermination planner.  @bed holds the player's bed cards,
 * @known the shield cards the player knows (analysed or revealed),
 * indexed by position − 1, TM_COTS_NO_CARD elsewhere; the other
 * positions hold distinct cards of @unseen, every assignment equally
 * likely.  Returns every grouping of the manual's shape (groups that
 * differ only by exchanging cards of the same colour count once) as a
 * GArray of TmCotsPlan, best expected points first (then best worst
 * case), or NULL with a TM_RULES_ERROR for impossible input. */
GArray    *tm_cots_advisor_plan         (TmCotsCardSet       bed,
                                         const TmCotsCard    known[TM_COTS_SHIELD_SIZE],
                                         TmCotsCardSet       unseen,
                                         GError            **error);

/* The plan as JSON: groups, expected (and as a fraction), worst, best. */
JsonNode  *tm_cots_advisor_plan_to_json (const TmCotsPlan   *plan);

G_END_DECLS
