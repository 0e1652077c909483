/* tm-cots-panel-width.h — an empty widget that asks for a natural width
 *
 * Put in the page's side panel, it makes the panel's natural width the
 * same whatever the panel shows (a short hint, a long outcome), so the
 * board beside it keeps its size from one click to the next.  It asks
 * for no minimum width and no height.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TM_TYPE_COTS_PANEL_WIDTH (tm_cots_panel_width_get_type ())
G_DECLARE_FINAL_TYPE (TmCotsPanelWidth, tm_cots_panel_width, TM, COTS_PANEL_WIDTH, GtkWidget)

G_END_DECLS
