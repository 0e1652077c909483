/* tm-file-chooser.c — the native file choosers of the application */
#include "config.h"

#include "tm-file-chooser.h"

GtkFileChooserNative *
tm_file_chooser_new (GtkWindow            *parent,
                     const char           *title,
                     GtkFileChooserAction  action,
                     const char           *accept_label,
                     const char           *filter_name,
                     const char           *mime_type,
                     const char           *pattern)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  GtkFileChooserNative *chooser;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  chooser = gtk_file_chooser_native_new (title, parent, action, accept_label, NULL);
  gtk_file_filter_set_name (filter, filter_name);
  if (mime_type != NULL)
    gtk_file_filter_add_mime_type (filter, mime_type);
  if (pattern != NULL)
    gtk_file_filter_add_pattern (filter, pattern);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  return chooser;
}

gboolean
tm_file_chooser_accepted_path (GtkNativeDialog *chooser,
                               int              response,
                               char           **path)
{
  g_autoptr(GFile) file = NULL;

  g_return_val_if_fail (GTK_IS_FILE_CHOOSER (chooser), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  *path = NULL;
  if (response != GTK_RESPONSE_ACCEPT)
    return FALSE;
  file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  *path = file != NULL ? g_file_get_path (file) : NULL;
  return TRUE;
}
