/* tm-utena-pair-form.c — entering an altar's first pair */
#include "config.h"

#include "tm-utena-pair-form.h"
#include "tm-utena-card-view.h"
#include "games/tsuki-no-utena/rules/tm-utena-text.h"
#include "tm-utena-form-hint.h"
#include "widgets/tm-focus.h"
#include "widgets/tm-why-disabled.h"

#include <glib/gi18n.h>

struct _TmUtenaPairForm
{
  GtkWidget parent_instance;

  /* The cards offered */
  TmUtenaCard offered[TM_UTENA_N_PRACTITIONERS];
  guint n_offered;
  guint cloud[TM_UTENA_N_CELLS];             /* markers per cloud cell */
  /* What is entered */
  TmUtenaCard pair[2];
  guint n_pair;

  GtkWidget *box;
  TmUtenaCardView *views[2];
  GtkLabel *label;
  TmUtenaCardPicker *picker;
  GtkWidget *clear_button;
  GtkWidget *play_button;
  char *refusal;                             /* why "Play" is not possible, NULL: it is */
};

G_DEFINE_FINAL_TYPE (TmUtenaPairForm, tm_utena_pair_form, GTK_TYPE_WIDGET)

enum {
  SIGNAL_CHANGED,
  SIGNAL_PLAY,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The list, with the cards already chosen greyed out where they are:
 * taking them out would move the others under the pointer. */
static void
fill_picker (TmUtenaPairForm *self)
{
  tm_utena_card_picker_set_cards (self->picker, self->offered, self->n_offered);
  tm_utena_card_picker_set_chosen (self->picker, self->pair, self->n_pair);
}

static void
update (TmUtenaPairForm *self)
{
  TmUtenaMatch match = self->n_pair == 2 ? tm_utena_cards_match (self->pair[0], self->pair[1])
                                         : (TmUtenaMatch) { 0, 0 };

  for (guint k = 0; k < 2; k++)
    {
      tm_utena_card_view_set_card (self->views[k], TM_UTENA_KIND_PRACTITIONER, self->pair[k]);
      tm_utena_card_view_set_match (self->views[k], match);
    }
  if (self->n_pair < 2)
    gtk_label_set_text (self->label, self->n_pair == 0 ? _("No card chosen yet.") : _("One more card."));
  else
    {
      g_autofree char *icons = tm_utena_match_describe (match);
      g_autofree char *empty = tm_utena_match_describe_empty (match, self->cloud);
      g_autofree char *text = NULL;

      if (tm_utena_match_count (match) == 0)
        text = g_strdup (_("This pair matches on nothing."));
      else if (empty != NULL)
        /* Translators: a preview of the pair being entered, e.g. "This pair matches on
         * yellow group, but the yellow group cloud cell is empty: nothing to gain there." */
        text = g_strdup_printf (_("This pair matches on %s, but %s."), icons, empty);
      else
        /* Translators: a preview of the pair being entered. */
        text = g_strdup_printf (_("This pair matches on %s."), icons);

      gtk_label_set_text (self->label, text);
    }
  gtk_widget_set_sensitive (self->clear_button, self->n_pair > 0);
  tm_why_disabled_set (self->clear_button, self->n_pair > 0 ? NULL : _("No card is chosen yet: nothing to clear."));
  /* Why it is greyed out is said in the page's status line. */
  gtk_widget_set_sensitive (self->play_button, self->n_pair == 2 && self->refusal == NULL);
}

static void
forget_verdict (TmUtenaPairForm *self)
{
  /* Not known to be playable until the page has asked the rules. */
  g_free (self->refusal);
  self->refusal = g_strdup ("");
}

void
tm_utena_pair_form_set_refusal (TmUtenaPairForm *self,
                                const char      *refusal)
{
  g_return_if_fail (TM_IS_UTENA_PAIR_FORM (self));

  g_free (self->refusal);
  self->refusal = g_strdup (refusal);
  update (self);
}

static void
on_card_chosen (TmUtenaCardPicker *picker,
                guint32            card,
                TmUtenaPairForm   *self)
{
  /* A third card replaces the second: the players change their mind. */
  if (self->n_pair == 2)
    self->n_pair = 1;
  self->pair[self->n_pair++] = card;
  tm_utena_card_picker_reset (picker);
  /* Greyed out where it is, the list not rebuilt: the keyboard keeps its
   * place in it. */
  tm_utena_card_picker_set_chosen (self->picker, self->pair, self->n_pair);
  forget_verdict (self);
  update (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0, TRUE);
}

static void
forget (TmUtenaPairForm *self)
{
  self->pair[0] = self->pair[1] = TM_UTENA_NO_CARD;
  self->n_pair = 0;
  fill_picker (self);
  forget_verdict (self);
  update (self);
}

static void
on_clear_clicked (TmUtenaPairForm *self)
{
  forget (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0, FALSE);
}

static void
on_play_clicked (TmUtenaPairForm *self)
{
  g_signal_emit (self, signals[SIGNAL_PLAY], 0);
}

void
tm_utena_pair_form_set_cards (TmUtenaPairForm   *self,
                              const TmUtenaCard *cards,
                              guint              n_cards,
                              const guint32     *known,
                              guint              n_known,
                              const guint       *cloud)
{
  g_return_if_fail (TM_IS_UTENA_PAIR_FORM (self));
  g_return_if_fail (n_cards <= G_N_ELEMENTS (self->offered));
  g_return_if_fail (cloud != NULL);

  memcpy (self->offered, cards, n_cards * sizeof *cards);
  self->n_offered = n_cards;
  memcpy (self->cloud, cloud, sizeof self->cloud);
  fill_picker (self);
  tm_utena_card_picker_set_known (self->picker, known, n_known);
  update (self);
}

void
tm_utena_pair_form_clear (TmUtenaPairForm *self)
{
  g_return_if_fail (TM_IS_UTENA_PAIR_FORM (self));

  tm_utena_card_picker_reset (self->picker);
  forget (self);
}

gboolean
tm_utena_pair_form_get_started (TmUtenaPairForm *self)
{
  g_return_val_if_fail (TM_IS_UTENA_PAIR_FORM (self), FALSE);
  return self->n_pair > 0;
}

void
tm_utena_pair_form_fill_move (TmUtenaPairForm *self,
                              TmUtenaMove     *move)
{
  g_return_if_fail (TM_IS_UTENA_PAIR_FORM (self));
  g_return_if_fail (move != NULL);

  move->cards[0] = self->pair[0];
  move->cards[1] = self->pair[1];
}

TmUtenaCardPicker *
tm_utena_pair_form_get_picker (TmUtenaPairForm *self)
{
  g_return_val_if_fail (TM_IS_UTENA_PAIR_FORM (self), NULL);
  return self->picker;
}

GtkWidget *
tm_utena_pair_form_get_button (TmUtenaPairForm *self,
                               const char      *name)
{
  g_return_val_if_fail (TM_IS_UTENA_PAIR_FORM (self), NULL);

  if (g_str_equal (name, "clear-pair"))
    return self->clear_button;
  if (g_str_equal (name, "play-pair"))
    return self->play_button;
  g_return_val_if_reached (NULL);
}

static void
tm_utena_pair_form_dispose (GObject *object)
{
  TmUtenaPairForm *self = TM_UTENA_PAIR_FORM (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->refusal, g_free);

  G_OBJECT_CLASS (tm_utena_pair_form_parent_class)->dispose (object);
}

static void
tm_utena_pair_form_class_init (TmUtenaPairFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_utena_pair_form_dispose;

  tm_focus_class_pass_to_children (widget_class);

  /* The cards chosen changed (@chosen: a card was chosen in the list). */
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_BOOLEAN);
  /* "Play the Pair". */
  signals[SIGNAL_PLAY] = g_signal_new ("play", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tm-utena-pair-form");
}

static void
tm_utena_pair_form_init (TmUtenaPairForm *self)
{
  GtkWidget *heading, *row;

  self->pair[0] = self->pair[1] = TM_UTENA_NO_CARD;
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  heading = gtk_label_new (_("First pair"));
  gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (self->box), heading);
  /* The two cards side by side, small enough for a phone's width, and
   * the buttons above the list: all in view at 800 × 560 (issue #25). */
  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  gtk_box_set_homogeneous (GTK_BOX (row), TRUE);
  gtk_box_append (GTK_BOX (self->box), row);
  for (guint k = 0; k < 2; k++)
    {
      self->views[k] = TM_UTENA_CARD_VIEW (tm_utena_card_view_new (TM_UTENA_KIND_PRACTITIONER, 0));
      tm_utena_card_view_set_icon_size (self->views[k], 22);
      gtk_widget_set_hexpand (GTK_WIDGET (self->views[k]), TRUE);
      gtk_box_append (GTK_BOX (row), GTK_WIDGET (self->views[k]));
    }
  self->label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->label, TRUE);
  gtk_label_set_xalign (self->label, 0);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->label));
  gtk_label_set_yalign (self->label, 0);
  tm_utena_form_reserve_lines (self->label, 3);   /* 3: with the warning of an empty cloud cell */
  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_append (GTK_BOX (self->box), row);
  self->clear_button = gtk_button_new_with_mnemonic (_("Cl_ear"));
  g_signal_connect_swapped (self->clear_button, "clicked", G_CALLBACK (on_clear_clicked), self);
  gtk_box_append (GTK_BOX (row), self->clear_button);
  self->play_button = gtk_button_new_with_mnemonic (_("_Play the Pair"));
  g_signal_connect_swapped (self->play_button, "clicked", G_CALLBACK (on_play_clicked), self);
  gtk_widget_set_hexpand (self->play_button, TRUE);
  gtk_box_append (GTK_BOX (row), self->play_button);
  gtk_widget_add_css_class (self->play_button, "suggested-action");
  /* The picker has no construct property for its kind: made here. */
  self->picker = TM_UTENA_CARD_PICKER (tm_utena_card_picker_new (TM_UTENA_KIND_PRACTITIONER));
  g_signal_connect (self->picker, "card-chosen", G_CALLBACK (on_card_chosen), self);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->picker));
  self->refusal = g_strdup ("");
  update (self);
}

GtkWidget *
tm_utena_pair_form_new (void)
{
  return g_object_new (TM_TYPE_UTENA_PAIR_FORM, NULL);
}
