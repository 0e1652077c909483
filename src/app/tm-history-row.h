/* tm-history-row.h — one finished game in the history list
 *
 * Three lines: who won ("Mio won"), the scores ("Mio 10 · Aoi 6"), and
 * the game and date.  Used by the list's item factory.
 */
#pragma once

#include <gtk/gtk.h>

#include "core/tm-history.h"

G_BEGIN_DECLS

#define TM_TYPE_HISTORY_ROW (tm_history_row_get_type ())
G_DECLARE_FINAL_TYPE (TmHistoryRow, tm_history_row, TM, HISTORY_ROW, GtkWidget)

GtkWidget      *tm_history_row_new       (void);
void            tm_history_row_set_entry (TmHistoryRow   *self,
                                          TmHistoryEntry *entry);
TmHistoryEntry *tm_history_row_get_entry (TmHistoryRow   *self);
/* The three lines as shown, joined by newlines (for tests). */
char           *tm_history_row_get_text  (TmHistoryRow   *self);

G_END_DECLS
