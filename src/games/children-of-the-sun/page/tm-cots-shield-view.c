/* tm-cots-shield-view.c — the ghost's shield, drawn as it lies on the table */
#include "config.h"

#include "tm-cots-shield-view.h"
#include "tm-cots-board.h"
#include "games/children-of-the-sun/rules/tm-cots-text.h"
#include "widgets/tm-cairo-shapes.h"
#include "widgets/tm-tooltip.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#define MIN_WIDTH   48
#define NAT_WIDTH   84
#define MIN_SLOT    18

struct _TmCotsShieldView
{
  GtkWidget parent_instance;

  TmCotsCard shield[TM_COTS_SHIELD_SIZE];
  guint analyses[2];
  char *text;

  /* Drawn by the view; each an object of its own with its name (and
   * tooltip) for screen readers: the cards, position 1 first, and the
   * two markers, the first player's first. */
  GtkWidget *cards[TM_COTS_SHIELD_SIZE];
  GtkWidget *markers[2];
};

/* Where the view draws its cards and markers. */
typedef struct
{
  double card_w, card_h, gap, top, x0, side, marker_r;
  graphene_rect_t cards[TM_COTS_SHIELD_SIZE];   /* position 1 first */
  graphene_point_t markers[2];
} Layout;

G_DEFINE_FINAL_TYPE (TmCotsShieldView, tm_cots_shield_view, GTK_TYPE_WIDGET)

static const GdkRGBA marker_white = { 0.965, 0.961, 0.957, 1.0 };
static const GdkRGBA marker_black = { 0.141, 0.122, 0.192, 1.0 };

static void
draw_marker (cairo_t       *cr,
             double         x,
             double         y,
             double         r,
             const GdkRGBA *fill,
             const GdkRGBA *edge)
{
  cairo_new_path (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, fill);
  cairo_fill_preserve (cr);
  gdk_cairo_set_source_rgba (cr, edge);
  cairo_set_line_width (cr, MAX (1.0, r * 0.25));
  cairo_stroke (cr);
}

static void
draw_text (GtkWidget     *widget,
           cairo_t       *cr,
           const char    *text,
           double         pixels,
           double         cx,
           double         cy,
           const GdkRGBA *colour)
{
  g_autoptr(PangoLayout) layout = tm_cairo_text_layout (widget, text, pixels, TRUE);
  PangoRectangle logical;

  pango_layout_get_pixel_extents (layout, NULL, &logical);
  tm_cairo_show_layout (cr, layout, cx - logical.width / 2.0, cy - logical.height / 2.0, colour);
}

static void
compute_layout (TmCotsShieldView *self,
                int               width,
                int               height,
                Layout           *l)
{
  double white_y, black_y;

  /* Markers at the sides, six cards laid sideways in between. */
  l->marker_r = MAX (4.0, width * 0.09);
  l->side = 2 * l->marker_r + 3;
  l->card_w = MAX (1.0, width - 2 * l->side);
  l->card_h = MAX (1.0, MIN (l->card_w * 0.72, (height - 12) / (TM_COTS_SHIELD_SIZE + 0.5 * (TM_COTS_SHIELD_SIZE - 1))));
  l->gap = l->card_h * 0.5;
  l->top = (height - (TM_COTS_SHIELD_SIZE * l->card_h + (TM_COTS_SHIELD_SIZE - 1) * l->gap)) / 2;
  l->x0 = l->side;
  /* Position 1 at the bottom, on the first player's side. */
  for (int position = 1; position <= TM_COTS_SHIELD_SIZE; position++)
    l->cards[position - 1] = GRAPHENE_RECT_INIT (l->x0, l->top + (TM_COTS_SHIELD_SIZE - position) * (l->card_h + l->gap),
                                                 l->card_w, l->card_h);

  /* The markers between the cards: white after the cards it passed from
   * the bottom, black after those it passed from the top. */
  white_y = l->top + (TM_COTS_SHIELD_SIZE - self->analyses[0]) * (l->card_h + l->gap) - l->gap / 2;
  black_y = l->top + self->analyses[1] * (l->card_h + l->gap) - l->gap / 2;
  if (self->analyses[0] == 0)
    white_y = l->top + TM_COTS_SHIELD_SIZE * (l->card_h + l->gap) - l->gap + l->marker_r;
  if (self->analyses[1] == 0)
    black_y = l->top - l->marker_r;
  l->markers[0] = GRAPHENE_POINT_INIT (l->side / 2, CLAMP (white_y, l->marker_r + 1, height - l->marker_r - 1));
  l->markers[1] = GRAPHENE_POINT_INIT (width - l->side / 2, CLAMP (black_y, l->marker_r + 1, height - l->marker_r - 1));
}

static void
tm_cots_shield_view_snapshot (GtkWidget   *widget,
                              GtkSnapshot *snapshot)
{
  TmCotsShieldView *self = TM_COTS_SHIELD_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  double marker_r, card_w, card_h, x0;
  Layout layout;
  GdkRGBA fg;
  cairo_t *cr;

  if (width <= 0 || height <= 0)
    return;
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  compute_layout (self, width, height, &layout);
  marker_r = layout.marker_r;
  card_w = layout.card_w;
  card_h = layout.card_h;
  x0 = layout.x0;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  for (int position = 1; position <= TM_COTS_SHIELD_SIZE; position++)
    {
      double y = layout.cards[position - 1].origin.y;
      TmCotsCard card = self->shield[position - 1];
      gboolean by_white = (guint) position <= self->analyses[0];
      gboolean by_black = (guint) position > TM_COTS_SHIELD_SIZE - self->analyses[1];

      tm_cairo_rounded_rectangle (cr, x0, y, card_w, card_h, card_h * 0.15);
      if (card != TM_COTS_NO_CARD)
        {
          TmCotsColour colour = tm_cots_card_get_colour (card);

          gdk_cairo_set_source_rgba (cr, tm_cots_board_get_card_fill (colour));
          cairo_fill (cr);
          draw_text (widget, cr, tm_cots_text_rotation (tm_cots_card_get_rotation (card)), card_h * 0.55,
                     x0 + card_w / 2, y + card_h / 2, tm_cots_board_get_card_ink (colour));
        }
      else
        {
          char number[4];

          cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.12);
          cairo_fill_preserve (cr);
          cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.45);
          cairo_set_line_width (cr, 1);
          cairo_stroke (cr);
          g_snprintf (number, sizeof number, "%d", position);
          draw_text (widget, cr, number, card_h * 0.5, x0 + card_w / 2, y + card_h / 2,
                     &(GdkRGBA) { fg.red, fg.green, fg.blue, 0.7 });
        }

      /* Analysed: a small dot of the player's colour on that side. */
      if (by_white)
        draw_marker (cr, x0 + card_h * 0.22, y + card_h * 0.78, marker_r * 0.45, &marker_white, &marker_black);
      if (by_black)
        draw_marker (cr, x0 + card_w - card_h * 0.22, y + card_h * 0.78, marker_r * 0.45, &marker_black, &marker_white);
    }

  draw_marker (cr, layout.markers[0].x, layout.markers[0].y, marker_r, &marker_white, &marker_black);
  draw_marker (cr, layout.markers[1].x, layout.markers[1].y, marker_r, &marker_black, &marker_white);
  cairo_destroy (cr);
}

/* The cards' and markers' objects lie where they are drawn: a screen
 * reader's pointer and a tooltip find them there. */
static void
tm_cots_shield_view_size_allocate (GtkWidget *widget,
                                   int        width,
                                   int        height,
                                   int        baseline)
{
  TmCotsShieldView *self = TM_COTS_SHIELD_VIEW (widget);
  int r;
  Layout layout;

  compute_layout (self, width, height, &layout);
  r = (int) ceil (layout.marker_r);
  for (guint i = 0; i < TM_COTS_SHIELD_SIZE; i++)
    gtk_widget_size_allocate (self->cards[i],
                              &(GtkAllocation) { (int) layout.cards[i].origin.x, (int) layout.cards[i].origin.y,
                                                 (int) layout.cards[i].size.width, (int) layout.cards[i].size.height },
                              -1);
  for (guint p = 0; p < 2; p++)
    gtk_widget_size_allocate (self->markers[p],
                              &(GtkAllocation) { (int) layout.markers[p].x - r, (int) layout.markers[p].y - r,
                                                 2 * r, 2 * r },
                              -1);
}

static void
tm_cots_shield_view_measure (GtkWidget      *widget,
                             GtkOrientation  orientation,
                             int             for_size,
                             int            *minimum,
                             int            *natural,
                             int            *minimum_baseline,
                             int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MIN_WIDTH;
      *natural = NAT_WIDTH;
    }
  else
    {
      /* As tall as the field beside it gives. */
      *minimum = TM_COTS_SHIELD_SIZE * MIN_SLOT;
      *natural = *minimum;
    }
}

static char *
describe (TmCotsShieldView *self,
          TmRecord         *record)
{
  g_autoptr(GString) text = g_string_new (NULL);
  guint face_down = 0;

  g_string_append_printf (text, _("The ghost’s shield: position 1 is on %s’s side, position 6 on %s’s side."),
                          tm_record_get_player (record, 0), tm_record_get_player (record, 1));
  for (guint p = 0; p < 2; p++)
    {
      g_string_append_c (text, ' ');
      g_string_append_printf (text,
                              ngettext ("%s has analysed %u shield card, one point.",
                                        "%s has analysed %u shield cards, one point each.",
                                        self->analyses[p]),
                              tm_record_get_player (record, p), self->analyses[p]);
    }
  for (guint i = 0; i < TM_COTS_SHIELD_SIZE; i++)
    {
      g_autofree char *name = NULL;

      if (self->shield[i] == TM_COTS_NO_CARD)
        {
          face_down++;
          continue;
        }
      name = tm_cots_text_card (self->shield[i]);
      g_string_append_c (text, ' ');
      /* Translators: a revealed shield card: "Position 3: Red +2." */
      g_string_append_printf (text, _("Position %u: %s."), i + 1, name);
    }
  g_string_append_c (text, ' ');
  if (face_down == TM_COTS_SHIELD_SIZE)
    g_string_append (text, _("All six cards are face down."));
  else if (face_down > 0)
    g_string_append (text, _("The others are face down."));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* What one card says: its position, its face or "face down", and who has
 * analysed it. */
static char *
describe_card (TmCotsShieldView *self,
               TmRecord         *record,
               guint             position)
{
  TmCotsCard card = self->shield[position - 1];
  gboolean by_first = position <= self->analyses[0];
  gboolean by_second = position > TM_COTS_SHIELD_SIZE - self->analyses[1];
  g_autofree char *face = card != TM_COTS_NO_CARD ? tm_cots_text_card (card) : g_strdup (_("face down"));

  if (by_first && by_second)
    /* Translators: a shield card, e.g. "Shield position 3: Red +2, analysed by Aoi and Mio". */
    return g_strdup_printf (_("Shield position %u: %s, analysed by %s and %s"), position, face,
                            tm_record_get_player (record, 0), tm_record_get_player (record, 1));
  if (by_first || by_second)
    /* Translators: a shield card, e.g. "Shield position 1: face down, analysed by Aoi". */
    return g_strdup_printf (_("Shield position %u: %s, analysed by %s"), position, face,
                            tm_record_get_player (record, by_first ? 0 : 1));
  /* Translators: a shield card, e.g. "Shield position 4: face down". */
  return g_strdup_printf (_("Shield position %u: %s"), position, face);
}

static void
name_child (GtkWidget  *child,
            const char *name)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  tm_tooltip_set_text (child, name);
}

void
tm_cots_shield_view_update (TmCotsShieldView  *self,
                            const TmCotsState *state,
                            TmRecord          *record)
{
  g_return_if_fail (TM_IS_COTS_SHIELD_VIEW (self));
  g_return_if_fail (state != NULL);
  g_return_if_fail (TM_IS_RECORD (record));

  memcpy (self->shield, state->shield, sizeof self->shield);
  self->analyses[0] = MIN (state->analyses[0], TM_COTS_SHIELD_SIZE);
  self->analyses[1] = MIN (state->analyses[1], TM_COTS_SHIELD_SIZE);
  g_free (self->text);
  self->text = describe (self, record);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("The ghost’s shield"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, self->text,
                                  -1);
  for (guint i = 0; i < TM_COTS_SHIELD_SIZE; i++)
    {
      g_autofree char *name = describe_card (self, record, i + 1);

      name_child (self->cards[i], name);
    }
  for (guint p = 0; p < 2; p++)
    {
      g_autofree char *name = g_strdup_printf (ngettext ("%s’s shield marker: %u card analysed, one point",
                                                         "%s’s shield marker: %u cards analysed, one point each",
                                                         self->analyses[p]),
                                               tm_record_get_player (record, p), self->analyses[p]);

      name_child (self->markers[p], name);
    }
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

GtkWidget *
tm_cots_shield_view_get_card (TmCotsShieldView *self,
                              guint             position)
{
  g_return_val_if_fail (TM_IS_COTS_SHIELD_VIEW (self), NULL);
  g_return_val_if_fail (position >= 1 && position <= TM_COTS_SHIELD_SIZE, NULL);
  return self->cards[position - 1];
}

GtkWidget *
tm_cots_shield_view_get_marker (TmCotsShieldView *self,
                                guint             player)
{
  g_return_val_if_fail (TM_IS_COTS_SHIELD_VIEW (self), NULL);
  g_return_val_if_fail (player < 2, NULL);
  return self->markers[player];
}

const char *
tm_cots_shield_view_get_text (TmCotsShieldView *self)
{
  g_return_val_if_fail (TM_IS_COTS_SHIELD_VIEW (self), NULL);
  return self->text;
}

static void
tm_cots_shield_view_css_changed (GtkWidget         *widget,
                                 GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (tm_cots_shield_view_parent_class)->css_changed (widget, change);
  gtk_widget_queue_draw (widget);
}

static void
tm_cots_shield_view_dispose (GObject *object)
{
  TmCotsShieldView *self = TM_COTS_SHIELD_VIEW (object);

  for (guint i = 0; i < TM_COTS_SHIELD_SIZE; i++)
    g_clear_pointer (&self->cards[i], gtk_widget_unparent);
  for (guint p = 0; p < 2; p++)
    g_clear_pointer (&self->markers[p], gtk_widget_unparent);

  G_OBJECT_CLASS (tm_cots_shield_view_parent_class)->dispose (object);
}

static void
tm_cots_shield_view_finalize (GObject *object)
{
  g_free (TM_COTS_SHIELD_VIEW (object)->text);

  G_OBJECT_CLASS (tm_cots_shield_view_parent_class)->finalize (object);
}

static void
tm_cots_shield_view_class_init (TmCotsShieldViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_cots_shield_view_dispose;
  object_class->finalize = tm_cots_shield_view_finalize;
  widget_class->snapshot = tm_cots_shield_view_snapshot;
  widget_class->measure = tm_cots_shield_view_measure;
  widget_class->size_allocate = tm_cots_shield_view_size_allocate;
  widget_class->css_changed = tm_cots_shield_view_css_changed;

  gtk_widget_class_set_css_name (widget_class, "tm-cots-shield-view");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
tm_cots_shield_view_init (TmCotsShieldView *self)
{
  /* Empty images: the view draws them, they only stand where they are
   * drawn, as pictures with a name. */
  for (guint i = 0; i < TM_COTS_SHIELD_SIZE; i++)
    {
      self->shield[i] = TM_COTS_NO_CARD;
      self->cards[i] = gtk_image_new ();
      gtk_widget_set_parent (self->cards[i], GTK_WIDGET (self));
    }
  for (guint p = 0; p < 2; p++)
    {
      self->markers[p] = gtk_image_new ();
      gtk_widget_set_parent (self->markers[p], GTK_WIDGET (self));
    }
}
