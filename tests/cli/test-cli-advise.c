/* test-cli-advise.c — `tablemate-cli advise`, run as a player's script would
 *
 * The advice after the records in records/ (advise-*.json are prefixes
 * of the full games there): the options are the legal moves `legal`
 * lists (for Children of the Sun, those with the hand's cards), ranked
 * best first; private input (--hand, --shield) only changes the output,
 * never the file; unusable input exits 2 with one line on stderr.  Each
 * run's wall time (the whole process) is printed in the log.
 */
#include "cli-test-util.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>
#include <unistd.h>

/* The options of an advise run, checked ranked best first. */
static JsonArray *
ranked_options (CliRun     *run,
                const char *query)
{
  JsonObject *result = cli_result_object (run);
  JsonArray *options;

  g_assert_cmpint (run->status, ==, 0);
  g_assert_cmpstr (json_object_get_string_member (result, "query"), ==, query);
  options = json_object_get_array_member (result, "options");
  g_assert_cmpint (json_object_get_int_member (result, "count"), ==, json_array_get_length (options));
  for (guint i = 0; i < json_array_get_length (options); i++)
    {
      JsonObject *option = json_array_get_object_element (options, i);

      g_assert_cmpint (json_object_get_int_member (option, "rank"), ==, i + 1);
      g_assert_true (json_object_has_member (option, "move"));
      g_assert_true (strlen (json_object_get_string_member (option, "explanation")) > 0);
      g_assert_true (strlen (json_object_get_string_member (option, "title")) > 0);
      g_assert_true (JSON_NODE_HOLDS_OBJECT (json_object_get_member (option, "details")));
      if (i > 0)
        g_assert_cmpfloat (json_object_get_double_member (json_array_get_object_element (options, i - 1), "score"),
                           >=, json_object_get_double_member (option, "score"));
    }
  return options;
}

/* Whether @move is among the moves `legal` lists for @record. */
static gboolean
move_is_listed (JsonArray  *legal,
                JsonObject *move)
{
  g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), move);

  for (guint i = 0; i < json_array_get_length (legal); i++)
    if (json_node_equal (json_array_get_element (legal, i), node))
      return TRUE;
  return FALSE;
}

/* The legal moves after @record, those whose "card" is in @cards (all
 * when NULL) or, with @type, of that type. */
static guint
count_legal (CliRun             *legal,
             const char * const *cards,
             const char         *type)
{
  JsonArray *moves = json_object_get_array_member (cli_result_object (legal), "moves");
  guint n = 0;

  for (guint i = 0; i < json_array_get_length (moves); i++)
    {
      JsonObject *move = json_array_get_object_element (moves, i);

      if (cards != NULL
          && !g_strv_contains (cards, json_object_get_string_member_with_default (move, "card", "")))
        continue;
      if (type != NULL && !g_str_equal (json_object_get_string_member (move, "type"), type))
        continue;
      n++;
    }
  return n;
}

static void
test_cots_hand (void)
{
  const char *hand[] = { "Y+1", "B0", "P-1", "R+1", "B+3", NULL };
  g_autofree char *path = cli_record_path ("advise-cots-analysis.json");
  g_autofree char *before = NULL, *after = NULL;
  g_autoptr(CliRun) legal = cli_run ("legal", "@advise-cots-analysis.json");
  g_autoptr(CliRun) run = NULL;
  g_autoptr(CliRun) from_stdin = NULL;
  JsonArray *options, *legal_moves;

  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  run = cli_run ("advise", "@advise-cots-analysis.json", "--hand", "Y+1,B0,P-1,R+1,B+3");
  options = ranked_options (run, "hand");
  g_assert_cmpstr (json_object_get_string_member (cli_result_object (run), "phase"), ==, "analysis");

  /* Every legal placement of a hand card, nothing else. */
  legal_moves = json_object_get_array_member (cli_result_object (legal), "moves");
  g_assert_cmpuint (json_array_get_length (options), ==, count_legal (legal, hand, NULL));
  g_assert_cmpuint (json_array_get_length (options), >, 0);
  for (guint i = 0; i < json_array_get_length (options); i++)
    {
      JsonObject *option = json_array_get_object_element (options, i);
      JsonObject *details = json_object_get_object_member (option, "details");

      g_assert_true (move_is_listed (legal_moves, json_object_get_object_member (option, "move")));
      g_assert_true (json_object_has_member (details, "direct_magic"));
      g_assert_true (json_object_has_member (details, "radiant_magic"));
      g_assert_true (json_object_has_member (details, "ghost"));
      g_assert_true (json_object_has_member (details, "set_aside_to"));
      g_assert_true (json_object_has_member (details, "opponent_reply"));
    }

  /* The hand is never written anywhere: the record is as it was. */
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (before, ==, after);

  /* Standard input gives the same answer. */
  from_stdin = cli_run_full ("advise-cots-analysis.json", "advise", "-", "--hand", "Y+1,B0,P-1,R+1,B+3", NULL);
  g_assert_cmpint (from_stdin->status, ==, 0);
  g_assert_true (json_node_equal (run->json, from_stdin->json));
}

static void
test_cots_hand_refused (void)
{
  g_autoptr(CliRun) no_hand = cli_run ("advise", "@advise-cots-analysis.json");
  g_autoptr(CliRun) not_card = cli_run ("advise", "@advise-cots-analysis.json", "--hand", "R+1,X9");
  g_autoptr(CliRun) twice = cli_run ("advise", "@advise-cots-analysis.json", "--hand", "R+1,R+1");
  /* Y-3 was the first card of the siege. */
  g_autoptr(CliRun) seen = cli_run ("advise", "@advise-cots-analysis.json", "--hand", "Y-3");
  g_autoptr(CliRun) no_value = cli_run ("advise", "@advise-cots-analysis.json", "--hand");
  g_autoptr(CliRun) finished = cli_run ("advise", "@cots-full-game.json", "--hand", "R+1");
  g_autoptr(CliRun) illegal = cli_run ("advise", "@cots-illegal-card-twice.json", "--hand", "R+1");

  cli_assert_unusable (no_hand, "--hand");
  cli_assert_unusable (not_card, "X9");
  cli_assert_unusable (twice, "twice");
  cli_assert_unusable (seen, "face up");
  cli_assert_unusable (no_value, "--hand");
  cli_assert_unusable (finished, NULL);
  /* An illegal move in the record: exit 1, as `legal` does. */
  g_assert_cmpint (illegal->status, ==, 1);
  g_assert_cmpstr (illegal->out, ==, "");
}

/* The cards of @record's moves: every card placed has been face up. */
static GHashTable *
placed_cards (const char *name)
{
  g_autofree char *path = cli_record_path (name);
  g_autoptr(JsonParser) parser = json_parser_new ();
  GHashTable *cards = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  JsonArray *moves;
  GError *error = NULL;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  moves = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "moves");
  for (guint i = 0; i < json_array_get_length (moves); i++)
    {
      JsonObject *move = json_array_get_object_element (moves, i);

      if (json_object_has_member (move, "card"))
        g_hash_table_add (cards, g_strdup (json_object_get_string_member (move, "card")));
    }
  return cards;
}

static void
test_cots_planner (void)
{
  const char *colours[] = { "R", "P", "B", "Y" };
  const char *rotations[] = { "0", "+1", "+2", "+3", "4", "-1", "-2", "-3" };
  g_autoptr(GHashTable) placed = placed_cards ("advise-cots-extermination.json");
  g_autoptr(GPtrArray) unseen = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(CliRun) run = cli_run ("advise", "@advise-cots-extermination.json", "--planner");
  g_autoptr(CliRun) with_shield = NULL;
  g_autoptr(CliRun) seen_shield = NULL;
  g_autoptr(CliRun) bad_shield = NULL;
  g_autoptr(CliRun) bad_player = NULL;
  g_autoptr(CliRun) hand_in_exter = cli_run ("advise", "@advise-cots-extermination.json", "--hand", "R+1");
  g_autofree char *shield = NULL;
  JsonObject *result, *plan;

  for (guint c = 0; c < 4; c++)
    for (guint r = 0; r < 8; r++)
      {
        char *name = g_strconcat (colours[c], rotations[r], NULL);

        if (g_hash_table_contains (placed, name))
          g_free (name);
        else
          g_ptr_array_add (unseen, name);
      }
  /* 8 siege and 18 analysis cards: the six others are the shield. */
  g_assert_cmpuint (unseen->len, ==, 6);

  g_assert_cmpint (run->status, ==, 0);
  result = cli_result_object (run);
  g_assert_cmpstr (json_object_get_string_member (result, "query"), ==, "planner");
  g_assert_cmpint (json_object_get_int_member (result, "player"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (result, "count"), >=, 1);
  plan = json_array_get_object_element (json_object_get_array_member (result, "plans"), 0);
  g_assert_cmpint (json_object_get_int_member (plan, "rank"), ==, 1);
  g_assert_cmpfloat (json_object_get_int_member (plan, "worst"), <=, json_object_get_double_member (plan, "expected"));
  g_assert_cmpfloat (json_object_get_double_member (plan, "expected"), <=, json_object_get_int_member (plan, "best"));
  /* Six unknown positions, six unseen cards. */
  g_assert_true (g_str_has_suffix (json_object_get_string_member (plan, "expected_fraction"), "/6"));

  /* One analysed card: five positions left for the five other cards. */
  shield = g_strdup_printf ("3=%s", (const char *) unseen->pdata[0]);
  with_shield = cli_run ("advise", "@advise-cots-extermination.json", "--planner", "--player", "1",
                         "--shield", shield);
  g_assert_cmpint (with_shield->status, ==, 0);
  g_assert_cmpint (json_object_get_int_member (cli_result_object (with_shield), "player"), ==, 1);
  plan = json_array_get_object_element (json_object_get_array_member (cli_result_object (with_shield), "plans"), 0);
  g_assert_true (g_str_has_suffix (json_object_get_string_member (plan, "expected_fraction"), "/5"));

  seen_shield = cli_run ("advise", "@advise-cots-extermination.json", "--planner", "--shield", "3=Y-3");
  bad_shield = cli_run ("advise", "@advise-cots-extermination.json", "--planner", "--shield", "7=R+1");
  bad_player = cli_run ("advise", "@advise-cots-extermination.json", "--planner", "--player", "2");
  cli_assert_unusable (seen_shield, "Y-3");
  cli_assert_unusable (bad_shield, "7=R+1");
  cli_assert_unusable (bad_player, "players 0 and 1");
  cli_assert_unusable (hand_in_exter, "siege");
}

static void
test_psi_attacks (void)
{
  g_autoptr(CliRun) legal = cli_run ("legal", "@advise-psi-battle.json");
  g_autoptr(CliRun) run = cli_run ("advise", "@advise-psi-battle.json");
  g_autoptr(CliRun) hand = cli_run ("advise", "@advise-psi-battle.json", "--hand", "R+1");
  JsonArray *options = ranked_options (run, "attacks");
  guint attacks = 0;

  g_assert_cmpuint (json_array_get_length (options), ==,
                    count_legal (legal, NULL, "attack") + count_legal (legal, NULL, "pass"));
  for (guint i = 0; i < json_array_get_length (options); i++)
    {
      JsonObject *option = json_array_get_object_element (options, i);
      JsonObject *details = json_object_get_object_member (option, "details");
      JsonObject *sums = json_object_get_object_member (details, "sums");

      g_assert_true (move_is_listed (json_object_get_array_member (cli_result_object (legal), "moves"),
                                     json_object_get_object_member (option, "move")));
      g_assert_cmpuint (json_array_get_length (json_object_get_array_member (sums, "change")), ==, 2);
      if (g_str_equal (json_object_get_string_member (json_object_get_object_member (option, "move"), "type"),
                       "attack"))
        {
          g_assert_true (json_object_has_member (details, "damage_to_target"));
          g_assert_true (json_object_has_member (details, "damage_to_attacker"));
          attacks++;
        }
    }
  g_assert_cmpuint (attacks, >, 0);
  cli_assert_unusable (hand, "Children of the Sun");
}

static void
test_sisters_turns (void)
{
  g_autoptr(CliRun) legal = cli_run ("legal", "@advise-sisters-midgame.json");
  g_autoptr(CliRun) run = cli_run ("advise", "@advise-sisters-midgame.json");
  JsonArray *options = ranked_options (run, "turns");

  g_assert_cmpuint (json_array_get_length (options), ==, count_legal (legal, NULL, "turn"));
  g_assert_cmpuint (json_array_get_length (options), >, 0);
  for (guint i = 0; i < json_array_get_length (options); i++)
    {
      JsonObject *option = json_array_get_object_element (options, i);
      JsonObject *details = json_object_get_object_member (option, "details");

      g_assert_true (move_is_listed (json_object_get_array_member (cli_result_object (legal), "moves"),
                                     json_object_get_object_member (option, "move")));
      g_assert_true (json_object_has_member (json_object_get_object_member (details, "parent"), "decided"));
      g_assert_true (json_object_has_member (json_object_get_object_member (details, "known_score"), "change"));
    }
}

static void
test_utena_exchanges (void)
{
  g_autoptr(CliRun) legal = cli_run ("legal", "@advise-utena-midgame.json");
  g_autoptr(CliRun) run = cli_run ("advise", "@advise-utena-midgame.json");
  JsonArray *options = ranked_options (run, "exchanges");

  g_assert_cmpuint (json_array_get_length (options), ==,
                    count_legal (legal, NULL, "exchange") + count_legal (legal, NULL, "pair"));
  g_assert_cmpuint (json_array_get_length (options), >, 0);
  for (guint i = 0; i < json_array_get_length (options); i++)
    {
      JsonObject *option = json_array_get_object_element (options, i);
      JsonObject *details = json_object_get_object_member (option, "details");

      g_assert_true (move_is_listed (json_object_get_array_member (cli_result_object (legal), "moves"),
                                     json_object_get_object_member (option, "move")));
      g_assert_true (json_object_has_member (details, "ring_gain"));
      g_assert_true (json_object_has_member (details, "altars"));
    }
}

/* "Can we still win?": a position of the recorded won game where the
 * rest of the round can fill every ring whatever comes; the best line,
 * appended to the record, wins the game when replayed. */
static void
test_utena_outlook (void)
{
  g_autoptr(CliRun) run = cli_run ("advise", "@advise-utena-outlook.json", "--outlook");
  g_autoptr(CliRun) not_utena = cli_run ("advise", "@advise-psi-battle.json", "--outlook");
  g_autoptr(CliRun) finished = cli_run ("advise", "@utena-full-won.json", "--outlook");
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *path = cli_record_path ("advise-utena-outlook.json");
  g_autofree char *tmp_path = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CliRun) replay = NULL;
  JsonObject *result = cli_result_object (run);
  JsonArray *line, *moves;
  int fd;

  g_assert_cmpint (run->status, ==, 0);
  g_assert_cmpstr (json_object_get_string_member (result, "query"), ==, "outlook");
  g_assert_true (json_object_get_boolean_member (result, "winnable_worst_case"));
  g_assert_cmpfloat (json_object_get_double_member (result, "share"), ==, 1.0);
  g_assert_true (json_object_get_boolean_member (result, "exhaustive"));
  g_assert_cmpstr (json_object_get_string_member (result, "horizon"), ==, "this round");
  g_assert_true (strlen (json_object_get_string_member (result, "explanation")) > 0);
  line = json_object_get_array_member (result, "best_line");
  g_assert_cmpuint (json_array_get_length (line), >, 0);

  /* The record with the line appended. */
  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  moves = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "moves");
  for (guint i = 0; i < json_array_get_length (line); i++)
    {
      JsonObject *entry = json_array_get_object_element (line, i);

      g_assert_true (strlen (json_object_get_string_member (entry, "title")) > 0);
      g_assert_false (json_object_get_boolean_member (entry, "chance"));
      json_array_add_object_element (moves, json_object_ref (json_object_get_object_member (entry, "move")));
    }
  fd = g_file_open_tmp ("advise-outlook-XXXXXX.json", &tmp_path, &error);
  g_assert_no_error (error);
  close (fd);
  {
    g_autoptr(JsonGenerator) generator = json_generator_new ();

    json_generator_set_root (generator, json_parser_get_root (parser));
    json_generator_to_file (generator, tmp_path, &error);
    g_assert_no_error (error);
  }
  replay = cli_run ("replay", tmp_path);
  g_unlink (tmp_path);
  g_assert_cmpint (replay->status, ==, 0);
  g_assert_cmpstr (json_object_get_string_member (cli_result_object (replay), "result"), ==, "won");

  cli_assert_unusable (not_utena, "Tsuki no Utena");
  cli_assert_unusable (finished, "over");
}

/* Planetary Sisters at the end: every field card × every rank out of the
 * game (twelve with two players, their emblems known). */
static void
test_sisters_what_if (void)
{
  g_autoptr(CliRun) run = cli_run ("advise", "@sisters-2p.json");
  JsonObject *result = cli_result_object (run);
  JsonArray *swaps, *changing;
  guint n_changing = 0;

  g_assert_cmpint (run->status, ==, 0);
  g_assert_cmpstr (json_object_get_string_member (result, "query"), ==, "what-if");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (result, "scores")), ==, 2);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (result, "field")), ==, 4);
  swaps = json_object_get_array_member (result, "swaps");
  changing = json_object_get_array_member (result, "changing");
  g_assert_cmpuint (json_array_get_length (swaps), ==,
                    4 * json_array_get_length (json_object_get_array_member (result, "candidates")));
  g_assert_cmpuint (json_array_get_length (swaps), >, 0);
  for (guint i = 0; i < json_array_get_length (swaps); i++)
    {
      JsonObject *swap = json_array_get_object_element (swaps, i);

      g_assert_true (strlen (json_object_get_string_member (swap, "title")) > 0);
      g_assert_true (strlen (json_object_get_string_member (swap, "explanation")) > 0);
      g_assert_cmpuint (json_array_get_length (json_object_get_array_member (swap, "scores")), ==, 2);
      n_changing += json_object_get_boolean_member (swap, "changes_winners");
    }
  g_assert_cmpuint (json_array_get_length (changing), ==, n_changing);
  g_assert_true (strlen (json_object_get_string_member (result, "explanation")) > 0);
}

/* The same from a score sheet (the manual's house and field, two
 * players): every swap scored again by `score` on the sheet with that
 * field card swapped. */
static void
test_sisters_what_if_sheet (void)
{
  g_autoptr(CliRun) run = cli_run ("score", "@sisters-what-if-sheet.json", "--what-if");
  g_autoptr(CliRun) not_sisters = cli_run ("score", "@cots-score-manual.json", "--what-if");
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *path = cli_record_path ("sisters-what-if-sheet.json");
  g_autoptr(GError) error = NULL;
  JsonObject *result = cli_result_object (run);
  JsonArray *swaps, *field;
  guint n_changing = 0;

  g_assert_cmpint (run->status, ==, 0);
  g_assert_cmpstr (json_object_get_string_member (result, "query"), ==, "what-if");
  swaps = json_object_get_array_member (result, "swaps");
  g_assert_cmpuint (json_array_get_length (swaps), ==, 4 * 12);

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  field = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "field");
  for (guint i = 0; i < json_array_get_length (swaps); i++)
    {
      JsonObject *swap = json_array_get_object_element (swaps, i);
      gint64 field_card = json_object_get_int_member (swap, "field_card");
      g_autoptr(JsonGenerator) generator = json_generator_new ();
      g_autofree char *tmp_path = NULL;
      g_autoptr(CliRun) scored = NULL;
      JsonArray *players, *scores = json_object_get_array_member (swap, "scores");
      guint replaced = 0;
      int fd;

      for (guint k = 0; k < json_array_get_length (field); k++)
        if (json_array_get_int_element (field, k) == field_card)
          {
            json_node_set_int (json_array_get_element (field, k), json_object_get_int_member (swap, "instead"));
            replaced++;
          }
      g_assert_cmpuint (replaced, ==, 1);
      fd = g_file_open_tmp ("what-if-XXXXXX.json", &tmp_path, &error);
      g_assert_no_error (error);
      close (fd);
      json_generator_set_root (generator, json_parser_get_root (parser));
      json_generator_to_file (generator, tmp_path, &error);
      g_assert_no_error (error);
      scored = cli_run ("score", tmp_path);
      g_unlink (tmp_path);
      /* Back to the sheet's own field for the next swap. */
      for (guint k = 0; k < json_array_get_length (field); k++)
        if (json_array_get_int_element (field, k) == json_object_get_int_member (swap, "instead"))
          json_node_set_int (json_array_get_element (field, k), field_card);

      g_assert_cmpint (scored->status, ==, 0);
      players = json_object_get_array_member (cli_result_object (scored), "players");
      for (guint p = 0; p < 2; p++)
        g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (players, p), "total"),
                         ==, json_array_get_int_element (scores, p));
      g_assert_true (json_node_equal (json_object_get_member (cli_result_object (scored), "winners"),
                                      json_object_get_member (swap, "winners")));
      n_changing += json_object_get_boolean_member (swap, "changes_winners");
    }
  /* Close scores: some swaps change the winner, most do not. */
  g_assert_cmpuint (n_changing, >, 0);
  g_assert_cmpuint (n_changing, <, json_array_get_length (swaps));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (result, "changing")), ==, n_changing);

  cli_assert_unusable (not_sisters, "Planetary Sisters");
}

/* Information entered rather than chosen: Planetary Sisters' emblems,
 * Tsuki no Utena's desire cards. */
static void
test_entries (void)
{
  const char *records[] = { "advise-sisters-emblems.json", "advise-utena-desire.json" };
  const char *queries[] = { "entries", "desires" };
  const char *members[] = { "known_scores", "altars" };

  for (guint r = 0; r < G_N_ELEMENTS (records); r++)
    {
      g_autofree char *at = g_strconcat ("@", records[r], NULL);
      g_autoptr(CliRun) legal = cli_run ("legal", at);
      g_autoptr(CliRun) run = cli_run ("advise", at);
      JsonArray *options = ranked_options (run, queries[r]);

      g_assert_cmpuint (json_array_get_length (options), ==, count_legal (legal, NULL, NULL));
      g_assert_cmpuint (json_array_get_length (options), >, 0);
      for (guint i = 0; i < json_array_get_length (options); i++)
        g_assert_true (json_object_has_member (json_object_get_object_member (json_array_get_object_element (options, i),
                                                                              "details"),
                                               members[r]));
    }
}

/* Any other position: every legal move with its consequences. */
static void
test_generic_moves (void)
{
  const char *records[] = { "advise-psi-midgame.json", "advise-cots-full-reveal.json" };

  for (guint r = 0; r < G_N_ELEMENTS (records); r++)
    {
      g_autofree char *at = g_strconcat ("@", records[r], NULL);
      g_autoptr(CliRun) legal = cli_run ("legal", at);
      g_autoptr(CliRun) run = cli_run ("advise", at);
      JsonArray *options = ranked_options (run, "moves");

      g_assert_cmpuint (json_array_get_length (options), ==, count_legal (legal, NULL, NULL));
      g_assert_cmpuint (json_array_get_length (options), >, 0);
      for (guint i = 0; i < json_array_get_length (options); i++)
        {
          JsonObject *details = json_object_get_object_member (json_array_get_object_element (options, i),
                                                               "details");

          g_assert_true (json_object_has_member (details, "score_changes"));
          g_assert_true (json_object_has_member (details, "state_changes"));
        }
    }
}

static void
test_bad_arguments (void)
{
  g_autoptr(CliRun) no_file = cli_run ("advise");
  g_autoptr(CliRun) two_files = cli_run ("advise", "@advise-psi-battle.json", "@advise-psi-battle.json");
  g_autoptr(CliRun) unknown = cli_run ("advise", "@advise-psi-battle.json", "--frobnicate");
  g_autoptr(CliRun) missing = cli_run ("advise", "@no-such-record.json");
  g_autoptr(CliRun) finished = cli_run ("advise", "@psi-full-game.json");
  g_autoptr(CliRun) not_json = cli_run ("advise", "@bad-not-json.json");

  cli_assert_unusable (no_file, "FILE");
  cli_assert_unusable (two_files, "FILE");
  cli_assert_unusable (unknown, "frobnicate");
  cli_assert_unusable (missing, NULL);
  cli_assert_unusable (finished, "over");
  cli_assert_unusable (not_json, NULL);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/advise/cots-hand", test_cots_hand);
  g_test_add_func ("/cli/advise/cots-hand-refused", test_cots_hand_refused);
  g_test_add_func ("/cli/advise/cots-planner", test_cots_planner);
  g_test_add_func ("/cli/advise/psi-attacks", test_psi_attacks);
  g_test_add_func ("/cli/advise/sisters-turns", test_sisters_turns);
  g_test_add_func ("/cli/advise/utena-exchanges", test_utena_exchanges);
  g_test_add_func ("/cli/advise/utena-outlook", test_utena_outlook);
  g_test_add_func ("/cli/advise/sisters-what-if", test_sisters_what_if);
  g_test_add_func ("/cli/advise/sisters-what-if-sheet", test_sisters_what_if_sheet);
  g_test_add_func ("/cli/advise/entries", test_entries);
  g_test_add_func ("/cli/advise/generic-moves", test_generic_moves);
  g_test_add_func ("/cli/advise/bad-arguments", test_bad_arguments);
  return g_test_run ();
}
