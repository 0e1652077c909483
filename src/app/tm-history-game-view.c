/* tm-history-game-view.c — one finished game, looked back at
 *
 * The view keeps its own copy of the record; stepping is undo and redo
 * on that copy, replayed by the rules each time, so what is shown is
 * always what the record says.  Nothing is ever saved from here.
 */
#include "config.h"

#include "tm-history-game-view.h"
#include "widgets/tm-focus.h"
#include "tm-history-text.h"
#include "tm-game-pages.h"
#include "tm-play-clock-view.h"

#include <adwaita.h>
#include <glib/gi18n.h>

struct _TmHistoryGameView
{
  GtkWidget parent_instance;

  TmHistoryEntry *entry;
  TmRecord *record;
  guint n_moves;
  GtkWidget *game_page;        /* in the content stack, or NULL */

  /* Template widgets */
  GtkLabel *result_label;
  GtkLabel *scores_label;
  GtkLabel *detail_label;
  GtkLabel *play_times_label;
  GtkWidget *correct_button;
  GtkWidget *delete_button;
  GtkWidget *share_button;
  GtkWidget *first_button;
  GtkWidget *previous_button;
  GtkLabel *position_label;
  GtkWidget *next_button;
  GtkWidget *last_button;
  GtkStack *content;
  GtkLabel *phase_label;
  GtkListBox *players_list;
};

G_DEFINE_FINAL_TYPE (TmHistoryGameView, tm_history_game_view, GTK_TYPE_WIDGET)

enum {
  DELETE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static guint
get_position (TmHistoryGameView *self)
{
  return self->record != NULL ? tm_record_get_n_moves (self->record) : 0;
}

/* The scores and phase after the moves shown, for games without a page. */
static void
update_generic (TmHistoryGameView *self)
{
  g_autoptr(TmGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *phase = NULL;
  GtkWidget *child;
  gboolean finished;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->players_list))) != NULL)
    gtk_list_box_remove (self->players_list, child);

  game = tm_record_replay (self->record, G_MAXUINT, NULL, NULL, &error);
  if (game == NULL)
    {
      gtk_label_set_text (self->phase_label, error->message);
      return;
    }
  finished = tm_game_is_finished (game);
  phase = tm_game_describe_phase (game);
  gtk_label_set_text (self->phase_label, phase);

  for (guint i = 0; i < tm_record_get_n_players (self->record); i++)
    {
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *score = g_strdup_printf ("%d", tm_game_get_score (game, i));
      GtkWidget *label = gtk_label_new (score);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), tm_record_get_player (self->record, i));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      if (finished && tm_history_entry_is_winner (self->entry, i))
        {
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Winner"));
          adw_action_row_add_prefix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("starred-symbolic"));
        }
      gtk_widget_add_css_class (label, "title-3");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
      gtk_list_box_append (self->players_list, row);
    }
}

/* How long the game took: the duration the history keeps, and each
 * player's thinking time measured from the record. */
static void
show_play_times (TmHistoryGameView *self)
{
  TmPlayTimes times;
  g_autofree char *markup = NULL;

  tm_play_clock_measure (self->record, G_MAXUINT, TM_RECORD_NO_TIME, &times);
  if (!times.known || tm_history_entry_get_duration_s (self->entry) < 0)
    {
      gtk_label_set_text (self->play_times_label,
                          _("Time played not known: moves of this game were entered without times"));
      return;
    }
  times.duration_s = tm_history_entry_get_duration_s (self->entry);
  markup = tm_play_clock_describe_times (self->record, &times, -1, TRUE);
  gtk_label_set_markup (self->play_times_label, markup);
}

static void
update_position (TmHistoryGameView *self)
{
  guint position = get_position (self);
  g_autofree char *text = NULL;

  if (position == 0)
    /* Translators: the replay of a past game shows the table before any move. */
    text = g_strdup (_("Before the first move"));
  else
    /* Translators: the replay of a past game, e.g. "Move 12 of 31". */
    text = g_strdup_printf (_("Move %u of %u"), position, self->n_moves);
  gtk_label_set_text (self->position_label, text);

  gtk_widget_set_sensitive (self->first_button, position > 0);
  gtk_widget_set_sensitive (self->previous_button, position > 0);
  gtk_widget_set_sensitive (self->next_button, position < self->n_moves);
  gtk_widget_set_sensitive (self->last_button, position < self->n_moves);

  if (self->game_page == NULL && self->record != NULL)
    update_generic (self);
}

void
tm_history_game_view_go_to (TmHistoryGameView *self,
                            guint              position)
{
  g_return_if_fail (TM_IS_HISTORY_GAME_VIEW (self));

  if (self->record == NULL)
    return;
  position = MIN (position, self->n_moves);
  while (get_position (self) > position)
    {
      gboolean stepped = self->game_page != NULL
                         ? tm_game_page_undo (TM_GAME_PAGE (self->game_page))
                         : tm_record_undo (self->record);
      if (!stepped)
        break;
    }
  while (get_position (self) < position)
    {
      gboolean stepped = self->game_page != NULL
                         ? tm_game_page_redo (TM_GAME_PAGE (self->game_page))
                         : tm_record_redo (self->record);
      if (!stepped)
        break;
    }
  update_position (self);
}

static void
step (TmHistoryGameView *self,
      int                delta)
{
  guint position = get_position (self);

  if (delta < 0 && position == 0)
    return;
  tm_history_game_view_go_to (self, (guint) ((int) position + delta));
}

static void
on_first_clicked (TmHistoryGameView *self)
{
  tm_history_game_view_go_to (self, 0);
}

static void
on_previous_clicked (TmHistoryGameView *self)
{
  step (self, -1);
}

static void
on_next_clicked (TmHistoryGameView *self)
{
  step (self, 1);
}

static void
on_last_clicked (TmHistoryGameView *self)
{
  tm_history_game_view_go_to (self, G_MAXUINT);
}

static void
on_delete_clicked (TmHistoryGameView *self)
{
  g_signal_emit (self, signals[DELETE], 0);
}

static gboolean
shortcut_step (GtkWidget *widget,
               GVariant  *args,
               gpointer   user_data)
{
  TmHistoryGameView *self = TM_HISTORY_GAME_VIEW (widget);
  int delta = g_variant_get_int32 (args);

  if (delta == G_MININT32)
    tm_history_game_view_go_to (self, 0);
  else if (delta == G_MAXINT32)
    tm_history_game_view_go_to (self, G_MAXUINT);
  else
    step (self, delta);
  return TRUE;
}

static void
remove_game_page (TmHistoryGameView *self)
{
  if (self->game_page == NULL)
    return;
  gtk_stack_remove (self->content, g_steal_pointer (&self->game_page));
}

gboolean
tm_history_game_view_show (TmHistoryGameView  *self,
                           TmHistory          *history,
                           TmHistoryEntry     *entry,
                           GError            **error)
{
  g_autoptr(TmRecord) record = NULL;
  g_autoptr(TmGame) game = NULL;
  g_autofree char *result = NULL;
  g_autofree char *scores = NULL;
  g_autofree char *date = NULL;
  g_autofree char *detail = NULL;
  int illegal_index = -1;

  g_return_val_if_fail (TM_IS_HISTORY_GAME_VIEW (self), FALSE);
  g_return_val_if_fail (TM_IS_HISTORY (history), FALSE);
  g_return_val_if_fail (TM_IS_HISTORY_ENTRY (entry), FALSE);

  record = tm_history_load_record (history, entry, error);
  if (record == NULL)
    return FALSE;
  game = tm_record_replay (record, G_MAXUINT, &illegal_index, NULL, error);
  if (game == NULL)
    return FALSE;
  if (illegal_index >= 0)
    {
      g_set_error (error, TM_HISTORY_ERROR, TM_HISTORY_ERROR_NOT_FINISHED,
                   _("Move %d breaks the rules: the record was changed since it was kept."),
                   illegal_index + 1);
      return FALSE;
    }

  remove_game_page (self);
  g_set_object (&self->entry, entry);
  g_set_object (&self->record, record);
  self->n_moves = tm_record_get_n_moves (record);

  result = tm_history_text_result (entry);
  scores = tm_history_text_scores (entry);
  date = tm_history_text_date (tm_history_entry_get_created (entry));
  /* Translators: a past game: its name, when it was played and its length,
   * e.g. "Children of the Sun · Sat 3 Jan 2026, 20:00 · 31 moves". */
  detail = g_strdup_printf (ngettext ("%s · %s · %u move", "%s · %s · %u moves", self->n_moves),
                            tm_history_text_game_name (tm_history_entry_get_game_id (entry)),
                            date, self->n_moves);
  gtk_label_set_text (self->result_label, result);
  gtk_label_set_text (self->scores_label, scores);
  gtk_label_set_text (self->detail_label, detail);
  show_play_times (self);

  if (tm_game_pages_can_show (tm_record_get_game_id (record)))
    {
      TmGamePage *page = tm_game_pages_new_page (record, game, NULL);

      tm_game_page_set_read_only (page, TRUE);
      self->game_page = GTK_WIDGET (page);
      gtk_stack_add_named (self->content, self->game_page, "board");
      gtk_stack_set_visible_child (self->content, self->game_page);
    }
  else
    gtk_stack_set_visible_child_name (self->content, "generic");

  update_position (self);
  return TRUE;
}

TmHistoryEntry *
tm_history_game_view_get_entry (TmHistoryGameView *self)
{
  g_return_val_if_fail (TM_IS_HISTORY_GAME_VIEW (self), NULL);
  return self->entry;
}

guint
tm_history_game_view_get_position (TmHistoryGameView *self)
{
  g_return_val_if_fail (TM_IS_HISTORY_GAME_VIEW (self), 0);
  return get_position (self);
}

guint
tm_history_game_view_get_n_moves (TmHistoryGameView *self)
{
  g_return_val_if_fail (TM_IS_HISTORY_GAME_VIEW (self), 0);
  return self->n_moves;
}

GtkWidget *
tm_history_game_view_get_game_page (TmHistoryGameView *self)
{
  g_return_val_if_fail (TM_IS_HISTORY_GAME_VIEW (self), NULL);
  return self->game_page;
}

GtkWidget *
tm_history_game_view_get_button (TmHistoryGameView *self,
                                 const char        *name)
{
  g_return_val_if_fail (TM_IS_HISTORY_GAME_VIEW (self), NULL);

  if (g_str_equal (name, "first"))
    return self->first_button;
  if (g_str_equal (name, "previous"))
    return self->previous_button;
  if (g_str_equal (name, "next"))
    return self->next_button;
  if (g_str_equal (name, "last"))
    return self->last_button;
  if (g_str_equal (name, "delete"))
    return self->delete_button;
  if (g_str_equal (name, "share"))
    return self->share_button;
  if (g_str_equal (name, "correct"))
    return self->correct_button;
  return NULL;
}

const char *
tm_history_game_view_get_position_text (TmHistoryGameView *self)
{
  g_return_val_if_fail (TM_IS_HISTORY_GAME_VIEW (self), NULL);
  return gtk_label_get_text (self->position_label);
}

static void
tm_history_game_view_dispose (GObject *object)
{
  TmHistoryGameView *self = TM_HISTORY_GAME_VIEW (object);

  self->game_page = NULL;
  tm_dispose_template (GTK_WIDGET (self), TM_TYPE_HISTORY_GAME_VIEW);
  g_clear_object (&self->entry);
  g_clear_object (&self->record);

  G_OBJECT_CLASS (tm_history_game_view_parent_class)->dispose (object);
}

static void
tm_history_game_view_class_init (TmHistoryGameViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_history_game_view_dispose;
  tm_focus_class_pass_to_children (widget_class);

  /* The player asked to delete the game shown. */
  signals[DELETE] = g_signal_new ("delete",
                                  G_TYPE_FROM_CLASS (klass),
                                  G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL,
                                  G_TYPE_NONE, 0);

  gtk_widget_class_add_binding (widget_class, GDK_KEY_Left, GDK_CONTROL_MASK,
                                shortcut_step, "i", -1);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Right, GDK_CONTROL_MASK,
                                shortcut_step, "i", 1);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Home, GDK_CONTROL_MASK,
                                shortcut_step, "i", G_MININT32);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_End, GDK_CONTROL_MASK,
                                shortcut_step, "i", G_MAXINT32);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tablemate/Tablemate/tm-history-game-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TmHistoryGameView, result_label);
  gtk_widget_class_bind_template_child (widget_class, TmHistoryGameView, scores_label);
  gtk_widget_class_bind_template_child (widget_class, TmHistoryGameView, detail_label);
  gtk_widget_class_bind_template_child (widget_class, TmHistoryGameView, play_times_label);
  gtk_widget_class_bind_template_child (widget_class, TmHistoryGameView, correct_button);
  gtk_widget_class_bind_template_child (widget_class, TmHistoryGameView, delete_button);
  gtk_widget_class_bind_template_child (widget_class, TmHistoryGameView, share_button);
  gtk_widget_class_bind_template_child (widget_class, TmHistoryGameView, first_button);
  gtk_widget_class_bind_template_child (widget_class, TmHistoryGameView, previous_button);
  gtk_widget_class_bind_template_child (widget_class, TmHistoryGameView, position_label);
  gtk_widget_class_bind_template_child (widget_class, TmHistoryGameView, next_button);
  gtk_widget_class_bind_template_child (widget_class, TmHistoryGameView, last_button);
  gtk_widget_class_bind_template_child (widget_class, TmHistoryGameView, content);
  gtk_widget_class_bind_template_child (widget_class, TmHistoryGameView, phase_label);
  gtk_widget_class_bind_template_child (widget_class, TmHistoryGameView, players_list);
  gtk_widget_class_bind_template_callback (widget_class, on_delete_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_first_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_previous_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_next_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_last_clicked);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tm_history_game_view_init (TmHistoryGameView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->first_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Back to the start"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->previous_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("One move back"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->next_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("One move on"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->last_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("On to the end"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->correct_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Correct a move of this game"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->delete_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Delete this game"), -1);
}
