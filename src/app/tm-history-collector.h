/* tm-history-collector.h — finished games moving into the history, a batch at a time
 *
 * The finished games left in games/ join the history
 * (tm_history_collect_some()) a batch per idle call.  All at once,
 * 10,000 of them took 647 MB and 5.6 s before the window showed; a batch
 * at a time the memory stays that of a batch and the window answers
 * between batches, a toast counting the games moved.  "done" once only
 * the games still being played are left.
 */
#pragma once

#include "core/tm-history.h"
#include "tm-window.h"

G_BEGIN_DECLS

#define TM_TYPE_HISTORY_COLLECTOR (tm_history_collector_get_type ())
G_DECLARE_FINAL_TYPE (TmHistoryCollector, tm_history_collector, TM, HISTORY_COLLECTOR, GObject)

/* Its toasts go to @window (not referenced: it owns the collector). */
TmHistoryCollector *tm_history_collector_new   (TmHistory          *history,
                                                TmWindow           *window);
/* Moves the first batch now, the rest between frames; "done" (at once
 * when there was nothing more to move) when it is over. */
void                tm_history_collector_start (TmHistoryCollector *self);

G_END_DECLS
