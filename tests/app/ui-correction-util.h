/* ui-correction-util.h — what the tests of corrections share
 *
 * The window's parts a correction goes through (found by their template
 * ids), the move list shown and a move's menu chosen by real clicks,
 * and a move entered on the page shown.
 */
#pragma once

#include <adwaita.h>

#include "app/tm-correction-bar.h"
#include "app/tm-window.h"

G_BEGIN_DECLS

/* With TM_SHOTS_DIR set, @window drawn into "NAME-WIDTH.png" there. */
void             ui_correction_shot           (TmWindow   *window,
                                               const char *name);
/* A part of the window by its template id ("flap", "move_list" …). */
GtkWidget       *ui_correction_window_child   (TmWindow   *window,
                                               const char *name);
/* The record of the game page shown. */
TmRecord        *ui_correction_page_record    (TmWindow   *window);
TmCorrectionBar *ui_correction_bar            (TmWindow   *window);
/* A UiCondition: the move list of the window @data is all slid in. */
gboolean         ui_correction_flap_revealed  (gpointer    data);
/* A UiCondition: @data (a widget) is where it was a frame ago, as a
 * scroll to it ends. */
gboolean         ui_correction_settled        (gpointer    data);
/* Shows the move list with a real click on its header button. */
void             ui_correction_show_move_list (TmWindow   *window);
/* Opens move @index's menu with a real click and clicks @label in it. */
void             ui_correction_choose         (TmWindow   *window,
                                               guint       index,
                                               const char *label);
/* Enters @move on the page shown: Children of the Sun's placements by
 * clicks (nothing that can be clicked moving between them), the other
 * moves through the pages' play functions. */
void             ui_correction_enter_move     (TmWindow   *window,
                                               JsonObject *move);
/* Plays @move through the page's play function, without waiting. */
void             ui_correction_play_move      (TmWindow   *window,
                                               JsonObject *move);

G_END_DECLS
