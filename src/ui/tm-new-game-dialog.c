/* tm-new-game-dialog.c — players, who goes first, and setting up the table
 *
 * Two steps: the names (in playing order), then the manual's setup as a
 * checklist the players tick while they lay out the cards.  The record is
 * created only when every step is ticked.
 */
#include "config.h"

#include "tm-new-game-dialog.h"
#include "core/tm-record.h"

#include <glib/gi18n.h>

#define GAME_ID "children-of-the-sun"
#define MAX_RECENT_PLAYERS 8

struct _TmNewGameDialog
{
  AdwWindow parent_instance;

  GSettings *settings;
  GPtrArray *setup_rows;     /* rows added to setup_group */
  GPtrArray *setup_checks;   /* their check buttons */

  /* Template widgets */
  AdwWindowTitle *window_title;
  GtkButton *back_button;
  GtkButton *next_button;
  GtkStack *stack;
  AdwEntryRow *first_entry;
  AdwEntryRow *second_entry;
  GtkLabel *names_hint;
  AdwPreferencesGroup *setup_group;
};

G_DEFINE_FINAL_TYPE (TmNewGameDialog, tm_new_game_dialog, ADW_TYPE_WINDOW)

enum {
  GAME_CREATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static char *
get_name (AdwEntryRow *entry)
{
  return g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));
}

static gboolean
on_players_page (TmNewGameDialog *self)
{
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "players") == 0;
}

static gboolean
all_steps_ticked (TmNewGameDialog *self)
{
  for (guint i = 0; i < self->setup_checks->len; i++)
    if (!gtk_check_button_get_active (g_ptr_array_index (self->setup_checks, i)))
      return FALSE;
  return TRUE;
}

static void
update_next_button (TmNewGameDialog *self)
{
  if (on_players_page (self))
    {
      g_autofree char *first = get_name (self->first_entry);
      g_autofree char *second = get_name (self->second_entry);
      gboolean named = first[0] != '\0' && second[0] != '\0';
      gboolean different = g_utf8_collate (first, second) != 0;

      gtk_widget_set_sensitive (GTK_WIDGET (self->next_button), named && different);
      if (!named)
        gtk_label_set_text (self->names_hint, _("Enter both players’ names."));
      else if (!different)
        gtk_label_set_text (self->names_hint, _("The two players need different names."));
      else
        gtk_label_set_text (self->names_hint, "");
    }
  else
    gtk_widget_set_sensitive (GTK_WIDGET (self->next_button), all_steps_ticked (self));
}

static void
add_setup_step (TmNewGameDialog *self,
                const char      *title,
                const char      *subtitle)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *check = gtk_check_button_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
  g_signal_connect_swapped (check, "toggled", G_CALLBACK (update_next_button), self);

  adw_preferences_group_add (self->setup_group, row);
  g_ptr_array_add (self->setup_rows, row);
  g_ptr_array_add (self->setup_checks, check);
}

/* The manual's setup (section 3), with the players' names in it. */
static void
fill_setup_steps (TmNewGameDialog *self,
                  const char      *first,
                  const char      *second)
{
  g_autofree char *shuffle = NULL, *shuffle_sub = NULL;
  g_autofree char *markers = NULL;
  g_autofree char *shield = NULL, *shield_sub = NULL;
  g_autofree char *track_sub = NULL;
  g_autofree char *ghost_sub = NULL;
  g_autofree char *draw = NULL;

  for (guint i = 0; i < self->setup_rows->len; i++)
    adw_preferences_group_remove (self->setup_group, g_ptr_array_index (self->setup_rows, i));
  g_ptr_array_set_size (self->setup_rows, 0);
  g_ptr_array_set_size (self->setup_checks, 0);

  shuffle = g_strdup_printf (_("%s shuffles the 32 cards face down, %s cuts them"), first, second);
  shuffle_sub = g_strdup_printf (_("The deck goes on %s’s left, in reach of both."), first);
  add_setup_step (self, shuffle, shuffle_sub);

  markers = g_strdup_printf (_("%s takes the white markers, %s the black"), first, second);
  add_setup_step (self, markers, _("Two markers each."));

  shield = g_strdup_printf (_("Deal 6 cards face down from %s’s side to %s’s: the ghost’s shield"),
                            first, second);
  shield_sub = g_strdup_printf (_("On %s’s right, lying sideways, each sun mark towards the player "
                                  "with that colour. Nobody looks at them."), first);
  add_setup_step (self, shield, shield_sub);

  track_sub = g_strdup (_("One before the shield card nearest to its owner, one on 0 of the "
                          "score track beside the shield."));
  add_setup_step (self, _("Place each player’s two markers"), track_sub);

  ghost_sub = g_strdup_printf (_("Facing away from the shield, to %s’s left (west)."), first);
  add_setup_step (self, _("Put the ghost in the centre of the field"), ghost_sub);

  draw = g_strdup_printf (_("%s first: each player draws 6 cards"), first);
  add_setup_step (self, draw, _("Keep your hand hidden. Beds and the ghost’s stomach start empty."));
}

static void
show_page (TmNewGameDialog *self,
           const char      *name)
{
  gboolean players = g_str_equal (name, "players");

  gtk_stack_set_visible_child_name (self->stack, name);
  gtk_button_set_label (self->back_button, players ? _("_Cancel") : _("_Back"));
  gtk_button_set_label (self->next_button, players ? _("_Next") : _("_Start Game"));
  adw_window_title_set_subtitle (self->window_title,
                                 players ? _("Who is playing?") : _("Setting up"));
  update_next_button (self);
}

static void
save_recent_players (TmNewGameDialog *self,
                     const char      *first,
                     const char      *second)
{
  g_auto(GStrv) old = g_settings_get_strv (self->settings, "recent-players");
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) recent = NULL;
  guint n = 2;

  g_strv_builder_add (builder, first);
  g_strv_builder_add (builder, second);
  for (guint i = 0; old[i] != NULL && n < MAX_RECENT_PLAYERS; i++)
    {
      if (g_str_equal (old[i], first) || g_str_equal (old[i], second))
        continue;
      g_strv_builder_add (builder, old[i]);
      n++;
    }
  recent = g_strv_builder_end (builder);
  g_settings_set_strv (self->settings, "recent-players", (const char * const *) recent);
}

static void
start_game (TmNewGameDialog *self)
{
  g_autofree char *first = get_name (self->first_entry);
  g_autofree char *second = get_name (self->second_entry);
  const char *players[] = { first, second, NULL };
  g_autoptr(TmRecord) record = tm_record_new (GAME_ID, players, NULL);

  save_recent_players (self, first, second);
  /* The window saves the record as it opens it, before any move. */
  g_signal_emit (self, signals[GAME_CREATED], 0, record);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
on_next_clicked (TmNewGameDialog *self)
{
  if (!gtk_widget_get_sensitive (GTK_WIDGET (self->next_button)))
    return;

  if (on_players_page (self))
    {
      g_autofree char *first = get_name (self->first_entry);
      g_autofree char *second = get_name (self->second_entry);

      fill_setup_steps (self, first, second);
      show_page (self, "setup");
    }
  else
    start_game (self);
}

static void
on_back_clicked (TmNewGameDialog *self)
{
  if (on_players_page (self))
    gtk_window_close (GTK_WINDOW (self));
  else
    show_page (self, "players");
}

static void
on_swap_clicked (TmNewGameDialog *self)
{
  g_autofree char *first = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->first_entry)));

  gtk_editable_set_text (GTK_EDITABLE (self->first_entry),
                         gtk_editable_get_text (GTK_EDITABLE (self->second_entry)));
  gtk_editable_set_text (GTK_EDITABLE (self->second_entry), first);
}

static void
tm_new_game_dialog_dispose (GObject *object)
{
  TmNewGameDialog *self = TM_NEW_GAME_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TM_TYPE_NEW_GAME_DIALOG);
  g_clear_pointer (&self->setup_rows, g_ptr_array_unref);
  g_clear_pointer (&self->setup_checks, g_ptr_array_unref);

  G_OBJECT_CLASS (tm_new_game_dialog_parent_class)->dispose (object);
}

static void
tm_new_game_dialog_finalize (GObject *object)
{
  TmNewGameDialog *self = TM_NEW_GAME_DIALOG (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (tm_new_game_dialog_parent_class)->finalize (object);
}

static void
tm_new_game_dialog_class_init (TmNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_new_game_dialog_dispose;
  object_class->finalize = tm_new_game_dialog_finalize;

  /* The players are named and the table is set up: (TmRecord *record),
   * a record with no moves yet. */
  signals[GAME_CREATED] = g_signal_new ("game-created",
                                        G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 1, TM_TYPE_RECORD);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablemate/Tablemate/tm-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TmNewGameDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, TmNewGameDialog, back_button);
  gtk_widget_class_bind_template_child (widget_class, TmNewGameDialog, next_button);
  gtk_widget_class_bind_template_child (widget_class, TmNewGameDialog, stack);
  gtk_widget_class_bind_template_child (widget_class, TmNewGameDialog, first_entry);
  gtk_widget_class_bind_template_child (widget_class, TmNewGameDialog, second_entry);
  gtk_widget_class_bind_template_child (widget_class, TmNewGameDialog, names_hint);
  gtk_widget_class_bind_template_child (widget_class, TmNewGameDialog, setup_group);
  gtk_widget_class_bind_template_callback (widget_class, on_next_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_back_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_swap_clicked);
  gtk_widget_class_bind_template_callback (widget_class, update_next_button);
}

static void
tm_new_game_dialog_init (TmNewGameDialog *self)
{
  g_auto(GStrv) recent = NULL;

  self->setup_rows = g_ptr_array_new ();
  self->setup_checks = g_ptr_array_new ();
  self->settings = g_settings_new (APP_ID);

  gtk_widget_init_template (GTK_WIDGET (self));

  recent = g_settings_get_strv (self->settings, "recent-players");
  if (recent[0] != NULL)
    {
      gtk_editable_set_text (GTK_EDITABLE (self->first_entry), recent[0]);
      if (recent[1] != NULL)
        gtk_editable_set_text (GTK_EDITABLE (self->second_entry), recent[1]);
    }
  show_page (self, "players");
}

TmNewGameDialog *
tm_new_game_dialog_new (GtkWindow *parent)
{
  return g_object_new (TM_TYPE_NEW_GAME_DIALOG,
                       "transient-for", parent,
                       NULL);
}
