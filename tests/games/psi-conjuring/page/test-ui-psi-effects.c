/* test-ui-psi-effects.c — Psi Conjuring's ability effects through the real widgets
 *
 * Runs in a real GTK window (under Xvfb in `meson test`): each kind of
 * change, several in one effect, an attack with the effects it caused,
 * an effect the rules refuse, an ability's damage — entered through the
 * effect form and the field, checked against the record replayed by the
 * core.  Apart from test-ui-psi.c so that each stays well within its
 * timeout on a busy machine.
 */
#include "config.h"

#include "psi-ui-driver.h"
#include "ui-test-programs.h"

/* The first @n_moves of @full, then @extra (a JSON list of moves),
 * played on the core alone. */
static TmPsiGame *
replay_expected (TmRecord   *full,
                 guint       n_moves,
                 const char *extra)
{
  const char *players[] = { "Aoi", "Mio", NULL };
  g_autoptr(TmRecord) record = tm_record_new ("psi-conjuring", players, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = json_from_string (extra, &error);
  TmGame *game;
  JsonArray *moves;

  g_assert_no_error (error);
  game = tm_record_create_game (record, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < n_moves; i++)
    {
      g_assert_true (tm_record_play (record, game, json_object_ref (tm_record_get_move (full, i)), &error));
      g_assert_no_error (error);
    }
  moves = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (moves); i++)
    {
      g_assert_true (tm_record_play (record, game, json_object_ref (json_array_get_object_element (moves, i)), &error));
      g_assert_no_error (error);
    }
  return TM_PSI_GAME (game);
}

/* Enters each move of @extra through the widgets, and checks the
 * position against the record replayed by the core. */
static void
check_entered (Fixture    *fixture,
               TmRecord   *full,
               guint       n_moves,
               const char *extra)
{
  g_autoptr(TmPsiGame) expected = replay_expected (full, n_moves, extra);
  g_autoptr(JsonNode) node = json_from_string (extra, NULL);
  JsonArray *moves = json_node_get_array (node);

  play_moves (fixture, full, n_moves);
  for (guint i = 0; i < json_array_get_length (moves); i++)
    {
      enter_move (fixture, json_array_get_object_element (moves, i));
      g_assert_cmpstr (tm_psi_page_get_error_text (fixture->page), ==, "");
      g_assert_cmpuint (tm_record_get_n_moves (fixture->record), ==, n_moves + i + 1);
    }
  assert_same_position (tm_psi_page_get_game (fixture->page), expected);
  /* The record says what was entered, change for change. */
  for (guint i = 0; i < json_array_get_length (moves); i++)
    {
      g_autoptr(JsonNode) left = json_node_init_object (json_node_alloc (), tm_record_get_move (fixture->record, n_moves + i));
      g_autoptr(JsonNode) right = json_node_init_object (json_node_alloc (), json_array_get_object_element (moves, i));

      g_assert_true (json_node_equal (left, right));
    }
}

/* Each kind of change, one effect each. */
static void
test_effect_kinds (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(TmRecord) full = load_full_game ();

  check_entered (fixture, full, 23,
                 "["
                 "{\"type\":\"adjust\",\"changes\":[{\"change\":\"set-power\",\"cell\":[0,0],\"power\":5}]},"
                 "{\"type\":\"adjust\",\"changes\":[{\"change\":\"move\",\"cell\":[0,0],\"to\":[0,1]}]},"
                 "{\"type\":\"adjust\",\"changes\":[{\"change\":\"master\",\"cell\":[0,1]}]},"
                 "{\"type\":\"adjust\",\"changes\":[{\"change\":\"hand\",\"player\":1,\"by\":1}]},"
                 "{\"type\":\"adjust\",\"changes\":[{\"change\":\"power\",\"cell\":[1,0],\"by\":-1}]},"
                 "{\"type\":\"adjust\",\"changes\":[{\"change\":\"flip-down\",\"cell\":[0,3]}]},"
                 "{\"type\":\"adjust\",\"changes\":[{\"change\":\"return\",\"cell\":[0,3]}]},"
                 "{\"type\":\"adjust\",\"changes\":[{\"change\":\"destroy\",\"cell\":[0,1]}]},"
                 "{\"type\":\"adjust\",\"changes\":[{\"change\":\"enter\",\"cell\":[0,1],\"beast\":\"Golem\","
                 "\"colour\":\"blue\",\"power\":2,\"track\":[0,4],\"player\":0,\"from\":\"hand\"}]},"
                 "{\"type\":\"adjust\",\"changes\":[{\"change\":\"destroy\",\"cell\":[0,1]},"
                 "{\"change\":\"enter\",\"cell\":[0,1],\"beast\":\"Wisp\",\"colour\":\"red\",\"yellow\":true,"
                 "\"player\":1}]}"
                 "]");
}

/* Several changes in one effect, applied together. */
static void
test_effect_multi (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(TmRecord) full = load_full_game ();

  check_entered (fixture, full, 23,
                 "[{\"type\":\"adjust\",\"changes\":["
                 "{\"change\":\"power\",\"cell\":[1,0],\"by\":-2},"
                 "{\"change\":\"move\",\"cell\":[0,0],\"to\":[0,1]},"
                 "{\"change\":\"master\",\"cell\":[0,1]},"
                 "{\"change\":\"hand\",\"player\":0,\"by\":1},"
                 "{\"change\":\"destroy\",\"cell\":[0,3]}]}]");
}

/* An attack with the effects it caused. */
static void
test_attack_effects (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(TmRecord) full = load_full_game ();

  check_entered (fixture, full, 24,
                 "[{\"type\":\"attack\",\"from\":[0,3],\"target\":[0,0],\"effects\":["
                 "{\"change\":\"set-power\",\"cell\":[1,0],\"power\":6},"
                 "{\"change\":\"hand\",\"player\":1,\"by\":1}]}]");
}

/* The rules refuse an effect: their message, nothing changed, the list kept. */
static void
test_effect_refused (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(TmRecord) full = load_full_game ();
  g_autoptr(JsonNode) before = NULL;
  g_autoptr(JsonNode) after = NULL;

  play_moves (fixture, full, 23);
  before = tm_game_serialize_state (TM_GAME (tm_psi_page_get_game (fixture->page)));

  ui_click (tm_psi_page_get_button (fixture->page, "adjust"));
  /* Apply with no change: asked for one. */
  g_assert_false (gtk_widget_is_sensitive (tm_psi_page_get_button (fixture->page, "apply")));
  activate (fixture, (TmCell) { 0, 0 });
  set_value (fixture, "adjust-by", 1);
  ui_click (tm_psi_page_get_button (fixture->page, "power"));
  /* A cell that is not empty is not offered as where a card moves to:
   * the click does nothing, the form still waits for an empty cell. */
  ui_click (tm_psi_page_get_button (fixture->page, "move"));
  g_assert_false (gtk_widget_get_sensitive (tm_psi_board_get_cell_widget (tm_psi_page_get_board (fixture->page),
                                                                          (TmCell) { 0, 3 })));
  activate (fixture, (TmCell) { 0, 3 });
  g_assert_true (gtk_widget_get_sensitive (tm_psi_board_get_cell_widget (tm_psi_page_get_board (fixture->page),
                                                                         (TmCell) { 0, 1 })));
  /* The card again: back to the form. */
  activate (fixture, (TmCell) { 0, 0 });
  /* More cards out of a hand than it holds: the rules refuse it. */
  gtk_drop_down_set_selected (tm_psi_page_get_hand_drop_down (fixture->page), 0);
  set_value (fixture, "hand-by", -20);
  ui_click (tm_psi_page_get_button (fixture->page, "hand"));
  ui_click (tm_psi_page_get_button (fixture->page, "apply"));
  g_assert_cmpstr (tm_psi_page_get_error_text (fixture->page), !=, "");
  g_assert_cmpuint (tm_record_get_n_moves (fixture->record), ==, 23);
  after = tm_game_serialize_state (TM_GAME (tm_psi_page_get_game (fixture->page)));
  g_assert_true (json_node_equal (before, after));

  /* The list stays to be fixed: cleared and entered again, it plays. */
  ui_click (tm_psi_page_get_button (fixture->page, "clear"));
  activate (fixture, (TmCell) { 0, 0 });
  ui_click (tm_psi_page_get_button (fixture->page, "move"));
  activate (fixture, (TmCell) { 0, 1 });
  ui_click (tm_psi_page_get_button (fixture->page, "apply"));
  g_assert_cmpstr (tm_psi_page_get_error_text (fixture->page), ==, "");
  g_assert_cmpuint (tm_record_get_n_moves (fixture->record), ==, 24);
  g_assert_cmpint (tm_psi_state_get_card (tm_psi_game_get_state (tm_psi_page_get_game (fixture->page)),
                                          (TmCell) { 0, 1 })->side, ==, TM_PSI_CARD_FACE_UP);
}

/* Damage from an ability is its own choice: it lowers a beast's power,
 * and destroys a yellow-zone beast, where power changes are refused. */
static void
test_effect_damage (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(TmRecord) full = load_full_game ();

  check_entered (fixture, full, 23,
                 "[{\"type\":\"adjust\",\"changes\":[{\"change\":\"damage\",\"cell\":[1,0],\"amount\":2}]},"
                 "{\"type\":\"quick-summon\",\"cell\":[0,1],\"beast\":\"Slime\",\"colour\":\"red\"},"
                 "{\"type\":\"adjust\",\"changes\":[{\"change\":\"damage\",\"cell\":[0,1],\"amount\":0}]}]");
  g_assert_cmpint (tm_psi_state_get_card (tm_psi_game_get_state (tm_psi_page_get_game (fixture->page)),
                                          (TmCell) { 1, 0 })->power, ==, 3);
  g_assert_cmpint (tm_psi_state_get_card (tm_psi_game_get_state (tm_psi_page_get_game (fixture->page)),
                                          (TmCell) { 0, 1 })->side, ==, TM_PSI_CARD_NONE);
}

int
test_ui_psi_effects_main (int   argc,
                          char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/ui/psi/effect-kinds", test_effect_kinds);
  ADD ("/ui/psi/effect-multi", test_effect_multi);
  ADD ("/ui/psi/attack-effects", test_attack_effects);
  ADD ("/ui/psi/effect-refused", test_effect_refused);
  ADD ("/ui/psi/effect-damage", test_effect_damage);
#undef ADD

  return g_test_run ();
}
