/* test-ui-corrections.c — correcting an earlier move in the window
 *
 * In each of the four games: the move list shows the record's moves, a
 * named menu on each; Correct This Move… (the menu button clicked for
 * real) shows the position before the move on a page that saves nothing;
 * the move entered there is replayed with every later move, and a later
 * move that no longer holds is shown with the rule's reason, to be
 * corrected in turn or removed, until every move holds.  The saved game
 * is then the corrected record with its marks; one Undo brings the game
 * back as it was.  Children of the Sun's moves are entered by clicks on
 * the page, nothing moving between them; the other games' through their
 * pages' play functions.  Cancel changes nothing, the keyboard alone
 * reaches every step, and every new control has a name.
 */
#include "config.h"

#include <adwaita.h>

#include "core/tm-record-amend.h"
#include "app/tm-correction-bar.h"
#include "app/tm-move-list.h"
#include "widgets/tm-menu-button.h"
#include "widgets/tm-page-support.h"
#include "app/tm-window.h"
#include "games/children-of-the-sun/page/tm-cots-board.h"
#include "games/children-of-the-sun/page/tm-cots-card-picker.h"
#include "games/children-of-the-sun/page/tm-cots-page.h"
#include "games/children-of-the-sun/rules/tm-cots-card.h"
#include "games/planetary-sisters/page/tm-sisters-page.h"
#include "games/psi-conjuring/page/tm-psi-page.h"
#include "games/tsuki-no-utena/page/tm-utena-page.h"
#include "ui-correction-util.h"
#include "ui-shot-util.h"
#include "ui-test-util.h"
#include "ui-test-programs.h"

static TmRecord *
load_cut (const char *name,
          guint       n)
{
  g_autoptr(TmRecord) whole = ui_load_record (name);

  return tm_record_truncate (whole, n);
}

/* The words of the rows: every move, in order, as the rules say it. */
static void
assert_list_shows (TmWindow *window,
                   TmRecord *record)
{
  TmMoveList *list = TM_MOVE_LIST (ui_correction_window_child (window, "move_list"));
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = tm_record_create_game (record, &error);
  g_autoptr(GPtrArray) players = g_ptr_array_new ();

  g_assert_no_error (error);
  for (guint i = 0; i < tm_record_get_n_players (record); i++)
    g_ptr_array_add (players, (gpointer) tm_record_get_player (record, i));
  g_ptr_array_add (players, NULL);
  for (guint i = 0; i < tm_record_get_n_moves (record); i++)
    {
      GtkWidget *row = tm_move_list_get_row (list, i);
      g_autofree char *words = tm_game_describe_move (game, tm_record_get_move (record, i),
                                                      (const char * const *) players->pdata);

      g_assert_nonnull (row);
      g_assert_true (ui_label_shown_containing (row, words) || !gtk_widget_get_mapped (row));
      g_assert_cmpint (ui_find_label (row, "Corrected") != NULL, ==, tm_record_is_corrected (record, i));
      g_assert_true (tm_game_apply_move (game, tm_record_get_move (record, i), &error));
    }
  g_assert_null (tm_move_list_get_row (list, tm_record_get_n_moves (record)));
}

/* A legal move at @at other than the record's, after which a later move
 * of @record no longer holds (the correction the test wants); NULL when
 * no listed move does that. */
static JsonObject *
breaking_replacement (TmRecord *record,
                      guint     at,
                      gboolean  by_clicks)
{
  g_autoptr(TmGame) before = tm_record_replay (record, at, NULL, NULL, NULL);
  g_autoptr(GPtrArray) moves = tm_game_list_legal_moves (before);

  for (guint i = 0; i < MIN (moves->len, 400); i++)
    {
      JsonObject *move = g_ptr_array_index (moves, i);
      g_autoptr(TmRecord) amended = NULL;
      g_autoptr(TmGame) game = NULL;
      int broken = -1;

      if (json_object_equal (move, tm_record_get_move (record, at))
          || (by_clicks && (json_object_has_member (move, "turn") || json_object_has_member (move, "effect"))))
        continue;
      amended = tm_record_amend (record, TM_RECORD_AMEND_REPLACE, at, move, NULL);
      game = tm_record_replay (amended, G_MAXUINT, &broken, NULL, NULL);
      if (broken > (int) at)
        return json_object_ref (move);
    }
  return NULL;
}

typedef struct
{
  TmWindow *window;
  TmRecord *position;
  guint length;
} PositionWait;

static gboolean
position_changed (gpointer data)
{
  PositionWait *wait = data;

  return !tm_correction_bar_is_active (ui_correction_bar (wait->window))
         || ui_correction_page_record (wait->window) != wait->position;
}

static gboolean
correction_over (gpointer data)
{
  return !tm_correction_bar_is_active (ui_correction_bar (data));
}

/* Correct move @at of @name's first @n moves so that a later move
 * breaks; correct that one too (a legal move there), or remove it when
 * there is none, until every move holds.  Then check the record kept,
 * the list, and Undo. */
static void
correct_breaking (gconstpointer data)
{
  const char *const *spec = data;
  const char *name = spec[0];
  guint n = (guint) atoi (spec[1]);
  guint at = (guint) atoi (spec[2]);
  int width = spec[3] != NULL ? atoi (spec[3]) : 1280;
  int height = spec[3] != NULL ? atoi (spec[4]) : 800;
  g_autofree char *shot_name = g_strndup (name, strcspn (name, "-"));
  g_autoptr(TmRecord) record = load_cut (name, n);
  g_autoptr(TmRecord) original = tm_record_truncate (record, n);
  g_autoptr(JsonObject) replacement = NULL;
  g_autofree char *saved_before = NULL;
  g_autofree char *saved_after = NULL;
  gboolean by_clicks = g_str_has_prefix (name, "cots");
  TmCorrectionBar *bar;
  TmWindow *window;
  TmRecord *kept;
  guint broke = 0;

  ui_clear_saved_games ();
  replacement = breaking_replacement (record, at, by_clicks);
  g_assert_nonnull (replacement);

  window = ui_create_window (width, height);
  bar = ui_correction_bar (window);
  g_assert_true (tm_window_open_record (window, record));
  ui_wait_frames (GTK_WIDGET (window));
  saved_before = ui_read_saved_game ();
  ui_correction_show_move_list (window);
  assert_list_shows (window, record);
  ui_correction_shot (window, shot_name);

  ui_correction_choose (window, at, "Correct This Move…");
  g_assert_true (tm_correction_bar_is_active (bar));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (bar)));
  /* The position before the move, on a page that saves nothing. */
  g_assert_cmpuint (tm_record_get_n_moves (ui_correction_page_record (window)), ==, at);
  g_assert_true (tm_page_get_correcting (tm_window_get_game_page (window)));
  g_assert_true (ui_label_shown_containing (GTK_WIDGET (bar), "Correcting move"));
  {
    g_autofree char *step = g_strconcat (shot_name, "-correcting", NULL);

    ui_correction_shot (window, step);
  }

  ui_correction_enter_move (window, replacement);
  /* Later moves broke: each is shown with its reason, on the position
   * before it; a legal move is entered there (or it is removed). */
  while (tm_correction_bar_is_active (bar))
    {
      TmRecord *position = ui_correction_page_record (window);
      g_autoptr(TmGame) game = tm_record_replay (position, G_MAXUINT, NULL, NULL, NULL);
      g_autoptr(GPtrArray) moves = tm_game_list_legal_moves (game);
      JsonObject *move = NULL;

      g_assert_true (ui_label_shown_containing (GTK_WIDGET (bar), "no longer holds"));
      if (broke == 0)
        {
          g_autofree char *step = g_strconcat (shot_name, "-broken", NULL);

          ui_correction_shot (window, step);
        }
      /* The saved game is as it was while the correction lasts. */
      saved_after = ui_read_saved_game ();
      g_assert_cmpstr (saved_after, ==, saved_before);
      g_clear_pointer (&saved_after, g_free);
      broke++;
      g_assert_cmpuint (broke, <, 60);
      for (guint i = 0; i < moves->len && move == NULL; i++)
        if (!by_clicks || (!json_object_has_member (g_ptr_array_index (moves, i), "turn")
                           && !json_object_has_member (g_ptr_array_index (moves, i), "effect")))
          move = g_ptr_array_index (moves, i);
      if (move != NULL && broke % 2 == 1)
        ui_correction_enter_move (window, move);
      else
        {
          guint length = tm_record_get_n_moves (ui_correction_page_record (window));

          ui_real_click (GTK_WINDOW (window), ui_find_button_labelled (GTK_WIDGET (bar), "_Remove It"));
          /* The removal is done once the click is over. */
          ui_wait_for (position_changed, &(PositionWait) { window, position, length });
        }
    }
  g_assert_cmpuint (broke, >, 0);

  /* Kept: every move holds, the corrected move is marked, the moves
   * before it are the game's, and the saved game is the new record. */
  kept = ui_correction_page_record (window);
  g_assert_false (tm_page_get_correcting (tm_window_get_game_page (window)));
  {
    int illegal = 0;
    g_autoptr(TmGame) game = tm_record_replay (kept, G_MAXUINT, &illegal, NULL, NULL);

    g_assert_cmpint (illegal, ==, -1);
  }
  g_assert_true (tm_record_is_corrected (kept, at));
  for (guint i = 0; i < at; i++)
    g_assert_true (json_object_equal (tm_record_get_move (kept, i), tm_record_get_move (original, i)));
  g_assert_true (json_object_equal (tm_record_get_move (kept, at), replacement));
  saved_after = ui_read_saved_game ();
  {
    g_autofree char *kept_text = tm_record_to_data (kept, NULL);

    g_assert_cmpstr (saved_after, ==, kept_text);
  }
  ui_correction_show_move_list (window);
  assert_list_shows (window, kept);
  {
    g_autofree char *step = g_strconcat (shot_name, "-kept", NULL);

    ui_correction_shot (window, step);
  }

  /* One Undo takes the whole correction back. */
  ui_click (ui_correction_window_child (window, "undo_button"));
  ui_wait_frames (GTK_WIDGET (window));
  g_assert_cmpuint (tm_record_get_n_moves (ui_correction_page_record (window)), ==, n);
  for (guint i = 0; i < n; i++)
    g_assert_true (json_object_equal (tm_record_get_move (ui_correction_page_record (window), i),
                                      tm_record_get_move (original, i)));
  g_clear_pointer (&saved_after, g_free);
  saved_after = ui_read_saved_game ();
  g_assert_cmpstr (saved_after, ==, saved_before);

  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
  ui_clear_saved_games ();
}

/* Remove This Move on a move nothing later depends on (the last one):
 * done at once, saved, and one Undo brings it back. */
static void
test_remove_at_once (void)
{
  g_autoptr(TmRecord) record = load_cut ("sisters-3p.json", 9);
  g_autoptr(TmRecord) original = tm_record_truncate (record, 9);
  g_autofree char *saved_before = NULL;
  g_autofree char *saved_after = NULL;
  TmWindow *window;

  ui_clear_saved_games ();
  window = ui_create_window (1280, 800);
  g_assert_true (tm_window_open_record (window, record));
  ui_wait_frames (GTK_WIDGET (window));
  saved_before = ui_read_saved_game ();
  ui_correction_show_move_list (window);

  ui_correction_choose (window, 8, "Remove This Move");
  g_assert_false (tm_correction_bar_is_active (ui_correction_bar (window)));
  g_assert_cmpuint (tm_record_get_n_moves (ui_correction_page_record (window)), ==, 8);
  for (guint i = 0; i < 8; i++)
    {
      g_assert_true (json_object_equal (tm_record_get_move (ui_correction_page_record (window), i),
                                        tm_record_get_move (original, i)));
      g_assert_false (tm_record_is_corrected (ui_correction_page_record (window), i));
    }
  saved_after = ui_read_saved_game ();
  {
    g_autofree char *kept_text = tm_record_to_data (ui_correction_page_record (window), NULL);

    g_assert_cmpstr (saved_after, ==, kept_text);
  }
  assert_list_shows (window, ui_correction_page_record (window));

  /* Ctrl+Z's action: the whole removal back. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  ui_wait_frames (GTK_WIDGET (window));
  g_assert_cmpuint (tm_record_get_n_moves (ui_correction_page_record (window)), ==, 9);
  g_clear_pointer (&saved_after, g_free);
  saved_after = ui_read_saved_game ();
  g_assert_cmpstr (saved_after, ==, saved_before);
  /* And the next Undo is an ordinary one again. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  ui_wait_frames (GTK_WIDGET (window));
  g_assert_cmpuint (tm_record_get_n_moves (ui_correction_page_record (window)), ==, 8);

  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
  ui_clear_saved_games ();
}

/* The texts of the labels under @widget shown, in order, into @out. */
static void
append_texts (GtkWidget *widget,
              GString   *out)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget))
    g_string_append_printf (out, "%s|", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    append_texts (child, out);
}

/* What @row shows, its heading (a round or a turn) first. */
static char *
row_texts (GtkWidget *row)
{
  GString *out = g_string_new (NULL);
  GtkWidget *header = gtk_list_box_row_get_header (GTK_LIST_BOX_ROW (row));

  if (header != NULL)
    {
      append_texts (header, out);
      g_string_append (out, " / ");
    }
  append_texts (row, out);
  return g_string_free (out, FALSE);
}

/* The rows of @list are those of a list made at once for @record, in a
 * window of its own. */
static void
assert_rows_as_made_at_once (TmMoveList *list,
                             TmRecord   *record)
{
  GtkWidget *window = gtk_window_new ();
  TmMoveList *fresh = TM_MOVE_LIST (tm_move_list_new ());
  guint n = tm_record_get_n_moves (record);

  gtk_window_set_default_size (GTK_WINDOW (window), 400, 600);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (fresh));
  tm_move_list_set_record (fresh, record);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (ui_wait_mapped (GTK_WIDGET (fresh)));
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *shown = NULL;
      g_autofree char *made = NULL;

      g_assert_nonnull (tm_move_list_get_row (list, i));
      shown = row_texts (tm_move_list_get_row (list, i));
      made = row_texts (tm_move_list_get_row (fresh, i));
      g_assert_cmpstr (shown, ==, made);
    }
  g_assert_null (tm_move_list_get_row (list, n));
  g_assert_null (tm_move_list_get_row (fresh, n));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Appends @whole's moves from @from to @to to @record, telling @list of
 * each as the window does: each adds its own row, the rows before it
 * staying as they were (@first_row, held, is still the list's first). */
static void
append_moves (TmMoveList *list,
              TmRecord   *record,
              TmRecord   *whole,
              guint       from,
              guint       to,
              GtkWidget **first_row)
{
  for (guint i = from; i < to; i++)
    {
      tm_record_append_move (record, tm_record_get_move (whole, i));
      tm_move_list_set_record (list, record);
      g_assert_nonnull (tm_move_list_get_row (list, i));
      g_assert_null (tm_move_list_get_row (list, i + 1));
      if (*first_row == NULL)
        *first_row = g_object_ref (tm_move_list_get_row (list, 0));
      g_assert_true (tm_move_list_get_row (list, 0) == *first_row);
    }
}

/* A legal move at @at of @whole other than its own. */
static JsonObject *
other_move (TmRecord *whole,
            guint     at)
{
  g_autoptr(TmGame) before = tm_record_replay (whole, at, NULL, NULL, NULL);
  g_autoptr(GPtrArray) moves = tm_game_list_legal_moves (before);

  for (guint i = 0; i < moves->len; i++)
    if (!json_object_equal (g_ptr_array_index (moves, i), tm_record_get_move (whole, at)))
      return json_object_ref (g_ptr_array_index (moves, i));
  g_assert_not_reached ();
}

/* The move list shown, told of the record after each change as the
 * window tells it: a move entered adds its row alone, Undo and Redo
 * take away or add back the newest rows alone, and a move taken back
 * and another entered while the list was hidden leave, once it is shown
 * again, the rows before them and a row for the new one.  The rows
 * always read as those of a list made at once, with their rounds or
 * turns; each game's whole record. */
static void
test_list_grows (gconstpointer data)
{
  g_autoptr(TmRecord) whole = ui_load_record (data);
  g_autoptr(TmRecord) record = tm_record_truncate (whole, 0);
  g_autoptr(JsonObject) other = NULL;
  guint n = tm_record_get_n_moves (whole);
  guint half = n / 2;
  GtkWidget *first_row = NULL;
  GtkWidget *window = gtk_window_new ();
  TmMoveList *list = TM_MOVE_LIST (tm_move_list_new ());

  g_assert_cmpuint (half, >=, 4);
  gtk_window_set_default_size (GTK_WINDOW (window), 400, 700);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (list));
  tm_move_list_set_record (list, record);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (ui_wait_mapped (GTK_WIDGET (list)));
  g_assert_null (tm_move_list_get_row (list, 0));

  append_moves (list, record, whole, 0, half, &first_row);

  /* Two Undos, a Redo: the first row stays through them. */
  for (guint i = 0; i < 2; i++)
    {
      g_assert_true (tm_record_undo (record));
      tm_move_list_set_record (list, record);
    }
  g_assert_nonnull (tm_move_list_get_row (list, half - 3));
  g_assert_null (tm_move_list_get_row (list, half - 2));
  g_assert_true (tm_record_redo (record));
  tm_move_list_set_record (list, record);
  assert_rows_as_made_at_once (list, record);
  g_assert_true (tm_move_list_get_row (list, 0) == first_row);

  /* Hidden: Undo, and another move than the record's. */
  gtk_widget_set_visible (GTK_WIDGET (list), FALSE);
  g_assert_true (tm_record_undo (record));
  tm_move_list_set_record (list, record);
  other = other_move (whole, half - 2);
  tm_record_append_move (record, other);
  tm_move_list_set_record (list, record);
  gtk_widget_set_visible (GTK_WIDGET (list), TRUE);
  g_assert_true (ui_wait_mapped (GTK_WIDGET (list)));
  assert_rows_as_made_at_once (list, record);
  g_assert_true (tm_move_list_get_row (list, 0) == first_row);

  g_assert_true (tm_record_undo (record));
  tm_move_list_set_record (list, record);
  append_moves (list, record, whole, half - 2, n, &first_row);
  assert_rows_as_made_at_once (list, record);

  g_clear_object (&first_row);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
}

/* @menu is move @index's: Correct, Insert Before and Remove, each with
 * the move's index for its target. */
static void
assert_move_menu (GMenuModel *menu,
                  guint       index)
{
  static const char *actions[] = { "win.correct-move", "win.insert-move", "win.remove-move" };

  g_assert_nonnull (menu);
  g_assert_cmpint (g_menu_model_get_n_items (menu), ==, G_N_ELEMENTS (actions));
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      g_autofree char *action = NULL;
      g_autoptr(GVariant) target = NULL;

      g_assert_true (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &action));
      g_assert_cmpstr (action, ==, actions[i]);
      target = g_menu_model_get_item_attribute_value (menu, i, G_MENU_ATTRIBUTE_TARGET, G_VARIANT_TYPE_UINT32);
      g_assert_nonnull (target);
      g_assert_cmpuint (g_variant_get_uint32 (target), ==, index);
    }
}

/* Keyboard alone: F9 into the list, Enter on a move opens its menu,
 * Remove This Move; then Cancel Correction by its mnemonic changes
 * nothing.  Every new control has a name. */
static void
test_keyboard_and_names (void)
{
  g_autoptr(TmRecord) record = load_cut ("cots-full-game.json", 6);
  g_autofree char *saved_before = NULL;
  g_autofree char *saved_after = NULL;
  TmMoveList *list;
  TmWindow *window;
  GtkWidget *focus;
  GtkWidget *menu;

  ui_clear_saved_games ();
  window = ui_create_window (960, 720);
  g_assert_true (tm_window_open_record (window, record));
  ui_wait_frames (GTK_WIDGET (window));
  saved_before = ui_read_saved_game ();
  if (!ui_real_keys_begin (GTK_WINDOW (window)))
    {
      g_test_skip ("no X11 or XTEST for real keys");
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  list = TM_MOVE_LIST (ui_correction_window_child (window, "move_list"));

  /* F9 shows the list and puts the keyboard in it, on the newest move. */
  focus = ui_press_real_keys (GTK_WINDOW (window), "F9", NULL);
  g_assert_true (adw_flap_get_reveal_flap (ADW_FLAP (ui_correction_window_child (window, "flap"))));
  g_assert_true (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (list)));

  /* Every row and menu button is named for a screen reader: the move
   * in words, with the turn's heading on the first move of a turn. */
  {
    const char *players[] = { tm_record_get_player (record, 0), tm_record_get_player (record, 1), NULL };
    g_autoptr(TmGame) game = tm_record_create_game (record, NULL);
    int turn_player = -2;
    guint turn = 0;

    for (guint i = 0; i < 6; i++)
      {
        GtkWidget *row = tm_move_list_get_row (list, i);
        GtkWidget *button = ui_find_descendant (row, GTK_TYPE_MENU_BUTTON, NULL);
        g_autofree char *expected = g_strdup_printf ("Change move %u", i + 1);
        g_autofree char *words = tm_game_describe_move (game, tm_record_get_move (record, i), players);
        g_autofree char *row_name = NULL;
        int player = tm_game_get_current_player (game);

        g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, "Correct, Insert Before or Remove");
        gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL, expected);
        /* Its menu is built when it is opened (a long game's list is
         * built again after each move), and it will offer the three
         * changes of this move. */
        g_assert_null (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)));
        assert_move_menu (tm_menu_button_get_menu (GTK_MENU_BUTTON (button)), i);
        /* The toggle inside, which takes the focus, says the same. */
        gtk_test_accessible_assert_property (ui_find_descendant (button, GTK_TYPE_TOGGLE_BUTTON, NULL),
                                             GTK_ACCESSIBLE_PROPERTY_LABEL, expected);
        if (player != turn_player)
          {
            turn++;
            turn_player = player;
            row_name = g_strdup_printf ("Turn %u · %s. Move %u: %s", turn, players[player], i + 1, words);
          }
        else
          row_name = g_strdup_printf ("Move %u: %s", i + 1, words);
        gtk_test_accessible_assert_property (row, GTK_ACCESSIBLE_PROPERTY_LABEL, row_name);
        g_assert_true (tm_game_apply_move (game, tm_record_get_move (record, i), NULL));
      }
    g_assert_cmpuint (turn, >, 1);
  }

  g_assert_true (focus == tm_move_list_get_row (list, 5));
  /* Up to move 3, Enter opens its menu; the keys choose Insert. */
  g_assert_true (ui_wait_for (ui_correction_flap_revealed, window));
  focus = ui_press_real_keys (GTK_WINDOW (window), "Up", "Up", "Up", NULL);
  g_assert_true (focus == tm_move_list_get_row (list, 2));
  ui_press_real_keys (GTK_WINDOW (window), "Return", NULL);
  menu = ui_wait_menu_open (GTK_MENU_BUTTON (ui_find_descendant (tm_move_list_get_row (list, 2), GTK_TYPE_MENU_BUTTON, NULL)));
  g_assert_nonnull (menu);
  /* Built as it opened, and named with its button. */
  gtk_test_accessible_assert_property (menu, GTK_ACCESSIBLE_PROPERTY_LABEL, "Change move 3");
  g_assert_nonnull (ui_find_label (menu, "Insert a Move Before…"));
  ui_press_real_keys (GTK_WINDOW (window), "Down", "Return", NULL);
  ui_wait_frames (GTK_WIDGET (window));
  g_assert_true (tm_correction_bar_is_active (ui_correction_bar (window)));
  g_assert_true (ui_label_shown_containing (ui_correction_window_child (window, "correction_bar"), "Inserting a move before move 3"));
  g_assert_cmpuint (tm_record_get_n_moves (ui_correction_page_record (window)), ==, 2);

  /* Alt+C cancels: the game is as it was, saved game untouched. */
  ui_press_real_keys (GTK_WINDOW (window), "alt+c", NULL);
  ui_wait_for (correction_over, window);
  g_assert_false (tm_correction_bar_is_active (ui_correction_bar (window)));
  g_assert_cmpuint (tm_record_get_n_moves (ui_correction_page_record (window)), ==, 6);
  saved_after = ui_read_saved_game ();
  g_assert_cmpstr (saved_after, ==, saved_before);

  /* A move entered with the list shown gets its row (the window tells
   * the list of each move); the rows before it stay. */
  {
    g_autoptr(TmRecord) whole = ui_load_record ("cots-full-game.json");
    g_autoptr(GtkWidget) first = g_object_ref (tm_move_list_get_row (list, 0));

    ui_correction_show_move_list (window);
    ui_correction_play_move (window, tm_record_get_move (whole, 6));
    g_assert_nonnull (tm_move_list_get_row (list, 6));
    g_assert_true (tm_move_list_get_row (list, 0) == first);
    assert_list_shows (window, ui_correction_page_record (window));
  }

  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
  ui_clear_saved_games ();
}

int
test_ui_corrections_main (int   argc,
                          char *argv[])
{
  static const char *cots[] = { "cots-full-game.json", "8", "1", NULL };
  static const char *cots_narrow[] = { "cots-full-game.json", "8", "1", "360", "720", NULL };
  static const char *sisters[] = { "sisters-3p.json", "9", "2", NULL };
  static const char *utena[] = { "utena-full-won.json", "10", "1", NULL };
  static const char *psi[] = { "psi-full-game.json", "24", "18", NULL };

  /* GTK's test accessibility backend: what each control says to a
   * screen reader can be read back (gtk_test_accessible_assert_property). */
  g_setenv ("GTK_A11Y", "test", TRUE);
  if (!ui_test_init (&argc, &argv))
    return 77;

  g_test_add_data_func ("/ui/corrections/cots", cots, correct_breaking);
  g_test_add_data_func ("/ui/corrections/cots-narrow", cots_narrow, correct_breaking);
  g_test_add_data_func ("/ui/corrections/sisters", sisters, correct_breaking);
  g_test_add_data_func ("/ui/corrections/utena", utena, correct_breaking);
  g_test_add_data_func ("/ui/corrections/psi", psi, correct_breaking);
  g_test_add_func ("/ui/corrections/remove-at-once", test_remove_at_once);
  g_test_add_func ("/ui/corrections/keyboard-and-names", test_keyboard_and_names);
  g_test_add_data_func ("/ui/corrections/list-grows/cots", "cots-full-game.json", test_list_grows);
  g_test_add_data_func ("/ui/corrections/list-grows/sisters", "sisters-4p.json", test_list_grows);
  g_test_add_data_func ("/ui/corrections/list-grows/utena", "utena-full-won.json", test_list_grows);
  g_test_add_data_func ("/ui/corrections/list-grows/psi", "psi-full-game.json", test_list_grows);
  return g_test_run ();
}
