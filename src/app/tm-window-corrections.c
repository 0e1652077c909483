/* tm-window-corrections.c — a past move corrected, inserted or removed
 * in the game shown (tm-window.c), a finished game's too, and the one
 * Undo that takes a kept correction back.  Apart from the window's
 * pages because it is one flow: the correction bar leads, the keeper
 * holds the record as it was, the window only shows positions. */
#include "config.h"

#include "tm-window-private.h"
#include "tm-history-page.h"
#include "widgets/tm-game-page.h"
#include "widgets/tm-page-support.h"

#include <glib/gi18n.h>

/* Whether Undo takes back the last correction: the corrected game is
 * shown, with no move played since. */
gboolean
tm_window_correction_undo_offered (TmWindow *self)
{
  return self->game_page != NULL
         && tm_correction_keeper_undo_offered (self->keeper, tm_page_get_record (self->game_page));
}

/* The game is left (or another shown): a correction under way is
 * dropped, the saved game as it was. */
void
tm_window_leave_corrections (TmWindow *self)
{
  tm_correction_bar_abandon (self->correction_bar);
  tm_correction_keeper_forget (self->keeper);
}
/* The correction bar's position: the moves before the one to enter. */
void
tm_window_on_correction_show_position (TmWindow *self,
                             TmRecord *position)
{
  g_autoptr(TmGame) game = NULL;
  g_autoptr(GError) error = NULL;

  game = tm_record_replay (position, G_MAXUINT, NULL, NULL, &error);
  if (game == NULL)
    {
      tm_window_show_error_toast (self, error->message);
      tm_correction_bar_cancel (self->correction_bar);
      return;
    }
  /* The move corrected is in its form as it was entered. */
  if (tm_window_show_page (self, position, game, TRUE)
      && tm_correction_bar_get_replaced_move (self->correction_bar) != NULL)
    tm_game_page_prefill (TM_GAME_PAGE (self->game_page),
                          tm_correction_bar_get_replaced_move (self->correction_bar));
}

/* Shows @record as the game, or says why it cannot be replayed. */
static void
show_record (TmWindow *self,
             TmRecord *record)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = tm_record_replay (record, G_MAXUINT, NULL, NULL, &error);

  if (game == NULL)
    tm_window_show_error_toast (self, error->message);
  else
    tm_window_show_page (self, record, game, FALSE);
}

/* The correction kept (@corrected, every move legal) or cancelled
 * (NULL): the game goes on from the corrected record, saved once, or
 * from the record as it was. */
void
tm_window_on_correction_finished (TmWindow *self,
                        TmRecord *corrected,
                        TmCorrectionBar *bar)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmRecord) original = NULL;

  (void) bar;
  if (tm_correction_keeper_get_pending (self->keeper) == NULL)
    return;
  original = g_object_ref (tm_correction_keeper_get_pending (self->keeper));
  if (corrected == NULL || !tm_correction_keeper_keep (self->keeper, corrected, &error))
    {
      /* Cancelled, or not kept: the game stays as it was (and says why). */
      if (error != NULL)
        tm_window_show_error_toast (self, error->message);
      tm_correction_keeper_drop (self->keeper);
      show_record (self, original);
      tm_window_update_actions (self);
      return;
    }
  show_record (self, corrected);
  tm_page_add_move_toast (self->game_page,
                          _("Correction kept: every move holds; Undo takes the whole correction back"),
                          _("_Undo"), "win.undo");
  tm_window_update_actions (self);
}

static void
start_correction (TmWindow            *self,
                  TmRecordAmendAction  action,
                  GVariant            *parameter)
{
  TmRecord *record;

  if (self->game_page == NULL || tm_correction_bar_is_active (self->correction_bar))
    return;
  record = tm_page_get_record (self->game_page);
  if (record == NULL || g_variant_get_uint32 (parameter) >= tm_record_get_n_moves (record))
    return;
  /* The toast of the last move would undo a move of another record. */
  tm_page_dismiss_move_toast (self->game_page);
  tm_correction_keeper_begin (self->keeper, record);
  /* Folded over the page (a narrow window), the list makes way for it. */
  if (adw_flap_get_folded (self->flap))
    adw_flap_set_reveal_flap (self->flap, FALSE);
  tm_correction_bar_start (self->correction_bar, record, action, g_variant_get_uint32 (parameter));
  tm_window_update_actions (self);
}

void
tm_window_correct_move_activated (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  start_correction (TM_WINDOW (user_data), TM_RECORD_AMEND_REPLACE, parameter);
}

void
tm_window_insert_move_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  start_correction (TM_WINDOW (user_data), TM_RECORD_AMEND_INSERT, parameter);
}

void
tm_window_remove_move_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  start_correction (TM_WINDOW (user_data), TM_RECORD_AMEND_DELETE, parameter);
}

/* The History page's "Correct a Move…": the finished game it shows, in
 * the window with its move list, corrected as a game being played is;
 * its history file is replaced only when a correction is kept. */
static gboolean
correct_finished_game (gpointer data)
{
  TmWindow *self = TM_WINDOW (data);
  TmHistoryEntry *entry;
  g_autoptr(TmRecord) record = NULL;
  g_autoptr(TmGame) game = NULL;
  g_autoptr(GError) error = NULL;

  self->correct_finished_source = 0;
  if (!tm_window_history_shown (self))
    return G_SOURCE_REMOVE;
  entry = tm_history_game_view_get_entry (tm_history_page_get_game_view (TM_HISTORY_PAGE (self->history_page)));
  if (entry == NULL)
    return G_SOURCE_REMOVE;
  record = tm_history_load_record (self->history, entry, &error);
  if (record != NULL)
    game = tm_record_replay (record, G_MAXUINT, NULL, NULL, &error);
  if (game == NULL)
    {
      tm_window_show_error_toast (self, error->message);
      return G_SOURCE_REMOVE;
    }
  tm_window_leave_corrections (self);
  tm_correction_keeper_set_finished (self->keeper, entry);
  if (!tm_window_show_page (self, record, game, FALSE))
    {
      tm_correction_keeper_forget (self->keeper);
      return G_SOURCE_REMOVE;
    }
  /* The moves are where a correction starts. */
  adw_flap_set_reveal_flap (self->flap, TRUE);
  tm_move_list_focus_newest (self->move_list);
  return G_SOURCE_REMOVE;
}

void
tm_window_correct_finished_game_activated (GSimpleAction *action,
                                 GVariant      *parameter,
                                 gpointer       user_data)
{
  TmWindow *self = TM_WINDOW (user_data);

  if (self->correct_finished_source == 0)
    self->correct_finished_source = g_idle_add (correct_finished_game, self);
}

/* Undo after a correction takes the whole correction back. */
gboolean
tm_window_undo_correction (TmWindow *self)
{
  g_autoptr(TmRecord) before = NULL;
  g_autoptr(GError) error = NULL;

  if (!tm_window_correction_undo_offered (self))
    return FALSE;
  before = tm_correction_keeper_undo (self->keeper, &error);
  if (before == NULL)
    {
      tm_window_show_error_toast (self, error->message);
      return TRUE;
    }
  show_record (self, before);
  if (self->game_page != NULL && tm_page_get_record (self->game_page) == before)
    tm_page_add_move_toast (self->game_page, _("Correction undone: the game is as it was before it"),
                            NULL, NULL);
  tm_window_update_actions (self);
  return TRUE;
}
