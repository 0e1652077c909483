/* tm-cli-private.h — what the commands of tablemate-cli share
 *
 * tm-cli.c holds main() and most commands; a command with its own file
 * (tm-cli-amend.c) uses these.
 */
#pragma once

#include "core/tm-record.h"

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

enum {
  EXIT_OK = 0,
  EXIT_ILLEGAL = 1,
  EXIT_UNUSABLE = 2,
};

/* One line on stderr ("tablemate-cli: WHAT: MESSAGE"); EXIT_UNUSABLE. */
int       tm_cli_fail         (const char  *what,
                               const char  *message);
/* @node, indented, on stdout. */
void      tm_cli_print_json   (JsonNode    *node);
/* The record in @path ("-" for standard input). */
TmRecord *tm_cli_load_record  (const char  *path,
                               GError     **error);

/* amend RECORD --at N (--replace MOVE | --insert MOVE | --delete) */
int       tm_cli_amend        (int          argc,
                               char        *argv[]);

G_END_DECLS
