/* test-sisters-random.c — whole random games of Planetary Sisters
 *
 * Plays thousands of games per player count by picking uniformly among
 * tm_sisters_state_legal_moves() (seeded, so every run plays the same
 * games) and checks after every move that every rank is in exactly one
 * place or unseen, that hands and decks follow the draw table and never
 * run negative, that what nobody has seen adds up to the hidden cards,
 * and at the end that each score is the sum of its category points, as
 * counted again here the slow way.  It also checks that the legal list
 * is exact for the choices players make: listed moves are accepted,
 * random other moves refused without touching the position.  Some games
 * go through the TmGame interface in JSON, side by side.
 */
#include "config.h"

#include "sisters-test-util.h"
#include "core/tm-registry.h"
#include "../../../core/test-scale.h"
#include "core-test-programs.h"

#define N_GAMES          tm_test_scaled (2000, 100)   /* per player count */
#define N_JSON_GAMES     tm_test_scaled (150, 20)    /* of them, also played in JSON */
#define N_RANDOM_PROBES  2      /* random moves tried per position */
#define N_LISTED_PROBES  1      /* listed moves tried on a copy per position */

typedef struct
{
  guint moves;
  guint probes_refused;
  guint probes_accepted;
  guint emblem_phases;
  guint shared_wins;
  guint decisions[4];
  guint reused_cards;
} Tally;

/* Comparisons ------------------------------------------------------------------ */

static gboolean
states_equal (const TmSistersState *a,
              const TmSistersState *b)
{
  return a->n_players == b->n_players && a->phase == b->phase && a->parent == b->parent
         && a->condition == b->condition && a->round == b->round && a->turn == b->turn
         && a->n_turns == b->n_turns
         && memcmp (a->turn_player, b->turn_player, sizeof a->turn_player) == 0
         && memcmp (a->used, b->used, sizeof a->used) == 0
         && memcmp (a->taken, b->taken, sizeof a->taken) == 0
         && a->field == b->field && a->seen == b->seen
         && memcmp (a->hand, b->hand, sizeof a->hand) == 0
         && memcmp (a->deck, b->deck, sizeof a->deck) == 0
         && memcmp (a->in_hand, b->in_hand, sizeof a->in_hand) == 0
         && memcmp (a->house, b->house, sizeof a->house) == 0
         && memcmp (a->keepers, b->keepers, sizeof a->keepers) == 0
         && a->has_result == b->has_result
         && a->cards.n_kinds == b->cards.n_kinds && a->cards.known == b->cards.known
         && memcmp (a->cards.cards, b->cards.cards, sizeof a->cards.cards) == 0;
}

/* The same move as far as the rules are concerned. */
static gboolean
moves_equivalent (const TmSistersState *s,
                  const TmSistersMove  *a,
                  const TmSistersMove  *b)
{
  int pa, pb;

  if (a->type != b->type)
    return FALSE;
  switch (a->type)
    {
    case TM_SISTERS_MOVE_FIELD:
      pa = a->parent == s->parent ? -1 : a->parent;
      pb = b->parent == s->parent ? -1 : b->parent;
      return pa == pb && a->n_cards == b->n_cards
             && memcmp (a->cards, b->cards, a->n_cards) == 0;
    case TM_SISTERS_MOVE_TURN:
      pa = a->player < 0 ? tm_sisters_state_get_current_player (s) : a->player;
      pb = b->player < 0 ? tm_sisters_state_get_current_player (s) : b->player;
      return pa == pb && a->used == b->used && a->taken == b->taken;
    case TM_SISTERS_MOVE_REVEAL:
      return a->player == b->player && a->n_cards == b->n_cards
             && memcmp (a->cards, b->cards, a->n_cards) == 0;
    case TM_SISTERS_MOVE_EMBLEMS:
      return a->rank == b->rank && tm_sisters_emblems_equal (&a->emblems, &b->emblems);
    default:
      return FALSE;
    }
}

static gboolean
is_listed (const TmSistersState *s,
           GArray               *moves,
           const TmSistersMove  *move)
{
  for (guint i = 0; i < moves->len; i++)
    if (moves_equivalent (s, &g_array_index (moves, TmSistersMove, i), move))
      return TRUE;
  return FALSE;
}

/* Invariants --------------------------------------------------------------------- */

static void
check_counts (const TmSistersState *s)
{
  guint n = s->n_players;
  guint dealt = n == 2 ? 10 : 8;
  guint unused = TM_SISTERS_N_RANKS - n * dealt - tm_sisters_state_get_field_size (s);
  guint hidden = unused;

  /* Field cards still to deal at the set-up. */
  if (s->phase == TM_SISTERS_PHASE_SETUP)
    hidden += tm_sisters_state_get_field_size (s) - tm_sisters_card_set_size (s->field);

  for (guint p = 0; p < n; p++)
    {
      g_assert_cmpuint (s->deck[p], <=, dealt);
      g_assert_cmpuint (s->hand[p], <=, dealt);
      g_assert_cmpuint (tm_sisters_card_set_size (s->in_hand[p]), <=, s->hand[p]);
      hidden += s->hand[p] - tm_sisters_card_set_size (s->in_hand[p]) + s->deck[p];
    }
  /* What nobody has seen is exactly the hidden cards: decks, the part of
   * each hand nobody saw, and the cards out of the game. */
  g_assert_cmpuint (tm_sisters_card_set_size (TM_SISTERS_ALL_RANKS & ~s->seen), ==, hidden);

  switch (s->phase)
    {
    case TM_SISTERS_PHASE_SETUP:
      g_assert_cmpuint (tm_sisters_card_set_size (s->field), <, tm_sisters_state_get_field_size (s));
      for (guint p = 0; p < n; p++)
        g_assert_cmpuint (s->deck[p], ==, dealt);
      break;

    case TM_SISTERS_PHASE_ROUND:
      g_assert_cmpuint (s->round, >=, 1);
      g_assert_cmpuint (s->round, <=, TM_SISTERS_N_ROUNDS);
      g_assert_cmpuint (s->turn, <, s->n_turns);
      g_assert_cmpuint (tm_sisters_card_set_size (s->field) + s->turn, ==,
                        tm_sisters_state_get_field_size (s));
      for (guint p = 0; p < n; p++)
        {
          /* Cards each player has shown this round so far. */
          guint played = 0, hand;

          for (guint i = 0; i < s->turn; i++)
            played += s->turn_player[i] == (int) p;
          if (n == 2)
            {
              gboolean parent = (int) p == s->turn_player[0];

              if (s->round == 1)
                hand = parent ? 2 : 3;
              else if (s->round <= 5)
                hand = 2 * s->round;
              else
                hand = 10 - 2 * (s->round - 5);
              g_assert_cmpuint (s->deck[p], ==, s->round == 1 ? 10 - hand
                                                : s->round <= 5 ? 10 - 2 * s->round : 0);
              g_assert_cmpuint (tm_sisters_card_set_size (s->house[p]), ==,
                                s->round <= 5 ? 0 : 2 * (s->round - 5));
            }
          else
            {
              hand = s->round == 1 ? ((int) p == s->turn_player[n - 1] ? 2 : 1) : s->round;
              g_assert_cmpuint (s->deck[p], ==, 8 - hand);
              g_assert_cmpuint (s->house[p], ==, 0);
            }
          g_assert_cmpuint (s->hand[p], ==, hand - played);
        }
      break;

    case TM_SISTERS_PHASE_REVEAL:
    case TM_SISTERS_PHASE_EMBLEMS:
    case TM_SISTERS_PHASE_FINISHED:
      g_assert_cmpuint (s->round, ==, TM_SISTERS_N_ROUNDS);
      g_assert_cmpuint (tm_sisters_card_set_size (s->field), ==, tm_sisters_state_get_field_size (s));
      for (guint p = 0; p < n; p++)
        {
          g_assert_cmpuint (s->deck[p], ==, 0);
          if (n == 2)
            {
              g_assert_cmpuint (tm_sisters_card_set_size (s->house[p]), ==, 8);
              g_assert_cmpuint (s->hand[p] + tm_sisters_card_set_size (s->keepers[p]), ==, 2);
            }
          else
            g_assert_cmpuint (s->hand[p] + tm_sisters_card_set_size (s->house[p]), ==, 8);
          if (s->phase != TM_SISTERS_PHASE_REVEAL)
            g_assert_cmpuint (s->hand[p], ==, 0);
        }
      g_assert_cmpint (s->phase == TM_SISTERS_PHASE_FINISHED, ==,
                       s->phase != TM_SISTERS_PHASE_REVEAL
                       && tm_sisters_state_get_missing_emblems (s) == 0);
      break;

    default:
      g_assert_not_reached ();
    }
}

/* The scores, counted again from the manual's words. */
static guint
oracle_points (const TmSistersCardTable *t,
               TmSistersCardSet          house,
               TmSistersCardSet          harvest,
               TmSistersCategory         c,
               gboolean                  field_part)
{
  guint production = 0, harvesters = 0;
  gboolean kinds[TM_SISTERS_N_KINDS] = { FALSE };
  guint multipliers[] = { 1, 2, 4, 2, 5, 4 };
  int a, b;

  for (int rank = 1; rank <= TM_SISTERS_N_RANKS; rank++)
    {
      const TmSistersEmblems *e = &t->cards[rank];
      guint n_kinds = 0, n_pointed = 0, n_crown = 0;

      for (guint k = 0; k < t->n_kinds; k++)
        if (e->count[k] > 0)
          {
            n_kinds++;
            n_pointed += t->kinds[k].klass == TM_SISTERS_CLASS_POINTED;
            n_crown += t->kinds[k].klass == TM_SISTERS_CLASS_CROWN;
          }

      if (tm_sisters_card_set_contains (house, rank))
        switch (c)
          {
          case TM_SISTERS_CATEGORY_FOOD_LOVERS:
          case TM_SISTERS_CATEGORY_PLANT_LOVERS:
          case TM_SISTERS_CATEGORY_ANIMAL_LOVERS:
            production += e->count[c];   /* FOOD, PLANT, ANIMAL are kinds 0, 1, 2 */
            break;
          case TM_SISTERS_CATEGORY_MULTI_PASSION:
            production += n_kinds == 2;
            break;
          case TM_SISTERS_CATEGORY_SINGLE_PASSION:
            production += n_kinds == 1;
            break;
          case TM_SISTERS_CATEGORY_COLLECTOR:
          default:
            for (guint k = 0; k < t->n_kinds; k++)
              kinds[k] |= e->count[k] > 0;
            break;
          }

      if (tm_sisters_card_set_contains (field_part ? harvest : house, rank))
        switch (c)
          {
          case TM_SISTERS_CATEGORY_FOOD_LOVERS:
          case TM_SISTERS_CATEGORY_PLANT_LOVERS:
          case TM_SISTERS_CATEGORY_ANIMAL_LOVERS:
            harvesters += e->count[c] > 0;
            break;
          case TM_SISTERS_CATEGORY_MULTI_PASSION:
            harvesters += n_kinds == 2 && n_pointed == 1;
            break;
          case TM_SISTERS_CATEGORY_SINGLE_PASSION:
            harvesters += n_kinds == 1 && n_pointed == 1;
            break;
          case TM_SISTERS_CATEGORY_COLLECTOR:
          default:
            harvesters += n_kinds == 1 && n_crown == 1;
            break;
          }
    }
  if (c == TM_SISTERS_CATEGORY_COLLECTOR)
    for (guint k = 0; k < TM_SISTERS_N_KINDS; k++)
      production += kinds[k];

  if (field_part)
    return production * harvesters * multipliers[c];
  if (c <= TM_SISTERS_CATEGORY_ANIMAL_LOVERS)
    a = (int) production, b = (int) harvesters - 1;
  else
    a = (int) production - 1, b = (int) harvesters;
  return a < 0 || b < 0 ? 0 : (guint) (a * b) * multipliers[c];
}

static void
check_scores (const TmSistersState *s,
              Tally                *tally)
{
  TmSistersScore scores[TM_SISTERS_MAX_PLAYERS];
  g_autoptr(GArray) winners = NULL;
  guint best = 0, n_best = 0;

  for (guint p = 0; p < s->n_players; p++)
    {
      TmSistersScore *score = &scores[p];
      TmSistersCardSet harvest = tm_sisters_state_get_harvest (s, p);
      guint house = 0, field = 0;

      g_assert_cmpuint (tm_sisters_card_set_size (s->house[p]), ==, 8);
      tm_sisters_score_player (&s->cards, s->house[p], harvest, score);
      for (TmSistersCategory c = 0; c < TM_SISTERS_N_CATEGORIES; c++)
        {
          const TmSistersCategoryScore *cs = &score->categories[c];

          g_assert_cmpuint (cs->house_points, ==, oracle_points (&s->cards, s->house[p], harvest, c, FALSE));
          g_assert_cmpuint (cs->field_points, ==, oracle_points (&s->cards, s->house[p], harvest, c, TRUE));
          g_assert_cmpuint (cs->field_points, ==, cs->production * cs->field_harvesters * cs->multiplier);
          house += cs->house_points;
          field += cs->field_points;
        }
      g_assert_cmpuint (score->house, ==, house);
      g_assert_cmpuint (score->field, ==, field);
      g_assert_cmpuint (score->total, ==, house + field);
      best = MAX (best, score->total);
    }
  for (guint p = 0; p < s->n_players; p++)
    n_best += scores[p].total == best;
  winners = tm_sisters_scores_get_winners (scores, s->n_players);
  g_assert_cmpuint (winners->len, ==, n_best);
  tally->shared_wins += n_best > 1;
}

/* Random moves ----------------------------------------------------------------------- */

static int
random_rank (GRand *rand)
{
  /* Now and then a number that is not a rank. */
  if (g_rand_int_range (rand, 0, 40) == 0)
    return g_rand_boolean (rand) ? 0 : 37;
  return g_rand_int_range (rand, 1, TM_SISTERS_N_RANKS + 1);
}

/* A random move of the kind the position expects (sometimes another). */
static TmSistersMove
random_move (const TmSistersState *s,
             GRand                *rand)
{
  TmSistersMoveType type;
  TmSistersMove move;

  if (g_rand_int_range (rand, 0, 10) == 0)
    type = (TmSistersMoveType) g_rand_int_range (rand, 0, 3);
  else if (s->phase == TM_SISTERS_PHASE_SETUP)
    type = TM_SISTERS_MOVE_FIELD;
  else if (s->phase == TM_SISTERS_PHASE_ROUND)
    type = TM_SISTERS_MOVE_TURN;
  else
    type = TM_SISTERS_MOVE_REVEAL;

  move = blank_move (type);
  switch (type)
    {
    case TM_SISTERS_MOVE_FIELD:
      move.n_cards = 1;
      move.cards[0] = (guint8) random_rank (rand);
      move.parent = g_rand_int_range (rand, -1, (int) s->n_players);
      break;
    case TM_SISTERS_MOVE_TURN:
      move.used = (guint8) random_rank (rand);
      move.taken = (guint8) random_rank (rand);
      move.player = g_rand_int_range (rand, -2, (int) s->n_players);
      if (move.player < -1)
        move.player = -1;
      break;
    case TM_SISTERS_MOVE_REVEAL:
      move.n_cards = 1;
      move.cards[0] = (guint8) random_rank (rand);
      move.player = g_rand_int_range (rand, 0, (int) s->n_players);
      break;
    default:
      g_assert_not_reached ();
    }
  return move;
}

static void
probe (const TmSistersState *s,
       GArray               *moves,
       GRand                *rand,
       Tally                *tally)
{
  for (guint i = 0; i < N_RANDOM_PROBES; i++)
    {
      TmSistersMove move = random_move (s, rand);
      TmSistersState copy = *s;
      g_autoptr(GError) error = NULL;
      gboolean listed = is_listed (s, moves, &move);
      gboolean ok = tm_sisters_state_apply (&copy, &move, NULL, &error);

      if (listed != ok)
        g_error ("move type %d (%d, %d, %d) is %s but %s: %s", move.type, move.used, move.taken,
                 move.cards[0], listed ? "listed" : "not listed", ok ? "accepted" : "refused",
                 error != NULL ? error->message : "");
      if (ok)
        tally->probes_accepted++;
      else
        {
          g_assert_true (states_equal (&copy, s));
          g_assert_true (error->domain == TM_SISTERS_RULES_ERROR || error->domain == TM_RULES_ERROR);
          tally->probes_refused++;
        }
    }
  for (guint i = 0; i < N_LISTED_PROBES && moves->len > 0; i++)
    {
      TmSistersState copy = *s;
      g_autoptr(GError) error = NULL;
      const TmSistersMove *move = &g_array_index (moves, TmSistersMove,
                                                  g_rand_int_range (rand, 0, (int) moves->len));

      if (!tm_sisters_state_apply (&copy, move, NULL, &error))
        g_error ("listed move refused: %s", error->message);
    }
}

/* Games --------------------------------------------------------------------------------- */

static void
play_game (guint  n,
           guint  index,
           GRand *rand,
           Tally *tally)
{
  TmSistersCardTable deck;
  TmSistersState s;
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(TmGame) game = NULL;
  g_autoptr(GError) error = NULL;
  gboolean full_deck = g_rand_int_range (rand, 0, 5) != 0;
  gboolean parent_option = g_rand_boolean (rand);
  gboolean json = index < N_JSON_GAMES;
  int first_parent = parent_option ? g_rand_int_range (rand, 0, (int) n) : -1;
  guint last_round = 0;
  gboolean emblem_phase = FALSE;

  tm_sisters_card_table_init (&deck);
  fill_test_deck (&deck);

  /* The emblems come with the options (a catalogue), or at the end. */
  if (full_deck)
    options = test_options (0, first_parent);
  else
    {
      g_autofree char *text = first_parent >= 0
                              ? g_strdup_printf ("{\"kinds\": %s, \"first_parent\": %d}", TEST_KINDS, first_parent)
                              : g_strdup_printf ("{\"kinds\": %s}", TEST_KINDS);

      options = parse_object (text);
    }
  game = tm_registry_create_game ("planetary-sisters", n, options, &error);
  g_assert_no_error (error);
  s = *tm_sisters_game_get_state (TM_SISTERS_GAME (game));

  while (s.phase != TM_SISTERS_PHASE_FINISHED)
    {
      g_autoptr(GArray) moves = tm_sisters_state_legal_moves (&s);
      TmSistersMove move;

      g_assert_cmpuint (moves->len, >, 0);
      probe (&s, moves, rand, tally);

      move = g_array_index (moves, TmSistersMove, g_rand_int_range (rand, 0, (int) moves->len));
      if (s.phase == TM_SISTERS_PHASE_EMBLEMS)
        {
          /* The deck's card is listed; enter it most of the time. */
          TmSistersMove real = blank_move (TM_SISTERS_MOVE_EMBLEMS);

          real.rank = move.rank;
          real.emblems = deck.cards[move.rank];
          g_assert_true (is_listed (&s, moves, &real));
          if (g_rand_int_range (rand, 0, 4) != 0)
            move = real;
          if (!emblem_phase)
            tally->emblem_phases++;
          emblem_phase = TRUE;
        }
      if (move.type == TM_SISTERS_MOVE_TURN && tm_sisters_card_set_contains (s.seen, move.used))
        tally->reused_cards++;

      accept (&s, &move);
      tally->moves++;

      if (json)
        {
          /* The same move in JSON through the TmGame interface. */
          g_autoptr(JsonObject) object = tm_sisters_move_to_json (&move, &s.cards);
          g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
          g_autoptr(JsonGenerator) generator = json_generator_new ();
          g_autoptr(JsonNode) reread = NULL;
          g_autofree char *text = NULL;
          g_autoptr(GError) move_error = NULL;

          json_node_set_object (node, object);
          json_generator_set_root (generator, node);
          text = json_generator_to_data (generator, NULL);
          reread = tm_json_parse (text, strlen (text), NULL);
          if (!tm_game_apply_move (game, json_node_get_object (reread), &move_error))
            g_error ("JSON move %s refused: %s", text, move_error->message);
          g_assert_true (states_equal (&s, tm_sisters_game_get_state (TM_SISTERS_GAME (game))));
          g_assert_cmpint (tm_game_get_current_player (game), ==, tm_sisters_state_get_current_player (&s));
        }

      assert_cards_conserved (&s);
      check_counts (&s);
      if (s.has_result && s.last_round.round != last_round)
        {
          last_round = s.last_round.round;
          tally->decisions[s.last_round.decision]++;
          g_assert_cmpint (s.condition, ==, last_round % 2 == 1 ? TM_SISTERS_CONDITION_FAR
                                                                 : TM_SISTERS_CONDITION_CLOSE);
        }
    }

  check_scores (&s, tally);
  if (json)
    {
      g_autoptr(GArray) winners = tm_game_get_winners (game);
      g_autoptr(GPtrArray) none = tm_game_list_legal_moves (game);

      g_assert_true (tm_game_is_finished (game));
      g_assert_cmpuint (none->len, ==, 0);
      g_assert_cmpuint (winners->len, >=, 1);
      for (guint p = 0; p < n; p++)
        {
          TmSistersScore score;

          tm_sisters_score_player (&s.cards, s.house[p], tm_sisters_state_get_harvest (&s, p), &score);
          g_assert_cmpint (tm_game_get_score (game, p), ==, (int) score.total);
        }
    }
}

static void
test_random_games (gconstpointer data)
{
  guint n = GPOINTER_TO_UINT (data);
  g_autoptr(GRand) rand = g_rand_new_with_seed (tm_test_seed (20220417 + n));
  Tally tally = { 0 };

  for (guint i = 0; i < N_GAMES; i++)
    play_game (n, i, rand, &tally);

  g_test_message ("%u players: %u moves, probes %u refused / %u accepted, %u emblem phases, "
                  "%u shared wins, parents: %u extreme, %u downstream, %u next pair, %u child, "
                  "%u cards used again",
                  n, tally.moves, tally.probes_refused, tally.probes_accepted, tally.emblem_phases,
                  tally.shared_wins, tally.decisions[0], tally.decisions[1], tally.decisions[2],
                  tally.decisions[3], tally.reused_cards);
  /* The games reach every branch the rules have. */
  g_assert_cmpuint (tally.probes_refused, >, 0);
  g_assert_cmpuint (tally.probes_accepted, >, 0);
  g_assert_cmpuint (tally.emblem_phases, >, 0);
  g_assert_cmpuint (tally.reused_cards, >, 0);
  g_assert_cmpuint (tally.decisions[TM_SISTERS_DECIDED_ALONE], >, 0);
  if (n == 2)
    {
      g_assert_cmpuint (tally.decisions[TM_SISTERS_DECIDED_NEXT_PAIR], >, 0);
      g_assert_cmpuint (tally.decisions[TM_SISTERS_DECIDED_CHILD], >, 0);
    }
  else
    g_assert_cmpuint (tally.decisions[TM_SISTERS_DECIDED_DOWNSTREAM], >, 0);
}

int
test_sisters_random_main (int   argc,
                          char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_data_func ("/sisters/random/two-players", GUINT_TO_POINTER (2), test_random_games);
  g_test_add_data_func ("/sisters/random/three-players", GUINT_TO_POINTER (3), test_random_games);
  g_test_add_data_func ("/sisters/random/four-players", GUINT_TO_POINTER (4), test_random_games);

  return g_test_run ();
}
