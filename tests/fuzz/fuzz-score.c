/* fuzz-score.c — score sheets from anywhere (`tablemate-cli score`)
 *
 * libFuzzer entry point (build-aux/fuzz.sh), also linked with
 * fuzz-main.c into a plain program the test suite runs.  The bytes are
 * read with tm_json_parse() as the CLI reads them; an object is then
 * handed to the score sheet reader of every game that has one (whatever
 * its "game" says, to reach every reader).  Each reader either refuses
 * the sheet with a one-line message or returns a breakdown: per player
 * a total that is the sum of its parts, and a winner that is a player
 * or null.  Any broken promise aborts (g_error(), an abort() through
 * fuzz-findings.h), which the fuzzer reports.
 */
#include "config.h"

#include "fuzz-findings.h"

#include "core/tm-json.h"
#include "core/tm-registry.h"

#include <stdint.h>
#include <string.h>

int LLVMFuzzerInitialize   (int            *argc,
                            char         ***argv);
int LLVMFuzzerTestOneInput (const uint8_t  *data,
                            size_t          size);

#define MAX_MESSAGE_BYTES 1024

#define check(cond, ...) \
  G_STMT_START { if (G_UNLIKELY (!(cond))) g_error ("fuzz-score: " __VA_ARGS__); } G_STMT_END

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

static gint64
get_int (JsonObject *object,
         const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  check (node != NULL && JSON_NODE_HOLDS_VALUE (node)
         && json_node_get_value_type (node) == G_TYPE_INT64, "no whole-number “%s”", name);
  return json_node_get_int (node);
}

/* Children of the Sun: the analysis points and the three attacks add up
 * to the total. */
static void
check_cots_player (JsonObject *player,
                   guint       i)
{
  JsonArray *attacks;
  gint64 sum;

  sum = get_int (player, "analysis");
  check (sum >= 0, "negative analysis points");
  check (json_object_has_member (player, "attacks")
         && JSON_NODE_HOLDS_ARRAY (json_object_get_member (player, "attacks")), "no attacks");
  attacks = json_object_get_array_member (player, "attacks");
  for (guint a = 0; a < json_array_get_length (attacks); a++)
    {
      JsonNode *points = json_array_get_element (attacks, a);

      check (JSON_NODE_HOLDS_VALUE (points) && json_node_get_value_type (points) == G_TYPE_INT64
             && json_node_get_int (points) >= 0, "attack %u", a);
      sum += json_node_get_int (points);
    }
  check (get_int (player, "total") == sum, "player %u: total %lld, parts %lld",
         i, (long long) get_int (player, "total"), (long long) sum);
}

/* The breakdown `tablemate-cli score` prints (docs/records.md). */
static void
check_result (const TmGameInfo *info,
              JsonNode         *result)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) reread = NULL;
  g_autofree char *text = NULL;
  JsonObject *object;
  JsonArray *players;
  JsonNode *winner;
  guint n_players;

  check (JSON_NODE_HOLDS_OBJECT (result), "%s: the result is not an object", info->id);
  object = json_node_get_object (result);

  json_generator_set_root (generator, result);
  text = json_generator_to_data (generator, NULL);
  reread = tm_json_parse (text, strlen (text), NULL);
  check (reread != NULL && json_node_equal (reread, result), "result does not read back: %s", text);

  check (json_object_has_member (object, "players")
         && JSON_NODE_HOLDS_ARRAY (json_object_get_member (object, "players")), "no players");
  players = json_object_get_array_member (object, "players");
  n_players = json_array_get_length (players);
  check (n_players >= info->min_players && n_players <= info->max_players, "%u players", n_players);

  for (guint i = 0; i < n_players; i++)
    {
      JsonNode *node = json_array_get_element (players, i);
      JsonObject *player;

      check (JSON_NODE_HOLDS_OBJECT (node), "player %u is not an object", i);
      player = json_node_get_object (node);
      check (get_int (player, "total") >= 0, "player %u: negative total", i);
      /* Each game's parts, as docs/records.md gives them. */
      if (g_str_equal (info->id, "children-of-the-sun"))
        check_cots_player (player, i);
      else if (g_str_equal (info->id, "planetary-sisters"))
        check (get_int (player, "house") + get_int (player, "field") == get_int (player, "total"),
               "player %u: house + field is not the total", i);
    }

  winner = json_object_get_member (object, "winner");
  check (winner != NULL, "no winner");
  if (!JSON_NODE_HOLDS_NULL (winner))
    check (JSON_NODE_HOLDS_VALUE (winner) && json_node_get_value_type (winner) == G_TYPE_INT64
           && json_node_get_int (winner) >= 0 && json_node_get_int (winner) < n_players,
           "winner is not a player");
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
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) error = NULL;
  const TmGameInfo *games;
  guint n_games;

  root = tm_json_parse ((const char *) data, size, &error);
  if (root == NULL)
    {
      check_message (error, "parse refused");
      return 0;
    }
  if (!JSON_NODE_HOLDS_OBJECT (root))
    return 0;

  games = tm_registry_get_games (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      g_autoptr(JsonNode) result = NULL;

      if (games[i].score_sheet == NULL)
        continue;
      result = games[i].score_sheet (json_node_get_object (root), &error);
      if (result == NULL)
        {
          check_message (error, games[i].id);
          g_clear_error (&error);
          continue;
        }
      check (error == NULL, "%s: a result and an error", games[i].id);
      check_result (&games[i], result);
    }
  return 0;
}
