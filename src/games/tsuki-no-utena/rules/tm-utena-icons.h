/* tm-utena-icons.h — the icons of Tsuki no Utena and how cards match
 *
 * RULES.md §3.  A practitioner card (行者) shows tool icons (法具: a
 * colour and a shape), sun icons (a colour with every shape: the wild
 * shape), group icons (組) or, on the card CC 中組中座 only, the wild
 * group.  A desire card (欲) shows 4 of the 13 *component* icons: the 4
 * tool colours, the 4 shapes and the 5 groups; the cloud board has one
 * cell per component icon, so a component icon and a cloud cell are the
 * same thing here (TmUtenaCell).
 *
 * Cards are plain bit sets, so that a position holding them is plain
 * data and two cards are equal when their icons are:
 *  - TmUtenaCard (practitioner): bits 0–15 tool icons (colour × 4 +
 *    shape), bits 16–19 suns (by colour), bits 20–24 groups, bit 25 the
 *    wild group;
 *  - TmUtenaDesire: one bit per TmUtenaCell.
 *
 * Notation (records, options, the card memory): a card is a JSON array
 * of icon names.  Tool icons "blue-cross" … "red-horn", suns "sun-blue"
 * … "sun-red", groups "group-yellow" … "group-red", the wild group
 * "group-wild".  Component icons (desire cards, cloud cells, hidden
 * icons): "blue", "navy", "white", "red", "cross", "snake", "gomoku",
 * "horn", "group-yellow", "group-blue", "group-navy", "group-white",
 * "group-red".
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

#define TM_UTENA_N_COLOURS        4   /* tool colours */
#define TM_UTENA_N_SHAPES         4
#define TM_UTENA_N_GROUPS         5
#define TM_UTENA_N_TOOLS          16
#define TM_UTENA_N_CELLS          13  /* component icons = cloud cells */
#define TM_UTENA_N_PRACTITIONERS  21  /* practitioner cards in the box */
#define TM_UTENA_N_DESIRES        13  /* desire cards in the box */
#define TM_UTENA_CARD_POINTS      5   /* icons on a card, wilds counted out */
#define TM_UTENA_DESIRE_ICONS     4

typedef enum {
  TM_UTENA_COLOUR_BLUE,   /* 青 */
  TM_UTENA_COLOUR_NAVY,   /* 紺 */
  TM_UTENA_COLOUR_WHITE,  /* 白 */
  TM_UTENA_COLOUR_RED,    /* 赤 */
} TmUtenaColour;

typedef enum {
  TM_UTENA_SHAPE_CROSS,   /* 交差 */
  TM_UTENA_SHAPE_SNAKE,   /* 蛇 */
  TM_UTENA_SHAPE_GOMOKU,  /* 五目 */
  TM_UTENA_SHAPE_HORN,    /* 角 */
} TmUtenaShape;

typedef enum {
  TM_UTENA_GROUP_YELLOW,  /* 黄 */
  TM_UTENA_GROUP_BLUE,
  TM_UTENA_GROUP_NAVY,
  TM_UTENA_GROUP_WHITE,
  TM_UTENA_GROUP_RED,
} TmUtenaGroup;

/* The component icons, in the order of the cloud board's cells. */
typedef enum {
  TM_UTENA_CELL_BLUE,
  TM_UTENA_CELL_NAVY,
  TM_UTENA_CELL_WHITE,
  TM_UTENA_CELL_RED,
  TM_UTENA_CELL_CROSS,
  TM_UTENA_CELL_SNAKE,
  TM_UTENA_CELL_GOMOKU,
  TM_UTENA_CELL_HORN,
  TM_UTENA_CELL_GROUP_YELLOW,
  TM_UTENA_CELL_GROUP_BLUE,
  TM_UTENA_CELL_GROUP_NAVY,
  TM_UTENA_CELL_GROUP_WHITE,
  TM_UTENA_CELL_GROUP_RED,
} TmUtenaCell;

typedef guint32 TmUtenaCard;
typedef guint16 TmUtenaDesire;

#define TM_UTENA_NO_CARD    ((TmUtenaCard) 0)
#define TM_UTENA_NO_DESIRE  ((TmUtenaDesire) 0)

#define TM_UTENA_CARD_TOOLS_MASK  ((TmUtenaCard) 0x0000ffffu)
#define TM_UTENA_CARD_SUNS_SHIFT  16
#define TM_UTENA_CARD_GROUPS_SHIFT 20
#define TM_UTENA_CARD_WILD_GROUP  ((TmUtenaCard) 1u << 25)

/* Single icons, as one-bit cards. */
static inline TmUtenaCard
tm_utena_tool_icon (TmUtenaColour colour,
                    TmUtenaShape  shape)
{
  return (TmUtenaCard) 1u << ((guint) colour * TM_UTENA_N_SHAPES + (guint) shape);
}

static inline TmUtenaCard
tm_utena_sun_icon (TmUtenaColour colour)
{
  return (TmUtenaCard) 1u << (TM_UTENA_CARD_SUNS_SHIFT + (guint) colour);
}

static inline TmUtenaCard
tm_utena_group_icon (TmUtenaGroup group)
{
  return (TmUtenaCard) 1u << (TM_UTENA_CARD_GROUPS_SHIFT + (guint) group);
}

static inline TmUtenaCell
tm_utena_colour_cell (TmUtenaColour colour)
{
  return (TmUtenaCell) (TM_UTENA_CELL_BLUE + (int) colour);
}

static inline TmUtenaCell
tm_utena_shape_cell (TmUtenaShape shape)
{
  return (TmUtenaCell) (TM_UTENA_CELL_CROSS + (int) shape);
}

static inline TmUtenaCell
tm_utena_group_cell (TmUtenaGroup group)
{
  return (TmUtenaCell) (TM_UTENA_CELL_GROUP_YELLOW + (int) group);
}

/* Component icons ------------------------------------------------------- */

const char *tm_utena_cell_to_string  (TmUtenaCell   cell);
gboolean    tm_utena_cell_parse      (const char   *text,
                                      TmUtenaCell  *cell);
/* Translated, for people: "the navy cell", "the snake cell" … */
const char *tm_utena_cell_describe   (TmUtenaCell   cell);
/* A JSON array of at most @max component icon names (repeats allowed:
 * hidden icons can repeat); FALSE with an error otherwise. */
gboolean    tm_utena_cells_from_json (JsonNode     *node,
                                      const char   *field,
                                      TmUtenaCell  *cells,
                                      guint        *n_cells,
                                      guint         max,
                                      GError      **error);

/* Practitioner cards ------------------------------------------------------- */

/* One icon name ("blue-cross", "sun-red", "group-wild" …) as a one-bit
 * card; FALSE for a name that is not an icon. */
gboolean    tm_utena_icon_parse      (const char   *text,
                                      TmUtenaCard  *icon);

/* Whether @card can be a practitioner card: at least one icon, the wild
 * group alone, no sun with a tool icon of its colour, and at most 5
 * icons once each sun counts as its 4 tool icons.  FALSE with a
 * TM_UTENA_RULE_BAD_CARD (or …_SUN_WITH_ITS_TOOL) error otherwise. */
gboolean    tm_utena_card_check      (TmUtenaCard   card,
                                      GError      **error);
/* The same under the reading @rules of the rules (TM_UTENA_RULES_…). */
gboolean    tm_utena_card_check_under (TmUtenaCard  card,
                                       guint        rules,
                                       GError     **error);

/* The card from a JSON array of icon names; FALSE with an error naming
 * @field when it is not a card (TM_RULES_ERROR_INVALID_MOVE for the
 * shape of the value, TM_UTENA_RULE_UNKNOWN_ICON, …_BAD_CARD). */
gboolean    tm_utena_card_from_json  (JsonNode     *node,
                                      const char   *field,
                                      TmUtenaCard  *card,
                                      GError      **error);
/* The same, checked under the reading @rules (a move's cards are read
 * under the oldest, and checked again under the game's own). */
gboolean    tm_utena_card_from_json_under (JsonNode     *node,
                                           const char   *field,
                                           guint         rules,
                                           TmUtenaCard  *card,
                                           GError      **error);
/* Icon names in a fixed order: tools, suns, groups, the wild group. */
JsonNode   *tm_utena_card_to_json    (TmUtenaCard   card);
/* "[blue-cross navy-snake white-gomoku red-horn group-blue]" */
char       *tm_utena_card_to_string  (TmUtenaCard   card);

/* The tool icons the card counts as having (each sun as its 4 tools). */
guint16     tm_utena_card_get_tools  (TmUtenaCard   card);
guint8      tm_utena_card_get_groups (TmUtenaCard   card);
gboolean    tm_utena_card_is_wild_group (TmUtenaCard card);

/* The icons two practitioner cards have in common, fully matching: tool
 * icons of the same colour and shape (a sun matches every tool icon of
 * its colour) and group icons of the same colour (the wild group takes
 * its partner's group).  With the real cards there is exactly one. */
typedef struct
{
  guint16 tools;    /* bit colour × 4 + shape */
  guint8 groups;    /* bit per TmUtenaGroup */
} TmUtenaMatch;

TmUtenaMatch tm_utena_cards_match    (TmUtenaCard   a,
                                      TmUtenaCard   b);
guint        tm_utena_match_count    (TmUtenaMatch  match);
/* The cloud cells the match pays from, in order: a tool icon's colour
 * cell then its shape cell, a group icon's group cell.  Returns how many
 * were written (at most @max). */
guint        tm_utena_match_get_cells (TmUtenaMatch match,
                                       TmUtenaCell *cells,
                                       guint        max);
/* The cloud cells @match pays from that hold no marker in @cloud (a
 * count per cell, as TmUtenaState's cloud), each once: a pair matching
 * so gains nothing from them.  Returns how many were written (at most
 * @max). */
guint        tm_utena_match_get_empty_cells (TmUtenaMatch  match,
                                             const guint  *cloud,
                                             TmUtenaCell  *cells,
                                             guint         max);
/* The matching icons by name, as a JSON array ("blue-snake", "group-navy"). */
JsonNode    *tm_utena_match_to_json  (TmUtenaMatch  match);

/* Desire cards -------------------------------------------------------------- */

static inline TmUtenaDesire
tm_utena_desire_icon (TmUtenaCell cell)
{
  return (TmUtenaDesire) (1u << (guint) cell);
}

/* Exactly 4 different component icons; FALSE with an error otherwise. */
gboolean    tm_utena_desire_check     (TmUtenaDesire  desire,
                                       GError       **error);
gboolean    tm_utena_desire_from_json (JsonNode      *node,
                                       const char    *field,
                                       TmUtenaDesire *desire,
                                       GError       **error);
JsonNode   *tm_utena_desire_to_json   (TmUtenaDesire  desire);
char       *tm_utena_desire_to_string (TmUtenaDesire  desire);
/* How many icons two desire cards share. */
guint       tm_utena_desires_shared   (TmUtenaDesire  a,
                                       TmUtenaDesire  b);

/* The validator ----------------------------------------------------------- */

typedef enum {
  TM_UTENA_KIND_PRACTITIONER,
  TM_UTENA_KIND_DESIRE,
} TmUtenaKind;

/* Two known cards of one kind that do not share exactly one icon: at
 * least one of them was entered wrongly. */
typedef struct
{
  TmUtenaKind kind;
  guint32 card;      /* TmUtenaCard or TmUtenaDesire */
  guint32 other;
  guint n_shared;
} TmUtenaWarning;

/* Warnings for @card against each of @known (n_known cards of @kind;
 * the same card is skipped): a GArray of TmUtenaWarning, maybe empty. */
GArray     *tm_utena_check_card        (TmUtenaKind     kind,
                                        const guint32  *known,
                                        guint           n_known,
                                        guint32         card);
/* Every pair among @cards that breaks the property. */
GArray     *tm_utena_check_cards       (TmUtenaKind     kind,
                                        const guint32  *cards,
                                        guint           n_cards);
/* Translated sentence naming both cards. */
char       *tm_utena_warning_describe  (const TmUtenaWarning *warning);
JsonNode   *tm_utena_warning_to_json   (const TmUtenaWarning *warning);

G_END_DECLS
