/* tm-utena-table-view.h — the cloud board, the altars and the desire cards
 *
 * What is on the table: the cloud board with the cells the last move
 * took markers from or gave back to, the altars (flower boards and
 * pairs; the page says which pair cards can be clicked in an exchange),
 * the desire cards laid with the icons they hide, and the icons still
 * visible on the stack.  It only shows; "card-clicked" passes on a
 * click on an altar's pair card.
 */
#pragma once

#include <gtk/gtk.h>

#include "tm-utena-altar-view.h"
#include "tm-utena-cloud-board.h"
#include "games/tsuki-no-utena/rules/tm-utena-game.h"

G_BEGIN_DECLS

#define TM_TYPE_UTENA_TABLE_VIEW (tm_utena_table_view_get_type ())
G_DECLARE_FINAL_TYPE (TmUtenaTableView, tm_utena_table_view, TM, UTENA_TABLE_VIEW, GtkWidget)

GtkWidget         *tm_utena_table_view_new             (void);
/* The position (not kept) and what the last move did (NULL: no move
 * yet).  The altar views are made the first time. */
void               tm_utena_table_view_set_position    (TmUtenaTableView     *self,
                                                        const TmUtenaState   *state,
                                                        const TmUtenaOutcome *outcome);
TmUtenaCloudBoard *tm_utena_table_view_get_cloud_board (TmUtenaTableView     *self);
TmUtenaAltarView  *tm_utena_table_view_get_altar_view  (TmUtenaTableView     *self,
                                                        guint                 altar);

G_END_DECLS
