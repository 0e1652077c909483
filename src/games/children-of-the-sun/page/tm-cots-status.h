/* tm-cots-status.h — the public counts of both players and the table */
#pragma once

#include <gtk/gtk.h>

#include "core/tm-record.h"
#include "games/children-of-the-sun/rules/tm-cots-game.h"

G_BEGIN_DECLS

#define TM_TYPE_COTS_STATUS (tm_cots_status_get_type ())
G_DECLARE_FINAL_TYPE (TmCotsStatus, tm_cots_status, TM, COTS_STATUS, GtkWidget)

GtkWidget *tm_cots_status_new    (void);
void       tm_cots_status_update (TmCotsStatus *self,
                                  TmRecord     *record,
                                  TmCotsGame   *game);

G_END_DECLS
