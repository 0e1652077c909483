/* tm-psi-cell.c — one cell of the Psi Conjuring field, as a widget */
#include "config.h"

#include "tm-psi-cell.h"
#include "widgets/tm-cairo-shapes.h"
#include "widgets/tm-tooltip.h"
#include "widgets/tm-why-disabled.h"

#include <glib/gi18n.h>

struct _TmPsiCell
{
  GtkButton parent_instance;

  TmCell cell;
  gboolean selected;
};

G_DEFINE_FINAL_TYPE (TmPsiCell, tm_psi_cell, GTK_TYPE_BUTTON)

static void
tm_psi_cell_snapshot (GtkWidget   *widget,
                      GtkSnapshot *snapshot)
{
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  double dash[] = { 4, 3 };
  GdkRGBA accent;
  cairo_t *cr;

  /* The card is the board's drawing; the cell adds the keyboard's ring,
   * outside the card so that it covers nothing written on it. */
  if (!gtk_widget_has_visible_focus (widget) || width <= 0 || height <= 0)
    return;
  tm_cairo_get_accent (widget, "accent_bg_color", &accent);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (-8, -8, width + 16, height + 16));
  tm_cairo_rounded_rectangle (cr, -6, -6, width + 12, height + 12, width * 0.14);
  gdk_cairo_set_source_rgba (cr, &accent);
  cairo_set_line_width (cr, 2);
  cairo_set_dash (cr, dash, 2, 0);
  cairo_stroke (cr);
  cairo_destroy (cr);
}

static void
tm_psi_cell_state_flags_changed (GtkWidget     *widget,
                                 GtkStateFlags  previous)
{
  GTK_WIDGET_CLASS (tm_psi_cell_parent_class)->state_flags_changed (widget, previous);
  gtk_widget_queue_draw (widget);
}

static void
tm_psi_cell_class_init (TmPsiCellClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = tm_psi_cell_snapshot;
  widget_class->state_flags_changed = tm_psi_cell_state_flags_changed;

  gtk_widget_class_set_css_name (widget_class, "tm-psi-cell");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_BUTTON);
}

static void
tm_psi_cell_init (TmPsiCell *self)
{
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_SELECTED, FALSE, -1);
}

GtkWidget *
tm_psi_cell_new (TmCell cell)
{
  TmPsiCell *self = g_object_new (TM_TYPE_PSI_CELL, NULL);

  self->cell = cell;
  return GTK_WIDGET (self);
}

TmCell
tm_psi_cell_get_cell (TmPsiCell *self)
{
  g_return_val_if_fail (TM_IS_PSI_CELL (self), ((TmCell) { 0, 0 }));
  return self->cell;
}

/* The first letter upper case, for a tooltip that starts a sentence. */
static char *
capitalise (const char *text)
{
  gunichar first = g_utf8_get_char (text);
  char buffer[8];
  int n = g_unichar_to_utf8 (g_unichar_totitle (first), buffer);

  return g_strdup_printf ("%.*s%s", n, buffer, g_utf8_next_char (text));
}

void
tm_psi_cell_set_text (TmPsiCell  *self,
                      const char *label,
                      gboolean    sensitive,
                      const char *reason)
{
  g_autofree char *tooltip = NULL;
  g_autofree char *shown = NULL;

  g_return_if_fail (TM_IS_PSI_CELL (self));
  g_return_if_fail (label != NULL);

  /* Translators: a cell's tooltip when it cannot be chosen now: what lies there, then why not. */
  tooltip = reason != NULL && !sensitive ? g_strdup_printf (_("%s.\n%s"), label, reason) : g_strdup (label);
  shown = capitalise (tooltip);
  tm_tooltip_set_text (GTK_WIDGET (self), shown);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, reason != NULL && !sensitive ? reason : "",
                                  -1);
  gtk_widget_set_sensitive (GTK_WIDGET (self), sensitive);
  /* Said in the page's status line when the cell is clicked. */
  tm_why_disabled_set (GTK_WIDGET (self), sensitive ? NULL : reason);
}

void
tm_psi_cell_set_selected (TmPsiCell *self,
                          gboolean   selected)
{
  g_return_if_fail (TM_IS_PSI_CELL (self));

  selected = !!selected;
  if (self->selected == selected)
    return;
  self->selected = selected;
  gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_SELECTED, selected, -1);
}

gboolean
tm_psi_cell_get_selected (TmPsiCell *self)
{
  g_return_val_if_fail (TM_IS_PSI_CELL (self), FALSE);
  return self->selected;
}
