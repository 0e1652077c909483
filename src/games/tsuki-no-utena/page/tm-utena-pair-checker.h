/* tm-utena-pair-checker.h — two Tsuki no Utena cards and what they take
 *
 * A window outside any game (the primary menu's Pair Checker): two card
 * pickers over the players' card memory, the pair drawn with its
 * matching icons highlighted, the match in words and the cloud cells it
 * takes a marker from.  Cards composed here are remembered in the card
 * memory.
 */
#pragma once

#include <adwaita.h>

#include "games/tsuki-no-utena/rules/tm-utena-icons.h"

G_BEGIN_DECLS

#define TM_TYPE_UTENA_PAIR_CHECKER (tm_utena_pair_checker_get_type ())
G_DECLARE_FINAL_TYPE (TmUtenaPairChecker, tm_utena_pair_checker, TM, UTENA_PAIR_CHECKER, AdwWindow)

/* Reads the card memory at tm_utena_catalogue_get_default_path(); the
 * "catalogue-path" construct property names another file. */
GtkWidget   *tm_utena_pair_checker_new        (GtkWindow          *parent);

/* The first (0) or second (1) card of the pair; TM_UTENA_NO_CARD for none. */
void         tm_utena_pair_checker_set_card   (TmUtenaPairChecker *self,
                                               guint               index,
                                               TmUtenaCard         card);
TmUtenaCard  tm_utena_pair_checker_get_card   (TmUtenaPairChecker *self,
                                               guint               index);
/* The TmUtenaCardPicker of the first (0) or second (1) card. */
GtkWidget   *tm_utena_pair_checker_get_picker (TmUtenaPairChecker *self,
                                               guint               index);

G_END_DECLS
