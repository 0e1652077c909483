/* tm-utena-outlook.c — "Can we still win?": the Tsuki no Utena advisor's
 * search of the table's choices and the desire cards still to come
 * (docs/advisor.md) */
#include "config.h"

#include "tm-utena-advisor.h"
#include "tm-utena-game.h"
#include "tm-utena-text.h"
#include "core/tm-rules-error.h"

#include <glib/gi18n.h>
#include <string.h>

/* "Can we still win?" --------------------------------------------------------
 *
 * A search of the table's choices (OR) and the desire cards that may come
 * with the icons they may hide (AND: the worst case), on copies of the
 * plain state.  Two modes share the code: the worst case (any known
 * desire card may come next) and one given order of the desire cards
 * (for the share: does some line win when the cards come in this order,
 * whichever icons they hide?).
 */

typedef enum
{
  VALUE_NO,
  VALUE_WIN,
  VALUE_ABORT,      /* the budget ran out: nothing is decided */
} Value;

/* Memo: an open-addressed table of 128-bit hashes of the position (and,
 * in the ordered mode, of the desire cards still to come). */
typedef struct
{
  guint64 a;
  guint64 b;        /* never 0 in a used entry */
  guint8  value;
} MemoEntry;

typedef struct
{
  MemoEntry *entries;
  gsize      capacity;   /* a power of two */
  gsize      count;
} Memo;

static void
memo_clear (Memo *memo)
{
  g_clear_pointer (&memo->entries, g_free);
  memo->capacity = 0;
  memo->count = 0;
}

static MemoEntry *
memo_slot (Memo    *memo,
           guint64  a,
           guint64  b)
{
  gsize mask = memo->capacity - 1;

  for (gsize i = (gsize) a & mask;; i = (i + 1) & mask)
    {
      MemoEntry *entry = &memo->entries[i];

      if (entry->b == 0 || (entry->a == a && entry->b == b))
        return entry;
    }
}

static void
memo_store (Memo    *memo,
            guint64  a,
            guint64  b,
            Value    value)
{
  MemoEntry *entry;

  if (2 * (memo->count + 1) > memo->capacity)
    {
      MemoEntry *old = memo->entries;
      gsize old_capacity = memo->capacity;

      memo->capacity = MAX (old_capacity * 2, (gsize) 4096);
      memo->entries = g_new0 (MemoEntry, memo->capacity);
      for (gsize i = 0; i < old_capacity; i++)
        if (old[i].b != 0)
          *memo_slot (memo, old[i].a, old[i].b) = old[i];
      g_free (old);
    }
  entry = memo_slot (memo, a, b);
  if (entry->b == 0)
    memo->count++;
  entry->a = a;
  entry->b = b;
  entry->value = (guint8) value;
}

static gboolean
memo_lookup (const Memo *memo,
             guint64     a,
             guint64     b,
             Value      *value)
{
  MemoEntry *entry;

  if (memo->capacity == 0)
    return FALSE;
  entry = memo_slot ((Memo *) memo, a, b);
  if (entry->b == 0)
    return FALSE;
  *value = (Value) entry->value;
  return TRUE;
}

static inline guint64
mix64 (guint64 x)
{
  x ^= x >> 30;
  x *= G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  x ^= x >> 27;
  x *= G_GUINT64_CONSTANT (0x94d049bb133111eb);
  x ^= x >> 31;
  return x;
}

/* Two independent 64-bit hashes of @size bytes: a collision of both is
 * far less likely than a hardware fault. */
static void
hash_bytes (const void *data,
            gsize       size,
            guint64     seed,
            guint64    *a,
            guint64    *b)
{
  const guint8 *bytes = data;
  guint64 h1 = seed ^ G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
  guint64 h2 = ~seed ^ G_GUINT64_CONSTANT (0xcbf29ce484222325);
  gsize i = 0;

  for (; i + 8 <= size; i += 8)
    {
      guint64 word;

      memcpy (&word, bytes + i, 8);
      h1 = mix64 (h1 ^ word) + i;
      h2 = (h2 ^ word) * G_GUINT64_CONSTANT (0x100000001b3);
      h2 ^= h2 >> 29;
    }
  for (; i < size; i++)
    {
      h1 = mix64 (h1 ^ bytes[i]);
      h2 = (h2 ^ bytes[i]) * G_GUINT64_CONSTANT (0x100000001b3);
    }
  *a = mix64 (h1);
  *b = mix64 (h2 ^ size) | 1;
}

typedef struct
{
  guint first_round;
  guint last_round;                 /* a round after this one is past the horizon */
  /* Ordered mode: the desire cards in the order they come, from the
   * root's n_laid on; NULL in the worst-case mode. */
  const TmUtenaDesire *sequence;
  guint sequence_length;
  guint base_laid;
  TmUtenaDesire desires[TM_UTENA_N_DESIRES];   /* known, not laid at the root */
  guint n_desires;
  guint max_cells;                  /* the most markers one gain pays */
  guint64 nodes;                    /* positions searched */
  guint64 work;                     /* positions made (moves applied): the budget */
  guint64 max_work;
  gboolean horizon_cut;             /* some line went past the horizon */
  gboolean unknown_cards;
  gboolean unknown_desires;
  gboolean blocked;                 /* a turn had no move with known cards */
  /* Desire cards: the table's pick (some card, whatever it hides), for
   * a quick "no order wins". */
  gboolean optimistic;
  Memo memo;
} Search;

static gboolean
desire_laid (const TmUtenaState *s,
             TmUtenaDesire       desire)
{
  for (guint i = 0; i < s->n_laid; i++)
    if (s->laid[i] == desire)
      return TRUE;
  return FALSE;
}

/* The most: the first pairs of a hand of 21 known cards (210); an
 * exchange has at most 2 × (6 + 21). */
#define MAX_TABLE_MOVES (TM_UTENA_N_PRACTITIONERS * (TM_UTENA_N_PRACTITIONERS - 1) / 2 + 4)

/* The table's choices with the cards the position knows: the solo plan
 * card's altar, a reinforcement, a first pair of two known hand cards,
 * an exchange of a pair card with another pair's or a known hand card.
 * Returns how many; sets @unknown when the hand holds cards the search
 * cannot use. */
static guint
table_moves (const TmUtenaState *s,
             TmUtenaMove        *moves,
             gboolean           *unknown)
{
  const TmUtenaAltar *altar;
  const TmUtenaHand *hand;
  guint n = 0;

  if (s->phase == TM_UTENA_PHASE_PLAN)
    {
      for (guint a = 0; a < s->n_altars; a++)
        {
          moves[n] = tm_utena_move_init (TM_UTENA_MOVE_PLAN);
          moves[n++].plan_altar = (int) a;
        }
      return n;
    }

  altar = &s->altars[s->active];
  hand = &s->hands[altar->owner];
  if (hand->size > hand->n_known)
    *unknown = TRUE;
  if (tm_utena_state_can_reinforce (s, NULL, NULL))
    moves[n++] = tm_utena_move_init (TM_UTENA_MOVE_REINFORCE);

  if (altar->pair[0] == TM_UTENA_NO_CARD)
    {
      for (guint i = 0; i < hand->n_known; i++)
        for (guint j = i + 1; j < hand->n_known; j++)
          {
            moves[n] = tm_utena_move_init (TM_UTENA_MOVE_PAIR);
            moves[n].cards[0] = MIN (hand->known[i], hand->known[j]);
            moves[n++].cards[1] = MAX (hand->known[i], hand->known[j]);
          }
      return n;
    }

  for (guint k = 0; k < 2; k++)
    {
      for (guint a = 0; a < s->n_altars; a++)
        {
          if ((int) a == s->active || s->altars[a].pair[0] == TM_UTENA_NO_CARD)
            continue;
          for (guint m = 0; m < 2; m++)
            {
              moves[n] = tm_utena_move_init (TM_UTENA_MOVE_EXCHANGE);
              moves[n].cards[0] = altar->pair[k];
              moves[n++].cards[1] = s->altars[a].pair[m];
            }
        }
      for (guint i = 0; i < hand->n_known; i++)
        {
          moves[n] = tm_utena_move_init (TM_UTENA_MOVE_EXCHANGE);
          moves[n].cards[0] = altar->pair[k];
          moves[n++].cards[1] = hand->known[i];
        }
    }
  return n;
}

/* The most turns the altars can still take up to the horizon: every
 * altar still to act (the acting one included) once, and the
 * reinforcements the rules still allow (the solo plan card counts as
 * one per round). */
static guint
turns_bound (const TmUtenaState *s,
             guint               last_round)
{
  guint left = s->n_altars - MIN (s->turn_index, s->n_altars);
  guint extra_per_round = s->n_players == 3 ? s->n_altars : 1u;
  guint turns = left + (s->n_players == 3 ? left : 1) + (s->turns_left > 1 ? 1 : 0);

  if (MAX (s->round, 1u) < last_round)
    turns += (last_round - MAX (s->round, 1u)) * (s->n_altars + extra_per_round);
  return turns;
}

/* Whether the rings can still all be filled by the end of @last_round:
 * each turn gains for at most two altars, each gain at most max_cells. */
static gboolean
rings_reachable (const Search       *search,
                 const TmUtenaState *s,
                 guint               last_round)
{
  guint needed = 0;

  for (guint a = 0; a < s->n_altars; a++)
    {
      guint deficit = s->altars[a].ring_size - MIN (s->altars[a].ring, s->altars[a].ring_size);

      if (deficit == 0)
        continue;
      if (search->max_cells == 0)
        return FALSE;
      needed += (deficit + search->max_cells - 1) / search->max_cells;
    }
  return needed <= 2 * turns_bound (s, last_round);
}

static void
position_key (const Search       *search,
              const TmUtenaState *s,
              guint64            *a,
              guint64            *b)
{
  guint64 seed = 0;

  /* In the ordered mode the cards still to come are part of the
   * position. */
  if (search->optimistic)
    seed = 0x0b7;
  if (search->sequence != NULL)
    {
      guint from = s->n_laid - search->base_laid;

      seed = 0x5eed;
      for (guint i = from; i < search->sequence_length; i++)
        seed = mix64 (seed ^ search->sequence[i]);
    }
  hash_bytes (s, sizeof *s, seed, a, b);
}

/* The ring markers and the centre markers, for the order of the moves:
 * the fullest rings first find wins sooner. */
static int
progress (const TmUtenaState *s)
{
  int value = 0;

  if (s->result == TM_UTENA_RESULT_WON)
    return G_MAXINT;
  if (s->phase == TM_UTENA_PHASE_FINISHED)
    return G_MININT;
  for (guint a = 0; a < s->n_altars; a++)
    value += 4 * (int) s->altars[a].ring - 8 * (int) s->altars[a].centre;
  return value;
}

typedef struct
{
  TmUtenaState state;
  TmUtenaMove move;
  int progress;
} Child;

/* An order of the children by progress, best first; ties keep the listed
 * order (indices are compared last). */
static int
compare_order (gconstpointer a,
               gconstpointer b,
               gpointer      user_data)
{
  const Child *children = user_data;
  guint x = *(const guint *) a, y = *(const guint *) b;

  if (children[x].progress != children[y].progress)
    return children[x].progress > children[y].progress ? -1 : 1;
  return (x > y) - (x < y);
}

static Value solve (Search *search, const TmUtenaState *s);

/* The table's children of @s and their order, best first.  Returns how
 * many; the caller frees *children and *order.  Each child costs one
 * unit of the budget: FALSE when it ran out. */
static gboolean
table_children (Search             *search,
                const TmUtenaState *s,
                Child             **children,
                guint             **order,
                guint              *n_children)
{
  g_autofree TmUtenaMove *moves = g_new (TmUtenaMove, MAX_TABLE_MOVES);
  guint n_moves = table_moves (s, moves, &search->unknown_cards);
  guint n = 0;

  *children = g_new (Child, MAX (n_moves, 1u));
  *order = g_new (guint, MAX (n_moves, 1u));
  *n_children = 0;
  if (search->work + n_moves > search->max_work)
    return FALSE;
  search->work += n_moves;
  for (guint i = 0; i < n_moves; i++)
    {
      Child *child = &(*children)[n];

      child->state = *s;
      if (!tm_utena_state_apply (&child->state, &moves[i], NULL, NULL, NULL))
        continue;
      child->move = moves[i];
      child->progress = progress (&child->state);
      (*order)[n] = n;
      n++;
    }
  g_qsort_with_data (*order, (gint) n, sizeof (guint), compare_order, *children);
  *n_children = n;
  return TRUE;
}

/* The desire cards that may come next in @s: the given order's next
 * card, or every known card not laid. */
static guint
next_desires (Search             *search,
              const TmUtenaState *s,
              TmUtenaDesire      *cards)
{
  guint n = 0;

  if (search->sequence != NULL)
    {
      guint index = s->n_laid - search->base_laid;

      if (index < search->sequence_length)
        cards[n++] = search->sequence[index];
      return n;
    }
  for (guint i = 0; i < search->n_desires; i++)
    if (!desire_laid (s, search->desires[i]))
      cards[n++] = search->desires[i];
  return n;
}

static gboolean
hides_cell (const TmUtenaMove *move,
            int                cell)
{
  for (guint i = 0; i < move->n_hidden; i++)
    if (move->hidden[i] == cell)
      return TRUE;
  return FALSE;
}

/* Every multiset of exactly @size visible icons (from @cell on, @used
 * of @cell taken) @move may hide, each applied and solved: VALUE_WIN
 * when all of them win.  Only sets holding @covered can happen (the
 * common icon of the card below; -1 for the first card and under
 * Tablemate 0.2.0's reading, which hid any).  With @found,
 * stops at the first and returns it there instead. */
static Value
hidden_of_size (Search             *search,
                const TmUtenaState *s,
                TmUtenaMove        *move,
                int                 covered,
                guint               size,
                guint               cell,
                guint               used,
                TmUtenaMove        *found)
{
  if (move->n_hidden == size)
    {
      TmUtenaState child = *s;

      if (covered >= 0 && !hides_cell (move, covered))
        return VALUE_WIN;

      if (found == NULL)
        {
          if (search->work >= search->max_work)
            return VALUE_ABORT;
          search->work++;
        }
      if (!tm_utena_state_apply (&child, move, NULL, NULL, NULL))
        return VALUE_WIN;
      if (found != NULL)
        {
          *found = *move;
          return VALUE_WIN;
        }
      return solve (search, &child);
    }
  for (guint c = cell; c < TM_UTENA_N_CELLS; c++)
    {
      guint taken = c == cell ? used : 0;
      Value value;

      if (taken >= s->visible[c])
        continue;
      move->hidden[move->n_hidden++] = (guint8) c;
      value = hidden_of_size (search, s, move, covered, size, c, taken + 1, found);
      move->n_hidden--;
      if (value != VALUE_WIN || (found != NULL && found->type == TM_UTENA_MOVE_DESIRE))
        return value;
    }
  return VALUE_WIN;
}

/* Every set of icons @move may hide (nothing on the first card): the
 * most icons first, since a card that loses the game mostly does so by
 * hiding many, and one losing case settles it. */
static Value
each_hidden (Search             *search,
             const TmUtenaState *s,
             TmUtenaMove        *move,
             TmUtenaMove        *found)
{
  TmUtenaCell covered;
  int must_hide = -1;

  move->n_hidden = 0;
  if (s->n_laid == 0)
    return hidden_of_size (search, s, move, -1, 0, 0, 0, found);
  /* Under Tablemate 0.2.0's reading any 1–4 visible icons may be hidden;
   * under today's, a card sharing no single icon with the top card
   * cannot be laid. */
  if (s->rules >= TM_UTENA_RULES_COVERED_ICON)
    {
      if (!tm_utena_state_get_covered_icon (s, move->desire, &covered))
        return VALUE_WIN;
      must_hide = (int) covered;
    }
  for (guint size = TM_UTENA_MAX_HIDDEN; size >= 1; size--)
    {
      Value value = hidden_of_size (search, s, move, must_hide, size, 0, 0, found);

      if (value != VALUE_WIN || (found != NULL && found->type == TM_UTENA_MOVE_DESIRE))
        return value;
    }
  return VALUE_WIN;
}

static Value
solve (Search             *search,
       const TmUtenaState *s)
{
  guint64 key_a, key_b;
  Value value;

  if (s->result == TM_UTENA_RESULT_WON)
    return VALUE_WIN;
  if (s->phase == TM_UTENA_PHASE_FINISHED)
    return VALUE_NO;
  if (s->round > search->last_round)
    {
      search->horizon_cut = TRUE;
      return VALUE_NO;
    }
  if (!rings_reachable (search, s, search->last_round))
    {
      /* Cut by the bound: the line might still win after the horizon. */
      if (search->last_round < s->max_rounds && rings_reachable (search, s, s->max_rounds))
        search->horizon_cut = TRUE;
      return VALUE_NO;
    }
  position_key (search, s, &key_a, &key_b);
  if (memo_lookup (&search->memo, key_a, key_b, &value))
    return value;
  search->nodes++;

  if (s->phase == TM_UTENA_PHASE_DESIRE)
    {
      TmUtenaDesire cards[TM_UTENA_N_DESIRES];
      guint n = next_desires (search, s, cards);

      if (n == 0)
        {
          /* Nobody entered the card that comes: the line stops here. */
          search->unknown_desires = TRUE;
          value = VALUE_NO;
        }
      else
        {
          /* Every card (or, optimistic, some card), whatever icons it
           * hides: the loop goes on while the answer is still the
           * default. */
          Value otherwise = search->optimistic ? VALUE_NO : VALUE_WIN;

          value = otherwise;
          for (guint i = 0; i < n && value == otherwise; i++)
            {
              TmUtenaMove move = tm_utena_move_init (TM_UTENA_MOVE_DESIRE);

              move.desire = cards[i];
              value = each_hidden (search, s, &move, NULL);
            }
        }
    }
  else
    {
      g_autofree Child *children = NULL;
      g_autofree guint *order = NULL;
      guint n;

      if (!table_children (search, s, &children, &order, &n))
        return VALUE_ABORT;
      /* No move with the cards the table knows: the line stops here. */
      if (n == 0)
        search->blocked = TRUE;
      value = VALUE_NO;
      for (guint i = 0; i < n && value == VALUE_NO; i++)
        value = solve (search, &children[order[i]].state);
    }
  if (value != VALUE_ABORT)
    memo_store (&search->memo, key_a, key_b, value);
  return value;
}

/* The winning line from @root, once solve() said it wins: at the table's
 * turns the first winning child (memoised), at a desire card the card
 * and icons listed first (every one of them wins). */
static void
winning_line (Search             *search,
              const TmUtenaState *root,
              GArray             *line)
{
  TmUtenaState s = *root;

  while (s.result != TM_UTENA_RESULT_WON && s.phase != TM_UTENA_PHASE_FINISHED)
    {
      TmUtenaMove chosen = tm_utena_move_init (TM_UTENA_MOVE_PASS);

      if (s.phase == TM_UTENA_PHASE_DESIRE)
        {
          TmUtenaDesire cards[TM_UTENA_N_DESIRES];
          guint n = next_desires (search, &s, cards);
          TmUtenaMove move = tm_utena_move_init (TM_UTENA_MOVE_DESIRE);

          if (n == 0)
            break;
          move.desire = cards[0];
          each_hidden (search, &s, &move, &chosen);
        }
      else
        {
          g_autofree Child *children = NULL;
          g_autofree guint *order = NULL;
          guint n;

          table_children (search, &s, &children, &order, &n);
          for (guint i = 0; i < n; i++)
            if (solve (search, &children[order[i]].state) == VALUE_WIN)
              {
                chosen = children[order[i]].move;
                break;
              }
        }
      if (chosen.type == TM_UTENA_MOVE_PASS
          || !tm_utena_state_apply (&s, &chosen, NULL, NULL, NULL))
        break;
      g_array_append_val (line, chosen);
    }
}

/* How many desire cards can still be laid up to the end of
 * @last_round, whatever the table does. */
static guint
draws_bound (const TmUtenaState *s,
             guint               last_round)
{
  guint deck = s->desire_deck;
  guint draws, now = 0;

  if (s->n_players == 1)
    {
      /* Solo: the plan cards of the round (the card revealed before
       * play is laid without one). */
      if (s->phase == TM_UTENA_PHASE_PLAN)
        {
          now = MIN (2u, deck);
          deck -= now;
        }
      else if (s->phase == TM_UTENA_PHASE_DESIRE && s->plan_desires == 0)
        {
          now = MIN (s->desires_due, deck);
          deck -= now;
        }
      else
        now = s->plan_desires;
      draws = now;
    }
  else
    {
      /* The deck still holds the cards of the loss processing under
       * way. */
      if (s->phase == TM_UTENA_PHASE_DESIRE)
        now += s->desires_due;
      /* 2 players: one more card before altar 3 acts. */
      if (s->n_players == 2 && s->round > 0 && s->turn_index < 2
          && !(s->phase == TM_UTENA_PHASE_DESIRE && s->turn_index == 2))
        now++;
      now = MIN (now, deck);
      deck -= now;
      draws = now;
    }
  for (guint r = s->round + 1; r <= last_round && r <= s->max_rounds; r++)
    {
      now = MIN (2u, deck);
      draws += now;
      deck -= now;
    }
  return draws;
}

static guint64
count_sequences (guint n,
                 guint k)
{
  guint64 count = 1;

  for (guint i = 0; i < k; i++)
    count *= n - i;
  return count;
}

/* The @index-th ordered choice of @k of @cards (the lexicographic
 * order of the choices' positions). */
static void
nth_sequence (const TmUtenaDesire *cards,
              guint                n,
              guint                k,
              guint64              index,
              TmUtenaDesire       *out)
{
  gboolean taken[TM_UTENA_N_DESIRES] = { FALSE };

  for (guint i = 0; i < k; i++)
    {
      guint64 block = count_sequences (n - i - 1, k - i - 1);
      guint64 pick = index / block;

      index %= block;
      for (guint c = 0; c < n; c++)
        if (!taken[c] && pick-- == 0)
          {
            taken[c] = TRUE;
            out[i] = cards[c];
            break;
          }
    }
}

static void
search_init (Search             *search,
             const TmUtenaState *root,
             guint               last_round,
             guint64             max_work)
{
  TmUtenaCard cards[2 * TM_UTENA_N_PRACTITIONERS];
  guint n_cards = 0;

  memset (search, 0, sizeof *search);
  search->first_round = MAX (root->round, 1u);
  search->last_round = last_round;
  search->max_work = max_work;
  search->base_laid = root->n_laid;
  for (guint i = 0; i < root->n_known_desires; i++)
    if (!desire_laid (root, root->known_desires[i]))
      search->desires[search->n_desires++] = root->known_desires[i];

  /* Only these cards ever meet in a pair during the search. */
  for (guint a = 0; a < root->n_altars; a++)
    for (guint k = 0; k < 2; k++)
      if (root->altars[a].pair[k] != TM_UTENA_NO_CARD)
        cards[n_cards++] = root->altars[a].pair[k];
  for (guint p = 0; p < root->n_players; p++)
    for (guint i = 0; i < root->hands[p].n_known && n_cards < G_N_ELEMENTS (cards); i++)
      cards[n_cards++] = root->hands[p].known[i];
  for (guint i = 0; i < n_cards; i++)
    for (guint j = i + 1; j < n_cards; j++)
      {
        TmUtenaCell cells[4 * TM_UTENA_CARD_POINTS];
        guint n = tm_utena_match_get_cells (tm_utena_cards_match (cards[i], cards[j]),
                                            cells, G_N_ELEMENTS (cells));

        search->max_cells = MAX (search->max_cells, n);
      }
}

void
tm_utena_outlook_free (TmUtenaOutlook *outlook)
{
  if (outlook == NULL)
    return;
  g_clear_pointer (&outlook->best_line, g_array_unref);
  g_free (outlook->line_desires);
  g_free (outlook);
}

/* One horizon: the worst case, then (when it is not won) every order of
 * the desire cards.  FALSE when the budget ran out. */
static gboolean
search_horizon (const TmUtenaState *root,
                guint               last_round,
                guint64            *budget,
                TmUtenaOutlook     *result)
{
  Search search;
  Value worst, best;
  guint k;
  guint64 n_sequences, winnable = 0, first_winning = G_MAXUINT64;
  g_autofree TmUtenaDesire *sequence = NULL;

  search_init (&search, root, last_round, *budget);
  worst = solve (&search, root);
  *budget -= MIN (*budget, search.work);
  result->nodes += search.nodes;
  result->work += search.work;
  if (worst == VALUE_ABORT)
    {
      memo_clear (&search.memo);
      return FALSE;
    }

  result->first_round = search.first_round;
  result->last_round = last_round;
  result->to_end = !search.horizon_cut && !search.blocked && !search.unknown_desires;
  result->desires_known = search.n_desires;
  result->unknown_cards |= search.unknown_cards;
  result->unknown_desires = search.unknown_desires;
  result->blocked = search.blocked;
  result->winnable_worst_case = worst == VALUE_WIN;
  g_array_set_size (result->best_line, 0);
  g_clear_pointer (&result->line_desires, g_free);
  result->n_line_desires = 0;

  k = MIN (draws_bound (root, last_round), search.n_desires);
  n_sequences = count_sequences (search.n_desires, k);
  result->n_sequences = n_sequences;
  if (worst == VALUE_WIN)
    {
      search.max_work = G_MAXUINT64;
      winning_line (&search, root, result->best_line);
      memo_clear (&search.memo);
      result->n_winnable = n_sequences;
      result->share = 1.0;
      return TRUE;
    }
  memo_clear (&search.memo);
  /* No card comes within the horizon: the one (empty) order is lost. */
  if (k == 0)
    {
      result->n_winnable = 0;
      result->share = 0.0;
      return TRUE;
    }

  /* When no choice of the cards wins, no order of them does. */
  search_init (&search, root, last_round, *budget);
  search.optimistic = TRUE;
  best = solve (&search, root);
  *budget -= MIN (*budget, search.work);
  result->nodes += search.nodes;
  result->work += search.work;
  memo_clear (&search.memo);
  if (best == VALUE_ABORT)
    return FALSE;
  if (best == VALUE_NO)
    {
      result->n_winnable = 0;
      result->share = 0.0;
      return TRUE;
    }

  /* Every order in which the known desire cards can come: each costs
   * one unit of the budget at least. */
  if (n_sequences > *budget)
    return FALSE;
  sequence = g_new0 (TmUtenaDesire, MAX (k, 1u));
  search_init (&search, root, last_round, *budget);
  search.sequence = sequence;
  search.sequence_length = k;
  for (guint64 i = 0; i < n_sequences; i++)
    {
      Value value = VALUE_ABORT;

      nth_sequence (search.desires, search.n_desires, k, i, sequence);
      if (search.work < search.max_work)
        {
          search.work++;
          value = solve (&search, root);
        }
      if (value == VALUE_ABORT)
        {
          *budget -= MIN (*budget, search.work);
          result->nodes += search.nodes;
          result->work += search.work;
          memo_clear (&search.memo);
          return FALSE;
        }
      if (value == VALUE_WIN)
        {
          if (first_winning == G_MAXUINT64)
            first_winning = i;
          winnable++;
        }
    }
  *budget -= MIN (*budget, search.work);
  result->nodes += search.nodes;
  result->work += search.work;
  result->unknown_cards |= search.unknown_cards;
  result->unknown_desires |= search.unknown_desires;
  result->blocked |= search.blocked;
  result->to_end &= !search.horizon_cut && !search.blocked && !search.unknown_desires;
  result->n_winnable = winnable;
  result->share = n_sequences > 0 ? (double) winnable / (double) n_sequences : 0.0;
  if (first_winning != G_MAXUINT64)
    {
      nth_sequence (search.desires, search.n_desires, k, first_winning, sequence);
      search.max_work = G_MAXUINT64;
      winning_line (&search, root, result->best_line);
      /* The cards the line assumes: those it lays. */
      result->line_desires = g_new0 (TmUtenaDesire, MAX (k, 1u));
      for (guint i = 0; i < result->best_line->len; i++)
        if (g_array_index (result->best_line, TmUtenaMove, i).type == TM_UTENA_MOVE_DESIRE)
          result->line_desires[result->n_line_desires++] =
            g_array_index (result->best_line, TmUtenaMove, i).desire;
    }
  memo_clear (&search.memo);
  return TRUE;
}

TmUtenaOutlook *
tm_utena_advisor_outlook (const TmUtenaState  *state,
                          guint64              max_work,
                          GError             **error)
{
  g_autoptr(TmUtenaOutlook) outlook = NULL;
  guint64 budget;
  guint first;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (state->phase == TM_UTENA_PHASE_FINISHED)
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_GAME_FINISHED,
                   _("The game is over: there is nothing left to win."));
      return NULL;
    }
  budget = max_work > 0 ? max_work : TM_UTENA_OUTLOOK_WORK;
  outlook = g_new0 (TmUtenaOutlook, 1);
  outlook->best_line = g_array_new (FALSE, FALSE, sizeof (TmUtenaMove));
  outlook->desires_remaining = state->desire_deck + state->plan_desires;
  for (guint p = 0; p < state->n_players; p++)
    outlook->unknown_cards |= state->hands[p].size > state->hands[p].n_known;
  first = MAX (state->round, 1u);

  /* This round first, then one round more at a time: the longest
   * horizon searched to the end is the answer. */
  for (guint last = first; last <= state->max_rounds; last++)
    {
      TmUtenaOutlook attempt = *outlook;

      attempt.best_line = g_array_new (FALSE, FALSE, sizeof (TmUtenaMove));
      attempt.line_desires = NULL;
      attempt.n_line_desires = 0;
      if (!search_horizon (state, last, &budget, &attempt))
        {
          outlook->nodes = attempt.nodes;
          outlook->work = attempt.work;
          outlook->next_round_tried = last;
          g_array_unref (attempt.best_line);
          g_free (attempt.line_desires);
          break;
        }
      g_array_unref (outlook->best_line);
      g_free (outlook->line_desires);
      *outlook = attempt;
      outlook->exhaustive = TRUE;
      outlook->next_round_tried = 0;
      if (outlook->winnable_worst_case || outlook->to_end)
        break;
    }
  if (outlook->last_round == 0)
    {
      /* Not even this round fitted in the budget. */
      outlook->first_round = first;
      outlook->last_round = first;
      outlook->exhaustive = FALSE;
    }
  return g_steal_pointer (&outlook);
}

static char *
horizon_text (const TmUtenaOutlook *outlook)
{
  if (outlook->first_round == outlook->last_round)
    return g_strdup (_("this round"));
  /* TRANSLATORS: the rounds the search looked at, "rounds 3–5" */
  return g_strdup_printf (_("rounds %u–%u"), outlook->first_round, outlook->last_round);
}

static char *
outlook_explanation (const TmUtenaOutlook *outlook)
{
  g_autofree char *horizon = horizon_text (outlook);
  GString *text = g_string_new (NULL);

  gboolean all_known = !outlook->unknown_cards && outlook->desires_known >= outlook->desires_remaining;

  if (!outlook->exhaustive)
    g_string_append_printf (text, _("The search did not finish %s within its budget: no line that fills every ring was found, but none is ruled out."),
                            horizon);
  else if (outlook->winnable_worst_case)
    g_string_append_printf (text, _("Yes: a line fills every ring in %s whatever desire cards come."),
                            horizon);
  else if (outlook->n_winnable > 0)
    {
      /* 64-bit numbers formatted first, so that xgettext sees the whole message. */
      g_autofree char *winnable = g_strdup_printf ("%" G_GUINT64_FORMAT, outlook->n_winnable);
      g_autofree char *orders = g_strdup_printf ("%" G_GUINT64_FORMAT, outlook->n_sequences);

      g_string_append_printf (text, _("Only with luck: some line fills every ring in %s for %s of the %s orders the desire cards can come in."),
                              horizon, winnable, orders);
    }
  else if (outlook->to_end && all_known)
    g_string_append (text, _("No: no line fills every ring before the game ends."));
  else if (outlook->to_end)
    g_string_append (text, _("No line with the cards the table knows fills every ring before the game ends."));
  else
    {
      g_string_append_printf (text, _("No line with the cards the table knows fills every ring in %s."), horizon);
      if (outlook->next_round_tried > 0)
        {
          g_string_append_c (text, ' ');
          g_string_append_printf (text, _("Looking to round %u did not fit in the budget."),
                                  outlook->next_round_tried);
        }
    }
  if (outlook->blocked)
    {
      g_string_append_c (text, ' ');
      g_string_append (text, _("Some lines stopped at a turn that needs hand cards the table has not seen."));
    }
  else if (outlook->unknown_cards)
    {
      g_string_append_c (text, ' ');
      g_string_append (text, _("Hand cards the table has not seen were left out."));
    }
  if (outlook->unknown_desires)
    {
      g_string_append_c (text, ' ');
      g_string_append (text, _("Some lines stopped at a desire card nobody entered."));
    }
  if (outlook->desires_known < outlook->desires_remaining)
    {
      g_string_append_c (text, ' ');
      g_string_append_printf (text, _("Only %u of the %u desire cards still to come are known: the answer is over those."),
                              outlook->desires_known, outlook->desires_remaining);
    }
  return g_string_free (text, FALSE);
}

JsonNode *
tm_utena_outlook_to_json (const TmUtenaOutlook *outlook,
                          const TmUtenaState   *state)
{
  JsonObject *object = json_object_new ();
  JsonNode *root = json_node_new (JSON_NODE_OBJECT);
  JsonArray *line = json_array_new ();
  JsonArray *rounds = json_array_new ();
  JsonObject *desires = json_object_new ();
  JsonArray *assumed = json_array_new ();
  g_autofree char *horizon = horizon_text (outlook);
  g_autofree char *explanation = outlook_explanation (outlook);
  TmUtenaState s = *state;

  json_object_set_string_member (object, "query", "outlook");
  if (outlook->exhaustive)
    {
      json_object_set_boolean_member (object, "winnable_worst_case", outlook->winnable_worst_case);
      json_object_set_double_member (object, "share", outlook->share);
    }
  else
    {
      json_object_set_null_member (object, "winnable_worst_case");
      json_object_set_null_member (object, "share");
    }
  json_object_set_int_member (object, "sequences", (gint64) outlook->n_sequences);
  json_object_set_int_member (object, "winnable_sequences", (gint64) outlook->n_winnable);

  /* Each move titled in the position it is played in. */
  for (guint i = 0; i < outlook->best_line->len; i++)
    {
      const TmUtenaMove *move = &g_array_index (outlook->best_line, TmUtenaMove, i);
      JsonObject *entry = json_object_new ();
      g_autofree char *text = tm_utena_advisor_move_title (&s, move);

      json_object_set_object_member (entry, "move", tm_utena_move_to_json (move));
      json_object_set_string_member (entry, "title", text);
      json_object_set_boolean_member (entry, "chance", move->type == TM_UTENA_MOVE_DESIRE);
      json_array_add_object_element (line, entry);
      tm_utena_state_apply (&s, move, NULL, NULL, NULL);
    }
  json_object_set_array_member (object, "best_line", line);
  for (guint i = 0; i < outlook->n_line_desires; i++)
    json_array_add_element (assumed, tm_utena_desire_to_json (outlook->line_desires[i]));
  json_object_set_array_member (object, "best_line_assumes", assumed);

  json_object_set_string_member (object, "horizon", horizon);
  json_array_add_int_element (rounds, outlook->first_round);
  json_array_add_int_element (rounds, outlook->last_round);
  json_object_set_array_member (object, "horizon_rounds", rounds);
  json_object_set_boolean_member (object, "to_end", outlook->to_end);
  json_object_set_boolean_member (object, "exhaustive", outlook->exhaustive);
  if (outlook->next_round_tried > 0)
    json_object_set_int_member (object, "unfinished_round", outlook->next_round_tried);
  else
    json_object_set_null_member (object, "unfinished_round");

  json_object_set_int_member (desires, "known", outlook->desires_known);
  json_object_set_int_member (desires, "remaining", outlook->desires_remaining);
  json_object_set_boolean_member (desires, "over_known_only",
                                  outlook->desires_known < outlook->desires_remaining);
  json_object_set_boolean_member (desires, "unknown_reached", outlook->unknown_desires);
  json_object_set_object_member (object, "desires", desires);
  json_object_set_string_member (object, "cards",
                                 outlook->unknown_cards ? "known-only" : "all");
  json_object_set_boolean_member (object, "blocked", outlook->blocked);
  json_object_set_string_member (object, "explanation", explanation);
  json_object_set_int_member (object, "nodes", (gint64) outlook->nodes);
  json_object_set_int_member (object, "work", (gint64) outlook->work);
  json_node_take_object (root, object);
  return root;
}
