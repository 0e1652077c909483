/* tm-sisters-page.h — a game of Planetary Sisters being played
 *
 * Round, turn, parent and condition, the field, what each player used
 * and took this round with the differences, who became parent after the
 * last round and by which rule, each player's counts and known cards.
 * Entry: the field dealt at set-up and the cards revealed at the end
 * from a grid of the 36 ranks, each turn's used card from that grid and
 * its taken card from the field, the emblems of the scored cards still
 * missing them.  At the end, the scoring breakdown of every player.
 * The page decides no rule: each move is played through the record, and
 * a refused move shows the rule it breaks.
 */
#pragma once

#include <adwaita.h>

#include "core/tm-record.h"
#include "tm-sisters-breakdown.h"
#include "games/planetary-sisters/rules/tm-sisters-game.h"
#include "tm-sisters-what-if-view.h"
#include "widgets/tm-game-page.h"
#include "widgets/tm-private-view.h"

G_BEGIN_DECLS

#define TM_TYPE_SISTERS_PAGE (tm_sisters_page_get_type ())
G_DECLARE_FINAL_TYPE (TmSistersPage, tm_sisters_page, TM, SISTERS_PAGE, GtkWidget)

/* @game is @record replayed to its last move. */
TmSistersPage *tm_sisters_page_new           (TmRecord       *record,
                                              TmSistersGame  *game);
TmGamePage    *tm_sisters_page_new_game_page (TmRecord       *record,
                                              TmGame         *game);

/* Plays @move (a record's JSON move, taken); FALSE, with the rule shown,
 * when it is refused. */
gboolean       tm_sisters_page_play          (TmSistersPage  *self,
                                              JsonObject     *move);

/* For the tests: the widgets the players use and the texts shown. */
TmSistersGame *tm_sisters_page_get_game      (TmSistersPage  *self);
/* The button of @rank (1–36) in the rank grid. */
GtkWidget     *tm_sisters_page_get_rank_button  (TmSistersPage *self,
                                                 int            rank);
/* The button of field card @rank, NULL when it is not on the field. */
GtkWidget     *tm_sisters_page_get_field_button (TmSistersPage *self,
                                                 int            rank);
/* The count of kind @id in the emblems form, NULL for an unknown kind. */
GtkSpinButton *tm_sisters_page_get_kind_spin    (TmSistersPage *self,
                                                 const char    *id);
GtkWidget     *tm_sisters_page_get_emblems_button (TmSistersPage *self);
GtkDropDown   *tm_sisters_page_get_parent_drop_down (TmSistersPage *self);
const char    *tm_sisters_page_get_status_text  (TmSistersPage *self);
/* What the entry box asks for now. */
const char    *tm_sisters_page_get_prompt_text  (TmSistersPage *self);
/* "Last move: …", as the move's toast said it (a status for screen
 * readers, which do not read toasts). */
const char    *tm_sisters_page_get_last_move_text (TmSistersPage *self);
const char    *tm_sisters_page_get_result_text  (TmSistersPage *self);
/* The breakdown as text (see tm_sisters_breakdown_get_text()). */
const char    *tm_sisters_page_get_score_text   (TmSistersPage *self);
TmSistersBreakdown *tm_sisters_page_get_breakdown (TmSistersPage *self);
const char    *tm_sisters_page_get_error_text   (TmSistersPage *self);
/* The advisor: "Show Options…", the private view it opened (NULL when
 * closed) and the what-if of a finished game. */
GtkWidget     *tm_sisters_page_get_options_button (TmSistersPage *self);
TmPrivateView *tm_sisters_page_get_private_view   (TmSistersPage *self);
TmSistersWhatIfView *tm_sisters_page_get_what_if_view (TmSistersPage *self);

G_END_DECLS
