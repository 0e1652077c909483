/* tm-adaptive-box.h — two children side by side, or stacked when narrow
 *
 * libadwaita 1.2 has no breakpoints: this box puts its second child
 * beside the first when its width allows both, and below it otherwise,
 * so one layout serves a 360 px phone-sized window and a desktop.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TM_TYPE_ADAPTIVE_BOX (tm_adaptive_box_get_type ())
G_DECLARE_FINAL_TYPE (TmAdaptiveBox, tm_adaptive_box, TM, ADAPTIVE_BOX, GtkWidget)

GtkWidget *tm_adaptive_box_new         (void);
/* Whether the children are side by side at the last allocation. */
gboolean   tm_adaptive_box_get_wide    (TmAdaptiveBox *self);

G_END_DECLS
