/* utena-shots.c — every step of a Tsuki no Utena move, drawn by the app's
 * own widgets (build-aux/screenshots-utena.sh; not a test)
 *
 *   utena-shots RECORD MOVES STEP OUT.png WIDTH HEIGHT RECORDS_DIR
 *
 * Opens RECORD (in RECORDS_DIR) cut to its first MOVES moves in the
 * application window at WIDTH × HEIGHT, makes the first STEP clicks of
 * the record's next move through the page's widgets (0: none; 9: "New
 * Card…" of the entry's card list instead; 8: "Show Exchange Options"
 * instead), and draws the window into
 * OUT.png.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "app/tm-window.h"
#include "ui-shot-util.h"
#include "games/tsuki-no-utena/page/tm-utena-page.h"

static TmUtenaPage *
find_page (GtkWidget *widget)
{
  if (TM_IS_UTENA_PAGE (widget))
    return TM_UTENA_PAGE (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      TmUtenaPage *page = find_page (child);

      if (page != NULL)
        return page;
    }
  return NULL;
}

static GtkWidget *
find_named (GtkWidget  *root,
            const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_named (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
click (GtkWidget *button)
{
  g_signal_emit_by_name (button, "clicked");
  ui_shot_spin_for (150);
}

/* The first @steps clicks of @move, as a player makes them. */
static void
make_steps (TmUtenaPage       *page,
            const TmUtenaMove *move,
            guint              steps)
{
  const TmUtenaState *state = tm_utena_game_get_state (tm_utena_page_get_game (page));
  guint done = 0;

  switch (move->type)
    {
    case TM_UTENA_MOVE_DESIRE:
      {
        guint copies[TM_UTENA_N_CELLS] = { 0 };

        if (done++ < steps)
          g_signal_emit_by_name (tm_utena_page_get_picker (page, "desire"), "card-chosen", (guint) move->desire);
        ui_shot_spin_for (150);
        for (guint i = 0; i < move->n_hidden && done < steps; i++)
          {
            GtkWidget *toggle = tm_utena_page_get_hidden_toggle (page, move->hidden[i], copies[move->hidden[i]]++);

            if (toggle == NULL || gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (toggle)))
              continue;
            gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), TRUE);
            done++;
            ui_shot_spin_for (150);
          }
      }
      break;
    case TM_UTENA_MOVE_PAIR:
      for (guint i = 0; i < 2 && done < steps; i++, done++)
        g_signal_emit_by_name (tm_utena_page_get_picker (page, "pair"), "card-chosen", (guint) move->cards[i]);
      ui_shot_spin_for (150);
      break;
    case TM_UTENA_MOVE_EXCHANGE:
      {
        const TmUtenaAltar *own = &state->altars[state->active];
        guint k = own->pair[0] == move->cards[0] || own->pair[0] == move->cards[1] ? 0 : 1;
        TmUtenaCard coming = move->cards[0] == own->pair[k] ? move->cards[1] : move->cards[0];

        if (done++ < steps)
          click (tm_utena_page_get_button (page, k == 0 ? "give-0" : "give-1"));
        if (done++ < steps)
          for (guint a = 0; a < state->n_altars; a++)
            for (guint i = 0; i < 2; i++)
              if (state->altars[a].pair[i] == coming)
                click (tm_utena_altar_view_get_card_button (tm_utena_page_get_altar_view (page, a), i));
      }
      break;
    default:
      break;
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TmRecord) record = NULL;
  guint n_moves, steps;
  TmWindow *window;
  TmUtenaPage *page;
  TmUtenaMove move = { 0 };

  if (argc != 8)
    g_error ("usage: utena-shots RECORD MOVES STEP OUT.png WIDTH HEIGHT RECORDS_DIR");
  ui_shot_init ();
  path = g_build_filename (argv[7], argv[1], NULL);
  record = tm_record_load_file (path, &error);
  if (record == NULL)
    g_error ("%s: %s", path, error->message);
  n_moves = (guint) atoi (argv[2]);
  steps = (guint) atoi (argv[3]);
  if (n_moves < tm_record_get_n_moves (record))
    g_assert_true (tm_utena_move_from_json (tm_record_get_move (record, n_moves), &move, NULL));
  while (tm_record_get_n_moves (record) > n_moves)
    tm_record_undo (record);

  window = tm_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), atoi (argv[5]), atoi (argv[6]));
  tm_window_open_record (window, record);
  gtk_window_present (GTK_WINDOW (window));
  ui_shot_spin_for (600);
  page = find_page (GTK_WIDGET (window));
  g_assert_nonnull (page);
  if (steps == 9)
    {
      const char *pickers[] = { "desire", "pair", "hand" };

      for (guint i = 0; i < G_N_ELEMENTS (pickers); i++)
        {
          GtkWidget *picker = GTK_WIDGET (tm_utena_page_get_picker (page, pickers[i]));

          if (gtk_widget_get_mapped (picker))
            g_signal_emit_by_name (find_named (picker, "new-card-button"), "clicked");
        }
    }
  else if (steps == 8)
    {
      /* "Show Exchange Options", scrolled to the top of its column. */
      GtkWidget *toggle = tm_utena_page_get_options_toggle (page);

      GtkWidget *scroller = gtk_widget_get_ancestor (toggle, GTK_TYPE_SCROLLED_WINDOW);
      GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
      graphene_point_t at;

      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), TRUE);
      ui_shot_spin_for (300);
      g_assert_true (gtk_widget_compute_point (toggle, gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller)),
                                               &GRAPHENE_POINT_INIT (0, 0), &at));
      gtk_adjustment_set_value (adjustment, at.y - 12);
    }
  else if (steps > 0)
    make_steps (page, &move, steps);
  ui_shot_spin_for (400);
  ui_shot_save_png (GTK_WINDOW (window), argv[4]);
  return 0;
}
