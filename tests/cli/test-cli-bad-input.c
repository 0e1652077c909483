/* test-cli-bad-input.c — tablemate-cli on hostile input
 *
 * Whatever the input, tablemate-cli exits 2 with one line on stderr and
 * nothing on stdout, never crashes, and reads inputs up to the size limit
 * (4 MiB) from a file and from standard input alike: exactly the limit is
 * read, one byte more is refused.  The core's own checks of these inputs
 * are in tests/core/test-bad-input.c.
 */
#include "cli-test-util.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

#define MAX_BYTES (4 * 1024 * 1024)

/* tablemate-cli COMMAND PATH, with @input on standard input when given. */
static CliRun *
run_cli (const char  *command,
         const char  *path,
         GBytes      *input)
{
  const char *argv[] = { command, path, NULL };

  return cli_run_argv (argv, input);
}

/* Exit 2, nothing on stdout, one short line on stderr that holds @words. */
static void
assert_unusable (CliRun     *run,
                 const char *words)
{
  cli_assert_unusable (run, words);
  g_assert_cmpuint (strlen (run->err), <, 600);
}

static char *
write_temp (const char *name,
            const char *data,
            gsize       length)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tm-cli-bad-XXXXXX", &error);
  char *path;

  g_assert_no_error (error);
  path = g_build_filename (dir, name, NULL);
  g_assert_true (g_file_set_contents (path, data, (gssize) length, &error));
  g_assert_no_error (error);
  return path;
}

static void
remove_temp (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);

  g_remove (path);
  g_rmdir (dir);
}

typedef struct
{
  const char *name;
  const char *command;
  const char *text;
  const char *words;
} BadInput;

#define HEAD "{\"format\":\"tablemate-record\",\"version\":1,"

static const BadInput bad_inputs[] = {
  { "game-with-newline", "replay",
    HEAD "\"game\":\"chess\\nreplay: ok\",\"players\":[\"A\",\"B\"],\"moves\":[]}", "chess\\nreplay" },
  { "score-game-with-newline", "score",
    "{\"game\":\"chess\\n\\u0007\",\"shield\":[]}", "chess\\n\\u0007" },
  { "comment", "legal",
    HEAD "\"game\":\"children-of-the-sun\",\"players\":[\"A\",\"B\"],\n\"moves\":[] /* */}", "line 2" },
  { "number-too-large", "score",
    "{\"game\":\"children-of-the-sun\",\"players\":[{\"analyses\":18446744073709551616}]}", "too large" },
  { "id-outside-folder", "replay",
    HEAD "\"id\":\"../x\",\"game\":\"children-of-the-sun\",\"players\":[\"A\",\"B\"],\"moves\":[]}", "“id”" },
};

static void
test_bad_input (gconstpointer data)
{
  const BadInput *bad = data;
  g_autofree char *path = write_temp ("bad.json", bad->text, strlen (bad->text));
  g_autoptr(GBytes) input = g_bytes_new_static (bad->text, strlen (bad->text));
  g_autoptr(CliRun) from_file = run_cli (bad->command, path, NULL);
  g_autoptr(CliRun) from_stdin = run_cli (bad->command, "-", input);

  assert_unusable (from_file, bad->words);
  assert_unusable (from_stdin, bad->words);
  remove_temp (path);
}

/* Nesting that once hid from the depth check and crashed the parser. */
static void
test_hidden_deep_nesting (void)
{
  g_autoptr(GString) text = g_string_new (HEAD "\"x\":['\"',");
  g_autofree char *path = NULL;
  g_autoptr(CliRun) run = NULL;

  for (int i = 0; i < 200000; i++)
    g_string_append_c (text, '[');
  path = write_temp ("deep.json", text->str, text->len);
  run = run_cli ("replay", path, NULL);
  assert_unusable (run, "unexpected “'”");
  remove_temp (path);
}

/* A record of exactly @size bytes: one player with a long name. */
static GBytes *
record_of_size (gsize size)
{
  GString *text = g_string_new (HEAD "\"game\":\"children-of-the-sun\",\"moves\":[],\"players\":[\"");
  gsize fixed = text->len + strlen ("\"]}");

  for (gsize i = fixed; i < size; i++)
    g_string_append_c (text, 'x');
  g_string_append (text, "\"]}");
  g_assert_cmpuint (text->len, ==, size);
  return g_string_free_to_bytes (text);
}

static void
test_size_limit (void)
{
  g_autoptr(GBytes) at_limit = record_of_size (MAX_BYTES);
  g_autoptr(GBytes) over = record_of_size (MAX_BYTES + 1);
  g_autofree char *at_path = write_temp ("at.json", g_bytes_get_data (at_limit, NULL), MAX_BYTES);
  g_autofree char *over_path = write_temp ("over.json", g_bytes_get_data (over, NULL), MAX_BYTES + 1);
  g_autoptr(CliRun) at_file = run_cli ("replay", at_path, NULL);
  g_autoptr(CliRun) at_stdin = run_cli ("replay", "-", at_limit);
  g_autoptr(CliRun) over_file = run_cli ("replay", over_path, NULL);
  g_autoptr(CliRun) over_stdin = run_cli ("replay", "-", over);

  /* Read: the game itself cannot start (one player), which is exit 2 for
   * a reason that is not the size. */
  assert_unusable (at_file, "2 players");
  assert_unusable (at_stdin, "2 players");
  assert_unusable (over_file, "4194305 bytes");
  assert_unusable (over_stdin, "4194304 bytes");

  remove_temp (at_path);
  remove_temp (over_path);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (bad_inputs); i++)
    {
      g_autofree char *path = g_strdup_printf ("/cli/bad-input/%s", bad_inputs[i].name);
      g_test_add_data_func (path, &bad_inputs[i], test_bad_input);
    }
  g_test_add_func ("/cli/bad-input/hidden-deep-nesting", test_hidden_deep_nesting);
  g_test_add_func ("/cli/limits/size", test_size_limit);

  return g_test_run ();
}
