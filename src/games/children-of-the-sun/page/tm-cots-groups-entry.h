/* tm-cots-groups-entry.h — one player forms groups from their own bed
 *
 * The bed is private: its cards appear only after its owner asks and
 * confirms that the other player looks away, and hide again once the
 * groups are entered.  The rules check the groups; this only collects
 * the player's choice.
 */
#pragma once

#include <json-glib/json-glib.h>
#include <gtk/gtk.h>

#include "games/children-of-the-sun/rules/tm-cots-state.h"

G_BEGIN_DECLS

#define TM_TYPE_COTS_GROUPS_ENTRY (tm_cots_groups_entry_get_type ())
G_DECLARE_FINAL_TYPE (TmCotsGroupsEntry, tm_cots_groups_entry, TM, COTS_GROUPS_ENTRY, GtkWidget)

GtkWidget *tm_cots_groups_entry_new       (void);

/* @player's bed and whether their groups are in; the other player's
 * name is used to ask them to look away. */
void       tm_cots_groups_entry_update    (TmCotsGroupsEntry *self,
                                           guint              player,
                                           const char        *name,
                                           const char        *other_name,
                                           const TmCotsState *state);

/* Shows the bed without asking (what confirming the dialog does). */
void       tm_cots_groups_entry_show_bed  (TmCotsGroupsEntry *self);
void       tm_cots_groups_entry_hide_bed  (TmCotsGroupsEntry *self);
gboolean   tm_cots_groups_entry_get_bed_shown (TmCotsGroupsEntry *self);
/* Puts the bed's cards into @groups (the rest aside) and shows the bed:
 * a plan its owner chose in the private view, where the others were
 * already asked to look away. */
void       tm_cots_groups_entry_set_groups (TmCotsGroupsEntry *self,
                                            const TmCotsCard   groups[TM_COTS_N_GROUPS][2]);
/* The button that puts @card into group @group (1–3, or 0 to set it
 * aside); NULL while the bed is hidden. */
GtkWidget *tm_cots_groups_entry_get_group_button (TmCotsGroupsEntry *self,
                                                  TmCotsCard         card,
                                                  guint              group);
/* "Show my bed" (asks first) and "Enter groups". */
GtkWidget *tm_cots_groups_entry_get_show_button  (TmCotsGroupsEntry *self);
GtkWidget *tm_cots_groups_entry_get_enter_button (TmCotsGroupsEntry *self);

G_END_DECLS
