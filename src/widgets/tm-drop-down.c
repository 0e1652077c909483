/* tm-drop-down.c — drop-downs whose least width does not follow the item chosen */
#include "config.h"

#include "tm-drop-down.h"

static void
setup_item (GtkSignalListItemFactory *factory,
            GtkListItem              *item,
            gpointer                  data)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_list_item_set_child (item, label);
}

static void
bind_item (GtkSignalListItemFactory *factory,
           GtkListItem              *item,
           gpointer                  data)
{
  GObject *string = gtk_list_item_get_item (item);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)),
                      GTK_IS_STRING_OBJECT (string) ? gtk_string_object_get_string (GTK_STRING_OBJECT (string)) : "");
}

void
tm_drop_down_ellipsize (GtkDropDown *drop_down)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  g_return_if_fail (GTK_IS_DROP_DOWN (drop_down));

  g_signal_connect (factory, "setup", G_CALLBACK (setup_item), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_item), NULL);
  /* The list (the list-factory, left unset) uses it too: there the
   * popover gives each item its whole width. */
  gtk_drop_down_set_factory (drop_down, factory);
}
