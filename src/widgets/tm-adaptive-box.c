/* tm-adaptive-box.c — two children side by side, or stacked when narrow */
#include "config.h"

#include "tm-adaptive-box.h"
#include "tm-focus.h"

struct _TmAdaptiveBox
{
  GtkWidget parent_instance;

  int spacing;
  int breakpoint;          /* never side by side below this width */
  int max_secondary;       /* the widest the second child gets */
  gboolean children_at_top;
  gboolean wide;
};

G_DEFINE_FINAL_TYPE (TmAdaptiveBox, tm_adaptive_box, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SPACING,
  PROP_BREAKPOINT,
  PROP_MAX_SECONDARY_WIDTH,
  PROP_CHILDREN_AT_TOP,
  PROP_WIDE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
get_children (TmAdaptiveBox  *self,
              GtkWidget     **primary,
              GtkWidget     **secondary)
{
  *primary = gtk_widget_get_first_child (GTK_WIDGET (self));
  *secondary = *primary != NULL ? gtk_widget_get_next_sibling (*primary) : NULL;
  if (*primary != NULL && !gtk_widget_should_layout (*primary))
    *primary = NULL;
  if (*secondary != NULL && !gtk_widget_should_layout (*secondary))
    *secondary = NULL;
}

static void
measure_child (GtkWidget      *child,
               GtkOrientation  orientation,
               int             for_size,
               int            *minimum,
               int            *natural)
{
  *minimum = *natural = 0;
  if (child != NULL)
    gtk_widget_measure (child, orientation, for_size, minimum, natural, NULL, NULL);
}

/* Whether @width fits both children side by side; if so, the width the
 * second one gets. */
static gboolean
fits_side_by_side (TmAdaptiveBox *self,
                   int            width,
                   int           *secondary_width)
{
  GtkWidget *primary, *secondary;
  int p_min, p_nat, s_min, s_nat;

  get_children (self, &primary, &secondary);
  if (primary == NULL || secondary == NULL || width < self->breakpoint)
    return FALSE;

  measure_child (primary, GTK_ORIENTATION_HORIZONTAL, -1, &p_min, &p_nat);
  measure_child (secondary, GTK_ORIENTATION_HORIZONTAL, -1, &s_min, &s_nat);
  if (p_min + self->spacing + s_min > width)
    return FALSE;

  *secondary_width = CLAMP (MIN (s_nat, self->max_secondary), s_min,
                            width - self->spacing - p_min);
  return TRUE;
}

static void
tm_adaptive_box_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  TmAdaptiveBox *self = TM_ADAPTIVE_BOX (widget);
  GtkWidget *primary, *secondary;
  int p_min, p_nat, s_min, s_nat;
  int s_width;

  get_children (self, &primary, &secondary);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* Narrow enough to stack; wide enough, naturally, to sit side by side. */
      measure_child (primary, orientation, -1, &p_min, &p_nat);
      measure_child (secondary, orientation, -1, &s_min, &s_nat);
      *minimum = MAX (p_min, s_min);
      *natural = MAX (p_nat + self->spacing + MIN (s_nat, self->max_secondary), self->breakpoint);
      return;
    }

  if (for_size >= 0 && fits_side_by_side (self, for_size, &s_width))
    {
      measure_child (primary, orientation, for_size - self->spacing - s_width, &p_min, &p_nat);
      measure_child (secondary, orientation, s_width, &s_min, &s_nat);
      *minimum = MAX (p_min, s_min);
      *natural = MAX (p_nat, s_nat);
    }
  else
    {
      measure_child (primary, orientation, for_size, &p_min, &p_nat);
      measure_child (secondary, orientation, for_size, &s_min, &s_nat);
      *minimum = p_min + s_min + (secondary != NULL ? self->spacing : 0);
      *natural = p_nat + s_nat + (secondary != NULL ? self->spacing : 0);
    }
}

/* With children-at-top, @child at the top of its place at its natural
 * height for @width: what GTK_ALIGN_START on the child does, without
 * GTK 4.8 asking it first for its width at a height, which every
 * wrapping label inside answers by laying itself out again and again. */
static void
allocate_child (TmAdaptiveBox *self,
                GtkWidget     *child,
                int            width,
                int            height,
                GskTransform  *transform)
{
  if (self->children_at_top)
    {
      int minimum, natural;

      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, NULL, NULL);
      height = MAX (minimum, MIN (natural, height));
    }
  gtk_widget_allocate (child, width, height, -1, transform);
}

static void
tm_adaptive_box_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  TmAdaptiveBox *self = TM_ADAPTIVE_BOX (widget);
  GtkWidget *primary, *secondary;
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  gboolean wide;
  int s_width = 0;

  get_children (self, &primary, &secondary);
  wide = fits_side_by_side (self, width, &s_width);

  if (wide)
    {
      int p_width = width - self->spacing - s_width;
      int p_x = rtl ? s_width + self->spacing : 0;
      int s_x = rtl ? 0 : p_width + self->spacing;

      allocate_child (self, primary, p_width, height,
                      gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (p_x, 0)));
      allocate_child (self, secondary, s_width, height,
                      gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (s_x, 0)));
    }
  else
    {
      int p_min = 0, p_nat = 0;

      if (primary != NULL)
        {
          measure_child (primary, GTK_ORIENTATION_VERTICAL, width, &p_min, &p_nat);
          p_nat = MIN (p_nat, height);
          allocate_child (self, primary, width, p_nat, NULL);
        }
      if (secondary != NULL)
        allocate_child (self, secondary, width, MAX (0, height - p_nat - self->spacing),
                        gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (0, p_nat + self->spacing)));
    }

  if (wide != self->wide)
    {
      self->wide = wide;
      /* Emitted during allocation: handlers must not change the layout. */
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WIDE]);
    }
}

static GtkSizeRequestMode
tm_adaptive_box_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

gboolean
tm_adaptive_box_get_wide (TmAdaptiveBox *self)
{
  g_return_val_if_fail (TM_IS_ADAPTIVE_BOX (self), FALSE);
  return self->wide;
}

static void
tm_adaptive_box_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  TmAdaptiveBox *self = TM_ADAPTIVE_BOX (object);

  switch (prop_id)
    {
    case PROP_SPACING:
      g_value_set_int (value, self->spacing);
      break;
    case PROP_BREAKPOINT:
      g_value_set_int (value, self->breakpoint);
      break;
    case PROP_MAX_SECONDARY_WIDTH:
      g_value_set_int (value, self->max_secondary);
      break;
    case PROP_CHILDREN_AT_TOP:
      g_value_set_boolean (value, self->children_at_top);
      break;
    case PROP_WIDE:
      g_value_set_boolean (value, self->wide);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_adaptive_box_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  TmAdaptiveBox *self = TM_ADAPTIVE_BOX (object);

  switch (prop_id)
    {
    case PROP_SPACING:
      self->spacing = g_value_get_int (value);
      break;
    case PROP_BREAKPOINT:
      self->breakpoint = g_value_get_int (value);
      break;
    case PROP_MAX_SECONDARY_WIDTH:
      self->max_secondary = g_value_get_int (value);
      break;
    case PROP_CHILDREN_AT_TOP:
      self->children_at_top = g_value_get_boolean (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
      return;
    }
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

static void
tm_adaptive_box_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (tm_adaptive_box_parent_class)->dispose (object);
}

static void
tm_adaptive_box_class_init (TmAdaptiveBoxClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_adaptive_box_dispose;
  object_class->get_property = tm_adaptive_box_get_property;
  object_class->set_property = tm_adaptive_box_set_property;
  widget_class->measure = tm_adaptive_box_measure;
  widget_class->size_allocate = tm_adaptive_box_size_allocate;
  widget_class->get_request_mode = tm_adaptive_box_get_request_mode;

  tm_focus_class_pass_to_children (widget_class);

  properties[PROP_SPACING] =
    g_param_spec_int ("spacing", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_BREAKPOINT] =
    g_param_spec_int ("breakpoint", NULL, NULL, 0, G_MAXINT, 640,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_MAX_SECONDARY_WIDTH] =
    g_param_spec_int ("max-secondary-width", NULL, NULL, 0, G_MAXINT, 420,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  /* Each child at the top of its place, as tall as its width needs
   * (the children keep the default valign, fill). */
  properties[PROP_CHILDREN_AT_TOP] =
    g_param_spec_boolean ("children-at-top", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_WIDE] =
    g_param_spec_boolean ("wide", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "tm-adaptive-box");
}

static void
tm_adaptive_box_init (TmAdaptiveBox *self)
{
  self->breakpoint = 640;
  self->max_secondary = 420;
}

GtkWidget *
tm_adaptive_box_new (void)
{
  return g_object_new (TM_TYPE_ADAPTIVE_BOX, NULL);
}
