/* cli-test-util.h — running the built tablemate-cli from the CLI tests
 *
 * Each run starts $TM_CLI in English (LANGUAGE=C, LC_ALL=C.UTF-8) and
 * keeps its exit status, its standard output and error, and the output
 * parsed as JSON when it is JSON.  "@name" among the arguments stands for
 * the path of the record tests/cli/records/name.
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

typedef struct
{
  int status;          /* the exit status; -1 when killed by a signal */
  gboolean signaled;
  char *out;           /* never NULL */
  char *err;           /* never NULL */
  JsonNode *json;      /* @out parsed; NULL when it is not JSON */
} CliRun;

void        cli_run_free        (CliRun     *run);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CliRun, cli_run_free)

/* tests/cli/records/@name (newly allocated). */
char       *cli_record_path     (const char *name);

/* tablemate-cli with the NULL-terminated arguments; with the record
 * @stdin_name on standard input when it is set. */
CliRun     *cli_run_full        (const char *stdin_name,
                                 const char *first,
                                 ...);
#define cli_run(...) cli_run_full (NULL, __VA_ARGS__, NULL)
/* tablemate-cli with @argv (without the program; NULL-terminated), and
 * @input on standard input when it is not NULL. */
CliRun     *cli_run_argv        (const char * const *argv,
                                 GBytes             *input);

/* The JSON object printed (asserted to be one). */
JsonObject *cli_result_object   (CliRun     *run);

/* An unusable input: no crash, exit 2, nothing on stdout, exactly one
 * line on stderr starting "tablemate-cli: " that holds @words (unless
 * NULL). */
void        cli_assert_unusable (CliRun     *run,
                                 const char *words);

/* Removes @path and everything under it (a test's own data folder). */
void        cli_remove_tree     (const char *path);

G_END_DECLS
