/* tm-utena-status-view.h — whose turn, the hands' sizes, the last move
 *
 * The round and the phase, who enters the next move, the parent, the
 * reinforcements, the hands' sizes (never their cards), the warnings of
 * cards entered wrongly, what the last move did (from the rules'
 * TmUtenaOutcome: the match, each marker paid or lost, in order) and the
 * rules' message when a move entered was refused.  It only shows.
 */
#pragma once

#include <gtk/gtk.h>

#include "core/tm-record.h"
#include "games/tsuki-no-utena/rules/tm-utena-game.h"

G_BEGIN_DECLS

#define TM_TYPE_UTENA_STATUS_VIEW (tm_utena_status_view_get_type ())
G_DECLARE_FINAL_TYPE (TmUtenaStatusView, tm_utena_status_view, TM, UTENA_STATUS_VIEW, GtkWidget)

GtkWidget  *tm_utena_status_view_new              (void);
/* The position of @game (@record replayed; the players' names are read
 * from @record). */
void        tm_utena_status_view_set_position     (TmUtenaStatusView *self,
                                                   TmRecord          *record,
                                                   TmUtenaGame       *game);
/* The rules' message for a move refused, or NULL to clear it. */
void        tm_utena_status_view_show_error       (TmUtenaStatusView *self,
                                                   const char        *message);
/* "Turn of …" (the phase), what the last move did, the error shown ("" when
 * none), the warnings. */
const char *tm_utena_status_view_get_status_text  (TmUtenaStatusView *self);
const char *tm_utena_status_view_get_outcome_text (TmUtenaStatusView *self);
const char *tm_utena_status_view_get_error_text   (TmUtenaStatusView *self);
const char *tm_utena_status_view_get_warnings_text (TmUtenaStatusView *self);

/* The last move in words ("" before the first): "Mio exchanges … for …." */
const char *tm_utena_status_view_get_move_text    (TmUtenaStatusView *self);

G_END_DECLS
