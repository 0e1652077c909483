/* test-utena-advisor.c — every exchange of the active altar
 *
 * On every turn position of the recorded games in tests/cli/records
 * (won and lost), the options must be the pair and exchange moves the
 * game lists (on every loss processing, the desire cards it lists), each played here on the game (through the TmGame
 * interface, from its JSON) with the markers counted again on every
 * altar before and after.  Latencies are printed in the log.
 */
#include "core/tm-record.h"
#include "core/tm-rules-error.h"
#include "games/tsuki-no-utena/rules/tm-utena-advisor.h"
#include "games/tsuki-no-utena/rules/tm-utena-game.h"
#include "../../../core/advisor-titles.h"
#include "../../../core/test-scale.h"
#include "utena-test-util.h"
#include "core-test-programs.h"

static void
check_position (TmGame *game,
                gint64 *elapsed,
                guint  *n_checked)
{
  const TmUtenaState *state = tm_utena_game_get_state (TM_UTENA_GAME (game));
  gboolean desire = state->phase == TM_UTENA_PHASE_DESIRE;
  g_autoptr(GPtrArray) options = NULL;
  g_autoptr(GPtrArray) legal = tm_game_list_legal_moves (game);
  g_autoptr(GError) error = NULL;
  guint expected = 0;
  gint64 start = g_get_monotonic_time ();

  if (desire)
    options = tm_utena_advisor_desire_options (state);
  else
    options = tm_utena_advisor_exchange_options (state, &error);
  *elapsed += g_get_monotonic_time () - start;
  g_assert_no_error (error);
  g_assert_nonnull (options);
  advisor_assert_titles (options);

  for (guint i = 0; i < legal->len; i++)
    {
      const char *type = json_object_get_string_member (g_ptr_array_index (legal, i), "type");

      if (desire)
        expected += g_str_equal (type, "desire");
      else
        expected += g_str_equal (type, "exchange") || g_str_equal (type, "pair");
    }
  g_assert_cmpuint (options->len, ==, expected);

  for (guint i = 0; i < options->len; i++)
    {
      TmAdvisorOption *option = g_ptr_array_index (options, i);
      JsonObject *details = json_node_get_object (option->details);
      g_autoptr(TmGame) copy = tm_game_copy (game);
      const TmUtenaState *after;
      int ring = 0, centre = 0;
      double score;

      if (i > 0)
        g_assert_cmpfloat (((TmAdvisorOption *) g_ptr_array_index (options, i - 1))->score, >=,
                           option->score);
      g_assert_true (tm_game_apply_move (copy, option->move, &error));
      g_assert_no_error (error);
      after = tm_utena_game_get_state (TM_UTENA_GAME (copy));
      for (guint a = 0; a < state->n_altars; a++)
        {
          ring += (int) after->altars[a].ring - (int) state->altars[a].ring;
          centre += (int) after->altars[a].centre - (int) state->altars[a].centre;
        }
      /* Markers are never created or destroyed. */
      g_assert_cmpuint (tm_utena_state_count_markers (after), ==, TM_UTENA_N_MARKERS);
      g_assert_cmpint (json_object_get_int_member (details, "ring_gain"), ==, ring);
      g_assert_cmpint (json_object_get_int_member (details, "centre_gain"), ==, centre);
      if (desire)
        g_assert_true (JSON_NODE_HOLDS_NULL (json_object_get_member (details, "altar")));
      else
        g_assert_cmpint (json_object_get_int_member (details, "altar"), ==, state->active);

      score = ring - 2.0 * centre;
      if (after->result == TM_UTENA_RESULT_WON)
        {
          score += 100;
          g_assert_cmpstr (json_object_get_string_member (details, "result"), ==, "won");
        }
      else if (after->result != TM_UTENA_RESULT_NONE)
        {
          score -= 100;
          g_assert_false (JSON_NODE_HOLDS_NULL (json_object_get_member (details, "result")));
        }
      else
        g_assert_true (JSON_NODE_HOLDS_NULL (json_object_get_member (details, "result")));
      g_assert_cmpfloat (option->score, ==, score);
      (*n_checked)++;
    }
}

static void
test_exchanges (void)
{
  const char *names[] = { "utena-full-won.json", "utena-full-lost.json" };
  guint stride = tm_test_slowdown () > 1 ? 3 : 1;
  gint64 elapsed = 0, desire_elapsed = 0;
  guint positions = 0, checked = 0, desire_positions = 0, desire_checked = 0;
  gboolean saw_win = FALSE;

  for (guint f = 0; f < G_N_ELEMENTS (names); f++)
    {
      g_autofree char *path = g_build_filename (g_getenv ("TM_TEST_DATA"), "cli", "records", names[f], NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(TmRecord) record = tm_record_load_file (path, &error);

      g_assert_no_error (error);
      for (guint n = 0; n <= tm_record_get_n_moves (record); n++)
        {
          g_autoptr(TmGame) game = NULL;
          const TmUtenaState *state;

          /* Under the sanitizers every third position, and the last. */
          if (n % stride != 0 && n + 1 < tm_record_get_n_moves (record))
            continue;
          game = tm_record_replay (record, n, NULL, NULL, &error);
          g_assert_no_error (error);
          state = tm_utena_game_get_state (TM_UTENA_GAME (game));
          if (state->phase != TM_UTENA_PHASE_TURN)
            {
              g_autoptr(GPtrArray) none = tm_utena_advisor_exchange_options (state, &error);

              g_assert_null (none);
              g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
              g_clear_error (&error);
              if (state->phase == TM_UTENA_PHASE_DESIRE)
                {
                  check_position (game, &desire_elapsed, &desire_checked);
                  desire_positions++;
                }
              else
                g_assert_null (tm_utena_advisor_desire_options (state));
              continue;
            }
          g_assert_null (tm_utena_advisor_desire_options (state));
          check_position (game, &elapsed, &checked);
          positions++;

          /* The move that won the recorded game is the best option. */
          if (n + 1 == tm_record_get_n_moves (record) && f == 0)
            {
              g_autoptr(GPtrArray) options = tm_utena_advisor_exchange_options (state, NULL);
              TmAdvisorOption *best = g_ptr_array_index (options, 0);

              g_assert_cmpstr (json_object_get_string_member (json_node_get_object (best->details), "result"),
                               ==, "won");
              saw_win = TRUE;
            }
        }
    }
  g_assert_cmpuint (checked, >, 0);
  g_assert_true (saw_win);
  g_assert_cmpuint (desire_checked, >, 0);
  g_test_message ("exchange options: %u positions, %u options, %.3f ms per query on average",
                  positions, checked, elapsed / 1000.0 / positions);
  g_test_message ("desire options: %u positions, %u options, %.3f ms per query on average",
                  desire_positions, desire_checked, desire_elapsed / 1000.0 / desire_positions);
}

/* "Can we still win?" against a brute force ---------------------------------
 *
 * The brute force below shares no code with the advisor's search: it
 * walks the legal move list of the rules (keeping the moves whose cards
 * the position knows: pair cards, and hand cards it saw go in; the
 * desire cards entered), with no memo and no bound, to the end of the
 * horizon.
 */

/* Whether @move uses only cards the position knows. */
static gboolean
brute_known (const TmUtenaState *s,
             const TmUtenaMove  *move)
{
  const TmUtenaHand *hand;

  switch (move->type)
    {
    case TM_UTENA_MOVE_DESIRE:
      for (guint i = 0; i < s->n_known_desires; i++)
        if (s->known_desires[i] == move->desire)
          return TRUE;
      return FALSE;
    case TM_UTENA_MOVE_PAIR:
    case TM_UTENA_MOVE_EXCHANGE:
      hand = &s->hands[s->altars[s->active].owner];
      for (guint k = 0; k < 2; k++)
        {
          gboolean known = FALSE;

          for (guint a = 0; a < s->n_altars; a++)
            known |= s->altars[a].pair[0] == move->cards[k] || s->altars[a].pair[1] == move->cards[k];
          for (guint i = 0; i < hand->n_known; i++)
            known |= hand->known[i] == move->cards[k];
          if (!known)
            return FALSE;
        }
      return TRUE;
    default:
      return TRUE;
    }
}

typedef struct
{
  guint last_round;
  /* Desire cards: only these, in this order (from base_laid on); NULL:
   * every card entered. */
  const TmUtenaDesire *sequence;
  guint base_laid;
  guint64 winning_lines;       /* counted when @count */
  gboolean count;
  GArray *line;                /* the current line */
  GArray *found;               /* the winning line, when exactly one */
} Brute;

/* The worst case (or, with a fixed card, that card whatever it hides):
 * TRUE when some line wins.  With @count, every winning line of the
 * table's moves is counted (positions without desire cards). */
static gboolean
brute_solve (Brute              *brute,
             const TmUtenaState *s)
{
  g_autoptr(GArray) moves = NULL;
  gboolean chance, any = FALSE, all = TRUE;

  if (s->result == TM_UTENA_RESULT_WON)
    {
      if (brute->count && brute->winning_lines++ == 0)
        g_array_append_vals (brute->found, brute->line->data, brute->line->len);
      return TRUE;
    }
  if (s->phase == TM_UTENA_PHASE_FINISHED || s->round > brute->last_round)
    return FALSE;

  moves = tm_utena_state_legal_moves (s);
  chance = s->phase == TM_UTENA_PHASE_DESIRE;
  for (guint i = 0; i < moves->len; i++)
    {
      const TmUtenaMove *move = &g_array_index (moves, TmUtenaMove, i);
      TmUtenaState next = *s;
      gboolean wins;

      if (!brute_known (s, move)
          || (chance && brute->sequence != NULL
              && move->desire != brute->sequence[s->n_laid - brute->base_laid]))
        continue;
      g_assert_true (tm_utena_state_apply (&next, move, NULL, NULL, NULL));
      g_array_append_val (brute->line, *move);
      wins = brute_solve (brute, &next);
      g_array_set_size (brute->line, brute->line->len - 1);
      if (chance)
        {
          all &= wins;
          any = TRUE;
          if (!all)
            return FALSE;
        }
      else
        {
          any |= wins;
          if (any && !brute->count)
            return TRUE;
        }
    }
  return chance ? any && all : any;
}

/* Keeps the markers at 32 after the boards were changed by hand: the
 * cloud takes the surplus from its fullest cells, or gives the rest to
 * random ones.  FALSE when the cloud cannot. */
static gboolean
balance_markers (TmUtenaState *s,
                 GRand        *rand)
{
  while (tm_utena_state_count_markers (s) > TM_UTENA_N_MARKERS)
    {
      guint fullest = 0;

      for (guint c = 1; c < TM_UTENA_N_CELLS; c++)
        if (s->cloud[c] > s->cloud[fullest])
          fullest = c;
      if (s->cloud[fullest] == 0)
        return FALSE;
      s->cloud[fullest]--;
    }
  while (tm_utena_state_count_markers (s) < TM_UTENA_N_MARKERS)
    s->cloud[g_rand_int_range (rand, 0, TM_UTENA_N_CELLS)]++;
  return TRUE;
}

/* A position for the search: @n_players, random play to a turn of round
 * 2 or later, then moved to the last round (the game ends with it) with
 * the rings a few markers short and no reserves except maybe one. */
static gboolean
make_position (guint         n_players,
               GRand        *rand,
               TmUtenaState *s)
{
  new_state (s, n_players);
  for (guint steps = 0; steps < 400; steps++)
    {
      g_autoptr(GArray) moves = tm_utena_state_legal_moves (s);
      TmUtenaMove move;

      if (s->phase == TM_UTENA_PHASE_FINISHED)
        return FALSE;
      if (s->phase == TM_UTENA_PHASE_TURN && s->round >= 2 && s->turns_left == 1
          && !s->reinforced && g_rand_int_range (rand, 0, 6) == 0)
        break;
      move = g_array_index (moves, TmUtenaMove, g_rand_int_range (rand, 0, (gint32) moves->len));
      hide_covered_icon_only (s, &move);
      g_assert_true (tm_utena_state_apply (s, &move, NULL, NULL, NULL));
    }
  if (s->phase != TM_UTENA_PHASE_TURN || s->round < 2)
    return FALSE;

  s->round = s->max_rounds;
  for (guint a = 0; a < s->n_altars; a++)
    {
      guint deficit = (guint) g_rand_int_range (rand, 0, 4);

      /* Markers move from the boards to the cloud cells: 32 in all. */
      s->cloud[g_rand_int_range (rand, 0, TM_UTENA_N_CELLS)] += s->altars[a].centre;
      s->altars[a].centre = 0;
      s->altars[a].ring = s->altars[a].ring_size;
      for (guint d = 0; d < deficit && s->altars[a].ring > 0; d++)
        {
          s->altars[a].ring--;
          s->cloud[g_rand_int_range (rand, 0, TM_UTENA_N_CELLS)]++;
        }
      s->altars[a].reserve = FALSE;
    }
  s->altars[g_rand_int_range (rand, 0, (gint32) s->n_altars)].reserve = g_rand_boolean (rand);
  return balance_markers (s, rand);
}

static void
assert_line_wins (const TmUtenaState *state,
                  const GArray       *line)
{
  TmUtenaState s = *state;

  for (guint i = 0; i < line->len; i++)
    {
      g_assert_cmpint (s.result, ==, TM_UTENA_RESULT_NONE);
      accept (&s, &g_array_index (line, TmUtenaMove, i));
    }
  g_assert_cmpint (s.result, ==, TM_UTENA_RESULT_WON);
}

/* Table games in their last turns: every winning line counted. */
static void
test_outlook_lines (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (0x07100c);
  guint one_way = 0, lost = 0, several = 0, tried = 0;
  gint64 elapsed = 0;

  while (tried < 500)
    {
      TmUtenaState s;
      g_autoptr(GArray) line = g_array_new (FALSE, FALSE, sizeof (TmUtenaMove));
      g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (TmUtenaMove));
      Brute brute = { 0 };
      g_autoptr(TmUtenaOutlook) outlook = NULL;
      g_autoptr(JsonNode) json = NULL;
      g_autoptr(GError) error = NULL;
      guint n_players = 3 + (tried % 2);
      gint64 start;

      if (!make_position (n_players, rand, &s))
        continue;
      /* Up to three turns left: the brute force stays quick. */
      if (s.turn_index + 3 < s.n_altars)
        continue;
      tried++;

      brute.last_round = s.round;
      brute.count = TRUE;
      brute.line = line;
      brute.found = found;
      brute_solve (&brute, &s);

      start = g_get_monotonic_time ();
      outlook = tm_utena_advisor_outlook (&s, 0, &error);
      elapsed += g_get_monotonic_time () - start;
      g_assert_no_error (error);

      /* The last round: the answer is final and exact. */
      g_assert_true (outlook->exhaustive);
      g_assert_true (outlook->to_end);
      g_assert_cmpuint (outlook->first_round, ==, s.round);
      g_assert_cmpuint (outlook->last_round, ==, s.round);
      g_assert_cmpuint (outlook->n_sequences, ==, 1);
      json = tm_utena_outlook_to_json (outlook, &s);
      g_assert_cmpuint (json_array_get_length (json_object_get_array_member (json_node_get_object (json), "best_line")),
                        ==, outlook->best_line->len);

      if (brute.winning_lines == 0)
        {
          g_assert_false (outlook->winnable_worst_case);
          g_assert_cmpfloat (outlook->share, ==, 0.0);
          g_assert_cmpuint (outlook->best_line->len, ==, 0);
          lost++;
          continue;
        }
      g_assert_true (outlook->winnable_worst_case);
      g_assert_cmpfloat (outlook->share, ==, 1.0);
      assert_line_wins (&s, outlook->best_line);
      if (brute.winning_lines == 1)
        {
          /* The one line there is. */
          g_assert_cmpuint (outlook->best_line->len, ==, found->len);
          for (guint i = 0; i < found->len; i++)
            g_assert_true (moves_equal (&g_array_index (outlook->best_line, TmUtenaMove, i),
                                        &g_array_index (found, TmUtenaMove, i)));
          one_way++;
        }
      else
        several++;
    }
  g_test_message ("outlook, last turns of 3 or 4 players: %u positions winnable in exactly one way, "
                  "%u in several, %u lost; %.3f ms per query on average",
                  one_way, several, lost, elapsed / 1000.0 / tried);
  g_assert_cmpuint (one_way, >=, 5);
  g_assert_cmpuint (lost, >=, 5);
  g_assert_cmpuint (several, >=, 5);
}

/* Keeps the desire cards laid and the first @n not laid of those the
 * position knows (in @to_come), and shows only the top card's four
 * icons: the brute force stays quick.  Returns how many are to come. */
static guint
limit_desires (TmUtenaState  *s,
               guint          n,
               TmUtenaDesire *to_come)
{
  TmUtenaDesire kept[TM_UTENA_N_DESIRES];
  guint n_kept = 0, n_to_come = 0;

  for (guint i = 0; i < s->n_known_desires; i++)
    {
      gboolean laid = FALSE;

      for (guint l = 0; l < s->n_laid; l++)
        laid |= s->laid[l] == s->known_desires[i];
      if (laid)
        kept[n_kept++] = s->known_desires[i];
      else if (n_to_come < n)
        kept[n_kept++] = to_come[n_to_come++] = s->known_desires[i];
    }
  memcpy (s->known_desires, kept, n_kept * sizeof *kept);
  s->n_known_desires = n_kept;
  memset (s->visible, 0, sizeof s->visible);
  for (guint c = 0; s->n_laid > 0 && c < TM_UTENA_N_CELLS; c++)
    if (s->laid[s->n_laid - 1] & tm_utena_desire_icon ((TmUtenaCell) c))
      s->visible[c] = 1;
  return n_to_come;
}

typedef struct
{
  guint won_worst;     /* positions won whatever comes */
  guint partly;        /* won for some orders of the cards only */
  guint lost;
  guint tried;
  gint64 elapsed;
} DesireTally;

/* The outlook of @s against the brute force: the worst case, and the
 * share over the @n_orders orders of the cards to come (@winnable of
 * them won, by the brute force); each line lays @n_cards cards. */
static void
check_desire_outlook (const TmUtenaState *s,
                      Brute              *brute,
                      guint               n_orders,
                      guint               winnable,
                      guint               n_cards,
                      DesireTally        *tally)
{
  g_autoptr(TmUtenaOutlook) outlook = NULL;
  g_autoptr(GError) error = NULL;
  gint64 start = g_get_monotonic_time ();

  outlook = tm_utena_advisor_outlook (s, 0, &error);
  tally->elapsed += g_get_monotonic_time () - start;
  tally->tried++;
  g_assert_no_error (error);
  g_assert_true (outlook->exhaustive);
  g_assert_true (outlook->to_end);
  g_assert_cmpint (outlook->winnable_worst_case, ==, brute_solve (brute, s));
  g_assert_cmpuint (outlook->n_sequences, ==, n_orders);
  g_assert_cmpuint (outlook->n_winnable, ==, winnable);
  g_assert_cmpfloat (outlook->share, ==, (double) winnable / n_orders);
  if (winnable > 0)
    {
      guint laid = 0;

      /* The line lays the cards (the order it assumes when it does not
       * win whatever comes), and wins whatever icons they hide. */
      assert_line_wins (s, outlook->best_line);
      for (guint i = 0; i < outlook->best_line->len; i++)
        laid += g_array_index (outlook->best_line, TmUtenaMove, i).type == TM_UTENA_MOVE_DESIRE;
      g_assert_cmpuint (laid, ==, n_cards);
      g_assert_cmpuint (outlook->n_line_desires, ==, outlook->winnable_worst_case ? 0 : n_cards);
    }
  else
    g_assert_cmpuint (outlook->best_line->len, ==, 0);
  if (outlook->winnable_worst_case)
    tally->won_worst++;
  else if (winnable > 0)
    tally->partly++;
  else
    tally->lost++;
}

/* Two players, the desire card before altar 3 still to come (of three
 * known): the worst case and the share against the brute force, card by
 * card. */
static void
test_outlook_desires (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (0xde5153);
  DesireTally tally = { 0 };

  while (tally.tried < 60)
    {
      TmUtenaState s;
      TmUtenaDesire to_come[3];
      guint n_to_come, winnable = 0;
      g_autoptr(GArray) line = g_array_new (FALSE, FALSE, sizeof (TmUtenaMove));
      Brute brute = { 0 };

      if (!make_position (2, rand, &s))
        continue;
      /* Play on to the loss processing before altar 3. */
      while (s.phase == TM_UTENA_PHASE_TURN && s.turn_index < 2)
        {
          g_autoptr(GArray) moves = tm_utena_state_legal_moves (&s);
          TmUtenaMove move = g_array_index (moves, TmUtenaMove,
                                            g_rand_int_range (rand, 0, (gint32) moves->len));

          g_assert_true (tm_utena_state_apply (&s, &move, NULL, NULL, NULL));
        }
      if (s.phase != TM_UTENA_PHASE_DESIRE || s.desire_deck == 0)
        continue;
      n_to_come = limit_desires (&s, 3, to_come);
      if (n_to_come == 0)
        continue;

      brute.last_round = s.round;
      brute.line = line;
      for (guint i = 0; i < n_to_come; i++)
        {
          Brute fixed = brute;

          fixed.sequence = &to_come[i];
          fixed.base_laid = s.n_laid;
          winnable += brute_solve (&fixed, &s);
        }
      check_desire_outlook (&s, &brute, n_to_come, winnable, 1, &tally);
    }
  g_test_message ("outlook, 2 players before altar 3's desire card: %u won whatever comes, "
                  "%u for some cards, %u lost; %.3f ms per query on average",
                  tally.won_worst, tally.partly, tally.lost, tally.elapsed / 1000.0 / tally.tried);
  g_assert_cmpuint (tally.won_worst + tally.partly, >, 0);
  g_assert_cmpuint (tally.lost, >, 0);
}

/* Three or four players at the start of the last round, the last altar
 * alone still to act: two desire cards to come (of two known), so the
 * first card changes what the second can hide, and the share can be
 * anything; both against the brute force, order by order. */
static void
test_outlook_two_desires (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (0x2de5);
  DesireTally tally = { 0 };

  while (tally.tried < 24)
    {
      TmUtenaState s;
      TmUtenaDesire to_come[2];
      guint winnable = 0, last;
      g_autoptr(GArray) line = g_array_new (FALSE, FALSE, sizeof (TmUtenaMove));
      Brute brute = { 0 };

      if (!make_position (3 + tally.tried % 2, rand, &s) || s.n_laid == 0
          || limit_desires (&s, 2, to_come) < 2)
        continue;
      /* The parent's loss processing, then the last altar's turn. */
      s.phase = TM_UTENA_PHASE_DESIRE;
      s.desires_due = 2;
      s.desire_deck = MAX (s.desire_deck, 2u);
      s.giver = s.parent;
      s.active = -1;
      s.turns_left = 0;
      s.turn_taken = FALSE;
      s.reinforced = FALSE;
      s.reinforcements = 0;
      s.turn_index = s.n_altars - 1;
      /* The other altars full, with markers on their centres to give
       * first; the last altar a little short, with its reserve. */
      last = tm_utena_state_get_altar_order (&s, s.n_altars - 1);
      for (guint a = 0; a < s.n_altars; a++)
        {
          s.altars[a].ring = s.altars[a].ring_size;
          s.altars[a].centre = a == last ? 0 : (guint) g_rand_int_range (rand, 1, 4);
          s.altars[a].reserve = a == last;
          if (a == last)
            s.altars[a].ring -= (guint) g_rand_int_range (rand, 0, 3);
        }
      if (!balance_markers (&s, rand))
        continue;

      brute.last_round = s.round;
      brute.line = line;
      for (guint first = 0; first < 2; first++)
        {
          TmUtenaDesire order[2] = { to_come[first], to_come[1 - first] };
          Brute fixed = brute;

          fixed.sequence = order;
          fixed.base_laid = s.n_laid;
          winnable += brute_solve (&fixed, &s);
        }
      check_desire_outlook (&s, &brute, 2, winnable, 2, &tally);
    }
  g_test_message ("outlook, two desire cards to come: %u won whatever comes, %u for one order "
                  "of the two, %u lost; %.3f ms per query on average",
                  tally.won_worst, tally.partly, tally.lost, tally.elapsed / 1000.0 / tally.tried);
  g_assert_cmpuint (tally.won_worst, >, 0);
  g_assert_cmpuint (tally.partly, >, 0);
  g_assert_cmpuint (tally.lost, >, 0);
}

/* The search on every position of random games with the whole box
 * known, early rounds too: it answers within its budget (a third of the
 * default, to keep the test short; the benchmark measures the default),
 * and its winning lines win. */
#define GAMES_WORK (TM_UTENA_OUTLOOK_WORK / 3 / tm_test_slowdown ())  /* a fifth under the sanitizers */
static void
test_outlook_games (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (0x6a3e5);
  guint queries = 0, exhaustive = 0, winnable = 0;
  gint64 elapsed = 0, slowest = 0;

  for (guint game = 0; game < 6; game++)
    {
      TmUtenaState s;

      new_state (&s, 1 + game % 4);
      while (s.phase != TM_UTENA_PHASE_FINISHED)
        {
          g_autoptr(GArray) moves = tm_utena_state_legal_moves (&s);
          g_autoptr(TmUtenaOutlook) outlook = NULL;
          g_autoptr(GError) error = NULL;
          TmUtenaMove move;
          gint64 start = g_get_monotonic_time (), took;

          outlook = tm_utena_advisor_outlook (&s, GAMES_WORK, &error);
          took = g_get_monotonic_time () - start;
          elapsed += took;
          slowest = MAX (slowest, took);
          queries++;
          g_assert_no_error (error);
          g_assert_cmpuint (outlook->work, <=, GAMES_WORK);
          exhaustive += outlook->exhaustive;
          if (outlook->exhaustive && outlook->best_line->len > 0)
            {
              assert_line_wins (&s, outlook->best_line);
              winnable++;
            }
          move = g_array_index (moves, TmUtenaMove, g_rand_int_range (rand, 0, (gint32) moves->len));
          hide_covered_icon_only (&s, &move);
          g_assert_true (tm_utena_state_apply (&s, &move, NULL, NULL, NULL));
        }
      {
        g_autoptr(GError) error = NULL;

        g_assert_null (tm_utena_advisor_outlook (&s, 0, &error));
        g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_GAME_FINISHED);
      }
    }
  g_test_message ("outlook on random games: %u queries, %u finished their horizon, %u with a "
                  "winning line; %.3f ms per query on average, %.3f ms at most",
                  queries, exhaustive, winnable, elapsed / 1000.0 / queries, slowest / 1000.0);
  g_assert_cmpuint (exhaustive, >, 0);
}

int
test_utena_advisor_main (int   argc,
                         char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/utena-advisor/exchanges", test_exchanges);
  g_test_add_func ("/utena-advisor/outlook-lines", test_outlook_lines);
  g_test_add_func ("/utena-advisor/outlook-desires", test_outlook_desires);
  g_test_add_func ("/utena-advisor/outlook-two-desires", test_outlook_two_desires);
  g_test_add_func ("/utena-advisor/outlook-games", test_outlook_games);
  return g_test_run ();
}
