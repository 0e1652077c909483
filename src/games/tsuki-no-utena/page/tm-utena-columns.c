/* tm-utena-columns.c — the Tsuki no Utena page's two columns */
#include "config.h"

#include "tm-utena-columns.h"
#include "widgets/tm-adaptive-box.h"
#include "widgets/tm-aligned-bin.h"
#include "widgets/tm-page-support.h"

#define ENTRY_WIDTH 400
#define TABLE_KEY "tm-utena-table-scroller"
#define ENTRY_KEY "tm-utena-entry-scroller"
#define PENDING_KEY "tm-utena-layout-pending"
/* The window's width beyond the layout's breakpoint from which it is
 * taken to be side by side before it is first laid out (guess_layout()). */
#define GUESS_MARGIN 40

static GtkWidget *
new_column (GtkWidget *child)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  /* At the top of the column without GTK_ALIGN_START, which lays out
   * every wrapping label in it many times (tm-aligned-bin.h). */
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), tm_aligned_bin_new (child, FALSE));
  return scroller;
}

/* Stacked in a narrow window, the table takes a part of the height at
 * most and the entry the rest; side by side, both the whole height, and
 * the entry one width whatever it holds (a step of a move that shows a
 * wider control must not move the column's other controls).  Set after
 * the allocation that found the layout, not during it. */
static void
set_layout (GtkWidget *layout,
            gboolean   wide)
{
  GtkWidget *table = g_object_get_data (G_OBJECT (layout), TABLE_KEY);
  GtkWidget *entry = g_object_get_data (G_OBJECT (layout), ENTRY_KEY);

  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (table), !wide);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (table), wide ? -1 : 280);
  /* (A scrolled window's minimum content width holds only with a
   * horizontal scroll bar.) */
  gtk_widget_set_size_request (entry, wide ? ENTRY_WIDTH : -1, -1);
}

static gboolean
apply_layout (gpointer data)
{
  GtkWidget *layout = data;

  set_layout (layout, tm_adaptive_box_get_wide (TM_ADAPTIVE_BOX (layout)));
  return G_SOURCE_REMOVE;
}

/* A layout found while the frame clock lays the window out is applied
 * when that is done, before the frame is painted: what it changes is laid
 * out again in the same frame (GDK repeats its layout phase), so the first
 * frame of a resumed game already has the columns as they stay, and is
 * not painted twice (#27). */
static void
on_layout_done (GdkFrameClock *clock,
                GtkWidget     *layout)
{
  if (g_object_get_data (G_OBJECT (layout), PENDING_KEY) == NULL)
    return;
  g_object_set_data (G_OBJECT (layout), PENDING_KEY, NULL);
  apply_layout (layout);
}

/* Before its first layout, the columns as the window's width will most
 * likely have them (the breakpoint is the layout's own width, a little
 * less than the window's): when that is right, the first layout is the
 * only one; otherwise on_layout_done() sets them right before the frame
 * is painted. */
static void
guess_layout (GtkWidget *layout)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (layout));
  int width = gtk_widget_get_width (root), height, breakpoint;

  /* (GTK 4.8 wants both of the default size.) */
  if (width <= 0 && GTK_IS_WINDOW (root))
    gtk_window_get_default_size (GTK_WINDOW (root), &width, &height);
  g_object_get (layout, "breakpoint", &breakpoint, NULL);
  set_layout (layout, width >= breakpoint + GUESS_MARGIN);
  /* Checked against the layout found, which need not notify::wide. */
  g_object_set_data (G_OBJECT (layout), PENDING_KEY, GINT_TO_POINTER (TRUE));
}

static void
on_realize (GtkWidget *layout)
{
  if (gtk_widget_get_width (layout) <= 0)
    guess_layout (layout);
  g_signal_connect_object (gtk_widget_get_frame_clock (layout), "layout", G_CALLBACK (on_layout_done),
                           layout, G_CONNECT_AFTER);
}

static void
on_unrealize (GtkWidget *layout)
{
  g_signal_handlers_disconnect_by_func (gtk_widget_get_frame_clock (layout), on_layout_done, layout);
}

static void
on_wide (GtkWidget  *layout,
         GParamSpec *pspec,
         gpointer    data)
{
  if (gtk_widget_get_realized (layout))
    {
      g_object_set_data (G_OBJECT (layout), PENDING_KEY, GINT_TO_POINTER (TRUE));
      /* (Found outside the layout phase, it waits for the next one.) */
      gdk_frame_clock_request_phase (gtk_widget_get_frame_clock (layout), GDK_FRAME_CLOCK_PHASE_LAYOUT);
    }
  else
    g_idle_add_full (G_PRIORITY_HIGH_IDLE, apply_layout, g_object_ref (layout), g_object_unref);
}

GtkWidget *
tm_utena_columns_new (GtkWidget        *table,
                      GtkWidget        *entry,
                      AdwToastOverlay **toasts,
                      GtkWidget       **entry_scroller)
{
  GtkWidget *layout, *table_scroller, *overlay;

  g_return_val_if_fail (GTK_IS_WIDGET (table), NULL);
  g_return_val_if_fail (GTK_IS_WIDGET (entry), NULL);
  g_return_val_if_fail (toasts != NULL && entry_scroller != NULL, NULL);

  layout = g_object_new (TM_TYPE_ADAPTIVE_BOX,
                         "spacing", 6, "breakpoint", 760, "max-secondary-width", ENTRY_WIDTH,
                         NULL);
  /* The page's toasts show over the table: its end scrolls clear of them. */
  gtk_widget_add_css_class (table, TM_PAGE_TOAST_CLEARANCE_CLASS);
  table_scroller = new_column (table);
  overlay = adw_toast_overlay_new ();
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), table_scroller);
  gtk_widget_set_parent (overlay, layout);
  *entry_scroller = new_column (entry);
  gtk_widget_set_parent (*entry_scroller, layout);
  /* Children of the layout: they live as long as it does. */
  g_object_set_data (G_OBJECT (layout), TABLE_KEY, table_scroller);
  g_object_set_data (G_OBJECT (layout), ENTRY_KEY, *entry_scroller);
  g_signal_connect (layout, "notify::wide", G_CALLBACK (on_wide), NULL);
  g_signal_connect (layout, "realize", G_CALLBACK (on_realize), NULL);
  g_signal_connect (layout, "unrealize", G_CALLBACK (on_unrealize), NULL);
  apply_layout (layout);
  *toasts = ADW_TOAST_OVERLAY (overlay);
  return layout;
}
