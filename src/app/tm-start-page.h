/* tm-start-page.h — the games Tablemate knows and the games to resume */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TM_TYPE_START_PAGE (tm_start_page_get_type ())
G_DECLARE_FINAL_TYPE (TmStartPage, tm_start_page, TM, START_PAGE, GtkWidget)

/* Rescans the saved games. */
void      tm_start_page_refresh        (TmStartPage *self);
/* How many unfinished games are offered, and the row of one of them
 * (for tests and keyboard focus). */
guint     tm_start_page_get_n_resumable (TmStartPage *self);
GtkWidget *tm_start_page_get_resume_row (TmStartPage *self,
                                         guint        index);
/* The row of a game in the list of games (for tests): a "New Game"
 * button (win.new-game-for) when it has a page, else "Coming soon". */
GtkWidget *tm_start_page_get_game_row   (TmStartPage *self,
                                         const char  *game_id);

G_END_DECLS
