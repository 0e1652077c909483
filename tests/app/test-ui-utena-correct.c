/* test-ui-utena-correct.c — correcting an earlier Tsuki no Utena move
 *
 * Correct This Move… (the move's menu clicked for real) opens the move's
 * own entry form on the position before it, filled in as it was entered,
 * for every kind of move: the desire card and the icons it covers, the
 * first pair, an exchange with another pair or with the hand, the solo
 * plan, a reinforcement.  A card from the hand is chosen without opening
 * the hand's list: the shared screen shows no other card.
 *
 * Then a whole correction by real clicks: one card of an exchange
 * changed, a later exchange no longer holds, and it is corrected in
 * turn; nothing that can be clicked moves between the clicks, and the
 * record kept is the corrected one.  The keyboard alone does the same
 * from the move list (F9), and pressing Enter on the newest move there
 * opens its menu without a warning from GTK (every warning and critical
 * is fatal in these tests).
 */
#include "config.h"

#include <adwaita.h>

#include "app/tm-move-list.h"
#include "widgets/tm-page-support.h"
#include "games/tsuki-no-utena/page/tm-utena-desire-form.h"
#include "games/tsuki-no-utena/page/tm-utena-exchange-form.h"
#include "games/tsuki-no-utena/page/tm-utena-page.h"
#include "games/tsuki-no-utena/page/tm-utena-pair-form.h"
#include "ui-correction-util.h"
#include "ui-test-util.h"
#include "ui-test-programs.h"

/* Games with every kind of move: three players (reinforcements, hand
 * exchanges) and solo (the plan). */
#define THREE "../fuzz/corpus/utena-three-every-move.json"
#define SOLO  "../fuzz/corpus/utena-solo-every-move.json"

static TmRecord *
load_cut (TmRecord *whole,
          guint     n)
{
  g_autoptr(TmRecord) owned = whole;

  return tm_record_truncate (owned, n);
}

static TmUtenaPage *
utena_page (TmWindow *window)
{
  GtkWidget *page = tm_window_get_game_page (window);

  g_assert_true (TM_IS_UTENA_PAGE (page));
  return TM_UTENA_PAGE (page);
}

static GtkWidget *
form_of (TmUtenaPage *page,
         const char  *picker,
         GType        type)
{
  return gtk_widget_get_ancestor (GTK_WIDGET (tm_utena_page_get_picker (page, picker)), type);
}

/* Found from its button: the hand's list is out of the widget tree
 * while its expander is closed. */
static TmUtenaExchangeForm *
exchange_form (TmUtenaPage *page)
{
  return TM_UTENA_EXCHANGE_FORM (gtk_widget_get_ancestor (tm_utena_page_get_button (page, "exchange"),
                                                          TM_TYPE_UTENA_EXCHANGE_FORM));
}

static TmUtenaMove
parse (JsonObject *object)
{
  TmUtenaMove move;

  g_assert_true (tm_utena_move_from_json (object, &move, NULL));
  return move;
}

static GtkWidget *
focus_of (TmWindow *window)
{
  return gtk_root_get_focus (GTK_ROOT (window));
}

static gboolean
correction_over (gpointer data)
{
  return !tm_correction_bar_is_active (ui_correction_bar (data));
}

typedef struct
{
  TmWindow *window;
  guint length;
} LengthWait;

/* The page shows a position of @length moves (the next step of the
 * correction), or the correction is over. */
static gboolean
position_is (gpointer data)
{
  LengthWait *wait = data;

  return tm_record_get_n_moves (ui_correction_page_record (wait->window)) == wait->length
         || !tm_correction_bar_is_active (ui_correction_bar (wait->window));
}

/* What the form holds is the move @object, as it was entered; the
 * keyboard is on the button that enters it. */
static void
assert_form_holds (TmWindow   *window,
                   JsonObject *object)
{
  TmUtenaPage *page = utena_page (window);
  TmUtenaMove move = parse (object);
  TmUtenaMove filled = tm_utena_move_init (move.type);

  switch (move.type)
    {
    case TM_UTENA_MOVE_DESIRE:
      {
        guint wanted[TM_UTENA_N_CELLS] = { 0 }, shown[TM_UTENA_N_CELLS] = { 0 };

        tm_utena_desire_form_fill_move (TM_UTENA_DESIRE_FORM (form_of (page, "desire", TM_TYPE_UTENA_DESIRE_FORM)),
                                        &filled);
        g_assert_cmpuint (filled.desire, ==, move.desire);
        g_assert_cmpuint (move.n_hidden, >, 0);
        for (guint i = 0; i < move.n_hidden; i++)
          wanted[move.hidden[i]]++;
        for (guint i = 0; i < filled.n_hidden; i++)
          shown[filled.hidden[i]]++;
        /* The toggles on screen are pressed as the players pressed them. */
        for (guint c = 0; c < TM_UTENA_N_CELLS; c++)
          {
            g_assert_cmpuint (shown[c], ==, wanted[c]);
            for (guint k = 0; k < wanted[c]; k++)
              {
                GtkWidget *toggle = tm_utena_page_get_hidden_toggle (page, (TmUtenaCell) c, k);

                g_assert_nonnull (toggle);
                g_assert_true (ui_wait_mapped (toggle));
                g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (toggle)));
              }
          }
        g_assert_true (focus_of (window) == tm_utena_page_get_button (page, "lay"));
        break;
      }
    case TM_UTENA_MOVE_PAIR:
      tm_utena_pair_form_fill_move (TM_UTENA_PAIR_FORM (form_of (page, "pair", TM_TYPE_UTENA_PAIR_FORM)), &filled);
      g_assert_cmpuint (filled.cards[0], ==, move.cards[0]);
      g_assert_cmpuint (filled.cards[1], ==, move.cards[1]);
      g_assert_true (focus_of (window) == tm_utena_page_get_button (page, "play-pair"));
      break;
    case TM_UTENA_MOVE_EXCHANGE:
      {
        TmUtenaExchangeForm *form = exchange_form (page);

        g_assert_true (tm_utena_exchange_form_fill_move (form, &filled));
        g_assert_true ((filled.cards[0] == move.cards[0] && filled.cards[1] == move.cards[1])
                       || (filled.cards[0] == move.cards[1] && filled.cards[1] == move.cards[0]));
        g_assert_true (focus_of (window) == tm_utena_page_get_button (page, "exchange"));
        g_assert_true (gtk_widget_is_sensitive (tm_utena_page_get_button (page, "exchange")));
        break;
      }
    case TM_UTENA_MOVE_PLAN:
      {
        g_autofree char *name = g_strdup_printf ("plan-%d", move.plan_altar);

        g_assert_true (focus_of (window) == tm_utena_page_get_button (page, name));
        break;
      }
    case TM_UTENA_MOVE_REINFORCE:
      g_assert_true (focus_of (window) == tm_utena_page_get_button (page, "reinforce"));
      break;
    case TM_UTENA_MOVE_PASS:
    default:
      g_assert_not_reached ();
    }
}

static void
cancel_correction (TmWindow *window)
{
  ui_real_click (GTK_WINDOW (window),
                 ui_find_button_labelled (ui_correction_window_child (window, "correction_bar"), "_Cancel Correction"));
  g_assert_true (ui_wait_for (correction_over, window));
}

/* Correct This Move… on each kind of move: its form, filled in. */
static void
test_prefill_every_kind (void)
{
  static const struct { const char *file; guint cut; guint at; const char *what; } cases[] = {
    { THREE, 14, 5, "desire" },          /* three icons covered */
    { THREE, 14, 3, "pair" },
    { THREE, 14, 7, "exchange" },        /* a card from the hand */
    { THREE, 14, 9, "exchange" },        /* a card of another pair */
    { THREE, 14, 8, "reinforce" },
    { SOLO, 6, 1, "plan" },
  };
  TmWindow *window;

  ui_clear_saved_games ();
  window = ui_create_window (1280, 800);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TmRecord) record = load_cut (ui_load_script (cases[i].file), cases[i].cut);
      JsonObject *move = tm_record_get_move (record, cases[i].at);

      g_test_message ("move %u of %s", cases[i].at, cases[i].file);
      g_assert_cmpstr (json_object_get_string_member (move, "type"), ==, cases[i].what);
      g_assert_true (tm_window_open_record (window, record));
      ui_wait_frames (GTK_WIDGET (window));
      ui_correction_show_move_list (window);
      ui_correction_choose (window, cases[i].at, "Correct This Move…");
      g_assert_true (tm_correction_bar_is_active (ui_correction_bar (window)));
      g_assert_cmpuint (tm_record_get_n_moves (ui_correction_page_record (window)), ==, cases[i].at);
      ui_wait_frames (GTK_WIDGET (window));
      assert_form_holds (window, move);
      if (i == 2)
        {
          /* Hidden stays hidden: the card from the hand is chosen, and
           * the hand's list (every card it might hold) stays closed. */
          TmUtenaPage *page = utena_page (window);
          TmUtenaExchangeForm *form = exchange_form (page);

          g_assert_cmpint (tm_utena_exchange_form_get_take_altar (form), ==, -1);
          g_assert_false (gtk_expander_get_expanded (GTK_EXPANDER (tm_utena_exchange_form_get_after_board (form))));
          g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (tm_utena_page_get_picker (page, "hand"))));
          ui_correction_shot (window, "utena-correcting-hand");
        }
      cancel_correction (window);
      g_assert_cmpuint (tm_record_get_n_moves (ui_correction_page_record (window)), ==, cases[i].cut);
    }
  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
  ui_clear_saved_games ();
}

/* @widget wholly inside the part of its scrolled window that shows,
 * and still for a frame: as a player sees it before clicking it.  A
 * widget the column had scrolled away from was "clicked" off the window
 * before (the prefill's late scroll undid the focus's), and the click
 * was lost without a word. */
static gboolean
in_view_and_settled (gpointer data)
{
  GtkWidget *widget = data;
  GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  graphene_point_t corner = GRAPHENE_POINT_INIT (gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  graphene_point_t origin = GRAPHENE_POINT_INIT (0, 0);
  graphene_point_t top, bottom;

  if (scroller != NULL
      && (!gtk_widget_compute_point (widget, scroller, &origin, &top)
          || !gtk_widget_compute_point (widget, scroller, &corner, &bottom)
          || top.x < 0 || top.y < 0
          || bottom.x > gtk_widget_get_width (scroller) || bottom.y > gtk_widget_get_height (scroller)))
    return FALSE;
  return ui_correction_settled (widget);
}

/* A real click on @widget, brought into view first as a player
 * scrolls to it (the entry is under the table on a narrow window);
 * nothing that can be clicked moves with the click, but for the last
 * one of a move (@what NULL), which shows the next step. */
static void
click_steady (TmWindow   *window,
              GtkWidget  *widget,
              const char *what)
{
  g_autoptr(GHashTable) before = NULL;

  g_assert_nonnull (widget);
  gtk_widget_grab_focus (widget);
  g_assert_true (ui_wait_for (in_view_and_settled, widget));
  before = ui_record_clickable_bounds (GTK_WIDGET (window));
  ui_real_click (GTK_WINDOW (window), widget);
  if (what == NULL)
    return;
  ui_wait_frames (GTK_WIDGET (window));
  ui_assert_clickables_stayed (before, GTK_WIDGET (window), what);
}

/* The exchange of @object entered by clicks: the pair card that goes
 * (unless it is chosen already), the other pair's card that comes,
 * Exchange. */
static void
click_exchange (TmWindow   *window,
                JsonObject *object)
{
  TmUtenaPage *page = utena_page (window);
  TmUtenaMove move = parse (object);
  const TmUtenaState *state = tm_utena_game_get_state (tm_utena_page_get_game (page));
  TmUtenaExchangeForm *form = exchange_form (page);
  int give = state->altars[state->active].pair[0] == move.cards[0] ? 0 : 1;

  g_assert_true (state->altars[state->active].pair[give] == move.cards[0]);
  if (tm_utena_exchange_form_get_give (form) != give)
    click_steady (window, tm_utena_page_get_button (page, give == 0 ? "give-0" : "give-1"), "the card that goes");
  if (tm_utena_exchange_form_get_take (form) != move.cards[1])
    click_steady (window, tm_utena_page_get_take_button (page, move.cards[1]), "the card that comes");
  g_assert_cmpint (tm_utena_exchange_form_get_give (form), ==, give);
  g_assert_cmpuint (tm_utena_exchange_form_get_take (form), ==, move.cards[1]);
  click_steady (window, tm_utena_page_get_button (page, "exchange"), NULL);
}

static JsonObject *
parse_object (const char *text)
{
  g_autoptr(JsonNode) node = json_from_string (text, NULL);

  g_assert_nonnull (node);
  return json_object_ref (json_node_get_object (node));
}

/* Move 7 of the won game takes another card of the other pair; move 12
 * then exchanges two cards of its own pair, and is corrected to take
 * from Aoi's pair.  All by real clicks, at @data's size. */
static void
test_correct_by_clicks (gconstpointer data)
{
  const int *size = data;
  g_autoptr(TmRecord) record = load_cut (ui_load_record ("utena-full-won.json"), 14);
  g_autoptr(JsonObject) changed = parse_object (
    "{\"type\":\"exchange\",\"cards\":[[\"blue-gomoku\",\"navy-gomoku\",\"white-gomoku\",\"red-gomoku\",\"group-blue\"],"
    "[\"blue-cross\",\"navy-cross\",\"white-cross\",\"red-cross\",\"group-blue\"]]}");
  g_autoptr(JsonObject) mended = parse_object (
    "{\"type\":\"exchange\",\"cards\":[[\"blue-snake\",\"navy-cross\",\"white-horn\",\"red-gomoku\",\"group-navy\"],"
    "[\"blue-gomoku\",\"navy-gomoku\",\"white-gomoku\",\"red-gomoku\",\"group-blue\"]]}");
  g_autofree char *saved = NULL;
  TmRecord *kept;
  TmWindow *window;

  ui_clear_saved_games ();
  window = ui_create_window (size[0], size[1]);
  g_assert_true (tm_window_open_record (window, record));
  ui_wait_frames (GTK_WIDGET (window));
  ui_correction_show_move_list (window);
  ui_correction_choose (window, 7, "Correct This Move…");
  ui_wait_frames (GTK_WIDGET (window));
  /* The form holds move 7 as it was entered; one card is changed. */
  assert_form_holds (window, tm_record_get_move (record, 7));
  ui_correction_shot (window, "utena-correcting-prefilled");
  click_exchange (window, changed);
  /* Move 12 no longer holds: shown with its reason, on the position
   * before it, its form filled in as far as it can be. */
  g_assert_true (ui_wait_for (position_is, &(LengthWait) { window, 12 }));
  g_assert_true (tm_correction_bar_is_active (ui_correction_bar (window)));
  g_assert_true (ui_label_shown_containing (ui_correction_window_child (window, "correction_bar"), "no longer holds"));
  ui_correction_shot (window, "utena-correcting-broken");
  click_exchange (window, mended);
  g_assert_true (ui_wait_for (correction_over, window));

  kept = ui_correction_page_record (window);
  g_assert_cmpuint (tm_record_get_n_moves (kept), ==, 14);
  {
    int illegal = 0;
    g_autoptr(TmGame) game = tm_record_replay (kept, G_MAXUINT, &illegal, NULL, NULL);

    g_assert_cmpint (illegal, ==, -1);
  }
  g_assert_true (json_object_equal (tm_record_get_move (kept, 7), changed));
  g_assert_true (json_object_equal (tm_record_get_move (kept, 12), mended));
  g_assert_true (tm_record_is_corrected (kept, 7));
  g_assert_true (tm_record_is_corrected (kept, 12));
  for (guint i = 0; i < 14; i++)
    if (i != 7 && i != 12)
      g_assert_true (json_object_equal (tm_record_get_move (kept, i), tm_record_get_move (record, i)));
  saved = ui_read_saved_game ();
  {
    g_autofree char *kept_text = tm_record_to_data (kept, NULL);

    g_assert_cmpstr (saved, ==, kept_text);
  }

  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
  ui_clear_saved_games ();
}

/* The keyboard alone: F9 to the newest move, Enter opens its menu (no
 * warning from GTK), Escape; up to the desire card of move 5, Enter,
 * Correct This Move…; its covered icons are marked again and "Lay" has
 * the keyboard: Enter keeps the correction. */
static void
test_keyboard_alone (void)
{
  g_autoptr(TmRecord) record = load_cut (ui_load_record ("utena-full-won.json"), 8);
  TmMoveList *list;
  TmWindow *window;
  GtkWidget *focus;

  ui_clear_saved_games ();
  window = ui_create_window (960, 720);
  g_assert_true (tm_window_open_record (window, record));
  ui_wait_frames (GTK_WIDGET (window));
  if (!ui_real_keys_begin (GTK_WINDOW (window)))
    {
      g_test_skip ("no X11 or XTEST for real keys");
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  list = TM_MOVE_LIST (ui_correction_window_child (window, "move_list"));
  focus = ui_press_real_keys (GTK_WINDOW (window), "F9", NULL);
  g_assert_true (focus == tm_move_list_get_row (list, 7));
  g_assert_true (ui_wait_for (ui_correction_flap_revealed, window));
  /* Enter on the newest move at once: its menu, nothing else. */
  ui_press_real_keys (GTK_WINDOW (window), "Return", NULL);
  g_assert_nonnull (ui_wait_menu_open (
    GTK_MENU_BUTTON (ui_find_descendant (tm_move_list_get_row (list, 7), GTK_TYPE_MENU_BUTTON, NULL))));
  ui_press_real_keys (GTK_WINDOW (window), "Escape", NULL);
  g_assert_false (tm_correction_bar_is_active (ui_correction_bar (window)));

  focus = ui_press_real_keys (GTK_WINDOW (window), "Up", "Up", NULL);
  g_assert_true (focus == tm_move_list_get_row (list, 5));
  ui_press_real_keys (GTK_WINDOW (window), "Return", NULL);
  g_assert_nonnull (ui_wait_menu_open (
    GTK_MENU_BUTTON (ui_find_descendant (tm_move_list_get_row (list, 5), GTK_TYPE_MENU_BUTTON, NULL))));
  ui_press_real_keys (GTK_WINDOW (window), "Return", NULL);
  ui_wait_frames (GTK_WIDGET (window));
  g_assert_true (tm_correction_bar_is_active (ui_correction_bar (window)));
  g_assert_cmpuint (tm_record_get_n_moves (ui_correction_page_record (window)), ==, 5);
  assert_form_holds (window, tm_record_get_move (record, 5));
  ui_press_real_keys (GTK_WINDOW (window), "Return", NULL);
  g_assert_true (ui_wait_for (correction_over, window));
  g_assert_cmpuint (tm_record_get_n_moves (ui_correction_page_record (window)), ==, 8);
  for (guint i = 0; i < 8; i++)
    g_assert_true (json_object_equal (tm_record_get_move (ui_correction_page_record (window), i),
                                      tm_record_get_move (record, i)));

  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
  ui_clear_saved_games ();
}

/* Whether @row of the move list is wholly in its visible part. */
static gboolean
row_in_view (GtkWidget *row)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (row, GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (row, scroller, &bounds));
  return bounds.origin.y >= 0 && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (scroller);
}

/* A list longer than the window: F9 shows the newest move; Enter on it
 * opens its menu, also when the list was scrolled away from it since
 * (the row comes into view first: a menu under a button out of view has
 * no monitor, and GTK warns, which fails this test). */
static void
test_enter_on_newest (void)
{
  g_autoptr(TmRecord) record = ui_load_record ("utena-full-won.json");
  guint newest = tm_record_get_n_moves (record) - 1;
  GtkMenuButton *menu_button;
  GtkAdjustment *adjustment;
  GtkWidget *row, *focus;
  TmWindow *window;

  ui_clear_saved_games ();
  window = ui_create_window (960, 720);
  g_assert_true (tm_window_open_record (window, record));
  ui_wait_frames (GTK_WIDGET (window));
  if (!ui_real_keys_begin (GTK_WINDOW (window)))
    {
      g_test_skip ("no X11 or XTEST for real keys");
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  /* The rows are made as the list shows. */
  focus = ui_press_real_keys (GTK_WINDOW (window), "F9", NULL);
  row = tm_move_list_get_row (TM_MOVE_LIST (ui_correction_window_child (window, "move_list")), newest);
  g_assert_true (focus == row);
  menu_button = GTK_MENU_BUTTON (ui_find_descendant (row, GTK_TYPE_MENU_BUTTON, NULL));
  g_assert_true (ui_wait_for (ui_correction_flap_revealed, window));
  ui_wait_frames (GTK_WIDGET (window));
  g_assert_true (row_in_view (row));

  /* Scrolled to the first move, the keyboard still on the newest. */
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (row, GTK_TYPE_SCROLLED_WINDOW)));
  gtk_adjustment_set_value (adjustment, 0);
  ui_wait_frames (GTK_WIDGET (window));
  g_assert_false (row_in_view (row));
  g_assert_true (gtk_widget_has_focus (row));
  ui_press_real_keys (GTK_WINDOW (window), "Return", NULL);
  g_assert_nonnull (ui_wait_menu_open (menu_button));
  g_assert_true (row_in_view (row));

  ui_close_menu (menu_button);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
  ui_clear_saved_games ();
}

int
test_ui_utena_correct_main (int   argc,
                            char *argv[])
{
  static const int wide[] = { 1280, 800 };
  static const int narrow[] = { 360, 720 };

  if (!ui_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/ui/utena-correct/prefill-every-kind", test_prefill_every_kind);
  g_test_add_data_func ("/ui/utena-correct/by-clicks", wide, test_correct_by_clicks);
  g_test_add_data_func ("/ui/utena-correct/by-clicks-narrow", narrow, test_correct_by_clicks);
  g_test_add_func ("/ui/utena-correct/keyboard-alone", test_keyboard_alone);
  g_test_add_func ("/ui/utena-correct/enter-on-newest", test_enter_on_newest);
  return g_test_run ();
}
