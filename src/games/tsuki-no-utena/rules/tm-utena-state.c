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
#define DESIRES_PER_ROUND 2

static gboolean
is_solo (const TmUtenaState *s)
{
  return s->n_players == 1;
}

static gboolean
is_duo (const TmUtenaState *s)
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

  if (is_solo (s))
    {
      switch (altar)
        {
        case 0: return g_strdup (_("the left altar"));
        case 1: return g_strdup (_("the centre altar"));
        default: return g_strdup (_("the right altar"));
        }
    }
  if (is_duo (s))
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

  if (players == NULL || is_solo (s))
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

      altar->owner = is_solo (s) ? 0 : is_duo (s) ? a / 2 : a;
      altar->ring_size = (n_players == 1 || n_players == 3) ? RING_LARGE : RING_SMALL;
      /* 3 players and solo: 2 each; 4 players: 1, 1, 2, 2 from the
       * parent; 2 players: 1 on each of the first player's boards, 2 on
       * each of the second's. */
      altar->ring = (n_players == 1 || n_players == 3) ? 2 : rings_four[a];
      altar->reserve = !is_solo (s);
    }
  if (is_solo (s))
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

static void
begin_altar (TmUtenaState *s)
{
  guint altar = tm_utena_state_get_altar_order (s, s->turn_index);

  s->active = (int) altar;
  s->turns_left = 1;
  s->turn_taken = FALSE;
  s->reinforced = FALSE;

  /* 2 players: one desire card just before altars 1 and 3 act, the
   * first marker from the altar about to act. */
  if (is_duo (s) && (altar == 0 || altar == 2) && s->desire_deck > 0)
    {
      s->phase = TM_UTENA_PHASE_DESIRE;
      s->desires_due = 1;
      s->giver = (int) altar;
      return;
    }

  if (is_solo (s))
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

  if (is_solo (s))
    {
      s->phase = TM_UTENA_PHASE_PLAN;
      return;
    }
  if (is_duo (s))
    {
      begin_altar (s);
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

static void
after_turn (TmUtenaState *s)
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
    begin_altar (s);
  else
    end_round (s);
}

static void
after_desire (TmUtenaState *s)
{
  s->desires_due--;
  if (s->desires_due > 0)
    return;              /* the round's second card: the giver goes on */
  if (s->round == 0)
    start_round (s);     /* the card revealed before play */
  else if (is_table (s))
    begin_altar (s);     /* the parent's turn */
  else
    begin_turn (s);      /* the altar about to act */
}

/* Errors that explain where the game stands ------------------------------- */

static void
set_wrong_phase_error (const TmUtenaState  *s,
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

        if (type == TM_UTENA_MOVE_PLAN && !is_solo (s))
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
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_GAME_FINISHED,
                   _("The game is over: no more moves can be played."));
      return;
    }
}

/* The "altar" and "player" a move may give must be the acting ones. */
static gboolean
check_actor (const TmUtenaState  *s,
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

static int
pair_holding (const TmUtenaState *s,
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

static int
hand_holding (const TmUtenaState *s,
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

static void
sort_pair (TmUtenaCard pair[2])
{
  if (pair[1] != TM_UTENA_NO_CARD && (pair[0] == TM_UTENA_NO_CARD || pair[1] < pair[0]))
    {
      TmUtenaCard t = pair[0];

      pair[0] = pair[1];
      pair[1] = t;
    }
}

/* @card leaves @player's hand, or an error says why it cannot be there. */
static gboolean
take_from_hand (TmUtenaState  *s,
                guint          player,
                TmUtenaCard    card,
                const char * const *players,
                GError       **error)
{
  TmUtenaHand *hand = &s->hands[player];
  g_autofree char *name = tm_utena_card_name (card);
  int at = pair_holding (s, card);
  int index;

  if (at >= 0)
    {
      g_autofree char *altar = tm_utena_state_name_altar (s, (guint) at, players);

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
  at = hand_holding (s, card);
  if (at >= 0)
    {
      g_autofree char *holder = player_name (s, players, at);

      g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_CARD_ELSEWHERE,
                   /* Translators: a card, a player's name. */
                   _("The card %s went into %s’s hand earlier in the game, so it "
                     "is not in this hand: every card exists once."),
                   name, holder);
      return FALSE;
    }
  if (hand->size == 0)
    {
      g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_CARD_NOT_IN_HAND,
                   _("The hand is empty, so %s cannot come from it."), name);
      return FALSE;
    }
  if (hand->size == hand->n_known)
    {
      g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_CARD_NOT_IN_HAND,
                   _("The card %s is not in the hand: every card in it (%u) went in "
                     "face up earlier, and this is none of them."),
                   name, hand->size);
      return FALSE;
    }
  hand->size--;
  return TRUE;
}

static void
put_in_hand (TmUtenaState *s,
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
static gboolean
gain (TmUtenaState   *s,
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
static void
lose_markers (TmUtenaState      *s,
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
static gboolean
check_one_common_icon (const TmUtenaState *s,
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
static gboolean
check_covered_icon (const TmUtenaState *s,
                    const TmUtenaMove  *move,
                    GError            **error)
{
  TmUtenaCell cell;

  if (!tm_utena_state_get_covered_icon (s, move->desire, &cell))
    return check_one_common_icon (s, move, error);
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

/* The moves --------------------------------------------------------------- */

static gboolean
apply_desire (TmUtenaState      *s,
              const TmUtenaMove *move,
              TmUtenaOutcome    *out,
              const char * const *players,
              GError           **error)
{
  guint hidden[TM_UTENA_N_CELLS] = { 0 };
  g_autofree char *name = NULL;

  if (s->phase != TM_UTENA_PHASE_DESIRE)
    {
      set_wrong_phase_error (s, move->type, players, error);
      return FALSE;
    }
  if (!tm_utena_desire_check (move->desire, error))
    return FALSE;

  name = tm_utena_desire_describe (move->desire);
  for (guint i = 0; i < s->n_laid; i++)
    if (s->laid[i] == move->desire)
      {
        g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_DESIRE_ALREADY_LAID,
                     _("The desire card %s was already laid (card %u of the "
                       "stack): every desire card exists once."), name, i + 1);
        return FALSE;
      }

  if (s->n_laid == 0)
    {
      if (move->n_hidden > 0)
        {
          g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_FIRST_DESIRE_HIDES_NOTHING,
                       _("This is the game’s first desire card: it is just "
                         "placed and hides nothing, so no hidden icons are "
                         "entered."));
          return FALSE;
        }
    }
  else
    {
      gboolean covers = s->rules >= TM_UTENA_RULES_COVERED_ICON;

      if (covers && !check_one_common_icon (s, move, error))
        return FALSE;
      if (move->n_hidden < 1 || move->n_hidden > TM_UTENA_MAX_HIDDEN)
        {
          g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_HIDDEN_COUNT,
                       _("A desire card laid over the stack hides 1 to 4 "
                         "icons that were visible, not %u: enter each icon it "
                         "covered."), (guint) move->n_hidden);
          return FALSE;
        }
      for (guint i = 0; i < move->n_hidden; i++)
        {
          guint cell = move->hidden[i];

          if (cell >= TM_UTENA_N_CELLS)
            {
              g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                           _("A hidden icon is not an icon of a desire card."));
              return FALSE;
            }
          if (++hidden[cell] > s->visible[cell])
            {
              g_autofree char *icon = tm_utena_cell_name ((TmUtenaCell) cell);

              if (s->visible[cell] == 0)
                g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_HIDDEN_NOT_VISIBLE,
                             _("No %s icon was visible on the desire cards, so "
                               "the new card cannot hide one."), icon);
              else
                g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_HIDDEN_NOT_VISIBLE,
                             ngettext ("Only %u %s icon was visible on the "
                                       "desire cards, so the new card cannot "
                                       "hide %u.",
                                       "Only %u %s icons were visible on the "
                                       "desire cards, so the new card cannot "
                                       "hide %u.", s->visible[cell]),
                             s->visible[cell], icon, hidden[cell]);
              return FALSE;
            }
        }
      if (covers && !check_covered_icon (s, move, error))
        return FALSE;
    }

  /* The card goes on the stack; the icons it covers are no longer
   * visible, its own four are. */
  for (guint c = 0; c < TM_UTENA_N_CELLS; c++)
    {
      s->visible[c] -= hidden[c];
      if (move->desire & tm_utena_desire_icon ((TmUtenaCell) c))
        s->visible[c]++;
    }
  s->laid[s->n_laid++] = move->desire;
  if (is_solo (s) && s->plan_desires > 0)
    s->plan_desires--;
  else
    s->desire_deck--;

  out->altar = -1;
  lose_markers (s, move, out);
  if (s->phase == TM_UTENA_PHASE_FINISHED)
    return TRUE;
  after_desire (s);
  return TRUE;
}

static gboolean
apply_plan (TmUtenaState      *s,
            const TmUtenaMove *move,
            TmUtenaOutcome    *out,
            const char * const *players,
            GError           **error)
{
  if (s->phase != TM_UTENA_PHASE_PLAN)
    {
      if (!is_solo (s))
        g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_WRONG_PHASE,
                     _("Plan cards are only used in the solo game."));
      else
        set_wrong_phase_error (s, move->type, players, error);
      return FALSE;
    }
  if (move->plan_altar < 0 || move->plan_altar >= (int) s->n_altars)
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("The practitioner plan card goes to the left (0), centre "
                     "(1) or right (2) altar."));
      return FALSE;
    }

  /* Two desire cards and one practitioner card, face down. */
  s->plan_altar = move->plan_altar;
  s->desire_deck -= DESIRES_PER_ROUND;
  s->plan_desires = DESIRES_PER_ROUND;
  s->practitioner_deck--;
  out->altar = move->plan_altar;
  begin_altar (s);
  return TRUE;
}

gboolean
tm_utena_state_can_reinforce (const TmUtenaState  *s,
                              const char * const *players,
                              GError             **error)
{
  const TmUtenaAltar *altar;

  g_return_val_if_fail (s != NULL, FALSE);

  if (s->phase != TM_UTENA_PHASE_TURN)
    {
      set_wrong_phase_error (s, TM_UTENA_MOVE_REINFORCE, players, error);
      return FALSE;
    }
  altar = &s->altars[s->active];
  if (is_solo (s))
    {
      g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_REINFORCE_SOLO,
                   _("In the solo game nobody declares a reinforcement: the "
                     "altar that gets the practitioner plan card takes two "
                     "turns."));
      return FALSE;
    }
  if (s->round == 1)
    {
      g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_REINFORCE_ROUND_ONE,
                   _("Reinforcement can be declared from the second round on, "
                     "not in the first."));
      return FALSE;
    }
  if (s->reinforced)
    {
      g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_REINFORCE_BEFORE_TURN,
                   _("This reinforcement is already declared: the two turns "
                     "are being taken."));
      return FALSE;
    }
  if (s->turn_taken)
    {
      g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_REINFORCE_BEFORE_TURN,
                   _("Reinforcement is declared just before one’s turn, not "
                     "after it has begun."));
      return FALSE;
    }
  if (!altar->reserve)
    {
      if (is_duo (s))
        g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_REINFORCE_NO_RESERVE,
                     _("This altar’s reserve card was already used: a reserve "
                       "is never replaced, so each altar reinforces once."));
      else
        g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_REINFORCE_NO_RESERVE,
                     _("Your reserve card was already used: a reserve is never "
                       "replaced, so each player reinforces once."));
      return FALSE;
    }
  if ((s->n_players == 4 || is_duo (s)) && s->reinforcements > 0)
    {
      if (is_duo (s))
        g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_REINFORCE_ONCE_PER_ROUND,
                     _("An altar already reinforced this round: with 2 players "
                       "only one reinforcement is allowed per round."));
      else
        g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_REINFORCE_ONCE_PER_ROUND,
                     _("Someone already reinforced this round: with 4 players "
                       "only one reinforcement is allowed per round."));
      return FALSE;
    }
  return TRUE;
}

static gboolean
apply_reinforce (TmUtenaState      *s,
                 const TmUtenaMove *move,
                 TmUtenaOutcome    *out,
                 const char * const *players,
                 GError           **error)
{
  TmUtenaAltar *altar;

  if (s->phase == TM_UTENA_PHASE_TURN && !check_actor (s, move, players, error))
    return FALSE;
  if (!tm_utena_state_can_reinforce (s, players, error))
    return FALSE;

  altar = &s->altars[s->active];
  altar->reserve = FALSE;
  s->hands[altar->owner].size++;
  s->reinforcements++;
  s->reinforced = TRUE;
  s->turns_left = 2;
  out->altar = s->active;
  return TRUE;
}

static gboolean
check_turn (TmUtenaState       *s,
            const TmUtenaMove  *move,
            const char * const *players,
            GError            **error)
{
  if (s->phase != TM_UTENA_PHASE_TURN)
    {
      set_wrong_phase_error (s, move->type, players, error);
      return FALSE;
    }
  return check_actor (s, move, players, error);
}

/* Gain processing after a turn, then on to what comes next. */
static void
finish_turn (TmUtenaState   *s,
             int             partner,
             TmUtenaOutcome *out)
{
  out->altar = s->active;
  out->partner = partner;
  if (gain (s, (guint) s->active, &out->match, out))
    return;
  if (partner >= 0 && gain (s, (guint) partner, &out->partner_match, out))
    return;
  after_turn (s);
}

static gboolean
apply_pair (TmUtenaState      *s,
            const TmUtenaMove *move,
            TmUtenaOutcome    *out,
            const char * const *players,
            GError           **error)
{
  TmUtenaAltar *altar;

  if (!check_turn (s, move, players, error))
    return FALSE;
  altar = &s->altars[s->active];
  if (altar->pair[0] != TM_UTENA_NO_CARD)
    {
      g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_PAIR_ALREADY_PLAYED,
                   _("This altar already has its pair: from now on a turn "
                     "exchanges one card of the pair for a card of another "
                     "pair or of the hand."));
      return FALSE;
    }
  for (guint i = 0; i < 2; i++)
    if (!tm_utena_card_check_under (move->cards[i], s->rules, error))
      return FALSE;
  if (move->cards[0] == move->cards[1])
    {
      g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_PAIR_TWO_CARDS,
                   _("The pair is two different cards from the hand, not the "
                     "same card twice."));
      return FALSE;
    }
  for (guint i = 0; i < 2; i++)
    if (!take_from_hand (s, altar->owner, move->cards[i], players, error))
      return FALSE;

  altar->pair[0] = move->cards[0];
  altar->pair[1] = move->cards[1];
  sort_pair (altar->pair);
  finish_turn (s, -1, out);
  return TRUE;
}

static void
replace_in_pair (TmUtenaAltar *altar,
                 TmUtenaCard   old_card,
                 TmUtenaCard   new_card)
{
  for (guint i = 0; i < 2; i++)
    if (altar->pair[i] == old_card)
      altar->pair[i] = new_card;
  sort_pair (altar->pair);
}

static gboolean
apply_exchange (TmUtenaState      *s,
                const TmUtenaMove *move,
                TmUtenaOutcome    *out,
                const char * const *players,
                GError           **error)
{
  TmUtenaAltar *altar;
  int at[2];
  TmUtenaCard own, other;
  int other_at;

  if (!check_turn (s, move, players, error))
    return FALSE;
  altar = &s->altars[s->active];
  if (altar->pair[0] == TM_UTENA_NO_CARD)
    {
      g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_PAIR_FIRST,
                   _("This altar has no pair yet, so there is nothing to "
                     "exchange: its first turn plays two hand cards as its "
                     "pair."));
      return FALSE;
    }
  for (guint i = 0; i < 2; i++)
    if (!tm_utena_card_check_under (move->cards[i], s->rules, error))
      return FALSE;
  if (move->cards[0] == move->cards[1])
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("An exchange swaps two different cards, not a card with "
                     "itself."));
      return FALSE;
    }

  for (guint i = 0; i < 2; i++)
    at[i] = pair_holding (s, move->cards[i]);

  if (at[0] == s->active && at[1] == s->active)
    {
      g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_EXCHANGE_WITHIN_PAIR,
                   _("Both cards are in this altar’s own pair: an exchange "
                     "swaps one of them with a card of another pair or of the "
                     "hand."));
      return FALSE;
    }
  if (at[0] != s->active && at[1] != s->active)
    {
      if (at[0] >= 0 && at[1] >= 0)
        g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_EXCHANGE_TWO_OTHER_PAIRS,
                     _("Neither card is in your own pair: you cannot exchange "
                       "cards between other pairs, or force an exchange on "
                       "others."));
      else if (at[0] >= 0 || at[1] >= 0)
        g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_EXCHANGE_HAND_OTHER_PAIR,
                     _("A hand card cannot be exchanged with another pair’s "
                       "card: an exchange always includes a card of your own "
                       "pair, so cards are never simply taken or given."));
      else
        g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_EXCHANGE_OWN_PAIR,
                     _("Neither card is in your own pair: an exchange swaps a "
                       "card of your pair with a card of another pair or of "
                       "your hand."));
      return FALSE;
    }

  own = at[0] == s->active ? move->cards[0] : move->cards[1];
  other = at[0] == s->active ? move->cards[1] : move->cards[0];
  other_at = at[0] == s->active ? at[1] : at[0];

  if (other_at >= 0)
    {
      /* Pair with pair: the other altar gains after this one. */
      replace_in_pair (&s->altars[other_at], other, own);
      replace_in_pair (altar, own, other);
      finish_turn (s, other_at, out);
      return TRUE;
    }

  if (!take_from_hand (s, altar->owner, other, players, error))
    return FALSE;
  put_in_hand (s, altar->owner, own);
  replace_in_pair (altar, own, other);
  finish_turn (s, -1, out);
  return TRUE;
}

static gboolean
apply_pass (TmUtenaState      *s,
            const TmUtenaMove *move,
            const char * const *players,
            GError           **error)
{
  if (!check_turn (s, move, players, error))
    return FALSE;
  if (s->altars[s->active].pair[0] == TM_UTENA_NO_CARD)
    g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_PAIR_FIRST,
                 _("A turn cannot be skipped: this altar’s first turn plays "
                   "two hand cards as its pair."));
  else
    g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_EXCHANGE_REQUIRED,
                 _("A turn cannot be skipped: exchange exactly one card of "
                   "your pair with a card of another pair or of your hand."));
  return FALSE;
}

gboolean
tm_utena_state_apply (TmUtenaState       *state,
                      const TmUtenaMove  *move,
                      const char * const *players,
                      TmUtenaOutcome     *outcome,
                      GError            **error)
{
  TmUtenaState next;
  TmUtenaOutcome result;
  gboolean ok;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (state->phase == TM_UTENA_PHASE_FINISHED)
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_GAME_FINISHED,
                   _("The game is over: no more moves can be played."));
      return FALSE;
    }

  memset (&result, 0, sizeof result);
  result.type = move->type;
  result.altar = -1;
  result.partner = -1;

  /* Work on a copy: a refused move must leave @state as it was. */
  memcpy (&next, state, sizeof next);
  switch (move->type)
    {
    case TM_UTENA_MOVE_DESIRE:
      ok = apply_desire (&next, move, &result, players, error);
      break;
    case TM_UTENA_MOVE_PLAN:
      ok = apply_plan (&next, move, &result, players, error);
      break;
    case TM_UTENA_MOVE_REINFORCE:
      ok = apply_reinforce (&next, move, &result, players, error);
      break;
    case TM_UTENA_MOVE_PAIR:
      ok = apply_pair (&next, move, &result, players, error);
      break;
    case TM_UTENA_MOVE_EXCHANGE:
      ok = apply_exchange (&next, move, &result, players, error);
      break;
    case TM_UTENA_MOVE_PASS:
      ok = apply_pass (&next, move, players, error);
      break;
    default:
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("This is not a move of Tsuki no Utena."));
      ok = FALSE;
      break;
    }
  if (!ok)
    return FALSE;

  result.result = next.result;
  memcpy (state, &next, sizeof next);
  if (outcome != NULL)
    *outcome = result;
  return TRUE;
}

TmUtenaMove
tm_utena_move_init (TmUtenaMoveType type)
{
  TmUtenaMove move;

  memset (&move, 0, sizeof move);
  move.type = type;
  move.altar = -1;
  move.player = -1;
  move.plan_altar = -1;
  return move;
}

/* Legal moves --------------------------------------------------------------- */

static gboolean
is_laid (const TmUtenaState *s,
         TmUtenaDesire       desire)
{
  for (guint i = 0; i < s->n_laid; i++)
    if (s->laid[i] == desire)
      return TRUE;
  return FALSE;
}

/* @move with @covered added to its hidden icons, kept in icon order. */
static void
append_with_covered (const TmUtenaMove *move,
                     TmUtenaCell        covered,
                     GArray            *moves)
{
  TmUtenaMove listed = *move;
  guint i = listed.n_hidden;

  for (; i > 0 && listed.hidden[i - 1] > covered; i--)
    listed.hidden[i] = listed.hidden[i - 1];
  listed.hidden[i] = (guint8) covered;
  listed.n_hidden++;
  g_array_append_val (moves, listed);
}

/* No icon is always covered: Tablemate 0.2.0's reading (list_hidden()). */
#define NO_COVERED_ICON TM_UTENA_N_CELLS

/* Every multiset of 1–4 visible icons that holds @covered (the icon the
 * card always covers): @covered alone first, then with 1–3 others of
 * @visible (the visible icons but that copy), in icon order from @cell
 * on.  With NO_COVERED_ICON, every multiset of 1–4 icons of @visible. */
static void
list_hidden (const guint        *visible,
             TmUtenaMove        *move,
             TmUtenaCell         covered,
             guint               cell,
             guint               used,
             GArray             *moves)
{
  guint others = TM_UTENA_MAX_HIDDEN;

  if (covered != NO_COVERED_ICON)
    {
      append_with_covered (move, covered, moves);
      others--;
    }
  else if (move->n_hidden > 0)
    g_array_append_val (moves, *move);
  if (move->n_hidden == others)
    return;
  for (guint c = cell; c < TM_UTENA_N_CELLS; c++)
    {
      guint taken = (c == cell) ? used : 0;

      if (taken >= visible[c])
        continue;
      move->hidden[move->n_hidden++] = (guint8) c;
      list_hidden (visible, move, covered, c, taken + 1, moves);
      move->n_hidden--;
    }
}

/* Examples when the position knows no card that can come next -------------
 *
 * The legal list offers the cards the players entered before (the
 * "cards" option) and the cards on the table.  When that leaves nothing
 * to offer, it adds a few cards the structure allows: cards that share
 * exactly one icon with every card known so far (and with each other).
 * They are examples of the move, so that an unfinished game always has
 * a legal move to show, not a claim about the real cards. */

#define FALLBACK_DESIRES        4
#define FALLBACK_PRACTITIONERS  6

static gboolean
desire_fits (TmUtenaDesire        card,
             const TmUtenaDesire *others,
             guint                n_others)
{
  for (guint i = 0; i < n_others; i++)
    if (tm_utena_desires_shared (card, others[i]) != 1)
      return FALSE;
  return TRUE;
}

static guint
fallback_desires (const TmUtenaState *s,
                  TmUtenaDesire      *out)
{
  TmUtenaDesire known[2 * TM_UTENA_N_DESIRES + FALLBACK_DESIRES];
  guint n_known = 0, n = 0;
  TmUtenaDesire first = TM_UTENA_NO_DESIRE;

  for (guint i = 0; i < s->n_laid; i++)
    known[n_known++] = s->laid[i];
  for (guint i = 0; i < s->n_known_desires; i++)
    known[n_known++] = s->known_desires[i];

  for (guint mask = 0; mask < (1u << TM_UTENA_N_CELLS) && n < FALLBACK_DESIRES; mask++)
    {
      TmUtenaDesire card = (TmUtenaDesire) mask;

      if (__builtin_popcount (mask) != TM_UTENA_DESIRE_ICONS || is_laid (s, card))
        continue;
      /* One that can be laid on the top card, sharing one icon with it. */
      if (first == TM_UTENA_NO_DESIRE
          && (s->n_laid == 0 || tm_utena_desires_shared (card, s->laid[s->n_laid - 1]) == 1))
        first = card;
      if (!desire_fits (card, known, n_known))
        continue;
      out[n++] = card;
      known[n_known++] = card;
    }
  /* Cards entered wrongly, or these examples, can leave no card that
   * fits them all: one that fits the top card will do. */
  if (n == 0 && first != TM_UTENA_NO_DESIRE)
    out[n++] = first;
  return n;
}

static gboolean
card_fits (TmUtenaCard        card,
           const TmUtenaCard *others,
           guint              n_others)
{
  for (guint i = 0; i < n_others; i++)
    if (card == others[i] || tm_utena_match_count (tm_utena_cards_match (card, others[i])) != 1)
      return FALSE;
  return TRUE;
}

/* The @index-th practitioner card the structure allows: 1,280 ordinary
 * cards (a tool of each colour and a group), 20 sun cards (a sun and a
 * group) and CC. */
#define N_STRUCTURAL_CARDS (256 * TM_UTENA_N_GROUPS + TM_UTENA_N_COLOURS * TM_UTENA_N_GROUPS + 1)

static TmUtenaCard
structural_card (guint index)
{
  TmUtenaCard card;

  if (index < 256 * TM_UTENA_N_GROUPS)
    {
      card = tm_utena_group_icon ((TmUtenaGroup) (index / 256));
      for (guint c = 0; c < TM_UTENA_N_COLOURS; c++)
        card |= tm_utena_tool_icon ((TmUtenaColour) c,
                                    (TmUtenaShape) ((index >> (2 * c)) & 3));
      return card;
    }
  index -= 256 * TM_UTENA_N_GROUPS;
  if (index < TM_UTENA_N_COLOURS * TM_UTENA_N_GROUPS)
    return tm_utena_sun_icon ((TmUtenaColour) (index / TM_UTENA_N_GROUPS))
           | tm_utena_group_icon ((TmUtenaGroup) (index % TM_UTENA_N_GROUPS));
  return TM_UTENA_CARD_WILD_GROUP;
}

/* Up to @max cards the structure allows that fit every card in @known. */
static guint
fallback_practitioners (const TmUtenaCard *known,
                        guint              n_known,
                        TmUtenaCard       *out,
                        guint              max)
{
  TmUtenaCard all[4 * TM_UTENA_N_PRACTITIONERS + FALLBACK_PRACTITIONERS];
  guint n_all = n_known, n = 0;
  TmUtenaCard first = TM_UTENA_NO_CARD;

  g_assert (n_known <= 4 * TM_UTENA_N_PRACTITIONERS);
  memcpy (all, known, n_known * sizeof *known);
  for (guint i = 0; i < N_STRUCTURAL_CARDS && n < max; i++)
    {
      TmUtenaCard card = structural_card (i);
      gboolean taken = FALSE;

      for (guint k = 0; k < n_known; k++)
        taken |= known[k] == card;
      if (taken)
        continue;
      if (first == TM_UTENA_NO_CARD)
        first = card;
      if (!card_fits (card, all, n_all))
        continue;
      out[n++] = card;
      all[n_all++] = card;
    }
  if (n == 0 && first != TM_UTENA_NO_CARD && max > 0)
    out[n++] = first;
  return n;
}

static void
list_desire_moves (const TmUtenaState *s,
                   GArray             *moves)
{
  TmUtenaDesire cards[TM_UTENA_N_DESIRES + FALLBACK_DESIRES];
  guint n = 0;

  for (guint i = 0; i < s->n_known_desires; i++)
    if (!is_laid (s, s->known_desires[i]))
      cards[n++] = s->known_desires[i];
  if (n == 0)
    n = fallback_desires (s, cards);

  for (guint i = 0; i < n; i++)
    {
      TmUtenaMove move = tm_utena_move_init (TM_UTENA_MOVE_DESIRE);
      TmUtenaCell covered;

      move.desire = cards[i];
      if (s->n_laid == 0)
        g_array_append_val (moves, move);
      /* Tablemate 0.2.0's reading: any 1–4 visible icons. */
      else if (s->rules < TM_UTENA_RULES_COVERED_ICON)
        list_hidden (s->visible, &move, NO_COVERED_ICON, 0, 0, moves);
      /* A card that does not share one icon with the top card was
       * entered wrongly: nothing it could hide is legal. */
      else if (tm_utena_state_get_covered_icon (s, move.desire, &covered))
        {
          guint visible[TM_UTENA_N_CELLS];

          memcpy (visible, s->visible, sizeof visible);
          visible[covered]--;
          list_hidden (visible, &move, covered, 0, 0, moves);
        }
    }
}

/* The cards that can come from @player's hand: those it saw go in, and
 * when some hand cards are unknown, every known card not seen elsewhere.
 * @unknown[i] says which kind each is. */
static guint
hand_candidates (const TmUtenaState *s,
                 guint               player,
                 TmUtenaCard        *cards,
                 gboolean           *unknown)
{
  const TmUtenaHand *hand = &s->hands[player];
  guint n = 0;

  for (guint i = 0; i < hand->n_known; i++)
    {
      cards[n] = hand->known[i];
      unknown[n++] = FALSE;
    }
  guint n_free = 0;
  TmUtenaCard located[4 * TM_UTENA_N_PRACTITIONERS];
  guint n_located = 0;

  if (hand->size == hand->n_known)
    return n;
  for (guint i = 0; i < s->n_known_practitioners; i++)
    {
      TmUtenaCard card = s->known_practitioners[i];

      if (pair_holding (s, card) >= 0 || hand_holding (s, card) >= 0)
        continue;
      cards[n] = card;
      unknown[n++] = TRUE;
      n_free++;
    }
  if (n_free >= 2)
    return n;

  /* Too few cards known to offer: examples the structure allows. */
  for (guint i = 0; i < s->n_known_practitioners; i++)
    located[n_located++] = s->known_practitioners[i];
  for (guint a = 0; a < s->n_altars; a++)
    for (guint k = 0; k < 2; k++)
      if (s->altars[a].pair[k] != TM_UTENA_NO_CARD)
        located[n_located++] = s->altars[a].pair[k];
  for (guint p = 0; p < s->n_players; p++)
    for (guint i = 0; i < s->hands[p].n_known && n_located < G_N_ELEMENTS (located); i++)
      located[n_located++] = s->hands[p].known[i];
  {
    guint added = fallback_practitioners (located, n_located, cards + n, FALLBACK_PRACTITIONERS);

    for (guint i = 0; i < added; i++)
      unknown[n++] = TRUE;
  }
  return n;
}

static void
list_turn_moves (const TmUtenaState *s,
                 GArray             *moves)
{
  const TmUtenaAltar *altar = &s->altars[s->active];
  TmUtenaCard cards[2 * TM_UTENA_N_PRACTITIONERS + FALLBACK_PRACTITIONERS];
  gboolean unknown[2 * TM_UTENA_N_PRACTITIONERS + FALLBACK_PRACTITIONERS];
  guint n = hand_candidates (s, altar->owner, cards, unknown);
  guint n_unknown = tm_utena_state_get_unknown_in_hand (s, altar->owner);

  if (tm_utena_state_can_reinforce (s, NULL, NULL))
    {
      TmUtenaMove move = tm_utena_move_init (TM_UTENA_MOVE_REINFORCE);

      g_array_append_val (moves, move);
    }

  if (altar->pair[0] == TM_UTENA_NO_CARD)
    {
      for (guint i = 0; i < n; i++)
        for (guint j = i + 1; j < n; j++)
          {
            TmUtenaMove move = tm_utena_move_init (TM_UTENA_MOVE_PAIR);

            if ((guint) unknown[i] + (guint) unknown[j] > n_unknown)
              continue;
            move.cards[0] = MIN (cards[i], cards[j]);
            move.cards[1] = MAX (cards[i], cards[j]);
            g_array_append_val (moves, move);
          }
      return;
    }

  for (guint k = 0; k < 2; k++)
    {
      TmUtenaMove move = tm_utena_move_init (TM_UTENA_MOVE_EXCHANGE);

      move.cards[0] = altar->pair[k];
      for (guint a = 0; a < s->n_altars; a++)
        {
          if ((int) a == s->active || s->altars[a].pair[0] == TM_UTENA_NO_CARD)
            continue;
          for (guint m = 0; m < 2; m++)
            {
              move.cards[1] = s->altars[a].pair[m];
              g_array_append_val (moves, move);
            }
        }
      for (guint i = 0; i < n; i++)
        {
          move.cards[1] = cards[i];
          g_array_append_val (moves, move);
        }
    }
}

GArray *
tm_utena_state_legal_moves (const TmUtenaState *s)
{
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (TmUtenaMove));

  g_return_val_if_fail (s != NULL, moves);

  switch (s->phase)
    {
    case TM_UTENA_PHASE_DESIRE:
      list_desire_moves (s, moves);
      break;
    case TM_UTENA_PHASE_PLAN:
      for (guint a = 0; a < s->n_altars; a++)
        {
          TmUtenaMove move = tm_utena_move_init (TM_UTENA_MOVE_PLAN);

          move.plan_altar = (int) a;
          g_array_append_val (moves, move);
        }
      break;
    case TM_UTENA_PHASE_TURN:
      list_turn_moves (s, moves);
      break;
    case TM_UTENA_PHASE_FINISHED:
    default:
      break;
    }
  return moves;
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
