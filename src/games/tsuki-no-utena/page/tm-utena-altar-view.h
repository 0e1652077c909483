/* tm-utena-altar-view.h — one altar of Tsuki no Utena: its flower board,
 * reserve and pair
 *
 * The flower board drawn as its outer ring (a dot per cell, filled for
 * each marker) around the centre cell, which turns red with a marker on
 * it (a turn that begins so loses the game); the owner and the altar's
 * name; whether the reserve card is still there (face down: never its
 * face); the pair as two card views with the matching icons
 * highlighted.  The active altar is outlined.  During an exchange the
 * page makes the pair cards clickable; a click emits "card-clicked".
 */
#pragma once

#include <gtk/gtk.h>

#include "games/tsuki-no-utena/rules/tm-utena-state.h"

G_BEGIN_DECLS

#define TM_TYPE_UTENA_ALTAR_VIEW (tm_utena_altar_view_get_type ())
G_DECLARE_FINAL_TYPE (TmUtenaAltarView, tm_utena_altar_view, TM, UTENA_ALTAR_VIEW, GtkWidget)

GtkWidget  *tm_utena_altar_view_new            (void);

/* Shows altar @altar of @state; @owner is its owner's name. */
void        tm_utena_altar_view_set_altar      (TmUtenaAltarView   *self,
                                                const TmUtenaState *state,
                                                guint               altar,
                                                const char         *owner);
guint       tm_utena_altar_view_get_altar      (TmUtenaAltarView   *self);
void        tm_utena_altar_view_set_active     (TmUtenaAltarView   *self,
                                                gboolean            active);
gboolean    tm_utena_altar_view_get_active     (TmUtenaAltarView   *self);

/* Which pair cards (bit 0, bit 1) can be clicked now, and which one is
 * selected (-1: none). */
void        tm_utena_altar_view_set_clickable  (TmUtenaAltarView   *self,
                                                guint               cards);
void        tm_utena_altar_view_set_selected   (TmUtenaAltarView   *self,
                                                int                 index);
/* The button around pair card @index (0 or 1), e.g. for the tests. */
GtkWidget  *tm_utena_altar_view_get_card_button (TmUtenaAltarView  *self,
                                                 guint              index);
/* The texts shown: "Ring 3 of 8", the centre and the reserve. */
const char *tm_utena_altar_view_get_summary    (TmUtenaAltarView   *self);

/* Signal "card-clicked" (guint index): pair card 0 or 1 was clicked. */

G_END_DECLS
