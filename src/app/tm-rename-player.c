/* tm-rename-player.c — renaming a player, or merging two names */
#include "config.h"

#include "tm-rename-player.h"
#include "tm-name-suggestions.h"
#include "widgets/tm-message-choice.h"
#include "core/tm-statistics.h"

#include <glib/gi18n.h>

typedef struct
{
  TmHistory *history;
  char *player;
  TmRenamePlayerDone done;
  GWeakRef owner;
  GtkWidget *entry;
  GPtrArray *names;   /* the players, to suggest */
} Rename;

static void
rename_free (gpointer data)
{
  Rename *rename = data;

  g_object_unref (rename->history);
  g_free (rename->player);
  g_ptr_array_unref (rename->names);
  g_weak_ref_clear (&rename->owner);
  g_free (rename);
}

char *
tm_rename_player_check (TmHistory  *history,
                        const char *player,
                        const char *new_name,
                        gboolean   *merge)
{
  g_autofree char *key = tm_player_key (new_name);
  g_autoptr(GPtrArray) players = tm_statistics_list_players (G_LIST_MODEL (history));
  TmPlayerBook *book = tm_history_get_player_book (history);
  g_autofree char *resolved = book != NULL ? tm_player_book_resolve (book, key) : g_strdup (key);
  g_autofree char *trimmed = g_strstrip (g_strdup (key));

  *merge = FALSE;
  if (trimmed[0] == '\0')
    return g_strdup (_("Enter the new name."));
  if (book == NULL)
    return g_strdup (_("The players’ names cannot be changed now."));
  if (g_str_equal (resolved, player))
    return g_strdup_printf (_("%s is already this player’s name."), key);
  *merge = g_ptr_array_find_with_equal_func (players, resolved, g_str_equal, NULL);
  if (*merge && tm_statistics_head_to_head (G_LIST_MODEL (history), player, resolved, NULL).games > 0)
    /* Translators: refusing to merge two names who sat at one table. */
    return g_strdup_printf (_("%s and %s played in the same game: they are two players."), player, resolved);
  return NULL;
}

static void
update (AdwMessageDialog *dialog)
{
  Rename *rename = g_object_get_data (G_OBJECT (dialog), "rename");
  const char *text = gtk_editable_get_text (GTK_EDITABLE (rename->entry));
  gboolean merge = FALSE;
  g_autofree char *problem = tm_rename_player_check (rename->history, rename->player, text, &merge);
  g_autofree char *body = NULL;
  gboolean usable = problem == NULL;

  if (problem != NULL)
    body = g_steal_pointer (&problem);
  else if (merge)
    /* Translators: what merging two names does. */
    body = g_strdup_printf (_("%s’s games will count as %s’s. The game records keep the names "
                              "written at the table."), rename->player, text);
  else
    body = g_strdup_printf (_("%s will be called %s everywhere. The game records keep the names "
                              "written at the table."), rename->player, text);
  adw_message_dialog_set_body (dialog, body);
  adw_message_dialog_set_response_label (dialog, "rename", merge ? _("_Merge") : _("_Rename"));
  adw_message_dialog_set_response_enabled (dialog, "rename", usable);
}

static void
on_response (AdwMessageDialog *dialog,
             const char       *response)
{
  Rename *rename = g_object_get_data (G_OBJECT (dialog), "rename");
  const char *text = gtk_editable_get_text (GTK_EDITABLE (rename->entry));
  gboolean merge;
  g_autofree char *problem = NULL;
  g_autofree char *new_name = NULL;
  g_autoptr(GError) error = NULL;
  TmPlayerBook *book = tm_history_get_player_book (rename->history);

  if (!g_str_equal (response, "rename"))
    return;
  problem = tm_rename_player_check (rename->history, rename->player, text, &merge);
  if (problem != NULL || book == NULL)
    return;
  /* Checked above: the book refuses only what the check refuses. */
  if (!tm_player_book_rename (book, rename->player, text, &error))
    return;
  new_name = tm_player_book_resolve (book, text);
  {
    g_autoptr(GObject) owner = g_weak_ref_get (&rename->owner);

    if (owner != NULL && rename->done != NULL)
      rename->done (owner, new_name);
  }
}

AdwMessageDialog *
tm_rename_player_ask (GtkWindow          *parent,
                      TmHistory          *history,
                      const char         *player,
                      GObject            *owner,
                      TmRenamePlayerDone  done)
{
  Rename *rename = g_new0 (Rename, 1);
  GtkWidget *list = gtk_list_box_new ();
  g_autofree char *heading = NULL;
  AdwMessageDialog *dialog;

  rename->history = g_object_ref (history);
  rename->player = g_strdup (player);
  rename->done = done;
  g_weak_ref_init (&rename->owner, owner);
  rename->names = tm_statistics_list_players (G_LIST_MODEL (history));

  /* Translators: the title of the rename dialog, e.g. "Rename Aoi". */
  heading = g_strdup_printf (_("Rename %s"), player);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (parent, heading, NULL));
  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  g_object_set_data_full (G_OBJECT (dialog), "rename", rename, rename_free);

  rename->entry = adw_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (rename->entry), _("New name, or another player’s"));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (rename->entry), FALSE);
  gtk_editable_set_text (GTK_EDITABLE (rename->entry), player);
  tm_name_suggestions_attach (rename->entry, rename->names);
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_list_box_append (GTK_LIST_BOX (list), rename->entry);
  adw_message_dialog_set_extra_child (dialog, list);

  tm_message_choice_add (dialog, "cancel", _("_Cancel"), "rename", _("_Rename"), "rename");
  g_signal_connect (dialog, "response", G_CALLBACK (on_response), NULL);
  g_signal_connect_object (rename->entry, "changed", G_CALLBACK (update), dialog, G_CONNECT_SWAPPED);
  update (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (rename->entry);
  return dialog;
}

GtkWidget *
tm_rename_player_get_entry (AdwMessageDialog *dialog)
{
  Rename *rename = g_object_get_data (G_OBJECT (dialog), "rename");

  g_return_val_if_fail (rename != NULL, NULL);
  return rename->entry;
}
