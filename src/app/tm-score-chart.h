/* tm-score-chart.h — one player's score over time at one game
 *
 * A line through the scores, oldest game on the left, with a filled dot
 * for each game the player won and a hollow one for the others; the
 * score axis starts at zero (or lower, for negative scores).  Drawn in
 * the theme's colours; its accessible description lists the scores.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TM_TYPE_SCORE_CHART (tm_score_chart_get_type ())
G_DECLARE_FINAL_TYPE (TmScoreChart, tm_score_chart, TM, SCORE_CHART, GtkWidget)

GtkWidget *tm_score_chart_new          (void);
/* @points: (TmScorePoint, core/tm-statistics.h) oldest first, copied;
 * @label names the chart for screen readers ("Mio at Children of the Sun"). */
void       tm_score_chart_set_points   (TmScoreChart *self,
                                        GArray       *points,
                                        const char   *label);
guint      tm_score_chart_get_n_points (TmScoreChart *self);
/* The line's colour: series @index of tm-chart-style.h (the player's
 * colour, tm_statistics_player_colour()). */
void       tm_score_chart_set_colour   (TmScoreChart *self,
                                        guint         index);

G_END_DECLS
