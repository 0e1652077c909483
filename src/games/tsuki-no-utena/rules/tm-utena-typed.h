/* tm-utena-typed.h — a card's icons typed on the keyboard
 *
 * The players can type a card instead of clicking its icons: the icon
 * names of the records and of `tablemate-cli match` ("navy-snake
 * group-blue", "blue navy red group-navy"), separated by spaces or
 * commas, brackets and quotes ignored so that a record's list can be
 * pasted.  A word may be cut short where only one icon name starts so
 * ("navy-sn", "group-w"), and the names that complete the word being
 * typed are offered.  Whether the icons are a card is for
 * tm_utena_card_check() / tm_utena_desire_check() to say.
 */
#pragma once

#include "tm-utena-icons.h"

G_BEGIN_DECLS

/* The icons of @text for a card of @kind, a bit each as in TmUtenaCard
 * or TmUtenaDesire, into @icons; FALSE with an error naming the first
 * word that is no icon (or the start of several).  No word, no icon.
 * When @typing, a last word that several names start with (not followed
 * by a separator: it is being typed) is left out, not refused. */
gboolean   tm_utena_typed_parse       (TmUtenaKind   kind,
                                       const char   *text,
                                       gboolean      typing,
                                       guint32      *icons,
                                       GError      **error);
/* The icon names that start with the last word of @text (the one being
 * typed), in the order of the card's icons; empty when @text ends with a
 * separator.  Owned by the caller; the strings are static. */
GPtrArray *tm_utena_typed_completions (TmUtenaKind   kind,
                                       const char   *text);
/* @icons written as they can be typed: "navy-snake group-blue". */
char      *tm_utena_typed_format      (TmUtenaKind   kind,
                                       guint32       icons);

G_END_DECLS
