/* tm-sisters-scoring.c — the scoring of Planetary Sisters */
#include "config.h"

#include "tm-sisters-scoring.h"

#include <glib/gi18n.h>
#include <string.h>

static const struct
{
  const char *id;
  const char *name;
  guint multiplier;
} categories[TM_SISTERS_N_CATEGORIES] = {
  /* Translators: 食物愛者, a scoring category */
  { "food-lovers", N_("FOOD lovers"), 1 },
  /* Translators: 植物愛者, a scoring category */
  { "plant-lovers", N_("PLANT lovers"), 2 },
  /* Translators: 動物愛者, a scoring category */
  { "animal-lovers", N_("ANIMAL lovers"), 4 },
  /* Translators: 複情念戦士, a scoring category */
  { "multi-passion", N_("Multi-passion warriors"), 2 },
  /* Translators: 単情念戦士, a scoring category */
  { "single-passion", N_("Single-passion warriors"), 5 },
  /* Translators: 蒐集家, a scoring category */
  { "collector", N_("Collectors"), 4 },
};

const char *
tm_sisters_category_get_id (TmSistersCategory category)
{
  g_return_val_if_fail (category < TM_SISTERS_N_CATEGORIES, NULL);
  return categories[category].id;
}

const char *
tm_sisters_category_get_name (TmSistersCategory category)
{
  g_return_val_if_fail (category < TM_SISTERS_N_CATEGORIES, NULL);
  return _(categories[category].name);
}

guint
tm_sisters_category_get_multiplier (TmSistersCategory category)
{
  g_return_val_if_fail (category < TM_SISTERS_N_CATEGORIES, 0);
  return categories[category].multiplier;
}

gboolean
tm_sisters_category_is_lovers (TmSistersCategory category)
{
  return category <= TM_SISTERS_CATEGORY_ANIMAL_LOVERS;
}

/* The lovers' round kind. */
static guint
lovers_kind (TmSistersCategory category)
{
  switch (category)
    {
    case TM_SISTERS_CATEGORY_FOOD_LOVERS:
      return TM_SISTERS_KIND_FOOD;
    case TM_SISTERS_CATEGORY_PLANT_LOVERS:
      return TM_SISTERS_KIND_PLANT;
    case TM_SISTERS_CATEGORY_ANIMAL_LOVERS:
    default:
      return TM_SISTERS_KIND_ANIMAL;
    }
}

/* Production: what @cards (the house) make in @category. */
static guint
production (const TmSistersCardTable *table,
            TmSistersCardSet          cards,
            TmSistersCategory         category)
{
  gboolean kinds[TM_SISTERS_N_KINDS] = { FALSE };
  guint n = 0;

  for (int rank = 1; rank <= TM_SISTERS_N_RANKS; rank++)
    {
      const TmSistersEmblems *e = &table->cards[rank];

      if (!tm_sisters_card_set_contains (cards, rank))
        continue;
      switch (category)
        {
        case TM_SISTERS_CATEGORY_FOOD_LOVERS:
        case TM_SISTERS_CATEGORY_PLANT_LOVERS:
        case TM_SISTERS_CATEGORY_ANIMAL_LOVERS:
          n += e->count[lovers_kind (category)];          /* 要素の個数 */
          break;
        case TM_SISTERS_CATEGORY_MULTI_PASSION:
          n += tm_sisters_emblems_n_kinds (e) == 2;       /* 要素を2種類持つ札 */
          break;
        case TM_SISTERS_CATEGORY_SINGLE_PASSION:
          n += tm_sisters_emblems_n_kinds (e) == 1;       /* 1種類の要素のみを持つ札 */
          break;
        case TM_SISTERS_CATEGORY_COLLECTOR:
        default:
          for (guint k = 0; k < TM_SISTERS_N_KINDS; k++)  /* 要素の種類の分量 */
            kinds[k] |= e->count[k] > 0;
          break;
        }
    }
  if (category == TM_SISTERS_CATEGORY_COLLECTOR)
    for (guint k = 0; k < TM_SISTERS_N_KINDS; k++)
      n += kinds[k];
  return n;
}

/* Whether the card @e receives in @category (a harvester). */
static gboolean
harvests (const TmSistersCardTable *table,
          const TmSistersEmblems   *e,
          TmSistersCategory         category)
{
  switch (category)
    {
    case TM_SISTERS_CATEGORY_FOOD_LOVERS:
    case TM_SISTERS_CATEGORY_PLANT_LOVERS:
    case TM_SISTERS_CATEGORY_ANIMAL_LOVERS:
      return e->count[lovers_kind (category)] > 0;        /* その要素を持つ札 */
    case TM_SISTERS_CATEGORY_MULTI_PASSION:
      /* 要素を2種類持ち、なおかつ尖端要素を持つ札 */
      return tm_sisters_emblems_n_kinds (e) == 2
             && tm_sisters_emblems_has_class (table, e, TM_SISTERS_CLASS_POINTED);
    case TM_SISTERS_CATEGORY_SINGLE_PASSION:
      return tm_sisters_emblems_is_only (table, e, TM_SISTERS_CLASS_POINTED);
    case TM_SISTERS_CATEGORY_COLLECTOR:
    default:
      return tm_sisters_emblems_is_only (table, e, TM_SISTERS_CLASS_CROWN);
    }
}

/* Whether the card @e adds to the production of @category in a house. */
static gboolean
produces (const TmSistersEmblems *e,
          TmSistersCategory       category)
{
  switch (category)
    {
    case TM_SISTERS_CATEGORY_FOOD_LOVERS:
    case TM_SISTERS_CATEGORY_PLANT_LOVERS:
    case TM_SISTERS_CATEGORY_ANIMAL_LOVERS:
      return e->count[lovers_kind (category)] > 0;
    case TM_SISTERS_CATEGORY_MULTI_PASSION:
      return tm_sisters_emblems_n_kinds (e) == 2;
    case TM_SISTERS_CATEGORY_SINGLE_PASSION:
      return tm_sisters_emblems_n_kinds (e) == 1;
    case TM_SISTERS_CATEGORY_COLLECTOR:
    default:
      return tm_sisters_emblems_n_kinds (e) > 0;         /* every kind it shows */
    }
}

/* Harvesters: the cards of @cards that receive in @category. */
static guint
harvesters (const TmSistersCardTable *table,
            TmSistersCardSet          cards,
            TmSistersCategory         category)
{
  return tm_sisters_card_set_size (tm_sisters_category_get_cards (table, category, cards, TRUE));
}

TmSistersCardSet
tm_sisters_category_get_cards (const TmSistersCardTable *table,
                               TmSistersCategory         category,
                               TmSistersCardSet          cards,
                               gboolean                  harvesters)
{
  TmSistersCardSet found = 0;

  g_return_val_if_fail (table != NULL, 0);

  for (int rank = 1; rank <= TM_SISTERS_N_RANKS; rank++)
    {
      const TmSistersEmblems *e = &table->cards[rank];

      if (!tm_sisters_card_set_contains (cards & table->known, rank))
        continue;
      if (harvesters ? harvests (table, e, category) : produces (e, category))
        found = tm_sisters_card_set_add (found, rank);
    }
  return found;
}

void
tm_sisters_score_player (const TmSistersCardTable *table,
                         TmSistersCardSet          house,
                         TmSistersCardSet          harvest,
                         TmSistersScore           *score)
{
  g_return_if_fail (table != NULL && score != NULL);
  g_return_if_fail (((house | harvest) & ~table->known) == 0);

  memset (score, 0, sizeof *score);
  for (TmSistersCategory c = 0; c < TM_SISTERS_N_CATEGORIES; c++)
    {
      TmSistersCategoryScore *s = &score->categories[c];
      guint a, b;

      s->multiplier = categories[c].multiplier;
      s->production = production (table, house, c);
      s->house_harvesters = harvesters (table, house, c);
      s->field_harvesters = harvesters (table, harvest, c);

      /* 式1: 生産量 × (収穫者数 − 1); 式2: (生産量 − 1) × 収穫者数.  A factor
       * below zero counts as zero (Ruling; the other factor is 0 then). */
      if (tm_sisters_category_is_lovers (c))
        {
          a = s->production;
          b = s->house_harvesters > 0 ? s->house_harvesters - 1 : 0;
        }
      else
        {
          a = s->production > 0 ? s->production - 1 : 0;
          b = s->house_harvesters;
        }
      s->house_points = a * b * s->multiplier;
      /* 場札: 生産量 × 収穫者数, no −1. */
      s->field_points = s->production * s->field_harvesters * s->multiplier;

      score->house += s->house_points;
      score->field += s->field_points;
    }
  score->total = score->house + score->field;
}

GArray *
tm_sisters_scores_get_winners (const TmSistersScore *scores,
                               guint                 n_players)
{
  GArray *winners = g_array_new (FALSE, FALSE, sizeof (int));
  guint best = 0;

  g_return_val_if_fail (scores != NULL, winners);

  for (guint p = 0; p < n_players; p++)
    best = MAX (best, scores[p].total);
  for (guint p = 0; p < n_players; p++)
    if (scores[p].total == best)
      {
        int index = (int) p;

        g_array_append_val (winners, index);
      }
  return winners;
}

JsonObject *
tm_sisters_score_to_json (const TmSistersScore *score)
{
  JsonObject *object = json_object_new ();
  JsonArray *list = json_array_new ();

  g_return_val_if_fail (score != NULL, object);

  for (TmSistersCategory c = 0; c < TM_SISTERS_N_CATEGORIES; c++)
    {
      const TmSistersCategoryScore *s = &score->categories[c];
      JsonObject *category = json_object_new ();

      json_object_set_string_member (category, "id", categories[c].id);
      json_object_set_int_member (category, "multiplier", s->multiplier);
      json_object_set_int_member (category, "production", s->production);
      json_object_set_int_member (category, "house_harvesters", s->house_harvesters);
      json_object_set_int_member (category, "house_points", s->house_points);
      json_object_set_int_member (category, "field_harvesters", s->field_harvesters);
      json_object_set_int_member (category, "field_points", s->field_points);
      json_array_add_object_element (list, category);
    }
  json_object_set_array_member (object, "categories", list);
  json_object_set_int_member (object, "house", score->house);
  json_object_set_int_member (object, "field", score->field);
  json_object_set_int_member (object, "total", score->total);
  return object;
}
