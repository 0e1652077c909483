/* tm-hand-advisor.h — "what can my hand do?", the private view's base
 *
 * What every game's hand advisor shares: the question to the player, a
 * hint, a grid of toggle buttons where the player ticks their hand, the
 * rules' refusal of a chosen option, and the advisor's options
 * (TmAdvisorPanel) re-emitted as ::play-move (JsonObject *move).  A game
 * derives from it, fills the grid and answers update_options; it lives
 * in a TmPrivateView only, so the hand is gone with the view.
 */
#pragma once

#include <gtk/gtk.h>

#include "widgets/tm-advisor-panel.h"

G_BEGIN_DECLS

#define TM_TYPE_HAND_ADVISOR (tm_hand_advisor_get_type ())
G_DECLARE_DERIVABLE_TYPE (TmHandAdvisor, tm_hand_advisor, TM, HAND_ADVISOR, GtkWidget)

struct _TmHandAdvisorClass
{
  GtkWidgetClass parent_class;

  /* Asks the advisor again for the hand ticked now. */
  void (*update_options) (TmHandAdvisor *self);

  gpointer padding[4];
};

/* The question and the options' heading for the player @name. */
void            tm_hand_advisor_set_player   (TmHandAdvisor *self,
                                              const char    *name);
void            tm_hand_advisor_set_hint     (TmHandAdvisor *self,
                                              const char    *hint);
GtkGrid        *tm_hand_advisor_get_grid     (TmHandAdvisor *self);
/* Puts @button (a GtkToggleButton) in the grid; each toggle asks the
 * advisor again, but once only between freeze and thaw. */
void            tm_hand_advisor_attach_card  (TmHandAdvisor *self,
                                              GtkWidget     *button,
                                              int            column,
                                              int            row);
void            tm_hand_advisor_freeze       (TmHandAdvisor *self);
/* Ends a freeze and asks the advisor again. */
void            tm_hand_advisor_thaw         (TmHandAdvisor *self);
/* Asks the advisor again now (update_options). */
void            tm_hand_advisor_update       (TmHandAdvisor *self);
/* The rules' refusal of a chosen option, or NULL to clear it. */
void            tm_hand_advisor_show_error   (TmHandAdvisor *self,
                                              const char    *message);
TmAdvisorPanel *tm_hand_advisor_get_panel    (TmHandAdvisor *self);

G_END_DECLS
