/* test-ui-advisor-games.c — the advisor on the Tsuki no Utena and Planetary Sisters pages (issue #11)
 *
 * Tsuki no Utena (open information, on the page): "Show Exchange Options" lists
 * exactly the advisor's exchanges, "Play" plays one through the record
 * (one move more, that move, the markers the rules give); during the
 * loss processing a message instead of the desire cards; "Can we still
 * win?" shows the answer of tm_utena_advisor_outlook() for the position
 * (verdict, horizon, cards not counted, the best line move by move), and
 * "Play First Move" plays the line's first move.
 *
 * Planetary Sisters (the hand is private): "Show Options…" opens the
 * private view, where only the ranks the player may hold can be ticked,
 * the options are the advisor's turn options whose used card is ticked,
 * in its order, "Play" plays one, and once the view is closed neither
 * the saved file nor the page holds anything of the hand.  At the end of
 * a game, the what-if under the score table says in sentences what the
 * core's swaps say (tests/app/sisters-what-if.json: the 2-player record
 * with the made-up emblems of three of Mio's cards changed, so that
 * seven swaps change the winner).
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "widgets/tm-saved-games.h"
#include "widgets/tm-advisor-panel.h"
#include "widgets/tm-private-view.h"
#include "widgets/tm-page-support.h"
#include "games/tsuki-no-utena/page/tm-utena-page.h"
#include "games/tsuki-no-utena/rules/tm-utena-advisor.h"
#include "games/tsuki-no-utena/page/tm-utena-outlook-view.h"
#include "games/planetary-sisters/page/tm-sisters-page.h"
#include "games/planetary-sisters/rules/tm-sisters-advisor.h"
#include "games/planetary-sisters/page/tm-sisters-hand-advisor.h"
#include "games/planetary-sisters/page/tm-sisters-what-if-view.h"
#include "ui-test-util.h"
#include "ui-test-programs.h"
#include "../games/tsuki-no-utena/rules/utena-test-util.h"

/* Helpers ------------------------------------------------------------------ */

static TmRecord *
load_record (const char *dir,
             const char *name)
{
  g_autofree char *path = dir != NULL
    ? g_test_build_filename (G_TEST_DIST, "..", dir, "records", name, NULL)
    : g_test_build_filename (G_TEST_DIST, name, NULL);
  g_autoptr(GError) error = NULL;
  TmRecord *record = tm_record_load_file (path, &error);

  g_assert_no_error (error);
  return record;
}

/* The panel shows @expected, and all of it up to the 20 rows shown
 * before "Show All". */
static void
assert_panel_shows (TmAdvisorPanel *panel,
                    GPtrArray      *expected)
{
  ui_assert_advisor_panel_shows (panel, expected);
  g_assert_cmpuint (tm_advisor_panel_get_n_rows (panel), ==, MIN (expected->len, 20u));
}

/* Every label text under @root, mapped or not, in widget order. */
static char *
collect_label_texts (GtkWidget *root)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  GString *text = g_string_new (NULL);

  ui_collect_descendants (root, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_get_mapped (g_ptr_array_index (labels, i)))
      g_string_append_printf (text, "%s\n", gtk_label_get_text (g_ptr_array_index (labels, i)));
  return g_string_free (text, FALSE);
}

/* Tsuki no Utena ------------------------------------------------------------ */

typedef struct
{
  GtkWindow *window;
  TmRecord *record;
  TmUtenaPage *page;
} UtenaFixture;

static void
utena_set_up (UtenaFixture  *fixture,
              gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = NULL;

  ui_clear_saved_games ();
  fixture->record = load_record ("cli", data);
  game = tm_page_replay_record (fixture->record, TM_TYPE_UTENA_GAME, &error);
  g_assert_no_error (error);
  fixture->page = tm_utena_page_new (fixture->record, TM_UTENA_GAME (game));
  fixture->window = ui_present_in_window (GTK_WIDGET (fixture->page), 1200, 900);
}

static void
utena_tear_down (UtenaFixture  *fixture,
                 gconstpointer  data)
{
  gtk_window_destroy (fixture->window);
  ui_spin ();
  g_clear_object (&fixture->record);
  ui_clear_saved_games ();
}

static const TmUtenaState *
utena_state (UtenaFixture *fixture)
{
  return tm_utena_game_get_state (tm_utena_page_get_game (fixture->page));
}

/* Shows the options; returns the panel. */
static TmAdvisorPanel *
utena_show_options (UtenaFixture *fixture)
{
  TmAdvisorPanel *panel = tm_utena_page_get_advisor_panel (fixture->page);

  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (panel)));
  /* "Can We Still Win?" is a button of its own, not behind the toggle,
   * which shows the exchanges and says so (issue #25). */
  g_assert_true (ui_wait_mapped (GTK_WIDGET (tm_utena_page_get_outlook_view (fixture->page))));
  ui_click (tm_utena_page_get_options_toggle (fixture->page));
  g_assert_true (ui_wait_mapped (GTK_WIDGET (panel)));
  if (utena_state (fixture)->phase != TM_UTENA_PHASE_DESIRE)
    ui_assert_toggle_names_panel (tm_utena_page_get_options_toggle (fixture->page), panel);
  return panel;
}

/* The markers after @move played from @before are the rules' own. */
static void
assert_markers_as_rules (const TmUtenaState *before,
                         JsonObject         *move_json,
                         const TmUtenaState *after)
{
  TmUtenaState expected = *before;
  TmUtenaMove move;
  g_autoptr(GError) error = NULL;

  g_assert_true (tm_utena_move_from_json (move_json, &move, &error));
  g_assert_no_error (error);
  g_assert_true (tm_utena_state_apply (&expected, &move, NULL, NULL, &error));
  g_assert_no_error (error);
  for (guint c = 0; c < TM_UTENA_N_CELLS; c++)
    g_assert_cmpuint (after->cloud[c], ==, expected.cloud[c]);
  for (guint a = 0; a < after->n_altars; a++)
    {
      g_assert_cmpuint (after->altars[a].ring, ==, expected.altars[a].ring);
      g_assert_cmpuint (after->altars[a].centre, ==, expected.altars[a].centre);
      g_assert_cmpint (after->altars[a].pair[0], ==, expected.altars[a].pair[0]);
      g_assert_cmpint (after->altars[a].pair[1], ==, expected.altars[a].pair[1]);
    }
  g_assert_cmpuint (tm_utena_state_count_markers (after), ==, TM_UTENA_N_MARKERS);
}

static void
test_utena_options (UtenaFixture  *fixture,
                    gconstpointer  data)
{
  TmUtenaState before = *utena_state (fixture);
  guint n_before = tm_record_get_n_moves (fixture->record);
  g_autoptr(GPtrArray) expected = NULL;
  g_autoptr(GPtrArray) after = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) chosen = NULL;
  TmAdvisorPanel *panel;
  double gain;

  g_assert_cmpint (before.phase, ==, TM_UTENA_PHASE_TURN);
  panel = utena_show_options (fixture);
  expected = tm_utena_advisor_exchange_options (&before, &error);
  g_assert_no_error (error);
  assert_panel_shows (panel, expected);

  /* "Play" on the second-best: one move more, that move, the markers the
   * rules give, and the ring gain the option announced. */
  g_assert_cmpuint (tm_advisor_panel_get_n_rows (panel), >=, 2);
  chosen = json_object_ref (tm_advisor_panel_get_option (panel, 1)->move);
  {
    JsonObject *details = json_node_get_object (tm_advisor_panel_get_option (panel, 1)->details);

    gain = json_object_get_int_member (details, "ring_gain");
  }
  ui_click (tm_advisor_panel_get_play_button (panel, 1));
  g_assert_cmpuint (tm_record_get_n_moves (fixture->record), ==, n_before + 1);
  g_assert_true (ui_json_objects_equal (tm_record_get_move (fixture->record, n_before), chosen));
  assert_markers_as_rules (&before, chosen, utena_state (fixture));
  {
    int ring_before = 0, ring_after = 0;

    for (guint a = 0; a < before.n_altars; a++)
      {
        ring_before += (int) before.altars[a].ring;
        ring_after += (int) utena_state (fixture)->altars[a].ring;
      }
    g_assert_cmpfloat (ring_after - ring_before, ==, gain);
  }

  /* The panel follows the new position. */
  after = tm_utena_advisor_exchange_options (utena_state (fixture), NULL);
  if (after != NULL && after->len > 0 && utena_state (fixture)->phase == TM_UTENA_PHASE_TURN)
    assert_panel_shows (panel, after);
  else
    g_assert_nonnull (tm_advisor_panel_get_message (panel));

  /* Undone: the options of the first position again. */
  g_assert_true (tm_utena_page_undo (fixture->page));
  assert_panel_shows (panel, expected);
}

/* During the loss processing: the panel's message, not 1,600 rows. */
static void
test_utena_desire (UtenaFixture  *fixture,
                   gconstpointer  data)
{
  TmAdvisorPanel *panel;

  g_assert_cmpint (utena_state (fixture)->phase, ==, TM_UTENA_PHASE_DESIRE);
  panel = utena_show_options (fixture);
  g_assert_cmpuint (tm_advisor_panel_get_n_rows (panel), ==, 0);
  g_assert_nonnull (tm_advisor_panel_get_message (panel));
  g_assert_true (ui_label_shown_containing (GTK_WIDGET (panel), "A desire card is being laid"));
}

static gboolean
outlook_answered (gpointer data)
{
  TmUtenaOutlookView *view = data;

  return !tm_utena_outlook_view_get_busy (view) && tm_utena_outlook_view_get_outlook (view) != NULL;
}

/* Asks "Can we still win?" and checks the answer shown against the
 * core's for the same position; returns the view. */
static TmUtenaOutlookView *
ask_outlook (UtenaFixture *fixture)
{
  TmUtenaOutlookView *view = tm_utena_page_get_outlook_view (fixture->page);
  const TmUtenaState *state = utena_state (fixture);
  g_autoptr(TmUtenaOutlook) want = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) json = NULL;
  g_autofree char *text = NULL;
  const TmUtenaOutlook *shown;
  JsonArray *line;

  g_assert_null (tm_utena_outlook_view_get_outlook (view));
  ui_click (tm_utena_outlook_view_get_ask_button (view));
  g_assert_true (ui_wait_for (outlook_answered, view));
  shown = tm_utena_outlook_view_get_outlook (view);

  want = tm_utena_advisor_outlook (state, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpint (shown->winnable_worst_case, ==, want->winnable_worst_case);
  g_assert_cmpuint (shown->n_sequences, ==, want->n_sequences);
  g_assert_cmpuint (shown->n_winnable, ==, want->n_winnable);
  g_assert_cmpint (shown->exhaustive, ==, want->exhaustive);
  g_assert_cmpint (shown->to_end, ==, want->to_end);
  g_assert_cmpuint (shown->first_round, ==, want->first_round);
  g_assert_cmpuint (shown->last_round, ==, want->last_round);
  g_assert_cmpuint (shown->best_line->len, ==, want->best_line->len);

  /* The words: the verdict, how far it looked, the cards not counted, the
   * line move by move as the core titles it. */
  text = tm_utena_outlook_view_dup_text (view);
  g_test_message ("Shown:\n%s", text);
  if (want->exhaustive && want->winnable_worst_case)
    g_assert_cmpstr (tm_utena_outlook_view_get_headline (view), ==, "Yes: winnable whatever desire cards come");
  else if (want->exhaustive && want->n_winnable > 0)
    {
      g_autofree char *cases = g_strdup_printf ("in %" G_GUINT64_FORMAT " of %" G_GUINT64_FORMAT " cases",
                                                want->n_winnable, want->n_sequences);

      g_assert_nonnull (strstr (tm_utena_outlook_view_get_headline (view), cases));
    }
  else if (want->exhaustive)
    g_assert_true (g_str_has_prefix (tm_utena_outlook_view_get_headline (view), "No"));
  else
    g_assert_nonnull (strstr (tm_utena_outlook_view_get_headline (view), "did not finish"));
  g_assert_nonnull (strstr (text, "Looked at"));
  if (want->exhaustive && want->to_end)
    g_assert_nonnull (strstr (text, "the answer is final"));
  for (guint p = 0; p < state->n_players; p++)
    {
      guint unknown = tm_utena_state_get_unknown_in_hand (state, p);
      g_autofree char *hand = g_strdup_printf ("%u in %s’s hand", unknown,
                                               tm_record_get_player (fixture->record, p));

      g_assert_true ((unknown > 0) == (strstr (text, hand) != NULL));
    }
  json = tm_utena_outlook_to_json (want, state);
  line = json_object_get_array_member (json_node_get_object (json), "best_line");
  g_assert_cmpuint (tm_utena_outlook_view_get_n_line_rows (view), ==, json_array_get_length (line));
  for (guint i = 0; i < json_array_get_length (line); i++)
    g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (tm_utena_outlook_view_get_line_row (view, i))),
                     ==, json_object_get_string_member (json_array_get_object_element (line, i), "title"));
  return view;
}

/* A position the table wins whatever comes: the line shown is the core's,
 * and "Play First Move" plays its first move. */
static void
test_utena_outlook_won (UtenaFixture  *fixture,
                        gconstpointer  data)
{
  TmUtenaState before = *utena_state (fixture);
  guint n_before = tm_record_get_n_moves (fixture->record);
  TmUtenaOutlookView *view;
  g_autoptr(JsonObject) first = NULL;

  utena_show_options (fixture);
  view = ask_outlook (fixture);
  g_assert_true (tm_utena_outlook_view_get_outlook (view)->winnable_worst_case);
  g_assert_cmpuint (tm_utena_outlook_view_get_n_line_rows (view), >, 0);
  first = tm_utena_move_to_json (&g_array_index (tm_utena_outlook_view_get_outlook (view)->best_line, TmUtenaMove, 0));

  ui_click (tm_utena_outlook_view_get_play_button (view));
  g_assert_cmpuint (tm_record_get_n_moves (fixture->record), ==, n_before + 1);
  g_assert_true (ui_json_objects_equal (tm_record_get_move (fixture->record, n_before), first));
  assert_markers_as_rules (&before, first, utena_state (fixture));
  /* The answer was for the position before: gone, to be asked again. */
  g_assert_null (tm_utena_outlook_view_get_outlook (view));
  g_assert_false (gtk_widget_get_mapped (tm_utena_outlook_view_get_play_button (view)));

  /* Played to the end along the line asked again each turn: won. */
  for (guint turns = 0; turns < 40 && utena_state (fixture)->phase != TM_UTENA_PHASE_FINISHED; turns++)
    {
      if (tm_utena_outlook_view_get_outlook (view) == NULL)
        {
          ui_click (tm_utena_outlook_view_get_ask_button (view));
          g_assert_true (ui_wait_for (outlook_answered, view));
        }
      g_assert_true (tm_utena_outlook_view_get_outlook (view)->winnable_worst_case);
      ui_click (tm_utena_outlook_view_get_play_button (view));
    }
  g_assert_cmpint (utena_state (fixture)->result, ==, TM_UTENA_RESULT_WON);
  /* Over: no options to show. */
  g_assert_false (gtk_widget_get_visible (tm_utena_page_get_options_toggle (fixture->page)));
}

/* A position with no line found: the verdict and the hands not counted. */
static void
test_utena_outlook_no_line (UtenaFixture  *fixture,
                            gconstpointer  data)
{
  TmUtenaOutlookView *view;

  utena_show_options (fixture);
  view = ask_outlook (fixture);
  g_assert_cmpuint (tm_utena_outlook_view_get_n_line_rows (view), ==, 0);
  g_assert_false (gtk_widget_get_mapped (tm_utena_outlook_view_get_play_button (view)));
}

/* A position won only for some orders of the desire cards to come, as
 * tests/games/tsuki-no-utena/rules/test-utena-advisor.c builds them (the whole
 * synthetic box known; the last round, the parent's loss processing with
 * two desire cards of two known to come, then the last altar alone, a
 * little short); FALSE when @rand's game does not give one. */
static gboolean
make_luck_position (GRand        *rand,
                    TmUtenaState *s)
{
  g_autoptr(TmUtenaOutlook) outlook = NULL;
  TmUtenaDesire kept[TM_UTENA_N_DESIRES];
  guint n_kept = 0, n_to_come = 0, last;

  new_state (s, 3);
  for (guint steps = 0; steps < 400; steps++)
    {
      g_autoptr(GArray) moves = tm_utena_state_legal_moves (s);
      TmUtenaMove move;

      if (s->phase == TM_UTENA_PHASE_FINISHED)
        return FALSE;
      if (s->phase == TM_UTENA_PHASE_TURN && s->round >= 2 && s->turns_left == 1
          && !s->reinforced && g_rand_int_range (rand, 0, 6) == 0)
        break;
      move = g_array_index (moves, TmUtenaMove, g_rand_int_range (rand, 0, (gint32) moves->len));
      hide_covered_icon_only (s, &move);
      g_assert_true (tm_utena_state_apply (s, &move, NULL, NULL, NULL));
    }
  if (s->phase != TM_UTENA_PHASE_TURN || s->round < 2 || s->n_laid == 0)
    return FALSE;

  /* Two known desire cards to come; only the top card's icons shown. */
  for (guint i = 0; i < s->n_known_desires; i++)
    {
      gboolean laid = FALSE;

      for (guint l = 0; l < s->n_laid; l++)
        laid |= s->laid[l] == s->known_desires[i];
      if (laid || n_to_come++ < 2)
        kept[n_kept++] = s->known_desires[i];
    }
  memcpy (s->known_desires, kept, n_kept * sizeof *kept);
  s->n_known_desires = n_kept;
  memset (s->visible, 0, sizeof s->visible);
  for (guint c = 0; c < TM_UTENA_N_CELLS; c++)
    if (s->laid[s->n_laid - 1] & tm_utena_desire_icon ((TmUtenaCell) c))
      s->visible[c] = 1;

  s->round = s->max_rounds;
  s->phase = TM_UTENA_PHASE_DESIRE;
  s->desires_due = 2;
  s->desire_deck = MAX (s->desire_deck, 2u);
  s->giver = s->parent;
  s->active = -1;
  s->turns_left = 0;
  s->turn_taken = FALSE;
  s->reinforced = FALSE;
  s->reinforcements = 0;
  s->turn_index = s->n_altars - 1;
  last = tm_utena_state_get_altar_order (s, s->n_altars - 1);
  for (guint a = 0; a < s->n_altars; a++)
    {
      s->cloud[g_rand_int_range (rand, 0, TM_UTENA_N_CELLS)] += s->altars[a].centre;
      s->altars[a].ring = s->altars[a].ring_size;
      s->altars[a].centre = a == last ? 0 : (guint) g_rand_int_range (rand, 1, 4);
      s->altars[a].reserve = a == last;
      if (a == last)
        s->altars[a].ring -= (guint) g_rand_int_range (rand, 0, 3);
    }
  while (tm_utena_state_count_markers (s) > TM_UTENA_N_MARKERS)
    {
      guint fullest = 0;

      for (guint c = 1; c < TM_UTENA_N_CELLS; c++)
        if (s->cloud[c] > s->cloud[fullest])
          fullest = c;
      if (s->cloud[fullest] == 0)
        return FALSE;
      s->cloud[fullest]--;
    }
  while (tm_utena_state_count_markers (s) < TM_UTENA_N_MARKERS)
    s->cloud[g_rand_int_range (rand, 0, TM_UTENA_N_CELLS)]++;

  outlook = tm_utena_advisor_outlook (s, 0, NULL);
  return outlook != NULL && outlook->exhaustive && !outlook->winnable_worst_case
         && outlook->n_winnable > 0 && outlook->n_winnable < outlook->n_sequences;
}

/* The view by itself on such a position: "in N of M cases", the line for
 * the order it assumes, no "Play First Move" (a desire card comes first). */
static void
test_utena_outlook_luck (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (0x2de5);
  const char *names[] = { "Aoi", "Mio", "Ren" };
  TmUtenaOutlookView *view = TM_UTENA_OUTLOOK_VIEW (tm_utena_outlook_view_new ());
  GtkWindow *window = ui_present_in_window (GTK_WIDGET (view), 500, 800);
  g_autoptr(TmUtenaOutlook) want = NULL;
  g_autofree char *cases = NULL;
  TmUtenaState s;
  guint tries = 0;

  while (!make_luck_position (rand, &s))
    g_assert_cmpuint (++tries, <, 2000);
  want = tm_utena_advisor_outlook (&s, 0, NULL);
  tm_utena_outlook_view_set_state (view, &s, names);
  tm_utena_outlook_view_set_can_play (view, TRUE);
  ui_click (tm_utena_outlook_view_get_ask_button (view));
  g_assert_true (ui_wait_for (outlook_answered, view));

  cases = g_strdup_printf ("Only with luck: winnable in %" G_GUINT64_FORMAT " of %" G_GUINT64_FORMAT " cases",
                           want->n_winnable, want->n_sequences);
  g_assert_cmpstr (tm_utena_outlook_view_get_headline (view), ==, cases);
  g_assert_cmpuint (tm_utena_outlook_view_get_n_line_rows (view), ==, want->best_line->len);
  g_assert_cmpuint (tm_utena_outlook_view_get_n_line_rows (view), >, 0);
  g_assert_nonnull (adw_action_row_get_subtitle (ADW_ACTION_ROW (tm_utena_outlook_view_get_line_row (view, 0))));
  g_assert_false (gtk_widget_get_visible (tm_utena_outlook_view_get_play_button (view)));

  /* Another position drops the answer. */
  s.desire_deck++;
  tm_utena_outlook_view_set_state (view, &s, names);
  g_assert_null (tm_utena_outlook_view_get_outlook (view));

  gtk_window_destroy (window);
  ui_spin ();
}

/* Planetary Sisters --------------------------------------------------------- */

typedef struct
{
  GtkWindow *window;
  TmRecord *record;
  TmSistersPage *page;
} SistersFixture;

static void
sisters_set_up (SistersFixture *fixture,
                gconstpointer   data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = NULL;
  const char *name = data;

  ui_clear_saved_games ();
  fixture->record = g_str_has_prefix (name, "advise-") ? load_record ("cli", name) : load_record (NULL, name);
  game = tm_page_replay_record (fixture->record, TM_TYPE_SISTERS_GAME, &error);
  g_assert_no_error (error);
  fixture->page = tm_sisters_page_new (fixture->record, TM_SISTERS_GAME (game));
  fixture->window = ui_present_in_window (GTK_WIDGET (fixture->page), 1000, 800);
}

static void
sisters_tear_down (SistersFixture *fixture,
                   gconstpointer   data)
{
  gtk_window_destroy (fixture->window);
  ui_spin ();
  g_clear_object (&fixture->record);
  ui_clear_saved_games ();
}

static const TmSistersState *
sisters_state (SistersFixture *fixture)
{
  return tm_sisters_game_get_state (tm_sisters_page_get_game (fixture->page));
}

/* Opens the private view and confirms; returns its content. */
static TmSistersHandAdvisor *
sisters_open_view (SistersFixture *fixture)
{
  TmPrivateView *view;
  GtkWidget *content;

  g_assert_null (tm_sisters_page_get_private_view (fixture->page));
  ui_click (tm_sisters_page_get_options_button (fixture->page));
  view = tm_sisters_page_get_private_view (fixture->page);
  g_assert_nonnull (view);
  g_assert_true (ui_wait_mapped (GTK_WIDGET (view)));
  content = tm_private_view_get_content (view);
  g_assert_true (TM_IS_SISTERS_HAND_ADVISOR (content));
  g_assert_false (gtk_widget_get_mapped (content));
  ui_click (tm_private_view_get_reveal_button (view));
  g_assert_true (ui_wait_mapped (content));
  return TM_SISTERS_HAND_ADVISOR (content);
}

static void
test_sisters_hand (SistersFixture *fixture,
                   gconstpointer   data)
{
  TmSistersState before = *sisters_state (fixture);
  int player = tm_sisters_state_get_current_player (&before);
  guint n_before = tm_record_get_n_moves (fixture->record);
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(GPtrArray) expected = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) chosen = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *page_text = NULL;
  g_autofree char *fresh_text = NULL;
  TmSistersCardSet usable = 0, hand = 0;
  TmSistersHandAdvisor *content;
  TmAdvisorPanel *panel;
  GtkWidget *weak;
  guint n_tick;

  g_assert_cmpint (before.phase, ==, TM_SISTERS_PHASE_ROUND);
  g_assert_cmpint (player, >=, 0);
  g_assert_null (ui_read_saved_game ());
  all = tm_sisters_advisor_turn_options (&before, NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < all->len; i++)
    usable = tm_sisters_card_set_add (usable, (int) json_object_get_int_member (((TmAdvisorOption *) g_ptr_array_index (all, i))->move, "used"));

  content = sisters_open_view (fixture);
  weak = GTK_WIDGET (content);
  g_object_add_weak_pointer (G_OBJECT (weak), (gpointer *) &weak);
  panel = tm_sisters_hand_advisor_get_panel (content);

  /* Only the ranks the player may use can be ticked; the cards known to
   * be in the hand come ticked. */
  for (int rank = 1; rank <= TM_SISTERS_N_RANKS; rank++)
    {
      GtkWidget *button = tm_sisters_hand_advisor_get_rank_button (content, rank);
      gboolean known = tm_sisters_card_set_contains (before.in_hand[player], rank);

      g_assert_cmpint (gtk_widget_get_sensitive (button), ==,
                       tm_sisters_card_set_contains (usable, rank) && !known);
      g_assert_cmpint (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)), ==, known);
      if (tm_sisters_card_set_contains (before.seen, rank) && !known)
        g_assert_false (gtk_widget_get_sensitive (button));
    }
  hand = before.in_hand[player];
  if (hand == 0)
    {
      /* Nothing ticked yet: the panel asks for the hand. */
      g_assert_cmpuint (tm_advisor_panel_get_n_rows (panel), ==, 0);
      g_assert_nonnull (tm_advisor_panel_get_message (panel));
    }

  /* Tick a few unseen ranks, as the player holding them would. */
  n_tick = MIN (before.hand[player], 4u);
  for (int rank = TM_SISTERS_N_RANKS; rank >= 1 && tm_sisters_card_set_size (hand) < n_tick; rank--)
    if (gtk_widget_get_sensitive (tm_sisters_hand_advisor_get_rank_button (content, rank)))
      {
        ui_click (tm_sisters_hand_advisor_get_rank_button (content, rank));
        hand = tm_sisters_card_set_add (hand, rank);
      }
  g_assert_cmpuint (tm_sisters_card_set_size (hand), >=, 2);
  g_assert_cmpuint (tm_sisters_hand_advisor_get_hand (content), ==, hand);

  /* The options are the advisor's whose used card is in the hand, in its order. */
  for (guint i = 0; i < all->len; i++)
    {
      TmAdvisorOption *option = g_ptr_array_index (all, i);

      if (tm_sisters_card_set_contains (hand, (int) json_object_get_int_member (option->move, "used")))
        g_ptr_array_add (expected, option);
    }
  assert_panel_shows (panel, expected);

  /* "Play" on the second-best plays exactly that move, and the view closes. */
  g_assert_cmpuint (tm_advisor_panel_get_n_rows (panel), >=, 2);
  chosen = json_object_ref (tm_advisor_panel_get_option (panel, 1)->move);
  ui_click (tm_advisor_panel_get_play_button (panel, 1));
  ui_spin ();
  g_assert_null (tm_sisters_page_get_private_view (fixture->page));
  g_assert_null (ui_find_toplevel (TM_TYPE_PRIVATE_VIEW));
  g_assert_null (weak);
  g_assert_cmpuint (tm_record_get_n_moves (fixture->record), ==, n_before + 1);
  g_assert_true (ui_json_objects_equal (tm_record_get_move (fixture->record, n_before), chosen));
  /* The position is the rules' after that move. */
  {
    TmSistersCardTable table = before.cards;
    g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (TmSistersMove));
    TmSistersState expected_state = before;

    g_assert_true (tm_sisters_move_from_json (chosen, &table, moves, &error));
    g_assert_cmpuint (moves->len, ==, 1);
    g_assert_true (tm_sisters_state_apply (&expected_state, &g_array_index (moves, TmSistersMove, 0), NULL, &error));
    g_assert_cmpuint (sisters_state (fixture)->field, ==, expected_state.field);
    g_assert_cmpuint (sisters_state (fixture)->round, ==, expected_state.round);
    g_assert_cmpuint (sisters_state (fixture)->turn, ==, expected_state.turn);
    g_assert_cmpuint (sisters_state (fixture)->in_hand[player], ==, expected_state.in_hand[player]);
  }

  /* The saved game is the record with that one move more, and no hand. */
  saved = ui_read_saved_game ();
  g_assert_nonnull (saved);
  g_assert_null (strstr (saved, "\"hand\""));
  {
    g_autoptr(JsonParser) parser = json_parser_new ();
    g_autoptr(TmRecord) reloaded = NULL;
    g_autoptr(TmGame) game = NULL;
    g_autoptr(GError) load_error = NULL;
    JsonArray *moves;
    TmSistersPage *fresh;
    GtkWindow *window;

    g_assert_true (json_parser_load_from_data (parser, saved, -1, NULL));
    moves = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "moves");
    g_assert_cmpuint (json_array_get_length (moves), ==, n_before + 1);
    for (guint i = 0; i < n_before; i++)
      g_assert_true (ui_saved_move_equal (json_array_get_object_element (moves, i), tm_record_get_move (fixture->record, i), FALSE));
    g_assert_true (ui_saved_move_equal (json_array_get_object_element (moves, n_before), chosen, TRUE));

    /* The page shows nothing a page made from the saved game does not:
     * nothing of the hand is left on it. */
    reloaded = tm_record_load_data (saved, strlen (saved), &load_error);
    g_assert_no_error (load_error);
    game = tm_page_replay_record (reloaded, TM_TYPE_SISTERS_GAME, &load_error);
    g_assert_no_error (load_error);
    fresh = tm_sisters_page_new (reloaded, TM_SISTERS_GAME (game));
    window = ui_present_in_window (GTK_WIDGET (fresh), 1000, 800);
    /* (Houses below its first frame come right after it.) */
    ui_wait_frames (GTK_WIDGET (fresh));
    page_text = collect_label_texts (GTK_WIDGET (fixture->page));
    fresh_text = collect_label_texts (GTK_WIDGET (fresh));
    gtk_window_destroy (window);
    ui_spin ();
  }
  g_assert_cmpstr (page_text, ==, fresh_text);
}

/* Closing the view without playing: nothing played, nothing kept. */
static void
test_sisters_close (SistersFixture *fixture,
                    gconstpointer   data)
{
  guint n_before = tm_record_get_n_moves (fixture->record);
  TmSistersHandAdvisor *content = sisters_open_view (fixture);
  GtkWidget *weak = GTK_WIDGET (content);
  TmSistersCardSet known = sisters_state (fixture)->in_hand[tm_sisters_state_get_current_player (sisters_state (fixture))];
  int rank;

  g_object_add_weak_pointer (G_OBJECT (weak), (gpointer *) &weak);
  for (rank = 1; !gtk_widget_get_sensitive (tm_sisters_hand_advisor_get_rank_button (content, rank)); rank++)
    ;
  ui_click (tm_sisters_hand_advisor_get_rank_button (content, rank));
  g_assert_cmpuint (tm_advisor_panel_get_n_rows (tm_sisters_hand_advisor_get_panel (content)), >, 0);

  gtk_window_close (GTK_WINDOW (tm_sisters_page_get_private_view (fixture->page)));
  ui_spin ();
  g_assert_null (weak);
  g_assert_null (tm_sisters_page_get_private_view (fixture->page));
  g_assert_cmpuint (tm_record_get_n_moves (fixture->record), ==, n_before);
  g_assert_null (ui_read_saved_game ());

  /* Opened again, only what the table knows is ticked. */
  content = sisters_open_view (fixture);
  g_assert_cmpuint (tm_sisters_hand_advisor_get_hand (content), ==, known);
}

/* The what-if under the score table says what the core's swaps say. */
static void
test_sisters_what_if (SistersFixture *fixture,
                      gconstpointer   data)
{
  const TmSistersState *state = sisters_state (fixture);
  TmSistersWhatIfView *view = tm_sisters_page_get_what_if_view (fixture->page);
  TmSistersFinalTable table;
  g_autoptr(GArray) swaps = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = NULL;
  const char *text;
  guint n_changing = 0, n_groups = 0;

  g_assert_cmpint (state->phase, ==, TM_SISTERS_PHASE_FINISHED);
  g_assert_true (ui_wait_mapped (GTK_WIDGET (view)));
  g_assert_true (tm_sisters_advisor_final_table (state, &table));
  swaps = tm_sisters_advisor_what_if (&state->cards, &table, &error);
  g_assert_no_error (error);
  text = tm_sisters_what_if_view_get_text (view);
  g_test_message ("What if:\n%s", text);
  lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; i < swaps->len; i++)
    {
      const TmSistersWhatIf *swap = &g_array_index (swaps, TmSistersWhatIf, i);
      g_autofree char *instead_of = g_strdup_printf (" been on the field instead of %u, ", swap->field_card);
      g_autofree char *rank = g_strdup_printf ("%u", swap->instead);
      gboolean shared = (swap->winners & (swap->winners - 1)) != 0;
      guint found = 0;

      /* Exactly one sentence names this swap's field card and winners,
       * with its rank among those that could have been there. */
      for (guint l = 0; lines[l] != NULL; l++)
        {
          const char *at = strstr (lines[l], instead_of);
          gboolean names_winners = TRUE;
          g_autofree char *ranks = NULL;
          g_auto(GStrv) listed = NULL;
          gboolean has_rank = FALSE;

          if (at == NULL || !g_str_has_prefix (lines[l], "Had "))
            continue;
          for (guint p = 0; p < state->n_players; p++)
            if (((swap->winners >> p) & 1) != (strstr (at, tm_record_get_player (fixture->record, p)) != NULL))
              names_winners = FALSE;
          if (!names_winners || (strstr (at, "shared the win") != NULL) != shared)
            continue;
          ranks = g_strndup (lines[l] + 4, (gsize) (at - lines[l] - 4));
          g_strdelimit (ranks, ",", ' ');
          listed = g_strsplit (ranks, " ", -1);
          for (guint k = 0; listed[k] != NULL; k++)
            if (g_str_equal (listed[k], rank))
              has_rank = TRUE;
          if (has_rank)
            found++;
        }
      g_assert_cmpuint (found, ==, swap->changes_winners ? 1 : 0);
      if (swap->changes_winners)
        {
          gboolean new_group = TRUE;

          n_changing++;
          for (guint j = 0; j < i; j++)
            {
              const TmSistersWhatIf *other = &g_array_index (swaps, TmSistersWhatIf, j);

              if (other->changes_winners && other->field_card == swap->field_card && other->winners == swap->winners)
                new_group = FALSE;
            }
          n_groups += new_group;
        }
    }
  if (n_changing == 0)
    {
      g_assert_cmpuint (g_strv_length (lines), ==, 1);
      g_assert_true (g_str_has_prefix (text, swaps->len > 0 ? "No single field card would have changed the winner"
                                                             : "Every card was in play"));
    }
  else
    g_assert_cmpuint (g_strv_length (lines), ==, n_groups);
  g_assert_true (ui_label_shown_containing (GTK_WIDGET (fixture->page), lines[0]));
}

/* Not at the end: no what-if. */
static void
test_sisters_what_if_hidden (SistersFixture *fixture,
                             gconstpointer   data)
{
  TmSistersWhatIfView *view = tm_sisters_page_get_what_if_view (fixture->page);

  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (view)));
  g_assert_cmpstr (tm_sisters_what_if_view_get_text (view), ==, "");
}

int
test_ui_advisor_games_main (int   argc,
                            char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add ("/ui/advisor-games/utena/options", UtenaFixture, "advise-utena-midgame.json",
              utena_set_up, test_utena_options, utena_tear_down);
  g_test_add ("/ui/advisor-games/utena/exchange-options", UtenaFixture, "advise-utena-outlook.json",
              utena_set_up, test_utena_options, utena_tear_down);
  g_test_add ("/ui/advisor-games/utena/desire", UtenaFixture, "advise-utena-desire.json",
              utena_set_up, test_utena_desire, utena_tear_down);
  g_test_add ("/ui/advisor-games/utena/outlook-won", UtenaFixture, "advise-utena-outlook.json",
              utena_set_up, test_utena_outlook_won, utena_tear_down);
  g_test_add ("/ui/advisor-games/utena/outlook-no-line", UtenaFixture, "advise-utena-midgame.json",
              utena_set_up, test_utena_outlook_no_line, utena_tear_down);
  g_test_add_func ("/ui/advisor-games/utena/outlook-luck", test_utena_outlook_luck);
  g_test_add ("/ui/advisor-games/sisters/hand", SistersFixture, "advise-sisters-midgame.json",
              sisters_set_up, test_sisters_hand, sisters_tear_down);
  g_test_add ("/ui/advisor-games/sisters/close", SistersFixture, "advise-sisters-midgame.json",
              sisters_set_up, test_sisters_close, sisters_tear_down);
  g_test_add ("/ui/advisor-games/sisters/what-if", SistersFixture, "sisters-what-if.json",
              sisters_set_up, test_sisters_what_if, sisters_tear_down);
  g_test_add ("/ui/advisor-games/sisters/what-if-none", SistersFixture, "../cli/records/sisters-2p.json",
              sisters_set_up, test_sisters_what_if, sisters_tear_down);
  g_test_add ("/ui/advisor-games/sisters/what-if-all-in-play", SistersFixture, "../cli/records/sisters-3p.json",
              sisters_set_up, test_sisters_what_if, sisters_tear_down);
  g_test_add ("/ui/advisor-games/sisters/what-if-hidden", SistersFixture, "advise-sisters-midgame.json",
              sisters_set_up, test_sisters_what_if_hidden, sisters_tear_down);

  return g_test_run ();
}
