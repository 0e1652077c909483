/* tm-cots-scoring.h — the extermination scoring of Children of the Sun
 *
 * Pure functions shared by the rules (TmCotsState) and by
 * `tablemate-cli score`, which scores a finished game from the cards on
 * the table without any move log.
 */
#pragma once

#include "tm-cots-card.h"
#include "tm-cots-state.h"

G_BEGIN_DECLS

/* One player's side of the table at the end of the game. */
typedef struct
{
  /* Groups 1–3, up to 2 cards each, TM_COTS_NO_CARD for none; filled
   * from group 1 (see tm_cots_groups_check_shape()). */
  TmCotsCard groups[TM_COTS_N_GROUPS][2];
  guint analyses;              /* shield analyses, 0–6: one point each */
  guint set_aside;             /* bed cards left out of the groups */
} TmCotsScoringPlayer;

/* One player's points. */
typedef struct
{
  guint analysis;
  guint attacks[TM_COTS_N_GROUPS];
  guint total;
  guint set_aside;
} TmCotsScore;

/* Points of attack @attack (1–3): Σ over colours of the player's cards of
 * that colour in groups 1..@attack × the shield cards of that colour at
 * the positions revealed by attacks 1..@attack (3,4 then 2,5 then 1,6).
 * Rotation-0 cards count 1.  @shield is indexed by position − 1;
 * TM_COTS_NO_CARD (not revealed) counts nothing. */
guint     tm_cots_attack_points (const TmCotsCard  groups[TM_COTS_N_GROUPS][2],
                                 const TmCotsCard  shield[TM_COTS_SHIELD_SIZE],
                                 guint             attack);

/* The shield positions (1–6) attack @attack (1–3) reveals, lower first. */
void      tm_cots_attack_get_positions (guint attack,
                                        guint positions[2]);

/* Checks that @groups use exactly @n_cards cards (or 6 when there are
 * more) as the manual shapes them: 2+2+2, 2+2+1, 2+2, 2+1, 2, 1 or none,
 * group 1 first.  Returns FALSE with TM_COTS_RULE_GROUP_SHAPE otherwise.
 * A negative @n_cards accepts any of those shapes. */
gboolean  tm_cots_groups_check_shape (const TmCotsCard  groups[TM_COTS_N_GROUPS][2],
                                      int               n_cards,
                                      GError          **error);

/* 0 or 1 for the winner, -1 for a draw: higher total, then more cards
 * set aside. */
int       tm_cots_scoring_get_winner (const TmCotsScore scores[2]);

/* Scores a whole extermination: @shield holds the six shield cards,
 * position 1 (the first player's side) first.  Checks that every card is
 * a real card and appears once among the shield and both players'
 * groups, the group shapes, analyses 0–6, and that cards are set aside
 * only by a player with three full groups.  Fills @scores and @winner
 * (0, 1 or -1 for a draw), or returns FALSE with an error in
 * TM_COTS_RULES_ERROR or TM_RULES_ERROR (INVALID_MOVE). */
gboolean  tm_cots_score_extermination (const TmCotsCard           shield[TM_COTS_SHIELD_SIZE],
                                       const TmCotsScoringPlayer  players[2],
                                       TmCotsScore                scores[2],
                                       int                       *winner,
                                       GError                   **error);

G_END_DECLS
