/* tm-sisters-card.h — the 36 sister cards of Planetary Sisters
 *
 * A card is its rank (序列) 1–36 and its emblems (要素): kind → count.
 * Each of the 12 kinds has a class: round (丸形), pointed (尖頭) or crown
 * (冠頭).  The manual names seven kinds — FOOD, PLANT, ANIMAL (round),
 * POLE, SWORD (pointed), PAGE, KING (crown) — and does not list which
 * emblems each rank carries, so the emblems are always entered by
 * players (RULES.md §2).  Nothing here presents a guessed emblem as
 * fact: a TmSistersCardTable starts with the seven named kinds and no
 * card at all.
 *
 * The table is plain data (fixed arrays), so a game position that holds
 * one is still copied by one assignment.
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

#define TM_SISTERS_N_RANKS          36
#define TM_SISTERS_N_KINDS          12   /* "要素は全部で12種類" */
#define TM_SISTERS_N_NAMED_KINDS    7
#define TM_SISTERS_KIND_ID_SIZE     32   /* bytes with the NUL: ids are ASCII */
#define TM_SISTERS_KIND_NAME_CHARS  64   /* characters in a kind's name, at most */
#define TM_SISTERS_KIND_NAME_SIZE   (4 * TM_SISTERS_KIND_NAME_CHARS + 1)
#define TM_SISTERS_MAX_COUNT        99   /* the largest count a card file may write */

/* Ranks as a bit set: bit r is rank r (bit 0 is never used). */
typedef guint64 TmSistersCardSet;

#define TM_SISTERS_ALL_RANKS ((TmSistersCardSet) 0x1ffffffffeull)

typedef enum {
  TM_SISTERS_CLASS_ROUND,     /* 丸形 */
  TM_SISTERS_CLASS_POINTED,   /* 尖頭 */
  TM_SISTERS_CLASS_CROWN,     /* 冠頭 */
} TmSistersClass;

/* The kinds the manual names, at these indices of every table. */
typedef enum {
  TM_SISTERS_KIND_FOOD,
  TM_SISTERS_KIND_PLANT,
  TM_SISTERS_KIND_ANIMAL,
  TM_SISTERS_KIND_POLE,
  TM_SISTERS_KIND_SWORD,
  TM_SISTERS_KIND_PAGE,
  TM_SISTERS_KIND_KING,
} TmSistersNamedKind;

typedef struct
{
  char id[TM_SISTERS_KIND_ID_SIZE];       /* "FOOD", or a player's own id */
  char name[TM_SISTERS_KIND_NAME_SIZE];   /* what players call it */
  TmSistersClass klass;
} TmSistersKind;

/* One card's emblems: how many of each kind, by kind index. */
typedef struct
{
  guint8 count[TM_SISTERS_N_KINDS];
} TmSistersEmblems;

/* The kinds players know and the emblems of the ranks entered so far. */
typedef struct
{
  guint n_kinds;
  TmSistersKind kinds[TM_SISTERS_N_KINDS];
  TmSistersCardSet known;                          /* ranks with emblems */
  TmSistersEmblems cards[TM_SISTERS_N_RANKS + 1];  /* index = rank */
} TmSistersCardTable;

/* The deck totals the manual publishes ("カードの構成"), and what they
 * imply (see tm_sisters_card_table_check_totals()). */
#define TM_SISTERS_FOOD_CARDS        18
#define TM_SISTERS_FOOD_EMBLEMS      38
#define TM_SISTERS_PLANT_CARDS       12
#define TM_SISTERS_PLANT_EMBLEMS     17
#define TM_SISTERS_ANIMAL_CARDS      7
#define TM_SISTERS_ANIMAL_EMBLEMS    8
#define TM_SISTERS_POINTED_PAIR_CARDS 8    /* a pointed and another kind */
#define TM_SISTERS_TWO_KIND_CARDS    16
#define TM_SISTERS_POINTED_ONLY_CARDS 4
#define TM_SISTERS_ONE_KIND_CARDS    19
#define TM_SISTERS_CROWN_ONLY_CARDS  5
#define TM_SISTERS_ROUND_CARDS       27    /* "36枚中27枚" */
#define TM_SISTERS_POINTED_CARDS     12    /* "36枚中12枚" */
#define TM_SISTERS_CROWN_CARDS       5     /* "36枚中5枚" */
/* Derived: 36 − 19 − 16 cards have three kinds or more, and only the
 * three round kinds can share a card three at a time. */
#define TM_SISTERS_THREE_KIND_CARDS  1

static inline gboolean
tm_sisters_card_set_contains (TmSistersCardSet set,
                              int              rank)
{
  return rank >= 1 && rank <= TM_SISTERS_N_RANKS && ((set >> rank) & 1u);
}

static inline TmSistersCardSet
tm_sisters_card_set_add (TmSistersCardSet set,
                         int              rank)
{
  return set | ((TmSistersCardSet) 1 << rank);
}

static inline TmSistersCardSet
tm_sisters_card_set_remove (TmSistersCardSet set,
                            int              rank)
{
  return set & ~((TmSistersCardSet) 1 << rank);
}

static inline guint
tm_sisters_card_set_size (TmSistersCardSet set)
{
  return (guint) __builtin_popcountll (set);
}

/* "3, 17, 30" (ranks in order); "" for an empty set. */
char          *tm_sisters_card_set_to_string   (TmSistersCardSet set);
/* The same with three or more ranks in a row as a range: "1–12, 14, 15,
 * 20–36" (the whole box's emblems entered at once, in a move list or a
 * toast). */
char          *tm_sisters_card_set_to_ranges   (TmSistersCardSet set);
/* The ranks in order, as a JSON array of numbers. */
JsonArray     *tm_sisters_card_set_to_json     (TmSistersCardSet set);

/* "round", "pointed", "crown" ↔ class; FALSE for anything else. */
const char    *tm_sisters_class_to_string      (TmSistersClass   klass);
gboolean       tm_sisters_class_from_string    (const char      *text,
                                                TmSistersClass  *klass);
/* Translated class name ("round" …) for messages. */
const char    *tm_sisters_class_get_name       (TmSistersClass   klass);

/* The table ------------------------------------------------------------- */

/* The seven named kinds, no card. */
void           tm_sisters_card_table_init      (TmSistersCardTable *table);
/* The index of kind @id, or -1. */
int            tm_sisters_card_table_find_kind (const TmSistersCardTable *table,
                                                const char               *id);
/* Adds a kind a player names.  The id is 1–31 ASCII letters, digits, "-"
 * or "_" and new; the name 1–64 characters without control characters;
 * the class pointed or crown (the totals leave no room for a fourth round
 * kind); at most 12 kinds.  FALSE with a TM_SISTERS_RULES_ERROR
 * (TM_SISTERS_RULE_KIND_DEFINITION) otherwise. */
gboolean       tm_sisters_card_table_add_kind  (TmSistersCardTable *table,
                                                const char         *id,
                                                const char         *name,
                                                TmSistersClass      klass,
                                                GError            **error);
/* Whether @id is a well-formed kind id. */
gboolean       tm_sisters_kind_id_is_valid     (const char         *id);

/* Checks @emblems against the class rules of the manual — at least one
 * emblem; a crown emblem alone and once; a pointed emblem never repeated;
 * a card with several kinds has a round one; a pointed emblem with another
 * kind means exactly one round and one pointed kind — and against the
 * largest count one card can carry under the published totals (FOOD 21,
 * PLANT 6, ANIMAL 2).  @rank (1–36, or 0) is named in the message.
 * FALSE with a TM_SISTERS_RULES_ERROR otherwise. */
gboolean       tm_sisters_emblems_check        (const TmSistersCardTable *table,
                                                int                       rank,
                                                const TmSistersEmblems   *emblems,
                                                GError                  **error);
/* The most emblems of round kind @kind (an index) one card can carry. */
guint          tm_sisters_kind_max_count       (const TmSistersCardTable *table,
                                                guint                     kind);

/* Sets the emblems of @rank after tm_sisters_emblems_check(). */
gboolean       tm_sisters_card_table_set       (TmSistersCardTable     *table,
                                                int                     rank,
                                                const TmSistersEmblems *emblems,
                                                GError                **error);
/* Whether @rank's emblems are known; copies them into @emblems if so. */
gboolean       tm_sisters_card_table_get       (const TmSistersCardTable *table,
                                                int                       rank,
                                                TmSistersEmblems         *emblems);

/* What one card's emblems amount to. */
guint          tm_sisters_emblems_n_kinds      (const TmSistersEmblems   *emblems);
gboolean       tm_sisters_emblems_has_class    (const TmSistersCardTable *table,
                                                const TmSistersEmblems   *emblems,
                                                TmSistersClass            klass);
/* One kind only, of class @klass. */
gboolean       tm_sisters_emblems_is_only      (const TmSistersCardTable *table,
                                                const TmSistersEmblems   *emblems,
                                                TmSistersClass            klass);
gboolean       tm_sisters_emblems_equal        (const TmSistersEmblems   *a,
                                                const TmSistersEmblems   *b);
/* "FOOD 2, POLE" in kind order, with the kinds' names. */
char          *tm_sisters_emblems_describe     (const TmSistersCardTable *table,
                                                const TmSistersEmblems   *emblems);

/* Every emblem set tm_sisters_emblems_check() accepts with the table's
 * kinds (a GArray of TmSistersEmblems), round kinds first. */
GArray        *tm_sisters_emblems_list_valid   (const TmSistersCardTable *table);

/* Deck totals ------------------------------------------------------------ */

typedef struct
{
  const char *id;        /* stable: "food-cards", "two-kind-cards" … */
  guint expected;        /* the manual's number for the whole deck */
  guint found;           /* counted among the cards entered */
  char *message;         /* translated: what is off, in a sentence */
} TmSistersTotalsIssue;

void           tm_sisters_totals_issue_free    (TmSistersTotalsIssue *issue);

/* Checks the entered cards against the published totals.  With all 36
 * ranks entered every total must match; with fewer, no total may be
 * exceeded, the cards left must still be able to reach it, and each
 * emblem total must leave at least one emblem for every card of that
 * kind still to come.  Returns the issues found (a GPtrArray of
 * TmSistersTotalsIssue, empty when nothing is off). */
GPtrArray     *tm_sisters_card_table_check_totals (const TmSistersCardTable *table);

/* JSON ------------------------------------------------------------------- */

/* A rank: a whole number 1–36 (@node), or its decimal text "1"–"36"
 * (a key of a "cards" object). */
gboolean       tm_sisters_rank_from_node       (JsonNode    *node,
                                                int         *rank);
gboolean       tm_sisters_rank_from_string     (const char  *text,
                                                int         *rank);

/* {"FOOD": 2, "POLE": 1}: kind ids of @table, counts 1–99.  Checks the
 * class rules too (tm_sisters_emblems_check()).  Errors: TM_RULES_ERROR
 * INVALID_MOVE for a shape that is not emblems, TM_SISTERS_RULES_ERROR
 * for an unknown kind or a card that cannot exist. */
gboolean       tm_sisters_emblems_from_json    (const TmSistersCardTable *table,
                                                JsonNode                 *node,
                                                int                       rank,
                                                TmSistersEmblems         *emblems,
                                                GError                  **error);
JsonNode      *tm_sisters_emblems_to_json      (const TmSistersCardTable *table,
                                                const TmSistersEmblems   *emblems);

/* [{"id": "STAR", "name": "Star", "class": "pointed"}, …]: kinds to add
 * to @table.  A kind @table already has may be listed again with the same
 * class (its name is kept).  All or nothing: on error @table is as it was. */
gboolean       tm_sisters_kinds_from_json      (TmSistersCardTable *table,
                                                JsonNode           *node,
                                                GError            **error);
/* The kinds, only those players added when @custom_only. */
JsonArray     *tm_sisters_kinds_to_json        (const TmSistersCardTable *table,
                                                gboolean                  custom_only);

/* {"27": {"PLANT": 2}, …}: emblems of ranks that have none yet in
 * @table.  All or nothing.  @entered (may be NULL) receives the ranks. */
gboolean       tm_sisters_cards_from_json      (TmSistersCardTable *table,
                                                JsonNode           *node,
                                                TmSistersCardSet   *entered,
                                                GError            **error);
/* The emblems of the ranks in @ranks that the table knows, rank order. */
JsonObject    *tm_sisters_cards_to_json        (const TmSistersCardTable *table,
                                                TmSistersCardSet          ranks);

G_END_DECLS
