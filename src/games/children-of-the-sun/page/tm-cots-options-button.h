/* tm-cots-options-button.h — "Show Options…": the advisor in a private view
 *
 * For the player the page names: in the siege and the analysis, what
 * each card of their hand can do (TmCotsHandAdvisor); in the
 * extermination, the best groups for their bed (TmCotsPlanAdvisor).  The
 * view asks for the screen to be passed to that player; the button keeps
 * only a weak pointer to it, never what is entered there.  "play-move"
 * and "use-groups" hand the choice to the page, which answers with
 * tm_cots_options_button_close_view() or _show_error().
 */
#pragma once

#include <gtk/gtk.h>

#include "core/tm-record.h"
#include "games/children-of-the-sun/rules/tm-cots-game.h"
#include "widgets/tm-private-view.h"

G_BEGIN_DECLS

#define TM_TYPE_COTS_OPTIONS_BUTTON (tm_cots_options_button_get_type ())
G_DECLARE_FINAL_TYPE (TmCotsOptionsButton, tm_cots_options_button, TM, COTS_OPTIONS_BUTTON, GtkWidget)

GtkWidget     *tm_cots_options_button_new        (void);
/* Offers the options of @player (-1: none, the button is hidden): their
 * groups when @groups, else their hand.  @game is @record replayed (both
 * kept for the next click). */
void           tm_cots_options_button_update     (TmCotsOptionsButton *self,
                                                  TmRecord            *record,
                                                  TmCotsGame          *game,
                                                  int                  player,
                                                  gboolean             groups);
void           tm_cots_options_button_close_view (TmCotsOptionsButton *self);
/* A refused move, said inside the private view. */
void           tm_cots_options_button_show_error (TmCotsOptionsButton *self,
                                                  const char          *message);
GtkWidget     *tm_cots_options_button_get_button (TmCotsOptionsButton *self);
/* The private view while it is open, else NULL. */
TmPrivateView *tm_cots_options_button_get_view   (TmCotsOptionsButton *self);

G_END_DECLS
