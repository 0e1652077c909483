/* tm-window-actions.c — the main window's actions (tm-window.c): a new
 * game, open, undo and redo (the header's and a move toast's), back,
 * the history, catalogues, back-up and restore.  Apart from the window's
 * pages because each only forwards to the page, dialog or view that
 * does the work. */
#include "config.h"

#include "tm-window-private.h"
#include "tm-backup-actions.h"
#include "tm-catalogues-window.h"
#include "tm-file-chooser.h"
#include "tm-game-pages.h"
#include "tm-history-page.h"
#include "tm-new-game-dialog.h"
#include "widgets/tm-game-page.h"
#include "widgets/tm-page-support.h"

#include <glib/gi18n.h>

static void
on_game_created (TmWindow *self,
                 TmRecord *record)
{
  tm_window_open_record (self, record);
}

/* @game_id NULL: the dialog asks which game when there is a choice. */
static void
show_new_game_dialog (TmWindow   *self,
                      const char *game_id)
{
  TmNewGameDialog *dialog = tm_new_game_dialog_new (GTK_WINDOW (self), game_id);

  g_signal_connect_object (dialog, "game-created", G_CALLBACK (on_game_created),
                           self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
new_game_activated (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  show_new_game_dialog (TM_WINDOW (user_data), NULL);
}

static void
new_game_for_activated (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  TmWindow *self = TM_WINDOW (user_data);
  const char *game_id = g_variant_get_string (parameter, NULL);

  /* A game this version cannot show (a hand-made action target). */
  if (!tm_game_pages_can_show (game_id))
    {
      tm_window_show_error_toast (self, _("This version of Tablemate cannot show this game yet."));
      return;
    }
  show_new_game_dialog (self, game_id);
}

static void
on_chooser_response (TmWindow             *self,
                     int                   response,
                     GtkFileChooserNative *chooser)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      if (file != NULL)
        tm_window_open_file (self, file);
    }
  g_clear_object (&self->chooser);
}

static void
open_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  TmWindow *self = TM_WINDOW (user_data);

  if (self->chooser != NULL)
    return;

  self->chooser = tm_file_chooser_new (GTK_WINDOW (self), _("Open a Game Record"),
                                       GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"),
                                       _("Game records"), "application/json", "*.json");
  g_signal_connect_swapped (self->chooser, "response", G_CALLBACK (on_chooser_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
undo_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  TmWindow *self = TM_WINDOW (user_data);

  if (tm_window_undo_correction (self))
    return;
  if (self->game_page != NULL)
    tm_game_page_undo (TM_GAME_PAGE (self->game_page));
}

static void
redo_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  TmWindow *self = TM_WINDOW (user_data);

  if (self->game_page != NULL)
    tm_game_page_redo (TM_GAME_PAGE (self->game_page));
}

/* A move toast's button: steps only while the record is where the toast
 * was made, so it takes back exactly the move the toast names.  The step
 * waits until the toast has dismissed itself (libadwaita does that in an
 * idle after the action): the step's own toast is then a new one. */
typedef struct
{
  TmWindow *window;
  GVariant *target;
  gboolean forward;
} MoveStep;

static void
move_step_free (gpointer data)
{
  MoveStep *step = data;

  g_object_unref (step->window);
  g_variant_unref (step->target);
  g_free (step);
}

static gboolean
move_step_cb (gpointer data)
{
  MoveStep *step = data;
  TmWindow *self = step->window;

  if (self->game_page != NULL && tm_page_record_is_at (self->game_page, step->target))
    {
      /* The toast of a correction kept takes all of it back. */
      if (!step->forward && tm_window_undo_correction (self))
        return G_SOURCE_REMOVE;
      if (step->forward)
        tm_game_page_redo (TM_GAME_PAGE (self->game_page));
      else
        tm_game_page_undo (TM_GAME_PAGE (self->game_page));
    }
  return G_SOURCE_REMOVE;
}

static void
step_move_later (TmWindow *self,
                 GVariant *target,
                 gboolean  forward)
{
  MoveStep *step = g_new0 (MoveStep, 1);

  step->window = g_object_ref (self);
  step->target = g_variant_ref (target);
  step->forward = forward;
  g_idle_add_full (G_PRIORITY_LOW, move_step_cb, step, move_step_free);
}

static void
undo_move_activated (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  step_move_later (TM_WINDOW (user_data), parameter, FALSE);
}

static void
redo_move_activated (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  step_move_later (TM_WINDOW (user_data), parameter, TRUE);
}

static void
go_back_activated (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  TmWindow *self = TM_WINDOW (user_data);

  /* From a past game or a player, back to the history's lists first;
   * from a finished game being corrected, back to its view. */
  if (tm_window_history_shown (self) && tm_history_page_go_back (TM_HISTORY_PAGE (self->history_page)))
    return;
  if (tm_correction_keeper_get_finished (self->keeper) != NULL && self->game_page != NULL)
    {
      tm_window_show_history (self);
      return;
    }
  tm_window_show_start (self);
}

static void
show_history_activated (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  tm_window_show_history (TM_WINDOW (user_data));
}

static void
catalogues_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  (void) action;
  (void) parameter;
  gtk_window_present (GTK_WINDOW (tm_catalogues_window_new (GTK_WINDOW (user_data))));
}

static void
back_up_activated (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  tm_backup_actions_back_up (TM_WINDOW (user_data));
}

static void
restore_activated (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  tm_backup_actions_restore (TM_WINDOW (user_data));
}

static const GActionEntry win_actions[] = {
  { .name = "new-game", .activate = new_game_activated },
  { .name = "new-game-for", .activate = new_game_for_activated, .parameter_type = "s" },
  { .name = "open", .activate = open_activated },
  { .name = "undo", .activate = undo_activated },
  { .name = "redo", .activate = redo_activated },
  { .name = "undo-move", .activate = undo_move_activated, .parameter_type = TM_PAGE_MOVE_TARGET_TYPE },
  { .name = "redo-move", .activate = redo_move_activated, .parameter_type = TM_PAGE_MOVE_TARGET_TYPE },
  { .name = "go-back", .activate = go_back_activated },
  { .name = "show-history", .activate = show_history_activated },
  { .name = "catalogues", .activate = catalogues_activated },
  { .name = "back-up", .activate = back_up_activated },
  { .name = "restore", .activate = restore_activated },
  { .name = "correct-move", .activate = tm_window_correct_move_activated, .parameter_type = "u" },
  { .name = "insert-move", .activate = tm_window_insert_move_activated, .parameter_type = "u" },
  { .name = "remove-move", .activate = tm_window_remove_move_activated, .parameter_type = "u" },
  { .name = "correct-finished-game", .activate = tm_window_correct_finished_game_activated },
};

void
tm_window_install_actions (TmWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), win_actions,
                                   G_N_ELEMENTS (win_actions), self);
}
