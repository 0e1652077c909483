/* tm-catalogues-window.c — the players' card catalogues
 *
 * Rows are rebuilt from the catalogues whenever they change; each change
 * is saved at once.  A delete can be undone from its toast.
 */
#include "config.h"

#include "tm-catalogues-window.h"
#include "tm-file-chooser.h"
#include "widgets/tm-accessible-name.h"
#include "widgets/tm-error-display.h"
#include "widgets/tm-toast-guard.h"
#include "games/planetary-sisters/page/tm-sisters-setup.h"

#include <errno.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

struct _TmCataloguesWindow
{
  AdwPreferencesWindow parent_instance;

  TmSistersCatalogue *sisters;
  char *sisters_path;
  gboolean sisters_unreadable;  /* kept aside before it is first saved over */
  TmPsiCatalogue *psi;
  char *psi_path;
  gboolean psi_unreadable;

  AdwPreferencesGroup *report_group;
  AdwPreferencesGroup *cards_group;
  AdwPreferencesGroup *beasts_group;
  AdwComboRow *policy_row;
  GPtrArray *report_rows;
  GPtrArray *card_rows;
  GPtrArray *beast_rows;

  /* The last delete, for Undo. */
  int deleted_rank;                 /* 0: none */
  TmSistersEmblems deleted_emblems;
  TmPsiBeastInfo *deleted_beast;
};

G_DEFINE_FINAL_TYPE (TmCataloguesWindow, tm_catalogues_window, ADW_TYPE_PREFERENCES_WINDOW)

/* adw_preferences_window_add_toast(), guarded (tm-toast-guard.h): the
 * window's content is its toast overlay (adw-preferences-window.ui). */
static void
add_toast (TmCataloguesWindow *self,
           AdwToast           *toast)
{
  tm_error_display_escape_toast (toast);
  tm_toast_guard_add (ADW_TOAST_OVERLAY (adw_window_get_content (ADW_WINDOW (self))), toast);
}

static void
show_toast (TmCataloguesWindow *self,
            const char         *text)
{
  add_toast (self, adw_toast_new (text));
}

static void
clear_rows (AdwPreferencesGroup *group,
            GPtrArray           *rows)
{
  for (guint i = 0; i < rows->len; i++)
    adw_preferences_group_remove (group, g_ptr_array_index (rows, i));
  g_ptr_array_set_size (rows, 0);
}

#define KEPT_SUFFIX ".unreadable"

/* A catalogue file that could not be read is not lost when this window
 * saves a catalogue over it: it is first kept beside it, renamed. */
static gboolean
keep_unreadable (const char *path,
                 gboolean   *unreadable,
                 GError    **error)
{
  g_autofree char *kept = g_strconcat (path, KEPT_SUFFIX, NULL);

  if (!*unreadable)
    return TRUE;
  if (g_rename (path, kept) != 0 && errno != ENOENT)
    {
      int saved_errno = errno;
      g_autofree char *name = g_filename_display_basename (path);

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("The catalogue was not saved: %s could not be kept aside (%s)."),
                   name, g_strerror (saved_errno));
      return FALSE;
    }
  *unreadable = FALSE;
  return TRUE;
}

/* Said when the window opens on a catalogue it cannot read. */
static void
report_unreadable (TmCataloguesWindow *self,
                   gboolean            beasts,
                   const char         *path,
                   const GError       *error)
{
  g_autofree char *kept = g_strconcat (path, KEPT_SUFFIX, NULL);
  g_autofree char *kept_name = g_filename_display_basename (kept);
  g_autofree char *message = NULL;

  if (beasts)
    /* Translators: the second %s is a file name, e.g. "psi-beasts.json.unreadable". */
    message = g_strdup_printf (_("The beasts’ catalogue could not be read (%s). It is kept as %s when "
                                 "you change the catalogue here."), error->message, kept_name);
  else
    /* Translators: the second %s is a file name, e.g. "sisters-cards.json.unreadable". */
    message = g_strdup_printf (_("The emblem catalogue could not be read (%s). It is kept as %s when "
                                 "you change the catalogue here."), error->message, kept_name);
  show_toast (self, message);
}

static gboolean
save_sisters (TmCataloguesWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (!keep_unreadable (self->sisters_path, &self->sisters_unreadable, &error)
      || !tm_catalogue_save (TM_CATALOGUE (self->sisters), self->sisters_path, &error))
    {
      show_toast (self, error->message);
      return FALSE;
    }
  return TRUE;
}

static gboolean
save_psi (TmCataloguesWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_path_get_dirname (self->psi_path);

  if (g_mkdir_with_parents (dir, 0700) != 0
      || !keep_unreadable (self->psi_path, &self->psi_unreadable, &error)
      || !tm_catalogue_save (TM_CATALOGUE (self->psi), self->psi_path, &error))
    {
      show_toast (self, error != NULL ? error->message
                                      : _("The beasts’ catalogue could not be saved."));
      return FALSE;
    }
  return TRUE;
}

/* Planetary Sisters ------------------------------------------------------ */

static void
on_delete_card (GtkButton          *button,
                TmCataloguesWindow *self)
{
  tm_catalogues_window_delete_card (self, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "rank")));
}

static void
rebuild_sisters (TmCataloguesWindow *self)
{
  const TmSistersCardTable *table = tm_sisters_catalogue_get_table (self->sisters);
  g_autoptr(GPtrArray) issues = tm_sisters_catalogue_check_totals (self->sisters);

  clear_rows (self->report_group, self->report_rows);
  clear_rows (self->cards_group, self->card_rows);

  if (issues->len == 0)
    {
      GtkWidget *row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     _("Nothing is off: the cards entered agree with the deck’s totals."));
      adw_preferences_group_add (self->report_group, row);
      g_ptr_array_add (self->report_rows, row);
    }
  for (guint i = 0; i < issues->len; i++)
    {
      TmSistersTotalsIssue *issue = g_ptr_array_index (issues, i);
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), issue->message);
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("dialog-warning-symbolic"));
      adw_preferences_group_add (self->report_group, row);
      g_ptr_array_add (self->report_rows, row);
    }

  for (int rank = 1; rank <= TM_SISTERS_N_RANKS; rank++)
    {
      TmSistersEmblems emblems;
      g_autofree char *title = NULL;
      g_autofree char *described = NULL;
      GtkWidget *row;
      GtkWidget *button;

      if (!tm_sisters_catalogue_get_card (self->sisters, rank, &emblems))
        continue;
      described = tm_sisters_emblems_describe (table, &emblems);
      /* Translators: a card of the catalogue: its rank, then its emblems */
      title = g_strdup_printf (_("%d · %s"), rank, described);
      row = adw_action_row_new ();
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      button = gtk_button_new_from_icon_name ("user-trash-symbolic");
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_set_tooltip_text (button, _("Delete this card’s entry"));
      {
        /* Translators: the delete button of a card of the catalogue, for
         * screen readers, e.g. "Delete card 12". */
        g_autofree char *name = g_strdup_printf (_("Delete card %d"), rank);

        tm_accessible_name_set (button, name);
      }
      g_object_set_data (G_OBJECT (button), "rank", GINT_TO_POINTER (rank));
      g_signal_connect (button, "clicked", G_CALLBACK (on_delete_card), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      adw_preferences_group_add (self->cards_group, row);
      g_ptr_array_add (self->card_rows, row);
    }
  if (self->card_rows->len == 0)
    adw_preferences_group_set_description (self->cards_group,
                                           _("No card yet: emblems entered during a game are remembered here."));
  else
    adw_preferences_group_set_description (self->cards_group, NULL);
}

/* Psi Conjuring ---------------------------------------------------------- */

static char *
describe_beast (const TmPsiBeastInfo *info)
{
  GString *text = g_string_new (NULL);

  if (info->has_power)
    g_string_append_printf (text, _("initial power %d"), info->power);
  else
    g_string_append (text, _("initial power not known"));
  for (int c = 0; c < TM_PSI_N_COLOURS; c++)
    {
      g_string_append (text, " · ");
      if (info->has_track[c])
        /* Translators: a track's colour, then its lowest and highest numbers */
        g_string_append_printf (text, _("%s %d–%d"), tm_psi_colour_describe (c),
                                info->track[c].min, info->track[c].max);
      else
        /* Translators: a track's colour */
        g_string_append_printf (text, _("%s not known"), tm_psi_colour_describe (c));
    }
  return g_string_free (text, FALSE);
}

typedef struct
{
  TmCataloguesWindow *self;
  char *name;
  GtkSpinButton *power;
  GtkSpinButton *min[TM_PSI_N_COLOURS];
  GtkSpinButton *max[TM_PSI_N_COLOURS];
  TmPsiBeastInfo *initial;
} BeastForm;

static void
beast_form_free (gpointer data)
{
  BeastForm *form = data;

  g_free (form->name);
  tm_psi_beast_info_free (form->initial);
  g_free (form);
}

static void
on_save_beast (GtkButton *button,
               BeastForm *form)
{
  TmCataloguesWindow *self = form->self;
  g_autoptr(TmPsiBeastInfo) info = tm_psi_beast_info_copy (form->initial);
  g_autoptr(GError) error = NULL;
  int power = gtk_spin_button_get_value_as_int (form->power);

  /* A field becomes known when it was, or when it is changed. */
  if (info->has_power || power != info->power)
    {
      info->has_power = TRUE;
      info->power = power;
    }
  for (int c = 0; c < TM_PSI_N_COLOURS; c++)
    {
      TmPsiTrack track = { gtk_spin_button_get_value_as_int (form->min[c]),
                           gtk_spin_button_get_value_as_int (form->max[c]) };

      if (info->has_track[c] || !tm_psi_track_equal (track, info->track[c]))
        {
          info->has_track[c] = TRUE;
          info->track[c] = track;
        }
    }
  (void) button;
  if (!tm_catalogues_window_edit_beast (self, info, &error))
    show_toast (self, error->message);
}

static void
on_delete_beast (GtkButton *button,
                 BeastForm *form)
{
  (void) button;
  tm_catalogues_window_delete_beast (form->self, form->name);
}

static GtkSpinButton *
add_spin_row (AdwExpanderRow *expander,
              const char     *title,
              int             value)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (0, TM_PSI_MAX_POWER, 1);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  adw_expander_row_add_row (expander, row);
  return GTK_SPIN_BUTTON (spin);
}

static void
rebuild_psi (TmCataloguesWindow *self)
{
  clear_rows (self->beasts_group, self->beast_rows);

  for (guint i = 0; i < tm_psi_catalogue_get_n_beasts (self->psi); i++)
    {
      const TmPsiBeastInfo *info = tm_psi_catalogue_get_beast (self->psi, i);
      g_autofree char *subtitle = describe_beast (info);
      BeastForm *form = g_new0 (BeastForm, 1);
      GtkWidget *row = adw_expander_row_new ();
      GtkWidget *buttons;
      GtkWidget *save;
      GtkWidget *delete;
      GtkWidget *button_row;

      form->self = self;
      form->name = g_strdup (info->name);
      form->initial = tm_psi_beast_info_copy (info);
      g_object_set_data_full (G_OBJECT (row), "form", form, beast_form_free);

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), info->name);
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), subtitle);

      form->power = add_spin_row (ADW_EXPANDER_ROW (row), _("Initial power"), info->power);
      form->min[TM_PSI_COLOUR_RED] = add_spin_row (ADW_EXPANDER_ROW (row), _("Red track, lowest"),
                                                   info->track[TM_PSI_COLOUR_RED].min);
      form->max[TM_PSI_COLOUR_RED] = add_spin_row (ADW_EXPANDER_ROW (row), _("Red track, highest"),
                                                   info->track[TM_PSI_COLOUR_RED].max);
      form->min[TM_PSI_COLOUR_BLUE] = add_spin_row (ADW_EXPANDER_ROW (row), _("Blue track, lowest"),
                                                    info->track[TM_PSI_COLOUR_BLUE].min);
      form->max[TM_PSI_COLOUR_BLUE] = add_spin_row (ADW_EXPANDER_ROW (row), _("Blue track, highest"),
                                                    info->track[TM_PSI_COLOUR_BLUE].max);

      buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      gtk_widget_set_halign (buttons, GTK_ALIGN_END);
      gtk_widget_set_margin_top (buttons, 6);
      gtk_widget_set_margin_bottom (buttons, 6);
      gtk_widget_set_margin_end (buttons, 6);
      delete = gtk_button_new_with_mnemonic (_("_Delete"));
      gtk_widget_add_css_class (delete, "destructive-action");
      g_signal_connect (delete, "clicked", G_CALLBACK (on_delete_beast), form);
      save = gtk_button_new_with_mnemonic (_("_Save"));
      gtk_widget_add_css_class (save, "suggested-action");
      g_signal_connect (save, "clicked", G_CALLBACK (on_save_beast), form);
      tm_accessible_name_from_label (GTK_BUTTON (delete));
      tm_accessible_name_from_label (GTK_BUTTON (save));
      gtk_box_append (GTK_BOX (buttons), delete);
      gtk_box_append (GTK_BOX (buttons), save);
      button_row = gtk_list_box_row_new ();
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (button_row), FALSE);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (button_row), buttons);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (row), button_row);

      adw_preferences_group_add (self->beasts_group, row);
      g_ptr_array_add (self->beast_rows, row);
    }
  if (self->beast_rows->len == 0)
    adw_preferences_group_set_description (self->beasts_group,
                                           _("No beast yet: a beast is remembered the first time it is summoned."));
  else
    adw_preferences_group_set_description (self->beasts_group, NULL);
}

/* Undo ------------------------------------------------------------------- */

static void
on_undo_clicked (AdwToast           *toast,
                 TmCataloguesWindow *self)
{
  (void) toast;
  tm_catalogues_window_undo (self);
}

static void
show_undo_toast (TmCataloguesWindow *self,
                 const char         *text)
{
  AdwToast *toast = adw_toast_new (text);

  adw_toast_set_button_label (toast, _("_Undo"));
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (on_undo_clicked), self, 0);
  add_toast (self, toast);
}

static void
forget_deleted (TmCataloguesWindow *self)
{
  self->deleted_rank = 0;
  g_clear_pointer (&self->deleted_beast, tm_psi_beast_info_free);
}

void
tm_catalogues_window_delete_card (TmCataloguesWindow *self,
                                  int                 rank)
{
  TmSistersEmblems emblems;
  g_autofree char *text = NULL;

  g_return_if_fail (TM_IS_CATALOGUES_WINDOW (self));
  if (!tm_sisters_catalogue_get_card (self->sisters, rank, &emblems))
    return;
  forget_deleted (self);
  tm_sisters_catalogue_clear_card (self->sisters, rank);
  if (!save_sisters (self))
    {
      g_autoptr(GError) error = NULL;

      tm_sisters_catalogue_set_card (self->sisters, rank, &emblems, &error);
      return;
    }
  self->deleted_rank = rank;
  self->deleted_emblems = emblems;
  text = g_strdup_printf (_("Card %d deleted"), rank);
  show_undo_toast (self, text);
}

void
tm_catalogues_window_delete_beast (TmCataloguesWindow *self,
                                   const char         *name)
{
  const TmPsiBeastInfo *info;
  g_autofree char *text = NULL;
  g_autoptr(TmPsiBeastInfo) copy = NULL;

  g_return_if_fail (TM_IS_CATALOGUES_WINDOW (self));
  info = tm_psi_catalogue_lookup (self->psi, name);
  if (info == NULL)
    return;
  copy = tm_psi_beast_info_copy (info);
  forget_deleted (self);
  tm_psi_catalogue_remove_beast (self->psi, copy->name);
  if (!save_psi (self))
    {
      tm_psi_catalogue_set_beast (self->psi, copy, NULL);
      return;
    }
  /* Translators: %s is a beast's name */
  text = g_strdup_printf (_("“%s” deleted"), copy->name);
  self->deleted_beast = g_steal_pointer (&copy);
  show_undo_toast (self, text);
}

void
tm_catalogues_window_undo (TmCataloguesWindow *self)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (TM_IS_CATALOGUES_WINDOW (self));
  if (self->deleted_rank != 0)
    {
      if (tm_sisters_catalogue_set_card (self->sisters, self->deleted_rank,
                                         &self->deleted_emblems, &error))
        save_sisters (self);
      else
        show_toast (self, error->message);
    }
  if (self->deleted_beast != NULL)
    {
      if (tm_psi_catalogue_set_beast (self->psi, self->deleted_beast, &error))
        save_psi (self);
      else
        show_toast (self, error->message);
    }
  forget_deleted (self);
}

/* Editing, import and export --------------------------------------------- */

gboolean
tm_catalogues_window_edit_beast (TmCataloguesWindow   *self,
                                 const TmPsiBeastInfo *info,
                                 GError              **error)
{
  g_autoptr(TmPsiBeastInfo) before = NULL;
  const TmPsiBeastInfo *known;

  g_return_val_if_fail (TM_IS_CATALOGUES_WINDOW (self), FALSE);
  if (!tm_psi_beast_info_check (info, error))
    return FALSE;
  known = tm_psi_catalogue_lookup (self->psi, info->name);
  if (known != NULL)
    before = tm_psi_beast_info_copy (known);
  if (!tm_psi_catalogue_set_beast (self->psi, info, error))
    return FALSE;
  if (!save_psi (self))
    {
      if (before != NULL)
        tm_psi_catalogue_set_beast (self->psi, before, NULL);
      else
        tm_psi_catalogue_remove_beast (self->psi, info->name);
      g_set_error_literal (error, TM_PSI_CATALOGUE_ERROR, TM_PSI_CATALOGUE_ERROR_WRITE,
                           _("The beasts’ catalogue could not be saved."));
      return FALSE;
    }
  return TRUE;
}

gboolean
tm_catalogues_window_import_sisters (TmCataloguesWindow *self,
                                     const char         *path,
                                     GError            **error)
{
  g_autofree char *before = NULL;
  gsize length;

  g_return_val_if_fail (TM_IS_CATALOGUES_WINDOW (self), FALSE);
  before = tm_catalogue_to_data (TM_CATALOGUE (self->sisters), &length);
  if (!tm_catalogue_import (TM_CATALOGUE (self->sisters), path, error))
    return FALSE;
  if (!keep_unreadable (self->sisters_path, &self->sisters_unreadable, error)
      || !tm_catalogue_save (TM_CATALOGUE (self->sisters), self->sisters_path, error))
    {
      tm_catalogue_load_data (TM_CATALOGUE (self->sisters), before, length, NULL);
      return FALSE;
    }
  return TRUE;
}

gboolean
tm_catalogues_window_export_sisters (TmCataloguesWindow *self,
                                     const char         *path,
                                     GError            **error)
{
  g_return_val_if_fail (TM_IS_CATALOGUES_WINDOW (self), FALSE);
  return tm_catalogue_export (TM_CATALOGUE (self->sisters), path, error);
}

gboolean
tm_catalogues_window_import_psi (TmCataloguesWindow *self,
                                 const char         *path,
                                 TmPsiMergePolicy    policy,
                                 GError            **error)
{
  TmPsiMergeReport report = { 0 };
  g_autofree char *text = NULL;

  g_return_val_if_fail (TM_IS_CATALOGUES_WINDOW (self), FALSE);
  if (!tm_psi_catalogue_import_file (self->psi, path, policy, &report, error))
    return FALSE;
  save_psi (self);
  if (report.conflicts != NULL && report.conflicts[0] != NULL)
    {
      g_autofree char *names = g_strjoinv (_(", "), report.conflicts);

      text = g_strdup_printf (_("Imported: %u added, %u updated; in conflict: %s"),
                              report.added, report.updated, names);
    }
  else
    text = g_strdup_printf (_("Imported: %u added, %u updated, no conflict"),
                            report.added, report.updated);
  show_toast (self, text);
  tm_psi_merge_report_clear (&report);
  return TRUE;
}

gboolean
tm_catalogues_window_export_psi (TmCataloguesWindow *self,
                                 const char         *path,
                                 GError            **error)
{
  g_return_val_if_fail (TM_IS_CATALOGUES_WINDOW (self), FALSE);
  return tm_catalogue_export (TM_CATALOGUE (self->psi), path, error);
}

/* File choosers ---------------------------------------------------------- */

typedef enum {
  FILE_SISTERS_IMPORT,
  FILE_SISTERS_EXPORT,
  FILE_PSI_IMPORT,
  FILE_PSI_EXPORT,
} FileJob;

static void
on_file_response (GtkNativeDialog    *native,
                  int                 response,
                  TmCataloguesWindow *self)
{
  FileJob job = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (native), "job"));
  g_autofree char *path = NULL;

  if (tm_file_chooser_accepted_path (native, response, &path))
    {
      g_autoptr(GError) error = NULL;
      gboolean ok = FALSE;

      if (path == NULL)
        ok = TRUE;
      else if (job == FILE_SISTERS_IMPORT)
        ok = tm_catalogues_window_import_sisters (self, path, &error);
      else if (job == FILE_SISTERS_EXPORT)
        ok = tm_catalogues_window_export_sisters (self, path, &error);
      else if (job == FILE_PSI_IMPORT)
        ok = tm_catalogues_window_import_psi (self, path,
                                              adw_combo_row_get_selected (self->policy_row) == 1
                                              ? TM_PSI_MERGE_PREFER_IMPORTED : TM_PSI_MERGE_KEEP_LOCAL,
                                              &error);
      else
        ok = tm_catalogues_window_export_psi (self, path, &error);
      if (!ok)
        show_toast (self, error->message);
      else if (job == FILE_SISTERS_EXPORT || job == FILE_PSI_EXPORT)
        show_toast (self, _("Catalogue exported"));
      else if (job == FILE_SISTERS_IMPORT)
        show_toast (self, _("Catalogue imported"));
    }
  g_object_unref (native);
}

static void
choose_file (TmCataloguesWindow *self,
             FileJob             job)
{
  gboolean save = job == FILE_SISTERS_EXPORT || job == FILE_PSI_EXPORT;
  GtkFileChooserNative *native;
  GtkFileFilter *filter = gtk_file_filter_new ();

  native = gtk_file_chooser_native_new (save ? _("Export Catalogue") : _("Import Catalogue"),
                                        GTK_WINDOW (self),
                                        save ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN,
                                        save ? _("_Export") : _("_Import"),
                                        _("_Cancel"));
  gtk_file_filter_set_name (filter, _("Catalogues (JSON)"));
  gtk_file_filter_add_suffix (filter, "json");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
  g_object_unref (filter);
  if (save)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native),
                                       job == FILE_SISTERS_EXPORT ? "sisters-catalogue.json"
                                                                  : "psi-beasts.json");
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  g_object_set_data (G_OBJECT (native), "job", GINT_TO_POINTER (job));
  g_signal_connect (native, "response", G_CALLBACK (on_file_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

static void
on_file_button (GtkButton          *button,
                TmCataloguesWindow *self)
{
  choose_file (self, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "job")));
}

static GtkWidget *
file_buttons (TmCataloguesWindow *self,
              FileJob             import_job,
              FileJob             export_job)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *import = gtk_button_new_with_mnemonic (_("_Import…"));
  GtkWidget *export = gtk_button_new_with_mnemonic (_("E_xport…"));

  gtk_widget_add_css_class (import, "flat");
  gtk_widget_add_css_class (export, "flat");
  tm_accessible_name_from_label (GTK_BUTTON (import));
  tm_accessible_name_from_label (GTK_BUTTON (export));
  g_object_set_data (G_OBJECT (import), "job", GINT_TO_POINTER (import_job));
  g_object_set_data (G_OBJECT (export), "job", GINT_TO_POINTER (export_job));
  g_signal_connect (import, "clicked", G_CALLBACK (on_file_button), self);
  g_signal_connect (export, "clicked", G_CALLBACK (on_file_button), self);
  gtk_box_append (GTK_BOX (box), import);
  gtk_box_append (GTK_BOX (box), export);
  return box;
}

/* The window ------------------------------------------------------------- */

static void
load_catalogues (TmCataloguesWindow *self)
{
  g_autoptr(GError) error = NULL;

  self->sisters = tm_sisters_catalogue_new ();
  self->sisters_path = tm_sisters_catalogue_path ();
  if (g_file_test (self->sisters_path, G_FILE_TEST_EXISTS)
      && !tm_catalogue_load (TM_CATALOGUE (self->sisters), self->sisters_path, &error))
    {
      self->sisters_unreadable = TRUE;
      report_unreadable (self, FALSE, self->sisters_path, error);
      g_clear_error (&error);
    }

  self->psi = tm_psi_catalogue_new ();
  self->psi_path = tm_psi_catalogue_get_user_path ();
  if (g_file_test (self->psi_path, G_FILE_TEST_EXISTS)
      && !tm_catalogue_load (TM_CATALOGUE (self->psi), self->psi_path, &error))
    {
      self->psi_unreadable = TRUE;
      report_unreadable (self, TRUE, self->psi_path, error);
    }
}

static void
tm_catalogues_window_dispose (GObject *object)
{
  TmCataloguesWindow *self = TM_CATALOGUES_WINDOW (object);

  if (self->sisters != NULL)
    g_signal_handlers_disconnect_by_data (self->sisters, self);
  if (self->psi != NULL)
    g_signal_handlers_disconnect_by_data (self->psi, self);
  g_clear_object (&self->sisters);
  g_clear_object (&self->psi);
  G_OBJECT_CLASS (tm_catalogues_window_parent_class)->dispose (object);
}

static void
tm_catalogues_window_finalize (GObject *object)
{
  TmCataloguesWindow *self = TM_CATALOGUES_WINDOW (object);

  g_free (self->sisters_path);
  g_free (self->psi_path);
  g_clear_pointer (&self->report_rows, g_ptr_array_unref);
  g_clear_pointer (&self->card_rows, g_ptr_array_unref);
  g_clear_pointer (&self->beast_rows, g_ptr_array_unref);
  g_clear_pointer (&self->deleted_beast, tm_psi_beast_info_free);
  G_OBJECT_CLASS (tm_catalogues_window_parent_class)->finalize (object);
}

static void
tm_catalogues_window_class_init (TmCataloguesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tm_catalogues_window_dispose;
  object_class->finalize = tm_catalogues_window_finalize;
}

static void
tm_catalogues_window_init (TmCataloguesWindow *self)
{
  AdwPreferencesPage *page;
  AdwPreferencesGroup *group;
  GtkWidget *row;
  GtkStringList *policies;

  self->report_rows = g_ptr_array_new ();
  self->card_rows = g_ptr_array_new ();
  self->beast_rows = g_ptr_array_new ();
  load_catalogues (self);

  gtk_window_set_title (GTK_WINDOW (self), _("Card Catalogues"));
  gtk_window_set_default_size (GTK_WINDOW (self), 640, 640);
  adw_preferences_window_set_search_enabled (ADW_PREFERENCES_WINDOW (self), FALSE);

  /* Planetary Sisters */
  page = ADW_PREFERENCES_PAGE (adw_preferences_page_new ());
  adw_preferences_page_set_title (page, _("Planetary Sisters"));
  adw_preferences_page_set_icon_name (page, "view-list-symbolic");
  self->report_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (self->report_group, _("Deck Totals"));
  adw_preferences_page_add (page, self->report_group);
  self->cards_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (self->cards_group, _("Known Cards"));
  adw_preferences_group_set_header_suffix (self->cards_group,
                                           file_buttons (self, FILE_SISTERS_IMPORT, FILE_SISTERS_EXPORT));
  adw_preferences_page_add (page, self->cards_group);
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (self), page);

  /* Psi Conjuring */
  page = ADW_PREFERENCES_PAGE (adw_preferences_page_new ());
  adw_preferences_page_set_title (page, _("Psi Conjuring"));
  adw_preferences_page_set_icon_name (page, "view-list-symbolic");
  group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (group, _("Import"));
  policies = gtk_string_list_new (NULL);
  gtk_string_list_append (policies, _("Keep ours"));
  gtk_string_list_append (policies, _("Prefer the imported file’s"));
  row = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("When the files disagree"));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (policies));
  g_object_unref (policies);
  self->policy_row = ADW_COMBO_ROW (row);
  adw_preferences_group_add (group, row);
  adw_preferences_page_add (page, group);
  self->beasts_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (self->beasts_group, _("Beasts"));
  adw_preferences_group_set_header_suffix (self->beasts_group,
                                           file_buttons (self, FILE_PSI_IMPORT, FILE_PSI_EXPORT));
  adw_preferences_page_add (page, self->beasts_group);
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (self), page);

  g_signal_connect_swapped (self->sisters, "changed", G_CALLBACK (rebuild_sisters), self);
  g_signal_connect_swapped (self->psi, "changed", G_CALLBACK (rebuild_psi), self);
  rebuild_sisters (self);
  rebuild_psi (self);
}

GtkWidget *
tm_catalogues_window_new (GtkWindow *parent)
{
  return g_object_new (TM_TYPE_CATALOGUES_WINDOW,
                       "transient-for", parent,
                       "modal", parent != NULL,
                       NULL);
}

TmSistersCatalogue *
tm_catalogues_window_get_sisters (TmCataloguesWindow *self)
{
  return self->sisters;
}

TmPsiCatalogue *
tm_catalogues_window_get_psi (TmCataloguesWindow *self)
{
  return self->psi;
}

guint
tm_catalogues_window_get_n_card_rows (TmCataloguesWindow *self)
{
  return self->card_rows->len;
}

guint
tm_catalogues_window_get_n_beast_rows (TmCataloguesWindow *self)
{
  return self->beast_rows->len;
}

guint
tm_catalogues_window_get_n_report_rows (TmCataloguesWindow *self)
{
  return self->report_rows->len;
}
