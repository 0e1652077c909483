/* tm-page-support.c — what every game's page does with its record */
#include "config.h"

#include "tm-page-support.h"
#include "tm-game-page.h"
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

TmGame *
tm_page_step_record (GtkWidget  *page,
                     TmRecord   *record,
                     gboolean    forward,
                     gboolean    read_only,
                     GType       game_type,
                     GError    **error)
{
  g_autoptr(TmGame) game = NULL;

  g_return_val_if_fail (GTK_IS_WIDGET (page), NULL);
  g_return_val_if_fail (TM_IS_RECORD (record), NULL);

  if (!(forward ? tm_record_redo (record) : tm_record_undo (record)))
    return NULL;
  game = tm_page_replay_record (record, game_type, error);
  if (game == NULL)
    {
      /* The page keeps showing the game it had: so does the record. */
      if (forward)
        tm_record_undo (record);
      else
        tm_record_redo (record);
      if (error != NULL && *error == NULL)
        g_set_error_literal (error, TM_RECORD_ERROR, TM_RECORD_ERROR_UNKNOWN_GAME,
                             _("The game could not be replayed."));
      return NULL;
    }
  if (!read_only && tm_page_save_record (page, record))
    {
      if (forward)
        tm_page_add_move_toast (page, _("Move redone"), _("_Undo"), "win.undo");
      else
        tm_page_add_move_toast (page, _("Move undone"), _("_Redo"), "win.redo");
    }
  return g_steal_pointer (&game);
}

void
tm_page_install_properties (GObjectClass *object_class)
{
  g_object_class_override_property (object_class, TM_PAGE_PROP_CAN_UNDO, "can-undo");
  g_object_class_override_property (object_class, TM_PAGE_PROP_CAN_REDO, "can-redo");
  g_object_class_override_property (object_class, TM_PAGE_PROP_TITLE, "title");
  g_object_class_override_property (object_class, TM_PAGE_PROP_SUBTITLE, "subtitle");
}

static char *
players_subtitle (TmRecord *record)
{
  guint n_players = tm_record_get_n_players (record);
  GString *names;

  if (n_players == 2)
    /* Translators: the two players, e.g. "Alice vs Bob". */
    return g_strdup_printf (_("%s vs %s"),
                            tm_record_get_player (record, 0),
                            tm_record_get_player (record, 1));
  names = g_string_new (NULL);
  for (guint p = 0; p < n_players; p++)
    {
      if (p > 0)
        /* Translators: between the names of the players in the header bar. */
        g_string_append (names, _(", "));
      g_string_append (names, tm_record_get_player (record, p));
    }
  return g_string_free (names, FALSE);
}

void
tm_page_get_property (TmRecord   *record,
                      const char *title,
                      guint       prop_id,
                      GValue     *value)
{
  switch (prop_id)
    {
    case TM_PAGE_PROP_CAN_UNDO:
      g_value_set_boolean (value, record != NULL && tm_record_can_undo (record));
      break;
    case TM_PAGE_PROP_CAN_REDO:
      g_value_set_boolean (value, record != NULL && tm_record_can_redo (record));
      break;
    case TM_PAGE_PROP_TITLE:
      g_value_set_string (value, title);
      break;
    case TM_PAGE_PROP_SUBTITLE:
      g_value_take_string (value, record != NULL ? players_subtitle (record) : NULL);
      break;
    default:
      g_return_if_reached ();
    }
}

void
tm_page_notify_can_undo_redo (GObject *page)
{
  /* By name: the page class's own GParamSpec table is not needed. */
  g_object_notify (page, "can-undo");
  g_object_notify (page, "can-redo");
}
