/* tm-cli-output.h — what every tablemate-cli command prints
 *
 * Output is JSON on stdout; a failure is one line on stderr.  Exit
 * status: 0 fine, 1 a move in the record is illegal, 2 the input cannot
 * be used.
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

enum {
  EXIT_OK = 0,
  EXIT_ILLEGAL = 1,
  EXIT_UNUSABLE = 2,
};

/* "tablemate-cli: @what: @message" (or without @what) on stderr;
 * returns EXIT_UNUSABLE. */
int  tm_cli_fail       (const char *what,
                        const char *message);
/* tm_cli_fail() for a @command given no FILE, or more than one. */
int  tm_cli_fail_one_file (const char *command);
/* @node, indented, on stdout. */
void tm_cli_print_json (JsonNode   *node);

G_END_DECLS
