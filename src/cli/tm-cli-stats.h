/* tm-cli-stats.h — `tablemate-cli history --stats` */
#pragma once

#include "core/tm-history.h"

G_BEGIN_DECLS

/* Prints the statistics of the history in @data_dir (NULL: the user's)
 * as JSON; returns the exit status (0, or 2 with one line on stderr). */
int        tm_cli_history_stats (const char  *data_dir);

/* The history of @data_dir (NULL: the user's), read with its player
 * book (renames followed); NULL with @error when @data_dir is not a
 * folder or its player book or index cannot be read. */
TmHistory *tm_cli_open_history  (const char  *data_dir,
                                 GError     **error);

G_END_DECLS
