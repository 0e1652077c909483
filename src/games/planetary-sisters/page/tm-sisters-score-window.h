/* tm-sisters-score-window.h — scoring a game of Planetary Sisters played without tracking
 *
 * Steps, each one screen: the players (2–4 names, the remembered names
 * offered), each player's house (and, with two players, keepers) and
 * the last field from a grid of the 36 ranks — a rank given to someone
 * already is disabled —, the emblems of the cards the players' catalogue
 * does not know yet (remembered in it), then the breakdown table.  The
 * score is the core's (tm_sisters_score_sheet(), as `tablemate-cli
 * score`); a sheet it refuses shows its reason.
 */
#pragma once

#include <adwaita.h>

#include "tm-sisters-breakdown.h"
#include "tm-sisters-emblem-picker.h"

G_BEGIN_DECLS

#define TM_TYPE_SISTERS_SCORE_WINDOW (tm_sisters_score_window_get_type ())
G_DECLARE_FINAL_TYPE (TmSistersScoreWindow, tm_sisters_score_window, TM, SISTERS_SCORE_WINDOW, AdwWindow)

/* The catalogue is g_get_user_data_dir()/tablemate/sisters-catalogue.json.
 * @parent may be NULL.  Matches TmGamePageInfo.score_only. */
GtkWindow   *tm_sisters_score_window_new             (GtkWindow            *parent);

/* For the tests: the widgets players use, and what is shown. */
void         tm_sisters_score_window_set_n_players   (TmSistersScoreWindow *self,
                                                      guint                 n_players);
GtkEditable *tm_sisters_score_window_get_name_entry  (TmSistersScoreWindow *self,
                                                      guint                 player);
GtkWidget   *tm_sisters_score_window_get_next_button (TmSistersScoreWindow *self);
GtkWidget   *tm_sisters_score_window_get_back_button (TmSistersScoreWindow *self);
/* "Copy Scores": the breakdown's text to the clipboard. */
GtkWidget   *tm_sisters_score_window_get_copy_button (TmSistersScoreWindow *self);
/* Where the ranks of the current step can be typed. */
GtkEditable *tm_sisters_score_window_get_ranks_entry (TmSistersScoreWindow *self);
/* The toggle of @rank (1–36) in the grid of the current step. */
GtkWidget   *tm_sisters_score_window_get_rank_button (TmSistersScoreWindow *self,
                                                      int                   rank);
/* "players", "cards", "emblems" or "breakdown". */
const char  *tm_sisters_score_window_get_step        (TmSistersScoreWindow *self);
/* The title of the current step, e.g. "Aoi’s house". */
const char  *tm_sisters_score_window_get_step_title  (TmSistersScoreWindow *self);
/* The card the emblems step asks for, 0 outside it. */
int          tm_sisters_score_window_get_emblems_rank (TmSistersScoreWindow *self);
TmSistersEmblemPicker *tm_sisters_score_window_get_picker    (TmSistersScoreWindow *self);
TmSistersBreakdown    *tm_sisters_score_window_get_breakdown (TmSistersScoreWindow *self);

G_END_DECLS
