/* test-record.c — game records: round trips, undo/redo, atomic saving,
 * refusal of every kind of bad file, and replay */
#include "core/tm-json.h"
#include "core/tm-record.h"
#include "core/tm-registry.h"
#include "core/tm-rules-error.h"
#include "core-test-programs.h"

#include <glib/gstdio.h>

static const char * const two_players[] = { "Aoi", "Mio", NULL };

static JsonObject *
parse_object (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();

  g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  return json_object_ref (json_node_get_object (json_parser_get_root (parser)));
}

static TmRecord *
load (const char  *text,
      GError     **error)
{
  return tm_record_load_data (text, strlen (text), error);
}

static void
test_round_trip (void)
{
  g_autoptr(JsonObject) options = parse_object ("{\"variant\": \"standard\"}");
  g_autoptr(JsonObject) move = parse_object ("{\"type\":\"place\",\"card\":\"R+1\",\"cell\":[0,0]}");
  g_autoptr(TmRecord) record = tm_record_new ("children-of-the-sun", two_players, options);
  g_autoptr(TmRecord) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *again = NULL;
  gsize length;

  tm_record_append_move (record, move);
  data = tm_record_to_data (record, &length);
  loaded = tm_record_load_data (data, length, &error);
  g_assert_no_error (error);

  g_assert_cmpstr (tm_record_get_id (loaded), ==, tm_record_get_id (record));
  g_assert_cmpstr (tm_record_get_game_id (loaded), ==, "children-of-the-sun");
  g_assert_cmpuint (tm_record_get_n_players (loaded), ==, 2);
  g_assert_cmpstr (tm_record_get_player (loaded, 1), ==, "Mio");
  g_assert_cmpstr (json_object_get_string_member (tm_record_get_options (loaded), "variant"), ==, "standard");
  g_assert_cmpuint (tm_record_get_n_moves (loaded), ==, 1);
  g_assert_true (json_object_equal (tm_record_get_move (loaded, 0), move));
  g_assert_cmpint (g_date_time_to_unix (tm_record_get_created (loaded)), ==,
                   g_date_time_to_unix (tm_record_get_created (record)));

  /* Writing what was read gives the same bytes. */
  again = tm_record_to_data (loaded, NULL);
  g_assert_cmpstr (again, ==, data);
}

static void
test_undo_redo (void)
{
  g_autoptr(TmRecord) record = tm_record_new ("children-of-the-sun", two_players, NULL);
  g_autoptr(JsonObject) a = parse_object ("{\"n\":1}");
  g_autoptr(JsonObject) b = parse_object ("{\"n\":2}");
  g_autoptr(JsonObject) c = parse_object ("{\"n\":3}");
  g_autofree char *data = NULL;

  g_assert_false (tm_record_can_undo (record));
  g_assert_false (tm_record_undo (record));
  g_assert_false (tm_record_redo (record));

  tm_record_append_move (record, a);
  tm_record_append_move (record, b);
  g_assert_true (tm_record_undo (record));
  g_assert_cmpuint (tm_record_get_n_moves (record), ==, 1);
  g_assert_true (tm_record_can_redo (record));

  /* An undone move is not part of the game: it is not saved. */
  data = tm_record_to_data (record, NULL);
  g_assert_null (strstr (data, "\"n\" : 2"));

  g_assert_true (tm_record_redo (record));
  g_assert_cmpuint (tm_record_get_n_moves (record), ==, 2);
  g_assert_true (json_object_equal (tm_record_get_move (record, 1), b));
  g_assert_false (tm_record_redo (record));

  /* A new move after an undo forgets what could have been redone. */
  g_assert_true (tm_record_undo (record));
  tm_record_append_move (record, c);
  g_assert_false (tm_record_can_redo (record));
  g_assert_cmpuint (tm_record_get_n_moves (record), ==, 2);
  g_assert_true (json_object_equal (tm_record_get_move (record, 1), c));
}

static void
test_save_atomic (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tm-record-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_autofree char *new_folder_path = g_build_filename (dir, "missing", "game.json", NULL);
  g_autofree char *not_a_folder = g_build_filename (dir, "file", NULL);
  g_autofree char *bad_path = g_build_filename (not_a_folder, "game.json", NULL);
  g_autoptr(TmRecord) record = tm_record_new ("children-of-the-sun", two_players, NULL);
  g_autoptr(TmRecord) loaded = NULL;
  g_autoptr(JsonObject) move = parse_object ("{\"type\":\"place\",\"card\":\"R+1\",\"cell\":[0,0]}");
  g_autoptr(GDir) listing = NULL;
  guint n_files = 0;

  g_assert_no_error (error);

  g_assert_true (tm_record_save (record, path, &error));
  g_assert_no_error (error);
  tm_record_append_move (record, move);
  g_assert_true (tm_record_save (record, path, &error));
  g_assert_no_error (error);

  loaded = tm_record_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tm_record_get_n_moves (loaded), ==, 1);

  /* A folder that does not exist is made. */
  g_assert_true (tm_record_save (record, new_folder_path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (new_folder_path, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpint (g_remove (new_folder_path), ==, 0);
  {
    g_autofree char *new_folder = g_path_get_dirname (new_folder_path);

    g_assert_cmpint (g_rmdir (new_folder), ==, 0);
  }

  /* A folder that cannot be made: a clear error, nothing written. */
  g_assert_true (g_file_set_contents (not_a_folder, "", 0, NULL));
  g_assert_false (tm_record_save (record, bad_path, &error));
  g_assert_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_WRITE);
  g_assert_nonnull (strstr (error->message, bad_path));
  g_clear_error (&error);
  g_assert_cmpint (g_remove (not_a_folder), ==, 0);

  /* No temporary file is left behind. */
  listing = g_dir_open (dir, 0, NULL);
  while (g_dir_read_name (listing) != NULL)
    n_files++;
  g_assert_cmpuint (n_files, ==, 1);

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_load_missing_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmRecord) record = tm_record_load_file ("/nonexistent/tablemate/game.json", &error);

  g_assert_null (record);
  g_assert_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_READ);
}

typedef struct
{
  const char *name;
  const char *text;
  int code;
} BadRecord;

#define HEAD "\"format\":\"tablemate-record\",\"version\":1,"

static const BadRecord bad_records[] = {
  { "empty", "", TM_RECORD_ERROR_SYNTAX },
  { "not-json", "hello", TM_RECORD_ERROR_SYNTAX },
  { "truncated", "{\"format\":\"tablemate-record\",\"vers", TM_RECORD_ERROR_SYNTAX },
  { "array", "[1,2,3]", TM_RECORD_ERROR_FORMAT },
  { "no-format", "{\"version\":1}", TM_RECORD_ERROR_FORMAT },
  { "wrong-format", "{\"format\":\"chess-pgn\",\"version\":1}", TM_RECORD_ERROR_FORMAT },
  { "format-not-string", "{\"format\":7,\"version\":1}", TM_RECORD_ERROR_FORMAT },
  { "no-version", "{\"format\":\"tablemate-record\"}", TM_RECORD_ERROR_FORMAT },
  { "version-string", "{\"format\":\"tablemate-record\",\"version\":\"1\"}", TM_RECORD_ERROR_FORMAT },
  { "version-2", "{\"format\":\"tablemate-record\",\"version\":2}", TM_RECORD_ERROR_VERSION },
  { "no-game", "{" HEAD "\"players\":[\"A\",\"B\"],\"moves\":[]}", TM_RECORD_ERROR_FORMAT },
  { "unknown-game", "{" HEAD "\"game\":\"chess\",\"players\":[\"A\",\"B\"],\"moves\":[]}", TM_RECORD_ERROR_UNKNOWN_GAME },
  { "game-not-string", "{" HEAD "\"game\":[],\"players\":[\"A\",\"B\"],\"moves\":[]}", TM_RECORD_ERROR_FORMAT },
  { "no-players", "{" HEAD "\"game\":\"children-of-the-sun\",\"moves\":[]}", TM_RECORD_ERROR_FORMAT },
  { "zero-players", "{" HEAD "\"game\":\"children-of-the-sun\",\"players\":[],\"moves\":[]}", TM_RECORD_ERROR_FORMAT },
  { "nine-players", "{" HEAD "\"game\":\"children-of-the-sun\",\"players\":[\"1\",\"2\",\"3\",\"4\",\"5\",\"6\",\"7\",\"8\",\"9\"],\"moves\":[]}", TM_RECORD_ERROR_FORMAT },
  { "player-number", "{" HEAD "\"game\":\"children-of-the-sun\",\"players\":[\"A\",2],\"moves\":[]}", TM_RECORD_ERROR_FORMAT },
  { "player-empty", "{" HEAD "\"game\":\"children-of-the-sun\",\"players\":[\"A\",\"\"],\"moves\":[]}", TM_RECORD_ERROR_FORMAT },
  { "options-array", "{" HEAD "\"game\":\"children-of-the-sun\",\"players\":[\"A\",\"B\"],\"options\":[],\"moves\":[]}", TM_RECORD_ERROR_FORMAT },
  { "no-moves", "{" HEAD "\"game\":\"children-of-the-sun\",\"players\":[\"A\",\"B\"]}", TM_RECORD_ERROR_FORMAT },
  { "moves-object", "{" HEAD "\"game\":\"children-of-the-sun\",\"players\":[\"A\",\"B\"],\"moves\":{}}", TM_RECORD_ERROR_FORMAT },
  { "move-string", "{" HEAD "\"game\":\"children-of-the-sun\",\"players\":[\"A\",\"B\"],\"moves\":[{},\"R+1\"]}", TM_RECORD_ERROR_FORMAT },
  { "bad-date", "{" HEAD "\"game\":\"children-of-the-sun\",\"created\":\"yesterday\",\"players\":[\"A\",\"B\"],\"moves\":[]}", TM_RECORD_ERROR_FORMAT },
  { "id-number", "{" HEAD "\"id\":5,\"game\":\"children-of-the-sun\",\"players\":[\"A\",\"B\"],\"moves\":[]}", TM_RECORD_ERROR_FORMAT },
  { "rules-string", "{" HEAD "\"game\":\"tsuki-no-utena\",\"rules\":\"2\",\"players\":[\"A\",\"B\"],\"moves\":[]}", TM_RECORD_ERROR_FORMAT },
  { "rules-zero", "{" HEAD "\"game\":\"tsuki-no-utena\",\"rules\":0,\"players\":[\"A\",\"B\"],\"moves\":[]}", TM_RECORD_ERROR_VERSION },
  /* From a newer Tablemate, whose reading this one does not know. */
  { "rules-newer", "{" HEAD "\"game\":\"tsuki-no-utena\",\"rules\":3,\"players\":[\"A\",\"B\"],\"moves\":[]}", TM_RECORD_ERROR_VERSION },
  { "rules-newer-cots", "{" HEAD "\"game\":\"children-of-the-sun\",\"rules\":3,\"players\":[\"A\",\"B\"],\"moves\":[]}", TM_RECORD_ERROR_VERSION },
};

static void
test_bad_record (gconstpointer data)
{
  const BadRecord *bad = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TmRecord) record = load (bad->text, &error);

  g_assert_null (record);
  g_assert_error (error, TM_RECORD_ERROR, bad->code);
  g_assert_cmpstr (error->message, !=, "");
}

/* A new record is played under today's reading of its game's rules and
 * says so; a record saying a reading keeps it, and its game follows it.
 * A record without one says none until replayed. */
static void
test_rules_revision (void)
{
  const char * const three[] = { "Aoi", "Mio", "Ren", NULL };
  g_autoptr(TmRecord) utena = tm_record_new ("tsuki-no-utena", three, NULL);
  g_autoptr(TmRecord) cots = tm_record_new ("children-of-the-sun", two_players, NULL);
  g_autoptr(TmRecord) loaded = NULL;
  g_autoptr(TmRecord) old = NULL;
  g_autoptr(TmGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length;

  g_assert_cmpuint (tm_record_get_rules_revision (utena), ==, 2);
  g_assert_cmpuint (tm_record_get_rules_revision (cots), ==, 2);
  game = tm_record_create_game (utena, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tm_game_get_rules_revision (game), ==, 2);
  g_assert_null (tm_game_describe_rules_revision (game));
  g_clear_object (&game);

  data = tm_record_to_data (utena, &length);
  g_assert_nonnull (strstr (data, "\"rules\" : 2"));
  loaded = tm_record_load_data (data, length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tm_record_get_rules_revision (loaded), ==, 2);

  /* An earlier reading said: kept, followed, and said on the page. */
  old = load ("{" HEAD "\"game\":\"tsuki-no-utena\",\"rules\":1,\"players\":[\"A\",\"B\",\"C\"],\"moves\":[]}",
              &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tm_record_get_rules_revision (old), ==, 1);
  game = tm_record_create_game (old, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tm_game_get_rules_revision (game), ==, 1);
  {
    g_autofree char *line = tm_game_describe_rules_revision (game);

    g_assert_nonnull (line);
    g_assert_true (g_str_has_prefix (line, "This game follows the rules as Tablemate 0.2.0 read them"));
  }
  g_clear_object (&game);
  g_clear_object (&old);

  /* None said: none until a replay finds it; an empty game holds under
   * today's. */
  old = load ("{" HEAD "\"game\":\"tsuki-no-utena\",\"players\":[\"A\",\"B\",\"C\"],\"moves\":[]}", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tm_record_get_rules_revision (old), ==, 0);
  g_free (data);
  data = tm_record_to_data (old, NULL);
  g_assert_null (strstr (data, "\"rules\""));
  game = tm_record_replay (old, G_MAXUINT, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tm_record_get_rules_revision (old), ==, 2);
}

/* Tablemate 0.2.0 ignored a member of a move it did not know: a record
 * it wrote with one is read under its reading, whole; the same record
 * saying today's reading is refused at that move, naming the member. */
static void
test_rules_members_020 (void)
{
  static const char *moves =
    "\"players\":[\"A\",\"B\"],\"moves\":["
    "{\"type\":\"place\",\"card\":\"R+2\",\"cell\":[0,1]},"
    "{\"type\":\"place\",\"card\":\"B+1\",\"cell\":[2,1],\"playr\":1}]}";
  g_autofree char *old_text = g_strconcat ("{" HEAD "\"game\":\"children-of-the-sun\",", moves, NULL);
  g_autofree char *new_text = g_strconcat ("{" HEAD "\"game\":\"children-of-the-sun\",\"rules\":2,",
                                           moves, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) move_error = NULL;
  g_autoptr(TmRecord) old = load (old_text, &error);
  g_autoptr(TmRecord) today = NULL;
  g_autoptr(TmGame) game = NULL;
  g_autofree char *line = NULL;
  int illegal = -1;

  g_assert_no_error (error);
  game = tm_record_replay (old, G_MAXUINT, &illegal, &move_error, &error);
  g_assert_no_error (error);
  g_assert_no_error (move_error);
  g_assert_cmpint (illegal, ==, -1);
  g_assert_cmpuint (tm_game_get_n_moves (game), ==, 2);
  g_assert_cmpuint (tm_record_get_rules_revision (old), ==, 1);
  line = tm_game_describe_rules_revision (game);
  g_assert_nonnull (strstr (line, "Tablemate 0.2.0"));
  g_clear_object (&game);

  today = load (new_text, &error);
  g_assert_no_error (error);
  game = tm_record_replay (today, G_MAXUINT, &illegal, &move_error, &error);
  g_assert_no_error (error);
  g_assert_cmpint (illegal, ==, 1);
  g_assert_error (move_error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
  g_assert_nonnull (strstr (move_error->message, "playr"));
}

static void
test_minimal_record (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmRecord) record =
    load ("{" HEAD "\"game\":\"children-of-the-sun\",\"players\":[\"A\",\"B\"],\"moves\":[]}", &error);

  g_assert_no_error (error);
  /* Missing id and date are made up, so the record can be saved. */
  g_assert_nonnull (tm_record_get_id (record));
  g_assert_nonnull (tm_record_get_created (record));
  g_assert_cmpuint (json_object_get_size (tm_record_get_options (record)), ==, 0);
}

static void
test_deep_nesting (void)
{
  g_autoptr(GString) text = g_string_new ("{" HEAD "\"game\":\"children-of-the-sun\",\"players\":[\"A\",\"B\"],\"moves\":[");
  g_autoptr(GError) error = NULL;
  g_autoptr(TmRecord) record = NULL;

  /* Deep enough to overflow a recursive parser's stack. */
  for (int i = 0; i < 200000; i++)
    g_string_append_c (text, '[');
  record = load (text->str, &error);
  g_assert_null (record);
  g_assert_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_TOO_LARGE);

  /* Brackets inside strings are text, not nesting. */
  g_clear_error (&error);
  g_string_assign (text, "{" HEAD "\"game\":\"children-of-the-sun\",\"players\":[\"");
  for (int i = 0; i < 100; i++)
    g_string_append (text, "[{");
  g_string_append (text, "\",\"B\"],\"moves\":[]}");
  g_clear_object (&record);
  record = load (text->str, &error);
  g_assert_no_error (error);
  g_assert_nonnull (record);
}

static void
test_too_large (void)
{
  gsize size = TM_JSON_MAX_BYTES + 1;
  g_autofree char *text = g_malloc (size);
  g_autoptr(GError) error = NULL;
  g_autoptr(TmRecord) record = NULL;

  memset (text, ' ', size);
  text[0] = '{';
  text[size - 1] = '}';
  record = tm_record_load_data (text, size, &error);
  g_assert_null (record);
  g_assert_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_TOO_LARGE);
}

static void
test_too_many_moves (void)
{
  g_autoptr(GString) text = g_string_new ("{" HEAD "\"game\":\"children-of-the-sun\",\"players\":[\"A\",\"B\"],\"moves\":[");
  g_autoptr(GError) error = NULL;
  g_autoptr(TmRecord) record = NULL;

  for (int i = 0; i <= TM_RECORD_MAX_MOVES; i++)
    g_string_append (text, i == 0 ? "{}" : ",{}");
  g_string_append (text, "]}");
  record = load (text->str, &error);
  g_assert_null (record);
  g_assert_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_TOO_LARGE);
}

static void
test_not_utf8 (void)
{
  static const char text[] = "{\"format\":\"tablemate-record\",\"version\":1,\"x\":\"\xff\xfe\"}";
  g_autoptr(GError) error = NULL;
  g_autoptr(TmRecord) record = tm_record_load_data (text, sizeof text - 1, &error);

  g_assert_null (record);
  g_assert_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_SYNTAX);
}

static void
test_registry (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = NULL;
  const TmGameInfo *games;
  guint n_games;

  games = tm_registry_get_games (&n_games);
  g_assert_cmpuint (n_games, ==, 4);
  g_assert_cmpstr (games[0].id, ==, "children-of-the-sun");
  g_assert_nonnull (tm_registry_lookup ("planetary-sisters"));
  g_assert_nonnull (tm_registry_lookup ("tsuki-no-utena"));
  g_assert_nonnull (tm_registry_lookup ("psi-conjuring"));
  g_assert_null (tm_registry_lookup ("chess"));
  g_assert_cmpuint (tm_registry_lookup ("tsuki-no-utena")->min_players, ==, 1);
  g_assert_cmpuint (tm_registry_lookup ("planetary-sisters")->max_players, ==, 4);
  g_assert_true (tm_game_info_is_playable (tm_registry_lookup ("children-of-the-sun")));

  game = tm_registry_create_game ("children-of-the-sun", 3, NULL, &error);
  g_assert_null (game);
  g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_BAD_SETUP);
  g_clear_error (&error);

  game = tm_registry_create_game ("chess", 2, NULL, &error);
  g_assert_null (game);
  g_assert_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_UNKNOWN_GAME);
  g_clear_error (&error);

  game = tm_registry_create_game ("children-of-the-sun", 2, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  g_assert_cmpuint (tm_game_get_n_players (game), ==, 2);
  g_assert_cmpstr (tm_game_get_phase (game), ==, "siege");
  g_assert_cmpint (tm_game_get_current_player (game), ==, 0);
}

/* Replay stops at the first illegal move, reports it, and keeps the
 * position before it; tm_record_play() never records a refused move. */
static void
test_replay_and_play (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) move_error = NULL;
  g_autoptr(TmRecord) record = tm_record_new ("children-of-the-sun", two_players, NULL);
  g_autoptr(JsonObject) first = parse_object ("{\"type\":\"place\",\"card\":\"R+1\",\"cell\":[0,0]}");
  /* The second player must answer on the opposite cell, [2,2]. */
  g_autoptr(JsonObject) wrong = parse_object ("{\"type\":\"place\",\"card\":\"B+1\",\"cell\":[0,1]}");
  g_autoptr(JsonObject) right = parse_object ("{\"type\":\"place\",\"card\":\"B+1\",\"cell\":[2,2]}");
  g_autoptr(TmGame) game = NULL;
  g_autoptr(TmGame) replayed = NULL;
  int illegal = 0;

  game = tm_record_create_game (record, &error);
  g_assert_no_error (error);

  g_assert_true (tm_record_play (record, game, first, &error));
  g_assert_no_error (error);
  g_assert_false (tm_record_play (record, game, wrong, &error));
  g_assert_nonnull (error);
  g_assert_cmpstr (tm_game_get_error_rule (game, error), ==, "siege-opposite-cell");
  g_clear_error (&error);
  g_assert_cmpuint (tm_record_get_n_moves (record), ==, 1);
  g_assert_cmpuint (tm_game_get_n_moves (game), ==, 1);

  /* A record with the illegal move written in by hand. */
  tm_record_append_move (record, wrong);
  tm_record_append_move (record, right);
  replayed = tm_record_replay (record, G_MAXUINT, &illegal, &move_error, &error);
  g_assert_no_error (error);
  g_assert_nonnull (replayed);
  g_assert_cmpint (illegal, ==, 1);
  g_assert_nonnull (move_error);
  g_assert_cmpuint (tm_game_get_n_moves (replayed), ==, 1);
  g_assert_cmpint (tm_game_get_current_player (replayed), ==, 1);

  /* Replaying only the legal prefix reports nothing. */
  g_clear_object (&replayed);
  g_clear_error (&move_error);
  replayed = tm_record_replay (record, 1, &illegal, &move_error, &error);
  g_assert_cmpint (illegal, ==, -1);
  g_assert_null (move_error);
}

static void
test_replay_unplayable (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmRecord) record = tm_record_new ("children-of-the-sun", (const char *[]) { "Solo", NULL }, NULL);
  g_autoptr(TmGame) game = tm_record_replay (record, G_MAXUINT, NULL, NULL, &error);

  g_assert_null (game);
  g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_BAD_SETUP);
}

int
test_record_main (int   argc,
                  char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/record/round-trip", test_round_trip);
  g_test_add_func ("/record/undo-redo", test_undo_redo);
  g_test_add_func ("/record/save-atomic", test_save_atomic);
  g_test_add_func ("/record/load/missing-file", test_load_missing_file);
  g_test_add_func ("/record/load/minimal", test_minimal_record);
  g_test_add_func ("/record/rules-revision", test_rules_revision);
  g_test_add_func ("/record/rules-members-0.2.0", test_rules_members_020);
  for (guint i = 0; i < G_N_ELEMENTS (bad_records); i++)
    {
      g_autofree char *path = g_strdup_printf ("/record/load/bad/%s", bad_records[i].name);
      g_test_add_data_func (path, &bad_records[i], test_bad_record);
    }
  g_test_add_func ("/record/load/deep-nesting", test_deep_nesting);
  g_test_add_func ("/record/load/too-large", test_too_large);
  g_test_add_func ("/record/load/too-many-moves", test_too_many_moves);
  g_test_add_func ("/record/load/not-utf8", test_not_utf8);
  g_test_add_func ("/registry/games", test_registry);
  g_test_add_func ("/record/replay-and-play", test_replay_and_play);
  g_test_add_func ("/record/replay/unplayable", test_replay_unplayable);

  return g_test_run ();
}
