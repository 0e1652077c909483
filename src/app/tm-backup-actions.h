/* tm-backup-actions.h — Back Up All Games… and Restore from Backup…
 *
 * The window's side of core/tm-backup.h: a file chooser, the
 * confirmation before a restore changes anything (saying what it will
 * add), and a toast saying what was done.  The work is all in core.
 */
#pragma once

#include <adwaita.h>

#include "tm-window.h"

G_BEGIN_DECLS

/* Ask for a file, then back up (tm_backup_actions_back_up_to()). */
void              tm_backup_actions_back_up       (TmWindow *window);
/* Ask for a backup, then tm_backup_actions_restore_from(). */
void              tm_backup_actions_restore       (TmWindow *window);

/* Writes the backup to @file and says so in a toast (or why not). */
gboolean          tm_backup_actions_back_up_to    (TmWindow *window,
                                                   GFile    *file);
/* Reads and checks @file and asks whether to restore it, saying what
 * will be added: returns the dialog shown (its responses "cancel" and
 * "restore"), or NULL when the file was refused (said in a toast) or
 * holds nothing new (said too). */
AdwMessageDialog *tm_backup_actions_restore_from  (TmWindow *window,
                                                   GFile    *file);

G_END_DECLS
