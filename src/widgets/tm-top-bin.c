/* tm-top-bin.c — one child at the top, as tall as its width needs */
#include "config.h"

#include "tm-top-bin.h"
#include "tm-focus.h"

struct _TmTopBin
{
  GtkWidget parent_instance;
};

G_DEFINE_FINAL_TYPE (TmTopBin, tm_top_bin, GTK_TYPE_WIDGET)

static GtkWidget *
get_laid_out_child (GtkWidget *widget)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  return child != NULL && gtk_widget_should_layout (child) ? child : NULL;
}

static void
tm_top_bin_measure (GtkWidget      *widget,
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
tm_top_bin_size_allocate (GtkWidget *widget,
                          int        width,
                          int        height,
                          int        baseline)
{
  GtkWidget *child = get_laid_out_child (widget);
  int minimum, natural;

  if (child == NULL)
    return;
  /* At the top, at its natural height for this width (no more than the
   * bin's): as GTK_ALIGN_START would place it. */
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, NULL, NULL);
  gtk_widget_allocate (child, width, MAX (minimum, MIN (natural, height)), -1, NULL);
}

static GtkSizeRequestMode
tm_top_bin_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

GtkWidget *
tm_top_bin_get_child (TmTopBin *self)
{
  g_return_val_if_fail (TM_IS_TOP_BIN (self), NULL);
  return gtk_widget_get_first_child (GTK_WIDGET (self));
}

static void
tm_top_bin_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (tm_top_bin_parent_class)->dispose (object);
}

static void
tm_top_bin_class_init (TmTopBinClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_top_bin_dispose;
  widget_class->measure = tm_top_bin_measure;
  widget_class->size_allocate = tm_top_bin_size_allocate;
  widget_class->get_request_mode = tm_top_bin_get_request_mode;

  tm_focus_class_pass_to_children (widget_class);
}

static void
tm_top_bin_init (TmTopBin *self)
{
}

GtkWidget *
tm_top_bin_new (GtkWidget *child)
{
  GtkWidget *self;

  g_return_val_if_fail (GTK_IS_WIDGET (child), NULL);
  g_return_val_if_fail (gtk_widget_get_parent (child) == NULL, NULL);

  self = g_object_new (TM_TYPE_TOP_BIN, NULL);
  gtk_widget_set_parent (child, self);
  return self;
}
