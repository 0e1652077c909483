/* tm-accessible-name.h — names that screen readers say, as GTK 4.8
 * exposes them over AT-SPI
 *
 * GTK 4.8 builds an object's name from its "label" property followed
 * by the text of every widget it is "labelled-by": a button with a label
 * and a relation is said twice ("New game of Aoi Aoi"), a mnemonic
 * button says its underscore ("_New Game New Game"), and an icon-only
 * button, a GtkMenuButton (and the toggle inside it) or a GtkDropDown's
 * inner toggle says its class name ("GtkImage", "GtkMenuButton").  These
 * helpers give such widgets one name.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* @widget is said as @name, and only that (the labelled-by relations
 * GTK or libadwaita set are dropped).  Call it after whatever sets the
 * widget's label: gtk_button_set_label() sets the relation again. */
void tm_accessible_name_set          (GtkWidget     *widget,
                                      const char    *name);

/* @label without its mnemonic, as a screen reader says it (newly
 * allocated): "_Show Aoi’s Bed…" → "Show Aoi’s Bed…", a translation's
 * "ベッドを表示(_S)…" → "ベッドを表示…", "__" → "_". */
char *tm_accessible_name_without_mnemonic (const char *label);

/* A button whose label has a mnemonic: said as its label's text, without
 * the underscore (and not twice). */
void tm_accessible_name_from_label   (GtkButton     *button);

/* A menu button, the toggle button inside it (the one that takes the
 * focus) and its menu are said as @name (call it after setting the
 * menu). */
void tm_accessible_name_menu_button  (GtkMenuButton *button,
                                      const char    *name);

/* A drop-down whose model holds GtkStringObjects: its inner toggle
 * button (the one that takes the focus) is said as "@name: the item
 * chosen", kept up to date. */
void tm_accessible_name_drop_down    (GtkDropDown   *drop_down,
                                      const char    *name);

/* The buttons of every toast @overlay shows are said by their text
 * ("Undo", not "_Undo Undo") and the close button as "Dismiss": the
 * toasts' own widgets are libadwaita's, so they are named as they
 * appear.  Call it once per overlay; calling it again does nothing. */
void tm_accessible_name_toasts       (AdwToastOverlay *overlay);

G_END_DECLS
