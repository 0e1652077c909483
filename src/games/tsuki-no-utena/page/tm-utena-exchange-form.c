/* tm-utena-exchange-form.c — entering an exchange of the active altar */
#include "config.h"

#include "tm-utena-exchange-form.h"
#include "tm-utena-card-view.h"
#include "games/tsuki-no-utena/rules/tm-utena-text.h"
#include "tm-utena-form-hint.h"
#include "widgets/tm-box-label.h"
#include "widgets/tm-focus.h"
#include "widgets/tm-tooltip.h"
#include "widgets/tm-why-disabled.h"

#include <glib/gi18n.h>

struct _TmUtenaExchangeForm
{
  GtkWidget parent_instance;

  /* The position */
  TmUtenaCard pair[2];
  guint give_mask;
  guint cloud[TM_UTENA_N_CELLS];             /* markers per cloud cell */
  /* What is entered */
  int give;                                  /* own pair card going, -1 */
  TmUtenaCard take;                          /* the card coming, 0 */
  int take_altar;                            /* its altar, -1 from the hand */
  char *take_from;                           /* whose it is */

  GtkWidget *box;
  GtkWidget *give_buttons[2];
  TmUtenaCardView *give_views[2];
  GtkWidget *take_grid;                      /* the other altars' pair cards that can come */
  GPtrArray *take_buttons;
  GtkWidget *hand_expander;
  GtkWidget *hand_box;                       /* the expander's child */
  /* Made when first shown (or asked for): the first frame of a game
   * never shows it.  Until then, the cards it is to list. */
  TmUtenaCardPicker *hand_picker;
  GArray *hand_cards;                        /* TmUtenaCard */
  GArray *known;                             /* guint32 */
  GtkLabel *label;
  GtkWidget *exchange_button;
  char *refusal;                             /* why "Exchange" is not possible, NULL: it is */
};

G_DEFINE_FINAL_TYPE (TmUtenaExchangeForm, tm_utena_exchange_form, GTK_TYPE_WIDGET)

enum {
  SIGNAL_CHANGED,
  SIGNAL_EXCHANGE,
  SIGNAL_HAND_PICKER_MADE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
update (TmUtenaExchangeForm *self)
{
  gboolean ready = self->give >= 0 && self->take != TM_UTENA_NO_CARD;

  for (guint k = 0; k < 2; k++)
    {
      tm_utena_card_view_set_card (self->give_views[k], TM_UTENA_KIND_PRACTITIONER, self->pair[k]);
      if (self->pair[k] != TM_UTENA_NO_CARD)
        {
          g_autofree char *icons = tm_utena_card_describe (self->pair[k]);
          /* Translators: the toggle that chooses the pair card that goes, for
           * screen readers, e.g. "Pair card 1 goes: blue cross, navy snake, …". */
          g_autofree char *name = g_strdup_printf (_("Pair card %u goes: %s"), k + 1, icons);

          gtk_accessible_update_property (GTK_ACCESSIBLE (self->give_buttons[k]),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
        }
      gtk_widget_set_sensitive (self->give_buttons[k], (self->give_mask & (1u << k)) != 0);
      tm_why_disabled_set (self->give_buttons[k], (self->give_mask & (1u << k)) != 0 ? NULL
                           : _("The rules allow no exchange that gives this card away now."));
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->give_buttons[k]), self->give == (int) k);
      /* A pressed toggle is a faint grey: the card chosen is coloured. */
      if (self->give == (int) k)
        gtk_widget_add_css_class (self->give_buttons[k], "suggested-action");
      else
        gtk_widget_remove_css_class (self->give_buttons[k], "suggested-action");
    }
  if (ready)
    {
      TmUtenaMatch match = tm_utena_cards_match (self->pair[1 - self->give], self->take);
      g_autofree char *icons = tm_utena_match_describe (match);
      g_autofree char *empty = tm_utena_match_describe_empty (match, self->cloud);
      g_autofree char *text = NULL;

      if (self->take_altar >= 0)
        /* Translators: the exchange being entered, e.g. "Pair card 1 goes to Mio, the card chosen there comes. The new pair would match on navy snake." */
        text = g_strdup_printf (_("Pair card %d goes to %s, the card chosen there comes. The new pair would match on %s."),
                                self->give + 1, self->take_from, tm_utena_match_count (match) > 0 ? icons : _("nothing"));
      else
        text = g_strdup_printf (_("Pair card %d goes to the hand, the card from the hand comes. The new pair would match on %s."),
                                self->give + 1, tm_utena_match_count (match) > 0 ? icons : _("nothing"));
      if (empty != NULL && tm_utena_match_count (match) > 0)
        {
          /* Translators: after the exchange's preview, e.g. "But the yellow group
           * cloud cell is empty: nothing to gain there." */
          g_autofree char *warning = g_strdup_printf (_("But %s."), empty);
          g_autofree char *preview = g_steal_pointer (&text);

          text = g_strjoin (" ", preview, warning, NULL);
        }
      gtk_label_set_text (self->label, text);
    }
  else
    gtk_label_set_text (self->label, "");
  for (guint i = 0; i < self->take_buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (self->take_buttons, i);
      gboolean chosen = self->take_altar == GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "altar"))
                        && self->take == GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "card"));

      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), chosen);
      if (chosen)
        gtk_widget_add_css_class (button, "suggested-action");
      else
        gtk_widget_remove_css_class (button, "suggested-action");
    }
  /* Why it is greyed out is said in the page's status line. */
  gtk_widget_set_sensitive (self->exchange_button, ready && self->refusal == NULL);
}

static void
changed (TmUtenaExchangeForm *self)
{
  /* Not known to be playable until the page has asked the rules. */
  g_free (self->refusal);
  self->refusal = g_strdup ("");
  update (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static void
set_take (TmUtenaExchangeForm *self,
          TmUtenaCard          card,
          int                  altar,
          const char          *from)
{
  self->take = card;
  self->take_altar = altar;
  g_free (self->take_from);
  self->take_from = g_strdup (from);
}

static void
on_give_clicked (GtkButton           *button,
                 TmUtenaExchangeForm *self)
{
  tm_utena_exchange_form_select_give (self, GTK_WIDGET (button) == self->give_buttons[0] ? 0 : 1);
}

static void
on_hand_card_chosen (TmUtenaCardPicker   *picker,
                     guint32              card,
                     TmUtenaExchangeForm *self)
{
  gboolean had_focus = tm_focus_is_within (GTK_WIDGET (picker));

  set_take (self, card, -1, NULL);
  changed (self);
  /* "Exchange" is above the hand's list: the keyboard goes there. */
  if (had_focus && gtk_widget_is_sensitive (self->exchange_button))
    gtk_widget_grab_focus (self->exchange_button);
}

/* The hand's picker, made the first time it is needed. */
static TmUtenaCardPicker *
ensure_hand_picker (TmUtenaExchangeForm *self)
{
  if (self->hand_picker == NULL)
    {
      /* The picker has no construct property for its kind: made here. */
      self->hand_picker = TM_UTENA_CARD_PICKER (tm_utena_card_picker_new (TM_UTENA_KIND_PRACTITIONER));
      g_signal_connect (self->hand_picker, "card-chosen", G_CALLBACK (on_hand_card_chosen), self);
      tm_utena_card_picker_set_cards (self->hand_picker, (const guint32 *) self->hand_cards->data,
                                      self->hand_cards->len);
      tm_utena_card_picker_set_known (self->hand_picker, (const guint32 *) self->known->data,
                                      self->known->len);
      gtk_box_append (GTK_BOX (self->hand_box), GTK_WIDGET (self->hand_picker));
      g_signal_emit (self, signals[SIGNAL_HAND_PICKER_MADE], 0, self->hand_picker);
    }
  return self->hand_picker;
}

static void
on_hand_expanded (TmUtenaExchangeForm *self)
{
  if (gtk_expander_get_expanded (GTK_EXPANDER (self->hand_expander)))
    ensure_hand_picker (self);
}

static void
on_take_clicked (GtkButton           *button,
                 TmUtenaExchangeForm *self)
{
  /* update() sets the toggles as the entry says. */
  tm_utena_exchange_form_take (self,
                               GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "card")),
                               GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "altar")),
                               g_object_get_data (G_OBJECT (button), "owner"));
}

void
tm_utena_exchange_form_set_takes (TmUtenaExchangeForm *self,
                                  guint                n_takes,
                                  const TmUtenaCard   *cards,
                                  const int           *altars,
                                  const char * const  *owners)
{
  GtkWidget *child;

  g_return_if_fail (TM_IS_UTENA_EXCHANGE_FORM (self));

  while ((child = gtk_widget_get_first_child (self->take_grid)) != NULL)
    gtk_grid_remove (GTK_GRID (self->take_grid), child);
  g_ptr_array_set_size (self->take_buttons, 0);
  for (guint i = 0; i < n_takes; i++)
    {
      GtkWidget *button = gtk_toggle_button_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      GtkWidget *view = tm_utena_card_view_new (TM_UTENA_KIND_PRACTITIONER, cards[i]);
      GtkWidget *label = gtk_label_new (owners[i]);
      g_autofree char *icons = tm_utena_card_describe (cards[i]);
      /* Translators: a pair card that can come in an exchange, for screen
       * readers, e.g. "Mio’s altar: blue cross, navy snake, …". */
      g_autofree char *name = g_strdup_printf (_("%s: %s"), owners[i], icons);

      tm_utena_card_view_set_framed (TM_UTENA_CARD_VIEW (view), FALSE);
      tm_utena_card_view_set_icon_size (TM_UTENA_CARD_VIEW (view), 18);
      tm_tooltip_set_text (view, NULL);
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_widget_add_css_class (label, "caption");
      gtk_box_append (GTK_BOX (box), view);
      gtk_box_append (GTK_BOX (box), label);
      gtk_button_set_child (GTK_BUTTON (button), box);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      g_object_set_data (G_OBJECT (button), "card", GUINT_TO_POINTER (cards[i]));
      g_object_set_data (G_OBJECT (button), "altar", GINT_TO_POINTER (altars[i]));
      g_object_set_data_full (G_OBJECT (button), "owner", g_strdup (owners[i]), g_free);
      g_signal_connect (button, "clicked", G_CALLBACK (on_take_clicked), self);
      gtk_widget_set_hexpand (button, TRUE);
      gtk_grid_attach (GTK_GRID (self->take_grid), button, (int) (i % 3), (int) (i / 3), 1, 1);
      g_ptr_array_add (self->take_buttons, button);
    }
  update (self);
}

GtkWidget *
tm_utena_exchange_form_get_take_button (TmUtenaExchangeForm *self,
                                        TmUtenaCard          card)
{
  g_return_val_if_fail (TM_IS_UTENA_EXCHANGE_FORM (self), NULL);

  for (guint i = 0; i < self->take_buttons->len; i++)
    if (GPOINTER_TO_UINT (g_object_get_data (self->take_buttons->pdata[i], "card")) == card)
      return self->take_buttons->pdata[i];
  return NULL;
}

/* The widgets' order, in which the cards of the other pairs are skipped:
 * during an exchange they are reached from the pair's card that goes. */
static gboolean
focus_in_order (GtkWidget        *widget,
                GtkDirectionType  direction,
                GPtrArray        *targets)
{
  for (guint passed = 0; passed <= targets->len; passed++)
    {
      GtkWidget *focus;

      if (!tm_focus_children (widget, direction))
        return FALSE;
      focus = tm_focus_get_current (widget);
      if (focus == NULL || !g_ptr_array_find (targets, focus, NULL))
        return TRUE;
    }
  return FALSE;
}

gboolean
tm_utena_exchange_form_focus (TmUtenaExchangeForm *self,
                              GtkWidget           *page,
                              GtkDirectionType     direction)
{
  GtkWidget *focus = tm_focus_get_current (page);
  GPtrArray *targets = self->take_buttons;
  guint n = targets->len, at = 0;
  gboolean on_target;
  /* Once the card that comes is chosen, "Exchange" (above the cards). */
  GtkWidget *after = gtk_widget_is_sensitive (self->exchange_button) ? self->exchange_button : self->hand_expander;
  GtkWidget **give = self->give_buttons;

  g_return_val_if_fail (TM_IS_UTENA_EXCHANGE_FORM (self), FALSE);

  if (focus == NULL)
    return focus_in_order (page, direction, targets);
  on_target = g_ptr_array_find (targets, focus, &at);
  if (direction == GTK_DIR_TAB_FORWARD)
    {
      /* From the last pair card that can go: to the other pairs' cards. */
      if (n > 0 && (focus == give[1] || (focus == give[0] && !gtk_widget_is_sensitive (give[1]))))
        return gtk_widget_grab_focus (targets->pdata[0]);
      if (on_target && at + 1 < n)
        return gtk_widget_grab_focus (targets->pdata[at + 1]);
      if (on_target)
        return gtk_widget_child_focus (after, direction) || gtk_widget_grab_focus (after);
    }
  else
    {
      if (n > 0 && focus == after)
        return gtk_widget_grab_focus (targets->pdata[n - 1]);
      if (on_target && at > 0)
        return gtk_widget_grab_focus (targets->pdata[at - 1]);
      if (on_target)
        return gtk_widget_grab_focus (gtk_widget_is_sensitive (give[1]) ? give[1] : give[0]);
    }
  return focus_in_order (page, direction, targets);
}

static void
on_exchange_clicked (TmUtenaExchangeForm *self)
{
  g_signal_emit (self, signals[SIGNAL_EXCHANGE], 0);
}

void
tm_utena_exchange_form_set_position (TmUtenaExchangeForm *self,
                                     const TmUtenaCard   *pair,
                                     guint                give,
                                     const TmUtenaCard   *hand_cards,
                                     guint                n_hand_cards,
                                     const guint32       *known,
                                     guint                n_known,
                                     const guint         *cloud)
{
  g_return_if_fail (TM_IS_UTENA_EXCHANGE_FORM (self));
  g_return_if_fail (pair != NULL);
  g_return_if_fail (cloud != NULL);

  memcpy (self->cloud, cloud, sizeof self->cloud);
  self->pair[0] = pair[0];
  self->pair[1] = pair[1];
  self->give_mask = give;
  g_array_set_size (self->hand_cards, 0);
  g_array_append_vals (self->hand_cards, hand_cards, n_hand_cards);
  g_array_set_size (self->known, 0);
  g_array_append_vals (self->known, known, n_known);
  if (self->hand_picker != NULL)
    {
      tm_utena_card_picker_set_cards (self->hand_picker, hand_cards, n_hand_cards);
      tm_utena_card_picker_set_known (self->hand_picker, known, n_known);
    }
  update (self);
}

void
tm_utena_exchange_form_set_refusal (TmUtenaExchangeForm *self,
                                    const char          *refusal)
{
  g_return_if_fail (TM_IS_UTENA_EXCHANGE_FORM (self));

  g_free (self->refusal);
  self->refusal = g_strdup (refusal);
  update (self);
}

void
tm_utena_exchange_form_clear (TmUtenaExchangeForm *self)
{
  g_return_if_fail (TM_IS_UTENA_EXCHANGE_FORM (self));

  self->give = -1;
  set_take (self, TM_UTENA_NO_CARD, -1, NULL);
  if (self->hand_picker != NULL)
    tm_utena_card_picker_reset (self->hand_picker);
  gtk_expander_set_expanded (GTK_EXPANDER (self->hand_expander), FALSE);
  update (self);
}

void
tm_utena_exchange_form_select_give (TmUtenaExchangeForm *self,
                                    int                  index)
{
  g_return_if_fail (TM_IS_UTENA_EXCHANGE_FORM (self));

  self->give = self->give == index ? -1 : index;
  changed (self);
}

void
tm_utena_exchange_form_take (TmUtenaExchangeForm *self,
                             TmUtenaCard          card,
                             int                  altar,
                             const char          *from)
{
  g_return_if_fail (TM_IS_UTENA_EXCHANGE_FORM (self));

  if (self->take_altar == altar && self->take == card)
    set_take (self, TM_UTENA_NO_CARD, -1, NULL);
  else
    set_take (self, card, altar, from);
  changed (self);
}

int
tm_utena_exchange_form_get_give (TmUtenaExchangeForm *self)
{
  g_return_val_if_fail (TM_IS_UTENA_EXCHANGE_FORM (self), -1);
  return self->give;
}

TmUtenaCard
tm_utena_exchange_form_get_take (TmUtenaExchangeForm *self)
{
  g_return_val_if_fail (TM_IS_UTENA_EXCHANGE_FORM (self), TM_UTENA_NO_CARD);
  return self->take;
}

int
tm_utena_exchange_form_get_take_altar (TmUtenaExchangeForm *self)
{
  g_return_val_if_fail (TM_IS_UTENA_EXCHANGE_FORM (self), -1);
  return self->take_altar;
}

gboolean
tm_utena_exchange_form_get_started (TmUtenaExchangeForm *self)
{
  g_return_val_if_fail (TM_IS_UTENA_EXCHANGE_FORM (self), FALSE);
  return self->give >= 0 || self->take != TM_UTENA_NO_CARD;
}

gboolean
tm_utena_exchange_form_fill_move (TmUtenaExchangeForm *self,
                                  TmUtenaMove         *move)
{
  g_return_val_if_fail (TM_IS_UTENA_EXCHANGE_FORM (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (self->give < 0 || self->take == TM_UTENA_NO_CARD)
    return FALSE;
  move->cards[0] = self->pair[self->give];
  move->cards[1] = self->take;
  return TRUE;
}

GtkWidget *
tm_utena_exchange_form_get_after_board (TmUtenaExchangeForm *self)
{
  g_return_val_if_fail (TM_IS_UTENA_EXCHANGE_FORM (self), NULL);
  return self->hand_expander;
}

TmUtenaCardPicker *
tm_utena_exchange_form_get_hand_picker (TmUtenaExchangeForm *self)
{
  g_return_val_if_fail (TM_IS_UTENA_EXCHANGE_FORM (self), NULL);
  return ensure_hand_picker (self);
}

GtkWidget *
tm_utena_exchange_form_get_button (TmUtenaExchangeForm *self,
                                   const char          *name)
{
  g_return_val_if_fail (TM_IS_UTENA_EXCHANGE_FORM (self), NULL);

  if (g_str_equal (name, "give-0"))
    return self->give_buttons[0];
  if (g_str_equal (name, "give-1"))
    return self->give_buttons[1];
  if (g_str_equal (name, "exchange"))
    return self->exchange_button;
  g_return_val_if_reached (NULL);
}

static void
tm_utena_exchange_form_dispose (GObject *object)
{
  TmUtenaExchangeForm *self = TM_UTENA_EXCHANGE_FORM (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->take_from, g_free);
  g_clear_pointer (&self->take_buttons, g_ptr_array_unref);
  g_clear_pointer (&self->refusal, g_free);
  g_clear_pointer (&self->hand_cards, g_array_unref);
  g_clear_pointer (&self->known, g_array_unref);

  G_OBJECT_CLASS (tm_utena_exchange_form_parent_class)->dispose (object);
}

static void
tm_utena_exchange_form_class_init (TmUtenaExchangeFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_utena_exchange_form_dispose;

  tm_focus_class_pass_to_children (widget_class);

  /* The card going or the card coming changed. */
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* "Exchange". */
  signals[SIGNAL_EXCHANGE] = g_signal_new ("exchange", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The hand's picker was made (tm_utena_exchange_form_get_hand_picker()). */
  signals[SIGNAL_HAND_PICKER_MADE] =
    g_signal_new ("hand-picker-made", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, TM_TYPE_UTENA_CARD_PICKER);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tm-utena-exchange-form");
}

static void
tm_utena_exchange_form_init (TmUtenaExchangeForm *self)
{
  GtkWidget *row;

  self->give = -1;
  self->hand_cards = g_array_new (FALSE, FALSE, sizeof (TmUtenaCard));
  self->known = g_array_new (FALSE, FALSE, sizeof (guint32));
  self->take_altar = -1;
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  self->take_buttons = g_ptr_array_new ();
  /* Compact, and "Exchange" above the hand's list: every step of the
   * move in view at 800 × 560 (issue #25). */
  tm_box_append_label (self->box, _("1. The card of the pair that goes"), "caption-heading");
  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  gtk_box_set_homogeneous (GTK_BOX (row), TRUE);
  gtk_box_append (GTK_BOX (self->box), row);
  for (guint k = 0; k < 2; k++)
    {
      g_autofree char *name = g_strdup_printf (_("Pair card %u"), k + 1);

      self->give_buttons[k] = gtk_toggle_button_new ();
      self->give_views[k] = TM_UTENA_CARD_VIEW (tm_utena_card_view_new (TM_UTENA_KIND_PRACTITIONER, 0));
      tm_utena_card_view_set_icon_size (self->give_views[k], 22);
      gtk_button_set_child (GTK_BUTTON (self->give_buttons[k]), GTK_WIDGET (self->give_views[k]));
      gtk_widget_set_hexpand (self->give_buttons[k], TRUE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->give_buttons[k]), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      g_signal_connect (self->give_buttons[k], "clicked", G_CALLBACK (on_give_clicked), self);
      gtk_box_append (GTK_BOX (row), self->give_buttons[k]);
    }
  self->label = tm_box_append_label (self->box, NULL, NULL);
  /* Filled once both cards are chosen: its room is kept, so that
   * "Exchange" below does not move between the clicks.  Both come
   * before the card that comes: the hand's list below them may be long,
   * and "Exchange" stays in view (issue #25). */
  gtk_label_set_yalign (self->label, 0);
  tm_utena_form_reserve_lines (self->label, 4);   /* 4: with the warning of an empty cloud cell */
  self->exchange_button = gtk_button_new_with_mnemonic (_("E_xchange"));
  gtk_widget_add_css_class (self->exchange_button, "suggested-action");
  g_signal_connect_swapped (self->exchange_button, "clicked", G_CALLBACK (on_exchange_clicked), self);
  gtk_box_append (GTK_BOX (self->box), self->exchange_button);
  tm_box_append_label (self->box, _("2. The card that comes: from another altar’s pair, or from the hand"),
                       "caption-heading");
  self->take_grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (self->take_grid), 4);
  gtk_grid_set_column_spacing (GTK_GRID (self->take_grid), 4);
  gtk_grid_set_column_homogeneous (GTK_GRID (self->take_grid), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->take_grid), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Cards of the other pairs"), -1);
  gtk_box_append (GTK_BOX (self->box), self->take_grid);
  self->hand_expander = gtk_expander_new_with_mnemonic (_("Cards from the _hand"));
  gtk_box_append (GTK_BOX (self->box), self->hand_expander);
  self->hand_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_margin_top (self->hand_box, 6);
  gtk_expander_set_child (GTK_EXPANDER (self->hand_expander), self->hand_box);
  g_signal_connect_swapped (self->hand_expander, "notify::expanded", G_CALLBACK (on_hand_expanded), self);
  self->refusal = g_strdup ("");
}

GtkWidget *
tm_utena_exchange_form_new (void)
{
  return g_object_new (TM_TYPE_UTENA_EXCHANGE_FORM, NULL);
}
