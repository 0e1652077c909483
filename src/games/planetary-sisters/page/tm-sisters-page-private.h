/* tm-sisters-page-private.h — what the page of Planetary Sisters
 * (tm-sisters-page.c: building, playing, the GObject) shares with its
 * view of the state (tm-sisters-page-view.c: what is offered and shown
 * after each move); nothing outside this folder includes it. */
#pragma once

#include "tm-sisters-page.h"
#include "tm-sisters-breakdown.h"
#include "tm-sisters-card-view.h"
#include "tm-sisters-emblem-picker.h"
#include "tm-sisters-last-round.h"
#include "tm-sisters-players-view.h"
#include "tm-sisters-round-view.h"
#include "tm-sisters-what-if-view.h"
#include "games/planetary-sisters/rules/tm-sisters-catalogue.h"
#include "widgets/tm-private-view.h"

#include <adwaita.h>

G_BEGIN_DECLS

struct _TmSistersPage
{
  GtkWidget parent_instance;

  TmRecord *record;
  TmSistersGame *game;
  TmSistersCatalogue *catalogue;
  char *catalogue_path;
  gboolean read_only;

  int used;                    /* the used card chosen, 0 for none */
  int emblems_rank;            /* the card the emblems form is for */

  GtkWidget *scroller;
  GtkWidget *clamp;
  GtkLabel *status_label;
  GtkLabel *parent_label;
  GtkWidget *field_heading;
  GtkWidget *field_box;
  guint scroll_tick;           /* the entry brought into view after a refresh */
  TmSistersCardView *field_slots[TM_SISTERS_MAX_TURNS];
  TmSistersRoundView *round_view;
  TmSistersLastRound *last_round;
  GtkWidget *players_heading;
  TmSistersPlayersView *players_view;  /* hidden until the page is laid out */
  GtkLabel *prompt_label;
  GtkLabel *last_move_label;   /* said by screen readers when it changes */
  GtkLabel *error_label;
  GtkWidget *entry_box;
  GtkWidget *parent_row;
  GtkWidget *parent_stack;     /* the parent line, or the first parent's row */
  GtkDropDown *parent_drop_down; /* NULL until the set-up first asks for it */
  GtkStringList *parent_names;
  GtkWidget *rank_grid;
  GtkWidget *rank_buttons[TM_SISTERS_N_RANKS + 1];
  TmSistersEmblemPicker *picker;  /* NULL until first shown (tm_sisters_page_ensure_picker()) */
  gboolean remember_kinds;     /* the picker remembers new kinds in the catalogue */
  TmSistersBreakdown *breakdown;

  /* The advisor (docs/advisor.md): "Show Options…" opens the private
   * view of the player to move (a weak pointer: the page keeps nothing
   * of the hand); the what-if of a finished game, under the scores. */
  GtkWidget *options_button;
  TmPrivateView *private_view;
  TmSistersWhatIfView *what_if;
};

/* What the legal moves allow now. */
typedef struct
{
  TmSistersCardSet ranks;    /* enabled in the grid */
  TmSistersCardSet taken;    /* field cards that can be taken with the used card */
  int reveal_player;         /* whose hand is being revealed, or -1 */
} TmSistersPageOffer;

static inline const TmSistersState *
tm_sisters_page_get_state (TmSistersPage *self)
{
  return tm_sisters_game_get_state (self->game);
}

/* @player's name, "?" for none. */
const char *tm_sisters_page_player_name (TmSistersPage *self,
                                         int            player);
/* What the legal moves allow now, for the used card chosen. */
void tm_sisters_page_get_offer (TmSistersPage      *self,
                                TmSistersPageOffer *offer);
/* Shows the state: every label, card and button of the page. */
void tm_sisters_page_refresh (TmSistersPage *self);
/* The first parent's drop-down, built (in its row) the first time. */
GtkDropDown *tm_sisters_page_ensure_parent_drop_down (TmSistersPage *self);
/* The drop-down as the state has it (nothing before it is built). */
void tm_sisters_page_update_parent_drop_down (TmSistersPage *self);
/* The emblems form, built (hidden) the first time. */
TmSistersEmblemPicker *tm_sisters_page_ensure_picker (TmSistersPage *self);
/* Fills the emblems form in for the card self->emblems_rank. */
void tm_sisters_page_fill_emblems_form (TmSistersPage *self);
/* Frames the cards of the category chosen in the score table. */
void tm_sisters_page_update_highlight (TmSistersPage *self);

G_END_DECLS
