/* tm-players.h — who comes next around the table */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The player @steps seats clockwise after @player (negative: before). */
static inline guint
tm_player_after (guint player,
                 int   steps,
                 guint n_players)
{
  int p = ((int) player + steps) % (int) n_players;

  return (guint) (p < 0 ? p + (int) n_players : p);
}

static inline guint
tm_player_next (guint player,
                guint n_players)
{
  return tm_player_after (player, 1, n_players);
}

G_END_DECLS
