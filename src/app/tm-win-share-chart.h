/* tm-win-share-chart.h — who won the games of one game, as one bar
 *
 * A bar split by each player's wins (a shared win counts for each who
 * shares it) and the games nobody won, with a key below it that gives
 * every share in numbers.  Drawn in the theme's colours; its
 * accessible description says the same as the key.
 */
#pragma once

#include <gtk/gtk.h>

#include "core/tm-statistics.h"

G_BEGIN_DECLS

#define TM_TYPE_WIN_SHARE_CHART (tm_win_share_chart_get_type ())
G_DECLARE_FINAL_TYPE (TmWinShareChart, tm_win_share_chart, TM, WIN_SHARE_CHART, GtkWidget)

GtkWidget *tm_win_share_chart_new       (void);
/* Copies what it shows from @share; @label names it for screen readers. */
void       tm_win_share_chart_set_share (TmWinShareChart  *self,
                                         const TmWinShare *share,
                                         const char       *label);
/* A cooperative game's games: how many the team won and lost. */
void       tm_win_share_chart_set_team  (TmWinShareChart  *self,
                                         guint             won,
                                         guint             lost,
                                         const char       *label);
/* The key as shown, one item per line (for tests). */
char      *tm_win_share_chart_get_text  (TmWinShareChart  *self);

G_END_DECLS
