/* tm-cots-text.h — Children of the Sun in words, for the page and board
 *
 * Cards, cells, directions and "what just happened", as translated text
 * for labels, toasts and screen readers.  Nothing here decides a rule:
 * it only puts what TmCotsState and TmCotsOutcome say into sentences.
 */
#pragma once

#include "core/tm-record.h"
#include "tm-cots-state.h"

G_BEGIN_DECLS

/* "Red", "Purple" … (capitalised, for labels). */
const char *tm_cots_text_colour        (TmCotsColour          colour);
/* "+2", "−3", "0", "4" with a real minus sign. */
const char *tm_cots_text_rotation      (int                   rotation);
/* "Red +2". */
char       *tm_cots_text_card          (TmCotsCard            card);
/* "top left", "centre" … as seen on the screen (row 0 at the top). */
const char *tm_cots_text_cell          (TmCell                cell);
/* A turn of the ghost in eighths, in words: "one step clockwise",
 * "half a turn", "not at all". */
const char *tm_cots_text_turn          (int                   turn);
/* A move of @state's position in the players' words, for
 * tm_game_describe_move(): "Aoi played Red +2 on the top middle cell". */
char       *tm_cots_text_move          (const TmCotsMove     *move,
                                        const TmCotsState    *state,
                                        const char * const   *players);
/* The name of @player in @players (the record's order), or "White" /
 * "Black" (the markers) when @players is NULL. */
const char *tm_cots_text_player        (const char * const   *players,
                                        int                   player);
/* "↖" etc., and "north-west" etc. */
const char *tm_cots_text_arrow         (TmDirection           direction);
const char *tm_cots_text_direction     (TmDirection           direction);
/* A sentence or three: what the last move did. */
char       *tm_cots_text_outcome       (const TmCotsOutcome  *outcome,
                                        const TmCotsState    *state,
                                        TmRecord             *record);

G_END_DECLS
