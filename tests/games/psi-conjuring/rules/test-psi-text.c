/* test-psi-text.c — Psi Conjuring in the players' words
 *
 * tm_game_describe_move() over every move of the recorded games: the
 * player's name, the cells counted from 1, no notation; the words of a
 * cell; the rules' refusals name cells as the players count them.
 */
#include "config.h"

#include "core/tm-record.h"
#include "games/psi-conjuring/rules/tm-psi-text.h"
#include "psi-test-util.h"
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

static void
assert_no_notation (const char *text)
{
  g_autoptr(GRegex) notation = g_regex_new ("\\[\\d+, ?\\d+\\]|first player|second player|\\?", 0, 0, NULL);

  if (g_regex_match (notation, text, 0, NULL))
    g_error ("notation in “%s”", text);
}

static void
test_describe_moves (void)
{
  g_autoptr(TmRecord) record = load ("psi-full-game.json");
  const char *players[] = { "Aoi", "Mio", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = tm_record_create_game (record, &error);

  g_assert_no_error (error);
  for (guint i = 0; i < tm_record_get_n_moves (record); i++)
    {
      JsonObject *move = tm_record_get_move (record, i);
      const char *type = json_object_get_string_member (move, "type");
      int player = tm_game_get_current_player (game);
      g_autofree char *text = tm_game_describe_move (game, move, players);

      g_test_message ("%u: %s", i + 1, text);
      assert_no_notation (text);
      if (!g_str_equal (type, "adjust") && !g_str_equal (type, "agree-end"))
        g_assert_nonnull (strstr (text, players[player]));
      if (json_object_has_member (move, "cell"))
        {
          JsonArray *cell = json_object_get_array_member (move, "cell");
          g_autofree char *where = g_strdup_printf ("row %d, column %d",
                                                    (int) json_array_get_int_element (cell, 0) + 1,
                                                    (int) json_array_get_int_element (cell, 1) + 1);

          g_assert_nonnull (strstr (text, where));
        }
      g_assert_true (tm_game_apply_move (game, move, &error));
      g_assert_no_error (error);
    }
}

static void
test_words (void)
{
  const char *players[] = { "Aoi", "Mio", NULL };
  TmPsiState state;
  TmPsiMove move;
  g_autofree char *empty = NULL;
  g_autofree char *down = NULL;
  g_autofree char *beast = NULL;
  g_autofree char *refusal = NULL;
  g_autofree char *placed = NULL;

  tm_psi_state_init (&state);
  for (int i = 0; i < TM_PSI_N_CELLS; i++)
    {
      move = place_move (i / TM_PSI_SIZE, i % TM_PSI_SIZE);
      g_assert_true (tm_psi_state_apply (&state, &move, NULL, NULL, NULL, NULL));
    }
  empty = tm_psi_text_cell (((TmCell) { 0, 0 }));
  g_assert_cmpstr (empty, ==, "row 1, column 1");
  down = tm_psi_text_cell_card (&state, (TmCell) { 1, 2 }, players);
  g_assert_cmpstr (down, ==, "row 2, column 3: face down, Aoi’s");
  move = summon_move (1, 2, "Harpy", 3, 0, 5);
  g_assert_true (tm_psi_state_apply (&state, &move, NULL, NULL, NULL, NULL));
  beast = tm_psi_text_cell_card (&state, (TmCell) { 1, 2 }, players);
  g_assert_cmpstr (beast, ==, "row 2, column 3: Harpy, power 3, blue, Aoi’s, new this turn");

  /* The rules' refusal names the cell as the players count it. */
  refusal = tm_psi_text_refusal (&state, NULL, TM_PSI_MOVE_ATTACK, (TmCell) { 1, 2 }, (TmCell) { 0, 0 });
  g_assert_nonnull (refusal);
  g_assert_nonnull (strstr (refusal, "row 2, column 3"));
  assert_no_notation (refusal);
  /* A legal pass: no refusal. */
  g_assert_null (tm_psi_text_refusal (&state, NULL, TM_PSI_MOVE_PASS, (TmCell) { -1, -1 }, (TmCell) { -1, -1 }));
  /* Without names: the seats. */
  move = place_move (0, 0);
  placed = tm_psi_text_move (&state, &move, NULL);
  g_assert_cmpstr (placed, ==, "the first player placed a card face down on row 1, column 1");
}

int
test_psi_text_main (int   argc,
                    char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/psi/text/describe-moves", test_describe_moves);
  g_test_add_func ("/psi/text/words", test_words);
  return g_test_run ();
}
