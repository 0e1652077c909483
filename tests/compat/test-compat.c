/* test-compat.c — every release's records replay with the results that
 * release gave them
 *
 * tests/compat/<release>/records holds records a release wrote,
 * unchanged; tests/compat/<release>/replay holds what that release's
 * `tablemate-cli replay` printed for each (nothing when it refused the
 * file).  Today's build must give the same verdict, scores, winners and
 * result, reading an old record under the newest reading of the rules
 * under which all its moves hold; an unfinished game must go on
 * (`legal` works).  See tests/compat/README.md. */
#include "cli-test-util.h"

/* The members of `replay` that say what a record's game came to; the
 * rest is the state, whose report may grow between releases, and the
 * reason, whose words may improve. */
static const char * const verdict_members[] = {
  "game", "players", "moves", "applied", "legal", "illegal_move", "rule",
  "phase", "finished", "current_player", "scores", "winner", "winners",
  "result",
};

static void
assert_same_member (JsonObject *then,
                    JsonObject *now,
                    const char *member,
                    const char *path)
{
  JsonNode *expected = json_object_get_member (then, member);
  JsonNode *found = json_object_get_member (now, member);

  if (expected == NULL)
    return;
  if (found == NULL || !json_node_equal (expected, found))
    {
      g_autofree char *was = json_to_string (expected, FALSE);
      g_autofree char *is = found != NULL ? json_to_string (found, FALSE) : g_strdup ("(none)");

      g_error ("%s: “%s” was %s, is %s", path, member, was, is);
    }
}

static void
test_record (gconstpointer data)
{
  const char *path = data;
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *release_dir = g_path_get_dirname (dir);
  g_autofree char *name = g_path_get_basename (path);
  g_autofree char *expected_path = g_build_filename (release_dir, "replay", name, NULL);
  g_autofree char *expected_text = NULL;
  g_autoptr(GError) error = NULL;
  const char *replay_argv[] = { "replay", path, NULL };
  const char *legal_argv[] = { "legal", path, NULL };
  g_autoptr(CliRun) run = NULL;
  g_autoptr(JsonNode) expected = NULL;
  JsonObject *then;
  JsonObject *now;

  g_file_get_contents (expected_path, &expected_text, NULL, &error);
  g_assert_no_error (error);
  run = cli_run_argv (replay_argv, NULL);

  /* The release refused the file: so does today's build. */
  if (g_strstrip (expected_text)[0] == '\0')
    {
      cli_assert_unusable (run, NULL);
      return;
    }

  expected = json_from_string (expected_text, &error);
  g_assert_no_error (error);
  then = json_node_get_object (expected);
  now = cli_result_object (run);
  g_assert_cmpint (run->status, ==, json_object_get_boolean_member (then, "legal") ? 0 : 1);
  for (guint i = 0; i < G_N_ELEMENTS (verdict_members); i++)
    assert_same_member (then, now, verdict_members[i], path);
  g_assert_true (json_object_has_member (now, "rules"));

  /* An unfinished game goes on: its legal moves are listed, under the
   * reading it was replayed under. */
  if (json_object_get_boolean_member (then, "legal")
      && !json_object_get_boolean_member (then, "finished"))
    {
      g_autoptr(CliRun) legal = cli_run_argv (legal_argv, NULL);
      JsonObject *moves = cli_result_object (legal);

      g_assert_cmpint (legal->status, ==, 0);
      g_assert_cmpint (json_object_get_int_member (moves, "rules"), ==,
                       json_object_get_int_member (now, "rules"));
      g_assert_cmpint (json_object_get_int_member (moves, "count"), >, 0);
    }
}

/* The four Tsuki no Utena records of issue #24 need 0.2.0's reading. */
static void
test_utena_read_as_020 (void)
{
  static const char * const names[] = {
    "utena-full-won.json", "utena-full-lost.json",
    "advise-utena-midgame.json", "advise-utena-outlook.json",
  };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (g_getenv ("TM_TEST_DATA"), "compat", "0.2.0",
                                                "records", names[i], NULL);
      const char *argv[] = { "replay", path, NULL };
      g_autoptr(CliRun) run = cli_run_argv (argv, NULL);

      g_assert_cmpint (run->status, ==, 0);
      g_assert_cmpint (json_object_get_int_member (cli_result_object (run), "rules"), ==, 1);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *root = NULL;
  g_autoptr(GDir) releases = NULL;
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  const char *release;
  guint n_records = 0;

  g_test_init (&argc, &argv, NULL);

  root = g_build_filename (g_getenv ("TM_TEST_DATA"), "compat", NULL);
  releases = g_dir_open (root, 0, NULL);
  g_assert_nonnull (releases);
  while ((release = g_dir_read_name (releases)) != NULL)
    {
      g_autofree char *records = g_build_filename (root, release, "records", NULL);
      g_autoptr(GDir) dir = g_dir_open (records, 0, NULL);
      const char *name;

      if (dir == NULL)
        continue;
      while ((name = g_dir_read_name (dir)) != NULL)
        if (g_str_has_suffix (name, ".json"))
          {
            char *path = g_build_filename (records, name, NULL);
            g_autofree char *test_path = g_strdup_printf ("/compat/%s/%s", release, name);

            g_ptr_array_add (paths, path);
            g_test_add_data_func (test_path, path, test_record);
            n_records++;
          }
    }
  /* Losing the fixtures must not pass as nothing to check. */
  g_assert_cmpuint (n_records, >=, 36);
  g_test_add_func ("/compat/0.2.0/utena-read-as-0.2.0", test_utena_read_as_020);

  return g_test_run ();
}
