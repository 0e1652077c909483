/* tm-utena-page-prefill.c — a Tsuki no Utena move back in its entry form
 *
 * Everything goes through what a player's clicks go through: the
 * pickers' "card-chosen" (a card chosen in the list or composed; the
 * card memory may not list it), the covered icons' toggles, the other
 * pairs' card buttons, the pair card that goes.  The forms then tell the
 * page as they do after a click, and the page asks the rules whether
 * the move stands, as for any entry.
 *
 * Hidden information stays as hidden as entering it left it: no Tsuki
 * no Utena move is entered in a private view (a desire card is laid face
 * up, a pair is face up, a card from the hand comes face up into the
 * pair, a reinforcement and the solo plan name no card).  A card from
 * the hand is chosen without opening the hand's list: the shared screen
 * shows no other card the hand might hold.
 */
#include "config.h"

#include "tm-utena-page-prefill.h"
#include "tm-utena-desire-form.h"
#include "tm-utena-exchange-form.h"
#include "tm-utena-pair-form.h"
#include "tm-utena-scroll.h"

/* @button has the keyboard focus, where the move goes on (its form's
 * button, or the plan's altar, the reinforcement), and @form down to it
 * is in view: on a narrow window the entry is under the table. */
static gboolean
focus_next (GtkWidget *form,
            GtkWidget *button)
{
  if (!gtk_widget_get_visible (button) || !gtk_widget_is_sensitive (button))
    return FALSE;
  gtk_widget_grab_focus (button);
  tm_utena_scroll_into_view (form, button);
  return TRUE;
}

static void
choose_card (TmUtenaCardPicker *picker,
             guint32            card)
{
  g_signal_emit_by_name (picker, "card-chosen", card);
}

static gboolean
prefill_desire (TmUtenaPage       *self,
                const TmUtenaMove *move)
{
  TmUtenaCardPicker *picker = tm_utena_page_get_picker (self, "desire");
  TmUtenaDesireForm *form = TM_UTENA_DESIRE_FORM (gtk_widget_get_ancestor (GTK_WIDGET (picker),
                                                                           TM_TYPE_UTENA_DESIRE_FORM));
  guint wanted[TM_UTENA_N_CELLS] = { 0 }, entered[TM_UTENA_N_CELLS] = { 0 };
  TmUtenaMove filled = tm_utena_move_init (TM_UTENA_MOVE_DESIRE);

  if (!gtk_widget_get_visible (GTK_WIDGET (form)))
    return FALSE;
  choose_card (picker, move->desire);
  for (guint i = 0; i < move->n_hidden; i++)
    wanted[move->hidden[i]]++;
  /* Each copy of an icon it covers, marked as the players marked it (the
   * icon the card always covers is marked already). */
  for (guint c = 0; c < TM_UTENA_N_CELLS; c++)
    for (guint k = 0; k < wanted[c]; k++)
      {
        GtkWidget *toggle = tm_utena_page_get_hidden_toggle (self, (TmUtenaCell) c, k);

        if (toggle != NULL && !gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (toggle)))
          gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), TRUE);
      }
  tm_utena_desire_form_fill_move (form, &filled);
  for (guint i = 0; i < filled.n_hidden; i++)
    entered[filled.hidden[i]]++;
  if (filled.desire != move->desire || memcmp (entered, wanted, sizeof wanted) != 0)
    return FALSE;
  focus_next (GTK_WIDGET (form), tm_utena_page_get_button (self, "lay"));
  return TRUE;
}

static gboolean
prefill_pair (TmUtenaPage       *self,
              const TmUtenaMove *move)
{
  TmUtenaCardPicker *picker = tm_utena_page_get_picker (self, "pair");
  TmUtenaPairForm *form = TM_UTENA_PAIR_FORM (gtk_widget_get_ancestor (GTK_WIDGET (picker),
                                                                       TM_TYPE_UTENA_PAIR_FORM));
  TmUtenaMove filled = tm_utena_move_init (TM_UTENA_MOVE_PAIR);

  if (!gtk_widget_get_visible (GTK_WIDGET (form)))
    return FALSE;
  choose_card (picker, move->cards[0]);
  choose_card (picker, move->cards[1]);
  tm_utena_pair_form_fill_move (form, &filled);
  if (filled.cards[0] != move->cards[0] || filled.cards[1] != move->cards[1])
    return FALSE;
  focus_next (GTK_WIDGET (form), tm_utena_page_get_button (self, "play-pair"));
  return TRUE;
}

static gboolean
on_a_pair (const TmUtenaState *state,
           TmUtenaCard         card)
{
  for (guint a = 0; a < state->n_altars; a++)
    if (state->altars[a].pair[0] == card || state->altars[a].pair[1] == card)
      return TRUE;
  return FALSE;
}

static gboolean
prefill_exchange (TmUtenaPage       *self,
                  const TmUtenaMove *move)
{
  const TmUtenaState *state = tm_utena_game_get_state (tm_utena_page_get_game (self));
  TmUtenaCardPicker *hand = tm_utena_page_get_picker (self, "hand");
  /* Found from its button: the hand's list is out of the widget tree
   * while its expander is closed. */
  TmUtenaExchangeForm *form = TM_UTENA_EXCHANGE_FORM (gtk_widget_get_ancestor (tm_utena_page_get_button (self, "exchange"),
                                                                               TM_TYPE_UTENA_EXCHANGE_FORM));
  TmUtenaMove filled = tm_utena_move_init (TM_UTENA_MOVE_EXCHANGE);
  const TmUtenaCard *pair;
  TmUtenaCard take = TM_UTENA_NO_CARD;
  GtkWidget *take_button;
  int give = -1;

  if (!gtk_widget_get_visible (GTK_WIDGET (form)) || state->active < 0)
    return FALSE;
  /* The card of the active pair goes (written first, but either order
   * is a move); the other one comes. */
  pair = state->altars[state->active].pair;
  for (guint i = 0; i < 2 && give < 0; i++)
    for (guint k = 0; k < 2 && give < 0; k++)
      if (move->cards[i] == pair[k])
        {
          give = (int) k;
          take = move->cards[1 - i];
        }
  if (give < 0)
    return FALSE;
  g_signal_emit_by_name (tm_utena_page_get_button (self, give == 0 ? "give-0" : "give-1"), "clicked");
  /* From another altar's pair (its button says whose), else from the hand. */
  take_button = tm_utena_page_get_take_button (self, take);
  if (take_button != NULL)
    g_signal_emit_by_name (take_button, "clicked");
  else if (on_a_pair (state, take))
    return FALSE;             /* a pair card the rules do not let come */
  else
    choose_card (hand, take);
  if (!tm_utena_exchange_form_fill_move (form, &filled) || filled.cards[0] != pair[give] || filled.cards[1] != take)
    return FALSE;
  focus_next (GTK_WIDGET (form), tm_utena_page_get_button (self, "exchange"));
  return TRUE;
}

gboolean
tm_utena_page_prefill (TmGamePage *page,
                       JsonObject *object)
{
  TmUtenaPage *self;
  GtkWidget *button;
  TmUtenaMove move;

  g_return_val_if_fail (TM_IS_UTENA_PAGE (page), FALSE);
  g_return_val_if_fail (object != NULL, FALSE);

  self = TM_UTENA_PAGE (page);
  if (!tm_utena_move_from_json (object, &move, NULL))
    return FALSE;
  switch (move.type)
    {
    case TM_UTENA_MOVE_DESIRE:
      return prefill_desire (self, &move);
    case TM_UTENA_MOVE_PAIR:
      return prefill_pair (self, &move);
    case TM_UTENA_MOVE_EXCHANGE:
      return prefill_exchange (self, &move);
    case TM_UTENA_MOVE_PLAN:
      /* One button per altar, which plays at once: the altar chosen has
       * the focus, Enter enters it again. */
      if (move.plan_altar < 0 || move.plan_altar > 2)
        return FALSE;
      button = tm_utena_page_get_button (self, (const char *[]) { "plan-0", "plan-1", "plan-2" }[move.plan_altar]);
      return focus_next (button, button);
    case TM_UTENA_MOVE_REINFORCE:
      button = tm_utena_page_get_button (self, "reinforce");
      return focus_next (button, button);
    case TM_UTENA_MOVE_PASS:
    default:
      /* Never legal: no form enters it. */
      return FALSE;
    }
}
