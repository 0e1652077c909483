/* tm-panel-width.c — an empty widget that asks for a natural width */
#include "config.h"

#include "tm-panel-width.h"

struct _TmPanelWidth
{
  GtkWidget parent_instance;

  int natural_width;
};

G_DEFINE_FINAL_TYPE (TmPanelWidth, tm_panel_width, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_NATURAL_WIDTH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
tm_panel_width_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  *minimum = 0;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? TM_PANEL_WIDTH (widget)->natural_width : 0;
}

static void
tm_panel_width_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_NATURAL_WIDTH:
      g_value_set_int (value, TM_PANEL_WIDTH (object)->natural_width);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_panel_width_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  switch (prop_id)
    {
    case PROP_NATURAL_WIDTH:
      TM_PANEL_WIDTH (object)->natural_width = g_value_get_int (value);
      gtk_widget_queue_resize (GTK_WIDGET (object));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_panel_width_class_init (TmPanelWidthClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = tm_panel_width_get_property;
  object_class->set_property = tm_panel_width_set_property;
  widget_class->measure = tm_panel_width_measure;

  properties[PROP_NATURAL_WIDTH] =
    g_param_spec_int ("natural-width", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_PRESENTATION);
}

static void
tm_panel_width_init (TmPanelWidth *self)
{
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
}
