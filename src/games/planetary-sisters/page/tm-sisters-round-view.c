/* tm-sisters-round-view.c — the pairs of the round being played in Planetary Sisters */
#include "config.h"

#include "tm-sisters-round-view.h"

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
  GtkLabel *pair[TM_SISTERS_MAX_TURNS];
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

/* Turn @t's card: who, what was used and taken, the difference. */
static void
show_turn (TmSistersRoundView   *self,
           const TmSistersState *state,
           const char * const   *names,
           guint                 t,
           int                   chosen)
{
  int player = state->turn_player[t];
  g_autofree char *who = NULL, *pair = NULL, *difference = NULL;

  if (state->n_players == 2)
    /* Translators: a turn of a two-player round: the player, and "parent" or "child". */
    who = g_strdup_printf (_("%s · %s"), name_of (names, player),
                           player == state->parent ? _("parent") : _("child"));
  else
    who = g_strdup (name_of (names, player));

  gtk_widget_remove_css_class (self->cards[t], "tm-current");
  gtk_widget_remove_css_class (self->cards[t], "dim-label");
  if (t < state->turn)
    {
      int used = state->used[t], taken = state->taken[t];

      /* Translators: a pair of the round: the used card → the taken card. */
      pair = g_strdup_printf (_("%d → %d"), used, taken);
      /* Translators: |used − taken| of a pair. */
      difference = g_strdup_printf (_("difference %d"), ABS (used - taken));
    }
  else if (t == state->turn && chosen > 0)
    {
      /* Translators: the turn being played: the used card chosen, the taken card still to come. */
      pair = g_strdup_printf (_("%d → ?"), chosen);
      /* Translators: under the used card chosen, on the card of the turn being played. */
      difference = g_strdup (_("now the field card taken"));
      gtk_widget_add_css_class (self->cards[t], "tm-current");
    }
  else if (t == state->turn)
    {
      /* Translators: the turn being played, on its card. */
      pair = g_strdup (_("to play"));
      /* Translators: under "to play" on the card of the turn being played. */
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
  gtk_label_set_text (self->who[t], who);
  gtk_label_set_text (self->pair[t], pair);
  gtk_label_set_text (self->difference[t], difference);
  g_free (self->texts[t]);
  self->texts[t] = g_strdup_printf ("%s · %s · %s", who, pair, difference);
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
  gtk_widget_set_visible (self->box, state->phase == TM_SISTERS_PHASE_ROUND);
  if (state->phase != TM_SISTERS_PHASE_ROUND)
    return;

  close = state->condition == TM_SISTERS_CONDITION_CLOSE;
  /* Translators: the two faces of the condition card; the card is printed "Close" and "Far". */
  gtk_label_set_text (self->condition_label, close ? C_("condition card", "Close") : C_("condition card", "Far"));
  gtk_label_set_text (self->condition_hint, close
                      ? _("The smallest difference this round becomes parent.")
                      : _("The largest difference this round becomes parent."));
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

  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
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
  self->condition_hint = add_label (row, "dim-label");
  gtk_label_set_ellipsize (self->condition_hint, PANGO_ELLIPSIZE_NONE);
  gtk_label_set_wrap (self->condition_hint, TRUE);
  gtk_label_set_xalign (self->condition_hint, 0);

  /* The turns: four on a line, two on a narrow window. */
  self->turns = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->turns), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (self->turns), TRUE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (self->turns), 2);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->turns), TM_SISTERS_MAX_TURNS);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (self->turns), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (self->turns), 6);
  gtk_box_append (GTK_BOX (self->box), self->turns);
  for (guint t = 0; t < TM_SISTERS_MAX_TURNS; t++)
    {
      GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);

      gtk_widget_add_css_class (card, "card");
      gtk_widget_add_css_class (card, "tm-pair");
      self->who[t] = add_label (card, "heading");
      self->pair[t] = add_label (card, "title-3");
      self->difference[t] = add_label (card, "caption");
      gtk_label_set_ellipsize (self->difference[t], PANGO_ELLIPSIZE_NONE);
      gtk_label_set_wrap (self->difference[t], TRUE);
      gtk_label_set_justify (self->difference[t], GTK_JUSTIFY_CENTER);
      gtk_flow_box_append (GTK_FLOW_BOX (self->turns), card);
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
