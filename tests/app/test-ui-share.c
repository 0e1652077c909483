/* test-ui-share.c — Share…: a finished game's result as a PNG and as
 * text (issue #29)
 *
 * Runs in a real GTK window (under Xvfb in `meson test`):
 * - win.share-result is disabled while the game shown is not finished,
 *   and at its end enabled, with the header's Share button shown and
 *   named;
 * - the History page's game view has its Share button, named, which
 *   opens the dialog; Copy as Text puts the result's line on the
 *   clipboard, with the player book's (Japanese) names;
 * - the image saved (the file chooser bypassed) is a PNG of a sane
 *   size with each player's colour where their badge is, light and
 *   dark, for all four games.  TM_SHOTS_DIR set: the PNGs are kept
 *   there, and the dialog drawn too, to be looked at.
 * As ui-share-ja (--language=ja) the same in Japanese, the image's words
 * and the clipboard's too.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "core/tm-player-book.h"
#include "core/tm-result-summary.h"
#include "app/tm-history-game-view.h"
#include "app/tm-history-page.h"
#include "app/tm-result-card.h"
#include "app/tm-share-actions.h"
#include "app/tm-window.h"
#include "ui-shot-util.h"
#include "ui-test-util.h"
#include "ui-test-programs.h"

/* The chart series (tm-chart-style.c) of the colours the tests give:
 * 0 (blue circle) and 3 (purple diamond), light and dark. */
static const char * const light_colours[] = { "#1c71d8", "#813d9c" };
static const char * const dark_colours[] = { "#62a0ea", "#dc8add" };
static const guint given_colours[] = { 0, 3 };

static const char *language;  /* --language=LANG, or NULL: English */

/* @name, with "-ja" before ".png" in Japanese. */
static char *
shot_name (const char *name)
{
  if (language == NULL)
    return g_strdup (name);
  return g_strdup_printf ("%.*s-%s.png", (int) (strlen (name) - strlen (".png")), name, language);
}

/* @name of tests/cli/records with its players renamed @players (and
 * "created" fixed), as a record with id @id; with @duration_s 0 or
 * more, its moves entered in that time ("at"). */
static TmRecord *
load_renamed (const char         *name,
              const char         *id,
              const char * const *players,
              gint64              duration_s)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "..", "cli", "records", name, NULL);
  g_autofree char *text = NULL;
  g_autofree char *out = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) error = NULL;
  JsonArray *names = json_array_new ();
  TmRecord *record;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  root = json_from_string (text, NULL);
  g_assert_nonnull (root);
  json_object_set_string_member (json_node_get_object (root), "created", "2026-11-28T12:00:00Z");
  json_object_set_string_member (json_node_get_object (root), "id", id);
  for (guint i = 0; players[i] != NULL; i++)
    json_array_add_string_element (names, players[i]);
  json_object_set_array_member (json_node_get_object (root), "players", names);
  if (duration_s >= 0)
    {
      JsonArray *moves = json_object_get_array_member (json_node_get_object (root), "moves");
      guint n = json_array_get_length (moves);
      g_autoptr(GDateTime) start = g_date_time_new_from_iso8601 ("2026-11-28T12:00:00Z", NULL);

      for (guint i = 0; i < n; i++)
        {
          /* the last move at exactly @duration_s */
          g_autoptr(GDateTime) at = g_date_time_add_seconds (start, (double) (duration_s * (i + 1) / n));
          g_autofree char *iso = g_date_time_format_iso8601 (at);

          json_object_set_string_member (json_array_get_object_element (moves, i), "at", iso);
        }
    }
  out = json_to_string (root, FALSE);
  record = tm_record_load_data (out, strlen (out), &error);
  g_assert_no_error (error);
  return record;
}

static gboolean
dialog_open (gpointer window)
{
  return tm_share_actions_get_dialog (window) != NULL;
}

static gboolean
share_enabled (TmWindow *window)
{
  return g_action_group_get_action_enabled (G_ACTION_GROUP (window), "share-result");
}

static void
assert_pixel (GdkPixbuf  *pixbuf,
              double      x,
              double      y,
              const char *expected,
              const char *where)
{
  GdkRGBA colour;
  const guchar *p = gdk_pixbuf_read_pixels (pixbuf)
                    + (int) y * gdk_pixbuf_get_rowstride (pixbuf)
                    + (int) x * gdk_pixbuf_get_n_channels (pixbuf);
  int want[3];

  g_assert_true (gdk_rgba_parse (&colour, expected));
  want[0] = (int) (colour.red * 255 + 0.5);
  want[1] = (int) (colour.green * 255 + 0.5);
  want[2] = (int) (colour.blue * 255 + 0.5);
  for (int c = 0; c < 3; c++)
    if (ABS (p[c] - want[c]) > 2)
      g_error ("%s: pixel (%d, %d) is #%02x%02x%02x, not %s", where, (int) x, (int) y,
               p[0], p[1], p[2], expected);
}

/* The PNG at @path: a sane size, the background light or dark, and each
 * player's badge in their colour. */
static void
check_png (const char      *path,
           TmRecord        *record,
           const char      *players_shown[],
           gboolean         dark)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GdkPixbuf) pixbuf = gdk_pixbuf_new_from_file (path, &error);
  g_autoptr(TmResultSummary) summary = tm_result_summary_new (record, &error);
  int height;

  g_assert_no_error (error);
  g_assert_nonnull (pixbuf);
  height = gdk_pixbuf_get_height (pixbuf);
  g_assert_cmpint (gdk_pixbuf_get_width (pixbuf), ==, TM_RESULT_CARD_WIDTH);
  g_assert_cmpint (height, >=, 300);
  g_assert_cmpint (height, <=, 1200);
  g_assert_cmpint (height, ==, tm_result_card_get_height (summary));
  assert_pixel (pixbuf, 4, height - 4, dark ? "#242424" : "#fafafa", "background");

  for (guint i = 0; i < 2; i++)
    {
      double x, y;

      tm_result_summary_set_player_name (summary, i, players_shown[i]);
      tm_result_card_get_badge_centre (summary, i, &x, &y);
      /* Left of the initial, inside both a circle and a diamond. */
      assert_pixel (pixbuf, x - 15, y, dark ? dark_colours[i] : light_colours[i], players_shown[i]);
    }
}

static char *
saved_png (TmWindow   *window,
           const char *name)
{
  const char *dir = g_getenv ("TM_SHOTS_DIR");
  g_autofree char *tmp = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;

  if (dir == NULL)
    dir = tmp = g_dir_make_tmp ("tm-share-XXXXXX", NULL);
  {
    g_autofree char *shot = shot_name (name);

    path = g_build_filename (dir, shot, NULL);
  }
  file = g_file_new_for_path (path);
  g_assert_true (tm_share_actions_save_to (window, file));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  return g_steal_pointer (&path);
}

static void
remove_png (const char *path)
{
  if (g_getenv ("TM_SHOTS_DIR") == NULL)
    {
      g_autofree char *dir = g_path_get_dirname (path);

      g_unlink (path);
      g_rmdir (dir);
    }
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
  {
    g_autofree char *shot = shot_name (name);

    path = g_build_filename (dir, shot, NULL);
  }
  ui_shot_save_png (window, path);
}

static void
give_colours (TmWindow           *window,
              const char * const *players)
{
  TmPlayerBook *book = tm_window_get_player_book (window);

  for (guint i = 0; i < 2; i++)
    tm_player_book_set_colour (book, players[i], given_colours[i]);
}

/* At a game's end: disabled before, enabled at it; the PNG of each game,
 * light and dark, with Japanese names. */
static void
test_game_end (void)
{
  static const char * const records[] = {
    "sisters-2p.json", "cots-full-game.json", "utena-full-lost.json", "psi-full-game.json",
  };
  static const char * const players[] = { "葵", "Mio", NULL };
  TmWindow *window = ui_create_window (1000, 760);
  g_autoptr(TmRecord) unfinished = load_renamed ("cots-empty.json", "share-unfinished", players, -1);
  GtkWidget *share_button = ui_find_descendant (GTK_WIDGET (window), GTK_TYPE_BUTTON, "share_button");

  g_assert_nonnull (share_button);
  give_colours (window, players);
  g_assert_false (share_enabled (window));
  g_assert_true (tm_window_open_record (window, unfinished));
  ui_spin ();
  g_assert_false (share_enabled (window));
  g_assert_false (gtk_widget_get_visible (share_button));

  for (guint i = 0; i < G_N_ELEMENTS (records); i++)
    for (int dark = 0; dark <= 1; dark++)
      {
        g_autoptr(TmRecord) record = load_renamed (records[i], records[i], players, -1);
        g_autofree char *base = g_strndup (records[i], strlen (records[i]) - strlen (".json"));
        g_autofree char *name = g_strdup_printf ("share-%s-%s.png", base, dark ? "dark" : "light");
        g_autofree char *path = NULL;
        const char *shown[] = { "葵", "Mio" };
        AdwMessageDialog *dialog;
        GPtrArray *checks = g_ptr_array_new ();

        g_assert_true (tm_window_open_record (window, record));
        ui_spin ();
        g_assert_true (share_enabled (window));
        g_assert_true (ui_wait_mapped (share_button));
        gtk_test_accessible_assert_property (share_button, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                             C_("accessible name", "Share the result"));

        if (i == 0 && !dark)
          save_shot (GTK_WINDOW (window), "share-header.png");
        /* Through the header's button, then the dialog's Dark image. */
        ui_click (share_button);
        g_assert_true (ui_wait_for (dialog_open, window));
        dialog = tm_share_actions_get_dialog (window);
        ui_collect_descendants (GTK_WIDGET (dialog), GTK_TYPE_CHECK_BUTTON, checks);
        g_assert_cmpuint (checks->len, ==, 1);
        gtk_check_button_set_active (checks->pdata[0], dark);
        g_ptr_array_unref (checks);
        if (i == 0)
          save_shot (GTK_WINDOW (dialog), dark ? "share-dialog-dark.png" : "share-dialog-light.png");
        path = saved_png (window, name);
        check_png (path, record, shown, dark);
        remove_png (path);
        gtk_window_close (GTK_WINDOW (dialog));
        ui_spin ();
        g_assert_null (tm_share_actions_get_dialog (window));
      }

  tm_window_show_start (window);
  g_assert_false (share_enabled (window));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The clipboard holds other text than @data (a GValue of the last). */
static gboolean
clipboard_changed (gpointer data)
{
  GdkClipboard *clipboard = gdk_display_get_clipboard (gdk_display_get_default ());
  g_auto(GValue) now = G_VALUE_INIT;

  g_value_init (&now, G_TYPE_STRING);
  return gdk_clipboard_get_content (clipboard) != NULL
         && gdk_content_provider_get_value (gdk_clipboard_get_content (clipboard), &now, NULL)
         && g_strcmp0 (g_value_get_string (&now), g_value_get_string (data)) != 0;
}

static gboolean
clipboard_has_text (gpointer data)
{
  GdkContentProvider *content = gdk_clipboard_get_content (gtk_widget_get_clipboard (data));

  return content != NULL;
}

/* A game opened on the History page: its Share button, the text on the
 * clipboard with the player book's names and the time played. */
static void
test_history (void)
{
  static const char * const players[] = { "Aoi", "Mio", NULL };
  g_autofree char *data_dir = tm_history_get_default_data_dir ();
  g_autofree char *dir = g_build_filename (data_dir, "history", NULL);
  g_autofree char *file = g_build_filename (dir, "shared-sisters.json", NULL);
  g_autoptr(TmRecord) record = load_renamed ("sisters-2p.json", "shared-sisters", players, 2530);
  g_autoptr(GError) error = NULL;
  g_auto(GValue) value = G_VALUE_INIT;
  TmWindow *window;
  TmHistoryPage *page;
  TmHistoryGameView *view;
  TmHistoryEntry *entry;
  GtkWidget *share, *copy;
  AdwMessageDialog *dialog;
  GdkClipboard *clipboard;
  g_autofree char *path = NULL;
  const char *shown[] = { "Aoi", "美緒" };

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (tm_record_save (record, file, &error));
  window = ui_create_window (1000, 760);
  give_colours (window, players);
  /* Mio is 美緒 now: the shared result follows the rename. */
  g_assert_true (tm_player_book_rename (tm_window_get_player_book (window), "Mio", "美緒", &error));
  g_assert_no_error (error);
  tm_player_book_set_colour (tm_window_get_player_book (window), "美緒", given_colours[1]);

  tm_window_show_history (window);
  g_assert_false (share_enabled (window));
  page = TM_HISTORY_PAGE (tm_window_get_history_page (window));
  entry = tm_history_lookup (tm_window_get_history (window), tm_record_get_id (record));
  g_assert_nonnull (entry);
  g_assert_true (tm_history_page_open_game (page, entry));
  view = tm_history_page_get_game_view (page);
  share = tm_history_game_view_get_button (view, "share");
  g_assert_true (ui_wait_mapped (share));
  g_assert_true (share_enabled (window));
  g_assert_true (gtk_widget_is_sensitive (share));
  gtk_test_accessible_assert_property (share, GTK_ACCESSIBLE_PROPERTY_LABEL, C_("accessible name", "Share the result"));

  ui_click (share);
  g_assert_true (ui_wait_for (dialog_open, window));
  dialog = tm_share_actions_get_dialog (window);
  copy = ui_find_button_labelled (GTK_WIDGET (dialog), _("C_opy as Text"));
  g_assert_nonnull (copy);
  /* Reached with the keyboard and pressed with Space. */
  ui_tab_to (GTK_WINDOW (dialog), copy, 8);
  ui_press_space (GTK_WINDOW (dialog));
  g_assert_true (ui_wait_for (clipboard_has_text, window));
  clipboard = gtk_widget_get_clipboard (GTK_WIDGET (window));
  g_value_init (&value, G_TYPE_STRING);
  g_assert_true (gdk_content_provider_get_value (gdk_clipboard_get_content (clipboard), &value, NULL));
  g_assert_cmpstr (g_value_get_string (&value), ==,
                   language != NULL && g_str_equal (language, "ja")
                   ? "Planetary Sisters (惑星姉妹) — 2026-11-28 — 美緒 205, Aoi 155 — 美緒の勝ち — 42:10"
                   : "Planetary Sisters (惑星姉妹) — 2026-11-28 — 美緒 205, Aoi 155 — 美緒 wins — 42:10");

  /* The BG Stats link: the same play, in BG Stats' documented link. */
  {
    g_autoptr(TmResultSummary) summary = tm_result_summary_new (record, NULL);
    g_autofree char *expected = NULL;
    GtkWidget *bgstats = ui_find_button_labelled (GTK_WIDGET (dialog), _("Copy _BG Stats Link"));
    g_auto(GValue) link = G_VALUE_INIT;

    g_assert_nonnull (bgstats);
    tm_result_summary_set_player_name (summary, 1, "美緒");
    expected = tm_result_summary_to_bgstats_link (summary);
    g_assert_true (g_str_has_prefix (expected, "https://app.bgstatsapp.com/createPlay.html?data=%7B"));
    ui_click (bgstats);
    g_assert_true (ui_wait_for (clipboard_changed, &value));
    g_value_init (&link, G_TYPE_STRING);
    g_assert_true (gdk_content_provider_get_value (gdk_clipboard_get_content (clipboard), &link, NULL));
    g_assert_cmpstr (g_value_get_string (&link), ==, expected);
  }

  /* Under a file (no folder can be made there), a file that is not
   * local: refused with a message, nothing written. */
  {
    g_autofree char *under = g_build_filename (file, "result.png", NULL);
    g_autoptr(GFile) nowhere = g_file_new_for_path (under);
    g_autoptr(GFile) remote = g_file_new_for_uri ("https://example.org/result.png");

    g_assert_false (tm_share_actions_save_to (window, nowhere));
    g_assert_false (g_file_query_exists (nowhere, NULL));
    g_assert_false (tm_share_actions_save_to (window, remote));
    g_assert_nonnull (tm_share_actions_get_dialog (window));
  }

  /* Light by default here (the style manager's), saved through the hook. */
  path = saved_png (window, "share-history.png");
  check_png (path, record, shown, adw_style_manager_get_dark (adw_style_manager_get_default ()));
  remove_png (path);
  gtk_window_close (GTK_WINDOW (dialog));
  ui_spin ();

  tm_history_page_go_back (page);
  ui_spin ();
  g_assert_false (share_enabled (window));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
test_ui_share_main (int   argc,
                    char *argv[])
{
  g_autofree char *home = ui_make_data_home ("tm-ui-share-XXXXXX");

  /* The dates shared are local: the test's are UTC. */
  g_setenv ("TZ", "UTC", TRUE);
  /* GTK's test accessibility backend: the buttons' names can be read
   * back (gtk_test_accessible_assert_property). */
  g_setenv ("GTK_A11Y", "test", TRUE);
  if (!ui_set_language (&argc, argv, &language))
    {
      g_print ("1..0 # SKIP no built translations or no C.UTF-8 locale\n");
      return 0;
    }
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ui/share/game-end", test_game_end);
  g_test_add_func ("/ui/share/history", test_history);

  {
    int status = g_test_run ();

    ui_remove_tree (home);
    return status;
  }
}
