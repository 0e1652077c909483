/* tm-why-disabled.c — a click on a greyed-out control says why */
#include "config.h"

#include "tm-why-disabled.h"

#define REASON_KEY "tm-why-disabled"

void
tm_why_disabled_set (GtkWidget  *widget,
                     const char *reason)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  g_object_set_data_full (G_OBJECT (widget), REASON_KEY,
                          reason != NULL && reason[0] != '\0' ? g_strdup (reason) : NULL, g_free);
}

const char *
tm_why_disabled_get (GtkWidget *widget)
{
  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);
  return g_object_get_data (G_OBJECT (widget), REASON_KEY);
}

typedef struct
{
  TmWhyDisabledFunc func;
  gpointer data;
} Watch;

static void
on_pressed (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            Watch           *watch)
{
  GtkWidget *page = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));

  /* The insensitive widget under the pointer, or one it lies in. */
  for (GtkWidget *w = gtk_widget_pick (page, x, y, GTK_PICK_INSENSITIVE); w != NULL && w != page;
       w = gtk_widget_get_parent (w))
    {
      const char *reason = tm_why_disabled_get (w);

      if (reason != NULL && !gtk_widget_is_sensitive (w))
        {
          watch->func (page, reason, watch->data);
          return;
        }
    }
}

static void
watch_free (gpointer  data,
            GClosure *closure)
{
  g_free (data);
}

void
tm_why_disabled_watch (GtkWidget         *page,
                       TmWhyDisabledFunc  func,
                       gpointer           data)
{
  GtkGesture *gesture;
  Watch *watch;

  g_return_if_fail (GTK_IS_WIDGET (page));
  g_return_if_fail (func != NULL);

  watch = g_new0 (Watch, 1);
  watch->func = func;
  watch->data = data;
  gesture = gtk_gesture_click_new ();
  /* Before any child: an insensitive one gets no event at all. */
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (gesture), GTK_PHASE_CAPTURE);
  g_signal_connect_data (gesture, "pressed", G_CALLBACK (on_pressed), watch, watch_free, 0);
  gtk_widget_add_controller (page, GTK_EVENT_CONTROLLER (gesture));
}
