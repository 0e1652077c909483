/* test-ui-players.c — players' colours, names suggested, renames, and
 * the group's statistics (issue #29)
 *
 * Runs in a real GTK window (under Xvfb in `meson test`):
 * - a colour chosen for a player in one game is theirs in the next,
 *   kept in players.json, and choosing it moves nothing in the dialog;
 * - names the group knows are suggested as one types, taken with the
 *   keyboard (real key presses) without the focus leaving the entry;
 * - renaming and merging from a player's page: everything counts under
 *   the new name, the records keep theirs, a merge of two names who sat
 *   at one table is refused;
 * - the Players view's figures (rivals, months and years, player
 *   counts, streaks), every new control named; TM_SHOTS_DIR set: the
 *   view drawn wide and at 360 px, light and dark, into PNG files.
 */
#include "config.h"

#include <adwaita.h>

#include "core/tm-player-book.h"
#include "app/tm-group-stats-view.h"
#include "app/tm-history-page.h"
#include "app/tm-name-suggestions.h"
#include "app/tm-new-game-dialog.h"
#include "app/tm-player-badge.h"
#include "app/tm-player-colour-button.h"
#include "app/tm-player-stats-page.h"
#include "app/tm-rename-player.h"
#include "widgets/tm-saved-games.h"
#include "app/tm-window.h"
#include "ui-shot-util.h"
#include "ui-test-util.h"
#include "ui-test-programs.h"

static void
clear_data (void)
{
  g_autofree char *data = tm_history_get_default_data_dir ();
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);

  ui_remove_tree (data);
  g_settings_reset (settings, "recent-players");
}

static char *
book_path (void)
{
  g_autofree char *data = tm_history_get_default_data_dir ();

  return g_build_filename (data, "players.json", NULL);
}

/* A record of tests/cli/records as finished game @id, played by @players. */
static void
put_game (const char         *record,
          const char         *id,
          const char * const *players,
          const char         *created)
{
  g_autofree char *data_dir = tm_history_get_default_data_dir ();
  g_autofree char *dir = g_build_filename (data_dir, "history", NULL);
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "..", "cli", "records", record, NULL);
  g_autofree char *name = g_strconcat (id, ".json", NULL);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autofree char *text = NULL;
  g_autofree char *out = NULL;
  g_autoptr(JsonNode) root = NULL;
  JsonArray *names = json_array_new ();

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  root = json_from_string (text, NULL);
  g_assert_nonnull (root);
  json_object_set_string_member (json_node_get_object (root), "id", id);
  json_object_set_string_member (json_node_get_object (root), "created", created);
  for (guint i = 0; players[i] != NULL; i++)
    json_array_add_string_element (names, players[i]);
  json_object_set_array_member (json_node_get_object (root), "players", names);
  out = json_to_string (root, TRUE);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, out, -1, NULL));
}

static void
on_game_created (TmWindow *window,
                 TmRecord *record)
{
  g_assert_true (tm_window_open_record (window, record));
}

/* The dialog as the window opens it: the game it creates is opened. */
static TmNewGameDialog *
open_dialog (TmWindow *window)
{
  TmNewGameDialog *dialog = tm_new_game_dialog_new (GTK_WINDOW (window), "children-of-the-sun");

  g_signal_connect_swapped (dialog, "game-created", G_CALLBACK (on_game_created), window);
  gtk_window_present (GTK_WINDOW (dialog));
  g_assert_true (ui_wait_for (ui_is_mapped, dialog));
  return dialog;
}

static TmPlayerColourButton *
colour_button (TmNewGameDialog *dialog,
               guint            index)
{
  return TM_PLAYER_COLOUR_BUTTON (tm_new_game_dialog_get_colour_button (dialog, index));
}

static void
set_name (TmNewGameDialog *dialog,
          guint            index,
          const char      *name)
{
  gtk_editable_set_text (GTK_EDITABLE (tm_new_game_dialog_get_name_entry (dialog, index)), name);
}

static GtkWidget *
template_child (TmNewGameDialog *dialog,
                const char      *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (dialog), TM_TYPE_NEW_GAME_DIALOG, name));
}

static gboolean
is_destroyed (gpointer data)
{
  return *(gpointer *) data == NULL;
}

/* Next, every setup step ticked, Next: the game starts. */
static void
start_game (TmNewGameDialog *dialog)
{
  GtkWidget *next = template_child (dialog, "next_button");
  g_autoptr(GPtrArray) checks = g_ptr_array_new ();
  gpointer alive = dialog;

  g_object_add_weak_pointer (G_OBJECT (dialog), &alive);
  ui_click (next);
  ui_spin ();
  ui_collect_descendants (GTK_WIDGET (dialog), GTK_TYPE_CHECK_BUTTON, checks);
  g_assert_cmpuint (checks->len, >, 0);
  for (guint i = 0; i < checks->len; i++)
    gtk_check_button_set_active (checks->pdata[i], TRUE);
  ui_click (next);
  g_assert_true (ui_wait_for (is_destroyed, &alive));
}

static void
save_shot (GtkWindow  *window,
           const char *name)
{
  const char *dir = g_getenv ("TM_SHOTS_DIR");
  g_autofree char *path = NULL;

  if (dir == NULL)
    return;
  ui_wait_frames (GTK_WIDGET (window));
  path = g_build_filename (dir, name, NULL);
  ui_shot_save_png (window, path);
}

static void
test_colours_remembered (void)
{
  TmWindow *window;
  TmNewGameDialog *dialog;
  GtkWidget *menu_button;
  g_autoptr(GHashTable) before = NULL;
  g_autofree char *path = book_path ();
  g_autofree char *saved = NULL;

  clear_data ();
  window = ui_create_window (1000, 760);
  dialog = open_dialog (window);
  set_name (dialog, 0, "Aoi");
  set_name (dialog, 1, "Mio");
  /* Nobody has a colour yet: the first ones, in seat order. */
  g_assert_cmpuint (tm_player_colour_button_get_colour (colour_button (dialog, 0)), ==, 0);
  g_assert_cmpuint (tm_player_colour_button_get_colour (colour_button (dialog, 1)), ==, 1);

  /* Aoi takes the teal star; nothing else in the dialog moves. */
  ui_wait_frames (GTK_WIDGET (dialog));
  before = ui_record_clickable_bounds (GTK_WIDGET (dialog));
  menu_button = tm_player_colour_button_get_menu_button (colour_button (dialog, 0));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (menu_button), ==, "Aoi’s colour: blue circle");
  gtk_menu_button_popup (GTK_MENU_BUTTON (menu_button));
  g_assert_true (ui_wait_for (ui_is_mapped, tm_player_colour_button_get_choice (colour_button (dialog, 0), 6)));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (tm_player_colour_button_get_choice (colour_button (dialog, 0), 6)),
                   ==, "teal star");
  ui_click (tm_player_colour_button_get_choice (colour_button (dialog, 0), 6));
  ui_wait_frames (GTK_WIDGET (dialog));
  g_assert_cmpuint (tm_player_colour_button_get_colour (colour_button (dialog, 0)), ==, 6);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (menu_button), ==, "Aoi’s colour: teal star");
  ui_assert_clickables_stayed (before, GTK_WIDGET (dialog), "a colour chosen");
  /* The colour goes with the name when the seats swap. */
  ui_click (template_child (dialog, "swap_button"));
  g_assert_cmpuint (tm_player_colour_button_get_colour (colour_button (dialog, 1)), ==, 6);
  ui_click (template_child (dialog, "swap_button"));
  start_game (dialog);

  /* The game's header shows each player in their colour. */
  {
    g_autoptr(GPtrArray) badges = g_ptr_array_new ();

    ui_collect_descendants (GTK_WIDGET (window), TM_TYPE_PLAYER_BADGE, badges);
    g_assert_cmpuint (badges->len, ==, 2);
    g_assert_true (ui_wait_for (ui_is_mapped, badges->pdata[0]));
    g_assert_cmpstr (tm_player_badge_get_name (badges->pdata[0]), ==, "Aoi");
    g_assert_cmpuint (tm_player_badge_get_colour (badges->pdata[0]), ==, 6);
    g_assert_cmpstr (tm_player_badge_get_name (badges->pdata[1]), ==, "Mio");
    g_assert_cmpuint (tm_player_badge_get_colour (badges->pdata[1]), ==, 0);
  }
  save_shot (GTK_WINDOW (window), "game-header.png");
  /* Kept: in the book and in players.json. */
  g_assert_cmpint (tm_player_book_get_colour (tm_window_get_player_book (window), "Aoi"), ==, 6);
  /* Mio took the colour Aoi left. */
  g_assert_cmpint (tm_player_book_get_colour (tm_window_get_player_book (window), "Mio"), ==, 0);
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  g_assert_nonnull (strstr (saved, "\"colour\" : 6"));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();

  /* The next game, in a new window (the book read again): Aoi, now
   * second, is still the teal star; Ren, new, takes the first free. */
  window = ui_create_window (1000, 760);
  dialog = open_dialog (window);
  set_name (dialog, 0, "Ren");
  set_name (dialog, 1, "Aoi");
  g_assert_cmpuint (tm_player_colour_button_get_colour (colour_button (dialog, 1)), ==, 6);
  g_assert_cmpuint (tm_player_colour_button_get_colour (colour_button (dialog, 0)), ==, 0);
  /* Mio's own colour, whatever Ren would take. */
  tm_player_book_set_colour (tm_window_get_player_book (window), "Mio", 4);
  set_name (dialog, 0, "Mio");
  g_assert_cmpuint (tm_player_colour_button_get_colour (colour_button (dialog, 0)), ==, 4);
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
}

static TmNameSuggestions *
suggestions_of (GtkWidget *entry)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();

  ui_collect_descendants (entry, TM_TYPE_NAME_SUGGESTIONS, found);
  g_assert_cmpuint (found->len, ==, 1);
  return found->pdata[0];
}

static void
test_suggestions (void)
{
  const char * const haruka_mio[] = { "Haruka", "Mio", NULL };
  g_autofree char *path = book_path ();
  TmWindow *window;
  TmNewGameDialog *dialog;
  GtkWidget *entry;
  TmNameSuggestions *suggestions;
  GPtrArray *shown;

  clear_data ();
  /* Haruka from the history, Hana from the book, Hachi from a game
   * being played. */
  put_game ("cots-full-game.json", "g1", haruka_mio, "2026-01-01T19:00:00Z");
  {
    g_autofree char *source = g_test_build_filename (G_TEST_DIST, "..", "cli", "records", "cots-empty.json", NULL);
    g_autoptr(TmRecord) record = tm_record_load_file (source, NULL);
    const char * const hachi_mio[] = { "Hachi", "Mio", NULL };
    g_autoptr(TmRecord) saved = NULL;
    g_autoptr(GError) error = NULL;

    g_assert_nonnull (record);
    saved = tm_record_new (tm_record_get_game_id (record), hachi_mio, tm_record_get_options (record));
    g_assert_true (tm_saved_games_save (saved, &error));
  }
  {
    g_autofree char *folder = g_path_get_dirname (path);

    g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  }
  g_assert_true (g_file_set_contents (path, "{\"format\": \"tablemate-players\", \"version\": 1, "
                                            "\"players\": [{\"name\": \"Hana\"}]}", -1, NULL));
  window = ui_create_window (1000, 760);
  dialog = open_dialog (window);
  entry = tm_new_game_dialog_get_name_entry (dialog, 0);
  suggestions = suggestions_of (entry);
  if (!ui_real_keys_begin (GTK_WINDOW (dialog)))
    {
      g_test_skip ("no real key presses here");
      gtk_window_destroy (GTK_WINDOW (dialog));
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  gtk_widget_grab_focus (entry);
  set_name (dialog, 0, "");
  ui_press_real_keys (GTK_WINDOW (dialog), "h", "a", NULL);
  g_assert_true (ui_wait_for (ui_is_mapped, suggestions));
  shown = tm_name_suggestions_get_shown (suggestions);
  for (guint i = 0; i < shown->len; i++)
    g_test_message ("suggested: %s", (char *) shown->pdata[i]);
  g_assert_cmpuint (shown->len, ==, 3);
  g_assert_cmpstr (shown->pdata[0], ==, "Hana");
  g_assert_cmpstr (shown->pdata[1], ==, "Haruka");
  g_assert_cmpstr (shown->pdata[2], ==, "Hachi");
  /* "har" leaves one; Down and Enter take it; the focus stays. */
  ui_press_real_keys (GTK_WINDOW (dialog), "r", NULL);
  g_assert_cmpuint (shown->len, ==, 1);
  ui_press_real_keys (GTK_WINDOW (dialog), "Down", "Return", NULL);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "Haruka");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (suggestions)));
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (dialog)), entry));
  /* Still on the names: Enter took the name, it did not go on. */
  g_assert_cmpuint (tm_new_game_dialog_get_n_players (dialog), ==, 2);
  g_assert_true (gtk_widget_get_mapped (entry));
  /* Escape closes the list and keeps what is typed. */
  ui_press_real_keys (GTK_WINDOW (dialog), "BackSpace", "BackSpace", "BackSpace", NULL);
  g_assert_true (ui_wait_for (ui_is_mapped, suggestions));
  ui_press_real_keys (GTK_WINDOW (dialog), "Escape", NULL);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (suggestions)));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "Har");

  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
}

static TmHistoryPage *
show_players (TmWindow *window)
{
  GtkWidget *page;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-history", NULL));
  ui_spin ();
  page = tm_window_get_history_page (window);
  g_assert_true (ui_wait_for (ui_is_mapped, page));
  tm_history_page_show_view (TM_HISTORY_PAGE (page), "players");
  ui_spin ();
  return TM_HISTORY_PAGE (page);
}

static TmGroupStatsView *
group_view (TmHistoryPage *page)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();

  ui_collect_descendants (GTK_WIDGET (page), TM_TYPE_GROUP_STATS_VIEW, found);
  g_assert_cmpuint (found->len, ==, 1);
  return found->pdata[0];
}

/* Mio beats Aoi twice (2025), Aoi-chan once (2025) and Ren once (2026);
 * the three of them win a Tsuki no Utena together (2026). */
static void
put_group_games (void)
{
  const char * const aoi_mio[] = { "Aoi", "Mio", NULL };
  const char * const chan_mio[] = { "Aoi-chan", "Mio", NULL };
  const char * const ren_mio[] = { "Ren", "Mio", NULL };
  const char * const team[] = { "Aoi", "Mio", "Ren", NULL };

  put_game ("cots-full-game.json", "g1", aoi_mio, "2025-01-05T20:00:00Z");
  put_game ("cots-full-game.json", "g2", aoi_mio, "2025-01-20T20:00:00Z");
  put_game ("psi-full-game.json", "g3", chan_mio, "2025-03-02T20:00:00Z");
  put_game ("cots-full-game.json", "g4", ren_mio, "2026-02-02T20:00:00Z");
  put_game ("utena-full-won.json", "g5", team, "2026-03-02T20:00:00Z");
}

static void
test_rename (void)
{
  TmWindow *window;
  TmHistoryPage *page;
  TmPlayerStatsPage *player_page;
  AdwMessageDialog *dialog;
  g_autofree char *text = NULL;
  g_autofree char *record = NULL;
  g_autofree char *data_dir = NULL;
  g_autofree char *g3 = NULL;

  clear_data ();
  put_group_games ();
  window = ui_create_window (1000, 760);
  page = show_players (window);
  text = tm_group_stats_view_get_text (group_view (page), "rivals");
  g_assert_cmpstr (text, ==,
                   "Aoi 0 – 2 Mio — 2 games together\n"
                   "Aoi-chan 0 – 1 Mio — 1 game together\n"
                   "Mio 1 – 0 Ren — 1 game together\n");
  g_clear_pointer (&text, g_free);

  /* Aoi-chan is Aoi: merged from her page. */
  tm_history_page_open_player (page, "Aoi-chan", NULL);
  player_page = tm_history_page_get_player_page (page);
  g_assert_true (ui_wait_for (ui_is_mapped, player_page));
  ui_click (ui_find_button_labelled (GTK_WIDGET (player_page), "_Rename…"));
  g_assert_true (ui_wait_for (ui_is_mapped, tm_player_stats_page_get_rename_dialog (player_page)));
  dialog = tm_player_stats_page_get_rename_dialog (player_page);
  /* Her own name: nothing to do. */
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "rename"));
  gtk_editable_set_text (GTK_EDITABLE (tm_rename_player_get_entry (dialog)), "Aoi");
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, "rename"));
  g_assert_cmpstr (adw_message_dialog_get_response_label (dialog, "rename"), ==, "_Merge");
  adw_message_dialog_response (dialog, "rename");
  ui_spin ();
  g_assert_cmpstr (tm_player_stats_page_get_player (player_page), ==, "Aoi");
  /* Her page counts Aoi-chan's game too: Aoi's 3 and the merged one. */
  g_assert_true (ui_label_shown_containing (GTK_WIDGET (player_page), "4 games · best streak 1 · now 1"));

  /* Everything counts under Aoi now. */
  text = tm_group_stats_view_get_text (group_view (page), "rivals");
  g_assert_cmpstr (text, ==,
                   "Aoi 0 – 3 Mio — 3 games together\n"
                   "Mio 1 – 0 Ren — 1 game together\n");
  g_clear_pointer (&text, g_free);
  g_assert_null (tm_history_page_get_ranking_row (page, "psi-conjuring", "Aoi-chan"));
  g_assert_nonnull (tm_history_page_get_ranking_row (page, "psi-conjuring", "Aoi"));
  /* The record keeps the name written at the table. */
  data_dir = tm_history_get_default_data_dir ();
  g3 = g_build_filename (data_dir, "history", "g3.json", NULL);
  g_assert_true (g_file_get_contents (g3, &record, NULL, NULL));
  g_assert_nonnull (strstr (record, "Aoi-chan"));

  /* The names last entered come back under the new one. */
  {
    g_autoptr(GSettings) settings = g_settings_new (APP_ID);
    const char * const recent[] = { "Aoi-chan", "Aoi", "Mio", NULL };
    TmNewGameDialog *new_game;

    g_settings_set_strv (settings, "recent-players", recent);
    new_game = open_dialog (window);
    g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (tm_new_game_dialog_get_name_entry (new_game, 0))), ==, "Aoi");
    g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (tm_new_game_dialog_get_name_entry (new_game, 1))), ==, "Mio");
    gtk_window_destroy (GTK_WINDOW (new_game));
    ui_spin ();
  }

  /* Aoi and Mio sat at one table: not one player. */
  ui_click (ui_find_button_labelled (GTK_WIDGET (player_page), "_Rename…"));
  dialog = tm_player_stats_page_get_rename_dialog (player_page);
  g_assert_nonnull (dialog);
  gtk_editable_set_text (GTK_EDITABLE (tm_rename_player_get_entry (dialog)), "Mio");
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "rename"));
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==,
                   "Aoi and Mio played in the same game: they are two players.");
  /* A new name is a rename. */
  gtk_editable_set_text (GTK_EDITABLE (tm_rename_player_get_entry (dialog)), "Aoi K.");
  g_assert_cmpstr (adw_message_dialog_get_response_label (dialog, "rename"), ==, "_Rename");
  adw_message_dialog_response (dialog, "rename");
  ui_spin ();
  g_assert_cmpstr (tm_player_stats_page_get_player (player_page), ==, "Aoi K.");
  text = tm_group_stats_view_get_text (group_view (page), "rivals");
  g_assert_cmpstr (text, ==,
                   "Aoi K. 0 – 3 Mio — 3 games together\n"
                   "Mio 1 – 0 Ren — 1 game together\n");

  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
}


/* Scrolls the Players view down to @widget's section. */
static void
scroll_to (GtkWidget *widget)
{
  GtkWidget *scrolled = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled)),
                                            &bounds));
  gtk_adjustment_set_value (adjustment, bounds.origin.y);
  ui_wait_frames (widget);
}

static gboolean
is_narrow (gpointer window)
{
  return gtk_widget_get_width (window) <= 360;
}

static void
test_group_figures (void)
{
  TmWindow *window;
  TmHistoryPage *page;
  TmGroupStatsView *view;
  g_autofree char *months = NULL;
  g_autofree char *years = NULL;
  g_autofree char *counts = NULL;
  g_autofree char *records = NULL;
  g_autofree char *time = NULL;
  g_autoptr(GHashTable) before = NULL;
  GtkWidget *toggle;

  clear_data ();
  put_group_games ();
  window = ui_create_window (1000, 760);
  page = show_players (window);
  view = group_view (page);

  months = tm_group_stats_view_get_text (view, "periods");
  g_assert_cmpstr (months, ==,
                   "March 2026 — 1 game\n"
                   "February 2026 — 1 game\n"
                   "March 2025 — 1 game\n"
                   "January 2025 — 2 games\n");
  /* The year view, from its toggle, which does not move. */
  toggle = ui_find_button_labelled (GTK_WIDGET (view), "By _Year");
  g_assert_nonnull (toggle);
  ui_wait_frames (GTK_WIDGET (window));
  before = ui_record_clickable_bounds (GTK_WIDGET (page));
  ui_click (toggle);
  ui_wait_frames (GTK_WIDGET (window));
  years = tm_group_stats_view_get_text (view, "periods");
  g_assert_cmpstr (years, ==, "2026 — 2 games\n2025 — 3 games\n");
  {
    graphene_rect_t was, now;

    g_assert_true (gtk_widget_compute_bounds (toggle, GTK_WIDGET (page), &now));
    was = *(graphene_rect_t *) g_hash_table_lookup (before, toggle);
    g_assert_true (graphene_rect_equal (&was, &now));
  }

  counts = tm_group_stats_view_get_text (view, "counts");
  g_assert_cmpstr (counts, ==, "2 players — 4 games · 0 without a winner\n"
                               "3 players — 1 game · 0 without a winner\n");
  /* Mio won all five; Aoi's last game, with the team, was a win. */
  records = tm_group_stats_view_get_text (view, "records");
  g_assert_cmpstr (records, ==,
                   "Mio — Best streak 5 wins · now 5\n"
                   "Aoi — Best streak 1 win · now 1\n"
                   "Ren — Best streak 1 win · now 1\n"
                   "Aoi-chan — Best streak 0 wins · now 0\n");
  /* No game says how long it took. */
  time = tm_group_stats_view_get_text (view, "time");
  g_assert_nonnull (strstr (time, "Mio — time not recorded · 5 games\n"));

  /* Every control of the view has a name a screen reader can read. */
  {
    g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

    ui_collect_descendants (GTK_WIDGET (view), GTK_TYPE_BUTTON, buttons);
    for (guint i = 0; i < buttons->len; i++)
      g_assert_nonnull (gtk_button_get_label (buttons->pdata[i]));
  }

  scroll_to (GTK_WIDGET (view));
  save_shot (GTK_WINDOW (window), "players-wide-light.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  save_shot (GTK_WINDOW (window), "players-wide-dark.png");
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 760);
  g_assert_true (ui_wait_for (is_narrow, window));
  ui_wait_frames (GTK_WIDGET (window));
  /* Again once the narrower page has its new height. */
  scroll_to (GTK_WIDGET (view));
  scroll_to (GTK_WIDGET (view));
  save_shot (GTK_WINDOW (window), "players-narrow-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  save_shot (GTK_WINDOW (window), "players-narrow-light.png");
  scroll_to (toggle);
  save_shot (GTK_WINDOW (window), "players-narrow-light-2.png");
  tm_history_page_open_player (page, "Aoi", NULL);
  ui_wait_frames (GTK_WIDGET (window));
  save_shot (GTK_WINDOW (window), "player-narrow-light.png");

  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
}

int
test_ui_players_main (int   argc,
                      char *argv[])
{
  g_autofree char *home = ui_make_data_home ("tm-ui-players-XXXXXX");

  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ui/players/colours-remembered", test_colours_remembered);
  g_test_add_func ("/ui/players/suggestions", test_suggestions);
  g_test_add_func ("/ui/players/rename", test_rename);
  g_test_add_func ("/ui/players/group-figures", test_group_figures);

  {
    int status = g_test_run ();

    ui_remove_tree (home);
    return status;
  }
}
