/* tm-utena-options.c — "Show Exchange Options" and "Can We Still Win?" */
#include "config.h"

#include "tm-utena-options.h"
#include "games/tsuki-no-utena/rules/tm-utena-advisor.h"
#include "widgets/tm-advisor-toggle.h"
#include "widgets/tm-focus.h"
#include "widgets/tm-move-signal.h"

#include <glib/gi18n.h>

struct _TmUtenaOptions
{
  GtkWidget parent_instance;

  TmRecord *record;
  TmUtenaGame *game;
  gboolean available;
  TmAdvisedPosition advised;

  /* Template widgets */
  GtkWidget *options_toggle;
  TmUtenaOutlookView *outlook_view;
  TmAdvisorPanel *advisor_panel;
};

G_DEFINE_FINAL_TYPE (TmUtenaOptions, tm_utena_options, GTK_TYPE_WIDGET)

enum {
  SIGNAL_PLAY_MOVE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
update (TmUtenaOptions *self)
{
  const TmUtenaState *state;
  const char *names[TM_UTENA_MAX_PLAYERS] = { NULL };
  g_autoptr(GPtrArray) options = NULL;
  g_autoptr(GError) error = NULL;
  gboolean shown;

  shown = tm_advisor_toggle_update (GTK_TOGGLE_BUTTON (self->options_toggle),
                                    self->available && self->game != NULL, &self->advised,
                                    _("Show Exchange _Options"), _("Hide Exchange _Options"));
  gtk_widget_set_visible (GTK_WIDGET (self), gtk_widget_get_visible (self->options_toggle));
  gtk_widget_set_visible (GTK_WIDGET (self->advisor_panel), shown);
  /* "Can We Still Win?" is a button of its own beside the toggle, which
   * shows the exchanges only: each says what it shows (issue #25). */
  if (!gtk_widget_get_visible (GTK_WIDGET (self)))
    return;
  state = tm_utena_game_get_state (self->game);
  for (guint p = 0; p < state->n_players; p++)
    names[p] = tm_record_get_player (self->record, p);
  tm_utena_outlook_view_set_state (self->outlook_view, state, names);
  if (!shown || !tm_advised_position_update (&self->advised, self->record))
    return;

  if (state->phase == TM_UTENA_PHASE_DESIRE)
    {
      /* Some 1,600 cards × hidden icons: what they do is not a choice. */
      tm_advisor_panel_set_title (self->advisor_panel, "");
      tm_advisor_panel_set_options (self->advisor_panel, NULL,
                                    _("A desire card is being laid: enter the card drawn. The exchanges are listed at the next altar’s turn."));
      return;
    }
  options = tm_utena_advisor_exchange_options (state, &error);
  if (options == NULL)
    {
      tm_advisor_panel_set_title (self->advisor_panel, "");
      tm_advisor_panel_set_options (self->advisor_panel, NULL, error->message);
    }
  else
    {
      g_autofree char *who = tm_utena_state_name_altar (state, (guint) state->active, names);
      /* Translators: the heading of the exchange options (the toggle above
       * reads "Show Exchange Options"), e.g. "Exchange options for Mio’s altar, best first". */
      g_autofree char *title = g_strdup_printf (_("Exchange options for %s, best first"), who);

      tm_advisor_panel_set_title (self->advisor_panel, title);
      tm_advisor_panel_set_options (self->advisor_panel, options,
                                    options->len == 0 ? _("No exchange with the cards the table knows.") : NULL);
    }
}

static void
on_play_move (TmUtenaOptions *self,
              JsonObject     *move)
{
  g_signal_emit (self, signals[SIGNAL_PLAY_MOVE], 0, move);
}

void
tm_utena_options_set_position (TmUtenaOptions *self,
                               TmRecord       *record,
                               TmUtenaGame    *game,
                               gboolean        available)
{
  g_return_if_fail (TM_IS_UTENA_OPTIONS (self));
  g_return_if_fail (TM_IS_RECORD (record));
  g_return_if_fail (TM_IS_UTENA_GAME (game));

  g_set_object (&self->record, record);
  g_set_object (&self->game, game);
  self->available = !!available;
  update (self);
}

void
tm_utena_options_focus_first (TmUtenaOptions *self)
{
  g_return_if_fail (TM_IS_UTENA_OPTIONS (self));
  tm_advisor_toggle_focus_first (GTK_TOGGLE_BUTTON (self->options_toggle), self->advisor_panel);
}

GtkWidget *
tm_utena_options_get_toggle (TmUtenaOptions *self)
{
  g_return_val_if_fail (TM_IS_UTENA_OPTIONS (self), NULL);
  return self->options_toggle;
}

TmAdvisorPanel *
tm_utena_options_get_panel (TmUtenaOptions *self)
{
  g_return_val_if_fail (TM_IS_UTENA_OPTIONS (self), NULL);
  return self->advisor_panel;
}

TmUtenaOutlookView *
tm_utena_options_get_outlook_view (TmUtenaOptions *self)
{
  g_return_val_if_fail (TM_IS_UTENA_OPTIONS (self), NULL);
  return self->outlook_view;
}

static void
tm_utena_options_dispose (GObject *object)
{
  TmUtenaOptions *self = TM_UTENA_OPTIONS (object);

  tm_dispose_template (GTK_WIDGET (object), TM_TYPE_UTENA_OPTIONS);
  g_clear_object (&self->record);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (tm_utena_options_parent_class)->dispose (object);
}

static void
tm_utena_options_class_init (TmUtenaOptionsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_utena_options_dispose;

  tm_focus_class_pass_to_children (widget_class);

  /* An option's "Play" or the outlook's "Play First Move" (the move, a
   * record's JSON move). */
  signals[SIGNAL_PLAY_MOVE] = tm_move_signal_new ("play-move", G_TYPE_FROM_CLASS (klass));

  g_type_ensure (TM_TYPE_ADVISOR_PANEL);
  g_type_ensure (TM_TYPE_UTENA_OUTLOOK_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablemate/Tablemate/tm-utena-options.ui");
  gtk_widget_class_bind_template_child (widget_class, TmUtenaOptions, options_toggle);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaOptions, outlook_view);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaOptions, advisor_panel);
  gtk_widget_class_bind_template_callback (widget_class, update);
  gtk_widget_class_bind_template_callback (widget_class, on_play_move);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tm-utena-options");
}

static void
tm_utena_options_init (TmUtenaOptions *self)
{
  self->advised = (TmAdvisedPosition) TM_ADVISED_POSITION_INIT;
  gtk_widget_init_template (GTK_WIDGET (self));
  tm_utena_outlook_view_set_can_play (self->outlook_view, TRUE);
}

GtkWidget *
tm_utena_options_new (void)
{
  return g_object_new (TM_TYPE_UTENA_OPTIONS, NULL);
}
