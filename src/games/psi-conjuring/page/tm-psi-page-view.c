/* tm-psi-page-view.c — the page of Psi Conjuring shows the state
 *
 * What the page offers and shows after every click, move, undo or redo,
 * from the state the record replays to and the mode of the move being
 * entered: the cells the legal moves allow (and why the others are
 * refused), the prompt, the buttons and their reasons, the forms.
 * Entering and playing the moves is tm-psi-page.c.
 */
#include "config.h"

#include "tm-psi-page-private.h"
#include "widgets/tm-page-support.h"
#include "widgets/tm-tooltip.h"
#include "widgets/tm-why-disabled.h"

#include <glib/gi18n.h>

/* Texts */

static const char *
describe_prompt (TmPsiPage *self)
{
  const TmPsiState *state = tm_psi_page_get_state (self);

  if (self->read_only || state->phase == TM_PSI_PHASE_FINISHED)
    return "";
  switch (self->mode)
    {
    case MODE_ATTACK:
      return _("Click the beast to attack, or the attacker again to choose another.");
    case MODE_SUMMON:
      return _("Read the card: enter its name, its initial power and the range of the track that becomes active.");
    case MODE_QUICK_CELL:
      return _("Click the empty cell for the quick summon.");
    case MODE_QUICK:
      return _("The card goes into the yellow zone of the colour its owner chooses.");
    case MODE_ATTACK_CONFIRM:
      return _("Attack now, or first add the effects the attack caused.");
    case MODE_ADJUST:
      return _("Click a card, add what the effect does to it, then apply all the changes at once.");
    case MODE_ADJUST_MOVE:
      return _("Click the empty cell the card moves to.");
    case MODE_NONE:
    default:
      break;
    }
  switch (state->phase)
    {
    case TM_PSI_PHASE_PLACEMENT:
      return _("Click the cell where the card was placed.");
    case TM_PSI_PHASE_SUMMON:
      return _("Click the face-down card to summon, or an empty cell to quick summon.");
    case TM_PSI_PHASE_BATTLE:
    default:
      {
        TmPsiOffer offer;

        /* From the rules' offer: no attacker, nothing to click but Pass. */
        tm_psi_state_get_offer (state, &offer);
        if (offer.attackers == 0)
          return _("No beast can attack this turn: press Pass.");
      }
      return _("Click a highlighted beast to attack with it, or pass.");
    }
}

/* Showing the position */

/* A button's tooltip: why it is insensitive, or nothing. */
static void
set_button_reason (GtkWidget  *button,
                   gboolean    sensitive,
                   const char *reason)
{
  gtk_widget_set_sensitive (button, sensitive);
  tm_tooltip_set_text (button, sensitive ? NULL : reason);
  tm_why_disabled_set (button, sensitive ? NULL : reason);
}

gboolean
tm_psi_page_in_effect_form (TmPsiPage *self)
{
  return self->mode == MODE_ADJUST || self->mode == MODE_ADJUST_MOVE;
}

static void
update_forms (TmPsiPage *self)
{
  const char *why;

  if (self->mode == MODE_SUMMON || self->mode == MODE_QUICK)
    tm_psi_page_ensure_summon_form (self);
  if (self->summon_form != NULL)
    gtk_widget_set_visible (GTK_WIDGET (self->summon_form), self->mode == MODE_SUMMON || self->mode == MODE_QUICK);
  /* The 16 placements use none of the battle buttons: their room is kept
   * empty, so that nothing moves when the summon phase begins. */
  tm_page_set_present (self->attack_form, tm_psi_page_get_state (self)->phase != TM_PSI_PHASE_PLACEMENT);
  tm_page_set_present (self->button_grid, tm_psi_page_get_state (self)->phase != TM_PSI_PHASE_PLACEMENT);
  /* Always there, so that choosing the target moves nothing. */
  /* Why not, for the phase: the battle comes after the summon. */
  why = tm_psi_page_get_state (self)->phase != TM_PSI_PHASE_BATTLE
        ? _("Summon first: the attacks come in the battle phase.")
        : _("Click a highlighted beast to attack with, then the beast it attacks.");
  set_button_reason (self->attack_button,
                     self->mode == MODE_ATTACK_CONFIRM
                     || (self->mode == MODE_ADJUST && tm_psi_page_effect_attacking (self)),
                     why);
  set_button_reason (self->add_effect_button, self->mode == MODE_ATTACK_CONFIRM, why);
  if (tm_psi_page_in_effect_form (self))
    tm_psi_page_ensure_effect_form (self);
  if (self->effect_form != NULL)
    gtk_widget_set_visible (GTK_WIDGET (self->effect_form), tm_psi_page_in_effect_form (self));
  if (tm_psi_page_in_effect_form (self))
    {
      TmCell cell;
      gboolean has_card = tm_psi_effect_form_get_card (self->effect_form, &cell);
      g_autofree char *text = has_card ? tm_psi_board_describe_cell (self->board, cell) : NULL;

      tm_psi_effect_form_set_hands (self->effect_form, tm_psi_page_get_state (self));
      tm_psi_effect_form_update (self->effect_form,
                                 has_card ? tm_psi_state_get_card (tm_psi_page_get_state (self), cell) : NULL,
                                 text, self->mode == MODE_ADJUST_MOVE);
    }
}

static guint
cell_bit (TmCell cell)
{
  return 1u << (cell.row * TM_PSI_SIZE + cell.col);
}

/* Why the click a cell stands for in the current mode is not a legal
 * move now: the rules' own message, or NULL. */
static char *
cell_refusal (TmPsiPage *self,
              TmCell     cell)
{
  const TmPsiState *state = tm_psi_page_get_state (self);
  const TmPsiCard *card = tm_psi_state_get_card (state, cell);
  const char * const *players = tm_game_get_player_names (TM_GAME (self->game));

  switch (self->mode)
    {
    case MODE_ATTACK:
    case MODE_ATTACK_CONFIRM:
      return tm_psi_text_refusal (state, players, TM_PSI_MOVE_ATTACK, self->selected, cell);
    case MODE_QUICK_CELL:
      return tm_psi_text_refusal (state, players, TM_PSI_MOVE_QUICK_SUMMON, cell, cell);
    case MODE_ADJUST_MOVE:
      return g_strdup (_("A card moves only to an empty cell."));
    case MODE_ADJUST:
      return NULL;
    case MODE_NONE:
    case MODE_SUMMON:
    case MODE_QUICK:
    default:
      break;
    }
  if (state->phase == TM_PSI_PHASE_PLACEMENT)
    return tm_psi_text_refusal (state, players, TM_PSI_MOVE_PLACE, cell, cell);
  switch (card->side)
    {
    case TM_PSI_CARD_NONE:
      return tm_psi_text_refusal (state, players, TM_PSI_MOVE_QUICK_SUMMON, cell, cell);
    case TM_PSI_CARD_FACE_DOWN:
      return tm_psi_text_refusal (state, players, TM_PSI_MOVE_SUMMON, cell, cell);
    case TM_PSI_CARD_FACE_UP:
    default:
      if (tm_psi_state_can_attack (state, cell))
        /* It could attack, but no other face-up beast is there. */
        return g_strdup (_("There is no other face-up beast to attack."));
      /* Attacking itself fails only after the attacker's own rules. */
      return tm_psi_text_refusal (state, players, TM_PSI_MOVE_ATTACK, cell, cell);
    }
}

/* The cells a click may use now, from the legal moves (and, in the
 * effect form, the cards the form can take). */
static guint
legal_cells (TmPsiPage        *self,
             const TmPsiOffer *offer)
{
  const TmPsiState *state = tm_psi_page_get_state (self);
  TmCell moving;
  guint cells = 0;

  switch (self->mode)
    {
    case MODE_ATTACK:
    case MODE_ATTACK_CONFIRM:
      /* A target, or the attacker again to choose another. */
      return tm_psi_state_get_targets (state, self->selected) | cell_bit (self->selected);
    case MODE_QUICK_CELL:
      return offer->quick_cells;
    case MODE_ADJUST:
      return (1u << TM_PSI_N_CELLS) - 1;
    case MODE_ADJUST_MOVE:
      for (int r = 0; r < TM_PSI_SIZE; r++)
        for (int c = 0; c < TM_PSI_SIZE; c++)
          if (tm_psi_state_get_card (state, (TmCell) { r, c })->side == TM_PSI_CARD_NONE)
            cells |= cell_bit ((TmCell) { r, c });
      if (tm_psi_page_effect_card (self, &moving))
        cells |= cell_bit (moving);
      return cells;
    case MODE_NONE:
    case MODE_SUMMON:
    case MODE_QUICK:
    default:
      /* Only the attackers that have a target. */
      return offer->places | offer->summons | offer->quick_cells | offer->attackers;
    }
}

static void
update_board_offer (TmPsiPage        *self,
                    const TmPsiOffer *offer)
{
  guint legal = legal_cells (self, offer);
  char *reasons[TM_PSI_N_CELLS] = { NULL };
  /* Looking back from the history, nothing is entered: no reasons. */
  gboolean entering = !self->read_only;

  for (int r = 0; r < TM_PSI_SIZE; r++)
    for (int c = 0; c < TM_PSI_SIZE; c++)
      if (entering && !(legal & cell_bit ((TmCell) { r, c })))
        reasons[r * TM_PSI_SIZE + c] = cell_refusal (self, (TmCell) { r, c });
  tm_psi_board_set_legal (self->board, legal, (const char * const *) reasons);
  for (guint i = 0; i < TM_PSI_N_CELLS; i++)
    g_free (reasons[i]);
}


static void
update_buttons (TmPsiPage        *self,
                const TmPsiOffer *offer)
{
  const TmPsiState *state = tm_psi_page_get_state (self);
  const char * const *players = tm_game_get_player_names (TM_GAME (self->game));
  g_autofree char *pass = tm_psi_text_refusal (state, players, TM_PSI_MOVE_PASS, (TmCell) { -1, -1 }, (TmCell) { -1, -1 });
  g_autofree char *agree = tm_psi_text_refusal (state, players, TM_PSI_MOVE_AGREE_END, (TmCell) { -1, -1 }, (TmCell) { -1, -1 });
  g_autofree char *quick = NULL;
  TmCell empty = { -1, -1 };

  for (int r = 0; r < TM_PSI_SIZE && empty.row < 0; r++)
    for (int c = 0; c < TM_PSI_SIZE && empty.row < 0; c++)
      if (tm_psi_state_get_card (state, (TmCell) { r, c })->side == TM_PSI_CARD_NONE)
        empty = (TmCell) { r, c };
  if (empty.row >= 0)
    quick = tm_psi_text_refusal (state, players, TM_PSI_MOVE_QUICK_SUMMON, empty, empty);
  else
    quick = g_strdup (_("There is no empty cell for a quick summon."));

  set_button_reason (self->pass_button, offer->can_pass, pass);
  set_button_reason (self->quick_button, offer->can_quick && self->mode != MODE_QUICK_CELL,
                     offer->can_quick ? _("Click the empty cell for the quick summon.") : quick);
  set_button_reason (self->agree_button, offer->can_agree, agree);
  set_button_reason (self->adjust_button, state->phase != TM_PSI_PHASE_PLACEMENT && !tm_psi_page_in_effect_form (self),
                     state->phase == TM_PSI_PHASE_PLACEMENT
                     ? _("Ability effects come after the placement.")
                     : _("The effect form is open."));
  set_button_reason (self->cancel_button, self->mode != MODE_NONE, _("No move is being entered."));
}

void
tm_psi_page_refresh (TmPsiPage *self)
{
  const TmPsiState *state = tm_psi_page_get_state (self);
  gboolean entering = !self->read_only && state->phase != TM_PSI_PHASE_FINISHED;
  gboolean attacking = tm_psi_page_effect_attacking (self);
  g_autofree char *far = NULL, *near = NULL;
  TmPsiOffer offer;

  tm_psi_state_get_offer (state, &offer);
  tm_psi_board_set_state (self->board, state);
  tm_psi_board_set_interactive (self->board, entering);
  update_board_offer (self, &offer);
  if (self->mode == MODE_ATTACK_CONFIRM)
    /* The beast attacked, next to the attacker selected. */
    tm_psi_board_set_highlight (self->board, cell_bit (self->target));
  else if (self->mode == MODE_ATTACK)
    tm_psi_board_set_highlight (self->board, tm_psi_state_get_targets (state, self->selected));
  else
    tm_psi_board_set_highlight (self->board, self->mode == MODE_NONE ? offer.attackers : 0);
  if (tm_psi_page_in_effect_form (self))
    {
      TmCell card;

      tm_psi_board_set_selected (self->board, tm_psi_page_effect_card (self, &card) ? &card : NULL);
    }
  else
    tm_psi_board_set_selected (self->board,
                               self->mode == MODE_NONE || self->mode == MODE_QUICK_CELL ? NULL : &self->selected);

  /* Translators: the player sitting on the far side of the field, with the colour of their cards. */
  far = g_strdup_printf (_("%s (far side, purple)"), tm_psi_page_player_name (self, 1));
  /* Translators: the player sitting on the near side of the field, with the colour of their cards. */
  near = g_strdup_printf (_("%s (near side, green)"), tm_psi_page_player_name (self, 0));
  gtk_label_set_text (self->far_label, far);
  gtk_label_set_text (self->near_label, near);

  tm_psi_status_view_update (self->status_view, self->record, self->game);
  gtk_label_set_text (self->turn_label, tm_psi_status_view_get_turn_text (self->status_view));
  /* At the end the result says it all: who won, the sums, the beasts. */
  gtk_widget_set_visible (GTK_WIDGET (self->result_view), state->phase == TM_PSI_PHASE_FINISHED);
  gtk_widget_set_visible (GTK_WIDGET (self->status_view), state->phase != TM_PSI_PHASE_FINISHED);
  if (state->phase == TM_PSI_PHASE_FINISHED)
    tm_psi_result_view_update (self->result_view, self->record, self->game, self->read_only);
  if (entering && (self->mode == MODE_ATTACK_CONFIRM || (self->mode == MODE_ADJUST && attacking)))
    {
      const TmPsiCard *attacker = tm_psi_state_get_card (state, self->selected);
      const TmPsiCard *target = tm_psi_state_get_card (state, self->target);
      g_autofree char *text = NULL;

      if (attacker->name != NULL && target->name != NULL)
        /* Translators: "Nue attacks Cerberus. Attack now, or first add the effects the attack caused." */
        text = g_strdup_printf (_("%s attacks %s. %s"), attacker->name, target->name, describe_prompt (self));
      else
        text = g_strdup (describe_prompt (self));
      gtk_label_set_text (self->prompt_label, text);
    }
  else
    gtk_label_set_text (self->prompt_label, describe_prompt (self));

  gtk_widget_set_visible (self->entry_box, entering);
  update_buttons (self, &offer);
  update_forms (self);
  tm_psi_attack_options_set_position (self->attack_options, self->record, self->game, self->catalogue, entering);

  tm_page_notify_can_undo_redo (G_OBJECT (self));
}
