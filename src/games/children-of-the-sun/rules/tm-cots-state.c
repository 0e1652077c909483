/* tm-cots-state.c — the rules of Children of the Sun (RULES.md §1)
 *
 * Every move is checked and applied on a copy of the position, which
 * replaces the position only when the whole move is legal: a refused
 * move leaves the players' position exactly as it was.
 */
#include "config.h"

#include "tm-cots-state.h"
#include "tm-cots-state-private.h"
#include "tm-cots-text.h"
#include "tm-cots-game.h"
#include "tm-cots-scoring.h"
#include "core/tm-rules-error.h"

#include <glib/gi18n.h>
#include <string.h>

#define HAND_SIZE   6
#define START_DECK  (TM_COTS_N_CARDS - TM_COTS_SHIELD_SIZE - 2 * HAND_SIZE)

/* Lines never wrap: 3 rows, 3 columns, 2 long and 4 short diagonals. */
static const struct
{
  guint n_cells;
  TmCell cells[3];
} lines[TM_COTS_N_LINES] = {
  { 3, { { 0, 0 }, { 0, 1 }, { 0, 2 } } },
  { 3, { { 1, 0 }, { 1, 1 }, { 1, 2 } } },
  { 3, { { 2, 0 }, { 2, 1 }, { 2, 2 } } },
  { 3, { { 0, 0 }, { 1, 0 }, { 2, 0 } } },
  { 3, { { 0, 1 }, { 1, 1 }, { 2, 1 } } },
  { 3, { { 0, 2 }, { 1, 2 }, { 2, 2 } } },
  { 3, { { 0, 0 }, { 1, 1 }, { 2, 2 } } },
  { 3, { { 0, 2 }, { 1, 1 }, { 2, 0 } } },
  { 2, { { 0, 1 }, { 1, 0 } } },
  { 2, { { 0, 1 }, { 1, 2 } } },
  { 2, { { 1, 0 }, { 2, 1 } } },
  { 2, { { 1, 2 }, { 2, 1 } } },
};

/* The first player opens, then each player plays twice in a row. */
static const int siege_order[TM_COTS_SIEGE_TURNS] = { 0, 1, 1, 0, 0, 1, 1, 0 };


static gboolean
is_card (TmCotsCard card)
{
  return card >= 0 && card < TM_COTS_N_CARDS;
}

static TmCotsCard
field_get (const Field field,
           TmCell      cell)
{
  return field[cell.row][cell.col];
}

void
tm_cots_state_init (TmCotsState *state)
{
  g_return_if_fail (state != NULL);

  memset (state, 0, sizeof *state);
  state->phase = TM_COTS_PHASE_SIEGE;
  state->turn = 0;
  state->current_player = 0;
  state->last_player = -1;
  state->last_cell = (TmCell) { -1, -1 };
  for (int r = 0; r < TM_COTS_SIZE; r++)
    for (int c = 0; c < TM_COTS_SIZE; c++)
      state->field[r][c] = TM_COTS_NO_CARD;
  state->ghost = (TmCell) { 1, 1 };
  state->facing = TM_DIRECTION_W;   /* away from the shield */
  state->deck = START_DECK;
  state->hand[0] = state->hand[1] = HAND_SIZE;
  for (int p = 0; p < 2; p++)
    for (int k = 0; k < TM_COTS_N_GROUPS; k++)
      state->groups[p][k][0] = state->groups[p][k][1] = TM_COTS_NO_CARD;
  for (int i = 0; i < TM_COTS_SHIELD_SIZE; i++)
    state->shield[i] = TM_COTS_NO_CARD;
}

/* Lines ---------------------------------------------------------------- */

guint
tm_cots_line_get_cells (guint  line,
                        TmCell cells[3])
{
  g_return_val_if_fail (line < TM_COTS_N_LINES, 0);

  for (guint i = 0; i < lines[line].n_cells; i++)
    cells[i] = lines[line].cells[i];
  return lines[line].n_cells;
}

char *
tm_cots_line_describe (guint line)
{
  switch (line)
    {
    /* As seen on the screen: the far row at the top. */
    case 0: return g_strdup (_("the top row"));
    case 1: return g_strdup (_("the middle row"));
    case 2: return g_strdup (_("the bottom row"));
    case 3: return g_strdup (_("the left column"));
    case 4: return g_strdup (_("the middle column"));
    case 5: return g_strdup (_("the right column"));
    case 6: return g_strdup (_("the long diagonal from the top left to the bottom right"));
    case 7: return g_strdup (_("the long diagonal from the top right to the bottom left"));
    case 8: return g_strdup (_("the short diagonal from the top middle to the middle left"));
    case 9: return g_strdup (_("the short diagonal from the top middle to the middle right"));
    case 10: return g_strdup (_("the short diagonal from the middle left to the bottom middle"));
    case 11: return g_strdup (_("the short diagonal from the middle right to the bottom middle"));
    default: g_return_val_if_reached (NULL);
    }
}

static gboolean
line_contains (guint  line,
               TmCell cell)
{
  for (guint i = 0; i < lines[line].n_cells; i++)
    if (tm_cell_equal (lines[line].cells[i], cell))
      return TRUE;
  return FALSE;
}

/* The line holding both cells: two cells share at most one line. */
static int
common_line (TmCell a,
             TmCell b)
{
  for (guint line = 0; line < TM_COTS_N_LINES; line++)
    if (line_contains (line, a) && line_contains (line, b))
      return (int) line;
  return -1;
}

/* Magic needs one colour counting 3, a rotation-0 card counting 2. */
static gboolean
line_fires (const Field field,
            guint       line)
{
  guint count[TM_COTS_N_COLOURS] = { 0 };

  for (guint i = 0; i < lines[line].n_cells; i++)
    {
      TmCotsCard card = field_get (field, lines[line].cells[i]);
      TmCotsColour colour;

      if (!is_card (card))
        continue;
      colour = tm_cots_card_get_colour (card);
      count[colour] += tm_cots_card_get_rotation (card) == 0 ? 2 : 1;
      if (count[colour] >= 3)
        return TRUE;
    }
  return FALSE;
}

static guint
radiant_lines (const Field field,
               TmCell      ghost)
{
  guint mask = 0;

  for (guint line = 0; line < TM_COTS_N_LINES; line++)
    if (line_contains (line, ghost) && line_fires (field, line))
      mask |= 1u << line;
  return mask;
}

/* Errors that name cards and places -------------------------------------- */

/* A turn given in a move, in words, also beyond what any card allows. */
static const char *
turn_words (int turn)
{
  if (turn >= -4 && turn <= 4)
    return tm_cots_text_turn (turn);
  return _("more than half a turn");
}

/* The attack (1–3) that reveals shield position @position (1–6). */
static guint
attack_of_position (int position)
{
  return position == 3 || position == 4 ? 1 : position == 2 || position == 5 ? 2 : 3;
}

static void
set_card_seen_error (const TmCotsState  *state,
                     TmCotsCard          card,
                     GError            **error)
{
  g_autofree char *name = tm_cots_text_card (card);

  for (int r = 0; r < TM_COTS_SIZE; r++)
    for (int c = 0; c < TM_COTS_SIZE; c++)
      if (state->field[r][c] == card)
        {
          g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_CARD_ALREADY_SEEN,
                       _("%s is already on the field, on the %s cell: every "
                         "card exists only once, so it cannot be played again."),
                       name, tm_cots_text_cell ((TmCell) { r, c }));
          return;
        }

  /* Beds and the stomach are face down at the table: the message must not
   * tell where the card went. */
  if (tm_cots_card_set_contains (state->bed[0] | state->bed[1] | state->stomach, card))
    g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_CARD_ALREADY_SEEN,
                 _("%s has already been played: every card exists only "
                   "once, so it cannot be played again."), name);
  else
    {
      for (int i = 0; i < TM_COTS_SHIELD_SIZE; i++)
        if (state->shield[i] == card)
          {
            g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_CARD_ALREADY_SEEN,
                         _("%s was revealed at position %d of the ghost's "
                           "shield: every card exists only once, so it cannot "
                           "be played."), name, i + 1);
            return;
          }
      g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_CARD_ALREADY_SEEN,
                   _("%s has already been played: every card exists only "
                     "once, so it cannot be played again."), name);
    }
}

/* Placing a card ---------------------------------------------------------- */

static int
player_for_turn (TmCotsPhase phase,
                 guint       turn)
{
  switch (phase)
    {
    case TM_COTS_PHASE_SIEGE:
      return turn < TM_COTS_SIEGE_TURNS ? siege_order[turn] : -1;
    case TM_COTS_PHASE_ANALYSIS:
      return turn < TM_COTS_ANALYSIS_TURNS ? (int) (turn % 2) : -1;
    case TM_COTS_PHASE_EXTERMINATION:
    case TM_COTS_PHASE_FINISHED:
    default:
      return -1;
    }
}

TmCell
tm_cots_state_find_empty_cell (const TmCotsState *state)
{
  for (int r = 0; r < TM_COTS_SIZE; r++)
    for (int c = 0; c < TM_COTS_SIZE; c++)
      if (state->field[r][c] == TM_COTS_NO_CARD && !tm_cell_equal (state->ghost, (TmCell) { r, c }))
        return (TmCell) { r, c };
  return (TmCell) { -1, -1 };
}

/* Whether @cell is a legal siege cell for the current player, with the
 * error when it is not. */
gboolean
tm_cots_state_check_siege_cell (const TmCotsState  *state,
                                TmCell              cell,
                                GError            **error)
{
  TmCotsCard there;

  if (!tm_cell_is_neighbour (cell, state->ghost))
    {
      if (tm_cell_equal (cell, state->ghost))
        g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_SIEGE_NEXT_TO_GHOST,
                     _("The ghost is on the %s cell: during the siege a card "
                       "goes on one of the eight cells around the ghost."),
                     tm_cots_text_cell (cell));
      else
        g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_SIEGE_NEXT_TO_GHOST,
                     _("The %s cell is not next to the ghost, which is on the "
                       "%s cell: during the siege a card goes on one of the "
                       "eight cells around the ghost."),
                     tm_cots_text_cell (cell), tm_cots_text_cell (state->ghost));
      return FALSE;
    }

  there = field_get (state->field, cell);
  if (there != TM_COTS_NO_CARD)
    {
      g_autofree char *there_name = tm_cots_text_card (there);

      g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_CELL_OCCUPIED,
                   _("The %s cell already holds %s: a card goes only on an "
                     "empty cell."),
                   tm_cots_text_cell (cell), there_name);
      return FALSE;
    }

  /* After the opponent's turn, the card mirrors theirs through the ghost;
   * after one's own turn (the doubled turns) any cell will do. */
  if (state->last_player >= 0 && state->last_player != state->current_player)
    {
      TmCell opposite = { 2 * state->ghost.row - state->last_cell.row,
                          2 * state->ghost.col - state->last_cell.col };

      if (!tm_cell_equal (cell, opposite))
        {
          g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_SIEGE_OPPOSITE_CELL,
                       _("Your opponent just played on the %s cell: this card "
                         "must go on the opposite cell across the ghost, the "
                         "%s cell."),
                       tm_cots_text_cell (state->last_cell),
                       tm_cots_text_cell (opposite));
          return FALSE;
        }
    }
  return TRUE;
}

/* The start of a turn: the siege refills the hand to six, the analysis
 * draws one card; both only while the deck lasts. */
static void
draw_cards (TmCotsState *state,
            int          player)
{
  guint want;

  if (state->phase == TM_COTS_PHASE_SIEGE)
    want = state->hand[player] < HAND_SIZE ? HAND_SIZE - state->hand[player] : 0;
  else
    want = 1;
  want = MIN (want, state->deck);
  state->deck -= want;
  state->hand[player] += want;
}

static gboolean
apply_siege (TmCotsState       *state,
             const TmCotsMove  *move,
             TmCotsOutcome     *outcome,
             GError           **error)
{
  int player = state->current_player;
  int rotation = tm_cots_card_get_rotation (move->card);
  /* Named only for a refusal: a replay applies every move of a record. */
  g_autofree char *name = NULL;

  if (rotation == 0)
    {
      name = tm_cots_text_card (move->card);
      g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_SIEGE_ROTATION_ZERO,
                   _("%s has rotation 0: during the siege a rotation-0 card "
                     "cannot be played."), name);
      return FALSE;
    }

  if (!tm_cots_state_check_siege_cell (state, move->cell, error))
    return FALSE;

  /* A half turn is the same either way round. */
  if (move->has_turn
      && move->turn != rotation
      && !(rotation == 4 && move->turn == -4))
    {
      name = tm_cots_text_card (move->card);
      g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_SIEGE_EXACT_TURN,
                   _("During the siege the ghost turns by exactly the card's "
                     "rotation: %s turns it %s, not %s."),
                   name, tm_cots_text_turn (rotation), turn_words (move->turn));
      return FALSE;
    }

  if (move->effect != TM_COTS_EFFECT_NONE)
    {
      g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_EFFECT_NOT_AVAILABLE,
                   _("No magic happens during the siege, so there is no effect "
                     "to choose."));
      return FALSE;
    }

  draw_cards (state, player);
  g_assert (state->hand[player] > 0);
  state->hand[player]--;
  state->field[move->cell.row][move->cell.col] = move->card;
  state->seen = tm_cots_card_set_add (state->seen, move->card);
  outcome->facing_before = state->facing;
  state->facing = tm_direction_turn (state->facing, rotation);
  outcome->facing_after = state->facing;
  outcome->turn = rotation;
  state->last_player = player;
  state->last_cell = move->cell;
  state->turn++;

  if (state->turn == TM_COTS_SIEGE_TURNS)
    {
      /* The ghost steps onto a card and the centre becomes the empty cell. */
      outcome->ghost_moved = TRUE;
      outcome->ghost_from = state->ghost;
      state->ghost = tm_cell_step_wrapped (state->ghost, state->facing,
                                           TM_COTS_SIZE, TM_COTS_SIZE);
      outcome->ghost_to = state->ghost;
      state->phase = TM_COTS_PHASE_ANALYSIS;
      state->turn = 0;
    }
  state->current_player = player_for_turn (state->phase, state->turn);
  return TRUE;
}


void
tm_cots_state_resolve_analysis (const TmCotsState *state,
                                TmCotsCard         card,
                                TmCell             cell,
                                int                turn,
                                Resolution        *res)
{
  int line;

  memcpy (res->field, state->field, sizeof res->field);
  res->field[cell.row][cell.col] = card;
  res->facing = tm_direction_turn (state->facing, turn);

  /* Direct magic: the line through the new card and the ghost, all nine
   * cards on the field. */
  line = common_line (cell, state->ghost);
  res->direct_line = (line >= 0 && line_fires (res->field, (guint) line)) ? line : -1;

  /* The ghost steps (wrapping) and the card it stood on leaves the field. */
  res->ghost_to = tm_cell_step_wrapped (state->ghost, res->facing,
                                        TM_COTS_SIZE, TM_COTS_SIZE);
  res->set_aside = field_get (res->field, state->ghost);
  res->field[state->ghost.row][state->ghost.col] = TM_COTS_NO_CARD;

  /* Radiant magic: any line through the ghost's new cell, eight cards. */
  res->radiant = radiant_lines (res->field, res->ghost_to);
}

/* Checks the turn a player gives for @card; returns the turn applied. */
static gboolean
check_analysis_turn (const TmCotsMove  *move,
                     int               *applied,
                     GError           **error)
{
  int rotation = tm_cots_card_get_rotation (move->card);
  /* Named only for a refusal: a replay applies every move of a record. */
  g_autofree char *name = NULL;

  if (rotation == 0)
    {
      if (move->has_turn && move->turn != 0)
        {
          name = tm_cots_text_card (move->card);
          g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_ROTATION_ZERO_NO_TURN,
                       _("%s has rotation 0: it cannot turn the ghost, not "
                         "even %s."), name, turn_words (move->turn));
          return FALSE;
        }
      *applied = 0;
      return TRUE;
    }

  if (rotation == 4)
    {
      if (move->has_turn && move->turn != 4 && move->turn != -4)
        {
          name = tm_cots_text_card (move->card);
          g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_ROTATION_FOUR,
                       _("%s has rotation 4: it must turn the ghost exactly "
                         "half a turn, not %s."), name, turn_words (move->turn));
          return FALSE;
        }
      *applied = 4;
      return TRUE;
    }

  if (!move->has_turn)
    {
      name = tm_cots_text_card (move->card);
      g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_TURN_REQUIRED,
                   _("%s lets you turn the ghost up to %s, or not at all: "
                     "say how far it turns."), name, tm_cots_text_turn (rotation));
      return FALSE;
    }

  if ((rotation > 0 && (move->turn < 0 || move->turn > rotation))
      || (rotation < 0 && (move->turn > 0 || move->turn < rotation)))
    {
      name = tm_cots_text_card (move->card);
      g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_TURN_RANGE,
                   _("%s turns the ghost up to %s or not at all, so it "
                     "cannot turn it %s."),
                   name, tm_cots_text_turn (rotation), turn_words (move->turn));
      return FALSE;
    }

  *applied = move->turn;
  return TRUE;
}

/* Decides acquire/analyse from the magics and the player's choice. */
static gboolean
decide_effect (const TmCotsState  *state,
               const TmCotsMove   *move,
               const Resolution   *res,
               gboolean           *acquire,
               gboolean           *analyse,
               GError            **error)
{
  int player = state->current_player;
  gboolean direct = res->direct_line >= 0;
  gboolean radiant = res->radiant != 0;
  gboolean can_analyse = state->analyses[player] < TM_COTS_MAX_ANALYSES;
  /* Named only for a refusal: a replay applies every move of a record. */
  g_autofree char *name = NULL;

  *acquire = *analyse = FALSE;

  if (direct && radiant)
    {
      *acquire = TRUE;
      *analyse = can_analyse;
      if (move->effect == TM_COTS_EFFECT_ANALYSE && !can_analyse)
        {
          name = tm_cots_text_card (res->set_aside);
          g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_EFFECT_NOT_AVAILABLE,
                       _("Both magics fired, but you have already analysed the "
                         "shield 6 times: you can only acquire %s."), name);
          return FALSE;
        }
      return TRUE;
    }

  if (direct)
    {
      *acquire = TRUE;
      if (move->effect == TM_COTS_EFFECT_ANALYSE)
        {
          name = tm_cots_text_card (res->set_aside);
          g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_EFFECT_NOT_AVAILABLE,
                       _("Only direct magic fired: you acquire %s, and the "
                         "shield cannot be analysed this turn."), name);
          return FALSE;
        }
      return TRUE;
    }

  if (radiant)
    {
      if (!can_analyse)
        {
          *acquire = TRUE;
          if (move->effect == TM_COTS_EFFECT_ANALYSE)
            {
              name = tm_cots_text_card (res->set_aside);
              g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_EFFECT_NOT_AVAILABLE,
                           _("Radiant magic fired, but you have already "
                             "analysed the shield 6 times: you can only "
                             "acquire %s."), name);
              return FALSE;
            }
          return TRUE;
        }
      if (move->effect == TM_COTS_EFFECT_NONE)
        {
          name = tm_cots_text_card (res->set_aside);
          g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_EFFECT_REQUIRED,
                       _("Only radiant magic fired: choose whether to acquire "
                         "%s or to analyse the shield."), name);
          return FALSE;
        }
      *acquire = move->effect == TM_COTS_EFFECT_ACQUIRE;
      *analyse = move->effect == TM_COTS_EFFECT_ANALYSE;
      return TRUE;
    }

  if (move->effect != TM_COTS_EFFECT_NONE)
    {
      name = tm_cots_text_card (res->set_aside);
      g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_EFFECT_NOT_AVAILABLE,
                   _("No magic fired: %s goes to the ghost's stomach, so there "
                     "is nothing to acquire or analyse."), name);
      return FALSE;
    }
  return TRUE;
}

static gboolean
apply_analysis (TmCotsState       *state,
                const TmCotsMove  *move,
                TmCotsOutcome     *outcome,
                GError           **error)
{
  int player = state->current_player;
  TmCell empty = tm_cots_state_find_empty_cell (state);
  Resolution res;
  gboolean acquire, analyse;
  int turn;

  if (!tm_cell_equal (move->cell, empty))
    {
      g_autofree char *there = tm_cots_text_card (field_get (state->field, move->cell));

      if (tm_cell_equal (move->cell, state->ghost))
        g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_ANALYSIS_EMPTY_CELL,
                     _("The %s cell holds %s with the ghost on it: during the "
                       "analysis the card goes on the empty cell, the %s cell."),
                     tm_cots_text_cell (move->cell), there, tm_cots_text_cell (empty));
      else
        g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_ANALYSIS_EMPTY_CELL,
                     _("The %s cell already holds %s: during the analysis the "
                       "card goes on the empty cell, the %s cell."),
                     tm_cots_text_cell (move->cell), there, tm_cots_text_cell (empty));
      return FALSE;
    }

  if (!check_analysis_turn (move, &turn, error))
    return FALSE;

  tm_cots_state_resolve_analysis (state, move->card, move->cell, turn, &res);
  if (!decide_effect (state, move, &res, &acquire, &analyse, error))
    return FALSE;

  draw_cards (state, player);
  g_assert (state->hand[player] > 0);
  state->hand[player]--;
  state->seen = tm_cots_card_set_add (state->seen, move->card);

  outcome->turn = turn;
  outcome->facing_before = state->facing;
  outcome->facing_after = res.facing;
  outcome->ghost_moved = TRUE;
  outcome->ghost_from = state->ghost;
  outcome->ghost_to = res.ghost_to;
  outcome->direct_line = res.direct_line;
  outcome->radiant_lines = res.radiant;
  outcome->set_aside = res.set_aside;
  outcome->acquired = acquire;
  outcome->analysed = analyse;

  memcpy (state->field, res.field, sizeof state->field);
  state->facing = res.facing;
  state->ghost = res.ghost_to;
  if (acquire)
    state->bed[player] = tm_cots_card_set_add (state->bed[player], res.set_aside);
  else
    state->stomach = tm_cots_card_set_add (state->stomach, res.set_aside);
  if (analyse)
    state->analyses[player]++;

  state->last_player = player;
  state->last_cell = move->cell;
  state->turn++;
  if (state->turn == TM_COTS_ANALYSIS_TURNS)
    {
      state->phase = TM_COTS_PHASE_EXTERMINATION;
      state->turn = 0;
    }
  state->current_player = player_for_turn (state->phase, state->turn);
  return TRUE;
}

static gboolean
apply_place (TmCotsState        *state,
             const TmCotsMove   *move,
             const char * const *players,
             TmCotsOutcome      *outcome,
             GError           **error)
{
  int player = state->current_player;

  if (state->phase != TM_COTS_PHASE_SIEGE && state->phase != TM_COTS_PHASE_ANALYSIS)
    {
      g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_WRONG_PHASE,
                   _("The siege and the analysis are over: no more cards are "
                     "played on the field.  Enter each player's groups, then "
                     "reveal the shield."));
      return FALSE;
    }

  if (move->player != -1 && move->player != 0 && move->player != 1)
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("“player” must be 0 (the first player) or 1 (the second "
                     "player)."));
      return FALSE;
    }
  if (move->player != -1 && move->player != player)
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_WRONG_PLAYER,
                   /* Translators: two players' names. */
                   _("It is %s’s turn, not %s’s."),
                   tm_cots_text_player (players, player), tm_cots_text_player (players, move->player));
      return FALSE;
    }

  if (!is_card (move->card))
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("The move names no card to play: “card” is missing or "
                     "not a card."));
      return FALSE;
    }
  if (!tm_cell_in_grid (move->cell, TM_COTS_SIZE, TM_COTS_SIZE))
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("“cell” must be a cell of the 3 × 3 field, such as "
                     "[0,1]."));
      return FALSE;
    }
  if ((guint) move->effect > TM_COTS_EFFECT_ANALYSE)
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("“effect” must be “acquire” or “analyse”."));
      return FALSE;
    }
  if (tm_cots_card_set_contains (state->seen, move->card))
    {
      set_card_seen_error (state, move->card, error);
      return FALSE;
    }

  outcome->player = player;
  outcome->card = move->card;
  outcome->cell = move->cell;

  if (state->phase == TM_COTS_PHASE_SIEGE)
    return apply_siege (state, move, outcome, error);
  return apply_analysis (state, move, outcome, error);
}

/* Extermination ------------------------------------------------------------ */

static guint
card_set_size (TmCotsCardSet set)
{
  return (guint) __builtin_popcount (set);
}

static gboolean
apply_groups (TmCotsState        *state,
              const TmCotsMove   *move,
              const char * const *players,
              TmCotsOutcome      *outcome,
              GError           **error)
{
  int player = move->player;
  TmCotsCardSet used = 0;

  if (state->phase != TM_COTS_PHASE_EXTERMINATION)
    {
      g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_WRONG_PHASE,
                   _("Groups are formed in the extermination phase, after the "
                     "18 turns of the analysis."));
      return FALSE;
    }
  if (player != 0 && player != 1)
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("Groups belong to one player: “player” must be 0 (the "
                     "first player) or 1 (the second player)."));
      return FALSE;
    }
  if (state->groups_entered[player])
    {
      g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_GROUPS_ALREADY_FORMED,
                   /* Translators: a player's name. */
                   _("%s has already formed their groups: each player forms "
                     "them once."), tm_cots_text_player (players, player));
      return FALSE;
    }

  for (guint k = 0; k < TM_COTS_N_GROUPS; k++)
    for (guint i = 0; i < 2; i++)
      {
        TmCotsCard card = move->groups[k][i];

        if (card == TM_COTS_NO_CARD)
          continue;
        if (!is_card (card))
          {
            g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                         _("Group %u holds something that is not a card."), k + 1);
            return FALSE;
          }
        if (tm_cots_card_set_contains (used, card))
          {
            g_autofree char *name = tm_cots_text_card (card);

            g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_GROUP_CARD_TWICE,
                         _("%s is listed twice in the groups: each card of the "
                           "bed goes into one group at most."), name);
            return FALSE;
          }
        if (!tm_cots_card_set_contains (state->bed[player], card))
          {
            g_autofree char *name = tm_cots_text_card (card);

            g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_GROUP_NOT_IN_BED,
                         /* Translators: a card, a player's name. */
                         _("%s is not in %s’s bed: groups are formed only from "
                           "one’s own bed."),
                         name, tm_cots_text_player (players, player));
            return FALSE;
          }
        used = tm_cots_card_set_add (used, card);
      }

  if (!tm_cots_groups_check_shape (move->groups,
                                   (int) card_set_size (state->bed[player]), error))
    return FALSE;

  /* The order inside a group does not matter: store it packed and
   * sorted, as the legal move list gives it. */
  for (guint k = 0; k < TM_COTS_N_GROUPS; k++)
    {
      TmCotsCard a = move->groups[k][0], b = move->groups[k][1];

      if (a == TM_COTS_NO_CARD || (b != TM_COTS_NO_CARD && b < a))
        {
          TmCotsCard t = a;

          a = b;
          b = t;
        }
      state->groups[player][k][0] = a;
      state->groups[player][k][1] = b;
    }
  state->groups_entered[player] = TRUE;
  state->turn++;
  outcome->player = player;
  return TRUE;
}

static gboolean
apply_reveal (TmCotsState        *state,
              const TmCotsMove   *move,
              const char * const *players,
              TmCotsOutcome      *outcome,
              GError           **error)
{
  guint positions[2];

  if (state->phase != TM_COTS_PHASE_EXTERMINATION)
    {
      g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_WRONG_PHASE,
                   _("The shield is revealed in the extermination phase, after "
                     "the 18 turns of the analysis and once both players have "
                     "formed their groups."));
      return FALSE;
    }
  if (!state->groups_entered[0] || !state->groups_entered[1])
    {
      if (!state->groups_entered[0] && !state->groups_entered[1])
        g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_GROUPS_BEFORE_ATTACK,
                     _("Both players must form their groups before the first "
                       "attack reveals the shield."));
      else
        g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_GROUPS_BEFORE_ATTACK,
                     /* Translators: a player's name. */
                     _("%s has not formed their groups yet: both players form "
                       "them before the first attack reveals the shield."),
                     tm_cots_text_player (players, state->groups_entered[0] ? 1 : 0));
      return FALSE;
    }

  for (guint i = 0; i < 2; i++)
    {
      TmCotsCard card = move->shield[i];

      if (!is_card (card))
        {
          g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                       _("A reveal names the two shield cards turned face up: "
                         "“cards” must hold two cards."));
          return FALSE;
        }
    }
  if (move->shield[0] == move->shield[1])
    {
      g_autofree char *name = tm_cots_text_card (move->shield[0]);

      g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_SHIELD_CARD_TWICE,
                   _("%s is named twice: the two shield cards of an attack "
                     "are two different cards."), name);
      return FALSE;
    }
  for (guint i = 0; i < 2; i++)
    {
      TmCotsCard card = move->shield[i];
      g_autofree char *name = NULL;
      int position = -1;

      if (!tm_cots_card_set_contains (state->seen, card))
        continue;
      name = tm_cots_text_card (card);
      for (int j = 0; j < TM_COTS_SHIELD_SIZE; j++)
        if (state->shield[j] == card)
          position = j + 1;
      if (position > 0)
        /* It is in the shield: an earlier attack turned it face up. */
        g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_SHIELD_CARD_SEEN,
                     _("%s was already revealed by attack %u, at position %d "
                       "of the shield: each attack reveals two new shield "
                       "cards."),
                     name, attack_of_position (position), position);
      else
        g_set_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_SHIELD_CARD_SEEN,
                     _("%s cannot be in the ghost's shield: it was already "
                       "face up earlier in the game."), name);
      return FALSE;
    }

  state->attacks++;
  tm_cots_attack_get_positions (state->attacks, positions);
  for (guint i = 0; i < 2; i++)
    {
      state->shield[positions[i] - 1] = move->shield[i];
      state->seen = tm_cots_card_set_add (state->seen, move->shield[i]);
    }
  state->turn++;
  outcome->attack = (int) state->attacks;
  if (state->attacks == TM_COTS_N_GROUPS)
    state->phase = TM_COTS_PHASE_FINISHED;
  return TRUE;
}

gboolean
tm_cots_state_apply (TmCotsState        *state,
                     const TmCotsMove   *move,
                     const char * const *players,
                     TmCotsOutcome      *outcome,
                     GError           **error)
{
  TmCotsState next;
  TmCotsOutcome result;
  gboolean ok;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (state->phase == TM_COTS_PHASE_FINISHED)
    {
      tm_rules_error_set_finished (error);
      return FALSE;
    }

  result = (TmCotsOutcome) {
    .type = move->type,
    .player = -1,
    .card = TM_COTS_NO_CARD,
    .cell = { -1, -1 },
    .facing_before = state->facing,
    .facing_after = state->facing,
    .ghost_from = state->ghost,
    .ghost_to = state->ghost,
    .direct_line = -1,
    .set_aside = TM_COTS_NO_CARD,
  };

  /* Work on a copy: a refused move must leave @state as it was. */
  next = *state;
  switch (move->type)
    {
    case TM_COTS_MOVE_PLACE:
      ok = apply_place (&next, move, players, &result, error);
      break;
    case TM_COTS_MOVE_GROUPS:
      ok = apply_groups (&next, move, players, &result, error);
      break;
    case TM_COTS_MOVE_REVEAL:
      ok = apply_reveal (&next, move, players, &result, error);
      break;
    default:
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("This is not a move of Children of the Sun: the type must "
                     "be “place”, “groups” or “reveal”."));
      ok = FALSE;
      break;
    }
  if (!ok)
    return FALSE;

  *state = next;
  if (outcome != NULL)
    *outcome = result;
  return TRUE;
}

/* Scores -------------------------------------------------------------------- */

guint
tm_cots_state_get_analysis_points (const TmCotsState *state,
                                   guint              player)
{
  g_return_val_if_fail (state != NULL && player < 2, 0);
  return state->analyses[player];
}

guint
tm_cots_state_get_attack_points (const TmCotsState *state,
                                 guint              player,
                                 guint              attack)
{
  g_return_val_if_fail (state != NULL && player < 2, 0);
  g_return_val_if_fail (attack >= 1 && attack <= TM_COTS_N_GROUPS, 0);

  if (attack > state->attacks)
    return 0;
  return tm_cots_attack_points (state->groups[player], state->shield, attack);
}

guint
tm_cots_state_get_total (const TmCotsState *state,
                         guint              player)
{
  guint total;

  g_return_val_if_fail (state != NULL && player < 2, 0);

  total = state->analyses[player];
  for (guint k = 1; k <= state->attacks; k++)
    total += tm_cots_state_get_attack_points (state, player, k);
  return total;
}

guint
tm_cots_state_get_set_aside (const TmCotsState *state,
                             guint              player)
{
  guint n;

  g_return_val_if_fail (state != NULL && player < 2, 0);

  n = card_set_size (state->bed[player]);
  return n > 2 * TM_COTS_N_GROUPS ? n - 2 * TM_COTS_N_GROUPS : 0;
}

int
tm_cots_state_get_winner (const TmCotsState *state)
{
  TmCotsScore scores[2] = { 0 };

  g_return_val_if_fail (state != NULL, -1);

  if (state->phase != TM_COTS_PHASE_FINISHED)
    return -1;
  for (guint p = 0; p < 2; p++)
    {
      scores[p].total = tm_cots_state_get_total (state, p);
      scores[p].set_aside = tm_cots_state_get_set_aside (state, p);
    }
  return tm_cots_scoring_get_winner (scores);
}
