/* tm-utena-desire-form.c — entering the desire card laid */
#include "config.h"

#include "tm-utena-desire-form.h"
#include "tm-utena-card-view.h"
#include "tm-utena-cell-icon.h"
#include "games/tsuki-no-utena/rules/tm-utena-text.h"
#include "tm-utena-form-hint.h"
#include "widgets/tm-box-label.h"
#include "widgets/tm-focus.h"
#include "widgets/tm-tooltip.h"
#include "widgets/tm-why-disabled.h"

#include <glib/gi18n.h>

struct _TmUtenaDesireForm
{
  GtkWidget parent_instance;

  /* The position */
  TmUtenaState state;
  guint visible[TM_UTENA_N_CELLS];
  guint n_laid;
  /* What is entered */
  TmUtenaDesire desire;
  guint hidden[TM_UTENA_N_CELLS];            /* icons marked hidden, per icon */
  /* The icon the card always covers (the common icon of the card just
   * below), marked for the players and locked; -1 for none. */
  int covered;
  gboolean covered_marked;                   /* the form marked it, not the players */

  GtkWidget *box;
  TmUtenaCardPicker *picker;
  GtkWidget *chosen_box;
  TmUtenaCardView *view;
  GtkWidget *hidden_box;
  GtkWidget *lay_button;
  char *refusal;                             /* why "Lay" is not possible, NULL: it is */
};

G_DEFINE_FINAL_TYPE (TmUtenaDesireForm, tm_utena_desire_form, GTK_TYPE_WIDGET)

enum {
  SIGNAL_CHANGED,
  SIGNAL_LAY,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
update (TmUtenaDesireForm *self)
{
  gboolean chosen = self->desire != TM_UTENA_NO_DESIRE;

  /* The list until a card is chosen, then the card with the icons it
   * may cover: the next clicks right under the status line, in view
   * (issue #25).  Nothing shown in both steps moves between them. */
  gtk_widget_set_visible (GTK_WIDGET (self->picker), !chosen);
  gtk_widget_set_visible (self->chosen_box, chosen);
  tm_utena_card_view_set_card (self->view, TM_UTENA_KIND_DESIRE, self->desire);
  {
    guint32 card = self->desire;

    tm_utena_card_picker_set_chosen (self->picker, &card, chosen ? 1 : 0);
  }
  gtk_widget_set_visible (self->hidden_box, chosen && self->n_laid > 0);
  gtk_widget_set_visible (self->lay_button, chosen);
  /* Why it is greyed out is said in the page's status line. */
  gtk_widget_set_sensitive (self->lay_button, chosen && self->refusal == NULL);
}

static void
changed (TmUtenaDesireForm *self,
         gboolean           chosen)
{
  /* Not known to be playable until the page has asked the rules. */
  g_free (self->refusal);
  self->refusal = g_strdup ("");
  update (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0, chosen);
}

static void
on_hidden_toggled (GtkToggleButton   *button,
                   TmUtenaDesireForm *self)
{
  guint cell = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "cell"));
  guint count = 0;

  /* A pressed toggle is a faint grey: a covered icon, which costs a
   * marker, is red. */
  if (gtk_toggle_button_get_active (button))
    gtk_widget_add_css_class (GTK_WIDGET (button), "destructive-action");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (button), "destructive-action");

  /* The copies of one icon are alike: count how many are marked. */
  for (GtkWidget *toggle = gtk_widget_get_first_child (self->hidden_box); toggle != NULL;
       toggle = gtk_widget_get_next_sibling (toggle))
    if (GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (toggle), "cell")) == cell
        && gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (toggle)))
      count++;
  self->hidden[cell] = count;
  changed (self, FALSE);
}

/* Marks the icon the chosen card always covers, as the core says, and
 * unmarks the one it marked for the card chosen before. */
static void
update_covered (TmUtenaDesireForm *self)
{
  TmUtenaCell cell;
  int covered = -1;

  if (self->desire != TM_UTENA_NO_DESIRE
      && tm_utena_state_get_covered_icon (&self->state, self->desire, &cell))
    covered = (int) cell;
  if (covered == self->covered)
    return;
  if (self->covered >= 0 && self->covered_marked && self->hidden[self->covered] > 0)
    self->hidden[self->covered]--;
  self->covered = covered;
  self->covered_marked = covered >= 0 && self->hidden[covered] == 0;
  if (self->covered_marked)
    self->hidden[covered] = 1;
}

/* The hidden icons to toggle: one toggle per visible copy of an icon. */
static void
fill_hidden_toggles (TmUtenaDesireForm *self)
{
  GtkWidget *child;
  guint n = 0;

  while ((child = gtk_widget_get_first_child (self->hidden_box)) != NULL)
    gtk_grid_remove (GTK_GRID (self->hidden_box), child);
  for (guint c = 0; c < TM_UTENA_N_CELLS; c++)
    for (guint k = 0; k < self->visible[c]; k++)
      {
        GtkWidget *button = gtk_toggle_button_new ();
        GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
        g_autofree char *name = tm_utena_cell_name ((TmUtenaCell) c);
        g_autofree char *text = self->visible[c] > 1
                                /* Translators: one of the visible copies of an icon, e.g. "white (1 of 2)". */
                                ? g_strdup_printf (_("%s (%u of %u)"), name, k + 1, self->visible[c])
                                : g_strdup (name);
        GtkWidget *label = gtk_label_new (text);

        /* Wrapped, not widening the entry's column (which would move
         * the table beside it). */
        gtk_label_set_wrap (GTK_LABEL (label), TRUE);
        gtk_label_set_xalign (GTK_LABEL (label), 0);

        gtk_box_append (GTK_BOX (box), tm_utena_cell_icon_new ((TmUtenaCell) c, 22));
        gtk_box_append (GTK_BOX (box), label);
        gtk_button_set_child (GTK_BUTTON (button), box);
        /* GTK 4.8 names a button after a label child, not after a box
         * holding one: without this, Orca reads "GtkToggleButton". */
        gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                        GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
        g_object_set_data (G_OBJECT (button), "cell", GUINT_TO_POINTER (c));
        g_object_set_data (G_OBJECT (button), "copy", GUINT_TO_POINTER (k));
        gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), k < self->hidden[c]);
        if (k < self->hidden[c])
          gtk_widget_add_css_class (button, "destructive-action");
        /* The card's copy of the common icon lies on the card below:
         * that icon is hidden whatever else is. */
        if ((int) c == self->covered && k == 0)
          {
            const char *why = _("Always covered: the new card lies on the card below with "
                                "their common icon on top of each other.");
            GtkWidget *lock = gtk_image_new_from_icon_name ("changes-prevent-symbolic");

            gtk_widget_set_hexpand (lock, TRUE);
            gtk_widget_set_halign (lock, GTK_ALIGN_END);
            gtk_box_append (GTK_BOX (box), lock);
            gtk_widget_set_sensitive (button, FALSE);
            /* Drawn in full, not faded: a locked icon must still be read. */
            gtk_widget_add_css_class (button, "tm-utena-locked");
            tm_tooltip_set_text (button, why);
            tm_why_disabled_set (button, why);
            gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                            GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, why, -1);
          }
        g_signal_connect (button, "toggled", G_CALLBACK (on_hidden_toggled), self);
        gtk_widget_set_hexpand (button, TRUE);
        gtk_grid_attach (GTK_GRID (self->hidden_box), button, (int) (n % 2), (int) (n / 2), 1, 1);
        n++;
      }
}

static void
on_card_chosen (TmUtenaCardPicker *picker,
                guint32            card,
                TmUtenaDesireForm *self)
{
  gboolean had_focus = tm_focus_is_within (GTK_WIDGET (picker));

  self->desire = (TmUtenaDesire) card;
  update_covered (self);
  fill_hidden_toggles (self);
  changed (self, TRUE);
  /* The list is hidden now: the keyboard goes on with the next step,
   * the icons it covers, or Lay. */
  if (had_focus && !gtk_widget_child_focus (self->hidden_box, GTK_DIR_TAB_FORWARD))
    gtk_widget_grab_focus (self->lay_button);
}

static void
on_change_clicked (TmUtenaDesireForm *self)
{
  self->desire = TM_UTENA_NO_DESIRE;
  tm_utena_card_picker_reset (self->picker);
  update_covered (self);
  fill_hidden_toggles (self);
  changed (self, FALSE);
}

static void
on_lay_clicked (TmUtenaDesireForm *self)
{
  g_signal_emit (self, signals[SIGNAL_LAY], 0);
}

void
tm_utena_desire_form_set_position (TmUtenaDesireForm  *self,
                                   const TmUtenaState *state)
{
  TmUtenaDesire desire = self->desire;

  g_return_if_fail (TM_IS_UTENA_DESIRE_FORM (self));
  g_return_if_fail (state != NULL);

  /* The covered icon is marked again for this position. */
  self->desire = TM_UTENA_NO_DESIRE;
  update_covered (self);
  self->state = *state;
  memcpy (self->visible, state->visible, sizeof self->visible);
  self->n_laid = state->n_laid;
  self->desire = desire;
  update_covered (self);
  fill_hidden_toggles (self);
  update (self);
}

void
tm_utena_desire_form_set_cards (TmUtenaDesireForm *self,
                                const guint32     *cards,
                                guint              n_cards,
                                const guint32     *known,
                                guint              n_known)
{
  g_return_if_fail (TM_IS_UTENA_DESIRE_FORM (self));

  tm_utena_card_picker_set_cards (self->picker, cards, n_cards);
  tm_utena_card_picker_set_known (self->picker, known, n_known);
}

void
tm_utena_desire_form_clear (TmUtenaDesireForm *self)
{
  g_return_if_fail (TM_IS_UTENA_DESIRE_FORM (self));

  self->desire = TM_UTENA_NO_DESIRE;
  memset (self->hidden, 0, sizeof self->hidden);
  self->covered = -1;
  self->covered_marked = FALSE;
  tm_utena_card_picker_reset (self->picker);
  fill_hidden_toggles (self);
  update (self);
}

void
tm_utena_desire_form_set_refusal (TmUtenaDesireForm *self,
                                  const char        *refusal)
{
  g_return_if_fail (TM_IS_UTENA_DESIRE_FORM (self));

  g_free (self->refusal);
  self->refusal = g_strdup (refusal);
  update (self);
}

TmUtenaDesire
tm_utena_desire_form_get_desire (TmUtenaDesireForm *self)
{
  g_return_val_if_fail (TM_IS_UTENA_DESIRE_FORM (self), TM_UTENA_NO_DESIRE);
  return self->desire;
}

gboolean
tm_utena_desire_form_get_started (TmUtenaDesireForm *self)
{
  g_return_val_if_fail (TM_IS_UTENA_DESIRE_FORM (self), FALSE);

  for (guint c = 0; c < TM_UTENA_N_CELLS; c++)
    if (self->hidden[c] > 0)
      return TRUE;
  return self->desire != TM_UTENA_NO_DESIRE;
}

void
tm_utena_desire_form_fill_move (TmUtenaDesireForm *self,
                                TmUtenaMove       *move)
{
  g_return_if_fail (TM_IS_UTENA_DESIRE_FORM (self));
  g_return_if_fail (move != NULL);

  move->desire = self->desire;
  move->n_hidden = 0;
  for (guint c = 0; c < TM_UTENA_N_CELLS; c++)
    for (guint k = 0; k < self->hidden[c] && move->n_hidden < TM_UTENA_MAX_HIDDEN_LISTED; k++)
      move->hidden[move->n_hidden++] = (guint8) c;
}

GtkWidget *
tm_utena_desire_form_get_entry_start (TmUtenaDesireForm *self)
{
  g_return_val_if_fail (TM_IS_UTENA_DESIRE_FORM (self), NULL);

  if (self->desire == TM_UTENA_NO_DESIRE)
    return tm_utena_card_picker_get_entry_start (self->picker);
  return self->n_laid > 0 ? self->hidden_box : self->lay_button;
}

TmUtenaCardPicker *
tm_utena_desire_form_get_picker (TmUtenaDesireForm *self)
{
  g_return_val_if_fail (TM_IS_UTENA_DESIRE_FORM (self), NULL);
  return self->picker;
}

GtkWidget *
tm_utena_desire_form_get_lay_button (TmUtenaDesireForm *self)
{
  g_return_val_if_fail (TM_IS_UTENA_DESIRE_FORM (self), NULL);
  return self->lay_button;
}

GtkWidget *
tm_utena_desire_form_get_hidden_toggle (TmUtenaDesireForm *self,
                                        TmUtenaCell        cell,
                                        guint              index)
{
  g_return_val_if_fail (TM_IS_UTENA_DESIRE_FORM (self), NULL);

  for (GtkWidget *toggle = gtk_widget_get_first_child (self->hidden_box); toggle != NULL;
       toggle = gtk_widget_get_next_sibling (toggle))
    if (GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (toggle), "cell")) == (guint) cell
        && GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (toggle), "copy")) == index)
      return toggle;
  return NULL;
}

static void
tm_utena_desire_form_dispose (GObject *object)
{
  TmUtenaDesireForm *self = TM_UTENA_DESIRE_FORM (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->refusal, g_free);

  G_OBJECT_CLASS (tm_utena_desire_form_parent_class)->dispose (object);
}

static void
tm_utena_desire_form_class_init (TmUtenaDesireFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_utena_desire_form_dispose;

  tm_focus_class_pass_to_children (widget_class);

  /* The card or the icons marked changed (@chosen: a card was chosen
   * in the list). */
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_BOOLEAN);
  /* "Lay the Desire Card". */
  signals[SIGNAL_LAY] = g_signal_new ("lay", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                      0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tm-utena-desire-form");
}

static void
tm_utena_desire_form_init (TmUtenaDesireForm *self)
{
  GtkWidget *button;

  self->covered = -1;
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  tm_box_append_label (self->box, _("Desire card"), "heading");
  /* The picker has no construct property for its kind: made here. */
  self->picker = TM_UTENA_CARD_PICKER (tm_utena_card_picker_new (TM_UTENA_KIND_DESIRE));
  g_signal_connect (self->picker, "card-chosen", G_CALLBACK (on_card_chosen), self);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->picker));

  self->chosen_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_box_append (GTK_BOX (self->box), self->chosen_box);
  self->view = TM_UTENA_CARD_VIEW (tm_utena_card_view_new (TM_UTENA_KIND_DESIRE, 0));
  gtk_box_append (GTK_BOX (self->chosen_box), GTK_WIDGET (self->view));
  button = gtk_button_new_with_mnemonic (_("Cl_ear"));
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (on_change_clicked), self);
  gtk_box_append (GTK_BOX (self->chosen_box), button);

  /* A grid of toggle buttons, not a flow box: in a flow box the keyboard
   * focuses the box's child and Space does not reach the toggle. */
  self->hidden_box = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (self->hidden_box), 4);
  gtk_grid_set_column_spacing (GTK_GRID (self->hidden_box), 4);
  gtk_grid_set_column_homogeneous (GTK_GRID (self->hidden_box), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->hidden_box), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Icons the new card covers"), -1);
  gtk_box_append (GTK_BOX (self->box), self->hidden_box);
  self->lay_button = gtk_button_new_with_mnemonic (_("_Lay the Desire Card"));
  gtk_widget_add_css_class (self->lay_button, "suggested-action");
  g_signal_connect_swapped (self->lay_button, "clicked", G_CALLBACK (on_lay_clicked), self);
  gtk_box_append (GTK_BOX (self->box), self->lay_button);
  self->refusal = g_strdup ("");
  update (self);
}

GtkWidget *
tm_utena_desire_form_new (void)
{
  return g_object_new (TM_TYPE_UTENA_DESIRE_FORM, NULL);
}
