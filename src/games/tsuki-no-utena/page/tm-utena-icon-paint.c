/* tm-utena-icon-paint.c — drawing the icons of Tsuki no Utena
 *
 * Each icon is drawn with cairo in a unit square (0…1), scaled to the
 * bounds.  Colours alone are not enough for colour-blind players, so:
 *  - a tool icon is a rounded tile in its colour with its shape drawn on
 *    it in a contrasting ink, and from 28 px the colour's initial in a
 *    corner; the four colours also differ clearly in lightness (light
 *    blue, very dark navy, white, mid red);
 *  - a sun is a disc with rays (no tile), its colour's initial inside;
 *  - a group is a ring with its group's initial inside;
 *  - the wild group is a ring of the five group colours with a star;
 *  - a colour cell is a tile with the initial, a shape cell the shape in
 *    neutral ink inside a thin outline.
 * White is drawn with a dark outline; every tile has an outline that
 * stands out of the background, light on dark, dark on light.
 */
#include "config.h"

#include "widgets/tm-cairo-shapes.h"

#include "tm-utena-icon-paint.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

/* Sizes (px) from which the details are drawn. */
#define LETTER_ON_TOOL_SIZE 28.0

typedef struct
{
  double r, g, b;
} Rgb;

/* The tool colours: 青 a light blue, 紺 a deep navy, 白 white, 赤 red. */
static const Rgb tool_colours[TM_UTENA_N_COLOURS] = {
  { 0.29, 0.60, 0.92 },
  { 0.11, 0.17, 0.45 },
  { 1.00, 1.00, 1.00 },
  { 0.85, 0.13, 0.15 },
};

/* The group colours: 黄 yellow, then the same blue, navy, white, red. */
static const Rgb group_colours[TM_UTENA_N_GROUPS] = {
  { 0.96, 0.80, 0.13 },
  { 0.29, 0.60, 0.92 },
  { 0.11, 0.17, 0.45 },
  { 1.00, 1.00, 1.00 },
  { 0.85, 0.13, 0.15 },
};

static const Rgb dark_ink = { 0.14, 0.14, 0.16 };
static const Rgb light_ink = { 0.98, 0.98, 0.98 };

static double
luminance (const Rgb *c)
{
  return 0.2126 * c->r + 0.7152 * c->g + 0.0722 * c->b;
}

/* The ink that reads on a fill of @fill. */
static const Rgb *
ink_on (const Rgb *fill)
{
  return luminance (fill) > 0.45 ? &dark_ink : &light_ink;
}

static void
set_rgb (cairo_t   *cr,
         const Rgb *c)
{
  cairo_set_source_rgb (cr, c->r, c->g, c->b);
}

/* The outline around a fill: dark on a light page, light on a dark one,
 * so white on white and navy on dark grey still have an edge. */
static void
set_outline (cairo_t  *cr,
             gboolean  dark)
{
  if (dark)
    cairo_set_source_rgba (cr, 0.92, 0.92, 0.92, 0.85);
  else
    cairo_set_source_rgba (cr, 0.10, 0.10, 0.12, 0.80);
}

static const Rgb *
neutral_ink (gboolean dark)
{
  return dark ? &light_ink : &dark_ink;
}

/* Starts painting into a square of @bounds, centred; returns the cairo
 * context in unit coordinates and the square's size in pixels. */
static cairo_t *
begin_square (GtkSnapshot           *snapshot,
              const graphene_rect_t *bounds,
              double                *size)
{
  double side = MIN (bounds->size.width, bounds->size.height);
  graphene_rect_t square;
  cairo_t *cr;

  graphene_rect_init (&square,
                      bounds->origin.x + (bounds->size.width - side) / 2.0,
                      bounds->origin.y + (bounds->size.height - side) / 2.0,
                      side, side);
  cr = gtk_snapshot_append_cairo (snapshot, &square);
  cairo_translate (cr, square.origin.x, square.origin.y);
  cairo_scale (cr, side, side);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  *size = side;
  return cr;
}

/* A line width of at least @min_px pixels, in unit coordinates. */
static double
line (double size,
      double unit,
      double min_px)
{
  return MAX (unit, min_px / MAX (size, 1.0));
}

static void
tile (cairo_t   *cr,
      const Rgb *fill,
      double     size,
      gboolean   dark)
{
  tm_cairo_rounded_rectangle (cr, 0.06, 0.06, 0.88, 0.88, 0.2);
  set_rgb (cr, fill);
  cairo_fill_preserve (cr);
  set_outline (cr, dark);
  cairo_set_line_width (cr, line (size, 0.05, 1.0));
  cairo_stroke (cr);
}

/* The size every letter is laid out at, then scaled to its own: a font
 * size of its own for each icon size was a font for fontconfig and Pango
 * to find and measure each time, dozens before a page's first frame.
 * Cairo still renders the glyph at the size it is drawn (hinted there). */
#define LETTER_LAYOUT_PX 64.0

#define LETTERS_KEY "tm-utena-letter-layouts"

/* The layout of @text at LETTER_LAYOUT_PX, made once and kept by the
 * font map it was made with: a layout of its own for each letter drawn
 * was a Pango context, a font lookup and a shaping each time, some 90
 * before a resumed game's first frame (#27).  Every letter is laid out
 * in the same context (an icon's cairo node with the unit scale undone:
 * no transformation but a translation), so one layout of each text
 * draws them all alike. */
static PangoLayout *
letter_layout (cairo_t    *cr,
               const char *text)
{
  PangoFontMap *map = pango_cairo_font_map_get_default ();
  GHashTable *layouts = g_object_get_data (G_OBJECT (map), LETTERS_KEY);
  PangoLayout *layout;
  PangoFontDescription *font;

  if (layouts == NULL)
    {
      layouts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
      g_object_set_data_full (G_OBJECT (map), LETTERS_KEY, layouts, (GDestroyNotify) g_hash_table_unref);
    }
  layout = g_hash_table_lookup (layouts, text);
  if (layout != NULL)
    return layout;
  layout = pango_cairo_create_layout (cr);
  font = pango_font_description_from_string ("Sans Bold");
  pango_font_description_set_absolute_size (font, LETTER_LAYOUT_PX * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_text (layout, text, -1);
  g_hash_table_insert (layouts, g_strdup (text), layout);
  return layout;
}

/* Text centred on (@cx, @cy), @height of the unit square tall. */
static void
letter (cairo_t    *cr,
        const char *text,
        double      cx,
        double      cy,
        double      height,
        double      size,
        const Rgb  *ink)
{
  PangoLayout *layout;
  PangoRectangle ink_rect;
  double px = height * size;
  double scale = px / LETTER_LAYOUT_PX;

  if (px < 5.0)
    return;   /* too small to read: the colour and shape carry it */

  /* Pango works in pixels: undo the unit scale around the text. */
  cairo_save (cr);
  cairo_scale (cr, 1.0 / size, 1.0 / size);
  layout = letter_layout (cr, text);
  pango_layout_get_extents (layout, &ink_rect, NULL);
  cairo_translate (cr, cx * size, cy * size);
  cairo_scale (cr, scale, scale);
  cairo_move_to (cr,
                 -(ink_rect.x + ink_rect.width / 2.0) / PANGO_SCALE,
                 -(ink_rect.y + ink_rect.height / 2.0) / PANGO_SCALE);
  set_rgb (cr, ink);
  pango_cairo_show_layout (cr, layout);
  cairo_restore (cr);
}

/* The shapes, drawn inside the square (x0, y0, w) in ink ------------- */

/* 交差: two crossing strokes. */
static void
shape_cross (cairo_t *cr,
             double   x0,
             double   y0,
             double   w,
             double   size)
{
  cairo_set_line_width (cr, line (size, 0.17 * w, 2.0));
  cairo_move_to (cr, x0 + 0.2 * w, y0 + 0.2 * w);
  cairo_line_to (cr, x0 + 0.8 * w, y0 + 0.8 * w);
  cairo_move_to (cr, x0 + 0.8 * w, y0 + 0.2 * w);
  cairo_line_to (cr, x0 + 0.2 * w, y0 + 0.8 * w);
  cairo_stroke (cr);
}

/* 蛇: an S-shaped body with a head. */
static void
shape_snake (cairo_t *cr,
             double   x0,
             double   y0,
             double   w,
             double   size)
{
  cairo_set_line_width (cr, line (size, 0.15 * w, 2.0));
  cairo_move_to (cr, x0 + 0.22 * w, y0 + 0.84 * w);
  cairo_curve_to (cr,
                  x0 + 0.95 * w, y0 + 0.84 * w,
                  x0 + 0.95 * w, y0 + 0.50 * w,
                  x0 + 0.50 * w, y0 + 0.50 * w);
  cairo_curve_to (cr,
                  x0 + 0.05 * w, y0 + 0.50 * w,
                  x0 + 0.05 * w, y0 + 0.18 * w,
                  x0 + 0.66 * w, y0 + 0.18 * w);
  cairo_stroke (cr);
  /* The head: a blob at the upper end. */
  cairo_arc (cr, x0 + 0.72 * w, y0 + 0.18 * w, 0.12 * w, 0, 2 * G_PI);
  cairo_fill (cr);
}

/* 五目: five stones on the points of a 3 × 3 go grid (the dice five). */
static void
shape_gomoku (cairo_t *cr,
              double   x0,
              double   y0,
              double   w,
              double   size)
{
  static const double points[5][2] = {
    { 0.22, 0.22 }, { 0.78, 0.22 }, { 0.5, 0.5 }, { 0.22, 0.78 }, { 0.78, 0.78 },
  };

  /* The grid at every size: the same drawing on the cloud board and in
   * the card forms (#25), thin lines at least a pixel wide. */
  cairo_save (cr);
  cairo_set_line_width (cr, line (size, 0.03 * w, 1.0));
  for (guint i = 0; i < 3; i++)
    {
      double p = 0.22 + 0.28 * i;

      cairo_move_to (cr, x0 + 0.22 * w, y0 + p * w);
      cairo_line_to (cr, x0 + 0.78 * w, y0 + p * w);
      cairo_move_to (cr, x0 + p * w, y0 + 0.22 * w);
      cairo_line_to (cr, x0 + p * w, y0 + 0.78 * w);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
  for (guint i = 0; i < G_N_ELEMENTS (points); i++)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, x0 + points[i][0] * w, y0 + points[i][1] * w,
                 MAX (0.12 * w, 1.3 / size), 0, 2 * G_PI);
    }
  cairo_fill (cr);
}

/* 角: a curved horn, broad at the base, pointed at the tip. */
static void
shape_horn (cairo_t *cr,
            double   x0,
            double   y0,
            double   w,
            double   size)
{
  cairo_move_to (cr, x0 + 0.18 * w, y0 + 0.86 * w);
  cairo_curve_to (cr,
                  x0 + 0.20 * w, y0 + 0.45 * w,
                  x0 + 0.45 * w, y0 + 0.20 * w,
                  x0 + 0.86 * w, y0 + 0.12 * w);
  cairo_curve_to (cr,
                  x0 + 0.62 * w, y0 + 0.32 * w,
                  x0 + 0.56 * w, y0 + 0.58 * w,
                  x0 + 0.60 * w, y0 + 0.86 * w);
  cairo_close_path (cr);
  cairo_fill (cr);
}

static void
shape (cairo_t      *cr,
       TmUtenaShape  which,
       double        x0,
       double        y0,
       double        w,
       double        size)
{
  switch (which)
    {
    case TM_UTENA_SHAPE_CROSS: shape_cross (cr, x0, y0, w, size); break;
    case TM_UTENA_SHAPE_SNAKE: shape_snake (cr, x0, y0, w, size); break;
    case TM_UTENA_SHAPE_GOMOKU: shape_gomoku (cr, x0, y0, w, size); break;
    case TM_UTENA_SHAPE_HORN: shape_horn (cr, x0, y0, w, size); break;
    default: g_return_if_reached ();
    }
}

/* Initials ------------------------------------------------------------ */

static const char *
colour_initial (TmUtenaColour colour)
{
  switch (colour)
    {
    /* Translators: the initial of a tool colour, drawn on icons of Tsuki
     * no Utena for players who cannot tell the colours apart: one
     * character (青, 紺, 白, 赤). */
    case TM_UTENA_COLOUR_BLUE: return C_("utena colour initial", "B");
    case TM_UTENA_COLOUR_NAVY: return C_("utena colour initial", "N");
    case TM_UTENA_COLOUR_WHITE: return C_("utena colour initial", "W");
    case TM_UTENA_COLOUR_RED: return C_("utena colour initial", "R");
    default: g_return_val_if_reached ("");
    }
}

static const char *
group_initial (TmUtenaGroup group)
{
  switch (group)
    {
    /* Translators: the initial of a group colour, drawn inside the group
     * icons of Tsuki no Utena: one character (黄, 青, 紺, 白, 赤). */
    case TM_UTENA_GROUP_YELLOW: return C_("utena group initial", "Y");
    case TM_UTENA_GROUP_BLUE: return C_("utena group initial", "B");
    case TM_UTENA_GROUP_NAVY: return C_("utena group initial", "N");
    case TM_UTENA_GROUP_WHITE: return C_("utena group initial", "W");
    case TM_UTENA_GROUP_RED: return C_("utena group initial", "R");
    default: g_return_val_if_reached ("");
    }
}

/* The icons ------------------------------------------------------------ */

static void
paint_tool (cairo_t       *cr,
            TmUtenaColour  colour,
            TmUtenaShape   which,
            double         size,
            gboolean       dark)
{
  const Rgb *fill = &tool_colours[colour];
  const Rgb *ink = ink_on (fill);

  tile (cr, fill, size, dark);
  set_rgb (cr, ink);
  if (size >= LETTER_ON_TOOL_SIZE)
    {
      shape (cr, which, 0.09, 0.09, 0.66, size);
      letter (cr, colour_initial (colour), 0.79, 0.79, 0.22, size, ink);
    }
  else
    shape (cr, which, 0.14, 0.14, 0.72, size);
}

static void
paint_sun (cairo_t       *cr,
           TmUtenaColour  colour,
           double         size,
           gboolean       dark)
{
  const Rgb *fill = &tool_colours[colour];
  guint n_rays = 8;

  /* Rays: triangles around the disc, filled and outlined together. */
  cairo_new_path (cr);
  for (guint i = 0; i < n_rays; i++)
    {
      double a = 2 * G_PI * i / n_rays - G_PI / 2;
      double half = G_PI / n_rays * 0.55;

      cairo_move_to (cr, 0.5 + 0.47 * cos (a), 0.5 + 0.47 * sin (a));
      cairo_line_to (cr, 0.5 + 0.28 * cos (a - half), 0.5 + 0.28 * sin (a - half));
      cairo_line_to (cr, 0.5 + 0.28 * cos (a + half), 0.5 + 0.28 * sin (a + half));
      cairo_close_path (cr);
    }
  set_rgb (cr, fill);
  cairo_fill_preserve (cr);
  set_outline (cr, dark);
  cairo_set_line_width (cr, line (size, 0.03, 1.0));
  cairo_stroke (cr);

  cairo_arc (cr, 0.5, 0.5, 0.30, 0, 2 * G_PI);
  set_rgb (cr, fill);
  cairo_fill_preserve (cr);
  set_outline (cr, dark);
  cairo_set_line_width (cr, line (size, 0.045, 1.0));
  cairo_stroke (cr);

  letter (cr, colour_initial (colour), 0.5, 0.5, 0.26, size, ink_on (fill));
}

static void
paint_group (cairo_t      *cr,
             TmUtenaGroup  group,
             double        size,
             gboolean      dark)
{
  const Rgb *fill = &group_colours[group];
  double width = 0.16;

  /* The ring with an outline on both edges, then the initial inside. */
  cairo_arc (cr, 0.5, 0.5, 0.40, 0, 2 * G_PI);
  set_outline (cr, dark);
  cairo_set_line_width (cr, width + 2 * line (size, 0.035, 1.0));
  cairo_stroke (cr);
  cairo_arc (cr, 0.5, 0.5, 0.40, 0, 2 * G_PI);
  set_rgb (cr, fill);
  cairo_set_line_width (cr, width);
  cairo_stroke (cr);

  letter (cr, group_initial (group), 0.5, 0.5, 0.36, size, neutral_ink (dark));
}

static void
paint_wild_group (cairo_t  *cr,
                  double    size,
                  gboolean  dark)
{
  double width = 0.16;

  cairo_arc (cr, 0.5, 0.5, 0.40, 0, 2 * G_PI);
  set_outline (cr, dark);
  cairo_set_line_width (cr, width + 2 * line (size, 0.035, 1.0));
  cairo_stroke (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_line_width (cr, width);
  for (guint g = 0; g < TM_UTENA_N_GROUPS; g++)
    {
      double a0 = 2 * G_PI * g / TM_UTENA_N_GROUPS - G_PI / 2;

      cairo_new_path (cr);
      cairo_arc (cr, 0.5, 0.5, 0.40, a0, a0 + 2 * G_PI / TM_UTENA_N_GROUPS);
      set_rgb (cr, &group_colours[g]);
      cairo_stroke (cr);
    }
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);

  /* A five-pointed star inside: "any group". */
  cairo_new_path (cr);
  for (guint i = 0; i < 10; i++)
    {
      double a = G_PI * i / 5 - G_PI / 2;
      double r = i % 2 == 0 ? 0.22 : 0.09;

      cairo_line_to (cr, 0.5 + r * cos (a), 0.5 + r * sin (a));
    }
  cairo_close_path (cr);
  set_rgb (cr, neutral_ink (dark));
  cairo_fill (cr);
}

void
tm_utena_paint_icon (GtkSnapshot           *snapshot,
                     TmUtenaCard            icon,
                     const graphene_rect_t *bounds,
                     gboolean               dark)
{
  cairo_t *cr;
  double size;
  guint bit;

  g_return_if_fail (snapshot != NULL && bounds != NULL);
  g_return_if_fail (icon != 0 && (icon & (icon - 1)) == 0 && (icon >> 26) == 0);

  bit = (guint) __builtin_ctz (icon);
  cr = begin_square (snapshot, bounds, &size);
  if (bit < TM_UTENA_N_TOOLS)
    paint_tool (cr, (TmUtenaColour) (bit / TM_UTENA_N_SHAPES),
                (TmUtenaShape) (bit % TM_UTENA_N_SHAPES), size, dark);
  else if (bit < TM_UTENA_CARD_GROUPS_SHIFT)
    paint_sun (cr, (TmUtenaColour) (bit - TM_UTENA_CARD_SUNS_SHIFT), size, dark);
  else if (icon == TM_UTENA_CARD_WILD_GROUP)
    paint_wild_group (cr, size, dark);
  else
    paint_group (cr, (TmUtenaGroup) (bit - TM_UTENA_CARD_GROUPS_SHIFT), size, dark);
  cairo_destroy (cr);
}

void
tm_utena_paint_cell (GtkSnapshot           *snapshot,
                     TmUtenaCell            cell,
                     const graphene_rect_t *bounds,
                     gboolean               dark)
{
  cairo_t *cr;
  double size;

  g_return_if_fail (snapshot != NULL && bounds != NULL);
  g_return_if_fail ((guint) cell < TM_UTENA_N_CELLS);

  cr = begin_square (snapshot, bounds, &size);
  if (cell <= TM_UTENA_CELL_RED)
    {
      TmUtenaColour colour = (TmUtenaColour) (cell - TM_UTENA_CELL_BLUE);
      const Rgb *fill = &tool_colours[colour];

      tile (cr, fill, size, dark);
      letter (cr, colour_initial (colour), 0.5, 0.5, 0.44, size, ink_on (fill));
    }
  else if (cell <= TM_UTENA_CELL_HORN)
    {
      /* A shape alone: neutral ink in a thin frame, so it is not taken
       * for a tool icon of some colour. */
      tm_cairo_rounded_rectangle (cr, 0.06, 0.06, 0.88, 0.88, 0.2);
      set_outline (cr, dark);
      cairo_set_line_width (cr, line (size, 0.04, 1.0));
      cairo_stroke (cr);
      set_rgb (cr, neutral_ink (dark));
      shape (cr, (TmUtenaShape) (cell - TM_UTENA_CELL_CROSS), 0.14, 0.14, 0.72, size);
    }
  else
    paint_group (cr, (TmUtenaGroup) (cell - TM_UTENA_CELL_GROUP_YELLOW), size, dark);
  cairo_destroy (cr);
}

gboolean
tm_utena_paint_is_dark (GtkWidget *widget)
{
  g_return_val_if_fail (GTK_IS_WIDGET (widget), FALSE);

  return adw_style_manager_get_dark (adw_style_manager_get_for_display (gtk_widget_get_display (widget)));
}
