/* tm-list-first-screen.h — a list view's first frame without its ~200 rows
 *
 * GTK 4.8's GtkListView builds and lays out about 200 rows whatever it
 * shows, before its first frame.  With rows of wrapping text that is most
 * of opening a long list (the history of 10,000 games: 820 row
 * measurements, two thirds of the page's first frame).  The model made
 * here shows only the first rows until the list has painted once, then
 * all of them: the rows on screen are the same in both frames, and the
 * rest are built in the next one.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A model of @model (taken) for @list: its first @n_first items until
 * @list has been painted once after being mapped, then every item.
 * @n_first must be more than a screen of rows can show. */
GListModel *tm_list_first_screen_new (GListModel *model,
                                      GtkWidget  *list,
                                      guint       n_first);

G_END_DECLS
