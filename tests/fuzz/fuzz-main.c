/* fuzz-main.c — run a libFuzzer harness without libFuzzer
 *
 * Linked with a harness (fuzz-record.c, fuzz-score.c) by any compiler,
 * this program feeds LLVMFuzzerTestOneInput():
 *
 *  1. every file given (or every file in each folder given), as is;
 *  2. then --runs deterministic mutations of them (bit flips, bytes
 *     changed, truncations, deletions, duplications, JSON tokens put in,
 *     strings and numbers swapped, splices of two files), from a GRand
 *     seeded with --seed.
 *
 * The test suite runs it for a few seconds on every build (suite
 * "fuzz"); build-aux/fuzz.sh runs the real fuzzer.  When an input
 * crashes the harness (an abort, a signal, a sanitizer report), it is
 * written to --crash-dir as <program>-crash.json and its origin printed,
 * so it can be replayed alone (`fuzz-record-main --runs 0 FILE`) and
 * kept in tests/fuzz/corpus/.
 *
 * Usage: fuzz-record-main [--runs N] [--seed S] [--max-len BYTES]
 *                         [--crash-dir DIR] PATH...
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int LLVMFuzzerInitialize   (int            *argc,
                            char         ***argv);
int LLVMFuzzerTestOneInput (const uint8_t  *data,
                            size_t          size);

/* Present when the program is built with a sanitizer. */
void __sanitizer_set_death_callback (void (*callback) (void)) __attribute__ ((weak));

/* JSON pieces and the words of records and score sheets. */
static const char * const tokens[] = {
  "{", "}", "[", "]", ",", ":", "\"", "\\", " ", "null", "true", "false",
  "0", "1", "2", "3", "4", "6", "7", "8", "9", "-1", "-4", "-0", "0.5", "1e3",
  "2147483647", "2147483648", "-2147483649", "9223372036854775807",
  "9223372036854775808", "-9223372036854775809", "1e400", "-1e400", "1e-400",
  "[]", "{}", "\"\"", "[[]]", "[{}]", "[null]",
  "\"format\"", "\"tablemate-record\"", "\"version\"", "\"id\"", "\"game\"",
  "\"created\"", "\"players\"", "\"options\"", "\"moves\"",
  "\"children-of-the-sun\"", "\"planetary-sisters\"", "\"tsuki-no-utena\"",
  "\"psi-conjuring\"", "\"chess\"",
  "\"type\"", "\"place\"", "\"groups\"", "\"reveal\"", "\"card\"", "\"cell\"",
  "\"turn\"", "\"effect\"", "\"acquire\"", "\"analyse\"", "\"analyze\"",
  "\"player\"", "\"cards\"", "\"shield\"", "\"analyses\"", "\"set_aside\"",
  "\"R0\"", "\"R+1\"", "\"R+2\"", "\"R+3\"", "\"R4\"", "\"R-1\"", "\"R-2\"",
  "\"R-3\"", "\"P+3\"", "\"B0\"", "\"B-2\"", "\"Y+1\"", "\"Y4\"", "\"R+4\"",
  "\"Y-4\"", "\"X+1\"", "\"R+5\"", "\"r+1\"",
  "[0, 0]", "[1, 1]", "[2, 2]", "[0, 2]", "[3, 0]", "[-1, 1]", "[1]", "[1, 1, 1]",
  "\"2026-11-21T20:00:00Z\"", "\"2026-11-21T20:00:00.5+09:00\"", "\"9999-12-31T23:59:59Z\"",
  "\"\\u0000\"", "\"\\ud800\"", "\"\\udc00\\ud800\"", "\"\\n\"", "\"\\\"\"",
  "\"a/b\"", "\"../x\"", "\"\xe2\x80\x9c\"", "\"\xe5\xa4\xaa\xe9\x99\xbd\"",
};

static const char interesting_bytes[] = "{}[],:\"\\ 0129-+.eE\n\t\x00\x7f\x80\xc3\xff";

typedef struct
{
  char *name;
  GBytes *bytes;
} Input;

/* What the crash handler writes; set before every run. */
static const guint8 *current_data;
static gsize current_size;
static char *crash_path;
static char current_label[512];

static void
write_all (int         fd,
           const void *data,
           gsize       size)
{
  const char *p = data;

  while (size > 0)
    {
      ssize_t n = write (fd, p, size);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        return;
      p += n;
      size -= (gsize) n;
    }
}

/* Async-signal-safe: open, write, close. */
static void
save_crash (void)
{
  static const char saved[] = "fuzz-main: the input that crashed is in ";
  int fd;

  if (crash_path == NULL || current_data == NULL)
    return;
  fd = open (crash_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0)
    return;
  write_all (fd, current_data, current_size);
  close (fd);
  write_all (STDERR_FILENO, "\nfuzz-main: crashed on ", 23);
  write_all (STDERR_FILENO, current_label, strlen (current_label));
  write_all (STDERR_FILENO, "\n", 1);
  write_all (STDERR_FILENO, saved, sizeof saved - 1);
  write_all (STDERR_FILENO, crash_path, strlen (crash_path));
  write_all (STDERR_FILENO, "\n", 1);
  current_data = NULL;
}

static void
on_fatal_signal (int sig)
{
  save_crash ();
  signal (sig, SIG_DFL);
  raise (sig);
}

static void
add_file (GPtrArray  *inputs,
          const char *path)
{
  g_autoptr(GError) error = NULL;
  char *data = NULL;
  gsize length;
  Input *input;

  if (!g_file_get_contents (path, &data, &length, &error))
    g_error ("fuzz-main: %s", error->message);
  input = g_new0 (Input, 1);
  input->name = g_strdup (path);
  input->bytes = g_bytes_new_take (data, length);
  g_ptr_array_add (inputs, input);
}

static void
input_free (Input *input)
{
  g_free (input->name);
  g_bytes_unref (input->bytes);
  g_free (input);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static void
add_path (GPtrArray  *inputs,
          const char *path)
{
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) names = NULL;
  const char *name;

  if (!g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      add_file (inputs, path);
      return;
    }
  dir = g_dir_open (path, 0, NULL);
  if (dir == NULL)
    g_error ("fuzz-main: cannot read the folder %s", path);
  names = g_ptr_array_new_with_free_func (g_free);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_REGULAR))
        g_ptr_array_add (names, g_steal_pointer (&child));
    }
  /* The same order everywhere, so a seed means the same inputs. */
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    add_file (inputs, g_ptr_array_index (names, i));
}

static void
run_one (const guint8 *data,
         gsize         size)
{
  /* A copy of exactly @size bytes (libFuzzer never passes NULL), so that
   * a read past the end is seen by AddressSanitizer as under libFuzzer. */
  g_autofree guint8 *copy = g_malloc (MAX (size, 1));

  if (size > 0)
    memcpy (copy, data, size);
  current_data = copy;
  current_size = size;
  LLVMFuzzerTestOneInput (copy, size);
  current_data = NULL;
}

static gsize
random_pos (GRand *rand,
            gsize  length)
{
  return length == 0 ? 0 : (gsize) g_rand_int_range (rand, 0, (gint32) MIN (length, G_MAXINT32));
}

static void
insert_bytes (GByteArray   *array,
              guint         at,
              const guint8 *bytes,
              guint         n)
{
  guint old = array->len;

  g_byte_array_set_size (array, old + n);
  memmove (array->data + at + n, array->data + at, old - at);
  memcpy (array->data + at, bytes, n);
}

/* One random change to @data. */
static void
mutate_once (GRand      *rand,
             GByteArray *data,
             GPtrArray  *inputs)
{
  gsize length = data->len;

  switch (g_rand_int_range (rand, 0, 9))
    {
    case 0: /* flip a bit */
      if (length > 0)
        data->data[random_pos (rand, length)] ^= (guint8) (1u << g_rand_int_range (rand, 0, 8));
      break;

    case 1: /* an interesting byte */
      if (length > 0)
        data->data[random_pos (rand, length)] =
          (guint8) interesting_bytes[g_rand_int_range (rand, 0, sizeof interesting_bytes - 1)];
      break;

    case 2: /* truncate */
      g_byte_array_set_size (data, (guint) random_pos (rand, length + 1));
      break;

    case 3: /* delete a range */
      if (length > 0)
        {
          gsize at = random_pos (rand, length);
          gsize n = (gsize) g_rand_int_range (rand, 1, 65);  /* not inside MIN() */

          n = MIN (n, length - at);

          g_byte_array_remove_range (data, (guint) at, (guint) n);
        }
      break;

    case 4: /* duplicate a range */
      if (length > 0)
        {
          gsize from = random_pos (rand, length);
          gsize n = (gsize) g_rand_int_range (rand, 1, 129);
          g_autofree guint8 *piece = NULL;

          n = MIN (n, length - from);
          piece = g_memdup2 (data->data + from, n);

          insert_bytes (data, (guint) random_pos (rand, length + 1), piece, (guint) n);
        }
      break;

    case 5: /* put a token in */
      {
        const char *token = tokens[g_rand_int_range (rand, 0, G_N_ELEMENTS (tokens))];

        insert_bytes (data, (guint) random_pos (rand, length + 1),
                             (const guint8 *) token, (guint) strlen (token));
      }
      break;

    case 6: /* replace a string or a number with a token */
      if (length > 0)
        {
          const char *token = tokens[g_rand_int_range (rand, 0, G_N_ELEMENTS (tokens))];
          gsize start = random_pos (rand, length);
          gsize end;

          while (start < length && data->data[start] != '"' && !g_ascii_isdigit (data->data[start])
                 && data->data[start] != '-')
            start++;
          if (start >= length)
            break;
          end = start + 1;
          if (data->data[start] == '"')
            {
              while (end < length && data->data[end] != '"')
                end++;
              end = MIN (end + 1, length);
            }
          else
            while (end < length && (g_ascii_isdigit (data->data[end]) || data->data[end] == '.'))
              end++;
          g_byte_array_remove_range (data, (guint) start, (guint) (end - start));
          insert_bytes (data, (guint) start, (const guint8 *) token, (guint) strlen (token));
        }
      break;

    case 7: /* splice: the start of this input, the end of another */
      {
        const Input *other = g_ptr_array_index (inputs, g_rand_int_range (rand, 0, (gint32) inputs->len));
        gsize other_length;
        const guint8 *other_data = g_bytes_get_data (other->bytes, &other_length);
        gsize from = random_pos (rand, other_length + 1);

        g_byte_array_set_size (data, (guint) random_pos (rand, length + 1));
        g_byte_array_append (data, other_data + from, (guint) (other_length - from));
      }
      break;

    case 8: /* swap two bytes far apart (brackets, quotes) */
    default:
      if (length > 1)
        {
          gsize a = random_pos (rand, length), b = random_pos (rand, length);
          guint8 t = data->data[a];

          data->data[a] = data->data[b];
          data->data[b] = t;
        }
      break;
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GPtrArray) inputs = g_ptr_array_new_with_free_func ((GDestroyNotify) input_free);
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) rand = NULL;
  g_autofree char *crash_dir = NULL;
  g_autofree char *program = NULL;
  gint64 runs = 20000;
  gint64 seed = 1;
  gint64 max_len = 65536;
  gint64 start;
  GOptionEntry entries[] = {
    { "runs", 0, 0, G_OPTION_ARG_INT64, &runs, "Mutated inputs to run (default 20000)", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "Seed of the mutations (default 1)", "S" },
    { "max-len", 0, 0, G_OPTION_ARG_INT64, &max_len, "Largest mutated input (default 65536)", "BYTES" },
    { "crash-dir", 0, 0, G_OPTION_ARG_FILENAME, &crash_dir, "Where to write a crashing input (default .)", "DIR" },
    { NULL }
  };

  context = g_option_context_new ("PATH… — run a fuzzing harness on files and their mutations");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("fuzz-main: %s\n", error->message);
      return 2;
    }
  if (argc < 2)
    {
      g_printerr ("fuzz-main: give at least one file or folder of inputs\n");
      return 2;
    }

  program = g_path_get_basename (argv[0]);
  crash_path = g_strdup_printf ("%s/%s-crash.json", crash_dir != NULL ? crash_dir : ".", program);
  signal (SIGABRT, on_fatal_signal);
  signal (SIGSEGV, on_fatal_signal);
  signal (SIGBUS, on_fatal_signal);
  signal (SIGFPE, on_fatal_signal);
  signal (SIGILL, on_fatal_signal);
  signal (SIGTRAP, on_fatal_signal);
  if (__sanitizer_set_death_callback != NULL)
    __sanitizer_set_death_callback (save_crash);

  for (int i = 1; i < argc; i++)
    add_path (inputs, argv[i]);
  if (inputs->len == 0)
    {
      g_printerr ("fuzz-main: no input files in the paths given\n");
      return 2;
    }

  LLVMFuzzerInitialize (&argc, &argv);
  start = g_get_monotonic_time ();

  for (guint i = 0; i < inputs->len; i++)
    {
      const Input *input = g_ptr_array_index (inputs, i);
      gsize length;
      const guint8 *data = g_bytes_get_data (input->bytes, &length);

      g_snprintf (current_label, sizeof current_label, "the file %s", input->name);
      run_one (data, length);
    }

  rand = g_rand_new_with_seed ((guint32) seed);
  for (gint64 run = 0; run < runs; run++)
    {
      const Input *base = g_ptr_array_index (inputs, g_rand_int_range (rand, 0, (gint32) inputs->len));
      g_autoptr(GByteArray) data = g_byte_array_new ();
      gsize length;
      const guint8 *bytes = g_bytes_get_data (base->bytes, &length);
      int n_changes = g_rand_int_range (rand, 1, 5);

      g_byte_array_append (data, bytes, (guint) length);
      for (int c = 0; c < n_changes; c++)
        mutate_once (rand, data, inputs);
      if ((gint64) data->len > max_len)
        g_byte_array_set_size (data, (guint) max_len);

      g_snprintf (current_label, sizeof current_label,
                  "mutation %" G_GINT64_FORMAT " (seed %" G_GINT64_FORMAT ") of %s",
                  run, seed, base->name);
      run_one (data->data, data->len);
    }

  /* Not "ok …": this output must not look like TAP. */
  g_print ("fuzz-main: %s: %u files and %" G_GINT64_FORMAT " mutations (seed %" G_GINT64_FORMAT
           ") passed in %.1f s\n",
           program, inputs->len, runs, seed, (g_get_monotonic_time () - start) / 1e6);
  g_free (crash_path);
  return 0;
}
