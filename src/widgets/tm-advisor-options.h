/* tm-advisor-options.h — "Show … Options" on a page, the base
 *
 * What the Psi Conjuring attack options and the Tsuki no Utena exchange
 * options share: a toggle ("Show … Options", tm-advisor-toggle.h) and
 * the advisor's options below it (TmAdvisorPanel), shown only while
 * options may be offered; the position they are for (a record and its
 * game); the options computed again only while shown and only when the
 * record moved; the keyboard on the new best option after one was
 * played; and ::play-move (JsonObject *move) when one is chosen.  A
 * game derives from it, builds the toggle and the panel in its template
 * and hands them over (tm_advisor_options_set_parts()), and fills the
 * panel in compute.
 */
#pragma once

#include <gtk/gtk.h>

#include "core/tm-game.h"
#include "core/tm-record.h"
#include "widgets/tm-advisor-panel.h"

G_BEGIN_DECLS

#define TM_TYPE_ADVISOR_OPTIONS (tm_advisor_options_get_type ())
G_DECLARE_DERIVABLE_TYPE (TmAdvisorOptions, tm_advisor_options, TM, ADVISOR_OPTIONS, GtkWidget)

struct _TmAdvisorOptionsClass
{
  GtkWidgetClass parent_class;

  /* Optional: the position (@game, @record replayed) while options may
   * be offered, shown or not: for what the game shows beside them. */
  void (*show_position) (TmAdvisorOptions *self,
                         TmRecord         *record,
                         TmGame           *game);
  /* Fills @panel with the options of @game (title and options, or the
   * reason there are none): called while shown, once a position. */
  void (*compute)       (TmAdvisorOptions *self,
                         TmRecord         *record,
                         TmGame           *game,
                         TmAdvisorPanel   *panel);

  gpointer padding[4];
};

/* Once, from the derived widget's init after its template: @toggle (a
 * GtkToggleButton with an AdwButtonContent child) says @show_label or
 * @hide_label (with a mnemonic); @panel's ::play-move is re-emitted. */
void            tm_advisor_options_set_parts      (TmAdvisorOptions *self,
                                                   GtkWidget        *toggle,
                                                   TmAdvisorPanel   *panel,
                                                   const char       *show_label,
                                                   const char       *hide_label);
/* The position to advise on; nothing is offered unless @available (the
 * players are entering a move). */
void            tm_advisor_options_set_position   (TmAdvisorOptions *self,
                                                   TmRecord         *record,
                                                   TmGame           *game,
                                                   gboolean          available);
/* Emits ::play-move (@move): for a derived widget's other ways to play. */
void            tm_advisor_options_play_move      (TmAdvisorOptions *self,
                                                   JsonObject       *move);
/* After an option was played: the keyboard on the new best one. */
void            tm_advisor_options_focus_first    (TmAdvisorOptions *self);
GtkWidget      *tm_advisor_options_get_toggle     (TmAdvisorOptions *self);
TmAdvisorPanel *tm_advisor_options_get_panel      (TmAdvisorOptions *self);

G_END_DECLS
