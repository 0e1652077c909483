/* tm-utena-options.h — "Show Exchange Options" (every exchange of the
 * active altar, best first) and "Can We Still Win?"
 *
 * Everything is on the table (the game is cooperative, and the advisor
 * uses only the cards the position knows), so it sits on the page.  The
 * options are computed again when the position changes and only while
 * they are shown.  "play-move" asks the page to play the option chosen
 * (or "Play First Move" of the outlook).
 */
#pragma once

#include <gtk/gtk.h>

#include "core/tm-record.h"
#include "games/tsuki-no-utena/rules/tm-utena-game.h"
#include "tm-utena-outlook-view.h"
#include "widgets/tm-advisor-panel.h"

G_BEGIN_DECLS

#define TM_TYPE_UTENA_OPTIONS (tm_utena_options_get_type ())
G_DECLARE_FINAL_TYPE (TmUtenaOptions, tm_utena_options, TM, UTENA_OPTIONS, GtkWidget)

GtkWidget          *tm_utena_options_new              (void);
/* The position now (@game is @record replayed; both kept), and whether
 * options may be offered at all (not in a finished or read-only game). */
void                tm_utena_options_set_position     (TmUtenaOptions *self,
                                                       TmRecord       *record,
                                                       TmUtenaGame    *game,
                                                       gboolean        available);
/* After an option was played: the keyboard goes on from the new best
 * one (or the toggle when there is none). */
void                tm_utena_options_focus_first      (TmUtenaOptions *self);
GtkWidget          *tm_utena_options_get_toggle       (TmUtenaOptions *self);
TmAdvisorPanel     *tm_utena_options_get_panel        (TmUtenaOptions *self);
TmUtenaOutlookView *tm_utena_options_get_outlook_view (TmUtenaOptions *self);

G_END_DECLS
