/* tm-name-suggestions.c — names a group has used, offered as one types */
#include "config.h"

#include "tm-name-suggestions.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#define MAX_SUGGESTIONS 6

struct _TmNameSuggestions
{
  GtkPopover parent_instance;

  GtkWidget *entry;        /* not owned: it owns us */
  GPtrArray *names;        /* (char *) */
  GPtrArray *shown;        /* (char *) the names in the list */
  GtkListBox *list;
  gboolean taking;         /* setting the entry's text ourselves */
};

G_DEFINE_FINAL_TYPE (TmNameSuggestions, tm_name_suggestions, GTK_TYPE_POPOVER)

static gboolean
starts_with_folded (const char *name,
                    const char *prefix)
{
  g_autofree char *folded_name = g_utf8_casefold (name, -1);
  g_autofree char *folded_prefix = g_utf8_casefold (prefix, -1);
  g_autofree char *a = g_utf8_normalize (folded_name, -1, G_NORMALIZE_NFC);
  g_autofree char *b = g_utf8_normalize (folded_prefix, -1, G_NORMALIZE_NFC);

  return a != NULL && b != NULL && g_str_has_prefix (a, b) && !g_str_equal (a, b);
}

static void
take (TmNameSuggestions *self,
      const char        *name)
{
  self->taking = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->entry), name);
  gtk_editable_set_position (GTK_EDITABLE (self->entry), -1);
  self->taking = FALSE;
  g_ptr_array_set_size (self->shown, 0);
  gtk_popover_popdown (GTK_POPOVER (self));
}

static void
on_row_activated (TmNameSuggestions *self,
                  GtkListBoxRow     *row)
{
  guint index = (guint) gtk_list_box_row_get_index (row);

  if (index < self->shown->len)
    {
      g_autofree char *name = g_strdup (g_ptr_array_index (self->shown, index));

      /* The list never takes the focus: it is still in the entry, where
       * grabbing it again would select the whole name. */
      take (self, name);
    }
}

/* Whether the focus is in the entry (an AdwEntryRow focuses its text). */
static gboolean
entry_has_focus (TmNameSuggestions *self)
{
  GtkRoot *root = gtk_widget_get_root (self->entry);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && (focus == self->entry || gtk_widget_is_ancestor (focus, self->entry));
}

/* The text being typed inside @widget (an AdwEntryRow holds a GtkText). */
static GtkWidget *
find_text (GtkWidget *widget)
{
  if (GTK_IS_TEXT (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *text = find_text (child);

      if (text != NULL)
        return text;
    }
  return NULL;
}

/* The list opens under the name as typed, not under the row's prefix. */
static void
point_at_text (TmNameSuggestions *self)
{
  GtkWidget *text = find_text (self->entry);
  graphene_rect_t bounds;

  if (text != NULL && gtk_widget_compute_bounds (text, self->entry, &bounds))
    gtk_popover_set_pointing_to (GTK_POPOVER (self),
                                 &(GdkRectangle) { (int) bounds.origin.x,
                                                   (int) bounds.origin.y,
                                                   (int) MIN (bounds.size.width, 160),
                                                   (int) bounds.size.height });
}

static void
refill (TmNameSuggestions *self)
{
  g_autofree char *typed = NULL;
  GtkWidget *child;

  if (self->taking)
    return;
  typed = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->entry))));
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  g_ptr_array_set_size (self->shown, 0);

  for (guint i = 0; typed[0] != '\0' && i < self->names->len && self->shown->len < MAX_SUGGESTIONS; i++)
    {
      const char *name = g_ptr_array_index (self->names, i);
      GtkWidget *label;

      if (!starts_with_folded (name, typed))
        continue;
      g_ptr_array_add (self->shown, g_strdup (name));
      label = gtk_label_new (name);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_widget_set_margin_start (label, 6);
      gtk_widget_set_margin_end (label, 6);
      gtk_widget_set_margin_top (label, 4);
      gtk_widget_set_margin_bottom (label, 4);
      gtk_list_box_append (self->list, label);
    }
  if (self->shown->len > 0 && entry_has_focus (self))
    {
      point_at_text (self);
      gtk_popover_popup (GTK_POPOVER (self));
    }
  else
    gtk_popover_popdown (GTK_POPOVER (self));
}

static void
select_step (TmNameSuggestions *self,
             int                step)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->list);
  int index = row != NULL ? gtk_list_box_row_get_index (row) + step : (step > 0 ? 0 : (int) self->shown->len - 1);

  index = CLAMP (index, 0, (int) self->shown->len - 1);
  gtk_list_box_select_row (self->list, gtk_list_box_get_row_at_index (self->list, index));
}

static gboolean
on_key_pressed (TmNameSuggestions *self,
                guint              keyval,
                guint              keycode,
                GdkModifierType    state)
{
  GtkListBoxRow *row;

  if (!gtk_widget_get_visible (GTK_WIDGET (self)) || self->shown->len == 0)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      select_step (self, +1);
      return TRUE;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      select_step (self, -1);
      return TRUE;
    case GDK_KEY_Escape:
      gtk_popover_popdown (GTK_POPOVER (self));
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
      row = gtk_list_box_get_selected_row (self->list);
      if (row == NULL)
        return FALSE;
      on_row_activated (self, row);
      return TRUE;
    default:
      return FALSE;
    }
}

static void
on_focus_left (TmNameSuggestions *self)
{
  gtk_popover_popdown (GTK_POPOVER (self));
}

static void
on_entry_destroy (GtkWidget         *entry,
                  TmNameSuggestions *self)
{
  gtk_widget_unparent (GTK_WIDGET (self));
}

TmNameSuggestions *
tm_name_suggestions_attach (GtkWidget *entry,
                            GPtrArray *names)
{
  TmNameSuggestions *self;
  GtkEventController *keys, *focus;

  g_return_val_if_fail (GTK_IS_EDITABLE (entry), NULL);
  g_return_val_if_fail (names != NULL, NULL);

  self = g_object_new (TM_TYPE_NAME_SUGGESTIONS, NULL);
  self->entry = entry;
  self->names = g_ptr_array_ref (names);
  gtk_widget_set_parent (GTK_WIDGET (self), entry);
  g_signal_connect (entry, "destroy", G_CALLBACK (on_entry_destroy), self);
  g_signal_connect_object (entry, "changed", G_CALLBACK (refill), self, G_CONNECT_SWAPPED);

  /* Before the entry sees them: Enter on a chosen name takes it
   * rather than going on to the next step. */
  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (on_key_pressed), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (entry, keys);
  focus = gtk_event_controller_focus_new ();
  g_signal_connect_object (focus, "leave", G_CALLBACK (on_focus_left), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (entry, focus);
  return self;
}

GPtrArray *
tm_name_suggestions_get_shown (TmNameSuggestions *self)
{
  g_return_val_if_fail (TM_IS_NAME_SUGGESTIONS (self), NULL);
  return self->shown;
}

static void
tm_name_suggestions_dispose (GObject *object)
{
  TmNameSuggestions *self = TM_NAME_SUGGESTIONS (object);

  g_clear_pointer (&self->names, g_ptr_array_unref);
  g_clear_pointer (&self->shown, g_ptr_array_unref);
  G_OBJECT_CLASS (tm_name_suggestions_parent_class)->dispose (object);
}

static void
tm_name_suggestions_class_init (TmNameSuggestionsClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = tm_name_suggestions_dispose;
}

static void
tm_name_suggestions_init (TmNameSuggestions *self)
{
  self->shown = g_ptr_array_new_with_free_func (g_free);
  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_SINGLE);
  gtk_list_box_set_activate_on_single_click (self->list, TRUE);
  gtk_widget_set_can_focus (GTK_WIDGET (self->list), FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Players you have played with"), -1);
  g_signal_connect_swapped (self->list, "row-activated", G_CALLBACK (on_row_activated), self);

  gtk_popover_set_child (GTK_POPOVER (self), GTK_WIDGET (self->list));
  gtk_popover_set_autohide (GTK_POPOVER (self), FALSE);
  gtk_popover_set_has_arrow (GTK_POPOVER (self), FALSE);
  gtk_popover_set_position (GTK_POPOVER (self), GTK_POS_BOTTOM);
  gtk_widget_set_can_focus (GTK_WIDGET (self), FALSE);
  gtk_widget_set_halign (GTK_WIDGET (self), GTK_ALIGN_START);
}
