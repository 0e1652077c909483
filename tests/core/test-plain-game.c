/* test-plain-game.c — the TmGame plumbing every game shares (tm-plain-game)
 *
 * For each playable game: a copy is the same position and independent of
 * the original, a refused move changes nothing, and the legal moves are
 * moves the game accepts.  A member a move does not have is refused by
 * name.  Psi Conjuring's copies keep their catalogue.  The round a game
 * tells (tm_game_get_round(), which the history asks of every game) is
 * its serialized state's "round", in every position of a whole game.
 */
#include "core/tm-game.h"
#include "core/tm-rules-error.h"
#include "core/tm-registry.h"
#include "games/psi-conjuring/rules/tm-psi-catalogue.h"
#include "games/psi-conjuring/rules/tm-psi-game.h"
#include "core-test-programs.h"

static char *
state_text (TmGame *game)
{
  g_autoptr(JsonNode) node = tm_game_serialize_state (game);

  return json_to_string (node, FALSE);
}

/* Plays the first legal move @n times (fewer when the game ends). */
static void
play_first_moves (TmGame *game,
                  guint   n)
{
  for (guint i = 0; i < n && !tm_game_is_finished (game); i++)
    {
      g_autoptr(GPtrArray) moves = tm_game_list_legal_moves (game);
      g_autoptr(GError) error = NULL;

      g_assert_cmpuint (moves->len, >, 0);
      g_assert_true (tm_game_apply_move (game, g_ptr_array_index (moves, 0), &error));
      g_assert_no_error (error);
    }
}

/* Every legal move of the first few positions, with a misspelt member
 * added: refused as no move of the game, the member named, the
 * position unchanged; without it, accepted. */
static void
test_unknown_member (gconstpointer data)
{
  const TmGameInfo *info = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = tm_registry_create_game (info->id, MAX (2, info->min_players), NULL, &error);

  g_assert_no_error (error);
  for (guint step = 0; step < 4 && !tm_game_is_finished (game); step++)
    {
      g_autoptr(GPtrArray) moves = tm_game_list_legal_moves (game);
      g_autoptr(JsonObject) typo = json_object_new ();
      g_autofree char *before = state_text (game);
      g_autofree char *after = NULL;
      JsonObject *move;
      g_autoptr(GList) members = NULL;

      g_assert_cmpuint (moves->len, >, 0);
      move = g_ptr_array_index (moves, moves->len / 2);
      members = json_object_get_members (move);
      for (GList *l = members; l != NULL; l = l->next)
        json_object_set_member (typo, l->data, json_node_copy (json_object_get_member (move, l->data)));
      json_object_set_int_member (typo, "playr", 0);

      g_assert_false (tm_game_apply_move (game, typo, &error));
      g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
      g_assert_nonnull (strstr (error->message, "“playr”"));
      g_assert_cmpstr (tm_game_get_error_rule (game, error), ==, "invalid-move");
      g_clear_error (&error);
      after = state_text (game);
      g_assert_cmpstr (after, ==, before);

      g_assert_true (tm_game_apply_move (game, move, &error));
      g_assert_no_error (error);
    }
}

/* The "round" member of @game's serialized state, as tm_game_get_round()
 * reports it. */
static gboolean
state_round (TmGame *game,
             gint64 *round)
{
  g_autoptr(JsonNode) node = tm_game_serialize_state (game);
  JsonObject *object = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  JsonNode *member = object != NULL ? json_object_get_member (object, "round") : NULL;

  if (member == NULL || !JSON_NODE_HOLDS_VALUE (member)
      || json_node_get_value_type (member) != G_TYPE_INT64)
    return FALSE;
  *round = json_node_get_int (member);
  return TRUE;
}

static void
test_round (gconstpointer data)
{
  const TmGameInfo *info = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = tm_registry_create_game (info->id, MAX (2, info->min_players), NULL, &error);
  guint n_positions = 0;

  g_assert_no_error (error);
  /* The first legal move each time: a whole game, bounded in case the
   * first moves never end it. */
  for (guint step = 0; step < 500; step++)
    {
      gint64 told = -1, expected = -1;
      gboolean has = state_round (game, &expected);

      g_assert_cmpint (tm_game_get_round (game, &told), ==, has);
      if (has)
        g_assert_cmpint (told, ==, expected);
      n_positions++;
      if (tm_game_is_finished (game))
        break;
      play_first_moves (game, 1);
    }
  g_assert_cmpuint (n_positions, >, 1);
}

static void
test_copy (gconstpointer data)
{
  const TmGameInfo *info = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = tm_registry_create_game (info->id, MAX (2, info->min_players), NULL, &error);
  g_autoptr(TmGame) copy = NULL;
  g_autoptr(GPtrArray) moves = NULL;
  g_autofree char *before = NULL;
  g_autofree char *copied = NULL;
  g_autofree char *after = NULL;
  g_autofree char *moved = NULL;

  g_assert_no_error (error);
  play_first_moves (game, 3);
  before = state_text (game);

  copy = tm_game_copy (game);
  g_assert_true (G_OBJECT_TYPE (copy) == G_OBJECT_TYPE (game));
  g_assert_cmpuint (tm_game_get_n_moves (copy), ==, tm_game_get_n_moves (game));
  copied = state_text (copy);
  g_assert_cmpstr (copied, ==, before);

  /* A move on the copy leaves the original as it was. */
  moves = tm_game_list_legal_moves (copy);
  g_assert_cmpuint (moves->len, >, 0);
  g_assert_true (tm_game_apply_move (copy, g_ptr_array_index (moves, moves->len - 1), &error));
  g_assert_no_error (error);
  moved = state_text (copy);
  g_assert_cmpstr (moved, !=, before);
  after = state_text (game);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (tm_game_get_n_moves (copy), ==, tm_game_get_n_moves (game) + 1);
}

static void
test_refused (gconstpointer data)
{
  const TmGameInfo *info = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = tm_registry_create_game (info->id, MAX (2, info->min_players), NULL, &error);
  g_autoptr(JsonObject) nonsense = json_object_new ();
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  g_assert_no_error (error);
  play_first_moves (game, 2);
  before = state_text (game);

  json_object_set_string_member (nonsense, "type", "no-such-move");
  g_assert_false (tm_game_apply_move (game, nonsense, &error));
  g_assert_nonnull (error);
  after = state_text (game);
  g_assert_cmpstr (after, ==, before);
}

/* Every listed move is accepted by a copy of the position. */
static void
test_legal_accepted (gconstpointer data)
{
  const TmGameInfo *info = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = tm_registry_create_game (info->id, MAX (2, info->min_players), NULL, &error);
  g_autoptr(GPtrArray) moves = NULL;

  g_assert_no_error (error);
  play_first_moves (game, 1);
  moves = tm_game_list_legal_moves (game);
  g_assert_cmpuint (moves->len, >, 0);
  for (guint i = 0; i < moves->len; i++)
    {
      g_autoptr(TmGame) copy = tm_game_copy (game);

      if (!tm_game_apply_move (copy, g_ptr_array_index (moves, i), &error))
        g_error ("%s: listed move %u refused: %s", info->id, i, error->message);
    }
}

/* The byte copy shares the catalogue and holds a reference of its own. */
static void
test_psi_catalogue (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = tm_registry_create_game ("psi-conjuring", 2, NULL, &error);
  g_autoptr(TmPsiCatalogue) catalogue = tm_psi_catalogue_new ();
  g_autoptr(TmGame) copy = NULL;
  GWeakRef weak;

  g_assert_no_error (error);
  tm_psi_game_set_catalogue (TM_PSI_GAME (game), catalogue);
  copy = tm_game_copy (game);
  g_assert_true (tm_psi_game_get_catalogue (TM_PSI_GAME (copy)) == catalogue);

  g_weak_ref_init (&weak, catalogue);
  g_clear_object (&catalogue);
  g_clear_object (&game);
  /* Still held by the copy alone. */
  {
    g_autoptr(TmPsiCatalogue) held = g_weak_ref_get (&weak);

    g_assert_nonnull (held);
    g_assert_true (tm_psi_game_get_catalogue (TM_PSI_GAME (copy)) == held);
  }
  g_clear_object (&copy);
  {
    g_autoptr(TmPsiCatalogue) gone = g_weak_ref_get (&weak);

    g_assert_null (gone);
  }
  g_weak_ref_clear (&weak);
}

int
test_plain_game_main (int   argc,
                      char *argv[])
{
  const TmGameInfo *games;
  guint n_games;

  g_test_init (&argc, &argv, NULL);

  games = tm_registry_get_games (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      g_autofree char *copy = g_strdup_printf ("/plain-game/%s/copy", games[i].id);
      g_autofree char *refused = g_strdup_printf ("/plain-game/%s/refused", games[i].id);
      g_autofree char *legal = g_strdup_printf ("/plain-game/%s/legal-accepted", games[i].id);
      g_autofree char *member = g_strdup_printf ("/plain-game/%s/unknown-member", games[i].id);
      g_autofree char *round = g_strdup_printf ("/plain-game/%s/round", games[i].id);

      if (!tm_game_info_is_playable (&games[i]))
        continue;
      g_test_add_data_func (copy, &games[i], test_copy);
      g_test_add_data_func (refused, &games[i], test_refused);
      g_test_add_data_func (legal, &games[i], test_legal_accepted);
      g_test_add_data_func (member, &games[i], test_unknown_member);
      g_test_add_data_func (round, &games[i], test_round);
    }
  g_test_add_func ("/plain-game/psi-conjuring/catalogue", test_psi_catalogue);
  return g_test_run ();
}
