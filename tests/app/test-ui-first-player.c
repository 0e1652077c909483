/* test-ui-first-player.c — drawing who starts in the new game dialog
 * (issue #29)
 *
 * Runs in a real GTK window (under Xvfb in `meson test`).  With
 * animations off the draw shows at once; the one drawn (the seat the
 * dialog's GRand gives for the seed) plays first in the record created,
 * as choosing them by hand would: the names turn round, in order, in
 * Children of the Sun, Psi Conjuring and Tsuki no Utena; Planetary
 * Sisters gets "first_parent", and its setup no longer asks to choose
 * the first parent (it does without a draw).  The record says it was drawn.  With
 * animations on, the highlight passes over the names, a second press
 * and Next do nothing until it stops, and no control moves meanwhile.
 * The button has a name and works from the keyboard alone.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "core/tm-record.h"
#include "app/tm-build-tree.h"
#include "app/tm-first-player-draw.h"
#include "app/tm-new-game-dialog.h"
#include "ui-test-util.h"
#include "ui-test-programs.h"

static const char * const names[] = { "Aoi", "Mio", "Ren", "Sora", NULL };

static void
set_animations (gboolean enabled)
{
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", enabled, NULL);
}

static TmNewGameDialog *
open_dialog (const char *game_id,
             guint       n_players)
{
  TmNewGameDialog *dialog = tm_new_game_dialog_new (NULL, game_id);

  gtk_window_set_default_size (GTK_WINDOW (dialog), 480, 720);
  gtk_window_present (GTK_WINDOW (dialog));
  g_assert_true (ui_wait_for (ui_is_mapped, dialog));
  while (tm_new_game_dialog_get_n_players (dialog) < n_players)
    ui_click (ui_find_descendant (GTK_WIDGET (dialog), GTK_TYPE_BUTTON, "add_button"));
  g_assert_cmpuint (tm_new_game_dialog_get_n_players (dialog), ==, n_players);
  for (guint i = 0; i < n_players; i++)
    gtk_editable_set_text (GTK_EDITABLE (tm_new_game_dialog_get_name_entry (dialog, i)), names[i]);
  ui_spin ();
  return dialog;
}

static TmFirstPlayerDraw *
get_draw (TmNewGameDialog *dialog)
{
  return TM_FIRST_PLAYER_DRAW (tm_new_game_dialog_get_first_player_draw (dialog));
}

/* The seat a draw seeded with @seed gives among @n: what the dialog's
 * GRand must draw. */
static guint
expected_seat (guint32 seed,
               guint   n)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

  return (guint) g_rand_int_range (rand, 0, (gint32) n);
}

static void
on_game_created (TmNewGameDialog *dialog,
                 TmRecord        *record,
                 TmRecord       **out)
{
  g_set_object (out, record);
}

static gboolean
has_record (gpointer data)
{
  return *(TmRecord **) data != NULL;
}

/* Next, every setup step ticked, Start Game: the record created.  The
 * titles of the setup's steps are added to @steps (one a line) when it
 * is not NULL. */
static TmRecord *
finish_dialog_with_steps (TmNewGameDialog *dialog,
                          GString         *steps)
{
  TmRecord *record = NULL;
  GtkWidget *next = ui_find_descendant (GTK_WIDGET (dialog), GTK_TYPE_BUTTON, "next_button");
  GtkWidget *setup = ui_find_descendant (GTK_WIDGET (dialog), ADW_TYPE_PREFERENCES_GROUP, "setup_group");
  g_autoptr(GPtrArray) checks = g_ptr_array_new ();

  g_signal_connect (dialog, "game-created", G_CALLBACK (on_game_created), &record);
  ui_click (next);
  if (record == NULL)
    {
      g_assert_true (ui_wait_mapped (setup));
      ui_collect_descendants (setup, GTK_TYPE_CHECK_BUTTON, checks);
      for (guint i = 0; i < checks->len; i++)
        {
          GtkWidget *row = gtk_widget_get_ancestor (g_ptr_array_index (checks, i), ADW_TYPE_ACTION_ROW);

          if (steps != NULL)
            g_string_append_printf (steps, "%s\n", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)));
          gtk_check_button_set_active (g_ptr_array_index (checks, i), TRUE);
        }
      ui_click (next);
    }
  g_assert_true (ui_wait_for (has_record, &record));
  ui_spin ();
  return record;
}

static TmRecord *
finish_dialog (TmNewGameDialog *dialog)
{
  return finish_dialog_with_steps (dialog, NULL);
}

static const char *
result_text (TmFirstPlayerDraw *draw)
{
  GtkWidget *label = ui_find_descendant (GTK_WIDGET (draw), GTK_TYPE_LABEL, "result_label");

  return gtk_label_get_text (GTK_LABEL (label));
}

static guint
highlighted_row (TmNewGameDialog *dialog,
                 int             *n_highlighted)
{
  guint row = G_MAXUINT;

  *n_highlighted = 0;
  for (guint i = 0; i < tm_new_game_dialog_get_n_players (dialog); i++)
    if (gtk_widget_has_css_class (tm_new_game_dialog_get_name_entry (dialog, i), "tm-draw-highlight"))
      {
        row = i;
        (*n_highlighted)++;
      }
  return row;
}

typedef struct
{
  const char *game_id;
  guint n_players;
  gboolean by_option;     /* "first_parent" rather than turning round */
} DrawCase;

static const DrawCase cases[] = {
  { "children-of-the-sun", 2, FALSE },
  { "psi-conjuring", 2, FALSE },
  { "tsuki-no-utena", 3, FALSE },
  { "tsuki-no-utena", 4, FALSE },
  { "planetary-sisters", 3, TRUE },
};

/* Animations off: the result at once; the record is the one choosing
 * that player by hand gives.  Seeds until every seat was drawn once, so
 * a draw that always gave the same seat would fail. */
static void
test_instant (gconstpointer data)
{
  const DrawCase *c = data;
  g_autofree gboolean *seen = g_new0 (gboolean, c->n_players);
  guint n_seen = 0;

  set_animations (FALSE);
  for (guint32 seed = 1; n_seen < c->n_players; seed++)
    {
      TmNewGameDialog *dialog = open_dialog (c->game_id, c->n_players);
      TmFirstPlayerDraw *draw = get_draw (dialog);
      guint seat = expected_seat (seed, c->n_players);
      g_autofree char *said = g_strdup_printf ("%s starts.", names[seat]);
      g_autoptr(TmRecord) record = NULL;
      g_autoptr(TmGame) game = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(GString) steps = g_string_new ("");
      int n_highlighted;

      g_assert_cmpuint (seed, <, 200);
      tm_first_player_draw_set_seed (draw, seed);
      ui_click (tm_first_player_draw_get_button (draw));
      /* No animation: the result is there as the click returns. */
      g_assert_false (tm_first_player_draw_is_running (draw));
      g_assert_cmpstr (result_text (draw), ==, said);
      gtk_test_accessible_assert_property (tm_first_player_draw_get_button (draw),
                                           GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, said);
      g_assert_cmpuint (highlighted_row (dialog, &n_highlighted), ==, c->by_option ? seat : 0);
      g_assert_cmpint (n_highlighted, ==, 1);

      record = finish_dialog_with_steps (dialog, steps);
      g_assert_cmpint (tm_record_get_first_player_drawn (record), ==, c->by_option ? (int) seat : 0);
      /* The draw chose the first parent: the checklist does not ask for it
       * again (issue #25), and still lists the rest of the setup. */
      if (c->by_option)
        {
          g_assert_null (strstr (steps->str, "Choose the first parent"));
          g_assert_nonnull (strstr (steps->str, "condition card"));
        }
      for (guint i = 0; i < c->n_players; i++)
        {
          /* Turned round, clockwise order kept; or the same seats. */
          guint from = c->by_option ? i : (seat + i) % c->n_players;

          g_assert_cmpstr (tm_record_get_player (record, i), ==, names[from]);
        }
      if (c->by_option)
        g_assert_cmpint (json_object_get_int_member (tm_record_get_options (record), "first_parent"), ==, seat);
      else
        {
          g_assert_false (json_object_has_member (tm_record_get_options (record), "first_parent"));
          /* The game created starts with the one drawn. */
          game = tm_record_create_game (record, &error);
          g_assert_no_error (error);
          g_assert_cmpint (tm_game_get_current_player (game), ==, 0);
        }

      if (!seen[seat])
        n_seen++;
      seen[seat] = TRUE;
    }
}

/* Without a draw, or when the names change after one, the record says
 * nothing of it. */
static void
test_forgotten (void)
{
  TmNewGameDialog *dialog;
  TmFirstPlayerDraw *draw;
  g_autoptr(TmRecord) record = NULL;
  g_autoptr(TmRecord) plain = NULL;
  g_autoptr(GString) steps = g_string_new ("");

  set_animations (FALSE);
  dialog = open_dialog ("planetary-sisters", 3);
  draw = get_draw (dialog);
  ui_click (tm_first_player_draw_get_button (draw));
  g_assert_cmpstr (result_text (draw), !=, "");
  gtk_editable_set_text (GTK_EDITABLE (tm_new_game_dialog_get_name_entry (dialog, 2)), "Rei");
  ui_spin ();
  g_assert_cmpstr (result_text (draw), ==, "");
  record = finish_dialog_with_steps (dialog, steps);
  g_assert_cmpint (tm_record_get_first_player_drawn (record), ==, -1);
  g_assert_false (json_object_has_member (tm_record_get_options (record), "first_parent"));
  /* Nobody drawn: choosing the first parent is still a step. */
  g_assert_true (g_str_has_prefix (steps->str, "Choose the first parent\n"));

  /* Alone there is nobody to draw: the button stays, greyed out. */
  dialog = open_dialog ("tsuki-no-utena", 2);
  ui_click (tm_new_game_dialog_get_row_button (dialog, 1, "remove"));
  draw = get_draw (dialog);
  g_assert_true (gtk_widget_get_visible (tm_new_game_dialog_get_first_player_draw (dialog)));
  g_assert_false (gtk_widget_get_sensitive (tm_first_player_draw_get_button (draw)));
  tm_first_player_draw_start (draw);
  g_assert_cmpstr (result_text (draw), ==, "");
  plain = finish_dialog (dialog);
  g_assert_cmpint (tm_record_get_first_player_drawn (plain), ==, -1);
}

/* The manual's way of choosing where it says one, and nothing for Psi
 * Conjuring, whose manual does not. */
static void
test_manual_line (void)
{
  static const struct { const char *game_id; const char *start; } lines[] = {
    { "children-of-the-sun", "The manual: whoever saw a ghost most recently plays first" },
    { "planetary-sisters", "The manual: choose the first parent in any way" },
    { "tsuki-no-utena", "The manual, with 3 or 4 players: whoever saw the moon most recently" },
    { "psi-conjuring", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      TmNewGameDialog *dialog = open_dialog (lines[i].game_id, 2);
      GtkWidget *label = ui_find_descendant (GTK_WIDGET (get_draw (dialog)), GTK_TYPE_LABEL, "manual_label");

      g_assert_cmpint (gtk_widget_get_mapped (label), ==, lines[i].start != NULL);
      if (lines[i].start != NULL)
        g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (label)), lines[i].start));
      gtk_window_destroy (GTK_WINDOW (dialog));
      ui_spin ();
    }
}

typedef struct
{
  TmFirstPlayerDraw *draw;
  GHashTable *rows_seen;   /* row + 1 of every row highlighted while drawing */
} Passing;

/* Every row the highlight reaches while the draw runs, frame or not. */
static void
on_row_classes (GtkWidget  *row,
                GParamSpec *pspec,
                Passing    *passing)
{
  if (tm_first_player_draw_is_running (passing->draw) && gtk_widget_has_css_class (row, "tm-draw-highlight"))
    g_hash_table_add (passing->rows_seen, row);
}

/* Animations on: the highlight passes over the names and stops on the
 * one drawn; a second press and Next do nothing meanwhile; no control
 * moves. */
static void
test_animated (void)
{
  TmNewGameDialog *dialog;
  TmFirstPlayerDraw *draw;
  GtkWidget *button;
  g_autoptr(GHashTable) before = NULL;
  g_autoptr(GHashTable) rows_seen = g_hash_table_new (NULL, NULL);
  g_autoptr(TmRecord) record = NULL;
  g_autofree char *said = NULL;
  guint32 seed = 7;
  guint seat;
  gint64 start, frames = 0;
  int n_highlighted;
  Passing passing;

  /* One that is not the first: starting on it is not passing over. */
  while (expected_seat (seed, 4) == 0)
    seed++;
  seat = expected_seat (seed, 4);
  set_animations (TRUE);
  dialog = open_dialog ("tsuki-no-utena", 4);
  draw = get_draw (dialog);
  button = tm_first_player_draw_get_button (draw);
  tm_first_player_draw_set_seed (draw, seed);
  passing.draw = draw;
  passing.rows_seen = rows_seen;
  for (guint i = 0; i < 4; i++)
    g_signal_connect (tm_new_game_dialog_get_name_entry (dialog, i), "notify::css-classes",
                      G_CALLBACK (on_row_classes), &passing);
  ui_wait_frames (GTK_WIDGET (dialog));
  before = ui_record_clickable_bounds (GTK_WIDGET (dialog));

  start = g_get_monotonic_time ();
  ui_click (button);
  g_assert_true (tm_first_player_draw_is_running (draw));
  /* Pressed again, and Next: the same draw goes on. */
  ui_click (button);
  g_assert_true (tm_first_player_draw_is_running (draw));
  ui_click (ui_find_descendant (GTK_WIDGET (dialog), GTK_TYPE_BUTTON, "next_button"));
  g_assert_true (ui_is_mapped (tm_new_game_dialog_get_name_entry (dialog, 0)));
  while (tm_first_player_draw_is_running (draw))
    {
      highlighted_row (dialog, &n_highlighted);
      g_assert_cmpint (n_highlighted, <=, 1);
      ui_assert_clickables_stayed (before, GTK_WIDGET (dialog), "while the draw runs");
      g_assert_cmpint (g_get_monotonic_time () - start, <, UI_WAIT_MS * 1000);
      g_main_context_iteration (NULL, TRUE);
      frames++;
    }
  g_test_message ("the draw took %" G_GINT64_FORMAT " ms over %" G_GINT64_FORMAT " iterations, "
                  "highlighting %u rows", (g_get_monotonic_time () - start) / 1000, frames,
                  g_hash_table_size (rows_seen));
  /* It passed over the names, not straight to one. */
  g_assert_cmpuint (g_hash_table_size (rows_seen), >, 1);
  for (guint i = 0; i < 4; i++)
    g_signal_handlers_disconnect_by_data (tm_new_game_dialog_get_name_entry (dialog, i), &passing);

  ui_wait_frames (GTK_WIDGET (dialog));
  ui_assert_clickables_stayed (before, GTK_WIDGET (dialog), "after the draw");
  said = g_strdup_printf ("%s starts.", names[seat]);
  g_assert_cmpstr (result_text (draw), ==, said);
  g_assert_cmpuint (highlighted_row (dialog, &n_highlighted), ==, 0);
  g_assert_cmpint (n_highlighted, ==, 1);

  record = finish_dialog (dialog);
  g_assert_cmpstr (tm_record_get_player (record, 0), ==, names[seat]);
  g_assert_cmpint (tm_record_get_first_player_drawn (record), ==, 0);
  set_animations (FALSE);
}

/* The button is said by its name, and Tab, Space and Enter alone draw
 * and start the game. */
static void
test_keyboard (void)
{
  TmNewGameDialog *dialog;
  TmFirstPlayerDraw *draw;
  GtkWidget *button;
  GtkWidget *next;
  TmRecord *record = NULL;
  g_autoptr(TmRecord) owned = NULL;
  guint seat = expected_seat (3, 2);

  set_animations (FALSE);
  dialog = open_dialog ("psi-conjuring", 2);
  draw = get_draw (dialog);
  button = tm_first_player_draw_get_button (draw);
  next = ui_find_descendant (GTK_WIDGET (dialog), GTK_TYPE_BUTTON, "next_button");
  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL, "Draw who starts at random");
  tm_first_player_draw_set_seed (draw, 3);
  g_signal_connect (dialog, "game-created", G_CALLBACK (on_game_created), &record);

  gtk_widget_grab_focus (tm_new_game_dialog_get_name_entry (dialog, 0));
  ui_tab_to (GTK_WINDOW (dialog), button, 12);
  ui_press_space (GTK_WINDOW (dialog));
  g_assert_cmpstr (result_text (draw), !=, "");
  ui_tab_to (GTK_WINDOW (dialog), next, 12);
  ui_press_space (GTK_WINDOW (dialog));
  /* The setup's steps, each ticked with Space, then Start Game. */
  for (guint keys = 0; record == NULL; keys++)
    {
      GtkWidget *focus;

      g_assert_cmpuint (keys, <, 40);
      focus = ui_press_focus_key (GTK_WINDOW (dialog), GTK_DIR_TAB_FORWARD);

      if (GTK_IS_CHECK_BUTTON (focus) && !gtk_check_button_get_active (GTK_CHECK_BUTTON (focus)))
        ui_press_space (GTK_WINDOW (dialog));
      else if (focus == next && gtk_widget_get_sensitive (next))
        ui_press_space (GTK_WINDOW (dialog));
    }
  owned = record;
  g_assert_cmpstr (tm_record_get_player (owned, 0), ==, names[seat]);
  g_assert_cmpint (tm_record_get_first_player_drawn (owned), ==, 0);
}

/* TM_SHOTS_DIR set (and TM_SHOTS_SIZE, "960x720"): the screen as a
 * person sees it, the window behind the dialog, before and after a
 * draw, into PNGs there (import -window root, under the Xvfb the test
 * runs on).  Nothing is checked but that the draw happened. */
static void
save_screen (GtkWidget  *widget,
             const char *name)
{
  g_autofree char *path = g_build_filename (g_getenv ("TM_SHOTS_DIR"), name, NULL);
  g_autofree char *command = g_strdup_printf ("import -window root %s", path);
  g_autoptr(GError) error = NULL;
  int status = 0;

  ui_wait_frames (widget);
  g_assert_true (g_spawn_command_line_sync (command, NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
}

static void
test_shots (void)
{
  const char *size = g_getenv ("TM_SHOTS_SIZE");
  int width = 960, height = 720;
  guint32 seed = 1;
  TmWindow *window;
  TmNewGameDialog *dialog;
  TmFirstPlayerDraw *draw;

  if (g_getenv ("TM_SHOTS_DIR") == NULL)
    {
      g_test_skip ("TM_SHOTS_DIR not set");
      return;
    }
  if (size != NULL)
    g_assert_cmpint (sscanf (size, "%dx%d", &width, &height), ==, 2);
  set_animations (FALSE);
  window = ui_create_window (width, height);
  dialog = tm_new_game_dialog_new (GTK_WINDOW (window), "tsuki-no-utena");
  gtk_window_present (GTK_WINDOW (dialog));
  g_assert_true (ui_wait_for (ui_is_mapped, dialog));
  ui_click (ui_find_descendant (GTK_WIDGET (dialog), GTK_TYPE_BUTTON, "add_button"));
  for (guint i = 0; i < 3; i++)
    gtk_editable_set_text (GTK_EDITABLE (tm_new_game_dialog_get_name_entry (dialog, i)), names[i]);
  draw = get_draw (dialog);
  /* A seed that draws the third name: the names turn round. */
  while (expected_seat (seed, 3) != 2)
    seed++;
  tm_first_player_draw_set_seed (draw, seed);
  save_screen (GTK_WIDGET (dialog), "first-player-before.png");
  ui_click (tm_first_player_draw_get_button (draw));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (tm_new_game_dialog_get_name_entry (dialog, 0))),
                   ==, names[2]);
  save_screen (GTK_WIDGET (dialog), "first-player-after.png");
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* Planetary Sisters' setup after the draw chose the first parent. */
  dialog = tm_new_game_dialog_new (GTK_WINDOW (window), "planetary-sisters");
  gtk_window_present (GTK_WINDOW (dialog));
  g_assert_true (ui_wait_for (ui_is_mapped, dialog));
  ui_click (ui_find_descendant (GTK_WIDGET (dialog), GTK_TYPE_BUTTON, "add_button"));
  for (guint i = 0; i < 3; i++)
    gtk_editable_set_text (GTK_EDITABLE (tm_new_game_dialog_get_name_entry (dialog, i)), names[i]);
  ui_click (tm_first_player_draw_get_button (get_draw (dialog)));
  ui_click (ui_find_descendant (GTK_WIDGET (dialog), GTK_TYPE_BUTTON, "next_button"));
  g_assert_true (ui_wait_mapped (ui_find_descendant (GTK_WIDGET (dialog), ADW_TYPE_PREFERENCES_GROUP, "setup_group")));
  save_screen (GTK_WIDGET (dialog), "first-player-sisters-setup.png");
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
}

int
test_ui_first_player_main (int   argc,
                           char *argv[])
{
  /* TM_SHOTS_LANGUAGE=ja: the screenshots in Japanese, with the build's
   * translations (as ui-notation-ja). */
  if (g_getenv ("TM_SHOTS_LANGUAGE") != NULL)
    {
      g_autofree char *locale_dir = tm_build_tree_get_locale_dir ();

      g_assert_nonnull (locale_dir);
      g_assert_nonnull (setlocale (LC_ALL, "C.UTF-8"));
      g_setenv ("LANGUAGE", g_getenv ("TM_SHOTS_LANGUAGE"), TRUE);
      bindtextdomain (GETTEXT_PACKAGE, locale_dir);
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      textdomain (GETTEXT_PACKAGE);
    }
  /* GTK's test accessibility backend: what the button says to a screen
   * reader can be read back (gtk_test_accessible_assert_property). */
  g_setenv ("GTK_A11Y", "test", TRUE);
  if (!ui_test_init (&argc, &argv))
    return 0;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ui/first-player/instant/%s-%u",
                                               cases[i].game_id, cases[i].n_players);

      g_test_add_data_func (path, &cases[i], test_instant);
    }
  g_test_add_func ("/ui/first-player/forgotten", test_forgotten);
  g_test_add_func ("/ui/first-player/manual-line", test_manual_line);
  g_test_add_func ("/ui/first-player/animated", test_animated);
  g_test_add_func ("/ui/first-player/keyboard", test_keyboard);
  g_test_add_func ("/ui/first-player/shots", test_shots);

  return g_test_run ();
}
