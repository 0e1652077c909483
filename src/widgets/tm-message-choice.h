/* tm-message-choice.h — a message dialog's two answers
 *
 * Every dialog that asks one question (rename a player, restore a
 * backup, save the result's image, show a hidden bed) offers the same
 * two answers the same way: one that leaves things as they are, which
 * Escape and the close button also give, and the suggested one.  They
 * are set here once, so that every such dialog answers the keyboard
 * alike.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Adds to @dialog the response @close_id (@close_label), given also by
 * Escape, and the suggested response @choice_id (@choice_label); Enter
 * gives @default_id (one of the two). */
void tm_message_choice_add (AdwMessageDialog *dialog,
                            const char       *close_id,
                            const char       *close_label,
                            const char       *choice_id,
                            const char       *choice_label,
                            const char       *default_id);

G_END_DECLS
