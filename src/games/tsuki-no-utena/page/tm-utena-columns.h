/* tm-utena-columns.h — the Tsuki no Utena page's two columns
 *
 * The table (whose turn, the last move, the board, the advisor) and the
 * entry each scroll by themselves, side by side, or stacked in a narrow
 * window; nothing scrolls them for the players, so a step of a move
 * moves nothing in the other column (issue #25).  The page's toasts show
 * over the table, never over the entry's controls.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* The two columns holding @table and @entry, each at the top of its
 * column (they keep the default valign); @toasts receives the overlay
 * over the table, @entry_scroller the entry's scrolled window. */
GtkWidget *tm_utena_columns_new (GtkWidget        *table,
                                 GtkWidget        *entry,
                                 AdwToastOverlay **toasts,
                                 GtkWidget       **entry_scroller);

G_END_DECLS
