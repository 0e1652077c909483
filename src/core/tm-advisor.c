/* tm-advisor.c — the shared search layer of the advisor */
#include "config.h"

#include "tm-advisor.h"

#include <glib/gi18n.h>

TmAdvisorOption *
tm_advisor_option_new (JsonObject *move)
{
  TmAdvisorOption *option = g_new0 (TmAdvisorOption, 1);

  option->move = move != NULL ? json_object_ref (move) : NULL;
  return option;
}

void
tm_advisor_option_free (TmAdvisorOption *option)
{
  if (option == NULL)
    return;
  g_clear_pointer (&option->move, json_object_unref);
  g_clear_pointer (&option->details, json_node_unref);
  g_free (option->title);
  g_free (option->explanation);
  g_free (option);
}

static int
compare_options (gconstpointer a,
                 gconstpointer b,
                 gpointer      user_data)
{
  const TmAdvisorOption *x = *(TmAdvisorOption * const *) a;
  const TmAdvisorOption *y = *(TmAdvisorOption * const *) b;

  (void) user_data;
  if (x->score > y->score)
    return -1;
  if (x->score < y->score)
    return 1;
  return 0;
}

void
tm_advisor_rank (GPtrArray *options)
{
  g_return_if_fail (options != NULL);

  /* g_qsort_with_data() is a stable sort: equal options keep the order
   * the rules listed them in. */
  if (options->len > 1)
    g_qsort_with_data (options->pdata, (int) options->len, sizeof (gpointer),
                       compare_options, NULL);
}

JsonNode *
tm_advisor_state_delta (JsonNode *before,
                        JsonNode *after)
{
  JsonObject *delta = json_object_new ();
  JsonNode *result = json_node_new (JSON_NODE_OBJECT);

  json_node_take_object (result, delta);
  if (before == NULL || after == NULL
      || !JSON_NODE_HOLDS_OBJECT (before) || !JSON_NODE_HOLDS_OBJECT (after))
    {
      if (before == NULL || after == NULL || !json_node_equal (before, after))
        {
          JsonObject *change = json_object_new ();

          json_object_set_member (change, "before",
                                  before != NULL ? json_node_copy (before) : json_node_new (JSON_NODE_NULL));
          json_object_set_member (change, "after",
                                  after != NULL ? json_node_copy (after) : json_node_new (JSON_NODE_NULL));
          json_object_set_object_member (delta, "state", change);
        }
      return result;
    }

  {
    JsonObject *b = json_node_get_object (before);
    JsonObject *a = json_node_get_object (after);
    g_autoptr(GList) names_before = json_object_get_members (b);
    g_autoptr(GList) names_after = json_object_get_members (a);
    g_autoptr(GHashTable) done = g_hash_table_new (g_str_hash, g_str_equal);
    GList *lists[2] = { names_before, names_after };

    for (guint i = 0; i < 2; i++)
      for (GList *l = lists[i]; l != NULL; l = l->next)
        {
          const char *name = l->data;
          JsonNode *vb, *va;

          if (!g_hash_table_add (done, (gpointer) name))
            continue;
          vb = json_object_get_member (b, name);
          va = json_object_get_member (a, name);
          if (vb != NULL && va != NULL && json_node_equal (vb, va))
            continue;
          {
            JsonObject *change = json_object_new ();

            json_object_set_member (change, "before",
                                    vb != NULL ? json_node_copy (vb) : json_node_new (JSON_NODE_NULL));
            json_object_set_member (change, "after",
                                    va != NULL ? json_node_copy (va) : json_node_new (JSON_NODE_NULL));
            json_object_set_object_member (delta, name, change);
          }
        }
  }
  return result;
}

static void append_value (GString *text, JsonNode *node, guint max_leaves);

static void
append_members (GString    *text,
                JsonObject *object,
                const char *skip,
                guint       max_leaves)
{
  g_autoptr(GList) names = json_object_get_members (object);
  gboolean first = TRUE;

  for (GList *l = names; l != NULL; l = l->next)
    {
      const char *name = l->data;

      if (skip != NULL && g_str_equal (name, skip))
        continue;
      if (!first)
        g_string_append (text, ", ");
      first = FALSE;
      g_string_append_printf (text, "%s ", name);
      append_value (text, json_object_get_member (object, name), max_leaves);
    }
}

/* A JSON value as compact text: scalars as they are, arrays of scalars
 * with spaces, arrays of arrays with " · ", objects as "name value".
 * With @max_leaves, an array of scalars shows only its first ones and
 * "…". */
static void
append_value (GString  *text,
              JsonNode *node,
              guint     max_leaves)
{
  switch (json_node_get_node_type (node))
    {
    case JSON_NODE_NULL:
      g_string_append (text, "—");
      break;
    case JSON_NODE_VALUE:
      {
        GType type = json_node_get_value_type (node);

        if (type == G_TYPE_STRING)
          g_string_append (text, json_node_get_string (node));
        else if (type == G_TYPE_INT64)
          g_string_append_printf (text, "%" G_GINT64_FORMAT, json_node_get_int (node));
        else if (type == G_TYPE_BOOLEAN)
          g_string_append (text, json_node_get_boolean (node) ? "true" : "false");
        else
          g_string_append_printf (text, "%g", json_node_get_double (node));
      }
      break;
    case JSON_NODE_ARRAY:
      {
        JsonArray *array = json_node_get_array (node);
        guint n = json_array_get_length (array);

        for (guint i = 0; i < n; i++)
          {
            JsonNode *element = json_array_get_element (array, i);

            if (max_leaves > 0 && i == max_leaves && JSON_NODE_HOLDS_VALUE (element))
              {
                g_string_append (text, "…");
                break;
              }
            if (i > 0)
              g_string_append (text, JSON_NODE_HOLDS_VALUE (element) ? " " : " · ");
            append_value (text, element, max_leaves);
          }
        if (n == 0)
          g_string_append (text, "—");
      }
      break;
    case JSON_NODE_OBJECT:
    default:
      g_string_append_c (text, '(');
      append_members (text, json_node_get_object (node), NULL, max_leaves);
      g_string_append_c (text, ')');
      break;
    }
}

/* The length a generic title tries to keep to, in characters. */
#define TITLE_CHARS 60

char *
tm_advisor_move_title (JsonObject *move)
{
  g_autoptr(GString) values = g_string_new (NULL);
  const char *type;

  if (move == NULL)
    return g_strdup (_("A plan"));
  type = json_object_get_string_member_with_default (move, "type", NULL);
  append_members (values, move, "type", 0);
  /* A title is one short line: long lists (a card's icons …) show their
   * first two items.  tm_advisor_explore() numbers titles that are then
   * the same. */
  if (g_utf8_strlen (values->str, -1) > TITLE_CHARS)
    {
      g_string_truncate (values, 0);
      append_members (values, move, "type", 2);
    }
  if (type == NULL)
    return g_strdup (values->str);
  if (values->len == 0)
    return g_strdup (type);
  /* TRANSLATORS: a move's type, then what it holds ("groups: player 0, …") */
  return g_strdup_printf (_("%s: %s"), type, values->str);
}

/* What the default description needs of the position before the move:
 * computed once per exploration, not once per move. */
typedef struct
{
  JsonNode *state;
  int      *scores;
} Before;

static void
before_init (Before *before,
             TmGame *game)
{
  guint n_players = tm_game_get_n_players (game);

  before->state = tm_game_serialize_state (game);
  before->scores = g_new (int, n_players);
  for (guint p = 0; p < n_players; p++)
    before->scores[p] = tm_game_get_score (game, p);
}

static void
before_clear (Before *before)
{
  g_clear_pointer (&before->state, json_node_unref);
  g_clear_pointer (&before->scores, g_free);
}

static void
describe_with (TmGame          *before_game,
               const Before    *before,
               TmGame          *after,
               JsonObject      *move,
               TmAdvisorOption *option)
{
  guint n_players = tm_game_get_n_players (before_game);
  int mover = tm_game_get_current_player (before_game);
  g_autoptr(JsonNode) state_after = tm_game_serialize_state (after);
  JsonArray *changes = json_array_sized_new (n_players);
  JsonObject *details = json_object_new ();
  int own = 0, best_other = 0;
  gboolean any_other = FALSE;

  for (guint p = 0; p < n_players; p++)
    {
      int change = tm_game_get_score (after, p) - before->scores[p];

      json_array_add_int_element (changes, change);
      if ((int) p == mover)
        own = change;
      else if (!any_other || change > best_other)
        {
          best_other = change;
          any_other = TRUE;
        }
    }

  json_object_set_array_member (details, "score_changes", changes);
  json_object_set_member (details, "state_changes",
                          tm_advisor_state_delta (before->state, state_after));
  option->details = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (option->details, details);
  option->score = own - best_other;
  option->title = tm_advisor_move_title (move);
  option->explanation =
    g_strdup_printf (_("Your score changes by %+d, the best of the others’ by %+d."),
                     own, best_other);
}

gboolean
tm_advisor_describe_default (TmGame          *before,
                             TmGame          *after,
                             JsonObject      *move,
                             TmAdvisorOption *option,
                             gpointer         user_data)
{
  Before cache;

  (void) user_data;
  before_init (&cache, before);
  describe_with (before, &cache, after, move, option);
  before_clear (&cache);
  return TRUE;
}

void
tm_advisor_number_same_titles (GPtrArray *options)
{
  g_autoptr(GHashTable) count = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GArray) same = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < options->len; i++)
    {
      TmAdvisorOption *option = g_ptr_array_index (options, i);

      g_hash_table_insert (count, option->title,
                           GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (count, option->title)) + 1));
    }
  /* Find them all before renaming any: the table's keys are the titles. */
  for (guint i = 0; i < options->len; i++)
    {
      TmAdvisorOption *option = g_ptr_array_index (options, i);

      if (GPOINTER_TO_UINT (g_hash_table_lookup (count, option->title)) > 1)
        g_array_append_val (same, i);
    }
  g_hash_table_remove_all (count);
  for (guint k = 0; k < same->len; k++)
    {
      guint i = g_array_index (same, guint, k);
      TmAdvisorOption *option = g_ptr_array_index (options, i);
      char *numbered = g_strdup_printf ("%s (%u)", option->title, i + 1);

      g_free (option->title);
      option->title = numbered;
    }
}

GPtrArray *
tm_advisor_explore (TmGame                *game,
                    GPtrArray             *moves,
                    TmAdvisorDescribeFunc  describe,
                    gpointer               user_data,
                    GError               **error)
{
  g_autoptr(GPtrArray) legal = NULL;
  g_autoptr(GPtrArray) options = NULL;
  Before before = { NULL, NULL };

  g_return_val_if_fail (TM_IS_GAME (game), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (moves == NULL)
    moves = legal = tm_game_list_legal_moves (game);
  if (describe == NULL)
    describe = tm_advisor_describe_default;

  if (describe == tm_advisor_describe_default)
    before_init (&before, game);

  options = g_ptr_array_new_full (moves->len, (GDestroyNotify) tm_advisor_option_free);
  for (guint i = 0; i < moves->len; i++)
    {
      JsonObject *move = g_ptr_array_index (moves, i);
      g_autoptr(TmGame) copy = tm_game_copy (game);
      g_autoptr(TmAdvisorOption) option = NULL;

      if (!tm_game_apply_move (copy, move, error))
        {
          before_clear (&before);
          return NULL;
        }
      option = tm_advisor_option_new (move);
      if (before.state != NULL)
        describe_with (game, &before, copy, move, option);
      else if (!describe (game, copy, move, option, user_data))
        continue;
      /* Every option has a title, whatever the describe function did. */
      if (option->title == NULL)
        option->title = tm_advisor_move_title (move);
      g_ptr_array_add (options, g_steal_pointer (&option));
    }
  before_clear (&before);
  return tm_advisor_finish (g_steal_pointer (&options));
}

GPtrArray *
tm_advisor_finish (GPtrArray *options)
{
  g_return_val_if_fail (options != NULL, NULL);

  tm_advisor_number_same_titles (options);
  tm_advisor_rank (options);
  return options;
}

void
tm_advisor_option_take_details (TmAdvisorOption *option,
                                JsonObject      *details)
{
  g_return_if_fail (option != NULL && details != NULL);

  g_clear_pointer (&option->details, json_node_unref);
  option->details = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (option->details, details);
}

JsonNode *
tm_advisor_options_to_json (GPtrArray *options)
{
  JsonNode *root = json_node_new (JSON_NODE_OBJECT);
  JsonObject *object = json_object_new ();
  JsonArray *list = json_array_sized_new (options->len);

  for (guint i = 0; i < options->len; i++)
    {
      TmAdvisorOption *option = g_ptr_array_index (options, i);
      JsonObject *entry = json_object_new ();

      json_object_set_int_member (entry, "rank", i + 1);
      if (option->move != NULL)
        json_object_set_object_member (entry, "move", json_object_ref (option->move));
      else
        json_object_set_null_member (entry, "move");
      json_object_set_double_member (entry, "score", option->score);
      json_object_set_string_member (entry, "title",
                                     option->title != NULL ? option->title : "");
      json_object_set_string_member (entry, "explanation",
                                     option->explanation != NULL ? option->explanation : "");
      if (option->details != NULL)
        json_object_set_member (entry, "details", json_node_copy (option->details));
      else
        json_object_set_object_member (entry, "details", json_object_new ());
      json_array_add_object_element (list, entry);
    }
  json_object_set_int_member (object, "count", options->len);
  json_object_set_array_member (object, "options", list);
  json_node_take_object (root, object);
  return root;
}
