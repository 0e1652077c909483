/* tm-utena-options.h — "Show Exchange Options" (every exchange of the
 * active altar, best first) and "Can We Still Win?"
 *
 * Everything is on the table (the game is cooperative, and the advisor
 * uses only the cards the position knows), so it sits on the page.  The
 * options are computed again when the position changes and only while
 * they are shown.  "play-move" asks the page to play the option chosen
 * (or "Play First Move" of the outlook).  The toggle, the panel and the
 * keyboard are TmAdvisorOptions' (tm-advisor-options.h).
 */
#pragma once

#include <gtk/gtk.h>

#include "core/tm-record.h"
#include "games/tsuki-no-utena/rules/tm-utena-game.h"
#include "tm-utena-outlook-view.h"
#include "widgets/tm-advisor-options.h"

G_BEGIN_DECLS

#define TM_TYPE_UTENA_OPTIONS (tm_utena_options_get_type ())
G_DECLARE_FINAL_TYPE (TmUtenaOptions, tm_utena_options, TM, UTENA_OPTIONS, TmAdvisorOptions)

GtkWidget          *tm_utena_options_new              (void);
/* The position is set with tm_advisor_options_set_position() (@game a
 * TmUtenaGame). */
TmUtenaOutlookView *tm_utena_options_get_outlook_view (TmUtenaOptions *self);

G_END_DECLS
