/* test-utena-rules.c — every rule of Tsuki no Utena, one by one
 *
 * Each refusal checks the error domain and code and that the position is
 * byte for byte what it was before.  Games start from the synthetic box
 * of utena-test-util.h; where a test needs an unusual table (a full
 * ring, a marker on a centre, an empty cloud cell) it moves markers by
 * hand, always keeping the 32 of them.
 *
 * Card shorthand: P(0)–P(3) show every colour with one shape (cross,
 * snake, gomoku, horn) and the blue group; P(4)–P(7) are y = x ^ b
 * (P(4): blue-cross navy-snake white-gomoku red-horn, navy group);
 * P(16)–P(19) are the suns, yellow group; P(20) is CC.
 * Desire cards: D0 = blue navy red group-blue; D1 = navy white cross
 * group-navy; D2 = white red snake group-white; D3 = red cross gomoku
 * group-red; Di = icons i, i+1, i+3, i+9 (mod 13).
 */
#include "config.h"

#include "utena-test-util.h"
#include "core/tm-json.h"
#include "core/tm-record.h"
#include "core/tm-registry.h"
#include "tm-core-enums.h"
#include "games/tsuki-no-utena/rules/tm-utena-text.h"
#include "core-test-programs.h"

#define P(i) practitioner (i)

enum {
  BLUE = TM_UTENA_CELL_BLUE,
  NAVY = TM_UTENA_CELL_NAVY,
  WHITE = TM_UTENA_CELL_WHITE,
  RED = TM_UTENA_CELL_RED,
  CROSS = TM_UTENA_CELL_CROSS,
  SNAKE = TM_UTENA_CELL_SNAKE,
  GOMOKU = TM_UTENA_CELL_GOMOKU,
  HORN = TM_UTENA_CELL_HORN,
  G_YELLOW = TM_UTENA_CELL_GROUP_YELLOW,
  G_BLUE = TM_UTENA_CELL_GROUP_BLUE,
  G_NAVY = TM_UTENA_CELL_GROUP_NAVY,
  G_WHITE = TM_UTENA_CELL_GROUP_WHITE,
  G_RED = TM_UTENA_CELL_GROUP_RED,
};

/* Helpers ------------------------------------------------------------------ */

static void
assert_message_has (char       *message,
                    const char *part)
{
  if (strstr (message, part) == NULL)
    g_error ("“%s” does not mention “%s”", message, part);
  g_free (message);
}

/* Puts @ring and @centre markers on @altar, keeping the 32: markers
 * come from the cloud cells in this order (the cells the tests watch
 * last) and go back to the yellow group cell. */
static void
set_markers (TmUtenaState *s,
             guint         altar,
             guint         ring,
             guint         centre)
{
  static const guint order[] = {
    G_YELLOW, G_RED, HORN, G_NAVY, G_WHITE, G_BLUE, SNAKE, NAVY, RED,
    BLUE, GOMOKU, CROSS, WHITE,
  };
  guint have = s->altars[altar].ring + s->altars[altar].centre;
  guint want = ring + centre;

  for (guint i = 0; i < G_N_ELEMENTS (order) && have < want; i++)
    while (s->cloud[order[i]] > 0 && have < want)
      {
        s->cloud[order[i]]--;
        have++;
      }
  if (have > want)
    s->cloud[G_YELLOW] += have - want;
  else
    g_assert_cmpuint (have, ==, want);
  s->altars[altar].ring = ring;
  s->altars[altar].centre = centre;
  g_assert_cmpuint (tm_utena_state_count_markers (s), ==, TM_UTENA_N_MARKERS);
}

static TmUtenaMove
reinforce_move (void)
{
  return blank_move (TM_UTENA_MOVE_REINFORCE);
}

/* Three players, round 1 played:
 *  - D0 is placed, D1 hides the navy of D0: player 1 (the parent, 0)
 *    gives a marker to the navy cell;
 *  - player 0 plays P0 P4 (blue-cross: blue and cross cells), player 1
 *    P1 P5 (blue-snake), player 2 P2 P6 (blue-gomoku, but the blue cell
 *    is empty by then).
 * Round 2 begins: the parent is player 2. */
static void
three_players_round_one (TmUtenaState *s)
{
  TmUtenaMove m;

  new_state (s, 3);
  m = desire_move (0, -1);
  accept (s, &m);
  m = desire_move (1, NAVY, -1);
  accept (s, &m);
  m = pair_move (P (0), P (4));
  accept (s, &m);
  m = pair_move (P (1), P (5));
  accept (s, &m);
  m = pair_move (P (2), P (6));
  accept (s, &m);
}

/* Round 2's loss processing on top of round 1, hiding @n1 then @n2 icons
 * from the front of the visible ones. */
static void
three_players_round_two (TmUtenaState *s)
{
  TmUtenaMove m;

  three_players_round_one (s);
  m = desire_move (2, WHITE, RED, G_BLUE, -1);
  accept (s, &m);
  m = desire_move (3, RED, CROSS, -1);
  accept (s, &m);
}

/* Plays the active altar's turn with the first listed move that is not
 * a reinforcement, every board first set to 2 markers so that nothing
 * ends the game by chance. */
static TmUtenaOutcome
play_first_turn_move (TmUtenaState *s)
{
  g_autoptr(GArray) moves = tm_utena_state_legal_moves (s);

  g_assert_cmpint (s->phase, ==, TM_UTENA_PHASE_TURN);
  for (guint a = 0; a < s->n_altars; a++)
    set_markers (s, a, 2, 0);
  for (guint i = 0; i < moves->len; i++)
    if (g_array_index (moves, TmUtenaMove, i).type != TM_UTENA_MOVE_REINFORCE)
      return accept (s, &g_array_index (moves, TmUtenaMove, i));
  g_assert_not_reached ();
}

/* Set-up ------------------------------------------------------------------- */

static void
test_setup_counts (void)
{
  static const struct
  {
    guint n_players, n_altars, ring_size, rings[4], hand, reserves, max_rounds, leftover;
  } cases[] = {
    { 1, 3, 8, { 2, 2, 2 }, 7, 0, 6, 8 },
    { 2, 4, 6, { 1, 1, 2, 2 }, 6, 4, 6, 5 },
    { 3, 3, 8, { 2, 2, 2 }, 4, 3, 7, 6 },
    { 4, 4, 6, { 1, 1, 2, 2 }, 4, 4, 7, 1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TmUtenaState s;
      guint ring_markers = 0, reserves = 0, dealt = 0;

      new_state (&s, cases[i].n_players);
      g_assert_cmpuint (s.n_altars, ==, cases[i].n_altars);
      g_assert_cmpuint (s.max_rounds, ==, cases[i].max_rounds);
      for (guint c = 0; c < TM_UTENA_N_CELLS; c++)
        g_assert_cmpuint (s.cloud[c], ==, 2);
      for (guint a = 0; a < s.n_altars; a++)
        {
          g_assert_cmpuint (s.altars[a].ring_size, ==, cases[i].ring_size);
          g_assert_cmpuint (s.altars[a].ring, ==, cases[i].rings[a]);
          g_assert_cmpuint (s.altars[a].centre, ==, 0);
          g_assert_cmpuint (s.altars[a].pair[0], ==, TM_UTENA_NO_CARD);
          ring_markers += s.altars[a].ring;
          reserves += s.altars[a].reserve;
        }
      /* 26 on the cloud, the other 6 on the rings: all 32 used. */
      g_assert_cmpuint (ring_markers, ==, 6);
      g_assert_cmpuint (tm_utena_state_count_markers (&s), ==, 32);
      g_assert_cmpuint (reserves, ==, cases[i].reserves);
      for (guint p = 0; p < s.n_players; p++)
        {
          g_assert_cmpuint (s.hands[p].size, ==, cases[i].hand);
          g_assert_cmpuint (s.hands[p].n_known, ==, 0);
          dealt += s.hands[p].size;
        }
      dealt += reserves + s.practitioner_deck;
      g_assert_cmpuint (TM_UTENA_N_PRACTITIONERS - dealt, ==, cases[i].leftover);
      g_assert_cmpuint (s.desire_deck, ==, 13);
      g_assert_cmpint (s.phase, ==, TM_UTENA_PHASE_DESIRE);
      g_assert_cmpint (s.result, ==, TM_UTENA_RESULT_NONE);
      g_assert_cmpint (tm_utena_state_get_current_player (&s), ==, 0);
      g_assert_cmpuint (s.desires_due, ==, cases[i].n_players >= 3 ? 2 : 1);
      g_assert_cmpuint (s.round, ==, cases[i].n_players >= 3 ? 1 : 0);
      g_assert_cmpint (s.parent, ==, cases[i].n_players >= 3 ? 0 : -1);
    }
}

/* 1 and 2 players reveal one desire card before play: the deck is 12. */
static void
test_setup_revealed_desire (void)
{
  TmUtenaState s;

  new_state (&s, 1);
  g_assert_cmpuint (s.practitioner_deck, ==, 6);
  lay_desire (&s, 0);
  g_assert_cmpuint (s.desire_deck, ==, 12);
  g_assert_cmpuint (s.round, ==, 1);
  g_assert_cmpint (s.phase, ==, TM_UTENA_PHASE_PLAN);
  for (guint a = 0; a < 3; a++)
    g_assert_false (s.altars[a].reserve);

  new_state (&s, 2);
  g_assert_cmpuint (s.altars[0].owner, ==, 0);
  g_assert_cmpuint (s.altars[1].owner, ==, 0);
  g_assert_cmpuint (s.altars[2].owner, ==, 1);
  g_assert_cmpuint (s.altars[3].owner, ==, 1);
  lay_desire (&s, 0);
  g_assert_cmpuint (s.desire_deck, ==, 12);
  g_assert_cmpuint (s.round, ==, 1);
  /* …and then the desire card just before altar 1 acts. */
  g_assert_cmpint (s.phase, ==, TM_UTENA_PHASE_DESIRE);
  g_assert_cmpint (s.active, ==, 0);
}

static void
test_setup_bad (void)
{
  TmUtenaState s;
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = NULL;
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(JsonObject) cards = json_object_new ();
  g_autoptr(JsonArray) list = json_array_new ();

  g_assert_false (tm_utena_state_init (&s, 0, NULL, 0, NULL, 0, &error));
  g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_BAD_SETUP);
  g_clear_error (&error);
  g_assert_false (tm_utena_state_init (&s, 5, NULL, 0, NULL, 0, &error));
  g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_BAD_SETUP);
  g_clear_error (&error);

  game = tm_registry_create_game ("tsuki-no-utena", 5, NULL, &error);
  g_assert_null (game);
  g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_BAD_SETUP);
  g_clear_error (&error);

  json_object_set_string_member (options, "variant", "expert");
  game = tm_registry_create_game ("tsuki-no-utena", 3, options, &error);
  g_assert_null (game);
  g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_BAD_SETUP);
  g_clear_error (&error);
  json_object_remove_member (options, "variant");

  json_object_set_int_member (options, "cards", 3);
  game = tm_registry_create_game ("tsuki-no-utena", 3, options, &error);
  g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_BAD_SETUP);
  g_clear_error (&error);

  json_array_add_string_element (list, "purple-cross");
  json_object_set_array_member (cards, "practitioners", json_array_new ());
  json_array_add_array_element (json_object_get_array_member (cards, "practitioners"),
                                json_array_ref (list));
  json_object_set_object_member (options, "cards", json_object_ref (cards));
  game = tm_registry_create_game ("tsuki-no-utena", 3, options, &error);
  g_assert_null (game);
  g_assert_error (error, TM_RULES_ERROR, TM_RULES_ERROR_BAD_SETUP);
  g_assert_nonnull (strstr (error->message, "purple-cross"));
  g_clear_error (&error);

  /* No options at all is fine: cards are entered as they come. */
  game = tm_registry_create_game ("tsuki-no-utena", 4, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
}

/* Desire cards -------------------------------------------------------------- */

static void
test_desire_first_card (void)
{
  TmUtenaState s;
  TmUtenaMove m = desire_move (0, BLUE, -1);
  TmUtenaOutcome outcome;

  new_state (&s, 3);
  assert_rule (&s, &m, TM_UTENA_RULE_FIRST_DESIRE_HIDES_NOTHING);

  m = desire_move (0, -1);
  outcome = accept (&s, &m);
  g_assert_cmpuint (outcome.n_transfers, ==, 0);
  g_assert_cmpuint (s.desire_deck, ==, 12);
  g_assert_cmpuint (s.n_laid, ==, 1);
  g_assert_cmpuint (s.visible[BLUE] + s.visible[NAVY] + s.visible[RED] + s.visible[G_BLUE], ==, 4);
  g_assert_cmpuint (s.desires_due, ==, 1);
  for (guint a = 0; a < 3; a++)
    g_assert_cmpuint (s.altars[a].ring, ==, 2);
}

static void
test_desire_hidden_count (void)
{
  TmUtenaState s;
  TmUtenaMove none = desire_move (1, -1);
  TmUtenaMove five = desire_move (1, BLUE, NAVY, RED, G_BLUE, BLUE, -1);

  new_state (&s, 3);
  lay_desire (&s, 0);
  assert_rule (&s, &none, TM_UTENA_RULE_HIDDEN_COUNT);
  assert_rule (&s, &five, TM_UTENA_RULE_HIDDEN_COUNT);
}

static void
test_desire_not_visible (void)
{
  TmUtenaState s;
  TmUtenaMove m = desire_move (1, WHITE, -1);
  TmUtenaMove twice = desire_move (1, NAVY, NAVY, -1);
  TmUtenaOutcome outcome;

  new_state (&s, 3);
  lay_desire (&s, 0);       /* blue navy red group-blue */
  assert_message_has (refuse (&s, &m, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_HIDDEN_NOT_VISIBLE), "white");
  assert_message_has (refuse (&s, &twice, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_HIDDEN_NOT_VISIBLE), "navy");

  /* D1 covers D0's navy (their common icon) and here its blue too. */
  m = desire_move (1, NAVY, BLUE, -1);
  accept (&s, &m);
  g_assert_cmpuint (s.visible[NAVY], ==, 1);
  g_assert_cmpuint (s.visible[BLUE], ==, 0);
  for (guint i = 0; i < 3; i++)
    play_fresh_pair (&s);
  /* D2 shows red too: red is visible twice after it (it hides only
   * white, its common icon with D1). */
  m = desire_move (2, WHITE, -1);
  accept (&s, &m);
  g_assert_cmpuint (s.visible[RED], ==, 2);
  /* Blue, hidden before, cannot be hidden again. */
  m = desire_move (3, RED, BLUE, -1);
  assert_rule (&s, &m, TM_UTENA_RULE_HIDDEN_NOT_VISIBLE);
  /* D3 can hide both red icons: 2 markers to the red cell. */
  m = desire_move (3, RED, RED, -1);
  outcome = accept (&s, &m);
  g_assert_cmpuint (outcome.n_transfers, ==, 2);
  g_assert_cmpuint (outcome.transfers[0].cell, ==, RED);
  g_assert_cmpuint (outcome.transfers[1].cell, ==, RED);
  g_assert_cmpuint (s.visible[RED], ==, 1);   /* D3's own */
}

/* A desire card of the four icons given (TmUtenaCell values). */
static TmUtenaDesire
desire_of (int a,
           int b,
           int c,
           int d)
{
  return (TmUtenaDesire) ((1u << a) | (1u << b) | (1u << c) | (1u << d));
}

/* Manual §4: the new card lies upside down on the card just below, their
 * common icon on top of each other, so it always hides that icon. */
static void
test_desire_covers_common_icon (void)
{
  TmUtenaState s, before;
  TmUtenaMove m = desire_move (1, BLUE, -1);
  g_autofree char *message = NULL;
  TmUtenaCell covered;

  new_state (&s, 3);
  g_assert_false (tm_utena_state_get_covered_icon (&s, desire (0), &covered));
  lay_desire (&s, 0);       /* blue navy red group-blue */
  g_assert_true (tm_utena_state_get_covered_icon (&s, desire (1), &covered));
  g_assert_cmpint (covered, ==, NAVY);

  /* Blue was visible, but D1's navy lies on D0's navy. */
  message = refuse (&s, &m, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_DESIRE_COMMON_ICON_NOT_HIDDEN);
  assert_message_has (g_strdup (message), "navy");
  g_assert_null (strstr (message, "group-"));

  /* Cards that share no icon, or two: one was entered wrongly. */
  m = desire_move (1, NAVY, -1);
  m.desire = desire_of (WHITE, CROSS, SNAKE, GOMOKU);
  memcpy (&before, &s, sizeof before);
  g_clear_pointer (&message, g_free);
  message = refuse (&s, &m, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_DESIRE_NOT_ONE_COMMON_ICON);
  g_assert_nonnull (strstr (message, "no icon"));
  g_assert_nonnull (strstr (message, "blue, navy, red, blue group"));
  m.desire = desire_of (BLUE, NAVY, WHITE, CROSS);
  g_clear_pointer (&message, g_free);
  message = refuse (&s, &m, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_DESIRE_NOT_ONE_COMMON_ICON);
  g_assert_nonnull (strstr (message, "2 icons"));
  g_assert_cmpmem (&s, sizeof s, &before, sizeof before);

  /* A wrong card is named as such before any count of hidden icons. */
  m = desire_move (1, -1);
  m.desire = desire_of (WHITE, CROSS, SNAKE, GOMOKU);
  g_clear_pointer (&message, g_free);
  message = refuse (&s, &m, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_DESIRE_NOT_ONE_COMMON_ICON);
  g_assert_nonnull (strstr (message, "no icon"));
  g_assert_cmpmem (&s, sizeof s, &before, sizeof before);

  /* The common icon with others is accepted. */
  m = desire_move (1, BLUE, NAVY, -1);
  accept (&s, &m);
}

/* The record: move 1 hides horn, but the two cards' common icon
 * is gomoku. */
static void
test_desire_common_icon_record (void)
{
  static const char *record =
    "{\"format\":\"tablemate-record\",\"version\":1,\"game\":\"tsuki-no-utena\",\"rules\":2,"
    "\"players\":[\"A\",\"B\",\"C\"],\"options\":{},\"moves\":["
    "{\"type\":\"desire\",\"card\":[\"white\",\"gomoku\",\"horn\",\"group-blue\"],\"hidden\":[]},"
    "{\"type\":\"desire\",\"card\":[\"red\",\"cross\",\"gomoku\",\"group-red\"],\"hidden\":[\"horn\"]}]}";
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) move_error = NULL;
  g_autoptr(TmRecord) parsed = tm_record_load_data (record, strlen (record), &error);
  g_autoptr(TmGame) game = NULL;
  g_autoptr(GPtrArray) legal = NULL;
  int illegal = -1;

  g_assert_no_error (error);
  game = tm_record_replay (parsed, G_MAXUINT, &illegal, &move_error, &error);
  g_assert_no_error (error);
  g_assert_cmpint (illegal, ==, 1);
  g_assert_cmpstr (tm_game_get_error_rule (game, move_error), ==, "desire-common-icon-not-hidden");
  g_assert_nonnull (strstr (move_error->message, "gomoku"));

  /* Of the 15 sets of the four visible icons, only the 8 holding gomoku
   * can happen. */
  {
    TmUtenaState s;
    TmUtenaMove first = desire_move (0, -1);
    g_autoptr(GArray) moves = NULL;
    guint listed = 0;

    new_state (&s, 3);
    first.desire = desire_of (WHITE, GOMOKU, HORN, G_BLUE);
    s.n_known_desires = 1;
    s.known_desires[0] = desire_of (RED, CROSS, GOMOKU, G_RED);
    accept (&s, &first);
    moves = tm_utena_state_legal_moves (&s);
    for (guint i = 0; i < moves->len; i++)
      {
        const TmUtenaMove *move = &g_array_index (moves, TmUtenaMove, i);
        gboolean hides = FALSE;

        if (move->type != TM_UTENA_MOVE_DESIRE)
          continue;
        listed++;
        for (guint k = 0; k < move->n_hidden; k++)
          hides |= move->hidden[k] == GOMOKU;
        g_assert_true (hides);
      }
    g_assert_cmpuint (listed, ==, 8);
  }
  legal = tm_game_list_legal_moves (game);
  g_assert_nonnull (legal);
}

/* The same moves in a record that says no reading (written by 0.2.0):
 * today's rules refuse move 1, so it is read under 0.2.0's, which did
 * not require the covered icon; it keeps that reading when saved again,
 * and the game goes on under it.  The same record saying today's
 * reading is still refused (above). */
static void
test_desire_common_icon_old_record (void)
{
  static const char *record =
    "{\"format\":\"tablemate-record\",\"version\":1,\"game\":\"tsuki-no-utena\","
    "\"players\":[\"A\",\"B\",\"C\"],\"options\":{},\"moves\":["
    "{\"type\":\"desire\",\"card\":[\"white\",\"gomoku\",\"horn\",\"group-blue\"],\"hidden\":[]},"
    "{\"type\":\"desire\",\"card\":[\"red\",\"cross\",\"gomoku\",\"group-red\"],\"hidden\":[\"horn\"]}]}";
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) move_error = NULL;
  g_autoptr(TmRecord) parsed = tm_record_load_data (record, strlen (record), &error);
  g_autoptr(TmRecord) saved = NULL;
  g_autoptr(TmGame) game = NULL;
  g_autoptr(TmGame) again = NULL;
  g_autofree char *data = NULL;
  g_autofree char *line = NULL;
  int illegal = -1;
  gsize length;

  g_assert_no_error (error);
  g_assert_cmpuint (tm_record_get_rules_revision (parsed), ==, 0);
  game = tm_record_replay (parsed, G_MAXUINT, &illegal, &move_error, &error);
  g_assert_no_error (error);
  g_assert_no_error (move_error);
  g_assert_cmpint (illegal, ==, -1);
  g_assert_cmpuint (tm_record_get_rules_revision (parsed), ==, 1);
  g_assert_cmpuint (tm_game_get_rules_revision (game), ==, 1);
  line = tm_game_describe_rules_revision (game);
  g_assert_nonnull (strstr (line, "0.2.0"));
  g_assert_nonnull (strstr (line, "need not cover"));

  data = tm_record_to_data (parsed, &length);
  g_assert_nonnull (strstr (data, "\"rules\" : 1"));
  saved = tm_record_load_data (data, length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tm_record_get_rules_revision (saved), ==, 1);

  /* The game goes on under 0.2.0's reading. */
  again = tm_record_replay (saved, G_MAXUINT, &illegal, &move_error, &error);
  g_assert_no_error (error);
  g_assert_cmpint (illegal, ==, -1);
  g_assert_cmpuint (tm_game_get_rules_revision (again), ==, 1);

  /* Under it, the legal list offers all 15 sets of the four visible
   * icons, not only the 8 holding the covered gomoku. */
  {
    TmUtenaState st;
    TmUtenaMove first = desire_move (0, -1);
    g_autoptr(GArray) moves = NULL;
    guint listed = 0;

    new_state (&st, 3);
    st.rules = 1;
    first.desire = desire_of (WHITE, GOMOKU, HORN, G_BLUE);
    st.n_known_desires = 1;
    st.known_desires[0] = desire_of (RED, CROSS, GOMOKU, G_RED);
    accept (&st, &first);
    moves = tm_utena_state_legal_moves (&st);
    for (guint i = 0; i < moves->len; i++)
      listed += g_array_index (moves, TmUtenaMove, i).type == TM_UTENA_MOVE_DESIRE;
    g_assert_cmpuint (listed, ==, 15);
  }
}

static void
test_desire_already_laid (void)
{
  TmUtenaState s;
  TmUtenaMove m = desire_move (0, NAVY, -1);

  new_state (&s, 3);
  lay_desire (&s, 0);
  assert_message_has (refuse (&s, &m, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_DESIRE_ALREADY_LAID), "blue, navy, red, blue group");

  m = desire_move (1, NAVY, -1);
  m.desire = 0x7;   /* three icons */
  assert_rule (&s, &m, TM_UTENA_RULE_BAD_CARD);
}

static void
test_wrong_phase (void)
{
  TmUtenaState s;
  TmUtenaMove pair = pair_move (P (0), P (1));
  TmUtenaMove exchange = exchange_move (P (0), P (1));
  TmUtenaMove reinforce = reinforce_move ();
  TmUtenaMove pass = blank_move (TM_UTENA_MOVE_PASS);
  TmUtenaMove plan = plan_move (0);
  TmUtenaMove d = desire_move (2, WHITE, -1);

  new_state (&s, 3);
  lay_desire (&s, 0);
  assert_rule (&s, &pair, TM_UTENA_RULE_WRONG_PHASE);
  assert_rule (&s, &exchange, TM_UTENA_RULE_WRONG_PHASE);
  assert_rule (&s, &reinforce, TM_UTENA_RULE_WRONG_PHASE);
  assert_rule (&s, &pass, TM_UTENA_RULE_WRONG_PHASE);
  /* Only the solo game has plan cards. */
  assert_message_has (refuse (&s, &plan, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_WRONG_PHASE), "solo");

  lay_desire (&s, 1);
  g_assert_cmpint (s.phase, ==, TM_UTENA_PHASE_TURN);
  assert_message_has (refuse (&s, &d, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_WRONG_PHASE), "player 1");

  /* Solo: the round starts with the plan. */
  new_state (&s, 1);
  assert_rule (&s, &plan, TM_UTENA_RULE_WRONG_PHASE);
  lay_desire (&s, 0);
  assert_rule (&s, &d, TM_UTENA_RULE_WRONG_PHASE);
  assert_rule (&s, &pair, TM_UTENA_RULE_WRONG_PHASE);
  plan.plan_altar = 3;
  assert_refused (&s, &plan, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
}

/* Loss processing: who gives markers ---------------------------------------- */

static void
assert_givers (const TmUtenaOutcome *outcome,
               const int            *altars,
               guint                 n)
{
  g_assert_cmpuint (outcome->n_transfers, ==, n);
  for (guint i = 0; i < n; i++)
    {
      g_assert_true (outcome->transfers[i].to_cloud);
      g_assert_cmpint (outcome->transfers[i].altar, ==, altars[i]);
    }
}

static void
test_loss_order_three (void)
{
  TmUtenaState s, before;
  TmUtenaMove m;
  TmUtenaOutcome outcome;

  new_state (&s, 3);
  lay_desire (&s, 0);
  /* Round 1: the first card hid nothing, so the second card's markers
   * start from the parent (Ruling). */
  m = desire_move (1, NAVY, -1);
  outcome = accept (&s, &m);
  assert_givers (&outcome, (int[]) { 0 }, 1);
  g_assert_cmpuint (outcome.transfers[0].cell, ==, NAVY);
  g_assert_cmpuint (s.cloud[NAVY], ==, 3);
  g_assert_cmpuint (s.altars[0].ring, ==, 1);

  three_players_round_one (&s);
  g_assert_cmpint (s.parent, ==, 2);
  g_assert_cmpuint (s.round, ==, 2);
  g_assert_cmpint (s.phase, ==, TM_UTENA_PHASE_DESIRE);
  g_assert_cmpuint (s.desires_due, ==, 2);

  /* Round 2: from the parent clockwise, one marker each… */
  memcpy (&before, &s, sizeof before);
  m = desire_move (2, WHITE, RED, G_BLUE, -1);
  outcome = accept (&s, &m);
  assert_givers (&outcome, (int[]) { 2, 0, 1 }, 3);
  for (guint a = 0; a < 3; a++)
    g_assert_cmpuint (s.altars[a].ring, ==, before.altars[a].ring - 1);
  g_assert_cmpuint (s.cloud[WHITE], ==, before.cloud[WHITE] + 1);
  g_assert_cmpuint (s.cloud[RED], ==, before.cloud[RED] + 1);
  g_assert_cmpuint (s.cloud[G_BLUE], ==, before.cloud[G_BLUE] + 1);

  /* …and the second card goes on from the player after the last giver
   * (player 2, then player 0). */
  m = desire_move (3, RED, CROSS, -1);
  outcome = accept (&s, &m);
  assert_givers (&outcome, (int[]) { 2, 0 }, 2);
  g_assert_cmpint (s.phase, ==, TM_UTENA_PHASE_TURN);
  g_assert_cmpint (s.active, ==, 2);
}

static void
test_loss_order_four (void)
{
  TmUtenaState s;
  TmUtenaMove m;
  TmUtenaOutcome outcome;

  new_state (&s, 4);
  lay_desire (&s, 0);
  m = desire_move (1, NAVY, -1);
  accept (&s, &m);
  for (guint i = 0; i < 4; i++)
    play_fresh_pair (&s);
  /* The last to act (player 4) is the new parent. */
  g_assert_cmpint (s.parent, ==, 3);
  for (guint a = 0; a < 4; a++)
    set_markers (&s, a, 3, 0);

  m = desire_move (2, WHITE, RED, G_BLUE, -1);
  outcome = accept (&s, &m);
  assert_givers (&outcome, (int[]) { 3, 0, 1 }, 3);
  m = desire_hiding_first (&s, 3, 4);
  outcome = accept (&s, &m);
  assert_givers (&outcome, (int[]) { 2, 3, 0, 1 }, 4);
  g_assert_cmpint (s.active, ==, 3);
}

/* Ruling: a giver with markers on the centre gives those first. */
static void
test_loss_centre_first (void)
{
  TmUtenaState s;
  TmUtenaMove m;
  TmUtenaOutcome outcome;

  three_players_round_one (&s);
  set_markers (&s, 2, 8, 2);   /* the parent */
  set_markers (&s, 0, 8, 1);

  m = desire_move (2, WHITE, RED, G_BLUE, -1);
  outcome = accept (&s, &m);
  assert_givers (&outcome, (int[]) { 2, 0, 1 }, 3);
  g_assert_true (outcome.transfers[0].centre);
  g_assert_true (outcome.transfers[1].centre);
  g_assert_false (outcome.transfers[2].centre);
  g_assert_cmpuint (s.altars[2].centre, ==, 1);
  g_assert_cmpuint (s.altars[2].ring, ==, 8);
  g_assert_cmpuint (s.altars[0].centre, ==, 0);
  g_assert_cmpuint (s.altars[0].ring, ==, 8);

  /* The round's second card goes on with the parent, whose centre gives
   * its last marker: its turn begins with an empty centre. */
  m = desire_move (3, RED, -1);
  outcome = accept (&s, &m);
  assert_givers (&outcome, (int[]) { 2 }, 1);
  g_assert_cmpint (s.phase, ==, TM_UTENA_PHASE_TURN);
  g_assert_cmpint (s.active, ==, 2);
  g_assert_cmpuint (s.altars[2].centre, ==, 0);
}

/* The parent's centre at round start is emptied by loss processing
 * first; what is left when the turn begins loses. */
static void
test_loss_parent_centre (void)
{
  TmUtenaState s;
  TmUtenaMove m;
  TmUtenaOutcome outcome;

  three_players_round_one (&s);
  set_markers (&s, 2, 8, 2);
  m = desire_move (2, WHITE, -1);
  outcome = accept (&s, &m);
  g_assert_cmpint (s.phase, ==, TM_UTENA_PHASE_DESIRE);      /* not lost yet */
  m = desire_move (3, RED, -1);                             /* from player 1 */
  outcome = accept (&s, &m);
  assert_givers (&outcome, (int[]) { 0 }, 1);
  g_assert_cmpint (s.phase, ==, TM_UTENA_PHASE_FINISHED);
  g_assert_cmpint (s.result, ==, TM_UTENA_RESULT_LOST_CENTRE);
  g_assert_cmpint (s.result_altar, ==, 2);
  g_assert_cmpint (outcome.result, ==, TM_UTENA_RESULT_LOST_CENTRE);
}

/* A player due to give with no marker at all: everyone loses, then. */
static void
test_loss_no_marker (void)
{
  TmUtenaState s;
  TmUtenaMove m;
  TmUtenaOutcome outcome;

  three_players_round_one (&s);
  set_markers (&s, 0, 0, 0);
  m = desire_move (2, WHITE, RED, G_BLUE, -1);
  outcome = accept (&s, &m);
  /* Player 3 gave; player 1 had nothing. */
  assert_givers (&outcome, (int[]) { 2 }, 1);
  g_assert_cmpint (s.phase, ==, TM_UTENA_PHASE_FINISHED);
  g_assert_cmpint (s.result, ==, TM_UTENA_RESULT_LOST_NO_MARKER);
  g_assert_cmpint (s.result_altar, ==, 0);

  /* An empty board is no loss by itself: only when a marker is due. */
  three_players_round_one (&s);
  set_markers (&s, 1, 0, 0);
  m = desire_move (2, WHITE, -1);
  accept (&s, &m);
  g_assert_cmpint (s.result, ==, TM_UTENA_RESULT_NONE);
  m = desire_move (3, RED, -1);
  accept (&s, &m);
  g_assert_cmpint (s.result, ==, TM_UTENA_RESULT_NONE);
  g_assert_cmpint (s.phase, ==, TM_UTENA_PHASE_TURN);
}

/* Two players: one desire card just before altars 1 and 3 act, taken
 * first from the altar about to act. */
static void
test_loss_two_players (void)
{
  TmUtenaState s;
  TmUtenaMove m;
  TmUtenaOutcome outcome;

  new_state (&s, 2);
  lay_desire (&s, 0);
  g_assert_cmpint (s.active, ==, 0);
  g_assert_cmpint (tm_utena_state_get_current_player (&s), ==, 0);
  m = desire_move (1, NAVY, BLUE, -1);
  outcome = accept (&s, &m);
  assert_givers (&outcome, (int[]) { 0, 1 }, 2);
  g_assert_cmpuint (s.desire_deck, ==, 11);
  g_assert_cmpint (s.phase, ==, TM_UTENA_PHASE_TURN);
  g_assert_cmpint (s.active, ==, 0);
  /* Both of the first player's boards are empty now. */
  g_assert_cmpuint (s.altars[0].ring + s.altars[1].ring, ==, 0);

  play_fresh_pair (&s);
  g_assert_cmpint (s.active, ==, 1);
  g_assert_cmpint (s.phase, ==, TM_UTENA_PHASE_TURN);
  play_fresh_pair (&s);
  /* Before altar 3. */
  g_assert_cmpint (s.phase, ==, TM_UTENA_PHASE_DESIRE);
  g_assert_cmpint (s.active, ==, 2);
  g_assert_cmpint (tm_utena_state_get_current_player (&s), ==, 1);
  for (guint a = 0; a < 4; a++)
    set_markers (&s, a, 2, 0);
  m = desire_hiding_first (&s, 2, 4);
  outcome = accept (&s, &m);
  assert_givers (&outcome, (int[]) { 2, 3, 0, 1 }, 4);
  g_assert_cmpint (s.active, ==, 2);
  play_fresh_pair (&s);
  play_fresh_pair (&s);
  /* Round 2: the same order, the desire card before altar 1 again. */
  g_assert_cmpuint (s.round, ==, 2);
  g_assert_cmpint (s.active, ==, 0);
  g_assert_cmpint (s.phase, ==, TM_UTENA_PHASE_DESIRE);
}

/* Solo: plan cards; a desire plan card is loss processing before that
 * altar's turn, first from that altar; the practitioner plan card is a
 * reinforcement. */
static void
test_loss_solo (void)
{
  TmUtenaState s;
  TmUtenaMove m;
  TmUtenaOutcome outcome;

  new_state (&s, 1);
  lay_desire (&s, 0);
  m = plan_move (1);
  accept (&s, &m);
  g_assert_cmpuint (s.desire_deck, ==, 10);
  g_assert_cmpuint (s.practitioner_deck, ==, 5);
  g_assert_cmpuint (s.plan_desires, ==, 2);
  g_assert_cmpint (s.phase, ==, TM_UTENA_PHASE_DESIRE);
  g_assert_cmpint (s.active, ==, 0);

  m = desire_move (1, NAVY, BLUE, -1);
  outcome = accept (&s, &m);
  assert_givers (&outcome, (int[]) { 0, 1 }, 2);
  g_assert_cmpuint (s.desire_deck, ==, 10);     /* it was drawn as a plan card */
  g_assert_cmpint (s.phase, ==, TM_UTENA_PHASE_TURN);
  g_assert_cmpint (s.active, ==, 0);
  g_assert_cmpuint (s.turns_left, ==, 1);
  play_fresh_pair (&s);

  /* The centre altar: the practitioner card joins the hand (7 − 2 + 1),
   * two turns in a row. */
  g_assert_cmpint (s.active, ==, 1);
  g_assert_cmpint (s.phase, ==, TM_UTENA_PHASE_TURN);
  g_assert_cmpuint (s.turns_left, ==, 2);
  g_assert_cmpuint (s.hands[0].size, ==, 6);
  play_fresh_pair (&s);
  g_assert_cmpint (s.active, ==, 1);
  /* Ruling: its second turn of round 1 is an exchange, as from round 2
   * (the pair is already there). */
  m = pair_move (fresh_card (&s, 0), fresh_card (&s, 1));
  assert_rule (&s, &m, TM_UTENA_RULE_PAIR_ALREADY_PLAYED);
  m = exchange_move (s.altars[1].pair[0], s.altars[0].pair[1]);
  outcome = accept (&s, &m);
  g_assert_cmpint (outcome.partner, ==, 0);

  /* The right altar: its desire plan card, first marker from itself,
   * then on to the left altar.  A centre marker here is no loss (loss
   * processing is not a turn)… */
  g_assert_cmpint (s.active, ==, 2);
  g_assert_cmpint (s.phase, ==, TM_UTENA_PHASE_DESIRE);
  set_markers (&s, 2, 8, 1);
  set_markers (&s, 0, 3, 0);
  m = desire_hiding_first (&s, 2, 2);
  outcome = accept (&s, &m);
  assert_givers (&outcome, (int[]) { 2, 0 }, 2);
  g_assert_true (outcome.transfers[0].centre);
  g_assert_cmpint (s.phase, ==, TM_UTENA_PHASE_TURN);
  play_fresh_pair (&s);
  g_assert_cmpuint (s.round, ==, 2);
  g_assert_cmpint (s.phase, ==, TM_UTENA_PHASE_PLAN);

  /* …but one still there when the turn begins loses. */
  m = plan_move (2);
  accept (&s, &m);
  set_markers (&s, 0, 8, 2);
  m = desire_hiding_first (&s, next_desire (&s), 1);
  accept (&s, &m);
  g_assert_cmpint (s.result, ==, TM_UTENA_RESULT_LOST_CENTRE);
  g_assert_cmpint (s.result_altar, ==, 0);
}

/* Turns ----------------------------------------------------------------------- */

static void
test_round_one_turns (void)
{
  TmUtenaState s;
  TmUtenaMove m;
  TmUtenaOutcome outcome;

  new_state (&s, 3);
  m = desire_move (0, -1);
  accept (&s, &m);
  m = desire_move (1, NAVY, -1);
  accept (&s, &m);
  g_assert_cmpint (s.active, ==, 0);

  m = exchange_move (P (0), P (1));
  assert_rule (&s, &m, TM_UTENA_RULE_PAIR_FIRST);
  m = blank_move (TM_UTENA_MOVE_PASS);
  assert_rule (&s, &m, TM_UTENA_RULE_PAIR_FIRST);
  m = reinforce_move ();
  assert_rule (&s, &m, TM_UTENA_RULE_REINFORCE_ROUND_ONE);
  m = pair_move (P (3), P (3));
  assert_rule (&s, &m, TM_UTENA_RULE_PAIR_TWO_CARDS);
  m = pair_move (P (0), P (4));
  m.altar = 1;
  assert_message_has (refuse (&s, &m, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_WRONG_ALTAR), "player 2");
  m.altar = -1;
  m.player = 2;
  assert_refused (&s, &m, TM_RULES_ERROR, TM_RULES_ERROR_WRONG_PLAYER);
  m.player = 0;
  m.cards[1] = CC_CARD | P (0);
  assert_rule (&s, &m, TM_UTENA_RULE_BAD_CARD);

  /* P0 and P4 share the blue cross: one marker from the blue cell and
   * one from the cross cell, onto the ring. */
  m = pair_move (P (4), P (0));
  m.altar = 0;
  outcome = accept (&s, &m);
  g_assert_cmpuint (s.altars[0].pair[0], ==, MIN (P (0), P (4)));
  g_assert_cmpuint (s.hands[0].size, ==, 2);
  g_assert_cmpuint (outcome.n_transfers, ==, 2);
  g_assert_cmpuint (outcome.transfers[0].cell, ==, BLUE);
  g_assert_cmpuint (outcome.transfers[1].cell, ==, CROSS);
  g_assert_true (outcome.transfers[0].paid && !outcome.transfers[0].to_cloud);
  g_assert_cmpuint (s.cloud[BLUE], ==, 1);
  g_assert_cmpuint (s.cloud[CROSS], ==, 1);
  g_assert_cmpuint (s.altars[0].ring, ==, 2 - 1 + 2);
  g_assert_cmpuint (outcome.match.tools, ==, 1);   /* blue-cross */

  /* A card face up in a pair is not in anyone's hand. */
  m = pair_move (P (0), P (5));
  assert_message_has (refuse (&s, &m, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_CARD_ELSEWHERE), "player 1");
  /* It names the card in words, by two of its icons (issue #20). */
  assert_message_has (refuse (&s, &m, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_CARD_ELSEWHERE),
                      "The card blue cross + navy cross is face up");

  m = pair_move (P (1), P (5));
  accept (&s, &m);
  /* The blue cell is empty now: P2 P6 (blue gomoku) gets the gomoku
   * marker only. */
  m = pair_move (P (2), P (6));
  outcome = accept (&s, &m);
  g_assert_cmpuint (outcome.n_transfers, ==, 2);
  g_assert_false (outcome.transfers[0].paid);
  g_assert_cmpuint (outcome.transfers[0].cell, ==, BLUE);
  g_assert_true (outcome.transfers[1].paid);
  g_assert_cmpuint (s.altars[2].ring, ==, 3);
}

static void
test_exchange_rules (void)
{
  TmUtenaState s, before;
  TmUtenaMove m;
  TmUtenaOutcome outcome;
  TmUtenaCard fresh;

  three_players_round_two (&s);
  g_assert_cmpint (s.active, ==, 2);
  fresh = fresh_card (&s, 0);

  m = pair_move (fresh, fresh_card (&s, 1));
  assert_rule (&s, &m, TM_UTENA_RULE_PAIR_ALREADY_PLAYED);
  m = blank_move (TM_UTENA_MOVE_PASS);
  assert_rule (&s, &m, TM_UTENA_RULE_EXCHANGE_REQUIRED);
  /* Hand card with another player's pair card. */
  m = exchange_move (fresh, P (0));
  assert_rule (&s, &m, TM_UTENA_RULE_EXCHANGE_HAND_OTHER_PAIR);
  m = exchange_move (P (0), fresh);
  assert_rule (&s, &m, TM_UTENA_RULE_EXCHANGE_HAND_OTHER_PAIR);
  /* Two other players' cards, or two of one other player's. */
  m = exchange_move (P (0), P (1));
  assert_rule (&s, &m, TM_UTENA_RULE_EXCHANGE_TWO_OTHER_PAIRS);
  m = exchange_move (P (0), P (4));
  assert_rule (&s, &m, TM_UTENA_RULE_EXCHANGE_TWO_OTHER_PAIRS);
  /* Both of one's own pair. */
  m = exchange_move (P (2), P (6));
  assert_rule (&s, &m, TM_UTENA_RULE_EXCHANGE_WITHIN_PAIR);
  /* Two hand cards. */
  m = exchange_move (fresh, fresh_card (&s, 1));
  assert_rule (&s, &m, TM_UTENA_RULE_EXCHANGE_OWN_PAIR);
  m = exchange_move (P (2), P (2));
  assert_refused (&s, &m, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);

  /* Own pair with another pair: P2 ↔ P0.  Player 3's pair P0 P6 shares
   * the white cross; then player 1 gains once with P2 P4 (white gomoku). */
  memcpy (&before, &s, sizeof before);
  m = exchange_move (P (0), P (2));   /* either order */
  outcome = accept (&s, &m);
  g_assert_cmpint (outcome.altar, ==, 2);
  g_assert_cmpint (outcome.partner, ==, 0);
  g_assert_cmpuint (s.altars[2].pair[0], ==, MIN (P (0), P (6)));
  g_assert_cmpuint (s.altars[0].pair[0], ==, MIN (P (2), P (4)));
  g_assert_cmpuint (outcome.n_transfers, ==, 4);
  g_assert_cmpint (outcome.transfers[0].altar, ==, 2);
  g_assert_cmpuint (outcome.transfers[0].cell, ==, WHITE);
  g_assert_cmpuint (outcome.transfers[1].cell, ==, CROSS);
  g_assert_cmpint (outcome.transfers[2].altar, ==, 0);
  g_assert_cmpuint (outcome.transfers[2].cell, ==, WHITE);
  g_assert_cmpuint (outcome.transfers[3].cell, ==, GOMOKU);
  g_assert_cmpuint (s.cloud[WHITE], ==, before.cloud[WHITE] - 2);
  g_assert_cmpuint (s.hands[2].size, ==, before.hands[2].size);
  g_assert_cmpint (s.active, ==, 0);

  /* Own pair with one's hand: only oneself gains; the pair card goes to
   * the hand, face up, so the position knows it is there. */
  memcpy (&before, &s, sizeof before);
  m = exchange_move (P (4), fresh);
  outcome = accept (&s, &m);
  g_assert_cmpint (outcome.partner, ==, -1);
  for (guint i = 0; i < outcome.n_transfers; i++)
    g_assert_cmpint (outcome.transfers[i].altar, ==, 0);
  g_assert_cmpuint (s.hands[0].size, ==, before.hands[0].size);
  g_assert_cmpuint (s.hands[0].n_known, ==, 1);
  g_assert_cmpuint (s.hands[0].known[0], ==, P (4));
  g_assert_cmpint (s.active, ==, 1);

  /* That card is in player 1's hand: nobody else can play it (no
   * names: "Player 1"). */
  m = exchange_move (P (1), P (4));
  assert_message_has (refuse (&s, &m, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_CARD_ELSEWHERE), "Player 1’s hand");
}

/* A hand whose cards all went in face up holds nothing else. */
static void
test_hand_cards (void)
{
  TmUtenaState s;
  TmUtenaMove m;

  three_players_round_two (&s);
  m = exchange_move (P (2), fresh_card (&s, 0));
  accept (&s, &m);                      /* player 3 now knows P2 is in its hand */
  play_first_turn_move (&s);
  play_first_turn_move (&s);
  g_assert_cmpuint (s.round, ==, 3);
  lay_desire (&s, 1);
  lay_desire (&s, 1);
  g_assert_cmpint (s.active, ==, 1);
  g_assert_cmpint (s.parent, ==, 1);
  play_first_turn_move (&s);
  g_assert_cmpint (s.active, ==, 2);

  /* Player 3 holds 2 cards, P2 known: one unknown card left. */
  g_assert_cmpuint (s.hands[2].size, ==, 2);
  g_assert_cmpuint (tm_utena_state_get_unknown_in_hand (&s, 2), ==, 1);
  s.hands[2].size = 1;     /* as if the hand were P2 alone */
  m = exchange_move (s.altars[2].pair[0], fresh_card (&s, 0));
  assert_message_has (refuse (&s, &m, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_CARD_NOT_IN_HAND), "face up");
  m = exchange_move (s.altars[2].pair[0], P (2));
  accept (&s, &m);
}

/* Gains: the ring first, then the centre. */
static void
test_gain_ring_then_centre (void)
{
  TmUtenaState s;
  TmUtenaMove m;
  TmUtenaOutcome outcome;

  new_state (&s, 3);
  lay_desire (&s, 0);
  lay_desire (&s, 1);
  set_markers (&s, 0, 7, 0);
  m = pair_move (P (0), P (4));      /* blue cross: two markers */
  outcome = accept (&s, &m);
  g_assert_false (outcome.transfers[0].centre);
  g_assert_true (outcome.transfers[1].centre);
  g_assert_cmpuint (s.altars[0].ring, ==, 8);
  g_assert_cmpuint (s.altars[0].centre, ==, 1);
  /* Not a loss by itself. */
  g_assert_cmpint (s.result, ==, TM_UTENA_RESULT_NONE);
  g_assert_cmpint (s.phase, ==, TM_UTENA_PHASE_TURN);
}

/* Win and loss at the moment they happen ------------------------------------- */

static void
test_win_at_once (void)
{
  TmUtenaState s;
  TmUtenaMove m;
  TmUtenaOutcome outcome;

  three_players_round_two (&s);
  /* Player 3 needs one marker, the others are full. */
  set_markers (&s, 0, 8, 0);
  set_markers (&s, 1, 8, 0);
  set_markers (&s, 2, 7, 0);
  /* P2 ↔ P0: player 3's pair P0 P6 pays white then cross; the first
   * marker wins, and neither the cross nor player 1's gain happens. */
  g_assert_cmpuint (s.cloud[WHITE], >, 0);
  m = exchange_move (P (2), P (0));
  outcome = accept (&s, &m);
  g_assert_cmpint (s.phase, ==, TM_UTENA_PHASE_FINISHED);
  g_assert_cmpint (s.result, ==, TM_UTENA_RESULT_WON);
  g_assert_cmpint (outcome.result, ==, TM_UTENA_RESULT_WON);
  g_assert_cmpuint (outcome.n_transfers, ==, 1);
  g_assert_cmpuint (outcome.transfers[0].cell, ==, WHITE);
  g_assert_cmpint (tm_utena_state_get_current_player (&s), ==, -1);
  {
    g_autoptr(GArray) moves = tm_utena_state_legal_moves (&s);

    g_assert_cmpuint (moves->len, ==, 0);
  }
  m = reinforce_move ();
  assert_refused (&s, &m, TM_RULES_ERROR, TM_RULES_ERROR_GAME_FINISHED);

  /* The partner's gain can be the winning one too. */
  three_players_round_two (&s);
  set_markers (&s, 0, 7, 0);
  set_markers (&s, 1, 8, 0);
  set_markers (&s, 2, 6, 0);
  m = exchange_move (P (2), P (0));
  outcome = accept (&s, &m);
  g_assert_cmpint (s.result, ==, TM_UTENA_RESULT_WON);
  g_assert_cmpint (outcome.transfers[outcome.n_transfers - 1].altar, ==, 0);
}

/* A turn that begins with a marker on the altar's centre loses. */
static void
test_loss_centre_at_turn (void)
{
  TmUtenaState s;
  TmUtenaMove m;
  TmUtenaOutcome outcome;

  three_players_round_two (&s);
  set_markers (&s, 0, 8, 1);   /* player 1, next to act */
  m = exchange_move (P (2), fresh_card (&s, 0));
  outcome = accept (&s, &m);
  g_assert_cmpint (s.phase, ==, TM_UTENA_PHASE_FINISHED);
  g_assert_cmpint (s.result, ==, TM_UTENA_RESULT_LOST_CENTRE);
  g_assert_cmpint (s.result_altar, ==, 0);
  g_assert_cmpint (outcome.result, ==, TM_UTENA_RESULT_LOST_CENTRE);

  /* The second turn of a reinforcement too: player 3's first turn puts
   * a marker on its own centre. */
  three_players_round_two (&s);
  set_markers (&s, 2, 8, 0);
  m = reinforce_move ();
  accept (&s, &m);
  g_assert_cmpuint (s.turns_left, ==, 2);
  m = exchange_move (P (2), P (0));      /* white cross for player 3 */
  accept (&s, &m);
  g_assert_cmpint (s.result, ==, TM_UTENA_RESULT_LOST_CENTRE);
  g_assert_cmpint (s.result_altar, ==, 2);
}

/* Plays on, as simply as the rules allow, until the game ends or
 * @max_moves moves were made; desire cards hide one icon. */
static void
play_simply (TmUtenaState *s,
             guint         max_moves)
{
  for (guint i = 0; i < max_moves && s->phase != TM_UTENA_PHASE_FINISHED; i++)
    {
      if (s->phase == TM_UTENA_PHASE_DESIRE)
        lay_desire (s, 1);
      else if (s->phase == TM_UTENA_PHASE_PLAN)
        {
          TmUtenaMove m = plan_move ((int) (s->round % 3));

          accept (s, &m);
        }
      else
        {
          /* Keep every board stocked so that nothing else ends the game:
           * the test is about the deck. */
          for (guint a = 0; a < s->n_altars; a++)
            set_markers (s, a, 3, 0);
          play_first_turn_move (s);
        }
    }
}

static void
test_loss_deck_empty (void)
{
  for (guint n = 1; n <= 4; n++)
    {
      TmUtenaState s, before;

      new_state (&s, n);
      play_simply (&s, 1000);
      g_assert_cmpint (s.result, ==, TM_UTENA_RESULT_LOST_DECK);
      g_assert_cmpuint (s.round, ==, n <= 2 ? 6 : 7);
      g_assert_cmpuint (s.desire_deck, ==, 0);
      g_assert_cmpuint (s.n_laid, ==, 13);

      /* It happened at the end of the last turn of that round. */
      new_state (&s, n);
      do
        {
          memcpy (&before, &s, sizeof before);
          play_simply (&s, 1);
        }
      while (s.phase != TM_UTENA_PHASE_FINISHED);
      g_assert_cmpint (before.phase, ==, TM_UTENA_PHASE_TURN);
      g_assert_cmpuint (before.turn_index, ==, before.n_altars - 1);
      g_assert_cmpuint (before.turns_left, ==, 1);
      g_assert_cmpuint (before.desire_deck, ==, 0);
    }
}

/* Rounds ------------------------------------------------------------------------ */

static void
test_parent_rotation (void)
{
  static const int parents3[] = { 0, 2, 1, 0, 2 };
  static const int parents4[] = { 0, 3, 2, 1, 0 };

  for (guint n = 3; n <= 4; n++)
    {
      TmUtenaState s;
      const int *parents = n == 3 ? parents3 : parents4;

      new_state (&s, n);
      for (guint round = 1; round <= 5; round++)
        {
          g_assert_cmpuint (s.round, ==, round);
          g_assert_cmpint (s.parent, ==, parents[round - 1]);
          /* The parent runs the loss processing… */
          g_assert_cmpint (tm_utena_state_get_current_player (&s), ==, parents[round - 1]);
          lay_desire (&s, 1);
          lay_desire (&s, 1);
          /* …then everyone from the parent clockwise. */
          for (guint k = 0; k < n; k++)
            {
              for (guint a = 0; a < n; a++)
                set_markers (&s, a, 3, 0);
              g_assert_cmpint (s.active, ==, (parents[round - 1] + (int) k) % (int) n);
              g_assert_cmpint (tm_utena_state_get_current_player (&s), ==, s.active);
              play_first_turn_move (&s);
            }
        }
    }
}

/* Reinforcement ------------------------------------------------------------------ */

static void
test_reinforce_three (void)
{
  TmUtenaState s;
  TmUtenaMove m = reinforce_move ();

  three_players_round_two (&s);
  /* Player 3 (the parent) reinforces: the reserve joins the hand, two
   * turns in a row. */
  accept (&s, &m);
  g_assert_false (s.altars[2].reserve);
  g_assert_cmpuint (s.hands[2].size, ==, 3);
  g_assert_cmpuint (s.reinforcements, ==, 1);
  assert_message_has (refuse (&s, &m, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_REINFORCE_BEFORE_TURN),
                      "already");
  play_first_turn_move (&s);
  g_assert_cmpint (s.active, ==, 2);
  g_assert_cmpuint (s.turns_left, ==, 1);
  assert_rule (&s, &m, TM_UTENA_RULE_REINFORCE_BEFORE_TURN);
  play_first_turn_move (&s);
  g_assert_cmpint (s.active, ==, 0);

  /* With 3 players, anyone else may too in the same round. */
  g_assert_true (tm_utena_state_can_reinforce (&s, NULL, NULL));
  accept (&s, &m);
  g_assert_cmpuint (s.reinforcements, ==, 2);
  play_first_turn_move (&s);
  play_first_turn_move (&s);
  g_assert_cmpint (s.active, ==, 1);
  accept (&s, &m);
  play_first_turn_move (&s);
  play_first_turn_move (&s);

  /* Round 3: every reserve is used, and never replaced. */
  g_assert_cmpuint (s.round, ==, 3);
  lay_desire (&s, 1);
  lay_desire (&s, 1);
  assert_rule (&s, &m, TM_UTENA_RULE_REINFORCE_NO_RESERVE);
}

static void
test_reinforce_four (void)
{
  TmUtenaState s;
  TmUtenaMove m = reinforce_move ();

  new_state (&s, 4);
  lay_desire (&s, 0);
  lay_desire (&s, 1);
  for (guint i = 0; i < 4; i++)
    play_fresh_pair (&s);
  lay_desire (&s, 1);
  lay_desire (&s, 1);
  for (guint a = 0; a < 4; a++)
    set_markers (&s, a, 3, 0);

  g_assert_cmpint (s.active, ==, 3);
  play_first_turn_move (&s);
  accept (&s, &m);                   /* player 1 */
  play_first_turn_move (&s);
  play_first_turn_move (&s);
  g_assert_cmpint (s.active, ==, 1);
  /* One reinforcement per round with 4 players. */
  assert_message_has (refuse (&s, &m, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_REINFORCE_ONCE_PER_ROUND), "4 players");
  play_first_turn_move (&s);
  play_first_turn_move (&s);

  /* The next round someone else may. */
  g_assert_cmpuint (s.round, ==, 3);
  lay_desire (&s, 1);
  lay_desire (&s, 1);
  for (guint a = 0; a < 4; a++)
    set_markers (&s, a, 3, 0);
  g_assert_cmpint (s.active, ==, 2);
  accept (&s, &m);
  g_assert_cmpuint (s.reinforcements, ==, 1);
}

static void
test_reinforce_two (void)
{
  TmUtenaState s;
  TmUtenaMove m = reinforce_move ();

  new_state (&s, 2);
  play_simply (&s, 1 + 1 + 2 + 1 + 2);       /* reveal, round 1 */
  g_assert_cmpuint (s.round, ==, 2);
  lay_desire (&s, 1);
  for (guint a = 0; a < 4; a++)
    set_markers (&s, a, 3, 0);
  g_assert_cmpint (s.active, ==, 0);
  accept (&s, &m);
  g_assert_false (s.altars[0].reserve);
  g_assert_true (s.altars[1].reserve);
  g_assert_cmpuint (s.hands[0].size, ==, 3);
  play_first_turn_move (&s);
  play_first_turn_move (&s);
  /* The first player's other altar: one reinforcement per round. */
  g_assert_cmpint (s.active, ==, 1);
  assert_message_has (refuse (&s, &m, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_REINFORCE_ONCE_PER_ROUND), "2 players");
  play_first_turn_move (&s);
  lay_desire (&s, 1);
  for (guint a = 0; a < 4; a++)
    set_markers (&s, a, 3, 0);
  assert_rule (&s, &m, TM_UTENA_RULE_REINFORCE_ONCE_PER_ROUND);
  play_first_turn_move (&s);
  play_first_turn_move (&s);

  /* Round 3: altar 1's reserve is gone, altar 2's is there. */
  lay_desire (&s, 1);
  for (guint a = 0; a < 4; a++)
    set_markers (&s, a, 3, 0);
  assert_message_has (refuse (&s, &m, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_REINFORCE_NO_RESERVE), "altar");
  play_first_turn_move (&s);
  accept (&s, &m);
  g_assert_cmpuint (s.turns_left, ==, 2);
}

static void
test_reinforce_solo (void)
{
  TmUtenaState s;
  TmUtenaMove m = reinforce_move ();

  new_state (&s, 1);
  play_simply (&s, 1 + 1 + 1 + 1 + 2 + 1 + 1);   /* reveal, round 1 */
  g_assert_cmpuint (s.round, ==, 2);
  play_simply (&s, 2);                            /* plan, desire */
  g_assert_cmpint (s.phase, ==, TM_UTENA_PHASE_TURN);
  assert_rule (&s, &m, TM_UTENA_RULE_REINFORCE_SOLO);
}

/* The legal move list ------------------------------------------------------------- */

static gboolean
listed (const GArray      *moves,
        const TmUtenaMove *move)
{
  for (guint i = 0; i < moves->len; i++)
    if (moves_equal (&g_array_index (moves, TmUtenaMove, i), move))
      return TRUE;
  return FALSE;
}

static void
test_legal_moves (void)
{
  TmUtenaState s;
  g_autoptr(GArray) first = NULL;
  g_autoptr(GArray) second = NULL;
  g_autoptr(GArray) pairs = NULL;
  g_autoptr(GArray) exchanges = NULL;
  g_autoptr(GArray) none = NULL;
  TmUtenaMove m;
  guint n_exchange = 0, n_reinforce = 0;

  new_state (&s, 3);
  /* The first card: each of the 13, nothing hidden. */
  first = tm_utena_state_legal_moves (&s);
  g_assert_cmpuint (first->len, ==, 13);
  for (guint i = 0; i < first->len; i++)
    g_assert_cmpuint (g_array_index (first, TmUtenaMove, i).n_hidden, ==, 0);

  /* Then 12 cards × every subset of the 4 visible icons that holds the
   * card's common icon with the first (8 of the 15 non-empty ones). */
  lay_desire (&s, 0);
  second = tm_utena_state_legal_moves (&s);
  g_assert_cmpuint (second->len, ==, 12 * 8);
  m = desire_move (5, BLUE, NAVY, RED, G_BLUE, -1);
  g_assert_true (listed (second, &m));
  m = desire_move (5, BLUE, BLUE, -1);
  g_assert_false (listed (second, &m));
  /* D1's common icon with D0 is navy: blue alone cannot be hidden. */
  m = desire_move (1, BLUE, -1);
  g_assert_false (listed (second, &m));
  m = desire_move (1, NAVY, -1);
  g_assert_true (listed (second, &m));

  /* Round 1 pairs: any two of the 21 cards (none seen yet). */
  lay_desire (&s, 1);
  pairs = tm_utena_state_legal_moves (&s);
  g_assert_cmpuint (pairs->len, ==, 21 * 20 / 2);

  /* Round 2: reinforcement, and each own card for each of the other 4
   * pair cards or each of the 21 − 6 cards the hand may hold. */
  three_players_round_two (&s);
  exchanges = tm_utena_state_legal_moves (&s);
  for (guint i = 0; i < exchanges->len; i++)
    {
      const TmUtenaMove *move = &g_array_index (exchanges, TmUtenaMove, i);

      n_exchange += move->type == TM_UTENA_MOVE_EXCHANGE;
      n_reinforce += move->type == TM_UTENA_MOVE_REINFORCE;
      if (move->type == TM_UTENA_MOVE_EXCHANGE)
        g_assert_true (move->cards[0] == s.altars[2].pair[0] || move->cards[0] == s.altars[2].pair[1]);
    }
  g_assert_cmpuint (n_reinforce, ==, 1);
  g_assert_cmpuint (n_exchange, ==, 2 * (4 + 15));
  m = exchange_move (P (2), P (0));
  g_assert_true (listed (exchanges, &m));

  /* Without a card memory, a few example cards the structure allows (they
   * share one icon with each other), so that there is always a move. */
  tm_utena_state_init (&s, 3, NULL, 0, NULL, 0, NULL);
  none = tm_utena_state_legal_moves (&s);
  g_assert_cmpuint (none->len, >, 0);
  g_assert_cmpuint (none->len, <=, 4);
  for (guint i = 0; i < none->len; i++)
    for (guint j = i + 1; j < none->len; j++)
      g_assert_cmpuint (tm_utena_desires_shared (g_array_index (none, TmUtenaMove, i).desire,
                                                 g_array_index (none, TmUtenaMove, j).desire), ==, 1);
  m = g_array_index (none, TmUtenaMove, 0);
  accept (&s, &m);
  g_clear_pointer (&none, g_array_unref);
  none = tm_utena_state_legal_moves (&s);
  for (guint i = 0; i < none->len; i++)
    {
      m = g_array_index (none, TmUtenaMove, i);
      g_assert_cmpuint (tm_utena_desires_shared (m.desire, s.laid[0]), ==, 1);
    }
  m = g_array_index (none, TmUtenaMove, 0);
  accept (&s, &m);
  /* The pairs: from example practitioner cards that fit each other. */
  g_clear_pointer (&none, g_array_unref);
  none = tm_utena_state_legal_moves (&s);
  g_assert_cmpuint (none->len, >, 0);
  for (guint i = 0; i < none->len; i++)
    {
      m = g_array_index (none, TmUtenaMove, i);
      g_assert_cmpint (m.type, ==, TM_UTENA_MOVE_PAIR);
      g_assert_cmpuint (tm_utena_match_count (tm_utena_cards_match (m.cards[0], m.cards[1])), ==, 1);
    }
}

/* Pair choices respect what the hand can hold: two unknown cards need
 * two unknown hand cards. */
static void
test_legal_pairs_known_hand (void)
{
  TmUtenaState s;
  g_autoptr(GArray) moves = NULL;

  new_state (&s, 3);
  lay_desire (&s, 0);
  lay_desire (&s, 1);
  /* A made-up table: player 1's hand holds 2 cards, P9 known. */
  s.hands[0].size = 2;
  s.hands[0].n_known = 1;
  s.hands[0].known[0] = P (9);
  moves = tm_utena_state_legal_moves (&s);
  /* P9 with any of the other 20. */
  g_assert_cmpuint (moves->len, ==, 20);
  for (guint i = 0; i < moves->len; i++)
    {
      const TmUtenaMove *move = &g_array_index (moves, TmUtenaMove, i);

      g_assert_true (move->cards[0] == P (9) || move->cards[1] == P (9));
    }
}

/* JSON moves and the TmGame wrapper ------------------------------------------------ */

static void
assert_json_refused (const char *text,
                     GQuark      domain,
                     int         code)
{
  g_autoptr(JsonNode) node = json_from_string (text, NULL);
  g_autoptr(GError) error = NULL;
  TmUtenaMove move;

  g_assert_nonnull (node);
  g_assert_false (tm_utena_move_from_json (json_node_get_object (node), &move, &error));
  g_assert_error (error, domain, code);
  g_assert_true (g_str_has_suffix (error->message, "."));
}

static void
test_json_moves (void)
{
  static const char *good[] = {
    "{\"type\":\"desire\",\"card\":[\"blue\",\"navy\",\"red\",\"group-blue\"],\"hidden\":[]}",
    "{\"type\":\"desire\",\"card\":[\"navy\",\"white\",\"cross\",\"group-navy\"],\"hidden\":[\"navy\",\"navy\"]}",
    "{\"type\":\"plan\",\"practitioner\":2}",
    "{\"type\":\"reinforce\"}",
    "{\"type\":\"reinforce\",\"altar\":3,\"player\":1}",
    "{\"type\":\"pair\",\"cards\":[[\"sun-red\",\"group-yellow\"],[\"group-wild\"]]}",
    "{\"type\":\"exchange\",\"cards\":[[\"blue-cross\",\"navy-cross\",\"white-cross\",\"red-cross\",\"group-blue\"],[\"group-wild\"]],\"altar\":0}",
    "{\"type\":\"pass\"}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autoptr(JsonNode) node = json_from_string (good[i], NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonObject) again = NULL;
      TmUtenaMove move;

      if (!tm_utena_move_from_json (json_node_get_object (node), &move, &error))
        g_error ("%s: %s", good[i], error->message);
      again = tm_utena_move_to_json (&move);
      g_assert_true (json_object_equal (json_node_get_object (node), again));
    }

  assert_json_refused ("{}", TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
  assert_json_refused ("{\"type\":\"discard\"}", TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
  assert_json_refused ("{\"type\":\"desire\"}", TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
  assert_json_refused ("{\"type\":\"desire\",\"card\":[\"blue\",\"navy\",\"red\",\"group-blue\"],\"hidden\":\"navy\"}",
                       TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
  assert_json_refused ("{\"type\":\"desire\",\"card\":[\"blue\",\"navy\",\"red\",\"group-blue\"],\"hidden\":[\"pink\"]}",
                       TM_UTENA_RULES_ERROR, TM_UTENA_RULE_UNKNOWN_ICON);
  assert_json_refused ("{\"type\":\"desire\",\"card\":[\"blue\",\"navy\",\"red\"]}",
                       TM_UTENA_RULES_ERROR, TM_UTENA_RULE_BAD_CARD);
  assert_json_refused ("{\"type\":\"plan\",\"practitioner\":7}", TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
  assert_json_refused ("{\"type\":\"plan\",\"practitioner\":\"left\"}", TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
  assert_json_refused ("{\"type\":\"pair\",\"cards\":[[\"group-wild\"]]}", TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
  assert_json_refused ("{\"type\":\"exchange\",\"cards\":[[\"group-wild\"],[\"blue-dog\"]]}",
                       TM_UTENA_RULES_ERROR, TM_UTENA_RULE_UNKNOWN_ICON);
  assert_json_refused ("{\"type\":\"reinforce\",\"altar\":4}", TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
  assert_json_refused ("{\"type\":\"pass\",\"player\":-1}", TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
}

static void
test_rule_nicks (void)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (TM_TYPE_UTENA_RULE);

  g_assert_cmpuint (klass->n_values, ==, TM_UTENA_RULE_SUN_WITH_ITS_TOOL + 1);
  g_assert_cmpstr (g_enum_get_value (klass, TM_UTENA_RULE_EXCHANGE_HAND_OTHER_PAIR)->value_nick,
                   ==, "exchange-hand-with-other-pair");
  g_assert_cmpstr (g_enum_get_value (klass, TM_UTENA_RULE_HIDDEN_NOT_VISIBLE)->value_nick,
                   ==, "hidden-not-visible");
}

static gboolean
apply_json (TmGame     *game,
            JsonObject *move,
            GError    **error)
{
  return tm_game_apply_move (game, move, error);
}

/* A whole game through TmGame, found by playing greedily on the plain
 * position: everyone wins, and the phases read as they should. */
static void
test_game_wrapper (void)
{
  g_autoptr(JsonObject) options = box_options ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = tm_registry_create_game ("tsuki-no-utena", 3, options, &error);
  g_autoptr(TmGame) copy = NULL;
  g_autoptr(JsonObject) bad = NULL;
  g_autoptr(GArray) winners = NULL;
  g_autoptr(JsonNode) state = NULL;
  g_autofree char *phase = NULL;
  TmUtenaMove m;
  const char *rule;

  g_assert_no_error (error);
  g_assert_cmpstr (tm_game_get_phase (game), ==, "desire");
  phase = tm_game_describe_phase (game);
  g_assert_nonnull (strstr (phase, "Round 1"));
  g_clear_pointer (&phase, g_free);

  /* A refusal names its rule. */
  m = desire_move (0, NAVY, -1);
  bad = tm_utena_move_to_json (&m);
  g_assert_false (apply_json (game, bad, &error));
  rule = tm_game_get_error_rule (game, error);
  g_assert_cmpstr (rule, ==, "first-desire-hides-nothing");
  g_clear_error (&error);

  /* Play: each turn the move that fills the rings most. */
  while (!tm_game_is_finished (game))
    {
      const TmUtenaState *s = tm_utena_game_get_state (TM_UTENA_GAME (game));
      g_autoptr(GArray) moves = tm_utena_state_legal_moves (s);
      g_autoptr(JsonObject) object = NULL;
      guint best = 0;
      int best_value = G_MININT;

      for (guint i = 0; i < moves->len; i++)
        {
          const TmUtenaMove *move = &g_array_index (moves, TmUtenaMove, i);
          TmUtenaState next;
          int value = 0;

          memcpy (&next, s, sizeof next);
          g_assert_true (tm_utena_state_apply (&next, move, NULL, NULL, NULL));
          if (move->type == TM_UTENA_MOVE_DESIRE)
            value -= 100 * move->n_hidden;
          for (guint a = 0; a < next.n_altars; a++)
            value += 10 * (int) next.altars[a].ring - 30 * (int) next.altars[a].centre;
          if (next.result == TM_UTENA_RESULT_WON)
            value = G_MAXINT;
          if (value > best_value)
            {
              best_value = value;
              best = i;
            }
        }
      if (s->phase == TM_UTENA_PHASE_TURN)
        {
          g_assert_cmpstr (tm_game_get_phase (game), ==, "turn");
          phase = tm_game_describe_phase (game);
          /* Named as the game names its players ("Player 2" without a record). */
          g_assert_nonnull (strstr (phase, "the turn of Player "));
          g_clear_pointer (&phase, g_free);
        }
      object = tm_utena_move_to_json (&g_array_index (moves, TmUtenaMove, best));
      g_assert_true (apply_json (game, object, &error));
      g_assert_no_error (error);
      g_assert_nonnull (tm_utena_game_get_last_outcome (TM_UTENA_GAME (game)));
    }

  g_assert_cmpstr (tm_game_get_phase (game), ==, "finished");
  g_assert_cmpint (tm_utena_game_get_state (TM_UTENA_GAME (game))->result, ==, TM_UTENA_RESULT_WON);
  phase = tm_game_describe_phase (game);
  g_assert_cmpstr (phase, ==, "Game over: everyone wins");
  winners = tm_game_get_winners (game);
  g_assert_cmpuint (winners->len, ==, 3);
  state = tm_game_serialize_state (game);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (state), "result"), ==, "won");
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (state), "markers"), ==, 32);
  g_assert_cmpint (tm_game_get_score (game, 0), ==, 8);

  copy = tm_game_copy (game);
  g_assert_true (tm_game_is_finished (copy));
}

/* An unfinished game: nobody has won yet. */
static void
test_game_unfinished (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = tm_registry_create_game ("tsuki-no-utena", 3, NULL, &error);
  g_autoptr(GArray) winners = NULL;
  g_autoptr(JsonNode) state = NULL;

  /* The moves of three_players_round_two(), through the game. */
  {
    TmUtenaMove moves[] = {
      desire_move (0, -1), desire_move (1, NAVY, -1),
      pair_move (P (0), P (4)), pair_move (P (1), P (5)), pair_move (P (2), P (6)),
      desire_move (2, WHITE, RED, G_BLUE, -1),
      desire_move (3, RED, CROSS, -1),
    };

    for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
      {
        g_autoptr(JsonObject) object = tm_utena_move_to_json (&moves[i]);

        g_assert_true (apply_json (game, object, &error));
      }
  }
  g_assert_cmpstr (tm_game_get_phase (game), ==, "turn");
  g_assert_cmpint (tm_game_get_current_player (game), ==, 2);
  g_assert_false (tm_game_is_finished (game));
  winners = tm_game_get_winners (game);
  g_assert_cmpuint (winners->len, ==, 0);
  state = tm_game_serialize_state (game);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (state), "parent"), ==, 2);
  g_assert_cmpint (json_array_get_length (json_object_get_array_member (json_node_get_object (state), "desire_stack")), ==, 4);
}

/* Moves in the players' words: cards by two icons, players by name,
 * covered icons by their names; never the notation. */
static void
test_describe_move (void)
{
  const char *players[] = { "Aoi", "Mio", "Ren", NULL };
  TmUtenaState s;
  TmUtenaMove m;
  char *text;

  text = tm_utena_card_name (P (0));
  g_assert_cmpstr (text, ==, "blue cross + navy cross");
  g_free (text);
  text = tm_utena_card_name (CC_CARD);
  g_assert_cmpstr (text, ==, "CC (wild group)");
  g_free (text);

  three_players_round_two (&s);
  g_assert_cmpint (s.active, ==, 2);
  m = exchange_move (P (0), P (2));
  text = tm_utena_move_describe (&s, &m, players);
  g_assert_cmpstr (text, ==, "Ren exchanges blue gomoku + navy gomoku for Aoi’s blue cross + navy cross");
  g_free (text);
  m = exchange_move (P (2), fresh_card (&s, 0));
  text = tm_utena_move_describe (&s, &m, players);
  g_assert_true (g_str_has_prefix (text, "Ren exchanges blue gomoku + navy gomoku for "));
  g_assert_true (g_str_has_suffix (text, " from the hand"));
  g_free (text);
  /* Refused, but said: neither card is Ren's, each is said where it is. */
  m = exchange_move (fresh_card (&s, 0), P (0));
  text = tm_utena_move_describe (&s, &m, players);
  g_assert_true (g_str_has_prefix (text, "Ren exchanges "));
  g_assert_true (g_str_has_suffix (text, " from the hand for Aoi’s blue cross + navy cross"));
  g_free (text);
  m = blank_move (TM_UTENA_MOVE_REINFORCE);
  text = tm_utena_move_describe (&s, &m, players);
  g_assert_cmpstr (text, ==, "Ren reinforces: two turns in a row");
  g_free (text);

  m = blank_move (TM_UTENA_MOVE_DESIRE);
  m.desire = desire (0);
  m.n_hidden = 2;
  m.hidden[0] = CROSS;
  m.hidden[1] = WHITE;
  text = tm_utena_move_describe (&s, &m, players);
  g_assert_cmpstr (text, ==, "Desire card laid: blue, navy, red, blue group; it covers cross, white");
  g_free (text);
}

/* The refusal of @json by @game (which stays as it was). */
static char *
game_refusal (TmGame     *game,
              const char *json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = tm_json_parse (json, strlen (json), &error);
  guint n_moves = tm_game_get_n_moves (game);

  g_assert_no_error (error);
  g_assert_false (tm_game_apply_move (game, json_node_get_object (node), &error));
  g_assert_nonnull (error);
  g_assert_cmpuint (tm_game_get_n_moves (game), ==, n_moves);
  g_test_message ("%s", error->message);
  return g_strdup (error->message);
}

/* tests/cli/records/utena-illegal-hand-other-pair.json (Aoi, Mio, Ren)
 * before its illegal move: Ren's turn.  Refusals name the players. */
static void
test_refusals_name_players (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("TM_TEST_DATA"), "cli", "records",
                                            "utena-illegal-hand-other-pair.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TmRecord) record = tm_record_load_file (path, &error);
  g_autoptr(TmGame) game = NULL;
  char *message;

  g_assert_no_error (error);
  game = tm_record_replay (record, 7, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (tm_game_get_current_player (game), ==, 2);

  message = game_refusal (game, "{\"type\": \"pass\", \"player\": 0}");
  g_assert_cmpstr (message, ==, "The move names Aoi, but it is Ren’s turn.");
  g_free (message);
  message = game_refusal (game, "{\"type\": \"pass\", \"altar\": 1}");
  g_assert_cmpstr (message, ==, "The move is for Mio, but it is the turn of Ren.");
  g_free (message);

  /* With two players, each has a right and a left altar. */
  {
    const char *names[] = { "Aoi", "Mio", NULL };
    g_autofree char *duo_path = g_build_filename (g_getenv ("TM_TEST_DATA"), "cli", "records",
                                                  "utena-full-lost.json", NULL);
    g_autoptr(TmRecord) duo_record = tm_record_load_file (duo_path, &error);
    g_autoptr(TmGame) duo = NULL;
    const TmUtenaState *state;
    g_autofree char *right = NULL, *left = NULL, *unnamed = NULL;

    g_assert_no_error (error);
    duo = tm_record_replay (duo_record, 0, NULL, NULL, &error);
    g_assert_no_error (error);
    state = tm_utena_game_get_state (TM_UTENA_GAME (duo));
    right = tm_utena_state_name_altar (state, 2, names);
    left = tm_utena_state_name_altar (state, 1, names);
    unnamed = tm_utena_state_name_altar (state, 1, NULL);
    g_assert_cmpstr (right, ==, "Mio’s right altar (altar 3)");
    g_assert_cmpstr (left, ==, "Aoi’s left altar (altar 2)");
    g_assert_cmpstr (unnamed, ==, "the first player’s left altar (altar 2)");
  }
}

int
test_utena_rules_main (int   argc,
                       char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/utena/setup/counts", test_setup_counts);
  g_test_add_func ("/utena/setup/revealed-desire", test_setup_revealed_desire);
  g_test_add_func ("/utena/setup/bad", test_setup_bad);
  g_test_add_func ("/utena/desire/first-card", test_desire_first_card);
  g_test_add_func ("/utena/desire/hidden-count", test_desire_hidden_count);
  g_test_add_func ("/utena/desire/not-visible", test_desire_not_visible);
  g_test_add_func ("/utena/desire/already-laid", test_desire_already_laid);
  g_test_add_func ("/utena/desire/covers-common-icon", test_desire_covers_common_icon);
  g_test_add_func ("/utena/desire/common-icon-record", test_desire_common_icon_record);
  g_test_add_func ("/utena/desire/common-icon-old-record", test_desire_common_icon_old_record);
  g_test_add_func ("/utena/wrong-phase", test_wrong_phase);
  g_test_add_func ("/utena/loss/order-three", test_loss_order_three);
  g_test_add_func ("/utena/loss/order-four", test_loss_order_four);
  g_test_add_func ("/utena/loss/centre-first", test_loss_centre_first);
  g_test_add_func ("/utena/loss/parent-centre", test_loss_parent_centre);
  g_test_add_func ("/utena/loss/no-marker", test_loss_no_marker);
  g_test_add_func ("/utena/loss/two-players", test_loss_two_players);
  g_test_add_func ("/utena/loss/solo", test_loss_solo);
  g_test_add_func ("/utena/turn/round-one", test_round_one_turns);
  g_test_add_func ("/utena/turn/exchange", test_exchange_rules);
  g_test_add_func ("/utena/turn/hand-cards", test_hand_cards);
  g_test_add_func ("/utena/gain/ring-then-centre", test_gain_ring_then_centre);
  g_test_add_func ("/utena/end/win-at-once", test_win_at_once);
  g_test_add_func ("/utena/end/centre-at-turn", test_loss_centre_at_turn);
  g_test_add_func ("/utena/end/deck-empty", test_loss_deck_empty);
  g_test_add_func ("/utena/round/parent-rotation", test_parent_rotation);
  g_test_add_func ("/utena/reinforce/three-players", test_reinforce_three);
  g_test_add_func ("/utena/reinforce/four-players", test_reinforce_four);
  g_test_add_func ("/utena/reinforce/two-players", test_reinforce_two);
  g_test_add_func ("/utena/reinforce/solo", test_reinforce_solo);
  g_test_add_func ("/utena/legal/lists", test_legal_moves);
  g_test_add_func ("/utena/legal/known-hand", test_legal_pairs_known_hand);
  g_test_add_func ("/utena/json/moves", test_json_moves);
  g_test_add_func ("/utena/json/rule-nicks", test_rule_nicks);
  g_test_add_func ("/utena/game/win", test_game_wrapper);
  g_test_add_func ("/utena/game/unfinished", test_game_unfinished);
  g_test_add_func ("/utena/text/describe-move", test_describe_move);
  g_test_add_func ("/utena/game/names", test_refusals_name_players);

  return g_test_run ();
}
