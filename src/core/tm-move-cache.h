/* tm-move-cache.h — a record's moves, read once into a game's own structs
 *
 * A replay reads every move of a record: a JSON object per move, its
 * members looked up in hash tables and nodes scattered over the heap,
 * again at each undo, each redo and each page shown.  A game that can
 * read a move into a small struct of its own (TmGameClass.decode_move)
 * has it read once, the first time a replay reaches it; the record keeps
 * the structs here, in move order, and later replays walk them instead
 * (tm_game_apply_moves_cached()).
 *
 * A struct is read at the position the move was played in, so it holds
 * for the game, reading of the rules and moves before it it was read
 * with: the cache is emptied when asked for another game or reading
 * (tm_move_cache_prepare()), and its owner forgets the structs from the
 * first move it changes on (tm_move_cache_forget_from()).
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef struct _TmMoveCache TmMoveCache;

TmMoveCache  *tm_move_cache_new          (void);
void          tm_move_cache_free         (TmMoveCache *self);

/* Ready for the moves of a game of @game_type under the reading @rules,
 * read into structs of @size bytes: emptied when it held another's. */
void          tm_move_cache_prepare      (TmMoveCache *self,
                                          GType        game_type,
                                          guint        rules,
                                          gsize        size);
/* How many moves, from the first, have been read. */
guint         tm_move_cache_get_length   (TmMoveCache *self);
/* The struct of move @index (below the length), or NULL when the game
 * did not read it into one (it is applied from its JSON). */
gconstpointer tm_move_cache_get          (TmMoveCache *self,
                                          guint        index);
/* Room for the struct of the next move (index: the length), zeroed; it
 * counts as read until tm_move_cache_drop_last() says otherwise. */
gpointer      tm_move_cache_append       (TmMoveCache *self);
/* The last move appended has no struct. */
void          tm_move_cache_drop_last    (TmMoveCache *self);
/* The moves from @index on changed: their structs are forgotten. */
void          tm_move_cache_forget_from  (TmMoveCache *self,
                                          guint        index);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmMoveCache, tm_move_cache_free)

G_END_DECLS
