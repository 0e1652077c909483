/* test-psi-rules.c — every rule of Psi Conjuring, one by one
 *
 * Each refusal checks the error domain and code and that the position is
 * byte for byte what it was before.  Positions are built directly where
 * that shows the table more clearly (TmPsiState is plain data).
 */
#include "config.h"

#include "psi-test-util.h"
#include "core/tm-record.h"
#include "core/tm-registry.h"
#include "games/psi-conjuring/rules/tm-psi-score-sheet.h"
#include "core/tm-json.h"
#include "tm-core-enums.h"
#include "core-test-programs.h"

static const TmPsiColour RED = TM_PSI_COLOUR_RED;
static const TmPsiColour BLUE = TM_PSI_COLOUR_BLUE;

/* Placement ------------------------------------------------------------------------ */

static void
test_placement (void)
{
  TmPsiState s;
  TmPsiMove move;

  tm_psi_state_init (&s);
  g_assert_cmpint (s.phase, ==, TM_PSI_PHASE_PLACEMENT);
  g_assert_cmpint (s.current_player, ==, 0);
  g_assert_cmpuint (s.hand[0], ==, 4);
  g_assert_cmpuint (s.hand[1], ==, 4);

  move = place_move (2, 1);
  accept (&s, &move);
  g_assert_cmpint (s.field[2][1].side, ==, TM_PSI_CARD_FACE_DOWN);
  g_assert_cmpint (s.field[2][1].owner, ==, 0);
  g_assert_cmpint (s.field[2][1].master, ==, 0);
  g_assert_cmpint (s.current_player, ==, 1);

  /* One card per cell, named as the players count the cells (from 1). */
  assert_message_has (refuse_with (&s, &move, NULL, TM_PSI_RULES_ERROR, TM_PSI_RULE_CELL_OCCUPIED),
                      "Row 3, column 2");
  /* Alternately, the first player first. */
  move = place_move (0, 0);
  move.player = 0;
  assert_refused (&s, &move, TM_RULES_ERROR, TM_RULES_ERROR_WRONG_PLAYER);
  move.player = 1;
  accept (&s, &move);
  g_assert_cmpint (s.field[0][0].master, ==, 1);
  g_assert_cmpint (s.current_player, ==, 0);
}

static void
test_placement_completes (void)
{
  TmPsiState s;
  TmPsiMove move;

  make_placed (&s);
  g_assert_cmpint (s.phase, ==, TM_PSI_PHASE_SUMMON);
  g_assert_cmpuint (s.placed, ==, 16);
  g_assert_cmpuint (s.turn, ==, 1);
  g_assert_cmpint (s.current_player, ==, 0);
  g_assert_cmpuint (tm_psi_state_count_face_down (&s), ==, 16);
  g_assert_cmpuint (tm_psi_state_count_mastered (&s, 0), ==, 8);
  g_assert_cmpuint (tm_psi_state_count_mastered (&s, 1), ==, 8);
  for (int r = 0; r < 4; r++)
    for (int c = 0; c < 4; c++)
      g_assert_cmpint (s.field[r][c].owner, ==, c % 2);

  move = place_move (1, 1);
  assert_rule (&s, &move, TM_PSI_RULE_WRONG_PHASE);
}

static void
test_turn_moves_during_placement (void)
{
  TmPsiState s;
  TmPsiMove moves[] = {
    summon_move (0, 0, "Kappa", 2, 0, 5),
    quick_move (0, 0, "Kappa", RED),
    attack_move (0, 0, 0, 1),
    simple_move (TM_PSI_MOVE_PASS),
    adjust_move (power_change (0, 0, 1)),
    simple_move (TM_PSI_MOVE_AGREE_END),
  };

  tm_psi_state_init (&s);
  {
    TmPsiMove place = place_move (0, 0);

    accept (&s, &place);
  }
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    assert_rule (&s, &moves[i], TM_PSI_RULE_WRONG_PHASE);
}

/* Summon ------------------------------------------------------------------------------ */

static void
test_summon_colours (void)
{
  TmPsiState s;
  TmPsiMove move;
  TmPsiOutcome outcome;

  make_placed (&s);
  /* The first player's own card: blue, chip on the initial power. */
  move = summon_move (0, 0, "Cerberus", 3, 0, 6);
  outcome = accept (&s, &move);
  g_assert_cmpint (outcome.colour, ==, BLUE);
  g_assert_cmpint (s.field[0][0].side, ==, TM_PSI_CARD_FACE_UP);
  g_assert_cmpint (s.field[0][0].colour, ==, BLUE);
  g_assert_cmpint (s.field[0][0].power, ==, 3);
  g_assert_false (s.field[0][0].yellow);
  g_assert_cmpuint (s.field[0][0].entered_turn, ==, 1);
  g_assert_cmpint (s.phase, ==, TM_PSI_PHASE_BATTLE);
  g_assert_cmpint (s.summon, ==, TM_PSI_SUMMON_DONE);
  g_assert_cmpint (tm_psi_state_get_sum (&s, 0), ==, 3);

  move = simple_move (TM_PSI_MOVE_PASS);
  accept (&s, &move);
  g_assert_cmpint (s.current_player, ==, 1);

  /* The second player summons the first player's card: red.  It stays
   * the first player's beast. */
  move = summon_move (1, 0, "Kappa", 2, 1, 5);
  outcome = accept (&s, &move);
  g_assert_cmpint (outcome.colour, ==, RED);
  g_assert_cmpint (s.field[1][0].colour, ==, RED);
  g_assert_cmpint (s.field[1][0].master, ==, 0);
  g_assert_cmpint (tm_psi_state_get_sum (&s, 0), ==, 5);
  g_assert_cmpint (tm_psi_state_get_sum (&s, 1), ==, 0);
}

static void
test_summon_colour_given (void)
{
  TmPsiState s;
  TmPsiMove move;

  make_placed (&s);
  move = summon_move (0, 1, "Kappa", 2, 0, 5);   /* the opponent's card */
  move.has_colour = TRUE;
  move.colour = BLUE;
  assert_message_has (refuse_with (&s, &move, NULL, TM_PSI_RULES_ERROR, TM_PSI_RULE_SUMMON_COLOUR),
                      "red");
  move.colour = RED;
  accept (&s, &move);
}

static void
test_summon_required (void)
{
  TmPsiState s;
  TmPsiMove pass = simple_move (TM_PSI_MOVE_PASS);
  TmPsiMove attack = attack_move (0, 0, 0, 1);

  make_placed (&s);
  put_face_up (&s, 0, 0, 0, "Cerberus", 3, 0, 6, 0);
  put_face_up (&s, 0, 1, 1, "Kappa", 2, 0, 5, 0);
  assert_rule (&s, &pass, TM_PSI_RULE_SUMMON_REQUIRED);
  assert_rule (&s, &attack, TM_PSI_RULE_SUMMON_REQUIRED);
}

static void
test_summon_once (void)
{
  TmPsiState s;
  TmPsiMove move;

  make_placed (&s);
  move = summon_move (0, 0, "Cerberus", 3, 0, 6);
  accept (&s, &move);
  move = summon_move (0, 2, "Kappa", 2, 0, 5);
  assert_rule (&s, &move, TM_PSI_RULE_SUMMON_ONCE);
}

static void
test_summon_targets (void)
{
  TmPsiState s;
  TmPsiMove move;

  make_placed (&s);
  put_face_up (&s, 0, 0, 0, "Cerberus", 3, 0, 6, 0);
  put_empty (&s, 0, 1);
  move = summon_move (0, 0, "Kappa", 2, 0, 5);
  assert_rule (&s, &move, TM_PSI_RULE_SUMMON_FACE_DOWN);
  move = summon_move (0, 1, "Kappa", 2, 0, 5);
  assert_rule (&s, &move, TM_PSI_RULE_NO_CARD);
  move = summon_move (0, 2, "Kappa", 2, 0, 5);
  move.player = 1;
  assert_refused (&s, &move, TM_RULES_ERROR, TM_RULES_ERROR_WRONG_PLAYER);
}

static void
test_summon_power_on_track (void)
{
  TmPsiState s;
  TmPsiMove move;

  make_placed (&s);
  move = summon_move (0, 0, "Cerberus", 7, 0, 6);
  assert_message_has (refuse_with (&s, &move, NULL, TM_PSI_RULES_ERROR,
                                   TM_PSI_RULE_POWER_OFF_TRACK), "blue");
  move = summon_move (0, 0, "Cerberus", 0, 1, 6);
  assert_rule (&s, &move, TM_PSI_RULE_POWER_OFF_TRACK);
  move = summon_move (0, 0, "Cerberus", 6, 0, 6);
  accept (&s, &move);
}

static void
test_summon_same_beast (void)
{
  TmPsiState s;
  TmPsiMove move;

  make_placed (&s);
  put_face_up (&s, 3, 3, 1, "Kappa", 2, 0, 5, 0);   /* the second player's, blue */
  put_face_up (&s, 3, 2, 0, "Oni", 4, 0, 8, 0);     /* the first player's, blue */

  /* A roster holds twelve different beasts: the first player's own
   * "Oni" cannot appear a second time. */
  move = summon_move (0, 0, "Oni", 4, 0, 8);
  assert_rule (&s, &move, TM_PSI_RULE_ROSTER_DUPLICATE);

  /* The second player's "Kappa" has the same card as a first player's
   * one: same initial power, same track in the same colour. */
  move = summon_move (0, 0, "Kappa", 3, 0, 5);
  assert_rule (&s, &move, TM_PSI_RULE_BEAST_DATA_CONFLICT);
  move = summon_move (0, 0, "Kappa", 2, 0, 6);
  assert_rule (&s, &move, TM_PSI_RULE_BEAST_DATA_CONFLICT);
  move = summon_move (0, 0, "Kappa", 2, 0, 5);
  accept (&s, &move);

  /* In the other colour the track may differ. */
  make_placed (&s);
  put_face_up (&s, 3, 2, 0, "Kappa", 2, 0, 5, 0);   /* blue */
  move = summon_move (0, 1, "Kappa", 2, 1, 9);       /* the second player's: red */
  accept (&s, &move);
  g_assert_cmpint (s.field[0][1].colour, ==, RED);
}

static void
test_nothing_to_summon (void)
{
  TmPsiState s;
  TmPsiMove move;

  /* The second player's turn begins with no face-down card left. */
  make_battle (&s, 0, 5);
  for (int r = 0; r < 4; r++)
    for (int c = 0; c < 4; c++)
      {
        g_autofree char *name = g_strdup_printf ("Beast %d-%d", r, c);

        put_face_up (&s, r, c, c % 2, name, 1, 0, 9, 0);
      }
  move = simple_move (TM_PSI_MOVE_PASS);
  accept (&s, &move);
  g_assert_cmpint (s.current_player, ==, 1);
  g_assert_cmpint (s.phase, ==, TM_PSI_PHASE_BATTLE);
  g_assert_cmpint (s.summon, ==, TM_PSI_SUMMON_NONE_LEFT);

  /* A beast turned face down now cannot be summoned this turn. */
  move = adjust_move (change_at (TM_PSI_CHANGE_FLIP_DOWN, 0, 0));
  accept (&s, &move);
  g_assert_cmpint (s.phase, ==, TM_PSI_PHASE_BATTLE);
  move = summon_move (0, 0, "Beast 0-0", 1, 0, 9);
  assert_message_has (refuse_with (&s, &move, NULL, TM_PSI_RULES_ERROR, TM_PSI_RULE_SUMMON_ONCE),
                      "No face-down card");
}

static void
test_last_face_down_leaves (void)
{
  TmPsiState s;
  TmPsiMove move;

  make_placed (&s);
  for (int r = 0; r < 4; r++)
    for (int c = 0; c < 4; c++)
      if (r != 3 || c != 3)
        {
          g_autofree char *name = g_strdup_printf ("Beast %d-%d", r, c);

          put_face_up (&s, r, c, c % 2, name, 1, 0, 9, 0);
        }
  g_assert_cmpint (s.phase, ==, TM_PSI_PHASE_SUMMON);
  /* An effect destroys the last face-down card: nothing is owed. */
  move = adjust_move (change_at (TM_PSI_CHANGE_DESTROY, 3, 3));
  accept (&s, &move);
  g_assert_cmpint (s.phase, ==, TM_PSI_PHASE_BATTLE);
  g_assert_cmpint (s.summon, ==, TM_PSI_SUMMON_NONE_LEFT);
  g_assert_cmpuint (s.graveyard[1], ==, 1);
}

/* Quick summon ---------------------------------------------------------------------------- */

static void
test_quick_summon (void)
{
  TmPsiState s;
  TmPsiMove move;
  TmPsiOutcome outcome;

  make_placed (&s);
  put_empty (&s, 2, 2);
  put_empty (&s, 2, 3);

  /* Before the summon. */
  move = quick_move (2, 2, "Slime", RED);
  outcome = accept (&s, &move);
  g_assert_cmpint (outcome.colour, ==, RED);
  g_assert_cmpint (s.phase, ==, TM_PSI_PHASE_SUMMON);
  g_assert_cmpuint (s.hand[0], ==, 3);
  g_assert_true (s.quick_summoned);
  g_assert_true (s.field[2][2].yellow);
  g_assert_cmpint (s.field[2][2].colour, ==, RED);
  g_assert_cmpint (s.field[2][2].master, ==, 0);
  g_assert_cmpint (s.field[2][2].owner, ==, 0);
  g_assert_cmpint (tm_psi_state_get_sum (&s, 0), ==, 0);

  /* Once per turn. */
  move = quick_move (2, 3, "Golem", BLUE);
  assert_rule (&s, &move, TM_PSI_RULE_QUICK_SUMMON_ONCE);

  /* After the summon, in another turn; only on an empty cell. */
  move = summon_move (0, 0, "Cerberus", 3, 0, 6);
  accept (&s, &move);
  move = simple_move (TM_PSI_MOVE_PASS);
  accept (&s, &move);
  move = summon_move (0, 1, "Kappa", 2, 0, 5);
  accept (&s, &move);
  move = quick_move (1, 1, "Golem", BLUE);
  assert_rule (&s, &move, TM_PSI_RULE_CELL_OCCUPIED);
  move = quick_move (2, 3, "Golem", BLUE);
  move.player = 0;
  assert_refused (&s, &move, TM_RULES_ERROR, TM_RULES_ERROR_WRONG_PLAYER);
  move.player = 1;
  accept (&s, &move);
  g_assert_cmpuint (s.hand[1], ==, 3);
  g_assert_cmpint (s.field[2][3].master, ==, 1);
  g_assert_cmpint (s.field[2][3].colour, ==, BLUE);

  /* Quick-summoned beasts cannot attack in their turn either. */
  move = attack_move (2, 3, 0, 0);
  assert_rule (&s, &move, TM_PSI_RULE_ATTACKER_ENTERED);
}

static void
test_quick_summon_hand_empty (void)
{
  TmPsiState s;
  TmPsiMove move;

  make_placed (&s);
  put_empty (&s, 2, 2);
  s.hand[0] = 0;
  move = quick_move (2, 2, "Slime", RED);
  assert_rule (&s, &move, TM_PSI_RULE_HAND_EMPTY);
}

static void
test_quick_summon_data (void)
{
  TmPsiState s;
  TmPsiMove move;

  make_placed (&s);
  put_empty (&s, 2, 2);
  put_face_up (&s, 3, 3, 1, "Slime", 1, 0, 4, 0);
  /* Power and track may be given; they are checked like a summon's. */
  move = quick_move (2, 2, "Slime", BLUE);
  move.beast.has_power = TRUE;
  move.beast.power = 2;
  assert_rule (&s, &move, TM_PSI_RULE_BEAST_DATA_CONFLICT);
  move.beast.power = 1;
  move.beast.has_track = TRUE;
  move.beast.track = (TmPsiTrack) { 2, 4 };
  assert_rule (&s, &move, TM_PSI_RULE_POWER_OFF_TRACK);
  move.beast.track = (TmPsiTrack) { 0, 4 };
  accept (&s, &move);
  g_assert_true (s.field[2][2].yellow);
  g_assert_cmpint (s.field[2][2].power, ==, 0);
  g_assert_cmpint (s.field[2][2].initial_power, ==, 1);
}

static void
test_yellow_expires (void)
{
  TmPsiState s;
  TmPsiMove move;
  TmPsiOutcome outcome;

  make_battle (&s, 0, 3);
  put_empty (&s, 2, 2);
  put_empty (&s, 2, 3);
  move = quick_move (2, 2, "Slime", RED);
  accept (&s, &move);
  put_yellow (&s, 2, 3, 1, "Golem", 2);   /* the second player's, from turn 2 */

  /* The opponent's turn begins: only the second player's yellow beast
   * goes. */
  move = simple_move (TM_PSI_MOVE_PASS);
  outcome = accept (&s, &move);
  g_assert_true (outcome.turn_ended);
  g_assert_cmpint (s.current_player, ==, 1);
  g_assert_cmpint (s.field[2][2].side, ==, TM_PSI_CARD_FACE_UP);
  g_assert_cmpint (s.field[2][3].side, ==, TM_PSI_CARD_NONE);
  g_assert_cmpuint (outcome.n_destroyed, ==, 1);
  g_assert_cmpint (outcome.destroyed[0].cause, ==, TM_PSI_DESTROYED_EXPIRED);
  g_assert_true (outcome.destroyed[0].name == beast_name ("Golem"));
  g_assert_cmpuint (s.graveyard[1], ==, 1);

  /* Its master's next turn begins: the first player's goes. */
  move = summon_move (0, 0, "Cerberus", 3, 0, 6);
  accept (&s, &move);
  move = simple_move (TM_PSI_MOVE_PASS);
  outcome = accept (&s, &move);
  g_assert_cmpint (s.current_player, ==, 0);
  g_assert_cmpint (s.field[2][2].side, ==, TM_PSI_CARD_NONE);
  g_assert_cmpuint (s.graveyard[0], ==, 1);
  g_assert_cmpint (outcome.destroyed[0].cause, ==, TM_PSI_DESTROYED_EXPIRED);
}

static void
test_yellow_follows_master (void)
{
  TmPsiState s;
  TmPsiMove move;

  /* A yellow beast given to the other player expires at the start of
   * its new master's turn and goes to its owner's graveyard. */
  make_battle (&s, 0, 3);
  put_yellow (&s, 2, 2, 0, "Slime", 3);
  move = adjust_move (change_at (TM_PSI_CHANGE_MASTER, 2, 2));
  accept (&s, &move);
  g_assert_cmpint (s.field[2][2].master, ==, 1);
  move = simple_move (TM_PSI_MOVE_PASS);
  accept (&s, &move);
  g_assert_cmpint (s.field[2][2].side, ==, TM_PSI_CARD_NONE);
  g_assert_cmpuint (s.graveyard[0], ==, 1);
  g_assert_cmpuint (s.graveyard[1], ==, 0);
}

static void
test_yellow_no_power_effects (void)
{
  TmPsiState s;
  TmPsiMove move;
  TmPsiChange set = change_at (TM_PSI_CHANGE_SET_POWER, 2, 2);

  make_battle (&s, 0, 3);
  put_yellow (&s, 2, 2, 0, "Slime", 2);
  move = adjust_move (power_change (2, 2, 2));
  assert_message_has (refuse_with (&s, &move, NULL, TM_PSI_RULES_ERROR,
                                   TM_PSI_RULE_YELLOW_NO_POWER), "yellow zone");
  move = adjust_move (power_change (2, 2, -1));
  assert_rule (&s, &move, TM_PSI_RULE_YELLOW_NO_POWER);
  set.amount = 3;
  move = adjust_move (set);
  assert_rule (&s, &move, TM_PSI_RULE_YELLOW_NO_POWER);
  /* Other effects do affect it. */
  move = adjust_move (change_at (TM_PSI_CHANGE_FLIP_DOWN, 2, 2));
  accept (&s, &move);
  g_assert_cmpint (s.field[2][2].side, ==, TM_PSI_CARD_FACE_DOWN);
}

/* Battle ------------------------------------------------------------------------------------ */

typedef struct
{
  const char *name;
  int attacker;      /* power, or -1 for the yellow zone */
  int target;
  TmPsiTrack target_track;
  int attacker_after;  /* -1: destroyed */
  int target_after;
} BattleRow;

static const BattleRow battle_table[] = {
  { "stronger", 5, 3, { 0, 9 }, 2, -1 },
  { "equal", 3, 3, { 0, 9 }, -1, -1 },
  { "weaker", 2, 5, { 0, 9 }, -1, 3 },
  { "both-survive", 4, 6, { 0, 9 }, -1, 2 },
  { "zero-power-attacker", 0, 4, { 0, 9 }, 0, 4 },   /* 0 was never ≥ 1: stays */
  { "zero-power-target", 3, 0, { 0, 9 }, 3, 0 },
  { "clamped-to-track", 4, 5, { 2, 9 }, -1, 2 },      /* 5 − 4 = 1 stops at 2 */
  { "yellow-target", 4, -1, { 0, 0 }, 4, -1 },        /* 0 counter-damage, any damage destroys */
  { "yellow-attacker", -1, 4, { 0, 9 }, -1, 4 },      /* deals 0, takes 4 */
  { "yellow-both", -1, -1, { 0, 0 }, -1, -1 },
  { "yellow-vs-zero", -1, 0, { 0, 9 }, -1, 0 },       /* 0 damage still destroys it */
};

static void
test_battle_row (gconstpointer data)
{
  const BattleRow *row = data;
  TmPsiState s;
  TmPsiMove move;
  TmPsiOutcome outcome;
  guint destroyed = (row->attacker_after < 0) + (row->target_after < 0);

  make_battle (&s, 0, 4);
  if (row->attacker < 0)
    put_yellow (&s, 1, 1, 0, "Attacker", 3);
  else
    put_face_up (&s, 1, 1, 0, "Attacker", row->attacker, 0, 9, 2);
  if (row->target < 0)
    put_yellow (&s, 2, 2, 1, "Target", 3);
  else
    put_face_up (&s, 2, 2, 1, "Target", row->target, row->target_track.min,
                 row->target_track.max, 2);

  move = attack_move (1, 1, 2, 2);
  outcome = accept (&s, &move);
  g_assert_cmpint (outcome.damage_to_target, ==, MAX (row->attacker, 0));
  g_assert_cmpint (outcome.damage_to_attacker, ==, MAX (row->target, 0));
  g_assert_cmpuint (outcome.n_destroyed, ==, destroyed);
  for (guint i = 0; i < outcome.n_destroyed; i++)
    g_assert_cmpint (outcome.destroyed[i].cause, ==, TM_PSI_DESTROYED_BY_BATTLE);

  if (row->attacker_after < 0)
    g_assert_cmpint (s.field[1][1].side, ==, TM_PSI_CARD_NONE);
  else
    g_assert_cmpint (s.field[1][1].power, ==, row->attacker_after);
  if (row->target_after < 0)
    g_assert_cmpint (s.field[2][2].side, ==, TM_PSI_CARD_NONE);
  else
    g_assert_cmpint (s.field[2][2].power, ==, row->target_after);
  g_assert_cmpuint (s.graveyard[0], ==, row->attacker_after < 0);
  g_assert_cmpuint (s.graveyard[1], ==, row->target_after < 0);

  /* The attack ends the turn. */
  g_assert_true (outcome.turn_ended);
  g_assert_cmpint (s.current_player, ==, 1);
  g_assert_cmpuint (s.turn, ==, 5);
}

static void
test_attack_own_beast (void)
{
  TmPsiState s;
  TmPsiMove move;

  make_battle (&s, 1, 4);
  put_face_up (&s, 0, 1, 1, "Kappa", 2, 0, 5, 2);
  put_face_up (&s, 0, 3, 1, "Oni", 4, 0, 8, 3);
  move = attack_move (0, 1, 0, 3);
  accept (&s, &move);
  g_assert_cmpint (s.field[0][1].side, ==, TM_PSI_CARD_NONE);
  g_assert_cmpint (s.field[0][3].power, ==, 2);
}

static void
test_attack_eligibility (void)
{
  TmPsiState s;
  TmPsiMove move;

  make_battle (&s, 0, 4);
  put_face_up (&s, 0, 0, 0, "Cerberus", 3, 0, 6, 2);
  put_face_up (&s, 0, 1, 1, "Kappa", 2, 0, 5, 3);
  put_face_up (&s, 1, 0, 0, "Oni", 4, 0, 8, 4);   /* summoned this turn */
  put_empty (&s, 3, 3);

  move = attack_move (0, 2, 0, 1);   /* face down */
  assert_rule (&s, &move, TM_PSI_RULE_ATTACKER_FACE_UP);
  move = attack_move (0, 1, 0, 0);   /* the opponent's */
  assert_rule (&s, &move, TM_PSI_RULE_ATTACKER_MASTER);
  move = attack_move (1, 0, 0, 1);
  assert_message_has (refuse_with (&s, &move, NULL, TM_PSI_RULES_ERROR,
                                   TM_PSI_RULE_ATTACKER_ENTERED), "Oni");
  move = attack_move (0, 0, 0, 0);
  assert_rule (&s, &move, TM_PSI_RULE_ATTACK_ITSELF);
  move = attack_move (0, 0, 0, 3);   /* face down */
  assert_rule (&s, &move, TM_PSI_RULE_TARGET_FACE_UP);
  move = attack_move (0, 0, 3, 3);
  assert_rule (&s, &move, TM_PSI_RULE_NO_CARD);
  move = attack_move (3, 3, 0, 1);
  assert_rule (&s, &move, TM_PSI_RULE_NO_CARD);
  move = attack_move (0, 0, 0, 1);
  move.player = 1;
  assert_refused (&s, &move, TM_RULES_ERROR, TM_RULES_ERROR_WRONG_PLAYER);

  g_assert_true (tm_psi_state_can_attack (&s, (TmCell) { 0, 0 }));
  g_assert_false (tm_psi_state_can_attack (&s, (TmCell) { 0, 1 }));
  g_assert_false (tm_psi_state_can_attack (&s, (TmCell) { 1, 0 }));

  /* A beast given to the player by an effect attacks for its new master. */
  move = adjust_move (change_at (TM_PSI_CHANGE_MASTER, 0, 1));
  accept (&s, &move);
  g_assert_true (tm_psi_state_can_attack (&s, (TmCell) { 0, 1 }));
  move = attack_move (0, 1, 1, 0);
  accept (&s, &move);
  g_assert_cmpint (s.field[0][1].side, ==, TM_PSI_CARD_NONE);
  g_assert_cmpint (s.field[1][0].power, ==, 2);
  /* Graveyard of its owner. */
  g_assert_cmpuint (s.graveyard[1], ==, 1);
}

static void
test_attack_effects (void)
{
  TmPsiState s, before;
  TmPsiMove move;
  TmPsiOutcome outcome;

  make_battle (&s, 0, 4);
  put_face_up (&s, 0, 0, 0, "Cerberus", 5, 0, 6, 2);
  put_face_up (&s, 0, 1, 1, "Kappa", 2, 0, 5, 3);

  /* Effects of the battle come after the damage, before the turn ends:
   * the destroyed Kappa returns nothing, Cerberus loses 1 more. */
  move = attack_move (0, 0, 0, 1);
  move = with_change (move, power_change (0, 0, -1));
  move = with_change (move, hand_change (1, 1));
  outcome = accept (&s, &move);
  g_assert_cmpint (s.field[0][0].power, ==, 2);
  g_assert_cmpuint (s.hand[1], ==, 5);
  g_assert_true (outcome.turn_ended);

  /* A change that cannot be made refuses the whole attack. */
  make_battle (&s, 0, 4);
  put_face_up (&s, 0, 0, 0, "Cerberus", 5, 0, 6, 2);
  put_face_up (&s, 0, 1, 1, "Kappa", 2, 0, 5, 3);
  memcpy (&before, &s, sizeof before);
  move = attack_move (0, 0, 0, 1);
  move = with_change (move, power_change (0, 1, 1));   /* Kappa is gone by then */
  assert_rule (&s, &move, TM_PSI_RULE_NO_CARD);
  g_assert_cmpmem (&s, sizeof s, &before, sizeof before);
}

static void
test_pass (void)
{
  TmPsiState s;
  TmPsiMove move;
  TmPsiOutcome outcome;

  make_battle (&s, 1, 6);
  move = simple_move (TM_PSI_MOVE_PASS);
  move.player = 0;
  assert_refused (&s, &move, TM_RULES_ERROR, TM_RULES_ERROR_WRONG_PLAYER);
  move.player = 1;
  outcome = accept (&s, &move);
  g_assert_true (outcome.turn_ended);
  g_assert_cmpint (outcome.skipped_player, ==, -1);
  g_assert_cmpint (s.current_player, ==, 0);
  g_assert_cmpuint (s.turn, ==, 7);
  g_assert_cmpint (s.phase, ==, TM_PSI_PHASE_SUMMON);
  g_assert_false (s.quick_summoned);
}

/* Effects ----------------------------------------------------------------------------------- */

static void
test_power_effects (void)
{
  TmPsiState s;
  TmPsiMove move;
  TmPsiOutcome outcome;
  TmPsiChange set = change_at (TM_PSI_CHANGE_SET_POWER, 0, 0);

  make_battle (&s, 0, 4);
  put_face_up (&s, 0, 0, 0, "Cerberus", 3, 1, 6, 2);
  put_face_up (&s, 0, 1, 1, "Zero", 0, 0, 5, 2);

  move = adjust_move (power_change (0, 0, 2));
  accept (&s, &move);
  g_assert_cmpint (s.field[0][0].power, ==, 5);
  /* The chip stops at the end of the track. */
  move = adjust_move (power_change (0, 0, 9));
  accept (&s, &move);
  g_assert_cmpint (s.field[0][0].power, ==, 6);
  set.amount = 40;
  move = adjust_move (set);
  accept (&s, &move);
  g_assert_cmpint (s.field[0][0].power, ==, 6);
  g_assert_cmpint (tm_psi_state_get_sum (&s, 0), ==, 6);

  /* A power of 0 beast losing power is not destroyed: it never had 1. */
  move = adjust_move (power_change (0, 1, -2));
  outcome = accept (&s, &move);
  g_assert_cmpuint (outcome.n_destroyed, ==, 0);
  g_assert_cmpint (s.field[0][1].power, ==, 0);

  /* From 1 or more to 0: destroyed, to its owner's graveyard. */
  move = adjust_move (power_change (0, 0, -8));
  outcome = accept (&s, &move);
  g_assert_cmpuint (outcome.n_destroyed, ==, 1);
  g_assert_cmpint (outcome.destroyed[0].cause, ==, TM_PSI_DESTROYED_BY_EFFECT);
  g_assert_cmpint (s.field[0][0].side, ==, TM_PSI_CARD_NONE);
  g_assert_cmpuint (s.graveyard[0], ==, 1);

  /* Set to 0 destroys too. */
  put_face_up (&s, 0, 0, 0, "Cerberus", 3, 1, 6, 2);
  set.amount = 0;
  move = adjust_move (set);
  accept (&s, &move);
  g_assert_cmpint (s.field[0][0].side, ==, TM_PSI_CARD_NONE);

  /* Only a face-up beast has power. */
  move = adjust_move (power_change (0, 2, 1));
  assert_rule (&s, &move, TM_PSI_RULE_NOT_FACE_UP);
  move = adjust_move (power_change (0, 0, 1));
  assert_rule (&s, &move, TM_PSI_RULE_NO_CARD);
}

static void
test_destroy_flip_return (void)
{
  TmPsiState s;
  TmPsiMove move;
  TmPsiChange change;

  make_battle (&s, 0, 4);
  put_face_up (&s, 0, 0, 0, "Cerberus", 3, 0, 6, 2);
  put_face_up (&s, 0, 1, 1, "Kappa", 2, 0, 5, 2);

  /* A face-down card can be destroyed: its owner's graveyard. */
  move = adjust_move (change_at (TM_PSI_CHANGE_DESTROY, 0, 3));
  accept (&s, &move);
  g_assert_cmpuint (s.graveyard[1], ==, 1);
  move = adjust_move (change_at (TM_PSI_CHANGE_DESTROY, 0, 3));
  assert_rule (&s, &move, TM_PSI_RULE_NO_CARD);

  /* Face down: the card stays, its identity is forgotten, the master
   * stays. */
  move = adjust_move (change_at (TM_PSI_CHANGE_FLIP_DOWN, 0, 1));
  accept (&s, &move);
  g_assert_cmpint (s.field[0][1].side, ==, TM_PSI_CARD_FACE_DOWN);
  g_assert_null (s.field[0][1].name);
  g_assert_cmpint (s.field[0][1].master, ==, 1);
  g_assert_cmpint (tm_psi_state_get_sum (&s, 1), ==, 0);
  assert_rule (&s, &move, TM_PSI_RULE_NOT_FACE_UP);

  /* Return to the owner's hand, or to the hand the effect names. */
  move = adjust_move (change_at (TM_PSI_CHANGE_RETURN, 0, 0));
  accept (&s, &move);
  g_assert_cmpint (s.field[0][0].side, ==, TM_PSI_CARD_NONE);
  g_assert_cmpuint (s.hand[0], ==, 5);
  change = change_at (TM_PSI_CHANGE_RETURN, 0, 1);
  change.player = 0;
  move = adjust_move (change);
  accept (&s, &move);
  g_assert_cmpuint (s.hand[0], ==, 6);
  g_assert_cmpuint (s.hand[1], ==, 4);
  move = adjust_move (change_at (TM_PSI_CHANGE_RETURN, 0, 1));
  assert_rule (&s, &move, TM_PSI_RULE_NO_CARD);
  s.hand[0] = TM_PSI_MAX_HAND;
  move = adjust_move (change_at (TM_PSI_CHANGE_RETURN, 1, 0));
  assert_rule (&s, &move, TM_PSI_RULE_HAND_FULL);
}

static void
test_move_and_master (void)
{
  TmPsiState s;
  TmPsiMove move;
  TmPsiChange change;

  make_battle (&s, 0, 4);
  put_face_up (&s, 0, 0, 0, "Cerberus", 3, 0, 6, 2);
  put_empty (&s, 3, 3);

  change = change_at (TM_PSI_CHANGE_MOVE, 0, 0);
  change.to = (TmCell) { 0, 1 };
  move = adjust_move (change);
  assert_rule (&s, &move, TM_PSI_RULE_CELL_OCCUPIED);
  change.to = (TmCell) { 3, 3 };
  move = adjust_move (change);
  accept (&s, &move);
  g_assert_cmpint (s.field[0][0].side, ==, TM_PSI_CARD_NONE);
  g_assert_true (s.field[3][3].name == beast_name ("Cerberus"));
  g_assert_cmpint (s.field[3][3].power, ==, 3);
  /* A moved beast has not entered the field: it can still attack. */
  g_assert_true (tm_psi_state_can_attack (&s, (TmCell) { 3, 3 }));
  change = change_at (TM_PSI_CHANGE_MOVE, 0, 0);
  change.to = (TmCell) { 1, 1 };
  move = adjust_move (change);
  assert_rule (&s, &move, TM_PSI_RULE_NO_CARD);

  /* Master: to the other player by default; naming the current master
   * changes nothing and is refused. */
  change = change_at (TM_PSI_CHANGE_MASTER, 3, 3);
  change.player = 0;
  move = adjust_move (change);
  assert_rule (&s, &move, TM_PSI_RULE_MASTER_UNCHANGED);
  move = adjust_move (change_at (TM_PSI_CHANGE_MASTER, 3, 3));
  accept (&s, &move);
  g_assert_cmpint (s.field[3][3].master, ==, 1);
  g_assert_cmpint (s.field[3][3].owner, ==, 0);
  g_assert_cmpint (tm_psi_state_get_sum (&s, 0), ==, 0);
  g_assert_cmpint (tm_psi_state_get_sum (&s, 1), ==, 3);

  /* A face-down card given to the opponent: its summon by them is blue
   * now, by its owner red. */
  move = adjust_move (change_at (TM_PSI_CHANGE_MASTER, 1, 0));
  accept (&s, &move);
  g_assert_cmpint (tm_psi_state_summon_colour (&s, (TmCell) { 1, 0 }), ==, RED);
  s.current_player = 1;
  g_assert_cmpint (tm_psi_state_summon_colour (&s, (TmCell) { 1, 0 }), ==, BLUE);
}

static void
test_hand_changes (void)
{
  TmPsiState s;
  TmPsiMove move;

  make_battle (&s, 0, 4);
  move = adjust_move (hand_change (1, -3));
  accept (&s, &move);
  g_assert_cmpuint (s.hand[1], ==, 1);
  move = adjust_move (hand_change (1, -2));
  assert_message_has (refuse_with (&s, &move, NULL, TM_PSI_RULES_ERROR,
                                   TM_PSI_RULE_HAND_NEGATIVE), "1 card");
  move = adjust_move (hand_change (0, TM_PSI_MAX_HAND));
  assert_rule (&s, &move, TM_PSI_RULE_HAND_FULL);
  move = adjust_move (hand_change (0, 2));
  accept (&s, &move);
  g_assert_cmpuint (s.hand[0], ==, 6);
}

static TmPsiChange
enter_change (int          row,
              int          col,
              const char  *name,
              TmPsiColour  colour,
              int          power)
{
  TmPsiChange change = change_at (TM_PSI_CHANGE_ENTER, row, col);

  change.colour = colour;
  change.beast.name = beast_name (name);
  if (power < 0)
    change.yellow = TRUE;
  else
    {
      change.beast.has_power = change.beast.has_track = TRUE;
      change.beast.power = power;
      change.beast.track = (TmPsiTrack) { 0, 9 };
    }
  return change;
}

static void
test_enter (void)
{
  TmPsiState s;
  TmPsiMove move;
  TmPsiChange change;

  make_battle (&s, 0, 4);
  put_empty (&s, 3, 2);
  put_empty (&s, 3, 3);

  change = enter_change (3, 2, "Phoenix", RED, 4);
  change.from = TM_PSI_FROM_GRAVEYARD;
  move = adjust_move (change);
  assert_rule (&s, &move, TM_PSI_RULE_GRAVEYARD_EMPTY);
  s.graveyard[0] = 1;
  accept (&s, &move);
  g_assert_cmpuint (s.graveyard[0], ==, 0);
  g_assert_cmpint (s.field[3][2].power, ==, 4);
  g_assert_cmpint (s.field[3][2].master, ==, 0);
  g_assert_false (tm_psi_state_can_attack (&s, (TmCell) { 3, 2 }));
  assert_rule (&s, &move, TM_PSI_RULE_CELL_OCCUPIED);

  change = enter_change (3, 3, "Wisp", BLUE, -1);
  change.from = TM_PSI_FROM_HAND;
  change.player = 1;
  move = adjust_move (change);
  s.hand[1] = 0;
  assert_rule (&s, &move, TM_PSI_RULE_HAND_EMPTY);
  s.hand[1] = 2;
  accept (&s, &move);
  g_assert_cmpuint (s.hand[1], ==, 1);
  g_assert_true (s.field[3][3].yellow);
  g_assert_cmpint (s.field[3][3].master, ==, 1);

  change = enter_change (0, 0, "Phoenix", RED, 5);
  put_empty (&s, 0, 0);
  change.player = 1;
  move = adjust_move (change);
  assert_rule (&s, &move, TM_PSI_RULE_BEAST_DATA_CONFLICT);
}

/* An ability's damage (ダメージ) is not an effect that changes power: it
 * lowers a beast's power like battle damage, and destroys a yellow-zone
 * beast whatever it is (0点以上のダメージを受けた時にも破壊されます). */
static void
test_damage (void)
{
  TmPsiState s;
  TmPsiMove move;
  TmPsiOutcome outcome;
  TmPsiChange change;

  make_battle (&s, 0, 4);
  put_face_up (&s, 0, 0, 0, "Cerberus", 3, 0, 6, 2);
  put_face_up (&s, 0, 1, 1, "Kappa", 2, 1, 5, 2);
  put_yellow (&s, 1, 0, 1, "Slime", 3);

  change = change_at (TM_PSI_CHANGE_DAMAGE, 0, 0);
  change.amount = 2;
  move = adjust_move (change);
  outcome = accept (&s, &move);
  g_assert_cmpint (s.field[0][0].power, ==, 1);
  g_assert_cmpuint (outcome.n_destroyed, ==, 0);
  /* From 1 to 0 destroys, to the owner's graveyard. */
  outcome = accept (&s, &move);
  g_assert_cmpint (s.field[0][0].side, ==, TM_PSI_CARD_NONE);
  g_assert_cmpuint (outcome.n_destroyed, ==, 1);
  g_assert_cmpint (outcome.destroyed[0].cause, ==, TM_PSI_DESTROYED_BY_EFFECT);
  g_assert_cmpuint (s.graveyard[0], ==, 1);

  /* A track's lowest number stops it, as battle damage. */
  change = change_at (TM_PSI_CHANGE_DAMAGE, 0, 1);
  change.amount = 1;
  move = adjust_move (change);
  accept (&s, &move);
  g_assert_cmpint (s.field[0][1].power, ==, 1);

  /* 0 damage to a yellow-zone beast destroys it, where a power effect
   * is refused. */
  move = adjust_move (power_change (1, 0, -1));
  assert_rule (&s, &move, TM_PSI_RULE_YELLOW_NO_POWER);
  change = change_at (TM_PSI_CHANGE_DAMAGE, 1, 0);
  change.amount = 0;
  move = adjust_move (change);
  outcome = accept (&s, &move);
  g_assert_cmpint (s.field[1][0].side, ==, TM_PSI_CARD_NONE);
  g_assert_cmpuint (s.graveyard[1], ==, 1);

  /* Face down or empty: refused, the position unchanged. */
  change = change_at (TM_PSI_CHANGE_DAMAGE, 2, 0);
  move = adjust_move (change);
  assert_message_has (refuse_with (&s, &move, NULL, TM_PSI_RULES_ERROR, TM_PSI_RULE_NOT_FACE_UP),
                      "row 3, column 1");
  change = change_at (TM_PSI_CHANGE_DAMAGE, 1, 0);
  move = adjust_move (change);
  assert_rule (&s, &move, TM_PSI_RULE_NO_CARD);
}

/* Under Tablemate 0.2.0's reading (revision 1) a card returned to the
 * other player's hand became that player's: played from there it is
 * theirs (no owner to name, their roster), and destroyed it goes to
 * their graveyard.  Today's reading keeps it its owner's (below). */
static void
test_hand_owners_020 (void)
{
  TmPsiState s;
  TmPsiMove move;
  TmPsiChange change;

  make_battle (&s, 1, 5);
  s.rules = 1;
  s.phase = TM_PSI_PHASE_SUMMON;
  s.summon = TM_PSI_SUMMON_OWED;
  put_face_up (&s, 0, 0, 0, "Cerberus", 3, 0, 6, 2);
  put_face_up (&s, 0, 2, 0, "Oni", 3, 0, 6, 2);

  change = change_at (TM_PSI_CHANGE_RETURN, 0, 0);
  change.player = 1;
  move = adjust_move (change);
  accept (&s, &move);
  g_assert_cmpuint (s.hand[1], ==, 5);
  g_assert_cmpuint (tm_psi_state_count_hand_owned (&s, 1, 0), ==, 0);
  g_assert_cmpuint (tm_psi_state_count_hand_owned (&s, 1, 1), ==, 5);

  /* The second player's own card now: no owner to name, and the first
   * player's Oni is no matter to its roster. */
  move = quick_move (0, 0, "Oni", RED);
  accept (&s, &move);
  g_assert_cmpint (s.field[0][0].owner, ==, 1);
  g_assert_cmpint (s.field[0][0].master, ==, 1);
  move = adjust_move (change_at (TM_PSI_CHANGE_DESTROY, 0, 0));
  accept (&s, &move);
  g_assert_cmpuint (s.graveyard[0], ==, 0);
  g_assert_cmpuint (s.graveyard[1], ==, 1);
}

/* A card returned to the other player's hand stays its owner's: played
 * from there, it is the owner's beast (roster, graveyard), upright for
 * the player who plays it. */
static void
test_hand_owners (void)
{
  TmPsiState s;
  TmPsiMove move;
  TmPsiChange change;
  g_autofree char *message = NULL;

  make_battle (&s, 1, 5);
  s.phase = TM_PSI_PHASE_SUMMON;
  s.summon = TM_PSI_SUMMON_OWED;
  put_face_up (&s, 0, 0, 0, "Cerberus", 3, 0, 6, 2);
  put_face_up (&s, 0, 2, 0, "Oni", 3, 0, 6, 2);

  change = change_at (TM_PSI_CHANGE_RETURN, 0, 0);
  change.player = 1;
  move = adjust_move (change);
  accept (&s, &move);
  g_assert_cmpuint (s.hand[1], ==, 5);
  g_assert_cmpuint (tm_psi_state_count_hand_owned (&s, 1, 0), ==, 1);
  g_assert_cmpuint (tm_psi_state_count_hand_owned (&s, 1, 1), ==, 4);

  /* The second player's hand holds both players' cards: whose is it? */
  move = quick_move (0, 0, "Cerberus", RED);
  message = refuse_with (&s, &move, NULL, TM_PSI_RULES_ERROR, TM_PSI_RULE_HAND_OWNER_NEEDED);
  g_assert_nonnull (strstr (message, "second player"));
  /* The first player's: their roster already has an Oni face up. */
  move = quick_move (0, 0, "Oni", RED);
  move.has_owner = TRUE;
  move.owner = 0;
  assert_rule (&s, &move, TM_PSI_RULE_ROSTER_DUPLICATE);
  move = quick_move (0, 0, "Cerberus", RED);
  move.has_owner = TRUE;
  move.owner = 0;
  accept (&s, &move);
  g_assert_cmpint (s.field[0][0].owner, ==, 0);
  g_assert_cmpint (s.field[0][0].master, ==, 1);
  g_assert_cmpuint (tm_psi_state_count_hand_owned (&s, 1, 0), ==, 0);
  g_assert_cmpuint (s.hand[1], ==, 4);

  /* Destroyed: to its owner's graveyard. */
  move = adjust_move (change_at (TM_PSI_CHANGE_DESTROY, 0, 0));
  accept (&s, &move);
  g_assert_cmpuint (s.graveyard[0], ==, 1);
  g_assert_cmpuint (s.graveyard[1], ==, 0);

  /* The hand holds no card of the first player's any more. */
  put_empty (&s, 3, 3);
  change = enter_change (3, 3, "Wisp", BLUE, -1);
  change.from = TM_PSI_FROM_HAND;
  change.player = 1;
  change.has_owner = TRUE;
  change.owner = 0;
  move = adjust_move (change);
  assert_rule (&s, &move, TM_PSI_RULE_HAND_OWNER);

  /* Only the other player's cards: they are the owner, unasked. */
  change = change_at (TM_PSI_CHANGE_RETURN, 0, 2);
  change.player = 1;
  move = adjust_move (change);
  accept (&s, &move);
  move = adjust_move (hand_change (1, -4));
  accept (&s, &move);   /* own cards first */
  g_assert_cmpuint (tm_psi_state_count_hand_owned (&s, 1, 0), ==, 1);
  g_assert_cmpuint (tm_psi_state_count_hand_owned (&s, 1, 1), ==, 0);
  change = enter_change (3, 3, "Wisp", BLUE, -1);
  change.from = TM_PSI_FROM_HAND;
  change.player = 1;
  move = adjust_move (change);
  accept (&s, &move);
  g_assert_cmpint (s.field[3][3].owner, ==, 0);
  g_assert_cmpint (s.field[3][3].master, ==, 1);
  g_assert_cmpuint (s.hand[1], ==, 0);
  g_assert_cmpuint (s.hand_foreign[1], ==, 0);

  /* A hand change naming an owner takes that owner's cards. */
  change = hand_change (0, 2);
  change.has_owner = TRUE;
  change.owner = 1;
  move = adjust_move (change);
  accept (&s, &move);
  g_assert_cmpuint (tm_psi_state_count_hand_owned (&s, 0, 1), ==, 2);
  change.amount = -3;
  move = adjust_move (change);
  assert_rule (&s, &move, TM_PSI_RULE_HAND_OWNER);
}

/* Once the game is over, no summon is owed. */
static void
test_no_summon_owed_after_end (void)
{
  TmPsiState s;
  TmPsiMove move;
  g_autoptr(TmGame) game = NULL;
  g_autoptr(JsonNode) state = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) agree = NULL;

  make_battle (&s, 0, 4);
  s.phase = TM_PSI_PHASE_SUMMON;
  s.summon = TM_PSI_SUMMON_OWED;
  move = simple_move (TM_PSI_MOVE_AGREE_END);
  accept (&s, &move);

  game = tm_registry_create_game ("psi-conjuring", 2, NULL, &error);
  g_assert_no_error (error);
  for (int i = 0; i < TM_PSI_N_CELLS; i++)
    {
      TmPsiMove place = place_move (i / TM_PSI_SIZE, i % TM_PSI_SIZE);
      g_autoptr(JsonObject) object = tm_psi_move_to_json (&place);

      g_assert_true (tm_game_apply_move (game, object, &error));
    }
  agree = tm_psi_move_to_json (&move);
  g_assert_true (tm_game_apply_move (game, agree, &error));
  state = tm_game_serialize_state (game);
  g_assert_true (json_object_get_null_member (json_node_get_object (state), "summon"));
}

static void
test_effect_atomic (void)
{
  TmPsiState s;
  TmPsiMove move;

  make_battle (&s, 0, 4);
  put_face_up (&s, 0, 0, 0, "Cerberus", 3, 0, 6, 2);
  move = adjust_move (power_change (0, 0, 1));
  move = with_change (move, power_change (0, 2, 1));   /* face down */
  assert_message_has (refuse_with (&s, &move, NULL, TM_PSI_RULES_ERROR, TM_PSI_RULE_NOT_FACE_UP),
                      "Change 2: ");
  g_assert_cmpint (s.field[0][0].power, ==, 3);

  /* Changes apply in order: destroy, then the cell is free to move to. */
  move = adjust_move (change_at (TM_PSI_CHANGE_DESTROY, 0, 1));
  {
    TmPsiChange change = change_at (TM_PSI_CHANGE_MOVE, 0, 0);

    change.to = (TmCell) { 0, 1 };
    move = with_change (move, change);
  }
  accept (&s, &move);
  g_assert_true (s.field[0][1].name == beast_name ("Cerberus"));

  /* An adjustment lists at least one change. */
  move = simple_move (TM_PSI_MOVE_ADJUST);
  assert_refused (&s, &move, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
}

/* Lost turns and the end --------------------------------------------------------------------- */

static void
test_lost_turns (void)
{
  TmPsiState s;
  TmPsiMove move;
  TmPsiOutcome outcome;

  make_battle (&s, 0, 9);
  s.phase = TM_PSI_PHASE_SUMMON;
  s.summon = TM_PSI_SUMMON_OWED;
  put_empty (&s, 3, 2);
  s.hand[0] = 1;
  s.hand[1] = 2;

  /* The first player plays their last hand card: this turn is their
   * last. */
  move = quick_move (3, 2, "Slime", BLUE);
  accept (&s, &move);
  g_assert_cmpuint (s.hand[0], ==, 0);
  move = summon_move (0, 0, "Cerberus", 3, 0, 6);
  accept (&s, &move);
  move = simple_move (TM_PSI_MOVE_PASS);
  outcome = accept (&s, &move);
  g_assert_cmpint (s.current_player, ==, 1);
  g_assert_cmpint (outcome.skipped_player, ==, -1);

  /* From now on the second player plays every turn … */
  move = summon_move (0, 1, "Kappa", 2, 0, 5);
  accept (&s, &move);
  move = simple_move (TM_PSI_MOVE_PASS);
  outcome = accept (&s, &move);
  g_assert_cmpint (s.current_player, ==, 1);
  g_assert_cmpint (outcome.skipped_player, ==, 0);
  g_assert_cmpuint (s.turn, ==, 11);
  /* … and the first player's quick-summoned beast stays: its master's
   * turn does not come (the manual's ruling). */
  g_assert_cmpint (s.field[3][2].side, ==, TM_PSI_CARD_FACE_UP);

  /* A card returned to the first player's hand gives them turns again;
   * the first of them destroys the yellow beast. */
  move = summon_move (0, 2, "Oni", 4, 0, 8);
  accept (&s, &move);
  move = adjust_move (change_at (TM_PSI_CHANGE_RETURN, 0, 0));
  accept (&s, &move);
  g_assert_cmpuint (s.hand[0], ==, 1);
  move = simple_move (TM_PSI_MOVE_PASS);
  outcome = accept (&s, &move);
  g_assert_cmpint (outcome.skipped_player, ==, -1);
  g_assert_cmpint (s.current_player, ==, 0);
  g_assert_cmpint (s.field[3][2].side, ==, TM_PSI_CARD_NONE);
  g_assert_cmpint (outcome.destroyed[0].cause, ==, TM_PSI_DESTROYED_EXPIRED);
}

static void
test_end_hands_empty (void)
{
  TmPsiState s;
  TmPsiMove move;
  TmPsiOutcome outcome;

  make_battle (&s, 1, 12);
  put_face_up (&s, 0, 0, 0, "Cerberus", 3, 0, 6, 2);
  put_face_up (&s, 0, 1, 1, "Kappa", 2, 0, 5, 2);
  put_empty (&s, 3, 3);
  s.hand[0] = 0;
  s.hand[1] = 1;

  /* Emptying one's hand does not end the game there … */
  move = quick_move (3, 3, "Slime", RED);
  accept (&s, &move);
  g_assert_cmpint (s.phase, ==, TM_PSI_PHASE_BATTLE);
  /* … the end of the turn does, both hands being empty. */
  move = simple_move (TM_PSI_MOVE_PASS);
  outcome = accept (&s, &move);
  g_assert_cmpint (s.phase, ==, TM_PSI_PHASE_FINISHED);
  g_assert_cmpint (s.end_reason, ==, TM_PSI_END_HANDS_EMPTY);
  g_assert_cmpint (outcome.end_reason, ==, TM_PSI_END_HANDS_EMPTY);
  g_assert_cmpint (s.current_player, ==, -1);
  /* The yellow beast counts 0, face-down cards 0. */
  g_assert_cmpint (tm_psi_state_get_sum (&s, 0), ==, 3);
  g_assert_cmpint (tm_psi_state_get_sum (&s, 1), ==, 2);
  g_assert_cmpint (tm_psi_state_get_winner (&s), ==, 0);

  move = simple_move (TM_PSI_MOVE_AGREE_END);
  assert_refused (&s, &move, TM_RULES_ERROR, TM_RULES_ERROR_GAME_FINISHED);
}

static void
test_end_no_beasts (void)
{
  TmPsiState s;
  TmPsiMove move;
  TmPsiOutcome outcome;

  /* The second player's cards go one effect at a time; the game ends
   * with the last, even in the middle of a turn. */
  make_battle (&s, 0, 4);
  put_face_up (&s, 0, 0, 0, "Cerberus", 3, 0, 6, 2);
  move = simple_move (TM_PSI_MOVE_ADJUST);
  for (int r = 0; r < 4; r++)
    for (int c = 1; c < 4; c += 2)
      if (r != 3 || c != 3)
        move = with_change (move, change_at (TM_PSI_CHANGE_DESTROY, r, c));
  accept (&s, &move);
  g_assert_cmpint (s.phase, ==, TM_PSI_PHASE_BATTLE);
  g_assert_cmpuint (tm_psi_state_count_mastered (&s, 1), ==, 1);

  /* A change of master empties a side as well. */
  move = adjust_move (change_at (TM_PSI_CHANGE_MASTER, 3, 3));
  outcome = accept (&s, &move);
  g_assert_cmpint (s.phase, ==, TM_PSI_PHASE_FINISHED);
  g_assert_cmpint (outcome.end_reason, ==, TM_PSI_END_NO_BEASTS);
  g_assert_cmpint (tm_psi_state_get_winner (&s), ==, 0);

  /* In battle. */
  make_battle (&s, 0, 4);
  for (int r = 0; r < 4; r++)
    for (int c = 0; c < 4; c++)
      if (s.field[r][c].owner == 1)
        put_empty (&s, r, c);
  put_face_up (&s, 0, 0, 0, "Cerberus", 5, 0, 6, 2);
  put_face_up (&s, 0, 1, 1, "Kappa", 2, 0, 5, 2);
  move = attack_move (0, 0, 0, 1);
  outcome = accept (&s, &move);
  g_assert_cmpint (outcome.end_reason, ==, TM_PSI_END_NO_BEASTS);
  g_assert_false (outcome.turn_ended);
  g_assert_cmpint (tm_psi_state_get_sum (&s, 0), ==, 3);
}

static void
test_end_no_beasts_at_turn_start (void)
{
  TmPsiState s;
  TmPsiMove move;
  TmPsiOutcome outcome;

  /* The second player's last card is a yellow beast: it goes at the
   * start of their turn, and with it the game. */
  make_battle (&s, 0, 6);
  for (int r = 0; r < 4; r++)
    for (int c = 0; c < 4; c++)
      if (s.field[r][c].owner == 1)
        put_empty (&s, r, c);
  put_yellow (&s, 0, 1, 1, "Slime", 5);
  move = simple_move (TM_PSI_MOVE_PASS);
  outcome = accept (&s, &move);
  g_assert_cmpint (outcome.end_reason, ==, TM_PSI_END_NO_BEASTS);
  g_assert_cmpuint (outcome.n_destroyed, ==, 1);
  g_assert_cmpint (s.current_player, ==, -1);
}

static void
test_end_agreement (void)
{
  TmPsiState s;
  TmPsiMove move = simple_move (TM_PSI_MOVE_AGREE_END);
  TmPsiOutcome outcome;

  make_placed (&s);
  put_face_up (&s, 0, 0, 0, "Cerberus", 3, 0, 6, 0);
  put_face_up (&s, 0, 1, 1, "Kappa", 3, 0, 5, 0);
  outcome = accept (&s, &move);
  g_assert_cmpint (outcome.end_reason, ==, TM_PSI_END_AGREEMENT);
  g_assert_cmpint (s.phase, ==, TM_PSI_PHASE_FINISHED);
  /* Equal sums: a draw. */
  g_assert_cmpint (tm_psi_state_get_winner (&s), ==, -1);
}

/* JSON and the TmGame interface ---------------------------------------------------------------- */

static JsonObject *
parse_object (const char *text)
{
  g_autoptr(JsonNode) node = tm_json_parse (text, strlen (text), NULL);

  g_assert_nonnull (node);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (node));
  return json_object_ref (json_node_get_object (node));
}

static char *
object_to_string (JsonObject *object)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonGenerator) generator = json_generator_new ();

  json_node_set_object (node, object);
  json_generator_set_root (generator, node);
  return json_generator_to_data (generator, NULL);
}

static const char * const canonical_moves[] = {
  "{\"type\":\"place\",\"cell\":[0,1]}",
  "{\"type\":\"place\",\"cell\":[3,3],\"player\":1}",
  "{\"type\":\"summon\",\"cell\":[2,3],\"beast\":\"Cerberus\",\"power\":3,\"track\":[0,7]}",
  "{\"type\":\"summon\",\"cell\":[2,3],\"beast\":\"Cerberus\",\"power\":3,\"track\":[0,7],\"colour\":\"red\",\"player\":0}",
  "{\"type\":\"quick-summon\",\"cell\":[1,1],\"beast\":\"ケルベロス\",\"colour\":\"blue\"}",
  "{\"type\":\"quick-summon\",\"cell\":[1,1],\"beast\":\"Slime\",\"power\":1,\"track\":[0,4],\"colour\":\"red\"}",
  "{\"type\":\"attack\",\"from\":[2,3],\"target\":[1,1]}",
  "{\"type\":\"attack\",\"from\":[2,3],\"target\":[1,1],\"effects\":[{\"change\":\"hand\",\"player\":1,\"by\":1}],\"player\":1}",
  "{\"type\":\"pass\"}",
  "{\"type\":\"adjust\",\"changes\":[{\"change\":\"power\",\"cell\":[1,1],\"by\":-2},"
    "{\"change\":\"set-power\",\"cell\":[1,2],\"power\":5},"
    "{\"change\":\"destroy\",\"cell\":[0,0]},"
    "{\"change\":\"flip-down\",\"cell\":[0,1]},"
    "{\"change\":\"return\",\"cell\":[0,2]},"
    "{\"change\":\"return\",\"cell\":[0,3],\"player\":1},"
    "{\"change\":\"move\",\"cell\":[1,0],\"to\":[3,3]},"
    "{\"change\":\"master\",\"cell\":[2,0]},"
    "{\"change\":\"master\",\"cell\":[2,1],\"player\":0},"
    "{\"change\":\"hand\",\"player\":0,\"by\":-1},"
    "{\"change\":\"enter\",\"cell\":[3,0],\"beast\":\"Phoenix\",\"power\":4,\"track\":[1,9],\"colour\":\"red\",\"from\":\"graveyard\",\"player\":1},"
    "{\"change\":\"enter\",\"cell\":[3,1],\"beast\":\"Wisp\",\"colour\":\"blue\",\"yellow\":true,\"from\":\"hand\"}]}",
  "{\"type\":\"agree-end\"}",
};

static void
test_json_round_trip (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (canonical_moves); i++)
    {
      g_autoptr(JsonObject) object = parse_object (canonical_moves[i]);
      g_autoptr(JsonObject) again = NULL;
      g_autofree char *text = NULL;
      g_autoptr(GError) error = NULL;
      TmPsiMove move, other;

      if (!tm_psi_move_from_json (object, &move, &error))
        g_error ("%s: %s", canonical_moves[i], error->message);
      again = tm_psi_move_to_json (&move);
      text = object_to_string (again);
      g_assert_cmpstr (text, ==, canonical_moves[i]);
      g_assert_true (tm_psi_move_from_json (again, &other, &error));
      g_assert_true (moves_equal (&move, &other));
    }
}

static void
test_json_names_normalised (void)
{
  g_autoptr(JsonObject) a = parse_object ("{\"type\":\"quick-summon\",\"cell\":[1,1],"
                                          "\"beast\":\"  ｹﾙﾍﾞﾛｽ　Ｘ \",\"colour\":\"red\"}");
  g_autoptr(GError) error = NULL;
  TmPsiMove move;

  g_assert_true (tm_psi_move_from_json (a, &move, &error));
  g_assert_cmpstr (move.beast.name, ==, "ケルベロス X");
  g_assert_true (move.beast.name == beast_name ("ケルベロス X"));
}

static const struct
{
  const char *json;
  const char *words;
} bad_moves[] = {
  { "{}", "type" },
  { "{\"type\":\"castle\"}", "castle" },
  { "{\"type\":\"place\"}", "cell" },
  { "{\"type\":\"place\",\"cell\":[4,0]}", "cell" },
  { "{\"type\":\"place\",\"cell\":[0,0],\"player\":2}", "player" },
  { "{\"type\":\"summon\",\"cell\":[0,0],\"power\":3,\"track\":[0,7]}", "beast" },
  { "{\"type\":\"summon\",\"cell\":[0,0],\"beast\":\"\",\"power\":3,\"track\":[0,7]}", "name" },
  { "{\"type\":\"summon\",\"cell\":[0,0],\"beast\":\"A\\u0007\",\"power\":3,\"track\":[0,7]}", "control" },
  { "{\"type\":\"summon\",\"cell\":[0,0],\"beast\":\"Oni\",\"track\":[0,7]}", "power" },
  { "{\"type\":\"summon\",\"cell\":[0,0],\"beast\":\"Oni\",\"power\":100,\"track\":[0,7]}", "power" },
  { "{\"type\":\"summon\",\"cell\":[0,0],\"beast\":\"Oni\",\"power\":3}", "track" },
  { "{\"type\":\"summon\",\"cell\":[0,0],\"beast\":\"Oni\",\"power\":3,\"track\":[7,0]}", "track" },
  { "{\"type\":\"summon\",\"cell\":[0,0],\"beast\":\"Oni\",\"power\":3,\"track\":[0,7],\"colour\":\"green\"}", "colour" },
  { "{\"type\":\"quick-summon\",\"cell\":[0,0],\"beast\":\"Oni\"}", "colour" },
  { "{\"type\":\"attack\",\"from\":[0,0]}", "target" },
  { "{\"type\":\"attack\",\"from\":[0,0],\"target\":[0,1],\"effects\":{}}", "effects" },
  { "{\"type\":\"adjust\"}", "changes" },
  { "{\"type\":\"adjust\",\"changes\":[]}", "changes" },
  { "{\"type\":\"adjust\",\"changes\":[1]}", "JSON object" },
  { "{\"type\":\"adjust\",\"changes\":[{\"change\":\"explode\",\"cell\":[0,0]}]}", "change" },
  { "{\"type\":\"adjust\",\"changes\":[{\"change\":\"power\",\"cell\":[0,0],\"by\":0}]}", "by" },
  { "{\"type\":\"adjust\",\"changes\":[{\"change\":\"power\",\"cell\":[0,0]}]}", "by" },
  { "{\"type\":\"adjust\",\"changes\":[{\"change\":\"set-power\",\"cell\":[0,0],\"power\":-1}]}", "power" },
  { "{\"type\":\"adjust\",\"changes\":[{\"change\":\"move\",\"cell\":[0,0]}]}", "to" },
  { "{\"type\":\"adjust\",\"changes\":[{\"change\":\"hand\",\"by\":1}]}", "player" },
  { "{\"type\":\"adjust\",\"changes\":[{\"change\":\"destroy\",\"cell\":[0,0]},{\"change\":\"destroy\"}]}", "Change 2: " },
  { "{\"type\":\"adjust\",\"changes\":[{\"change\":\"enter\",\"cell\":[0,0],\"beast\":\"Oni\",\"colour\":\"red\"}]}", "power" },
  { "{\"type\":\"adjust\",\"changes\":[{\"change\":\"enter\",\"cell\":[0,0],\"beast\":\"Oni\",\"yellow\":true}]}", "colour" },
  { "{\"type\":\"adjust\",\"changes\":[{\"change\":\"enter\",\"cell\":[0,0],\"beast\":\"Oni\",\"colour\":\"red\",\"yellow\":1}]}", "yellow" },
  { "{\"type\":\"adjust\",\"changes\":[{\"change\":\"enter\",\"cell\":[0,0],\"beast\":\"Oni\",\"colour\":\"red\",\"yellow\":true,\"from\":\"deck\"}]}", "from" },
  /* Damage is 0 or more. */
  { "{\"type\":\"adjust\",\"changes\":[{\"change\":\"damage\",\"cell\":[0,0],\"amount\":-1}]}", "amount" },
  { "{\"type\":\"adjust\",\"changes\":[{\"change\":\"damage\",\"cell\":[0,0]}]}", "amount" },
  /* Whose hand card: 0 or 1, and only for a card from a hand. */
  { "{\"type\":\"quick-summon\",\"cell\":[0,0],\"beast\":\"Oni\",\"colour\":\"red\",\"owner\":2}", "owner" },
  { "{\"type\":\"adjust\",\"changes\":[{\"change\":\"enter\",\"cell\":[0,0],\"beast\":\"Oni\",\"colour\":\"red\",\"yellow\":true,\"owner\":1}]}", "from" },
  /* Unknown members are named, never ignored. */
  { "{\"type\":\"place\",\"cell\":[0,0],\"colour\":\"red\"}", "“colour” is not a member of a \"place\" move" },
  { "{\"type\":\"summon\",\"cell\":[0,0],\"beast\":\"Oni\",\"power\":3,\"track\":[0,7],\"owner\":1}", "“owner”" },
  { "{\"type\":\"agree-end\",\"player\":0}", "“player”" },
  { "{\"type\":\"adjust\",\"changes\":[{\"change\":\"return\",\"cell\":[0,0],\"owner\":1}]}", "“owner” is not a member of a \"return\" change" },
  { "{\"type\":\"adjust\",\"changes\":[{\"change\":\"power\",\"cell\":[0,0],\"amount\":1}]}", "“amount”" },
};

static void
test_json_bad_moves (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_moves); i++)
    {
      g_autoptr(JsonObject) object = parse_object (bad_moves[i].json);
      g_autoptr(GError) error = NULL;
      TmPsiMove move;

      if (tm_psi_move_from_json (object, &move, &error))
        g_error ("%s was accepted", bad_moves[i].json);
      g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
      if (strstr (error->message, bad_moves[i].words) == NULL)
        g_error ("%s: “%s” does not mention “%s”", bad_moves[i].json, error->message,
                 bad_moves[i].words);
    }

  /* Too many changes. */
  {
    g_autoptr(GString) text = g_string_new ("{\"type\":\"adjust\",\"changes\":[");
    g_autoptr(JsonObject) object = NULL;
    g_autoptr(GError) error = NULL;
    TmPsiMove move;

    for (int i = 0; i <= TM_PSI_MAX_CHANGES; i++)
      g_string_append_printf (text, "%s{\"change\":\"destroy\",\"cell\":[0,0]}", i ? "," : "");
    g_string_append (text, "]}");
    object = parse_object (text->str);
    g_assert_false (tm_psi_move_from_json (object, &move, &error));
    g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
  }
}

/* Every member a move or a change may have, and two it may not: each
 * type and kind accepts its own and names any other, whichever way the
 * move is read (a replay reads the members in one pass). */
static const char * const any_members[] = {
  "type", "change", "cell", "player", "beast", "power", "track", "colour", "owner", "from",
  "target", "effects", "changes", "by", "amount", "to", "yellow", "at", "cells", "t", "",
  "colours", "changed",
};

static const struct
{
  const char *prefix;        /* the move up to the member */
  const char *suffix;
  const char *what;          /* how the refusal names the move or change */
  const char *members;       /* its own, space-separated */
} member_forms[] = {
  { "{\"type\":\"place\"", "}", "a \"place\" move", "type cell player" },
  { "{\"type\":\"summon\"", "}", "a \"summon\" move", "type cell beast power track colour player" },
  { "{\"type\":\"quick-summon\"", "}", "a \"quick-summon\" move",
    "type cell beast power track colour owner player" },
  { "{\"type\":\"attack\"", "}", "a \"attack\" move", "type from target effects player" },
  { "{\"type\":\"pass\"", "}", "a \"pass\" move", "type player" },
  { "{\"type\":\"adjust\"", "}", "a \"adjust\" move", "type changes" },
  { "{\"type\":\"agree-end\"", "}", "a \"agree-end\" move", "type" },
  { "{\"type\":\"adjust\",\"changes\":[{\"change\":\"power\"", "}]}", "a \"power\" change", "change cell by" },
  { "{\"type\":\"adjust\",\"changes\":[{\"change\":\"set-power\"", "}]}", "a \"set-power\" change",
    "change cell power" },
  { "{\"type\":\"adjust\",\"changes\":[{\"change\":\"destroy\"", "}]}", "a \"destroy\" change", "change cell" },
  { "{\"type\":\"adjust\",\"changes\":[{\"change\":\"flip-down\"", "}]}", "a \"flip-down\" change",
    "change cell" },
  { "{\"type\":\"adjust\",\"changes\":[{\"change\":\"return\"", "}]}", "a \"return\" change",
    "change cell player" },
  { "{\"type\":\"adjust\",\"changes\":[{\"change\":\"move\"", "}]}", "a \"move\" change", "change cell to" },
  { "{\"type\":\"adjust\",\"changes\":[{\"change\":\"master\"", "}]}", "a \"master\" change",
    "change cell player" },
  { "{\"type\":\"adjust\",\"changes\":[{\"change\":\"hand\"", "}]}", "a \"hand\" change",
    "change player by owner" },
  { "{\"type\":\"adjust\",\"changes\":[{\"change\":\"enter\"", "}]}", "a \"enter\" change",
    "change cell beast power track colour yellow from player owner" },
  { "{\"type\":\"adjust\",\"changes\":[{\"change\":\"damage\"", "}]}", "a \"damage\" change",
    "change cell amount" },
};

static void
test_json_members (void)
{
  for (guint f = 0; f < G_N_ELEMENTS (member_forms); f++)
    for (guint m = 0; m < G_N_ELEMENTS (any_members); m++)
      {
        g_auto(GStrv) own = g_strsplit (member_forms[f].members, " ", -1);
        gboolean listed = g_strv_contains ((const char * const *) own, any_members[m]);
        g_autofree char *json = NULL;
        g_autofree char *refusal = g_strdup_printf ("“%s” is not a member of %s", any_members[m],
                                                    member_forms[f].what);
        g_autoptr(JsonObject) object = NULL;
        g_autoptr(GError) error = NULL;
        TmPsiMove move;

        /* The member's value is never what its name asks: only its name
         * may be refused for what this test asks. */
        if (g_str_equal (any_members[m], "type") || g_str_equal (any_members[m], "change"))
          continue;
        json = g_strdup_printf ("%s,\"%s\":null%s", member_forms[f].prefix, any_members[m],
                                member_forms[f].suffix);
        object = parse_object (json);
        if (tm_psi_move_from_json (object, &move, &error))
          {
            g_assert_true (listed);
            continue;
          }
        if (listed && strstr (error->message, "is not a member") != NULL)
          g_error ("%s: its own member is refused: %s", json, error->message);
        if (!listed && strstr (error->message, refusal) == NULL)
          g_error ("%s: “%s” does not say %s", json, error->message, refusal);
      }
}

static void
test_bad_struct_moves (void)
{
  TmPsiState s;
  TmPsiMove move;

  make_placed (&s);
  move = summon_move (4, 0, "Oni", 3, 0, 7);
  assert_refused (&s, &move, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
  move = summon_move (0, 0, "Oni", 3, 0, 7);
  move.beast.name = NULL;
  assert_refused (&s, &move, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
  move = adjust_move (hand_change (-1, 1));
  assert_refused (&s, &move, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
  move = simple_move (TM_PSI_MOVE_PASS);
  move.type = (TmPsiMoveType) 42;
  assert_refused (&s, &move, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
}

static void
play (TmGame     *game,
      const char *json)
{
  g_autoptr(JsonObject) move = parse_object (json);
  g_autoptr(GError) error = NULL;

  if (!tm_game_apply_move (game, move, &error))
    g_error ("%s refused: %s", json, error->message);
}

static void
test_game_interface (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = tm_registry_create_game ("psi-conjuring", 2, NULL, &error);
  g_autoptr(TmGame) copy = NULL;
  g_autoptr(JsonObject) bad = NULL;
  g_autoptr(JsonNode) summary = NULL;
  g_autoptr(GPtrArray) legal = NULL;
  g_autoptr(GArray) winners = NULL;
  g_autofree char *phase = NULL;
  JsonObject *object;
  JsonArray *row;

  g_assert_no_error (error);
  g_assert_true (TM_IS_PSI_GAME (game));
  g_assert_cmpstr (tm_game_get_phase (game), ==, "placement");
  phase = tm_game_describe_phase (game);
  g_assert_cmpstr (phase, ==, "Placement");
  g_assert_cmpint (tm_game_get_current_player (game), ==, 0);
  g_assert_null (tm_psi_game_get_last_outcome (TM_PSI_GAME (game)));

  legal = tm_game_list_legal_moves (game);
  g_assert_cmpuint (legal->len, ==, 16);
  g_clear_pointer (&legal, g_ptr_array_unref);

  for (int i = 0; i < 16; i++)
    {
      g_autofree char *json = g_strdup_printf ("{\"type\":\"place\",\"cell\":[%d,%d]}", i / 4, i % 4);

      play (game, json);
    }
  g_assert_cmpstr (tm_game_get_phase (game), ==, "summon");
  play (game, "{\"type\":\"summon\",\"cell\":[0,0],\"beast\":\"Cerberus\",\"power\":3,\"track\":[0,6]}");
  g_assert_cmpstr (tm_game_get_phase (game), ==, "battle");
  g_assert_cmpint (tm_game_get_score (game, 0), ==, 3);

  /* A refusal names its rule. */
  bad = parse_object ("{\"type\":\"summon\",\"cell\":[0,1],\"beast\":\"Kappa\",\"power\":3,\"track\":[0,6]}");
  g_assert_false (tm_game_apply_move (game, bad, &error));
  g_assert_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_SUMMON_ONCE);
  g_assert_cmpstr (tm_game_get_error_rule (game, error), ==, "summon-once-per-turn");
  g_clear_error (&error);

  copy = tm_game_copy (game);
  play (copy, "{\"type\":\"pass\"}");
  g_assert_cmpint (tm_game_get_current_player (copy), ==, 1);
  g_assert_cmpint (tm_game_get_current_player (game), ==, 0);
  g_assert_cmpuint (tm_game_get_n_moves (copy), ==, 18);

  /* Hidden information: a face-down card shows only owner and master. */
  summary = tm_game_serialize_state (game);
  object = json_node_get_object (summary);
  row = json_array_get_array_element (json_object_get_array_member (object, "field"), 0);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (row, 0), "beast"),
                   ==, "Cerberus");
  g_assert_false (json_object_has_member (json_array_get_object_element (row, 1), "beast"));
  g_assert_false (json_object_get_boolean_member (json_array_get_object_element (row, 1), "face_up"));
  g_assert_cmpint (json_object_get_int_member (object, "face_down"), ==, 15);
  g_assert_true (json_object_get_null_member (object, "winner"));

  /* Agreement ends it; 3 to 0. */
  play (game, "{\"type\":\"agree-end\"}");
  g_assert_true (tm_game_is_finished (game));
  g_assert_cmpint (tm_game_get_current_player (game), ==, -1);
  winners = tm_game_get_winners (game);
  g_assert_cmpuint (winners->len, ==, 1);
  g_assert_cmpint (g_array_index (winners, int, 0), ==, 0);
  legal = tm_game_list_legal_moves (game);
  g_assert_cmpuint (legal->len, ==, 0);
}

static void
test_game_draw_has_no_winner (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = tm_registry_create_game ("psi-conjuring", 2, NULL, &error);
  g_autoptr(GArray) winners = NULL;

  for (int i = 0; i < 16; i++)
    {
      g_autofree char *json = g_strdup_printf ("{\"type\":\"place\",\"cell\":[%d,%d]}", i / 4, i % 4);

      play (game, json);
    }
  play (game, "{\"type\":\"agree-end\"}");
  winners = tm_game_get_winners (game);
  g_assert_cmpuint (winners->len, ==, 0);
}

static void
test_game_setup (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = tm_registry_create_game ("psi-conjuring", 3, NULL, &error);
  g_autoptr(JsonObject) options = json_object_new ();

  g_assert_null (game);
  g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_BAD_SETUP);
  g_clear_error (&error);

  json_object_set_int_member (options, "hand", 5);
  game = tm_registry_create_game ("psi-conjuring", 2, options, &error);
  g_assert_null (game);
  g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_BAD_SETUP);
}

static void
test_rule_nicks (void)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (TM_TYPE_PSI_RULE);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < klass->n_values; i++)
    {
      const char *nick = klass->values[i].value_nick;

      g_assert_cmpint (klass->values[i].value, ==, (int) i);
      g_assert_false (g_hash_table_contains (seen, nick));
      g_assert_null (strchr (nick, '_'));
      g_hash_table_add (seen, (gpointer) nick);
    }
  g_assert_cmpuint (klass->n_values, ==, TM_PSI_RULE_HAND_OWNER_NEEDED + 1);
}

static void
test_score_sheet (void)
{
  g_autoptr(JsonObject) sheet = parse_object ("{\"game\":\"psi-conjuring\",\"players\":"
                                              "[{\"powers\":[3,5,2]},{\"powers\":[4,4]}]}");
  g_autoptr(JsonObject) draw = parse_object ("{\"players\":[{\"powers\":[]},{\"powers\":[0]}]}");
  g_autoptr(JsonObject) bad = parse_object ("{\"players\":[{\"powers\":[3,-1]},{\"powers\":[]}]}");
  g_autoptr(JsonObject) one = parse_object ("{\"players\":[{\"powers\":[3]}]}");
  g_autoptr(JsonNode) result = NULL;
  g_autoptr(GError) error = NULL;
  JsonObject *object;

  result = tm_psi_score_sheet (sheet, &error);
  g_assert_no_error (error);
  object = json_node_get_object (result);
  g_assert_cmpint (json_object_get_int_member (object, "winner"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (
                     json_object_get_array_member (object, "players"), 0), "total"), ==, 10);
  g_clear_pointer (&result, json_node_unref);

  result = tm_psi_score_sheet (draw, &error);
  g_assert_no_error (error);
  g_assert_true (json_object_get_null_member (json_node_get_object (result), "winner"));

  g_assert_null (tm_psi_score_sheet (bad, &error));
  g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
  g_clear_error (&error);
  g_assert_null (tm_psi_score_sheet (one, &error));
  g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
}

static void
test_legal_list_shape (void)
{
  TmPsiState s;
  g_autoptr(GArray) moves = NULL;
  guint summons = 0, quick = 0, attacks = 0, passes = 0, ends = 0;

  make_battle (&s, 0, 4);
  s.phase = TM_PSI_PHASE_SUMMON;
  s.summon = TM_PSI_SUMMON_OWED;
  put_face_up (&s, 0, 0, 0, "Cerberus", 3, 0, 6, 2);
  put_face_up (&s, 0, 1, 1, "Kappa", 2, 0, 5, 2);
  put_empty (&s, 3, 3);

  moves = tm_psi_state_legal_moves (&s, TM_PSI_LIST_TURN_MOVES);
  for (guint i = 0; i < moves->len; i++)
    {
      const TmPsiMove *move = &g_array_index (moves, TmPsiMove, i);

      switch (move->type)
        {
        case TM_PSI_MOVE_SUMMON:
          summons++;
          g_assert_true (tm_psi_beast_name_is_stand_in (move->beast.name));
          break;
        case TM_PSI_MOVE_QUICK_SUMMON:
          quick++;
          break;
        case TM_PSI_MOVE_ATTACK:
          attacks++;
          break;
        case TM_PSI_MOVE_PASS:
          passes++;
          break;
        case TM_PSI_MOVE_AGREE_END:
          ends++;
          break;
        default:
          g_assert_not_reached ();
        }
    }
  /* Summon phase: 13 face-down cards, 1 empty cell × 2 colours, no
   * attack or pass yet. */
  g_assert_cmpuint (summons, ==, 13);
  g_assert_cmpuint (quick, ==, 2);
  g_assert_cmpuint (attacks + passes, ==, 0);
  g_assert_cmpuint (ends, ==, 1);

  /* Battle phase: Cerberus attacks Kappa; pass. */
  s.phase = TM_PSI_PHASE_BATTLE;
  s.summon = TM_PSI_SUMMON_DONE;
  g_clear_pointer (&moves, g_array_unref);
  moves = tm_psi_state_legal_moves (&s, TM_PSI_LIST_TURN_MOVES);
  g_assert_cmpuint (moves->len, ==, 2 + 1 + 1 + 1);

  /* A player who named a beast like a stand-in does not break the list. */
  put_face_up (&s, 1, 1, 1, "?[3,3]q", 1, 0, 5, 2);
  g_clear_pointer (&moves, g_array_unref);
  moves = tm_psi_state_legal_moves (&s, TM_PSI_LIST_ADJUSTMENTS);
  for (guint i = 0; i < moves->len; i++)
    {
      TmPsiState copy = s;

      accept (&copy, &g_array_index (moves, TmPsiMove, i));
    }
}

/* A game made from a record names its players as the record does; one
 * set up without a record counts them from 1. */
static void
test_refusals_name_players (void)
{
  static const char json[] = "{\"type\": \"place\", \"cell\": [0, 1], \"player\": 1}";
  const char *names[] = { "Aoi", "Mio", NULL };
  g_autoptr(TmRecord) record = tm_record_new ("psi-conjuring", names, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = tm_record_create_game (record, &error);
  g_autoptr(TmGame) unnamed = tm_registry_create_game ("psi-conjuring", 2, NULL, &error);
  g_autoptr(JsonNode) node = tm_json_parse (json, strlen (json), &error);
  JsonObject *move;

  g_assert_no_error (error);
  move = json_node_get_object (node);
  g_assert_false (tm_game_apply_move (game, move, &error));
  g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_WRONG_PLAYER);
  g_assert_cmpstr (error->message, ==, "It is Aoi’s turn, not Mio’s.");
  g_clear_error (&error);
  g_assert_false (tm_game_apply_move (unnamed, move, &error));
  g_assert_cmpstr (error->message, ==, "It is Player 1’s turn, not Player 2’s.");
}

/* A beast's name as the rules keep it: NFKC, runs of white space made
 * one space, none at either end; printable ASCII already so is kept as
 * it is (read without normalising). */
static void
test_beast_name_normal_form (void)
{
  static const struct { const char *text; const char *normal; } names[] = {
    { "Kappa", "Kappa" },
    { "Nine-tailed Fox", "Nine-tailed Fox" },
    { "~!{}", "~!{}" },
    { " Kappa", "Kappa" },
    { "Kappa ", "Kappa" },
    { "Nine  tailed", "Nine tailed" },
    { "Nine\ttailed", "Nine tailed" },
    { "\xe3\x80\x80Nue\xe3\x80\x80", "Nue" },   /* ideographic spaces */
    { "\xef\xbc\xab\xef\xbd\x81ppa", "Kappa" },  /* fullwidth Ｋａ */
    { "\xe9\xb5\xba", "\xe9\xb5\xba" },
  };
  static const char *refused[] = { "", " ", "  ", "Ka\x01ppa", "Ka\x7fppa", "\xff" };
  g_autofree char *longest = g_strnfill (TM_PSI_NAME_MAX_CHARS, 'a');
  g_autofree char *too_long = g_strnfill (TM_PSI_NAME_MAX_CHARS + 1, 'a');
  g_autofree char *normal = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *got = tm_psi_beast_name_normalize (names[i].text, &error);

      g_assert_no_error (error);
      g_assert_cmpstr (got, ==, names[i].normal);
    }
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_null (tm_psi_beast_name_normalize (refused[i], &error));
      g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
    }
  normal = tm_psi_beast_name_normalize (longest, NULL);
  g_assert_cmpstr (normal, ==, longest);
  g_assert_null (tm_psi_beast_name_normalize (too_long, NULL));
}

int
test_psi_rules_main (int   argc,
                     char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/psi/beast-name/normal-form", test_beast_name_normal_form);
  g_test_add_func ("/psi/placement/alternate", test_placement);
  g_test_add_func ("/psi/placement/completes", test_placement_completes);
  g_test_add_func ("/psi/placement/turn-moves-refused", test_turn_moves_during_placement);

  g_test_add_func ("/psi/summon/colours", test_summon_colours);
  g_test_add_func ("/psi/summon/colour-given", test_summon_colour_given);
  g_test_add_func ("/psi/summon/required", test_summon_required);
  g_test_add_func ("/psi/summon/once", test_summon_once);
  g_test_add_func ("/psi/summon/targets", test_summon_targets);
  g_test_add_func ("/psi/summon/power-on-track", test_summon_power_on_track);
  g_test_add_func ("/psi/summon/same-beast", test_summon_same_beast);
  g_test_add_func ("/psi/summon/nothing-left", test_nothing_to_summon);
  g_test_add_func ("/psi/summon/last-face-down-leaves", test_last_face_down_leaves);

  g_test_add_func ("/psi/quick-summon/conditions", test_quick_summon);
  g_test_add_func ("/psi/quick-summon/hand-empty", test_quick_summon_hand_empty);
  g_test_add_func ("/psi/quick-summon/data", test_quick_summon_data);
  g_test_add_func ("/psi/quick-summon/expiry", test_yellow_expires);
  g_test_add_func ("/psi/quick-summon/expiry-follows-master", test_yellow_follows_master);
  g_test_add_func ("/psi/quick-summon/no-power-effects", test_yellow_no_power_effects);

  for (guint i = 0; i < G_N_ELEMENTS (battle_table); i++)
    {
      g_autofree char *path = g_strdup_printf ("/psi/battle/%s", battle_table[i].name);

      g_test_add_data_func (path, &battle_table[i], test_battle_row);
    }
  g_test_add_func ("/psi/battle/own-beast", test_attack_own_beast);
  g_test_add_func ("/psi/battle/eligibility", test_attack_eligibility);
  g_test_add_func ("/psi/battle/effects", test_attack_effects);
  g_test_add_func ("/psi/battle/pass", test_pass);

  g_test_add_func ("/psi/effects/power", test_power_effects);
  g_test_add_func ("/psi/effects/destroy-flip-return", test_destroy_flip_return);
  g_test_add_func ("/psi/effects/move-and-master", test_move_and_master);
  g_test_add_func ("/psi/effects/hand", test_hand_changes);
  g_test_add_func ("/psi/effects/enter", test_enter);
  g_test_add_func ("/psi/effects/damage", test_damage);
  g_test_add_func ("/psi/effects/hand-owners", test_hand_owners);
  g_test_add_func ("/psi/effects/hand-owners-0.2.0", test_hand_owners_020);
  g_test_add_func ("/psi/end/no-summon-owed", test_no_summon_owed_after_end);
  g_test_add_func ("/psi/effects/atomic", test_effect_atomic);

  g_test_add_func ("/psi/turns/lost-turns", test_lost_turns);
  g_test_add_func ("/psi/end/hands-empty", test_end_hands_empty);
  g_test_add_func ("/psi/end/no-beasts", test_end_no_beasts);
  g_test_add_func ("/psi/end/no-beasts-at-turn-start", test_end_no_beasts_at_turn_start);
  g_test_add_func ("/psi/end/agreement", test_end_agreement);

  g_test_add_func ("/psi/json/round-trip", test_json_round_trip);
  g_test_add_func ("/psi/json/names-normalised", test_json_names_normalised);
  g_test_add_func ("/psi/json/bad-moves", test_json_bad_moves);
  g_test_add_func ("/psi/json/members", test_json_members);
  g_test_add_func ("/psi/json/bad-struct-moves", test_bad_struct_moves);
  g_test_add_func ("/psi/game/interface", test_game_interface);
  g_test_add_func ("/psi/game/draw", test_game_draw_has_no_winner);
  g_test_add_func ("/psi/game/setup", test_game_setup);
  g_test_add_func ("/psi/game/rule-nicks", test_rule_nicks);
  g_test_add_func ("/psi/game/score-sheet", test_score_sheet);
  g_test_add_func ("/psi/legal/shape", test_legal_list_shape);
  g_test_add_func ("/psi/game/names", test_refusals_name_players);

  return g_test_run ();
}
