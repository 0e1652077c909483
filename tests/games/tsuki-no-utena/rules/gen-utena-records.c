/* gen-utena-records.c — makes the Tsuki no Utena records the CLI tests read
 *
 * Plays games with the rules core, choosing among the legal moves of the
 * synthetic box (utena-test-util.h; not the real cards) from fixed
 * seeds, and writes the first game with the wanted ending as a record.
 * The record has no "cards" option: its moves carry their icons, so it
 * replays on its own.
 *
 *   gen-utena-records won     FILE   3 players play to win, and do
 *   gen-utena-records lost    FILE   2 players, all 6 rounds: the deck runs out
 *   gen-utena-records illegal FILE   round 2, a hand card for another pair's card
 *
 * Not run by the tests; kept so the records can be made again.
 */
#include "config.h"

#include "utena-test-util.h"
#include "core/tm-players.h"
#include "core/tm-record.h"
#include "core/tm-registry.h"

#include <stdlib.h>

static int
evaluate (const TmUtenaState *s)
{
  int value = 0;

  if (s->result == TM_UTENA_RESULT_WON)
    return G_MAXINT / 2;
  if (s->phase == TM_UTENA_PHASE_FINISHED)
    return -G_MAXINT / 2;
  for (guint a = 0; a < s->n_altars; a++)
    value += 10 * (int) s->altars[a].ring - 30 * (int) s->altars[a].centre;
  return value;
}

/* A desire card hiding 1 or 2 icons (the players' table decides; these
 * are plausible), or the turn that fills the rings most. */
static guint
choose_greedy (const TmUtenaState *s,
               const GArray       *moves,
               GRand              *rand)
{
  guint best = 0;
  int best_value = G_MININT;

  if (s->phase == TM_UTENA_PHASE_DESIRE)
    {
      guint want = s->n_laid == 0 ? 0 : (g_rand_int_range (rand, 0, 3) == 0 ? 2 : 1);

      for (;;)
        {
          guint i = (guint) g_rand_int_range (rand, 0, (gint32) moves->len);

          if (g_array_index (moves, TmUtenaMove, i).n_hidden == want)
            return i;
        }
    }
  for (guint i = 0; i < moves->len; i++)
    {
      TmUtenaState next;
      int value;

      memcpy (&next, s, sizeof next);
      g_assert_true (tm_utena_state_apply (&next, &g_array_index (moves, TmUtenaMove, i), NULL, NULL, NULL));
      value = evaluate (&next) + g_rand_int_range (rand, 0, 5);
      if (value > best_value)
        {
          best_value = value;
          best = i;
        }
    }
  return best;
}

/* Random turns, desire cards hiding 1 to 3 icons. */
static guint
choose_random (const TmUtenaState *s,
               const GArray       *moves,
               GRand              *rand)
{
  for (;;)
    {
      guint i = (guint) g_rand_int_range (rand, 0, (gint32) moves->len);

      if (g_array_index (moves, TmUtenaMove, i).n_hidden <= 3)
        return i;
    }
}

typedef guint (*Chooser) (const TmUtenaState *, const GArray *, GRand *);

/* Plays a game into a new record; stops after @max_moves moves. */
static TmRecord *
play (guint                n_players,
      Chooser              choose,
      GRand               *rand,
      guint                max_moves,
      TmUtenaState        *s)
{
  static const char *names[] = { "Aoi", "Mio", "Ren", "Sora", NULL };
  g_autofree char **players = g_new0 (char *, n_players + 1);
  g_autoptr(TmRecord) record = NULL;
  g_autoptr(TmGame) game = NULL;

  for (guint i = 0; i < n_players; i++)
    players[i] = (char *) names[i];
  record = tm_record_new ("tsuki-no-utena", (const char * const *) players, NULL);
  game = tm_record_create_game (record, NULL);
  new_state (s, n_players);

  for (guint k = 0; k < max_moves && s->phase != TM_UTENA_PHASE_FINISHED; k++)
    {
      g_autoptr(GArray) moves = tm_utena_state_legal_moves (s);
      const TmUtenaMove *move = &g_array_index (moves, TmUtenaMove, choose (s, moves, rand));
      g_autoptr(JsonObject) object = tm_utena_move_to_json (move);
      g_autoptr(GError) error = NULL;

      g_assert_true (tm_utena_state_apply (s, move, NULL, NULL, NULL));
      if (!tm_record_play (record, game, object, &error))
        g_error ("the game refused a legal move: %s", error->message);
    }
  return g_steal_pointer (&record);
}

/* A win in round 4: long enough to show every kind of move, short
 * enough for the tests that enter it through the page. */
static TmRecord *
make_won (void)
{
  for (guint32 seed = 1; seed < 5000; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      TmUtenaState s;
      g_autoptr(TmRecord) record = play (3, choose_greedy, rand, G_MAXUINT, &s);

      if (s.result == TM_UTENA_RESULT_WON && s.round == 4)
        return g_steal_pointer (&record);
    }
  g_error ("no game won in round 4 found");
}

static TmRecord *
make_lost (void)
{
  for (guint32 seed = 1; seed < 1000; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      TmUtenaState s;
      g_autoptr(TmRecord) record = play (2, choose_random, rand, G_MAXUINT, &s);

      if (s.result == TM_UTENA_RESULT_LOST_DECK)
        return g_steal_pointer (&record);
    }
  g_error ("no game lost on the deck found");
}

static TmRecord *
make_illegal (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  TmUtenaState s;
  /* Round 1 (2 desire cards, 3 pairs) and round 2's two desire cards. */
  g_autoptr(TmRecord) record = play (3, choose_greedy, rand, 7, &s);
  TmUtenaMove move = exchange_move (fresh_card (&s, 0),
                                    s.altars[tm_player_next ((guint) s.active, 3)].pair[0]);
  g_autoptr(JsonObject) object = tm_utena_move_to_json (&move);

  g_assert_cmpint (s.phase, ==, TM_UTENA_PHASE_TURN);
  g_assert_cmpuint (s.round, ==, 2);
  tm_record_append_move (record, object);
  return g_steal_pointer (&record);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TmRecord) record = NULL;
  g_autoptr(GError) error = NULL;

  if (argc != 3)
    {
      g_printerr ("usage: gen-utena-records won|lost|illegal FILE\n");
      return EXIT_FAILURE;
    }
  if (g_str_equal (argv[1], "won"))
    record = make_won ();
  else if (g_str_equal (argv[1], "lost"))
    record = make_lost ();
  else if (g_str_equal (argv[1], "illegal"))
    record = make_illegal ();
  else
    {
      g_printerr ("unknown record kind “%s”\n", argv[1]);
      return EXIT_FAILURE;
    }
  if (!tm_record_save (record, argv[2], &error))
    {
      g_printerr ("%s\n", error->message);
      return EXIT_FAILURE;
    }
  return EXIT_SUCCESS;
}
