/* tm-advisor-options.c — "Show … Options" on a page, the base */
#include "config.h"

#include "tm-advisor-options.h"
#include "tm-advisor-toggle.h"
#include "tm-focus.h"
#include "tm-move-signal.h"

typedef struct
{
  TmRecord *record;
  TmGame *game;
  gboolean available;
  /* The position the options were computed for. */
  TmAdvisedPosition advised;

  GtkWidget *toggle;
  TmAdvisorPanel *panel;
  char *show_label;
  char *hide_label;
} TmAdvisorOptionsPrivate;

G_DEFINE_TYPE_WITH_PRIVATE (TmAdvisorOptions, tm_advisor_options, GTK_TYPE_WIDGET)

#define PRIV(self) ((TmAdvisorOptionsPrivate *) tm_advisor_options_get_instance_private (self))

enum {
  SIGNAL_PLAY_MOVE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
update (TmAdvisorOptions *self)
{
  TmAdvisorOptionsPrivate *priv = PRIV (self);
  TmAdvisorOptionsClass *klass = TM_ADVISOR_OPTIONS_GET_CLASS (self);
  gboolean available = priv->available && priv->game != NULL;
  gboolean shown;

  if (priv->toggle == NULL)
    return;
  gtk_widget_set_visible (GTK_WIDGET (self), available);
  shown = tm_advisor_toggle_update (GTK_TOGGLE_BUTTON (priv->toggle), available, &priv->advised,
                                    priv->show_label, priv->hide_label);
  gtk_widget_set_visible (GTK_WIDGET (priv->panel), shown);
  if (!available)
    return;
  if (klass->show_position != NULL)
    klass->show_position (self, priv->record, priv->game);
  if (!shown || !tm_advised_position_update (&priv->advised, priv->record))
    return;
  klass->compute (self, priv->record, priv->game, priv->panel);
}

void
tm_advisor_options_play_move (TmAdvisorOptions *self,
                              JsonObject       *move)
{
  g_return_if_fail (TM_IS_ADVISOR_OPTIONS (self));
  g_signal_emit (self, signals[SIGNAL_PLAY_MOVE], 0, move);
}

void
tm_advisor_options_set_parts (TmAdvisorOptions *self,
                              GtkWidget        *toggle,
                              TmAdvisorPanel   *panel,
                              const char       *show_label,
                              const char       *hide_label)
{
  TmAdvisorOptionsPrivate *priv;

  g_return_if_fail (TM_IS_ADVISOR_OPTIONS (self));
  g_return_if_fail (GTK_IS_TOGGLE_BUTTON (toggle));
  g_return_if_fail (TM_IS_ADVISOR_PANEL (panel));
  g_return_if_fail (PRIV (self)->toggle == NULL);

  priv = PRIV (self);
  priv->toggle = toggle;
  priv->panel = panel;
  priv->show_label = g_strdup (show_label);
  priv->hide_label = g_strdup (hide_label);
  g_signal_connect_object (toggle, "toggled", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (panel, "play-move", G_CALLBACK (tm_advisor_options_play_move), self,
                           G_CONNECT_SWAPPED);
}

void
tm_advisor_options_set_position (TmAdvisorOptions *self,
                                 TmRecord         *record,
                                 TmGame           *game,
                                 gboolean          available)
{
  TmAdvisorOptionsPrivate *priv;

  g_return_if_fail (TM_IS_ADVISOR_OPTIONS (self));
  g_return_if_fail (TM_IS_RECORD (record));
  g_return_if_fail (TM_IS_GAME (game));

  priv = PRIV (self);
  g_set_object (&priv->record, record);
  g_set_object (&priv->game, game);
  priv->available = !!available;
  update (self);
}

void
tm_advisor_options_focus_first (TmAdvisorOptions *self)
{
  g_return_if_fail (TM_IS_ADVISOR_OPTIONS (self));
  tm_advisor_toggle_focus_first (GTK_TOGGLE_BUTTON (PRIV (self)->toggle), PRIV (self)->panel);
}

GtkWidget *
tm_advisor_options_get_toggle (TmAdvisorOptions *self)
{
  g_return_val_if_fail (TM_IS_ADVISOR_OPTIONS (self), NULL);
  return PRIV (self)->toggle;
}

TmAdvisorPanel *
tm_advisor_options_get_panel (TmAdvisorOptions *self)
{
  g_return_val_if_fail (TM_IS_ADVISOR_OPTIONS (self), NULL);
  return PRIV (self)->panel;
}

static void
tm_advisor_options_dispose (GObject *object)
{
  TmAdvisorOptionsPrivate *priv = PRIV (TM_ADVISOR_OPTIONS (object));

  /* The parts are the derived widget's template children, gone by now. */
  priv->toggle = NULL;
  priv->panel = NULL;
  g_clear_object (&priv->record);
  g_clear_object (&priv->game);

  G_OBJECT_CLASS (tm_advisor_options_parent_class)->dispose (object);
}

static void
tm_advisor_options_finalize (GObject *object)
{
  TmAdvisorOptionsPrivate *priv = PRIV (TM_ADVISOR_OPTIONS (object));

  g_free (priv->show_label);
  g_free (priv->hide_label);

  G_OBJECT_CLASS (tm_advisor_options_parent_class)->finalize (object);
}

static void
tm_advisor_options_class_init (TmAdvisorOptionsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_advisor_options_dispose;
  object_class->finalize = tm_advisor_options_finalize;

  tm_focus_class_pass_to_children (widget_class);

  /* An option's "Play" (the move, a record's JSON move). */
  signals[SIGNAL_PLAY_MOVE] = tm_move_signal_new ("play-move", G_TYPE_FROM_CLASS (klass));

  g_type_ensure (TM_TYPE_ADVISOR_PANEL);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tm_advisor_options_init (TmAdvisorOptions *self)
{
  PRIV (self)->advised = (TmAdvisedPosition) TM_ADVISED_POSITION_INIT;
}
