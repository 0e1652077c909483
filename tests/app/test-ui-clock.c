/* test-ui-clock.c — the play clock on screen: the pause by hand kept
 * across a restart, the app's own pause while the game is closed or left
 * for the start page, a move entered during a pause, and nothing moving
 * when the clock ticks or pauses (issue #29)
 *
 * Runs in a real GTK window (under Xvfb in `meson test`).  Time is never
 * waited for: the records are given fixed "created" and "at" times, the
 * saved file is moved back an hour to stand for an hour with the app
 * closed, and the times shown are checked against tm_play_clock_measure()
 * on the saved record.
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "core/tm-play-clock.h"
#include "games/children-of-the-sun/page/tm-cots-page.h"
#include "widgets/tm-saved-games.h"
#include "app/tm-history-game-view.h"
#include "app/tm-history-page.h"
#include "app/tm-play-clock-view.h"
#include "app/tm-window.h"
#include "ui-test-util.h"
#include "ui-test-programs.h"

#define HOUR_S G_GINT64_CONSTANT (3600)

static char *
iso (gint64 seconds)
{
  g_autoptr(GDateTime) time = g_date_time_new_from_unix_utc (seconds);

  return g_date_time_format (time, "%Y-%m-%dT%H:%M:%SZ");
}

static gint64
parse_iso (const char *text)
{
  g_autoptr(GDateTime) time = g_date_time_new_from_iso8601 (text, NULL);

  g_assert_nonnull (time);
  return g_date_time_to_unix (time);
}

static JsonNode *
load_json (const char *path)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  return json_node_copy (json_parser_get_root (parser));
}

static void
save_json (JsonNode   *root,
           const char *path)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(GError) error = NULL;

  json_generator_set_root (generator, root);
  json_generator_to_file (generator, path, &error);
  g_assert_no_error (error);
}

/* The first @n_moves moves of the scripted game, begun two hours ago
 * with a move a minute: a game with times the test knows. */
static TmRecord *
make_record (guint n_moves)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "cots-winner.json", NULL);
  g_autoptr(JsonNode) root = load_json (path);
  JsonObject *object = json_node_get_object (root);
  JsonArray *moves = json_object_get_array_member (object, "moves");
  gint64 created = g_get_real_time () / G_USEC_PER_SEC - 2 * HOUR_S;
  g_autofree char *created_text = iso (created);
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  TmRecord *record;

  json_object_set_string_member (object, "created", created_text);
  while (json_array_get_length (moves) > n_moves)
    json_array_remove_element (moves, json_array_get_length (moves) - 1);
  for (guint i = 0; i < n_moves; i++)
    {
      g_autofree char *at = iso (created + 60 * (i + 1));

      json_object_set_string_member (json_array_get_object_element (moves, i), "at", at);
    }
  data = json_to_string (root, FALSE);
  record = tm_record_load_data (data, strlen (data), &error);
  g_assert_no_error (error);
  return record;
}

/* The saved file with every time an hour earlier: as if the app had
 * been closed for an hour since it was written. */
static void
move_saved_back_an_hour (TmRecord *record)
{
  g_autofree char *path = tm_saved_games_get_path (record);
  g_autoptr(JsonNode) root = load_json (path);
  JsonObject *object = json_node_get_object (root);
  JsonArray *moves = json_object_get_array_member (object, "moves");
  JsonArray *pauses = json_object_get_array_member (object, "pauses");
  const char *members[] = { "at", "from", "to" };
  g_autofree char *created = iso (parse_iso (json_object_get_string_member (object, "created")) - HOUR_S);

  json_object_set_string_member (object, "created", created);
  for (guint list = 0; list < 2; list++)
    {
      JsonArray *array = list == 0 ? moves : pauses;

      for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
        {
          JsonObject *item = json_array_get_object_element (array, i);

          for (guint m = 0; m < G_N_ELEMENTS (members); m++)
            if (json_object_has_member (item, members[m]))
              {
                g_autofree char *moved =
                  iso (parse_iso (json_object_get_string_member (item, members[m])) - HOUR_S);

                json_object_set_string_member (item, members[m], moved);
              }
        }
    }
  save_json (root, path);
}

static TmRecord *
load_saved (TmRecord *record)
{
  g_autofree char *path = tm_saved_games_get_path (record);
  g_autoptr(GError) error = NULL;
  TmRecord *saved = tm_record_load_file (path, &error);

  g_assert_no_error (error);
  return saved;
}

static TmPlayClockView *
find_clock (TmWindow *window)
{
  GtkWidget *clock = ui_find_descendant (GTK_WIDGET (window), TM_TYPE_PLAY_CLOCK_VIEW, NULL);

  g_assert_nonnull (clock);
  return TM_PLAY_CLOCK_VIEW (clock);
}

static const char *
clock_text (TmWindow *window)
{
  GtkWidget *label = ui_find_descendant (GTK_WIDGET (find_clock (window)), GTK_TYPE_LABEL, "times_label");

  g_assert_nonnull (label);
  return gtk_label_get_text (GTK_LABEL (label));
}

static GtkWidget *
pause_button (TmWindow *window)
{
  GtkWidget *button = ui_find_descendant (GTK_WIDGET (find_clock (window)), GTK_TYPE_BUTTON, "pause_button");

  g_assert_nonnull (button);
  return button;
}

/* Which of Pause and Resume the button shows. */
static const char *
button_shows (TmWindow *window)
{
  GtkWidget *stack = ui_find_descendant (pause_button (window), GTK_TYPE_STACK, "button_stack");

  g_assert_nonnull (stack);
  g_assert_true (gtk_widget_get_mapped (stack));
  return gtk_stack_get_visible_child_name (GTK_STACK (stack));
}

/* A window showing the saved game of @record, as the start page's
 * Resume does: read back from the games folder. */
static TmWindow *
open_saved_at_size (TmRecord  *record,
                    TmRecord **shown,
                    int        width,
                    int        height)
{
  TmWindow *window = ui_create_window (width, height);

  *shown = load_saved (record);
  g_assert_true (tm_window_open_record (window, *shown));
  ui_spin ();
  g_assert_nonnull (tm_window_get_game_page (window));
  g_assert_true (ui_wait_mapped (GTK_WIDGET (find_clock (window))));
  return window;
}

static TmWindow *
open_saved (TmRecord  *record,
            TmRecord **shown)
{
  return open_saved_at_size (record, shown, 960, 720);
}

/* What quitting does to each window (tm-application.c). */
static void
close_window (TmWindow *window)
{
  gtk_window_close (GTK_WINDOW (window));
  ui_spin ();
}

/* "Played 2:00:00 · Aoi …" for @record measured at @now (unix s). */
static char *
played_at (TmRecord *record,
           gint64    now)
{
  TmPlayTimes times;
  g_autofree char *played = NULL;

  tm_play_clock_measure (record, G_MAXUINT, now * G_USEC_PER_SEC, &times);
  g_assert_true (times.known);
  played = tm_play_clock_format (times.duration_s);
  return g_strdup_printf ("Played %s · ", played);
}

/* Paused by hand, closed, an hour passes, opened again: still paused,
 * by hand, the time played what it was when Pause was pressed; Resume
 * ends it, and a move entered during a pause ends it too. */
static void
test_pause_across_restart (void)
{
  g_autoptr(TmRecord) record = make_record (3);
  g_autoptr(TmRecord) shown = NULL;
  g_autoptr(TmRecord) saved = NULL;
  g_autoptr(TmRecord) script = make_record (6);
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = NULL;
  gboolean by_hand = FALSE;
  gint64 from, to;
  TmWindow *window;

  ui_clear_saved_games ();
  g_assert_true (tm_saved_games_save (record, &error));
  g_assert_no_error (error);

  window = open_saved (record, &shown);
  g_assert_true (tm_play_clock_view_is_ticking (find_clock (window)));
  /* Two hours since "created", the player to move's clock running on. */
  g_assert_true (g_str_has_prefix (clock_text (window), "Played 2:00:0"));

  ui_click (pause_button (window));
  g_assert_true (tm_record_is_paused (shown, &by_hand));
  g_assert_true (by_hand);
  g_assert_false (tm_play_clock_view_is_ticking (find_clock (window)));
  g_assert_true (g_str_has_prefix (clock_text (window), "Paused — press Resume to go on"));
  g_assert_cmpstr (button_shows (window), ==, "resume");
  saved = load_saved (record);
  g_assert_true (tm_record_is_paused (saved, &by_hand));
  g_assert_true (by_hand);
  close_window (window);
  g_clear_object (&shown);

  /* An hour with the app closed. */
  move_saved_back_an_hour (record);
  g_clear_object (&saved);
  saved = load_saved (record);
  g_assert_cmpuint (tm_record_get_n_pauses (saved), ==, 1);
  tm_record_get_pause (saved, 0, &from, &to, &by_hand);
  g_assert_cmpint (to, ==, TM_RECORD_NO_TIME);

  window = open_saved (record, &shown);
  /* Coming back does not end a pause by hand. */
  g_assert_true (tm_record_is_paused (shown, &by_hand));
  g_assert_true (by_hand);
  g_assert_false (tm_play_clock_view_is_ticking (find_clock (window)));
  g_assert_cmpstr (button_shows (window), ==, "resume");
  /* The time played stopped when Pause was pressed, three hours ago by
   * the file, and is exactly what the record measures. */
  expected = played_at (saved, from / G_USEC_PER_SEC);
  g_assert_nonnull (strstr (clock_text (window), expected));
  g_free (expected);
  expected = played_at (saved, g_get_real_time () / G_USEC_PER_SEC);
  g_assert_nonnull (strstr (clock_text (window), expected));

  /* Resume: the clock runs on from there, the hour not counted. */
  ui_click (pause_button (window));
  g_assert_false (tm_record_is_paused (shown, NULL));
  g_assert_true (tm_play_clock_view_is_ticking (find_clock (window)));
  g_assert_nonnull (strstr (clock_text (window), "Played 2:00:"));
  g_assert_false (g_str_has_prefix (clock_text (window), "Paused"));
  g_assert_cmpstr (button_shows (window), ==, "pause");
  g_clear_object (&saved);
  saved = load_saved (record);
  g_assert_false (tm_record_is_paused (saved, NULL));

  /* Paused again, then a move entered: the pause ends at the move. */
  ui_click (pause_button (window));
  g_assert_true (tm_record_is_paused (shown, NULL));
  g_assert_true (tm_cots_page_play (TM_COTS_PAGE (tm_window_get_game_page (window)),
                                    tm_record_get_move (script, 3)));
  ui_spin ();
  g_assert_false (tm_record_is_paused (shown, NULL));
  g_assert_true (tm_play_clock_view_is_ticking (find_clock (window)));
  g_clear_object (&saved);
  saved = load_saved (record);
  g_assert_cmpuint (tm_record_get_n_moves (saved), ==, 4);
  g_assert_cmpuint (tm_record_get_n_pauses (saved), ==, 2);
  tm_record_get_pause (saved, 1, &from, &to, &by_hand);
  g_assert_true (by_hand);
  g_assert_cmpint (to, ==, tm_record_get_move_time (saved, 3));
  close_window (window);
}

/* Closed while it runs: the app's own pause is saved, and opening the
 * game again an hour later ends it, the hour not counted. */
static void
test_closed_pauses_by_itself (void)
{
  g_autoptr(TmRecord) record = make_record (3);
  g_autoptr(TmRecord) shown = NULL;
  g_autoptr(TmRecord) saved = NULL;
  g_autoptr(GError) error = NULL;
  TmPlayTimes at_close, now_times;
  gboolean by_hand = TRUE;
  gint64 from, to, closed_at;
  TmWindow *window;

  ui_clear_saved_games ();
  g_assert_true (tm_saved_games_save (record, &error));
  window = open_saved (record, &shown);
  g_assert_false (tm_record_is_paused (shown, NULL));
  close_window (window);
  g_clear_object (&shown);

  saved = load_saved (record);
  g_assert_true (tm_record_is_paused (saved, &by_hand));
  g_assert_false (by_hand);
  move_saved_back_an_hour (record);
  g_clear_object (&saved);
  saved = load_saved (record);
  tm_record_get_pause (saved, 0, &closed_at, &to, &by_hand);
  /* However long it stays closed, the time played is that at closing. */
  tm_play_clock_measure (saved, G_MAXUINT, closed_at, &at_close);
  tm_play_clock_measure (saved, G_MAXUINT, g_get_real_time (), &now_times);
  g_assert_cmpint (now_times.duration_s, ==, at_close.duration_s);

  window = open_saved (record, &shown);
  g_assert_false (tm_record_is_paused (shown, NULL));
  g_assert_true (tm_play_clock_view_is_ticking (find_clock (window)));
  g_clear_object (&saved);
  saved = load_saved (record);
  g_assert_false (tm_record_is_paused (saved, NULL));
  g_assert_cmpuint (tm_record_get_n_pauses (saved), ==, 1);
  tm_record_get_pause (saved, 0, &from, &to, &by_hand);
  g_assert_cmpint (from, ==, closed_at);
  g_assert_cmpint (to, >=, from + HOUR_S * G_USEC_PER_SEC);
  g_assert_false (by_hand);
  /* Only the seconds since it opened again were added. */
  tm_play_clock_measure (saved, G_MAXUINT, to, &now_times);
  g_assert_cmpint (now_times.duration_s, ==, at_close.duration_s);
  close_window (window);
}

/* Leaving the game for the start page pauses it (saved), and showing it
 * again ends the pause; a pause by hand outlasts leaving. */
static void
test_start_page_pauses (void)
{
  g_autoptr(TmRecord) record = make_record (3);
  g_autoptr(TmRecord) shown = NULL;
  g_autoptr(TmRecord) saved = NULL;
  g_autoptr(GError) error = NULL;
  gboolean by_hand = TRUE;
  TmPlayClockView *clock;
  TmWindow *window;

  ui_clear_saved_games ();
  g_assert_true (tm_saved_games_save (record, &error));
  window = open_saved (record, &shown);
  clock = find_clock (window);
  g_assert_true (tm_play_clock_view_is_ticking (clock));

  tm_window_show_start (window);
  ui_spin ();
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (clock)));
  g_assert_false (tm_play_clock_view_is_ticking (clock));
  g_assert_true (tm_record_is_paused (shown, &by_hand));
  g_assert_false (by_hand);
  saved = load_saved (record);
  g_assert_true (tm_record_is_paused (saved, &by_hand));
  g_assert_false (by_hand);

  /* Back to the game: the app's pause ends. */
  g_assert_true (tm_window_open_record (window, shown));
  ui_spin ();
  g_assert_true (tm_play_clock_view_is_ticking (clock));
  g_assert_false (tm_record_is_paused (shown, NULL));
  g_clear_object (&saved);
  saved = load_saved (record);
  g_assert_false (tm_record_is_paused (saved, NULL));

  /* Paused by hand, left and shown again: still paused by hand. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "pause-clock", NULL);
  tm_window_show_start (window);
  ui_spin ();
  g_assert_true (tm_window_open_record (window, shown));
  ui_spin ();
  g_assert_true (tm_record_is_paused (shown, &by_hand));
  g_assert_true (by_hand);
  g_assert_false (tm_play_clock_view_is_ticking (clock));
  close_window (window);
}

static gboolean
text_changed (gpointer data)
{
  gpointer *args = data;

  return g_strcmp0 (clock_text (args[0]), args[1]) != 0;
}

/* The clock ticks and pauses with every control where it was, at both
 * sizes the app is laid out for. */
static void
test_nothing_moves (void)
{
  static const int sizes[][2] = { { 960, 720 }, { 800, 560 } };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      g_autoptr(TmRecord) record = make_record (3);
      g_autoptr(TmRecord) shown = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(GHashTable) before = NULL;
      g_autofree char *text = NULL;
      TmWindow *window;

      ui_clear_saved_games ();
      g_assert_true (tm_saved_games_save (record, &error));
      window = open_saved_at_size (record, &shown, sizes[s][0], sizes[s][1]);
      ui_wait_frames (GTK_WIDGET (window));

      /* A real tick: the text changes, nothing that can be clicked moves. */
      before = ui_record_clickable_bounds (GTK_WIDGET (window));
      text = g_strdup (clock_text (window));
      g_assert_true (ui_wait_for (text_changed, (gpointer[]) { window, text }));
      ui_wait_frames (GTK_WIDGET (window));
      ui_assert_clickables_stayed (before, GTK_WIDGET (window), "the clock ticked");

      /* Pause and Resume: the button keeps its place and size. */
      ui_click (pause_button (window));
      ui_wait_frames (GTK_WIDGET (window));
      ui_assert_clickables_stayed (before, GTK_WIDGET (window), "the clock paused");
      ui_click (pause_button (window));
      ui_wait_frames (GTK_WIDGET (window));
      ui_assert_clickables_stayed (before, GTK_WIDGET (window), "the clock resumed");
      close_window (window);
    }
}

/* A finished game: its clock stopped at the last move (a minute a move,
 * 31 moves), said under the end position and on the History page. */
static void
test_finished_game_times (void)
{
  g_autoptr(TmRecord) record = make_record (31);
  g_autoptr(TmRecord) shown = NULL;
  TmHistoryGameView *view;
  TmHistoryEntry *entry;
  GtkWidget *page;
  GtkWidget *label;
  TmWindow *window;

  /* Opened as a file is (a finished game in the games folder would go
   * to the history as the window starts). */
  ui_clear_saved_games ();
  window = ui_create_window (960, 720);
  shown = g_object_ref (record);
  g_assert_true (tm_window_open_record (window, shown));
  ui_spin ();
  g_assert_true (ui_wait_mapped (GTK_WIDGET (find_clock (window))));

  /* The end screen: the final times, the clock not running, nothing to
   * pause, and nothing added to the record. */
  g_assert_true (g_str_has_prefix (clock_text (window), "Played 31:00 · "));
  g_assert_false (tm_play_clock_view_is_ticking (find_clock (window)));
  g_assert_false (gtk_widget_is_sensitive (pause_button (window)));
  g_assert_cmpuint (tm_record_get_n_pauses (shown), ==, 0);

  /* Left, it joins the history, which says the same. */
  tm_window_show_history (window);
  ui_spin ();
  g_assert_cmpuint (tm_record_get_n_pauses (shown), ==, 0);
  page = tm_window_get_history_page (window);
  entry = tm_history_lookup (tm_window_get_history (window), tm_record_get_id (record));
  g_assert_nonnull (entry);
  g_assert_cmpint (tm_history_entry_get_duration_s (entry), ==, 31 * 60);
  g_assert_true (ui_wait_label_shown (page, "played 31 min"));
  g_assert_true (tm_history_page_open_game (TM_HISTORY_PAGE (page), entry));
  view = tm_history_page_get_game_view (TM_HISTORY_PAGE (page));
  g_assert_true (ui_wait_mapped (GTK_WIDGET (view)));
  label = ui_find_descendant (GTK_WIDGET (view), GTK_TYPE_LABEL, "play_times_label");
  g_assert_nonnull (label);
  g_assert_true (gtk_widget_get_mapped (label));
  {
    TmPlayTimes times;
    g_autofree char *markup = NULL;
    g_autofree char *expected = NULL;

    tm_play_clock_measure (record, G_MAXUINT, TM_RECORD_NO_TIME, &times);
    g_assert_cmpint (times.duration_s, ==, 31 * 60);
    markup = tm_play_clock_describe_times (record, &times, -1, TRUE);
    g_assert_true (pango_parse_markup (markup, -1, 0, NULL, &expected, NULL, NULL));
    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, expected);
    g_assert_true (g_str_has_prefix (expected, "Played 31:00 · Aoi "));
  }
  close_window (window);
}

int
test_ui_clock_main (int   argc,
                    char *argv[])
{
  g_autofree char *home = ui_make_data_home ("tm-ui-clock-XXXXXX");
  int status;

  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ui/clock/pause-across-restart", test_pause_across_restart);
  g_test_add_func ("/ui/clock/closed-pauses-by-itself", test_closed_pauses_by_itself);
  g_test_add_func ("/ui/clock/start-page-pauses", test_start_page_pauses);
  g_test_add_func ("/ui/clock/nothing-moves", test_nothing_moves);
  g_test_add_func ("/ui/clock/finished-game-times", test_finished_game_times);

  status = g_test_run ();
  ui_remove_tree (home);
  return status;
}
