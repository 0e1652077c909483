/* test-sisters-catalogue.c — the deck catalogue of Planetary Sisters
 *
 * Kinds and cards as players enter them, the class rules refusing
 * impossible cards (and changing nothing), the deck-total report, the
 * file (atomic save, load, refusals) and import/export with its merge
 * rules.  Files go to a temporary folder.
 */
#include "config.h"

#include "sisters-test-util.h"
#include "core/tm-registry.h"
#include "games/planetary-sisters/rules/tm-sisters-catalogue.h"
#include "core-test-programs.h"

#include <glib/gstdio.h>

typedef struct
{
  char *folder;
  TmSistersCatalogue *catalogue;
  guint changed;
} Fixture;

static void
on_changed (TmSistersCatalogue *catalogue,
            Fixture            *fixture)
{
  fixture->changed++;
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->folder = g_dir_make_tmp ("tablemate-sisters-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->catalogue = tm_sisters_catalogue_new ();
  fixture->changed = 0;
  g_signal_connect (fixture->catalogue, "changed", G_CALLBACK (on_changed), fixture);
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir == NULL)
    {
      g_remove (path);
      return;
    }
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      remove_tree (child);
    }
  g_rmdir (path);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_clear_object (&fixture->catalogue);
  remove_tree (fixture->folder);
  g_free (fixture->folder);
}

static char *
path_in (Fixture    *fixture,
         const char *name)
{
  return g_build_filename (fixture->folder, name, NULL);
}

static void
set_json (TmSistersCatalogue *catalogue,
          int                 rank,
          const char         *emblems)
{
  g_autoptr(JsonNode) node = parse_json (emblems);
  g_autoptr(GError) error = NULL;

  if (!tm_sisters_catalogue_set_card_json (catalogue, rank, node, &error))
    g_error ("card %d %s refused: %s", rank, emblems, error->message);
}

static void
fill (TmSistersCatalogue *catalogue,
      int                 first,
      int                 last)
{
  static const char * const kinds[][3] = {
    { "TP3", "Test pointed 3", "pointed" }, { "TP4", "Test pointed 4", "pointed" },
    { "TP5", "Test pointed 5", "pointed" }, { "TC3", "Test crown 3", "crown" },
    { "TC4", "Test crown 4", "crown" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (tm_sisters_card_table_find_kind (tm_sisters_catalogue_get_table (catalogue), kinds[i][0]) < 0)
      {
        TmSistersClass klass;

        g_assert_true (tm_sisters_class_from_string (kinds[i][2], &klass));
        g_assert_true (tm_sisters_catalogue_add_kind (catalogue, kinds[i][0], kinds[i][1], klass, NULL));
      }
  for (int rank = first; rank <= last; rank++)
    set_json (catalogue, rank, test_deck[rank]);
}

static void
write_file (const char *path,
            const char *text)
{
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
}

/* A new catalogue: the seven named kinds and nothing else. */
static void
test_empty (Fixture       *fixture,
            gconstpointer  data)
{
  const TmSistersCardTable *table = tm_sisters_catalogue_get_table (fixture->catalogue);
  g_autoptr(GPtrArray) issues = tm_sisters_catalogue_check_totals (fixture->catalogue);
  static const char * const named[] = { "FOOD", "PLANT", "ANIMAL", "POLE", "SWORD", "PAGE", "KING" };

  g_assert_cmpuint (table->n_kinds, ==, 7);
  for (guint i = 0; i < G_N_ELEMENTS (named); i++)
    g_assert_cmpstr (table->kinds[i].id, ==, named[i]);
  g_assert_cmpuint (tm_sisters_catalogue_get_n_cards (fixture->catalogue), ==, 0);
  for (int rank = 1; rank <= TM_SISTERS_N_RANKS; rank++)
    g_assert_false (tm_sisters_catalogue_get_card (fixture->catalogue, rank, NULL));
  g_assert_cmpuint (issues->len, ==, 0);
}

/* Impossible cards are refused with the rule, and nothing changes. */
static void
test_class_rules (Fixture       *fixture,
                  gconstpointer  data)
{
  static const struct
  {
    const char *emblems;
    int code;
  } bad[] = {
    { "{}", TM_SISTERS_RULE_NO_EMBLEM },
    { "{\"PAGE\": 1, \"FOOD\": 2}", TM_SISTERS_RULE_CROWN_ALONE },
    { "{\"KING\": 2}", TM_SISTERS_RULE_CROWN_ALONE },
    { "{\"SWORD\": 2}", TM_SISTERS_RULE_POINTED_REPEATED },
    { "{\"SWORD\": 1, \"POLE\": 1}", TM_SISTERS_RULE_MULTI_KIND_ROUND },
    { "{\"SWORD\": 1, \"FOOD\": 1, \"ANIMAL\": 1}", TM_SISTERS_RULE_POINTED_PAIR },
    { "{\"ANIMAL\": 3}", TM_SISTERS_RULE_EMBLEM_COUNT },
    { "{\"MOON\": 1}", TM_SISTERS_RULE_UNKNOWN_KIND },
  };
  TmSistersEmblems e = { { 0 } };
  g_autoptr(GError) error = NULL;

  set_json (fixture->catalogue, 22, "{\"FOOD\": 1, \"POLE\": 1}");
  g_assert_cmpuint (fixture->changed, ==, 1);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(JsonNode) node = parse_json (bad[i].emblems);
      TmSistersCardTable before = *tm_sisters_catalogue_get_table (fixture->catalogue);

      g_assert_false (tm_sisters_catalogue_set_card_json (fixture->catalogue, 22, node, &error));
      g_assert_error (error, TM_SISTERS_RULES_ERROR, bad[i].code);
      g_assert_nonnull (strstr (error->message, "Card 22"));
      g_assert_cmpmem (tm_sisters_catalogue_get_table (fixture->catalogue), sizeof before,
                       &before, sizeof before);
      g_clear_error (&error);
    }
  g_assert_cmpuint (fixture->changed, ==, 1);

  g_assert_false (tm_sisters_catalogue_set_card (fixture->catalogue, 37, &e, &error));
  g_assert_error (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_UNKNOWN_RANK);
  g_clear_error (&error);

  /* Replacing and clearing a card. */
  set_json (fixture->catalogue, 22, "{\"FOOD\": 2, \"SWORD\": 1}");
  g_assert_true (tm_sisters_catalogue_get_card (fixture->catalogue, 22, &e));
  g_assert_cmpuint (e.count[TM_SISTERS_KIND_FOOD], ==, 2);
  g_assert_cmpuint (e.count[TM_SISTERS_KIND_SWORD], ==, 1);
  g_assert_cmpuint (e.count[TM_SISTERS_KIND_POLE], ==, 0);
  tm_sisters_catalogue_clear_card (fixture->catalogue, 22);
  g_assert_false (tm_sisters_catalogue_get_card (fixture->catalogue, 22, NULL));
  g_assert_cmpuint (fixture->changed, ==, 3);
  tm_sisters_catalogue_clear_card (fixture->catalogue, 22);
  g_assert_cmpuint (fixture->changed, ==, 3);
}

static void
test_kinds (Fixture       *fixture,
            gconstpointer  data)
{
  TmSistersCatalogue *catalogue = fixture->catalogue;
  const TmSistersCardTable *table = tm_sisters_catalogue_get_table (catalogue);
  g_autoptr(GError) error = NULL;
  TmSistersEmblems e;

  g_assert_true (tm_sisters_catalogue_add_kind (catalogue, "STAR", "Star", TM_SISTERS_CLASS_POINTED, &error));
  g_assert_true (tm_sisters_catalogue_add_kind (catalogue, "MOON", "月", TM_SISTERS_CLASS_CROWN, &error));
  g_assert_no_error (error);
  g_assert_false (tm_sisters_catalogue_add_kind (catalogue, "SUN", "Sun", TM_SISTERS_CLASS_ROUND, &error));
  g_assert_error (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_KIND_DEFINITION);
  g_clear_error (&error);

  set_json (catalogue, 5, "{\"FOOD\": 1, \"STAR\": 1}");
  set_json (catalogue, 6, "{\"MOON\": 1}");

  /* Named kinds keep their names; a kind in use stays. */
  g_assert_false (tm_sisters_catalogue_rename_kind (catalogue, "FOOD", "Food", &error));
  g_assert_error (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_KIND_DEFINITION);
  g_clear_error (&error);
  g_assert_false (tm_sisters_catalogue_remove_kind (catalogue, "STAR", &error));
  g_assert_error (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_KIND_DEFINITION);
  g_assert_nonnull (strstr (error->message, "Card 5"));
  g_clear_error (&error);
  g_assert_false (tm_sisters_catalogue_remove_kind (catalogue, "NONE", &error));
  g_assert_error (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_UNKNOWN_KIND);
  g_clear_error (&error);

  g_assert_false (tm_sisters_catalogue_rename_kind (catalogue, "STAR", "", &error));
  g_assert_error (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_KIND_DEFINITION);
  g_clear_error (&error);
  g_assert_true (tm_sisters_catalogue_rename_kind (catalogue, "STAR", "Star ★", &error));
  g_assert_cmpstr (table->kinds[7].name, ==, "Star ★");
  g_assert_cmpstr (table->kinds[7].id, ==, "STAR");

  /* Removing STAR moves MOON down, in the kinds and in card 6. */
  tm_sisters_catalogue_clear_card (catalogue, 5);
  g_assert_true (tm_sisters_catalogue_remove_kind (catalogue, "STAR", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (table->n_kinds, ==, 8);
  g_assert_cmpstr (table->kinds[7].id, ==, "MOON");
  g_assert_true (tm_sisters_catalogue_get_card (catalogue, 6, &e));
  g_assert_cmpuint (e.count[7], ==, 1);
  g_assert_cmpuint (e.count[8], ==, 0);
}

/* The report names each total that is off. */
static void
test_totals (Fixture       *fixture,
             gconstpointer  data)
{
  g_autoptr(GPtrArray) partial = NULL;
  g_autoptr(GPtrArray) complete = NULL;
  g_autoptr(GPtrArray) wrong = NULL;
  TmSistersTotalsIssue *issue;

  fill (fixture->catalogue, 1, 20);
  partial = tm_sisters_catalogue_check_totals (fixture->catalogue);
  g_assert_cmpuint (partial->len, ==, 0);
  fill (fixture->catalogue, 21, 36);
  complete = tm_sisters_catalogue_check_totals (fixture->catalogue);
  g_assert_cmpuint (complete->len, ==, 0);

  /* A crown-only card read as pointed-only. */
  set_json (fixture->catalogue, 35, "{\"POLE\": 1}");
  wrong = tm_sisters_catalogue_check_totals (fixture->catalogue);
  g_assert_cmpuint (wrong->len, ==, 4);
  issue = g_ptr_array_index (wrong, 0);
  g_assert_cmpstr (issue->id, ==, "pointed-only-cards");
  g_assert_cmpuint (issue->expected, ==, 4);
  g_assert_cmpuint (issue->found, ==, 5);
  g_assert_nonnull (strstr (issue->message, "only a pointed emblem"));
  g_assert_cmpstr (((TmSistersTotalsIssue *) g_ptr_array_index (wrong, 1))->id, ==, "crown-only-cards");
  g_assert_cmpstr (((TmSistersTotalsIssue *) g_ptr_array_index (wrong, 2))->id, ==, "pointed-cards");
  g_assert_cmpstr (((TmSistersTotalsIssue *) g_ptr_array_index (wrong, 3))->id, ==, "crown-cards");
}

static void
assert_same_table (const TmSistersCardTable *a,
                   const TmSistersCardTable *b)
{
  g_assert_cmpuint (a->n_kinds, ==, b->n_kinds);
  for (guint k = 0; k < a->n_kinds; k++)
    {
      g_assert_cmpstr (a->kinds[k].id, ==, b->kinds[k].id);
      g_assert_cmpstr (a->kinds[k].name, ==, b->kinds[k].name);
      g_assert_cmpint (a->kinds[k].klass, ==, b->kinds[k].klass);
    }
  g_assert_cmpuint (a->known, ==, b->known);
  for (int rank = 1; rank <= TM_SISTERS_N_RANKS; rank++)
    if (tm_sisters_card_set_contains (a->known, rank))
      g_assert_true (tm_sisters_emblems_equal (&a->cards[rank], &b->cards[rank]));
}

static void
test_save_load (Fixture       *fixture,
                gconstpointer  data)
{
  g_autofree char *path = path_in (fixture, "data/tablemate/sisters-catalogue.json");
  g_autofree char *text = NULL;
  g_autofree char *folder = NULL;
  g_autoptr(TmSistersCatalogue) loaded = tm_sisters_catalogue_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) dir = NULL;
  guint n_files = 0;

  fill (fixture->catalogue, 1, 36);
  g_assert_true (tm_sisters_catalogue_rename_kind (fixture->catalogue, "TP3", "三", &error));
  /* Missing folders are made. */
  g_assert_true (tm_catalogue_save (TM_CATALOGUE (fixture->catalogue), path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_nonnull (strstr (text, "\"format\" : \"tablemate-sisters-catalogue\""));
  /* No temporary file is left behind. */
  folder = g_path_get_dirname (path);
  dir = g_dir_open (folder, 0, &error);
  while (g_dir_read_name (dir) != NULL)
    n_files++;
  g_assert_cmpuint (n_files, ==, 1);

  g_assert_true (tm_catalogue_load (TM_CATALOGUE (loaded), path, &error));
  g_assert_no_error (error);
  assert_same_table (tm_sisters_catalogue_get_table (loaded),
                     tm_sisters_catalogue_get_table (fixture->catalogue));

  /* Saving again over the file gives the same bytes. */
  {
    g_autofree char *again = NULL;

    g_assert_true (tm_catalogue_save (TM_CATALOGUE (loaded), path, &error));
    g_assert_true (g_file_get_contents (path, &again, NULL, &error));
    g_assert_cmpstr (again, ==, text);
  }
}

static void
test_load_refused (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autofree char *path = path_in (fixture, "bad.json");
  g_autofree char *missing = path_in (fixture, "missing.json");
  g_autoptr(GError) error = NULL;
  static const struct
  {
    const char *text;
    const char *domain;
    int code;
  } bad[] = {
    { "{not json", "json", TM_JSON_ERROR_SYNTAX },
    { "[]", "catalogue", TM_SISTERS_CATALOGUE_ERROR_FORMAT },
    { "{\"format\": \"tablemate-record\", \"version\": 1}", "catalogue", TM_SISTERS_CATALOGUE_ERROR_FORMAT },
    { "{\"format\": \"tablemate-sisters-catalogue\"}", "catalogue", TM_SISTERS_CATALOGUE_ERROR_FORMAT },
    { "{\"format\": \"tablemate-sisters-catalogue\", \"version\": 2}", "catalogue", TM_SISTERS_CATALOGUE_ERROR_VERSION },
    { "{\"format\": \"tablemate-sisters-catalogue\", \"version\": 1, \"cards\": []}",
      "catalogue", TM_SISTERS_CATALOGUE_ERROR_FORMAT },
    { "{\"format\": \"tablemate-sisters-catalogue\", \"version\": 1, \"cards\": {\"40\": {\"FOOD\": 1}}}",
      "catalogue", TM_SISTERS_CATALOGUE_ERROR_FORMAT },
    { "{\"format\": \"tablemate-sisters-catalogue\", \"version\": 1, \"cards\": {\"4\": {\"FOOD\": 1, \"PAGE\": 1}}}",
      "rules", TM_SISTERS_RULE_CROWN_ALONE },
    { "{\"format\": \"tablemate-sisters-catalogue\", \"version\": 1,"
      " \"kinds\": [{\"id\": \"FOOD\", \"name\": \"FOOD\", \"class\": \"crown\"}]}",
      "rules", TM_SISTERS_RULE_KIND_DEFINITION },
  };

  set_json (fixture->catalogue, 30, "{\"FOOD\": 1, \"PLANT\": 2, \"ANIMAL\": 1}");
  fixture->changed = 0;
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      GQuark domain = g_str_equal (bad[i].domain, "json") ? TM_JSON_ERROR
                      : g_str_equal (bad[i].domain, "rules") ? TM_SISTERS_RULES_ERROR
                      : TM_SISTERS_CATALOGUE_ERROR;

      write_file (path, bad[i].text);
      g_assert_false (tm_catalogue_load (TM_CATALOGUE (fixture->catalogue), path, &error));
      g_assert_error (error, domain, bad[i].code);
      g_clear_error (&error);
      g_assert_false (tm_catalogue_import (TM_CATALOGUE (fixture->catalogue), path, &error));
      g_assert_error (error, domain, bad[i].code);
      g_clear_error (&error);
    }
  g_assert_false (tm_catalogue_load (TM_CATALOGUE (fixture->catalogue), missing, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);

  /* Nothing changed. */
  g_assert_cmpuint (fixture->changed, ==, 0);
  g_assert_cmpuint (tm_sisters_catalogue_get_n_cards (fixture->catalogue), ==, 1);
}

/* Import: the union, or nothing when the two disagree. */
static void
test_import (Fixture       *fixture,
             gconstpointer  data)
{
  g_autofree char *path = path_in (fixture, "friend.json");
  g_autoptr(TmSistersCatalogue) friend = tm_sisters_catalogue_new ();
  g_autoptr(GError) error = NULL;
  TmSistersCardTable before;
  TmSistersEmblems e;

  fill (fixture->catalogue, 1, 10);
  /* The friend names the test kinds in another order, and TC4 otherwise. */
  g_assert_true (tm_sisters_catalogue_add_kind (friend, "TC4", "Crown four", TM_SISTERS_CLASS_CROWN, NULL));
  fill (friend, 5, 20);
  g_assert_true (tm_catalogue_export (TM_CATALOGUE (friend), path, &error));
  g_assert_no_error (error);

  fixture->changed = 0;
  g_assert_true (tm_catalogue_import (TM_CATALOGUE (fixture->catalogue), path, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (fixture->changed, ==, 1);
  g_assert_cmpuint (tm_sisters_catalogue_get_n_cards (fixture->catalogue), ==, 20);
  /* Our names are kept; card 13's TP3 lands on our TP3. */
  g_assert_cmpstr (tm_sisters_catalogue_get_table (fixture->catalogue)->kinds[11].id, ==, "TC4");
  g_assert_cmpstr (tm_sisters_catalogue_get_table (fixture->catalogue)->kinds[11].name, ==, "Test crown 4");
  g_assert_true (tm_sisters_catalogue_get_card (fixture->catalogue, 13, &e));
  g_assert_cmpuint (e.count[tm_sisters_card_table_find_kind (tm_sisters_catalogue_get_table (fixture->catalogue),
                                                             "TP3")], ==, 1);
  g_assert_cmpuint (tm_sisters_emblems_n_kinds (&e), ==, 2);

  /* Importing the same file again changes nothing. */
  g_assert_true (tm_catalogue_import (TM_CATALOGUE (fixture->catalogue), path, &error));
  g_assert_cmpuint (fixture->changed, ==, 1);

  /* A card the two disagree on: nothing at all is imported. */
  set_json (friend, 21, test_deck[21]);
  set_json (friend, 7, "{\"FOOD\": 2}");
  set_json (friend, 9, "{\"PLANT\": 2, \"ANIMAL\": 1}");
  g_assert_true (tm_catalogue_export (TM_CATALOGUE (friend), path, &error));
  before = *tm_sisters_catalogue_get_table (fixture->catalogue);
  g_assert_false (tm_catalogue_import (TM_CATALOGUE (fixture->catalogue), path, &error));
  g_assert_error (error, TM_SISTERS_CATALOGUE_ERROR, TM_SISTERS_CATALOGUE_ERROR_CONFLICT);
  g_assert_nonnull (strstr (error->message, "7, 9"));
  g_clear_error (&error);
  g_assert_cmpmem (tm_sisters_catalogue_get_table (fixture->catalogue), sizeof before, &before, sizeof before);
  g_assert_cmpuint (fixture->changed, ==, 1);

  /* A kind of another class. */
  {
    g_autoptr(TmSistersCatalogue) other = tm_sisters_catalogue_new ();

    g_assert_true (tm_sisters_catalogue_add_kind (other, "TP3", "Crown", TM_SISTERS_CLASS_CROWN, NULL));
    g_assert_true (tm_catalogue_export (TM_CATALOGUE (other), path, &error));
    g_assert_false (tm_catalogue_import (TM_CATALOGUE (fixture->catalogue), path, &error));
    g_assert_error (error, TM_SISTERS_CATALOGUE_ERROR, TM_SISTERS_CATALOGUE_ERROR_CONFLICT);
    g_clear_error (&error);
  }

  /* More than 12 kinds together. */
  {
    g_autoptr(TmSistersCatalogue) other = tm_sisters_catalogue_new ();

    g_assert_true (tm_sisters_catalogue_add_kind (other, "EXTRA", "Extra", TM_SISTERS_CLASS_CROWN, NULL));
    g_assert_true (tm_catalogue_export (TM_CATALOGUE (other), path, &error));
    g_assert_false (tm_catalogue_import (TM_CATALOGUE (fixture->catalogue), path, &error));
    g_assert_error (error, TM_SISTERS_CATALOGUE_ERROR, TM_SISTERS_CATALOGUE_ERROR_CONFLICT);
    g_clear_error (&error);
  }
  g_assert_cmpmem (tm_sisters_catalogue_get_table (fixture->catalogue), sizeof before, &before, sizeof before);
}

/* A catalogue becomes a game's options: the record carries the emblems. */
static void
test_game_options (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(JsonObject) empty = tm_sisters_catalogue_to_options (fixture->catalogue, -1);
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(TmGame) game = NULL;
  g_autoptr(GError) error = NULL;
  const TmSistersState *s;

  g_assert_cmpuint (json_object_get_size (empty), ==, 0);

  fill (fixture->catalogue, 1, 12);
  options = tm_sisters_catalogue_to_options (fixture->catalogue, 1);
  g_assert_cmpint (json_object_get_int_member (options, "first_parent"), ==, 1);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (options, "kinds")), ==, 5);
  g_assert_cmpuint (json_object_get_size (json_object_get_object_member (options, "cards")), ==, 12);

  game = tm_registry_create_game ("planetary-sisters", 4, options, &error);
  g_assert_no_error (error);
  s = tm_sisters_game_get_state (TM_SISTERS_GAME (game));
  g_assert_cmpint (s->parent, ==, 1);
  assert_same_table (&s->cards, tm_sisters_catalogue_get_table (fixture->catalogue));
}

int
test_sisters_catalogue_main (int   argc,
                             char *argv[])
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add ((path), Fixture, NULL, fixture_set_up, (func), fixture_tear_down)

  ADD ("/sisters/catalogue/empty", test_empty);
  ADD ("/sisters/catalogue/class-rules", test_class_rules);
  ADD ("/sisters/catalogue/kinds", test_kinds);
  ADD ("/sisters/catalogue/totals", test_totals);
  ADD ("/sisters/catalogue/save-load", test_save_load);
  ADD ("/sisters/catalogue/load-refused", test_load_refused);
  ADD ("/sisters/catalogue/import", test_import);
  ADD ("/sisters/catalogue/options", test_game_options);

  return g_test_run ();
}
