/* tm-utena-result-banner.c — the end of a game of Tsuki no Utena */
#include "config.h"

#include "tm-utena-result-banner.h"
#include "widgets/tm-accessible-name.h"
#include "widgets/tm-focus.h"

#include <glib/gi18n.h>

struct _TmUtenaResultBanner
{
  GtkWidget parent_instance;

  /* Template widgets */
  GtkImage *icon;
  GtkLabel *title;
  GtkLabel *message;
  GtkWidget *buttons;
  GtkWidget *new_game_button;
  GtkWidget *history_button;
  char *said;          /* New Game's accessible description */
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
                                 TmUtenaGame         *game,
                                 gboolean             read_only)
{
  const TmUtenaState *state;
  g_autofree char *message = NULL;

  g_return_if_fail (TM_IS_UTENA_RESULT_BANNER (self));
  g_return_if_fail (TM_IS_UTENA_GAME (game));

  state = tm_utena_game_get_state (game);
  gtk_widget_set_visible (GTK_WIDGET (self), state->result != TM_UTENA_RESULT_NONE);
  /* Looking back at a finished game (the history): nothing to go on to. */
  gtk_widget_set_visible (self->buttons, !read_only);
  if (state->result == TM_UTENA_RESULT_NONE)
    {
      gtk_label_set_text (self->title, "");
      g_clear_pointer (&self->said, g_free);
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self->new_game_button),
                                     GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
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
  {
    /* What a screen reader says as the keyboard lands on New Game at
     * the end: the banner's words. */
    /* Translators: the end of a Tsuki no Utena game said to screen
     * readers with its New Game button: the banner's title and why, e.g.
     * "Everyone loses — The desire deck was empty at the end of the round:
     * everyone loses." */
    g_free (self->said);
    self->said = g_strstrip (g_strdup_printf (C_("utena result", "%s — %s"), gtk_label_get_text (self->title),
                                              gtk_label_get_text (self->message)));
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->new_game_button),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, self->said, -1);
  }
}

const char *
tm_utena_result_banner_get_said (TmUtenaResultBanner *self)
{
  g_return_val_if_fail (TM_IS_UTENA_RESULT_BANNER (self), NULL);
  return self->said != NULL ? self->said : "";
}

GtkWidget *
tm_utena_result_banner_get_button (TmUtenaResultBanner *self,
                                   const char          *name)
{
  g_return_val_if_fail (TM_IS_UTENA_RESULT_BANNER (self), NULL);

  if (g_str_equal (name, "new-game"))
    return self->new_game_button;
  if (g_str_equal (name, "history"))
    return self->history_button;
  g_return_val_if_reached (NULL);
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
  TmUtenaResultBanner *self = TM_UTENA_RESULT_BANNER (object);

  tm_dispose_template (GTK_WIDGET (object), TM_TYPE_UTENA_RESULT_BANNER);
  g_clear_pointer (&self->said, g_free);

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
  gtk_widget_class_bind_template_child (widget_class, TmUtenaResultBanner, buttons);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaResultBanner, new_game_button);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaResultBanner, history_button);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tm-utena-result-banner");
}

static void
tm_utena_result_banner_init (TmUtenaResultBanner *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  tm_accessible_name_from_label (GTK_BUTTON (self->new_game_button));
  tm_accessible_name_from_label (GTK_BUTTON (self->history_button));
}

GtkWidget *
tm_utena_result_banner_new (void)
{
  return g_object_new (TM_TYPE_UTENA_RESULT_BANNER, NULL);
}
