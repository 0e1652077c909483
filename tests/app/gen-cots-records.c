/* gen-cots-records.c — makes the scripted games the UI tests play
 *
 * Plays random legal Children of the Sun games with the rules core and
 * keeps the first one (from a fixed seed) that has the wanted ending, so
 * that the records under tests/app/ are legal by construction:
 *
 *   gen-cots-records winner    FILE   three groups each, someone wins
 *   gen-cots-records tie-break FILE   equal points, set-aside cards decide
 *   gen-cots-records draw      FILE   equal points and set-aside cards
 *
 * Not run by the tests; kept so the records can be made again.
 */
#include "config.h"

#include "core/tm-record.h"
#include "core/tm-registry.h"
#include "games/children-of-the-sun/rules/tm-cots-game.h"

#include <stdlib.h>

static TmRecord *
play_random_game (GRand *rand)
{
  const char *players[] = { "Aoi", "Mio", NULL };
  g_autoptr(TmRecord) record = tm_record_new ("children-of-the-sun", players, NULL);
  g_autoptr(TmGame) game = tm_record_create_game (record, NULL);

  while (!tm_game_is_finished (game))
    {
      g_autoptr(GPtrArray) moves = tm_game_list_legal_moves (game);
      g_autoptr(GError) error = NULL;
      JsonObject *move;

      g_assert (moves->len > 0);
      move = g_ptr_array_index (moves, g_rand_int_range (rand, 0, (int) moves->len));
      if (!tm_record_play (record, game, move, &error))
        g_error ("A legal move was refused: %s", error->message);
    }
  return g_steal_pointer (&record);
}

static gboolean
wanted (TmRecord   *record,
        const char *mode)
{
  g_autoptr(TmGame) game = tm_record_replay (record, G_MAXUINT, NULL, NULL, NULL);
  const TmCotsState *state = tm_cots_game_get_state (TM_COTS_GAME (game));
  guint t0 = tm_cots_state_get_total (state, 0), t1 = tm_cots_state_get_total (state, 1);
  guint a0 = tm_cots_state_get_set_aside (state, 0), a1 = tm_cots_state_get_set_aside (state, 1);
  gboolean asked_turn = FALSE, asked_effect = FALSE;

  for (guint i = 0; i < tm_record_get_n_moves (record); i++)
    {
      JsonObject *move = tm_record_get_move (record, i);

      asked_turn |= json_object_has_member (move, "turn");
      asked_effect |= json_object_has_member (move, "effect");
    }
  if (!asked_turn || !asked_effect)
    return FALSE;

  if (g_str_equal (mode, "winner"))
    return t0 != t1 && (a0 > 0 || a1 > 0)
           && state->groups[0][2][0] != TM_COTS_NO_CARD
           && state->groups[1][2][0] != TM_COTS_NO_CARD;
  if (g_str_equal (mode, "tie-break"))
    return t0 == t1 && a0 != a1;
  if (g_str_equal (mode, "draw"))
    return t0 == t1 && a0 == a1 && t0 > 0;
  return FALSE;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261121);

  if (argc != 3)
    {
      g_printerr ("Usage: %s winner|tie-break|draw FILE\n", argv[0]);
      return 2;
    }

  for (guint attempt = 0; attempt < 100000; attempt++)
    {
      g_autoptr(TmRecord) record = play_random_game (rand);
      g_autoptr(GError) error = NULL;

      if (!wanted (record, argv[1]))
        continue;
      if (!tm_record_save (record, argv[2], &error))
        {
          g_printerr ("%s\n", error->message);
          return 1;
        }
      g_print ("%s: attempt %u\n", argv[2], attempt);
      return 0;
    }
  g_printerr ("No game found\n");
  return 1;
}
