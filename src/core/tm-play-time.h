/* tm-play-time.h — how long a game took, from the record's times
 *
 * The issue #29 definition: a game's duration runs from the record's
 * "created" to the last move's "at", less the pauses.  A pause is
 * {"from": ISO 8601, "to": ISO 8601} in the record's top-level
 * "pauses" array; only the part of a pause inside that span counts, and
 * overlapping pauses are counted once.  A record whose last move has no
 * "at" has no known duration.
 */
#pragma once

#include "tm-record.h"

G_BEGIN_DECLS

/* Seconds from @created to @last_at less @pauses (may be NULL), never
 * below 0; -1 when @last_at is NULL (unknown).  Pauses that are not
 * {"from", "to"} objects of ISO 8601 times are ignored. */
gint64 tm_play_time_duration_s (GDateTime *created,
                                GDateTime *last_at,
                                JsonArray *pauses);

/* The "at" of @move as a date and time, or NULL (none, or not ISO 8601). */
GDateTime *tm_play_time_move_at (JsonObject *move);

/* tm_play_time_duration_s() of @record: its "created", its last move's
 * "at" and @pauses (the record's "pauses" array, NULL for none). */
gint64 tm_record_duration_s (TmRecord  *record,
                             JsonArray *pauses);

G_END_DECLS
