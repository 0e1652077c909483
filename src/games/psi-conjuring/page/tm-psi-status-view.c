/* tm-psi-status-view.c — whose turn, the players' counts and sums, the last move */
#include "config.h"

#include "tm-psi-status-view.h"
#include "widgets/tm-focus.h"
#include "widgets/tm-panel-width.h"

#include <glib/gi18n.h>

struct _TmPsiStatusView
{
  GtkWidget parent_instance;

  /* Template widgets */
  GtkLabel *turn_label;
  GtkLabel *player_labels[2];
  GtkLabel *outcome_label;
};

G_DEFINE_FINAL_TYPE (TmPsiStatusView, tm_psi_status_view, GTK_TYPE_WIDGET)

const char *
tm_psi_player_name (TmRecord *record,
                    int       player)
{
  if (player < 0 || player > 1)
    return "?";
  return tm_record_get_player (record, (guint) player);
}

static const char *
destroyed_name (const TmPsiDestroyed *d)
{
  return d->name != NULL ? d->name : _("A face-down card");
}

char *
tm_psi_describe_outcome (TmRecord  *record,
                         TmPsiGame *game)
{
  const TmPsiOutcome *outcome = tm_psi_game_get_last_outcome (game);
  guint n_moves = tm_record_get_n_moves (record);
  const char *players[] = { tm_psi_player_name (record, 0), tm_psi_player_name (record, 1), NULL };
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(TmGame) before = NULL;
  g_autofree char *said = NULL;
  JsonObject *move;

  if (outcome == NULL || n_moves == 0)
    return g_strdup (_("No move yet."));
  move = tm_record_get_move (record, n_moves - 1);

  /* The move in the words of its toast (tm_game_describe_move(), in the
   * position before it), then what it did. */
  before = tm_record_replay (record, n_moves - 1, NULL, NULL, NULL);
  if (before != NULL)
    said = tm_game_describe_move (before, move, players);
  if (said != NULL)
    /* Translators: a move in words, as a sentence: "Aoi passed." */
    g_string_append_printf (text, _("%s."), said);

  if (outcome->type == TM_PSI_MOVE_ATTACK)
    {
      const TmPsiCard *attacker = NULL, *target = NULL;

      if (before != NULL && TM_IS_PSI_GAME (before))
        {
          const TmPsiState *state = tm_psi_game_get_state (TM_PSI_GAME (before));
          JsonArray *from = json_object_get_array_member (move, "from");
          JsonArray *to = json_object_get_array_member (move, "target");

          attacker = tm_psi_state_get_card (state, (TmCell) { (int) json_array_get_int_element (from, 0),
                                                              (int) json_array_get_int_element (from, 1) });
          target = tm_psi_state_get_card (state, (TmCell) { (int) json_array_get_int_element (to, 0),
                                                            (int) json_array_get_int_element (to, 1) });
        }
      g_string_append_c (text, ' ');
      if (attacker != NULL && target != NULL && attacker->name != NULL && target->name != NULL)
        /* Translators: the battle: "Kappa took 3 damage, Cerberus 2 in return." */
        g_string_append_printf (text, _("%s took %d damage, %s %d in return."),
                                target->name, outcome->damage_to_target,
                                attacker->name, outcome->damage_to_attacker);
      else
        g_string_append_printf (text, _("%d damage to the target, %d back to the attacker."),
                                outcome->damage_to_target, outcome->damage_to_attacker);
    }

  for (guint i = 0; i < outcome->n_destroyed; i++)
    {
      const TmPsiDestroyed *d = &outcome->destroyed[i];

      g_string_append_c (text, ' ');
      if (d->cause == TM_PSI_DESTROYED_EXPIRED)
        g_string_append_printf (text, _("%s left the yellow zone: destroyed."), destroyed_name (d));
      else
        g_string_append_printf (text, _("%s was destroyed."), destroyed_name (d));
    }
  if (outcome->skipped_player >= 0)
    {
      g_string_append_c (text, ' ');
      g_string_append_printf (text, _("%s has no hand card and loses the turn."),
                              tm_psi_player_name (record, outcome->skipped_player));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static char *
describe_turn (TmRecord  *record,
               TmPsiGame *game)
{
  const TmPsiState *state = tm_psi_game_get_state (game);
  const char *who = tm_psi_player_name (record, state->current_player);
  int winner;

  switch (state->phase)
    {
    case TM_PSI_PHASE_PLACEMENT:
      return g_strdup_printf (_("%s places a card (%u of 16)"), who, state->placed + 1);
    case TM_PSI_PHASE_SUMMON:
      return g_strdup_printf (_("%s’s turn: summon phase"), who);
    case TM_PSI_PHASE_BATTLE:
      return g_strdup_printf (_("%s’s turn: battle phase"), who);
    case TM_PSI_PHASE_FINISHED:
    default:
      winner = tm_psi_state_get_winner (state);
      if (winner < 0)
        return g_strdup_printf (_("Game over: a draw, %d to %d"),
                                tm_psi_state_get_sum (state, 0), tm_psi_state_get_sum (state, 1));
      return g_strdup_printf (_("Game over: %s wins, %d to %d"), tm_psi_player_name (record, winner),
                              tm_psi_state_get_sum (state, (guint) winner),
                              tm_psi_state_get_sum (state, (guint) (1 - winner)));
    }
}

void
tm_psi_status_view_update (TmPsiStatusView *self,
                           TmRecord        *record,
                           TmPsiGame       *game)
{
  const TmPsiState *state;
  g_autofree char *turn = NULL;
  g_autofree char *outcome = NULL;

  g_return_if_fail (TM_IS_PSI_STATUS_VIEW (self));
  g_return_if_fail (TM_IS_RECORD (record));
  g_return_if_fail (TM_IS_PSI_GAME (game));

  state = tm_psi_game_get_state (game);
  turn = describe_turn (record, game);
  outcome = tm_psi_describe_outcome (record, game);
  gtk_label_set_text (self->turn_label, turn);
  for (guint p = 0; p < 2; p++)
    {
      guint foreign = tm_psi_state_count_hand_owned (state, p, 1 - p);
      g_autofree char *text = NULL;

      if (foreign == 0)
        /* Translators: one player's counts: hand cards, graveyard, and the sum of the powers of their beasts. */
        text = g_strdup_printf (_("%s: hand %u, graveyard %u, sum %d"),
                                tm_psi_player_name (record, (int) p), state->hand[p],
                                state->graveyard[p], tm_psi_state_get_sum (state, p));
      else
        /* Translators: as "%s: hand %u, graveyard %u, sum %d", when the
         * hand holds cards of the other player's (the second %s), e.g.
         * "Mio: hand 5 (1 of Aoi’s), graveyard 1, sum 4". */
        text = g_strdup_printf (_("%s: hand %u (%u of %s’s), graveyard %u, sum %d"),
                                tm_psi_player_name (record, (int) p), state->hand[p], foreign,
                                tm_psi_player_name (record, (int) (1 - p)),
                                state->graveyard[p], tm_psi_state_get_sum (state, p));
      gtk_label_set_text (self->player_labels[p], text);
    }
  gtk_label_set_text (self->outcome_label, outcome);
}

const char *
tm_psi_status_view_get_turn_text (TmPsiStatusView *self)
{
  g_return_val_if_fail (TM_IS_PSI_STATUS_VIEW (self), NULL);
  return gtk_label_get_text (self->turn_label);
}

const char *
tm_psi_status_view_get_outcome_text (TmPsiStatusView *self)
{
  g_return_val_if_fail (TM_IS_PSI_STATUS_VIEW (self), NULL);
  return gtk_label_get_text (self->outcome_label);
}

static void
tm_psi_status_view_dispose (GObject *object)
{
  tm_dispose_template (GTK_WIDGET (object), TM_TYPE_PSI_STATUS_VIEW);

  G_OBJECT_CLASS (tm_psi_status_view_parent_class)->dispose (object);
}

static void
tm_psi_status_view_class_init (TmPsiStatusViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_psi_status_view_dispose;

  g_type_ensure (TM_TYPE_PANEL_WIDTH);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablemate/Tablemate/tm-psi-status-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TmPsiStatusView, turn_label);
  gtk_widget_class_bind_template_child_full (widget_class, "player0_label", FALSE,
                                             G_STRUCT_OFFSET (TmPsiStatusView, player_labels[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "player1_label", FALSE,
                                             G_STRUCT_OFFSET (TmPsiStatusView, player_labels[1]));
  gtk_widget_class_bind_template_child (widget_class, TmPsiStatusView, outcome_label);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tm-psi-status-view");
}

static void
tm_psi_status_view_init (TmPsiStatusView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tm_psi_status_view_new (void)
{
  return g_object_new (TM_TYPE_PSI_STATUS_VIEW, NULL);
}
