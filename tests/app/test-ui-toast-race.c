/* test-ui-toast-race.c — a player who clicks a toast while it slides in
 * never crashes the app
 *
 * libadwaita 1.2's AdwToastOverlay frees a toast's entry when the toast
 * has finished hiding, even when the toast's slide-in still runs: the
 * slide-in's end then writes into the freed entry (a crash, seen under
 * load in ui-history; docs/reliability.md).  Each test here makes that
 * moment happen on purpose, through the app's own toast calls
 * (tm_window_add_toast()), by doing what a quick player does while a toast
 * slides in: its close button, its Undo, a new toast in front of it, the
 * app dismissing it, Back from a game, its window closed.  It then waits for the overlay's animations to
 * end, a few frames more, and checks the toast went as asked.
 *
 * The test runs with glibc's per-thread cache off and freed memory
 * overwritten (tests/app/meson.build): a freed entry read then holds
 * garbage, so the crash is certain where it would otherwise depend on
 * what reused the memory.
 */
#include "config.h"

#include <adwaita.h>

#include "app/tm-window.h"
#include "widgets/tm-error-display.h"
#include "widgets/tm-toast-guard.h"
#include "ui-test-util.h"
#include "ui-test-programs.h"

typedef struct
{
  TmWindow *window;
  AdwToastOverlay *overlay;
  GHashTable *dismissed;  /* AdwToast → number of "dismissed" seen */
  guint n_undone;         /* activations of the toasts' button */
} Race;

static void
on_undo_activated (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       data)
{
  Race *race = data;

  race->n_undone++;
}

static void
on_dismissed (AdwToast *toast,
              Race     *race)
{
  guint n = GPOINTER_TO_UINT (g_hash_table_lookup (race->dismissed, toast));

  g_hash_table_insert (race->dismissed, toast, GUINT_TO_POINTER (n + 1));
}

static guint
times_dismissed (Race     *race,
                 AdwToast *toast)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (race->dismissed, toast));
}

static void
race_start (Race *race)
{
  race->window = ui_create_window (900, 640);
  race->overlay = ADW_TOAST_OVERLAY (ui_find_descendant (GTK_WIDGET (race->window),
                                                         ADW_TYPE_TOAST_OVERLAY, NULL));
  g_assert_nonnull (race->overlay);
  race->dismissed = g_hash_table_new (NULL, NULL);
  race->n_undone = 0;
  /* The toasts' button, as the app's move toasts have one. */
  g_action_map_add_action_entries (G_ACTION_MAP (race->window),
                                   (GActionEntry[]) { { .name = "race-undo", .activate = on_undo_activated } },
                                   1, race);
  ui_wait_frames (GTK_WIDGET (race->window));
}

static void
race_finish (Race *race)
{
  gtk_window_destroy (GTK_WINDOW (race->window));
  ui_spin ();
  g_hash_table_unref (race->dismissed);
}

/* A toast as the app makes them, followed through "dismissed"; the app
 * keeps it (the test holds no reference).  @high: an error's priority,
 * which comes in front of the toast shown. */
static AdwToast *
add_toast (Race       *race,
           const char *title,
           gboolean    high)
{
  AdwToast *toast = high ? tm_error_display_show (GTK_WIDGET (race->window), title)
                         : adw_toast_new (title);

  if (!high)
    {
      adw_toast_set_button_label (toast, "_Undo");
      adw_toast_set_action_name (toast, "win.race-undo");
    }
  /* As the app does before it follows a toast's "dismissed". */
  tm_toast_guard_watch (toast);
  g_signal_connect (toast, "dismissed", G_CALLBACK (on_dismissed), race);
  tm_window_add_toast (race->window, toast);
  return toast;
}

static gboolean
overlay_at_rest (gpointer data)
{
  return !tm_toast_guard_overlay_is_animating (ADW_TOAST_OVERLAY (data));
}

/* Returns once the overlay's animations (and the dismissals waiting for
 * them) are over, and a few frames after: the moment the freed entry
 * would be written into is behind. */
static void
wait_at_rest (Race *race)
{
  g_assert_true (ui_wait_for (overlay_at_rest, race->overlay));
  for (int i = 0; i < 4; i++)
    {
      ui_wait_frames (GTK_WIDGET (race->window));
      g_assert_true (ui_wait_for (overlay_at_rest, race->overlay));
    }
}

/* The widget the overlay shows @toast in (not one fading out), or NULL;
 * with @toast NULL, that of any toast shown. */
static GtkWidget *
toast_widget (Race     *race,
              AdwToast *toast)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (race->overlay));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      g_autoptr(AdwToast) shown = NULL;

      if (!g_str_equal (G_OBJECT_TYPE_NAME (child), "AdwToastWidget")
          || !gtk_widget_get_can_target (child))
        continue;
      g_object_get (child, "toast", &shown, NULL);
      if (shown == toast || toast == NULL)
        return child;
    }
  return NULL;
}

/* @toast's close button (@close) or its own button, as a player clicks
 * it: the toast must be shown. */
static void
click_toast_button (Race     *race,
                    AdwToast *toast,
                    gboolean  close)
{
  GtkWidget *widget = toast_widget (race, toast);
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  g_assert_nonnull (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_BUTTON (child) && gtk_widget_get_visible (child)
        && gtk_widget_has_css_class (child, "circular") == close)
      {
        ui_click (child);
        return;
      }
  g_assert_not_reached ();
}

static gboolean
toast_shown (gpointer data)
{
  Race *race = ((gpointer *) data)[0];

  return toast_widget (race, ((gpointer *) data)[1]) != NULL;
}

/* A toast at rest, then an error (high priority) coming in front of it:
 * the error slides in for 500 ms.  Returns the error. */
static AdwToast *
start_error_in_front (Race      *race,
                      AdwToast **first)
{
  AdwToast *error;

  race_start (race);
  *first = add_toast (race, "First toast", FALSE);
  wait_at_rest (race);
  error = add_toast (race, "An error in front of it", TRUE);
  /* Sliding in: the moment of the race (not with animations off). */
  g_assert_true (tm_toast_guard_overlay_is_animating (race->overlay));
  return error;
}

/* Once all is still: the error went, once, and the toast it had hidden
 * is back, untouched. */
static void
finish_error_gone (Race     *race,
                   AdwToast *first,
                   AdwToast *error)
{
  wait_at_rest (race);
  g_assert_cmpuint (times_dismissed (race, error), ==, 1);
  g_assert_null (toast_widget (race, error));
  g_assert_cmpuint (times_dismissed (race, first), ==, 0);
  g_assert_nonnull (toast_widget (race, first));
  race_finish (race);
}

/* A toast that comes in front of another slides in for 500 ms, and its
 * entry is freed 300 ms after it is dismissed: closed at once, it was
 * freed 200 ms before its slide-in ended. */
static void
test_close_replacing (void)
{
  Race race;
  AdwToast *first;
  AdwToast *error;

  error = start_error_in_front (&race, &first);
  click_toast_button (&race, error, TRUE);
  finish_error_gone (&race, first, error);
}

/* Its Undo clicked while it slides in: the action runs at once, the
 * toast goes once it is in place. */
static void
test_undo_replacing (void)
{
  Race race;
  AdwToast *error;
  AdwToast *second;

  race_start (&race);
  error = add_toast (&race, "An error", TRUE);
  wait_at_rest (&race);
  /* An error stays until closed: the next toast waits behind it… */
  second = add_toast (&race, "Second toast", FALSE);
  /* …and comes in front (500 ms) once the error is closed. */
  click_toast_button (&race, error, TRUE);
  g_assert_true (ui_wait_for (toast_shown, (gpointer[]) { &race, second }));
  click_toast_button (&race, second, FALSE);
  wait_at_rest (&race);

  g_assert_cmpuint (race.n_undone, ==, 1);
  g_assert_cmpuint (times_dismissed (&race, error), ==, 1);
  g_assert_cmpuint (times_dismissed (&race, second), ==, 1);
  g_assert_null (toast_widget (&race, second));
  race_finish (&race);
}

/* Closed in the same frame it appeared: its slide-in and its hiding
 * then end in the same frame, and GTK runs the newer (the hiding) first. */
static void
test_close_at_once (void)
{
  Race race;
  AdwToast *toast;

  race_start (&race);
  toast = add_toast (&race, "Closed at once", FALSE);
  click_toast_button (&race, toast, TRUE);
  wait_at_rest (&race);

  g_assert_cmpuint (times_dismissed (&race, toast), ==, 1);
  g_assert_null (toast_widget (&race, toast));
  race_finish (&race);
}

/* Dismissed by the app itself (a collection over, a move undone) right
 * as an error comes in front of another toast. */
static void
test_dismissed_replacing (void)
{
  Race race;
  AdwToast *first;
  AdwToast *error;

  error = start_error_in_front (&race, &first);
  adw_toast_dismiss (error);
  finish_error_gone (&race, first, error);
}

/* A toast hidden behind an error while it still slides in, the error
 * closed at once: the first toast comes back while it is still hiding
 * (libadwaita asserts it has no widget then), and, closed too, is freed
 * while its first slide-in runs. */
static void
test_close_both_replaced (void)
{
  Race race;
  AdwToast *first;
  AdwToast *error;

  race_start (&race);
  first = add_toast (&race, "First toast", FALSE);
  error = add_toast (&race, "An error in front of it", TRUE);
  click_toast_button (&race, error, TRUE);
  adw_toast_dismiss (first);
  wait_at_rest (&race);

  g_assert_cmpuint (times_dismissed (&race, error), ==, 1);
  g_assert_cmpuint (times_dismissed (&race, first), ==, 1);
  g_assert_null (toast_widget (&race, first));
  g_assert_null (toast_widget (&race, error));
  race_finish (&race);
}

/* The same toast added again while it slides in (the app's way to start
 * its time again), then closed. */
static void
test_add_again_then_close (void)
{
  Race race;
  AdwToast *first;
  AdwToast *error;

  error = start_error_in_front (&race, &first);
  tm_window_add_toast (race.window, g_object_ref (error));
  click_toast_button (&race, error, TRUE);
  tm_window_add_toast (race.window, g_object_ref (first));
  finish_error_gone (&race, first, error);
}

/* A page's own toast: the one Undo shows (a move's toast), and Back at
 * once, which dismisses it with nothing left to undo (tm-window.c). */
static void
test_move_toast_back (void)
{
  g_autoptr(TmRecord) record = ui_load_record ("advise-cots-analysis.json");
  g_autoptr(AdwToast) toast = NULL;
  Race race;
  guint n_moves = tm_record_get_n_moves (record);

  g_assert_cmpuint (n_moves, >, 0);
  ui_clear_saved_games ();
  race_start (&race);
  g_assert_true (tm_window_open_record (race.window, record));
  wait_at_rest (&race);
  g_assert_null (toast_widget (&race, NULL));

  gtk_widget_activate_action (GTK_WIDGET (race.window), "win.undo", NULL);
  g_assert_cmpuint (tm_record_get_n_moves (record), ==, n_moves - 1);
  g_assert_nonnull (toast_widget (&race, NULL));
  g_object_get (toast_widget (&race, NULL), "toast", &toast, NULL);
  g_signal_connect (toast, "dismissed", G_CALLBACK (on_dismissed), &race);
  gtk_widget_activate_action (GTK_WIDGET (race.window), "win.go-back", NULL);
  wait_at_rest (&race);

  g_assert_null (tm_window_get_game_page (race.window));
  g_assert_cmpuint (times_dismissed (&race, toast), ==, 1);
  g_assert_null (toast_widget (&race, NULL));
  race_finish (&race);
  ui_clear_saved_games ();
}

/* The window closed while a toast slides in and another is closed:
 * every toast is dismissed once, and nothing is written afterwards. */
static void
test_window_closed (void)
{
  Race race;
  AdwToast *first;
  AdwToast *error;

  error = g_object_ref (start_error_in_front (&race, &first));
  g_object_ref (first);
  click_toast_button (&race, error, TRUE);
  gtk_window_destroy (GTK_WINDOW (race.window));
  ui_spin ();
  g_assert_cmpuint (times_dismissed (&race, error), ==, 1);
  g_assert_cmpuint (times_dismissed (&race, first), ==, 1);
  g_object_unref (first);
  g_object_unref (error);
  g_hash_table_unref (race.dismissed);
}

int
test_ui_toast_race_main (int   argc,
                         char *argv[])
{
  g_autofree char *home = ui_make_data_home ("tm-ui-toast-race-XXXXXX");
  int status;

  if (!ui_test_init (&argc, &argv))
    return 0;
  /* The race is a slide-in's: with animations, in the sanitizer run too. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);

  g_test_add_func ("/ui/toast-race/close-replacing", test_close_replacing);
  g_test_add_func ("/ui/toast-race/undo-replacing", test_undo_replacing);
  g_test_add_func ("/ui/toast-race/close-at-once", test_close_at_once);
  g_test_add_func ("/ui/toast-race/dismissed-replacing", test_dismissed_replacing);
  g_test_add_func ("/ui/toast-race/close-both-replaced", test_close_both_replaced);
  g_test_add_func ("/ui/toast-race/add-again-then-close", test_add_again_then_close);
  g_test_add_func ("/ui/toast-race/move-toast-back", test_move_toast_back);
  g_test_add_func ("/ui/toast-race/window-closed", test_window_closed);

  status = g_test_run ();
  ui_remove_tree (home);
  return status;
}
