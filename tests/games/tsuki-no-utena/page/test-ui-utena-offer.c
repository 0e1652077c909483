/* test-ui-utena-offer.c — the Tsuki no Utena page offers exactly the legal moves
 *
 * Random legal games (tm_game_list_legal_moves(), seeded, the whole
 * synthetic box known) for 1 to 4 players, in a real window.  At every
 * position the controls of the move entry are compared with the legal
 * list: every enabled plan button, reinforcement, card listed, pair card
 * that can go or come corresponds to at least one legal move, and every
 * legal move's cards are offered through enabled controls; "Lay",
 * "Play the Pair" and "Exchange" are greyed out before anything is
 * entered.  Then the random move is entered through the widgets (every
 * click on a sensitive control) and must be what the page played.
 *
 * Between the first click of a move and its last, no sensitive control
 * of the page moves or changes size (issue #18: nothing moves under the
 * pointer).
 *
 * After every move every label and tooltip shown is scanned for the
 * developer notation issue #20 forbids: cells as [r, c], card codes,
 * icon ids ("group-navy", "blue-snake"), "eighths".
 */
#include "config.h"

#include <glib/gstdio.h>

#include "games/tsuki-no-utena/page/tm-utena-card-view.h"
#include "games/tsuki-no-utena/rules/tm-utena-catalogue.h"
#include "games/tsuki-no-utena/page/tm-utena-page.h"
#include "games/tsuki-no-utena/rules/tm-utena-text.h"

#include "ui-test-util.h"
#include "ui-test-programs.h"
#include "utena-ui-util.h"
#include "../rules/utena-test-util.h"

#define MAX_MOVES 28      /* per game: into round 3 or 4; most random games are lost before */

/* The cards @picker's list shows. */
static GArray *
listed_cards (TmUtenaCardPicker *picker)
{
  g_autoptr(GPtrArray) views = g_ptr_array_new ();
  GArray *cards = g_array_new (FALSE, FALSE, sizeof (guint32));

  ui_collect_descendants (GTK_WIDGET (picker), TM_TYPE_UTENA_CARD_VIEW, views);
  for (guint i = 0; i < views->len; i++)
    {
      GtkWidget *view = g_ptr_array_index (views, i);
      guint32 card = tm_utena_card_view_get_card (TM_UTENA_CARD_VIEW (view));

      if (gtk_widget_get_ancestor (view, GTK_TYPE_FLOW_BOX_CHILD) != NULL)
        g_array_append_val (cards, card);
    }
  return cards;
}

static gboolean
has_move (GArray          *moves,
          TmUtenaMoveType  type,
          TmUtenaCard      card,       /* 0: any */
          int              plan_altar) /* -1: any */
{
  for (guint i = 0; i < moves->len; i++)
    {
      TmUtenaMove *m = &g_array_index (moves, TmUtenaMove, i);

      if (m->type != type)
        continue;
      if (plan_altar >= 0 && m->plan_altar != plan_altar)
        continue;
      if (card != 0 && m->cards[0] != card && m->cards[1] != card
          && (type != TM_UTENA_MOVE_DESIRE || m->desire != card))
        continue;
      return TRUE;
    }
  return FALSE;
}

/* Every enabled control is some legal move's, every legal move's cards
 * are offered. */
static void
check_offer (TmUtenaPage *page)
{
  const TmUtenaState *s = tm_utena_game_get_state (tm_utena_page_get_game (page));
  g_autoptr(GArray) moves = legal_moves (page);

  switch (s->phase)
    {
    case TM_UTENA_PHASE_DESIRE:
      {
        TmUtenaCardPicker *picker = tm_utena_page_get_picker (page, "desire");
        g_autoptr(GArray) listed = listed_cards (picker);

        for (guint i = 0; i < moves->len; i++)
          g_assert_nonnull (find_listed (picker, g_array_index (moves, TmUtenaMove, i).desire));
        for (guint i = 0; i < listed->len; i++)
          g_assert_true (has_move (moves, TM_UTENA_MOVE_DESIRE, g_array_index (listed, guint32, i), -1));
        g_assert_false (gtk_widget_get_sensitive (tm_utena_page_get_button (page, "lay")));
      }
      break;
    case TM_UTENA_PHASE_PLAN:
      for (int a = 0; a < 3; a++)
        {
          g_autofree char *name = g_strdup_printf ("plan-%d", a);

          g_assert_cmpint (gtk_widget_get_sensitive (tm_utena_page_get_button (page, name)), ==,
                           has_move (moves, TM_UTENA_MOVE_PLAN, 0, a));
        }
      break;
    case TM_UTENA_PHASE_TURN:
      {
        const TmUtenaAltar *own = &s->altars[s->active];
        GtkWidget *reinforce = tm_utena_page_get_button (page, "reinforce");

        g_assert_cmpint (gtk_widget_get_visible (reinforce) && gtk_widget_get_sensitive (reinforce), ==,
                         has_move (moves, TM_UTENA_MOVE_REINFORCE, 0, -1));
        if (own->pair[0] == TM_UTENA_NO_CARD)
          {
            TmUtenaCardPicker *picker = tm_utena_page_get_picker (page, "pair");
            g_autoptr(GArray) listed = listed_cards (picker);

            for (guint i = 0; i < moves->len; i++)
              {
                TmUtenaMove *m = &g_array_index (moves, TmUtenaMove, i);

                if (m->type == TM_UTENA_MOVE_PAIR)
                  {
                    g_assert_nonnull (find_listed (picker, m->cards[0]));
                    g_assert_nonnull (find_listed (picker, m->cards[1]));
                  }
              }
            for (guint i = 0; i < listed->len; i++)
              g_assert_true (has_move (moves, TM_UTENA_MOVE_PAIR, g_array_index (listed, guint32, i), -1));
            g_assert_false (gtk_widget_get_sensitive (tm_utena_page_get_button (page, "play-pair")));
          }
        else
          {
            TmUtenaCardPicker *hand = tm_utena_page_get_picker (page, "hand");
            g_autoptr(GArray) listed = listed_cards (hand);

            for (guint k = 0; k < 2; k++)
              {
                g_autofree char *name = g_strdup_printf ("give-%u", k);

                g_assert_cmpint (gtk_widget_get_sensitive (tm_utena_page_get_button (page, name)), ==,
                                 has_move (moves, TM_UTENA_MOVE_EXCHANGE, own->pair[k], -1));
              }
            for (guint a = 0; a < s->n_altars; a++)
              for (guint k = 0; k < 2; k++)
                {
                  GtkWidget *button = tm_utena_altar_view_get_card_button (tm_utena_page_get_altar_view (page, a), k);
                  gboolean legal = (int) a != s->active && s->altars[a].pair[k] != TM_UTENA_NO_CARD
                                   && has_move (moves, TM_UTENA_MOVE_EXCHANGE, s->altars[a].pair[k], -1);

                  /* The active altar's own cards go through "give". */
                  if ((int) a == s->active)
                    continue;
                  g_assert_cmpint (gtk_widget_get_can_target (button), ==, legal);
                  g_assert_cmpint (gtk_widget_get_focusable (button), ==, legal);
                }
            for (guint i = 0; i < moves->len; i++)
              {
                TmUtenaMove *m = &g_array_index (moves, TmUtenaMove, i);
                TmUtenaCard coming = m->cards[0] == own->pair[0] || m->cards[0] == own->pair[1]
                                     ? m->cards[1] : m->cards[0];
                gboolean in_pair = FALSE;

                if (m->type != TM_UTENA_MOVE_EXCHANGE)
                  continue;
                for (guint a = 0; a < s->n_altars; a++)
                  in_pair |= s->altars[a].pair[0] == coming || s->altars[a].pair[1] == coming;
                if (!in_pair)
                  g_assert_nonnull (find_listed (hand, coming));
              }
            for (guint i = 0; i < listed->len; i++)
              g_assert_true (has_move (moves, TM_UTENA_MOVE_EXCHANGE, g_array_index (listed, guint32, i), -1));
            g_assert_false (gtk_widget_get_sensitive (tm_utena_page_get_button (page, "exchange")));
          }
      }
      break;
    case TM_UTENA_PHASE_FINISHED:
    default:
      break;
    }
}

/* Where the page's clickable controls are: every mapped, sensitive
 * button, toggle and list card, by its bounds in the page. */
typedef struct
{
  GtkWidget *widget;
  graphene_rect_t bounds;
} Spot;

static void
spot_clear (gpointer data)
{
  g_object_unref (((Spot *) data)->widget);
}

static void
collect_spots (GtkWidget *page,
               GtkWidget *widget,
               GArray    *spots)
{
  if (!gtk_widget_get_mapped (widget) || !gtk_widget_is_sensitive (widget))
    return;
  if ((GTK_IS_BUTTON (widget) || GTK_IS_FLOW_BOX_CHILD (widget)) && gtk_widget_get_can_target (widget))
    {
      Spot spot = { g_object_ref (widget) };
      GtkWidget *viewport = gtk_widget_get_ancestor (widget, GTK_TYPE_VIEWPORT);
      /* In what its scrolled window scrolls: GTK scrolls a card clicked
       * half out of view into view, as every list does; the layout
       * itself must not change. */
      GtkWidget *content = viewport != NULL ? gtk_viewport_get_child (GTK_VIEWPORT (viewport)) : page;

      g_assert_true (gtk_widget_compute_bounds (widget, content, &spot.bounds));
      g_array_append_val (spots, spot);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_spots (page, child, spots);
}

static GArray *
spots_now (TmUtenaPage *page)
{
  GArray *spots = g_array_new (FALSE, FALSE, sizeof (Spot));

  g_array_set_clear_func (spots, spot_clear);
  /* Laid out as the players see it. */
  ui_wait_frames (GTK_WIDGET (page));
  collect_spots (GTK_WIDGET (page), GTK_WIDGET (page), spots);
  return spots;
}

/* Every control of @before still there and sensitive is where it was. */
static void
assert_steady (TmUtenaPage *page,
               GArray      *before)
{
  g_autoptr(GArray) now = spots_now (page);

  for (guint i = 0; i < before->len; i++)
    {
      Spot *was = &g_array_index (before, Spot, i);

      for (guint j = 0; j < now->len; j++)
        {
          Spot *is = &g_array_index (now, Spot, j);

          if (is->widget == was->widget && !graphene_rect_equal (&is->bounds, &was->bounds))
            g_error ("a %s (%s) moved during a move: %g,%g %gx%g to %g,%g %gx%g",
                     G_OBJECT_TYPE_NAME (was->widget), gtk_widget_get_tooltip_text (was->widget),
                     was->bounds.origin.x, was->bounds.origin.y, was->bounds.size.width, was->bounds.size.height,
                     is->bounds.origin.x, is->bounds.origin.y, is->bounds.size.width, is->bounds.size.height);
        }
    }
}

/* The controls after the first click of a move, checked at every click
 * after it. */
static GArray *steady;

/* Activations (clicks, Enter) per move kind, for bench/clicks-utena.txt. */
static guint clicks_now;
static guint clicks[6];
static guint decisions[6];
static guint moves_of[6];

static void
step_done (TmUtenaPage *page)
{
  clicks_now++;
  ui_assert_unique_mnemonics (GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (page))), "a step of a move");
  if (steady == NULL)
    steady = spots_now (page);
  else
    assert_steady (page, steady);
}

static void
choose_listed (TmUtenaCardPicker *picker,
               guint32            card)
{
  GtkFlowBoxChild *child = find_listed (picker, card);

  g_assert_nonnull (child);
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (child)));
  /* What Enter on the card, or a click, does. */
  g_signal_emit_by_name (child, "activate");
  ui_spin ();
}

static void
click_last (TmUtenaPage *page,
            GtkWidget   *button)
{
  if (steady != NULL)
    assert_steady (page, steady);
  g_clear_pointer (&steady, g_array_unref);
  clicks_now++;
  ui_click (button);
}

/* Enters @move through sensitive controls only. */
static void
enter_move (TmUtenaPage       *page,
            const TmUtenaMove *move)
{
  g_test_message ("entering a move of type %d", move->type);
  clicks_now = 0;
  const TmUtenaState *s = tm_utena_game_get_state (tm_utena_page_get_game (page));

  switch (move->type)
    {
    case TM_UTENA_MOVE_DESIRE:
      {
        guint copies[TM_UTENA_N_CELLS] = { 0 };

        choose_listed (tm_utena_page_get_picker (page, "desire"), move->desire);
        step_done (page);
        for (guint i = 0; i < move->n_hidden; i++)
          {
            GtkWidget *toggle = tm_utena_page_get_hidden_toggle (page, move->hidden[i], copies[move->hidden[i]]++);

            g_assert_nonnull (toggle);
            /* The icon the new card always covers is marked, and locked. */
            if (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (toggle)))
              continue;
            g_assert_true (gtk_widget_is_sensitive (toggle));
            gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), TRUE);
            ui_spin ();
            step_done (page);
          }
        click_last (page, tm_utena_page_get_button (page, "lay"));
      }
      break;
    case TM_UTENA_MOVE_PLAN:
      {
        g_autofree char *name = g_strdup_printf ("plan-%d", move->plan_altar);

        click_last (page, tm_utena_page_get_button (page, name));
      }
      break;
    case TM_UTENA_MOVE_REINFORCE:
      click_last (page, tm_utena_page_get_button (page, "reinforce"));
      break;
    case TM_UTENA_MOVE_PAIR:
      choose_listed (tm_utena_page_get_picker (page, "pair"), move->cards[0]);
      step_done (page);
      choose_listed (tm_utena_page_get_picker (page, "pair"), move->cards[1]);
      step_done (page);
      click_last (page, tm_utena_page_get_button (page, "play-pair"));
      break;
    case TM_UTENA_MOVE_EXCHANGE:
      {
        const TmUtenaAltar *own = &s->altars[s->active];
        guint k = own->pair[0] == move->cards[0] || own->pair[0] == move->cards[1] ? 0 : 1;
        TmUtenaCard coming = move->cards[0] == own->pair[k] ? move->cards[1] : move->cards[0];
        int at = -1;
        guint index = 0;

        for (guint a = 0; a < s->n_altars; a++)
          for (guint i = 0; i < 2; i++)
            if (s->altars[a].pair[i] == coming)
              {
                at = (int) a;
                index = i;
              }
        ui_click (tm_utena_page_get_button (page, k == 0 ? "give-0" : "give-1"));
        step_done (page);
        if (at >= 0)
          {
            GtkWidget *button = tm_utena_altar_view_get_card_button (tm_utena_page_get_altar_view (page, (guint) at), index);

            g_assert_true (gtk_widget_get_can_target (button));
            ui_click (button);
          }
        else
          {
            /* The hand's cards are behind an expander, opened as a player would. */
            GtkWidget *hand = GTK_WIDGET (tm_utena_page_get_picker (page, "hand"));
            g_autoptr(GPtrArray) expanders = g_ptr_array_new ();
            GtkExpander *expander = NULL;

            /* A closed expander holds its child out of the widget tree. */
            ui_collect_descendants (GTK_WIDGET (page), GTK_TYPE_EXPANDER, expanders);
            for (guint i = 0; i < expanders->len; i++)
              {
                GtkWidget *child = gtk_expander_get_child (g_ptr_array_index (expanders, i));

                if (child == hand || (child != NULL && gtk_widget_is_ancestor (hand, child)))
                  expander = g_ptr_array_index (expanders, i);
              }
            g_assert_nonnull (expander);
            gtk_expander_set_expanded (expander, TRUE);
            ui_spin ();
            g_clear_pointer (&steady, g_array_unref);
            step_done (page);
            choose_listed (tm_utena_page_get_picker (page, "hand"), coming);
          }
        step_done (page);
        click_last (page, tm_utena_page_get_button (page, "exchange"));
      }
      break;
    case TM_UTENA_MOVE_PASS:
    default:
      g_assert_not_reached ();
    }
}

/* Developer notation in a text shown to the players (issue #20). */
static void
assert_no_notation (const char *text,
                    const char *where)
{
  ui_assert_words (text, where);
}

static void
scan_widget (GtkWidget *widget)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget))
    assert_no_notation (gtk_label_get_text (GTK_LABEL (widget)), "a label");
  assert_no_notation (gtk_widget_get_tooltip_text (widget), "a tooltip");
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    scan_widget (child);
}

static void
play_game (guint n_players,
           guint seed)
{
  static const char *names[] = { "Aoi", "Mio", "Ren", "Kai" };
  const char *players[5] = { NULL };
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(JsonObject) options = box_options ();
  g_autoptr(TmRecord) record = NULL;
  g_autoptr(TmGame) game = NULL;
  g_autoptr(GError) error = NULL;
  TmUtenaPage *page;
  GtkWindow *window;
  guint played = 0;

  /* The page offers the card memory's cards too, tried on the rules: only
   * the box's, as the legal list knows them (other tests leave theirs). */
  {
    g_autofree char *memory = tm_utena_catalogue_get_default_path ();

    g_remove (memory);
  }
  for (guint p = 0; p < n_players; p++)
    players[p] = names[p];
  record = tm_record_new ("tsuki-no-utena", players, options);
  game = tm_record_create_game (record, &error);
  g_assert_no_error (error);
  page = tm_utena_page_new (record, TM_UTENA_GAME (game));
  window = ui_present_in_window (GTK_WIDGET (page), 1100, 800);

  while (!tm_game_is_finished (TM_GAME (tm_utena_page_get_game (page))) && played < MAX_MOVES)
    {
      g_autoptr(GArray) moves = legal_moves (page);
      g_autoptr(TmGame) expected = tm_game_copy (TM_GAME (tm_utena_page_get_game (page)));
      g_autoptr(JsonObject) json = NULL;
      g_autoptr(JsonNode) want = NULL, got = NULL;
      g_autofree char *words = NULL;
      TmUtenaMove move;

      check_offer (page);
      scan_widget (GTK_WIDGET (page));

      move = g_array_index (moves, TmUtenaMove, g_rand_int_range (rand, 0, (gint32) moves->len));
      json = tm_utena_move_to_json (&move);
      words = tm_game_describe_move (expected, json, players);
      assert_no_notation (words, "a move in words");
      g_assert_true (tm_game_apply_move (expected, json, NULL));
      enter_move (page, &move);
      g_assert_cmpuint (tm_record_get_n_moves (record), ==, ++played);
      clicks[move.type] += clicks_now;
      moves_of[move.type]++;
      /* What the players decide: the desire card and each icon it covers
       * but the one it always covers (marked for them); the plan altar; to
       * reinforce; the two cards of a pair or an exchange. */
      decisions[move.type] += move.type == TM_UTENA_MOVE_DESIRE ? 1 + MAX (move.n_hidden, 1) - 1
                              : move.type == TM_UTENA_MOVE_PAIR || move.type == TM_UTENA_MOVE_EXCHANGE ? 2 : 1;
      want = tm_game_serialize_state (expected);
      got = tm_game_serialize_state (TM_GAME (tm_utena_page_get_game (page)));
      g_assert_true (json_node_equal (want, got));
      g_assert_cmpstr (tm_utena_page_get_error_text (page), ==, "");
    }
  scan_widget (GTK_WIDGET (page));
  gtk_window_destroy (window);
  ui_spin ();
}

static void
test_offer (gconstpointer data)
{
  guint n_players = GPOINTER_TO_UINT (data);

  play_game (n_players, 0x0ffe + n_players);
}

static void
print_clicks (void)
{
  static const char *kinds[] = { "desire card", "plan", "reinforcement", "first pair", "exchange" };

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    if (moves_of[k] > 0)
      g_test_message ("clicks: %s: %u moves, %.2f decisions, %.2f activations per move", kinds[k], moves_of[k],
                      decisions[k] / (double) moves_of[k], clicks[k] / (double) moves_of[k]);
}

int
test_ui_utena_offer_main (int   argc,
                          char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;
  /* The page's toasts show over its table: without animation, they do
   * not slide in between the clicks compared. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  for (guint n = 1; n <= 4; n++)
    {
      g_autofree char *path = g_strdup_printf ("/ui/utena/offer/%u-players", n);

      g_test_add_data_func (path, GUINT_TO_POINTER (n), test_offer);
    }
  g_test_add_func ("/ui/utena/offer/clicks", print_clicks);
  return g_test_run ();
}
