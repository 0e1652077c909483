/* tm-build-tree.h — the app run from its build tree, not installed
 *
 * build-aux/run.sh and `meson devenv` set TM_BUILD_ROOT (the build
 * folder) and TM_SOURCE_ROOT (the repository).  The app then reads its
 * translations, icons and help from there instead of the install prefix,
 * where an app that was never installed finds nothing.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The build folder when the app runs uninstalled, or NULL. */
const char *tm_build_tree_get_build_root  (void);

/* The build's locale folder (<build>/po, holding <lang>/LC_MESSAGES/
 * tablemate.mo) when uninstalled and built, else NULL. */
char       *tm_build_tree_get_locale_dir  (void);

/* The source tree's icon theme folder (data/icons) when uninstalled,
 * else NULL. */
char       *tm_build_tree_get_icon_dir    (void);

/* The help folder of the first of the user's languages that has one:
 * <source>/help/C or the translated pages in <build>/help/<lang>, when
 * uninstalled; else NULL. */
char       *tm_build_tree_get_help_dir    (void);

G_END_DECLS
