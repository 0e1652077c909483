/* tm-file.h — saving a file so that a crash never leaves half of it
 *
 * Everything Tablemate keeps on disk (game records, the history and its
 * index, the card catalogues) is written through tm_file_save_atomic().
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/*
 * tm_file_save_atomic:
 * @path: the file to write (replaced when it exists)
 * @data: its new contents
 * @length: the length of @data in bytes, or -1 when @data ends with a nul
 * @mode: the permissions of the new file (e.g. 0644, or 0600 for private data)
 * @error: set when the file could not be written
 *
 * Makes the folder of @path when it is missing (with its parents, mode
 * 0700), writes @data to a temporary file beside @path (named
 * "@path.XXXXXX"), flushes it to the disk and renames it over @path, then
 * flushes the folder.  A crash or a power cut at any moment leaves either
 * the old file or the new one, never a mix; once it returns TRUE the new
 * file survives a power cut.
 *
 * On failure @path is as it was, no temporary file is left, and @error (in
 * G_FILE_ERROR, the code from errno) names @path (and the folder when
 * that could not be made) and says why, e.g. "“/x/game.json” could not be
 * saved: No space left on device".  Callers with their own error domain
 * pass the message on as it is.
 *
 * Returns: TRUE when @path holds @data.
 */
gboolean tm_file_save_atomic (const char  *path,
                              const char  *data,
                              gssize       length,
                              int          mode,
                              GError     **error);

G_END_DECLS
