/* tm-name-table.c — reading the names records give to enum values */
#include "tm-name-table.h"

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
  for (guint i = 0; i < n_names; i++)
    if (g_str_equal (text, names[i]))
      {
        *index = i;
        return TRUE;
      }
  return FALSE;
}
