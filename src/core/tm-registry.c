/* tm-registry.c — the games Tablemate knows */
#include "config.h"

#include "tm-json.h"
#include "tm-registry.h"
#include "tm-record.h"
#include "tm-rules-error.h"

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

const TmGameInfo *
tm_registry_lookup (const char *id)
{
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    if (g_str_equal (games[i].id, id))
      return &games[i];
  return NULL;
}

gboolean
tm_game_info_is_playable (const TmGameInfo *info)
{
  return info != NULL && info->get_type != NULL;
}

TmGame *
tm_registry_create_game (const char  *id,
                         guint        n_players,
                         JsonObject  *options,
                         GError     **error)
{
  const TmGameInfo *info = tm_registry_lookup (id);
  g_autoptr(TmGame) game = NULL;

  if (info == NULL)
    {
      g_autofree char *shown = tm_json_describe_text (id, -1, 40);

      g_set_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_UNKNOWN_GAME,
                   _("“%s” is not a game Tablemate knows."), shown);
      return NULL;
    }
  if (!tm_game_info_is_playable (info))
    {
      g_set_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_UNKNOWN_GAME,
                   _("%s cannot be played in this version of Tablemate yet."),
                   _(info->name));
      return NULL;
    }
  if (n_players < info->min_players || n_players > info->max_players)
    {
      if (info->min_players == info->max_players)
        g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_BAD_SETUP,
                     ngettext ("%s is played by %u player, not %u.",
                               "%s is played by %u players, not %u.",
                               info->min_players),
                     _(info->name), info->min_players, n_players);
      else
        g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_BAD_SETUP,
                     _("%s is played by %u to %u players, not %u."),
                     _(info->name), info->min_players, info->max_players, n_players);
      return NULL;
    }

  game = g_object_new (info->get_type (), NULL);
  if (!tm_game_setup (game, n_players, options, error))
    return NULL;
  return g_steal_pointer (&game);
}
