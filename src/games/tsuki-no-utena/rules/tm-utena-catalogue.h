/* tm-utena-catalogue.h — the cards of Tsuki no Utena that players entered
 *
 * The manual does not list the cards, so players enter each card by its
 * icons the first time they meet it.  The catalogue remembers them (in a
 * small JSON file the caller chooses), so that next time a card is
 * picked from a list, and it warns when a card entered does not share
 * exactly one icon with each other card of its kind — a sign that one of
 * them was entered wrongly.  It never refuses such a card: the players
 * see the table, the program does not.
 *
 * File (UTF-8 JSON, written atomically):
 *   {"format": "tablemate-utena-cards", "version": 1,
 *    "practitioners": [["blue-cross", …, "group-navy"], …],
 *    "desires": [["navy", "snake", "group-white", "group-red"], …]}
 *
 * The base class (core/tm-catalogue.h) reads and saves it; read with
 * tm_catalogue_load_or_empty(), a missing file is an empty card memory.
 *
 * A game record does not depend on this file: moves carry the icons of
 * their cards.  tm_utena_catalogue_to_options() gives a new game the
 * known cards so that its legal move list can offer them.
 */
#pragma once

#include "tm-utena-state.h"
#include "core/tm-catalogue.h"

G_BEGIN_DECLS

#define TM_UTENA_CATALOGUE_FORMAT  "tablemate-utena-cards"
#define TM_UTENA_CATALOGUE_VERSION 1

#define TM_UTENA_CATALOGUE_ERROR (tm_utena_catalogue_error_quark ())

typedef enum {
  TM_UTENA_CATALOGUE_ERROR_FORMAT,   /* not a card memory file, or a card in it is not a card */
  TM_UTENA_CATALOGUE_ERROR_VERSION,  /* a version this program does not read */
  TM_UTENA_CATALOGUE_ERROR_FULL,     /* as many cards of that kind as the box holds */
} TmUtenaCatalogueError;

GQuark tm_utena_catalogue_error_quark (void);

#define TM_TYPE_UTENA_CATALOGUE (tm_utena_catalogue_get_type ())
G_DECLARE_FINAL_TYPE (TmUtenaCatalogue, tm_utena_catalogue, TM, UTENA_CATALOGUE, TmCatalogue)

TmUtenaCatalogue *tm_utena_catalogue_new        (void);

/* Where the players' card memory lives, shared by the game page and the
 * pair checker: g_get_user_data_dir()/tablemate/utena-cards.json. */
char       *tm_utena_catalogue_get_default_path (void);

guint       tm_utena_catalogue_get_n_cards      (TmUtenaCatalogue  *self,
                                                 TmUtenaKind        kind);
/* A TmUtenaCard or a TmUtenaDesire, by entry order. */
guint32     tm_utena_catalogue_get_card         (TmUtenaCatalogue  *self,
                                                 TmUtenaKind        kind,
                                                 guint              index);
gboolean    tm_utena_catalogue_contains         (TmUtenaCatalogue  *self,
                                                 TmUtenaKind        kind,
                                                 guint32            card);

/* The warnings @card would raise against the cards already known
 * (GArray of TmUtenaWarning), without adding it. */
GArray     *tm_utena_catalogue_check            (TmUtenaCatalogue  *self,
                                                 TmUtenaKind        kind,
                                                 guint32            card);
/* Remembers @card.  TRUE when it is (now) in the catalogue; @warnings,
 * when not NULL, receives its warnings against the other cards.  FALSE
 * with an error for something that is not a card, or when the catalogue
 * already holds as many different cards of that kind as the box. */
gboolean    tm_utena_catalogue_add              (TmUtenaCatalogue  *self,
                                                 TmUtenaKind        kind,
                                                 guint32            card,
                                                 GArray           **warnings,
                                                 GError           **error);
/* Forgets a card entered wrongly; FALSE when it was not there. */
gboolean    tm_utena_catalogue_remove           (TmUtenaCatalogue  *self,
                                                 TmUtenaKind        kind,
                                                 guint32            card);
/* Every pair of known cards that breaks the one-shared-icon property. */
GArray     *tm_utena_catalogue_get_warnings     (TmUtenaCatalogue  *self);

/* Remembers the cards of a move (tm_utena_move_from_json() format) or
 * every card a position shows; returns how many were new.  Cards that
 * do not fit any more are skipped. */
guint       tm_utena_catalogue_remember_move    (TmUtenaCatalogue  *self,
                                                 JsonObject        *move);
guint       tm_utena_catalogue_remember_state   (TmUtenaCatalogue  *self,
                                                 const TmUtenaState *state);

/* Options for a new game: {"cards": {"practitioners": […], "desires": […]}}. */
JsonObject *tm_utena_catalogue_to_options       (TmUtenaCatalogue  *self);

G_END_DECLS
