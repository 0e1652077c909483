/* tm-help.c — F1: the user help in Yelp, or how to read it without
 *
 * gtk_show_uri() alone said nothing when no program handles help: URIs
 * (a machine without Yelp): the GTK warning "Could not show link:
 * Operation not supported" went to the terminal.  Here the failure is
 * caught and answered with a dialog.  TM_HELP_URI replaces the URI (the
 * tests give one that nothing opens).
 */
#include "config.h"

#include "tm-help.h"
#include "tm-build-tree.h"

#include <adwaita.h>
#include <glib/gi18n.h>

static char *
get_help_uri (void)
{
  const char *uri = g_getenv ("TM_HELP_URI");
  g_autofree char *dir = NULL;

  if (uri != NULL && uri[0] != '\0')
    return g_strdup (uri);
  /* Uninstalled: Yelp reads a folder of pages given as ghelp:/path. */
  dir = tm_build_tree_get_help_dir ();
  if (dir != NULL)
    return g_strconcat ("ghelp:", dir, NULL);
  return g_strdup ("help:" GETTEXT_PACKAGE);
}

char *
tm_help_get_html_index (void)
{
  const char *build = tm_build_tree_get_build_root ();
  const char * const *languages = g_get_language_names ();

  if (build == NULL)
    return NULL;
  for (guint i = 0; languages[i] != NULL; i++)
    {
      g_autofree char *index = g_build_filename (build, "help", "html", languages[i],
                                                 "index.html", NULL);

      if (g_file_test (index, G_FILE_TEST_IS_REGULAR))
        return g_steal_pointer (&index);
    }
  return NULL;
}

/* The installed Mallard pages of the user's language, for the command
 * that makes web pages of them. */
static char *
get_installed_help_dir (void)
{
  const char * const *languages = g_get_language_names ();

  for (guint i = 0; languages[i] != NULL; i++)
    {
      g_autofree char *dir = g_build_filename (DATADIR, "help", languages[i],
                                               GETTEXT_PACKAGE, NULL);

      if (g_file_test (dir, G_FILE_TEST_IS_DIR))
        return g_steal_pointer (&dir);
    }
  return g_build_filename (DATADIR, "help", "C", GETTEXT_PACKAGE, NULL);
}

static void
on_response (AdwMessageDialog *dialog,
             const char       *response,
             gpointer          user_data)
{
  const char *index = user_data;
  g_autofree char *uri = NULL;

  if (!g_str_equal (response, "browser"))
    return;
  uri = g_filename_to_uri (index, NULL, NULL);
  if (uri != NULL)
    gtk_show_uri (gtk_window_get_transient_for (GTK_WINDOW (dialog)), uri, GDK_CURRENT_TIME);
}

static void
free_index (gpointer  index,
            GClosure *closure)
{
  g_free (index);
}

static void
show_fallback (GtkWindow    *parent,
               const GError *error)
{
  g_autofree char *index = tm_help_get_html_index ();
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  if (index != NULL)
    body = g_strdup_printf (_("The help is read with Yelp, the GNOME help viewer, which "
                              "could not be started (%s).\n\n"
                              "The same help can be read in a web browser: %s\n\n"
                              "To read it in Yelp, install Yelp (on Debian and Ubuntu: "
                              "sudo apt install yelp)."),
                            error->message, index);
  else
    {
      g_autofree char *pages = get_installed_help_dir ();

      body = g_strdup_printf (_("The help is read with Yelp, the GNOME help viewer, which "
                                "could not be started (%s).\n\n"
                                "To read it in a web browser instead, make web pages of it:\n"
                                "yelp-build html -o ~/tablemate-help/ %s/*.page\n"
                                "and open ~/tablemate-help/index.html.\n\n"
                                "To read it in Yelp, install Yelp (on Debian and Ubuntu: "
                                "sudo apt install yelp)."),
                              error->message, pages);
    }

  dialog = adw_message_dialog_new (parent, _("The Help Could Not Be Opened"), body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  if (index != NULL)
    {
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "browser",
                                       _("_Open in Browser"));
      adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "browser",
                                                  ADW_RESPONSE_SUGGESTED);
      adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "browser");
    }
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_response),
                         g_steal_pointer (&index), free_index, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_shown (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(GtkWindow) parent = user_data;
  g_autoptr(GError) error = NULL;

  if (!gtk_show_uri_full_finish (parent, result, &error)
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    show_fallback (parent, error);
}

/* Whether Yelp can find "help:tablemate": its pages installed for a
 * language of the user's, or in English. */
static gboolean
help_installed (void)
{
  const char * const *languages = g_get_language_names ();

  for (guint i = 0; languages[i] != NULL; i++)
    {
      g_autofree char *index = g_build_filename (DATADIR, "help", languages[i], GETTEXT_PACKAGE,
                                                 "index.page", NULL);

      if (g_file_test (index, G_FILE_TEST_IS_REGULAR))
        return TRUE;
    }
  return FALSE;
}

void
tm_help_show (GtkWindow *parent)
{
  g_autofree char *uri = get_help_uri ();

  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));

  /* Run from the build folder without build-aux/run.sh, nothing is
   * installed: Yelp would only say "Document Not Found" (issue #25).
   * The same way on as without Yelp. */
  if (g_str_has_prefix (uri, "help:") && !help_installed ())
    {
      g_autoptr(GError) error = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                                                     _("the help is not installed"));

      show_fallback (parent, error);
      return;
    }

  gtk_show_uri_full (parent, uri, GDK_CURRENT_TIME, NULL, on_shown,
                     parent != NULL ? g_object_ref (parent) : NULL);
}
