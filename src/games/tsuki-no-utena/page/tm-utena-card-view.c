/* tm-utena-card-view.c — one Tsuki no Utena card, drawn as its icons
 *
 * The card face is Adwaita's "card" style (so it follows the light and
 * dark styles); the icons are painted over it in snapshot().  Matching
 * icons get an accent halo and the others are dimmed, so a match reads
 * without telling colours apart; hidden desire icons are dimmed and
 * struck through.  Without a frame the view is only its icons (a toggle
 * button in the card picker shows one icon this way).
 */
#include "config.h"

#include "widgets/tm-cairo-shapes.h"
#include "widgets/tm-tooltip.h"

#include "tm-utena-card-view.h"
#include "tm-utena-icon-paint.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#define DEFAULT_ICON_SIZE 32
#define GAP_RATIO      0.15   /* between icons, of an icon's size */
#define PADDING_RATIO  0.3    /* around the icons on a framed card */
#define MAX_SLOTS      5      /* icons a practitioner card can show */

struct _TmUtenaCardView
{
  GtkWidget parent_instance;

  TmUtenaKind kind;
  guint32 card;
  TmUtenaDesire hidden;
  TmUtenaMatch match;
  int icon_size;
  gboolean framed;
};

G_DEFINE_FINAL_TYPE (TmUtenaCardView, tm_utena_card_view, GTK_TYPE_WIDGET)

/* The icons of the card, one bit each, in the notation's order. */
static guint
card_icons (TmUtenaCardView *self,
            guint32         *icons)
{
  guint n = 0;
  guint n_bits = self->kind == TM_UTENA_KIND_DESIRE ? TM_UTENA_N_CELLS : 26;

  for (guint bit = 0; bit < n_bits; bit++)
    if (self->card & (1u << bit))
      icons[n++] = 1u << bit;
  return n;
}

/* A framed card keeps the width of a full card, so that cards line up
 * in lists; a bare one is as wide as its icons. */
static guint
n_slots (TmUtenaCardView *self)
{
  guint32 icons[32];
  guint n = card_icons (self, icons);

  if (!self->framed)
    return MAX (n, 1);
  return self->kind == TM_UTENA_KIND_DESIRE ? TM_UTENA_DESIRE_ICONS : MAX (n, MAX_SLOTS);
}

static int
padding (TmUtenaCardView *self)
{
  return self->framed ? (int) (self->icon_size * PADDING_RATIO + 0.5) : 0;
}

static int
gap (TmUtenaCardView *self)
{
  return (int) (self->icon_size * GAP_RATIO + 0.5);
}

static void
tm_utena_card_view_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  TmUtenaCardView *self = TM_UTENA_CARD_VIEW (widget);
  int slots = (int) n_slots (self);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = 2 * padding (self) + slots * self->icon_size + (slots - 1) * gap (self);
  else
    *minimum = *natural = 2 * padding (self) + self->icon_size;
}

static gboolean
icon_matches (TmUtenaCardView *self,
              guint32          icon)
{
  guint bit = (guint) __builtin_ctz (icon);

  if (bit < TM_UTENA_N_TOOLS)
    return (self->match.tools & (1u << bit)) != 0;
  if (bit < TM_UTENA_CARD_GROUPS_SHIFT)
    /* A sun matches as the tool of its colour that the partner has. */
    return (self->match.tools & (0xfu << ((bit - TM_UTENA_CARD_SUNS_SHIFT) * TM_UTENA_N_SHAPES))) != 0;
  if (icon == TM_UTENA_CARD_WILD_GROUP)
    return self->match.groups != 0;
  return (self->match.groups & (1u << (bit - TM_UTENA_CARD_GROUPS_SHIFT))) != 0;
}

static void
snapshot_empty (TmUtenaCardView *self,
                GtkSnapshot     *snapshot,
                int              width,
                int              height,
                gboolean         dark)
{
  graphene_rect_t bounds;
  cairo_t *cr;
  static const double dashes[] = { 4.0, 3.0 };

  /* No card yet: a dashed outline where it will be. */
  graphene_rect_init (&bounds, 0, 0, width, height);
  cr = gtk_snapshot_append_cairo (snapshot, &bounds);
  tm_cairo_rounded_rectangle (cr, 1.5, 1.5, width - 3.0, height - 3.0, 8.0);
  if (dark)
    cairo_set_source_rgba (cr, 1, 1, 1, 0.4);
  else
    cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
  cairo_set_line_width (cr, 1.5);
  cairo_set_dash (cr, dashes, G_N_ELEMENTS (dashes), 0);
  cairo_stroke (cr);
  cairo_destroy (cr);
}

static void
snapshot_halo (GtkSnapshot           *snapshot,
               const graphene_rect_t *icon,
               const GdkRGBA         *accent,
               double                 size)
{
  GskRoundedRect outline;
  double grow = MAX (2.0, size * 0.1);
  graphene_rect_t bounds;
  GdkRGBA fill = *accent;
  const GdkRGBA colours[4] = { *accent, *accent, *accent, *accent };
  const float widths[4] = { 2.5f, 2.5f, 2.5f, 2.5f };

  graphene_rect_inset_r (icon, (float) -grow, (float) -grow, &bounds);
  gsk_rounded_rect_init_from_rect (&outline, &bounds, (float) (size * 0.3));
  fill.alpha = 0.25f;
  gtk_snapshot_push_rounded_clip (snapshot, &outline);
  gtk_snapshot_append_color (snapshot, &fill, &bounds);
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_append_border (snapshot, &outline, widths, colours);
}

static void
snapshot_struck (GtkSnapshot           *snapshot,
                 const graphene_rect_t *icon,
                 gboolean               dark)
{
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, icon);
  double x = icon->origin.x, y = icon->origin.y, s = icon->size.width;

  /* A stroke from corner to corner, with a halo so it shows on any icon. */
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint pass = 0; pass < 2; pass++)
    {
      if (pass == 0)
        cairo_set_source_rgba (cr, dark ? 0 : 1, dark ? 0 : 1, dark ? 0 : 1, 0.9);
      else if (dark)
        cairo_set_source_rgb (cr, 0.95, 0.95, 0.95);
      else
        cairo_set_source_rgb (cr, 0.15, 0.15, 0.15);
      cairo_set_line_width (cr, MAX (2.0, s * 0.09) + (pass == 0 ? 3.0 : 0.0));
      cairo_move_to (cr, x + s * 0.12, y + s * 0.88);
      cairo_line_to (cr, x + s * 0.88, y + s * 0.12);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
}

static void
tm_utena_card_view_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  TmUtenaCardView *self = TM_UTENA_CARD_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  gboolean dark = tm_utena_paint_is_dark (widget);
  gboolean any_match = self->kind == TM_UTENA_KIND_PRACTITIONER
                       && tm_utena_match_count (self->match) > 0;
  guint32 icons[32];
  guint n;
  double size, step, x, y;
  GdkRGBA accent;

  if (width <= 0 || height <= 0)
    return;
  if (self->card == 0)
    {
      snapshot_empty (self, snapshot, width, height, dark);
      return;
    }

  tm_cairo_get_accent (widget, "accent_color", &accent);
  n = card_icons (self, icons);
  /* The icons as large as the allocation allows, centred. */
  size = MIN (height - 2.0 * padding (self),
              (width - 2.0 * padding (self) - (n - 1) * gap (self)) / (double) n);
  size = MIN (size, (double) self->icon_size * 2);
  if (size <= 0)
    return;
  step = size + gap (self);
  x = (width - (n * size + (n - 1) * gap (self))) / 2.0;
  y = (height - size) / 2.0;

  for (guint i = 0; i < n; i++)
    {
      graphene_rect_t bounds;
      gboolean dim = FALSE;
      gboolean struck = FALSE;

      graphene_rect_init (&bounds, (float) (x + i * step), (float) y, (float) size, (float) size);
      if (self->kind == TM_UTENA_KIND_DESIRE)
        struck = dim = (self->hidden & icons[i]) != 0;
      else if (any_match)
        {
          if (icon_matches (self, icons[i]))
            snapshot_halo (snapshot, &bounds, &accent, size);
          else
            dim = TRUE;
        }

      if (dim)
        gtk_snapshot_push_opacity (snapshot, dark ? 0.45 : 0.35);
      if (self->kind == TM_UTENA_KIND_DESIRE)
        tm_utena_paint_cell (snapshot, (TmUtenaCell) __builtin_ctz (icons[i]), &bounds, dark);
      else
        tm_utena_paint_icon (snapshot, icons[i], &bounds, dark);
      if (dim)
        gtk_snapshot_pop (snapshot);
      if (struck)
        snapshot_struck (snapshot, &bounds, dark);
    }
}

static char *
describe_card (TmUtenaCardView *self)
{
  if (self->card == 0)
    return g_strdup (_("No card"));
  if (self->kind == TM_UTENA_KIND_DESIRE)
    return tm_utena_desire_describe ((TmUtenaDesire) self->card);
  return tm_utena_card_describe (self->card);
}

/* The accessible label and the tooltip say what the picture shows. */
static void
update_description (TmUtenaCardView *self)
{
  g_autofree char *label = describe_card (self);
  g_autofree char *extra = NULL;

  if (self->kind == TM_UTENA_KIND_DESIRE && (self->hidden & self->card) != 0)
    {
      g_autofree char *hidden = tm_utena_desire_describe ((TmUtenaDesire) (self->hidden & self->card));

      /* Translators: the icons of a desire card already covered. */
      extra = g_strdup_printf (_("Covered: %s"), hidden);
    }
  else if (self->kind == TM_UTENA_KIND_PRACTITIONER && tm_utena_match_count (self->match) > 0)
    {
      g_autofree char *matching = NULL;
      guint32 icons[32];
      guint n = card_icons (self, icons);
      guint32 shown = 0;

      for (guint i = 0; i < n; i++)
        if (icon_matches (self, icons[i]))
          shown |= icons[i];
      matching = tm_utena_card_describe (shown);
      /* Translators: the icons of a practitioner card that match its
       * partner's. */
      extra = g_strdup_printf (_("Matching: %s"), matching);
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, extra != NULL ? extra : "",
                                  -1);
  if (extra != NULL)
    {
      g_autofree char *tooltip = g_strdup_printf ("%s\n%s", label, extra);

      tm_tooltip_set_text (GTK_WIDGET (self), tooltip);
    }
  else
    tm_tooltip_set_text (GTK_WIDGET (self), self->card != 0 ? label : NULL);
}

static void
update_style (TmUtenaCardView *self)
{
  if (self->framed && self->card != 0)
    gtk_widget_add_css_class (GTK_WIDGET (self), "card");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "card");
}

void
tm_utena_card_view_set_card (TmUtenaCardView *self,
                             TmUtenaKind      kind,
                             guint32          card)
{
  g_return_if_fail (TM_IS_UTENA_CARD_VIEW (self));

  if (self->kind == kind && self->card == card)
    return;
  self->kind = kind;
  self->card = card;
  update_style (self);
  update_description (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

guint32
tm_utena_card_view_get_card (TmUtenaCardView *self)
{
  g_return_val_if_fail (TM_IS_UTENA_CARD_VIEW (self), 0);
  return self->card;
}

TmUtenaKind
tm_utena_card_view_get_kind (TmUtenaCardView *self)
{
  g_return_val_if_fail (TM_IS_UTENA_CARD_VIEW (self), TM_UTENA_KIND_PRACTITIONER);
  return self->kind;
}

void
tm_utena_card_view_set_hidden (TmUtenaCardView *self,
                               TmUtenaDesire    hidden)
{
  g_return_if_fail (TM_IS_UTENA_CARD_VIEW (self));

  self->hidden = hidden;
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tm_utena_card_view_set_match (TmUtenaCardView *self,
                              TmUtenaMatch     match)
{
  g_return_if_fail (TM_IS_UTENA_CARD_VIEW (self));

  self->match = match;
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

TmUtenaMatch
tm_utena_card_view_get_match (TmUtenaCardView *self)
{
  TmUtenaMatch none = { 0, 0 };

  g_return_val_if_fail (TM_IS_UTENA_CARD_VIEW (self), none);
  return self->match;
}

void
tm_utena_card_view_set_icon_size (TmUtenaCardView *self,
                                  int              icon_size)
{
  g_return_if_fail (TM_IS_UTENA_CARD_VIEW (self));
  g_return_if_fail (icon_size > 0);

  self->icon_size = icon_size;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
tm_utena_card_view_set_framed (TmUtenaCardView *self,
                               gboolean         framed)
{
  g_return_if_fail (TM_IS_UTENA_CARD_VIEW (self));

  self->framed = framed;
  update_style (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

static void
tm_utena_card_view_class_init (TmUtenaCardViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->measure = tm_utena_card_view_measure;
  widget_class->snapshot = tm_utena_card_view_snapshot;
  gtk_widget_class_set_css_name (widget_class, "tm-utena-card");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tm_utena_card_view_init (TmUtenaCardView *self)
{
  self->icon_size = DEFAULT_ICON_SIZE;
  self->framed = TRUE;
  /* The icons' outlines follow the light or dark style. */
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
  update_description (self);
}

GtkWidget *
tm_utena_card_view_new (TmUtenaKind kind,
                        guint32     card)
{
  TmUtenaCardView *self = g_object_new (TM_TYPE_UTENA_CARD_VIEW, NULL);

  tm_utena_card_view_set_card (self, kind, card);
  return GTK_WIDGET (self);
}
