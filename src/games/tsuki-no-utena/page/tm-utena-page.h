/* tm-utena-page.h — a game of Tsuki no Utena being played
 *
 * The cloud board, every altar (flower board, reserve, pair), the
 * desire stack with the icons still visible, whose turn and the round,
 * what the last move did, and the entry of every move: a desire card
 * and the icons it hides, the solo plan card, a reinforcement, the
 * round-1 pair, an exchange.  The win or the loss is announced the
 * moment the rules say.  The page decides no rule: what it offers comes
 * from the legal moves, each move is played through the record, and a
 * refused move shows the rule it breaks.
 */
#pragma once

#include <adwaita.h>

#include "core/tm-record.h"
#include "tm-utena-altar-view.h"
#include "tm-utena-card-picker.h"
#include "tm-utena-cloud-board.h"
#include "games/tsuki-no-utena/rules/tm-utena-game.h"
#include "tm-utena-outlook-view.h"
#include "tm-utena-result-banner.h"
#include "widgets/tm-advisor-panel.h"
#include "widgets/tm-game-page.h"

G_BEGIN_DECLS

#define TM_TYPE_UTENA_PAGE (tm_utena_page_get_type ())
G_DECLARE_FINAL_TYPE (TmUtenaPage, tm_utena_page, TM, UTENA_PAGE, GtkWidget)

/* @game is @record replayed to its last move. */
TmUtenaPage *tm_utena_page_new           (TmRecord     *record,
                                          TmUtenaGame  *game);
TmGamePage  *tm_utena_page_new_game_page (TmRecord     *record,
                                          TmGame       *game);

/* Plays @move (a record's JSON move, taken); FALSE, with the rule shown,
 * when it is refused. */
gboolean     tm_utena_page_play          (TmUtenaPage  *self,
                                          JsonObject   *move);
gboolean     tm_utena_page_undo          (TmUtenaPage  *self);
gboolean     tm_utena_page_redo          (TmUtenaPage  *self);
void         tm_utena_page_set_read_only (TmUtenaPage  *self,
                                          gboolean      read_only);

/* For the tests: the widgets the players use and the texts shown. */
TmUtenaGame       *tm_utena_page_get_game        (TmUtenaPage *self);
TmUtenaCloudBoard *tm_utena_page_get_cloud_board (TmUtenaPage *self);
TmUtenaAltarView  *tm_utena_page_get_altar_view  (TmUtenaPage *self,
                                                  guint        altar);
/* "desire", "pair" or "hand" (an exchange with a hand card). */
TmUtenaCardPicker *tm_utena_page_get_picker      (TmUtenaPage *self,
                                                  const char  *name);
/* "lay", "reinforce", "play-pair", "clear-pair", "give-0", "give-1",
 * "exchange", "cancel", "plan-0" … "plan-2". */
GtkWidget         *tm_utena_page_get_button      (TmUtenaPage *self,
                                                  const char  *name);
/* The button of the exchange form that takes @card from another altar's
 * pair; NULL when none does. */
GtkWidget         *tm_utena_page_get_take_button (TmUtenaPage *self,
                                                  TmUtenaCard  card);
/* The toggle for the @index-th visible @cell icon a desire card hides;
 * NULL when there is none. */
GtkWidget         *tm_utena_page_get_hidden_toggle (TmUtenaPage *self,
                                                    TmUtenaCell  cell,
                                                    guint        index);
/* The advisor: the "Show Exchange Options" toggle, the exchanges of this turn
 * and "Can we still win?". */
GtkWidget         *tm_utena_page_get_options_toggle (TmUtenaPage *self);
TmAdvisorPanel    *tm_utena_page_get_advisor_panel  (TmUtenaPage *self);
TmUtenaOutlookView *tm_utena_page_get_outlook_view  (TmUtenaPage *self);
/* The status line above the entry: what to do now, or why the move
 * entered (or the greyed-out control clicked) cannot be made. */
const char *tm_utena_page_get_status_line   (TmUtenaPage *self);
const char *tm_utena_page_get_status_text   (TmUtenaPage *self);
const char *tm_utena_page_get_outcome_text  (TmUtenaPage *self);
const char *tm_utena_page_get_error_text    (TmUtenaPage *self);
const char *tm_utena_page_get_warnings_text (TmUtenaPage *self);
/* The banner announcing the end ("" while the game goes on). */
const char *tm_utena_page_get_result_text   (TmUtenaPage *self);
/* The card that says how the game ended. */
TmUtenaResultBanner *tm_utena_page_get_result_banner (TmUtenaPage *self);

G_END_DECLS
