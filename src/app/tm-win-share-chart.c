/* tm-win-share-chart.c — who won the games of one game, as one bar */
#include "config.h"

#include "tm-win-share-chart.h"
#include "tm-chart-style.h"

#include <glib/gi18n.h>
#include <math.h>

#define BAR_HEIGHT 22.0
#define KEY_GAP 8.0
#define SWATCH 12.0
#define ITEM_SPACING 16.0
#define LINE_SPACING 4.0

typedef struct
{
  char *text;      /* "Mio 12 (55 %)" */
  guint count;
  gboolean draws;  /* the games nobody won */
  gboolean team;   /* a cooperative game's wins: no player's colour */
  guint colour;
} Item;

struct _TmWinShareChart
{
  GtkWidget parent_instance;

  GArray *items;   /* Item */
  guint total;     /* wins + draws: the bar's length */
};

G_DEFINE_FINAL_TYPE (TmWinShareChart, tm_win_share_chart, GTK_TYPE_WIDGET)

static void
item_clear (Item *item)
{
  g_free (item->text);
}

static PangoLayout *
make_layout (GtkWidget  *widget,
             const char *text)
{
  return gtk_widget_create_pango_layout (widget, text);
}

/* Lays the key out in lines within @width; returns its height and, when
 * @positions is given, each item's x and y. */
static double
layout_key (TmWinShareChart *self,
            double           width,
            double          *positions)
{
  double x = 0, y = 0, line_height = 0;

  for (guint i = 0; i < self->items->len; i++)
    {
      Item *item = &g_array_index (self->items, Item, i);
      g_autoptr(PangoLayout) layout = make_layout (GTK_WIDGET (self), item->text);
      int pw, ph;
      double item_width;

      pango_layout_get_pixel_size (layout, &pw, &ph);
      item_width = SWATCH + 6 + pw;
      line_height = MAX (line_height, MAX (ph, SWATCH));
      if (x > 0 && x + item_width > width)
        {
          x = 0;
          y += line_height + LINE_SPACING;
        }
      if (positions != NULL)
        {
          positions[2 * i] = x;
          positions[2 * i + 1] = y;
        }
      x += item_width + ITEM_SPACING;
    }
  return self->items->len > 0 ? y + line_height : 0;
}

static void
set_item_source (cairo_t            *cr,
                 const TmChartStyle *style,
                 const Item         *item)
{
  GdkRGBA colour;

  if (item->draws)
    {
      tm_chart_set_source (cr, &style->foreground, 0.3);
      return;
    }
  if (item->team)
    {
      /* The accent is a player's blue: the team's is the text colour. */
      tm_chart_set_source (cr, &style->foreground, 0.7);
      return;
    }
  tm_chart_style_series (style, item->colour, &colour);
  tm_chart_set_source (cr, &colour, 1);
}

/* Draws leave diagonal stripes, so they read without colour too. */
static void
hatch (cairo_t            *cr,
       const TmChartStyle *style,
       double              x,
       double              y,
       double              w,
       double              h)
{
  cairo_save (cr);
  cairo_rectangle (cr, x, y, w, h);
  cairo_clip (cr);
  tm_chart_set_source (cr, &style->background, 0.7);
  cairo_set_line_width (cr, 2);
  for (double d = -h; d < w; d += 6)
    {
      cairo_move_to (cr, x + d, y + h);
      cairo_line_to (cr, x + d + h, y);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
tm_win_share_chart_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  TmWinShareChart *self = TM_WIN_SHARE_CHART (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  g_autofree double *positions = NULL;
  TmChartStyle style;
  cairo_t *cr;
  double x = 0;

  if (width <= 0 || height <= 0)
    return;
  tm_chart_style_get (widget, &style);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  /* The bar: a rounded outline clips the segments. */
  cairo_save (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, BAR_HEIGHT / 2, BAR_HEIGHT / 2, BAR_HEIGHT / 2, G_PI / 2, 3 * G_PI / 2);
  cairo_arc (cr, width - BAR_HEIGHT / 2, BAR_HEIGHT / 2, BAR_HEIGHT / 2, 3 * G_PI / 2, G_PI / 2);
  cairo_close_path (cr);
  cairo_clip (cr);
  tm_chart_set_source (cr, &style.foreground, 0.08);
  cairo_paint (cr);
  for (guint i = 0; i < self->items->len && self->total > 0; i++)
    {
      Item *item = &g_array_index (self->items, Item, i);
      double w = width * item->count / self->total;

      if (item->count == 0)
        continue;
      set_item_source (cr, &style, item);
      cairo_rectangle (cr, x, 0, w, BAR_HEIGHT);
      cairo_fill (cr);
      if (item->draws)
        hatch (cr, &style, x, 0, w, BAR_HEIGHT);
      /* A thin gap between segments. */
      if (x > 0)
        {
          tm_chart_set_source (cr, &style.background, 1);
          cairo_rectangle (cr, x - 1, 0, 2, BAR_HEIGHT);
          cairo_fill (cr);
        }
      x += w;
    }
  cairo_restore (cr);

  /* The key. */
  positions = g_new0 (double, 2 * MAX (self->items->len, 1));
  layout_key (self, width, positions);
  for (guint i = 0; i < self->items->len; i++)
    {
      Item *item = &g_array_index (self->items, Item, i);
      g_autoptr(PangoLayout) layout = make_layout (widget, item->text);
      double kx = positions[2 * i];
      double ky = BAR_HEIGHT + KEY_GAP + positions[2 * i + 1];
      int pw, ph;

      pango_layout_get_pixel_size (layout, &pw, &ph);
      set_item_source (cr, &style, item);
      cairo_rectangle (cr, kx, ky + (ph - SWATCH) / 2, SWATCH, SWATCH);
      cairo_fill (cr);
      if (item->draws)
        hatch (cr, &style, kx, ky + (ph - SWATCH) / 2, SWATCH, SWATCH);
      tm_chart_set_source (cr, &style.foreground, 1);
      cairo_move_to (cr, kx + SWATCH + 6, ky);
      pango_cairo_show_layout (cr, layout);
    }

  cairo_destroy (cr);
}

static GtkSizeRequestMode
tm_win_share_chart_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
tm_win_share_chart_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  TmWinShareChart *self = TM_WIN_SHARE_CHART (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 120;
      *natural = 360;
    }
  else
    {
      double width = for_size > 0 ? for_size : 360;
      int h = (int) ceil (BAR_HEIGHT + KEY_GAP + layout_key (self, width, NULL));

      *minimum = *natural = h;
    }
}

static void
tm_win_share_chart_finalize (GObject *object)
{
  TmWinShareChart *self = TM_WIN_SHARE_CHART (object);

  g_clear_pointer (&self->items, g_array_unref);

  G_OBJECT_CLASS (tm_win_share_chart_parent_class)->finalize (object);
}

static void
tm_win_share_chart_class_init (TmWinShareChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = tm_win_share_chart_finalize;
  widget_class->snapshot = tm_win_share_chart_snapshot;
  widget_class->measure = tm_win_share_chart_measure;
  widget_class->get_request_mode = tm_win_share_chart_get_request_mode;

  gtk_widget_class_set_css_name (widget_class, "tm-win-share-chart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tm_win_share_chart_init (TmWinShareChart *self)
{
  self->items = g_array_new (FALSE, TRUE, sizeof (Item));
  g_array_set_clear_func (self->items, (GDestroyNotify) item_clear);
  tm_chart_follow_style (GTK_WIDGET (self));
}

GtkWidget *
tm_win_share_chart_new (void)
{
  return g_object_new (TM_TYPE_WIN_SHARE_CHART, NULL);
}

static guint
percent (guint part,
         guint whole)
{
  return whole > 0 ? (guint) floor (100.0 * part / whole + 0.5) : 0;
}

/* The key's items are set: the bar, its description and its size. */
static void
items_changed (TmWinShareChart *self,
               const char      *label)
{
  g_autofree char *description = tm_win_share_chart_get_text (self);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label != NULL ? label : "",
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
tm_win_share_chart_set_team (TmWinShareChart *self,
                             guint            won,
                             guint            lost,
                             const char      *label)
{
  g_return_if_fail (TM_IS_WIN_SHARE_CHART (self));

  g_array_set_size (self->items, 0);
  self->total = won + lost;
  if (won > 0)
    {
      Item item = { NULL, };

      item.count = won;
      item.team = TRUE;
      /* Translators: the games a team won, in a chart's key, e.g. "Won together 3 (60 %)". */
      item.text = g_strdup_printf (_("Won together %u (%u %%)"), won, percent (won, self->total));
      g_array_append_val (self->items, item);
    }
  if (lost > 0)
    {
      Item item = { NULL, };

      item.count = lost;
      item.draws = TRUE;
      /* Translators: the games a team lost, in a chart's key, e.g. "Lost together 2 (40 %)". */
      item.text = g_strdup_printf (_("Lost together %u (%u %%)"), lost, percent (lost, self->total));
      g_array_append_val (self->items, item);
    }
  items_changed (self, label);
}

void
tm_win_share_chart_set_share (TmWinShareChart  *self,
                              const TmWinShare *share,
                              const char       *label)
{
  g_return_if_fail (TM_IS_WIN_SHARE_CHART (self));
  g_return_if_fail (share != NULL);

  g_array_set_size (self->items, 0);
  self->total = share->draws;
  for (guint i = 0; i < share->players->len; i++)
    self->total += ((TmWinShareItem *) g_ptr_array_index (share->players, i))->wins;

  for (guint i = 0; i < share->players->len; i++)
    {
      TmWinShareItem *player = g_ptr_array_index (share->players, i);
      Item item = { NULL, };

      /* Those who never won are in the ranking, not in the bar. */
      if (player->wins == 0)
        continue;
      item.count = player->wins;
      item.colour = player->colour;
      /* Translators: a player's share of the wins in a chart's key:
       * name, wins, share of all wins and draws, e.g. "Mio 12 (55 %)". */
      item.text = g_strdup_printf (_("%s %u (%u %%)"), player->player, player->wins,
                                   percent (player->wins, self->total));
      g_array_append_val (self->items, item);
    }
  if (share->draws > 0)
    {
      Item item = { NULL, };

      item.count = share->draws;
      item.draws = TRUE;
      /* Translators: the games nobody won, in a chart's key, e.g. "No winner 2 (9 %)". */
      item.text = g_strdup_printf (_("No winner %u (%u %%)"), share->draws,
                                   percent (share->draws, self->total));
      g_array_append_val (self->items, item);
    }

  items_changed (self, label);
}

char *
tm_win_share_chart_get_text (TmWinShareChart *self)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_return_val_if_fail (TM_IS_WIN_SHARE_CHART (self), NULL);

  for (guint i = 0; i < self->items->len; i++)
    {
      if (i > 0)
        g_string_append_c (text, '\n');
      g_string_append (text, g_array_index (self->items, Item, i).text);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}
