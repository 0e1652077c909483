/* tm-psi-summon-form.c — what a summon or a quick summon reads off the card
 *
 * A name the catalogue knows fills in the power and the track it
 * remembers for the active colour; the players may still change them
 * (the card is what counts).
 */
#include "config.h"

#include "tm-psi-summon-form.h"
#include "widgets/tm-drop-down.h"
#include "widgets/tm-focus.h"
#include "widgets/tm-page-support.h"
#include "core/tm-grid.h"

#include <glib/gi18n.h>

struct _TmPsiSummonForm
{
  GtkWidget parent_instance;

  TmPsiCatalogue *catalogue;
  GtkListStore *beast_names;
  gboolean quick;
  TmPsiColour colour;
  gboolean ask_owner;

  /* Template widgets */
  GtkLabel *colour_label;
  GtkEntry *beast_entry;
  GtkWidget *power_row;
  GtkSpinButton *power_spin;
  GtkSpinButton *track_min_spin;
  GtkSpinButton *track_max_spin;
  GtkWidget *colour_row;
  GtkDropDown *colour_drop_down;
  GtkWidget *owner_row;
  GtkDropDown *owner_drop_down;
  GtkWidget *summon_button;
};

G_DEFINE_FINAL_TYPE (TmPsiSummonForm, tm_psi_summon_form, GTK_TYPE_WIDGET)

enum {
  SIGNAL_SUBMIT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
on_beast_changed (TmPsiSummonForm *self)
{
  const TmPsiBeastInfo *info;

  if (self->quick || self->catalogue == NULL)
    return;
  info = tm_psi_catalogue_lookup (self->catalogue, gtk_editable_get_text (GTK_EDITABLE (self->beast_entry)));
  if (info == NULL)
    return;
  if (info->has_power)
    gtk_spin_button_set_value (self->power_spin, info->power);
  if (info->has_track[self->colour])
    {
      gtk_spin_button_set_value (self->track_min_spin, info->track[self->colour].min);
      gtk_spin_button_set_value (self->track_max_spin, info->track[self->colour].max);
    }
}

static void
on_submit (TmPsiSummonForm *self)
{
  /* A number typed but not yet confirmed counts. */
  gtk_spin_button_update (self->power_spin);
  gtk_spin_button_update (self->track_min_spin);
  gtk_spin_button_update (self->track_max_spin);
  g_signal_emit (self, signals[SIGNAL_SUBMIT], 0);
}

void
tm_psi_summon_form_set_catalogue (TmPsiSummonForm *self,
                                  TmPsiCatalogue  *catalogue)
{
  g_return_if_fail (TM_IS_PSI_SUMMON_FORM (self));

  g_set_object (&self->catalogue, catalogue);
  gtk_list_store_clear (self->beast_names);
  for (guint i = 0; catalogue != NULL && i < tm_psi_catalogue_get_n_beasts (catalogue); i++)
    {
      const TmPsiBeastInfo *info = tm_psi_catalogue_get_beast (catalogue, i);
      GtkTreeIter iter;

      gtk_list_store_append (self->beast_names, &iter);
      gtk_list_store_set (self->beast_names, &iter, 0, info->name, -1);
    }
}

void
tm_psi_summon_form_start (TmPsiSummonForm *self,
                          gboolean         quick,
                          TmPsiColour      colour)
{
  g_return_if_fail (TM_IS_PSI_SUMMON_FORM (self));

  self->quick = !!quick;
  self->colour = colour;
  self->ask_owner = FALSE;
  gtk_widget_set_visible (self->owner_row, FALSE);
  gtk_editable_set_text (GTK_EDITABLE (self->beast_entry), "");
  gtk_spin_button_set_value (self->power_spin, 0);
  gtk_spin_button_set_value (self->track_min_spin, 0);
  gtk_spin_button_set_value (self->track_max_spin, 0);

  gtk_widget_set_visible (self->power_row, !quick);
  gtk_widget_set_visible (self->colour_row, quick);
  gtk_widget_set_visible (GTK_WIDGET (self->colour_label), !quick);
  if (quick)
    {
      gtk_label_set_text (self->colour_label, "");
      gtk_button_set_label (GTK_BUTTON (self->summon_button), _("Q_uick Summon"));
    }
  else
    {
      g_autofree char *text = g_strdup_printf (_("The %s ability becomes active: read the %s track."),
                                               tm_psi_colour_describe (colour),
                                               tm_psi_colour_describe (colour));

      gtk_label_set_text (self->colour_label, text);
      gtk_button_set_label (GTK_BUTTON (self->summon_button), _("_Summon"));
    }
}

void
tm_psi_summon_form_ask_owner (TmPsiSummonForm *self,
                              const char      *player0,
                              const char      *player1)
{
  const char *names[3] = { player0, player1, NULL };
  g_autoptr(GtkStringList) list = gtk_string_list_new (names);

  g_return_if_fail (TM_IS_PSI_SUMMON_FORM (self));
  g_return_if_fail (self->quick);

  gtk_drop_down_set_model (self->owner_drop_down, G_LIST_MODEL (list));
  gtk_drop_down_set_selected (self->owner_drop_down, GTK_INVALID_LIST_POSITION);
  self->ask_owner = TRUE;
  gtk_widget_set_visible (self->owner_row, TRUE);
}

static char *
dup_name (TmPsiSummonForm *self)
{
  return g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->beast_entry))));
}

static TmPsiTrack
get_track (TmPsiSummonForm *self)
{
  TmPsiTrack track;

  track.min = gtk_spin_button_get_value_as_int (self->track_min_spin);
  track.max = gtk_spin_button_get_value_as_int (self->track_max_spin);
  return track;
}

JsonObject *
tm_psi_summon_form_dup_move (TmPsiSummonForm *self,
                             TmCell           cell)
{
  g_autofree char *name = NULL;
  JsonObject *move;
  JsonArray *array;

  g_return_val_if_fail (TM_IS_PSI_SUMMON_FORM (self), NULL);

  name = dup_name (self);
  if (name[0] == '\0')
    return NULL;
  move = tm_page_new_move (self->quick ? "quick-summon" : "summon");
  json_object_set_member (move, "cell", tm_cell_to_json (cell));
  json_object_set_string_member (move, "beast", name);
  if (self->quick)
    {
      TmPsiColour colour = gtk_drop_down_get_selected (self->colour_drop_down) == 1 ? TM_PSI_COLOUR_BLUE
                                                                                   : TM_PSI_COLOUR_RED;

      json_object_set_string_member (move, "colour", tm_psi_colour_to_string (colour));
      /* Left out while not chosen: the rules then say it is needed. */
      if (self->ask_owner && gtk_drop_down_get_selected (self->owner_drop_down) <= 1)
        json_object_set_int_member (move, "owner", (int) gtk_drop_down_get_selected (self->owner_drop_down));
    }
  else
    {
      TmPsiTrack track = get_track (self);

      json_object_set_int_member (move, "power", gtk_spin_button_get_value_as_int (self->power_spin));
      array = json_array_new ();
      json_array_add_int_element (array, track.min);
      json_array_add_int_element (array, track.max);
      json_object_set_array_member (move, "track", array);
    }
  return move;
}

TmPsiBeastInfo *
tm_psi_summon_form_dup_seen (TmPsiSummonForm *self)
{
  g_autofree char *name = NULL;
  TmPsiBeastInfo *info;

  g_return_val_if_fail (TM_IS_PSI_SUMMON_FORM (self), NULL);

  name = dup_name (self);
  info = tm_psi_beast_info_new (name);
  if (!self->quick)
    {
      info->has_power = TRUE;
      info->power = gtk_spin_button_get_value_as_int (self->power_spin);
      info->has_track[self->colour] = TRUE;
      info->track[self->colour] = get_track (self);
    }
  return info;
}

void
tm_psi_summon_form_focus_name (TmPsiSummonForm *self)
{
  g_return_if_fail (TM_IS_PSI_SUMMON_FORM (self));
  gtk_widget_grab_focus (GTK_WIDGET (self->beast_entry));
}

GtkWidget *
tm_psi_summon_form_get_widget (TmPsiSummonForm *self,
                               const char      *name)
{
  static const struct { const char *name; const char *id; } widgets[] = {
    { "beast", "beast_entry" },
    { "power", "power_spin" },
    { "track-min", "track_min_spin" },
    { "track-max", "track_max_spin" },
    { "summon", "summon_button" },
    { "colour", "colour_drop_down" },
    { "owner", "owner_drop_down" },
  };

  g_return_val_if_fail (TM_IS_PSI_SUMMON_FORM (self), NULL);
  for (guint i = 0; i < G_N_ELEMENTS (widgets); i++)
    if (g_str_equal (widgets[i].name, name))
      return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (self), TM_TYPE_PSI_SUMMON_FORM,
                                                        widgets[i].id));
  return NULL;
}

static void
tm_psi_summon_form_dispose (GObject *object)
{
  TmPsiSummonForm *self = TM_PSI_SUMMON_FORM (object);

  tm_dispose_template (GTK_WIDGET (object), TM_TYPE_PSI_SUMMON_FORM);
  g_clear_object (&self->catalogue);
  g_clear_object (&self->beast_names);

  G_OBJECT_CLASS (tm_psi_summon_form_parent_class)->dispose (object);
}

static void
tm_psi_summon_form_class_init (TmPsiSummonFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_psi_summon_form_dispose;

  tm_focus_class_pass_to_children (widget_class);

  /* The name is entered and the button pressed (or Enter in the name). */
  signals[SIGNAL_SUBMIT] = g_signal_new ("submit", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablemate/Tablemate/tm-psi-summon-form.ui");
  gtk_widget_class_bind_template_child (widget_class, TmPsiSummonForm, colour_label);
  gtk_widget_class_bind_template_child (widget_class, TmPsiSummonForm, beast_entry);
  gtk_widget_class_bind_template_child (widget_class, TmPsiSummonForm, power_row);
  gtk_widget_class_bind_template_child (widget_class, TmPsiSummonForm, power_spin);
  gtk_widget_class_bind_template_child (widget_class, TmPsiSummonForm, track_min_spin);
  gtk_widget_class_bind_template_child (widget_class, TmPsiSummonForm, track_max_spin);
  gtk_widget_class_bind_template_child (widget_class, TmPsiSummonForm, colour_row);
  gtk_widget_class_bind_template_child (widget_class, TmPsiSummonForm, colour_drop_down);
  gtk_widget_class_bind_template_child (widget_class, TmPsiSummonForm, owner_row);
  gtk_widget_class_bind_template_child (widget_class, TmPsiSummonForm, owner_drop_down);
  gtk_widget_class_bind_template_child (widget_class, TmPsiSummonForm, summon_button);
  gtk_widget_class_bind_template_callback (widget_class, on_beast_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_submit);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tm-psi-summon-form");
}

static void
tm_psi_summon_form_init (TmPsiSummonForm *self)
{
  const char *colours[3] = { tm_psi_colour_describe (TM_PSI_COLOUR_RED),
                             tm_psi_colour_describe (TM_PSI_COLOUR_BLUE), NULL };
  g_autoptr(GtkStringList) colour_list = gtk_string_list_new (colours);
  g_autoptr(GtkEntryCompletion) completion = gtk_entry_completion_new ();
  GtkSpinButton *spins[] = { NULL, NULL, NULL };

  gtk_widget_init_template (GTK_WIDGET (self));

  spins[0] = self->power_spin;
  spins[1] = self->track_min_spin;
  spins[2] = self->track_max_spin;
  for (guint i = 0; i < G_N_ELEMENTS (spins); i++)
    {
      gtk_spin_button_set_range (spins[i], 0, TM_PSI_MAX_POWER);
      gtk_spin_button_set_increments (spins[i], 1, 10);
    }
  gtk_drop_down_set_model (self->colour_drop_down, G_LIST_MODEL (colour_list));
  /* A long player's name narrows instead of widening the form. */
  tm_drop_down_ellipsize (self->colour_drop_down);
  tm_drop_down_ellipsize (self->owner_drop_down);

  self->beast_names = gtk_list_store_new (1, G_TYPE_STRING);
  gtk_entry_completion_set_model (completion, GTK_TREE_MODEL (self->beast_names));
  gtk_entry_completion_set_text_column (completion, 0);
  gtk_entry_completion_set_inline_completion (completion, TRUE);
  gtk_entry_set_completion (self->beast_entry, completion);
}

GtkWidget *
tm_psi_summon_form_new (void)
{
  return g_object_new (TM_TYPE_PSI_SUMMON_FORM, NULL);
}
