/* tm-registry.h — the games Tablemate knows */
#pragma once

#include "tm-game.h"

G_BEGIN_DECLS

typedef struct
{
  const char *id;            /* "children-of-the-sun" … (used in record files) */
  const char *name;          /* English name, marked N_(): translate with _() */
  const char *native_name;   /* the title printed on the box */
  guint       min_players;
  guint       max_players;
  guint       minutes;       /* playing time printed on the box, 0 when none is */
  gboolean    cooperative;
  /* The game's TmGame subclass; NULL while the game is not playable yet. */
  GType     (*get_type) (void);
  /* End-of-game scoring without a move log (`tablemate-cli score`): reads
   * the game's score sheet (documented in docs/records.md) and returns
   * the breakdown as JSON; NULL with @error for a sheet that cannot be
   * right.  NULL when the game has no such sheet yet. */
  JsonNode *(*score_sheet) (JsonObject  *sheet,
                            GError     **error);
} TmGameInfo;

/* All games, in the order they are shown; @n_games receives the count.
 * Defined above core, by the one list of games (src/games/tm-game-list.c),
 * so that core names no game. */
const TmGameInfo *tm_registry_get_games   (guint        *n_games);
const TmGameInfo *tm_registry_lookup      (const char   *id);
gboolean          tm_game_info_is_playable (const TmGameInfo *info);

/* A new game set up for @n_players with @options (may be NULL). */
TmGame           *tm_registry_create_game (const char   *id,
                                           guint         n_players,
                                           JsonObject   *options,
                                           GError      **error);

G_END_DECLS
