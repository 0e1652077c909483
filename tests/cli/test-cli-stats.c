/* test-cli-stats.c — `tablemate-cli history --stats`
 *
 * Many finished games are made from the full-game records of
 * tests/cli/records: players drawn from a pool of names (some of them
 * renamed or merged in players.json, some written with stray spaces),
 * start dates spread over three years.  What the command prints must
 * agree with counts this test makes on its own: the winners of each
 * source record come from `replay`, the names are followed through the
 * aliases here, and the figures are summed in plain loops.
 */
#include "cli-test-util.h"

#include <glib/gstdio.h>
#include <string.h>

typedef struct
{
  const char *file;
  guint n_players;
  gboolean cooperative;
  gboolean winners[4];    /* from `replay`, filled in by the test */
} Source;

static Source sources[] = {
  { "cots-full-game", 2, FALSE, },
  { "cots-full-draw", 2, FALSE, },
  { "psi-full-game", 2, FALSE, },
  { "sisters-2p", 2, FALSE, },
  { "sisters-3p", 3, FALSE, },
  { "sisters-4p", 4, FALSE, },
  { "utena-full-won", 3, TRUE, },
  { "utena-full-lost", 2, TRUE, },
};

/* As written at the table; the aliases below give who they are. */
static const char * const pool[] = {
  "Aoi", "Mio", "Ren", "Sae", "Kai", "Aoi-chan", "  Mio", "Rin", "Tomo", "Haru",
};

static const char *players_json =
  "{\"format\": \"tablemate-players\", \"version\": 1,\n"
  " \"players\": [{\"name\": \"Aoi\", \"colour\": 3}],\n"
  " \"aliases\": {\"Aoi-chan\": \"Aoi\", \"Rin\": \"Ren\", \"Kai\": \"Kaito\", \"Tomo\": \"Tomoko\"}}\n";

static const char *
resolve (const char *name)
{
  static const char * const renames[][2] = {
    { "Aoi-chan", "Aoi" }, { "  Mio", "Mio" }, { "Rin", "Ren" }, { "Kai", "Kaito" }, { "Tomo", "Tomoko" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (renames); i++)
    if (g_str_equal (name, renames[i][0]))
      return renames[i][1];
  return name;
}

static void
read_winners (Source *source)
{
  g_autofree char *arg = g_strconcat ("@", source->file, ".json", NULL);
  g_autoptr(CliRun) run = cli_run ("replay", arg);
  JsonArray *winners;

  g_assert_cmpint (run->status, ==, 0);
  winners = json_object_get_array_member (cli_result_object (run), "winners");
  g_assert_nonnull (winners);
  for (guint i = 0; i < json_array_get_length (winners); i++)
    source->winners[json_array_get_int_element (winners, i)] = TRUE;
}

typedef struct
{
  guint games;
  guint wins;
} Count;

typedef struct
{
  guint games;
  guint wins[2];
} PairCount;

static Count *
count_for (GHashTable *table,
           const char *key)
{
  Count *count = g_hash_table_lookup (table, key);

  if (count == NULL)
    {
      count = g_new0 (Count, 1);
      g_hash_table_insert (table, g_strdup (key), count);
    }
  return count;
}

static void
test_stats_agree (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data_dir = g_dir_make_tmp ("tm-cli-stats-XXXXXX", &error);
  g_autofree char *history_dir = g_build_filename (data_dir, "history", NULL);
  g_autofree char *book_path = g_build_filename (data_dir, "players.json", NULL);
  g_autoptr(GHashTable) players = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GHashTable) months = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GHashTable) pairs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GRand) rand = g_rand_new_with_seed (29);
  const guint n_games = 150;
  g_autoptr(CliRun) run = NULL;
  JsonObject *result;
  JsonArray *array;

  g_assert_no_error (error);
  g_assert_cmpint (g_mkdir_with_parents (history_dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (book_path, players_json, -1, &error));
  for (guint s = 0; s < G_N_ELEMENTS (sources); s++)
    read_winners (&sources[s]);

  for (guint g = 0; g < n_games; g++)
    {
      Source *source = &sources[g_rand_int_range (rand, 0, G_N_ELEMENTS (sources))];
      g_autofree char *source_name = g_strconcat (source->file, ".json", NULL);
      g_autofree char *source_path = cli_record_path (source_name);
      g_autofree char *text = NULL;
      g_autoptr(JsonNode) root = NULL;
      JsonObject *record;
      JsonArray *names = json_array_new ();
      const char *seats[4];
      g_autofree char *id = g_strdup_printf ("game-%03u", g);
      g_autofree char *file = g_strdup_printf ("%s/%s.json", history_dir, id);
      g_autofree char *created = NULL;
      g_autofree char *month = NULL;
      g_autofree char *out = NULL;
      int year = g_rand_int_range (rand, 2024, 2027), mon = g_rand_int_range (rand, 1, 13);

      /* Distinct players (after the aliases), drawn from the pool. */
      for (guint i = 0; i < source->n_players; i++)
        {
          gboolean taken;

          do
            {
              seats[i] = pool[g_rand_int_range (rand, 0, G_N_ELEMENTS (pool))];
              taken = FALSE;
              for (guint j = 0; j < i; j++)
                taken |= g_str_equal (resolve (seats[j]), resolve (seats[i]));
            }
          while (taken);
          json_array_add_string_element (names, seats[i]);
        }
      created = g_strdup_printf ("%04d-%02d-%02dT%02d:%02d:00Z", year, mon,
                                 g_rand_int_range (rand, 1, 29), g_rand_int_range (rand, 0, 24),
                                 g_rand_int_range (rand, 0, 60));
      month = g_strndup (created, 7);

      g_assert_true (g_file_get_contents (source_path, &text, NULL, &error));
      root = json_from_string (text, &error);
      g_assert_no_error (error);
      record = json_node_get_object (root);
      json_object_set_string_member (record, "id", id);
      json_object_set_string_member (record, "created", created);
      json_object_set_array_member (record, "players", names);
      out = json_to_string (root, TRUE);
      g_assert_true (g_file_set_contents (file, out, -1, &error));

      /* The independent counts. */
      {
        guint *games = g_hash_table_lookup (months, month);

        if (games == NULL)
          {
            games = g_new0 (guint, 1);
            g_hash_table_insert (months, g_strdup (month), games);
          }
        (*games)++;
      }
      for (guint i = 0; i < source->n_players; i++)
        {
          Count *count = count_for (players, resolve (seats[i]));
          gboolean any_winner = FALSE;

          for (guint j = 0; j < source->n_players; j++)
            any_winner |= source->winners[j];
          count->games++;
          if (source->cooperative ? any_winner : source->winners[i])
            count->wins++;
        }
      if (source->cooperative)
        continue;
      for (guint i = 0; i < source->n_players; i++)
        for (guint j = 0; j < source->n_players; j++)
          {
            const char *a = resolve (seats[i]), *b = resolve (seats[j]);
            g_autofree char *key = NULL;
            PairCount *pair;

            if (strcmp (a, b) >= 0)
              continue;
            key = g_strconcat (a, "|", b, NULL);
            pair = g_hash_table_lookup (pairs, key);
            if (pair == NULL)
              {
                pair = g_new0 (PairCount, 1);
                g_hash_table_insert (pairs, g_strdup (key), pair);
              }
            pair->games++;
            pair->wins[0] += source->winners[i];
            pair->wins[1] += source->winners[j];
          }
    }

  run = cli_run ("history", "--stats", "--data-dir", data_dir);
  g_assert_cmpstr (run->err, ==, "");
  g_assert_cmpint (run->status, ==, 0);
  result = cli_result_object (run);

  array = json_object_get_array_member (result, "players");
  g_assert_cmpuint (json_array_get_length (array), ==, g_hash_table_size (players));
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *player = json_array_get_object_element (array, i);
      const char *name = json_object_get_string_member (player, "name");
      Count *count = g_hash_table_lookup (players, name);

      g_assert_nonnull (count);
      g_assert_cmpint (json_object_get_int_member (player, "games"), ==, count->games);
      g_assert_cmpint (json_object_get_int_member (player, "wins"), ==, count->wins);
      /* These records have no "at": their time is unknown and adds nothing. */
      g_assert_cmpint (json_object_get_int_member (player, "time_s"), ==, 0);
    }

  array = json_object_get_array_member (result, "months");
  g_assert_cmpuint (json_array_get_length (array), ==, g_hash_table_size (months));
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *month = json_array_get_object_element (array, i);
      const char *name = json_object_get_string_member (month, "month");
      guint *games = g_hash_table_lookup (months, name);

      g_assert_nonnull (games);
      g_assert_cmpint (json_object_get_int_member (month, "games"), ==, *games);
      /* Oldest first. */
      if (i > 0)
        g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (array, i - 1), "month"),
                         <, name);
    }

  array = json_object_get_array_member (result, "rivals");
  g_assert_cmpuint (json_array_get_length (array), ==, g_hash_table_size (pairs));
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *rivalry = json_array_get_object_element (array, i);
      JsonArray *names = json_object_get_array_member (rivalry, "players");
      JsonArray *wins = json_object_get_array_member (rivalry, "wins");
      g_autofree char *key = g_strconcat (json_array_get_string_element (names, 0), "|",
                                          json_array_get_string_element (names, 1), NULL);
      PairCount *pair = g_hash_table_lookup (pairs, key);

      g_assert_nonnull (pair);
      g_assert_cmpint (json_object_get_int_member (rivalry, "games"), ==, pair->games);
      g_assert_cmpint (json_array_get_int_element (wins, 0), ==, pair->wins[0]);
      g_assert_cmpint (json_array_get_int_element (wins, 1), ==, pair->wins[1]);
    }

  /* Nobody is under an old name. */
  g_assert_null (strstr (run->out, "Aoi-chan"));
  g_assert_null (strstr (run->out, "\"Rin\""));
  g_assert_null (strstr (run->out, "\"Kai\""));

  cli_remove_tree (data_dir);
}

static void
test_stats_bad_input (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data_dir = g_dir_make_tmp ("tm-cli-stats-XXXXXX", &error);
  g_autofree char *book_path = g_build_filename (data_dir, "players.json", NULL);
  g_autofree char *after = NULL;

  /* Plain `history` lists the games (test-cli-history.c); a folder of
   * its own is for the figures only. */
  {
    g_autoptr(CliRun) run = cli_run ("history", "--data-dir", data_dir);

    cli_assert_unusable (run, "--stats");
  }
  {
    g_autoptr(CliRun) run = cli_run ("history", "--stats", "--colour");

    cli_assert_unusable (run, "--colour");
  }
  {
    g_autoptr(CliRun) run = cli_run ("history", "--stats", "--data-dir");

    cli_assert_unusable (run, "--data-dir");
  }
  /* A folder that is not there: said, and not made. */
  {
    g_autofree char *missing = g_build_filename (data_dir, "not-here", NULL);
    g_autoptr(CliRun) run = cli_run ("history", "--stats", "--data-dir", missing);

    cli_assert_unusable (run, "not a folder");
    g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));
  }
  /* A folder without finished games: no figures. */
  {
    g_autoptr(CliRun) run = cli_run ("history", "--stats", "--data-dir", data_dir);
    JsonObject *result;

    g_assert_cmpint (run->status, ==, 0);
    result = cli_result_object (run);
    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (result, "players")), ==, 0);
    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (result, "months")), ==, 0);
    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (result, "rivals")), ==, 0);
  }
  /* A players file that is not one: said, and left as it was. */
  g_assert_true (g_file_set_contents (book_path, "{\"format\": \"x\"}", -1, &error));
  {
    g_autoptr(CliRun) run = cli_run ("history", "--stats", "--data-dir", data_dir);

    cli_assert_unusable (run, "players.json");
  }
  g_assert_true (g_file_get_contents (book_path, &after, NULL, &error));
  g_assert_cmpstr (after, ==, "{\"format\": \"x\"}");
  cli_remove_tree (data_dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/history-stats/agree", test_stats_agree);
  g_test_add_func ("/cli/history-stats/bad-input", test_stats_bad_input);
  return g_test_run ();
}
