/* tm-cots-groups-entry.c — one player forms groups from their own bed */
#include "config.h"

#include "tm-cots-groups-entry.h"
#include "widgets/tm-tooltip.h"
#include "widgets/tm-why-disabled.h"
#include "tm-cots-a11y.h"
#include "widgets/tm-accessible-name.h"
#include "widgets/tm-focus.h"
#include "widgets/tm-message-choice.h"
#include "games/children-of-the-sun/rules/tm-cots-text.h"
#include "games/children-of-the-sun/rules/tm-cots-scoring.h"
#include "widgets/tm-move-signal.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#define ASIDE 0

struct _TmCotsGroupsEntry
{
  GtkWidget parent_instance;

  guint player;
  char *name;
  char *other_name;
  TmCotsCardSet bed;
  gboolean entered;
  gboolean shown;
  /* card → group (0 aside, 1–3) and the buttons, for the cards shown */
  guint8 choice[TM_COTS_N_CARDS];
  GtkWidget *buttons[TM_COTS_N_CARDS][TM_COTS_N_GROUPS + 1];

  /* Template widgets */
  GtkLabel *title_label;
  GtkWidget *hidden_page;
  GtkWidget *shown_page;
  GtkLabel *hidden_label;
  GtkWidget *show_button;
  GtkWidget *enter_button;
  GtkWidget *hide_button;
  AdwButtonContent *show_button_content;
  GtkListBox *card_list;
  GtkLabel *entered_label;
};

G_DEFINE_FINAL_TYPE (TmCotsGroupsEntry, tm_cots_groups_entry, GTK_TYPE_WIDGET)

enum {
  SUBMIT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char *colour_css[] = { "red", "purple", "blue", "yellow" };

/* Enter Groups is offered only for groups the rules accept (their shape
 * for the bed's size); otherwise its tooltip says what is wrong. */
static void
update_enter_button (TmCotsGroupsEntry *self)
{
  TmCotsCard groups[TM_COTS_N_GROUPS][2];
  g_autoptr(GError) error = NULL;
  g_autofree char *why_not = NULL;

  for (guint g = 0; g < TM_COTS_N_GROUPS; g++)
    groups[g][0] = groups[g][1] = TM_COTS_NO_CARD;
  for (guint g = 1; g <= TM_COTS_N_GROUPS && why_not == NULL; g++)
    {
      guint n = 0;

      for (TmCotsCard card = 0; card < TM_COTS_N_CARDS; card++)
        if (tm_cots_card_set_contains (self->bed, card) && self->choice[card] == g)
          {
            if (n < 2)
              groups[g - 1][n] = card;
            n++;
          }
      if (n > 2)
        why_not = g_strdup_printf (_("Group %u holds %u cards, but a group holds at most 2."), g, n);
    }
  if (why_not == NULL
      && !tm_cots_groups_check_shape ((const TmCotsCard (*)[2]) groups,
                                      __builtin_popcount (self->bed), &error))
    why_not = g_strdup (error->message);

  gtk_widget_set_sensitive (self->enter_button, why_not == NULL);
  tm_tooltip_set_text (self->enter_button, why_not);
  tm_why_disabled_set (self->enter_button, why_not);
}

/* The buttons of a card's row in the order they show: groups 1, 2, 3,
 * then "aside". */
static const guint row_order[TM_COTS_N_GROUPS + 1] = { 1, 2, 3, ASIDE };

/* Each card's row is one Tab stop, as a radio group is: only the button
 * of the card's group takes the focus; the arrows move in the row. */
static void
sync_row_focus (TmCotsGroupsEntry *self,
                TmCotsCard         card)
{
  GtkWidget *active = self->buttons[card][self->choice[card]];
  GtkWidget *focus;

  if (active == NULL)
    return;
  focus = tm_focus_get_current (active);
  for (guint g = 0; g <= TM_COTS_N_GROUPS; g++)
    gtk_widget_set_focusable (self->buttons[card][g], g == self->choice[card]);
  /* A choice made while the row has the focus takes the focus along. */
  if (focus != NULL && focus != active && gtk_widget_get_parent (focus) == gtk_widget_get_parent (active))
    gtk_widget_grab_focus (active);
}

static void
on_group_toggled (GtkToggleButton   *button,
                  TmCotsGroupsEntry *self)
{
  int card = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "card"));
  int group = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "group"));

  if (!gtk_toggle_button_get_active (button))
    return;     /* the other half of the change: the new button follows */
  self->choice[card] = (guint8) group;
  gtk_accessible_update_state (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_STATE_CHECKED, TRUE, -1);
  for (guint g = 0; g <= TM_COTS_N_GROUPS; g++)
    if (self->buttons[card][g] != NULL && g != (guint) group)
      gtk_accessible_update_state (GTK_ACCESSIBLE (self->buttons[card][g]),
                                   GTK_ACCESSIBLE_STATE_CHECKED, FALSE, -1);
  sync_row_focus (self, card);
  update_enter_button (self);
}

/* The arrow keys, Home and End in a card's row, as in a GTK 3 radio
 * group: they choose the next (wrapping round), previous, first or last
 * button that can be chosen, and the focus goes with the choice. */
static gboolean
on_row_key_pressed (GtkEventControllerKey *keys,
                    guint                  keyval,
                    guint                  keycode,
                    GdkModifierType        state,
                    TmCotsGroupsEntry     *self)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (keys));
  GtkWidget *first = gtk_widget_get_first_child (row);
  int card = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (first), "card"));
  gboolean rtl = gtk_widget_get_direction (row) == GTK_TEXT_DIR_RTL;
  const int n = (int) G_N_ELEMENTS (row_order);
  int at = 0, step, from;
  GtkWidget *target = NULL;

  if ((state & gtk_accelerator_get_default_mod_mask ()) != 0)
    return FALSE;
  for (int i = 0; i < n; i++)
    if (row_order[i] == self->choice[card])
      at = i;

  switch (keyval)
    {
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      step = rtl ? -1 : 1, from = at;
      break;
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      step = rtl ? 1 : -1, from = at;
      break;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      step = 1, from = at;
      break;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      step = -1, from = at;
      break;
    case GDK_KEY_Home:
    case GDK_KEY_KP_Home:
      step = 1, from = n - 1;
      break;
    case GDK_KEY_End:
    case GDK_KEY_KP_End:
      step = -1, from = 0;
      break;
    default:
      return FALSE;
    }

  /* The next button that can be chosen, round the row (Home and End
   * start from the other end, so they take the first or the last). */
  for (int k = 1; k <= n && target == NULL; k++)
    {
      GtkWidget *button = self->buttons[card][row_order[(from + k * step + n * n) % n]];

      if (gtk_widget_is_sensitive (button))
        target = button;
    }
  if (target == NULL)
    return TRUE;  /* nothing to choose: the focus stays in the row */
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (target), TRUE);
  gtk_widget_grab_focus (target);
  return TRUE;
}

/* The button of @row at @x, @y (in @row's coordinates), or NULL. */
static GtkWidget *
row_button_at (GtkWidget *row,
               double     x,
               double     y)
{
  GtkWidget *picked = gtk_widget_pick (row, x, y, GTK_PICK_DEFAULT);

  while (picked != NULL && gtk_widget_get_parent (picked) != row)
    picked = gtk_widget_get_parent (picked);
  return picked;
}

/* A click takes the focus, as on any button: the button pressed may
 * take it while it is pressed; the click then chooses it.  A press that
 * ends elsewhere chooses nothing, and only the card's group takes the
 * focus again. */
static void
on_row_pressed (GtkGestureClick   *click,
                int                n_press,
                double             x,
                double             y,
                TmCotsGroupsEntry *self)
{
  GtkWidget *button = row_button_at (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (click)), x, y);

  if (button != NULL && gtk_widget_is_sensitive (button))
    gtk_widget_set_focusable (button, TRUE);
}

static void
on_row_press_end (GtkGesture        *click,
                  GdkEventSequence  *sequence,
                  TmCotsGroupsEntry *self)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (click));
  GtkWidget *first = gtk_widget_get_first_child (row);
  GtkWidget *button = NULL;
  double x, y;

  if (gtk_gesture_get_point (click, sequence, &x, &y))
    button = row_button_at (row, x, y);
  /* Released on the button pressed: its click follows, and chooses it. */
  if (button != NULL && gtk_widget_get_focusable (button) && gtk_widget_is_sensitive (button))
    return;
  sync_row_focus (self, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (first), "card")));
}

static GtkWidget *
create_card_row (TmCotsGroupsEntry *self,
                 TmCotsCard         card)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *swatch = gtk_image_new ();
  g_autofree char *name = tm_cots_text_card (card);
  GtkWidget *label = gtk_label_new (name);
  GtkWidget *buttons = g_object_new (GTK_TYPE_BOX,
                                     "accessible-role", GTK_ACCESSIBLE_ROLE_RADIO_GROUP,
                                     NULL);
  GtkToggleButton *group = NULL;
  GtkEventController *keys;
  GtkGesture *click;

  gtk_widget_add_css_class (swatch, "tm-swatch");
  gtk_widget_add_css_class (swatch, colour_css[tm_cots_card_get_colour (card)]);
  gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_add_css_class (buttons, "linked");
  gtk_widget_set_valign (buttons, GTK_ALIGN_CENTER);
  /* Orca names the radio group by its card as the focus enters it. */
  gtk_accessible_update_relation (GTK_ACCESSIBLE (buttons),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);

  for (guint i = 0; i < G_N_ELEMENTS (row_order); i++)
    {
      guint value = row_order[i];
      g_autofree char *text = value == ASIDE ? g_strdup ("—") : g_strdup_printf ("%u", value);
      g_autofree char *widget_name = g_strdup_printf ("group-%s-%u", tm_cots_card_to_string (card), value);
      g_autofree char *tooltip = NULL;
      /* Said as a radio button of its card's radio group. */
      GtkWidget *button = g_object_new (GTK_TYPE_TOGGLE_BUTTON,
                                        "label", text,
                                        "accessible-role", GTK_ACCESSIBLE_ROLE_RADIO,
                                        NULL);

      if (value == ASIDE)
        tooltip = g_strdup_printf (_("Set %s aside"), name);
      else
        tooltip = g_strdup_printf (_("Put %s in group %u"), name, value);
      tm_tooltip_set_text (button, tooltip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
      gtk_widget_set_name (button, widget_name);
      g_object_set_data (G_OBJECT (button), "card", GINT_TO_POINTER ((int) card));
      g_object_set_data (G_OBJECT (button), "group", GINT_TO_POINTER ((int) value));
      if (group != NULL)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), group);
      else
        group = GTK_TOGGLE_BUTTON (button);
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), self->choice[card] == value);
      gtk_accessible_update_state (GTK_ACCESSIBLE (button),
                                   GTK_ACCESSIBLE_STATE_CHECKED, self->choice[card] == value, -1);
      g_signal_connect (button, "toggled", G_CALLBACK (on_group_toggled), self);
      gtk_box_append (GTK_BOX (buttons), button);
      self->buttons[card][value] = button;
    }
  sync_row_focus (self, card);
  keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_row_key_pressed), self);
  gtk_widget_add_controller (buttons, keys);
  click = gtk_gesture_click_new ();
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
  g_signal_connect (click, "pressed", G_CALLBACK (on_row_pressed), self);
  g_signal_connect (click, "end", G_CALLBACK (on_row_press_end), self);
  gtk_widget_add_controller (buttons, GTK_EVENT_CONTROLLER (click));

  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 6);
  gtk_box_append (GTK_BOX (box), swatch);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), buttons);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  /* The row itself does nothing: Tab goes straight to the button of the
   * card's group, which names the card. */
  gtk_widget_set_focusable (row, FALSE);
  return row;
}

static void
rebuild_card_list (TmCotsGroupsEntry *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->card_list))) != NULL)
    gtk_list_box_remove (self->card_list, child);
  memset (self->buttons, 0, sizeof self->buttons);

  if (!self->shown)
    return;
  for (TmCotsCard card = 0; card < TM_COTS_N_CARDS; card++)
    if (tm_cots_card_set_contains (self->bed, card))
      gtk_list_box_append (self->card_list, create_card_row (self, card));
}

static void
sync_page (TmCotsGroupsEntry *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->entered_label), self->entered);
  gtk_widget_set_visible (self->shown_page, !self->entered && self->shown);
  gtk_widget_set_visible (self->hidden_page, !self->entered && !self->shown);
  rebuild_card_list (self);
  update_enter_button (self);
}

void
tm_cots_groups_entry_show_bed (TmCotsGroupsEntry *self)
{
  g_return_if_fail (TM_IS_COTS_GROUPS_ENTRY (self));

  if (self->entered || self->shown)
    return;
  self->shown = TRUE;
  sync_page (self);
}

void
tm_cots_groups_entry_hide_bed (TmCotsGroupsEntry *self)
{
  g_return_if_fail (TM_IS_COTS_GROUPS_ENTRY (self));

  if (!self->shown)
    return;
  self->shown = FALSE;
  sync_page (self);
}

void
tm_cots_groups_entry_set_groups (TmCotsGroupsEntry *self,
                                 const TmCotsCard   groups[TM_COTS_N_GROUPS][2])
{
  g_return_if_fail (TM_IS_COTS_GROUPS_ENTRY (self));

  if (self->entered)
    return;
  memset (self->choice, ASIDE, sizeof self->choice);
  for (guint g = 0; g < TM_COTS_N_GROUPS; g++)
    for (guint i = 0; i < 2; i++)
      if (groups[g][i] != TM_COTS_NO_CARD && tm_cots_card_set_contains (self->bed, groups[g][i]))
        self->choice[groups[g][i]] = (guint8) (g + 1);
  self->shown = TRUE;
  /* The toggle buttons are rebuilt from the choices. */
  sync_page (self);
}

gboolean
tm_cots_groups_entry_get_bed_shown (TmCotsGroupsEntry *self)
{
  g_return_val_if_fail (TM_IS_COTS_GROUPS_ENTRY (self), FALSE);
  return self->shown;
}

GtkWidget *
tm_cots_groups_entry_get_group_button (TmCotsGroupsEntry *self,
                                       TmCotsCard         card,
                                       guint              group)
{
  g_return_val_if_fail (TM_IS_COTS_GROUPS_ENTRY (self), NULL);
  g_return_val_if_fail (card >= 0 && card < TM_COTS_N_CARDS, NULL);
  g_return_val_if_fail (group <= TM_COTS_N_GROUPS, NULL);
  return self->buttons[card][group];
}

GtkWidget *
tm_cots_groups_entry_get_show_button (TmCotsGroupsEntry *self)
{
  g_return_val_if_fail (TM_IS_COTS_GROUPS_ENTRY (self), NULL);
  return self->show_button;
}

GtkWidget *
tm_cots_groups_entry_get_enter_button (TmCotsGroupsEntry *self)
{
  g_return_val_if_fail (TM_IS_COTS_GROUPS_ENTRY (self), NULL);
  return self->enter_button;
}

/* The keyboard goes on where the player does: at the first card's group
 * once the bed shows, at "Show" once it hides (the button that had the
 * focus is gone either way). */
static void
focus_first_card (TmCotsGroupsEntry *self)
{
  for (TmCotsCard card = 0; card < TM_COTS_N_CARDS; card++)
    if (self->buttons[card][self->choice[card]] != NULL)
      {
        gtk_widget_grab_focus (self->buttons[card][self->choice[card]]);
        return;
      }
}

static void
on_look_away_response (TmCotsGroupsEntry *self,
                       const char        *response)
{
  if (g_strcmp0 (response, "show") != 0)
    return;
  tm_cots_groups_entry_show_bed (self);
  focus_first_card (self);
}

static void
on_hide_clicked (TmCotsGroupsEntry *self)
{
  tm_cots_groups_entry_hide_bed (self);
  gtk_widget_grab_focus (self->show_button);
}

static void
on_show_clicked (TmCotsGroupsEntry *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  g_autofree char *heading = g_strdup_printf (_("Show %s’s Bed?"), self->name);
  g_autofree char *body = g_strdup_printf (_("%s, please look away: only %s may see these cards."),
                                           self->other_name, self->name);
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, heading, body);
  tm_message_choice_add (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                         "show", _("_Show My Bed"), "show");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_look_away_response),
                           self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static JsonObject *
build_move (TmCotsGroupsEntry *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  guint n_groups = 0;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "type");
  json_builder_add_string_value (builder, "groups");
  json_builder_set_member_name (builder, "player");
  json_builder_add_int_value (builder, self->player);
  /* Trailing empty groups are left out, as the rules write them. */
  for (guint g = 1; g <= TM_COTS_N_GROUPS; g++)
    for (TmCotsCard card = 0; card < TM_COTS_N_CARDS; card++)
      if (tm_cots_card_set_contains (self->bed, card) && self->choice[card] == g)
        n_groups = g;

  json_builder_set_member_name (builder, "groups");
  json_builder_begin_array (builder);
  for (guint g = 1; g <= n_groups; g++)
    {
      json_builder_begin_array (builder);
      for (TmCotsCard card = 0; card < TM_COTS_N_CARDS; card++)
        if (tm_cots_card_set_contains (self->bed, card) && self->choice[card] == g)
          json_builder_add_string_value (builder, tm_cots_card_to_string (card));
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  return json_object_ref (json_node_get_object (root));
}

static void
on_enter_clicked (TmCotsGroupsEntry *self)
{
  g_autoptr(JsonObject) move = build_move (self);

  g_signal_emit (self, signals[SUBMIT], 0, move);
}

/* @button says @label, with its mnemonic or (@mnemonic FALSE) without. */
static void
set_button_mnemonic (GtkWidget  *button,
                     const char *label,
                     gboolean    mnemonic)
{
  g_autofree char *plain = tm_accessible_name_without_mnemonic (label);

  gtk_button_set_use_underline (GTK_BUTTON (button), mnemonic);
  gtk_button_set_label (GTK_BUTTON (button), mnemonic ? label : plain);
  /* Said once, without the underscore (the label sets a relation again). */
  tm_accessible_name_set (button, plain);
}

void
tm_cots_groups_entry_update (TmCotsGroupsEntry *self,
                             guint              player,
                             const char        *name,
                             const char        *other_name,
                             const TmCotsState *state)
{
  g_autofree char *title = NULL;
  g_autofree char *hidden = NULL;
  g_autofree char *show = NULL;
  g_autofree char *entered = NULL;
  guint n_cards;
  gboolean changed;
  gboolean mnemonics;

  g_return_if_fail (TM_IS_COTS_GROUPS_ENTRY (self));
  g_return_if_fail (player < 2);

  changed = self->player != player || self->bed != state->bed[player]
            || self->entered != state->groups_entered[player]
            || g_strcmp0 (self->name, name) != 0;

  self->player = player;
  g_free (self->name);
  self->name = g_strdup (name);
  g_free (self->other_name);
  self->other_name = g_strdup (other_name);
  n_cards = (guint) __builtin_popcount (state->bed[player]);

  if (self->bed != state->bed[player])
    memset (self->choice, ASIDE, sizeof self->choice);
  self->bed = state->bed[player];
  self->entered = state->groups_entered[player];
  if (self->entered)
    self->shown = FALSE;

  title = g_strdup_printf (_("%s’s groups"), name);
  gtk_label_set_text (self->title_label, title);
  hidden = g_strdup_printf (ngettext ("%u card in %s’s bed, face down.",
                                      "%u cards in %s’s bed, face down.", n_cards),
                            n_cards, name);
  gtk_label_set_text (self->hidden_label, hidden);
  /* Translators: the button that shows a player's private bed. */
  show = g_strdup_printf (_("_Show %s’s Bed…"), name);
  /* Both beds' entries can be on screen: Alt and a letter reach one
   * control, so only the entry whose groups come next has mnemonics. */
  mnemonics = !self->entered && (player == 0 || state->groups_entered[0]);
  set_button_mnemonic (self->hide_button, _("_Hide"), mnemonics);
  set_button_mnemonic (self->enter_button, _("_Enter Groups"), mnemonics);
  {
    g_autofree char *plain = tm_accessible_name_without_mnemonic (show);

    adw_button_content_set_use_underline (self->show_button_content, mnemonics);
    adw_button_content_set_label (self->show_button_content, mnemonics ? show : plain);
  }
  tm_cots_a11y_set_name (self->show_button, show);
  entered = g_strdup_printf (_("%s’s groups are entered. They are shown one by one as the attacks are made."),
                             name);
  gtk_label_set_text (self->entered_label, entered);

  if (changed)
    sync_page (self);
}

static void
tm_cots_groups_entry_dispose (GObject *object)
{
  tm_dispose_template (GTK_WIDGET (object), TM_TYPE_COTS_GROUPS_ENTRY);

  G_OBJECT_CLASS (tm_cots_groups_entry_parent_class)->dispose (object);
}

static void
tm_cots_groups_entry_finalize (GObject *object)
{
  TmCotsGroupsEntry *self = TM_COTS_GROUPS_ENTRY (object);

  g_free (self->name);
  g_free (self->other_name);

  G_OBJECT_CLASS (tm_cots_groups_entry_parent_class)->finalize (object);
}

static void
tm_cots_groups_entry_class_init (TmCotsGroupsEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_cots_groups_entry_dispose;
  object_class->finalize = tm_cots_groups_entry_finalize;

  tm_focus_class_pass_to_children (widget_class);

  /* The player asks to enter these groups: (JsonObject *move). */
  signals[SUBMIT] = tm_move_signal_new ("submit", G_TYPE_FROM_CLASS (klass));

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablemate/Tablemate/tm-cots-groups-entry.ui");
  gtk_widget_class_bind_template_child (widget_class, TmCotsGroupsEntry, title_label);
  gtk_widget_class_bind_template_child (widget_class, TmCotsGroupsEntry, hidden_page);
  gtk_widget_class_bind_template_child (widget_class, TmCotsGroupsEntry, shown_page);
  gtk_widget_class_bind_template_child (widget_class, TmCotsGroupsEntry, hidden_label);
  gtk_widget_class_bind_template_child (widget_class, TmCotsGroupsEntry, show_button);
  gtk_widget_class_bind_template_child (widget_class, TmCotsGroupsEntry, enter_button);
  gtk_widget_class_bind_template_child (widget_class, TmCotsGroupsEntry, hide_button);
  gtk_widget_class_bind_template_child (widget_class, TmCotsGroupsEntry, show_button_content);
  gtk_widget_class_bind_template_child (widget_class, TmCotsGroupsEntry, card_list);
  gtk_widget_class_bind_template_child (widget_class, TmCotsGroupsEntry, entered_label);
  gtk_widget_class_bind_template_callback (widget_class, on_show_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_enter_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_hide_clicked);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tm_cots_groups_entry_init (TmCotsGroupsEntry *self)
{
  self->player = G_MAXUINT;
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Named once, by their template labels (GTK 4.8 adds the button's own). */
  tm_cots_a11y_set_name (self->enter_button, NULL);
  tm_cots_a11y_keep_name (self->show_button);
  tm_cots_a11y_set_name (self->hide_button, NULL);
}

GtkWidget *
tm_cots_groups_entry_new (void)
{
  return g_object_new (TM_TYPE_COTS_GROUPS_ENTRY, NULL);
}
