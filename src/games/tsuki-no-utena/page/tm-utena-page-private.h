/* tm-utena-page-private.h — what the page of Tsuki no Utena
 * (tm-utena-page.c: building, playing, the GObject) shares with its
 * accessors (tm-utena-page-access.c); nothing outside this folder
 * includes it. */
#pragma once

#include "tm-utena-page.h"
#include "tm-utena-desire-form.h"
#include "tm-utena-exchange-form.h"
#include "tm-utena-options.h"
#include "tm-utena-pair-form.h"
#include "tm-utena-plan-form.h"
#include "tm-utena-result-banner.h"
#include "tm-utena-status-view.h"
#include "tm-utena-table-view.h"
#include "games/tsuki-no-utena/rules/tm-utena-catalogue.h"
#include "games/tsuki-no-utena/rules/tm-utena-offer.h"

G_BEGIN_DECLS

struct _TmUtenaPage
{
  GtkWidget parent_instance;

  TmRecord *record;
  TmUtenaGame *game;
  TmUtenaCatalogue *catalogue;
  char *catalogue_path;
  gboolean catalogue_unreadable;  /* said once; the file is left as it is */
  gboolean read_only;
  TmUtenaOffer offer;

  /* The move being entered */

  GtkWidget *outer;
  GtkWidget *scroller;          /* the entry's column */
  /* The end of the game */
  TmUtenaResultBanner *banner;
  /* The table */
  TmUtenaTableView *table;
  /* Whose turn, the last move */
  TmUtenaStatusView *status;
  GtkLabel *prompt_label;
  GtkWidget *entry_box;
  /* Desire card; made when first shown, like the first pair's form:
   * most resumed games show neither (#27) */
  TmUtenaDesireForm *desire_form;
  /* Plan (solo) */
  TmUtenaPlanForm *plan_form;
  /* Turn */
  GtkWidget *reinforce_button;
  char *reinforce_refusal;      /* why "Reinforce" is greyed out, or NULL */
  GPtrArray *hidden_for_composer;  /* what a card being composed hides */
  TmUtenaPairForm *pair_form;
  TmUtenaExchangeForm *exchange_form;
  GtkWidget *cancel_button;

  /* The advisor (docs/advisor.md) */
  TmUtenaOptions *options;
};

/* The desire card's form and the first pair's, made (and filled) the
 * first time they are needed: most resumed games show neither (#27). */
TmUtenaDesireForm *tm_utena_page_ensure_desire_form (TmUtenaPage *self);
TmUtenaPairForm   *tm_utena_page_ensure_pair_form   (TmUtenaPage *self);

G_END_DECLS
