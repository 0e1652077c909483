/* test-ui.c — the one program of the UI tests: runs the tests of one
 * test-ui-NAME.c (or test-app-start.c), named first.
 *
 *   test-ui NAME [GTest options]     e.g. test-ui corrections --tap -p /ui/corrections/undo
 *   test-ui --list                   the names
 *
 * Each file used to be a program of its own, and each parsed GTK's and
 * libadwaita's headers and was linked with the whole UI library: about
 * 1.5 s of CPU a file in each of test.sh's two builds, for 39 files.  One
 * program compiles the headers once (a precompiled header) and links once
 * (docs/reliability.md, "One program for the UI tests").  A test still
 * runs in a process of its own, with only its file's tests registered.
 *
 * The name is kept in TM_UI_TEST_PROGRAM for the processes a test starts
 * of this program again (g_test_trap_subprocess () passes its own
 * arguments, without the name).
 */

#include "config.h"

#include <glib.h>
#include <string.h>

#include "ui-test-programs.h"

typedef int (*UiTestMain) (int argc, char *argv[]);

typedef struct
{
  const char *name;
  UiTestMain  main;
} UiTestProgram;

#define UI_TEST_PROGRAM_ENTRY(id, name) { name, test_ui_##id##_main },
static const UiTestProgram programs[] = {
  UI_TEST_PROGRAMS (UI_TEST_PROGRAM_ENTRY)
};
#undef UI_TEST_PROGRAM_ENTRY

#define PROGRAM_VARIABLE "TM_UI_TEST_PROGRAM"

static void
print_names (FILE *out)
{
  for (gsize i = 0; i < G_N_ELEMENTS (programs); i++)
    fprintf (out, "%s\n", programs[i].name);
}

int
main (int   argc,
      char *argv[])
{
  const char *name = NULL;

  if (argc > 1 && strcmp (argv[1], "--list") == 0)
    {
      print_names (stdout);
      return 0;
    }

  if (argc > 1 && argv[1][0] != '-')
    {
      name = argv[1];
      /* The program's own arguments, as its main () had them. */
      memmove (&argv[1], &argv[2], (gsize) (argc - 1) * sizeof *argv);
      argc--;
      g_setenv (PROGRAM_VARIABLE, name, TRUE);
    }
  else
    {
      name = g_getenv (PROGRAM_VARIABLE);
    }

  if (name == NULL)
    {
      fprintf (stderr, "test-ui: name the tests to run first (test-ui NAME [options]); the names:\n");
      print_names (stderr);
      return 2;
    }

  for (gsize i = 0; i < G_N_ELEMENTS (programs); i++)
    if (strcmp (programs[i].name, name) == 0)
      return programs[i].main (argc, argv);

  fprintf (stderr, "test-ui: no UI tests named “%s”; the names:\n", name);
  print_names (stderr);
  return 2;
}
