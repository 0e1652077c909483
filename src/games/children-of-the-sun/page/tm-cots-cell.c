/* tm-cots-cell.c — one cell of the Children of the Sun field, as a button */
#include "config.h"

#include "tm-cots-cell.h"

struct _TmCotsCell
{
  TmGridCell parent_instance;
};

G_DEFINE_FINAL_TYPE (TmCotsCell, tm_cots_cell, TM_TYPE_GRID_CELL)

TmCell
tm_cots_cell_get_cell (TmCotsCell *self)
{
  g_return_val_if_fail (TM_IS_COTS_CELL (self), ((TmCell) { -1, -1 }));
  return tm_grid_cell_get_cell (TM_GRID_CELL (self));
}

void
tm_cots_cell_set_content (TmCotsCell *self,
                          const char *content,
                          const char *why_not)
{
  g_autofree char *tooltip = NULL;

  g_return_if_fail (TM_IS_COTS_CELL (self));
  g_return_if_fail (content != NULL);

  tooltip = why_not != NULL ? g_strdup_printf ("%s\n%s", content, why_not) : g_strdup (content);
  tm_grid_cell_describe (TM_GRID_CELL (self), content, why_not, tooltip);
}

const char *
tm_cots_cell_get_content (TmCotsCell *self)
{
  g_return_val_if_fail (TM_IS_COTS_CELL (self), NULL);
  return tm_grid_cell_get_name (TM_GRID_CELL (self));
}

const char *
tm_cots_cell_get_why_not (TmCotsCell *self)
{
  g_return_val_if_fail (TM_IS_COTS_CELL (self), NULL);
  return tm_grid_cell_get_why_not (TM_GRID_CELL (self));
}

static void
tm_cots_cell_class_init (TmCotsCellClass *klass)
{
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "button");
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
