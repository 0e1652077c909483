/* tm-page-support.h — what every game's page does with its record
 *
 * Saving after every move (a failure is a toast that stays), the toast
 * that offers to take a move back, replaying the record after undo or
 * redo, and TmGamePage's properties.  Shared by the games' pages so they
 * save, step and tell the window alike.
 */
#pragma once

#include <adwaita.h>

#include "core/tm-record.h"

G_BEGIN_DECLS

/* A page gives the labels of its status line (what to do now, why a
 * move is refused) the CSS class "tm-status-line": test-ui-toasts checks
 * that no toast covers them. */
#define TM_PAGE_STATUS_LINE_CLASS "tm-status-line"

/* The CSS class of what ends a scrolled page or list over which toasts
 * show (a game's page, the move list): room below it for a toast of
 * four lines (src/app/style.css), so that scrolled to its end its last
 * control or row is not under the toast. */
#define TM_PAGE_TOAST_CLEARANCE_CLASS "tm-toast-clearance"

/* Makes @overlay (inside @page) show the page's toasts instead of the
 * window's overlay: a page keeps them off the controls of its entry
 * (Tsuki no Utena's table column, issue #25). */
void     tm_page_set_toast_overlay (GtkWidget       *page,
                                    AdwToastOverlay *overlay);
/* Shows @toast in the page's toast overlay (it is dropped when the page
 * is in none).  Takes @toast's floating reference. */
void     tm_page_add_toast      (GtkWidget   *page,
                                 AdwToast    *toast);
/* Tells the players about a file the page could not use (a catalogue,
 * the card memory): @message in a toast that stays, with the whole text
 * a click away when long (tm_error_display_show()).  A page that is not
 * shown yet (still being made) shows it as soon as it is. */
void     tm_page_report_error   (GtkWidget   *page,
                                 const char  *message);
/* Saves @record into the saved games' folder; on failure shows the
 * error as a toast that stays and returns FALSE. */
gboolean tm_page_save_record    (GtkWidget   *page,
                                 TmRecord    *record);
/* A page showing the position before an earlier move being corrected:
 * it plays as usual but saves nothing (tm_page_save_record() does
 * nothing), since the correction is kept or dropped whole. */
void     tm_page_set_correcting (GtkWidget   *page,
                                 gboolean     correcting);
gboolean tm_page_get_correcting (GtkWidget   *page);
/* The toast after a move, undo or redo (@title in plain text), with a
 * button to take it back: @action_name "win.undo" or "win.redo".  An
 * overlay has one move toast at most: a toast still shown is updated to
 * name this move, and its timeout starts again.  On a page that knows
 * its record (tm_page_set_record()) the button is "win.undo-move"/
 * "win.redo-move" with the record's id and length as target
 * (TM_PAGE_MOVE_TARGET_TYPE): it steps only while the move the toast
 * names is the last one, and the toast goes soon after it is not
 * (tm_page_notify_can_undo_redo()). */
void     tm_page_add_move_toast (GtkWidget   *page,
                                 const char  *title,
                                 const char  *button_label,
                                 const char  *action_name);
/* The last move of @record in the players' words (as its toast says
 * it, from the position before it), or NULL when none was played or
 * that position cannot be reached. */
char    *tm_page_describe_last_move (TmRecord *record);
/* Dismisses the move toast of the overlay @page is in, if any (e.g.
 * when the page is left). */
void     tm_page_dismiss_move_toast (GtkWidget *page);

/* The record @page plays: set by tm_game_pages_new_page(), so that the
 * move toasts can tell which move they belong to.  NULL when unset. */
void      tm_page_set_record    (GtkWidget   *page,
                                 TmRecord    *record);
TmRecord *tm_page_get_record    (GtkWidget   *page);

/* The target of a move toast's button: the record's id and its number
 * of moves when the toast was made. */
#define TM_PAGE_MOVE_TARGET_TYPE "(su)"
/* Whether @page's record is (still) where @target says: the same record
 * with that many moves. */
gboolean  tm_page_record_is_at  (GtkWidget   *page,
                                 GVariant    *target);
/* @record replayed to its last move, as a @game_type; NULL with @error
 * when a move is refused or the game is of another type. */
TmGame  *tm_page_replay_record  (TmRecord    *record,
                                 GType        game_type,
                                 GError     **error);

/* A new move of @type ("type" set), as the record holds it, for the page
 * to fill in and play. */
JsonObject *tm_page_new_move          (const char  *type);

/* Whether @game is a @game_type and @record replayed to its last move
 * (as many moves): what every page's constructor asks of the record and
 * game it is given. */
gboolean tm_page_game_matches_record (TmGame      *game,
                                      TmRecord    *record,
                                      GType        game_type);

/* Undo (@forward FALSE) or redo one move of @record and replay it as a
 * @game_type.  Unless @read_only, the record is saved and a toast names
 * the move ("Undone: Aoi played Yellow −2", tm_game_describe_move()) and
 * offers to take the step back (a failed save is a toast that stays).  Returns
 * the replayed game; NULL when there was no move to step to (@error not
 * set) or when the replay failed (@error set, @record stepped back as it
 * was).  The page then shows the new game and calls
 * tm_page_notify_can_undo_redo(). */
TmGame  *tm_page_step_record    (GtkWidget   *page,
                                 TmRecord    *record,
                                 gboolean     forward,
                                 gboolean     read_only,
                                 GType        game_type,
                                 GError     **error);

/* Where a page says a refusal (its message line), @message NULL to
 * clear it; the same shape as TmWhyDisabledFunc, so that one function
 * serves both. */
typedef void (*TmPageShowMessage) (GtkWidget  *page,
                                   const char *message,
                                   gpointer    data);
/* Shows @game, the one the page's record now replays to (the page takes
 * its own reference), with nothing of a move being entered left. */
typedef void (*TmPageShowGame)    (GtkWidget  *page,
                                   TmGame     *game);

/* Every page's undo (@forward FALSE) and redo: tm_page_step_record(),
 * then the game stepped to goes to @show_game and the message line is
 * cleared; a replay refused goes to @show_message and the page shows
 * what it showed.  FALSE when nothing was stepped. */
gboolean tm_page_step           (GtkWidget         *page,
                                 TmRecord          *record,
                                 gboolean           forward,
                                 gboolean           read_only,
                                 GType              game_type,
                                 TmPageShowMessage  show_message,
                                 TmPageShowGame     show_game);

/* Every page's move entered: @move (a record's JSON move, not taken)
 * played through @record, whose replay to its last move is @game.
 * Refused, @show_message says the rule it breaks and nothing changes
 * (the entry stays so the players can fix it): FALSE.  Played, the
 * message line is cleared and the record saved (tm_page_save_record()):
 * TRUE, with *@saved FALSE when the save failed (its toast says so; the
 * page then offers no Undo toast). */
gboolean tm_page_play_move      (GtkWidget         *page,
                                 TmRecord          *record,
                                 TmGame            *game,
                                 JsonObject        *move,
                                 TmPageShowMessage  show_message,
                                 gboolean          *saved);

/* The property ids of TmGamePage's properties in a page class.  A page
 * with properties of its own numbers them from TM_PAGE_N_PROPS. */
typedef enum
{
  TM_PAGE_PROP_CAN_UNDO = 1,
  TM_PAGE_PROP_CAN_REDO,
  TM_PAGE_PROP_TITLE,
  TM_PAGE_PROP_SUBTITLE,
  TM_PAGE_N_PROPS
} TmPageProperty;

/* In class_init: overrides TmGamePage's four properties with the ids
 * above. */
void     tm_page_install_properties   (GObjectClass *object_class);
/* In get_property, for the ids above: can-undo and can-redo from
 * @record, @title as it is, and the players as the subtitle ("Aoi vs Mio"
 * for two, "Aoi, Mio, Ren" for more).  A NULL @record (while the page is
 * built) gives FALSE and NULL. */
void     tm_page_get_property         (TmRecord     *record,
                                       const char   *title,
                                       guint         prop_id,
                                       GValue       *value);
/* Tells the window that can-undo and can-redo may have changed: after
 * every change of the record.  Dismisses the move toast when its move is
 * no longer the record's last. */
void     tm_page_notify_can_undo_redo (GObject      *page);

/* After a move: whether the keyboard focus should go where the next move
 * is entered (tm_game_page_focus_entry()), because the move left it on
 * nothing, on a control no longer shown, or inside @page, where the
 * control that entered the move may be cleared or hidden now.  FALSE
 * when @page is in no window or the focus is elsewhere in it. */
gboolean tm_page_should_focus_entry   (GtkWidget    *page);

/* Shows @widget, or keeps its room empty: not drawn, not clicked, not
 * reached with Tab nor read by a screen reader, and nothing around it
 * moves (controls a step of the game does not use, such as Psi
 * Conjuring's battle buttons during the placement). */
void     tm_page_set_present          (GtkWidget    *widget,
                                       gboolean      present);

G_END_DECLS
