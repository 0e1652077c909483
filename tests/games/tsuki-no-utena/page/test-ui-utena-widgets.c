/* test-ui-utena-widgets.c — Tsuki no Utena's card picker and pair checker
 *
 * The picker lists the cards it is given, drawn as card views, and a
 * card activated in the list is the one "card-chosen" carries.  Composing
 * icons that are not a card shows the rules core's reason and cannot be
 * confirmed; a card sharing two icons with a known one is warned about
 * and can be; a desire card needs its 4 icons.  The pair checker reads
 * the card memory at its default path, shows the core's match for two
 * cards picked in its lists, with the matching icons and the cells, and
 * remembers a card composed in it.  The desire form marks the icon the
 * chosen card always covers and does not let it be unmarked.
 *
 * In the application's window at 800 × 560 and 960 × 720, composing a
 * card in a pair step: no widget that has a tooltip lies just above Back
 * to the List or Use This Card, so no tooltip (GTK shows it below its
 * widget) covers the button the players go to next (issue #25).
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "games/tsuki-no-utena/page/tm-utena-card-picker.h"
#include "games/tsuki-no-utena/page/tm-utena-card-view.h"
#include "games/tsuki-no-utena/rules/tm-utena-catalogue.h"
#include "games/tsuki-no-utena/page/tm-utena-desire-form.h"
#include "games/tsuki-no-utena/page/tm-utena-pair-checker.h"
#include "games/tsuki-no-utena/page/tm-utena-pair-form.h"
#include "games/tsuki-no-utena/rules/tm-utena-text.h"
#include "games/tsuki-no-utena/page/tm-utena-page.h"
#include "app/tm-window.h"
#include "ui-test-util.h"
#include "ui-test-programs.h"

static char *data_home;

/* Practitioner cards (any two of the first four share exactly one icon). */
static TmUtenaCard
tools (TmUtenaShape blue,
       TmUtenaShape navy,
       TmUtenaShape white,
       TmUtenaShape red,
       TmUtenaGroup group)
{
  return tm_utena_tool_icon (TM_UTENA_COLOUR_BLUE, blue)
         | tm_utena_tool_icon (TM_UTENA_COLOUR_NAVY, navy)
         | tm_utena_tool_icon (TM_UTENA_COLOUR_WHITE, white)
         | tm_utena_tool_icon (TM_UTENA_COLOUR_RED, red)
         | tm_utena_group_icon (group);
}

#define CARD_A tools (TM_UTENA_SHAPE_CROSS, TM_UTENA_SHAPE_SNAKE, TM_UTENA_SHAPE_GOMOKU, TM_UTENA_SHAPE_HORN, TM_UTENA_GROUP_BLUE)
#define CARD_B tools (TM_UTENA_SHAPE_SNAKE, TM_UTENA_SHAPE_SNAKE, TM_UTENA_SHAPE_CROSS, TM_UTENA_SHAPE_GOMOKU, TM_UTENA_GROUP_NAVY)
#define CARD_SUN (tm_utena_sun_icon (TM_UTENA_COLOUR_RED) | tm_utena_group_icon (TM_UTENA_GROUP_YELLOW))
#define CARD_CC TM_UTENA_CARD_WILD_GROUP

typedef struct
{
  guint n_chosen;
  guint32 chosen;
} Chosen;

static void
on_card_chosen (TmUtenaCardPicker *picker,
                guint              card,
                Chosen            *chosen)
{
  chosen->n_chosen++;
  chosen->chosen = card;
}

static GtkWidget *
find (GtkWidget  *root,
      GType       type,
      const char *name)
{
  GtkWidget *widget = ui_find_descendant (root, type, name);

  if (widget == NULL)
    g_error ("no %s named %s", g_type_name (type), name);
  return widget;
}

/* The cards a picker lists, in order, by its card views. */
static GPtrArray *
listed_views (GtkWidget *picker)
{
  GtkWidget *list = find (picker, GTK_TYPE_FLOW_BOX, "card-list");
  GPtrArray *views = g_ptr_array_new ();

  ui_collect_descendants (list, TM_TYPE_UTENA_CARD_VIEW, views);
  return views;
}

/* What a click or Enter on a listed card does. */
static void
activate_listed (GtkWidget *picker,
                 guint      index)
{
  g_autoptr(GPtrArray) views = listed_views (picker);
  GtkWidget *child;

  g_assert_cmpuint (index, <, views->len);
  child = gtk_widget_get_parent (views->pdata[index]);
  g_assert_true (GTK_IS_FLOW_BOX_CHILD (child));
  g_assert_true (ui_wait_mapped (child));
  g_signal_emit_by_name (child, "activate");
  ui_spin ();
}

static void
toggle_icon (GtkWidget  *picker,
             const char *name,
             gboolean    active)
{
  g_autofree char *widget_name = g_strdup_printf ("icon-%s", name);
  GtkWidget *toggle = find (picker, GTK_TYPE_TOGGLE_BUTTON, widget_name);

  g_assert_true (ui_wait_mapped (toggle));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), active);
  ui_spin ();
}

static gboolean
label_shown (GtkWidget  *root,
             const char *name)
{
  GtkWidget *label = find (root, GTK_TYPE_LABEL, name);

  return gtk_widget_get_mapped (label) && gtk_label_get_label (GTK_LABEL (label))[0] != '\0';
}

static const char *
label_text (GtkWidget  *root,
            const char *name)
{
  return gtk_label_get_label (GTK_LABEL (find (root, GTK_TYPE_LABEL, name)));
}

/* Whether the picker shows its composer (not its list). */
static gboolean
composing (GtkWidget *picker)
{
  GtkWidget *stack = find (picker, GTK_TYPE_STACK, "stack");

  return g_strcmp0 (gtk_stack_get_visible_child_name (GTK_STACK (stack)), "compose") == 0;
}

/* The picker --------------------------------------------------------------- */

static void
test_picker_lists (void)
{
  const guint32 cards[] = { CARD_A, CARD_B, CARD_SUN, CARD_CC };
  GtkWidget *picker = tm_utena_card_picker_new (TM_UTENA_KIND_PRACTITIONER);
  GtkWindow *window = ui_present_in_window (picker, 900, 700);
  Chosen chosen = { 0, 0 };
  g_autoptr(GPtrArray) views = NULL;

  g_signal_connect (picker, "card-chosen", G_CALLBACK (on_card_chosen), &chosen);

  /* Nothing to list: the way to compose one is offered. */
  g_assert_true (ui_label_shown_containing (picker, "No practitioner card entered yet: compose it by its icons."));

  /* Cards were entered, none of them can be this one (they are on the
   * table): the note says so, not that none was entered (issue #25). */
  tm_utena_card_picker_set_known (TM_UTENA_CARD_PICKER (picker), cards, 2);
  ui_spin ();
  g_assert_false (ui_label_shown_containing (picker, "entered yet"));
  g_assert_true (ui_label_shown_containing (picker, "None of the practitioner cards entered so far can be this one"));

  tm_utena_card_picker_set_cards (TM_UTENA_CARD_PICKER (picker), cards, G_N_ELEMENTS (cards));
  ui_spin ();
  g_assert_false (ui_label_shown_containing (picker, "entered yet"));
  g_assert_false (ui_label_shown_containing (picker, "None of the"));
  /* The list was hidden until now: laid out at the next frames. */
  ui_wait_frames (picker);
  views = listed_views (picker);
  g_assert_cmpuint (views->len, ==, G_N_ELEMENTS (cards));
  for (guint i = 0; i < views->len; i++)
    {
      g_assert_cmpuint (tm_utena_card_view_get_card (views->pdata[i]), ==, cards[i]);
      g_assert_cmpint (tm_utena_card_view_get_kind (views->pdata[i]), ==, TM_UTENA_KIND_PRACTITIONER);
      g_assert_true (ui_wait_mapped (views->pdata[i]));
      g_assert_cmpint (gtk_widget_get_width (views->pdata[i]), >, 0);
    }

  activate_listed (picker, 2);
  g_assert_cmpuint (chosen.n_chosen, ==, 1);
  g_assert_cmpuint (chosen.chosen, ==, CARD_SUN);
  activate_listed (picker, 0);
  g_assert_cmpuint (chosen.n_chosen, ==, 2);
  g_assert_cmpuint (chosen.chosen, ==, CARD_A);

  /* A new list replaces the old one. */
  tm_utena_card_picker_set_cards (TM_UTENA_CARD_PICKER (picker), cards + 3, 1);
  ui_spin ();
  g_clear_pointer (&views, g_ptr_array_unref);
  views = listed_views (picker);
  g_assert_cmpuint (views->len, ==, 1);
  g_assert_cmpuint (tm_utena_card_view_get_card (views->pdata[0]), ==, CARD_CC);

  /* Without composing, no New Card button. */
  tm_utena_card_picker_set_can_compose (TM_UTENA_CARD_PICKER (picker), FALSE);
  ui_spin ();
  g_assert_false (gtk_widget_get_mapped (find (picker, GTK_TYPE_BUTTON, "new-card-button")));

  gtk_window_destroy (window);
  ui_spin ();
}

static void
test_picker_compose (void)
{
  const guint32 known[] = { CARD_A, CARD_B };
  GtkWidget *picker = tm_utena_card_picker_new (TM_UTENA_KIND_PRACTITIONER);
  GtkWindow *window = ui_present_in_window (picker, 900, 700);
  GtkWidget *confirm;
  Chosen chosen = { 0, 0 };
  g_autoptr(GError) error = NULL;

  g_signal_connect (picker, "card-chosen", G_CALLBACK (on_card_chosen), &chosen);
  tm_utena_card_picker_set_cards (TM_UTENA_CARD_PICKER (picker), known, G_N_ELEMENTS (known));
  tm_utena_card_picker_set_known (TM_UTENA_CARD_PICKER (picker), known, G_N_ELEMENTS (known));
  ui_spin ();

  ui_click (find (picker, GTK_TYPE_BUTTON, "new-card-button"));
  g_assert_true (composing (picker));
  confirm = find (picker, GTK_TYPE_BUTTON, "compose-confirm");
  g_assert_true (ui_wait_mapped (confirm));

  /* Nothing toggled is not a card yet. */
  g_assert_true (label_shown (picker, "compose-reason"));
  g_assert_false (gtk_widget_get_sensitive (confirm));

  /* The wild group with another icon: the core's reason, no confirming. */
  toggle_icon (picker, "group-wild", TRUE);
  toggle_icon (picker, "group-red", TRUE);
  g_assert_false (tm_utena_card_check (CARD_CC | tm_utena_group_icon (TM_UTENA_GROUP_RED), &error));
  g_assert_true (label_shown (picker, "compose-reason"));
  g_assert_cmpstr (label_text (picker, "compose-reason"), ==, error->message);
  g_assert_false (gtk_widget_get_sensitive (confirm));
  g_signal_emit_by_name (confirm, "clicked");
  ui_spin ();
  g_assert_cmpuint (chosen.n_chosen, ==, 0);

  /* Alone it is the card CC. */
  toggle_icon (picker, "group-red", FALSE);
  g_assert_false (label_shown (picker, "compose-reason"));
  g_assert_true (gtk_widget_get_sensitive (confirm));
  ui_click (confirm);
  g_assert_cmpuint (chosen.n_chosen, ==, 1);
  g_assert_cmpuint (chosen.chosen, ==, CARD_CC);
  /* Back to the list, nothing composed. */
  g_assert_false (composing (picker));

  /* A card sharing two icons with a known one: warned, still usable. */
  ui_click (find (picker, GTK_TYPE_BUTTON, "new-card-button"));
  g_assert_true (ui_wait_mapped (confirm));
  g_assert_false (label_shown (picker, "compose-warning"));
  for (guint i = 0; i < 5; i++)
    {
      static const char * const icons[] = { "blue-cross", "navy-snake", "white-snake", "red-snake", "group-red" };

      toggle_icon (picker, icons[i], TRUE);
    }
  g_assert_false (label_shown (picker, "compose-reason"));
  g_assert_true (label_shown (picker, "compose-warning"));
  g_assert_nonnull (strstr (label_text (picker, "compose-warning"), "share 2 icons"));
  g_assert_true (gtk_widget_get_sensitive (confirm));

  /* A sixth icon is more than a card shows. */
  toggle_icon (picker, "red-horn", TRUE);
  g_assert_true (label_shown (picker, "compose-reason"));
  g_assert_false (gtk_widget_get_sensitive (confirm));

  /* Back to the list: nothing chosen. */
  ui_click (find (picker, GTK_TYPE_BUTTON, "compose-back"));
  g_assert_false (composing (picker));
  g_assert_cmpuint (chosen.n_chosen, ==, 1);

  /* A sun with a tool of its colour: refused with the core's reason. */
  ui_click (find (picker, GTK_TYPE_BUTTON, "new-card-button"));
  g_assert_true (ui_wait_mapped (confirm));
  toggle_icon (picker, "sun-blue", TRUE);
  toggle_icon (picker, "blue-cross", TRUE);
  toggle_icon (picker, "group-yellow", TRUE);
  g_clear_error (&error);
  g_assert_false (tm_utena_card_check (tm_utena_sun_icon (TM_UTENA_COLOUR_BLUE)
                                       | tm_utena_tool_icon (TM_UTENA_COLOUR_BLUE, TM_UTENA_SHAPE_CROSS)
                                       | tm_utena_group_icon (TM_UTENA_GROUP_YELLOW), &error));
  g_assert_true (label_shown (picker, "compose-reason"));
  g_assert_cmpstr (label_text (picker, "compose-reason"), ==, error->message);
  g_assert_false (gtk_widget_get_sensitive (confirm));
  ui_click (find (picker, GTK_TYPE_BUTTON, "compose-back"));
  g_assert_cmpuint (chosen.n_chosen, ==, 1);

  gtk_window_destroy (window);
  ui_spin ();
}

static void
test_picker_desire (void)
{
  GtkWidget *picker = tm_utena_card_picker_new (TM_UTENA_KIND_DESIRE);
  GtkWindow *window = ui_present_in_window (picker, 900, 700);
  GtkWidget *confirm;
  Chosen chosen = { 0, 0 };
  TmUtenaDesire expected = tm_utena_desire_icon (TM_UTENA_CELL_NAVY)
                           | tm_utena_desire_icon (TM_UTENA_CELL_SNAKE)
                           | tm_utena_desire_icon (TM_UTENA_CELL_GROUP_WHITE)
                           | tm_utena_desire_icon (TM_UTENA_CELL_GROUP_RED);

  g_signal_connect (picker, "card-chosen", G_CALLBACK (on_card_chosen), &chosen);
  /* Its note names the kind it lists: practitioner cards entered do not
   * make a desire card known. */
  g_assert_true (ui_label_shown_containing (picker, "No desire card entered yet: compose it by its icons."));
  ui_click (find (picker, GTK_TYPE_BUTTON, "new-card-button"));
  confirm = find (picker, GTK_TYPE_BUTTON, "compose-confirm");
  g_assert_true (ui_wait_mapped (confirm));
  /* Only component icons are offered. */
  g_assert_null (ui_find_descendant (picker, GTK_TYPE_TOGGLE_BUTTON, "icon-navy-snake"));

  toggle_icon (picker, "navy", TRUE);
  toggle_icon (picker, "snake", TRUE);
  toggle_icon (picker, "group-white", TRUE);
  g_assert_true (ui_label_shown_containing (picker, "not 3"));
  g_assert_false (gtk_widget_get_sensitive (confirm));
  toggle_icon (picker, "group-red", TRUE);
  g_assert_false (label_shown (picker, "compose-reason"));
  ui_click (confirm);
  g_assert_cmpuint (chosen.n_chosen, ==, 1);
  g_assert_cmpuint (chosen.chosen, ==, expected);

  gtk_window_destroy (window);
  ui_spin ();
}

/* The desire form ------------------------------------------------------------ */

static TmUtenaDesire
desire_of (TmUtenaCell a,
           TmUtenaCell b,
           TmUtenaCell c,
           TmUtenaCell d)
{
  return tm_utena_desire_icon (a) | tm_utena_desire_icon (b) | tm_utena_desire_icon (c)
         | tm_utena_desire_icon (d);
}

static gboolean
hides (const TmUtenaMove *move,
       TmUtenaCell        cell)
{
  for (guint i = 0; i < move->n_hidden; i++)
    if (move->hidden[i] == cell)
      return TRUE;
  return FALSE;
}

/* Manual §4: the new card lies on the card below with their common icon
 * on top of each other, so the form marks that icon hidden, locked. */
static void
test_desire_form_covered (void)
{
  GtkWidget *form = tm_utena_desire_form_new ();
  GtkWindow *window = ui_present_in_window (form, 900, 700);
  TmUtenaDesireForm *self = TM_UTENA_DESIRE_FORM (form);
  TmUtenaCardPicker *picker = tm_utena_desire_form_get_picker (self);
  TmUtenaMove first = tm_utena_move_init (TM_UTENA_MOVE_DESIRE);
  TmUtenaMove move = tm_utena_move_init (TM_UTENA_MOVE_DESIRE);
  g_autoptr(GError) error = NULL;
  TmUtenaState state;
  GtkWidget *navy, *red, *blue;

  g_assert_true (tm_utena_state_init (&state, 3, NULL, 0, NULL, 0, &error));
  first.desire = desire_of (TM_UTENA_CELL_BLUE, TM_UTENA_CELL_NAVY, TM_UTENA_CELL_RED,
                            TM_UTENA_CELL_GROUP_BLUE);
  g_assert_true (tm_utena_state_apply (&state, &first, NULL, NULL, &error));
  tm_utena_desire_form_set_position (self, &state);
  ui_spin ();
  navy = tm_utena_desire_form_get_hidden_toggle (self, TM_UTENA_CELL_NAVY, 0);
  /* No card yet: the list, not the icons it would cover (issue #25:
   * the next clicks in view); nothing marked, nothing locked. */
  g_assert_true (ui_wait_mapped (GTK_WIDGET (picker)));
  g_assert_false (gtk_widget_get_mapped (navy));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (navy)));
  g_assert_true (gtk_widget_get_sensitive (navy));

  /* Navy is the common icon of the two cards. */
  g_signal_emit_by_name (picker, "card-chosen",
                         (guint) desire_of (TM_UTENA_CELL_NAVY, TM_UTENA_CELL_WHITE,
                                            TM_UTENA_CELL_CROSS, TM_UTENA_CELL_GROUP_NAVY));
  ui_spin ();
  navy = tm_utena_desire_form_get_hidden_toggle (self, TM_UTENA_CELL_NAVY, 0);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (navy)));
  g_assert_false (gtk_widget_get_sensitive (navy));
  g_assert_nonnull (gtk_widget_get_tooltip_text (navy));
  tm_utena_desire_form_fill_move (self, &move);
  g_assert_cmpuint (move.n_hidden, ==, 1);
  g_assert_true (hides (&move, TM_UTENA_CELL_NAVY));

  /* The players mark blue too. */
  blue = tm_utena_desire_form_get_hidden_toggle (self, TM_UTENA_CELL_BLUE, 0);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (blue), TRUE);
  ui_spin ();

  /* Another card: red is its common icon; navy is free again, blue stays. */
  g_signal_emit_by_name (picker, "card-chosen",
                         (guint) desire_of (TM_UTENA_CELL_WHITE, TM_UTENA_CELL_RED,
                                            TM_UTENA_CELL_SNAKE, TM_UTENA_CELL_GROUP_WHITE));
  ui_spin ();
  navy = tm_utena_desire_form_get_hidden_toggle (self, TM_UTENA_CELL_NAVY, 0);
  red = tm_utena_desire_form_get_hidden_toggle (self, TM_UTENA_CELL_RED, 0);
  blue = tm_utena_desire_form_get_hidden_toggle (self, TM_UTENA_CELL_BLUE, 0);
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (navy)));
  g_assert_true (gtk_widget_get_sensitive (navy));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (red)));
  g_assert_false (gtk_widget_get_sensitive (red));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (blue)));
  tm_utena_desire_form_fill_move (self, &move);
  g_assert_cmpuint (move.n_hidden, ==, 2);
  g_assert_true (hides (&move, TM_UTENA_CELL_RED) && hides (&move, TM_UTENA_CELL_BLUE));
  /* What the form gives, the rules accept. */
  g_assert_true (tm_utena_state_apply (&state, &move, NULL, NULL, &error));
  g_assert_no_error (error);

  gtk_window_destroy (window);
  ui_spin ();
}

/* The pair checker ----------------------------------------------------------- */

static TmUtenaCatalogue *
load_memory (void)
{
  g_autoptr(TmUtenaCatalogue) catalogue = tm_utena_catalogue_new ();
  g_autofree char *path = tm_utena_catalogue_get_default_path ();
  g_autoptr(GError) error = NULL;

  g_assert_true (tm_catalogue_load_or_empty (TM_CATALOGUE (catalogue), path, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&catalogue);
}

static void
assert_cells (GtkWidget         *checker,
              const TmUtenaCell *cells,
              guint              n_cells)
{
  GtkWidget *box = find (checker, GTK_TYPE_BOX, "pair-cells");
  g_autoptr(GPtrArray) views = g_ptr_array_new ();

  ui_collect_descendants (box, TM_TYPE_UTENA_CARD_VIEW, views);
  g_assert_cmpuint (views->len, ==, n_cells);
  for (guint i = 0; i < n_cells; i++)
    {
      g_assert_cmpint (tm_utena_card_view_get_kind (views->pdata[i]), ==, TM_UTENA_KIND_DESIRE);
      g_assert_cmpuint (tm_utena_card_view_get_card (views->pdata[i]), ==, tm_utena_desire_icon (cells[i]));
    }
  g_assert_true (n_cells == 0 || ui_wait_mapped (box));
}

/* A card entered by typing only (#25): real keys from "New Card…" to
 * Enter, the icons typed short; the toggles follow the words, a word
 * several names start with is offered their names, a word that is no
 * icon says so and nothing is chosen. */
static void
test_picker_typed (void)
{
  const guint32 known[] = { CARD_B };
  GtkWidget *picker = tm_utena_card_picker_new (TM_UTENA_KIND_PRACTITIONER);
  GtkWidget *desire_picker = tm_utena_card_picker_new (TM_UTENA_KIND_DESIRE);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWindow *window;
  GtkWidget *entry, *focus;
  Chosen chosen = { 0, 0 };
  Chosen desire_chosen = { 0, 0 };

  gtk_box_append (GTK_BOX (box), picker);
  gtk_box_append (GTK_BOX (box), desire_picker);
  window = ui_present_in_window (box, 1000, 700);
  if (!ui_real_keys_begin (window))
    {
      g_test_skip ("no X11 or XTEST for real key presses");
      gtk_window_destroy (window);
      return;
    }
  g_signal_connect (picker, "card-chosen", G_CALLBACK (on_card_chosen), &chosen);
  g_signal_connect (desire_picker, "card-chosen", G_CALLBACK (on_card_chosen), &desire_chosen);
  tm_utena_card_picker_set_cards (TM_UTENA_CARD_PICKER (picker), known, G_N_ELEMENTS (known));
  tm_utena_card_picker_set_known (TM_UTENA_CARD_PICKER (picker), known, G_N_ELEMENTS (known));
  ui_spin ();

  /* Space on "New Card…": the typing starts at once. */
  gtk_widget_grab_focus (find (picker, GTK_TYPE_BUTTON, "new-card-button"));
  focus = ui_press_real_keys (window, "space", NULL);
  entry = find (picker, GTK_TYPE_ENTRY, "compose-typed");
  g_assert_true (composing (picker));
  g_assert_true (focus != NULL && gtk_widget_is_ancestor (focus, entry));

  /* Half a word: its names are offered, nothing is refused. */
  ui_type_real_text (window, "blue-c navy-");
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (find (picker, GTK_TYPE_TOGGLE_BUTTON,
                                                                        "icon-blue-cross"))));
  g_assert_cmpstr (label_text (picker, "compose-reason"), ==,
                   "Type on: navy-cross, navy-snake, navy-gomoku, navy-horn");
  /* A word that is no icon: said, and Enter chooses nothing. */
  ui_type_real_text (window, "purple ");
  g_assert_nonnull (strstr (label_text (picker, "compose-reason"), "“navy-purple” is not an icon of a practitioner card"));
  ui_press_real_keys (window, "Return", NULL);
  g_assert_cmpuint (chosen.n_chosen, ==, 0);
  ui_press_real_keys (window, "BackSpace", "BackSpace", "BackSpace", "BackSpace", "BackSpace", "BackSpace",
                      "BackSpace", NULL);
  ui_type_real_text (window, "sn white-g red-h group-b");
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (find (picker, GTK_TYPE_TOGGLE_BUTTON,
                                                                        "icon-group-blue"))));
  g_assert_false (label_shown (picker, "compose-reason"));
  ui_press_real_keys (window, "Return", NULL);
  g_assert_cmpuint (chosen.n_chosen, ==, 1);
  g_assert_cmphex (chosen.chosen, ==, CARD_A);
  g_assert_false (composing (picker));

  /* A desire card the same way: its 4 component icons. */
  gtk_widget_grab_focus (find (desire_picker, GTK_TYPE_BUTTON, "new-card-button"));
  ui_press_real_keys (window, "space", NULL);
  ui_type_real_text (window, "navy gom group-r red");
  ui_press_real_keys (window, "Return", NULL);
  g_assert_cmpuint (desire_chosen.n_chosen, ==, 1);
  g_assert_cmphex (desire_chosen.chosen, ==, tm_utena_desire_icon (TM_UTENA_CELL_NAVY) | tm_utena_desire_icon (TM_UTENA_CELL_GOMOKU)
                                             | tm_utena_desire_icon (TM_UTENA_CELL_GROUP_RED) | tm_utena_desire_icon (TM_UTENA_CELL_RED));
  gtk_window_destroy (window);
}

/* The pair form's preview warns, in words, of a cloud cell the pair
 * would gain nothing from (#25, finding 6), and only then. */
static void
test_pair_form_empty_cell (void)
{
  const guint32 cards[] = { CARD_A, CARD_B, CARD_SUN, CARD_CC };
  GtkWidget *form = tm_utena_pair_form_new ();
  GtkWindow *window = ui_present_in_window (form, 900, 700);
  GtkWidget *picker = GTK_WIDGET (tm_utena_pair_form_get_picker (TM_UTENA_PAIR_FORM (form)));
  guint cloud[TM_UTENA_N_CELLS];

  for (guint i = 0; i < TM_UTENA_N_CELLS; i++)
    cloud[i] = 2;
  cloud[TM_UTENA_CELL_GROUP_YELLOW] = 0;
  tm_utena_pair_form_set_cards (TM_UTENA_PAIR_FORM (form), cards, G_N_ELEMENTS (cards), cards,
                                G_N_ELEMENTS (cards), cloud);
  ui_spin ();
  /* The sun and CC: the yellow group, whose cell is empty. */
  activate_listed (picker, 2);
  activate_listed (picker, 3);
  g_assert_true (ui_label_shown_containing (form, "This pair matches on yellow group, but the yellow group "
                                                  "cloud cell is empty: nothing to gain there."));

  /* With a marker there, no warning. */
  cloud[TM_UTENA_CELL_GROUP_YELLOW] = 1;
  tm_utena_pair_form_set_cards (TM_UTENA_PAIR_FORM (form), cards, G_N_ELEMENTS (cards), cards,
                                G_N_ELEMENTS (cards), cloud);
  ui_spin ();
  g_assert_true (ui_label_shown_containing (form, "This pair matches on yellow group."));
  g_assert_false (ui_label_shown_containing (form, "is empty"));
  gtk_window_destroy (window);
}

static void
test_pair_checker (void)
{
  const guint32 cards[] = { CARD_A, CARD_B, CARD_SUN, CARD_CC };
  g_autoptr(TmUtenaCatalogue) memory = tm_utena_catalogue_new ();
  g_autoptr(TmUtenaCatalogue) after = NULL;
  g_autofree char *path = tm_utena_catalogue_get_default_path ();
  g_autofree char *expected = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *checker, *first, *second, *first_view, *second_view;
  const TmUtenaCell navy_snake[] = { TM_UTENA_CELL_NAVY, TM_UTENA_CELL_SNAKE };
  const TmUtenaCell red_horn[] = { TM_UTENA_CELL_RED, TM_UTENA_CELL_HORN };
  TmUtenaMatch match;
  TmUtenaCard wrong;

  for (guint i = 0; i < G_N_ELEMENTS (cards); i++)
    g_assert_true (tm_utena_catalogue_add (memory, TM_UTENA_KIND_PRACTITIONER, cards[i], NULL, NULL));
  g_assert_true (tm_catalogue_save (TM_CATALOGUE (memory), path, &error));
  g_assert_no_error (error);

  checker = tm_utena_pair_checker_new (NULL);
  gtk_window_present (GTK_WINDOW (checker));
  g_assert_true (ui_wait_mapped (checker));
  first = tm_utena_pair_checker_get_picker (TM_UTENA_PAIR_CHECKER (checker), 0);
  second = tm_utena_pair_checker_get_picker (TM_UTENA_PAIR_CHECKER (checker), 1);
  first_view = find (checker, TM_TYPE_UTENA_CARD_VIEW, "first-card");
  second_view = find (checker, TM_TYPE_UTENA_CARD_VIEW, "second-card");

  /* Both lists hold the card memory. */
  for (guint p = 0; p < 2; p++)
    {
      g_autoptr(GPtrArray) views = listed_views (p == 0 ? first : second);

      g_assert_cmpuint (views->len, ==, G_N_ELEMENTS (cards));
      for (guint i = 0; i < views->len; i++)
        g_assert_cmpuint (tm_utena_card_view_get_card (views->pdata[i]), ==, cards[i]);
    }
  g_assert_true (ui_label_shown_containing (checker, "Pick two practitioner cards"));

  /* A and B: the navy snake, from the navy and snake cells. */
  activate_listed (first, 0);
  g_assert_true (ui_label_shown_containing (checker, "Now pick the second card."));
  activate_listed (second, 1);
  g_assert_cmpuint (tm_utena_pair_checker_get_card (TM_UTENA_PAIR_CHECKER (checker), 0), ==, CARD_A);
  g_assert_cmpuint (tm_utena_pair_checker_get_card (TM_UTENA_PAIR_CHECKER (checker), 1), ==, CARD_B);
  g_assert_cmpuint (tm_utena_card_view_get_card (TM_UTENA_CARD_VIEW (first_view)), ==, CARD_A);
  g_assert_cmpuint (tm_utena_card_view_get_card (TM_UTENA_CARD_VIEW (second_view)), ==, CARD_B);
  g_assert_cmpstr (label_text (checker, "pair-result"), ==,
                   "They match on the navy snake: +1 marker from the navy colour cell and "
                   "+1 from the snake shape cell.");
  match = tm_utena_card_view_get_match (TM_UTENA_CARD_VIEW (first_view));
  g_assert_cmpuint (match.tools, ==, tm_utena_tool_icon (TM_UTENA_COLOUR_NAVY, TM_UTENA_SHAPE_SNAKE));
  g_assert_cmpuint (match.groups, ==, 0);
  match = tm_utena_card_view_get_match (TM_UTENA_CARD_VIEW (second_view));
  g_assert_cmpuint (match.tools, ==, tm_utena_tool_icon (TM_UTENA_COLOUR_NAVY, TM_UTENA_SHAPE_SNAKE));
  assert_cells (checker, navy_snake, G_N_ELEMENTS (navy_snake));

  /* The sun against A: the red horn. */
  activate_listed (second, 2);
  expected = tm_utena_match_explain (CARD_A, CARD_SUN);
  g_assert_cmpstr (label_text (checker, "pair-result"), ==, expected);
  g_assert_nonnull (strstr (expected, "red horn"));
  assert_cells (checker, red_horn, G_N_ELEMENTS (red_horn));

  /* A card composed in the checker sharing two icons with A: it says one
   * was entered wrongly, shows the cells of both (what a game and
   * `tablemate-cli match` take), and remembers the card. */
  wrong = tools (TM_UTENA_SHAPE_CROSS, TM_UTENA_SHAPE_SNAKE, TM_UTENA_SHAPE_SNAKE,
                 TM_UTENA_SHAPE_SNAKE, TM_UTENA_GROUP_RED);
  ui_click (find (second, GTK_TYPE_BUTTON, "new-card-button"));
  toggle_icon (second, "blue-cross", TRUE);
  toggle_icon (second, "navy-snake", TRUE);
  toggle_icon (second, "white-snake", TRUE);
  toggle_icon (second, "red-snake", TRUE);
  toggle_icon (second, "group-red", TRUE);
  ui_click (find (second, GTK_TYPE_BUTTON, "compose-confirm"));
  g_assert_cmpuint (tm_utena_pair_checker_get_card (TM_UTENA_PAIR_CHECKER (checker), 1), ==, wrong);
  g_assert_true (g_str_has_prefix (label_text (checker, "pair-result"), "More than one icon in common"));
  {
    static const TmUtenaCell both[] = { TM_UTENA_CELL_BLUE, TM_UTENA_CELL_CROSS,
                                        TM_UTENA_CELL_NAVY, TM_UTENA_CELL_SNAKE };

    assert_cells (checker, both, G_N_ELEMENTS (both));
  }
  after = load_memory ();
  g_assert_true (tm_utena_catalogue_contains (after, TM_UTENA_KIND_PRACTITIONER, wrong));
  g_assert_cmpuint (tm_utena_catalogue_get_n_cards (after, TM_UTENA_KIND_PRACTITIONER), ==, G_N_ELEMENTS (cards) + 1);
  {
    g_autoptr(GPtrArray) views = listed_views (first);

    g_assert_cmpuint (views->len, ==, G_N_ELEMENTS (cards) + 1);
  }

  /* CC takes the partner's group. */
  activate_listed (first, 3);
  g_assert_cmpstr (label_text (checker, "pair-result"), ==,
                   "They match on the red group: +1 marker from the red group cell. "
                   "The card CC has the wild group: it takes its partner’s group.");

  gtk_window_destroy (GTK_WINDOW (checker));
  ui_spin ();
  g_unlink (path);
}

/* A tooltip's room below its widget: two lines. */
#define TOOLTIP_ROOM 40

static void
collect_tooltipped (GtkWidget *root,
                    GPtrArray *found)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_get_mapped (child))
        continue;
      if (gtk_widget_get_has_tooltip (child))
        g_ptr_array_add (found, child);
      collect_tooltipped (child, found);
    }
}

static void
test_compose_tooltips (void)
{
  static const int sizes[][2] = { { 800, 560 }, { 960, 720 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autoptr(TmRecord) record = ui_load_record ("utena-full-won.json");
      g_autoptr(GPtrArray) tooltipped = g_ptr_array_new ();
      GtkWidget *targets[2];
      GtkWidget *picker;
      TmWindow *window;
      TmUtenaPage *page;

      /* Mio's first pair: the first altar's cards are on the table. */
      while (tm_record_get_n_moves (record) > 3)
        tm_record_undo (record);
      window = ui_create_window (sizes[i][0], sizes[i][1]);
      g_assert_true (tm_window_open_record (window, record));
      page = TM_UTENA_PAGE (tm_window_get_game_page (window));
      picker = GTK_WIDGET (tm_utena_page_get_picker (page, "pair"));
      g_assert_true (ui_wait_mapped (picker));
      ui_click (find (picker, GTK_TYPE_BUTTON, "new-card-button"));
      g_assert_true (composing (picker));
      /* A card composed: its preview is drawn (with its name). */
      ui_click (find (picker, GTK_TYPE_TOGGLE_BUTTON, "icon-blue-cross"));
      ui_click (find (picker, GTK_TYPE_TOGGLE_BUTTON, "icon-navy-snake"));
      targets[0] = find (picker, GTK_TYPE_BUTTON, "compose-back");
      targets[1] = find (picker, GTK_TYPE_BUTTON, "compose-confirm");
      g_assert_true (ui_wait_mapped (targets[0]));
      ui_wait_frames (picker);

      collect_tooltipped (GTK_WIDGET (window), tooltipped);
      g_assert_cmpuint (tooltipped->len, >, 0);
      for (guint t = 0; t < G_N_ELEMENTS (targets); t++)
        {
          graphene_rect_t target;

          g_assert_true (gtk_widget_compute_bounds (targets[t], GTK_WIDGET (window), &target));
          for (guint w = 0; w < tooltipped->len; w++)
            {
              GtkWidget *widget = tooltipped->pdata[w];
              graphene_rect_t bounds, below;

              if (widget == targets[t] || gtk_widget_is_ancestor (widget, targets[t])
                  || gtk_widget_is_ancestor (targets[t], widget))
                continue;
              g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &bounds));
              below = GRAPHENE_RECT_INIT (bounds.origin.x, bounds.origin.y + bounds.size.height,
                                          bounds.size.width, TOOLTIP_ROOM);
              if (graphene_rect_intersection (&below, &target, NULL))
                g_error ("%d × %d: the tooltip of %s “%s” (bottom at y %g) would cover %s (y %g)",
                         sizes[i][0], sizes[i][1], G_OBJECT_TYPE_NAME (widget), gtk_widget_get_tooltip_text (widget),
                         bounds.origin.y + bounds.size.height, gtk_widget_get_name (targets[t]), target.origin.y);
            }
        }
      gtk_window_destroy (GTK_WINDOW (window));
      ui_spin ();
    }
}

int
test_ui_utena_widgets_main (int   argc,
                            char *argv[])
{
  int status;

  data_home = ui_make_data_home ("tablemate-utena-widgets-XXXXXX");
  if (!ui_test_init (&argc, &argv))
    {
      ui_remove_tree (data_home);
      g_free (data_home);
      return 0;
    }

  g_test_add_func ("/ui/utena-widgets/picker-lists", test_picker_lists);
  g_test_add_func ("/ui/utena-widgets/picker-compose", test_picker_compose);
  g_test_add_func ("/ui/utena-widgets/picker-desire", test_picker_desire);
  g_test_add_func ("/ui/utena-widgets/desire-form-covered", test_desire_form_covered);
  g_test_add_func ("/ui/utena-widgets/pair-checker", test_pair_checker);
  g_test_add_func ("/ui/utena-widgets/pair-form-empty-cell", test_pair_form_empty_cell);
  g_test_add_func ("/ui/utena-widgets/picker-typed", test_picker_typed);
  g_test_add_func ("/ui/utena-widgets/compose-tooltips", test_compose_tooltips);

  status = g_test_run ();
  ui_remove_tree (data_home);
  g_free (data_home);
  return status;
}
