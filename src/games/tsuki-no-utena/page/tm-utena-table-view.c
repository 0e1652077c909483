/* tm-utena-table-view.c — the cloud board, the altars and the desire cards */
#include "config.h"

#include "tm-utena-table-view.h"
#include "tm-utena-card-view.h"
#include "tm-utena-cell-icon.h"
#include "games/tsuki-no-utena/rules/tm-utena-text.h"
#include "widgets/tm-focus.h"
#include "widgets/tm-tooltip.h"

#include <glib/gi18n.h>

struct _TmUtenaTableView
{
  GtkWidget parent_instance;

  TmUtenaAltarView *altars[TM_UTENA_MAX_ALTARS];
  guint n_altars;
  /* What is below the cloud board waits for the first frame (show_below()). */
  gboolean below_waiting;
  GdkFrameClock *clock;

  /* Template widgets */
  TmUtenaCloudBoard *cloud;
  GtkLabel *cloud_legend;
  GtkWidget *altars_heading;
  GtkWidget *altars_box;
  GtkWidget *desire_box;
  GtkLabel *deck_label;
  GtkWidget *stack_box;
  GtkWidget *visible_box;
};

G_DEFINE_FINAL_TYPE (TmUtenaTableView, tm_utena_table_view, GTK_TYPE_WIDGET)

enum {
  SIGNAL_CARD_CLICKED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
remove_children (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (box), child);
}

/* A flow box's child that the keyboard passes through: Tab goes to what
 * can be used inside it (an altar's pair cards during an exchange) and
 * skips what is only shown. */
static void
append_shown (GtkWidget  *box,
              GtkWidget  *child,
              const char *label)
{
  gtk_flow_box_append (GTK_FLOW_BOX (box), child);
  gtk_widget_set_focusable (gtk_widget_get_parent (child), FALSE);
  /* The flow box's child is what screen readers meet first: it says
   * what it holds. */
  if (label != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_parent (child)),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* The cloud cells the last move paid from and lost markers to. */
static void
show_cloud (TmUtenaTableView     *self,
            const TmUtenaState   *state,
            const TmUtenaOutcome *outcome)
{
  guint paid = 0, lost = 0;

  tm_utena_cloud_board_set_markers (self->cloud, state->cloud);
  for (guint i = 0; outcome != NULL && i < outcome->n_transfers; i++)
    {
      const TmUtenaTransfer *t = &outcome->transfers[i];

      if (t->to_cloud)
        lost |= 1u << t->cell;
      else if (t->paid)
        paid |= 1u << t->cell;
    }
  tm_utena_cloud_board_set_highlight (self->cloud, paid, lost);
  /* A move either takes markers from the cloud or gives them back. */
  if (lost != 0)
    gtk_label_set_text (self->cloud_legend, _("Outlined in red: the cells the last move gave markers back to."));
  else if (paid != 0)
    gtk_label_set_text (self->cloud_legend, _("Outlined: the cells the last move took markers from."));
  gtk_widget_set_visible (GTK_WIDGET (self->cloud_legend), paid != 0 || lost != 0);
}

static void
show_desire_stack (TmUtenaTableView   *self,
                   const TmUtenaState *state)
{
  TmUtenaDesire covered = 0;
  g_autofree char *deck = NULL;

  /* An icon with no visible copy left is hidden on every card showing it;
   * which copy of a partly covered icon is hidden the position does not
   * know, so those are not marked. */
  for (guint c = 0; c < TM_UTENA_N_CELLS; c++)
    if (state->visible[c] == 0)
      covered |= tm_utena_desire_icon ((TmUtenaCell) c);

  /* Translators: the desire deck (山札) and the cards laid so far. */
  deck = g_strdup_printf (ngettext ("Desire deck: %u card left · %u laid", "Desire deck: %u cards left · %u laid",
                                    state->desire_deck), state->desire_deck, state->n_laid);
  gtk_label_set_text (self->deck_label, deck);

  remove_children (self->stack_box);
  for (guint i = 0; i < state->n_laid; i++)
    {
      GtkWidget *view = tm_utena_card_view_new (TM_UTENA_KIND_DESIRE, state->laid[i]);
      g_autofree char *icons = tm_utena_desire_describe (state->laid[i]);
      /* Translators: a desire card of the stack for screen readers, e.g.
       * "Desire card 2: navy, snake, white group, red group". */
      g_autofree char *label = g_strdup_printf (_("Desire card %u: %s"), i + 1, icons);

      tm_utena_card_view_set_hidden (TM_UTENA_CARD_VIEW (view), state->laid[i] & covered);
      if (i + 1 == state->n_laid)
        tm_tooltip_set_text (view, _("On top of the stack"));
      append_shown (self->stack_box, view, label);
    }

  remove_children (self->visible_box);
  for (guint c = 0; c < TM_UTENA_N_CELLS; c++)
    {
      GtkWidget *item, *label;
      g_autofree char *count = NULL, *description = NULL, *name = NULL;

      if (state->visible[c] == 0)
        continue;
      item = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
      gtk_box_append (GTK_BOX (item), tm_utena_cell_icon_new ((TmUtenaCell) c, 24));
      count = g_strdup_printf ("×%u", state->visible[c]);
      label = gtk_label_new (count);
      gtk_box_append (GTK_BOX (item), label);
      /* Translators: for screen readers, e.g. "navy, visible 2 times". */
      name = tm_utena_cell_name ((TmUtenaCell) c);
      description = g_strdup_printf (ngettext ("%s, visible %u time", "%s, visible %u times", state->visible[c]),
                                     name, state->visible[c]);
      tm_tooltip_set_text (item, description);
      gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, description, -1);
      append_shown (self->visible_box, item, description);
    }
}

/* What is below the cloud board (the altars, the desire cards) is most
 * of the table's cost before the first frame, laid out, styled and
 * drawn, and when a game is opened it is out of view but in a tall
 * window (#27).  So it is hidden until the first frame has been painted
 * and shown then, below what is in view: its coming moves nothing the
 * player sees.  When it would begin in view, it is shown before the
 * frame is painted (on_layout()).  A view that is never in a window
 * never shows it. */
static void
set_below_visible (TmUtenaTableView *self,
                   gboolean          visible)
{
  gtk_widget_set_visible (self->altars_heading, visible);
  gtk_widget_set_visible (self->altars_box, visible);
  gtk_widget_set_visible (self->desire_box, visible);
}

static void
show_below (TmUtenaTableView *self)
{
  if (!self->below_waiting)
    return;
  self->below_waiting = FALSE;
  if (self->clock != NULL)
    g_signal_handlers_disconnect_by_data (self->clock, self);
  g_clear_object (&self->clock);
  set_below_visible (self, TRUE);
}

/* After each layout before the first paint (GDK lays the window out
 * again when this shows it): the part below would begin in view when the
 * end of the table, the cloud board's while the rest is hidden, is above
 * the bottom of the column's scrolled window. */
static void
on_layout (GdkFrameClock    *clock,
           TmUtenaTableView *self)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_SCROLLED_WINDOW);
  graphene_point_t end;

  if (scroller == NULL
      || !gtk_widget_compute_point (GTK_WIDGET (self), scroller,
                                    &GRAPHENE_POINT_INIT (0, (float) gtk_widget_get_height (GTK_WIDGET (self))),
                                    &end)
      || end.y < gtk_widget_get_height (scroller))
    show_below (self);
}

static void
tm_utena_table_view_realize (GtkWidget *widget)
{
  TmUtenaTableView *self = TM_UTENA_TABLE_VIEW (widget);

  GTK_WIDGET_CLASS (tm_utena_table_view_parent_class)->realize (widget);
  if (!self->below_waiting || self->clock != NULL)
    return;
  self->clock = g_object_ref (gtk_widget_get_frame_clock (widget));
  g_signal_connect_after (self->clock, "layout", G_CALLBACK (on_layout), self);
  g_signal_connect_swapped (self->clock, "after-paint", G_CALLBACK (show_below), self);
}

static void
tm_utena_table_view_unrealize (GtkWidget *widget)
{
  show_below (TM_UTENA_TABLE_VIEW (widget));
  GTK_WIDGET_CLASS (tm_utena_table_view_parent_class)->unrealize (widget);
}

/* The altars' flow box is in the focus chain only during an exchange,
 * when cards of the pairs can be clicked (see tm_focus_sync_flow_box()). */
static void
on_altar_clickable (TmUtenaTableView *self)
{
  tm_focus_sync_flow_box (GTK_FLOW_BOX (self->altars_box));
}

static void
on_card_clicked (TmUtenaAltarView *view,
                 guint             index,
                 TmUtenaTableView *self)
{
  g_signal_emit (self, signals[SIGNAL_CARD_CLICKED], 0, tm_utena_altar_view_get_altar (view), index);
}

void
tm_utena_table_view_set_position (TmUtenaTableView     *self,
                                  const TmUtenaState   *state,
                                  const TmUtenaOutcome *outcome)
{
  g_return_if_fail (TM_IS_UTENA_TABLE_VIEW (self));
  g_return_if_fail (state != NULL);

  /* The altars are the game's: made once. */
  for (; self->n_altars < state->n_altars; self->n_altars++)
    {
      TmUtenaAltarView *view = TM_UTENA_ALTAR_VIEW (tm_utena_altar_view_new ());

      self->altars[self->n_altars] = view;
      g_signal_connect (view, "card-clicked", G_CALLBACK (on_card_clicked), self);
      g_signal_connect_swapped (view, "notify::clickable", G_CALLBACK (on_altar_clickable), self);
      append_shown (self->altars_box, GTK_WIDGET (view), NULL);
      on_altar_clickable (self);
    }
  show_cloud (self, state, outcome);
  show_desire_stack (self, state);
}

TmUtenaCloudBoard *
tm_utena_table_view_get_cloud_board (TmUtenaTableView *self)
{
  g_return_val_if_fail (TM_IS_UTENA_TABLE_VIEW (self), NULL);
  return self->cloud;
}

TmUtenaAltarView *
tm_utena_table_view_get_altar_view (TmUtenaTableView *self,
                                    guint             altar)
{
  g_return_val_if_fail (TM_IS_UTENA_TABLE_VIEW (self), NULL);
  g_return_val_if_fail (altar < self->n_altars, NULL);
  return self->altars[altar];
}

static void
tm_utena_table_view_dispose (GObject *object)
{
  TmUtenaTableView *self = TM_UTENA_TABLE_VIEW (object);

  /* Nothing left to show. */
  self->below_waiting = FALSE;
  if (self->clock != NULL)
    g_signal_handlers_disconnect_by_data (self->clock, self);
  g_clear_object (&self->clock);
  tm_dispose_template (GTK_WIDGET (object), TM_TYPE_UTENA_TABLE_VIEW);

  G_OBJECT_CLASS (tm_utena_table_view_parent_class)->dispose (object);
}

static void
tm_utena_table_view_class_init (TmUtenaTableViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_utena_table_view_dispose;
  widget_class->realize = tm_utena_table_view_realize;
  widget_class->unrealize = tm_utena_table_view_unrealize;

  tm_focus_class_pass_to_children (widget_class);

  /* A card of an altar's pair clicked (the altar, the card: 0 or 1). */
  signals[SIGNAL_CARD_CLICKED] = g_signal_new ("card-clicked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                               0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);

  g_type_ensure (TM_TYPE_UTENA_CLOUD_BOARD);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablemate/Tablemate/tm-utena-table-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TmUtenaTableView, cloud);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaTableView, cloud_legend);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaTableView, altars_heading);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaTableView, altars_box);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaTableView, desire_box);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaTableView, deck_label);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaTableView, stack_box);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaTableView, visible_box);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tm-utena-table-view");
}

static void
tm_utena_table_view_init (TmUtenaTableView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->below_waiting = TRUE;
  set_below_visible (self, FALSE);
}

GtkWidget *
tm_utena_table_view_new (void)
{
  return g_object_new (TM_TYPE_UTENA_TABLE_VIEW, NULL);
}
