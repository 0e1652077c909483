/* tm-cots-cell.c — one cell of the Children of the Sun field, as a button */
#include "config.h"

#include "tm-cots-cell.h"
#include "widgets/tm-tooltip.h"
#include "widgets/tm-why-disabled.h"

struct _TmCotsCell
{
  GtkButton parent_instance;

  TmCell cell;
  char *content;
  char *why_not;
  gboolean selected;
};

G_DEFINE_FINAL_TYPE (TmCotsCell, tm_cots_cell, GTK_TYPE_BUTTON)

TmCell
tm_cots_cell_get_cell (TmCotsCell *self)
{
  g_return_val_if_fail (TM_IS_COTS_CELL (self), ((TmCell) { -1, -1 }));
  return self->cell;
}

void
tm_cots_cell_set_content (TmCotsCell *self,
                          const char *content,
                          const char *why_not)
{
  g_autofree char *tooltip = NULL;

  g_return_if_fail (TM_IS_COTS_CELL (self));
  g_return_if_fail (content != NULL);

  if (g_strcmp0 (content, self->content) == 0 && g_strcmp0 (why_not, self->why_not) == 0)
    return;
  g_free (self->content);
  self->content = g_strdup (content);
  g_free (self->why_not);
  self->why_not = g_strdup (why_not);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, content,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, why_not != NULL ? why_not : "",
                                  -1);
  tooltip = why_not != NULL ? g_strdup_printf ("%s\n%s", content, why_not) : g_strdup (content);
  tm_tooltip_set_text (GTK_WIDGET (self), tooltip);
  /* Said in the page's status line when the greyed-out cell is clicked. */
  tm_why_disabled_set (GTK_WIDGET (self), why_not);
}

const char *
tm_cots_cell_get_content (TmCotsCell *self)
{
  g_return_val_if_fail (TM_IS_COTS_CELL (self), NULL);
  return self->content;
}

const char *
tm_cots_cell_get_why_not (TmCotsCell *self)
{
  g_return_val_if_fail (TM_IS_COTS_CELL (self), NULL);
  return self->why_not;
}

void
tm_cots_cell_set_selected (TmCotsCell *self,
                           gboolean    selected)
{
  g_return_if_fail (TM_IS_COTS_CELL (self));

  selected = !!selected;
  if (self->selected == selected)
    return;
  self->selected = selected;
  gtk_accessible_update_state (GTK_ACCESSIBLE (self),
                               GTK_ACCESSIBLE_STATE_SELECTED, selected,
                               -1);
  if (selected)
    gtk_widget_add_css_class (GTK_WIDGET (self), "tm-selected");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "tm-selected");
}

gboolean
tm_cots_cell_get_selected (TmCotsCell *self)
{
  g_return_val_if_fail (TM_IS_COTS_CELL (self), FALSE);
  return self->selected;
}

static void
tm_cots_cell_finalize (GObject *object)
{
  TmCotsCell *self = TM_COTS_CELL (object);

  g_free (self->content);
  g_free (self->why_not);

  G_OBJECT_CLASS (tm_cots_cell_parent_class)->finalize (object);
}

static void
tm_cots_cell_class_init (TmCotsCellClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = tm_cots_cell_finalize;
  gtk_widget_class_set_css_name (widget_class, "button");
}

static void
tm_cots_cell_init (TmCotsCell *self)
{
  /* The board below shows the cell: the button adds only the hover,
   * press and focus feedback. */
  gtk_widget_add_css_class (GTK_WIDGET (self), "flat");
  gtk_widget_add_css_class (GTK_WIDGET (self), "tm-cots-cell");
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
}

GtkWidget *
tm_cots_cell_new (TmCell cell)
{
  TmCotsCell *self = g_object_new (TM_TYPE_COTS_CELL, NULL);
  g_autofree char *name = g_strdup_printf ("cell-%d-%d", cell.row, cell.col);

  self->cell = cell;
  gtk_widget_set_name (GTK_WIDGET (self), name);
  return GTK_WIDGET (self);
}
