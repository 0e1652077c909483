/* test-ui-why-disabled.c — every greyed-out control of every game's page
 * says why (issue #25)
 *
 * For each game with a page, in a real window (Xvfb in `meson test`),
 * at the start and after a few seeded random legal moves: every button
 * shown insensitive (drawn and under the pointer, not a room kept empty)
 * carries a reason (tm_why_disabled_set() on it or on a control it lies
 * in), and a real click on it (XTEST) shows that reason in a label of
 * the page, where the status line is: each click its own, since the
 * labels saying it are emptied before it.
 */
#include "config.h"

#include "app/tm-game-pages.h"
#include "core/tm-registry.h"
#include "widgets/tm-why-disabled.h"
#include "ui-test-util.h"
#include "ui-test-programs.h"

#define N_POSITIONS 3

static const guint moves_before[N_POSITIONS] = { 0, 3, 9 };

/* Drawn: no ancestor fully transparent. */
static gboolean
drawn (GtkWidget *widget)
{
  for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
    if (gtk_widget_get_opacity (w) == 0 || !gtk_widget_get_can_target (w))
      return FALSE;
  return TRUE;
}

/* The button and where it lies, for a failure message. */
static char *
describe (GtkWidget *button)
{
  GString *text = g_string_new (G_OBJECT_TYPE_NAME (button));
  const char *label = GTK_IS_BUTTON (button) ? gtk_button_get_label (GTK_BUTTON (button)) : NULL;

  g_string_append_printf (text, " “%s”", label != NULL ? label
                          : gtk_widget_get_tooltip_text (button) != NULL ? gtk_widget_get_tooltip_text (button)
                          : gtk_widget_get_name (button));
  for (GtkWidget *w = gtk_widget_get_parent (button); w != NULL; w = gtk_widget_get_parent (w))
    if (g_str_has_prefix (G_OBJECT_TYPE_NAME (w), "Tm"))
      {
        g_string_append_printf (text, " in %s", G_OBJECT_TYPE_NAME (w));
        break;
      }
  return g_string_free (text, FALSE);
}

static const char *
reason_of (GtkWidget *widget)
{
  for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
    if (tm_why_disabled_get (w) != NULL)
      return tm_why_disabled_get (w);
  return NULL;
}

static void
collect_disabled (GtkWidget *widget,
                  GPtrArray *found)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_BUTTON (widget) && !gtk_widget_is_sensitive (widget) && drawn (widget)
      && gtk_widget_get_width (widget) > 0 && gtk_widget_get_height (widget) > 0)
    g_ptr_array_add (found, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_disabled (child, found);
}

/* Whether @widget lies whole inside the shown part of its scrolled
 * column and of the window: a real click can reach it. */
static gboolean
in_view (GtkWindow *window,
         GtkWidget *widget)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t bounds, area;

  if (!gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &bounds))
    return FALSE;
  if (bounds.origin.y < 0 || bounds.origin.y + bounds.size.height > gtk_widget_get_height (GTK_WIDGET (window)))
    return FALSE;
  if (scroller == NULL)
    return TRUE;
  if (!gtk_widget_compute_bounds (scroller, GTK_WIDGET (window), &area))
    return FALSE;
  return graphene_rect_contains_rect (&area, &bounds);
}

/* Empties every shown label that says @text: the click that follows
 * must say it again, not find it left by the click before (the card
 * buttons of a hand share one reason) or said beforehand (Tsuki no
 * Utena's status line says why Reinforce is greyed out). */
static void
empty_labels_saying (GtkWidget  *root,
                    const char *text)
{
  if (GTK_IS_LABEL (root) && gtk_widget_get_mapped (root)
      && strstr (gtk_label_get_text (GTK_LABEL (root)), text) != NULL)
    gtk_label_set_text (GTK_LABEL (root), "");
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    empty_labels_saying (child, text);
}

/* What the window has at @button's centre, for a failure message. */
static char *
describe_picked (GtkWindow *window,
                 GtkWidget *button)
{
  graphene_point_t at;
  GtkWidget *picked = ui_pick_at_centre (window, button, &at);

  return g_strdup_printf ("%s at (%.0f, %.0f)%s", picked != NULL ? G_OBJECT_TYPE_NAME (picked) : "nothing",
                          at.x, at.y, picked == button || (picked != NULL && gtk_widget_is_ancestor (picked, button))
                          ? ", the button itself" : "");
}

static void
check_page (GtkWindow  *window,
            GtkWidget  *page,
            const char *where)
{
  g_autoptr(GPtrArray) disabled = g_ptr_array_new ();
  guint clicked = 0;

  ui_wait_frames (page);
  collect_disabled (page, disabled);
  for (guint i = 0; i < disabled->len; i++)
    {
      GtkWidget *button = disabled->pdata[i];
      const char *reason = reason_of (button);
      g_autofree char *said = NULL;

      if (reason == NULL || reason[0] == '\0')
        {
          g_autofree char *what = describe (button);

          g_error ("%s: the greyed-out %s says no reason", where, what);
        }
      said = g_strdup (reason);
      empty_labels_saying (page, said);
      ui_wait_frames (page);
      if (!in_view (window, button))
        continue;
      ui_real_click (window, button);
      if (!ui_wait_label_shown (page, said))
        {
          g_autofree char *what = describe (button);
          g_autofree char *picked = describe_picked (window, button);

          g_error ("%s: a click on the greyed-out %s did not show “%s” (the window has %s there)",
                   where, what, said, picked);
        }
      clicked++;
    }
  g_test_message ("%s: %u greyed-out buttons, %u clicked", where, disabled->len, clicked);
}

static void
test_game (gconstpointer data)
{
  const TmGamePageInfo *info = data;
  const TmGameInfo *game_info = tm_registry_lookup (info->game_id);
  static const char * const names[] = { "Aoi", "Mio", "Kei", "Ren", NULL };
  g_autofree char *players_end = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (25);
  guint n_players = MAX (game_info->min_players, 2);
  g_auto(GStrv) players = g_new0 (char *, n_players + 1);
  g_autoptr(JsonObject) options = info->create_options != NULL ? info->create_options (n_players) : NULL;
  g_autoptr(TmRecord) record = NULL;
  guint played = 0;

  for (guint p = 0; p < n_players; p++)
    players[p] = g_strdup (names[p]);
  record = tm_record_new (info->game_id, (const char * const *) players, options);
  for (guint k = 0; k < N_POSITIONS; k++)
    {
      g_autoptr(TmGame) game = tm_record_replay (record, G_MAXUINT, NULL, NULL, NULL);
      g_autofree char *where = NULL;
      GtkWindow *window;
      GtkWidget *page;

      g_assert_nonnull (game);
      while (played < moves_before[k] && !tm_game_is_finished (game))
        {
          g_autoptr(GPtrArray) moves = tm_game_list_legal_moves (game);
          g_autoptr(GError) error = NULL;

          g_assert_cmpuint (moves->len, >, 0);
          g_assert_true (tm_record_play (record, game, moves->pdata[g_rand_int_range (rand, 0, (int) moves->len)],
                                         &error));
          g_assert_no_error (error);
          played++;
        }
      if (tm_game_is_finished (game))
        break;
      g_clear_object (&game);
      game = tm_record_replay (record, G_MAXUINT, NULL, NULL, NULL);
      page = GTK_WIDGET (tm_game_pages_new_page (record, game, NULL));
      window = ui_present_in_window (page, 960, 720);
      if (!ui_real_keys_begin (window))
        {
          gtk_window_destroy (window);
          g_test_skip ("no real clicks here (XTEST, X11)");
          return;
        }
      where = g_strdup_printf ("%s after %u moves", info->game_id, played);
      check_page (window, page, where);
      gtk_window_destroy (window);
    }
}

int
test_ui_why_disabled_main (int   argc,
                           char *argv[])
{
  const TmGamePageInfo *pages;
  guint n_pages;

  if (!ui_test_init (&argc, &argv))
    return 0;
  pages = tm_game_pages_get_all (&n_pages);
  for (guint i = 0; i < n_pages; i++)
    {
      g_autofree char *path = g_strdup_printf ("/ui/why-disabled/%s", pages[i].game_id);

      g_test_add_data_func (path, &pages[i], test_game);
    }
  return g_test_run ();
}
