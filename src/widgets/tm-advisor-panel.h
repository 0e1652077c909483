/* tm-advisor-panel.h — "Show options": the advisor's options on a game page
 *
 * A side panel listing what the player to move can do, best first
 * (core/tm-advisor.h), each option a row with its one-line explanation
 * that expands to its details in words, and a "Play" button that asks
 * the page to enter it.  The panel decides nothing: the page gives it
 * the options (computed by the game's advisor on the replayed position)
 * and plays the chosen move through its record, which may still refuse
 * it with the rule's reason.
 *
 * A page adds the panel once (e.g. in an AdwFlap or below its move
 * entry, behind a "Show options" toggle button) and calls
 * tm_advisor_panel_set_options() after every replay when the panel is
 * shown.  Options computed from a player's private cards are shown only
 * in the private view (tm-private-view.h), never here.
 */
#pragma once

#include <gtk/gtk.h>
#include <json-glib/json-glib.h>

#include "core/tm-advisor.h"

G_BEGIN_DECLS

#define TM_TYPE_ADVISOR_PANEL (tm_advisor_panel_get_type ())
G_DECLARE_FINAL_TYPE (TmAdvisorPanel, tm_advisor_panel, TM, ADVISOR_PANEL, GtkWidget)

GtkWidget *tm_advisor_panel_new         (void);

/* The options, ranked (a GPtrArray of TmAdvisorOption, which the panel
 * keeps a reference to), or NULL with @message saying why there are
 * none now (e.g. "The game is over."). */
void       tm_advisor_panel_set_options (TmAdvisorPanel *self,
                                         GPtrArray      *options,
                                         const char     *message);

/* A heading above the list, e.g. "Aoi’s options". */
void       tm_advisor_panel_set_title   (TmAdvisorPanel *self,
                                         const char     *title);

/* Whether the "Play" buttons are offered (FALSE when read-only). */
void       tm_advisor_panel_set_can_play (TmAdvisorPanel *self,
                                          gboolean        can_play);

/* How the score badge reads: the change an option makes for the mover,
 * rounded and signed ("+2", "−1", "±0"; the default), or points
 * expected in all ("4.5 pts", for plans). */
typedef enum {
  TM_ADVISOR_SCORE_CHANGE,
  TM_ADVISOR_SCORE_POINTS,
} TmAdvisorScoreKind;

void       tm_advisor_panel_set_score_kind (TmAdvisorPanel    *self,
                                            TmAdvisorScoreKind kind);

/* The label of each row's button, with a mnemonic (default "Pla_y"),
 * and what it does in words for its tooltip and screen readers
 * (default "Play"), e.g. "_Use" and "Use this grouping". */
void       tm_advisor_panel_set_play_label (TmAdvisorPanel *self,
                                            const char     *label,
                                            const char     *description);

/* The badge text for @score ("+2", "−1", "±0", or "4.5 pts"). */
char      *tm_advisor_panel_format_score (TmAdvisorScoreKind kind,
                                          double             score);

/* The one-line title of an option: its title, or the explanation's
 * first clause when it has none. */
char      *tm_advisor_panel_option_title (const TmAdvisorOption *option);

/* For keyboard focus and the tests: the rows shown (only the best
 * ones until "Show all" is clicked), the option, row and "Play" button
 * of row @index, and the message shown when there are no options. */
guint      tm_advisor_panel_get_n_rows        (TmAdvisorPanel *self);
const TmAdvisorOption *tm_advisor_panel_get_option (TmAdvisorPanel *self,
                                                    guint           index);
GtkWidget *tm_advisor_panel_get_row           (TmAdvisorPanel *self,
                                               guint           index);
GtkWidget *tm_advisor_panel_get_play_button   (TmAdvisorPanel *self,
                                               guint           index);
const char *tm_advisor_panel_get_message      (TmAdvisorPanel *self);

/* Signal "play-move" (JsonObject *move): the player chose an option;
 * the page plays @move through its record. */

G_END_DECLS
