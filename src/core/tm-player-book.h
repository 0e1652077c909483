/* tm-player-book.h — the players a group has: colours and new names
 *
 * Kept in <data folder>/players.json (docs/players.md):
 *
 *   {"format": "tablemate-players", "version": 1,
 *    "players": [{"name": "Aoi", "colour": 2}, …],
 *    "aliases": {"Aoi-chan": "Aoi", …}}
 *
 * A colour is one of TM_PLAYER_N_COLOURS; each has its own shape too
 * (drawn by the UI), so a colour never has to be told by hue alone.
 *
 * Renaming and merging never touch a game record: the old name becomes
 * an alias of the new one, and everything that counts players (the
 * history, the statistics, the colours, the suggestions) reads names
 * through tm_player_book_resolve().  The records keep the names as
 * they were written at the table, and deleting players.json undoes
 * every rename.
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define TM_PLAYER_BOOK_FORMAT  "tablemate-players"
#define TM_PLAYER_BOOK_VERSION 1
#define TM_PLAYER_N_COLOURS    8
/* The file is small: a group has a few dozen players. */
#define TM_PLAYER_BOOK_MAX_BYTES (1024 * 1024)

#define TM_PLAYER_BOOK_ERROR (tm_player_book_error_quark ())

typedef enum {
  TM_PLAYER_BOOK_ERROR_READ,       /* players.json cannot be read or is not one */
  TM_PLAYER_BOOK_ERROR_WRITE,      /* it cannot be written */
  TM_PLAYER_BOOK_ERROR_NAME,       /* a name that cannot be used here */
} TmPlayerBookError;

GQuark tm_player_book_error_quark (void);

#define TM_TYPE_PLAYER_BOOK (tm_player_book_get_type ())
G_DECLARE_FINAL_TYPE (TmPlayerBook, tm_player_book, TM, PLAYER_BOOK, GObject)

/* Signals: "changed" after any change (colours, names, aliases). */

TmPlayerBook *tm_player_book_new             (const char    *data_dir);
/* Reads players.json; a missing file is an empty book.  A file that
 * cannot be used leaves the book empty and read-only (it is never
 * overwritten, so nothing in it is lost) and says why in @error. */
gboolean      tm_player_book_load            (TmPlayerBook  *self,
                                              GError       **error);
/* Writes players.json atomically. */
gboolean      tm_player_book_save            (TmPlayerBook  *self,
                                              GError       **error);
const char   *tm_player_book_get_path        (TmPlayerBook  *self);

/* The identity @name stands for now: tm_player_key (@name), followed
 * through the aliases.  Free with g_free(). */
char         *tm_player_book_resolve         (TmPlayerBook  *self,
                                              const char    *name);
/* The colour of @name (resolved), or -1 when it has none yet. */
int           tm_player_book_get_colour      (TmPlayerBook  *self,
                                              const char    *name);
void          tm_player_book_set_colour      (TmPlayerBook  *self,
                                              const char    *name,
                                              guint          colour);
/* The colour of each of @names (the seats of one game): @chosen[i]
 * when it is 0 or more (picked for this game; @chosen may be NULL),
 * else their own unless someone before them at this table has it, else
 * the first colour nobody at the table has.  Changes nothing: the
 * caller keeps them (tm_player_book_set_colour()) when the game
 * starts.  Returns an array of guint. */
GArray       *tm_player_book_colours_for     (TmPlayerBook       *self,
                                              const char * const *names,
                                              const int          *chosen);
/* Remembers @name (resolved) as a player, to suggest it later. */
void          tm_player_book_remember        (TmPlayerBook  *self,
                                              const char    *name);
/* The players known (char *, identities), sorted. */
GPtrArray    *tm_player_book_list_names      (TmPlayerBook  *self);

/* @old_name (resolved) is called @new_name from now on; when
 * @new_name is a player already this merges the two, keeping
 * @new_name's colour.  Fails for an empty name or a name that is
 * already @old_name's. */
gboolean      tm_player_book_rename          (TmPlayerBook  *self,
                                              const char    *old_name,
                                              const char    *new_name,
                                              GError       **error);
/* The aliases: old identity → new identity (never chained). */
GHashTable   *tm_player_book_get_aliases     (TmPlayerBook  *self);

G_END_DECLS
