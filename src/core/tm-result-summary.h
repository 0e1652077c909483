/* tm-result-summary.h — a finished game's result, to share
 *
 * What a shared result says, taken from the record alone (its replay):
 * the game's name in English and as printed on the box, the date, the
 * time played, each player's score and who won (the group's win or loss
 * in a cooperative game).  The app draws it as an image
 * (app/tm-result-card.c); here it becomes one line of text for the
 * clipboard and the play BG Stats imports.
 */
#pragma once

#include "tm-record.h"

G_BEGIN_DECLS

typedef struct
{
  char     *name;      /* as the record has it (or as renamed since) */
  int       score;
  gboolean  winner;
} TmResultPlayer;

typedef struct
{
  char           *game_id;
  const char     *english_name;  /* untranslated: the box's English title */
  const char     *native_name;   /* the Japanese title on the box */
  gboolean        cooperative;
  GDateTime      *played;        /* the record's "created", UTC */
  gint64          duration_s;    /* -1 when the record cannot say */
  guint           n_players;
  TmResultPlayer  players[TM_RECORD_MAX_PLAYERS];
  guint           n_winners;
  int             first_player;  /* who was to move first, or -1 */
  /* The finished position, for the line a game's own score breakdown
   * adds (tm_game_describe_score_breakdown()), and its state
   * (tm_game_serialize_state()), for the game's own result message. */
  TmGame         *game;
  JsonObject     *state;
} TmResultSummary;

/* The result of @record, replayed to its end; NULL with @error when it
 * cannot be replayed or the game is not finished. */
TmResultSummary *tm_result_summary_new  (TmRecord         *record,
                                         GError          **error);
void             tm_result_summary_free (TmResultSummary  *summary);

/* Renames player @index (the player book's name for them). */
void             tm_result_summary_set_player_name (TmResultSummary *summary,
                                                    guint            index,
                                                    const char      *name);

/* Seats from the highest score down (equal scores keep their seats'
 * order): @order receives n_players indices. */
void             tm_result_summary_rank (const TmResultSummary *summary,
                                         guint                 *order);

/* The order a shared result lists the players in: by rank, but a
 * cooperative game's in their seats. */
void             tm_result_summary_order (const TmResultSummary *summary,
                                          guint                 *order);

/* "Aoi wins", "Aoi and Mio win", "Draw", "Won together", "Lost
 * together" (translated). */
char            *tm_result_summary_outcome (const TmResultSummary *summary);

/* "Title — YYYY-MM-DD — Mio 10, Aoi 6 — Mio wins — 42:10" (the time
 * left out when not known; the date in local time); a cooperative
 * game's players in seat order: "… — Aoi 5, Mio 3 — Lost together". */
char            *tm_result_summary_to_text (const TmResultSummary *summary);

/* The play as BG Stats reads it from another app (its documented
 * "createPlay" data: game, playDate, durationMin, players with score,
 * winner, rank, startPlayer), a new object. */
JsonObject      *tm_result_summary_to_bgstats (const TmResultSummary *summary);

/* The link that opens BG Stats' import with that play (its documented
 * https://app.bgstatsapp.com/createPlay.html?data=<URL-encoded JSON>). */
char            *tm_result_summary_to_bgstats_link (const TmResultSummary *summary);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmResultSummary, tm_result_summary_free)

G_END_DECLS
