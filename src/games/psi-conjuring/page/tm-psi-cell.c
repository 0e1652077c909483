/* tm-psi-cell.c — one cell of the Psi Conjuring field, as a widget */
#include "config.h"

#include "tm-psi-cell.h"
#include "widgets/tm-cairo-shapes.h"

#include <glib/gi18n.h>

struct _TmPsiCell
{
  TmGridCell parent_instance;
};

G_DEFINE_FINAL_TYPE (TmPsiCell, tm_psi_cell, TM_TYPE_GRID_CELL)

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
}

TmCell
tm_psi_cell_get_cell (TmPsiCell *self)
{
  g_return_val_if_fail (TM_IS_PSI_CELL (self), ((TmCell) { 0, 0 }));
  return tm_grid_cell_get_cell (TM_GRID_CELL (self));
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
  const char *why_not = sensitive ? NULL : reason;
  g_autofree char *tooltip = NULL;
  g_autofree char *shown = NULL;

  g_return_if_fail (TM_IS_PSI_CELL (self));
  g_return_if_fail (label != NULL);

  /* Translators: a cell's tooltip when it cannot be chosen now: what lies there, then why not. */
  tooltip = why_not != NULL ? g_strdup_printf (_("%s.\n%s"), label, why_not) : g_strdup (label);
  shown = capitalise (tooltip);
  tm_grid_cell_describe (TM_GRID_CELL (self), label, why_not, shown);
  gtk_widget_set_sensitive (GTK_WIDGET (self), sensitive);
}
