/* tm-toast-guard.h — toasts that can be dismissed at any moment without
 * crashing libadwaita 1.2
 *
 * libadwaita 1.2's AdwToastOverlay frees a toast's entry once the toast
 * has hidden, even while the toast's slide-in still runs; the slide-in's
 * end then writes into the freed entry (a crash).  It happens whenever a
 * toast is dismissed during its slide-in: its close button, its button,
 * Escape, its timeout, the app.  So every toast the app shows is added
 * through tm_toast_guard_add(), which holds a dismissal back (the toast
 * stays where it is) until the overlay has stopped animating, then lets
 * it through: the toast hides as it would have, a moment later.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* adw_toast_overlay_add_toast() (takes @toast), with @toast's
 * dismissals held back while @overlay animates.  Added again while its
 * dismissal waits, @toast comes back once it has gone. */
void     tm_toast_guard_add                  (AdwToastOverlay *overlay,
                                              AdwToast        *toast);
/* Guards @toast before its first tm_toast_guard_add(): call it before
 * connecting to its "dismissed", so that those handlers run once, when
 * the dismissal goes through. */
void     tm_toast_guard_watch                (AdwToast        *toast);
/* Whether @toast was dismissed and waits for its overlay to go still:
 * it is on its way out (adding it again brings it back afterwards). */
gboolean tm_toast_guard_is_dismissing        (AdwToast        *toast);
/* Whether a toast of @overlay slides in or hides now. */
gboolean tm_toast_guard_overlay_is_animating (AdwToastOverlay *overlay);

G_END_DECLS
