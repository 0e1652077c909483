/* tm-sisters-players-view.c — each player's counts, house and keepers */
#include "config.h"

#include "tm-sisters-players-view.h"

#include <glib/gi18n.h>

struct _TmSistersPlayersView
{
  GtkWidget parent_instance;

  GtkWidget *flow_box;
  GtkLabel *labels[TM_SISTERS_MAX_PLAYERS];
};

G_DEFINE_FINAL_TYPE (TmSistersPlayersView, tm_sisters_players_view, GTK_TYPE_WIDGET)

static char *
describe_player (const TmSistersState *state,
                 const char           *name,
                 guint                 p)
{
  GString *text = g_string_new (NULL);
  g_autofree char *house = tm_sisters_card_set_to_string (state->house[p]);
  g_autofree char *keepers = tm_sisters_card_set_to_string (state->keepers[p]);

  if ((int) p == state->parent && state->phase == TM_SISTERS_PHASE_ROUND)
    /* Translators: the parent's counts: cards in hand, cards left in the private deck. */
    g_string_append_printf (text, _("%s (parent): hand %u, deck %u"), name, state->hand[p], state->deck[p]);
  else
    /* Translators: a player's counts: cards in hand, cards left in the private deck. */
    g_string_append_printf (text, _("%s: hand %u, deck %u"), name, state->hand[p], state->deck[p]);
  /* The cards taken into a hand were face up on the field, but a hand is
   * private at the table: the shared screen shows only its size. */
  if (house[0] != '\0')
    /* Translators: 家札, the cards that score at the end. */
    g_string_append_printf (text, "\n%s %s", _("House:"), house);
  if (keepers[0] != '\0')
    /* Translators: 番人札, two players: the cards kept back at the end. */
    g_string_append_printf (text, "\n%s %s", _("Keepers:"), keepers);
  return g_string_free (text, FALSE);
}

void
tm_sisters_players_view_set_state (TmSistersPlayersView *self,
                                   const TmSistersState *state,
                                   const char * const   *names)
{
  g_return_if_fail (TM_IS_SISTERS_PLAYERS_VIEW (self));
  g_return_if_fail (state != NULL);
  g_return_if_fail (names != NULL);

  for (guint p = 0; p < TM_SISTERS_MAX_PLAYERS; p++)
    {
      /* Each player's card in the flow box of players. */
      GtkWidget *card = gtk_widget_get_parent (GTK_WIDGET (self->labels[p]));

      gtk_widget_set_visible (gtk_widget_get_parent (card), p < state->n_players);
      if ((int) p == state->parent && state->phase == TM_SISTERS_PHASE_ROUND)
        gtk_widget_add_css_class (card, "tm-current");
      else
        gtk_widget_remove_css_class (card, "tm-current");
      if (p < state->n_players)
        {
          g_autofree char *text = describe_player (state, names[p] != NULL ? names[p] : "?", p);

          gtk_label_set_text (self->labels[p], text);
        }
    }
}

static void
tm_sisters_players_view_dispose (GObject *object)
{
  TmSistersPlayersView *self = TM_SISTERS_PLAYERS_VIEW (object);

  g_clear_pointer (&self->flow_box, gtk_widget_unparent);

  G_OBJECT_CLASS (tm_sisters_players_view_parent_class)->dispose (object);
}

static void
tm_sisters_players_view_class_init (TmSistersPlayersViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_sisters_players_view_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tm-sisters-players-view");
}

static void
tm_sisters_players_view_init (TmSistersPlayersView *self)
{
  GtkFlowBox *players;

  /* A card per player: two on a line on a narrow window, four when wide. */
  self->flow_box = gtk_flow_box_new ();
  gtk_widget_set_parent (self->flow_box, GTK_WIDGET (self));
  players = GTK_FLOW_BOX (self->flow_box);
  gtk_flow_box_set_selection_mode (players, GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (players, TRUE);
  gtk_flow_box_set_min_children_per_line (players, 2);
  gtk_flow_box_set_max_children_per_line (players, TM_SISTERS_MAX_PLAYERS);
  gtk_flow_box_set_column_spacing (players, 6);
  gtk_flow_box_set_row_spacing (players, 6);
  for (guint p = 0; p < TM_SISTERS_MAX_PLAYERS; p++)
    {
      GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      GtkWidget *label = gtk_label_new (NULL);

      gtk_widget_add_css_class (card, "card");
      gtk_widget_add_css_class (card, "tm-pair");
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_box_append (GTK_BOX (card), label);
      self->labels[p] = GTK_LABEL (label);
      gtk_flow_box_append (players, card);
    }
}

GtkWidget *
tm_sisters_players_view_new (void)
{
  return g_object_new (TM_TYPE_SISTERS_PLAYERS_VIEW, NULL);
}
