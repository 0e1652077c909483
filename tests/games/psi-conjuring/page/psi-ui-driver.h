/* psi-ui-driver.h — entering Psi Conjuring moves through the real widgets
 *
 * Shared by the page's UI tests (test-ui-psi.c: the game, refusals, undo,
 * effects; test-ui-psi-table.c: the offer, steady controls, the
 * keyboard).  A fixture holds a page in a real window; enter_move() plays
 * a record's move the way a player does (the board's cell activation,
 * the forms, the buttons), and can check between the clicks of a move
 * that no usable control moves.
 */
#pragma once

#include <adwaita.h>
#include <glib/gstdio.h>

#include "widgets/tm-saved-games.h"
#include "games/psi-conjuring/page/tm-psi-cell.h"
#include "games/psi-conjuring/page/tm-psi-page.h"
#include "widgets/tm-adaptive-box.h"
#include "ui-test-util.h"

static inline TmRecord *
load_full_game (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "cli", "records", "psi-full-game.json", NULL);
  g_autoptr(GError) error = NULL;
  TmRecord *record = tm_record_load_file (path, &error);

  g_assert_no_error (error);
  return record;
}

typedef struct
{
  GtkWindow *window;
  TmRecord *record;
  TmPsiPage *page;
  /* When checking that nothing moves: where each control the player can
   * use was at the first click of the move being entered. */
  gboolean check_steady;
  GHashTable *steady;
  guint n_clicks;
} Fixture;

/* @data: the players' names (NULL-terminated), or NULL for Aoi and Mio. */
static inline void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  static const char *aoi_mio[] = { "Aoi", "Mio", NULL };
  const char * const *players = data != NULL ? data : aoi_mio;
  g_autofree char *catalogue = g_build_filename (g_get_user_data_dir (), "tablemate", "psi-beasts.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = NULL;

  g_remove (catalogue);
  fixture->record = tm_record_new ("psi-conjuring", players, NULL);
  game = tm_record_create_game (fixture->record, &error);
  g_assert_no_error (error);
  fixture->page = tm_psi_page_new (fixture->record, TM_PSI_GAME (game));
  fixture->window = ui_present_in_window (GTK_WIDGET (fixture->page), 1000, 760);
}

static inline void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  gtk_window_destroy (fixture->window);
  ui_spin ();
  g_clear_object (&fixture->record);
  g_clear_pointer (&fixture->steady, g_hash_table_unref);
}

static inline TmCell
get_cell (JsonObject *move,
          const char *member)
{
  JsonArray *array = json_object_get_array_member (move, member);

  return (TmCell) { (int) json_array_get_int_element (array, 0), (int) json_array_get_int_element (array, 1) };
}

/* The controls a player can click now: mapped and sensitive buttons,
 * cells, entries and drop-downs of the page, with where they are. */
static inline GHashTable *
usable_controls (Fixture *fixture)
{
  GHashTable *controls = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  GType types[] = { GTK_TYPE_BUTTON, TM_TYPE_PSI_CELL, GTK_TYPE_EDITABLE, GTK_TYPE_DROP_DOWN };
  /* Where they are in the scrolled content: scrolling the next step into
   * view moves the whole page, not one control against the others. */
  GtkWidget *content = ui_find_descendant (GTK_WIDGET (fixture->page), TM_TYPE_ADAPTIVE_BOX, NULL);

  for (guint t = 0; t < G_N_ELEMENTS (types); t++)
    {
      g_autoptr(GPtrArray) found = g_ptr_array_new ();

      ui_collect_descendants (GTK_WIDGET (fixture->page), types[t], found);
      for (guint i = 0; i < found->len; i++)
        {
          GtkWidget *widget = g_ptr_array_index (found, i);
          graphene_rect_t *bounds = g_new (graphene_rect_t, 1);

          if (!gtk_widget_get_mapped (widget) || !gtk_widget_is_sensitive (widget)
              || !gtk_widget_compute_bounds (widget, content, bounds))
            {
              g_free (bounds);
              continue;
            }
          g_hash_table_insert (controls, widget, bounds);
        }
    }
  return controls;
}

static inline const char *
control_name (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    return gtk_button_get_label (GTK_BUTTON (widget));
  if (gtk_widget_get_tooltip_text (widget) != NULL)
    return gtk_widget_get_tooltip_text (widget);
  return gtk_widget_get_name (widget);
}

/* Before each click of a move: the first records where the controls
 * are; the others fail if a control usable then and now has moved or
 * changed size. */
static inline void
before_click (Fixture *fixture)
{
  g_autoptr(GHashTable) now = NULL;
  GHashTableIter iter;
  gpointer widget, bounds;

  fixture->n_clicks++;
  if (!fixture->check_steady)
    return;
  ui_spin ();
  now = usable_controls (fixture);
  if (fixture->steady == NULL)
    {
      fixture->steady = g_steal_pointer (&now);
      return;
    }
  g_hash_table_iter_init (&iter, fixture->steady);
  while (g_hash_table_iter_next (&iter, &widget, &bounds))
    {
      graphene_rect_t *after = g_hash_table_lookup (now, widget);

      if (after != NULL && !graphene_rect_equal (bounds, after))
        g_error ("%s “%s” moved from %g,%g %g×%g to %g,%g %g×%g while move %u was entered",
                 G_OBJECT_TYPE_NAME (widget), control_name (widget),
                 ((graphene_rect_t *) bounds)->origin.x, ((graphene_rect_t *) bounds)->origin.y,
                 ((graphene_rect_t *) bounds)->size.width, ((graphene_rect_t *) bounds)->size.height,
                 after->origin.x, after->origin.y, after->size.width, after->size.height,
                 tm_record_get_n_moves (fixture->record) + 1);
    }
}

static inline void
click (Fixture   *fixture,
       GtkWidget *button)
{
  before_click (fixture);
  ui_click (button);
}

static inline void
activate (Fixture *fixture,
          TmCell   cell)
{
  before_click (fixture);
  tm_psi_board_activate_cell (tm_psi_page_get_board (fixture->page), cell.row, cell.col);
  ui_spin ();
}

static inline void
set_value (Fixture    *fixture,
           const char *entry,
           int         value)
{
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (tm_psi_page_get_entry (fixture->page, entry)), value);
}

/* Adds @changes to the open effect form through its widgets. */
static inline void
enter_changes (Fixture   *fixture,
               JsonArray *changes)
{
  for (guint i = 0; i < json_array_get_length (changes); i++)
    {
      JsonObject *change = json_array_get_object_element (changes, i);
      const char *kind = json_object_get_string_member (change, "change");

      if (g_str_equal (kind, "hand"))
        {
          gtk_drop_down_set_selected (tm_psi_page_get_hand_drop_down (fixture->page),
                                      (guint) json_object_get_int_member (change, "player"));
          set_value (fixture, "hand-by", (int) json_object_get_int_member (change, "by"));
          click (fixture, tm_psi_page_get_button (fixture->page, "hand"));
          continue;
        }
      activate (fixture, get_cell (change, "cell"));
      if (g_str_equal (kind, "power"))
        {
          set_value (fixture, "adjust-by", (int) json_object_get_int_member (change, "by"));
          click (fixture, tm_psi_page_get_button (fixture->page, "power"));
        }
      else if (g_str_equal (kind, "damage"))
        {
          set_value (fixture, "damage", (int) json_object_get_int_member (change, "amount"));
          click (fixture, tm_psi_page_get_button (fixture->page, "damage"));
        }
      else if (g_str_equal (kind, "set-power"))
        {
          set_value (fixture, "set-power", (int) json_object_get_int_member (change, "power"));
          click (fixture, tm_psi_page_get_button (fixture->page, "set-power"));
        }
      else if (g_str_equal (kind, "move"))
        {
          click (fixture, tm_psi_page_get_button (fixture->page, "move"));
          activate (fixture, get_cell (change, "to"));
        }
      else if (g_str_equal (kind, "enter"))
        {
          GtkWidget *button = tm_psi_page_get_button (fixture->page, "enter");
          const char *from = json_object_has_member (change, "from")
                             ? json_object_get_string_member (change, "from") : "";
          gboolean yellow = json_object_has_member (change, "yellow");

          /* The player opens the expander. */
          gtk_expander_set_expanded (tm_psi_page_get_enter_expander (fixture->page), TRUE);
          ui_spin ();
          gtk_editable_set_text (tm_psi_page_get_entry (fixture->page, "enter-beast"),
                                 json_object_get_string_member (change, "beast"));
          gtk_drop_down_set_selected (tm_psi_page_get_enter_drop_down (fixture->page, "colour"),
                                      g_str_equal (json_object_get_string_member (change, "colour"), "blue") ? 1 : 0);
          gtk_check_button_set_active (tm_psi_page_get_enter_yellow_check (fixture->page), yellow);
          if (!yellow)
            {
              JsonArray *track = json_object_get_array_member (change, "track");

              set_value (fixture, "enter-power", (int) json_object_get_int_member (change, "power"));
              set_value (fixture, "enter-track-min", (int) json_array_get_int_element (track, 0));
              set_value (fixture, "enter-track-max", (int) json_array_get_int_element (track, 1));
            }
          gtk_drop_down_set_selected (tm_psi_page_get_enter_drop_down (fixture->page, "player"),
                                      (guint) json_object_get_int_member (change, "player"));
          gtk_drop_down_set_selected (tm_psi_page_get_enter_drop_down (fixture->page, "from"),
                                      g_str_equal (from, "hand") ? 0 : g_str_equal (from, "graveyard") ? 1 : 2);
          click (fixture, button);
        }
      else
        click (fixture, tm_psi_page_get_button (fixture->page, kind));
    }
}

/* Enters @move through the widgets. */
static inline void
enter_move (Fixture    *fixture,
            JsonObject *move)
{
  const char *type = json_object_get_string_member (move, "type");

  if (g_str_equal (type, "place"))
    activate (fixture, get_cell (move, "cell"));
  else if (g_str_equal (type, "summon") || g_str_equal (type, "quick-summon"))
    {
      activate (fixture, get_cell (move, "cell"));
      gtk_editable_set_text (tm_psi_page_get_entry (fixture->page, "beast"),
                             json_object_get_string_member (move, "beast"));
      if (g_str_equal (type, "summon"))
        {
          JsonArray *track = json_object_get_array_member (move, "track");

          set_value (fixture, "power", (int) json_object_get_int_member (move, "power"));
          set_value (fixture, "track-min", (int) json_array_get_int_element (track, 0));
          set_value (fixture, "track-max", (int) json_array_get_int_element (track, 1));
        }
      else
        gtk_drop_down_set_selected (tm_psi_page_get_colour_drop_down (fixture->page),
                                    g_str_equal (json_object_get_string_member (move, "colour"), "blue") ? 1 : 0);
      click (fixture, tm_psi_page_get_button (fixture->page, "summon"));
    }
  else if (g_str_equal (type, "attack"))
    {
      activate (fixture, get_cell (move, "from"));
      activate (fixture, get_cell (move, "target"));
      if (json_object_has_member (move, "effects"))
        {
          click (fixture, tm_psi_page_get_button (fixture->page, "add-effect"));
          enter_changes (fixture, json_object_get_array_member (move, "effects"));
          click (fixture, tm_psi_page_get_button (fixture->page, "apply"));
        }
      else
        click (fixture, tm_psi_page_get_button (fixture->page, "attack"));
    }
  else if (g_str_equal (type, "pass"))
    click (fixture, tm_psi_page_get_button (fixture->page, "pass"));
  else if (g_str_equal (type, "agree-end"))
    click (fixture, tm_psi_page_get_button (fixture->page, "agree-end"));
  else if (g_str_equal (type, "adjust"))
    {
      click (fixture, tm_psi_page_get_button (fixture->page, "adjust"));
      enter_changes (fixture, json_object_get_array_member (move, "changes"));
      click (fixture, tm_psi_page_get_button (fixture->page, "apply"));
    }
  else
    g_assert_not_reached ();
}

static inline void
assert_same_position (TmPsiGame *a,
                      TmPsiGame *b)
{
  g_autoptr(JsonNode) left = tm_game_serialize_state (TM_GAME (a));
  g_autoptr(JsonNode) right = tm_game_serialize_state (TM_GAME (b));

  g_assert_true (json_node_equal (left, right));
}

/* Moves @first … @first + @n_moves - 1 of @expected, entered through the
 * widgets; the page must accept each. */
static inline void
play_moves_from (Fixture  *fixture,
                 TmRecord *expected,
                 guint     first,
                 guint     n_moves)
{
  for (guint i = first; i < first + n_moves; i++)
    {
      guint clicks = fixture->n_clicks;

      enter_move (fixture, tm_record_get_move (expected, i));
      /* For bench/clicks-psi-conjuring.txt. */
      g_test_message ("clicks: move %u %s %u", i + 1,
                      json_object_get_string_member (tm_record_get_move (expected, i), "type"),
                      fixture->n_clicks - clicks);
      g_clear_pointer (&fixture->steady, g_hash_table_unref);
      g_assert_cmpstr (tm_psi_page_get_error_text (fixture->page), ==, "");
      g_assert_cmpuint (tm_record_get_n_moves (fixture->record), ==, i + 1);
    }
}

static inline void
play_moves (Fixture  *fixture,
            TmRecord *expected,
            guint     n_moves)
{
  play_moves_from (fixture, expected, 0, n_moves);
}

