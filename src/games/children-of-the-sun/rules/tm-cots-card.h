/* tm-cots-card.h — the 32 child cards of Children of the Sun
 *
 * Every (colour, rotation) pair exists exactly once, so a card is a
 * number 0–31: colour × 8 + rotation slot.  Notation: colour letter
 * R P B Y and a signed rotation, "R0" "R+1" "R+2" "R+3" "R4" "R-1" "R-2"
 * "R-3" ("R+4"/"R-4" are read as "R4").
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  TM_COTS_RED,
  TM_COTS_PURPLE,
  TM_COTS_BLUE,
  TM_COTS_YELLOW,
} TmCotsColour;

#define TM_COTS_N_COLOURS 4
#define TM_COTS_N_CARDS   32
#define TM_COTS_NO_CARD   (-1)

/* A card index 0–31, or TM_COTS_NO_CARD. */
typedef gint8 TmCotsCard;

/* A set of cards, one bit per card. */
typedef guint32 TmCotsCardSet;

TmCotsCard    tm_cots_card_new          (TmCotsColour  colour,
                                         int           rotation);
TmCotsColour  tm_cots_card_get_colour   (TmCotsCard    card);
/* -3 … +4: negative anticlockwise, 0 cannot turn, 4 turns exactly 180°. */
int           tm_cots_card_get_rotation (TmCotsCard    card);

/* Parses "R+2" etc.; FALSE for anything else. */
gboolean      tm_cots_card_parse        (const char   *text,
                                         TmCotsCard   *card);
/* "R+2" etc. (a static string). */
const char   *tm_cots_card_to_string    (TmCotsCard    card);
/* "R", "P", "B", "Y". */
const char   *tm_cots_colour_to_letter  (TmCotsColour  colour);
/* Translated colour name ("red" …) for messages. */
const char   *tm_cots_colour_get_name   (TmCotsColour  colour);

static inline gboolean
tm_cots_card_set_contains (TmCotsCardSet set,
                           TmCotsCard    card)
{
  return (set >> card) & 1u;
}

static inline TmCotsCardSet
tm_cots_card_set_add (TmCotsCardSet set,
                      TmCotsCard    card)
{
  return set | (1u << card);
}

G_END_DECLS
