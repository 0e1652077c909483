/* tm-backup-actions.c — Back Up All Games… and Restore from Backup…
 *
 * GtkFileChooserNative (GTK 4.8 has no GtkFileDialog) goes through the
 * file chooser portal in Flatpak.  The chooser is kept on the window
 * (object data) while it shows, so closing the window frees it.
 */
#include "config.h"

#include "tm-backup-actions.h"
#include "tm-file-chooser.h"
#include "widgets/tm-error-display.h"
#include "widgets/tm-message-choice.h"
#include "core/tm-backup.h"
#include "core/tm-history.h"
#include "tm-history-page.h"
#include "tm-start-page.h"

#include <glib/gi18n.h>

#define CHOOSER_KEY "tm-backup-chooser"
#define PLAN_KEY    "tm-backup-plan"

static void
show_toast (TmWindow   *window,
            const char *message,
            gboolean    error)
{
  /* Errors stay, the whole message a click away when long. */
  tm_window_add_toast (window, error ? tm_error_display_show (GTK_WIDGET (window), message)
                                     : adw_toast_new (message));
}

gboolean
tm_backup_actions_back_up_to (TmWindow *window,
                              GFile    *file)
{
  g_autofree char *data_dir = tm_history_get_default_data_dir ();
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  guint n_files;

  g_return_val_if_fail (TM_IS_WINDOW (window), FALSE);

  if (path == NULL || !tm_backup_write (data_dir, settings, path, &n_files, &error))
    {
      show_toast (window, error != NULL ? error->message : _("The backup can only be saved to a local file."),
                  TRUE);
      return FALSE;
    }
  message = g_strdup_printf (ngettext ("Backed up %u file", "Backed up %u files", n_files), n_files);
  show_toast (window, message, FALSE);
  return TRUE;
}

/* The data folder changed under the window: the history and the saved
 * games are read again. */
static void
refresh_window (TmWindow *window)
{
  GtkWidget *history_page = tm_window_get_history_page (window);
  TmHistory *history = tm_window_get_history (window);

  if (history_page != NULL)
    tm_history_page_refresh (TM_HISTORY_PAGE (history_page));
  else if (history != NULL)
    tm_history_load (history, NULL);
  tm_start_page_refresh (TM_START_PAGE (tm_window_get_start_page (window)));
}

static void
on_restore_response (AdwMessageDialog *dialog,
                     const char       *response,
                     TmWindow         *window)
{
  TmBackupPlan *plan = g_object_get_data (G_OBJECT (dialog), PLAN_KEY);
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  guint added, both;

  if (!g_str_equal (response, "restore"))
    return;
  settings = g_settings_new (APP_ID);
  if (!tm_backup_plan_apply (plan, settings, &error))
    {
      show_toast (window, error->message, TRUE);
      refresh_window (window);
      return;
    }
  added = tm_backup_plan_count (plan, TM_BACKUP_ADD);
  both = tm_backup_plan_count (plan, TM_BACKUP_KEEP_BOTH);
  if (both == 0)
    message = g_strdup_printf (ngettext ("Backup restored: %u file added",
                                         "Backup restored: %u files added", added), added);
  else
    message = g_strdup_printf (ngettext ("Backup restored: %u file added, %u kept beside one that differs",
                                         "Backup restored: %u files added, %u kept beside ones that differ",
                                         added + both), added + both, both);
  show_toast (window, message, FALSE);
  refresh_window (window);
}

AdwMessageDialog *
tm_backup_actions_restore_from (TmWindow *window,
                                GFile    *file)
{
  g_autofree char *data_dir = tm_history_get_default_data_dir ();
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(TmBackupPlan) plan = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  g_return_val_if_fail (TM_IS_WINDOW (window), NULL);

  if (path == NULL)
    {
      show_toast (window, _("A backup can only be restored from a local file."), TRUE);
      return NULL;
    }
  plan = tm_backup_plan_restore (data_dir, path, &error);
  if (plan == NULL)
    {
      show_toast (window, error->message, TRUE);
      return NULL;
    }
  body = tm_backup_plan_describe (plan);
  if (tm_backup_plan_count (plan, TM_BACKUP_ADD) + tm_backup_plan_count (plan, TM_BACKUP_KEEP_BOTH) == 0)
    {
      show_toast (window, body, FALSE);
      return NULL;
    }
  dialog = adw_message_dialog_new (GTK_WINDOW (window), _("Restore from Backup?"), body);
  tm_message_choice_add (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                         "restore", _("_Restore"), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), PLAN_KEY, g_steal_pointer (&plan),
                          (GDestroyNotify) tm_backup_plan_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_restore_response), window, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return ADW_MESSAGE_DIALOG (dialog);
}

static void
on_chooser_response (GtkFileChooserNative *chooser,
                     int                   response,
                     TmWindow             *window)
{
  gboolean saving = gtk_file_chooser_get_action (GTK_FILE_CHOOSER (chooser)) == GTK_FILE_CHOOSER_ACTION_SAVE;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      if (saving)
        tm_backup_actions_back_up_to (window, file);
      else
        tm_backup_actions_restore_from (window, file);
    }
  gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (chooser));
  g_object_set_data (G_OBJECT (window), CHOOSER_KEY, NULL);
}

static void
show_chooser (TmWindow   *window,
              gboolean    saving)
{
  GtkFileChooserNative *chooser;

  chooser = tm_file_chooser_new (GTK_WINDOW (window),
                                 saving ? _("Back Up All Games") : _("Restore from Backup"),
                                 saving ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN,
                                 saving ? _("_Back Up") : _("_Open"),
                                 _("Tablemate backups"), NULL, "*.tablemate-backup");
  if (saving)
    {
      g_autoptr(GDateTime) now = g_date_time_new_now_local ();
      g_autofree char *date = g_date_time_format (now, "%Y-%m-%d");
      g_autofree char *name = g_strdup_printf ("tablemate-%s.tablemate-backup", date);

      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
    }
  g_object_set_data_full (G_OBJECT (window), CHOOSER_KEY, chooser, g_object_unref);
  g_signal_connect_object (chooser, "response", G_CALLBACK (on_chooser_response), window, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

void
tm_backup_actions_back_up (TmWindow *window)
{
  g_return_if_fail (TM_IS_WINDOW (window));
  show_chooser (window, TRUE);
}

void
tm_backup_actions_restore (TmWindow *window)
{
  g_return_if_fail (TM_IS_WINDOW (window));
  show_chooser (window, FALSE);
}
