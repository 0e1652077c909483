/* tm-sisters-advisor.h — the Planetary Sisters advisor (docs/advisor.md) */
#pragma once

#include "core/tm-advisor.h"
#include "tm-sisters-state.h"

G_BEGIN_DECLS

/* The score @player would have if the game ended now, counting only the
 * cards now known to be theirs and whose emblems are known: with 3–4
 * players the house and the cards known in the hand (a revealed hand
 * becomes the house), harvested by the field; with 2 players the house,
 * harvested by the field, the keepers and the cards known in the hand
 * (a revealed hand becomes keeper cards). */
guint      tm_sisters_advisor_known_score   (const TmSistersState *state,
                                             guint                 player);

/* Every (used card, taken card) choice of the player whose turn it is.
 * Each says, when the choice ends the round, the parent change the
 * rules make under the current condition (and how it was decided);
 * otherwise the pair's difference, the later turns deciding.  And the
 * change of tm_sisters_advisor_known_score() if the game ended with the
 * choice made: the taken card known in the player's hand (or house,
 * rounds 5–8 with two players), the used card no longer in it, and the
 * field without the taken card but with the used one.  Ranked by that
 * change.  NULL with a TM_RULES_ERROR when nobody plays a turn now.
 * The texts name the players by @players (the record's order; NULL:
 * "Player 2"). */
GPtrArray *tm_sisters_advisor_turn_options  (const TmSistersState *state,
                                             const char * const   *players,
                                             GError              **error);

/* Outside the rounds (the field being dealt, the hands revealed, the
 * emblems entered: information rather than choices), every move the
 * legal list offers with every player's tm_sisters_advisor_known_score()
 * before and after ("known_scores").  A reveal is ranked by its player's
 * change minus the best change of the others; the field and emblems
 * keep the rules' order (score 0).  NULL in the rounds and at the end.
 * The titles name the players by @players, as above. */
GPtrArray *tm_sisters_advisor_entry_options (const TmSistersState *state,
                                             const char * const   *players);

/* The end of a game, as scored: each player's house (and keeper cards
 * with two players) and the field. */
typedef struct
{
  guint            n_players;
  TmSistersCardSet house[TM_SISTERS_MAX_PLAYERS];
  TmSistersCardSet keepers[TM_SISTERS_MAX_PLAYERS];
  TmSistersCardSet field;
} TmSistersFinalTable;

/* The table of a finished game; FALSE before the end. */
gboolean   tm_sisters_advisor_final_table   (const TmSistersState *state,
                                             TmSistersFinalTable  *table);

/* The table and the emblems of a score sheet (tablemate-cli score:
 * tm-sisters-score-sheet.h), for the "what if" of a game played without
 * Tablemate; FALSE with @error when the sheet cannot be scored. */
gboolean   tm_sisters_advisor_final_table_from_sheet (JsonObject          *sheet,
                                                      TmSistersCardTable  *cards,
                                                      TmSistersFinalTable *table,
                                                      GError             **error);

/* One field card swapped for a rank that was out of the game. */
typedef struct
{
  guint8  field_card;                        /* on the field */
  guint8  instead;                           /* in its place */
  guint   scores[TM_SISTERS_MAX_PLAYERS];    /* every player's total then */
  guint   winners;                           /* bit per player: the top totals */
  gboolean changes_winners;                  /* not the game's winners */
} TmSistersWhatIf;

/* "What if": for each field card and each rank that could have been on
 * the field instead (in no house, keeper cards or field, and with its
 * emblems in @cards), every player's score and the winners with that
 * card in its place, by the scoring functions.  A GArray of
 * TmSistersWhatIf, by field card then rank; NULL with a TM_RULES_ERROR
 * when a scored card has no emblems in @cards. */
GArray    *tm_sisters_advisor_what_if       (const TmSistersCardTable  *cards,
                                             const TmSistersFinalTable *table,
                                             GError                   **error);

/* {"query": "what-if", "scores", "winners", "candidates", "swaps":
 * [{"field_card", "instead", "scores", "winners", "changes_winners",
 * "gain_the_win", "lose_the_win", "title", "explanation"}, …],
 * "changing": [the swaps that change the winners], "explanation"}.
 * The explanations name the winners by @players (the record's order),
 * or by number when @players is NULL (a score sheet names nobody). */
JsonNode  *tm_sisters_advisor_what_if_to_json (const TmSistersCardTable  *cards,
                                               const TmSistersFinalTable *table,
                                               GArray                    *swaps,
                                               const char * const        *players);

G_END_DECLS
