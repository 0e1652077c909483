/* tm-cots-hand-advisor.c — "what can my hand do?", inside the private view
 *
 * A 4 × 8 grid of toggle buttons (a colour per row, the rotations in
 * order) asks for the hand faster than the one-card picker would; every
 * change asks the advisor again (a few milliseconds for a full hand).
 */
#include "config.h"

#include "tm-cots-hand-advisor.h"
#include "games/children-of-the-sun/rules/tm-cots-advisor.h"
#include "games/children-of-the-sun/rules/tm-cots-text.h"
#include "widgets/tm-focus.h"

#include <glib/gi18n.h>

struct _TmCotsHandAdvisor
{
  GtkWidget parent_instance;

  TmCotsState state;
  GtkWidget *card_buttons[TM_COTS_N_CARDS];
  /* Set while the buttons are changed from code: one query at the end. */
  gboolean updating;

  /* Template widgets */
  GtkLabel *heading_label;
  GtkGrid *hand_grid;
  GtkLabel *error_label;
  TmAdvisorPanel *panel;
};

G_DEFINE_FINAL_TYPE (TmCotsHandAdvisor, tm_cots_hand_advisor, GTK_TYPE_WIDGET)

enum {
  PLAY_MOVE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char *colour_css[] = { "red", "purple", "blue", "yellow" };

TmCotsCardSet
tm_cots_hand_advisor_get_hand (TmCotsHandAdvisor *self)
{
  TmCotsCardSet hand = 0;

  g_return_val_if_fail (TM_IS_COTS_HAND_ADVISOR (self), 0);

  for (TmCotsCard card = 0; card < TM_COTS_N_CARDS; card++)
    if (self->card_buttons[card] != NULL
        && gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->card_buttons[card])))
      hand = tm_cots_card_set_add (hand, card);
  return hand;
}

void
tm_cots_hand_advisor_show_error (TmCotsHandAdvisor *self,
                                 const char        *message)
{
  g_return_if_fail (TM_IS_COTS_HAND_ADVISOR (self));

  gtk_label_set_text (self->error_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL && message[0] != '\0');
}

/* Asks the advisor for the hand ticked now. */
static void
update_options (TmCotsHandAdvisor *self)
{
  TmCotsCardSet hand = tm_cots_hand_advisor_get_hand (self);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) options = NULL;

  tm_cots_hand_advisor_show_error (self, NULL);
  if (hand == 0)
    {
      tm_advisor_panel_set_options (self->panel, NULL,
                                    _("Tick the cards in your hand to see every move they allow, best first."));
      return;
    }
  options = tm_cots_advisor_hand_options (&self->state, hand, &error);
  if (options == NULL)
    {
      tm_advisor_panel_set_options (self->panel, NULL, error->message);
      return;
    }
  tm_advisor_panel_set_options (self->panel, options,
                                options->len == 0 ? _("None of these cards can be played now.") : NULL);
}

static void
on_card_toggled (TmCotsHandAdvisor *self)
{
  if (!self->updating)
    update_options (self);
}

void
tm_cots_hand_advisor_set_hand (TmCotsHandAdvisor *self,
                               TmCotsCardSet      hand)
{
  g_return_if_fail (TM_IS_COTS_HAND_ADVISOR (self));

  self->updating = TRUE;
  for (TmCotsCard card = 0; card < TM_COTS_N_CARDS; card++)
    if (self->card_buttons[card] != NULL && gtk_widget_get_sensitive (self->card_buttons[card]))
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->card_buttons[card]),
                                    tm_cots_card_set_contains (hand, card));
  self->updating = FALSE;
  update_options (self);
}

TmAdvisorPanel *
tm_cots_hand_advisor_get_panel (TmCotsHandAdvisor *self)
{
  g_return_val_if_fail (TM_IS_COTS_HAND_ADVISOR (self), NULL);
  return self->panel;
}

GtkWidget *
tm_cots_hand_advisor_get_card_button (TmCotsHandAdvisor *self,
                                      TmCotsCard         card)
{
  g_return_val_if_fail (TM_IS_COTS_HAND_ADVISOR (self), NULL);
  g_return_val_if_fail (card >= 0 && card < TM_COTS_N_CARDS, NULL);
  return self->card_buttons[card];
}

static void
on_play_move (TmCotsHandAdvisor *self,
              JsonObject        *move)
{
  g_signal_emit (self, signals[PLAY_MOVE], 0, move);
}

static void
build_grid (TmCotsHandAdvisor *self)
{
  for (int colour = 0; colour < TM_COTS_N_COLOURS; colour++)
    {
      GtkWidget *heading = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *swatch = gtk_image_new ();
      GtkWidget *name = gtk_label_new (tm_cots_text_colour (colour));

      gtk_widget_add_css_class (swatch, "tm-swatch");
      gtk_widget_add_css_class (swatch, colour_css[colour]);
      gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
      gtk_accessible_update_state (GTK_ACCESSIBLE (swatch), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      gtk_label_set_xalign (GTK_LABEL (name), 0);
      gtk_widget_set_margin_end (heading, 6);
      gtk_box_append (GTK_BOX (heading), swatch);
      gtk_box_append (GTK_BOX (heading), name);
      gtk_grid_attach (self->hand_grid, heading, 0, colour, 1, 1);

      for (int rotation = -3; rotation <= 4; rotation++)
        {
          TmCotsCard card = tm_cots_card_new (colour, rotation);
          g_autofree char *card_name = tm_cots_text_card (card);
          g_autofree char *widget_name = g_strdup_printf ("hand-%s", tm_cots_card_to_string (card));
          GtkWidget *button = gtk_toggle_button_new_with_label (tm_cots_text_rotation (rotation));
          gboolean seen = tm_cots_card_set_contains (self->state.seen, card);

          gtk_widget_set_name (button, widget_name);
          if (seen)
            {
              g_autofree char *tooltip = g_strdup_printf (_("%s has been face up: it is not in a hand"),
                                                          card_name);

              gtk_widget_set_tooltip_text (button, tooltip);
            }
          else
            gtk_widget_set_tooltip_text (button, card_name);
          gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, card_name, -1);
          gtk_widget_set_sensitive (button, !seen);
          g_signal_connect_swapped (button, "toggled", G_CALLBACK (on_card_toggled), self);
          gtk_grid_attach (self->hand_grid, button, rotation + 4, colour, 1, 1);
          self->card_buttons[card] = button;
        }
    }
}

static void
tm_cots_hand_advisor_dispose (GObject *object)
{
  tm_dispose_template (GTK_WIDGET (object), TM_TYPE_COTS_HAND_ADVISOR);

  G_OBJECT_CLASS (tm_cots_hand_advisor_parent_class)->dispose (object);
}

static void
tm_cots_hand_advisor_class_init (TmCotsHandAdvisorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_cots_hand_advisor_dispose;

  widget_class->focus = tm_focus_children;
  widget_class->grab_focus = tm_grab_focus_children;

  /* The player chose an option: (JsonObject *move). */
  signals[PLAY_MOVE] = g_signal_new ("play-move",
                                     G_TYPE_FROM_CLASS (klass),
                                     G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL,
                                     G_TYPE_NONE, 1, JSON_TYPE_OBJECT);

  g_type_ensure (TM_TYPE_ADVISOR_PANEL);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablemate/Tablemate/tm-cots-hand-advisor.ui");
  gtk_widget_class_bind_template_child (widget_class, TmCotsHandAdvisor, heading_label);
  gtk_widget_class_bind_template_child (widget_class, TmCotsHandAdvisor, hand_grid);
  gtk_widget_class_bind_template_child (widget_class, TmCotsHandAdvisor, error_label);
  gtk_widget_class_bind_template_child (widget_class, TmCotsHandAdvisor, panel);
  gtk_widget_class_bind_template_callback (widget_class, on_play_move);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tm_cots_hand_advisor_init (TmCotsHandAdvisor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tm_cots_hand_advisor_new (const TmCotsState *state,
                          const char        *name)
{
  TmCotsHandAdvisor *self;
  g_autofree char *heading = NULL;
  g_autofree char *title = NULL;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  self = g_object_new (TM_TYPE_COTS_HAND_ADVISOR, NULL);
  self->state = *state;
  /* Translators: the private view's question, e.g. "Aoi, which cards are in your hand?". */
  heading = g_strdup_printf (_("%s, which cards are in your hand?"), name);
  gtk_label_set_text (self->heading_label, heading);
  /* Translators: the heading of the options in the private view, e.g. "Aoi’s options". */
  title = g_strdup_printf (_("%s’s options"), name);
  tm_advisor_panel_set_title (self->panel, title);
  build_grid (self);
  update_options (self);
  return GTK_WIDGET (self);
}
