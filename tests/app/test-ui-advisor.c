/* test-ui-advisor.c — the advisor in the window (issue #11)
 *
 * The options panel by itself (best first, the badges, the fallback
 * title, "Play"), the private view of Children of the Sun (a hand
 * entered there gives the advisor's options, "Play" plays exactly that
 * move through the record, and once the view is closed neither the page
 * nor the saved file holds the hand; the extermination planner fills
 * the groups entry) and the attack options of Psi Conjuring.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "widgets/tm-saved-games.h"
#include "widgets/tm-advisor-panel.h"
#include "widgets/tm-private-view.h"
#include "widgets/tm-page-support.h"
#include "games/children-of-the-sun/page/tm-cots-page.h"
#include "games/children-of-the-sun/rules/tm-cots-advisor.h"
#include "games/children-of-the-sun/page/tm-cots-hand-advisor.h"
#include "games/children-of-the-sun/page/tm-cots-plan-advisor.h"
#include "games/children-of-the-sun/page/tm-cots-groups-entry.h"
#include "games/psi-conjuring/page/tm-psi-page.h"
#include "games/psi-conjuring/rules/tm-psi-advisor.h"
#include "ui-test-util.h"
#include "ui-test-programs.h"

/* Helpers ------------------------------------------------------------------ */

static TmAdvisorOption *
make_option (const char *card,
             double      score,
             const char *title,
             const char *explanation)
{
  g_autoptr(JsonObject) move = json_object_new ();
  TmAdvisorOption *option;

  json_object_set_string_member (move, "type", "place");
  json_object_set_string_member (move, "card", card);
  option = tm_advisor_option_new (move);
  option->score = score;
  option->title = g_strdup (title);
  option->explanation = g_strdup (explanation);
  return option;
}

static void
on_play_move (TmAdvisorPanel *panel,
              JsonObject     *move,
              JsonObject    **played)
{
  g_clear_pointer (played, json_object_unref);
  *played = json_object_ref (move);
}

/* The panel ---------------------------------------------------------------- */

static void
test_panel (void)
{
  TmAdvisorPanel *panel = TM_ADVISOR_PANEL (tm_advisor_panel_new ());
  GtkWindow *window = ui_present_in_window (GTK_WIDGET (panel), 600, 600);
  g_autoptr(GPtrArray) options = g_ptr_array_new_with_free_func ((GDestroyNotify) tm_advisor_option_free);
  g_autoptr(JsonObject) played = NULL;
  g_autofree char *plus = NULL, *minus = NULL, *zero = NULL, *points = NULL;

  /* Listed in the rules' order; the panel shows them as ranked. */
  g_ptr_array_add (options, make_option ("R+1", -1.0, "Worst", "Worst: loses a point."));
  g_ptr_array_add (options, make_option ("B+2", 2.0, NULL, "B+2 on [0,1], turned +1: the direct magic fires."));
  g_ptr_array_add (options, make_option ("Y0", 0.05, "Middle", "Middle."));
  tm_advisor_rank (options);
  tm_advisor_panel_set_options (panel, options, NULL);
  ui_spin ();

  g_assert_cmpuint (tm_advisor_panel_get_n_rows (panel), ==, 3);
  /* Best first, and no title: the explanation's first clause. */
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (tm_advisor_panel_get_row (panel, 0))),
                   ==, "B+2 on [0,1], turned +1");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (tm_advisor_panel_get_row (panel, 1))),
                   ==, "Middle");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (tm_advisor_panel_get_row (panel, 2))),
                   ==, "Worst");
  /* The badges a player reads. */
  g_assert_true (ui_label_shown_containing (GTK_WIDGET (panel), "+2"));
  g_assert_true (ui_label_shown_containing (GTK_WIDGET (panel), "−1"));
  plus = tm_advisor_panel_format_score (TM_ADVISOR_SCORE_CHANGE, 1.9);
  minus = tm_advisor_panel_format_score (TM_ADVISOR_SCORE_CHANGE, -1.05);
  zero = tm_advisor_panel_format_score (TM_ADVISOR_SCORE_CHANGE, -0.08);
  points = tm_advisor_panel_format_score (TM_ADVISOR_SCORE_POINTS, 4.5);
  g_assert_cmpstr (plus, ==, "+2");
  g_assert_cmpstr (minus, ==, "−1");
  g_assert_cmpstr (zero, ==, "±0");
  g_assert_nonnull (strstr (points, "4.5"));

  /* Expanded, the row shows the whole explanation. */
  g_assert_false (ui_label_shown_containing (GTK_WIDGET (panel), "Worst: loses a point."));
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (tm_advisor_panel_get_row (panel, 2)), TRUE);
  g_assert_true (ui_wait_label_shown (GTK_WIDGET (panel), "Worst: loses a point."));

  /* "Play" carries the move of its row. */
  g_signal_connect (panel, "play-move", G_CALLBACK (on_play_move), &played);
  ui_click (tm_advisor_panel_get_play_button (panel, 1));
  g_assert_nonnull (played);
  g_assert_cmpstr (json_object_get_string_member (played, "card"), ==, "Y0");
  ui_click (tm_advisor_panel_get_play_button (panel, 0));
  g_assert_cmpstr (json_object_get_string_member (played, "card"), ==, "B+2");

  /* Read-only: no "Play". */
  tm_advisor_panel_set_can_play (panel, FALSE);
  ui_spin ();
  g_assert_false (gtk_widget_get_visible (tm_advisor_panel_get_play_button (panel, 0)));
  tm_advisor_panel_set_can_play (panel, TRUE);

  /* No options: the message says why. */
  g_assert_null (tm_advisor_panel_get_message (panel));
  tm_advisor_panel_set_options (panel, NULL, "The game is over.");
  ui_spin ();
  g_assert_cmpuint (tm_advisor_panel_get_n_rows (panel), ==, 0);
  g_assert_cmpstr (tm_advisor_panel_get_message (panel), ==, "The game is over.");
  g_assert_true (ui_label_shown_containing (GTK_WIDGET (panel), "The game is over."));

  gtk_window_destroy (window);
  ui_spin ();
}

/* The private view by itself: asked first, content only after, gone with
 * the view. */
static void
test_private_view (void)
{
  GtkWidget *label = gtk_label_new ("parent");
  GtkWindow *window = ui_present_in_window (label, 400, 300);
  TmPrivateView *view = tm_private_view_new (label, "Aoi");
  GtkWidget *content = gtk_label_new ("secret R+2");
  GtkWidget *weak = content;

  g_object_add_weak_pointer (G_OBJECT (content), (gpointer *) &weak);
  tm_private_view_set_content (view, content);
  gtk_window_present (GTK_WINDOW (view));
  g_assert_true (ui_wait_mapped (GTK_WIDGET (view)));
  g_assert_true (gtk_window_get_modal (GTK_WINDOW (view)));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (view)) == window);

  /* First the screen is passed to Aoi; the content is not on screen. */
  g_assert_true (ui_label_shown_containing (GTK_WIDGET (view), "Pass the Screen to Aoi"));
  g_assert_false (gtk_widget_get_mapped (content));
  g_assert_null (ui_find_button_labelled (GTK_WIDGET (view), "secret R+2"));
  ui_click (tm_private_view_get_reveal_button (view));
  g_assert_true (tm_private_view_get_revealed (view));
  g_assert_true (ui_wait_mapped (content));

  /* Escape closes it, and the content goes with it. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "window.close", NULL));
  ui_spin ();
  g_assert_null (weak);
  g_assert_null (ui_find_toplevel (TM_TYPE_PRIVATE_VIEW));

  gtk_window_destroy (window);
  ui_spin ();
}

/* Children of the Sun ------------------------------------------------------- */

typedef struct
{
  GtkWindow *window;
  TmRecord *record;
  TmCotsPage *page;
} CotsFixture;

static void
cots_set_up (CotsFixture   *fixture,
             gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = NULL;

  ui_clear_saved_games ();
  fixture->record = ui_load_record (data);
  game = tm_page_replay_record (fixture->record, TM_TYPE_COTS_GAME, &error);
  g_assert_no_error (error);
  fixture->page = tm_cots_page_new (fixture->record, TM_COTS_GAME (game));
  fixture->window = ui_present_in_window (GTK_WIDGET (fixture->page), 1000, 760);
}

static void
cots_tear_down (CotsFixture   *fixture,
                gconstpointer  data)
{
  gtk_window_destroy (fixture->window);
  ui_spin ();
  g_clear_object (&fixture->record);
  ui_clear_saved_games ();
}

/* Opens the private view and confirms; returns its content. */
static GtkWidget *
open_private_view (TmCotsPage *page)
{
  TmPrivateView *view;
  GtkWidget *content;

  g_assert_null (tm_cots_page_get_private_view (page));
  ui_click (tm_cots_page_get_options_button (page));
  view = tm_cots_page_get_private_view (page);
  g_assert_nonnull (view);
  g_assert_true (ui_wait_mapped (GTK_WIDGET (view)));
  content = tm_private_view_get_content (view);
  g_assert_nonnull (content);
  g_assert_false (gtk_widget_get_mapped (content));
  ui_click (tm_private_view_get_reveal_button (view));
  g_assert_true (ui_wait_mapped (content));
  return content;
}

static void
test_cots_hand (CotsFixture   *fixture,
                gconstpointer  data)
{
  const TmCotsState *state = tm_cots_game_get_state (tm_cots_page_get_game (fixture->page));
  TmCotsState before = *state;
  guint n_before = tm_record_get_n_moves (fixture->record);
  TmCotsCardSet hand = 0;
  GtkWidget *content, *weak;
  TmAdvisorPanel *panel;
  g_autoptr(GPtrArray) expected = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) chosen = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *page_text = NULL;
  const char *kept_card = NULL;
  guint n_hand = MIN (state->hand[state->current_player], 3u);

  g_assert_true (state->phase == TM_COTS_PHASE_SIEGE || state->phase == TM_COTS_PHASE_ANALYSIS);
  g_assert_cmpuint (n_hand, >=, 2);
  g_assert_null (ui_read_saved_game ());

  content = open_private_view (fixture->page);
  g_assert_true (TM_IS_COTS_HAND_ADVISOR (content));
  weak = content;
  g_object_add_weak_pointer (G_OBJECT (content), (gpointer *) &weak);
  panel = tm_cots_hand_advisor_get_panel (TM_COTS_HAND_ADVISOR (content));
  /* Nothing ticked yet: the panel asks for the hand. */
  g_assert_cmpuint (tm_advisor_panel_get_n_rows (panel), ==, 0);
  g_assert_nonnull (tm_advisor_panel_get_message (panel));

  /* Face-up cards cannot be ticked; tick the first unseen cards. */
  for (TmCotsCard card = 0; card < TM_COTS_N_CARDS; card++)
    {
      GtkWidget *button = tm_cots_hand_advisor_get_card_button (TM_COTS_HAND_ADVISOR (content), card);

      if (tm_cots_card_set_contains (state->seen, card))
        {
          g_assert_false (gtk_widget_get_sensitive (button));
          continue;
        }
      if ((guint) __builtin_popcount (hand) < n_hand)
        {
          ui_click (button);
          hand = tm_cots_card_set_add (hand, card);
        }
    }
  g_assert_cmpuint (tm_cots_hand_advisor_get_hand (TM_COTS_HAND_ADVISOR (content)), ==, hand);

  /* The options are the advisor's for that hand, best first. */
  expected = tm_cots_advisor_hand_options (state, hand, &error);
  g_assert_no_error (error);
  ui_assert_advisor_panel_shows (panel, expected);

  /* "Play" on the second-best plays exactly that move, and the view closes. */
  g_assert_cmpuint (tm_advisor_panel_get_n_rows (panel), >=, 2);
  chosen = json_object_ref (tm_advisor_panel_get_option (panel, 1)->move);
  ui_click (tm_advisor_panel_get_play_button (panel, 1));
  ui_spin ();
  g_assert_null (tm_cots_page_get_private_view (fixture->page));
  g_assert_null (ui_find_toplevel (TM_TYPE_PRIVATE_VIEW));
  g_assert_null (weak);
  g_assert_cmpuint (tm_record_get_n_moves (fixture->record), ==, n_before + 1);
  g_assert_true (ui_json_objects_equal (tm_record_get_move (fixture->record, n_before), chosen));
  g_assert_cmpint (before.turn + 1, ==, tm_cots_game_get_state (tm_cots_page_get_game (fixture->page))->turn);

  /* The saved game is the record with that one move more, and no hand. */
  saved = ui_read_saved_game ();
  g_assert_nonnull (saved);
  g_assert_null (strstr (saved, "\"hand\""));
  {
    g_autoptr(JsonParser) parser = json_parser_new ();
    JsonArray *moves;

    g_assert_true (json_parser_load_from_data (parser, saved, -1, NULL));
    moves = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "moves");
    g_assert_cmpuint (json_array_get_length (moves), ==, n_before + 1);
    g_assert_true (ui_saved_move_equal (json_array_get_object_element (moves, n_before), chosen, TRUE));
  }
  /* A card of the hand that was not played appears nowhere: not in the
   * saved game, not in any label of the page. */
  for (TmCotsCard card = 0; card < TM_COTS_N_CARDS && kept_card == NULL; card++)
    if (tm_cots_card_set_contains (hand, card)
        && g_strcmp0 (tm_cots_card_to_string (card), json_object_get_string_member (chosen, "card")) != 0)
      kept_card = tm_cots_card_to_string (card);
  g_assert_nonnull (kept_card);
  {
    g_autofree char *quoted = g_strdup_printf ("\"%s\"", kept_card);

    g_assert_null (strstr (saved, quoted));
  }
  g_assert_false (ui_label_shown_containing (GTK_WIDGET (fixture->page), kept_card));
}

/* Closing the view without playing: nothing played, nothing kept. */
static void
test_cots_close (CotsFixture   *fixture,
                 gconstpointer  data)
{
  guint n_before = tm_record_get_n_moves (fixture->record);
  GtkWidget *content = open_private_view (fixture->page);
  GtkWidget *weak = content;
  TmCotsCard card;

  g_object_add_weak_pointer (G_OBJECT (content), (gpointer *) &weak);
  for (card = 0; tm_cots_card_set_contains (tm_cots_game_get_state (tm_cots_page_get_game (fixture->page))->seen, card); card++)
    ;
  ui_click (tm_cots_hand_advisor_get_card_button (TM_COTS_HAND_ADVISOR (content), card));
  g_assert_cmpuint (tm_advisor_panel_get_n_rows (tm_cots_hand_advisor_get_panel (TM_COTS_HAND_ADVISOR (content))), >, 0);

  gtk_window_close (GTK_WINDOW (tm_cots_page_get_private_view (fixture->page)));
  ui_spin ();
  g_assert_null (weak);
  g_assert_null (tm_cots_page_get_private_view (fixture->page));
  g_assert_cmpuint (tm_record_get_n_moves (fixture->record), ==, n_before);
  g_assert_null (ui_read_saved_game ());

  /* Opened again, it starts empty. */
  content = open_private_view (fixture->page);
  g_assert_cmpuint (tm_cots_hand_advisor_get_hand (TM_COTS_HAND_ADVISOR (content)), ==, 0);
}

/* The extermination planner: the best plan fills the groups entry. */
static void
test_cots_planner (CotsFixture   *fixture,
                   gconstpointer  data)
{
  const TmCotsState *state = tm_cots_game_get_state (tm_cots_page_get_game (fixture->page));
  guint n_before = tm_record_get_n_moves (fixture->record);
  guint player = state->groups_entered[0] ? 1 : 0;
  TmCotsCard known[TM_COTS_SHIELD_SIZE];
  g_autoptr(GArray) plans = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *content;
  TmAdvisorPanel *panel;
  TmCotsGroupsEntry *entry;
  const TmCotsPlan *best;

  g_assert_true (state->phase == TM_COTS_PHASE_EXTERMINATION);
  g_assert_false (state->groups_entered[player]);
  content = open_private_view (fixture->page);
  g_assert_true (TM_IS_COTS_PLAN_ADVISOR (content));
  panel = tm_cots_plan_advisor_get_panel (TM_COTS_PLAN_ADVISOR (content));
  /* Its title words it as the button that opened it ("Show Options for
   * Aoi’s Groups…"), issue #25. */
  {
    const char *name = tm_record_get_player (fixture->record, player);
    g_autofree char *title = g_strdup_printf ("Options for %s’s groups, best first", name);
    GtkWidget *title_label = ui_find_descendant (GTK_WIDGET (panel), GTK_TYPE_LABEL, "title_label");

    g_assert_nonnull (title_label);
    g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (title_label)), title));
  }

  /* No shield card entered: the planner over every unseen card. */
  memcpy (known, state->shield, sizeof known);
  plans = tm_cots_advisor_plan (state->bed[player], known, ~state->seen, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tm_advisor_panel_get_n_rows (panel), ==, MIN (plans->len, 10u));
  for (guint i = 0; i < tm_advisor_panel_get_n_rows (panel); i++)
    g_assert_cmpfloat (tm_advisor_panel_get_option (panel, i)->score, ==,
                       g_array_index (plans, TmCotsPlan, i).expected);

  ui_click (tm_advisor_panel_get_play_button (panel, 0));
  ui_spin ();
  g_assert_null (tm_cots_page_get_private_view (fixture->page));
  /* Nothing is played: the groups wait in the entry, the bed shown. */
  g_assert_cmpuint (tm_record_get_n_moves (fixture->record), ==, n_before);
  entry = tm_cots_extermination_get_groups_entry (tm_cots_page_get_extermination (fixture->page), player);
  g_assert_true (tm_cots_groups_entry_get_bed_shown (entry));
  best = &g_array_index (plans, TmCotsPlan, 0);
  for (guint g = 0; g < TM_COTS_N_GROUPS; g++)
    for (guint i = 0; i < 2; i++)
      if (best->groups[g][i] != TM_COTS_NO_CARD)
        {
          /* The plan names one of the cards of a colour; the entry holds
           * that very card in that group. */
          GtkWidget *button = tm_cots_groups_entry_get_group_button (entry, best->groups[g][i], g + 1);

          g_assert_nonnull (button);
          g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)));
        }

  /* Entering them plays the plan's groups. */
  ui_click (tm_cots_groups_entry_get_enter_button (entry));
  g_assert_cmpuint (tm_record_get_n_moves (fixture->record), ==, n_before + 1);
  state = tm_cots_game_get_state (tm_cots_page_get_game (fixture->page));
  g_assert_true (state->groups_entered[player]);
  for (guint g = 0; g < TM_COTS_N_GROUPS; g++)
    {
      TmCotsCardSet want = 0, got = 0;

      for (guint i = 0; i < 2; i++)
        {
          if (best->groups[g][i] != TM_COTS_NO_CARD)
            want = tm_cots_card_set_add (want, best->groups[g][i]);
          if (state->groups[player][g][i] != TM_COTS_NO_CARD)
            got = tm_cots_card_set_add (got, state->groups[player][g][i]);
        }
      g_assert_cmpuint (want, ==, got);
    }
}

/* Psi Conjuring ------------------------------------------------------------- */

static void
test_psi_attacks (void)
{
  g_autoptr(TmRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = NULL;
  TmPsiPage *page;
  GtkWindow *window;
  TmAdvisorPanel *panel;
  g_autoptr(GPtrArray) expected = NULL;
  g_autoptr(GPtrArray) after = NULL;
  g_autoptr(JsonObject) chosen = NULL;
  guint n_before;
  guint attack = G_MAXUINT;

  ui_clear_saved_games ();
  record = ui_load_record ("advise-psi-battle.json");
  n_before = tm_record_get_n_moves (record);
  game = tm_page_replay_record (record, TM_TYPE_PSI_GAME, &error);
  g_assert_no_error (error);
  page = tm_psi_page_new (record, TM_PSI_GAME (game));
  window = ui_present_in_window (GTK_WIDGET (page), 1000, 760);
  panel = tm_psi_page_get_advisor_panel (page);

  /* Hidden until asked for. */
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (panel)));
  ui_click (tm_psi_page_get_options_toggle (page));
  g_assert_true (ui_wait_mapped (GTK_WIDGET (panel)));
  ui_assert_toggle_names_panel (tm_psi_page_get_options_toggle (page), panel);

  expected = tm_psi_advisor_attack_options (tm_psi_game_get_state (tm_psi_page_get_game (page)), NULL, &error);
  g_assert_no_error (error);
  ui_assert_advisor_panel_shows (panel, expected);
  g_assert_cmpuint (tm_advisor_panel_get_n_rows (panel), ==, expected->len);

  /* "Play" on the best attack plays it. */
  for (guint i = 0; i < tm_advisor_panel_get_n_rows (panel) && attack == G_MAXUINT; i++)
    if (g_strcmp0 (json_object_get_string_member (tm_advisor_panel_get_option (panel, i)->move, "type"), "attack") == 0)
      attack = i;
  g_assert_cmpuint (attack, !=, G_MAXUINT);
  chosen = json_object_ref (tm_advisor_panel_get_option (panel, attack)->move);
  ui_click (tm_advisor_panel_get_play_button (panel, attack));
  g_assert_cmpuint (tm_record_get_n_moves (record), ==, n_before + 1);
  g_assert_true (ui_json_objects_equal (tm_record_get_move (record, n_before), chosen));
  /* The keyboard stays in the options (the button pressed is gone). */
  {
    GtkWidget *focus = gtk_window_get_focus (window);

    g_assert_nonnull (focus);
    g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (panel))
                   || focus == tm_psi_page_get_options_toggle (page));
  }

  /* The panel follows the new position. */
  after = tm_psi_advisor_attack_options (tm_psi_game_get_state (tm_psi_page_get_game (page)), NULL, NULL);
  if (after != NULL && after->len > 0)
    ui_assert_advisor_panel_shows (panel, after);
  else
    g_assert_nonnull (tm_advisor_panel_get_message (panel));

  gtk_window_destroy (window);
  ui_spin ();
  ui_clear_saved_games ();
}

int
test_ui_advisor_main (int   argc,
                      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ui/advisor/panel", test_panel);
  g_test_add_func ("/ui/advisor/private-view", test_private_view);
  g_test_add ("/ui/advisor/cots/hand", CotsFixture, "advise-cots-analysis.json",
              cots_set_up, test_cots_hand, cots_tear_down);
  g_test_add ("/ui/advisor/cots/close", CotsFixture, "advise-cots-analysis.json",
              cots_set_up, test_cots_close, cots_tear_down);
  g_test_add ("/ui/advisor/cots/planner", CotsFixture, "advise-cots-extermination.json",
              cots_set_up, test_cots_planner, cots_tear_down);
  g_test_add_func ("/ui/advisor/psi/attacks", test_psi_attacks);

  return g_test_run ();
}
