/* sisters-test-util.h — small helpers shared by the Planetary Sisters tests */
#pragma once

#include "core/tm-json.h"
#include "core/tm-rules-error.h"
#include "games/planetary-sisters/rules/tm-sisters-game.h"
#include "games/planetary-sisters/rules/tm-sisters-scoring.h"

#include <stdarg.h>
#include <string.h>

/* A MADE-UP deck for the tests.  The manual does not list the emblems of
 * the cards, so this is not the real deck: it was built to fit every
 * total the manual publishes (and what they imply) and every fact of the
 * manual's scoring example —
 *   house {27, 11, 19, 31, 30, 22, 28, 36}: 30 FOOD/PLANT/ANIMAL×1, 36
 *   FOOD/PLANT, 22 and 28 FOOD and one pointed kind, 27 PLANT only, 11
 *   pointed only, 19 and 31 crowns (PAGE, KING); 6 FOOD emblems on 30,
 *   22, 28, 36 and 6 PLANT emblems on 27, 30, 36;
 *   field {5, 6, 7, 8}: 3 FOOD cards with 5 FOOD emblems, one of them
 *   with PLANT, another with ANIMAL, and a pointed-only card —
 * with five kinds named for the tests.  The example's scores do not
 * depend on which of the possible counts were chosen. */
#define TEST_KINDS \
  "[{\"id\": \"TP3\", \"name\": \"Test pointed 3\", \"class\": \"pointed\"}," \
  " {\"id\": \"TP4\", \"name\": \"Test pointed 4\", \"class\": \"pointed\"}," \
  " {\"id\": \"TP5\", \"name\": \"Test pointed 5\", \"class\": \"pointed\"}," \
  " {\"id\": \"TC3\", \"name\": \"Test crown 3\", \"class\": \"crown\"}," \
  " {\"id\": \"TC4\", \"name\": \"Test crown 4\", \"class\": \"crown\"}]"

static const char * const test_deck[TM_SISTERS_N_RANKS + 1] = {
  NULL,
  /*  1 */ "{\"FOOD\": 3, \"PLANT\": 1}",
  /*  2 */ "{\"FOOD\": 2, \"PLANT\": 2}",
  /*  3 */ "{\"FOOD\": 4, \"PLANT\": 1}",
  /*  4 */ "{\"FOOD\": 2, \"ANIMAL\": 2}",
  /*  5 */ "{\"FOOD\": 2, \"PLANT\": 1}",
  /*  6 */ "{\"FOOD\": 2, \"ANIMAL\": 1}",
  /*  7 */ "{\"FOOD\": 1}",
  /*  8 */ "{\"SWORD\": 1}",
  /*  9 */ "{\"PLANT\": 1, \"ANIMAL\": 1}",
  /* 10 */ "{\"FOOD\": 3, \"POLE\": 1}",
  /* 11 */ "{\"POLE\": 1}",
  /* 12 */ "{\"FOOD\": 2, \"SWORD\": 1}",
  /* 13 */ "{\"FOOD\": 2, \"TP3\": 1}",
  /* 14 */ "{\"FOOD\": 1, \"TP5\": 1}",
  /* 15 */ "{\"PLANT\": 1, \"TP4\": 1}",
  /* 16 */ "{\"ANIMAL\": 1, \"POLE\": 1}",
  /* 17 */ "{\"FOOD\": 3}",
  /* 18 */ "{\"FOOD\": 2}",
  /* 19 */ "{\"PAGE\": 1}",
  /* 20 */ "{\"FOOD\": 3}",
  /* 21 */ "{\"PLANT\": 2}",
  /* 22 */ "{\"FOOD\": 1, \"POLE\": 1}",
  /* 23 */ "{\"PLANT\": 1}",
  /* 24 */ "{\"PLANT\": 1}",
  /* 25 */ "{\"ANIMAL\": 1}",
  /* 26 */ "{\"ANIMAL\": 1}",
  /* 27 */ "{\"PLANT\": 2}",
  /* 28 */ "{\"FOOD\": 1, \"SWORD\": 1}",
  /* 29 */ "{\"TP3\": 1}",
  /* 30 */ "{\"FOOD\": 1, \"PLANT\": 2, \"ANIMAL\": 1}",
  /* 31 */ "{\"KING\": 1}",
  /* 32 */ "{\"TP4\": 1}",
  /* 33 */ "{\"TC3\": 1}",
  /* 34 */ "{\"TC4\": 1}",
  /* 35 */ "{\"PAGE\": 1}",
  /* 36 */ "{\"FOOD\": 3, \"PLANT\": 2}",
};

static inline JsonNode *
parse_json (const char *text)
{
  g_autoptr(GError) error = NULL;
  JsonNode *node = tm_json_parse (text, strlen (text), &error);

  if (node == NULL)
    g_error ("test bug: %s: %s", text, error->message);
  return node;
}

static inline JsonObject *
parse_object (const char *text)
{
  g_autoptr(JsonNode) node = parse_json (text);

  g_assert_true (JSON_NODE_HOLDS_OBJECT (node));
  return json_object_ref (json_node_get_object (node));
}

/* The test kinds added to @table. */
static inline void
add_test_kinds (TmSistersCardTable *table)
{
  g_autoptr(JsonNode) kinds = parse_json (TEST_KINDS);
  g_autoptr(GError) error = NULL;

  if (!tm_sisters_kinds_from_json (table, kinds, &error))
    g_error ("test bug: %s", error->message);
}

static inline TmSistersEmblems
emblems_of (const TmSistersCardTable *table,
            const char               *text)
{
  g_autoptr(JsonNode) node = parse_json (text);
  g_autoptr(GError) error = NULL;
  TmSistersEmblems emblems;

  if (!tm_sisters_emblems_from_json (table, node, 0, &emblems, &error))
    g_error ("test bug: %s: %s", text, error->message);
  return emblems;
}

/* The made-up deck, complete, in @table (which gets the test kinds). */
static inline void
fill_test_deck (TmSistersCardTable *table)
{
  add_test_kinds (table);
  for (int rank = 1; rank <= TM_SISTERS_N_RANKS; rank++)
    {
      TmSistersEmblems e = emblems_of (table, test_deck[rank]);
      g_autoptr(GError) error = NULL;

      if (!tm_sisters_card_table_set (table, rank, &e, &error))
        g_error ("test bug: card %d: %s", rank, error->message);
    }
}

/* Options with the test kinds, the test deck for @ranks (all when 0) and
 * @first_parent (none when negative). */
static inline JsonObject *
test_options (TmSistersCardSet ranks,
              int              first_parent)
{
  GString *text = g_string_new ("{\"kinds\": " TEST_KINDS ", \"cards\": {");
  gboolean first = TRUE;
  JsonObject *options;

  for (int rank = 1; rank <= TM_SISTERS_N_RANKS; rank++)
    if (ranks == 0 || tm_sisters_card_set_contains (ranks, rank))
      {
        g_string_append_printf (text, "%s\"%d\": %s", first ? "" : ", ", rank, test_deck[rank]);
        first = FALSE;
      }
  g_string_append (text, "}");
  if (first_parent >= 0)
    g_string_append_printf (text, ", \"first_parent\": %d", first_parent);
  g_string_append (text, "}");
  options = parse_object (text->str);
  g_string_free (text, TRUE);
  return options;
}

static inline TmSistersMove
blank_move (TmSistersMoveType type)
{
  TmSistersMove move;

  memset (&move, 0, sizeof move);
  move.type = type;
  move.player = -1;
  move.parent = -1;
  return move;
}

/* A field move with the ranks given (0 ends the list). */
static inline TmSistersMove
field_move (int parent,
            ...)
{
  TmSistersMove move = blank_move (TM_SISTERS_MOVE_FIELD);
  va_list args;
  int rank;

  move.parent = parent;
  va_start (args, parent);
  while ((rank = va_arg (args, int)) != 0)
    {
      /* A move holds at most TM_SISTERS_MAX_MOVE_CARDS cards. */
      g_assert (move.n_cards < G_N_ELEMENTS (move.cards));
      move.cards[move.n_cards++] = (guint8) rank;
    }
  va_end (args);
  return move;
}

static inline TmSistersMove
turn_move (int used,
           int taken)
{
  TmSistersMove move = blank_move (TM_SISTERS_MOVE_TURN);

  move.used = (guint8) used;
  move.taken = (guint8) taken;
  return move;
}

/* A reveal move with the ranks given (0 ends the list). */
static inline TmSistersMove
reveal_move (int player,
             ...)
{
  TmSistersMove move = blank_move (TM_SISTERS_MOVE_REVEAL);
  va_list args;
  int rank;

  move.player = player;
  va_start (args, player);
  while ((rank = va_arg (args, int)) != 0)
    {
      /* A move holds at most TM_SISTERS_MAX_MOVE_CARDS cards. */
      g_assert (move.n_cards < G_N_ELEMENTS (move.cards));
      move.cards[move.n_cards++] = (guint8) rank;
    }
  va_end (args);
  return move;
}

static inline TmSistersMove
emblems_move (const TmSistersCardTable *table,
              int                       rank,
              const char               *emblems)
{
  TmSistersMove move = blank_move (TM_SISTERS_MOVE_EMBLEMS);

  move.rank = (guint8) rank;
  move.emblems = emblems_of (table, emblems);
  return move;
}

static inline void
accept (TmSistersState      *state,
        const TmSistersMove *move)
{
  g_autoptr(GError) error = NULL;

  if (!tm_sisters_state_apply (state, move, NULL, &error))
    g_error ("move refused: %s", error->message);
}

/* Where every rank is: exactly one place each (or unseen). */
static inline void
assert_cards_conserved (const TmSistersState *s)
{
  TmSistersCardSet used = 0, taken = 0, places = 0;
  guint total = 0;

  if (s->phase == TM_SISTERS_PHASE_ROUND)
    for (guint i = 0; i < s->turn; i++)
      {
        used = tm_sisters_card_set_add (used, s->used[i]);
        taken = tm_sisters_card_set_add (taken, s->taken[i]);
      }
  total = tm_sisters_card_set_size (s->field) + tm_sisters_card_set_size (used)
          + tm_sisters_card_set_size (taken);
  places = s->field | used | taken;
  for (guint p = 0; p < s->n_players; p++)
    {
      total += tm_sisters_card_set_size (s->in_hand[p]) + tm_sisters_card_set_size (s->house[p])
               + tm_sisters_card_set_size (s->keepers[p]);
      places |= s->in_hand[p] | s->house[p] | s->keepers[p];
    }
  /* No rank in two places, and what has been seen is somewhere. */
  g_assert_cmpuint (tm_sisters_card_set_size (places), ==, total);
  g_assert_cmpuint (places, ==, s->seen);
  g_assert_cmpuint (s->seen & ~TM_SISTERS_ALL_RANKS, ==, 0);
  g_assert_cmpuint (tm_sisters_card_set_size (s->seen) + tm_sisters_card_set_size (TM_SISTERS_ALL_RANKS & ~s->seen),
                    ==, TM_SISTERS_N_RANKS);
}
