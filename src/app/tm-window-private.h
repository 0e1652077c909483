/* tm-window-private.h — what the main window (tm-window.c: the
 * GObject, the pages it shows, opening records) shares with its game
 * actions (tm-window-actions.c) and its corrections
 * (tm-window-corrections.c); nothing outside app/tm-window*.c includes
 * it. */
#pragma once

#include "tm-window.h"
#include "tm-correction-bar.h"
#include "tm-correction-keeper.h"
#include "tm-history-collector.h"
#include "tm-move-list.h"
#include "tm-play-clock-view.h"
#include "tm-start-page.h"

G_BEGIN_DECLS

struct _TmWindow
{
  AdwApplicationWindow parent_instance;

  GSettings *settings;
  GtkWidget *game_page;       /* owned by the stack; NULL on the start page */
  TmHistory *history;         /* the finished games */
  TmPlayerBook *player_book;  /* colours and renames, saved on each change */
  GStrv game_players;         /* the players of the game page, as recorded */
  GtkWidget *history_page;    /* owned by the stack; made when first shown */
  GtkFileChooserNative *chooser;
  /* Records opened before the window's first frame (a file given at
   * start-up), saved into the games folder just after it: the file they
   * were read from is still on disk meanwhile. */
  GPtrArray *saves_after_first_frame;
  gboolean first_frame_drawn;
  guint save_source;
  /* Finished games left in games/ moving into the history, a batch per
   * idle call, and the toast that counts them. */
  TmHistoryCollector *collector;
  /* The record as it was while a correction is under way, where one
   * kept goes (the saved game, or a finished game's history file) and
   * its one Undo. */
  TmCorrectionKeeper *keeper;
  /* Opens the finished game to correct once the click on the History
   * view's button is over (GTK must not see a pressed button go). */
  guint correct_finished_source;
  guint folded_source;        /* the header redone after a fold */

  /* Template widgets */
  AdwToastOverlay *toast_overlay;
  AdwWindowTitle *window_title;
  GtkWidget *back_button;
  GtkWidget *history_button;
  GtkWidget *undo_box;
  GtkBox *player_badges;
  GtkWidget *undo_button;
  GtkWidget *redo_button;
  GtkMenuButton *menu_button;
  GMenuModel *primary_menu;   /* built into a menu when first opened */
  GtkStack *stack;
  TmStartPage *start_page;
  GtkLabel *rules_reading_label;
  GtkWidget *moves_button;
  GtkWidget *share_button;
  AdwFlap *flap;
  TmMoveList *move_list;
  TmCorrectionBar *correction_bar;
  TmPlayClockView *play_clock;
};

/* tm-window.c */
void     tm_window_show_error_toast   (TmWindow   *self,
                                       const char *message);
gboolean tm_window_history_shown      (TmWindow   *self);
void     tm_window_update_actions     (TmWindow   *self);
gboolean tm_window_show_page          (TmWindow   *self,
                                       TmRecord   *record,
                                       TmGame     *game,
                                       gboolean    correcting);

/* tm-window-actions.c */
void     tm_window_install_actions    (TmWindow   *self);

/* tm-window-corrections.c */
gboolean tm_window_correction_undo_offered (TmWindow *self);
void     tm_window_leave_corrections  (TmWindow   *self);
gboolean tm_window_undo_correction    (TmWindow   *self);
void     tm_window_on_correction_show_position (TmWindow *self,
                                                TmRecord *position);
void     tm_window_on_correction_finished      (TmWindow        *self,
                                                TmRecord        *corrected,
                                                TmCorrectionBar *bar);
void     tm_window_correct_move_activated      (GSimpleAction *action,
                                                GVariant      *parameter,
                                                gpointer       user_data);
void     tm_window_insert_move_activated       (GSimpleAction *action,
                                                GVariant      *parameter,
                                                gpointer       user_data);
void     tm_window_remove_move_activated       (GSimpleAction *action,
                                                GVariant      *parameter,
                                                gpointer       user_data);
void     tm_window_correct_finished_game_activated (GSimpleAction *action,
                                                    GVariant      *parameter,
                                                    gpointer       user_data);

G_END_DECLS
