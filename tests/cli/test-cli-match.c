/* test-cli-match.c — `tablemate-cli match CARD CARD` (Tsuki no Utena)
 *
 * Every kind of match of the issue: a tool icon, a group, a sun against
 * an ordinary card, two suns, the card CC against each kind, no icon in
 * common, two in common; both ways of writing a card; and the refusals
 * (unknown icon, not a card, bad JSON, wrong number of cards), which
 * exit 2 with one line on stderr and nothing on stdout.
 */
#include "cli-test-util.h"

#include <gio/gio.h>
#include <json-glib/json-glib.h>
#include <string.h>

/* Cards as the players would type them. */
#define NAVY_SNAKE_BLUE "blue-cross,navy-snake,white-gomoku,red-horn,group-blue"
#define NAVY_SNAKE_NAVY "[\"blue-snake\", \"navy-snake\", \"white-cross\", \"red-gomoku\", \"group-navy\"]"
#define GOMOKU_BLUE     "blue-gomoku,navy-horn,white-cross,red-snake,group-blue"
#define HORN_WHITE      "blue-horn,navy-cross,white-snake,red-gomoku,group-white"
#define SUN_RED         "sun-red,group-yellow"
#define SUN_WHITE       "[\"sun-white\", \"group-yellow\"]"
#define CC              "group-wild"

static char *
strings_text (JsonArray *array)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      if (i > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, json_array_get_string_element (array, i));
    }
  return g_string_free (text, FALSE);
}

/* Runs `match @a @b` and checks the whole answer: the matching icons and
 * the cells (space-separated names), the count, and a phrase of the
 * explanation.  The answer is the same with the cards swapped. */
static void
assert_match (const char *a,
              const char *b,
              const char *icons,
              const char *cells,
              const char *explanation_part)
{
  for (guint swap = 0; swap < 2; swap++)
    {
      g_autoptr(CliRun) run = NULL;
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autoptr(GError) error = NULL;
      g_autofree char *icons_text = NULL;
      g_autofree char *cells_text = NULL;
      JsonObject *object;
      guint n_icons = icons[0] == '\0' ? 0 : 1;

      for (const char *c = icons; *c != '\0'; c++)
        n_icons += *c == ' ';

      run = cli_run ("match", swap ? b : a, swap ? a : b);
      g_assert_cmpstr (run->err, ==, "");
      g_assert_cmpint (run->status, ==, 0);
      json_parser_load_from_data (parser, run->out, -1, &error);
      g_assert_no_error (error);
      object = json_node_get_object (json_parser_get_root (parser));
      g_assert_cmpuint (json_object_get_size (object), ==, 4);

      icons_text = strings_text (json_object_get_array_member (object, "match"));
      cells_text = strings_text (json_object_get_array_member (object, "cells"));
      g_assert_cmpstr (icons_text, ==, icons);
      g_assert_cmpstr (cells_text, ==, cells);
      g_assert_cmpint (json_object_get_int_member (object, "count"), ==, n_icons);
      g_assert_nonnull (strstr (json_object_get_string_member (object, "explanation"), explanation_part));
    }
}

static void
assert_refused (const char *first,
                ...)
{
  g_autoptr(CliRun) run = NULL;
  const char *args[4] = { NULL, NULL, NULL, NULL };
  va_list list;
  guint n = 0;

  va_start (list, first);
  for (const char *arg = first; arg != NULL && n < 3; arg = va_arg (list, const char *))
    args[n++] = arg;
  va_end (list);

  run = cli_run_full (NULL, "match", args[0], args[1], args[2], NULL);
  g_assert_cmpint (run->status, ==, 2);
  g_assert_cmpstr (run->out, ==, "");
  g_assert_true (g_str_has_prefix (run->err, "tablemate-cli: match: "));
  /* One line. */
  g_assert_nonnull (strchr (run->err, '\n'));
  g_assert_cmpstr (strchr (run->err, '\n') + 1, ==, "");
}

static void
test_tool (void)
{
  assert_match (NAVY_SNAKE_BLUE, NAVY_SNAKE_NAVY, "navy-snake", "navy snake",
                "They match on the navy snake: +1 marker from the navy colour cell "
                "and +1 from the snake shape cell.");
}

static void
test_group (void)
{
  assert_match (NAVY_SNAKE_BLUE, GOMOKU_BLUE, "group-blue", "group-blue",
                "They match on the blue group: +1 marker from the blue group cell.");
}

/* A sun is every tool of its colour: it takes the partner's shape. */
static void
test_sun (void)
{
  assert_match (SUN_RED, NAVY_SNAKE_BLUE, "red-horn", "red horn",
                "The red sun stands for every tool of its colour.");
  assert_match (SUN_WHITE, HORN_WHITE, "white-snake", "white snake", "white snake");
}

static void
test_sun_sun (void)
{
  assert_match (SUN_RED, SUN_WHITE, "group-yellow", "group-yellow", "the yellow group");
}

/* The card CC takes its partner's group, whatever the partner is. */
static void
test_wild_group (void)
{
  assert_match (CC, NAVY_SNAKE_NAVY, "group-navy", "group-navy",
                "The card CC has the wild group: it takes its partner’s group.");
  assert_match (CC, HORN_WHITE, "group-white", "group-white", "the white group");
  assert_match (CC, SUN_RED, "group-yellow", "group-yellow", "the yellow group");
  /* There is one card CC: against itself nothing. */
  assert_match (CC, "[\"group-wild\"]", "", "", "This is the same card twice");
}

static void
test_none (void)
{
  assert_match (NAVY_SNAKE_NAVY, "blue-cross,navy-horn,white-gomoku,red-snake,group-white",
                "", "", "No icon in common: this pair takes no marker.");
}

static void
test_two (void)
{
  assert_match (NAVY_SNAKE_BLUE, "blue-cross,navy-snake,white-snake,red-snake,group-red",
                "blue-cross navy-snake", "blue cross navy snake",
                "More than one icon in common (blue cross, navy snake): one of the two "
                "cards was entered wrongly");
}

/* Spaces around the names and inside the JSON do not matter. */
static void
test_notation (void)
{
  assert_match (" sun-red , group-yellow ", "[ \"blue-horn\",\"navy-cross\" , \"white-snake\", "
                "\"red-gomoku\", \"group-yellow\" ]",
                "red-gomoku group-yellow", "red gomoku group-yellow", "More than one icon");
}

static void
test_refused (void)
{
  /* Unknown icons, in both notations. */
  assert_refused ("blue-cros,group-red", CC, NULL);
  assert_refused (CC, "[\"purple-cross\"]", NULL);
  assert_refused ("", CC, NULL);
  /* Not a card: the wild group with other icons, two suns, an icon twice. */
  assert_refused ("group-wild,group-red", CC, NULL);
  assert_refused ("sun-red,sun-blue", CC, NULL);
  assert_refused ("red-horn,red-horn", CC, NULL);
  /* A sun with a tool of its colour. */
  assert_refused ("sun-blue,blue-cross,group-yellow",
                  "blue-snake,navy-cross,white-horn,red-gomoku,group-blue", NULL);
  /* Not JSON, or JSON that is no list of names. */
  assert_refused ("[\"sun-red\"", CC, NULL);
  assert_refused ("[1, 2]", CC, NULL);
  /* One card, three cards. */
  assert_refused (CC, NULL);
  assert_refused (CC, CC, CC, NULL);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/match/tool", test_tool);
  g_test_add_func ("/cli/match/group", test_group);
  g_test_add_func ("/cli/match/sun", test_sun);
  g_test_add_func ("/cli/match/sun-sun", test_sun_sun);
  g_test_add_func ("/cli/match/wild-group", test_wild_group);
  g_test_add_func ("/cli/match/none", test_none);
  g_test_add_func ("/cli/match/two", test_two);
  g_test_add_func ("/cli/match/notation", test_notation);
  g_test_add_func ("/cli/match/refused", test_refused);

  return g_test_run ();
}
