/* tm-history-private.h — what the files of TmHistory share
 *
 * TmHistory is written in tm-history-entry.c, tm-history-index.c,
 * tm-history.c, tm-history-load.c, tm-history-trash.c and
 * tm-history-export.c, along its
 * sections, each calling only those before it; these are its instance
 * structs and the functions one part calls in a later one.  Not for use
 * outside them.
 */
#pragma once

#include "tm-history.h"

G_BEGIN_DECLS

#define INDEX_NAME "index.jsonl"

struct _TmHistoryEntry
{
  GObject parent_instance;

  char *file;
  gint64 mtime;          /* µs since the epoch */
  gint64 size;

  char *id;
  char *game_id;
  GDateTime *created;
  gint64 time;           /* created, µs since the epoch, for sorting */
  guint n_players;
  char **names;          /* as recorded */
  char **keys;           /* identities */
  int *scores;
  gboolean *winners;
  guint n_winners;
  guint n_moves;
  guint round;           /* 0: the game counts no rounds */
  gint64 duration_s;     /* tm_record_duration_s(); -1: unknown */
};

struct _TmHistory
{
  GObject parent_instance;

  char *data_dir;
  char *dir;
  char *games_dir;
  char *index_path;
  char *trash_dir;

  GPtrArray *entries;       /* newest first */
  GHashTable *by_file;      /* file → entry */
  GHashTable *by_id;        /* id → an entry with that id */
  GHashTable *trashed;      /* file → entry, owned */
  GPtrArray *problems;
  gboolean loaded;
  /* Records read in another thread (tm_history_load_in_background()):
   * how many, and how many are read (atomic, written by that thread). */
  gboolean loading;
  guint n_to_read;
  int n_read;
  /* Names in games/ a collection in batches has looked at and left. */
  GHashTable *collect_seen;
  /* Renames: the entries' identities are read through it (may be NULL). */
  TmPlayerBook *book;
};

/* Adds @record (replayed: @game, finished) to the folder and the list.
 * @source, when given, is the record's file in games/: it is moved (or,
 * when the game is in the history already, removed). */
gboolean history_add_finished (TmHistory          *self,
                               TmRecord           *record,
                               TmGame             *game,
                               const char         *source,
                               gboolean            emit,
                               TmHistoryAddResult *result,
                               GError            **error);

gboolean history_ensure_dir (const char  *path,
                             GError     **error);

gboolean history_ensure_loaded (TmHistory  *self,
                                GError    **error);

/* Takes @created. */
TmHistoryEntry *history_entry_new (const char *file,
                                   gint64      mtime,
                                   gint64      size,
                                   const char *id,
                                   const char *game_id,
                                   GDateTime  *created,
                                   guint       n_players,
                                   guint       n_moves);

void history_entry_set_player (TmHistoryEntry *self,
                               guint           index,
                               const char     *name);

/* The identities of @self's players again, through @book (NULL: none).
 * @keys, when not NULL, keeps the identities worked out in one pass over
 * many entries, by name (a new table of strings: history_keys_new()): a
 * group's few names come back in thousands of games. */
void history_entry_rekey (TmHistoryEntry *self,
                          TmPlayerBook   *book,
                          GHashTable     *keys);
GHashTable *history_keys_new (void);

/* Calls @func (@data, i) for every i below @n_items, on one thread per
 * processor (at most 8; this one among them), each thread given at
 * least @min_per_thread items (a thread costs more than a few short
 * items): reading thousands of records, or index lines, is mostly
 * json-glib's parser, and each is read on its own.  @func must touch
 * nothing but its own item. */
typedef void (*HistoryItemFunc) (gpointer data,
                                 guint    index);
void history_for_each_in_threads (guint           n_items,
                                  guint           min_per_thread,
                                  HistoryItemFunc func,
                                  gpointer        data);

void history_entry_set_winner (TmHistoryEntry *self,
                               guint           index);

/* Index of @entry in the sorted list, or where it would go. */
guint history_find_position (TmHistory      *self,
                             TmHistoryEntry *entry,
                             gboolean       *found);

/* @node's whole number, when it is one of at least @min. */
gboolean history_node_get_int64   (JsonNode   *node,
                                   gint64      min,
                                   gint64     *value);

void history_index_maps_remove (TmHistory      *self,
                                TmHistoryEntry *entry);

/* Inserts @entry (a new reference) in order and tells the list's users. */
void history_insert_entry (TmHistory      *self,
                           TmHistoryEntry *entry,
                           gboolean        emit);

/* The entries the index file holds, by file; *@complete is FALSE when
 * the file is missing or any of it could not be used. */
GHashTable *history_read_index (TmHistory *self,
                                gboolean  *complete);

/* Newest first (a GCompareFunc over an array of entries). */
int history_compare_entry_pointers (gconstpointer a,
                                   gconstpointer b);

/* An entry from @record replayed to its end (@game is finished, every
 * move held). */
TmHistoryEntry *history_entry_new_from_game (const char *file,
                                             gint64      mtime,
                                             gint64      size,
                                             TmRecord   *record,
                                             TmGame     *game);

/* A record file that could not be indexed, for the history page. */
void history_add_problem (TmHistory  *self,
                          const char *file,
                          const char *path,
                          const char *message);

/* Size and modification time (µs) of a regular file. */
gboolean history_stat_file (const char *path,
                            gint64     *mtime,
                            gint64     *size);

void history_index_maps_add (TmHistory      *self,
                             TmHistoryEntry *entry);

/* Whether @name, in a folder of records, is one of them. */
gboolean history_is_record_name (const char *name);

/* Sets TmHistory:loading. */
void history_set_loading (TmHistory *self,
                          gboolean   loading);

/* Replays @record; NULL with @error when it is not a finished game. */
TmGame *history_replay_finished (TmRecord  *record,
                                 GError   **error);

/* Saves the index; a failure only costs replays next time. */
void history_save_index_or_warn (TmHistory *self);

G_END_DECLS
