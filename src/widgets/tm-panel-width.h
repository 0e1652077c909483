/* tm-panel-width.h — an empty widget that asks for a natural width
 *
 * Put in a page's side panel, it makes the panel's natural width the
 * same whatever the panel shows (a short hint, a long outcome, a form),
 * so the board beside it keeps its size from one click to the next and
 * no button in the panel moves sideways.  It asks for no minimum width
 * and no height.  Shared by the pages (Children of the Sun's side panel,
 * Psi Conjuring's status view) so that each need not measure by hand.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TM_TYPE_PANEL_WIDTH (tm_panel_width_get_type ())
G_DECLARE_FINAL_TYPE (TmPanelWidth, tm_panel_width, TM, PANEL_WIDTH, GtkWidget)

G_END_DECLS
