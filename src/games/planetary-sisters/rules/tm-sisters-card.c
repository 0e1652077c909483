/* tm-sisters-card.c — the 36 sister cards of Planetary Sisters */
#include "config.h"

#include "tm-sisters-card.h"
#include "tm-sisters-game.h"
#include "core/tm-json.h"
#include "core/tm-plain-game.h"
#include "core/tm-text-join.h"
#include "core/tm-rules-error.h"

#include <glib/gi18n.h>
#include <string.h>

static const struct
{
  const char *id;
  TmSistersClass klass;
} named_kinds[TM_SISTERS_N_NAMED_KINDS] = {
  { "FOOD", TM_SISTERS_CLASS_ROUND },
  { "PLANT", TM_SISTERS_CLASS_ROUND },
  { "ANIMAL", TM_SISTERS_CLASS_ROUND },
  { "POLE", TM_SISTERS_CLASS_POINTED },
  { "SWORD", TM_SISTERS_CLASS_POINTED },
  { "PAGE", TM_SISTERS_CLASS_CROWN },
  { "KING", TM_SISTERS_CLASS_CROWN },
};

/* Ranks ------------------------------------------------------------------- */

char *
tm_sisters_card_set_to_string (TmSistersCardSet set)
{
  GString *text = g_string_new (NULL);

  for (int rank = 1; rank <= TM_SISTERS_N_RANKS; rank++)
    if (tm_sisters_card_set_contains (set, rank))
      g_string_append_printf (text, text->len > 0 ? ", %d" : "%d", rank);
  return g_string_free (text, FALSE);
}

char *
tm_sisters_card_set_to_ranges (TmSistersCardSet set)
{
  GString *text = g_string_new (NULL);

  for (int rank = 1; rank <= TM_SISTERS_N_RANKS; rank++)
    {
      int last = rank;

      if (!tm_sisters_card_set_contains (set, rank))
        continue;
      while (last < TM_SISTERS_N_RANKS && tm_sisters_card_set_contains (set, last + 1))
        last++;
      if (text->len > 0)
        g_string_append (text, ", ");
      /* Two in a row read better as two numbers than as a range. */
      if (last - rank >= 2)
        g_string_append_printf (text, "%d–%d", rank, last);
      else
        {
          last = rank;
          g_string_append_printf (text, "%d", rank);
        }
      rank = last;
    }
  return g_string_free (text, FALSE);
}

JsonArray *
tm_sisters_card_set_to_json (TmSistersCardSet set)
{
  JsonArray *array = json_array_new ();

  for (int rank = 1; rank <= TM_SISTERS_N_RANKS; rank++)
    if (tm_sisters_card_set_contains (set, rank))
      json_array_add_int_element (array, rank);
  return array;
}

gboolean
tm_sisters_rank_from_node (JsonNode *node,
                           int      *rank)
{
  return tm_json_node_get_int (node, 1, TM_SISTERS_N_RANKS, rank);
}

gboolean
tm_sisters_rank_from_string (const char *text,
                             int        *rank)
{
  int value;

  /* Plain decimal, no sign, no leading zero: one or two digits, read
   * here without a library call since every card of every "emblems"
   * move of a replay comes here. */
  if (text == NULL || text[0] < '1' || text[0] > '9')
    return FALSE;
  value = text[0] - '0';
  if (text[1] != '\0')
    {
      if (!g_ascii_isdigit (text[1]) || text[2] != '\0')
        return FALSE;
      value = value * 10 + (text[1] - '0');
    }
  if (value > TM_SISTERS_N_RANKS)
    return FALSE;
  *rank = value;
  return TRUE;
}

/* Classes ------------------------------------------------------------------ */

const char *
tm_sisters_class_to_string (TmSistersClass klass)
{
  switch (klass)
    {
    case TM_SISTERS_CLASS_ROUND:
      return "round";
    case TM_SISTERS_CLASS_POINTED:
      return "pointed";
    case TM_SISTERS_CLASS_CROWN:
      return "crown";
    default:
      g_return_val_if_reached (NULL);
    }
}

gboolean
tm_sisters_class_from_string (const char     *text,
                              TmSistersClass *klass)
{
  for (TmSistersClass c = TM_SISTERS_CLASS_ROUND; c <= TM_SISTERS_CLASS_CROWN; c++)
    if (g_strcmp0 (text, tm_sisters_class_to_string (c)) == 0)
      {
        *klass = c;
        return TRUE;
      }
  return FALSE;
}

const char *
tm_sisters_class_get_name (TmSistersClass klass)
{
  switch (klass)
    {
    case TM_SISTERS_CLASS_ROUND:
      /* Translators: the class of an emblem, 丸形 */
      return _("round");
    case TM_SISTERS_CLASS_POINTED:
      /* Translators: the class of an emblem, 尖頭 */
      return _("pointed");
    case TM_SISTERS_CLASS_CROWN:
      /* Translators: the class of an emblem, 冠頭 */
      return _("crown");
    default:
      g_return_val_if_reached (NULL);
    }
}

/* Kinds -------------------------------------------------------------------- */

void
tm_sisters_card_table_init (TmSistersCardTable *table)
{
  g_return_if_fail (table != NULL);

  memset (table, 0, sizeof *table);
  for (guint i = 0; i < TM_SISTERS_N_NAMED_KINDS; i++)
    {
      /* The manual prints these names in Latin letters, as on the cards. */
      g_strlcpy (table->kinds[i].id, named_kinds[i].id, sizeof table->kinds[i].id);
      g_strlcpy (table->kinds[i].name, named_kinds[i].id, sizeof table->kinds[i].name);
      table->kinds[i].klass = named_kinds[i].klass;
    }
  table->n_kinds = TM_SISTERS_N_NAMED_KINDS;
}

int
tm_sisters_card_table_find_kind (const TmSistersCardTable *table,
                                 const char               *id)
{
  g_return_val_if_fail (table != NULL, -1);

  if (id == NULL)
    return -1;
  /* The first letter first: every emblem of every "emblems" move of a
   * replay is looked up here. */
  for (guint i = 0; i < table->n_kinds; i++)
    if (table->kinds[i].id[0] == id[0] && strcmp (table->kinds[i].id, id) == 0)
      return (int) i;
  return -1;
}

gboolean
tm_sisters_kind_id_is_valid (const char *id)
{
  gsize length;

  if (id == NULL)
    return FALSE;
  length = strlen (id);
  if (length == 0 || length >= TM_SISTERS_KIND_ID_SIZE)
    return FALSE;
  for (const char *p = id; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && *p != '-' && *p != '_')
      return FALSE;
  return TRUE;
}

static gboolean
kind_name_is_valid (const char *name)
{
  glong n_chars;

  if (name == NULL || !g_utf8_validate (name, -1, NULL))
    return FALSE;
  n_chars = g_utf8_strlen (name, -1);
  if (n_chars < 1 || n_chars > TM_SISTERS_KIND_NAME_CHARS)
    return FALSE;
  for (const char *p = name; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_iscntrl (c) || c == 0x2028 || c == 0x2029)
        return FALSE;
    }
  /* Not only spaces. */
  for (const char *p = name; *p != '\0'; p = g_utf8_next_char (p))
    if (!g_unichar_isspace (g_utf8_get_char (p)))
      return TRUE;
  return FALSE;
}

gboolean
tm_sisters_card_table_add_kind (TmSistersCardTable *table,
                                const char         *id,
                                const char         *name,
                                TmSistersClass      klass,
                                GError            **error)
{
  TmSistersKind *kind;

  g_return_val_if_fail (table != NULL, FALSE);

  if (!tm_sisters_kind_id_is_valid (id))
    return tm_rules_error_refuse (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_KIND_DEFINITION,
                                  _("A kind’s id is 1 to %d letters, digits, “-” or “_”, such "
                                    "as STAR."), TM_SISTERS_KIND_ID_SIZE - 1);
  if (tm_sisters_card_table_find_kind (table, id) >= 0)
    return tm_rules_error_refuse (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_KIND_DEFINITION,
                                  _("There is already a kind with the id “%s”."), id);
  if (!kind_name_is_valid (name))
    return tm_rules_error_refuse (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_KIND_DEFINITION,
                                  _("The name of kind “%s” must be 1 to %d characters, without "
                                    "line breaks or other control characters."),
                                  id, TM_SISTERS_KIND_NAME_CHARS);
  if (klass == TM_SISTERS_CLASS_ROUND)
    return tm_rules_error_refuse (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_KIND_DEFINITION,
                                  _("Kind “%s” cannot be round: the deck totals in the manual "
                                    "give the round emblems to FOOD, PLANT and ANIMAL only, so "
                                    "every other kind is pointed or crown."), id);
  if (klass != TM_SISTERS_CLASS_POINTED && klass != TM_SISTERS_CLASS_CROWN)
    return tm_rules_error_refuse (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_KIND_DEFINITION,
                                  _("A kind is round, pointed or crown."));
  if (table->n_kinds >= TM_SISTERS_N_KINDS)
    return tm_rules_error_refuse (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_KIND_DEFINITION,
                                  _("Kind “%s” would be kind number %d, but the manual counts "
                                    "%d kinds of emblem in all."),
                                  id, TM_SISTERS_N_KINDS + 1, TM_SISTERS_N_KINDS);

  kind = &table->kinds[table->n_kinds++];
  memset (kind, 0, sizeof *kind);
  g_strlcpy (kind->id, id, sizeof kind->id);
  g_strlcpy (kind->name, name, sizeof kind->name);
  kind->klass = klass;
  return TRUE;
}

/* Class rules -------------------------------------------------------------- */

guint
tm_sisters_kind_max_count (const TmSistersCardTable *table,
                           guint                     kind)
{
  /* Every card with the kind shows at least one of it. */
  switch (kind)
    {
    case TM_SISTERS_KIND_FOOD:
      return TM_SISTERS_FOOD_EMBLEMS - (TM_SISTERS_FOOD_CARDS - 1);
    case TM_SISTERS_KIND_PLANT:
      return TM_SISTERS_PLANT_EMBLEMS - (TM_SISTERS_PLANT_CARDS - 1);
    case TM_SISTERS_KIND_ANIMAL:
      return TM_SISTERS_ANIMAL_EMBLEMS - (TM_SISTERS_ANIMAL_CARDS - 1);
    default:
      return 1;
    }
}

/* "Card 12" or "This card" for the messages below. */
static char *
card_label (int rank)
{
  if (rank >= 1 && rank <= TM_SISTERS_N_RANKS)
    return g_strdup_printf (_("Card %d"), rank);
  return g_strdup (_("This card"));
}

/* card_label(), made the first time a message needs it and kept in
 * *@label: checking a card that holds (every card of a replay) then
 * translates and formats nothing. */
static const char *
card_label_once (char **label,
                 int    rank)
{
  if (*label == NULL)
    *label = card_label (rank);
  return *label;
}

gboolean
tm_sisters_emblems_check (const TmSistersCardTable *table,
                          int                       rank,
                          const TmSistersEmblems   *emblems,
                          GError                  **error)
{
  g_autofree char *label = NULL;
  guint n_kinds = 0, n_round = 0, n_pointed = 0, n_crown = 0;
  int pointed = -1, crown = -1;

  g_return_val_if_fail (table != NULL && emblems != NULL, FALSE);

  for (guint k = 0; k < TM_SISTERS_N_KINDS; k++)
    {
      if (emblems->count[k] == 0)
        continue;
      if (k >= table->n_kinds)
        return tm_rules_error_refuse (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_UNKNOWN_KIND,
                                      _("%s shows a kind that has not been named."),
                                      card_label_once (&label, rank));
      n_kinds++;
      switch (table->kinds[k].klass)
        {
        case TM_SISTERS_CLASS_ROUND:
          n_round++;
          break;
        case TM_SISTERS_CLASS_POINTED:
          n_pointed++;
          pointed = (int) k;
          break;
        case TM_SISTERS_CLASS_CROWN:
        default:
          n_crown++;
          crown = (int) k;
          break;
        }
    }

  if (n_kinds == 0)
    return tm_rules_error_refuse (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_NO_EMBLEM,
                                  _("%s has no emblem, but every sister card shows at least "
                                    "one."), card_label_once (&label, rank));
  if (crown >= 0 && (n_kinds > 1 || emblems->count[crown] > 1))
    return tm_rules_error_refuse (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_CROWN_ALONE,
                                  _("%s has a crown emblem (%s) among others: a card with a "
                                    "crown emblem shows that one emblem and nothing else."),
                                  card_label_once (&label, rank), table->kinds[crown].name);
  if (pointed >= 0 && emblems->count[pointed] > 1)
    return tm_rules_error_refuse (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_POINTED_REPEATED,
                                  _("%s shows %s %u times: a pointed emblem is never repeated "
                                    "on a card."),
                                  card_label_once (&label, rank), table->kinds[pointed].name, (guint) emblems->count[pointed]);
  if (n_kinds > 1 && n_round == 0)
    return tm_rules_error_refuse (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_MULTI_KIND_ROUND,
                                  _("%s shows %u kinds and none of them is round: every card "
                                    "with several kinds has a round emblem."),
                                  card_label_once (&label, rank), n_kinds);
  if (n_pointed > 0 && n_kinds > 1 && (n_pointed != 1 || n_round != 1))
    return tm_rules_error_refuse (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_POINTED_PAIR,
                                  _("%s shows a pointed emblem with %u other kinds: a card "
                                    "with a pointed emblem and another kind has exactly one "
                                    "round kind and one pointed kind."),
                                  card_label_once (&label, rank), n_kinds - 1);
  for (guint k = 0; k < table->n_kinds; k++)
    if (table->kinds[k].klass == TM_SISTERS_CLASS_ROUND
        && emblems->count[k] > tm_sisters_kind_max_count (table, k))
      return tm_rules_error_refuse (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_EMBLEM_COUNT,
                                    _("%s shows %s %u times, but one card can show it at most "
                                      "%u times: the manual’s deck has no more emblems of that "
                                      "kind for its other cards."),
                                    card_label_once (&label, rank), table->kinds[k].name, (guint) emblems->count[k], tm_sisters_kind_max_count (table, k));
  return TRUE;
}

gboolean
tm_sisters_card_table_set (TmSistersCardTable     *table,
                           int                     rank,
                           const TmSistersEmblems *emblems,
                           GError                **error)
{
  g_return_val_if_fail (table != NULL && emblems != NULL, FALSE);

  if (rank < 1 || rank > TM_SISTERS_N_RANKS)
    return tm_rules_error_refuse (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_UNKNOWN_RANK,
                                  _("%d is not a rank: the sister cards are ranked 1 to 36."),
                                  rank);
  if (!tm_sisters_emblems_check (table, rank, emblems, error))
    return FALSE;
  table->cards[rank] = *emblems;
  table->known = tm_sisters_card_set_add (table->known, rank);
  return TRUE;
}

gboolean
tm_sisters_card_table_get (const TmSistersCardTable *table,
                           int                       rank,
                           TmSistersEmblems         *emblems)
{
  g_return_val_if_fail (table != NULL, FALSE);

  if (!tm_sisters_card_set_contains (table->known, rank))
    return FALSE;
  if (emblems != NULL)
    *emblems = table->cards[rank];
  return TRUE;
}

guint
tm_sisters_emblems_n_kinds (const TmSistersEmblems *emblems)
{
  guint n = 0;

  for (guint k = 0; k < TM_SISTERS_N_KINDS; k++)
    n += emblems->count[k] > 0;
  return n;
}

gboolean
tm_sisters_emblems_has_class (const TmSistersCardTable *table,
                              const TmSistersEmblems   *emblems,
                              TmSistersClass            klass)
{
  for (guint k = 0; k < table->n_kinds; k++)
    if (emblems->count[k] > 0 && table->kinds[k].klass == klass)
      return TRUE;
  return FALSE;
}

gboolean
tm_sisters_emblems_is_only (const TmSistersCardTable *table,
                            const TmSistersEmblems   *emblems,
                            TmSistersClass            klass)
{
  return tm_sisters_emblems_n_kinds (emblems) == 1
         && tm_sisters_emblems_has_class (table, emblems, klass);
}

gboolean
tm_sisters_emblems_equal (const TmSistersEmblems *a,
                          const TmSistersEmblems *b)
{
  return memcmp (a->count, b->count, sizeof a->count) == 0;
}

char *
tm_sisters_emblems_describe (const TmSistersCardTable *table,
                             const TmSistersEmblems   *emblems)
{
  GString *text = g_string_new (NULL);

  for (guint k = 0; k < table->n_kinds; k++)
    {
      g_autofree char *counted = NULL;

      if (emblems->count[k] == 0)
        continue;
      if (emblems->count[k] > 1)
        counted = g_strdup_printf ("%s %u", table->kinds[k].name, (guint) emblems->count[k]);
      tm_text_join_item (text, counted != NULL ? counted : table->kinds[k].name);
    }
  return g_string_free (text, FALSE);
}

static void
list_round_counts (const TmSistersCardTable *table,
                   TmSistersEmblems          base,
                   guint                     first,
                   gboolean                  any,
                   guint                     max_kinds,
                   GArray                   *result)
{
  /* Each round kind in turn: absent, or 1 … its maximum. */
  if (first > TM_SISTERS_KIND_ANIMAL)
    {
      if (any)
        g_array_append_val (result, base);
      return;
    }
  list_round_counts (table, base, first + 1, any, max_kinds, result);
  if (tm_sisters_emblems_n_kinds (&base) >= max_kinds)
    return;
  for (guint c = 1; c <= tm_sisters_kind_max_count (table, first); c++)
    {
      TmSistersEmblems next = base;

      next.count[first] = (guint8) c;
      list_round_counts (table, next, first + 1, TRUE, max_kinds, result);
    }
}

GArray *
tm_sisters_emblems_list_valid (const TmSistersCardTable *table)
{
  GArray *result = g_array_new (FALSE, TRUE, sizeof (TmSistersEmblems));
  TmSistersEmblems none = { { 0 } };

  g_return_val_if_fail (table != NULL, result);

  /* Round kinds only: one, two or all three of them. */
  list_round_counts (table, none, TM_SISTERS_KIND_FOOD, FALSE, 3, result);

  for (guint k = 0; k < table->n_kinds; k++)
    {
      TmSistersEmblems one = none;

      if (table->kinds[k].klass == TM_SISTERS_CLASS_ROUND)
        continue;
      one.count[k] = 1;
      g_array_append_val (result, one);
      /* A pointed emblem with exactly one round kind. */
      if (table->kinds[k].klass == TM_SISTERS_CLASS_POINTED)
        list_round_counts (table, one, TM_SISTERS_KIND_FOOD, FALSE, 2, result);
    }
  return result;
}

/* Deck totals --------------------------------------------------------------- */

void
tm_sisters_totals_issue_free (TmSistersTotalsIssue *issue)
{
  if (issue == NULL)
    return;
  g_free (issue->message);
  g_free (issue);
}

typedef enum {
  TOTAL_CARDS,     /* a number of cards */
  TOTAL_EMBLEMS,   /* a number of emblems of a kind, with its card total */
  TOTAL_KINDS,     /* the number of kinds */
} TotalType;

typedef struct
{
  guint food_cards, food_emblems;
  guint plant_cards, plant_emblems;
  guint animal_cards, animal_emblems;
  guint pointed_pair, two_kinds, pointed_only, one_kind, crown_only;
  guint round_cards, pointed_cards, crown_cards, three_kinds;
  guint kinds;
} Counts;

static void
count_cards (const TmSistersCardTable *table,
             Counts                   *counts)
{
  gboolean used[TM_SISTERS_N_KINDS] = { FALSE };

  memset (counts, 0, sizeof *counts);
  for (int rank = 1; rank <= TM_SISTERS_N_RANKS; rank++)
    {
      const TmSistersEmblems *e = &table->cards[rank];
      guint n_kinds;
      gboolean pointed, round, crown;

      if (!tm_sisters_card_set_contains (table->known, rank))
        continue;
      n_kinds = tm_sisters_emblems_n_kinds (e);
      round = tm_sisters_emblems_has_class (table, e, TM_SISTERS_CLASS_ROUND);
      pointed = tm_sisters_emblems_has_class (table, e, TM_SISTERS_CLASS_POINTED);
      crown = tm_sisters_emblems_has_class (table, e, TM_SISTERS_CLASS_CROWN);

      counts->food_cards += e->count[TM_SISTERS_KIND_FOOD] > 0;
      counts->food_emblems += e->count[TM_SISTERS_KIND_FOOD];
      counts->plant_cards += e->count[TM_SISTERS_KIND_PLANT] > 0;
      counts->plant_emblems += e->count[TM_SISTERS_KIND_PLANT];
      counts->animal_cards += e->count[TM_SISTERS_KIND_ANIMAL] > 0;
      counts->animal_emblems += e->count[TM_SISTERS_KIND_ANIMAL];
      counts->pointed_pair += pointed && n_kinds > 1;
      counts->two_kinds += n_kinds == 2;
      counts->pointed_only += pointed && n_kinds == 1;
      counts->one_kind += n_kinds == 1;
      counts->crown_only += crown && n_kinds == 1;
      counts->round_cards += round;
      counts->pointed_cards += pointed;
      counts->crown_cards += crown;
      counts->three_kinds += n_kinds >= 3;
      for (guint k = 0; k < TM_SISTERS_N_KINDS; k++)
        used[k] |= e->count[k] > 0;
    }
  for (guint k = 0; k < TM_SISTERS_N_KINDS; k++)
    counts->kinds += used[k];
}

static const char *
total_description (const char *id)
{
  static const struct
  {
    const char *id;
    const char *description;
  } descriptions[] = {
    { "food-cards", N_("Cards with FOOD") },
    { "food-emblems", N_("FOOD emblems") },
    { "plant-cards", N_("Cards with PLANT") },
    { "plant-emblems", N_("PLANT emblems") },
    { "animal-cards", N_("Cards with ANIMAL") },
    { "animal-emblems", N_("ANIMAL emblems") },
    { "pointed-pair-cards", N_("Cards with a pointed emblem and another kind") },
    { "two-kind-cards", N_("Cards with exactly 2 kinds") },
    { "pointed-only-cards", N_("Cards with only a pointed emblem") },
    { "one-kind-cards", N_("Cards with exactly 1 kind") },
    { "kinds", N_("Kinds of emblem") },
    { "crown-only-cards", N_("Cards with only a crown emblem") },
    { "round-cards", N_("Cards with a round emblem") },
    { "pointed-cards", N_("Cards with a pointed emblem") },
    { "crown-cards", N_("Cards with a crown emblem") },
    { "three-kind-cards", N_("Cards with 3 kinds") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (descriptions); i++)
    if (g_str_equal (descriptions[i].id, id))
      return _(descriptions[i].description);
  g_return_val_if_reached (id);
}

static void
add_issue (GPtrArray  *issues,
           const char *id,
           guint       expected,
           guint       found,
           char       *message)
{
  TmSistersTotalsIssue *issue = g_new0 (TmSistersTotalsIssue, 1);

  issue->id = id;
  issue->expected = expected;
  issue->found = found;
  issue->message = message;
  g_ptr_array_add (issues, issue);
}

/* One total: @found among the entered cards against @expected for the
 * deck; @left cards still to enter; for an emblem total, @cards and
 * @cards_expected are that kind's cards. */
static void
check_total (GPtrArray  *issues,
             const char *id,
             TotalType   type,
             guint       expected,
             guint       found,
             guint       left,
             guint       cards,
             guint       cards_expected)
{
  const char *what = total_description (id);

  if (left == 0)
    {
      if (found != expected)
        add_issue (issues, id, expected, found,
                   /* Translators: %s is what is counted ("Cards with FOOD") */
                   g_strdup_printf (_("%s: the manual counts %u in the whole "
                                      "deck, the cards entered %u."),
                                    what, expected, found));
      return;
    }

  if (found > expected)
    {
      add_issue (issues, id, expected, found,
                 g_strdup_printf (_("%s: the cards entered already count %u, "
                                    "more than the %u the manual counts in the "
                                    "whole deck."), what, found, expected));
      return;
    }

  switch (type)
    {
    case TOTAL_CARDS:
      if (found + left < expected)
        add_issue (issues, id, expected, found,
                   g_strdup_printf (_("%s: the cards entered count %u and only "
                                      "%u cards are left to enter, too few to "
                                      "reach the %u the manual counts."),
                                    what, found, left, expected));
      break;
    case TOTAL_EMBLEMS:
      /* Each card of the kind still to come shows at least one emblem. */
      if (cards < cards_expected && found + (cards_expected - cards) > expected)
        add_issue (issues, id, expected, found,
                   g_strdup_printf (_("%s: the cards entered count %u, and the "
                                      "%u cards of that kind still to enter "
                                      "need at least one each, more than the "
                                      "%u the manual counts."),
                                    what, found, cards_expected - cards, expected));
      else if (cards == cards_expected && found != expected)
        add_issue (issues, id, expected, found,
                   g_strdup_printf (_("%s: every card of that kind is entered "
                                      "and they count %u, but the manual "
                                      "counts %u."), what, found, expected));
      break;
    case TOTAL_KINDS:
    default:
      break;
    }
}

GPtrArray *
tm_sisters_card_table_check_totals (const TmSistersCardTable *table)
{
  GPtrArray *issues = g_ptr_array_new_with_free_func ((GDestroyNotify) tm_sisters_totals_issue_free);
  Counts c;
  guint left;

  g_return_val_if_fail (table != NULL, issues);

  count_cards (table, &c);
  left = TM_SISTERS_N_RANKS - tm_sisters_card_set_size (table->known & TM_SISTERS_ALL_RANKS);

  /* The published totals, in the manual's order. */
  check_total (issues, "food-cards", TOTAL_CARDS, TM_SISTERS_FOOD_CARDS, c.food_cards, left, 0, 0);
  check_total (issues, "food-emblems", TOTAL_EMBLEMS, TM_SISTERS_FOOD_EMBLEMS, c.food_emblems,
               left, c.food_cards, TM_SISTERS_FOOD_CARDS);
  check_total (issues, "plant-cards", TOTAL_CARDS, TM_SISTERS_PLANT_CARDS, c.plant_cards, left, 0, 0);
  check_total (issues, "plant-emblems", TOTAL_EMBLEMS, TM_SISTERS_PLANT_EMBLEMS, c.plant_emblems,
               left, c.plant_cards, TM_SISTERS_PLANT_CARDS);
  check_total (issues, "animal-cards", TOTAL_CARDS, TM_SISTERS_ANIMAL_CARDS, c.animal_cards, left, 0, 0);
  check_total (issues, "animal-emblems", TOTAL_EMBLEMS, TM_SISTERS_ANIMAL_EMBLEMS, c.animal_emblems,
               left, c.animal_cards, TM_SISTERS_ANIMAL_CARDS);
  check_total (issues, "pointed-pair-cards", TOTAL_CARDS, TM_SISTERS_POINTED_PAIR_CARDS,
               c.pointed_pair, left, 0, 0);
  check_total (issues, "two-kind-cards", TOTAL_CARDS, TM_SISTERS_TWO_KIND_CARDS, c.two_kinds, left, 0, 0);
  check_total (issues, "pointed-only-cards", TOTAL_CARDS, TM_SISTERS_POINTED_ONLY_CARDS,
               c.pointed_only, left, 0, 0);
  check_total (issues, "one-kind-cards", TOTAL_CARDS, TM_SISTERS_ONE_KIND_CARDS, c.one_kind, left, 0, 0);
  check_total (issues, "kinds", TOTAL_KINDS, TM_SISTERS_N_KINDS, c.kinds, left, 0, 0);
  check_total (issues, "crown-only-cards", TOTAL_CARDS, TM_SISTERS_CROWN_ONLY_CARDS,
               c.crown_only, left, 0, 0);
  /* The class descriptions ("36枚中27枚" …) and what the totals imply. */
  check_total (issues, "round-cards", TOTAL_CARDS, TM_SISTERS_ROUND_CARDS, c.round_cards, left, 0, 0);
  check_total (issues, "pointed-cards", TOTAL_CARDS, TM_SISTERS_POINTED_CARDS, c.pointed_cards, left, 0, 0);
  check_total (issues, "crown-cards", TOTAL_CARDS, TM_SISTERS_CROWN_CARDS, c.crown_cards, left, 0, 0);
  check_total (issues, "three-kind-cards", TOTAL_CARDS, TM_SISTERS_THREE_KIND_CARDS,
               c.three_kinds, left, 0, 0);
  return issues;
}

/* JSON ---------------------------------------------------------------------- */

gboolean
tm_sisters_emblems_from_json (const TmSistersCardTable *table,
                              JsonNode                 *node,
                              int                       rank,
                              TmSistersEmblems         *emblems,
                              GError                  **error)
{
  g_autofree char *label = NULL;
  JsonObject *object = tm_json_node_get_object (node);
  JsonObjectIter iter;
  const char *id;
  JsonNode *count_node;
  TmSistersEmblems result = { { 0 } };
  gboolean wrong = FALSE;

  g_return_val_if_fail (table != NULL && emblems != NULL, FALSE);

  if (object == NULL)
    return tm_rules_error_refuse (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                                  _("The emblems of %s must be an object of kinds and counts, "
                                    "such as {\"FOOD\": 2, \"POLE\": 1}."),
                                  card_label_once (&label, rank));

  /* The counts, in any order: the hash table's order gives each node
   * without hashing its kind again, for every card of a replay. */
  json_object_iter_init (&iter, object);
  while (json_object_iter_next (&iter, &id, &count_node))
    {
      int kind = tm_sisters_card_table_find_kind (table, id);
      int count;

      if (kind < 0 || !tm_json_node_get_int (count_node, 1, TM_SISTERS_MAX_COUNT, &count))
        {
          wrong = TRUE;
          break;
        }
      result.count[kind] = (guint8) count;
    }
  /* A kind or count that is wrong: the first one in the record's order
   * is the one named, as json_object_get_members() gives them. */
  if (wrong)
    json_object_iter_init_ordered (&iter, object);
  while (wrong && json_object_iter_next_ordered (&iter, &id, &count_node))
    {
      int kind = tm_sisters_card_table_find_kind (table, id);
      int count;

      if (kind < 0)
        {
          if (tm_sisters_kind_id_is_valid (id))
            g_set_error (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_UNKNOWN_KIND,
                         _("%s shows “%s”, which is not a kind named so far: "
                           "name it first (with its class) under “kinds”."),
                         card_label_once (&label, rank), id);
          else
            g_set_error (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_UNKNOWN_KIND,
                         _("%s shows a kind whose id is not valid: an id is 1 to "
                           "%d letters, digits, “-” or “_”, such as FOOD."),
                         card_label_once (&label, rank), TM_SISTERS_KIND_ID_SIZE - 1);
          return FALSE;
        }
      if (!tm_json_node_get_int (count_node, 1,
                                 TM_SISTERS_MAX_COUNT, &count))
        return tm_rules_error_refuse (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                                      _("%s: the count of %s must be a whole number from 1 to %d."),
                                      card_label_once (&label, rank), table->kinds[kind].name,
                                      TM_SISTERS_MAX_COUNT);
      result.count[kind] = (guint8) count;
    }

  if (!tm_sisters_emblems_check (table, rank, &result, error))
    return FALSE;
  *emblems = result;
  return TRUE;
}

JsonNode *
tm_sisters_emblems_to_json (const TmSistersCardTable *table,
                            const TmSistersEmblems   *emblems)
{
  JsonObject *object = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  for (guint k = 0; k < table->n_kinds; k++)
    if (emblems->count[k] > 0)
      json_object_set_int_member (object, table->kinds[k].id, emblems->count[k]);
  json_node_take_object (node, object);
  return node;
}

gboolean
tm_sisters_kinds_from_json (TmSistersCardTable *table,
                            JsonNode           *node,
                            GError            **error)
{
  JsonArray *array = tm_json_node_get_array (node);
  TmSistersCardTable result;

  g_return_val_if_fail (table != NULL, FALSE);

  if (array == NULL)
    return tm_plain_move_invalid (error, _("“kinds” must be a list of kinds, such as "
                                           "[{\"id\": \"STAR\", \"name\": \"Star\", "
                                           "\"class\": \"pointed\"}]."));

  result = *table;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *object = tm_json_node_get_object (json_array_get_element (array, i));
      const char *id, *name, *class_name;
      TmSistersClass klass;
      int known;

      if (object == NULL)
        return tm_plain_move_invalid (error, _("Each kind in “kinds” must be an object with "
                                               "“id”, “name” and “class”."));
      id = tm_json_node_get_string (tm_json_object_get_member (object, "id"));
      class_name = tm_json_node_get_string (tm_json_object_get_member (object, "class"));
      name = tm_json_node_get_string (tm_json_object_get_member (object, "name"));
      if (id == NULL || !tm_sisters_class_from_string (class_name, &klass))
        return tm_plain_move_invalid (error, _("Each kind in “kinds” needs an “id” and a "
                                               "“class”: \"round\", \"pointed\" or \"crown\"."));

      known = tm_sisters_card_table_find_kind (&result, id);
      if (known >= 0)
        {
          if (result.kinds[known].klass != klass)
            return tm_rules_error_refuse (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_KIND_DEFINITION,
                                          _("Kind “%s” is %s, not %s."),
                                          id, tm_sisters_class_get_name (result.kinds[known].klass), tm_sisters_class_get_name (klass));
          continue;
        }
      if (name == NULL)
        name = id;
      if (!tm_sisters_card_table_add_kind (&result, id, name, klass, error))
        return FALSE;
    }
  *table = result;
  return TRUE;
}

JsonArray *
tm_sisters_kinds_to_json (const TmSistersCardTable *table,
                          gboolean                  custom_only)
{
  JsonArray *array = json_array_new ();

  for (guint k = custom_only ? TM_SISTERS_N_NAMED_KINDS : 0; k < table->n_kinds; k++)
    {
      JsonObject *kind = json_object_new ();

      json_object_set_string_member (kind, "id", table->kinds[k].id);
      json_object_set_string_member (kind, "name", table->kinds[k].name);
      json_object_set_string_member (kind, "class", tm_sisters_class_to_string (table->kinds[k].klass));
      json_array_add_object_element (array, kind);
    }
  return array;
}

gboolean
tm_sisters_cards_from_json (TmSistersCardTable *table,
                            JsonNode           *node,
                            TmSistersCardSet   *entered,
                            GError            **error)
{
  JsonObject *object = tm_json_node_get_object (node);
  g_autoptr(GList) members = NULL;
  TmSistersCardTable result;
  TmSistersCardSet ranks = 0;

  g_return_val_if_fail (table != NULL, FALSE);

  if (object == NULL)
    return tm_plain_move_invalid (error, _("“cards” must map ranks to emblems, such as "
                                           "{\"27\": {\"PLANT\": 2}, \"11\": {\"POLE\": 1}}."));

  result = *table;
  members = json_object_get_members (object);
  for (GList *l = members; l != NULL; l = l->next)
    {
      TmSistersEmblems emblems;
      int rank;

      if (!tm_sisters_rank_from_string (l->data, &rank))
        return tm_plain_move_invalid (error, _("The keys of “cards” are ranks, \"1\" to \"36\"."));
      if (tm_sisters_card_set_contains (result.known, rank))
        return tm_rules_error_refuse (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_EMBLEMS_KNOWN,
                                      _("The emblems of card %d have already been entered."), rank);
      if (!tm_sisters_emblems_from_json (&result, json_object_get_member (object, l->data),
                                         rank, &emblems, error))
        return FALSE;
      result.cards[rank] = emblems;
      result.known = tm_sisters_card_set_add (result.known, rank);
      ranks = tm_sisters_card_set_add (ranks, rank);
    }

  *table = result;
  if (entered != NULL)
    *entered = ranks;
  return TRUE;
}

JsonObject *
tm_sisters_cards_to_json (const TmSistersCardTable *table,
                          TmSistersCardSet          ranks)
{
  JsonObject *object = json_object_new ();

  for (int rank = 1; rank <= TM_SISTERS_N_RANKS; rank++)
    if (tm_sisters_card_set_contains (ranks & table->known, rank))
      {
        char key[4];

        g_snprintf (key, sizeof key, "%d", rank);
        json_object_set_member (object, key, tm_sisters_emblems_to_json (table, &table->cards[rank]));
      }
  return object;
}
