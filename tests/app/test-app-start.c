/* test-app-start.c — the tablemate program itself: started with a record,
 * asked again while it runs, and quit
 *
 * The other UI tests build the window inside their own process; this one
 * runs the program (src/app/main.c, tm-application.c) as a player does:
 * `--version`, a record given as an argument and with --open, a second
 * start that hands its record (or just "show yourself") to the one
 * running and ends, and Quit through the app's action.  The program must
 * end with status 0: built with the sanitizers, that also means no leak
 * and no error on the way out.
 *
 * Runs under Xvfb (xvfb-test.sh) on a D-Bus session of its own
 * (GTestDBus), with the program's path in TM_APP.
 */
#include "config.h"

#include <gio/gio.h>

#include "core/tm-record.h"
#include "ui-test-util.h"
#include "ui-test-programs.h"

#define APP_ID   "io.github.tablemate.Tablemate"
#define APP_PATH "/io/github/tablemate/Tablemate"
/* Generous: a start under the sanitizers on a busy machine takes seconds. */
#define WAIT_S   60

typedef struct
{
  char *home;
  GSubprocessLauncher *launcher;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  static const char * const folders[][2] = {
    { "XDG_DATA_HOME", "data" }, { "XDG_CONFIG_HOME", "config" },
    { "XDG_CACHE_HOME", "cache" }, { "XDG_STATE_HOME", "state" },
  };
  g_autoptr(GError) error = NULL;

  fixture->home = g_dir_make_tmp ("tm-app-start-XXXXXX", &error);
  g_assert_no_error (error);
  /* What the program prints goes to this test's log, not its TAP. */
  fixture->launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  /* GTestDBus took DISPLAY out of this process's environment. */
  g_subprocess_launcher_setenv (fixture->launcher, "DISPLAY", data, TRUE);
  g_subprocess_launcher_setenv (fixture->launcher, "HOME", fixture->home, TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (folders); i++)
    {
      g_autofree char *path = g_build_filename (fixture->home, folders[i][1], NULL);

      g_subprocess_launcher_setenv (fixture->launcher, folders[i][0], path, TRUE);
    }
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  ui_remove_tree (fixture->home);
  g_free (fixture->home);
  g_object_unref (fixture->launcher);
}

static char *
record_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "..", "cli", "records", name, NULL);
}

static char *
record_id (const char *name)
{
  g_autofree char *path = record_path (name);
  g_autoptr(GError) error = NULL;
  g_autoptr(TmRecord) record = tm_record_load_file (path, &error);

  g_assert_no_error (error);
  return g_strdup (tm_record_get_id (record));
}

/* Starts the program with @first, @second … (NULL-terminated). */
static GSubprocess *
start (Fixture    *fixture,
       const char *first,
       ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  const char *app = g_getenv ("TM_APP");
  GSubprocess *process;
  va_list args;

  g_assert_nonnull (app);
  g_ptr_array_add (argv, (gpointer) app);
  va_start (args, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);
  process = g_subprocess_launcher_spawnv (fixture->launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  return process;
}

typedef struct
{
  gboolean done;
  GBytes *printed;
} Ending;

static void
on_ended (GObject      *source,
          GAsyncResult *result,
          gpointer      data)
{
  Ending *ending = data;

  g_subprocess_communicate_finish (G_SUBPROCESS (source), result, &ending->printed, NULL, NULL);
  ending->done = TRUE;
}

static gboolean
on_late (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Waits for @process to end, reading what it prints (a full pipe would
 * keep it from ending); fails after WAIT_S.  Its status must be 0; what
 * it printed in @out when not NULL. */
static void
assert_ends_well (GSubprocess  *process,
                  char        **out)
{
  Ending ending = { FALSE, NULL };
  gboolean late = FALSE;
  guint timer = g_timeout_add_seconds (WAIT_S, on_late, &late);

  g_subprocess_communicate_async (process, NULL, NULL, on_ended, &ending);
  while (!ending.done && !late)
    g_main_context_iteration (NULL, TRUE);
  if (!ending.done)
    {
      /* Not left running behind the test; the callback still comes. */
      g_subprocess_force_exit (process);
      while (!ending.done)
        g_main_context_iteration (NULL, TRUE);
    }
  else
    g_source_remove (timer);
  g_assert_false (late);
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
  if (out != NULL)
    *out = ending.printed != NULL
           ? g_strndup (g_bytes_get_data (ending.printed, NULL), g_bytes_get_size (ending.printed))
           : g_strdup ("");
  g_clear_pointer (&ending.printed, g_bytes_unref);
}

static gboolean
holds_record (const char *folder,
              const char *id)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);
      g_autoptr(TmRecord) record = NULL;

      if (!g_str_has_suffix (name, ".json"))
        continue;
      record = tm_record_load_file (path, NULL);
      if (record != NULL && g_strcmp0 (tm_record_get_id (record), id) == 0)
        return TRUE;
    }
  return FALSE;
}

/* Waits until the record of @name is among the saved games: a record
 * opened from elsewhere joins them once the window has drawn it. */
static void
assert_saved (Fixture     *fixture,
              GSubprocess *running,
              const char  *name)
{
  g_autofree char *id = record_id (name);
  g_autofree char *games = g_build_filename (fixture->home, "data", "tablemate", "games", NULL);
  gint64 deadline = g_get_monotonic_time () + WAIT_S * G_TIME_SPAN_SECOND;

  while (!holds_record (games, id))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      /* Still running (GIO reaps an ended child in a thread of its own,
       * and the identifier goes): one that ended will never save it. */
      g_assert_nonnull (g_subprocess_get_identifier (running));
      g_usleep (20 * 1000);
    }
}

static void
quit (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDBusConnection) bus = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, &error);
  g_autoptr(GVariant) reply = NULL;

  g_assert_no_error (error);
  /* What app.quit (Ctrl+Q, the menu's Quit) does, through the actions
   * GApplication exports. */
  reply = g_dbus_connection_call_sync (bus, APP_ID, APP_PATH, "org.gtk.Actions", "Activate",
                                       g_variant_new ("(sava{sv})", "quit", NULL, NULL),
                                       NULL, G_DBUS_CALL_FLAGS_NONE, WAIT_S * 1000, NULL, &error);
  g_assert_no_error (error);
}

static void
test_version (Fixture       *fixture,
              gconstpointer  data)
{
  g_autoptr(GSubprocess) process = start (fixture, "--version", NULL);
  g_autofree char *out = NULL;

  assert_ends_well (process, &out);
  g_assert_cmpstr (out, ==, "tablemate " PACKAGE_VERSION "\n");
}

/* `tablemate FILE`, then `tablemate --open FILE` and `tablemate` while it
 * runs: both hand over to it and end; it opens the second record. */
static void
test_second_start (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autofree char *first = record_path ("cots-full-game.json");
  g_autofree char *second = record_path ("sisters-4p.json");
  g_autoptr(GSubprocess) running = start (fixture, first, NULL);
  g_autoptr(GSubprocess) again = NULL;
  g_autoptr(GSubprocess) shown = NULL;

  assert_saved (fixture, running, "cots-full-game.json");
  again = start (fixture, "--open", second, NULL);
  assert_ends_well (again, NULL);
  assert_saved (fixture, running, "sisters-4p.json");
  shown = start (fixture, NULL);
  assert_ends_well (shown, NULL);
  quit ();
  assert_ends_well (running, NULL);
}

/* `tablemate --open FILE` as the first start: opened once the window
 * shows. */
static void
test_open_option (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autofree char *path = record_path ("psi-full-game.json");
  g_autoptr(GSubprocess) running = start (fixture, "--open", path, NULL);

  assert_saved (fixture, running, "psi-full-game.json");
  quit ();
  assert_ends_well (running, NULL);
}

int
test_ui_app_start_main (int   argc,
                        char *argv[])
{
  g_autoptr(GTestDBus) bus = NULL;
  g_autofree char *display = g_strdup (g_getenv ("DISPLAY"));
  int status;

  g_test_init (&argc, &argv, NULL);
  g_assert_nonnull (display);
  /* A session bus of its own: the second start finds the first there.
   * (It unsets DISPLAY, against X11's D-Bus autolaunch; the programs
   * get it back from the fixture.) */
  bus = g_test_dbus_new (G_TEST_DBUS_NONE);
  g_test_dbus_up (bus);
  g_test_add ("/app-start/version", Fixture, display, fixture_set_up, test_version, fixture_tear_down);
  g_test_add ("/app-start/second-start", Fixture, display, fixture_set_up, test_second_start, fixture_tear_down);
  g_test_add ("/app-start/open-option", Fixture, display, fixture_set_up, test_open_option, fixture_tear_down);
  status = g_test_run ();
  g_test_dbus_down (bus);
  return status;
}
