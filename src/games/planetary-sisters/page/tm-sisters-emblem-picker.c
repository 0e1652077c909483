/* tm-sisters-emblem-picker.c — one sister card's emblems, kind by kind */
#include "config.h"

#include "tm-sisters-emblem-picker.h"
#include "widgets/tm-message-label.h"
#include "games/planetary-sisters/rules/tm-sisters-catalogue.h"
#include "widgets/tm-shown-flow-box.h"
#include "widgets/tm-tooltip.h"

#include <glib/gi18n.h>

/* The class drop-down's items, in this order. */
static const TmSistersClass classes[] = {
  TM_SISTERS_CLASS_POINTED,
  TM_SISTERS_CLASS_CROWN,
  TM_SISTERS_CLASS_ROUND,
};

struct _TmSistersEmblemPicker
{
  GtkWidget parent_instance;

  TmSistersCardTable kinds;    /* kinds only: no card is ever set */
  char *catalogue_path;

  GtkWidget *box;
  GtkWidget *chips;
  GtkSpinButton *spins[TM_SISTERS_N_KINDS];
  GtkLabel *hint_label;
  GtkWidget *add_kind_button;
  GtkWidget *kind_revealer;
  GtkEditable *kind_name;
  GtkDropDown *kind_class;
  GtkWidget *kind_add;
  GtkLabel *error_label;
  GtkWidget *action_button;
};

G_DEFINE_FINAL_TYPE (TmSistersEmblemPicker, tm_sisters_emblem_picker, GTK_TYPE_WIDGET)

enum {
  ENTERED,
  KIND_ADDED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

void
tm_sisters_emblem_picker_show_error (TmSistersEmblemPicker *self,
                                     const char            *message)
{
  g_return_if_fail (TM_IS_SISTERS_EMBLEM_PICKER (self));

  tm_message_label_set (self->error_label, message);
}

const char *
tm_sisters_emblem_picker_get_error_text (TmSistersEmblemPicker *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_EMBLEM_PICKER (self), NULL);
  return tm_message_label_get (self->error_label);
}

static void on_action_clicked (TmSistersEmblemPicker *self);

/* The count typed is taken before the card is entered. */
static void
on_count_activated (TmSistersEmblemPicker *self,
                    GtkText               *text)
{
  GtkWidget *spin = gtk_widget_get_ancestor (GTK_WIDGET (text), GTK_TYPE_SPIN_BUTTON);

  if (spin != NULL)
    gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
  on_action_clicked (self);
}

static GtkWidget *
new_chip (TmSistersEmblemPicker *self,
          guint                  k)
{
  const TmSistersKind *kind = &self->kinds.kinds[k];
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *names = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *name = gtk_label_new (kind->name);
  GtkWidget *klass = gtk_label_new (tm_sisters_class_get_name (kind->klass));
  GtkWidget *spin = gtk_spin_button_new_with_range (0, TM_SISTERS_MAX_COUNT, 1);

  gtk_widget_add_css_class (row, "card");
  gtk_widget_add_css_class (row, "tm-chip");
  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (name, "heading");
  gtk_label_set_xalign (GTK_LABEL (klass), 0);
  gtk_widget_add_css_class (klass, "caption");
  gtk_widget_add_css_class (klass, "dim-label");
  gtk_box_append (GTK_BOX (names), name);
  gtk_box_append (GTK_BOX (names), klass);
  gtk_widget_set_hexpand (names, TRUE);
  gtk_widget_set_valign (names, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_start (names, 10);
  gtk_widget_set_margin_top (row, 2);
  gtk_widget_set_margin_bottom (row, 2);

  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_top (spin, 4);
  gtk_widget_set_margin_bottom (spin, 4);
  gtk_widget_set_margin_end (spin, 4);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_RELATION_LABELLED_BY, name, NULL, -1);
  /* Enter in a count enters the card, as the button does (the spin
   * button of GTK 4.8 has no "activate": its text has). */
  g_signal_connect_swapped (gtk_editable_get_delegate (GTK_EDITABLE (spin)), "activate",
                            G_CALLBACK (on_count_activated), self);
  gtk_box_append (GTK_BOX (row), names);
  gtk_box_append (GTK_BOX (row), spin);
  self->spins[k] = GTK_SPIN_BUTTON (spin);
  return row;
}

/* Rebuilds the chips, keeping the counts of the kinds that stay. */
static void
rebuild (TmSistersEmblemPicker *self,
         gboolean               keep_counts)
{
  int counts[TM_SISTERS_N_KINDS] = { 0 };
  g_autofree char *hint = NULL;
  GtkWidget *child;

  for (guint k = 0; k < TM_SISTERS_N_KINDS; k++)
    if (keep_counts && self->spins[k] != NULL)
      counts[k] = gtk_spin_button_get_value_as_int (self->spins[k]);
  while ((child = gtk_widget_get_first_child (self->chips)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (self->chips), child);
  memset (self->spins, 0, sizeof self->spins);

  for (guint k = 0; k < self->kinds.n_kinds; k++)
    {
      /* No Tab stop before the count, and no unnamed table cell. */
      tm_shown_flow_box_append (GTK_FLOW_BOX (self->chips), new_chip (self, k));
      gtk_spin_button_set_value (self->spins[k], counts[k]);
    }

  /* Translators: under the emblem kinds: how many of the 12 are named so far. */
  hint = g_strdup_printf (_("%u of the 12 kinds are named. A kind not listed? Add it with its name and class."),
                          self->kinds.n_kinds);
  gtk_label_set_text (self->hint_label, hint);
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), self->kinds.n_kinds < TM_SISTERS_N_KINDS);
  gtk_widget_set_visible (self->add_kind_button, self->kinds.n_kinds < TM_SISTERS_N_KINDS);
}

void
tm_sisters_emblem_picker_set_kinds (TmSistersEmblemPicker    *self,
                                    const TmSistersCardTable *table)
{
  g_return_if_fail (TM_IS_SISTERS_EMBLEM_PICKER (self));
  g_return_if_fail (table != NULL);

  tm_sisters_card_table_init (&self->kinds);
  self->kinds.n_kinds = table->n_kinds;
  memcpy (self->kinds.kinds, table->kinds, sizeof self->kinds.kinds);
  rebuild (self, FALSE);
}

const TmSistersCardTable *
tm_sisters_emblem_picker_get_kinds (TmSistersEmblemPicker *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_EMBLEM_PICKER (self), NULL);
  return &self->kinds;
}

void
tm_sisters_emblem_picker_set_catalogue_path (TmSistersEmblemPicker *self,
                                             const char            *path)
{
  g_return_if_fail (TM_IS_SISTERS_EMBLEM_PICKER (self));

  g_free (self->catalogue_path);
  self->catalogue_path = g_strdup (path);
}

void
tm_sisters_emblem_picker_set_counts (TmSistersEmblemPicker    *self,
                                     const TmSistersCardTable *table,
                                     const TmSistersEmblems   *emblems)
{
  g_return_if_fail (TM_IS_SISTERS_EMBLEM_PICKER (self));

  for (guint k = 0; k < self->kinds.n_kinds; k++)
    {
      int index = table != NULL ? tm_sisters_card_table_find_kind (table, self->kinds.kinds[k].id) : -1;

      gtk_spin_button_set_value (self->spins[k], emblems != NULL && index >= 0 ? emblems->count[index] : 0);
    }
}

JsonObject *
tm_sisters_emblem_picker_get_counts (TmSistersEmblemPicker *self)
{
  JsonObject *counts = json_object_new ();

  g_return_val_if_fail (TM_IS_SISTERS_EMBLEM_PICKER (self), counts);

  for (guint k = 0; k < self->kinds.n_kinds; k++)
    {
      int count = gtk_spin_button_get_value_as_int (self->spins[k]);

      if (count > 0)
        json_object_set_int_member (counts, self->kinds.kinds[k].id, count);
    }
  return counts;
}

void
tm_sisters_emblem_picker_set_action_label (TmSistersEmblemPicker *self,
                                           const char            *label)
{
  g_return_if_fail (TM_IS_SISTERS_EMBLEM_PICKER (self));
  gtk_button_set_label (GTK_BUTTON (self->action_button), label);
}

/* Adding a kind ------------------------------------------------------------ */

/* An id for a kind players named @name: its ASCII letters and digits in
 * capitals ("Cup" → "CUP"), else KIND, made unique in @a and @b. */
static char *
make_kind_id (const char               *name,
              const TmSistersCardTable *a,
              const TmSistersCardTable *b)
{
  g_autoptr(GString) base = g_string_new (NULL);

  for (const char *p = name; *p != '\0' && base->len < 24; p++)
    if (g_ascii_isalnum (*p) || *p == '-' || *p == '_')
      g_string_append_c (base, g_ascii_toupper (*p));
  if (base->len == 0)
    g_string_assign (base, "KIND");
  for (guint n = 1;; n++)
    {
      g_autofree char *id = n == 1 ? g_strdup (base->str) : g_strdup_printf ("%s%u", base->str, n);

      if (tm_sisters_card_table_find_kind (a, id) < 0
          && (b == NULL || tm_sisters_card_table_find_kind (b, id) < 0))
        return g_steal_pointer (&id);
    }
}

static gboolean
name_is_taken (const TmSistersCardTable *table,
               const char               *name)
{
  g_autofree char *folded = g_utf8_casefold (name, -1);

  for (guint k = 0; k < table->n_kinds; k++)
    {
      g_autofree char *other = g_utf8_casefold (table->kinds[k].name, -1);

      if (g_utf8_collate (folded, other) == 0)
        return TRUE;
    }
  return FALSE;
}

/* Checks and remembers the new kind in the catalogue file on disk now
 * (another window may have changed it). */
static gboolean
remember_kind (TmSistersEmblemPicker  *self,
               const char             *id,
               const char             *name,
               TmSistersClass          klass,
               GError                **error)
{
  g_autoptr(TmSistersCatalogue) catalogue = tm_sisters_catalogue_new ();

  if (g_file_test (self->catalogue_path, G_FILE_TEST_EXISTS)
      && !tm_catalogue_load (TM_CATALOGUE (catalogue), self->catalogue_path, error))
    return FALSE;
  return tm_sisters_catalogue_add_kind (catalogue, id, name, klass, error)
         && tm_catalogue_save (TM_CATALOGUE (catalogue), self->catalogue_path, error);
}

static void
on_kind_add (TmSistersEmblemPicker *self)
{
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (self->kind_name)));
  guint item = gtk_drop_down_get_selected (self->kind_class);
  TmSistersClass klass = classes[MIN (item, G_N_ELEMENTS (classes) - 1)];
  g_autoptr(TmSistersCatalogue) on_disk = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;
  TmSistersCardTable kinds = self->kinds;

  if (name[0] == '\0')
    {
      tm_sisters_emblem_picker_show_error (self, _("Enter the new kind’s name, as you call it."));
      return;
    }
  if (name_is_taken (&self->kinds, name))
    {
      g_autofree char *message = g_strdup_printf (_("There is already a kind called “%s”."), name);

      tm_sisters_emblem_picker_show_error (self, message);
      return;
    }
  if (self->catalogue_path != NULL && g_file_test (self->catalogue_path, G_FILE_TEST_EXISTS))
    {
      on_disk = tm_sisters_catalogue_new ();
      if (!tm_catalogue_load (TM_CATALOGUE (on_disk), self->catalogue_path, NULL))
        g_clear_object (&on_disk);
    }
  id = make_kind_id (name, &self->kinds, on_disk != NULL ? tm_sisters_catalogue_get_table (on_disk) : NULL);

  if ((self->catalogue_path != NULL && !remember_kind (self, id, name, klass, &error))
      || !tm_sisters_card_table_add_kind (&kinds, id, name, klass, &error))
    {
      tm_sisters_emblem_picker_show_error (self, error->message);
      return;
    }
  self->kinds = kinds;
  rebuild (self, TRUE);
  tm_sisters_emblem_picker_show_error (self, NULL);
  gtk_editable_set_text (self->kind_name, "");
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->kind_revealer), FALSE);
  g_signal_emit (self, signals[KIND_ADDED], 0, id);
  /* The new kind's count is usually what comes next. */
  gtk_widget_grab_focus (GTK_WIDGET (self->spins[self->kinds.n_kinds - 1]));
}

static void
on_add_kind_clicked (TmSistersEmblemPicker *self)
{
  gboolean reveal = !gtk_revealer_get_reveal_child (GTK_REVEALER (self->kind_revealer));

  gtk_revealer_set_reveal_child (GTK_REVEALER (self->kind_revealer), reveal);
  if (reveal)
    gtk_widget_grab_focus (GTK_WIDGET (self->kind_name));
}

static void
on_action_clicked (TmSistersEmblemPicker *self)
{
  g_signal_emit (self, signals[ENTERED], 0);
}

/* Accessors ----------------------------------------------------------------- */

GtkSpinButton *
tm_sisters_emblem_picker_get_kind_spin (TmSistersEmblemPicker *self,
                                        const char            *id)
{
  int index;

  g_return_val_if_fail (TM_IS_SISTERS_EMBLEM_PICKER (self), NULL);
  index = tm_sisters_card_table_find_kind (&self->kinds, id);
  return index < 0 ? NULL : self->spins[index];
}

GtkWidget *
tm_sisters_emblem_picker_get_action_button (TmSistersEmblemPicker *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_EMBLEM_PICKER (self), NULL);
  return self->action_button;
}

GtkWidget *
tm_sisters_emblem_picker_get_add_kind_button (TmSistersEmblemPicker *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_EMBLEM_PICKER (self), NULL);
  return self->add_kind_button;
}

GtkEditable *
tm_sisters_emblem_picker_get_kind_name (TmSistersEmblemPicker *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_EMBLEM_PICKER (self), NULL);
  return self->kind_name;
}

GtkDropDown *
tm_sisters_emblem_picker_get_kind_class (TmSistersEmblemPicker *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_EMBLEM_PICKER (self), NULL);
  return self->kind_class;
}

GtkWidget *
tm_sisters_emblem_picker_get_kind_add (TmSistersEmblemPicker *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_EMBLEM_PICKER (self), NULL);
  return self->kind_add;
}

/* Building ------------------------------------------------------------------- */

static void
build (TmSistersEmblemPicker *self)
{
  GtkWidget *form, *row;
  g_autoptr(GtkStringList) class_names = gtk_string_list_new (NULL);

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  self->chips = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->chips), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (self->chips), TRUE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (self->chips), 1);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->chips), 3);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (self->chips), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (self->chips), 2);
  gtk_box_append (GTK_BOX (self->box), self->chips);

  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  self->hint_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->hint_label, TRUE);
  gtk_label_set_xalign (self->hint_label, 0);
  gtk_widget_set_hexpand (GTK_WIDGET (self->hint_label), TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->hint_label), "dim-label");
  gtk_box_append (GTK_BOX (row), GTK_WIDGET (self->hint_label));
  self->add_kind_button = gtk_button_new_with_mnemonic (_("_Add a Kind…"));
  gtk_widget_set_valign (self->add_kind_button, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (self->add_kind_button, "clicked", G_CALLBACK (on_add_kind_clicked), self);
  gtk_box_append (GTK_BOX (row), self->add_kind_button);
  gtk_box_append (GTK_BOX (self->box), row);

  /* The new kind: its name and its class. */
  self->kind_revealer = gtk_revealer_new ();
  gtk_box_append (GTK_BOX (self->box), self->kind_revealer);
  form = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_add_css_class (form, "tm-add-kind");
  gtk_revealer_set_child (GTK_REVEALER (self->kind_revealer), form);
  self->kind_name = GTK_EDITABLE (gtk_entry_new ());
  /* Translators: placeholder of the new emblem kind's name. */
  gtk_entry_set_placeholder_text (GTK_ENTRY (self->kind_name), _("Name of the kind"));
  gtk_widget_set_hexpand (GTK_WIDGET (self->kind_name), TRUE);
  g_signal_connect_swapped (self->kind_name, "activate", G_CALLBACK (on_kind_add), self);
  gtk_box_append (GTK_BOX (form), GTK_WIDGET (self->kind_name));
  for (guint i = 0; i < G_N_ELEMENTS (classes); i++)
    gtk_string_list_append (class_names, tm_sisters_class_get_name (classes[i]));
  self->kind_class = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (g_object_ref (class_names)), NULL));
  tm_tooltip_set_text (GTK_WIDGET (self->kind_class), _("The emblem’s class: its shape on the card"));
  gtk_box_append (GTK_BOX (form), GTK_WIDGET (self->kind_class));
  self->kind_add = gtk_button_new_with_label (_("Add"));
  g_signal_connect_swapped (self->kind_add, "clicked", G_CALLBACK (on_kind_add), self);
  gtk_box_append (GTK_BOX (form), self->kind_add);

  self->error_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->error_label, TRUE);
  gtk_label_set_xalign (self->error_label, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->error_label), "tm-error");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->error_label));

  self->action_button = gtk_button_new_with_label ("");
  gtk_widget_add_css_class (self->action_button, "suggested-action");
  gtk_widget_add_css_class (self->action_button, "pill");
  gtk_widget_set_halign (self->action_button, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (self->action_button, "clicked", G_CALLBACK (on_action_clicked), self);
  gtk_box_append (GTK_BOX (self->box), self->action_button);

  tm_sisters_card_table_init (&self->kinds);
  rebuild (self, FALSE);
}

static void
tm_sisters_emblem_picker_dispose (GObject *object)
{
  TmSistersEmblemPicker *self = TM_SISTERS_EMBLEM_PICKER (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->catalogue_path, g_free);

  G_OBJECT_CLASS (tm_sisters_emblem_picker_parent_class)->dispose (object);
}

static void
tm_sisters_emblem_picker_class_init (TmSistersEmblemPickerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_sisters_emblem_picker_dispose;

  signals[ENTERED] = g_signal_new ("entered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[KIND_ADDED] = g_signal_new ("kind-added", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                      0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tm-sisters-emblem-picker");
}

static void
tm_sisters_emblem_picker_init (TmSistersEmblemPicker *self)
{
  build (self);
}

GtkWidget *
tm_sisters_emblem_picker_new (void)
{
  return g_object_new (TM_TYPE_SISTERS_EMBLEM_PICKER, NULL);
}
