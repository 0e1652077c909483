/* tm-saved-games.h — the folder of game records the app autosaves into
 *
 * Every game lives in <user data dir>/tablemate/games/<record id>.json
 * and is saved after each move, so a closed or killed app loses nothing.
 */
#pragma once

#include "core/tm-record.h"

G_BEGIN_DECLS

/* A game found in the folder that is not finished. */
typedef struct
{
  TmRecord  *record;
  char      *path;
  GDateTime *modified;      /* last save, local time */
  char      *phase;         /* translated phase, and whose turn it is */
  guint      n_moves;
} TmSavedGame;

void        tm_saved_game_free             (TmSavedGame  *saved);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmSavedGame, tm_saved_game_free)

char       *tm_saved_games_get_dir         (void);
char       *tm_saved_games_get_path        (TmRecord     *record);
/* Creates the folder when needed, then saves atomically. */
gboolean    tm_saved_games_save            (TmRecord     *record,
                                            GError      **error);
/* TRUE when the folder's file for @record holds exactly what saving
 * @record would write (a game resumed or opened from there and not
 * changed since): saving it again would only cost an fsync. */
gboolean    tm_saved_games_is_saved        (TmRecord     *record);
/* The unfinished games, most recently saved first (TmSavedGame). Files
 * that are not records or do not replay are skipped. */
GPtrArray  *tm_saved_games_list_unfinished (void);

G_END_DECLS
