/* tm-psi-page-private.h — what the page of Psi Conjuring (tm-psi-page.c:
 * the mode of the move being entered, playing, the GObject) shares with
 * its view of the state (tm-psi-page-view.c: what is offered and shown
 * after each move); nothing outside this folder includes it. */
#pragma once

#include "tm-psi-page.h"
#include "tm-psi-attack-options.h"
#include "tm-psi-effect-form.h"
#include "tm-psi-result-view.h"
#include "tm-psi-status-view.h"
#include "tm-psi-summon-form.h"
#include "games/psi-conjuring/rules/tm-psi-text.h"

G_BEGIN_DECLS

typedef enum {
  MODE_NONE,
  MODE_ATTACK,        /* the attacker is chosen: click the target */
  MODE_SUMMON,        /* the summon form for the selected face-down card */
  MODE_QUICK_CELL,    /* Quick Summon: click an empty cell */
  MODE_QUICK,         /* the quick summon form for the selected cell */
  MODE_ATTACK_CONFIRM,/* attacker and target chosen: attack, or add its effects first */
  MODE_ADJUST,        /* the effect form: click a card, add changes, apply */
  MODE_ADJUST_MOVE,   /* the effect form: click the empty cell the card moves to */
} TmPsiPageMode;

struct _TmPsiPage
{
  GtkWidget parent_instance;

  TmRecord *record;
  TmPsiGame *game;
  TmPsiCatalogue *catalogue;
  char *catalogue_path;
  gboolean catalogue_unreadable;  /* said once; the file is left as it is */
  gboolean read_only;

  TmPsiPageMode mode;
  /* The card summoned or attacking, and the beast attacked. */
  TmCell selected;
  TmCell target;
  /* A form just opened, to scroll into view once it is laid out. */
  GtkWidget *scroll_target;

  /* Template widgets */
  GtkScrolledWindow *scroller;
  TmPsiBoard *board;
  GtkLabel *far_label;
  GtkLabel *near_label;
  TmPsiStatusView *status_view;
  TmPsiResultView *result_view;
  GtkLabel *error_label;
  GtkLabel *turn_label;
  GtkLabel *prompt_label;
  GtkWidget *message_box;
  GtkWidget *entry_box;
  TmPsiSummonForm *summon_form;  /* NULL until first opened (tm_psi_page_ensure_summon_form()) */
  TmPsiEffectForm *effect_form;  /* NULL until first opened (tm_psi_page_ensure_effect_form()) */
  GtkWidget *attack_form;
  GtkWidget *button_grid;
  GtkWidget *attack_button;
  GtkWidget *add_effect_button;
  GtkWidget *pass_button;
  GtkWidget *quick_button;
  GtkWidget *adjust_button;
  GtkWidget *agree_button;
  GtkWidget *cancel_button;
  TmPsiAttackOptions *attack_options;
};

static inline const TmPsiState *
tm_psi_page_get_state (TmPsiPage *self)
{
  return tm_psi_game_get_state (self->game);
}

static inline const char *
tm_psi_page_player_name (TmPsiPage *self,
                         int        player)
{
  return tm_psi_player_name (self->record, player);
}

/* Whether the effect form is open (to adjust, or for an attack's effects). */
gboolean tm_psi_page_in_effect_form (TmPsiPage *self);
/* The summon form, built (hidden) the first time. */
TmPsiSummonForm *tm_psi_page_ensure_summon_form (TmPsiPage *self);
/* The effect form, built (hidden) the first time. */
TmPsiEffectForm *tm_psi_page_ensure_effect_form (TmPsiPage *self);

/* What the effect form holds; a form not built yet holds nothing. */
static inline gboolean
tm_psi_page_effect_attacking (TmPsiPage *self)
{
  return self->effect_form != NULL && tm_psi_effect_form_get_attacking (self->effect_form);
}

static inline gboolean
tm_psi_page_effect_card (TmPsiPage *self,
                         TmCell    *cell)
{
  return self->effect_form != NULL && tm_psi_effect_form_get_card (self->effect_form, cell);
}
/* Shows the state and the move being entered: the board, the labels,
 * the buttons and the forms. */
void tm_psi_page_refresh (TmPsiPage *self);

G_END_DECLS
