/* tm-result-summary.c — a finished game's result, to share */
#include "config.h"

#include "tm-result-summary.h"
#include "tm-play-clock.h"
#include "tm-registry.h"

#include <glib/gi18n.h>

TmResultSummary *
tm_result_summary_new (TmRecord  *record,
                       GError   **error)
{
  g_autoptr(TmResultSummary) summary = g_new0 (TmResultSummary, 1);
  g_autoptr(TmGame) game = NULL;
  g_autoptr(TmGame) start = NULL;
  g_autoptr(GArray) winners = NULL;
  g_autoptr(JsonNode) state = NULL;
  const TmGameInfo *info;
  int illegal_index = -1;

  g_return_val_if_fail (TM_IS_RECORD (record), NULL);

  game = tm_record_replay (record, G_MAXUINT, &illegal_index, NULL, error);
  if (game == NULL)
    return NULL;
  if (illegal_index >= 0 || !tm_game_is_finished (game))
    {
      g_set_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_FORMAT,
                   _("Only a finished game has a result to share."));
      return NULL;
    }

  summary->game_id = g_strdup (tm_record_get_game_id (record));
  info = tm_registry_lookup (summary->game_id);
  /* replay succeeded, so the game is known */
  summary->english_name = info->name;
  summary->native_name = info->native_name;
  summary->cooperative = info->cooperative;
  summary->played = g_date_time_ref (tm_record_get_created (record));
  summary->duration_s = tm_record_duration_s (record);
  summary->n_players = MIN (tm_record_get_n_players (record), TM_RECORD_MAX_PLAYERS);
  winners = tm_game_get_winners (game);
  for (guint i = 0; i < summary->n_players; i++)
    {
      summary->players[i].name = g_strdup (tm_game_get_player_name (game, i));
      summary->players[i].score = tm_game_get_score (game, i);
    }
  for (guint i = 0; i < winners->len; i++)
    {
      guint seat = g_array_index (winners, guint, i);

      if (seat < summary->n_players && !summary->players[seat].winner)
        {
          summary->players[seat].winner = TRUE;
          summary->n_winners++;
        }
    }
  start = tm_record_replay (record, 0, NULL, NULL, NULL);
  summary->first_player = start != NULL ? tm_game_get_current_player (start) : -1;
  state = tm_game_serialize_state (game);
  if (state != NULL && JSON_NODE_HOLDS_OBJECT (state))
    summary->state = json_object_ref (json_node_get_object (state));
  summary->game = g_steal_pointer (&game);
  return g_steal_pointer (&summary);
}

void
tm_result_summary_free (TmResultSummary *summary)
{
  if (summary == NULL)
    return;
  g_free (summary->game_id);
  g_clear_pointer (&summary->played, g_date_time_unref);
  for (guint i = 0; i < summary->n_players; i++)
    g_free (summary->players[i].name);
  g_clear_pointer (&summary->state, json_object_unref);
  g_clear_object (&summary->game);
  g_free (summary);
}

void
tm_result_summary_set_player_name (TmResultSummary *summary,
                                   guint            index,
                                   const char      *name)
{
  g_return_if_fail (summary != NULL && index < summary->n_players && name != NULL);

  g_free (summary->players[index].name);
  summary->players[index].name = g_strdup (name);
}

void
tm_result_summary_rank (const TmResultSummary *summary,
                        guint                 *order)
{
  /* An insertion sort: at most eight seats, and it keeps equal scores
   * in their seats' order. */
  for (guint i = 0; i < summary->n_players; i++)
    {
      guint j = i;

      while (j > 0 && summary->players[order[j - 1]].score < summary->players[i].score)
        {
          order[j] = order[j - 1];
          j--;
        }
      order[j] = i;
    }
}

void
tm_result_summary_order (const TmResultSummary *summary,
                         guint                 *order)
{
  /* A cooperative game's players score their parts of the group's:
   * no one is above another. */
  if (summary->cooperative)
    for (guint i = 0; i < summary->n_players; i++)
      order[i] = i;
  else
    tm_result_summary_rank (summary, order);
}

/* "Aoi", "Aoi and Mio", "Aoi, Mio and Ren": the winners. */
static char *
join_winners (const TmResultSummary *summary)
{
  g_autoptr(GString) text = g_string_new (NULL);
  guint n = 0;

  for (guint i = 0; i < summary->n_players; i++)
    {
      if (!summary->players[i].winner)
        continue;
      if (n > 0)
        /* Translators: between the names of a shared result's winners. */
        g_string_append (text, n + 1 == summary->n_winners ? _(" and ") : _(", "));
      g_string_append (text, summary->players[i].name);
      n++;
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

char *
tm_result_summary_outcome (const TmResultSummary *summary)
{
  g_autofree char *names = NULL;

  g_return_val_if_fail (summary != NULL, NULL);

  if (summary->cooperative)
    /* Translators: a cooperative game's result, shared. */
    return g_strdup (summary->n_winners > 0 ? _("Won together") : _("Lost together"));
  if (summary->n_winners == 0)
    /* Translators: a shared result when nobody won. */
    return g_strdup (_("Draw"));
  names = join_winners (summary);
  /* Translators: a shared result: "Aoi wins", "Aoi and Mio win". */
  return g_strdup_printf (ngettext ("%s wins", "%s win", summary->n_winners), names);
}

char *
tm_result_summary_to_text (const TmResultSummary *summary)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GDateTime) local = NULL;
  g_autofree char *date = NULL;
  g_autofree char *outcome = NULL;
  guint order[TM_RECORD_MAX_PLAYERS];

  g_return_val_if_fail (summary != NULL, NULL);

  local = g_date_time_to_local (summary->played);
  date = g_date_time_format (local, "%Y-%m-%d");
  g_string_append_printf (text, "%s (%s) — %s — ", summary->english_name, summary->native_name, date);
  tm_result_summary_order (summary, order);
  for (guint i = 0; i < summary->n_players; i++)
    g_string_append_printf (text, "%s%s %d", i > 0 ? ", " : "",
                            summary->players[order[i]].name, summary->players[order[i]].score);
  outcome = tm_result_summary_outcome (summary);
  g_string_append_printf (text, " — %s", outcome);
  if (summary->duration_s >= 0)
    {
      g_autofree char *duration = tm_play_clock_format (summary->duration_s);

      g_string_append_printf (text, " — %s", duration);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

JsonObject *
tm_result_summary_to_bgstats (const TmResultSummary *summary)
{
  JsonObject *play = json_object_new ();
  JsonObject *game = json_object_new ();
  JsonArray *players = json_array_new ();
  g_autoptr(GDateTime) local = NULL;
  guint order[TM_RECORD_MAX_PLAYERS];
  guint rank[TM_RECORD_MAX_PLAYERS];

  g_return_val_if_fail (summary != NULL, play);

  json_object_set_string_member (game, "name", summary->english_name);
  json_object_set_string_member (game, "sourceGameId", summary->game_id);
  json_object_set_boolean_member (game, "highestWins", TRUE);
  json_object_set_boolean_member (game, "noPoints", FALSE);
  json_object_set_object_member (play, "game", game);

  /* BG Stats reads "playDate" as the players' local time. */
  local = g_date_time_to_local (summary->played);
  {
    g_autofree char *date = g_date_time_format (local, "%Y-%m-%d %H:%M:%S");

    json_object_set_string_member (play, "playDate", date);
  }
  if (summary->duration_s >= 0)
    /* Whole minutes, rounded: a 42:10 game is 42 minutes. */
    json_object_set_int_member (play, "durationMin", (summary->duration_s + 30) / 60);

  /* Ranks as in sport: equal scores share a rank, the next skips. */
  tm_result_summary_rank (summary, order);
  for (guint i = 0; i < summary->n_players; i++)
    rank[order[i]] = i > 0 && summary->players[order[i]].score == summary->players[order[i - 1]].score
                     ? rank[order[i - 1]] : i + 1;
  for (guint i = 0; i < summary->n_players; i++)
    {
      JsonObject *player = json_object_new ();
      json_object_set_string_member (player, "name", summary->players[i].name);
      /* BG Stats remembers its matches by this id: the name, which is
       * who the player is in Tablemate too. */
      json_object_set_string_member (player, "sourcePlayerId", summary->players[i].name);
      json_object_set_int_member (player, "score", summary->players[i].score);
      json_object_set_int_member (player, "rank", summary->cooperative ? 1 : rank[i]);
      json_object_set_boolean_member (player, "winner", summary->players[i].winner);
      json_object_set_boolean_member (player, "startPlayer", summary->first_player == (int) i);
      json_object_set_string_member (player, "role", "");
      json_array_add_object_element (players, player);
    }
  json_object_set_array_member (play, "players", players);
  return play;
}

char *
tm_result_summary_to_bgstats_link (const TmResultSummary *summary)
{
  g_autoptr(JsonNode) play = NULL;
  g_autofree char *data = NULL;
  g_autofree char *escaped = NULL;

  g_return_val_if_fail (summary != NULL, NULL);

  play = json_node_init_object (json_node_alloc (), NULL);
  json_node_take_object (play, tm_result_summary_to_bgstats (summary));
  data = json_to_string (play, FALSE);
  escaped = g_uri_escape_string (data, NULL, FALSE);
  return g_strconcat ("https://app.bgstatsapp.com/createPlay.html?data=", escaped, NULL);
}
