/* tm-advisor-toggle.h — the "Show … Options" toggle of a game page
 *
 * The toggle button (an AdwButtonContent child) that shows the advisor's
 * options below a page's move entry, and the position they were computed
 * for: the options are computed only while shown, and again only when
 * the record moved (a move, an undo, a redo; not the clicks of a move
 * being entered).  Used by TmAdvisorOptions (tm-advisor-options.h), the
 * base of the Psi Conjuring and Tsuki no Utena options.
 */
#pragma once

#include <gtk/gtk.h>

#include "core/tm-record.h"
#include "tm-advisor-panel.h"

G_BEGIN_DECLS

/* Where the record stood when the options were computed. */
typedef struct
{
  guint n_moves;
  JsonObject *last_move;                     /* not a reference: compared only */
} TmAdvisedPosition;

#define TM_ADVISED_POSITION_INIT { G_MAXUINT, NULL }

/* Shows @toggle when options may be offered at all (@available) and says
 * on it what a click does: @show_label or @hide_label (with a mnemonic),
 * naming what the panel shows, as its title does ("Show Attack
 * Options" over "Mio’s attack options, best first").  Returns whether
 * the options are shown; when they are not, @position is forgotten, so
 * that they are computed again when shown next. */
gboolean tm_advisor_toggle_update      (GtkToggleButton   *toggle,
                                        gboolean           available,
                                        TmAdvisedPosition *position,
                                        const char        *show_label,
                                        const char        *hide_label);

/* Whether @record moved since @position, which then says where it is
 * now: the options need computing again. */
gboolean tm_advised_position_update    (TmAdvisedPosition *position,
                                        TmRecord          *record);

/* After an option was played the row is gone with the old options: the
 * keyboard goes on from the new best one (or @toggle when there is
 * none). */
void     tm_advisor_toggle_focus_first (GtkToggleButton   *toggle,
                                        TmAdvisorPanel    *panel);

G_END_DECLS
