/* tm-window.c — the main window: start page, history or one game
 *
 * The window owns the actions that act on "the game shown" (undo, redo,
 * back, new game; tm-window-actions.c) and forwards them to the game's
 * page; the page owns the record and saves it after every change.  This
 * file builds the window, switches its pages, opens records and keeps
 * the header in step; corrections of past moves are in
 * tm-window-corrections.c.
 */
#include "config.h"

#include "tm-window-private.h"
#include "widgets/tm-accessible-name.h"
#include "tm-share-actions.h"
#include "tm-player-badge.h"
#include "widgets/tm-error-display.h"
#include "widgets/tm-menu-button.h"
#include "tm-correction-bar.h"
#include "tm-correction-keeper.h"
#include "tm-game-pages.h"
#include "tm-history-collector.h"
#include "tm-history-page.h"
#include "tm-move-list.h"
#include "tm-play-clock-view.h"
#include "widgets/tm-page-support.h"
#include "widgets/tm-saved-games.h"
#include "widgets/tm-toast-guard.h"
#include "tm-start-page.h"

#include <glib/gi18n.h>

/* The narrowest window the pages are laid out for (a phone) and a sane
 * upper bound for remembered sizes. */
#define MIN_WINDOW_WIDTH  360
#define MIN_WINDOW_HEIGHT 294
#define MAX_WINDOW_SIZE   16384

G_DEFINE_FINAL_TYPE (TmWindow, tm_window, ADW_TYPE_APPLICATION_WINDOW)

void
tm_window_add_toast (TmWindow *self,
                     AdwToast *toast)
{
  g_return_if_fail (TM_IS_WINDOW (self));

  tm_error_display_escape_toast (toast);
  tm_toast_guard_add (self->toast_overlay, toast);
}

/* In a toast that stays, the whole message a click away when long. */
void
tm_window_show_error_toast (TmWindow   *self,
                  const char *message)
{
  tm_window_add_toast (self, tm_error_display_show (GTK_WIDGET (self), message));
}

static void
set_action_enabled (TmWindow   *self,
                    const char *name,
                    gboolean    enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), name);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

gboolean
tm_window_history_shown (TmWindow *self)
{
  return self->history_page != NULL
         && gtk_stack_get_visible_child (self->stack) == self->history_page;
}


void
tm_window_update_actions (TmWindow *self)
{
  gboolean in_game = self->game_page != NULL;
  gboolean in_history = tm_window_history_shown (self);
  gboolean can_undo = FALSE, can_redo = FALSE;

  if (in_game)
    {
      can_undo = tm_game_page_get_can_undo (TM_GAME_PAGE (self->game_page));
      can_redo = tm_game_page_get_can_redo (TM_GAME_PAGE (self->game_page));
    }

  /* While a correction lasts, its bar leads: no other past move is
   * changed, and Undo steps only the position being entered. */
  {
    gboolean correcting = tm_correction_bar_is_active (self->correction_bar);

    set_action_enabled (self, "correct-move", in_game && !correcting);
    set_action_enabled (self, "insert-move", in_game && !correcting);
    set_action_enabled (self, "remove-move", in_game && !correcting);
    /* A finished game is changed only by a correction: outside one,
     * Undo and Redo would step a record that is never kept. */
    if (tm_correction_keeper_get_finished (self->keeper) != NULL && !correcting)
      can_undo = can_redo = FALSE;
  }
  if (tm_window_correction_undo_offered (self))
    can_undo = TRUE;
  set_action_enabled (self, "undo", can_undo);
  set_action_enabled (self, "redo", can_redo);
  set_action_enabled (self, "go-back", in_game || in_history);
  gtk_widget_set_visible (self->back_button, in_game || in_history);
  gtk_widget_set_visible (self->history_button, !in_game && !in_history);
  gtk_widget_set_visible (self->undo_box, in_game);
  /* Folded (a narrow window), the subtitle names the players and the
   * title gets their room. */
  gtk_widget_set_visible (GTK_WIDGET (self->player_badges),
                          in_game && self->game_players != NULL && !adw_flap_get_folded (self->flap));
  gtk_widget_set_visible (self->moves_button, in_game);
  if (!in_game)
    adw_flap_set_reveal_flap (self->flap, FALSE);
  tm_move_list_set_record (self->move_list, in_game ? tm_page_get_record (self->game_page) : NULL);
  tm_share_actions_update (self);
  gtk_widget_set_visible (self->share_button, in_game && g_action_get_enabled (
    g_action_map_lookup_action (G_ACTION_MAP (self), "share-result")));
}

/* The game's players in the header, in their colours. */
static void
fill_player_badges (TmWindow *self)
{
  tm_player_badge_fill_box (self->player_badges, self->player_book, (const char * const *) self->game_players);
}

static void
update_title (TmWindow *self)
{
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;

  if (self->game_page != NULL)
    {
      title = tm_game_page_dup_title (TM_GAME_PAGE (self->game_page));
      subtitle = tm_game_page_dup_subtitle (TM_GAME_PAGE (self->game_page));
    }
  else if (tm_window_history_shown (self))
    g_object_get (self->history_page, "title", &title, "subtitle", &subtitle, NULL);

  adw_window_title_set_title (self->window_title, title != NULL ? title : _("Tablemate"));
  adw_window_title_set_subtitle (self->window_title, subtitle != NULL ? subtitle : "");
}

static void
on_game_page_notify (TmWindow *self)
{
  /* A move entered on the position of a correction. */
  if (tm_correction_bar_is_active (self->correction_bar) && self->game_page != NULL)
    tm_correction_bar_position_changed (self->correction_bar, tm_page_get_record (self->game_page));
  tm_window_update_actions (self);
  update_title (self);
}

/* The line saying that the game shown follows an earlier reading of its
 * rules; hidden for NULL (today's reading, or no game). */
static void
show_rules_reading (TmWindow   *self,
                    const char *line)
{
  gtk_label_set_text (self->rules_reading_label, line != NULL ? line : "");
  gtk_widget_set_visible (GTK_WIDGET (self->rules_reading_label), line != NULL);
}

static void
remove_game_page (TmWindow *self)
{
  if (self->game_page == NULL)
    return;
  /* Its toast's Undo would have nothing left to undo. */
  tm_page_dismiss_move_toast (self->game_page);
  /* Left: the game's clock stops, saved while its page is here; not
   * for a correction, which keeps the saved game as it was. */
  tm_play_clock_view_remove_page (self->play_clock, self->game_page,
                                  !tm_correction_bar_is_active (self->correction_bar));
  g_signal_handlers_disconnect_by_data (self->game_page, self);
  gtk_stack_remove (self->stack, g_steal_pointer (&self->game_page));
  show_rules_reading (self, NULL);
  g_clear_pointer (&self->game_players, g_strfreev);
  fill_player_badges (self);
}

void
tm_window_show_start (TmWindow *self)
{
  g_return_if_fail (TM_IS_WINDOW (self));

  /* Hidden while another page is shown (on_visible_page()). */
  gtk_widget_set_visible (GTK_WIDGET (self->start_page), TRUE);
  gtk_stack_set_visible_child_name (self->stack, "start");
  /* A correction not kept leaves the saved game as it was. */
  tm_window_leave_corrections (self);
  remove_game_page (self);
  /* A game finished and left joins the history. */
  tm_history_collect (self->history, NULL);
  tm_start_page_refresh (self->start_page);
  tm_window_update_actions (self);
  update_title (self);
}

static void
on_history_page_notify (TmWindow *self)
{
  update_title (self);
  tm_share_actions_update (self);
}

void
tm_window_show_history (TmWindow *self)
{
  /* Back from correcting a finished game: to its view, as it is now. */
  g_autoptr(TmHistoryEntry) finished = NULL;

  g_return_if_fail (TM_IS_WINDOW (self));

  /* The game shown is saved already; once left, a finished one is in
   * the history too. */
  g_set_object (&finished, tm_correction_keeper_get_finished (self->keeper));
  tm_window_leave_corrections (self);
  remove_game_page (self);
  tm_history_collect (self->history, NULL);
  if (self->history_page == NULL)
    {
      self->history_page = tm_history_page_new ();
      tm_history_page_set_history (TM_HISTORY_PAGE (self->history_page), self->history);
      gtk_stack_add_named (self->stack, self->history_page, "history");
      g_signal_connect_swapped (self->history_page, "notify::title",
                                G_CALLBACK (on_history_page_notify), self);
      g_signal_connect_swapped (self->history_page, "notify::subtitle",
                                G_CALLBACK (on_history_page_notify), self);
    }
  tm_history_page_refresh (TM_HISTORY_PAGE (self->history_page));
  gtk_stack_set_visible_child (self->stack, self->history_page);
  if (finished != NULL)
    tm_history_page_open_game (TM_HISTORY_PAGE (self->history_page), finished);
  tm_window_update_actions (self);
  update_title (self);
  if (finished == NULL)
    gtk_widget_grab_focus (self->history_page);
}

GtkWidget *
tm_window_get_history_page (TmWindow *self)
{
  g_return_val_if_fail (TM_IS_WINDOW (self), NULL);
  return self->history_page;
}

TmHistory *
tm_window_get_history (TmWindow *self)
{
  g_return_val_if_fail (TM_IS_WINDOW (self), NULL);
  return self->history;
}

TmPlayerBook *
tm_window_get_player_book (TmWindow *self)
{
  g_return_val_if_fail (TM_IS_WINDOW (self), NULL);
  return self->player_book;
}

static void
save_player_book (TmWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (!tm_player_book_save (self->player_book, &error))
    tm_window_show_error_toast (self, error->message);
}

/* The players' colours and renames; a file that cannot be read is
 * said once and left alone (the book then never saves over it). */
static void
load_player_book (TmWindow   *self,
                  const char *data_dir)
{
  g_autoptr(GError) error = NULL;

  self->player_book = tm_player_book_new (data_dir);
  if (!tm_player_book_load (self->player_book, &error))
    tm_window_show_error_toast (self, error->message);
  else
    g_signal_connect_object (self->player_book, "changed", G_CALLBACK (save_player_book),
                             self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->player_book, "changed", G_CALLBACK (fill_player_badges),
                           self, G_CONNECT_SWAPPED);
  tm_history_set_player_book (self->history, self->player_book);
}

/* Saves the records opened before the first frame, unless a move has
 * saved one already. */
static void
save_after_first_frame (TmWindow *self)
{
  g_autoptr(GPtrArray) records = g_steal_pointer (&self->saves_after_first_frame);

  g_clear_handle_id (&self->save_source, g_source_remove);
  for (guint i = 0; records != NULL && i < records->len; i++)
    {
      TmRecord *record = g_ptr_array_index (records, i);
      g_autoptr(GError) error = NULL;

      if (!tm_saved_games_is_saved (record) && !tm_saved_games_save (record, &error))
        tm_window_show_error_toast (self, error->message);
    }
}

static gboolean
save_after_first_frame_cb (gpointer data)
{
  TmWindow *self = TM_WINDOW (data);

  self->save_source = 0;
  /* The frame's drawing goes out before the fsync. */
  gdk_display_flush (gtk_widget_get_display (GTK_WIDGET (self)));
  save_after_first_frame (self);
  return G_SOURCE_REMOVE;
}

static void
on_after_paint (GdkFrameClock *clock,
                TmWindow      *self)
{
  g_signal_handlers_disconnect_by_func (clock, on_after_paint, self);
  self->first_frame_drawn = TRUE;
  if (self->saves_after_first_frame != NULL && self->save_source == 0)
    self->save_source = g_idle_add (save_after_first_frame_cb, self);
}

static void
on_realize (TmWindow *self)
{
  g_signal_connect_object (gtk_widget_get_frame_clock (GTK_WIDGET (self)), "after-paint",
                           G_CALLBACK (on_after_paint), self, 0);
}

/* Shows @record; with @save_later, a record that must join the saved
 * games is saved after the window's first frame when that is still to
 * come (start-up), and at once otherwise. */
static gboolean
open_record (TmWindow *self,
             TmRecord *record,
             gboolean  save_later)
{
  g_autoptr(TmGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) move_error = NULL;
  int illegal_index = -1;

  g_return_val_if_fail (TM_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (TM_IS_RECORD (record), FALSE);

  game = tm_record_replay (record, G_MAXUINT, &illegal_index, &move_error, &error);
  if (game == NULL)
    {
      tm_window_show_error_toast (self, error->message);
      return FALSE;
    }
  if (illegal_index >= 0)
    {
      /* A record that does not replay would be changed by playing on;
       * refuse it rather than silently dropping moves. */
      g_autofree char *message =
        g_strdup_printf (_("Move %d of this game breaks the rules: %s"),
                         illegal_index + 1, move_error->message);
      tm_window_show_error_toast (self, message);
      return FALSE;
    }

  /* Another game opened: a correction under way is dropped (the saved
   * game is still as it was). */
  tm_window_leave_corrections (self);
  if (!tm_window_show_page (self, record, game, FALSE))
    return FALSE;

  /* A record opened from elsewhere joins the saved games; one that is
   * the saved game already (resumed, not changed) is not written again. */
  if (save_later && !self->first_frame_drawn && gtk_widget_get_realized (GTK_WIDGET (self)))
    {
      if (self->saves_after_first_frame == NULL)
        self->saves_after_first_frame = g_ptr_array_new_with_free_func (g_object_unref);
      g_ptr_array_add (self->saves_after_first_frame, g_object_ref (record));
    }
  else if (!tm_saved_games_is_saved (record) && !tm_saved_games_save (record, &error))
    tm_window_show_error_toast (self, error->message);
  return TRUE;
}

/* Shows @record, replayed as @game, on a new page; @correcting for the
 * position of a correction (a page that saves nothing). */
gboolean
tm_window_show_page (TmWindow *self,
           TmRecord *record,
           TmGame   *game,
           gboolean  correcting)
{
  g_autoptr(GError) error = NULL;
  GtkWidget *page;

  page = GTK_WIDGET (tm_game_pages_new_page (record, game, &error));
  if (page == NULL)
    {
      tm_window_show_error_toast (self, error->message);
      return FALSE;
    }
  /* A finished game's page saves nothing either: only a correction
   * kept changes its history file. */
  tm_page_set_correcting (page, correcting || tm_correction_keeper_get_finished (self->keeper) != NULL);

  /* The clock learns of the new page while the old one is still here. */
  tm_play_clock_view_set_page (self->play_clock, page, !tm_correction_bar_is_active (self->correction_bar));
  remove_game_page (self);
  self->game_page = page;
  /* A game goes on under the reading of the rules it began with. */
  {
    g_autofree char *reading = tm_game_describe_rules_revision (game);

    show_rules_reading (self, reading);
  }
  {
    GStrvBuilder *builder = g_strv_builder_new ();

    for (guint i = 0; i < tm_record_get_n_players (record); i++)
      g_strv_builder_add (builder, tm_record_get_player (record, i));
    self->game_players = g_strv_builder_end (builder);
    g_strv_builder_unref (builder);
  }
  fill_player_badges (self);
  gtk_stack_add_named (self->stack, page, "game");
  /* No transition (tm-window.ui): the next frame shows the game whole. */
  gtk_stack_set_visible_child (self->stack, page);
  g_signal_connect_swapped (page, "notify::can-undo", G_CALLBACK (on_game_page_notify), self);
  g_signal_connect_swapped (page, "notify::can-redo", G_CALLBACK (on_game_page_notify), self);
  g_signal_connect_swapped (page, "notify::title", G_CALLBACK (on_game_page_notify), self);
  g_signal_connect_swapped (page, "notify::subtitle", G_CALLBACK (on_game_page_notify), self);
  tm_window_update_actions (self);
  update_title (self);
  tm_game_page_focus_entry (TM_GAME_PAGE (page));
  return TRUE;
}

gboolean
tm_window_open_record (TmWindow *self,
                       TmRecord *record)
{
  return open_record (self, record, FALSE);
}

gboolean
tm_window_open_file (TmWindow *self,
                     GFile    *file)
{
  g_autoptr(TmRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (TM_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  path = g_file_get_path (file);
  if (path == NULL)
    {
      tm_window_show_error_toast (self, _("Only game records on this computer can be opened."));
      return FALSE;
    }
  record = tm_record_load_file (path, &error);
  if (record == NULL)
    {
      g_autofree char *basename = g_file_get_basename (file);
      g_autofree char *message = g_strdup_printf (_("“%s” could not be opened: %s"),
                                                  basename, error->message);
      tm_window_show_error_toast (self, message);
      return FALSE;
    }
  return open_record (self, record, TRUE);
}

GtkWidget *
tm_window_get_game_page (TmWindow *self)
{
  g_return_val_if_fail (TM_IS_WINDOW (self), NULL);
  return self->game_page;
}

GtkWidget *
tm_window_get_start_page (TmWindow *self)
{
  g_return_val_if_fail (TM_IS_WINDOW (self), NULL);
  return GTK_WIDGET (self->start_page);
}

static void
on_resume (TmWindow *self,
           TmRecord *record)
{
  tm_window_open_record (self, record);
}

static gboolean
tm_window_close_request (GtkWindow *window)
{
  TmWindow *self = TM_WINDOW (window);
  int width, height;

  gtk_window_get_default_size (window, &width, &height);
  g_settings_delay (self->settings);
  g_settings_set_int (self->settings, "window-width", CLAMP (width, MIN_WINDOW_WIDTH, MAX_WINDOW_SIZE));
  g_settings_set_int (self->settings, "window-height", CLAMP (height, MIN_WINDOW_HEIGHT, MAX_WINDOW_SIZE));
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
  g_settings_apply (self->settings);

  return GTK_WINDOW_CLASS (tm_window_parent_class)->close_request (window);
}

static void
tm_window_dispose (GObject *object)
{
  TmWindow *self = TM_WINDOW (object);

  g_clear_object (&self->collector);
  g_clear_handle_id (&self->correct_finished_source, g_source_remove);
  g_clear_handle_id (&self->folded_source, g_source_remove);
  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  /* Closed before its first frame: nothing opened is left unsaved. */
  save_after_first_frame (self);
  if (self->game_page != NULL)
    g_signal_handlers_disconnect_by_data (self->game_page, self);
  self->game_page = NULL;
  if (self->history_page != NULL)
    g_signal_handlers_disconnect_by_data (self->history_page, self);
  self->history_page = NULL;
  /* Deleted games whose undo was still offered go for good. */
  if (self->history != NULL)
    tm_history_empty_trash (self->history);

  gtk_widget_dispose_template (GTK_WIDGET (self), TM_TYPE_WINDOW);

  G_OBJECT_CLASS (tm_window_parent_class)->dispose (object);
}

static void
tm_window_finalize (GObject *object)
{
  TmWindow *self = TM_WINDOW (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->history);
  g_clear_object (&self->player_book);
  g_clear_pointer (&self->game_players, g_strfreev);
  g_clear_object (&self->keeper);

  G_OBJECT_CLASS (tm_window_parent_class)->finalize (object);
}

/* F9: the move list shown or hidden, the keyboard in it when shown. */
static gboolean
toggle_move_list (GtkWidget *widget,
                  GVariant  *args,
                  gpointer   user_data)
{
  TmWindow *self = TM_WINDOW (widget);
  gboolean reveal = !adw_flap_get_reveal_flap (self->flap);

  if (self->game_page == NULL)
    return FALSE;
  adw_flap_set_reveal_flap (self->flap, reveal);
  if (reveal)
    tm_move_list_focus_newest (self->move_list);
  else
    tm_game_page_focus_entry (TM_GAME_PAGE (self->game_page));
  return TRUE;
}

static void
tm_window_class_init (TmWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = tm_window_dispose;
  object_class->finalize = tm_window_finalize;
  window_class->close_request = tm_window_close_request;

  g_type_ensure (TM_TYPE_START_PAGE);
  g_type_ensure (TM_TYPE_MOVE_LIST);
  g_type_ensure (TM_TYPE_CORRECTION_BAR);
  g_type_ensure (TM_TYPE_PLAY_CLOCK_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablemate/Tablemate/tm-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TmWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TmWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, TmWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, TmWindow, history_button);
  gtk_widget_class_bind_template_child (widget_class, TmWindow, undo_box);
  gtk_widget_class_bind_template_child (widget_class, TmWindow, player_badges);
  gtk_widget_class_bind_template_child (widget_class, TmWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, TmWindow, redo_button);
  gtk_widget_class_bind_template_child (widget_class, TmWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, TmWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, TmWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, TmWindow, start_page);
  gtk_widget_class_bind_template_child (widget_class, TmWindow, rules_reading_label);
  gtk_widget_class_bind_template_child (widget_class, TmWindow, moves_button);
  gtk_widget_class_bind_template_child (widget_class, TmWindow, share_button);
  gtk_widget_class_bind_template_child (widget_class, TmWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, TmWindow, move_list);
  gtk_widget_class_bind_template_child (widget_class, TmWindow, correction_bar);
  gtk_widget_class_bind_template_child (widget_class, TmWindow, play_clock);
  gtk_widget_class_bind_template_callback (widget_class, tm_window_on_correction_show_position);
  gtk_widget_class_bind_template_callback (widget_class, tm_window_on_correction_finished);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_F9, 0, toggle_move_list, NULL);
}

static gboolean
folded_cb (gpointer data)
{
  TmWindow *self = TM_WINDOW (data);

  self->folded_source = 0;
  tm_window_update_actions (self);
  return G_SOURCE_REMOVE;
}

/* The flap folds while the window is laid out: the header changes
 * after that layout. */
static void
on_folded (TmWindow *self)
{
  if (self->folded_source == 0)
    self->folded_source = g_idle_add (folded_cb, self);
}

/* The start page is hidden, not only left behind, while a game or the
 * history is shown: a page the stack does not show still has its style
 * worked out (12 M instructions before a resumed game's first frame)
 * unless it is hidden.  tm_window_show_start() shows it again. */
static void
on_visible_page (TmWindow *self)
{
  if (gtk_stack_get_visible_child (self->stack) != GTK_WIDGET (self->start_page))
    gtk_widget_set_visible (GTK_WIDGET (self->start_page), FALSE);
}

static void
tm_window_init (TmWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  tm_accessible_name_toasts (self->toast_overlay);
  tm_menu_button_set_menu_on_open (self->menu_button, self->primary_menu, C_("accessible name", "Main Menu"));
  tm_window_install_actions (self);
  tm_play_clock_view_add_actions (self->play_clock, G_ACTION_MAP (self));
  tm_share_actions_install (self);

  self->settings = g_settings_new (APP_ID);
  /* A hand-edited or corrupt setting must not make the window unusable. */
  gtk_window_set_default_size (GTK_WINDOW (self),
                               CLAMP (g_settings_get_int (self->settings, "window-width"),
                                      MIN_WINDOW_WIDTH, MAX_WINDOW_SIZE),
                               CLAMP (g_settings_get_int (self->settings, "window-height"),
                                      MIN_WINDOW_HEIGHT, MAX_WINDOW_SIZE));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  g_signal_connect_object (self->start_page, "resume", G_CALLBACK (on_resume),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->stack, "notify::visible-child", G_CALLBACK (on_visible_page),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect (self, "realize", G_CALLBACK (on_realize), NULL);
  g_signal_connect_object (self->flap, "notify::folded", G_CALLBACK (on_folded), self, G_CONNECT_SWAPPED);

  /* Games left finished in the games folder join the history: the first
   * batch now, the rest between frames. */
  {
    g_autofree char *data_dir = tm_history_get_default_data_dir ();

    self->history = tm_history_new (data_dir);
    self->keeper = tm_correction_keeper_new (self->history);
    load_player_book (self, data_dir);
    self->collector = tm_history_collector_new (self->history, self);
    /* Then the start page lists the games still being played. */
    g_signal_connect_object (self->collector, "done", G_CALLBACK (tm_start_page_refresh),
                             self->start_page, G_CONNECT_SWAPPED);
    tm_history_collector_start (self->collector);
  }
  tm_window_update_actions (self);
}

TmWindow *
tm_window_new (TmApplication *application)
{
  return g_object_new (TM_TYPE_WINDOW, "application", application, NULL);
}
