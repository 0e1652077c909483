/* tm-cots-card-chip.c — one Children of the Sun card, drawn small */
#include "config.h"

#include "tm-cots-card-chip.h"
#include "tm-cots-board.h"
#include "games/children-of-the-sun/rules/tm-cots-text.h"
#include "widgets/tm-cairo-shapes.h"
#include "widgets/tm-tooltip.h"

#include <glib/gi18n.h>

#define CHIP_WIDTH  44
#define CHIP_HEIGHT 32

struct _TmCotsCardChip
{
  GtkWidget parent_instance;

  TmCotsCard card;
  gboolean matching;
};

G_DEFINE_FINAL_TYPE (TmCotsCardChip, tm_cots_card_chip, GTK_TYPE_WIDGET)

static void
tm_cots_card_chip_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  TmCotsCardChip *self = TM_COTS_CARD_CHIP (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  double inset = 3;
  GdkRGBA fg;
  cairo_t *cr;

  if (width <= 0 || height <= 0)
    return;
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  tm_cairo_rounded_rectangle (cr, inset, inset, width - 2 * inset, height - 2 * inset, 5);
  if (self->card == TM_COTS_NO_CARD)
    {
      static const double dash[] = { 3, 3 };

      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.35);
      cairo_set_line_width (cr, 1);
      cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
      cairo_stroke (cr);
    }
  else
    {
      TmCotsColour colour = tm_cots_card_get_colour (self->card);
      g_autoptr(PangoLayout) layout =
        gtk_widget_create_pango_layout (widget, tm_cots_text_rotation (tm_cots_card_get_rotation (self->card)));
      PangoFontDescription *font = pango_font_description_copy (pango_context_get_font_description (pango_layout_get_context (layout)));
      PangoRectangle logical;

      gdk_cairo_set_source_rgba (cr, tm_cots_board_get_card_fill (colour));
      cairo_fill (cr);
      pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
      pango_layout_set_font_description (layout, font);
      pango_font_description_free (font);
      pango_layout_get_pixel_extents (layout, NULL, &logical);
      cairo_move_to (cr, (width - logical.width) / 2.0, (height - logical.height) / 2.0);
      gdk_cairo_set_source_rgba (cr, tm_cots_board_get_card_ink (colour));
      pango_cairo_show_layout (cr, layout);
      cairo_new_path (cr);

      /* A card that scores: outlined outside the card, in the text colour. */
      if (self->matching)
        {
          tm_cairo_rounded_rectangle (cr, 1, 1, width - 2, height - 2, 7);
          gdk_cairo_set_source_rgba (cr, &fg);
          cairo_set_line_width (cr, 2);
          cairo_stroke (cr);
        }
    }
  cairo_destroy (cr);
}

static void
tm_cots_card_chip_class_init (TmCotsCardChipClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = tm_cots_card_chip_snapshot;
  gtk_widget_class_set_css_name (widget_class, "tm-cots-card-chip");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tm_cots_card_chip_init (TmCotsCardChip *self)
{
  self->card = TM_COTS_NO_CARD;
  /* A chip is always this size: the size request says it, no measure()
   * needed. */
  gtk_widget_set_size_request (GTK_WIDGET (self), CHIP_WIDTH, CHIP_HEIGHT);
}

GtkWidget *
tm_cots_card_chip_new (TmCotsCard card,
                       gboolean   matching)
{
  TmCotsCardChip *self = g_object_new (TM_TYPE_COTS_CARD_CHIP, NULL);
  g_autofree char *name = tm_cots_text_card (card);
  g_autofree char *label = NULL;

  self->card = card;
  self->matching = matching && card != TM_COTS_NO_CARD;
  if (card == TM_COTS_NO_CARD)
    label = g_strdup (_("No card"));
  else if (self->matching)
    /* Translators: a card of the extermination whose colour scores. */
    label = g_strdup_printf (_("%s, a matching colour"), name);
  else
    label = g_steal_pointer (&name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  tm_tooltip_set_text (GTK_WIDGET (self), label);
  return GTK_WIDGET (self);
}

TmCotsCard
tm_cots_card_chip_get_card (TmCotsCardChip *self)
{
  g_return_val_if_fail (TM_IS_COTS_CARD_CHIP (self), TM_COTS_NO_CARD);
  return self->card;
}

gboolean
tm_cots_card_chip_get_matching (TmCotsCardChip *self)
{
  g_return_val_if_fail (TM_IS_COTS_CARD_CHIP (self), FALSE);
  return self->matching;
}
