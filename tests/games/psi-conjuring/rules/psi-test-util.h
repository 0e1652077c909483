/* psi-test-util.h — small helpers shared by the Psi Conjuring tests */
#pragma once

#include "core/tm-rules-error.h"
#include "games/psi-conjuring/rules/tm-psi-game.h"

#include <string.h>

static inline const char *
beast_name (const char *text)
{
  const char *name = tm_psi_beast_name_intern (text, NULL);

  if (name == NULL)
    g_error ("test bug: “%s” is not a beast name", text);
  return name;
}

static inline TmPsiMove
place_move (int row,
            int col)
{
  TmPsiMove move;

  tm_psi_move_init (&move, TM_PSI_MOVE_PLACE);
  move.cell = (TmCell) { row, col };
  return move;
}

static inline TmPsiMove
summon_move (int         row,
             int         col,
             const char *name,
             int         power,
             int         min,
             int         max)
{
  TmPsiMove move;

  tm_psi_move_init (&move, TM_PSI_MOVE_SUMMON);
  move.cell = (TmCell) { row, col };
  move.beast.name = beast_name (name);
  move.beast.has_power = move.beast.has_track = TRUE;
  move.beast.power = power;
  move.beast.track = (TmPsiTrack) { min, max };
  return move;
}

static inline TmPsiMove
quick_move (int          row,
            int          col,
            const char  *name,
            TmPsiColour  colour)
{
  TmPsiMove move;

  tm_psi_move_init (&move, TM_PSI_MOVE_QUICK_SUMMON);
  move.cell = (TmCell) { row, col };
  move.beast.name = beast_name (name);
  move.has_colour = TRUE;
  move.colour = colour;
  return move;
}

static inline TmPsiMove
attack_move (int from_row,
             int from_col,
             int to_row,
             int to_col)
{
  TmPsiMove move;

  tm_psi_move_init (&move, TM_PSI_MOVE_ATTACK);
  move.cell = (TmCell) { from_row, from_col };
  move.target = (TmCell) { to_row, to_col };
  return move;
}

static inline TmPsiMove
simple_move (TmPsiMoveType type)
{
  TmPsiMove move;

  tm_psi_move_init (&move, type);
  return move;
}

static inline TmPsiChange
change_at (TmPsiChangeKind kind,
           int             row,
           int             col)
{
  TmPsiChange change;

  memset (&change, 0, sizeof change);
  change.kind = kind;
  change.cell = (TmCell) { row, col };
  change.to = (TmCell) { -1, -1 };
  change.player = -1;
  return change;
}

static inline TmPsiChange
power_change (int row,
              int col,
              int by)
{
  TmPsiChange change = change_at (TM_PSI_CHANGE_POWER, row, col);

  change.amount = by;
  return change;
}

static inline TmPsiChange
hand_change (int player,
             int by)
{
  TmPsiChange change = change_at (TM_PSI_CHANGE_HAND, -1, -1);

  change.player = player;
  change.amount = by;
  return change;
}

/* An adjustment of one change. */
static inline TmPsiMove
adjust_move (TmPsiChange change)
{
  TmPsiMove move;

  tm_psi_move_init (&move, TM_PSI_MOVE_ADJUST);
  move.n_changes = 1;
  move.changes[0] = change;
  return move;
}

static inline TmPsiMove
with_change (TmPsiMove   move,
             TmPsiChange change)
{
  g_assert_cmpuint (move.n_changes, <, TM_PSI_MAX_CHANGES);
  move.changes[move.n_changes++] = change;
  return move;
}

/* Applies a move that must be accepted. */
static inline TmPsiOutcome
accept_with (TmPsiState      *state,
             const TmPsiMove *move,
             TmPsiCatalogue  *catalogue)
{
  TmPsiOutcome outcome;
  g_autoptr(GError) error = NULL;

  if (!tm_psi_state_apply (state, move, catalogue, NULL, &outcome, &error))
    g_error ("move refused: %s", error->message);
  return outcome;
}

static inline TmPsiOutcome
accept (TmPsiState      *state,
        const TmPsiMove *move)
{
  return accept_with (state, move, NULL);
}

/* Applies a move that must be refused with @domain/@code, leaving the
 * position exactly as it was; returns the message. */
static inline char *
refuse_with (TmPsiState      *state,
             const TmPsiMove *move,
             TmPsiCatalogue  *catalogue,
             GQuark           domain,
             int              code)
{
  TmPsiState before;
  TmPsiOutcome outcome;
  g_autoptr(GError) error = NULL;

  memcpy (&before, state, sizeof before);
  g_assert_false (tm_psi_state_apply (state, move, catalogue, NULL, &outcome, &error));
  if (error->domain != domain || error->code != code)
    g_error ("expected %s/%d, got %s/%d: %s", g_quark_to_string (domain), code,
             g_quark_to_string (error->domain), error->code, error->message);
  g_assert_cmpmem (state, sizeof *state, &before, sizeof before);
  /* A full sentence, not a bare code. */
  g_assert_cmpuint (strlen (error->message), >, 20);
  g_assert_true (g_str_has_suffix (error->message, "."));
  return g_strdup (error->message);
}

#define assert_refused(state, move, domain, code) \
  g_free (refuse_with ((state), (move), NULL, (domain), (code)))

#define assert_rule(state, move, code) \
  assert_refused ((state), (move), TM_PSI_RULES_ERROR, (code))

static inline void
assert_message_has (char       *message,
                    const char *part)
{
  if (strstr (message, part) == NULL)
    g_error ("“%s” does not mention “%s”", message, part);
  g_free (message);
}

/* The 16 placements in reading order: the first player places on even
 * columns, the second on odd columns.  Turn 1 of the first player. */
static inline void
make_placed (TmPsiState *state)
{
  tm_psi_state_init (state);
  for (int i = 0; i < TM_PSI_N_CELLS; i++)
    {
      TmPsiMove move = place_move (i / TM_PSI_SIZE, i % TM_PSI_SIZE);

      accept (state, &move);
    }
}

/* Puts a face-up beast straight into a position (plain data), as if it
 * had been summoned in turn @entered. */
static inline void
put_face_up (TmPsiState  *state,
             int          row,
             int          col,
             int          master,
             const char  *name,
             int          power,
             int          min,
             int          max,
             guint        entered)
{
  TmPsiCard *card = &state->field[row][col];

  memset (card, 0, sizeof *card);
  card->side = TM_PSI_CARD_FACE_UP;
  card->owner = card->master = master;
  card->name = beast_name (name);
  card->colour = TM_PSI_COLOUR_BLUE;
  card->has_initial = card->has_track = TRUE;
  card->initial_power = card->power = power;
  card->track = (TmPsiTrack) { min, max };
  card->entered_turn = entered;
}

static inline void
put_yellow (TmPsiState  *state,
            int          row,
            int          col,
            int          master,
            const char  *name,
            guint        entered)
{
  TmPsiCard *card = &state->field[row][col];

  memset (card, 0, sizeof *card);
  card->side = TM_PSI_CARD_FACE_UP;
  card->owner = card->master = master;
  card->name = beast_name (name);
  card->colour = TM_PSI_COLOUR_RED;
  card->yellow = TRUE;
  card->entered_turn = entered;
}

static inline void
put_empty (TmPsiState *state,
           int         row,
           int         col)
{
  memset (&state->field[row][col], 0, sizeof state->field[row][col]);
}

/* A position in the battle phase of turn @turn of @player, with every
 * card face down as placed except what the caller puts. */
static inline void
make_battle (TmPsiState *state,
             int         player,
             guint       turn)
{
  make_placed (state);
  state->turn = turn;
  state->current_player = player;
  state->summon = TM_PSI_SUMMON_DONE;
  state->phase = TM_PSI_PHASE_BATTLE;
}

/* Field by field: struct assignment need not copy padding. */
static inline gboolean
beast_data_equal (const TmPsiBeastData *a,
                  const TmPsiBeastData *b)
{
  return a->name == b->name && a->has_power == b->has_power
         && (!a->has_power || a->power == b->power)
         && a->has_track == b->has_track
         && (!a->has_track || tm_psi_track_equal (a->track, b->track));
}

static inline gboolean
changes_equal (const TmPsiChange *a,
               const TmPsiChange *b)
{
  if (a->kind != b->kind || a->player != b->player || a->has_owner != b->has_owner
      || (a->has_owner && a->owner != b->owner))
    return FALSE;
  if (a->kind != TM_PSI_CHANGE_HAND && !tm_cell_equal (a->cell, b->cell))
    return FALSE;
  switch (a->kind)
    {
    case TM_PSI_CHANGE_POWER:
    case TM_PSI_CHANGE_SET_POWER:
    case TM_PSI_CHANGE_DAMAGE:
    case TM_PSI_CHANGE_HAND:
      return a->amount == b->amount;
    case TM_PSI_CHANGE_MOVE:
      return tm_cell_equal (a->to, b->to);
    case TM_PSI_CHANGE_ENTER:
      return a->colour == b->colour && a->yellow == b->yellow && a->from == b->from
             && beast_data_equal (&a->beast, &b->beast);
    default:
      return TRUE;
    }
}

static inline gboolean
moves_equal (const TmPsiMove *a,
             const TmPsiMove *b)
{
  if (a->type != b->type || a->player != b->player || a->n_changes != b->n_changes)
    return FALSE;
  for (guint i = 0; i < a->n_changes; i++)
    if (!changes_equal (&a->changes[i], &b->changes[i]))
      return FALSE;
  switch (a->type)
    {
    case TM_PSI_MOVE_PLACE:
      return tm_cell_equal (a->cell, b->cell);
    case TM_PSI_MOVE_SUMMON:
    case TM_PSI_MOVE_QUICK_SUMMON:
      return tm_cell_equal (a->cell, b->cell) && a->has_colour == b->has_colour
             && (!a->has_colour || a->colour == b->colour)
             && a->has_owner == b->has_owner && (!a->has_owner || a->owner == b->owner)
             && beast_data_equal (&a->beast, &b->beast);
    case TM_PSI_MOVE_ATTACK:
      return tm_cell_equal (a->cell, b->cell) && tm_cell_equal (a->target, b->target);
    default:
      return TRUE;
    }
}

static inline gboolean
cards_equal (const TmPsiCard *a,
             const TmPsiCard *b)
{
  if (a->side != b->side)
    return FALSE;
  if (a->side == TM_PSI_CARD_NONE)
    return TRUE;
  if (a->owner != b->owner || a->master != b->master)
    return FALSE;
  if (a->side == TM_PSI_CARD_FACE_DOWN)
    return TRUE;
  return a->name == b->name && a->colour == b->colour && a->yellow == b->yellow
         && a->has_initial == b->has_initial && a->initial_power == b->initial_power
         && a->has_track == b->has_track && tm_psi_track_equal (a->track, b->track)
         && a->power == b->power && a->entered_turn == b->entered_turn;
}

static inline gboolean
states_equal (const TmPsiState *a,
              const TmPsiState *b)
{
  for (int r = 0; r < TM_PSI_SIZE; r++)
    for (int c = 0; c < TM_PSI_SIZE; c++)
      if (!cards_equal (&a->field[r][c], &b->field[r][c]))
        return FALSE;
  return a->phase == b->phase && a->placed == b->placed && a->turn == b->turn
         && a->current_player == b->current_player && a->summon == b->summon
         && a->quick_summoned == b->quick_summoned
         && memcmp (a->hand, b->hand, sizeof a->hand) == 0
         && memcmp (a->graveyard, b->graveyard, sizeof a->graveyard) == 0
         && a->end_reason == b->end_reason;
}
