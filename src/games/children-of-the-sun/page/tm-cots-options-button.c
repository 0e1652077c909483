/* tm-cots-options-button.c — "Show Options…": the advisor in a private view */
#include "config.h"

#include "tm-cots-options-button.h"
#include "tm-cots-a11y.h"
#include "tm-cots-hand-advisor.h"
#include "tm-cots-plan-advisor.h"
#include "games/children-of-the-sun/rules/tm-cots-text.h"
#include "widgets/tm-focus.h"
#include "widgets/tm-move-signal.h"
#include "widgets/tm-tooltip.h"

#include <adwaita.h>
#include <glib/gi18n.h>

struct _TmCotsOptionsButton
{
  GtkWidget parent_instance;

  TmRecord *record;
  TmCotsGame *game;
  int player;
  gboolean groups;
  /* The private view while it is open, and the hand advisor whose
   * "Play" is being answered (both weak). */
  TmPrivateView *view;
  TmCotsHandAdvisor *asking;

  /* Template widgets */
  GtkWidget *button;
  AdwButtonContent *button_content;
};

G_DEFINE_FINAL_TYPE (TmCotsOptionsButton, tm_cots_options_button, GTK_TYPE_WIDGET)

enum {
  SIGNAL_PLAY_MOVE,
  SIGNAL_USE_GROUPS,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

void
tm_cots_options_button_update (TmCotsOptionsButton *self,
                               TmRecord            *record,
                               TmCotsGame          *game,
                               int                  player,
                               gboolean             groups)
{
  const char *name;
  g_autofree char *label = NULL;
  g_autofree char *tooltip = NULL;

  g_return_if_fail (TM_IS_COTS_OPTIONS_BUTTON (self));
  g_return_if_fail (TM_IS_RECORD (record));
  g_return_if_fail (TM_IS_COTS_GAME (game));

  g_set_object (&self->record, record);
  g_set_object (&self->game, game);
  self->player = player;
  self->groups = !!groups;
  gtk_widget_set_visible (GTK_WIDGET (self), player >= 0);
  if (player < 0)
    return;
  name = tm_record_get_player (record, (guint) player);
  if (!groups)
    {
      label = g_strdup (_("Show _Options…"));
      tooltip = g_strdup_printf (_("What each card in %s’s hand can do, best first, in a private view (Alt+O)"),
                                 name);
    }
  else
    {
      /* Translators: the planner's button in the extermination, e.g. "Show _Options for Aoi’s Groups…". */
      label = g_strdup_printf (_("Show _Options for %s’s Groups…"), name);
      tooltip = g_strdup_printf (_("The best groups for %s’s bed, in a private view (Alt+O)"), name);
    }
  adw_button_content_set_label (self->button_content, label);
  tm_tooltip_set_text (self->button, tooltip);
  tm_cots_a11y_set_name (self->button, label);
}

void
tm_cots_options_button_close_view (TmCotsOptionsButton *self)
{
  g_return_if_fail (TM_IS_COTS_OPTIONS_BUTTON (self));

  if (self->view != NULL)
    gtk_window_destroy (GTK_WINDOW (self->view));
}

void
tm_cots_options_button_show_error (TmCotsOptionsButton *self,
                                   const char          *message)
{
  g_return_if_fail (TM_IS_COTS_OPTIONS_BUTTON (self));

  if (self->asking != NULL)
    tm_cots_hand_advisor_show_error (self->asking, message);
}

/* "Play" in the private view: the page plays the move and answers. */
static void
on_private_play (TmCotsOptionsButton *self,
                 JsonObject          *move,
                 TmCotsHandAdvisor   *advisor)
{
  self->asking = advisor;
  g_signal_emit (self, signals[SIGNAL_PLAY_MOVE], 0, move);
  self->asking = NULL;
}

static void
on_use_groups (TmCotsOptionsButton *self,
               JsonObject          *move)
{
  g_signal_emit (self, signals[SIGNAL_USE_GROUPS], 0, move);
}

static void
on_clicked (TmCotsOptionsButton *self)
{
  const TmCotsState *state;
  const char *name;
  GtkWidget *content;

  if (self->player < 0 || self->game == NULL)
    return;
  if (self->view != NULL)
    {
      gtk_window_present (GTK_WINDOW (self->view));
      return;
    }

  state = tm_cots_game_get_state (self->game);
  name = tm_record_get_player (self->record, (guint) self->player);
  if (!self->groups)
    {
      content = tm_cots_hand_advisor_new (state, name);
      g_signal_connect_object (content, "play-move", G_CALLBACK (on_private_play), self, G_CONNECT_SWAPPED);
    }
  else
    {
      content = tm_cots_plan_advisor_new (state, (guint) self->player, name);
      g_signal_connect_object (content, "use-groups", G_CALLBACK (on_use_groups), self, G_CONNECT_SWAPPED);
    }
  tm_private_view_open_in (&self->view, GTK_WIDGET (self), name, content);
}

GtkWidget *
tm_cots_options_button_get_button (TmCotsOptionsButton *self)
{
  g_return_val_if_fail (TM_IS_COTS_OPTIONS_BUTTON (self), NULL);
  return self->button;
}

TmPrivateView *
tm_cots_options_button_get_view (TmCotsOptionsButton *self)
{
  g_return_val_if_fail (TM_IS_COTS_OPTIONS_BUTTON (self), NULL);
  return self->view;
}

static void
tm_cots_options_button_dispose (GObject *object)
{
  TmCotsOptionsButton *self = TM_COTS_OPTIONS_BUTTON (object);

  tm_private_view_close_in (&self->view);
  tm_dispose_template (GTK_WIDGET (object), TM_TYPE_COTS_OPTIONS_BUTTON);
  g_clear_object (&self->record);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (tm_cots_options_button_parent_class)->dispose (object);
}

static void
tm_cots_options_button_class_init (TmCotsOptionsButtonClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_cots_options_button_dispose;

  tm_focus_class_pass_to_children (widget_class);

  /* "Play" in the hand advisor (the move); the page answers. */
  signals[SIGNAL_PLAY_MOVE] = tm_move_signal_new ("play-move", G_TYPE_FROM_CLASS (klass));
  /* "Use this grouping" in the planner (a groups move). */
  signals[SIGNAL_USE_GROUPS] = tm_move_signal_new ("use-groups", G_TYPE_FROM_CLASS (klass));

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablemate/Tablemate/tm-cots-options-button.ui");
  gtk_widget_class_bind_template_child (widget_class, TmCotsOptionsButton, button);
  gtk_widget_class_bind_template_child (widget_class, TmCotsOptionsButton, button_content);
  gtk_widget_class_bind_template_callback (widget_class, on_clicked);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tm-cots-options-button");
}

static void
tm_cots_options_button_init (TmCotsOptionsButton *self)
{
  self->player = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  tm_cots_a11y_keep_name (self->button);
}

GtkWidget *
tm_cots_options_button_new (void)
{
  return g_object_new (TM_TYPE_COTS_OPTIONS_BUTTON, NULL);
}
