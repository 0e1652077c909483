/* test-ui-keyboard.c — Tab reaches everything, and gets stuck nowhere
 *
 * Every game's page in the real window, at its start, its middle and its
 * end, with a toast shown: Tab from nothing walks the window's focus
 * chain until it comes back to where it began, as a keyboard user's Tab
 * does.  It must never lose the focus, never stay where it was, and pass
 * every widget that can take the focus (mapped, sensitive, focusable,
 * with every container above it taking part; a board's grid of cells
 * is one stop, the arrow keys move inside it; so is a radio group, such
 * as the row of group buttons of each card of a Children of the Sun bed,
 * and the walk fails if one takes two stops).  Shift+Tab walks the same
 * chain the other way.
 *
 * Tab is the window's own "move-focus" keybinding signal, what the Tab
 * key ends in once no widget has used the key.
 */
#include "config.h"

#include <adwaita.h>

#include "core/tm-record.h"
#include "games/children-of-the-sun/page/tm-cots-groups-entry.h"
#include "app/tm-window.h"
#include "ui-test-util.h"
#include "ui-test-programs.h"

/* Enough for the longest chain (a Planetary Sisters flow box walks card
 * by card); a chain longer than this is a loop. */
#define MAX_STOPS 600

typedef struct
{
  const char *file;   /* in tests/cli/records, or a script of tests/app */
  guint       n_moves; /* played before the walk: G_MAXUINT all */
  int         width;   /* of the window: wide, or narrow (one column) */
  guint       n_radio_groups; /* the radio groups Tab must pass, one stop
                               * each (Children of the Sun: the beds
                               * shown, one group per card) */
} Position;

/* Whether the keyboard can put the focus on @widget now. */
static gboolean
is_keyboard_stop (GtkWidget *widget)
{
  if (!gtk_widget_get_focusable (widget) || !gtk_widget_is_sensitive (widget)
      || !gtk_widget_get_mapped (widget))
    return FALSE;
  for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
    if (!gtk_widget_get_can_focus (w) || !gtk_widget_get_child_visible (w))
      return FALSE;
  /* A scrolled window takes the focus only when nothing inside can, a
   * list passes it to a row. */
  if (GTK_IS_SCROLLED_WINDOW (widget) || GTK_IS_VIEWPORT (widget)
      || GTK_IS_LIST_BOX (widget) || GTK_IS_LIST_VIEW (widget))
    return FALSE;
  return TRUE;
}

static void
collect_stops (GtkWidget  *widget,
               GHashTable *stops)
{
  if (is_keyboard_stop (widget))
    g_hash_table_add (stops, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_stops (child, stops);
}

/* The widgets that are one Tab stop however many controls they hold:
 * the arrow keys move inside them (a list's rows; the boards' grids of
 * cells; the Children of the Sun card picker, whose rows of toggles work
 * as radio groups). */
static const char * const composites[] = {
  "GtkListBox", "GtkListView", "TmCotsBoard", "TmPsiBoard", "TmCotsCardPicker",
};

/* The composite widget @widget is part of, or NULL. */
static GtkWidget *
composite_of (GtkWidget *widget)
{
  for (GtkWidget *w = gtk_widget_get_parent (widget); w != NULL; w = gtk_widget_get_parent (w))
    for (guint i = 0; i < G_N_ELEMENTS (composites); i++)
      if (g_str_equal (G_OBJECT_TYPE_NAME (w), composites[i]))
        return w;
  return NULL;
}

/* The radio group @widget is a button of, or NULL: the keyboard
 * stops once in a radio group, on its chosen button. */
static GtkWidget *
radio_group_of (GtkWidget *widget)
{
  for (GtkWidget *w = gtk_widget_get_parent (widget); w != NULL; w = gtk_widget_get_parent (w))
    if (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (w)) == GTK_ACCESSIBLE_ROLE_RADIO_GROUP)
      return w;
  return NULL;
}

/* Whether a walk that passed @visited reached @widget: itself, or the
 * composite widget it is part of (noted as the walk passed it: a list
 * may make its rows' widgets again meanwhile). */
static gboolean
reached (GHashTable *visited,
         GtkWidget  *widget)
{
  GtkWidget *composite = composite_of (widget);

  return g_hash_table_contains (visited, widget)
         || (composite != NULL && g_hash_table_contains (visited, composite));
}

static char *
describe (GtkWidget *widget)
{
  GString *text = g_string_new (NULL);

  if (widget == NULL)
    return g_string_free (g_string_append (text, "nothing"), FALSE);
  g_string_append (text, G_OBJECT_TYPE_NAME (widget));
  if (!g_str_equal (gtk_widget_get_name (widget), G_OBJECT_TYPE_NAME (widget)))
    g_string_append_printf (text, " #%s", gtk_widget_get_name (widget));
  if (GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    g_string_append_printf (text, " “%s”", gtk_button_get_label (GTK_BUTTON (widget)));
  /* Where it is: its three nearest ancestors. */
  for (GtkWidget *w = gtk_widget_get_parent (widget); w != NULL && text->len < 160; w = gtk_widget_get_parent (w))
    g_string_append_printf (text, " < %s", G_OBJECT_TYPE_NAME (w));
  return g_string_free (text, FALSE);
}

/* Tab (or Shift+Tab) from nothing until the focus is back on the first
 * widget it reached; returns the widgets passed, and in @n_radio_groups
 * how many radio groups (each one stop). */
static GHashTable *
walk (GtkWindow  *window,
      gboolean    forward,
      const char *where,
      guint      *n_radio_groups)
{
  GHashTable *visited = g_hash_table_new (NULL, NULL);
  g_autoptr(GHashTable) radio_stops = g_hash_table_new (NULL, NULL);
  GtkDirectionType direction = forward ? GTK_DIR_TAB_FORWARD : GTK_DIR_TAB_BACKWARD;
  GtkWidget *first = NULL, *focus = NULL;

  gtk_window_set_focus (window, NULL);
  ui_spin ();
  for (guint stops = 0; ; stops++)
    {
      GtkWidget *before = focus;

      if (stops >= MAX_STOPS)
        g_error ("%s: %s never came back to %s", where, forward ? "Tab" : "Shift+Tab",
                 describe (first));
      g_signal_emit_by_name (window, "move-focus", direction);
      ui_spin ();
      focus = gtk_window_get_focus (window);
      if (focus == NULL)
        g_error ("%s: %s from %s put the focus nowhere", where, forward ? "Tab" : "Shift+Tab",
                 describe (before));
      if (focus == before)
        g_error ("%s: %s stayed on %s", where, forward ? "Tab" : "Shift+Tab", describe (focus));
      if (focus == first)
        break;
      if (first == NULL)
        first = focus;
      if (composite_of (focus) != NULL)
        g_hash_table_add (visited, composite_of (focus));
      if (radio_group_of (focus) != NULL)
        {
          GtkWidget *stop = g_hash_table_lookup (radio_stops, radio_group_of (focus));

          if (stop != NULL && stop != focus)
            {
              g_autofree char *one = describe (stop);
              g_autofree char *other = describe (focus);

              g_error ("%s: %s stops twice in one radio group, on %s and on %s", where,
                       forward ? "Tab" : "Shift+Tab", one, other);
            }
          g_hash_table_insert (radio_stops, radio_group_of (focus), focus);
        }
      if (g_getenv ("TM_TEST_VERBOSE") != NULL)
        g_printerr ("%s %s\n", forward ? "Tab" : "Shift+Tab", describe (focus));
      g_hash_table_add (visited, focus);
    }
  *n_radio_groups = g_hash_table_size (radio_stops);
  return visited;
}

/* Tab and Shift+Tab each go round the whole window, every widget that
 * can take the focus is on the way, and the walk changes none of them:
 * the page was whole when it was first drawn. */
static void
assert_chain (TmWindow   *window,
              const char *where,
              guint       n_radio_groups)
{
  g_autoptr(GHashTable) stops = g_hash_table_new (NULL, NULL);
  g_autoptr(GHashTable) stops_after = g_hash_table_new (NULL, NULL);
  g_autoptr(GHashTable) forward = NULL;
  g_autoptr(GHashTable) backward = NULL;
  GHashTableIter iter;
  gpointer widget;
  guint n_forward = 0, n_backward = 0;

  ui_assert_unique_mnemonics (GTK_WIDGET (window), where);
  collect_stops (GTK_WIDGET (window), stops);
  forward = walk (GTK_WINDOW (window), TRUE, where, &n_forward);
  backward = walk (GTK_WINDOW (window), FALSE, where, &n_backward);
  if (n_forward != n_radio_groups || n_backward != n_radio_groups)
    g_error ("%s: Tab passed %u radio groups and Shift+Tab %u, not %u", where,
             n_forward, n_backward, n_radio_groups);
  collect_stops (GTK_WIDGET (window), stops_after);
  g_hash_table_iter_init (&iter, stops);
  while (g_hash_table_iter_next (&iter, &widget, NULL))
    {
      g_autofree char *what = describe (widget);

      /* A list's rows may be made again as the walk scrolls it. */
      if (!g_hash_table_contains (stops_after, widget) && composite_of (widget) == NULL)
        g_error ("%s: %s went during the walk", where, what);
      if (!reached (forward, widget))
        g_error ("%s: Tab never reaches %s", where, what);
      if (!reached (backward, widget))
        g_error ("%s: Shift+Tab never reaches %s", where, what);
    }
  g_hash_table_iter_init (&iter, stops_after);
  while (g_hash_table_iter_next (&iter, &widget, NULL))
    if (!g_hash_table_contains (stops, widget) && composite_of (widget) == NULL)
      {
        g_autofree char *what = describe (widget);

        g_error ("%s: %s came during the walk", where, what);
      }
}

/* A toast's buttons are in the chain while it is shown. */
static void
show_toast (TmWindow *window)
{
  AdwToast *toast = adw_toast_new ("Tab");

  adw_toast_set_button_label (toast, "_Undo");
  adw_toast_set_action_name (toast, "win.undo");
  adw_toast_set_timeout (toast, 0);
  tm_window_add_toast (window, toast);
}

/* With two finished games and one being played, so that the start page
 * and the history have their lists. */
static void
test_start_page (void)
{
  const char * const files[] = { "cots-full-game.json", "psi-full-game.json", "sisters-3p.json" };
  TmWindow *window;

  ui_clear_saved_games ();
  window = ui_create_window (1100, 760);
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autoptr(TmRecord) record = ui_load_record (files[i]);

      if (i == 2)
        tm_record_undo (record);
      g_assert_true (tm_window_open_record (window, record));
      ui_spin ();
    }
  tm_window_show_start (window);
  show_toast (window);
  ui_wait_frames (GTK_WIDGET (window));
  assert_chain (window, "the start page", 0);
  tm_window_show_history (window);
  ui_wait_frames (GTK_WIDGET (window));
  /* The two finished games listed at once. */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (tm_window_get_history (window))), ==, 2);
  assert_chain (window, "the history", 0);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
}

static void
test_position (gconstpointer data)
{
  const Position *position = data;
  g_autofree char *where = NULL;
  g_autofree char *script = g_test_build_filename (G_TEST_DIST, position->file, NULL);
  /* A script of tests/app, or a record of tests/cli/records. */
  g_autoptr(TmRecord) record = g_file_test (script, G_FILE_TEST_EXISTS) ? ui_load_script (position->file)
                                                                      : ui_load_record (position->file);
  TmWindow *window;
  guint n_moves;

  while (position->n_moves < tm_record_get_n_moves (record))
    g_assert_true (tm_record_undo (record));
  n_moves = tm_record_get_n_moves (record);
  where = g_strdup_printf ("%s after %u moves, %d pixels wide", position->file, n_moves, position->width);

  ui_clear_saved_games ();
  window = ui_create_window (position->width, 760);
  g_assert_true (tm_window_open_record (window, record));
  show_toast (window);
  ui_wait_frames (GTK_WIDGET (window));
  /* In Children of the Sun's end, the first player's bed shown, where
   * their groups are formed (one bed at a time: the other player looks
   * away). */
  {
    g_autoptr(GPtrArray) entries = g_ptr_array_new ();

    ui_collect_descendants (GTK_WIDGET (window), TM_TYPE_COTS_GROUPS_ENTRY, entries);
    if (entries->len > 0 && gtk_widget_get_mapped (g_ptr_array_index (entries, 0)))
      tm_cots_groups_entry_show_bed (g_ptr_array_index (entries, 0));
    ui_wait_frames (GTK_WIDGET (window));
  }

  assert_chain (window, where, position->n_radio_groups);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
}

#define WIDE   1100
#define NARROW 400

static const Position positions[] = {
  { "cots-full-game.json", 0, WIDE },
  { "cots-full-game.json", 9, WIDE },
  { "cots-full-game.json", 9, NARROW },
  /* The first player's bed shown: one stop a card. */
  { "cots-winner.json", 26, WIDE, 7 },
  { "cots-winner.json", 26, NARROW, 7 },
  { "cots-full-game.json", G_MAXUINT, WIDE },
  { "psi-full-game.json", 0, WIDE },
  { "psi-full-game.json", 12, WIDE },
  { "psi-full-game.json", 12, NARROW },
  { "psi-full-game.json", G_MAXUINT, WIDE },
  { "sisters-3p.json", 0, WIDE },
  { "sisters-3p.json", 7, WIDE },
  { "sisters-3p.json", 7, NARROW },
  { "sisters-3p.json", G_MAXUINT, WIDE },
  { "utena-full-won.json", 0, WIDE },
  { "utena-full-won.json", 3, WIDE },
  { "utena-full-won.json", 9, WIDE },
  { "utena-full-won.json", 9, NARROW },
  { "utena-full-won.json", G_MAXUINT, WIDE },
};

int
test_ui_keyboard_main (int   argc,
                       char *argv[])
{
  /* A data folder of its own: the history holds only this test's games. */
  g_autofree char *home = ui_make_data_home ("tm-ui-keyboard-XXXXXX");
  int status;

  if (!ui_test_init (&argc, &argv))
    return 0;

  /* Two halves, run by two processes (tests/app/meson.build says why):
   * the first half, the start page, the history, Children of the Sun
   * and Psi Conjuring; the second, Planetary Sisters and Tsuki no Utena. */
  g_test_add_func ("/ui/keyboard/first-half/start-and-history", test_start_page);
  for (guint i = 0; i < G_N_ELEMENTS (positions); i++)
    {
      const Position *position = &positions[i];
      int stem = (int) (strchr (position->file, '.') - position->file);
      const char *narrow = position->width == NARROW ? "-narrow" : "";
      const char *half = g_str_has_prefix (position->file, "cots") || g_str_has_prefix (position->file, "psi")
                         ? "first-half" : "second-half";
      g_autofree char *name = position->n_moves == G_MAXUINT
                              ? g_strdup_printf ("/ui/keyboard/%s/%.*s-end%s", half, stem, position->file, narrow)
                              : g_strdup_printf ("/ui/keyboard/%s/%.*s-%u%s", half, stem, position->file,
                                                 position->n_moves, narrow);

      g_test_add_data_func (name, position, test_position);
    }
  status = g_test_run ();
  ui_remove_tree (home);
  return status;
}
