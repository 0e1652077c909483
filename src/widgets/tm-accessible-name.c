/* tm-accessible-name.c — names that screen readers say, as GTK 4.8
 * exposes them over AT-SPI */
#include "config.h"

#include "tm-accessible-name.h"
#include "tm-error-display.h"

#include <glib/gi18n.h>

void
tm_accessible_name_set (GtkWidget  *widget,
                        const char *name)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (name != NULL);

  gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
}

char *
tm_accessible_name_without_mnemonic (const char *label)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (label != NULL, NULL);

  for (const char *p = label; *p != '\0'; p++)
    {
      /* "(_S)" as Japanese labels put it goes as a whole. */
      if (p[0] == '(' && p[1] == '_' && p[2] != '\0' && p[2] != '_' && p[3] == ')')
        {
          p += 3;
          continue;
        }
      if (*p == '_')
        {
          if (p[1] != '_')
            continue;
          p++;
        }
      g_string_append_c (text, *p);
    }
  /* "出す (_L)" leaves no space behind. */
  return g_strstrip (g_string_free (text, FALSE));
}

void
tm_accessible_name_from_label (GtkButton *button)
{
  const char *label;
  g_autofree char *text = NULL;

  g_return_if_fail (GTK_IS_BUTTON (button));

  label = gtk_button_get_label (button);
  if (label == NULL)
    return;
  if (gtk_button_get_use_underline (button))
    text = tm_accessible_name_without_mnemonic (label);
  else
    text = g_strdup (label);
  tm_accessible_name_set (GTK_WIDGET (button), text);
}

/* The first GtkButton among @widget's descendants (depth first). */
static GtkWidget *
find_inner_button (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_BUTTON (child))
        return child;
      found = find_inner_button (child);
      if (found != NULL)
        return found;
    }
  return NULL;
}

void
tm_accessible_name_menu_button (GtkMenuButton *button,
                                const char    *name)
{
  GtkWidget *inner;

  g_return_if_fail (GTK_IS_MENU_BUTTON (button));

  tm_accessible_name_set (GTK_WIDGET (button), name);
  inner = find_inner_button (GTK_WIDGET (button));
  if (inner != NULL)
    tm_accessible_name_set (inner, name);
  /* Its menu, said "GtkPopoverMenu" otherwise. */
  if (gtk_menu_button_get_popover (button) != NULL)
    tm_accessible_name_set (GTK_WIDGET (gtk_menu_button_get_popover (button)), name);
}

/* GTK 4.8 shows the item chosen inside the drop-down's button in a
 * focusable GtkListItemWidget, said by its class name: it is said as
 * the item. */
static void
name_list_items (GtkWidget  *widget,
                 const char *name)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (g_str_equal (G_OBJECT_TYPE_NAME (child), "GtkListItemWidget"))
        tm_accessible_name_set (child, name);
      name_list_items (child, name);
    }
}

static void
update_drop_down_name (GtkDropDown *drop_down)
{
  const char *name = g_object_get_data (G_OBJECT (drop_down), "tm-accessible-name");
  GtkWidget *inner = find_inner_button (GTK_WIDGET (drop_down));
  gpointer item = gtk_drop_down_get_selected_item (drop_down);
  g_autofree char *full = NULL;

  if (inner == NULL || name == NULL)
    return;
  if (GTK_IS_STRING_OBJECT (item))
    {
      /* Translators: what a screen reader says of a drop-down: its name
       * and the item chosen, e.g. "Game: All games". */
      full = g_strdup_printf (_("%s: %s"), name, gtk_string_object_get_string (item));
      name_list_items (inner, gtk_string_object_get_string (item));
    }
  else
    full = g_strdup (name);
  tm_accessible_name_set (inner, full);
}

void
tm_accessible_name_drop_down (GtkDropDown *drop_down,
                              const char  *name)
{
  g_return_if_fail (GTK_IS_DROP_DOWN (drop_down));
  g_return_if_fail (name != NULL);

  tm_accessible_name_set (GTK_WIDGET (drop_down), name);
  g_object_set_data_full (G_OBJECT (drop_down), "tm-accessible-name", g_strdup (name), g_free);
  if (g_object_get_data (G_OBJECT (drop_down), "tm-accessible-name-connected") == NULL)
    {
      g_signal_connect (drop_down, "notify::selected-item", G_CALLBACK (update_drop_down_name), NULL);
      g_object_set_data (G_OBJECT (drop_down), "tm-accessible-name-connected", GINT_TO_POINTER (1));
    }
  update_drop_down_name (drop_down);
}

/* Toasts ------------------------------------------------------------------- */

#define TOASTS_KEY "tm-accessible-name-toasts"

static void
on_toast_button_label (GtkButton  *button,
                       GParamSpec *pspec,
                       gpointer    user_data)
{
  tm_accessible_name_from_label (button);
}

/* libadwaita 1.2 gives a toast a button with a mnemonic label (set again
 * when the toast is updated) and an icon-only close button. */
static void
name_toast_widget (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_BUTTON (child))
        {
          if (gtk_button_get_label (GTK_BUTTON (child)) != NULL
              || gtk_button_get_use_underline (GTK_BUTTON (child)))
            {
              tm_accessible_name_from_label (GTK_BUTTON (child));
              if (g_object_get_data (G_OBJECT (child), TOASTS_KEY) == NULL)
                {
                  g_object_set_data (G_OBJECT (child), TOASTS_KEY, GINT_TO_POINTER (1));
                  g_signal_connect_after (child, "notify::label",
                                          G_CALLBACK (on_toast_button_label), NULL);
                }
            }
          else
            /* Translators: the button that closes a notification (toast). */
            tm_accessible_name_set (child, _("Dismiss"));
        }
      else
        name_toast_widget (child);
    }
}

/* As a toast watcher (tm_toast_overlay_watch()). */
static void
name_toast (GtkWidget *toast,
            GtkWidget *overlay)
{
  name_toast_widget (toast);
}

void
tm_accessible_name_toasts (AdwToastOverlay *overlay)
{
  g_return_if_fail (ADW_IS_TOAST_OVERLAY (overlay));
  tm_toast_overlay_watch (overlay, TOASTS_KEY, name_toast);
}
