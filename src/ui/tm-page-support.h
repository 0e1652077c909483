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

/* Shows @toast in the page's toast overlay (it is dropped when the page
 * is in none).  Takes @toast's floating reference. */
void     tm_page_add_toast      (GtkWidget   *page,
                                 AdwToast    *toast);
/* Saves @record into the saved games' folder; on failure shows the
 * error as a toast that stays and returns FALSE. */
gboolean tm_page_save_record    (GtkWidget   *page,
                                 TmRecord    *record);
/* The toast after a move, undo or redo, with a button to take it back. */
void     tm_page_add_move_toast (GtkWidget   *page,
                                 const char  *title,
                                 const char  *button_label,
                                 const char  *action_name);
/* @record replayed to its last move, as a @game_type; NULL with @error
 * when a move is refused or the game is of another type. */
TmGame  *tm_page_replay_record  (TmRecord    *record,
                                 GType        game_type,
                                 GError     **error);

/* Undo (@forward FALSE) or redo one move of @record and replay it as a
 * @game_type.  Unless @read_only, the record is saved and a toast offers
 * to take the step back (a failed save is a toast that stays).  Returns
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
 * every change of the record. */
void     tm_page_notify_can_undo_redo (GObject      *page);

G_END_DECLS
