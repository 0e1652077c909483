/* tm-history-problems.h — the record files the history cannot read
 *
 * Shown above the list of finished games while there are any: one
 * expandable row that counts them, and in it one row per file, its name
 * and why (tm_history_get_problems()), with a button that shows the
 * file's folder.  Nothing is moved: the files stay where they are.
 */
#pragma once

#include <gtk/gtk.h>

#include "core/tm-history.h"

G_BEGIN_DECLS

#define TM_TYPE_HISTORY_PROBLEMS (tm_history_problems_get_type ())
G_DECLARE_FINAL_TYPE (TmHistoryProblems, tm_history_problems, TM, HISTORY_PROBLEMS, GtkWidget)

/* Shows @problems (TmHistoryProblem, as the history gives them; copied),
 * or hides itself when there are none. */
void tm_history_problems_set (TmHistoryProblems *self,
                              GPtrArray         *problems);

G_END_DECLS
