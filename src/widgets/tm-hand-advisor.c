/* tm-hand-advisor.c — "what can my hand do?", the private view's base */
#include "config.h"

#include "tm-hand-advisor.h"
#include "tm-message-label.h"
#include "tm-focus.h"
#include "tm-move-signal.h"

#include <glib/gi18n.h>

typedef struct
{
  /* Set while the buttons are changed from code: one query at the end. */
  gboolean frozen;

  /* Template widgets */
  GtkLabel *heading_label;
  GtkLabel *hint_label;
  GtkGrid *hand_grid;
  GtkLabel *error_label;
  TmAdvisorPanel *panel;
} TmHandAdvisorPrivate;

G_DEFINE_TYPE_WITH_PRIVATE (TmHandAdvisor, tm_hand_advisor, GTK_TYPE_WIDGET)

enum {
  PLAY_MOVE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

#define PRIV(self) ((TmHandAdvisorPrivate *) tm_hand_advisor_get_instance_private (self))

void
tm_hand_advisor_set_player (TmHandAdvisor *self,
                            const char    *name)
{
  g_autofree char *heading = NULL;
  g_autofree char *title = NULL;

  g_return_if_fail (TM_IS_HAND_ADVISOR (self));
  g_return_if_fail (name != NULL);

  /* Translators: the private view's question, e.g. "Aoi, which cards are in your hand?". */
  heading = g_strdup_printf (_("%s, which cards are in your hand?"), name);
  gtk_label_set_text (PRIV (self)->heading_label, heading);
  /* Translators: the heading of the options in the private view, e.g. "Aoi’s options". */
  title = g_strdup_printf (_("%s’s options"), name);
  tm_advisor_panel_set_title (PRIV (self)->panel, title);
}

void
tm_hand_advisor_set_hint (TmHandAdvisor *self,
                          const char    *hint)
{
  g_return_if_fail (TM_IS_HAND_ADVISOR (self));
  gtk_label_set_text (PRIV (self)->hint_label, hint);
}

GtkGrid *
tm_hand_advisor_get_grid (TmHandAdvisor *self)
{
  g_return_val_if_fail (TM_IS_HAND_ADVISOR (self), NULL);
  return PRIV (self)->hand_grid;
}

void
tm_hand_advisor_update (TmHandAdvisor *self)
{
  g_return_if_fail (TM_IS_HAND_ADVISOR (self));
  TM_HAND_ADVISOR_GET_CLASS (self)->update_options (self);
}

static void
on_card_toggled (TmHandAdvisor *self)
{
  if (!PRIV (self)->frozen)
    tm_hand_advisor_update (self);
}

void
tm_hand_advisor_attach_card (TmHandAdvisor *self,
                             GtkWidget     *button,
                             int            column,
                             int            row)
{
  g_return_if_fail (TM_IS_HAND_ADVISOR (self));
  g_return_if_fail (GTK_IS_TOGGLE_BUTTON (button));

  g_signal_connect_swapped (button, "toggled", G_CALLBACK (on_card_toggled), self);
  gtk_grid_attach (PRIV (self)->hand_grid, button, column, row, 1, 1);
}

void
tm_hand_advisor_freeze (TmHandAdvisor *self)
{
  g_return_if_fail (TM_IS_HAND_ADVISOR (self));
  PRIV (self)->frozen = TRUE;
}

void
tm_hand_advisor_thaw (TmHandAdvisor *self)
{
  g_return_if_fail (TM_IS_HAND_ADVISOR (self));
  PRIV (self)->frozen = FALSE;
  tm_hand_advisor_update (self);
}

void
tm_hand_advisor_show_error (TmHandAdvisor *self,
                            const char    *message)
{
  TmHandAdvisorPrivate *priv;

  g_return_if_fail (TM_IS_HAND_ADVISOR (self));
  priv = PRIV (self);

  tm_message_label_set (priv->error_label, message);
}

TmAdvisorPanel *
tm_hand_advisor_get_panel (TmHandAdvisor *self)
{
  g_return_val_if_fail (TM_IS_HAND_ADVISOR (self), NULL);
  return PRIV (self)->panel;
}

static void
on_play_move (TmHandAdvisor *self,
              JsonObject    *move)
{
  g_signal_emit (self, signals[PLAY_MOVE], 0, move);
}

static void
tm_hand_advisor_dispose (GObject *object)
{
  TmHandAdvisorPrivate *priv = PRIV (TM_HAND_ADVISOR (object));
  GtkWidget *child;

  /* Not gtk_widget_dispose_template(): GTK 4.8 looks the template up on
   * the object's own class, and a game's advisor derives from this one
   * without a template of its own.  Unparenting the template's box frees
   * every widget in it. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  priv->heading_label = NULL;
  priv->hint_label = NULL;
  priv->hand_grid = NULL;
  priv->error_label = NULL;
  priv->panel = NULL;

  G_OBJECT_CLASS (tm_hand_advisor_parent_class)->dispose (object);
}

static void
tm_hand_advisor_class_init (TmHandAdvisorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_hand_advisor_dispose;

  tm_focus_class_pass_to_children (widget_class);

  /* The player chose an option: (JsonObject *move). */
  signals[PLAY_MOVE] = tm_move_signal_new ("play-move", G_TYPE_FROM_CLASS (klass));

  g_type_ensure (TM_TYPE_ADVISOR_PANEL);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablemate/Tablemate/tm-hand-advisor.ui");
  gtk_widget_class_bind_template_child_private (widget_class, TmHandAdvisor, heading_label);
  gtk_widget_class_bind_template_child_private (widget_class, TmHandAdvisor, hint_label);
  gtk_widget_class_bind_template_child_private (widget_class, TmHandAdvisor, hand_grid);
  gtk_widget_class_bind_template_child_private (widget_class, TmHandAdvisor, error_label);
  gtk_widget_class_bind_template_child_private (widget_class, TmHandAdvisor, panel);
  gtk_widget_class_bind_template_callback (widget_class, on_play_move);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tm_hand_advisor_init (TmHandAdvisor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
