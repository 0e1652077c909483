/* tm-cots-card.c — the 32 child cards of Children of the Sun */
#include "config.h"

#include "tm-cots-card.h"

#include <glib/gi18n.h>

/* The rotation of each slot, in the order of the notation list:
 * 0, +1, +2, +3, 4, −1, −2, −3. */
static const int slot_rotations[8] = { 0, 1, 2, 3, 4, -1, -2, -3 };

static const char * const card_names[TM_COTS_N_CARDS] = {
  "R0", "R+1", "R+2", "R+3", "R4", "R-1", "R-2", "R-3",
  "P0", "P+1", "P+2", "P+3", "P4", "P-1", "P-2", "P-3",
  "B0", "B+1", "B+2", "B+3", "B4", "B-1", "B-2", "B-3",
  "Y0", "Y+1", "Y+2", "Y+3", "Y4", "Y-1", "Y-2", "Y-3",
};

static const char * const colour_letters[TM_COTS_N_COLOURS] = { "R", "P", "B", "Y" };

static int
rotation_to_slot (int rotation)
{
  if (rotation == -4)
    rotation = 4;
  for (int slot = 0; slot < 8; slot++)
    if (slot_rotations[slot] == rotation)
      return slot;
  return -1;
}

TmCotsCard
tm_cots_card_new (TmCotsColour colour,
                  int          rotation)
{
  int slot = rotation_to_slot (rotation);

  g_return_val_if_fail ((guint) colour < TM_COTS_N_COLOURS, TM_COTS_NO_CARD);
  g_return_val_if_fail (slot >= 0, TM_COTS_NO_CARD);

  return (TmCotsCard) (colour * 8 + slot);
}

TmCotsColour
tm_cots_card_get_colour (TmCotsCard card)
{
  g_return_val_if_fail (card >= 0 && card < TM_COTS_N_CARDS, TM_COTS_RED);
  return (TmCotsColour) (card / 8);
}

int
tm_cots_card_get_rotation (TmCotsCard card)
{
  g_return_val_if_fail (card >= 0 && card < TM_COTS_N_CARDS, 0);
  return slot_rotations[card % 8];
}

gboolean
tm_cots_card_parse (const char *text,
                    TmCotsCard *card)
{
  int colour = -1;
  int rotation;
  int slot;

  if (text == NULL)
    return FALSE;

  for (int c = 0; c < TM_COTS_N_COLOURS; c++)
    if (text[0] == colour_letters[c][0])
      colour = c;
  if (colour < 0)
    return FALSE;

  /* Exactly one of: "0", "4", "+1".."+4", "-1".."-4"; nothing after. */
  if ((text[1] == '0' || text[1] == '4') && text[2] == '\0')
    rotation = text[1] - '0';
  else if ((text[1] == '+' || text[1] == '-')
           && text[2] >= '1' && text[2] <= '4' && text[3] == '\0')
    rotation = (text[1] == '-' ? -1 : 1) * (text[2] - '0');
  else
    return FALSE;

  slot = rotation_to_slot (rotation);
  if (slot < 0)
    return FALSE;
  if (card != NULL)
    *card = (TmCotsCard) (colour * 8 + slot);
  return TRUE;
}

const char *
tm_cots_card_to_string (TmCotsCard card)
{
  g_return_val_if_fail (card >= 0 && card < TM_COTS_N_CARDS, NULL);
  return card_names[card];
}

const char *
tm_cots_colour_to_letter (TmCotsColour colour)
{
  g_return_val_if_fail ((guint) colour < TM_COTS_N_COLOURS, NULL);
  return colour_letters[colour];
}

const char *
tm_cots_colour_get_name (TmCotsColour colour)
{
  switch (colour)
    {
    case TM_COTS_RED:
      /* Translators: a card colour (赤) in Children of the Sun */
      return _("red");
    case TM_COTS_PURPLE:
      /* Translators: a card colour (紫) in Children of the Sun */
      return _("purple");
    case TM_COTS_BLUE:
      /* Translators: a card colour (青) in Children of the Sun */
      return _("blue");
    case TM_COTS_YELLOW:
      /* Translators: a card colour (黄) in Children of the Sun */
      return _("yellow");
    default:
      g_return_val_if_reached (NULL);
    }
}
