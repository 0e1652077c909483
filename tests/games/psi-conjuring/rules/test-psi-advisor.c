/* test-psi-advisor.c — every attack's outcome against brute force
 *
 * On every battle-phase position of the recorded games in
 * tests/cli/records, every attacker cell × target cell is tried on a
 * copy of the position; the attacks the rules accept must be exactly the
 * advisor's options (with passing), with the same damage, destructions
 * and sums.  Latencies are printed in the log.
 */
#include "core/tm-record.h"
#include "core/tm-rules-error.h"
#include "games/psi-conjuring/rules/tm-psi-advisor.h"
#include "games/psi-conjuring/rules/tm-psi-game.h"
#include "../../../core/advisor-titles.h"
#include "core-test-programs.h"

static TmRecord *
load (const char *name)
{
  g_autofree char *path = g_build_filename (g_getenv ("TM_TEST_DATA"), "cli", "records", name, NULL);
  g_autoptr(GError) error = NULL;
  TmRecord *record = tm_record_load_file (path, &error);

  g_assert_no_error (error);
  return record;
}

static int
option_int (TmAdvisorOption *option,
            const char      *name)
{
  return (int) json_object_get_int_member (json_node_get_object (option->details), name);
}

static int
sum_change (TmAdvisorOption *option,
            guint            player)
{
  JsonObject *sums = json_object_get_object_member (json_node_get_object (option->details), "sums");

  return (int) json_array_get_int_element (json_object_get_array_member (sums, "change"), player);
}

/* The option for the attack @from → @target, or NULL. */
static TmAdvisorOption *
find_option (GPtrArray *options,
             TmCell     from,
             TmCell     target)
{
  for (guint i = 0; i < options->len; i++)
    {
      TmAdvisorOption *option = g_ptr_array_index (options, i);
      TmPsiMove move;

      g_assert_true (tm_psi_move_from_json (option->move, &move, NULL));
      if (move.type == TM_PSI_MOVE_ATTACK
          && tm_cell_equal (move.cell, from) && tm_cell_equal (move.target, target))
        return option;
    }
  return NULL;
}

static guint
check_position (const TmPsiState *state,
                TmPsiCatalogue   *catalogue,
                gint64           *elapsed)
{
  g_autoptr(GPtrArray) options = NULL;
  g_autoptr(GError) error = NULL;
  guint accepted = 0;
  gint64 start = g_get_monotonic_time ();

  options = tm_psi_advisor_attack_options (state, catalogue, &error);
  *elapsed += g_get_monotonic_time () - start;
  g_assert_no_error (error);
  advisor_assert_titles (options);

  for (guint i = 1; i < options->len; i++)
    g_assert_cmpfloat (((TmAdvisorOption *) g_ptr_array_index (options, i - 1))->score, >=,
                       ((TmAdvisorOption *) g_ptr_array_index (options, i))->score);

  for (int fr = 0; fr < TM_PSI_SIZE; fr++)
    for (int fc = 0; fc < TM_PSI_SIZE; fc++)
      for (int tr = 0; tr < TM_PSI_SIZE; tr++)
        for (int tc = 0; tc < TM_PSI_SIZE; tc++)
          {
            TmPsiMove move;
            TmPsiState next = *state;
            TmPsiOutcome outcome;
            TmAdvisorOption *option;
            int mover = state->current_player;
            int change[2];

            tm_psi_move_init (&move, TM_PSI_MOVE_ATTACK);
            move.cell = (TmCell) { fr, fc };
            move.target = (TmCell) { tr, tc };
            option = find_option (options, move.cell, move.target);
            if (!tm_psi_state_apply (&next, &move, catalogue, NULL, &outcome, NULL))
              {
                g_assert_null (option);
                continue;
              }
            accepted++;
            g_assert_nonnull (option);
            for (guint p = 0; p < 2; p++)
              change[p] = tm_psi_state_get_sum (&next, p) - tm_psi_state_get_sum (state, p);
            g_assert_cmpint (option_int (option, "damage_to_target"), ==, outcome.damage_to_target);
            g_assert_cmpint (option_int (option, "damage_to_attacker"), ==, outcome.damage_to_attacker);
            g_assert_cmpuint (json_array_get_length (json_object_get_array_member (json_node_get_object (option->details),
                                                                                   "destroyed")),
                              ==, outcome.n_destroyed);
            g_assert_cmpint (sum_change (option, 0), ==, change[0]);
            g_assert_cmpint (sum_change (option, 1), ==, change[1]);
            g_assert_cmpfloat (option->score, ==, change[mover] - change[1 - mover]);
          }
  /* The attacks and passing, nothing else. */
  g_assert_cmpuint (options->len, ==, accepted + 1);
  return accepted;
}

static void
test_attacks_brute (void)
{
  const char *names[] = { "psi-full-game.json", "psi-agreement-draw.json" };
  gint64 elapsed = 0;
  guint positions = 0, attacks = 0;

  for (guint f = 0; f < G_N_ELEMENTS (names); f++)
    {
      g_autoptr(TmRecord) record = load (names[f]);

      for (guint n = 0; n <= tm_record_get_n_moves (record); n++)
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(TmGame) game = NULL;
          const TmPsiState *state;
          int illegal = -1;

          game = tm_record_replay (record, n, &illegal, NULL, &error);
          g_assert_no_error (error);
          g_assert_cmpint (illegal, ==, -1);
          state = tm_psi_game_get_state (TM_PSI_GAME (game));
          if (state->phase != TM_PSI_PHASE_BATTLE)
            {
              g_autoptr(GPtrArray) none = tm_psi_advisor_attack_options (state, NULL, &error);

              g_assert_null (none);
              g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
              continue;
            }
          attacks += check_position (state, tm_psi_game_get_catalogue (TM_PSI_GAME (game)), &elapsed);
          positions++;
        }
    }
  g_assert_cmpuint (positions, >, 0);
  g_assert_cmpuint (attacks, >, 0);
  g_test_message ("attack options: %u battle positions, %u attacks, %.3f ms per query on average",
                  positions, attacks, elapsed / 1000.0 / positions);
}

int
test_psi_advisor_main (int   argc,
                       char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/psi-advisor/attacks/brute-force", test_attacks_brute);
  return g_test_run ();
}
