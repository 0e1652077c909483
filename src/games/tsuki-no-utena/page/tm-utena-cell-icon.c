/* tm-utena-cell-icon.c — one component icon of Tsuki no Utena, drawn */
#include "config.h"

#include "tm-utena-cell-icon.h"
#include "tm-utena-icon-paint.h"

struct _TmUtenaCellIcon
{
  GtkWidget parent_instance;

  TmUtenaCell cell;
};

G_DEFINE_FINAL_TYPE (TmUtenaCellIcon, tm_utena_cell_icon, GTK_TYPE_WIDGET)

static void
tm_utena_cell_icon_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  TmUtenaCellIcon *self = TM_UTENA_CELL_ICON (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  graphene_rect_t bounds;

  if (width <= 0 || height <= 0)
    return;
  graphene_rect_init (&bounds, 0, 0, width, height);
  tm_utena_paint_cell (snapshot, self->cell, &bounds, tm_utena_paint_is_dark (widget));
}

static void
tm_utena_cell_icon_class_init (TmUtenaCellIconClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = tm_utena_cell_icon_snapshot;
  gtk_widget_class_set_css_name (widget_class, "tm-utena-cell-icon");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tm_utena_cell_icon_init (TmUtenaCellIcon *self)
{
  /* A square of a fixed side (tm_utena_cell_icon_new()): the size
   * request says it, no measure() needed. */
  gtk_widget_set_size_request (GTK_WIDGET (self), 24, 24);
}

GtkWidget *
tm_utena_cell_icon_new (TmUtenaCell cell,
                        int         size)
{
  TmUtenaCellIcon *self;

  g_return_val_if_fail ((guint) cell < TM_UTENA_N_CELLS, NULL);
  g_return_val_if_fail (size > 0, NULL);

  self = g_object_new (TM_TYPE_UTENA_CELL_ICON, NULL);
  self->cell = cell;
  gtk_widget_set_size_request (GTK_WIDGET (self), size, size);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, tm_utena_cell_describe (cell), -1);
  return GTK_WIDGET (self);
}

TmUtenaCell
tm_utena_cell_icon_get_cell (TmUtenaCellIcon *self)
{
  g_return_val_if_fail (TM_IS_UTENA_CELL_ICON (self), 0);
  return self->cell;
}
