/* tm-game-list.c — the one place that lists the games Tablemate knows
 *
 * core/tm-registry.h declares tm_registry_get_games(); it is defined here,
 * above core and every game's rules, so that core names no game.  A new
 * game adds its entry here (its rules) and in src/app/tm-game-pages.c (its
 * page): docs/game-pages.md.
 */
#include "config.h"

#include "core/tm-registry.h"
#include "games/children-of-the-sun/rules/tm-cots-game.h"
#include "games/children-of-the-sun/rules/tm-cots-score-sheet.h"
#include "games/planetary-sisters/rules/tm-sisters-game.h"
#include "games/planetary-sisters/rules/tm-sisters-score-sheet.h"
#include "games/psi-conjuring/rules/tm-psi-game.h"
#include "games/psi-conjuring/rules/tm-psi-score-sheet.h"
#include "games/tsuki-no-utena/rules/tm-utena-game.h"

#include <glib/gi18n.h>

static const TmGameInfo games[] = {
  {
    .id = "children-of-the-sun",
    .name = N_("Children of the Sun"),
    .native_name = "太陽の子供たち",
    .min_players = 2, .max_players = 2, .minutes = 20,
    .get_type = tm_cots_game_get_type,
    .score_sheet = tm_cots_score_sheet,
  },
  {
    .id = "planetary-sisters",
    .name = N_("Planetary Sisters"),
    .native_name = "惑星姉妹",
    .min_players = 2, .max_players = 4, .minutes = 30,
    .get_type = tm_sisters_game_get_type,
    .score_sheet = tm_sisters_score_sheet,
  },
  {
    .id = "tsuki-no-utena",
    .name = N_("Tsuki no Utena"),
    .native_name = "つきのうてな",
    .min_players = 1, .max_players = 4, .minutes = 60,
    .cooperative = TRUE,
    .get_type = tm_utena_game_get_type,
  },
  {
    .id = "psi-conjuring",
    .name = N_("Psi Conjuring"),
    .native_name = "サイ・コンジャリング",
    .min_players = 2, .max_players = 2,
    .minutes = 0, /* the rules page prints no playing time */
    .get_type = tm_psi_game_get_type,
    .score_sheet = tm_psi_score_sheet,
  },
};

const TmGameInfo *
tm_registry_get_games (guint *n_games)
{
  if (n_games != NULL)
    *n_games = G_N_ELEMENTS (games);
  return games;
}

