/* tm-psi-card-paint.c — one card of the Psi Conjuring field, drawn */
#include "config.h"

#include "tm-psi-card-paint.h"
#include "widgets/tm-cairo-shapes.h"

#include <glib/gi18n.h>

static const GdkRGBA colour_fill[TM_PSI_N_COLOURS] = {
  { 0.753, 0.110, 0.157, 1.0 },  /* red #c01c28 */
  { 0.110, 0.443, 0.847, 1.0 },  /* blue #1c71d8 */
};
/* The players' tints: the card backs and the masters' marks. */
static const GdkRGBA player_tint[2] = {
  { 0.149, 0.635, 0.412, 1.0 },  /* green #26a269 */
  { 0.569, 0.255, 0.675, 1.0 },  /* purple #9141ac */
};
static const GdkRGBA yellow_fill = { 0.965, 0.827, 0.176, 1.0 };  /* #f6d32d */
static const GdkRGBA light_ink = { 1.0, 1.0, 1.0, 1.0 };
static const GdkRGBA dark_ink = { 0.141, 0.122, 0.192, 1.0 };     /* #241f31 */

/* "new" (a mark beside the arrow) and a yellow beast's "no power" under
 * "yellow" are not what is read from afar: they may be smaller. */
#define NEW_MARK_MIN_PIXELS 9.0
#define ARROW_OUTLINE 1.5

/* What the card's words are placed with: the card's square, where the
 * arrow's band is, and the widget whose font is used. */
typedef struct
{
  cairo_t *cr;                   /* NULL: measure only */
  GtkWidget *widget;
  double x, y, size;
  double arrow_half;             /* the arrow's half width, and its height */
  double edge;                   /* from the card's edge to the arrow's tip */
  double band;                   /* the arrow's band, from the card's edge */
  double margin;                 /* the words' margin on the other edge */
} Card;

static double
text_pixels (double wanted)
{
  return MAX (TM_PSI_CARD_MIN_TEXT_PIXELS, wanted);
}

/* Text centred on the card, its top at @top (from the card's top), at
 * most @width wide (ellipsized); returns its line's extents. */
static graphene_rect_t
show_text (const Card    *c,
           const char    *text,
           double         pixels,
           gboolean       bold,
           double         centre_x,
           double         top,
           double         width,
           const GdkRGBA *colour)
{
  g_autoptr(PangoLayout) layout = tm_cairo_text_layout (c->widget, text, pixels, bold);
  PangoRectangle logical;
  double left = centre_x - width / 2;

  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  pango_layout_get_pixel_extents (layout, NULL, &logical);
  if (c->cr != NULL)
    tm_cairo_show_layout (c->cr, layout, c->x + left, c->y + top, colour);
  return GRAPHENE_RECT_INIT (left + logical.x, top + logical.y, logical.width, logical.height);
}

/* The height of @text's line at @pixels: what the stack of words needs. */
static double
line_height (const Card *c,
             const char *text,
             double      pixels,
             gboolean    bold)
{
  g_autoptr(PangoLayout) layout = tm_cairo_text_layout (c->widget, text, pixels, bold);
  PangoRectangle logical;

  pango_layout_get_pixel_extents (layout, NULL, &logical);
  return logical.height;
}

static Card
card_frame (cairo_t   *cr,
            GtkWidget *widget,
            double     x,
            double     y,
            double     size)
{
  Card c = { cr, widget, x, y, size, size * 0.11, size * 0.04, 0, size * 0.06 };

  /* The band holds the arrow, and beside it the "new" mark. */
  c.band = MAX (c.edge + c.arrow_half + 2, c.edge + line_height (&c, _("new"), MAX (NEW_MARK_MIN_PIXELS, size * 0.10), FALSE));
  return c;
}

/* A triangle at the card's edge towards its master: down for the first
 * player (at the bottom), up for the second. */
static graphene_rect_t
show_master_arrow (const Card    *c,
                   int            master,
                   const GdkRGBA *fill,
                   const GdkRGBA *outline)
{
  double cx = c->size / 2;
  double tip = master == 0 ? c->size - c->edge : c->edge;
  double base = master == 0 ? tip - c->arrow_half : tip + c->arrow_half;

  if (c->cr != NULL)
    {
      cairo_move_to (c->cr, c->x + cx, c->y + tip);
      cairo_line_to (c->cr, c->x + cx - c->arrow_half, c->y + base);
      cairo_line_to (c->cr, c->x + cx + c->arrow_half, c->y + base);
      cairo_close_path (c->cr);
      gdk_cairo_set_source_rgba (c->cr, fill);
      cairo_fill_preserve (c->cr);
      gdk_cairo_set_source_rgba (c->cr, outline);
      cairo_set_line_width (c->cr, ARROW_OUTLINE);
      cairo_stroke (c->cr);
    }
  return GRAPHENE_RECT_INIT (cx - c->arrow_half - ARROW_OUTLINE, MIN (tip, base) - ARROW_OUTLINE,
                             2 * (c->arrow_half + ARROW_OUTLINE), c->arrow_half + 2 * ARROW_OUTLINE);
}

static void
paint_face_down (const Card      *c,
                 const TmPsiState *state,
                 const TmPsiCard *card,
                 const char      *owner_name,
                 TmPsiCardParts  *parts)
{
  double s = c->size;
  double r = s * 0.08;

  if (c->cr != NULL)
    {
      cairo_t *cr = c->cr;

      tm_cairo_rounded_rectangle (cr, c->x, c->y, s, s, r);
      gdk_cairo_set_source_rgba (cr, &player_tint[card->owner]);
      cairo_fill (cr);

      /* The back's pattern: an inner frame and a diamond. */
      cairo_set_source_rgba (cr, 1, 1, 1, 0.35);
      cairo_set_line_width (cr, MAX (1.0, s * 0.02));
      tm_cairo_rounded_rectangle (cr, c->x + s * 0.1, c->y + s * 0.1, s * 0.8, s * 0.8, r * 0.6);
      cairo_stroke (cr);
      cairo_move_to (cr, c->x + s / 2, c->y + s * 0.25);
      cairo_line_to (cr, c->x + s * 0.75, c->y + s / 2);
      cairo_line_to (cr, c->x + s / 2, c->y + s * 0.75);
      cairo_line_to (cr, c->x + s * 0.25, c->y + s / 2);
      cairo_close_path (cr);
      cairo_stroke (cr);
    }

  /* The owner's name in the middle, clear of both bands. */
  parts->name_pixels = text_pixels (s * 0.14);
  parts->name = show_text (c, owner_name != NULL ? owner_name : "", parts->name_pixels, TRUE,
                           s / 2, s * 0.40, s * 0.9, &light_ink);
  if (state->phase == TM_PSI_PHASE_FINISHED)
    {
      /* At the end: why this card adds nothing to its master's sum, on
       * the side away from the arrow. */
      double pixels = text_pixels (s * 0.11);
      double height = line_height (c, _("not counted"), pixels, FALSE);

      show_text (c, _("not counted"), pixels, FALSE, s / 2,
                 card->master == 1 ? s - c->margin - height : c->margin, s * 0.9, &light_ink);
    }
  parts->arrow = show_master_arrow (c, card->master, &player_tint[card->master], &light_ink);
}

static void
paint_beast (const Card       *c,
             const TmPsiState *state,
             const TmPsiCard  *card,
             TmPsiCardParts   *parts)
{
  const GdkRGBA *fill = card->yellow ? &yellow_fill : &colour_fill[card->colour];
  const GdkRGBA *ink = card->yellow ? &dark_ink : &light_ink;
  double s = c->size;
  double r = s * 0.08;
  /* The words go between the arrow's band and the other edge. */
  double top = card->master == 1 ? c->band : c->margin;
  double bottom = card->master == 1 ? s - c->margin : s - c->band;
  double width = s * 0.84;

  if (c->cr != NULL)
    {
      cairo_t *cr = c->cr;

      tm_cairo_rounded_rectangle (cr, c->x, c->y, s, s, r);
      gdk_cairo_set_source_rgba (cr, fill);
      cairo_fill (cr);
      if (card->yellow)
        {
          /* A stripe of the active colour along the sides. */
          cairo_save (cr);
          tm_cairo_rounded_rectangle (cr, c->x, c->y, s, s, r);
          cairo_clip (cr);
          gdk_cairo_set_source_rgba (cr, &colour_fill[card->colour]);
          cairo_rectangle (cr, c->x, c->y, s * 0.12, s);
          cairo_rectangle (cr, c->x + s * 0.88, c->y, s * 0.12, s);
          cairo_fill (cr);
          cairo_restore (cr);
        }
      /* The master's tint as a frame. */
      tm_cairo_rounded_rectangle (cr, c->x + 2, c->y + 2, s - 4, s - 4, r);
      gdk_cairo_set_source_rgba (cr, &player_tint[card->master]);
      cairo_set_line_width (cr, MAX (3.0, s * 0.045));
      cairo_stroke (cr);
    }

  parts->name_pixels = text_pixels (s * 0.15);
  parts->name = show_text (c, card->name != NULL ? card->name : "?", parts->name_pixels, TRUE,
                           s / 2, top, width, ink);
  top += parts->name.size.height;
  if (card->yellow)
    {
      const char *why = state->phase == TM_PSI_PHASE_FINISHED ? _("not counted") : _("no power");
      /* Inside the stripes. */
      double inner = s * 0.74;
      graphene_rect_t line = show_text (c, _("yellow"), text_pixels (s * 0.15), TRUE, s / 2, top, inner, ink);

      show_text (c, why, MAX (NEW_MARK_MIN_PIXELS, s * 0.11), FALSE, s / 2, top + line.size.height, inner, ink);
    }
  else
    {
      g_autofree char *power = g_strdup_printf ("%d", card->power);
      /* As large as the room left lets it be. */
      double pixels = MIN (s * 0.34, (bottom - top) * 0.8);

      show_text (c, power, MAX (pixels, TM_PSI_CARD_MIN_TEXT_PIXELS), TRUE, s / 2, top, width, ink);
    }
  if (card->entered_turn == state->turn && state->phase != TM_PSI_PHASE_FINISHED)
    {
      /* In the band's corner, beside the arrow. */
      double pixels = MAX (NEW_MARK_MIN_PIXELS, s * 0.10);
      double height = line_height (c, _("new"), pixels, FALSE);
      double corner = s / 2 + c->arrow_half + ARROW_OUTLINE;

      show_text (c, _("new"), pixels, FALSE, (corner + s - c->edge) / 2,
                 card->master == 1 ? c->edge : s - c->edge - height, s - c->edge - corner, ink);
    }
  parts->arrow = show_master_arrow (c, card->master, &player_tint[card->master], ink);
}

void
tm_psi_card_paint (cairo_t          *cr,
                   GtkWidget        *widget,
                   double            x,
                   double            y,
                   double            size,
                   const TmPsiState *state,
                   const TmPsiCard  *card,
                   const char       *owner_name,
                   TmPsiCardParts   *parts)
{
  TmPsiCardParts unused;
  Card c;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (state != NULL && card != NULL);
  g_return_if_fail (card->side != TM_PSI_CARD_NONE);

  c = card_frame (cr, widget, x, y, size);
  if (card->side == TM_PSI_CARD_FACE_DOWN)
    paint_face_down (&c, state, card, owner_name, parts != NULL ? parts : &unused);
  else
    paint_beast (&c, state, card, parts != NULL ? parts : &unused);
}
