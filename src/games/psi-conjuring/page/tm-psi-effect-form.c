/* tm-psi-effect-form.c — an ability effect, entered as a list of changes
 *
 * Each change is the JSON object the record keeps ("change", "cell" …,
 * docs/records.md).  What the form offers follows the card chosen, but
 * after other changes, or after the battle, the card may be other than
 * shown: then every change is offered and the rules decide.
 */
#include "config.h"

#include "tm-psi-effect-form.h"
#include "widgets/tm-adaptive-box.h"
#include "widgets/tm-drop-down.h"
#include "widgets/tm-focus.h"
#include "core/tm-grid.h"

#include <glib/gi18n.h>

struct _TmPsiEffectForm
{
  GtkWidget parent_instance;

  JsonArray *changes;
  gboolean has_card;
  TmCell card;
  gboolean attacking;
  char *players[2];
  guint hand_owned[2][2];      /* [holder][owner]: cards in each hand */

  /* Template widgets */
  GtkLabel *adjust_label;
  GtkSpinButton *adjust_spin;
  GtkWidget *power_button;
  GtkSpinButton *set_power_spin;
  GtkWidget *set_power_button;
  GtkSpinButton *damage_spin;
  GtkWidget *damage_button;
  GtkWidget *destroy_button;
  GtkWidget *return_button;
  GtkWidget *flip_button;
  GtkWidget *move_button;
  GtkWidget *master_button;
  GtkDropDown *hand_drop_down;
  GtkSpinButton *hand_spin;
  GtkWidget *hand_button;
  GtkWidget *enter_expander;
  GtkEntry *enter_name_entry;
  GtkDropDown *enter_colour_drop_down;
  GtkCheckButton *enter_yellow_check;
  GtkWidget *enter_power_box;
  GtkSpinButton *enter_power_spin;
  GtkSpinButton *enter_min_spin;
  GtkSpinButton *enter_max_spin;
  GtkDropDown *enter_player_drop_down;
  GtkDropDown *enter_from_drop_down;
  GtkWidget *enter_owner_row;
  GtkDropDown *enter_owner_drop_down;
  GtkWidget *enter_button;
  GtkLabel *changes_label;
  GtkWidget *clear_button;
  GtkWidget *apply_button;
};

G_DEFINE_FINAL_TYPE (TmPsiEffectForm, tm_psi_effect_form, GTK_TYPE_WIDGET)

enum {
  SIGNAL_CHANGED,
  SIGNAL_PICK_CELL,
  SIGNAL_APPLY,
  SIGNAL_ERROR,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
show_error (TmPsiEffectForm *self,
            const char      *message)
{
  g_signal_emit (self, signals[SIGNAL_ERROR], 0, message);
}

static const char *
player_name (TmPsiEffectForm *self,
             int              player)
{
  if (player < 0 || player > 1 || self->players[player] == NULL)
    return "?";
  return self->players[player];
}

static char *
describe_cell_short (JsonObject *change,
                     const char *member)
{
  JsonArray *array = json_object_get_array_member (change, member);
  TmCell cell = { (int) json_array_get_int_element (array, 0), (int) json_array_get_int_element (array, 1) };

  return g_strdup_printf (_("Row %d, column %d"), cell.row + 1, cell.col + 1);
}

static char *
describe_change (TmPsiEffectForm *self,
                 JsonObject      *change)
{
  const char *kind = json_object_get_string_member (change, "change");
  g_autofree char *where = NULL;

  if (g_str_equal (kind, "hand"))
    /* Translators: an effect's change, e.g. "Mio’s hand: +1". */
    return g_strdup_printf (_("%s’s hand: %+d"),
                            player_name (self, (int) json_object_get_int_member (change, "player")),
                            (int) json_object_get_int_member (change, "by"));
  where = describe_cell_short (change, "cell");
  if (g_str_equal (kind, "power"))
    /* Translators: an effect's change, e.g. "Row 2, column 3: power −2". */
    return g_strdup_printf (_("%s: power %+d"), where, (int) json_object_get_int_member (change, "by"));
  if (g_str_equal (kind, "damage"))
    /* Translators: an effect's change, e.g. "Row 2, column 3: 2 damage". */
    return g_strdup_printf (_("%s: %d damage"), where, (int) json_object_get_int_member (change, "amount"));
  if (g_str_equal (kind, "set-power"))
    return g_strdup_printf (_("%s: power set to %d"), where, (int) json_object_get_int_member (change, "power"));
  if (g_str_equal (kind, "destroy"))
    return g_strdup_printf (_("%s: destroyed"), where);
  if (g_str_equal (kind, "return"))
    return g_strdup_printf (_("%s: back to its owner’s hand"), where);
  if (g_str_equal (kind, "flip-down"))
    return g_strdup_printf (_("%s: turned face down"), where);
  if (g_str_equal (kind, "master"))
    return g_strdup_printf (_("%s: the other player becomes its master"), where);
  if (g_str_equal (kind, "enter"))
    /* Translators: an effect's change, e.g. "Row 1, column 2: Golem enters the field". */
    return g_strdup_printf (_("%s: %s enters the field"), where, json_object_get_string_member (change, "beast"));
  if (g_str_equal (kind, "move"))
    {
      g_autofree char *to = describe_cell_short (change, "to");

      /* Translators: an effect's change, e.g. "Row 2, column 3: moved to Row 1, column 1". */
      return g_strdup_printf (_("%s: moved to %s"), where, to);
    }
  return g_strdup (kind);
}

/* Adding changes */

static JsonObject *
add_change (TmPsiEffectForm *self,
            const char      *change,
            gboolean         on_card)
{
  JsonObject *object = json_object_new ();

  json_object_set_string_member (object, "change", change);
  if (on_card)
    json_object_set_member (object, "cell", tm_cell_to_json (self->card));
  json_array_add_object_element (self->changes, object);
  show_error (self, NULL);
  return object;
}

static void
changes_added (TmPsiEffectForm *self)
{
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static gboolean
check_change_room (TmPsiEffectForm *self,
                   gboolean         on_card)
{
  if (on_card && !self->has_card)
    {
      show_error (self, _("Click the card the effect changes first."));
      return FALSE;
    }
  if (json_array_get_length (self->changes) >= TM_PSI_MAX_CHANGES)
    {
      show_error (self, _("An effect has at most 24 changes."));
      return FALSE;
    }
  return TRUE;
}

void
tm_psi_effect_form_add_move (TmPsiEffectForm *self,
                             TmCell           to)
{
  JsonObject *object;

  g_return_if_fail (TM_IS_PSI_EFFECT_FORM (self));

  if (!check_change_room (self, TRUE))
    return;
  object = add_change (self, "move", TRUE);
  json_object_set_member (object, "to", tm_cell_to_json (to));
  self->card = to;
  changes_added (self);
}

static void
on_power_clicked (TmPsiEffectForm *self)
{
  int by;

  gtk_spin_button_update (self->adjust_spin);
  by = gtk_spin_button_get_value_as_int (self->adjust_spin);

  if (by == 0)
    {
      show_error (self, _("Enter by how much the power changes, e.g. −2 or 3."));
      return;
    }
  if (!check_change_room (self, TRUE))
    return;
  json_object_set_int_member (add_change (self, "power", TRUE), "by", by);
  changes_added (self);
}

static void
on_set_power_clicked (TmPsiEffectForm *self)
{
  gtk_spin_button_update (self->set_power_spin);
  if (!check_change_room (self, TRUE))
    return;
  json_object_set_int_member (add_change (self, "set-power", TRUE), "power",
                              gtk_spin_button_get_value_as_int (self->set_power_spin));
  changes_added (self);
}

static void
on_damage_clicked (TmPsiEffectForm *self)
{
  gtk_spin_button_update (self->damage_spin);
  if (!check_change_room (self, TRUE))
    return;
  json_object_set_int_member (add_change (self, "damage", TRUE), "amount",
                              gtk_spin_button_get_value_as_int (self->damage_spin));
  changes_added (self);
}

/* Whose card comes from the hand is asked only when that hand holds
 * both players' cards. */
static gboolean
asks_owner (TmPsiEffectForm *self)
{
  guint holder = gtk_drop_down_get_selected (self->enter_player_drop_down) == 1 ? 1 : 0;

  return gtk_drop_down_get_selected (self->enter_from_drop_down) == 0
         && self->hand_owned[holder][0] > 0 && self->hand_owned[holder][1] > 0;
}

static void
on_enter_source_changed (TmPsiEffectForm *self)
{
  gtk_widget_set_visible (self->enter_owner_row, asks_owner (self));
}

static void
add_card_change (TmPsiEffectForm *self,
                 const char      *change)
{
  if (!check_change_room (self, TRUE))
    return;
  add_change (self, change, TRUE);
  changes_added (self);
}

static void
on_destroy_clicked (TmPsiEffectForm *self)
{
  add_card_change (self, "destroy");
}

static void
on_return_clicked (TmPsiEffectForm *self)
{
  add_card_change (self, "return");
}

static void
on_flip_clicked (TmPsiEffectForm *self)
{
  add_card_change (self, "flip-down");
}

static void
on_master_clicked (TmPsiEffectForm *self)
{
  add_card_change (self, "master");
}

static void
on_move_clicked (TmPsiEffectForm *self)
{
  if (!check_change_room (self, TRUE))
    return;
  g_signal_emit (self, signals[SIGNAL_PICK_CELL], 0);
}

static void
on_hand_clicked (TmPsiEffectForm *self)
{
  JsonObject *object;
  int by;

  gtk_spin_button_update (self->hand_spin);
  by = gtk_spin_button_get_value_as_int (self->hand_spin);
  if (by == 0)
    {
      show_error (self, _("Enter by how much the hand changes, e.g. −1 or 2."));
      return;
    }
  if (!check_change_room (self, FALSE))
    return;
  object = add_change (self, "hand", FALSE);
  json_object_set_int_member (object, "player", gtk_drop_down_get_selected (self->hand_drop_down) == 1 ? 1 : 0);
  json_object_set_int_member (object, "by", by);
  changes_added (self);
}

static void
on_enter_clicked (TmPsiEffectForm *self)
{
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->enter_name_entry))));
  JsonObject *object;
  guint from = gtk_drop_down_get_selected (self->enter_from_drop_down);

  if (name[0] == '\0')
    {
      show_error (self, _("Enter the beast’s name, as printed on the card."));
      gtk_widget_grab_focus (GTK_WIDGET (self->enter_name_entry));
      return;
    }
  gtk_spin_button_update (self->enter_power_spin);
  gtk_spin_button_update (self->enter_min_spin);
  gtk_spin_button_update (self->enter_max_spin);
  if (!check_change_room (self, TRUE))
    return;
  object = add_change (self, "enter", TRUE);
  json_object_set_string_member (object, "beast", name);
  json_object_set_string_member (object, "colour",
                                 gtk_drop_down_get_selected (self->enter_colour_drop_down) == 1 ? "blue" : "red");
  if (gtk_check_button_get_active (self->enter_yellow_check))
    json_object_set_boolean_member (object, "yellow", TRUE);
  else
    {
      JsonArray *track = json_array_new ();

      json_object_set_int_member (object, "power", gtk_spin_button_get_value_as_int (self->enter_power_spin));
      json_array_add_int_element (track, gtk_spin_button_get_value_as_int (self->enter_min_spin));
      json_array_add_int_element (track, gtk_spin_button_get_value_as_int (self->enter_max_spin));
      json_object_set_array_member (object, "track", track);
    }
  json_object_set_int_member (object, "player", gtk_drop_down_get_selected (self->enter_player_drop_down) == 1 ? 1 : 0);
  if (from == 0)
    json_object_set_string_member (object, "from", "hand");
  /* Left out while not chosen: the rules then say it is needed. */
  if (asks_owner (self) && gtk_drop_down_get_selected (self->enter_owner_drop_down) <= 1)
    json_object_set_int_member (object, "owner", (int) gtk_drop_down_get_selected (self->enter_owner_drop_down));
  else if (from == 1)
    json_object_set_string_member (object, "from", "graveyard");
  changes_added (self);
}

static void
on_enter_yellow_toggled (TmPsiEffectForm *self)
{
  gtk_widget_set_sensitive (self->enter_power_box, !gtk_check_button_get_active (self->enter_yellow_check));
}

static void
on_clear_clicked (TmPsiEffectForm *self)
{
  g_clear_pointer (&self->changes, json_array_unref);
  self->changes = json_array_new ();
  show_error (self, NULL);
  changes_added (self);
}

static void
on_apply_clicked (TmPsiEffectForm *self)
{
  if (!self->attacking && json_array_get_length (self->changes) == 0)
    {
      show_error (self, _("Add at least one change."));
      return;
    }
  g_signal_emit (self, signals[SIGNAL_APPLY], 0);
}

/* The page's side */

void
tm_psi_effect_form_set_players (TmPsiEffectForm *self,
                                const char      *player0,
                                const char      *player1)
{
  const char *names[3] = { player0, player1, NULL };
  g_autoptr(GtkStringList) list = gtk_string_list_new (names);

  g_return_if_fail (TM_IS_PSI_EFFECT_FORM (self));

  g_free (self->players[0]);
  g_free (self->players[1]);
  self->players[0] = g_strdup (player0);
  self->players[1] = g_strdup (player1);
  gtk_drop_down_set_model (self->hand_drop_down, G_LIST_MODEL (list));
  gtk_drop_down_set_model (self->enter_player_drop_down, G_LIST_MODEL (list));
  gtk_drop_down_set_model (self->enter_owner_drop_down, G_LIST_MODEL (list));
  gtk_drop_down_set_selected (self->enter_owner_drop_down, GTK_INVALID_LIST_POSITION);
}

void
tm_psi_effect_form_set_hands (TmPsiEffectForm  *self,
                              const TmPsiState *state)
{
  g_return_if_fail (TM_IS_PSI_EFFECT_FORM (self));
  g_return_if_fail (state != NULL);

  for (guint holder = 0; holder < 2; holder++)
    for (guint owner = 0; owner < 2; owner++)
      self->hand_owned[holder][owner] = tm_psi_state_count_hand_owned (state, holder, owner);
  on_enter_source_changed (self);
}

void
tm_psi_effect_form_reset (TmPsiEffectForm *self)
{
  g_return_if_fail (TM_IS_PSI_EFFECT_FORM (self));

  g_clear_pointer (&self->changes, json_array_unref);
  self->changes = json_array_new ();
  self->has_card = FALSE;
  self->attacking = FALSE;
}

void
tm_psi_effect_form_set_card (TmPsiEffectForm *self,
                             TmCell           cell)
{
  g_return_if_fail (TM_IS_PSI_EFFECT_FORM (self));

  self->has_card = TRUE;
  self->card = cell;
}

gboolean
tm_psi_effect_form_get_card (TmPsiEffectForm *self,
                             TmCell          *cell)
{
  g_return_val_if_fail (TM_IS_PSI_EFFECT_FORM (self), FALSE);

  if (self->has_card && cell != NULL)
    *cell = self->card;
  return self->has_card;
}

void
tm_psi_effect_form_set_attacking (TmPsiEffectForm *self,
                                  gboolean         attacking)
{
  g_return_if_fail (TM_IS_PSI_EFFECT_FORM (self));
  self->attacking = !!attacking;
}

gboolean
tm_psi_effect_form_get_attacking (TmPsiEffectForm *self)
{
  g_return_val_if_fail (TM_IS_PSI_EFFECT_FORM (self), FALSE);
  return self->attacking;
}

JsonArray *
tm_psi_effect_form_get_changes (TmPsiEffectForm *self)
{
  g_return_val_if_fail (TM_IS_PSI_EFFECT_FORM (self), NULL);
  return self->changes;
}

void
tm_psi_effect_form_update (TmPsiEffectForm *self,
                           const TmPsiCard *card,
                           const char      *description,
                           gboolean         picking)
{
  guint n;
  gboolean unsure, face_up, has_power, on_field;
  g_autoptr(GString) list = g_string_new (NULL);

  g_return_if_fail (TM_IS_PSI_EFFECT_FORM (self));

  n = json_array_get_length (self->changes);
  /* After other changes, or after the battle, the card may be other
   * than shown: then every change is offered and the rules decide. */
  unsure = self->has_card && (n > 0 || self->attacking);
  face_up = unsure || (card != NULL && card->side == TM_PSI_CARD_FACE_UP);
  has_power = unsure || (face_up && !card->yellow);
  on_field = unsure || (card != NULL && card->side != TM_PSI_CARD_NONE);

  gtk_label_set_text (self->adjust_label,
                      description != NULL ? description : _("No card chosen: click one on the field."));
  gtk_widget_set_sensitive (self->power_button, has_power);
  gtk_widget_set_sensitive (GTK_WIDGET (self->adjust_spin), has_power);
  gtk_widget_set_sensitive (self->set_power_button, has_power);
  gtk_widget_set_sensitive (GTK_WIDGET (self->set_power_spin), has_power);
  gtk_widget_set_sensitive (self->flip_button, face_up);
  /* Damage reaches the yellow zone too (it destroys there). */
  gtk_widget_set_sensitive (self->damage_button, face_up);
  gtk_widget_set_sensitive (GTK_WIDGET (self->damage_spin), face_up);
  gtk_widget_set_sensitive (self->destroy_button, on_field);
  gtk_widget_set_sensitive (self->return_button, on_field);
  gtk_widget_set_sensitive (self->move_button, on_field && !picking);
  gtk_widget_set_sensitive (self->master_button, on_field);
  gtk_widget_set_sensitive (self->enter_button,
                            unsure || (card != NULL && card->side == TM_PSI_CARD_NONE));
  on_enter_yellow_toggled (self);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *line = describe_change (self, json_array_get_object_element (self->changes, i));

      if (i > 0)
        g_string_append_c (list, '\n');
      g_string_append_printf (list, "%u. %s", i + 1, line);
    }
  gtk_label_set_text (self->changes_label, n > 0 ? list->str : _("No changes yet."));
  gtk_widget_set_sensitive (self->clear_button, n > 0);
  gtk_widget_set_sensitive (self->apply_button, n > 0 || self->attacking);
  gtk_button_set_label (GTK_BUTTON (self->apply_button),
                        self->attacking ? _("Attac_k with These Effects") : _("Appl_y the Effect"));
}

/* For the tests */

static GtkWidget *
lookup (TmPsiEffectForm *self,
        const char      *name,
        const char      *names_ids[],
        gsize            n)
{
  for (gsize i = 0; i + 1 < n; i += 2)
    if (g_str_equal (names_ids[i], name))
      return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (self), TM_TYPE_PSI_EFFECT_FORM,
                                                        names_ids[i + 1]));
  return NULL;
}

GtkWidget *
tm_psi_effect_form_get_button (TmPsiEffectForm *self,
                               const char      *name)
{
  static const char *buttons[] = {
    "power", "power_button", "destroy", "destroy_button", "return", "return_button",
    "flip-down", "flip_button", "set-power", "set_power_button", "move", "move_button",
    "master", "master_button", "hand", "hand_button", "enter", "enter_button",
    "damage", "damage_button",
    "clear", "clear_button", "apply", "apply_button",
  };

  g_return_val_if_fail (TM_IS_PSI_EFFECT_FORM (self), NULL);
  return lookup (self, name, buttons, G_N_ELEMENTS (buttons));
}

GtkWidget *
tm_psi_effect_form_get_widget (TmPsiEffectForm *self,
                               const char      *name)
{
  static const char *widgets[] = {
    "adjust-by", "adjust_spin", "set-power", "set_power_spin", "hand-by", "hand_spin",
    "enter-beast", "enter_name_entry", "enter-power", "enter_power_spin",
    "enter-track-min", "enter_min_spin", "enter-track-max", "enter_max_spin",
    "hand", "hand_drop_down", "enter-colour", "enter_colour_drop_down",
    "enter-player", "enter_player_drop_down", "enter-from", "enter_from_drop_down",
    "enter-yellow", "enter_yellow_check", "enter-expander", "enter_expander",
    "damage", "damage_spin", "enter-owner", "enter_owner_drop_down",
  };

  g_return_val_if_fail (TM_IS_PSI_EFFECT_FORM (self), NULL);
  return lookup (self, name, widgets, G_N_ELEMENTS (widgets));
}

/* GObject */

static void
tm_psi_effect_form_dispose (GObject *object)
{
  TmPsiEffectForm *self = TM_PSI_EFFECT_FORM (object);

  tm_dispose_template (GTK_WIDGET (object), TM_TYPE_PSI_EFFECT_FORM);
  g_clear_pointer (&self->changes, json_array_unref);
  g_clear_pointer (&self->players[0], g_free);
  g_clear_pointer (&self->players[1], g_free);

  G_OBJECT_CLASS (tm_psi_effect_form_parent_class)->dispose (object);
}

static void
tm_psi_effect_form_class_init (TmPsiEffectFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_psi_effect_form_dispose;

  tm_focus_class_pass_to_children (widget_class);

  /* A change was added, or the list cleared. */
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* "Move to a Cell…": the page asks for the cell, then calls
   * tm_psi_effect_form_add_move(). */
  signals[SIGNAL_PICK_CELL] = g_signal_new ("pick-cell", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                            0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* Play the changes (with the attack when attacking). */
  signals[SIGNAL_APPLY] = g_signal_new ("apply", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* A message for the players, or NULL when the last one no longer holds. */
  signals[SIGNAL_ERROR] = g_signal_new ("error", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  g_type_ensure (TM_TYPE_ADAPTIVE_BOX);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablemate/Tablemate/tm-psi-effect-form.ui");
  gtk_widget_class_bind_template_child (widget_class, TmPsiEffectForm, adjust_label);
  gtk_widget_class_bind_template_child (widget_class, TmPsiEffectForm, adjust_spin);
  gtk_widget_class_bind_template_child (widget_class, TmPsiEffectForm, power_button);
  gtk_widget_class_bind_template_child (widget_class, TmPsiEffectForm, set_power_spin);
  gtk_widget_class_bind_template_child (widget_class, TmPsiEffectForm, set_power_button);
  gtk_widget_class_bind_template_child (widget_class, TmPsiEffectForm, damage_spin);
  gtk_widget_class_bind_template_child (widget_class, TmPsiEffectForm, damage_button);
  gtk_widget_class_bind_template_child (widget_class, TmPsiEffectForm, destroy_button);
  gtk_widget_class_bind_template_child (widget_class, TmPsiEffectForm, return_button);
  gtk_widget_class_bind_template_child (widget_class, TmPsiEffectForm, flip_button);
  gtk_widget_class_bind_template_child (widget_class, TmPsiEffectForm, move_button);
  gtk_widget_class_bind_template_child (widget_class, TmPsiEffectForm, master_button);
  gtk_widget_class_bind_template_child (widget_class, TmPsiEffectForm, hand_drop_down);
  gtk_widget_class_bind_template_child (widget_class, TmPsiEffectForm, hand_spin);
  gtk_widget_class_bind_template_child (widget_class, TmPsiEffectForm, hand_button);
  gtk_widget_class_bind_template_child (widget_class, TmPsiEffectForm, enter_expander);
  gtk_widget_class_bind_template_child (widget_class, TmPsiEffectForm, enter_name_entry);
  gtk_widget_class_bind_template_child (widget_class, TmPsiEffectForm, enter_colour_drop_down);
  gtk_widget_class_bind_template_child (widget_class, TmPsiEffectForm, enter_yellow_check);
  gtk_widget_class_bind_template_child (widget_class, TmPsiEffectForm, enter_power_box);
  gtk_widget_class_bind_template_child (widget_class, TmPsiEffectForm, enter_power_spin);
  gtk_widget_class_bind_template_child (widget_class, TmPsiEffectForm, enter_min_spin);
  gtk_widget_class_bind_template_child (widget_class, TmPsiEffectForm, enter_max_spin);
  gtk_widget_class_bind_template_child (widget_class, TmPsiEffectForm, enter_player_drop_down);
  gtk_widget_class_bind_template_child (widget_class, TmPsiEffectForm, enter_from_drop_down);
  gtk_widget_class_bind_template_child (widget_class, TmPsiEffectForm, enter_owner_row);
  gtk_widget_class_bind_template_child (widget_class, TmPsiEffectForm, enter_owner_drop_down);
  gtk_widget_class_bind_template_child (widget_class, TmPsiEffectForm, enter_button);
  gtk_widget_class_bind_template_child (widget_class, TmPsiEffectForm, changes_label);
  gtk_widget_class_bind_template_child (widget_class, TmPsiEffectForm, clear_button);
  gtk_widget_class_bind_template_child (widget_class, TmPsiEffectForm, apply_button);
  gtk_widget_class_bind_template_callback (widget_class, on_power_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_set_power_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_damage_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_enter_source_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_destroy_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_return_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_flip_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_move_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_master_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_hand_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_enter_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_enter_yellow_toggled);
  gtk_widget_class_bind_template_callback (widget_class, on_clear_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_apply_clicked);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tm-psi-effect-form");
}

/* Starting at 0, not at @min: a change of −99 power or −24 cards
 * offered first reads as a value already entered. */
static void
set_range (GtkSpinButton *spin,
           int            min,
           int            max)
{
  gtk_spin_button_set_range (spin, min, max);
  gtk_spin_button_set_increments (spin, 1, 10);
  gtk_spin_button_set_value (spin, CLAMP (0, min, max));
}

static void
tm_psi_effect_form_init (TmPsiEffectForm *self)
{
  const char *colours[3] = { tm_psi_colour_describe (TM_PSI_COLOUR_RED),
                             tm_psi_colour_describe (TM_PSI_COLOUR_BLUE), NULL };
  g_autoptr(GtkStringList) colour_list = gtk_string_list_new (colours);

  gtk_widget_init_template (GTK_WIDGET (self));
  self->changes = json_array_new ();

  set_range (self->adjust_spin, -TM_PSI_MAX_POWER, TM_PSI_MAX_POWER);
  set_range (self->set_power_spin, 0, TM_PSI_MAX_POWER);
  set_range (self->damage_spin, 0, TM_PSI_MAX_POWER);
  set_range (self->hand_spin, -24, 24);
  set_range (self->enter_power_spin, 0, TM_PSI_MAX_POWER);
  set_range (self->enter_min_spin, 0, TM_PSI_MAX_POWER);
  set_range (self->enter_max_spin, 0, TM_PSI_MAX_POWER);
  gtk_drop_down_set_model (self->enter_colour_drop_down, G_LIST_MODEL (colour_list));
  /* A long player's name or source narrows instead of widening the form
   * past a 360 px window. */
  tm_drop_down_ellipsize (self->hand_drop_down);
  tm_drop_down_ellipsize (self->enter_colour_drop_down);
  tm_drop_down_ellipsize (self->enter_player_drop_down);
  tm_drop_down_ellipsize (self->enter_from_drop_down);
  tm_drop_down_ellipsize (self->enter_owner_drop_down);
  /* Enter adds the change (GtkSpinButton has no "activate" of its own in GTK 4.8). */
  g_signal_connect_swapped (gtk_editable_get_delegate (GTK_EDITABLE (self->adjust_spin)), "activate",
                            G_CALLBACK (on_power_clicked), self);
  g_signal_connect_swapped (gtk_editable_get_delegate (GTK_EDITABLE (self->set_power_spin)), "activate",
                            G_CALLBACK (on_set_power_clicked), self);
  g_signal_connect_swapped (gtk_editable_get_delegate (GTK_EDITABLE (self->damage_spin)), "activate",
                            G_CALLBACK (on_damage_clicked), self);
  g_signal_connect_swapped (gtk_editable_get_delegate (GTK_EDITABLE (self->hand_spin)), "activate",
                            G_CALLBACK (on_hand_clicked), self);
}

GtkWidget *
tm_psi_effect_form_new (void)
{
  return g_object_new (TM_TYPE_PSI_EFFECT_FORM, NULL);
}
