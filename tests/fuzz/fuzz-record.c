/* fuzz-record.c — game records from anywhere: load, replay, list, save
 *
 * libFuzzer entry point (build-aux/fuzz.sh), also linked with
 * fuzz-main.c into a plain program the test suite runs.  For any bytes:
 *
 *  - tm_record_load_data() either loads them or refuses them with a
 *    one-line message;
 *  - a loaded record's moves are replayed under every playable game:
 *    replay stops at the first refused move, with a reason, and a
 *    refused move leaves the position as it was;
 *  - the position reached answers every question of the TmGame
 *    interface, its state serializes to JSON that reads back, and (when
 *    the list is small enough) every listed legal move is accepted;
 *  - tm_record_to_data() writes a record that loads again and writes
 *    the very same bytes.
 *
 * Any broken promise aborts (g_error(), an abort() through
 * fuzz-findings.h), which the fuzzer reports.
 */
#include "config.h"

#include "fuzz-findings.h"

#include "core/tm-json.h"
#include "core/tm-record.h"
#include "core/tm-registry.h"
#include "games/children-of-the-sun/rules/tm-cots-game.h"

#include <stdint.h>
#include <string.h>

int LLVMFuzzerInitialize   (int            *argc,
                            char         ***argv);
int LLVMFuzzerTestOneInput (const uint8_t  *data,
                            size_t          size);

/* Listing every grouping of a big bed is slow (13 cards: 154,440
 * groupings); the fuzzer checks the listing only for beds this small. */
#define MAX_LISTED_BED 7
/* Listed moves checked by applying them, at most. */
#define MAX_CHECKED_MOVES 48
/* Error messages are shown on one line (CLI, toasts). */
#define MAX_MESSAGE_BYTES 1024

#define check(cond, ...) \
  G_STMT_START { if (G_UNLIKELY (!(cond))) g_error ("fuzz-record: " __VA_ARGS__); } G_STMT_END

static void
check_message (const GError *error,
               const char   *what)
{
  check (error != NULL, "%s: no error", what);
  check (error->message != NULL && error->message[0] != '\0', "%s: empty message", what);
  check (strlen (error->message) <= MAX_MESSAGE_BYTES,
         "%s: a %zu-byte message", what, strlen (error->message));
  check (g_utf8_validate (error->message, -1, NULL), "%s: message not UTF-8", what);
  for (const char *p = error->message; *p != '\0'; p++)
    check ((guchar) *p >= 0x20 && *p != 0x7f,
           "%s: control character 0x%02x in the message: %s", what, (guchar) *p, error->message);
}

static char *
node_to_string (JsonNode *node)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();

  json_generator_set_root (generator, node);
  return json_generator_to_data (generator, NULL);
}

static char *
object_to_string (JsonObject *object)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);

  json_node_set_object (node, object);
  return node_to_string (node);
}

/* Whether listing the legal moves of @game is cheap enough. */
static gboolean
can_list (TmGame *game)
{
  const TmCotsState *state;

  if (!TM_IS_COTS_GAME (game))
    return TRUE;
  state = tm_cots_game_get_state (TM_COTS_GAME (game));
  if (state->phase != TM_COTS_PHASE_EXTERMINATION)
    return TRUE;
  for (guint p = 0; p < 2; p++)
    if (!state->groups_entered[p] && __builtin_popcount (state->bed[p]) > MAX_LISTED_BED)
      return FALSE;
  return TRUE;
}

static void
check_legal_moves (TmGame *game)
{
  g_autoptr(GPtrArray) moves = NULL;
  guint step;

  if (!can_list (game))
    return;

  moves = tm_game_list_legal_moves (game);
  check (moves != NULL, "no list of legal moves");
  if (tm_game_is_finished (game))
    {
      check (moves->len == 0, "%u legal moves after the end", moves->len);
      return;
    }
  check (moves->len > 0, "a game in phase %s that is not finished has no legal move",
         tm_game_get_phase (game));

  /* Every listed move is accepted, also after a trip through text. */
  step = MAX (1, moves->len / MAX_CHECKED_MOVES);
  for (guint i = 0; i < moves->len; i += step)
    {
      JsonObject *move = g_ptr_array_index (moves, i);
      g_autofree char *text = object_to_string (move);
      g_autoptr(JsonNode) reread = tm_json_parse (text, strlen (text), NULL);
      g_autoptr(TmGame) copy = tm_game_copy (game);
      g_autoptr(GError) error = NULL;

      check (reread != NULL && JSON_NODE_HOLDS_OBJECT (reread), "listed move %s does not read back", text);
      if (!tm_game_apply_move (copy, json_node_get_object (reread), &error))
        g_error ("fuzz-record: listed move %s is refused: %s", text, error->message);
      check (tm_game_get_n_moves (copy) == tm_game_get_n_moves (game) + 1, "move count");
    }
}

/* Everything a page or the CLI asks a position. */
static void
check_position (TmGame *game)
{
  g_autoptr(JsonNode) state = NULL;
  g_autoptr(JsonNode) reread = NULL;
  g_autoptr(GArray) winners = NULL;
  g_autofree char *phase = NULL;
  g_autofree char *text = NULL;
  guint n_players = tm_game_get_n_players (game);
  int current;

  check (tm_game_get_phase (game) != NULL, "no phase");
  phase = tm_game_describe_phase (game);
  check (phase != NULL && g_utf8_validate (phase, -1, NULL), "no phase description");
  current = tm_game_get_current_player (game);
  check (current >= -1 && current < (int) n_players, "current player %d", current);
  for (guint i = 0; i < n_players; i++)
    check (tm_game_get_score (game, i) >= 0, "negative score");

  winners = tm_game_get_winners (game);
  if (!tm_game_is_finished (game))
    check (winners->len == 0, "winners of an unfinished game");
  for (guint i = 0; i < winners->len; i++)
    check (g_array_index (winners, int, i) >= 0 && g_array_index (winners, int, i) < (int) n_players,
           "winner %d", g_array_index (winners, int, i));

  state = tm_game_serialize_state (game);
  check (state != NULL && JSON_NODE_HOLDS_OBJECT (state), "state is not an object");
  text = node_to_string (state);
  reread = tm_json_parse (text, strlen (text), NULL);
  check (reread != NULL && json_node_equal (reread, state), "state does not read back: %s", text);

  check_legal_moves (game);
}

/* The moves of @loaded replayed as a game of @info. */
static void
replay_as (TmRecord         *loaded,
           const TmGameInfo *info)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) players = NULL;
  g_autoptr(TmRecord) record = NULL;
  g_autoptr(TmGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) move_error = NULL;
  guint n_moves = tm_record_get_n_moves (loaded);
  int illegal = -2;

  for (guint i = 0; i < tm_record_get_n_players (loaded); i++)
    g_strv_builder_add (builder, tm_record_get_player (loaded, i));
  players = g_strv_builder_end (builder);

  record = tm_record_new (info->id, (const char * const *) players, tm_record_get_options (loaded));
  for (guint i = 0; i < n_moves; i++)
    tm_record_append_move (record, tm_record_get_move (loaded, i));

  game = tm_record_replay (record, G_MAXUINT, &illegal, &move_error, &error);
  if (game == NULL)
    {
      check_message (error, "set-up refused");
      check (move_error == NULL, "a move error without a game");
      return;
    }
  check (error == NULL, "a game and an error");

  if (illegal < 0)
    {
      check (illegal == -1, "illegal index %d", illegal);
      check (move_error == NULL, "an error for a legal record");
      check (tm_game_get_n_moves (game) == n_moves, "replayed %u of %u moves",
             tm_game_get_n_moves (game), n_moves);
    }
  else
    {
      g_autoptr(TmGame) copy = tm_game_copy (game);
      g_autoptr(GError) again = NULL;
      g_autoptr(JsonNode) before = tm_game_serialize_state (copy);
      g_autoptr(JsonNode) after = NULL;

      check_message (move_error, "refused move");
      check ((guint) illegal < n_moves, "illegal index %d of %u", illegal, n_moves);
      check (tm_game_get_n_moves (game) == (guint) illegal, "position after %u moves, not %d",
             tm_game_get_n_moves (game), illegal);

      /* Refused again, and the position is as it was. */
      check (!tm_game_apply_move (copy, tm_record_get_move (record, (guint) illegal), &again),
             "move %d refused in the replay, accepted on a copy", illegal);
      check_message (again, "refused move on a copy");
      after = tm_game_serialize_state (copy);
      check (json_node_equal (before, after), "a refused move changed the position");
      check (tm_game_get_n_moves (copy) == (guint) illegal, "a refused move was counted");
    }

  check_position (game);
}

/* What is written reads back the same, and is written the same again. */
static void
check_round_trip (TmRecord *record)
{
  g_autofree char *data = NULL;
  g_autofree char *again = NULL;
  g_autoptr(TmRecord) reloaded = NULL;
  g_autoptr(GError) error = NULL;
  gsize length = 0, again_length = 0;

  data = tm_record_to_data (record, &length);
  check (data != NULL, "no data");
  reloaded = tm_record_load_data (data, length, &error);
  if (reloaded == NULL)
    g_error ("fuzz-record: a record it wrote does not load: %s\n%s", error->message, data);

  again = tm_record_to_data (reloaded, &again_length);
  check (again_length == length && memcmp (again, data, length) == 0,
         "written twice, two different files:\n%s\n%s", data, again);

  check (g_strcmp0 (tm_record_get_id (reloaded), tm_record_get_id (record)) == 0, "id");
  check (g_strcmp0 (tm_record_get_game_id (reloaded), tm_record_get_game_id (record)) == 0, "game");
  check (tm_record_get_n_players (reloaded) == tm_record_get_n_players (record), "players");
  for (guint i = 0; i < tm_record_get_n_players (record); i++)
    check (g_strcmp0 (tm_record_get_player (reloaded, i), tm_record_get_player (record, i)) == 0,
           "player %u", i);
  check (json_object_equal (tm_record_get_options (reloaded), tm_record_get_options (record)),
         "options");
  check (tm_record_get_n_moves (reloaded) == tm_record_get_n_moves (record), "move count");
  for (guint i = 0; i < tm_record_get_n_moves (record); i++)
    check (json_object_equal (tm_record_get_move (reloaded, i), tm_record_get_move (record, i)),
           "move %u", i);
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  /* A critical (a g_return_if_fail) is a bug the fuzzer must report,
   * and every finding aborts so that libFuzzer saves its input. */
  fuzz_findings_init ();
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(TmRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  const TmGameInfo *games;
  guint n_games;

  record = tm_record_load_data ((const char *) data, size, &error);
  if (record == NULL)
    {
      check_message (error, "load refused");
      check (error->domain == TM_RECORD_ERROR, "load error in domain %s",
             g_quark_to_string (error->domain));
      return 0;
    }
  check (error == NULL, "a record and an error");
  check (tm_record_get_n_players (record) >= 1
         && tm_record_get_n_players (record) <= TM_RECORD_MAX_PLAYERS, "player count");
  check (tm_record_get_n_moves (record) <= TM_RECORD_MAX_MOVES, "move count");
  check (tm_registry_lookup (tm_record_get_game_id (record)) != NULL, "unknown game loaded");

  /* As it is: a game that is not playable yet is refused clearly. */
  {
    g_autoptr(TmGame) game = tm_record_replay (record, G_MAXUINT, NULL, NULL, &error);

    if (game == NULL)
      check_message (error, "replay refused");
    g_clear_error (&error);
  }

  games = tm_registry_get_games (&n_games);
  for (guint i = 0; i < n_games; i++)
    if (tm_game_info_is_playable (&games[i]))
      replay_as (record, &games[i]);

  check_round_trip (record);
  return 0;
}
