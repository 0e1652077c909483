/* tm-utena-offer.c — what the move entry of the Tsuki no Utena page offers */
#include "config.h"

#include "tm-utena-offer.h"

#include <string.h>

/* What is on the table and in the players' card memory. */
typedef struct
{
  TmUtenaGame *game;
  const TmUtenaState *state;
  TmUtenaCatalogue *catalogue;
} Table;

static gboolean
in_pair (const TmUtenaState *state,
         TmUtenaCard         card,
         int                *altar,
         int                *index)
{
  for (guint a = 0; a < state->n_altars; a++)
    for (guint k = 0; k < 2; k++)
      if (state->altars[a].pair[k] == card && card != TM_UTENA_NO_CARD)
        {
          *altar = (int) a;
          *index = (int) k;
          return TRUE;
        }
  return FALSE;
}

/* A card the players entered (this game's options, a hand it saw go in,
 * the card memory), not one of the legal list's examples. */
static gboolean
is_entered (const Table *self,
            TmUtenaKind  kind,
            guint32      card)
{
  const TmUtenaState *state = self->state;

  if (tm_utena_catalogue_contains (self->catalogue, kind, card))
    return TRUE;
  if (kind == TM_UTENA_KIND_DESIRE)
    {
      for (guint i = 0; i < state->n_known_desires; i++)
        if (state->known_desires[i] == card)
          return TRUE;
      return FALSE;
    }
  for (guint i = 0; i < state->n_known_practitioners; i++)
    if (state->known_practitioners[i] == card)
      return TRUE;
  for (guint p = 0; p < state->n_players; p++)
    for (guint i = 0; i < state->hands[p].n_known; i++)
      if (state->hands[p].known[i] == card)
        return TRUE;
  return FALSE;
}

static void
add_unique (guint32 *cards,
            guint   *n,
            guint    max,
            guint32  card)
{
  for (guint i = 0; i < *n; i++)
    if (cards[i] == card)
      return;
  if (*n < max)
    cards[(*n)++] = card;
}

/* Whether the rules accept @move now, tried on a copy of the position
 * (plain data): the page asks, it does not decide. */
static gboolean
rules_accept (const Table       *self,
              const TmUtenaMove *move)
{
  TmUtenaState copy = *self->state;

  return tm_utena_state_apply (&copy, move, NULL, NULL, NULL);
}

/* The legal list offers the cards this game's options knew when it
 * started; the card memory may know more (cards entered in another game
 * since, or a game begun before there was a memory).  Those are offered
 * too when the rules accept them in the move's place. */
static void
add_remembered (const Table  *self,
                TmUtenaOffer *offer,
                GPtrArray    *moves)
{
  const TmUtenaState *state = self->state;
  TmUtenaCatalogue *memory = self->catalogue;

  if (state->phase == TM_UTENA_PHASE_DESIRE && moves->len > 0)
    {
      TmUtenaMove probe;

      if (!tm_utena_move_from_json (g_ptr_array_index (moves, 0), &probe, NULL))
        return;
      for (guint i = 0; i < tm_utena_catalogue_get_n_cards (memory, TM_UTENA_KIND_DESIRE); i++)
        {
          TmUtenaCell covered;

          probe.desire = (TmUtenaDesire) tm_utena_catalogue_get_card (memory, TM_UTENA_KIND_DESIRE, i);
          /* Hiding the one icon it always covers: its own, not the
           * listed move's card's. */
          if (state->n_laid > 0 && tm_utena_state_get_covered_icon (state, probe.desire, &covered))
            {
              probe.n_hidden = 1;
              probe.hidden[0] = (guint8) covered;
            }
          if (rules_accept (self, &probe))
            add_unique (offer->desires, &offer->n_desires, G_N_ELEMENTS (offer->desires), probe.desire);
        }
      return;
    }
  if (state->phase != TM_UTENA_PHASE_TURN)
    return;

  for (guint i = 0; i < tm_utena_catalogue_get_n_cards (memory, TM_UTENA_KIND_PRACTITIONER); i++)
    {
      TmUtenaCard card = tm_utena_catalogue_get_card (memory, TM_UTENA_KIND_PRACTITIONER, i);
      TmUtenaMove probe;

      memset (&probe, 0, sizeof probe);
      probe.altar = probe.player = probe.plan_altar = -1;
      if (state->altars[state->active].pair[0] == TM_UTENA_NO_CARD)
        {
          /* A first pair: the card with any other remembered card. */
          probe.type = TM_UTENA_MOVE_PAIR;
          probe.cards[0] = card;
          for (guint j = 0; j < tm_utena_catalogue_get_n_cards (memory, TM_UTENA_KIND_PRACTITIONER); j++)
            {
              probe.cards[1] = tm_utena_catalogue_get_card (memory, TM_UTENA_KIND_PRACTITIONER, j);
              if (j != i && rules_accept (self, &probe))
                {
                  add_unique (offer->pair_cards, &offer->n_pair_cards, G_N_ELEMENTS (offer->pair_cards), card);
                  break;
                }
            }
        }
      else
        {
          int altar, index;

          if (in_pair (state, card, &altar, &index))
            continue;
          probe.type = TM_UTENA_MOVE_EXCHANGE;
          probe.cards[0] = state->altars[state->active].pair[0];
          probe.cards[1] = card;
          if (rules_accept (self, &probe))
            add_unique (offer->hand_cards, &offer->n_hand_cards, G_N_ELEMENTS (offer->hand_cards), card);
        }
    }
}

static void
get_offer (const Table  *self,
           TmUtenaOffer *offer)
{
  const TmUtenaState *state = self->state;
  g_autoptr(GPtrArray) moves = tm_game_list_legal_moves (TM_GAME (self->game));

  memset (offer, 0, sizeof *offer);
  for (guint i = 0; i < moves->len; i++)
    {
      g_autoptr(GError) error = NULL;
      TmUtenaMove move;
      int altar, index;

      if (!tm_utena_move_from_json (g_ptr_array_index (moves, i), &move, &error))
        {
          g_critical ("A legal move does not parse: %s", error->message);
          continue;
        }
      switch (move.type)
        {
        case TM_UTENA_MOVE_DESIRE:
          if (is_entered (self, TM_UTENA_KIND_DESIRE, move.desire))
            add_unique (offer->desires, &offer->n_desires, G_N_ELEMENTS (offer->desires), move.desire);
          break;
        case TM_UTENA_MOVE_PLAN:
          offer->plan_altars |= 1u << move.plan_altar;
          break;
        case TM_UTENA_MOVE_PAIR:
          for (guint k = 0; k < 2; k++)
            if (is_entered (self, TM_UTENA_KIND_PRACTITIONER, move.cards[k]))
              add_unique (offer->pair_cards, &offer->n_pair_cards, G_N_ELEMENTS (offer->pair_cards), move.cards[k]);
          break;
        case TM_UTENA_MOVE_EXCHANGE:
          if (state->active < 0)
            break;
          if (state->altars[state->active].pair[0] == move.cards[0])
            offer->give |= 1u;
          else if (state->altars[state->active].pair[1] == move.cards[0])
            offer->give |= 2u;
          if (in_pair (state, move.cards[1], &altar, &index))
            offer->take[altar] |= 1u << index;
          else if (is_entered (self, TM_UTENA_KIND_PRACTITIONER, move.cards[1]))
            add_unique (offer->hand_cards, &offer->n_hand_cards, G_N_ELEMENTS (offer->hand_cards), move.cards[1]);
          break;
        case TM_UTENA_MOVE_REINFORCE:
        case TM_UTENA_MOVE_PASS:
        default:
          break;
        }
    }
  add_remembered (self, offer, moves);
}

/* The cards of @kind the players know, for the pickers' check of a
 * composed card against the one-shared-icon property. */
static guint
known_cards (const Table *self,
             TmUtenaKind  kind,
             guint32     *cards,
             guint        max)
{
  const TmUtenaState *state = self->state;
  guint n = 0;

  for (guint i = 0; i < tm_utena_catalogue_get_n_cards (self->catalogue, kind); i++)
    add_unique (cards, &n, max, tm_utena_catalogue_get_card (self->catalogue, kind, i));
  if (kind == TM_UTENA_KIND_DESIRE)
    for (guint i = 0; i < state->n_laid; i++)
      add_unique (cards, &n, max, state->laid[i]);
  else
    for (guint a = 0; a < state->n_altars; a++)
      for (guint k = 0; k < 2; k++)
        if (state->altars[a].pair[k] != TM_UTENA_NO_CARD)
          add_unique (cards, &n, max, state->altars[a].pair[k]);
  return n;
}

void
tm_utena_offer_compute (TmUtenaOffer     *offer,
                        TmUtenaGame      *game,
                        TmUtenaCatalogue *memory)
{
  Table table = { game, NULL, memory };

  g_return_if_fail (offer != NULL);
  g_return_if_fail (TM_IS_UTENA_GAME (game));
  g_return_if_fail (memory != NULL);

  table.state = tm_utena_game_get_state (game);
  get_offer (&table, offer);
}

guint
tm_utena_offer_known_cards (TmUtenaGame      *game,
                            TmUtenaCatalogue *memory,
                            TmUtenaKind       kind,
                            guint32          *cards,
                            guint             max)
{
  Table table = { game, NULL, memory };

  g_return_val_if_fail (TM_IS_UTENA_GAME (game), 0);
  g_return_val_if_fail (memory != NULL, 0);

  table.state = tm_utena_game_get_state (game);
  return known_cards (&table, kind, cards, max);
}

gboolean
tm_utena_offer_check_move (TmUtenaGame       *game,
                           const TmUtenaMove *move,
                           GError           **error)
{
  TmUtenaState copy;

  g_return_val_if_fail (TM_IS_UTENA_GAME (game), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  copy = *tm_utena_game_get_state (game);
  return tm_utena_state_apply (&copy, move, tm_game_get_player_names (TM_GAME (game)), NULL, error);
}
