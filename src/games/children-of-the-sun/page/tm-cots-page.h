/* tm-cots-page.h — a game of Children of the Sun being played
 *
 * The page owns the game's record: every move entered here goes through
 * tm_record_play(), is saved at once, and can be undone and redone.
 */
#pragma once

#include <gtk/gtk.h>

#include "core/tm-record.h"
#include "widgets/tm-game-page.h"
#include "widgets/tm-private-view.h"
#include "tm-cots-board.h"
#include "tm-cots-card-picker.h"
#include "tm-cots-extermination.h"
#include "games/children-of-the-sun/rules/tm-cots-game.h"

G_BEGIN_DECLS

#define TM_TYPE_COTS_PAGE (tm_cots_page_get_type ())
G_DECLARE_FINAL_TYPE (TmCotsPage, tm_cots_page, TM, COTS_PAGE, GtkWidget)

/* A TmGamePage (ui/tm-game-page.h): the window and the history use it
 * through that interface only.  @game is @record replayed to its last
 * move. */
TmCotsPage          *tm_cots_page_new          (TmRecord   *record,
                                                TmCotsGame *game);
/* The same, as TmGamePageInfo.new_page (ui/tm-game-pages.c) calls it. */
TmGamePage          *tm_cots_page_new_game_page (TmRecord  *record,
                                                 TmGame    *game);
TmRecord            *tm_cots_page_get_record   (TmCotsPage *self);
TmCotsGame          *tm_cots_page_get_game     (TmCotsPage *self);

/* Plays @move through the record, saves, and shows what happened; a
 * refused move shows the rule's message and changes nothing. */
gboolean             tm_cots_page_play         (TmCotsPage *self,
                                                JsonObject *move);

/* Read-only, for looking back at a game: no move can be entered, the
 * board takes no clicks, and nothing is saved; undo and redo (tm_game_page_undo(),
 * tm_game_page_redo()) step through the record without saving or toasts. */
void                 tm_cots_page_set_read_only (TmCotsPage *self,
                                                 gboolean    read_only);
gboolean             tm_cots_page_get_read_only (TmCotsPage *self);

/* Puts the keyboard focus where the next move is entered. */
void                 tm_cots_page_focus_entry  (TmCotsPage *self);

/* Parts of the page, for keyboard focus and tests. */
TmCotsBoard         *tm_cots_page_get_board    (TmCotsPage *self);
TmCotsCardPicker    *tm_cots_page_get_picker   (TmCotsPage *self);
TmCotsExtermination *tm_cots_page_get_extermination (TmCotsPage *self);
/* The button that answers "how far does the ghost turn?" with @turn,
 * or "acquire or analyse?" with @effect; NULL when not being asked. */
GtkWidget           *tm_cots_page_get_turn_button   (TmCotsPage   *self,
                                                     int           turn);
GtkWidget           *tm_cots_page_get_effect_button (TmCotsPage   *self,
                                                     TmCotsEffect  effect);
/* Whose turn it is, the refusal shown ("" when none), and what the last
 * move did, as shown. */
const char          *tm_cots_page_get_turn_text     (TmCotsPage *self);
/* "Show Options…" and the private view it opened (NULL when closed). */
GtkWidget           *tm_cots_page_get_options_button (TmCotsPage *self);
TmPrivateView       *tm_cots_page_get_private_view  (TmCotsPage *self);
const char          *tm_cots_page_get_error_text    (TmCotsPage *self);
const char          *tm_cots_page_get_outcome_text  (TmCotsPage *self);

G_END_DECLS
