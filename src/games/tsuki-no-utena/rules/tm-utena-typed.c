/* tm-utena-typed.c — a card's icons typed on the keyboard */
#include "config.h"

#include "tm-utena-typed.h"
#include "core/tm-rules-error.h"
#include "tm-utena-game.h"

#include <glib/gi18n.h>

#define N_PRACTITIONER_ICONS 26   /* 16 tools, 4 suns, 5 groups, the wild group */
#define SEPARATORS           " ,;[]\"\t\n"

static guint
n_icons (TmUtenaKind kind)
{
  return kind == TM_UTENA_KIND_DESIRE ? TM_UTENA_N_CELLS : N_PRACTITIONER_ICONS;
}

/* The record's name of icon @bit: interned, as the names are few. */
static const char *
icon_name (TmUtenaKind kind,
           guint       bit)
{
  g_autofree char *listed = NULL;

  if (kind == TM_UTENA_KIND_DESIRE)
    return tm_utena_cell_to_string ((TmUtenaCell) bit);
  listed = tm_utena_card_to_string ((TmUtenaCard) 1u << bit);   /* "[navy-snake]" */
  listed[strlen (listed) - 1] = '\0';
  return g_intern_string (listed + 1);
}

/* The bit of the icon @word names, in full or by a start only one name
 * has; -1 when none or several do. */
static int
find_icon (TmUtenaKind  kind,
           const char  *word)
{
  int found = -1;
  guint n_found = 0;

  for (guint bit = 0; bit < n_icons (kind); bit++)
    {
      const char *name = icon_name (kind, bit);

      if (g_str_equal (name, word))
        return (int) bit;
      if (g_str_has_prefix (name, word))
        {
          found = (int) bit;
          n_found++;
        }
    }
  return n_found == 1 ? found : -1;
}

gboolean
tm_utena_typed_parse (TmUtenaKind   kind,
                      const char   *text,
                      gboolean      typing,
                      guint32      *icons,
                      GError      **error)
{
  g_autofree char *lower = NULL;
  g_auto(GStrv) words = NULL;
  guint32 parsed = 0;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (icons != NULL, FALSE);

  lower = g_ascii_strdown (text, -1);
  words = g_strsplit_set (lower, SEPARATORS, -1);
  for (guint i = 0; words[i] != NULL; i++)
    {
      int bit;

      if (words[i][0] == '\0')
        continue;
      bit = find_icon (kind, words[i]);
      if (bit < 0)
        {
          g_autoptr(GPtrArray) names = tm_utena_typed_completions (kind, words[i]);

          if (typing && words[i + 1] == NULL && names->len > 1)
            continue;
          if (names->len > 1)
            /* Translators: a word typed for a card's icons that starts several icon names. */
            g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_UNKNOWN_ICON,
                         _("“%s” could be %s or %s: type more of it."), words[i],
                         (const char *) names->pdata[0], (const char *) names->pdata[1]);
          else
            /* Translators: a word typed for a card's icons that is no icon. */
            g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_UNKNOWN_ICON,
                         kind == TM_UTENA_KIND_DESIRE
                         ? _("“%s” is not an icon of a desire card: type them as blue, snake, group-red …")
                         : _("“%s” is not an icon of a practitioner card: type them as navy-snake, "
                             "sun-red, group-blue, group-wild …"),
                         words[i]);
          return FALSE;
        }
      parsed |= 1u << bit;
    }
  *icons = parsed;
  return TRUE;
}

GPtrArray *
tm_utena_typed_completions (TmUtenaKind  kind,
                            const char  *text)
{
  GPtrArray *names = g_ptr_array_new ();
  g_autofree char *lower = NULL;
  const char *word;

  g_return_val_if_fail (text != NULL, names);

  lower = g_ascii_strdown (text, -1);
  word = lower + strlen (lower);
  while (word > lower && strchr (SEPARATORS, word[-1]) == NULL)
    word--;
  if (*word == '\0')
    return names;
  for (guint bit = 0; bit < n_icons (kind); bit++)
    if (g_str_has_prefix (icon_name (kind, bit), word))
      g_ptr_array_add (names, (gpointer) icon_name (kind, bit));
  return names;
}

char *
tm_utena_typed_format (TmUtenaKind kind,
                       guint32     icons)
{
  GString *text = g_string_new (NULL);

  for (guint bit = 0; bit < n_icons (kind); bit++)
    if (icons & (1u << bit))
      {
        if (text->len > 0)
          g_string_append_c (text, ' ');
        g_string_append (text, icon_name (kind, bit));
      }
  return g_string_free (text, FALSE);
}
