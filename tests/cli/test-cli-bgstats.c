/* test-cli-bgstats.c — `tablemate-cli history --export bgstats`
 *
 * Finished games put in a data folder of their own (a player renamed in
 * players.json) come out as the plays BG Stats imports from another app
 * (its documented createPlay data): the game, the date, the minutes
 * played, each player's name, score, rank and win; the link holds the
 * same play.  Wrong formats and folders are refused with one line.
 */
#include "cli-test-util.h"

#include <glib/gstdio.h>
#include <string.h>

#define LINK_START "https://app.bgstatsapp.com/createPlay.html?data="

/* tests/cli/records/@name as history/@id.json of @data_dir, started at
 * @created; with @minutes, its last move that long after the start. */
static void
put_game (const char *data_dir,
          const char *name,
          const char *id,
          const char *created,
          int         minutes)
{
  g_autofree char *source = cli_record_path (name);
  g_autofree char *dir = g_build_filename (data_dir, "history", NULL);
  g_autofree char *file = g_strconcat (id, ".json", NULL);
  g_autofree char *path = g_build_filename (dir, file, NULL);
  g_autofree char *text = NULL;
  g_autofree char *out = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GDateTime) start = g_date_time_new_from_iso8601 (created, NULL);
  JsonObject *record;
  JsonArray *moves;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  root = json_from_string (text, NULL);
  record = json_node_get_object (root);
  json_object_set_string_member (record, "id", id);
  json_object_set_string_member (record, "created", created);
  moves = json_object_get_array_member (record, "moves");
  for (guint i = 0; minutes >= 0 && i < json_array_get_length (moves); i++)
    {
      guint n = json_array_get_length (moves);
      g_autoptr(GDateTime) at = g_date_time_add_seconds (start, (double) minutes * 60 * (i + 1) / n);
      g_autofree char *iso = g_date_time_format_iso8601 (at);

      json_object_set_string_member (json_array_get_object_element (moves, i), "at", iso);
    }
  out = json_to_string (root, TRUE);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, out, -1, NULL));
}

static JsonObject *
find_play (JsonArray  *plays,
           const char *game)
{
  for (guint i = 0; i < json_array_get_length (plays); i++)
    {
      JsonObject *play = json_object_get_object_member (json_array_get_object_element (plays, i), "play");

      if (g_str_equal (json_object_get_string_member (json_object_get_object_member (play, "game"),
                                                      "sourceGameId"), game))
        return play;
    }
  g_assert_not_reached ();
}

static void
assert_player (JsonObject *play,
               guint       index,
               const char *name,
               int         score,
               int         rank,
               gboolean    winner)
{
  JsonObject *player = json_array_get_object_element (json_object_get_array_member (play, "players"), index);

  g_assert_cmpstr (json_object_get_string_member (player, "name"), ==, name);
  g_assert_cmpstr (json_object_get_string_member (player, "sourcePlayerId"), ==, name);
  g_assert_cmpint (json_object_get_int_member (player, "score"), ==, score);
  g_assert_cmpint (json_object_get_int_member (player, "rank"), ==, rank);
  g_assert_true (json_object_get_boolean_member (player, "winner") == winner);
  g_assert_true (json_object_has_member (player, "startPlayer"));
}

static void
test_export (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data_dir = g_dir_make_tmp ("tm-cli-bgstats-XXXXXX", &error);
  g_autofree char *book = g_build_filename (data_dir, "players.json", NULL);
  g_autoptr(CliRun) run = NULL;
  JsonArray *plays;
  JsonObject *sisters, *utena;

  g_assert_no_error (error);
  put_game (data_dir, "sisters-2p.json", "bg-sisters", "2026-11-20T18:30:00Z", 42);
  put_game (data_dir, "utena-full-won.json", "bg-utena", "2026-11-21T10:00:00Z", -1);
  g_assert_true (g_file_set_contents (book,
    "{\"format\": \"tablemate-players\", \"version\": 1, \"players\": [],"
    " \"aliases\": {\"Mio\": \"美緒\"}}\n", -1, NULL));

  run = cli_run ("history", "--export", "bgstats", "--data-dir", data_dir);
  g_assert_cmpint (run->status, ==, 0);
  g_assert_cmpstr (run->err, ==, "");
  g_assert_nonnull (run->json);
  g_assert_true (JSON_NODE_HOLDS_ARRAY (run->json));
  plays = json_node_get_array (run->json);
  g_assert_cmpuint (json_array_get_length (plays), ==, 2);

  sisters = find_play (plays, "planetary-sisters");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (sisters, "game"), "name"),
                   ==, "Planetary Sisters");
  g_assert_cmpstr (json_object_get_string_member (sisters, "playDate"), ==, "2026-11-20 18:30:00");
  g_assert_cmpint (json_object_get_int_member (sisters, "durationMin"), ==, 42);
  assert_player (sisters, 0, "Aoi", 155, 2, FALSE);
  assert_player (sisters, 1, "美緒", 205, 1, TRUE);

  /* Cooperative, won: everyone first and a winner; no "at", no minutes. */
  utena = find_play (plays, "tsuki-no-utena");
  g_assert_false (json_object_has_member (utena, "durationMin"));
  assert_player (utena, 0, "Aoi", 8, 1, TRUE);
  assert_player (utena, 1, "美緒", 8, 1, TRUE);
  assert_player (utena, 2, "Ren", 8, 1, TRUE);

  /* Each link carries its play, URL-encoded. */
  for (guint i = 0; i < json_array_get_length (plays); i++)
    {
      JsonObject *item = json_array_get_object_element (plays, i);
      const char *link = json_object_get_string_member (item, "link");
      g_autofree char *data = NULL;
      g_autoptr(JsonNode) decoded = NULL;

      g_assert_true (g_str_has_prefix (link, LINK_START));
      g_assert_null (strpbrk (link + strlen (LINK_START), " {}\"&#?"));
      data = g_uri_unescape_string (link + strlen (LINK_START), NULL);
      decoded = json_from_string (data, &error);
      g_assert_no_error (error);
      g_assert_true (json_node_equal (decoded, json_object_get_member (item, "play")));
    }

  cli_remove_tree (data_dir);
}

static void
test_refused (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data_dir = g_dir_make_tmp ("tm-cli-bgstats-XXXXXX", &error);
  g_autofree char *missing = g_build_filename (data_dir, "no-such-folder", NULL);

  {
    g_autoptr(CliRun) run = cli_run ("history", "--export", "csv", "--data-dir", data_dir);

    cli_assert_unusable (run, "csv");
  }
  {
    g_autoptr(CliRun) run = cli_run ("history", "--export");

    cli_assert_unusable (run, "--export");
  }
  {
    g_autoptr(CliRun) run = cli_run ("history", "--stats", "--export", "bgstats");

    cli_assert_unusable (run, "--export bgstats");
  }
  {
    g_autoptr(CliRun) run = cli_run ("history", "--export", "bgstats", "--data-dir", missing);

    cli_assert_unusable (run, "not a folder");
    g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));
  }
  /* An empty data folder: no plays. */
  {
    g_autoptr(CliRun) run = cli_run ("history", "--export", "bgstats", "--data-dir", data_dir);

    g_assert_cmpint (run->status, ==, 0);
    g_assert_nonnull (run->json);
    g_assert_cmpuint (json_array_get_length (json_node_get_array (run->json)), ==, 0);
  }
  cli_remove_tree (data_dir);
}

int
main (int   argc,
      char *argv[])
{
  /* playDate is local time: the test's is UTC. */
  g_setenv ("TZ", "UTC", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/bgstats/export", test_export);
  g_test_add_func ("/cli/bgstats/refused", test_refused);
  return g_test_run ();
}
