/* tm-text-join.h — joining the pieces of the rules' messages
 *
 * The games' texts for players (a move described, a match explained, a
 * card's icons) are built piece by piece.  How the pieces are joined is
 * the language's, not the game's: a space between sentences (none in
 * Japanese), a comma between listed items (、 in Japanese).  Every game
 * joins them here, with one translation of each separator.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Appends @sentence to @text, after the sentence separator when @text
 * is not empty. */
void tm_text_join_sentence (GString    *text,
                            const char *sentence);

/* Appends @item to @text, after the list separator when @text is not
 * empty. */
void tm_text_join_item     (GString    *text,
                            const char *item);

G_END_DECLS
