/* test-ui-help.c — F1 when the help viewer cannot be started; the app
 * run from the build tree; the keyboard shortcuts window
 *
 * Runs in a real GTK window (under Xvfb in `meson test`).  TM_HELP_URI is
 * a URI no program opens, as help: is on a machine without Yelp: the
 * window must show a dialog that says how to read the help (the build's
 * web pages, or the command that makes them), and nothing on stderr
 * (G_DEBUG=fatal-warnings makes a GTK warning fail the test).
 */
#include "config.h"

#include <adwaita.h>

#include "app/tm-application.h"
#include "app/tm-build-tree.h"
#include "app/tm-help.h"
#include "ui-test-util.h"
#include "ui-test-programs.h"

static AdwMessageDialog *
show_help (TmWindow *window)
{
  AdwMessageDialog *dialog;

  g_setenv ("TM_HELP_URI", "tablemate-test-nothing-opens-this:help", TRUE);
  tm_help_show (GTK_WINDOW (window));
  dialog = ADW_MESSAGE_DIALOG (ui_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "The Help Could Not Be Opened");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "sudo apt install yelp"));
  return dialog;
}

/* From the build tree: the built web pages, and a button that opens them. */
static void
test_fallback_web_pages (void)
{
  TmWindow *window = ui_create_window (900, 600);
  g_autofree char *index = tm_help_get_html_index ();
  AdwMessageDialog *dialog;

  g_assert_nonnull (tm_build_tree_get_build_root ());
  g_assert_nonnull (index);
  g_assert_true (g_str_has_suffix (index, "/help/html/C/index.html"));
  dialog = show_help (window);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), index));
  g_assert_true (adw_message_dialog_has_response (dialog, "browser"));
  g_assert_cmpstr (adw_message_dialog_get_default_response (dialog), ==, "browser");

  adw_message_dialog_response (dialog, "close");
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
}

/* Installed (no build tree): the command that makes the web pages. */
static void
test_fallback_installed (void)
{
  g_autofree char *build_root = g_strdup (g_getenv ("TM_BUILD_ROOT"));
  TmWindow *window = ui_create_window (900, 600);
  AdwMessageDialog *dialog;

  g_unsetenv ("TM_BUILD_ROOT");
  g_assert_null (tm_help_get_html_index ());
  dialog = show_help (window);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "yelp-build html"));
  g_assert_false (adw_message_dialog_has_response (dialog, "browser"));

  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
  g_setenv ("TM_BUILD_ROOT", build_root, TRUE);
}

/* Issue #25: run from the build folder without build-aux/run.sh (no build
 * tree known, no TM_HELP_URI) and the help not installed, F1 does not
 * send Yelp to "Document Not Found": the same page as without Yelp. */
static void
test_fallback_not_installed (void)
{
  g_autofree char *build_root = g_strdup (g_getenv ("TM_BUILD_ROOT"));
  g_autofree char *installed = g_build_filename (DATADIR, "help", "C", GETTEXT_PACKAGE, "index.page", NULL);
  TmWindow *window = NULL;
  AdwMessageDialog *dialog;

  if (g_file_test (installed, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("the help is installed here");
      return;
    }
  window = ui_create_window (900, 600);
  g_unsetenv ("TM_BUILD_ROOT");
  g_unsetenv ("TM_HELP_URI");
  tm_help_show (GTK_WINDOW (window));
  dialog = ADW_MESSAGE_DIALOG (ui_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "The Help Could Not Be Opened");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "the help is not installed"));

  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
  g_setenv ("TM_BUILD_ROOT", build_root, TRUE);
}

/* The build tree's translations, icons and help are found. */
static void
test_build_tree (void)
{
  g_autofree char *locale_dir = tm_build_tree_get_locale_dir ();
  g_autofree char *icon_dir = tm_build_tree_get_icon_dir ();
  g_autofree char *help_dir = tm_build_tree_get_help_dir ();
  g_autofree char *mo = NULL;
  g_autofree char *icon = NULL;
  g_autofree char *page = NULL;

  g_assert_nonnull (locale_dir);
  mo = g_build_filename (locale_dir, "ja", "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);
  g_assert_true (g_file_test (mo, G_FILE_TEST_IS_REGULAR));
  g_assert_nonnull (icon_dir);
  icon = g_build_filename (icon_dir, "hicolor", "scalable", "apps", APP_ID ".svg", NULL);
  g_assert_true (g_file_test (icon, G_FILE_TEST_IS_REGULAR));
  g_assert_nonnull (help_dir);
  page = g_build_filename (help_dir, "index.page", NULL);
  g_assert_true (g_file_test (page, G_FILE_TEST_IS_REGULAR));
}

/* GTK 4.8's shortcuts window measures the labels of its page switcher
 * ("1", "2") at -3 px wide under libadwaita 1.2's style and warns about it
 * each time it is shown, as it did when GtkApplication built it: while
 * the test shows that window, that warning alone is not fatal (it is
 * written as a comment); every other message goes on as always. */
static gboolean tolerate_switcher_warning;

static GLogWriterOutput
log_writer (GLogLevelFlags   log_level,
            const GLogField *fields,
            gsize            n_fields,
            gpointer         user_data)
{
  if (tolerate_switcher_warning && (log_level & G_LOG_LEVEL_WARNING) != 0)
    {
      const char *domain = NULL, *message = NULL;

      for (gsize i = 0; i < n_fields; i++)
        if (g_str_equal (fields[i].key, "GLIB_DOMAIN"))
          domain = fields[i].value;
        else if (g_str_equal (fields[i].key, "MESSAGE"))
          message = fields[i].value;
      if (g_strcmp0 (domain, "Gtk") == 0 && message != NULL && g_str_has_prefix (message, "GtkLabel ")
          && g_str_has_suffix (message, "(label) reported min width -3, but sizes must be >= 0"))
        {
          g_test_message ("tolerated (GTK 4.8's shortcuts window): %s", message);
          return G_LOG_WRITER_HANDLED;
        }
    }
  return g_log_writer_default (log_level, fields, n_fields, user_data);
}

/* app.shortcuts (Ctrl+?, the main menu) shows the keyboard shortcuts
 * window over the main window.  It is built when first asked for, not
 * with the window (start-up time, issue #27), and then kept. */
static void
test_shortcuts_window (void)
{
  g_autoptr(GApplication) app = NULL;
  g_autoptr(GError) error = NULL;
  TmWindow *window;
  GtkShortcutsWindow *shortcuts;

  /* The application as tablemate runs it, without a session bus here:
   * registered, it runs its startup (actions, accelerators, style). */
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/tablemate-test", TRUE);
  app = G_APPLICATION (tm_application_new ());
  g_assert_true (g_application_register (app, NULL, &error));
  g_assert_no_error (error);
  window = tm_window_new (TM_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (ui_wait_mapped (GTK_WIDGET (window)));
  g_assert_null (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));
  g_assert_null (ui_find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW));

  tolerate_switcher_warning = TRUE;
  g_action_group_activate_action (G_ACTION_GROUP (app), "shortcuts", NULL);
  shortcuts = GTK_SHORTCUTS_WINDOW (ui_wait_for_toplevel (GTK_TYPE_SHORTCUTS_WINDOW));
  g_assert_true (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)) == shortcuts);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (shortcuts)) == GTK_WINDOW (window));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (shortcuts)), ==, "Keyboard Shortcuts");
  {
    g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "app.shortcuts");

    g_assert_cmpstrv (accels, ((const char *[]) { "<Control>question", NULL }));
  }

  /* Closed and asked for again: the same window, shown again. */
  gtk_widget_set_visible (GTK_WIDGET (shortcuts), FALSE);
  g_assert_null (ui_find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW));
  g_action_group_activate_action (G_ACTION_GROUP (app), "shortcuts", NULL);
  g_assert_true (GTK_SHORTCUTS_WINDOW (ui_wait_for_toplevel (GTK_TYPE_SHORTCUTS_WINDOW)) == shortcuts);

  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
  tolerate_switcher_warning = FALSE;
  g_unsetenv ("DBUS_SESSION_BUS_ADDRESS");
}

int
test_ui_help_main (int   argc,
                   char *argv[])
{
  g_log_set_writer_func (log_writer, NULL, NULL);
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ui/help/fallback-web-pages", test_fallback_web_pages);
  g_test_add_func ("/ui/help/fallback-installed", test_fallback_installed);
  g_test_add_func ("/ui/help/build-tree", test_build_tree);
  g_test_add_func ("/ui/help/fallback-not-installed", test_fallback_not_installed);
  /* Last: the only one that registers an application in this process. */
  g_test_add_func ("/ui/help/shortcuts-window", test_shortcuts_window);

  return g_test_run ();
}
