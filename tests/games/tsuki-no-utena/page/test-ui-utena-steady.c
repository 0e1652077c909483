/* test-ui-utena-steady.c — whole Tsuki no Utena games clicked through the
 * page at 960 × 720 and 800 × 560 (issue #25)
 *
 * In a real window (Xvfb in `meson test`), games of 2 and 4 players and
 * solo are played to their end with seeded random legal moves, every
 * step a click on a control the players see: a card of a list, or "New
 * Card…", its icons and "Use This Card"; the icons a desire card covers;
 * a plan or reinforcement button; the pair card that goes and the card
 * that comes; the move's last button.  The 4-player game knows no card
 * (every card is composed by its icons); the others know the box, so the
 * lists offer it.
 *
 * At every click:
 *  - the control is in view without scrolling: inside the window and
 *    inside the part of its column shown;
 *  - a real click on "Play the Pair" greyed out says why in the status
 *    line (once a game);
 *  - no control that can be clicked moved, in the window's coordinates,
 *    since the first click of the move (0 px);
 * and after every move exactly one toast is shown, naming the move as
 * the page's "last move" does.
 */
#include "config.h"

#include <glib/gstdio.h>

#include "games/tsuki-no-utena/page/tm-utena-card-view.h"
#include "games/tsuki-no-utena/page/tm-utena-page.h"
#include "games/tsuki-no-utena/rules/tm-utena-catalogue.h"
#include "games/tsuki-no-utena/rules/tm-utena-icons.h"

#include "widgets/tm-why-disabled.h"
#include "ui-test-util.h"
#include "ui-test-programs.h"
#include "utena-ui-util.h"
#include "../rules/utena-test-util.h"

#define MAX_MOVES 60

typedef struct
{
  GtkWindow *window;
  TmUtenaPage *page;
  GtkWidget *overlay;
  GHashTable *steady;    /* the controls at the first click of the move */
  guint clicks;
  gboolean said_why;
} Game;

/* In view --------------------------------------------------------------------- */

/* @widget lies whole inside the window, and inside the part of its
 * scrolled column shown now: the players see it without scrolling. */
static void
assert_in_view (Game       *game,
                GtkWidget  *widget,
                const char *what)
{
  GtkWidget *window = GTK_WIDGET (game->window);
  GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t in_window, in_scroller;

  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_compute_bounds (widget, window, &in_window));
  if (in_window.origin.y < 0 || in_window.origin.x < 0
      || in_window.origin.y + in_window.size.height > gtk_widget_get_height (window)
      || in_window.origin.x + in_window.size.width > gtk_widget_get_width (window))
    g_error ("%s is out of the window: %g,%g %g×%g in %d×%d", what,
             in_window.origin.x, in_window.origin.y, in_window.size.width, in_window.size.height,
             gtk_widget_get_width (window), gtk_widget_get_height (window));
  g_assert_nonnull (scroller);
  g_assert_true (gtk_widget_compute_bounds (widget, scroller, &in_scroller));
  if (in_scroller.origin.y < 0 || in_scroller.origin.y + in_scroller.size.height > gtk_widget_get_height (scroller))
    g_error ("%s is out of view in its column: %g to %g of %d", what, in_scroller.origin.y,
             in_scroller.origin.y + in_scroller.size.height, gtk_widget_get_height (scroller));
  /* Nor under the last move's toast. */
  for (GtkWidget *child = gtk_widget_get_first_child (game->overlay); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      graphene_rect_t toast;

      if (g_str_equal (G_OBJECT_TYPE_NAME (child), "AdwToastWidget") && gtk_widget_get_mapped (child)
          && gtk_widget_compute_bounds (child, window, &toast)
          && graphene_rect_intersection (&toast, &in_window, NULL))
        g_error ("%s is under a toast: %g,%g %g×%g", what, in_window.origin.x, in_window.origin.y,
                 in_window.size.width, in_window.size.height);
    }
}

/* Clicks ------------------------------------------------------------------------ */

/* Before a click: in view, and nothing moved since the move's first click. */
static void
before_click (Game       *game,
              GtkWidget  *widget,
              const char *what)
{
  /* In the page's coordinates: a column scrolled is a control moved. */
  if (game->steady == NULL)
    game->steady = ui_record_clickable_bounds (GTK_WIDGET (game->page));
  else
    ui_assert_clickables_stayed (game->steady, GTK_WIDGET (game->page), what);
  assert_in_view (game, widget, what);
  game->clicks++;
}

static void
click (Game       *game,
       GtkWidget  *button,
       const char *what)
{
  g_assert_nonnull (button);
  before_click (game, button, what);
  ui_click (button);
}

/* The name of the picker's toggle for icon @bit (tm-utena-card-picker.c). */
static char *
toggle_name (TmUtenaKind kind,
             guint       bit)
{
  g_autofree char *text = NULL;

  if (kind == TM_UTENA_KIND_DESIRE)
    return g_strdup_printf ("icon-%s", tm_utena_cell_to_string ((TmUtenaCell) bit));
  text = tm_utena_card_to_string (1u << bit);
  return g_strdup_printf ("icon-%.*s", (int) strlen (text) - 2, text + 1);
}

/* Whether @widget is inside the part of its scrolled window shown. */
static gboolean
shown_in_scroller (GtkWidget *widget)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t bounds;

  ui_wait_frames (widget);
  return gtk_widget_compute_bounds (widget, scroller, &bounds)
         && bounds.origin.y >= 0 && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (scroller);
}

/* Chooses @card in @picker: in its list when it is there in view (a
 * long list scrolls in its own box), otherwise by its icons. */
static void
choose_card (Game              *game,
             TmUtenaCardPicker *picker,
             TmUtenaKind        kind,
             guint32            card)
{
  GtkFlowBoxChild *child = find_listed (picker, card);

  if (child != NULL && gtk_widget_get_mapped (GTK_WIDGET (child)) && shown_in_scroller (GTK_WIDGET (child)))
    {
      before_click (game, GTK_WIDGET (child), "a card of the list");
      g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (child)));
      g_signal_emit_by_name (child, "activate");
      ui_spin ();
      return;
    }
  click (game, ui_find_descendant (GTK_WIDGET (picker), GTK_TYPE_BUTTON, "new-card-button"), "New Card…");
  for (guint bit = 0; bit < 32; bit++)
    if ((card & (1u << bit)) != 0)
      {
        g_autofree char *name = toggle_name (kind, bit);
        GtkWidget *toggle = ui_find_descendant (GTK_WIDGET (picker), GTK_TYPE_TOGGLE_BUTTON, name);

        g_assert_nonnull (toggle);
        click (game, toggle, name);
        g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (toggle)));
      }
  click (game, ui_find_descendant (GTK_WIDGET (picker), GTK_TYPE_BUTTON, "compose-confirm"), "Use This Card");
}

/* The hand's cards are behind an expander, opened as a player would. */
static void
open_hand (Game *game)
{
  GtkWidget *hand = GTK_WIDGET (tm_utena_page_get_picker (game->page, "hand"));
  g_autoptr(GPtrArray) expanders = g_ptr_array_new ();

  ui_collect_descendants (GTK_WIDGET (game->page), GTK_TYPE_EXPANDER, expanders);
  for (guint i = 0; i < expanders->len; i++)
    {
      GtkExpander *expander = g_ptr_array_index (expanders, i);
      GtkWidget *child = gtk_expander_get_child (expander);

      if (child == hand || (child != NULL && gtk_widget_is_ancestor (hand, child)))
        {
          /* What a click on its title does. */
          before_click (game, gtk_widget_get_first_child (GTK_WIDGET (expander)), "Cards from the hand");
          gtk_expander_set_expanded (expander, TRUE);
          ui_spin ();
          return;
        }
    }
  g_assert_not_reached ();
}

/* A real click on greyed-out @button says why in the status line (once
 * a game: it goes through the X server). */
static void
assert_says_why (Game      *game,
                 GtkWidget *button)
{
  if (game->said_why || gtk_widget_is_sensitive (button) || !ui_real_keys_begin (game->window))
    return;
  g_assert_nonnull (tm_why_disabled_get (button));
  g_assert_cmpstr (tm_utena_page_get_status_line (game->page), !=, tm_why_disabled_get (button));
  ui_real_click (game->window, button);
  g_assert_cmpstr (tm_utena_page_get_status_line (game->page), ==, tm_why_disabled_get (button));
  game->said_why = TRUE;
}

static void
enter_move (Game              *game,
            const TmUtenaMove *move)
{
  TmUtenaPage *page = game->page;
  const TmUtenaState *s = tm_utena_game_get_state (tm_utena_page_get_game (page));

  g_test_message ("a move of type %d, in phase %d", move->type, s->phase);
  switch (move->type)
    {
    case TM_UTENA_MOVE_DESIRE:
      {
        guint copies[TM_UTENA_N_CELLS] = { 0 };

        choose_card (game, tm_utena_page_get_picker (page, "desire"), TM_UTENA_KIND_DESIRE, move->desire);
        for (guint i = 0; i < move->n_hidden; i++)
          {
            GtkWidget *toggle = tm_utena_page_get_hidden_toggle (page, move->hidden[i], copies[move->hidden[i]]++);

            g_assert_nonnull (toggle);
            /* The icon the new card always covers is marked, and locked. */
            if (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (toggle)))
              continue;
            click (game, toggle, "an icon the desire card covers");
          }
        click (game, tm_utena_page_get_button (page, "lay"), "Lay the Desire Card");
      }
      break;
    case TM_UTENA_MOVE_PLAN:
      {
        g_autofree char *name = g_strdup_printf ("plan-%d", move->plan_altar);

        click (game, tm_utena_page_get_button (page, name), "a plan button");
      }
      break;
    case TM_UTENA_MOVE_REINFORCE:
      click (game, tm_utena_page_get_button (page, "reinforce"), "Reinforce");
      break;
    case TM_UTENA_MOVE_PAIR:
      assert_says_why (game, tm_utena_page_get_button (page, "play-pair"));
      choose_card (game, tm_utena_page_get_picker (page, "pair"), TM_UTENA_KIND_PRACTITIONER, move->cards[0]);
      choose_card (game, tm_utena_page_get_picker (page, "pair"), TM_UTENA_KIND_PRACTITIONER, move->cards[1]);
      click (game, tm_utena_page_get_button (page, "play-pair"), "Play the Pair");
      break;
    case TM_UTENA_MOVE_EXCHANGE:
      {
        const TmUtenaAltar *own = &s->altars[s->active];
        guint k = own->pair[0] == move->cards[0] || own->pair[0] == move->cards[1] ? 0 : 1;
        TmUtenaCard coming = move->cards[0] == own->pair[k] ? move->cards[1] : move->cards[0];
        GtkWidget *other = NULL;

        click (game, tm_utena_page_get_button (page, k == 0 ? "give-0" : "give-1"), "the pair card that goes");
        other = tm_utena_page_get_take_button (page, coming);
        if (other != NULL)
          click (game, other, "the pair card that comes");
        else
          {
            open_hand (game);
            choose_card (game, tm_utena_page_get_picker (page, "hand"), TM_UTENA_KIND_PRACTITIONER, coming);
          }
        click (game, tm_utena_page_get_button (page, "exchange"), "Exchange");
      }
      break;
    case TM_UTENA_MOVE_PASS:
    default:
      g_assert_not_reached ();
    }
}

/* Toasts ------------------------------------------------------------------------- */

/* The toasts the overlay shows now (not one fading out). */
static GPtrArray *
shown_toasts (Game *game)
{
  GPtrArray *toasts = g_ptr_array_new_with_free_func (g_object_unref);

  for (GtkWidget *child = gtk_widget_get_first_child (game->overlay); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      AdwToast *toast = NULL;

      if (!g_str_equal (G_OBJECT_TYPE_NAME (child), "AdwToastWidget") || !gtk_widget_get_can_target (child))
        continue;
      g_object_get (child, "toast", &toast, NULL);
      g_ptr_array_add (toasts, toast);
    }
  return toasts;
}

static gboolean
one_toast_named (gpointer data)
{
  Game *game = data;
  g_autoptr(GPtrArray) toasts = shown_toasts (game);

  return toasts->len == 1 && adw_toast_get_title (toasts->pdata[0]) != NULL;
}

/* One toast, naming the move just made in the players' words. */
static void
assert_move_toast (Game       *game,
                   const char *words)
{
  g_autoptr(GPtrArray) toasts = NULL;
  const TmUtenaState *s = tm_utena_game_get_state (tm_utena_page_get_game (game->page));
  g_autofree char *sentence = g_strdup_printf ("%s.", words);

  g_assert_true (ui_wait_for (one_toast_named, game));
  toasts = shown_toasts (game);
  g_assert_cmpuint (toasts->len, ==, 1);
  if (s->result == TM_UTENA_RESULT_NONE)
    g_assert_cmpstr (adw_toast_get_title (toasts->pdata[0]), ==, sentence);
  else
    g_assert_cmpstr (adw_toast_get_title (toasts->pdata[0]), ==,
                     s->result == TM_UTENA_RESULT_WON ? "Everyone wins!" : "Everyone loses");
}

/* Games ----------------------------------------------------------------------------- */

typedef struct
{
  guint n_players;
  gboolean box;      /* the box's cards known: the lists offer them */
  int width;
  int height;
} Case;

static void
test_game (gconstpointer data)
{
  const Case *c = data;
  static const char *names[] = { "Aoi", "Mio", "Ren", "Kai" };
  const char *players[5] = { NULL };
  g_autoptr(GRand) rand = g_rand_new_with_seed (0x25 + c->n_players);
  g_autoptr(JsonObject) options = c->box ? box_options () : json_object_new ();
  g_autoptr(TmRecord) record = NULL;
  g_autoptr(TmGame) rules = NULL;
  g_autoptr(GError) error = NULL;
  Game game = { NULL };
  guint played = 0, clicks = 0;

  {
    g_autofree char *memory = tm_utena_catalogue_get_default_path ();

    g_remove (memory);
  }
  for (guint p = 0; p < c->n_players; p++)
    players[p] = names[p];
  record = tm_record_new ("tsuki-no-utena", players, options);
  rules = tm_record_create_game (record, &error);
  g_assert_no_error (error);
  game.page = tm_utena_page_new (record, TM_UTENA_GAME (rules));
  game.window = ui_present_in_window (GTK_WIDGET (game.page), c->width, c->height);
  /* The page shows its toasts over its table (tm_page_set_toast_overlay()). */
  game.overlay = ui_find_descendant (GTK_WIDGET (game.page), ADW_TYPE_TOAST_OVERLAY, NULL);
  g_assert_nonnull (game.overlay);

  while (!tm_game_is_finished (TM_GAME (tm_utena_page_get_game (game.page))) && played < MAX_MOVES)
    {
      g_autoptr(GArray) moves = legal_moves (game.page);
      g_autoptr(TmGame) expected = tm_game_copy (TM_GAME (tm_utena_page_get_game (game.page)));
      g_autoptr(JsonObject) json = NULL;
      g_autoptr(JsonNode) want = NULL, got = NULL;
      g_autofree char *words = NULL;
      TmUtenaMove move;

      move = g_array_index (moves, TmUtenaMove, g_rand_int_range (rand, 0, (gint32) moves->len));
      json = tm_utena_move_to_json (&move);
      words = tm_game_describe_move (expected, json, players);
      g_assert_true (tm_game_apply_move (expected, json, NULL));
      game.clicks = 0;
      enter_move (&game, &move);
      g_clear_pointer (&game.steady, g_hash_table_unref);
      clicks += game.clicks;
      g_assert_cmpuint (tm_record_get_n_moves (record), ==, ++played);
      want = tm_game_serialize_state (expected);
      got = tm_game_serialize_state (TM_GAME (tm_utena_page_get_game (game.page)));
      g_assert_true (json_node_equal (want, got));
      assert_move_toast (&game, words);
    }
  if (c->n_players > 1 && ui_real_keys_begin (game.window))
    g_assert_true (game.said_why);
  g_test_message ("%u players at %d×%d: %u moves, %u clicks", c->n_players, c->width, c->height, played, clicks);
  g_assert_cmpuint (played, >, 6);
  gtk_window_destroy (game.window);
  ui_spin ();
}

int
test_ui_utena_steady_main (int   argc,
                           char *argv[])
{
  static const Case cases[] = {
    { 2, TRUE, 960, 720 }, { 4, FALSE, 960, 720 }, { 1, TRUE, 960, 720 },
    { 2, TRUE, 800, 560 }, { 4, FALSE, 800, 560 }, { 1, TRUE, 800, 560 },
  };
  g_autofree char *home = ui_make_data_home ("tablemate-utena-steady-XXXXXX");
  int status;

  if (!ui_test_init (&argc, &argv))
    return 0;
  /* A toast shows at once, without sliding in over the table: the
   * toasts' buttons are controls whose places are compared too. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ui/utena-steady/%u-players/%dx%d", cases[i].n_players,
                                               cases[i].width, cases[i].height);

      g_test_add_data_func (path, &cases[i], test_game);
    }
  status = g_test_run ();
  ui_remove_tree (home);
  return status;
}
