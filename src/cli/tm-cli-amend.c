/* tm-cli-amend.c — tablemate-cli amend: correct, insert or remove an earlier move
 *
 *   tablemate-cli amend FILE --at N (--replace MOVE | --insert MOVE | --delete)
 *
 * Prints {"record": the corrected record, "illegal_move": K or null,
 * "reason": why move K no longer holds, in words}: the verdict of
 * replaying the corrected record, so `replay` of "record" says the same.
 * Exit status as every command: 0 every move holds, 1 one breaks, 2 the
 * input cannot be used.
 */
#include "config.h"

#include "tm-cli-private.h"
#include "core/tm-json.h"
#include "core/tm-record-amend.h"
#include "core/tm-rules-error.h"

#include <glib/gi18n.h>

typedef struct
{
  const char *path;
  gboolean has_at;
  guint at;
  int n_actions;
  TmRecordAmendAction action;
  const char *move_text;
} AmendArgs;

static int
fail_usage (const char *message)
{
  return tm_cli_fail ("amend", message);
}

/* MOVE as given on the command line: one JSON object. */
static JsonObject *
parse_move (const char  *text,
            GError     **error)
{
  g_autoptr(JsonNode) node = tm_json_parse (text, strlen (text), error);

  if (node == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("MOVE must be one JSON object, as a record's moves are: "
                     "{\"type\": …}."));
      return NULL;
    }
  return json_object_ref (json_node_get_object (node));
}

static int
command_amend (const AmendArgs *args)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) move_error = NULL;
  g_autoptr(TmRecord) record = NULL;
  g_autoptr(TmRecord) amended = NULL;
  g_autoptr(TmGame) game = NULL;
  g_autoptr(JsonObject) move = NULL;
  g_autoptr(JsonNode) record_node = NULL;
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);
  g_autofree char *data = NULL;
  g_autofree char *reason = NULL;
  JsonObject *object;
  gsize length;
  int illegal_index = -1;

  if (args->move_text != NULL)
    {
      move = parse_move (args->move_text, &error);
      if (move == NULL)
        {
          g_autofree char *message = g_strdup_printf (_("MOVE is not usable: %s"), error->message);
          return fail_usage (message);
        }
    }

  record = tm_cli_load_record (args->path, &error);
  if (record == NULL)
    return tm_cli_fail (args->path, error->message);

  amended = tm_record_amend (record, args->action, args->at, move, &error);
  if (amended == NULL)
    return tm_cli_fail (args->path, error->message);

  /* The verdict is the replay of the corrected record, nothing else. */
  game = tm_record_replay (amended, G_MAXUINT, &illegal_index, &move_error, &error);
  if (game == NULL)
    return tm_cli_fail (args->path, error->message);
  if (illegal_index >= 0 && g_error_matches (move_error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE))
    {
      /* Not a move of this game at all: unusable, as `replay` says. */
      g_autofree char *message =
        g_strdup_printf (_("move %d is not a usable move: %s"), illegal_index, move_error->message);
      return tm_cli_fail (args->path, message);
    }
  if (illegal_index >= 0)
    reason = tm_record_describe_refusal (amended, game, (guint) illegal_index, move_error);

  data = tm_record_to_data (amended, &length);
  record_node = tm_json_parse (data, length, &error);
  g_assert_no_error (error);

  object = json_object_new ();
  json_node_take_object (root, object);
  json_object_set_member (object, "record", g_steal_pointer (&record_node));
  tm_json_object_set_int_or_null (object, "illegal_move", illegal_index);
  json_object_set_string_member (object, "reason", reason != NULL ? reason : "");
  tm_cli_print_json (root);
  return illegal_index < 0 ? EXIT_OK : EXIT_ILLEGAL;
}

static int
add_action (AmendArgs           *args,
            TmRecordAmendAction  action,
            int                  argc,
            char                *argv[],
            int                 *i)
{
  args->n_actions++;
  args->action = action;
  if (action == TM_RECORD_AMEND_DELETE)
    return EXIT_OK;
  if (*i + 1 >= argc)
    return fail_usage (_("--replace and --insert need a MOVE: one JSON object, "
                         "as in '{\"type\": \"pass\"}'."));
  args->move_text = argv[++*i];
  return EXIT_OK;
}

int
tm_cli_amend (int   argc,
              char *argv[])
{
  AmendArgs args = { 0 };

  for (int i = 2; i < argc; i++)
    {
      const char *arg = argv[i];
      int status = EXIT_OK;

      if (g_str_equal (arg, "--at"))
        {
          guint64 n;

          if (args.has_at)
            return fail_usage (_("--at is given twice: correct one move at a time."));
          if (i + 1 >= argc || !g_ascii_string_to_unsigned (argv[++i], 10, 0, G_MAXINT, &n, NULL))
            return fail_usage (_("--at needs the number of a move, counted from 0 "
                                 "as “replay” counts them."));
          args.has_at = TRUE;
          args.at = (guint) n;
        }
      else if (g_str_equal (arg, "--replace"))
        status = add_action (&args, TM_RECORD_AMEND_REPLACE, argc, argv, &i);
      else if (g_str_equal (arg, "--insert"))
        status = add_action (&args, TM_RECORD_AMEND_INSERT, argc, argv, &i);
      else if (g_str_equal (arg, "--delete"))
        status = add_action (&args, TM_RECORD_AMEND_DELETE, argc, argv, &i);
      else if (arg[0] == '-' && arg[1] == '-')
        {
          g_autofree char *shown = tm_json_describe_text (arg, -1, 30);
          g_autofree char *message = g_strdup_printf (_("“%s” is not an option of “amend”."), shown);
          return fail_usage (message);
        }
      else if (args.path == NULL)
        args.path = arg;
      else
        return tm_cli_fail_one_file ("amend");
      if (status != EXIT_OK)
        return status;
    }

  if (args.path == NULL)
    return tm_cli_fail_one_file ("amend");
  if (!args.has_at)
    return fail_usage (_("--at N says which move to correct (counted from 0)."));
  if (args.n_actions != 1)
    return fail_usage (_("Give exactly one of --replace MOVE, --insert MOVE and --delete."));
  return command_amend (&args);
}
