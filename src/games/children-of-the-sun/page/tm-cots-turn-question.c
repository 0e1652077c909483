/* tm-cots-turn-question.c — "How far does the ghost turn?" */
#include "config.h"

#include "tm-cots-turn-question.h"
#include "games/children-of-the-sun/rules/tm-cots-text.h"
#include "widgets/tm-focus.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

struct _TmCotsTurnQuestion
{
  GtkWidget parent_instance;

  GtkWidget *buttons[2 * TM_COTS_MAX_TURN + 1];
  int first;   /* the smallest turn asked */

  /* Template widgets */
  GtkLabel *turn_label;
  GtkBox *turn_buttons;
};

G_DEFINE_FINAL_TYPE (TmCotsTurnQuestion, tm_cots_turn_question, GTK_TYPE_WIDGET)

enum {
  SIGNAL_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
on_turn_clicked (TmCotsTurnQuestion *self,
                 GtkButton          *button)
{
  g_signal_emit (self, signals[SIGNAL_CHOSEN], 0,
                 GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "turn")));
}

static GtkWidget *
create_turn_button (TmCotsTurnQuestion *self,
                    int                 turn,
                    TmDirection         facing_now)
{
  TmDirection facing = tm_direction_turn (facing_now, turn);
  int steps = ABS (turn);
  g_autofree char *amount = NULL;
  g_autofree char *text = NULL;
  GtkWidget *button = gtk_button_new ();
  GtkWidget *label;

  if (turn == 0)
    amount = g_strdup (_("No turn"));
  else
    /* Translators: a turn amount and its direction arrow, e.g. "2 ↻". */
    amount = g_strdup_printf (turn > 0 ? _("%d ↻") : _("%d ↺"), steps);
  /* Translators: a turn button: the amount, then where the ghost then faces. */
  text = g_strdup_printf (_("%s\nfaces %s %s"), amount, tm_cots_text_arrow (facing),
                          tm_cots_text_direction (facing));
  label = gtk_label_new (text);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
  gtk_button_set_child (GTK_BUTTON (button), label);
  {
    /* Said in words, without the arrows. */
    g_autofree char *name = turn == 0
      ? g_strdup_printf (_("No turn: the ghost still faces %s"), tm_cots_text_direction (facing))
      /* Translators: a turn button for screen readers: "two steps clockwise: the ghost then faces north". */
      : g_strdup_printf (_("%s: the ghost then faces %s"), tm_cots_text_turn (turn),
                         tm_cots_text_direction (facing));

    gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                    -1);
  }
  g_object_set_data (G_OBJECT (button), "turn", GINT_TO_POINTER (turn));
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (on_turn_clicked), self);
  return button;
}

static int
compare_turns (gconstpointer a,
               gconstpointer b)
{
  int ta = *(const int *) a, tb = *(const int *) b;

  return ABS (ta) - ABS (tb);
}

void
tm_cots_turn_question_clear (TmCotsTurnQuestion *self)
{
  GtkWidget *child;

  g_return_if_fail (TM_IS_COTS_TURN_QUESTION (self));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->turn_buttons))) != NULL)
    gtk_box_remove (self->turn_buttons, child);
  memset (self->buttons, 0, sizeof self->buttons);
}

void
tm_cots_turn_question_ask (TmCotsTurnQuestion *self,
                           const int          *turns,
                           guint               n_turns,
                           TmDirection         facing,
                           gboolean            clockwise)
{
  int sorted[2 * TM_COTS_MAX_TURN + 1];
  g_autofree char *question = NULL;
  int most;

  g_return_if_fail (TM_IS_COTS_TURN_QUESTION (self));
  g_return_if_fail (n_turns > 0 && n_turns <= G_N_ELEMENTS (sorted));

  tm_cots_turn_question_clear (self);
  memcpy (sorted, turns, n_turns * sizeof sorted[0]);
  qsort (sorted, n_turns, sizeof sorted[0], compare_turns);
  for (guint i = 0; i < n_turns; i++)
    {
      GtkWidget *button;

      g_return_if_fail (sorted[i] >= -TM_COTS_MAX_TURN && sorted[i] <= TM_COTS_MAX_TURN);
      button = create_turn_button (self, sorted[i], facing);
      /* A box, not a flow box: Tab stops on the buttons, not on wrappers. */
      gtk_box_append (self->turn_buttons, button);
      self->buttons[sorted[i] + TM_COTS_MAX_TURN] = button;
    }

  self->first = sorted[0];
  most = ABS (sorted[n_turns - 1]);
  question = clockwise
    ? g_strdup_printf (ngettext ("How far does the ghost turn? Up to %d step clockwise.",
                                 "How far does the ghost turn? Up to %d steps clockwise.",
                                 most), most)
    : g_strdup_printf (ngettext ("How far does the ghost turn? Up to %d step anticlockwise.",
                                 "How far does the ghost turn? Up to %d steps anticlockwise.",
                                 most), most);
  gtk_label_set_text (self->turn_label, question);
}

void
tm_cots_turn_question_focus_first (TmCotsTurnQuestion *self)
{
  GtkWidget *button;

  g_return_if_fail (TM_IS_COTS_TURN_QUESTION (self));

  button = tm_cots_turn_question_get_button (self, self->first);
  if (button != NULL)
    gtk_widget_grab_focus (button);
}

GtkWidget *
tm_cots_turn_question_get_button (TmCotsTurnQuestion *self,
                                  int                 turn)
{
  g_return_val_if_fail (TM_IS_COTS_TURN_QUESTION (self), NULL);

  if (turn < -TM_COTS_MAX_TURN || turn > TM_COTS_MAX_TURN)
    return NULL;
  return self->buttons[turn + TM_COTS_MAX_TURN];
}

static void
tm_cots_turn_question_dispose (GObject *object)
{
  tm_dispose_template (GTK_WIDGET (object), TM_TYPE_COTS_TURN_QUESTION);

  G_OBJECT_CLASS (tm_cots_turn_question_parent_class)->dispose (object);
}

static void
tm_cots_turn_question_class_init (TmCotsTurnQuestionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_cots_turn_question_dispose;

  tm_focus_class_pass_to_children (widget_class);

  /* A turn button was clicked: the amount, negative anticlockwise. */
  signals[SIGNAL_CHOSEN] = g_signal_new ("chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablemate/Tablemate/tm-cots-turn-question.ui");
  gtk_widget_class_bind_template_child (widget_class, TmCotsTurnQuestion, turn_label);
  gtk_widget_class_bind_template_child (widget_class, TmCotsTurnQuestion, turn_buttons);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tm-cots-turn-question");
}

static void
tm_cots_turn_question_init (TmCotsTurnQuestion *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tm_cots_turn_question_new (void)
{
  return g_object_new (TM_TYPE_COTS_TURN_QUESTION, NULL);
}
