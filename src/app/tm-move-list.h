/* tm-move-list.h — the moves of the game shown, in the players' words
 *
 * One list for every game, beside the page: the moves grouped by the
 * rounds or turns the rules count (tm_game_describe_round(); else by the
 * moves one player makes in a row), newest at the bottom, each
 * with what the rules' tm_game_describe_move() says of it, marked when
 * it was corrected, and a menu to correct it, insert a move before it
 * or remove it (the window's actions win.correct-move, win.insert-move
 * and win.remove-move, with the move's index).
 */
#pragma once

#include <gtk/gtk.h>

#include "core/tm-record.h"

G_BEGIN_DECLS

#define TM_TYPE_MOVE_LIST (tm_move_list_get_type ())
G_DECLARE_FINAL_TYPE (TmMoveList, tm_move_list, TM, MOVE_LIST, GtkWidget)

GtkWidget *tm_move_list_new        (void);
/* Shows @record's moves (none for NULL); call again after it changes. */
void       tm_move_list_set_record (TmMoveList *self,
                                    TmRecord   *record);
/* Puts the keyboard on the newest move (F9). */
void       tm_move_list_focus_newest (TmMoveList *self);
/* The row of move @index, or NULL (for tests and focus). */
GtkWidget *tm_move_list_get_row    (TmMoveList *self,
                                    guint       index);

G_END_DECLS
