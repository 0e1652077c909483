/* tm-play-clock.c — how long a game was played, and each player thought */
#include "config.h"

#include "tm-play-clock.h"

#include <string.h>

typedef struct
{
  gint64 from;
  gint64 to;
} Span;

static int
compare_spans (gconstpointer a,
               gconstpointer b)
{
  const Span *x = a;
  const Span *y = b;

  return (x->from > y->from) - (x->from < y->from);
}

gint64
tm_play_clock_running_us (TmRecord *record,
                          gint64    from,
                          gint64    to)
{
  g_autoptr(GArray) stopped = g_array_new (FALSE, FALSE, sizeof (Span));
  gint64 running;
  gint64 covered_to = from;

  g_return_val_if_fail (TM_IS_RECORD (record), 0);

  if (to <= from)
    return 0;
  running = to - from;

  /* The pauses cut to the span, then their union taken away. */
  for (guint i = 0; i < tm_record_get_n_pauses (record); i++)
    {
      Span span;

      tm_record_get_pause (record, i, &span.from, &span.to, NULL);
      if (span.to == TM_RECORD_NO_TIME)
        span.to = G_MAXINT64;
      span.from = MAX (span.from, from);
      span.to = MIN (span.to, to);
      if (span.from < span.to)
        g_array_append_val (stopped, span);
    }
  g_array_sort (stopped, compare_spans);
  for (guint i = 0; i < stopped->len; i++)
    {
      Span *span = &g_array_index (stopped, Span, i);
      gint64 start = MAX (span->from, covered_to);

      if (span->to > start)
        {
          running -= span->to - start;
          covered_to = span->to;
        }
    }
  return running;
}

void
tm_play_clock_measure (TmRecord    *record,
                       guint        n_moves,
                       gint64       now,
                       TmPlayTimes *times)
{
  g_autoptr(TmGame) game = NULL;
  gint64 thinking_us[TM_RECORD_MAX_PLAYERS] = { 0 };
  gint64 duration_us = 0;
  gint64 last;
  guint counted = 0;

  g_return_if_fail (TM_IS_RECORD (record));
  g_return_if_fail (times != NULL);

  memset (times, 0, sizeof *times);
  times->n_players = tm_record_get_n_players (record);
  game = tm_record_create_game (record, NULL);
  if (game == NULL)
    return;

  n_moves = MIN (n_moves, tm_record_get_n_moves (record));
  last = tm_record_get_created_us (record);
  for (guint i = 0; i < n_moves; i++)
    {
      gint64 at = tm_record_get_move_time (record, i);
      int seat = tm_game_get_current_player (game);
      gint64 spent;

      if (at == TM_RECORD_NO_TIME)
        return;
      if (!tm_game_apply_move (game, tm_record_get_move (record, i), NULL))
        break;
      /* A clock set back makes a move take no time, never less. */
      spent = tm_play_clock_running_us (record, last, at);
      duration_us += spent;
      if (seat >= 0 && (guint) seat < times->n_players)
        thinking_us[seat] += spent;
      last = MAX (last, at);
      counted++;
    }

  if (now != TM_RECORD_NO_TIME)
    {
      int seat = tm_game_is_finished (game) ? -1 : tm_game_get_current_player (game);
      gint64 spent = tm_play_clock_running_us (record, last, now);

      duration_us += spent;
      if (seat >= 0 && (guint) seat < times->n_players)
        thinking_us[seat] += spent;
    }
  else if (counted == 0)
    return;

  times->known = TRUE;
  times->duration_s = duration_us / G_USEC_PER_SEC;
  for (guint i = 0; i < times->n_players; i++)
    times->thinking_s[i] = thinking_us[i] / G_USEC_PER_SEC;
}

void
tm_play_times_to_json (const TmPlayTimes *times,
                       JsonObject        *object)
{
  JsonArray *thinking;

  if (!times->known)
    {
      json_object_set_null_member (object, "duration_s");
      json_object_set_null_member (object, "thinking_s");
      return;
    }
  json_object_set_int_member (object, "duration_s", times->duration_s);
  thinking = json_array_new ();
  for (guint i = 0; i < times->n_players; i++)
    json_array_add_int_element (thinking, times->thinking_s[i]);
  json_object_set_array_member (object, "thinking_s", thinking);
}

gint64
tm_record_duration_s_of_legal_moves (TmRecord *record)
{
  guint n_moves;
  gint64 duration_us = 0;
  gint64 last;

  g_return_val_if_fail (TM_IS_RECORD (record), -1);

  /* tm_play_clock_measure()'s sum, which needs the game only for whose
   * turn each move was and for a move refused. */
  n_moves = tm_record_get_n_moves (record);
  last = tm_record_get_created_us (record);
  for (guint i = 0; i < n_moves; i++)
    {
      gint64 at = tm_record_get_move_time (record, i);

      if (at == TM_RECORD_NO_TIME)
        return -1;
      duration_us += tm_play_clock_running_us (record, last, at);
      last = MAX (last, at);
    }
  return n_moves > 0 ? duration_us / G_USEC_PER_SEC : -1;
}

char *
tm_play_clock_format (gint64 seconds)
{
  seconds = MAX (seconds, 0);
  if (seconds >= 3600)
    return g_strdup_printf ("%" G_GINT64_FORMAT ":%02d:%02d", seconds / 3600,
                            (int) (seconds / 60 % 60), (int) (seconds % 60));
  return g_strdup_printf ("%d:%02d", (int) (seconds / 60), (int) (seconds % 60));
}

gint64
tm_record_duration_s (TmRecord *record)
{
  TmPlayTimes times;

  g_return_val_if_fail (TM_IS_RECORD (record), -1);

  tm_play_clock_measure (record, tm_record_get_n_moves (record), TM_RECORD_NO_TIME, &times);
  return times.known ? times.duration_s : -1;
}
