/* tm-cots-a11y.h — names for screen readers that GTK 4.8 would say twice
 *
 * GTK 4.8 names a button by its accessible label *and* by the label it
 * holds (the "labelled-by" relation GtkButton sets), with the mnemonic
 * underscore: "_New Game New Game".  These helpers give a button one
 * name, said once, without the underscore.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* @widget is named @name (its mnemonic dropped), and by nothing else.
 * NULL keeps the accessible label already set (in a template). */
void tm_cots_a11y_set_name (GtkWidget  *widget,
                            const char *name);

/* The same, again each time @widget is mapped: for a button holding an
 * AdwButtonContent, which sets the relation again once it is rooted. */
void tm_cots_a11y_keep_name (GtkWidget  *widget);

G_END_DECLS
