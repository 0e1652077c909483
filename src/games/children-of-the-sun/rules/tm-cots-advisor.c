/* tm-cots-advisor.c — the Children of the Sun advisor
 *
 * Works on TmCotsState directly: a position is plain data, so trying a
 * move is one struct copy and tm_cots_state_apply(), with no JSON and no
 * allocation per move tried.
 */
#include "config.h"

#include "tm-cots-advisor.h"
#include "tm-cots-text.h"
#include "tm-cots-game.h"
#include "tm-cots-scoring.h"
#include "core/tm-rules-error.h"

#include <glib/gi18n.h>

#define ALL_CARDS ((TmCotsCardSet) 0xffffffffu)

static guint
set_size (TmCotsCardSet set)
{
  return (guint) __builtin_popcount (set);
}

guint
tm_cots_advisor_outcome_gain (const TmCotsOutcome *outcome)
{
  g_return_val_if_fail (outcome != NULL, 0);
  return (outcome->acquired ? 1 : 0) + (outcome->analysed ? 1 : 0);
}

/* The opponent's reply ------------------------------------------------------ */

typedef struct
{
  gboolean   exists;       /* the opponent plays next */
  guint      best_gain;
  double     mean_gain;    /* mean over @pool of the best gain with that card */
  guint      n_cards;      /* cards the opponent might hold */
  guint      n_gaining;    /* of them, those with a gain */
  TmCotsMove best_move;
  TmCotsOutcome best_outcome;
  /* Two plies: the reply, then the player's best answer with the cards
   * left in the hand.  The net of a reply is its gain minus that
   * answer's; with each card the opponent takes the reply of the best
   * net. */
  int        best_net;
  double     mean_net;     /* mean over @pool of the best net with that card */
  TmCotsMove net_move;     /* the reply of the best net, */
  TmCotsMove answer;       /* and the answer to it (card NO_CARD: none) */
  guint      answer_gain;
} Reply;

/* @move played from @state when its card is one of @cards: TRUE with
 * the position after it in @next and what it did in @outcome; FALSE for
 * a move with another card, or one the rules refuse. */
static gboolean
play_from (const TmCotsState *state,
           const TmCotsMove  *move,
           TmCotsCardSet      cards,
           TmCotsState       *next,
           TmCotsOutcome     *outcome)
{
  if (!tm_cots_card_set_contains (cards, move->card))
    return FALSE;
  *next = *state;
  return tm_cots_state_apply (next, move, NULL, outcome, NULL);
}

/* The best gain @mover can make from @state with the cards of @hand, 0
 * when it is not their turn to place a card (or none of @hand can be
 * placed); the move in @answer (card TM_COTS_NO_CARD when none). */
static guint
best_answer (const TmCotsState *state,
             int                mover,
             TmCotsCardSet      hand,
             TmCotsMove        *answer)
{
  g_autoptr(GArray) moves = NULL;
  guint best = 0;

  answer->card = TM_COTS_NO_CARD;
  hand &= ~state->seen;
  if ((state->phase != TM_COTS_PHASE_SIEGE && state->phase != TM_COTS_PHASE_ANALYSIS)
      || state->current_player != mover || hand == 0)
    return 0;
  moves = tm_cots_state_legal_moves (state);
  for (guint i = 0; i < moves->len; i++)
    {
      const TmCotsMove *move = &g_array_index (moves, TmCotsMove, i);
      TmCotsState next;
      TmCotsOutcome outcome;
      guint gain;

      if (!play_from (state, move, hand, &next, &outcome))
        continue;
      gain = tm_cots_advisor_outcome_gain (&outcome);
      if (answer->card == TM_COTS_NO_CARD || gain > best)
        {
          best = gain;
          *answer = *move;
        }
      /* Two is the most a turn gains. */
      if (best == 2)
        break;
    }
  return best;
}

/* The opponent's replies to @state, over the cards of @pool, each with
 * the answer of @mover (holding @hand) to it. */
static void
best_reply (const TmCotsState *state,
            int                mover,
            TmCotsCardSet      pool,
            TmCotsCardSet      hand,
            Reply             *reply)
{
  g_autoptr(GArray) moves = NULL;
  guint best_per_card[TM_COTS_N_CARDS] = { 0 };
  int net_per_card[TM_COTS_N_CARDS] = { 0 };
  gboolean has_net[TM_COTS_N_CARDS] = { FALSE };
  guint total = 0;
  int net_total = 0;
  gboolean have_best = FALSE, have_net = FALSE;

  memset (reply, 0, sizeof *reply);
  if ((state->phase != TM_COTS_PHASE_SIEGE && state->phase != TM_COTS_PHASE_ANALYSIS)
      || state->current_player < 0 || state->current_player == mover)
    return;

  reply->exists = TRUE;
  pool &= ~state->seen;
  reply->n_cards = set_size (pool);
  moves = tm_cots_state_legal_moves (state);
  for (guint i = 0; i < moves->len; i++)
    {
      const TmCotsMove *move = &g_array_index (moves, TmCotsMove, i);
      TmCotsState next;
      TmCotsOutcome outcome;
      TmCotsMove answer;
      guint gain, answer_gain;
      int net;

      if (!play_from (state, move, pool, &next, &outcome))
        continue;
      gain = tm_cots_advisor_outcome_gain (&outcome);
      if (gain > best_per_card[move->card])
        best_per_card[move->card] = gain;
      if (!have_best || gain > reply->best_gain)
        {
          have_best = TRUE;
          reply->best_gain = gain;
          reply->best_move = *move;
          reply->best_outcome = outcome;
        }

      answer_gain = best_answer (&next, mover, hand, &answer);
      net = (int) gain - (int) answer_gain;
      if (!has_net[move->card] || net > net_per_card[move->card])
        {
          has_net[move->card] = TRUE;
          net_per_card[move->card] = net;
        }
      if (!have_net || net > reply->best_net)
        {
          have_net = TRUE;
          reply->best_net = net;
          reply->net_move = *move;
          reply->answer = answer;
          reply->answer_gain = answer_gain;
        }
    }
  for (TmCotsCard c = 0; c < TM_COTS_N_CARDS; c++)
    if (tm_cots_card_set_contains (pool, c))
      {
        total += best_per_card[c];
        net_total += net_per_card[c];
        if (best_per_card[c] > 0)
          reply->n_gaining++;
      }
  reply->mean_gain = reply->n_cards > 0 ? (double) total / reply->n_cards : 0.0;
  reply->mean_net = reply->n_cards > 0 ? (double) net_total / reply->n_cards : 0.0;
  if (!have_best)
    reply->best_move.card = TM_COTS_NO_CARD;
  if (!have_net)
    reply->net_move.card = TM_COTS_NO_CARD;
}

/* Describing an outcome ----------------------------------------------------- */

static JsonNode *
card_node (TmCotsCard card)
{
  JsonNode *node = json_node_new (JSON_NODE_VALUE);

  if (card == TM_COTS_NO_CARD)
    return json_node_init_null (node);
  return json_node_init_string (node, tm_cots_card_to_string (card));
}

static JsonObject *
outcome_to_json (const TmCotsOutcome *outcome)
{
  JsonObject *object = json_object_new ();
  JsonArray *radiant = json_array_new ();
  JsonObject *ghost = json_object_new ();

  json_object_set_string_member (object, "card", tm_cots_card_to_string (outcome->card));
  json_object_set_member (object, "cell", tm_cell_to_json (outcome->cell));
  json_object_set_int_member (object, "turn", outcome->turn);
  json_object_set_string_member (object, "facing_before",
                                 tm_direction_to_string (outcome->facing_before));
  json_object_set_string_member (object, "facing_after",
                                 tm_direction_to_string (outcome->facing_after));
  if (outcome->direct_line >= 0)
    {
      JsonObject *direct = json_object_new ();
      g_autofree char *text = tm_cots_line_describe (outcome->direct_line);

      json_object_set_int_member (direct, "line", outcome->direct_line);
      json_object_set_string_member (direct, "description", text);
      json_object_set_object_member (object, "direct_magic", direct);
    }
  else
    json_object_set_null_member (object, "direct_magic");
  for (guint line = 0; line < TM_COTS_N_LINES; line++)
    if (outcome->radiant_lines & (1u << line))
      {
        JsonObject *entry = json_object_new ();
        g_autofree char *text = tm_cots_line_describe (line);

        json_object_set_int_member (entry, "line", line);
        json_object_set_string_member (entry, "description", text);
        json_array_add_object_element (radiant, entry);
      }
  json_object_set_array_member (object, "radiant_magic", radiant);

  json_object_set_boolean_member (ghost, "moved", outcome->ghost_moved);
  if (outcome->ghost_moved)
    {
      json_object_set_member (ghost, "from", tm_cell_to_json (outcome->ghost_from));
      json_object_set_member (ghost, "to", tm_cell_to_json (outcome->ghost_to));
    }
  json_object_set_object_member (object, "ghost", ghost);

  json_object_set_member (object, "set_aside", card_node (outcome->set_aside));
  if (outcome->set_aside == TM_COTS_NO_CARD)
    json_object_set_null_member (object, "set_aside_to");
  else
    json_object_set_string_member (object, "set_aside_to",
                                   outcome->acquired ? "bed" : "stomach");
  json_object_set_boolean_member (object, "analysed", outcome->analysed);
  json_object_set_int_member (object, "gain", tm_cots_advisor_outcome_gain (outcome));
  return object;
}

/* "Red +2 on the middle right cell, turning one step clockwise,
 * analyse": the move itself, with the effect the player chose when the
 * rules offer a choice. */
static char *
title (const TmCotsMove *move)
{
  GString *text = g_string_new (NULL);
  g_autofree char *card = tm_cots_text_card (move->card);

  if (move->has_turn)
    /* Translators: an advisor option: card, cell and how far the ghost turns. */
    g_string_append_printf (text, _("%s on the %s cell, turning %s"), card,
                            tm_cots_text_cell (move->cell), tm_cots_text_turn (move->turn));
  else
    /* Translators: an advisor option: card and cell. */
    g_string_append_printf (text, _("%s on the %s cell"), card, tm_cots_text_cell (move->cell));
  if (move->effect == TM_COTS_EFFECT_ACQUIRE)
    g_string_append (text, _(", to your bed"));
  else if (move->effect == TM_COTS_EFFECT_ANALYSE)
    g_string_append (text, _(", analyse"));
  return g_string_free (text, FALSE);
}

static char *
explain (const TmCotsOutcome *outcome,
         const Reply         *reply)
{
  GString *text = g_string_new (NULL);
  g_autofree char *card = tm_cots_text_card (outcome->card);
  g_autofree char *aside = tm_cots_text_card (outcome->set_aside);

  g_string_append_printf (text, _("%s on the %s cell, turning %s:"), card,
                          tm_cots_text_cell (outcome->cell), tm_cots_text_turn (outcome->turn));
  if (outcome->direct_line >= 0)
    {
      g_autofree char *line = tm_cots_line_describe (outcome->direct_line);

      g_string_append_c (text, ' ');
      g_string_append_printf (text, _("the direct magic fires on %s;"), line);
    }
  if (outcome->radiant_lines != 0)
    {
      g_string_append_c (text, ' ');
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                                 "the radiant magic fires on %u line;",
                                                 "the radiant magic fires on %u lines;",
                                                 set_size (outcome->radiant_lines)),
                              set_size (outcome->radiant_lines));
    }
  if (outcome->direct_line < 0 && outcome->radiant_lines == 0)
    {
      g_string_append_c (text, ' ');
      g_string_append (text, _("no magic fires;"));
    }
  if (outcome->ghost_moved)
    {
      g_string_append_c (text, ' ');
      g_string_append_printf (text, _("the ghost goes from the %s cell to the %s cell;"),
                              tm_cots_text_cell (outcome->ghost_from),
                              tm_cots_text_cell (outcome->ghost_to));
    }
  if (outcome->set_aside != TM_COTS_NO_CARD)
    {
      g_string_append_c (text, ' ');
      if (outcome->acquired)
        g_string_append_printf (text, _("%s goes to your bed;"), aside);
      else
        g_string_append_printf (text, _("%s goes to the stomach;"), aside);
    }
  if (outcome->analysed)
    {
      g_string_append_c (text, ' ');
      g_string_append (text, _("you analyse the shield;"));
    }
  /* The last separator becomes a full stop. */
  if (text->len > 0 && (text->str[text->len - 1] == ';' || text->str[text->len - 1] == ':'))
    g_string_truncate (text, text->len - 1);
  g_string_append_c (text, '.');
  if (reply->exists)
    {
      g_string_append_c (text, ' ');
      g_string_append_printf (text, _("Your opponent’s best reply gains %u; %u of the %u cards they might hold give them a gain."),
                              reply->best_gain, reply->n_gaining, reply->n_cards);
      g_string_append_c (text, ' ');
      g_string_append_printf (text, _("After your best answer with the cards left in your hand, their best reply nets them %+d."),
                              reply->best_net);
    }
  return g_string_free (text, FALSE);
}

GPtrArray *
tm_cots_advisor_hand_options (const TmCotsState  *state,
                              TmCotsCardSet       hand,
                              GError            **error)
{
  g_autoptr(GPtrArray) options = NULL;
  g_autoptr(GArray) moves = NULL;
  int mover;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if ((state->phase != TM_COTS_PHASE_SIEGE && state->phase != TM_COTS_PHASE_ANALYSIS)
      || state->current_player < 0)
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("Nobody places a card now: the options of a hand are for the siege and the analysis."));
      return NULL;
    }
  mover = state->current_player;
  if (hand == 0)
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("Say which cards are in your hand (--hand R+2,B-1,…)."));
      return NULL;
    }
  if ((hand & state->seen) != 0)
    {
      TmCotsCard c = (TmCotsCard) __builtin_ctz (hand & state->seen);
      g_autofree char *name = tm_cots_text_card (c);

      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("%s cannot be in your hand: it has already been face up."), name);
      return NULL;
    }
  /* The turn starts with a draw (the siege refills the hand to six, the
   * analysis draws one while the deck lasts): the player may already
   * hold those cards. */
  if (set_size (hand) > (state->phase == TM_COTS_PHASE_SIEGE
                         ? MAX (state->hand[mover], 6u)
                         : state->hand[mover] + (state->deck > 0 ? 1u : 0u)))
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("%u cards are more than this player’s hand holds."), set_size (hand));
      return NULL;
    }

  moves = tm_cots_state_legal_moves (state);
  options = g_ptr_array_new_with_free_func ((GDestroyNotify) tm_advisor_option_free);
  for (guint i = 0; i < moves->len; i++)
    {
      const TmCotsMove *move = &g_array_index (moves, TmCotsMove, i);
      TmCotsState next;
      TmCotsOutcome outcome;
      Reply reply;
      g_autoptr(JsonObject) move_json = NULL;
      TmAdvisorOption *option;
      JsonObject *details;
      guint gain;

      if (!play_from (state, move, hand, &next, &outcome))
        continue;

      gain = tm_cots_advisor_outcome_gain (&outcome);
      /* The opponent may hold any card this player has not seen: not
       * face up, not in the rest of this player's hand. */
      best_reply (&next, mover, ALL_CARDS & ~hand, hand & ~((TmCotsCardSet) 1 << move->card),
                  &reply);

      move_json = tm_cots_move_to_json (move);
      option = tm_advisor_option_new (move_json);
      option->score = (double) gain - (reply.exists ? reply.best_net + reply.mean_net / 10.0 : 0.0);
      option->title = title (move);
      option->explanation = explain (&outcome, &reply);

      details = outcome_to_json (&outcome);
      if (reply.exists)
        {
          JsonObject *r = json_object_new ();

          json_object_set_int_member (r, "best_gain", reply.best_gain);
          json_object_set_double_member (r, "mean_gain", reply.mean_gain);
          json_object_set_int_member (r, "cards", reply.n_cards);
          json_object_set_int_member (r, "cards_with_gain", reply.n_gaining);
          if (reply.best_move.card != TM_COTS_NO_CARD && reply.n_cards > 0)
            {
              json_object_set_object_member (r, "example", tm_cots_move_to_json (&reply.best_move));
              json_object_set_object_member (r, "example_outcome", outcome_to_json (&reply.best_outcome));
            }
          {
            JsonObject *two = json_object_new ();

            json_object_set_int_member (two, "best_net", reply.best_net);
            json_object_set_double_member (two, "mean_net", reply.mean_net);
            if (reply.net_move.card != TM_COTS_NO_CARD && reply.n_cards > 0)
              {
                json_object_set_object_member (two, "reply", tm_cots_move_to_json (&reply.net_move));
                if (reply.answer.card != TM_COTS_NO_CARD)
                  json_object_set_object_member (two, "answer", tm_cots_move_to_json (&reply.answer));
                else
                  json_object_set_null_member (two, "answer");
                json_object_set_int_member (two, "answer_gain", reply.answer_gain);
              }
            json_object_set_object_member (r, "two_plies", two);
          }
          json_object_set_object_member (details, "opponent_reply", r);
        }
      else
        json_object_set_null_member (details, "opponent_reply");
      tm_advisor_option_take_details (option, details);
      g_ptr_array_add (options, option);
    }
  return tm_advisor_finish (g_steal_pointer (&options));
}

/* The extermination planner ------------------------------------------------- *
 *
 * Attack a (1–3) scores Σ_colour (the player's cards of that colour in
 * groups 1..a) × (shield cards of that colour in pairs 1..a), so group k
 * and shield pair j (0-based) meet in the attacks max(k, j) + 1 … 3:
 * weight 3 − max(k, j).  Only colours count, so a grouping is its
 * colours per group and an assignment of the shield is the colours of
 * the unknown cards per pair.
 *
 * Expected points: each unknown position holds each unseen card with
 * the same probability 1/U, so by linearity a pair with m unknown
 * positions adds m·u_c/U cards of colour c on average (u_c: unseen cards
 * of that colour).  Multiplied by U this is a whole number, kept exact.
 * Worst and best: every colour filling of the unknown positions that
 * the unseen cards allow, at most 10³ of them. */

#define N_PAIRS TM_COTS_N_GROUPS

static guint
pair_weight (guint k,
             guint j)
{
  return TM_COTS_N_GROUPS - MAX (k, j);
}

typedef struct
{
  guint mine[TM_COTS_N_GROUPS][TM_COTS_N_COLOURS];
} Grouping;

typedef struct
{
  guint h[TM_COTS_N_GROUPS][TM_COTS_N_COLOURS];   /* Σ_j weight(k,j) × pair j's colour count */
} Filling;

/* Fills pair @j's unknown positions with colours (a multiset, colours
 * from @from on), then the next pairs; adds each complete filling. */
static void
list_fillings (const guint  known[N_PAIRS][TM_COTS_N_COLOURS],
               const guint  unknown[N_PAIRS],
               guint        counts[N_PAIRS][TM_COTS_N_COLOURS],
               guint        left[TM_COTS_N_COLOURS],
               guint        j,
               guint        placed,
               guint        from,
               GArray      *fillings)
{
  if (j == N_PAIRS)
    {
      Filling filling;

      for (guint k = 0; k < TM_COTS_N_GROUPS; k++)
        for (guint c = 0; c < TM_COTS_N_COLOURS; c++)
          {
            filling.h[k][c] = 0;
            for (guint p = 0; p < N_PAIRS; p++)
              filling.h[k][c] += pair_weight (k, p) * (known[p][c] + counts[p][c]);
          }
      g_array_append_val (fillings, filling);
      return;
    }
  if (placed == unknown[j])
    {
      list_fillings (known, unknown, counts, left, j + 1, 0, 0, fillings);
      return;
    }
  for (guint c = from; c < TM_COTS_N_COLOURS; c++)
    {
      if (left[c] == 0)
        continue;
      left[c]--;
      counts[j][c]++;
      list_fillings (known, unknown, counts, left, j, placed + 1, c, fillings);
      counts[j][c]--;
      left[c]++;
    }
}

typedef struct
{
  TmCotsCardSet bed;
  guint sizes[TM_COTS_N_GROUPS];
  guint bed_colours[TM_COTS_N_COLOURS];
  guint64 expected_h[TM_COTS_N_GROUPS][TM_COTS_N_COLOURS];  /* × U */
  guint64 denominator;
  GArray *fillings;
  GArray *plans;
} PlanSearch;

static TmCotsCard
take_card (TmCotsCardSet *available,
           guint          colour)
{
  for (TmCotsCard card = 0; card < TM_COTS_N_CARDS; card++)
    if (tm_cots_card_set_contains (*available, card)
        && (guint) tm_cots_card_get_colour (card) == colour)
      {
        *available &= ~tm_cots_card_set_add (0, card);
        return card;
      }
  g_assert_not_reached ();
  return TM_COTS_NO_CARD;
}

static void
finish_plan (PlanSearch     *search,
             const Grouping *grouping)
{
  TmCotsPlan plan;
  TmCotsCardSet available = search->bed;
  guint64 numerator = 0;

  for (guint k = 0; k < TM_COTS_N_GROUPS; k++)
    {
      guint n = 0;

      plan.groups[k][0] = plan.groups[k][1] = TM_COTS_NO_CARD;
      for (guint c = 0; c < TM_COTS_N_COLOURS; c++)
        {
          for (guint i = 0; i < grouping->mine[k][c]; i++)
            plan.groups[k][n++] = take_card (&available, c);
          numerator += grouping->mine[k][c] * search->expected_h[k][c];
        }
    }

  plan.worst = G_MAXUINT;
  plan.best = 0;
  for (guint f = 0; f < search->fillings->len; f++)
    {
      const Filling *filling = &g_array_index (search->fillings, Filling, f);
      guint points = 0;

      for (guint k = 0; k < TM_COTS_N_GROUPS; k++)
        for (guint c = 0; c < TM_COTS_N_COLOURS; c++)
          points += grouping->mine[k][c] * filling->h[k][c];
      plan.worst = MIN (plan.worst, points);
      plan.best = MAX (plan.best, points);
    }
  plan.expected_numerator = numerator;
  plan.denominator = search->denominator;
  plan.expected = (double) numerator / (double) search->denominator;
  g_array_append_val (search->plans, plan);
}

/* Chooses the colours of group @k (a multiset of sizes[k], colours from
 * @from on), then of the next groups. */
static void
list_groupings (PlanSearch *search,
                Grouping   *grouping,
                guint       k,
                guint       placed,
                guint       from)
{
  if (k == TM_COTS_N_GROUPS)
    {
      finish_plan (search, grouping);
      return;
    }
  if (placed == search->sizes[k])
    {
      list_groupings (search, grouping, k + 1, 0, 0);
      return;
    }
  for (guint c = from; c < TM_COTS_N_COLOURS; c++)
    {
      if (search->bed_colours[c] == 0)
        continue;
      search->bed_colours[c]--;
      grouping->mine[k][c]++;
      list_groupings (search, grouping, k, placed + 1, c);
      grouping->mine[k][c]--;
      search->bed_colours[c]++;
    }
}

static int
compare_plans (gconstpointer a,
               gconstpointer b)
{
  const TmCotsPlan *x = a;
  const TmCotsPlan *y = b;

  /* Same denominator for every plan of a search. */
  if (x->expected_numerator != y->expected_numerator)
    return x->expected_numerator > y->expected_numerator ? -1 : 1;
  if (x->worst != y->worst)
    return x->worst > y->worst ? -1 : 1;
  if (x->best != y->best)
    return x->best > y->best ? -1 : 1;
  return memcmp (x->groups, y->groups, sizeof x->groups);
}

GArray *
tm_cots_advisor_plan (TmCotsCardSet     bed,
                      const TmCotsCard  known[TM_COTS_SHIELD_SIZE],
                      TmCotsCardSet     unseen,
                      GError          **error)
{
  PlanSearch search = { .bed = bed };
  guint known_pairs[N_PAIRS][TM_COTS_N_COLOURS] = { { 0 } };
  guint unknown[N_PAIRS] = { 0 };
  guint counts[N_PAIRS][TM_COTS_N_COLOURS] = { { 0 } };
  guint unseen_colours[TM_COTS_N_COLOURS] = { 0 };
  guint left[TM_COTS_N_COLOURS];
  guint n_unknown = 0, n_unseen = set_size (unseen), n_bed = 0;
  TmCotsCardSet known_set = 0;
  Grouping grouping = { { { 0 } } };

  g_return_val_if_fail (known != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  for (guint j = 0; j < N_PAIRS; j++)
    {
      guint positions[2];

      tm_cots_attack_get_positions (j + 1, positions);
      for (guint i = 0; i < 2; i++)
        {
          TmCotsCard card = known[positions[i] - 1];

          if (card == TM_COTS_NO_CARD)
            {
              unknown[j]++;
              n_unknown++;
              continue;
            }
          if (card < 0 || card >= TM_COTS_N_CARDS
              || tm_cots_card_set_contains (known_set, card)
              || tm_cots_card_set_contains (bed, card)
              || tm_cots_card_set_contains (unseen, card))
            {
              g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                           _("The shield card at position %u cannot be there: every card exists once, and a shield card is neither in a bed nor unseen."),
                           positions[i]);
              return NULL;
            }
          known_set = tm_cots_card_set_add (known_set, card);
          known_pairs[j][tm_cots_card_get_colour (card)]++;
        }
    }
  if ((bed & unseen) != 0)
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("A bed card has been seen by its owner, so it cannot be among the unseen cards."));
      return NULL;
    }
  if (n_unknown > n_unseen)
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("%u shield positions are unknown but only %u cards are unseen."),
                   n_unknown, n_unseen);
      return NULL;
    }

  for (TmCotsCard card = 0; card < TM_COTS_N_CARDS; card++)
    {
      if (tm_cots_card_set_contains (unseen, card))
        unseen_colours[tm_cots_card_get_colour (card)]++;
      if (tm_cots_card_set_contains (bed, card))
        {
          search.bed_colours[tm_cots_card_get_colour (card)]++;
          n_bed++;
        }
    }

  {
    guint rest = MIN (n_bed, 2 * TM_COTS_N_GROUPS);

    for (guint k = 0; k < TM_COTS_N_GROUPS; k++)
      {
        search.sizes[k] = MIN (rest, 2);
        rest -= search.sizes[k];
      }
  }

  search.denominator = n_unknown > 0 ? n_unseen : 1;
  for (guint k = 0; k < TM_COTS_N_GROUPS; k++)
    for (guint c = 0; c < TM_COTS_N_COLOURS; c++)
      for (guint j = 0; j < N_PAIRS; j++)
        search.expected_h[k][c] += pair_weight (k, j)
          * ((guint64) known_pairs[j][c] * search.denominator
             + (n_unknown > 0 ? (guint64) unknown[j] * unseen_colours[c] : 0));

  memcpy (left, unseen_colours, sizeof left);
  search.fillings = g_array_new (FALSE, FALSE, sizeof (Filling));
  list_fillings ((const guint (*)[TM_COTS_N_COLOURS]) known_pairs, unknown, counts, left,
                 0, 0, 0, search.fillings);

  search.plans = g_array_new (FALSE, FALSE, sizeof (TmCotsPlan));
  list_groupings (&search, &grouping, 0, 0, 0);
  g_array_unref (search.fillings);

  g_array_sort (search.plans, compare_plans);
  return search.plans;
}

JsonNode *
tm_cots_advisor_plan_to_json (const TmCotsPlan *plan)
{
  JsonNode *root = json_node_new (JSON_NODE_OBJECT);
  JsonObject *object = json_object_new ();
  JsonArray *groups = json_array_new ();
  g_autofree char *fraction = NULL;

  for (guint k = 0; k < TM_COTS_N_GROUPS; k++)
    {
      JsonArray *group = json_array_new ();

      for (guint i = 0; i < 2; i++)
        if (plan->groups[k][i] != TM_COTS_NO_CARD)
          json_array_add_string_element (group, tm_cots_card_to_string (plan->groups[k][i]));
      json_array_add_array_element (groups, group);
    }
  json_object_set_array_member (object, "groups", groups);
  json_object_set_double_member (object, "expected", plan->expected);
  fraction = g_strdup_printf ("%" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT,
                              plan->expected_numerator, plan->denominator);
  json_object_set_string_member (object, "expected_fraction", fraction);
  json_object_set_int_member (object, "worst", plan->worst);
  json_object_set_int_member (object, "best", plan->best);
  json_node_take_object (root, object);
  return root;
}
