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
#include "widgets/tm-tooltip.h"

#include <glib/gi18n.h>

/* The question, hint, grid, refusal and options are the hand advisor's:
 * this one adds the cards of Children of the Sun. */
struct _TmCotsHandAdvisor
{
  TmHandAdvisor parent_instance;

  TmCotsState state;
  GtkWidget *card_buttons[TM_COTS_N_CARDS];
};

G_DEFINE_FINAL_TYPE (TmCotsHandAdvisor, tm_cots_hand_advisor, TM_TYPE_HAND_ADVISOR)

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
  tm_hand_advisor_show_error (TM_HAND_ADVISOR (self), message);
}

/* Asks the advisor for the hand ticked now. */
static void
update_options (TmHandAdvisor *advisor)
{
  TmCotsHandAdvisor *self = TM_COTS_HAND_ADVISOR (advisor);
  TmAdvisorPanel *panel = tm_hand_advisor_get_panel (advisor);
  TmCotsCardSet hand = tm_cots_hand_advisor_get_hand (self);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) options = NULL;

  tm_hand_advisor_show_error (advisor, NULL);
  if (hand == 0)
    {
      tm_advisor_panel_set_options (panel, NULL,
                                    _("Tick the cards in your hand to see every move they allow, best first."));
      return;
    }
  options = tm_cots_advisor_hand_options (&self->state, hand, &error);
  if (options == NULL)
    {
      tm_advisor_panel_set_options (panel, NULL, error->message);
      return;
    }
  tm_advisor_panel_set_options (panel, options,
                                options->len == 0 ? _("None of these cards can be played now.") : NULL);
}

void
tm_cots_hand_advisor_set_hand (TmCotsHandAdvisor *self,
                               TmCotsCardSet      hand)
{
  g_return_if_fail (TM_IS_COTS_HAND_ADVISOR (self));

  tm_hand_advisor_freeze (TM_HAND_ADVISOR (self));
  for (TmCotsCard card = 0; card < TM_COTS_N_CARDS; card++)
    if (self->card_buttons[card] != NULL && gtk_widget_get_sensitive (self->card_buttons[card]))
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->card_buttons[card]),
                                    tm_cots_card_set_contains (hand, card));
  tm_hand_advisor_thaw (TM_HAND_ADVISOR (self));
}

TmAdvisorPanel *
tm_cots_hand_advisor_get_panel (TmCotsHandAdvisor *self)
{
  g_return_val_if_fail (TM_IS_COTS_HAND_ADVISOR (self), NULL);
  return tm_hand_advisor_get_panel (TM_HAND_ADVISOR (self));
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
build_grid (TmCotsHandAdvisor *self)
{
  GtkGrid *grid = tm_hand_advisor_get_grid (TM_HAND_ADVISOR (self));

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
      gtk_grid_attach (grid, heading, 0, colour, 1, 1);

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

              tm_tooltip_set_text (button, tooltip);
            }
          else
            tm_tooltip_set_text (button, card_name);
          gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, card_name, -1);
          gtk_widget_set_sensitive (button, !seen);
          tm_hand_advisor_attach_card (TM_HAND_ADVISOR (self), button, rotation + 4, colour);
          self->card_buttons[card] = button;
        }
    }
}

static void
tm_cots_hand_advisor_class_init (TmCotsHandAdvisorClass *klass)
{
  TM_HAND_ADVISOR_CLASS (klass)->update_options = update_options;
}

static void
tm_cots_hand_advisor_init (TmCotsHandAdvisor *self)
{
  tm_hand_advisor_set_hint (TM_HAND_ADVISOR (self),
                            _("Tick every card in your hand. Cards that have been face up cannot be in it."));
}

GtkWidget *
tm_cots_hand_advisor_new (const TmCotsState *state,
                          const char        *name)
{
  TmCotsHandAdvisor *self;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  self = g_object_new (TM_TYPE_COTS_HAND_ADVISOR, NULL);
  self->state = *state;
  tm_hand_advisor_set_player (TM_HAND_ADVISOR (self), name);
  build_grid (self);
  tm_hand_advisor_update (TM_HAND_ADVISOR (self));
  return GTK_WIDGET (self);
}
