/* test-ui-aligned-bin.c — TmAlignedBin and TmAdaptiveBox's children-at-top
 * place a column of wrapping text where GTK_ALIGN_START or _CENTER would,
 * without asking it for its width at a height (issue #27)
 *
 * In a real window: each case puts the same text twice side by side, once
 * aligned by GTK (valign start or center) and once by the widget under
 * test, and checks that both are drawn at the same place and size.
 */
#include "config.h"

#include "widgets/tm-adaptive-box.h"
#include "widgets/tm-aligned-bin.h"
#include "ui-test-util.h"
#include "ui-test-programs.h"

#define TEXT "A column of text that wraps over several lines in a narrow window, " \
             "as the pages' statuses and prompts do."

static GtkWidget *
new_text (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);

  for (guint i = 0; i < 3; i++)
    {
      GtkWidget *label = gtk_label_new (TEXT);

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_box_append (GTK_BOX (box), label);
    }
  return box;
}

/* A window 400 px tall: two columns, @reference aligned by GTK and
 * @tested by the widget under test. */
static GtkWindow *
show_side_by_side (GtkWidget *reference,
                   GtkWidget *tested)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  gtk_box_set_homogeneous (GTK_BOX (row), TRUE);
  gtk_box_append (GTK_BOX (row), reference);
  gtk_box_append (GTK_BOX (row), tested);
  gtk_window_set_child (GTK_WINDOW (window), row);
  gtk_window_set_default_size (GTK_WINDOW (window), 500, 400);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (ui_wait_mapped (tested));
  ui_wait_frames (window);
  return GTK_WINDOW (window);
}

/* @a and @b (each in its own half of the window) have the same size and
 * the same place in their halves. */
static void
assert_same_place (GtkWidget *a,
                   GtkWidget *b,
                   GtkWidget *a_half,
                   GtkWidget *b_half)
{
  graphene_rect_t in_a, in_b;

  g_assert_true (gtk_widget_compute_bounds (a, a_half, &in_a));
  g_assert_true (gtk_widget_compute_bounds (b, b_half, &in_b));
  g_assert_cmpfloat (in_a.size.height, >, 0);
  g_assert_cmpfloat (in_a.size.width, ==, in_b.size.width);
  g_assert_cmpfloat (in_a.size.height, ==, in_b.size.height);
  g_assert_cmpfloat (in_a.origin.x, ==, in_b.origin.x);
  g_assert_cmpfloat (in_a.origin.y, ==, in_b.origin.y);
}

static void
check_aligned_bin (gboolean centred)
{
  GtkWidget *reference = new_text ();
  GtkWidget *text = new_text ();
  GtkWidget *reference_half = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *bin = tm_aligned_bin_new (text, centred);
  GtkWindow *window;
  int with_height, without_height;

  gtk_widget_set_valign (reference, centred ? GTK_ALIGN_CENTER : GTK_ALIGN_START);
  gtk_widget_set_vexpand (reference, TRUE);
  gtk_box_append (GTK_BOX (reference_half), reference);
  gtk_widget_set_vexpand (bin, TRUE);
  window = show_side_by_side (reference_half, bin);

  g_assert_true (tm_aligned_bin_get_child (TM_ALIGNED_BIN (bin)) == text);
  /* Shorter than its half (400 px tall): placed as valign would. */
  g_assert_cmpint (gtk_widget_get_height (text), <, gtk_widget_get_height (bin));
  assert_same_place (reference, text, reference_half, bin);
  if (centred)
    g_assert_cmpint (gtk_widget_get_height (bin) - gtk_widget_get_height (text), >, 2);
  /* Its width is the same whatever the height it is asked about. */
  gtk_widget_measure (bin, GTK_ORIENTATION_HORIZONTAL, 20, &with_height, NULL, NULL, NULL);
  gtk_widget_measure (bin, GTK_ORIENTATION_HORIZONTAL, -1, &without_height, NULL, NULL, NULL);
  g_assert_cmpint (with_height, ==, without_height);
  gtk_window_destroy (window);
}

static void
test_aligned_bin_top (void)
{
  check_aligned_bin (FALSE);
}

static void
test_aligned_bin_centred (void)
{
  check_aligned_bin (TRUE);
}

/* TmAdaptiveBox: with children-at-top, each column where valign start
 * puts it, side by side and stacked. */
static void
check_adaptive_box (int width)
{
  GtkWidget *boxes[2];
  GtkWidget *columns[2][2];
  GtkWindow *window;

  for (guint b = 0; b < 2; b++)
    {
      boxes[b] = g_object_new (TM_TYPE_ADAPTIVE_BOX, "breakpoint", 300, "max-secondary-width", 150,
                               "spacing", 6, "children-at-top", b == 1, NULL);
      gtk_widget_set_vexpand (boxes[b], TRUE);
      for (guint c = 0; c < 2; c++)
        {
          columns[b][c] = new_text ();
          if (b == 0)
            gtk_widget_set_valign (columns[b][c], GTK_ALIGN_START);
          gtk_widget_set_parent (columns[b][c], boxes[b]);
        }
      /* The first column short, the second long: they differ in height. */
      gtk_widget_set_visible (gtk_widget_get_first_child (columns[b][0]), FALSE);
    }
  window = show_side_by_side (boxes[0], boxes[1]);
  gtk_window_set_default_size (window, width, 400);
  ui_wait_frames (GTK_WIDGET (window));
  g_assert_cmpint (tm_adaptive_box_get_wide (TM_ADAPTIVE_BOX (boxes[1])), ==, width / 2 >= 300);
  for (guint c = 0; c < 2; c++)
    assert_same_place (columns[0][c], columns[1][c], boxes[0], boxes[1]);
  /* Side by side, the short column is not stretched to the long one. */
  if (tm_adaptive_box_get_wide (TM_ADAPTIVE_BOX (boxes[1])))
    g_assert_cmpint (gtk_widget_get_height (columns[1][0]), <, gtk_widget_get_height (columns[1][1]));
  gtk_window_destroy (window);
}

static void
test_adaptive_box_side_by_side (void)
{
  check_adaptive_box (900);
}

static void
test_adaptive_box_stacked (void)
{
  check_adaptive_box (500);
}

int
test_ui_aligned_bin_main (int   argc,
                          char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ui/aligned-bin/top", test_aligned_bin_top);
  g_test_add_func ("/ui/aligned-bin/centred", test_aligned_bin_centred);
  g_test_add_func ("/ui/aligned-bin/adaptive-box-side-by-side", test_adaptive_box_side_by_side);
  g_test_add_func ("/ui/aligned-bin/adaptive-box-stacked", test_adaptive_box_stacked);

  return g_test_run ();
}
