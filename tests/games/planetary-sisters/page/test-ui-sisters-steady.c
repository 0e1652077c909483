/* test-ui-sisters-steady.c — the Planetary Sisters page offers only what is
 * legal, and nothing moves under the pointer (issues #18, #19, #20)
 *
 * In a real window (Xvfb in `meson test`):
 *  - steady: the 3-player record's set-up and first rounds are clicked,
 *    at 1280 × 800 and at 360 × 720, each card in view before it is
 *    clicked (the next step in view); every sensitive clickable widget in view
 *    keeps its place and size from the first field card to the end of
 *    the rounds, and when a refusal is shown and hidden;
 *  - legal: random legal games of 2, 3 and 4 players played into the
 *    page; at every position the enabled ranks and field cards are
 *    exactly what the legal moves allow, in both steps of a turn;
 *  - words: through a whole game, no label, tooltip, card name or toast
 *    on the page shows notation, and players are named;
 *  - tab-stops: the focus never stops on a flow box's wrapper, and
 *    starts on the first card that can be chosen;
 *  - keyboard: the 2-player record's whole game entered with real key
 *    presses alone (XTEST: Tab, Shift+Tab, Space), no click.
 * It also writes the clicks per move of the scripted game to the test
 * log (bench/clicks-sisters.txt holds them).
 */
#include "config.h"

#include <adwaita.h>
#include <gdk/x11/gdkx.h>
#include <glib/gstdio.h>

#include "ui-test-util.h"
#include "ui-test-programs.h"

#include "games/planetary-sisters/page/tm-sisters-card-view.h"
#include "games/planetary-sisters/page/tm-sisters-page.h"
#include "games/planetary-sisters/rules/tm-sisters-text.h"

typedef struct
{
  GtkWidget *widget;
  graphene_rect_t bounds;
} Place;

static TmSistersPage *
new_page (const char * const *players,
          JsonObject         *options,
          int                 width,
          int                 height,
          GtkWindow         **window)
{
  g_autoptr(TmRecord) record = tm_record_new ("planetary-sisters", players, options);
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = tm_record_create_game (record, &error);
  TmSistersPage *page;

  g_assert_no_error (error);
  page = tm_sisters_page_new (record, TM_SISTERS_GAME (game));
  *window = ui_present_in_window (GTK_WIDGET (page), width, height);
  return page;
}

static const TmSistersState *
state_of (TmSistersPage *page)
{
  return tm_sisters_game_get_state (tm_sisters_page_get_game (page));
}

static void
collect (GtkWidget *widget,
         GtkWidget *window,
         GArray    *places)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_get_mapped (child))
        continue;
      if ((GTK_IS_BUTTON (child) || GTK_IS_DROP_DOWN (child))
          && gtk_widget_is_sensitive (child) && gtk_widget_get_can_target (child))
        {
          Place place = { child, GRAPHENE_RECT_INIT (0, 0, 0, 0) };

          g_assert_true (gtk_widget_compute_bounds (child, window, &place.bounds));
          /* In view: inside the window. */
          if (place.bounds.origin.y + place.bounds.size.height > 0
              && place.bounds.origin.y < gtk_widget_get_height (window))
            g_array_append_val (places, place);
        }
      collect (child, window, places);
    }
}

static gboolean
count_tick (GtkWidget     *widget,
            GdkFrameClock *clock,
            gpointer       data)
{
  guint *ticks = data;

  (*ticks)++;
  return *ticks < 3 ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

static gboolean
ticked (gpointer data)
{
  return *(guint *) data >= 3;
}

/* Until the window has been laid out and drawn after what was done: the
 * third frame tick comes after two whole frames. */
static void
wait_frames (GtkWidget *widget)
{
  guint ticks = 0;

  gtk_widget_add_tick_callback (widget, count_tick, &ticks, NULL);
  g_assert_true (ui_wait_for (ticked, &ticks));
  ui_spin ();
}

/* Every sensitive clickable widget in view, with its bounds in the window. */
static GArray *
clickables (TmSistersPage *page)
{
  GArray *places = g_array_new (FALSE, FALSE, sizeof (Place));
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (page)));

  wait_frames (GTK_WIDGET (page));
  collect (GTK_WIDGET (page), window, places);
  return places;
}

/* No widget clickable in both @before and @after moved or changed size. */
static void
assert_steady (GArray     *before,
               GArray     *after,
               const char *what)
{
  guint compared = 0;

  for (guint i = 0; i < before->len; i++)
    for (guint j = 0; j < after->len; j++)
      {
        Place *a = &g_array_index (before, Place, i), *b = &g_array_index (after, Place, j);

        if (a->widget != b->widget)
          continue;
        compared++;
        if (!graphene_rect_equal (&a->bounds, &b->bounds))
          g_error ("%s: a %s (in a %s, “%s”) moved from %g,%g %g×%g to %g,%g %g×%g", what,
                   G_OBJECT_TYPE_NAME (a->widget), G_OBJECT_TYPE_NAME (gtk_widget_get_parent (a->widget)),
                   GTK_IS_BUTTON (a->widget) && gtk_button_get_label (GTK_BUTTON (a->widget)) != NULL
                   ? gtk_button_get_label (GTK_BUTTON (a->widget)) : "",
                   a->bounds.origin.x, a->bounds.origin.y, a->bounds.size.width, a->bounds.size.height,
                   b->bounds.origin.x, b->bounds.origin.y, b->bounds.size.width, b->bounds.size.height);
      }
  g_assert_cmpuint (compared, >, 0);
}

static void
click (GtkWidget *button)
{
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_mapped (button));
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
}

/* Steady ------------------------------------------------------------------------ */

/* The next step is in view: @widget lies inside the window, whole. */
static void
assert_in_view (GtkWidget *widget)
{
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (widget));
  graphene_rect_t bounds;

  wait_frames (widget);
  g_assert_true (gtk_widget_compute_bounds (widget, window, &bounds));
  if (bounds.origin.y < 0 || bounds.origin.y + bounds.size.height > gtk_widget_get_height (window))
    g_error ("the next step is out of view: %g to %g in a window %d high", bounds.origin.y,
             bounds.origin.y + bounds.size.height, gtk_widget_get_height (window));
}

static void
check_steady (int width,
              int height)
{
  const char *players[] = { "Aoi", "Mio", "Ren", NULL };
  g_autoptr(TmRecord) source = ui_load_record ("sisters-3p.json");
  g_autoptr(GArray) first = NULL;
  GtkWindow *window;
  TmSistersPage *page = new_page (players, NULL, width, height, &window);
  JsonObject *field = tm_record_get_move (source, 0);
  JsonArray *cards = json_object_get_array_member (field, "cards");
  guint clicks = 0;

  /* The set-up: the first parent, then each field card.  The ranks stay
   * where they are from the first field card to the last turn of the
   * rounds played here. */
  gtk_drop_down_set_selected (tm_sisters_page_get_parent_drop_down (page),
                              (guint) json_object_get_int_member (field, "parent"));
  first = clickables (page);
  for (guint i = 0; i < json_array_get_length (cards); i++)
    {
      g_autoptr(GArray) now = NULL;

      assert_in_view (tm_sisters_page_get_rank_button (page, (int) json_array_get_int_element (cards, i)));
      click (tm_sisters_page_get_rank_button (page, (int) json_array_get_int_element (cards, i)));
      now = clickables (page);
      assert_steady (first, now, "a field card dealt");
      clicks++;
    }
  g_assert_cmpint (state_of (page)->phase, ==, TM_SISTERS_PHASE_ROUND);
  g_test_message ("field: %u cards, %u clicks", json_array_get_length (cards), clicks);

  /* Three rounds of turns: used, then taken. */
  for (guint m = 1; m < 10; m++)
    {
      JsonObject *turn = tm_record_get_move (source, m);
      g_autoptr(GArray) before = clickables (page);
      g_autoptr(GArray) between = NULL;
      g_autoptr(GArray) after = NULL;

      g_assert_cmpstr (json_object_get_string_member (turn, "type"), ==, "turn");
      assert_in_view (tm_sisters_page_get_rank_button (page, (int) json_object_get_int_member (turn, "used")));
      click (tm_sisters_page_get_rank_button (page, (int) json_object_get_int_member (turn, "used")));
      between = clickables (page);
      ui_assert_unique_mnemonics (GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (page))), "the used card chosen");
      assert_steady (before, between, "the used card chosen");
      assert_steady (first, between, "the used card chosen (since the set-up)");
      /* Step 2: the only field cards enabled are those that can be taken. */
      assert_in_view (tm_sisters_page_get_field_button (page, (int) json_object_get_int_member (turn, "taken")));
      click (tm_sisters_page_get_field_button (page, (int) json_object_get_int_member (turn, "taken")));
      after = clickables (page);
      assert_steady (between, after, "the field card taken");
      assert_steady (first, after, "a turn played (since the set-up)");
    }
  g_assert_cmpuint (tm_game_get_n_moves (TM_GAME (tm_sisters_page_get_game (page))), ==, 3 + 9);

  /* A refusal shown, then hidden: nothing moves. */
  {
    g_autoptr(GArray) before = clickables (page);
    g_autoptr(GArray) shown = NULL;
    g_autoptr(GArray) hidden = NULL;
    JsonObject *move = json_object_new ();
    int used = 0;

    json_object_set_string_member (move, "type", "turn");
    json_object_set_int_member (move, "used", 40);
    json_object_set_int_member (move, "taken", 1);
    g_assert_false (tm_sisters_page_play (page, move));
    g_assert_cmpstr (tm_sisters_page_get_error_text (page), !=, "");
    shown = clickables (page);
    assert_steady (before, shown, "a refusal shown");
    for (int r = 1; r <= TM_SISTERS_N_RANKS && used == 0; r++)
      if (gtk_widget_is_sensitive (tm_sisters_page_get_rank_button (page, r)))
        used = r;
    click (tm_sisters_page_get_rank_button (page, used));
    g_assert_cmpstr (tm_sisters_page_get_error_text (page), ==, "");
    hidden = clickables (page);
    assert_steady (shown, hidden, "a refusal hidden");
  }

  gtk_window_destroy (window);
  ui_spin ();
}

static void
test_steady_wide (void)
{
  check_steady (1280, 800);
}

static void
test_steady_narrow (void)
{
  check_steady (360, 720);
}

/* Legal ------------------------------------------------------------------------- */

static int
get_int (JsonObject *move,
         const char *member)
{
  return json_object_has_member (move, member) ? (int) json_object_get_int_member (move, member) : -1;
}

static int
first_card (JsonObject *move)
{
  return (int) json_array_get_int_element (json_object_get_array_member (move, "cards"), 0);
}

static TmSistersCardSet
enabled_ranks (TmSistersPage *page)
{
  TmSistersCardSet set = 0;

  for (int r = 1; r <= TM_SISTERS_N_RANKS; r++)
    if (gtk_widget_is_sensitive (tm_sisters_page_get_rank_button (page, r)))
      set = tm_sisters_card_set_add (set, r);
  return set;
}

static TmSistersCardSet
enabled_field (TmSistersPage *page)
{
  GtkWidget *field = NULL;
  g_autoptr(GPtrArray) views = g_ptr_array_new ();
  TmSistersCardSet set = 0;

  ui_collect_descendants (GTK_WIDGET (page), TM_TYPE_SISTERS_CARD_VIEW, views);
  for (guint i = 0; i < views->len; i++)
    {
      field = g_ptr_array_index (views, i);
      if (gtk_widget_is_sensitive (field) && gtk_widget_get_can_target (field))
        set = tm_sisters_card_set_add (set, tm_sisters_card_view_get_rank (TM_SISTERS_CARD_VIEW (field)));
    }
  return set;
}

/* The page's offer against the legal moves of its position. */
static void
check_offer (TmSistersPage *page)
{
  const TmSistersState *state = state_of (page);
  g_autoptr(GPtrArray) moves = tm_game_list_legal_moves (TM_GAME (tm_sisters_page_get_game (page)));
  TmSistersCardSet expected = 0, used = 0;
  int reveal_player = -1;

  g_ptr_array_set_free_func (moves, (GDestroyNotify) json_object_unref);
  /* Reveals are entered player by player, from the first. */
  for (guint i = 0; i < moves->len; i++)
    if (g_str_equal (json_object_get_string_member (g_ptr_array_index (moves, i), "type"), "reveal")
        && (reveal_player < 0 || get_int (g_ptr_array_index (moves, i), "player") < reveal_player))
      reveal_player = get_int (g_ptr_array_index (moves, i), "player");
  for (guint i = 0; i < moves->len; i++)
    {
      JsonObject *move = g_ptr_array_index (moves, i);
      const char *type = json_object_get_string_member (move, "type");

      if (g_str_equal (type, "field"))
        expected = tm_sisters_card_set_add (expected, first_card (move));
      else if (g_str_equal (type, "turn"))
        used = expected = tm_sisters_card_set_add (expected, get_int (move, "used"));
      else if (g_str_equal (type, "reveal") && get_int (move, "player") == reveal_player)
        expected = tm_sisters_card_set_add (expected, first_card (move));
    }
  g_assert_cmphex (enabled_ranks (page), ==, expected);
  g_assert_cmphex (enabled_field (page), ==, 0);
  if (state->phase != TM_SISTERS_PHASE_ROUND)
    return;

  /* Step 2 for every card that can be used: exactly the field cards that
   * can be taken with it (every legal turn is reachable, nothing else). */
  for (int r = 1; r <= TM_SISTERS_N_RANKS; r++)
    {
      TmSistersCardSet taken = 0;

      if (!tm_sisters_card_set_contains (used, r))
        continue;
      for (guint i = 0; i < moves->len; i++)
        if (get_int (g_ptr_array_index (moves, i), "used") == r)
          taken = tm_sisters_card_set_add (taken, get_int (g_ptr_array_index (moves, i), "taken"));
      click (tm_sisters_page_get_rank_button (page, r));
      g_assert_cmphex (enabled_field (page), ==, taken);
      g_assert_cmphex (enabled_ranks (page), ==, used);
      click (tm_sisters_page_get_rank_button (page, r));
      g_assert_cmphex (enabled_field (page), ==, 0);
    }
}

static void
test_legal (void)
{
  const char *players[] = { "Aoi", "Mio", "Ren", "Sae", NULL };
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261126);

  for (guint n = 2; n <= 4; n++)
    {
      /* The first @n names, without copies. */
      const char *names[G_N_ELEMENTS (players)] = { NULL };
      GtkWindow *window;
      TmSistersPage *page;
      guint positions = 0;

      for (guint i = 0; i < n; i++)
        names[i] = players[i];
      page = new_page (names, NULL, 800, 800, &window);
      while (state_of (page)->phase < TM_SISTERS_PHASE_EMBLEMS)
        {
          g_autoptr(GPtrArray) moves = tm_game_list_legal_moves (TM_GAME (tm_sisters_page_get_game (page)));
          JsonObject *move;

          g_ptr_array_set_free_func (moves, (GDestroyNotify) json_object_unref);
          /* Every position of the set-up and the end, one in three of the rounds. */
          if (state_of (page)->phase != TM_SISTERS_PHASE_ROUND || g_rand_int_range (rand, 0, 3) == 0)
            {
              check_offer (page);
              positions++;
            }
          g_assert_cmpuint (moves->len, >, 0);
          move = g_ptr_array_index (moves, g_rand_int_range (rand, 0, (gint32) moves->len));
          g_assert_true (tm_sisters_page_play (page, json_object_ref (move)));
        }
      g_test_message ("%u players: %u positions checked", n, positions);
      gtk_window_destroy (window);
      ui_spin ();
    }
}

/* Words ------------------------------------------------------------------------- */

static void
assert_words (const char *text,
              const char *where)
{
  ui_assert_words (text, where);
}

static void
scan_words (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_get_mapped (child))
        continue;
      if (GTK_IS_LABEL (child))
        assert_words (gtk_label_get_text (GTK_LABEL (child)), "a label");
      assert_words (gtk_widget_get_tooltip_text (child), "a tooltip");
      if (TM_IS_SISTERS_CARD_VIEW (child))
        {
          const char *label = tm_sisters_card_view_get_label (TM_SISTERS_CARD_VIEW (child));

          /* Every card drawn has a name that says which card it is. */
          if (tm_sisters_card_view_get_rank (TM_SISTERS_CARD_VIEW (child)) > 0)
            {
              g_autofree char *rank = g_strdup_printf ("card %d", tm_sisters_card_view_get_rank (TM_SISTERS_CARD_VIEW (child)));

              g_assert_nonnull (strstr (label, rank));
            }
          assert_words (label, "a card's name");
        }
      scan_words (child);
    }
}

static void
test_words (void)
{
  const char *players[] = { "Aoi", "Mio", "Ren", NULL };
  const char *names[] = { "Aoi", "Mio", "Ren", NULL };
  g_autoptr(TmRecord) source = ui_load_record ("sisters-3p.json");
  g_autoptr(JsonObject) options = json_object_new ();
  JsonArray *kinds = json_object_get_array_member (tm_record_get_move (source, tm_record_get_n_moves (source) - 1), "kinds");
  GtkWindow *window;
  TmSistersPage *page;

  json_object_set_array_member (options, "kinds", json_array_ref (kinds));
  page = new_page (players, options, 800, 800, &window);
  scan_words (GTK_WIDGET (page));
  for (guint i = 0; i < tm_record_get_n_moves (source); i++)
    {
      JsonObject *move = tm_record_get_move (source, i);
      g_autofree char *toast = tm_game_describe_move (TM_GAME (tm_sisters_page_get_game (page)), move, names);

      /* The toast says the move in words, with a name where a player acts. */
      assert_words (toast, "a toast");
      if (g_str_equal (json_object_get_string_member (move, "type"), "turn"))
        g_assert_true (g_str_has_prefix (toast, "Aoi ") || g_str_has_prefix (toast, "Mio ")
                       || g_str_has_prefix (toast, "Ren "));
      g_assert_true (tm_sisters_page_play (page, json_object_ref (move)));
      ui_spin ();
      scan_words (GTK_WIDGET (page));
      /* Step 2 of the next turn too. */
      if (state_of (page)->phase == TM_SISTERS_PHASE_ROUND && (i % 5) == 0)
        {
          int r = 1;

          while (!gtk_widget_is_sensitive (tm_sisters_page_get_rank_button (page, r)))
            r++;
          click (tm_sisters_page_get_rank_button (page, r));
          ui_spin ();
          scan_words (GTK_WIDGET (page));
          g_assert_nonnull (strstr (tm_sisters_page_get_prompt_text (page), "Step 2 of 2"));
          click (tm_sisters_page_get_rank_button (page, r));
        }
    }
  g_assert_cmpint (state_of (page)->phase, ==, TM_SISTERS_PHASE_FINISHED);
  gtk_window_destroy (window);
  ui_spin ();
}

/* Tab stops ----------------------------------------------------------------------- */

static void
test_tab_stops (void)
{
  const char *players[] = { "Aoi", "Mio", "Ren", NULL };
  g_autoptr(TmRecord) source = ui_load_record ("sisters-3p.json");
  GtkWindow *window;
  TmSistersPage *page = new_page (players, NULL, 800, 800, &window);
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
  GtkWidget *focus;
  JsonObject *turn;
  int stops = 0;

  for (guint i = 0; i < 4; i++)
    g_assert_true (tm_sisters_page_play (page, json_object_ref (tm_record_get_move (source, i))));
  ui_spin ();

  /* The focus starts on the first card that can be used. */
  tm_game_page_focus_entry (TM_GAME_PAGE (page));
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (GTK_IS_BUTTON (focus));
  g_assert_true (gtk_widget_is_sensitive (focus));
  for (int r = 1; r <= TM_SISTERS_N_RANKS; r++)
    if (gtk_widget_is_sensitive (tm_sisters_page_get_rank_button (page, r)))
      {
        g_assert_true (focus == tm_sisters_page_get_rank_button (page, r));
        break;
      }

  /* Around the page once: no wrapper takes the focus. */
  while (!g_hash_table_contains (seen, focus) && stops < 200)
    {
      g_hash_table_add (seen, focus);
      g_assert_false (GTK_IS_FLOW_BOX_CHILD (focus));
      g_assert_true (gtk_widget_is_sensitive (focus));
      gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD);
      focus = gtk_root_get_focus (GTK_ROOT (window));
      if (focus == NULL)
        gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD);
      focus = gtk_root_get_focus (GTK_ROOT (window));
      g_assert_nonnull (focus);
      stops++;
    }
  g_test_message ("%d Tab stops", stops);

  /* Step 2 from the keyboard: the used card chosen, the focus is on the
   * first field card that can be taken. */
  turn = tm_record_get_move (source, 4);
  gtk_widget_grab_focus (tm_sisters_page_get_rank_button (page, (int) json_object_get_int_member (turn, "used")));
  click (tm_sisters_page_get_rank_button (page, (int) json_object_get_int_member (turn, "used")));
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (TM_IS_SISTERS_CARD_VIEW (focus));
  g_assert_true (gtk_widget_is_sensitive (focus));
  /* Taken: the focus goes back to a rank that can be used. */
  gtk_widget_grab_focus (tm_sisters_page_get_field_button (page, (int) json_object_get_int_member (turn, "taken")));
  click (tm_sisters_page_get_field_button (page, (int) json_object_get_int_member (turn, "taken")));
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (GTK_IS_BUTTON (focus) && !TM_IS_SISTERS_CARD_VIEW (focus));
  g_assert_true (gtk_widget_is_sensitive (focus));

  gtk_window_destroy (window);
  ui_spin ();
}

/* Keyboard ---------------------------------------------------------------------- */

typedef struct
{
  TmSistersPage *page;
  guint n_moves;
  GtkWidget *focus;
} KeyWait;

static gboolean
moves_reached (gpointer data)
{
  KeyWait *wait = data;

  return tm_game_get_n_moves (TM_GAME (tm_sisters_page_get_game (wait->page))) >= wait->n_moves;
}

static gboolean
focus_reached (gpointer data)
{
  KeyWait *wait = data;

  return gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (wait->page))) == wait->focus;
}

/* Real key presses, through the X server (XTEST). */
static void
press_keys (TmSistersPage *page,
            GPtrArray     *keys)
{
  if (keys->len == 0)
    return;
  g_ptr_array_add (keys, NULL);
  ui_send_real_keys (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (page))),
                     (const char * const *) keys->pdata);
  g_ptr_array_remove_index (keys, keys->len - 1);
}

/* The widgets the focus visits with Tab, in order: the sensitive ranks,
 * or the field cards that can be taken. */
static GPtrArray *
stops (TmSistersPage *page,
       gboolean       field)
{
  GPtrArray *found = g_ptr_array_new ();

  for (int r = 1; r <= TM_SISTERS_N_RANKS; r++)
    {
      GtkWidget *w = field ? tm_sisters_page_get_field_button (page, r) : tm_sisters_page_get_rank_button (page, r);

      if (w != NULL && gtk_widget_is_sensitive (w) && gtk_widget_get_mapped (w))
        g_ptr_array_add (found, w);
    }
  return found;
}

/* From the focus to @target with Tab or Shift+Tab (among @field cards or
 * the ranks), then Space; waits for the move count to reach @n_moves, or
 * for the focus to reach the field when @n_moves is 0. */
static guint
key_choose (TmSistersPage *page,
            gboolean       field,
            GtkWidget     *target,
            guint          n_moves)
{
  g_autoptr(GPtrArray) order = stops (page, field);
  g_autoptr(GPtrArray) keys = g_ptr_array_new ();
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (page)));
  guint from = 0, to = 0;
  KeyWait wait = { page, n_moves, NULL };

  g_assert_true (g_ptr_array_find (order, focus, &from));
  g_assert_true (g_ptr_array_find (order, target, &to));
  for (guint i = from; i < to; i++)
    g_ptr_array_add (keys, (gpointer) "Tab");
  for (guint i = to; i < from; i++)
    g_ptr_array_add (keys, (gpointer) "shift+Tab");
  press_keys (page, keys);
  wait.focus = target;
  g_assert_true (ui_wait_for (focus_reached, &wait));
  g_ptr_array_set_size (keys, 0);
  g_ptr_array_add (keys, (gpointer) "space");
  press_keys (page, keys);
  if (n_moves > 0)
    g_assert_true (ui_wait_for (moves_reached, &wait));
  return (guint) ABS ((int) to - (int) from) + 1;
}

static gboolean
field_focused (gpointer data)
{
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (data));

  return TM_IS_SISTERS_CARD_VIEW (focus);
}

static void
test_keyboard (void)
{
  const char *players[] = { "Aoi", "Mio", NULL };
  g_autoptr(TmRecord) source = ui_load_record ("sisters-2p.json");
  GtkWindow *window;
  TmSistersPage *page = new_page (players, tm_record_get_options (source), 800, 800, &window);
  guint n_moves = 0, keys = 0;

  if (!ui_real_keys_begin (window))
    {
      gtk_window_destroy (window);
      g_test_skip ("real key presses need X11 and XTEST");
      return;
    }
  tm_game_page_focus_entry (TM_GAME_PAGE (page));

  for (guint m = 0; m < tm_record_get_n_moves (source); m++)
    {
      JsonObject *move = tm_record_get_move (source, m);
      const char *type = json_object_get_string_member (move, "type");

      if (g_str_equal (type, "turn"))
        {
          keys += key_choose (page, FALSE, tm_sisters_page_get_rank_button (page, (int) json_object_get_int_member (move, "used")), 0);
          /* Step 2: the focus is on the first field card that can be taken. */
          g_assert_true (ui_wait_for (field_focused, page));
          keys += key_choose (page, TRUE, tm_sisters_page_get_field_button (page, (int) json_object_get_int_member (move, "taken")),
                              ++n_moves);
        }
      else
        {
          JsonArray *cards = json_object_get_array_member (move, "cards");

          /* The field dealt or a hand revealed, one card at a time. */
          for (guint i = 0; i < json_array_get_length (cards); i++)
            keys += key_choose (page, FALSE, tm_sisters_page_get_rank_button (page, (int) json_array_get_int_element (cards, i)),
                                ++n_moves);
        }
    }
  g_test_message ("%u moves entered with %u key presses", n_moves, keys);
  g_assert_cmpint (state_of (page)->phase, ==, TM_SISTERS_PHASE_FINISHED);
  g_assert_cmpstr (tm_sisters_page_get_status_text (page), ==, "Mio wins with 205 points.");
  gtk_window_destroy (window);
  ui_spin ();
}

int
test_ui_sisters_steady_main (int   argc,
                             char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ui/sisters-steady/steady-wide", test_steady_wide);
  g_test_add_func ("/ui/sisters-steady/steady-narrow", test_steady_narrow);
  g_test_add_func ("/ui/sisters-steady/legal", test_legal);
  g_test_add_func ("/ui/sisters-steady/words", test_words);
  g_test_add_func ("/ui/sisters-steady/tab-stops", test_tab_stops);
  g_test_add_func ("/ui/sisters-steady/keyboard", test_keyboard);
  return g_test_run ();
}
