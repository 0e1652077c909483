/* tm-backup.h — the whole data folder in one file, and back
 *
 * A backup holds every file Tablemate keeps under its data folder that
 * is the players' (saved games, finished games, the card catalogues and
 * the card memory) and the settings that matter (the recent players),
 * as JSON Lines with a checksum, so that another program can read it
 * and a damaged or cut file is known before anything is changed.
 * Restoring merges it into the data folder: what is there already is
 * never added twice, and a saved game that differs from the one of the
 * same id is kept beside it under a new id.  See docs/backup.md.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define TM_BACKUP_FORMAT  "tablemate-backup"
#define TM_BACKUP_VERSION 1
/* A backup is read whole before anything is restored. */
#define TM_BACKUP_MAX_BYTES (512 * 1024 * 1024)

#define TM_BACKUP_ERROR (tm_backup_error_quark ())

typedef enum {
  TM_BACKUP_ERROR_IO,        /* a file could not be read or written */
  TM_BACKUP_ERROR_FOREIGN,   /* not a Tablemate backup */
  TM_BACKUP_ERROR_VERSION,   /* a backup of a later Tablemate */
  TM_BACKUP_ERROR_DAMAGED,   /* cut short, or changed since it was written */
} TmBackupError;

GQuark tm_backup_error_quark (void);

/* Writes a backup of @data_dir (and of @settings, the app's GSettings,
 * when not NULL) to @path, atomically.  Sets @n_files to the number of
 * files it holds. */
gboolean tm_backup_write (const char  *data_dir,
                          GSettings   *settings,
                          const char  *path,
                          guint       *n_files,
                          GError     **error);

/* What restoring a file of the backup does. */
typedef enum {
  TM_BACKUP_ADD,        /* not in the data folder: added */
  TM_BACKUP_SAME,       /* there already: nothing done */
  TM_BACKUP_KEEP_BOTH,  /* a saved game or catalogue that differs from the
                         * one there: the backup's is added beside it */
} TmBackupAction;

typedef struct
{
  char          *path;       /* in the backup, relative to the data folder */
  char          *target;     /* where it goes, relative to the data folder */
  TmBackupAction action;
  GBytes        *content;    /* what is written there */
  gboolean       is_record;  /* a game record (else a catalogue, or a file
                              * in games/ or history/ no Tablemate reads) */
} TmBackupChange;

typedef struct _TmBackupPlan TmBackupPlan;

/* Reads and checks the whole backup at @path and works out what
 * restoring it into @data_dir would do; nothing is written.  NULL with
 * one line in @error when the file is not a whole Tablemate backup. */
TmBackupPlan *tm_backup_plan_restore   (const char    *data_dir,
                                        const char    *path,
                                        GError       **error);
void          tm_backup_plan_free      (TmBackupPlan  *plan);
/* (TmBackupChange) one per file of the backup, in its order. */
GPtrArray    *tm_backup_plan_get_changes (TmBackupPlan *plan);
guint         tm_backup_plan_count     (TmBackupPlan  *plan,
                                        TmBackupAction action);
/* One sentence for people: what restoring will add and keep both. */
char         *tm_backup_plan_describe  (TmBackupPlan  *plan);
/* Writes the files to add (each atomically) and, when @settings is not
 * NULL and has no recent players yet, the backup's.  Stops at the first
 * file that cannot be written. */
gboolean      tm_backup_plan_apply     (TmBackupPlan  *plan,
                                        GSettings     *settings,
                                        GError       **error);

/* The app's settings when its schema is installed, else NULL (the
 * command-line tool run from a build tree). */
GSettings    *tm_backup_settings_new   (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmBackupPlan, tm_backup_plan_free)

G_END_DECLS
