/* tm-cli.c — tablemate-cli: the rules core for scripts and tests
 *
 *   tablemate-cli games          the games, with player counts
 *   tablemate-cli replay FILE    replay a record, report the verdict
 *   tablemate-cli legal FILE     the legal next moves after a record
 *                                (the first 1000: --limit N, --all)
 *   tablemate-cli score FILE     end-of-game scoring from a score sheet
 *                                (--what-if: docs/advisor.md)
 *   tablemate-cli advise FILE    the options after a record, best first
 *                                (--hand CARDS, --planner, --outlook:
 *                                docs/advisor.md)
 *   tablemate-cli match CARD CARD  Tsuki no Utena: what two practitioner
 *                                cards match and the cells they pay from
 *   tablemate-cli history        the finished games (tm-cli-history.c)
 *   tablemate-cli backup FILE    back up the data folder (tm-cli-backup.c)
 *   tablemate-cli restore FILE   merge a backup into it (--dry-run)
 *   tablemate-cli history --stats  the history in figures (tm-cli-stats.c)
 *   tablemate-cli amend FILE --at N (--replace MOVE | --insert MOVE |
 *                                --delete)  an earlier move corrected
 *                                (tm-cli-amend.c)
 *
 * FILE may be "-" for standard input.  Output is JSON on stdout.  Exit
 * status: 0 fine, 1 a move in the record is illegal, 2 the input cannot
 * be used (one line on stderr says why).
 */
#include "config.h"

#include "tm-cli-commands.h"
#include "tm-cli-output.h"
#include "tm-cli-stats.h"
#include "tm-cli-bgstats.h"
#include "tm-cli-private.h"
#include "core/tm-advisor.h"
#include "core/tm-json.h"
#include "core/tm-play-clock.h"
#include "core/tm-record.h"
#include "core/tm-record-amend.h"
#include "core/tm-registry.h"
#include "core/tm-rules-error.h"
#include "games/children-of-the-sun/rules/tm-cots-advisor.h"
#include "games/children-of-the-sun/rules/tm-cots-game.h"
#include "games/planetary-sisters/rules/tm-sisters-advisor.h"
#include "games/planetary-sisters/rules/tm-sisters-game.h"
#include "games/psi-conjuring/rules/tm-psi-advisor.h"
#include "games/psi-conjuring/rules/tm-psi-game.h"
#include "games/tsuki-no-utena/rules/tm-utena-advisor.h"
#include "games/tsuki-no-utena/rules/tm-utena-game.h"
#include "games/tsuki-no-utena/rules/tm-utena-text.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* Reads @path ("-" for standard input), refusing anything larger than a
 * record may be before it is all in memory. */
static char *
read_input (const char  *path,
            gsize       *length,
            GError     **error)
{
  g_autoptr(GByteArray) bytes = g_byte_array_new ();
  FILE *stream;
  guint8 buffer[65536];
  size_t n;

  if (g_strcmp0 (path, "-") != 0)
    {
      GStatBuf st;

      if (g_stat (path, &st) == 0 && S_ISDIR (st.st_mode))
        {
          g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR, _("It is a folder, not a file."));
          return NULL;
        }
      return tm_json_read_file (path, length, NULL, error);
    }

  stream = stdin;
  while ((n = fread (buffer, 1, sizeof buffer, stream)) > 0)
    {
      if (bytes->len + n > TM_JSON_MAX_BYTES)
        {
          g_set_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_TOO_LARGE,
                       _("The input is larger than %d bytes, the most Tablemate reads."),
                       TM_JSON_MAX_BYTES);
          return NULL;
        }
      g_byte_array_append (bytes, buffer, (guint) n);
    }
  if (ferror (stream))
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_IO, _("Standard input could not be read."));
      return NULL;
    }
  *length = bytes->len;
  g_byte_array_append (bytes, (const guint8 *) "", 1);
  return (char *) g_byte_array_free (g_steal_pointer (&bytes), FALSE);
}

static TmRecord *
load_record (const char  *path,
             GError     **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  data = read_input (path, &length, error);
  if (data == NULL)
    return NULL;
  return tm_record_load_data (data, length, error);
}

TmRecord *
tm_cli_load_record (const char  *path,
                    GError     **error)
{
  return load_record (path, error);
}

static int
command_games (void)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  const TmGameInfo *games;
  guint n_games;

  games = tm_registry_get_games (&n_games);
  json_builder_begin_array (builder);
  for (guint i = 0; i < n_games; i++)
    {
      json_builder_begin_object (builder);
      tm_json_builder_add_string_member (builder, "id", games[i].id);
      tm_json_builder_add_string_member (builder, "name", _(games[i].name));
      tm_json_builder_add_string_member (builder, "native_name", games[i].native_name);
      tm_json_builder_add_int_member (builder, "min_players", games[i].min_players);
      tm_json_builder_add_int_member (builder, "max_players", games[i].max_players);
      json_builder_set_member_name (builder, "minutes");
      if (games[i].minutes > 0)
        json_builder_add_int_value (builder, games[i].minutes);
      else
        json_builder_add_null_value (builder);
      tm_json_builder_add_boolean_member (builder, "cooperative", games[i].cooperative);
      tm_json_builder_add_boolean_member (builder, "playable", tm_game_info_is_playable (&games[i]));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  root = json_builder_get_root (builder);
  tm_cli_print_json (root);
  return EXIT_OK;
}

/* A move in the record that is not a move at all (a missing field, a
 * cell off the grid, a word that is not an effect) makes the record
 * unusable, like bad JSON: exit 2.  A well-formed move that the rules
 * refuse is an illegal move: exit 1.  The rules tell the two apart by
 * the error: TM_RULES_ERROR_INVALID_MOVE is the shape, anything else a
 * rule. */
static gboolean
move_is_malformed (int           illegal_index,
                   const GError *move_error)
{
  return illegal_index >= 0 && move_error != NULL
         && g_error_matches (move_error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
}

static int
fail_malformed (const char   *path,
                int           illegal_index,
                const GError *move_error)
{
  g_autofree char *message =
    g_strdup_printf (_("move %d is not a usable move: %s"), illegal_index, move_error->message);

  return tm_cli_fail (path, message);
}

/* The record at @path (into *@record) replayed to its end, the commands'
 * common start.  NULL, with the reason printed and *@status the exit
 * status, when the record cannot be read or replayed or a move in it is
 * no move at all; otherwise the position, *@illegal_index and
 * *@move_error naming a move the rules refuse (-1 and NULL for none). */
static TmGame *
replay_path (const char  *path,
             TmRecord   **record,
             int         *illegal_index,
             GError     **move_error,
             int         *status)
{
  g_autoptr(GError) error = NULL;
  TmGame *game;

  *record = load_record (path, &error);
  if (*record == NULL)
    {
      *status = tm_cli_fail (path, error->message);
      return NULL;
    }
  game = tm_record_replay (*record, G_MAXUINT, illegal_index, move_error, &error);
  if (game == NULL)
    {
      *status = tm_cli_fail (path, error->message);
      return NULL;
    }
  if (move_is_malformed (*illegal_index, *move_error))
    {
      *status = fail_malformed (path, *illegal_index, *move_error);
      g_object_unref (game);
      return NULL;
    }
  return game;
}

/* replay_path() for the commands that need the position after the whole
 * record: a move the rules refuse also ends them (EXIT_ILLEGAL). */
static TmGame *
replay_path_to_position (const char  *path,
                         TmRecord   **record,
                         int         *status)
{
  g_autoptr(GError) move_error = NULL;
  int illegal_index = -1;
  TmGame *game = replay_path (path, record, &illegal_index, &move_error, status);

  if (game != NULL && illegal_index >= 0)
    {
      g_autofree char *message =
        g_strdup_printf (_("move %d is illegal, so the position after the record is unknown: %s"),
                         illegal_index, move_error->message);

      tm_cli_fail (path, message);
      *status = EXIT_ILLEGAL;
      g_clear_object (&game);
    }
  return game;
}

/* The verdict of a replay: whether every move was legal, the state
 * reached, the scores and the winner.  The game's own state summary is
 * merged in (ghost, field, … for Children of the Sun). */
static JsonNode *
describe_replay (TmRecord     *record,
                 TmGame       *game,
                 int           illegal_index,
                 const GError *move_error)
{
  g_autoptr(JsonNode) state = tm_game_serialize_state (game);
  g_autoptr(GArray) winners = tm_game_get_winners (game);
  JsonObject *object = json_object_new ();
  JsonNode *root = json_node_new (JSON_NODE_OBJECT);
  JsonArray *scores = json_array_new ();
  JsonArray *winner_list = json_array_new ();
  JsonArray *players = json_array_new ();
  guint n_players = tm_game_get_n_players (game);

  json_node_take_object (root, object);

  json_object_set_string_member (object, "game", tm_record_get_game_id (record));
  /* The reading of the rules the record was replayed under. */
  json_object_set_int_member (object, "rules", tm_game_get_rules_revision (game));
  for (guint i = 0; i < n_players; i++)
    json_array_add_string_element (players, tm_record_get_player (record, i));
  json_object_set_array_member (object, "players", players);
  json_object_set_int_member (object, "moves", tm_record_get_n_moves (record));
  json_object_set_int_member (object, "applied", tm_game_get_n_moves (game));
  json_object_set_boolean_member (object, "legal", illegal_index < 0);
  tm_json_object_set_int_or_null (object, "illegal_move", illegal_index);
  json_object_set_string_member (object, "reason", move_error != NULL ? move_error->message : "");
  if (move_error != NULL && tm_game_get_error_rule (game, move_error) != NULL)
    json_object_set_string_member (object, "rule", tm_game_get_error_rule (game, move_error));
  else
    json_object_set_null_member (object, "rule");
  json_object_set_string_member (object, "phase", tm_game_get_phase (game));
  json_object_set_boolean_member (object, "finished", tm_game_is_finished (game));
  tm_json_object_set_int_or_null (object, "current_player", tm_game_get_current_player (game));

  for (guint i = 0; i < n_players; i++)
    json_array_add_int_element (scores, tm_game_get_score (game, i));
  json_object_set_array_member (object, "scores", scores);

  for (guint i = 0; i < winners->len; i++)
    json_array_add_int_element (winner_list, g_array_index (winners, int, i));
  /* "winner" is the one winner; null for a draw, a shared win or an
   * unfinished game ("winners" lists a shared win). */
  tm_json_object_set_int_or_null (object, "winner", winners->len == 1 ? g_array_index (winners, int, 0) : -1);
  json_object_set_array_member (object, "winners", winner_list);

  {
    TmPlayTimes times;

    tm_play_clock_measure (record, tm_game_get_n_moves (game), TM_RECORD_NO_TIME, &times);
    tm_play_times_to_json (&times, object);
  }

  if (state != NULL && JSON_NODE_HOLDS_OBJECT (state))
    {
      JsonObject *state_object = json_node_get_object (state);
      g_autoptr(GList) members = json_object_get_members (state_object);

      for (GList *l = members; l != NULL; l = l->next)
        if (!json_object_has_member (object, l->data))
          json_object_set_member (object, l->data,
                                  json_node_copy (json_object_get_member (state_object, l->data)));
    }

  return root;
}

static int
command_replay (const char *path)
{
  g_autoptr(GError) move_error = NULL;
  g_autoptr(TmRecord) record = NULL;
  g_autoptr(TmGame) game = NULL;
  g_autoptr(JsonNode) verdict = NULL;
  int illegal_index = -1;
  int status;

  game = replay_path (path, &record, &illegal_index, &move_error, &status);
  if (game == NULL)
    return status;

  if (illegal_index >= 0)
    {
      /* The reason says the move in the players' words first. */
      g_autofree char *reason = tm_record_describe_refusal (record, game, (guint) illegal_index,
                                                            move_error);

      g_free (move_error->message);
      move_error->message = g_steal_pointer (&reason);
    }
  verdict = describe_replay (record, game, illegal_index, move_error);
  tm_cli_print_json (verdict);
  return illegal_index < 0 ? EXIT_OK : EXIT_ILLEGAL;
}

/* How many moves `legal` prints unless told otherwise: enough for any
 * turn at the table, while Children of the Sun's groups step can have
 * 154,440 groupings of a 13-card bed. */
#define LEGAL_DEFAULT_LIMIT 1000

/* legal FILE: the first @limit moves (0: every move), with "count" the
 * number of legal moves and "truncated" whether some were left out. */
static int
command_legal (const char *path,
               guint       limit)
{
  g_autoptr(TmRecord) record = NULL;
  g_autoptr(TmGame) game = NULL;
  g_autoptr(GPtrArray) moves = NULL;
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);
  JsonObject *object = json_object_new ();
  JsonArray *list;
  guint n_listed;
  int status;

  json_node_take_object (root, object);

  game = replay_path_to_position (path, &record, &status);
  if (game == NULL)
    return status;

  moves = tm_game_list_legal_moves (game);
  n_listed = limit == 0 ? moves->len : MIN (limit, moves->len);
  list = json_array_sized_new (n_listed);
  for (guint i = 0; i < n_listed; i++)
    json_array_add_object_element (list, json_object_ref (g_ptr_array_index (moves, i)));

  json_object_set_string_member (object, "game", tm_record_get_game_id (record));
  json_object_set_int_member (object, "rules", tm_game_get_rules_revision (game));
  json_object_set_string_member (object, "phase", tm_game_get_phase (game));
  tm_json_object_set_int_or_null (object, "current_player", tm_game_get_current_player (game));
  json_object_set_int_member (object, "count", moves->len);
  json_object_set_boolean_member (object, "truncated", n_listed < moves->len);
  json_object_set_array_member (object, "moves", list);
  tm_cli_print_json (root);
  return EXIT_OK;
}

/* legal FILE [--limit N | --all] */
static int
parse_legal (int    argc,
             char  *argv[])
{
  const char *path = NULL;
  guint limit = LEGAL_DEFAULT_LIMIT;
  gboolean limit_given = FALSE;
  gboolean all = FALSE;

  for (int i = 2; i < argc; i++)
    {
      const char *arg = argv[i];

      if (g_str_equal (arg, "--all"))
        all = TRUE;
      else if (g_str_equal (arg, "--limit"))
        {
          guint64 n;

          if (i + 1 >= argc || !g_ascii_string_to_unsigned (argv[++i], 10, 1, G_MAXINT, &n, NULL))
            return tm_cli_fail (NULL, _("--limit needs a number of moves, 1 or more (--all lists every move)."));
          limit = (guint) n;
          limit_given = TRUE;
        }
      else if (arg[0] == '-' && arg[1] == '-')
        {
          g_autofree char *shown = tm_json_describe_text (arg, -1, 30);
          g_autofree char *message =
            g_strdup_printf (_("“%s” is not an option of “legal”."), shown);
          return tm_cli_fail (NULL, message);
        }
      else if (path == NULL)
        path = arg;
      else
        return tm_cli_fail_one_file ("legal");
    }
  if (path == NULL)
    return tm_cli_fail_one_file ("legal");
  if (all && limit_given)
    return tm_cli_fail (NULL, _("--all and --limit cannot be used together."));
  return command_legal (path, all ? 0 : limit);
}

static int
command_score (const char *path,
               gboolean    what_if)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonNode) result = NULL;
  g_autofree char *data = NULL;
  const TmGameInfo *info;
  JsonObject *sheet;
  const char *game_id;
  gsize length = 0;

  data = read_input (path, &length, &error);
  if (data == NULL)
    return tm_cli_fail (path, error->message);
  root = tm_json_parse (data, length, &error);
  if (root == NULL)
    return tm_cli_fail (path, error->message);
  if (!JSON_NODE_HOLDS_OBJECT (root))
    return tm_cli_fail (path, _("A score sheet is a JSON object."));
  sheet = json_node_get_object (root);

  if (!json_object_has_member (sheet, "game")
      || !JSON_NODE_HOLDS_VALUE (json_object_get_member (sheet, "game"))
      || json_node_get_value_type (json_object_get_member (sheet, "game")) != G_TYPE_STRING)
    return tm_cli_fail (path, _("The score sheet has no “game” field."));
  game_id = json_object_get_string_member (sheet, "game");
  info = tm_registry_lookup (game_id);
  if (info == NULL)
    {
      g_autofree char *shown = tm_json_describe_text (game_id, -1, 40);
      g_autofree char *message = g_strdup_printf (_("“%s” is not a game Tablemate knows."), shown);
      return tm_cli_fail (path, message);
    }
  if (info->score_sheet == NULL)
    {
      g_autofree char *message =
        g_strdup_printf (_("%s cannot be scored from a score sheet in this version of Tablemate."),
                         _(info->name));
      return tm_cli_fail (path, message);
    }

  /* --what-if: which single field card would have changed the winner
   * (docs/advisor.md). */
  if (what_if)
    {
      TmSistersCardTable cards;
      TmSistersFinalTable table;
      g_autoptr(GArray) swaps = NULL;

      if (!g_str_equal (game_id, "planetary-sisters"))
        return tm_cli_fail (path, _("--what-if is for Planetary Sisters."));
      if (!tm_sisters_advisor_final_table_from_sheet (sheet, &cards, &table, &error))
        return tm_cli_fail (path, error->message);
      swaps = tm_sisters_advisor_what_if (&cards, &table, &error);
      if (swaps == NULL)
        return tm_cli_fail (path, error->message);
      result = tm_sisters_advisor_what_if_to_json (&cards, &table, swaps, NULL);
      tm_cli_print_json (result);
      return EXIT_OK;
    }

  result = info->score_sheet (sheet, &error);
  if (result == NULL)
    return tm_cli_fail (path, error->message);
  tm_cli_print_json (result);
  return EXIT_OK;
}

/* advise: the advisor's options after a record (docs/advisor.md).  The
 * private cards (--hand, --shield) are read from the command line only
 * and never written anywhere. */
typedef struct
{
  const char *path;
  const char *hand;
  const char *shield;
  int player;
  gboolean planner;
  gboolean outlook;
} AdviseArgs;

static gboolean
parse_cots_hand (const char     *text,
                 TmCotsCardSet  *hand,
                 GError        **error)
{
  g_auto(GStrv) names = g_strsplit (text, ",", -1);

  *hand = 0;
  for (guint i = 0; names[i] != NULL; i++)
    {
      TmCotsCard card;
      g_autofree char *name = g_strstrip (g_strdup (names[i]));

      if (!tm_cots_card_parse (name, &card))
        {
          g_autofree char *shown = tm_json_describe_text (name, -1, 20);

          g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                       _("“%s” is not a card (R+2, B-1, Y0 …)."), shown);
          return FALSE;
        }
      if (tm_cots_card_set_contains (*hand, card))
        {
          g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                       _("%s is named twice: every card exists once."),
                       tm_cots_card_to_string (card));
          return FALSE;
        }
      *hand = tm_cots_card_set_add (*hand, card);
    }
  return TRUE;
}

/* "3=R+2,4=B-1": shield positions 1–6 and the cards the player saw there. */
static gboolean
parse_cots_shield (const char  *text,
                   TmCotsCard   known[TM_COTS_SHIELD_SIZE],
                   GError     **error)
{
  g_auto(GStrv) entries = g_strsplit (text, ",", -1);

  for (guint i = 0; entries[i] != NULL; i++)
    {
      g_autofree char *entry = g_strstrip (g_strdup (entries[i]));
      const char *equals = strchr (entry, '=');
      TmCotsCard card;
      guint position;

      if (equals == NULL || equals - entry != 1 || entry[0] < '1' || entry[0] > '6'
          || !tm_cots_card_parse (equals + 1, &card))
        {
          g_autofree char *shown = tm_json_describe_text (entry, -1, 20);

          g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                       _("“%s” is not a shield card: write the position 1–6, “=” and the card, as in 3=R+2."),
                       shown);
          return FALSE;
        }
      position = (guint) (entry[0] - '0');
      if (known[position - 1] != TM_COTS_NO_CARD && known[position - 1] != card)
        {
          g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                       _("Shield position %u is given two different cards."), position);
          return FALSE;
        }
      known[position - 1] = card;
    }
  return TRUE;
}

static JsonNode *
advise_cots_planner (TmCotsGame  *game,
                     AdviseArgs  *args,
                     GError     **error)
{
  const TmCotsState *state = tm_cots_game_get_state (game);
  TmCotsCard known[TM_COTS_SHIELD_SIZE];
  TmCotsCardSet hand = 0, unseen, known_set = 0;
  g_autoptr(GArray) plans = NULL;
  JsonObject *object;
  JsonArray *list;
  JsonNode *root;
  int player = args->player;

  if (player < 0)
    {
      player = state->current_player;
      for (int p = 1; p >= 0 && player < 0; p--)
        if (!state->groups_entered[1 - p])
          player = 1 - p;
      if (player < 0)
        player = 0;
    }
  if (player > 1)
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_WRONG_PLAYER,
                   _("Children of the Sun has players 0 and 1."));
      return NULL;
    }

  memcpy (known, state->shield, sizeof known);
  if (args->shield != NULL && !parse_cots_shield (args->shield, known, error))
    return NULL;
  if (args->hand != NULL && !parse_cots_hand (args->hand, &hand, error))
    return NULL;
  for (guint i = 0; i < TM_COTS_SHIELD_SIZE; i++)
    {
      if (known[i] == TM_COTS_NO_CARD || known[i] == state->shield[i])
        continue;
      if (tm_cots_card_set_contains (state->seen, known[i])
          || tm_cots_card_set_contains (hand, known[i]))
        {
          g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                       _("%s cannot be in the shield: it has been face up or is in your hand."),
                       tm_cots_card_to_string (known[i]));
          return NULL;
        }
      known_set = tm_cots_card_set_add (known_set, known[i]);
    }
  if ((hand & state->seen) != 0)
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("%s cannot be in your hand: it has already been face up."),
                   tm_cots_card_to_string ((TmCotsCard) __builtin_ctz (hand & state->seen)));
      return NULL;
    }
  unseen = ~(state->seen | hand | known_set);

  plans = tm_cots_advisor_plan (state->bed[player], known, unseen, error);
  if (plans == NULL)
    return NULL;

  object = json_object_new ();
  json_object_set_string_member (object, "query", "planner");
  json_object_set_int_member (object, "player", player);
  json_object_set_int_member (object, "count", plans->len);
  list = json_array_new ();
  for (guint i = 0; i < plans->len && i < 10; i++)
    {
      const TmCotsPlan *plan = &g_array_index (plans, TmCotsPlan, i);
      JsonNode *node = tm_cots_advisor_plan_to_json (plan);

      json_object_set_int_member (json_node_get_object (node), "rank", i + 1);
      json_array_add_element (list, node);
    }
  json_object_set_array_member (object, "plans", list);
  root = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (root, object);
  return root;
}

static JsonNode *
advise_options (GPtrArray  *options,
                const char *query)
{
  JsonNode *root = tm_advisor_options_to_json (options);

  json_object_set_string_member (json_node_get_object (root), "query", query);
  return root;
}

static JsonNode *
advise_game (TmGame      *game,
             AdviseArgs  *args,
             GError     **error)
{
  g_autoptr(GPtrArray) options = NULL;

  /* Tsuki no Utena: "can we still win?" */
  if (args->outlook)
    {
      const TmUtenaState *state;
      g_autoptr(TmUtenaOutlook) outlook = NULL;

      if (!TM_IS_UTENA_GAME (game))
        {
          g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                       _("--outlook is for Tsuki no Utena."));
          return NULL;
        }
      state = tm_utena_game_get_state (TM_UTENA_GAME (game));
      outlook = tm_utena_advisor_outlook (state, 0, error);
      return outlook != NULL ? tm_utena_outlook_to_json (outlook, state) : NULL;
    }

  if (TM_IS_COTS_GAME (game))
    {
      const TmCotsState *state = tm_cots_game_get_state (TM_COTS_GAME (game));
      gboolean placing = state->phase == TM_COTS_PHASE_SIEGE || state->phase == TM_COTS_PHASE_ANALYSIS;
      TmCotsCardSet hand = 0;

      if (args->planner)
        return advise_cots_planner (TM_COTS_GAME (game), args, error);
      if (args->shield != NULL || args->player >= 0)
        {
          g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                       _("--shield and --player are for the extermination planner (--planner)."));
          return NULL;
        }
      if (args->hand == NULL && placing)
        {
          g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                       _("Children of the Sun needs your hand (--hand R+2,B-1,…) or --planner."));
          return NULL;
        }
      if (args->hand != NULL)
        {
          if (!parse_cots_hand (args->hand, &hand, error))
            return NULL;
          options = tm_cots_advisor_hand_options (state, hand, error);
          if (options == NULL)
            return NULL;
          return advise_options (options, "hand");
        }
      /* Groups or reveals, with nothing private asked for: every move. */
    }
  else if (args->hand != NULL || args->planner || args->shield != NULL || args->player >= 0)
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("--hand, --shield, --player and --planner are for Children of the Sun."));
      return NULL;
    }

  /* Planetary Sisters at the end: which single field card would have
   * changed the winner. */
  if (TM_IS_SISTERS_GAME (game) && tm_game_is_finished (game))
    {
      const TmSistersState *state = tm_sisters_game_get_state (TM_SISTERS_GAME (game));
      TmSistersFinalTable table;
      g_autoptr(GArray) swaps = NULL;

      tm_sisters_advisor_final_table (state, &table);
      swaps = tm_sisters_advisor_what_if (&state->cards, &table, error);
      return swaps != NULL ? tm_sisters_advisor_what_if_to_json (&state->cards, &table, swaps,
                                                                 tm_game_get_player_names (game))
                           : NULL;
    }
  if (tm_game_is_finished (game))
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_GAME_FINISHED,
                   _("The game is over: there is nothing left to advise."));
      return NULL;
    }
  if (TM_IS_PSI_GAME (game)
      && tm_psi_game_get_state (TM_PSI_GAME (game))->phase == TM_PSI_PHASE_BATTLE)
    {
      options = tm_psi_advisor_attack_options (tm_psi_game_get_state (TM_PSI_GAME (game)),
                                               tm_psi_game_get_catalogue (TM_PSI_GAME (game)),
                                               error);
      return options != NULL ? advise_options (options, "attacks") : NULL;
    }
  if (TM_IS_SISTERS_GAME (game)
      && tm_sisters_game_get_state (TM_SISTERS_GAME (game))->phase == TM_SISTERS_PHASE_ROUND)
    {
      options = tm_sisters_advisor_turn_options (tm_sisters_game_get_state (TM_SISTERS_GAME (game)),
                                                 tm_game_get_player_names (game), error);
      return options != NULL ? advise_options (options, "turns") : NULL;
    }
  if (TM_IS_SISTERS_GAME (game))
    {
      options = tm_sisters_advisor_entry_options (tm_sisters_game_get_state (TM_SISTERS_GAME (game)),
                                                  tm_game_get_player_names (game));
      if (options != NULL)
        return advise_options (options, "entries");
    }
  if (TM_IS_UTENA_GAME (game)
      && tm_utena_game_get_state (TM_UTENA_GAME (game))->phase == TM_UTENA_PHASE_TURN)
    {
      options = tm_utena_advisor_exchange_options (tm_utena_game_get_state (TM_UTENA_GAME (game)),
                                                   error);
      return options != NULL ? advise_options (options, "exchanges") : NULL;
    }
  if (TM_IS_UTENA_GAME (game)
      && tm_utena_game_get_state (TM_UTENA_GAME (game))->phase == TM_UTENA_PHASE_DESIRE)
    {
      options = tm_utena_advisor_desire_options (tm_utena_game_get_state (TM_UTENA_GAME (game)));
      return advise_options (options, "desires");
    }
  /* Any other position: every legal move with its change of the scores
   * and of the public state. */
  options = tm_advisor_explore (game, NULL, NULL, NULL, error);
  if (options == NULL)
    return NULL;
  return advise_options (options, "moves");
}

static int
command_advise (AdviseArgs *args)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmRecord) record = NULL;
  g_autoptr(TmGame) game = NULL;
  g_autoptr(JsonNode) root = NULL;
  JsonObject *object;
  int status;

  game = replay_path_to_position (args->path, &record, &status);
  if (game == NULL)
    return status;

  root = advise_game (game, args, &error);
  if (root == NULL)
    return tm_cli_fail (args->path, error->message);
  object = json_node_get_object (root);
  json_object_set_string_member (object, "game", tm_record_get_game_id (record));
  json_object_set_string_member (object, "phase", tm_game_get_phase (game));
  tm_json_object_set_int_or_null (object, "current_player", tm_game_get_current_player (game));
  tm_cli_print_json (root);
  return EXIT_OK;
}

/* advise FILE [--hand CARDS] [--planner] [--shield POS=CARD,…] [--player N]
 *             [--outlook] */
static int
parse_advise (int    argc,
              char  *argv[])
{
  AdviseArgs args = { .player = -1 };

  for (int i = 2; i < argc; i++)
    {
      const char *arg = argv[i];

      if (g_str_equal (arg, "--planner"))
        args.planner = TRUE;
      else if (g_str_equal (arg, "--outlook"))
        args.outlook = TRUE;
      else if ((g_str_equal (arg, "--hand") || g_str_equal (arg, "--shield")
                || g_str_equal (arg, "--player")) && i + 1 < argc)
        {
          const char *value = argv[++i];

          if (g_str_equal (arg, "--hand"))
            args.hand = value;
          else if (g_str_equal (arg, "--shield"))
            args.shield = value;
          else
            {
              guint64 n;

              if (!g_ascii_string_to_unsigned (value, 10, 0, TM_RECORD_MAX_PLAYERS - 1, &n, NULL))
                return tm_cli_fail (NULL, _("--player needs a player number (0 for the first player)."));
              args.player = (int) n;
            }
        }
      else if (arg[0] == '-' && arg[1] == '-')
        {
          g_autofree char *shown = tm_json_describe_text (arg, -1, 30);
          g_autofree char *message =
            g_strdup_printf (_("“%s” is not an option of “advise” (or it lacks its value)."), shown);
          return tm_cli_fail (NULL, message);
        }
      else if (args.path == NULL)
        args.path = arg;
      else
        return tm_cli_fail (NULL, _("“advise” needs exactly one FILE (or “-” for standard input)."));
    }
  if (args.path == NULL)
    return tm_cli_fail (NULL, _("“advise” needs exactly one FILE (or “-” for standard input)."));
  return command_advise (&args);
}

/* match ----------------------------------------------------------------- */

/* A practitioner card of Tsuki no Utena from the command line: a JSON
 * array of icon names as in records, or the names separated by commas. */
static gboolean
parse_utena_card (const char   *text,
                  const char   *field,
                  TmUtenaCard  *card,
                  GError      **error)
{
  g_autoptr(JsonNode) node = NULL;
  const char *start = text;

  while (g_ascii_isspace (*start))
    start++;
  if (*start == '[')
    {
      node = tm_json_parse (start, strlen (start), NULL);
      if (node == NULL)
        {
          g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                       _("The %s is not a JSON list of icon names: write it as "
                         "[\"blue-cross\", \"group-red\"] or as blue-cross,group-red."),
                       field);
          return FALSE;
        }
    }
  else
    {
      g_auto(GStrv) names = g_strsplit (text, ",", -1);
      JsonArray *array = json_array_new ();

      for (guint i = 0; names[i] != NULL; i++)
        json_array_add_string_element (array, g_strstrip (names[i]));
      node = json_node_new (JSON_NODE_ARRAY);
      json_node_take_array (node, array);
    }
  return tm_utena_card_from_json (node, field, card, error);
}

static int
command_match (int    argc,
               char **argv)
{
  /* Translators: the two cards of `tablemate-cli match CARD CARD`, as
   * named in its error messages. */
  const char *fields[2] = { _("first CARD"), _("second CARD") };
  TmUtenaCard cards[2];
  TmUtenaMatch match;
  TmUtenaCell cells[2 * TM_UTENA_N_TOOLS + TM_UTENA_N_GROUPS];
  guint n_cells;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *explanation = NULL;

  if (argc != 4)
    return tm_cli_fail ("match", _("“match” needs exactly two cards, such as "
                                   "blue-cross,navy-snake,group-red or [\"sun-red\", \"group-yellow\"]."));
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(GError) error = NULL;

      if (!parse_utena_card (argv[2 + i], fields[i], &cards[i], &error))
        return tm_cli_fail ("match", error->message);
    }

  match = tm_utena_cards_match (cards[0], cards[1]);
  n_cells = tm_utena_match_get_cells (match, cells, G_N_ELEMENTS (cells));
  explanation = tm_utena_match_explain (cards[0], cards[1]);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "match");
  json_builder_add_value (builder, tm_utena_match_to_json (match));
  tm_json_builder_add_int_member (builder, "count", tm_utena_match_count (match));
  tm_json_builder_begin_array_member (builder, "cells");
  for (guint i = 0; i < n_cells; i++)
    json_builder_add_string_value (builder, tm_utena_cell_to_string (cells[i]));
  json_builder_end_array (builder);
  tm_json_builder_add_string_member (builder, "explanation", explanation);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  tm_cli_print_json (root);
  return EXIT_OK;
}

/* history --stats | --export bgstats [--data-dir DIR] (the listing comes
 * with issue #24). */
static int
parse_history (int   argc,
               char *argv[])
{
  const char *data_dir = NULL;
  const char *export = NULL;
  gboolean stats = FALSE;

  /* Plain `history` lists the games (tm-cli-history.c). */
  if (argc == 2)
    return tm_cli_history (argc, argv);
  for (int i = 2; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--stats"))
        stats = TRUE;
      else if (g_str_equal (argv[i], "--data-dir") && i + 1 < argc)
        data_dir = argv[++i];
      else if (g_str_equal (argv[i], "--export") && i + 1 < argc)
        export = argv[++i];
      else
        {
          g_autofree char *message = g_strdup_printf (_("“%s” is not an option of “history”; try “tablemate-cli --help”."),
                                                      argv[i]);
          return tm_cli_fail (NULL, message);
        }
    }
  if (export != NULL && !g_str_equal (export, "bgstats"))
    {
      g_autofree char *message = g_strdup_printf (_("“%s” is not a format “history --export” writes: it writes “bgstats”."),
                                                  export);
      return tm_cli_fail (NULL, message);
    }
  if (stats == (export != NULL))
    return tm_cli_fail (NULL, _("“history” takes either “--stats” or “--export bgstats” (with “--data-dir”)."));
  return stats ? tm_cli_history_stats (data_dir) : tm_cli_history_bgstats (data_dir);
}

static void
print_usage (FILE *stream)
{
  fprintf (stream, "%s",
           _("Usage: tablemate-cli COMMAND [FILE]\n"
             "\n"
             "Commands:\n"
             "  games          List the games Tablemate knows\n"
             "  replay FILE    Replay a game record and report the verdict and scores\n"
             "  legal FILE [--limit N | --all]\n"
             "                 List the legal next moves after a game record (the\n"
             "                 first 1000 unless told otherwise; \"count\" is the total)\n"
             "  score FILE     Score the end of a game from a score sheet\n"
             "  score FILE --what-if\n"
             "                 Planetary Sisters: which field card would have changed the winner\n"
             "  advise FILE [--hand CARDS] [--planner] [--shield POS=CARD,…] [--player N]\n"
             "              [--outlook]\n"
             "                 The options after a game record, best first\n"
             "  match CARD CARD\n"
             "                 Tsuki no Utena: the icons two practitioner cards match\n"
             "                 and the cloud cells they take from (CARD as in records,\n"
             "                 or icon names with commas: blue-cross,navy-snake,group-red)\n"
             "  history        The finished games of the data folder, newest first\n"
             "  backup FILE    Write the whole data folder (games, history, catalogues,\n"
             "                 settings) to one backup file\n"
             "  restore [--dry-run] FILE\n"
             "                 Merge a backup into the data folder: nothing is added twice\n"
             "                 (--dry-run: only say what it would do)\n"
             "  history --stats [--data-dir DIR]\n"
             "                 Players, months and rivals of the finished games, counted\n"
             "                 under the players' new names\n"
             "  history --export bgstats [--data-dir DIR]\n"
             "                 Every finished game as a play BG Stats imports, with the\n"
             "                 link that opens its import\n"
             "  amend FILE --at N (--replace MOVE | --insert MOVE | --delete)\n"
             "                 The record with move N (counted from 0) corrected, a move\n"
             "                 inserted before it, or it removed; every later move kept,\n"
             "                 and the first move that no longer holds\n"
             "\n"
             "FILE may be “-” to read standard input.  Output is JSON.\n"
             "Exit status: 0 fine, 1 an illegal move in the record, 2 unusable input.\n"));
}

int
main (int   argc,
      char *argv[])
{
  const char *command;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (argc < 2)
    {
      print_usage (stderr);
      return EXIT_UNUSABLE;
    }

  command = argv[1];
  if (g_str_equal (command, "--help") || g_str_equal (command, "-h") || g_str_equal (command, "help"))
    {
      print_usage (stdout);
      return EXIT_OK;
    }
  if (g_str_equal (command, "--version"))
    {
      g_print ("tablemate-cli %s\n", PACKAGE_VERSION);
      return EXIT_OK;
    }

  if (g_str_equal (command, "games"))
    {
      if (argc != 2)
        return tm_cli_fail (NULL, _("“games” takes no file."));
      return command_games ();
    }

  if (g_str_equal (command, "match"))
    return command_match (argc, argv);

  if (g_str_equal (command, "history"))
    return parse_history (argc, argv);
  if (g_str_equal (command, "backup"))
    return tm_cli_backup (argc, argv);
  if (g_str_equal (command, "restore"))
    return tm_cli_restore (argc, argv);

  if (g_str_equal (command, "advise"))
    return parse_advise (argc, argv);

  if (g_str_equal (command, "legal"))
    return parse_legal (argc, argv);

  if (g_str_equal (command, "amend"))
    return tm_cli_amend (argc, argv);

  /* score FILE --what-if */
  if (g_str_equal (command, "score") && argc == 4 && g_str_equal (argv[3], "--what-if"))
    return command_score (argv[2], TRUE);

  if (g_str_equal (command, "replay") || g_str_equal (command, "score"))
    {
      if (argc != 3)
        return tm_cli_fail_one_file (command);
      if (g_str_equal (command, "replay"))
        return command_replay (argv[2]);
      return command_score (argv[2], FALSE);
    }

  {
    g_autofree char *message = g_strdup_printf (_("“%s” is not a command; try “tablemate-cli --help”."),
                                                command);
    return tm_cli_fail (NULL, message);
  }
}
