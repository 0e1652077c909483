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
#include "../../../core/test-scale.h"

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
  g_autofree char *data = NULL;
  const char *players[5] = { NULL };
  g_autoptr(TmRecord) record = NULL;
  TmRecord *loaded;
  gsize length;

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
  data = tm_record_to_data (record, &length);
  loaded = tm_record_load_data (data, length, &error);
  g_assert_no_error (error);
  return loaded;
}

static char *
state_text (TmGame *game)
{
  g_autoptr(JsonNode) state = tm_game_serialize_state (game);

  return json_to_string (state, FALSE);
}

/* tm_record_replay() of @n_moves moves, twice (the second time from the
 * moves kept), against the moves' JSON applied to a new game. */
static void
assert_replay_as_json (TmRecord *record,
                       guint     n_moves)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) json_error = NULL;
  g_autoptr(TmGame) by_json = tm_record_create_game (record, &error);
  g_autoptr(GPtrArray) moves = g_ptr_array_new ();
  g_autofree char *expected = NULL;
  guint applied;

  g_assert_no_error (error);
  n_moves = MIN (n_moves, tm_record_get_n_moves (record));
  for (guint i = 0; i < n_moves; i++)
    g_ptr_array_add (moves, tm_record_get_move (record, i));
  applied = tm_game_apply_moves (by_json, moves, n_moves, &json_error);
  expected = state_text (by_json);

  for (guint pass = 0; pass < 2; pass++)
    {
      g_autoptr(GError) move_error = NULL;
      g_autoptr(TmGame) game = NULL;
      g_autofree char *text = NULL;
      int illegal = -2;

      game = tm_record_replay (record, n_moves, &illegal, &move_error, &error);
      g_assert_no_error (error);
      g_assert_cmpint (illegal, ==, applied < n_moves ? (int) applied : -1);
      g_assert_cmpuint (tm_game_get_n_moves (game), ==, applied);
      if (json_error == NULL)
        g_assert_no_error (move_error);
      else
        {
          g_assert_error (move_error, json_error->domain, json_error->code);
          g_assert_cmpstr (move_error->message, ==, json_error->message);
        }
      text = state_text (game);
      g_assert_cmpstr (text, ==, expected);
      g_assert_cmpint (tm_game_get_current_player (game), ==,
                       tm_game_get_current_player (by_json));
      for (guint p = 0; p < tm_game_get_n_players (game); p++)
        g_assert_cmpint (tm_game_get_score (game, p), ==, tm_game_get_score (by_json, p));
    }
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
      guint n = tm_record_get_n_moves (record);

      /* A part first, so that a later replay goes on past the moves kept. */
      assert_replay_as_json (record, g_rand_int_range (rand, 0, (int) n + 1));
      assert_replay_as_json (record, G_MAXUINT);
      assert_replay_as_json (record, g_rand_int_range (rand, 0, (int) n + 1));
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
  g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), move);
  g_autofree char *text = json_to_string (node, FALSE);
  g_autoptr(JsonNode) parsed = json_from_string (text, NULL);
  JsonObject *copy = json_node_dup_object (parsed);
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

/* @record's data with "rules" set to @rules, as a file of that reading. */
static TmRecord *
record_under (TmRecord *record,
              guint     rules)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *text = NULL;
  g_autoptr(JsonNode) root = NULL;
  TmRecord *loaded;
  gsize length;

  data = tm_record_to_data (record, &length);
  root = json_from_string (data, &error);
  g_assert_no_error (error);
  json_object_set_int_member (json_node_get_object (root), "rules", rules);
  text = json_to_string (root, FALSE);
  loaded = tm_record_load_data (text, strlen (text), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tm_record_get_rules_revision (loaded), ==, rules);
  return loaded;
}

static void
test_changed_records (gconstpointer data)
{
  guint n_players = GPOINTER_TO_UINT (data);
  g_autoptr(GRand) rand = g_rand_new_with_seed (2700 + n_players);
  g_autoptr(TmRecord) base = random_record (n_players, G_MAXUINT, rand);
  guint n = tm_record_get_n_moves (base);
  guint refused = 0;

  for (guint i = 0; i < N_CHANGED; i++)
    {
      g_autoptr(GPtrArray) moves = g_ptr_array_new_with_free_func ((GDestroyNotify) json_object_unref);
      g_autoptr(TmRecord) changed = NULL;
      g_autoptr(TmRecord) old_reading = NULL;
      g_autoptr(TmGame) game = NULL;
      guint at = (guint) g_rand_int_range (rand, 0, (int) n + 1);

      for (guint k = 0; k < n; k++)
        g_ptr_array_add (moves, k == at ? changed_move (tm_record_get_move (base, k), rand)
                                        : json_object_ref (tm_record_get_move (base, k)));
      /* At the end: a move after the last, refused as the game is over. */
      if (at == n)
        g_ptr_array_add (moves, json_object_ref (tm_record_get_move (base, n - 1)));
      changed = tm_record_copy_with_moves (base, moves);
      assert_replay_as_json (changed, G_MAXUINT);
      old_reading = record_under (changed, 1);
      assert_replay_as_json (old_reading, G_MAXUINT);

      game = tm_record_replay (changed, G_MAXUINT, NULL, NULL, NULL);
      refused += tm_game_get_n_moves (game) < tm_record_get_n_moves (changed);
    }
  /* Most changes break a rule; some hold (a player given as the one
   * whose turn it is). */
  g_assert_cmpuint (refused, >, N_CHANGED / 2);
  g_assert_cmpuint (refused, <, N_CHANGED);
}

/* Undo, then a new move: the moves kept from the old one are not read
 * again; redo: they are. */
static void
test_undo_and_new_move (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (2727);

  for (guint i = 0; i < N_GAMES; i++)
    {
      g_autoptr(TmRecord) record = random_record (2 + i % 3, G_MAXUINT, rand);
      guint n = tm_record_get_n_moves (record);
      guint back = (guint) g_rand_int_range (rand, 1, (int) MIN (n, 40));
      g_autoptr(TmGame) game = NULL;
      g_autoptr(GPtrArray) legal = NULL;
      g_autoptr(GError) error = NULL;
      JsonObject *old_move;
      JsonObject *new_move = NULL;

      assert_replay_as_json (record, G_MAXUINT);
      old_move = tm_record_get_move (record, n - back);
      for (guint k = 0; k < back; k++)
        g_assert_true (tm_record_undo (record));
      assert_replay_as_json (record, G_MAXUINT);
      g_assert_true (tm_record_redo (record));
      assert_replay_as_json (record, G_MAXUINT);
      g_assert_true (tm_record_undo (record));

      /* Another legal move than the one undone (the record keeps it for
       * redo until a new move), when there is one. */
      game = tm_record_replay (record, G_MAXUINT, NULL, NULL, NULL);
      legal = tm_game_list_legal_moves (game);
      for (guint k = 0; k < legal->len && new_move == NULL; k++)
        {
          g_autoptr(JsonNode) a = json_node_init_object (json_node_alloc (), old_move);
          g_autoptr(JsonNode) b = json_node_init_object (json_node_alloc (),
                                                         g_ptr_array_index (legal, k));

          if (!json_node_equal (a, b))
            new_move = g_ptr_array_index (legal, k);
        }
      if (new_move == NULL)
        continue;
      tm_record_play (record, game, new_move, &error);
      g_assert_no_error (error);
      g_assert_false (tm_record_can_redo (record));
      assert_replay_as_json (record, G_MAXUINT);
    }
}

int
main (int   argc,
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
