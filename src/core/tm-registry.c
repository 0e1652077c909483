/* tm-registry.c — looking up and setting up the games Tablemate knows
 *
 * The list itself lives above core, in src/games/tm-game-list.c: core
 * names no game. */
#include "config.h"

#include "tm-json.h"
#include "tm-registry.h"
#include "tm-record.h"
#include "tm-rules-error.h"

#include <glib/gi18n.h>

const TmGameInfo *
tm_registry_lookup (const char *id)
{
  const TmGameInfo *games;
  guint n_games;

  g_return_val_if_fail (id != NULL, NULL);

  games = tm_registry_get_games (&n_games);
  for (guint i = 0; i < n_games; i++)
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
