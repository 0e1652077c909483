/* tm-name-table.h — reading the names records give to enum values
 *
 * Records name directions, cells and icons by fixed words ("NE",
 * "group-blue", "sun-red") kept in a table indexed by the value; reading
 * one back is the same search everywhere, so it lives here once.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* TRUE with *@index set to where @text stands in @names (@n_names
 * words); FALSE, *@index untouched, when @text is NULL or names none. */
gboolean tm_name_table_find (const char * const *names,
                             guint               n_names,
                             const char         *text,
                             guint              *index);

G_END_DECLS
