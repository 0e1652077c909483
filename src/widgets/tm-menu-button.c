/* tm-menu-button.c — menu buttons whose menu is built when first opened */
#include "config.h"

#include "tm-menu-button.h"
#include "tm-accessible-name.h"

#define MODEL_KEY "tm-menu-button-model"
#define NAME_KEY "tm-menu-button-name"

/* GTK calls this each time the button is opened, before it pops up
 * whatever menu the button has: the menu is built the first time. */
static void
create_popup (GtkMenuButton *button,
              gpointer       data)
{
  if (gtk_menu_button_get_popover (button) != NULL)
    return;
  gtk_menu_button_set_menu_model (button, g_object_get_data (G_OBJECT (button), MODEL_KEY));
  /* The menu is named with the button, now that it exists. */
  tm_accessible_name_menu_button (button, g_object_get_data (G_OBJECT (button), NAME_KEY));
}

void
tm_menu_button_set_menu_on_open (GtkMenuButton *button,
                                 GMenuModel    *model,
                                 const char    *name)
{
  g_return_if_fail (GTK_IS_MENU_BUTTON (button));
  g_return_if_fail (G_IS_MENU_MODEL (model));
  g_return_if_fail (name != NULL);

  g_object_set_data_full (G_OBJECT (button), MODEL_KEY, g_object_ref (model), g_object_unref);
  g_object_set_data_full (G_OBJECT (button), NAME_KEY, g_strdup (name), g_free);
  gtk_menu_button_set_create_popup_func (button, create_popup, NULL, NULL);
  tm_accessible_name_menu_button (button, name);
}

GMenuModel *
tm_menu_button_get_menu (GtkMenuButton *button)
{
  g_return_val_if_fail (GTK_IS_MENU_BUTTON (button), NULL);
  return g_object_get_data (G_OBJECT (button), MODEL_KEY);
}
