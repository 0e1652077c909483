/* test-advisor.c — the shared search layer of the advisor
 *
 * tm_advisor_explore() on positions of every game's recorded games
 * against trying each legal move by hand on a copy; the position asked
 * about is left as it was; the state delta and the stable ranking on
 * constructed input.  Latencies are printed in the log.
 */
#include "core/tm-advisor.h"
#include "core/tm-record.h"
#include "advisor-titles.h"
#include "core-test-programs.h"

static JsonNode *
parse (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  return json_node_ref (json_parser_get_root (parser));
}

static void
test_state_delta (void)
{
  g_autoptr(JsonNode) before = parse ("{\"a\": 1, \"b\": [1, 2], \"c\": \"x\", \"gone\": true}");
  g_autoptr(JsonNode) after = parse ("{\"a\": 1, \"b\": [1, 3], \"c\": \"x\", \"new\": null}");
  g_autoptr(JsonNode) expected = parse ("{\"b\": {\"before\": [1, 2], \"after\": [1, 3]},"
                                        " \"gone\": {\"before\": true, \"after\": null},"
                                        " \"new\": {\"before\": null, \"after\": null}}");
  g_autoptr(JsonNode) delta = tm_advisor_state_delta (before, after);
  g_autoptr(JsonNode) same = tm_advisor_state_delta (before, before);
  g_autoptr(JsonNode) one = parse ("[1]");
  g_autoptr(JsonNode) two = parse ("[2]");
  g_autoptr(JsonNode) whole = tm_advisor_state_delta (one, two);

  g_assert_true (json_node_equal (delta, expected));
  g_assert_cmpuint (json_object_get_size (json_node_get_object (same)), ==, 0);
  g_assert_true (json_object_has_member (json_node_get_object (whole), "state"));
}

static void
test_rank_stable (void)
{
  g_autoptr(GPtrArray) options = g_ptr_array_new_with_free_func ((GDestroyNotify) tm_advisor_option_free);
  const double scores[] = { 0, 2, 0, -1, 2, 0, 5, -1 };
  const guint expected[] = { 6, 1, 4, 0, 2, 5, 3, 7 };

  for (guint i = 0; i < G_N_ELEMENTS (scores); i++)
    {
      TmAdvisorOption *option = tm_advisor_option_new (NULL);

      option->score = scores[i];
      option->explanation = g_strdup_printf ("%u", i);
      option->title = g_strdup_printf ("option %u", i);
      g_ptr_array_add (options, option);
    }
  tm_advisor_rank (options);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      TmAdvisorOption *option = g_ptr_array_index (options, i);
      g_autofree char *index = g_strdup_printf ("%u", expected[i]);

      g_assert_cmpstr (option->explanation, ==, index);
    }

  {
    g_autoptr(JsonNode) json = tm_advisor_options_to_json (options);
    JsonObject *object = json_node_get_object (json);
    JsonObject *first = json_array_get_object_element (json_object_get_array_member (object, "options"), 0);

    g_assert_cmpint (json_object_get_int_member (object, "count"), ==, G_N_ELEMENTS (scores));
    g_assert_cmpint (json_object_get_int_member (first, "rank"), ==, 1);
    g_assert_cmpfloat (json_object_get_double_member (first, "score"), ==, 5);
    g_assert_true (JSON_NODE_HOLDS_NULL (json_object_get_member (first, "move")));
    g_assert_cmpstr (json_object_get_string_member (first, "title"), ==, "option 6");
  }
}

/* The generic title: the move's type, then its members' values. */
static void
test_move_title (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;
  g_autofree char *bare = NULL;
  g_autofree char *plan = NULL;

  json_parser_load_from_data (parser,
                              "{\"type\": \"groups\", \"player\": 1,"
                              " \"groups\": [[\"R+2\", \"B-1\"], [\"G+1\"]], \"note\": null}",
                              -1, &error);
  g_assert_no_error (error);
  title = tm_advisor_move_title (json_node_get_object (json_parser_get_root (parser)));
  g_assert_cmpstr (title, ==, "groups: player 1, groups R+2 B-1 · G+1, note —");

  json_parser_load_from_data (parser, "{\"type\": \"reinforce\"}", -1, &error);
  g_assert_no_error (error);
  bare = tm_advisor_move_title (json_node_get_object (json_parser_get_root (parser)));
  g_assert_cmpstr (bare, ==, "reinforce");

  plan = tm_advisor_move_title (NULL);
  g_assert_cmpuint (strlen (plan), >, 0);
}

/* The explored options against each legal move tried here. */
static void
check_explore (TmGame *game,
               gint64 *elapsed)
{
  g_autoptr(GPtrArray) legal = tm_game_list_legal_moves (game);
  g_autoptr(GPtrArray) options = NULL;
  g_autoptr(JsonNode) state_before = tm_game_serialize_state (game);
  g_autoptr(JsonNode) state_after = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GHashTable) by_move = NULL;
  guint n_players = tm_game_get_n_players (game);
  int mover = tm_game_get_current_player (game);
  gint64 start = g_get_monotonic_time ();

  options = tm_advisor_explore (game, NULL, NULL, NULL, &error);
  *elapsed += g_get_monotonic_time () - start;
  g_assert_no_error (error);
  advisor_assert_titles_full (options, TRUE);

  /* The position asked about is untouched. */
  state_after = tm_game_serialize_state (game);
  g_assert_true (json_node_equal (state_before, state_after));

  g_assert_cmpuint (options->len, ==, legal->len);
  /* The options by move: a search through the list for each of hundreds
   * of moves made this test quadratic (10 s of 10.4 in the checks). */
  by_move = g_hash_table_new_full ((GHashFunc) json_node_hash, (GEqualFunc) json_node_equal,
                                   (GDestroyNotify) json_node_unref, NULL);
  for (guint j = 0; j < options->len; j++)
    {
      TmAdvisorOption *candidate = g_ptr_array_index (options, j);

      g_hash_table_insert (by_move, json_node_init_object (json_node_alloc (), candidate->move),
                           candidate);
    }
  for (guint i = 0; i < legal->len; i++)
    {
      JsonObject *move = g_ptr_array_index (legal, i);
      g_autoptr(TmGame) copy = tm_game_copy (game);
      g_autoptr(JsonNode) move_node = json_node_init_object (json_node_alloc (), move);
      TmAdvisorOption *option = g_hash_table_lookup (by_move, move_node);
      JsonArray *changes;
      int own = 0, best_other = G_MININT;

      g_assert_nonnull (option);

      g_assert_true (tm_game_apply_move (copy, move, NULL));
      changes = json_object_get_array_member (json_node_get_object (option->details), "score_changes");
      g_assert_cmpuint (json_array_get_length (changes), ==, n_players);
      for (guint p = 0; p < n_players; p++)
        {
          int change = tm_game_get_score (copy, p) - tm_game_get_score (game, p);

          g_assert_cmpint (json_array_get_int_element (changes, p), ==, change);
          if ((int) p == mover)
            own = change;
          else
            best_other = MAX (best_other, change);
        }
      if (best_other == G_MININT)
        best_other = 0;
      g_assert_cmpfloat (option->score, ==, own - best_other);
    }
  for (guint i = 1; i < options->len; i++)
    g_assert_cmpfloat (((TmAdvisorOption *) g_ptr_array_index (options, i - 1))->score, >=,
                       ((TmAdvisorOption *) g_ptr_array_index (options, i))->score);
}

static void
test_explore_records (void)
{
  const char *names[] = { "cots-full-game.json", "psi-full-game.json",
                          "sisters-3p.json", "utena-full-won.json" };
  gint64 elapsed = 0;
  guint positions = 0;

  for (guint f = 0; f < G_N_ELEMENTS (names); f++)
    {
      g_autofree char *path = g_build_filename (g_getenv ("TM_TEST_DATA"), "cli", "records", names[f], NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(TmRecord) record = tm_record_load_file (path, &error);

      g_assert_no_error (error);
      /* Every fourth position, and not the extermination's hundreds of
       * possible reveals more than once. */
      for (guint n = 0; n < tm_record_get_n_moves (record); n += 4)
        {
          g_autoptr(TmGame) game = tm_record_replay (record, n, NULL, NULL, &error);

          g_assert_no_error (error);
          check_explore (game, &elapsed);
          positions++;
        }
    }
  g_test_message ("generic exploration: %u positions, %.2f ms per query on average",
                  positions, elapsed / 1000.0 / positions);
}

int
test_advisor_main (int   argc,
                   char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/advisor/state-delta", test_state_delta);
  g_test_add_func ("/advisor/rank-stable", test_rank_stable);
  g_test_add_func ("/advisor/move-title", test_move_title);
  g_test_add_func ("/advisor/explore-records", test_explore_records);
  return g_test_run ();
}
