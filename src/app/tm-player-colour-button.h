/* tm-player-colour-button.h — the button that shows and changes a
 * player's colour
 *
 * Shows the player's badge (tm-player-badge.h); a click opens the eight
 * colours, each with its shape, to choose from.  Emits "colour-chosen"
 * (guint colour) when the player picks one.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TM_TYPE_PLAYER_COLOUR_BUTTON (tm_player_colour_button_get_type ())
G_DECLARE_FINAL_TYPE (TmPlayerColourButton, tm_player_colour_button, TM, PLAYER_COLOUR_BUTTON, GtkWidget)

GtkWidget *tm_player_colour_button_new        (void);
/* Shows @name in @colour (does not emit "colour-chosen"). */
void       tm_player_colour_button_set        (TmPlayerColourButton *self,
                                               const char           *name,
                                               guint                 colour);
guint      tm_player_colour_button_get_colour (TmPlayerColourButton *self);
/* The button of @colour in the popover (for tests). */
GtkWidget *tm_player_colour_button_get_choice (TmPlayerColourButton *self,
                                               guint                 colour);
GtkWidget *tm_player_colour_button_get_menu_button (TmPlayerColourButton *self);

G_END_DECLS
