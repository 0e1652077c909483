/* tm-play-clock-view.c — the play clock under every game's page
 *
 * The times are measured from the record alone (tm_play_clock_measure()
 * with now running on), so what the line shows is what `replay` would
 * print if the game stopped now.  The line keeps one height and the
 * button one width, so nothing moves when the clock ticks or pauses.
 */
#include "config.h"

#include "tm-play-clock-view.h"
#include "core/tm-play-clock.h"
#include "widgets/tm-accessible-name.h"
#include "widgets/tm-game-page.h"
#include "widgets/tm-page-support.h"
#include "tm-group-stats-view.h"

#include <adwaita.h>
#include <glib/gi18n.h>

struct _TmPlayClockView
{
  GtkWidget parent_instance;

  GtkWidget *page;            /* the game page shown (a reference), or NULL */
  TmRecord *record;           /* its record (a reference), or NULL */
  /* Whether the clock is on screen for @record: when it stops being,
   * the app's own pause begins (and ends when it is again). */
  gboolean on_screen;
  guint tick_source;
  GdkSurface *surface;        /* the window's, watched for minimising */
  GSimpleAction *pause_action;
  char *description;          /* the accessible description last set */

  /* Template widgets */
  GtkWidget *box;
  GtkLabel *times_label;
  GtkWidget *pause_button;
  GtkStack *button_stack;
};

G_DEFINE_FINAL_TYPE (TmPlayClockView, tm_play_clock_view, GTK_TYPE_WIDGET)

/* Whether the record's clock is one the players can run: a game being
 * played, saved as it goes (not the position of a correction), whose
 * moves all say when they were entered. */
static gboolean
clock_applies (TmPlayClockView *self,
               TmGame          *game)
{
  return self->record != NULL && game != NULL && !tm_game_is_finished (game)
         && !tm_page_get_correcting (self->page);
}

static gboolean
window_minimised (TmPlayClockView *self)
{
  return self->surface != NULL && GDK_IS_TOPLEVEL (self->surface)
         && (gdk_toplevel_get_state (GDK_TOPLEVEL (self->surface)) & GDK_TOPLEVEL_STATE_MINIMIZED) != 0;
}

static void
save (TmPlayClockView *self)
{
  if (self->page != NULL && self->record != NULL)
    tm_page_save_record (self->page, self->record);
}

char *
tm_play_clock_describe_times (TmRecord          *record,
                              const TmPlayTimes *times,
                              int                to_move,
                              gboolean           markup)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *played = markup ? tm_play_clock_format (times->duration_s)
                                   : tm_group_stats_format_duration (times->duration_s);

  if (markup)
    /* Translators: the play clock under a game: the time played, e.g.
     * "Played 12:34"; each player's thinking time follows. */
    g_string_append_printf (text, _("Played %s"), played);
  else
    /* Translators: the play clock, as a screen reader says it, e.g.
     * "Time played: 12 min."; each player's thinking time follows. */
    g_string_append_printf (text, _("Time played: %s."), played);

  for (guint i = 0; i < times->n_players; i++)
    {
      g_autofree char *name = g_markup_escape_text (tm_record_get_player (record, i), -1);
      g_autofree char *time = NULL;
      g_autofree char *part = NULL;

      if (markup)
        {
          time = tm_play_clock_format (times->thinking_s[i]);
          /* Translators: a player's thinking time on the play clock,
           * e.g. "Aoi 4:05". */
          part = g_strdup_printf (_("%s %s"), name, time);
          g_string_append (text, " · ");
          if ((int) i == to_move)
            g_string_append_printf (text, "<b>%s</b>", part);
          else
            g_string_append (text, part);
        }
      else
        {
          time = tm_group_stats_format_duration (times->thinking_s[i]);
          /* Translators: a player's thinking time, as a screen reader
           * says it, e.g. "Aoi: 4 min". */
          part = g_strdup_printf (_("%s: %s"), tm_record_get_player (record, i), time);
          g_string_append_printf (text, i == 0 ? " %s" : ", %s", part);
        }
    }
  if (!markup && to_move >= 0 && (guint) to_move < times->n_players)
    {
      g_string_append (text, ". ");
      /* Translators: after the thinking times, as a screen reader says
       * them: whose clock runs, e.g. "Mio to move". */
      g_string_append_printf (text, _("%s to move"), tm_record_get_player (record, to_move));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* Said when the clock is reached, not on each tick: changed only when
 * the words change (a minute, a move, a pause). */
static void
set_description (TmPlayClockView *self,
                 const char      *description)
{
  if (g_strcmp0 (self->description, description) == 0)
    return;
  g_free (self->description);
  self->description = g_strdup (description);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  description, -1);
}

static void
show_times (TmPlayClockView *self,
            TmGame          *game,
            gboolean         paused_by_hand)
{
  TmPlayTimes times;
  gboolean finished = tm_game_is_finished (game);
  int to_move = finished ? -1 : tm_game_get_current_player (game);
  g_autofree char *markup = NULL;
  g_autofree char *spoken = NULL;
  g_autofree char *shown = NULL;
  g_autofree char *said = NULL;

  /* A finished game's clock stopped at its last move. */
  tm_play_clock_measure (self->record, G_MAXUINT,
                         finished ? TM_RECORD_NO_TIME : g_get_real_time (), &times);
  if (tm_page_get_correcting (self->page))
    {
      shown = g_markup_escape_text (_("Correcting a move: the play clock shows again when the correction is kept or cancelled"), -1);
      said = g_strdup (_("Correcting a move: the play clock shows again when the correction is kept or cancelled."));
    }
  else if (!times.known)
    {
      shown = g_markup_escape_text (_("Time played not known: moves of this game were entered without times"), -1);
      said = g_strdup (_("Time played not known: moves of this game were entered without times."));
    }
  else
    {
      markup = tm_play_clock_describe_times (self->record, &times, paused_by_hand ? -1 : to_move, TRUE);
      spoken = tm_play_clock_describe_times (self->record, &times, paused_by_hand ? -1 : to_move, FALSE);
      if (paused_by_hand)
        {
          /* Translators: the play clock while paused by hand; %s is the
           * times, e.g. "Played 12:34 · Aoi 4:05 · Mio 3:10". */
          shown = g_strdup_printf (_("<b>Paused — press Resume to go on</b> · %s"), markup);
          /* Translators: the same, as a screen reader says it. */
          said = g_strdup_printf (_("Paused. %s"), spoken);
        }
      else
        {
          shown = g_steal_pointer (&markup);
          said = g_steal_pointer (&spoken);
        }
    }
  gtk_label_set_markup (self->times_label, shown);
  gtk_widget_set_tooltip_markup (GTK_WIDGET (self->times_label), shown);
  set_description (self, said);
}

static void
show_button (TmPlayClockView *self,
             gboolean         enabled,
             gboolean         paused_by_hand)
{
  g_simple_action_set_enabled (self->pause_action, enabled);
  gtk_stack_set_visible_child_name (self->button_stack, paused_by_hand ? "resume" : "pause");
  tm_accessible_name_set (self->pause_button,
                          paused_by_hand ? C_("accessible name", "Resume the clock")
                                         : C_("accessible name", "Pause the clock"));
}

static gboolean tick_cb (gpointer data);

/* Pauses or resumes the app's own pause as the game comes on or goes off
 * screen, saving the record when that changed it; then shows the times
 * and keeps the second timer going only while the clock runs. */
static void
update (TmPlayClockView *self)
{
  g_autoptr(TmGame) game = NULL;
  gboolean applies, shown, by_hand = FALSE, paused;

  if (self->record != NULL)
    game = tm_record_replay (self->record, G_MAXUINT, NULL, NULL, NULL);
  applies = clock_applies (self, game);
  shown = applies && gtk_widget_get_mapped (GTK_WIDGET (self)) && !window_minimised (self);
  if (shown != self->on_screen)
    {
      gint64 now = tm_record_now ();
      gboolean changed = shown ? tm_record_resume (self->record, now, FALSE)
                               : applies && tm_record_pause (self->record, now, FALSE);

      self->on_screen = shown;
      if (changed)
        save (self);
    }

  paused = self->record != NULL && tm_record_is_paused (self->record, &by_hand);
  if (game != NULL)
    show_times (self, game, paused && by_hand);
  show_button (self, applies, paused && by_hand);

  if (shown && !paused)
    {
      if (self->tick_source == 0)
        self->tick_source = g_timeout_add (1000, tick_cb, self);
    }
  else
    g_clear_handle_id (&self->tick_source, g_source_remove);
}

static gboolean
tick_cb (gpointer data)
{
  TmPlayClockView *self = TM_PLAY_CLOCK_VIEW (data);

  update (self);
  return self->tick_source != 0 ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

static void
pause_clock_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  TmPlayClockView *self = TM_PLAY_CLOCK_VIEW (user_data);
  gboolean by_hand = FALSE;
  gboolean changed;

  (void) action;
  (void) parameter;
  if (self->record == NULL)
    return;
  if (tm_record_is_paused (self->record, &by_hand) && by_hand)
    changed = tm_record_resume (self->record, tm_record_now (), TRUE);
  else
    changed = tm_record_pause (self->record, tm_record_now (), TRUE);
  if (changed)
    save (self);
  update (self);
}

void
tm_play_clock_view_add_actions (TmPlayClockView *self,
                                GActionMap      *map)
{
  g_return_if_fail (TM_IS_PLAY_CLOCK_VIEW (self));
  g_return_if_fail (G_IS_ACTION_MAP (map));

  g_action_map_add_action (map, G_ACTION (self->pause_action));
}

void
tm_play_clock_view_set_page (TmPlayClockView *self,
                             GtkWidget       *page,
                             gboolean         pause_left)
{
  g_return_if_fail (TM_IS_PLAY_CLOCK_VIEW (self));
  g_return_if_fail (page == NULL || GTK_IS_WIDGET (page));

  if (page == self->page)
    return;
  /* The game left: its clock stops, saved while its page is still here
   * (unless @pause_left is FALSE). */
  if (self->page != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->page, self);
      /* Another page of the same game (a correction kept or undone)
       * goes on with its clock. */
      gboolean same_game = page != NULL && tm_page_get_record (page) != NULL
                           && g_strcmp0 (tm_record_get_id (tm_page_get_record (page)),
                                         tm_record_get_id (self->record)) == 0;

      if (pause_left && !same_game && self->on_screen
          && tm_record_pause (self->record, tm_record_now (), FALSE))
        save (self);
    }
  self->on_screen = FALSE;
  g_clear_object (&self->page);
  g_clear_object (&self->record);

  if (page != NULL && tm_page_get_record (page) != NULL)
    {
      self->page = g_object_ref (page);
      self->record = g_object_ref (tm_page_get_record (page));
      /* Every change of the record (a move, undo, redo) notifies it. */
      g_signal_connect_object (page, "notify::can-undo", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
    }
  gtk_widget_set_visible (GTK_WIDGET (self), self->page != NULL);
  update (self);
}

void
tm_play_clock_view_remove_page (TmPlayClockView *self,
                                GtkWidget       *page,
                                gboolean         pause_left)
{
  g_return_if_fail (TM_IS_PLAY_CLOCK_VIEW (self));

  if (page != NULL && page == self->page)
    tm_play_clock_view_set_page (self, NULL, pause_left);
}

gboolean
tm_play_clock_view_is_ticking (TmPlayClockView *self)
{
  g_return_val_if_fail (TM_IS_PLAY_CLOCK_VIEW (self), FALSE);
  return self->tick_source != 0;
}

static void
on_surface_state (TmPlayClockView *self)
{
  update (self);
}

static void
tm_play_clock_view_map (GtkWidget *widget)
{
  TmPlayClockView *self = TM_PLAY_CLOCK_VIEW (widget);
  GdkSurface *surface = gtk_native_get_surface (gtk_widget_get_native (widget));

  GTK_WIDGET_CLASS (tm_play_clock_view_parent_class)->map (widget);
  /* Minimised, the game is not on screen: its clock stops. */
  if (surface != self->surface)
    {
      if (self->surface != NULL)
        g_signal_handlers_disconnect_by_data (self->surface, self);
      self->surface = surface;
      if (surface != NULL)
        g_signal_connect_object (surface, "notify::state", G_CALLBACK (on_surface_state),
                                 self, G_CONNECT_SWAPPED);
    }
  update (self);
}

/* Hidden (another page, the window closed or hidden): the clock stops
 * and the pause is saved. */
static void
tm_play_clock_view_unmap (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (tm_play_clock_view_parent_class)->unmap (widget);
  update (TM_PLAY_CLOCK_VIEW (widget));
}

static void
tm_play_clock_view_unrealize (GtkWidget *widget)
{
  TmPlayClockView *self = TM_PLAY_CLOCK_VIEW (widget);

  if (self->surface != NULL)
    g_signal_handlers_disconnect_by_data (self->surface, self);
  self->surface = NULL;
  GTK_WIDGET_CLASS (tm_play_clock_view_parent_class)->unrealize (widget);
}

static void
tm_play_clock_view_dispose (GObject *object)
{
  TmPlayClockView *self = TM_PLAY_CLOCK_VIEW (object);

  g_clear_handle_id (&self->tick_source, g_source_remove);
  /* The window's action map may outlive the view. */
  g_signal_handlers_disconnect_by_data (self->pause_action, self);
  g_simple_action_set_enabled (self->pause_action, FALSE);
  if (self->page != NULL)
    g_signal_handlers_disconnect_by_data (self->page, self);
  g_clear_object (&self->page);
  g_clear_object (&self->record);
  gtk_widget_dispose_template (GTK_WIDGET (self), TM_TYPE_PLAY_CLOCK_VIEW);

  G_OBJECT_CLASS (tm_play_clock_view_parent_class)->dispose (object);
}

static void
tm_play_clock_view_finalize (GObject *object)
{
  TmPlayClockView *self = TM_PLAY_CLOCK_VIEW (object);

  g_clear_object (&self->pause_action);
  g_free (self->description);

  G_OBJECT_CLASS (tm_play_clock_view_parent_class)->finalize (object);
}

static void
tm_play_clock_view_class_init (TmPlayClockViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_play_clock_view_dispose;
  object_class->finalize = tm_play_clock_view_finalize;
  widget_class->map = tm_play_clock_view_map;
  widget_class->unmap = tm_play_clock_view_unmap;
  widget_class->unrealize = tm_play_clock_view_unrealize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tablemate/Tablemate/tm-play-clock-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TmPlayClockView, box);
  gtk_widget_class_bind_template_child (widget_class, TmPlayClockView, times_label);
  gtk_widget_class_bind_template_child (widget_class, TmPlayClockView, pause_button);
  gtk_widget_class_bind_template_child (widget_class, TmPlayClockView, button_stack);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tm-play-clock");
  /* One group, named once and described in words; the ticking label
   * itself is hidden from screen readers so nothing is said each second. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
tm_play_clock_view_init (TmPlayClockView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->pause_action = g_simple_action_new ("pause-clock", NULL);
  g_signal_connect (self->pause_action, "activate", G_CALLBACK (pause_clock_activated), self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  C_("accessible name", "Play clock"), -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->times_label), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
}
