/* tm-utena-icon-paint.h — drawing the icons of Tsuki no Utena
 *
 * Every widget that shows an icon (the card views, the cloud board, the
 * flower boards, the pair checker) paints it with these functions, so an
 * icon looks the same everywhere.  An icon is colour *and* a shape or a
 * letter, so that players who cannot tell the colours apart still can
 * tell the icons apart:
 *  - a tool icon: its shape (cross, snake, gomoku, horn) in its colour;
 *  - a sun: a sun disc in its colour;
 *  - a group icon: a ring in its group colour with the group's initial;
 *  - the wild group: a ring of all five group colours;
 *  - a component icon (cloud cell, desire card icon): a colour alone is a
 *    colour swatch with the colour's initial, a shape alone is the shape
 *    in a neutral ink, a group is as above.
 * Pure drawing: no widget, no state.
 */
#pragma once

#include <gtk/gtk.h>

#include "games/tsuki-no-utena/rules/tm-utena-icons.h"
/* The icons' names for labels: tm_utena_icon_describe(),
 * tm_utena_card_describe(), tm_utena_desire_describe(). */
#include "games/tsuki-no-utena/rules/tm-utena-text.h"

G_BEGIN_DECLS

/* Paints the component icon @cell (a cloud cell, an icon of a desire
 * card) inside @bounds, centred, as large as a square fits.  @dark: the
 * widget is on a dark background (neutral ink is light then). */
void tm_utena_paint_cell (GtkSnapshot           *snapshot,
                          TmUtenaCell            cell,
                          const graphene_rect_t *bounds,
                          gboolean               dark);

/* Paints one icon of a practitioner card: @icon is a one-bit
 * TmUtenaCard (a tool icon, a sun, a group or the wild group). */
void tm_utena_paint_icon (GtkSnapshot           *snapshot,
                          TmUtenaCard            icon,
                          const graphene_rect_t *bounds,
                          gboolean               dark);

/* Whether @widget is drawn on a dark background now (AdwStyleManager). */
gboolean tm_utena_paint_is_dark (GtkWidget *widget);

G_END_DECLS
