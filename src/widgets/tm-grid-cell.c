/* tm-grid-cell.c — one cell of a grid board, as a button */
#include "config.h"

#include "tm-grid-cell.h"
#include "tm-tooltip.h"
#include "tm-why-disabled.h"

typedef struct
{
  TmCell cell;
  char *name;
  char *why_not;
  char *tooltip;
  gboolean selected;
} TmGridCellPrivate;

G_DEFINE_TYPE_WITH_PRIVATE (TmGridCell, tm_grid_cell, GTK_TYPE_BUTTON)

#define PRIV(self) ((TmGridCellPrivate *) tm_grid_cell_get_instance_private (self))

void
tm_grid_cell_set_cell (TmGridCell *self,
                       TmCell      cell)
{
  g_return_if_fail (TM_IS_GRID_CELL (self));
  PRIV (self)->cell = cell;
}

TmCell
tm_grid_cell_get_cell (TmGridCell *self)
{
  g_return_val_if_fail (TM_IS_GRID_CELL (self), ((TmCell) { -1, -1 }));
  return PRIV (self)->cell;
}

void
tm_grid_cell_describe (TmGridCell *self,
                       const char *name,
                       const char *why_not,
                       const char *tooltip)
{
  TmGridCellPrivate *priv;

  g_return_if_fail (TM_IS_GRID_CELL (self));
  g_return_if_fail (name != NULL);

  priv = PRIV (self);
  /* A board renames every cell after each move: most stay the same. */
  if (g_strcmp0 (name, priv->name) == 0 && g_strcmp0 (why_not, priv->why_not) == 0
      && g_strcmp0 (tooltip, priv->tooltip) == 0)
    return;
  g_free (priv->name);
  priv->name = g_strdup (name);
  g_free (priv->why_not);
  priv->why_not = g_strdup (why_not);
  g_free (priv->tooltip);
  priv->tooltip = g_strdup (tooltip);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, why_not != NULL ? why_not : "",
                                  -1);
  tm_tooltip_set_text (GTK_WIDGET (self), tooltip);
  /* Said in the page's status line when the greyed-out cell is clicked. */
  tm_why_disabled_set (GTK_WIDGET (self), why_not);
}

const char *
tm_grid_cell_get_name (TmGridCell *self)
{
  g_return_val_if_fail (TM_IS_GRID_CELL (self), NULL);
  return PRIV (self)->name;
}

const char *
tm_grid_cell_get_why_not (TmGridCell *self)
{
  g_return_val_if_fail (TM_IS_GRID_CELL (self), NULL);
  return PRIV (self)->why_not;
}

void
tm_grid_cell_set_selected (TmGridCell *self,
                           gboolean    selected)
{
  TmGridCellPrivate *priv;

  g_return_if_fail (TM_IS_GRID_CELL (self));

  priv = PRIV (self);
  selected = !!selected;
  if (priv->selected == selected)
    return;
  priv->selected = selected;
  gtk_accessible_update_state (GTK_ACCESSIBLE (self),
                               GTK_ACCESSIBLE_STATE_SELECTED, selected,
                               -1);
  if (selected)
    gtk_widget_add_css_class (GTK_WIDGET (self), "tm-selected");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "tm-selected");
}

gboolean
tm_grid_cell_get_selected (TmGridCell *self)
{
  g_return_val_if_fail (TM_IS_GRID_CELL (self), FALSE);
  return PRIV (self)->selected;
}

static void
tm_grid_cell_finalize (GObject *object)
{
  TmGridCellPrivate *priv = PRIV (TM_GRID_CELL (object));

  g_free (priv->name);
  g_free (priv->why_not);
  g_free (priv->tooltip);

  G_OBJECT_CLASS (tm_grid_cell_parent_class)->finalize (object);
}

static void
tm_grid_cell_class_init (TmGridCellClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tm_grid_cell_finalize;
}

static void
tm_grid_cell_init (TmGridCell *self)
{
  /* Not selected until the page chooses it: said, not left unknown. */
  gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_SELECTED, FALSE, -1);
}
