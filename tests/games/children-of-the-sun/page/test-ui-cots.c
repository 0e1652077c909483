/* test-ui-cots.c — Children of the Sun played through the real widgets
 *
 * Runs in a real GTK window (under Xvfb in `meson test`).  Moves are
 * entered the way a player does: the colour and rotation buttons, the
 * board's cell activation (what a click does), the turn and effect
 * buttons, the groups entry with its look-away dialog, the shield
 * pickers, and the window's actions.  The core is used only to check
 * what the widgets did.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <unistd.h>

#include "widgets/tm-saved-games.h"
#include "app/tm-start-page.h"
#include "app/tm-new-game-dialog.h"
#include "app/tm-window.h"
#include "games/children-of-the-sun/page/tm-cots-page.h"
#include "games/children-of-the-sun/page/tm-cots-cell.h"
#include "games/children-of-the-sun/page/tm-cots-shield-view.h"
#include "games/children-of-the-sun/rules/tm-cots-text.h"
#include "ui-test-util.h"
#include "ui-test-programs.h"

#define RESUME_AFTER 5

/* Helpers ------------------------------------------------------------------ */

static char *
games_dir (void)
{
  return tm_saved_games_get_dir ();
}

/* Every test starts with no saved games. */
static void
clear_saved_games (void)
{
  g_autofree char *dir_path = games_dir ();
  g_autoptr(GDir) dir = NULL;
  const char *name;

  /* What test_save_error() put in the way, if it failed half way. */
  if (g_file_test (dir_path, G_FILE_TEST_IS_REGULAR))
    g_assert_cmpint (g_unlink (dir_path), ==, 0);
  dir = g_dir_open (dir_path, 0, NULL);
  if (dir == NULL)
    return;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);

      g_assert_cmpint (g_unlink (path), ==, 0);
    }
}

/* The only saved record, loaded from disk. */
static TmRecord *
load_saved_record (void)
{
  g_autofree char *dir_path = games_dir ();
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  const char *name;
  TmRecord *record;
  guint n = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".json"))
      {
        g_free (path);
        path = g_build_filename (dir_path, name, NULL);
        n++;
      }
  g_assert_cmpuint (n, ==, 1);
  record = tm_record_load_file (path, &error);
  g_assert_no_error (error);
  return record;
}

static TmCotsPage *
get_page (TmWindow *window)
{
  GtkWidget *page = tm_window_get_game_page (window);

  g_assert_true (TM_IS_COTS_PAGE (page));
  return TM_COTS_PAGE (page);
}

static guint
n_moves (TmWindow *window)
{
  return tm_record_get_n_moves (tm_cots_page_get_record (get_page (window)));
}

/* New game: names in playing order, then tick the setup checklist. */
static void
start_new_game (TmWindow   *window,
                const char *first,
                const char *second)
{
  TmNewGameDialog *dialog;
  GtkWidget *next, *entry;
  g_autoptr(GPtrArray) checks = g_ptr_array_new ();

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game-for", "s", "children-of-the-sun"));
  dialog = TM_NEW_GAME_DIALOG (ui_wait_for_toplevel (TM_TYPE_NEW_GAME_DIALOG));
  next = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (dialog), TM_TYPE_NEW_GAME_DIALOG, "next_button"));

  g_assert_cmpuint (tm_new_game_dialog_get_n_players (dialog), ==, 2);
  entry = tm_new_game_dialog_get_name_entry (dialog, 0);
  gtk_editable_set_text (GTK_EDITABLE (entry), first);
  entry = tm_new_game_dialog_get_name_entry (dialog, 1);
  gtk_editable_set_text (GTK_EDITABLE (entry), second);
  ui_click (next);

  /* The game does not start before every setup step is ticked. */
  ui_collect_descendants (GTK_WIDGET (dialog), GTK_TYPE_CHECK_BUTTON, checks);
  g_assert_cmpuint (checks->len, ==, 6);
  g_assert_false (gtk_widget_is_sensitive (next));
  for (guint i = 0; i < checks->len; i++)
    {
      GtkWidget *check = g_ptr_array_index (checks, i);

      g_assert_true (ui_wait_for (ui_is_mapped, check));
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check), TRUE);
    }
  g_assert_true (gtk_widget_is_sensitive (next));
  ui_click (next);

  g_assert_null (ui_find_toplevel (TM_TYPE_NEW_GAME_DIALOG));
  g_assert_cmpuint (n_moves (window), ==, 0);
  g_assert_cmpstr (tm_record_get_player (tm_cots_page_get_record (get_page (window)), 0), ==, first);
  g_assert_cmpstr (tm_record_get_player (tm_cots_page_get_record (get_page (window)), 1), ==, second);
}

static TmCotsCard
card_from_node (JsonNode *node)
{
  TmCotsCard card = TM_COTS_NO_CARD;

  g_assert_true (tm_cots_card_parse (json_node_get_string (node), &card));
  return card;
}

static void
pick_card (TmCotsCardPicker *picker,
           TmCotsCard        card)
{
  ui_click (tm_cots_card_picker_get_colour_button (picker, tm_cots_card_get_colour (card)));
  ui_click (tm_cots_card_picker_get_rotation_button (picker, tm_cots_card_get_rotation (card)));
  g_assert_cmpint (tm_cots_card_picker_get_card (picker), ==, card);
}

static void
assert_nothing_asked (TmCotsPage *page)
{
  for (int turn = -4; turn <= 4; turn++)
    g_assert_null (tm_cots_page_get_turn_button (page, turn));
  g_assert_null (tm_cots_page_get_effect_button (page, TM_COTS_EFFECT_ACQUIRE));
  g_assert_null (tm_cots_page_get_effect_button (page, TM_COTS_EFFECT_ANALYSE));
}

static void
enter_place (TmWindow   *window,
             JsonObject *move)
{
  TmCotsPage *page = get_page (window);
  JsonArray *cell = json_object_get_array_member (move, "cell");
  int row = (int) json_array_get_int_element (cell, 0);
  int col = (int) json_array_get_int_element (cell, 1);
  TmCotsCard card = card_from_node (json_object_get_member (move, "card"));
  TmCotsBoard *board = tm_cots_page_get_board (page);

  pick_card (tm_cots_page_get_picker (page), card);
  /* The cell is offered before it is tried, and clicked as a player does. */
  g_assert_true (tm_cots_board_get_legal_cells (board) & (1u << (row * 3 + col)));
  ui_click (tm_cots_board_get_cell (board, row, col));

  /* The page asks the turn only when the player chose one ... */
  if (json_object_has_member (move, "turn"))
    ui_click (tm_cots_page_get_turn_button (page, (int) json_object_get_int_member (move, "turn")));
  /* ... and acquire/analyse only when the rules left the choice. */
  if (json_object_has_member (move, "effect"))
    {
      const char *effect = json_object_get_string_member (move, "effect");

      g_assert_null (tm_cots_page_get_turn_button (page, 0));
      ui_click (tm_cots_page_get_effect_button (page, g_str_equal (effect, "acquire")
                                                   ? TM_COTS_EFFECT_ACQUIRE
                                                   : TM_COTS_EFFECT_ANALYSE));
    }
  assert_nothing_asked (page);
}

static gboolean
message_dialog_shown (gpointer data)
{
  return ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG) != NULL;
}

static void
enter_groups (TmWindow   *window,
              JsonObject *move)
{
  TmCotsExtermination *extermination = tm_cots_page_get_extermination (get_page (window));
  guint player = (guint) json_object_get_int_member (move, "player");
  TmCotsGroupsEntry *entry = tm_cots_extermination_get_groups_entry (extermination, player);
  JsonArray *groups = json_object_get_array_member (move, "groups");
  GtkWindow *dialog;

  /* The bed is hidden until its owner confirms the other looks away. */
  g_assert_false (tm_cots_groups_entry_get_bed_shown (entry));
  ui_click (tm_cots_groups_entry_get_show_button (entry));
  g_assert_true (ui_wait_for (message_dialog_shown, NULL));
  dialog = ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_false (tm_cots_groups_entry_get_bed_shown (entry));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "show");
  gtk_window_destroy (dialog);
  ui_spin ();
  g_assert_true (tm_cots_groups_entry_get_bed_shown (entry));

  for (guint g = 0; g < json_array_get_length (groups); g++)
    {
      JsonArray *group = json_array_get_array_element (groups, g);

      for (guint i = 0; i < json_array_get_length (group); i++)
        {
          TmCotsCard card = card_from_node (json_array_get_element (group, i));

          ui_click (tm_cots_groups_entry_get_group_button (entry, card, g + 1));
        }
    }
  ui_click (tm_cots_groups_entry_get_enter_button (entry));
  g_assert_false (tm_cots_groups_entry_get_bed_shown (entry));
}

static void
enter_reveal (TmWindow   *window,
              JsonObject *move)
{
  TmCotsExtermination *extermination = tm_cots_page_get_extermination (get_page (window));
  JsonArray *cards = json_object_get_array_member (move, "cards");

  g_assert_false (gtk_widget_is_sensitive (tm_cots_extermination_get_reveal_button (extermination)));
  for (guint i = 0; i < 2; i++)
    pick_card (tm_cots_extermination_get_shield_picker (extermination, i),
               card_from_node (json_array_get_element (cards, i)));
  ui_click (tm_cots_extermination_get_reveal_button (extermination));
}

/* The same move, whatever the order of its members and of the cards
 * within a group. */
static void
assert_same_move (JsonObject *a,
                  JsonObject *b)
{
  g_autoptr(GError) error = NULL;
  TmCotsMove ma, mb;

  g_assert_true (tm_cots_move_from_json (a, &ma, &error));
  g_assert_no_error (error);
  g_assert_true (tm_cots_move_from_json (b, &mb, &error));
  g_assert_no_error (error);
  if (ma.type == TM_COTS_MOVE_GROUPS)
    for (guint g = 0; g < TM_COTS_N_GROUPS; g++)
      for (TmCotsMove *m = &ma; m != NULL; m = m == &ma ? &mb : NULL)
        if (m->groups[g][0] > m->groups[g][1] && m->groups[g][1] != TM_COTS_NO_CARD)
          {
            TmCotsCard swap = m->groups[g][0];

            m->groups[g][0] = m->groups[g][1];
            m->groups[g][1] = swap;
          }
  /* Field by field: the structs may differ in padding. */
  g_assert_cmpint (ma.type, ==, mb.type);
  g_assert_cmpint (ma.player, ==, mb.player);
  g_assert_cmpint (ma.card, ==, mb.card);
  g_assert_true (tm_cell_equal (ma.cell, mb.cell));
  g_assert_cmpint (ma.has_turn, ==, mb.has_turn);
  if (ma.has_turn)
    g_assert_cmpint (ma.turn, ==, mb.turn);
  g_assert_cmpint (ma.effect, ==, mb.effect);
  g_assert_cmpmem (ma.groups, sizeof ma.groups, mb.groups, sizeof mb.groups);
  g_assert_cmpmem (ma.shield, sizeof ma.shield, mb.shield, sizeof mb.shield);
}

/* Enters move @index of @script through the widgets and checks it was
 * taken as it is in the script. */
static void
enter_move (TmWindow *window,
            TmRecord *script,
            guint     index)
{
  JsonObject *move = tm_record_get_move (script, index);
  const char *type = json_object_get_string_member (move, "type");
  TmRecord *record = tm_cots_page_get_record (get_page (window));

  g_assert_cmpuint (tm_record_get_n_moves (record), ==, index);
  if (g_str_equal (type, "place"))
    enter_place (window, move);
  else if (g_str_equal (type, "groups"))
    enter_groups (window, move);
  else if (g_str_equal (type, "reveal"))
    enter_reveal (window, move);
  else
    g_assert_not_reached ();

  g_assert_cmpstr (tm_cots_page_get_error_text (get_page (window)), ==, "");
  record = tm_cots_page_get_record (get_page (window));
  g_assert_cmpuint (tm_record_get_n_moves (record), ==, index + 1);
  assert_same_move (tm_record_get_move (record, index), move);
}

static gboolean
action_enabled (TmWindow   *window,
                const char *name)
{
  return g_action_group_get_action_enabled (G_ACTION_GROUP (window), name);
}

/* Tests -------------------------------------------------------------------- */

static void
check_final_result (TmWindow *window,
                    TmRecord *script)
{
  g_autoptr(TmGame) expected = tm_record_replay (script, G_MAXUINT, NULL, NULL, NULL);
  const TmCotsState *state = tm_cots_game_get_state (TM_COTS_GAME (expected));
  TmCotsExtermination *extermination = tm_cots_page_get_extermination (get_page (window));
  const char *result = tm_cots_extermination_get_result_text (extermination);
  const char *detail = tm_cots_extermination_get_result_detail (extermination);
  int winner = tm_cots_state_get_winner (state);
  guint t0 = tm_cots_state_get_total (state, 0), t1 = tm_cots_state_get_total (state, 1);
  g_autofree char *total0 = g_strdup_printf ("%u", t0);
  g_autofree char *total1 = g_strdup_printf ("%u", t1);

  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (extermination)));
  g_assert_cmpstr (tm_cots_extermination_get_total_text (extermination, 0), ==, total0);
  g_assert_cmpstr (tm_cots_extermination_get_total_text (extermination, 1), ==, total1);

  if (winner >= 0 && t0 != t1)
    {
      g_autofree char *wins = g_strdup_printf ("%s wins!", tm_record_get_player (script, winner));
      g_autofree char *points = g_strdup_printf ("%u points to %u.", MAX (t0, t1), MIN (t0, t1));

      g_assert_cmpstr (result, ==, wins);
      g_assert_cmpstr (detail, ==, points);
    }
  else if (winner >= 0)
    {
      g_autofree char *wins = g_strdup_printf ("%s wins the tie-break!", tm_record_get_player (script, winner));

      g_assert_cmpstr (result, ==, wins);
      g_assert_nonnull (strstr (detail, total0));
    }
  else
    {
      g_autofree char *both = g_strdup_printf ("Both have %u points", t0);

      g_assert_cmpstr (result, ==, "A draw!");
      g_assert_true (g_str_has_prefix (detail, both));
    }

  g_test_message ("Result shown: %s %s", result, detail);
}

/* The shield as it lies on the table: each of its six cards and two
 * markers an object of its own, where it is drawn, named (and with a
 * tooltip) as the position says: the revealed face or "face down", and
 * who has analysed it. */
static void
assert_shield_shown (TmWindow *window,
                     TmRecord *script)
{
  TmCotsPage *page = get_page (window);
  const TmCotsState *state = tm_cots_game_get_state (tm_cots_page_get_game (page));
  TmCotsShieldView *view = TM_COTS_SHIELD_VIEW (ui_find_descendant (GTK_WIDGET (page), TM_TYPE_COTS_SHIELD_VIEW, NULL));
  graphene_rect_t previous = GRAPHENE_RECT_INIT (0, 0, 0, 0);

  g_assert_nonnull (view);
  ui_wait_frames (GTK_WIDGET (window));
  for (guint position = 1; position <= TM_COTS_SHIELD_SIZE; position++)
    {
      GtkWidget *card = tm_cots_shield_view_get_card (view, position);
      g_autofree char *face = state->shield[position - 1] != TM_COTS_NO_CARD
                              ? tm_cots_text_card (state->shield[position - 1]) : g_strdup ("face down");
      g_autofree char *start = g_strdup_printf ("Shield position %u: %s", position, face);
      const char *name = gtk_widget_get_tooltip_text (card);
      gboolean by_first = position <= state->analyses[0];
      gboolean by_second = position > TM_COTS_SHIELD_SIZE - state->analyses[1];
      graphene_rect_t bounds;

      g_assert_true (gtk_widget_get_mapped (card));
      g_assert_true (g_str_has_prefix (name, start));
      g_assert_true ((strstr (name, tm_record_get_player (script, 0)) != NULL) == by_first);
      g_assert_true ((strstr (name, tm_record_get_player (script, 1)) != NULL) == by_second);
      /* Laid one above the other, position 1 at the bottom. */
      g_assert_true (gtk_widget_compute_bounds (card, GTK_WIDGET (view), &bounds));
      g_assert_cmpfloat (bounds.size.height, >, 0);
      if (position > 1)
        g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, previous.origin.y);
      previous = bounds;
    }
  for (guint p = 0; p < 2; p++)
    {
      const char *name = gtk_widget_get_tooltip_text (tm_cots_shield_view_get_marker (view, p));
      g_autofree char *count = g_strdup_printf (": %u card", state->analyses[p]);

      g_assert_true (g_str_has_prefix (name, tm_record_get_player (script, p)));
      g_assert_nonnull (strstr (name, count));
    }
}

static void
play_whole_game (gconstpointer data)
{
  g_autoptr(TmRecord) script = ui_load_script (data);
  g_autoptr(TmRecord) saved = NULL;
  g_autoptr(TmGame) replayed = NULL;
  TmWindow *window;
  TmNewGameDialog *dialog;
  GtkWidget *entry;

  clear_saved_games ();
  window = ui_create_window (1100, 760);
  start_new_game (window, tm_record_get_player (script, 0), tm_record_get_player (script, 1));

  for (guint i = 0; i < tm_record_get_n_moves (script); i++)
    enter_move (window, script, i);

  check_final_result (window, script);
  assert_shield_shown (window, script);
  g_assert_false (action_enabled (window, "redo"));
  g_assert_true (action_enabled (window, "undo"));

  /* Saved as played, move for move, and no longer offered to resume. */
  saved = load_saved_record ();
  g_assert_cmpuint (tm_record_get_n_moves (saved), ==, tm_record_get_n_moves (script));
  replayed = tm_record_replay (saved, G_MAXUINT, NULL, NULL, NULL);
  g_assert_true (tm_game_is_finished (replayed));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.go-back", NULL));
  g_assert_cmpuint (tm_start_page_get_n_resumable (TM_START_PAGE (tm_window_get_start_page (window))), ==, 0);

  /* The next new game offers the same players again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game-for", "s", "children-of-the-sun"));
  dialog = TM_NEW_GAME_DIALOG (ui_wait_for_toplevel (TM_TYPE_NEW_GAME_DIALOG));
  entry = tm_new_game_dialog_get_name_entry (dialog, 0);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, tm_record_get_player (script, 0));
  entry = tm_new_game_dialog_get_name_entry (dialog, 1);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, tm_record_get_player (script, 1));
  gtk_window_destroy (GTK_WINDOW (dialog));

  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
}

static void
assert_same_state (const TmCotsState *a,
                   const TmCotsState *b)
{
  g_assert_cmpint (a->phase, ==, b->phase);
  g_assert_cmpuint (a->turn, ==, b->turn);
  g_assert_cmpint (a->current_player, ==, b->current_player);
  g_assert_cmpmem (a->field, sizeof a->field, b->field, sizeof b->field);
  g_assert_true (tm_cell_equal (a->ghost, b->ghost));
  g_assert_cmpint (a->facing, ==, b->facing);
  g_assert_cmpuint (a->deck, ==, b->deck);
  g_assert_cmpmem (a->hand, sizeof a->hand, b->hand, sizeof b->hand);
  g_assert_cmpmem (a->analyses, sizeof a->analyses, b->analyses, sizeof b->analyses);
  g_assert_cmpmem (a->bed, sizeof a->bed, b->bed, sizeof b->bed);
  g_assert_cmpuint (a->stomach, ==, b->stomach);
  g_assert_cmpuint (a->seen, ==, b->seen);
}

static void
assert_board_is (TmWindow *window,
                 TmRecord *script,
                 guint     n)
{
  g_autoptr(TmGame) expected = tm_record_replay (script, n, NULL, NULL, NULL);
  TmCotsGame *shown = tm_cots_page_get_game (get_page (window));
  const TmCotsState *a = tm_cots_game_get_state (TM_COTS_GAME (expected));
  const TmCotsState *b = tm_cots_game_get_state (shown);

  g_assert_cmpuint (n_moves (window), ==, n);
  assert_same_state (a, b);
}

static void
assert_saved_moves (guint n)
{
  g_autoptr(TmRecord) saved = load_saved_record ();

  g_assert_cmpuint (tm_record_get_n_moves (saved), ==, n);
}

static void
test_undo_redo (void)
{
  g_autoptr(TmRecord) script = ui_load_script ("cots-winner.json");
  TmWindow *window;
  AdwToastOverlay *overlay;

  clear_saved_games ();
  window = ui_create_window (1100, 760);
  start_new_game (window, "Aoi", "Mio");
  g_assert_false (action_enabled (window, "undo"));
  g_assert_false (action_enabled (window, "redo"));

  /* Into the analysis phase, where turns and effects are asked. */
  for (guint i = 0; i < 10; i++)
    enter_move (window, script, i);
  assert_saved_moves (10);

  /* Ctrl+Z twice: the position and the file go back two moves. */
  g_assert_true (action_enabled (window, "undo"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  assert_board_is (window, script, 8);
  assert_saved_moves (8);
  g_assert_true (action_enabled (window, "redo"));

  /* The header bar's redo button. */
  overlay = ADW_TOAST_OVERLAY (gtk_widget_get_template_child (GTK_WIDGET (window), TM_TYPE_WINDOW, "toast_overlay"));
  g_assert_nonnull (overlay);
  ui_click (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), TM_TYPE_WINDOW, "redo_button")));
  assert_board_is (window, script, 9);
  assert_saved_moves (9);

  /* Undo back to the start of the game, then redo all the way. */
  while (action_enabled (window, "undo"))
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  assert_board_is (window, script, 0);
  assert_saved_moves (0);
  while (action_enabled (window, "redo"))
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  assert_board_is (window, script, 10);
  assert_saved_moves (10);

  /* A new move after an undo drops what could have been redone. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  assert_board_is (window, script, 9);
  enter_move (window, script, 9);
  g_assert_false (action_enabled (window, "redo"));
  assert_board_is (window, script, 10);

  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
}

/* The message the rules give for @move on the position after @n moves. */
static char *
rule_message (TmRecord   *script,
              guint       n,
              JsonObject *move)
{
  g_autoptr(TmGame) game = tm_record_replay (script, n, NULL, NULL, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_false (tm_game_apply_move (game, move, &error));
  g_assert_nonnull (error);
  return g_strdup (error->message);
}

static void
try_illegal (TmWindow   *window,
             TmRecord   *script,
             const char *card_name,
             int         row,
             int         col)
{
  TmCotsPage *page = get_page (window);
  guint n = n_moves (window);
  g_autoptr(JsonObject) move = json_object_new ();
  JsonArray *cell = json_array_new ();
  g_autofree char *expected = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *path = NULL;
  TmCotsCard card;
  TmCotsState state_before;
  TmCotsCardPicker *picker;
  GtkWidget *rotation;

  g_assert_true (tm_cots_card_parse (card_name, &card));
  json_array_add_int_element (cell, row);
  json_array_add_int_element (cell, col);
  json_object_set_string_member (move, "type", "place");
  json_object_set_string_member (move, "card", card_name);
  json_object_set_array_member (move, "cell", cell);
  expected = rule_message (script, n, move);

  path = tm_saved_games_get_path (tm_cots_page_get_record (page));
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  state_before = *tm_cots_game_get_state (tm_cots_page_get_game (page));

  picker = tm_cots_page_get_picker (page);
  ui_click (tm_cots_card_picker_get_colour_button (picker, tm_cots_card_get_colour (card)));
  rotation = tm_cots_card_picker_get_rotation_button (picker, tm_cots_card_get_rotation (card));
  if (!gtk_widget_is_sensitive (rotation))
    {
      /* A card no legal move plays is not offered; the rule is its tooltip. */
      g_test_message ("Not offered: %s", gtk_widget_get_tooltip_text (rotation));
      g_assert_cmpstr (gtk_widget_get_tooltip_text (rotation), ==, expected);
      g_assert_cmpint (tm_cots_card_picker_get_card (picker), ==, TM_COTS_NO_CARD);
    }
  else
    {
      GtkWidget *cell_button = tm_cots_board_get_cell (tm_cots_page_get_board (page), row, col);

      pick_card (picker, card);
      /* A cell the card cannot go to is not offered; the rule says why. */
      g_assert_false (gtk_widget_is_sensitive (cell_button));
      g_test_message ("Not offered: %s", tm_cots_cell_get_why_not (TM_COTS_CELL (cell_button)));
      g_assert_cmpstr (tm_cots_cell_get_why_not (TM_COTS_CELL (cell_button)), ==, expected);
      g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (cell_button), expected));

      /* Tried all the same (as the page's API allows): refused in the
       * rule's own words. */
      tm_cots_board_activate_cell (tm_cots_page_get_board (page), row, col);
      ui_spin ();
      g_assert_cmpstr (tm_cots_page_get_error_text (page), ==, expected);
    }

  /* Nothing changed, not even the file. */
  g_assert_cmpuint (n_moves (window), ==, n);
  assert_same_state (&state_before, tm_cots_game_get_state (tm_cots_page_get_game (page)));
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (before, ==, after);
  assert_nothing_asked (page);
}

static void
test_illegal_move (void)
{
  g_autoptr(TmRecord) script = ui_load_script ("cots-winner.json");
  JsonObject *second;
  JsonArray *cell;
  int row, col;
  TmWindow *window;
  TmCotsPage *page;

  clear_saved_games ();
  window = ui_create_window (1100, 760);
  start_new_game (window, "Aoi", "Mio");
  page = get_page (window);

  /* A cell before any card is chosen: not offered, and says why. */
  for (int r = 0; r < 3; r++)
    for (int c = 0; c < 3; c++)
      {
        GtkWidget *cell_button = tm_cots_board_get_cell (tm_cots_page_get_board (page), r, c);

        g_assert_false (gtk_widget_is_sensitive (cell_button));
        g_assert_cmpstr (tm_cots_cell_get_why_not (TM_COTS_CELL (cell_button)), ==,
                         "Choose the card first: its colour, then its rotation.");
      }
  tm_cots_board_activate_cell (tm_cots_page_get_board (page), 0, 0);
  ui_spin ();
  g_assert_cmpstr (tm_cots_page_get_error_text (page), !=, "");
  g_assert_cmpuint (n_moves (window), ==, 0);

  /* A rotation-0 card in the siege. */
  try_illegal (window, script, "R0", 0, 1);

  enter_move (window, script, 0);

  /* The second player must answer opposite the first card: the second
   * move's card on any other free cell is refused. */
  second = tm_record_get_move (script, 1);
  cell = json_object_get_array_member (second, "cell");
  row = (int) json_array_get_int_element (cell, 0);
  col = (int) json_array_get_int_element (cell, 1);
  for (int r = 0; r < 3; r++)
    for (int c = 0; c < 3; c++)
      {
        const TmCotsState *state = tm_cots_game_get_state (tm_cots_page_get_game (page));

        if ((r == row && c == col) || (r == 1 && c == 1) || state->field[r][c] != TM_COTS_NO_CARD)
          continue;
        try_illegal (window, script, json_object_get_string_member (second, "card"), r, c);
        r = c = 3;
      }

  /* An occupied cell. */
  {
    JsonArray *first_cell = json_object_get_array_member (tm_record_get_move (script, 0), "cell");

    try_illegal (window, script, json_object_get_string_member (second, "card"),
                 (int) json_array_get_int_element (first_cell, 0),
                 (int) json_array_get_int_element (first_cell, 1));
  }

  /* After all that, the right move is still taken. */
  enter_move (window, script, 1);

  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
}

static gboolean
save_error_toast_shown (gpointer window)
{
  return ui_label_shown_containing (GTK_WIDGET (window), "could not be saved");
}

static void
test_save_error (void)
{
  g_autoptr(TmRecord) script = ui_load_script ("cots-winner.json");
  g_autofree char *dir = games_dir ();
  TmWindow *window;

  clear_saved_games ();
  window = ui_create_window (1100, 760);
  start_new_game (window, "Aoi", "Mio");
  enter_move (window, script, 0);

  /* A file where the games folder should be: saving must fail. */
  clear_saved_games ();
  g_assert_cmpint (g_rmdir (dir), ==, 0);
  g_assert_true (g_file_set_contents (dir, "in the way", -1, NULL));

  /* The move is kept in memory and the failure is shown. */
  enter_move (window, script, 1);
  g_assert_true (ui_wait_for (save_error_toast_shown, window));
  g_assert_cmpuint (n_moves (window), ==, 2);

  /* Once saving works again, the next save holds every move. */
  g_assert_cmpint (g_unlink (dir), ==, 0);
  enter_move (window, script, 2);
  assert_saved_moves (3);

  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
}

/* The child: a new game, RESUME_AFTER moves, then killed without warning. */
static void
test_resume_child (void)
{
  g_autoptr(TmRecord) script = NULL;
  TmWindow *window;

  /* Only ever run by test_resume_after_kill(), in a child process. */
  if (!g_test_subprocess ())
    {
      g_test_skip ("Run as a subprocess of /ui/cots/resume-after-kill");
      return;
    }

  script = ui_load_script ("cots-winner.json");
  window = ui_create_window (1100, 760);
  start_new_game (window, "Aoi", "Mio");
  for (guint i = 0; i < RESUME_AFTER; i++)
    enter_move (window, script, i);
  kill (getpid (), SIGKILL);
  g_assert_not_reached ();
}

static void
test_resume_after_kill (void)
{
  g_autoptr(TmRecord) script = ui_load_script ("cots-winner.json");
  g_autoptr(TmRecord) saved = NULL;
  g_autoptr(TmGame) replayed = NULL;
  g_autoptr(GError) move_error = NULL;
  TmWindow *window;
  TmStartPage *start;
  int illegal_index = -1;

  clear_saved_games ();
  g_test_trap_subprocess ("/ui/cots/resume-after-kill/subprocess", 120 * G_USEC_PER_SEC,
                          G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_failed ();  /* SIGKILL, not a clean exit */

  /* On disk: the record with every move entered before the kill. */
  saved = load_saved_record ();
  g_assert_cmpuint (tm_record_get_n_moves (saved), ==, RESUME_AFTER);
  replayed = tm_record_replay (saved, G_MAXUINT, &illegal_index, &move_error, NULL);
  g_assert_no_error (move_error);
  g_assert_cmpint (illegal_index, ==, -1);
  g_assert_cmpuint (tm_game_get_n_moves (replayed), ==, RESUME_AFTER);

  /* The start page offers it; choosing it shows the game as it was. */
  window = ui_create_window (1100, 760);
  start = TM_START_PAGE (tm_window_get_start_page (window));
  g_assert_cmpuint (tm_start_page_get_n_resumable (start), ==, 1);
  g_assert_true (ui_wait_for (ui_is_mapped, tm_start_page_get_resume_row (start, 0)));
  g_signal_emit_by_name (tm_start_page_get_resume_row (start, 0), "activated");
  ui_spin ();
  assert_board_is (window, script, RESUME_AFTER);
  g_assert_nonnull (strstr (tm_cots_page_get_turn_text (get_page (window)),
                            tm_record_get_player (script, tm_game_get_current_player (replayed))));

  /* And play goes on from there. */
  enter_move (window, script, RESUME_AFTER);
  assert_saved_moves (RESUME_AFTER + 1);

  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
}

int
test_ui_cots_main (int   argc,
                   char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_data_func ("/ui/cots/whole-game/winner", "cots-winner.json", play_whole_game);
  g_test_add_data_func ("/ui/cots/whole-game/tie-break", "cots-tie-break.json", play_whole_game);
  g_test_add_data_func ("/ui/cots/whole-game/draw", "cots-draw.json", play_whole_game);
  g_test_add_func ("/ui/cots/undo-redo", test_undo_redo);
  g_test_add_func ("/ui/cots/illegal-move", test_illegal_move);
  g_test_add_func ("/ui/cots/save-error", test_save_error);
  g_test_add_func ("/ui/cots/resume-after-kill", test_resume_after_kill);
  g_test_add_func ("/ui/cots/resume-after-kill/subprocess", test_resume_child);

  return g_test_run ();
}
