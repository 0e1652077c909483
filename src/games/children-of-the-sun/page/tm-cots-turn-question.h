/* tm-cots-turn-question.h — "How far does the ghost turn?"
 *
 * One button for each turn amount the page offers (the legal moves of
 * the card and cell chosen), the smallest first, each saying where the
 * ghost then faces.  "chosen" gives the amount clicked; the rules stay
 * the page's.
 */
#pragma once

#include <gtk/gtk.h>

#include "core/tm-grid.h"

G_BEGIN_DECLS

#define TM_COTS_MAX_TURN 4

#define TM_TYPE_COTS_TURN_QUESTION (tm_cots_turn_question_get_type ())
G_DECLARE_FINAL_TYPE (TmCotsTurnQuestion, tm_cots_turn_question, TM, COTS_TURN_QUESTION, GtkWidget)

GtkWidget *tm_cots_turn_question_new        (void);
/* Asks for one of @turns (@n_turns of them, each from -TM_COTS_MAX_TURN
 * to TM_COTS_MAX_TURN, none repeated, all in the direction of
 * @clockwise) for a ghost now facing @facing. */
void       tm_cots_turn_question_ask        (TmCotsTurnQuestion *self,
                                             const int          *turns,
                                             guint               n_turns,
                                             TmDirection         facing,
                                             gboolean            clockwise);
void       tm_cots_turn_question_clear      (TmCotsTurnQuestion *self);
/* The keyboard to the smallest turn (once the question is shown). */
void       tm_cots_turn_question_focus_first (TmCotsTurnQuestion *self);
/* The button of @turn; NULL when it is not offered. */
GtkWidget *tm_cots_turn_question_get_button (TmCotsTurnQuestion *self,
                                             int                 turn);

G_END_DECLS
