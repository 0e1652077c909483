/* tm-sisters-round-view.c — the pairs of the round being played in Planetary Sisters
 *
 * Each turn is a box of fixed size: the player, the used card and the
 * taken card drawn (TmSistersCardView, an empty place while unknown),
 * and one line under them.  Nothing here takes the focus (the cards are
 * only shown) and nothing changes size while a move is entered.  During
 * the set-up the boxes are already there, empty, so that the page does
 * not move when the first round starts.
 */
#include "config.h"

#include "tm-sisters-round-view.h"
#include "tm-sisters-card-view.h"
#include "games/planetary-sisters/rules/tm-sisters-text.h"
#include "widgets/tm-shown-flow-box.h"

#include <glib/gi18n.h>

struct _TmSistersRoundView
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkLabel *condition_label;
  GtkLabel *condition_hint;
  GtkWidget *turns;
  GtkWidget *cards[TM_SISTERS_MAX_TURNS];
  GtkLabel *who[TM_SISTERS_MAX_TURNS];
  TmSistersCardView *used[TM_SISTERS_MAX_TURNS];
  TmSistersCardView *taken[TM_SISTERS_MAX_TURNS];
  GtkLabel *difference[TM_SISTERS_MAX_TURNS];
  char *texts[TM_SISTERS_MAX_TURNS];
};

G_DEFINE_FINAL_TYPE (TmSistersRoundView, tm_sisters_round_view, GTK_TYPE_WIDGET)

static const char *
name_of (const char * const *names,
         int                 player)
{
  return player >= 0 && player < TM_SISTERS_MAX_PLAYERS && names[player] != NULL ? names[player] : "?";
}

/* Turn @t's box: who, what was used and taken, the difference. */
static void
show_turn (TmSistersRoundView   *self,
           const TmSistersState *state,
           const char * const   *names,
           guint                 t,
           int                   chosen)
{
  gboolean setup = state->phase == TM_SISTERS_PHASE_SETUP;
  int player = setup ? -1 : state->turn_player[t];
  int used = 0, taken = 0;
  g_autofree char *who = NULL, *pair = NULL, *difference = NULL, *label = NULL;

  if (setup)
    /* Translators: a turn box before the first round: its number in the round. */
    who = g_strdup_printf (_("Turn %u"), t + 1);
  else if (state->n_players == 2)
    /* Translators: a turn of a two-player round: the player, and "parent" or "child". */
    who = g_strdup_printf (_("%s · %s"), name_of (names, player),
                           player == state->parent ? _("parent") : _("child"));
  else
    who = g_strdup (name_of (names, player));

  gtk_widget_remove_css_class (self->cards[t], "tm-current");
  gtk_widget_remove_css_class (self->cards[t], "dim-label");
  if (!setup && t < state->turn)
    {
      used = state->used[t];
      taken = state->taken[t];
      /* Translators: a pair of the round: the used card → the taken card. */
      pair = g_strdup_printf (_("%d → %d"), used, taken);
      /* Translators: |used − taken| of a pair. */
      difference = g_strdup_printf (_("difference %d"), ABS (used - taken));
    }
  else if (!setup && t == state->turn && chosen > 0)
    {
      used = chosen;
      /* Translators: the turn being played: the used card chosen, the taken card still to come. */
      pair = g_strdup_printf (_("%d → ?"), chosen);
      /* Translators: under the used card chosen, on the box of the turn being played. */
      difference = g_strdup (_("now the card taken"));
      gtk_widget_add_css_class (self->cards[t], "tm-current");
    }
  else if (!setup && t == state->turn)
    {
      /* Translators: the turn being played, on its box. */
      pair = g_strdup (_("to play"));
      /* Translators: under "to play" on the box of the turn being played. */
      difference = g_strdup (_("now"));
      gtk_widget_add_css_class (self->cards[t], "tm-current");
    }
  else
    {
      pair = g_strdup ("–");
      /* Translators: a turn still to come in this round. */
      difference = g_strdup (_("later"));
      gtk_widget_add_css_class (self->cards[t], "dim-label");
    }
  tm_sisters_card_view_set_card (self->used[t], used, &state->cards);
  tm_sisters_card_view_set_card (self->taken[t], taken, &state->cards);
  tm_sisters_card_view_set_placeholder (self->taken[t], used > 0 ? "?" : NULL);
  gtk_label_set_text (self->who[t], who);
  gtk_label_set_text (self->difference[t], difference);
  g_free (self->texts[t]);
  self->texts[t] = g_strdup_printf ("%s · %s · %s", who, pair, difference);
  /* The box in words for screen readers, as the test reads it.
   * Translators: a turn of the round for screen readers: the player, the
   * pair ("25 → 19", "to play", "–") and its difference or when it comes:
   * "Ren: 25 → 19, difference 6", "Aoi: to play, now". */
  label = g_strdup_printf (_("%s: %s, %s"), who, pair, difference);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->cards[t]), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

void
tm_sisters_round_view_set_state (TmSistersRoundView   *self,
                                 const TmSistersState *state,
                                 const char * const   *names,
                                 int                   used)
{
  gboolean close;

  g_return_if_fail (TM_IS_SISTERS_ROUND_VIEW (self));
  g_return_if_fail (state != NULL && names != NULL);

  for (guint t = 0; t < TM_SISTERS_MAX_TURNS; t++)
    g_clear_pointer (&self->texts[t], g_free);
  gtk_widget_set_visible (self->box, state->phase == TM_SISTERS_PHASE_ROUND
                                     || state->phase == TM_SISTERS_PHASE_SETUP);
  if (state->phase != TM_SISTERS_PHASE_ROUND && state->phase != TM_SISTERS_PHASE_SETUP)
    return;

  close = state->condition == TM_SISTERS_CONDITION_CLOSE;
  /* Translators: the two faces of the condition card; the card is printed "Close" and "Far". */
  gtk_label_set_text (self->condition_label, close ? C_("condition card", "Close") : C_("condition card", "Far"));
  gtk_label_set_text (self->condition_hint, close
                      ? _("The smallest difference this round becomes parent.")
                      : _("The largest difference this round becomes parent."));
  tm_sisters_set_tooltip (GTK_WIDGET (self->condition_hint), gtk_label_get_text (self->condition_hint));
  for (guint t = 0; t < TM_SISTERS_MAX_TURNS; t++)
    {
      GtkWidget *child = gtk_widget_get_parent (self->cards[t]);

      gtk_widget_set_visible (child, t < state->n_turns);
      if (t < state->n_turns)
        show_turn (self, state, names, t, used);
    }
}

const char *
tm_sisters_round_view_get_turn_text (TmSistersRoundView *self,
                                     guint               turn)
{
  g_return_val_if_fail (TM_IS_SISTERS_ROUND_VIEW (self), NULL);
  return turn < TM_SISTERS_MAX_TURNS && self->texts[turn] != NULL ? self->texts[turn] : "";
}

static GtkLabel *
add_label (GtkWidget  *box,
           const char *style)
{
  GtkWidget *label = gtk_label_new (NULL);

  /* One line each, so that the boxes keep their height, and as wide
   * whatever the text, so that the flow box keeps its lines. */
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_single_line_mode (GTK_LABEL (label), TRUE);
  gtk_label_set_width_chars (GTK_LABEL (label), 12);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 12);
  if (style != NULL)
    gtk_widget_add_css_class (label, style);
  gtk_box_append (GTK_BOX (box), label);
  return GTK_LABEL (label);
}

static void
build (TmSistersRoundView *self)
{
  GtkWidget *row;

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  /* The condition card, as it lies on the table. */
  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_box_append (GTK_BOX (self->box), row);
  /* Translators: before the condition card's face. */
  gtk_box_append (GTK_BOX (row), gtk_label_new (_("Condition card:")));
  self->condition_label = add_label (row, "tm-condition");
  gtk_label_set_width_chars (self->condition_label, -1);
  gtk_label_set_max_width_chars (self->condition_label, -1);
  self->condition_hint = add_label (row, "dim-label");
  /* Both faces' hints are as long: wrapping keeps the height. */
  gtk_label_set_single_line_mode (self->condition_hint, FALSE);
  gtk_label_set_ellipsize (self->condition_hint, PANGO_ELLIPSIZE_NONE);
  gtk_label_set_wrap (self->condition_hint, TRUE);
  gtk_label_set_width_chars (self->condition_hint, -1);
  gtk_label_set_max_width_chars (self->condition_hint, -1);
  gtk_label_set_xalign (self->condition_hint, 0);
  gtk_widget_set_hexpand (GTK_WIDGET (self->condition_hint), TRUE);

  /* The turns: four on a line, two on a narrow window; only shown, so
   * neither the flow box nor its children take the focus. */
  self->turns = GTK_WIDGET (tm_shown_flow_box_new (2, TM_SISTERS_MAX_TURNS, 6));
  gtk_box_append (GTK_BOX (self->box), self->turns);
  for (guint t = 0; t < TM_SISTERS_MAX_TURNS; t++)
    {
      GtkWidget *card = g_object_new (GTK_TYPE_BOX,
                                      "orientation", GTK_ORIENTATION_VERTICAL,
                                      "spacing", 2,
                                      "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP,
                                      NULL);
      GtkWidget *pair = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
      GtkWidget *arrow = gtk_label_new ("→");

      gtk_widget_add_css_class (card, "card");
      gtk_widget_add_css_class (card, "tm-pair");
      self->who[t] = add_label (card, "heading");
      gtk_widget_set_halign (pair, GTK_ALIGN_CENTER);
      self->used[t] = TM_SISTERS_CARD_VIEW (tm_sisters_card_view_new ());
      self->taken[t] = TM_SISTERS_CARD_VIEW (tm_sisters_card_view_new ());
      tm_sisters_card_view_set_small (self->used[t], TRUE);
      tm_sisters_card_view_set_small (self->taken[t], TRUE);
      gtk_box_append (GTK_BOX (pair), GTK_WIDGET (self->used[t]));
      gtk_widget_add_css_class (arrow, "dim-label");
      gtk_accessible_update_state (GTK_ACCESSIBLE (arrow), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      gtk_box_append (GTK_BOX (pair), arrow);
      gtk_box_append (GTK_BOX (pair), GTK_WIDGET (self->taken[t]));
      gtk_box_append (GTK_BOX (card), pair);
      self->difference[t] = add_label (card, "caption");
      gtk_widget_set_margin_bottom (card, 0);
      tm_shown_flow_box_append (GTK_FLOW_BOX (self->turns), card);
      self->cards[t] = card;
    }
}

static void
tm_sisters_round_view_dispose (GObject *object)
{
  TmSistersRoundView *self = TM_SISTERS_ROUND_VIEW (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  for (guint t = 0; t < TM_SISTERS_MAX_TURNS; t++)
    g_clear_pointer (&self->texts[t], g_free);

  G_OBJECT_CLASS (tm_sisters_round_view_parent_class)->dispose (object);
}

static void
tm_sisters_round_view_class_init (TmSistersRoundViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_sisters_round_view_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tm-sisters-round-view");
}

static void
tm_sisters_round_view_init (TmSistersRoundView *self)
{
  build (self);
}

GtkWidget *
tm_sisters_round_view_new (void)
{
  return g_object_new (TM_TYPE_SISTERS_ROUND_VIEW, NULL);
}
