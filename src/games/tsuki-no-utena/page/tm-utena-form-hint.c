/* tm-utena-form-hint.c — why a form's confirming button is greyed out */
#include "config.h"

#include "tm-utena-form-hint.h"
#include "widgets/tm-accessible-name.h"

/* @lines lines of text as the label lays them out, line spacing
 * included, with a little more for a font that the style changes: only
 * known once the label is in a window with its style. */
static void
reserve_now (GtkWidget *label)
{
  int lines = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (label), "tm-reserved-lines"));
  g_autoptr(GString) text = g_string_new ("Ag");
  PangoLayout *layout;
  int height;

  for (int i = 1; i < lines; i++)
    g_string_append (text, "\nAg");
  layout = gtk_widget_create_pango_layout (label, text->str);
  pango_layout_get_pixel_size (layout, NULL, &height);
  g_object_unref (layout);
  gtk_widget_set_size_request (label, -1, height + 2 * lines);
}

void
tm_utena_form_reserve_lines (GtkLabel *label,
                             int       lines)
{
  g_return_if_fail (GTK_IS_LABEL (label));
  g_return_if_fail (lines > 0);

  if (g_object_get_data (G_OBJECT (label), "tm-reserved-lines") == NULL)
    g_signal_connect (label, "map", G_CALLBACK (reserve_now), NULL);
  g_object_set_data (G_OBJECT (label), "tm-reserved-lines", GINT_TO_POINTER (lines));
  /* A label not in view yet is measured when it is mapped, before it is
   * laid out: measured now, without its style, it would load a font for
   * nothing (#27). */
  if (gtk_widget_get_mapped (GTK_WIDGET (label)))
    reserve_now (GTK_WIDGET (label));
}

void
tm_utena_name_mnemonics (GtkWidget *root)
{
  const char *label = NULL;

  g_return_if_fail (GTK_IS_WIDGET (root));

  if (GTK_IS_BUTTON (root) && gtk_button_get_use_underline (GTK_BUTTON (root)))
    label = gtk_button_get_label (GTK_BUTTON (root));
  else if (GTK_IS_EXPANDER (root) && gtk_expander_get_use_underline (GTK_EXPANDER (root)))
    label = gtk_expander_get_label (GTK_EXPANDER (root));
  if (label != NULL)
    {
      g_autofree char *name = tm_accessible_name_without_mnemonic (label);

      gtk_accessible_update_property (GTK_ACCESSIBLE (root), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      /* The mnemonic label's own relation would add its text again. */
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (root), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    tm_utena_name_mnemonics (child);
  /* A closed expander holds its child out of the widget tree. */
  if (GTK_IS_EXPANDER (root) && gtk_expander_get_child (GTK_EXPANDER (root)) != NULL
      && gtk_widget_get_parent (gtk_expander_get_child (GTK_EXPANDER (root))) == NULL)
    tm_utena_name_mnemonics (gtk_expander_get_child (GTK_EXPANDER (root)));
}

void
tm_utena_hide_around (GtkWidget *widget,
                      GtkWidget *top,
                      GtkWidget *keep,
                      GPtrArray *hidden)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (hidden != NULL);

  for (GtkWidget *w = widget; w != NULL && w != top; w = gtk_widget_get_parent (w))
    {
      GtkWidget *parent = gtk_widget_get_parent (w);

      if (!GTK_IS_BOX (parent))
        continue;
      for (GtkWidget *sibling = gtk_widget_get_first_child (parent); sibling != NULL;
           sibling = gtk_widget_get_next_sibling (sibling))
        if (sibling != w && sibling != keep && gtk_widget_get_visible (sibling))
          {
            gtk_widget_set_visible (sibling, FALSE);
            g_ptr_array_add (hidden, g_object_ref (sibling));
          }
    }
}

void
tm_utena_show_again (GPtrArray *hidden)
{
  g_return_if_fail (hidden != NULL);

  for (guint i = 0; i < hidden->len; i++)
    gtk_widget_set_visible (hidden->pdata[i], TRUE);
  g_ptr_array_set_size (hidden, 0);
}
