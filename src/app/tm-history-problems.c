/* tm-history-problems.c — the record files the history cannot read
 *
 * Each file is a row with its name, why it cannot be read, and a button
 * that opens its folder.  gtk_show_uri() on the folder works in Flatpak
 * too (it goes through the OpenURI portal), where calling a file manager
 * over D-Bus would need a hole in the sandbox.
 */
#include "config.h"

#include "tm-history-problems.h"
#include "widgets/tm-tooltip.h"

#include <adwaita.h>
#include <glib/gi18n.h>

struct _TmHistoryProblems
{
  GtkWidget parent_instance;

  GtkWidget *list;             /* a boxed GtkListBox holding the expander */
  AdwExpanderRow *expander;
  GPtrArray *rows;             /* the expander's rows, to remove them */
};

G_DEFINE_FINAL_TYPE (TmHistoryProblems, tm_history_problems, GTK_TYPE_WIDGET)

static void
on_show_folder_clicked (GtkButton *button)
{
  const char *path = g_object_get_data (G_OBJECT (button), "tm-path");
  g_autofree char *folder = g_path_get_dirname (path);
  g_autoptr(GFile) file = g_file_new_for_path (folder);
  g_autofree char *uri = g_file_get_uri (file);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (button));

  gtk_show_uri (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, uri, GDK_CURRENT_TIME);
}

static GtkWidget *
problem_row_new (const TmHistoryProblem *problem)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button = gtk_button_new_from_icon_name ("folder-open-symbolic");
  g_autofree char *label = g_strdup_printf (_("Show %s in Its Folder"), problem->file);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), problem->file);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), problem->message);
  tm_tooltip_set_text (button, _("Show in Folder"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  g_object_set_data_full (G_OBJECT (button), "tm-path", g_strdup (problem->path), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (on_show_folder_clicked), NULL);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  return row;
}

void
tm_history_problems_set (TmHistoryProblems *self,
                         GPtrArray         *problems)
{
  g_autofree char *title = NULL;

  g_return_if_fail (TM_IS_HISTORY_PROBLEMS (self));
  g_return_if_fail (problems != NULL);

  for (guint i = 0; i < self->rows->len; i++)
    adw_expander_row_remove (self->expander, g_ptr_array_index (self->rows, i));
  g_ptr_array_set_size (self->rows, 0);

  gtk_widget_set_visible (GTK_WIDGET (self), problems->len > 0);
  if (problems->len == 0)
    return;
  title = g_strdup_printf (ngettext ("%u game record cannot be read",
                                     "%u game records cannot be read", problems->len),
                           problems->len);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->expander), title);
  for (guint i = 0; i < problems->len; i++)
    {
      GtkWidget *row = problem_row_new (g_ptr_array_index (problems, i));

      adw_expander_row_add_row (self->expander, row);
      g_ptr_array_add (self->rows, row);
    }
}

static void
tm_history_problems_dispose (GObject *object)
{
  TmHistoryProblems *self = TM_HISTORY_PROBLEMS (object);

  g_clear_pointer (&self->list, gtk_widget_unparent);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  G_OBJECT_CLASS (tm_history_problems_parent_class)->dispose (object);
}

static void
tm_history_problems_class_init (TmHistoryProblemsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_history_problems_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tm_history_problems_init (TmHistoryProblems *self)
{
  self->rows = g_ptr_array_new ();
  self->list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->list, "boxed-list");
  gtk_widget_set_parent (self->list, GTK_WIDGET (self));
  self->expander = ADW_EXPANDER_ROW (adw_expander_row_new ());
  adw_expander_row_set_subtitle (self->expander,
                                 _("They stay where they are and are not counted."));
  gtk_list_box_append (GTK_LIST_BOX (self->list), GTK_WIDGET (self->expander));
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}
