/* tm-sisters-scoring.h — the scoring of Planetary Sisters
 *
 * Pure functions shared by the rules (TmSistersGame) and by
 * `tablemate-cli score`.  Six categories (得点カテゴリ), each with a
 * production (満足度の生産量, always counted in the player's house), a
 * number of harvesters (満足度の収穫者数: in the house for the house score,
 * in the field — with two players the field and the player's own keeper
 * cards — for the field score) and a multiplier:
 *
 *   category         production                 harvesters                     ×
 *   FOOD lovers      FOOD emblems               cards with FOOD                1
 *   PLANT lovers     PLANT emblems              cards with PLANT               2
 *   ANIMAL lovers    ANIMAL emblems             cards with ANIMAL              4
 *   multi-passion    cards with exactly 2 kinds those of them with a pointed   2
 *   single-passion   cards with exactly 1 kind  pointed-only cards             5
 *   collector        kinds in the house         crown-only cards               4
 *
 * House: lovers production × (harvesters − 1), the others (production − 1)
 * × harvesters, times the multiplier; a factor that would be negative
 * makes the category 0 (Ruling).  Field: production × harvesters ×
 * multiplier.
 */
#pragma once

#include "tm-sisters-card.h"

G_BEGIN_DECLS

typedef enum {
  TM_SISTERS_CATEGORY_FOOD_LOVERS,      /* 食物愛者 */
  TM_SISTERS_CATEGORY_PLANT_LOVERS,     /* 植物愛者 */
  TM_SISTERS_CATEGORY_ANIMAL_LOVERS,    /* 動物愛者 */
  TM_SISTERS_CATEGORY_MULTI_PASSION,    /* 複情念戦士 */
  TM_SISTERS_CATEGORY_SINGLE_PASSION,   /* 単情念戦士 */
  TM_SISTERS_CATEGORY_COLLECTOR,        /* 蒐集家 */
} TmSistersCategory;

#define TM_SISTERS_N_CATEGORIES 6

typedef struct
{
  guint multiplier;
  guint production;          /* in the house */
  guint house_harvesters;    /* in the house */
  guint house_points;
  guint field_harvesters;    /* in the field (and own keepers, 2 players) */
  guint field_points;
} TmSistersCategoryScore;

typedef struct
{
  TmSistersCategoryScore categories[TM_SISTERS_N_CATEGORIES];
  guint house;
  guint field;
  guint total;
} TmSistersScore;

/* "food-lovers", "plant-lovers", "animal-lovers", "multi-passion",
 * "single-passion", "collector". */
const char *tm_sisters_category_get_id         (TmSistersCategory category);
/* Translated name ("FOOD lovers" …). */
const char *tm_sisters_category_get_name       (TmSistersCategory category);
guint       tm_sisters_category_get_multiplier (TmSistersCategory category);
/* Whether the house score subtracts 1 from the harvesters (the lovers,
 * 式1) rather than from the production (式2). */
gboolean    tm_sisters_category_is_lovers      (TmSistersCategory category);

/* Scores @house harvested by @harvest.  Every card of both must have its
 * emblems in @table. */
void        tm_sisters_score_player  (const TmSistersCardTable *table,
                                      TmSistersCardSet          house,
                                      TmSistersCardSet          harvest,
                                      TmSistersScore           *score);

/* The cards of @cards that count in @category: with @harvesters, those
 * that receive (the harvesters, in a house or a field); otherwise those
 * that make the production in a house (a lovers' kind's emblems, the
 * cards of two kinds, of one kind, every card for the collector's
 * kinds).  Cards without emblems in @table are left out.  For showing
 * which cards a score comes from. */
TmSistersCardSet tm_sisters_category_get_cards (const TmSistersCardTable *table,
                                                TmSistersCategory         category,
                                                TmSistersCardSet          cards,
                                                gboolean                  harvesters);

/* The players (0-based, a GArray of int) with the highest total: equal
 * top totals share the win (Ruling). */
GArray     *tm_sisters_scores_get_winners (const TmSistersScore *scores,
                                           guint                 n_players);

/* {"house": …, "field": …, "total": …, "categories": [{"id": …,
 * "multiplier", "production", "house_harvesters", "house_points",
 * "field_harvesters", "field_points"}, …]} */
JsonObject *tm_sisters_score_to_json (const TmSistersScore *score);

G_END_DECLS
