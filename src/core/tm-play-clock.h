/* tm-play-clock.h — how long a game was played, and each player thought
 *
 * Measured from the record alone: its "created", each move's "at" and
 * its "pauses" (docs/records.md, "The play clock").  Time is counted in
 * microseconds and cut to whole seconds only at the end, so the figures
 * are exact and never depend on the order of the sums.
 */
#pragma once

#include "tm-record.h"

G_BEGIN_DECLS

typedef struct
{
  /* FALSE when a move has no "at" (or, without @now, no move was made):
   * the record cannot say how long the game took. */
  gboolean known;
  gint64 duration_s;
  guint n_players;
  gint64 thinking_s[TM_RECORD_MAX_PLAYERS];
} TmPlayTimes;

/* The microseconds of [@from, @to] during which the clock ran: the span
 * less every pause of @record (overlapping pauses count once); 0 when
 * @to is not after @from. */
gint64   tm_play_clock_running_us (TmRecord    *record,
                                   gint64       from,
                                   gint64       to);

/* Measures the first @n_moves moves that replay (a refused move and
 * those after it are not counted).  The duration runs from "created" to
 * the last move's "at"; each move's time, from the move before (or
 * "created"), goes to the seat whose turn it was just before it (none
 * when it was no one's).  With @now (unix µs, not TM_RECORD_NO_TIME)
 * the time since the last move runs on, for the player to move: the
 * clock of a game in progress. */
void     tm_play_clock_measure    (TmRecord    *record,
                                   guint        n_moves,
                                   gint64       now,
                                   TmPlayTimes *times);

/* Sets "duration_s" and "thinking_s" in @object (JSON null when not
 * known), as `tablemate-cli replay` prints them. */
void     tm_play_times_to_json    (const TmPlayTimes *times,
                                   JsonObject        *object);

/* The time @record was played, in whole seconds (tm_play_clock_measure()
 * over its moves, without a clock running on); -1 when it cannot say.
 * What the history keeps of a finished game. */
gint64   tm_record_duration_s     (TmRecord    *record);
/* The same for a record whose every move holds (a game replayed to its
 * end), without replaying it again. */
gint64   tm_record_duration_s_of_legal_moves (TmRecord *record);

/* @seconds as a clock shows them: "4:05", "1:02:03". */
char    *tm_play_clock_format     (gint64       seconds);

G_END_DECLS
