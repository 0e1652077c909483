/* tm-game-page.c — what the window asks of every game's page */
#include "config.h"

#include "tm-game-page.h"

G_DEFINE_INTERFACE (TmGamePage, tm_game_page, GTK_TYPE_WIDGET)

static void
tm_game_page_default_init (TmGamePageInterface *iface)
{
  g_object_interface_install_property (iface,
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
  g_object_interface_install_property (iface,
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
  g_object_interface_install_property (iface,
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
  g_object_interface_install_property (iface,
    g_param_spec_string ("subtitle", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
}

gboolean
tm_game_page_undo (TmGamePage *self)
{
  TmGamePageInterface *iface;

  g_return_val_if_fail (TM_IS_GAME_PAGE (self), FALSE);

  iface = TM_GAME_PAGE_GET_IFACE (self);
  return iface->step != NULL && iface->step (self, FALSE);
}

gboolean
tm_game_page_redo (TmGamePage *self)
{
  TmGamePageInterface *iface;

  g_return_val_if_fail (TM_IS_GAME_PAGE (self), FALSE);

  iface = TM_GAME_PAGE_GET_IFACE (self);
  return iface->step != NULL && iface->step (self, TRUE);
}

void
tm_game_page_focus_entry (TmGamePage *self)
{
  TmGamePageInterface *iface;

  g_return_if_fail (TM_IS_GAME_PAGE (self));

  iface = TM_GAME_PAGE_GET_IFACE (self);
  if (iface->focus_entry != NULL)
    iface->focus_entry (self);
  else
    gtk_widget_child_focus (GTK_WIDGET (self), GTK_DIR_TAB_FORWARD);
}

void
tm_game_page_set_read_only (TmGamePage *self,
                            gboolean    read_only)
{
  TmGamePageInterface *iface;

  g_return_if_fail (TM_IS_GAME_PAGE (self));

  iface = TM_GAME_PAGE_GET_IFACE (self);
  g_return_if_fail (iface->set_read_only != NULL);
  iface->set_read_only (self, read_only);
}

gboolean
tm_game_page_prefill (TmGamePage *self,
                      JsonObject *move)
{
  TmGamePageInterface *iface;

  g_return_val_if_fail (TM_IS_GAME_PAGE (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  iface = TM_GAME_PAGE_GET_IFACE (self);
  return iface->prefill != NULL && iface->prefill (self, move);
}

static gboolean
get_boolean (TmGamePage *self,
             const char *name)
{
  gboolean value = FALSE;

  g_object_get (self, name, &value, NULL);
  return value;
}

gboolean
tm_game_page_get_can_undo (TmGamePage *self)
{
  g_return_val_if_fail (TM_IS_GAME_PAGE (self), FALSE);
  return get_boolean (self, "can-undo");
}

gboolean
tm_game_page_get_can_redo (TmGamePage *self)
{
  g_return_val_if_fail (TM_IS_GAME_PAGE (self), FALSE);
  return get_boolean (self, "can-redo");
}

char *
tm_game_page_dup_title (TmGamePage *self)
{
  char *title = NULL;

  g_return_val_if_fail (TM_IS_GAME_PAGE (self), NULL);
  g_object_get (self, "title", &title, NULL);
  return title;
}

char *
tm_game_page_dup_subtitle (TmGamePage *self)
{
  char *subtitle = NULL;

  g_return_val_if_fail (TM_IS_GAME_PAGE (self), NULL);
  g_object_get (self, "subtitle", &subtitle, NULL);
  return subtitle;
}

TmSetupStep *
tm_setup_step_new (const char *title,
                   const char *subtitle)
{
  TmSetupStep *step;

  g_return_val_if_fail (title != NULL, NULL);

  step = g_new0 (TmSetupStep, 1);
  step->title = g_strdup (title);
  step->subtitle = g_strdup (subtitle);
  return step;
}

void
tm_setup_step_free (TmSetupStep *step)
{
  if (step == NULL)
    return;
  g_free (step->title);
  g_free (step->subtitle);
  g_free (step);
}

GPtrArray *
tm_setup_steps_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) tm_setup_step_free);
}
