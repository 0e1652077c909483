/* test-grid.c — shared grid geometry and player rotation */
#include "core/tm-grid.h"
#include "core/tm-players.h"
#include "core-test-programs.h"

static void
test_direction_turn (void)
{
  g_assert_cmpint (tm_direction_turn (TM_DIRECTION_N, 1), ==, TM_DIRECTION_NE);
  g_assert_cmpint (tm_direction_turn (TM_DIRECTION_N, -1), ==, TM_DIRECTION_NW);
  g_assert_cmpint (tm_direction_turn (TM_DIRECTION_W, 4), ==, TM_DIRECTION_E);
  g_assert_cmpint (tm_direction_turn (TM_DIRECTION_W, -4), ==, TM_DIRECTION_E);
  g_assert_cmpint (tm_direction_turn (TM_DIRECTION_NW, 3), ==, TM_DIRECTION_E);
  g_assert_cmpint (tm_direction_turn (TM_DIRECTION_NE, -11), ==, TM_DIRECTION_W);
  for (int d = 0; d < TM_N_DIRECTIONS; d++)
    g_assert_cmpint (tm_direction_turn ((TmDirection) d, 8), ==, d);
}

static void
test_direction_names (void)
{
  static const char *names[] = { "N", "NE", "E", "SE", "S", "SW", "W", "NW" };
  TmDirection direction;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_assert_cmpstr (tm_direction_to_string ((TmDirection) i), ==, names[i]);
      g_assert_true (tm_direction_from_string (names[i], &direction));
      g_assert_cmpint (direction, ==, i);
    }
  g_assert_false (tm_direction_from_string ("north", &direction));
  g_assert_false (tm_direction_from_string ("n", &direction));
  g_assert_false (tm_direction_from_string (NULL, &direction));
}

/* RULES.md: N points to row 0, E to the first player's right (higher
 * columns). */
static void
test_direction_deltas (void)
{
  int dr, dc;

  tm_direction_get_delta (TM_DIRECTION_N, &dr, &dc);
  g_assert_cmpint (dr, ==, -1);
  g_assert_cmpint (dc, ==, 0);
  tm_direction_get_delta (TM_DIRECTION_E, &dr, &dc);
  g_assert_cmpint (dr, ==, 0);
  g_assert_cmpint (dc, ==, 1);
  tm_direction_get_delta (TM_DIRECTION_SW, &dr, &dc);
  g_assert_cmpint (dr, ==, 1);
  g_assert_cmpint (dc, ==, -1);
}

/* The manual's warning: from the top-left card moving down-left the ghost
 * lands on the middle of the right column, not the bottom-right. */
static void
test_wrap_manual_example (void)
{
  TmCell cell = tm_cell_step_wrapped ((TmCell) { 0, 0 }, TM_DIRECTION_SW, 3, 3);

  g_assert_cmpint (cell.row, ==, 1);
  g_assert_cmpint (cell.col, ==, 2);

  cell = tm_cell_step_wrapped ((TmCell) { 0, 1 }, TM_DIRECTION_N, 3, 3);
  g_assert_cmpint (cell.row, ==, 2);
  g_assert_cmpint (cell.col, ==, 1);

  cell = tm_cell_step_wrapped ((TmCell) { 2, 2 }, TM_DIRECTION_SE, 3, 3);
  g_assert_cmpint (cell.row, ==, 0);
  g_assert_cmpint (cell.col, ==, 0);

  cell = tm_cell_step_wrapped ((TmCell) { 1, 1 }, TM_DIRECTION_W, 3, 3);
  g_assert_cmpint (cell.row, ==, 1);
  g_assert_cmpint (cell.col, ==, 0);

  cell = tm_cell_step_wrapped ((TmCell) { 3, 0 }, TM_DIRECTION_E, 4, 4);
  g_assert_cmpint (cell.row, ==, 3);
  g_assert_cmpint (cell.col, ==, 1);
}

static void
test_neighbours (void)
{
  g_assert_true (tm_cell_is_neighbour ((TmCell) { 1, 1 }, (TmCell) { 0, 0 }));
  g_assert_true (tm_cell_is_neighbour ((TmCell) { 1, 1 }, (TmCell) { 2, 1 }));
  g_assert_false (tm_cell_is_neighbour ((TmCell) { 1, 1 }, (TmCell) { 1, 1 }));
  g_assert_false (tm_cell_is_neighbour ((TmCell) { 0, 0 }, (TmCell) { 2, 2 }));
  /* Placement never wraps. */
  g_assert_false (tm_cell_is_neighbour ((TmCell) { 0, 0 }, (TmCell) { 0, 2 }));
}

static JsonNode *
parse (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();

  g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  return json_node_ref (json_parser_get_root (parser));
}

static void
test_cell_json (void)
{
  static const char *bad[] = {
    "[3, 0]", "[0, -1]", "[0]", "[0, 1, 2]", "[\"0\", 1]", "[0.5, 1]", "{}", "null",
    "[99999999999, 0]",
  };
  g_autoptr(JsonNode) good = parse ("[2, 1]");
  g_autoptr(JsonNode) round_trip = NULL;
  TmCell cell = { -1, -1 };

  g_assert_true (tm_cell_from_json (good, 3, 3, &cell));
  g_assert_cmpint (cell.row, ==, 2);
  g_assert_cmpint (cell.col, ==, 1);

  round_trip = tm_cell_to_json (cell);
  g_assert_true (json_node_equal (good, round_trip));

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(JsonNode) node = parse (bad[i]);
      TmCell untouched = { 7, 7 };

      g_assert_false (tm_cell_from_json (node, 3, 3, &untouched));
      g_assert_cmpint (untouched.row, ==, 7);
    }
  g_assert_false (tm_cell_from_json (NULL, 3, 3, &cell));
}

static void
test_player_rotation (void)
{
  g_assert_cmpuint (tm_player_next (0, 4), ==, 1);
  g_assert_cmpuint (tm_player_next (3, 4), ==, 0);
  g_assert_cmpuint (tm_player_after (0, -1, 3), ==, 2);
  g_assert_cmpuint (tm_player_after (1, 5, 2), ==, 0);
  g_assert_cmpuint (tm_player_next (0, 1), ==, 0);
}

int
test_grid_main (int   argc,
                char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/grid/direction/turn", test_direction_turn);
  g_test_add_func ("/grid/direction/names", test_direction_names);
  g_test_add_func ("/grid/direction/deltas", test_direction_deltas);
  g_test_add_func ("/grid/wrap/manual-example", test_wrap_manual_example);
  g_test_add_func ("/grid/neighbours", test_neighbours);
  g_test_add_func ("/grid/cell-json", test_cell_json);
  g_test_add_func ("/players/rotation", test_player_rotation);

  return g_test_run ();
}
