/* tm-utena-setup.h — the manual's setup of Tsuki no Utena, as steps,
 * and the options of a new game (the players' card memory) */
#pragma once

#include <json-glib/json-glib.h>

#include "widgets/tm-game-page.h"

G_BEGIN_DECLS

/* The manual's setup for 1–4 players with their names in it, for the
 * new game dialog: a GPtrArray of TmSetupStep.  @players are the names
 * in clockwise order; the first is the first parent (3–4 players) or
 * the first player (2 players). */
GPtrArray  *tm_utena_setup_steps          (guint               n_players,
                                           const char * const *players);

/* The options of a new game: the cards of the card memory
 * (tm_utena_catalogue_get_default_path()), so that the game offers them
 * in its lists (tm_utena_catalogue_to_options()). */
JsonObject *tm_utena_setup_options        (guint               n_players);

G_END_DECLS
