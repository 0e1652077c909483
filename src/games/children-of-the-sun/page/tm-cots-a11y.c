/* tm-cots-a11y.c — names for screen readers that GTK 4.8 would say twice */
#include "config.h"

#include "tm-cots-a11y.h"
#include "widgets/tm-accessible-name.h"

void
tm_cots_a11y_set_name (GtkWidget  *widget,
                       const char *name)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (name != NULL)
    {
      g_autofree char *plain = tm_accessible_name_without_mnemonic (name);

      gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, plain,
                                      -1);
    }
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

static void
on_map (GtkWidget *widget)
{
  tm_cots_a11y_set_name (widget, NULL);
}

void
tm_cots_a11y_keep_name (GtkWidget *widget)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  g_signal_connect (widget, "map", G_CALLBACK (on_map), NULL);
}
