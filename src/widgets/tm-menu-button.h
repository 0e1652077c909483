/* tm-menu-button.h — menu buttons whose menu is built when first opened
 *
 * GTK 4.8's gtk_menu_button_set_menu_model() builds the whole
 * GtkPopoverMenu at once: the window's main menu cost 6 M instructions
 * before every start's first frame (issue #27), for a menu most starts
 * never open.  Here the button keeps the model and builds the menu the
 * first time it is opened (a click, Enter, F10 for a primary menu,
 * gtk_menu_button_popup()); the menu is then the same as if it had been
 * set at once, and stays.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* @button opens the menu of @model, built the first time it is opened,
 * and is said as @name with its menu (tm_accessible_name_menu_button()).
 * The button is sensitive from now on, as with a menu set at once. */
void        tm_menu_button_set_menu_on_open (GtkMenuButton *button,
                                             GMenuModel    *model,
                                             const char    *name);

/* The model @button opens: the one given to
 * tm_menu_button_set_menu_on_open(), its menu built or not. */
GMenuModel *tm_menu_button_get_menu         (GtkMenuButton *button);

G_END_DECLS
