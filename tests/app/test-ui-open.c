/* test-ui-open.c — saving an opened game: not again when it is the saved
 * game already, after the first frame at start-up
 *
 * Runs in a real GTK window (under Xvfb in `meson test`).
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <utime.h>

#include "widgets/tm-saved-games.h"
#include "app/tm-window.h"
#include "ui-test-util.h"
#include "ui-test-programs.h"

static char *
script_path (void)
{
  return g_test_build_filename (G_TEST_DIST, "cots-winner.json", NULL);
}

static void
clear_saved_games (void)
{
  g_autofree char *dir = tm_saved_games_get_dir ();

  ui_remove_tree (dir);
}

static gint64
mtime_of (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED,
                                                 G_FILE_QUERY_INFO_NONE, NULL, NULL);

  g_assert_nonnull (info);
  return g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED);
}

/* A saved game opened again, unchanged, is not written again; a changed
 * one is. */
static void
test_unchanged_not_rewritten (void)
{
  g_autofree char *path = script_path ();
  g_autoptr(TmRecord) record = NULL;
  g_autoptr(TmRecord) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *saved_path = NULL;
  struct utimbuf old_times = { 1000000000, 1000000000 };
  TmWindow *window;

  clear_saved_games ();
  record = tm_record_load_file (path, &error);
  g_assert_no_error (error);
  /* Unfinished: a finished game would go to the history when the window
   * starts. */
  for (guint i = 0; i < 5; i++)
    g_assert_true (tm_record_undo (record));
  g_assert_false (tm_saved_games_is_saved (record));
  g_assert_true (tm_saved_games_save (record, &error));
  g_assert_no_error (error);
  g_assert_true (tm_saved_games_is_saved (record));
  saved_path = tm_saved_games_get_path (record);
  g_assert_cmpint (g_utime (saved_path, &old_times), ==, 0);

  window = ui_create_window (1100, 760);
  again = tm_record_load_file (saved_path, &error);
  g_assert_no_error (error);
  g_assert_true (tm_window_open_record (window, again));
  ui_spin ();
  g_assert_nonnull (tm_window_get_game_page (window));
  g_assert_cmpint (mtime_of (saved_path), ==, 1000000000);

  /* One move fewer than the file: written at once. */
  g_assert_true (tm_record_undo (again));
  g_assert_false (tm_saved_games_is_saved (again));
  g_assert_true (tm_window_open_record (window, again));
  g_assert_cmpint (mtime_of (saved_path), >, 1000000000);
  g_assert_true (tm_saved_games_is_saved (again));

  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
}

static gboolean
is_saved (gpointer record)
{
  return tm_saved_games_is_saved (record);
}

/* A file given at start-up is shown at once, without the crossfade from
 * the start page, and saved into the games folder right after the
 * window's first frame. */
static void
test_saved_after_first_frame (void)
{
  g_autofree char *path = script_path ();
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TmRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *saved_path = NULL;
  GtkWidget *stack;
  TmWindow *window;

  clear_saved_games ();
  record = tm_record_load_file (path, &error);
  g_assert_no_error (error);
  saved_path = tm_saved_games_get_path (record);

  /* As TmApplication does: present, then open, before any frame. */
  window = tm_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (tm_window_open_file (window, file));
  g_assert_nonnull (tm_window_get_game_page (window));
  g_assert_false (g_file_test (saved_path, G_FILE_TEST_EXISTS));
  /* Nothing to crossfade from: the first frame shows the game. */
  stack = ui_find_descendant (GTK_WIDGET (window), GTK_TYPE_STACK, "stack");
  g_assert_nonnull (stack);
  g_assert_true (gtk_stack_get_visible_child (GTK_STACK (stack)) == tm_window_get_game_page (window));
  g_assert_false (gtk_stack_get_transition_running (GTK_STACK (stack)));

  g_assert_true (ui_wait_for (is_saved, record));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
}

/* Closed before its first frame: the game is saved all the same. */
static void
test_saved_when_closed_early (void)
{
  g_autofree char *path = script_path ();
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TmRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  TmWindow *window;

  clear_saved_games ();
  record = tm_record_load_file (path, &error);
  g_assert_no_error (error);

  window = tm_window_new (NULL);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (tm_window_open_file (window, file));
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_true (tm_saved_games_is_saved (record));
  ui_spin ();
}

/* A game to resume says whose turn it is, when the players play against
 * each other (#25): a Psi Conjuring game, not a cooperative one. */
static void
test_resume_says_whose_turn (void)
{
  const char * const players[] = { "Aoi", "Ren", NULL };
  g_autoptr(TmRecord) psi = tm_record_new ("psi-conjuring", players, NULL);
  g_autoptr(TmRecord) utena = tm_record_new ("tsuki-no-utena", players, NULL);
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;

  clear_saved_games ();
  g_assert_true (tm_saved_games_save (psi, &error));
  g_assert_no_error (error);
  g_assert_true (tm_saved_games_save (utena, &error));
  g_assert_no_error (error);
  games = tm_saved_games_list_unfinished ();
  g_assert_cmpuint (games->len, ==, 2);
  for (guint i = 0; i < games->len; i++)
    {
      TmSavedGame *saved = g_ptr_array_index (games, i);

      if (g_str_equal (tm_record_get_game_id (saved->record), "psi-conjuring"))
        g_assert_cmpstr (saved->phase, ==, "Placement, Aoi’s turn");
      else
        g_assert_null (strstr (saved->phase, "turn"));
    }
  clear_saved_games ();
}

int
test_ui_open_main (int   argc,
                   char *argv[])
{
  g_autofree char *home = ui_make_data_home ("tm-ui-open-XXXXXX");
  int status;

  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ui/open/unchanged-not-rewritten", test_unchanged_not_rewritten);
  g_test_add_func ("/ui/open/resume-says-whose-turn", test_resume_says_whose_turn);
  g_test_add_func ("/ui/open/saved-after-first-frame", test_saved_after_first_frame);
  g_test_add_func ("/ui/open/saved-when-closed-early", test_saved_when_closed_early);

  status = g_test_run ();
  ui_remove_tree (home);
  return status;
}
