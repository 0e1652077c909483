/* test-ui-pages.c — the new game dialog and the start page, for every game
 *
 * Runs in a real GTK window (under Xvfb in `meson test`): which games
 * the start page offers, the player count each game allows in the new
 * game dialog, and adding, removing and reordering players from the
 * keyboard's buttons.
 */
#include "config.h"

#include <adwaita.h>

#include "app/tm-game-pages.h"
#include "app/tm-new-game-dialog.h"
#include "app/tm-start-page.h"
#include "app/tm-window.h"
#include "ui-test-util.h"
#include "ui-test-programs.h"


static GtkWidget *
template_child (TmNewGameDialog *dialog,
                const char      *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (dialog), TM_TYPE_NEW_GAME_DIALOG, name));
}

static void
set_recent_players (const char * const *names)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);

  g_settings_set_strv (settings, "recent-players", names);
}

static const char *
name_at (TmNewGameDialog *dialog,
         guint            index)
{
  return gtk_editable_get_text (GTK_EDITABLE (tm_new_game_dialog_get_name_entry (dialog, index)));
}

static const char *
seat_at (TmNewGameDialog *dialog,
         guint            index)
{
  return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (tm_new_game_dialog_get_name_entry (dialog, index)));
}

/* Children of the Sun: exactly two players, swapped with one button. */
static void
test_cots_players (void)
{
  const char * const recent[] = { "Aoi", "Mio", "Kei", NULL };
  TmWindow *window;
  TmNewGameDialog *dialog;
  GtkWidget *add, *swap, *next;

  set_recent_players (recent);
  window = ui_create_window (1100, 760);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game-for",
                                             "s", "children-of-the-sun"));
  dialog = TM_NEW_GAME_DIALOG (ui_wait_for_toplevel (TM_TYPE_NEW_GAME_DIALOG));
  g_assert_cmpstr (tm_new_game_dialog_get_game_id (dialog), ==, "children-of-the-sun");
  g_assert_cmpuint (tm_new_game_dialog_get_n_players (dialog), ==, 2);

  /* Names from the last games; the seats say who takes which colour. */
  g_assert_cmpstr (name_at (dialog, 0), ==, "Aoi");
  g_assert_cmpstr (name_at (dialog, 1), ==, "Mio");
  g_assert_cmpstr (seat_at (dialog, 0), ==, "First player · white markers");
  g_assert_cmpstr (seat_at (dialog, 1), ==, "Second player · black markers");

  /* 2..2: no player to add or remove, no up and down, but the swap. */
  add = template_child (dialog, "add_button");
  swap = template_child (dialog, "swap_button");
  g_assert_false (gtk_widget_get_visible (add));
  g_assert_true (gtk_widget_get_visible (swap));
  for (guint i = 0; i < 2; i++)
    {
      g_assert_null (tm_new_game_dialog_get_row_button (dialog, i, "up"));
      g_assert_null (tm_new_game_dialog_get_row_button (dialog, i, "down"));
      g_assert_null (tm_new_game_dialog_get_row_button (dialog, i, "remove"));
    }
  ui_click (swap);
  g_assert_cmpstr (name_at (dialog, 0), ==, "Mio");
  g_assert_cmpstr (name_at (dialog, 1), ==, "Aoi");

  /* Next goes to the setup, whose steps name who plays first. */
  next = template_child (dialog, "next_button");
  ui_click (next);
  {
    g_autoptr(GPtrArray) checks = g_ptr_array_new ();

    ui_collect_descendants (GTK_WIDGET (dialog), GTK_TYPE_CHECK_BUTTON, checks);
    g_assert_cmpuint (checks->len, ==, 6);
    g_assert_false (gtk_widget_is_sensitive (next));
  }

  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
}

/* With one game that has a page, the big New Game button goes straight
 * to it. */
static void
test_new_game_one_page (void)
{
  TmWindow *window = ui_create_window (1100, 760);
  TmNewGameDialog *dialog;
  guint n_pages = 0;

  tm_game_pages_get_all (&n_pages);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  dialog = TM_NEW_GAME_DIALOG (ui_wait_for_toplevel (TM_TYPE_NEW_GAME_DIALOG));
  if (n_pages == 1)
    {
      g_assert_cmpstr (tm_new_game_dialog_get_game_id (dialog), ==, tm_game_pages_get_all (NULL)[0].game_id);
      g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (template_child (dialog, "stack"))), ==, "players");
    }
  else
    /* More than one game has a page: the dialog asks which first. */
    g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (template_child (dialog, "stack"))), ==, "game");

  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
}

/* A game without a page is listed, but as coming soon; one with a page
 * has its own New Game button. */
static void
test_coming_soon (void)
{
  TmWindow *window = ui_create_window (1100, 760);
  TmStartPage *start = TM_START_PAGE (tm_window_get_start_page (window));
  GtkWidget *row;
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  g_autoptr(GVariant) target = NULL;

  /* Every game of the registry has a page now (Tsuki no Utena last):
   * none is "Coming soon". */
  g_assert_nonnull (tm_game_pages_lookup ("tsuki-no-utena"));
  row = tm_start_page_get_game_row (start, "tsuki-no-utena");
  g_assert_nonnull (row);
  g_assert_null (ui_find_label (row, "Coming soon"));
  g_assert_true (gtk_widget_get_sensitive (row));

  row = tm_start_page_get_game_row (start, "children-of-the-sun");
  g_assert_nonnull (row);
  g_assert_null (ui_find_label (row, "Coming soon"));
  g_assert_true (gtk_widget_get_sensitive (row));
  ui_collect_descendants (row, GTK_TYPE_BUTTON, buttons);
  g_assert_cmpuint (buttons->len, ==, 1);
  g_assert_cmpstr (gtk_actionable_get_action_name (g_ptr_array_index (buttons, 0)), ==, "win.new-game-for");
  target = g_variant_ref (gtk_actionable_get_action_target_value (g_ptr_array_index (buttons, 0)));
  g_assert_cmpstr (g_variant_get_string (target, NULL), ==, "children-of-the-sun");

  /* Its button opens the dialog for that game. */
  ui_click (g_ptr_array_index (buttons, 0));
  g_assert_cmpstr (tm_new_game_dialog_get_game_id (TM_NEW_GAME_DIALOG (ui_wait_for_toplevel (TM_TYPE_NEW_GAME_DIALOG))),
                   ==, "children-of-the-sun");
  gtk_window_destroy (ui_find_toplevel (TM_TYPE_NEW_GAME_DIALOG));

  /* A hand-made action target for a game without a page opens nothing. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game-for",
                                             "s", "no-such-game"));
  ui_spin ();
  g_assert_null (ui_find_toplevel (TM_TYPE_NEW_GAME_DIALOG));

  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
}

/* 2–4 players (Planetary Sisters): add, remove, move up and down. */
static void
test_two_to_four (void)
{
  const char * const recent[] = { "Aoi", "Mio", "Kei", "Ren", "Sora", NULL };
  TmNewGameDialog *dialog;
  GtkWidget *add, *next;
  GtkLabel *hint;

  set_recent_players (recent);
  dialog = tm_new_game_dialog_new (NULL, "planetary-sisters");
  gtk_window_present (GTK_WINDOW (dialog));
  g_assert_true (ui_wait_for (ui_is_mapped, dialog));
  add = template_child (dialog, "add_button");
  next = template_child (dialog, "next_button");
  hint = GTK_LABEL (template_child (dialog, "names_hint"));

  g_assert_cmpuint (tm_new_game_dialog_get_n_players (dialog), ==, 2);
  g_assert_true (gtk_widget_get_visible (add));
  g_assert_false (gtk_widget_get_visible (template_child (dialog, "swap_button")));
  /* At the minimum, nobody can be removed. */
  g_assert_false (gtk_widget_get_sensitive (tm_new_game_dialog_get_row_button (dialog, 0, "remove")));
  g_assert_false (gtk_widget_get_sensitive (tm_new_game_dialog_get_row_button (dialog, 0, "up")));
  g_assert_true (gtk_widget_get_sensitive (tm_new_game_dialog_get_row_button (dialog, 0, "down")));
  g_assert_false (gtk_widget_get_sensitive (tm_new_game_dialog_get_row_button (dialog, 1, "down")));

  /* Added players get the next recent names, up to the maximum. */
  ui_click (add);
  ui_click (add);
  g_assert_cmpuint (tm_new_game_dialog_get_n_players (dialog), ==, 4);
  g_assert_false (gtk_widget_get_sensitive (add));
  g_assert_cmpstr (name_at (dialog, 2), ==, "Kei");
  g_assert_cmpstr (name_at (dialog, 3), ==, "Ren");
  g_assert_cmpstr (seat_at (dialog, 3), ==, "Plays fourth");
  g_assert_true (gtk_widget_is_sensitive (next));

  /* Moving a name: the rows stay in playing order, the names move. */
  ui_click (tm_new_game_dialog_get_row_button (dialog, 3, "up"));
  g_assert_cmpstr (name_at (dialog, 2), ==, "Ren");
  g_assert_cmpstr (name_at (dialog, 3), ==, "Kei");
  ui_click (tm_new_game_dialog_get_row_button (dialog, 0, "down"));
  g_assert_cmpstr (name_at (dialog, 0), ==, "Mio");
  g_assert_cmpstr (name_at (dialog, 1), ==, "Aoi");

  /* Removing the second: the later ones move up. */
  ui_click (tm_new_game_dialog_get_row_button (dialog, 1, "remove"));
  g_assert_cmpuint (tm_new_game_dialog_get_n_players (dialog), ==, 3);
  g_assert_cmpstr (name_at (dialog, 0), ==, "Mio");
  g_assert_cmpstr (name_at (dialog, 1), ==, "Ren");
  g_assert_cmpstr (name_at (dialog, 2), ==, "Kei");
  g_assert_true (gtk_widget_get_sensitive (add));

  /* Names must be there and different. */
  gtk_editable_set_text (GTK_EDITABLE (tm_new_game_dialog_get_name_entry (dialog, 2)), " Mio ");
  g_assert_false (gtk_widget_is_sensitive (next));
  g_assert_cmpstr (gtk_label_get_text (hint), ==, "Every player needs a different name.");
  gtk_editable_set_text (GTK_EDITABLE (tm_new_game_dialog_get_name_entry (dialog, 2)), "");
  g_assert_cmpstr (gtk_label_get_text (hint), ==, "Enter every player’s name.");
  gtk_editable_set_text (GTK_EDITABLE (tm_new_game_dialog_get_name_entry (dialog, 2)), "Kei");
  g_assert_true (gtk_widget_is_sensitive (next));
  g_assert_cmpstr (gtk_label_get_text (hint), ==, "");

  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_spin ();
}

static gboolean
stack_settled (gpointer stack)
{
  return !gtk_stack_get_transition_running (GTK_STACK (stack));
}

/* Between two clicks of the new game dialog nothing that can be clicked
 * next moves or changes size: typing names (the hint and Next change),
 * adding players up to the most and removing them, moving names, and
 * ticking the setup's steps.  For each game, at 1000 × 700 and 360 × 700. */
static void
test_dialog_stable (void)
{
  const char * const recent[] = { "Aoi", "Mio", "Kei", "Ren", "Sora", NULL };
  const int widths[] = { 1000, 360 };

  guint n_pages = 0;
  const TmGamePageInfo *pages = tm_game_pages_get_all (&n_pages);

  set_recent_players (recent);
  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    for (guint g = 0; g < n_pages; g++)
      {
        const char *game_id = pages[g].game_id;
        TmNewGameDialog *dialog = tm_new_game_dialog_new (NULL, game_id);
        GtkWidget *add = template_child (dialog, "add_button");
        GtkWidget *next = template_child (dialog, "next_button");
        GtkWidget *root;
        g_autoptr(GPtrArray) checks = g_ptr_array_new ();
        g_autoptr(GHashTable) before = NULL;
        g_autofree char *what = NULL;

        gtk_window_set_default_size (GTK_WINDOW (dialog), widths[w], 700);
        gtk_window_present (GTK_WINDOW (dialog));
        g_assert_true (ui_wait_for (ui_is_mapped, dialog));
        ui_spin ();
        root = GTK_WIDGET (dialog);

        /* Names typed, wrong then right: the hint comes and goes. */
        for (guint i = 0; i < tm_new_game_dialog_get_n_players (dialog); i++)
          {
            GtkEditable *entry = GTK_EDITABLE (tm_new_game_dialog_get_name_entry (dialog, i));
            const char *texts[] = { "", "Aoi", recent[i] };

            for (guint t = 0; t < G_N_ELEMENTS (texts); t++)
              {
                before = ui_record_clickable_bounds (root);
                gtk_editable_set_text (entry, texts[t]);
                ui_spin ();
                what = g_strdup_printf ("%s at %d px: name %u typed as “%s”", game_id, widths[w], i + 1, texts[t]);
                ui_assert_clickables_stayed (before, root, what);
                g_clear_pointer (&before, g_hash_table_unref);
                g_clear_pointer (&what, g_free);
              }
          }
        /* Players added up to the most, then one removed. */
        while (gtk_widget_get_visible (add) && gtk_widget_is_sensitive (add))
          {
            before = ui_record_clickable_bounds (root);
            ui_click (add);
            what = g_strdup_printf ("%s at %d px: player %u added", game_id, widths[w],
                                    tm_new_game_dialog_get_n_players (dialog));
            ui_assert_clickables_stayed (before, root, what);
            g_clear_pointer (&before, g_hash_table_unref);
            g_clear_pointer (&what, g_free);
          }
        if (tm_new_game_dialog_get_row_button (dialog, 0, "remove") != NULL
            && gtk_widget_is_sensitive (tm_new_game_dialog_get_row_button (dialog, 0, "remove")))
          {
            before = ui_record_clickable_bounds (root);
            ui_click (tm_new_game_dialog_get_row_button (dialog, 0, "remove"));
            ui_assert_clickables_stayed (before, root, "a player removed");
            g_clear_pointer (&before, g_hash_table_unref);
          }
        if (tm_new_game_dialog_get_row_button (dialog, 0, "down") != NULL)
          {
            before = ui_record_clickable_bounds (root);
            ui_click (tm_new_game_dialog_get_row_button (dialog, 0, "down"));
            ui_assert_clickables_stayed (before, root, "a name moved down");
            g_clear_pointer (&before, g_hash_table_unref);
          }

        /* The setup's steps, ticked one by one, once the page has slid in. */
        ui_click (next);
        g_assert_true (ui_wait_for (stack_settled, template_child (dialog, "stack")));
        ui_collect_descendants (root, GTK_TYPE_CHECK_BUTTON, checks);
        for (guint i = 0; i < checks->len; i++)
          {
            if (!gtk_widget_get_mapped (checks->pdata[i]))
              continue;
            before = ui_record_clickable_bounds (root);
            gtk_check_button_set_active (checks->pdata[i], TRUE);
            ui_spin ();
            what = g_strdup_printf ("%s at %d px: setup step %u ticked", game_id, widths[w], i + 1);
            ui_assert_clickables_stayed (before, root, what);
            g_clear_pointer (&before, g_hash_table_unref);
            g_clear_pointer (&what, g_free);
          }

        gtk_window_destroy (GTK_WINDOW (dialog));
        ui_spin ();
      }
}

/* 1–4 players, cooperative: down to one. */
static void
test_one_to_four (void)
{
  const char * const recent[] = { "Aoi", NULL };
  TmNewGameDialog *dialog;

  set_recent_players (recent);
  dialog = tm_new_game_dialog_new (NULL, "tsuki-no-utena");
  gtk_window_present (GTK_WINDOW (dialog));
  g_assert_true (ui_wait_for (ui_is_mapped, dialog));

  g_assert_cmpuint (tm_new_game_dialog_get_n_players (dialog), ==, 2);
  g_assert_cmpstr (name_at (dialog, 0), ==, "Aoi");
  g_assert_cmpstr (name_at (dialog, 1), ==, "");
  ui_click (tm_new_game_dialog_get_row_button (dialog, 1, "remove"));
  g_assert_cmpuint (tm_new_game_dialog_get_n_players (dialog), ==, 1);
  g_assert_cmpstr (seat_at (dialog, 0), ==, "Player");
  g_assert_false (gtk_widget_get_sensitive (tm_new_game_dialog_get_row_button (dialog, 0, "remove")));
  g_assert_true (gtk_widget_is_sensitive (template_child (dialog, "next_button")));

  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_spin ();
}

/* Each game's card on the start page says only what its manual prints
 * (/work/shared/seeds: players and playing time on the box's line):
 * Psi Conjuring's rules print no playing time, so none is shown
 * (issue #25). */
static void
test_start_card_facts (void)
{
  static const struct { const char *id; const char *subtitle; } games[] = {
    { "children-of-the-sun", "太陽の子供たち · 2 players · 20 minutes" },
    { "planetary-sisters", "惑星姉妹 · 2–4 players · 30 minutes" },
    { "tsuki-no-utena", "つきのうてな · 1–4 players · 60 minutes" },
    { "psi-conjuring", "サイ・コンジャリング · 2 players" },
  };
  TmWindow *window = ui_create_window (960, 720);
  TmStartPage *start = TM_START_PAGE (tm_window_get_start_page (window));

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      GtkWidget *row = tm_start_page_get_game_row (start, games[i].id);

      g_assert_nonnull (row);
      g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, games[i].subtitle);
    }
  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
}

int
test_ui_pages_main (int   argc,
                    char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ui/pages/cots-players", test_cots_players);
  g_test_add_func ("/ui/pages/new-game-one-page", test_new_game_one_page);
  g_test_add_func ("/ui/pages/coming-soon", test_coming_soon);
  g_test_add_func ("/ui/pages/start-card-facts", test_start_card_facts);
  g_test_add_func ("/ui/pages/two-to-four", test_two_to_four);
  g_test_add_func ("/ui/pages/one-to-four", test_one_to_four);
  g_test_add_func ("/ui/pages/dialog-stable", test_dialog_stable);

  return g_test_run ();
}
