/* test-ui-psi.c — Psi Conjuring played through the real widgets
 *
 * Runs in a real GTK window (under Xvfb in `meson test`).  Every move
 * of tests/cli/records/psi-full-game.json is entered the way a player
 * does: the board's cell activation (what a click does), the summon and
 * quick summon form, the attack clicks, the buttons and the ability
 * effect form.  The core is used only to check what the widgets did.
 * The effects' own tests are in test-ui-psi-effects.c, the offer, the
 * steady controls and the keyboard in test-ui-psi-table.c.
 */
#include "config.h"

#include "psi-ui-driver.h"
#include "ui-test-programs.h"

static void
test_full_game (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(TmRecord) expected = load_full_game ();
  g_autoptr(TmGame) final = NULL;
  const TmPsiState *state;
  int winner;
  g_autofree char *result = NULL;

  /* The window's actions that the end offers. */
  {
    static const GActionEntry entries[] = {
      { .name = "new-game-for", .parameter_type = "s" },
      { .name = "show-history" },
    };
    g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();

    g_action_map_add_action_entries (G_ACTION_MAP (group), entries, G_N_ELEMENTS (entries), NULL);
    gtk_widget_insert_action_group (GTK_WIDGET (fixture->window), "win", G_ACTION_GROUP (group));
  }
  play_moves (fixture, expected, tm_record_get_n_moves (expected));

  final = tm_record_replay (expected, G_MAXUINT, NULL, NULL, NULL);
  g_assert_nonnull (final);
  assert_same_position (tm_psi_page_get_game (fixture->page), TM_PSI_GAME (final));

  state = tm_psi_game_get_state (tm_psi_page_get_game (fixture->page));
  g_assert_cmpint (state->phase, ==, TM_PSI_PHASE_FINISHED);
  winner = tm_psi_state_get_winner (state);
  if (winner < 0)
    result = g_strdup_printf ("Game over: a draw, %d to %d",
                              tm_psi_state_get_sum (state, 0), tm_psi_state_get_sum (state, 1));
  else
    result = g_strdup_printf ("Game over: %s wins, %d to %d", winner == 0 ? "Aoi" : "Mio",
                              tm_psi_state_get_sum (state, (guint) winner),
                              tm_psi_state_get_sum (state, (guint) (1 - winner)));
  g_assert_cmpstr (tm_psi_page_get_status_text (fixture->page), ==, result);
  /* The beasts summoned are remembered for the next game. */
  {
    g_autofree char *path = g_build_filename (g_get_user_data_dir (), "tablemate", "psi-beasts.json", NULL);
    g_autoptr(GError) error = NULL;
    g_autoptr(TmPsiCatalogue) catalogue = tm_psi_catalogue_new ();
    const TmPsiBeastInfo *info;

    tm_catalogue_load (TM_CATALOGUE (catalogue), path, &error);
    g_assert_no_error (error);
    info = tm_psi_catalogue_lookup (catalogue, "Cerberus");
    g_assert_nonnull (info);
    g_assert_true (info->has_power);
    g_assert_cmpint (info->power, ==, 3);
    g_assert_nonnull (tm_psi_catalogue_lookup (catalogue, "Banshee"));
  }

  /* No move can be entered any more. */
  ui_spin ();
  g_assert_false (gtk_widget_get_mapped (tm_psi_page_get_button (fixture->page, "pass")));

  /* The end: the headline, every counted beast under its master with its
   * power, the others with why they do not count, and the ways on. */
  {
    TmPsiResultView *view = tm_psi_page_get_result_view (fixture->page);
    GtkWidget *new_game = tm_psi_result_view_get_button (view, "new-game");
    g_autoptr(GVariant) target = NULL;

    g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (view)));
    g_assert_cmpstr (tm_psi_result_view_get_headline (view), ==, result + strlen ("Game over: "));
    for (int r = 0; r < TM_PSI_SIZE; r++)
      for (int c = 0; c < TM_PSI_SIZE; c++)
        {
          const TmPsiCard *card = tm_psi_state_get_card (state, (TmCell) { r, c });
          g_autofree char *text = NULL;

          if (card->side == TM_PSI_CARD_FACE_UP && !card->yellow)
            text = g_strdup_printf ("%s (row %d, column %d): %d", card->name, r + 1, c + 1, card->power);
          else if (card->side == TM_PSI_CARD_FACE_UP)
            text = g_strdup_printf ("%s (row %d, column %d): yellow zone, no power", card->name, r + 1, c + 1);
          else if (card->side == TM_PSI_CARD_FACE_DOWN)
            text = g_strdup_printf ("Face-down card (row %d, column %d): not counted", r + 1, c + 1);
          if (text != NULL)
            g_assert_true (ui_label_shown_containing (GTK_WIDGET (view), text));
        }
    g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (new_game)), ==, "win.new-game-for");
    /* The keyboard is on the way on. */
    g_assert_true (gtk_root_get_focus (GTK_ROOT (fixture->window)) == new_game);
    target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (new_game));
    g_assert_nonnull (target);
    g_variant_ref (target);
    g_assert_cmpstr (g_variant_get_string (target, NULL), ==, "psi-conjuring");
    g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (tm_psi_result_view_get_button (view, "history"))),
                     ==, "win.show-history");
  }
}

/* What a player sees of @button: shown (every ancestor drawn), and what a
 * click at its middle reaches. */
static gboolean
can_be_seen_and_clicked (GtkWindow *window,
                         GtkWidget *button)
{
  GtkWidget *picked = ui_pick_at_centre (window, button, NULL);
  double opacity = 1;

  for (GtkWidget *w = button; w != NULL; w = gtk_widget_get_parent (w))
    opacity *= gtk_widget_get_opacity (w);
  return opacity > 0 && picked != NULL && (picked == button || gtk_widget_is_ancestor (picked, button));
}

/* During the 16 placements the battle buttons are not shown nor
 * clickable, and their room is kept: they appear where they will be
 * (#25). */
static void
test_battle_buttons_after_placement (Fixture       *fixture,
                                     gconstpointer  data)
{
  static const char * const names[] = { "attack", "pass", "quick-summon", "agree-end" };
  g_autoptr(TmRecord) expected = load_full_game ();
  graphene_rect_t during[G_N_ELEMENTS (names)];

  ui_wait_frames (GTK_WIDGET (fixture->page));
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      GtkWidget *button = tm_psi_page_get_button (fixture->page, names[i]);

      g_assert_true (gtk_widget_get_mapped (button));
      g_assert_false (can_be_seen_and_clicked (fixture->window, button));
      g_assert_true (gtk_widget_compute_bounds (button, GTK_WIDGET (fixture->window), &during[i]));
    }
  play_moves (fixture, expected, 16);
  g_assert_cmpint (tm_psi_game_get_state (tm_psi_page_get_game (fixture->page))->phase, ==, TM_PSI_PHASE_SUMMON);
  ui_wait_frames (GTK_WIDGET (fixture->page));
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      GtkWidget *button = tm_psi_page_get_button (fixture->page, names[i]);
      graphene_rect_t now;

      g_assert_true (can_be_seen_and_clicked (fixture->window, button));
      g_assert_true (gtk_widget_compute_bounds (button, GTK_WIDGET (fixture->window), &now));
      g_assert_true (graphene_rect_equal (&now, &during[i]));
    }
}

static void
test_refused (Fixture       *fixture,
              gconstpointer  data)
{
  g_autoptr(TmRecord) expected = load_full_game ();
  g_autoptr(JsonNode) before = NULL;
  g_autoptr(JsonNode) after = NULL;

  play_moves (fixture, expected, 16);
  before = tm_game_serialize_state (TM_GAME (tm_psi_page_get_game (fixture->page)));

  /* An initial power off the track the player entered. */
  activate (fixture, (TmCell) { 0, 0 });
  gtk_editable_set_text (tm_psi_page_get_entry (fixture->page, "beast"), "Cerberus");
  set_value (fixture, "power", 9);
  set_value (fixture, "track-min", 0);
  set_value (fixture, "track-max", 6);
  ui_click (tm_psi_page_get_button (fixture->page, "summon"));
  g_assert_cmpstr (tm_psi_page_get_error_text (fixture->page), !=, "");
  g_assert_cmpuint (tm_record_get_n_moves (fixture->record), ==, 16);
  after = tm_game_serialize_state (TM_GAME (tm_psi_page_get_game (fixture->page)));
  g_assert_true (json_node_equal (before, after));

  /* A number typed into the form counts without leaving the field. */
  set_value (fixture, "power", 0);
  gtk_editable_set_text (tm_psi_page_get_entry (fixture->page, "power"), "3");
  ui_click (tm_psi_page_get_button (fixture->page, "summon"));
  g_assert_cmpuint (tm_record_get_n_moves (fixture->record), ==, 17);
  g_assert_cmpint (tm_psi_state_get_card (tm_psi_game_get_state (tm_psi_page_get_game (fixture->page)),
                                          (TmCell) { 0, 0 })->power, ==, 3);
  g_assert_true (tm_game_page_undo (TM_GAME_PAGE (fixture->page)));
  ui_spin ();
  activate (fixture, (TmCell) { 0, 0 });
  gtk_editable_set_text (tm_psi_page_get_entry (fixture->page, "beast"), "Cerberus");
  set_value (fixture, "track-min", 0);
  set_value (fixture, "track-max", 6);

  /* The form is still there: correcting it plays the summon. */
  set_value (fixture, "power", 3);
  ui_click (tm_psi_page_get_button (fixture->page, "summon"));
  g_assert_cmpstr (tm_psi_page_get_error_text (fixture->page), ==, "");
  g_assert_cmpuint (tm_record_get_n_moves (fixture->record), ==, 17);
}

static void
test_undo_redo (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(TmRecord) expected = load_full_game ();
  g_autoptr(JsonNode) at_20 = NULL;
  g_autoptr(JsonNode) at_21 = NULL;
  g_autoptr(JsonNode) now = NULL;

  play_moves (fixture, expected, 20);
  at_20 = tm_game_serialize_state (TM_GAME (tm_psi_page_get_game (fixture->page)));
  enter_move (fixture, tm_record_get_move (expected, 20));
  at_21 = tm_game_serialize_state (TM_GAME (tm_psi_page_get_game (fixture->page)));
  g_assert_true (tm_game_page_get_can_undo (TM_GAME_PAGE (fixture->page)));

  g_assert_true (tm_game_page_undo (TM_GAME_PAGE (fixture->page)));
  ui_spin ();
  g_assert_cmpuint (tm_record_get_n_moves (fixture->record), ==, 20);
  now = tm_game_serialize_state (TM_GAME (tm_psi_page_get_game (fixture->page)));
  g_assert_true (json_node_equal (now, at_20));
  g_assert_true (tm_game_page_get_can_redo (TM_GAME_PAGE (fixture->page)));

  g_assert_true (tm_game_page_redo (TM_GAME_PAGE (fixture->page)));
  ui_spin ();
  g_clear_pointer (&now, json_node_unref);
  now = tm_game_serialize_state (TM_GAME (tm_psi_page_get_game (fixture->page)));
  g_assert_true (json_node_equal (now, at_21));
  g_assert_false (tm_game_page_redo (TM_GAME_PAGE (fixture->page)));

  /* A new move after an undo forgets the redo. */
  g_assert_true (tm_game_page_undo (TM_GAME_PAGE (fixture->page)));
  ui_spin ();
  enter_move (fixture, tm_record_get_move (expected, 20));
  g_assert_false (tm_game_page_get_can_redo (TM_GAME_PAGE (fixture->page)));
  g_assert_cmpuint (tm_record_get_n_moves (fixture->record), ==, 21);

  /* The battle is told with both beasts and the damage both ways. */
  enter_move (fixture, tm_record_get_move (expected, 21));
  g_assert_cmpuint (tm_record_get_n_moves (fixture->record), ==, 22);
  g_assert_nonnull (strstr (tm_psi_page_get_outcome_text (fixture->page),
                            "Aoi attacked Kappa (row 1, column 2) with Cerberus (row 1, column 1). "
                            "Kappa took 3 damage, Cerberus 2 in return."));
}

/* A card returned to the other player's hand stays its owner's: with
 * both players' cards in the hand, the quick summon and a beast
 * entering from that hand ask whose card it is; otherwise they do not. */
static void
test_hand_owner_question (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autoptr(TmRecord) full = load_full_game ();
  g_autoptr(JsonNode) return_move = json_from_string (
    "{\"type\":\"adjust\",\"changes\":[{\"change\":\"return\",\"cell\":[0,0],\"player\":1}]}", NULL);
  GtkDropDown *owner;
  GtkWidget *enter_owner;
  const TmPsiState *state;
  JsonObject *move;

  play_moves (fixture, full, 23);
  /* Mio's turn; Aoi's Cerberus goes back to Mio's hand. */
  g_assert_true (tm_psi_page_play (fixture->page, json_node_dup_object (return_move)));
  state = tm_psi_game_get_state (tm_psi_page_get_game (fixture->page));
  g_assert_cmpuint (tm_psi_state_count_hand_owned (state, 1, 0), ==, 1);
  /* The side panel says whose cards a hand holds. */
  g_assert_true (ui_label_shown_containing (GTK_WIDGET (fixture->page), "Mio: hand 5 (1 of Aoi’s)"));

  /* The effect form asks about Mio's hand, not Aoi's. */
  ui_click (tm_psi_page_get_button (fixture->page, "adjust"));
  activate (fixture, (TmCell) { 0, 1 });
  gtk_expander_set_expanded (tm_psi_page_get_enter_expander (fixture->page), TRUE);
  ui_spin ();
  enter_owner = gtk_widget_get_parent (GTK_WIDGET (tm_psi_page_get_enter_drop_down (fixture->page, "owner")));
  gtk_drop_down_set_selected (tm_psi_page_get_enter_drop_down (fixture->page, "from"), 0);
  gtk_drop_down_set_selected (tm_psi_page_get_enter_drop_down (fixture->page, "player"), 1);
  ui_spin ();
  g_assert_true (gtk_widget_get_visible (enter_owner));
  gtk_drop_down_set_selected (tm_psi_page_get_enter_drop_down (fixture->page, "player"), 0);
  ui_spin ();
  g_assert_false (gtk_widget_get_visible (enter_owner));
  ui_click (tm_psi_page_get_button (fixture->page, "cancel"));

  /* The quick summon asks; without an answer the rules say why. */
  activate (fixture, (TmCell) { 0, 0 });
  owner = tm_psi_page_get_owner_drop_down (fixture->page);
  g_assert_true (ui_wait_mapped (GTK_WIDGET (owner)));
  gtk_editable_set_text (tm_psi_page_get_entry (fixture->page, "beast"), "Cerberus");
  ui_click (tm_psi_page_get_button (fixture->page, "summon"));
  g_assert_nonnull (strstr (tm_psi_page_get_error_text (fixture->page), "both players"));
  g_assert_cmpuint (tm_record_get_n_moves (fixture->record), ==, 24);
  /* Aoi's card: Aoi owns it, Mio is its master. */
  gtk_drop_down_set_selected (owner, 0);
  ui_click (tm_psi_page_get_button (fixture->page, "summon"));
  g_assert_cmpstr (tm_psi_page_get_error_text (fixture->page), ==, "");
  g_assert_cmpuint (tm_record_get_n_moves (fixture->record), ==, 25);
  move = tm_record_get_move (fixture->record, 24);
  g_assert_cmpint (json_object_get_int_member (move, "owner"), ==, 0);
  state = tm_psi_game_get_state (tm_psi_page_get_game (fixture->page));
  g_assert_cmpint (tm_psi_state_get_card (state, (TmCell) { 0, 0 })->owner, ==, 0);
  g_assert_cmpint (tm_psi_state_get_card (state, (TmCell) { 0, 0 })->master, ==, 1);
}

/* Looking back (the history): no move can be entered, stepping works. */
static void
test_read_only (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(TmRecord) expected = load_full_game ();

  play_moves (fixture, expected, 18);
  tm_game_page_set_read_only (TM_GAME_PAGE (fixture->page), TRUE);
  ui_spin ();
  g_assert_false (gtk_widget_get_mapped (tm_psi_page_get_button (fixture->page, "pass")));
  activate (fixture, (TmCell) { 0, 2 });
  g_assert_cmpuint (tm_record_get_n_moves (fixture->record), ==, 18);
  g_assert_false (tm_psi_page_play (fixture->page, json_object_ref (tm_record_get_move (expected, 18))));
  g_assert_cmpuint (tm_record_get_n_moves (fixture->record), ==, 18);
  g_assert_true (tm_game_page_undo (TM_GAME_PAGE (fixture->page)));
  g_assert_cmpuint (tm_record_get_n_moves (fixture->record), ==, 17);
  g_assert_true (tm_game_page_redo (TM_GAME_PAGE (fixture->page)));
  g_assert_cmpuint (tm_record_get_n_moves (fixture->record), ==, 18);
}


int
test_ui_psi_main (int   argc,
                  char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/ui/psi/whole-game", test_full_game);
  ADD ("/ui/psi/refused-move", test_refused);
  ADD ("/ui/psi/battle-buttons-after-placement", test_battle_buttons_after_placement);
  ADD ("/ui/psi/undo-redo", test_undo_redo);
  ADD ("/ui/psi/read-only", test_read_only);
  ADD ("/ui/psi/hand-owner-question", test_hand_owner_question);
#undef ADD

  return g_test_run ();
}
