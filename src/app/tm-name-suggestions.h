/* tm-name-suggestions.h — names a group has used, offered as one types
 *
 * A popover under a name entry (an AdwEntryRow) listing the known
 * names that start with what is typed (ignoring case), at most
 * MAX_SUGGESTIONS.  The focus stays in the entry: Down and Up choose a
 * name, Enter takes it, Escape closes the list; a click takes a name
 * too.  The popover floats over the dialog, so nothing moves.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TM_TYPE_NAME_SUGGESTIONS (tm_name_suggestions_get_type ())
G_DECLARE_FINAL_TYPE (TmNameSuggestions, tm_name_suggestions, TM, NAME_SUGGESTIONS, GtkPopover)

/* Attaches suggestions of @names (char *, kept by reference) to @entry,
 * which owns the popover from then on. */
TmNameSuggestions *tm_name_suggestions_attach    (GtkWidget         *entry,
                                                  GPtrArray         *names);
/* The names offered now (for tests); empty when the list is closed. */
GPtrArray         *tm_name_suggestions_get_shown (TmNameSuggestions *self);

G_END_DECLS
