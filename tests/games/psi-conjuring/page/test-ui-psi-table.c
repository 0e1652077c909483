/* test-ui-psi-table.c — Psi Conjuring's page as issues #18 and #19 ask
 *
 * Runs in a real GTK window (under Xvfb in `meson test`): at random
 * positions, the field and the buttons offer exactly the legal moves; no
 * usable control moves while a move is entered (at the window's size and
 * at 360 px, and when a refusal is shown); the whole scripted game
 * entered with the keyboard alone, to the result.
 */
#include "config.h"

#include "psi-ui-driver.h"
#include "widgets/tm-why-disabled.h"
#include "ui-test-programs.h"


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
/* Issue #20: no developer notation on the page — cells as [r, c], card
 * codes, icon ids, "eighths", players by seat instead of name — in any
 * label shown or any tooltip. */
static void
scan_notation (Fixture *fixture)
{
  g_autoptr(GPtrArray) widgets = g_ptr_array_new ();

  ui_assert_unique_mnemonics (GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (fixture->page))), "a move entered");
  ui_collect_descendants (GTK_WIDGET (fixture->page), GTK_TYPE_WIDGET, widgets);
  for (guint i = 0; i < widgets->len; i++)
    {
      GtkWidget *widget = g_ptr_array_index (widgets, i);
      const char *texts[] = {
        GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget) ? gtk_label_get_text (GTK_LABEL (widget)) : NULL,
        gtk_widget_get_tooltip_text (widget),
      };

      for (guint t = 0; t < G_N_ELEMENTS (texts); t++)
        ui_assert_words (texts[t], G_OBJECT_TYPE_NAME (widget));
    }
}

static void
check_steady_game (Fixture *fixture,
                   guint    n_moves)
{
  g_autoptr(TmRecord) expected = load_full_game ();

  fixture->check_steady = TRUE;
  n_moves = MIN (n_moves, tm_record_get_n_moves (expected));
  for (guint i = 0; i < n_moves; i++)
    {
      scan_notation (fixture);
      play_moves_from (fixture, expected, i, 1);
    }
  scan_notation (fixture);
}

static void
test_steady (Fixture       *fixture,
             gconstpointer  data)
{
  check_steady_game (fixture, G_MAXUINT);
}

/* At 360 px, the whole game: the page never gets wider than the window
 * (test-ui-psi-narrow.c checks every form at that width). */
static void
test_steady_narrow (Fixture       *fixture,
                    gconstpointer  data)
{
  gtk_window_set_default_size (fixture->window, 360, 720);
  ui_spin ();
  check_steady_game (fixture, G_MAXUINT);
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

/* Issue #18.5 and #19.3: the whole scripted game, its ability effect (a
 * power change) included, to the result shown, entered with key events alone (X key events sent to the window
 * through XTEST): the arrows and Enter on the field, typing into
 * the summon form, Tab to the buttons.  The page puts the focus where the
 * next move starts. */

/* Presses @args (xdotool's key names), each counted as a click, 15 ms
 * apart as a quick typist: they reach the page one by one while it
 * handles the ones before (XTEST's own delay, as `xdotool --delay 15`). */
static void
send_keys (Fixture     *fixture,
           const char **args)
{
  ui_press_real_keys_spaced (fixture->window, args, 15);
  fixture->n_clicks += g_strv_length ((char **) args);
}

static void
keys (Fixture    *fixture,
      const char *first,
      ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  va_list list;

  va_start (list, first);
  for (const char *key = first; key != NULL; key = va_arg (list, const char *))
    g_ptr_array_add (args, (char *) key);
  va_end (list);
  g_ptr_array_add (args, NULL);
  send_keys (fixture, (const char **) args->pdata);
}

static void
type (Fixture    *fixture,
      const char *text)
{
  ui_type_real_text_spaced (fixture->window, text, 15);
}

static GtkWidget *
focus_widget (Fixture *fixture)
{
  return gtk_root_get_focus (GTK_ROOT (fixture->window));
}

/* The arrow keys from the focused cell to @target, found by a search
 * over the cells the field lets the arrows reach; then Enter. */
static void
key_to_cell (Fixture *fixture,
             TmCell   target)
{
  TmPsiBoard *board = tm_psi_page_get_board (fixture->page);
  guint legal = tm_psi_board_get_legal (board);
  static const struct { int d_row, d_col; const char *key; } arrows[] = {
    { -1, 0, "Up" }, { 1, 0, "Down" }, { 0, -1, "Left" }, { 0, 1, "Right" },
  };
  int previous[TM_PSI_N_CELLS], via[TM_PSI_N_CELLS];
  int queue[TM_PSI_N_CELLS], head = 0, tail = 0;
  g_autoptr(GPtrArray) path = g_ptr_array_new ();
  GtkWidget *focus = focus_widget (fixture);
  TmCell from;
  int at;

  g_assert_true (TM_IS_PSI_CELL (focus));
  g_assert_true (legal & (1u << (target.row * TM_PSI_SIZE + target.col)));
  from = tm_psi_cell_get_cell (TM_PSI_CELL (focus));
  for (int i = 0; i < TM_PSI_N_CELLS; i++)
    previous[i] = -2;
  previous[from.row * TM_PSI_SIZE + from.col] = -1;
  queue[tail++] = from.row * TM_PSI_SIZE + from.col;
  while (head < tail)
    {
      int cell = queue[head++];

      for (guint a = 0; a < G_N_ELEMENTS (arrows); a++)
        {
          TmCell to;

          if (!tm_psi_board_step (legal, (TmCell) { cell / TM_PSI_SIZE, cell % TM_PSI_SIZE },
                                  arrows[a].d_row, arrows[a].d_col, &to)
              || previous[to.row * TM_PSI_SIZE + to.col] != -2)
            continue;
          previous[to.row * TM_PSI_SIZE + to.col] = cell;
          via[to.row * TM_PSI_SIZE + to.col] = (int) a;
          queue[tail++] = to.row * TM_PSI_SIZE + to.col;
        }
    }
  at = target.row * TM_PSI_SIZE + target.col;
  /* Every cell that can be chosen is reachable with the arrows. */
  g_assert_cmpint (previous[at], !=, -2);
  for (; previous[at] != -1; at = previous[at])
    g_ptr_array_insert (path, 0, (char *) arrows[via[at]].key);
  g_ptr_array_add (path, (char *) "Return");
  g_ptr_array_add (path, NULL);
  send_keys (fixture, (const char **) path->pdata);
}

/* Tab until the focus is on @widget (or inside it), at most @limit times. */
static void
tab_to (Fixture   *fixture,
        GtkWidget *widget,
        guint      limit)
{
  for (guint i = 0; i < limit; i++)
    {
      GtkWidget *focus = focus_widget (fixture);

      if (focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget)))
        return;
      keys (fixture, "Tab", NULL);
    }
  g_error ("Tab did not reach %s “%s”", G_OBJECT_TYPE_NAME (widget), control_name (widget));
}

static void
type_number_within (Fixture    *fixture,
                    const char *entry,
                    int         value,
                    guint       tabs)
{
  g_autofree char *text = g_strdup_printf ("%d", value);

  tab_to (fixture, GTK_WIDGET (tm_psi_page_get_entry (fixture->page, entry)), tabs);
  keys (fixture, "ctrl+a", NULL);
  type (fixture, text);
}

static void
type_number (Fixture    *fixture,
             const char *entry,
             int         value)
{
  type_number_within (fixture, entry, value, 3);
}

static void
key_move (Fixture    *fixture,
          JsonObject *move)
{
  const char *type_name = json_object_get_string_member (move, "type");

  if (g_str_equal (type_name, "place"))
    key_to_cell (fixture, get_cell (move, "cell"));
  else if (g_str_equal (type_name, "summon") || g_str_equal (type_name, "quick-summon"))
    {
      key_to_cell (fixture, get_cell (move, "cell"));
      /* The form opens with the focus on the name. */
      g_assert_true (focus_widget (fixture) != NULL
                     && gtk_widget_is_ancestor (focus_widget (fixture),
                                                GTK_WIDGET (tm_psi_page_get_entry (fixture->page, "beast"))));
      type (fixture, json_object_get_string_member (move, "beast"));
      if (g_str_equal (type_name, "summon"))
        {
          JsonArray *track = json_object_get_array_member (move, "track");

          type_number (fixture, "power", (int) json_object_get_int_member (move, "power"));
          type_number (fixture, "track-min", (int) json_array_get_int_element (track, 0));
          type_number (fixture, "track-max", (int) json_array_get_int_element (track, 1));
        }
      else
        {
          GtkDropDown *colour = tm_psi_page_get_colour_drop_down (fixture->page);
          guint wanted = g_str_equal (json_object_get_string_member (move, "colour"), "blue") ? 1 : 0;

          if (gtk_drop_down_get_selected (colour) != wanted)
            {
              tab_to (fixture, GTK_WIDGET (colour), 3);
              keys (fixture, "space", NULL);
              keys (fixture, wanted == 1 ? "Down" : "Up", "Return", NULL);
              g_assert_cmpuint (gtk_drop_down_get_selected (colour), ==, wanted);
            }
        }
      tab_to (fixture, tm_psi_page_get_button (fixture->page, "summon"), 4);
      keys (fixture, "space", NULL);
    }
  else if (g_str_equal (type_name, "attack"))
    {
      key_to_cell (fixture, get_cell (move, "from"));
      key_to_cell (fixture, get_cell (move, "target"));
      /* The focus is on Attack. */
      g_assert_true (focus_widget (fixture) == tm_psi_page_get_button (fixture->page, "attack"));
      keys (fixture, "Return", NULL);
    }
  else if (g_str_equal (type_name, "pass"))
    {
      tab_to (fixture, tm_psi_page_get_button (fixture->page, "pass"), 4);
      keys (fixture, "space", NULL);
    }
  else if (g_str_equal (type_name, "adjust"))
    {
      /* One power change: Ability Effect…, the card, the amount, Add, Apply. */
      JsonObject *change = json_array_get_object_element (json_object_get_array_member (move, "changes"), 0);

      g_assert_cmpstr (json_object_get_string_member (change, "change"), ==, "power");
      tab_to (fixture, tm_psi_page_get_button (fixture->page, "adjust"), 6);
      keys (fixture, "space", NULL);
      key_to_cell (fixture, get_cell (change, "cell"));
      type_number_within (fixture, "adjust-by", (int) json_object_get_int_member (change, "by"), 20);
      tab_to (fixture, tm_psi_page_get_button (fixture->page, "power"), 4);
      keys (fixture, "space", NULL);
      tab_to (fixture, tm_psi_page_get_button (fixture->page, "apply"), 40);
      keys (fixture, "space", NULL);
    }
  else
    g_assert_not_reached ();
}

static void
test_keyboard_game (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(TmRecord) expected = load_full_game ();
  g_autoptr(TmGame) final = NULL;
  guint n_moves = tm_record_get_n_moves (expected);
  g_autofree char *result = NULL;
  const TmPsiState *state;
  int winner;

  if (!ui_real_keys_begin (fixture->window))
    {
      g_test_skip ("needs X11 with XTEST for real key events");
      return;
    }
  /* What the window does when it shows the page. */
  tm_game_page_focus_entry (TM_GAME_PAGE (fixture->page));
  ui_spin ();
  for (guint i = 0; i < n_moves; i++)
    {
      JsonObject *move = tm_record_get_move (expected, i);
      g_autoptr(JsonNode) left = NULL;
      g_autoptr(JsonNode) right = NULL;

      guint presses = fixture->n_clicks;

      key_move (fixture, move);
      g_test_message ("keys: move %u %s %u", i + 1, json_object_get_string_member (move, "type"),
                      fixture->n_clicks - presses);
      g_assert_cmpstr (tm_psi_page_get_error_text (fixture->page), ==, "");
      g_assert_cmpuint (tm_record_get_n_moves (fixture->record), ==, i + 1);
      left = json_node_init_object (json_node_alloc (), tm_record_get_move (fixture->record, i));
      right = json_node_init_object (json_node_alloc (), move);
      g_assert_true (json_node_equal (left, right));
    }
  /* The end, as the replay of the record has it. */
  final = tm_record_replay (expected, G_MAXUINT, NULL, NULL, NULL);
  g_assert_nonnull (final);
  state = tm_psi_game_get_state (TM_PSI_GAME (final));
  g_assert_cmpint (state->phase, ==, TM_PSI_PHASE_FINISHED);
  g_assert_cmpint (tm_psi_game_get_state (tm_psi_page_get_game (fixture->page))->phase, ==, TM_PSI_PHASE_FINISHED);
  winner = tm_psi_state_get_winner (state);
  if (winner < 0)
    result = g_strdup_printf ("a draw, %d to %d", tm_psi_state_get_sum (state, 0), tm_psi_state_get_sum (state, 1));
  else
    result = g_strdup_printf ("%s wins, %d to %d", winner == 0 ? "Aoi" : "Mio",
                              tm_psi_state_get_sum (state, (guint) winner),
                              tm_psi_state_get_sum (state, (guint) (1 - winner)));
  g_assert_true (ui_wait_mapped (GTK_WIDGET (tm_psi_page_get_result_view (fixture->page))));
  g_assert_cmpstr (tm_psi_result_view_get_headline (tm_psi_page_get_result_view (fixture->page)), ==, result);
}

/* Issue #18.4: whether @widget lies whole inside the window's visible
 * part of the page (after any scrolling). */
static gboolean
in_view (gpointer data)
{
  GtkWidget *widget = data;
  GtkWidget *page = gtk_widget_get_ancestor (widget, TM_TYPE_PSI_PAGE);
  graphene_rect_t bounds;

  return gtk_widget_get_mapped (widget)
         && gtk_widget_compute_bounds (widget, page, &bounds)
         && bounds.origin.y >= 0 && bounds.origin.x >= 0
         && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (page)
         && bounds.origin.x + bounds.size.width <= gtk_widget_get_width (page);
}

/* At 360 × 720 the control the next move needs is in view: the field for
 * a placement, a summon and an attack, Pass in the battle phase, the
 * summon form (scrolled into view) once a card is chosen, Attack once the
 * target is. */
static void
test_next_step_narrow (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(TmRecord) expected = load_full_game ();
  TmPsiBoard *board = tm_psi_page_get_board (fixture->page);

  gtk_window_set_default_size (fixture->window, 360, 720);
  ui_spin ();
  for (guint i = 0; i < 29; i++)
    {
      JsonObject *move = tm_record_get_move (expected, i);
      const char *type = json_object_get_string_member (move, "type");

      if (g_str_equal (type, "pass"))
        g_assert_true (ui_wait_for (in_view, tm_psi_page_get_button (fixture->page, "pass")));
      else
        {
          TmCell cell = get_cell (move, g_str_equal (type, "attack") ? "from" : "cell");

          g_assert_true (ui_wait_for (in_view, tm_psi_board_get_cell_widget (board, cell)));
        }
      if (g_str_equal (type, "summon"))
        {
          activate (fixture, get_cell (move, "cell"));
          g_assert_true (ui_wait_for (in_view, tm_psi_page_get_button (fixture->page, "summon")));
          /* Back to the top for the next move, as a player scrolls. */
          tm_psi_page_play (fixture->page, json_object_ref (move));
          gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (
                                      GTK_SCROLLED_WINDOW (ui_find_descendant (GTK_WIDGET (fixture->page),
                                                                               GTK_TYPE_SCROLLED_WINDOW, NULL))), 0);
          continue;
        }
      if (g_str_equal (type, "attack"))
        {
          activate (fixture, get_cell (move, "from"));
          activate (fixture, get_cell (move, "target"));
          g_assert_true (ui_wait_for (in_view, tm_psi_page_get_button (fixture->page, "attack")));
        }
      g_assert_true (tm_psi_page_play (fixture->page, json_object_ref (move)));
    }
}

/* Issue #25: a real click on a cell that cannot be chosen (an occupied
 * cell during the placements) says the rules' reason in the status line,
 * where the prompt is; and so does a click on a greyed-out button. */
static void
test_disabled_click_says_why (Fixture       *fixture,
                              gconstpointer  data)
{
  g_autoptr(TmRecord) expected = load_full_game ();
  TmPsiBoard *board = tm_psi_page_get_board (fixture->page);
  JsonObject *first = tm_record_get_move (expected, 0);
  TmCell cell = get_cell (first, "cell");
  GtkWidget *widget;
  GtkWidget *attack = tm_psi_page_get_button (fixture->page, "attack");

  if (!ui_real_keys_begin (fixture->window))
    {
      g_test_skip ("no real clicks here (needs X11 with XTEST)");
      return;
    }
  play_moves_from (fixture, expected, 0, 1);
  widget = tm_psi_board_get_cell_widget (board, cell);
  g_assert_false (gtk_widget_get_sensitive (widget));
  g_assert_nonnull (tm_why_disabled_get (widget));
  g_assert_cmpstr (tm_psi_page_get_error_text (fixture->page), ==, "");
  ui_real_click (fixture->window, widget);
  g_assert_cmpstr (tm_psi_page_get_error_text (fixture->page), ==, tm_why_disabled_get (widget));
  /* A greyed-out button, shown with its reason: in the summon phase (the
   * battle buttons are not shown during the placements). */
  play_moves_from (fixture, expected, 1, 15);
  g_assert_true (gtk_widget_get_mapped (attack));
  g_assert_false (gtk_widget_get_sensitive (attack));
  g_assert_cmpstr (tm_why_disabled_get (attack), ==, "Summon first: the attacks come in the battle phase.");
  ui_real_click (fixture->window, attack);
  g_assert_cmpstr (tm_psi_page_get_error_text (fixture->page), ==, tm_why_disabled_get (attack));
}

int
test_ui_psi_table_main (int   argc,
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
  ADD ("/ui/psi/keyboard-game", test_keyboard_game);
  ADD ("/ui/psi/next-step-narrow", test_next_step_narrow);
  ADD ("/ui/psi/disabled-click-says-why", test_disabled_click_says_why);
#undef ADD

  return g_test_run ();
}
