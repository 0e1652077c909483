/* tm-player-colour-button.c — the button that shows and changes a
 * player's colour */
#include "config.h"

#include "tm-player-colour-button.h"
#include "tm-player-badge.h"
#include "core/tm-player-book.h"
#include "widgets/tm-tooltip.h"

#include <glib/gi18n.h>

struct _TmPlayerColourButton
{
  GtkWidget parent_instance;

  GtkMenuButton *button;
  TmPlayerBadge *badge;
  GtkWidget *choices[TM_PLAYER_N_COLOURS];
};

G_DEFINE_FINAL_TYPE (TmPlayerColourButton, tm_player_colour_button, GTK_TYPE_WIDGET)

enum { COLOUR_CHOSEN, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
update_label (TmPlayerColourButton *self)
{
  const char *name = tm_player_badge_get_name (self->badge);
  g_autofree char *look = tm_player_colour_describe (tm_player_badge_get_colour (self->badge));
  g_autofree char *label = NULL;

  if (name != NULL && name[0] != '\0')
    /* Translators: the button that changes a player's colour, e.g.
     * "Aoi’s colour: blue circle". */
    label = g_strdup_printf (_("%s’s colour: %s"), name, look);
  else
    /* Translators: the same for a player not named yet. */
    label = g_strdup_printf (_("Colour: %s"), look);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  tm_tooltip_set_text (GTK_WIDGET (self->button), label);
}

void
tm_player_colour_button_set (TmPlayerColourButton *self,
                             const char           *name,
                             guint                 colour)
{
  g_return_if_fail (TM_IS_PLAYER_COLOUR_BUTTON (self));

  tm_player_badge_set (self->badge, name, colour);
  for (guint i = 0; i < TM_PLAYER_N_COLOURS; i++)
    tm_player_badge_set (TM_PLAYER_BADGE (gtk_button_get_child (GTK_BUTTON (self->choices[i]))), name, i);
  update_label (self);
}

guint
tm_player_colour_button_get_colour (TmPlayerColourButton *self)
{
  g_return_val_if_fail (TM_IS_PLAYER_COLOUR_BUTTON (self), 0);
  return tm_player_badge_get_colour (self->badge);
}

GtkWidget *
tm_player_colour_button_get_choice (TmPlayerColourButton *self,
                                    guint                 colour)
{
  g_return_val_if_fail (TM_IS_PLAYER_COLOUR_BUTTON (self), NULL);
  g_return_val_if_fail (colour < TM_PLAYER_N_COLOURS, NULL);
  return self->choices[colour];
}

GtkWidget *
tm_player_colour_button_get_menu_button (TmPlayerColourButton *self)
{
  g_return_val_if_fail (TM_IS_PLAYER_COLOUR_BUTTON (self), NULL);
  return GTK_WIDGET (self->button);
}

static void
on_choice_clicked (GtkButton            *choice,
                   TmPlayerColourButton *self)
{
  guint colour = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (choice), "colour"));
  /* A copy: setting the badge replaces the name it is read from. */
  g_autofree char *name = g_strdup (tm_player_badge_get_name (self->badge));

  gtk_menu_button_popdown (self->button);
  tm_player_colour_button_set (self, name, colour);
  g_signal_emit (self, signals[COLOUR_CHOSEN], 0, colour);
}

GtkWidget *
tm_player_colour_button_new (void)
{
  return g_object_new (TM_TYPE_PLAYER_COLOUR_BUTTON, NULL);
}

static void
tm_player_colour_button_dispose (GObject *object)
{
  TmPlayerColourButton *self = TM_PLAYER_COLOUR_BUTTON (object);

  if (self->button != NULL)
    gtk_widget_unparent (GTK_WIDGET (self->button));
  self->button = NULL;
  G_OBJECT_CLASS (tm_player_colour_button_parent_class)->dispose (object);
}

static void
tm_player_colour_button_class_init (TmPlayerColourButtonClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = tm_player_colour_button_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);

  signals[COLOUR_CHOSEN] = g_signal_new ("colour-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
tm_player_colour_button_init (TmPlayerColourButton *self)
{
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *grid = gtk_grid_new ();

  self->button = GTK_MENU_BUTTON (gtk_menu_button_new ());
  self->badge = TM_PLAYER_BADGE (tm_player_badge_new (NULL, 0));
  gtk_menu_button_set_child (self->button, GTK_WIDGET (self->badge));
  gtk_widget_add_css_class (GTK_WIDGET (self->button), "flat");
  gtk_widget_set_valign (GTK_WIDGET (self->button), GTK_ALIGN_CENTER);
  gtk_widget_set_parent (GTK_WIDGET (self->button), GTK_WIDGET (self));

  /* Two rows of four: every colour is one click away and none moves. */
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 4);
  for (guint i = 0; i < TM_PLAYER_N_COLOURS; i++)
    {
      GtkWidget *choice = gtk_button_new ();
      g_autofree char *look = tm_player_colour_describe (i);

      gtk_button_set_child (GTK_BUTTON (choice), tm_player_badge_new (NULL, i));
      gtk_widget_add_css_class (choice, "flat");
      gtk_accessible_update_property (GTK_ACCESSIBLE (choice), GTK_ACCESSIBLE_PROPERTY_LABEL, look, -1);
      tm_tooltip_set_text (choice, look);
      g_object_set_data (G_OBJECT (choice), "colour", GUINT_TO_POINTER (i));
      g_signal_connect (choice, "clicked", G_CALLBACK (on_choice_clicked), self);
      gtk_grid_attach (GTK_GRID (grid), choice, (int) (i % 4), (int) (i / 4), 1, 1);
      self->choices[i] = choice;
    }
  gtk_popover_set_child (GTK_POPOVER (popover), grid);
  gtk_menu_button_set_popover (self->button, popover);
  update_label (self);
}
