/* tm-rename-player.h — renaming a player, or merging two names
 *
 * A dialog asks for the new name (names the group knows are suggested);
 * a name that is already a player's merges the two.  Two names that
 * played in the same game are two people: that merge is refused, said
 * in the dialog, with its button off.  The records are never rewritten
 * (core/tm-player-book.h, docs/players.md).
 */
#pragma once

#include <adwaita.h>

#include "core/tm-history.h"

G_BEGIN_DECLS

/* Asks how @player of @history should be called; on "rename" the
 * history's player book is changed and @done is called with @owner and
 * the new name (an identity), unless @owner is gone by then.  Returns
 * the dialog, presented (modal, transient for @parent). */
typedef void (*TmRenamePlayerDone) (GObject    *owner,
                                    const char *new_name);

AdwMessageDialog *tm_rename_player_ask          (GtkWindow          *parent,
                                                 TmHistory          *history,
                                                 const char         *player,
                                                 GObject            *owner,
                                                 TmRenamePlayerDone  done);
/* The dialog's name entry (for tests). */
GtkWidget        *tm_rename_player_get_entry    (AdwMessageDialog   *dialog);

/* Why @player cannot be called @new_name now, or NULL when they can;
 * *@merge tells whether @new_name is another player already. */
char             *tm_rename_player_check        (TmHistory          *history,
                                                 const char         *player,
                                                 const char         *new_name,
                                                 gboolean           *merge);

G_END_DECLS
