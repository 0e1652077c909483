/* tm-utena-cloud-cell.h — one cell of the cloud board, drawn and named
 *
 * Its icon (as on the cards), one dot per light marker (at most 4) and
 * the count in figures, outlined when the last move took a marker from
 * it (accent) or gave markers back to it (red).  A child widget of the
 * cloud board so that screen readers meet each cell as an object of its
 * own: "navy cloud cell: 2 markers".  It shows; it takes no input.
 */
#pragma once

#include <gtk/gtk.h>

#include "games/tsuki-no-utena/rules/tm-utena-icons.h"

G_BEGIN_DECLS

#define TM_TYPE_UTENA_CLOUD_CELL (tm_utena_cloud_cell_get_type ())
G_DECLARE_FINAL_TYPE (TmUtenaCloudCell, tm_utena_cloud_cell, TM, UTENA_CLOUD_CELL, GtkWidget)

typedef enum {
  TM_UTENA_CLOUD_CELL_PLAIN,
  TM_UTENA_CLOUD_CELL_PAID,      /* the last move took a marker from it */
  TM_UTENA_CLOUD_CELL_LOST,      /* the last move gave markers back to it */
} TmUtenaCloudCellMark;

GtkWidget   *tm_utena_cloud_cell_new         (TmUtenaCell          cell);
TmUtenaCell  tm_utena_cloud_cell_get_cell    (TmUtenaCloudCell    *self);
void         tm_utena_cloud_cell_set_markers (TmUtenaCloudCell    *self,
                                              guint                markers,
                                              TmUtenaCloudCellMark mark);
guint        tm_utena_cloud_cell_get_markers (TmUtenaCloudCell    *self);
/* The accessible label: "navy cloud cell: 2 markers". */
const char  *tm_utena_cloud_cell_get_label   (TmUtenaCloudCell    *self);

G_END_DECLS
