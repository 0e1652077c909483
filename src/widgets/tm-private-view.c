/* tm-private-view.c — advice for one player's eyes only
 *
 * The asking step is the extermination's "look away" of Children of the
 * Sun (tm-cots-groups-entry.c) made a window of its own, so that the
 * content is built and destroyed with it: nothing the player enters
 * outlives the view.
 */
#include "config.h"

#include "tm-private-view.h"
#include "tm-accessible-name.h"

#include <glib/gi18n.h>

struct _TmPrivateView
{
  AdwWindow parent_instance;

  char *player;
  gboolean revealed;

  /* Template widgets */
  AdwWindowTitle *window_title;
  GtkStack *stack;
  AdwStatusPage *ask_page;
  GtkWidget *reveal_button;
  AdwClamp *clamp;
};

G_DEFINE_FINAL_TYPE (TmPrivateView, tm_private_view, ADW_TYPE_WINDOW)

enum {
  REVEALED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

void
tm_private_view_set_content (TmPrivateView *self,
                             GtkWidget     *content)
{
  g_return_if_fail (TM_IS_PRIVATE_VIEW (self));
  g_return_if_fail (content == NULL || GTK_IS_WIDGET (content));

  adw_clamp_set_child (self->clamp, content);
}

GtkWidget *
tm_private_view_get_content (TmPrivateView *self)
{
  g_return_val_if_fail (TM_IS_PRIVATE_VIEW (self), NULL);
  return adw_clamp_get_child (self->clamp);
}

void
tm_private_view_reveal (TmPrivateView *self)
{
  GtkWidget *content;

  g_return_if_fail (TM_IS_PRIVATE_VIEW (self));

  if (self->revealed)
    return;
  self->revealed = TRUE;
  gtk_stack_set_visible_child_name (self->stack, "content");
  /* Translators: the private view's title once its player has confirmed, e.g. "Only for Aoi". */
  {
    g_autofree char *subtitle = g_strdup_printf (_("Only for %s"), self->player);

    adw_window_title_set_subtitle (self->window_title, subtitle);
  }
  g_signal_emit (self, signals[REVEALED], 0);
  content = tm_private_view_get_content (self);
  if (content != NULL)
    gtk_widget_child_focus (content, GTK_DIR_TAB_FORWARD);
}

gboolean
tm_private_view_get_revealed (TmPrivateView *self)
{
  g_return_val_if_fail (TM_IS_PRIVATE_VIEW (self), FALSE);
  return self->revealed;
}

GtkWidget *
tm_private_view_get_reveal_button (TmPrivateView *self)
{
  g_return_val_if_fail (TM_IS_PRIVATE_VIEW (self), NULL);
  return self->reveal_button;
}

static void
tm_private_view_dispose (GObject *object)
{
  TmPrivateView *self = TM_PRIVATE_VIEW (object);

  /* The content and all that was entered in it go with the view. */
  if (self->clamp != NULL)
    adw_clamp_set_child (self->clamp, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), TM_TYPE_PRIVATE_VIEW);

  G_OBJECT_CLASS (tm_private_view_parent_class)->dispose (object);
}

static void
tm_private_view_finalize (GObject *object)
{
  TmPrivateView *self = TM_PRIVATE_VIEW (object);

  g_free (self->player);

  G_OBJECT_CLASS (tm_private_view_parent_class)->finalize (object);
}

static void
tm_private_view_class_init (TmPrivateViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_private_view_dispose;
  object_class->finalize = tm_private_view_finalize;

  signals[REVEALED] = g_signal_new ("revealed",
                                    G_TYPE_FROM_CLASS (klass),
                                    G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL,
                                    G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablemate/Tablemate/tm-private-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TmPrivateView, window_title);
  gtk_widget_class_bind_template_child (widget_class, TmPrivateView, stack);
  gtk_widget_class_bind_template_child (widget_class, TmPrivateView, ask_page);
  gtk_widget_class_bind_template_child (widget_class, TmPrivateView, reveal_button);
  gtk_widget_class_bind_template_child (widget_class, TmPrivateView, clamp);
  gtk_widget_class_bind_template_callback (widget_class, tm_private_view_reveal);
  /* Escape closes, and closing destroys: the content is gone at once. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
tm_private_view_init (TmPrivateView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

TmPrivateView *
tm_private_view_new (GtkWidget  *parent,
                     const char *player)
{
  TmPrivateView *self;
  GtkRoot *root;
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  g_autofree char *button = NULL;

  g_return_val_if_fail (parent == NULL || GTK_IS_WIDGET (parent), NULL);
  g_return_val_if_fail (player != NULL, NULL);

  self = g_object_new (TM_TYPE_PRIVATE_VIEW, NULL);
  self->player = g_strdup (player);
  root = parent != NULL ? gtk_widget_get_root (parent) : NULL;
  if (GTK_IS_WINDOW (root))
    gtk_window_set_transient_for (GTK_WINDOW (self), GTK_WINDOW (root));

  /* Translators: the private view's window title. */
  adw_window_title_set_title (self->window_title, _("Private View"));
  gtk_window_set_title (GTK_WINDOW (self), _("Private View"));
  /* Translators: the first step of the private view, e.g. "Pass the Screen to Aoi". */
  heading = g_strdup_printf (_("Pass the Screen to %s"), player);
  body = g_strdup_printf (_("Everyone else, please look away: only %s may see what follows, "
                            "because it depends on their own cards. Nothing of it is saved."),
                          player);
  /* Translators: the button the player clicks once the others look away, e.g. "_I am Aoi, show me". */
  button = g_strdup_printf (_("_I am %s, show me"), player);
  adw_status_page_set_title (self->ask_page, heading);
  adw_status_page_set_description (self->ask_page, body);
  gtk_button_set_label (GTK_BUTTON (self->reveal_button), button);
  tm_accessible_name_from_label (GTK_BUTTON (self->reveal_button));
  gtk_window_set_default_widget (GTK_WINDOW (self), self->reveal_button);
  gtk_window_set_focus (GTK_WINDOW (self), self->reveal_button);
  return self;
}

void
tm_private_view_open_in (TmPrivateView **slot,
                         GtkWidget      *parent,
                         const char     *player,
                         GtkWidget      *content)
{
  g_return_if_fail (slot != NULL && *slot == NULL);
  g_return_if_fail (GTK_IS_WIDGET (content));

  *slot = tm_private_view_new (parent, player);
  g_object_add_weak_pointer (G_OBJECT (*slot), (gpointer *) slot);
  tm_private_view_set_content (*slot, content);
  gtk_window_present (GTK_WINDOW (*slot));
}

void
tm_private_view_close_in (TmPrivateView **slot)
{
  g_return_if_fail (slot != NULL);

  if (*slot == NULL)
    return;
  g_object_remove_weak_pointer (G_OBJECT (*slot), (gpointer *) slot);
  gtk_window_destroy (GTK_WINDOW (g_steal_pointer (slot)));
}
