/* tm-result-card.c — a finished game's result, drawn to be shared
 *
 * The image is drawn without a widget (its style is fixed per light and
 * dark, not taken from the theme), so the PNG saved is the same on every
 * desktop; the widget draws that same image scaled into its space.
 */
#include "config.h"

#include "tm-result-card.h"
#include "tm-chart-style.h"
#include "tm-player-badge.h"
#include "core/tm-file.h"
#include "core/tm-play-clock.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#define MARGIN     40.0
#define ROW_HEIGHT 64.0
#define BADGE_R    20.0
/* Fonts are asked by family list: Japanese names fall back through
 * fontconfig to a CJK font (fonts-ipafont-gothic or Noto CJK). */
#define FONT_FAMILY "Cantarell, Noto Sans, Noto Sans CJK JP, IPAPGothic, sans-serif"

struct _TmResultCard
{
  GtkWidget parent_instance;

  const TmResultSummary *summary;
  guint colours[TM_RECORD_MAX_PLAYERS];
  gboolean dark;
};

G_DEFINE_FINAL_TYPE (TmResultCard, tm_result_card, GTK_TYPE_WIDGET)

/* The image's own colours: Adwaita's window and text colours. */
static void
card_style (gboolean      dark,
            TmChartStyle *style)
{
  style->dark = dark;
  gdk_rgba_parse (&style->background, dark ? "#242424" : "#fafafa");
  gdk_rgba_parse (&style->foreground, dark ? "#ffffff" : "#1e1e1e");
  gdk_rgba_parse (&style->accent, dark ? "#78aeed" : "#1c71d8");
}

/* Draws @text at (@x, @y) — its top left, or its top right when
 * @right — in @size pixels, and returns its height.  Text wider than
 * @width is wrapped. */
static double
draw_text (cairo_t       *cr,
           const char    *text,
           double         x,
           double         y,
           double         width,
           double         size,
           gboolean       bold,
           gboolean       right,
           const GdkRGBA *colour,
           double         alpha)
{
  g_autoptr(PangoLayout) layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string (FONT_FAMILY);
  int w, h;

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_font_description_set_weight (font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  tm_chart_set_source (cr, colour, alpha);
  cairo_move_to (cr, right ? x - w : x, y);
  pango_cairo_show_layout (cr, layout);
  /* No current point left for the next path (a badge's arc). */
  cairo_new_path (cr);
  return h;
}

/* How the game ended, in the game's own words, when it says (Tsuki no
 * Utena's result message). */
static const char *
ending_line (const TmResultSummary *summary)
{
  if (summary->state == NULL || !json_object_has_member (summary->state, "result_message"))
    return NULL;
  return json_object_get_string_member_with_default (summary->state, "result_message", NULL);
}

/* The date and the time played: "Sat 28 Nov 2026 · played for 42:10". */
static char *
meta_line (const TmResultSummary *summary)
{
  g_autoptr(GDateTime) local = g_date_time_to_local (summary->played);
  /* Translators: the date on a shared result, as g_date_time_format()
   * writes it: "%a %-d %b %Y" is "Sat 28 Nov 2026". */
  g_autofree char *date = g_date_time_format (local, _("%a %-d %b %Y"));
  g_autofree char *duration = NULL;

  if (summary->duration_s < 0)
    return g_steal_pointer (&date);
  duration = tm_play_clock_format (summary->duration_s);
  /* Translators: a shared result: the date, then the time played. */
  return g_strdup_printf (_("%s · played for %s"), date, duration);
}

/* Draws everything and returns the height used; @badge_y (may be NULL)
 * receives the middle of each player's row. */
static double
draw_contents (cairo_t               *cr,
               const TmResultSummary *summary,
               const guint           *colours,
               const TmChartStyle    *style,
               double                *badge_y)
{
  double width = TM_RESULT_CARD_WIDTH - 2 * MARGIN;
  double y = MARGIN;
  g_autofree char *meta = meta_line (summary);
  g_autofree char *outcome = tm_result_summary_outcome (summary);
  const char *ending = ending_line (summary);
  guint order[TM_RECORD_MAX_PLAYERS];

  /* The game's name in both languages, then when. */
  y += draw_text (cr, summary->english_name, MARGIN, y, width, 34, TRUE, FALSE, &style->foreground, 1);
  y += draw_text (cr, summary->native_name, MARGIN, y + 2, width, 24, FALSE, FALSE, &style->foreground, 0.85) + 10;
  y += draw_text (cr, meta, MARGIN, y, width, 18, FALSE, FALSE, &style->foreground, 0.65) + 18;

  /* Who won (the group, in a cooperative game). */
  y += draw_text (cr, outcome, MARGIN, y, width, 30, TRUE, FALSE, &style->accent, 1) + 6;
  if (ending != NULL)
    y += draw_text (cr, ending, MARGIN, y, width, 17, FALSE, FALSE, &style->foreground, 0.75) + 6;
  y += 12;

  /* The players: highest score first, the group in seat order. */
  tm_result_summary_order (summary, order);
  for (guint i = 0; i < summary->n_players; i++)
    {
      const TmResultPlayer *player = &summary->players[order[i]];
      g_autofree char *score = g_strdup_printf ("%d", player->score);
      g_autofree char *breakdown = summary->game != NULL
                                   ? tm_game_describe_score_breakdown (summary->game, order[i])
                                   : NULL;
      double middle = y + ROW_HEIGHT / 2;
      double name_x = MARGIN + 2 * BADGE_R + 16;
      double name_width = width - (name_x - MARGIN) - 120;

      if (i > 0)
        {
          tm_chart_set_source (cr, &style->foreground, 0.12);
          cairo_rectangle (cr, name_x, y, TM_RESULT_CARD_WIDTH - MARGIN - name_x, 1);
          cairo_fill (cr);
        }
      tm_player_badge_draw (cr, MARGIN + BADGE_R, middle, BADGE_R, player->name,
                            colours[order[i]] % TM_PLAYER_N_COLOURS, style);
      if (badge_y != NULL)
        badge_y[order[i]] = middle;
      if (breakdown != NULL)
        {
          draw_text (cr, player->name, name_x, middle - 27, name_width, 24, player->winner, FALSE,
                     &style->foreground, 1);
          draw_text (cr, breakdown, name_x, middle + 4, name_width, 16, FALSE, FALSE, &style->foreground, 0.65);
        }
      else
        draw_text (cr, player->name, name_x, middle - 15, name_width, 24, player->winner, FALSE,
                   &style->foreground, 1);
      if (player->winner && !summary->cooperative)
        /* A star besides the hue, which a colour-blind reader may miss. */
        draw_text (cr, "★", TM_RESULT_CARD_WIDTH - MARGIN - 70, middle - 15, 40, 24, FALSE, TRUE,
                   &style->accent, 1);
      draw_text (cr, score, TM_RESULT_CARD_WIDTH - MARGIN, middle - 18, 100, 30, TRUE, TRUE,
                 &style->foreground, 1);
      y += ROW_HEIGHT;
    }

  y += 16;
  y += draw_text (cr, "Tablemate", TM_RESULT_CARD_WIDTH - MARGIN, y, width, 14, FALSE, TRUE,
                  &style->foreground, 0.5);
  return y + MARGIN / 2;
}

/* Runs the drawing on a scratch surface, for its measures. */
static double
measure (const TmResultSummary *summary,
         double                *badge_y)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cairo_t *cr = cairo_create (surface);
  guint colours[TM_RECORD_MAX_PLAYERS] = { 0 };
  TmChartStyle style;
  double height;

  card_style (FALSE, &style);
  height = draw_contents (cr, summary, colours, &style, badge_y);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return height;
}

int
tm_result_card_get_height (const TmResultSummary *summary)
{
  g_return_val_if_fail (summary != NULL, 0);
  return (int) ceil (measure (summary, NULL));
}

void
tm_result_card_get_badge_centre (const TmResultSummary *summary,
                                 guint                  index,
                                 double                *x,
                                 double                *y)
{
  double badge_y[TM_RECORD_MAX_PLAYERS] = { 0 };

  g_return_if_fail (summary != NULL && index < summary->n_players);
  measure (summary, badge_y);
  *x = MARGIN + BADGE_R;
  *y = badge_y[index];
}

void
tm_result_card_draw (cairo_t               *cr,
                     const TmResultSummary *summary,
                     const guint           *colours,
                     gboolean               dark)
{
  TmChartStyle style;

  g_return_if_fail (summary != NULL && colours != NULL);

  card_style (dark, &style);
  cairo_save (cr);
  tm_chart_set_source (cr, &style.background, 1);
  cairo_rectangle (cr, 0, 0, TM_RESULT_CARD_WIDTH, tm_result_card_get_height (summary));
  cairo_fill (cr);
  /* The accent along the top, as on a printed score card. */
  tm_chart_set_source (cr, &style.accent, 1);
  cairo_rectangle (cr, 0, 0, TM_RESULT_CARD_WIDTH, 8);
  cairo_fill (cr);
  draw_contents (cr, summary, colours, &style, NULL);
  cairo_restore (cr);
}

static cairo_status_t
append_png (void                *closure,
            const unsigned char *data,
            unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

gboolean
tm_result_card_save_png (const TmResultSummary *summary,
                         const guint           *colours,
                         gboolean               dark,
                         const char            *path,
                         GError               **error)
{
  g_autoptr(GByteArray) png = g_byte_array_new ();
  cairo_surface_t *surface;
  cairo_t *cr;
  cairo_status_t status;

  g_return_val_if_fail (summary != NULL && colours != NULL && path != NULL, FALSE);

  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, TM_RESULT_CARD_WIDTH,
                                        tm_result_card_get_height (summary));
  cr = cairo_create (surface);
  tm_result_card_draw (cr, summary, colours, dark);
  cairo_destroy (cr);
  status = cairo_surface_write_to_png_stream (surface, append_png, png);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   _("The image could not be drawn: %s"), cairo_status_to_string (status));
      return FALSE;
    }
  /* Written whole or not at all: a half PNG is no picture to share. */
  return tm_file_save_atomic (path, (const char *) png->data, (gssize) png->len, 0644, error);
}

static void
update_label (TmResultCard *self)
{
  g_autofree char *text = self->summary != NULL ? tm_result_summary_to_text (self->summary) : NULL;

  /* A screen reader reads the picture as the text it shows. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  text != NULL ? text : _("Result"), -1);
}

void
tm_result_card_set (TmResultCard          *self,
                    const TmResultSummary *summary,
                    const guint           *colours)
{
  g_return_if_fail (TM_IS_RESULT_CARD (self));
  g_return_if_fail (summary != NULL && colours != NULL);

  self->summary = summary;
  memcpy (self->colours, colours, summary->n_players * sizeof (guint));
  update_label (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
tm_result_card_set_dark (TmResultCard *self,
                         gboolean      dark)
{
  g_return_if_fail (TM_IS_RESULT_CARD (self));

  self->dark = dark;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
tm_result_card_get_dark (TmResultCard *self)
{
  g_return_val_if_fail (TM_IS_RESULT_CARD (self), FALSE);
  return self->dark;
}

/* The preview: the image at most PREVIEW_WIDTH wide, smaller when the
 * widget is narrower.  Its height does not follow the width (GTK wants
 * no less height at a narrower width), so the space asked is that of
 * the preview at PREVIEW_WIDTH. */
#define PREVIEW_WIDTH 360.0

static double
preview_scale (int width)
{
  return CLAMP (MIN (width, PREVIEW_WIDTH) / TM_RESULT_CARD_WIDTH, 0.1, 1.0);
}

static void
tm_result_card_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  TmResultCard *self = TM_RESULT_CARD (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  double scale = preview_scale (width);
  cairo_t *cr;

  if (self->summary == NULL)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_translate (cr, (width - TM_RESULT_CARD_WIDTH * scale) / 2, 0);
  cairo_scale (cr, scale, scale);
  tm_result_card_draw (cr, self->summary, self->colours, self->dark);
  cairo_destroy (cr);
}

static void
tm_result_card_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  TmResultCard *self = TM_RESULT_CARD (widget);
  int height = self->summary != NULL ? tm_result_card_get_height (self->summary) : 0;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = TM_RESULT_CARD_WIDTH / 4;
      *natural = (int) PREVIEW_WIDTH;
      return;
    }
  *minimum = *natural = (int) ceil (height * PREVIEW_WIDTH / TM_RESULT_CARD_WIDTH);
}

static void
tm_result_card_class_init (TmResultCardClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = tm_result_card_snapshot;
  widget_class->measure = tm_result_card_measure;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tm_result_card_init (TmResultCard *self)
{
  update_label (self);
}

GtkWidget *
tm_result_card_new (void)
{
  return g_object_new (TM_TYPE_RESULT_CARD, NULL);
}
