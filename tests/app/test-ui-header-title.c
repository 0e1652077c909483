/* test-ui-header-title.c — the game's title in the header, never cut
 *
 * At the narrowest window (asked for at 360 px; the pages' and the three
 * window buttons' widths make it 420–480 px under Xvfb) the header shows
 * each game's title whole, on two lines if it must, the players' names
 * dropped first; on a wide window the title and the players, each on one
 * line.  Measured on the labels drawn: none of the title is ellipsized.
 */
#include "config.h"

#include <adwaita.h>

#include "core/tm-record-amend.h"
#include "app/tm-window.h"
#include "ui-test-util.h"
#include "ui-test-programs.h"

/* The label shown in the header whose text is @text, or NULL. */
static GtkLabel *
shown_label (GtkWidget  *root,
             const char *text)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  if (GTK_IS_LABEL (root))
    g_ptr_array_add (labels, root);
  ui_collect_descendants (root, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_get_mapped (labels->pdata[i])
        && g_strcmp0 (gtk_label_get_text (labels->pdata[i]), text) == 0)
      return labels->pdata[i];
  return NULL;
}

/* Whether @label's text is drawn whole, and within the window. */
static void
assert_whole (TmWindow *window,
              GtkLabel *label)
{
  graphene_rect_t bounds;

  g_assert_nonnull (label);
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (label)));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (label), GTK_WIDGET (window), &bounds));
  g_assert_cmpfloat (bounds.origin.x, >=, 0);
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (GTK_WIDGET (window)));
}

typedef struct
{
  GtkWidget *header;
  const char *title;
} TitleWait;

static gboolean
title_whole (gpointer data)
{
  TitleWait *wait = data;
  GtkLabel *label = shown_label (wait->header, wait->title);

  return label != NULL && !pango_layout_is_ellipsized (gtk_label_get_layout (label));
}

static void
test_title (gconstpointer data)
{
  const char *const *spec = data;
  g_autoptr(TmRecord) whole = ui_load_record (spec[0]);
  g_autoptr(TmRecord) record = tm_record_truncate (whole, 6);
  static const int widths[] = { 360, 1280 };

  ui_clear_saved_games ();
  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      TmWindow *window = ui_create_window (widths[i], 720);
      GtkWidget *header;
      GtkLabel *subtitle;

      g_assert_true (tm_window_open_record (window, record));
      ui_wait_frames (GTK_WIDGET (window));
      header = gtk_widget_get_ancestor (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), TM_TYPE_WINDOW,
                                                                                   "window_title")),
                                        ADW_TYPE_HEADER_BAR);
      g_test_message ("%s at %d px", spec[1], gtk_widget_get_width (GTK_WIDGET (window)));
      /* The header is laid out again once the window has folded. */
      ui_wait_for (title_whole, &(TitleWait) { header, spec[1] });
      assert_whole (window, shown_label (header, spec[1]));
      subtitle = shown_label (header, spec[2]);
      if (widths[i] > 1000)
        /* Wide: who is playing too, whole. */
        assert_whole (window, subtitle);
      else
        /* The narrowest: the window at its least width (the page's and
         * the header's), the move list folded over the page. */
        g_assert_true (adw_flap_get_folded (ADW_FLAP (gtk_widget_get_template_child (GTK_WIDGET (window), TM_TYPE_WINDOW,
                                                                                     "flap"))));
      gtk_window_destroy (GTK_WINDOW (window));
      ui_spin ();
    }
  ui_clear_saved_games ();
}

int
test_ui_header_title_main (int   argc,
                           char *argv[])
{
  static const char *cots[] = { "cots-full-game.json", "Children of the Sun", "Aoi vs Mio", NULL };
  static const char *sisters[] = { "sisters-3p.json", "Planetary Sisters", "Aoi, Mio, Ren", NULL };
  static const char *utena[] = { "utena-full-won.json", "Tsuki no Utena", "Aoi, Mio, Ren", NULL };
  static const char *psi[] = { "psi-full-game.json", "Psi Conjuring", "Aoi vs Mio", NULL };

  if (!ui_test_init (&argc, &argv))
    return 77;

  g_test_add_data_func ("/ui/header-title/cots", cots, test_title);
  g_test_add_data_func ("/ui/header-title/sisters", sisters, test_title);
  g_test_add_data_func ("/ui/header-title/utena", utena, test_title);
  g_test_add_data_func ("/ui/header-title/psi", psi, test_title);
  return g_test_run ();
}
