/* tm-player-badge.c — a player's colour, shape and initial, drawn small */
#include "config.h"

#include "tm-player-badge.h"
#include "tm-chart-style.h"
#include "core/tm-statistics.h"

#include <glib/gi18n.h>
#include <math.h>

#define BADGE_SIZE 24

typedef enum {
  SHAPE_CIRCLE,
  SHAPE_SQUARE,
  SHAPE_TRIANGLE,
  SHAPE_DIAMOND,
  SHAPE_PENTAGON,
  SHAPE_HEXAGON,
  SHAPE_STAR,
  SHAPE_CROSS,
} Shape;

/* Colour i of the chart series is drawn as shape i; both named for
 * screen readers in the same order. */
static const char * const colour_names[TM_PLAYER_N_COLOURS] = {
  N_("blue"), N_("orange"), N_("green"), N_("purple"),
  N_("red"), N_("brown"), N_("teal"), N_("yellow"),
};
static const char * const shape_names[TM_PLAYER_N_COLOURS] = {
  N_("circle"), N_("square"), N_("triangle"), N_("diamond"),
  N_("pentagon"), N_("hexagon"), N_("star"), N_("cross"),
};

struct _TmPlayerBadge
{
  GtkWidget parent_instance;

  char *name;
  guint colour;
};

G_DEFINE_FINAL_TYPE (TmPlayerBadge, tm_player_badge, GTK_TYPE_WIDGET)

char *
tm_player_colour_describe (guint colour)
{
  colour %= TM_PLAYER_N_COLOURS;
  /* Translators: a player's colour and the shape drawn in it, e.g.
   * "blue circle"; both words are translated on their own. */
  return g_strdup_printf (C_("colour and shape", "%s %s"), _(colour_names[colour]), _(shape_names[colour]));
}

guint
tm_player_colour_of (TmPlayerBook *book,
                     GListModel   *entries,
                     const char   *name)
{
  int own = book != NULL ? tm_player_book_get_colour (book, name) : -1;
  g_autoptr(GPtrArray) players = NULL;

  /* Their own colour needs no list. */
  if (own >= 0)
    return (guint) own;
  if (entries == NULL)
    return 0;
  players = tm_statistics_list_players (entries);
  return tm_player_colour_among (book, players, name);
}

guint
tm_player_colour_among (TmPlayerBook *book,
                        GPtrArray    *players,
                        const char   *name)
{
  int colour = book != NULL ? tm_player_book_get_colour (book, name) : -1;
  gboolean taken[TM_PLAYER_N_COLOURS] = { FALSE, };
  guint n_free = 0, index = 0;

  if (colour >= 0)
    return (guint) colour;
  /* Players without a colour of their own take, in name order, the
   * colours nobody in the entries has: no two share one while any is left. */
  for (guint i = 0; book != NULL && i < players->len; i++)
    {
      int own = tm_player_book_get_colour (book, g_ptr_array_index (players, i));

      if (own >= 0)
        taken[own] = TRUE;
    }
  for (guint i = 0; i < players->len; i++)
    {
      const char *other = g_ptr_array_index (players, i);

      if (g_str_equal (other, name))
        break;
      if (book == NULL || tm_player_book_get_colour (book, other) < 0)
        index++;
    }
  for (guint c = 0; c < TM_PLAYER_N_COLOURS; c++)
    n_free += taken[c] ? 0 : 1;
  if (n_free == 0)
    return index % TM_PLAYER_N_COLOURS;
  index %= n_free;
  for (guint c = 0; c < TM_PLAYER_N_COLOURS; c++)
    if (!taken[c] && index-- == 0)
      return c;
  return 0;
}

static void
polygon (cairo_t *cr,
         double   cx,
         double   cy,
         double   r,
         guint    n,
         double   start)
{
  for (guint i = 0; i < n; i++)
    {
      double a = start + 2 * G_PI * i / n;

      if (i == 0)
        cairo_move_to (cr, cx + r * cos (a), cy + r * sin (a));
      else
        cairo_line_to (cr, cx + r * cos (a), cy + r * sin (a));
    }
  cairo_close_path (cr);
}

static void
shape_path (cairo_t *cr,
            Shape    shape,
            double   cx,
            double   cy,
            double   r)
{
  switch (shape)
    {
    case SHAPE_CIRCLE:
      cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
      break;
    case SHAPE_SQUARE:
      cairo_rectangle (cr, cx - r * 0.85, cy - r * 0.85, r * 1.7, r * 1.7);
      break;
    case SHAPE_TRIANGLE:
      polygon (cr, cx, cy + r * 0.2, r * 1.15, 3, -G_PI / 2);
      break;
    case SHAPE_DIAMOND:
      polygon (cr, cx, cy, r * 1.05, 4, -G_PI / 2);
      break;
    case SHAPE_PENTAGON:
      polygon (cr, cx, cy + r * 0.05, r, 5, -G_PI / 2);
      break;
    case SHAPE_HEXAGON:
      polygon (cr, cx, cy, r, 6, 0);
      break;
    case SHAPE_STAR:
      for (guint i = 0; i < 10; i++)
        {
          double a = -G_PI / 2 + G_PI * i / 5;
          double rr = i % 2 == 0 ? r * 1.1 : r * 0.62;

          if (i == 0)
            cairo_move_to (cr, cx + rr * cos (a), cy + rr * sin (a));
          else
            cairo_line_to (cr, cx + rr * cos (a), cy + rr * sin (a));
        }
      cairo_close_path (cr);
      break;
    case SHAPE_CROSS:
    default:
      {
        double w = r * 0.5;

        cairo_move_to (cr, cx - w, cy - r);
        cairo_line_to (cr, cx + w, cy - r);
        cairo_line_to (cr, cx + w, cy - w);
        cairo_line_to (cr, cx + r, cy - w);
        cairo_line_to (cr, cx + r, cy + w);
        cairo_line_to (cr, cx + w, cy + w);
        cairo_line_to (cr, cx + w, cy + r);
        cairo_line_to (cr, cx - w, cy + r);
        cairo_line_to (cr, cx - w, cy + w);
        cairo_line_to (cr, cx - r, cy + w);
        cairo_line_to (cr, cx - r, cy - w);
        cairo_line_to (cr, cx - w, cy - w);
        cairo_close_path (cr);
      }
      break;
    }
}

void
tm_player_badge_draw (cairo_t            *cr,
                      double              cx,
                      double              cy,
                      double              r,
                      const char         *name,
                      guint               colour,
                      const TmChartStyle *style)
{
  GdkRGBA fill;

  colour %= TM_PLAYER_N_COLOURS;
  tm_chart_style_series (style, colour, &fill);
  cairo_save (cr);
  shape_path (cr, colour, cx, cy, r);
  tm_chart_set_source (cr, &fill, 1);
  cairo_fill_preserve (cr);
  /* An outline in the text colour keeps the shape when the hue is near
   * the background. */
  tm_chart_set_source (cr, &style->foreground, 0.6);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);

  if (name != NULL && name[0] != '\0')
    {
      g_autofree char *initial = g_utf8_substring (name, 0, 1);
      g_autofree char *upper = g_utf8_strup (initial, -1);
      g_autoptr(PangoLayout) layout = pango_cairo_create_layout (cr);
      PangoFontDescription *font = pango_font_description_new ();
      int lw, lh;

      /* The UI font (images are drawn without a widget to ask). */
      pango_font_description_set_family (font, "Cantarell, Noto Sans, sans-serif");
      pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
      pango_font_description_set_absolute_size (font, r * (r >= 10 ? 1.05 : 0.9) * PANGO_SCALE);
      pango_layout_set_font_description (layout, font);
      pango_font_description_free (font);
      pango_layout_set_text (layout, upper, -1);
      pango_layout_get_pixel_size (layout, &lw, &lh);
      /* Light series colours (dark style) take dark letters, and the
       * other way round. */
      if (style->dark)
        cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
      else
        cairo_set_source_rgb (cr, 1, 1, 1);
      /* A triangle's middle is low. */
      cairo_move_to (cr, cx - lw / 2.0, cy - lh / 2.0 + (colour == SHAPE_TRIANGLE ? r * 0.2 : 0));
      pango_cairo_show_layout (cr, layout);
    }
  cairo_restore (cr);
}

static void
tm_player_badge_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  TmPlayerBadge *self = TM_PLAYER_BADGE (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  double r = MIN (width, height) / 2 - 1;
  TmChartStyle style;
  cairo_t *cr;

  if (r <= 2)
    return;
  tm_chart_style_get (widget, &style);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  tm_player_badge_draw (cr, width / 2, height / 2, r, self->name, self->colour, &style);
  cairo_destroy (cr);
}

static void
update_label (TmPlayerBadge *self)
{
  g_autofree char *look = tm_player_colour_describe (self->colour);
  g_autofree char *label = NULL;

  if (self->name != NULL && self->name[0] != '\0')
    /* Translators: a player's badge, e.g. "Aoi: blue circle". */
    label = g_strdup_printf (_("%s: %s"), self->name, look);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  label != NULL ? label : look, -1);
}

void
tm_player_badge_set (TmPlayerBadge *self,
                     const char    *name,
                     guint          colour)
{
  g_return_if_fail (TM_IS_PLAYER_BADGE (self));

  if (g_strcmp0 (self->name, name) == 0 && self->colour == colour)
    return;
  {
    /* @name may be this badge's own name (a colour chosen keeps it):
     * copied before the old one is freed. */
    char *old = self->name;

    self->name = g_strdup (name);
    g_free (old);
  }
  self->colour = colour % TM_PLAYER_N_COLOURS;
  update_label (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
tm_player_badge_get_colour (TmPlayerBadge *self)
{
  g_return_val_if_fail (TM_IS_PLAYER_BADGE (self), 0);
  return self->colour;
}

const char *
tm_player_badge_get_name (TmPlayerBadge *self)
{
  g_return_val_if_fail (TM_IS_PLAYER_BADGE (self), NULL);
  return self->name;
}

GtkWidget *
tm_player_badge_new (const char *name,
                     guint       colour)
{
  TmPlayerBadge *self = g_object_new (TM_TYPE_PLAYER_BADGE, NULL);

  self->colour = G_MAXUINT;   /* so that _set() always applies */
  tm_player_badge_set (self, name, colour);
  return GTK_WIDGET (self);
}

static void
tm_player_badge_finalize (GObject *object)
{
  g_free (TM_PLAYER_BADGE (object)->name);
  G_OBJECT_CLASS (tm_player_badge_parent_class)->finalize (object);
}

static void
tm_player_badge_class_init (TmPlayerBadgeClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = tm_player_badge_finalize;
  widget_class->snapshot = tm_player_badge_snapshot;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tm_player_badge_init (TmPlayerBadge *self)
{
  /* A fixed square: the size request says so without a measure(). */
  gtk_widget_set_size_request (GTK_WIDGET (self), BADGE_SIZE, BADGE_SIZE);
  gtk_widget_set_valign (GTK_WIDGET (self), GTK_ALIGN_CENTER);
  tm_chart_follow_style (GTK_WIDGET (self));
}

void
tm_player_badge_fill_box (GtkBox             *box,
                          TmPlayerBook       *book,
                          const char * const *players)
{
  GtkWidget *child;
  g_autoptr(GArray) colours = NULL;

  g_return_if_fail (GTK_IS_BOX (box));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))) != NULL)
    gtk_box_remove (box, child);
  if (players == NULL || book == NULL)
    return;
  colours = tm_player_book_colours_for (book, players, NULL);
  for (guint i = 0; players[i] != NULL; i++)
    {
      g_autofree char *name = tm_player_book_resolve (book, players[i]);

      gtk_box_append (box, tm_player_badge_new (name, g_array_index (colours, guint, i)));
    }
}
