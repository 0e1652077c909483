/* tm-record.h — a game as players, options and moves: the truth
 *
 * The state of a game is never stored: it is the replay of its record
 * (tm_record_replay()).  Undo shortens the record, redo re-extends it,
 * saving writes it.  The file format is described in docs/records.md.
 */
#pragma once

#include "tm-game.h"

G_BEGIN_DECLS

#define TM_RECORD_FORMAT  "tablemate-record"
#define TM_RECORD_VERSION 1

/* Limits a loaded file must respect (besides those of tm_json_parse());
 * a real game is far below them. */
#define TM_RECORD_MAX_MOVES   10000
#define TM_RECORD_MAX_PLAYERS 8
#define TM_RECORD_MAX_PAUSES  10000

/* A time the record does not know (a move without "at"). */
#define TM_RECORD_NO_TIME G_MININT64

#define TM_RECORD_ERROR (tm_record_error_quark ())

typedef enum {
  TM_RECORD_ERROR_READ,          /* the file could not be read */
  TM_RECORD_ERROR_TOO_LARGE,     /* over one of the limits above */
  TM_RECORD_ERROR_SYNTAX,        /* not JSON */
  TM_RECORD_ERROR_FORMAT,        /* JSON, but not a Tablemate record */
  TM_RECORD_ERROR_VERSION,       /* a record of a version we do not read */
  TM_RECORD_ERROR_UNKNOWN_GAME,  /* a game we do not know (or not yet) */
  TM_RECORD_ERROR_WRITE,         /* the file could not be written */
  TM_RECORD_ERROR_NO_SUCH_MOVE,  /* a correction names a move the record lacks */
} TmRecordError;

GQuark tm_record_error_quark (void);

#define TM_TYPE_RECORD (tm_record_get_type ())
G_DECLARE_FINAL_TYPE (TmRecord, tm_record, TM, RECORD, GObject)

TmRecord   *tm_record_new               (const char          *game_id,
                                         const char * const  *players,
                                         JsonObject          *options);
TmRecord   *tm_record_load_file         (const char          *path,
                                         GError             **error);
TmRecord   *tm_record_load_data         (const char          *data,
                                         gsize                length,
                                         GError             **error);
char       *tm_record_to_data           (TmRecord            *self,
                                         gsize               *length);
/* Atomic: a temporary file is written, synced and renamed over @path. */
gboolean    tm_record_save              (TmRecord            *self,
                                         const char          *path,
                                         GError             **error);

const char *tm_record_get_id            (TmRecord            *self);
const char *tm_record_get_game_id       (TmRecord            *self);
GDateTime  *tm_record_get_created       (TmRecord            *self);
guint       tm_record_get_n_players     (TmRecord            *self);
const char *tm_record_get_player        (TmRecord            *self,
                                         guint                index);
JsonObject *tm_record_get_options       (TmRecord            *self);
/* The revision of the game's rules the record is played under ("rules"):
 * today's for a new record; 0 for a record written before records said
 * it, until tm_record_replay() finds the newest reading under which all
 * its moves hold (docs/records.md). */
guint       tm_record_get_rules_revision (TmRecord           *self);
/* The seat the table drew at random to start ("first_player" in the
 * file), or -1 when the record does not say.  The rules never see it:
 * the seat order or the game's options already say who starts. */
int         tm_record_get_first_player_drawn (TmRecord       *self);
void        tm_record_set_first_player_drawn (TmRecord       *self,
                                              int             seat);

/* The moves played (undone moves are not counted). */
guint       tm_record_get_n_moves       (TmRecord            *self);
JsonObject *tm_record_get_move          (TmRecord            *self,
                                         guint                index);
/* Appends @move and forgets whatever could have been redone. */
void        tm_record_append_move       (TmRecord            *self,
                                         JsonObject          *move);
/* A copy of @self (same id, created, players and options, no marks)
 * whose moves are @moves (JsonObject, referenced), with nothing to redo:
 * the start of a corrected record (tm-record-amend.h). */
TmRecord   *tm_record_copy_with_moves   (TmRecord            *self,
                                         GPtrArray           *moves);
/* Whether move @index was corrected after it was played (kept in the
 * file as "corrected", docs/records.md), and marking it so. */
gboolean    tm_record_is_corrected      (TmRecord            *self,
                                         guint                index);
void        tm_record_mark_corrected    (TmRecord            *self,
                                         guint                index);
/* The same, entered at @time (unix µs, or TM_RECORD_NO_TIME). */
void        tm_record_append_move_at    (TmRecord            *self,
                                         JsonObject          *move,
                                         gint64               time);
/* When move @index was entered (its "at", unix µs), or TM_RECORD_NO_TIME. */
gint64      tm_record_get_move_time     (TmRecord            *self,
                                         guint                index);
gint64      tm_record_get_created_us    (TmRecord            *self);
/* Now, as the record keeps it: unix µs cut to the whole second. */
gint64      tm_record_now               (void);

/* The play clock's pauses ("pauses" in the file), oldest first; a pause
 * going on has *@to == TM_RECORD_NO_TIME.  A pause is by hand (the
 * Pause button) or not (the game left the screen, the app closed). */
guint       tm_record_get_n_pauses      (TmRecord            *self);
void        tm_record_get_pause         (TmRecord            *self,
                                         guint                index,
                                         gint64              *from,
                                         gint64              *to,
                                         gboolean            *by_hand);
gboolean    tm_record_is_paused         (TmRecord            *self,
                                         gboolean            *by_hand);
/* Starts a pause at @time; TRUE when the record changed.  A pause by
 * hand is ended only by hand. */
gboolean    tm_record_pause             (TmRecord            *self,
                                         gint64               time,
                                         gboolean             by_hand);
gboolean    tm_record_resume            (TmRecord            *self,
                                         gint64               time,
                                         gboolean             by_hand);
gboolean    tm_record_can_undo          (TmRecord            *self);
gboolean    tm_record_can_redo          (TmRecord            *self);
gboolean    tm_record_undo              (TmRecord            *self);
gboolean    tm_record_redo              (TmRecord            *self);

/* A new game set up from the record's players and options, under its
 * reading of the rules (tm_record_get_rules_revision(), found first when
 * the record does not say it), its
 * messages naming the players by the record's names
 * (tm_game_set_player_names()).  NULL with @error when the game is
 * unknown or cannot start that way. */
TmGame     *tm_record_create_game       (TmRecord            *self,
                                         GError             **error);

/* Replays the first @n_moves moves (all of them with G_MAXUINT), under
 * the record's reading of the rules (found first when it does not say
 * one, see tm_record_get_rules_revision()).
 * Returns the position reached, or NULL with @error when the game
 * cannot even be set up.  When a move is refused, the position is the
 * one before it, *@illegal_index is its index and @move_error says why;
 * otherwise *@illegal_index is -1.  A game that reads its moves into its
 * own structs has them read once and kept with the record for the next
 * replays (tm_game_apply_moves_cached()); a new move forgets those of
 * the moves it replaces.  So a replay writes to the record: one thread
 * at a time (each thread of the history reads records of its own). */
TmGame     *tm_record_replay            (TmRecord            *self,
                                         guint                n_moves,
                                         int                 *illegal_index,
                                         GError             **move_error,
                                         GError             **error);

/* Plays @move on @game (the position after this record) and, when it is
 * legal, appends it to the record, entered now (its "at"), ending a
 * pause going on (even one by hand: the players are playing).  The one way the GUI and the CLI
 * enter a move, so the record and the position never disagree. */
gboolean    tm_record_play              (TmRecord            *self,
                                         TmGame              *game,
                                         JsonObject          *move,
                                         GError             **error);

G_END_DECLS
