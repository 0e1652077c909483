/* tm-build-tree.c — the app run from its build tree, not installed */
#include "config.h"

#include "tm-build-tree.h"

static const char *
get_root (const char *variable)
{
  const char *root = g_getenv (variable);

  return root != NULL && g_path_is_absolute (root) && g_file_test (root, G_FILE_TEST_IS_DIR)
         ? root : NULL;
}

const char *
tm_build_tree_get_build_root (void)
{
  return get_root ("TM_BUILD_ROOT");
}

char *
tm_build_tree_get_locale_dir (void)
{
  const char *build = tm_build_tree_get_build_root ();
  g_autofree char *dir = NULL;

  if (build == NULL)
    return NULL;
  dir = g_build_filename (build, "po", NULL);
  return g_file_test (dir, G_FILE_TEST_IS_DIR) ? g_steal_pointer (&dir) : NULL;
}

char *
tm_build_tree_get_icon_dir (void)
{
  const char *source = get_root ("TM_SOURCE_ROOT");
  g_autofree char *dir = NULL;

  if (tm_build_tree_get_build_root () == NULL || source == NULL)
    return NULL;
  dir = g_build_filename (source, "data", "icons", NULL);
  return g_file_test (dir, G_FILE_TEST_IS_DIR) ? g_steal_pointer (&dir) : NULL;
}

char *
tm_build_tree_get_help_dir (void)
{
  const char *build = tm_build_tree_get_build_root ();
  const char *source = get_root ("TM_SOURCE_ROOT");
  const char * const *languages = g_get_language_names ();

  if (build == NULL || source == NULL)
    return NULL;
  /* "ja_JP.UTF-8", "ja_JP", "ja", …, "C": the translated pages are
   * built as help/<lang>, the English ones are the sources. */
  for (guint i = 0; languages[i] != NULL; i++)
    {
      g_autofree char *dir = NULL;
      g_autofree char *index = NULL;

      if (g_str_equal (languages[i], "C"))
        dir = g_build_filename (source, "help", "C", NULL);
      else
        dir = g_build_filename (build, "help", languages[i], NULL);
      index = g_build_filename (dir, "index.page", NULL);
      if (g_file_test (index, G_FILE_TEST_IS_REGULAR))
        return g_steal_pointer (&dir);
    }
  return NULL;
}
