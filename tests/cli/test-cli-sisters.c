/* test-cli-sisters.c — tablemate-cli on Planetary Sisters records that go wrong
 *
 * The records are tests/cli/records/sisters-3p.json cut and changed in
 * memory: a move that is not one of the game makes the record unusable
 * (exit 2); an illegal move exits 1 with a reason in the players' words
 * that names the card at fault, whatever the order of the list.
 */
#include "cli-test-util.h"

#include <string.h>

/* sisters-3p.json's first @n_moves moves, then @extra (JSON), as a record. */
static GBytes *
record_with (guint       n_moves,
             const char *extra)
{
  g_autofree char *path = cli_record_path ("sisters-3p.json");
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonParser) move_parser = json_parser_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *record;
  JsonArray *moves, *kept = json_array_new ();
  char *text;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  record = json_node_get_object (json_parser_get_root (parser));
  moves = json_object_get_array_member (record, "moves");
  for (guint i = 0; i < n_moves; i++)
    json_array_add_element (kept, json_array_dup_element (moves, i));
  g_assert_true (json_parser_load_from_data (move_parser, extra, -1, &error));
  g_assert_no_error (error);
  json_array_add_element (kept, json_node_copy (json_parser_get_root (move_parser)));
  json_object_set_array_member (record, "moves", kept);
  json_generator_set_root (generator, json_parser_get_root (parser));
  text = json_generator_to_data (generator, NULL);
  return g_bytes_new_take (text, strlen (text));
}

static CliRun *
replay (GBytes *input)
{
  const char *argv[] = { "replay", "-", NULL };

  return cli_run_argv (argv, input);
}

static void
test_unusable_moves (void)
{
  static const struct
  {
    guint n_moves;
    const char *move;
    const char *words;
  } cases[] = {
    { 1, "{\"type\": \"turn\", \"used\": 40, \"taken\": 9}", "40 is not a rank" },
    { 1, "{\"type\": \"turn\", \"used\": \"ten\", \"taken\": 9}", "“used”" },
    /* The file's notation, counted as the file counts: from 0. */
    { 0, "{\"type\": \"field\", \"cards\": [9, 15, 36], \"parent\": 3}", "“parent” is 3, but a player is 0 to 2" },
    { 1, "{\"type\": \"turn\", \"used\": 31, \"taken\": 9, \"player\": 3}", "“player” is 3, but a player is 0 to 2" },
    { 1, "{\"type\": \"jump\"}", "not a move of Planetary Sisters" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GBytes) input = record_with (cases[i].n_moves, cases[i].move);
      g_autoptr(CliRun) run = replay (input);

      g_test_message ("%s", run->err);
      cli_assert_unusable (run, cases[i].words);
    }
}

/* Aoi's reveal (move 25) with card 14, taken from the field and kept, left
 * out for card 4, which nobody saw: card 14 is named, in either order. */
static void
test_reveal_names_missing_card (void)
{
  const char *lists[] = {
    "[4, 7, 8, 18, 21, 22, 26, 36]",
    "[7, 8, 18, 21, 22, 26, 36, 4]",
  };
  g_autofree char *first_reason = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (lists); i++)
    {
      g_autofree char *move = g_strdup_printf ("{\"type\": \"reveal\", \"player\": 0, \"cards\": %s}", lists[i]);
      g_autoptr(GBytes) input = record_with (25, move);
      g_autoptr(CliRun) run = replay (input);
      JsonObject *result;
      const char *reason;

      g_assert_cmpint (run->status, ==, 1);
      result = cli_result_object (run);
      g_assert_cmpstr (json_object_get_string_member (result, "rule"), ==, "hand-holds-only-known-cards");
      reason = json_object_get_string_member (result, "reason");
      g_test_message ("%s", reason);
      /* The move in words, then the card left out. */
      g_assert_true (g_str_has_prefix (reason, "Aoi revealed cards 4, 7, 8, 18, 21, 22, 26, 36 for the house: "));
      g_assert_nonnull (strstr (reason, "still holds card 14,"));
      g_assert_null (strstr (reason, "not one of them"));
      if (first_reason == NULL)
        first_reason = g_strdup (reason);
      else
        g_assert_cmpstr (reason, ==, first_reason);
    }
}

/* A turn in the wrong player's name: both named as the record names
 * them. */
static void
test_turn_names (void)
{
  g_autoptr(GBytes) input = record_with (1, "{\"type\": \"turn\", \"used\": 31, \"taken\": 9, \"player\": 1}");
  g_autoptr(CliRun) run = replay (input);
  const char *reason;

  g_assert_cmpint (run->status, ==, 1);
  reason = json_object_get_string_member (cli_result_object (run), "reason");
  g_test_message ("%s", reason);
  g_assert_cmpstr (reason, ==, "Mio used card 31 and took card 9: It is Ren’s turn, not Mio’s.");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/sisters/unusable-moves", test_unusable_moves);
  g_test_add_func ("/cli/sisters/reveal-names-missing-card", test_reveal_names_missing_card);
  g_test_add_func ("/cli/sisters/turn-names", test_turn_names);
  return g_test_run ();
}
