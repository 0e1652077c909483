/* test-game-pages.c — the table of game pages (tm-game-pages.c)
 *
 * No window: only the lookup and each entry's setup steps, which need
 * no display.
 */
#include "config.h"

#include "app/tm-game-pages.h"
#include "core/tm-registry.h"

static void
test_lookup (void)
{
  const TmGamePageInfo *info = tm_game_pages_lookup ("children-of-the-sun");

  g_assert_nonnull (info);
  g_assert_cmpstr (info->game_id, ==, "children-of-the-sun");
  g_assert_nonnull (info->new_page);
  g_assert_true (tm_game_pages_can_show ("children-of-the-sun"));

  /* Every game of the registry has a page now; unknown ids have none. */
  g_assert_nonnull (tm_game_pages_lookup ("tsuki-no-utena"));
  g_assert_nonnull (tm_game_pages_lookup ("tsuki-no-utena")->create_options);
  g_assert_true (tm_game_pages_can_show ("tsuki-no-utena"));
  g_assert_nonnull (tm_game_pages_lookup ("psi-conjuring"));
  g_assert_true (tm_game_pages_can_show ("psi-conjuring"));
  g_assert_nonnull (tm_game_pages_lookup ("planetary-sisters"));
  g_assert_nonnull (tm_game_pages_lookup ("planetary-sisters")->create_options);
  g_assert_true (tm_game_pages_can_show ("planetary-sisters"));
  g_assert_null (tm_game_pages_lookup (""));
  g_assert_null (tm_game_pages_lookup ("no-such-game"));
  g_assert_false (tm_game_pages_can_show ("no-such-game"));
}

/* Every entry names a playable game of the registry, once, and its
 * setup has steps with titles for every player count the game allows. */
static void
test_entries (void)
{
  static const char * const names[] = { "Aoi", "Mio", "Kei", "Ren", "Sora", "Yui", NULL };
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  const TmGamePageInfo *pages;
  guint n_pages;

  pages = tm_game_pages_get_all (&n_pages);
  g_assert_cmpuint (n_pages, >, 0);
  for (guint i = 0; i < n_pages; i++)
    {
      const TmGamePageInfo *page = &pages[i];
      const TmGameInfo *game = tm_registry_lookup (page->game_id);

      g_test_message ("%s", page->game_id);
      g_assert_true (tm_game_info_is_playable (game));
      g_assert_true (g_hash_table_add (seen, (gpointer) page->game_id));
      g_assert_true (tm_game_pages_lookup (page->game_id) == page);
      g_assert_nonnull (page->new_page);
      if (page->setup_steps == NULL)
        continue;
      for (guint n = game->min_players; n <= game->max_players; n++)
        {
          g_auto(GStrv) players = g_new0 (char *, n + 1);
          g_autoptr(GPtrArray) steps = NULL;

          for (guint p = 0; p < n; p++)
            players[p] = g_strdup (names[p]);
          steps = page->setup_steps (n, (const char * const *) players);
          g_assert_nonnull (steps);
          g_assert_cmpuint (steps->len, >, 0);
          for (guint s = 0; s < steps->len; s++)
            {
              TmSetupStep *step = g_ptr_array_index (steps, s);

              g_assert_nonnull (step->title);
              g_assert_cmpstr (step->title, !=, "");
            }
        }
    }
}

/* Children of the Sun: the manual's six steps, with the names in them. */
static void
test_cots_setup (void)
{
  const char * const players[] = { "Aoi", "Mio", NULL };
  const TmGamePageInfo *info = tm_game_pages_lookup ("children-of-the-sun");
  g_autoptr(GPtrArray) steps = info->setup_steps (2, players);
  TmSetupStep *first;

  g_assert_cmpuint (steps->len, ==, 6);
  first = g_ptr_array_index (steps, 0);
  g_assert_cmpstr (first->title, ==, "Aoi shuffles the 32 cards face down, Mio cuts them");
  g_assert_cmpstr (first->subtitle, ==, "The deck goes on Aoi’s left, in reach of both.");
  g_assert_cmpstr (info->seat_notes[0], ==, "white markers");
  g_assert_cmpstr (info->seat_notes[1], ==, "black markers");
  g_assert_null (info->seat_notes[2]);
}

static void
test_setup_step (void)
{
  g_autoptr(TmSetupStep) step = tm_setup_step_new ("Title", NULL);

  g_assert_cmpstr (step->title, ==, "Title");
  g_assert_null (step->subtitle);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game-pages/lookup", test_lookup);
  g_test_add_func ("/game-pages/entries", test_entries);
  g_test_add_func ("/game-pages/cots-setup", test_cots_setup);
  g_test_add_func ("/game-pages/setup-step", test_setup_step);

  return g_test_run ();
}
