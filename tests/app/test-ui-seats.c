/* test-ui-seats.c — the seats of the new game dialog, named as each
 * game's manual names them
 *
 * Runs in a real GTK window (under Xvfb in `meson test`).  Two-player
 * games whose manual names the seats (Children of the Sun 先手/後手,
 * Psi Conjuring 先攻/後攻, Tsuki no Utena's 2-player rules 先手/後手)
 * show "First player" and "Second player"; Planetary Sisters, whose
 * parent changes every round, and Tsuki no Utena with 3 or 4 players keep
 * the playing order ("Plays first" …).
 */
#include "config.h"

#include <adwaita.h>

#include "core/tm-registry.h"
#include "app/tm-game-pages.h"
#include "app/tm-new-game-dialog.h"
#include "ui-test-util.h"
#include "ui-test-programs.h"

static const char *
seat_at (TmNewGameDialog *dialog,
         guint            index)
{
  return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (tm_new_game_dialog_get_name_entry (dialog, index)));
}

static TmNewGameDialog *
open_dialog (const char *game_id)
{
  TmNewGameDialog *dialog = tm_new_game_dialog_new (NULL, game_id);

  gtk_window_present (GTK_WINDOW (dialog));
  g_assert_true (ui_wait_for (ui_is_mapped, dialog));
  g_assert_cmpstr (tm_new_game_dialog_get_game_id (dialog), ==, game_id);
  return dialog;
}

static void
close_dialog (TmNewGameDialog *dialog)
{
  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_spin ();
}

/* Every entry's labels: each has a context to be translated in, and
 * they name a player count the game allows. */
static void
test_entries (void)
{
  guint n_pages;
  const TmGamePageInfo *pages = tm_game_pages_get_all (&n_pages);
  guint n_with_labels = 0;

  for (guint i = 0; i < n_pages; i++)
    {
      const TmGameInfo *game = tm_registry_lookup (pages[i].game_id);
      guint n = 0;

      while (n < G_N_ELEMENTS (pages[i].seat_labels) && pages[i].seat_labels[n] != NULL)
        n++;
      if (n == 0)
        continue;
      n_with_labels++;
      g_test_message ("%s: %u seat labels", pages[i].game_id, n);
      g_assert_nonnull (pages[i].seat_label_context);
      g_assert_cmpuint (n, >=, game->min_players);
      g_assert_cmpuint (n, <=, game->max_players);
      for (guint k = 0; k < n; k++)
        g_assert_cmpstr (tm_game_pages_get_seat_label (&pages[i], k, n), ==, pages[i].seat_labels[k]);
      /* One more than the list: out of range. */
      g_assert_null (tm_game_pages_get_seat_label (&pages[i], n, n));
    }
  g_assert_cmpuint (n_with_labels, ==, 3);

  g_assert_null (tm_game_pages_get_seat_label (tm_game_pages_lookup ("planetary-sisters"), 0, 2));
  g_assert_null (tm_game_pages_get_seat_label (tm_game_pages_lookup ("tsuki-no-utena"), 0, 3));
  g_assert_null (tm_game_pages_get_seat_label (tm_game_pages_lookup ("tsuki-no-utena"), 0, 1));
  g_assert_cmpstr (tm_game_pages_get_seat_label (tm_game_pages_lookup ("tsuki-no-utena"), 1, 2),
                   ==, "Second player");
}

/* Children of the Sun: 先手 and 後手, with the colour each takes; the
 * rows stay the seats when the names are swapped. */
static void
test_cots (void)
{
  TmNewGameDialog *dialog = open_dialog ("children-of-the-sun");
  GtkWidget *swap = ui_find_descendant (GTK_WIDGET (dialog), GTK_TYPE_BUTTON, "swap_button");

  g_assert_cmpstr (seat_at (dialog, 0), ==, "First player · white markers");
  g_assert_cmpstr (seat_at (dialog, 1), ==, "Second player · black markers");
  g_assert_nonnull (swap);
  ui_click (swap);
  g_assert_cmpstr (seat_at (dialog, 0), ==, "First player · white markers");
  g_assert_cmpstr (seat_at (dialog, 1), ==, "Second player · black markers");
  close_dialog (dialog);
}

/* Psi Conjuring: 先攻 and 後攻, with the card colour and side. */
static void
test_psi (void)
{
  TmNewGameDialog *dialog = open_dialog ("psi-conjuring");

  g_assert_cmpuint (tm_new_game_dialog_get_n_players (dialog), ==, 2);
  g_assert_cmpstr (seat_at (dialog, 0), ==, "First player · green cards, near side of the field");
  g_assert_cmpstr (seat_at (dialog, 1), ==, "Second player · purple cards, far side of the field");
  close_dialog (dialog);
}

/* Planetary Sisters: the parent changes every round, so the seats are
 * only the order of play, for every count. */
static void
test_sisters (void)
{
  TmNewGameDialog *dialog = open_dialog ("planetary-sisters");
  GtkWidget *add = ui_find_descendant (GTK_WIDGET (dialog), GTK_TYPE_BUTTON, "add_button");

  g_assert_cmpuint (tm_new_game_dialog_get_n_players (dialog), ==, 2);
  g_assert_cmpstr (seat_at (dialog, 0), ==, "Plays first");
  g_assert_cmpstr (seat_at (dialog, 1), ==, "Plays second");
  ui_click (add);
  g_assert_cmpstr (seat_at (dialog, 2), ==, "Plays third");
  close_dialog (dialog);
}

/* Tsuki no Utena: the manual's 先手 and 後手 with two players only;
 * with three the first is the first parent, in playing order again;
 * alone, the one player. */
static void
test_utena (void)
{
  TmNewGameDialog *dialog = open_dialog ("tsuki-no-utena");
  GtkWidget *add = ui_find_descendant (GTK_WIDGET (dialog), GTK_TYPE_BUTTON, "add_button");

  g_assert_cmpuint (tm_new_game_dialog_get_n_players (dialog), ==, 2);
  g_assert_cmpstr (seat_at (dialog, 0), ==, "First player");
  g_assert_cmpstr (seat_at (dialog, 1), ==, "Second player");

  ui_click (add);
  g_assert_cmpuint (tm_new_game_dialog_get_n_players (dialog), ==, 3);
  g_assert_cmpstr (seat_at (dialog, 0), ==, "Plays first");
  g_assert_cmpstr (seat_at (dialog, 1), ==, "Plays second");
  g_assert_cmpstr (seat_at (dialog, 2), ==, "Plays third");

  ui_click (tm_new_game_dialog_get_row_button (dialog, 2, "remove"));
  g_assert_cmpstr (seat_at (dialog, 0), ==, "First player");
  ui_click (tm_new_game_dialog_get_row_button (dialog, 1, "remove"));
  g_assert_cmpuint (tm_new_game_dialog_get_n_players (dialog), ==, 1);
  g_assert_cmpstr (seat_at (dialog, 0), ==, "Player");
  close_dialog (dialog);
}

/* Issue #25: Tab from the first name goes to the second name, not to
 * the first row's ↓ button (real key presses). */
static void
test_tab_to_next_name (void)
{
  TmNewGameDialog *dialog = open_dialog ("planetary-sisters");
  GtkWidget *first = tm_new_game_dialog_get_name_entry (dialog, 0);
  GtkWidget *second = tm_new_game_dialog_get_name_entry (dialog, 1);
  GtkWidget *focus;

  if (!ui_real_keys_begin (GTK_WINDOW (dialog)))
    {
      close_dialog (dialog);
      g_test_skip ("no real key presses here (XTEST, X11)");
      return;
    }
  gtk_widget_grab_focus (first);
  ui_spin ();
  focus = ui_press_real_keys (GTK_WINDOW (dialog), "Tab", NULL);
  g_assert_true (focus == second || gtk_widget_is_ancestor (focus, second));
  close_dialog (dialog);
}

int
test_ui_seats_main (int   argc,
                    char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ui/seats/entries", test_entries);
  g_test_add_func ("/ui/seats/cots", test_cots);
  g_test_add_func ("/ui/seats/psi", test_psi);
  g_test_add_func ("/ui/seats/sisters", test_sisters);
  g_test_add_func ("/ui/seats/utena", test_utena);
  g_test_add_func ("/ui/seats/tab-to-next-name", test_tab_to_next_name);

  return g_test_run ();
}
