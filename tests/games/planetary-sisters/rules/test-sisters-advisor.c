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
#include "games/planetary-sisters/rules/tm-sisters-advisor.h"
#include "games/planetary-sisters/rules/tm-sisters-game.h"
#include "games/planetary-sisters/rules/tm-sisters-scoring.h"
#include "../../../core/advisor-titles.h"
#include "sisters-test-util.h"
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

  options = tm_sisters_advisor_entry_options (state, NULL);
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

  options = tm_sisters_advisor_turn_options (state, NULL, &error);
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
        if (!tm_sisters_state_apply (&next, &move, NULL, NULL))
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
              g_autoptr(GPtrArray) none = tm_sisters_advisor_turn_options (state, NULL, &error);

              g_assert_null (none);
              g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
              if (state->phase != TM_SISTERS_PHASE_FINISHED)
                {
                  check_entries (game, &entry_elapsed);
                  entries++;
                }
              else
                g_assert_null (tm_sisters_advisor_entry_options (state, NULL));
              continue;
            }
          g_assert_null (tm_sisters_advisor_entry_options (state, NULL));
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

/* What if: one field card swapped, against a brute force ---------------- */

/* The brute force: every field card × every rank in no house, keeper
 * cards or field whose emblems are known, scored again here with the
 * scoring functions; the winners are the top totals. */
static void
check_what_if (const TmSistersCardTable  *cards,
               const TmSistersFinalTable *table,
               guint                     *n_swaps,
               guint                     *n_changing,
               gint64                    *elapsed)
{
  g_autoptr(GArray) swaps = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) json = NULL;
  TmSistersCardSet in_play = table->field;
  guint actual_top = 0, actual_winners = 0, index = 0, changing = 0;
  gint64 start = g_get_monotonic_time ();

  swaps = tm_sisters_advisor_what_if (cards, table, &error);
  *elapsed += g_get_monotonic_time () - start;
  g_assert_no_error (error);

  for (guint p = 0; p < table->n_players; p++)
    {
      TmSistersScore score;

      in_play |= table->house[p] | table->keepers[p];
      tm_sisters_score_player (cards, table->house[p], table->field | table->keepers[p], &score);
      if (score.total > actual_top)
        {
          actual_top = score.total;
          actual_winners = 0;
        }
      if (score.total == actual_top)
        actual_winners |= 1u << p;
    }

  for (int f = 1; f <= TM_SISTERS_N_RANKS; f++)
    for (int c = 1; c <= TM_SISTERS_N_RANKS; c++)
      {
        TmSistersCardSet field;
        const TmSistersWhatIf *swap;
        guint top = 0, winners = 0;

        if (!(table->field & ((TmSistersCardSet) 1 << f)) || (in_play & ((TmSistersCardSet) 1 << c))
            || !(cards->known & ((TmSistersCardSet) 1 << c)))
          continue;
        field = (table->field & ~((TmSistersCardSet) 1 << f)) | ((TmSistersCardSet) 1 << c);
        g_assert_cmpuint (index, <, swaps->len);
        swap = &g_array_index (swaps, TmSistersWhatIf, index++);
        g_assert_cmpint (swap->field_card, ==, f);
        g_assert_cmpint (swap->instead, ==, c);
        for (guint p = 0; p < table->n_players; p++)
          {
            TmSistersScore score;

            tm_sisters_score_player (cards, table->house[p], field | table->keepers[p], &score);
            g_assert_cmpuint (swap->scores[p], ==, score.total);
            if (score.total > top)
              {
                top = score.total;
                winners = 0;
              }
            if (score.total == top)
              winners |= 1u << p;
          }
        g_assert_cmpuint (swap->winners, ==, winners);
        g_assert_cmpint (swap->changes_winners, ==, winners != actual_winners);
        changing += winners != actual_winners;
      }
  g_assert_cmpuint (index, ==, swaps->len);

  /* The JSON lists the same swaps, and the changing ones again. */
  json = tm_sisters_advisor_what_if_to_json (cards, table, swaps, NULL);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (json_node_get_object (json), "swaps")),
                    ==, swaps->len);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (json_node_get_object (json), "changing")),
                    ==, changing);

  /* With the record's names, the winners are named, not numbered. */
  {
    static const char * const names[] = { "Aoi", "Mio", "Ren", "Sae", NULL };
    g_autoptr(JsonNode) named = tm_sisters_advisor_what_if_to_json (cards, table, swaps, names);
    JsonArray *list = json_object_get_array_member (json_node_get_object (named), "changing");

    for (guint i = 0; i < json_array_get_length (list); i++)
      {
        const char *text = json_object_get_string_member (json_array_get_object_element (list, i),
                                                          "explanation");

        g_assert_null (strstr (text, "player"));
        g_assert_true (strstr (text, "Aoi") != NULL || strstr (text, "Mio") != NULL
                       || strstr (text, "Ren") != NULL || strstr (text, "Sae") != NULL);
      }
  }
  *n_swaps += swaps->len;
  *n_changing += changing;
}

/* Ranks 1–36 shuffled into the houses (8 each), keeper cards (2 each,
 * two players) and the field; the rest out of the game. */
static void
deal_table (guint                n_players,
            GRand               *rand,
            TmSistersFinalTable *table)
{
  int ranks[TM_SISTERS_N_RANKS];
  guint next = 0;

  for (int r = 0; r < TM_SISTERS_N_RANKS; r++)
    ranks[r] = r + 1;
  for (int r = TM_SISTERS_N_RANKS - 1; r > 0; r--)
    {
      int k = g_rand_int_range (rand, 0, r + 1), t = ranks[r];

      ranks[r] = ranks[k];
      ranks[k] = t;
    }
  memset (table, 0, sizeof *table);
  table->n_players = n_players;
  for (guint p = 0; p < n_players; p++)
    {
      for (guint i = 0; i < TM_SISTERS_HOUSE_SIZE; i++)
        table->house[p] = tm_sisters_card_set_add (table->house[p], ranks[next++]);
      for (guint i = 0; n_players == 2 && i < 2; i++)
        table->keepers[p] = tm_sisters_card_set_add (table->keepers[p], ranks[next++]);
    }
  for (guint i = 0; i < (n_players == 2 ? 4u : n_players); i++)
    table->field = tm_sisters_card_set_add (table->field, ranks[next++]);
}

static TmSistersCardSet
set_of (const int *ranks,
        guint      n)
{
  TmSistersCardSet set = 0;

  for (guint i = 0; i < n; i++)
    set = tm_sisters_card_set_add (set, ranks[i]);
  return set;
}

static void
test_what_if (void)
{
  static const int manual_house[] = { 27, 11, 19, 31, 30, 22, 28, 36 };
  static const int manual_field[] = { 5, 6, 7, 8 };
  TmSistersCardTable cards;
  g_autoptr(GRand) rand = g_rand_new_with_seed (0x5157e55);
  guint n_swaps = 0, n_changing = 0, tables = 0;
  gint64 elapsed = 0;

  tm_sisters_card_table_init (&cards);
  fill_test_deck (&cards);

  /* The manual's example: the house scores 113 and the field 54, 167 in
   * all.  With four players every card is in play: nothing to swap. */
  {
    static const int others[3][8] = { { 1, 2, 3, 4, 9, 10, 12, 13 },
                                      { 14, 15, 16, 17, 18, 20, 21, 23 },
                                      { 24, 25, 26, 29, 32, 33, 34, 35 } };
    TmSistersFinalTable table = { .n_players = 4 };
    g_autoptr(GArray) swaps = NULL;
    g_autoptr(JsonNode) json = NULL;
    JsonObject *object;

    table.house[0] = set_of (manual_house, 8);
    for (guint p = 1; p < 4; p++)
      table.house[p] = set_of (others[p - 1], 8);
    table.field = set_of (manual_field, 4);
    swaps = tm_sisters_advisor_what_if (&cards, &table, NULL);
    g_assert_cmpuint (swaps->len, ==, 0);
    json = tm_sisters_advisor_what_if_to_json (&cards, &table, swaps, NULL);
    object = json_node_get_object (json);
    g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (object, "scores"), 0), ==, 167);
    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "candidates")), ==, 0);
  }

  /* The manual's house and field with two players: twelve ranks out of
   * the game, each tried for each field card. */
  {
    static const int other_house[] = { 1, 2, 3, 4, 9, 10, 12, 13 };
    static const int keepers[2][2] = { { 14, 15 }, { 16, 17 } };
    TmSistersFinalTable table = { .n_players = 2 };

    table.house[0] = set_of (manual_house, 8);
    table.house[1] = set_of (other_house, 8);
    table.keepers[0] = set_of (keepers[0], 2);
    table.keepers[1] = set_of (keepers[1], 2);
    table.field = set_of (manual_field, 4);
    check_what_if (&cards, &table, &n_swaps, &n_changing, &elapsed);
    g_assert_cmpuint (n_swaps, ==, 4 * 12);
  }

  /* Random ends of two- and three-player games. */
  for (guint i = 0; i < 400; i++)
    {
      TmSistersFinalTable table;

      deal_table (2 + i % 2, rand, &table);
      check_what_if (&cards, &table, &n_swaps, &n_changing, &elapsed);
      tables++;
    }
  g_assert_cmpuint (n_changing, >, 0);
  g_assert_cmpuint (n_changing, <, n_swaps);

  /* Emblems missing for a scored card: refused. */
  {
    TmSistersCardTable partial = cards;
    TmSistersFinalTable table;
    g_autoptr(GError) error = NULL;

    deal_table (3, rand, &table);
    partial.known = tm_sisters_card_set_remove (partial.known, __builtin_ctzll (table.field));
    g_assert_null (tm_sisters_advisor_what_if (&partial, &table, &error));
    g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
  }

  g_test_message ("what if: %u tables, %u swaps, %u change the winners; %.3f ms per query on average",
                  tables + 1, n_swaps, n_changing, elapsed / 1000.0 / (tables + 1));
}

/* The finished recorded games: the table the game ends with. */
static void
test_what_if_records (void)
{
  const char *names[] = { "sisters-2p.json", "sisters-3p.json", "sisters-4p.json" };
  guint n_swaps = 0, n_changing = 0;
  gint64 elapsed = 0;

  for (guint f = 0; f < G_N_ELEMENTS (names); f++)
    {
      g_autoptr(TmRecord) record = load (names[f]);
      g_autoptr(GError) error = NULL;
      g_autoptr(TmGame) game = tm_record_replay (record, G_MAXUINT, NULL, NULL, &error);
      const TmSistersState *state;
      TmSistersFinalTable table;

      g_assert_no_error (error);
      state = tm_sisters_game_get_state (TM_SISTERS_GAME (game));
      g_assert_true (tm_sisters_advisor_final_table (state, &table));
      g_assert_cmpuint (table.n_players, ==, state->n_players);
      check_what_if (&state->cards, &table, &n_swaps, &n_changing, &elapsed);
    }
  /* Before the end there is no final table. */
  {
    g_autoptr(TmRecord) record = load ("sisters-2p.json");
    g_autoptr(TmGame) game = tm_record_replay (record, 10, NULL, NULL, NULL);
    TmSistersFinalTable table;

    g_assert_false (tm_sisters_advisor_final_table (tm_sisters_game_get_state (TM_SISTERS_GAME (game)),
                                                    &table));
  }
  g_assert_cmpuint (n_swaps, >, 0);
}

int
test_sisters_advisor_main (int   argc,
                           char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sisters-advisor/turns/brute-force", test_turns_brute);
  g_test_add_func ("/sisters-advisor/what-if", test_what_if);
  g_test_add_func ("/sisters-advisor/what-if/records", test_what_if_records);
  return g_test_run ();
}
