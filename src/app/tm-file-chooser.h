/* tm-file-chooser.h — the native file choosers of the application
 *
 * Opening a record, exporting the history, backing up, saving a
 * result's image: each asks for one file of one kind through a
 * GtkFileChooserNative (GTK 4.8 has no GtkFileDialog; in Flatpak it
 * goes through the portal).  Building the chooser with its one filter,
 * and reading the answer, are the same every time, so they are here;
 * each caller keeps the chooser as its own life needs.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A chooser over @parent for the files named @filter_name, matched by
 * @mime_type and by @pattern (either may be NULL); @accept_label is its
 * button.  Not yet shown. */
GtkFileChooserNative *tm_file_chooser_new (GtkWindow            *parent,
                                           const char           *title,
                                           GtkFileChooserAction  action,
                                           const char           *accept_label,
                                           const char           *filter_name,
                                           const char           *mime_type,
                                           const char           *pattern);

/* Whether @chooser's @response accepted a file; then @path is that
 * file's local path, or NULL when it is not on this computer. */
gboolean tm_file_chooser_accepted_path (GtkNativeDialog *chooser,
                                        int              response,
                                        char           **path);

G_END_DECLS
