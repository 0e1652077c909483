/* tm-cli-stats.h — `tablemate-cli history --stats` */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Prints the statistics of the history in @data_dir (NULL: the user's)
 * as JSON; returns the exit status (0, or 2 with one line on stderr). */
int tm_cli_history_stats (const char *data_dir);

G_END_DECLS
