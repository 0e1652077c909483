/* tm-play-time.c — how long a game took, from the record's times */
#include "config.h"

#include "tm-play-time.h"
#include "tm-json.h"

typedef struct
{
  gint64 from;   /* seconds since the epoch */
  gint64 to;
} Span;

static int
compare_spans (gconstpointer a,
               gconstpointer b)
{
  const Span *sa = a, *sb = b;

  return sa->from < sb->from ? -1 : sa->from > sb->from ? 1 : 0;
}

static gboolean
read_time (JsonObject *object,
           const char *name,
           gint64     *seconds)
{
  const char *text = tm_json_node_get_string (tm_json_object_get_member (object, name));
  g_autoptr(GDateTime) time = text != NULL ? g_date_time_new_from_iso8601 (text, NULL) : NULL;

  if (time == NULL)
    return FALSE;
  *seconds = g_date_time_to_unix (time);
  return TRUE;
}

gint64
tm_play_time_duration_s (GDateTime *created,
                         GDateTime *last_at,
                         JsonArray *pauses)
{
  g_autoptr(GArray) spans = g_array_new (FALSE, FALSE, sizeof (Span));
  gint64 start, end, paused = 0, covered_to;

  g_return_val_if_fail (created != NULL, -1);
  if (last_at == NULL)
    return -1;

  start = g_date_time_to_unix (created);
  end = g_date_time_to_unix (last_at);
  if (end <= start)
    return 0;

  for (guint i = 0; pauses != NULL && i < json_array_get_length (pauses); i++)
    {
      JsonNode *node = json_array_get_element (pauses, i);
      Span span;

      if (!JSON_NODE_HOLDS_OBJECT (node)
          || !read_time (json_node_get_object (node), "from", &span.from)
          || !read_time (json_node_get_object (node), "to", &span.to))
        continue;
      /* Only what falls inside the game counts. */
      span.from = MAX (span.from, start);
      span.to = MIN (span.to, end);
      if (span.to > span.from)
        g_array_append_val (spans, span);
    }

  /* Overlapping pauses are one pause. */
  g_array_sort (spans, compare_spans);
  covered_to = start;
  for (guint i = 0; i < spans->len; i++)
    {
      const Span *span = &g_array_index (spans, Span, i);
      gint64 from = MAX (span->from, covered_to);

      if (span->to > from)
        {
          paused += span->to - from;
          covered_to = span->to;
        }
    }
  return MAX (end - start - paused, 0);
}

GDateTime *
tm_play_time_move_at (JsonObject *move)
{
  const char *text;

  g_return_val_if_fail (move != NULL, NULL);

  text = tm_json_node_get_string (tm_json_object_get_member (move, "at"));
  return text != NULL ? g_date_time_new_from_iso8601 (text, NULL) : NULL;
}

gint64
tm_record_duration_s (TmRecord  *record,
                      JsonArray *pauses)
{
  guint n_moves;
  g_autoptr(GDateTime) last_at = NULL;

  g_return_val_if_fail (TM_IS_RECORD (record), -1);

  n_moves = tm_record_get_n_moves (record);
  if (n_moves == 0)
    return -1;
  last_at = tm_play_time_move_at (tm_record_get_move (record, n_moves - 1));
  return tm_play_time_duration_s (tm_record_get_created (record), last_at, pauses);
}
