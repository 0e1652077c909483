/* ui-shot-util.h — what the screenshot drawers share (tests/app/NAME-shots.c)
 *
 * They draw the app's own widgets into PNG files for data/screenshots/,
 * run by the build-aux/screenshots-*.sh scripts under Xvfb; not tests.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Translations (from $TM_LOCALEDIR when set: the scripts compile them
 * without installing), GTK, libadwaita and the app's style sheet, as
 * AdwApplication loads it. */
void ui_shot_init     (void);

/* Runs the main loop for @ms milliseconds (animations end, rows open). */
void ui_shot_spin_for (guint       ms);

/* Draws @window as it is on screen into a PNG file at @path. */
void ui_shot_save_png (GtkWindow  *window,
                       const char *path);

G_END_DECLS
