/* tm-cots-extermination.h — groups, the three attacks, the score, the winner */
#pragma once

#include <gtk/gtk.h>

#include "core/tm-record.h"
#include "games/children-of-the-sun/rules/tm-cots-game.h"
#include "tm-cots-card-picker.h"
#include "tm-cots-groups-entry.h"

G_BEGIN_DECLS

#define TM_TYPE_COTS_EXTERMINATION (tm_cots_extermination_get_type ())
G_DECLARE_FINAL_TYPE (TmCotsExtermination, tm_cots_extermination, TM, COTS_EXTERMINATION, GtkWidget)

GtkWidget         *tm_cots_extermination_new   (void);
void               tm_cots_extermination_update (TmCotsExtermination *self,
                                                 TmRecord            *record,
                                                 TmCotsGame          *game);

/* Read-only: the score, the attacks and the result, without the entry
 * of groups and shield cards.  Shown at the next update. */
void               tm_cots_extermination_set_read_only (TmCotsExtermination *self,
                                                        gboolean             read_only);

/* For keyboard focus and tests. */
TmCotsGroupsEntry *tm_cots_extermination_get_groups_entry (TmCotsExtermination *self,
                                                           guint                player);
/* The pickers of the next attack: the lower shield position (0) and the
 * higher one (1). */
TmCotsCardPicker  *tm_cots_extermination_get_shield_picker (TmCotsExtermination *self,
                                                            guint                index);
GtkWidget         *tm_cots_extermination_get_reveal_button (TmCotsExtermination *self);
/* The big result text ("Alice wins!") and its detail, "" until the end. */
const char        *tm_cots_extermination_get_result_text  (TmCotsExtermination *self);
const char        *tm_cots_extermination_get_result_detail (TmCotsExtermination *self);
/* The total shown for @player in the score table. */
const char        *tm_cots_extermination_get_total_text   (TmCotsExtermination *self,
                                                           guint                player);

G_END_DECLS
