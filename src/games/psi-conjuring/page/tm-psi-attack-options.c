/* tm-psi-attack-options.c — "Show Attack Options": every attack's outcome, best first */
#include "config.h"

#include "tm-psi-attack-options.h"
#include "games/psi-conjuring/rules/tm-psi-advisor.h"
#include "widgets/tm-advisor-toggle.h"
#include "widgets/tm-focus.h"
#include "widgets/tm-move-signal.h"

#include <adwaita.h>
#include <glib/gi18n.h>

struct _TmPsiAttackOptions
{
  GtkWidget parent_instance;

  TmRecord *record;
  TmPsiGame *game;
  TmPsiCatalogue *catalogue;
  gboolean available;
  /* The position the options were computed for. */
  TmAdvisedPosition advised;

  /* Template widgets */
  GtkWidget *options_toggle;
  TmAdvisorPanel *advisor_panel;
};

G_DEFINE_FINAL_TYPE (TmPsiAttackOptions, tm_psi_attack_options, GTK_TYPE_WIDGET)

enum {
  SIGNAL_PLAY_MOVE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
update (TmPsiAttackOptions *self)
{
  gboolean available = self->available && self->game != NULL;
  gboolean shown;
  const TmPsiState *state;
  g_autoptr(GPtrArray) options = NULL;
  g_autoptr(GError) error = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self), available);
  shown = tm_advisor_toggle_update (GTK_TOGGLE_BUTTON (self->options_toggle), available, &self->advised,
                                    _("Show Attack _Options"), _("Hide Attack _Options"));
  gtk_widget_set_visible (GTK_WIDGET (self->advisor_panel), shown);
  if (!shown || !tm_advised_position_update (&self->advised, self->record))
    return;

  state = tm_psi_game_get_state (self->game);
  options = tm_psi_advisor_attack_options (state, self->catalogue, &error);
  if (options == NULL)
    tm_advisor_panel_set_options (self->advisor_panel, NULL, error->message);
  else
    {
      /* Translators: the heading of the attack options (the toggle above
       * reads "Show Attack Options"), e.g. "Mio’s attack options, best first". */
      g_autofree char *title = g_strdup_printf (_("%s’s attack options, best first"),
                                                tm_record_get_player (self->record, (guint) state->current_player));

      tm_advisor_panel_set_title (self->advisor_panel, title);
      tm_advisor_panel_set_options (self->advisor_panel, options, NULL);
    }
}

static void
on_play_move (TmPsiAttackOptions *self,
              JsonObject         *move)
{
  g_signal_emit (self, signals[SIGNAL_PLAY_MOVE], 0, move);
}

void
tm_psi_attack_options_set_position (TmPsiAttackOptions *self,
                                    TmRecord           *record,
                                    TmPsiGame          *game,
                                    TmPsiCatalogue     *catalogue,
                                    gboolean            available)
{
  g_return_if_fail (TM_IS_PSI_ATTACK_OPTIONS (self));
  g_return_if_fail (TM_IS_RECORD (record));
  g_return_if_fail (TM_IS_PSI_GAME (game));

  g_set_object (&self->record, record);
  g_set_object (&self->game, game);
  g_set_object (&self->catalogue, catalogue);
  self->available = !!available;
  update (self);
}

void
tm_psi_attack_options_focus_first (TmPsiAttackOptions *self)
{
  g_return_if_fail (TM_IS_PSI_ATTACK_OPTIONS (self));
  tm_advisor_toggle_focus_first (GTK_TOGGLE_BUTTON (self->options_toggle), self->advisor_panel);
}

GtkWidget *
tm_psi_attack_options_get_toggle (TmPsiAttackOptions *self)
{
  g_return_val_if_fail (TM_IS_PSI_ATTACK_OPTIONS (self), NULL);
  return self->options_toggle;
}

TmAdvisorPanel *
tm_psi_attack_options_get_panel (TmPsiAttackOptions *self)
{
  g_return_val_if_fail (TM_IS_PSI_ATTACK_OPTIONS (self), NULL);
  return self->advisor_panel;
}

static void
tm_psi_attack_options_dispose (GObject *object)
{
  TmPsiAttackOptions *self = TM_PSI_ATTACK_OPTIONS (object);

  tm_dispose_template (GTK_WIDGET (object), TM_TYPE_PSI_ATTACK_OPTIONS);
  g_clear_object (&self->record);
  g_clear_object (&self->game);
  g_clear_object (&self->catalogue);

  G_OBJECT_CLASS (tm_psi_attack_options_parent_class)->dispose (object);
}

static void
tm_psi_attack_options_class_init (TmPsiAttackOptionsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_psi_attack_options_dispose;

  tm_focus_class_pass_to_children (widget_class);

  /* An option's "Play" (the move, a record's JSON move). */
  signals[SIGNAL_PLAY_MOVE] = tm_move_signal_new ("play-move", G_TYPE_FROM_CLASS (klass));

  g_type_ensure (TM_TYPE_ADVISOR_PANEL);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablemate/Tablemate/tm-psi-attack-options.ui");
  gtk_widget_class_bind_template_child (widget_class, TmPsiAttackOptions, options_toggle);
  gtk_widget_class_bind_template_child (widget_class, TmPsiAttackOptions, advisor_panel);
  gtk_widget_class_bind_template_callback (widget_class, update);
  gtk_widget_class_bind_template_callback (widget_class, on_play_move);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tm-psi-attack-options");
}

static void
tm_psi_attack_options_init (TmPsiAttackOptions *self)
{
  self->advised = (TmAdvisedPosition) TM_ADVISED_POSITION_INIT;
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tm_psi_attack_options_new (void)
{
  return g_object_new (TM_TYPE_PSI_ATTACK_OPTIONS, NULL);
}
