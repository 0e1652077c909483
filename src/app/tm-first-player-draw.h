/* tm-first-player-draw.h — drawing who starts, in the new game dialog
 *
 * A button that draws one of the names at random: a highlight passes
 * over the name rows, slowing down, and stops on the one drawn (at once
 * when animations are off); "drawn" then says which, and the dialog
 * turns the names round or sets the game's option, and says who starts
 * with tm_first_player_draw_show_result().  Above the button, the
 * manual's own way of choosing, when it has one; below it, the result,
 * on a line kept even while empty, so that nothing moves when it shows.  The random numbers
 * come from the widget's own GRand, which tests seed.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TM_TYPE_FIRST_PLAYER_DRAW (tm_first_player_draw_get_type ())
G_DECLARE_FINAL_TYPE (TmFirstPlayerDraw, tm_first_player_draw, TM, FIRST_PLAYER_DRAW, GtkWidget)

/* The name rows, in playing order (@rows is referenced, not copied: the
 * caller's array, read when the button is pressed). */
void       tm_first_player_draw_set_rows    (TmFirstPlayerDraw *self,
                                             GPtrArray         *rows);
/* The manual's way of choosing (translated), or NULL when it says none. */
void       tm_first_player_draw_set_manual  (TmFirstPlayerDraw *self,
                                             const char        *text);
/* Whether the button draws (not for one player: it then says why). */
void       tm_first_player_draw_set_sensitive (TmFirstPlayerDraw *self,
                                               gboolean           sensitive);
/* Draws now, as the button does; nothing while a draw runs. */
void       tm_first_player_draw_start       (TmFirstPlayerDraw *self);
gboolean   tm_first_player_draw_is_running  (TmFirstPlayerDraw *self);
/* Row @row stays highlighted and @text ("Mio starts.") is shown and
 * given to screen readers. */
void       tm_first_player_draw_show_result (TmFirstPlayerDraw *self,
                                             guint              row,
                                             const char        *text);
/* Forgets the draw (the names changed): stops one running, without
 * "drawn", and clears the highlight and the result. */
void       tm_first_player_draw_clear       (TmFirstPlayerDraw *self);

/* For tests: the button, and the seed of the next draws. */
GtkWidget *tm_first_player_draw_get_button  (TmFirstPlayerDraw *self);
void       tm_first_player_draw_set_seed    (TmFirstPlayerDraw *self,
                                             guint32            seed);

G_END_DECLS
