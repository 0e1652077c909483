/* tm-drop-down.h — drop-downs whose least width does not follow the item chosen
 *
 * A GTK 4.8 GtkDropDown asks for the whole width of the item it shows:
 * a long item (a long player name, "Elsewhere (no count changes)") makes
 * it wider than a 360 px window allows, and choosing another item
 * changes what fits beside it.  With its items ellipsized it can always
 * be narrowed, by the same amount whatever is chosen; it still asks for
 * the whole text when there is room, and its list shows every item whole.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* @drop_down's model holds GtkStringObjects (a GtkStringList). */
void tm_drop_down_ellipsize (GtkDropDown *drop_down);

G_END_DECLS
