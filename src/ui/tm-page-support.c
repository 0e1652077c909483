/* tm-page-support.c — what every game's page does with its record */
#include "config.h"

#include "tm-page-support.h"
#include "tm-saved-games.h"

#include <glib/gi18n.h>

void
tm_page_add_toast (GtkWidget *page,
                   AdwToast  *toast)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (page, ADW_TYPE_TOAST_OVERLAY);

  if (overlay != NULL)
    adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), toast);
  else
    g_object_unref (g_object_ref_sink (toast));
}

gboolean
tm_page_save_record (GtkWidget *page,
                     TmRecord  *record)
{
  g_autoptr(GError) error = NULL;
  AdwToast *toast;

  if (tm_saved_games_save (record, &error))
    return TRUE;

  toast = adw_toast_new (error->message);
  adw_toast_set_timeout (toast, 0);
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  tm_page_add_toast (page, toast);
  return FALSE;
}

void
tm_page_add_move_toast (GtkWidget  *page,
                        const char *title,
                        const char *button_label,
                        const char *action_name)
{
  AdwToast *toast = adw_toast_new (title);

  adw_toast_set_button_label (toast, button_label);
  adw_toast_set_action_name (toast, action_name);
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  tm_page_add_toast (page, toast);
}

TmGame *
tm_page_replay_record (TmRecord  *record,
                       GType      game_type,
                       GError   **error)
{
  g_autoptr(GError) move_error = NULL;
  g_autoptr(TmGame) game = NULL;
  int illegal_index = -1;

  game = tm_record_replay (record, G_MAXUINT, &illegal_index, &move_error, error);
  if (game == NULL)
    return NULL;
  if (illegal_index >= 0 || !g_type_is_a (G_OBJECT_TYPE (game), game_type))
    {
      if (move_error != NULL)
        g_propagate_error (error, g_steal_pointer (&move_error));
      else
        g_set_error_literal (error, TM_RECORD_ERROR, TM_RECORD_ERROR_UNKNOWN_GAME,
                             _("The game could not be replayed."));
      return NULL;
    }
  return g_steal_pointer (&game);
}
