/* tm-aligned-bin.c — one child at the top or centred, as tall as its width needs */
#include "config.h"

#include "tm-aligned-bin.h"
#include "tm-focus.h"

struct _TmAlignedBin
{
  GtkWidget parent_instance;

  gboolean centred;
};

G_DEFINE_FINAL_TYPE (TmAlignedBin, tm_aligned_bin, GTK_TYPE_WIDGET)

static GtkWidget *
get_laid_out_child (GtkWidget *widget)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  return child != NULL && gtk_widget_should_layout (child) ? child : NULL;
}

static void
tm_aligned_bin_measure (GtkWidget      *widget,
                    GtkOrientation  orientation,
                    int             for_size,
                    int            *minimum,
                    int            *natural,
                    int            *minimum_baseline,
                    int            *natural_baseline)
{
  GtkWidget *child = get_laid_out_child (widget);

  *minimum = *natural = 0;
  if (child == NULL)
    return;
  /* Height for width only: its width is the same for any height. */
  gtk_widget_measure (child, orientation,
                      orientation == GTK_ORIENTATION_HORIZONTAL ? -1 : for_size,
                      minimum, natural, minimum_baseline, natural_baseline);
}

static void
tm_aligned_bin_size_allocate (GtkWidget *widget,
                          int        width,
                          int        height,
                          int        baseline)
{
  GtkWidget *child = get_laid_out_child (widget);
  int minimum, natural, child_height, y;

  if (child == NULL)
    return;
  /* At its natural height for this width (no more than the bin's), at
   * the top or in the middle: as GTK_ALIGN_START or _CENTER would place
   * it. */
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, NULL, NULL);
  child_height = MAX (minimum, MIN (natural, height));
  y = TM_ALIGNED_BIN (widget)->centred ? MAX (0, (height - child_height) / 2) : 0;
  gtk_widget_allocate (child, width, child_height, -1,
                       y > 0 ? gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (0, y)) : NULL);
}

static GtkSizeRequestMode
tm_aligned_bin_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

GtkWidget *
tm_aligned_bin_get_child (TmAlignedBin *self)
{
  g_return_val_if_fail (TM_IS_ALIGNED_BIN (self), NULL);
  return gtk_widget_get_first_child (GTK_WIDGET (self));
}

static void
tm_aligned_bin_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (tm_aligned_bin_parent_class)->dispose (object);
}

static void
tm_aligned_bin_class_init (TmAlignedBinClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_aligned_bin_dispose;
  widget_class->measure = tm_aligned_bin_measure;
  widget_class->size_allocate = tm_aligned_bin_size_allocate;
  widget_class->get_request_mode = tm_aligned_bin_get_request_mode;

  tm_focus_class_pass_to_children (widget_class);
}

static void
tm_aligned_bin_init (TmAlignedBin *self)
{
}

GtkWidget *
tm_aligned_bin_new (GtkWidget *child,
                    gboolean   centred)
{
  TmAlignedBin *self;

  g_return_val_if_fail (GTK_IS_WIDGET (child), NULL);
  g_return_val_if_fail (gtk_widget_get_parent (child) == NULL, NULL);

  self = g_object_new (TM_TYPE_ALIGNED_BIN, NULL);
  self->centred = centred;
  gtk_widget_set_parent (child, GTK_WIDGET (self));
  return GTK_WIDGET (self);
}
