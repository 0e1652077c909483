/* tm-move-signal.h — the signal by which a part of a page hands it a move
 *
 * The entry forms, the advisors and the options buttons do not play a
 * move themselves (no rule is decided in a widget): they emit it, a
 * record's JSON move, and the page plays it through the record.  Every
 * such signal is the same, so it is made here once.
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* A new signal @name on @itype (G_TYPE_FROM_CLASS (klass) in class_init),
 * run last, with one argument, the move (JsonObject *), and no return
 * value.  Returns its id. */
guint tm_move_signal_new (const char *name,
                          GType       itype);

G_END_DECLS
