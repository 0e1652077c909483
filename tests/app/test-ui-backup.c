/* test-ui-backup.c — Back Up All Games…, Restore from Backup…, and the
 * record files the History page cannot read
 *
 * The file choosers are the system's (portals), so the tests start after
 * them: tm_backup_actions_back_up_to() and _restore_from() are what the
 * choosers' answers call.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "core/tm-backup.h"
#include "core/tm-history.h"
#include "app/tm-backup-actions.h"
#include "app/tm-history-problems.h"
#include "app/tm-window.h"
#include "ui-test-util.h"
#include "ui-test-programs.h"

static char *
data_path (const char *relative)
{
  return g_build_filename (g_get_user_data_dir (), "tablemate", relative, NULL);
}

static void
put_record (const char *folder,
            const char *name)
{
  g_autofree char *source = g_build_filename (g_getenv ("TM_SOURCE_ROOT"), "tests", "cli", "records",
                                              name, NULL);
  g_autofree char *relative = g_build_filename (folder, name, NULL);
  g_autofree char *target = data_path (relative);
  g_autofree char *dir = g_path_get_dirname (target);
  g_autofree char *data = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (source, &data, &length, NULL));
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (target, data, (gssize) length, NULL));
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* "name=content" of each file in @folder of the data folder, sorted. */
static char *
folder_listing (const char *folder)
{
  g_autofree char *dir_path = data_path (folder);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  GString *out = g_string_new (NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".json"))
      {
        g_autofree char *path = g_build_filename (dir_path, name, NULL);
        g_autofree char *data = NULL;

        g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
        g_ptr_array_add (names, g_strdup_printf ("%s=%s", name, data));
      }
  g_ptr_array_sort (names, compare_strings);
  for (guint i = 0; i < names->len; i++)
    g_string_append_printf (out, "%s\n", (const char *) g_ptr_array_index (names, i));
  return g_string_free (out, FALSE);
}

static char *
listing (void)
{
  g_autofree char *games = folder_listing ("games");
  g_autofree char *history = folder_listing ("history");

  return g_strconcat (games, "--\n", history, NULL);
}

static void
assert_shown (GtkWidget  *root,
              const char *text)
{
  if (!ui_wait_label_shown (root, text))
    g_error ("“%s” is not shown", text);
}

static gboolean
show_animation_over (gpointer data)
{
  return g_get_monotonic_time () - *(gint64 *) data >= 600 * 1000;
}

/* Waits for the toast saying @text, then dismisses it, so that the
 * next toast shows at once instead of after it. */
static void
assert_toast (TmWindow   *window,
              const char *text)
{
  GtkWidget *overlay = ui_find_descendant (GTK_WIDGET (window), ADW_TYPE_TOAST_OVERLAY, NULL);
  g_autoptr(GPtrArray) toasts = g_ptr_array_new_with_free_func (g_object_unref);

  gint64 seen_at;

  g_assert_nonnull (overlay);
  assert_shown (GTK_WIDGET (window), text);
  /* libadwaita 1.2 must not see a toast dismissed during its show
   * animation (up to 500 ms; see tm-page-support.c). */
  seen_at = g_get_monotonic_time ();
  g_assert_true (ui_wait_for (show_animation_over, &seen_at));
  for (GtkWidget *child = gtk_widget_get_first_child (overlay);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (g_str_equal (G_OBJECT_TYPE_NAME (child), "AdwToastWidget"))
      {
        AdwToast *toast = NULL;

        g_object_get (child, "toast", &toast, NULL);
        if (toast != NULL)
          g_ptr_array_add (toasts, toast);
      }
  for (guint i = 0; i < toasts->len; i++)
    adw_toast_dismiss (g_ptr_array_index (toasts, i));
  ui_wait_frames (GTK_WIDGET (window));
}

/* Whether the main menu has an item @label for @action. */
static gboolean
menu_has (GMenuModel *menu,
          const char *label,
          const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *item_label = NULL;
      g_autofree char *item_action = NULL;
      GMenuModel *section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);

      if (section != NULL)
        {
          gboolean found = menu_has (section, label, action);

          g_object_unref (section);
          if (found)
            return TRUE;
          continue;
        }
      g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_LABEL, "s", &item_label);
      g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &item_action);
      if (g_strcmp0 (item_label, label) == 0 && g_strcmp0 (item_action, action) == 0)
        return TRUE;
    }
  return FALSE;
}

static gboolean
dialog_gone (gpointer data)
{
  GtkWidget *dialog = *(GtkWidget **) data;

  return dialog == NULL || !gtk_widget_get_mapped (dialog);
}

/* Clicks @dialog's button @label and waits until it has closed. */
static void
answer (AdwMessageDialog *dialog,
        const char       *label)
{
  GtkWidget *weak = GTK_WIDGET (dialog);
  GtkWidget *button = ui_find_button_labelled (GTK_WIDGET (dialog), label);

  g_assert_nonnull (button);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &weak);
  ui_click (button);
  g_assert_true (ui_wait_for (dialog_gone, &weak));
  if (weak != NULL)
    g_object_remove_weak_pointer (G_OBJECT (weak), (gpointer *) &weak);
}

static void
test_backup_and_restore (void)
{
  g_autofree char *folder = g_dir_make_tmp ("tm-ui-backup-file-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (folder, "games.tablemate-backup", NULL);
  g_autofree char *half_path = g_build_filename (folder, "half.tablemate-backup", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) half = g_file_new_for_path (half_path);
  g_autofree char *whole = NULL;
  g_autofree char *before = NULL;
  g_autofree char *emptied = NULL;
  g_autofree char *after = NULL;
  g_autofree char *data_dir = data_path ("");
  g_autofree char *contents = NULL;
  gsize length;
  AdwMessageDialog *dialog;
  GtkMenuButton *menu_button;
  TmWindow *window;

  put_record ("history", "cots-full-game.json");
  put_record ("history", "utena-full-won.json");
  put_record ("games", "advise-utena-midgame.json");
  window = ui_create_window (1000, 700);
  whole = listing ();

  /* The main menu offers both, and they can be used.  Its menu is built
   * when it is first opened (none before: issue #27). */
  menu_button = GTK_MENU_BUTTON (ui_find_descendant (GTK_WIDGET (window), GTK_TYPE_MENU_BUTTON, "menu_button"));
  g_assert_nonnull (menu_button);
  g_assert_null (gtk_menu_button_get_popover (menu_button));
  g_assert_true (gtk_widget_is_sensitive (ui_find_descendant (GTK_WIDGET (menu_button), GTK_TYPE_TOGGLE_BUTTON, NULL)));
  gtk_menu_button_popup (menu_button);
  g_assert_nonnull (ui_wait_menu_open (menu_button));
  g_assert_true (menu_has (gtk_menu_button_get_menu_model (menu_button), "_Back Up All Games…", "win.back-up"));
  g_assert_true (menu_has (gtk_menu_button_get_menu_model (menu_button), "_Restore from Backup…", "win.restore"));
  gtk_menu_button_popdown (menu_button);
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "back-up"));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "restore"));

  /* Back Up writes a whole backup, which restore accepts (and finds
   * everything there already). */
  g_assert_true (tm_backup_actions_back_up_to (window, file));
  assert_toast (window, "Backed up 3 files");
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(TmBackupPlan) plan = tm_backup_plan_restore (data_dir, path, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (tm_backup_plan_count (plan, TM_BACKUP_SAME), ==, 3);
  }
  g_assert_null (tm_backup_actions_restore_from (window, file));
  assert_toast (window, "Everything in this backup is here already");

  /* Two games lost; Restore asks first, saying what it will add, and
   * Cancel changes nothing. */
  {
    g_autofree char *saved = data_path ("games/advise-utena-midgame.json");
    g_autofree char *finished = data_path ("history/utena-full-won.json");

    g_assert_cmpint (g_remove (saved), ==, 0);
    g_assert_cmpint (g_remove (finished), ==, 0);
  }
  tm_window_show_history (window);
  ui_wait_frames (GTK_WIDGET (window));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (tm_window_get_history (window))), ==, 1);
  emptied = listing ();
  dialog = tm_backup_actions_restore_from (window, file);
  g_assert_nonnull (dialog);
  g_assert_true (ui_wait_mapped (GTK_WIDGET (dialog)));
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Restore from Backup?");
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==,
                   "Adds 1 finished game, 1 saved game. 1 is here already.");
  answer (dialog, "_Cancel");
  after = listing ();
  g_assert_cmpstr (after, ==, emptied);

  /* Restore: both back, byte for byte, and in the history at once. */
  dialog = tm_backup_actions_restore_from (window, file);
  g_assert_nonnull (dialog);
  g_assert_true (ui_wait_mapped (GTK_WIDGET (dialog)));
  answer (dialog, "_Restore");
  assert_toast (window, "Backup restored: 2 files added");
  g_clear_pointer (&after, g_free);
  after = listing ();
  g_assert_cmpstr (after, ==, whole);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (tm_window_get_history (window))), ==, 2);

  /* Half a backup: refused in one line, nothing changed. */
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_true (g_file_set_contents (half_path, contents, (gssize) (length / 2), NULL));
  before = listing ();
  g_assert_null (tm_backup_actions_restore_from (window, half));
  assert_toast (window, "The backup is incomplete");
  g_clear_pointer (&after, g_free);
  after = listing ();
  g_assert_cmpstr (after, ==, before);

  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
  ui_remove_tree (folder);
  ui_remove_tree (data_dir);
}

/* A record that breaks the rules in the history: listed above the games
 * with why, a button to its folder, and still where it was. */
static void
test_unreadable_listed (void)
{
  g_autofree char *data_dir = data_path ("");
  g_autofree char *illegal = data_path ("history/cots-illegal-opposite.json");
  TmHistoryProblems *problems;
  GtkWidget *button;
  TmWindow *window;

  put_record ("history", "cots-full-game.json");
  put_record ("history", "cots-illegal-opposite.json");
  window = ui_create_window (1000, 700);
  tm_window_show_history (window);
  ui_wait_frames (GTK_WIDGET (window));

  problems = TM_HISTORY_PROBLEMS (ui_find_descendant (GTK_WIDGET (window), TM_TYPE_HISTORY_PROBLEMS, NULL));
  g_assert_nonnull (problems);
  g_assert_true (ui_wait_mapped (GTK_WIDGET (problems)));
  assert_shown (GTK_WIDGET (problems), "1 game record cannot be read");
  /* The row is in the expander: open it. */
  {
    AdwExpanderRow *expander = ADW_EXPANDER_ROW (ui_find_descendant (GTK_WIDGET (problems),
                                                                     ADW_TYPE_EXPANDER_ROW, NULL));

    adw_expander_row_set_expanded (expander, TRUE);
    ui_wait_frames (GTK_WIDGET (window));
  }
  assert_shown (GTK_WIDGET (problems), "cots-illegal-opposite.json");
  assert_shown (GTK_WIDGET (problems), "Move 2 breaks the rules");
  {
    g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

    button = NULL;
    ui_collect_descendants (GTK_WIDGET (problems), GTK_TYPE_BUTTON, buttons);
    for (guint i = 0; i < buttons->len; i++)
      if (g_strcmp0 (gtk_widget_get_tooltip_text (g_ptr_array_index (buttons, i)), "Show in Folder") == 0)
        button = g_ptr_array_index (buttons, i);
  }
  g_assert_nonnull (button);
  g_assert_true (ui_wait_mapped (button));
  g_assert_true (gtk_widget_get_focusable (button));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (tm_window_get_history (window))), ==, 1);
  g_assert_true (g_file_test (illegal, G_FILE_TEST_IS_REGULAR));

  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
  ui_remove_tree (data_dir);
}

int
test_ui_backup_main (int   argc,
                     char *argv[])
{
  g_autofree char *home = ui_make_data_home ("tm-ui-backup-XXXXXX");
  int status;

  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ui/backup/back-up-and-restore", test_backup_and_restore);
  g_test_add_func ("/ui/backup/unreadable-listed", test_unreadable_listed);

  status = g_test_run ();
  ui_remove_tree (home);
  return status;
}
