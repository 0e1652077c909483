/* tm-utena-card-view.h — one Tsuki no Utena card, drawn as its icons
 *
 * A practitioner card or a desire card shown as a small card face with
 * its icons in a row (tm-utena-icon-paint.h), with an accessible label
 * naming them.  Used by the card picker, the altars' pairs, the desire
 * stack and the pair checker.  A view showing no card (card 0) draws an
 * empty card outline.
 */
#pragma once

#include <gtk/gtk.h>

#include "games/tsuki-no-utena/rules/tm-utena-icons.h"

G_BEGIN_DECLS

#define TM_TYPE_UTENA_CARD_VIEW (tm_utena_card_view_get_type ())
G_DECLARE_FINAL_TYPE (TmUtenaCardView, tm_utena_card_view, TM, UTENA_CARD_VIEW, GtkWidget)

GtkWidget  *tm_utena_card_view_new         (TmUtenaKind      kind,
                                            guint32          card);

/* The card shown: a TmUtenaCard or a TmUtenaDesire by kind; 0 for none. */
void        tm_utena_card_view_set_card    (TmUtenaCardView *self,
                                            TmUtenaKind      kind,
                                            guint32          card);
guint32     tm_utena_card_view_get_card    (TmUtenaCardView *self);
TmUtenaKind tm_utena_card_view_get_kind    (TmUtenaCardView *self);

/* Desire cards: the icons already covered on the stack (drawn dimmed,
 * crossed out).  A TmUtenaDesire bit set; 0 for none. */
void        tm_utena_card_view_set_hidden  (TmUtenaCardView *self,
                                            TmUtenaDesire    hidden);

/* Practitioner cards: the icons that match (drawn highlighted), as a
 * TmUtenaMatch; a zero match highlights nothing. */
void        tm_utena_card_view_set_match   (TmUtenaCardView *self,
                                            TmUtenaMatch     match);
TmUtenaMatch tm_utena_card_view_get_match  (TmUtenaCardView *self);

/* The side of one icon in pixels (default 32). */
void        tm_utena_card_view_set_icon_size (TmUtenaCardView *self,
                                              int              icon_size);
/* Framed (the default): a card face as wide as a full card of its kind,
 * so that cards line up; unframed: only the icons, as wide as they are
 * (a single icon, drawn like a card's). */
void        tm_utena_card_view_set_framed  (TmUtenaCardView *self,
                                            gboolean         framed);

G_END_DECLS
