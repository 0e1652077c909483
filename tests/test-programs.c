/* test-programs.c — many test files in one program, each run by name.
 *
 *   PROGRAM NAME [GTest options]     e.g. test-ui corrections --tap -p /ui/corrections/undo
 *   PROGRAM --list                   the names
 *
 * test-core runs the files of tests/core and tests/games/<game>/rules,
 * test-ui the UI tests.  Each file used to be a program of its own, and
 * each parsed the system headers and was linked with the libraries it
 * tests, in both of build-aux/test.sh's builds: for a UI test about
 * 1.5 s of CPU a file and a build.  One program compiles the headers once
 * (a precompiled header) and links once (docs/reliability.md, "One
 * program for many test files").  A test still runs in a process of its
 * own, with only its file's tests registered: what it does is what it
 * did.
 *
 * TEST_PROGRAMS_LIST names the list generated for the program being
 * built (tests/test-programs-list.h.in).  The name run is kept in
 * TM_TEST_PROGRAM for the processes a test starts of the same program
 * (g_test_trap_subprocess () passes its own arguments, without the name).
 */

#include "config.h"

#include <glib.h>
#include <stdio.h>
#include <string.h>

#include TEST_PROGRAMS_LIST

#define PROGRAM_VARIABLE "TM_TEST_PROGRAM"

typedef struct
{
  const char *name;
  int       (*main) (int argc, char *argv[]);
} TestProgram;

#define TEST_PROGRAM_ENTRY(function, name) { name, function },
static const TestProgram programs[] = {
  TEST_PROGRAMS (TEST_PROGRAM_ENTRY)
};
#undef TEST_PROGRAM_ENTRY

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
  g_autofree char *self = g_path_get_basename (argv[0]);
  const char *name = NULL;

  if (argc > 1 && strcmp (argv[1], "--list") == 0)
    {
      print_names (stdout);
      return 0;
    }

  if (argc > 1 && argv[1][0] != '-')
    {
      name = argv[1];
      /* The file's own arguments, as its main () had them (argv ends
       * with NULL, moved too). */
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
      fprintf (stderr, "%s: name the tests to run first (%s NAME [options]); the names:\n", self, self);
      print_names (stderr);
      return 2;
    }

  for (gsize i = 0; i < G_N_ELEMENTS (programs); i++)
    if (strcmp (programs[i].name, name) == 0)
      return programs[i].main (argc, argv);

  fprintf (stderr, "%s: no tests named “%s”; the names:\n", self, name);
  print_names (stderr);
  return 2;
}
