/* tm-utena-cell-icon.h — one component icon of Tsuki no Utena, drawn
 *
 * A small square painting a component icon (a cloud cell, an icon of a
 * desire card) with tm_utena_paint_cell(), and its name as the
 * accessible label.  Used where the page lists icons: the icons still
 * visible on the desire stack and the hidden icons to toggle.
 */
#pragma once

#include <gtk/gtk.h>

#include "games/tsuki-no-utena/rules/tm-utena-icons.h"

G_BEGIN_DECLS

#define TM_TYPE_UTENA_CELL_ICON (tm_utena_cell_icon_get_type ())
G_DECLARE_FINAL_TYPE (TmUtenaCellIcon, tm_utena_cell_icon, TM, UTENA_CELL_ICON, GtkWidget)

/* @size: the side of the square, in pixels. */
GtkWidget   *tm_utena_cell_icon_new      (TmUtenaCell      cell,
                                          int              size);
TmUtenaCell  tm_utena_cell_icon_get_cell (TmUtenaCellIcon *self);

G_END_DECLS
