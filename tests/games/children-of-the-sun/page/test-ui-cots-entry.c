/* test-ui-cots-entry.c — how a Children of the Sun move is entered
 *
 * In a real window under Xvfb, on the page alone:
 *  - offer: over random positions of random legal games, every colour,
 *    rotation, cell, turn and effect button is enabled exactly when a
 *    legal move uses it (tm_game_list_legal_moves());
 *  - steady: while a move is clicked in, nothing that can be clicked
 *    moves or changes size, at 1280 × 800 and at 360 × 720, and neither
 *    when a refusal is shown and hidden; the page fits 360 px;
 *  - keyboard: the whole scripted game (the placing, the analysis of the
 *    beds, the extermination) entered with the focus keys alone (Tab,
 *    the arrows, Space), as GtkWindow moves the focus for them, the
 *    groups with real key presses (XTEST);
 *  - groups-keys: a bed's groups with real keys, each card one Tab stop
 *    whose arrows, Home and End choose its group; the move entered is
 *    the one real clicks enter;
 *  - words: no notation ("[0,1]", "R+2", "eighths") in any label,
 *    tooltip or accessible name of the page through a whole game.
 * The clicks each move took are printed (bench/clicks-cots.txt).
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "core/tm-registry.h"
#include "games/children-of-the-sun/page/tm-cots-cell.h"
#include "games/children-of-the-sun/page/tm-cots-page.h"
#include "ui-test-util.h"
#include "ui-test-programs.h"

/* Helpers ------------------------------------------------------------------ */

/* A page showing the first @n moves of @script, in a window of @width × @height. */
static TmCotsPage *
present_page (TmRecord   *script,
              guint       n,
              int         width,
              int         height,
              GtkWindow **window)
{
  const char *players[] = { tm_record_get_player (script, 0), tm_record_get_player (script, 1), NULL };
  g_autoptr(TmRecord) record = tm_record_new ("children-of-the-sun", players, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = tm_record_create_game (record, &error);
  TmCotsPage *page;

  g_assert_no_error (error);
  for (guint i = 0; i < n; i++)
    {
      g_assert_true (tm_record_play (record, game, tm_record_get_move (script, i), &error));
      g_assert_no_error (error);
    }
  page = tm_cots_page_new (record, TM_COTS_GAME (game));
  *window = ui_present_in_window (GTK_WIDGET (page), width, height);
  return page;
}

static guint frames;

static gboolean
count_frame (GtkWidget     *widget,
             GdkFrameClock *clock,
             gpointer       data)
{
  frames++;
  return G_SOURCE_CONTINUE;
}

static gboolean
two_frames_later (gpointer data)
{
  return frames >= GPOINTER_TO_UINT (data);
}

/* Runs the main loop until the window has laid out and drawn twice. */
static void
settle (GtkWindow *window)
{
  guint id = gtk_widget_add_tick_callback (GTK_WIDGET (window), count_frame, NULL, NULL);

  ui_spin ();
  g_assert_true (ui_wait_for (two_frames_later, GUINT_TO_POINTER (frames + 2)));
  gtk_widget_remove_tick_callback (GTK_WIDGET (window), id);
  ui_spin ();
}

static TmCotsCard
card_of (JsonObject *move)
{
  TmCotsCard card = TM_COTS_NO_CARD;

  g_assert_true (tm_cots_card_parse (json_object_get_string_member (move, "card"), &card));
  return card;
}

/* Nothing moves under the pointer ------------------------------------------ */

/* Where each sensitive, mapped button of @page is, in the coordinates of
 * the page's scrolled content: the layout must not move them; scrolling
 * the next step into view is allowed.  (The toasts over the page are the
 * window's, and animated.) */
static GHashTable *
clickable_bounds (GtkWidget *page)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  GHashTable *bounds = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  GtkWidget *root = gtk_viewport_get_child (GTK_VIEWPORT (ui_find_descendant (page, GTK_TYPE_VIEWPORT, NULL)));

  ui_collect_descendants (page, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (buttons, i);
      graphene_rect_t *rect = g_new (graphene_rect_t, 1);

      if (!gtk_widget_get_mapped (button) || !gtk_widget_is_sensitive (button)
          || !gtk_widget_compute_bounds (button, root, rect))
        {
          g_free (rect);
          continue;
        }
      g_hash_table_insert (bounds, button, rect);
    }
  return bounds;
}

/* Every button in both @first and @now is where and as large as it was. */
static void
assert_nothing_moved (GHashTable *first,
                      GHashTable *now,
                      const char *when)
{
  GHashTableIter iter;
  gpointer button, rect;

  g_hash_table_iter_init (&iter, now);
  while (g_hash_table_iter_next (&iter, &button, &rect))
    {
      graphene_rect_t *before = g_hash_table_lookup (first, button);
      graphene_rect_t *after = rect;

      if (before == NULL)
        {
          /* Seen for the first time in this move: from now on it stays. */
          g_hash_table_insert (first, button, g_memdup2 (after, sizeof *after));
          continue;
        }
      if (!graphene_rect_equal (before, after))
        g_error ("%s: %s “%s” moved from %g,%g %g×%g to %g,%g %g×%g", when,
                 G_OBJECT_TYPE_NAME (button), gtk_widget_get_name (button),
                 before->origin.x, before->origin.y, before->size.width, before->size.height,
                 after->origin.x, after->origin.y, after->size.width, after->size.height);
    }
}

typedef struct
{
  GtkWindow *window;
  GtkWidget *page;
  GHashTable *first;           /* bounds since the first click of the move */
  guint clicks;
} Steady;

/* Clicks @button after checking that nothing moved since the move began. */
static void
steady_click (Steady     *steady,
              GtkWidget  *button,
              const char *what)
{
  g_autoptr(GHashTable) now = NULL;

  settle (steady->window);
  ui_assert_unique_mnemonics (GTK_WIDGET (steady->window), what);
  now = clickable_bounds (steady->page);
  if (steady->first == NULL)
    steady->first = g_hash_table_ref (now);
  else
    assert_nothing_moved (steady->first, now, what);
  g_assert_nonnull (g_hash_table_lookup (now, button));
  ui_click (button);
  steady->clicks++;
}

static void
steady_end_move (Steady *steady)
{
  g_clear_pointer (&steady->first, g_hash_table_unref);
  steady->clicks = 0;
}

/* Move @index of @script clicked in on @page; returns the clicks used. */
static guint
click_place (Steady     *steady,
             TmCotsPage *page,
             JsonObject *move)
{
  TmCotsCardPicker *picker = tm_cots_page_get_picker (page);
  TmCotsCard card = card_of (move);
  JsonArray *cell = json_object_get_array_member (move, "cell");
  int row = (int) json_array_get_int_element (cell, 0);
  int col = (int) json_array_get_int_element (cell, 1);
  guint n = tm_record_get_n_moves (tm_cots_page_get_record (page));
  guint clicks;

  steady_click (steady, tm_cots_card_picker_get_colour_button (picker, tm_cots_card_get_colour (card)), "colour");
  steady_click (steady, tm_cots_card_picker_get_rotation_button (picker, tm_cots_card_get_rotation (card)), "rotation");
  steady_click (steady, tm_cots_board_get_cell (tm_cots_page_get_board (page), row, col), "cell");
  if (json_object_has_member (move, "turn"))
    steady_click (steady, tm_cots_page_get_turn_button (page, (int) json_object_get_int_member (move, "turn")),
                  "turn");
  if (json_object_has_member (move, "effect"))
    steady_click (steady, tm_cots_page_get_effect_button (page, g_str_equal (json_object_get_string_member (move, "effect"), "acquire")
                                                                ? TM_COTS_EFFECT_ACQUIRE : TM_COTS_EFFECT_ANALYSE),
                  "effect");
  g_assert_cmpuint (tm_record_get_n_moves (tm_cots_page_get_record (page)), ==, n + 1);
  clicks = steady->clicks;
  steady_end_move (steady);
  return clicks;
}

static void
test_steady (gconstpointer data)
{
  const int *size = data;
  g_autoptr(TmRecord) script = ui_load_script ("cots-winner.json");
  GtkWindow *window;
  TmCotsPage *page = present_page (script, 0, size[0], size[1], &window);
  Steady steady = { window, GTK_WIDGET (page), NULL, 0 };
  int minimum, natural;

  /* The page fits a phone-sized window. */
  gtk_widget_measure (GTK_WIDGET (page), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  g_assert_cmpint (minimum, <=, 360);

  /* The siege and the start of the analysis (turns and effects asked). */
  for (guint i = 0; i < 12; i++)
    {
      JsonObject *move = tm_record_get_move (script, i);
      guint clicks = click_place (&steady, page, move);

      g_test_message ("move %u (%s%s%s): %u clicks", i, json_object_get_string_member (move, "card"),
                      json_object_has_member (move, "turn") ? ", turn" : "",
                      json_object_has_member (move, "effect") ? ", effect" : "", clicks);
    }

  /* A refusal shown and hidden moves nothing either. */
  {
    TmCotsCardPicker *picker = tm_cots_page_get_picker (page);
    JsonObject *next = tm_record_get_move (script, 12);
    TmCotsCard card = card_of (next);
    g_autoptr(GHashTable) before = NULL;
    g_autoptr(GHashTable) shown = NULL;
    g_autoptr(GHashTable) hidden = NULL;
    const TmCotsState *state = tm_cots_game_get_state (tm_cots_page_get_game (page));

    ui_click (tm_cots_card_picker_get_colour_button (picker, tm_cots_card_get_colour (card)));
    ui_click (tm_cots_card_picker_get_rotation_button (picker, tm_cots_card_get_rotation (card)));
    settle (window);
    before = clickable_bounds (GTK_WIDGET (page));
    /* The ghost's cell holds a card: the page's API still tries it. */
    tm_cots_board_activate_cell (tm_cots_page_get_board (page), state->ghost.row, state->ghost.col);
    g_assert_cmpstr (tm_cots_page_get_error_text (page), !=, "");
    settle (window);
    shown = clickable_bounds (GTK_WIDGET (page));
    assert_nothing_moved (before, shown, "error shown");
    for (int c = 1; c < 4; c++)
      {
        GtkWidget *other = tm_cots_card_picker_get_colour_button (picker, (tm_cots_card_get_colour (card) + c) % 4);

        if (gtk_widget_is_sensitive (other))
          {
            ui_click (other);
            break;
          }
      }
    g_assert_cmpstr (tm_cots_page_get_error_text (page), ==, "");
    settle (window);
    hidden = clickable_bounds (GTK_WIDGET (page));
    assert_nothing_moved (before, hidden, "error hidden");
  }

  gtk_window_destroy (window);
  ui_spin ();
}

/* Only legal choices are offered ------------------------------------------- */

static gboolean
legal_has (GArray     *legal,
           TmCotsCard  card,
           int         cell,        /* -1: any */
           int         turn,        /* G_MININT: any */
           TmCotsEffect effect)     /* NONE: any */
{
  for (guint i = 0; i < legal->len; i++)
    {
      const TmCotsMove *m = &g_array_index (legal, TmCotsMove, i);

      if (m->type != TM_COTS_MOVE_PLACE || m->card != card)
        continue;
      if (cell >= 0 && m->cell.row * 3 + m->cell.col != cell)
        continue;
      if (turn != G_MININT && (!m->has_turn || m->turn != turn))
        continue;
      if (effect != TM_COTS_EFFECT_NONE && m->effect != effect)
        continue;
      return TRUE;
    }
  return FALSE;
}

/* The distinct turns of the legal moves of @card on @cell (has_turn only). */
static guint
legal_turns (GArray     *legal,
             TmCotsCard  card,
             int         cell,
             gboolean    turns[9])
{
  guint n = 0;

  memset (turns, 0, 9 * sizeof turns[0]);
  for (guint i = 0; i < legal->len; i++)
    {
      const TmCotsMove *m = &g_array_index (legal, TmCotsMove, i);

      if (m->type == TM_COTS_MOVE_PLACE && m->card == card && m->cell.row * 3 + m->cell.col == cell
          && m->has_turn && !turns[m->turn + 4])
        {
          turns[m->turn + 4] = TRUE;
          n++;
        }
    }
  return n;
}

static guint
legal_count (GArray     *legal,
             TmCotsCard  card,
             int         cell)
{
  guint n = 0;

  for (guint i = 0; i < legal->len; i++)
    {
      const TmCotsMove *m = &g_array_index (legal, TmCotsMove, i);

      n += m->type == TM_COTS_MOVE_PLACE && m->card == card && m->cell.row * 3 + m->cell.col == cell;
    }
  return n;
}

static void
check_offer (TmCotsPage *page)
{
  g_autoptr(GPtrArray) json = tm_game_list_legal_moves (TM_GAME (tm_cots_page_get_game (page)));
  g_autoptr(GArray) legal = g_array_new (FALSE, TRUE, sizeof (TmCotsMove));
  TmCotsCardPicker *picker = tm_cots_page_get_picker (page);
  TmCotsBoard *board = tm_cots_page_get_board (page);
  guint offered_pairs = 0, legal_pairs = 0;

  for (guint i = 0; i < json->len; i++)
    {
      TmCotsMove move;

      g_assert_true (tm_cots_move_from_json (g_ptr_array_index (json, i), &move, NULL));
      g_array_append_val (legal, move);
    }
  for (TmCotsCard card = 0; card < TM_COTS_N_CARDS; card++)
    for (int cell = 0; cell < 9; cell++)
      legal_pairs += legal_count (legal, card, cell) > 0;

  for (int colour = 0; colour < TM_COTS_N_COLOURS; colour++)
    {
      GtkWidget *colour_button = tm_cots_card_picker_get_colour_button (picker, colour);
      gboolean any = FALSE;

      for (int rotation = -3; rotation <= 4; rotation++)
        any |= legal_has (legal, tm_cots_card_new (colour, rotation), -1, G_MININT, TM_COTS_EFFECT_NONE);
      g_assert_cmpint (gtk_widget_is_sensitive (colour_button), ==, any);
      if (!any)
        {
          g_assert_nonnull (gtk_widget_get_tooltip_text (colour_button));
          continue;
        }
      ui_click (colour_button);

      for (int rotation = -3; rotation <= 4; rotation++)
        {
          TmCotsCard card = tm_cots_card_new (colour, rotation);
          GtkWidget *rotation_button = tm_cots_card_picker_get_rotation_button (picker, rotation);
          gboolean playable = legal_has (legal, card, -1, G_MININT, TM_COTS_EFFECT_NONE);

          g_assert_cmpint (gtk_widget_is_sensitive (rotation_button), ==, playable);
          if (!playable)
            {
              /* The reason, not the rotation's description. */
              g_assert_nonnull (gtk_widget_get_tooltip_text (rotation_button));
              continue;
            }
          ui_click (rotation_button);
          g_assert_cmpint (tm_cots_card_picker_get_card (picker), ==, card);

          for (int cell = 0; cell < 9; cell++)
            {
              GtkWidget *cell_button = tm_cots_board_get_cell (board, cell / 3, cell % 3);
              guint n = legal_count (legal, card, cell);
              gboolean turns[9];
              guint n_turns;

              g_assert_cmpint (gtk_widget_is_sensitive (cell_button), ==, n > 0);
              if (n == 0)
                {
                  g_assert_nonnull (tm_cots_cell_get_why_not (TM_COTS_CELL (cell_button)));
                  continue;
                }
              offered_pairs++;
              /* A cell with one legal move plays it at once: the whole-game
               * tests cover that. */
              if (n == 1)
                continue;

              ui_click (cell_button);
              n_turns = legal_turns (legal, card, cell, turns);
              if (n_turns > 1)
                {
                  for (int turn = -4; turn <= 4; turn++)
                    {
                      GtkWidget *turn_button = tm_cots_page_get_turn_button (page, turn);

                      g_assert_cmpint (turn_button != NULL, ==, turns[turn + 4]);
                      if (turn_button == NULL
                          || !legal_has (legal, card, cell, turn, TM_COTS_EFFECT_ACQUIRE)
                          || !legal_has (legal, card, cell, turn, TM_COTS_EFFECT_ANALYSE))
                        continue;
                      /* Both effects legal: both asked. */
                      ui_click (turn_button);
                      g_assert_nonnull (tm_cots_page_get_effect_button (page, TM_COTS_EFFECT_ACQUIRE));
                      g_assert_nonnull (tm_cots_page_get_effect_button (page, TM_COTS_EFFECT_ANALYSE));
                      ui_click (cell_button);   /* back to the turn question */
                      if (tm_cots_page_get_turn_button (page, turn) == NULL)
                        break;
                    }
                }
              else
                {
                  /* No turn to ask: then the two effects are the choice. */
                  g_assert_null (tm_cots_page_get_turn_button (page, 0));
                  g_assert_nonnull (tm_cots_page_get_effect_button (page, TM_COTS_EFFECT_ACQUIRE));
                  g_assert_nonnull (tm_cots_page_get_effect_button (page, TM_COTS_EFFECT_ANALYSE));
                }
            }
        }
    }
  /* Every legal card and cell was offered. */
  g_assert_cmpuint (offered_pairs, ==, legal_pairs);
}

static void
test_offer (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261126);
  const char *players[] = { "Aoi", "Mio", NULL };

  for (guint round = 0; round < 4; round++)
    {
      g_autoptr(TmRecord) record = tm_record_new ("children-of-the-sun", players, NULL);
      g_autoptr(TmGame) game = tm_record_create_game (record, NULL);
      /* Half in the siege, half in the analysis. */
      guint stop = round % 2 == 0 ? g_rand_int_range (rand, 0, 8) : g_rand_int_range (rand, 8, 26);
      TmCotsPage *page;
      GtkWindow *window;

      for (guint i = 0; i < stop; i++)
        {
          g_autoptr(GPtrArray) moves = tm_game_list_legal_moves (game);
          JsonObject *move = g_ptr_array_index (moves, g_rand_int_range (rand, 0, (gint32) moves->len));

          g_assert_true (tm_record_play (record, game, move, NULL));
        }
      g_test_message ("position after %u moves", stop);
      page = tm_cots_page_new (record, TM_COTS_GAME (game));
      window = ui_present_in_window (GTK_WIDGET (page), 1280, 800);
      check_offer (page);
      gtk_window_destroy (window);
      ui_spin ();
    }
}

/* The two shield cards of an attack are different: the card chosen for
 * one is not offered for the other, which says why. */
static void
test_reveal_pickers (void)
{
  g_autoptr(TmRecord) script = ui_load_script ("cots-winner.json");
  GtkWindow *window;
  TmCotsPage *page = present_page (script, 28, 1280, 800, &window);
  TmCotsExtermination *extermination = tm_cots_page_get_extermination (page);
  TmCotsCardPicker *low = tm_cots_extermination_get_shield_picker (extermination, 0);
  TmCotsCardPicker *high = tm_cots_extermination_get_shield_picker (extermination, 1);
  JsonObject *reveal = tm_record_get_move (script, 28);
  TmCotsCard first = TM_COTS_NO_CARD, second = TM_COTS_NO_CARD;
  GtkWidget *rotation, *colour;

  g_assert_true (tm_cots_card_parse (json_array_get_string_element (json_object_get_array_member (reveal, "cards"), 0), &first));
  g_assert_true (tm_cots_card_parse (json_array_get_string_element (json_object_get_array_member (reveal, "cards"), 1), &second));
  g_assert_false (gtk_widget_is_sensitive (tm_cots_extermination_get_reveal_button (extermination)));
  ui_click (tm_cots_card_picker_get_colour_button (low, tm_cots_card_get_colour (first)));
  ui_click (tm_cots_card_picker_get_rotation_button (low, tm_cots_card_get_rotation (first)));
  colour = tm_cots_card_picker_get_colour_button (high, tm_cots_card_get_colour (first));
  if (gtk_widget_is_sensitive (colour))
    {
      ui_click (colour);
      rotation = tm_cots_card_picker_get_rotation_button (high, tm_cots_card_get_rotation (first));
      g_assert_false (gtk_widget_is_sensitive (rotation));
      g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (rotation), "is already Shield card 3"));
    }
  else
    /* It was the last card of its colour not yet seen. */
    g_assert_nonnull (gtk_widget_get_tooltip_text (colour));
  /* Not even the picker's API takes it. */
  tm_cots_card_picker_set_card (high, first);
  g_assert_cmpint (tm_cots_card_picker_get_card (high), ==, TM_COTS_NO_CARD);
  g_assert_false (gtk_widget_is_sensitive (tm_cots_extermination_get_reveal_button (extermination)));

  /* The right pair is offered and revealed. */
  ui_click (tm_cots_card_picker_get_colour_button (high, tm_cots_card_get_colour (second)));
  ui_click (tm_cots_card_picker_get_rotation_button (high, tm_cots_card_get_rotation (second)));
  g_assert_cmpint (tm_cots_card_picker_get_card (low), ==, first);
  ui_click (tm_cots_extermination_get_reveal_button (extermination));
  g_assert_cmpuint (tm_record_get_n_moves (tm_cots_page_get_record (page)), ==, 29);

  gtk_window_destroy (window);
  ui_spin ();
}

/* The buttons of a card's row as they show: groups 1, 2, 3, aside. */
static const guint row_order[TM_COTS_N_GROUPS + 1] = { 1, 2, 3, 0 };

/* Each card of @entry's bed is one Tab stop: of its row of buttons,
 * only the chosen one takes the focus. */
static void
assert_one_stop_per_card (TmCotsGroupsEntry *entry)
{
  for (TmCotsCard card = 0; card < TM_COTS_N_CARDS; card++)
    for (guint g = 0; g <= TM_COTS_N_GROUPS; g++)
      {
        GtkWidget *button = tm_cots_groups_entry_get_group_button (entry, card, g);

        if (button == NULL)
          continue;
        if (gtk_widget_get_focusable (button) != gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)))
          g_error ("%s is %s but %s", gtk_widget_get_name (button),
                   gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)) ? "chosen" : "not chosen",
                   gtk_widget_get_focusable (button) ? "takes the focus" : "does not take the focus");
      }
}

/* Enter Groups is offered only for groups of the shape the rules accept. */
static void
test_groups_enter (void)
{
  g_autoptr(TmRecord) script = ui_load_script ("cots-winner.json");
  GtkWindow *window;
  TmCotsPage *page = present_page (script, 26, 1280, 800, &window);
  JsonObject *move = tm_record_get_move (script, 26);
  guint player = (guint) json_object_get_int_member (move, "player");
  TmCotsGroupsEntry *entry = tm_cots_extermination_get_groups_entry (tm_cots_page_get_extermination (page), player);
  JsonArray *groups = json_object_get_array_member (move, "groups");
  TmCotsCard chosen[TM_COTS_N_GROUPS][2];
  GtkWidget *enter = tm_cots_groups_entry_get_enter_button (entry);

  tm_cots_groups_entry_show_bed (entry);
  ui_spin ();
  /* Nothing grouped yet: not offered, and it says why. */
  g_assert_false (gtk_widget_is_sensitive (enter));
  g_assert_nonnull (gtk_widget_get_tooltip_text (enter));

  for (guint g = 0; g < TM_COTS_N_GROUPS; g++)
    for (guint i = 0; i < 2; i++)
      {
        JsonArray *group = g < json_array_get_length (groups) ? json_array_get_array_element (groups, g) : NULL;

        chosen[g][i] = TM_COTS_NO_CARD;
        if (group != NULL && i < json_array_get_length (group))
          g_assert_true (tm_cots_card_parse (json_array_get_string_element (group, i), &chosen[g][i]));
      }
  tm_cots_groups_entry_set_groups (entry, (const TmCotsCard (*)[2]) chosen);
  ui_spin ();
  /* The keyboard stops on each card's new group. */
  assert_one_stop_per_card (entry);
  g_assert_true (gtk_widget_is_sensitive (enter));
  ui_click (enter);
  g_assert_cmpuint (tm_record_get_n_moves (tm_cots_page_get_record (page)), ==, 27);

  gtk_window_destroy (window);
  ui_spin ();
}

/* The keyboard alone ------------------------------------------------------- */

/* Presses Right or Left (towards @target among @buttons) until @target
 * has the focus. */
static void
arrow_to (GtkWindow  *window,
          GtkWidget **buttons,
          int         n,
          GtkWidget  *target)
{
  int from = -1, to = -1;

  for (int i = 0; i < n; i++)
    {
      if (buttons[i] == gtk_window_get_focus (window))
        from = i;
      if (buttons[i] == target)
        to = i;
    }
  g_assert_cmpint (from, >=, 0);
  g_assert_cmpint (to, >=, 0);
  for (int i = 0; i < n && gtk_window_get_focus (window) != target; i++)
    ui_press_focus_key (window, to > from ? GTK_DIR_RIGHT : GTK_DIR_LEFT);
  g_assert_true (gtk_window_get_focus (window) == target);
}

/* @card in @picker, the focus on its colours: the arrows to the colour,
 * Space, one Tab to the rotations, the arrows to the rotation, Space. */
static void
key_card (GtkWindow        *window,
          TmCotsCardPicker *picker,
          TmCotsCard        card)
{
  GtkWidget *colours[TM_COTS_N_COLOURS], *rotations[8];

  for (int i = 0; i < TM_COTS_N_COLOURS; i++)
    colours[i] = tm_cots_card_picker_get_colour_button (picker, i);
  for (int i = 0; i < 8; i++)
    rotations[i] = tm_cots_card_picker_get_rotation_button (picker, i - 3);
  arrow_to (window, colours, TM_COTS_N_COLOURS, colours[tm_cots_card_get_colour (card)]);
  ui_press_space (window);
  ui_press_focus_key (window, GTK_DIR_TAB_FORWARD);
  arrow_to (window, rotations, 8, tm_cots_card_picker_get_rotation_button (picker, tm_cots_card_get_rotation (card)));
  ui_press_space (window);
  g_assert_cmpint (tm_cots_card_picker_get_card (picker), ==, card);
}

/* Which group of @card is chosen in @entry (0 aside). */
static guint
chosen_group (TmCotsGroupsEntry *entry,
              TmCotsCard         card)
{
  for (guint g = 0; g <= TM_COTS_N_GROUPS; g++)
    if (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (tm_cots_groups_entry_get_group_button (entry, card, g))))
      return g;
  g_assert_not_reached ();
}

/* Real @key on the card's row that has the focus: afterwards @group of
 * @card is chosen and has the focus, and each card is still one stop. */
static void
key_in_row (GtkWindow         *window,
            TmCotsGroupsEntry *entry,
            TmCotsCard         card,
            const char        *key,
            guint              group)
{
  GtkWidget *focus = ui_press_real_keys (window, key, NULL);
  GtkWidget *button = tm_cots_groups_entry_get_group_button (entry, card, group);

  if (focus != button || chosen_group (entry, card) != group)
    {
      g_autofree char *what = ui_describe_focus (window);

      g_error ("%s: group %u chosen, the focus on %s; expected group %u and its button",
               key, chosen_group (entry, card), what, group);
    }
  assert_one_stop_per_card (entry);
}

/* The groups of @move, each card's group (0 aside) by card. */
static void
groups_of_move (JsonObject *move,
                guint       group_of[TM_COTS_N_CARDS])
{
  JsonArray *groups = json_object_get_array_member (move, "groups");

  memset (group_of, 0, TM_COTS_N_CARDS * sizeof group_of[0]);
  for (guint g = 0; g < json_array_get_length (groups); g++)
    {
      JsonArray *group = json_array_get_array_element (groups, g);

      for (guint i = 0; i < json_array_get_length (group); i++)
        {
          TmCotsCard card = TM_COTS_NO_CARD;

          g_assert_true (tm_cots_card_parse (json_array_get_string_element (group, i), &card));
          group_of[card] = g + 1;
        }
    }
}

/* The groups formed with real keys, the focus on the bed's first card:
 * on each card Right or Left (the fewer, round the row) to its group,
 * then one Tab to the next card; after the last card Tab passes "Hide"
 * to "Enter Groups", and Space. */
static void
key_group_formation (GtkWindow         *window,
                     TmCotsGroupsEntry *entry,
                     const guint        group_of[TM_COTS_N_CARDS])
{
  gboolean first = TRUE;

  for (TmCotsCard card = 0; card < TM_COTS_N_CARDS; card++)
    {
      const int n = (int) G_N_ELEMENTS (row_order);
      int at = 0, to = 0, right;

      if (tm_cots_groups_entry_get_group_button (entry, card, 0) == NULL)
        continue;       /* not in the bed */
      if (!first)
        ui_press_real_keys (window, "Tab", NULL);
      first = FALSE;
      /* One stop a card: the focus is on this card's chosen group. */
      if (gtk_window_get_focus (window) != tm_cots_groups_entry_get_group_button (entry, card, chosen_group (entry, card)))
        {
          g_autofree char *what = ui_describe_focus (window);

          g_error ("the focus is on %s, not on card %d's group", what, card);
        }
      for (int i = 0; i < n; i++)
        {
          if (row_order[i] == chosen_group (entry, card))
            at = i;
          if (row_order[i] == group_of[card])
            to = i;
        }
      right = (to - at + n) % n;
      for (int k = 1; k <= right && right <= n / 2; k++)
        key_in_row (window, entry, card, "Right", row_order[(at + k) % n]);
      for (int k = 1; k <= n - right && right > n / 2; k++)
        key_in_row (window, entry, card, "Left", row_order[(at - k + n) % n]);
      g_assert_cmpuint (chosen_group (entry, card), ==, group_of[card]);
    }
  ui_press_real_keys (window, "Tab", "Tab", NULL);
  g_assert_true (gtk_window_get_focus (window) == tm_cots_groups_entry_get_enter_button (entry));
  ui_press_real_keys (window, "space", NULL);
}

/* Tab to the player's "Show My Bed", Space; in the question, Tab to its
 * "Show My Bed", Space: the bed shows, the focus on its first card. */
static void
key_show_bed (GtkWindow         *window,
              TmCotsGroupsEntry *entry,
              guint              max_tabs)
{
  GtkWindow *question;
  GtkWidget *show;

  ui_tab_to (window, tm_cots_groups_entry_get_show_button (entry), max_tabs);
  ui_press_space (window);
  question = ui_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  show = ui_find_button_labelled (GTK_WIDGET (question), "_Show My Bed");
  g_assert_nonnull (show);
  ui_tab_to (question, show, 4);
  ui_press_space (question);
  ui_spin ();
  g_assert_true (tm_cots_groups_entry_get_bed_shown (entry));
  g_assert_null (ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  /* The focus is on the bed's first card, not on the "Show" now hidden. */
  g_assert_true (GTK_IS_TOGGLE_BUTTON (gtk_window_get_focus (window)));
  g_assert_true (gtk_widget_is_ancestor (gtk_window_get_focus (window), GTK_WIDGET (entry)));
  assert_one_stop_per_card (entry);
}

/* A groups move: the bed shown (key_show_bed()), then the groups formed
 * with the real keys (key_group_formation()). */
static void
key_groups (GtkWindow           *window,
            TmCotsExtermination *extermination,
            JsonObject          *move)
{
  guint player = (guint) json_object_get_int_member (move, "player");
  TmCotsGroupsEntry *entry = tm_cots_extermination_get_groups_entry (extermination, player);
  guint group_of[TM_COTS_N_CARDS];

  groups_of_move (move, group_of);
  /* The last move left the focus on this player's "Show". */
  key_show_bed (window, entry, 0);
  /* The question had the keyboard: it comes back to the window. */
  g_assert_true (ui_real_keys_begin (window));
  key_group_formation (window, entry, group_of);
}

/* A reveal: the shield cards in the two pickers, then "Reveal". */
static void
key_reveal (GtkWindow           *window,
            TmCotsExtermination *extermination,
            JsonObject          *move)
{
  JsonArray *cards = json_object_get_array_member (move, "cards");

  for (guint i = 0; i < 2; i++)
    {
      TmCotsCardPicker *picker = tm_cots_extermination_get_shield_picker (extermination, i);
      TmCotsCard card = TM_COTS_NO_CARD;

      g_assert_true (tm_cots_card_parse (json_array_get_string_element (cards, i), &card));
      /* The last move left the focus on the first picker; one Tab
       * goes from its rotations to the second. */
      ui_tab_into (window, GTK_WIDGET (picker), i);
      key_card (window, picker, card);
    }
  ui_tab_to (window, tm_cots_extermination_get_reveal_button (extermination), 1);
  ui_press_space (window);
}

/* The whole scripted game with the focus keys alone (Tab, the arrows,
 * Space) as GtkWindow moves the focus for them (the groups with real
 * key presses, which their rows' key handler needs): the placing, the
 * analysis of both beds (the question to look away included) and the
 * extermination, to the result; after each move the page's record holds
 * the script's moves. */
static void
test_keyboard (void)
{
  g_autoptr(TmRecord) script = ui_load_script ("cots-winner.json");
  g_autoptr(TmGame) expected = tm_record_replay (script, G_MAXUINT, NULL, NULL, NULL);
  GtkWindow *window;
  TmCotsPage *page = present_page (script, 0, 1280, 800, &window);
  TmCotsCardPicker *picker = tm_cots_page_get_picker (page);
  TmCotsBoard *board = tm_cots_page_get_board (page);
  TmCotsExtermination *extermination = tm_cots_page_get_extermination (page);
  const TmCotsState *state = tm_cots_game_get_state (TM_COTS_GAME (expected));
  int winner = tm_cots_state_get_winner (state);
  g_autofree char *wins = NULL;

  /* The window's action that the end offers. */
  {
    static const GActionEntry entries[] = { { .name = "new-game" } };
    g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();

    g_action_map_add_action_entries (G_ACTION_MAP (group), entries, G_N_ELEMENTS (entries), NULL);
    gtk_widget_insert_action_group (GTK_WIDGET (window), "win", G_ACTION_GROUP (group));
  }
  if (!ui_real_keys_begin (window))
    {
      gtk_window_destroy (window);
      g_test_skip ("the bed's arrow keys need real key presses: X11 and XTEST");
      return;
    }
  tm_cots_page_focus_entry (page);
  for (guint i = 0; i < tm_record_get_n_moves (script); i++)
    {
      JsonObject *move = tm_record_get_move (script, i);
      const char *type = json_object_get_string_member (move, "type");
      g_autoptr(JsonNode) entered = NULL;
      g_autoptr(JsonNode) scripted = NULL;

      if (g_str_equal (type, "groups"))
        key_groups (window, extermination, move);
      else if (g_str_equal (type, "reveal"))
        key_reveal (window, extermination, move);
      else
        {
          JsonArray *cell = json_object_get_array_member (move, "cell");
          GtkWidget *cell_button = tm_cots_board_get_cell (board, (int) json_array_get_int_element (cell, 0),
                                                           (int) json_array_get_int_element (cell, 1));

          g_assert_cmpstr (type, ==, "place");
          /* After each move the focus is back on the colours. */
          if (gtk_window_get_focus (window) == NULL
              || !gtk_widget_is_ancestor (gtk_window_get_focus (window), GTK_WIDGET (picker)))
            g_error ("move %u: the focus is on %s, not on a colour", i,
                     gtk_window_get_focus (window) != NULL ? G_OBJECT_TYPE_NAME (gtk_window_get_focus (window)) : "nothing");
          key_card (window, picker, card_of (move));
          /* One Tab from the rotations to the board, on a legal cell. */
          ui_press_focus_key (window, GTK_DIR_TAB_FORWARD);
          g_assert_true (TM_IS_COTS_CELL (gtk_window_get_focus (window)));
          g_assert_true (gtk_widget_is_sensitive (gtk_window_get_focus (window)));
          for (guint k = 0; k < 4 && gtk_window_get_focus (window) != cell_button; k++)
            {
              TmCell at = tm_cots_cell_get_cell (TM_COTS_CELL (gtk_window_get_focus (window)));
              TmCell to = tm_cots_cell_get_cell (TM_COTS_CELL (cell_button));

              ui_press_focus_key (window, to.row < at.row ? GTK_DIR_UP : to.row > at.row ? GTK_DIR_DOWN
                                          : to.col < at.col ? GTK_DIR_LEFT : GTK_DIR_RIGHT);
            }
          g_assert_true (gtk_window_get_focus (window) == cell_button);
          ui_press_space (window);

          if (json_object_has_member (move, "turn"))
            {
              GtkWidget *turn = tm_cots_page_get_turn_button (page, (int) json_object_get_int_member (move, "turn"));

              /* The focus is on the first turn; Tab walks the buttons. */
              for (guint k = 0; k < 5 && gtk_window_get_focus (window) != turn; k++)
                ui_press_focus_key (window, GTK_DIR_TAB_FORWARD);
              g_assert_true (gtk_window_get_focus (window) == turn);
              ui_press_space (window);
            }
          if (json_object_has_member (move, "effect"))
            {
              if (!g_str_equal (json_object_get_string_member (move, "effect"), "acquire"))
                ui_press_focus_key (window, GTK_DIR_TAB_FORWARD);
              g_assert_true (gtk_window_get_focus (window)
                             == tm_cots_page_get_effect_button (page, g_str_equal (json_object_get_string_member (move, "effect"), "acquire")
                                                                      ? TM_COTS_EFFECT_ACQUIRE : TM_COTS_EFFECT_ANALYSE));
              ui_press_space (window);
            }
        }
      g_assert_cmpstr (tm_cots_page_get_error_text (page), ==, "");
      g_assert_cmpuint (tm_record_get_n_moves (tm_cots_page_get_record (page)), ==, i + 1);
      entered = json_node_init_object (json_node_alloc (), tm_record_get_move (tm_cots_page_get_record (page), i));
      scripted = json_node_init_object (json_node_alloc (), move);
      g_assert_true (json_node_equal (entered, scripted));
    }

  /* The result shown is the replay's. */
  g_assert_cmpint (state->phase, ==, TM_COTS_PHASE_FINISHED);
  g_assert_cmpint (winner, >=, 0);
  wins = g_strdup_printf ("%s wins!", tm_record_get_player (script, winner));
  g_assert_cmpstr (tm_cots_extermination_get_result_text (extermination), ==, wins);
  g_assert_true (ui_label_shown_containing (GTK_WIDGET (extermination), wins));
  /* The keyboard is on the way on. */
  g_assert_true (gtk_window_get_focus (window) == ui_find_button_labelled (GTK_WIDGET (extermination), "_New Game"));

  gtk_window_destroy (window);
  ui_spin ();
}

/* A bed's groups with the keys alone, as a radio group per card: the
 * arrows, Home and End choose in a card's row (wrapping round, past a
 * disabled button) and take the focus along, Tab goes card by card; the
 * move entered is the one the same choices clicked in give. */
static void
test_groups_keys (void)
{
  g_autoptr(TmRecord) script = ui_load_script ("cots-winner.json");
  JsonObject *move = tm_record_get_move (script, 26);
  guint player = (guint) json_object_get_int_member (move, "player");
  guint group_of[TM_COTS_N_CARDS];
  GtkWindow *window, *mouse_window;
  TmCotsPage *page = present_page (script, 26, 1280, 800, &window);
  TmCotsPage *mouse_page;
  TmCotsGroupsEntry *entry = tm_cots_extermination_get_groups_entry (tm_cots_page_get_extermination (page), player);
  TmCotsGroupsEntry *mouse_entry;
  TmCotsCard first = TM_COTS_NO_CARD;
  g_autoptr(JsonNode) by_keys = NULL;
  g_autoptr(JsonNode) by_mouse = NULL;
  g_autoptr(JsonNode) scripted = NULL;

  groups_of_move (move, group_of);
  if (!ui_real_keys_begin (window))
    {
      gtk_window_destroy (window);
      g_test_skip ("needs real key presses: X11 and XTEST");
      return;
    }
  tm_cots_page_focus_entry (page);
  key_show_bed (window, entry, 40);
  g_assert_true (ui_real_keys_begin (window));
  /* Nothing grouped yet: Enter Groups not offered, and it says why. */
  g_assert_false (gtk_widget_is_sensitive (tm_cots_groups_entry_get_enter_button (entry)));
  g_assert_nonnull (gtk_widget_get_tooltip_text (tm_cots_groups_entry_get_enter_button (entry)));

  /* Every key on the first card, which starts aside (the last button). */
  for (TmCotsCard card = 0; card < TM_COTS_N_CARDS && first == TM_COTS_NO_CARD; card++)
    if (tm_cots_groups_entry_get_group_button (entry, card, 0) != NULL)
      first = card;
  g_assert_true (gtk_window_get_focus (window) == tm_cots_groups_entry_get_group_button (entry, first, 0));
  key_in_row (window, entry, first, "Right", 1);   /* round from the end */
  key_in_row (window, entry, first, "Left", 0);    /* round from the start */
  key_in_row (window, entry, first, "Home", 1);
  key_in_row (window, entry, first, "End", 0);
  key_in_row (window, entry, first, "Down", 1);
  key_in_row (window, entry, first, "Right", 2);
  key_in_row (window, entry, first, "Up", 1);
  key_in_row (window, entry, first, "KP_Right", 2);
  /* A disabled button is passed over, never chosen. */
  gtk_widget_set_sensitive (tm_cots_groups_entry_get_group_button (entry, first, 3), FALSE);
  key_in_row (window, entry, first, "Right", 0);
  key_in_row (window, entry, first, "Left", 2);
  gtk_widget_set_sensitive (tm_cots_groups_entry_get_group_button (entry, first, 3), TRUE);
  /* Tab leaves the card and Shift+Tab comes back to its chosen group. */
  ui_press_real_keys (window, "Tab", "shift+Tab", NULL);
  g_assert_true (gtk_window_get_focus (window) == tm_cots_groups_entry_get_group_button (entry, first, 2));

  key_group_formation (window, entry, group_of);
  g_assert_cmpstr (tm_cots_page_get_error_text (page), ==, "");
  g_assert_cmpuint (tm_record_get_n_moves (tm_cots_page_get_record (page)), ==, 27);
  by_keys = json_node_init_object (json_node_alloc (), tm_record_get_move (tm_cots_page_get_record (page), 26));
  gtk_window_destroy (window);
  ui_spin ();

  /* The same groups clicked in with the mouse, on a page of their own:
   * each click takes the focus, the keyboard still stops once a card. */
  mouse_page = present_page (script, 26, 1280, 800, &mouse_window);
  mouse_entry = tm_cots_extermination_get_groups_entry (tm_cots_page_get_extermination (mouse_page), player);
  tm_cots_groups_entry_show_bed (mouse_entry);
  ui_spin ();
  for (TmCotsCard card = 0; card < TM_COTS_N_CARDS; card++)
    if (tm_cots_groups_entry_get_group_button (mouse_entry, card, 0) != NULL && group_of[card] != 0)
      {
        GtkWidget *button = tm_cots_groups_entry_get_group_button (mouse_entry, card, group_of[card]);

        ui_real_click (mouse_window, button);
        g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)));
        g_assert_true (gtk_window_get_focus (mouse_window) == button);
        assert_one_stop_per_card (mouse_entry);
      }
  ui_click (tm_cots_groups_entry_get_enter_button (mouse_entry));
  g_assert_cmpuint (tm_record_get_n_moves (tm_cots_page_get_record (mouse_page)), ==, 27);

  by_mouse = json_node_init_object (json_node_alloc (), tm_record_get_move (tm_cots_page_get_record (mouse_page), 26));
  scripted = json_node_init_object (json_node_alloc (), move);
  g_assert_true (json_node_equal (by_keys, by_mouse));
  g_assert_true (json_node_equal (by_keys, scripted));

  gtk_window_destroy (mouse_window);
  ui_spin ();
}

/* Players' words ------------------------------------------------------------ */

/* Fails on developer notation in @text, said by @widget. */
static void
assert_words (const char *text,
              GtkWidget  *widget,
              const char *what)
{
  g_autofree char *where = g_strdup_printf ("%s of %s “%s”", what, G_OBJECT_TYPE_NAME (widget),
                                            gtk_widget_get_name (widget));

  ui_assert_words (text, where);
}

/* Every label, tooltip and cell name under @root. */
static void
scan_words (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_get_visible (child))
        continue;
      if (GTK_IS_LABEL (child))
        assert_words (gtk_label_get_text (GTK_LABEL (child)), child, "the text");
      assert_words (gtk_widget_get_tooltip_text (child), child, "the tooltip");
      if (TM_IS_COTS_CELL (child))
        {
          assert_words (tm_cots_cell_get_content (TM_COTS_CELL (child)), child, "the name");
          assert_words (tm_cots_cell_get_why_not (TM_COTS_CELL (child)), child, "the reason");
        }
      scan_words (child);
    }
}

static void
test_words (void)
{
  g_autoptr(TmRecord) script = ui_load_script ("cots-winner.json");
  GtkWindow *window;
  TmCotsPage *page = present_page (script, 0, 1280, 800, &window);
  TmCotsCardPicker *picker = tm_cots_page_get_picker (page);

  /* Each position of the game, with a card chosen in the placing ones;
   * the toasts of the moves are in the window too. */
  for (guint n = 0; n < tm_record_get_n_moves (script); n++)
    {
      JsonObject *move = tm_record_get_move (script, n);

      scan_words (GTK_WIDGET (window));
      if (g_str_equal (json_object_get_string_member (move, "type"), "place"))
        {
          TmCotsCard card = card_of (move);

          ui_click (tm_cots_card_picker_get_colour_button (picker, tm_cots_card_get_colour (card)));
          scan_words (GTK_WIDGET (window));
          ui_click (tm_cots_card_picker_get_rotation_button (picker, tm_cots_card_get_rotation (card)));
          scan_words (GTK_WIDGET (window));
        }
      g_assert_true (tm_cots_page_play (page, move));
    }
  scan_words (GTK_WIDGET (window));
  gtk_window_destroy (window);
  ui_spin ();
}

int
test_ui_cots_entry_main (int   argc,
                         char *argv[])
{
  static const int wide[] = { 1280, 800 };
  static const int narrow[] = { 360, 720 };

  g_autoptr(GtkCssProvider) css = NULL;

  if (!ui_test_init (&argc, &argv))
    return 0;
  /* The app's style sheet, as AdwApplication loads it: sizes as shown. */
  css = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css, "/io/github/tablemate/Tablemate/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  g_test_add_data_func ("/ui/cots/entry/steady/1280x800", wide, test_steady);
  g_test_add_data_func ("/ui/cots/entry/steady/360x720", narrow, test_steady);
  g_test_add_func ("/ui/cots/entry/offer", test_offer);
  g_test_add_func ("/ui/cots/entry/reveal-pickers", test_reveal_pickers);
  g_test_add_func ("/ui/cots/entry/groups-enter", test_groups_enter);
  g_test_add_func ("/ui/cots/entry/keyboard", test_keyboard);
  g_test_add_func ("/ui/cots/entry/groups-keys", test_groups_keys);
  g_test_add_func ("/ui/cots/entry/words", test_words);

  return g_test_run ();
}
