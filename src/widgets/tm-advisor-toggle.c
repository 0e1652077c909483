/* tm-advisor-toggle.c — the "Show … Options" toggle of a game page */
#include "config.h"

#include "tm-advisor-toggle.h"

#include <adwaita.h>

gboolean
tm_advisor_toggle_update (GtkToggleButton   *toggle,
                          gboolean           available,
                          TmAdvisedPosition *position,
                          const char        *show_label,
                          const char        *hide_label)
{
  GtkWidget *content;
  gboolean shown;

  g_return_val_if_fail (GTK_IS_TOGGLE_BUTTON (toggle), FALSE);
  g_return_val_if_fail (position != NULL, FALSE);
  g_return_val_if_fail (show_label != NULL && hide_label != NULL, FALSE);

  content = gtk_button_get_child (GTK_BUTTON (toggle));
  gtk_widget_set_visible (GTK_WIDGET (toggle), available);
  shown = available && gtk_toggle_button_get_active (toggle);
  if (ADW_IS_BUTTON_CONTENT (content))
    adw_button_content_set_label (ADW_BUTTON_CONTENT (content), shown ? hide_label : show_label);
  if (!shown)
    {
      position->n_moves = G_MAXUINT;
      position->last_move = NULL;
    }
  return shown;
}

gboolean
tm_advised_position_update (TmAdvisedPosition *position,
                            TmRecord          *record)
{
  guint n_moves;
  JsonObject *last;

  g_return_val_if_fail (position != NULL, FALSE);
  g_return_val_if_fail (TM_IS_RECORD (record), FALSE);

  n_moves = tm_record_get_n_moves (record);
  last = n_moves > 0 ? tm_record_get_move (record, n_moves - 1) : NULL;
  if (position->n_moves == n_moves && position->last_move == last)
    return FALSE;
  position->n_moves = n_moves;
  position->last_move = last;
  return TRUE;
}

void
tm_advisor_toggle_focus_first (GtkToggleButton *toggle,
                               TmAdvisorPanel  *panel)
{
  GtkWidget *first;

  g_return_if_fail (GTK_IS_TOGGLE_BUTTON (toggle));
  g_return_if_fail (TM_IS_ADVISOR_PANEL (panel));

  first = tm_advisor_panel_get_row (panel, 0);
  gtk_widget_grab_focus (first != NULL && gtk_widget_get_mapped (first) ? first : GTK_WIDGET (toggle));
}
