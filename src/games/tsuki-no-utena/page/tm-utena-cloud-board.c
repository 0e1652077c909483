/* tm-utena-cloud-board.c — the cloud board of Tsuki no Utena
 *
 * Three rows, as the icons group on the board: the 4 tool colours, the
 * 4 shapes, the 5 groups.  Each cell is a child widget
 * (TmUtenaCloudCell) that draws its tile and carries its name for
 * screen readers; the board places them, at a size that depends only on
 * its own width.
 */
#include "config.h"

#include "tm-utena-cloud-board.h"
#include "tm-utena-cloud-cell.h"

#include <glib/gi18n.h>

#define MIN_TILE   48
#define NAT_TILE   68
#define MAX_TILE   84
#define GAP         6
#define COLUMNS     5
#define ROWS        3

struct _TmUtenaCloudBoard
{
  GtkWidget parent_instance;

  GtkWidget *cells[TM_UTENA_N_CELLS];
  guint markers[TM_UTENA_N_CELLS];
  guint paid;
  guint lost;
};

G_DEFINE_FINAL_TYPE (TmUtenaCloudBoard, tm_utena_cloud_board, GTK_TYPE_WIDGET)

/* Row and column of @cell: colours and shapes centred under the five groups. */
static void
cell_position (TmUtenaCell cell,
               int        *row,
               double     *col)
{
  if (cell < TM_UTENA_CELL_CROSS)
    {
      *row = 0;
      *col = 0.5 + (cell - TM_UTENA_CELL_BLUE);
    }
  else if (cell < TM_UTENA_CELL_GROUP_YELLOW)
    {
      *row = 1;
      *col = 0.5 + (cell - TM_UTENA_CELL_CROSS);
    }
  else
    {
      *row = 2;
      *col = cell - TM_UTENA_CELL_GROUP_YELLOW;
    }
}

static double
tile_size (int width,
           int height)
{
  double by_width = (width - (COLUMNS - 1) * GAP) / (double) COLUMNS;
  double by_height = (height - (ROWS - 1) * GAP) / (double) ROWS / 1.15;

  return MIN (MIN (by_width, by_height), MAX_TILE);
}

static void
tm_utena_cloud_board_measure (GtkWidget      *widget,
                              GtkOrientation  orientation,
                              int             for_size,
                              int            *minimum,
                              int            *natural,
                              int            *minimum_baseline,
                              int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = COLUMNS * MIN_TILE + (COLUMNS - 1) * GAP;
      *natural = COLUMNS * NAT_TILE + (COLUMNS - 1) * GAP;
    }
  else
    {
      double tile = for_size > 0 ? CLAMP ((for_size - (COLUMNS - 1) * GAP) / (double) COLUMNS, MIN_TILE, MAX_TILE)
                                 : NAT_TILE;

      *minimum = *natural = (int) (ROWS * tile * 1.15 + (ROWS - 1) * GAP);
    }
}

static GtkSizeRequestMode
tm_utena_cloud_board_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
tm_utena_cloud_board_size_allocate (GtkWidget *widget,
                                    int        width,
                                    int        height,
                                    int        baseline)
{
  TmUtenaCloudBoard *self = TM_UTENA_CLOUD_BOARD (widget);
  double tile = tile_size (width, height);
  double x0 = (width - (COLUMNS * tile + (COLUMNS - 1) * GAP)) / 2;
  double y0 = (height - (ROWS * tile * 1.15 + (ROWS - 1) * GAP)) / 2;

  for (guint c = 0; c < TM_UTENA_N_CELLS; c++)
    {
      int row;
      double col;
      GtkAllocation cell;

      cell_position ((TmUtenaCell) c, &row, &col);
      cell.x = (int) (x0 + col * (tile + GAP));
      cell.y = (int) (y0 + row * (tile * 1.15 + GAP));
      cell.width = (int) tile;
      cell.height = (int) (tile * 1.15);
      gtk_widget_size_allocate (self->cells[c], &cell, -1);
    }
}

static void
update_cells (TmUtenaCloudBoard *self)
{
  for (guint c = 0; c < TM_UTENA_N_CELLS; c++)
    tm_utena_cloud_cell_set_markers (TM_UTENA_CLOUD_CELL (self->cells[c]), self->markers[c],
                                     self->lost & (1u << c) ? TM_UTENA_CLOUD_CELL_LOST
                                     : self->paid & (1u << c) ? TM_UTENA_CLOUD_CELL_PAID
                                     : TM_UTENA_CLOUD_CELL_PLAIN);
}

static void
tm_utena_cloud_board_dispose (GObject *object)
{
  TmUtenaCloudBoard *self = TM_UTENA_CLOUD_BOARD (object);

  for (guint c = 0; c < TM_UTENA_N_CELLS; c++)
    g_clear_pointer (&self->cells[c], gtk_widget_unparent);

  G_OBJECT_CLASS (tm_utena_cloud_board_parent_class)->dispose (object);
}

static void
tm_utena_cloud_board_class_init (TmUtenaCloudBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_utena_cloud_board_dispose;
  widget_class->measure = tm_utena_cloud_board_measure;
  widget_class->get_request_mode = tm_utena_cloud_board_get_request_mode;
  widget_class->size_allocate = tm_utena_cloud_board_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "tm-utena-cloud-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
tm_utena_cloud_board_init (TmUtenaCloudBoard *self)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Cloud board"), -1);
  /* In reading order: colours, shapes, groups. */
  for (guint c = 0; c < TM_UTENA_N_CELLS; c++)
    {
      self->cells[c] = tm_utena_cloud_cell_new ((TmUtenaCell) c);
      gtk_widget_set_parent (self->cells[c], GTK_WIDGET (self));
    }
}

GtkWidget *
tm_utena_cloud_board_new (void)
{
  return g_object_new (TM_TYPE_UTENA_CLOUD_BOARD, NULL);
}

void
tm_utena_cloud_board_set_markers (TmUtenaCloudBoard *self,
                                  const guint       *markers)
{
  g_return_if_fail (TM_IS_UTENA_CLOUD_BOARD (self));
  g_return_if_fail (markers != NULL);

  memcpy (self->markers, markers, sizeof self->markers);
  update_cells (self);
}

guint
tm_utena_cloud_board_get_markers (TmUtenaCloudBoard *self,
                                  TmUtenaCell        cell)
{
  g_return_val_if_fail (TM_IS_UTENA_CLOUD_BOARD (self), 0);
  g_return_val_if_fail ((guint) cell < TM_UTENA_N_CELLS, 0);
  return self->markers[cell];
}

void
tm_utena_cloud_board_set_highlight (TmUtenaCloudBoard *self,
                                    guint              paid,
                                    guint              lost)
{
  g_return_if_fail (TM_IS_UTENA_CLOUD_BOARD (self));

  self->paid = paid;
  self->lost = lost;
  update_cells (self);
}

guint
tm_utena_cloud_board_get_paid (TmUtenaCloudBoard *self)
{
  g_return_val_if_fail (TM_IS_UTENA_CLOUD_BOARD (self), 0);
  return self->paid;
}

guint
tm_utena_cloud_board_get_lost (TmUtenaCloudBoard *self)
{
  g_return_val_if_fail (TM_IS_UTENA_CLOUD_BOARD (self), 0);
  return self->lost;
}

GtkWidget *
tm_utena_cloud_board_get_cell (TmUtenaCloudBoard *self,
                               TmUtenaCell        cell)
{
  g_return_val_if_fail (TM_IS_UTENA_CLOUD_BOARD (self), NULL);
  g_return_val_if_fail ((guint) cell < TM_UTENA_N_CELLS, NULL);
  return self->cells[cell];
}
