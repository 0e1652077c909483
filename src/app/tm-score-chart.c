/* tm-score-chart.c — one player's score over time at one game */
#include "config.h"

#include "tm-score-chart.h"
#include "tm-chart-style.h"
#include "core/tm-statistics.h"

#include <glib/gi18n.h>
#include <math.h>

#define PAD 8.0
#define DOT_RADIUS 4.5

struct _TmScoreChart
{
  GtkWidget parent_instance;

  GArray *points;   /* TmScorePoint */
  guint colour;     /* series index */
};

G_DEFINE_FINAL_TYPE (TmScoreChart, tm_score_chart, GTK_TYPE_WIDGET)

/* A round step for about @n grid lines over @range. */
static int
nice_step (int range,
           int n)
{
  static const int factors[] = { 1, 2, 5 };
  int magnitude = 1;

  while (TRUE)
    {
      for (guint i = 0; i < G_N_ELEMENTS (factors); i++)
        if (factors[i] * magnitude * n >= range)
          return factors[i] * magnitude;
      magnitude *= 10;
    }
}

static PangoLayout *
make_layout (GtkWidget  *widget,
             const char *text,
             gboolean    small)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);

  if (small)
    {
      PangoAttrList *attrs = pango_attr_list_new ();

      pango_attr_list_insert (attrs, pango_attr_scale_new (0.85));
      pango_layout_set_attributes (layout, attrs);
      pango_attr_list_unref (attrs);
    }
  return layout;
}

static char *
format_date (gint64 time)
{
  g_autoptr(GDateTime) utc = g_date_time_new_from_unix_utc (time / G_USEC_PER_SEC);
  g_autoptr(GDateTime) local = utc != NULL ? g_date_time_to_local (utc) : NULL;

  if (local == NULL)
    return g_strdup ("");
  /* Translators: a date under a chart's axis (strftime format). */
  return g_date_time_format (local, _("%-d %b %Y"));
}

static void
draw_text (cairo_t     *cr,
           PangoLayout *layout,
           double       x,
           double       y)
{
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
}

static void
tm_score_chart_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  TmScoreChart *self = TM_SCORE_CHART (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  g_autoptr(PangoLayout) legend = NULL;
  g_autoptr(PangoLayout) first_date = NULL;
  g_autoptr(PangoLayout) last_date = NULL;
  TmChartStyle style;
  GdkRGBA line_colour;
  cairo_t *cr;
  int low = 0, high = 1, step;
  double label_width = 0, text_height, left, right, top, bottom;
  guint n = self->points->len;
  int pw, ph;

  if (width <= 0 || height <= 0)
    return;
  tm_chart_style_get (widget, &style);
  tm_chart_style_series (&style, self->colour, &line_colour);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  if (n == 0)
    {
      g_autoptr(PangoLayout) empty = make_layout (widget, _("No games yet"), FALSE);

      pango_layout_get_pixel_size (empty, &pw, &ph);
      tm_chart_set_source (cr, &style.foreground, 0.55);
      draw_text (cr, empty, (width - pw) / 2, (height - ph) / 2);
      cairo_destroy (cr);
      return;
    }

  for (guint i = 0; i < n; i++)
    {
      const TmScorePoint *p = &g_array_index (self->points, TmScorePoint, i);

      low = MIN (low, p->score);
      high = MAX (high, p->score);
    }
  step = nice_step (high - low, 4);
  low = (int) floor ((double) low / step) * step;
  high = (int) ceil ((double) high / step) * step;
  if (high == low)
    high = low + step;

  /* The score labels' width sets the left margin. */
  for (int v = low; v <= high; v += step)
    {
      g_autofree char *text = g_strdup_printf ("%d", v);
      g_autoptr(PangoLayout) layout = make_layout (widget, text, TRUE);

      pango_layout_get_pixel_size (layout, &pw, &ph);
      label_width = MAX (label_width, pw);
    }

  {
    g_autofree char *first = format_date (g_array_index (self->points, TmScorePoint, 0).time);
    g_autofree char *last = format_date (g_array_index (self->points, TmScorePoint, n - 1).time);

    first_date = make_layout (widget, first, TRUE);
    last_date = make_layout (widget, last, TRUE);
  }
  /* Translators: the chart's key: a filled dot is a game won. */
  legend = make_layout (widget, _("● won   ○ not won"), TRUE);
  pango_layout_get_pixel_size (first_date, &pw, &ph);
  text_height = ph;

  left = PAD + label_width + 6;
  right = width - PAD - DOT_RADIUS;
  top = PAD + DOT_RADIUS;
  bottom = height - PAD - 2 * text_height - 8;
  if (bottom - top < 20 || right - left < 20)
    {
      cairo_destroy (cr);
      return;
    }

  /* Grid and score labels. */
  cairo_set_line_width (cr, 1);
  for (int v = low; v <= high; v += step)
    {
      double y = bottom - (bottom - top) * (v - low) / (double) (high - low);
      g_autofree char *text = g_strdup_printf ("%d", v);
      g_autoptr(PangoLayout) layout = make_layout (widget, text, TRUE);

      tm_chart_set_source (cr, &style.foreground, v == 0 ? 0.35 : 0.15);
      cairo_move_to (cr, left, round (y) + 0.5);
      cairo_line_to (cr, right, round (y) + 0.5);
      cairo_stroke (cr);
      pango_layout_get_pixel_size (layout, &pw, &ph);
      tm_chart_set_source (cr, &style.foreground, 0.7);
      draw_text (cr, layout, left - 6 - pw, y - ph / 2.0);
    }

  /* Dates of the first and last game, and the key. */
  tm_chart_set_source (cr, &style.foreground, 0.7);
  if (n == 1)
    {
      pango_layout_get_pixel_size (first_date, &pw, &ph);
      draw_text (cr, first_date, (left + right - pw) / 2, bottom + 4);
    }
  else
    {
      draw_text (cr, first_date, left, bottom + 4);
      pango_layout_get_pixel_size (last_date, &pw, &ph);
      draw_text (cr, last_date, right - pw, bottom + 4);
    }
  draw_text (cr, legend, left, bottom + 4 + text_height + 4);

  /* The line, then the dots over it. */
  {
    double spacing = n > 1 ? (right - left) / (n - 1) : 0;
    gboolean dots = n == 1 || spacing >= 2 * DOT_RADIUS + 2;

    tm_chart_set_source (cr, &line_colour, 1);
    cairo_set_line_width (cr, 2);
    cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
    for (guint i = 0; i < n; i++)
      {
        const TmScorePoint *p = &g_array_index (self->points, TmScorePoint, i);
        double x = n > 1 ? left + spacing * i : (left + right) / 2;
        double y = bottom - (bottom - top) * (p->score - low) / (double) (high - low);

        if (i == 0)
          cairo_move_to (cr, x, y);
        else
          cairo_line_to (cr, x, y);
      }
    cairo_stroke (cr);

    for (guint i = 0; dots && i < n; i++)
      {
        const TmScorePoint *p = &g_array_index (self->points, TmScorePoint, i);
        double x = n > 1 ? left + spacing * i : (left + right) / 2;
        double y = bottom - (bottom - top) * (p->score - low) / (double) (high - low);

        cairo_new_path (cr);
        cairo_arc (cr, x, y, DOT_RADIUS, 0, 2 * G_PI);
        tm_chart_set_source (cr, p->won ? &line_colour : &style.background, 1);
        cairo_fill_preserve (cr);
        tm_chart_set_source (cr, &line_colour, 1);
        cairo_set_line_width (cr, 2);
        cairo_stroke (cr);
      }
  }

  cairo_destroy (cr);
}

static void
tm_score_chart_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 160;
      *natural = 480;
    }
  else
    {
      *minimum = 160;
      *natural = 200;
    }
}

static void
tm_score_chart_finalize (GObject *object)
{
  TmScoreChart *self = TM_SCORE_CHART (object);

  g_clear_pointer (&self->points, g_array_unref);

  G_OBJECT_CLASS (tm_score_chart_parent_class)->finalize (object);
}

static void
tm_score_chart_class_init (TmScoreChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = tm_score_chart_finalize;
  widget_class->snapshot = tm_score_chart_snapshot;
  widget_class->measure = tm_score_chart_measure;

  gtk_widget_class_set_css_name (widget_class, "tm-score-chart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tm_score_chart_init (TmScoreChart *self)
{
  self->points = g_array_new (FALSE, FALSE, sizeof (TmScorePoint));
  tm_chart_follow_style (GTK_WIDGET (self));
}

GtkWidget *
tm_score_chart_new (void)
{
  return g_object_new (TM_TYPE_SCORE_CHART, NULL);
}

void
tm_score_chart_set_points (TmScoreChart *self,
                           GArray       *points,
                           const char   *label)
{
  g_autoptr(GString) description = g_string_new (NULL);

  g_return_if_fail (TM_IS_SCORE_CHART (self));
  g_return_if_fail (points != NULL);

  g_array_set_size (self->points, 0);
  g_array_append_vals (self->points, points->data, points->len);

  /* What the chart shows, in words: the last twenty scores. */
  if (points->len == 0)
    g_string_append (description, _("No games yet"));
  else
    {
      guint first = points->len > 20 ? points->len - 20 : 0;

      g_string_append_printf (description,
                              ngettext ("%u game. Scores, oldest first:", "%u games. Scores, oldest first:",
                                        points->len), points->len);
      if (first > 0)
        g_string_append (description, " …");
      for (guint i = first; i < points->len; i++)
        {
          const TmScorePoint *p = &g_array_index (points, TmScorePoint, i);

          g_string_append_printf (description, i == first ? " %d" : ", %d", p->score);
          if (p->won)
            /* Translators: after a score in a chart's description: that game was won. */
            g_string_append (description, _(" (won)"));
        }
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label != NULL ? label : "",
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description->str,
                                  -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tm_score_chart_set_colour (TmScoreChart *self,
                           guint         index)
{
  g_return_if_fail (TM_IS_SCORE_CHART (self));

  self->colour = index;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
tm_score_chart_get_n_points (TmScoreChart *self)
{
  g_return_val_if_fail (TM_IS_SCORE_CHART (self), 0);
  return self->points->len;
}
