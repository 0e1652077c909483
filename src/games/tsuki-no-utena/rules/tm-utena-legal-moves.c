/* tm-utena-legal-moves.c — every legal move of a Tsuki no Utena position
 * (RULES.md), and examples of the cards that can come next when the
 * position knows none; listed by trying the rules of tm-utena-state.c */
#include "config.h"

#include "tm-utena-state.h"
#include "tm-utena-state-private.h"
#include "tm-utena-game.h"
#include "tm-utena-text.h"
#include "core/tm-rules-error.h"

#include <glib/gi18n.h>
#include <string.h>

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

      if (tm_utena_state_pair_holding (s, card) >= 0 || tm_utena_state_hand_holding (s, card) >= 0)
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
