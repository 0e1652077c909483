/* test-cli.c — tablemate-cli, run as a player's script would run it
 *
 * Every test starts the built binary on record files kept beside this
 * test (records/) and checks its exit status and JSON output.
 */
#include "cli-test-util.h"

#include <gio/gio.h>
#include <json-glib/json-glib.h>

static void
test_games (void)
{
  g_autoptr(CliRun) run = cli_run ("games");
  JsonArray *games;

  g_assert_cmpint (run->status, ==, 0);
  g_assert_true (JSON_NODE_HOLDS_ARRAY (run->json));
  games = json_node_get_array (run->json);
  g_assert_cmpuint (json_array_get_length (games), ==, 4);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (games, 0), "id"),
                   ==, "children-of-the-sun");
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (games, 0), "max_players"), ==, 2);
  g_assert_true (json_object_get_boolean_member (json_array_get_object_element (games, 0), "playable"));
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (games, 2), "id"),
                   ==, "tsuki-no-utena");
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (games, 2), "min_players"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (games, 1), "max_players"), ==, 4);
}

static void
test_bad_arguments (void)
{
  g_autoptr(CliRun) none = cli_run_full (NULL, NULL);
  g_autoptr(CliRun) unknown = cli_run ("frobnicate");
  g_autoptr(CliRun) no_file = cli_run ("replay");
  g_autoptr(CliRun) two_files = cli_run ("replay", "a", "b");
  g_autoptr(CliRun) missing = cli_run ("replay", "/nonexistent/game.json");
  g_autoptr(CliRun) folder = cli_run ("replay", "/");
  g_autoptr(CliRun) help = cli_run ("--help");

  g_assert_cmpint (none->status, ==, 2);
  cli_assert_unusable (unknown, "frobnicate");
  cli_assert_unusable (no_file, "FILE");
  cli_assert_unusable (two_files, "FILE");
  cli_assert_unusable (missing, "/nonexistent/game.json");
  cli_assert_unusable (folder, "folder");
  g_assert_cmpint (help->status, ==, 0);
  g_assert_nonnull (strstr (help->out, "replay FILE"));
}

typedef struct
{
  const char *file;
  const char *words;
} BadFile;

static const BadFile bad_files[] = {
  { "bad-not-json.json", "not valid JSON" },
  { "bad-version.json", "version 7" },
  { "bad-unknown-game.json", "chess" },
  { "bad-move-not-object.json", "Move 2" },
  { "bad-three-players.json", "2 players" },
  /* A move whose shape or notation is wrong: unusable, not illegal. */
  { "cots-malformed-cell.json", "move 1 is not a usable move: “cell”" },
  { "cots-malformed-effect.json", "move 0 is not a usable move: “effect”" },
  /* A member the move does not have is named, never ignored; it is the
   * move's shape, so the record is unusable (exit 2), not illegal. */
  { "psi-illegal-unknown-member.json", "move 16 is not a usable move: “owner”" },
};

static void
test_replay_bad_file (gconstpointer data)
{
  const BadFile *bad = data;
  g_autofree char *arg = g_strconcat ("@", bad->file, NULL);
  g_autoptr(CliRun) replay = cli_run ("replay", arg);
  g_autoptr(CliRun) legal = cli_run ("legal", arg);

  cli_assert_unusable (replay, bad->words);
  cli_assert_unusable (legal, bad->words);
}

static void
test_legal_opening (void)
{
  g_autoptr(CliRun) run = cli_run ("legal", "@cots-empty.json");
  JsonObject *result = cli_result_object (run);
  JsonArray *moves;
  JsonObject *move;

  g_assert_cmpint (run->status, ==, 0);
  g_assert_cmpstr (json_object_get_string_member (result, "phase"), ==, "siege");
  g_assert_cmpint (json_object_get_int_member (result, "current_player"), ==, 0);
  /* 28 cards (rotation 0 is never played in the siege) on any of the
   * ghost's 8 neighbours. */
  g_assert_cmpint (json_object_get_int_member (result, "count"), ==, 28 * 8);
  moves = json_object_get_array_member (result, "moves");
  g_assert_cmpuint (json_array_get_length (moves), ==, 28 * 8);
  move = json_array_get_object_element (moves, 0);
  g_assert_cmpstr (json_object_get_string_member (move, "type"), ==, "place");
  g_assert_false (json_object_has_member (move, "turn"));
  /* Fewer than the limit: all of them. */
  g_assert_false (json_object_get_boolean_member (result, "truncated"));
}

/* The groups step of Children of the Sun with 9 cards in the first
 * player's bed and none in the second's: 36 × 21 × 10 = 7,560 ways to
 * form the three pairs, plus the second player's empty groups. */
#define BIG_BED_COUNT (36 * 21 * 10 + 1)

static JsonArray *
legal_moves (CliRun *run,
             guint   expected_listed,
             gboolean expected_truncated)
{
  JsonObject *result = cli_result_object (run);
  JsonArray *moves = json_object_get_array_member (result, "moves");

  g_assert_cmpint (run->status, ==, 0);
  g_assert_cmpstr (run->err, ==, "");
  g_assert_cmpstr (json_object_get_string_member (result, "phase"), ==, "extermination");
  g_assert_cmpint (json_object_get_int_member (result, "count"), ==, BIG_BED_COUNT);
  g_assert_true (json_object_get_boolean_member (result, "truncated") == expected_truncated);
  g_assert_cmpuint (json_array_get_length (moves), ==, expected_listed);
  return moves;
}

static void
test_legal_limit (void)
{
  g_autoptr(CliRun) all = cli_run ("legal", "--all", "@cots-groups-big-bed.json");
  g_autoptr(CliRun) standard = cli_run ("legal", "@cots-groups-big-bed.json");
  g_autoptr(CliRun) limited = cli_run ("legal", "@cots-groups-big-bed.json", "--limit", "25");
  g_autoptr(CliRun) exact = cli_run ("legal", "--limit", "7561", "@cots-groups-big-bed.json");
  g_autoptr(CliRun) piped = cli_run_full ("cots-groups-big-bed.json", "legal", "-", "--limit", "3", NULL);
  JsonArray *every = legal_moves (all, BIG_BED_COUNT, FALSE);
  JsonArray *first = legal_moves (limited, 25, TRUE);
  JsonObject *last = json_array_get_object_element (every, BIG_BED_COUNT - 1);

  /* By default the first 1000. */
  legal_moves (standard, 1000, TRUE);
  legal_moves (exact, BIG_BED_COUNT, FALSE);
  legal_moves (piped, 3, TRUE);

  /* The first moves of the whole list, in its order: three pairs of the
   * first player's bed; the list ends with the second player's. */
  for (guint i = 0; i < 25; i++)
    {
      JsonNode *a = json_array_get_element (first, i);
      JsonNode *b = json_array_get_element (every, i);
      JsonObject *move = json_node_get_object (a);

      g_assert_true (json_node_equal (a, b));
      g_assert_cmpstr (json_object_get_string_member (move, "type"), ==, "groups");
      g_assert_cmpint (json_object_get_int_member (move, "player"), ==, 0);
      g_assert_cmpuint (json_array_get_length (json_object_get_array_member (move, "groups")), ==, 3);
    }
  g_assert_cmpint (json_object_get_int_member (last, "player"), ==, 1);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (last, "groups")), ==, 0);
}

/* A bad limit: exit 2 and one line, nothing on stdout. */
static void
test_legal_bad_limit (void)
{
  const char *bad[] = { "0", "-3", "many", "", "12x", "99999999999" };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(CliRun) run = cli_run ("legal", "@cots-groups-big-bed.json", "--limit", bad[i]);

      cli_assert_unusable (run, "--limit");
    }
  {
    g_autoptr(CliRun) missing = cli_run ("legal", "@cots-groups-big-bed.json", "--limit");
    g_autoptr(CliRun) both = cli_run ("legal", "--all", "--limit", "5", "@cots-groups-big-bed.json");
    g_autoptr(CliRun) unknown = cli_run ("legal", "--head", "5", "@cots-groups-big-bed.json");
    g_autoptr(CliRun) two_files = cli_run ("legal", "@cots-empty.json", "@cots-groups-big-bed.json");

    cli_assert_unusable (missing, "--limit");
    cli_assert_unusable (both, "--all");
    cli_assert_unusable (unknown, "--head");
    cli_assert_unusable (two_files, "FILE");
  }
}

static void
test_replay_empty (void)
{
  g_autoptr(CliRun) run = cli_run ("replay", "@cots-empty.json");
  JsonObject *result = cli_result_object (run);
  JsonObject *ghost;

  g_assert_cmpint (run->status, ==, 0);
  g_assert_true (json_object_get_boolean_member (result, "legal"));
  g_assert_true (json_object_get_null_member (result, "illegal_move"));
  g_assert_true (json_object_get_null_member (result, "winner"));
  g_assert_false (json_object_get_boolean_member (result, "finished"));
  ghost = json_object_get_object_member (result, "ghost");
  g_assert_cmpstr (json_object_get_string_member (ghost, "facing"), ==, "W");
  g_assert_cmpint (json_object_get_int_member (result, "deck"), ==, 14);
}

static void
test_replay_stdin (void)
{
  g_autoptr(CliRun) run = cli_run_full ("cots-empty.json", "replay", "-", NULL);

  g_assert_cmpint (run->status, ==, 0);
  g_assert_true (json_object_get_boolean_member (cli_result_object (run), "legal"));
}

typedef struct
{
  const char *file;
  int illegal_move;
  const char *rule;
  const char *words;
} IllegalRecord;

static const IllegalRecord illegal_records[] = {
  { "cots-illegal-opposite.json", 1, "siege-opposite-cell", "bottom middle" },
  { "cots-illegal-rotation-zero.json", 2, "siege-rotation-zero", "rotation-0" },
  { "cots-illegal-card-twice.json", 3, "card-already-seen", "Yellow +2" },
  { "utena-illegal-hand-other-pair.json", 7, "exchange-hand-with-other-pair", "own pair" },
  { "psi-illegal-attack-entered.json", 19, "attacker-entered-this-turn", "Kappa" },
  /* The new card's gomoku lies on the gomoku below: it is always hidden. */
  { "utena-illegal-common-icon.json", 1, "desire-common-icon-not-hidden", "gomoku" },
};

/* A member the move does not have is named, never ignored: the move
 * cannot be read, so the record is unusable input (exit 2, issue #20),
 * for `replay`, `legal` and `advise` alike. */
static void
test_replay_unknown_member (void)
{
  const char *commands[] = { "replay", "legal", "advise" };

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_autoptr(CliRun) run = cli_run (commands[i], "@psi-illegal-unknown-member.json");

      cli_assert_unusable (run, "“owner”");
      g_assert_nonnull (strstr (run->err, "move 16"));
    }
}

/* The same kind of mistake in a record that says no reading (as 0.2.0
 * wrote them): 0.2.0 ignored a member it did not know, here in a change
 * of an adjustment, so the record is read under 0.2.0's reading, whole,
 * and both replay and legal say so. */
static void
test_replay_unknown_member_020 (void)
{
  g_autoptr(CliRun) run = cli_run ("replay", "@psi-unknown-change-member-0.2.0.json");
  g_autoptr(CliRun) legal = cli_run ("legal", "@psi-unknown-change-member-0.2.0.json");
  JsonObject *result = cli_result_object (run);

  g_assert_cmpint (run->status, ==, 0);
  g_assert_true (json_object_get_boolean_member (result, "legal"));
  g_assert_cmpint (json_object_get_int_member (result, "applied"), ==, 31);
  g_assert_cmpint (json_object_get_int_member (result, "rules"), ==, 1);
  g_assert_cmpint (legal->status, ==, 0);
  g_assert_cmpint (json_object_get_int_member (cli_result_object (legal), "rules"), ==, 1);
}

static void
test_replay_illegal (gconstpointer data)
{
  const IllegalRecord *illegal = data;
  g_autofree char *arg = g_strconcat ("@", illegal->file, NULL);
  g_autoptr(CliRun) run = cli_run ("replay", arg);
  g_autoptr(CliRun) legal = cli_run ("legal", arg);
  JsonObject *result = cli_result_object (run);

  g_assert_cmpint (run->status, ==, 1);
  g_assert_false (json_object_get_boolean_member (result, "legal"));
  g_assert_cmpint (json_object_get_int_member (result, "illegal_move"), ==, illegal->illegal_move);
  g_assert_cmpint (json_object_get_int_member (result, "applied"), ==, illegal->illegal_move);
  g_assert_cmpstr (json_object_get_string_member (result, "rule"), ==, illegal->rule);
  if (strstr (json_object_get_string_member (result, "reason"), illegal->words) == NULL)
    g_error ("expected “%s” in the reason: %s", illegal->words,
             json_object_get_string_member (result, "reason"));

  /* No position to list moves from: exit 1 with the reason. */
  g_assert_cmpint (legal->status, ==, 1);
  g_assert_nonnull (strstr (legal->err, "illegal"));
}

typedef struct
{
  const char *file;
  guint n_players;
  int scores[4];
  int winner;                 /* -1: draw or shared win */
  int winners[4];             /* every winner (a shared or cooperative win), -1 ends */
} FullGame;

/* Whole games entered through the legal-move list; the final scores
 * were worked out by hand from the groups and the shield reveals. */
static const FullGame full_games[] = {
  /* 6 analyses + no purple in the shield = 6; 4 + yellow 1+2+3 = 10. */
  { "cots-full-game.json", 2, { 6, 10 }, 1, { 1, -1 } },
  /* 6 + red 0+1+1 = 8; 2 + two yellows 2+2+2 = 8; nothing set aside. */
  { "cots-full-draw.json", 2, { 8, 8 }, -1, { -1 } },
  /* The second player forms groups first. 5 + red 1+2+2 and purple 0+0+1
   * = 11; 2 + blue 0+1+1 = 4. */
  { "cots-full-second-groups-first.json", 2, { 11, 4 }, 0, { 0, -1 } },
  /* Planetary Sisters with a made-up test deck carried in the records
   * (house + field per player, checked against the category table). */
  { "sisters-2p.json", 2, { 155, 205 }, 1, { 1, -1 } },
  { "sisters-3p.json", 3, { 118, 164, 128 }, 1, { 1, -1 } },
  /* The first player's house and the last field are the manual's
   * example: 113 + 54 = 167. */
  { "sisters-4p.json", 4, { 167, 157, 164, 165 }, 0, { 0, -1 } },
  /* Tsuki no Utena is cooperative: everyone wins or nobody does; the
   * score is the markers on each player's flower boards. */
  { "utena-full-won.json", 3, { 8, 8, 8 }, -1, { 0, 1, 2, -1 } },
  { "utena-full-lost.json", 2, { 5, 3 }, -1, { -1 } },
  /* Psi Conjuring: the sum of each master's face-up beasts' power; the
   * second player's yellow-zone beast counts 0. */
  { "psi-full-game.json", 2, { 3, 5 }, 1, { 1, -1 } },
  { "psi-agreement-draw.json", 2, { 3, 3 }, -1, { -1 } },
};

/* Psi Conjuring: Aoi's Cerberus goes back to Mio's hand, Mio quick
 * summons it (Aoi's card, "owner": 0), and an ability's 0 damage
 * destroys it in the yellow zone: to Aoi's graveyard. */
static void
test_replay_psi_hand_owners (void)
{
  g_autoptr(CliRun) run = cli_run ("replay", "@psi-hand-owners.json");
  JsonObject *result = cli_result_object (run);
  JsonArray *by_owner = json_object_get_array_member (result, "hands_by_owner");
  JsonArray *graveyards = json_object_get_array_member (result, "graveyards");

  g_assert_cmpint (run->status, ==, 0);
  g_assert_true (json_object_get_boolean_member (result, "legal"));
  g_assert_cmpint (json_array_get_int_element (json_array_get_array_element (by_owner, 1), 0), ==, 0);
  g_assert_cmpint (json_array_get_int_element (json_array_get_array_element (by_owner, 1), 1), ==, 4);
  g_assert_cmpint (json_array_get_int_element (graveyards, 0), ==, 1);
  g_assert_cmpint (json_array_get_int_element (graveyards, 1), ==, 1);
  /* The cell is empty again. */
  g_assert_true (JSON_NODE_HOLDS_NULL (json_array_get_element (json_array_get_array_element (
    json_object_get_array_member (result, "field"), 0), 0)));
}

static void
test_replay_full_game (gconstpointer data)
{
  const FullGame *game = data;
  g_autofree char *arg = g_strconcat ("@", game->file, NULL);
  g_autoptr(CliRun) run = cli_run ("replay", arg);
  g_autoptr(CliRun) legal = cli_run ("legal", arg);
  JsonObject *result = cli_result_object (run);
  JsonArray *scores;
  JsonArray *winners;
  guint n_winners;

  if (run->status != 0)
    g_error ("%s: %s", game->file, run->out);
  g_assert_true (json_object_get_boolean_member (result, "legal"));
  g_assert_true (json_object_get_boolean_member (result, "finished"));
  g_assert_cmpstr (json_object_get_string_member (result, "phase"), ==, "finished");
  scores = json_object_get_array_member (result, "scores");
  g_assert_cmpuint (json_array_get_length (scores), ==, game->n_players);
  for (guint i = 0; i < game->n_players; i++)
    g_assert_cmpint (json_array_get_int_element (scores, i), ==, game->scores[i]);
  if (game->winner < 0)
    g_assert_true (json_object_get_null_member (result, "winner"));
  else
    g_assert_cmpint (json_object_get_int_member (result, "winner"), ==, game->winner);
  winners = json_object_get_array_member (result, "winners");
  for (n_winners = 0; n_winners < 4 && game->winners[n_winners] >= 0; n_winners++)
    g_assert_cmpint (json_array_get_int_element (winners, n_winners), ==, game->winners[n_winners]);
  g_assert_cmpuint (json_array_get_length (winners), ==, n_winners);

  g_assert_cmpint (legal->status, ==, 0);
  g_assert_cmpint (json_object_get_int_member (cli_result_object (legal), "count"), ==, 0);
}

static void
test_score_manual_example (void)
{
  g_autoptr(CliRun) run = cli_run ("score", "@cots-score-manual.json");
  JsonObject *result = cli_result_object (run);
  JsonArray *players;
  JsonObject *first, *second;
  JsonArray *attacks;

  g_assert_cmpint (run->status, ==, 0);
  players = json_object_get_array_member (result, "players");
  first = json_array_get_object_element (players, 0);
  second = json_array_get_object_element (players, 1);
  attacks = json_object_get_array_member (first, "attacks");
  g_assert_cmpint (json_object_get_int_member (first, "analysis"), ==, 3);
  g_assert_cmpint (json_array_get_int_element (attacks, 0), ==, 2);
  g_assert_cmpint (json_array_get_int_element (attacks, 1), ==, 5);
  g_assert_cmpint (json_array_get_int_element (attacks, 2), ==, 10);
  g_assert_cmpint (json_object_get_int_member (first, "total"), ==, 20);
  /* Purple never meets the shield: only the analyses count. */
  g_assert_cmpint (json_object_get_int_member (second, "total"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (result, "winner"), ==, 0);
}

static void
test_score_tie_break (void)
{
  g_autoptr(CliRun) tie_break = cli_run ("score", "@cots-score-tie-break.json");
  g_autoptr(CliRun) draw = cli_run ("score", "@cots-score-draw.json");

  g_assert_cmpint (tie_break->status, ==, 0);
  g_assert_cmpint (json_object_get_int_member (cli_result_object (tie_break), "winner"), ==, 1);
  g_assert_cmpint (draw->status, ==, 0);
  g_assert_true (json_object_get_null_member (cli_result_object (draw), "winner"));
}

static const BadFile bad_sheets[] = {
  { "bad-score-duplicate.json", "Red +1" },
  { "bad-score-shape.json", "group" },
  { "bad-score-analyses.json", "7" },
  { "bad-score-shield.json", "shield" },
  { "bad-not-json.json", "not valid JSON" },
  { "bad-score-no-game.json", "game" },
};

static void
test_score_bad_sheet (gconstpointer data)
{
  const BadFile *bad = data;
  g_autofree char *arg = g_strconcat ("@", bad->file, NULL);
  g_autoptr(CliRun) run = cli_run ("score", arg);

  cli_assert_unusable (run, bad->words);
}

/* Every record the project keeps as an example of play (tests/cli/records,
 * the fuzz seeds) follows the manual: only those named as broken on
 * purpose may be refused.  A rule added later must not leave a fixture
 * that teaches a move the game forbids. */
static gboolean
meant_broken (const char *name)
{
  static const char * const marks[] = { "illegal", "malformed", "after-end", NULL };

  if (g_str_has_prefix (name, "bad-") || g_str_has_prefix (name, "regress-"))
    return TRUE;
  for (guint i = 0; marks[i] != NULL; i++)
    if (strstr (name, marks[i]) != NULL)
      return TRUE;
  return FALSE;
}

static void
test_fixtures_follow_the_rules (void)
{
  const char * const folders[] = { "cli/records", "fuzz/corpus" };
  guint n_records = 0;

  for (guint f = 0; f < G_N_ELEMENTS (folders); f++)
    {
      g_autofree char *dir_path = g_build_filename (g_getenv ("TM_TEST_DATA"), folders[f], NULL);
      g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
      const char *name;

      g_assert_nonnull (dir);
      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *path = g_build_filename (dir_path, name, NULL);
          g_autofree char *text = NULL;
          g_autoptr(CliRun) run = NULL;

          if (!g_str_has_suffix (name, ".json") || meant_broken (name))
            continue;
          g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
          if (strstr (text, "\"tablemate-record\"") == NULL)
            continue;
          run = cli_run ("replay", path);
          if (run->status != 0)
            g_error ("%s/%s is not a legal game: %s%s", folders[f], name, run->out, run->err);
          g_assert_true (json_object_get_boolean_member (cli_result_object (run), "legal"));
          n_records++;
        }
    }
  /* The folders were found and read. */
  g_assert_cmpuint (n_records, >=, 30);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/games", test_games);
  g_test_add_func ("/cli/bad-arguments", test_bad_arguments);
  for (guint i = 0; i < G_N_ELEMENTS (bad_files); i++)
    {
      g_autofree char *path = g_strdup_printf ("/cli/replay/bad/%s", bad_files[i].file);
      g_test_add_data_func (path, &bad_files[i], test_replay_bad_file);
    }
  g_test_add_func ("/cli/legal/opening", test_legal_opening);
  g_test_add_func ("/cli/legal/limit", test_legal_limit);
  g_test_add_func ("/cli/legal/bad-limit", test_legal_bad_limit);
  g_test_add_func ("/cli/replay/empty", test_replay_empty);
  g_test_add_func ("/cli/replay/stdin", test_replay_stdin);
  g_test_add_func ("/cli/replay/psi-hand-owners", test_replay_psi_hand_owners);
  g_test_add_func ("/cli/replay/psi-unknown-member", test_replay_unknown_member);
  g_test_add_func ("/cli/replay/psi-unknown-member-0.2.0", test_replay_unknown_member_020);
  for (guint i = 0; i < G_N_ELEMENTS (illegal_records); i++)
    {
      g_autofree char *path = g_strdup_printf ("/cli/replay/illegal/%s", illegal_records[i].file);
      g_test_add_data_func (path, &illegal_records[i], test_replay_illegal);
    }
  for (guint i = 0; i < G_N_ELEMENTS (full_games); i++)
    {
      g_autofree char *path = g_strdup_printf ("/cli/replay/full/%s", full_games[i].file);
      g_test_add_data_func (path, &full_games[i], test_replay_full_game);
    }
  g_test_add_func ("/cli/replay/fixtures-follow-the-rules", test_fixtures_follow_the_rules);
  g_test_add_func ("/cli/score/manual-example", test_score_manual_example);
  g_test_add_func ("/cli/score/tie-break", test_score_tie_break);
  for (guint i = 0; i < G_N_ELEMENTS (bad_sheets); i++)
    {
      g_autofree char *path = g_strdup_printf ("/cli/score/bad/%s", bad_sheets[i].file);
      g_test_add_data_func (path, &bad_sheets[i], test_score_bad_sheet);
    }

  return g_test_run ();
}
