/* tm-player-badge.h — a player's colour, shape and initial, drawn small
 *
 * Each of the TM_PLAYER_N_COLOURS colours (the chart series colours,
 * tm-chart-style.h) has its own shape, and the player's initial is
 * drawn on it: players are told apart by shape and letter as well as
 * by hue, in light and dark.  Its accessible label names the player,
 * the colour and the shape ("Aoi: blue circle").
 */
#pragma once

#include <gtk/gtk.h>

#include "core/tm-player-book.h"
#include "tm-chart-style.h"

G_BEGIN_DECLS

#define TM_TYPE_PLAYER_BADGE (tm_player_badge_get_type ())
G_DECLARE_FINAL_TYPE (TmPlayerBadge, tm_player_badge, TM, PLAYER_BADGE, GtkWidget)

GtkWidget  *tm_player_badge_new          (const char    *name,
                                          guint          colour);
void        tm_player_badge_set          (TmPlayerBadge *self,
                                          const char    *name,
                                          guint          colour);
guint       tm_player_badge_get_colour   (TmPlayerBadge *self);
const char *tm_player_badge_get_name     (TmPlayerBadge *self);

/* Draws a badge centred on (@cx, @cy), of radius @r, in @style (light
 * or dark): what the widget draws, for images drawn without widgets
 * (a shared result).  @name may be NULL (no initial). */
void        tm_player_badge_draw         (cairo_t            *cr,
                                          double              cx,
                                          double              cy,
                                          double              r,
                                          const char         *name,
                                          guint               colour,
                                          const TmChartStyle *style);

/* The colour @name is shown in: their own (@book, may be NULL), else
 * one of the colours no player of @entries has, by their place among
 * those without one (so one name keeps one colour across the charts
 * of a history, and no two share one while colours are left). */
guint       tm_player_colour_of          (TmPlayerBook  *book,
                                          GListModel    *entries,
                                          const char    *name);

/* tm_player_colour_of() with the players of the entries listed already
 * (tm_statistics_list_players()): a view giving many players their
 * colours lists them once, not once per player. */
guint       tm_player_colour_among       (TmPlayerBook  *book,
                                          GPtrArray     *players,
                                          const char    *name);

/* "blue circle", translated: what colour @colour looks like. */
char       *tm_player_colour_describe    (guint          colour);

/* Fills @box with a badge for each of @players (NULL-terminated, as
 * recorded; NULL empties it), in the colours and names @book gives
 * them: the same the new game dialog gave them, first free ones for a
 * game from elsewhere. */
void        tm_player_badge_fill_box     (GtkBox             *box,
                                          TmPlayerBook       *book,
                                          const char * const *players);

G_END_DECLS
