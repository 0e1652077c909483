/* utena-test-util.h — helpers shared by the Tsuki no Utena tests
 *
 * The manual lists no cards, so the tests build a consistent synthetic
 * box from the structure RULES.md §3 describes.  These are NOT the real
 * cards (their group colours and which tools go together are made up);
 * they are never shipped, only used here.
 *
 * Practitioners: the projective plane of order 4 built on the affine
 * plane over GF(4).  A tool icon (colour x, shape y) is the point (x, y).
 * The 16 lines y = m·x + b (slope m, intercept b) are the 16 ordinary
 * cards: one tool of every colour; their slope is their group (slopes
 * 0–3 → blue, navy, white, red).  The 4 vertical lines x = c are the sun
 * cards (sun of colour c), all in the yellow group.  The line at
 * infinity is the CC card: the wild group.
 *
 * Desires: the projective plane of order 3 from the perfect difference
 * set {0, 1, 3, 9} mod 13: card i shows icons i, i+1, i+3, i+9 (mod 13),
 * icon numbers being TmUtenaCell values.
 */
#pragma once

#include "core/tm-rules-error.h"
#include "games/tsuki-no-utena/rules/tm-utena-game.h"

#include <string.h>

/* Synthetic cards ------------------------------------------------------------ */

static inline guint
gf4_mul (guint a,
         guint b)
{
  /* GF(4) = {0, 1, α, α+1} as 0, 1, 2, 3; α² = α + 1. */
  static const guint log_table[4] = { 0, 0, 1, 2 };
  static const guint exp_table[3] = { 1, 2, 3 };

  if (a == 0 || b == 0)
    return 0;
  return exp_table[(log_table[a] + log_table[b]) % 3];
}

/* Ordinary card of slope @m and intercept @b (0–3 each). */
static inline TmUtenaCard
line_card (guint m,
           guint b)
{
  TmUtenaCard card = tm_utena_group_icon ((TmUtenaGroup) (TM_UTENA_GROUP_BLUE + m));

  for (guint x = 0; x < 4; x++)
    card |= tm_utena_tool_icon ((TmUtenaColour) x, (TmUtenaShape) (gf4_mul (m, x) ^ b));
  return card;
}

static inline TmUtenaCard
sun_card (TmUtenaColour colour)
{
  return tm_utena_sun_icon (colour) | tm_utena_group_icon (TM_UTENA_GROUP_YELLOW);
}

#define CC_CARD TM_UTENA_CARD_WILD_GROUP

/* Practitioner @i of 21: 0–15 ordinary (4 × slope + intercept), 16–19
 * suns, 20 CC. */
static inline TmUtenaCard
practitioner (guint i)
{
  g_assert (i < TM_UTENA_N_PRACTITIONERS);
  if (i < 16)
    return line_card (i / 4, i % 4);
  if (i < 20)
    return sun_card ((TmUtenaColour) (i - 16));
  return CC_CARD;
}

static inline TmUtenaDesire
desire (guint i)
{
  static const guint offsets[4] = { 0, 1, 3, 9 };
  TmUtenaDesire d = 0;

  g_assert (i < TM_UTENA_N_DESIRES);
  for (guint k = 0; k < 4; k++)
    d |= tm_utena_desire_icon ((TmUtenaCell) ((i + offsets[k]) % 13));
  return d;
}

static inline void
all_cards (TmUtenaCard   practitioners[TM_UTENA_N_PRACTITIONERS],
           TmUtenaDesire desires[TM_UTENA_N_DESIRES])
{
  for (guint i = 0; i < TM_UTENA_N_PRACTITIONERS; i++)
    practitioners[i] = practitioner (i);
  for (guint i = 0; i < TM_UTENA_N_DESIRES; i++)
    desires[i] = desire (i);
}

/* A new position that knows the whole synthetic box. */
static inline void
new_state (TmUtenaState *s,
           guint         n_players)
{
  TmUtenaCard practitioners[TM_UTENA_N_PRACTITIONERS];
  TmUtenaDesire desires[TM_UTENA_N_DESIRES];
  g_autoptr(GError) error = NULL;

  all_cards (practitioners, desires);
  if (!tm_utena_state_init (s, n_players, practitioners, TM_UTENA_N_PRACTITIONERS,
                            desires, TM_UTENA_N_DESIRES, &error))
    g_error ("set-up refused: %s", error->message);
}

/* The options naming the whole synthetic box, as a game would get them. */
static inline JsonObject *
box_options (void)
{
  JsonObject *options = json_object_new ();
  JsonObject *cards = json_object_new ();
  JsonArray *practitioners = json_array_new ();
  JsonArray *desires = json_array_new ();

  for (guint i = 0; i < TM_UTENA_N_PRACTITIONERS; i++)
    json_array_add_element (practitioners, tm_utena_card_to_json (practitioner (i)));
  for (guint i = 0; i < TM_UTENA_N_DESIRES; i++)
    json_array_add_element (desires, tm_utena_desire_to_json (desire (i)));
  json_object_set_array_member (cards, "practitioners", practitioners);
  json_object_set_array_member (cards, "desires", desires);
  json_object_set_object_member (options, "cards", cards);
  return options;
}

/* Moves ------------------------------------------------------------------------ */

static inline TmUtenaMove
blank_move (TmUtenaMoveType type)
{
  TmUtenaMove move;

  memset (&move, 0, sizeof move);
  move.type = type;
  move.altar = -1;
  move.player = -1;
  move.plan_altar = -1;
  return move;
}

/* Desire card @d hiding the icons listed (TmUtenaCell values), ending
 * with -1. */
static inline TmUtenaMove
desire_move (guint d,
             ...)
{
  TmUtenaMove move = blank_move (TM_UTENA_MOVE_DESIRE);
  va_list args;
  int cell;

  move.desire = desire (d);
  va_start (args, d);
  while ((cell = va_arg (args, int)) >= 0)
    move.hidden[move.n_hidden++] = (guint8) cell;
  va_end (args);
  return move;
}

static inline TmUtenaMove
pair_move (TmUtenaCard a,
           TmUtenaCard b)
{
  TmUtenaMove move = blank_move (TM_UTENA_MOVE_PAIR);

  move.cards[0] = a;
  move.cards[1] = b;
  return move;
}

static inline TmUtenaMove
exchange_move (TmUtenaCard own,
               TmUtenaCard other)
{
  TmUtenaMove move = blank_move (TM_UTENA_MOVE_EXCHANGE);

  move.cards[0] = own;
  move.cards[1] = other;
  return move;
}

static inline TmUtenaMove
plan_move (int altar)
{
  TmUtenaMove move = blank_move (TM_UTENA_MOVE_PLAN);

  move.plan_altar = altar;
  return move;
}

static inline gboolean
moves_equal (const TmUtenaMove *a,
             const TmUtenaMove *b)
{
  if (a->type != b->type || a->altar != b->altar || a->player != b->player)
    return FALSE;
  switch (a->type)
    {
    case TM_UTENA_MOVE_DESIRE:
      return a->desire == b->desire && a->n_hidden == b->n_hidden
             && memcmp (a->hidden, b->hidden, a->n_hidden) == 0;
    case TM_UTENA_MOVE_PLAN:
      return a->plan_altar == b->plan_altar;
    case TM_UTENA_MOVE_PAIR:
    case TM_UTENA_MOVE_EXCHANGE:
      return a->cards[0] == b->cards[0] && a->cards[1] == b->cards[1];
    case TM_UTENA_MOVE_REINFORCE:
    case TM_UTENA_MOVE_PASS:
    default:
      return TRUE;
    }
}

/* Applying moves ---------------------------------------------------------------- */

static inline TmUtenaOutcome
accept (TmUtenaState      *s,
        const TmUtenaMove *move)
{
  TmUtenaOutcome outcome;
  g_autoptr(GError) error = NULL;

  if (!tm_utena_state_apply (s, move, NULL, &outcome, &error))
    g_error ("move refused: %s", error->message);
  g_assert_cmpuint (tm_utena_state_count_markers (s), ==, TM_UTENA_N_MARKERS);
  return outcome;
}

/* Applies a move that must be refused with @domain/@code, leaving the
 * position byte for byte as it was; returns the message. */
static inline char *
refuse (TmUtenaState      *s,
        const TmUtenaMove *move,
        GQuark             domain,
        int                code)
{
  TmUtenaState before;
  TmUtenaOutcome outcome;
  g_autoptr(GError) error = NULL;

  memcpy (&before, s, sizeof before);
  g_assert_false (tm_utena_state_apply (s, move, NULL, &outcome, &error));
  g_assert_error (error, domain, code);
  g_assert_cmpmem (s, sizeof *s, &before, sizeof before);
  /* A full sentence, not a bare code. */
  g_assert_cmpuint (strlen (error->message), >, 20);
  g_assert_true (g_str_has_suffix (error->message, "."));
  return g_strdup (error->message);
}

#define assert_refused(s, move, domain, code) \
  g_free (refuse ((s), (move), (domain), (code)))

#define assert_rule(s, move, code) \
  assert_refused ((s), (move), TM_UTENA_RULES_ERROR, (code))

/* @n visible icons of the desire stack: the common icon of the card just
 * below (which the new card always covers) first, then the first others
 * in icon order (an icon visible twice can come twice). */
static inline TmUtenaMove
desire_hiding_first (const TmUtenaState *s,
                     guint               d,
                     guint               n)
{
  TmUtenaMove move = desire_move (d, -1);
  guint visible[TM_UTENA_N_CELLS];
  TmUtenaCell covered;

  memcpy (visible, s->visible, sizeof visible);
  if (n > 0 && tm_utena_state_get_covered_icon (s, move.desire, &covered))
    {
      move.hidden[move.n_hidden++] = (guint8) covered;
      visible[covered]--;
    }
  for (guint c = 0; c < TM_UTENA_N_CELLS && move.n_hidden < n; c++)
    for (guint k = 0; k < visible[c] && move.n_hidden < n; k++)
      move.hidden[move.n_hidden++] = (guint8) c;
  g_assert_cmpuint (move.n_hidden, ==, n);
  return move;
}

/* @move, a desire card, hiding only the icon it always covers (the
 * common icon of the card just below): random play loses less quickly. */
static inline void
hide_covered_icon_only (const TmUtenaState *s,
                        TmUtenaMove        *move)
{
  TmUtenaCell covered;

  if (move->type != TM_UTENA_MOVE_DESIRE || move->n_hidden <= 1)
    return;
  g_assert_true (tm_utena_state_get_covered_icon (s, move->desire, &covered));
  move->hidden[0] = (guint8) covered;
  move->n_hidden = 1;
}

/* The next desire card of the synthetic box not laid yet. */
static inline guint
next_desire (const TmUtenaState *s)
{
  for (guint d = 0; d < TM_UTENA_N_DESIRES; d++)
    {
      gboolean laid = FALSE;

      for (guint i = 0; i < s->n_laid; i++)
        laid |= s->laid[i] == desire (d);
      if (!laid)
        return d;
    }
  g_assert_not_reached ();
}

/* Lays the next desire card, hiding @n icons (none for the first card). */
static inline TmUtenaOutcome
lay_desire (TmUtenaState *s,
            guint         n)
{
  TmUtenaMove move = desire_hiding_first (s, next_desire (s), s->n_laid == 0 ? 0 : n);

  return accept (s, &move);
}

/* The first card of the box the position has not seen anywhere. */
static inline TmUtenaCard
fresh_card (const TmUtenaState *s,
            guint               skip)
{
  for (guint i = 0; i < TM_UTENA_N_PRACTITIONERS; i++)
    {
      TmUtenaCard card = practitioner (i);
      gboolean seen = FALSE;

      for (guint a = 0; a < s->n_altars; a++)
        seen |= s->altars[a].pair[0] == card || s->altars[a].pair[1] == card;
      for (guint p = 0; p < s->n_players; p++)
        for (guint k = 0; k < s->hands[p].n_known; k++)
          seen |= s->hands[p].known[k] == card;
      if (!seen && skip-- == 0)
        return card;
    }
  g_assert_not_reached ();
}

/* The active altar plays the first two unseen cards as its pair. */
static inline TmUtenaOutcome
play_fresh_pair (TmUtenaState *s)
{
  TmUtenaMove move = pair_move (fresh_card (s, 0), fresh_card (s, 1));

  return accept (s, &move);
}
