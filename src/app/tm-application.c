/* tm-application.c — the Tablemate application
 *
 * Owns the app-wide actions (quit, help, about, shortcuts) and opens a
 * window; record files given on the command line (`tablemate FILE` or
 * `tablemate --open FILE`) are opened in it.
 */
#include "config.h"

#include "tm-application.h"
#include "tm-window.h"
#include "tm-build-tree.h"
#include "tm-software-gl.h"
#include "tm-help.h"
#include "games/tsuki-no-utena/page/tm-utena-pair-checker.h"

#include <glib/gi18n.h>

struct _TmApplication
{
  AdwApplication parent_instance;

  /* The record given with --open, opened when the window first shows. */
  GFile *pending_open;
};

G_DEFINE_FINAL_TYPE (TmApplication, tm_application, ADW_TYPE_APPLICATION)

static TmWindow *
get_window (TmApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (window == NULL)
    window = GTK_WINDOW (tm_window_new (self));
  return TM_WINDOW (window);
}

static void
tm_application_activate (GApplication *app)
{
  TmApplication *self = TM_APPLICATION (app);
  TmWindow *window = get_window (self);

  /* A game resumed at start-up is on the window before it is first laid
   * out: the start page behind it is then never measured.  Realized
   * first, so that the window still saves the game after its first
   * frame (tm_window_open_file()). */
  if (self->pending_open != NULL)
    {
      g_autoptr(GFile) file = g_steal_pointer (&self->pending_open);

      gtk_widget_realize (GTK_WIDGET (window));
      tm_window_open_file (window, file);
    }
  gtk_window_present (GTK_WINDOW (window));
}

static void
tm_application_open (GApplication  *app,
                     GFile        **files,
                     int            n_files,
                     const char    *hint)
{
  TmWindow *window = get_window (TM_APPLICATION (app));

  gtk_window_present (GTK_WINDOW (window));
  /* One window shows one game: the last file given wins. */
  if (n_files > 0)
    tm_window_open_file (window, files[n_files - 1]);
}

static int
tm_application_handle_local_options (GApplication *app,
                                     GVariantDict *options)
{
  TmApplication *self = TM_APPLICATION (app);
  const char *path = NULL;

  /* --open FILE is the same as a file argument: a running instance
   * gets it at once, a new one when it activates. */
  if (g_variant_dict_lookup (options, "open", "^&ay", &path))
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
      g_autoptr(GError) error = NULL;

      if (!g_application_register (app, NULL, &error))
        {
          g_printerr ("%s\n", error->message);
          return 1;
        }
      if (g_application_get_is_remote (app))
        {
          g_application_open (app, &file, 1, "");
          return 0;
        }
      g_set_object (&self->pending_open, file);
    }
  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("tablemate %s\n", PACKAGE_VERSION);
      return 0;
    }
  return -1;
}

static void
quit_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  GApplication *app = G_APPLICATION (user_data);
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (app));

  /* Closing the windows lets each save its size; games are saved already. */
  while (windows != NULL)
    {
      GList *next = windows->next;

      gtk_window_close (GTK_WINDOW (windows->data));
      windows = next;
    }
  g_application_quit (app);
}

static void
help_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (user_data));

  tm_help_show (window);
}

static void
shortcuts_activated (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (user_data));

  /* Built when first asked for rather than with the window (what
   * GtkApplication does with a gtk/help-overlay.ui resource): its widgets
   * cost the first frame 4 % of its instructions. */
  if (GTK_IS_APPLICATION_WINDOW (window)
      && gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)) == NULL)
    {
      g_autoptr(GtkBuilder) builder =
        gtk_builder_new_from_resource ("/io/github/tablemate/Tablemate/tm-shortcuts-window.ui");

      gtk_application_window_set_help_overlay (GTK_APPLICATION_WINDOW (window),
                                               GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
    }
  if (window != NULL)
    gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL);
}

static void
about_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (user_data));
  static const char *developers[] = { "The Tablemate contributors", NULL };

  adw_show_about_window (window,
                         "application-name", _("Tablemate"),
                         "application-icon", APP_ID,
                         "version", PACKAGE_VERSION,
                         "comments", _("A companion for board and card games played at the table"),
                         "developers", developers,
                         /* Translators: put your name here. */
                         "translator-credits", _("translator-credits"),
                         "license-type", GTK_LICENSE_GPL_3_0,
                         NULL);
}

/* Tsuki no Utena's pair checker: a tool beside any window, not modal. */
static void
pair_checker_activated (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (user_data));

  GtkWindow *checker = GTK_WINDOW (tm_utena_pair_checker_new (window));

  gtk_window_set_application (checker, GTK_APPLICATION (user_data));
  gtk_window_present (checker);
}

static const GActionEntry app_actions[] = {
  { .name = "quit", .activate = quit_activated },
  { .name = "help", .activate = help_activated },
  { .name = "shortcuts", .activate = shortcuts_activated },
  { .name = "about", .activate = about_activated },
  { .name = "pair-checker", .activate = pair_checker_activated },
};

static void
tm_application_startup (GApplication *app)
{
  static const char *quit_accels[] = { "<Control>q", NULL };
  static const char *help_accels[] = { "F1", NULL };
  static const char *shortcuts_accels[] = { "<Control>question", NULL };
  static const char *new_game_accels[] = { "<Control>n", NULL };
  static const char *open_accels[] = { "<Control>o", NULL };
  static const char *undo_accels[] = { "<Control>z", NULL };
  static const char *redo_accels[] = { "<Control><Shift>z", NULL };
  static const char *back_accels[] = { "<Alt>Left", NULL };
  static const char *history_accels[] = { "<Control>h", NULL };
  static const char *pause_clock_accels[] = { "<Control>p", NULL };
  static const char *no_accels[] = { NULL };

  g_autofree char *icon_dir = NULL;

  G_APPLICATION_CLASS (tm_application_parent_class)->startup (app);

  /* Before the first window: no OpenGL on llvmpipe (tm-software-gl.h). */
  tm_software_gl_prefer_cairo (gdk_display_get_default ());

  /* Run from the build tree: the app icon (About, the window) is not in
   * any installed theme. */
  icon_dir = tm_build_tree_get_icon_dir ();
  if (icon_dir != NULL)
    gtk_icon_theme_add_search_path (gtk_icon_theme_get_for_display (gdk_display_get_default ()),
                                    icon_dir);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions,
                                   G_N_ELEMENTS (app_actions), app);

  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.help", help_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.shortcuts", shortcuts_accels);
  /* app.shortcuts owns Ctrl+? now; the built-in action keeps working. */
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.show-help-overlay", no_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.new-game", new_game_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.open", open_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.undo", undo_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.redo", redo_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.go-back", back_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.show-history", history_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.pause-clock", pause_clock_accels);
}

static void
tm_application_dispose (GObject *object)
{
  TmApplication *self = TM_APPLICATION (object);

  g_clear_object (&self->pending_open);

  G_OBJECT_CLASS (tm_application_parent_class)->dispose (object);
}

static void
tm_application_class_init (TmApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = tm_application_dispose;

  app_class->startup = tm_application_startup;
  app_class->activate = tm_application_activate;
  app_class->open = tm_application_open;
  app_class->handle_local_options = tm_application_handle_local_options;
}

static void
tm_application_init (TmApplication *self)
{
  static const GOptionEntry entries[] = {
    { "open", 0, 0, G_OPTION_ARG_FILENAME, NULL,
      N_("Open a game record"), N_("FILE") },
    { "version", 0, 0, G_OPTION_ARG_NONE, NULL,
      N_("Show the version and quit"), NULL },
    { NULL }
  };

  g_application_add_main_option_entries (G_APPLICATION (self), entries);
  g_application_set_option_context_parameter_string (G_APPLICATION (self), _("[FILE…]"));
  g_application_set_option_context_summary (G_APPLICATION (self),
                                            _("Open a game record, or start Tablemate to play one."));
}

TmApplication *
tm_application_new (void)
{
  return g_object_new (TM_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/tablemate/Tablemate",
                       NULL);
}
