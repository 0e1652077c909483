/* tm-window.h — the main window: start page or one game */
#pragma once

#include <adwaita.h>

#include "core/tm-history.h"
#include "core/tm-record.h"
#include "tm-application.h"

G_BEGIN_DECLS

#define TM_TYPE_WINDOW (tm_window_get_type ())
G_DECLARE_FINAL_TYPE (TmWindow, tm_window, TM, WINDOW, AdwApplicationWindow)

/* @application may be NULL (the UI tests run windows without one). */
TmWindow   *tm_window_new            (TmApplication *application);

/* Shows @record's game, replayed to its last move; FALSE with a toast
 * when it cannot be played.  The record joins the saved games at once,
 * unless the games folder holds it already as it is. */
gboolean    tm_window_open_record    (TmWindow      *self,
                                      TmRecord      *record);
/* The same for a record file; before the window's first frame (a file
 * given at start-up) the save waits until just after that frame. */
gboolean    tm_window_open_file      (TmWindow      *self,
                                      GFile         *file);
/* Back to the start page (the game is saved already). */
void        tm_window_show_start     (TmWindow      *self);

/* The finished games and their statistics; back (win.go-back) returns
 * to the start page. */
void        tm_window_show_history   (TmWindow      *self);
/* NULL until the history is first shown. */
GtkWidget  *tm_window_get_history_page (TmWindow    *self);
TmHistory  *tm_window_get_history    (TmWindow      *self);
/* The players' colours and renames (core/tm-player-book.h), which the
 * history reads names through. */
TmPlayerBook *tm_window_get_player_book (TmWindow    *self);

/* The page of the game shown, or NULL on the start page. */
GtkWidget  *tm_window_get_game_page  (TmWindow      *self);
GtkWidget  *tm_window_get_start_page (TmWindow      *self);
void        tm_window_add_toast      (TmWindow      *self,
                                      AdwToast      *toast);

G_END_DECLS
