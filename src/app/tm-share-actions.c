/* tm-share-actions.c — Share…: a finished game's result as an image and
 * as text
 *
 * The result being shared is kept on the window (object data) from the
 * dialog to the file chooser after it, so closing the window frees it.
 */
#include "config.h"

#include "tm-share-actions.h"
#include "tm-file-chooser.h"
#include "tm-history-game-view.h"
#include "tm-history-page.h"
#include "tm-result-card.h"
#include "widgets/tm-error-display.h"
#include "widgets/tm-message-choice.h"
#include "widgets/tm-page-support.h"
#include "core/tm-result-summary.h"

#include <glib/gi18n.h>

#define SHARE_KEY   "tm-share-result"
#define DIALOG_KEY  "tm-share-dialog"
#define CHOOSER_KEY "tm-share-chooser"

/* The result being shared and how it is drawn. */
typedef struct
{
  TmResultSummary *summary;
  guint colours[TM_RECORD_MAX_PLAYERS];
  gboolean dark;
} ShareState;

static void
share_state_free (ShareState *state)
{
  tm_result_summary_free (state->summary);
  g_free (state);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ShareState, share_state_free)

/* The finished game opened on the History page, when it is shown. */
static TmHistoryEntry *
history_entry_shown (TmWindow *window)
{
  GtkWidget *history_page = tm_window_get_history_page (window);
  GtkWidget *stack = history_page != NULL ? gtk_widget_get_parent (history_page) : NULL;
  TmHistoryGameView *view;

  if (stack == NULL || !GTK_IS_STACK (stack)
      || gtk_stack_get_visible_child (GTK_STACK (stack)) != history_page
      || g_strcmp0 (tm_history_page_get_visible (TM_HISTORY_PAGE (history_page)), "game") != 0
      || (view = tm_history_page_get_game_view (TM_HISTORY_PAGE (history_page))) == NULL)
    return NULL;
  return tm_history_game_view_get_entry (view);
}

/* The record of the game page's game when it is finished, or NULL. */
static TmRecord *
finished_page_record (TmWindow *window)
{
  GtkWidget *page = tm_window_get_game_page (window);
  TmRecord *record = page != NULL ? tm_page_get_record (page) : NULL;
  g_autoptr(TmGame) game = record != NULL ? tm_record_replay (record, G_MAXUINT, NULL, NULL, NULL) : NULL;

  return game != NULL && tm_game_is_finished (game) ? record : NULL;
}

/* The record of the finished game shown: the game page's at its end, or
 * the game opened on the History page; NULL with @error otherwise. */
static TmRecord *
dup_finished_record (TmWindow  *window,
                     GError   **error)
{
  TmRecord *record = finished_page_record (window);
  TmHistoryEntry *entry;

  if (record != NULL)
    return g_object_ref (record);
  if (tm_window_get_game_page (window) == NULL && (entry = history_entry_shown (window)) != NULL)
    return tm_history_load_record (tm_window_get_history (window), entry, error);
  g_set_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_FORMAT,
               _("Only a finished game has a result to share."));
  return NULL;
}

/* The result of the game shown, its players named and coloured as the
 * player book has them (renames followed). */
static ShareState *
share_state_new (TmWindow  *window,
                 GError   **error)
{
  g_autoptr(TmRecord) record = dup_finished_record (window, error);
  TmPlayerBook *book = tm_window_get_player_book (window);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) colours = NULL;
  ShareState *state;
  TmResultSummary *summary;

  if (record == NULL || (summary = tm_result_summary_new (record, error)) == NULL)
    return NULL;
  state = g_new0 (ShareState, 1);
  state->summary = summary;
  state->dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  for (guint i = 0; i < summary->n_players; i++)
    g_ptr_array_add (names, book != NULL ? tm_player_book_resolve (book, summary->players[i].name)
                                         : g_strdup (summary->players[i].name));
  g_ptr_array_add (names, NULL);
  for (guint i = 0; i < summary->n_players; i++)
    tm_result_summary_set_player_name (summary, i, g_ptr_array_index (names, i));
  if (book != NULL)
    {
      colours = tm_player_book_colours_for (book, (const char * const *) names->pdata, NULL);
      for (guint i = 0; i < summary->n_players && i < colours->len; i++)
        state->colours[i] = g_array_index (colours, guint, i);
    }
  else
    for (guint i = 0; i < summary->n_players; i++)
      state->colours[i] = i;
  return state;
}

void
tm_share_actions_update (TmWindow *window)
{
  GAction *action;

  g_return_if_fail (TM_IS_WINDOW (window));

  action = g_action_map_lookup_action (G_ACTION_MAP (window), "share-result");
  /* Every game in the history is finished: none is read for this. */
  if (action != NULL)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (action),
                                 tm_window_get_game_page (window) != NULL
                                 ? finished_page_record (window) != NULL
                                 : history_entry_shown (window) != NULL);
}

gboolean
tm_share_actions_save_to (TmWindow *window,
                          GFile    *file)
{
  ShareState *state;
  g_autoptr(ShareState) own_state = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *message = NULL;

  g_return_val_if_fail (TM_IS_WINDOW (window), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  /* The dialog's (light or dark as chosen there), else the game shown's. */
  state = g_object_get_data (G_OBJECT (window), SHARE_KEY);
  if (state == NULL)
    {
      state = own_state = share_state_new (window, &error);
      if (state == NULL)
        {
          tm_window_add_toast (window, tm_error_display_show (GTK_WIDGET (window), error->message));
          return FALSE;
        }
    }
  if (path == NULL)
    {
      tm_window_add_toast (window, tm_error_display_show (GTK_WIDGET (window),
                                                          _("The image can only be saved to a local file.")));
      return FALSE;
    }
  if (!tm_result_card_save_png (state->summary, state->colours, state->dark, path, &error))
    {
      tm_window_add_toast (window, tm_error_display_show (GTK_WIDGET (window), error->message));
      return FALSE;
    }
  {
    g_autofree char *name = g_file_get_basename (file);

    /* Translators: after Share… saved the image, e.g. "Saved result.png". */
    message = g_strdup_printf (_("Saved %s"), name);
  }
  tm_window_add_toast (window, adw_toast_new (message));
  return TRUE;
}

static void
on_chooser_response (GtkFileChooserNative *chooser,
                     int                   response,
                     TmWindow             *window)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      tm_share_actions_save_to (window, file);
    }
  gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (chooser));
  g_object_set_data (G_OBJECT (window), CHOOSER_KEY, NULL);
  g_object_set_data (G_OBJECT (window), SHARE_KEY, NULL);
}

static void
show_chooser (TmWindow *window)
{
  ShareState *state = g_object_get_data (G_OBJECT (window), SHARE_KEY);
  g_autoptr(GDateTime) local = g_date_time_to_local (state->summary->played);
  g_autofree char *date = g_date_time_format (local, "%Y-%m-%d");
  g_autofree char *name = g_strdup_printf ("%s-%s.png", state->summary->game_id, date);
  GtkFileChooserNative *chooser;

  chooser = tm_file_chooser_new (GTK_WINDOW (window), _("Save the Result as an Image"),
                                 GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"),
                                 _("PNG images"), "image/png", NULL);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  g_object_set_data_full (G_OBJECT (window), CHOOSER_KEY, chooser, g_object_unref);
  g_signal_connect_object (chooser, "response", G_CALLBACK (on_chooser_response), window, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
on_dialog_response (AdwMessageDialog *dialog,
                    const char       *response,
                    TmWindow         *window)
{
  g_object_set_data (G_OBJECT (window), DIALOG_KEY, NULL);
  if (g_str_equal (response, "save"))
    show_chooser (window);
  else
    g_object_set_data (G_OBJECT (window), SHARE_KEY, NULL);
}

/* Copy as Text, or the BG Stats link (the button's "tm-bgstats"). */
static void
on_copy_clicked (GtkButton *button,
                 TmWindow  *window)
{
  ShareState *state = g_object_get_data (G_OBJECT (window), SHARE_KEY);
  gboolean link = g_object_get_data (G_OBJECT (button), "tm-bgstats") != NULL;
  g_autofree char *text = NULL;

  if (state == NULL)
    return;
  text = link ? tm_result_summary_to_bgstats_link (state->summary) : tm_result_summary_to_text (state->summary);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (window)), text);
  tm_window_add_toast (window, adw_toast_new (link ? _("BG Stats link copied: open it on the phone with BG Stats")
                                                   : _("Result copied")));
}

/* Light or dark: the preview shows it and the image saved follows. */
static void
on_dark_toggled (GtkCheckButton *check,
                 TmWindow       *window)
{
  ShareState *state = g_object_get_data (G_OBJECT (window), SHARE_KEY);
  GtkWidget *card = g_object_get_data (G_OBJECT (check), "tm-card");

  tm_result_card_set_dark (TM_RESULT_CARD (card), gtk_check_button_get_active (check));
  if (state != NULL)
    state->dark = gtk_check_button_get_active (check);
}

static void
on_dialog_destroy (GtkWidget *dialog,
                   TmWindow  *window)
{
  if (g_object_get_data (G_OBJECT (window), DIALOG_KEY) == dialog)
    g_object_set_data (G_OBJECT (window), DIALOG_KEY, NULL);
}

static void
share_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  TmWindow *window = TM_WINDOW (user_data);
  g_autoptr(GError) error = NULL;
  ShareState *state = share_state_new (window, &error);
  GtkWidget *dialog, *box, *card, *buttons, *dark, *copy, *bgstats;

  if (state == NULL)
    {
      tm_window_add_toast (window, tm_error_display_show (GTK_WIDGET (window), error->message));
      return;
    }
  g_object_set_data_full (G_OBJECT (window), SHARE_KEY, state, (GDestroyNotify) share_state_free);

  dialog = adw_message_dialog_new (GTK_WINDOW (window), _("Share the Result"),
                                   _("Save the final table and scores as an image, or copy them as text."));
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  card = tm_result_card_new ();
  tm_result_card_set (TM_RESULT_CARD (card), state->summary, state->colours);
  tm_result_card_set_dark (TM_RESULT_CARD (card), state->dark);
  gtk_box_append (GTK_BOX (box), card);

  dark = gtk_check_button_new_with_mnemonic (_("_Dark image"));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (dark), state->dark);
  g_object_set_data (G_OBJECT (dark), "tm-card", card);
  g_signal_connect_object (dark, "toggled", G_CALLBACK (on_dark_toggled), window, 0);
  gtk_box_append (GTK_BOX (box), dark);

  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_box_set_homogeneous (GTK_BOX (buttons), TRUE);
  copy = gtk_button_new_with_mnemonic (_("C_opy as Text"));
  gtk_widget_set_tooltip_text (copy, _("Put the result on the clipboard as one line of text"));
  g_signal_connect_object (copy, "clicked", G_CALLBACK (on_copy_clicked), window, 0);
  gtk_box_append (GTK_BOX (buttons), copy);
  bgstats = gtk_button_new_with_mnemonic (_("Copy _BG Stats Link"));
  gtk_widget_set_tooltip_text (bgstats, _("Put on the clipboard the link that opens this play in BG Stats’ import"));
  g_object_set_data (G_OBJECT (bgstats), "tm-bgstats", GINT_TO_POINTER (TRUE));
  g_signal_connect_object (bgstats, "clicked", G_CALLBACK (on_copy_clicked), window, 0);
  gtk_box_append (GTK_BOX (buttons), bgstats);
  gtk_box_append (GTK_BOX (box), buttons);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);

  tm_message_choice_add (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"),
                         "save", _("_Save Image…"), "save");
  g_object_set_data (G_OBJECT (window), DIALOG_KEY, dialog);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_dialog_response), window, 0);
  g_signal_connect_object (dialog, "destroy", G_CALLBACK (on_dialog_destroy), window, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

AdwMessageDialog *
tm_share_actions_get_dialog (TmWindow *window)
{
  g_return_val_if_fail (TM_IS_WINDOW (window), NULL);
  return g_object_get_data (G_OBJECT (window), DIALOG_KEY);
}

static const GActionEntry share_actions[] = {
  { .name = "share-result", .activate = share_activated },
};

void
tm_share_actions_install (TmWindow *window)
{
  g_return_if_fail (TM_IS_WINDOW (window));

  g_action_map_add_action_entries (G_ACTION_MAP (window), share_actions,
                                   G_N_ELEMENTS (share_actions), window);
  tm_share_actions_update (window);
}
