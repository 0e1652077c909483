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
#include "games/tsuki-no-utena/tm-utena-advisor.h"
#include "games/tsuki-no-utena/tm-utena-game.h"
#include "../../core/advisor-titles.h"

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
          g_autoptr(TmGame) game = tm_record_replay (record, n, NULL, NULL, &error);
          const TmUtenaState *state;

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

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/utena-advisor/exchanges", test_exchanges);
  return g_test_run ();
}
