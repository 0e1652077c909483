/* tm-utena-outlook-view.h — "Can we still win?" on the Tsuki no Utena page
 *
 * A button that asks tm_utena_advisor_outlook() about the position the
 * page gives (a copy, searched in a worker thread so the window never
 * waits), and the answer in words: winnable whatever desire cards come,
 * in how many of the cases, or no line found; how far the search looked
 * and whether it finished; the hand cards it could not count; and the
 * best line, move by move, whose first move "Play First Move" enters.
 * Everything it shows is on the table already (the game is cooperative
 * and the search only uses the cards the position knows).  It decides
 * nothing: the answer is the core's.
 */
#pragma once

#include <gtk/gtk.h>
#include <json-glib/json-glib.h>

#include "games/tsuki-no-utena/rules/tm-utena-advisor.h"

G_BEGIN_DECLS

#define TM_TYPE_UTENA_OUTLOOK_VIEW (tm_utena_outlook_view_get_type ())
G_DECLARE_FINAL_TYPE (TmUtenaOutlookView, tm_utena_outlook_view, TM, UTENA_OUTLOOK_VIEW, GtkWidget)

GtkWidget  *tm_utena_outlook_view_new            (void);

/* The position to ask about (copied) and the players' names (@state's
 * n_players of them).  Another position than the one answered drops
 * the answer (and a search still running): the players ask again. */
void        tm_utena_outlook_view_set_state      (TmUtenaOutlookView *self,
                                                  const TmUtenaState *state,
                                                  const char * const *names);

/* Whether "Play First Move" is offered (FALSE when read-only). */
void        tm_utena_outlook_view_set_can_play   (TmUtenaOutlookView *self,
                                                  gboolean            can_play);

/* What the button does: starts the search (nothing when one runs). */
void        tm_utena_outlook_view_ask            (TmUtenaOutlookView *self);
/* A search is running. */
gboolean    tm_utena_outlook_view_get_busy       (TmUtenaOutlookView *self);

/* For the tests: the answer shown (NULL before one), its first line in
 * words, every line of it as one text, the rows of the best line and
 * the buttons. */
const TmUtenaOutlook *tm_utena_outlook_view_get_outlook (TmUtenaOutlookView *self);
const char *tm_utena_outlook_view_get_headline   (TmUtenaOutlookView *self);
char       *tm_utena_outlook_view_dup_text       (TmUtenaOutlookView *self);
guint       tm_utena_outlook_view_get_n_line_rows (TmUtenaOutlookView *self);
GtkWidget  *tm_utena_outlook_view_get_line_row   (TmUtenaOutlookView *self,
                                                  guint               index);
GtkWidget  *tm_utena_outlook_view_get_ask_button (TmUtenaOutlookView *self);
GtkWidget  *tm_utena_outlook_view_get_play_button (TmUtenaOutlookView *self);

/* Signal "play-move" (JsonObject *move): "Play First Move"; the page
 * plays @move through its record. */

G_END_DECLS
