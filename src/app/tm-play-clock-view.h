/* tm-play-clock-view.h — the play clock under every game's page
 *
 * One quiet line in the window's shell: the time played and each
 * player's thinking time (the player to move's runs on), ticking once a
 * second while the game is on screen and not paused, and a Pause/Resume
 * button (the window action "win.pause-clock").  It also keeps the
 * record's pauses: a pause by hand from the button, and one the app
 * makes itself while the game is not on screen (another page, the
 * window hidden or minimised, the app closed), ended when the game is
 * shown again.  Each pause is saved with the game (tm_page_save_record()).
 */
#pragma once

#include <gtk/gtk.h>

#include "core/tm-play-clock.h"

G_BEGIN_DECLS

#define TM_TYPE_PLAY_CLOCK_VIEW (tm_play_clock_view_get_type ())
G_DECLARE_FINAL_TYPE (TmPlayClockView, tm_play_clock_view, TM, PLAY_CLOCK_VIEW, GtkWidget)

/* Adds "pause-clock" (Pause, or Resume while paused by hand) to @map,
 * the window's actions. */
void      tm_play_clock_view_add_actions (TmPlayClockView *self,
                                          GActionMap      *map);
/* The game page shown (tm_page_get_record() gives its record), or NULL
 * when none is: call it before the page shown goes away, so the game
 * left is paused and saved while its page is still there (not when
 * @page shows the same game, by its record's id).  With
 * @pause_left FALSE the game left is not paused: a correction under way
 * leaves the saved game as it was, and its time counts as played. */
void      tm_play_clock_view_set_page    (TmPlayClockView *self,
                                          GtkWidget       *page,
                                          gboolean         pause_left);
/* The same with NULL, when @page is the one shown: @page goes away. */
void      tm_play_clock_view_remove_page (TmPlayClockView *self,
                                          GtkWidget       *page,
                                          gboolean         pause_left);
/* Whether the clock runs on screen (a second timer is going). */
gboolean  tm_play_clock_view_is_ticking  (TmPlayClockView *self);

/* The time played and each player's thinking time of @record, as the
 * clock says them: with @markup "Played 12:34 · Aoi 4:05 · Mio 3:10"
 * (Pango markup, @to_move's in bold; -1 for no one), otherwise in words
 * for a screen reader ("Time played: 12 min. Aoi: 4 min, …").  Also
 * what the History page shows of a finished game. */
char     *tm_play_clock_describe_times   (TmRecord          *record,
                                          const TmPlayTimes *times,
                                          int                to_move,
                                          gboolean           markup);

G_END_DECLS
