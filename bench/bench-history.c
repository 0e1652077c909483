/* bench-history.c — the history benchmark (issue #10), once TmHistory exists
 *
 *   bench-history DATA_DIR [--reps N]
 *
 * DATA_DIR/history/ holds finished games as record files (bench-rules
 * history-generate writes them).  Measures what opening the history page
 * costs in the core: a new TmHistory on DATA_DIR and tm_history_load(),
 * the model the page lists, as the app does when it starts:
 *   history-model-first    no index yet: every record is read and
 *                          replayed, and the index is written
 *   history-model-indexed  with the index: each file is only checked
 *                          against its line (size and time)
 * Each sample is one load, as CPU time of the process (FIGURE) and
 * wall-clock time (FIGURE:wall); the index is deleted before each
 * "first" one.
 * Prints `sample`/`info` lines for bench/report.py (see bench-rules.c).
 *
 * Built only when src/meson.build lists core/tm-history.c (bench/meson.build).
 */
#include "config.h"

#include "core/tm-history.h"

#include <glib/gstdio.h>
#include <locale.h>
#include <stdlib.h>
#include <time.h>

static double
clock_ms (clockid_t clock)
{
  struct timespec ts;

  clock_gettime (clock, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* One load by a new TmHistory; returns the entries listed.  @ms is the
 * CPU time of the process, @wall_ms the wall-clock time. */
static guint
load_once (const char *data_dir,
           double     *ms,
           double     *wall_ms,
           guint      *n_problems)
{
  g_autoptr(TmHistory) history = tm_history_new (data_dir);
  g_autoptr(GError) error = NULL;
  double start = clock_ms (CLOCK_MONOTONIC), start_cpu = clock_ms (CLOCK_PROCESS_CPUTIME_ID);

  if (!tm_history_load (history, &error))
    {
      g_printerr ("bench-history: %s\n", error->message);
      exit (1);
    }
  *ms = clock_ms (CLOCK_PROCESS_CPUTIME_ID) - start_cpu;
  *wall_ms = clock_ms (CLOCK_MONOTONIC) - start;
  *n_problems = tm_history_get_problems (history)->len;
  return g_list_model_get_n_items (G_LIST_MODEL (history));
}

int
main (int   argc,
      char *argv[])
{
  const char *data_dir = NULL;
  g_autofree char *index = NULL;
  guint reps = 5, n = 0, problems = 0;
  double ms, wall_ms;

  setlocale (LC_ALL, "");
  setlocale (LC_NUMERIC, "C");
  for (int i = 1; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--reps") && i + 1 < argc)
        reps = (guint) MAX (1, atoi (argv[i + 1])), i++;
      else if (data_dir == NULL && argv[i][0] != '-')
        data_dir = argv[i];
      else
        {
          g_printerr ("usage: bench-history DATA_DIR [--reps N]\n");
          return 2;
        }
    }
  if (data_dir == NULL)
    {
      g_printerr ("usage: bench-history DATA_DIR [--reps N]\n");
      return 2;
    }
  index = g_build_filename (data_dir, "history", "index.jsonl", NULL);

  /* Warm-up (page cache, type registration), then the samples. */
  g_remove (index);
  load_once (data_dir, &ms, &wall_ms, &problems);
  for (guint rep = 0; rep < reps; rep++)
    {
      g_remove (index);
      n = load_once (data_dir, &ms, &wall_ms, &problems);
      g_print ("sample\thistory-model-first\t-\t%.3f\tms\n", ms);
      g_print ("sample\thistory-model-first:wall\t-\t%.3f\tms\n", wall_ms);
    }
  for (guint rep = 0; rep < reps; rep++)
    {
      n = load_once (data_dir, &ms, &wall_ms, &problems);
      g_print ("sample\thistory-model-indexed\t-\t%.3f\tms\n", ms);
      g_print ("sample\thistory-model-indexed:wall\t-\t%.3f\tms\n", wall_ms);
    }
  g_print ("info\thistory-model-entries\t-\t%u\n", n);
  g_print ("info\thistory-model-problems\t-\t%u\n", problems);
  return 0;
}
