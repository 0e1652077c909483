/* bench-rules.c — benchmarks of the rules core (issue #10)
 *
 *   bench-rules [--quick] [--reps N] [--min-ms MS] [--games N] [--seed S]
 *       The rules figures of every playable game of the registry (games
 *       not playable yet, or listing no legal move at the start, are
 *       listed as skipped):
 *       - replay: tm_record_replay() of whole random legal games, per game
 *         and in moves per second;
 *       - legal: tm_game_list_legal_moves() at every position of them;
 *       - undo: tm_record_replay() of n − 1 moves of an n-move game, n =
 *         200, or the longest of 20 random games when none reaches 200;
 *       - undo-save: what the app does on undo (tm_record_undo(), replay,
 *         tm_record_save() with its fsync, then redo to restore);
 *       and, for games with a plain-data rules API (Children of the Sun:
 *       tm-cots-state.h), the same work through it as the reference.
 *   bench-rules history-generate DIR N [--seed S]
 *       Writes N finished random games into DIR as record files.
 *   bench-rules history-scan DIR [--reps N]
 *       Lists DIR, loads every record (what an index of past games must
 *       beat), and loads and replays every record (what a history page
 *       showing results needs without an index).
 *   bench-rules record FILE MOVES GAME...
 *       A random game of the first playable GAME, cut after MOVES moves
 *       (or whole when it ends sooner), for the GUI start-up benchmark.
 *   bench-rules collect KIND GAME [COUNT]
 *       COUNT rounds of one operation inside functions named
 *       bench_collect_*, for `valgrind --tool=callgrind
 *       --toggle-collect=bench_collect_*`: instruction counts that do not
 *       depend on the machine's load.  KIND: replay, replay-longest (the longest
 *       game of the set), replay-ref, legal,
 *       legal-ref, undo, undo-ref; history-load and history-load-replay
 *       with a folder of records instead of GAME.
 *
 * Output, one line each, tab-separated, for bench/report.py:
 *   sample <figure> <subject> <value> <unit>    one measurement
 *   info   <key>    <subject> <value>           a fact about the run
 *   skip   <figure> <subject> <reason>
 * Each sample is the mean of enough rounds to last --min-ms, as CPU time
 * of the process (FIGURE) and as wall-clock time (FIGURE:wall); the
 * report takes the median of the samples.  Games are played with the
 * most players the game allows.  Exit status 0, 1 when the rules
 * misbehave (a listed legal move refused, a record that does not replay),
 * 2 on bad usage.
 */
#include "config.h"

#include "core/tm-record.h"
#include "core/tm-registry.h"
#include "core/tm-advisor.h"
#include "games/children-of-the-sun/rules/tm-cots-advisor.h"
#include "games/children-of-the-sun/rules/tm-cots-game.h"
#include "games/planetary-sisters/rules/tm-sisters-advisor.h"
#include "games/planetary-sisters/rules/tm-sisters-game.h"
#include "games/psi-conjuring/rules/tm-psi-advisor.h"
#include "games/psi-conjuring/rules/tm-psi-game.h"
#include "games/tsuki-no-utena/rules/tm-utena-advisor.h"
#include "games/tsuki-no-utena/rules/tm-utena-game.h"
/* The tests' synthetic Tsuki no Utena box, for the outlook's games. */
#include "../tests/games/tsuki-no-utena/rules/utena-test-util.h"

#include <glib/gstdio.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define UNDO_MOVES     200
#define MAX_GAME_MOVES 1000   /* a random game longer than this is cut */

typedef struct
{
  guint  reps;              /* samples per figure */
  double min_ns;            /* each sample lasts at least this long */
  guint  n_games;           /* random games per game kind */
  guint  n_position_games;  /* of them, those whose every position is kept */
  guint  seed;
  gboolean warm_up;         /* an untimed round before the samples */
} Options;

static Options opts = { 11, 100e6, 200, 20, 20261121, TRUE };

/* ---- helpers ---- */

static double
now_ns (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static void
sample (const char *figure,
        const char *subject,
        double      value,
        const char *unit)
{
  g_print ("sample\t%s\t%s\t%.6g\t%s\n", figure, subject, value, unit);
}

static void
emit_info (const char *key,
      const char *subject,
      const char *format,
      ...) G_GNUC_PRINTF (3, 4);

static void
emit_info (const char *key,
      const char *subject,
      const char *format,
      ...)
{
  va_list args;
  g_autofree char *value = NULL;

  va_start (args, format);
  value = g_strdup_vprintf (format, args);
  va_end (args);
  g_print ("info\t%s\t%s\t%s\n", key, subject, value);
}

G_GNUC_NORETURN static void
die (const char *format,
     ...) G_GNUC_PRINTF (1, 2);

static void
die (const char *format,
     ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_printerr ("bench-rules: %s\n", message);
  exit (1);
}

/* One operation measured: returns how many items (games, moves …) it
 * handled, so that a round can be divided into them. */
typedef guint (*BenchOp) (gpointer data);

static double
cpu_ns (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e9 + ts.tv_nsec;
}

/* Runs @op in rounds until min_ns of wall-clock time has passed,
 * opts.reps times (after one untimed warm-up round, except in the quick
 * smoke run, whose figures are not compared); calls @report with
 * the nanoseconds per item of each sample, wall-clock and CPU time of
 * the process (the CPU time leaves out the time the machine gave to
 * other programs, which matters on a busy machine). */
static void
measure (BenchOp   op,
         gpointer  data,
         void    (*report) (double wall_ns, double cpu_ns, gpointer report_data),
         gpointer  report_data)
{
  if (opts.warm_up)
    op (data);  /* lazy type registration, caches */

  for (guint rep = 0; rep < opts.reps; rep++)
    {
      double start = now_ns (), start_cpu = cpu_ns (), elapsed;
      guint64 items = 0;

      do
        {
          items += op (data);
          elapsed = now_ns () - start;
        }
      while (elapsed < opts.min_ns);
      if (items > 0)
        report (elapsed / items, (cpu_ns () - start_cpu) / items, report_data);
    }
}

/* ---- random games ---- */

static const char *player_names[] = { "Aoi", "Mio", "Rin", "Sora", "Yui", "Kai", "Ren", "Nao" };

static guint
bench_n_players (const TmGameInfo *info)
{
  /* The most players: the longest games and the longest move lists. */
  return MIN (info->max_players, G_N_ELEMENTS (player_names));
}

/* Random legal moves (uniform among tm_game_list_legal_moves()) until
 * the game ends, no move is listed, or @max_moves; the record is then
 * written and read back like a saved game. */
static TmRecord *
random_record (const TmGameInfo *info,
               guint             max_moves,
               GRand            *rand)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmRecord) record = NULL;
  g_autoptr(TmGame) game = NULL;
  g_autofree char *data = NULL;
  const char *players[G_N_ELEMENTS (player_names) + 1] = { NULL };
  guint n_players = bench_n_players (info);
  TmRecord *loaded;
  gsize length;

  for (guint i = 0; i < n_players; i++)
    players[i] = player_names[i];

  record = tm_record_new (info->id, players, NULL);
  game = tm_record_create_game (record, &error);
  if (game == NULL)
    die ("%s cannot be set up for %u players: %s", info->id, n_players, error->message);

  while (tm_record_get_n_moves (record) < max_moves && !tm_game_is_finished (game))
    {
      g_autoptr(GPtrArray) legal = tm_game_list_legal_moves (game);
      JsonObject *move;

      if (legal->len == 0)
        break;
      move = g_ptr_array_index (legal, g_rand_int_range (rand, 0, legal->len));
      if (!tm_record_play (record, game, move, &error))
        die ("%s: a move from the legal list was refused after %u moves: %s",
             info->id, tm_record_get_n_moves (record), error->message);
    }

  data = tm_record_to_data (record, &length);
  loaded = tm_record_load_data (data, length, &error);
  if (loaded == NULL)
    die ("%s: a record written by tm_record_to_data() does not load: %s", info->id, error->message);
  return loaded;
}

/* Whether the game can be set up with its most players and no options;
 * otherwise @reason says why (the game is then skipped, not failed). */
static gboolean
can_set_up (const TmGameInfo  *info,
            char             **reason)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = tm_registry_create_game (info->id, bench_n_players (info), NULL, &error);

  if (game == NULL)
    *reason = g_strdup_printf ("cannot be set up for %u players without options: %s",
                               bench_n_players (info), error->message);
  return game != NULL;
}

/* Replays @record whole and checks that every move is accepted. */
static TmGame *
replay_checked (TmRecord *record,
                guint     n_moves)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) move_error = NULL;
  int illegal = -1;
  TmGame *game = tm_record_replay (record, n_moves, &illegal, &move_error, &error);

  if (game == NULL)
    die ("%s: the record cannot be replayed: %s", tm_record_get_game_id (record), error->message);
  if (illegal >= 0)
    die ("%s: move %d of a recorded legal game is refused on replay: %s",
         tm_record_get_game_id (record), illegal + 1, move_error->message);
  return game;
}

/* ---- the plain-data reference (games that have one) ---- */

typedef struct
{
  GArray *moves;            /* TmCotsMove */
} CotsGame;

static gboolean
is_cots (const char *game_id)
{
  return g_str_equal (game_id, "children-of-the-sun");
}

static GArray *
cots_moves_of (TmRecord *record)
{
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (TmCotsMove));
  guint n = tm_record_get_n_moves (record);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) error = NULL;
      TmCotsMove move;

      if (!tm_cots_move_from_json (tm_record_get_move (record, i), &move, &error))
        die ("children-of-the-sun: a recorded move does not parse: %s", error->message);
      g_array_append_val (moves, move);
    }
  return moves;
}

/* The plain-data rules applying @n moves: what a replay costs without
 * JSON, GObject or the record. */
static void
cots_replay_plain (GArray            *moves,
                   guint              n,
                   TmCotsState       *state)
{
  tm_cots_state_init (state);
  for (guint i = 0; i < n; i++)
    {
      TmCotsOutcome outcome;

      if (!tm_cots_state_apply (state, &g_array_index (moves, TmCotsMove, i), NULL, &outcome, NULL))
        die ("children-of-the-sun: the plain-data rules refuse a recorded move");
    }
}

/* ---- the set of random games of one kind ---- */

typedef struct
{
  const TmGameInfo *info;
  GPtrArray *records;       /* TmRecord: whole random games */
  TmRecord *longest;        /* the one of them with the most moves */
  guint64 total_moves;
  guint min_moves, max_moves, n_cut;
  GPtrArray *positions;     /* TmGame: every unfinished position of them */
  TmRecord *undo_record;    /* the longest game up to UNDO_MOVES moves */
  guint undo_moves;
  /* Children of the Sun only */
  GPtrArray *cots_moves;    /* GArray of TmCotsMove per record */
  GArray *cots_positions;   /* TmCotsState */
  GArray *cots_undo_moves;
  char *tmp_dir;
  /* The last advisor pass's slowest query (wall-clock) and its phase. */
  double advise_slowest_ms;
  const char *advise_slowest_phase;
} GameSet;

static void
game_set_free (GameSet *set)
{
  g_clear_pointer (&set->records, g_ptr_array_unref);
  g_clear_pointer (&set->positions, g_ptr_array_unref);
  g_clear_object (&set->undo_record);
  g_clear_pointer (&set->cots_moves, g_ptr_array_unref);
  g_clear_pointer (&set->cots_positions, g_array_unref);
  g_clear_pointer (&set->cots_undo_moves, g_array_unref);
  if (set->tmp_dir != NULL)
    {
      g_autofree char *path = g_build_filename (set->tmp_dir, "undo.json", NULL);

      g_remove (path);
      g_rmdir (set->tmp_dir);
      g_free (set->tmp_dir);
    }
  g_free (set);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GameSet, game_set_free)

static GameSet *
game_set_new (const TmGameInfo *info,
              guint             n_games)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (opts.seed);
  g_autoptr(GRand) undo_rand = g_rand_new_with_seed (opts.seed + 1);
  GameSet *set = g_new0 (GameSet, 1);

  set->info = info;
  set->records = g_ptr_array_new_with_free_func (g_object_unref);
  set->positions = g_ptr_array_new_with_free_func (g_object_unref);
  set->min_moves = G_MAXUINT;

  for (guint i = 0; i < n_games; i++)
    {
      TmRecord *record = random_record (info, MAX_GAME_MOVES, rand);
      guint n = tm_record_get_n_moves (record);
      g_autoptr(TmGame) last = replay_checked (record, G_MAXUINT);

      if (!tm_game_is_finished (last))
        set->n_cut++;
      g_ptr_array_add (set->records, record);
      set->total_moves += n;
      set->min_moves = MIN (set->min_moves, n);
      if (set->longest == NULL || n > set->max_moves)
        set->longest = record;
      set->max_moves = MAX (set->max_moves, n);

      /* Every unfinished position of the first few games: enough
       * positions of every phase for the legal-move figures. */
      if (i < opts.n_position_games)
        for (guint k = 0; k < n; k++)
          g_ptr_array_add (set->positions, replay_checked (record, k));
    }

  /* The undo game: the longest of a few games cut at UNDO_MOVES (its own
   * random sequence, so that it is the same game whatever --games says). */
  for (guint i = 0; i < 20 && set->undo_moves < UNDO_MOVES; i++)
    {
      g_autoptr(TmRecord) record = random_record (info, UNDO_MOVES, undo_rand);

      if (set->undo_record == NULL || tm_record_get_n_moves (record) > set->undo_moves)
        {
          g_set_object (&set->undo_record, record);
          set->undo_moves = tm_record_get_n_moves (record);
        }
    }

  if (is_cots (info->id))
    {
      set->cots_moves = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
      set->cots_positions = g_array_new (FALSE, FALSE, sizeof (TmCotsState));
      for (guint i = 0; i < set->records->len; i++)
        g_ptr_array_add (set->cots_moves, cots_moves_of (g_ptr_array_index (set->records, i)));
      for (guint i = 0; i < set->positions->len; i++)
        {
          TmCotsGame *game = g_ptr_array_index (set->positions, i);

          g_array_append_vals (set->cots_positions, tm_cots_game_get_state (game), 1);
        }
      set->cots_undo_moves = cots_moves_of (set->undo_record);
    }
  return set;
}

/* ---- the operations ---- */

static guint
op_replay (gpointer data)
{
  GameSet *set = data;

  for (guint i = 0; i < set->records->len; i++)
    {
      TmGame *game = tm_record_replay (g_ptr_array_index (set->records, i), G_MAXUINT, NULL, NULL, NULL);

      g_object_unref (game);
    }
  return set->records->len;
}

/* The issue #27 target holds for every game: the longest is the one
 * that must stay under it. */
static guint
op_replay_longest (gpointer data)
{
  GameSet *set = data;
  TmGame *game = tm_record_replay (set->longest, G_MAXUINT, NULL, NULL, NULL);

  g_object_unref (game);
  return 1;
}

static guint
op_replay_ref (gpointer data)
{
  GameSet *set = data;
  guint finished = 0;

  for (guint i = 0; i < set->cots_moves->len; i++)
    {
      GArray *moves = g_ptr_array_index (set->cots_moves, i);
      TmCotsState state;

      cots_replay_plain (moves, moves->len, &state);
      finished += state.phase == TM_COTS_PHASE_FINISHED;
    }
  g_assert (finished <= set->cots_moves->len);
  return set->cots_moves->len;
}

static guint
op_legal (gpointer data)
{
  GameSet *set = data;

  for (guint i = 0; i < set->positions->len; i++)
    {
      GPtrArray *moves = tm_game_list_legal_moves (g_ptr_array_index (set->positions, i));

      g_ptr_array_unref (moves);
    }
  return set->positions->len;
}

static guint
op_legal_ref (gpointer data)
{
  GameSet *set = data;

  for (guint i = 0; i < set->cots_positions->len; i++)
    {
      GArray *moves = tm_cots_state_legal_moves (&g_array_index (set->cots_positions, TmCotsState, i));

      g_array_unref (moves);
    }
  return set->cots_positions->len;
}

static guint
op_undo (gpointer data)
{
  GameSet *set = data;
  TmGame *game = tm_record_replay (set->undo_record, set->undo_moves - 1, NULL, NULL, NULL);

  g_object_unref (game);
  return 1;
}

static guint
op_undo_ref (gpointer data)
{
  GameSet *set = data;
  TmCotsState state;

  cots_replay_plain (set->cots_undo_moves, set->undo_moves - 1, &state);
  return 1;
}

/* What TmCotsPage does on Ctrl+Z: shorten, replay, save (atomic, with
 * fsync); then redo so the next round starts from the same record. */
static guint
op_undo_save (gpointer data)
{
  GameSet *set = data;
  g_autofree char *path = g_build_filename (set->tmp_dir, "undo.json", NULL);
  g_autoptr(GError) error = NULL;
  TmGame *game;

  tm_record_undo (set->undo_record);
  game = tm_record_replay (set->undo_record, G_MAXUINT, NULL, NULL, NULL);
  if (!tm_record_save (set->undo_record, path, &error))
    die ("undo-save: %s", error->message);
  g_object_unref (game);
  tm_record_redo (set->undo_record);
  return 1;
}

/* ---- reporting ---- */

typedef struct
{
  const char *figure;
  const char *subject;
  double scale;             /* value = scale / ns_per_item, or ns × scale when negative */
  const char *unit;
} Report;

/* The advisor's query for one position, as `tablemate-cli advise` asks
 * it (docs/advisor.md): Children of the Sun with the first cards not
 * seen as the hand, or the planner; Psi Conjuring's attacks; Planetary
 * Sisters' turns and entries; Tsuki no Utena's exchanges and desire cards; every legal move
 * elsewhere.  Returns the options. */
static guint
advise_position (TmGame *game)
{
  g_autoptr(GPtrArray) options = NULL;
  g_autoptr(GError) error = NULL;

  if (TM_IS_COTS_GAME (game))
    {
      const TmCotsState *state = tm_cots_game_get_state (TM_COTS_GAME (game));

      if (state->phase == TM_COTS_PHASE_SIEGE || state->phase == TM_COTS_PHASE_ANALYSIS)
        {
          TmCotsCardSet hand = 0;
          guint n = 0;

          for (TmCotsCard c = 0; c < TM_COTS_N_CARDS && n < MAX (state->hand[state->current_player], 1u); c++)
            if (!tm_cots_card_set_contains (state->seen, c))
              {
                hand = tm_cots_card_set_add (hand, c);
                n++;
              }
          options = tm_cots_advisor_hand_options (state, hand, &error);
        }
      else if (state->phase == TM_COTS_PHASE_EXTERMINATION
               && !(state->groups_entered[0] && state->groups_entered[1]))
        {
          int player = state->groups_entered[0] ? 1 : 0;
          g_autoptr(GArray) plans = tm_cots_advisor_plan (state->bed[player], state->shield,
                                                          ~state->seen, &error);

          if (plans == NULL)
            die ("advisor: %s", error->message);
          return plans->len;
        }
    }
  else if (TM_IS_PSI_GAME (game)
           && tm_psi_game_get_state (TM_PSI_GAME (game))->phase == TM_PSI_PHASE_BATTLE)
    options = tm_psi_advisor_attack_options (tm_psi_game_get_state (TM_PSI_GAME (game)),
                                             tm_psi_game_get_catalogue (TM_PSI_GAME (game)),
                                             &error);
  else if (TM_IS_SISTERS_GAME (game)
           && tm_sisters_game_get_state (TM_SISTERS_GAME (game))->phase == TM_SISTERS_PHASE_ROUND)
    options = tm_sisters_advisor_turn_options (tm_sisters_game_get_state (TM_SISTERS_GAME (game)),
                                               tm_game_get_player_names (game), &error);
  else if (TM_IS_SISTERS_GAME (game))
    options = tm_sisters_advisor_entry_options (tm_sisters_game_get_state (TM_SISTERS_GAME (game)),
                                                tm_game_get_player_names (game));

  else if (TM_IS_UTENA_GAME (game)
           && tm_utena_game_get_state (TM_UTENA_GAME (game))->phase == TM_UTENA_PHASE_TURN)
    options = tm_utena_advisor_exchange_options (tm_utena_game_get_state (TM_UTENA_GAME (game)),
                                                 &error);
  else if (TM_IS_UTENA_GAME (game)
           && tm_utena_game_get_state (TM_UTENA_GAME (game))->phase == TM_UTENA_PHASE_DESIRE)
    options = tm_utena_advisor_desire_options (tm_utena_game_get_state (TM_UTENA_GAME (game)));

  if (options == NULL && error == NULL)
    options = tm_advisor_explore (game, NULL, NULL, NULL, &error);
  if (options == NULL)
    die ("advisor: %s", error->message);
  return options->len;
}

/* Tsuki no Utena's "can we still win?" (docs/advisor.md) on every
 * position of random games played with the whole synthetic box of the
 * tests known (the hard case: every hand card the table saw and every
 * desire card can take part), 1 to 4 players. */
typedef struct
{
  GArray *states;           /* TmUtenaState */
  /* Of the last pass: the slowest query (wall-clock), and how many
   * finished their horizon. */
  double slowest_ms;
  guint finished;
} OutlookSet;

static void
outlook_set_init (OutlookSet *set,
                  guint       n_games)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (0x07);

  set->states = g_array_new (FALSE, FALSE, sizeof (TmUtenaState));
  for (guint game = 0; game < n_games; game++)
    {
      TmUtenaState s;

      new_state (&s, 1 + game % 4);
      while (s.phase != TM_UTENA_PHASE_FINISHED)
        {
          g_autoptr(GArray) moves = tm_utena_state_legal_moves (&s);
          TmUtenaMove move = g_array_index (moves, TmUtenaMove,
                                            g_rand_int_range (rand, 0, (gint32) moves->len));

          g_array_append_val (set->states, s);
          /* Few hidden icons: random games last longer. */
          hide_covered_icon_only (&s, &move);
          if (!tm_utena_state_apply (&s, &move, NULL, NULL, NULL))
            die ("outlook: a listed move was refused");
        }
    }
}

static guint
op_outlook (gpointer data)
{
  OutlookSet *set = data;

  set->slowest_ms = 0;
  set->finished = 0;
  for (guint i = 0; i < set->states->len; i++)
    {
      g_autoptr(GError) error = NULL;
      double start = now_ns ();
      g_autoptr(TmUtenaOutlook) outlook =
        tm_utena_advisor_outlook (&g_array_index (set->states, TmUtenaState, i), 0, &error);

      if (outlook == NULL)
        die ("outlook: %s", error->message);
      set->slowest_ms = MAX (set->slowest_ms, (now_ns () - start) / 1e6);
      set->finished += outlook->exhaustive;
    }
  return set->states->len;
}

/* One advisor query per kept position; each is timed too, for the
 * slowest one (taken from the measured passes rather than from one more
 * pass over every position). */
static guint
op_advise (gpointer data)
{
  GameSet *set = data;

  set->advise_slowest_ms = 0;
  set->advise_slowest_phase = "-";
  for (guint i = 0; i < set->positions->len; i++)
    {
      TmGame *game = g_ptr_array_index (set->positions, i);
      double start = now_ns (), ms;

      advise_position (game);
      ms = (now_ns () - start) / 1e6;
      if (ms > set->advise_slowest_ms)
        {
          set->advise_slowest_ms = ms;
          set->advise_slowest_phase = tm_game_get_phase (game);
        }
    }
  return set->positions->len;
}

static double
scaled (Report *r,
        double  ns_per_item)
{
  return r->scale > 0 ? r->scale / ns_per_item : ns_per_item * -r->scale;
}

/* FIGURE is the CPU-time figure, FIGURE:wall the wall-clock one. */
static void
report_sample (double   wall_ns,
               double   cpu,
               gpointer data)
{
  Report *r = data;
  g_autofree char *wall_figure = g_strconcat (r->figure, ":wall", NULL);

  sample (r->figure, r->subject, scaled (r, cpu), r->unit);
  sample (wall_figure, r->subject, scaled (r, wall_ns), r->unit);
}

static void
measure_as (BenchOp     op,
            gpointer    data,
            const char *figure,
            const char *subject,
            double      scale,
            const char *unit)
{
  Report r = { figure, subject, scale, unit };

  measure (op, data, report_sample, &r);
}

static void
bench_outlook (const char *id)
{
  OutlookSet set = { NULL, 0, 0 };

  outlook_set_init (&set, opts.n_games >= 100 ? 24 : 8);
  measure_as (op_outlook, &set, "advise-outlook", id, -1e-3, "us");
  emit_info ("advise-outlook-slowest-ms", id, "%.2f", set.slowest_ms);
  emit_info ("advise-outlook-positions", id, "%u", set.states->len);
  emit_info ("advise-outlook-finished", id, "%u", set.finished);
  g_array_unref (set.states);
}

static void
bench_game (const TmGameInfo *info)
{
  g_autoptr(GameSet) set = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *ref = NULL;
  const char *id = info->id;
  double moves_per_game;
  guint64 listed = 0;

  if (!can_set_up (info, &ref))
    {
      g_print ("skip\trules\t%s\t%s\n", id, ref);
      return;
    }
  set = game_set_new (info, opts.n_games);
  if (set->max_moves == 0)
    {
      g_print ("skip\trules\t%s\tno legal move is listed at the start\n", id);
      return;
    }
  moves_per_game = (double) set->total_moves / set->records->len;

  emit_info ("players", id, "%u", bench_n_players (info));
  emit_info ("games", id, "%u", set->records->len);
  emit_info ("moves-per-game", id, "%.1f", moves_per_game);
  emit_info ("moves-min-max", id, "%u–%u", set->min_moves, set->max_moves);
  emit_info ("games-cut", id, "%u", set->n_cut);
  emit_info ("positions", id, "%u", set->positions->len);
  emit_info ("undo-moves", id, "%u", set->undo_moves);
  for (guint i = 0; i < set->positions->len; i++)
    {
      g_autoptr(GPtrArray) moves = tm_game_list_legal_moves (g_ptr_array_index (set->positions, i));

      listed += moves->len;
    }
  emit_info ("legal-per-position", id, "%.1f", (double) listed / MAX (set->positions->len, 1));

  /* µs per whole game, and moves per second (scale: moves per game). */
  measure_as (op_replay, set, "replay-game", id, -1e-3, "us");
  measure_as (op_replay, set, "replay-rate", id, 1e9 * moves_per_game, "moves/s");
  measure_as (op_replay_longest, set, "replay-longest", id, -1e-3, "us");
  measure_as (op_legal, set, "legal-rate", id, 1e9, "lists/s");
  measure_as (op_undo, set, "undo", id, -1e-3, "us");

  set->tmp_dir = g_dir_make_tmp ("bench-rules-XXXXXX", &error);
  if (set->tmp_dir == NULL)
    die ("%s", error->message);
  measure_as (op_undo_save, set, "undo-save", id, -1e-3, "us");

  /* The advisor (issue #11): µs per query over the kept positions. */
  measure_as (op_advise, set, "advise", id, -1e-3, "us");
  emit_info ("advise-slowest-ms", id, "%.2f", set->advise_slowest_ms);
  emit_info ("advise-slowest-phase", id, "%s", set->advise_slowest_phase);
  if (g_str_equal (id, "tsuki-no-utena"))
    bench_outlook (id);

  if (is_cots (id))
    {
      ref = g_strconcat (id, "/plain", NULL);
      measure_as (op_replay_ref, set, "replay-game", ref, -1e-3, "us");
      measure_as (op_replay_ref, set, "replay-rate", ref, 1e9 * moves_per_game, "moves/s");
      measure_as (op_legal_ref, set, "legal-rate", ref, 1e9, "lists/s");
      measure_as (op_undo_ref, set, "undo", ref, -1e-3, "us");
    }
}

static int
run_rules (void)
{
  guint n_games;
  const TmGameInfo *games = tm_registry_get_games (&n_games);

  emit_info ("seed", "-", "%u", opts.seed);
  emit_info ("reps", "-", "%u", opts.reps);
  emit_info ("min-ms", "-", "%.0f", opts.min_ns / 1e6);
  for (guint i = 0; i < n_games; i++)
    {
      if (!tm_game_info_is_playable (&games[i]))
        {
          g_print ("skip\trules\t%s\tnot playable yet\n", games[i].id);
          continue;
        }
      bench_game (&games[i]);
    }
  return 0;
}

/* ---- history ---- */

static int
run_history_generate (const char *dir,
                      guint       n)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (opts.seed);
  g_autoptr(GPtrArray) playable = g_ptr_array_new ();
  g_autoptr(GPtrArray) pool = g_ptr_array_new_with_free_func (g_free);
  guint n_games, pool_size = MIN (n, 500);
  const TmGameInfo *games = tm_registry_get_games (&n_games);

  for (guint i = 0; i < n_games; i++)
    {
      g_autofree char *reason = NULL;

      if (!tm_game_info_is_playable (&games[i]))
        continue;
      if (can_set_up (&games[i], &reason))
        g_ptr_array_add (playable, (gpointer) &games[i]);
      else
        g_printerr ("bench-rules: %s left out of the history: %s\n", games[i].id, reason);
    }
  if (playable->len == 0)
    die ("no game is playable");
  if (g_mkdir_with_parents (dir, 0700) != 0)
    die ("%s cannot be created", dir);

  /* A pool of distinct finished games (taking turns among the playable
   * kinds), each written under several ids: the files differ only in
   * their id, which loading does not care about. */
  for (guint i = 0, kind = 0; i < pool_size; i++)
    {
      gboolean finished = FALSE;

      /* Finished games only: a kind whose random games do not finish
       * (cut at MAX_GAME_MOVES, or no move listed) is left out. */
      for (guint tries = 0; !finished && playable->len > 0; tries++)
        {
          const TmGameInfo *info = g_ptr_array_index (playable, kind % playable->len);
          g_autoptr(TmRecord) record = random_record (info, MAX_GAME_MOVES, rand);
          g_autoptr(TmGame) game = replay_checked (record, G_MAXUINT);

          finished = tm_game_is_finished (game);
          if (finished)
            {
              g_ptr_array_add (pool, tm_record_to_data (record, NULL));
              kind++;
            }
          else if (tries >= 3)
            {
              g_printerr ("bench-rules: %s left out of the history: its random games do not finish\n",
                          info->id);
              g_ptr_array_remove_index (playable, kind % playable->len);
              tries = 0;
            }
        }
      if (!finished)
        die ("no playable game gives finished random games");
    }

  for (guint i = 0; i < n; i++)
    {
      const char *data = g_ptr_array_index (pool, i % pool_size);
      g_autofree char *uuid = g_uuid_string_random ();
      g_autofree char *name = g_strconcat (uuid, ".json", NULL);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(GString) text = g_string_new (data);
      const char *id_start = strstr (text->str, "\"id\"");
      const char *quote;

      /* Replace the value of "id" with the new uuid. */
      if (id_start == NULL || (quote = strchr (id_start + 4, '"')) == NULL)
        die ("a written record has no id");
      {
        gsize from = quote + 1 - text->str;
        const char *end = strchr (quote + 1, '"');

        g_string_erase (text, from, end - (quote + 1));
        g_string_insert (text, from, uuid);
      }
      if (!g_file_set_contents_full (path, text->str, text->len,
                                     G_FILE_SET_CONTENTS_NONE, 0600, &error))
        die ("%s", error->message);
    }
  emit_info ("history-files", "-", "%u", n);
  return 0;
}

typedef struct
{
  char *dir;
  GPtrArray *paths;         /* the .json files, found by op_history_list */
  gboolean replay;
  guint finished;
} HistoryScan;

static guint
op_history_list (gpointer data)
{
  HistoryScan *scan = data;
  g_autoptr(GDir) dir = g_dir_open (scan->dir, 0, NULL);
  const char *name;

  g_ptr_array_set_size (scan->paths, 0);
  if (dir == NULL)
    die ("%s cannot be read", scan->dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".json"))
      g_ptr_array_add (scan->paths, g_build_filename (scan->dir, name, NULL));
  return 1;
}

/* One record of the history: loaded, and with scan->replay replayed to
 * the result a history row shows (finished?, scores, winners). */
static void
history_one (HistoryScan *scan,
             const char  *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmRecord) record = tm_record_load_file (path, &error);

  if (record == NULL)
    die ("%s: %s", path, error->message);
  if (scan->replay)
    {
      g_autoptr(TmGame) game = tm_record_replay (record, G_MAXUINT, NULL, NULL, NULL);

      if (game != NULL && tm_game_is_finished (game))
        {
          g_autoptr(GArray) winners = tm_game_get_winners (game);
          int total = 0;

          for (guint p = 0; p < tm_game_get_n_players (game); p++)
            total += tm_game_get_score (game, p);
          scan->finished += total >= 0 && winners->len <= tm_game_get_n_players (game);
        }
    }
}

static guint
op_history_scan (gpointer data)
{
  HistoryScan *scan = data;

  op_history_list (scan);
  for (guint i = 0; i < scan->paths->len; i++)
    history_one (scan, g_ptr_array_index (scan->paths, i));
  return 1;
}

static int
run_history_scan (const char *dir)
{
  HistoryScan scan = { (char *) dir, g_ptr_array_new_with_free_func (g_free), FALSE, 0 };
  guint n;

  op_history_list (&scan);
  n = scan.paths->len;
  emit_info ("history-files", "-", "%u", n);
  measure_as (op_history_list, &scan, "history-list", "-", -1e-6, "ms");
  measure_as (op_history_scan, &scan, "history-load", "-", -1e-6, "ms");
  scan.replay = TRUE;
  scan.finished = 0;
  op_history_scan (&scan);
  emit_info ("history-finished", "-", "%u", scan.finished);
  measure_as (op_history_scan, &scan, "history-load-replay", "-", -1e-6, "ms");
  g_ptr_array_unref (scan.paths);
  return 0;
}

/* ---- a record for the GUI ---- */

static int
run_record (const char  *path,
            guint        max_moves,
            char       **game_ids)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (opts.seed);

  for (guint i = 0; game_ids[i] != NULL; i++)
    {
      const TmGameInfo *info = tm_registry_lookup (game_ids[i]);
      g_autoptr(TmRecord) record = NULL;
      g_autoptr(TmRecord) best = NULL;
      g_autoptr(GError) error = NULL;

      g_autofree char *reason = NULL;

      if (!tm_game_info_is_playable (info) || !can_set_up (info, &reason))
        continue;
      /* The longest of a few games, up to max_moves. */
      for (guint k = 0; k < 20; k++)
        {
          g_clear_object (&record);
          record = random_record (info, max_moves, rand);
          if (best == NULL || tm_record_get_n_moves (record) > tm_record_get_n_moves (best))
            g_set_object (&best, record);
          if (tm_record_get_n_moves (best) >= max_moves)
            break;
        }
      if (!tm_record_save (best, path, &error))
        die ("%s", error->message);
      /* Keyed by the game too: a full run resumes a game of each. */
      emit_info ("record-game", "-", "%s", info->id);
      emit_info ("record-moves", info->id, "%u", tm_record_get_n_moves (best));
      {
        g_autoptr(TmGame) game = replay_checked (best, G_MAXUINT);

        emit_info ("record-finished", info->id, "%s", tm_game_is_finished (game) ? "yes" : "no");
      }
      return 0;
    }
  die ("none of the games asked for is playable");
}

/* ---- callgrind ---- */

/* Non-static and never inlined, so that their names survive for
 * `callgrind --toggle-collect=bench_collect_*`. */
guint bench_collect_run (BenchOp op, gpointer data);

G_GNUC_NO_INLINE guint
bench_collect_run (BenchOp  op,
                   gpointer data)
{
  return op (data);
}

static int
run_collect (const char *kind,
             const char *game_id,
             guint       count)
{
  g_autoptr(GameSet) set = NULL;
  const TmGameInfo *info;
  BenchOp op = NULL;
  guint64 units = 0;
  const char *unit = "game";
  HistoryScan scan = { NULL, NULL, TRUE, 0 };

  if (g_str_has_prefix (kind, "history-load"))
    {
      /* GAME is the folder here; one unit is one record. */
      scan.dir = (char *) game_id;
      scan.paths = g_ptr_array_new_with_free_func (g_free);
      scan.replay = g_str_equal (kind, "history-load-replay");
      op_history_scan (&scan);  /* warm-up, not collected */
      for (guint i = 0; i < count; i++)
        units += bench_collect_run (op_history_scan, &scan) * scan.paths->len;
      g_print ("info\tcollect-units\t%s\t%" G_GUINT64_FORMAT "\trecord\n", kind, units);
      g_ptr_array_unref (scan.paths);
      return 0;
    }

  info = tm_registry_lookup (game_id);
  if (!tm_game_info_is_playable (info))
    die ("%s is not a playable game", game_id);
  set = game_set_new (info, opts.n_games);
  if (set->max_moves == 0)
    die ("%s: no legal move is listed at the start", game_id);

  if (g_str_equal (kind, "replay"))
    op = op_replay;
  else if (g_str_equal (kind, "replay-longest"))
    op = op_replay_longest;
  else if (g_str_equal (kind, "legal"))
    op = op_legal, unit = "list";
  else if (g_str_equal (kind, "undo"))
    op = op_undo, unit = "undo";
  else if (is_cots (game_id) && g_str_equal (kind, "replay-ref"))
    op = op_replay_ref;
  else if (is_cots (game_id) && g_str_equal (kind, "legal-ref"))
    op = op_legal_ref, unit = "list";
  else if (is_cots (game_id) && g_str_equal (kind, "undo-ref"))
    op = op_undo_ref, unit = "undo";
  else
    {
      g_printerr ("bench-rules: no collect kind %s for %s\n", kind, game_id);
      return 2;
    }

  op (set);  /* warm-up, not collected */
  for (guint i = 0; i < count; i++)
    units += bench_collect_run (op, set);
  /* Whole games differ in length: count replays in moves. */
  if (op == op_replay || op == op_replay_ref)
    {
      units = units / set->records->len * set->total_moves;
      unit = "move";
    }
  g_print ("info\tcollect-units\t%s\t%" G_GUINT64_FORMAT "\t%s\n", kind, units, unit);
  return 0;
}

/* ---- main ---- */

static void
usage (void)
{
  g_printerr ("usage: bench-rules [--quick] [--reps N] [--min-ms MS] [--games N] [--seed S]\n"
              "       bench-rules history-generate DIR N\n"
              "       bench-rules history-scan DIR\n"
              "       bench-rules record FILE MOVES GAME...\n"
              "       bench-rules collect KIND GAME [COUNT]\n");
  exit (2);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();

  setlocale (LC_ALL, "");
  /* Numbers in the output are read by bench/report.py. */
  setlocale (LC_NUMERIC, "C");

  for (int i = 1; i < argc; i++)
    {
      const char *arg = argv[i];

      if (g_str_equal (arg, "--quick"))
        {
          opts.reps = 3;
          opts.min_ns = 10e6;
          opts.n_games = 10;
          opts.n_position_games = 5;
          opts.warm_up = FALSE;
        }
      else if (g_str_equal (arg, "--reps") && i + 1 < argc)
        opts.reps = (guint) MAX (1, atoi (argv[i + 1])), i++;
      else if (g_str_equal (arg, "--min-ms") && i + 1 < argc)
        opts.min_ns = g_ascii_strtod (argv[++i], NULL) * 1e6;
      else if (g_str_equal (arg, "--games") && i + 1 < argc)
        opts.n_games = (guint) MAX (1, atoi (argv[i + 1])), i++;
      else if (g_str_equal (arg, "--seed") && i + 1 < argc)
        opts.seed = (guint) strtoul (argv[++i], NULL, 10);
      else if (g_str_has_prefix (arg, "--"))
        usage ();
      else
        g_ptr_array_add (args, (gpointer) arg);
    }
  g_ptr_array_add (args, NULL);

  if (args->len == 1)
    return run_rules ();
  {
    const char *command = g_ptr_array_index (args, 0);
    guint n = args->len - 1;
    char **rest = (char **) args->pdata + 1;

    if (g_str_equal (command, "history-generate") && n == 3)
      return run_history_generate (rest[0], (guint) atoi (rest[1]));
    if (g_str_equal (command, "history-scan") && n == 2)
      return run_history_scan (rest[0]);
    if (g_str_equal (command, "record") && n >= 4)
      return run_record (rest[0], (guint) atoi (rest[1]), rest + 2);
    if (g_str_equal (command, "collect") && (n == 3 || n == 4))
      return run_collect (rest[0], rest[1], n == 4 ? (guint) atoi (rest[2]) : 10);
  }
  usage ();
  return 2;
}
