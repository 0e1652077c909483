/* test-cli-amend.c — tablemate-cli amend: an earlier move corrected
 *
 * On whole recorded games of the four games: deleting, re-entering or
 * inserting a move keeps every other move, and the verdict printed is
 * exactly what `replay` says of the printed record; the exit status
 * follows it.  Unusable input exits 2 with one line.
 */
#include "cli-test-util.h"

#include <string.h>

static const char *records[] = {
  "cots-full-game.json",
  "sisters-3p.json",
  "utena-full-won.json",
  "psi-full-game.json",
};

static JsonArray *
record_moves (const char *name,
              JsonParser *parser)
{
  g_autofree char *path = cli_record_path (name);
  g_autoptr(GError) error = NULL;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  return json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "moves");
}

static char *
node_text (JsonNode *node)
{
  return json_to_string (node, FALSE);
}

/* `replay` of the record amend printed gives amend's verdict. */
static void
assert_verdict_is_replay (CliRun *amend)
{
  JsonObject *result = cli_result_object (amend);
  JsonNode *record = json_object_get_member (result, "record");
  g_autofree char *text = node_text (record);
  g_autoptr(GBytes) input = g_bytes_new (text, strlen (text));
  const char *argv[] = { "replay", "-", NULL };
  g_autoptr(CliRun) replay = cli_run_argv (argv, input);
  JsonObject *verdict = cli_result_object (replay);

  g_assert_cmpint (replay->status, ==, amend->status);
  g_assert_true (json_node_equal (json_object_get_member (verdict, "illegal_move"),
                                  json_object_get_member (result, "illegal_move")));
  g_assert_cmpstr (json_object_get_string_member (verdict, "reason"), ==,
                   json_object_get_string_member (result, "reason"));
  g_assert_cmpint (amend->status, ==, json_object_get_null_member (result, "illegal_move") ? 0 : 1);
}

/* The moves of @result's record are @moves with @at changed as said. */
static void
assert_moves_kept (CliRun     *run,
                   JsonArray  *moves,
                   guint       at,
                   int         shift)
{
  JsonObject *record = json_object_get_object_member (cli_result_object (run), "record");
  JsonArray *amended = json_object_get_array_member (record, "moves");
  guint n = json_array_get_length (moves);

  g_assert_cmpuint (json_array_get_length (amended), ==, (guint) ((int) n + shift));
  for (guint i = 0; i < n; i++)
    {
      if (i == at && shift <= 0)
        continue;
      g_assert_true (json_node_equal (json_array_get_element (moves, i),
                                      json_array_get_element (amended, i < at ? i : (guint) ((int) i + shift))));
    }
}

static void
test_whole_games (void)
{
  for (guint r = 0; r < G_N_ELEMENTS (records); r++)
    {
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autofree char *at_arg = NULL;
      JsonArray *moves = record_moves (records[r], parser);
      guint n = json_array_get_length (moves);
      guint broken = 0;

      for (guint at = 0; at < n; at += MAX (1, n / 7))
        {
          g_autofree char *at_text = g_strdup_printf ("%u", at);
          g_autofree char *same = node_text (json_array_get_element (moves, at));
          g_autofree char *path = cli_record_path (records[r]);
          g_autoptr(CliRun) deleted = cli_run ("amend", path, "--at", at_text, "--delete");
          g_autoptr(CliRun) replaced = cli_run ("amend", path, "--at", at_text, "--replace", same);
          g_autoptr(CliRun) inserted = cli_run ("amend", path, "--at", at_text, "--insert", same);
          JsonArray *corrected;

          g_assert_cmpstr (deleted->err, ==, "");
          assert_moves_kept (deleted, moves, at, -1);
          assert_verdict_is_replay (deleted);
          broken += deleted->status == 1;

          /* The same move entered again: every move holds, and it is
           * marked corrected. */
          g_assert_cmpint (replaced->status, ==, 0);
          assert_moves_kept (replaced, moves, at, 0);
          assert_verdict_is_replay (replaced);
          corrected = json_object_get_array_member (json_object_get_object_member (cli_result_object (replaced),
                                                                                   "record"), "corrected");
          g_assert_cmpuint (json_array_get_length (corrected), ==, 1);
          g_assert_cmpint (json_array_get_int_element (corrected, 0), ==, at);

          assert_moves_kept (inserted, moves, at, 1);
          assert_verdict_is_replay (inserted);
          g_assert_cmpint (inserted->status, ==, 1);
          /* A move entered twice is refused where it is second, or later. */
          g_assert_cmpint (json_object_get_int_member (cli_result_object (inserted), "illegal_move"), >=, at + 1);
          g_assert_cmpuint (strlen (json_object_get_string_member (cli_result_object (inserted), "reason")), >, 0);
        }
      /* Removing a move of a whole game breaks one after it somewhere. */
      g_assert_cmpuint (broken, >, 0);
    }
}

static void
test_unusable (void)
{
  g_autofree char *path = cli_record_path ("cots-full-game.json");
  g_autofree char *bad = cli_record_path ("bad-not-json.json");
  const char *move = "{\"type\": \"place\", \"card\": \"R+2\", \"cell\": [1, 0]}";
  struct
  {
    CliRun *run;
    const char *words;
  } cases[] = {
    { cli_run ("amend", path, "--delete"), "--at N" },
    { cli_run ("amend", path, "--at", "2"), "exactly one of" },
    { cli_run ("amend", path, "--at", "2", "--delete", "--replace", move), "exactly one of" },
    { cli_run ("amend", path, "--at", "-1", "--delete"), "--at needs" },
    { cli_run ("amend", path, "--at", "two", "--delete"), "--at needs" },
    { cli_run ("amend", path, "--at", "2", "--at", "3", "--delete"), "twice" },
    { cli_run ("amend", path, "--at", "31", "--delete"), "no move 31" },
    { cli_run ("amend", path, "--at", "32", "--insert", move), "no move 32" },
    { cli_run ("amend", path, "--at", "2", "--replace"), "need a MOVE" },
    { cli_run ("amend", path, "--at", "2", "--replace", "{\"type\": "), "MOVE is not usable" },
    { cli_run ("amend", path, "--at", "2", "--replace", "[1]"), "one JSON object" },
    { cli_run ("amend", path, "--at", "2", "--replace", "{\"type\": \"fly\"}"), "move 2 is not a usable move" },
    { cli_run ("amend", path, "--at", "2", "--delete", "--fast"), "“--fast”" },
    { cli_run ("amend", bad, "--at", "0", "--delete"), NULL },
    { cli_run ("amend", "--at", "0", "--delete"), "exactly one FILE" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      cli_assert_unusable (cases[i].run, cases[i].words);
      cli_run_free (cases[i].run);
    }
}

/* Appending with --insert at the number of moves, from standard input. */
static void
test_insert_at_end (void)
{
  g_autoptr(CliRun) legal = cli_run ("legal", "@cots-empty.json");
  JsonArray *moves = json_object_get_array_member (cli_result_object (legal), "moves");
  g_autofree char *first = node_text (json_array_get_element (moves, 0));
  const char *argv[] = { "amend", "-", "--at", "0", "--insert", first, NULL };
  g_autofree char *path = cli_record_path ("cots-empty.json");
  g_autofree char *data = NULL;
  g_autoptr(GBytes) input = NULL;
  g_autoptr(CliRun) run = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  input = g_bytes_new (data, length);
  run = cli_run_argv (argv, input);
  g_assert_cmpint (run->status, ==, 0);
  assert_verdict_is_replay (run);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                      json_object_get_object_member (cli_result_object (run), "record"), "moves")), ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/amend/whole-games", test_whole_games);
  g_test_add_func ("/cli/amend/unusable", test_unusable);
  g_test_add_func ("/cli/amend/insert-at-end", test_insert_at_end);
  return g_test_run ();
}
