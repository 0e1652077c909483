/* tm-cots-state.c — the rules of Children of the Sun (work in progress) */
#include "config.h"

#include "tm-cots-state.h"
#include "tm-cots-game.h"
#include "core/tm-rules-error.h"

#include <glib/gi18n.h>

void
tm_cots_state_init (TmCotsState *state)
{
  memset (state, 0, sizeof *state);
  state->phase = TM_COTS_PHASE_SIEGE;
  state->last_player = -1;
  for (int r = 0; r < TM_COTS_SIZE; r++)
    for (int c = 0; c < TM_COTS_SIZE; c++)
      state->field[r][c] = TM_COTS_NO_CARD;
  state->ghost = (TmCell) { 1, 1 };
  state->facing = TM_DIRECTION_W;
  state->deck = 14;
  state->hand[0] = state->hand[1] = 6;
  for (int i = 0; i < TM_COTS_SHIELD_SIZE; i++)
    state->shield[i] = TM_COTS_NO_CARD;
}

gboolean
tm_cots_state_apply (TmCotsState       *state,
                     const TmCotsMove  *move,
                     TmCotsOutcome     *outcome,
                     GError           **error)
{
  g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
               _("These rules are not finished yet."));
  return FALSE;
}

GArray *
tm_cots_state_legal_moves (const TmCotsState *state)
{
  return g_array_new (FALSE, TRUE, sizeof (TmCotsMove));
}

guint tm_cots_state_get_analysis_points (const TmCotsState *state, guint player) { return state->analyses[player]; }
guint tm_cots_state_get_attack_points (const TmCotsState *state, guint player, guint attack) { return 0; }
guint tm_cots_state_get_total (const TmCotsState *state, guint player) { return state->analyses[player]; }
guint tm_cots_state_get_set_aside (const TmCotsState *state, guint player) { return 0; }
int tm_cots_state_get_winner (const TmCotsState *state) { return -1; }
guint tm_cots_line_get_cells (guint line, TmCell cells[3]) { return 0; }
char *tm_cots_line_describe (guint line) { return g_strdup (""); }
