/* tm-cots-page.c — a game of Children of the Sun being played
 *
 * Move entry offers only what the legal moves allow: a card no legal
 * move plays and a cell where the chosen card cannot go are insensitive,
 * with the rule that stops them (the core's own refusal, from trying the
 * move on a copy) in their tooltip.  The legal moves for the chosen card
 * and cell say whether a turn amount and an effect must be asked.
 */
#include "config.h"

#include "tm-cots-page.h"
#include "widgets/tm-why-disabled.h"
#include "tm-cots-a11y.h"
#include "widgets/tm-focus.h"
#include "widgets/tm-message-label.h"
#include "tm-cots-status-view.h"
#include "tm-cots-options-button.h"
#include "widgets/tm-panel-width.h"
#include "tm-cots-shield-view.h"
#include "games/children-of-the-sun/rules/tm-cots-text.h"
#include "tm-cots-turn-question.h"
#include "widgets/tm-adaptive-box.h"
#include "widgets/tm-page-support.h"
#include "widgets/tm-private-view.h"
#include "core/tm-grid.h"

#include <adwaita.h>
#include <glib/gi18n.h>

struct _TmCotsPage
{
  GtkWidget parent_instance;

  TmRecord *record;
  TmCotsGame *game;
  gboolean read_only;

  /* The legal moves of the position, as given and parsed. */
  GPtrArray *legal_json;
  GArray *legal;

  /* The move being entered: the card is the picker's. */
  gboolean has_cell;
  TmCell cell;
  gboolean has_turn;
  int turn;

  /* Template widgets */
  GtkLabel *far_label;
  TmCotsBoard *board;
  TmCotsShieldView *shield_view;
  GtkLabel *near_label;
  GtkWidget *legend_label;
  GtkImage *banner_marker;
  GtkLabel *banner_label;
  GtkLabel *phase_label;
  TmCotsStatusView *status;
  GtkLabel *outcome_heading;
  GtkLabel *outcome_label;
  GtkLabel *error_label;
  GtkWidget *panel_stack;
  GtkWidget *move_box;
  GtkLabel *prompt_label;
  TmCotsCardPicker *picker;
  GtkLabel *hint_label;
  GtkStack *question_stack;
  GtkWidget *no_question;
  TmCotsTurnQuestion *turn_question;
  GtkWidget *effect_box;
  GtkWidget *acquire_button;
  GtkWidget *analyse_button;
  GtkWidget *cancel_button;
  TmCotsExtermination *extermination;
  TmCotsOptionsButton *options;
};

static void tm_cots_page_game_page_init (TmGamePageInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TmCotsPage, tm_cots_page, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (TM_TYPE_GAME_PAGE,
                                                      tm_cots_page_game_page_init))

static void update_options_button (TmCotsPage *self);

static const TmCotsState *
get_state (TmCotsPage *self)
{
  return tm_cots_game_get_state (self->game);
}

static gboolean
placing_phase (TmCotsPage *self)
{
  TmCotsPhase phase = get_state (self)->phase;

  return phase == TM_COTS_PHASE_SIEGE || phase == TM_COTS_PHASE_ANALYSIS;
}

static void
show_error (TmCotsPage *self,
            const char *message)
{
  tm_message_label_set (self->error_label, message);
}

/* A click on a greyed-out cell or button: why, where the messages are
 * (issue #25).
 * A refused undo or redo is said there too (tm_page_step()). */
static void
show_message (GtkWidget  *page,
              const char *message,
              gpointer    data)
{
  show_error (TM_COTS_PAGE (page), message);
}

/* Legal moves */

static void
load_legal_moves (TmCotsPage *self)
{
  g_autoptr(GPtrArray) moves = tm_game_list_legal_moves (TM_GAME (self->game));

  g_ptr_array_set_size (self->legal_json, 0);
  g_array_set_size (self->legal, 0);
  for (guint i = 0; i < moves->len; i++)
    {
      JsonObject *object = g_ptr_array_index (moves, i);
      g_autoptr(GError) error = NULL;
      TmCotsMove move;

      if (!tm_cots_move_from_json (object, &move, &error))
        {
          g_critical ("A legal move does not parse: %s", error->message);
          continue;
        }
      g_ptr_array_add (self->legal_json, json_object_ref (object));
      g_array_append_val (self->legal, move);
    }
}

/* Whether legal move @i is a placement of the entry so far. */
static gboolean
legal_matches (TmCotsPage *self,
               guint       i,
               TmCotsCard  card,
               gboolean    check_cell,
               gboolean    check_turn)
{
  const TmCotsMove *move = &g_array_index (self->legal, TmCotsMove, i);

  if (move->type != TM_COTS_MOVE_PLACE || move->card != card)
    return FALSE;
  if (check_cell && !tm_cell_equal (move->cell, self->cell))
    return FALSE;
  if (check_turn && self->has_turn && (!move->has_turn || move->turn != self->turn))
    return FALSE;
  return TRUE;
}

/* A placement of @card on @cell as the record holds it, without its
 * turn and effect: enough for the rules to say why it is refused. */
static JsonObject *
new_place_move (TmCotsCard card,
                TmCell     cell)
{
  JsonObject *move = tm_page_new_move ("place");

  json_object_set_string_member (move, "card", tm_cots_card_to_string (card));
  json_object_set_member (move, "cell", tm_cell_to_json (cell));
  return move;
}

/* The core's refusal of @card on @cell (tried on a copy); NULL when the
 * move is legal as far as card and cell go. */
static char *
why_not_place (TmCotsPage *self,
               TmCotsCard  card,
               TmCell      cell)
{
  g_autoptr(TmGame) copy = tm_game_copy (TM_GAME (self->game));
  g_autoptr(JsonObject) move = new_place_move (card, cell);
  g_autoptr(GError) error = NULL;

  if (tm_game_apply_move (copy, move, &error))
    return NULL;
  return g_strdup (error->message);
}

/* Cards that no legal move plays, with the rule that stops each. */
static void
update_refusals (TmCotsPage *self)
{
  char *why_not[TM_COTS_N_CARDS] = { NULL, };
  TmCotsCardSet playable = 0;
  TmCell any_cell = { -1, -1 };

  for (guint i = 0; i < self->legal->len; i++)
    {
      const TmCotsMove *move = &g_array_index (self->legal, TmCotsMove, i);

      if (move->type != TM_COTS_MOVE_PLACE)
        continue;
      playable = tm_cots_card_set_add (playable, move->card);
      any_cell = move->cell;
    }
  if (any_cell.row < 0)
    {
      tm_cots_card_picker_set_refusals (self->picker, NULL);
      return;
    }
  for (TmCotsCard card = 0; card < TM_COTS_N_CARDS; card++)
    if (!tm_cots_card_set_contains (playable, card))
      {
        why_not[card] = why_not_place (self, card, any_cell);
        if (why_not[card] == NULL)
          /* Only a turn or an effect could stop it: not a card question. */
          why_not[card] = g_strdup (_("No legal move plays this card now."));
      }
  tm_cots_card_picker_set_refusals (self->picker, (const char * const *) why_not);
  for (int card = 0; card < TM_COTS_N_CARDS; card++)
    g_free (why_not[card]);
}

static guint
legal_cells_for (TmCotsPage *self,
                 TmCotsCard  card)
{
  guint mask = 0;

  for (guint i = 0; i < self->legal->len; i++)
    if (legal_matches (self, i, card, FALSE, FALSE))
      {
        const TmCotsMove *move = &g_array_index (self->legal, TmCotsMove, i);

        mask |= 1u << (move->cell.row * TM_COTS_SIZE + move->cell.col);
      }
  return mask;
}

/* Move entry */

/* The turn or the effect question (NULL: none).  They share one place of
 * one height, so the buttons below stay put from one to the other. */
static void
show_question (TmCotsPage *self,
               GtkWidget  *question)
{
  gtk_stack_set_visible_child (self->question_stack, question != NULL ? question : self->no_question);
  gtk_widget_set_visible (self->cancel_button, question != NULL);
}

static void
reset_entry (TmCotsPage *self)
{
  self->has_cell = FALSE;
  tm_grid_board_set_selected (TM_GRID_BOARD (self->board), NULL);
  self->has_turn = FALSE;
  tm_cots_turn_question_clear (self->turn_question);
  show_question (self, NULL);
}

static void
update_hint (TmCotsPage *self)
{
  TmCotsCard card = tm_cots_card_picker_get_card (self->picker);
  g_autofree char *name = tm_cots_text_card (card);
  g_autofree char *hint = NULL;
  guint mask;

  if (!placing_phase (self))
    return;

  mask = card != TM_COTS_NO_CARD ? legal_cells_for (self, card) : 0;
  /* Each cell the card cannot go to says why. */
  for (int row = 0; row < TM_COTS_SIZE; row++)
    for (int col = 0; col < TM_COTS_SIZE; col++)
      {
        g_autofree char *why_not = NULL;

        if (card == TM_COTS_NO_CARD)
          why_not = g_strdup (_("Choose the card first: its colour, then its rotation."));
        else if (!(mask & (1u << (row * TM_COTS_SIZE + col))))
          why_not = why_not_place (self, card, (TmCell) { row, col });
        tm_grid_board_set_why_not (TM_GRID_BOARD (self->board), (TmCell) { row, col }, why_not);
      }
  tm_grid_board_set_legal (TM_GRID_BOARD (self->board), mask);

  if (card == TM_COTS_NO_CARD)
    {
      gtk_label_set_text (self->hint_label, _("Choose the card you play: its colour, then its rotation."));
      return;
    }
  if (mask == 0)
    hint = g_strdup_printf (_("%s cannot be played now: choose another card."), name);
  else
    hint = g_strdup_printf (_("Now tap a highlighted cell on the field to play %s there."), name);
  gtk_label_set_text (self->hint_label, hint);
}

/* While a question is asked: what has been chosen so far. */
static void
show_entry_hint (TmCotsPage *self)
{
  g_autofree char *name = tm_cots_text_card (tm_cots_card_picker_get_card (self->picker));
  g_autofree char *hint = g_strdup_printf (_("%s on the %s cell."), name, tm_cots_text_cell (self->cell));

  gtk_label_set_text (self->hint_label, hint);
}

static void
on_card_changed (TmCotsPage *self)
{
  reset_entry (self);
  show_error (self, NULL);
  update_hint (self);
}

/* Plays the legal move the entry now names (there is exactly one). */
static void
play_entry (TmCotsPage   *self,
            TmCotsEffect  effect)
{
  TmCotsCard card = tm_cots_card_picker_get_card (self->picker);

  for (guint i = 0; i < self->legal->len; i++)
    {
      const TmCotsMove *move = &g_array_index (self->legal, TmCotsMove, i);
      g_autoptr(JsonObject) chosen = NULL;

      if (!legal_matches (self, i, card, TRUE, TRUE))
        continue;
      if (effect != TM_COTS_EFFECT_NONE && move->effect != effect)
        continue;
      chosen = json_object_ref (g_ptr_array_index (self->legal_json, i));
      tm_cots_page_play (self, chosen);
      return;
    }
  g_critical ("No legal move matches the entry");
}

static void
ask_effect_or_play (TmCotsPage *self)
{
  TmCotsCard card = tm_cots_card_picker_get_card (self->picker);
  gboolean acquire = FALSE, analyse = FALSE;

  for (guint i = 0; i < self->legal->len; i++)
    if (legal_matches (self, i, card, TRUE, TRUE))
      {
        TmCotsEffect effect = g_array_index (self->legal, TmCotsMove, i).effect;

        acquire |= effect == TM_COTS_EFFECT_ACQUIRE;
        analyse |= effect == TM_COTS_EFFECT_ANALYSE;
      }

  if (acquire && analyse)
    {
      show_entry_hint (self);
      show_question (self, self->effect_box);
      gtk_widget_grab_focus (self->acquire_button);
      return;
    }
  play_entry (self, TM_COTS_EFFECT_NONE);
}

static void
on_turn_chosen (TmCotsPage *self,
                int         turn)
{
  self->has_turn = TRUE;
  self->turn = turn;
  ask_effect_or_play (self);
}

static void
ask_turn_or_continue (TmCotsPage *self)
{
  TmCotsCard card = tm_cots_card_picker_get_card (self->picker);
  gboolean offered[2 * TM_COTS_MAX_TURN + 1] = { FALSE, };
  int turns[2 * TM_COTS_MAX_TURN + 1];
  guint n_turns = 0;
  int direction = tm_cots_card_get_rotation (card) < 0 ? -1 : 1;

  self->has_turn = FALSE;
  for (guint i = 0; i < self->legal->len; i++)
    if (legal_matches (self, i, card, TRUE, FALSE))
      {
        const TmCotsMove *move = &g_array_index (self->legal, TmCotsMove, i);

        if (move->has_turn && move->turn >= -TM_COTS_MAX_TURN && move->turn <= TM_COTS_MAX_TURN
            && !offered[move->turn + TM_COTS_MAX_TURN])
          {
            offered[move->turn + TM_COTS_MAX_TURN] = TRUE;
            turns[n_turns++] = move->turn;
          }
      }

  if (n_turns <= 1)
    {
      if (n_turns == 1)
        {
          self->has_turn = TRUE;
          self->turn = turns[0];
        }
      ask_effect_or_play (self);
      return;
    }

  show_entry_hint (self);
  tm_cots_turn_question_ask (self->turn_question, turns, n_turns, get_state (self)->facing, direction > 0);
  show_question (self, GTK_WIDGET (self->turn_question));
  tm_cots_turn_question_focus_first (self->turn_question);
}

static void
on_cell_activated (TmCotsPage *self,
                   int         row,
                   int         col)
{
  TmCotsCard card = tm_cots_card_picker_get_card (self->picker);
  gboolean any = FALSE;

  if (!placing_phase (self))
    return;

  reset_entry (self);
  if (card == TM_COTS_NO_CARD)
    {
      show_error (self, _("Choose the card first: its colour, then its rotation."));
      return;
    }
  show_error (self, NULL);

  self->has_cell = TRUE;
  self->cell = (TmCell) { row, col };
  tm_grid_board_set_selected (TM_GRID_BOARD (self->board), &self->cell);
  for (guint i = 0; i < self->legal->len && !any; i++)
    any = legal_matches (self, i, card, TRUE, FALSE);

  if (!any)
    {
      /* Let the rules say why. */
      g_autoptr(JsonObject) move = new_place_move (card, self->cell);

      tm_cots_page_play (self, move);
      return;
    }

  ask_turn_or_continue (self);
}

static void
on_cancel_clicked (TmCotsPage *self)
{
  GtkWidget *cell;

  reset_entry (self);
  update_hint (self);
  cell = tm_cots_board_get_first_legal_cell (self->board);
  if (cell != NULL)
    gtk_widget_grab_focus (cell);
}

static void
on_acquire_clicked (TmCotsPage *self)
{
  play_entry (self, TM_COTS_EFFECT_ACQUIRE);
}

static void
on_analyse_clicked (TmCotsPage *self)
{
  play_entry (self, TM_COTS_EFFECT_ANALYSE);
}

/* Showing the position */

static char *
describe_phase (TmCotsPage *self)
{
  const TmCotsState *state = get_state (self);
  g_autofree char *phase = tm_game_describe_phase (TM_GAME (self->game));

  switch (state->phase)
    {
    case TM_COTS_PHASE_SIEGE:
      /* Translators: phase name · turn, e.g. "Siege phase · turn 3 of 8". */
      return g_strdup_printf (_("%s · turn %u of %u"), phase,
                              MIN (state->turn + 1, TM_COTS_SIEGE_TURNS), TM_COTS_SIEGE_TURNS);
    case TM_COTS_PHASE_ANALYSIS:
      return g_strdup_printf (_("%s · turn %u of %u"), phase,
                              MIN (state->turn + 1, TM_COTS_ANALYSIS_TURNS), TM_COTS_ANALYSIS_TURNS);
    case TM_COTS_PHASE_EXTERMINATION:
      /* Translators: phase name · attacks, e.g. "Extermination phase · 1 of 3 attacks made". */
      return g_strdup_printf (_("%s · %u of 3 attacks made"), phase, state->attacks);
    case TM_COTS_PHASE_FINISHED:
    default:
      return g_steal_pointer (&phase);
    }
}

/* Whose turn, with their marker colour, and the phase. */
static void
update_banner (TmCotsPage *self)
{
  const TmCotsState *state = get_state (self);
  int player = tm_game_get_current_player (TM_GAME (self->game));
  g_autofree char *phase = describe_phase (self);
  g_autofree char *turn = NULL;

  gtk_widget_remove_css_class (GTK_WIDGET (self->banner_marker), "tm-player-white");
  gtk_widget_remove_css_class (GTK_WIDGET (self->banner_marker), "tm-player-black");
  gtk_widget_set_visible (GTK_WIDGET (self->banner_marker), FALSE);

  if (state->phase == TM_COTS_PHASE_FINISHED)
    turn = g_strdup (_("The game is over"));
  else if (state->phase == TM_COTS_PHASE_EXTERMINATION)
    turn = g_strdup (_("Exterminate the ghost"));
  else if (player == 0 || player == 1)
    {
      if (player == 0)
        /* Translators: whose turn it is; the first player has the white markers. */
        turn = g_strdup_printf (_("%s’s turn (white)"), tm_record_get_player (self->record, 0));
      else
        /* Translators: whose turn it is; the second player has the black markers. */
        turn = g_strdup_printf (_("%s’s turn (black)"), tm_record_get_player (self->record, 1));
      gtk_widget_add_css_class (GTK_WIDGET (self->banner_marker),
                                player == 0 ? "tm-player-white" : "tm-player-black");
      gtk_widget_set_visible (GTK_WIDGET (self->banner_marker), TRUE);
    }
  else
    turn = g_strdup ("");

  gtk_label_set_text (self->banner_label, turn);
  gtk_label_set_text (self->phase_label, phase);
  /* "Game over" would only repeat the banner. */
  gtk_widget_set_visible (GTK_WIDGET (self->phase_label), state->phase != TM_COTS_PHASE_FINISHED);
}

static void
refresh (TmCotsPage *self)
{
  const TmCotsState *state = get_state (self);
  const TmCotsOutcome *outcome = tm_cots_game_get_last_outcome (self->game);
  const char *first = tm_record_get_player (self->record, 0);
  const char *second = tm_record_get_player (self->record, 1);
  int player = tm_game_get_current_player (TM_GAME (self->game));
  g_autofree char *far = NULL;
  g_autofree char *near = NULL;
  g_autofree char *outcome_text = NULL;

  load_legal_moves (self);
  reset_entry (self);

  tm_cots_board_set_state (self->board, state, outcome);
  tm_cots_shield_view_update (self->shield_view, state, self->record);
  tm_grid_board_set_interactive (TM_GRID_BOARD (self->board), placing_phase (self) && !self->read_only);
  tm_grid_board_set_legal (TM_GRID_BOARD (self->board), 0);
  tm_cots_status_view_update (self->status, self->record, self->game);
  /* Hands and beds are spent by the extermination, whose own table
   * shows the score. */
  gtk_widget_set_visible (GTK_WIDGET (self->status), placing_phase (self));
  update_banner (self);

  far = g_strdup_printf (_("↑ %s’s side (black)"), second);
  near = g_strdup_printf (_("%s’s side (white) · the shield is on the right →"), first);
  gtk_label_set_text (self->far_label, far);
  gtk_label_set_text (self->near_label, near);
  gtk_widget_set_visible (self->legend_label, outcome != NULL && outcome->type == TM_COTS_MOVE_PLACE);

  if (outcome != NULL)
    outcome_text = tm_cots_text_outcome (outcome, state, self->record);
  else
    outcome_text = g_strdup_printf (_("None yet: the table is set up and %s plays first."), first);
  gtk_label_set_text (self->outcome_label, outcome_text);

  if (placing_phase (self))
    {
      g_autofree char *prompt = NULL;

      if (player == 1)
        prompt = g_strdup_printf (_("%s (black), which card do you play?"), second);
      else
        prompt = g_strdup_printf (_("%s (white), which card do you play?"), first);
      gtk_label_set_text (self->prompt_label, prompt);
      tm_cots_card_picker_set_seen (self->picker, state->seen);
      update_refusals (self);
      tm_cots_card_picker_clear (self->picker);
      gtk_widget_set_visible (self->move_box, TRUE);
      gtk_widget_set_visible (GTK_WIDGET (self->extermination), FALSE);
      update_hint (self);
    }
  else
    {
      tm_cots_extermination_set_read_only (self->extermination, self->read_only);
      tm_cots_extermination_update (self->extermination, self->record, self->game);
      gtk_widget_set_visible (self->move_box, FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->extermination), TRUE);
    }
  /* Looking back, there is no move to enter. */
  gtk_widget_set_visible (self->panel_stack, !self->read_only || !placing_phase (self));
  update_options_button (self);

  tm_page_notify_can_undo_redo (G_OBJECT (self));
}

/* The advisor, in the private view */

/* Who the planner is for: the first player whose groups are not in. */
static int
planner_player (TmCotsPage *self)
{
  const TmCotsState *state = get_state (self);

  if (state->phase != TM_COTS_PHASE_EXTERMINATION)
    return -1;
  for (int p = 0; p < 2; p++)
    if (!state->groups_entered[p])
      return p;
  return -1;
}

static void
update_options_button (TmCotsPage *self)
{
  int player = placing_phase (self) ? get_state (self)->current_player : planner_player (self);

  tm_cots_options_button_update (self->options, self->record, self->game,
                                 self->read_only ? -1 : player, !placing_phase (self));
}

/* "Play" in the private view: the move goes through the record like any
 * other; a refusal is shown where the player is looking. */
static void
on_private_play (TmCotsPage *self,
                 JsonObject *move)
{
  if (tm_cots_page_play (self, move))
    tm_cots_options_button_close_view (self->options);
  else
    tm_cots_options_button_show_error (self->options, tm_cots_page_get_error_text (self));
}

/* "Use this grouping": the groups entry of that player takes it, with
 * the bed shown (its owner is the one looking); they enter it there. */
static void
on_use_groups (TmCotsPage *self,
               JsonObject *move)
{
  g_autoptr(GError) error = NULL;
  TmCotsMove groups;
  TmCotsGroupsEntry *entry;

  if (!tm_cots_move_from_json (move, &groups, &error) || groups.player < 0 || groups.player > 1)
    {
      g_critical ("A plan is not a groups move: %s", error != NULL ? error->message : "no player");
      return;
    }
  entry = tm_cots_extermination_get_groups_entry (self->extermination, (guint) groups.player);
  tm_cots_groups_entry_set_groups (entry, (const TmCotsCard (*)[2]) groups.groups);
  tm_cots_options_button_close_view (self->options);
  gtk_widget_grab_focus (tm_cots_groups_entry_get_enter_button (entry));
}

gboolean
tm_cots_page_play (TmCotsPage *self,
                   JsonObject *move)
{
  g_autofree char *brief = NULL;
  const char *players[3] = { NULL, };
  gboolean saved;

  g_return_val_if_fail (TM_IS_COTS_PAGE (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (self->read_only)
    return FALSE;
  /* In the players' words, said of the position before the move. */
  players[0] = tm_record_get_player (self->record, 0);
  players[1] = tm_record_get_player (self->record, 1);
  brief = tm_game_describe_move (TM_GAME (self->game), move, players);
  if (!tm_page_play_move (GTK_WIDGET (self), self->record, TM_GAME (self->game), move, show_message, &saved))
    {
      reset_entry (self);
      return FALSE;
    }

  refresh (self);
  /* The keyboard goes on with the next move, not from nowhere. */
  if (tm_page_should_focus_entry (GTK_WIDGET (self)))
    tm_cots_page_focus_entry (self);

  if (saved)
    tm_page_add_move_toast (GTK_WIDGET (self), brief, _("_Undo"), "win.undo");
  return TRUE;
}

/* The game stepped to (tm_page_step()), with nothing of a move being
 * entered left. */
static void
show_game (GtkWidget *page,
           TmGame    *game)
{
  TmCotsPage *self = TM_COTS_PAGE (page);

  g_set_object (&self->game, TM_COTS_GAME (game));
  refresh (self);
}

/* Looking back */

void
tm_cots_page_set_read_only (TmCotsPage *self,
                            gboolean    read_only)
{
  g_return_if_fail (TM_IS_COTS_PAGE (self));

  read_only = !!read_only;
  if (self->read_only == read_only)
    return;
  self->read_only = read_only;
  refresh (self);
}

gboolean
tm_cots_page_get_read_only (TmCotsPage *self)
{
  g_return_val_if_fail (TM_IS_COTS_PAGE (self), FALSE);
  return self->read_only;
}

/* Accessors */

TmRecord *
tm_cots_page_get_record (TmCotsPage *self)
{
  g_return_val_if_fail (TM_IS_COTS_PAGE (self), NULL);
  return self->record;
}

TmCotsGame *
tm_cots_page_get_game (TmCotsPage *self)
{
  g_return_val_if_fail (TM_IS_COTS_PAGE (self), NULL);
  return self->game;
}

TmCotsBoard *
tm_cots_page_get_board (TmCotsPage *self)
{
  g_return_val_if_fail (TM_IS_COTS_PAGE (self), NULL);
  return self->board;
}

TmCotsCardPicker *
tm_cots_page_get_picker (TmCotsPage *self)
{
  g_return_val_if_fail (TM_IS_COTS_PAGE (self), NULL);
  return self->picker;
}

TmCotsExtermination *
tm_cots_page_get_extermination (TmCotsPage *self)
{
  g_return_val_if_fail (TM_IS_COTS_PAGE (self), NULL);
  return self->extermination;
}

GtkWidget *
tm_cots_page_get_turn_button (TmCotsPage *self,
                              int         turn)
{
  g_return_val_if_fail (TM_IS_COTS_PAGE (self), NULL);

  if (gtk_stack_get_visible_child (self->question_stack) != GTK_WIDGET (self->turn_question))
    return NULL;
  return tm_cots_turn_question_get_button (self->turn_question, turn);
}

GtkWidget *
tm_cots_page_get_effect_button (TmCotsPage   *self,
                                TmCotsEffect  effect)
{
  g_return_val_if_fail (TM_IS_COTS_PAGE (self), NULL);

  if (gtk_stack_get_visible_child (self->question_stack) != self->effect_box)
    return NULL;
  if (effect == TM_COTS_EFFECT_ACQUIRE)
    return self->acquire_button;
  if (effect == TM_COTS_EFFECT_ANALYSE)
    return self->analyse_button;
  return NULL;
}

GtkWidget *
tm_cots_page_get_options_button (TmCotsPage *self)
{
  g_return_val_if_fail (TM_IS_COTS_PAGE (self), NULL);
  return tm_cots_options_button_get_button (self->options);
}

TmPrivateView *
tm_cots_page_get_private_view (TmCotsPage *self)
{
  g_return_val_if_fail (TM_IS_COTS_PAGE (self), NULL);
  return tm_cots_options_button_get_view (self->options);
}

const char *
tm_cots_page_get_error_text (TmCotsPage *self)
{
  g_return_val_if_fail (TM_IS_COTS_PAGE (self), NULL);
  return tm_message_label_get (self->error_label);
}

const char *
tm_cots_page_get_turn_text (TmCotsPage *self)
{
  g_return_val_if_fail (TM_IS_COTS_PAGE (self), NULL);
  return gtk_label_get_text (self->banner_label);
}

const char *
tm_cots_page_get_outcome_text (TmCotsPage *self)
{
  g_return_val_if_fail (TM_IS_COTS_PAGE (self), NULL);
  return gtk_label_get_text (self->outcome_label);
}

/* GObject */

static void
tm_cots_page_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  /* Only TmGamePage's properties. */
  tm_page_get_property (TM_COTS_PAGE (object)->record, _("Children of the Sun"), prop_id, value);
}

void
tm_cots_page_focus_entry (TmCotsPage *self)
{
  g_return_if_fail (TM_IS_COTS_PAGE (self));

  /* Start where the move starts: the card, or the extermination. */
  if (placing_phase (self))
    tm_cots_card_picker_focus_start (self->picker);
  else
    {
      /* From the extermination's first control, not on from the one the
       * last move hid (the groups' "Enter", "Reveal"): that found
       * nothing after it and left the focus on the scrolled window. */
      if (tm_focus_is_within (GTK_WIDGET (self->extermination)))
        gtk_root_set_focus (gtk_widget_get_root (GTK_WIDGET (self)), NULL);
      gtk_widget_child_focus (GTK_WIDGET (self->extermination), GTK_DIR_TAB_FORWARD);
    }
}

/* While a card is placed, Tab follows the move, wherever the layout
 * puts the board: the card (colour, rotation), then the cell, then the
 * questions of the move; the options button comes first. */
static gboolean
tm_cots_page_focus (GtkWidget        *widget,
                    GtkDirectionType  direction)
{
  TmCotsPage *self = TM_COTS_PAGE (widget);
  GtkWidget *regions[] = {
    GTK_WIDGET (self->options), GTK_WIDGET (self->picker), GTK_WIDGET (self->board),
    GTK_WIDGET (self->turn_question), self->effect_box, self->cancel_button,
  };
  int n = G_N_ELEMENTS (regions);
  GtkWidget *focus = tm_focus_get_current (widget);
  gboolean forward = direction == GTK_DIR_TAB_FORWARD;
  int current = -1;

  if (self->read_only || !placing_phase (self))
    return tm_focus_children (widget, direction);

  for (int i = 0; i < n; i++)
    if (focus != NULL && (focus == regions[i] || gtk_widget_is_ancestor (focus, regions[i])))
      current = i;
  if (focus != NULL && current < 0 && gtk_widget_is_ancestor (focus, widget))
    return tm_focus_children (widget, direction);

  if (direction != GTK_DIR_TAB_FORWARD && direction != GTK_DIR_TAB_BACKWARD)
    return current >= 0 && gtk_widget_child_focus (regions[current], direction);

  if (current >= 0 && gtk_widget_child_focus (regions[current], direction))
    return TRUE;
  for (int i = current < 0 ? (forward ? 0 : n - 1) : current + (forward ? 1 : -1);
       i >= 0 && i < n;
       i += forward ? 1 : -1)
    if (gtk_widget_get_mapped (regions[i]) && gtk_widget_child_focus (regions[i], direction))
      return TRUE;
  return FALSE;
}

static void
tm_cots_page_dispose (GObject *object)
{
  TmCotsPage *self = TM_COTS_PAGE (object);

  tm_dispose_template (GTK_WIDGET (self), TM_TYPE_COTS_PAGE);
  g_clear_object (&self->game);
  g_clear_object (&self->record);
  g_clear_pointer (&self->legal_json, g_ptr_array_unref);
  g_clear_pointer (&self->legal, g_array_unref);

  G_OBJECT_CLASS (tm_cots_page_parent_class)->dispose (object);
}

static void
tm_cots_page_class_init (TmCotsPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_cots_page_dispose;
  object_class->get_property = tm_cots_page_get_property;

  widget_class->focus = tm_cots_page_focus;
  widget_class->grab_focus = tm_grab_focus_children;

  tm_page_install_properties (object_class);

  g_type_ensure (TM_TYPE_ADAPTIVE_BOX);
  g_type_ensure (TM_TYPE_COTS_BOARD);
  g_type_ensure (TM_TYPE_COTS_CARD_PICKER);
  g_type_ensure (TM_TYPE_COTS_STATUS_VIEW);
  g_type_ensure (TM_TYPE_COTS_EXTERMINATION);
  g_type_ensure (TM_TYPE_COTS_TURN_QUESTION);
  g_type_ensure (TM_TYPE_COTS_OPTIONS_BUTTON);
  g_type_ensure (TM_TYPE_PANEL_WIDTH);
  g_type_ensure (TM_TYPE_COTS_SHIELD_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablemate/Tablemate/tm-cots-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TmCotsPage, far_label);
  gtk_widget_class_bind_template_child (widget_class, TmCotsPage, board);
  gtk_widget_class_bind_template_child (widget_class, TmCotsPage, shield_view);
  gtk_widget_class_bind_template_child (widget_class, TmCotsPage, near_label);
  gtk_widget_class_bind_template_child (widget_class, TmCotsPage, legend_label);
  gtk_widget_class_bind_template_child (widget_class, TmCotsPage, banner_marker);
  gtk_widget_class_bind_template_child (widget_class, TmCotsPage, banner_label);
  gtk_widget_class_bind_template_child (widget_class, TmCotsPage, phase_label);
  gtk_widget_class_bind_template_child (widget_class, TmCotsPage, status);
  gtk_widget_class_bind_template_child (widget_class, TmCotsPage, outcome_heading);
  gtk_widget_class_bind_template_child (widget_class, TmCotsPage, outcome_label);
  gtk_widget_class_bind_template_child (widget_class, TmCotsPage, error_label);
  gtk_widget_class_bind_template_child (widget_class, TmCotsPage, panel_stack);
  gtk_widget_class_bind_template_child (widget_class, TmCotsPage, move_box);
  gtk_widget_class_bind_template_child (widget_class, TmCotsPage, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, TmCotsPage, picker);
  gtk_widget_class_bind_template_child (widget_class, TmCotsPage, hint_label);
  gtk_widget_class_bind_template_child (widget_class, TmCotsPage, question_stack);
  gtk_widget_class_bind_template_child (widget_class, TmCotsPage, no_question);
  gtk_widget_class_bind_template_child (widget_class, TmCotsPage, turn_question);
  gtk_widget_class_bind_template_child (widget_class, TmCotsPage, effect_box);
  gtk_widget_class_bind_template_child (widget_class, TmCotsPage, acquire_button);
  gtk_widget_class_bind_template_child (widget_class, TmCotsPage, analyse_button);
  gtk_widget_class_bind_template_child (widget_class, TmCotsPage, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, TmCotsPage, extermination);
  gtk_widget_class_bind_template_child (widget_class, TmCotsPage, options);
  gtk_widget_class_bind_template_callback (widget_class, on_private_play);
  gtk_widget_class_bind_template_callback (widget_class, on_use_groups);
  gtk_widget_class_bind_template_callback (widget_class, on_cell_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_acquire_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_analyse_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_cancel_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_turn_chosen);
  gtk_widget_class_bind_template_callback (widget_class, tm_cots_page_play);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tm-cots-page");
}

static void
tm_cots_page_init (TmCotsPage *self)
{
  self->legal_json = g_ptr_array_new_with_free_func ((GDestroyNotify) json_object_unref);
  self->legal = g_array_new (FALSE, TRUE, sizeof (TmCotsMove));

  gtk_widget_init_template (GTK_WIDGET (self));
  /* Named once, by their template labels (GTK 4.8 adds the button's own). */
  tm_cots_a11y_set_name (self->acquire_button, NULL);
  tm_cots_a11y_set_name (self->analyse_button, NULL);
  tm_cots_a11y_set_name (self->cancel_button, NULL);
  g_signal_connect_swapped (self->picker, "notify::card", G_CALLBACK (on_card_changed), self);
  tm_why_disabled_watch (GTK_WIDGET (self), show_message, NULL);
}

/* TmGamePage */

/* Undo (@forward FALSE) or redo: stepping, replaying, saving and the
 * toast are every page's (tm_page_step()). */
static gboolean
game_page_step (TmGamePage *page,
                gboolean    forward)
{
  TmCotsPage *self = TM_COTS_PAGE (page);

  return tm_page_step (GTK_WIDGET (self), self->record, forward, self->read_only,
                       TM_TYPE_COTS_GAME, show_message, show_game);
}

static void
game_page_focus_entry (TmGamePage *page)
{
  tm_cots_page_focus_entry (TM_COTS_PAGE (page));
}

static void
game_page_set_read_only (TmGamePage *page,
                         gboolean    read_only)
{
  tm_cots_page_set_read_only (TM_COTS_PAGE (page), read_only);
}

/* A placement corrected: its card chosen again, as entered; the cell,
 * the turn and the effect are clicked as usual. */
static gboolean
game_page_prefill (TmGamePage *page,
                   JsonObject *move)
{
  TmCotsPage *self = TM_COTS_PAGE (page);
  TmCotsCard card = TM_COTS_NO_CARD;

  if (!placing_phase (self) || g_strcmp0 (json_object_get_string_member_with_default (move, "type", NULL), "place") != 0
      || !tm_cots_card_parse (json_object_get_string_member_with_default (move, "card", ""), &card))
    return FALSE;
  tm_cots_card_picker_set_card (self->picker, card);
  return tm_cots_card_picker_get_card (self->picker) == card;
}

static void
tm_cots_page_game_page_init (TmGamePageInterface *iface)
{
  iface->step = game_page_step;
  iface->focus_entry = game_page_focus_entry;
  iface->set_read_only = game_page_set_read_only;
  iface->prefill = game_page_prefill;
}

TmGamePage *
tm_cots_page_new_game_page (TmRecord *record,
                            TmGame   *game)
{
  g_return_val_if_fail (TM_IS_COTS_GAME (game), NULL);

  return TM_GAME_PAGE (tm_cots_page_new (record, TM_COTS_GAME (game)));
}

TmCotsPage *
tm_cots_page_new (TmRecord   *record,
                  TmCotsGame *game)
{
  TmCotsPage *self;

  g_return_val_if_fail (tm_page_game_matches_record (TM_GAME (game), record, TM_TYPE_COTS_GAME), NULL);

  self = g_object_new (TM_TYPE_COTS_PAGE, NULL);
  self->record = g_object_ref (record);
  self->game = g_object_ref (game);
  refresh (self);
  return self;
}
