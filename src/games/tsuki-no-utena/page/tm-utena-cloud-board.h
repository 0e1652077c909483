/* tm-utena-cloud-board.h — the cloud board of Tsuki no Utena, drawn
 *
 * The 13 cells (4 tool colours, 4 shapes, 5 groups: one per component
 * icon), each a child widget (TmUtenaCloudCell) with its icon and its
 * light markers (dots and the count), named for screen readers.
 * The cells the last move paid from, and the cells markers were just
 * lost to, are outlined.  It shows; it decides nothing and takes no
 * input.
 */
#pragma once

#include <gtk/gtk.h>

#include "games/tsuki-no-utena/rules/tm-utena-icons.h"

G_BEGIN_DECLS

#define TM_TYPE_UTENA_CLOUD_BOARD (tm_utena_cloud_board_get_type ())
G_DECLARE_FINAL_TYPE (TmUtenaCloudBoard, tm_utena_cloud_board, TM, UTENA_CLOUD_BOARD, GtkWidget)

GtkWidget *tm_utena_cloud_board_new            (void);

/* @markers: TM_UTENA_N_CELLS counts, in TmUtenaCell order. */
void       tm_utena_cloud_board_set_markers    (TmUtenaCloudBoard *self,
                                                const guint       *markers);
guint      tm_utena_cloud_board_get_markers    (TmUtenaCloudBoard *self,
                                                TmUtenaCell        cell);

/* Bit sets of cells (1 << TmUtenaCell): @paid outlined as a gain,
 * @lost as markers that came back to the cloud. */
void       tm_utena_cloud_board_set_highlight  (TmUtenaCloudBoard *self,
                                                guint              paid,
                                                guint              lost);
guint      tm_utena_cloud_board_get_paid       (TmUtenaCloudBoard *self);
guint      tm_utena_cloud_board_get_lost       (TmUtenaCloudBoard *self);

/* The cell widget of @cell (a TmUtenaCloudCell). */
GtkWidget *tm_utena_cloud_board_get_cell       (TmUtenaCloudBoard *self,
                                                TmUtenaCell        cell);

G_END_DECLS
