/* tm-psi-attack-options.c — "Show Attack Options": every attack's outcome, best first */
#include "config.h"

#include "tm-psi-attack-options.h"
#include "games/psi-conjuring/rules/tm-psi-advisor.h"
#include "widgets/tm-focus.h"

#include <adwaita.h>
#include <glib/gi18n.h>

/* The toggle, the panel, the position and ::play-move are
 * TmAdvisorOptions': the attack options add the catalogue and what
 * the advisor says. */
struct _TmPsiAttackOptions
{
  TmAdvisorOptions parent_instance;

  TmPsiCatalogue *catalogue;

  /* Template widgets */
  GtkWidget *options_toggle;
  TmAdvisorPanel *advisor_panel;
};

G_DEFINE_FINAL_TYPE (TmPsiAttackOptions, tm_psi_attack_options, TM_TYPE_ADVISOR_OPTIONS)

static void
compute (TmAdvisorOptions *options,
         TmRecord         *record,
         TmGame           *game,
         TmAdvisorPanel   *panel)
{
  TmPsiAttackOptions *self = TM_PSI_ATTACK_OPTIONS (options);
  const TmPsiState *state = tm_psi_game_get_state (TM_PSI_GAME (game));
  g_autoptr(GPtrArray) attacks = NULL;
  g_autoptr(GError) error = NULL;

  attacks = tm_psi_advisor_attack_options (state, self->catalogue, &error);
  if (attacks == NULL)
    tm_advisor_panel_set_options (panel, NULL, error->message);
  else
    {
      /* Translators: the heading of the attack options (the toggle above
       * reads "Show Attack Options"), e.g. "Mio’s attack options, best first". */
      g_autofree char *title = g_strdup_printf (_("%s’s attack options, best first"),
                                                tm_record_get_player (record, (guint) state->current_player));

      tm_advisor_panel_set_title (panel, title);
      tm_advisor_panel_set_options (panel, attacks, NULL);
    }
}

void
tm_psi_attack_options_set_position (TmPsiAttackOptions *self,
                                    TmRecord           *record,
                                    TmPsiGame          *game,
                                    TmPsiCatalogue     *catalogue,
                                    gboolean            available)
{
  g_return_if_fail (TM_IS_PSI_ATTACK_OPTIONS (self));
  g_return_if_fail (TM_IS_PSI_GAME (game));

  g_set_object (&self->catalogue, catalogue);
  tm_advisor_options_set_position (TM_ADVISOR_OPTIONS (self), record, TM_GAME (game), available);
}

static void
tm_psi_attack_options_dispose (GObject *object)
{
  TmPsiAttackOptions *self = TM_PSI_ATTACK_OPTIONS (object);

  tm_dispose_template (GTK_WIDGET (object), TM_TYPE_PSI_ATTACK_OPTIONS);
  g_clear_object (&self->catalogue);

  G_OBJECT_CLASS (tm_psi_attack_options_parent_class)->dispose (object);
}

static void
tm_psi_attack_options_class_init (TmPsiAttackOptionsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_psi_attack_options_dispose;
  TM_ADVISOR_OPTIONS_CLASS (klass)->compute = compute;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablemate/Tablemate/tm-psi-attack-options.ui");
  gtk_widget_class_bind_template_child (widget_class, TmPsiAttackOptions, options_toggle);
  gtk_widget_class_bind_template_child (widget_class, TmPsiAttackOptions, advisor_panel);
  gtk_widget_class_set_css_name (widget_class, "tm-psi-attack-options");
}

static void
tm_psi_attack_options_init (TmPsiAttackOptions *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  tm_advisor_options_set_parts (TM_ADVISOR_OPTIONS (self), self->options_toggle, self->advisor_panel,
                                _("Show Attack _Options"), _("Hide Attack _Options"));
}

GtkWidget *
tm_psi_attack_options_new (void)
{
  return g_object_new (TM_TYPE_PSI_ATTACK_OPTIONS, NULL);
}
