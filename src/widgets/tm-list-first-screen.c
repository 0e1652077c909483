/* tm-list-first-screen.c — a list view's first frame without its ~200 rows */
#include "config.h"

#include "tm-list-first-screen.h"

/* Owned by the slice model: it lives as long as what it extends. */
typedef struct
{
  GtkSliceListModel *slice;  /* (unowned) */
  GdkFrameClock *clock;      /* (nullable) watched for the first paint */
  gulong after_paint_id;
} FirstScreen;

static void
first_screen_stop_watching (FirstScreen *first)
{
  if (first->clock == NULL)
    return;
  g_clear_signal_handler (&first->after_paint_id, first->clock);
  g_clear_object (&first->clock);
}

static void
first_screen_free (gpointer data)
{
  FirstScreen *first = data;

  first_screen_stop_watching (first);
  g_free (first);
}

static FirstScreen *
first_screen_get (GtkSliceListModel *slice)
{
  return g_object_get_data (G_OBJECT (slice), "tm-list-first-screen");
}

static gboolean
first_screen_is_whole (FirstScreen *first)
{
  return gtk_slice_list_model_get_size (first->slice) == G_MAXUINT;
}

/* The first screen is on it: the other rows are built for the next. */
static void
on_after_paint (GdkFrameClock *clock,
                gpointer       data)
{
  FirstScreen *first = data;

  first_screen_stop_watching (first);
  gtk_slice_list_model_set_size (first->slice, G_MAXUINT);
}

static void
on_list_map (GtkWidget         *list,
             GtkSliceListModel *slice)
{
  FirstScreen *first = first_screen_get (slice);

  if (first->clock != NULL || first_screen_is_whole (first))
    return;
  first->clock = g_object_ref (gtk_widget_get_frame_clock (list));
  /* After the frame's other "after-paint" handlers: whatever looks at
   * the frame just painted sees the rows it shows, not new ones not yet
   * laid out. */
  first->after_paint_id = g_signal_connect_after (first->clock, "after-paint",
                                                  G_CALLBACK (on_after_paint), first);
}

/* Another window's frame clock, or none, when it is mapped again. */
static void
on_list_unmap (GtkWidget         *list,
               GtkSliceListModel *slice)
{
  first_screen_stop_watching (first_screen_get (slice));
}

GListModel *
tm_list_first_screen_new (GListModel *model,
                          GtkWidget  *list,
                          guint       n_first)
{
  GtkSliceListModel *slice;
  FirstScreen *first;

  g_return_val_if_fail (G_IS_LIST_MODEL (model), NULL);
  g_return_val_if_fail (GTK_IS_WIDGET (list), NULL);

  slice = gtk_slice_list_model_new (model, 0, n_first);
  first = g_new0 (FirstScreen, 1);
  first->slice = slice;
  g_object_set_data_full (G_OBJECT (slice), "tm-list-first-screen", first, first_screen_free);
  g_signal_connect_object (list, "map", G_CALLBACK (on_list_map), slice, 0);
  g_signal_connect_object (list, "unmap", G_CALLBACK (on_list_unmap), slice, 0);
  if (gtk_widget_get_mapped (list))
    on_list_map (list, slice);
  return G_LIST_MODEL (slice);
}
