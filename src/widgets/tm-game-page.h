/* tm-game-page.h — what the window asks of every game's page
 *
 * A game's page shows one game being played (or looked back at) and
 * owns its record: it plays, saves, undoes and redoes moves.  The
 * window, the history and the tests talk to it only through this
 * interface; each game registers its page in tm-game-pages.c.
 */
#pragma once

#include <gtk/gtk.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

#define TM_TYPE_GAME_PAGE (tm_game_page_get_type ())
G_DECLARE_INTERFACE (TmGamePage, tm_game_page, TM, GAME_PAGE, GtkWidget)

/* Implementations also override the interface's read-only properties
 * (g_object_class_override_property) and notify them when they change:
 *   "can-undo", "can-redo"  gboolean: the record has a move to undo / redo;
 *   "title"                 string: the game's name, for the header bar;
 *   "subtitle"              string: who is playing, e.g. "Aoi vs Mio". */
struct _TmGamePageInterface
{
  GTypeInterface parent_iface;

  /* Steps the record one move back (@forward FALSE: undo) or forward
   * (redo) and shows it; FALSE when there is nothing to step to.
   * Read-only pages step without saving.  One function for both, as
   * every page does both through tm_page_step(). */
  gboolean (*step)          (TmGamePage *self,
                             gboolean    forward);
  /* Puts the keyboard focus where the next move is entered. */
  void     (*focus_entry)   (TmGamePage *self);
  /* Looking back at a finished game: no move can be entered and nothing
   * is saved. */
  void     (*set_read_only) (TmGamePage *self,
                             gboolean    read_only);
  /* Optional: fills the entry form with @move (a move of the record, as
   * it holds it) as it was entered, without playing it, for a move being
   * corrected; FALSE when the page cannot (its form then starts empty).
   * Hidden information stays hidden: a hidden card is still entered
   * through the private view. */
  gboolean (*prefill)       (TmGamePage *self,
                             JsonObject *move);
};

gboolean  tm_game_page_undo          (TmGamePage *self);
gboolean  tm_game_page_redo          (TmGamePage *self);
void      tm_game_page_focus_entry   (TmGamePage *self);
void      tm_game_page_set_read_only (TmGamePage *self,
                                      gboolean    read_only);
gboolean  tm_game_page_prefill       (TmGamePage *self,
                                      JsonObject *move);

gboolean  tm_game_page_get_can_undo  (TmGamePage *self);
gboolean  tm_game_page_get_can_redo  (TmGamePage *self);
/* Newly allocated; NULL when the page has none. */
char     *tm_game_page_dup_title     (TmGamePage *self);
char     *tm_game_page_dup_subtitle  (TmGamePage *self);

/* One step of a game's setup, as the new game dialog shows it: a line
 * to tick, and what it means in detail (may be NULL).  Owned strings.
 * A step that chooses who starts is left out when the dialog's draw
 * chose it already (chooses_first_player). */
typedef struct
{
  char *title;
  char *subtitle;
  gboolean chooses_first_player;
} TmSetupStep;

TmSetupStep *tm_setup_step_new  (const char  *title,
                                 const char  *subtitle);
void         tm_setup_step_free (TmSetupStep *step);

/* A GPtrArray that frees its TmSetupSteps, to return from a game's
 * setup_steps function. */
GPtrArray   *tm_setup_steps_new (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmSetupStep, tm_setup_step_free)

G_END_DECLS
