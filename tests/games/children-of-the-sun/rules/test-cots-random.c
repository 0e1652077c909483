/* test-cots-random.c — whole random games of Children of the Sun
 *
 * Plays many games by picking uniformly among tm_cots_state_legal_moves()
 * (seeded, so every run plays the same games) and checks after every move
 * that no card is lost or doubled, that hands and deck follow the draw
 * rules, and that scores add up.  It also checks that the legal move list
 * is exact: listed moves are accepted, random other moves refused.
 */
#include "config.h"

#include "cots-test-util.h"
#include "core/tm-registry.h"
#include "../../../core/test-scale.h"
#include "core-test-programs.h"

#define N_GAMES          tm_test_scaled (6000, 200)
#define N_JSON_GAMES     tm_test_scaled (300, 30)
#define N_RANDOM_PROBES  8      /* random moves tried per position */

static const int siege_order[TM_COTS_SIEGE_TURNS] = { 0, 1, 1, 0, 0, 1, 1, 0 };

typedef struct
{
  guint analysis_plays[2];
  guint max_bed;
  guint finished_draws;
  guint tie_breaks;
  guint radiant_choices;
  guint probes_refused;
  guint probes_accepted;
} Tally;

/* Attack points counted the slow way, straight from the manual: each
 * revealed card of the player's × the revealed shield cards of its
 * colour. */
static guint
oracle_attack_points (const TmCotsState *s,
                      int                player,
                      guint              attack)
{
  static const int positions[3][2] = { { 3, 4 }, { 2, 5 }, { 1, 6 } };
  guint points = 0;

  if (attack > s->attacks)
    return 0;
  for (guint k = 0; k < attack; k++)
    for (int i = 0; i < 2; i++)
      {
        TmCotsCard mine = s->groups[player][k][i];

        if (mine == TM_COTS_NO_CARD)
          continue;
        for (guint j = 0; j < attack; j++)
          for (int h = 0; h < 2; h++)
            {
              TmCotsCard shield = s->shield[positions[j][h] - 1];

              g_assert_cmpint (shield, !=, TM_COTS_NO_CARD);
              points += tm_cots_card_get_colour (mine) == tm_cots_card_get_colour (shield);
            }
      }
  return points;
}

static void
check_invariants (const TmCotsState *s,
                  const Tally       *tally)
{
  TmCotsCardSet field = field_set (s);
  TmCotsCardSet revealed = revealed_set (s);
  TmCotsCardSet unseen = ~s->seen;
  guint played;

  /* Every card is in exactly one place. */
  g_assert_cmpuint (set_size (field) + set_size (s->bed[0]) + set_size (s->bed[1])
                    + set_size (s->stomach) + set_size (revealed) + set_size (unseen), ==, 32);
  g_assert_cmpuint (field | s->bed[0] | s->bed[1] | s->stomach | revealed | unseen, ==, ALL_CARDS);
  g_assert_cmpuint (s->seen, ==, field | s->bed[0] | s->bed[1] | s->stomach | revealed);

  for (int p = 0; p < 2; p++)
    {
      g_assert_cmpuint (s->analyses[p], <=, TM_COTS_MAX_ANALYSES);
      g_assert_cmpuint (tm_cots_state_get_total (s, p), ==,
                        s->analyses[p]
                        + tm_cots_state_get_attack_points (s, p, 1)
                        + tm_cots_state_get_attack_points (s, p, 2)
                        + tm_cots_state_get_attack_points (s, p, 3));
      g_assert_cmpuint (tm_cots_state_get_analysis_points (s, p), ==, s->analyses[p]);
      for (guint k = 1; k <= 3; k++)
        g_assert_cmpuint (tm_cots_state_get_attack_points (s, p, k), ==,
                          oracle_attack_points (s, p, k));
      if (s->groups_entered[p])
        for (int k = 0; k < TM_COTS_N_GROUPS; k++)
          for (int i = 0; i < 2; i++)
            if (s->groups[p][k][i] != TM_COTS_NO_CARD)
              g_assert_true (tm_cots_card_set_contains (s->bed[p], s->groups[p][k][i]));
    }

  /* The shield's six cards never reach a hand or the deck. */
  played = set_size (s->seen & ~revealed);
  switch (s->phase)
    {
    case TM_COTS_PHASE_SIEGE:
      g_assert_cmpuint (s->turn, <, TM_COTS_SIEGE_TURNS);
      g_assert_cmpuint (set_size (field), ==, s->turn);
      g_assert_cmpuint (played, ==, s->turn);
      g_assert_true (tm_cell_equal (s->ghost, (TmCell) { 1, 1 }));
      g_assert_cmpint (s->current_player, ==, siege_order[s->turn]);
      /* Refills happen on turns 3–8, one card each. */
      g_assert_cmpuint (s->deck, ==, 14 - (s->turn > 2 ? s->turn - 2 : 0));
      g_assert_cmpuint (s->deck + s->hand[0] + s->hand[1] + played + 6, ==, 32);
      break;

    case TM_COTS_PHASE_ANALYSIS:
      g_assert_cmpuint (s->turn, <, TM_COTS_ANALYSIS_TURNS);
      g_assert_cmpuint (set_size (field), ==, 8);
      g_assert_cmpint (s->field[s->ghost.row][s->ghost.col], !=, TM_COTS_NO_CARD);
      g_assert_cmpint (s->current_player, ==, (int) (s->turn % 2));
      g_assert_cmpuint (s->deck, ==, s->turn < 8 ? 8 - s->turn : 0);
      g_assert_cmpuint (s->deck + s->hand[0] + s->hand[1] + played + 6, ==, 32);
      g_assert_cmpuint (tally->analysis_plays[0], ==, (s->turn + 1) / 2);
      g_assert_cmpuint (tally->analysis_plays[1], ==, s->turn / 2);
      /* One card leaves the field per analysis turn. */
      g_assert_cmpuint (set_size (s->bed[0] | s->bed[1] | s->stomach), ==, s->turn);
      g_assert_cmpuint (s->analyses[0] + s->analyses[1], <=, s->turn);
      if (s->turn == 0)
        {
          g_assert_cmpuint (s->hand[0], ==, 5);
          g_assert_cmpuint (s->hand[1], ==, 5);
        }
      break;

    case TM_COTS_PHASE_EXTERMINATION:
    case TM_COTS_PHASE_FINISHED:
      g_assert_cmpuint (tally->analysis_plays[0], ==, 9);
      g_assert_cmpuint (tally->analysis_plays[1], ==, 9);
      g_assert_cmpuint (s->deck, ==, 0);
      g_assert_cmpuint (s->hand[0] + s->hand[1], ==, 0);
      g_assert_cmpuint (set_size (field), ==, 8);
      g_assert_cmpuint (set_size (s->bed[0] | s->bed[1] | s->stomach), ==, 18);
      /* What was never face up is exactly the rest of the shield. */
      g_assert_cmpuint (set_size (unseen), ==, TM_COTS_SHIELD_SIZE - 2 * s->attacks);
      g_assert_cmpint (s->current_player, ==, -1);
      if (s->attacks > 0)
        g_assert_true (s->groups_entered[0] && s->groups_entered[1]);
      g_assert_cmpint (s->phase == TM_COTS_PHASE_FINISHED, ==, s->attacks == 3);
      break;

    default:
      g_assert_not_reached ();
    }

  if (s->phase == TM_COTS_PHASE_FINISHED)
    {
      guint t0 = tm_cots_state_get_total (s, 0), t1 = tm_cots_state_get_total (s, 1);
      guint a0 = tm_cots_state_get_set_aside (s, 0), a1 = tm_cots_state_get_set_aside (s, 1);
      int expected = t0 != t1 ? (t0 > t1 ? 0 : 1) : a0 != a1 ? (a0 > a1 ? 0 : 1) : -1;

      g_assert_cmpuint (s->seen, ==, ALL_CARDS);
      g_assert_cmpint (tm_cots_state_get_winner (s), ==, expected);
      for (int p = 0; p < 2; p++)
        g_assert_cmpuint (tm_cots_state_get_set_aside (s, p), ==,
                          set_size (s->bed[p]) > 6 ? set_size (s->bed[p]) - 6 : 0);
    }
  else
    g_assert_cmpint (tm_cots_state_get_winner (s), ==, -1);
}

static TmCotsCard
random_card (GRand *rand)
{
  return (TmCotsCard) g_rand_int_range (rand, 0, TM_COTS_N_CARDS);
}

/* A random move of the kind the position expects (sometimes another kind),
 * in the canonical spelling the legal list uses. */
static TmCotsMove
random_move (const TmCotsState *s,
             GRand             *rand)
{
  TmCotsMoveType type;
  TmCotsMove move;

  if (g_rand_int_range (rand, 0, 10) == 0)
    type = (TmCotsMoveType) g_rand_int_range (rand, 0, 3);
  else if (s->phase == TM_COTS_PHASE_EXTERMINATION)
    type = s->groups_entered[0] && s->groups_entered[1] ? TM_COTS_MOVE_REVEAL : TM_COTS_MOVE_GROUPS;
  else
    type = TM_COTS_MOVE_PLACE;

  move = blank_move (type);
  switch (type)
    {
    case TM_COTS_MOVE_PLACE:
      {
        int rotation;

        move.card = random_card (rand);
        rotation = tm_cots_card_get_rotation (move.card);
        move.cell = (TmCell) { g_rand_int_range (rand, 0, 3), g_rand_int_range (rand, 0, 3) };
        move.has_turn = s->phase == TM_COTS_PHASE_ANALYSIS && rotation != 0 && rotation != 4;
        if (move.has_turn)
          move.turn = g_rand_int_range (rand, -5, 6);
        move.effect = (TmCotsEffect) g_rand_int_range (rand, 0, 3);
        /* Mostly nobody, sometimes either player. */
        move.player = g_rand_int_range (rand, 0, 4) - 2;
        if (move.player < -1)
          move.player = -1;
      }
      break;

    case TM_COTS_MOVE_GROUPS:
      {
        int player = g_rand_int_range (rand, 0, 2);
        TmCotsCard bed[TM_COTS_N_CARDS];
        guint n_bed = 0;

        for (TmCotsCard c = 0; c < TM_COTS_N_CARDS; c++)
          if (tm_cots_card_set_contains (s->bed[player], c))
            bed[n_bed++] = c;
        move.player = player;
        for (int k = 0; k < TM_COTS_N_GROUPS; k++)
          for (int i = 0; i < 2; i++)
            {
              int pick = g_rand_int_range (rand, 0, 8);

              /* Mostly the player's own cards, so that shapes get tested. */
              if (pick == 0)
                move.groups[k][i] = random_card (rand);
              else if (pick < 6 && n_bed > 0)
                move.groups[k][i] = bed[g_rand_int_range (rand, 0, n_bed)];
            }
      }
      break;

    case TM_COTS_MOVE_REVEAL:
      move.shield[0] = random_card (rand);
      move.shield[1] = random_card (rand);
      break;

    default:
      g_assert_not_reached ();
    }
  return move;
}

static gboolean
is_listed (GArray           *moves,
           const TmCotsMove *move)
{
  for (guint i = 0; i < moves->len; i++)
    if (moves_equal (&g_array_index (moves, TmCotsMove, i), move))
      return TRUE;
  return FALSE;
}

static void
probe_random_move (const TmCotsState *s,
                   GArray            *moves,
                   GRand             *rand,
                   Tally             *tally)
{
  TmCotsMove move = random_move (s, rand);
  TmCotsMove normal = move;
  TmCotsState before, copy;
  g_autoptr(GError) error = NULL;
  gboolean listed;

  /* Naming the player whose turn it is changes nothing. */
  if (normal.type == TM_COTS_MOVE_PLACE && normal.player == s->current_player)
    normal.player = -1;
  /* Groups are listed packed, smaller index first inside a group. */
  if (normal.type == TM_COTS_MOVE_GROUPS)
    for (int k = 0; k < TM_COTS_N_GROUPS; k++)
      {
        TmCotsCard *g = normal.groups[k];

        if (g[0] == TM_COTS_NO_CARD || (g[1] != TM_COTS_NO_CARD && g[1] < g[0]))
          {
            TmCotsCard t = g[0];
            g[0] = g[1];
            g[1] = t;
          }
      }
  listed = is_listed (moves, &normal);

  memcpy (&before, s, sizeof before);
  memcpy (&copy, s, sizeof copy);
  if (tm_cots_state_apply (&copy, &move, NULL, NULL, &error))
    {
      tally->probes_accepted++;
      if (!listed)
        {
          /* The only other accepted spelling: an "effect" that the rules
           * would have chosen anyway. */
          g_assert_true (move.type == TM_COTS_MOVE_PLACE);
          g_assert_cmpint (normal.effect, !=, TM_COTS_EFFECT_NONE);
          normal.effect = TM_COTS_EFFECT_NONE;
          g_assert_true (is_listed (moves, &normal));
        }
    }
  else
    {
      tally->probes_refused++;
      g_assert_false (listed);
      g_assert_nonnull (error);
      g_assert_true (error->domain == TM_COTS_RULES_ERROR || error->domain == TM_RULES_ERROR);
      g_assert_cmpstr (error->message, !=, "");
      /* A refusal leaves the position exactly as it was. */
      g_assert_cmpmem (&copy, sizeof copy, &before, sizeof before);
    }
}

static void
check_every_listed_move (const TmCotsState *s,
                         GArray            *moves)
{
  for (guint i = 0; i < moves->len; i++)
    {
      TmCotsState copy;
      g_autoptr(GError) error = NULL;

      memcpy (&copy, s, sizeof copy);
      if (!tm_cots_state_apply (&copy, &g_array_index (moves, TmCotsMove, i), NULL, NULL, &error))
        g_error ("listed move %u refused: %s", i, error->message);
    }
}

/* Whether two listed moves are the same: the list must not repeat. */
static void
check_no_duplicates (GArray *moves)
{
  if (moves->len > 2000)
    return;
  for (guint i = 0; i < moves->len; i++)
    for (guint j = i + 1; j < moves->len; j++)
      g_assert_false (moves_equal (&g_array_index (moves, TmCotsMove, i),
                                   &g_array_index (moves, TmCotsMove, j)));
}

static void
play_one_game (GRand *rand,
               Tally *total)
{
  TmCotsState state;
  Tally tally = { 0 };
  guint n_moves = 0;
  TmCell last_siege_cell = { -1, -1 };

  tm_cots_state_init (&state);
  check_invariants (&state, &tally);

  while (state.phase != TM_COTS_PHASE_FINISHED)
    {
      g_autoptr(GArray) moves = tm_cots_state_legal_moves (&state);
      TmCotsMove move;
      TmCotsOutcome outcome;
      g_autoptr(GError) error = NULL;
      TmCotsPhase phase = state.phase;
      int player = state.current_player;

      g_assert_cmpuint (moves->len, >, 0);
      check_every_listed_move (&state, moves);
      check_no_duplicates (moves);
      for (int i = 0; i < N_RANDOM_PROBES; i++)
        probe_random_move (&state, moves, rand, total);

      if (phase == TM_COTS_PHASE_ANALYSIS)
        for (guint i = 0; i < moves->len; i++)
          if (g_array_index (moves, TmCotsMove, i).effect != TM_COTS_EFFECT_NONE)
            {
              total->radiant_choices++;
              break;
            }

      move = g_array_index (moves, TmCotsMove, g_rand_int_range (rand, 0, moves->len));
      if (!tm_cots_state_apply (&state, &move, NULL, &outcome, &error))
        g_error ("a listed move was refused: %s", error->message);
      n_moves++;

      /* Turns 2, 4, 6, 8 follow the opponent: across the ghost. */
      if (phase == TM_COTS_PHASE_SIEGE)
        {
          if (n_moves % 2 == 0)
            g_assert_true (tm_cell_equal (outcome.cell, (TmCell) { 2 - last_siege_cell.row,
                                                                   2 - last_siege_cell.col }));
          last_siege_cell = outcome.cell;
          g_assert_cmpint (outcome.turn, ==, tm_cots_card_get_rotation (outcome.card));
        }

      if (phase == TM_COTS_PHASE_ANALYSIS)
        {
          tally.analysis_plays[player]++;
          g_assert_true (outcome.ghost_moved);
          g_assert_cmpint (outcome.set_aside, !=, TM_COTS_NO_CARD);
          g_assert_cmpint (outcome.player, ==, player);
          g_assert_true (tm_cell_equal (outcome.ghost_to,
                                        tm_cell_step_wrapped (outcome.ghost_from,
                                                              outcome.facing_after, 3, 3)));
          g_assert_cmpint (outcome.facing_after, ==,
                           tm_direction_turn (outcome.facing_before, outcome.turn));
          g_assert_true (outcome.acquired
                         == tm_cots_card_set_contains (state.bed[player], outcome.set_aside));
          g_assert_true (outcome.acquired
                         != tm_cots_card_set_contains (state.stomach, outcome.set_aside));
          g_assert_true (outcome.direct_line >= 0 || !outcome.acquired || outcome.radiant_lines != 0);
        }
      check_invariants (&state, &tally);
    }

  g_assert_cmpuint (n_moves, ==, 8 + 18 + 2 + 3);
  total->max_bed = MAX (total->max_bed, MAX (set_size (state.bed[0]), set_size (state.bed[1])));
  if (tm_cots_state_get_total (&state, 0) == tm_cots_state_get_total (&state, 1))
    {
      if (tm_cots_state_get_winner (&state) < 0)
        total->finished_draws++;
      else
        total->tie_breaks++;
    }
}

static void
test_random_games (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (tm_test_seed (20211));
  Tally total = { 0 };

  for (guint game = 0; game < N_GAMES; game++)
    play_one_game (rand, &total);

  g_test_message ("%u games: largest bed %u, %u draws, %u tie-breaks, %u positions "
                  "with a radiant choice, %u probes refused, %u accepted",
                  N_GAMES, total.max_bed, total.finished_draws, total.tie_breaks,
                  total.radiant_choices, total.probes_refused, total.probes_accepted);
  /* The random play must reach the interesting cases at all. */
  g_assert_cmpuint (total.radiant_choices, >, 0);
  g_assert_cmpuint (total.probes_refused, >, 0);
  g_assert_cmpuint (total.probes_accepted, >, 0);
  g_assert_cmpuint (total.max_bed, >, 6);
}

/* The same games through the generic interface: JSON moves both ways. */
static void
test_json_games (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (tm_test_seed (4242));

  for (guint game = 0; game < N_JSON_GAMES; game++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TmGame) tm_game = tm_registry_create_game ("children-of-the-sun", 2, NULL, &error);
      TmCotsGame *cots;
      TmCotsState shadow;
      g_autoptr(JsonObject) extra = NULL;
      g_autoptr(GArray) winners = NULL;

      g_assert_no_error (error);
      cots = TM_COTS_GAME (tm_game);
      tm_cots_state_init (&shadow);
      g_assert_true (states_equal (tm_cots_game_get_state (cots), &shadow));
      g_assert_null (tm_cots_game_get_last_outcome (cots));

      while (!tm_game_is_finished (tm_game))
        {
          g_autoptr(GPtrArray) moves = tm_game_list_legal_moves (tm_game);
          g_autoptr(GArray) struct_moves = tm_cots_state_legal_moves (&shadow);
          JsonObject *chosen;
          TmCotsMove move, again;
          g_autoptr(JsonObject) round_trip = NULL;
          g_autoptr(JsonNode) summary = NULL;
          JsonObject *object;

          g_assert_cmpuint (moves->len, ==, struct_moves->len);
          g_assert_cmpuint (moves->len, >, 0);
          chosen = g_ptr_array_index (moves, g_rand_int_range (rand, 0, moves->len));

          /* JSON → move → JSON gives the same move back. */
          g_assert_true (tm_cots_move_from_json (chosen, &move, &error));
          g_assert_no_error (error);
          round_trip = tm_cots_move_to_json (&move);
          g_assert_true (tm_cots_move_from_json (round_trip, &again, &error));
          g_assert_true (moves_equal (&move, &again));
          g_assert_true (is_listed (struct_moves, &move));

          g_assert_true (tm_game_apply_move (tm_game, chosen, &error));
          g_assert_no_error (error);
          g_assert_true (tm_cots_state_apply (&shadow, &move, NULL, NULL, &error));
          g_assert_true (states_equal (tm_cots_game_get_state (cots), &shadow));
          g_assert_nonnull (tm_cots_game_get_last_outcome (cots));

          g_assert_cmpint (tm_game_get_current_player (tm_game), ==, shadow.current_player);
          for (guint p = 0; p < 2; p++)
            g_assert_cmpint (tm_game_get_score (tm_game, p), ==,
                             (int) tm_cots_state_get_total (&shadow, p));

          summary = tm_game_serialize_state (tm_game);
          object = json_node_get_object (summary);
          g_assert_cmpstr (json_object_get_string_member (object, "phase"), ==,
                           tm_game_get_phase (tm_game));
          g_assert_cmpint (json_object_get_int_member (object, "deck"), ==, shadow.deck);
          g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (object, "beds"), 1),
                           ==, set_size (shadow.bed[1]));
        }

      g_assert_cmpint (tm_game_get_n_moves (tm_game), ==, 31);
      g_assert_cmpstr (tm_game_get_phase (tm_game), ==, "finished");

      /* Winners: the tie-break on set-aside cards applies. */
      winners = tm_game_get_winners (tm_game);
      if (tm_cots_state_get_winner (&shadow) < 0)
        g_assert_cmpuint (winners->len, ==, 0);
      else
        {
          g_assert_cmpuint (winners->len, ==, 1);
          g_assert_cmpint (g_array_index (winners, int, 0), ==, tm_cots_state_get_winner (&shadow));
        }

      /* Nothing more can be played. */
      extra = json_object_new ();
      json_object_set_string_member (extra, "type", "reveal");
      g_assert_false (tm_game_apply_move (tm_game, extra, &error));
      g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_GAME_FINISHED);
      g_assert_true (states_equal (tm_cots_game_get_state (cots), &shadow));
    }
}

int
test_cots_random_main (int   argc,
                       char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cots/random/struct-games", test_random_games);
  g_test_add_func ("/cots/random/json-games", test_json_games);

  return g_test_run ();
}
