/* test-psi-random.c — whole random games of Psi Conjuring
 *
 * Plays thousands of games by picking among tm_psi_state_fill_legal_moves()
 * (seeded, so every run plays the same games), turn moves and the
 * representative adjustments alike, with the stand-in beasts of summons
 * often replaced by real-looking data.  After every move it checks that
 * the 16 cells are accounted for, that every card of both rosters is
 * somewhere (field, hand or graveyard), that hand counts stay in range,
 * that the sums are those of the field, and the turn and phase
 * bookkeeping.  Listed moves must be accepted; random other moves are
 * either accepted or refused without touching the position.
 */
#include "config.h"

#include "psi-test-util.h"
#include "core/tm-registry.h"
#include "../../../core/test-scale.h"
#include "core-test-programs.h"

#define N_GAMES          tm_test_scaled (3000, 200)
#define N_JSON_GAMES     tm_test_scaled (300, 30)
#define N_FULL_CHECKS    tm_test_scaled (100, 20)     /* games where every listed move is tried */
#define MAX_MOVES        300     /* then the players agree to stop */
#define N_PROBES         3
#define ROSTER           12

typedef struct
{
  const char *name[2][ROSTER];
  int power[2][ROSTER];
  TmPsiTrack track[2][ROSTER][TM_PSI_N_COLOURS];
} Pool;

typedef struct
{
  guint games;
  guint moves;
  guint ends[4];
  guint draws;
  guint skipped_turns;
  guint expired;
  guint battle_deaths;
  guint double_deaths;
  guint adjustments;
  guint probes_refused;
  guint probes_accepted;
  guint capped;
  guint damages;
  guint foreign_returns;       /* to the other player's hand */
  guint foreign_plays;         /* a card played from the other player's hand */
} Tally;

static void
make_pool (Pool  *pool,
           GRand *rand)
{
  for (int p = 0; p < 2; p++)
    for (int i = 0; i < ROSTER; i++)
      {
        g_autofree char *name = g_strdup_printf ("%c%d", p == 0 ? 'A' : 'B', i);
        int power = g_rand_int_range (rand, 0, 7);

        pool->name[p][i] = beast_name (name);
        pool->power[p][i] = power;
        for (int c = 0; c < TM_PSI_N_COLOURS; c++)
          {
            int min = g_rand_int_range (rand, 0, power + 1);

            pool->track[p][i][c] = (TmPsiTrack) { min, power + g_rand_int_range (rand, 0, 6) };
          }
      }
}

static gboolean
owner_has_face_up (const TmPsiState *s,
                   int               owner,
                   const char       *name)
{
  for (int r = 0; r < TM_PSI_SIZE; r++)
    for (int c = 0; c < TM_PSI_SIZE; c++)
      if (s->field[r][c].side == TM_PSI_CARD_FACE_UP && s->field[r][c].owner == owner
          && s->field[r][c].name == name)
        return TRUE;
  return FALSE;
}

/* Replaces a listed summon's stand-in by a beast of the owner's roster
 * that is not on the field. */
static void
fill_beast (const TmPsiState *s,
            TmPsiMove        *move,
            const Pool       *pool,
            GRand            *rand)
{
  int owner;
  TmPsiColour colour;
  int start, i;

  if (g_rand_int_range (rand, 0, 4) == 0)
    return;   /* keep the stand-in now and then */

  if (move->type == TM_PSI_MOVE_SUMMON)
    {
      owner = tm_psi_state_get_card (s, move->cell)->owner;
      colour = tm_psi_state_summon_colour (s, move->cell);
    }
  else
    {
      guint holder = (guint) s->current_player;

      /* A hand card stays its owner's, in either hand. */
      owner = move->has_owner ? move->owner
              : tm_psi_state_count_hand_owned (s, holder, holder) > 0 ? (int) holder
              : 1 - (int) holder;
      colour = move->colour;
    }

  start = g_rand_int_range (rand, 0, ROSTER);
  for (int k = 0; k < ROSTER; k++)
    {
      i = (start + k) % ROSTER;
      if (owner_has_face_up (s, owner, pool->name[owner][i]))
        continue;
      move->beast.name = pool->name[owner][i];
      if (move->type == TM_PSI_MOVE_SUMMON || g_rand_boolean (rand))
        {
          move->beast.has_power = move->beast.has_track = TRUE;
          move->beast.power = pool->power[owner][i];
          move->beast.track = pool->track[owner][i][colour];
        }
      return;
    }
}

static void
check_invariants (const TmPsiState *s,
                  const int         hand_delta[2])
{
  guint sides[3] = { 0 };
  guint owned[2] = { 0 };
  int sums[2] = { 0 };

  for (int r = 0; r < TM_PSI_SIZE; r++)
    for (int c = 0; c < TM_PSI_SIZE; c++)
      {
        const TmPsiCard *card = &s->field[r][c];

        g_assert_cmpuint (card->side, <=, TM_PSI_CARD_FACE_UP);
        sides[card->side]++;
        if (card->side == TM_PSI_CARD_NONE)
          continue;
        g_assert_true (card->owner == 0 || card->owner == 1);
        g_assert_true (card->master == 0 || card->master == 1);
        owned[card->owner]++;
        if (card->side == TM_PSI_CARD_FACE_DOWN)
          {
            g_assert_null (card->name);
            continue;
          }

        g_assert_nonnull (card->name);
        g_assert_cmpuint (card->entered_turn, <=, s->turn);
        if (card->yellow)
          g_assert_cmpint (card->power, ==, 0);
        else
          {
            g_assert_true (card->has_initial && card->has_track);
            g_assert_true (tm_psi_track_contains (card->track, card->initial_power));
            g_assert_cmpint (card->power, <=, card->track.max);
            g_assert_true (card->power == 0 || card->power >= card->track.min);
            sums[card->master] += card->power;
          }
        /* A roster holds different beasts. */
        for (int r2 = 0; r2 < TM_PSI_SIZE; r2++)
          for (int c2 = 0; c2 < TM_PSI_SIZE; c2++)
            if ((r2 != r || c2 != c) && s->field[r2][c2].side == TM_PSI_CARD_FACE_UP
                && s->field[r2][c2].owner == card->owner)
              g_assert_true (s->field[r2][c2].name != card->name);
      }

  /* All 16 cells are accounted for. */
  g_assert_cmpuint (sides[0] + sides[1] + sides[2], ==, TM_PSI_N_CELLS);
  g_assert_cmpuint (sides[1], ==, tm_psi_state_count_face_down (s));
  g_assert_cmpuint (sides[0], ==, tm_psi_state_count_empty (s));

  for (int p = 0; p < 2; p++)
    {
      g_assert_cmpuint (s->hand[p], <=, TM_PSI_MAX_HAND);
      g_assert_cmpuint (s->hand_foreign[p], <=, s->hand[p]);
      g_assert_cmpint (tm_psi_state_get_sum (s, p), ==, sums[p]);
      if (s->phase != TM_PSI_PHASE_PLACEMENT)
        /* Every card of the owner's roster is somewhere — the field, a
         * hand (either player's) or the owner's graveyard; the only
         * cards made or lost are the "hand" changes'. */
        g_assert_cmpint ((int) (owned[p] + tm_psi_state_count_hand_owned (s, 0, (guint) p)
                                + tm_psi_state_count_hand_owned (s, 1, (guint) p)
                                + s->graveyard[p]), ==,
                         ROSTER + hand_delta[p]);
    }

  switch (s->phase)
    {
    case TM_PSI_PHASE_PLACEMENT:
      g_assert_cmpuint (sides[2], ==, 0);
      g_assert_cmpuint (sides[1], ==, s->placed);
      g_assert_cmpint (s->current_player, ==, (int) (s->placed % 2));
      g_assert_cmpuint (s->hand[0] + s->hand[1], ==, 8);
      g_assert_cmpuint (owned[0], ==, (s->placed + 1) / 2);
      g_assert_cmpuint (owned[1], ==, s->placed / 2);
      break;
    case TM_PSI_PHASE_SUMMON:
    case TM_PSI_PHASE_BATTLE:
      g_assert_cmpuint (s->placed, ==, 16);
      g_assert_true (s->current_player == 0 || s->current_player == 1);
      g_assert_cmpint (s->end_reason, ==, TM_PSI_END_NONE);
      g_assert_cmpint (s->phase == TM_PSI_PHASE_SUMMON, ==, s->summon == TM_PSI_SUMMON_OWED);
      if (s->phase == TM_PSI_PHASE_SUMMON)
        g_assert_cmpuint (sides[1], >, 0);
      g_assert_cmpuint (tm_psi_state_count_mastered (s, 0), >, 0);
      g_assert_cmpuint (tm_psi_state_count_mastered (s, 1), >, 0);
      break;
    case TM_PSI_PHASE_FINISHED:
      g_assert_cmpint (s->current_player, ==, -1);
      g_assert_cmpint (s->end_reason, !=, TM_PSI_END_NONE);
      if (s->end_reason == TM_PSI_END_HANDS_EMPTY)
        g_assert_cmpuint (s->hand[0] + s->hand[1], ==, 0);
      if (s->end_reason == TM_PSI_END_NO_BEASTS)
        g_assert_true (tm_psi_state_count_mastered (s, 0) == 0
                       || tm_psi_state_count_mastered (s, 1) == 0);
      g_assert_cmpint (tm_psi_state_get_winner (s), ==,
                       sums[0] == sums[1] ? -1 : sums[0] > sums[1] ? 0 : 1);
      break;
    default:
      g_assert_not_reached ();
    }
  if (s->phase != TM_PSI_PHASE_FINISHED)
    g_assert_cmpint (tm_psi_state_get_winner (s), ==, -1);
}

/* After a turn began: the player has a hand card, none of their yellow
 * beasts is left, nothing was done yet. */
static void
check_turn_start (const TmPsiState *s)
{
  g_assert_cmpuint (s->hand[s->current_player], >, 0);
  g_assert_false (s->quick_summoned);
  g_assert_true (s->summon != TM_PSI_SUMMON_DONE);
  for (int r = 0; r < TM_PSI_SIZE; r++)
    for (int c = 0; c < TM_PSI_SIZE; c++)
      {
        const TmPsiCard *card = &s->field[r][c];

        if (card->side == TM_PSI_CARD_FACE_UP && card->yellow)
          g_assert_cmpint (card->master, !=, s->current_player);
      }
}

static TmCell
random_cell (GRand *rand)
{
  /* Sometimes outside the grid. */
  return (TmCell) { g_rand_int_range (rand, -1, 5), g_rand_int_range (rand, -1, 5) };
}

static TmPsiChange
random_change (GRand      *rand,
               const Pool *pool)
{
  TmPsiChange change;
  int p = g_rand_int_range (rand, 0, 2);

  memset (&change, 0, sizeof change);
  change.kind = (TmPsiChangeKind) g_rand_int_range (rand, 0, TM_PSI_CHANGE_DAMAGE + 1);
  change.cell = random_cell (rand);
  change.to = random_cell (rand);
  change.player = g_rand_int_range (rand, -1, 2);
  change.amount = g_rand_int_range (rand, -6, 7);
  change.colour = (TmPsiColour) g_rand_int_range (rand, 0, 2);
  change.yellow = g_rand_boolean (rand);
  change.from = (TmPsiSource) g_rand_int_range (rand, 0, 3);
  change.beast.name = pool->name[p][g_rand_int_range (rand, 0, ROSTER)];
  change.beast.has_power = change.beast.has_track = TRUE;
  change.beast.power = g_rand_int_range (rand, 0, 8);
  change.beast.track = (TmPsiTrack) { g_rand_int_range (rand, 0, 3), g_rand_int_range (rand, 3, 9) };
  if (change.kind == TM_PSI_CHANGE_HAND && change.player < 0)
    change.player = p;
  if (g_rand_int_range (rand, 0, 4) == 0)
    {
      change.has_owner = TRUE;
      change.owner = g_rand_int_range (rand, 0, 2);
    }
  return change;
}

/* Anything, mostly of the kind the position expects. */
static TmPsiMove
random_move (GRand      *rand,
             const Pool *pool)
{
  TmPsiMove move;
  int p = g_rand_int_range (rand, 0, 2);

  tm_psi_move_init (&move, (TmPsiMoveType) g_rand_int_range (rand, 0, TM_PSI_MOVE_AGREE_END + 1));
  move.player = g_rand_int_range (rand, -1, 2);
  move.cell = random_cell (rand);
  move.target = random_cell (rand);
  move.has_colour = g_rand_boolean (rand) || move.type == TM_PSI_MOVE_QUICK_SUMMON;
  move.colour = (TmPsiColour) g_rand_int_range (rand, 0, 2);
  move.beast.name = pool->name[p][g_rand_int_range (rand, 0, ROSTER)];
  move.beast.has_power = move.beast.has_track = TRUE;
  move.beast.power = g_rand_int_range (rand, 0, 8);
  move.beast.track = (TmPsiTrack) { g_rand_int_range (rand, 0, 3), g_rand_int_range (rand, 3, 9) };
  if (g_rand_int_range (rand, 0, 4) == 0)
    {
      move.has_owner = TRUE;
      move.owner = g_rand_int_range (rand, 0, 2);
    }
  if (move.type == TM_PSI_MOVE_ADJUST || (move.type == TM_PSI_MOVE_ATTACK && g_rand_boolean (rand)))
    {
      move.n_changes = g_rand_int_range (rand, move.type == TM_PSI_MOVE_ADJUST, 4);
      for (guint i = 0; i < move.n_changes; i++)
        move.changes[i] = random_change (rand, pool);
    }
  return move;
}

static void
probe (const TmPsiState *s,
       GRand            *rand,
       const Pool       *pool,
       Tally            *tally)
{
  TmPsiMove move = random_move (rand, pool);
  TmPsiState copy;
  g_autoptr(GError) error = NULL;

  memcpy (&copy, s, sizeof copy);
  if (tm_psi_state_apply (&copy, &move, NULL, NULL, NULL, &error))
    {
      tally->probes_accepted++;
      /* Whatever it was, the counts stay in range ("hand" and "enter"
       * changes make cards, so the card count is not checked here). */
      g_assert_cmpuint (copy.hand[0], <=, TM_PSI_MAX_HAND);
      g_assert_cmpuint (copy.hand[1], <=, TM_PSI_MAX_HAND);
    }
  else
    {
      tally->probes_refused++;
      g_assert_nonnull (error);
      g_assert_true (error->domain == TM_PSI_RULES_ERROR || error->domain == TM_RULES_ERROR);
      g_assert_true (g_str_has_suffix (error->message, "."));
      g_assert_cmpmem (&copy, sizeof copy, s, sizeof *s);
    }
}

static void
check_listed (const TmPsiState *s,
              const TmPsiMove  *move)
{
  TmPsiState copy;
  g_autoptr(GError) error = NULL;

  memcpy (&copy, s, sizeof copy);
  if (!tm_psi_state_apply (&copy, move, NULL, NULL, NULL, &error))
    g_error ("a listed move was refused: %s", error->message);
}

/* @moves: one array for every listing (see tm_psi_state_fill_legal_moves()). */
static void
play_one_game (GRand  *rand,
               guint   index,
               GArray *moves,
               Tally  *tally)
{
  TmPsiState s;
  Pool pool;
  int hand_delta[2] = { 0, 0 };
  guint n_moves = 0;
  /* Some games have many effects, most few. */
  int adjust_percent = index % 5 == 0 ? 30 : 5;

  make_pool (&pool, rand);
  tm_psi_state_init (&s);
  check_invariants (&s, hand_delta);

  while (s.phase != TM_PSI_PHASE_FINISHED)
    {
      g_autoptr(GArray) turn_moves = g_array_new (FALSE, FALSE, sizeof (guint));
      g_autoptr(GArray) adjustments = g_array_new (FALSE, FALSE, sizeof (guint));
      TmPsiMove move;
      TmPsiOutcome outcome;
      g_autoptr(GError) error = NULL;
      guint agree = G_MAXUINT;

      tm_psi_state_fill_legal_moves (&s, TM_PSI_LIST_ADJUSTMENTS, moves);
      g_assert_cmpuint (moves->len, >, 0);
      for (guint i = 0; i < moves->len; i++)
        {
          const TmPsiMove *m = &g_array_index (moves, TmPsiMove, i);

          if (m->type == TM_PSI_MOVE_ADJUST)
            g_array_append_val (adjustments, i);
          else if (m->type == TM_PSI_MOVE_AGREE_END)
            agree = i;
          else
            g_array_append_val (turn_moves, i);
        }
      if (s.phase != TM_PSI_PHASE_PLACEMENT)
        g_assert_cmpuint (agree, <, moves->len);

      if (index < N_FULL_CHECKS)
        for (guint i = 0; i < moves->len; i++)
          check_listed (&s, &g_array_index (moves, TmPsiMove, i));
      else
        for (int i = 0; i < N_PROBES; i++)
          check_listed (&s, &g_array_index (moves, TmPsiMove, g_rand_int_range (rand, 0, moves->len)));
      for (int i = 0; i < N_PROBES; i++)
        probe (&s, rand, &pool, tally);

      if (n_moves >= MAX_MOVES)
        {
          move = g_array_index (moves, TmPsiMove, agree);
          tally->capped++;
        }
      else if (adjustments->len > 0 && g_rand_int_range (rand, 0, 100) < adjust_percent)
        move = g_array_index (moves, TmPsiMove,
                              g_array_index (adjustments, guint,
                                             g_rand_int_range (rand, 0, adjustments->len)));
      else if (agree < moves->len && (turn_moves->len == 0 || g_rand_int_range (rand, 0, 400) == 0))
        move = g_array_index (moves, TmPsiMove, agree);
      else
        move = g_array_index (moves, TmPsiMove,
                              g_array_index (turn_moves, guint,
                                             g_rand_int_range (rand, 0, turn_moves->len)));

      if (move.type == TM_PSI_MOVE_SUMMON || move.type == TM_PSI_MOVE_QUICK_SUMMON)
        fill_beast (&s, &move, &pool, rand);
      if (move.type == TM_PSI_MOVE_ADJUST)
        {
          const TmPsiChange *change = &move.changes[0];

          tally->adjustments++;
          tally->damages += change->kind == TM_PSI_CHANGE_DAMAGE;
          if (change->kind == TM_PSI_CHANGE_RETURN && change->player >= 0
              && change->player != tm_psi_state_get_card (&s, change->cell)->owner)
            tally->foreign_returns++;
          /* A card lost from a hand is the holder's own while it holds
           * any (the listed changes are ±1, with no owner named). */
          if (change->kind == TM_PSI_CHANGE_HAND)
            {
              guint holder = (guint) change->player;
              gboolean own = change->amount > 0
                             || tm_psi_state_count_hand_owned (&s, holder, holder) > 0;

              hand_delta[own ? holder : 1 - holder] += change->amount;
            }
        }
      if (move.type == TM_PSI_MOVE_QUICK_SUMMON
          && tm_psi_state_count_hand_owned (&s, (guint) s.current_player,
                                            (guint) s.current_player) == 0)
        tally->foreign_plays++;

      if (!tm_psi_state_apply (&s, &move, NULL, NULL, &outcome, &error))
        g_error ("a chosen move was refused: %s", error->message);
      n_moves++;

      for (guint i = 0; i < outcome.n_destroyed; i++)
        {
          if (outcome.destroyed[i].cause == TM_PSI_DESTROYED_EXPIRED)
            tally->expired++;
          if (outcome.destroyed[i].cause == TM_PSI_DESTROYED_BY_BATTLE)
            tally->battle_deaths++;
        }
      if (move.type == TM_PSI_MOVE_ATTACK)
        {
          guint deaths = 0;

          for (guint i = 0; i < outcome.n_destroyed; i++)
            deaths += outcome.destroyed[i].cause == TM_PSI_DESTROYED_BY_BATTLE;
          tally->double_deaths += deaths == 2;
        }
      if (outcome.skipped_player >= 0)
        {
          tally->skipped_turns++;
          g_assert_cmpuint (s.hand[outcome.skipped_player], ==, 0);
        }

      check_invariants (&s, hand_delta);
      if (outcome.turn_ended && s.phase != TM_PSI_PHASE_FINISHED)
        check_turn_start (&s);
    }

  tally->games++;
  tally->moves += n_moves;
  tally->ends[s.end_reason]++;
  tally->draws += tm_psi_state_get_winner (&s) < 0;
}

static void
test_random_games (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (tm_test_seed (404));
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (TmPsiMove));
  Tally tally = { 0 };

  for (guint i = 0; i < N_GAMES; i++)
    play_one_game (rand, i, moves, &tally);

  g_test_message ("%u games, %u moves: %u hands empty, %u no beasts, %u agreements "
                  "(%u at the cap), %u draws; %u lost turns, %u expired, %u battle "
                  "deaths (%u double), %u adjustments (%u damage, %u returns to the "
                  "other hand, %u plays of the other's card), %u probes refused, %u accepted",
                  tally.games, tally.moves, tally.ends[TM_PSI_END_HANDS_EMPTY],
                  tally.ends[TM_PSI_END_NO_BEASTS], tally.ends[TM_PSI_END_AGREEMENT],
                  tally.capped, tally.draws, tally.skipped_turns, tally.expired,
                  tally.battle_deaths, tally.double_deaths, tally.adjustments,
                  tally.damages, tally.foreign_returns, tally.foreign_plays,
                  tally.probes_refused, tally.probes_accepted);

  /* The random play reaches every ending and the interesting cases. */
  g_assert_cmpuint (tally.games, ==, N_GAMES);
  g_assert_cmpuint (tally.ends[TM_PSI_END_HANDS_EMPTY], >, 0);
  g_assert_cmpuint (tally.ends[TM_PSI_END_NO_BEASTS], >, 0);
  g_assert_cmpuint (tally.ends[TM_PSI_END_AGREEMENT], >, 0);
  g_assert_cmpuint (tally.draws, >, 0);
  g_assert_cmpuint (tally.skipped_turns, >, 0);
  g_assert_cmpuint (tally.expired, >, 0);
  g_assert_cmpuint (tally.double_deaths, >, 0);
  g_assert_cmpuint (tally.probes_refused, >, 0);
  g_assert_cmpuint (tally.probes_accepted, >, 0);
  g_assert_cmpuint (tally.damages, >, 0);
  g_assert_cmpuint (tally.foreign_returns, >, 0);
  g_assert_cmpuint (tally.foreign_plays, >, 0);
}

/* Games through the generic interface: JSON moves both ways, a shadow
 * position kept with the plain-data rules. */
static void
test_json_games (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (tm_test_seed (4242));
  g_autoptr(GArray) struct_moves = g_array_new (FALSE, FALSE, sizeof (TmPsiMove));

  for (guint game_index = 0; game_index < N_JSON_GAMES; game_index++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TmGame) game = tm_registry_create_game ("psi-conjuring", 2, NULL, &error);
      g_autoptr(GArray) winners = NULL;
      TmPsiGame *psi;
      TmPsiState shadow;
      guint n_moves = 0;

      g_assert_no_error (error);
      psi = TM_PSI_GAME (game);
      tm_psi_state_init (&shadow);

      while (!tm_game_is_finished (game))
        {
          g_autoptr(GPtrArray) moves = tm_game_list_legal_moves (game);
          g_autoptr(JsonObject) round_trip = NULL;
          g_autoptr(JsonNode) summary = NULL;
          JsonObject *chosen, *object;
          JsonArray *sums;
          TmPsiMove move, again;

          tm_psi_state_fill_legal_moves (&shadow, TM_PSI_LIST_TURN_MOVES, struct_moves);
          g_assert_cmpuint (moves->len, ==, struct_moves->len);
          g_assert_cmpuint (moves->len, >, 0);
          if (n_moves >= MAX_MOVES)
            chosen = g_ptr_array_index (moves, moves->len - 1);   /* agree-end */
          else
            chosen = g_ptr_array_index (moves, g_rand_int_range (rand, 0, moves->len));

          g_assert_true (tm_psi_move_from_json (chosen, &move, &error));
          g_assert_no_error (error);
          round_trip = tm_psi_move_to_json (&move);
          g_assert_true (json_object_equal (round_trip, chosen));
          g_assert_true (tm_psi_move_from_json (round_trip, &again, &error));
          g_assert_true (moves_equal (&move, &again));

          g_assert_true (tm_game_apply_move (game, chosen, &error));
          g_assert_no_error (error);
          g_assert_true (tm_psi_state_apply (&shadow, &move, NULL, NULL, NULL, &error));
          g_assert_true (states_equal (tm_psi_game_get_state (psi), &shadow));
          g_assert_nonnull (tm_psi_game_get_last_outcome (psi));
          n_moves++;

          g_assert_cmpint (tm_game_get_current_player (game), ==, shadow.current_player);
          summary = tm_game_serialize_state (game);
          object = json_node_get_object (summary);
          g_assert_cmpstr (json_object_get_string_member (object, "phase"), ==,
                           tm_game_get_phase (game));
          sums = json_object_get_array_member (object, "sums");
          for (guint p = 0; p < 2; p++)
            {
              g_assert_cmpint (tm_game_get_score (game, p), ==, tm_psi_state_get_sum (&shadow, p));
              g_assert_cmpint (json_array_get_int_element (sums, p), ==, tm_game_get_score (game, p));
            }
        }

      g_assert_cmpstr (tm_game_get_phase (game), ==, "finished");
      winners = tm_game_get_winners (game);
      if (tm_psi_state_get_winner (&shadow) < 0)
        g_assert_cmpuint (winners->len, ==, 0);
      else
        {
          g_assert_cmpuint (winners->len, ==, 1);
          g_assert_cmpint (g_array_index (winners, int, 0), ==, tm_psi_state_get_winner (&shadow));
        }
    }
}

int
test_psi_random_main (int   argc,
                      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/psi/random/struct-games", test_random_games);
  g_test_add_func ("/psi/random/json-games", test_json_games);

  return g_test_run ();
}
