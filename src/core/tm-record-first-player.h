/* tm-record-first-player.h — a record's "first_player": who was drawn to start
 *
 * A top-level member of the record the rules never see
 * (docs/records.md): the seat order, or a game's own option such as
 * Planetary Sisters' "first_parent", already says who starts.  This
 * keeps that the table drew that seat at random, for people and the
 * history.  Read and written by tm-record.c only.
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* The one way of choosing a record says today. */
#define TM_RECORD_FIRST_PLAYER_RANDOM "random"

/* *@seat from @node, a "first_player" of a record of @n_players; FALSE
 * with @error (TM_RECORD_ERROR_FORMAT) naming what is wrong. */
gboolean  tm_record_first_player_read  (JsonNode  *node,
                                        guint      n_players,
                                        int       *seat,
                                        GError   **error);
/* {"seat": @seat, "chosen": "random"}, a new node. */
JsonNode *tm_record_first_player_write (int        seat);

G_END_DECLS
