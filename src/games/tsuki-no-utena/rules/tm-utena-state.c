/* tm-utena-state.c — the rules of Tsuki no Utena (RULES.md §3)
 *
 * Every move is checked and applied on a copy of the position, which
 * replaces the position only when the whole move is legal: a refused
 * move leaves the players' position exactly as it was.
 *
 * After each move the position runs forward by itself through whatever
 * needs no decision (the start of a turn, the end of a round, the change
 * of parent) until someone has to enter something, and it notices a win
 * or a loss the moment it happens.
 */
#include "config.h"

#include "tm-utena-state.h"
#include "tm-utena-state-private.h"
#include "tm-utena-game.h"
#include "tm-utena-text.h"
#include "core/tm-players.h"
#include "core/tm-rules-error.h"

#include <glib/gi18n.h>
#include <string.h>

#define ROUNDS            7
#define ROUNDS_SMALL      6    /* 1 or 2 players */
#define HAND_SIZE         4    /* 3–4 players */
#define HAND_SIZE_DUO     6
#define HAND_SIZE_SOLO    7
#define SOLO_DECK         6    /* the solo practitioner deck */
#define RING_LARGE        8    /* the 8-cell side: 3 players and solo */
#define RING_SMALL        6

gboolean
tm_utena_state_is_solo (const TmUtenaState *s)
{
  return s->n_players == 1;
}

gboolean
tm_utena_state_is_duo (const TmUtenaState *s)
{
  return s->n_players == 2;
}

/* 3 or 4 players: an altar per player, a parent that changes. */
static gboolean
is_table (const TmUtenaState *s)
{
  return s->n_players >= 3;
}

static guint
next_altar (const TmUtenaState *s,
            guint               altar)
{
  return tm_player_next (altar, s->n_altars);
}

guint
tm_utena_state_get_altar_order (const TmUtenaState *s,
                                guint               index)
{
  g_return_val_if_fail (s != NULL && s->n_altars > 0, 0);

  if (is_table (s))
    return tm_player_after ((guint) s->parent, (int) index, s->n_altars);
  return index % s->n_altars;
}

char *
tm_utena_state_describe_altar (const TmUtenaState *s,
                               guint               altar)
{
  g_return_val_if_fail (s != NULL && altar < s->n_altars, NULL);

  if (tm_utena_state_is_solo (s))
    {
      switch (altar)
        {
        case 0: return g_strdup (_("the left altar"));
        case 1: return g_strdup (_("the centre altar"));
        default: return g_strdup (_("the right altar"));
        }
    }
  if (tm_utena_state_is_duo (s))
    {
      switch (altar)
        {
        case 0: return g_strdup (_("the first player’s right altar (altar 1)"));
        case 1: return g_strdup (_("the first player’s left altar (altar 2)"));
        case 2: return g_strdup (_("the second player’s right altar (altar 3)"));
        default: return g_strdup (_("the second player’s left altar (altar 4)"));
        }
    }
  return g_strdup_printf (_("player %u"), altar + 1);
}

char *
tm_utena_state_name_altar (const TmUtenaState *s,
                           guint               altar,
                           const char * const *players)
{
  const char *owner;

  g_return_val_if_fail (s != NULL && altar < s->n_altars, NULL);

  if (players == NULL || tm_utena_state_is_solo (s))
    return tm_utena_state_describe_altar (s, altar);
  owner = players[s->altars[altar].owner];
  if (s->n_players >= 3)
    return g_strdup (owner);
  /* Two players, two altars each: the owner's right and left. */
  if (altar % 2 == 0)
    /* Translators: two players: a player's name, the altar's number (1–4). */
    return g_strdup_printf (_("%s’s right altar (altar %u)"), owner, altar + 1);
  /* Translators: two players: a player's name, the altar's number (1–4). */
  return g_strdup_printf (_("%s’s left altar (altar %u)"), owner, altar + 1);
}

/* @player as the messages name them: from @players, or "Player 2" (also
 * for a number the game does not have). */
static char *
player_name (const TmUtenaState *s,
             const char * const *players,
             int                 player)
{
  if (players != NULL && player >= 0 && (guint) player < s->n_players)
    return g_strdup (players[player]);
  /* Translators: a player whose name is not known, counted from 1. */
  return g_strdup_printf (_("Player %u"), (guint) player + 1);
}

/* Set-up ---------------------------------------------------------------- */

static void start_round (TmUtenaState *s);

gboolean
tm_utena_state_init (TmUtenaState         *s,
                     guint                 n_players,
                     const TmUtenaCard    *practitioners,
                     guint                 n_practitioners,
                     const TmUtenaDesire  *desires,
                     guint                 n_desires,
                     GError              **error)
{
  static const guint rings_four[4] = { 1, 1, 2, 2 };   /* from the parent, clockwise */
  guint hand_size;

  g_return_val_if_fail (s != NULL, FALSE);

  if (n_players < 1 || n_players > TM_UTENA_MAX_PLAYERS)
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_BAD_SETUP,
                   _("Tsuki no Utena is played by 1 to 4 players, not %u."),
                   n_players);
      return FALSE;
    }
  if (n_practitioners > TM_UTENA_N_PRACTITIONERS || n_desires > TM_UTENA_N_DESIRES)
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_BAD_SETUP,
                   _("The box holds 21 practitioner cards and 13 desire cards, "
                     "not %u and %u."), n_practitioners, n_desires);
      return FALSE;
    }

  memset (s, 0, sizeof *s);
  s->n_players = n_players;
  s->n_altars = n_players == 1 ? 3 : n_players == 2 ? 4 : n_players;
  s->result_altar = -1;
  s->active = -1;
  s->giver = -1;
  s->plan_altar = -1;
  s->parent = is_table (s) ? 0 : -1;
  s->max_rounds = is_table (s) ? ROUNDS : ROUNDS_SMALL;
  s->desire_deck = TM_UTENA_N_DESIRES;
  s->rules = TM_UTENA_RULES_REVISION;

  for (guint c = 0; c < TM_UTENA_N_CELLS; c++)
    s->cloud[c] = TM_UTENA_MARKERS_PER_CELL;

  hand_size = n_players == 1 ? HAND_SIZE_SOLO : n_players == 2 ? HAND_SIZE_DUO : HAND_SIZE;
  for (guint p = 0; p < n_players; p++)
    s->hands[p].size = hand_size;

  for (guint a = 0; a < s->n_altars; a++)
    {
      TmUtenaAltar *altar = &s->altars[a];

      altar->owner = tm_utena_state_is_solo (s) ? 0 : tm_utena_state_is_duo (s) ? a / 2 : a;
      altar->ring_size = (n_players == 1 || n_players == 3) ? RING_LARGE : RING_SMALL;
      /* 3 players and solo: 2 each; 4 players: 1, 1, 2, 2 from the
       * parent; 2 players: 1 on each of the first player's boards, 2 on
       * each of the second's. */
      altar->ring = (n_players == 1 || n_players == 3) ? 2 : rings_four[a];
      altar->reserve = !tm_utena_state_is_solo (s);
    }
  if (tm_utena_state_is_solo (s))
    s->practitioner_deck = SOLO_DECK;

  s->n_known_practitioners = n_practitioners;
  if (n_practitioners > 0)
    memcpy (s->known_practitioners, practitioners, n_practitioners * sizeof *practitioners);
  s->n_known_desires = n_desires;
  if (n_desires > 0)
    memcpy (s->known_desires, desires, n_desires * sizeof *desires);

  if (is_table (s))
    start_round (s);
  else
    {
      /* One desire card is revealed before play: just placed. */
      s->round = 0;
      s->phase = TM_UTENA_PHASE_DESIRE;
      s->desires_due = 1;
    }
  return TRUE;
}

/* Running forward ---------------------------------------------------------- */

static void
finish (TmUtenaState  *s,
        TmUtenaResult  result,
        int            altar)
{
  s->phase = TM_UTENA_PHASE_FINISHED;
  s->result = result;
  s->result_altar = altar;
  s->desires_due = 0;
}

static gboolean
all_rings_full (const TmUtenaState *s)
{
  for (guint a = 0; a < s->n_altars; a++)
    if (s->altars[a].ring < s->altars[a].ring_size)
      return FALSE;
  return TRUE;
}

/* A turn begins (a reinforcement's second turn too): with a marker on
 * the altar's centre, everyone loses. */
static void
begin_turn (TmUtenaState *s)
{
  if (s->altars[s->active].centre > 0)
    {
      finish (s, TM_UTENA_RESULT_LOST_CENTRE, s->active);
      return;
    }
  s->phase = TM_UTENA_PHASE_TURN;
}

void
tm_utena_state_begin_altar (TmUtenaState *s)
{
  guint altar = tm_utena_state_get_altar_order (s, s->turn_index);

  s->active = (int) altar;
  s->turns_left = 1;
  s->turn_taken = FALSE;
  s->reinforced = FALSE;

  /* 2 players: one desire card just before altars 1 and 3 act, the
   * first marker from the altar about to act. */
  if (tm_utena_state_is_duo (s) && (altar == 0 || altar == 2) && s->desire_deck > 0)
    {
      s->phase = TM_UTENA_PHASE_DESIRE;
      s->desires_due = 1;
      s->giver = (int) altar;
      return;
    }

  if (tm_utena_state_is_solo (s))
    {
      if ((int) altar == s->plan_altar)
        {
          /* The practitioner plan card: a reinforcement without a
           * declaration. */
          s->hands[0].size++;
          s->turns_left = 2;
          s->reinforced = TRUE;
        }
      else if (s->plan_desires > 0)
        {
          /* A desire plan card: loss processing before the turn (not a
           * turn itself), the first marker from this altar. */
          s->phase = TM_UTENA_PHASE_DESIRE;
          s->desires_due = 1;
          s->giver = (int) altar;
          return;
        }
    }
  begin_turn (s);
}

static void
start_round (TmUtenaState *s)
{
  s->round++;
  s->reinforcements = 0;
  s->turn_index = 0;
  s->active = -1;
  s->turns_left = 0;
  s->turn_taken = FALSE;
  s->reinforced = FALSE;
  s->plan_altar = -1;

  if (tm_utena_state_is_solo (s))
    {
      s->phase = TM_UTENA_PHASE_PLAN;
      return;
    }
  if (tm_utena_state_is_duo (s))
    {
      tm_utena_state_begin_altar (s);
      return;
    }
  /* The parent draws two desire cards (one in the last round, when one
   * is left); the first marker comes from the parent. */
  s->phase = TM_UTENA_PHASE_DESIRE;
  s->desires_due = MIN (DESIRES_PER_ROUND, s->desire_deck);
  s->giver = s->parent;
}

static void
end_round (TmUtenaState *s)
{
  if (s->desire_deck == 0 || s->round >= s->max_rounds)
    {
      finish (s, TM_UTENA_RESULT_LOST_DECK, -1);
      return;
    }
  /* The last to act becomes parent: the parent's right-hand neighbour. */
  if (is_table (s))
    s->parent = (int) tm_utena_state_get_altar_order (s, s->n_altars - 1);
  start_round (s);
}

void
tm_utena_state_after_turn (TmUtenaState *s)
{
  s->turns_left--;
  s->turn_taken = TRUE;
  if (s->turns_left > 0)
    {
      begin_turn (s);
      return;
    }
  s->turn_index++;
  if (s->turn_index < s->n_altars)
    tm_utena_state_begin_altar (s);
  else
    end_round (s);
}

void
tm_utena_state_after_desire (TmUtenaState *s)
{
  s->desires_due--;
  if (s->desires_due > 0)
    return;              /* the round's second card: the giver goes on */
  if (s->round == 0)
    start_round (s);     /* the card revealed before play */
  else if (is_table (s))
    tm_utena_state_begin_altar (s);     /* the parent's turn */
  else
    begin_turn (s);      /* the altar about to act */
}

/* Errors that explain where the game stands ------------------------------- */

void
tm_utena_state_set_wrong_phase_error (const TmUtenaState  *s,
                                      TmUtenaMoveType      type,
                                      const char * const *players,
                                      GError             **error)
{
  switch (s->phase)
    {
    case TM_UTENA_PHASE_DESIRE:
      if (s->round == 0)
        g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_WRONG_PHASE,
                     _("Before play, one desire card is revealed: enter it "
                       "first."));
      else if (is_table (s))
        g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_WRONG_PHASE,
                     ngettext ("The round begins with the parent’s loss "
                               "processing: %u more desire card must be laid "
                               "before the turns.",
                               "The round begins with the parent’s loss "
                               "processing: %u more desire cards must be laid "
                               "before the turns.", s->desires_due),
                     s->desires_due);
      else
        {
          g_autofree char *altar = tm_utena_state_name_altar (s, (guint) s->active, players);

          g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_WRONG_PHASE,
                       _("A desire card is laid just before %s acts: enter it "
                         "first."), altar);
        }
      return;

    case TM_UTENA_PHASE_PLAN:
      g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_WRONG_PHASE,
                   _("The round begins with the plan cards: say which altar "
                     "gets the practitioner card first."));
      return;

    case TM_UTENA_PHASE_TURN:
      {
        g_autofree char *altar = tm_utena_state_name_altar (s, (guint) s->active, players);

        if (type == TM_UTENA_MOVE_PLAN && !tm_utena_state_is_solo (s))
          g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_WRONG_PHASE,
                       _("Plan cards are only used in the solo game."));
        else if (type == TM_UTENA_MOVE_PLAN)
          g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_WRONG_PHASE,
                       _("The plan cards are dealt at the start of a round; it "
                         "is now the turn of %s."), altar);
        else
          g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_WRONG_PHASE,
                       _("It is the turn of %s: desire cards are laid only in "
                         "the loss processing."), altar);
      }
      return;

    case TM_UTENA_PHASE_FINISHED:
    default:
      tm_rules_error_set_finished (error);
      return;
    }
}

/* The "altar" and "player" a move may give must be the acting ones. */
gboolean
tm_utena_state_check_actor (const TmUtenaState  *s,
                            const TmUtenaMove   *move,
                            const char * const *players,
                            GError             **error)
{
  const TmUtenaAltar *altar = &s->altars[s->active];

  if (move->altar >= 0 && move->altar != s->active)
    {
      g_autofree char *named = move->altar < (int) s->n_altars
                               ? tm_utena_state_name_altar (s, (guint) move->altar, players)
                               : g_strdup_printf (_("altar %d"), move->altar + 1);
      g_autofree char *active = tm_utena_state_name_altar (s, (guint) s->active, players);

      g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_WRONG_ALTAR,
                   _("The move is for %s, but it is the turn of %s."),
                   named, active);
      return FALSE;
    }
  if (move->player >= 0 && (guint) move->player != altar->owner)
    {
      g_autofree char *named = player_name (s, players, move->player);
      g_autofree char *owner = player_name (s, players, (int) altar->owner);

      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_WRONG_PLAYER,
                   /* Translators: two players' names. */
                   _("The move names %s, but it is %s’s turn."), named, owner);
      return FALSE;
    }
  return TRUE;
}

/* Where cards are ------------------------------------------------------- */

int
tm_utena_state_pair_holding (const TmUtenaState *s,
                             TmUtenaCard         card)
{
  for (guint a = 0; a < s->n_altars; a++)
    if (s->altars[a].pair[0] == card || s->altars[a].pair[1] == card)
      return (int) a;
  return -1;
}

static int
hand_index (const TmUtenaHand *hand,
            TmUtenaCard        card)
{
  for (guint i = 0; i < hand->n_known; i++)
    if (hand->known[i] == card)
      return (int) i;
  return -1;
}

int
tm_utena_state_hand_holding (const TmUtenaState *s,
                             TmUtenaCard         card)
{
  for (guint p = 0; p < s->n_players; p++)
    if (hand_index (&s->hands[p], card) >= 0)
      return (int) p;
  return -1;
}

guint
tm_utena_state_get_unknown_in_hand (const TmUtenaState *s,
                                    guint               player)
{
  g_return_val_if_fail (s != NULL && player < s->n_players, 0);
  return s->hands[player].size - s->hands[player].n_known;
}

void
tm_utena_state_sort_pair (TmUtenaCard pair[2])
{
  if (pair[1] != TM_UTENA_NO_CARD && (pair[0] == TM_UTENA_NO_CARD || pair[1] < pair[0]))
    {
      TmUtenaCard t = pair[0];

      pair[0] = pair[1];
      pair[1] = t;
    }
}

/* @card leaves @player's hand, or an error says why it cannot be there. */
gboolean
tm_utena_state_take_from_hand (TmUtenaState  *s,
                               guint          player,
                               TmUtenaCard    card,
                               const char * const *players,
                               GError       **error)
{
  TmUtenaHand *hand = &s->hands[player];
  /* Named only for a refusal: a replay takes every card it plays. */
  g_autofree char *name = NULL;
  int at = tm_utena_state_pair_holding (s, card);
  int index;

  if (at >= 0)
    {
      g_autofree char *altar = tm_utena_state_name_altar (s, (guint) at, players);

      name = tm_utena_card_name (card);
      g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_CARD_ELSEWHERE,
                   _("The card %s is face up in the pair of %s, so it is not in a hand: "
                     "every card exists once."), name, altar);
      return FALSE;
    }
  index = hand_index (hand, card);
  if (index >= 0)
    {
      hand->known[index] = hand->known[--hand->n_known];
      hand->known[hand->n_known] = TM_UTENA_NO_CARD;
      hand->size--;
      return TRUE;
    }
  at = tm_utena_state_hand_holding (s, card);
  if (at >= 0)
    {
      g_autofree char *holder = player_name (s, players, at);

      name = tm_utena_card_name (card);
      g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_CARD_ELSEWHERE,
                   /* Translators: a card, a player's name. */
                   _("The card %s went into %s’s hand earlier in the game, so it "
                     "is not in this hand: every card exists once."),
                   name, holder);
      return FALSE;
    }
  if (hand->size == 0)
    {
      name = tm_utena_card_name (card);
      g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_CARD_NOT_IN_HAND,
                   _("The hand is empty, so %s cannot come from it."), name);
      return FALSE;
    }
  if (hand->size == hand->n_known)
    {
      name = tm_utena_card_name (card);
      g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_CARD_NOT_IN_HAND,
                   _("The card %s is not in the hand: every card in it (%u) went in "
                     "face up earlier, and this is none of them."),
                   name, hand->size);
      return FALSE;
    }
  hand->size--;
  return TRUE;
}

void
tm_utena_state_put_in_hand (TmUtenaState *s,
                            guint         player,
                            TmUtenaCard   card)
{
  TmUtenaHand *hand = &s->hands[player];

  g_assert (hand->n_known < TM_UTENA_N_PRACTITIONERS);
  hand->known[hand->n_known++] = card;
  hand->size++;
}

/* Markers ----------------------------------------------------------------- */

static void
add_transfer (TmUtenaOutcome        *out,
              const TmUtenaTransfer *transfer)
{
  if (out->n_transfers < TM_UTENA_MAX_TRANSFERS)
    out->transfers[out->n_transfers++] = *transfer;
}

/* Gain processing for @altar: the matching icons of its pair pay from
 * their cloud cells, to the ring and then the centre.  Returns TRUE when
 * the last marker needed to win landed. */
gboolean
tm_utena_state_gain (TmUtenaState   *s,
                     guint           a,
                     TmUtenaMatch   *match,
                     TmUtenaOutcome *out)
{
  TmUtenaAltar *altar = &s->altars[a];
  TmUtenaCell cells[2 * TM_UTENA_CARD_POINTS];
  guint n;

  *match = tm_utena_cards_match (altar->pair[0], altar->pair[1]);
  n = tm_utena_match_get_cells (*match, cells, G_N_ELEMENTS (cells));
  for (guint i = 0; i < n; i++)
    {
      TmUtenaTransfer transfer = { (int) a, cells[i], FALSE, FALSE, FALSE };

      if (s->cloud[cells[i]] > 0)
        {
          s->cloud[cells[i]]--;
          if (altar->ring < altar->ring_size)
            altar->ring++;
          else
            {
              altar->centre++;
              transfer.centre = TRUE;
            }
          transfer.paid = TRUE;
        }
      add_transfer (out, &transfer);
      if (transfer.paid && all_rings_full (s))
        {
          finish (s, TM_UTENA_RESULT_WON, -1);
          return TRUE;
        }
    }
  return FALSE;
}

/* Loss processing: each hidden icon takes a marker from the altar due to
 * give (its centre first), then the next altar is due. */
void
tm_utena_state_lose_markers (TmUtenaState      *s,
                             const TmUtenaMove *move,
                             TmUtenaOutcome    *out)
{
  for (guint i = 0; i < move->n_hidden; i++)
    {
      TmUtenaAltar *altar = &s->altars[s->giver];
      TmUtenaTransfer transfer = { s->giver, (TmUtenaCell) move->hidden[i], TRUE, FALSE, TRUE };

      if (altar->centre > 0)
        {
          altar->centre--;
          transfer.centre = TRUE;
        }
      else if (altar->ring > 0)
        altar->ring--;
      else
        {
          finish (s, TM_UTENA_RESULT_LOST_NO_MARKER, s->giver);
          return;
        }
      s->cloud[move->hidden[i]]++;
      add_transfer (out, &transfer);
      s->giver = (int) next_altar (s, (guint) s->giver);
    }
}

gboolean
tm_utena_state_get_covered_icon (const TmUtenaState *s,
                                 TmUtenaDesire       desire,
                                 TmUtenaCell        *cell)
{
  TmUtenaDesire common;

  g_return_val_if_fail (s != NULL, FALSE);

  /* Tablemate 0.2.0's reading did not lay the card on the common icon. */
  if (s->n_laid == 0 || s->rules < TM_UTENA_RULES_COVERED_ICON)
    return FALSE;
  common = desire & s->laid[s->n_laid - 1];
  if (common == 0 || (common & (common - 1)) != 0)
    return FALSE;
  if (cell != NULL)
    *cell = (TmUtenaCell) __builtin_ctz (common);
  return TRUE;
}

/* Any two desire cards share exactly one icon: a pair that does not was
 * entered wrongly, which says more than any count of hidden icons, so this
 * is checked first. */
gboolean
tm_utena_state_check_one_common_icon (const TmUtenaState *s,
                                      const TmUtenaMove  *move,
                                      GError            **error)
{
  TmUtenaDesire below = s->laid[s->n_laid - 1];
  guint shared = tm_utena_desires_shared (move->desire, below);

  if (!tm_utena_state_get_covered_icon (s, move->desire, NULL))
    {
      g_autofree char *card = tm_utena_desire_describe (move->desire);
      g_autofree char *other = tm_utena_desire_describe (below);

      if (shared == 0)
        g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_DESIRE_NOT_ONE_COMMON_ICON,
                     _("The desire card (%s) shares no icon with the card just "
                       "below it (%s), but any two desire cards share exactly "
                       "one: one of the two was entered wrongly."), card, other);
      else
        g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_DESIRE_NOT_ONE_COMMON_ICON,
                     ngettext ("The desire card (%s) shares %u icon with the card just "
                               "below it (%s), but any two desire cards share exactly "
                               "one: one of the two was entered wrongly.",
                               "The desire card (%s) shares %u icons with the card just "
                               "below it (%s), but any two desire cards share exactly "
                               "one: one of the two was entered wrongly.", shared),
                     card, shared, other);
      return FALSE;
    }
  return TRUE;
}

/* Manual §4: the new card is laid upside down over the card just below,
 * their common icon on top of each other, so it always hides that icon. */
gboolean
tm_utena_state_check_covered_icon (const TmUtenaState *s,
                                   const TmUtenaMove  *move,
                                   GError            **error)
{
  TmUtenaCell cell;

  if (!tm_utena_state_get_covered_icon (s, move->desire, &cell))
    return tm_utena_state_check_one_common_icon (s, move, error);
  for (guint i = 0; i < move->n_hidden; i++)
    if (move->hidden[i] == cell)
      return TRUE;
  {
    g_autofree char *name = tm_utena_cell_name (cell);

    g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_DESIRE_COMMON_ICON_NOT_HIDDEN,
                 _("The new desire card is laid with its %s icon on the %s icon "
                   "of the card just below, so it always hides that icon: "
                   "add it to the hidden icons."), name, name);
  }
  return FALSE;
}

/* Reading the position ------------------------------------------------------ */

int
tm_utena_state_get_current_player (const TmUtenaState *s)
{
  g_return_val_if_fail (s != NULL, -1);

  switch (s->phase)
    {
    case TM_UTENA_PHASE_FINISHED:
      return -1;
    case TM_UTENA_PHASE_PLAN:
      return 0;
    case TM_UTENA_PHASE_DESIRE:
      if (s->round == 0 || s->active < 0)
        return is_table (s) ? s->parent : 0;
      return (int) s->altars[s->active].owner;
    case TM_UTENA_PHASE_TURN:
    default:
      return (int) s->altars[s->active].owner;
    }
}

guint
tm_utena_state_count_markers (const TmUtenaState *s)
{
  guint n = 0;

  g_return_val_if_fail (s != NULL, 0);

  for (guint c = 0; c < TM_UTENA_N_CELLS; c++)
    n += s->cloud[c];
  for (guint a = 0; a < s->n_altars; a++)
    n += s->altars[a].ring + s->altars[a].centre;
  return n;
}

TmUtenaMatch
tm_utena_state_get_match (const TmUtenaState *s,
                          guint               altar)
{
  TmUtenaMatch none = { 0, 0 };

  g_return_val_if_fail (s != NULL && altar < s->n_altars, none);

  if (s->altars[altar].pair[0] == TM_UTENA_NO_CARD)
    return none;
  return tm_utena_cards_match (s->altars[altar].pair[0], s->altars[altar].pair[1]);
}

GArray *
tm_utena_state_get_warnings (const TmUtenaState *s)
{
  guint32 cards[3 * TM_UTENA_N_PRACTITIONERS];
  guint32 desires[2 * TM_UTENA_N_DESIRES];
  guint n_cards = 0, n_desires = 0;
  GArray *warnings;
  g_autoptr(GArray) desire_warnings = NULL;

  g_return_val_if_fail (s != NULL, NULL);

  /* Every practitioner card known to the game, once. */
  for (guint i = 0; i < s->n_known_practitioners; i++)
    cards[n_cards++] = s->known_practitioners[i];
  for (guint a = 0; a < s->n_altars; a++)
    for (guint k = 0; k < 2; k++)
      if (s->altars[a].pair[k] != TM_UTENA_NO_CARD)
        cards[n_cards++] = s->altars[a].pair[k];
  for (guint p = 0; p < s->n_players; p++)
    for (guint i = 0; i < s->hands[p].n_known && n_cards < G_N_ELEMENTS (cards); i++)
      cards[n_cards++] = s->hands[p].known[i];
  for (guint i = 0; i < n_cards; i++)
    for (guint j = i + 1; j < n_cards; j++)
      if (cards[j] == cards[i])
        cards[j--] = cards[--n_cards];

  for (guint i = 0; i < s->n_known_desires; i++)
    desires[n_desires++] = s->known_desires[i];
  for (guint i = 0; i < s->n_laid; i++)
    desires[n_desires++] = s->laid[i];
  for (guint i = 0; i < n_desires; i++)
    for (guint j = i + 1; j < n_desires; j++)
      if (desires[j] == desires[i])
        desires[j--] = desires[--n_desires];

  warnings = tm_utena_check_cards (TM_UTENA_KIND_PRACTITIONER, cards, n_cards);
  desire_warnings = tm_utena_check_cards (TM_UTENA_KIND_DESIRE, desires, n_desires);
  g_array_append_vals (warnings, desire_warnings->data, desire_warnings->len);
  return warnings;
}
