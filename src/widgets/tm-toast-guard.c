/* tm-toast-guard.c — a toast's dismissal held back while its overlay
 * animates
 *
 * Why (libadwaita 1.2.2, adw-toast-overlay.c): a shown toast's entry
 * (ToastInfo) is freed when its hide animation ends, or at once when a
 * toast hidden behind a newer one is dismissed from the queue; its show
 * animation's "done" handler still points at the entry.  A dismissal
 * during the slide-in (300 ms, 500 ms when it replaces another) frees the
 * entry first: dismissed in the slide-in's last 300 ms, or when its end
 * and the hiding's fall in one frame (GTK runs the newer tick callback,
 * the hiding, first).  A toast that comes back from the queue while it
 * still hides fails libadwaita's assertion that it has no widget.  Every
 * one of those paths starts with a "dismissed" emission while the overlay
 * animates; none starts while it is still.
 *
 * So the guard's handler, connected before the overlay's (and before the
 * app's, tm_toast_guard_watch()), stops such an emission and emits it
 * again once the overlay has been still for a frame, or is unmapped
 * (which ends its animations at once).  The toast stays shown meanwhile;
 * libadwaita has already marked it dismissed, so further clicks on it do
 * nothing.
 */
#include "config.h"

#include "tm-toast-guard.h"

#define TOAST_KEY   "tm-toast-guard"
#define OVERLAY_KEY "tm-toast-guard-overlay"

typedef struct
{
  GtkWidget *overlay;       /* weak: where it was last added */
  AdwToast *add_after;      /* added again while its dismissal waited */
  gboolean waiting;         /* its dismissal is held back */
  gboolean letting_through; /* the held dismissal, emitted again */
} ToastGuard;

typedef struct
{
  GPtrArray *waiting;       /* AdwToast: dismissals held, oldest first */
  guint tick_id;
} OverlayGuard;

gboolean
tm_toast_guard_overlay_is_animating (AdwToastOverlay *overlay)
{
  g_return_val_if_fail (ADW_IS_TOAST_OVERLAY (overlay), FALSE);

  /* A playing AdwAnimation has adw_animation_skip() connected to its
   * widget's "unmap" (adw-animation.c, play()), and disconnects it when
   * it ends; the overlay's only animations are its toasts'. */
  return g_signal_handler_find (overlay, G_SIGNAL_MATCH_ID | G_SIGNAL_MATCH_FUNC,
                                g_signal_lookup ("unmap", GTK_TYPE_WIDGET), 0, NULL,
                                (gpointer) G_CALLBACK (adw_animation_skip), NULL) != 0;
}

static void
toast_guard_free (gpointer data)
{
  ToastGuard *guard = data;

  g_clear_weak_pointer (&guard->overlay);
  g_clear_object (&guard->add_after);
  g_free (guard);
}

static ToastGuard *
get_toast_guard (AdwToast *toast)
{
  return g_object_get_data (G_OBJECT (toast), TOAST_KEY);
}

/* Emits the held dismissal of the oldest toast waiting: the overlay
 * hides it now, and the app's handlers run.  @overlay is NULL when it is
 * gone (its toasts with it): the app's handlers still learn that the
 * toast went. */
static void
let_first_through (AdwToastOverlay *overlay,
                   OverlayGuard    *overlay_guard)
{
  g_autoptr(AdwToast) toast = g_ptr_array_steal_index (overlay_guard->waiting, 0);
  ToastGuard *guard = get_toast_guard (toast);
  g_autoptr(AdwToast) add_after = g_steal_pointer (&guard->add_after);

  guard->waiting = FALSE;
  guard->letting_through = TRUE;
  g_signal_emit_by_name (toast, "dismissed");
  guard->letting_through = FALSE;
  if (add_after != NULL && overlay != NULL)
    tm_toast_guard_add (overlay, g_steal_pointer (&add_after));
}

/* Lets through, oldest first, the dismissals that can go now: one that
 * brings a queued toast in starts an animation, and the next waits. */
static void
let_through (AdwToastOverlay *overlay,
             OverlayGuard    *overlay_guard)
{
  while (overlay_guard->waiting->len > 0 && !tm_toast_guard_overlay_is_animating (overlay))
    let_first_through (overlay, overlay_guard);
}

static gboolean
on_overlay_tick (GtkWidget     *overlay,
                 GdkFrameClock *clock,
                 gpointer       data)
{
  OverlayGuard *overlay_guard = data;

  /* An animation started before this tick callback ticks after it in
   * the same frame (GTK runs the newest first): one that ends in this
   * frame still counts as running, and the dismissal goes a frame later,
   * never before the end. */
  let_through (ADW_TOAST_OVERLAY (overlay), overlay_guard);
  return overlay_guard->waiting->len > 0 ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

static void
on_overlay_tick_removed (gpointer data)
{
  OverlayGuard *overlay_guard = data;

  overlay_guard->tick_id = 0;
}

/* Connected after the animations' own "unmap" handlers, which end them. */
static void
on_overlay_unmapped (GtkWidget    *overlay,
                     OverlayGuard *overlay_guard)
{
  let_through (ADW_TOAST_OVERLAY (overlay), overlay_guard);
}

static void
overlay_guard_free (gpointer data)
{
  OverlayGuard *overlay_guard = data;

  while (overlay_guard->waiting->len > 0)
    let_first_through (NULL, overlay_guard);
  g_ptr_array_unref (overlay_guard->waiting);
  g_free (overlay_guard);
}

static OverlayGuard *
get_overlay_guard (GtkWidget *overlay)
{
  OverlayGuard *overlay_guard = g_object_get_data (G_OBJECT (overlay), OVERLAY_KEY);

  if (overlay_guard == NULL)
    {
      overlay_guard = g_new0 (OverlayGuard, 1);
      overlay_guard->waiting = g_ptr_array_new_with_free_func (g_object_unref);
      g_object_set_data_full (G_OBJECT (overlay), OVERLAY_KEY, overlay_guard, overlay_guard_free);
      g_signal_connect_after (overlay, "unmap", G_CALLBACK (on_overlay_unmapped), overlay_guard);
    }
  return overlay_guard;
}

static void
on_dismissed (AdwToast   *toast,
              ToastGuard *guard)
{
  OverlayGuard *overlay_guard;

  if (guard->letting_through || guard->overlay == NULL)
    return;
  if (!guard->waiting && !tm_toast_guard_overlay_is_animating (ADW_TOAST_OVERLAY (guard->overlay)))
    return;

  /* Neither the overlay nor the app hears of it yet. */
  g_signal_stop_emission_by_name (toast, "dismissed");
  if (guard->waiting)
    return;
  guard->waiting = TRUE;
  overlay_guard = get_overlay_guard (guard->overlay);
  g_ptr_array_add (overlay_guard->waiting, g_object_ref (toast));
  if (overlay_guard->tick_id == 0)
    overlay_guard->tick_id = gtk_widget_add_tick_callback (guard->overlay, on_overlay_tick,
                                                           overlay_guard, on_overlay_tick_removed);
}

void
tm_toast_guard_watch (AdwToast *toast)
{
  ToastGuard *guard;

  g_return_if_fail (ADW_IS_TOAST (toast));

  if (get_toast_guard (toast) != NULL)
    return;
  guard = g_new0 (ToastGuard, 1);
  g_object_set_data_full (G_OBJECT (toast), TOAST_KEY, guard, toast_guard_free);
  g_signal_connect (toast, "dismissed", G_CALLBACK (on_dismissed), guard);
}

void
tm_toast_guard_add (AdwToastOverlay *overlay,
                    AdwToast        *toast)
{
  ToastGuard *guard;

  g_return_if_fail (ADW_IS_TOAST_OVERLAY (overlay));
  g_return_if_fail (ADW_IS_TOAST (toast));

  tm_toast_guard_watch (toast);
  guard = get_toast_guard (toast);
  if (guard->waiting)
    {
      /* libadwaita counts it gone already: added now, it would be shown
       * twice.  It comes back once it has gone. */
      if (guard->add_after == NULL)
        guard->add_after = toast;
      else
        g_object_unref (toast);
      return;
    }
  g_set_weak_pointer (&guard->overlay, GTK_WIDGET (overlay));
  get_overlay_guard (GTK_WIDGET (overlay));
  adw_toast_overlay_add_toast (overlay, toast);
}

gboolean
tm_toast_guard_is_dismissing (AdwToast *toast)
{
  ToastGuard *guard;

  g_return_val_if_fail (ADW_IS_TOAST (toast), FALSE);

  guard = get_toast_guard (toast);
  return guard != NULL && guard->waiting;
}
