/* test-sisters-advisor.c — every turn choice against brute force
 *
 * On every turn of the recorded games in tests/cli/records (2, 3 and 4
 * players), every used rank × taken rank is tried on a copy of the
 * position: the choices the rules accept must be exactly the advisor's
 * options.  The parent a round-ending choice makes is checked against
 * the manual's rule written again here, independently of the rules'
 * code; the known-score change against scoring the cards the test
 * gathers itself; outside the rounds, every listed entry with every
 * player's known score gathered again.  Latencies are printed in the log.
 */
#include "core/tm-record.h"
#include "core/tm-rules-error.h"
#include "games/planetary-sisters/tm-sisters-advisor.h"
#include "games/planetary-sisters/tm-sisters-game.h"
#include "games/planetary-sisters/tm-sisters-scoring.h"
#include "../../core/advisor-titles.h"

static TmRecord *
load (const char *name)
{
  g_autofree char *path = g_build_filename (g_getenv ("TM_TEST_DATA"), "cli", "records", name, NULL);
  g_autoptr(GError) error = NULL;
  TmRecord *record = tm_record_load_file (path, &error);

  g_assert_no_error (error);
  return record;
}

/* Whether difference @a is more extreme than @b under @close. */
static gboolean
more_extreme (gboolean close,
              guint    a,
              guint    b)
{
  return close ? a < b : a > b;
}

/* The manual's parent rule, from the round's pairs. */
static int
brute_parent (const TmSistersState *state,
              const guint           difference[],
              const int             players[],
              guint                 n_turns)
{
  gboolean close = state->condition == TM_SISTERS_CONDITION_CLOSE;

  if (state->n_players > 2)
    {
      /* The most extreme; a tie goes to the latest turn. */
      guint best = 0;

      for (guint i = 0; i < n_turns; i++)
        if (!more_extreme (close, difference[best], difference[i]))
          best = i;
      return players[best];
    }

  /* Two players, two pairs each: compare the most extreme pairs, then
   * the others; tied all the way, the child becomes parent. */
  {
    guint side[2][2];

    for (guint p = 0; p < 2; p++)
      {
        guint a = G_MAXUINT, b = G_MAXUINT;

        for (guint i = 0; i < n_turns; i++)
          if (players[i] == (int) p)
            {
              if (a == G_MAXUINT)
                a = difference[i];
              else
                b = difference[i];
            }
        if (more_extreme (close, b, a))
          {
            guint t = a;

            a = b;
            b = t;
          }
        side[p][0] = a;
        side[p][1] = b;
      }
    for (guint k = 0; k < 2; k++)
      if (side[0][k] != side[1][k])
        return more_extreme (close, side[0][k], side[1][k]) ? 0 : 1;
    return 1 - state->parent;
  }
}

static guint
score_sets (const TmSistersState *state,
            TmSistersCardSet      house,
            TmSistersCardSet      harvest)
{
  TmSistersScore score;

  tm_sisters_score_player (&state->cards, house & state->cards.known,
                           harvest & state->cards.known, &score);
  return score.total;
}

/* A player's score with the cards known to be theirs, gathered here. */
static guint
brute_known (const TmSistersState *state,
             guint                 p)
{
  if (state->n_players == 2)
    return score_sets (state, state->house[p],
                       state->field | state->keepers[p] | state->in_hand[p]);
  return score_sets (state, state->house[p] | state->in_hand[p], state->field);
}

/* Outside the rounds: every listed move, each played on the game with
 * every player's known score gathered again before and after. */
static void
check_entries (TmGame *game,
               gint64 *elapsed)
{
  const TmSistersState *state = tm_sisters_game_get_state (TM_SISTERS_GAME (game));
  g_autoptr(GPtrArray) legal = tm_game_list_legal_moves (game);
  g_autoptr(GPtrArray) options = NULL;
  gint64 start = g_get_monotonic_time ();

  options = tm_sisters_advisor_entry_options (state);
  *elapsed += g_get_monotonic_time () - start;
  g_assert_nonnull (options);
  advisor_assert_titles (options);
  g_assert_cmpuint (options->len, ==, legal->len);

  for (guint i = 0; i < options->len; i++)
    {
      TmAdvisorOption *option = g_ptr_array_index (options, i);
      JsonObject *known = json_object_get_object_member (json_node_get_object (option->details),
                                                         "known_scores");
      g_autoptr(TmGame) copy = tm_game_copy (game);
      g_autoptr(GError) error = NULL;
      const TmSistersState *after;

      g_assert_true (tm_game_apply_move (copy, option->move, &error));
      g_assert_no_error (error);
      after = tm_sisters_game_get_state (TM_SISTERS_GAME (copy));
      for (guint p = 0; p < state->n_players; p++)
        {
          g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (known, "before"), p),
                           ==, brute_known (state, p));
          g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (known, "after"), p),
                           ==, brute_known (after, p));
        }
      if (i > 0)
        g_assert_cmpfloat (((TmAdvisorOption *) g_ptr_array_index (options, i - 1))->score, >=,
                           option->score);
    }
}

static TmAdvisorOption *
find_option (GPtrArray *options,
             int        used,
             int        taken)
{
  for (guint i = 0; i < options->len; i++)
    {
      TmAdvisorOption *option = g_ptr_array_index (options, i);
      JsonObject *details = json_node_get_object (option->details);

      if (json_object_get_int_member (details, "used") == used
          && json_object_get_int_member (details, "taken") == taken)
        return option;
    }
  return NULL;
}

static void
check_position (const TmSistersState *state,
                gint64               *elapsed,
                guint                *n_decided)
{
  g_autoptr(GPtrArray) options = NULL;
  g_autoptr(GError) error = NULL;
  int player = tm_sisters_state_get_current_player (state);
  guint accepted = 0;
  gint64 start = g_get_monotonic_time ();

  options = tm_sisters_advisor_turn_options (state, &error);
  *elapsed += g_get_monotonic_time () - start;
  g_assert_no_error (error);
  advisor_assert_titles (options);

  for (guint i = 1; i < options->len; i++)
    g_assert_cmpfloat (((TmAdvisorOption *) g_ptr_array_index (options, i - 1))->score, >=,
                       ((TmAdvisorOption *) g_ptr_array_index (options, i))->score);

  for (int used = 1; used <= TM_SISTERS_N_RANKS; used++)
    for (int taken = 1; taken <= TM_SISTERS_N_RANKS; taken++)
      {
        TmSistersMove move = { .type = TM_SISTERS_MOVE_TURN, .player = -1, .parent = -1 };
        TmSistersState next = *state;
        TmAdvisorOption *option = find_option (options, used, taken);
        JsonObject *details, *parent, *known;
        TmSistersCardSet hand, house, harvest, field;
        guint before, after;

        move.used = (guint8) used;
        move.taken = (guint8) taken;
        if (!tm_sisters_state_apply (&next, &move, NULL))
          {
            g_assert_null (option);
            continue;
          }
        accepted++;
        g_assert_nonnull (option);
        details = json_node_get_object (option->details);
        parent = json_object_get_object_member (details, "parent");
        g_assert_cmpint (json_object_get_int_member (details, "difference"), ==, ABS (used - taken));

        if (state->turn + 1 == state->n_turns)
          {
            guint difference[TM_SISTERS_MAX_TURNS];
            int players[TM_SISTERS_MAX_TURNS];

            for (guint i = 0; i < state->n_turns; i++)
              {
                int u = i < state->turn ? state->used[i] : used;
                int t = i < state->turn ? state->taken[i] : taken;

                difference[i] = (guint) ABS (u - t);
                players[i] = state->turn_player[i];
              }
            g_assert_true (json_object_get_boolean_member (parent, "decided"));
            g_assert_cmpint (json_object_get_int_member (parent, "before"), ==, state->parent);
            g_assert_cmpint (json_object_get_int_member (parent, "after"), ==,
                             brute_parent (state, difference, players, state->n_turns));
            (*n_decided)++;
          }
        else
          g_assert_false (json_object_get_boolean_member (parent, "decided"));

        /* The known score, gathered here: the taken card joins the
         * player's cards, the used one leaves them and lies on the field. */
        hand = state->in_hand[player] & ~(G_GUINT64_CONSTANT (1) << used);
        house = state->house[player];
        if (state->n_players == 2 && state->round > TM_SISTERS_N_ROUNDS / 2)
          house |= G_GUINT64_CONSTANT (1) << taken;
        else
          hand |= G_GUINT64_CONSTANT (1) << taken;
        field = (state->field & ~(G_GUINT64_CONSTANT (1) << taken)) | (G_GUINT64_CONSTANT (1) << used);
        if (state->n_players == 2)
          {
            before = score_sets (state, state->house[player],
                                 state->field | state->keepers[player] | state->in_hand[player]);
            harvest = field | state->keepers[player] | hand;
          }
        else
          {
            before = score_sets (state, state->house[player] | state->in_hand[player], state->field);
            house |= hand;
            harvest = field;
          }
        after = score_sets (state, house, harvest);
        known = json_object_get_object_member (details, "known_score");
        g_assert_cmpint (json_object_get_int_member (known, "before"), ==, before);
        g_assert_cmpint (json_object_get_int_member (known, "after"), ==, after);
        g_assert_cmpfloat (option->score, ==, (int) after - (int) before);
      }
  g_assert_cmpuint (options->len, ==, accepted);
}

static void
test_turns_brute (void)
{
  const char *names[] = { "sisters-2p.json", "sisters-3p.json", "sisters-4p.json" };
  gint64 elapsed = 0, entry_elapsed = 0;
  guint positions = 0, decided = 0, entries = 0;

  for (guint f = 0; f < G_N_ELEMENTS (names); f++)
    {
      g_autoptr(TmRecord) record = load (names[f]);

      for (guint n = 0; n <= tm_record_get_n_moves (record); n++)
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(TmGame) game = NULL;
          const TmSistersState *state;
          int illegal = -1;

          game = tm_record_replay (record, n, &illegal, NULL, &error);
          g_assert_no_error (error);
          g_assert_cmpint (illegal, ==, -1);
          state = tm_sisters_game_get_state (TM_SISTERS_GAME (game));
          if (state->phase != TM_SISTERS_PHASE_ROUND)
            {
              g_autoptr(GPtrArray) none = tm_sisters_advisor_turn_options (state, &error);

              g_assert_null (none);
              g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
              if (state->phase != TM_SISTERS_PHASE_FINISHED)
                {
                  check_entries (game, &entry_elapsed);
                  entries++;
                }
              else
                g_assert_null (tm_sisters_advisor_entry_options (state));
              continue;
            }
          g_assert_null (tm_sisters_advisor_entry_options (state));
          check_position (state, &elapsed, &decided);
          positions++;
        }
    }
  g_assert_cmpuint (positions, >, 0);
  g_assert_cmpuint (decided, >, 0);
  g_assert_cmpuint (entries, >, 0);
  g_test_message ("turn options: %u positions (%u round-ending choices checked), %.3f ms per query on average",
                  positions, decided, elapsed / 1000.0 / positions);
  g_test_message ("entry options (field, reveal, emblems): %u positions, %.3f ms per query on average",
                  entries, entry_elapsed / 1000.0 / entries);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sisters-advisor/turns/brute-force", test_turns_brute);
  return g_test_run ();
}
