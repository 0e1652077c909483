/* tm-sisters-hand-advisor.c — "which card should I use?", inside the private view
 *
 * The advisor is asked once, for every card the rules let the player
 * use (a few milliseconds); each tick filters its ranked options to the
 * hand, so the order stays the advisor's.  Which ranks can be ticked
 * comes from those options too: the widget decides no rule.
 */
#include "config.h"

#include "tm-sisters-hand-advisor.h"
#include "games/planetary-sisters/rules/tm-sisters-advisor.h"
#include "widgets/tm-tooltip.h"

#include <glib/gi18n.h>

#define GRID_COLUMNS 6

/* The question, hint, grid, refusal and options are the hand advisor's:
 * this one adds the ranks of Planetary Sisters. */
struct _TmSistersHandAdvisor
{
  TmHandAdvisor parent_instance;

  TmSistersState state;
  int player;
  /* Every choice of the player, ranked (NULL when there is none now),
   * and the ranks they may use: those the options use. */
  GPtrArray *all_options;
  char *no_options;
  TmSistersCardSet usable;
  TmSistersCardSet known;    /* known to be in the hand: ticked, fixed */
  GtkWidget *rank_buttons[TM_SISTERS_N_RANKS + 1];
};

G_DEFINE_FINAL_TYPE (TmSistersHandAdvisor, tm_sisters_hand_advisor, TM_TYPE_HAND_ADVISOR)

static int
option_used (const TmAdvisorOption *option)
{
  if (option->move == NULL || !json_object_has_member (option->move, "used"))
    return 0;
  return (int) json_object_get_int_member (option->move, "used");
}

TmSistersCardSet
tm_sisters_hand_advisor_get_hand (TmSistersHandAdvisor *self)
{
  TmSistersCardSet hand = 0;

  g_return_val_if_fail (TM_IS_SISTERS_HAND_ADVISOR (self), 0);

  for (int rank = 1; rank <= TM_SISTERS_N_RANKS; rank++)
    if (self->rank_buttons[rank] != NULL
        && gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->rank_buttons[rank])))
      hand = tm_sisters_card_set_add (hand, rank);
  return hand;
}

void
tm_sisters_hand_advisor_show_error (TmSistersHandAdvisor *self,
                                    const char           *message)
{
  g_return_if_fail (TM_IS_SISTERS_HAND_ADVISOR (self));
  tm_hand_advisor_show_error (TM_HAND_ADVISOR (self), message);
}

static void
update_hint (TmSistersHandAdvisor *self,
             TmSistersCardSet      hand)
{
  guint size = self->player >= 0 ? self->state.hand[self->player] : 0;
  g_autofree char *hint = NULL;

  /* Translators: the private view's hint, e.g. "Tick the 6 cards in your hand (2 ticked). …". */
  hint = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Tick the %u card in your hand (%u ticked). Cards seen elsewhere cannot be ticked; the cards you took from the field are ticked already.",
                                       "Tick the %u cards in your hand (%u ticked). Cards seen elsewhere cannot be ticked; the cards you took from the field are ticked already.",
                                       size),
                          size, tm_sisters_card_set_size (hand));
  tm_hand_advisor_set_hint (TM_HAND_ADVISOR (self), hint);
}

/* The advisor's options whose used card is ticked, in its order. */
static void
update_options (TmHandAdvisor *advisor)
{
  TmSistersHandAdvisor *self = TM_SISTERS_HAND_ADVISOR (advisor);
  TmAdvisorPanel *panel = tm_hand_advisor_get_panel (advisor);
  TmSistersCardSet hand = tm_sisters_hand_advisor_get_hand (self);
  g_autoptr(GPtrArray) shown = NULL;

  tm_hand_advisor_show_error (advisor, NULL);
  update_hint (self, hand);
  if (self->all_options == NULL)
    {
      tm_advisor_panel_set_options (panel, NULL, self->no_options);
      return;
    }
  if (hand == 0)
    {
      tm_advisor_panel_set_options (panel, NULL,
                                    _("Tick the cards in your hand to see every choice they allow, best first."));
      return;
    }
  /* The options stay owned by all_options. */
  shown = g_ptr_array_new ();
  for (guint i = 0; i < self->all_options->len; i++)
    {
      TmAdvisorOption *option = g_ptr_array_index (self->all_options, i);
      int used = option_used (option);

      if (used > 0 && tm_sisters_card_set_contains (hand, used))
        g_ptr_array_add (shown, option);
    }
  tm_advisor_panel_set_options (panel, shown,
                                shown->len == 0 ? _("None of these cards can be used now.") : NULL);
}

void
tm_sisters_hand_advisor_set_hand (TmSistersHandAdvisor *self,
                                  TmSistersCardSet      hand)
{
  g_return_if_fail (TM_IS_SISTERS_HAND_ADVISOR (self));

  tm_hand_advisor_freeze (TM_HAND_ADVISOR (self));
  for (int rank = 1; rank <= TM_SISTERS_N_RANKS; rank++)
    if (self->rank_buttons[rank] != NULL && gtk_widget_get_sensitive (self->rank_buttons[rank]))
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->rank_buttons[rank]),
                                    tm_sisters_card_set_contains (hand, rank));
  tm_hand_advisor_thaw (TM_HAND_ADVISOR (self));
}

TmAdvisorPanel *
tm_sisters_hand_advisor_get_panel (TmSistersHandAdvisor *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_HAND_ADVISOR (self), NULL);
  return tm_hand_advisor_get_panel (TM_HAND_ADVISOR (self));
}

GtkWidget *
tm_sisters_hand_advisor_get_rank_button (TmSistersHandAdvisor *self,
                                         int                   rank)
{
  g_return_val_if_fail (TM_IS_SISTERS_HAND_ADVISOR (self), NULL);
  g_return_val_if_fail (rank >= 1 && rank <= TM_SISTERS_N_RANKS, NULL);
  return self->rank_buttons[rank];
}

static void
build_grid (TmSistersHandAdvisor *self)
{
  for (int rank = 1; rank <= TM_SISTERS_N_RANKS; rank++)
    {
      char text[8];
      g_autofree char *widget_name = g_strdup_printf ("hand-%d", rank);
      g_autofree char *tooltip = NULL;
      GtkWidget *button;
      gboolean known = tm_sisters_card_set_contains (self->known, rank);
      gboolean usable = tm_sisters_card_set_contains (self->usable, rank);

      g_snprintf (text, sizeof text, "%d", rank);
      button = gtk_toggle_button_new_with_label (text);
      gtk_widget_set_name (button, widget_name);
      if (known)
        /* Translators: a rank in the private view's hand grid. */
        tooltip = g_strdup_printf (_("%d was taken from the field: it is in your hand"), rank);
      else if (!usable)
        /* Translators: a rank in the private view's hand grid. */
        tooltip = g_strdup_printf (_("%d has been face up elsewhere: it is not in your hand"), rank);
      else
        /* Translators: a rank in the private view's hand grid. */
        tooltip = g_strdup_printf (_("Card %d"), rank);
      tm_tooltip_set_text (button, tooltip);
      {
        /* Translators: a rank of the grid, for screen readers. */
        g_autofree char *name = g_strdup_printf (_("Card %d"), rank);

        gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      }
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), known);
      gtk_widget_set_sensitive (button, usable && !known);
      tm_hand_advisor_attach_card (TM_HAND_ADVISOR (self), button, (rank - 1) % GRID_COLUMNS, (rank - 1) / GRID_COLUMNS);
      self->rank_buttons[rank] = button;
    }
}

static void
tm_sisters_hand_advisor_finalize (GObject *object)
{
  TmSistersHandAdvisor *self = TM_SISTERS_HAND_ADVISOR (object);

  g_clear_pointer (&self->all_options, g_ptr_array_unref);
  g_clear_pointer (&self->no_options, g_free);

  G_OBJECT_CLASS (tm_sisters_hand_advisor_parent_class)->finalize (object);
}

static void
tm_sisters_hand_advisor_class_init (TmSistersHandAdvisorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tm_sisters_hand_advisor_finalize;
  TM_HAND_ADVISOR_CLASS (klass)->update_options = update_options;
}

static void
tm_sisters_hand_advisor_init (TmSistersHandAdvisor *self)
{
}

GtkWidget *
tm_sisters_hand_advisor_new (const TmSistersState *state,
                             const char * const   *players,
                             const char           *name)
{
  TmSistersHandAdvisor *self;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  self = g_object_new (TM_TYPE_SISTERS_HAND_ADVISOR, NULL);
  self->state = *state;
  self->player = tm_sisters_state_get_current_player (state);
  self->all_options = tm_sisters_advisor_turn_options (&self->state, players, &error);
  if (self->all_options == NULL)
    self->no_options = g_strdup (error->message);
  else
    for (guint i = 0; i < self->all_options->len; i++)
      {
        int used = option_used (g_ptr_array_index (self->all_options, i));

        if (used > 0)
          self->usable = tm_sisters_card_set_add (self->usable, used);
      }
  if (self->player >= 0)
    self->known = self->state.in_hand[self->player] & self->usable;

  tm_hand_advisor_set_player (TM_HAND_ADVISOR (self), name);
  build_grid (self);
  tm_hand_advisor_update (TM_HAND_ADVISOR (self));
  return GTK_WIDGET (self);
}
