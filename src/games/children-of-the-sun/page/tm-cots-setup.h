/* tm-cots-setup.h — the manual's setup of Children of the Sun, as steps */
#pragma once

#include "widgets/tm-game-page.h"

G_BEGIN_DECLS

/* The manual's setup (section 3) with the players' names in it, for the
 * new game dialog: a GPtrArray of TmSetupStep.  @players are the two
 * names in playing order. */
GPtrArray *tm_cots_setup_steps (guint               n_players,
                                const char * const *players);

G_END_DECLS
