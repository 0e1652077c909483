/* test-ui-toasts.c — the move toasts tell the truth: one at a time, each
 * undoes the move it names and only while that move is the last one,
 * undo and redo name the move, no old toast comes back from the queue
 *
 * Runs in a real GTK window (under Xvfb in `meson test`).  Every toast
 * the overlay ever shows is followed through its "dismissed" signal, so
 * a toast waiting in the overlay's queue counts as alive.
 *
 * In every game, at 800 × 560 and 960 × 720: a move's toast is whole
 * (its title wrapped, not cut with "…", inside the toast), inside the
 * window, and covers none of the page's status line (issue #25).  Every
 * page or list it lies over (the game's page, the move list) scrolls so
 * far that its end is clear of the toast.
 */
#include "config.h"

#include <adwaita.h>

#include "core/tm-game.h"
#include "games/children-of-the-sun/page/tm-cots-page.h"
#include "widgets/tm-page-support.h"
#include "widgets/tm-saved-games.h"
#include "app/tm-window.h"
#include "ui-correction-util.h"
#include "ui-test-util.h"
#include "ui-test-programs.h"

typedef struct
{
  GtkWidget *overlay;
  GPtrArray *seen;   /* every AdwToast shown so far */
  GHashTable *alive; /* those not dismissed */
} ToastWatch;

static void
on_toast_dismissed (AdwToast   *toast,
                    ToastWatch *watch)
{
  g_hash_table_remove (watch->alive, toast);
}

/* The toast the overlay shows now (not one fading out), or NULL. */
static AdwToast *
shown_toast (ToastWatch *watch)
{
  for (GtkWidget *child = gtk_widget_get_first_child (watch->overlay);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      AdwToast *toast = NULL;

      if (!g_str_equal (G_OBJECT_TYPE_NAME (child), "AdwToastWidget")
          || !gtk_widget_get_can_target (child))
        continue;
      g_object_get (child, "toast", &toast, NULL);
      g_object_unref (toast);  /* the widget keeps it */
      return toast;
    }
  return NULL;
}

static gboolean
no_toast_shown (gpointer watch)
{
  return shown_toast (watch) == NULL;
}

/* Notes the toast shown now (a new one starts being followed) and
 * returns how many toasts are alive, shown or queued. */
static guint
count_toasts (ToastWatch *watch)
{
  AdwToast *toast = shown_toast (watch);

  if (toast != NULL && !g_ptr_array_find (watch->seen, toast, NULL))
    {
      g_ptr_array_add (watch->seen, g_object_ref (toast));
      g_hash_table_add (watch->alive, toast);
      g_signal_connect (toast, "dismissed", G_CALLBACK (on_toast_dismissed), watch);
    }
  return g_hash_table_size (watch->alive);
}

/* The button of @toast's widget that does its action. */
static GtkWidget *
toast_button (ToastWatch *watch,
              AdwToast   *toast)
{
  for (GtkWidget *child = gtk_widget_get_first_child (watch->overlay);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
      AdwToast *shown = NULL;

      if (!g_str_equal (G_OBJECT_TYPE_NAME (child), "AdwToastWidget"))
        continue;
      g_object_get (child, "toast", &shown, NULL);
      g_object_unref (shown);
      if (shown != toast)
        continue;
      ui_collect_descendants (child, GTK_TYPE_BUTTON, buttons);
      for (guint i = 0; i < buttons->len; i++)
        if (g_strcmp0 (gtk_button_get_label (buttons->pdata[i]),
                       adw_toast_get_button_label (toast)) == 0)
          return buttons->pdata[i];
    }
  return NULL;
}

/* @toast's button undoes move @n_moves of @record, and only that one. */
static void
assert_toast_for (AdwToast *toast,
                  TmRecord *record,
                  guint     n_moves)
{
  GVariant *target = adw_toast_get_action_target_value (toast);
  const char *id = NULL;
  guint32 n = 0;

  g_assert_nonnull (target);
  g_variant_get (target, "(&su)", &id, &n);
  g_assert_cmpstr (id, ==, tm_record_get_id (record));
  g_assert_cmpuint (n, ==, n_moves);
}

/* The overlay's toasts are where their animations end: none fading out
 * (a hiding toast cannot be targeted until the overlay removes it) and
 * the one shown slid in all the way (its show animation moves it up from
 * below its resting place: the overlay's bottom edge, less the toast's
 * own margin, border and padding below its content). */
static gboolean
toasts_settled (gpointer data)
{
  ToastWatch *watch = data;

  for (GtkWidget *child = gtk_widget_get_first_child (watch->overlay);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkStyleContext *style = gtk_widget_get_style_context (child);
      GtkBorder margin, border, padding;
      graphene_point_t bottom;
      float rest;

      if (!g_str_equal (G_OBJECT_TYPE_NAME (child), "AdwToastWidget"))
        continue;
      if (!gtk_widget_get_can_target (child))
        return FALSE;
      gtk_style_context_get_margin (style, &margin);
      gtk_style_context_get_border (style, &border);
      gtk_style_context_get_padding (style, &padding);
      rest = gtk_widget_get_height (watch->overlay) - margin.bottom - border.bottom - padding.bottom;
      if (!gtk_widget_compute_point (child, watch->overlay,
                                     &GRAPHENE_POINT_INIT (0, gtk_widget_get_height (child)),
                                     &bottom)
          || bottom.y > rest + 0.5f)
        return FALSE;
    }
  return TRUE;
}

/* What a step should come to: @alive toasts alive, and the one shown (if
 * @n_moves is not 0) offering to undo move @n_moves. */
typedef struct
{
  ToastWatch *watch;
  guint alive;
  guint n_moves;
} ToastsExpected;

static gboolean
toasts_reached (gpointer data)
{
  ToastsExpected *expected = data;
  AdwToast *toast;
  GVariant *target;
  const char *id = NULL;
  guint32 n = 0;

  if (!toasts_settled (expected->watch)
      || count_toasts (expected->watch) != expected->alive)
    return FALSE;
  if (expected->n_moves == 0)
    return TRUE;
  toast = shown_toast (expected->watch);
  target = toast != NULL ? adw_toast_get_action_target_value (toast) : NULL;
  if (target == NULL)
    return FALSE;
  g_variant_get (target, "(&su)", &id, &n);
  return n == expected->n_moves;
}

/* Lets the toasts slide in and out, and the page dismiss those it
 * dismisses a little later (a toast is dismissed only once it has been
 * in view a while, tm-page-support.c): waits for the state the step
 * should come to and the end of the animations, not for a time.  The
 * caller asserts that state in full. */
static void
settle (ToastWatch *watch,
        guint       alive,
        guint       n_moves)
{
  ToastsExpected expected = { watch, alive, n_moves };

  ui_wait_frames (watch->overlay);
  ui_wait_for (toasts_reached, &expected);
  g_assert_true (ui_wait_for (toasts_settled, watch));
  ui_spin ();
}

typedef struct
{
  TmRecord *record;
  guint n_moves;
} RecordLength;

static gboolean
record_has_moves (gpointer data)
{
  RecordLength *length = data;

  return tm_record_get_n_moves (length->record) == length->n_moves;
}

static char **
record_players (TmRecord *record)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint p = 0; p < tm_record_get_n_players (record); p++)
    g_strv_builder_add (builder, tm_record_get_player (record, p));
  return g_strv_builder_end (builder);
}

/* The toast title expected after undoing (@forward FALSE) or redoing
 * move @index of @record. */
static char *
expected_title (TmRecord   *record,
                guint       index,
                gboolean    forward)
{
  g_autoptr(TmGame) before = tm_record_replay (record, index, NULL, NULL, NULL);
  g_auto(GStrv) players = record_players (record);
  g_autofree char *move = NULL;
  g_autofree char *plain = NULL;

  g_assert_nonnull (before);
  move = tm_game_describe_move (before, tm_record_get_move (record, index),
                                (const char * const *) players);
  plain = g_strconcat (forward ? "Redone: " : "Undone: ", move, NULL);
  /* A toast's title is markup. */
  return g_markup_escape_text (plain, -1);
}

static TmRecord *
load_script (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "cots-winner.json", NULL);
  g_autoptr(GError) error = NULL;
  TmRecord *record = tm_record_load_file (path, &error);

  g_assert_no_error (error);
  return record;
}

static void
test_one_truthful_toast (void)
{
  g_autoptr(TmRecord) script = load_script ();
  g_autoptr(TmRecord) record = NULL;
  g_auto(GStrv) players = record_players (script);
  g_autoptr(GHashTable) alive = g_hash_table_new (NULL, NULL);
  g_autoptr(GPtrArray) seen = g_ptr_array_new_with_free_func (g_object_unref);
  ToastWatch watch = { NULL, seen, alive };
  g_autofree char *undone = NULL;
  g_autofree char *redone = NULL;
  TmWindow *window;
  TmCotsPage *page;
  AdwToast *toast;
  GtkWidget *button;
  GVariant *stale;

  ui_clear_saved_games ();
  record = tm_record_new (tm_record_get_game_id (script), (const char * const *) players,
                          tm_record_get_options (script));
  window = ui_create_window (1100, 760);
  g_assert_true (tm_window_open_record (window, record));
  ui_spin ();
  page = TM_COTS_PAGE (tm_window_get_game_page (window));
  watch.overlay = gtk_widget_get_ancestor (GTK_WIDGET (page), ADW_TYPE_TOAST_OVERLAY);
  g_assert_nonnull (watch.overlay);
  g_assert_cmpuint (count_toasts (&watch), ==, 0);

  /* Five moves, as fast as the page takes them: after each, one toast
   * alive (shown or queued), and it belongs to that move. */
  for (guint i = 0; i < 5; i++)
    {
      g_assert_true (tm_cots_page_play (page, tm_record_get_move (script, i)));
      ui_spin ();
      g_assert_cmpuint (count_toasts (&watch), ==, 1);
      toast = shown_toast (&watch);
      g_assert_nonnull (toast);
      assert_toast_for (toast, record, i + 1);
    }
  g_assert_cmpuint (tm_record_get_n_moves (record), ==, 5);
  settle (&watch, 1, 5);
  g_assert_cmpuint (count_toasts (&watch), ==, 1);

  /* The oldest toast alive is the latest: its Undo takes back move 5. */
  toast = shown_toast (&watch);
  g_assert_true (g_hash_table_contains (alive, toast));
  for (guint i = 0; i + 1 < seen->len; i++)
    g_assert_false (g_hash_table_contains (alive, seen->pdata[i]));
  button = toast_button (&watch, toast);
  g_assert_nonnull (button);
  ui_click (button);
  ui_wait_for (record_has_moves, &(RecordLength) { record, 4 });
  settle (&watch, 1, 4);
  g_assert_cmpuint (tm_record_get_n_moves (record), ==, 4);
  g_assert_true (ui_json_objects_equal (tm_record_get_move (script, 3),
                                        tm_record_get_move (record, 3)));
  g_assert_cmpuint (count_toasts (&watch), ==, 1);

  /* The undo's toast names the move undone. */
  toast = shown_toast (&watch);
  assert_toast_for (toast, record, 4);
  undone = expected_title (script, 4, FALSE);
  g_assert_cmpstr (adw_toast_get_title (toast), ==, undone);

  /* Redo by the keyboard's way (the window's action): the undo's toast
   * goes, the redo's names the move. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  settle (&watch, 1, 5);
  g_assert_cmpuint (tm_record_get_n_moves (record), ==, 5);
  g_assert_cmpuint (count_toasts (&watch), ==, 1);
  toast = shown_toast (&watch);
  assert_toast_for (toast, record, 5);
  redone = expected_title (script, 4, TRUE);
  g_assert_cmpstr (adw_toast_get_title (toast), ==, redone);

  /* A toast's action made for an earlier length of the record does
   * nothing: it cannot undo a move other than the one it named. */
  stale = g_variant_new (TM_PAGE_MOVE_TARGET_TYPE, tm_record_get_id (record), 3);
  gtk_widget_activate_action_variant (GTK_WIDGET (window), "win.undo-move", stale);
  settle (&watch, 1, 5);
  g_assert_cmpuint (tm_record_get_n_moves (record), ==, 5);

  /* A move made without a toast (another way into the record) leaves
   * the toast with nothing to offer: it goes. */
  g_assert_true (tm_record_undo (record));
  tm_page_notify_can_undo_redo (G_OBJECT (page));
  settle (&watch, 0, 0);
  g_assert_cmpuint (count_toasts (&watch), ==, 0);
  g_assert_true (tm_record_redo (record));

  /* Closing the one toast shown: none comes back from the queue. */
  g_assert_true (tm_cots_page_play (page, tm_record_get_move (script, 5)));
  settle (&watch, 1, 6);
  g_assert_cmpuint (count_toasts (&watch), ==, 1);
  adw_toast_dismiss (shown_toast (&watch));
  /* It goes at once, or once it has slid in (tm-toast-guard.h). */
  g_assert_true (ui_wait_for (no_toast_shown, &watch));
  /* Until the closed toast has faded out and gone: a queued toast would
   * have been shown by then (the overlay shows the next one as soon as
   * the shown one is dismissed). */
  settle (&watch, 0, 0);
  g_assert_null (shown_toast (&watch));
  g_assert_cmpuint (count_toasts (&watch), ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
  ui_clear_saved_games ();
}

/* The toast shown now under @root (slid in, not fading out), or NULL. */
static GtkWidget *
find_toast_widget (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (g_str_equal (G_OBJECT_TYPE_NAME (child), "AdwToastWidget") && gtk_widget_get_can_target (child))
        return child;
      if ((found = find_toast_widget (child)) != NULL)
        return found;
    }
  return NULL;
}

static gboolean
has_toast (gpointer root)
{
  return find_toast_widget (root) != NULL;
}

/* Every mapped descendant of @root with @css_class. */
static void
collect_with_class (GtkWidget  *root,
                    const char *css_class,
                    GPtrArray  *found)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (gtk_widget_get_mapped (child) && gtk_widget_has_css_class (child, css_class))
        g_ptr_array_add (found, child);
      collect_with_class (child, css_class, found);
    }
}

/* The name of the first of Tablemate's own widgets around @widget. */
static const char *
owner_name (GtkWidget *widget)
{
  for (; widget != NULL; widget = gtk_widget_get_parent (widget))
    if (g_str_has_prefix (G_OBJECT_TYPE_NAME (widget), "Tm"))
      return G_OBJECT_TYPE_NAME (widget);
  return "window";
}

/* The scroller's adjustment at its end. */
static gboolean
scrolled_to_end (gpointer scroller)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (scroller);

  return gtk_adjustment_get_value (adjustment)
         >= gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment) - 0.5;
}

/* Each scrolled page or list under @toast_bounds, scrolled to its end:
 * the widget that ends it (TM_PAGE_TOAST_CLEARANCE_CLASS) ends above the
 * toast. */
static void
assert_ends_clear_of_toast (TmWindow              *window,
                            const graphene_rect_t *toast_bounds,
                            const char            *what)
{
  g_autoptr(GPtrArray) scrollers = g_ptr_array_new ();
  guint checked = 0;

  ui_collect_descendants (GTK_WIDGET (window), GTK_TYPE_SCROLLED_WINDOW, scrollers);
  for (guint i = 0; i < scrollers->len; i++)
    {
      GtkWidget *scroller = scrollers->pdata[i];
      GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
      g_autoptr(GPtrArray) ends = g_ptr_array_new ();
      graphene_rect_t bounds, end;

      if (!gtk_widget_get_mapped (scroller)
          || !gtk_widget_compute_bounds (scroller, GTK_WIDGET (window), &bounds)
          || !graphene_rect_intersection (&bounds, toast_bounds, NULL))
        continue;
      collect_with_class (scroller, TM_PAGE_TOAST_CLEARANCE_CLASS, ends);
      if (ends->len != 1)
        g_error ("%s: a scrolled window in %s under the toast has %u widgets of class %s, not one",
                 what, owner_name (scroller), ends->len, TM_PAGE_TOAST_CLEARANCE_CLASS);
      gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment)
                                            - gtk_adjustment_get_page_size (adjustment));
      g_assert_true (ui_wait_for (scrolled_to_end, scroller));
      ui_wait_frames (scroller);
      g_assert_true (gtk_widget_compute_bounds (ends->pdata[0], GTK_WIDGET (window), &end));
      g_test_message ("%s: %s's end at y %g, the toast from y %g", what,
                      owner_name (scroller), end.origin.y + end.size.height, toast_bounds->origin.y);
      if (end.origin.y + end.size.height > toast_bounds->origin.y + 0.5)
        g_error ("%s: scrolled to its end, %s ends at y %g, under the toast (y %g–%g)", what,
                 owner_name (scroller), end.origin.y + end.size.height,
                 toast_bounds->origin.y, toast_bounds->origin.y + toast_bounds->size.height);
      checked++;
    }
  /* The page's, at least (and the move list's, shown for this, where
   * the toast is the window's). */
  g_assert_cmpuint (checked, >=, 1);
}

static void
assert_toast_has_room (TmWindow   *window,
                       const char *what)
{
  GtkWidget *page = tm_window_get_game_page (window);
  GtkWidget *toast;
  ToastWatch watch = { NULL, NULL, NULL };
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  g_autoptr(GPtrArray) status = g_ptr_array_new ();
  graphene_rect_t toast_bounds, window_bounds;
  GtkWidget *title = NULL;

  g_assert_true (ui_wait_for (has_toast, window));
  toast = find_toast_widget (GTK_WIDGET (window));
  watch.overlay = gtk_widget_get_parent (toast);
  /* Slid in all the way: settled, and still there a frame later. */
  do
    {
      g_assert_true (ui_wait_for (toasts_settled, &watch));
      ui_wait_frames (watch.overlay);
    }
  while (!toasts_settled (&watch));
  toast = find_toast_widget (GTK_WIDGET (window));
  g_assert_nonnull (toast);

  /* Inside the window. */
  {
    graphene_rect_t in_overlay;
    g_autoptr(AdwToast) shown = NULL;

    g_object_get (toast, "toast", &shown, NULL);
    g_assert_true (gtk_widget_compute_bounds (toast, watch.overlay, &in_overlay));
    g_test_message ("%s: toast “%s” at y %g, %g × %g, in an overlay %d × %d; toasts settled: %d", what,
                    adw_toast_get_title (shown), in_overlay.origin.y, in_overlay.size.width,
                    in_overlay.size.height, gtk_widget_get_width (watch.overlay),
                    gtk_widget_get_height (watch.overlay), toasts_settled (&watch));
  }
  g_assert_true (gtk_widget_compute_bounds (toast, GTK_WIDGET (window), &toast_bounds));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (window), GTK_WIDGET (window), &window_bounds));
  if (!graphene_rect_contains_rect (&window_bounds, &toast_bounds))
    g_error ("%s: the toast (%g, %g, %g × %g) is not inside the window (%g × %g)", what,
             toast_bounds.origin.x, toast_bounds.origin.y, toast_bounds.size.width, toast_bounds.size.height,
             window_bounds.size.width, window_bounds.size.height);

  /* Its title whole: not cut with "…", all its lines inside the toast. */
  ui_collect_descendants (toast, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len && title == NULL; i++)
    if (gtk_widget_get_ancestor (labels->pdata[i], GTK_TYPE_BUTTON) == NULL)
      title = labels->pdata[i];
  g_assert_nonnull (title);
  {
    PangoLayout *layout = gtk_label_get_layout (GTK_LABEL (title));
    graphene_rect_t title_bounds;
    int layout_height;

    g_assert_false (pango_layout_is_ellipsized (layout));
    pango_layout_get_pixel_size (layout, NULL, &layout_height);
    g_test_message ("%s: the toast's title is %d × %d, %d lines", what, gtk_widget_get_width (title),
                    gtk_widget_get_height (title), pango_layout_get_line_count (layout));
    g_assert_true (gtk_widget_compute_bounds (title, toast, &title_bounds));
    g_assert_cmpint (layout_height, <=, gtk_widget_get_height (title));
    g_assert_cmpfloat (title_bounds.origin.y, >=, 0);
    g_assert_cmpfloat (title_bounds.origin.y + layout_height, <=, gtk_widget_get_height (toast) + 0.5);
    g_assert_cmpfloat (title_bounds.origin.x + title_bounds.size.width, <=, gtk_widget_get_width (toast) + 0.5);
    /* Its lines clear of the toast's buttons (Undo, close). */
    {
      g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
      PangoRectangle ink;

      pango_layout_get_pixel_extents (layout, &ink, NULL);
      title_bounds.size.width = MIN (title_bounds.size.width, ink.x + ink.width);
      ui_collect_descendants (toast, GTK_TYPE_BUTTON, buttons);
      for (guint i = 0; i < buttons->len; i++)
        {
          graphene_rect_t button;

          if (!gtk_widget_get_mapped (buttons->pdata[i]))
            continue;
          g_assert_true (gtk_widget_compute_bounds (buttons->pdata[i], toast, &button));
          if (graphene_rect_intersection (&title_bounds, &button, NULL))
            g_error ("%s: the toast's title (x %g–%g) runs under its button (x %g–%g)", what,
                     title_bounds.origin.x, title_bounds.origin.x + title_bounds.size.width,
                     button.origin.x, button.origin.x + button.size.width);
        }
    }
  }

  /* Over none of the status line. */
  collect_with_class (page, TM_PAGE_STATUS_LINE_CLASS, status);
  g_assert_cmpuint (status->len, >, 0);
  for (guint i = 0; i < status->len; i++)
    {
      graphene_rect_t line;

      g_assert_true (gtk_widget_compute_bounds (status->pdata[i], GTK_WIDGET (window), &line));
      if (line.size.height > 0 && graphene_rect_intersection (&toast_bounds, &line, NULL))
        g_error ("%s: the toast (y %g–%g) covers the status line “%s” (y %g–%g)", what,
                 toast_bounds.origin.y, toast_bounds.origin.y + toast_bounds.size.height,
                 gtk_label_get_text (GTK_LABEL (status->pdata[i])),
                 line.origin.y, line.origin.y + line.size.height);
    }

  assert_ends_clear_of_toast (window, &toast_bounds, what);
}

static void
test_toast_room (void)
{
  static const struct { const char *file; guint n_moves; } games[] = {
    { "advise-cots-analysis.json", 0 },
    { "advise-sisters-midgame.json", 0 },
    { "advise-utena-midgame.json", 0 },
    { "psi-full-game.json", 40 },
  };
  static const int sizes[][2] = { { 800, 560 }, { 960, 720 } };

  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
      {
        g_autoptr(TmRecord) record = ui_load_record (games[g].file);
        g_autofree char *what = NULL;
        TmWindow *window;
        guint n;

        ui_clear_saved_games ();
        while (games[g].n_moves > 0 && tm_record_get_n_moves (record) > games[g].n_moves)
          tm_record_undo (record);
        n = tm_record_get_n_moves (record);
        g_assert_cmpuint (n, >, 0);
        what = g_strdup_printf ("%s at %d × %d", games[g].file, sizes[i][0], sizes[i][1]);
        window = ui_create_window (sizes[i][0], sizes[i][1]);
        g_assert_true (tm_window_open_record (window, record));
        /* The move list shown, slid in all the way (the page is
         * narrower beside it): the toast lies over its newest rows too. */
        gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (ui_correction_window_child (window, "moves_button")),
                                      TRUE);
        g_assert_true (ui_wait_for (ui_correction_flap_revealed, window));
        ui_spin ();

        /* The last move undone and made again: the toast that names it. */
        gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
        g_assert_true (ui_wait_for (record_has_moves, &(RecordLength) { record, n - 1 }));
        gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
        g_assert_true (ui_wait_for (record_has_moves, &(RecordLength) { record, n }));
        assert_toast_has_room (window, what);

        gtk_window_destroy (GTK_WINDOW (window));
        ui_spin ();
      }
  ui_clear_saved_games ();
}

int
test_ui_toasts_main (int   argc,
                     char *argv[])
{
  g_autofree char *home = ui_make_data_home ("tm-ui-toasts-XXXXXX");
  int status;

  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ui/toasts/one-truthful-toast", test_one_truthful_toast);
  g_test_add_func ("/ui/toasts/room", test_toast_room);

  status = g_test_run ();
  ui_remove_tree (home);
  return status;
}
