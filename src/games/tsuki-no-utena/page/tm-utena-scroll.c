/* tm-utena-scroll.c — bringing the next step of the Tsuki no Utena page into view */
#include "config.h"

#include "tm-utena-scroll.h"

#define MARGIN 12

typedef struct
{
  GtkWidget *first;
  GtkWidget *last;
  GtkWidget *focus;                     /* the focus when it was asked for */
  gboolean rooted;                      /* (NULL is a focus only then) */
  guint frames;
} Pending;

static void
pending_free (gpointer data)
{
  Pending *pending = data;

  g_clear_object (&pending->first);
  g_clear_object (&pending->last);
  g_clear_object (&pending->focus);
  g_free (pending);
}

static void
scroll_now (GtkWidget *first,
            GtkWidget *last)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (first, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *viewport;
  GtkAdjustment *adjustment;
  graphene_rect_t top, bottom;
  double page, value, from, to;

  if (scroller == NULL || !gtk_widget_get_mapped (first) || !gtk_widget_get_mapped (last))
    return;
  viewport = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller));
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  if (viewport == NULL
      || !gtk_widget_compute_bounds (first, viewport, &top)
      || !gtk_widget_compute_bounds (last, viewport, &bottom))
    return;
  page = gtk_adjustment_get_page_size (adjustment);
  value = gtk_adjustment_get_value (adjustment);
  /* In the viewport's coordinates: 0 is the top of what is shown. */
  from = top.origin.y;
  to = bottom.origin.y + bottom.size.height;
  if (to - from + 2 * MARGIN > page || from < 0)
    value += from - MARGIN;
  else if (to > page)
    value += to - page + MARGIN;
  else
    return;
  gtk_adjustment_set_value (adjustment, value);
}

static gboolean
on_tick (GtkWidget     *widget,
         GdkFrameClock *clock,
         gpointer       data)
{
  Pending *pending = data;

  /* The frame that follows the change has laid it out. */
  if (++pending->frames < 2)
    return G_SOURCE_CONTINUE;
  /* The player has gone on meanwhile (a frame can come late on a busy
   * machine): what the focus or a click went to is not moved away. */
  if (!pending->rooted || gtk_root_get_focus (gtk_widget_get_root (widget)) == pending->focus)
    scroll_now (pending->first, pending->last);
  return G_SOURCE_REMOVE;
}

void
tm_utena_scroll_into_view (GtkWidget *first,
                           GtkWidget *last)
{
  Pending *pending;
  GtkRoot *root;

  g_return_if_fail (GTK_IS_WIDGET (first));
  g_return_if_fail (GTK_IS_WIDGET (last));

  pending = g_new0 (Pending, 1);
  pending->first = g_object_ref (first);
  pending->last = g_object_ref (last);
  root = gtk_widget_get_root (first);
  pending->rooted = root != NULL;
  if (root != NULL && gtk_root_get_focus (root) != NULL)
    pending->focus = g_object_ref (gtk_root_get_focus (root));
  gtk_widget_add_tick_callback (first, on_tick, pending, pending_free);
}
