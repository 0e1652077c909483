/* test-utena-icons.c — icons, matching, the validator and the card memory
 *
 * The matching rules of RULES.md §3: a full tool icon pays from its
 * colour cell and its shape cell, a group icon from its group cell; a
 * sun is every tool of its colour; the card CC takes its partner's
 * group.  The synthetic box of utena-test-util.h is checked to be
 * consistent, then wrongly entered cards are flagged.
 */
#include "config.h"

#include "utena-test-util.h"
#include "core/tm-json.h"
#include "core/tm-registry.h"
#include "games/tsuki-no-utena/rules/tm-utena-catalogue.h"
#include "games/tsuki-no-utena/rules/tm-utena-text.h"
#include "games/tsuki-no-utena/rules/tm-utena-typed.h"
#include "core-test-programs.h"

#include <glib/gstdio.h>

/* Helpers ------------------------------------------------------------------ */

static JsonNode *
parse (const char *text)
{
  g_autoptr(GError) error = NULL;
  JsonNode *node = tm_json_parse (text, strlen (text), &error);

  g_assert_no_error (error);
  return node;
}

static TmUtenaCard
card_from_text (const char *text)
{
  g_autoptr(JsonNode) node = parse (text);
  g_autoptr(GError) error = NULL;
  TmUtenaCard card = TM_UTENA_NO_CARD;

  if (!tm_utena_card_from_json (node, "card", &card, &error))
    g_error ("“%s” is not a card: %s", text, error->message);
  return card;
}

static TmUtenaDesire
desire_from_text (const char *text)
{
  g_autoptr(JsonNode) node = parse (text);
  g_autoptr(GError) error = NULL;
  TmUtenaDesire d = TM_UTENA_NO_DESIRE;

  if (!tm_utena_desire_from_json (node, "card", &d, &error))
    g_error ("“%s” is not a desire card: %s", text, error->message);
  return d;
}

static void
assert_card_refused (const char *text,
                     GQuark      domain,
                     int         code)
{
  g_autoptr(JsonNode) node = parse (text);
  g_autoptr(GError) error = NULL;
  TmUtenaCard card = 12345;

  g_assert_false (tm_utena_card_from_json (node, "card", &card, &error));
  g_assert_error (error, domain, code);
  g_assert_cmpuint (card, ==, 12345);
  g_assert_true (g_str_has_suffix (error->message, "."));
}

static void
assert_desire_refused (const char *text,
                       GQuark      domain,
                       int         code)
{
  g_autoptr(JsonNode) node = parse (text);
  g_autoptr(GError) error = NULL;
  TmUtenaDesire d = 0;

  g_assert_false (tm_utena_desire_from_json (node, "card", &d, &error));
  g_assert_error (error, domain, code);
  g_assert_true (g_str_has_suffix (error->message, "."));
}

static char *
node_to_text (JsonNode *node)
{
  return json_to_string (node, FALSE);
}

static char *
match_text (TmUtenaCard a,
            TmUtenaCard b)
{
  g_autoptr(JsonNode) node = tm_utena_match_to_json (tm_utena_cards_match (a, b));

  return node_to_text (node);
}

static char *
cells_text (TmUtenaCard a,
            TmUtenaCard b)
{
  TmUtenaCell cells[16];
  guint n = tm_utena_match_get_cells (tm_utena_cards_match (a, b), cells, G_N_ELEMENTS (cells));
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? " " : "", tm_utena_cell_to_string (cells[i]));
  return g_string_free (text, FALSE);
}

#define assert_text(expr, expected) \
  G_STMT_START { \
    g_autofree char *text_ = (expr); \
    g_assert_cmpstr (text_, ==, (expected)); \
  } G_STMT_END

/* Notation ------------------------------------------------------------------ */

static void
test_notation (void)
{
  static const char *names[] = {
    "blue-cross", "navy-snake", "white-gomoku", "red-horn", "sun-white",
    "group-yellow", "group-red", "group-wild",
  };
  TmUtenaCard card = card_from_text ("[\"red-horn\", \"white-gomoku\", \"navy-snake\", "
                                     "\"blue-cross\", \"group-blue\"]");
  g_autoptr(JsonNode) node = tm_utena_card_to_json (card);
  g_autofree char *text = node_to_text (node);
  TmUtenaCell cell;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      TmUtenaCard icon = 0;

      g_assert_true (tm_utena_icon_parse (names[i], &icon));
      g_assert_cmpuint (__builtin_popcount (icon), ==, 1);
    }
  g_assert_false (tm_utena_icon_parse ("purple-cross", &card));
  g_assert_false (tm_utena_icon_parse ("navy", &card));
  g_assert_false (tm_utena_icon_parse (NULL, &card));

  /* Written in a fixed order whatever the order entered. */
  g_assert_cmpstr (text, ==,
                   "[\"blue-cross\",\"navy-snake\",\"white-gomoku\",\"red-horn\",\"group-blue\"]");
  assert_text (tm_utena_card_to_string (card_from_text (text)),
               "[blue-cross navy-snake white-gomoku red-horn group-blue]");
  assert_text (tm_utena_card_to_string (sun_card (TM_UTENA_COLOUR_NAVY)), "[sun-navy group-yellow]");
  assert_text (tm_utena_card_to_string (CC_CARD), "[group-wild]");

  for (guint c = 0; c < TM_UTENA_N_CELLS; c++)
    {
      g_assert_true (tm_utena_cell_parse (tm_utena_cell_to_string (c), &cell));
      g_assert_cmpuint (cell, ==, c);
      g_assert_nonnull (tm_utena_cell_describe (c));
    }
  g_assert_false (tm_utena_cell_parse ("blue-cross", &cell));
  g_assert_false (tm_utena_cell_parse ("yellow", &cell));

  assert_text (tm_utena_desire_to_string (desire_from_text ("[\"group-red\", \"navy\", "
                                                            "\"snake\", \"group-white\"]")),
               "[navy snake group-white group-red]");
}

static void
test_card_errors (void)
{
  assert_card_refused ("[\"purple-cross\"]", TM_UTENA_RULES_ERROR, TM_UTENA_RULE_UNKNOWN_ICON);
  assert_card_refused ("[\"navy\"]", TM_UTENA_RULES_ERROR, TM_UTENA_RULE_UNKNOWN_ICON);
  assert_card_refused ("\"blue-cross\"", TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
  assert_card_refused ("[1, 2]", TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
  assert_card_refused ("[]", TM_UTENA_RULES_ERROR, TM_UTENA_RULE_BAD_CARD);
  assert_card_refused ("[\"blue-cross\", \"blue-cross\"]", TM_UTENA_RULES_ERROR, TM_UTENA_RULE_BAD_CARD);
  /* The CC card shows nothing else. */
  assert_card_refused ("[\"group-wild\", \"group-blue\"]", TM_UTENA_RULES_ERROR, TM_UTENA_RULE_BAD_CARD);
  /* Two suns stand for 8 tool icons: more than a card's 5. */
  assert_card_refused ("[\"sun-blue\", \"sun-red\"]", TM_UTENA_RULES_ERROR, TM_UTENA_RULE_BAD_CARD);
  assert_card_refused ("[\"blue-cross\", \"navy-cross\", \"white-cross\", \"red-cross\", "
                       "\"blue-horn\", \"group-navy\"]",
                       TM_UTENA_RULES_ERROR, TM_UTENA_RULE_BAD_CARD);
  /* A sun stands for the four tools of its colour: never beside one. */
  assert_card_refused ("[\"sun-blue\", \"blue-cross\", \"group-yellow\"]",
                       TM_UTENA_RULES_ERROR, TM_UTENA_RULE_SUN_WITH_ITS_TOOL);
  {
    g_autoptr(GError) error = NULL;
    TmUtenaCard card = tm_utena_sun_icon (TM_UTENA_COLOUR_RED)
                       | tm_utena_tool_icon (TM_UTENA_COLOUR_RED, TM_UTENA_SHAPE_HORN);

    g_assert_false (tm_utena_card_check (card, &error));
    g_assert_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_SUN_WITH_ITS_TOOL);
    /* In the players' words, not the notation. */
    g_assert_nonnull (strstr (error->message, "red sun"));
    g_assert_nonnull (strstr (error->message, "red horn"));
    g_assert_null (strstr (error->message, "-"));
  }

  assert_desire_refused ("[\"navy\", \"snake\", \"group-red\"]",
                         TM_UTENA_RULES_ERROR, TM_UTENA_RULE_BAD_CARD);
  assert_desire_refused ("[\"navy\", \"snake\", \"group-red\", \"navy\"]",
                         TM_UTENA_RULES_ERROR, TM_UTENA_RULE_BAD_CARD);
  assert_desire_refused ("[\"navy\", \"snake\", \"group-red\", \"cross\", \"red\"]",
                         TM_UTENA_RULES_ERROR, TM_UTENA_RULE_BAD_CARD);
  assert_desire_refused ("[\"navy-snake\", \"snake\", \"group-red\", \"cross\"]",
                         TM_UTENA_RULES_ERROR, TM_UTENA_RULE_UNKNOWN_ICON);
  assert_desire_refused ("{\"icons\": []}", TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE);
}

/* Matching ------------------------------------------------------------------- */

static void
test_synthetic_box (void)
{
  TmUtenaCard practitioners[TM_UTENA_N_PRACTITIONERS];
  TmUtenaDesire desires[TM_UTENA_N_DESIRES];
  guint32 cards[TM_UTENA_N_PRACTITIONERS];
  g_autoptr(GArray) warnings = NULL;
  g_autoptr(GArray) desire_warnings = NULL;

  all_cards (practitioners, desires);
  for (guint i = 0; i < TM_UTENA_N_PRACTITIONERS; i++)
    {
      g_assert_true (tm_utena_card_check (practitioners[i], NULL));
      for (guint j = 0; j < TM_UTENA_N_PRACTITIONERS; j++)
        if (i != j)
          {
            g_assert_cmpuint (practitioners[i], !=, practitioners[j]);
            g_assert_cmpuint (tm_utena_match_count (tm_utena_cards_match (practitioners[i],
                                                                          practitioners[j])), ==, 1);
          }
      cards[i] = practitioners[i];
    }
  for (guint i = 0; i < TM_UTENA_N_DESIRES; i++)
    {
      g_assert_true (tm_utena_desire_check (desires[i], NULL));
      for (guint j = i + 1; j < TM_UTENA_N_DESIRES; j++)
        g_assert_cmpuint (tm_utena_desires_shared (desires[i], desires[j]), ==, 1);
    }

  warnings = tm_utena_check_cards (TM_UTENA_KIND_PRACTITIONER, cards, TM_UTENA_N_PRACTITIONERS);
  g_assert_cmpuint (warnings->len, ==, 0);
  for (guint i = 0; i < TM_UTENA_N_DESIRES; i++)
    cards[i] = desires[i];
  desire_warnings = tm_utena_check_cards (TM_UTENA_KIND_DESIRE, cards, TM_UTENA_N_DESIRES);
  g_assert_cmpuint (desire_warnings->len, ==, 0);
}

static void
test_match (void)
{
  TmUtenaCard a = card_from_text ("[\"blue-cross\", \"navy-snake\", \"white-gomoku\", "
                                  "\"red-horn\", \"group-blue\"]");
  TmUtenaCard b = card_from_text ("[\"blue-snake\", \"navy-snake\", \"white-cross\", "
                                  "\"red-gomoku\", \"group-navy\"]");
  TmUtenaCard c = card_from_text ("[\"blue-horn\", \"navy-cross\", \"white-snake\", "
                                  "\"red-gomoku\", \"group-blue\"]");
  TmUtenaCard sun_red = card_from_text ("[\"sun-red\", \"group-yellow\"]");
  TmUtenaCard sun_white = card_from_text ("[\"sun-white\", \"group-yellow\"]");
  TmUtenaCard cc = card_from_text ("[\"group-wild\"]");

  /* A full tool icon: its colour cell and its shape cell. */
  assert_text (match_text (a, b), "[\"navy-snake\"]");
  assert_text (cells_text (a, b), "navy snake");
  g_assert_cmpuint (tm_utena_match_count (tm_utena_cards_match (b, a)), ==, 1);
  /* Colour-only and shape-only likenesses mean nothing: a and c share
   * blue and navy colours, cross and snake shapes, but only the group. */
  assert_text (match_text (a, c), "[\"group-blue\"]");
  assert_text (cells_text (a, c), "group-blue");
  /* A sun is every tool of its colour: its shape is the partner's. */
  assert_text (match_text (sun_red, a), "[\"red-horn\"]");
  assert_text (cells_text (sun_red, a), "red horn");
  assert_text (match_text (b, sun_red), "[\"red-gomoku\"]");
  assert_text (match_text (sun_white, c), "[\"white-snake\"]");
  assert_text (cells_text (sun_white, c), "white snake");
  /* Two suns: only their group. */
  assert_text (match_text (sun_red, sun_white), "[\"group-yellow\"]");
  /* The CC card is its partner's group. */
  assert_text (match_text (cc, a), "[\"group-blue\"]");
  assert_text (match_text (b, cc), "[\"group-navy\"]");
  assert_text (cells_text (cc, b), "group-navy");
  assert_text (match_text (cc, sun_red), "[\"group-yellow\"]");
  assert_text (cells_text (sun_white, cc), "group-yellow");

  g_assert_true (tm_utena_card_is_wild_group (cc));
  g_assert_false (tm_utena_card_is_wild_group (a));
  g_assert_cmpuint (tm_utena_card_get_tools (sun_red), ==, 0xf000);
  g_assert_cmpuint (tm_utena_card_get_groups (a), ==, 1u << TM_UTENA_GROUP_BLUE);
}

/* The cells a pair would gain nothing from (finding 6 of #25): the
 * rules name them, and the preview's words come with them. */
static void
test_match_empty_cells (void)
{
  TmUtenaCard a = card_from_text ("[\"blue-cross\", \"navy-snake\", \"white-gomoku\", "
                                  "\"red-horn\", \"group-blue\"]");
  TmUtenaCard b = card_from_text ("[\"blue-snake\", \"navy-snake\", \"white-cross\", "
                                  "\"red-gomoku\", \"group-navy\"]");
  TmUtenaCard sun_red = card_from_text ("[\"sun-red\", \"group-yellow\"]");
  TmUtenaCard sun_white = card_from_text ("[\"sun-white\", \"group-yellow\"]");
  guint cloud[TM_UTENA_N_CELLS];
  TmUtenaCell cells[TM_UTENA_N_CELLS];

  for (guint i = 0; i < TM_UTENA_N_CELLS; i++)
    cloud[i] = 2;
  /* Every cell holds markers: nothing to warn of. */
  g_assert_cmpuint (tm_utena_match_get_empty_cells (tm_utena_cards_match (sun_red, sun_white), cloud,
                                                    cells, G_N_ELEMENTS (cells)), ==, 0);
  g_assert_null (tm_utena_match_describe_empty (tm_utena_cards_match (sun_red, sun_white), cloud));

  /* The yellow group cell empty: the two suns gain nothing. */
  cloud[TM_UTENA_CELL_GROUP_YELLOW] = 0;
  g_assert_cmpuint (tm_utena_match_get_empty_cells (tm_utena_cards_match (sun_red, sun_white), cloud,
                                                    cells, G_N_ELEMENTS (cells)), ==, 1);
  g_assert_cmpint (cells[0], ==, TM_UTENA_CELL_GROUP_YELLOW);
  assert_text (tm_utena_match_describe_empty (tm_utena_cards_match (sun_red, sun_white), cloud),
               "the yellow group cloud cell is empty: nothing to gain there");
  /* A navy snake pays from navy and snake: only the empty one is named,
   * and a cell the match does not pay from is not. */
  cloud[TM_UTENA_CELL_SNAKE] = 0;
  g_assert_cmpuint (tm_utena_match_get_empty_cells (tm_utena_cards_match (a, b), cloud,
                                                    cells, G_N_ELEMENTS (cells)), ==, 1);
  g_assert_cmpint (cells[0], ==, TM_UTENA_CELL_SNAKE);
  cloud[TM_UTENA_CELL_NAVY] = 0;
  assert_text (tm_utena_match_describe_empty (tm_utena_cards_match (a, b), cloud),
               "the navy, snake cloud cells are empty: nothing to gain there");
  /* No match, no cell. */
  g_assert_null (tm_utena_match_describe_empty ((TmUtenaMatch) { 0, 0 }, cloud));
}

/* A card's icons typed: the record's names, cut short where only one
 * name starts so, pasted lists, and one message for a word that is no
 * icon. */
static void
test_typed (void)
{
  TmUtenaCard a = card_from_text ("[\"blue-cross\", \"navy-snake\", \"white-gomoku\", "
                                  "\"red-horn\", \"group-blue\"]");
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) names = NULL;
  guint32 icons = 0;

  g_assert_true (tm_utena_typed_parse (TM_UTENA_KIND_PRACTITIONER,
                                       "blue-cross navy-snake white-gomoku red-horn group-blue", FALSE, &icons, &error));
  g_assert_no_error (error);
  g_assert_cmphex (icons, ==, a);
  /* Short and mixed: unique starts, commas, capitals, a record's list. */
  g_assert_true (tm_utena_typed_parse (TM_UTENA_KIND_PRACTITIONER, "BLUE-C, navy-sn white-g red-h group-b",
                                       FALSE, &icons, NULL));
  g_assert_cmphex (icons, ==, a);
  g_assert_true (tm_utena_typed_parse (TM_UTENA_KIND_PRACTITIONER, "[\"sun-red\", \"group-y\"]", FALSE, &icons, NULL));
  g_assert_cmphex (icons, ==, tm_utena_sun_icon (TM_UTENA_COLOUR_RED) | tm_utena_group_icon (TM_UTENA_GROUP_YELLOW));
  g_assert_true (tm_utena_typed_parse (TM_UTENA_KIND_PRACTITIONER, "group-w", FALSE, &icons, NULL) == FALSE);
  g_assert_true (tm_utena_typed_parse (TM_UTENA_KIND_PRACTITIONER, "group-wi", FALSE, &icons, NULL));
  g_assert_cmphex (icons, ==, TM_UTENA_CARD_WILD_GROUP);
  g_assert_true (tm_utena_typed_parse (TM_UTENA_KIND_PRACTITIONER, "  ", FALSE, &icons, NULL));
  g_assert_cmphex (icons, ==, 0);

  /* A start several names share: refused when done, left out while typed. */
  g_assert_false (tm_utena_typed_parse (TM_UTENA_KIND_PRACTITIONER, "blue-cross navy-", FALSE, &icons, &error));
  g_assert_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_UNKNOWN_ICON);
  g_assert_cmpstr (error->message, ==, "“navy-” could be navy-cross or navy-snake: type more of it.");
  g_clear_error (&error);
  g_assert_true (tm_utena_typed_parse (TM_UTENA_KIND_PRACTITIONER, "blue-cross navy-", TRUE, &icons, NULL));
  g_assert_cmphex (icons, ==, tm_utena_tool_icon (TM_UTENA_COLOUR_BLUE, TM_UTENA_SHAPE_CROSS));
  g_assert_false (tm_utena_typed_parse (TM_UTENA_KIND_PRACTITIONER, "navy- blue-cross", TRUE, &icons, NULL));
  /* Not an icon at all. */
  g_assert_false (tm_utena_typed_parse (TM_UTENA_KIND_PRACTITIONER, "blue-cross purple", TRUE, &icons, &error));
  g_assert_nonnull (strstr (error->message, "“purple” is not an icon of a practitioner card"));
  g_clear_error (&error);
  icons = 7;
  g_assert_false (tm_utena_typed_parse (TM_UTENA_KIND_DESIRE, "blue-cross", FALSE, &icons, &error));
  g_assert_nonnull (strstr (error->message, "not an icon of a desire card"));
  g_assert_cmphex (icons, ==, 7);

  /* Desire cards: the 13 component icons. */
  g_assert_true (tm_utena_typed_parse (TM_UTENA_KIND_DESIRE, "blue sn group-r gom", FALSE, &icons, NULL));
  g_assert_cmphex (icons, ==, tm_utena_desire_icon (TM_UTENA_CELL_BLUE) | tm_utena_desire_icon (TM_UTENA_CELL_SNAKE)
                              | tm_utena_desire_icon (TM_UTENA_CELL_GROUP_RED) | tm_utena_desire_icon (TM_UTENA_CELL_GOMOKU));

  /* What the word being typed may become. */
  names = tm_utena_typed_completions (TM_UTENA_KIND_PRACTITIONER, "blue-cross sun-");
  g_assert_cmpuint (names->len, ==, 4);
  g_assert_cmpstr (names->pdata[0], ==, "sun-blue");
  g_assert_cmpstr (names->pdata[3], ==, "sun-red");
  g_clear_pointer (&names, g_ptr_array_unref);
  names = tm_utena_typed_completions (TM_UTENA_KIND_PRACTITIONER, "sun-red ");
  g_assert_cmpuint (names->len, ==, 0);

  /* Written back as typed. */
  assert_text (tm_utena_typed_format (TM_UTENA_KIND_PRACTITIONER, a),
               "blue-cross navy-snake white-gomoku red-horn group-blue");
}

static void
test_validator (void)
{
  guint32 box[TM_UTENA_N_PRACTITIONERS];
  /* line_card (0, 0) (every colour with the cross) entered with a red
   * snake instead of the red cross. */
  TmUtenaCard wrong = (practitioner (0) & ~tm_utena_tool_icon (TM_UTENA_COLOUR_RED, TM_UTENA_SHAPE_CROSS))
                      | tm_utena_tool_icon (TM_UTENA_COLOUR_RED, TM_UTENA_SHAPE_SNAKE);
  g_autoptr(GArray) warnings = NULL;
  g_autoptr(GArray) none = NULL;
  g_autoptr(GArray) desire_warnings = NULL;
  gboolean saw_zero = FALSE, saw_two = FALSE;
  guint32 desires[3] = { desire (0), desire (1), desire_from_text ("[\"blue\", \"white\", "
                                                                   "\"red\", \"snake\"]") };

  g_assert_cmpuint (practitioner (0) & tm_utena_tool_icon (TM_UTENA_COLOUR_RED, TM_UTENA_SHAPE_CROSS), !=, 0);
  for (guint i = 0; i < TM_UTENA_N_PRACTITIONERS; i++)
    box[i] = practitioner (i);

  /* Against the 20 other cards of the box (the card it replaces left out). */
  warnings = tm_utena_check_card (TM_UTENA_KIND_PRACTITIONER, box + 1, 20, wrong);
  g_assert_cmpuint (warnings->len, >, 0);
  for (guint i = 0; i < warnings->len; i++)
    {
      TmUtenaWarning *w = &g_array_index (warnings, TmUtenaWarning, i);
      g_autofree char *message = tm_utena_warning_describe (w);
      g_autofree char *mine = tm_utena_card_describe (wrong);
      g_autofree char *other = tm_utena_card_describe (w->other);
      g_autoptr(JsonNode) node = tm_utena_warning_to_json (w);

      g_assert_cmpint (w->kind, ==, TM_UTENA_KIND_PRACTITIONER);
      g_assert_cmpuint (w->card, ==, wrong);
      g_assert_cmpuint (w->n_shared, !=, 1);
      g_assert_cmpuint (tm_utena_match_count (tm_utena_cards_match (wrong, w->other)), ==, w->n_shared);
      saw_zero |= w->n_shared == 0;
      saw_two |= w->n_shared == 2;
      /* The message names both cards, in words, not by icon ids. */
      g_assert_null (strchr (message, '['));
      g_assert_nonnull (strstr (message, mine));
      g_assert_nonnull (strstr (message, other));
      g_assert_cmpint (json_object_get_int_member (json_node_get_object (node), "shared"), ==, w->n_shared);
    }
  g_assert_true (saw_zero);
  g_assert_true (saw_two);

  /* A right card raises nothing; the same card is not compared. */
  none = tm_utena_check_card (TM_UTENA_KIND_PRACTITIONER, box, TM_UTENA_N_PRACTITIONERS, box[5]);
  g_assert_cmpuint (none->len, ==, 0);

  /* Desire cards: [blue white red snake] = {0,2,3,5} shares 2 icons
   * with card 0 = {0,1,3,9} and 1 with card 1 = {1,2,4,10}. */
  desire_warnings = tm_utena_check_cards (TM_UTENA_KIND_DESIRE, desires, 3);
  g_assert_cmpuint (desire_warnings->len, ==, 1);
  g_assert_cmpuint (g_array_index (desire_warnings, TmUtenaWarning, 0).n_shared, ==, 2);
  g_assert_cmpuint (g_array_index (desire_warnings, TmUtenaWarning, 0).card, ==, desire (0));
}

/* The card memory ------------------------------------------------------------- */

static void
count_changes (TmUtenaCatalogue *catalogue,
               guint            *count)
{
  (*count)++;
}

static char *
temp_path (const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("utena-XXXXXX", &error);

  g_assert_no_error (error);
  return g_build_filename (dir, "sub", name, NULL);
}

static void
remove_tree (const char *path)
{
  g_autofree char *sub = g_path_get_dirname (path);
  g_autofree char *dir = g_path_get_dirname (sub);

  g_remove (path);
  g_rmdir (sub);
  g_rmdir (dir);
}

static void
test_catalogue_save_load (void)
{
  g_autoptr(TmUtenaCatalogue) catalogue = tm_utena_catalogue_new ();
  g_autoptr(TmUtenaCatalogue) loaded = tm_utena_catalogue_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) warnings = NULL;
  g_autofree char *path = temp_path ("cards.json");
  g_autofree char *data = NULL;
  TmUtenaCard wrong = (practitioner (0) & ~tm_utena_tool_icon (TM_UTENA_COLOUR_RED, TM_UTENA_SHAPE_CROSS))
                      | tm_utena_tool_icon (TM_UTENA_COLOUR_RED, TM_UTENA_SHAPE_HORN);
  guint changes = 0;

  g_signal_connect (catalogue, "changed", G_CALLBACK (count_changes), &changes);

  for (guint i = 0; i < 10; i++)
    {
      g_assert_true (tm_utena_catalogue_add (catalogue, TM_UTENA_KIND_PRACTITIONER,
                                             practitioner (i), &warnings, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (warnings->len, ==, 0);
      g_clear_pointer (&warnings, g_array_unref);
    }
  for (guint i = 0; i < 4; i++)
    g_assert_true (tm_utena_catalogue_add (catalogue, TM_UTENA_KIND_DESIRE, desire (i), NULL, &error));
  g_assert_cmpuint (changes, ==, 14);

  /* Entered again: nothing changes. */
  g_assert_true (tm_utena_catalogue_add (catalogue, TM_UTENA_KIND_PRACTITIONER, practitioner (3), NULL, &error));
  g_assert_cmpuint (changes, ==, 14);
  g_assert_cmpuint (tm_utena_catalogue_get_n_cards (catalogue, TM_UTENA_KIND_PRACTITIONER), ==, 10);

  /* A card that is not a card is refused; a suspicious one is kept with
   * its warnings (the players see the table; the program does not). */
  g_assert_false (tm_utena_catalogue_add (catalogue, TM_UTENA_KIND_PRACTITIONER,
                                          CC_CARD | practitioner (0), NULL, &error));
  g_assert_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_BAD_CARD);
  g_clear_error (&error);
  g_assert_false (tm_utena_catalogue_add (catalogue, TM_UTENA_KIND_DESIRE, 0x7, NULL, &error));
  g_assert_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_BAD_CARD);
  g_clear_error (&error);
  g_assert_false (tm_utena_catalogue_add (catalogue, TM_UTENA_KIND_PRACTITIONER,
                                          tm_utena_sun_icon (TM_UTENA_COLOUR_BLUE)
                                          | tm_utena_tool_icon (TM_UTENA_COLOUR_BLUE, TM_UTENA_SHAPE_CROSS),
                                          NULL, &error));
  g_assert_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_SUN_WITH_ITS_TOOL);
  g_clear_error (&error);
  g_assert_true (tm_utena_catalogue_add (catalogue, TM_UTENA_KIND_PRACTITIONER, wrong, &warnings, &error));
  g_assert_cmpuint (warnings->len, >, 0);
  g_assert_cmpuint (g_array_index (warnings, TmUtenaWarning, 0).card, ==, wrong);
  g_clear_pointer (&warnings, g_array_unref);
  warnings = tm_utena_catalogue_get_warnings (catalogue);
  g_assert_cmpuint (warnings->len, >, 0);
  g_clear_pointer (&warnings, g_array_unref);
  /* …until it is removed. */
  g_assert_true (tm_utena_catalogue_remove (catalogue, TM_UTENA_KIND_PRACTITIONER, wrong));
  g_assert_false (tm_utena_catalogue_remove (catalogue, TM_UTENA_KIND_PRACTITIONER, wrong));
  warnings = tm_utena_catalogue_get_warnings (catalogue);
  g_assert_cmpuint (warnings->len, ==, 0);

  g_assert_true (tm_catalogue_save (TM_CATALOGUE (catalogue), path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  g_assert_nonnull (strstr (data, "\"tablemate-utena-cards\""));
  g_assert_nonnull (strstr (data, "\"practitioners\""));
  /* The cards first, the header after them, as the card memory has
   * always been written. */
  g_assert_true (g_str_has_prefix (data, "{\n  \"practitioners\""));
  g_assert_nonnull (strstr (data, "\"blue-cross\""));

  g_assert_true (tm_catalogue_load_or_empty (TM_CATALOGUE (loaded), path, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tm_utena_catalogue_get_n_cards (loaded, TM_UTENA_KIND_PRACTITIONER), ==, 10);
  g_assert_cmpuint (tm_utena_catalogue_get_n_cards (loaded, TM_UTENA_KIND_DESIRE), ==, 4);
  for (guint i = 0; i < 10; i++)
    g_assert_cmpuint (tm_utena_catalogue_get_card (loaded, TM_UTENA_KIND_PRACTITIONER, i), ==, practitioner (i));
  for (guint i = 0; i < 4; i++)
    g_assert_true (tm_utena_catalogue_contains (loaded, TM_UTENA_KIND_DESIRE, desire (i)));

  /* Saving again replaces the file whole. */
  g_assert_true (tm_utena_catalogue_remove (catalogue, TM_UTENA_KIND_DESIRE, desire (2)));
  g_assert_true (tm_catalogue_save (TM_CATALOGUE (catalogue), path, &error));
  g_assert_true (tm_catalogue_load_or_empty (TM_CATALOGUE (loaded), path, &error));
  g_assert_cmpuint (tm_utena_catalogue_get_n_cards (loaded, TM_UTENA_KIND_DESIRE), ==, 3);

  remove_tree (path);
}

static void
test_catalogue_missing_file (void)
{
  g_autoptr(TmUtenaCatalogue) catalogue = tm_utena_catalogue_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (tm_utena_catalogue_add (catalogue, TM_UTENA_KIND_DESIRE, desire (0), NULL, NULL));
  g_assert_true (tm_catalogue_load_or_empty (TM_CATALOGUE (catalogue), "/nonexistent/utena/cards.json", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tm_utena_catalogue_get_n_cards (catalogue, TM_UTENA_KIND_DESIRE), ==, 0);
}

static void
test_catalogue_bad_files (void)
{
  static const struct
  {
    const char *data;
    GQuark (*domain) (void);
    int code;
  } cases[] = {
    { "{not json", tm_json_error_quark, TM_JSON_ERROR_SYNTAX },
    { "[]", tm_utena_catalogue_error_quark, TM_UTENA_CATALOGUE_ERROR_FORMAT },
    { "{\"format\": \"tablemate-record\", \"version\": 1}", tm_utena_catalogue_error_quark,
      TM_UTENA_CATALOGUE_ERROR_FORMAT },
    { "{\"format\": \"tablemate-utena-cards\"}", tm_utena_catalogue_error_quark,
      TM_UTENA_CATALOGUE_ERROR_FORMAT },
    { "{\"format\": \"tablemate-utena-cards\", \"version\": 2}", tm_utena_catalogue_error_quark,
      TM_UTENA_CATALOGUE_ERROR_VERSION },
    { "{\"format\": \"tablemate-utena-cards\", \"version\": 1, \"practitioners\": [[\"pink-cross\"]]}",
      tm_utena_catalogue_error_quark, TM_UTENA_CATALOGUE_ERROR_FORMAT },
    { "{\"format\": \"tablemate-utena-cards\", \"version\": 1, \"desires\": {}}",
      tm_utena_catalogue_error_quark, TM_UTENA_CATALOGUE_ERROR_FORMAT },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TmUtenaCatalogue) catalogue = tm_utena_catalogue_new ();
      g_autoptr(GError) error = NULL;

      g_assert_true (tm_utena_catalogue_add (catalogue, TM_UTENA_KIND_DESIRE, desire (0), NULL, NULL));
      g_assert_false (tm_catalogue_load_data (TM_CATALOGUE (catalogue), cases[i].data,
                                                    strlen (cases[i].data), &error));
      g_assert_error (error, cases[i].domain (), cases[i].code);
      /* Unchanged. */
      g_assert_cmpuint (tm_utena_catalogue_get_n_cards (catalogue, TM_UTENA_KIND_DESIRE), ==, 1);
    }
}

static void
test_catalogue_full (void)
{
  g_autoptr(TmUtenaCatalogue) catalogue = tm_utena_catalogue_new ();
  g_autoptr(GError) error = NULL;
  TmUtenaCard extra = tm_utena_tool_icon (TM_UTENA_COLOUR_BLUE, TM_UTENA_SHAPE_CROSS)
                      | tm_utena_group_icon (TM_UTENA_GROUP_YELLOW);
  TmUtenaDesire extra_desire = 0xf;   /* blue navy white red */

  for (guint i = 0; i < TM_UTENA_N_PRACTITIONERS; i++)
    g_assert_true (tm_utena_catalogue_add (catalogue, TM_UTENA_KIND_PRACTITIONER, practitioner (i), NULL, &error));
  for (guint i = 0; i < TM_UTENA_N_DESIRES; i++)
    g_assert_true (tm_utena_catalogue_add (catalogue, TM_UTENA_KIND_DESIRE, desire (i), NULL, &error));
  g_assert_no_error (error);

  g_assert_false (tm_utena_catalogue_add (catalogue, TM_UTENA_KIND_PRACTITIONER, extra, NULL, &error));
  g_assert_error (error, TM_UTENA_CATALOGUE_ERROR, TM_UTENA_CATALOGUE_ERROR_FULL);
  g_clear_error (&error);
  g_assert_false (tm_utena_catalogue_add (catalogue, TM_UTENA_KIND_DESIRE, extra_desire, NULL, &error));
  g_assert_error (error, TM_UTENA_CATALOGUE_ERROR, TM_UTENA_CATALOGUE_ERROR_FULL);
  g_clear_error (&error);

  g_assert_true (tm_utena_catalogue_remove (catalogue, TM_UTENA_KIND_PRACTITIONER, practitioner (7)));
  g_assert_true (tm_utena_catalogue_add (catalogue, TM_UTENA_KIND_PRACTITIONER, extra, NULL, &error));
  g_assert_cmpuint (tm_utena_catalogue_get_card (catalogue, TM_UTENA_KIND_PRACTITIONER, 20), ==, extra);
}

/* The card memory feeds a new game, and learns from moves. */
static void
test_catalogue_game (void)
{
  g_autoptr(TmUtenaCatalogue) catalogue = tm_utena_catalogue_new ();
  g_autoptr(TmUtenaCatalogue) learned = tm_utena_catalogue_new ();
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(TmGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) moves = NULL;
  g_autoptr(JsonNode) pair = parse ("{\"type\": \"pair\", \"cards\": [[\"sun-red\", \"group-yellow\"], "
                                    "[\"group-wild\"]]}");
  g_autoptr(JsonNode) desire_node = parse ("{\"type\": \"desire\", \"card\": [\"blue\", \"navy\", "
                                           "\"red\", \"group-navy\"], \"hidden\": []}");

  for (guint i = 0; i < TM_UTENA_N_DESIRES; i++)
    g_assert_true (tm_utena_catalogue_add (catalogue, TM_UTENA_KIND_DESIRE, desire (i), NULL, NULL));
  options = tm_utena_catalogue_to_options (catalogue);
  game = tm_registry_create_game ("tsuki-no-utena", 3, options, &error);
  g_assert_no_error (error);

  /* The first desire card of the game: each known card, nothing hidden. */
  moves = tm_game_list_legal_moves (game);
  g_assert_cmpuint (moves->len, ==, TM_UTENA_N_DESIRES);

  g_assert_cmpuint (tm_utena_catalogue_remember_move (learned, json_node_get_object (pair)), ==, 2);
  g_assert_cmpuint (tm_utena_catalogue_remember_move (learned, json_node_get_object (pair)), ==, 0);
  g_assert_cmpuint (tm_utena_catalogue_remember_move (learned, json_node_get_object (desire_node)), ==, 1);
  g_assert_true (tm_utena_catalogue_contains (learned, TM_UTENA_KIND_PRACTITIONER, CC_CARD));
  g_assert_true (tm_utena_catalogue_contains (learned, TM_UTENA_KIND_PRACTITIONER, sun_card (TM_UTENA_COLOUR_RED)));

  {
    TmUtenaState s;
    g_autoptr(TmUtenaCatalogue) from_state = tm_utena_catalogue_new ();

    new_state (&s, 3);
    lay_desire (&s, 0);
    lay_desire (&s, 2);
    play_fresh_pair (&s);
    g_assert_cmpuint (tm_utena_catalogue_remember_state (from_state, &s), ==, 4);
    g_assert_cmpuint (tm_utena_catalogue_get_n_cards (from_state, TM_UTENA_KIND_DESIRE), ==, 2);
  }
}

int
test_utena_icons_main (int   argc,
                       char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/utena/icons/notation", test_notation);
  g_test_add_func ("/utena/icons/card-errors", test_card_errors);
  g_test_add_func ("/utena/icons/synthetic-box", test_synthetic_box);
  g_test_add_func ("/utena/icons/match", test_match);
  g_test_add_func ("/utena/icons/validator", test_validator);
  g_test_add_func ("/utena/match/empty-cells", test_match_empty_cells);
  g_test_add_func ("/utena/typed", test_typed);
  g_test_add_func ("/utena/catalogue/save-load", test_catalogue_save_load);
  g_test_add_func ("/utena/catalogue/missing-file", test_catalogue_missing_file);
  g_test_add_func ("/utena/catalogue/bad-files", test_catalogue_bad_files);
  g_test_add_func ("/utena/catalogue/full", test_catalogue_full);
  g_test_add_func ("/utena/catalogue/game", test_catalogue_game);

  return g_test_run ();
}
