/* test-result-summary.c — a finished game's result as shared: the text
 * for the clipboard, exactly, and the play BG Stats imports */
#include "core/tm-json.h"
#include "core/tm-record.h"
#include "core/tm-result-summary.h"
#include "core-test-programs.h"

#include <stdlib.h>
#include <string.h>

/* @name from tests/cli/records, its "created" set to @created and, when
 * @duration_s is 0 or more, each move's "at" spaced so that the last
 * comes @duration_s after it. */
static TmRecord *
load_timed (const char *name,
            const char *created,
            gint64      duration_s)
{
  g_autofree char *path = g_build_filename (g_getenv ("TM_TEST_DATA"), "cli", "records", name, NULL);
  g_autofree char *contents = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(GDateTime) start = g_date_time_new_from_iso8601 (created, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  JsonObject *root;
  JsonArray *moves;
  TmRecord *record;
  gsize length;

  g_assert_true (g_file_get_contents (path, &contents, &length, &error));
  g_assert_true (json_parser_load_from_data (parser, contents, (gssize) length, &error));
  root = json_node_get_object (json_parser_get_root (parser));
  json_object_set_string_member (root, "created", created);
  moves = json_object_get_array_member (root, "moves");
  for (guint i = 0; duration_s >= 0 && i < json_array_get_length (moves); i++)
    {
      guint n = json_array_get_length (moves);
      /* the last move at exactly @duration_s, the others before it */
      gint64 offset = i + 1 == n ? duration_s : duration_s * (i + 1) / (n + 1);
      g_autoptr(GDateTime) at = g_date_time_add_seconds (start, (double) offset);
      g_autofree char *iso = g_date_time_format_iso8601 (at);

      json_object_set_string_member (json_array_get_object_element (moves, i), "at", iso);
    }
  json_generator_set_root (generator, json_parser_get_root (parser));
  text = json_generator_to_data (generator, &length);
  record = tm_record_load_data (text, length, &error);
  g_assert_no_error (error);
  return record;
}

static TmResultSummary *
summarise (const char *name,
           const char *created,
           gint64      duration_s)
{
  g_autoptr(TmRecord) record = load_timed (name, created, duration_s);
  g_autoptr(GError) error = NULL;
  TmResultSummary *summary = tm_result_summary_new (record, &error);

  g_assert_no_error (error);
  g_assert_nonnull (summary);
  return summary;
}

static void
test_text (void)
{
  static const struct {
    const char *record;
    gint64 duration_s;
    const char *text;
  } cases[] = {
    { "sisters-2p.json", 2530,
      "Planetary Sisters (惑星姉妹) — 2026-11-28 — Mio 205, Aoi 155 — Mio wins — 42:10" },
    /* No "at": the time played is left out. */
    { "sisters-3p.json", -1,
      "Planetary Sisters (惑星姉妹) — 2026-11-28 — Mio 164, Ren 128, Aoi 118 — Mio wins" },
    { "cots-full-game.json", 3723,
      "Children of the Sun (太陽の子供たち) — 2026-11-28 — Mio 10, Aoi 6 — Mio wins — 1:02:03" },
    /* A draw: equal scores keep the seats' order. */
    { "cots-full-draw.json", 59,
      "Children of the Sun (太陽の子供たち) — 2026-11-28 — Aoi 8, Mio 8 — Draw — 0:59" },
    { "psi-agreement-draw.json", -1,
      "Psi Conjuring (サイ・コンジャリング) — 2026-11-28 — Aoi 3, Mio 3 — Draw" },
    { "psi-full-game.json", 600,
      "Psi Conjuring (サイ・コンジャリング) — 2026-11-28 — Mio 5, Aoi 3 — Mio wins — 10:00" },
    /* Cooperative: seat order, won or lost together. */
    { "utena-full-won.json", 1800,
      "Tsuki no Utena (つきのうてな) — 2026-11-28 — Aoi 8, Mio 8, Ren 8 — Won together — 30:00" },
    { "utena-full-lost.json", -1,
      "Tsuki no Utena (つきのうてな) — 2026-11-28 — Aoi 5, Mio 3 — Lost together" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TmResultSummary) summary = summarise (cases[i].record, "2026-11-28T09:00:00Z",
                                                      cases[i].duration_s);
      g_autofree char *text = tm_result_summary_to_text (summary);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

static void
test_shared_win_and_rename (void)
{
  g_autoptr(TmResultSummary) summary = summarise ("sisters-2p.json", "2026-11-28T23:30:00Z", -1);
  g_autofree char *text = NULL;
  g_autofree char *outcome = NULL;

  /* A name from the player book; Japanese names are kept as they are. */
  tm_result_summary_set_player_name (summary, 1, "美緒");
  text = tm_result_summary_to_text (summary);
  g_assert_cmpstr (text, ==, "Planetary Sisters (惑星姉妹) — 2026-11-28 — 美緒 205, Aoi 155 — 美緒 wins");

  summary->players[0].winner = TRUE;
  summary->n_winners = 2;
  outcome = tm_result_summary_outcome (summary);
  g_assert_cmpstr (outcome, ==, "Aoi and 美緒 win");
}

static void
test_unfinished_refused (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("TM_TEST_DATA"), "cli", "records", "cots-empty.json", NULL);
  g_autoptr(TmRecord) record = tm_record_load_file (path, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TmResultSummary) summary = NULL;

  g_assert_nonnull (record);
  summary = tm_result_summary_new (record, &error);
  g_assert_null (summary);
  g_assert_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_FORMAT);
  g_assert_cmpstr (error->message, ==, "Only a finished game has a result to share.");
}

static void
test_bgstats (void)
{
  g_autoptr(TmResultSummary) summary = summarise ("cots-full-draw.json", "2026-11-28T09:00:00Z", 2530);
  g_autoptr(TmResultSummary) won = summarise ("psi-full-game.json", "2026-11-28T09:00:00Z", -1);
  g_autoptr(JsonObject) play = tm_result_summary_to_bgstats (summary);
  g_autoptr(JsonObject) other = tm_result_summary_to_bgstats (won);
  JsonObject *game = json_object_get_object_member (play, "game");
  JsonArray *players = json_object_get_array_member (play, "players");
  JsonObject *first = json_array_get_object_element (players, 0);
  JsonObject *second = json_array_get_object_element (players, 1);
  JsonArray *other_players = json_object_get_array_member (other, "players");

  g_assert_cmpstr (json_object_get_string_member (game, "name"), ==, "Children of the Sun");
  g_assert_cmpstr (json_object_get_string_member (game, "sourceGameId"), ==, "children-of-the-sun");
  g_assert_true (json_object_get_boolean_member (game, "highestWins"));
  g_assert_cmpstr (json_object_get_string_member (play, "playDate"), ==, "2026-11-28 09:00:00");
  g_assert_cmpint (json_object_get_int_member (play, "durationMin"), ==, 42);
  g_assert_cmpuint (json_array_get_length (players), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (first, "name"), ==, "Aoi");
  g_assert_cmpint (json_object_get_int_member (first, "score"), ==, 8);
  /* a draw: both first, nobody the winner */
  g_assert_cmpint (json_object_get_int_member (first, "rank"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (second, "rank"), ==, 1);
  g_assert_false (json_object_get_boolean_member (first, "winner"));
  g_assert_true (json_object_get_boolean_member (first, "startPlayer")
                 != json_object_get_boolean_member (second, "startPlayer"));

  /* The link: BG Stats' documented address, the same play URL-encoded. */
  {
    g_autofree char *link = tm_result_summary_to_bgstats_link (summary);
    const char *start = "https://app.bgstatsapp.com/createPlay.html?data=";
    g_autofree char *data = NULL;
    g_autoptr(JsonNode) decoded = NULL;
    g_autoptr(JsonNode) expected = json_node_init_object (json_node_alloc (), play);

    g_assert_true (g_str_has_prefix (link, start));
    g_assert_null (strpbrk (link + strlen (start), " {}\"&#?"));
    data = g_uri_unescape_string (link + strlen (start), NULL);
    decoded = json_from_string (data, NULL);
    g_assert_nonnull (decoded);
    g_assert_true (json_node_equal (decoded, expected));
  }

  /* no time played: no durationMin; Mio (5) beat Aoi (3) */
  g_assert_false (json_object_has_member (other, "durationMin"));
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (other_players, 0), "rank"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (other_players, 1), "rank"), ==, 1);
  g_assert_true (json_object_get_boolean_member (json_array_get_object_element (other_players, 1), "winner"));
}

/* The line under each player on the shared card: the game's own words
 * for where the score comes from, adding up to the score; none for a
 * game without a breakdown. */
static void
test_score_breakdown (void)
{
  static const struct {
    const char *record;
    const char *lines[2];   /* players 0 and 1, in their seats */
  } cases[] = {
    { "cots-full-game.json", { "shield 6 + attacks 0 + 0 + 0", "shield 4 + attacks 1 + 2 + 3" } },
    { "sisters-2p.json", { "house 84 + field 71", "house 119 + field 86" } },
    { "psi-full-game.json", { NULL, NULL } },
    { "utena-full-lost.json", { NULL, NULL } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TmResultSummary) summary = summarise (cases[i].record, "2026-11-28T09:00:00Z", -1);

      for (guint p = 0; p < 2; p++)
        {
          g_autofree char *line = tm_game_describe_score_breakdown (summary->game, p);
          g_auto(GStrv) parts = NULL;
          int sum = 0;

          g_assert_cmpstr (line, ==, cases[i].lines[p]);
          if (line == NULL)
            continue;
          /* The numbers in the line add up to the score shown beside it. */
          parts = g_strsplit_set (line, " +", -1);
          for (guint k = 0; parts[k] != NULL; k++)
            if (g_ascii_isdigit (parts[k][0]))
              sum += atoi (parts[k]);
          g_assert_cmpint (sum, ==, summary->players[p].score);
        }
      /* A seat the game does not have has no line. */
      g_assert_null (tm_game_describe_score_breakdown (summary->game, summary->n_players));
    }
}

int
test_result_summary_main (int argc, char *argv[])
{
  /* Dates are printed in local time: the test's is UTC. */
  g_setenv ("TZ", "UTC", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/result-summary/text", test_text);
  g_test_add_func ("/result-summary/shared-win-and-rename", test_shared_win_and_rename);
  g_test_add_func ("/result-summary/unfinished-refused", test_unfinished_refused);
  g_test_add_func ("/result-summary/bgstats", test_bgstats);
  g_test_add_func ("/result-summary/score-breakdown", test_score_breakdown);
  return g_test_run ();
}
