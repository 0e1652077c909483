/* advisor-titles.h — what every advisor test asks of the options' titles
 *
 * Included by the advisor tests of the core and of every game: each
 * option has a one-line title of a reasonable length, and two options of
 * one query with different moves never share a title (a player picks an
 * option by its title).
 */
#pragma once

#include "core/tm-advisor.h"

#include <string.h>

/* Longer than the ~60 characters asked for, to leave room for long
 * beast and emblem names; a title is still one line. */
#define ADVISOR_TITLE_MAX_CHARS 90

/* @numbered: whether titles may carry the number
 * tm_advisor_number_same_titles() adds (the generic titles); a game's
 * own titles must tell its moves apart by themselves. */
static inline void
advisor_assert_titles_full (GPtrArray *options,
                            gboolean   numbered)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < options->len; i++)
    {
      TmAdvisorOption *option = g_ptr_array_index (options, i);
      TmAdvisorOption *same;

      g_assert_nonnull (option->title);
      g_assert_cmpuint (strlen (option->title), >, 0);
      g_assert_null (strchr (option->title, '\n'));
      g_assert_true (g_utf8_validate (option->title, -1, NULL));
      if (g_utf8_strlen (option->title, -1) > ADVISOR_TITLE_MAX_CHARS)
        g_error ("title too long: %s", option->title);

      /* A " (n)" at the end is the number tm_advisor_number_same_titles()
       * adds. */
      if (!numbered && g_str_has_suffix (option->title, ")"))
        {
          const char *open = strrchr (option->title, '(');
          gboolean digits = open != NULL && open > option->title && open[-1] == ' '
                            && g_ascii_isdigit (open[1]);

          for (const char *c = open != NULL ? open + 1 : NULL; digits && *c != ')'; c++)
            digits = g_ascii_isdigit (*c);
          if (digits)
            g_error ("title numbered to tell it apart: %s", option->title);
        }

      same = g_hash_table_lookup (seen, option->title);
      if (same != NULL)
        {
          /* Only the same move may have the same title. */
          g_autoptr(JsonNode) a = json_node_new (JSON_NODE_OBJECT);
          g_autoptr(JsonNode) b = json_node_new (JSON_NODE_OBJECT);

          g_assert_nonnull (same->move);
          g_assert_nonnull (option->move);
          json_node_set_object (a, same->move);
          json_node_set_object (b, option->move);
          if (!json_node_equal (a, b))
            g_error ("two moves share the title “%s”", option->title);
        }
      else
        g_hash_table_insert (seen, option->title, option);
    }
}

static inline void
advisor_assert_titles (GPtrArray *options)
{
  advisor_assert_titles_full (options, FALSE);
}
