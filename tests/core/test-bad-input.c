/* test-bad-input.c — bad input everywhere, and the limits
 *
 * Every refusal must say what is wrong and where (the field, the move,
 * the line, the card, the cell), on one line, and change nothing: a
 * failed load leaves the files as they were, a refused move leaves the
 * record, the position and the saved file as they were.  The limits of
 * a record (4 MiB, 10,000 moves, 32 levels, 8 players) are tested at
 * the boundary: exactly the limit loads, one over is refused.
 *
 * test-record.c checks the error codes of the common bad files; this
 * file checks the messages and what is left unchanged.
 */
#include "core/tm-json.h"
#include "core/tm-record.h"
#include "core/tm-registry.h"
#include "core/tm-rules-error.h"
#include "games/children-of-the-sun/rules/tm-cots-game.h"
#include "core-test-programs.h"

#include <glib/gstdio.h>
#include <string.h>

#define HEAD "\"format\":\"tablemate-record\",\"version\":1,"
#define COTS "\"game\":\"children-of-the-sun\","
#define TWO "\"players\":[\"A\",\"B\"],"
#define NO_MOVES "\"moves\":[]"

/* Helpers ------------------------------------------------------------------ */

/* One line a player can read: no control characters, not a wall of text. */
static void
assert_one_line (const char *message)
{
  g_assert_nonnull (message);
  g_assert_cmpstr (message, !=, "");
  g_assert_true (g_utf8_validate (message, -1, NULL));
  for (const char *p = message; *p != '\0'; p++)
    if ((guchar) *p < 0x20 || *p == 0x7f)
      g_error ("control character 0x%02x in: %s", (guchar) *p, message);
  if (strlen (message) > 400)
    g_error ("a %zu-byte message: %.200s…", strlen (message), message);
}

/* @message names each of @words (NULL-terminated). */
static void
assert_words (const char         *message,
              const char * const *words)
{
  assert_one_line (message);
  for (guint i = 0; words[i] != NULL; i++)
    if (strstr (message, words[i]) == NULL)
      g_error ("expected “%s” in: %s", words[i], message);
}

#define WORDS(...) ((const char * const []) { __VA_ARGS__, NULL })

static char *
read_file (const char *path,
           gsize      *length)
{
  g_autoptr(GError) error = NULL;
  char *data = NULL;

  g_file_get_contents (path, &data, length, &error);
  g_assert_no_error (error);
  return data;
}

static char *
full_game_path (void)
{
  return g_build_filename (g_getenv ("TM_TEST_DATA"), "cli", "records", "cots-full-game.json", NULL);
}

/* The whole game of tests/cli/records/cots-full-game.json, cut after
 * @n_moves moves. */
static TmRecord *
full_game_prefix (guint n_moves)
{
  g_autofree char *path = full_game_path ();
  g_autoptr(GError) error = NULL;
  TmRecord *record = tm_record_load_file (path, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (tm_record_get_n_moves (record), >=, n_moves);
  while (tm_record_get_n_moves (record) > n_moves)
    tm_record_undo (record);
  return record;
}

static JsonObject *
parse_object (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = tm_json_parse (text, strlen (text), &error);

  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (node));
  return json_object_ref (json_node_get_object (node));
}

static char *
state_text (TmGame *game)
{
  g_autoptr(JsonNode) state = tm_game_serialize_state (game);
  g_autoptr(JsonGenerator) generator = json_generator_new ();

  json_generator_set_root (generator, state);
  return json_generator_to_data (generator, NULL);
}

static char *
make_temp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("tm-bad-input-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
remove_dir (const char *dir)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_assert_cmpint (g_remove (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* Bad record files ---------------------------------------------------------- */

typedef struct
{
  const char *name;
  const char *text;
  int code;                      /* TM_RECORD_ERROR_* */
  const char *words[4];
} BadRecord;

static const BadRecord bad_records[] = {
  /* unknown games, wrong versions */
  { "unknown-game", "{" HEAD "\"game\":\"chess\"," TWO NO_MOVES "}",
    TM_RECORD_ERROR_UNKNOWN_GAME, { "“chess”", "not a game" } },
  { "version-2", "{\"format\":\"tablemate-record\",\"version\":2}",
    TM_RECORD_ERROR_VERSION, { "version 2", "version 1" } },
  { "version-0", "{\"format\":\"tablemate-record\",\"version\":0}",
    TM_RECORD_ERROR_VERSION, { "version 0" } },
  { "version-negative", "{\"format\":\"tablemate-record\",\"version\":-1}",
    TM_RECORD_ERROR_VERSION, { "version -1" } },
  { "version-fraction", "{\"format\":\"tablemate-record\",\n\"version\":1.0}",
    TM_RECORD_ERROR_SYNTAX, { "line 2", "1.0", "whole number" } },
  { "version-beyond-64-bits", "{\"format\":\"tablemate-record\",\"version\":18446744073709551617}",
    TM_RECORD_ERROR_SYNTAX, { "line 1", "18446744073709551617", "too large" } },
  { "version-string", "{\"format\":\"tablemate-record\",\"version\":\"1\"}",
    TM_RECORD_ERROR_FORMAT, { "“version”" } },
  /* missing fields */
  { "missing-format", "{\"version\":1," COTS TWO NO_MOVES "}",
    TM_RECORD_ERROR_FORMAT, { "“format”" } },
  { "missing-game", "{" HEAD TWO NO_MOVES "}", TM_RECORD_ERROR_FORMAT, { "“game”" } },
  { "missing-players", "{" HEAD COTS NO_MOVES "}", TM_RECORD_ERROR_FORMAT, { "“players”" } },
  { "missing-moves", "{" HEAD COTS "\"players\":[\"A\",\"B\"]}", TM_RECORD_ERROR_FORMAT, { "“moves”" } },
  /* wrong types */
  { "game-array", "{" HEAD "\"game\":[]," TWO NO_MOVES "}",
    TM_RECORD_ERROR_FORMAT, { "“game”", "wrong type" } },
  { "players-string", "{" HEAD COTS "\"players\":\"A, B\"," NO_MOVES "}",
    TM_RECORD_ERROR_FORMAT, { "“players”", "wrong type" } },
  { "moves-object", "{" HEAD COTS TWO "\"moves\":{}}",
    TM_RECORD_ERROR_FORMAT, { "“moves”", "wrong type" } },
  { "options-string", "{" HEAD COTS TWO "\"options\":\"fast\"," NO_MOVES "}",
    TM_RECORD_ERROR_FORMAT, { "“options”", "wrong type" } },
  { "created-number", "{" HEAD COTS "\"created\":20261121," TWO NO_MOVES "}",
    TM_RECORD_ERROR_FORMAT, { "“created”", "wrong type" } },
  { "created-not-a-date", "{" HEAD COTS "\"created\":\"Saturday\"," TWO NO_MOVES "}",
    TM_RECORD_ERROR_FORMAT, { "“created”", "ISO 8601" } },
  { "id-number", "{" HEAD "\"id\":7," COTS TWO NO_MOVES "}",
    TM_RECORD_ERROR_FORMAT, { "“id”", "wrong type" } },
  { "player-null", "{" HEAD COTS "\"players\":[\"A\",null]," NO_MOVES "}",
    TM_RECORD_ERROR_FORMAT, { "Player 2" } },
  { "player-object", "{" HEAD COTS "\"players\":[{\"name\":\"A\"},\"B\"]," NO_MOVES "}",
    TM_RECORD_ERROR_FORMAT, { "Player 1" } },
  { "move-number", "{" HEAD COTS TWO "\"moves\":[{},{},7]}",
    TM_RECORD_ERROR_FORMAT, { "Move 3", "JSON object" } },
  /* ids that are not file names (the app saves <id>.json) */
  { "id-slash", "{" HEAD "\"id\":\"games/x\"," COTS TWO NO_MOVES "}",
    TM_RECORD_ERROR_FORMAT, { "“id”", "“/”" } },
  { "id-parent", "{" HEAD "\"id\":\"..\"," COTS TWO NO_MOVES "}",
    TM_RECORD_ERROR_FORMAT, { "“id”", "“.”" } },
  { "id-backslash", "{" HEAD "\"id\":\"a\\\\b\"," COTS TWO NO_MOVES "}",
    TM_RECORD_ERROR_FORMAT, { "“id”" } },
  { "id-newline", "{" HEAD "\"id\":\"a\\nb\"," COTS TWO NO_MOVES "}",
    TM_RECORD_ERROR_FORMAT, { "“id”", "control characters" } },
  { "id-empty", "{" HEAD "\"id\":\"\"," COTS TWO NO_MOVES "}",
    TM_RECORD_ERROR_FORMAT, { "“id”", "1 to 60" } },
  { "id-too-long", "{" HEAD "\"id\":\"0123456789012345678901234567890123456789012345678901234567890\","
    COTS TWO NO_MOVES "}", TM_RECORD_ERROR_FORMAT, { "“id”", "1 to 60" } },
  /* not JSON, or more than JSON: each names the line */
  { "missing-comma", "{\n" HEAD "\n" COTS "\n\"players\":[\"A\" \"B\"],\n" NO_MOVES "}",
    TM_RECORD_ERROR_SYNTAX, { "not valid JSON", ":4:" } },
  { "comment", "{" HEAD COTS TWO "\n/* a comment */ " NO_MOVES "}",
    TM_RECORD_ERROR_SYNTAX, { "line 2", "unexpected “/”" } },
  { "single-quotes", "{" HEAD COTS "\"players\":['A','B']," NO_MOVES "}",
    TM_RECORD_ERROR_SYNTAX, { "line 1", "unexpected “'”" } },
  { "bad-escape", "{" HEAD COTS "\"players\":[\"A\\qB\",\"C\"]," NO_MOVES "}",
    TM_RECORD_ERROR_SYNTAX, { "line 1", "“\\q”", "escape" } },
  { "nul-escape", "{" HEAD COTS "\"players\":[\"A\\u0000B\",\"C\"]," NO_MOVES "}",
    TM_RECORD_ERROR_SYNTAX, { "“\\u0000”" } },
  { "lone-surrogate", "{" HEAD COTS "\"players\":[\"\\udc00\",\"C\"]," NO_MOVES "}",
    TM_RECORD_ERROR_SYNTAX, { "“\\udc00”" } },
  { "high-surrogate-alone", "{" HEAD COTS "\"players\":[\"\\ud83dx\",\"C\"]," NO_MOVES "}",
    TM_RECORD_ERROR_SYNTAX, { "“\\ud83d”" } },
  { "infinite-number", "{" HEAD COTS TWO "\n\n\"moves\":[{\"type\":\"place\",\"note\":1e400}]}",
    TM_RECORD_ERROR_SYNTAX, { "line 3", "1e400", "whole number" } },
  { "hex-number", "{" HEAD COTS TWO "\"moves\":[{\"player\":0x1}]}",
    TM_RECORD_ERROR_SYNTAX, { "“0x1”", "not a number" } },
  { "leading-zero", "{" HEAD COTS TWO "\"moves\":[{\"player\":01}]}",
    TM_RECORD_ERROR_SYNTAX, { "“01”", "not a number" } },
  { "trailing-text", "{" HEAD COTS TWO NO_MOVES "} and more",
    TM_RECORD_ERROR_SYNTAX, { "not valid JSON" } },
  { "not-utf8", "{" HEAD COTS "\"players\":[\"\xff\",\"B\"]," NO_MOVES "}",
    TM_RECORD_ERROR_SYNTAX, { "UTF-8" } },
  { "empty", "", TM_RECORD_ERROR_SYNTAX, { "empty" } },
  { "spaces", "  \n ", TM_RECORD_ERROR_SYNTAX, { "empty" } },
};

static void
test_bad_record (gconstpointer data)
{
  const BadRecord *bad = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TmRecord) record = tm_record_load_data (bad->text, strlen (bad->text), &error);

  g_assert_null (record);
  g_assert_error (error, TM_RECORD_ERROR, bad->code);
  assert_words (error->message, bad->words);
}

/* An unknown game named by a long text with line breaks: the message
 * quotes the start of it, on one line. */
static void
test_unknown_game_long_name (void)
{
  g_autoptr(GString) text = g_string_new ("{" HEAD "\"game\":\"chess\\nreplay: ok ");
  g_autoptr(GError) error = NULL;
  g_autoptr(TmRecord) record = NULL;

  for (int i = 0; i < 100000; i++)
    g_string_append_c (text, 'x');
  g_string_append (text, "\"," TWO NO_MOVES "}");
  record = tm_record_load_data (text->str, text->len, &error);
  g_assert_null (record);
  g_assert_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_UNKNOWN_GAME);
  assert_words (error->message, WORDS ("“chess\\nreplay: ok", "…”", "not a game"));
}

/* Huge arrays and deep nesting ------------------------------------------- */

static void
test_huge_players (void)
{
  g_autoptr(GString) text = g_string_new ("{" HEAD COTS "\"players\":[");
  g_autoptr(GError) error = NULL;
  g_autoptr(TmRecord) record = NULL;

  for (int i = 0; i < 100000; i++)
    g_string_append (text, i == 0 ? "\"P\"" : ",\"P\"");
  g_string_append (text, "]," NO_MOVES "}");
  record = tm_record_load_data (text->str, text->len, &error);
  g_assert_null (record);
  g_assert_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_FORMAT);
  assert_words (error->message, WORDS ("100000 players", "1 to 8"));
}

/* Deep enough to overflow json-glib's recursive parser, were it to see
 * it; also when a comment or a single-quoted string (which json-glib
 * accepts) holds a quote that once hid the brackets from the depth
 * check, and the parser crashed. */
static void
test_deep_nesting_hidden (gconstpointer data)
{
  const char *prefix = data;
  g_autoptr(GString) text = g_string_new ("{" HEAD COTS TWO NO_MOVES ",\"x\":");
  g_autoptr(GError) error = NULL;
  g_autoptr(TmRecord) record = NULL;

  g_string_append (text, prefix);
  for (int i = 0; i < 100000; i++)
    g_string_append_c (text, '[');
  record = tm_record_load_data (text->str, text->len, &error);
  g_assert_null (record);
  g_assert_nonnull (error);
  g_assert_true (error->domain == TM_RECORD_ERROR);
  if (prefix[0] == '\0')
    assert_words (error->message, WORDS ("32 levels"));
  else
    assert_words (error->message, WORDS ("line 1", "unexpected"));
}

/* A move with a huge array, or a huge text, is refused with a short
 * message. */
static void
test_huge_move (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = tm_registry_create_game ("children-of-the-sun", 2, NULL, &error);
  g_autoptr(GString) text = g_string_new ("{\"type\":\"groups\",\"player\":0,\"groups\":[");
  g_autoptr(JsonObject) move = NULL;

  g_assert_no_error (error);
  for (int i = 0; i < 100000; i++)
    g_string_append (text, i == 0 ? "[]" : ",[]");
  g_string_append (text, "]}");
  move = parse_object (text->str);
  g_assert_false (tm_game_apply_move (game, move, &error));
  assert_words (error->message, WORDS ("three groups", "100000"));
  g_clear_error (&error);
  g_clear_pointer (&move, json_object_unref);

  g_string_assign (text, "{\"type\":\"place\",\"cell\":[0,0],\"card\":\"R+");
  for (int i = 0; i < 1000000; i++)
    g_string_append_c (text, '1');
  g_string_append (text, "\"}");
  move = parse_object (text->str);
  g_assert_false (tm_game_apply_move (game, move, &error));
  assert_words (error->message, WORDS ("“R+111", "…”", "not a card"));
  g_assert_cmpuint (tm_game_get_n_moves (game), ==, 0);
}

/* A failed load changes no file ------------------------------------------ */

static void
test_failed_load_changes_nothing (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *good_path = g_build_filename (dir, "good.json", NULL);
  g_autofree char *bad_path = g_build_filename (dir, "bad.json", NULL);
  g_autoptr(TmRecord) record = full_game_prefix (5);
  g_autoptr(TmRecord) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *good_before = NULL;
  g_autofree char *good_after = NULL;
  g_autofree char *bad_after = NULL;
  const char bad_text[] = "{" HEAD "\"game\":\"chess\"," TWO NO_MOVES "}";
  GStatBuf before, after;
  gsize length;

  g_assert_true (tm_record_save (record, good_path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (bad_path, bad_text, -1, &error));
  g_assert_no_error (error);
  good_before = read_file (good_path, &length);
  g_assert_cmpint (g_stat (bad_path, &before), ==, 0);

  loaded = tm_record_load_file (bad_path, &error);
  g_assert_null (loaded);
  g_assert_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_UNKNOWN_GAME);

  /* Neither the bad file nor a good one beside it was touched. */
  g_assert_cmpint (g_stat (bad_path, &after), ==, 0);
  g_assert_cmpint (after.st_mtime, ==, before.st_mtime);
  g_assert_cmpint (after.st_size, ==, before.st_size);
  bad_after = read_file (bad_path, &length);
  g_assert_cmpstr (bad_after, ==, bad_text);
  good_after = read_file (good_path, &length);
  g_assert_cmpstr (good_after, ==, good_before);

  remove_dir (dir);
}

/* Refused moves change nothing -------------------------------------------- */

typedef struct
{
  const char *name;
  guint after;                   /* moves of cots-full-game.json played first */
  const char *move;
  const char *rule;              /* the rule's id, or NULL */
  GQuark (*domain) (void);       /* else the error's domain … */
  int code;                      /* … and code */
  const char *words[4];
} BadMove;

static const BadMove bad_moves[] = {
  /* Siege, after 3 moves: Y-3 is on [1,2] (middle right); the first player is next. */
  { "duplicate-card-on-field", 3, "{\"type\":\"place\",\"card\":\"Y-3\",\"cell\":[2,1]}",
    "card-already-seen", NULL, 0, { "Yellow −3", "middle right" } },
  { "cell-out-of-range", 3, "{\"type\":\"place\",\"card\":\"B+2\",\"cell\":[3,0]}",
    NULL, tm_rules_error_quark, TM_RULES_ERROR_INVALID_MOVE, { "“cell”", "0 and 2" } },
  { "cell-negative", 3, "{\"type\":\"place\",\"card\":\"B+2\",\"cell\":[-1,1]}",
    NULL, tm_rules_error_quark, TM_RULES_ERROR_INVALID_MOVE, { "“cell”", "[row, column]" } },
  { "cell-one-number", 3, "{\"type\":\"place\",\"card\":\"B+2\",\"cell\":[1]}",
    NULL, tm_rules_error_quark, TM_RULES_ERROR_INVALID_MOVE, { "“cell”" } },
  { "cell-huge", 3, "{\"type\":\"place\",\"card\":\"B+2\",\"cell\":[4294967296,0]}",
    NULL, tm_rules_error_quark, TM_RULES_ERROR_INVALID_MOVE, { "“cell”" } },
  { "player-out-of-range", 3, "{\"type\":\"place\",\"card\":\"B+2\",\"cell\":[2,1],\"player\":2}",
    NULL, tm_rules_error_quark, TM_RULES_ERROR_INVALID_MOVE, { "“player”", "0", "1" } },
  { "player-negative", 3, "{\"type\":\"place\",\"card\":\"B+2\",\"cell\":[2,1],\"player\":-1}",
    NULL, tm_rules_error_quark, TM_RULES_ERROR_INVALID_MOVE, { "“player”" } },
  { "wrong-player", 3, "{\"type\":\"place\",\"card\":\"B+2\",\"cell\":[2,1],\"player\":1}",
    NULL, tm_rules_error_quark, TM_RULES_ERROR_WRONG_PLAYER, { "It is Aoi’s turn, not Mio’s." } },
  { "unknown-card", 3, "{\"type\":\"place\",\"card\":\"Z+9\",\"cell\":[2,1]}",
    NULL, tm_rules_error_quark, TM_RULES_ERROR_INVALID_MOVE, { "“Z+9”", "not a card" } },
  { "card-number", 3, "{\"type\":\"place\",\"card\":12,\"cell\":[2,1]}",
    NULL, tm_rules_error_quark, TM_RULES_ERROR_INVALID_MOVE, { "“card”" } },
  { "no-type", 3, "{\"card\":\"B+2\",\"cell\":[2,1]}",
    NULL, tm_rules_error_quark, TM_RULES_ERROR_INVALID_MOVE, { "“type”" } },
  { "unknown-type", 3, "{\"type\":\"jump\",\"card\":\"B+2\",\"cell\":[2,1]}",
    NULL, tm_rules_error_quark, TM_RULES_ERROR_INVALID_MOVE, { "“jump”" } },
  { "turn-string", 3, "{\"type\":\"place\",\"card\":\"B+2\",\"cell\":[2,1],\"turn\":\"2\"}",
    NULL, tm_rules_error_quark, TM_RULES_ERROR_INVALID_MOVE, { "“turn”" } },
  { "unknown-effect", 3, "{\"type\":\"place\",\"card\":\"B+2\",\"cell\":[2,1],\"effect\":\"explode\"}",
    NULL, tm_rules_error_quark, TM_RULES_ERROR_INVALID_MOVE, { "“effect”" } },
  /* Extermination, groups step: the first player's bed holds P0 and P+3. */
  { "duplicate-card-in-groups", 26, "{\"type\":\"groups\",\"player\":0,\"groups\":[[\"P0\",\"P0\"]]}",
    "group-card-twice", NULL, 0, { "Purple 0", "twice" } },
  { "duplicate-card-across-groups", 26, "{\"type\":\"groups\",\"player\":0,\"groups\":[[\"P0\"],[\"P0\"]]}",
    "group-card-twice", NULL, 0, { "Purple 0", "twice" } },
  { "card-not-in-bed", 26, "{\"type\":\"groups\",\"player\":0,\"groups\":[[\"R0\",\"P0\"]]}",
    "group-card-not-in-bed", NULL, 0, { "Red 0", "Aoi’s bed" } },
  { "four-groups", 26, "{\"type\":\"groups\",\"player\":0,\"groups\":[[],[],[],[]]}",
    "group-shape", NULL, 0, { "three groups", "4" } },
  { "three-cards-in-a-group", 26, "{\"type\":\"groups\",\"player\":0,\"groups\":[[\"P0\",\"P+3\",\"R0\"]]}",
    "group-shape", NULL, 0, { "Group 1", "3 cards" } },
  { "groups-player-missing", 26, "{\"type\":\"groups\",\"groups\":[[\"P0\",\"P+3\"]]}",
    NULL, tm_rules_error_quark, TM_RULES_ERROR_INVALID_MOVE, { "“player”" } },
  { "groups-player-out-of-range", 26, "{\"type\":\"groups\",\"player\":7,\"groups\":[[\"P0\",\"P+3\"]]}",
    NULL, tm_rules_error_quark, TM_RULES_ERROR_INVALID_MOVE, { "“player”" } },
  { "place-in-extermination", 26, "{\"type\":\"place\",\"card\":\"R0\",\"cell\":[0,0]}",
    "wrong-phase", NULL, 0, { "groups" } },
  /* Extermination, reveal step. */
  { "duplicate-card-in-reveal", 28, "{\"type\":\"reveal\",\"cards\":[\"Y-1\",\"Y-1\"]}",
    "shield-card-twice", NULL, 0, { "Yellow −1", "twice" } },
  { "reveal-seen-card", 28, "{\"type\":\"reveal\",\"cards\":[\"Y-3\",\"Y-1\"]}",
    "shield-card-seen", NULL, 0, { "Yellow −3", "face up" } },
  { "reveal-three-cards", 28, "{\"type\":\"reveal\",\"cards\":[\"Y-1\",\"R0\",\"Y+2\"]}",
    NULL, tm_rules_error_quark, TM_RULES_ERROR_INVALID_MOVE, { "“cards”", "two" } },
  /* After the end. */
  { "move-after-the-end", 31, "{\"type\":\"reveal\",\"cards\":[\"B-2\",\"R0\"]}",
    NULL, tm_rules_error_quark, TM_RULES_ERROR_GAME_FINISHED, { "game is over" } },
  { "place-after-the-end", 31, "{\"type\":\"place\",\"card\":\"B-2\",\"cell\":[0,0]}",
    NULL, tm_rules_error_quark, TM_RULES_ERROR_GAME_FINISHED, { "game is over" } },
};

/* As the app enters a move: play it, and save only when it was legal. */
static gboolean
play_and_save (TmRecord    *record,
               TmGame      *game,
               JsonObject  *move,
               const char  *path,
               GError     **error)
{
  if (!tm_record_play (record, game, move, error))
    return FALSE;
  return tm_record_save (record, path, error);
}

static void
test_bad_move (gconstpointer data)
{
  const BadMove *bad = data;
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_autoptr(TmRecord) record = full_game_prefix (bad->after);
  g_autoptr(TmGame) game = NULL;
  g_autoptr(JsonObject) move = parse_object (bad->move);
  g_autoptr(GError) error = NULL;
  g_autofree char *file_before = NULL;
  g_autofree char *file_after = NULL;
  g_autofree char *state_before = NULL;
  g_autofree char *state_after = NULL;
  g_autofree char *data_before = NULL;
  g_autofree char *data_after = NULL;
  int illegal = 0;
  gsize length;

  game = tm_record_replay (record, G_MAXUINT, &illegal, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (illegal, ==, -1);
  g_assert_true (tm_record_save (record, path, &error));
  g_assert_no_error (error);
  file_before = read_file (path, &length);
  state_before = state_text (game);
  data_before = tm_record_to_data (record, NULL);

  g_assert_false (play_and_save (record, game, move, path, &error));
  g_assert_nonnull (error);
  if (bad->rule != NULL)
    g_assert_cmpstr (tm_game_get_error_rule (game, error), ==, bad->rule);
  else
    g_assert_error (error, bad->domain (), bad->code);
  assert_words (error->message, bad->words);

  /* Nothing changed: not the record, not the position, not the file. */
  g_assert_cmpuint (tm_record_get_n_moves (record), ==, bad->after);
  g_assert_cmpuint (tm_game_get_n_moves (game), ==, bad->after);
  state_after = state_text (game);
  g_assert_cmpstr (state_after, ==, state_before);
  data_after = tm_record_to_data (record, NULL);
  g_assert_cmpstr (data_after, ==, data_before);
  file_after = read_file (path, &length);
  g_assert_cmpstr (file_after, ==, file_before);

  remove_dir (dir);
}

/* Bad score sheets (`tablemate-cli score`) -------------------------------- */

typedef struct
{
  const char *name;
  const char *text;
  const char *words[4];
} BadSheet;

#define SHIELD "\"shield\":[\"B+1\",\"R+1\",\"R+2\",\"Y-1\",\"B+2\",\"Y+2\"],"
#define PLAYER2 "{\"analyses\":2,\"groups\":[],\"set_aside\":0}"

static const BadSheet bad_sheets[] = {
  { "no-shield", "{\"players\":[" PLAYER2 "," PLAYER2 "]}", { "“shield”" } },
  { "seven-shield-cards", "{\"shield\":[\"B+1\",\"R+1\",\"R+2\",\"Y-1\",\"B+2\",\"Y+2\",\"P0\"],"
    "\"players\":[" PLAYER2 "," PLAYER2 "]}", { "“shield”", "six" } },
  { "shield-card-number", "{\"shield\":[\"B+1\",\"R+1\",3,\"Y-1\",\"B+2\",\"Y+2\"],"
    "\"players\":[" PLAYER2 "," PLAYER2 "]}", { "Shield position 3" } },
  { "duplicate-shield-card", "{\"shield\":[\"B+1\",\"R+1\",\"R+1\",\"Y-1\",\"B+2\",\"Y+2\"],"
    "\"players\":[" PLAYER2 "," PLAYER2 "]}", { "Red +1", "twice" } },
  { "three-players", "{" SHIELD "\"players\":[" PLAYER2 "," PLAYER2 "," PLAYER2 "]}", { "“players”", "two" } },
  { "player-string", "{" SHIELD "\"players\":[\"Aoi\"," PLAYER2 "]}", { "Player 1", "JSON object" } },
  { "analyses-string", "{" SHIELD "\"players\":[{\"analyses\":\"3\",\"groups\":[],\"set_aside\":0}," PLAYER2 "]}",
    { "Player 1", "“analyses”" } },
  { "analyses-seven", "{" SHIELD "\"players\":[" PLAYER2 ",{\"analyses\":7,\"groups\":[],\"set_aside\":0}]}",
    { "Player 2", "“analyses”", "7" } },
  { "set-aside-negative", "{" SHIELD "\"players\":[{\"analyses\":0,\"groups\":[],\"set_aside\":-1}," PLAYER2 "]}",
    { "Player 1", "“set_aside”", "-1" } },
  { "four-groups", "{" SHIELD "\"players\":[{\"analyses\":0,\"groups\":[[],[],[],[]],\"set_aside\":0}," PLAYER2 "]}",
    { "Player 1", "three groups" } },
  { "group-of-three", "{" SHIELD "\"players\":[{\"analyses\":0,\"groups\":[[\"R0\",\"P0\",\"B0\"]],\"set_aside\":0}," PLAYER2 "]}",
    { "Player 1", "group 1", "two cards" } },
  { "not-a-card", "{" SHIELD "\"players\":[{\"analyses\":0,\"groups\":[[\"R0\",\"Q\"]],\"set_aside\":0}," PLAYER2 "]}",
    { "Player 1, group 1, card 2" } },
  { "card-in-shield-and-group", "{" SHIELD "\"players\":[{\"analyses\":0,\"groups\":[[\"R+1\",\"P0\"]],\"set_aside\":0}," PLAYER2 "]}",
    { "Red +1" } },
};

static void
test_bad_sheet (gconstpointer data)
{
  const BadSheet *bad = data;
  const TmGameInfo *info = tm_registry_lookup ("children-of-the-sun");
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = tm_json_parse (bad->text, strlen (bad->text), &error);
  g_autoptr(JsonNode) result = NULL;

  g_assert_no_error (error);
  result = info->score_sheet (json_node_get_object (root), &error);
  g_assert_null (result);
  g_assert_nonnull (error);
  assert_words (error->message, bad->words);
}

/* The limits, at the boundary --------------------------------------------- */

/* A record of exactly @size bytes (compact JSON, one move per element of
 * @n_moves, padded by a long player name), or NULL when @size is too
 * small for that. */
static GString *
record_of_size (gsize size,
                guint n_moves)
{
  GString *text = g_string_new ("{" HEAD COTS "\"moves\":[");
  gsize fixed;

  for (guint i = 0; i < n_moves; i++)
    g_string_append (text, i == 0 ? "{}" : ",{}");
  g_string_append (text, "],\"players\":[\"A\",\"");
  fixed = text->len + strlen ("\"]}");
  g_assert_cmpuint (size, >, fixed);
  for (gsize i = fixed; i < size; i++)
    g_string_append_c (text, 'x');
  g_string_append (text, "\"]}");
  g_assert_cmpuint (text->len, ==, size);
  return text;
}

static void
test_limit_bytes (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_autoptr(GString) at_limit = record_of_size (TM_JSON_MAX_BYTES, 0);
  g_autoptr(GString) over = record_of_size (TM_JSON_MAX_BYTES + 1, 0);
  g_autoptr(TmRecord) record = NULL;
  g_autoptr(TmRecord) from_file = NULL;
  g_autoptr(GError) error = NULL;

  record = tm_record_load_data (at_limit->str, at_limit->len, &error);
  g_assert_no_error (error);
  g_assert_nonnull (record);
  g_clear_object (&record);

  record = tm_record_load_data (over->str, over->len, &error);
  g_assert_null (record);
  g_assert_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_TOO_LARGE);
  assert_words (error->message, WORDS ("4194305 bytes", "4194304"));
  g_clear_error (&error);

  /* The same through a file (whose size is checked before reading). */
  g_assert_true (g_file_set_contents (path, at_limit->str, (gssize) at_limit->len, &error));
  from_file = tm_record_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (from_file);
  g_clear_object (&from_file);
  g_assert_true (g_file_set_contents (path, over->str, (gssize) over->len, &error));
  from_file = tm_record_load_file (path, &error);
  g_assert_null (from_file);
  g_assert_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_TOO_LARGE);
  assert_words (error->message, WORDS ("4194305 bytes"));

  remove_dir (dir);
}

static void
test_limit_moves (void)
{
  g_autoptr(GString) at_limit = record_of_size (100000, TM_RECORD_MAX_MOVES);
  g_autoptr(GString) over = record_of_size (100000, TM_RECORD_MAX_MOVES + 1);
  g_autoptr(TmRecord) record = NULL;
  g_autoptr(GError) error = NULL;

  record = tm_record_load_data (at_limit->str, at_limit->len, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tm_record_get_n_moves (record), ==, TM_RECORD_MAX_MOVES);
  g_clear_object (&record);

  record = tm_record_load_data (over->str, over->len, &error);
  g_assert_null (record);
  g_assert_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_TOO_LARGE);
  assert_words (error->message, WORDS ("10001 moves", "10000"));
}

/* Levels: the record object is 1, "moves" 2, the move 3, then arrays. */
static GString *
record_of_depth (guint depth)
{
  GString *text = g_string_new ("{" HEAD COTS TWO "\"moves\":[{\"x\":");

  for (guint i = 3; i < depth; i++)
    g_string_append_c (text, '[');
  for (guint i = 3; i < depth; i++)
    g_string_append_c (text, ']');
  g_string_append (text, "}]}");
  return text;
}

static void
test_limit_depth (void)
{
  g_autoptr(GString) at_limit = record_of_depth (TM_JSON_MAX_DEPTH);
  g_autoptr(GString) over = record_of_depth (TM_JSON_MAX_DEPTH + 1);
  g_autoptr(TmRecord) record = NULL;
  g_autoptr(TmRecord) reloaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length;

  record = tm_record_load_data (at_limit->str, at_limit->len, &error);
  g_assert_no_error (error);
  g_assert_nonnull (record);
  /* What is written at the limit reads back. */
  data = tm_record_to_data (record, &length);
  reloaded = tm_record_load_data (data, length, &error);
  g_assert_no_error (error);
  g_clear_object (&record);

  record = tm_record_load_data (over->str, over->len, &error);
  g_assert_null (record);
  g_assert_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_TOO_LARGE);
  assert_words (error->message, WORDS ("32 levels"));
}

static void
test_limit_players (void)
{
  const char at_limit[] = "{" HEAD "\"game\":\"planetary-sisters\","
    "\"players\":[\"1\",\"2\",\"3\",\"4\",\"5\",\"6\",\"7\",\"8\"]," NO_MOVES "}";
  const char over[] = "{" HEAD "\"game\":\"planetary-sisters\","
    "\"players\":[\"1\",\"2\",\"3\",\"4\",\"5\",\"6\",\"7\",\"8\",\"9\"]," NO_MOVES "}";
  g_autoptr(TmRecord) record = NULL;
  g_autoptr(GError) error = NULL;

  record = tm_record_load_data (at_limit, strlen (at_limit), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tm_record_get_n_players (record), ==, TM_RECORD_MAX_PLAYERS);
  g_clear_object (&record);

  record = tm_record_load_data (over, strlen (over), &error);
  g_assert_null (record);
  g_assert_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_FORMAT);
  assert_words (error->message, WORDS ("9 players", "1 to 8"));
}

/* A record read near the size limit is saved (compact when indenting
 * would take it over) and reads back the same. */
static void
test_save_at_size_limit (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  /* Saving adds "id", "created" and "options": leave room for them. */
  g_autoptr(GString) at_limit = record_of_size (TM_JSON_MAX_BYTES - 1024, TM_RECORD_MAX_MOVES);
  g_autoptr(TmRecord) record = NULL;
  g_autoptr(TmRecord) reloaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *indented = NULL;
  gsize length;

  record = tm_record_load_data (at_limit->str, at_limit->len, &error);
  g_assert_no_error (error);
  indented = tm_record_to_data (record, &length);
  g_assert_cmpuint (length, >, TM_JSON_MAX_BYTES);

  g_assert_true (tm_record_save (record, path, &error));
  g_assert_no_error (error);
  reloaded = tm_record_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tm_record_get_n_moves (reloaded), ==, TM_RECORD_MAX_MOVES);
  g_assert_cmpstr (tm_record_get_player (reloaded, 1), ==, tm_record_get_player (record, 1));

  remove_dir (dir);
}

/* One move over the limit is not saved: the old file stays, the game in
 * memory is kept. */
static void
test_save_over_limits (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_autoptr(GString) at_limit = record_of_size (100000, TM_RECORD_MAX_MOVES);
  g_autoptr(TmRecord) record = NULL;
  g_autoptr(TmRecord) crowd = NULL;
  g_autoptr(JsonObject) move = parse_object ("{}");
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  const char * const nine[] = { "1", "2", "3", "4", "5", "6", "7", "8", "9", NULL };
  gsize length;

  record = tm_record_load_data (at_limit->str, at_limit->len, &error);
  g_assert_no_error (error);
  g_assert_true (tm_record_save (record, path, &error));
  g_assert_no_error (error);
  before = read_file (path, &length);

  tm_record_append_move (record, move);
  g_assert_false (tm_record_save (record, path, &error));
  g_assert_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_WRITE);
  assert_words (error->message, WORDS ("could not be saved", "10001 moves"));
  g_clear_error (&error);
  g_assert_cmpuint (tm_record_get_n_moves (record), ==, TM_RECORD_MAX_MOVES + 1);
  after = read_file (path, &length);
  g_assert_cmpstr (after, ==, before);

  crowd = tm_record_new ("planetary-sisters", nine, NULL);
  g_assert_false (tm_record_save (crowd, path, &error));
  g_assert_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_WRITE);
  assert_words (error->message, WORDS ("9 players"));
  g_free (after);
  after = read_file (path, &length);
  g_assert_cmpstr (after, ==, before);

  remove_dir (dir);
}

/* tm_json_parse() takes no data at all. */
static void
test_parse_nothing (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = tm_json_parse (NULL, 0, &error);

  g_assert_null (node);
  g_assert_error (error, TM_JSON_ERROR, TM_JSON_ERROR_SYNTAX);
}

/* Blanks between tokens: where they separate two words or numbers they
 * still do ("[1 2]" is refused, not read as [12]); json-glib's message
 * on a bad file gives its line and column as written; blanks in strings
 * are kept. */
static void
test_parse_blanks (void)
{
  const char *refused[] = {
    "[1 2]", "[1\n\t 2]", "[true false]", "[tr ue]", "{\"a\" \"b\"}", "[\"a\" \"b\"]",
    "[- 1]", "{\"a\": 1 \"b\": 2}", " \n\t ",
  };
  const char *missing_comma = "{\n  \"a\": 1\n  \"b\": 2\n}";
  const char *with_blanks = "{ \"a b\" :\n [ \" x \\\" y \" , -1 , true ] }";
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;
  JsonObject *object;

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr(JsonNode) bad = tm_json_parse (refused[i], strlen (refused[i]), &error);

      if (bad != NULL)
        g_error ("%s was read as %s", refused[i], json_to_string (bad, FALSE));
      g_assert_error (error, TM_JSON_ERROR, TM_JSON_ERROR_SYNTAX);
      g_clear_error (&error);
    }

  node = tm_json_parse (missing_comma, strlen (missing_comma), &error);
  g_assert_null (node);
  g_assert_error (error, TM_JSON_ERROR, TM_JSON_ERROR_SYNTAX);
  /* json-glib's "<data>:2:8: Parse error: …", as in the text written
   * (":1:6:" without its blanks). */
  g_assert_nonnull (strstr (error->message, "<data>:2:8: "));
  g_clear_error (&error);

  node = tm_json_parse (with_blanks, strlen (with_blanks), &error);
  g_assert_no_error (error);
  object = json_node_get_object (node);
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (object, "a b"), 0),
                   ==, " x \" y ");
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (object, "a b"), 1), ==, -1);
  g_assert_true (json_array_get_boolean_element (json_object_get_array_member (object, "a b"), 2));
}

typedef struct
{
  const char * const *texts;
  const gsize *lengths;
  guint n_seen;
} EachCheck;

/* Each node handed over is what the text gives read on its own. */
static void
check_each (guint     index,
            JsonNode *node,
            gpointer  data)
{
  EachCheck *check = data;
  g_autoptr(JsonNode) alone = tm_json_parse_mutable (check->texts[index], check->lengths[index], NULL);
  g_autofree char *shown = tm_json_describe_text (check->texts[index], check->lengths[index], 80);

  g_assert_cmpuint (index, ==, check->n_seen);
  check->n_seen++;
  if (alone == NULL && node != NULL)
    g_error ("%s is refused alone, read as %s with others", shown, json_to_string (node, FALSE));
  if (alone != NULL && node == NULL)
    g_error ("%s is read alone, refused with others", shown);
  if (alone != NULL && !json_node_equal (alone, node))
    g_error ("%s is read as %s with others, %s alone", shown, json_to_string (node, FALSE),
             json_to_string (alone, FALSE));
}

static void
check_parse_each (GPtrArray *texts)
{
  g_autofree gsize *lengths = g_new (gsize, texts->len + 1);
  EachCheck check = { (const char * const *) texts->pdata, lengths, 0 };

  for (guint i = 0; i < texts->len; i++)
    lengths[i] = strlen (g_ptr_array_index (texts, i));
  tm_json_parse_each_mutable (check.texts, lengths, texts->len, check_each, &check);
  g_assert_cmpuint (check.n_seen, ==, texts->len);
}

/* Lines read together in one parse (the history index) give exactly
 * what each gives alone, whatever a line holds: one that is not a whole
 * value, brackets in strings, one nested to the limit, random damage. */
static void
test_parse_each (void)
{
  const char *tricky[] = {
    "[1,\"a\",[2,3],{\"b\":null}]", "[1],[2]", "[1", "2]", "[\"a]\"]", "[\"\\\"]\"]", "[\"\\\\\"]",
    " [1]", "[1] ", "{\"a\":1}", "{\"a\":1,\"a\":2}", "[]", "{}", "null", "1", "\"x\"", "[1,]",
    "[1e3]", "[\"\\u0000\"]", "[tr ue]", "[1 2]", "]", "[[]", "[]]", "[\"a\xff\"]", "[\"é\",\"太陽\"]",
    "[\"\\ud800\"]", "[99999999999999999999]", "[-0]", "[[[[[]]]]]",
  };
  const char * const misaligned[][5] = {
    { "[1", "[2]]", "[3],[4]", NULL },
    { "[1,\"]\"", "[2]]", "[3],[4]", NULL },
    { "{\"a\":[1", "[2]]}", "[3],[4]", NULL },
  };
  const char *good = "[\"5b0e.json\",1763769108542236,2345,\"5b0e\",\"children-of-the-sun\","
                     "\"2026-11-21T20:15:00Z\",[\"Aoi\",\"Mio\"],[15,12],[0],31,0,null]";
  const char noise[] = "[]{}\",:\\ 0a-e.";
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261129);
  GString *deep = g_string_new (NULL);

  /* Alone at the nesting limit, one level over it when joined. */
  for (guint i = 0; i < TM_JSON_MAX_DEPTH; i++)
    g_string_append_c (deep, '[');
  for (guint i = 0; i < TM_JSON_MAX_DEPTH; i++)
    g_string_append_c (deep, ']');

  for (guint i = 0; i < G_N_ELEMENTS (tricky); i++)
    g_ptr_array_add (texts, g_strdup (tricky[i]));
  check_parse_each (texts);
  /* Lines that, joined, would parse with one element a line, each
   * element not what its line is. */
  for (guint i = 0; i < G_N_ELEMENTS (misaligned); i++)
    {
      g_ptr_array_set_size (texts, 0);
      for (const char * const *line = misaligned[i]; *line != NULL; line++)
        g_ptr_array_add (texts, g_strdup (*line));
      check_parse_each (texts);
    }
  g_ptr_array_set_size (texts, 0);
  for (guint i = 0; i < 20; i++)
    g_ptr_array_add (texts, g_strdup (good));
  check_parse_each (texts);
  g_ptr_array_add (texts, g_string_free (deep, FALSE));
  check_parse_each (texts);

  /* Batches of good lines with a few damaged ones among them. */
  for (guint round = 0; round < 300; round++)
    {
      guint n = g_rand_int_range (rand, 1, 40);

      g_ptr_array_set_size (texts, 0);
      for (guint i = 0; i < n; i++)
        {
          GString *line = g_string_new (good);

          if (g_rand_int_range (rand, 0, 4) == 0)
            for (int edits = g_rand_int_range (rand, 1, 4); edits > 0; edits--)
              {
                gsize at = g_rand_int_range (rand, 0, (gint32) line->len);
                char c = noise[g_rand_int_range (rand, 0, sizeof noise - 1)];

                switch (g_rand_int_range (rand, 0, 3))
                  {
                  case 0: line->str[at] = c; break;
                  case 1: g_string_insert_c (line, (gssize) at, c); break;
                  default: g_string_erase (line, (gssize) at, 1); break;
                  }
              }
          g_ptr_array_add (texts, g_string_free (line, FALSE));
        }
      check_parse_each (texts);
    }
}

static void
test_describe_text (void)
{
  g_autofree char *plain = tm_json_describe_text ("R+2", -1, 10);
  g_autofree char *controls = tm_json_describe_text ("a\nb\tc\x01" "d\x7f", -1, 20);
  g_autofree char *cut = tm_json_describe_text ("太陽の子供たち", -1, 2);
  g_autofree char *bytes = tm_json_describe_text ("a\xff", 2, 10);

  g_assert_cmpstr (plain, ==, "R+2");
  g_assert_cmpstr (controls, ==, "a\\nb\\tc\\u0001d\\u007f");
  g_assert_cmpstr (cut, ==, "太陽…");
  g_assert_cmpstr (bytes, ==, "a\\xff");
}

/* An unknown option whose name holds control characters: every game
 * refuses it with a one-line message that names it escaped
 * (regress-control-character-in-option: Psi Conjuring quoted it raw). */
static void
test_option_name_escaped (void)
{
  const char *games[] = { "children-of-the-sun", "planetary-sisters",
                          "tsuki-no-utena", "psi-conjuring" };

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autoptr(JsonObject) options = json_object_new ();
      g_autoptr(GError) error = NULL;
      g_autoptr(TmGame) game = NULL;

      json_object_set_int_member (options, "kind\001\n", 1);
      game = tm_registry_create_game (games[i], 2, options, &error);
      g_assert_null (game);
      g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_BAD_SETUP);
      assert_one_line (error->message);
      g_assert_nonnull (strstr (error->message, "kind\\u0001\\n"));
    }
}

int
test_bad_input_main (int   argc,
                     char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (bad_records); i++)
    {
      g_autofree char *path = g_strdup_printf ("/bad-input/record/%s", bad_records[i].name);
      g_test_add_data_func (path, &bad_records[i], test_bad_record);
    }
  g_test_add_func ("/bad-input/record/unknown-game-long-name", test_unknown_game_long_name);
  g_test_add_func ("/bad-input/record/huge-players", test_huge_players);
  g_test_add_data_func ("/bad-input/record/deep-nesting", "", test_deep_nesting_hidden);
  g_test_add_data_func ("/bad-input/record/deep-nesting-after-comment", "/*\"*/", test_deep_nesting_hidden);
  g_test_add_data_func ("/bad-input/record/deep-nesting-after-single-quotes", "['\"',", test_deep_nesting_hidden);
  g_test_add_func ("/bad-input/record/failed-load-changes-nothing", test_failed_load_changes_nothing);
  g_test_add_func ("/bad-input/move/huge", test_huge_move);
  g_test_add_func ("/bad-input/setup/option-name-escaped", test_option_name_escaped);
  for (guint i = 0; i < G_N_ELEMENTS (bad_moves); i++)
    {
      g_autofree char *path = g_strdup_printf ("/bad-input/move/%s", bad_moves[i].name);
      g_test_add_data_func (path, &bad_moves[i], test_bad_move);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad_sheets); i++)
    {
      g_autofree char *path = g_strdup_printf ("/bad-input/score-sheet/%s", bad_sheets[i].name);
      g_test_add_data_func (path, &bad_sheets[i], test_bad_sheet);
    }
  g_test_add_func ("/limits/bytes", test_limit_bytes);
  g_test_add_func ("/limits/moves", test_limit_moves);
  g_test_add_func ("/limits/depth", test_limit_depth);
  g_test_add_func ("/limits/players", test_limit_players);
  g_test_add_func ("/limits/save-at-size-limit", test_save_at_size_limit);
  g_test_add_func ("/limits/save-over-limits", test_save_over_limits);
  g_test_add_func ("/bad-input/json/parse-nothing", test_parse_nothing);
  g_test_add_func ("/bad-input/json/describe-text", test_describe_text);
  g_test_add_func ("/bad-input/json/blanks", test_parse_blanks);
  g_test_add_func ("/bad-input/json/parse-each", test_parse_each);

  return g_test_run ();
}
