/* tm-utena-result-banner.h — the end of a game of Tsuki no Utena
 *
 * A card above the table the moment the game ends: everyone wins or
 * everyone loses, the rules' message saying why, and the ways on (New
 * Game, Open the History; not when looking back at the game).  Hidden
 * while the game goes on.
 */
#pragma once

#include <gtk/gtk.h>

#include "games/tsuki-no-utena/rules/tm-utena-game.h"

G_BEGIN_DECLS

#define TM_TYPE_UTENA_RESULT_BANNER (tm_utena_result_banner_get_type ())
G_DECLARE_FINAL_TYPE (TmUtenaResultBanner, tm_utena_result_banner, TM, UTENA_RESULT_BANNER, GtkWidget)

GtkWidget  *tm_utena_result_banner_new       (void);
/* The result of @game (not kept); @read_only: no ways on. */
void        tm_utena_result_banner_set_game  (TmUtenaResultBanner *self,
                                              TmUtenaGame         *game,
                                              gboolean             read_only);
/* "Everyone wins!", "Everyone loses", or "" while the game goes on. */
const char *tm_utena_result_banner_get_title (TmUtenaResultBanner *self);
/* "new-game" (where the keyboard lands at the end; said with the
 * result) or "history". */
GtkWidget  *tm_utena_result_banner_get_button (TmUtenaResultBanner *self,
                                               const char          *name);
/* What New Game's accessible description says: the title and why ("" while
 * the game goes on). */
const char *tm_utena_result_banner_get_said   (TmUtenaResultBanner *self);

G_END_DECLS
