/* tm-utena-options.c — "Show Exchange Options" and "Can We Still Win?" */
#include "config.h"

#include "tm-utena-options.h"
#include "games/tsuki-no-utena/rules/tm-utena-advisor.h"
#include "widgets/tm-focus.h"

#include <glib/gi18n.h>

/* The toggle, the panel, the position and ::play-move are
 * TmAdvisorOptions': the exchange options add "Can We Still Win?" (the
 * outlook view) and what the advisor says. */
struct _TmUtenaOptions
{
  TmAdvisorOptions parent_instance;

  /* Template widgets */
  GtkWidget *options_toggle;
  TmUtenaOutlookView *outlook_view;
  TmAdvisorPanel *advisor_panel;
};

G_DEFINE_FINAL_TYPE (TmUtenaOptions, tm_utena_options, TM_TYPE_ADVISOR_OPTIONS)

/* The players' names, seat by seat, for the altars' names. */
static void
get_names (TmRecord           *record,
           const TmUtenaState *state,
           const char        **names)
{
  for (guint p = 0; p < state->n_players; p++)
    names[p] = tm_record_get_player (record, p);
}

/* "Can We Still Win?" is a button of its own beside the toggle, which
 * shows the exchanges only: each says what it shows (issue #25). */
static void
show_position (TmAdvisorOptions *options,
               TmRecord         *record,
               TmGame           *game)
{
  TmUtenaOptions *self = TM_UTENA_OPTIONS (options);
  const TmUtenaState *state = tm_utena_game_get_state (TM_UTENA_GAME (game));
  const char *names[TM_UTENA_MAX_PLAYERS] = { NULL };

  get_names (record, state, names);
  tm_utena_outlook_view_set_state (self->outlook_view, state, names);
}

static void
compute (TmAdvisorOptions *options,
         TmRecord         *record,
         TmGame           *game,
         TmAdvisorPanel   *panel)
{
  const TmUtenaState *state = tm_utena_game_get_state (TM_UTENA_GAME (game));
  const char *names[TM_UTENA_MAX_PLAYERS] = { NULL };
  g_autoptr(GPtrArray) exchanges = NULL;
  g_autoptr(GError) error = NULL;

  if (state->phase == TM_UTENA_PHASE_DESIRE)
    {
      /* Some 1,600 cards × hidden icons: what they do is not a choice. */
      tm_advisor_panel_set_title (panel, "");
      tm_advisor_panel_set_options (panel, NULL,
                                    _("A desire card is being laid: enter the card drawn. The exchanges are listed at the next altar’s turn."));
      return;
    }
  exchanges = tm_utena_advisor_exchange_options (state, &error);
  if (exchanges == NULL)
    {
      tm_advisor_panel_set_title (panel, "");
      tm_advisor_panel_set_options (panel, NULL, error->message);
    }
  else
    {
      g_autofree char *who = NULL;
      g_autofree char *title = NULL;

      get_names (record, state, names);
      who = tm_utena_state_name_altar (state, (guint) state->active, names);
      /* Translators: the heading of the exchange options (the toggle above
       * reads "Show Exchange Options"), e.g. "Exchange options for Mio’s altar, best first". */
      title = g_strdup_printf (_("Exchange options for %s, best first"), who);
      tm_advisor_panel_set_title (panel, title);
      tm_advisor_panel_set_options (panel, exchanges,
                                    exchanges->len == 0 ? _("No exchange with the cards the table knows.") : NULL);
    }
}

/* The outlook's "Play First Move", as an option's "Play". */
static void
on_play_move (TmUtenaOptions *self,
              JsonObject     *move)
{
  tm_advisor_options_play_move (TM_ADVISOR_OPTIONS (self), move);
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
  tm_dispose_template (GTK_WIDGET (object), TM_TYPE_UTENA_OPTIONS);

  G_OBJECT_CLASS (tm_utena_options_parent_class)->dispose (object);
}

static void
tm_utena_options_class_init (TmUtenaOptionsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TmAdvisorOptionsClass *options_class = TM_ADVISOR_OPTIONS_CLASS (klass);

  object_class->dispose = tm_utena_options_dispose;
  options_class->show_position = show_position;
  options_class->compute = compute;

  g_type_ensure (TM_TYPE_UTENA_OUTLOOK_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablemate/Tablemate/tm-utena-options.ui");
  gtk_widget_class_bind_template_child (widget_class, TmUtenaOptions, options_toggle);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaOptions, outlook_view);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaOptions, advisor_panel);
  gtk_widget_class_bind_template_callback (widget_class, on_play_move);
  gtk_widget_class_set_css_name (widget_class, "tm-utena-options");
}

static void
tm_utena_options_init (TmUtenaOptions *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  tm_advisor_options_set_parts (TM_ADVISOR_OPTIONS (self), self->options_toggle, self->advisor_panel,
                                _("Show Exchange _Options"), _("Hide Exchange _Options"));
  tm_utena_outlook_view_set_can_play (self->outlook_view, TRUE);
}

GtkWidget *
tm_utena_options_new (void)
{
  return g_object_new (TM_TYPE_UTENA_OPTIONS, NULL);
}
