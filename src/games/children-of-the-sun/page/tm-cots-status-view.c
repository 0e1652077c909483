/* tm-cots-status-view.c — the public counts of both players and the table
 *
 * Only what both players may see: counts of hands and beds, never their
 * cards.
 */
#include "config.h"

#include "tm-cots-status-view.h"
#include "widgets/tm-focus.h"
#include "widgets/tm-tooltip.h"

#include <glib/gi18n.h>

struct _TmCotsStatusView
{
  GtkWidget parent_instance;

  /* Template widgets */
  GtkLabel *name_labels[2];
  GtkLabel *hand_labels[2];
  GtkLabel *bed_labels[2];
  GtkLabel *shield_labels[2];
  GtkLabel *points_labels[2];
  GtkLabel *table_label;
};

G_DEFINE_FINAL_TYPE (TmCotsStatusView, tm_cots_status_view, GTK_TYPE_WIDGET)

static void
set_uint (GtkLabel *label,
          guint     value)
{
  g_autofree char *text = g_strdup_printf ("%u", value);

  gtk_label_set_text (label, text);
}

void
tm_cots_status_view_update (TmCotsStatusView *self,
                       TmRecord     *record,
                       TmCotsGame   *game)
{
  const TmCotsState *state;
  g_autofree char *table = NULL;

  g_return_if_fail (TM_IS_COTS_STATUS_VIEW (self));
  g_return_if_fail (TM_IS_RECORD (record));
  g_return_if_fail (TM_IS_COTS_GAME (game));

  state = tm_cots_game_get_state (game);

  for (guint p = 0; p < 2; p++)
    {
      g_autofree char *shield = g_strdup_printf (_("%u of 6"), state->analyses[p]);

      gtk_label_set_text (self->name_labels[p], tm_record_get_player (record, p));
      tm_tooltip_set_text (GTK_WIDGET (self->name_labels[p]), tm_record_get_player (record, p));
      set_uint (self->hand_labels[p], state->hand[p]);
      set_uint (self->bed_labels[p], (guint) __builtin_popcount (state->bed[p]));
      gtk_label_set_text (self->shield_labels[p], shield);
      set_uint (self->points_labels[p], tm_cots_state_get_total (state, p));
    }

  table = g_strdup_printf (_("Deck: %u · Ghost’s stomach: %u"),
                           state->deck, (guint) __builtin_popcount (state->stomach));
  gtk_label_set_text (self->table_label, table);
}

static void
tm_cots_status_view_dispose (GObject *object)
{
  tm_dispose_template (GTK_WIDGET (object), TM_TYPE_COTS_STATUS_VIEW);

  G_OBJECT_CLASS (tm_cots_status_view_parent_class)->dispose (object);
}

static void
tm_cots_status_view_class_init (TmCotsStatusViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_cots_status_view_dispose;

  tm_focus_class_pass_to_children (widget_class);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablemate/Tablemate/tm-cots-status-view.ui");
  gtk_widget_class_bind_template_child_full (widget_class, "name0_label", FALSE, G_STRUCT_OFFSET (TmCotsStatusView, name_labels[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "name1_label", FALSE, G_STRUCT_OFFSET (TmCotsStatusView, name_labels[1]));
  gtk_widget_class_bind_template_child_full (widget_class, "hand0_label", FALSE, G_STRUCT_OFFSET (TmCotsStatusView, hand_labels[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "hand1_label", FALSE, G_STRUCT_OFFSET (TmCotsStatusView, hand_labels[1]));
  gtk_widget_class_bind_template_child_full (widget_class, "bed0_label", FALSE, G_STRUCT_OFFSET (TmCotsStatusView, bed_labels[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "bed1_label", FALSE, G_STRUCT_OFFSET (TmCotsStatusView, bed_labels[1]));
  gtk_widget_class_bind_template_child_full (widget_class, "shield0_label", FALSE, G_STRUCT_OFFSET (TmCotsStatusView, shield_labels[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "shield1_label", FALSE, G_STRUCT_OFFSET (TmCotsStatusView, shield_labels[1]));
  gtk_widget_class_bind_template_child_full (widget_class, "points0_label", FALSE, G_STRUCT_OFFSET (TmCotsStatusView, points_labels[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "points1_label", FALSE, G_STRUCT_OFFSET (TmCotsStatusView, points_labels[1]));
  gtk_widget_class_bind_template_child (widget_class, TmCotsStatusView, table_label);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tm_cots_status_view_init (TmCotsStatusView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tm_cots_status_view_new (void)
{
  return g_object_new (TM_TYPE_COTS_STATUS_VIEW, NULL);
}
