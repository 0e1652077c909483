/* tm-text-join.c — joining the pieces of the rules' messages */
#include "config.h"

#include "tm-text-join.h"

#include <glib/gi18n.h>

void
tm_text_join_sentence (GString    *text,
                       const char *sentence)
{
  g_return_if_fail (text != NULL && sentence != NULL);

  if (text->len > 0)
    /* Translators: goes between two sentences; for a language that
     * puts no space there, use a zero-width space (U+200B). */
    g_string_append (text, C_("sentence separator", " "));
  g_string_append (text, sentence);
}

void
tm_text_join_item (GString    *text,
                   const char *item)
{
  g_return_if_fail (text != NULL && item != NULL);

  if (text->len > 0)
    /* Translators: between the items of a list, such as the icons of a
     * card: "blue cross, navy group" (、 in Japanese). */
    g_string_append (text, C_("list separator", ", "));
  g_string_append (text, item);
}
