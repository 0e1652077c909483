/* tm-cots-status-view.h — the public counts of both players and the table */
#pragma once

#include <gtk/gtk.h>

#include "core/tm-record.h"
#include "games/children-of-the-sun/rules/tm-cots-game.h"

G_BEGIN_DECLS

#define TM_TYPE_COTS_STATUS_VIEW (tm_cots_status_view_get_type ())
G_DECLARE_FINAL_TYPE (TmCotsStatusView, tm_cots_status_view, TM, COTS_STATUS_VIEW, GtkWidget)

GtkWidget *tm_cots_status_view_new    (void);
void       tm_cots_status_view_update (TmCotsStatusView *self,
                                  TmRecord     *record,
                                  TmCotsGame   *game);

G_END_DECLS
