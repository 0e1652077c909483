/* tm-sisters-breakdown.h — the scoring breakdown of Planetary Sisters as a table
 *
 * Rows are the six categories with the names printed on the score sheet,
 * then the house and field sums and the total; each player has two
 * columns, house and field, whose cells show the points over the formula
 * that made them ("(5 − 1) × 3 × 2").  The winners (several on a tie)
 * are highlighted.  The category names stay in view while the players'
 * columns scroll sideways on a narrow window.
 *
 * The numbers are the core's: the widget shows the result of
 * tm_sisters_score_sheet() and computes nothing.
 */
#pragma once

#include <gtk/gtk.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

typedef enum {
  TM_SISTERS_BREAKDOWN_HOUSE,
  TM_SISTERS_BREAKDOWN_FIELD,
  TM_SISTERS_BREAKDOWN_TOTAL,
} TmSistersBreakdownPart;

#define TM_TYPE_SISTERS_BREAKDOWN (tm_sisters_breakdown_get_type ())
G_DECLARE_FINAL_TYPE (TmSistersBreakdown, tm_sisters_breakdown, TM, SISTERS_BREAKDOWN, GtkWidget)

GtkWidget  *tm_sisters_breakdown_new            (void);

/* Shows @result, the output of tm_sisters_score_sheet(), for @names (the
 * players in seat order, as many as @result has).  FALSE, showing
 * nothing, when @result is not such an output. */
gboolean    tm_sisters_breakdown_set_result     (TmSistersBreakdown  *self,
                                                 JsonObject          *result,
                                                 const char * const  *names);
/* Whether the winners' sentence shows above the table (it does by
 * default); a page whose title already says it hides it. */
void        tm_sisters_breakdown_set_title_visible (TmSistersBreakdown *self,
                                                    gboolean            visible);
/* Whether the category names are toggle buttons ("category-selected");
 * set before the result. */
void        tm_sisters_breakdown_set_selectable (TmSistersBreakdown *self,
                                                 gboolean            selectable);
/* The category chosen (a TmSistersCategory), −1 for none. */
int         tm_sisters_breakdown_get_category   (TmSistersBreakdown *self);
/* For the tests: the toggle of @category in the whole table, or NULL. */
GtkWidget  *tm_sisters_breakdown_get_category_button (TmSistersBreakdown *self,
                                                      int                 category);
/* Empties the table. */
void        tm_sisters_breakdown_clear          (TmSistersBreakdown  *self);

/* "Mio wins with 164 points." or the shared win; "" when empty. */
const char *tm_sisters_breakdown_get_title      (TmSistersBreakdown  *self);
/* The whole breakdown as text, one player after another (screen readers,
 * copying, tests): "Aoi: 118 points (house 72 + field 46)" and a line per
 * category "FOOD lovers: house 11 × (4 − 1) × 1 = 33; field …". */
const char *tm_sisters_breakdown_get_text       (TmSistersBreakdown  *self);
guint       tm_sisters_breakdown_get_n_players  (TmSistersBreakdown  *self);
gboolean    tm_sisters_breakdown_is_winner      (TmSistersBreakdown  *self,
                                                 guint                player);

/* For the tests: the label showing a player's points in @category (0–5)
 * for @part (HOUSE or FIELD), or, with @category −1, the player's sum
 * for @part (HOUSE, FIELD or TOTAL). */
GtkLabel   *tm_sisters_breakdown_get_points_label (TmSistersBreakdown    *self,
                                                   guint                  player,
                                                   int                    category,
                                                   TmSistersBreakdownPart part);

G_END_DECLS
