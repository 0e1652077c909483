/* tm-history-row.c — one finished game in the history list */
#include "config.h"

#include "tm-history-row.h"
#include "widgets/tm-accessible-name.h"
#include "tm-group-stats-view.h"
#include "tm-history-text.h"

#include <glib/gi18n.h>

struct _TmHistoryRow
{
  GtkWidget parent_instance;

  TmHistoryEntry *entry;
  GtkWidget *box;
  GtkWidget *icon;
  GtkLabel *result_label;
  GtkLabel *scores_label;
  GtkLabel *detail_label;
};

G_DEFINE_FINAL_TYPE (TmHistoryRow, tm_history_row, GTK_TYPE_WIDGET)

/* The narrowest a row's text may be, in characters (see add_label()). */
#define TM_HISTORY_ROW_MIN_CHARS 8

static GtkLabel *
add_label (GtkWidget  *box,
           const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  /* Without a minimum, GTK measures a wrapping label's minimum width by
   * laying it out at width 0: with WORD_CHAR wrapping that is one line
   * per character, reshaped line by line, and it was most of the cost of
   * the ~200 rows GtkListView builds.  A minimum of a few characters is
   * cheap to lay out and still far below what the narrowest window
   * (360 px) gives the text, so every width shows the same lines. */
  gtk_label_set_width_chars (GTK_LABEL (label), TM_HISTORY_ROW_MIN_CHARS);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  gtk_box_append (GTK_BOX (box), label);
  return GTK_LABEL (label);
}

static void
tm_history_row_dispose (GObject *object)
{
  TmHistoryRow *self = TM_HISTORY_ROW (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->entry);

  G_OBJECT_CLASS (tm_history_row_parent_class)->dispose (object);
}

/* Like GtkBinLayout, but the height for a width below the row's minimum
 * width is its height at that minimum: GTK asks it of the ~200 rows a
 * GtkListView builds (down to a width of 0) while working out sizes,
 * and each such question laid out every wrapping label again at a width
 * no row is ever given, one character a line. */
static void
tm_history_row_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  TmHistoryRow *self = TM_HISTORY_ROW (widget);

  if (orientation == GTK_ORIENTATION_VERTICAL && for_size >= 0)
    {
      int min_width;

      gtk_widget_measure (self->box, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
      for_size = MAX (for_size, min_width);
    }
  gtk_widget_measure (self->box, orientation, for_size, minimum, natural,
                      minimum_baseline, natural_baseline);
}

static void
tm_history_row_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  gtk_widget_allocate (TM_HISTORY_ROW (widget)->box, width, height, baseline, NULL);
}

static void
tm_history_row_class_init (TmHistoryRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_history_row_dispose;
  widget_class->measure = tm_history_row_measure;
  widget_class->size_allocate = tm_history_row_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "tm-history-row");
}

static void
tm_history_row_init (TmHistoryRow *self)
{
  GtkWidget *lines;

  self->box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_widget_set_margin_top (self->box, 8);
  gtk_widget_set_margin_bottom (self->box, 8);
  gtk_widget_set_margin_start (self->box, 6);
  gtk_widget_set_margin_end (self->box, 6);

  /* A star beside a game somebody won; nothing beside a draw. */
  self->icon = gtk_image_new_from_icon_name ("starred-symbolic");
  gtk_widget_set_valign (self->icon, GTK_ALIGN_START);
  gtk_widget_set_margin_top (self->icon, 2);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->icon),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
  gtk_box_append (GTK_BOX (self->box), self->icon);

  lines = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_set_hexpand (lines, TRUE);
  gtk_box_append (GTK_BOX (self->box), lines);
  self->result_label = add_label (lines, "heading");
  self->scores_label = add_label (lines, NULL);
  self->detail_label = add_label (lines, "dim-label");
  gtk_widget_add_css_class (GTK_WIDGET (self->detail_label), "caption");

  gtk_box_append (GTK_BOX (self->box), gtk_image_new_from_icon_name ("go-next-symbolic"));
  /* Decoration: the row's name says it all. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_last_child (self->box)),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
  gtk_widget_set_valign (gtk_widget_get_last_child (self->box), GTK_ALIGN_CENTER);
}

/* "… · played 42 min" after @detail when the game's time is known. */
static void
add_time_played (char           **detail,
                 TmHistoryEntry  *entry)
{
  g_autofree char *time = NULL;
  char *longer;

  if (tm_history_entry_get_duration_s (entry) <= 0)
    return;
  time = tm_group_stats_format_duration (tm_history_entry_get_duration_s (entry));
  /* Translators: a finished game in the history, then how long it was
   * played, e.g. "Children of the Sun · Sat 3 Jan 2026, 20:00 · played 42 min". */
  longer = g_strdup_printf (_("%s · played %s"), *detail, time);
  g_free (*detail);
  *detail = longer;
}

/* The row, and the list item holding it (the one that takes the focus),
 * are said as the game in one sentence. */
static void
update_accessible_name (TmHistoryRow *self,
                        const char   *detail,
                        const char   *result,
                        const char   *scores)
{
  GtkWidget *parent = gtk_widget_get_parent (GTK_WIDGET (self));
  /* Translators: a finished game in the history, for screen readers:
   * the game and date, the result, the scores, e.g. "Children of the
   * Sun · Sat 3 Jan 2026, 20:00: Mio won. Mio 10 · Aoi 6". */
  g_autofree char *name = g_strdup_printf (_("%s: %s. %s"), detail, result, scores);

  tm_accessible_name_set (GTK_WIDGET (self), name);
  if (parent != NULL)
    tm_accessible_name_set (parent, name);
}

GtkWidget *
tm_history_row_new (void)
{
  return g_object_new (TM_TYPE_HISTORY_ROW, NULL);
}

void
tm_history_row_set_entry (TmHistoryRow   *self,
                          TmHistoryEntry *entry)
{
  g_autofree char *result = NULL;
  g_autofree char *scores = NULL;
  g_autofree char *date = NULL;
  g_autofree char *detail = NULL;

  g_return_if_fail (TM_IS_HISTORY_ROW (self));

  g_set_object (&self->entry, entry);
  if (entry == NULL)
    return;

  result = tm_history_text_result (entry);
  scores = tm_history_text_scores (entry);
  date = tm_history_text_date (tm_history_entry_get_created (entry));
  /* Translators: a game and when it was played, e.g.
   * "Children of the Sun · Sat 3 Jan 2026, 20:00". */
  detail = g_strdup_printf (_("%s · %s"), tm_history_text_game_name (tm_history_entry_get_game_id (entry)),
                            date);
  add_time_played (&detail, entry);
  gtk_label_set_text (self->result_label, result);
  gtk_label_set_text (self->scores_label, scores);
  gtk_label_set_text (self->detail_label, detail);
  update_accessible_name (self, detail, result, scores);
  gtk_widget_set_opacity (self->icon, tm_history_entry_get_n_winners (entry) > 0 ? 1.0 : 0.0);
}

TmHistoryEntry *
tm_history_row_get_entry (TmHistoryRow *self)
{
  g_return_val_if_fail (TM_IS_HISTORY_ROW (self), NULL);
  return self->entry;
}

char *
tm_history_row_get_text (TmHistoryRow *self)
{
  g_return_val_if_fail (TM_IS_HISTORY_ROW (self), NULL);
  return g_strjoin ("\n", gtk_label_get_text (self->result_label),
                    gtk_label_get_text (self->scores_label),
                    gtk_label_get_text (self->detail_label), NULL);
}
