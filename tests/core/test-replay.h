/* test-replay.h — a record's replay through its moves read once, against
 * the moves' JSON, for the games' tests of their decode_move()
 * (TmGameClass, tm-move-cache.h)
 *
 * Every check replays a record twice (the second time from the moves
 * kept) and asks for what the moves' JSON gives through
 * tm_game_apply_moves(): the same position, the same refused move and
 * the same error; a game adds what only it can compare (a TmTestReplayCheck).
 */
#pragma once

#include "core/tm-record.h"

#include <string.h>

/* Asserts what @game and @by_json, the same moves applied, must share
 * besides their serialized state. */
typedef void (*TmTestReplayCheck) (TmGame *game,
                                   TmGame *by_json);

/* A record's moves changed at random, one at a time (a new object). */
typedef JsonObject *(*TmTestChangeMove) (JsonObject *move,
                                         GRand      *rand);

static inline char *
tm_test_state_text (TmGame *game)
{
  g_autoptr(JsonNode) state = tm_game_serialize_state (game);

  return json_to_string (state, FALSE);
}

/* tm_record_replay() of @n_moves moves, twice, against the moves' JSON
 * applied to a new game; @check may be NULL. */
static inline void
tm_test_assert_replay_as_json (TmRecord          *record,
                               guint              n_moves,
                               TmTestReplayCheck  check)
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
  expected = tm_test_state_text (by_json);

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
      text = tm_test_state_text (game);
      g_assert_cmpstr (text, ==, expected);
      g_assert_cmpint (tm_game_get_current_player (game), ==,
                       tm_game_get_current_player (by_json));
      for (guint p = 0; p < tm_game_get_n_players (game); p++)
        g_assert_cmpint (tm_game_get_score (game, p), ==, tm_game_get_score (by_json, p));
      if (check != NULL)
        check (game, by_json);
    }
}

/* @record read back from its file, as the app reads a record. */
static inline TmRecord *
tm_test_record_reloaded (TmRecord *record)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  TmRecord *loaded;
  gsize length;

  data = tm_record_to_data (record, &length);
  loaded = tm_record_load_data (data, length, &error);
  g_assert_no_error (error);
  return loaded;
}

/* A random move of @game's position, in JSON (a new object). */
typedef JsonObject *(*TmTestRandomMove) (TmGame *game,
                                         GRand  *rand);

/* @record played on from @game, its position, to the end of the game by
 * @random_move, read back from its file as the app reads a record. */
static inline TmRecord *
tm_test_record_play_out (TmRecord         *record,
                         TmGame           *game,
                         TmTestRandomMove  random_move,
                         GRand            *rand)
{
  while (!tm_game_is_finished (game))
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonObject) move = random_move (game, rand);

      tm_record_play (record, game, move, &error);
      g_assert_no_error (error);
    }
  return tm_test_record_reloaded (record);
}

/* A deep copy of @move, through its text, to change. */
static inline JsonObject *
tm_test_move_copy (JsonObject *move)
{
  g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), move);
  g_autofree char *text = json_to_string (node, FALSE);
  g_autoptr(JsonNode) parsed = json_from_string (text, NULL);

  return json_node_dup_object (parsed);
}

/* A random part of @record, all of it, then another part: the second
 * replay goes on past the moves the first kept, the third stops inside. */
static inline void
tm_test_replay_parts (TmRecord          *record,
                      TmTestReplayCheck  check,
                      GRand             *rand)
{
  guint n = tm_record_get_n_moves (record);

  tm_test_assert_replay_as_json (record, g_rand_int_range (rand, 0, (int) n + 1), check);
  tm_test_assert_replay_as_json (record, G_MAXUINT, check);
  tm_test_assert_replay_as_json (record, g_rand_int_range (rand, 0, (int) n + 1), check);
}

/* @record's data with "rules" set to @rules, as a file of that reading. */
static inline TmRecord *
tm_test_record_under (TmRecord *record,
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

/* @n_changed copies of @base, each with one move changed by @change (or
 * one more after the last), replayed under today's reading and under the
 * reading @old_rules. */
static inline void
tm_test_replay_changed_records (TmRecord          *base,
                                guint              n_changed,
                                guint              old_rules,
                                TmTestChangeMove   change,
                                TmTestReplayCheck  check,
                                GRand             *rand)
{
  guint n = tm_record_get_n_moves (base);
  guint refused = 0;

  for (guint i = 0; i < n_changed; i++)
    {
      g_autoptr(GPtrArray) moves = g_ptr_array_new_with_free_func ((GDestroyNotify) json_object_unref);
      g_autoptr(TmRecord) changed = NULL;
      g_autoptr(TmRecord) old_reading = NULL;
      g_autoptr(TmGame) game = NULL;
      guint at = (guint) g_rand_int_range (rand, 0, (int) n + 1);

      for (guint k = 0; k < n; k++)
        g_ptr_array_add (moves, k == at ? change (tm_record_get_move (base, k), rand)
                                        : json_object_ref (tm_record_get_move (base, k)));
      /* At the end: a move after the last, refused as the game is over. */
      if (at == n)
        g_ptr_array_add (moves, json_object_ref (tm_record_get_move (base, n - 1)));
      changed = tm_record_copy_with_moves (base, moves);
      tm_test_assert_replay_as_json (changed, G_MAXUINT, check);
      old_reading = tm_test_record_under (changed, old_rules);
      tm_test_assert_replay_as_json (old_reading, G_MAXUINT, check);

      game = tm_record_replay (changed, G_MAXUINT, NULL, NULL, NULL);
      refused += tm_game_get_n_moves (game) < tm_record_get_n_moves (changed);
    }
  /* Most changes break a rule; some hold (a player given as the one
   * whose turn it is). */
  g_assert_cmpuint (refused, >, n_changed / 2);
  g_assert_cmpuint (refused, <, n_changed);
}

/* Undo, then a new move: the moves kept from the old one are not read
 * again; redo: they are. */
static inline void
tm_test_replay_undo_and_new_move (TmRecord          *record,
                                  TmTestReplayCheck  check,
                                  GRand             *rand)
{
  guint n = tm_record_get_n_moves (record);
  guint back = (guint) g_rand_int_range (rand, 1, (int) MIN (n, 40));
  g_autoptr(TmGame) game = NULL;
  g_autoptr(GPtrArray) legal = NULL;
  g_autoptr(GError) error = NULL;
  JsonObject *old_move;
  JsonObject *new_move = NULL;

  tm_test_assert_replay_as_json (record, G_MAXUINT, check);
  old_move = tm_record_get_move (record, n - back);
  for (guint k = 0; k < back; k++)
    g_assert_true (tm_record_undo (record));
  tm_test_assert_replay_as_json (record, G_MAXUINT, check);
  g_assert_true (tm_record_redo (record));
  tm_test_assert_replay_as_json (record, G_MAXUINT, check);
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
    return;
  tm_record_play (record, game, new_move, &error);
  g_assert_no_error (error);
  g_assert_false (tm_record_can_redo (record));
  tm_test_assert_replay_as_json (record, G_MAXUINT, check);
}

/* A random record of the game tested; @index (0, 1, 2 …) may choose its
 * kind (a player count, a reading, options). */
typedef TmRecord *(*TmTestRandomRecord) (guint  index,
                                         GRand *rand);

/* tm_test_replay_undo_and_new_move() on @n_records random records. */
static inline void
tm_test_replay_undo_and_new_moves (TmTestRandomRecord  random_record,
                                   guint               n_records,
                                   TmTestReplayCheck   check,
                                   GRand              *rand)
{
  for (guint i = 0; i < n_records; i++)
    {
      g_autoptr(TmRecord) record = random_record (i, rand);

      tm_test_replay_undo_and_new_move (record, check, rand);
    }
}
