/* test-ui-history-correct.c — correcting a finished game from the History page
 *
 * A finished game of the history (its record file, written as the app
 * writes one) is opened from its view there with a real click on
 * Correct a Move…; the window shows it with its move list on a page that
 * saves nothing, and a scoring mistake is corrected through the move's
 * menu and the page's own clicks, nothing that can be clicked moving
 * between them.  Kept: the history file is the corrected record, the
 * entry and the players' statistics follow; one Undo writes the file
 * back byte for byte.  Cancel, and a correction that would leave the
 * game unfinished, leave the file byte for byte as it was.  The keyboard
 * alone reaches every step, and the new button has a name.
 */
#include "config.h"

#include <adwaita.h>

#include "core/tm-history.h"
#include "core/tm-record-amend.h"
#include "core/tm-statistics.h"
#include "app/tm-history-page.h"
#include "app/tm-move-list.h"
#include "widgets/tm-page-support.h"
#include "games/children-of-the-sun/page/tm-cots-card-picker.h"
#include "games/children-of-the-sun/page/tm-cots-page.h"
#include "games/planetary-sisters/page/tm-sisters-page.h"

#include <string.h>
#include "ui-correction-util.h"
#include "ui-test-util.h"
#include "ui-test-programs.h"

#define GAME_ID "h1"
#define SOURCE  "sisters-2p.json"

static char *
history_file (void)
{
  g_autofree char *data = tm_history_get_default_data_dir ();

  return g_build_filename (data, "history", GAME_ID ".json", NULL);
}

static char *
read_history_file (void)
{
  g_autofree char *path = history_file ();
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* A finished game in the history, as the app keeps one: the record it
 * saved, moved there when the game was left. */
static TmRecord *
put_finished_game (void)
{
  g_autoptr(TmRecord) source = ui_load_record (SOURCE);
  g_autoptr(GError) error = NULL;
  g_autofree char *data = tm_history_get_default_data_dir ();
  g_autofree char *path = history_file ();
  TmRecord *record;

  ui_remove_tree (data);
  ui_clear_saved_games ();
  record = tm_history_record_with_id (source, GAME_ID, &error);
  g_assert_no_error (error);
  g_assert_true (tm_record_save (record, path, &error));
  g_assert_no_error (error);
  return record;
}

/* A scoring mistake to correct: a move at *@at other than the record's
 * (the latest such), after which every later move still holds, the game
 * still ends, and the scores are not what they were. */
static JsonObject *
score_changing_replacement (TmRecord *record,
                            guint    *at)
{
  g_autoptr(TmGame) end = tm_record_replay (record, G_MAXUINT, NULL, NULL, NULL);

  for (guint a = tm_record_get_n_moves (record); a-- > 0;)
    {
      g_autoptr(TmGame) before = NULL;
      g_autoptr(GPtrArray) moves = NULL;

      before = tm_record_replay (record, a, NULL, NULL, NULL);
      moves = tm_game_list_legal_moves (before);
      for (guint i = 0; i < moves->len; i++)
        {
          JsonObject *move = g_ptr_array_index (moves, i);
          g_autoptr(TmRecord) amended = NULL;
          g_autoptr(TmGame) game = NULL;
          int broken = 0;

          if (json_object_equal (move, tm_record_get_move (record, a)))
            continue;
          amended = tm_record_amend (record, TM_RECORD_AMEND_REPLACE, a, move, NULL);
          game = tm_record_replay (amended, G_MAXUINT, &broken, NULL, NULL);
          if (broken < 0 && tm_game_is_finished (game)
              && (tm_game_get_score (game, 0) != tm_game_get_score (end, 0)
                  || tm_game_get_score (game, 1) != tm_game_get_score (end, 1)))
            {
              *at = a;
              return json_object_ref (move);
            }
        }
    }
  return NULL;
}

/* "Aoi: 1 of 1 won, average 6" — what the statistics say of @player. */
static char *
player_figures (TmHistory  *history,
                const char *player)
{
  g_autoptr(TmPlayerStats) stats = tm_statistics_player (G_LIST_MODEL (history), player, NULL);

  return g_strdup_printf ("%s: %u of %u won, average %g", player, stats->wins, stats->played, stats->average);
}

/* The window on the History page, showing the finished game. */
static TmHistoryGameView *
open_in_history (TmWindow *window)
{
  TmHistoryPage *page;
  TmHistory *history = tm_window_get_history (window);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-history", NULL));
  page = TM_HISTORY_PAGE (tm_window_get_history_page (window));
  g_assert_nonnull (tm_history_lookup (history, GAME_ID));
  g_assert_true (tm_history_page_open_game (page, tm_history_lookup (history, GAME_ID)));
  ui_wait_frames (GTK_WIDGET (window));
  return tm_history_page_get_game_view (page);
}

static gboolean
action_enabled (TmWindow   *window,
                const char *name)
{
  return g_action_get_enabled (g_action_map_lookup_action (G_ACTION_MAP (window), name));
}

/* The game opened for a correction: its moves listed beside it, on a
 * page that saves nothing and steps nowhere outside a correction. */
static void
assert_opened_for_correction (TmWindow *window,
                              TmRecord *record)
{
  GtkWidget *page = tm_window_get_game_page (window);

  g_assert_nonnull (page);
  g_assert_true (tm_page_get_correcting (page));
  g_assert_cmpuint (tm_record_get_n_moves (ui_correction_page_record (window)), ==, tm_record_get_n_moves (record));
  g_assert_true (ui_wait_for (ui_correction_flap_revealed, window));
  g_assert_false (action_enabled (window, "undo"));
  g_assert_false (action_enabled (window, "redo"));
}

/* The list's headings are the rounds of the rules: "Round N" above the
 * first move played in round N of the state (tm_game_serialize_state()),
 * "Set-up" above the moves before the first, and nothing elsewhere. */
static void
assert_rounds_head_the_list (TmWindow *window,
                             TmRecord *record)
{
  TmMoveList *list = TM_MOVE_LIST (ui_correction_window_child (window, "move_list"));
  g_autoptr(TmGame) game = tm_record_create_game (record, NULL);
  gint64 last = -1;
  guint headings = 0;

  for (guint i = 0; i < tm_record_get_n_moves (record); i++)
    {
      g_autoptr(JsonNode) state = tm_game_serialize_state (game);
      gint64 round = json_object_get_int_member (json_node_get_object (state), "round");
      GtkWidget *header = gtk_list_box_row_get_header (GTK_LIST_BOX_ROW (tm_move_list_get_row (list, i)));

      if (round != last)
        {
          g_autofree char *expected = round == 0 ? g_strdup ("Set-up")
                                                 : g_strdup_printf ("Round %" G_GINT64_FORMAT, round);

          g_assert_true (GTK_IS_LABEL (header));
          g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (header)), ==, expected);
          headings++;
        }
      else
        g_assert_null (header);
      last = round;
      g_assert_true (tm_game_apply_move (game, tm_record_get_move (record, i), NULL));
    }
  /* Planetary Sisters: the set-up and its eight rounds. */
  g_assert_cmpuint (headings, ==, 9);
}

static gboolean
correction_over (gpointer data)
{
  return !tm_correction_bar_is_active (ui_correction_bar (data));
}

static gboolean
label_not_kept_shown (gpointer data)
{
  return ui_label_shown_containing (data, "Not kept");
}

/* Kept, then undone: the file, the entry and the statistics follow. */
static void
test_keep_and_undo (gconstpointer data)
{
  const int *size = data;
  g_autoptr(TmRecord) record = put_finished_game ();
  g_autoptr(JsonObject) replacement = NULL;
  g_autofree char *file_before = read_history_file ();
  g_autofree char *file_after = NULL;
  g_autofree char *aoi_before = NULL;
  g_autofree char *mio_before = NULL;
  g_autofree char *aoi_after = NULL;
  g_autofree char *mio_after = NULL;
  g_autofree char *shot_correcting = NULL;
  g_autoptr(TmRecord) kept_file = NULL;
  g_autoptr(GError) error = NULL;
  TmHistoryGameView *view;
  TmHistory *history;
  TmHistoryEntry *entry;
  TmRecord *kept;
  TmWindow *window;
  GtkWidget *correct_button;
  guint at = 0;

  replacement = score_changing_replacement (record, &at);
  g_assert_nonnull (replacement);

  window = ui_create_window (size[0], size[1]);
  history = tm_window_get_history (window);
  view = open_in_history (window);
  aoi_before = player_figures (history, "Aoi");
  mio_before = player_figures (history, "Mio");

  /* The button is named for a screen reader, and a real click opens the
   * game with its moves. */
  correct_button = tm_history_game_view_get_button (view, "correct");
  gtk_test_accessible_assert_property (correct_button, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Correct a move of this game");
  ui_real_click (GTK_WINDOW (window), correct_button);
  ui_wait_frames (GTK_WIDGET (window));
  assert_opened_for_correction (window, record);
  assert_rounds_head_the_list (window, record);
  ui_correction_shot (window, "history-correct-list");

  ui_correction_choose (window, at, "Correct This Move…");
  g_assert_true (tm_correction_bar_is_active (ui_correction_bar (window)));
  g_assert_cmpuint (tm_record_get_n_moves (ui_correction_page_record (window)), ==, at);
  shot_correcting = g_strdup ("history-correct-correcting");
  ui_correction_shot (window, shot_correcting);
  file_after = read_history_file ();
  g_assert_cmpstr (file_after, ==, file_before);
  g_clear_pointer (&file_after, g_free);

  /* Entered on the page (a placement by clicks, nothing moving between
   * them): every later move holds, so the correction is kept at once. */
  ui_correction_enter_move (window, replacement);
  g_assert_true (ui_wait_for (correction_over, window));
  kept = ui_correction_page_record (window);
  g_assert_cmpuint (tm_record_get_n_moves (kept), ==, tm_record_get_n_moves (record));
  g_assert_true (json_object_equal (tm_record_get_move (kept, at), replacement));
  g_assert_true (tm_record_is_corrected (kept, at));
  g_assert_true (ui_wait_label_shown (GTK_WIDGET (window), "Correction kept"));

  /* The history file is the corrected record; the entry and the
   * statistics follow. */
  {
    g_autofree char *path = history_file ();
    g_autoptr(TmGame) game = tm_record_replay (kept, G_MAXUINT, NULL, NULL, NULL);

    kept_file = tm_record_load_file (path, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (tm_record_get_n_moves (kept_file), ==, tm_record_get_n_moves (kept));
    for (guint i = 0; i < tm_record_get_n_moves (kept); i++)
      g_assert_true (json_object_equal (tm_record_get_move (kept_file, i), tm_record_get_move (kept, i)));
    entry = tm_history_lookup (history, GAME_ID);
    g_assert_cmpint (tm_history_entry_get_score (entry, 0), ==, tm_game_get_score (game, 0));
    g_assert_cmpint (tm_history_entry_get_score (entry, 1), ==, tm_game_get_score (game, 1));
  }
  aoi_after = player_figures (history, "Aoi");
  mio_after = player_figures (history, "Mio");
  g_assert_true (g_strcmp0 (aoi_after, aoi_before) != 0 || g_strcmp0 (mio_after, mio_before) != 0);
  ui_correction_shot (window, "history-correct-kept");

  /* One Undo writes the game back as it was.  Clicked once the toast
   * has come to rest, as a player clicks, and the page left only then
   * too.  Clicked during the slide-in, this crashed once in about
   * fifteen runs under load (libadwaita 1.2 frees a toast whose slide-in
   * still runs; docs/reliability.md, "A crash the load brought out"):
   * tm-toast-guard.c now prevents it, and ui-toast-race clicks during
   * the slide-in on purpose. */
  g_hash_table_unref (ui_record_clickable_bounds (GTK_WIDGET (window)));
  g_assert_true (action_enabled (window, "undo"));
  ui_click (ui_correction_window_child (window, "undo_button"));
  ui_wait_frames (GTK_WIDGET (window));
  file_after = read_history_file ();
  g_assert_cmpstr (file_after, ==, file_before);
  g_clear_pointer (&aoi_after, g_free);
  g_clear_pointer (&mio_after, g_free);
  aoi_after = player_figures (history, "Aoi");
  mio_after = player_figures (history, "Mio");
  g_assert_cmpstr (aoi_after, ==, aoi_before);
  g_assert_cmpstr (mio_after, ==, mio_before);
  g_assert_false (action_enabled (window, "undo"));

  /* Back: the game's view in the history, as it is now. */
  g_hash_table_unref (ui_record_clickable_bounds (GTK_WIDGET (window)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.go-back", NULL));
  ui_wait_frames (GTK_WIDGET (window));
  g_assert_null (tm_window_get_game_page (window));
  g_assert_cmpstr (tm_history_page_get_visible (TM_HISTORY_PAGE (tm_window_get_history_page (window))), ==, "game");
  g_assert_true (tm_history_game_view_get_entry (view) == tm_history_lookup (history, GAME_ID));
  g_assert_cmpuint (tm_history_game_view_get_n_moves (view), ==, tm_record_get_n_moves (record));

  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
}

/* The keyboard alone: Tab to Correct a Move…, Space; the keyboard is
 * then on the newest move.  Correct This Move… then Cancel (Alt+C), and
 * Remove This Move on the last move (which would leave the game
 * unfinished): the file stays byte for byte as it was, and says why. */
static void
test_cancel_and_unfinished (void)
{
  g_autoptr(TmRecord) record = put_finished_game ();
  g_autofree char *file_before = read_history_file ();
  g_autofree char *file_after = NULL;
  guint n = tm_record_get_n_moves (record);
  TmHistoryGameView *view;
  TmWindow *window;
  GtkWidget *focus;
  GtkWidget *last_row;

  window = ui_create_window (960, 720);
  view = open_in_history (window);
  if (!ui_real_keys_begin (GTK_WINDOW (window)))
    {
      g_test_skip ("no X11 or XTEST for real keys");
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  ui_tab_to (GTK_WINDOW (window), tm_history_game_view_get_button (view, "correct"), 30);
  ui_press_space (GTK_WINDOW (window));
  ui_wait_frames (GTK_WIDGET (window));
  assert_opened_for_correction (window, record);
  last_row = tm_move_list_get_row (TM_MOVE_LIST (ui_correction_window_child (window, "move_list")), n - 1);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (focus == last_row);
  g_assert_true (ui_wait_for (ui_correction_settled, last_row));

  /* Up to the move before; Enter opens its menu, whose first item is
   * Correct This Move…. */
  focus = ui_press_real_keys (GTK_WINDOW (window), "Up", NULL);
  g_assert_true (focus == tm_move_list_get_row (TM_MOVE_LIST (ui_correction_window_child (window, "move_list")), n - 2));
  g_assert_true (ui_wait_for (ui_correction_settled, focus));
  ui_press_real_keys (GTK_WINDOW (window), "Return", NULL);
  g_assert_nonnull (ui_wait_menu_open (GTK_MENU_BUTTON (ui_find_descendant (focus, GTK_TYPE_MENU_BUTTON, NULL))));
  ui_press_real_keys (GTK_WINDOW (window), "Return", NULL);
  ui_wait_frames (GTK_WIDGET (window));
  g_assert_true (tm_correction_bar_is_active (ui_correction_bar (window)));
  ui_press_real_keys (GTK_WINDOW (window), "alt+c", NULL);
  g_assert_true (ui_wait_for (correction_over, window));
  g_assert_cmpuint (tm_record_get_n_moves (ui_correction_page_record (window)), ==, n);
  g_assert_true (tm_page_get_correcting (tm_window_get_game_page (window)));
  file_after = read_history_file ();
  g_assert_cmpstr (file_after, ==, file_before);
  g_clear_pointer (&file_after, g_free);

  /* Removing the last move would unfinish the game: not kept, said so. */
  ui_correction_choose (window, n - 1, "Remove This Move");
  g_assert_true (ui_wait_for (label_not_kept_shown, window));
  g_assert_cmpuint (tm_record_get_n_moves (ui_correction_page_record (window)), ==, n);
  file_after = read_history_file ();
  g_assert_cmpstr (file_after, ==, file_before);
  g_assert_nonnull (tm_history_lookup (tm_window_get_history (window), GAME_ID));
  g_assert_false (action_enabled (window, "undo"));

  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
}

/* Correct This Move… on a placement of Children of the Sun: the card is
 * chosen in the picker as it was entered (the page's prefill). */
static void
test_prefill_cots (void)
{
  g_autoptr(TmRecord) whole = ui_load_record ("cots-full-game.json");
  g_autoptr(TmRecord) record = tm_record_truncate (whole, 8);
  TmCotsCard card = TM_COTS_NO_CARD;
  TmCotsPage *page;
  TmWindow *window;

  ui_clear_saved_games ();
  window = ui_create_window (1280, 800);
  g_assert_true (tm_window_open_record (window, record));
  ui_wait_frames (GTK_WIDGET (window));
  page = TM_COTS_PAGE (tm_window_get_game_page (window));
  g_assert_true (tm_cots_card_picker_get_card (tm_cots_page_get_picker (page)) == TM_COTS_NO_CARD);
  ui_correction_show_move_list (window);
  ui_correction_choose (window, 1, "Correct This Move…");
  g_assert_true (tm_correction_bar_is_active (ui_correction_bar (window)));
  page = TM_COTS_PAGE (tm_window_get_game_page (window));
  g_assert_true (tm_cots_card_parse (json_object_get_string_member (tm_record_get_move (record, 1), "card"), &card));
  g_assert_true (tm_cots_card_picker_get_card (tm_cots_page_get_picker (page)) == card);

  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
  ui_clear_saved_games ();
}

/* Correct This Move… on a turn of Planetary Sisters: the card used is
 * chosen as it was entered, and the page asks for the card taken. */
static void
test_prefill_sisters (void)
{
  g_autoptr(TmRecord) whole = ui_load_record ("sisters-2p.json");
  g_autoptr(TmRecord) record = tm_record_truncate (whole, 6);
  JsonObject *move = tm_record_get_move (record, 2);
  g_autofree char *step2 = NULL;
  TmWindow *window;

  ui_clear_saved_games ();
  window = ui_create_window (1280, 800);
  g_assert_true (tm_window_open_record (window, record));
  ui_wait_frames (GTK_WIDGET (window));
  ui_correction_show_move_list (window);
  ui_correction_choose (window, 2, "Correct This Move…");
  g_assert_true (tm_correction_bar_is_active (ui_correction_bar (window)));
  step2 = g_strdup_printf ("used card %" G_GINT64_FORMAT ":", json_object_get_int_member (move, "used"));
  g_assert_nonnull (strstr (tm_sisters_page_get_prompt_text (TM_SISTERS_PAGE (tm_window_get_game_page (window))),
                            step2));

  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
  ui_clear_saved_games ();
}

/* Correct This Move… on an attack of Psi Conjuring: its attacker and
 * target are chosen again, and the page asks to attack. */
static void
test_prefill_psi (void)
{
  g_autoptr(TmRecord) whole = ui_load_record ("psi-full-game.json");
  g_autoptr(TmRecord) record = tm_record_truncate (whole, 47);
  TmWindow *window;

  g_assert_cmpstr (json_object_get_string_member (tm_record_get_move (record, 45), "type"), ==, "attack");
  ui_clear_saved_games ();
  window = ui_create_window (1280, 800);
  g_assert_true (tm_window_open_record (window, record));
  ui_wait_frames (GTK_WIDGET (window));
  g_assert_false (ui_label_shown_containing (tm_window_get_game_page (window), "Attack now"));
  ui_correction_show_move_list (window);
  ui_correction_choose (window, 45, "Correct This Move…");
  g_assert_true (tm_correction_bar_is_active (ui_correction_bar (window)));
  g_assert_true (ui_wait_label_shown (tm_window_get_game_page (window), "Attack now"));

  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
  ui_clear_saved_games ();
}

int
test_ui_history_correct_main (int   argc,
                              char *argv[])
{
  static const int wide[] = { 1280, 800 };
  static const int narrow[] = { 360, 720 };

  g_setenv ("GTK_A11Y", "test", TRUE);
  if (!ui_test_init (&argc, &argv))
    return 77;

  g_test_add_data_func ("/ui/history-correct/keep-and-undo", wide, test_keep_and_undo);
  g_test_add_data_func ("/ui/history-correct/keep-and-undo-narrow", narrow, test_keep_and_undo);
  g_test_add_func ("/ui/history-correct/cancel-and-unfinished", test_cancel_and_unfinished);
  g_test_add_func ("/ui/history-correct/prefill-cots", test_prefill_cots);
  g_test_add_func ("/ui/history-correct/prefill-sisters", test_prefill_sisters);
  g_test_add_func ("/ui/history-correct/prefill-psi", test_prefill_psi);
  return g_test_run ();
}
