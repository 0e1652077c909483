/* cli-test-util.c — running the built tablemate-cli from the CLI tests */
#include "cli-test-util.h"

#include <string.h>

void
cli_run_free (CliRun *run)
{
  g_free (run->out);
  g_free (run->err);
  g_clear_pointer (&run->json, json_node_unref);
  g_free (run);
}

char *
cli_record_path (const char *name)
{
  return g_build_filename (g_getenv ("TM_TEST_DATA"), "cli", "records", name, NULL);
}

static char *
bytes_to_string (GBytes *bytes)
{
  gsize size = bytes != NULL ? g_bytes_get_size (bytes) : 0;

  return g_strndup (size > 0 ? g_bytes_get_data (bytes, NULL) : "", size);
}

static CliRun *
run (const char * const *argv,
     const char         *stdin_path,
     GBytes             *input)
{
  GSubprocessFlags flags = G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE;
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GBytes) out = NULL;
  g_autoptr(GBytes) err = NULL;
  g_autoptr(GError) error = NULL;
  CliRun *result = g_new0 (CliRun, 1);
  gint64 start;

  g_ptr_array_add (args, g_strdup (g_getenv ("TM_CLI")));
  for (guint i = 0; argv[i] != NULL; i++)
    g_ptr_array_add (args, argv[i][0] == '@' ? cli_record_path (argv[i] + 1) : g_strdup (argv[i]));
  g_ptr_array_add (args, NULL);

  if (input != NULL)
    flags |= G_SUBPROCESS_FLAGS_STDIN_PIPE;
  launcher = g_subprocess_launcher_new (flags);
  if (stdin_path != NULL)
    g_subprocess_launcher_set_stdin_file_path (launcher, stdin_path);
  /* Messages in English, whatever the machine's language. */
  g_subprocess_launcher_setenv (launcher, "LANGUAGE", "C", TRUE);
  g_subprocess_launcher_setenv (launcher, "LC_ALL", "C.UTF-8", TRUE);

  start = g_get_monotonic_time ();
  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) args->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate (process, input, NULL, &out, &err, &error);
  g_assert_no_error (error);
  g_test_message ("%s %s: %.1f ms (the whole process)",
                  argv[0] != NULL ? argv[0] : "", argv[0] != NULL && argv[1] != NULL ? argv[1] : "",
                  (g_get_monotonic_time () - start) / 1000.0);

  result->signaled = g_subprocess_get_if_signaled (process);
  result->status = result->signaled ? -1 : g_subprocess_get_exit_status (process);
  result->out = bytes_to_string (out);
  result->err = bytes_to_string (err);
  if (result->out[0] != '\0')
    {
      g_autoptr(JsonParser) parser = json_parser_new ();

      if (json_parser_load_from_data (parser, result->out, -1, NULL))
        result->json = json_node_ref (json_parser_get_root (parser));
    }
  return result;
}

CliRun *
cli_run_argv (const char * const *argv,
              GBytes             *input)
{
  return run (argv, NULL, input);
}

CliRun *
cli_run_full (const char *stdin_name,
              const char *first,
              ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *stdin_path = stdin_name != NULL ? cli_record_path (stdin_name) : NULL;
  va_list args;

  va_start (args, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);
  return run ((const char * const *) argv->pdata, stdin_path, NULL);
}

JsonObject *
cli_result_object (CliRun *run)
{
  g_assert_nonnull (run->json);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (run->json));
  return json_node_get_object (run->json);
}

void
cli_assert_unusable (CliRun     *run,
                     const char *words)
{
  if (run->signaled)
    g_error ("tablemate-cli crashed; stderr: %.300s", run->err);
  g_assert_cmpint (run->status, ==, 2);
  g_assert_cmpstr (run->out, ==, "");
  g_assert_true (g_str_has_prefix (run->err, "tablemate-cli: "));
  g_assert_true (g_str_has_suffix (run->err, "\n"));
  if (strchr (run->err, '\n') != run->err + strlen (run->err) - 1)
    g_error ("more than one line on stderr: %s", run->err);
  if (words != NULL && strstr (run->err, words) == NULL)
    g_error ("expected “%s” in: %s", words, run->err);
}

static void
remove_file_tree (GFile *file)
{
  g_autoptr(GFileEnumerator) children =
    g_file_enumerate_children (file, G_FILE_ATTRIBUTE_STANDARD_NAME, G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS,
                               NULL, NULL);

  if (children != NULL)
    {
      GFileInfo *info;
      GFile *child;

      while (g_file_enumerator_iterate (children, &info, &child, NULL, NULL) && info != NULL)
        remove_file_tree (child);
    }
  g_file_delete (file, NULL, NULL);
}

void
cli_remove_tree (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);

  remove_file_tree (file);
}
