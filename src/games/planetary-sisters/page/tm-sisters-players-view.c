/* tm-sisters-players-view.c — each player's counts, house and keepers
 *
 * A box per player: the name with the counts of the hand and the private
 * deck, then the house (家札) and the keepers (番人札) drawn as small
 * cards.  Only shown: nothing here takes the focus.  A row's cards are
 * made when it first has that many to show (the last in the row is
 * always the last made, so the order is that of the ranks), not the 80
 * places of four players up front: most are never shown.
 */
#include "config.h"

#include "tm-sisters-players-view.h"
#include "tm-sisters-card-view.h"
#include "widgets/tm-shown-flow-box.h"

#include <glib/gi18n.h>

/* Eight house cards and two keepers, at most, per player. */
#define MAX_CARDS (TM_SISTERS_HOUSE_SIZE + 2)

struct _TmSistersPlayersView
{
  GtkWidget parent_instance;

  GtkWidget *flow_box;
  GtkLabel *labels[TM_SISTERS_MAX_PLAYERS];
  GtkLabel *headings[TM_SISTERS_MAX_PLAYERS][2];
  GtkWidget *rows[TM_SISTERS_MAX_PLAYERS][2];
  /* NULL until the row first shows that many cards. */
  TmSistersCardView *cards[TM_SISTERS_MAX_PLAYERS][2][MAX_CARDS];
};

G_DEFINE_FINAL_TYPE (TmSistersPlayersView, tm_sisters_players_view, GTK_TYPE_WIDGET)

static char *
describe_counts (const TmSistersState *state,
                 const char           *name,
                 guint                 p)
{
  /* The cards taken into a hand were face up on the field, but a hand is
   * private at the table: the shared screen shows only its size. */
  if ((int) p == state->parent && state->phase == TM_SISTERS_PHASE_ROUND)
    /* Translators: the parent's counts: cards in hand, cards left in the private deck. */
    return g_strdup_printf (_("%s (parent): hand %u, deck %u"), name, state->hand[p], state->deck[p]);
  /* Translators: a player's counts: cards in hand, cards left in the private deck. */
  return g_strdup_printf (_("%s: hand %u, deck %u"), name, state->hand[p], state->deck[p]);
}

/* Card @i of row @which of player @p, made with those before it. */
static TmSistersCardView *
get_card (TmSistersPlayersView *self,
          guint                 p,
          guint                 which,
          guint                 i)
{
  for (guint k = 0; k <= i; k++)
    if (self->cards[p][which][k] == NULL)
      {
        GtkWidget *view = tm_sisters_card_view_new ();

        tm_sisters_card_view_set_small (TM_SISTERS_CARD_VIEW (view), TRUE);
        tm_shown_flow_box_append (GTK_FLOW_BOX (self->rows[p][which]), view);
        self->cards[p][which][k] = TM_SISTERS_CARD_VIEW (view);
      }
  return self->cards[p][which][i];
}

/* Row @which (0 house, 1 keepers) of player @p: @set drawn. */
static void
show_cards (TmSistersPlayersView *self,
            const TmSistersState *state,
            const char           *name,
            guint                 p,
            guint                 which,
            TmSistersCardSet      set)
{
  guint n = 0;
  g_autofree char *heading = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->headings[p][which]), set != 0);
  gtk_widget_set_visible (self->rows[p][which], set != 0);
  if (which == 0)
    /* Translators: 家札, the cards that score at the end: the player's name, how many. */
    heading = g_strdup_printf (ngettext ("%s’s house: %u card", "%s’s house: %u cards",
                                         tm_sisters_card_set_size (set)),
                               name, tm_sisters_card_set_size (set));
  else
    /* Translators: 番人札, two players: the cards kept back at the end. */
    heading = g_strdup_printf (ngettext ("%s’s keeper: %u card", "%s’s keepers: %u cards",
                                         tm_sisters_card_set_size (set)),
                               name, tm_sisters_card_set_size (set));
  gtk_label_set_text (self->headings[p][which], heading);
  for (int rank = 1; rank <= TM_SISTERS_N_RANKS && n < MAX_CARDS; rank++)
    if (tm_sisters_card_set_contains (set, rank))
      {
        TmSistersCardView *card = get_card (self, p, which, n++);

        tm_sisters_card_view_set_card (card, rank, &state->cards);
        gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (card)), TRUE);
      }
  for (; n < MAX_CARDS && self->cards[p][which][n] != NULL; n++)
    gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->cards[p][which][n])), FALSE);
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
      /* Each player's box in the flow box of players. */
      GtkWidget *card = gtk_widget_get_parent (GTK_WIDGET (self->labels[p]));
      const char *name = p < state->n_players && names[p] != NULL ? names[p] : "?";

      gtk_widget_set_visible (gtk_widget_get_parent (card), p < state->n_players);
      if ((int) p == state->parent && state->phase == TM_SISTERS_PHASE_ROUND)
        gtk_widget_add_css_class (card, "tm-current");
      else
        gtk_widget_remove_css_class (card, "tm-current");
      if (p < state->n_players)
        {
          g_autofree char *text = describe_counts (state, name, p);

          gtk_label_set_text (self->labels[p], text);
          show_cards (self, state, name, p, 0, state->house[p]);
          show_cards (self, state, name, p, 1, state->keepers[p]);
        }
    }
}

void
tm_sisters_players_view_set_highlight (TmSistersPlayersView   *self,
                                       const TmSistersCardSet *highlight)
{
  g_return_if_fail (TM_IS_SISTERS_PLAYERS_VIEW (self));

  for (guint p = 0; p < TM_SISTERS_MAX_PLAYERS; p++)
    for (guint which = 0; which < 2; which++)
      for (guint i = 0; i < MAX_CARDS && self->cards[p][which][i] != NULL; i++)
        {
          TmSistersCardView *card = self->cards[p][which][i];
          int rank = tm_sisters_card_view_get_rank (card);

          tm_sisters_card_view_set_highlighted (card, highlight != NULL && rank > 0
                                                && tm_sisters_card_set_contains (highlight[p], rank));
        }
}

TmSistersCardView *
tm_sisters_players_view_get_card (TmSistersPlayersView *self,
                                  int                   rank)
{
  g_return_val_if_fail (TM_IS_SISTERS_PLAYERS_VIEW (self), NULL);

  for (guint p = 0; p < TM_SISTERS_MAX_PLAYERS; p++)
    for (guint which = 0; which < 2; which++)
      for (guint i = 0; i < MAX_CARDS && self->cards[p][which][i] != NULL; i++)
        if (gtk_widget_get_visible (gtk_widget_get_parent (GTK_WIDGET (self->cards[p][which][i])))
            && tm_sisters_card_view_get_rank (self->cards[p][which][i]) == rank)
          return self->cards[p][which][i];
  return NULL;
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

  /* A box per player: two on a line on a narrow window, four when wide. */
  players = tm_shown_flow_box_new (1, 2, 6);
  self->flow_box = GTK_WIDGET (players);
  gtk_widget_set_parent (self->flow_box, GTK_WIDGET (self));
  for (guint p = 0; p < TM_SISTERS_MAX_PLAYERS; p++)
    {
      GtkWidget *card = g_object_new (GTK_TYPE_BOX,
                                      "orientation", GTK_ORIENTATION_VERTICAL,
                                      "spacing", 4,
                                      "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP,
                                      NULL);
      GtkWidget *label = gtk_label_new (NULL);

      gtk_widget_add_css_class (card, "card");
      gtk_widget_add_css_class (card, "tm-pair");
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "heading");
      gtk_box_append (GTK_BOX (card), label);
      self->labels[p] = GTK_LABEL (label);
      for (guint which = 0; which < 2; which++)
        {
          GtkFlowBox *row = tm_shown_flow_box_new (4, MAX_CARDS, 4);
          GtkWidget *heading = gtk_label_new (NULL);

          gtk_label_set_xalign (GTK_LABEL (heading), 0);
          gtk_widget_add_css_class (heading, "caption");
          gtk_box_append (GTK_BOX (card), heading);
          self->headings[p][which] = GTK_LABEL (heading);
          gtk_flow_box_set_homogeneous (row, FALSE);
          gtk_widget_set_halign (GTK_WIDGET (row), GTK_ALIGN_START);
          gtk_box_append (GTK_BOX (card), GTK_WIDGET (row));
          self->rows[p][which] = GTK_WIDGET (row);
        }
      tm_shown_flow_box_append (players, card);
    }
}

GtkWidget *
tm_sisters_players_view_new (void)
{
  return g_object_new (TM_TYPE_SISTERS_PLAYERS_VIEW, NULL);
}
