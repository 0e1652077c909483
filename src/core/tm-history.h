/* tm-history.h — the finished games, kept as their records
 *
 * Every finished game is its record file (docs/records.md), nothing
 * else: it can always be opened, replayed and checked.  Under the
 * data folder (<user data dir>/tablemate/):
 *
 *   games/               the games being played (ui/tm-saved-games.h)
 *   history/             each finished game, as its record file
 *   history/index.jsonl  the index: what the history page lists
 *   history/trash/       deleted games, until their undo is over
 *
 * A game moves from games/ to history/ when it is finished and not
 * shown (tm_history_collect()).  The index is JSON Lines: a header line,
 * then one line per record file with its size and modification time,
 * and what the lists and the statistics need (players, scores,
 * winners).  It is only a cache: a record file whose size or time
 * differs from its line, or that has no line, is read and replayed
 * again; a missing or unreadable index is rebuilt from the records.
 * See docs/history.md.
 */
#pragma once

#include "tm-player-book.h"
#include "tm-record.h"

#include <gio/gio.h>

G_BEGIN_DECLS

#define TM_HISTORY_INDEX_FORMAT  "tablemate-history-index"
#define TM_HISTORY_INDEX_VERSION 3
/* The version before, whose lines were objects: still read, then
 * written again as version 3 (docs/history.md). */
#define TM_HISTORY_INDEX_VERSION_OBJECTS 2
#define TM_BUNDLE_FORMAT         "tablemate-bundle"
#define TM_BUNDLE_VERSION        1
/* A bundle is read whole; each record in it is at most TM_JSON_MAX_BYTES. */
#define TM_BUNDLE_MAX_BYTES      (64 * 1024 * 1024)

#define TM_HISTORY_ERROR (tm_history_error_quark ())

typedef enum {
  TM_HISTORY_ERROR_IO,          /* a file or folder could not be read or written */
  TM_HISTORY_ERROR_BUNDLE,      /* not a Tablemate bundle */
  TM_HISTORY_ERROR_NOT_FOUND,   /* the game is not in the history (any more) */
  TM_HISTORY_ERROR_NOT_FINISHED,/* a record that is not a finished game, or breaks the rules */
} TmHistoryError;

GQuark tm_history_error_quark (void);

/* A player's identity: the name with white space (Unicode, so also the
 * ideographic space) trimmed from both ends, in Unicode NFC.  Nothing
 * else is folded: "Mio" and "mio" are two players. */
char *tm_player_key (const char *name);

/* One finished game, as the index holds it. */
#define TM_TYPE_HISTORY_ENTRY (tm_history_entry_get_type ())
G_DECLARE_FINAL_TYPE (TmHistoryEntry, tm_history_entry, TM, HISTORY_ENTRY, GObject)

const char *tm_history_entry_get_id          (TmHistoryEntry *self);
const char *tm_history_entry_get_game_id     (TmHistoryEntry *self);
/* The record's "created" (UTC): when the game was started. */
GDateTime  *tm_history_entry_get_created     (TmHistoryEntry *self);
guint       tm_history_entry_get_n_players   (TmHistoryEntry *self);
/* The player's identity (tm_player_key(), then the player book's
 * renames), which is also the name shown. */
const char *tm_history_entry_get_player      (TmHistoryEntry *self,
                                              guint           index);
int         tm_history_entry_get_score       (TmHistoryEntry *self,
                                              guint           index);
gboolean    tm_history_entry_is_winner       (TmHistoryEntry *self,
                                              guint           index);
guint       tm_history_entry_get_n_winners   (TmHistoryEntry *self);
guint       tm_history_entry_get_n_moves     (TmHistoryEntry *self);
/* The round the game ended in, when the game counts rounds (the
 * "round" of its state, tm_game_serialize_state()); 0 otherwise. */
guint       tm_history_entry_get_round       (TmHistoryEntry *self);
/* Seconds played (tm_record_duration_s()), or -1 when the record does
 * not say (its moves have no "at"). */
gint64      tm_history_entry_get_duration_s  (TmHistoryEntry *self);
/* The record file's name in the history folder. */
const char *tm_history_entry_get_file        (TmHistoryEntry *self);
/* The seat of the player whose identity is @key, or -1. */
int         tm_history_entry_find_player     (TmHistoryEntry *self,
                                              const char     *key);

/* A record file that could not be indexed, from the last load. */
typedef struct
{
  char     *file;       /* its name in its folder */
  char     *path;       /* where it is: it is never moved */
  char     *message;    /* why, for people */
} TmHistoryProblem;

/* What tm_history_add_record() did. */
typedef enum {
  TM_HISTORY_ADDED,           /* a new game */
  TM_HISTORY_DUPLICATE,       /* the same game is there already: nothing done */
  TM_HISTORY_ADDED_AS_COPY,   /* same id, other moves: kept both, this one renamed */
} TmHistoryAddResult;

typedef struct
{
  guint      added;         /* new games, including those renamed */
  guint      renamed;       /* of them, kept under a new id */
  guint      duplicates;    /* already there */
  GPtrArray *skipped;       /* (char *) one line per record not imported */
} TmHistoryImport;

void tm_history_import_clear (TmHistoryImport *import);

/* The history: a GListModel of TmHistoryEntry, newest first. */
#define TM_TYPE_HISTORY (tm_history_get_type ())
G_DECLARE_FINAL_TYPE (TmHistory, tm_history, TM, HISTORY, GObject)

/* @data_dir holds games/ and history/: normally
 * <user data dir>/tablemate (tm_history_get_default_data_dir()). */
TmHistory  *tm_history_new                  (const char   *data_dir);
char       *tm_history_get_default_data_dir (void);
const char *tm_history_get_dir              (TmHistory    *self);
const char *tm_history_get_games_dir        (TmHistory    *self);
/* Players are counted under the names @book (or NULL) gives them
 * (renames, merges): each entry's identities follow it, now and
 * whenever it changes. */
void        tm_history_set_player_book      (TmHistory    *self,
                                             TmPlayerBook *book);
TmPlayerBook *tm_history_get_player_book    (TmHistory    *self);

/* Reads the index (the first time), checks every record file against it
 * by size and time, indexes what is new or changed, drops what is gone,
 * and writes the index when anything changed.  Record files that are not
 * finished games are reported (tm_history_get_problems()) and stay where
 * they are: nothing is moved or deleted but by the user.  The first load
 * puts back into the history what earlier versions moved to bad/.  FALSE
 * only when the history folder cannot be read or created. */
gboolean    tm_history_load                 (TmHistory    *self,
                                             GError      **error);
/* The same, but the first time, when many records must be read and
 * replayed (no index yet, or one of another scoring: a new computer, a
 * restored backup, an upgrade), they are read in another thread: the
 * list is empty and TmHistory:loading is TRUE until it is filled (the
 * list's items-changed, then notify::loading).  A load that cannot wait
 * meanwhile (tm_history_load(), adding a game) is done at once, and the
 * one in the background is then dropped.  FALSE as tm_history_load(). */
gboolean    tm_history_load_in_background   (TmHistory    *self,
                                             GError      **error);
gboolean    tm_history_is_loading           (TmHistory    *self);
/* While loading: how many of the records to read are read; 0 and 0
 * otherwise. */
void        tm_history_get_load_progress    (TmHistory    *self,
                                             guint        *n_read,
                                             guint        *n_to_read);
/* Moves the finished games from games/ into the history, except the
 * record @except_id (the game on screen, which can still be undone);
 * loads the history first if needed.  Returns how many were moved. */
guint       tm_history_collect              (TmHistory    *self,
                                             const char   *except_id);
/* The same, at most @max_games at a time, so that memory stays bounded
 * and a window can move thousands of games between frames: returns how
 * many were moved, and sets @more when games/ may hold more finished
 * games (call again until it is FALSE).  tm_history_collect() is this
 * in batches of TM_HISTORY_COLLECT_BATCH. */
#define TM_HISTORY_COLLECT_BATCH 100
guint       tm_history_collect_some         (TmHistory    *self,
                                             const char   *except_id,
                                             guint         max_games,
                                             gboolean     *more);
/* (TmHistoryProblem) from the last load or collection. */
GPtrArray  *tm_history_get_problems         (TmHistory    *self);

/* The entry of the game with this record id, or NULL. */
TmHistoryEntry *tm_history_lookup           (TmHistory    *self,
                                             const char   *id);
TmRecord   *tm_history_load_record          (TmHistory    *self,
                                             TmHistoryEntry *entry,
                                             GError      **error);

/* Adds a finished game (import): checks that every move is legal and
 * the game is over; a game already there (same id, same game, players,
 * options and moves) is not added twice; one with the same id but
 * different content is kept under the id "<id>-<8 hex digits of its
 * content's SHA-256>" (the id cut to 51 characters first, so the new one
 * is at most 60), so importing it again finds it. */
gboolean    tm_history_add_record           (TmHistory          *self,
                                             TmRecord           *record,
                                             TmHistoryAddResult *result,
                                             GError            **error);

/* A correction kept: @entry's record file is replaced (atomically) by
 * @record, which must be the same game (its id) and finished with every
 * move legal, and @entry by the entry of @record in the list and the
 * index, so the statistics follow.  Returns that new entry (owned by
 * the history), or NULL with @error (TM_HISTORY_ERROR_NOT_FINISHED for a
 * record that is not a finished game) and the file as it was. */
TmHistoryEntry *tm_history_replace_record   (TmHistory          *self,
                                             TmHistoryEntry     *entry,
                                             TmRecord           *record,
                                             GError            **error);

/* What makes two records the same game, whatever their id and date: a
 * SHA-256 (hex) of the game, players, options and moves. */
char       *tm_history_record_fingerprint   (TmRecord     *record);
/* The id a different game with the id @id is kept under:
 * "<id>-<first 8 hex digits of @fingerprint>", the id cut to 51
 * characters first so that the new one is at most 60. */
char       *tm_history_copy_id              (const char   *id,
                                             const char   *fingerprint);
/* @record with another id; everything else as it was. */
TmRecord   *tm_history_record_with_id       (TmRecord     *record,
                                             const char   *id,
                                             GError      **error);
/* Whether the history (loaded) holds a game with this id and content. */
gboolean    tm_history_contains_game        (TmHistory    *self,
                                             const char   *id,
                                             const char   *fingerprint);

/* Deleting: the record file goes to trash/ and leaves the list;
 * restore() puts it back as it was, purge() deletes it for good. */
gboolean    tm_history_trash                (TmHistory      *self,
                                             TmHistoryEntry *entry,
                                             GError        **error);
gboolean    tm_history_restore              (TmHistory      *self,
                                             TmHistoryEntry *entry,
                                             GError        **error);
void        tm_history_purge                (TmHistory      *self,
                                             TmHistoryEntry *entry);
/* Deletes everything in trash/ (when the app quits, and leftovers of a
 * crash at the first load). */
void        tm_history_empty_trash          (TmHistory      *self);

/* CSV (RFC 4180, CRLF line ends, UTF-8) of @entries (a GListModel of
 * TmHistoryEntry; NULL for the whole history): a header line, then one
 * row per player per game: date (UTC, ISO 8601), game (its id), record
 * id, player, score, won (true/false). */
char       *tm_history_to_csv               (TmHistory    *self,
                                             GListModel   *entries,
                                             gsize        *length);
gboolean    tm_history_export_csv           (TmHistory    *self,
                                             GListModel   *entries,
                                             const char   *path,
                                             GError      **error);
/* A bundle: {"format": "tablemate-bundle", "version": 1, "exported":
 * date, "records": [record, …]} with the records of @entries (NULL: all),
 * oldest first. */
gboolean    tm_history_export_bundle        (TmHistory    *self,
                                             GListModel   *entries,
                                             const char   *path,
                                             GError      **error);
/* Adds the finished games of a bundle (tm_history_add_record()).  FALSE
 * when the file is not a bundle at all; records that cannot be added are
 * listed in @import->skipped and the others are added. */
gboolean    tm_history_import_bundle        (TmHistory       *self,
                                             const char      *path,
                                             TmHistoryImport *import,
                                             GError         **error);
gboolean    tm_history_import_bundle_data   (TmHistory       *self,
                                             const char      *data,
                                             gsize            length,
                                             TmHistoryImport *import,
                                             GError         **error);

G_END_DECLS
