/* tm-history-text.h — a finished game in words, for the history views */
#pragma once

#include "core/tm-history.h"

G_BEGIN_DECLS

/* The game's translated name (its id when it is not known). */
const char *tm_history_text_game_name (const char     *game_id);
/* "Mio won", "Aoi and Mio won", "No winner" (a draw); for cooperative
 * games "Won together" or "Lost together". */
char       *tm_history_text_result    (TmHistoryEntry *entry);
/* Whether the game is played together against the game (Tsuki no
 * Utena): its result is the team's. */
gboolean    tm_history_text_is_cooperative (TmHistoryEntry *entry);
/* The players with their scores, highest first: "Mio 10 · Aoi 6"; for a
 * cooperative game the team, the round reached and the markers placed:
 * "Aoi and Mio · round 6 · 19 markers placed". */
char       *tm_history_text_scores    (TmHistoryEntry *entry);
/* When the game was played, in local time: "Sat 3 Jan 2026, 20:00". */
char       *tm_history_text_date      (GDateTime      *when);
/* @text with each part between " · " kept on one line: the spaces
 * inside the parts become no-break spaces. */
char       *tm_history_text_keep_parts (const char    *text);
/* "Aoi", "Aoi and Mio", "Aoi, Mio and Ren". */
char       *tm_history_text_join      (GPtrArray      *names);

G_END_DECLS
