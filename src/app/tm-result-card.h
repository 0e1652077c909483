/* tm-result-card.h — a finished game's result, drawn to be shared
 *
 * One picture of the end of a game: both titles, the date and the time
 * played, who won, each player in their colour and shape with their
 * score (and the lines of the game's own breakdown where it has one).
 * Drawn with cairo and Pango into a PNG, light or dark, and shown as a
 * widget (the same drawing, scaled) for the preview.
 */
#pragma once

#include <gtk/gtk.h>

#include "core/tm-result-summary.h"

G_BEGIN_DECLS

#define TM_TYPE_RESULT_CARD (tm_result_card_get_type ())
G_DECLARE_FINAL_TYPE (TmResultCard, tm_result_card, TM, RESULT_CARD, GtkWidget)

/* The width of the image, in pixels; its height depends on the players. */
#define TM_RESULT_CARD_WIDTH 800

GtkWidget *tm_result_card_new        (void);
/* Shows @summary, borrowed (it must outlive the card or be replaced
 * first), with each player's colour in @colours (n_players). */
void       tm_result_card_set        (TmResultCard          *self,
                                      const TmResultSummary *summary,
                                      const guint           *colours);
void       tm_result_card_set_dark   (TmResultCard          *self,
                                      gboolean               dark);
gboolean   tm_result_card_get_dark   (TmResultCard          *self);

/* The image's height for @summary. */
int        tm_result_card_get_height (const TmResultSummary *summary);
/* Draws @summary at (0, 0), TM_RESULT_CARD_WIDTH wide. */
void       tm_result_card_draw       (cairo_t               *cr,
                                      const TmResultSummary *summary,
                                      const guint           *colours,
                                      gboolean               dark);
/* Writes the image to @path (atomically); FALSE with @error when it
 * cannot. */
gboolean   tm_result_card_save_png   (const TmResultSummary *summary,
                                      const guint           *colours,
                                      gboolean               dark,
                                      const char            *path,
                                      GError               **error);

/* Where player @index's badge is drawn, in image pixels (for tests that
 * read its colour back). */
void       tm_result_card_get_badge_centre (const TmResultSummary *summary,
                                            guint                  index,
                                            double                *x,
                                            double                *y);

G_END_DECLS
