/* tm-record-amend.h — correcting, inserting or removing an earlier move
 *
 * A mistake found turns later is fixed in the record, not by undoing
 * every move since: the corrected record keeps all the other moves, and
 * its verdict is its replay (tm_record_replay()), exactly what
 * `tablemate-cli replay` says of it.
 */
#pragma once

#include "tm-record.h"

G_BEGIN_DECLS

typedef enum {
  TM_RECORD_AMEND_REPLACE,   /* move N becomes the given move */
  TM_RECORD_AMEND_INSERT,    /* the given move goes before move N */
  TM_RECORD_AMEND_DELETE,    /* move N goes */
} TmRecordAmendAction;

/* A new record: @self with move @index (0-based, as replay counts)
 * replaced by @move, @move inserted before it (@index may be the number
 * of moves: then it is appended), or move @index deleted.  Every other
 * move is kept in order, and so are the marks of corrected moves
 * (shifted with them); a replaced or inserted move is marked corrected.
 * @self is not changed.  NULL with TM_RECORD_ERROR_NO_SUCH_MOVE when
 * @index is out of range. */
TmRecord *tm_record_amend              (TmRecord             *self,
                                        TmRecordAmendAction   action,
                                        guint                 index,
                                        JsonObject           *move,
                                        GError              **error);

/* @self with its first @n_moves moves and nothing after: the position a
 * correction of move @n_moves starts from. */
TmRecord *tm_record_truncate           (TmRecord             *self,
                                        guint                 n_moves);

/* "Aoi played Red +2 on the top middle: <why it is refused>": move
 * @index of @self in the players' words, then @move_error's message.
 * @game is the position before the move (as tm_record_replay() leaves
 * it when it stops there). */
char     *tm_record_describe_refusal   (TmRecord             *self,
                                        TmGame               *game,
                                        guint                 index,
                                        const GError         *move_error);

G_END_DECLS
