/* tm-psi-page.h — a game of Psi Conjuring being played
 *
 * The field, whose turn and phase, hands, graveyards and sums, what the
 * last move did, and the entry of every move: a click places a card,
 * opens the summon form on a face-down card or the quick summon form on
 * an empty cell, chooses an attacker and its target; buttons pass,
 * agree to end, and enter ability effects on a chosen card.  The page
 * decides no rule: each move is played through the record, and a
 * refused move shows the rule it breaks.
 */
#pragma once

#include <adwaita.h>

#include "core/tm-record.h"
#include "tm-psi-board.h"
#include "tm-psi-result-view.h"
#include "games/psi-conjuring/rules/tm-psi-game.h"
#include "widgets/tm-game-page.h"
#include "widgets/tm-advisor-panel.h"

G_BEGIN_DECLS

#define TM_TYPE_PSI_PAGE (tm_psi_page_get_type ())
G_DECLARE_FINAL_TYPE (TmPsiPage, tm_psi_page, TM, PSI_PAGE, GtkWidget)

/* @game is @record replayed to its last move. */
TmPsiPage  *tm_psi_page_new           (TmRecord    *record,
                                       TmPsiGame   *game);
TmGamePage *tm_psi_page_new_game_page (TmRecord    *record,
                                       TmGame      *game);

/* Plays @move (a record's JSON move); FALSE, with the rule shown, when
 * it is refused. */
gboolean    tm_psi_page_play          (TmPsiPage   *self,
                                       JsonObject  *move);

/* For the tests: the widgets the players use and the texts shown. */
TmPsiGame  *tm_psi_page_get_game      (TmPsiPage   *self);
TmPsiBoard *tm_psi_page_get_board     (TmPsiPage   *self);
/* "Show Attack Options" and the attack options it shows (hidden until toggled). */
GtkWidget      *tm_psi_page_get_options_toggle (TmPsiPage *self);
TmAdvisorPanel *tm_psi_page_get_advisor_panel  (TmPsiPage *self);
GtkWidget  *tm_psi_page_get_button    (TmPsiPage   *self,
                                       const char  *name);
GtkEditable *tm_psi_page_get_entry    (TmPsiPage   *self,
                                       const char  *name);
GtkDropDown *tm_psi_page_get_colour_drop_down (TmPsiPage *self);
/* The quick summon's "whose card" (asked when the hand holds both
 * players' cards). */
GtkDropDown *tm_psi_page_get_owner_drop_down  (TmPsiPage *self);
GtkDropDown *tm_psi_page_get_hand_drop_down   (TmPsiPage *self);
GtkDropDown *tm_psi_page_get_enter_drop_down  (TmPsiPage  *self,
                                               const char *name);
GtkCheckButton *tm_psi_page_get_enter_yellow_check (TmPsiPage *self);
GtkExpander *tm_psi_page_get_enter_expander   (TmPsiPage *self);
const char *tm_psi_page_get_status_text  (TmPsiPage *self);
const char *tm_psi_page_get_outcome_text (TmPsiPage *self);
const char *tm_psi_page_get_error_text   (TmPsiPage *self);
/* The end of the game (shown only when it is over). */
TmPsiResultView *tm_psi_page_get_result_view (TmPsiPage *self);

G_END_DECLS
