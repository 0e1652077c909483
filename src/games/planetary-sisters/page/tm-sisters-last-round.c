/* tm-sisters-last-round.c — how the last round went */
#include "config.h"

#include "tm-sisters-last-round.h"

#include <glib/gi18n.h>

struct _TmSistersLastRound
{
  GtkWidget parent_instance;

  GtkLabel *label;
};

G_DEFINE_FINAL_TYPE (TmSistersLastRound, tm_sisters_last_round, GTK_TYPE_WIDGET)

static const char *
player_name (const TmSistersState *state,
             const char * const   *names,
             int                   player)
{
  if (player < 0 || (guint) player >= state->n_players || names[player] == NULL)
    return "?";
  return names[player];
}

static char *
describe_result (const TmSistersState *state,
                 const char * const   *names)
{
  const TmSistersRoundResult *r = &state->last_round;
  GString *text;
  const char *parent;

  if (!state->has_result)
    return g_strdup ("");

  text = g_string_new (NULL);
  parent = player_name (state, names, r->parent_after);
  /* Translators: the heading of the last round's result, e.g. "After round 3 (condition Close):". */
  g_string_append_printf (text, _("After round %u (condition %s):"), r->round, tm_sisters_condition_name (r->condition));
  for (guint t = 0; t < r->n_turns; t++)
    {
      g_string_append (text, "\n");
      /* Translators: one turn of the last round: the player, the used card, the taken card, |used − taken|. */
      g_string_append_printf (text, _("%s used %d, took %d: difference %u"),
                              player_name (state, names, r->player[t]), r->used[t], r->taken[t], r->difference[t]);
    }
  g_string_append (text, "\n");
  switch (r->decision)
    {
    case TM_SISTERS_DECIDED_ALONE:
      if (r->condition == TM_SISTERS_CONDITION_CLOSE)
        /* Translators: who became parent after a round, and why. */
        g_string_append_printf (text, _("%s becomes parent: the smallest difference."), parent);
      else
        g_string_append_printf (text, _("%s becomes parent: the largest difference."), parent);
      break;
    case TM_SISTERS_DECIDED_DOWNSTREAM:
      g_string_append_printf (text, _("%s becomes parent: tied, and latest in this round’s turn order."), parent);
      break;
    case TM_SISTERS_DECIDED_NEXT_PAIR:
      g_string_append_printf (text, _("%s becomes parent: both had a tied pair, so the next pairs decided."), parent);
      break;
    case TM_SISTERS_DECIDED_CHILD:
    default:
      g_string_append_printf (text, _("%s becomes parent: tied all the way, so the child does."), parent);
      break;
    }
  if (r->parent_after == r->parent_before)
    /* Translators: joins a sentence to the previous one; Japanese needs no space. */
    g_string_append_printf (text, C_("sentence", " %s"), _("The parent stays."));
  /* Translators: the condition card after the parent flips it. */
  g_string_append_printf (text, C_("sentence", " %s"), state->condition == TM_SISTERS_CONDITION_CLOSE
                                       ? _("The condition card now shows Close.")
                                       : _("The condition card now shows Far."));
  return g_string_free (text, FALSE);
}

void
tm_sisters_last_round_set_state (TmSistersLastRound   *self,
                                 const TmSistersState *state,
                                 const char * const   *names)
{
  g_autofree char *result = NULL;

  g_return_if_fail (TM_IS_SISTERS_LAST_ROUND (self));
  g_return_if_fail (state != NULL);
  g_return_if_fail (names != NULL);

  result = describe_result (state, names);
  gtk_label_set_text (self->label, result);
  /* At the end the table matters, not the last parent. */
  gtk_widget_set_visible (GTK_WIDGET (self), result[0] != '\0' && state->phase != TM_SISTERS_PHASE_FINISHED);
}

const char *
tm_sisters_last_round_get_text (TmSistersLastRound *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_LAST_ROUND (self), NULL);
  return gtk_label_get_text (self->label);
}

static void
tm_sisters_last_round_dispose (GObject *object)
{
  TmSistersLastRound *self = TM_SISTERS_LAST_ROUND (object);

  if (self->label != NULL)
    {
      gtk_widget_unparent (GTK_WIDGET (self->label));
      self->label = NULL;
    }

  G_OBJECT_CLASS (tm_sisters_last_round_parent_class)->dispose (object);
}

static void
tm_sisters_last_round_class_init (TmSistersLastRoundClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_sisters_last_round_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tm-sisters-last-round");
}

static void
tm_sisters_last_round_init (TmSistersLastRound *self)
{
  self->label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->label, TRUE);
  gtk_label_set_xalign (self->label, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->label), "tm-outcome");
  gtk_widget_set_parent (GTK_WIDGET (self->label), GTK_WIDGET (self));
}

GtkWidget *
tm_sisters_last_round_new (void)
{
  return g_object_new (TM_TYPE_SISTERS_LAST_ROUND, NULL);
}
