/* cots-test-util.h — small helpers shared by the Children of the Sun tests */
#pragma once

#include "core/tm-rules-error.h"
#include "games/children-of-the-sun/rules/tm-cots-game.h"
#include "games/children-of-the-sun/rules/tm-cots-scoring.h"

#include <string.h>

#define ALL_CARDS ((TmCotsCardSet) 0xffffffffu)

static inline guint
set_size (TmCotsCardSet set)
{
  return (guint) __builtin_popcount (set);
}

static inline TmCotsCard
card (const char *text)
{
  TmCotsCard c = TM_COTS_NO_CARD;

  if (!tm_cots_card_parse (text, &c))
    g_error ("test bug: “%s” is not a card", text);
  return c;
}

static inline TmCotsMove
blank_move (TmCotsMoveType type)
{
  TmCotsMove move;

  memset (&move, 0, sizeof move);
  move.type = type;
  move.player = -1;
  move.card = TM_COTS_NO_CARD;
  move.cell = (TmCell) { -1, -1 };
  move.effect = TM_COTS_EFFECT_NONE;
  for (guint k = 0; k < TM_COTS_N_GROUPS; k++)
    move.groups[k][0] = move.groups[k][1] = TM_COTS_NO_CARD;
  move.shield[0] = move.shield[1] = TM_COTS_NO_CARD;
  return move;
}

static inline TmCotsCardSet
field_set (const TmCotsState *state)
{
  TmCotsCardSet set = 0;

  for (int r = 0; r < TM_COTS_SIZE; r++)
    for (int c = 0; c < TM_COTS_SIZE; c++)
      if (state->field[r][c] != TM_COTS_NO_CARD)
        set = tm_cots_card_set_add (set, state->field[r][c]);
  return set;
}

static inline TmCotsCardSet
revealed_set (const TmCotsState *state)
{
  TmCotsCardSet set = 0;

  for (int i = 0; i < TM_COTS_SHIELD_SIZE; i++)
    if (state->shield[i] != TM_COTS_NO_CARD)
      set = tm_cots_card_set_add (set, state->shield[i]);
  return set;
}

/* Same moves as far as the rules are concerned. */
static inline gboolean
moves_equal (const TmCotsMove *a,
             const TmCotsMove *b)
{
  if (a->type != b->type || a->player != b->player)
    return FALSE;
  switch (a->type)
    {
    case TM_COTS_MOVE_PLACE:
      return a->card == b->card && tm_cell_equal (a->cell, b->cell)
             && a->has_turn == b->has_turn && (!a->has_turn || a->turn == b->turn)
             && a->effect == b->effect;
    case TM_COTS_MOVE_GROUPS:
      return memcmp (a->groups, b->groups, sizeof a->groups) == 0;
    case TM_COTS_MOVE_REVEAL:
      return memcmp (a->shield, b->shield, sizeof a->shield) == 0;
    default:
      return FALSE;
    }
}

/* Field by field: struct assignment need not copy padding. */
static inline gboolean
states_equal (const TmCotsState *a,
              const TmCotsState *b)
{
  return a->phase == b->phase && a->turn == b->turn
         && a->current_player == b->current_player
         && a->last_player == b->last_player
         && (a->last_player < 0 || tm_cell_equal (a->last_cell, b->last_cell))
         && memcmp (a->field, b->field, sizeof a->field) == 0
         && tm_cell_equal (a->ghost, b->ghost) && a->facing == b->facing
         && a->deck == b->deck
         && memcmp (a->hand, b->hand, sizeof a->hand) == 0
         && memcmp (a->analyses, b->analyses, sizeof a->analyses) == 0
         && memcmp (a->bed, b->bed, sizeof a->bed) == 0
         && a->stomach == b->stomach && a->seen == b->seen
         && memcmp (a->groups_entered, b->groups_entered, sizeof a->groups_entered) == 0
         && memcmp (a->groups, b->groups, sizeof a->groups) == 0
         && a->attacks == b->attacks
         && memcmp (a->shield, b->shield, sizeof a->shield) == 0;
}
