/* test-ui-sisters-score.c — Planetary Sisters scored without tracking, and the emblem picker
 *
 * Runs in real GTK windows (under Xvfb in `meson test`), in a temporary
 * data folder holding the players' catalogue.  The deck is the one of
 * tests/cli/records/sisters-4p.json, whose first player's house and last
 * field are the manual's scoring example (house 113, field 54, total
 * 167).  Everything is entered through the widgets: the player count and
 * names, the rank toggles, the emblem picker with "Add a Kind…".
 */
#include "config.h"

#include <glib/gstdio.h>

#include "ui-test-util.h"
#include "ui-test-programs.h"
#include "app/tm-start-page.h"
#include "games/planetary-sisters/rules/tm-sisters-catalogue.h"
#include "games/planetary-sisters/page/tm-sisters-score-window.h"
#include "games/planetary-sisters/page/tm-sisters-setup.h"

/* The emblems move at the end of the 4-player record: every card. */
static JsonObject *
load_deck (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "cli", "records", "sisters-4p.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TmRecord) record = tm_record_load_file (path, &error);

  g_assert_no_error (error);
  return json_object_ref (tm_record_get_move (record, tm_record_get_n_moves (record) - 1));
}

/* Writes the players' catalogue: the deck's kinds and cards but those
 * named in @leave_out (kind ids and ranks, NULL-terminated). */
static void
write_catalogue (JsonObject         *deck,
                 const char * const *leave_out)
{
  g_autoptr(TmSistersCatalogue) catalogue = tm_sisters_catalogue_new ();
  g_autofree char *path = tm_sisters_catalogue_path ();
  JsonArray *kinds = json_object_get_array_member (deck, "kinds");
  JsonObject *cards = json_object_get_object_member (deck, "cards");
  g_autoptr(GList) ranks = json_object_get_members (cards);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < json_array_get_length (kinds); i++)
    {
      JsonObject *kind = json_array_get_object_element (kinds, i);
      TmSistersClass klass;

      if (g_strv_contains (leave_out, json_object_get_string_member (kind, "id")))
        continue;
      g_assert_true (tm_sisters_class_from_string (json_object_get_string_member (kind, "class"), &klass));
      tm_sisters_catalogue_add_kind (catalogue, json_object_get_string_member (kind, "id"),
                                     json_object_get_string_member (kind, "name"), klass, &error);
      g_assert_no_error (error);
    }
  for (GList *l = ranks; l != NULL; l = l->next)
    {
      if (g_strv_contains (leave_out, l->data))
        continue;
      tm_sisters_catalogue_set_card_json (catalogue, atoi (l->data), json_object_get_member (cards, l->data), &error);
      g_assert_no_error (error);
    }
  g_remove (path);
  tm_catalogue_save (TM_CATALOGUE (catalogue), path, &error);
  g_assert_no_error (error);
}

static TmSistersCatalogue *
read_catalogue (void)
{
  g_autofree char *path = tm_sisters_catalogue_path ();
  TmSistersCatalogue *catalogue = tm_sisters_catalogue_new ();
  g_autoptr(GError) error = NULL;

  tm_catalogue_load (TM_CATALOGUE (catalogue), path, &error);
  g_assert_no_error (error);
  return catalogue;
}

static void
click_ranks (TmSistersScoreWindow *window,
             const int            *ranks,
             guint                 n)
{
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *button = tm_sisters_score_window_get_rank_button (window, ranks[i]);

      ui_click (button);
      g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)));
    }
}

static void
set_count (TmSistersEmblemPicker *picker,
           const char            *id,
           int                    count)
{
  GtkSpinButton *spin = tm_sisters_emblem_picker_get_kind_spin (picker, id);

  g_assert_nonnull (spin);
  g_assert_true (ui_wait_mapped (GTK_WIDGET (spin)));
  gtk_spin_button_set_value (spin, count);
}

static void
clear_counts (TmSistersEmblemPicker *picker)
{
  const TmSistersCardTable *kinds = tm_sisters_emblem_picker_get_kinds (picker);

  for (guint k = 0; k < kinds->n_kinds; k++)
    set_count (picker, kinds->kinds[k].id, 0);
}

/* Names a kind with the picker's form; returns the error shown ("" for none). */
static const char *
add_kind (TmSistersEmblemPicker *picker,
          const char            *name,
          guint                  class_item)
{
  GtkWidget *add = tm_sisters_emblem_picker_get_add_kind_button (picker);

  if (!gtk_widget_get_mapped (GTK_WIDGET (tm_sisters_emblem_picker_get_kind_name (picker))))
    ui_click (add);
  g_assert_true (ui_wait_mapped (GTK_WIDGET (tm_sisters_emblem_picker_get_kind_name (picker))));
  gtk_editable_set_text (tm_sisters_emblem_picker_get_kind_name (picker), name);
  gtk_drop_down_set_selected (tm_sisters_emblem_picker_get_kind_class (picker), class_item);
  ui_click (tm_sisters_emblem_picker_get_kind_add (picker));
  return tm_sisters_emblem_picker_get_error_text (picker);
}

/* Types @text in the step's ranks entry and presses Enter. */
static void
type_ranks (TmSistersScoreWindow *window,
            const char           *text)
{
  GtkEditable *entry = tm_sisters_score_window_get_ranks_entry (window);

  g_assert_true (ui_wait_mapped (GTK_WIDGET (entry)));
  gtk_editable_set_text (entry, text);
  g_signal_emit_by_name (entry, "activate");
  ui_spin ();
}

static const int houses[4][8] = {
  { 27, 11, 19, 31, 30, 22, 28, 36 },   /* the manual's example */
  { 1, 4, 15, 17, 20, 23, 26, 29 },
  { 2, 3, 10, 14, 21, 24, 25, 33 },
  { 9, 12, 13, 16, 18, 32, 34, 35 },
};

/* Four players, from the start page's button to the table: the manual's
 * example comes out exactly, for the first player. */
static void
test_four_players (void)
{
  g_autoptr(JsonObject) deck = load_deck ();
  const char *leave_out[] = { "30", "33", "TC3", NULL };
  const char *names[] = { "Aoi", "Mio", "Ren", "Sae" };
  TmWindow *app_window;
  TmStartPage *start;
  TmSistersScoreWindow *window;
  TmSistersEmblemPicker *picker;
  TmSistersBreakdown *breakdown;
  GtkWidget *row, *button;
  g_autoptr(TmSistersCatalogue) catalogue = NULL;
  TmSistersEmblems emblems;
  int field[4], n_field = 0;

  /* The catalogue knows the deck but card 30, and card 33 whose crown
   * kind nobody has named yet. */
  write_catalogue (deck, leave_out);

  /* Reached from the start page's Planetary Sisters row. */
  app_window = ui_create_window (900, 700);
  start = TM_START_PAGE (ui_find_descendant (GTK_WIDGET (app_window), TM_TYPE_START_PAGE, NULL));
  g_assert_nonnull (start);
  row = tm_start_page_get_game_row (start, "planetary-sisters");
  button = ui_find_button_labelled (row, "_Score Only…");
  g_assert_nonnull (button);
  g_assert_null (ui_find_button_labelled (tm_start_page_get_game_row (start, "children-of-the-sun"), "_Score Only…"));
  ui_click (button);
  window = TM_SISTERS_SCORE_WINDOW (ui_wait_for_toplevel (TM_TYPE_SISTERS_SCORE_WINDOW));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (window)) == GTK_WINDOW (app_window));
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 800);

  /* Players. */
  g_assert_cmpstr (tm_sisters_score_window_get_step (window), ==, "players");
  ui_click (ui_find_button_labelled (GTK_WIDGET (window), "4 players"));
  for (guint p = 0; p < 4; p++)
    gtk_editable_set_text (tm_sisters_score_window_get_name_entry (window, p), names[p]);
  /* The same name twice is refused before anything is entered. */
  gtk_editable_set_text (tm_sisters_score_window_get_name_entry (window, 1), "Aoi");
  g_assert_false (gtk_widget_is_sensitive (tm_sisters_score_window_get_next_button (window)));
  g_assert_true (ui_label_shown_containing (GTK_WIDGET (window), "same name"));
  gtk_editable_set_text (tm_sisters_score_window_get_name_entry (window, 1), "Mio");
  /* Enter in the last name goes on. */
  g_signal_emit_by_name (tm_sisters_score_window_get_name_entry (window, 3), "entry-activated");
  ui_spin ();

  /* The houses: Next only once 8 cards are chosen; a rank someone has
   * cannot be given again. */
  for (guint p = 0; p < 4; p++)
    {
      g_autofree char *title = g_strdup_printf ("%s’s house", names[p]);

      g_assert_cmpstr (tm_sisters_score_window_get_step (window), ==, "cards");
      g_assert_cmpstr (tm_sisters_score_window_get_step_title (window), ==, title);
      if (p > 0)
        g_assert_false (gtk_widget_is_sensitive (tm_sisters_score_window_get_rank_button (window, houses[p - 1][0])));
      click_ranks (window, houses[p], 7);
      g_assert_false (gtk_widget_is_sensitive (tm_sisters_score_window_get_next_button (window)));
      click_ranks (window, houses[p] + 7, 1);
      g_assert_true (gtk_widget_is_sensitive (tm_sisters_score_window_get_next_button (window)));
      /* Full: the other free ranks are off. */
      ui_wait_mapped (tm_sisters_score_window_get_rank_button (window, 7));
      g_assert_false (gtk_widget_is_sensitive (tm_sisters_score_window_get_rank_button (window, 7)));
      ui_click (tm_sisters_score_window_get_next_button (window));
    }

  /* The field of four players is the four cards left: offered chosen. */
  g_assert_cmpstr (tm_sisters_score_window_get_step_title (window), ==, "The last field");
  for (int r = 1; r <= TM_SISTERS_N_RANKS; r++)
    if (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (tm_sisters_score_window_get_rank_button (window, r))))
      field[n_field++] = r;
  g_assert_cmpint (n_field, ==, 4);
  g_assert_cmpint (field[0], ==, 5);
  g_assert_cmpint (field[3], ==, 8);
  ui_click (tm_sisters_score_window_get_next_button (window));

  /* Card 30 is asked first; a card breaking a class rule is refused
   * with the reason, and nothing is remembered. */
  g_assert_cmpstr (tm_sisters_score_window_get_step (window), ==, "emblems");
  g_assert_cmpint (tm_sisters_score_window_get_emblems_rank (window), ==, 30);
  picker = tm_sisters_score_window_get_picker (window);
  clear_counts (picker);
  set_count (picker, "KING", 1);
  set_count (picker, "FOOD", 1);
  ui_click (tm_sisters_emblem_picker_get_action_button (picker));
  g_test_message ("refused: %s", tm_sisters_emblem_picker_get_error_text (picker));
  g_assert_nonnull (strstr (tm_sisters_emblem_picker_get_error_text (picker), "crown"));
  g_assert_cmpint (tm_sisters_score_window_get_emblems_rank (window), ==, 30);
  catalogue = read_catalogue ();
  g_assert_false (tm_sisters_catalogue_get_card (catalogue, 30, &emblems));
  g_clear_object (&catalogue);

  clear_counts (picker);
  set_count (picker, "FOOD", 1);
  set_count (picker, "PLANT", 2);
  set_count (picker, "ANIMAL", 1);
  ui_click (tm_sisters_emblem_picker_get_action_button (picker));
  g_assert_cmpstr (tm_sisters_emblem_picker_get_error_text (picker), ==, "");

  /* Card 33 shows a crown kind the catalogue has no name for: named here. */
  g_assert_cmpint (tm_sisters_score_window_get_emblems_rank (window), ==, 33);
  g_assert_cmpstr (add_kind (picker, "Test crown 3", 1), ==, "");
  clear_counts (picker);
  set_count (picker, "TESTCROWN3", 1);
  /* Enter in a count enters the card. */
  g_signal_emit_by_name (gtk_editable_get_delegate (GTK_EDITABLE (tm_sisters_emblem_picker_get_kind_spin (picker, "TESTCROWN3"))),
                         "activate");
  ui_spin ();
  g_assert_cmpstr (tm_sisters_emblem_picker_get_error_text (picker), ==, "");

  /* The table: the manual's 113 + 54 = 167 for Aoi. */
  g_assert_cmpstr (tm_sisters_score_window_get_step (window), ==, "breakdown");
  breakdown = tm_sisters_score_window_get_breakdown (window);
  /* Every player side by side, or one at a time on a narrow window. */
  g_assert_true (ui_wait_mapped (GTK_WIDGET (breakdown)));
  g_assert_cmpuint (tm_sisters_breakdown_get_n_players (breakdown), ==, 4);
  g_assert_cmpstr (gtk_label_get_text (tm_sisters_breakdown_get_points_label (breakdown, 0, -1, TM_SISTERS_BREAKDOWN_HOUSE)), ==, "113");
  g_assert_cmpstr (gtk_label_get_text (tm_sisters_breakdown_get_points_label (breakdown, 0, -1, TM_SISTERS_BREAKDOWN_FIELD)), ==, "54");
  g_assert_cmpstr (gtk_label_get_text (tm_sisters_breakdown_get_points_label (breakdown, 0, -1, TM_SISTERS_BREAKDOWN_TOTAL)), ==, "167");
  /* Collectors: (7 − 1) × 2 × 4 = 48, the formula under the points. */
  g_assert_cmpstr (gtk_label_get_text (tm_sisters_breakdown_get_points_label (breakdown, 0, 5, TM_SISTERS_BREAKDOWN_HOUSE)), ==, "48");
  g_assert_true (ui_label_shown_containing (GTK_WIDGET (window), "(7 − 1) × 2 × 4"));
  g_assert_true (ui_label_shown_containing (GTK_WIDGET (window), "FOOD lovers"));
  g_assert_true (ui_label_shown_containing (GTK_WIDGET (window), "Collectors"));
  /* The tracked game of the same deck: 167, 157, 164, 165; Aoi wins. */
  g_assert_cmpstr (gtk_label_get_text (tm_sisters_breakdown_get_points_label (breakdown, 1, -1, TM_SISTERS_BREAKDOWN_TOTAL)), ==, "157");
  g_assert_cmpstr (gtk_label_get_text (tm_sisters_breakdown_get_points_label (breakdown, 2, -1, TM_SISTERS_BREAKDOWN_TOTAL)), ==, "164");
  g_assert_cmpstr (gtk_label_get_text (tm_sisters_breakdown_get_points_label (breakdown, 3, -1, TM_SISTERS_BREAKDOWN_TOTAL)), ==, "165");
  g_assert_true (tm_sisters_breakdown_is_winner (breakdown, 0));
  g_assert_false (tm_sisters_breakdown_is_winner (breakdown, 3));
  g_assert_cmpstr (tm_sisters_breakdown_get_title (breakdown), ==, "Aoi wins with 167 points.");

  /* The emblems entered and the kind named are remembered. */
  catalogue = read_catalogue ();
  g_assert_true (tm_sisters_catalogue_get_card (catalogue, 30, &emblems));
  g_assert_cmpuint (emblems.count[TM_SISTERS_KIND_PLANT], ==, 2);
  g_assert_true (tm_sisters_catalogue_get_card (catalogue, 33, &emblems));
  g_assert_cmpint (tm_sisters_card_table_find_kind (tm_sisters_catalogue_get_table (catalogue), "TESTCROWN3"), >=, 0);

  /* Copy Scores: the breakdown as text on the clipboard. */
  ui_click (tm_sisters_score_window_get_copy_button (window));
  {
    GdkContentProvider *content = gdk_clipboard_get_content (gtk_widget_get_clipboard (GTK_WIDGET (window)));
    g_auto(GValue) value = G_VALUE_INIT;

    g_assert_nonnull (content);
    g_value_init (&value, G_TYPE_STRING);
    g_assert_true (gdk_content_provider_get_value (content, &value, NULL));
    g_assert_true (g_str_has_prefix (g_value_get_string (&value), "Aoi wins with 167 points."));
    g_assert_nonnull (strstr (g_value_get_string (&value), "Aoi: 167 points (house 113 + field 54)"));
  }

  /* Back goes to the field, to fix a card; Again starts over. */
  ui_click (tm_sisters_score_window_get_back_button (window));
  g_assert_cmpstr (tm_sisters_score_window_get_step_title (window), ==, "The last field");

  gtk_window_destroy (GTK_WINDOW (window));
  gtk_window_destroy (GTK_WINDOW (app_window));
  ui_spin ();
}

/* Two players: a house and two keepers each, a field of four; every card
 * known, so the table follows the field at once. */
static void
test_two_players (void)
{
  g_autoptr(JsonObject) deck = load_deck ();
  const char *leave_out[] = { NULL };
  static const int house_a[] = { 27, 11, 19, 31, 30, 22, 28, 36 }, keepers_a[] = { 1, 2 };
  static const int house_b[] = { 3, 4, 9, 10, 12, 13, 14, 15 };
  static const int field[] = { 5, 6, 7, 8 };
  GtkWindow *window;
  TmSistersScoreWindow *score;
  TmSistersBreakdown *breakdown;

  write_catalogue (deck, leave_out);
  window = tm_sisters_score_window_new (NULL);
  score = TM_SISTERS_SCORE_WINDOW (window);
  gtk_window_present (window);
  tm_sisters_score_window_set_n_players (score, 2);
  gtk_editable_set_text (tm_sisters_score_window_get_name_entry (score, 0), "Aoi");
  /* An empty name becomes "Player 2". */
  gtk_editable_set_text (tm_sisters_score_window_get_name_entry (score, 1), "");
  ui_click (tm_sisters_score_window_get_next_button (score));

  g_assert_cmpstr (tm_sisters_score_window_get_step_title (score), ==, "Aoi’s house");
  click_ranks (score, house_a, 8);
  ui_click (tm_sisters_score_window_get_next_button (score));
  g_assert_cmpstr (tm_sisters_score_window_get_step_title (score), ==, "Aoi’s keepers");
  click_ranks (score, keepers_a, 2);
  ui_click (tm_sisters_score_window_get_next_button (score));
  g_assert_cmpstr (tm_sisters_score_window_get_step_title (score), ==, "Player 2’s house");
  /* Typed instead of clicked: a rank someone has, a rank that is not
   * one, too many ranks are each refused with the reason. */
  type_ranks (score, "3 4 9 27 10");
  g_assert_true (ui_label_shown_containing (GTK_WIDGET (score), "27 is in Aoi’s house."));
  type_ranks (score, "12, 13, 37");
  g_assert_true (ui_label_shown_containing (GTK_WIDGET (score), "37 is not a rank"));
  type_ranks (score, "10 14 15 16");
  g_assert_true (ui_label_shown_containing (GTK_WIDGET (score), "This step holds 8 cards"));
  for (guint i = 0; i < G_N_ELEMENTS (house_b); i++)
    g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (tm_sisters_score_window_get_rank_button (score, house_b[i]))));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (tm_sisters_score_window_get_rank_button (score, 16))));
  /* Enter on a complete step goes on. */
  type_ranks (score, "");
  g_assert_cmpstr (tm_sisters_score_window_get_step_title (score), ==, "Player 2’s keepers");
  type_ranks (score, "33 34");
  type_ranks (score, "");
  g_assert_cmpstr (tm_sisters_score_window_get_step_title (score), ==, "The last field");
  /* Sixteen cards are left: nothing is chosen for the players. */
  g_assert_false (gtk_widget_is_sensitive (tm_sisters_score_window_get_next_button (score)));
  click_ranks (score, field, 4);
  ui_click (tm_sisters_score_window_get_next_button (score));

  g_assert_cmpstr (tm_sisters_score_window_get_step (score), ==, "breakdown");
  breakdown = tm_sisters_score_window_get_breakdown (score);
  /* Aoi's field score counts her keepers 1 and 2 (FOOD and PLANT) too. */
  g_assert_cmpstr (gtk_label_get_text (tm_sisters_breakdown_get_points_label (breakdown, 0, -1, TM_SISTERS_BREAKDOWN_HOUSE)), ==, "113");
  g_assert_cmpuint (tm_sisters_breakdown_get_n_players (breakdown), ==, 2);
  g_assert_nonnull (strstr (tm_sisters_breakdown_get_text (breakdown), "Player 2: "));

  gtk_window_destroy (window);
  ui_spin ();
}

/* The emblem picker alone: naming kinds, checked by the catalogue. */
static void
test_picker (void)
{
  g_autofree char *path = tm_sisters_catalogue_path ();
  TmSistersEmblemPicker *picker = TM_SISTERS_EMBLEM_PICKER (tm_sisters_emblem_picker_new ());
  g_autoptr(TmSistersCatalogue) catalogue = tm_sisters_catalogue_new ();
  g_autoptr(JsonObject) counts = NULL;
  GtkWindow *window;
  TmSistersCardTable table;
  const char *error;

  g_remove (path);
  tm_sisters_card_table_init (&table);
  tm_sisters_emblem_picker_set_kinds (picker, &table);
  tm_sisters_emblem_picker_set_catalogue_path (picker, path);
  window = ui_present_in_window (GTK_WIDGET (picker), 480, 700);

  /* The seven named kinds, with their classes. */
  g_assert_nonnull (tm_sisters_emblem_picker_get_kind_spin (picker, "FOOD"));
  g_assert_nonnull (tm_sisters_emblem_picker_get_kind_spin (picker, "KING"));
  g_assert_null (tm_sisters_emblem_picker_get_kind_spin (picker, "CUP"));
  g_assert_true (ui_label_shown_containing (GTK_WIDGET (picker), "7 of the 12 kinds"));

  /* No name; a name taken; a round kind: refused with the reason. */
  g_assert_cmpstr (add_kind (picker, "  ", 0), !=, "");
  error = add_kind (picker, "pole", 0);
  g_assert_nonnull (strstr (error, "already"));
  error = add_kind (picker, "Star", 2);
  g_test_message ("round kind refused: %s", error);
  g_assert_nonnull (strstr (error, "round"));
  g_assert_null (tm_sisters_emblem_picker_get_kind_spin (picker, "STAR"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  /* A pointed kind: a chip with a count, remembered in the catalogue. */
  g_assert_cmpstr (add_kind (picker, "Cup", 0), ==, "");
  g_assert_nonnull (tm_sisters_emblem_picker_get_kind_spin (picker, "CUP"));
  g_assert_true (ui_label_shown_containing (GTK_WIDGET (picker), "8 of the 12 kinds"));
  tm_catalogue_load (TM_CATALOGUE (catalogue), path, NULL);
  g_assert_cmpint (tm_sisters_card_table_find_kind (tm_sisters_catalogue_get_table (catalogue), "CUP"), ==, 7);
  g_assert_cmpint (tm_sisters_catalogue_get_table (catalogue)->kinds[7].klass, ==, TM_SISTERS_CLASS_POINTED);

  /* The counts are what the picker gives its owner. */
  set_count (picker, "FOOD", 2);
  set_count (picker, "CUP", 1);
  counts = tm_sisters_emblem_picker_get_counts (picker);
  g_assert_cmpuint (json_object_get_size (counts), ==, 2);
  g_assert_cmpint (json_object_get_int_member (counts, "CUP"), ==, 1);

  /* Up to twelve kinds: then "Add a Kind…" goes. */
  g_assert_cmpstr (add_kind (picker, "Shield", 0), ==, "");
  g_assert_cmpstr (add_kind (picker, "Moon", 1), ==, "");
  g_assert_cmpstr (add_kind (picker, "Sun", 1), ==, "");
  g_assert_cmpstr (add_kind (picker, "Star", 1), ==, "");
  g_assert_false (gtk_widget_get_visible (tm_sisters_emblem_picker_get_add_kind_button (picker)));
  g_assert_cmpuint (tm_sisters_emblem_picker_get_kinds (picker)->n_kinds, ==, 12);

  gtk_window_destroy (window);
  ui_spin ();
  g_remove (path);
}

int
test_ui_sisters_score_main (int   argc,
                            char *argv[])
{
  g_autofree char *home = NULL;
  int status;

  /* Before GTK asks where the user data folder is. */
  home = ui_make_data_home ("tablemate-sisters-score-XXXXXX");
  if (!ui_test_init (&argc, &argv))
    {
      ui_remove_tree (home);
      return 0;
    }

  g_test_add_func ("/ui/sisters-score/four-players", test_four_players);
  g_test_add_func ("/ui/sisters-score/two-players", test_two_players);
  g_test_add_func ("/ui/sisters-score/emblem-picker", test_picker);

  status = g_test_run ();
  ui_remove_tree (home);
  return status;
}
