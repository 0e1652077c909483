/* test-ui-psi-narrow.c — Psi Conjuring's page fits a 360 px window
 *
 * Runs in a real GTK window (under Xvfb in `meson test`) of 360 × 720,
 * the phone-sized width every page is made for.  In each state of a
 * move's entry — the field at placement, the summon and quick summon
 * forms, an attack chosen with its options open, the ability effect
 * form with each kind of change added and the beast's entry opened, an
 * attack with effects — at the end of the game, and with long player
 * names in the drop-downs, nothing the page
 * shows is wider than the window: no widget reaches past the page's
 * edges or past its parent's, no scrolled part needs to scroll
 * sideways, and the window keeps its 360 px; choosing another item in
 * a drop-down moves nothing.
 *
 * In the application's window at 800 × 560 (a small laptop) and
 * 960 × 720, with face-up beasts of both masters on the field (some in
 * the yellow zone): every card's name is drawn at least
 * TM_PSI_CARD_MIN_TEXT_PIXELS high, its line at least 13 px, inside its
 * card, and the master's arrow covers none of it (issue #25).
 */
#include "config.h"

#include "psi-ui-driver.h"
#include "app/tm-window.h"
#include "ui-test-programs.h"

#define NARROW_WIDTH 360
#define NARROW_HEIGHT 720

/* Whether @widget is inside a scrolled part: there its place against
 * the page follows the (vertical) scrolling, its parent's bounds do not
 * hold it. */
static gboolean
is_viewport (GtkWidget *widget)
{
  return GTK_IS_VIEWPORT (widget) || GTK_IS_SCROLLED_WINDOW (widget);
}

static char *
describe (GtkWidget *widget)
{
  const char *text = NULL;

  if (GTK_IS_LABEL (widget))
    text = gtk_label_get_text (GTK_LABEL (widget));
  else if (GTK_IS_BUTTON (widget))
    text = gtk_button_get_label (GTK_BUTTON (widget));
  for (GtkWidget *up = widget; text == NULL && up != NULL; up = gtk_widget_get_parent (up))
    if (GTK_IS_BUTTON (up) && gtk_button_get_label (GTK_BUTTON (up)) != NULL)
      text = gtk_button_get_label (GTK_BUTTON (up));
  return g_strdup_printf ("%s “%s”", G_OBJECT_TYPE_NAME (widget), text != NULL ? text : gtk_widget_get_name (widget));
}

/* Fails, naming every widget too wide and @state, when the page does not
 * fit the window's width. */
static void
assert_fits (Fixture    *fixture,
             const char *state)
{
  GtkWidget *page = GTK_WIDGET (fixture->page);
  g_autoptr(GPtrArray) widgets = g_ptr_array_new ();
  g_autoptr(GString) wrong = g_string_new (NULL);
  int page_width, widest = 0;

  ui_wait_frames (page);
  page_width = gtk_widget_get_width (page);
  if (gtk_widget_get_width (GTK_WIDGET (fixture->window)) != NARROW_WIDTH)
    g_string_append_printf (wrong, "\n  the window is %d px wide", gtk_widget_get_width (GTK_WIDGET (fixture->window)));
  ui_collect_descendants (page, GTK_TYPE_WIDGET, widgets);
  for (guint i = 0; i < widgets->len; i++)
    {
      GtkWidget *widget = g_ptr_array_index (widgets, i);
      GtkWidget *parent = gtk_widget_get_parent (widget);
      graphene_rect_t bounds, in_parent;
      g_autofree char *name = NULL;

      /* The overlay scrollbars sit on the edge, over the content. */
      if (!gtk_widget_get_mapped (widget) || GTK_IS_NATIVE (widget)
          || gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLBAR) != NULL
          || !gtk_widget_compute_bounds (widget, page, &bounds))
        continue;
      widest = MAX (widest, (int) bounds.size.width);
      name = describe (widget);
      if (bounds.origin.x < -0.5 || bounds.origin.x + bounds.size.width > page_width + 0.5)
        g_string_append_printf (wrong, "\n  %s spans x %g to %g of a page %d px wide", name,
                                bounds.origin.x, bounds.origin.x + bounds.size.width, page_width);
      else if (!is_viewport (parent) && gtk_widget_compute_bounds (widget, parent, &in_parent)
               && (in_parent.origin.x < -0.5
                   || in_parent.origin.x + in_parent.size.width > gtk_widget_get_width (parent) + 0.5))
        g_string_append_printf (wrong, "\n  %s spans x %g to %g of its parent %s, %d px wide (clipped)", name,
                                in_parent.origin.x, in_parent.origin.x + in_parent.size.width,
                                G_OBJECT_TYPE_NAME (parent), gtk_widget_get_width (parent));
      if (GTK_IS_SCROLLED_WINDOW (widget))
        {
          GtkAdjustment *horizontal = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (widget));

          if (gtk_adjustment_get_upper (horizontal) > gtk_adjustment_get_page_size (horizontal) + 0.5)
            g_string_append_printf (wrong, "\n  %s scrolls sideways: %g px of content in %g", name,
                                    gtk_adjustment_get_upper (horizontal),
                                    gtk_adjustment_get_page_size (horizontal));
        }
    }
  /* Every form state is also where two controls could share Alt+letter. */
  ui_assert_unique_mnemonics (page, state);
  g_test_message ("%s: page %d px, widest widget %d px", state, page_width, widest);
  if (wrong->len > 0)
    g_test_fail_printf ("At %d px, %s:%s", NARROW_WIDTH, state, wrong->str);
}

static Fixture *
narrow (Fixture *fixture)
{
  gtk_window_set_default_size (fixture->window, NARROW_WIDTH, NARROW_HEIGHT);
  ui_spin ();
  return fixture;
}

static void
play_quickly (Fixture  *fixture,
              TmRecord *expected,
              guint     first,
              guint     n_moves)
{
  for (guint i = first; i < first + n_moves; i++)
    g_assert_true (tm_psi_page_play (fixture->page, json_object_ref (tm_record_get_move (expected, i))));
}

static void
press (Fixture    *fixture,
       const char *name)
{
  ui_click (tm_psi_page_get_button (fixture->page, name));
}

/* Placement, the summon form, the quick summon form, an attack with its
 * options shown. */
static void
test_move_forms (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(TmRecord) expected = load_full_game ();

  narrow (fixture);
  assert_fits (fixture, "the placement");
  play_quickly (fixture, expected, 0, 16);
  activate (fixture, (TmCell) { 0, 0 });
  assert_fits (fixture, "the summon form");
  press (fixture, "cancel");
  play_quickly (fixture, expected, 16, 5);
  /* Move 22: an attack, its attacker then its target. */
  activate (fixture, (TmCell) { 0, 0 });
  assert_fits (fixture, "an attacker chosen");
  activate (fixture, (TmCell) { 0, 1 });
  assert_fits (fixture, "an attack's target chosen");
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (tm_psi_page_get_options_toggle (fixture->page)), TRUE);
  assert_fits (fixture, "the attack options shown");
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (tm_psi_page_get_options_toggle (fixture->page)), FALSE);
  press (fixture, "add-effect");
  assert_fits (fixture, "the effect form of an attack");
  press (fixture, "cancel");
  play_quickly (fixture, expected, 21, 2);
  /* Move 24: a quick summon on the empty cell. */
  press (fixture, "quick-summon");
  activate (fixture, (TmCell) { 0, 1 });
  assert_fits (fixture, "the quick summon form");
}

/* The ability effect form: empty, a card chosen, each kind of change
 * added (the list of changes grows), the beast's entry opened. */
static void
test_effect_form (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(TmRecord) expected = load_full_game ();
  static const char *card_changes[] = { "destroy", "return", "flip-down", "master" };

  narrow (fixture);
  play_quickly (fixture, expected, 0, 29);
  press (fixture, "adjust");
  assert_fits (fixture, "the effect form, no card chosen");
  activate (fixture, (TmCell) { 1, 1 });
  assert_fits (fixture, "the effect form, a card chosen");
  set_value (fixture, "adjust-by", -3);
  press (fixture, "power");
  assert_fits (fixture, "a power change added");
  set_value (fixture, "set-power", 5);
  press (fixture, "set-power");
  assert_fits (fixture, "a power set");
  set_value (fixture, "damage", 2);
  press (fixture, "damage");
  assert_fits (fixture, "damage added");
  press (fixture, "move");
  activate (fixture, (TmCell) { 0, 1 });
  assert_fits (fixture, "a move added");
  for (guint i = 0; i < G_N_ELEMENTS (card_changes); i++)
    {
      g_autofree char *state = g_strdup_printf ("a change “%s” added", card_changes[i]);

      press (fixture, card_changes[i]);
      assert_fits (fixture, state);
    }
  gtk_drop_down_set_selected (tm_psi_page_get_hand_drop_down (fixture->page), 1);
  set_value (fixture, "hand-by", -2);
  press (fixture, "hand");
  assert_fits (fixture, "a hand change added");
  gtk_expander_set_expanded (tm_psi_page_get_enter_expander (fixture->page), TRUE);
  assert_fits (fixture, "a beast’s entry opened");
  /* Choosing a longer item moves nothing: what stacks in a narrow
   * window follows its width alone. */
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(GHashTable) before = ui_record_clickable_bounds (GTK_WIDGET (fixture->page));
      g_autofree char *state = g_strdup_printf ("the beast taken from item %u, whose hand %u", i + 1, i % 2 + 1);

      gtk_drop_down_set_selected (tm_psi_page_get_enter_drop_down (fixture->page, "from"), i);
      gtk_drop_down_set_selected (tm_psi_page_get_hand_drop_down (fixture->page), i % 2);
      assert_fits (fixture, state);
      ui_assert_clickables_stayed (before, GTK_WIDGET (fixture->page), state);
    }
  gtk_editable_set_text (tm_psi_page_get_entry (fixture->page, "enter-beast"), "Salamander");
  press (fixture, "enter");
  assert_fits (fixture, "a beast’s entry added");
}

/* Players with long names: the drop-downs that list them narrow
 * instead of widening the forms. */
static void
test_long_names (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(TmRecord) expected = load_full_game ();

  narrow (fixture);
  play_quickly (fixture, expected, 0, 29);
  press (fixture, "adjust");
  gtk_drop_down_set_selected (tm_psi_page_get_hand_drop_down (fixture->page), 1);
  gtk_expander_set_expanded (tm_psi_page_get_enter_expander (fixture->page), TRUE);
  gtk_drop_down_set_selected (tm_psi_page_get_enter_drop_down (fixture->page, "player"), 1);
  assert_fits (fixture, "the effect form, with long names");
  press (fixture, "cancel");
  /* Move 31: a quick summon. */
  play_quickly (fixture, expected, 29, 1);
  press (fixture, "quick-summon");
  activate (fixture, (TmCell) { 0, 1 });
  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (tm_psi_page_get_owner_drop_down (fixture->page))), TRUE);
  gtk_drop_down_set_selected (tm_psi_page_get_owner_drop_down (fixture->page), 1);
  assert_fits (fixture, "the quick summon form, with long names");
}

/* The end: the result in place of the move entry. */
static void
test_result (Fixture       *fixture,
             gconstpointer  data)
{
  g_autoptr(TmRecord) expected = load_full_game ();

  narrow (fixture);
  play_quickly (fixture, expected, 0, tm_record_get_n_moves (expected));
  g_assert_true (ui_wait_mapped (GTK_WIDGET (tm_psi_page_get_result_view (fixture->page))));
  assert_fits (fixture, "the end of the game");
}

static void
test_card_text (void)
{
  static const int sizes[][2] = { { 800, 560 }, { 960, 720 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autoptr(TmRecord) record = load_full_game ();
      TmWindow *window;
      TmPsiBoard *board;
      const TmPsiState *state;
      guint n_beasts = 0, n_far_side = 0;

      /* The battle phase after 40 moves: beasts of both masters, two of
       * them in the yellow zone, one summoned this turn. */
      while (tm_record_get_n_moves (record) > 40)
        tm_record_undo (record);
      window = ui_create_window (sizes[i][0], sizes[i][1]);
      g_assert_true (tm_window_open_record (window, record));
      board = tm_psi_page_get_board (TM_PSI_PAGE (ui_find_descendant (GTK_WIDGET (window), TM_TYPE_PSI_PAGE, NULL)));
      g_assert_true (ui_wait_mapped (GTK_WIDGET (board)));
      ui_wait_frames (GTK_WIDGET (board));
      state = tm_psi_game_get_state (tm_psi_page_get_game (TM_PSI_PAGE (ui_find_descendant (GTK_WIDGET (window), TM_TYPE_PSI_PAGE, NULL))));

      for (int row = 0; row < TM_PSI_SIZE; row++)
        for (int col = 0; col < TM_PSI_SIZE; col++)
          {
            TmCell cell = { row, col };
            const TmPsiCard *card = tm_psi_state_get_card (state, cell);
            TmPsiCardParts parts;
            graphene_rect_t bounds;

            if (!tm_psi_board_get_card_parts (board, cell, &parts))
              {
                g_assert_cmpint (card->side, ==, TM_PSI_CARD_NONE);
                continue;
              }
            g_assert_true (gtk_widget_compute_bounds (tm_psi_board_get_cell_widget (board, cell), GTK_WIDGET (board), &bounds));
            if (card->side == TM_PSI_CARD_FACE_UP)
              {
                n_beasts++;
                n_far_side += card->master == 1;
              }
            g_test_message ("%d × %d, row %d col %d: name %.1f px, line %.1f px high at y %.1f; arrow y %.1f–%.1f",
                            sizes[i][0], sizes[i][1], row, col, parts.name_pixels, parts.name.size.height,
                            parts.name.origin.y - bounds.origin.y, parts.arrow.origin.y - bounds.origin.y,
                            parts.arrow.origin.y + parts.arrow.size.height - bounds.origin.y);
            g_assert_cmpfloat (parts.name_pixels, >=, TM_PSI_CARD_MIN_TEXT_PIXELS);
            g_assert_cmpfloat (parts.name.size.height, >=, 13);
            g_assert_false (graphene_rect_intersection (&parts.name, &parts.arrow, NULL));
            g_assert_true (graphene_rect_contains_rect (&bounds, &parts.name));
            g_assert_true (graphene_rect_contains_rect (&bounds, &parts.arrow));
          }
      g_assert_cmpuint (n_beasts, >=, 4);
      g_assert_cmpuint (n_far_side, >=, 1);
      gtk_window_destroy (GTK_WINDOW (window));
      ui_spin ();
    }
}

int
test_ui_psi_narrow_main (int   argc,
                         char *argv[])
{
  static const char *long_names[] = { "Alexandrina Konstantinopoulou", "Maximiliane Wolkenstein-Rodeneck", NULL };

  if (!ui_test_init (&argc, &argv))
    return 0;

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/ui/psi/narrow/move-forms", test_move_forms);
  ADD ("/ui/psi/narrow/effect-form", test_effect_form);
  ADD ("/ui/psi/narrow/result", test_result);
  g_test_add ("/ui/psi/narrow/long-names", Fixture, long_names, fixture_set_up, test_long_names, fixture_tear_down);
#undef ADD
  g_test_add_func ("/ui/psi/narrow/card-text", test_card_text);

  return g_test_run ();
}
