/* test-ui-first-start.c — many finished games left in games/: the window
 * shows at once and moves them into the history a batch at a time; the
 * start page reads the games folder only then, to list the games still
 * being played
 *
 * Runs in a real GTK window (under Xvfb in `meson test`).  300 finished
 * games in batches of 20 (TM_HISTORY_BATCH); the 10,000-game case and its
 * memory are bench/run.sh's ("first start").
 */
#include "config.h"

#include <adwaita.h>

#include "core/tm-history.h"
#include "core/tm-json.h"
#include "widgets/tm-saved-games.h"
#include "app/tm-start-page.h"
#include "ui-test-util.h"
#include "ui-test-programs.h"

#define N_GAMES      300
#define N_UNFINISHED 3
#define BATCH        "20"

static guint
count_records (const char *dir_path)
{
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;
  guint n = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    n += g_str_has_suffix (name, ".json");
  return n;
}

static gboolean
games_folder_holds_unfinished (gpointer dir_path)
{
  return count_records (dir_path) == N_UNFINISHED;
}

static TmStartPage *
start_page (TmWindow *window)
{
  return TM_START_PAGE (tm_window_get_start_page (window));
}

static gboolean
toast_gone (gpointer window)
{
  return !ui_label_shown_containing (window, "Moving finished games into the history");
}

static void
test_first_start (void)
{
  g_autofree char *games_dir = tm_saved_games_get_dir ();
  g_autofree char *source = g_build_filename (g_getenv ("TM_SOURCE_ROOT"), "tests", "cli",
                                              "records", "cots-full-game.json", NULL);
  g_autofree char *text = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) error = NULL;
  TmWindow *window;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  root = tm_json_parse (text, strlen (text), &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_mkdir_with_parents (games_dir, 0700), ==, 0);
  for (guint i = 0; i < N_GAMES + N_UNFINISHED; i++)
    {
      g_autofree char *id = g_strdup_printf ("first-start-%03u", i);
      g_autofree char *name = g_strdup_printf ("%s.json", id);
      g_autofree char *path = g_build_filename (games_dir, name, NULL);
      g_autofree char *data = NULL;

      json_object_set_string_member (json_node_get_object (root), "id", id);
      /* The last few stop after their opening moves: still being played. */
      if (i == N_GAMES)
        {
          JsonArray *moves = json_object_get_array_member (json_node_get_object (root), "moves");

          while (json_array_get_length (moves) > 4)
            json_array_remove_element (moves, json_array_get_length (moves) - 1);
        }
      data = json_to_string (root, FALSE);
      g_assert_true (g_file_set_contents (path, data, -1, NULL));
    }

  g_setenv ("TM_HISTORY_BATCH", BATCH, TRUE);
  window = ui_create_window (1000, 700);
  /* Shown while most games are still to move, with a toast counting them. */
  g_assert_cmpuint (count_records (games_dir), >, N_GAMES / 2);
  g_assert_true (ui_label_shown_containing (GTK_WIDGET (window),
                                            "Moving finished games into the history"));
  /* The start page has not read them (that took seconds with thousands). */
  g_assert_cmpuint (tm_start_page_get_n_resumable (start_page (window)), ==, 0);

  /* Then all the finished ones move, the toast goes, and the start page
   * offers the games still being played. */
  g_assert_true (ui_wait_for (games_folder_holds_unfinished, games_dir));
  g_assert_true (ui_wait_for (toast_gone, window));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (tm_window_get_history (window))), ==, N_GAMES);
  g_assert_cmpuint (tm_start_page_get_n_resumable (start_page (window)), ==, N_UNFINISHED);

  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
}

int
test_ui_first_start_main (int   argc,
                          char *argv[])
{
  g_autofree char *home = ui_make_data_home ("tm-ui-first-start-XXXXXX");
  int status;

  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ui/first-start/many-games", test_first_start);

  status = g_test_run ();
  ui_remove_tree (home);
  return status;
}
