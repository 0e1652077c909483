/* tm-psi-position.c — what a Psi Conjuring position says without changing
 * it (RULES.md §4): the counts and sums it shows, and its legal moves;
 * the rules that change it are in tm-psi-state.c */
#include "config.h"

#include "tm-psi-state.h"
#include "tm-psi-game.h"
#include "tm-psi-text.h"
#include "core/tm-rules-error.h"

#include <glib/gi18n.h>
#include <string.h>

/* Queries -------------------------------------------------------------------- */

guint
tm_psi_state_count_mastered (const TmPsiState *state,
                             guint             player)
{
  guint n = 0;

  g_return_val_if_fail (state != NULL && player < 2, 0);

  for (int r = 0; r < TM_PSI_SIZE; r++)
    for (int c = 0; c < TM_PSI_SIZE; c++)
      n += state->field[r][c].side != TM_PSI_CARD_NONE
           && state->field[r][c].master == (int) player;
  return n;
}

guint
tm_psi_state_count_face_down (const TmPsiState *state)
{
  guint n = 0;

  g_return_val_if_fail (state != NULL, 0);

  for (int r = 0; r < TM_PSI_SIZE; r++)
    for (int c = 0; c < TM_PSI_SIZE; c++)
      n += state->field[r][c].side == TM_PSI_CARD_FACE_DOWN;
  return n;
}

gboolean
tm_psi_state_both_sides_on_field (const TmPsiState *state,
                                  guint            *face_down)
{
  guint mastered[2] = { 0, 0 };

  g_return_val_if_fail (state != NULL && face_down != NULL, FALSE);

  *face_down = 0;
  for (int r = 0; r < TM_PSI_SIZE; r++)
    for (int c = 0; c < TM_PSI_SIZE; c++)
      {
        const TmPsiCard *card = &state->field[r][c];

        if (card->side == TM_PSI_CARD_NONE)
          continue;
        *face_down += card->side == TM_PSI_CARD_FACE_DOWN;
        if (card->master == 0 || card->master == 1)
          mastered[card->master]++;
      }
  return mastered[0] > 0 && mastered[1] > 0;
}

guint
tm_psi_state_count_empty (const TmPsiState *state)
{
  guint n = 0;

  g_return_val_if_fail (state != NULL, 0);

  for (int r = 0; r < TM_PSI_SIZE; r++)
    for (int c = 0; c < TM_PSI_SIZE; c++)
      n += state->field[r][c].side == TM_PSI_CARD_NONE;
  return n;
}

guint
tm_psi_state_count_hand_owned (const TmPsiState *state,
                               guint             holder,
                               guint             owner)
{
  g_return_val_if_fail (state != NULL && holder < 2 && owner < 2, 0);
  g_return_val_if_fail (state->hand_foreign[holder] <= state->hand[holder], 0);

  return owner == holder ? state->hand[holder] - state->hand_foreign[holder]
                         : state->hand_foreign[holder];
}

int
tm_psi_state_get_sum (const TmPsiState *state,
                      guint             player)
{
  int sum = 0;

  g_return_val_if_fail (state != NULL && player < 2, 0);

  /* Face-down cards and the yellow zone count 0 (RULES.md rulings). */
  for (int r = 0; r < TM_PSI_SIZE; r++)
    for (int c = 0; c < TM_PSI_SIZE; c++)
      {
        const TmPsiCard *card = &state->field[r][c];

        if (card->side == TM_PSI_CARD_FACE_UP && !card->yellow && card->master == (int) player)
          sum += card->power;
      }
  return sum;
}

int
tm_psi_state_get_winner (const TmPsiState *state)
{
  int a, b;

  g_return_val_if_fail (state != NULL, -1);

  if (state->phase != TM_PSI_PHASE_FINISHED)
    return -1;
  a = tm_psi_state_get_sum (state, 0);
  b = tm_psi_state_get_sum (state, 1);
  return a == b ? -1 : a > b ? 0 : 1;
}

gboolean
tm_psi_state_can_attack (const TmPsiState *state,
                         TmCell            cell)
{
  const TmPsiCard *card;

  g_return_val_if_fail (state != NULL, FALSE);

  if (state->phase != TM_PSI_PHASE_BATTLE || !tm_cell_in_grid (cell, TM_PSI_SIZE, TM_PSI_SIZE))
    return FALSE;
  card = tm_psi_state_get_card (state, cell);
  return card->side == TM_PSI_CARD_FACE_UP && card->master == state->current_player
         && card->entered_turn != state->turn;
}

TmPsiColour
tm_psi_state_summon_colour (const TmPsiState *state,
                            TmCell            cell)
{
  g_return_val_if_fail (state != NULL, TM_PSI_COLOUR_RED);
  g_return_val_if_fail (tm_cell_in_grid (cell, TM_PSI_SIZE, TM_PSI_SIZE), TM_PSI_COLOUR_RED);

  /* 自分が配置した魔獣 → 青, 相手が配置した魔獣 → 赤.  "Placed by" is read
   * as the card's orientation, i.e. its master: the same at the start,
   * and what the players see after a change of master. */
  return tm_psi_state_get_card (state, cell)->master == state->current_player
         ? TM_PSI_COLOUR_BLUE : TM_PSI_COLOUR_RED;
}

gboolean
tm_psi_beast_name_is_stand_in (const char *name)
{
  return g_str_has_prefix (name != NULL ? name : "", "?[");
}

/* Legal moves ------------------------------------------------------------------ */

void
tm_psi_move_init (TmPsiMove     *move,
                  TmPsiMoveType  type)
{
  g_return_if_fail (move != NULL);

  /* Not the changes: only the first n_changes are ever read, and a
   * replay reads a move into room that is not zeroed (1.5 KB a move). */
  memset (move, 0, offsetof (TmPsiMove, changes));
  move->type = type;
  move->player = -1;
  move->cell = (TmCell) { -1, -1 };
  move->target = (TmCell) { -1, -1 };
}

static gboolean
name_on_field (const TmPsiState *state,
               const char       *name)
{
  for (int r = 0; r < TM_PSI_SIZE; r++)
    for (int c = 0; c < TM_PSI_SIZE; c++)
      if (state->field[r][c].side == TM_PSI_CARD_FACE_UP && state->field[r][c].name == name)
        return TRUE;
  return FALSE;
}

/* "?[r,c]<suffix>", made unique on the field (a stand-in moved away,
 * or a player who used such a name). */
static const char *
stand_in_name (const TmPsiState *state,
               TmCell            cell,
               const char       *suffix)
{
  g_autofree char *base = g_strdup_printf ("?[%d,%d]%s", cell.row, cell.col, suffix);
  const char *name = tm_psi_beast_name_intern (base, NULL);

  for (guint k = 2; name_on_field (state, name); k++)
    {
      g_autofree char *other = g_strdup_printf ("%s~%u", base, k);

      name = tm_psi_beast_name_intern (other, NULL);
    }
  return name;
}

static void
add_change (GArray            *moves,
            const TmPsiChange *change)
{
  TmPsiMove move;

  tm_psi_move_init (&move, TM_PSI_MOVE_ADJUST);
  move.n_changes = 1;
  move.changes[0] = *change;
  g_array_append_val (moves, move);
}

static void
list_adjustments (const TmPsiState *state,
                  GArray           *moves)
{
  TmCell first_empty = { -1, -1 };

  for (int r = 0; r < TM_PSI_SIZE && first_empty.row < 0; r++)
    for (int c = 0; c < TM_PSI_SIZE; c++)
      if (state->field[r][c].side == TM_PSI_CARD_NONE)
        {
          first_empty = (TmCell) { r, c };
          break;
        }

  for (int r = 0; r < TM_PSI_SIZE; r++)
    for (int c = 0; c < TM_PSI_SIZE; c++)
      {
        const TmPsiCard *card = &state->field[r][c];
        TmCell cell = { r, c };
        TmPsiChange change = { .cell = cell, .player = -1 };

        if (card->side == TM_PSI_CARD_NONE)
          continue;
        if (card->side == TM_PSI_CARD_FACE_UP)
          {
            if (!card->yellow)
              {
                change.kind = TM_PSI_CHANGE_POWER;
                change.amount = 1;
                add_change (moves, &change);
                change.amount = -1;
                add_change (moves, &change);
                change.amount = 0;
              }
            change.kind = TM_PSI_CHANGE_DAMAGE;
            change.amount = 1;
            add_change (moves, &change);
            change.amount = 0;
            change.kind = TM_PSI_CHANGE_FLIP_DOWN;
            add_change (moves, &change);
          }
        change.kind = TM_PSI_CHANGE_DESTROY;
        add_change (moves, &change);
        if (state->hand[card->owner] < TM_PSI_MAX_HAND)
          {
            change.kind = TM_PSI_CHANGE_RETURN;
            add_change (moves, &change);
          }
        /* To the other player's hand: the card stays its owner's. */
        if (state->hand[1 - card->owner] < TM_PSI_MAX_HAND)
          {
            change.kind = TM_PSI_CHANGE_RETURN;
            change.player = 1 - card->owner;
            add_change (moves, &change);
            change.player = -1;
          }
        change.kind = TM_PSI_CHANGE_MASTER;
        add_change (moves, &change);
        if (first_empty.row >= 0)
          {
            change.kind = TM_PSI_CHANGE_MOVE;
            change.to = first_empty;
            add_change (moves, &change);
          }
      }

  for (int p = 0; p < 2; p++)
    {
      TmPsiChange change = { .kind = TM_PSI_CHANGE_HAND, .player = p };

      if (state->hand[p] < TM_PSI_MAX_HAND)
        {
          change.amount = 1;
          add_change (moves, &change);
        }
      if (state->hand[p] > 0)
        {
          change.amount = -1;
          add_change (moves, &change);
        }
    }
}

GArray *
tm_psi_state_legal_moves (const TmPsiState *state,
                          TmPsiListFlags    flags)
{
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (TmPsiMove));

  g_return_val_if_fail (state != NULL, moves);

  tm_psi_state_fill_legal_moves (state, flags, moves);
  return moves;
}

void
tm_psi_state_fill_legal_moves (const TmPsiState *state,
                               TmPsiListFlags    flags,
                               GArray           *moves)
{
  TmPsiMove move;

  g_return_if_fail (state != NULL);
  g_return_if_fail (moves != NULL && g_array_get_element_size (moves) == sizeof (TmPsiMove));

  g_array_set_size (moves, 0);
  if (state->phase == TM_PSI_PHASE_FINISHED)
    return;

  if (state->phase == TM_PSI_PHASE_PLACEMENT)
    {
      for (int r = 0; r < TM_PSI_SIZE; r++)
        for (int c = 0; c < TM_PSI_SIZE; c++)
          if (state->field[r][c].side == TM_PSI_CARD_NONE)
            {
              tm_psi_move_init (&move, TM_PSI_MOVE_PLACE);
              move.cell = (TmCell) { r, c };
              g_array_append_val (moves, move);
            }
      return;
    }

  /* Summons, with a stand-in for the card's data. */
  if (state->phase == TM_PSI_PHASE_SUMMON)
    for (int r = 0; r < TM_PSI_SIZE; r++)
      for (int c = 0; c < TM_PSI_SIZE; c++)
        if (state->field[r][c].side == TM_PSI_CARD_FACE_DOWN)
          {
            TmCell cell = { r, c };

            tm_psi_move_init (&move, TM_PSI_MOVE_SUMMON);
            move.cell = cell;
            move.beast.name = stand_in_name (state, cell, "");
            move.beast.has_power = move.beast.has_track = TRUE;
            move.beast.power = 0;
            move.beast.track = (TmPsiTrack) { 0, 0 };
            g_array_append_val (moves, move);
          }

  /* Quick summons: every empty cell, either colour; and, when the hand
   * holds both players' cards, either owner. */
  if (!state->quick_summoned && state->hand[state->current_player] > 0)
    {
      guint holder = (guint) state->current_player;
      gboolean mixed = tm_psi_state_count_hand_owned (state, holder, 0) > 0
                       && tm_psi_state_count_hand_owned (state, holder, 1) > 0;

      for (int r = 0; r < TM_PSI_SIZE; r++)
        for (int c = 0; c < TM_PSI_SIZE; c++)
          if (state->field[r][c].side == TM_PSI_CARD_NONE)
            for (int colour = 0; colour < TM_PSI_N_COLOURS; colour++)
              for (int owner = 0; owner < (mixed ? 2 : 1); owner++)
                {
                  TmCell cell = { r, c };

                  tm_psi_move_init (&move, TM_PSI_MOVE_QUICK_SUMMON);
                  move.cell = cell;
                  move.has_colour = TRUE;
                  move.colour = (TmPsiColour) colour;
                  move.has_owner = mixed;
                  move.owner = mixed ? owner : 0;
                  move.beast.name = stand_in_name (state, cell, "q");
                  g_array_append_val (moves, move);
                }
    }

  if (state->phase == TM_PSI_PHASE_BATTLE)
    {
      for (int r = 0; r < TM_PSI_SIZE; r++)
        for (int c = 0; c < TM_PSI_SIZE; c++)
          {
            TmCell from = { r, c };

            if (!tm_psi_state_can_attack (state, from))
              continue;
            for (int tr = 0; tr < TM_PSI_SIZE; tr++)
              for (int tc = 0; tc < TM_PSI_SIZE; tc++)
                if ((tr != r || tc != c) && state->field[tr][tc].side == TM_PSI_CARD_FACE_UP)
                  {
                    tm_psi_move_init (&move, TM_PSI_MOVE_ATTACK);
                    move.cell = from;
                    move.target = (TmCell) { tr, tc };
                    g_array_append_val (moves, move);
                  }
          }
      tm_psi_move_init (&move, TM_PSI_MOVE_PASS);
      g_array_append_val (moves, move);
    }

  if (flags & TM_PSI_LIST_ADJUSTMENTS)
    list_adjustments (state, moves);

  tm_psi_move_init (&move, TM_PSI_MOVE_AGREE_END);
  g_array_append_val (moves, move);
}

void
tm_psi_state_get_offer (const TmPsiState *state,
                        TmPsiOffer       *offer)
{
  g_autoptr(GArray) moves = tm_psi_state_legal_moves (state, TM_PSI_LIST_TURN_MOVES);

  memset (offer, 0, sizeof *offer);
  for (guint i = 0; i < moves->len; i++)
    {
      const TmPsiMove *move = &g_array_index (moves, TmPsiMove, i);

      switch (move->type)
        {
        case TM_PSI_MOVE_ATTACK:
          offer->attackers |= 1u << (move->cell.row * TM_PSI_SIZE + move->cell.col);
          break;
        case TM_PSI_MOVE_PASS:
          offer->can_pass = TRUE;
          break;
        case TM_PSI_MOVE_QUICK_SUMMON:
          offer->can_quick = TRUE;
          offer->quick_cells |= 1u << (move->cell.row * TM_PSI_SIZE + move->cell.col);
          break;
        case TM_PSI_MOVE_AGREE_END:
          offer->can_agree = TRUE;
          break;
        case TM_PSI_MOVE_SUMMON:
          offer->can_summon = TRUE;
          offer->summons |= 1u << (move->cell.row * TM_PSI_SIZE + move->cell.col);
          break;
        case TM_PSI_MOVE_PLACE:
          offer->places |= 1u << (move->cell.row * TM_PSI_SIZE + move->cell.col);
          break;
        case TM_PSI_MOVE_ADJUST:
        default:
          break;
        }
    }
}

guint
tm_psi_state_get_targets (const TmPsiState *state,
                          TmCell            attacker)
{
  g_autoptr(GArray) moves = NULL;
  guint targets = 0;

  g_return_val_if_fail (state != NULL, 0);

  moves = tm_psi_state_legal_moves (state, TM_PSI_LIST_TURN_MOVES);
  for (guint i = 0; i < moves->len; i++)
    {
      const TmPsiMove *move = &g_array_index (moves, TmPsiMove, i);

      if (move->type == TM_PSI_MOVE_ATTACK && tm_cell_equal (move->cell, attacker))
        targets |= 1u << (move->target.row * TM_PSI_SIZE + move->target.col);
    }
  return targets;
}
