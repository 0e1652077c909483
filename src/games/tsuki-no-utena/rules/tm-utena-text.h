/* tm-utena-text.h — the icons and matches of Tsuki no Utena in words
 *
 * Translated names for people (labels, accessible descriptions, the
 * pair checker, `tablemate-cli match`); the notation's names are in
 * tm-utena-icons.h.  GLib only, so the command line shares them.
 */
#pragma once

#include "tm-utena-state.h"

G_BEGIN_DECLS

/* The translated name of one icon of a practitioner card, for labels and
 * accessible descriptions: "navy snake", "red sun", "yellow group",
 * "wild group" (Japanese in the Japanese locale).  @icon is a one-bit
 * TmUtenaCard. */
char *tm_utena_icon_describe   (TmUtenaCard   icon);

/* "blue cross, navy snake, white gomoku, red horn, navy group" */
char *tm_utena_card_describe   (TmUtenaCard   card);
/* "navy, snake, white group, red group" */
char *tm_utena_desire_describe (TmUtenaDesire desire);
/* The short name of a cloud cell's icon, for "+1 from navy": "navy". */
char *tm_utena_cell_name       (TmUtenaCell   cell);
/* "navy snake, yellow group": the icons of a match. */
char *tm_utena_match_describe  (TmUtenaMatch  match);

/* The cloud cells a pair matching on @match would gain nothing from,
 * @cloud being a count per cell: "the yellow group cloud cell is empty:
 * nothing to gain there"; NULL when each cell it pays from holds a
 * marker (tm_utena_match_get_empty_cells()). */
char *tm_utena_match_describe_empty (TmUtenaMatch  match,
                                     const guint  *cloud);
/* What the pair @a, @b takes, in a sentence or two: "They match on the
 * navy snake: +1 marker from the navy colour cell and +1 from the snake
 * shape cell.", "No icon in common: …", or, when they share more than one
 * icon, that one of them was entered wrongly (or that @a and @b are the
 * same card).  A sun or the wild group in the match is explained. */
char *tm_utena_match_explain   (TmUtenaCard   a,
                                TmUtenaCard   b);

/* A practitioner card by two of its icons, which tell every card apart
 * (two cards share exactly one): "blue snake + navy horn"; the card CC
 * is "CC (wild group)". */
char *tm_utena_card_name       (TmUtenaCard   card);
/* A desire card by two of its icons (two desire cards share exactly one
 * too): "navy + snake". */
char *tm_utena_desire_name     (TmUtenaDesire desire);
/* The icons @cells (TmUtenaCell, repeats allowed) in words: "cross, white,
 * white". */
char *tm_utena_cells_describe  (const guint8 *cells,
                                guint         n_cells);
/* Who an altar is in words: with 3–4 players its owner's name (from
 * @players, the names in seat order; may be NULL), with 2 "Aoi’s right
 * altar", solo "the left altar". */
char *tm_utena_altar_words     (const TmUtenaState *state,
                                guint               altar,
                                const char * const *players);
/* @move in @state (before it is played), as the table would say it, one
 * sentence without a final full stop: "Aoi exchanges blue snake + navy
 * horn for Mio’s red cross + white horn".  The describe_move of the game
 * (tm_game_describe_move()). */
char *tm_utena_move_describe   (const TmUtenaState *state,
                                const TmUtenaMove  *move,
                                const char * const *players);

G_END_DECLS
