/* tm-utena-altar-view.c — one altar: flower board, reserve and pair
 *
 * The ring is drawn with cairo: ring_size dots on a circle, the first
 * `ring` of them filled, around the centre cell.  The counts are also
 * written out beside it, so nothing depends on counting dots or on
 * colour: a marker on the centre is a red centre *and* the words
 * "danger" in the text.
 */
#include "config.h"

#include "tm-utena-altar-view.h"
#include "tm-utena-card-view.h"
#include "tm-utena-icon-paint.h"
#include "games/tsuki-no-utena/rules/tm-utena-text.h"
#include "widgets/tm-cairo-shapes.h"
#include "widgets/tm-focus.h"
#include "widgets/tm-aligned-bin.h"

#include <glib/gi18n.h>
#include <math.h>

#define FLOWER_SIZE 84

struct _TmUtenaAltarView
{
  GtkWidget parent_instance;

  guint altar;
  TmUtenaAltar data;
  TmUtenaMatch match;
  gboolean active;
  guint clickable;
  int selected;
  char *summary;
  char *owner;

  GtkLabel *title_label;
  GtkLabel *active_label;
  GtkWidget *flower;
  GtkLabel *ring_label;
  GtkLabel *centre_label;
  GtkLabel *reserve_label;
  GtkWidget *card_buttons[2];
  TmUtenaCardView *card_views[2];
  GtkLabel *match_label;
};

G_DEFINE_FINAL_TYPE (TmUtenaAltarView, tm_utena_altar_view, GTK_TYPE_WIDGET)

enum {
  CARD_CLICKED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum {
  PROP_0,
  PROP_CLICKABLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const GdkRGBA danger = { 0.878, 0.106, 0.141, 1.0 };   /* #e01b24 */
static const GdkRGBA gold = { 0.965, 0.827, 0.176, 1.0 };     /* #f6d32d: light markers */

static void
draw_flower (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        data)
{
  TmUtenaAltarView *self = data;
  GtkStyleContext *context = gtk_widget_get_style_context (GTK_WIDGET (area));
  double cx = width / 2.0, cy = height / 2.0;
  double radius = MIN (width, height) / 2.0 - 2;
  double ring_r = radius * 0.70;
  double dot_r = radius * 0.17;
  double centre_r = radius * 0.30;
  guint size = self->data.ring_size > 0 ? self->data.ring_size : 8;
  GdkRGBA fg;

  gtk_style_context_get_color (context, &fg);
  /* The petals' outline. */
  cairo_set_line_width (cr, 1.5);
  cairo_arc (cr, cx, cy, radius, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.25);
  cairo_stroke (cr);

  for (guint i = 0; i < size; i++)
    {
      double angle = -G_PI / 2 + 2 * G_PI * i / size;
      double x = cx + ring_r * cos (angle), y = cy + ring_r * sin (angle);

      cairo_arc (cr, x, y, dot_r, 0, 2 * G_PI);
      if (i < self->data.ring)
        {
          gdk_cairo_set_source_rgba (cr, &gold);
          cairo_fill_preserve (cr);
          cairo_set_source_rgba (cr, 0.6, 0.45, 0.0, 1.0);
          cairo_stroke (cr);
        }
      else
        {
          cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.45);
          cairo_stroke (cr);
        }
    }

  cairo_arc (cr, cx, cy, centre_r, 0, 2 * G_PI);
  if (self->data.centre > 0)
    {
      g_autofree char *text = g_strdup_printf ("%u", self->data.centre);
      cairo_text_extents_t extents;

      gdk_cairo_set_source_rgba (cr, &danger);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_select_font_face (cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
      cairo_set_font_size (cr, centre_r * 1.2);
      cairo_text_extents (cr, text, &extents);
      cairo_move_to (cr, cx - extents.width / 2 - extents.x_bearing, cy - extents.height / 2 - extents.y_bearing);
      cairo_show_text (cr, text);
    }
  else
    {
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.45);
      cairo_set_dash (cr, (double[]) { 3, 3 }, 2, 0);
      cairo_stroke (cr);
    }
}

static void name_card_buttons (TmUtenaAltarView *self);

static void
on_card_clicked (GtkButton        *button,
                 TmUtenaAltarView *self)
{
  guint index = GTK_WIDGET (button) == self->card_buttons[0] ? 0 : 1;

  if ((self->clickable & (1u << index)) == 0)
    return;
  /* A toggle button toggles itself; the page decides what is selected. */
  tm_utena_altar_view_set_selected (self, self->selected);
  g_signal_emit (self, signals[CARD_CLICKED], 0, index);
}

static void
tm_utena_altar_view_snapshot (GtkWidget   *widget,
                              GtkSnapshot *snapshot)
{
  TmUtenaAltarView *self = TM_UTENA_ALTAR_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  graphene_rect_t rect = GRAPHENE_RECT_INIT (1, 1, width - 2, height - 2);
  GtkStyleContext *context = gtk_widget_get_style_context (widget);
  GskRoundedRect outline;
  GdkRGBA fg, colours[4];
  float widths[4];

  gtk_style_context_get_color (context, &fg);
  if (self->active)
    tm_cairo_get_accent (widget, "accent_color", &fg);
  else
    fg.alpha = 0.15f;
  for (guint i = 0; i < 4; i++)
    {
      colours[i] = fg;
      widths[i] = self->active ? 3 : 1;
    }
  gsk_rounded_rect_init_from_rect (&outline, &rect, 12);
  gtk_snapshot_append_border (snapshot, &outline, widths, colours);
  GTK_WIDGET_CLASS (tm_utena_altar_view_parent_class)->snapshot (widget, snapshot);
}

static void
tm_utena_altar_view_dispose (GObject *object)
{
  TmUtenaAltarView *self = TM_UTENA_ALTAR_VIEW (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_pointer (&self->summary, g_free);
  g_clear_pointer (&self->owner, g_free);

  G_OBJECT_CLASS (tm_utena_altar_view_parent_class)->dispose (object);
}

static void
tm_utena_altar_view_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  TmUtenaAltarView *self = TM_UTENA_ALTAR_VIEW (object);

  switch (prop_id)
    {
    case PROP_CLICKABLE:
      g_value_set_uint (value, self->clickable);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_utena_altar_view_class_init (TmUtenaAltarViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_utena_altar_view_dispose;
  object_class->get_property = tm_utena_altar_view_get_property;

  /* Which cards of the pair can be clicked: bit 0 the first, bit 1 the
   * second (tm_utena_altar_view_set_clickable()). */
  properties[PROP_CLICKABLE] = g_param_spec_uint ("clickable", NULL, NULL, 0, 3, 0,
                                                  G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  widget_class->snapshot = tm_utena_altar_view_snapshot;
  tm_focus_class_pass_to_children (widget_class);

  signals[CARD_CLICKED] = g_signal_new ("card-clicked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tm-utena-altar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static GtkLabel *
add_label (GtkWidget  *box,
           const char *style)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  if (style != NULL)
    gtk_widget_add_css_class (label, style);
  gtk_box_append (GTK_BOX (box), label);
  return GTK_LABEL (label);
}

static void
tm_utena_altar_view_init (TmUtenaAltarView *self)
{
  GtkWidget *header, *row, *texts, *pair;

  self->selected = -1;
  self->data.ring_size = 8;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))), 6);
  g_object_set (self, "margin-top", 2, "margin-bottom", 2, NULL);

  header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  g_object_set (header, "margin-top", 10, "margin-start", 12, "margin-end", 12, NULL);
  gtk_widget_set_parent (header, GTK_WIDGET (self));
  self->title_label = add_label (header, "heading");
  gtk_widget_set_hexpand (GTK_WIDGET (self->title_label), TRUE);
  self->active_label = add_label (header, "accent");
  gtk_label_set_text (self->active_label, _("Acting now"));
  gtk_widget_add_css_class (GTK_WIDGET (self->active_label), "caption-heading");

  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  g_object_set (row, "margin-start", 12, "margin-end", 12, NULL);
  gtk_widget_set_parent (row, GTK_WIDGET (self));
  self->flower = gtk_drawing_area_new ();
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (self->flower), FLOWER_SIZE);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->flower), FLOWER_SIZE);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->flower), draw_flower, self, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->flower),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Flower board"), -1);
  gtk_box_append (GTK_BOX (row), self->flower);
  texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  {
    /* Centred beside the flower by a TmAlignedBin, not by valign: GTK 4.8
     * lays a wrapping label out many times over to align it so. */
    GtkWidget *centred = tm_aligned_bin_new (texts, TRUE);

    gtk_widget_set_hexpand (centred, TRUE);
    gtk_box_append (GTK_BOX (row), centred);
  }
  self->ring_label = add_label (texts, NULL);
  self->centre_label = add_label (texts, NULL);
  self->reserve_label = add_label (texts, "dim-label");

  /* The pair stacked, so an altar stays narrow: three side by side on a
   * laptop, one on a phone. */
  pair = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  g_object_set (pair, "margin-start", 8, "margin-end", 8, NULL);
  gtk_widget_set_parent (pair, GTK_WIDGET (self));
  for (guint i = 0; i < 2; i++)
    {
      self->card_buttons[i] = gtk_toggle_button_new ();
      gtk_widget_add_css_class (self->card_buttons[i], "flat");
      self->card_views[i] = TM_UTENA_CARD_VIEW (tm_utena_card_view_new (TM_UTENA_KIND_PRACTITIONER, 0));
      gtk_button_set_child (GTK_BUTTON (self->card_buttons[i]), GTK_WIDGET (self->card_views[i]));
      gtk_widget_set_can_target (self->card_buttons[i], FALSE);
      gtk_widget_set_focusable (self->card_buttons[i], FALSE);
      g_signal_connect (self->card_buttons[i], "clicked", G_CALLBACK (on_card_clicked), self);
      gtk_box_append (GTK_BOX (pair), self->card_buttons[i]);
    }
  self->match_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->match_label, 0);
  gtk_label_set_wrap (self->match_label, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->match_label), "caption");
  gtk_widget_set_parent (GTK_WIDGET (self->match_label), GTK_WIDGET (self));
  g_object_set (self->match_label, "margin-start", 12, "margin-end", 12, "margin-bottom", 10, NULL);
}

GtkWidget *
tm_utena_altar_view_new (void)
{
  return g_object_new (TM_TYPE_UTENA_ALTAR_VIEW, NULL);
}

/* "navy snake, yellow group": the icons of a match, by name. */
static char *
describe_match (TmUtenaMatch match)
{
  return tm_utena_card_describe ((TmUtenaCard) match.tools
                                 | ((TmUtenaCard) match.groups << TM_UTENA_CARD_GROUPS_SHIFT));
}

void
tm_utena_altar_view_set_altar (TmUtenaAltarView   *self,
                               const TmUtenaState *state,
                               guint               altar,
                               const char         *owner)
{
  g_autofree char *name = NULL, *title = NULL, *ring = NULL, *centre = NULL, *matched = NULL;
  g_autofree char *description = NULL;
  const char *reserve;

  g_return_if_fail (TM_IS_UTENA_ALTAR_VIEW (self));
  g_return_if_fail (state != NULL && altar < state->n_altars);

  self->altar = altar;
  self->data = state->altars[altar];
  self->match = tm_utena_state_get_match (state, altar);

  {
    /* Who the altar is in words ("Aoi", "Aoi’s right altar"): only the
     * owner's name is known here, at its seat. */
    const char *names[TM_UTENA_MAX_PLAYERS + 1] = { NULL };

    for (guint p = 0; p < state->n_players; p++)
      names[p] = owner;
    g_free (self->owner);
    self->owner = tm_utena_altar_words (state, altar, names);
  }
  name = tm_utena_state_describe_altar (state, altar);
  if (state->n_players >= 3)
    /* Translators: an altar's title with 3–4 players, e.g. "Mio (player 2)". */
    title = g_strdup_printf (_("%s (%s)"), owner, name);
  else if (state->n_players == 2)
    {
      /* "Aoi’s right altar (altar 1)": by the owner's name, not the seat. */
      const char *names[TM_UTENA_MAX_PLAYERS + 1] = { owner, owner };

      title = tm_utena_state_name_altar (state, altar, names);
    }
  else
    /* Translators: an altar's title with one player, e.g. "Aoi — the left altar". */
    title = g_strdup_printf (_("%s — %s"), owner, name);
  gtk_label_set_text (self->title_label, title);

  /* Translators: markers on a flower board's outer ring, e.g. "Ring: 3 of 8". */
  ring = g_strdup_printf (_("Ring: %u of %u"), self->data.ring, self->data.ring_size);
  gtk_label_set_text (self->ring_label, ring);
  if (self->data.centre > 0)
    /* Translators: markers on the centre cell of a flower board; a turn that begins so loses the game. */
    centre = g_strdup_printf (ngettext ("Centre: %u marker — danger!", "Centre: %u markers — danger!",
                                        self->data.centre), self->data.centre);
  else
    centre = g_strdup (_("Centre: empty"));
  gtk_label_set_text (self->centre_label, centre);
  if (self->data.centre > 0)
    gtk_widget_add_css_class (GTK_WIDGET (self->centre_label), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->centre_label), "error");
  if (state->n_players == 1)
    reserve = _("No reserve (solo)");
  else
    reserve = self->data.reserve ? _("Reserve available (face down)") : _("Reserve used");
  gtk_label_set_text (self->reserve_label, reserve);

  for (guint i = 0; i < 2; i++)
    {
      tm_utena_card_view_set_card (self->card_views[i], TM_UTENA_KIND_PRACTITIONER, self->data.pair[i]);
      tm_utena_card_view_set_match (self->card_views[i], self->match);
    }
  if (self->data.pair[0] == TM_UTENA_NO_CARD)
    gtk_label_set_text (self->match_label, _("No pair yet"));
  else if (tm_utena_match_count (self->match) == 0)
    gtk_label_set_text (self->match_label, _("The pair matches on nothing"));
  else
    {
      g_autofree char *icons = describe_match (self->match);

      /* Translators: the icons a pair fully matches on, e.g. "Matches on navy snake". */
      matched = g_strdup_printf (_("Matches on %s"), icons);
      gtk_label_set_text (self->match_label, matched);
    }

  g_free (self->summary);
  self->summary = g_strdup_printf ("%s. %s. %s", ring, centre, reserve);
  description = g_strdup_printf ("%s. %s. %s", title, self->summary, gtk_label_get_text (self->match_label));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
  /* Shown in a flow box: its child, which screen readers meet first,
   * says whose altar it holds. */
  if (GTK_IS_FLOW_BOX_CHILD (gtk_widget_get_parent (GTK_WIDGET (self))))
    gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_parent (GTK_WIDGET (self))),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  {
    /* Translators: an altar's flower board for screen readers, e.g. "Aoi’s flower board". */
    g_autofree char *flower = g_strdup_printf (_("%s’s flower board"), self->owner);
    g_autofree char *flower_label = g_strdup_printf ("%s: %s", flower, self->summary);

    gtk_accessible_update_property (GTK_ACCESSIBLE (self->flower),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, flower_label,
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "", -1);
  }
  name_card_buttons (self);
  gtk_widget_queue_draw (self->flower);
}

guint
tm_utena_altar_view_get_altar (TmUtenaAltarView *self)
{
  g_return_val_if_fail (TM_IS_UTENA_ALTAR_VIEW (self), 0);
  return self->altar;
}

void
tm_utena_altar_view_set_active (TmUtenaAltarView *self,
                                gboolean          active)
{
  g_return_if_fail (TM_IS_UTENA_ALTAR_VIEW (self));

  self->active = !!active;
  gtk_widget_set_visible (GTK_WIDGET (self->active_label), self->active);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
tm_utena_altar_view_get_active (TmUtenaAltarView *self)
{
  g_return_val_if_fail (TM_IS_UTENA_ALTAR_VIEW (self), FALSE);
  return self->active;
}

/* Each pair card by its icons, for screen readers: which card a click
 * chooses in an exchange, and whether it can be chosen now. */
static void
name_card_buttons (TmUtenaAltarView *self)
{
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *icons = NULL, *label = NULL;

      if (self->data.pair[i] == TM_UTENA_NO_CARD)
        /* Translators: an altar's pair card before its first turn, e.g. "Aoi’s pair card 1: none yet". */
        label = g_strdup_printf (_("%s’s pair card %u: none yet"), self->owner != NULL ? self->owner : "", i + 1);
      else
        {
          icons = tm_utena_card_describe (self->data.pair[i]);
          /* Translators: an altar's pair card for screen readers, e.g.
           * "Mio’s pair card 2: blue cross, navy snake, white gomoku, red horn, navy group". */
          label = g_strdup_printf (_("%s’s pair card %u: %s"), self->owner != NULL ? self->owner : "", i + 1, icons);
        }
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->card_buttons[i]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      /* Shown, not greyed out, when it cannot be chosen: the state says it. */
      gtk_accessible_update_state (GTK_ACCESSIBLE (self->card_buttons[i]),
                                   GTK_ACCESSIBLE_STATE_DISABLED, (self->clickable & (1u << i)) == 0,
                                   -1);
    }
}

void
tm_utena_altar_view_set_clickable (TmUtenaAltarView *self,
                                   guint             cards)
{
  g_return_if_fail (TM_IS_UTENA_ALTAR_VIEW (self));

  if (self->clickable != cards)
    {
      self->clickable = cards;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CLICKABLE]);
    }
  for (guint i = 0; i < 2; i++)
    {
      gboolean clickable = (cards & (1u << i)) != 0;

      /* Not insensitive when it cannot be chosen, which would grey the
       * card out: it is only shown, flat and out of the pointer's and the
       * keyboard's way. */
      gtk_widget_set_can_target (self->card_buttons[i], clickable);
      gtk_widget_set_focusable (self->card_buttons[i], clickable);
      if (clickable)
        gtk_widget_remove_css_class (self->card_buttons[i], "flat");
      else
        gtk_widget_add_css_class (self->card_buttons[i], "flat");
    }
  name_card_buttons (self);
}

void
tm_utena_altar_view_set_selected (TmUtenaAltarView *self,
                                  int               index)
{
  g_return_if_fail (TM_IS_UTENA_ALTAR_VIEW (self));

  self->selected = index;
  for (guint i = 0; i < 2; i++)
    {
      g_signal_handlers_block_by_func (self->card_buttons[i], on_card_clicked, self);
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->card_buttons[i]), index == (int) i);
      /* A pressed toggle is a faint grey: the card chosen is coloured. */
      if (index == (int) i)
        gtk_widget_add_css_class (self->card_buttons[i], "suggested-action");
      else
        gtk_widget_remove_css_class (self->card_buttons[i], "suggested-action");
      g_signal_handlers_unblock_by_func (self->card_buttons[i], on_card_clicked, self);
    }
}

GtkWidget *
tm_utena_altar_view_get_card_button (TmUtenaAltarView *self,
                                     guint             index)
{
  g_return_val_if_fail (TM_IS_UTENA_ALTAR_VIEW (self), NULL);
  g_return_val_if_fail (index < 2, NULL);
  return self->card_buttons[index];
}

const char *
tm_utena_altar_view_get_summary (TmUtenaAltarView *self)
{
  g_return_val_if_fail (TM_IS_UTENA_ALTAR_VIEW (self), NULL);
  return self->summary != NULL ? self->summary : "";
}
