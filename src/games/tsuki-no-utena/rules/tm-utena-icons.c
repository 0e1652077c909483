/* tm-utena-icons.c — the icons of Tsuki no Utena and how cards match */
#include "config.h"

#include "tm-utena-icons.h"
#include "tm-utena-game.h"
#include "tm-utena-text.h"
#include "core/tm-json.h"
#include "core/tm-name-table.h"
#include "core/tm-plain-game.h"
#include "core/tm-rules-error.h"

#include <glib/gi18n.h>

#define MAX_ICONS_LISTED 16   /* more names than any card could show */

static const char * const cell_names[TM_UTENA_N_CELLS] = {
  "blue", "navy", "white", "red",
  "cross", "snake", "gomoku", "horn",
  "group-yellow", "group-blue", "group-navy", "group-white", "group-red",
};

/* Tool icon names "blue-cross" … "red-horn". */
static const char * const tool_names[TM_UTENA_N_TOOLS] = {
  "blue-cross", "blue-snake", "blue-gomoku", "blue-horn",
  "navy-cross", "navy-snake", "navy-gomoku", "navy-horn",
  "white-cross", "white-snake", "white-gomoku", "white-horn",
  "red-cross", "red-snake", "red-gomoku", "red-horn",
};

static const char * const sun_names[TM_UTENA_N_COLOURS] = {
  "sun-blue", "sun-navy", "sun-white", "sun-red",
};

/* The group icons share their names with the group cells. */
static const char * const *const group_names = cell_names + TM_UTENA_CELL_GROUP_YELLOW;

static const char *
tool_name (guint tool)
{
  g_return_val_if_fail (tool < TM_UTENA_N_TOOLS, NULL);
  return tool_names[tool];
}

static const char *
sun_name (guint colour)
{
  g_return_val_if_fail (colour < TM_UTENA_N_COLOURS, NULL);
  return sun_names[colour];
}

static const char *
group_name (guint group)
{
  g_return_val_if_fail (group < TM_UTENA_N_GROUPS, NULL);
  return group_names[group];
}

#define WILD_GROUP_NAME "group-wild"

/* Component icons ------------------------------------------------------- */

const char *
tm_utena_cell_to_string (TmUtenaCell cell)
{
  g_return_val_if_fail ((guint) cell < TM_UTENA_N_CELLS, NULL);
  return cell_names[cell];
}

gboolean
tm_utena_cell_parse (const char  *text,
                     TmUtenaCell *cell)
{
  guint index;

  g_return_val_if_fail (cell != NULL, FALSE);

  if (!tm_name_table_find (cell_names, TM_UTENA_N_CELLS, text, &index))
    return FALSE;
  *cell = (TmUtenaCell) index;
  return TRUE;
}

const char *
tm_utena_cell_describe (TmUtenaCell cell)
{
  switch (cell)
    {
    /* Translators: the cloud board's cells, named after the icons of the
     * desire cards: tool colours 青 紺 白 赤, shapes 交差 蛇 五目 角, groups
     * 黄 青 紺 白 赤. */
    case TM_UTENA_CELL_BLUE: return _("the blue colour cell");
    case TM_UTENA_CELL_NAVY: return _("the navy colour cell");
    case TM_UTENA_CELL_WHITE: return _("the white colour cell");
    case TM_UTENA_CELL_RED: return _("the red colour cell");
    case TM_UTENA_CELL_CROSS: return _("the cross shape cell");
    case TM_UTENA_CELL_SNAKE: return _("the snake shape cell");
    case TM_UTENA_CELL_GOMOKU: return _("the gomoku shape cell");
    case TM_UTENA_CELL_HORN: return _("the horn shape cell");
    case TM_UTENA_CELL_GROUP_YELLOW: return _("the yellow group cell");
    case TM_UTENA_CELL_GROUP_BLUE: return _("the blue group cell");
    case TM_UTENA_CELL_GROUP_NAVY: return _("the navy group cell");
    case TM_UTENA_CELL_GROUP_WHITE: return _("the white group cell");
    case TM_UTENA_CELL_GROUP_RED: return _("the red group cell");
    default: g_return_val_if_reached (NULL);
    }
}

/* Practitioner cards ------------------------------------------------------- */

gboolean
tm_utena_icon_parse (const char  *text,
                     TmUtenaCard *icon)
{
  guint index;

  g_return_val_if_fail (icon != NULL, FALSE);

  if (text == NULL)
    return FALSE;
  if (tm_name_table_find (tool_names, TM_UTENA_N_TOOLS, text, &index))
    *icon = (TmUtenaCard) 1u << index;
  else if (tm_name_table_find (sun_names, TM_UTENA_N_COLOURS, text, &index))
    *icon = tm_utena_sun_icon ((TmUtenaColour) index);
  else if (tm_name_table_find (group_names, TM_UTENA_N_GROUPS, text, &index))
    *icon = tm_utena_group_icon ((TmUtenaGroup) index);
  else if (g_str_equal (text, WILD_GROUP_NAME))
    *icon = TM_UTENA_CARD_WILD_GROUP;
  else
    return FALSE;
  return TRUE;
}

guint16
tm_utena_card_get_tools (TmUtenaCard card)
{
  guint16 tools = (guint16) (card & TM_UTENA_CARD_TOOLS_MASK);

  for (guint c = 0; c < TM_UTENA_N_COLOURS; c++)
    if (card & tm_utena_sun_icon ((TmUtenaColour) c))
      tools |= (guint16) (0xfu << (c * TM_UTENA_N_SHAPES));
  return tools;
}

guint8
tm_utena_card_get_groups (TmUtenaCard card)
{
  return (guint8) ((card >> TM_UTENA_CARD_GROUPS_SHIFT) & 0x1fu);
}

gboolean
tm_utena_card_is_wild_group (TmUtenaCard card)
{
  return (card & TM_UTENA_CARD_WILD_GROUP) != 0;
}

static guint
card_points (TmUtenaCard card)
{
  if (tm_utena_card_is_wild_group (card))
    return TM_UTENA_N_GROUPS;
  return (guint) __builtin_popcount (tm_utena_card_get_tools (card))
         + (guint) __builtin_popcount (tm_utena_card_get_groups (card));
}

gboolean
tm_utena_card_check (TmUtenaCard   card,
                     GError      **error)
{
  return tm_utena_card_check_under (card, TM_UTENA_RULES_REVISION, error);
}

gboolean
tm_utena_card_check_under (TmUtenaCard   card,
                           guint         rules,
                           GError      **error)
{
  guint points;

  if (card == TM_UTENA_NO_CARD || (card >> 26) != 0)
    return tm_rules_error_refuse (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_BAD_CARD,
                                  _("A practitioner card shows at least one icon: enter its "
                                    "tool, sun and group icons."));
  if (tm_utena_card_is_wild_group (card) && card != TM_UTENA_CARD_WILD_GROUP)
    return tm_rules_error_refuse (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_BAD_CARD,
                                  _("The wild group (the card CC 中組中座) has no other icon "
                                    "on its card: enter it alone."));
  /* A sun stands for the four tools of its colour, so no card shows it
   * with one of them (not checked under Tablemate 0.2.0's reading). */
  for (guint colour = 0; colour < TM_UTENA_N_COLOURS && rules >= TM_UTENA_RULES_COVERED_ICON; colour++)
    {
      TmUtenaCard sun = tm_utena_sun_icon ((TmUtenaColour) colour);
      TmUtenaCard tools = card & ((TmUtenaCard) 0xfu << (colour * TM_UTENA_N_SHAPES));

      if ((card & sun) != 0 && tools != 0)
        {
          g_autofree char *sun_name = tm_utena_icon_describe (sun);
          g_autofree char *tool_name = tm_utena_icon_describe (tools & -tools);

          return tm_rules_error_refuse (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_SUN_WITH_ITS_TOOL,
                                        _("The %s stands for the four tools of its colour, so no "
                                          "card shows it with the %s: one of the two icons was "
                                          "entered wrongly."), sun_name, tool_name);
        }
    }
  points = card_points (card);
  if (points > TM_UTENA_CARD_POINTS)
    return tm_rules_error_refuse (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_BAD_CARD,
                                  _("These icons count as %u, each sun standing for the four "
                                    "tool icons of its colour, but a practitioner card counts "
                                    "at most 5."), points);
  return TRUE;
}

/* A JSON array of at most MAX_ICONS_LISTED strings, or an error. */
static JsonArray *
icon_array (JsonNode    *node,
            const char  *field,
            GError     **error)
{
  JsonArray *array = tm_json_node_get_array (node);

  if (array == NULL)
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("“%s” must be a card written as a list of its icons, such "
                     "as [\"blue-cross\", \"group-navy\"]."), field);
      return NULL;
    }
  if (json_array_get_length (array) > MAX_ICONS_LISTED)
    {
      g_set_error (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_BAD_CARD,
                   _("“%s” lists %u icons, more than any card shows."),
                   field, json_array_get_length (array));
      return NULL;
    }
  for (guint i = 0; i < json_array_get_length (array); i++)
    if (tm_json_node_get_string (json_array_get_element (array, i)) == NULL)
      {
        g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                     _("“%s” must list icon names in quotes, such as "
                       "\"blue-cross\"."), field);
        return NULL;
      }
  return array;
}

gboolean
tm_utena_card_from_json (JsonNode     *node,
                         const char   *field,
                         TmUtenaCard  *card,
                         GError      **error)
{
  return tm_utena_card_from_json_under (node, field, TM_UTENA_RULES_REVISION, card, error);
}

gboolean
tm_utena_card_from_json_under (JsonNode     *node,
                               const char   *field,
                               guint         rules,
                               TmUtenaCard  *card,
                               GError      **error)
{
  JsonArray *array;
  TmUtenaCard result = TM_UTENA_NO_CARD;

  g_return_val_if_fail (card != NULL, FALSE);

  array = icon_array (node, field, error);
  if (array == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      const char *name = tm_json_node_get_string (json_array_get_element (array, i));
      TmUtenaCard icon;

      if (!tm_utena_icon_parse (name, &icon))
        {
          g_autofree char *shown = tm_json_describe_text (name, -1, 20);

          return tm_rules_error_refuse (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_UNKNOWN_ICON,
                                        _("“%s” is not an icon of a practitioner card: a tool "
                                          "icon is a colour (blue, navy, white, red) and a shape "
                                          "(cross, snake, gomoku, horn) such as \"navy-snake\"; "
                                          "a sun is \"sun-blue\" …; a group is \"group-yellow\" "
                                          "…, and the card CC is \"group-wild\"."), shown);
        }
      if (result & icon)
        return tm_rules_error_refuse (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_BAD_CARD,
                                      _("“%s” lists the icon %s twice: list each icon of the "
                                        "card once."), field, name);
      result |= icon;
    }
  if (!tm_utena_card_check_under (result, rules, error))
    return FALSE;
  *card = result;
  return TRUE;
}

static void
for_each_icon_name (TmUtenaCard  card,
                    void       (*add) (gpointer, const char *),
                    gpointer     data)
{
  for (guint t = 0; t < TM_UTENA_N_TOOLS; t++)
    if (card & ((TmUtenaCard) 1u << t))
      add (data, tool_name (t));
  for (guint c = 0; c < TM_UTENA_N_COLOURS; c++)
    if (card & tm_utena_sun_icon ((TmUtenaColour) c))
      add (data, sun_name (c));
  for (guint g = 0; g < TM_UTENA_N_GROUPS; g++)
    if (card & tm_utena_group_icon ((TmUtenaGroup) g))
      add (data, group_name (g));
  if (card & TM_UTENA_CARD_WILD_GROUP)
    add (data, WILD_GROUP_NAME);
}

static void
add_to_array (gpointer    data,
              const char *name)
{
  json_array_add_string_element (data, name);
}

static void
add_to_string (gpointer    data,
               const char *name)
{
  GString *string = data;

  if (string->len > 1)
    g_string_append_c (string, ' ');
  g_string_append (string, name);
}

JsonNode *
tm_utena_card_to_json (TmUtenaCard card)
{
  JsonArray *array = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);

  for_each_icon_name (card, add_to_array, array);
  json_node_take_array (node, array);
  return node;
}

char *
tm_utena_card_to_string (TmUtenaCard card)
{
  GString *string = g_string_new ("[");

  for_each_icon_name (card, add_to_string, string);
  g_string_append_c (string, ']');
  return g_string_free (string, FALSE);
}

TmUtenaMatch
tm_utena_cards_match (TmUtenaCard a,
                      TmUtenaCard b)
{
  TmUtenaMatch match;
  guint8 groups_a = tm_utena_card_get_groups (a);
  guint8 groups_b = tm_utena_card_get_groups (b);

  match.tools = tm_utena_card_get_tools (a) & tm_utena_card_get_tools (b);

  /* The wild group is its partner's group; two wild groups never meet
   * (there is one such card). */
  if (tm_utena_card_is_wild_group (a) && tm_utena_card_is_wild_group (b))
    match.groups = 0;
  else if (tm_utena_card_is_wild_group (a))
    match.groups = groups_b;
  else if (tm_utena_card_is_wild_group (b))
    match.groups = groups_a;
  else
    match.groups = groups_a & groups_b;
  return match;
}

guint
tm_utena_match_count (TmUtenaMatch match)
{
  return (guint) __builtin_popcount (match.tools) + (guint) __builtin_popcount (match.groups);
}

guint
tm_utena_match_get_cells (TmUtenaMatch  match,
                          TmUtenaCell  *cells,
                          guint         max)
{
  guint n = 0;

  for (guint t = 0; t < TM_UTENA_N_TOOLS; t++)
    if (match.tools & (1u << t))
      {
        if (n < max)
          cells[n++] = tm_utena_colour_cell ((TmUtenaColour) (t / TM_UTENA_N_SHAPES));
        if (n < max)
          cells[n++] = tm_utena_shape_cell ((TmUtenaShape) (t % TM_UTENA_N_SHAPES));
      }
  for (guint g = 0; g < TM_UTENA_N_GROUPS; g++)
    if ((match.groups & (1u << g)) && n < max)
      cells[n++] = tm_utena_group_cell ((TmUtenaGroup) g);
  return n;
}

guint
tm_utena_match_get_empty_cells (TmUtenaMatch  match,
                                const guint  *cloud,
                                TmUtenaCell  *cells,
                                guint         max)
{
  TmUtenaCell paying[2 * TM_UTENA_N_TOOLS + TM_UTENA_N_GROUPS];
  guint n_paying = tm_utena_match_get_cells (match, paying, G_N_ELEMENTS (paying));
  guint seen = 0;   /* bit per cell, so that each is named once */
  guint n = 0;

  g_return_val_if_fail (cloud != NULL, 0);

  for (guint i = 0; i < n_paying; i++)
    if (cloud[paying[i]] == 0 && (seen & (1u << paying[i])) == 0 && n < max)
      {
        seen |= 1u << paying[i];
        cells[n++] = paying[i];
      }
  return n;
}

JsonNode *
tm_utena_match_to_json (TmUtenaMatch match)
{
  TmUtenaCard icons = (TmUtenaCard) match.tools
                      | ((TmUtenaCard) match.groups << TM_UTENA_CARD_GROUPS_SHIFT);

  return tm_utena_card_to_json (icons);
}

/* Desire cards -------------------------------------------------------------- */

gboolean
tm_utena_desire_check (TmUtenaDesire   desire,
                       GError        **error)
{
  guint n = (guint) __builtin_popcount (desire);

  if (n != TM_UTENA_DESIRE_ICONS || (desire >> TM_UTENA_N_CELLS) != 0)
    return tm_rules_error_refuse (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_BAD_CARD,
                                  _("A desire card shows 4 different icons, not %u: enter "
                                    "each of its tool colours, shapes and groups once."), n);
  return TRUE;
}

gboolean
tm_utena_cells_from_json (JsonNode     *node,
                          const char   *field,
                          TmUtenaCell  *cells,
                          guint        *n_cells,
                          guint         max,
                          GError      **error)
{
  JsonArray *array = tm_json_node_get_array (node);

  g_return_val_if_fail (cells != NULL && n_cells != NULL, FALSE);

  if (array == NULL)
    return tm_rules_error_refuse (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                                  _("“%s” must be a list of icon names, such as [\"navy\", "
                                    "\"snake\", \"group-yellow\"]."), field);
  if (json_array_get_length (array) > max)
    return tm_rules_error_refuse (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                                  _("“%s” lists %u icons; no desire card shows or hides that "
                                    "many."), field, json_array_get_length (array));
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      const char *name = tm_json_node_get_string (json_array_get_element (array, i));

      if (name == NULL)
        return tm_rules_error_refuse (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                                      _("“%s” must list icon names in quotes, such as "
                                        "\"navy\"."), field);
      if (!tm_utena_cell_parse (name, &cells[i]))
        {
          g_autofree char *shown = tm_json_describe_text (name, -1, 20);

          return tm_rules_error_refuse (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_UNKNOWN_ICON,
                                        _("“%s” is not an icon of a desire card: it is a tool "
                                          "colour (blue, navy, white, red), a shape (cross, "
                                          "snake, gomoku, horn) or a group (group-yellow, "
                                          "group-blue, group-navy, group-white, group-red)."),
                                        shown);
        }
    }
  *n_cells = json_array_get_length (array);
  return TRUE;
}

gboolean
tm_utena_desire_from_json (JsonNode       *node,
                           const char     *field,
                           TmUtenaDesire  *desire,
                           GError        **error)
{
  TmUtenaCell cells[MAX_ICONS_LISTED];
  guint n = 0;
  TmUtenaDesire result = TM_UTENA_NO_DESIRE;

  g_return_val_if_fail (desire != NULL, FALSE);

  if (!tm_utena_cells_from_json (node, field, cells, &n, MAX_ICONS_LISTED, error))
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      if (result & tm_utena_desire_icon (cells[i]))
        return tm_rules_error_refuse (error, TM_UTENA_RULES_ERROR, TM_UTENA_RULE_BAD_CARD,
                                      _("“%s” lists the icon %s twice: list each icon of the "
                                        "card once."), field, tm_utena_cell_to_string (cells[i]));
      result |= tm_utena_desire_icon (cells[i]);
    }
  if (!tm_utena_desire_check (result, error))
    return FALSE;
  *desire = result;
  return TRUE;
}

JsonNode *
tm_utena_desire_to_json (TmUtenaDesire desire)
{
  JsonArray *array = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);

  for (guint i = 0; i < TM_UTENA_N_CELLS; i++)
    if (desire & tm_utena_desire_icon ((TmUtenaCell) i))
      json_array_add_string_element (array, cell_names[i]);
  json_node_take_array (node, array);
  return node;
}

char *
tm_utena_desire_to_string (TmUtenaDesire desire)
{
  GString *string = g_string_new ("[");

  for (guint i = 0; i < TM_UTENA_N_CELLS; i++)
    if (desire & tm_utena_desire_icon ((TmUtenaCell) i))
      add_to_string (string, cell_names[i]);
  g_string_append_c (string, ']');
  return g_string_free (string, FALSE);
}

guint
tm_utena_desires_shared (TmUtenaDesire a,
                         TmUtenaDesire b)
{
  return (guint) __builtin_popcount ((guint) (a & b));
}

/* The validator ----------------------------------------------------------- */

static guint
shared_icons (TmUtenaKind kind,
              guint32     a,
              guint32     b)
{
  if (kind == TM_UTENA_KIND_DESIRE)
    return tm_utena_desires_shared ((TmUtenaDesire) a, (TmUtenaDesire) b);
  return tm_utena_match_count (tm_utena_cards_match (a, b));
}

GArray *
tm_utena_check_card (TmUtenaKind     kind,
                     const guint32  *known,
                     guint           n_known,
                     guint32         card)
{
  GArray *warnings = g_array_new (FALSE, FALSE, sizeof (TmUtenaWarning));

  for (guint i = 0; i < n_known; i++)
    {
      TmUtenaWarning warning = { kind, card, known[i], 0 };

      if (known[i] == card)
        continue;
      warning.n_shared = shared_icons (kind, card, known[i]);
      if (warning.n_shared != 1)
        g_array_append_val (warnings, warning);
    }
  return warnings;
}

GArray *
tm_utena_check_cards (TmUtenaKind     kind,
                      const guint32  *cards,
                      guint           n_cards)
{
  GArray *warnings = g_array_new (FALSE, FALSE, sizeof (TmUtenaWarning));

  for (guint i = 0; i < n_cards; i++)
    for (guint j = i + 1; j < n_cards; j++)
      {
        TmUtenaWarning warning = { kind, cards[i], cards[j], 0 };

        if (cards[i] == cards[j])
          continue;
        warning.n_shared = shared_icons (kind, cards[i], cards[j]);
        if (warning.n_shared != 1)
          g_array_append_val (warnings, warning);
      }
  return warnings;
}

static char *
kind_card_to_string (TmUtenaKind kind,
                     guint32     card)
{
  g_autofree char *icons = kind == TM_UTENA_KIND_DESIRE ? tm_utena_desire_describe ((TmUtenaDesire) card)
                                                       : tm_utena_card_describe (card);

  /* Every icon in words: the warning says one of the two is wrong. */
  /* Translators: a card named by its icons inside a sentence, e.g.
   * “blue, red, snake, navy group” (「…」 in Japanese). */
  return g_strdup_printf (C_("utena card in a sentence", "“%s”"), icons);
}

char *
tm_utena_warning_describe (const TmUtenaWarning *warning)
{
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;

  g_return_val_if_fail (warning != NULL, NULL);

  a = kind_card_to_string (warning->kind, warning->card);
  b = kind_card_to_string (warning->kind, warning->other);

  /* Said to the players: short, and what to do (issue #25). */
  if (warning->kind == TM_UTENA_KIND_DESIRE)
    {
      if (warning->n_shared == 0)
        return g_strdup_printf (_("The desire cards %s and %s share no icon, but two desire "
                                  "cards always share one: check the icons of both."), a, b);
      return g_strdup_printf (_("The desire cards %s and %s share %u icons, but two desire "
                                "cards always share one: check the icons of both."),
                              a, b, warning->n_shared);
    }
  if (warning->n_shared == 0)
    return g_strdup_printf (_("The practitioner cards %s and %s share no icon, but two "
                              "practitioner cards always share one: check the icons of both."), a, b);
  return g_strdup_printf (_("The practitioner cards %s and %s share %u icons, but two "
                            "practitioner cards always share one: check the icons of both."),
                          a, b, warning->n_shared);
}

JsonNode *
tm_utena_warning_to_json (const TmUtenaWarning *warning)
{
  JsonObject *object = json_object_new ();
  JsonArray *cards = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);
  g_autofree char *message = tm_utena_warning_describe (warning);

  json_object_set_string_member (object, "kind",
                                 warning->kind == TM_UTENA_KIND_DESIRE ? "desire" : "practitioner");
  if (warning->kind == TM_UTENA_KIND_DESIRE)
    {
      json_array_add_element (cards, tm_utena_desire_to_json ((TmUtenaDesire) warning->card));
      json_array_add_element (cards, tm_utena_desire_to_json ((TmUtenaDesire) warning->other));
    }
  else
    {
      json_array_add_element (cards, tm_utena_card_to_json (warning->card));
      json_array_add_element (cards, tm_utena_card_to_json (warning->other));
    }
  json_object_set_array_member (object, "cards", cards);
  json_object_set_int_member (object, "shared", warning->n_shared);
  json_object_set_string_member (object, "message", message);
  json_node_take_object (node, object);
  return node;
}
