/* tm-cli-commands.h — the commands of tablemate-cli that live in their
 * own files; main() in tm-cli.c hands them its arguments (argv[1] is the
 * command).  Each returns the exit status (tm-cli-output.h). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* history: the finished games of the data folder, as JSON. */
int tm_cli_history (int argc, char *argv[]);
/* backup FILE: the whole data folder in one file. */
int tm_cli_backup  (int argc, char *argv[]);
/* restore [--dry-run] FILE: merges a backup into the data folder. */
int tm_cli_restore (int argc, char *argv[]);

G_END_DECLS
