/* tm-name-table.c — reading the names records give to enum values */
#include "tm-name-table.h"

#include <string.h>

gboolean
tm_name_table_find (const char * const *names,
                    guint               n_names,
                    const char         *text,
                    guint              *index)
{
  g_return_val_if_fail (names != NULL || n_names == 0, FALSE);
  g_return_val_if_fail (index != NULL, FALSE);

  if (text == NULL)
    return FALSE;
  /* The first letter first, without a library call: Tsuki no Utena
   * reads every icon of every card of a replay here. */
  for (guint i = 0; i < n_names; i++)
    if (text[0] == names[i][0] && strcmp (text, names[i]) == 0)
      {
        *index = i;
        return TRUE;
      }
  return FALSE;
}
