/* tm-cli-private.h — what the commands of tablemate-cli share
 *
 * tm-cli.c holds main() and most commands; a command with its own file
 * (tm-cli-amend.c) uses these.
 */
#pragma once

#include "core/tm-record.h"
#include "tm-cli-output.h"

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* The record in @path ("-" for standard input). */
TmRecord *tm_cli_load_record  (const char  *path,
                               GError     **error);

/* amend RECORD --at N (--replace MOVE | --insert MOVE | --delete) */
int       tm_cli_amend        (int          argc,
                               char        *argv[]);

G_END_DECLS
