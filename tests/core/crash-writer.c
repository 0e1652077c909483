/* crash-writer.c — a writer for test-crash-safety to kill, starve and lock out
 *
 *   tm-crash-writer SOURCE OUT [--fsize-limit BYTES] [--as-nobody]
 *
 * Plays the moves of the record SOURCE (a whole game) one by one as the
 * app does: tm_record_play(), then tm_record_save() to OUT after every
 * move.  The record keeps SOURCE's id and date, so the parent knows the
 * size of every save.  After each save that worked it prints
 * "saved N" (N moves now on disk) and flushes: the parent counts on
 * every move it has seen confirmed being in the file.
 *
 *  --fsize-limit BYTES  no file may grow beyond BYTES (RLIMIT_FSIZE, a
 *                       full disk as a process sees it; SIGXFSZ ignored,
 *                       so writes fail with EFBIG);
 *  --as-nobody          drop root for user nobody first, so that folder
 *                       permissions apply (exit 77 when that is not
 *                       possible).
 *
 * When a save fails it prints "save-failed N MESSAGE", checks that the
 * game in memory still holds all N moves and prints "kept N", and exits
 * with status 4.  Status 0: every move saved ("done"); 2: bad usage or
 * SOURCE unusable; 3: a move of SOURCE was refused.
 */
#include "core/tm-record.h"

#include <errno.h>
#include <grp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <unistd.h>

#define NOBODY 65534

static int
drop_to_nobody (void)
{
  if (getuid () != 0)
    return 0;
  if (setgroups (0, NULL) != 0 || setgid (NOBODY) != 0 || setuid (NOBODY) != 0)
    {
      printf ("skip cannot become nobody: %s\n", g_strerror (errno));
      return 77;
    }
  /* setuid() makes the process undumpable, which LeakSanitizer needs. */
  prctl (PR_SET_DUMPABLE, 1, 0, 0, 0);
  return 0;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmRecord) record = NULL;
  g_autoptr(TmGame) game = NULL;
  g_autoptr(GPtrArray) moves = g_ptr_array_new_with_free_func ((GDestroyNotify) json_object_unref);
  const char *source = NULL;
  const char *out = NULL;
  gint64 fsize_limit = -1;
  gboolean as_nobody = FALSE;

  for (int i = 1; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--fsize-limit") && i + 1 < argc)
        fsize_limit = g_ascii_strtoll (argv[++i], NULL, 10);
      else if (g_str_equal (argv[i], "--as-nobody"))
        as_nobody = TRUE;
      else if (source == NULL)
        source = argv[i];
      else if (out == NULL)
        out = argv[i];
      else
        return 2;
    }
  if (source == NULL || out == NULL)
    {
      fprintf (stderr, "usage: tm-crash-writer SOURCE OUT [--fsize-limit BYTES] [--as-nobody]\n");
      return 2;
    }

  if (as_nobody)
    {
      int status = drop_to_nobody ();

      if (status != 0)
        return status;
    }
  if (fsize_limit >= 0)
    {
      struct rlimit limit = { (rlim_t) fsize_limit, (rlim_t) fsize_limit };

      signal (SIGXFSZ, SIG_IGN);
      if (setrlimit (RLIMIT_FSIZE, &limit) != 0)
        {
          printf ("skip cannot limit the file size: %s\n", g_strerror (errno));
          return 77;
        }
    }

  record = tm_record_load_file (source, &error);
  if (record == NULL)
    {
      fprintf (stderr, "tm-crash-writer: %s\n", error->message);
      return 2;
    }
  /* Keep the moves, then start the game over with the same id and date. */
  for (guint i = 0; i < tm_record_get_n_moves (record); i++)
    g_ptr_array_add (moves, json_object_ref (tm_record_get_move (record, i)));
  while (tm_record_undo (record))
    ;
  game = tm_record_create_game (record, &error);
  if (game == NULL)
    {
      fprintf (stderr, "tm-crash-writer: %s\n", error->message);
      return 2;
    }

  for (guint i = 0; i < moves->len; i++)
    {
      if (!tm_record_play (record, game, g_ptr_array_index (moves, i), &error))
        {
          printf ("illegal %u %s\n", i, error->message);
          return 3;
        }
      if (!tm_record_save (record, out, &error))
        {
          printf ("save-failed %u %s\n", i + 1, error->message);
          /* The game in memory is whole: nothing was lost but the file. */
          if (tm_record_get_n_moves (record) == i + 1 && tm_game_get_n_moves (game) == i + 1)
            printf ("kept %u\n", i + 1);
          fflush (stdout);
          return 4;
        }
      printf ("saved %u\n", i + 1);
      fflush (stdout);
    }
  printf ("done\n");
  return 0;
}
