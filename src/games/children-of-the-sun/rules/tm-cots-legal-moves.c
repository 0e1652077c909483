/* tm-cots-legal-moves.c — every legal move of a Children of the Sun
 * position (RULES.md §1), listed by trying the rules of tm-cots-state.c */
#include "config.h"

#include "tm-cots-state.h"
#include "tm-cots-state-private.h"

TmCotsMove
tm_cots_move_init (TmCotsMoveType type,
                   int            player)
{
  TmCotsMove move = {
    .type = type,
    .player = player,
    .card = TM_COTS_NO_CARD,
    .cell = { -1, -1 },
    .effect = TM_COTS_EFFECT_NONE,
  };

  for (guint k = 0; k < TM_COTS_N_GROUPS; k++)
    move.groups[k][0] = move.groups[k][1] = TM_COTS_NO_CARD;
  move.shield[0] = move.shield[1] = TM_COTS_NO_CARD;
  return move;
}

static void
list_siege_moves (const TmCotsState *state,
                  GArray            *moves)
{
  for (TmCotsCard card = 0; card < TM_COTS_N_CARDS; card++)
    {
      if (tm_cots_card_set_contains (state->seen, card)
          || tm_cots_card_get_rotation (card) == 0)
        continue;
      for (int r = 0; r < TM_COTS_SIZE; r++)
        for (int c = 0; c < TM_COTS_SIZE; c++)
          {
            TmCell cell = { r, c };
            TmCotsMove move;

            if (!tm_cots_state_check_siege_cell (state, cell, NULL))
              continue;
            move = tm_cots_move_init (TM_COTS_MOVE_PLACE, -1);
            move.card = card;
            move.cell = cell;
            g_array_append_val (moves, move);
          }
    }
}

static void
list_analysis_moves (const TmCotsState *state,
                     GArray            *moves)
{
  TmCell empty = tm_cots_state_find_empty_cell (state);
  gboolean can_analyse = state->analyses[state->current_player] < TM_COTS_MAX_ANALYSES;

  for (TmCotsCard card = 0; card < TM_COTS_N_CARDS; card++)
    {
      int rotation = tm_cots_card_get_rotation (card);
      gboolean choose_turn = rotation != 0 && rotation != 4;
      int n_turns = choose_turn ? ABS (rotation) + 1 : 1;

      if (tm_cots_card_set_contains (state->seen, card))
        continue;

      for (int t = 0; t < n_turns; t++)
        {
          int turn = choose_turn ? (rotation > 0 ? t : -t) : (rotation == 4 ? 4 : 0);
          TmCotsMove move = tm_cots_move_init (TM_COTS_MOVE_PLACE, -1);
          Resolution res;

          move.card = card;
          move.cell = empty;
          move.has_turn = choose_turn;
          move.turn = choose_turn ? turn : 0;

          tm_cots_state_resolve_analysis (state, card, empty, turn, &res);
          if (res.direct_line < 0 && res.radiant != 0 && can_analyse)
            {
              move.effect = TM_COTS_EFFECT_ACQUIRE;
              g_array_append_val (moves, move);
              move.effect = TM_COTS_EFFECT_ANALYSE;
            }
          g_array_append_val (moves, move);
        }
    }
}

/* Every grouping of @cards (group order matters, order inside a group
 * does not), filling the groups in @sizes from group @k on. */
static void
list_groupings (TmCotsMove        *move,
                const TmCotsCard  *cards,
                guint              n_cards,
                TmCotsCardSet      used,
                const guint        sizes[TM_COTS_N_GROUPS],
                guint              k,
                GArray            *moves)
{
  if (k == TM_COTS_N_GROUPS || sizes[k] == 0)
    {
      g_array_append_val (moves, *move);
      return;
    }

  for (guint i = 0; i < n_cards; i++)
    {
      if (tm_cots_card_set_contains (used, cards[i]))
        continue;
      move->groups[k][0] = cards[i];
      if (sizes[k] == 1)
        {
          move->groups[k][1] = TM_COTS_NO_CARD;
          list_groupings (move, cards, n_cards,
                          tm_cots_card_set_add (used, cards[i]), sizes, k + 1, moves);
          continue;
        }
      for (guint j = i + 1; j < n_cards; j++)
        {
          if (tm_cots_card_set_contains (used, cards[j]))
            continue;
          move->groups[k][1] = cards[j];
          list_groupings (move, cards, n_cards,
                          tm_cots_card_set_add (tm_cots_card_set_add (used, cards[i]),
                                                cards[j]),
                          sizes, k + 1, moves);
        }
    }
  move->groups[k][0] = move->groups[k][1] = TM_COTS_NO_CARD;
}

static void
list_group_moves (const TmCotsState *state,
                  int                player,
                  GArray            *moves)
{
  TmCotsCard cards[TM_COTS_N_CARDS];
  guint n_cards = 0;
  guint sizes[TM_COTS_N_GROUPS];
  guint left;
  TmCotsMove move = tm_cots_move_init (TM_COTS_MOVE_GROUPS, player);

  for (TmCotsCard card = 0; card < TM_COTS_N_CARDS; card++)
    if (tm_cots_card_set_contains (state->bed[player], card))
      cards[n_cards++] = card;

  left = MIN (n_cards, 2 * TM_COTS_N_GROUPS);
  for (guint k = 0; k < TM_COTS_N_GROUPS; k++)
    {
      sizes[k] = MIN (left, 2);
      left -= sizes[k];
    }
  list_groupings (&move, cards, n_cards, 0, sizes, 0, moves);
}

static void
list_reveal_moves (const TmCotsState *state,
                   GArray            *moves)
{
  for (TmCotsCard a = 0; a < TM_COTS_N_CARDS; a++)
    {
      if (tm_cots_card_set_contains (state->seen, a))
        continue;
      for (TmCotsCard b = 0; b < TM_COTS_N_CARDS; b++)
        {
          TmCotsMove move;

          if (b == a || tm_cots_card_set_contains (state->seen, b))
            continue;
          move = tm_cots_move_init (TM_COTS_MOVE_REVEAL, -1);
          move.shield[0] = a;
          move.shield[1] = b;
          g_array_append_val (moves, move);
        }
    }
}

GArray *
tm_cots_state_legal_moves (const TmCotsState *state)
{
  GArray *moves = g_array_new (FALSE, TRUE, sizeof (TmCotsMove));

  g_return_val_if_fail (state != NULL, moves);

  switch (state->phase)
    {
    case TM_COTS_PHASE_SIEGE:
      list_siege_moves (state, moves);
      break;
    case TM_COTS_PHASE_ANALYSIS:
      list_analysis_moves (state, moves);
      break;
    case TM_COTS_PHASE_EXTERMINATION:
      if (state->groups_entered[0] && state->groups_entered[1])
        list_reveal_moves (state, moves);
      else
        for (int p = 0; p < 2; p++)
          if (!state->groups_entered[p])
            list_group_moves (state, p, moves);
      break;
    case TM_COTS_PHASE_FINISHED:
    default:
      break;
    }
  return moves;
}

