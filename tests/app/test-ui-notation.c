/* test-ui-notation.c — every position of a whole game of each game, in
 * the players' words
 *
 * Runs in a real GTK window (under Xvfb in `meson test`), in English and,
 * as ui-notation-ja (--language=ja), in Japanese with the build's
 * translations.  Each game's scripted record is opened, taken back to its
 * first move with Undo and then played again with Redo, one move at a
 * time, as the window's buttons do: after every step the whole window —
 * the board, the entry, the status, the score breakdown, the undo and redo
 * toasts that name the move — must show no developer notation
 * (ui_assert_no_notation()), and no two labels shown may share a
 * mnemonic.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "widgets/tm-game-page.h"
#include "ui-test-util.h"
#include "ui-test-programs.h"

static const char *language;  /* --language=LANG, or NULL: English */

static const char * const games[] = {
  "cots-full-game.json",
  "psi-full-game.json",
  "sisters-4p.json",
  "utena-full-won.json",
};

/* Whether @text has a character outside ASCII (Japanese on screen). */
static gboolean
has_non_ascii (const char *text)
{
  for (const char *c = text; *c != '\0'; c++)
    if ((guchar) *c >= 0x80)
      return TRUE;
  return FALSE;
}

static void
test_whole_game (gconstpointer data)
{
  const char *file = data;
  g_autoptr(TmRecord) record = ui_load_record (file);
  guint n_moves = tm_record_get_n_moves (record);
  TmGamePage *page;
  TmWindow *window;
  guint n_texts = 0;

  ui_clear_saved_games ();
  window = ui_create_window (1100, 760);
  g_assert_true (tm_window_open_record (window, record));
  page = TM_GAME_PAGE (tm_window_get_game_page (window));
  ui_spin ();

  for (guint i = n_moves; i > 0; i--)
    {
      g_autofree char *where = g_strdup_printf ("%s, move %u undone", file, i);

      g_assert_true (tm_game_page_undo (page));
      ui_spin ();
      /* Every few steps back; every step forward below. */
      if (i % 4 == 0)
        n_texts += ui_assert_no_notation (GTK_WIDGET (window), where);
    }
  for (guint i = 0; i < n_moves; i++)
    {
      g_autofree char *where = g_strdup_printf ("%s, after move %u", file, i + 1);

      g_assert_true (tm_game_page_redo (page));
      ui_spin ();
      n_texts += ui_assert_no_notation (GTK_WIDGET (window), where);
      /* In either language, Alt and a letter reach one control. */
      ui_assert_unique_mnemonics (GTK_WIDGET (window), where);
    }
  g_assert_false (tm_game_page_get_can_redo (page));
  g_test_message ("%s: %u texts read", file, n_texts);
  g_assert_cmpuint (n_texts, >, n_moves * 10);

  /* In Japanese, the window speaks Japanese (the test would pass on an
   * English window otherwise). */
  if (g_strcmp0 (language, "ja") == 0)
    {
      g_autofree char *title = tm_game_page_dup_title (page);

      g_assert_true (has_non_ascii (title));
    }

  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
}

int
test_ui_notation_main (int   argc,
                       char *argv[])
{
  if (!ui_set_language (&argc, argv, &language))
    {
      g_print ("1..0 # SKIP no built translations or no C.UTF-8 locale\n");
      return 0;
    }
  if (!ui_test_init (&argc, &argv))
    return 0;

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *name = g_strdup_printf ("/ui/notation/%.*s", (int) (strchr (games[i], '.') - games[i]),
                                               games[i]);

      g_test_add_data_func (name, games[i], test_whole_game);
    }
  return g_test_run ();
}
