/* test-cots-advisor.c — the Children of the Sun advisor against brute force
 *
 * The hand options are checked against every move the rules accept,
 * found by trying every card × cell × turn × effect on a copy of the
 * position; the extermination planner against an exhaustive enumeration
 * of every grouping (found by putting each bed card in each group and
 * keeping the shapes the rules accept) and every assignment of unseen
 * cards to the unknown shield positions, scored with the rules'
 * tm_cots_attack_points().  Latencies are printed in the log.
 */
#include "cots-test-util.h"

#include "games/children-of-the-sun/rules/tm-cots-advisor.h"
#include "../../../core/advisor-titles.h"
#include "../../../core/test-scale.h"
#include "core-test-programs.h"

/* Brute force: hand options ------------------------------------------------- */

/* Calls @visit with each position a placement of @c makes from @state
 * and its outcome, trying every encoding of a placement (cell × turn ×
 * effect); returns how many were accepted. */
typedef void (*PlacementFunc) (const TmCotsState   *next,
                               const TmCotsOutcome *outcome,
                               gpointer             data);

static guint
brute_placements (const TmCotsState *state,
                  TmCotsCard         c,
                  PlacementFunc      visit,
                  gpointer           data)
{
  guint accepted = 0;

  for (int r = 0; r < TM_COTS_SIZE; r++)
    for (int col = 0; col < TM_COTS_SIZE; col++)
      for (int has_turn = 0; has_turn < 2; has_turn++)
        for (int turn = -4; turn <= 4; turn++)
          for (int effect = TM_COTS_EFFECT_NONE; effect <= TM_COTS_EFFECT_ANALYSE; effect++)
            {
              TmCotsMove move = blank_move (TM_COTS_MOVE_PLACE);
              TmCotsState next = *state;
              TmCotsOutcome outcome;

              if (!has_turn && turn != 0)
                continue;
              move.card = c;
              move.cell = (TmCell) { r, col };
              move.has_turn = has_turn;
              move.turn = turn;
              move.effect = effect;
              if (!tm_cots_state_apply (&next, &move, NULL, &outcome, NULL))
                continue;
              visit (&next, &outcome, data);
              accepted++;
            }
  return accepted;
}

static int
outcome_gain (const TmCotsOutcome *outcome)
{
  return (outcome->acquired ? 1 : 0) + (outcome->analysed ? 1 : 0);
}

static void
keep_best_gain (const TmCotsState   *next,
                const TmCotsOutcome *outcome,
                gpointer             data)
{
  int *best = data;

  *best = MAX (*best, outcome_gain (outcome));
}

/* The best gain a player gets this turn with @c; -1 when no placement
 * is accepted. */
static int
brute_best_gain (const TmCotsState *state,
                 TmCotsCard         c)
{
  int best = -1;

  brute_placements (state, c, keep_best_gain, &best);
  return best;
}

typedef struct
{
  int mover;
  TmCotsCardSet mine;
  int best;
} NetSearch;

static void
keep_best_net (const TmCotsState   *next,
               const TmCotsOutcome *outcome,
               gpointer             data)
{
  NetSearch *search = data;
  int answer = 0;

  if (next->current_player == search->mover
      && (next->phase == TM_COTS_PHASE_SIEGE || next->phase == TM_COTS_PHASE_ANALYSIS))
    for (TmCotsCard m = 0; m < TM_COTS_N_CARDS; m++)
      if (tm_cots_card_set_contains (search->mine, m) && !tm_cots_card_set_contains (next->seen, m))
        answer = MAX (answer, brute_best_gain (next, m));
  search->best = MAX (search->best, outcome_gain (outcome) - answer);
}

/* Two plies: the best net of the opponent's replies with @c (their gain
 * minus the mover's best answer with @mine, when the mover plays next);
 * G_MININT when no placement is accepted. */
static int
brute_best_net (const TmCotsState *state,
                TmCotsCard         c,
                int                mover,
                TmCotsCardSet      mine)
{
  NetSearch search = { mover, mine, G_MININT };

  brute_placements (state, c, keep_best_net, &search);
  return search.best;
}

static TmCotsCardSet
random_unseen_hand (const TmCotsState *state,
                    guint              size)
{
  TmCotsCardSet hand = 0;
  guint n = 0, tries = 0;

  while (n < size && tries++ < 1000)
    {
      TmCotsCard c = (TmCotsCard) g_test_rand_int_range (0, TM_COTS_N_CARDS);

      if (tm_cots_card_set_contains (state->seen, c) || tm_cots_card_set_contains (hand, c))
        continue;
      hand = tm_cots_card_set_add (hand, c);
      n++;
    }
  return hand;
}

/* Plays random legal moves until @n_turns moves have been played. */
static void
random_position (TmCotsState *state,
                 guint        n_turns)
{
  tm_cots_state_init (state);
  for (guint i = 0; i < n_turns; i++)
    {
      g_autoptr(GArray) moves = tm_cots_state_legal_moves (state);
      const TmCotsMove *move;

      g_assert_cmpuint (moves->len, >, 0);
      move = &g_array_index (moves, TmCotsMove, g_test_rand_int_range (0, moves->len));
      g_assert_true (tm_cots_state_apply (state, move, NULL, NULL, NULL));
    }
}

/* With @two_plies, the answers to every reply are found again too (a
 * few positions only: the brute force is slow). */
static void
check_hand_position (const TmCotsState *state,
                     TmCotsCardSet      hand,
                     gboolean           two_plies,
                     gint64            *elapsed)
{
  g_autoptr(GPtrArray) options = NULL;
  g_autoptr(GError) error = NULL;
  int mover = state->current_player;
  int brute_mine = -1;
  gint64 start;

  start = g_get_monotonic_time ();
  options = tm_cots_advisor_hand_options (state, hand, &error);
  *elapsed += g_get_monotonic_time () - start;
  g_assert_no_error (error);
  g_assert_nonnull (options);
  advisor_assert_titles (options);

  for (TmCotsCard c = 0; c < TM_COTS_N_CARDS; c++)
    if (tm_cots_card_set_contains (hand, c))
      brute_mine = MAX (brute_mine, brute_best_gain (state, c));
  /* Every card of an unseen hand can be placed somewhere. */
  g_assert_cmpint (brute_mine, >=, 0);
  g_assert_cmpuint (options->len, >, 0);

  {
    int best_option_gain = -1;

    for (guint i = 0; i < options->len; i++)
      {
        TmAdvisorOption *option = g_ptr_array_index (options, i);
        JsonObject *details = json_node_get_object (option->details);
        JsonNode *reply_node = json_object_get_member (details, "opponent_reply");
        TmCotsMove move;
        TmCotsOutcome outcome;
        TmCotsState next = *state;
        g_autoptr(GError) move_error = NULL;
        int gain;

        /* Ranked best first. */
        if (i > 0)
          g_assert_cmpfloat (((TmAdvisorOption *) g_ptr_array_index (options, i - 1))->score,
                             >=, option->score);

        /* The move is legal, uses a hand card, and the reported outcome
         * is the rules' own. */
        g_assert_true (tm_cots_move_from_json (option->move, &move, &move_error));
        g_assert_no_error (move_error);
        g_assert_true (tm_cots_card_set_contains (hand, move.card));
        g_assert_true (tm_cots_state_apply (&next, &move, NULL, &outcome, NULL));
        gain = (outcome.acquired ? 1 : 0) + (outcome.analysed ? 1 : 0);
        g_assert_cmpint (json_object_get_int_member (details, "gain"), ==, gain);
        g_assert_cmpint (json_object_get_boolean_member (details, "analysed"), ==, outcome.analysed);
        if (outcome.set_aside != TM_COTS_NO_CARD)
          g_assert_cmpstr (json_object_get_string_member (details, "set_aside_to"), ==,
                           outcome.acquired ? "bed" : "stomach");
        best_option_gain = MAX (best_option_gain, gain);

        /* The opponent's best reply: the best gain over every card they
         * might hold (not seen by the mover), every placement of it. */
        if (next.current_player >= 0 && next.current_player != mover
            && (next.phase == TM_COTS_PHASE_SIEGE || next.phase == TM_COTS_PHASE_ANALYSIS))
          {
            JsonObject *reply;
            int brute = 0;

            g_assert_true (JSON_NODE_HOLDS_OBJECT (reply_node));
            reply = json_node_get_object (reply_node);
            for (TmCotsCard c = 0; c < TM_COTS_N_CARDS; c++)
              if (!tm_cots_card_set_contains (next.seen, c) && !tm_cots_card_set_contains (hand, c))
                brute = MAX (brute, brute_best_gain (&next, c));
            g_assert_cmpint (json_object_get_int_member (reply, "best_gain"), ==, brute);
            {
              JsonObject *two = json_object_get_object_member (reply, "two_plies");
              int best_net = (int) json_object_get_int_member (two, "best_net");
              double mean_net = json_object_get_double_member (two, "mean_net");

              /* The answer can only lower what the reply gains. */
              g_assert_cmpint (best_net, <=, brute);
              g_assert_cmpfloat_with_epsilon (option->score, gain - best_net - mean_net / 10.0, 1e-9);
              if (two_plies)
                {
                  TmCotsCardSet mine = hand & ~((TmCotsCardSet) 1 << move.card);
                  int brute_net = G_MININT, total = 0;
                  guint n_cards = 0;

                  for (TmCotsCard c = 0; c < TM_COTS_N_CARDS; c++)
                    if (!tm_cots_card_set_contains (next.seen, c) && !tm_cots_card_set_contains (hand, c))
                      {
                        int net = brute_best_net (&next, c, mover, mine);

                        /* A card with no placement counts as nothing. */
                        if (net == G_MININT)
                          net = 0;
                        brute_net = MAX (brute_net, net);
                        total += net;
                        n_cards++;
                      }
                  g_assert_cmpint (best_net, ==, brute_net);
                  g_assert_cmpfloat_with_epsilon (mean_net, (double) total / n_cards, 1e-9);
                }
            }
          }
        else
          {
            g_assert_true (JSON_NODE_HOLDS_NULL (reply_node));
            g_assert_cmpfloat (option->score, ==, gain);
          }
        g_assert_nonnull (option->explanation);
        g_assert_cmpuint (strlen (option->explanation), >, 0);
      }
    /* The best outcome the player can reach appears among the options. */
    g_assert_cmpint (best_option_gain, ==, brute_mine);
  }

  /* Every legal placement with a hand card is an option. */
  {
    g_autoptr(GArray) legal = tm_cots_state_legal_moves (state);
    guint n = 0;

    for (guint i = 0; i < legal->len; i++)
      if (tm_cots_card_set_contains (hand, g_array_index (legal, TmCotsMove, i).card))
        n++;
    g_assert_cmpuint (options->len, ==, n);
  }
}

static void
test_hand_options_brute (void)
{
  gint64 elapsed = 0;
  guint queries = 0;
  /* Fewer games under the sanitizers (test-scale.h); each still goes
   * through both phases, and at least one is checked two plies deep. */
  guint n_games = MAX (2u, 12 / tm_test_slowdown ());
  guint n_deep = MAX (1u, 4 / tm_test_slowdown ());

  /* Siege and analysis positions of random games. */
  for (guint game = 0; game < n_games; game++)
    for (guint turns = 0; turns < TM_COTS_SIEGE_TURNS + TM_COTS_ANALYSIS_TURNS; turns += 5)
      {
        TmCotsState state;
        TmCotsCardSet hand;

        random_position (&state, turns);
        hand = random_unseen_hand (&state, MIN (5u, MAX (1u, state.hand[state.current_player])));
        check_hand_position (&state, hand, game < n_deep, &elapsed);
        queries++;
      }
  g_test_message ("hand options: %u queries, %.2f ms each on average",
                  queries, elapsed / 1000.0 / queries);
}

static void
test_hand_options_refused (void)
{
  TmCotsState state;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) options = NULL;

  random_position (&state, 10);
  /* Empty hand. */
  options = tm_cots_advisor_hand_options (&state, 0, &error);
  g_assert_null (options);
  g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
  g_clear_error (&error);

  /* A card that has been face up. */
  options = tm_cots_advisor_hand_options (&state, state.seen & -state.seen, &error);
  g_assert_null (options);
  g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
  g_clear_error (&error);

  /* More cards than the hand can hold at this turn (after its draw). */
  for (guint turns = TM_COTS_SIEGE_TURNS; turns < TM_COTS_SIEGE_TURNS + TM_COTS_ANALYSIS_TURNS; turns += 3)
    {
      guint limit;

      random_position (&state, turns);
      g_assert_cmpint (state.phase, ==, TM_COTS_PHASE_ANALYSIS);
      limit = state.hand[state.current_player] + (state.deck > 0 ? 1 : 0);
      options = tm_cots_advisor_hand_options (&state, random_unseen_hand (&state, limit), &error);
      g_assert_no_error (error);
      g_assert_nonnull (options);
      g_clear_pointer (&options, g_ptr_array_unref);
      options = tm_cots_advisor_hand_options (&state, random_unseen_hand (&state, limit + 1), &error);
      g_assert_null (options);
      g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
      g_clear_error (&error);
    }

  /* Nobody places a card during the extermination. */
  random_position (&state, TM_COTS_SIEGE_TURNS + TM_COTS_ANALYSIS_TURNS);
  g_assert_cmpint (state.phase, ==, TM_COTS_PHASE_EXTERMINATION);
  options = tm_cots_advisor_hand_options (&state, ~state.seen & -~state.seen, &error);
  g_assert_null (options);
  g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
}

/* Brute force: the planner -------------------------------------------------- */

typedef struct
{
  guint64 sum;       /* Σ over assignments of the attack points */
  guint64 count;     /* assignments */
  guint worst;
  guint best;
} BruteResult;

static void
brute_assign (TmCotsCard                 shield[TM_COTS_SHIELD_SIZE],
              guint                      position,
              TmCotsCardSet              unseen,
              const TmCotsCard           groups[TM_COTS_N_GROUPS][2],
              BruteResult               *result)
{
  if (position == TM_COTS_SHIELD_SIZE)
    {
      guint points = 0;

      for (guint a = 1; a <= TM_COTS_N_GROUPS; a++)
        points += tm_cots_attack_points (groups, shield, a);
      result->sum += points;
      result->count++;
      result->worst = MIN (result->worst, points);
      result->best = MAX (result->best, points);
      return;
    }
  if (shield[position] != TM_COTS_NO_CARD)
    {
      brute_assign (shield, position + 1, unseen, groups, result);
      return;
    }
  for (TmCotsCard c = 0; c < TM_COTS_N_CARDS; c++)
    if (tm_cots_card_set_contains (unseen, c))
      {
        shield[position] = c;
        brute_assign (shield, position + 1, unseen & ~tm_cots_card_set_add (0, c), groups, result);
        shield[position] = TM_COTS_NO_CARD;
      }
}

static BruteResult
brute_grouping (const TmCotsCard groups[TM_COTS_N_GROUPS][2],
                const TmCotsCard known[TM_COTS_SHIELD_SIZE],
                TmCotsCardSet    unseen)
{
  BruteResult result = { 0, 0, G_MAXUINT, 0 };
  TmCotsCard shield[TM_COTS_SHIELD_SIZE];

  memcpy (shield, known, sizeof shield);
  brute_assign (shield, 0, unseen, groups, &result);
  return result;
}

/* The colours of a grouping, group by group, as a string key. */
static char *
colour_key (const TmCotsCard groups[TM_COTS_N_GROUPS][2])
{
  GString *key = g_string_new (NULL);

  for (guint k = 0; k < TM_COTS_N_GROUPS; k++)
    {
      guint n[TM_COTS_N_COLOURS] = { 0 };

      for (guint i = 0; i < 2; i++)
        if (groups[k][i] != TM_COTS_NO_CARD)
          n[tm_cots_card_get_colour (groups[k][i])]++;
      g_string_append_printf (key, "%u%u%u%u/", n[0], n[1], n[2], n[3]);
    }
  return g_string_free (key, FALSE);
}

static void
check_planner_case (TmCotsCardSet    bed,
                    const TmCotsCard known[TM_COTS_SHIELD_SIZE],
                    TmCotsCardSet    unseen,
                    gint64          *elapsed)
{
  g_autoptr(GArray) plans = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GHashTable) keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  TmCotsCard cards[TM_COTS_N_CARDS];
  guint n = 0, n_assignments = 1;
  BruteResult best = { 0, 0, 0, 0 };
  gboolean have_best = FALSE;
  gint64 start;

  start = g_get_monotonic_time ();
  plans = tm_cots_advisor_plan (bed, known, unseen, &error);
  *elapsed += g_get_monotonic_time () - start;
  g_assert_no_error (error);
  g_assert_nonnull (plans);
  g_assert_cmpuint (plans->len, >, 0);

  for (TmCotsCard c = 0; c < TM_COTS_N_CARDS; c++)
    if (tm_cots_card_set_contains (bed, c))
      cards[n++] = c;

  /* Every way of putting each bed card in group 1, 2, 3 or none. */
  for (guint i = 0; i < n; i++)
    n_assignments *= 4;
  for (guint code = 0; code < n_assignments; code++)
    {
      TmCotsCard groups[TM_COTS_N_GROUPS][2];
      guint fill[TM_COTS_N_GROUPS] = { 0 };
      guint rest = code;
      gboolean ok = TRUE;
      BruteResult r;

      for (guint k = 0; k < TM_COTS_N_GROUPS; k++)
        groups[k][0] = groups[k][1] = TM_COTS_NO_CARD;
      for (guint i = 0; i < n && ok; i++, rest /= 4)
        {
          guint g = rest % 4;

          if (g == 3)
            continue;
          if (fill[g] == 2)
            ok = FALSE;
          else
            groups[g][fill[g]++] = cards[i];
        }
      if (!ok || !tm_cots_groups_check_shape (groups, (int) n, NULL))
        continue;

      r = brute_grouping (groups, known, unseen);
      g_hash_table_add (keys, colour_key (groups));
      /* Better: higher expected (sum / count, same count for all), then
       * higher worst case. */
      if (!have_best || r.sum > best.sum || (r.sum == best.sum && r.worst > best.worst))
        {
          best = r;
          have_best = TRUE;
        }
    }
  g_assert_true (have_best);

  /* One plan per colour grouping, and the best first. */
  g_assert_cmpuint (plans->len, ==, g_hash_table_size (keys));
  {
    const TmCotsPlan *top = &g_array_index (plans, TmCotsPlan, 0);

    g_assert_cmpuint (top->expected_numerator * best.count, ==, best.sum * top->denominator);
    g_assert_cmpuint (top->worst, ==, best.worst);
  }

  /* Each plan uses the bed's cards in the manual's shape, and its
   * figures are the enumeration's. */
  for (guint i = 0; i < plans->len; i++)
    {
      const TmCotsPlan *plan = &g_array_index (plans, TmCotsPlan, i);
      BruteResult r = brute_grouping (plan->groups, known, unseen);
      g_autofree char *key = colour_key (plan->groups);

      g_assert_true (g_hash_table_contains (keys, key));
      for (guint k = 0; k < TM_COTS_N_GROUPS; k++)
        for (guint j = 0; j < 2; j++)
          if (plan->groups[k][j] != TM_COTS_NO_CARD)
            g_assert_true (tm_cots_card_set_contains (bed, plan->groups[k][j]));
      g_assert_true (tm_cots_groups_check_shape (plan->groups, (int) n, NULL));
      g_assert_cmpuint (plan->expected_numerator * r.count, ==, r.sum * plan->denominator);
      g_assert_cmpfloat_with_epsilon (plan->expected, (double) r.sum / r.count, 1e-9);
      g_assert_cmpuint (plan->worst, ==, r.worst);
      g_assert_cmpuint (plan->best, ==, r.best);
      if (i > 0)
        g_assert_cmpuint (g_array_index (plans, TmCotsPlan, i - 1).expected_numerator, >=,
                          plan->expected_numerator);
    }
}

static TmCotsCardSet
take_random (TmCotsCardSet *pool,
             guint          count)
{
  TmCotsCardSet taken = 0;

  for (guint i = 0; i < count; i++)
    {
      TmCotsCard c;

      g_assert_cmpuint (set_size (*pool), >, 0);
      do
        c = (TmCotsCard) g_test_rand_int_range (0, TM_COTS_N_CARDS);
      while (!tm_cots_card_set_contains (*pool, c));
      *pool &= ~tm_cots_card_set_add (0, c);
      taken = tm_cots_card_set_add (taken, c);
    }
  return taken;
}

static void
test_planner_exhaustive (void)
{
  gint64 elapsed = 0;
  guint cases = 0;

  for (guint round = 0; round < 60; round++)
    {
      TmCotsCardSet pool = ALL_CARDS;
      TmCotsCard known[TM_COTS_SHIELD_SIZE];
      guint n_bed = g_test_rand_int_range (0, 7);
      guint n_known = g_test_rand_int_range (0, 7);
      guint n_unknown = TM_COTS_SHIELD_SIZE - n_known;
      /* Few spare unseen cards keep the enumeration small. */
      guint n_unseen = n_unknown + g_test_rand_int_range (0, n_unknown <= 3 ? 4 : 2);
      TmCotsCardSet bed = take_random (&pool, n_bed);
      TmCotsCardSet known_set = take_random (&pool, n_known);
      TmCotsCardSet unseen = take_random (&pool, n_unseen);
      guint placed = 0;

      for (guint i = 0; i < TM_COTS_SHIELD_SIZE; i++)
        known[i] = TM_COTS_NO_CARD;
      while (placed < n_known)
        {
          guint position = g_test_rand_int_range (0, TM_COTS_SHIELD_SIZE);
          TmCotsCard c = (TmCotsCard) __builtin_ctz (known_set);

          if (known[position] != TM_COTS_NO_CARD)
            continue;
          known[position] = c;
          known_set &= known_set - 1;
          placed++;
        }
      check_planner_case (bed, known, unseen, &elapsed);
      cases++;
    }
  g_test_message ("planner: %u cases, %.3f ms each on average", cases, elapsed / 1000.0 / cases);
}

/* Every shield card known: the expectation is the certain score,
 * worked out by hand below. */
static void
test_planner_certain (void)
{
  TmCotsCard known[TM_COTS_SHIELD_SIZE];
  g_autoptr(GArray) plans = NULL;
  g_autoptr(GError) error = NULL;
  TmCotsCardSet bed = tm_cots_card_set_add (tm_cots_card_set_add (0, card ("R+1")), card ("B+1"));
  TmCotsCardSet unseen = 0;

  /* Everything known: the expectation is the certain score. */
  known[0] = card ("Y+1");
  known[1] = card ("P+1");
  known[2] = card ("R0");   /* position 3: attack 1 */
  known[3] = card ("B0");   /* position 4: attack 1 */
  known[4] = card ("R-1");
  known[5] = card ("B-1");
  plans = tm_cots_advisor_plan (bed, known, unseen, &error);
  g_assert_no_error (error);
  /* Two cards make one group of two: one colour grouping. */
  g_assert_cmpuint (plans->len, ==, 1);
  {
    const TmCotsPlan *plan = &g_array_index (plans, TmCotsPlan, 0);

    /* Group 1 = R+1, B+1 meets pair 1 (R0, B0) in attacks 1–3 (weight 3):
     * 1·1·3 + 1·1·3 = 6; pair 2 (R-1 at 5, P+1 at 2) in attacks 2–3:
     * red 1·1·2 = 2; pair 3 (Y+1 at 1, B-1 at 6) in attack 3: blue 1.
     * In all 9, for sure. */
    g_assert_cmpuint (plan->denominator, ==, 1);
    g_assert_cmpuint (plan->expected_numerator, ==, 9);
    g_assert_cmpuint (plan->worst, ==, 9);
    g_assert_cmpuint (plan->best, ==, 9);
  }

  /* Impossible input: more unknown positions than unseen cards. */
  known[5] = TM_COTS_NO_CARD;
  g_clear_pointer (&plans, g_array_unref);
  plans = tm_cots_advisor_plan (bed, known, 0, &error);
  g_assert_null (plans);
  g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
}

/* The largest beds a game gives, nothing known: only the latency is
 * of interest (printed), and that the best plan comes first. */
static void
test_planner_large (void)
{
  TmCotsCard known[TM_COTS_SHIELD_SIZE];
  TmCotsCardSet pool = ALL_CARDS;
  TmCotsCardSet bed, unseen;
  g_autoptr(GArray) plans = NULL;
  g_autoptr(GError) error = NULL;
  gint64 start;

  for (guint i = 0; i < TM_COTS_SHIELD_SIZE; i++)
    known[i] = TM_COTS_NO_CARD;
  bed = take_random (&pool, 12);
  unseen = take_random (&pool, 20);
  start = g_get_monotonic_time ();
  plans = tm_cots_advisor_plan (bed, known, unseen, &error);
  g_test_message ("planner, 12 bed cards, 6 unknown positions, 20 unseen cards: %.3f ms, %u plans",
                  (g_get_monotonic_time () - start) / 1000.0, plans != NULL ? plans->len : 0);
  g_assert_no_error (error);
  g_assert_cmpuint (plans->len, >, 1);
  for (guint i = 1; i < plans->len; i++)
    {
      const TmCotsPlan *plan = &g_array_index (plans, TmCotsPlan, i);

      g_assert_cmpuint (g_array_index (plans, TmCotsPlan, 0).expected_numerator, >=,
                        plan->expected_numerator);
      g_assert_cmpuint (plan->worst, <=, plan->best);
      g_assert_cmpfloat (plan->worst, <=, plan->expected + 1e-9);
      g_assert_cmpfloat (plan->expected, <=, plan->best + 1e-9);
    }
}

int
test_cots_advisor_main (int   argc,
                        char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cots-advisor/hand-options/brute-force", test_hand_options_brute);
  g_test_add_func ("/cots-advisor/hand-options/refused", test_hand_options_refused);
  g_test_add_func ("/cots-advisor/planner/exhaustive", test_planner_exhaustive);
  g_test_add_func ("/cots-advisor/planner/certain", test_planner_certain);
  g_test_add_func ("/cots-advisor/planner/large", test_planner_large);
  return g_test_run ();
}
