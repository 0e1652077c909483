/* tm-sisters-card-view.c — one sister card, drawn small: rank and emblems
 *
 * The card is painted in snapshot() over the button's own (flat) style,
 * which keeps the focus ring and the hover of a card that can be chosen.
 * Each emblem is a shape by its class — a disc for round kinds, a spike
 * for pointed ones, a crown for crowns — in the kind's colour, with its
 * count beside it when it is more than one; the colours only help: the
 * shapes, the tooltip and the accessible name carry the same words.  A
 * card whose emblems are not entered yet shows a dashed box with "?".
 */
#include "config.h"

#include "widgets/tm-cairo-shapes.h"

#include "tm-sisters-card-view.h"
#include "widgets/tm-tooltip.h"
#include "widgets/tm-why-disabled.h"
#include "games/planetary-sisters/rules/tm-sisters-text.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#define NORMAL_WIDTH  52
#define NORMAL_HEIGHT 72
#define SMALL_WIDTH   38
#define SMALL_HEIGHT  52

typedef struct
{
  TmSistersClass klass;
  guint count;
  guint colour;       /* index in the palette */
} Emblem;

struct _TmSistersCardView
{
  GtkButton parent_instance;

  int rank;
  gboolean known;
  guint n_emblems;
  Emblem emblems[TM_SISTERS_N_KINDS];
  TmSistersEmblems drawn;
  char *words;          /* the card in words */
  char *label;          /* set by the owner, or NULL */
  char *placeholder;
  gboolean small;
  gboolean highlighted;
};

G_DEFINE_FINAL_TYPE (TmSistersCardView, tm_sisters_card_view, GTK_TYPE_BUTTON)

/* One colour per kind, in the kinds' order (the named seven first). */
static const struct { double r, g, b; } palette[] = {
  { 0.90, 0.38, 0.00 },   /* FOOD: orange */
  { 0.15, 0.64, 0.41 },   /* PLANT: green */
  { 0.60, 0.42, 0.27 },   /* ANIMAL: brown */
  { 0.11, 0.44, 0.85 },   /* POLE: blue */
  { 0.37, 0.36, 0.39 },   /* SWORD: steel */
  { 0.57, 0.25, 0.67 },   /* PAGE: purple */
  { 0.90, 0.65, 0.04 },   /* KING: gold */
  { 0.75, 0.11, 0.16 },
  { 0.10, 0.37, 0.71 },
  { 0.38, 0.21, 0.51 },
  { 0.53, 0.37, 0.24 },
  { 0.15, 0.55, 0.55 },
};

static gboolean
is_dark (GtkWidget *widget)
{
  return adw_style_manager_get_dark (adw_style_manager_get_for_display (gtk_widget_get_display (widget)));
}

void
tm_sisters_set_tooltip (GtkWidget  *widget,
                        const char *text)
{
  if (text != NULL && text[0] == '\0')
    text = NULL;
  tm_tooltip_set_text (widget, text);
  /* On a greyed-out control, said in the status line when clicked. */
  tm_why_disabled_set (widget, text);
}

static void
update_accessible (TmSistersCardView *self)
{
  const char *words = self->label != NULL ? self->label : self->words;

  if (words != NULL && words[0] == '\0')
    words = NULL;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  words != NULL ? words : "", -1);
  tm_sisters_set_tooltip (GTK_WIDGET (self), words);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_SELECTED,
                               self->highlighted, -1);
}

static void
tm_sisters_card_view_measure (GtkWidget      *widget,
                              GtkOrientation  orientation,
                              int             for_size,
                              int            *minimum,
                              int            *natural,
                              int            *minimum_baseline,
                              int            *natural_baseline)
{
  TmSistersCardView *self = TM_SISTERS_CARD_VIEW (widget);

  /* A fixed size: cards never move what is around them. */
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = self->small ? SMALL_WIDTH : NORMAL_WIDTH;
  else
    *minimum = *natural = self->small ? SMALL_HEIGHT : NORMAL_HEIGHT;
}

static void
size_allocate (GtkWidget *widget,
               int        width,
               int        height,
               int        baseline)
{
  /* No child: the card is painted. */
}

static void
draw_shape (cairo_t        *cr,
            TmSistersClass  klass,
            double          x,
            double          y,
            double          s)
{
  cairo_new_path (cr);
  switch (klass)
    {
    case TM_SISTERS_CLASS_ROUND:
      cairo_arc (cr, x + s / 2, y + s / 2, s / 2, 0, 2 * G_PI);
      break;
    case TM_SISTERS_CLASS_POINTED:
      /* A spike: a tall narrow diamond. */
      cairo_move_to (cr, x + s / 2, y);
      cairo_line_to (cr, x + s * 0.85, y + s * 0.6);
      cairo_line_to (cr, x + s / 2, y + s);
      cairo_line_to (cr, x + s * 0.15, y + s * 0.6);
      cairo_close_path (cr);
      break;
    case TM_SISTERS_CLASS_CROWN:
    default:
      cairo_move_to (cr, x, y + s);
      cairo_line_to (cr, x, y + s * 0.15);
      cairo_line_to (cr, x + s * 0.27, y + s * 0.5);
      cairo_line_to (cr, x + s * 0.5, y);
      cairo_line_to (cr, x + s * 0.73, y + s * 0.5);
      cairo_line_to (cr, x + s, y + s * 0.15);
      cairo_line_to (cr, x + s, y + s);
      cairo_close_path (cr);
      break;
    }
}

static void
draw_text (GtkWidget  *widget,
           cairo_t    *cr,
           const char *text,
           double      px,
           gboolean    bold,
           double      x,
           double      y,
           gboolean    centred,
           double      width)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, text);
  PangoFontDescription *font = pango_font_description_new ();
  int w, h;

  pango_font_description_set_absolute_size (font, px * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, centred ? x + (width - w) / 2 : x, y);
  pango_cairo_show_layout (cr, layout);
}

static void
tm_sisters_card_view_snapshot (GtkWidget   *widget,
                               GtkSnapshot *snapshot)
{
  TmSistersCardView *self = TM_SISTERS_CARD_VIEW (widget);
  double w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  gboolean dark = is_dark (widget);
  gboolean sensitive = gtk_widget_is_sensitive (widget);
  double ink = dark ? 1.0 : 0.0;
  double pad = self->small ? 3 : 5;
  double radius = self->small ? 4 : 6;
  GdkRGBA accent;
  cairo_t *cr;

  /* The button's own style: hover and the focus ring. */
  GTK_WIDGET_CLASS (tm_sisters_card_view_parent_class)->snapshot (widget, snapshot);

  tm_cairo_get_accent (widget, "accent_color", &accent);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  cairo_set_line_width (cr, 1);

  if (self->rank == 0)
    {
      /* An empty place on the table. */
      static const double dash[] = { 4, 3 };

      tm_cairo_rounded_rectangle (cr, 1.5, 1.5, w - 3, h - 3, radius);
      cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
      cairo_set_source_rgba (cr, ink, ink, ink, 0.35);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      if (self->placeholder != NULL)
        {
          cairo_set_source_rgba (cr, ink, ink, ink, 0.55);
          draw_text (widget, cr, self->placeholder, self->small ? 14 : 20, TRUE, 0, h / 2 - (self->small ? 10 : 14), TRUE, w);
        }
      cairo_destroy (cr);
      return;
    }

  /* The paper, and its edge: the accent when highlighted. */
  tm_cairo_rounded_rectangle (cr, 1.5, 1.5, w - 3, h - 3, radius);
  if (dark)
    cairo_set_source_rgb (cr, 0.22, 0.21, 0.20);
  else
    cairo_set_source_rgb (cr, 1.0, 0.99, 0.96);
  cairo_fill_preserve (cr);
  if (self->highlighted)
    {
      cairo_set_line_width (cr, 3);
      gdk_cairo_set_source_rgba (cr, &accent);
    }
  else
    cairo_set_source_rgba (cr, ink, ink, ink, sensitive ? 0.45 : 0.25);
  cairo_stroke (cr);
  cairo_set_line_width (cr, 1);

  /* The rank, top left, as printed. */
  {
    char text[8];

    g_snprintf (text, sizeof text, "%d", self->rank);
    cairo_set_source_rgba (cr, ink, ink, ink, 0.9);
    draw_text (widget, cr, text, self->small ? 14 : 19, TRUE, pad + 1, pad - 2, FALSE, 0);
  }

  /* The emblems, one kind a line, under the rank. */
  {
    double top = h * (self->small ? 0.40 : 0.40);
    double area = h - pad - top;
    double s = self->small ? 8 : 11;
    double line = MIN (s + 2, area / MAX (self->n_emblems, 1));

    if (!self->known)
      {
        static const double dash[] = { 2, 2 };

        tm_cairo_rounded_rectangle (cr, pad + 0.5, top + 0.5, w - 2 * pad - 1, area - 1, 3);
        cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
        cairo_set_source_rgba (cr, ink, ink, ink, 0.4);
        cairo_stroke (cr);
        cairo_set_dash (cr, NULL, 0, 0);
        cairo_set_source_rgba (cr, ink, ink, ink, 0.55);
        draw_text (widget, cr, "?", self->small ? 12 : 16, TRUE, pad, top + area / 2 - (self->small ? 8 : 11), TRUE, w - 2 * pad);
      }
    for (guint i = 0; i < self->n_emblems; i++)
      {
        const Emblem *e = &self->emblems[i];
        double x = pad + 1, y = top + i * line;

        draw_shape (cr, e->klass, x, y, s);
        cairo_set_source_rgb (cr, palette[e->colour].r, palette[e->colour].g, palette[e->colour].b);
        cairo_fill_preserve (cr);
        cairo_set_source_rgba (cr, ink, ink, ink, 0.6);
        cairo_stroke (cr);
        if (e->count > 1)
          {
            char text[8];

            /* Several emblems of one kind: the count beside the shape. */
            g_snprintf (text, sizeof text, "×%u", e->count);
            cairo_set_source_rgba (cr, ink, ink, ink, 0.85);
            draw_text (widget, cr, text, s + 1, TRUE, x + s + 2, y - 2, FALSE, 0);
          }
      }
  }
  cairo_destroy (cr);
}

void
tm_sisters_card_view_set_card (TmSistersCardView        *self,
                               int                       rank,
                               const TmSistersCardTable *table)
{
  TmSistersEmblems emblems;
  gboolean known;

  g_return_if_fail (TM_IS_SISTERS_CARD_VIEW (self));
  g_return_if_fail (rank >= 0 && rank <= TM_SISTERS_N_RANKS);

  known = rank > 0 && table != NULL && tm_sisters_card_table_get (table, rank, &emblems);
  /* Pages set every card after each move: only a change is redrawn. */
  if (rank == self->rank && known == self->known && self->words != NULL
      && (!known || tm_sisters_emblems_equal (&emblems, &self->drawn)))
    return;
  self->rank = rank;
  self->n_emblems = 0;
  self->known = known;
  if (known)
    self->drawn = emblems;
  if (self->known)
    for (guint k = 0; k < table->n_kinds; k++)
      if (emblems.count[k] > 0)
        {
          Emblem *e = &self->emblems[self->n_emblems++];

          e->klass = table->kinds[k].klass;
          e->count = emblems.count[k];
          e->colour = k % G_N_ELEMENTS (palette);
        }
  g_clear_pointer (&self->words, g_free);
  self->words = rank > 0 ? tm_sisters_card_describe (table, rank) : g_strdup ("");
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tm_sisters_card_view_set_placeholder (TmSistersCardView *self,
                                      const char        *placeholder)
{
  g_return_if_fail (TM_IS_SISTERS_CARD_VIEW (self));

  if (g_strcmp0 (self->placeholder, placeholder) == 0)
    return;
  g_free (self->placeholder);
  self->placeholder = g_strdup (placeholder);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
tm_sisters_card_view_get_rank (TmSistersCardView *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_CARD_VIEW (self), 0);
  return self->rank;
}

gboolean
tm_sisters_card_view_has_emblems (TmSistersCardView *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_CARD_VIEW (self), FALSE);
  return self->known;
}

void
tm_sisters_card_view_set_label (TmSistersCardView *self,
                                const char        *label)
{
  g_return_if_fail (TM_IS_SISTERS_CARD_VIEW (self));

  if (g_strcmp0 (self->label, label) == 0)
    return;
  g_free (self->label);
  self->label = g_strdup (label);
  update_accessible (self);
}

const char *
tm_sisters_card_view_get_label (TmSistersCardView *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_CARD_VIEW (self), NULL);
  return self->label != NULL ? self->label : (self->words != NULL ? self->words : "");
}

void
tm_sisters_card_view_set_small (TmSistersCardView *self,
                                gboolean           small)
{
  g_return_if_fail (TM_IS_SISTERS_CARD_VIEW (self));

  self->small = !!small;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
tm_sisters_card_view_set_highlighted (TmSistersCardView *self,
                                      gboolean           highlighted)
{
  g_return_if_fail (TM_IS_SISTERS_CARD_VIEW (self));

  if (self->highlighted == !!highlighted)
    return;
  self->highlighted = !!highlighted;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
tm_sisters_card_view_get_highlighted (TmSistersCardView *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_CARD_VIEW (self), FALSE);
  return self->highlighted;
}

static void
tm_sisters_card_view_finalize (GObject *object)
{
  TmSistersCardView *self = TM_SISTERS_CARD_VIEW (object);

  g_free (self->words);
  g_free (self->label);
  g_free (self->placeholder);

  G_OBJECT_CLASS (tm_sisters_card_view_parent_class)->finalize (object);
}

static void
tm_sisters_card_view_class_init (TmSistersCardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = tm_sisters_card_view_finalize;
  widget_class->measure = tm_sisters_card_view_measure;
  widget_class->size_allocate = size_allocate;
  widget_class->snapshot = tm_sisters_card_view_snapshot;
}

static void
tm_sisters_card_view_init (TmSistersCardView *self)
{
  /* Its style (no padding, not faded when disabled) is the class
   * tm-sisters-card's in src/app/style.css: one provider for every card,
   * not a provider parsed and a style of its own per card. */
  /* The button's bin layout would size the card by a child it does not
   * have: measure() and size_allocate() below do it. */
  gtk_widget_set_layout_manager (GTK_WIDGET (self), NULL);
  gtk_widget_add_css_class (GTK_WIDGET (self), "flat");
  gtk_widget_add_css_class (GTK_WIDGET (self), "tm-sisters-card");
  gtk_widget_set_halign (GTK_WIDGET (self), GTK_ALIGN_CENTER);
  gtk_widget_set_valign (GTK_WIDGET (self), GTK_ALIGN_CENTER);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_VISIBLE);
}

GtkWidget *
tm_sisters_card_view_new (void)
{
  GtkWidget *self = g_object_new (TM_TYPE_SISTERS_CARD_VIEW,
                                  "accessible-role", GTK_ACCESSIBLE_ROLE_IMG,
                                  NULL);

  /* Only shown: no Tab stop, no hover, and clicks go to what is under it. */
  gtk_widget_set_focusable (self, FALSE);
  gtk_widget_set_can_target (self, FALSE);
  return self;
}

GtkWidget *
tm_sisters_card_view_new_button (void)
{
  return g_object_new (TM_TYPE_SISTERS_CARD_VIEW, NULL);
}
