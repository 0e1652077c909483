/* test-ui-history.c — the history page through the real widgets
 *
 * Runs in a real GTK window (under Xvfb in `meson test`).  Finished
 * games are put in the history folder as record files, the way the app
 * keeps them; then the page is driven like a player would: the History
 * action, the list's rows, the filter drop-downs, the replay buttons,
 * the delete button and the toast's Undo, the Players view's rows.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "app/tm-history-page.h"
#include "app/tm-history-row.h"
#include "widgets/tm-saved-games.h"
#include "app/tm-score-chart.h"
#include "app/tm-win-share-chart.h"
#include "app/tm-window.h"
#include "core/tm-statistics.h"
#include "games/children-of-the-sun/page/tm-cots-page.h"
#include "ui-test-util.h"
#include "ui-test-programs.h"


/* Helpers ------------------------------------------------------------------ */

static char *
data_dir (void)
{
  return tm_history_get_default_data_dir ();
}

static char *
history_dir (void)
{
  g_autofree char *data = data_dir ();

  return g_build_filename (data, "history", NULL);
}

/* Every test starts with no games at all. */
static void
clear_data (void)
{
  g_autofree char *data = data_dir ();

  ui_remove_tree (data);
}

static guint
count_files (const char *dir_path,
             const char *suffix)
{
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;
  guint n = 0;

  if (dir == NULL)
    return 0;
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, suffix))
      n++;
  return n;
}

/* The scripts of tests/app, read once. */
static JsonNode *
get_script (const char *script)
{
  static GHashTable *scripts = NULL;
  JsonNode *root;

  if (scripts == NULL)
    scripts = g_hash_table_new (g_str_hash, g_str_equal);
  root = g_hash_table_lookup (scripts, script);
  if (root == NULL)
    {
      g_autofree char *source = g_test_build_filename (G_TEST_DIST, script, NULL);
      g_autofree char *data = NULL;
      g_autoptr(GError) error = NULL;

      g_assert_true (g_file_get_contents (source, &data, NULL, &error));
      root = json_from_string (data, &error);
      g_assert_no_error (error);
      g_hash_table_insert (scripts, g_strdup (script), root);
    }
  return root;
}

/* @script (a file under tests/app) as finished game @id of the history,
 * started at @created, played by @first and @second (NULL: the
 * script's own players). */
static void
put_script (const char *script,
            const char *id,
            const char *first,
            const char *second,
            const char *created)
{
  g_autofree char *dir = history_dir ();
  g_autofree char *name = g_strconcat (id, ".json", NULL);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  JsonNode *root = get_script (script);
  JsonObject *object = json_node_get_object (root);

  json_object_set_string_member (object, "id", id);
  json_object_set_string_member (object, "created", created);
  if (first != NULL)
    {
      JsonArray *players = json_array_new ();

      json_array_add_string_element (players, first);
      json_array_add_string_element (players, second);
      json_object_set_array_member (object, "players", players);
    }
  out = json_to_string (root, TRUE);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents_full (path, out, -1, G_FILE_SET_CONTENTS_NONE, 0644, &error));
}

/* A scripted game of tests/app as a finished game of the history, with
 * its own id, players and date. */
static void
put_game (const char *script,
          const char *id,
          const char *first,
          const char *second,
          const char *created)
{
  put_script (script, id, first, second, created);
}

/* A record of tests/cli/records as a finished game of the history, with
 * its own id and date and its own players. */
static void
put_record (const char *record,
            const char *id,
            const char *created)
{
  g_autofree char *script = g_build_filename ("..", "cli", "records", record, NULL);

  put_script (script, id, NULL, NULL, created);
}

/* Four games (scores from the scripts):
 *   newest  d  draw       Mio 1   Ren 1    nobody wins
 *           c  tie-break  Aoi 13  Ren 13   Ren wins the tie-break
 *           b  winner     Mio 15  Aoi 12   Mio wins
 *   oldest  a  winner     Aoi 15  Mio 12   Aoi wins
 */
static void
put_four_games (void)
{
  put_game ("cots-winner.json", "a", "Aoi", "Mio", "2026-01-01T19:00:00Z");
  put_game ("cots-winner.json", "b", "Mio", "Aoi", "2026-01-02T19:00:00Z");
  put_game ("cots-tie-break.json", "c", "Aoi", "Ren", "2026-01-03T19:00:00Z");
  put_game ("cots-draw.json", "d", "Mio", "Ren", "2026-01-04T19:00:00Z");
}

static TmHistoryPage *
show_history (TmWindow *window)
{
  GtkWidget *page;

  /* What Ctrl+H and the header button do. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-history", NULL));
  ui_spin ();
  page = tm_window_get_history_page (window);
  g_assert_true (TM_IS_HISTORY_PAGE (page));
  g_assert_true (ui_wait_for (ui_is_mapped, page));
  return TM_HISTORY_PAGE (page);
}

static AdwWindowTitle *
get_window_title (TmWindow *window)
{
  GtkWidget *title = ui_find_descendant (GTK_WIDGET (window), ADW_TYPE_WINDOW_TITLE, NULL);

  g_assert_nonnull (title);
  return ADW_WINDOW_TITLE (title);
}

static const char *
window_subtitle (TmWindow *window)
{
  return adw_window_title_get_subtitle (get_window_title (window));
}

static const char *
window_title (TmWindow *window)
{
  return adw_window_title_get_title (get_window_title (window));
}

static gboolean
rows_shown (gpointer page)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  ui_collect_descendants (tm_history_page_get_list (page), TM_TYPE_HISTORY_ROW, rows);
  for (guint i = 0; i < rows->len; i++)
    if (gtk_widget_get_mapped (g_ptr_array_index (rows, i)))
      return TRUE;
  return FALSE;
}

/* The texts of the rows on screen, top to bottom. */
static GPtrArray *
shown_row_texts (TmHistoryPage *page)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);
  GtkWidget *list = tm_history_page_get_list (page);

  g_assert_true (ui_wait_for (rows_shown, page));
  ui_collect_descendants (list, TM_TYPE_HISTORY_ROW, rows);
  /* Sort by position on screen. */
  for (guint pass = 0; pass < rows->len; pass++)
    for (guint i = 0; i + 1 < rows->len; i++)
      {
        graphene_point_t a, b;

        g_assert_true (gtk_widget_compute_point (g_ptr_array_index (rows, i), list,
                                                 &GRAPHENE_POINT_INIT (0, 0), &a));
        g_assert_true (gtk_widget_compute_point (g_ptr_array_index (rows, i + 1), list,
                                                 &GRAPHENE_POINT_INIT (0, 0), &b));
        if (a.y > b.y)
          {
            gpointer t = rows->pdata[i];

            rows->pdata[i] = rows->pdata[i + 1];
            rows->pdata[i + 1] = t;
          }
      }
  for (guint i = 0; i < rows->len; i++)
    if (gtk_widget_get_mapped (g_ptr_array_index (rows, i))
        && tm_history_row_get_entry (g_ptr_array_index (rows, i)) != NULL)
      g_ptr_array_add (texts, tm_history_row_get_text (g_ptr_array_index (rows, i)));
  return texts;
}

/* Picks @text in a drop-down, as a player picks it from its list. */
static void
choose (GtkWidget  *drop_down,
        const char *text)
{
  GListModel *model = gtk_drop_down_get_model (GTK_DROP_DOWN (drop_down));

  g_assert_true (gtk_widget_get_mapped (drop_down));
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (model), i), text))
      {
        gtk_drop_down_set_selected (GTK_DROP_DOWN (drop_down), i);
        ui_spin ();
        return;
      }
  g_error ("“%s” is not offered", text);
}

/* @text with no-break spaces as plain ones. */
static char *
plain (const char *text)
{
  g_auto(GStrv) parts = g_strsplit (text, "\xc2\xa0", -1);

  return g_strjoinv (" ", parts);
}

static void
assert_subtitle (GtkWidget  *row,
                 const char *expected)
{
  g_autofree char *text = plain (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)));

  g_assert_cmpstr (text, ==, expected);
}

static void
assert_shown_ids (TmHistoryPage *page,
                  const char    *ids)
{
  GListModel *shown = tm_history_page_get_shown (page);
  g_autoptr(GString) got = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (shown); i++)
    {
      g_autoptr(TmHistoryEntry) entry = g_list_model_get_item (shown, i);

      g_string_append (got, tm_history_entry_get_id (entry));
    }
  g_assert_cmpstr (got->str, ==, ids);
}

/* Tests -------------------------------------------------------------------- */

static void
test_list (void)
{
  TmWindow *window;
  TmHistoryPage *page;
  g_autoptr(GPtrArray) texts = NULL;

  clear_data ();
  put_four_games ();
  window = ui_create_window (1000, 760);
  page = show_history (window);

  g_assert_cmpstr (tm_history_page_get_visible (page), ==, "main");
  g_assert_cmpstr (window_title (window), ==, "History");
  g_assert_cmpstr (window_subtitle (window), ==, "4 games");
  assert_shown_ids (page, "dcba");

  /* Newest first, each with who won, the scores and the game. */
  texts = shown_row_texts (page);
  g_assert_cmpuint (texts->len, ==, 4);
  g_assert_true (g_str_has_prefix (g_ptr_array_index (texts, 0), "No winner\nMio 1 · Ren 1\nChildren of the Sun · "));
  g_assert_true (g_str_has_prefix (g_ptr_array_index (texts, 1), "Ren won\nAoi 13 · Ren 13\n"));
  g_assert_true (g_str_has_prefix (g_ptr_array_index (texts, 2), "Mio won\nMio 15 · Aoi 12\n"));
  g_assert_true (g_str_has_prefix (g_ptr_array_index (texts, 3), "Aoi won\nAoi 15 · Mio 12\n"));

  /* Back goes to the start page. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.go-back", NULL));
  ui_spin ();
  g_assert_true (gtk_widget_get_mapped (tm_window_get_start_page (window)));
  g_assert_cmpstr (window_title (window), ==, "Tablemate");

  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
}

static void
test_filters (void)
{
  TmWindow *window;
  TmHistoryPage *page;
  GtkWidget *games, *players;

  clear_data ();
  put_four_games ();
  window = ui_create_window (1000, 760);
  page = show_history (window);
  games = tm_history_page_get_game_filter (page);
  players = tm_history_page_get_player_filter (page);

  choose (players, "Ren");
  assert_shown_ids (page, "dc");
  g_assert_cmpstr (window_subtitle (window), ==, "2 of 4 games");
  {
    g_autoptr(GPtrArray) texts = shown_row_texts (page);

    g_assert_cmpuint (texts->len, ==, 2);
    for (guint i = 0; i < texts->len; i++)
      g_assert_nonnull (strstr (g_ptr_array_index (texts, i), "Ren"));
  }

  choose (games, "Children of the Sun");
  assert_shown_ids (page, "dc");
  choose (players, "Aoi");
  assert_shown_ids (page, "cba");
  choose (players, "All players");
  choose (games, "All games");
  assert_shown_ids (page, "dcba");
  g_assert_cmpstr (window_subtitle (window), ==, "4 games");

  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
}

static void
assert_board_at (TmHistoryGameView *view,
                 TmRecord          *record,
                 guint              n)
{
  g_autoptr(TmGame) expected = tm_record_replay (record, n, NULL, NULL, NULL);
  TmCotsPage *cots = TM_COTS_PAGE (tm_history_game_view_get_game_page (view));
  const TmCotsState *a = tm_cots_game_get_state (TM_COTS_GAME (expected));
  const TmCotsState *b = tm_cots_game_get_state (tm_cots_page_get_game (cots));
  TmCotsBoard *board = tm_cots_page_get_board (cots);

  g_assert_cmpuint (tm_history_game_view_get_position (view), ==, n);
  g_assert_cmpint (a->phase, ==, b->phase);
  g_assert_cmpuint (a->turn, ==, b->turn);
  g_assert_cmpmem (a->field, sizeof a->field, b->field, sizeof b->field);
  g_assert_true (tm_cell_equal (a->ghost, b->ghost));
  g_assert_cmpint (a->facing, ==, b->facing);
  /* Looking back: nothing can be entered on the board. */
  g_assert_cmpuint (tm_cots_board_get_legal_cells (board), ==, 0);
}

/* The replay's own controls: the game's read-only page below them
 * changes with each move, but nothing of it is clicked to step. */
static GHashTable *
record_replay_controls (TmHistoryGameView *view)
{
  GHashTable *bounds = ui_record_clickable_bounds (GTK_WIDGET (view));
  GtkWidget *game_page = tm_history_game_view_get_game_page (view);
  GHashTableIter iter;
  gpointer widget;

  g_hash_table_iter_init (&iter, bounds);
  while (g_hash_table_iter_next (&iter, &widget, NULL))
    if (gtk_widget_is_ancestor (widget, game_page))
      g_hash_table_iter_remove (&iter);
  g_assert_cmpuint (g_hash_table_size (bounds), >=, 3);
  return bounds;
}

/* Stepping through a game, backwards and forwards: the buttons clicked
 * next never move (the position label keeps its width from "Move 9 of
 * 41" to "Move 10 of 41"). */
static void
test_replay_stable (void)
{
  TmWindow *window;
  TmHistoryPage *page;
  TmHistoryGameView *view;
  guint n;

  clear_data ();
  put_four_games ();
  put_record ("utena-full-lost.json", "u", "2026-01-06T19:00:00Z");
  window = ui_create_window (1000, 760);
  page = show_history (window);
  g_assert_true (ui_wait_for (rows_shown, page));

  /* The newest game: Tsuki no Utena, 41 moves (from "Before the first
   * move" through "Move 9 of 41" to "Move 10 of 41" and on). */
  for (guint row = 0; row < 1; row++)
    {
      g_signal_emit_by_name (tm_history_page_get_list (page), "activate", row);
      ui_spin ();
      view = tm_history_page_get_game_view (page);
      g_assert_true (ui_wait_for (ui_is_mapped, view));
      n = tm_history_game_view_get_n_moves (view);
      g_assert_cmpuint (n, >, 30);
      for (guint pass = 0; pass < 2; pass++)
        for (guint i = 0; i < n; i++)
          {
            GtkWidget *button = tm_history_game_view_get_button (view, pass == 0 ? "previous" : "next");
            g_autoptr(GHashTable) before = record_replay_controls (view);
            g_autofree char *what = g_strdup_printf ("%s, move %u", pass == 0 ? "back" : "on",
                                                     tm_history_game_view_get_position (view));

            ui_click (button);
            ui_assert_clickables_stayed (before, GTK_WIDGET (view), what);
          }
      g_assert_cmpuint (tm_history_game_view_get_position (view), ==, n);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.go-back", NULL));
      ui_spin ();
    }

  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
}

/* Steady pages --------------------------------------------------------------
 * What a person sees at the first frame of the page is what they click:
 * nothing moves, grows, comes or goes, and the focus stays, for a second
 * afterwards. */

static void
wait_a_second (GtkWidget *widget)
{
  gint64 end = g_get_monotonic_time () + G_TIME_SPAN_SECOND;

  while (g_get_monotonic_time () < end)
    ui_wait_frames (widget);
}

/* Call right after what shows the page (no main loop in between).  With
 * @expected, the first frame shows those controls there. */
static void
assert_steady_as (TmHistoryPage *page,
                  const char    *what,
                  GHashTable    *expected)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (page));
  GtkWidget *focus = NULL;
  /* The whole window: the page left must not linger over it either. */
  g_autoptr(GHashTable) first = ui_record_controls_at_next_frame (GTK_WIDGET (root), &focus);
  g_autoptr(GHashTable) later = NULL;
  g_autofree char *where = g_strdup_printf ("the history, %s", what);

  /* Something to click at once. */
  g_assert_cmpuint (g_hash_table_size (first), >, 3);
  g_test_message ("%s: %u controls at the first frame", what, g_hash_table_size (first));
  if (expected != NULL)
    {
      g_autofree char *as_left = g_strdup_printf ("%s, as left", where);

      ui_assert_controls_same (expected, first, as_left);
    }
  wait_a_second (GTK_WIDGET (page));
  later = ui_record_controls (GTK_WIDGET (root));
  ui_assert_controls_same (first, later, where);
  if (gtk_root_get_focus (root) != focus)
    {
      g_autofree char *now = ui_describe_focus (GTK_WINDOW (root));

      g_error ("%s: the focus moved from %s to %s by itself", where,
               focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "nothing", now);
    }
}

static void
assert_steady (TmHistoryPage *page,
               const char    *what)
{
  assert_steady_as (page, what, NULL);
}

static void
choose_now (GtkWidget  *drop_down,
            const char *text)
{
  GListModel *model = gtk_drop_down_get_model (GTK_DROP_DOWN (drop_down));

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (model), i), text))
      {
        gtk_drop_down_set_selected (GTK_DROP_DOWN (drop_down), i);
        return;
      }
  g_error ("“%s” is not offered", text);
}

/* A few dozen finished games of every game, the page opened from the
 * start page, its filters switched, its other view, a game and back. */
static void
test_steady (void)
{
  static const char * const names[] = { "Aoi", "Mio", "Ren", "Kai", "Sora", "Yui" };
  static const char * const scripts[] = { "cots-winner.json", "cots-tie-break.json", "cots-draw.json" };
  static const char * const records[] = {
    "psi-full-game.json", "sisters-3p.json", "utena-full-won.json", "utena-full-lost.json",
  };
  TmWindow *window;
  TmHistoryPage *page;

  clear_data ();
  for (guint i = 0; i < 36; i++)
    {
      g_autofree char *id = g_strdup_printf ("steady-%02u", i);
      g_autofree char *created = g_strdup_printf ("2026-02-%02uT%02u:00:00Z", 1 + i % 28, i % 24);

      put_game (scripts[i % 3], id, names[i % 6], names[(i + 1 + i / 6 % 5) % 6], created);
    }
  for (guint i = 0; i < G_N_ELEMENTS (records); i++)
    {
      g_autofree char *id = g_strdup_printf ("steady-record-%u", i);
      g_autofree char *created = g_strdup_printf ("2026-03-%02uT19:00:00Z", 1 + i);

      put_record (records[i], id, created);
    }

  window = ui_create_window (1000, 760);
  ui_wait_frames (GTK_WIDGET (window));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-history", NULL));
  page = TM_HISTORY_PAGE (tm_window_get_history_page (window));
  assert_steady (page, "shown");
  g_assert_cmpuint (g_list_model_get_n_items (tm_history_page_get_shown (page)), ==, 40);

  choose_now (tm_history_page_get_game_filter (page), "Children of the Sun");
  assert_steady (page, "one game");
  choose_now (tm_history_page_get_player_filter (page), "Ren");
  assert_steady (page, "one game and one player");
  choose_now (tm_history_page_get_game_filter (page), "All games");
  assert_steady (page, "one player");
  choose_now (tm_history_page_get_player_filter (page), "All players");
  assert_steady (page, "all again");

  tm_history_page_show_view (page, "players");
  assert_steady (page, "the Players view");
  tm_history_page_show_view (page, "games");
  assert_steady (page, "back to the games");

  /* A game far down the list, and back: the list as it was left,
   * scrolled where it was. */
  {
    GtkWidget *list = tm_history_page_get_list (page);
    GtkAdjustment *scroll = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (list));
    g_autoptr(GHashTable) left = NULL;

    gtk_adjustment_set_value (scroll, gtk_adjustment_get_upper (scroll) / 2);
    ui_wait_frames (GTK_WIDGET (window));
    wait_a_second (GTK_WIDGET (window));
    g_assert_cmpfloat (gtk_adjustment_get_value (scroll), >, 0);
    left = ui_record_controls (GTK_WIDGET (window));
    g_signal_emit_by_name (list, "activate", 24);
    ui_wait_frames (GTK_WIDGET (window));
    g_assert_cmpstr (tm_history_page_get_visible (page), ==, "game");
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.go-back", NULL));
    assert_steady_as (page, "back from a game", left);
  }

  /* Left for the start page and shown again. */
  tm_window_show_start (window);
  ui_wait_frames (GTK_WIDGET (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-history", NULL));
  assert_steady (page, "shown again");

  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
}

static void
test_replay (void)
{
  g_autofree char *dir = history_dir ();
  g_autofree char *record_path = g_build_filename (dir, "b.json", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *games_dir = tm_saved_games_get_dir ();
  g_autoptr(TmRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  TmWindow *window;
  TmHistoryPage *page;
  TmHistoryGameView *view;
  TmCotsPage *cots;
  TmCotsState start_state;

  clear_data ();
  put_four_games ();
  g_assert_true (g_file_get_contents (record_path, &before, NULL, NULL));
  record = tm_record_load_file (record_path, &error);
  g_assert_no_error (error);

  window = ui_create_window (1000, 760);
  page = show_history (window);
  g_assert_true (ui_wait_for (rows_shown, page));

  /* A click on Mio's win (the third row). */
  g_signal_emit_by_name (tm_history_page_get_list (page), "activate", 2);
  ui_spin ();
  g_assert_cmpstr (tm_history_page_get_visible (page), ==, "game");
  view = tm_history_page_get_game_view (page);
  g_assert_true (ui_wait_for (ui_is_mapped, view));
  g_assert_cmpstr (tm_history_entry_get_id (tm_history_game_view_get_entry (view)), ==, "b");
  g_assert_cmpstr (window_title (window), ==, "Children of the Sun");
  g_assert_cmpstr (window_subtitle (window), ==, "Mio and Aoi");

  /* At the end: the final score. */
  cots = TM_COTS_PAGE (tm_history_game_view_get_game_page (view));
  g_assert_true (TM_IS_COTS_PAGE (cots));
  g_assert_true (tm_cots_page_get_read_only (cots));
  g_assert_cmpuint (tm_history_game_view_get_n_moves (view), ==, 31);
  assert_board_at (view, record, 31);
  g_assert_cmpstr (tm_history_game_view_get_position_text (view), ==, "Move 31 of 31");
  g_assert_cmpstr (tm_cots_extermination_get_result_text (tm_cots_page_get_extermination (cots)), ==, "Mio wins!");
  g_assert_false (gtk_widget_is_sensitive (tm_history_game_view_get_button (view, "next")));

  /* Back one move: the board changes, to the position before the last. */
  ui_click (tm_history_game_view_get_button (view, "previous"));
  assert_board_at (view, record, 30);
  g_assert_cmpstr (tm_history_game_view_get_position_text (view), ==, "Move 30 of 31");
  g_assert_cmpstr (tm_cots_extermination_get_result_text (tm_cots_page_get_extermination (cots)), ==, "");

  /* To the start: an empty table. */
  ui_click (tm_history_game_view_get_button (view, "first"));
  assert_board_at (view, record, 0);
  start_state = *tm_cots_game_get_state (tm_cots_page_get_game (cots));
  g_assert_cmpstr (tm_history_game_view_get_position_text (view), ==, "Before the first move");
  g_assert_false (gtk_widget_is_sensitive (tm_history_game_view_get_button (view, "previous")));

  /* On, move by move: each one changes the field. */
  for (guint n = 1; n <= 8; n++)
    {
      ui_click (tm_history_game_view_get_button (view, "next"));
      assert_board_at (view, record, n);
    }
  g_assert_true (memcmp (start_state.field, tm_cots_game_get_state (tm_cots_page_get_game (cots))->field,
                         sizeof start_state.field) != 0);
  ui_click (tm_history_game_view_get_button (view, "last"));
  assert_board_at (view, record, 31);

  /* Looking back saved nothing and changed nothing. */
  g_assert_true (g_file_get_contents (record_path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (count_files (games_dir, ".json"), ==, 0);

  /* Back: the list, then the start page. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.go-back", NULL));
  ui_spin ();
  g_assert_cmpstr (tm_history_page_get_visible (page), ==, "main");
  g_assert_cmpstr (window_title (window), ==, "History");

  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
}

typedef struct
{
  TmWindow *window;
  const char *label;
} ButtonSearch;

static gboolean
button_shown (gpointer data)
{
  ButtonSearch *search = data;

  return ui_find_button_labelled (GTK_WIDGET (search->window), search->label) != NULL;
}

static gboolean
button_gone (gpointer data)
{
  return !button_shown (data);
}

/* Returns once the toasts have stopped sliding, as a player clicks a
 * toast that has come to rest.  A click during the slide-in once crashed
 * here (libadwaita 1.2 frees a toast whose slide-in still runs);
 * tm-toast-guard.c now holds such a dismissal back, and ui-toast-race is
 * the test that clicks during the slide-in on purpose. */
static void
toasts_settled (gpointer window)
{
  g_hash_table_unref (ui_record_clickable_bounds (GTK_WIDGET (window)));
}

static void
test_delete_undo (void)
{
  g_autofree char *dir = history_dir ();
  g_autofree char *trash = g_build_filename (dir, "trash", NULL);
  TmWindow *window;
  TmHistoryPage *page;
  TmHistoryGameView *view;
  ButtonSearch undo;

  clear_data ();
  put_four_games ();
  window = ui_create_window (1000, 760);
  page = show_history (window);
  g_assert_true (ui_wait_for (rows_shown, page));

  /* Open the newest, delete it. */
  g_signal_emit_by_name (tm_history_page_get_list (page), "activate", 0);
  ui_spin ();
  view = tm_history_page_get_game_view (page);
  g_assert_cmpstr (tm_history_entry_get_id (tm_history_game_view_get_entry (view)), ==, "d");
  ui_click (tm_history_game_view_get_button (view, "delete"));

  g_assert_cmpstr (tm_history_page_get_visible (page), ==, "main");
  assert_shown_ids (page, "cba");
  g_assert_cmpstr (window_subtitle (window), ==, "3 games");
  g_assert_cmpuint (count_files (dir, ".json"), ==, 3);
  g_assert_cmpuint (count_files (trash, ".json"), ==, 1);

  /* The toast's Undo puts it back. */
  undo.window = window;
  undo.label = "_Undo";
  g_assert_true (ui_wait_for (button_shown, &undo));
  toasts_settled (window);
  ui_click (ui_find_button_labelled (GTK_WIDGET (window), "_Undo"));
  assert_shown_ids (page, "dcba");
  g_assert_cmpuint (count_files (dir, ".json"), ==, 4);
  g_assert_cmpuint (count_files (trash, ".json"), ==, 0);
  {
    g_autoptr(GPtrArray) texts = shown_row_texts (page);

    g_assert_true (g_str_has_prefix (g_ptr_array_index (texts, 0), "No winner\n"));
  }

  /* Two games deleted one after the other: one toast says both, and its
   * Undo brings both back (a toast per game would have come back from
   * the queue after the other went). */
  g_assert_true (ui_wait_for (button_gone, &undo));
  {
    g_autoptr(TmHistoryEntry) newest = g_list_model_get_item (tm_history_page_get_shown (page), 0);
    g_autoptr(TmHistoryEntry) second = g_list_model_get_item (tm_history_page_get_shown (page), 1);
    g_autoptr(GPtrArray) labels = g_ptr_array_new ();

    tm_history_page_delete_game (page, newest);
    tm_history_page_delete_game (page, second);
    ui_spin ();
    assert_shown_ids (page, "ba");
    g_assert_true (ui_label_shown_containing (GTK_WIDGET (window), "2 games deleted"));
    g_assert_false (ui_label_shown_containing (GTK_WIDGET (window), "Game deleted"));
    g_assert_true (ui_wait_for (button_shown, &undo));
    toasts_settled (window);
    ui_click (ui_find_button_labelled (GTK_WIDGET (window), "_Undo"));
    assert_shown_ids (page, "dcba");
    g_assert_cmpuint (count_files (trash, ".json"), ==, 0);
  }

  /* Deleted again and not undone: gone for good when the window closes. */
  g_signal_emit_by_name (tm_history_page_get_list (page), "activate", 0);
  ui_spin ();
  ui_click (tm_history_game_view_get_button (view, "delete"));
  assert_shown_ids (page, "cba");
  toasts_settled (window);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
  g_assert_cmpuint (count_files (dir, ".json"), ==, 3);
  g_assert_cmpuint (count_files (trash, ".json"), ==, 0);

  /* And the next window lists the three that are left. */
  window = ui_create_window (1000, 760);
  page = show_history (window);
  assert_shown_ids (page, "cba");
  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
}

static void
test_players (void)
{
  TmWindow *window;
  TmHistoryPage *page;
  TmPlayerStatsPage *player_page;
  GtkWidget *row;
  g_autoptr(GPtrArray) charts = g_ptr_array_new ();

  clear_data ();
  put_four_games ();
  window = ui_create_window (1000, 760);
  page = show_history (window);

  /* Two clicks from the start page: History, then Players. */
  tm_history_page_show_view (page, "players");
  ui_spin ();

  /* Aoi and Mio won one each; Ren won the tie-break. */
  row = tm_history_page_get_ranking_row (page, "children-of-the-sun", "Mio");
  g_assert_nonnull (row);
  g_assert_true (ui_wait_for (ui_is_mapped, row));
  assert_subtitle (row, "1 of 3 won (33 %) · average 9.3 · best 15");
  row = tm_history_page_get_ranking_row (page, "children-of-the-sun", "Aoi");
  assert_subtitle (row, "1 of 3 won (33 %) · average 13.3 · best 15");
  ui_collect_descendants (GTK_WIDGET (page), TM_TYPE_WIN_SHARE_CHART, charts);
  g_assert_cmpuint (charts->len, ==, 1);
  {
    g_autofree char *key = tm_win_share_chart_get_text (g_ptr_array_index (charts, 0));

    g_assert_cmpstr (key, ==, "Aoi 1 (25 %)\nMio 1 (25 %)\nRen 1 (25 %)\nNo winner 1 (25 %)");
  }

  /* A player's own page. */
  g_signal_emit_by_name (row, "activated");
  ui_spin ();
  g_assert_cmpstr (tm_history_page_get_visible (page), ==, "player");
  g_assert_cmpstr (window_title (window), ==, "Aoi");
  player_page = tm_history_page_get_player_page (page);
  g_assert_true (ui_wait_for (ui_is_mapped, player_page));
  g_assert_cmpuint (tm_score_chart_get_n_points (TM_SCORE_CHART (tm_player_stats_page_get_chart (player_page))),
                    ==, 3);
  tm_player_stats_page_set_opponent (player_page, "Mio");
  g_assert_cmpstr (tm_player_stats_page_get_head_to_head (player_page), ==, "Aoi 1 – 1 Mio");
  tm_player_stats_page_set_opponent (player_page, "Ren");
  g_assert_cmpstr (tm_player_stats_page_get_head_to_head (player_page), ==, "Aoi 0 – 1 Ren");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.go-back", NULL));
  ui_spin ();
  g_assert_cmpstr (tm_history_page_get_visible (page), ==, "main");

  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
}

/* Other games beside Children of the Sun: a player's chart opens on the
 * game they were opened from, and the cooperative Tsuki no Utena is the
 * team's result, not scores of its players. */
static void
test_other_games (void)
{
  TmWindow *window;
  TmHistoryPage *page;
  TmPlayerStatsPage *player_page;
  GtkWidget *row;
  g_autoptr(GPtrArray) texts = NULL;
  g_autoptr(GPtrArray) charts = g_ptr_array_new ();
  gboolean found_team = FALSE;
  g_autofree char *team = NULL;
  g_autofree char *aoi_score = NULL;

  clear_data ();
  /* Aoi played Children of the Sun most: the chart's first choice. */
  put_four_games ();
  put_record ("sisters-4p.json", "s", "2026-01-05T19:00:00Z");
  put_record ("utena-full-lost.json", "u", "2026-01-06T19:00:00Z");
  window = ui_create_window (1000, 760);
  page = show_history (window);

  /* Aoi's and Mio's markers (their scores) are the team's, in round 6. */
  {
    g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "cli", "records",
                                                   "utena-full-lost.json", NULL);
    g_autoptr(TmRecord) record = tm_record_load_file (path, NULL);
    g_autoptr(TmGame) game = tm_record_replay (record, G_MAXUINT, NULL, NULL, NULL);
    int aoi = tm_game_get_score (game, 0), mio = tm_game_get_score (game, 1);

    team = g_strdup_printf ("Aoi and Mio · round 6 · %d markers placed", aoi + mio);
    aoi_score = g_strdup_printf ("Aoi %d", aoi);
  }
  texts = shown_row_texts (page);
  for (guint i = 0; i < texts->len; i++)
    {
      const char *text = g_ptr_array_index (texts, i);

      if (!g_str_has_prefix (text, "Lost together\n"))
        continue;
      found_team = TRUE;
      g_assert_nonnull (strstr (text, team));
      g_assert_null (strstr (text, aoi_score));
    }
  g_assert_true (found_team);

  tm_history_page_show_view (page, "players");
  ui_spin ();
  row = tm_history_page_get_ranking_row (page, "tsuki-no-utena", "Aoi");
  g_assert_nonnull (row);
  assert_subtitle (row, "0 of 1 won together");
  ui_collect_descendants (GTK_WIDGET (page), TM_TYPE_WIN_SHARE_CHART, charts);
  {
    gboolean found_key = FALSE;

    for (guint i = 0; i < charts->len; i++)
      {
        g_autofree char *key = tm_win_share_chart_get_text (g_ptr_array_index (charts, i));

        found_key |= g_strcmp0 (key, "Lost together 1 (100 %)") == 0;
      }
    g_assert_true (found_key);
  }

  /* Aoi from the Planetary Sisters ranking: her Planetary Sisters scores. */
  row = tm_history_page_get_ranking_row (page, "planetary-sisters", "Aoi");
  g_assert_nonnull (row);
  g_signal_emit_by_name (row, "activated");
  ui_spin ();
  g_assert_cmpstr (tm_history_page_get_visible (page), ==, "player");
  player_page = tm_history_page_get_player_page (page);
  g_assert_cmpstr (tm_player_stats_page_get_chart_game (player_page), ==, "planetary-sisters");
  g_assert_cmpuint (tm_score_chart_get_n_points (TM_SCORE_CHART (tm_player_stats_page_get_chart (player_page))),
                    ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.go-back", NULL));
  ui_spin ();

  /* From the Children of the Sun ranking: hers there. */
  row = tm_history_page_get_ranking_row (page, "children-of-the-sun", "Aoi");
  g_signal_emit_by_name (row, "activated");
  ui_spin ();
  g_assert_cmpstr (tm_player_stats_page_get_chart_game (player_page), ==, "children-of-the-sun");

  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
}

static void
test_finished_game_joins (void)
{
  g_autofree char *script_path = g_test_build_filename (G_TEST_DIST, "cots-winner.json", NULL);
  g_autofree char *games_dir = tm_saved_games_get_dir ();
  g_autoptr(TmRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  TmWindow *window;
  TmHistoryPage *page;

  clear_data ();
  window = ui_create_window (1000, 760);
  page = show_history (window);
  g_assert_cmpuint (g_list_model_get_n_items (tm_history_page_get_shown (page)), ==, 0);

  /* A finished game on screen (saved in the games folder) … */
  record = tm_record_load_file (script_path, &error);
  g_assert_no_error (error);
  g_assert_true (tm_window_open_record (window, record));
  g_assert_cmpuint (count_files (games_dir, ".json"), ==, 1);

  /* … is in the history once it is left. */
  page = show_history (window);
  g_assert_cmpuint (g_list_model_get_n_items (tm_history_page_get_shown (page)), ==, 1);
  g_assert_cmpuint (count_files (games_dir, ".json"), ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
}

/* @n finished games of Children of the Sun (won and drawn in turn)
 * between six players; with @indexed, the index as the app leaves it
 * after the first time (without it, 64 games or more are read in the
 * background first). */
static void
put_bulk_games (guint    n,
                gboolean indexed)
{
  static const char * const names[] = { "Aoi", "Mio", "Ren", "Kai", "Sora", "Yui" };

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *id = g_strdup_printf ("bulk-%05u", i);
      g_autofree char *created = g_strdup_printf ("2025-%02u-%02uT%02u:%02u:00Z",
                                                  1 + i % 12, 1 + i % 28, i % 24, i % 60);

      put_game (i % 2 ? "cots-winner.json" : "cots-draw.json", id, names[i % 6], names[(i + 1 + i / 6 % 5) % 6],
                created);
    }
  if (indexed)
    {
      g_autofree char *data = data_dir ();
      g_autoptr(TmHistory) history = tm_history_new (data);

      g_assert_true (tm_history_load (history, NULL));
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, n);
    }
}

static guint
large_count (void)
{
  const char *text = g_getenv ("TM_HISTORY_LARGE");

  return text != NULL ? (guint) g_ascii_strtoull (text, NULL, 10) : 10000;
}

static void
test_large (void)
{
  guint n = large_count ();
  TmWindow *window;
  TmHistoryPage *page;
  gint64 start;
  double open_s;

  clear_data ();
  put_bulk_games (n, TRUE);

  window = ui_create_window (1000, 760);
  start = g_get_monotonic_time ();
  page = show_history (window);
  g_assert_true (ui_wait_for (rows_shown, page));
  open_s = (g_get_monotonic_time () - start) / 1e6;
  g_assert_cmpuint (g_list_model_get_n_items (tm_history_page_get_shown (page)), ==, n);
  g_test_message ("The history page opened with %u games in %.3f s", n, open_s);
  /* Loose: valgrind and sanitizer builds are slow. */
  g_assert_cmpfloat (open_s, <, 20.0);

  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
  clear_data ();
}

static gboolean
history_loaded (gpointer history)
{
  return !tm_history_is_loading (history);
}

/* More games than a screen: the list's first frame has the first rows
 * only (GtkListView would build ~200), the rest come in the next frame,
 * and nothing a person sees moves meanwhile. */
static void
test_first_screen (void)
{
  const guint n = 120;
  TmWindow *window;
  TmHistoryPage *page;
  GListModel *rows;

  clear_data ();
  put_bulk_games (n, TRUE);
  window = ui_create_window (1000, 760);
  ui_wait_frames (GTK_WIDGET (window));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-history", NULL));
  page = TM_HISTORY_PAGE (tm_window_get_history_page (window));
  rows = G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (tm_history_page_get_list (page))));
  g_assert_cmpuint (g_list_model_get_n_items (tm_history_page_get_shown (page)), ==, n);
  g_assert_cmpuint (g_list_model_get_n_items (rows), <, n);
  g_assert_cmpuint (g_list_model_get_n_items (rows), >=, 24);
  assert_steady (page, "more games than a screen");
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, n);
  {
    g_autoptr(GPtrArray) built = g_ptr_array_new ();

    ui_collect_descendants (tm_history_page_get_list (page), TM_TYPE_HISTORY_ROW, built);
    g_assert_cmpuint (built->len, ==, n);
  }

  /* Filtered and back: every game stays in the list. */
  choose_now (tm_history_page_get_player_filter (page), "Ren");
  ui_wait_frames (GTK_WIDGET (window));
  g_assert_cmpuint (g_list_model_get_n_items (rows), <, n);
  choose_now (tm_history_page_get_player_filter (page), "All players");
  ui_wait_frames (GTK_WIDGET (window));
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, n);

  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
  clear_data ();
}

/* No index (a new computer, a restored backup): the page opens at once
 * and says it is reading the games, which are read in another thread;
 * then the list is there, whole. */
static void
test_without_index (void)
{
  g_autofree char *dir = history_dir ();
  g_autofree char *index = g_build_filename (dir, "index.jsonl", NULL);
  const guint n = 200;
  TmWindow *window;
  TmHistory *history;
  GtkWidget *page;
  GtkWidget *bar;
  GtkWidget *stack;

  clear_data ();
  put_bulk_games (n, FALSE);
  g_assert_false (g_file_test (index, G_FILE_TEST_EXISTS));

  window = ui_create_window (1000, 760);
  history = tm_window_get_history (window);
  /* No spin in between: the reading ends on the main loop only. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-history", NULL));
  page = tm_window_get_history_page (window);
  g_assert_true (TM_IS_HISTORY_PAGE (page));
  g_assert_true (tm_history_is_loading (history));
  bar = ui_find_descendant (page, GTK_TYPE_PROGRESS_BAR, NULL);
  g_assert_nonnull (bar);
  stack = gtk_widget_get_ancestor (bar, GTK_TYPE_STACK);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "loading");
  g_assert_cmpstr (window_subtitle (window), ==, "Reading games…");
  g_assert_cmpuint (g_list_model_get_n_items (tm_history_page_get_shown (TM_HISTORY_PAGE (page))), ==, 0);

  g_assert_true (ui_wait_for (history_loaded, history));
  g_assert_true (ui_wait_for (rows_shown, page));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "list");
  g_assert_cmpuint (g_list_model_get_n_items (tm_history_page_get_shown (TM_HISTORY_PAGE (page))), ==, n);
  g_assert_cmpstr (window_subtitle (window), ==, "200 games");
  g_assert_true (g_file_test (index, G_FILE_TEST_EXISTS));

  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
  clear_data ();
}

int
test_ui_history_main (int   argc,
                      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ui/history/list", test_list);
  g_test_add_func ("/ui/history/filters", test_filters);
  g_test_add_func ("/ui/history/replay", test_replay);
  g_test_add_func ("/ui/history/delete-undo", test_delete_undo);
  g_test_add_func ("/ui/history/players", test_players);
  g_test_add_func ("/ui/history/other-games", test_other_games);
  g_test_add_func ("/ui/history/replay-stable", test_replay_stable);
  g_test_add_func ("/ui/history/finished-game-joins", test_finished_game_joins);
  g_test_add_func ("/ui/history/steady", test_steady);
  g_test_add_func ("/ui/history/first-screen", test_first_screen);
  g_test_add_func ("/ui/history/without-index", test_without_index);
  g_test_add_func ("/ui/history/large", test_large);

  return g_test_run ();
}
