/* test-sisters-rules.c — every rule of Planetary Sisters, one by one
 *
 * Each refusal checks the error domain and code and that the position is
 * byte for byte what it was before.  Positions are reached by playing
 * moves from the set-up, so each test shows the table it is about.
 */
#include "config.h"

#include "sisters-test-util.h"
#include "core/tm-record.h"
#include "core/tm-registry.h"
#include "games/planetary-sisters/rules/tm-sisters-score-sheet.h"
#include "tm-core-enums.h"
#include "core-test-programs.h"

/* Helpers ------------------------------------------------------------------ */

/* Applies a move that must be refused with @domain/@code, leaving the
 * position exactly as it was; returns the message. */
static char *
refuse (TmSistersState      *state,
        const TmSistersMove *move,
        GQuark               domain,
        int                  code)
{
  TmSistersState before;
  g_autoptr(GError) error = NULL;

  memcpy (&before, state, sizeof before);
  g_assert_false (tm_sisters_state_apply (state, move, NULL, &error));
  g_assert_error (error, domain, code);
  g_assert_cmpmem (state, sizeof *state, &before, sizeof before);
  /* A full sentence, not a bare code. */
  g_assert_cmpuint (strlen (error->message), >, 20);
  g_assert_true (g_str_has_suffix (error->message, "."));
  return g_strdup (error->message);
}

#define assert_rule(state, move, code) \
  g_free (refuse ((state), (move), TM_SISTERS_RULES_ERROR, (code)))

static void
assert_message_has (char       *message,
                    const char *part)
{
  if (strstr (message, part) == NULL)
    g_error ("“%s” does not mention “%s”", message, part);
  g_free (message);
}

static int
lowest (TmSistersCardSet set)
{
  for (int rank = 1; rank <= TM_SISTERS_N_RANKS; rank++)
    if (tm_sisters_card_set_contains (set, rank))
      return rank;
  return 0;
}

static TmSistersCardSet
unseen (const TmSistersState *s)
{
  return TM_SISTERS_ALL_RANKS & ~s->seen;
}

/* A turn of the current player: a card nobody has seen when the hand
 * still holds one (a known card otherwise), and the lowest field card. */
static TmSistersMove
fresh_turn (const TmSistersState *s)
{
  int p = tm_sisters_state_get_current_player (s);
  gboolean has_unseen = s->hand[p] > tm_sisters_card_set_size (s->in_hand[p]);

  g_assert_cmpint (p, >=, 0);
  return turn_move (lowest (has_unseen ? unseen (s) : s->in_hand[p]), lowest (s->field));
}

static void
play_fresh_turns (TmSistersState *s,
                  guint           n_turns)
{
  for (guint i = 0; i < n_turns; i++)
    {
      TmSistersMove move = fresh_turn (s);

      accept (s, &move);
    }
}

/* A game of @n players, first parent @parent, the field dealt as the
 * lowest ranks. */
static void
start (TmSistersState *s,
       guint           n,
       int             parent)
{
  TmSistersMove move = field_move (parent, 0);

  tm_sisters_state_init (s, n, -1);
  for (guint i = 0; i < tm_sisters_state_get_field_size (s); i++)
    move.cards[move.n_cards++] = (guint8) (i + 1);
  accept (s, &move);
}

/* Reveals every hand card (all of them known to be there). */
static void
reveal_known_hands (TmSistersState *s)
{
  for (guint p = 0; p < s->n_players; p++)
    {
      TmSistersMove move = reveal_move ((int) p, 0);

      if (s->hand[p] == 0)
        continue;
      for (int rank = 1; rank <= TM_SISTERS_N_RANKS; rank++)
        if (tm_sisters_card_set_contains (s->in_hand[p], rank))
          move.cards[move.n_cards++] = (guint8) rank;
      g_assert_cmpuint (move.n_cards, ==, s->hand[p]);
      accept (s, &move);
    }
}

/* Set-up --------------------------------------------------------------------- */

static void
test_setup_field (void)
{
  TmSistersState s;
  TmSistersMove move;

  tm_sisters_state_init (&s, 3, -1);
  g_assert_cmpint (s.phase, ==, TM_SISTERS_PHASE_SETUP);
  g_assert_cmpint (s.condition, ==, TM_SISTERS_CONDITION_CLOSE);
  g_assert_cmpint (tm_sisters_state_get_current_player (&s), ==, -1);

  /* 最初の親を任意の方法で決めます: someone must be named. */
  move = field_move (-1, 10, 0);
  assert_rule (&s, &move, TM_SISTERS_RULE_PARENT_REQUIRED);
  move = field_move (3, 10, 0);
  g_free (refuse (&s, &move, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE));
  move = turn_move (1, 10);
  assert_rule (&s, &move, TM_SISTERS_RULE_WRONG_PHASE);
  move = reveal_move (0, 1, 0);
  assert_rule (&s, &move, TM_SISTERS_RULE_WRONG_PHASE);
  move = field_move (1, 37, 0);
  assert_rule (&s, &move, TM_SISTERS_RULE_UNKNOWN_RANK);

  /* Field cards come one at a time or several at once. */
  move = field_move (1, 10, 0);
  accept (&s, &move);
  g_assert_cmpint (s.parent, ==, 1);
  g_assert_cmpint (s.phase, ==, TM_SISTERS_PHASE_SETUP);

  move = field_move (2, 11, 0);
  assert_rule (&s, &move, TM_SISTERS_RULE_PARENT_MISMATCH);
  move = field_move (-1, 10, 0);
  assert_message_has (refuse (&s, &move, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_CARD_KNOWN_ELSEWHERE),
                      "on the field");
  move = field_move (-1, 11, 11, 0);
  assert_rule (&s, &move, TM_SISTERS_RULE_CARD_REPEATED);
  /* 3 players: the field has 3 cards. */
  move = field_move (-1, 11, 12, 13, 0);
  assert_message_has (refuse (&s, &move, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_FIELD_SIZE), "3 cards");

  move = field_move (1, 11, 12, 0);
  accept (&s, &move);
  g_assert_cmpint (s.phase, ==, TM_SISTERS_PHASE_ROUND);
  g_assert_cmpuint (s.round, ==, 1);
  g_assert_cmpuint (s.field, ==, (1ull << 10) | (1ull << 11) | (1ull << 12));
  /* From the parent clockwise: 1, 2, 0. */
  g_assert_cmpint (s.turn_player[0], ==, 1);
  g_assert_cmpint (s.turn_player[1], ==, 2);
  g_assert_cmpint (s.turn_player[2], ==, 0);
  g_assert_cmpint (tm_sisters_state_get_current_player (&s), ==, 1);

  move = field_move (1, 13, 0);
  assert_rule (&s, &move, TM_SISTERS_RULE_WRONG_PHASE);
}

static void
test_setup_sizes (void)
{
  for (guint n = 2; n <= 4; n++)
    {
      TmSistersState s;

      tm_sisters_state_init (&s, n, 0);
      g_assert_cmpuint (tm_sisters_state_get_field_size (&s), ==, n == 2 ? 4 : n);
      for (guint p = 0; p < n; p++)
        {
          g_assert_cmpuint (s.deck[p], ==, n == 2 ? 10 : 8);
          g_assert_cmpuint (s.hand[p], ==, 0);
        }
      g_assert_cmpuint (s.n_turns, ==, n == 2 ? 4 : n);
    }
}

/* Draws ------------------------------------------------------------------------ */

/* 3–4 players: round 1 the last in turn order draws 2; round 2 whoever
 * holds 2 draws none; after that one card a round.  At the first turn of
 * round r ≥ 2 everyone holds r cards with 8 − r in the deck. */
static void
test_draws_three_four (void)
{
  for (guint n = 3; n <= 4; n++)
    for (int parent = 0; parent < (int) n; parent++)
      {
        TmSistersState s;

        start (&s, n, parent);
        for (guint round = 1; round <= TM_SISTERS_N_ROUNDS; round++)
          {
            g_assert_cmpuint (s.round, ==, round);
            g_assert_cmpuint (s.turn, ==, 0);
            for (guint i = 0; i < n; i++)
              {
                int p = s.turn_player[i];
                guint hand = round == 1 ? (i == n - 1 ? 2 : 1) : round;

                g_assert_cmpuint (s.hand[p], ==, hand);
                g_assert_cmpuint (s.deck[p], ==, 8 - hand);
              }
            play_fresh_turns (&s, n);
          }
        /* 手番が手札8枚、山札なしの状態で始まるラウンドが最後: then 8 each. */
        g_assert_cmpint (s.phase, ==, TM_SISTERS_PHASE_REVEAL);
        g_assert_cmpuint (tm_sisters_card_set_size (s.field), ==, n);
        for (guint p = 0; p < n; p++)
          {
            g_assert_cmpuint (s.hand[p], ==, 8);
            g_assert_cmpuint (s.deck[p], ==, 0);
          }
        assert_cards_conserved (&s);
      }
}

/* 2 players: at the first turn of rounds 1–5 the parent holds 2/4/6/8/10
 * cards with 8/6/4/2/0 in the deck (round 5: the Ruling); the child draws
 * 3 in round 1 and 1 in round 2.  Rounds 5–8 start with hands of
 * 10/8/6/4 and houses of 0/2/4/6; the end leaves 2 in hand, 8 in the
 * house and 4 on the field. */
static void
test_draws_two (void)
{
  for (int parent = 0; parent < 2; parent++)
    {
      TmSistersState s;

      start (&s, 2, parent);
      for (guint round = 1; round <= TM_SISTERS_N_ROUNDS; round++)
        {
          int first = s.parent, child = 1 - s.parent;

          g_assert_cmpuint (s.round, ==, round);
          g_assert_cmpint (tm_sisters_state_get_child (&s), ==, child);
          g_assert_cmpint (s.turn_player[0], ==, first);
          g_assert_cmpint (s.turn_player[1], ==, child);
          g_assert_cmpint (s.turn_player[2], ==, first);
          g_assert_cmpint (s.turn_player[3], ==, child);
          g_assert_cmpuint (tm_sisters_card_set_size (s.field), ==, 4);
          if (round <= 5)
            {
              g_assert_cmpuint (s.hand[first], ==, 2 * round);
              g_assert_cmpuint (s.deck[first], ==, 10 - 2 * round);
            }
          if (round == 1)
            {
              g_assert_cmpuint (s.hand[child], ==, 3);
              g_assert_cmpuint (s.deck[child], ==, 7);
            }
          else
            for (int p = 0; p < 2; p++)
              {
                guint hand = round <= 5 ? 2 * round : 10 - 2 * (round - 5);

                g_assert_cmpuint (s.hand[p], ==, hand);
                g_assert_cmpuint (s.deck[p], ==, round <= 5 ? 10 - 2 * round : 0);
                g_assert_cmpuint (tm_sisters_card_set_size (s.house[p]), ==,
                                  round <= 5 ? 0 : 2 * (round - 5));
              }
          g_assert_cmpint (tm_sisters_state_is_second_half (&s), ==, round >= 5);
          play_fresh_turns (&s, 4);
        }
      g_assert_cmpint (s.phase, ==, TM_SISTERS_PHASE_REVEAL);
      g_assert_cmpuint (tm_sisters_card_set_size (s.field), ==, 4);
      for (int p = 0; p < 2; p++)
        {
          g_assert_cmpuint (s.hand[p], ==, 2);
          g_assert_cmpuint (s.deck[p], ==, 0);
          g_assert_cmpuint (tm_sisters_card_set_size (s.house[p]), ==, 8);
        }
      assert_cards_conserved (&s);
    }
}

/* Turns --------------------------------------------------------------------------- */

static void
test_turn_order (void)
{
  TmSistersState s;
  TmSistersMove move;
  g_autoptr(GError) error = NULL;

  /* 4 players, parent 2: 2, 3, 0, 1. */
  start (&s, 4, 2);
  for (int i = 0; i < 4; i++)
    {
      int expected = (2 + i) % 4;

      g_assert_cmpint (tm_sisters_state_get_current_player (&s), ==, expected);
      move = fresh_turn (&s);
      move.player = (expected + 1) % 4;
      assert_message_has (refuse (&s, &move, TM_RULES_ERROR, TM_RULES_ERROR_WRONG_PLAYER), "turn");
      move.player = expected;
      accept (&s, &move);
    }
  g_assert_cmpuint (s.round, ==, 2);
}

static void
test_taken_not_on_field (void)
{
  TmSistersState s;
  TmSistersMove move;

  start (&s, 3, 0);   /* field 1, 2, 3 */
  move = turn_move (10, 13);
  assert_message_has (refuse (&s, &move, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_TAKEN_NOT_ON_FIELD),
                      "(1, 2, 3)");
  move = turn_move (10, 1);
  accept (&s, &move);
  /* Taken this round: no longer on the field. */
  move = turn_move (11, 1);
  assert_rule (&s, &move, TM_SISTERS_RULE_TAKEN_NOT_ON_FIELD);
  move = turn_move (11, 0);
  assert_rule (&s, &move, TM_SISTERS_RULE_UNKNOWN_RANK);
}

static void
test_used_known_elsewhere (void)
{
  TmSistersState s;
  TmSistersMove move;

  start (&s, 3, 0);   /* field 1, 2, 3; order 0, 1, 2 */
  move = turn_move (2, 1);
  assert_message_has (refuse (&s, &move, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_CARD_KNOWN_ELSEWHERE),
                      "on the field");
  move = turn_move (10, 1);
  accept (&s, &move);
  move = turn_move (10, 2);
  assert_message_has (refuse (&s, &move, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_CARD_KNOWN_ELSEWHERE),
                      "already used this round");
  move = turn_move (1, 2);
  assert_message_has (refuse (&s, &move, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_CARD_KNOWN_ELSEWHERE),
                      "end of the round");
  move = turn_move (11, 2);
  accept (&s, &move);
  move = turn_move (12, 3);
  accept (&s, &move);

  /* Differences 9, 9, 9 on Close: the most downstream, player 3 (index 2). */
  g_assert_cmpint (s.parent, ==, 2);
  g_assert_cmpuint (s.in_hand[0], ==, 1ull << 1);
  g_assert_cmpuint (s.in_hand[1], ==, 1ull << 2);
  g_assert_cmpuint (s.in_hand[2], ==, 1ull << 3);

  /* Round 2, order 2, 0, 1: card 1 is in player 1's hand (no names:
   * "Player 1"). */
  move = turn_move (1, 10);
  assert_message_has (refuse (&s, &move, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_CARD_KNOWN_ELSEWHERE),
                      "Player 1’s hand");
  /* One's own taken card can be used again. */
  move = turn_move (3, 10);
  accept (&s, &move);
  g_assert_cmpuint (s.in_hand[2], ==, 0);
  move = turn_move (1, 11);
  accept (&s, &move);
  g_assert_cmpuint (s.in_hand[0], ==, 0);
  assert_cards_conserved (&s);
}

/* With two players a hand can end up holding only cards everyone saw
 * taken: then the used card must be one of them. */
static void
test_hand_all_known (void)
{
  TmSistersState s;
  TmSistersMove move;
  int p;

  start (&s, 2, 0);
  /* Rounds 1–5 use only unseen cards: every card drawn is used. */
  play_fresh_turns (&s, 5 * 4);
  g_assert_cmpuint (s.round, ==, 6);
  p = tm_sisters_state_get_current_player (&s);
  g_assert_cmpuint (s.hand[p], ==, 8);
  g_assert_cmpuint (tm_sisters_card_set_size (s.in_hand[p]), ==, 8);

  move = turn_move (lowest (unseen (&s)), lowest (s.field));
  assert_message_has (refuse (&s, &move, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_HAND_ALL_KNOWN),
                      "took from the field");
  move = turn_move (lowest (s.in_hand[p]), lowest (s.field));
  accept (&s, &move);
}

/* Parent change ---------------------------------------------------------------- */

typedef struct
{
  guint n_players;
  int field[4];
  int turns[4][2];           /* used, taken, in turn order */
  TmSistersCondition condition;
  int parent;                /* after the round */
  TmSistersDecision decision;
} ParentCase;

static const ParentCase parent_cases[] = {
  /* 3–4 players, Close: the smallest; a tie goes downstream. */
  { 3, { 10, 20, 30 }, { { 5, 10 }, { 22, 20 }, { 36, 30 } }, TM_SISTERS_CONDITION_CLOSE, 1, TM_SISTERS_DECIDED_ALONE },
  { 3, { 10, 20, 30 }, { { 8, 10 }, { 25, 20 }, { 32, 30 } }, TM_SISTERS_CONDITION_CLOSE, 2, TM_SISTERS_DECIDED_DOWNSTREAM },
  { 3, { 10, 20, 30 }, { { 8, 10 }, { 22, 20 }, { 36, 30 } }, TM_SISTERS_CONDITION_CLOSE, 1, TM_SISTERS_DECIDED_DOWNSTREAM },
  { 4, { 10, 20, 30, 33 }, { { 1, 10 }, { 2, 20 }, { 31, 30 }, { 32, 33 } }, TM_SISTERS_CONDITION_CLOSE, 3, TM_SISTERS_DECIDED_DOWNSTREAM },
  { 4, { 10, 20, 30, 33 }, { { 1, 10 }, { 2, 20 }, { 31, 30 }, { 36, 33 } }, TM_SISTERS_CONDITION_CLOSE, 2, TM_SISTERS_DECIDED_ALONE },
  /* 2 players (parent, child, parent, child), Close: each player's pairs
   * from the smallest; the first pair that differs decides. */
  { 2, { 10, 20, 30, 33 }, { { 11, 10 }, { 22, 20 }, { 35, 30 }, { 36, 33 } }, TM_SISTERS_CONDITION_CLOSE, 0, TM_SISTERS_DECIDED_ALONE },
  { 2, { 10, 20, 30, 33 }, { { 12, 10 }, { 22, 20 }, { 21, 30 }, { 29, 33 } }, TM_SISTERS_CONDITION_CLOSE, 1, TM_SISTERS_DECIDED_NEXT_PAIR },
  { 2, { 10, 20, 30, 33 }, { { 13, 10 }, { 25, 20 }, { 35, 30 }, { 36, 33 } }, TM_SISTERS_CONDITION_CLOSE, 1, TM_SISTERS_DECIDED_CHILD },
  /* Ruling: {3, 3} against {3, 7} — the parent's second 3 beats 7. */
  { 2, { 10, 20, 30, 33 }, { { 13, 10 }, { 23, 20 }, { 27, 30 }, { 26, 33 } }, TM_SISTERS_CONDITION_CLOSE, 0, TM_SISTERS_DECIDED_NEXT_PAIR },
};

static void
play_parent_case (const ParentCase *c,
                  TmSistersState   *s)
{
  TmSistersMove move = field_move (0, 0);

  tm_sisters_state_init (s, c->n_players, -1);
  for (guint i = 0; i < tm_sisters_state_get_field_size (s); i++)
    move.cards[move.n_cards++] = (guint8) c->field[i];
  accept (s, &move);
  g_assert_cmpint (s->condition, ==, c->condition);
  for (guint i = 0; i < s->n_turns; i++)
    {
      move = turn_move (c->turns[i][0], c->turns[i][1]);
      accept (s, &move);
    }
}

static void
test_parent_change (void)
{
  for (guint k = 0; k < G_N_ELEMENTS (parent_cases); k++)
    {
      const ParentCase *c = &parent_cases[k];
      TmSistersState s;

      play_parent_case (c, &s);
      g_assert_true (s.has_result);
      if (s.parent != c->parent || s.last_round.decision != c->decision)
        g_error ("case %u: parent %d (decision %d), expected %d (%d)", k,
                 s.parent, s.last_round.decision, c->parent, c->decision);
      g_assert_cmpint (s.last_round.parent_before, ==, 0);
      g_assert_cmpint (s.last_round.parent_after, ==, c->parent);
      g_assert_cmpint (s.last_round.condition, ==, c->condition);
      for (guint i = 0; i < s.n_turns; i++)
        g_assert_cmpuint (s.last_round.difference[i], ==,
                          (guint) ABS (c->turns[i][0] - c->turns[i][1]));
      if (c->decision == TM_SISTERS_DECIDED_CHILD)
        g_assert_cmpint (s.last_round.deciding_turn, ==, -1);
      else
        g_assert_cmpint (s.last_round.player[s.last_round.deciding_turn], ==, c->parent);
      /* The new parent turned the condition card. */
      g_assert_cmpint (s.condition, ==, TM_SISTERS_CONDITION_FAR);
    }
}

/* Far: the largest difference; ties as on Close. */
static void
test_parent_change_far (void)
{
  TmSistersState s;
  TmSistersMove move;

  /* Round 1 (Close) as the second case: player 3 (index 2) becomes parent. */
  play_parent_case (&parent_cases[1], &s);
  g_assert_cmpint (s.parent, ==, 2);
  g_assert_cmpint (s.condition, ==, TM_SISTERS_CONDITION_FAR);
  /* Field 8, 25, 32; order 2, 0, 1.  Differences 31, 6, 22: player 3. */
  move = turn_move (1, 32);
  accept (&s, &move);
  move = turn_move (2, 8);
  accept (&s, &move);
  move = turn_move (3, 25);
  accept (&s, &move);
  g_assert_cmpint (s.parent, ==, 2);
  g_assert_cmpint (s.last_round.condition, ==, TM_SISTERS_CONDITION_FAR);
  g_assert_cmpint (s.last_round.decision, ==, TM_SISTERS_DECIDED_ALONE);
  g_assert_cmpint (s.condition, ==, TM_SISTERS_CONDITION_CLOSE);

  /* Round 3 (Close), field 1, 2, 3, order 2, 0, 1: differences 3, 3, 3 →
   * the last, player 2 (index 1). */
  move = turn_move (4, 1);
  accept (&s, &move);
  move = turn_move (5, 2);
  accept (&s, &move);
  move = turn_move (6, 3);
  accept (&s, &move);
  g_assert_cmpint (s.parent, ==, 1);
  g_assert_cmpint (s.last_round.decision, ==, TM_SISTERS_DECIDED_DOWNSTREAM);

  /* Round 4 (Far), order 1, 2, 0, field 4, 5, 6: 30, 30, 11 → player 3
   * (index 2), the later of the two. */
  move = turn_move (34, 4);
  accept (&s, &move);
  move = turn_move (35, 5);
  accept (&s, &move);
  move = turn_move (17, 6);
  accept (&s, &move);
  g_assert_cmpint (s.parent, ==, 2);
  g_assert_cmpint (s.last_round.decision, ==, TM_SISTERS_DECIDED_DOWNSTREAM);
}

/* 2 players on Far: the pairs from the largest. */
static void
test_parent_change_two_far (void)
{
  TmSistersState s;
  TmSistersMove move;

  /* Round 1: parent 0's 1 beats 2 (Close, first pairs). */
  play_parent_case (&parent_cases[5], &s);
  g_assert_cmpint (s.parent, ==, 0);
  g_assert_cmpint (s.condition, ==, TM_SISTERS_CONDITION_FAR);
  /* Field 11, 22, 35, 36.  Parent 0: 30 and 1; child 1: 30 and 2 → the
   * next pairs, 1 against 2: the child. */
  move = turn_move (5, 35);
  accept (&s, &move);                               /* parent: 30 */
  move = turn_move (10, 22);
  g_free (refuse (&s, &move, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_CARD_KNOWN_ELSEWHERE));
  move = turn_move (8, 30);
  g_free (refuse (&s, &move, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_TAKEN_NOT_ON_FIELD));
  move = turn_move (6, 36);
  accept (&s, &move);                               /* child: 30 */
  move = turn_move (12, 11);
  accept (&s, &move);                               /* parent: 1 */
  move = turn_move (24, 22);
  accept (&s, &move);                               /* child: 2 */
  g_assert_cmpint (s.parent, ==, 1);
  g_assert_cmpint (s.last_round.decision, ==, TM_SISTERS_DECIDED_NEXT_PAIR);
  g_assert_cmpint (s.last_round.deciding_turn, ==, 3);
}

/* The round's end ----------------------------------------------------------------- */

static void
test_round_end (void)
{
  for (guint n = 2; n <= 4; n++)
    {
      TmSistersState s;

      start (&s, n, 0);
      for (guint round = 1; round <= TM_SISTERS_N_ROUNDS; round++)
        {
          TmSistersCardSet used = 0, taken = 0;
          TmSistersCardSet hands_before[TM_SISTERS_MAX_PLAYERS];
          TmSistersCardSet houses_before[TM_SISTERS_MAX_PLAYERS];
          TmSistersCondition condition = s.condition;
          int players[TM_SISTERS_MAX_TURNS];

          /* Close on odd rounds: the card starts on Close and every new
           * parent turns it. */
          g_assert_cmpint (condition, ==, round % 2 == 1 ? TM_SISTERS_CONDITION_CLOSE
                                                         : TM_SISTERS_CONDITION_FAR);
          memcpy (hands_before, s.in_hand, sizeof hands_before);
          memcpy (houses_before, s.house, sizeof houses_before);
          memcpy (players, s.turn_player, sizeof players);
          for (guint i = 0; i < s.n_turns; i++)
            {
              TmSistersMove move = fresh_turn (&s);

              used = tm_sisters_card_set_add (used, move.used);
              taken = tm_sisters_card_set_add (taken, move.taken);
              hands_before[players[i]] = tm_sisters_card_set_remove (hands_before[players[i]], move.used);
              accept (&s, &move);
            }
          /* 使用札を場に移動し、次のラウンドの場札とします. */
          g_assert_cmpuint (s.field, ==, used);
          g_assert_cmpint (s.condition, !=, condition);
          g_assert_cmpuint (s.last_round.round, ==, round);
          for (guint i = 0; i < s.n_turns; i++)
            {
              int p = players[i];
              int t = s.last_round.taken[i];

              if (n == 2 && round >= 5)
                g_assert_true (tm_sisters_card_set_contains (s.house[p], t));
              else
                g_assert_true (tm_sisters_card_set_contains (s.in_hand[p], t));
            }
          for (guint p = 0; p < n; p++)
            {
              TmSistersCardSet mine = 0;

              for (guint i = 0; i < s.n_turns; i++)
                if (players[i] == (int) p)
                  mine = tm_sisters_card_set_add (mine, s.last_round.taken[i]);
              if (n == 2 && round >= 5)
                {
                  g_assert_cmpuint (s.house[p], ==, houses_before[p] | mine);
                  g_assert_cmpuint (s.in_hand[p], ==, hands_before[p]);
                }
              else
                g_assert_cmpuint (s.in_hand[p], ==, hands_before[p] | mine);
            }
          assert_cards_conserved (&s);
        }
    }
}

/* Second half, 2 players: a house card is never used or revealed again. */
static void
test_second_half_house (void)
{
  TmSistersState s;
  TmSistersMove move;
  int p, house_card;

  start (&s, 2, 0);
  play_fresh_turns (&s, 5 * 4);
  g_assert_cmpuint (s.round, ==, 6);
  p = tm_sisters_state_get_current_player (&s);
  house_card = lowest (s.house[1 - p]);
  g_assert_cmpint (house_card, >, 0);
  move = turn_move (house_card, lowest (s.field));
  assert_message_has (refuse (&s, &move, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_CARD_KNOWN_ELSEWHERE),
                      "house");
  play_fresh_turns (&s, 3 * 4);
  g_assert_cmpint (s.phase, ==, TM_SISTERS_PHASE_REVEAL);
  move = reveal_move (p, lowest (s.house[p]), 0);
  assert_message_has (refuse (&s, &move, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_CARD_KNOWN_ELSEWHERE),
                      "house");
}

/* The end -------------------------------------------------------------------------- */

static void
test_reveal_houses (void)
{
  TmSistersState s;
  TmSistersMove move;
  TmSistersCardSet hand0, scored;

  start (&s, 3, 0);
  play_fresh_turns (&s, 8 * 3);
  g_assert_cmpint (s.phase, ==, TM_SISTERS_PHASE_REVEAL);
  g_assert_cmpint (tm_sisters_state_get_current_player (&s), ==, -1);
  /* Every card drawn was used: the hands are the cards taken. */
  hand0 = s.in_hand[0];
  g_assert_cmpuint (tm_sisters_card_set_size (hand0), ==, 8);
  g_assert_cmpuint (tm_sisters_state_get_missing_emblems (&s), ==, s.field);

  move = turn_move (lowest (unseen (&s)), lowest (s.field));
  assert_rule (&s, &move, TM_SISTERS_RULE_WRONG_PHASE);
  move = reveal_move (0, lowest (unseen (&s)), 0);
  assert_rule (&s, &move, TM_SISTERS_RULE_HAND_ALL_KNOWN);
  move = reveal_move (0, lowest (s.in_hand[1]), 0);
  assert_message_has (refuse (&s, &move, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_CARD_KNOWN_ELSEWHERE),
                      "Player 2’s hand");
  move = reveal_move (0, lowest (hand0), lowest (hand0), 0);
  assert_rule (&s, &move, TM_SISTERS_RULE_CARD_REPEATED);
  move = reveal_move (4, lowest (hand0), 0);
  g_free (refuse (&s, &move, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE));

  /* Five now, four more is one too many. */
  move = reveal_move (0, 0);
  for (int rank = 1; rank <= TM_SISTERS_N_RANKS && move.n_cards < 5; rank++)
    if (tm_sisters_card_set_contains (hand0, rank))
      move.cards[move.n_cards++] = (guint8) rank;
  accept (&s, &move);
  g_assert_cmpuint (s.hand[0], ==, 3);
  g_assert_cmpuint (tm_sisters_card_set_size (s.house[0]), ==, 5);
  move = reveal_move (0, 0);
  for (int rank = 1; rank <= TM_SISTERS_N_RANKS; rank++)
    if (tm_sisters_card_set_contains (s.in_hand[0], rank))
      move.cards[move.n_cards++] = (guint8) rank;
  move.cards[move.n_cards++] = (guint8) lowest (unseen (&s));
  assert_message_has (refuse (&s, &move, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_REVEAL_COUNT),
                      "3 cards left");
  move.n_cards--;
  accept (&s, &move);
  g_assert_cmpuint (s.house[0], ==, hand0);
  move = reveal_move (0, lowest (unseen (&s)), 0);
  assert_rule (&s, &move, TM_SISTERS_RULE_REVEAL_COUNT);

  reveal_known_hands (&s);
  /* 3/4人用: the hands became the houses; the emblems are missing. */
  g_assert_cmpint (s.phase, ==, TM_SISTERS_PHASE_EMBLEMS);
  scored = s.field | s.house[0] | s.house[1] | s.house[2];
  g_assert_cmpuint (tm_sisters_card_set_size (scored), ==, 27);
  g_assert_cmpuint (tm_sisters_state_get_missing_emblems (&s), ==, scored);
  assert_cards_conserved (&s);
}

/* A hand with cards nobody saw: as many unseen ranks as there are such
 * cards, the rest are the known ones. */
static void
test_reveal_unseen (void)
{
  TmSistersState s;
  TmSistersMove move;
  int p, a, b;

  start (&s, 4, 0);
  /* Round 1, then in round 2 everyone uses the card they took. */
  play_fresh_turns (&s, 4);
  for (guint i = 0; i < 4; i++)
    {
      p = tm_sisters_state_get_current_player (&s);
      move = turn_move (lowest (s.in_hand[p]), lowest (s.field));
      accept (&s, &move);
    }
  play_fresh_turns (&s, 6 * 4);
  g_assert_cmpint (s.phase, ==, TM_SISTERS_PHASE_REVEAL);
  /* 8 cards: 7 known, 1 that nobody saw. */
  g_assert_cmpuint (tm_sisters_card_set_size (s.in_hand[0]), ==, 7);

  a = lowest (unseen (&s));
  b = lowest (unseen (&s) & ~(1ull << a));
  move = reveal_move (0, a, b, 0);
  assert_rule (&s, &move, TM_SISTERS_RULE_HAND_ALL_KNOWN);
  move = reveal_move (0, a, 0);
  accept (&s, &move);
  move = reveal_move (1, a, 0);
  assert_rule (&s, &move, TM_SISTERS_RULE_CARD_KNOWN_ELSEWHERE);
  assert_cards_conserved (&s);
}

static void
test_reveal_keepers (void)
{
  TmSistersState s;

  start (&s, 2, 1);
  play_fresh_turns (&s, 8 * 4);
  g_assert_cmpint (s.phase, ==, TM_SISTERS_PHASE_REVEAL);
  reveal_known_hands (&s);
  g_assert_cmpint (s.phase, ==, TM_SISTERS_PHASE_EMBLEMS);
  for (int p = 0; p < 2; p++)
    {
      g_assert_cmpuint (tm_sisters_card_set_size (s.keepers[p]), ==, 2);
      g_assert_cmpuint (tm_sisters_card_set_size (s.house[p]), ==, 8);
      g_assert_cmpuint (s.hand[p], ==, 0);
      /* 番人札は、持ち主だけが得点計算に使う場札. */
      g_assert_cmpuint (tm_sisters_state_get_harvest (&s, p), ==, s.field | s.keepers[p]);
    }
  g_assert_cmpuint (tm_sisters_card_set_size (tm_sisters_state_get_missing_emblems (&s)), ==, 24);
  assert_cards_conserved (&s);
}

/* Emblems -------------------------------------------------------------------------- */

static void
test_emblems_moves (void)
{
  TmSistersState s;
  TmSistersMove move;
  TmSistersCardTable deck;
  TmSistersCardSet missing;

  tm_sisters_card_table_init (&deck);
  fill_test_deck (&deck);

  start (&s, 2, 0);
  /* Emblems may come at any time; each card once. */
  move = emblems_move (&s.cards, 27, "{\"PLANT\": 2}");
  accept (&s, &move);
  move = emblems_move (&s.cards, 27, "{\"PLANT\": 1}");
  assert_rule (&s, &move, TM_SISTERS_RULE_EMBLEMS_KNOWN);
  move = emblems_move (&s.cards, 28, "{\"FOOD\": 1}");
  move.emblems.count[TM_SISTERS_KIND_KING] = 1;
  assert_rule (&s, &move, TM_SISTERS_RULE_CROWN_ALONE);
  move.emblems.count[TM_SISTERS_KIND_KING] = 0;
  move.emblems.count[9] = 1;   /* no tenth kind named */
  assert_rule (&s, &move, TM_SISTERS_RULE_UNKNOWN_KIND);

  play_fresh_turns (&s, 8 * 4);
  reveal_known_hands (&s);
  g_assert_cmpint (s.phase, ==, TM_SISTERS_PHASE_EMBLEMS);
  s.cards.n_kinds = deck.n_kinds;
  memcpy (s.cards.kinds, deck.kinds, sizeof s.cards.kinds);

  missing = tm_sisters_state_get_missing_emblems (&s);
  g_assert_false (tm_sisters_card_set_contains (missing, 27));
  while (missing != 0)
    {
      int rank = lowest (missing);

      move = blank_move (TM_SISTERS_MOVE_EMBLEMS);
      move.rank = (guint8) rank;
      move.emblems = deck.cards[rank];
      accept (&s, &move);
      missing = tm_sisters_state_get_missing_emblems (&s);
      g_assert_cmpint (s.phase, ==, missing != 0 ? TM_SISTERS_PHASE_EMBLEMS : TM_SISTERS_PHASE_FINISHED);
    }
  move = emblems_move (&s.cards, 1, "{\"FOOD\": 1}");
  g_free (refuse (&s, &move, TM_RULES_ERROR, TM_RULES_ERROR_GAME_FINISHED));
}

/* The legal list of the emblems phase: every emblem set the class rules
 * allow, for the lowest-ranked card still without. */
static void
test_emblems_listed (void)
{
  TmSistersCardTable table;
  g_autoptr(GArray) valid = NULL;
  guint n_pointed_pairs = 0, n_three = 0;

  tm_sisters_card_table_init (&table);
  valid = tm_sisters_emblems_list_valid (&table);
  /* Round only: 21 + 6 + 2 single kinds, 21·6 + 21·2 + 6·2 pairs,
   * 21·6·2 triples; POLE and SWORD alone and with one round kind
   * (29 each); PAGE and KING alone. */
  g_assert_cmpuint (valid->len, ==, 29 + 180 + 252 + 2 * (1 + 29) + 2);
  for (guint i = 0; i < valid->len; i++)
    {
      TmSistersEmblems *e = &g_array_index (valid, TmSistersEmblems, i);
      g_autoptr(GError) error = NULL;

      g_assert_true (tm_sisters_emblems_check (&table, 1, e, &error));
      g_assert_no_error (error);
      n_three += tm_sisters_emblems_n_kinds (e) == 3;
      n_pointed_pairs += tm_sisters_emblems_n_kinds (e) == 2
                         && tm_sisters_emblems_has_class (&table, e, TM_SISTERS_CLASS_POINTED);
      for (guint j = 0; j < i; j++)
        g_assert_false (tm_sisters_emblems_equal (e, &g_array_index (valid, TmSistersEmblems, j)));
    }
  g_assert_cmpuint (n_three, ==, 252);
  g_assert_cmpuint (n_pointed_pairs, ==, 58);
}

/* Scoring -------------------------------------------------------------------------- */

typedef struct
{
  guint production, house_harvesters, house_points, field_harvesters, field_points;
} Expected;

/* The manual's example (得点計算): house {27, 11, 19, 31, 30, 22, 28, 36},
 * a 4-player field of a FOOD+PLANT card, a FOOD+ANIMAL card, a FOOD card
 * (5 FOOD emblems between them) and a pointed-only card. */
static const Expected manual_example[TM_SISTERS_N_CATEGORIES] = {
  { 6, 4, 18, 3, 18 },   /* 6 × (4−1) × 1; field 6 × 3 × 1 (the text says 5: 6 is right) */
  { 6, 3, 24, 1, 12 },   /* 6 × (3−1) × 2; 6 × 1 × 2 */
  { 1, 1, 0, 1, 4 },     /* 1 × (1−1) × 4; 1 × 1 × 4 */
  { 3, 2, 8, 0, 0 },     /* (3−1) × 2 × 2; no harvester on the field */
  { 4, 1, 15, 1, 20 },   /* (4−1) × 1 × 5; 4 × 1 × 5 */
  { 7, 2, 48, 0, 0 },    /* (7−1) × 2 × 4 */
};

static TmSistersCardSet
ranks (int first,
       ...)
{
  TmSistersCardSet set = 0;
  va_list args;
  int rank;

  va_start (args, first);
  for (rank = first; rank != 0; rank = va_arg (args, int))
    set = tm_sisters_card_set_add (set, rank);
  va_end (args);
  return set;
}

static void
assert_manual_example (const TmSistersCardTable *table)
{
  TmSistersScore score;

  tm_sisters_score_player (table, ranks (27, 11, 19, 31, 30, 22, 28, 36, 0), ranks (5, 6, 7, 8, 0), &score);
  for (TmSistersCategory c = 0; c < TM_SISTERS_N_CATEGORIES; c++)
    {
      const TmSistersCategoryScore *s = &score.categories[c];
      const Expected *e = &manual_example[c];

      g_assert_cmpuint (s->multiplier, ==, tm_sisters_category_get_multiplier (c));
      g_assert_cmpuint (s->production, ==, e->production);
      g_assert_cmpuint (s->house_harvesters, ==, e->house_harvesters);
      g_assert_cmpuint (s->house_points, ==, e->house_points);
      g_assert_cmpuint (s->field_harvesters, ==, e->field_harvesters);
      g_assert_cmpuint (s->field_points, ==, e->field_points);
    }
  /* 18 + 24 + 0 + 8 + 15 + 48 = 113; 18 + 12 + 4 + 20 = 54; 113 + 54 = 167. */
  g_assert_cmpuint (score.house, ==, 113);
  g_assert_cmpuint (score.field, ==, 54);
  g_assert_cmpuint (score.total, ==, 167);
}

static void
test_scoring_manual_example (void)
{
  TmSistersCardTable table;
  static const struct
  {
    int rank;
    const char *emblems;
  } other_reading[] = {
    /* Other counts and kinds the manual's numbers allow. */
    { 30, "{\"FOOD\": 2, \"PLANT\": 1, \"ANIMAL\": 1}" },
    { 36, "{\"FOOD\": 2, \"PLANT\": 3}" },
    { 27, "{\"PLANT\": 2}" },
    { 22, "{\"FOOD\": 1, \"SWORD\": 1}" },
    { 28, "{\"FOOD\": 1, \"POLE\": 1}" },
    { 11, "{\"SWORD\": 1}" },
    { 19, "{\"KING\": 1}" },
    { 31, "{\"PAGE\": 1}" },
    { 5, "{\"FOOD\": 1, \"PLANT\": 3}" },
    { 6, "{\"FOOD\": 3, \"ANIMAL\": 2}" },
    { 7, "{\"FOOD\": 1}" },
    { 8, "{\"POLE\": 1}" },
  };

  g_assert_cmpstr (tm_sisters_category_get_id (TM_SISTERS_CATEGORY_FOOD_LOVERS), ==, "food-lovers");
  g_assert_cmpstr (tm_sisters_category_get_id (TM_SISTERS_CATEGORY_COLLECTOR), ==, "collector");

  tm_sisters_card_table_init (&table);
  fill_test_deck (&table);
  assert_manual_example (&table);

  tm_sisters_card_table_init (&table);
  for (guint i = 0; i < G_N_ELEMENTS (other_reading); i++)
    {
      TmSistersEmblems e = emblems_of (&table, other_reading[i].emblems);

      g_assert_true (tm_sisters_card_table_set (&table, other_reading[i].rank, &e, NULL));
    }
  assert_manual_example (&table);

  /* Which cards of the example's house each category counts (what the
   * page highlights): producers and harvesters. */
  {
    TmSistersCardSet house = 0;
    static const int ranks[] = { 27, 11, 19, 31, 30, 22, 28, 36 };
#define SET2(a, b) ((1ull << (a)) | (1ull << (b)))

    for (guint i = 0; i < G_N_ELEMENTS (ranks); i++)
      house = tm_sisters_card_set_add (house, ranks[i]);
    g_assert_cmphex (tm_sisters_category_get_cards (&table, TM_SISTERS_CATEGORY_FOOD_LOVERS, house, FALSE), ==,
                     SET2 (30, 22) | SET2 (28, 36));
    g_assert_cmphex (tm_sisters_category_get_cards (&table, TM_SISTERS_CATEGORY_PLANT_LOVERS, house, TRUE), ==,
                     SET2 (27, 30) | (1ull << 36));
    g_assert_cmphex (tm_sisters_category_get_cards (&table, TM_SISTERS_CATEGORY_MULTI_PASSION, house, FALSE), ==,
                     SET2 (22, 28) | (1ull << 36));
    g_assert_cmphex (tm_sisters_category_get_cards (&table, TM_SISTERS_CATEGORY_MULTI_PASSION, house, TRUE), ==,
                     SET2 (22, 28));
    g_assert_cmphex (tm_sisters_category_get_cards (&table, TM_SISTERS_CATEGORY_SINGLE_PASSION, house, FALSE), ==,
                     SET2 (27, 11) | SET2 (19, 31));
    g_assert_cmphex (tm_sisters_category_get_cards (&table, TM_SISTERS_CATEGORY_SINGLE_PASSION, house, TRUE), ==,
                     1ull << 11);
    g_assert_cmphex (tm_sisters_category_get_cards (&table, TM_SISTERS_CATEGORY_COLLECTOR, house, TRUE), ==,
                     SET2 (19, 31));
    g_assert_cmphex (tm_sisters_category_get_cards (&table, TM_SISTERS_CATEGORY_COLLECTOR, house, FALSE), ==, house);
    /* A card without emblems counts nowhere. */
    g_assert_cmphex (tm_sisters_category_get_cards (&table, TM_SISTERS_CATEGORY_COLLECTOR, 1ull << 1, FALSE), ==, 0);
#undef SET2
  }
}

/* Ruling: a factor that would be negative makes the category 0. */
static void
test_scoring_no_negative (void)
{
  TmSistersCardTable table;
  TmSistersScore score;

  tm_sisters_card_table_init (&table);
  fill_test_deck (&table);
  /* Pointed-only and crown-only cards: no FOOD, no two-kind card. */
  tm_sisters_score_player (&table, ranks (8, 11, 29, 32, 19, 31, 33, 34, 0), ranks (7, 0), &score);
  g_assert_cmpuint (score.categories[TM_SISTERS_CATEGORY_FOOD_LOVERS].production, ==, 0);
  g_assert_cmpuint (score.categories[TM_SISTERS_CATEGORY_FOOD_LOVERS].house_harvesters, ==, 0);
  g_assert_cmpuint (score.categories[TM_SISTERS_CATEGORY_FOOD_LOVERS].house_points, ==, 0);
  g_assert_cmpuint (score.categories[TM_SISTERS_CATEGORY_MULTI_PASSION].production, ==, 0);
  g_assert_cmpuint (score.categories[TM_SISTERS_CATEGORY_MULTI_PASSION].house_points, ==, 0);
  /* 8 single-kind cards, 4 of them pointed: (8 − 1) × 4 × 5. */
  g_assert_cmpuint (score.categories[TM_SISTERS_CATEGORY_SINGLE_PASSION].house_points, ==, 140);
  /* Kinds: SWORD POLE TP3 TP4 PAGE KING TC3 TC4; 4 crown-only: (8−1)×4×4. */
  g_assert_cmpuint (score.categories[TM_SISTERS_CATEGORY_COLLECTOR].production, ==, 8);
  g_assert_cmpuint (score.categories[TM_SISTERS_CATEGORY_COLLECTOR].house_points, ==, 112);
  /* Field 7 (FOOD 1): FOOD production 0 → 0. */
  g_assert_cmpuint (score.field, ==, 0);
  g_assert_cmpuint (score.total, ==, 252);
}

static void
test_scoring_shared_win (void)
{
  TmSistersScore scores[3] = { { .total = 80 }, { .total = 95 }, { .total = 95 } };
  g_autoptr(GArray) winners = tm_sisters_scores_get_winners (scores, 3);
  g_autoptr(GArray) alone = tm_sisters_scores_get_winners (scores, 2);

  g_assert_cmpuint (winners->len, ==, 2);
  g_assert_cmpint (g_array_index (winners, int, 0), ==, 1);
  g_assert_cmpint (g_array_index (winners, int, 1), ==, 2);
  g_assert_cmpuint (alone->len, ==, 1);
  g_assert_cmpint (g_array_index (alone, int, 0), ==, 1);
}

/* The score sheet of `tablemate-cli score` ---------------------------------------- */

static char *
deck_json (void)
{
  GString *text = g_string_new ("{");

  for (int rank = 1; rank <= TM_SISTERS_N_RANKS; rank++)
    g_string_append_printf (text, "%s\"%d\": %s", rank > 1 ? ", " : "", rank, test_deck[rank]);
  g_string_append (text, "}");
  return g_string_free (text, FALSE);
}

static JsonNode *
score_sheet (const char  *players,
             const char  *field,
             GError     **error)
{
  g_autofree char *cards = deck_json ();
  g_autofree char *text = g_strdup_printf ("{\"game\": \"planetary-sisters\", \"kinds\": %s, "
                                           "\"cards\": %s, \"players\": %s, \"field\": %s}",
                                           TEST_KINDS, cards, players, field);
  g_autoptr(JsonObject) sheet = parse_object (text);

  return tm_sisters_score_sheet (sheet, error);
}

static void
test_score_sheet (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) result = NULL;
  JsonObject *object, *player;
  JsonArray *categories;
  static const struct
  {
    const char *players;
    const char *field;
    int code;       /* -1: INVALID_MOVE */
  } bad[] = {
    { "[{\"house\": [27, 11, 19, 31, 30, 22, 28, 36]}]", "[5, 6, 7, 8]", -1 },
    { "[{\"house\": [27, 11, 19, 31, 30, 22, 28]}, {\"house\": [1, 2, 3, 4, 9, 10, 12, 13]},"
      " {\"house\": [14, 15, 16, 17, 18, 20, 21, 23]}]", "[5, 6, 7]", -1 },
    { "[{\"house\": [27, 11, 19, 31, 30, 22, 28, 36]}, {\"house\": [1, 2, 3, 4, 9, 10, 12, 13]},"
      " {\"house\": [14, 15, 16, 17, 18, 20, 21, 27]}]", "[5, 6, 7]", TM_SISTERS_RULE_CARD_REPEATED },
    { "[{\"house\": [27, 11, 19, 31, 30, 22, 28, 36]}, {\"house\": [1, 2, 3, 4, 9, 10, 12, 13]},"
      " {\"house\": [14, 15, 16, 17, 18, 20, 21, 23]}]", "[5, 6, 7, 8]", -1 },
    { "[{\"house\": [27, 11, 19, 31, 30, 22, 28, 36], \"keepers\": [1, 2]},"
      " {\"house\": [3, 4, 9, 10, 12, 13, 14, 15]}, {\"house\": [16, 17, 18, 20, 21, 23, 24, 25]}]",
      "[5, 6, 7]", -1 },
    { "[{\"house\": [27, 11, 19, 31, 30, 22, 28, 36]}, {\"house\": [3, 4, 9, 10, 12, 13, 14, 15]}]",
      "[5, 6, 7, 8]", -1 },
    { "[{\"house\": [27, 11, 19, 31, 30, 22, 28, 37]}, {\"house\": [3, 4, 9, 10, 12, 13, 14, 15]},"
      " {\"house\": [16, 17, 18, 20, 21, 23, 24, 25]}]", "[5, 6, 7]", TM_SISTERS_RULE_UNKNOWN_RANK },
  };

  /* The manual's example for the first of four players. */
  result = score_sheet ("[{\"house\": [27, 11, 19, 31, 30, 22, 28, 36]},"
                        " {\"house\": [1, 2, 3, 4, 9, 10, 12, 13]},"
                        " {\"house\": [14, 15, 16, 17, 18, 20, 21, 23]},"
                        " {\"house\": [24, 25, 26, 29, 32, 33, 34, 35]}]",
                        "[5, 6, 7, 8]", &error);
  g_assert_no_error (error);
  object = json_node_get_object (result);
  player = json_array_get_object_element (json_object_get_array_member (object, "players"), 0);
  g_assert_cmpint (json_object_get_int_member (player, "house"), ==, 113);
  g_assert_cmpint (json_object_get_int_member (player, "field"), ==, 54);
  g_assert_cmpint (json_object_get_int_member (player, "total"), ==, 167);
  categories = json_object_get_array_member (player, "categories");
  g_assert_cmpuint (json_array_get_length (categories), ==, 6);
  for (guint c = 0; c < 6; c++)
    {
      JsonObject *category = json_array_get_object_element (categories, c);

      g_assert_cmpstr (json_object_get_string_member (category, "id"), ==, tm_sisters_category_get_id (c));
      g_assert_cmpint (json_object_get_int_member (category, "production"), ==, manual_example[c].production);
      g_assert_cmpint (json_object_get_int_member (category, "house_points"), ==, manual_example[c].house_points);
      g_assert_cmpint (json_object_get_int_member (category, "field_points"), ==, manual_example[c].field_points);
    }
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "winners")), >=, 1);
  g_clear_pointer (&result, json_node_unref);

  /* Two players: keepers harvest for their owner only. */
  result = score_sheet ("[{\"house\": [27, 11, 19, 31, 30, 22, 28, 36], \"keepers\": [1, 2]},"
                        " {\"house\": [3, 4, 9, 10, 12, 13, 14, 15], \"keepers\": [33, 34]}]",
                        "[5, 6, 7, 8]", &error);
  g_assert_no_error (error);
  player = json_array_get_object_element (json_object_get_array_member (json_node_get_object (result), "players"), 0);
  /* Keepers 1 and 2 add 2 FOOD and 2 PLANT harvesters, two two-kind
   * round cards: FOOD 6 × 5, PLANT 6 × 3 × 2, ANIMAL 4, single 20. */
  g_assert_cmpint (json_object_get_int_member (player, "field"), ==, 30 + 36 + 4 + 20);
  g_clear_pointer (&result, json_node_unref);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(JsonNode) none = score_sheet (bad[i].players, bad[i].field, &error);

      g_assert_null (none);
      if (bad[i].code < 0)
        g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
      else
        g_assert_error (error, TM_SISTERS_RULES_ERROR, bad[i].code);
      g_assert_true (g_str_has_suffix (error->message, "."));
      g_clear_error (&error);
    }

  /* A card without emblems, an impossible card. */
  {
    g_autoptr(JsonObject) sheet = parse_object (
      "{\"game\": \"planetary-sisters\", \"cards\": {\"1\": {\"FOOD\": 1}},"
      " \"players\": [{\"house\": [1, 2, 3, 4, 9, 10, 12, 13], \"keepers\": [14, 15]},"
      "               {\"house\": [16, 17, 18, 20, 21, 23, 24, 25], \"keepers\": [26, 27]}],"
      " \"field\": [5, 6, 7, 8]}");
    g_autoptr(JsonObject) impossible = parse_object (
      "{\"game\": \"planetary-sisters\", \"cards\": {\"1\": {\"POLE\": 1, \"SWORD\": 1}}}");
    g_autoptr(JsonNode) none = tm_sisters_score_sheet (sheet, &error);

    g_assert_null (none);
    g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
    g_assert_nonnull (strstr (error->message, "2, 3, 4"));
    g_clear_error (&error);
    g_assert_null (tm_sisters_score_sheet (impossible, &error));
    g_assert_error (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_MULTI_KIND_ROUND);
  }
}

/* The score sheet of a finished game, as the window scores it: the same
 * numbers as the sheet written by hand. */
static void
test_score_sheet_from_state (void)
{
  TmSistersState state;
  g_autoptr(JsonObject) sheet = NULL;
  g_autoptr(JsonNode) result = NULL, expected = NULL;
  g_autoptr(GError) error = NULL;
  JsonArray *players;

  tm_sisters_state_init (&state, 2, 0);
  fill_test_deck (&state.cards);
  state.phase = TM_SISTERS_PHASE_FINISHED;
  state.house[0] = ranks (27, 11, 19, 31, 30, 22, 28, 36, 0);
  state.keepers[0] = ranks (1, 2, 0);
  state.house[1] = ranks (3, 4, 9, 10, 12, 13, 14, 15, 0);
  state.keepers[1] = ranks (33, 34, 0);
  state.field = ranks (5, 6, 7, 8, 0);

  sheet = tm_sisters_score_sheet_from_state (&state);
  /* Only the cards scored, and the kinds players named. */
  g_assert_cmpuint (json_object_get_size (json_object_get_object_member (sheet, "cards")), ==, 24);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (sheet, "kinds")), ==,
                    state.cards.n_kinds - TM_SISTERS_N_NAMED_KINDS);
  result = tm_sisters_score_sheet (sheet, &error);
  g_assert_no_error (error);
  expected = score_sheet ("[{\"house\": [27, 11, 19, 31, 30, 22, 28, 36], \"keepers\": [1, 2]},"
                          " {\"house\": [3, 4, 9, 10, 12, 13, 14, 15], \"keepers\": [33, 34]}]",
                          "[5, 6, 7, 8]", &error);
  g_assert_no_error (error);
  players = json_object_get_array_member (json_node_get_object (result), "players");
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (players, 0), "house"), ==, 113);
  g_assert_true (json_node_equal (result, expected));
}

/* Class rules, for the catalogue and the game alike ---------------------------------- */

typedef struct
{
  const char *emblems;
  int code;                  /* -1: accepted */
} ClassCase;

static const ClassCase class_cases[] = {
  { "{\"FOOD\": 3}", -1 },
  { "{\"FOOD\": 21}", -1 },
  { "{\"FOOD\": 22}", TM_SISTERS_RULE_EMBLEM_COUNT },
  { "{\"PLANT\": 6, \"FOOD\": 1}", -1 },
  { "{\"PLANT\": 7}", TM_SISTERS_RULE_EMBLEM_COUNT },
  { "{\"ANIMAL\": 3}", TM_SISTERS_RULE_EMBLEM_COUNT },
  { "{\"FOOD\": 1, \"PLANT\": 1, \"ANIMAL\": 1}", -1 },
  { "{}", TM_SISTERS_RULE_NO_EMBLEM },
  { "{\"KING\": 1}", -1 },
  { "{\"KING\": 2}", TM_SISTERS_RULE_CROWN_ALONE },
  { "{\"KING\": 1, \"FOOD\": 1}", TM_SISTERS_RULE_CROWN_ALONE },
  { "{\"KING\": 1, \"PAGE\": 1}", TM_SISTERS_RULE_CROWN_ALONE },
  { "{\"POLE\": 1}", -1 },
  { "{\"POLE\": 2}", TM_SISTERS_RULE_POINTED_REPEATED },
  { "{\"POLE\": 2, \"FOOD\": 1}", TM_SISTERS_RULE_POINTED_REPEATED },
  { "{\"POLE\": 1, \"SWORD\": 1}", TM_SISTERS_RULE_MULTI_KIND_ROUND },
  { "{\"POLE\": 1, \"FOOD\": 4}", -1 },
  { "{\"POLE\": 1, \"FOOD\": 1, \"PLANT\": 1}", TM_SISTERS_RULE_POINTED_PAIR },
  { "{\"POLE\": 1, \"SWORD\": 1, \"FOOD\": 1}", TM_SISTERS_RULE_POINTED_PAIR },
  { "{\"STAR\": 1}", TM_SISTERS_RULE_UNKNOWN_KIND },
};

static void
test_class_rules (void)
{
  TmSistersCardTable table;

  tm_sisters_card_table_init (&table);
  for (guint i = 0; i < G_N_ELEMENTS (class_cases); i++)
    {
      g_autoptr(JsonNode) node = parse_json (class_cases[i].emblems);
      g_autoptr(GError) error = NULL;
      TmSistersEmblems e;
      gboolean ok = tm_sisters_emblems_from_json (&table, node, 12, &e, &error);

      if (class_cases[i].code < 0)
        {
          g_assert_no_error (error);
          g_assert_true (ok);
          continue;
        }
      g_assert_false (ok);
      if (error->domain != TM_SISTERS_RULES_ERROR || error->code != class_cases[i].code)
        g_error ("%s: %s (code %d)", class_cases[i].emblems, error->message, error->code);
      g_assert_nonnull (strstr (error->message, "Card 12"));
      g_assert_true (g_str_has_suffix (error->message, "."));
    }
}

static void
test_kinds (void)
{
  TmSistersCardTable table;
  g_autoptr(GError) error = NULL;
  static const struct
  {
    const char *id;
    const char *name;
    TmSistersClass klass;
  } bad[] = {
    { "", "Star", TM_SISTERS_CLASS_POINTED },
    { "A B", "Star", TM_SISTERS_CLASS_POINTED },
    { "FOOD", "Food again", TM_SISTERS_CLASS_POINTED },
    { "STAR", "", TM_SISTERS_CLASS_POINTED },
    { "STAR", "Two\nlines", TM_SISTERS_CLASS_POINTED },
    { "STAR", "   ", TM_SISTERS_CLASS_POINTED },
    { "STAR", "Star", TM_SISTERS_CLASS_ROUND },
    { "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456", "Long", TM_SISTERS_CLASS_CROWN },
  };

  tm_sisters_card_table_init (&table);
  g_assert_cmpuint (table.n_kinds, ==, 7);
  g_assert_cmpuint (table.known, ==, 0);
  g_assert_cmpint (tm_sisters_card_table_find_kind (&table, "KING"), ==, TM_SISTERS_KIND_KING);
  g_assert_cmpint (table.kinds[TM_SISTERS_KIND_SWORD].klass, ==, TM_SISTERS_CLASS_POINTED);
  g_assert_cmpint (table.kinds[TM_SISTERS_KIND_PAGE].klass, ==, TM_SISTERS_CLASS_CROWN);
  g_assert_cmpint (table.kinds[TM_SISTERS_KIND_ANIMAL].klass, ==, TM_SISTERS_CLASS_ROUND);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_assert_false (tm_sisters_card_table_add_kind (&table, bad[i].id, bad[i].name, bad[i].klass, &error));
      g_assert_error (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_KIND_DEFINITION);
      g_assert_cmpuint (table.n_kinds, ==, 7);
      g_clear_error (&error);
    }

  g_assert_true (tm_sisters_card_table_add_kind (&table, "STAR", "星", TM_SISTERS_CLASS_POINTED, &error));
  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *id = g_strdup_printf ("K%u", i);

      g_assert_true (tm_sisters_card_table_add_kind (&table, id, id, TM_SISTERS_CLASS_CROWN, &error));
    }
  g_assert_no_error (error);
  g_assert_cmpuint (table.n_kinds, ==, 12);
  /* "要素は全部で12種類". */
  g_assert_false (tm_sisters_card_table_add_kind (&table, "MORE", "More", TM_SISTERS_CLASS_CROWN, &error));
  g_assert_error (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_KIND_DEFINITION);
}

/* Deck totals -------------------------------------------------------------------- */

static gboolean
has_issue (GPtrArray  *issues,
           const char *id)
{
  for (guint i = 0; i < issues->len; i++)
    {
      TmSistersTotalsIssue *issue = g_ptr_array_index (issues, i);

      g_assert_true (g_str_has_suffix (issue->message, "."));
      if (g_str_equal (issue->id, id))
        return TRUE;
    }
  return FALSE;
}

static void
set_card (TmSistersCardTable *table,
          int                 rank,
          const char         *emblems)
{
  TmSistersEmblems e = emblems_of (table, emblems);

  g_assert_true (tm_sisters_card_table_set (table, rank, &e, NULL));
}

static void
test_totals (void)
{
  TmSistersCardTable table;
  GPtrArray *issues;

  /* Empty: nothing is off yet. */
  tm_sisters_card_table_init (&table);
  issues = tm_sisters_card_table_check_totals (&table);
  g_assert_cmpuint (issues->len, ==, 0);
  g_ptr_array_unref (issues);

  /* The made-up deck fits every total. */
  fill_test_deck (&table);
  issues = tm_sisters_card_table_check_totals (&table);
  for (guint i = 0; i < issues->len; i++)
    g_printerr ("%s\n", ((TmSistersTotalsIssue *) g_ptr_array_index (issues, i))->message);
  g_assert_cmpuint (issues->len, ==, 0);
  g_ptr_array_unref (issues);

  /* One more FOOD emblem on card 7. */
  set_card (&table, 7, "{\"FOOD\": 2}");
  issues = tm_sisters_card_table_check_totals (&table);
  g_assert_cmpuint (issues->len, ==, 1);
  g_assert_true (has_issue (issues, "food-emblems"));
  g_assert_cmpuint (((TmSistersTotalsIssue *) g_ptr_array_index (issues, 0))->found, ==, 39);
  g_assert_cmpuint (((TmSistersTotalsIssue *) g_ptr_array_index (issues, 0))->expected, ==, 38);
  g_ptr_array_unref (issues);
  set_card (&table, 7, "{\"FOOD\": 1}");

  /* Card 11 as PLANT instead of pointed-only. */
  set_card (&table, 11, "{\"PLANT\": 1}");
  issues = tm_sisters_card_table_check_totals (&table);
  g_assert_true (has_issue (issues, "plant-cards"));
  g_assert_true (has_issue (issues, "plant-emblems"));
  g_assert_true (has_issue (issues, "pointed-only-cards"));
  g_assert_true (has_issue (issues, "pointed-cards"));
  g_assert_true (has_issue (issues, "round-cards"));
  g_assert_false (has_issue (issues, "food-cards"));
  g_assert_false (has_issue (issues, "one-kind-cards"));
  g_assert_cmpuint (issues->len, ==, 5);
  g_ptr_array_unref (issues);

  /* Partial decks: a total already passed, or out of reach. */
  tm_sisters_card_table_init (&table);
  for (int rank = 1; rank <= 6; rank++)
    set_card (&table, rank, "{\"POLE\": 1}");
  issues = tm_sisters_card_table_check_totals (&table);
  g_assert_true (has_issue (issues, "pointed-only-cards"));
  g_assert_cmpuint (issues->len, ==, 1);
  g_ptr_array_unref (issues);

  tm_sisters_card_table_init (&table);
  for (int rank = 1; rank <= 17; rank++)
    set_card (&table, rank, rank == 1 ? "{\"FOOD\": 6}" : "{\"FOOD\": 2}");
  /* 17 FOOD cards with 38 emblems leave none for the 18th. */
  issues = tm_sisters_card_table_check_totals (&table);
  g_assert_true (has_issue (issues, "food-emblems"));
  g_ptr_array_unref (issues);

  tm_sisters_card_table_init (&table);
  for (int rank = 1; rank <= 20; rank++)
    set_card (&table, rank, "{\"FOOD\": 1, \"PLANT\": 1}");
  /* 20 two-kind cards (16), FOOD on 20 (18), PLANT on 20 (12), and the 16
   * cards left cannot bring one-kind cards to 19. */
  issues = tm_sisters_card_table_check_totals (&table);
  g_assert_true (has_issue (issues, "two-kind-cards"));
  g_assert_true (has_issue (issues, "food-cards"));
  g_assert_true (has_issue (issues, "plant-cards"));
  g_assert_true (has_issue (issues, "one-kind-cards"));
  g_ptr_array_unref (issues);
}

/* JSON ---------------------------------------------------------------------------- */

static void
assert_round_trip (const TmSistersMove *move,
                   TmSistersCardTable  *table)
{
  g_autoptr(JsonObject) object = tm_sisters_move_to_json (move, table);
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonObject) reread = NULL;
  g_autoptr(GArray) moves = g_array_new (FALSE, TRUE, sizeof (TmSistersMove));
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  TmSistersMove back;

  json_node_set_object (node, object);
  json_generator_set_root (generator, node);
  text = json_generator_to_data (generator, NULL);
  reread = parse_object (text);
  g_assert_true (tm_sisters_move_from_json (reread, table, moves, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (moves->len, ==, 1);
  back = g_array_index (moves, TmSistersMove, 0);
  g_assert_cmpmem (&back, sizeof back, move, sizeof *move);
}

static void
test_json_moves (void)
{
  TmSistersCardTable table;
  TmSistersMove move;
  g_autoptr(GArray) moves = g_array_new (FALSE, TRUE, sizeof (TmSistersMove));
  static const struct
  {
    const char *json;
    GQuark domain;
    int code;
  } bad[] = {
    { "{}", 0, TM_RULES_ERROR_INVALID_MOVE },
    { "{\"type\": \"jump\"}", 0, TM_RULES_ERROR_INVALID_MOVE },
    { "{\"type\": \"turn\", \"used\": 3}", 0, TM_RULES_ERROR_INVALID_MOVE },
    { "{\"type\": \"turn\", \"used\": \"3\", \"taken\": 4}", 0, TM_RULES_ERROR_INVALID_MOVE },
    { "{\"type\": \"turn\", \"used\": 0, \"taken\": 4}", 0, TM_RULES_ERROR_INVALID_MOVE },
    { "{\"type\": \"turn\", \"used\": 3, \"taken\": 4, \"player\": 4}", 0, TM_RULES_ERROR_INVALID_MOVE },
    { "{\"type\": \"field\", \"cards\": []}", 0, TM_RULES_ERROR_INVALID_MOVE },
    { "{\"type\": \"field\", \"cards\": [1, 2, 3, 4, 5, 6, 7, 8, 9]}", 0, TM_RULES_ERROR_INVALID_MOVE },
    { "{\"type\": \"field\", \"cards\": [1, 99]}", 0, TM_RULES_ERROR_INVALID_MOVE },
    { "{\"type\": \"reveal\", \"cards\": [1]}", 0, TM_RULES_ERROR_INVALID_MOVE },
    { "{\"type\": \"emblems\"}", 0, TM_RULES_ERROR_INVALID_MOVE },
    { "{\"type\": \"emblems\", \"cards\": {\"01\": {\"FOOD\": 1}}}", 0, TM_RULES_ERROR_INVALID_MOVE },
    { "{\"type\": \"emblems\", \"cards\": {\"1\": {\"FOOD\": 0}}}", 0, TM_RULES_ERROR_INVALID_MOVE },
    { "{\"type\": \"emblems\", \"cards\": {\"1\": {\"STAR\": 1}}}", 1, TM_SISTERS_RULE_UNKNOWN_KIND },
    { "{\"type\": \"emblems\", \"cards\": {\"1\": {\"\\u0001\": 1}}}", 1, TM_SISTERS_RULE_UNKNOWN_KIND },
    { "{\"type\": \"emblems\", \"kinds\": [{\"id\": \"STAR\", \"class\": \"round\"}],"
      " \"cards\": {\"1\": {\"STAR\": 1}}}", 1, TM_SISTERS_RULE_KIND_DEFINITION },
    { "{\"type\": \"emblems\", \"kinds\": [{\"id\": \"POLE\", \"class\": \"crown\"}],"
      " \"cards\": {\"1\": {\"POLE\": 1}}}", 1, TM_SISTERS_RULE_KIND_DEFINITION },
  };

  tm_sisters_card_table_init (&table);
  move = field_move (2, 5, 17, 23, 0);
  assert_round_trip (&move, &table);
  move = field_move (-1, 36, 0);
  assert_round_trip (&move, &table);
  move = turn_move (12, 30);
  assert_round_trip (&move, &table);
  move.player = 3;
  assert_round_trip (&move, &table);
  move = reveal_move (1, 27, 11, 19, 31, 30, 22, 28, 36, 0);
  assert_round_trip (&move, &table);
  move = emblems_move (&table, 30, "{\"FOOD\": 1, \"PLANT\": 2, \"ANIMAL\": 1}");
  assert_round_trip (&move, &table);
  add_test_kinds (&table);
  move = emblems_move (&table, 13, "{\"FOOD\": 2, \"TP3\": 1}");
  assert_round_trip (&move, &table);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(JsonObject) object = parse_object (bad[i].json);
      g_autoptr(GError) error = NULL;
      TmSistersCardTable before;

      tm_sisters_card_table_init (&table);
      before = table;
      g_assert_false (tm_sisters_move_from_json (object, &table, moves, &error));
      g_assert_error (error, (bad[i].domain ? TM_SISTERS_RULES_ERROR : TM_RULES_ERROR), bad[i].code);
      g_assert_cmpuint (moves->len, ==, 0);
      g_assert_cmpmem (&table, sizeof table, &before, sizeof before);
      /* Messages never carry control characters from the input. */
      for (const char *p = error->message; *p != '\0'; p++)
        g_assert_cmpint ((guchar) *p, >=, 0x20);
    }

  /* An emblems move: several cards, and kinds defined on the way. */
  {
    g_autoptr(JsonObject) object = parse_object (
      "{\"type\": \"emblems\", \"kinds\": [{\"id\": \"STAR\", \"name\": \"Star\", \"class\": \"pointed\"},"
      " {\"id\": \"POLE\", \"class\": \"pointed\"}],"
      " \"cards\": {\"3\": {\"FOOD\": 2, \"STAR\": 1}, \"4\": {\"POLE\": 1}}}");
    g_autoptr(GError) error = NULL;

    tm_sisters_card_table_init (&table);
    g_assert_true (tm_sisters_move_from_json (object, &table, moves, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (table.n_kinds, ==, 8);
    g_assert_cmpuint (table.known, ==, 0);
    g_assert_cmpuint (moves->len, ==, 2);
    g_assert_cmpuint (g_array_index (moves, TmSistersMove, 0).rank, ==, 3);
    g_assert_cmpuint (g_array_index (moves, TmSistersMove, 0).emblems.count[7], ==, 1);
    g_assert_cmpuint (g_array_index (moves, TmSistersMove, 1).rank, ==, 4);
  }
}

/* The game behind TmGame ---------------------------------------------------------------- */

static void
play_json (TmGame     *game,
           const char *json)
{
  g_autoptr(JsonObject) move = parse_object (json);
  g_autoptr(GError) error = NULL;

  if (!tm_game_apply_move (game, move, &error))
    g_error ("%s refused: %s", json, error->message);
}

static const char *
refuse_json (TmGame     *game,
             const char *json)
{
  g_autoptr(JsonObject) move = parse_object (json);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) before = tm_game_serialize_state (game);
  g_autoptr(JsonNode) after = NULL;
  guint n_moves = tm_game_get_n_moves (game);

  g_assert_false (tm_game_apply_move (game, move, &error));
  after = tm_game_serialize_state (game);
  g_assert_true (json_node_equal (before, after));
  g_assert_cmpuint (tm_game_get_n_moves (game), ==, n_moves);
  return tm_game_get_error_rule (game, error);
}

/* The emblems of @rank, just entered, are refused the second time: alone
 * (read against the game's own card table, applied to its own state),
 * and after a card whose emblems are missing, with kinds (on a copy of
 * the state); refuse_json() checks that the state is left as it was. */
static void
refuse_emblems_again (TmGame               *game,
                      const TmSistersState *s,
                      int                   rank)
{
  TmSistersCardSet missing = tm_sisters_state_get_missing_emblems (s);
  g_autofree char *alone = g_strdup_printf ("{\"type\": \"emblems\", \"cards\": {\"%d\": %s}}",
                                            rank, test_deck[rank]);

  if (tm_game_is_finished (game))
    return;
  g_assert_cmpstr (refuse_json (game, alone), ==, "emblems-already-entered");
  /* Two missing at least: the first card must not end the game. */
  if ((missing & (missing - 1)) != 0)
    {
      int other = lowest (missing);
      g_autofree char *pair = g_strdup_printf ("{\"type\": \"emblems\", \"kinds\": %s, "
                                               "\"cards\": {\"%d\": %s, \"%d\": %s}}",
                                               TEST_KINDS, other, test_deck[other],
                                               rank, test_deck[rank]);

      g_assert_cmpstr (refuse_json (game, pair), ==, "emblems-already-entered");
      g_assert_true (tm_sisters_card_set_contains (tm_sisters_state_get_missing_emblems (s), other));
    }
}

static void
test_game_options (void)
{
  g_autoptr(GError) error = NULL;
  static const char * const bad[] = {
    "{\"first_parent\": 3}",
    "{\"first_parent\": -1}",
    "{\"first_parent\": \"0\"}",
    "{\"turns\": 3}",
    "{\"\\n\": 3}",
    "{\"kinds\": [{\"id\": \"STAR\", \"class\": \"round\"}]}",
    "{\"cards\": {\"1\": {\"KING\": 1, \"PAGE\": 1}}}",
    "{\"cards\": {\"1\": {\"STAR\": 1}}}",
    "{\"cards\": [1]}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(JsonObject) options = parse_object (bad[i]);
      g_autoptr(TmGame) game = tm_registry_create_game ("planetary-sisters", 3, options, &error);

      g_assert_null (game);
      g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_BAD_SETUP);
      for (const char *p = error->message; *p != '\0'; p++)
        g_assert_cmpint ((guchar) *p, >=, 0x20);
      g_clear_error (&error);
    }
  for (guint n = 1; n <= 5; n += 4)
    {
      g_autoptr(TmGame) game = tm_registry_create_game ("planetary-sisters", n, NULL, &error);

      g_assert_null (game);
      g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_BAD_SETUP);
      g_clear_error (&error);
    }

  {
    g_autoptr(JsonObject) options = test_options (0, 2);
    g_autoptr(TmGame) game = tm_registry_create_game ("planetary-sisters", 3, options, &error);
    const TmSistersState *s;

    g_assert_no_error (error);
    s = tm_sisters_game_get_state (TM_SISTERS_GAME (game));
    g_assert_cmpint (s->parent, ==, 2);
    g_assert_cmpuint (s->cards.n_kinds, ==, 12);
    g_assert_cmpuint (s->cards.known, ==, TM_SISTERS_ALL_RANKS);
    /* The first parent is known: field moves need not name it. */
    play_json (game, "{\"type\": \"field\", \"cards\": [4, 9, 16]}");
    g_assert_cmpint (tm_game_get_current_player (game), ==, 2);
  }
}

/* A whole game through the TmGame interface, checked step by step. */
static void
test_game_interface (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = tm_registry_create_game ("planetary-sisters", 3, NULL, &error);
  g_autoptr(GPtrArray) legal = NULL;
  g_autoptr(GArray) winners = NULL;
  g_autoptr(JsonNode) state = NULL;
  g_autofree char *description = NULL;
  const TmSistersState *s;
  TmSistersCardTable deck;

  g_assert_no_error (error);
  s = tm_sisters_game_get_state (TM_SISTERS_GAME (game));
  tm_sisters_card_table_init (&deck);
  fill_test_deck (&deck);

  g_assert_cmpstr (tm_game_get_phase (game), ==, "setup");
  description = tm_game_describe_phase (game);
  g_assert_cmpstr (description, ==, "Set-up: dealing the field");
  g_clear_pointer (&description, g_free);
  legal = tm_game_list_legal_moves (game);
  g_assert_cmpuint (legal->len, ==, 36 * 3);
  g_clear_pointer (&legal, g_ptr_array_unref);

  g_assert_cmpstr (refuse_json (game, "{\"type\": \"field\", \"cards\": [1]}"), ==, "first-parent-required");
  play_json (game, "{\"type\": \"field\", \"cards\": [10, 20], \"parent\": 1}");
  g_assert_cmpstr (refuse_json (game, "{\"type\": \"field\", \"cards\": [20]}"), ==, "card-known-elsewhere");
  play_json (game, "{\"type\": \"field\", \"cards\": [30]}");
  g_assert_cmpstr (tm_game_get_phase (game), ==, "round");
  description = tm_game_describe_phase (game);
  g_assert_cmpstr (description, ==, "Round 1 of 8");
  g_clear_pointer (&description, g_free);
  g_assert_cmpint (tm_game_get_current_player (game), ==, 1);

  /* Every unseen rank × the three field cards. */
  legal = tm_game_list_legal_moves (game);
  g_assert_cmpuint (legal->len, ==, 33 * 3);
  g_clear_pointer (&legal, g_ptr_array_unref);

  g_assert_cmpstr (refuse_json (game, "{\"type\": \"turn\", \"used\": 1, \"taken\": 2}"), ==, "taken-not-on-field");
  g_assert_cmpstr (refuse_json (game, "{\"type\": \"turn\", \"used\": 1, \"taken\": 10, \"player\": 0}"),
                   ==, "wrong-player");
  g_assert_cmpstr (refuse_json (game, "{\"type\": \"turn\", \"used\": 40, \"taken\": 10}"), ==, "invalid-move");
  g_assert_cmpstr (refuse_json (game, "{\"type\": \"turn\", \"used\": 1}"), ==, "invalid-move");
  g_assert_cmpstr (refuse_json (game, "{\"type\": \"emblems\", \"cards\": {\"5\": {\"FOOD\": 1},"
                                      " \"6\": {\"KING\": 1, \"FOOD\": 1}}}"), ==, "crown-alone");
  /* The first card of a refused emblems move was not entered either. */
  g_assert_false (tm_sisters_card_set_contains (s->cards.known, 5));

  while (!tm_game_is_finished (game))
    {
      g_autoptr(JsonObject) move = NULL;

      legal = tm_game_list_legal_moves (game);
      g_assert_cmpuint (legal->len, >, 0);
      if (s->phase == TM_SISTERS_PHASE_EMBLEMS)
        {
          /* Enter the made-up deck's card, with its kinds. */
          TmSistersCardSet missing = tm_sisters_state_get_missing_emblems (s);
          int rank = lowest (missing);
          g_autofree char *json = g_strdup_printf ("{\"type\": \"emblems\", \"kinds\": %s, "
                                                   "\"cards\": {\"%d\": %s}}",
                                                   TEST_KINDS, rank, test_deck[rank]);

          play_json (game, json);
          refuse_emblems_again (game, s, rank);
        }
      else
        {
          g_autoptr(GError) move_error = NULL;

          move = json_object_ref (g_ptr_array_index (legal, legal->len / 2));
          if (!tm_game_apply_move (game, move, &move_error))
            g_error ("listed move refused: %s", move_error->message);
        }
      g_clear_pointer (&legal, g_ptr_array_unref);

      if (s->phase == TM_SISTERS_PHASE_REVEAL)
        {
          description = tm_game_describe_phase (game);
          g_assert_cmpstr (description, ==, "Scoring: revealing the houses");
          g_clear_pointer (&description, g_free);
          g_assert_cmpstr (tm_game_get_phase (game), ==, "reveal");
          g_assert_cmpint (tm_game_get_score (game, 0), ==, 0);
        }
    }

  g_assert_cmpstr (tm_game_get_phase (game), ==, "finished");
  g_assert_cmpstr (refuse_json (game, "{\"type\": \"turn\", \"used\": 1, \"taken\": 10}"), ==, "game-finished");
  legal = tm_game_list_legal_moves (game);
  g_assert_cmpuint (legal->len, ==, 0);

  winners = tm_game_get_winners (game);
  g_assert_cmpuint (winners->len, >=, 1);
  state = tm_game_serialize_state (game);
  {
    JsonObject *object = json_node_get_object (state);
    JsonArray *breakdown = json_object_get_array_member (object, "score_breakdown");

    g_assert_cmpuint (json_array_get_length (breakdown), ==, 3);
    for (guint p = 0; p < 3; p++)
      {
        JsonObject *score = json_array_get_object_element (breakdown, p);
        TmSistersScore expected;

        tm_sisters_score_player (&deck, s->house[p], s->field, &expected);
        g_assert_cmpint (json_object_get_int_member (score, "total"), ==, tm_game_get_score (game, p));
        g_assert_cmpint (json_object_get_int_member (score, "total"), ==, expected.total);
      }
    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "missing_emblems")), ==, 0);
  }
}

/* Messages that name the right thing (issue #20) ---------------------------------- */

/* A reveal of the whole hand that leaves out a card taken from the field
 * names that card, whatever the order of the list, and never accuses a
 * card that is in the hand. */
static void
test_message_reveal_missing (void)
{
  TmSistersState s;
  TmSistersMove first, last;
  TmSistersCardSet hand0;
  int left_out, stranger;
  char *a, *b;
  g_autofree char *accused = NULL, *named = NULL;

  start (&s, 3, 0);
  play_fresh_turns (&s, 8 * 3);
  hand0 = s.in_hand[0];
  g_assert_cmpuint (tm_sisters_card_set_size (hand0), ==, 8);
  left_out = lowest (hand0 & ~(1ull << lowest (hand0)));   /* the second lowest */
  stranger = lowest (unseen (&s));

  /* The stranger first, then last, among the seven other known cards. */
  first = reveal_move (0, stranger, 0);
  for (int rank = 1; rank <= TM_SISTERS_N_RANKS; rank++)
    if (tm_sisters_card_set_contains (hand0, rank) && rank != left_out)
      first.cards[first.n_cards++] = (guint8) rank;
  last = reveal_move (0, 0);
  for (guint i = 1; i < first.n_cards; i++)
    last.cards[last.n_cards++] = first.cards[i];
  last.cards[last.n_cards++] = (guint8) stranger;

  a = refuse (&s, &first, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_HAND_ALL_KNOWN);
  b = refuse (&s, &last, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_HAND_ALL_KNOWN);
  g_test_message ("%s", a);
  g_assert_cmpstr (a, ==, b);
  named = g_strdup_printf ("card %d,", left_out);
  g_assert_nonnull (strstr (a, named));
  g_assert_nonnull (strstr (a, "Player 1"));
  /* No card of the hand is said not to be in it. */
  for (int rank = 1; rank <= TM_SISTERS_N_RANKS; rank++)
    if (tm_sisters_card_set_contains (hand0, rank) && rank != left_out)
      {
        g_free (accused);
        accused = g_strdup_printf ("card %d ", rank);
        g_assert_null (strstr (a, accused));
      }
  g_free (a);
  g_free (b);

  /* Two left out: both named. */
  first = reveal_move (0, stranger, lowest (unseen (&s) & ~(1ull << stranger)), 0);
  for (int rank = 1; rank <= TM_SISTERS_N_RANKS; rank++)
    if (tm_sisters_card_set_contains (hand0, rank) && rank != left_out && rank != lowest (hand0))
      first.cards[first.n_cards++] = (guint8) rank;
  g_free (named);
  named = g_strdup_printf ("cards %d, %d,", lowest (hand0), left_out);
  assert_message_has (refuse (&s, &first, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_HAND_ALL_KNOWN), named);
}

/* Without names, players are "Player 1" onwards in every message; an
 * index the file gives out of range is told as the file counts, from 0;
 * counts say what is missing, in the right plural. */
static void
test_message_numbers (void)
{
  TmSistersState s;
  TmSistersMove move;
  char *message;

  tm_sisters_state_init (&s, 3, -1);
  move = field_move (3, 10, 0);
  message = refuse (&s, &move, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
  g_assert_cmpstr (message, ==, "“parent” is 3, but a player is 0 to 2 (the players in the "
                   "record’s order, from 0).");
  g_free (message);

  /* 2 of 4 field cards: 2 are missing. */
  tm_sisters_state_init (&s, 4, 0);
  move = field_move (-1, 10, 11, 0);
  accept (&s, &move);
  move = turn_move (1, 10);
  assert_message_has (refuse (&s, &move, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_WRONG_PHASE),
                      "enter its 2 missing cards first");
  move = field_move (-1, 12, 0);
  accept (&s, &move);
  move = turn_move (1, 10);
  assert_message_has (refuse (&s, &move, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_WRONG_PHASE),
                      "enter its 1 missing card first");
  move = field_move (-1, 13, 14, 0);
  assert_message_has (refuse (&s, &move, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_FIELD_SIZE),
                      "only 1 more can be dealt, not 2");

  /* A turn naming a player the game does not have. */
  start (&s, 3, 0);
  move = turn_move (30, lowest (s.field));
  move.player = 3;
  message = refuse (&s, &move, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
  g_assert_nonnull (strstr (message, "“player” is 3, but a player is 0 to 2"));
  g_assert_null (strstr (message, "turn"));
  g_free (message);
  move.player = 1;
  assert_message_has (refuse (&s, &move, TM_RULES_ERROR, TM_RULES_ERROR_WRONG_PLAYER),
                      "It is Player 1’s turn, not Player 2’s.");
}

/* A move in the players' words, before it is applied. */
static void
assert_describes (TmGame             *game,
                  const char         *json,
                  const char * const *players,
                  const char         *words)
{
  g_autoptr(JsonObject) move = parse_object (json);
  g_autofree char *text = tm_game_describe_move (game, move, players);

  g_assert_cmpstr (text, ==, words);
}

static void
test_describe_move (void)
{
  const char *players[] = { "Aoi", "Mio", "Ren", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = tm_registry_create_game ("planetary-sisters", 3, NULL, &error);

  g_assert_no_error (error);
  assert_describes (game, "{\"type\": \"field\", \"cards\": [20, 10], \"parent\": 2}", players,
                    "Ren is the first parent; cards 10, 20 dealt to the field");
  play_json (game, "{\"type\": \"field\", \"cards\": [10, 20], \"parent\": 2}");
  assert_describes (game, "{\"type\": \"field\", \"cards\": [30]}", players,
                    "Card 30 dealt to the field");
  /* Without names, players are counted from 1. */
  assert_describes (game, "{\"type\": \"field\", \"cards\": [30], \"parent\": 2}", NULL,
                    "Card 30 dealt to the field");
  play_json (game, "{\"type\": \"field\", \"cards\": [30]}");
  assert_describes (game, "{\"type\": \"turn\", \"used\": 12, \"taken\": 30}", players,
                    "Ren used card 12 and took card 30");
  assert_describes (game, "{\"type\": \"turn\", \"used\": 12, \"taken\": 30}", NULL,
                    "Player 3 used card 12 and took card 30");
  assert_describes (game, "{\"type\": \"reveal\", \"player\": 1, \"cards\": [3]}", players,
                    "Mio revealed card 3 for the house");
  assert_describes (game, "{\"type\": \"emblems\", \"cards\": {\"27\": {\"PLANT\": 2}}}", players,
                    "Emblems of card 27 entered: PLANT 2");
  assert_describes (game, "{\"type\": \"emblems\", \"cards\": {\"27\": {\"PLANT\": 2}, \"11\": {\"POLE\": 1}}}",
                    players, "Emblems of cards 11, 27 entered");
  /* The whole box at once: ranges, not 36 numbers. */
  {
    GString *json = g_string_new ("{\"type\": \"emblems\", \"cards\": {");

    for (int rank = 1; rank <= 36; rank++)
      if (rank != 13 && rank != 16)
        g_string_append_printf (json, "%s\"%d\": {\"PLANT\": 1}", json->str[json->len - 1] == '{' ? "" : ", ",
                                rank);
    g_string_append (json, "}}");
    assert_describes (game, json->str, players, "Emblems of cards 1–12, 14, 15, 17–36 entered");
    g_string_free (json, TRUE);
  }
  assert_describes (game, "{\"type\": \"jump\"}", players, "A move that cannot be read");
}

static void
test_card_ranges (void)
{
  static const struct { int ranks[TM_SISTERS_N_RANKS]; const char *text; } cases[] = {
    { { 0 }, "" },
    { { 5 }, "5" },
    { { 5, 6 }, "5, 6" },
    { { 5, 6, 7 }, "5–7" },
    { { 1, 2, 3, 5, 35, 36 }, "1–3, 5, 35, 36" },
    { { 34, 35, 36 }, "34–36" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TmSistersCardSet set = 0;
      g_autofree char *text = NULL;

      for (guint k = 0; k < TM_SISTERS_N_RANKS && cases[i].ranks[k] != 0; k++)
        set = tm_sisters_card_set_add (set, cases[i].ranks[k]);
      text = tm_sisters_card_set_to_ranges (set);
      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

/* The message of @json, refused by @game (which stays as it was). */
static char *
refusal (TmGame     *game,
         const char *json)
{
  g_autoptr(JsonObject) move = parse_object (json);
  g_autoptr(GError) error = NULL;
  guint n_moves = tm_game_get_n_moves (game);

  g_assert_false (tm_game_apply_move (game, move, &error));
  g_assert_nonnull (error);
  g_assert_cmpuint (tm_game_get_n_moves (game), ==, n_moves);
  g_test_message ("%s", error->message);
  return g_strdup (error->message);
}

static void
assert_refused_saying (TmGame     *game,
                       const char *json,
                       const char *words)
{
  g_autofree char *message = refusal (game, json);

  if (strstr (message, words) == NULL)
    g_error ("“%s” does not say “%s”", message, words);
  /* Names, never seat numbers. */
  g_assert_null (strstr (message, "player 1"));
  g_assert_null (strstr (message, "player 2"));
  g_assert_null (strstr (message, "player 3"));
  g_assert_null (strstr (message, "Player "));
}

/* A game made from a record names the players as the record does, in
 * every refusal that names one, and so does its copy. */
static void
test_refusals_name_players (void)
{
  const char *players[] = { "Aoi", "Mio", "Ren", NULL };
  g_autoptr(JsonObject) options = parse_object ("{\"first_parent\": 0}");
  g_autoptr(TmRecord) record = tm_record_new ("planetary-sisters", players, options);
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = NULL;
  g_autoptr(TmGame) copy = NULL;
  int illegal = 0;

  game = tm_record_create_game (record, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tm_game_get_player_name (game, 2), ==, "Ren");
  assert_refused_saying (game, "{\"type\": \"field\", \"cards\": [10, 20, 30], \"parent\": 1}",
                         "Aoi is already the first parent, not Mio.");
  g_clear_object (&game);

  /* Field 10, 20, 30; Aoi (the parent) used 5 and took 10; Mio's turn. */
  tm_record_append_move (record, parse_object ("{\"type\": \"field\", \"cards\": [10, 20, 30]}"));
  tm_record_append_move (record, parse_object ("{\"type\": \"turn\", \"used\": 5, \"taken\": 10}"));
  game = tm_record_replay (record, G_MAXUINT, &illegal, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (illegal, ==, -1);

  assert_refused_saying (game, "{\"type\": \"turn\", \"used\": 6, \"taken\": 20, \"player\": 2}",
                         "It is Mio’s turn, not Ren’s.");
  assert_refused_saying (game, "{\"type\": \"turn\", \"used\": 5, \"taken\": 20}",
                         "Card 5 was already used this round by Aoi:");
  assert_refused_saying (game, "{\"type\": \"turn\", \"used\": 10, \"taken\": 20}",
                         "Card 10 was taken from the field this round by Aoi:");
  copy = tm_game_copy (game);
  g_clear_object (&game);
  assert_refused_saying (copy, "{\"type\": \"turn\", \"used\": 6, \"taken\": 20, \"player\": 0}",
                         "It is Mio’s turn, not Aoi’s.");

  /* An index out of range is the file's notation: counted from 0. */
  g_clear_object (&game);
  game = tm_record_replay (record, G_MAXUINT, NULL, NULL, &error);
  {
    g_autofree char *message = refusal (game, "{\"type\": \"turn\", \"used\": 6, \"taken\": 20, \"player\": 3}");

    g_assert_cmpstr (message, ==, "“player” is 3, but a player is 0 to 2 (the players in the "
                     "record’s order, from 0).");
  }
}

/* A game set up without a record counts its players from 1; a name is
 * kept as typed but for control characters, which stay out of the
 * one-line messages. */
static void
test_player_names_fallback (void)
{
  const char *names[] = { "Aoi", "Mi\no", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = tm_registry_create_game ("planetary-sisters", 3, NULL, &error);
  g_autofree char *message = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (tm_game_get_player_name (game, 0), ==, "Player 1");
  g_assert_cmpstr (tm_game_get_player_names (game)[2], ==, "Player 3");
  g_assert_null (tm_game_get_player_names (game)[3]);
  play_json (game, "{\"type\": \"field\", \"cards\": [10, 20, 30], \"parent\": 0}");
  message = refusal (game, "{\"type\": \"turn\", \"used\": 6, \"taken\": 20, \"player\": 2}");
  g_assert_cmpstr (message, ==, "It is Player 1’s turn, not Player 3’s.");
  g_clear_pointer (&message, g_free);

  /* Fewer names than players: the others keep their numbers. */
  tm_game_set_player_names (game, names);
  g_assert_cmpstr (tm_game_get_player_name (game, 1), ==, "Mi\\no");
  g_assert_cmpstr (tm_game_get_player_name (game, 2), ==, "Player 3");
  message = refusal (game, "{\"type\": \"turn\", \"used\": 6, \"taken\": 20, \"player\": 1}");
  g_assert_cmpstr (message, ==, "It is Aoi’s turn, not Mi\\no’s.");
}

static void
test_game_rule_nicks (void)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (TM_TYPE_SISTERS_RULE);

  /* Every code has a stable nick. */
  for (guint i = 0; i < klass->n_values; i++)
    {
      g_assert_nonnull (klass->values[i].value_nick);
      g_assert_cmpint (klass->values[i].value, ==, (int) i);
    }
  g_assert_cmpstr (g_enum_get_value (klass, TM_SISTERS_RULE_TAKEN_NOT_ON_FIELD)->value_nick,
                   ==, "taken-not-on-field");
}

/* The keys of an "emblems" move's cards: plain decimal 1 to 36 only. */
static void
test_rank_keys (void)
{
  static const char * const good[] = { "1", "9", "10", "27", "36" };
  static const char * const bad[] = { "", "0", "01", "37", "99", "100", "+5", " 5", "5 ",
                                      "5x", "x5", "-1", "1.0", "3\xc2\xb2" };
  int rank = -1;

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_assert_true (tm_sisters_rank_from_string (good[i], &rank));
      g_assert_cmpint (rank, ==, atoi (good[i]));
    }
  rank = -1;
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    g_assert_false (tm_sisters_rank_from_string (bad[i], &rank));
  g_assert_false (tm_sisters_rank_from_string (NULL, &rank));
  /* Nothing is written for a key refused. */
  g_assert_cmpint (rank, ==, -1);
}

int
test_sisters_rules_main (int   argc,
                         char *argv[])
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/sisters/setup/field", test_setup_field);
  g_test_add_func ("/sisters/setup/sizes", test_setup_sizes);
  g_test_add_func ("/sisters/draws/three-four", test_draws_three_four);
  g_test_add_func ("/sisters/draws/two", test_draws_two);
  g_test_add_func ("/sisters/turn/order", test_turn_order);
  g_test_add_func ("/sisters/turn/taken-not-on-field", test_taken_not_on_field);
  g_test_add_func ("/sisters/turn/used-known-elsewhere", test_used_known_elsewhere);
  g_test_add_func ("/sisters/turn/hand-all-known", test_hand_all_known);
  g_test_add_func ("/sisters/parent/change", test_parent_change);
  g_test_add_func ("/sisters/parent/far", test_parent_change_far);
  g_test_add_func ("/sisters/parent/two-far", test_parent_change_two_far);
  g_test_add_func ("/sisters/round/end", test_round_end);
  g_test_add_func ("/sisters/round/second-half-house", test_second_half_house);
  g_test_add_func ("/sisters/end/reveal-houses", test_reveal_houses);
  g_test_add_func ("/sisters/end/reveal-unseen", test_reveal_unseen);
  g_test_add_func ("/sisters/end/reveal-keepers", test_reveal_keepers);
  g_test_add_func ("/sisters/emblems/moves", test_emblems_moves);
  g_test_add_func ("/sisters/emblems/listed", test_emblems_listed);
  g_test_add_func ("/sisters/scoring/manual-example", test_scoring_manual_example);
  g_test_add_func ("/sisters/score-sheet/from-state", test_score_sheet_from_state);
  g_test_add_func ("/sisters/scoring/no-negative", test_scoring_no_negative);
  g_test_add_func ("/sisters/scoring/shared-win", test_scoring_shared_win);
  g_test_add_func ("/sisters/scoring/score-sheet", test_score_sheet);
  g_test_add_func ("/sisters/cards/class-rules", test_class_rules);
  g_test_add_func ("/sisters/cards/kinds", test_kinds);
  g_test_add_func ("/sisters/cards/totals", test_totals);
  g_test_add_func ("/sisters/json/moves", test_json_moves);
  g_test_add_func ("/sisters/game/options", test_game_options);
  g_test_add_func ("/sisters/game/interface", test_game_interface);
  g_test_add_func ("/sisters/game/rule-nicks", test_game_rule_nicks);
  g_test_add_func ("/sisters/messages/reveal-missing", test_message_reveal_missing);
  g_test_add_func ("/sisters/messages/numbers", test_message_numbers);
  g_test_add_func ("/sisters/text/describe-move", test_describe_move);
  g_test_add_func ("/sisters/text/card-ranges", test_card_ranges);
  g_test_add_func ("/sisters/messages/names", test_refusals_name_players);
  g_test_add_func ("/sisters/messages/names-fallback", test_player_names_fallback);
  g_test_add_func ("/sisters/emblems/rank-keys", test_rank_keys);

  return g_test_run ();
}
