/* tm-sisters-last-round.c — how the last round went */
#include "config.h"

#include "tm-sisters-last-round.h"
#include "tm-sisters-card-view.h"
#include "widgets/tm-aligned-bin.h"

#include <glib/gi18n.h>
#include <string.h>

struct _TmSistersLastRound
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkLabel *label;        /* the decision */
  GtkLabel *detail;       /* the pairs and the condition card */
  char *text;             /* the result, "" before the first round ends */
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

/* The decision first (who becomes parent, and why), then the pairs, then
 * the condition card: what matters is in the first line. */
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
  /* Translators: the start of the last round's result, e.g. "Round 3 (Close): ". */
  g_string_append_printf (text, _("Round %u (%s): "), r->round, tm_sisters_condition_name (r->condition));
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
  g_string_append (text, "\n");
  for (guint t = 0; t < r->n_turns; t++)
    {
      if (t > 0)
        g_string_append (text, " · ");
      /* Translators: one pair of the last round: the player, used → taken (difference). */
      g_string_append_printf (text, _("%s %d → %d (%u)"),
                              player_name (state, names, r->player[t]), r->used[t], r->taken[t], r->difference[t]);
    }
  g_string_append (text, C_("sentence", ". "));
  /* Translators: the condition card after the parent flips it (and
   * whether the parent stayed). */
  if (r->parent_after == r->parent_before)
    g_string_append (text, state->condition == TM_SISTERS_CONDITION_CLOSE
                           ? _("The parent stays. The condition card now shows Close.")
                           : _("The parent stays. The condition card now shows Far."));
  else
    g_string_append (text, state->condition == TM_SISTERS_CONDITION_CLOSE
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
  if (result[0] == '\0')
    {
      /* Before the first round ends: the place of the result, explained. */
      gtk_label_set_text (self->label, _("After each round, who becomes parent and why is shown here."));
      gtk_label_set_text (self->detail, "");
      gtk_widget_add_css_class (self->box, "dim-label");
    }
  else
    {
      const char *newline = strchr (result, '\n');
      g_autofree char *decision = g_strndup (result, (gsize) (newline - result));

      gtk_label_set_text (self->label, decision);
      gtk_label_set_text (self->detail, newline + 1);
      gtk_widget_remove_css_class (self->box, "dim-label");
    }
  g_free (self->text);
  self->text = g_steal_pointer (&result);
  tm_sisters_set_tooltip (self->box, self->text[0] != '\0' ? self->text : NULL);
  /* During the rounds, always there (three lines): the field and the
   * ranks below do not move when a round ends. */
  gtk_widget_set_visible (GTK_WIDGET (self), state->phase == TM_SISTERS_PHASE_SETUP
                                             || state->phase == TM_SISTERS_PHASE_ROUND
                                             || (self->text[0] != '\0' && state->phase == TM_SISTERS_PHASE_REVEAL));
}

const char *
tm_sisters_last_round_get_text (TmSistersLastRound *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_LAST_ROUND (self), NULL);
  return self->text != NULL ? self->text : "";
}

static void
tm_sisters_last_round_dispose (GObject *object)
{
  TmSistersLastRound *self = TM_SISTERS_LAST_ROUND (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  self->label = NULL;
  self->detail = NULL;
  g_clear_pointer (&self->text, g_free);

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

static GtkLabel *
reserved_label (GtkWidget *box)
{
  GtkWidget *stack = gtk_stack_new ();
  GtkWidget *shown;
  GtkWidget *sizer = gtk_label_new ("\n");
  GtkLabel *label = g_object_new (GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_STATUS, NULL);

  gtk_stack_set_vhomogeneous (GTK_STACK (stack), TRUE);
  gtk_stack_set_hhomogeneous (GTK_STACK (stack), FALSE);
  gtk_label_set_wrap (label, TRUE);
  gtk_label_set_lines (label, 2);
  gtk_label_set_ellipsize (label, PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (label, 0);
  gtk_label_set_yalign (label, 0);
  gtk_accessible_update_state (GTK_ACCESSIBLE (sizer), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  /* In a TmAlignedBin: a stack asks its child for its width at its height,
   * which a wrapping label answers by laying itself out many times. */
  shown = tm_aligned_bin_new (GTK_WIDGET (label), FALSE);
  gtk_stack_add_child (GTK_STACK (stack), shown);
  gtk_stack_add_child (GTK_STACK (stack), sizer);
  gtk_stack_set_visible_child (GTK_STACK (stack), shown);
  gtk_box_append (GTK_BOX (box), stack);
  return label;
}

static void
tm_sisters_last_round_init (TmSistersLastRound *self)
{
  /* Two lines for the decision and two for the pairs, always: each label
   * in a stack sized by two empty lines; longer text is cut (whole in the
   * tooltip).  Read out when it changes. */
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_add_css_class (self->box, "tm-outcome");
  self->label = reserved_label (self->box);
  self->detail = reserved_label (self->box);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
}

GtkWidget *
tm_sisters_last_round_new (void)
{
  return g_object_new (TM_TYPE_SISTERS_LAST_ROUND, NULL);
}
