/* tm-cli-bgstats.h — `tablemate-cli history --export bgstats` */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Prints every finished game of the history in @data_dir (NULL: the
 * user's) as the plays BG Stats imports; returns the exit status (0, or
 * 2 with one line on stderr). */
int tm_cli_history_bgstats (const char *data_dir);

G_END_DECLS
