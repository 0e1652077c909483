/* tm-psi-status-view.h — whose turn, the players' counts and sums, the last move
 *
 * Only what is on the table: hand and graveyard counts, the sums of the
 * beasts' powers, and what the last move did, in words.
 */
#pragma once

#include <gtk/gtk.h>

#include "core/tm-record.h"
#include "games/psi-conjuring/rules/tm-psi-game.h"

G_BEGIN_DECLS

#define TM_TYPE_PSI_STATUS_VIEW (tm_psi_status_view_get_type ())
G_DECLARE_FINAL_TYPE (TmPsiStatusView, tm_psi_status_view, TM, PSI_STATUS_VIEW, GtkWidget)

GtkWidget  *tm_psi_status_view_new              (void);
/* @game is @record replayed to its last move. */
void        tm_psi_status_view_update           (TmPsiStatusView *self,
                                                 TmRecord        *record,
                                                 TmPsiGame       *game);
const char *tm_psi_status_view_get_turn_text    (TmPsiStatusView *self);
const char *tm_psi_status_view_get_outcome_text (TmPsiStatusView *self);

/* What the last move of @record did ("No move yet." before the first),
 * as the view shows it and the page's toast says it. */
char       *tm_psi_describe_outcome             (TmRecord        *record,
                                                 TmPsiGame       *game);
/* @player's name, "?" for no player. */
const char *tm_psi_player_name                  (TmRecord        *record,
                                                 int              player);

G_END_DECLS
