/* main.c — start Tablemate */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "tm-application.h"
#include "tm-build-tree.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TmApplication) app = NULL;
  /* Run from the build tree: the translations it built, not those of an
   * installed version (or none). */
  g_autofree char *build_locale_dir = tm_build_tree_get_locale_dir ();

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, build_locale_dir != NULL ? build_locale_dir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = tm_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
