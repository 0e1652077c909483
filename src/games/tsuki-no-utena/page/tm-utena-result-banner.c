/* tm-utena-result-banner.c — the end of a game of Tsuki no Utena */
#include "config.h"

#include "tm-utena-result-banner.h"
#include "ui/tm-focus.h"

#include <glib/gi18n.h>

struct _TmUtenaResultBanner
{
  GtkWidget parent_instance;

  /* Template widgets */
  GtkImage *icon;
  GtkLabel *title;
  GtkLabel *message;
};

G_DEFINE_FINAL_TYPE (TmUtenaResultBanner, tm_utena_result_banner, GTK_TYPE_WIDGET)

/* The rules' words for the end, from the game's state. */
static char *
dup_result_message (TmUtenaGame *game)
{
  g_autoptr(JsonNode) node = tm_game_serialize_state (TM_GAME (game));
  JsonObject *object = node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;

  if (object == NULL || !json_object_has_member (object, "result_message"))
    return NULL;
  return g_strdup (json_object_get_string_member (object, "result_message"));
}

void
tm_utena_result_banner_set_game (TmUtenaResultBanner *self,
                                 TmUtenaGame         *game)
{
  const TmUtenaState *state;
  g_autofree char *message = NULL;

  g_return_if_fail (TM_IS_UTENA_RESULT_BANNER (self));
  g_return_if_fail (TM_IS_UTENA_GAME (game));

  state = tm_utena_game_get_state (game);
  gtk_widget_set_visible (GTK_WIDGET (self), state->result != TM_UTENA_RESULT_NONE);
  if (state->result == TM_UTENA_RESULT_NONE)
    {
      gtk_label_set_text (self->title, "");
      return;
    }
  message = dup_result_message (game);
  gtk_label_set_text (self->message, message != NULL ? message : "");
  gtk_widget_remove_css_class (GTK_WIDGET (self->title), "success");
  gtk_widget_remove_css_class (GTK_WIDGET (self->title), "error");
  if (state->result == TM_UTENA_RESULT_WON)
    {
      gtk_label_set_text (self->title, _("Everyone wins!"));
      gtk_widget_add_css_class (GTK_WIDGET (self->title), "success");
      gtk_image_set_from_icon_name (self->icon, "emblem-ok-symbolic");
    }
  else
    {
      gtk_label_set_text (self->title, _("Everyone loses"));
      gtk_widget_add_css_class (GTK_WIDGET (self->title), "error");
      gtk_image_set_from_icon_name (self->icon, "dialog-warning-symbolic");
    }
}

const char *
tm_utena_result_banner_get_title (TmUtenaResultBanner *self)
{
  g_return_val_if_fail (TM_IS_UTENA_RESULT_BANNER (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self)) ? gtk_label_get_text (self->title) : "";
}

static void
tm_utena_result_banner_dispose (GObject *object)
{
  tm_dispose_template (GTK_WIDGET (object), TM_TYPE_UTENA_RESULT_BANNER);

  G_OBJECT_CLASS (tm_utena_result_banner_parent_class)->dispose (object);
}

static void
tm_utena_result_banner_class_init (TmUtenaResultBannerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_utena_result_banner_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablemate/Tablemate/tm-utena-result-banner.ui");
  gtk_widget_class_bind_template_child (widget_class, TmUtenaResultBanner, icon);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaResultBanner, title);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaResultBanner, message);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tm-utena-result-banner");
}

static void
tm_utena_result_banner_init (TmUtenaResultBanner *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tm_utena_result_banner_new (void)
{
  return g_object_new (TM_TYPE_UTENA_RESULT_BANNER, NULL);
}
