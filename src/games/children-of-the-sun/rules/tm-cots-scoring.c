/* tm-cots-scoring.c — the extermination scoring of Children of the Sun */
#include "config.h"

#include "tm-cots-scoring.h"
#include "tm-cots-text.h"
#include "tm-cots-game.h"
#include "core/tm-plain-game.h"
#include "core/tm-rules-error.h"

#include <glib/gi18n.h>
#include <string.h>

/* Attack k reveals the k-th pair from the centre of the shield. */
static const guint attack_positions[TM_COTS_N_GROUPS][2] = {
  { 3, 4 }, { 2, 5 }, { 1, 6 },
};

void
tm_cots_attack_get_positions (guint attack,
                              guint positions[2])
{
  g_return_if_fail (attack >= 1 && attack <= TM_COTS_N_GROUPS);

  positions[0] = attack_positions[attack - 1][0];
  positions[1] = attack_positions[attack - 1][1];
}

static gboolean
is_card (TmCotsCard card)
{
  return card >= 0 && card < TM_COTS_N_CARDS;
}

guint
tm_cots_attack_points (const TmCotsCard groups[TM_COTS_N_GROUPS][2],
                       const TmCotsCard shield[TM_COTS_SHIELD_SIZE],
                       guint            attack)
{
  guint mine[TM_COTS_N_COLOURS] = { 0 };
  guint ghost[TM_COTS_N_COLOURS] = { 0 };
  guint points = 0;

  g_return_val_if_fail (attack >= 1 && attack <= TM_COTS_N_GROUPS, 0);

  /* Earlier groups and shield cards stay revealed and score again. */
  for (guint k = 0; k < attack; k++)
    for (guint i = 0; i < 2; i++)
      {
        TmCotsCard card = groups[k][i];
        TmCotsCard shield_card = shield[attack_positions[k][i] - 1];

        if (is_card (card))
          mine[tm_cots_card_get_colour (card)]++;
        if (is_card (shield_card))
          ghost[tm_cots_card_get_colour (shield_card)]++;
      }

  for (guint c = 0; c < TM_COTS_N_COLOURS; c++)
    points += mine[c] * ghost[c];
  return points;
}

static guint
group_size (const TmCotsCard group[2])
{
  return (is_card (group[0]) ? 1 : 0) + (is_card (group[1]) ? 1 : 0);
}

/* The sizes the manual asks for with @n_cards in the bed. */
static void
expected_sizes (guint n_cards,
                guint sizes[TM_COTS_N_GROUPS])
{
  guint left = MIN (n_cards, 2 * TM_COTS_N_GROUPS);

  for (guint k = 0; k < TM_COTS_N_GROUPS; k++)
    {
      sizes[k] = MIN (left, 2);
      left -= sizes[k];
    }
}

static char *
sizes_to_string (const guint sizes[TM_COTS_N_GROUPS])
{
  GString *text = g_string_new (NULL);

  for (guint k = 0; k < TM_COTS_N_GROUPS; k++)
    {
      if (sizes[k] == 0)
        break;
      if (k > 0)
        g_string_append (text, " + ");
      g_string_append_printf (text, "%u", sizes[k]);
    }
  if (text->len == 0)
    g_string_append (text, "0");
  return g_string_free (text, FALSE);
}

gboolean
tm_cots_groups_check_shape (const TmCotsCard   groups[TM_COTS_N_GROUPS][2],
                            int                n_cards,
                            GError           **error)
{
  guint given[TM_COTS_N_GROUPS];
  guint wanted[TM_COTS_N_GROUPS];
  guint total = 0;
  g_autofree char *given_text = NULL;
  g_autofree char *wanted_text = NULL;

  for (guint k = 0; k < TM_COTS_N_GROUPS; k++)
    {
      given[k] = group_size (groups[k]);
      total += given[k];
    }

  expected_sizes (n_cards >= 0 ? (guint) n_cards : total, wanted);
  if (memcmp (given, wanted, sizeof given) == 0)
    return TRUE;

  given_text = sizes_to_string (given);
  wanted_text = sizes_to_string (wanted);
  if (n_cards < 0)
    g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_GROUP_SHAPE,
                 _("Groups are filled from group 1 with 2 cards each; only the "
                   "last group may hold a single card.  These groups hold %s "
                   "cards."), given_text);
  else if (n_cards == 0)
    g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_GROUP_SHAPE,
                 _("With an empty bed there are no groups to form: give no "
                   "cards."));
  else if (n_cards > 2 * TM_COTS_N_GROUPS)
    g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_GROUP_SHAPE,
                 _("With %d cards in the bed, use exactly 6 of them as three "
                   "groups of 2 cards and set the other %d aside; these "
                   "groups hold %s cards."),
                 n_cards, n_cards - 2 * TM_COTS_N_GROUPS, given_text);
  /* Two different sentences, not plural forms of one. */
  else if (n_cards == 1)
    g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_GROUP_SHAPE,
                 _("With one card in the bed, group 1 must hold it alone "
                   "(%s card), not %s cards."),
                 wanted_text, given_text);
  else
    g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_GROUP_SHAPE,
                 _("With %d cards in the bed, use all of them, filling "
                   "group 1 first: groups of %s cards, not %s."),
                 n_cards, wanted_text, given_text);
  return FALSE;
}

int
tm_cots_scoring_get_winner (const TmCotsScore scores[2])
{
  if (scores[0].total != scores[1].total)
    return scores[0].total > scores[1].total ? 0 : 1;
  /* Tie: the manual favours whoever left more cards out of the groups. */
  if (scores[0].set_aside != scores[1].set_aside)
    return scores[0].set_aside > scores[1].set_aside ? 0 : 1;
  return -1;
}

/* A score sheet has no names: its players are counted from 1, as the
 * sheet's other messages count them ("Player 2 has “analyses” 7"). */
static char *
player_name (guint player)
{
  /* Translators: a player whose name is not known, counted from 1. */
  return g_strdup_printf (_("Player %u"), player + 1);
}

gboolean
tm_cots_score_extermination (const TmCotsCard           shield[TM_COTS_SHIELD_SIZE],
                             const TmCotsScoringPlayer  players[2],
                             TmCotsScore                scores[2],
                             int                       *winner,
                             GError                   **error)
{
  TmCotsCardSet used = 0;
  guint beds = 0;

  g_return_val_if_fail (shield != NULL && players != NULL && scores != NULL, FALSE);

  for (guint i = 0; i < TM_COTS_SHIELD_SIZE; i++)
    {
      if (!is_card (shield[i]))
        return tm_rules_error_refuse (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                                      _("Shield position %u has no card: the ghost's shield "
                                        "holds six cards."), i + 1);
      if (tm_cots_card_set_contains (used, shield[i]))
        {
          g_autofree char *name = tm_cots_text_card (shield[i]);

          return tm_rules_error_refuse (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_CARD_ALREADY_SEEN,
                                        _("%s appears twice in the ghost's shield: every card "
                                          "exists only once."), name);
        }
      used = tm_cots_card_set_add (used, shield[i]);
    }

  for (guint p = 0; p < 2; p++)
    {
      const TmCotsScoringPlayer *player = &players[p];
      g_autofree char *who = player_name (p);
      guint n_cards = 0;

      if (player->analyses > TM_COTS_MAX_ANALYSES)
        return tm_rules_error_refuse (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                                      _("%s analysed the shield %u times, but a player can "
                                        "analyse it at most 6 times."),
                                      who, player->analyses);

      for (guint k = 0; k < TM_COTS_N_GROUPS; k++)
        for (guint i = 0; i < 2; i++)
          {
            TmCotsCard card = player->groups[k][i];

            if (card == TM_COTS_NO_CARD)
              continue;
            if (!is_card (card))
              return tm_rules_error_refuse (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_UNKNOWN_CARD,
                                            _("Group %u of %s holds something that is not a "
                                              "card."), k + 1, who);
            if (tm_cots_card_set_contains (used, card))
              {
                g_autofree char *name = tm_cots_text_card (card);

                g_set_error (error, TM_COTS_RULES_ERROR,
                             TM_COTS_RULE_CARD_ALREADY_SEEN,
                             _("%s appears twice among the shield and the "
                               "groups: every card exists only once."), name);
                return FALSE;
              }
            used = tm_cots_card_set_add (used, card);
            n_cards++;
          }

      if (!tm_cots_groups_check_shape (player->groups, -1, error))
        return FALSE;
      if (player->set_aside > 0 && n_cards < 2 * TM_COTS_N_GROUPS)
        return tm_rules_error_refuse (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_GROUP_SHAPE,
                                      _("%s set cards aside but formed fewer than three "
                                        "groups of 2: cards are set aside only when the bed "
                                        "holds more than 6."), who);
      beds += n_cards + player->set_aside;
    }

  /* One card leaves the field per analysis turn: 18 at most in the beds. */
  if (beds > TM_COTS_ANALYSIS_TURNS)
    return tm_rules_error_refuse (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                                  _("The two beds hold %u cards in all, but the ghost sets "
                                    "aside only 18 cards in a game."), beds);

  for (guint p = 0; p < 2; p++)
    {
      TmCotsScore *score = &scores[p];

      score->analysis = players[p].analyses;
      score->total = score->analysis;
      for (guint k = 0; k < TM_COTS_N_GROUPS; k++)
        {
          score->attacks[k] = tm_cots_attack_points (players[p].groups, shield, k + 1);
          score->total += score->attacks[k];
        }
      score->set_aside = players[p].set_aside;
    }
  if (winner != NULL)
    *winner = tm_cots_scoring_get_winner (scores);
  return TRUE;
}
