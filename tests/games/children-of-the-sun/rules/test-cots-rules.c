/* test-cots-rules.c — every rule of Children of the Sun, one by one
 *
 * Each refusal checks the error domain and code and that the position is
 * byte for byte what it was before.  Positions of the analysis and the
 * extermination are built directly (TmCotsState is plain data), so each
 * test shows the exact table it is about.
 */
#include "config.h"

#include "cots-test-util.h"
#include "core/tm-record.h"
#include "core/tm-registry.h"
#include "games/children-of-the-sun/rules/tm-cots-text.h"
#include "tm-core-enums.h"
#include "core-test-programs.h"

/* Helpers ------------------------------------------------------------------ */

static TmCotsMove
place (const char *name,
       int         row,
       int         col)
{
  TmCotsMove move = blank_move (TM_COTS_MOVE_PLACE);

  move.card = card (name);
  move.cell = (TmCell) { row, col };
  return move;
}

static TmCotsMove
place_turn (const char *name,
            int         row,
            int         col,
            int         turn)
{
  TmCotsMove move = place (name, row, col);

  move.has_turn = TRUE;
  move.turn = turn;
  return move;
}

static TmCotsMove
with_effect (TmCotsMove   move,
             TmCotsEffect effect)
{
  move.effect = effect;
  return move;
}

static TmCotsMove
groups_move (int         player,
             const char *g1a, const char *g1b,
             const char *g2a, const char *g2b,
             const char *g3a, const char *g3b)
{
  TmCotsMove move = blank_move (TM_COTS_MOVE_GROUPS);
  const char *names[3][2] = { { g1a, g1b }, { g2a, g2b }, { g3a, g3b } };

  move.player = player;
  for (int k = 0; k < 3; k++)
    for (int i = 0; i < 2; i++)
      move.groups[k][i] = names[k][i] != NULL ? card (names[k][i]) : TM_COTS_NO_CARD;
  return move;
}

static TmCotsMove
reveal_move (const char *a,
             const char *b)
{
  TmCotsMove move = blank_move (TM_COTS_MOVE_REVEAL);

  move.shield[0] = card (a);
  move.shield[1] = card (b);
  return move;
}

/* Applies a move that must be accepted. */
static TmCotsOutcome
accept (TmCotsState      *state,
        const TmCotsMove *move)
{
  TmCotsOutcome outcome;
  g_autoptr(GError) error = NULL;

  if (!tm_cots_state_apply (state, move, NULL, &outcome, &error))
    g_error ("move refused: %s", error->message);
  return outcome;
}

/* Applies a move that must be refused with @domain/@code, leaving the
 * position exactly as it was; returns the message. */
static char *
refuse (TmCotsState      *state,
        const TmCotsMove *move,
        GQuark            domain,
        int               code)
{
  TmCotsState before;
  TmCotsOutcome outcome;
  g_autoptr(GError) error = NULL;

  memcpy (&before, state, sizeof before);
  g_assert_false (tm_cots_state_apply (state, move, NULL, &outcome, &error));
  g_assert_error (error, domain, code);
  g_assert_cmpmem (state, sizeof *state, &before, sizeof before);
  /* A full sentence, not a bare code. */
  g_assert_cmpuint (strlen (error->message), >, 20);
  g_assert_true (g_str_has_suffix (error->message, "."));
  return g_strdup (error->message);
}

#define assert_refused(state, move, domain, code) \
  g_free (refuse ((state), (move), (domain), (code)))

#define assert_rule(state, move, code) \
  assert_refused ((state), (move), TM_COTS_RULES_ERROR, (code))

static void
assert_message_has (char       *message,
                    const char *part)
{
  if (strstr (message, part) == NULL)
    g_error ("“%s” does not mention “%s”", message, part);
  g_free (message);
}

static void
assert_message_hides (char       *message,
                      const char *part,
                      const char *secret)
{
  if (strstr (message, secret) != NULL)
    g_error ("“%s” gives away “%s”", message, secret);
  assert_message_has (message, part);
}

/* An analysis position: @cells row by row, NULL for the empty cell; the
 * ghost on @ghost facing @facing; @turn analysis turns already played.
 * Deck and hands follow the draw rules. */
static void
make_analysis (TmCotsState *s,
               const char  *cells[9],
               TmCell       ghost,
               TmDirection  facing,
               guint        turn)
{
  tm_cots_state_init (s);
  s->phase = TM_COTS_PHASE_ANALYSIS;
  s->turn = turn;
  s->current_player = (int) (turn % 2);
  s->last_player = turn == 0 ? 0 : (int) ((turn + 1) % 2);
  for (int i = 0; i < 9; i++)
    {
      TmCotsCard c = cells[i] != NULL ? card (cells[i]) : TM_COTS_NO_CARD;

      s->field[i / 3][i % 3] = c;
      if (c != TM_COTS_NO_CARD)
        s->seen = tm_cots_card_set_add (s->seen, c);
    }
  s->ghost = ghost;
  s->facing = facing;
  s->deck = turn < 8 ? 8 - turn : 0;
  for (int p = 0; p < 2; p++)
    {
      guint plays = 0, draws = 0;

      for (guint t = 0; t < turn; t++)
        if (t % 2 == (guint) p)
          {
            plays++;
            draws += t < 8;
          }
      s->hand[p] = 5 + draws - plays;
    }
}

static void
add_to_set (TmCotsState   *s,
            TmCotsCardSet *set,
            const char    *name)
{
  *set = tm_cots_card_set_add (*set, card (name));
  s->seen = tm_cots_card_set_add (s->seen, card (name));
}

/* An extermination position: the beds given, the six @shield cards never
 * seen, every other card in the stomach. */
static void
make_extermination (TmCotsState        *s,
                    const char * const *bed0,
                    const char * const *bed1,
                    const char * const *shield)
{
  TmCotsCardSet hidden = 0;

  tm_cots_state_init (s);
  s->phase = TM_COTS_PHASE_EXTERMINATION;
  s->current_player = -1;
  s->deck = 0;
  s->hand[0] = s->hand[1] = 0;
  for (guint i = 0; bed0 != NULL && bed0[i] != NULL; i++)
    add_to_set (s, &s->bed[0], bed0[i]);
  for (guint i = 0; bed1 != NULL && bed1[i] != NULL; i++)
    add_to_set (s, &s->bed[1], bed1[i]);
  for (guint i = 0; i < 6; i++)
    hidden = tm_cots_card_set_add (hidden, card (shield[i]));
  g_assert_cmpuint (hidden & s->seen, ==, 0);   /* a test bug otherwise */
  s->stomach = ~(s->seen | hidden);
  s->seen |= s->stomach;
}

static const char * const manual_shield[6] = { "B+1", "R+1", "R+2", "Y-1", "B+2", "Y+2" };
static const char * const other_shield[6] = { "Y0", "Y4", "B0", "B4", "P0", "P4" };

static guint
count_moves (const TmCotsState *s,
             const TmCotsMove  *like)
{
  g_autoptr(GArray) moves = tm_cots_state_legal_moves (s);
  guint n = 0;

  for (guint i = 0; i < moves->len; i++)
    {
      const TmCotsMove *m = &g_array_index (moves, TmCotsMove, i);

      if (like == NULL || (m->card == like->card && m->has_turn == like->has_turn
                           && (!m->has_turn || m->turn == like->turn)))
        n++;
    }
  return n;
}

/* Cards -------------------------------------------------------------------- */

static void
test_card_notation (void)
{
  static const char *bad[] = { "", "R", "R5", "R+0", "R-0", "R+5", "X0", "r+1", "R+1 ",
                               "R++1", "R1", "R-", "RR0", "R4x", "Y+12" };
  TmCotsCard c;

  for (TmCotsCard i = 0; i < TM_COTS_N_CARDS; i++)
    {
      const char *name = tm_cots_card_to_string (i);

      g_assert_true (tm_cots_card_parse (name, &c));
      g_assert_cmpint (c, ==, i);
      g_assert_cmpint (tm_cots_card_new (tm_cots_card_get_colour (i),
                                         tm_cots_card_get_rotation (i)), ==, i);
      g_assert_cmpint (i, ==, tm_cots_card_get_colour (i) * 8 + i % 8);
    }

  g_assert_cmpstr (tm_cots_card_to_string (0), ==, "R0");
  g_assert_cmpstr (tm_cots_card_to_string (4), ==, "R4");
  g_assert_cmpstr (tm_cots_card_to_string (7), ==, "R-3");
  g_assert_cmpstr (tm_cots_card_to_string (31), ==, "Y-3");
  g_assert_cmpint (tm_cots_card_get_rotation (card ("P-2")), ==, -2);
  g_assert_cmpint (tm_cots_card_get_colour (card ("B+3")), ==, TM_COTS_BLUE);

  /* ±4 both mean the half-turn card. */
  g_assert_true (tm_cots_card_parse ("R+4", &c));
  g_assert_cmpint (c, ==, card ("R4"));
  g_assert_true (tm_cots_card_parse ("Y-4", &c));
  g_assert_cmpint (c, ==, card ("Y4"));

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    g_assert_false (tm_cots_card_parse (bad[i], &c));
  g_assert_false (tm_cots_card_parse (NULL, &c));

  for (int colour = 0; colour < TM_COTS_N_COLOURS; colour++)
    {
      g_assert_nonnull (tm_cots_colour_get_name ((TmCotsColour) colour));
      g_assert_cmpuint (strlen (tm_cots_colour_to_letter ((TmCotsColour) colour)), ==, 1);
    }
  g_assert_cmpstr (tm_cots_colour_get_name (TM_COTS_YELLOW), ==, "yellow");
}

static void
test_lines (void)
{
  TmCell cells[3];

  for (guint line = 0; line < TM_COTS_N_LINES; line++)
    {
      g_autofree char *text = tm_cots_line_describe (line);

      g_assert_cmpuint (tm_cots_line_get_cells (line, cells), ==, line < 8 ? 3 : 2);
      g_assert_nonnull (text);
      g_assert_cmpstr (text, !=, "");
    }
  /* The four short diagonals of RULES.md. */
  g_assert_cmpuint (tm_cots_line_get_cells (8, cells), ==, 2);
  g_assert_true (tm_cell_equal (cells[0], (TmCell) { 0, 1 }));
  g_assert_true (tm_cell_equal (cells[1], (TmCell) { 1, 0 }));
  tm_cots_line_get_cells (11, cells);
  g_assert_true (tm_cell_equal (cells[0], (TmCell) { 1, 2 }));
  g_assert_true (tm_cell_equal (cells[1], (TmCell) { 2, 1 }));
}

/* Setup ---------------------------------------------------------------------- */

static void
test_setup (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = tm_registry_create_game ("children-of-the-sun", 2, NULL, &error);
  const TmCotsState *s;
  g_autoptr(JsonNode) node = NULL;
  JsonObject *object;
  g_autofree char *phase = NULL;

  g_assert_no_error (error);
  g_assert_true (TM_IS_COTS_GAME (game));
  s = tm_cots_game_get_state (TM_COTS_GAME (game));

  g_assert_cmpint (s->phase, ==, TM_COTS_PHASE_SIEGE);
  g_assert_true (tm_cell_equal (s->ghost, (TmCell) { 1, 1 }));
  g_assert_cmpint (s->facing, ==, TM_DIRECTION_W);
  g_assert_cmpuint (s->deck, ==, 14);
  g_assert_cmpuint (s->hand[0], ==, 6);
  g_assert_cmpuint (s->hand[1], ==, 6);
  g_assert_cmpuint (s->analyses[0] + s->analyses[1], ==, 0);
  g_assert_cmpuint (s->seen, ==, 0);
  g_assert_cmpstr (tm_game_get_phase (game), ==, "siege");
  phase = tm_game_describe_phase (game);
  g_assert_cmpstr (phase, ==, "Siege phase");
  g_assert_cmpint (tm_game_get_current_player (game), ==, 0);
  g_assert_false (tm_game_is_finished (game));

  node = tm_game_serialize_state (game);
  object = json_node_get_object (node);
  g_assert_cmpstr (json_object_get_string_member (object, "phase"), ==, "siege");
  g_assert_cmpint (json_object_get_int_member (object, "deck"), ==, 14);
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (object, "ghost"),
                                                  "facing"), ==, "W");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "field")), ==, 3);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "revealed_shield")),
                    ==, 6);
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (object, "hands"), 1),
                   ==, 6);
  g_assert_cmpint (json_object_get_int_member (object, "stomach"), ==, 0);
}

static void
test_setup_bad (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) three = g_object_new (TM_TYPE_COTS_GAME, NULL);
  g_autoptr(TmGame) options_game = g_object_new (TM_TYPE_COTS_GAME, NULL);
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(TmGame) via_registry = NULL;

  g_assert_false (tm_game_setup (three, 3, NULL, &error));
  g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_BAD_SETUP);
  g_clear_error (&error);

  json_object_set_int_member (options, "variant", 1);
  g_assert_false (tm_game_setup (options_game, 2, options, &error));
  g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_BAD_SETUP);
  g_assert_nonnull (strstr (error->message, "variant"));
  g_clear_error (&error);

  via_registry = tm_registry_create_game ("children-of-the-sun", 1, NULL, &error);
  g_assert_null (via_registry);
  g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_BAD_SETUP);
}

/* Siege ------------------------------------------------------------------------ */

/* The whole siege of RULES.md: order F S S F F S S F, the opposite cell
 * after the opponent's turn, exact turns, refills on turns 3–8. */
static void
test_siege_full (void)
{
  static const struct
  {
    const char *card;
    int row, col;
    int player;
    TmDirection facing_after;
    guint deck_after;
    guint hand_after[2];
  } turns[8] = {
    { "R+1", 0, 1, 0, TM_DIRECTION_NW, 14, { 5, 6 } },
    { "P+2", 2, 1, 1, TM_DIRECTION_NE, 14, { 5, 5 } },
    { "B-1", 0, 0, 1, TM_DIRECTION_N, 13, { 5, 5 } },
    { "Y+3", 2, 2, 0, TM_DIRECTION_SE, 12, { 5, 5 } },
    { "R-2", 0, 2, 0, TM_DIRECTION_NE, 11, { 5, 5 } },
    { "P4", 2, 0, 1, TM_DIRECTION_SW, 10, { 5, 5 } },
    { "B+2", 1, 0, 1, TM_DIRECTION_NW, 9, { 5, 5 } },
    { "Y-3", 1, 2, 0, TM_DIRECTION_S, 8, { 5, 5 } },
  };
  TmCotsState s;

  tm_cots_state_init (&s);
  for (guint t = 0; t < 8; t++)
    {
      TmCotsMove move = place (turns[t].card, turns[t].row, turns[t].col);
      TmCotsOutcome outcome;

      g_assert_cmpint (s.current_player, ==, turns[t].player);
      g_assert_cmpint (s.phase, ==, TM_COTS_PHASE_SIEGE);
      outcome = accept (&s, &move);
      g_assert_cmpint (outcome.player, ==, turns[t].player);
      g_assert_cmpint (outcome.turn, ==, tm_cots_card_get_rotation (move.card));
      g_assert_cmpint (outcome.facing_after, ==, turns[t].facing_after);
      g_assert_cmpint (s.facing, ==, turns[t].facing_after);
      g_assert_cmpuint (s.deck, ==, turns[t].deck_after);
      g_assert_cmpuint (s.hand[0], ==, turns[t].hand_after[0]);
      g_assert_cmpuint (s.hand[1], ==, turns[t].hand_after[1]);
      g_assert_cmpint (outcome.set_aside, ==, TM_COTS_NO_CARD);
      g_assert_false (outcome.acquired || outcome.analysed);

      if (t < 7)
        g_assert_false (outcome.ghost_moved);
      else
        {
          /* After the 8th card the ghost steps S onto P+2. */
          g_assert_true (outcome.ghost_moved);
          g_assert_true (tm_cell_equal (outcome.ghost_from, (TmCell) { 1, 1 }));
          g_assert_true (tm_cell_equal (outcome.ghost_to, (TmCell) { 2, 1 }));
        }
    }

  g_assert_cmpint (s.phase, ==, TM_COTS_PHASE_ANALYSIS);
  g_assert_cmpuint (s.turn, ==, 0);
  g_assert_cmpint (s.current_player, ==, 0);
  g_assert_true (tm_cell_equal (s.ghost, (TmCell) { 2, 1 }));
  g_assert_cmpint (s.field[2][1], ==, card ("P+2"));
  g_assert_cmpint (s.field[1][1], ==, TM_COTS_NO_CARD);
  /* No card is set aside at the end of the siege. */
  g_assert_cmpuint (set_size (field_set (&s)), ==, 8);
  g_assert_cmpuint (s.stomach | s.bed[0] | s.bed[1], ==, 0);
  g_assert_cmpuint (set_size (s.seen), ==, 8);
  g_assert_cmpuint (s.deck, ==, 8);
}

/* Plays the first @n cards of the siege above. */
static void
siege_until (TmCotsState *s,
             guint        n)
{
  static const char *cards[] = { "R+1", "P+2", "B-1", "Y+3", "R-2", "P4", "B+2", "Y-3" };
  static const int cells[][2] = { { 0, 1 }, { 2, 1 }, { 0, 0 }, { 2, 2 }, { 0, 2 }, { 2, 0 }, { 1, 0 }, { 1, 2 } };

  tm_cots_state_init (s);
  for (guint t = 0; t < n; t++)
    {
      TmCotsMove move = place (cards[t], cells[t][0], cells[t][1]);

      accept (s, &move);
    }
}

static void
test_siege_rotation_zero (void)
{
  TmCotsState s;
  TmCotsMove move = place ("R0", 0, 1);

  tm_cots_state_init (&s);
  assert_rule (&s, &move, TM_COTS_RULE_SIEGE_ROTATION_ZERO);
  move = place ("B0", 1, 0);
  assert_message_has (refuse (&s, &move, TM_COTS_RULES_ERROR, TM_COTS_RULE_SIEGE_ROTATION_ZERO),
                      "rotation-0");
}

static void
test_siege_next_to_ghost (void)
{
  TmCotsState s;
  TmCotsMove move = place ("R+1", 1, 1);

  tm_cots_state_init (&s);
  assert_rule (&s, &move, TM_COTS_RULE_SIEGE_NEXT_TO_GHOST);
  /* Any of the eight others is fine for the first card. */
  g_assert_cmpuint (count_moves (&s, NULL), ==, 28 * 8);
}

static void
test_siege_occupied (void)
{
  TmCotsState s;
  TmCotsMove move;

  /* The second player's second turn is free, but not onto a card. */
  siege_until (&s, 2);
  move = place ("B-1", 0, 1);
  assert_message_has (refuse (&s, &move, TM_COTS_RULES_ERROR, TM_COTS_RULE_CELL_OCCUPIED),
                      "The top middle cell already holds Red +1");
  move = place ("B-1", 2, 1);
  assert_rule (&s, &move, TM_COTS_RULE_CELL_OCCUPIED);
}

static void
test_siege_opposite (void)
{
  TmCotsState s;
  TmCotsMove move;

  siege_until (&s, 1);
  move = place ("P+2", 0, 0);
  assert_message_has (refuse (&s, &move, TM_COTS_RULES_ERROR, TM_COTS_RULE_SIEGE_OPPOSITE_CELL),
                      "the opposite cell across the ghost, the bottom middle cell");
  move = place ("P+2", 1, 2);
  assert_rule (&s, &move, TM_COTS_RULE_SIEGE_OPPOSITE_CELL);
  /* Only the opposite cell is listed. */
  g_assert_cmpuint (count_moves (&s, NULL), ==, 27);

  /* After one's own turn the cell is free: 6 empty cells. */
  siege_until (&s, 2);
  g_assert_cmpuint (count_moves (&s, NULL), ==, 26 * 6);

  /* Turn 4 (first player, after the second player's turn 3 at [0,0]). */
  siege_until (&s, 3);
  move = place ("Y+3", 0, 2);
  assert_message_has (refuse (&s, &move, TM_COTS_RULES_ERROR, TM_COTS_RULE_SIEGE_OPPOSITE_CELL),
                      "the bottom right cell");
  move = place ("Y+3", 2, 2);
  accept (&s, &move);
}

static void
test_siege_exact_turn (void)
{
  TmCotsState s, copy;
  TmCotsMove move;

  tm_cots_state_init (&s);
  move = place_turn ("R+2", 0, 1, 1);
  assert_rule (&s, &move, TM_COTS_RULE_SIEGE_EXACT_TURN);
  move = place_turn ("R+2", 0, 1, 0);
  assert_rule (&s, &move, TM_COTS_RULE_SIEGE_EXACT_TURN);
  move = place_turn ("R-2", 0, 1, 2);
  assert_rule (&s, &move, TM_COTS_RULE_SIEGE_EXACT_TURN);

  /* Giving exactly the rotation is accepted. */
  memcpy (&copy, &s, sizeof copy);
  move = place_turn ("R-2", 0, 1, -2);
  accept (&copy, &move);
  g_assert_cmpint (copy.facing, ==, TM_DIRECTION_S);

  /* A half turn either way round. */
  memcpy (&copy, &s, sizeof copy);
  move = place_turn ("R4", 0, 1, -4);
  accept (&copy, &move);
  g_assert_cmpint (copy.facing, ==, TM_DIRECTION_E);
  move = place_turn ("B4", 2, 1, 3);
  assert_rule (&copy, &move, TM_COTS_RULE_SIEGE_EXACT_TURN);
}

static void
test_siege_no_effect (void)
{
  TmCotsState s;
  TmCotsMove move = with_effect (place ("R+1", 0, 1), TM_COTS_EFFECT_ACQUIRE);

  tm_cots_state_init (&s);
  assert_rule (&s, &move, TM_COTS_RULE_EFFECT_NOT_AVAILABLE);
}

static void
test_wrong_player (void)
{
  TmCotsState s;
  TmCotsMove move = place ("R+1", 0, 1);

  tm_cots_state_init (&s);
  move.player = 1;
  assert_refused (&s, &move, TM_RULES_ERROR, TM_RULES_ERROR_WRONG_PLAYER);
  move.player = 0;
  accept (&s, &move);

  /* The second player plays turns 2 and 3. */
  move = place ("P+2", 2, 1);
  move.player = 0;
  assert_refused (&s, &move, TM_RULES_ERROR, TM_RULES_ERROR_WRONG_PLAYER);
}

static void
test_card_already_seen (void)
{
  static const char *cells[9] = { "R+1", "P+1", "B+1", "B+2", NULL, "R+2", "P+2", "R+3", "B+3" };
  TmCotsState s;
  TmCotsMove move;

  siege_until (&s, 2);
  move = place ("R+1", 0, 0);
  assert_message_has (refuse (&s, &move, TM_COTS_RULES_ERROR, TM_COTS_RULE_CARD_ALREADY_SEEN),
                      "Red +1 is already on the field, on the top middle cell");

  make_analysis (&s, cells, (TmCell) { 0, 0 }, TM_DIRECTION_E, 4);
  add_to_set (&s, &s.stomach, "Y+3");
  add_to_set (&s, &s.bed[1], "Y-1");
  add_to_set (&s, &s.bed[0], "P0");
  /* Beds and the stomach are face down: the refusal names the card but
   * never where it lies. */
  move = place_turn ("Y+3", 1, 1, 0);
  assert_message_hides (refuse (&s, &move, TM_COTS_RULES_ERROR, TM_COTS_RULE_CARD_ALREADY_SEEN),
                        "already been played", "stomach");
  move = place_turn ("Y-1", 1, 1, 0);
  assert_message_hides (refuse (&s, &move, TM_COTS_RULES_ERROR, TM_COTS_RULE_CARD_ALREADY_SEEN),
                        "already been played", "bed");
  move = place ("P0", 1, 1);
  assert_message_has (refuse (&s, &move, TM_COTS_RULES_ERROR, TM_COTS_RULE_CARD_ALREADY_SEEN),
                      "Purple 0");
  move = place_turn ("P+1", 1, 1, 0);
  assert_rule (&s, &move, TM_COTS_RULE_CARD_ALREADY_SEEN);
  /* None of them is listed. */
  g_assert_cmpuint (count_moves (&s, &move), ==, 0);
}

/* Analysis ------------------------------------------------------------------------ */

/* A field where no magic can fire whatever yellow card is played in the
 * centre, wherever the ghost goes: no line holds three of a colour, and
 * there is no rotation-0 card. */
static const char *quiet_field[9] = {
  "R+1", "P+1", "B+1",
  "B+2", NULL, "R+2",
  "P+2", "R+3", "B+3",
};

static void
test_analysis_empty_cell (void)
{
  TmCotsState s;
  TmCotsMove move;

  make_analysis (&s, quiet_field, (TmCell) { 0, 0 }, TM_DIRECTION_E, 0);
  move = place_turn ("Y+2", 0, 1, 0);
  assert_message_has (refuse (&s, &move, TM_COTS_RULES_ERROR, TM_COTS_RULE_ANALYSIS_EMPTY_CELL),
                      "the empty cell, the centre cell");
  move = place_turn ("Y+2", 0, 0, 0);
  assert_rule (&s, &move, TM_COTS_RULE_ANALYSIS_EMPTY_CELL);
  move = place_turn ("Y+2", 1, 1, 0);
  accept (&s, &move);
}

static void
test_analysis_turn_rules (void)
{
  static const struct
  {
    const char *card;
    gboolean has_turn;
    int turn;
    int code;
  } refused[] = {
    { "Y+2", FALSE, 0, TM_COTS_RULE_TURN_REQUIRED },
    { "Y-1", FALSE, 0, TM_COTS_RULE_TURN_REQUIRED },
    { "Y+2", TRUE, 3, TM_COTS_RULE_TURN_RANGE },
    { "Y+2", TRUE, -1, TM_COTS_RULE_TURN_RANGE },
    { "Y-3", TRUE, -4, TM_COTS_RULE_TURN_RANGE },
    { "Y-3", TRUE, 1, TM_COTS_RULE_TURN_RANGE },
    { "Y+1", TRUE, 2, TM_COTS_RULE_TURN_RANGE },
    { "Y4", TRUE, 2, TM_COTS_RULE_ROTATION_FOUR },
    { "Y4", TRUE, 0, TM_COTS_RULE_ROTATION_FOUR },
    { "Y0", TRUE, 1, TM_COTS_RULE_ROTATION_ZERO_NO_TURN },
    { "Y0", TRUE, -1, TM_COTS_RULE_ROTATION_ZERO_NO_TURN },
  };
  static const struct
  {
    const char *card;
    gboolean has_turn;
    int turn;
    TmDirection facing;
  } accepted[] = {
    { "Y+2", TRUE, 0, TM_DIRECTION_E },
    { "Y+2", TRUE, 1, TM_DIRECTION_SE },
    { "Y+2", TRUE, 2, TM_DIRECTION_S },
    { "Y-3", TRUE, -3, TM_DIRECTION_NW },
    { "Y-3", TRUE, -1, TM_DIRECTION_NE },
    { "Y4", FALSE, 0, TM_DIRECTION_W },
    { "Y4", TRUE, 4, TM_DIRECTION_W },
    { "Y4", TRUE, -4, TM_DIRECTION_W },
    { "Y0", FALSE, 0, TM_DIRECTION_E },
    { "Y0", TRUE, 0, TM_DIRECTION_E },
  };
  TmCotsState s;

  make_analysis (&s, quiet_field, (TmCell) { 0, 0 }, TM_DIRECTION_E, 0);
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      TmCotsMove move = place (refused[i].card, 1, 1);

      move.has_turn = refused[i].has_turn;
      move.turn = refused[i].turn;
      assert_rule (&s, &move, refused[i].code);
    }
  for (guint i = 0; i < G_N_ELEMENTS (accepted); i++)
    {
      TmCotsMove move = place (accepted[i].card, 1, 1);
      TmCotsState copy;
      TmCotsOutcome outcome;

      move.has_turn = accepted[i].has_turn;
      move.turn = accepted[i].turn;
      memcpy (&copy, &s, sizeof copy);
      outcome = accept (&copy, &move);
      g_assert_cmpint (copy.facing, ==, accepted[i].facing);
      g_assert_cmpint (outcome.facing_before, ==, TM_DIRECTION_E);
      g_assert_cmpint (outcome.facing_after, ==, accepted[i].facing);
    }

  /* The legal list offers every turn from 0 to the rotation, and asks
   * nothing for rotation 0 and 4. */
  {
    TmCotsMove like = place ("Y-3", 1, 1);

    like.has_turn = TRUE;
    for (int turn = 0; turn >= -3; turn--)
      {
        like.turn = turn;
        g_assert_cmpuint (count_moves (&s, &like), ==, 1);
      }
    like.turn = 1;
    g_assert_cmpuint (count_moves (&s, &like), ==, 0);
    like = place ("Y4", 1, 1);
    g_assert_cmpuint (count_moves (&s, &like), ==, 1);
    like = place ("Y0", 1, 1);
    g_assert_cmpuint (count_moves (&s, &like), ==, 1);
  }
  /* The eight yellow cards: Y0 and Y4 one move each, ±1 two, ±2 three,
   * ±3 four; no magic can fire with them here, so no effect is asked. */
  {
    g_autoptr(GArray) moves = tm_cots_state_legal_moves (&s);
    guint yellow = 0;

    for (guint i = 0; i < moves->len; i++)
      {
        const TmCotsMove *m = &g_array_index (moves, TmCotsMove, i);

        if (tm_cots_card_get_colour (m->card) != TM_COTS_YELLOW)
          continue;
        yellow++;
        g_assert_cmpint (m->effect, ==, TM_COTS_EFFECT_NONE);
        g_assert_true (tm_cell_equal (m->cell, (TmCell) { 1, 1 }));
      }
    g_assert_cmpuint (yellow, ==, 2 * 1 + 2 * 2 + 2 * 3 + 2 * 4);
  }
}

/* RULES.md: from [0,0] moving SW the ghost lands on [1,2]; moving N from
 * row 0 it lands on row 2.  The card it left is set aside. */
static void
test_analysis_wrap (void)
{
  TmCotsState s;
  TmCotsMove move = place ("Y0", 1, 1);
  TmCotsOutcome outcome;

  g_assert_true (tm_cell_equal (tm_cell_step_wrapped ((TmCell) { 0, 0 }, TM_DIRECTION_SW, 3, 3),
                                (TmCell) { 1, 2 }));

  make_analysis (&s, quiet_field, (TmCell) { 0, 0 }, TM_DIRECTION_SW, 0);
  outcome = accept (&s, &move);
  g_assert_true (tm_cell_equal (outcome.ghost_from, (TmCell) { 0, 0 }));
  g_assert_true (tm_cell_equal (outcome.ghost_to, (TmCell) { 1, 2 }));
  g_assert_true (tm_cell_equal (s.ghost, (TmCell) { 1, 2 }));
  g_assert_cmpint (outcome.set_aside, ==, card ("R+1"));
  g_assert_cmpint (s.field[0][0], ==, TM_COTS_NO_CARD);
  g_assert_cmpint (s.field[1][1], ==, card ("Y0"));
  /* No magic: the stomach. */
  g_assert_cmpint (outcome.direct_line, ==, -1);
  g_assert_cmpuint (outcome.radiant_lines, ==, 0);
  g_assert_false (outcome.acquired);
  g_assert_true (tm_cots_card_set_contains (s.stomach, card ("R+1")));
  /* Next the empty cell is [0,0], and it is the second player's turn. */
  g_assert_cmpint (s.current_player, ==, 1);
  move = place_turn ("Y+1", 1, 1, 0);
  assert_rule (&s, &move, TM_COTS_RULE_ANALYSIS_EMPTY_CELL);
  move = place_turn ("Y+1", 0, 0, 0);
  accept (&s, &move);

  make_analysis (&s, quiet_field, (TmCell) { 0, 1 }, TM_DIRECTION_N, 0);
  move = place ("Y0", 1, 1);
  outcome = accept (&s, &move);
  g_assert_true (tm_cell_equal (outcome.ghost_to, (TmCell) { 2, 1 }));
  g_assert_cmpint (outcome.set_aside, ==, card ("P+1"));

  /* Moving W from column 0 lands on column 2, NW from [0,0] on [2,2]. */
  make_analysis (&s, quiet_field, (TmCell) { 0, 0 }, TM_DIRECTION_NW, 0);
  outcome = accept (&s, &move);
  g_assert_true (tm_cell_equal (outcome.ghost_to, (TmCell) { 2, 2 }));
}

static void
test_analysis_draws (void)
{
  TmCotsState s;
  TmCotsMove move = place ("Y0", 1, 1);

  /* Each turn draws one card while the deck lasts. */
  make_analysis (&s, quiet_field, (TmCell) { 0, 0 }, TM_DIRECTION_E, 0);
  g_assert_cmpuint (s.deck, ==, 8);
  accept (&s, &move);
  g_assert_cmpuint (s.deck, ==, 7);
  g_assert_cmpuint (s.hand[0], ==, 5);
  g_assert_cmpuint (s.hand[1], ==, 5);

  make_analysis (&s, quiet_field, (TmCell) { 0, 0 }, TM_DIRECTION_E, 7);
  g_assert_cmpuint (s.deck, ==, 1);
  g_assert_cmpuint (s.hand[0], ==, 5);
  g_assert_cmpuint (s.hand[1], ==, 5);
  accept (&s, &move);
  /* The last card of the deck was drawn, then one played. */
  g_assert_cmpuint (s.deck, ==, 0);
  g_assert_cmpuint (s.hand[1], ==, 5);
  /* From now on nobody draws: hands shrink. */
  move = place_turn ("Y+1", 0, 0, 0);
  accept (&s, &move);
  g_assert_cmpuint (s.deck, ==, 0);
  g_assert_cmpuint (s.hand[0], ==, 4);

  move = place ("Y0", 1, 1);

  /* The 18th turn ends the analysis. */
  make_analysis (&s, quiet_field, (TmCell) { 0, 0 }, TM_DIRECTION_E, 17);
  g_assert_cmpuint (s.hand[0], ==, 0);
  g_assert_cmpuint (s.hand[1], ==, 1);
  accept (&s, &move);
  g_assert_cmpuint (s.deck, ==, 0);
  g_assert_cmpuint (s.hand[1], ==, 0);
  g_assert_cmpint (s.phase, ==, TM_COTS_PHASE_EXTERMINATION);
  g_assert_cmpint (s.current_player, ==, -1);
}

/* Direct magic on a 2-cell diagonal: R0 counts 2, so R0 + R+1 fires; two
 * plain reds do not. */
static void
test_direct_short_diagonal (void)
{
  static const char *cells[9] = {
    "P+1", NULL, "B+1",
    "R+1", "Y+1", "B+2",
    "Y+2", "P+2", "R+2",
  };
  TmCotsState s, copy;
  TmCotsMove move;
  TmCotsOutcome outcome;

  make_analysis (&s, cells, (TmCell) { 1, 0 }, TM_DIRECTION_S, 0);

  memcpy (&copy, &s, sizeof copy);
  move = place ("R0", 0, 1);
  outcome = accept (&copy, &move);
  g_assert_cmpint (outcome.direct_line, ==, 8);
  g_assert_cmpuint (outcome.radiant_lines, ==, 0);
  g_assert_true (tm_cell_equal (outcome.ghost_to, (TmCell) { 2, 0 }));
  g_assert_cmpint (outcome.set_aside, ==, card ("R+1"));
  g_assert_true (outcome.acquired);
  g_assert_false (outcome.analysed);
  g_assert_true (tm_cots_card_set_contains (copy.bed[0], card ("R+1")));
  g_assert_cmpuint (copy.analyses[0], ==, 0);

  /* Direct only: the rules decide; "acquire" is accepted, "analyse" not. */
  move = with_effect (place ("R0", 0, 1), TM_COTS_EFFECT_ANALYSE);
  assert_message_has (refuse (&s, &move, TM_COTS_RULES_ERROR, TM_COTS_RULE_EFFECT_NOT_AVAILABLE),
                      "Red +1");
  memcpy (&copy, &s, sizeof copy);
  move = with_effect (place ("R0", 0, 1), TM_COTS_EFFECT_ACQUIRE);
  outcome = accept (&copy, &move);
  g_assert_true (outcome.acquired);
  move = place ("R0", 0, 1);
  g_assert_cmpuint (count_moves (&s, &move), ==, 1);

  /* Two plain reds: nothing. */
  memcpy (&copy, &s, sizeof copy);
  move = place_turn ("R+3", 0, 1, 0);
  outcome = accept (&copy, &move);
  g_assert_cmpint (outcome.direct_line, ==, -1);
  g_assert_false (outcome.acquired);
  g_assert_true (tm_cots_card_set_contains (copy.stomach, card ("R+1")));
  move = with_effect (place_turn ("R+3", 0, 1, 0), TM_COTS_EFFECT_ACQUIRE);
  assert_message_has (refuse (&s, &move, TM_COTS_RULES_ERROR, TM_COTS_RULE_EFFECT_NOT_AVAILABLE),
                      "stomach");
}

/* Direct magic needs three of any colour on the line, not the played one. */
static void
test_direct_other_colour (void)
{
  static const char *cells[9] = {
    "B0", "B+2", NULL,
    "P+1", "Y+1", "P+2",
    "Y+2", "R+2", "Y+3",
  };
  TmCotsState s;
  TmCotsMove move = place_turn ("R+1", 0, 2, 0);
  TmCotsOutcome outcome;

  make_analysis (&s, cells, (TmCell) { 0, 0 }, TM_DIRECTION_S, 0);
  outcome = accept (&s, &move);
  g_assert_cmpint (outcome.direct_line, ==, 0);
  g_assert_cmpuint (outcome.radiant_lines, ==, 0);
  g_assert_true (outcome.acquired);
  g_assert_true (tm_cots_card_set_contains (s.bed[0], card ("B0")));
}

/* Radiant magic from two lines at once, the player's choice, and the
 * analyse limit. */
static const char *radiant_field[9] = {
  "R+1", "Y0", "R+2",
  "B0", "P+1", "B+1",
  "R+3", "Y+1", NULL,
};

static void
test_radiant_several_lines (void)
{
  TmCotsState s, copy;
  TmCotsMove move;
  TmCotsOutcome outcome;

  make_analysis (&s, radiant_field, (TmCell) { 0, 0 }, TM_DIRECTION_SE, 0);

  move = place_turn ("P+2", 2, 2, 0);
  assert_message_has (refuse (&s, &move, TM_COTS_RULES_ERROR, TM_COTS_RULE_EFFECT_REQUIRED),
                      "Red +1");

  memcpy (&copy, &s, sizeof copy);
  move = with_effect (place_turn ("P+2", 2, 2, 0), TM_COTS_EFFECT_ACQUIRE);
  outcome = accept (&copy, &move);
  g_assert_cmpint (outcome.direct_line, ==, -1);
  g_assert_cmpuint (outcome.radiant_lines, ==, (1u << 1) | (1u << 4));
  g_assert_true (tm_cell_equal (outcome.ghost_to, (TmCell) { 1, 1 }));
  g_assert_true (outcome.acquired);
  g_assert_false (outcome.analysed);
  g_assert_true (tm_cots_card_set_contains (copy.bed[0], card ("R+1")));
  g_assert_cmpuint (copy.analyses[0], ==, 0);

  memcpy (&copy, &s, sizeof copy);
  move = with_effect (place_turn ("P+2", 2, 2, 0), TM_COTS_EFFECT_ANALYSE);
  outcome = accept (&copy, &move);
  g_assert_false (outcome.acquired);
  g_assert_true (outcome.analysed);
  g_assert_cmpuint (copy.analyses[0], ==, 1);
  g_assert_cmpuint (copy.bed[0], ==, 0);
  /* Not acquired: the set-aside card goes to the stomach. */
  g_assert_true (tm_cots_card_set_contains (copy.stomach, card ("R+1")));
  g_assert_cmpuint (tm_cots_state_get_analysis_points (&copy, 0), ==, 1);

  /* The legal list asks: both effects, and no move without one. */
  move = place_turn ("P+2", 2, 2, 0);
  g_assert_cmpuint (count_moves (&s, &move), ==, 2);
  {
    g_autoptr(GArray) moves = tm_cots_state_legal_moves (&s);
    guint acquire = 0, analyse = 0;

    for (guint i = 0; i < moves->len; i++)
      {
        const TmCotsMove *m = &g_array_index (moves, TmCotsMove, i);

        if (m->card == card ("P+2") && m->turn == 0)
          {
            acquire += m->effect == TM_COTS_EFFECT_ACQUIRE;
            analyse += m->effect == TM_COTS_EFFECT_ANALYSE;
          }
      }
    g_assert_cmpuint (acquire, ==, 1);
    g_assert_cmpuint (analyse, ==, 1);
  }

  /* After six analyses radiant magic only acquires. */
  s.analyses[0] = 6;
  move = with_effect (place_turn ("P+2", 2, 2, 0), TM_COTS_EFFECT_ANALYSE);
  assert_message_has (refuse (&s, &move, TM_COTS_RULES_ERROR, TM_COTS_RULE_EFFECT_NOT_AVAILABLE),
                      "6");
  memcpy (&copy, &s, sizeof copy);
  move = place_turn ("P+2", 2, 2, 0);
  outcome = accept (&copy, &move);
  g_assert_true (outcome.acquired);
  g_assert_false (outcome.analysed);
  g_assert_cmpuint (copy.analyses[0], ==, 6);
  memcpy (&copy, &s, sizeof copy);
  move = with_effect (place_turn ("P+2", 2, 2, 0), TM_COTS_EFFECT_ACQUIRE);
  accept (&copy, &move);
  move = place_turn ("P+2", 2, 2, 0);
  g_assert_cmpuint (count_moves (&s, &move), ==, 1);
}

static const char *both_field[9] = {
  "R+1", "Y0", "R+2",
  "B0", "R-1", "B+1",
  "R+3", "Y+1", NULL,
};

/* Both magics: acquire and analyse, no choice asked. */
static void
test_both_magics (void)
{
  TmCotsState s, copy;
  TmCotsMove move;
  TmCotsOutcome outcome;

  make_analysis (&s, both_field, (TmCell) { 0, 0 }, TM_DIRECTION_SE, 1);
  g_assert_cmpint (s.current_player, ==, 1);

  memcpy (&copy, &s, sizeof copy);
  move = place_turn ("R-2", 2, 2, 0);
  outcome = accept (&copy, &move);
  g_assert_cmpint (outcome.direct_line, ==, 6);
  g_assert_cmpuint (outcome.radiant_lines, ==, (1u << 1) | (1u << 4) | (1u << 7));
  g_assert_true (outcome.acquired);
  g_assert_true (outcome.analysed);
  g_assert_true (tm_cots_card_set_contains (copy.bed[1], card ("R+1")));
  g_assert_cmpuint (copy.analyses[1], ==, 1);
  g_assert_cmpuint (copy.analyses[0], ==, 0);

  /* Either effect name matches what happens. */
  for (TmCotsEffect e = TM_COTS_EFFECT_ACQUIRE; e <= TM_COTS_EFFECT_ANALYSE; e++)
    {
      memcpy (&copy, &s, sizeof copy);
      move = with_effect (place_turn ("R-2", 2, 2, 0), e);
      outcome = accept (&copy, &move);
      g_assert_true (outcome.acquired && outcome.analysed);
    }
  move = place_turn ("R-2", 2, 2, 0);
  g_assert_cmpuint (count_moves (&s, &move), ==, 1);
}

static void
test_both_magics_six_analyses (void)
{
  TmCotsState s, copy;
  TmCotsMove move;
  TmCotsOutcome outcome;

  make_analysis (&s, both_field, (TmCell) { 0, 0 }, TM_DIRECTION_SE, 1);
  s.analyses[1] = 6;

  memcpy (&copy, &s, sizeof copy);
  move = place_turn ("R-2", 2, 2, 0);
  outcome = accept (&copy, &move);
  g_assert_true (outcome.acquired);
  g_assert_false (outcome.analysed);
  g_assert_cmpuint (copy.analyses[1], ==, 6);
  g_assert_true (tm_cots_card_set_contains (copy.bed[1], card ("R+1")));

  move = with_effect (place_turn ("R-2", 2, 2, 0), TM_COTS_EFFECT_ANALYSE);
  assert_rule (&s, &move, TM_COTS_RULE_EFFECT_NOT_AVAILABLE);
  memcpy (&copy, &s, sizeof copy);
  move = with_effect (place_turn ("R-2", 2, 2, 0), TM_COTS_EFFECT_ACQUIRE);
  outcome = accept (&copy, &move);
  g_assert_true (outcome.acquired);
}

/* The choice is asked only for radiant magic alone: over every legal
 * move of several positions, a move lists an effect exactly when the
 * outcome is radiant magic without direct magic, and then leaving the
 * effect out is refused. */
static void
check_effect_choices (const TmCotsState *s,
                      guint             *n_choices)
{
  g_autoptr(GArray) moves = tm_cots_state_legal_moves (s);

  for (guint i = 0; i < moves->len; i++)
    {
      const TmCotsMove *m = &g_array_index (moves, TmCotsMove, i);
      TmCotsState copy;
      TmCotsOutcome outcome;

      memcpy (&copy, s, sizeof copy);
      outcome = accept (&copy, m);
      if (m->effect != TM_COTS_EFFECT_NONE)
        {
          TmCotsMove without = with_effect (*m, TM_COTS_EFFECT_NONE);

          g_assert_cmpint (outcome.direct_line, ==, -1);
          g_assert_cmpuint (outcome.radiant_lines, !=, 0);
          g_assert_cmpuint (s->analyses[s->current_player], <, 6);
          assert_rule ((TmCotsState *) s, &without, TM_COTS_RULE_EFFECT_REQUIRED);
          (*n_choices)++;
        }
      else
        g_assert_false (outcome.direct_line < 0 && outcome.radiant_lines != 0
                        && s->analyses[s->current_player] < 6);
    }
}

static void
test_effect_required_only_radiant (void)
{
  static const char *short_diagonal[9] = {
    "P+1", NULL, "B+1",
    "R+1", "Y+1", "B+2",
    "Y+2", "P+2", "R+2",
  };
  TmCotsState s;
  guint n_choices = 0;

  make_analysis (&s, radiant_field, (TmCell) { 0, 0 }, TM_DIRECTION_SE, 0);
  check_effect_choices (&s, &n_choices);
  g_assert_cmpuint (n_choices, >, 0);
  s.analyses[0] = 6;
  n_choices = 0;
  check_effect_choices (&s, &n_choices);
  g_assert_cmpuint (n_choices, ==, 0);

  make_analysis (&s, both_field, (TmCell) { 0, 0 }, TM_DIRECTION_SE, 1);
  check_effect_choices (&s, &n_choices);
  make_analysis (&s, quiet_field, (TmCell) { 0, 0 }, TM_DIRECTION_E, 2);
  check_effect_choices (&s, &n_choices);
  make_analysis (&s, short_diagonal, (TmCell) { 1, 0 }, TM_DIRECTION_S, 5);
  check_effect_choices (&s, &n_choices);
}

static void
test_analysis_wrong_player (void)
{
  TmCotsState s;
  TmCotsMove move = place ("Y0", 1, 1);

  make_analysis (&s, quiet_field, (TmCell) { 0, 0 }, TM_DIRECTION_E, 3);
  move.player = 0;
  assert_refused (&s, &move, TM_RULES_ERROR, TM_RULES_ERROR_WRONG_PLAYER);
  move.player = 1;
  accept (&s, &move);
}

static void
test_wrong_phase (void)
{
  static const char * const bed[] = { "R+3", "R-3", NULL };
  TmCotsState s;
  TmCotsMove move;

  tm_cots_state_init (&s);
  move = groups_move (0, NULL, NULL, NULL, NULL, NULL, NULL);
  assert_rule (&s, &move, TM_COTS_RULE_WRONG_PHASE);
  move = reveal_move ("R+1", "R+2");
  assert_rule (&s, &move, TM_COTS_RULE_WRONG_PHASE);

  make_analysis (&s, quiet_field, (TmCell) { 0, 0 }, TM_DIRECTION_E, 3);
  move = groups_move (1, NULL, NULL, NULL, NULL, NULL, NULL);
  assert_rule (&s, &move, TM_COTS_RULE_WRONG_PHASE);

  make_extermination (&s, bed, NULL, manual_shield);
  move = place ("B+1", 1, 1);
  assert_rule (&s, &move, TM_COTS_RULE_WRONG_PHASE);
}

/* Extermination ---------------------------------------------------------------------- */

static guint
choose2 (guint n)
{
  return n < 2 ? 0 : n * (n - 1) / 2;
}

/* Bed sizes 0–9: the shapes 2+2+2 (rest set aside), 2+2+1, 2+2, 2+1, 2,
 * 1, none; every listed grouping is accepted; wrong shapes are refused. */
static void
test_group_shapes (void)
{
  static const char *pool[] = { "R+1", "R+2", "P+1", "P+2", "B+1", "B+2", "Y+1", "Y+2", "Y+3", NULL };

  for (guint n = 0; n <= 9; n++)
    {
      const char *bed[10] = { NULL };
      TmCotsState s;
      g_autoptr(GArray) moves = NULL;
      guint expected;
      TmCotsMove move;

      for (guint i = 0; i < n; i++)
        bed[i] = pool[i];
      make_extermination (&s, bed, NULL, other_shield);

      /* Player 0 with n cards, player 1 with an empty bed: one grouping. */
      moves = tm_cots_state_legal_moves (&s);
      if (n >= 6)
        expected = choose2 (n) * choose2 (n - 2) * choose2 (n - 4);
      else if (n == 5)
        expected = 10 * 3 * 1;
      else if (n == 4)
        expected = 6;
      else if (n == 3)
        expected = 3;
      else
        expected = 1;
      g_assert_cmpuint (moves->len, ==, expected + 1);

      for (guint i = 0; i < moves->len; i++)
        {
          TmCotsState copy;
          const TmCotsMove *m = &g_array_index (moves, TmCotsMove, i);
          guint used = 0;

          memcpy (&copy, &s, sizeof copy);
          accept (&copy, m);
          g_assert_true (copy.groups_entered[m->player]);
          for (int k = 0; k < 3; k++)
            used += (m->groups[k][0] != TM_COTS_NO_CARD) + (m->groups[k][1] != TM_COTS_NO_CARD);
          g_assert_cmpuint (used, ==, m->player == 0 ? MIN (n, 6) : 0);
        }

      /* Wrong shapes. */
      switch (n)
        {
        case 0:
          move = groups_move (0, NULL, NULL, NULL, NULL, NULL, NULL);
          accept (&s, &move);
          continue;
        case 1:
          move = groups_move (0, NULL, NULL, "R+1", NULL, NULL, NULL);
          break;
        case 2:
          move = groups_move (0, "R+1", NULL, "R+2", NULL, NULL, NULL);
          break;
        case 3:
          move = groups_move (0, "R+1", NULL, "R+2", "P+1", NULL, NULL);
          break;
        case 4:
          move = groups_move (0, "R+1", "R+2", "P+1", NULL, "P+2", NULL);
          break;
        case 5:
          move = groups_move (0, "R+1", "R+2", "P+1", NULL, "P+2", "B+1");
          break;
        default:
          /* Only five of six or more. */
          move = groups_move (0, "R+1", "R+2", "P+1", "P+2", "B+1", NULL);
          break;
        }
      assert_message_has (refuse (&s, &move, TM_COTS_RULES_ERROR, TM_COTS_RULE_GROUP_SHAPE),
                          "group");
      if (n >= 2)
        {
          /* Too few cards used. */
          move = groups_move (0, "R+1", NULL, NULL, NULL, NULL, NULL);
          assert_rule (&s, &move, TM_COTS_RULE_GROUP_SHAPE);
        }

      /* The set-aside count is the tie-break. */
      g_assert_cmpuint (tm_cots_state_get_set_aside (&s, 0), ==, n > 6 ? n - 6 : 0);
    }
}

static void
test_group_not_in_bed (void)
{
  static const char * const bed0[] = { "R+3", "R-1", NULL };
  static const char * const bed1[] = { "P+1", "P+2", NULL };
  TmCotsState s;
  TmCotsMove move;

  make_extermination (&s, bed0, bed1, manual_shield);
  move = groups_move (0, "R+3", "P+1", NULL, NULL, NULL, NULL);
  assert_message_has (refuse (&s, &move, TM_COTS_RULES_ERROR, TM_COTS_RULE_GROUP_NOT_IN_BED),
                      "Purple +1");
  /* A shield card was never anyone's. */
  move = groups_move (0, "R+3", "B+1", NULL, NULL, NULL, NULL);
  assert_rule (&s, &move, TM_COTS_RULE_GROUP_NOT_IN_BED);
  /* A card twice: its own rule, naming the card (#20). */
  move = groups_move (0, "R+3", "R+3", NULL, NULL, NULL, NULL);
  assert_message_has (refuse (&s, &move, TM_COTS_RULES_ERROR, TM_COTS_RULE_GROUP_CARD_TWICE),
                      "Red +3 is listed twice");
  move = groups_move (0, "R+3", NULL, "R-1", NULL, "R+3", NULL);
  assert_rule (&s, &move, TM_COTS_RULE_GROUP_CARD_TWICE);
  /* No player. */
  move = groups_move (0, "R+3", "R-1", NULL, NULL, NULL, NULL);
  move.player = -1;
  assert_refused (&s, &move, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
  /* The order inside a group does not matter. */
  move = groups_move (0, "R-1", "R+3", NULL, NULL, NULL, NULL);
  accept (&s, &move);
  g_assert_cmpint (s.groups[0][0][0], ==, card ("R+3"));
  g_assert_cmpint (s.groups[0][0][1], ==, card ("R-1"));
}

static void
test_groups_once_and_before_attack (void)
{
  static const char * const bed0[] = { "R+3", "Y+3", NULL };
  static const char * const bed1[] = { "P+1", NULL };
  TmCotsState s;
  TmCotsMove move;
  TmCotsMove reveal = reveal_move ("R+2", "Y-1");

  make_extermination (&s, bed0, bed1, manual_shield);
  assert_rule (&s, &reveal, TM_COTS_RULE_GROUPS_BEFORE_ATTACK);

  /* Either order: the second player first.  Without names, the players
   * are their markers. */
  move = groups_move (1, "P+1", NULL, NULL, NULL, NULL, NULL);
  accept (&s, &move);
  assert_message_has (refuse (&s, &reveal, TM_COTS_RULES_ERROR, TM_COTS_RULE_GROUPS_BEFORE_ATTACK),
                      "White has not formed their groups yet");
  assert_rule (&s, &move, TM_COTS_RULE_GROUPS_ALREADY_FORMED);
  g_assert_cmpuint (count_moves (&s, NULL), ==, 1);

  move = groups_move (0, "R+3", "Y+3", NULL, NULL, NULL, NULL);
  accept (&s, &move);
  assert_rule (&s, &move, TM_COTS_RULE_GROUPS_ALREADY_FORMED);
  /* Now the 30 ordered pairs of the six hidden cards. */
  g_assert_cmpuint (count_moves (&s, NULL), ==, 30);
  accept (&s, &reveal);
}

static void
test_reveal_rules (void)
{
  static const char * const bed0[] = { "R+3", "Y+3", NULL };
  TmCotsState s;
  TmCotsMove move;
  TmCotsOutcome outcome;

  make_extermination (&s, bed0, NULL, manual_shield);
  move = groups_move (0, "R+3", "Y+3", NULL, NULL, NULL, NULL);
  accept (&s, &move);
  move = groups_move (1, NULL, NULL, NULL, NULL, NULL, NULL);
  accept (&s, &move);

  /* A card seen in the game cannot be in the shield. */
  move = reveal_move ("R+3", "Y-1");
  assert_message_has (refuse (&s, &move, TM_COTS_RULES_ERROR, TM_COTS_RULE_SHIELD_CARD_SEEN),
                      "Red +3 cannot be in the ghost's shield");
  move = reveal_move ("R+2", "P0");
  assert_rule (&s, &move, TM_COTS_RULE_SHIELD_CARD_SEEN);
  /* A card twice: its own rule, naming the card (#20). */
  move = reveal_move ("R+2", "R+2");
  assert_message_has (refuse (&s, &move, TM_COTS_RULES_ERROR, TM_COTS_RULE_SHIELD_CARD_TWICE),
                      "Red +2 is named twice");

  move = reveal_move ("R+2", "Y-1");
  outcome = accept (&s, &move);
  g_assert_cmpint (outcome.attack, ==, 1);
  g_assert_cmpint (s.shield[2], ==, card ("R+2"));
  g_assert_cmpint (s.shield[3], ==, card ("Y-1"));
  /* Revealed cards are now seen: the refusal says where it was shown,
   * not that it cannot be in the shield (#20). */
  move = reveal_move ("R+2", "B+2");
  assert_message_hides (refuse (&s, &move, TM_COTS_RULES_ERROR, TM_COTS_RULE_SHIELD_CARD_SEEN),
                        "Red +2 was already revealed by attack 1, at position 3", "cannot be");
  move = reveal_move ("B+2", "Y-1");
  assert_message_has (refuse (&s, &move, TM_COTS_RULES_ERROR, TM_COTS_RULE_SHIELD_CARD_SEEN),
                      "Yellow −1 was already revealed by attack 1, at position 4");
  g_assert_cmpuint (count_moves (&s, NULL), ==, 12);

  move = reveal_move ("R+1", "B+2");
  outcome = accept (&s, &move);
  g_assert_cmpint (outcome.attack, ==, 2);
  g_assert_cmpint (s.shield[1], ==, card ("R+1"));
  g_assert_cmpint (s.shield[4], ==, card ("B+2"));
  move = reveal_move ("B+1", "Y+2");
  outcome = accept (&s, &move);
  g_assert_cmpint (outcome.attack, ==, 3);
  g_assert_cmpint (s.shield[0], ==, card ("B+1"));
  g_assert_cmpint (s.shield[5], ==, card ("Y+2"));
  g_assert_cmpint (s.phase, ==, TM_COTS_PHASE_FINISHED);
  g_assert_cmpuint (count_moves (&s, NULL), ==, 0);

  /* Nothing after the end. */
  assert_refused (&s, &move, TM_RULES_ERROR, TM_RULES_ERROR_GAME_FINISHED);
  move = place ("R0", 1, 1);
  assert_refused (&s, &move, TM_RULES_ERROR, TM_RULES_ERROR_GAME_FINISHED);
}

/* The manual's example: groups {R,Y}, {B,Y}, {P,B}; shield reveals {R,Y},
 * {R,B}, {B,Y} → 2 + 5 + 10 = 17. */
static void
test_manual_example (void)
{
  static const char * const bed0[] = { "R+3", "Y+3", "B+3", "Y-3", "P+1", "B-1", NULL };
  static const char * const bed1[] = { "P+2", "P+3", NULL };
  TmCotsState s;
  TmCotsMove move;

  make_extermination (&s, bed0, bed1, manual_shield);
  move = groups_move (0, "R+3", "Y+3", "B+3", "Y-3", "P+1", "B-1");
  accept (&s, &move);
  move = groups_move (1, "P+2", "P+3", NULL, NULL, NULL, NULL);
  accept (&s, &move);

  move = reveal_move ("R+2", "Y-1");
  accept (&s, &move);
  g_assert_cmpuint (tm_cots_state_get_attack_points (&s, 0, 1), ==, 2);
  g_assert_cmpuint (tm_cots_state_get_attack_points (&s, 0, 2), ==, 0);
  g_assert_cmpuint (tm_cots_state_get_total (&s, 0), ==, 2);

  move = reveal_move ("R+1", "B+2");
  accept (&s, &move);
  g_assert_cmpuint (tm_cots_state_get_attack_points (&s, 0, 2), ==, 5);
  g_assert_cmpuint (tm_cots_state_get_total (&s, 0), ==, 7);

  move = reveal_move ("B+1", "Y+2");
  accept (&s, &move);
  g_assert_cmpuint (tm_cots_state_get_attack_points (&s, 0, 3), ==, 10);
  g_assert_cmpuint (tm_cots_state_get_total (&s, 0), ==, 17);
  /* Purple never meets the shield. */
  g_assert_cmpuint (tm_cots_state_get_total (&s, 1), ==, 0);
  g_assert_cmpint (tm_cots_state_get_winner (&s), ==, 0);
}

/* The scoring function the CLI uses gives the same numbers. */
static void
test_score_function (void)
{
  TmCotsCard shield[6];
  TmCotsScoringPlayer players[2];
  TmCotsScore scores[2];
  g_autoptr(GError) error = NULL;
  int winner = 42;

  for (int i = 0; i < 6; i++)
    shield[i] = card (manual_shield[i]);
  memset (players, 0, sizeof players);
  for (int p = 0; p < 2; p++)
    for (int k = 0; k < 3; k++)
      players[p].groups[k][0] = players[p].groups[k][1] = TM_COTS_NO_CARD;
  players[0].groups[0][0] = card ("R+3");
  players[0].groups[0][1] = card ("Y+3");
  players[0].groups[1][0] = card ("B+3");
  players[0].groups[1][1] = card ("Y-3");
  players[0].groups[2][0] = card ("P+1");
  players[0].groups[2][1] = card ("B-1");
  players[0].analyses = 3;
  players[1].groups[0][0] = card ("P+2");
  players[1].groups[0][1] = card ("P+3");
  players[1].analyses = 2;

  g_assert_true (tm_cots_score_extermination (shield, players, scores, &winner, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (scores[0].analysis, ==, 3);
  g_assert_cmpuint (scores[0].attacks[0], ==, 2);
  g_assert_cmpuint (scores[0].attacks[1], ==, 5);
  g_assert_cmpuint (scores[0].attacks[2], ==, 10);
  g_assert_cmpuint (scores[0].total, ==, 20);
  g_assert_cmpuint (scores[1].total, ==, 2);
  g_assert_cmpint (winner, ==, 0);

  /* Errors: a card twice, a bad shape, too many analyses, set-aside
   * cards without full groups, a missing shield card. */
  players[1].groups[0][1] = card ("R+1");
  g_assert_false (tm_cots_score_extermination (shield, players, scores, &winner, &error));
  g_assert_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_CARD_ALREADY_SEEN);
  g_assert_nonnull (strstr (error->message, "Red +1"));
  g_clear_error (&error);
  players[1].groups[0][1] = TM_COTS_NO_CARD;
  players[1].groups[1][0] = card ("P+3");
  g_assert_false (tm_cots_score_extermination (shield, players, scores, &winner, &error));
  g_assert_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_GROUP_SHAPE);
  g_clear_error (&error);
  players[1].groups[0][1] = card ("P+3");
  players[1].groups[1][0] = TM_COTS_NO_CARD;
  players[1].analyses = 7;
  g_assert_false (tm_cots_score_extermination (shield, players, scores, &winner, &error));
  g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
  /* A sheet has no names: its players are counted from 1. */
  g_assert_true (g_str_has_prefix (error->message, "Player 2 analysed the shield 7 times"));
  g_clear_error (&error);
  players[1].analyses = 2;
  players[1].set_aside = 1;
  g_assert_false (tm_cots_score_extermination (shield, players, scores, &winner, &error));
  g_assert_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_GROUP_SHAPE);
  g_clear_error (&error);
  players[1].set_aside = 0;
  shield[5] = TM_COTS_NO_CARD;
  g_assert_false (tm_cots_score_extermination (shield, players, scores, &winner, &error));
  g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
  g_clear_error (&error);
  shield[5] = card ("B+1");
  g_assert_false (tm_cots_score_extermination (shield, players, scores, &winner, &error));
  g_assert_error (error, TM_COTS_RULES_ERROR, TM_COTS_RULE_CARD_ALREADY_SEEN);
}

/* In the extermination a rotation-0 card counts 1, on both sides. */
static void
test_rotation_zero_counts_one (void)
{
  TmCotsCard groups[3][2] = {
    { card ("R0"), card ("R+1") },
    { TM_COTS_NO_CARD, TM_COTS_NO_CARD },
    { TM_COTS_NO_CARD, TM_COTS_NO_CARD },
  };
  TmCotsCard shield[6] = { card ("Y+1"), card ("Y+2"), card ("R-1"), card ("B+1"),
                           card ("Y+3"), card ("Y-1") };

  g_assert_cmpuint (tm_cots_attack_points (groups, shield, 1), ==, 2);
  shield[3] = card ("R0");
  g_assert_cmpuint (tm_cots_attack_points (groups, shield, 1), ==, 4);
  groups[0][1] = card ("B-1");
  g_assert_cmpuint (tm_cots_attack_points (groups, shield, 1), ==, 2);
}

/* The three attacks happen with fewer groups: group 1 scores each time. */
static void
test_attacks_with_fewer_groups (void)
{
  static const char * const bed0[] = { "B0", NULL };
  static const char * const shield[6] = { "B+1", "B+2", "B+3", "R+1", "B-1", "B-2" };
  TmCotsState s;
  TmCotsMove move;

  make_extermination (&s, bed0, NULL, shield);
  move = groups_move (0, "B0", NULL, NULL, NULL, NULL, NULL);
  accept (&s, &move);
  move = groups_move (1, NULL, NULL, NULL, NULL, NULL, NULL);
  accept (&s, &move);
  move = reveal_move ("B+3", "R+1");
  accept (&s, &move);
  g_assert_cmpuint (tm_cots_state_get_attack_points (&s, 0, 1), ==, 1);
  move = reveal_move ("B+2", "B-1");
  accept (&s, &move);
  g_assert_cmpuint (tm_cots_state_get_attack_points (&s, 0, 2), ==, 3);
  move = reveal_move ("B+1", "B-2");
  accept (&s, &move);
  g_assert_cmpuint (tm_cots_state_get_attack_points (&s, 0, 3), ==, 5);
  g_assert_cmpuint (tm_cots_state_get_total (&s, 0), ==, 9);
  g_assert_cmpuint (tm_cots_state_get_total (&s, 1), ==, 0);
}

/* Equal totals: more cards set aside wins; equal again: a draw. */
static void
test_tie_break_and_draw (void)
{
  static const char * const bed0[] = { "R+1", "R+2", "R+3", "R-1", "R-2", "R-3", "R4", NULL };
  static const char * const bed1_six[] = { "P+1", "P+2", "P+3", "P-1", "P-2", "P-3", NULL };
  static const char * const bed1_seven[] = { "P+1", "P+2", "P+3", "P-1", "P-2", "P-3", "P4", NULL };
  static const char * const shield[6] = { "Y+1", "Y+2", "Y+3", "Y-1", "Y-2", "Y-3" };
  TmCotsState s;
  TmCotsMove move;

  for (int round = 0; round < 2; round++)
    {
      make_extermination (&s, bed0, round == 0 ? bed1_six : bed1_seven, shield);
      s.analyses[0] = s.analyses[1] = 3;
      move = groups_move (0, "R+1", "R+2", "R+3", "R-1", "R-2", "R-3");
      accept (&s, &move);
      move = groups_move (1, "P+1", "P+2", "P+3", "P-1", "P-2", "P-3");
      accept (&s, &move);
      move = reveal_move ("Y+3", "Y-1");
      accept (&s, &move);
      move = reveal_move ("Y+2", "Y-2");
      accept (&s, &move);
      g_assert_cmpint (tm_cots_state_get_winner (&s), ==, -1);   /* not over */
      move = reveal_move ("Y+1", "Y-3");
      accept (&s, &move);

      g_assert_cmpuint (tm_cots_state_get_total (&s, 0), ==, 3);
      g_assert_cmpuint (tm_cots_state_get_total (&s, 1), ==, 3);
      g_assert_cmpuint (tm_cots_state_get_set_aside (&s, 0), ==, 1);
      if (round == 0)
        {
          g_assert_cmpuint (tm_cots_state_get_set_aside (&s, 1), ==, 0);
          g_assert_cmpint (tm_cots_state_get_winner (&s), ==, 0);
        }
      else
        {
          g_assert_cmpuint (tm_cots_state_get_set_aside (&s, 1), ==, 1);
          g_assert_cmpint (tm_cots_state_get_winner (&s), ==, -1);
        }
    }

  /* The same through the pure scoring function. */
  {
    TmCotsScore scores[2] = { { .total = 5, .set_aside = 0 }, { .total = 5, .set_aside = 2 } };

    g_assert_cmpint (tm_cots_scoring_get_winner (scores), ==, 1);
    scores[1].set_aside = 0;
    g_assert_cmpint (tm_cots_scoring_get_winner (scores), ==, -1);
    scores[0].total = 6;
    g_assert_cmpint (tm_cots_scoring_get_winner (scores), ==, 0);
  }
}

/* JSON and the generic interface ------------------------------------------------------- */

static JsonObject *
parse_object (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  if (!json_parser_load_from_data (parser, text, -1, &error))
    g_error ("test bug: %s", error->message);
  return json_object_ref (json_node_get_object (json_parser_get_root (parser)));
}

static char *
summary (TmGame *game)
{
  g_autoptr(JsonNode) node = tm_game_serialize_state (game);

  return json_to_string (node, FALSE);
}

static void
test_json_malformed (void)
{
  static const struct
  {
    const char *json;
    GQuark domain;
    int code;
    const char *mentions;
  } cases[] = {
    { "{}", 0, TM_RULES_ERROR_INVALID_MOVE, "type" },
    { "{\"type\":\"jump\"}", 0, TM_RULES_ERROR_INVALID_MOVE, "jump" },
    { "{\"type\":3}", 0, TM_RULES_ERROR_INVALID_MOVE, "type" },
    { "{\"type\":\"place\",\"cell\":[0,1]}", 0, TM_RULES_ERROR_INVALID_MOVE, "card" },
    { "{\"type\":\"place\",\"card\":5,\"cell\":[0,1]}", 0, TM_RULES_ERROR_INVALID_MOVE, "card" },
    { "{\"type\":\"place\",\"card\":\"R+1\"}", 0, TM_RULES_ERROR_INVALID_MOVE, "cell" },
    { "{\"type\":\"place\",\"card\":\"R+1\",\"cell\":[3,0]}", 0, TM_RULES_ERROR_INVALID_MOVE, "cell" },
    { "{\"type\":\"place\",\"card\":\"R+1\",\"cell\":[0]}", 0, TM_RULES_ERROR_INVALID_MOVE, "cell" },
    { "{\"type\":\"place\",\"card\":\"R+1\",\"cell\":\"a1\"}", 0, TM_RULES_ERROR_INVALID_MOVE, "cell" },
    { "{\"type\":\"place\",\"card\":\"R+1\",\"cell\":[0,1],\"turn\":\"1\"}", 0, TM_RULES_ERROR_INVALID_MOVE, "turn" },
    { "{\"type\":\"place\",\"card\":\"R+1\",\"cell\":[0,1],\"turn\":1.5}", 0, TM_RULES_ERROR_INVALID_MOVE, "turn" },
    { "{\"type\":\"place\",\"card\":\"R+1\",\"cell\":[0,1],\"effect\":\"eat\"}", 0, TM_RULES_ERROR_INVALID_MOVE, "effect" },
    { "{\"type\":\"place\",\"card\":\"R+1\",\"cell\":[0,1],\"player\":2}", 0, TM_RULES_ERROR_INVALID_MOVE, "player" },
    { "{\"type\":\"place\",\"card\":\"R+1\",\"cell\":[0,1],\"player\":\"0\"}", 0, TM_RULES_ERROR_INVALID_MOVE, "player" },
    { "{\"type\":\"place\",\"card\":\"R9\",\"cell\":[0,1]}", 0, TM_RULES_ERROR_INVALID_MOVE, "R9" },
    { "{\"type\":\"groups\",\"groups\":[]}", 0, TM_RULES_ERROR_INVALID_MOVE, "player" },
    { "{\"type\":\"groups\",\"player\":0,\"groups\":{}}", 0, TM_RULES_ERROR_INVALID_MOVE, "groups" },
    { "{\"type\":\"groups\",\"player\":0,\"groups\":[\"R+1\"]}", 0, TM_RULES_ERROR_INVALID_MOVE, "groups" },
    { "{\"type\":\"groups\",\"player\":0,\"groups\":[[\"R+1\",\"R+2\",\"R+3\"]]}", 1, TM_COTS_RULE_GROUP_SHAPE, "2" },
    { "{\"type\":\"groups\",\"player\":0,\"groups\":[[],[],[],[]]}", 1, TM_COTS_RULE_GROUP_SHAPE, "three" },
    { "{\"type\":\"reveal\",\"cards\":[\"R+1\"]}", 0, TM_RULES_ERROR_INVALID_MOVE, "cards" },
    { "{\"type\":\"reveal\"}", 0, TM_RULES_ERROR_INVALID_MOVE, "cards" },
    { "{\"type\":\"reveal\",\"cards\":[\"R+1\",7]}", 0, TM_RULES_ERROR_INVALID_MOVE, "cards" },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = tm_registry_create_game ("children-of-the-sun", 2, NULL, &error);
  g_autofree char *before = summary (game);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(JsonObject) object = parse_object (cases[i].json);
      g_autofree char *after = NULL;
      TmCotsMove move;

      g_assert_false (tm_game_apply_move (game, object, &error));
      g_assert_error (error, (cases[i].domain ? TM_COTS_RULES_ERROR : TM_RULES_ERROR), cases[i].code);
      if (strstr (error->message, cases[i].mentions) == NULL)
        g_error ("%s: “%s” does not mention “%s”", cases[i].json, error->message, cases[i].mentions);
      g_clear_error (&error);

      g_assert_false (tm_cots_move_from_json (object, &move, &error));
      g_assert_nonnull (error);
      g_clear_error (&error);

      after = summary (game);
      g_assert_cmpstr (after, ==, before);
    }
  g_assert_cmpuint (tm_game_get_n_moves (game), ==, 0);
}

static void
test_json_moves (void)
{
  static const char *good[] = {
    "{\"type\":\"place\",\"card\":\"R+2\",\"cell\":[0,1]}",
    "{\"type\":\"place\",\"card\":\"B-3\",\"cell\":[1,1],\"turn\":-2,\"effect\":\"analyse\"}",
    "{\"type\":\"place\",\"card\":\"Y4\",\"cell\":[2,2],\"effect\":\"acquire\",\"player\":1}",
    "{\"type\":\"groups\",\"player\":0,\"groups\":[[\"R+1\",\"Y-2\"],[\"B0\",\"Y+1\"],[\"P+3\"]]}",
    "{\"type\":\"groups\",\"player\":1,\"groups\":[]}",
    "{\"type\":\"reveal\",\"cards\":[\"Y-3\",\"B+1\"]}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autoptr(JsonObject) object = parse_object (good[i]);
      g_autoptr(JsonObject) again = NULL;
      g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      TmCotsMove move;

      g_assert_true (tm_cots_move_from_json (object, &move, &error));
      g_assert_no_error (error);
      again = tm_cots_move_to_json (&move);
      json_node_set_object (node, again);
      text = json_to_string (node, FALSE);
      g_assert_cmpstr (text, ==, good[i]);
    }

  {
    g_autoptr(JsonObject) object = parse_object (good[1]);
    TmCotsMove move;

    g_assert_true (tm_cots_move_from_json (object, &move, NULL));
    g_assert_cmpint (move.type, ==, TM_COTS_MOVE_PLACE);
    g_assert_cmpint (move.card, ==, card ("B-3"));
    g_assert_true (move.has_turn);
    g_assert_cmpint (move.turn, ==, -2);
    g_assert_cmpint (move.effect, ==, TM_COTS_EFFECT_ANALYSE);
    g_assert_cmpint (move.player, ==, -1);
  }
  {
    g_autoptr(JsonObject) object = parse_object (good[3]);
    TmCotsMove move;

    g_assert_true (tm_cots_move_from_json (object, &move, NULL));
    g_assert_cmpint (move.groups[1][0], ==, card ("B0"));
    g_assert_cmpint (move.groups[2][0], ==, card ("P+3"));
    g_assert_cmpint (move.groups[2][1], ==, TM_COTS_NO_CARD);
  }
}

/* A game through TmGame: phases, current player, rule ids, the state
 * summary and the last outcome. */
static void
test_game_interface (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = tm_registry_create_game ("children-of-the-sun", 2, NULL, &error);
  g_autoptr(TmGame) copy = NULL;
  g_autoptr(JsonObject) bad = parse_object ("{\"type\":\"place\",\"card\":\"R0\",\"cell\":[0,1]}");
  const char *phases_seen[5] = { NULL };
  guint n_phases = 0;

  g_assert_false (tm_game_apply_move (game, bad, &error));
  g_assert_cmpstr (tm_game_get_error_rule (game, error), ==, "siege-rotation-zero");
  g_clear_error (&error);

  while (!tm_game_is_finished (game))
    {
      g_autoptr(GPtrArray) moves = tm_game_list_legal_moves (game);
      const char *phase = tm_game_get_phase (game);
      g_autofree char *described = tm_game_describe_phase (game);

      if (n_phases == 0 || g_strcmp0 (phases_seen[n_phases - 1], phase) != 0)
        phases_seen[n_phases++] = phase;
      g_assert_cmpstr (described, !=, "");
      if (g_str_equal (phase, "extermination"))
        g_assert_cmpint (tm_game_get_current_player (game), ==, -1);
      else
        g_assert_cmpint (tm_game_get_current_player (game), >=, 0);

      g_assert_true (tm_game_apply_move (game, g_ptr_array_index (moves, 0), &error));
      g_assert_no_error (error);

      if (tm_game_get_n_moves (game) == 10)
        {
          const TmCotsOutcome *outcome = tm_cots_game_get_last_outcome (TM_COTS_GAME (game));

          g_assert_nonnull (outcome);
          g_assert_true (outcome->ghost_moved);
          g_assert_cmpint (outcome->set_aside, !=, TM_COTS_NO_CARD);
          copy = tm_game_copy (game);
        }
    }
  phases_seen[n_phases++] = tm_game_get_phase (game);
  g_assert_cmpuint (n_phases, ==, 4);
  g_assert_cmpstr (phases_seen[0], ==, "siege");
  g_assert_cmpstr (phases_seen[1], ==, "analysis");
  g_assert_cmpstr (phases_seen[2], ==, "extermination");
  g_assert_cmpstr (phases_seen[3], ==, "finished");

  /* The copy went its own way. */
  g_assert_cmpuint (tm_game_get_n_moves (copy), ==, 10);
  g_assert_cmpstr (tm_game_get_phase (copy), ==, "analysis");
  g_assert_nonnull (tm_cots_game_get_last_outcome (TM_COTS_GAME (copy)));

  {
    g_autoptr(JsonNode) node = tm_game_serialize_state (game);
    JsonObject *object = json_node_get_object (node);
    JsonArray *shield = json_object_get_array_member (object, "revealed_shield");
    JsonArray *scores = json_object_get_array_member (object, "scores");
    JsonObject *score0 = json_array_get_object_element (scores, 0);
    const TmCotsState *s = tm_cots_game_get_state (TM_COTS_GAME (game));

    g_assert_cmpstr (json_object_get_string_member (object, "phase"), ==, "finished");
    for (guint i = 0; i < 6; i++)
      g_assert_cmpstr (json_array_get_string_element (shield, i), ==,
                       tm_cots_card_to_string (s->shield[i]));
    g_assert_cmpint (json_object_get_int_member (score0, "total"), ==, tm_game_get_score (game, 0));
    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (score0, "attacks")), ==, 3);
    g_assert_true (json_object_has_member (score0, "analysis"));
    g_assert_true (json_object_has_member (score0, "set_aside"));
    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "shield_markers")),
                      ==, 2);
    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "groups_entered")),
                      ==, 2);
    /* Bed contents are private: only counts. */
    g_assert_cmpint (json_node_get_value_type (json_array_get_element (json_object_get_array_member (object, "beds"), 0)),
                     ==, G_TYPE_INT64);
    g_assert_cmpint (json_object_get_int_member (object, "current_player"), ==, -1);
  }

  /* After the end every move is refused by the generic interface. */
  {
    g_autoptr(JsonObject) more = parse_object ("{\"type\":\"reveal\",\"cards\":[\"R0\",\"R+1\"]}");
    g_autoptr(GPtrArray) legal = NULL;

    g_assert_false (tm_game_apply_move (game, more, &error));
    g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_GAME_FINISHED);
    legal = tm_game_list_legal_moves (game);
    g_assert_cmpuint (legal->len, ==, 0);
  }
}

/* Turns in refusals are said in steps, never in eighths (#20). */
static void
test_turn_words (void)
{
  TmCotsState s;
  TmCotsMove move;
  char *message;

  make_analysis (&s, quiet_field, (TmCell) { 0, 0 }, TM_DIRECTION_E, 0);
  move = place_turn ("Y+2", 1, 1, 3);
  message = refuse (&s, &move, TM_COTS_RULES_ERROR, TM_COTS_RULE_TURN_RANGE);
  g_assert_null (strstr (message, "eighth"));
  assert_message_has (message, "Yellow +2 turns the ghost up to two steps clockwise or not at all, "
                               "so it cannot turn it three steps clockwise");
  move = place ("Y-3", 1, 1);
  message = refuse (&s, &move, TM_COTS_RULES_ERROR, TM_COTS_RULE_TURN_REQUIRED);
  g_assert_null (strstr (message, "eighth"));
  assert_message_has (message, "up to three steps anticlockwise");
  move = place_turn ("Y4", 1, 1, 2);
  message = refuse (&s, &move, TM_COTS_RULES_ERROR, TM_COTS_RULE_ROTATION_FOUR);
  g_assert_null (strstr (message, "eighth"));
  assert_message_has (message, "exactly half a turn, not two steps clockwise");

  tm_cots_state_init (&s);
  move = place_turn ("Y+2", 0, 1, 1);
  message = refuse (&s, &move, TM_COTS_RULES_ERROR, TM_COTS_RULE_SIEGE_EXACT_TURN);
  g_assert_null (strstr (message, "eighth"));
  assert_message_has (message, "turns it two steps clockwise, not one step clockwise");
}

/* A move in the players' words, for toasts and the history (#20). */
static void
test_describe_move (void)
{
  static const char * const players[] = { "Aoi", "Mio", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = tm_registry_create_game ("children-of-the-sun", 2, NULL, &error);
  g_autoptr(JsonObject) first = parse_object ("{\"type\":\"place\",\"card\":\"R+2\",\"cell\":[0,1]}");
  g_autoptr(JsonObject) bad = parse_object ("{\"type\":\"place\",\"card\":\"R+2\",\"cell\":[3,1]}");
  g_autofree char *said = NULL;
  g_autofree char *bad_said = NULL;
  TmCotsState s;
  TmCotsMove move;
  char *text;

  g_assert_no_error (error);
  said = tm_game_describe_move (game, first, players);
  g_assert_cmpstr (said, ==, "Aoi played Red +2 on the top middle cell");
  bad_said = tm_game_describe_move (game, bad, players);
  g_assert_cmpstr (bad_said, ==, "Aoi’s move");

  /* An analysis turn: the turn chosen and the effect chosen. */
  make_analysis (&s, quiet_field, (TmCell) { 0, 0 }, TM_DIRECTION_E, 1);
  move = with_effect (place_turn ("Y-2", 1, 1, -1), TM_COTS_EFFECT_ANALYSE);
  text = tm_cots_text_move (&move, &s, players);
  g_assert_cmpstr (text, ==, "Mio played Yellow −2 on the centre cell, turning the ghost one step "
                             "anticlockwise, and analysed the shield");
  g_free (text);
  move = place_turn ("Y+3", 1, 1, 0);
  text = tm_cots_text_move (&move, &s, players);
  g_assert_cmpstr (text, ==, "Mio played Yellow +3 on the centre cell, not turning the ghost");
  g_free (text);

  move = tm_cots_move_init (TM_COTS_MOVE_GROUPS, 0);
  text = tm_cots_text_move (&move, &s, players);
  g_assert_cmpstr (text, ==, "Aoi formed the three groups");
  g_free (text);
  move = tm_cots_move_init (TM_COTS_MOVE_REVEAL, -1);
  move.shield[0] = card ("B+1");
  move.shield[1] = card ("Y-3");
  text = tm_cots_text_move (&move, &s, players);
  g_assert_cmpstr (text, ==, "Attack 1 revealed Blue +1 and Yellow −3");
  g_free (text);
}

static void
test_rule_ids (void)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (TM_TYPE_COTS_RULE);

  g_assert_cmpstr (g_enum_get_value (klass, TM_COTS_RULE_SIEGE_OPPOSITE_CELL)->value_nick, ==,
                   "siege-opposite-cell");
  g_assert_cmpstr (g_enum_get_value (klass, TM_COTS_RULE_EFFECT_REQUIRED)->value_nick, ==,
                   "effect-choice-required");
  g_assert_cmpuint (klass->n_values, ==, TM_COTS_RULE_SHIELD_CARD_TWICE + 1);
}

/* A game made from a record names its players as the record does; one
 * set up without a record counts them from 1. */
static void
test_refusals_name_players (void)
{
  const char *names[] = { "Aoi", "Mio", NULL };
  g_autoptr(TmRecord) record = tm_record_new ("children-of-the-sun", names, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = tm_record_create_game (record, &error);
  g_autoptr(TmGame) unnamed = tm_registry_create_game ("children-of-the-sun", 2, NULL, &error);
  g_autoptr(JsonObject) move = parse_object ("{\"type\": \"place\", \"card\": \"B+2\", "
                                             "\"cell\": [0, 0], \"player\": 1}");

  g_assert_no_error (error);
  g_assert_false (tm_game_apply_move (game, move, &error));
  g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_WRONG_PLAYER);
  g_assert_cmpstr (error->message, ==, "It is Aoi’s turn, not Mio’s.");
  g_clear_error (&error);
  g_assert_false (tm_game_apply_move (unnamed, move, &error));
  g_assert_cmpstr (error->message, ==, "It is Player 1’s turn, not Player 2’s.");
}

int
test_cots_rules_main (int   argc,
                      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cots/card/notation", test_card_notation);
  g_test_add_func ("/cots/text/turn-words", test_turn_words);
  g_test_add_func ("/cots/text/describe-move", test_describe_move);
  g_test_add_func ("/cots/lines", test_lines);
  g_test_add_func ("/cots/setup/initial", test_setup);
  g_test_add_func ("/cots/setup/bad", test_setup_bad);
  g_test_add_func ("/cots/siege/full", test_siege_full);
  g_test_add_func ("/cots/siege/rotation-zero", test_siege_rotation_zero);
  g_test_add_func ("/cots/siege/next-to-ghost", test_siege_next_to_ghost);
  g_test_add_func ("/cots/siege/occupied", test_siege_occupied);
  g_test_add_func ("/cots/siege/opposite-cell", test_siege_opposite);
  g_test_add_func ("/cots/siege/exact-turn", test_siege_exact_turn);
  g_test_add_func ("/cots/siege/no-effect", test_siege_no_effect);
  g_test_add_func ("/cots/rules/wrong-player", test_wrong_player);
  g_test_add_func ("/cots/rules/card-already-seen", test_card_already_seen);
  g_test_add_func ("/cots/rules/wrong-phase", test_wrong_phase);
  g_test_add_func ("/cots/analysis/empty-cell", test_analysis_empty_cell);
  g_test_add_func ("/cots/analysis/turn-rules", test_analysis_turn_rules);
  g_test_add_func ("/cots/analysis/wrap", test_analysis_wrap);
  g_test_add_func ("/cots/analysis/draws", test_analysis_draws);
  g_test_add_func ("/cots/analysis/wrong-player", test_analysis_wrong_player);
  g_test_add_func ("/cots/magic/direct-short-diagonal", test_direct_short_diagonal);
  g_test_add_func ("/cots/magic/direct-other-colour", test_direct_other_colour);
  g_test_add_func ("/cots/magic/radiant-several-lines", test_radiant_several_lines);
  g_test_add_func ("/cots/magic/both", test_both_magics);
  g_test_add_func ("/cots/magic/both-six-analyses", test_both_magics_six_analyses);
  g_test_add_func ("/cots/magic/effect-required-only-radiant", test_effect_required_only_radiant);
  g_test_add_func ("/cots/extermination/group-shapes", test_group_shapes);
  g_test_add_func ("/cots/extermination/group-not-in-bed", test_group_not_in_bed);
  g_test_add_func ("/cots/extermination/groups-once-before-attack", test_groups_once_and_before_attack);
  g_test_add_func ("/cots/extermination/reveal", test_reveal_rules);
  g_test_add_func ("/cots/extermination/manual-example", test_manual_example);
  g_test_add_func ("/cots/extermination/rotation-zero-counts-one", test_rotation_zero_counts_one);
  g_test_add_func ("/cots/extermination/fewer-groups", test_attacks_with_fewer_groups);
  g_test_add_func ("/cots/extermination/tie-break-and-draw", test_tie_break_and_draw);
  g_test_add_func ("/cots/scoring/function", test_score_function);
  g_test_add_func ("/cots/json/malformed", test_json_malformed);
  g_test_add_func ("/cots/json/moves", test_json_moves);
  g_test_add_func ("/cots/game/interface", test_game_interface);
  g_test_add_func ("/cots/game/rule-ids", test_rule_ids);
  g_test_add_func ("/cots/game/names", test_refusals_name_players);

  return g_test_run ();
}
