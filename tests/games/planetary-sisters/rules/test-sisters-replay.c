/* test-sisters-replay.c — a record's replay through its moves read once
 *
 * A record keeps its moves as Planetary Sisters reads them the first
 * time a replay reaches them (TmGameClass.decode_move, tm-move-cache.h),
 * and later replays apply those.  These tests replay random records,
 * changed records (moves the rules refuse, moves that are no moves,
 * members the 0.2.0 reading ignored) and records changed by undo and a
 * new move, each twice, and check every time that the replay gives what
 * the moves' JSON gives through tm_game_apply_moves(): the same position,
 * the same refused move and the same error.
 */
#include "config.h"

#include "core/tm-record.h"
#include "core/tm-registry.h"
#include "core/tm-json.h"
#include "games/planetary-sisters/rules/tm-sisters-game.h"
#include "../../../core/test-replay.h"
#include "../../../core/test-scale.h"
#include "core-test-programs.h"

#include <string.h>

#define N_GAMES    tm_test_scaled (60, 12)   /* per player count */
#define N_CHANGED  tm_test_scaled (400, 80)  /* changed records per player count */

static const char * const names[] = { "Aoi", "Mio", "Rin", "Sora", NULL };

/* A random legal game of @n_players, whole or cut after @max_moves,
 * read back from its file as the app reads a record. */
static TmRecord *
random_record (guint  n_players,
               guint  max_moves,
               GRand *rand)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = NULL;
  const char *players[5] = { NULL };
  g_autoptr(TmRecord) record = NULL;

  for (guint i = 0; i < n_players; i++)
    players[i] = names[i];
  record = tm_record_new ("planetary-sisters", players, NULL);
  game = tm_record_create_game (record, &error);
  g_assert_no_error (error);
  while (tm_record_get_n_moves (record) < max_moves && !tm_game_is_finished (game))
    {
      /* The plain list, and only the move chosen in JSON: the JSON of a
       * whole list costs more than the rest of the test. */
      const TmSistersState *state = tm_sisters_game_get_state (TM_SISTERS_GAME (game));
      g_autoptr(GArray) legal = tm_sisters_state_legal_moves (state);
      g_autoptr(JsonObject) move = NULL;

      g_assert_cmpuint (legal->len, >, 0);
      move = tm_sisters_move_to_json (&g_array_index (legal, TmSistersMove,
                                                      g_rand_int_range (rand, 0, (int) legal->len)),
                                      &state->cards);
      tm_record_play (record, game, move, &error);
      g_assert_no_error (error);
    }
  return tm_test_record_reloaded (record);
}

static void
test_random_records (gconstpointer data)
{
  guint n_players = GPOINTER_TO_UINT (data);
  g_autoptr(GRand) rand = g_rand_new_with_seed (27 + n_players);
  guint finished = 0;

  for (guint i = 0; i < N_GAMES; i++)
    {
      g_autoptr(TmRecord) record = random_record (n_players, G_MAXUINT, rand);
      tm_test_replay_parts (record, NULL, rand);
      {
        g_autoptr(TmGame) game = tm_record_replay (record, G_MAXUINT, NULL, NULL, NULL);

        finished += tm_game_is_finished (game);
      }
    }
  /* The emblems are entered only in finished games. */
  g_assert_cmpuint (finished, ==, N_GAMES);
}

/* A random rank, or now and then one that is no rank. */
static int
random_rank (GRand *rand)
{
  return g_rand_int_range (rand, 0, 8) == 0 ? g_rand_int_range (rand, -1, 40)
                                            : g_rand_int_range (rand, 1, 37);
}

/* @move changed at random: a rank, a player, a member added or taken
 * away; some of the changes the rules refuse, some are no move at all,
 * some still hold. */
static JsonObject *
changed_move (JsonObject *move,
              GRand      *rand)
{
  JsonObject *copy = tm_test_move_copy (move);
  const char *type = json_object_get_string_member_with_default (copy, "type", "");

  switch (g_rand_int_range (rand, 0, 6))
    {
    case 0:
      json_object_set_int_member (copy, "playr", 1);
      break;
    case 1:
      json_object_set_int_member (copy, "player", g_rand_int_range (rand, -1, 5));
      break;
    case 2:
      if (g_str_equal (type, "turn"))
        json_object_set_int_member (copy, g_rand_boolean (rand) ? "used" : "taken",
                                    random_rank (rand));
      else if (g_str_equal (type, "emblems"))
        {
          JsonObject *cards = json_object_new ();
          char key[16];

          g_snprintf (key, sizeof key, "%d", random_rank (rand));
          json_object_set_object_member (cards, key, json_object_new ());
          json_object_set_int_member (json_object_get_object_member (cards, key),
                                      g_rand_boolean (rand) ? "FOOD" : "PLANT",
                                      g_rand_int_range (rand, 0, 4));
          json_object_set_object_member (copy, "cards", cards);
        }
      else
        {
          JsonArray *cards = json_array_new ();

          for (int n = g_rand_int_range (rand, 0, 4); n > 0; n--)
            json_array_add_int_element (cards, random_rank (rand));
          json_object_set_array_member (copy, "cards", cards);
        }
      break;
    case 3:
      json_object_remove_member (copy, g_rand_boolean (rand) ? "type" : "cards");
      break;
    case 4:
      json_object_set_string_member (copy, "type", g_rand_boolean (rand) ? "turn" : "emblems");
      break;
    default:
      /* Kinds: an "emblems" move read the long way, on a copy. */
      json_object_set_array_member (copy, "kinds", json_array_new ());
      break;
    }
  return copy;
}

static void
test_changed_records (gconstpointer data)
{
  guint n_players = GPOINTER_TO_UINT (data);
  g_autoptr(GRand) rand = g_rand_new_with_seed (2700 + n_players);
  g_autoptr(TmRecord) base = random_record (n_players, G_MAXUINT, rand);

  tm_test_replay_changed_records (base, N_CHANGED, 1, changed_move, NULL, rand);
}

static void
test_undo_and_new_move (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (2727);

  for (guint i = 0; i < N_GAMES; i++)
    {
      g_autoptr(TmRecord) record = random_record (2 + i % 3, G_MAXUINT, rand);

      tm_test_replay_undo_and_new_move (record, NULL, rand);
    }
}

int
test_sisters_replay_main (int   argc,
                          char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_data_func ("/sisters/replay/random/two-players", GUINT_TO_POINTER (2),
                        test_random_records);
  g_test_add_data_func ("/sisters/replay/random/four-players", GUINT_TO_POINTER (4),
                        test_random_records);
  g_test_add_data_func ("/sisters/replay/changed/three-players", GUINT_TO_POINTER (3),
                        test_changed_records);
  g_test_add_data_func ("/sisters/replay/changed/four-players", GUINT_TO_POINTER (4),
                        test_changed_records);
  g_test_add_func ("/sisters/replay/undo-and-new-move", test_undo_and_new_move);
  return g_test_run ();
}
