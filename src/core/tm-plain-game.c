/* tm-plain-game.c — the TmGame plumbing of a game kept in plain structs */
#include "config.h"

#include "tm-plain-game.h"
#include "tm-json.h"
#include "tm-rules-error.h"

#include <glib/gi18n.h>

#include <stdarg.h>
#include <stddef.h>
#include <string.h>

TmGame *
tm_plain_game_copy (TmGame *self)
{
  GType type;
  GTypeQuery query;
  TmGame *copy;

  g_return_val_if_fail (TM_IS_GAME (self), NULL);

  type = G_OBJECT_TYPE (self);
  g_type_query (type, &query);
  g_return_val_if_fail (query.instance_size >= sizeof (TmGame), NULL);

  /* The TmGame part (and its private data, which tm_game_copy() copies)
   * is left to the new object. */
  copy = g_object_new (type, NULL);
  memcpy ((char *) copy + sizeof (TmGame), (const char *) self + sizeof (TmGame),
          query.instance_size - sizeof (TmGame));
  return copy;
}

/* Room for a move or an outcome struct on the stack: every game's fit
 * (Psi Conjuring's are the largest, about 2 KB each). */
typedef union
{
  max_align_t align;
  guint8      bytes[4096];
} PlainBuffer;

/* @size bytes: @buffer when they fit, else a new block put in *@heap for
 * the caller to free. */
static gpointer
room (PlainBuffer *buffer,
      gsize        size,
      gpointer    *heap)
{
  if (size > sizeof buffer->bytes)
    return *heap = g_malloc (size);
  return buffer->bytes;
}

gboolean
tm_plain_game_apply_move (const TmPlainGameRules *rules,
                          gpointer                state,
                          gpointer                data,
                          gpointer                outcome,
                          gboolean               *has_outcome,
                          JsonObject             *object,
                          GError                **error)
{
  PlainBuffer move_buffer;
  g_autofree gpointer move_heap = NULL;
  gpointer move;

  g_return_val_if_fail (rules != NULL, FALSE);

  /* Not on the heap for every move of a replay: two allocations and
   * frees cost Psi Conjuring a fifth of its replay.  Not zeroed either:
   * move_from_json writes all of the move that is read. */
  move = room (&move_buffer, rules->move_size, &move_heap);
  if (!rules->move_from_json (object, move, error))
    return FALSE;
  return tm_plain_game_apply_read_move (rules, state, data, outcome, has_outcome, move, error);
}

gboolean
tm_plain_game_apply_read_move (const TmPlainGameRules *rules,
                               gpointer                state,
                               gpointer                data,
                               gpointer                outcome,
                               gboolean               *has_outcome,
                               gconstpointer           move,
                               GError                **error)
{
  PlainBuffer result_buffer;
  g_autofree gpointer result_heap = NULL;
  gpointer result = NULL;

  g_return_val_if_fail (rules != NULL && (rules->apply != NULL) != (rules->apply_with != NULL), FALSE);
  g_return_val_if_fail (outcome == NULL || rules->outcome_size > 0, FALSE);

  if (rules->outcome_size > 0)
    {
      if (rules->apply_writes_outcome && outcome != NULL)
        result = outcome;
      else
        {
          result = room (&result_buffer, rules->outcome_size, &result_heap);
          memset (result, 0, rules->outcome_size);
        }
    }

  if (rules->apply != NULL ? !rules->apply (state, move, result, error)
                           : !rules->apply_with (state, move, data, result, error))
    return FALSE;
  if (outcome != NULL)
    {
      if (result != outcome)
        memcpy (outcome, result, rules->outcome_size);
      if (has_outcome != NULL)
        *has_outcome = TRUE;
    }
  return TRUE;
}

gboolean
tm_plain_game_read_move (const TmPlainGameRules *rules,
                         const TmPlainMoveForm  *forms,
                         gboolean                known_only,
                         JsonObject             *object,
                         gpointer                move)
{
  g_autoptr(JsonObject) read_as_020 = NULL;

  g_return_val_if_fail (rules != NULL, FALSE);

  if (known_only)
    object = read_as_020 = tm_plain_move_keep_known_members (object, forms);
  return rules->move_from_json (object, move, NULL);
}

GPtrArray *
tm_plain_game_list_legal_moves (const TmPlainGameRules *rules,
                                gconstpointer           state)
{
  g_autoptr(GArray) moves = rules->legal_moves (state);
  GPtrArray *result = g_ptr_array_new_full (moves->len, (GDestroyNotify) json_object_unref);
  guint size = g_array_get_element_size (moves);

  g_return_val_if_fail (size == rules->move_size, result);

  for (guint i = 0; i < moves->len; i++)
    g_ptr_array_add (result, rules->move_to_json (moves->data + (gsize) i * size));
  return result;
}

GPtrArray *
tm_plain_game_moves_to_json (GArray                *moves,
                             TmPlainMoveToJsonWith  to_json,
                             gconstpointer          data)
{
  GPtrArray *result = g_ptr_array_new_full (moves->len, (GDestroyNotify) json_object_unref);
  guint size = g_array_get_element_size (moves);

  for (guint i = 0; i < moves->len; i++)
    g_ptr_array_add (result, to_json (moves->data + (gsize) i * size, data));
  return result;
}

gboolean
tm_plain_move_invalid (GError     **error,
                       const char  *message)
{
  g_set_error_literal (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE, message);
  return FALSE;
}

static gboolean
member_listed (const char *members,
               const char *name)
{
  /* One pass over @members, without a library call per word: every
   * member of every move of a replay is looked up here. */
  for (const char *p = members; *p != '\0'; )
    {
      const char *n = name;

      /* A word is compared only when its first letter is @name's. */
      if (*p == *n)
        {
          while (*p != ' ' && *p != '\0' && *p == *n)
            p++, n++;
          if ((*p == ' ' || *p == '\0') && *n == '\0')
            return TRUE;
        }
      while (*p != ' ' && *p != '\0')
        p++;
      while (*p == ' ')
        p++;
    }
  return FALSE;
}

/* The first member of @object that neither @members nor @also lists
 * (either may be NULL), or NULL when there is none. */
static char *
unlisted_member (JsonObject *object,
                 const char *members,
                 const char *also)
{
  JsonObjectIter iter;
  const char *name;

  /* In the record's order, as json_object_get_members() gives them, but
   * without copying the list for every move of a replay. */
  json_object_iter_init_ordered (&iter, object);
  while (json_object_iter_next_ordered (&iter, &name, NULL))
    if (!(also != NULL && also[0] == name[0] && strcmp (also, name) == 0)
        && !(members != NULL && member_listed (members, name)))
      return g_strdup (name);
  return NULL;
}

/* unlisted_member() of @members' object, from the names already read:
 * the record's order is walked only when one of them is not listed. */
static char *
unlisted_read_member (const TmPlainMembers *members,
                      const char           *listed,
                      const char           *also)
{
  if (members->n_members == G_MAXUINT)
    return unlisted_member (members->object, listed, also);
  for (guint i = 0; i < members->n_members; i++)
    {
      const char *name = members->names[i];

      if (!(also != NULL && also[0] == name[0] && strcmp (also, name) == 0)
          && !(listed != NULL && member_listed (listed, name)))
        return unlisted_member (members->object, listed, also);
    }
  return NULL;
}

void
tm_plain_members_read (TmPlainMembers *members,
                       JsonObject     *object)
{
  JsonObjectIter iter;
  const char *name;
  JsonNode *node;

  members->object = object;
  members->n_members = 0;
  if (object == NULL)
    return;
  /* The hash table's order: the names are only compared. */
  json_object_iter_init (&iter, object);
  while (json_object_iter_next (&iter, &name, &node))
    {
      if (members->n_members == TM_PLAIN_MEMBERS_KEPT)
        {
          members->n_members = G_MAXUINT;
          return;
        }
      members->names[members->n_members] = name;
      members->nodes[members->n_members] = node;
      members->n_members++;
    }
}

JsonNode *
tm_plain_members_get (const TmPlainMembers *members,
                      const char           *name)
{
  if (members->n_members == G_MAXUINT)
    return tm_json_object_get_member (members->object, name);
  for (guint i = 0; i < members->n_members; i++)
    {
      /* Most names differ in their first letter. */
      if (members->names[i][0] == name[0] && strcmp (members->names[i], name) == 0)
        return JSON_NODE_HOLDS_NULL (members->nodes[i]) ? NULL : members->nodes[i];
    }
  return NULL;
}

static gboolean
not_a_member (const char  *name,
              const char  *what,
              GError     **error)
{
  g_autofree char *shown = tm_json_describe_text (name, -1, 30);

  /* Translators: the first %s is a member of a move in a record
   * file, as written there; the second names the move or change,
   * e.g. “a "desire" move” */
  return tm_rules_error_refuse (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                                _("“%s” is not a member of %s: check its spelling, or "
                                  "leave it out."), shown, what);
}

gboolean
tm_plain_move_check_members (const TmPlainMembers  *members,
                             const char            *listed,
                             const char            *also,
                             GError               **error,
                             const char            *what_format,
                             ...)
{
  g_autofree char *unlisted = NULL;
  g_autofree char *what = NULL;
  va_list args;

  g_return_val_if_fail (members != NULL && listed != NULL && what_format != NULL, FALSE);

  unlisted = unlisted_read_member (members, listed, also);
  if (unlisted == NULL)
    return TRUE;
  va_start (args, what_format);
  what = g_strdup_vprintf (what_format, args);
  va_end (args);
  return not_a_member (unlisted, what, error);
}

const char *
tm_plain_move_get_type (JsonObject             *object,
                        const TmPlainMoveForm  *forms,
                        const char             *no_type_message,
                        TmPlainMembers         *members,
                        GError                **error)
{
  const char *type;

  if (object == NULL)
    {
      tm_plain_move_invalid (error, _("A move must be a JSON object."));
      return NULL;
    }
  /* A game that looks its members up in the object itself is spared
   * reading them all (a pass over the hash table). */
  if (members != NULL)
    {
      tm_plain_members_read (members, object);
      type = tm_json_node_get_string (tm_plain_members_get (members, "type"));
    }
  else
    type = tm_json_node_get_string (tm_json_object_get_member (object, "type"));
  if (type == NULL)
    {
      tm_plain_move_invalid (error, _(no_type_message));
      return NULL;
    }
  /* The first letter first: most forms' types differ in it. */
  for (const TmPlainMoveForm *form = forms; form != NULL && form->type != NULL; form++)
    if (form->type[0] == type[0] && strcmp (form->type, type) == 0)
      {
        /* The move's name is made only for the message: a replay checks
         * every move of a record, and nearly all of them hold. */
        g_autofree char *unlisted = members != NULL
                                    ? unlisted_read_member (members, form->members, "type")
                                    : unlisted_member (object, form->members, "type");

        if (unlisted != NULL)
          {
            g_autofree char *shown = tm_json_describe_text (type, -1, 20);
            /* Translators: names a move by its type in a record, e.g.
             * a "desire" move */
            g_autofree char *what = g_strdup_printf (_("a \"%s\" move"), shown);

            not_a_member (unlisted, what, error);
            return NULL;
          }
        break;
      }
  return type;
}

JsonObject *
tm_plain_object_keep_members (JsonObject *object,
                              const char *members)
{
  g_autoptr(GList) names = NULL;
  JsonObject *copy;

  g_return_val_if_fail (object != NULL && members != NULL, NULL);

  copy = json_object_new ();
  names = json_object_get_members (object);
  for (GList *l = names; l != NULL; l = l->next)
    if (member_listed (members, l->data))
      json_object_set_member (copy, l->data,
                              json_node_copy (json_object_get_member (object, l->data)));
  return copy;
}

JsonObject *
tm_plain_move_keep_known_members (JsonObject            *object,
                                  const TmPlainMoveForm *forms)
{
  const char *type;

  g_return_val_if_fail (object != NULL, NULL);

  type = tm_json_node_get_string (tm_json_object_get_member (object, "type"));
  for (const TmPlainMoveForm *form = forms; type != NULL && form != NULL && form->type != NULL; form++)
    if (g_str_equal (form->type, type))
      {
        g_autofree char *members = g_strconcat ("type ", form->members, NULL);

        return tm_plain_object_keep_members (object, members);
      }
  return json_object_ref (object);
}

char *
tm_plain_game_describe_members_020 (TmGame *game,
                                    guint   revision)
{
  if (revision > 1)
    return NULL;
  return g_strdup (_("This game follows the rules as Tablemate 0.2.0 read them: "
                     "what a move in the record says beyond its own details is "
                     "ignored."));
}

gboolean
tm_plain_game_get_no_round (TmGame *game,
                            gint64 *round)
{
  return FALSE;
}
