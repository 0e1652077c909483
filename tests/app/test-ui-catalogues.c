/* test-ui-catalogues.c — the Card Catalogues window
 *
 * With a data folder of its own holding small catalogue files: the
 * window lists them; a delete is undone; a Psi edit is saved; an import
 * that conflicts is refused and leaves the file as it was; an export
 * loads back.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "app/tm-catalogues-window.h"
#include "ui-test-util.h"
#include "ui-test-programs.h"

static const char sisters_data[] =
  "{\"format\": \"tablemate-sisters-catalogue\", \"version\": 1,"
  " \"cards\": {\"11\": {\"POLE\": 1}, \"27\": {\"PLANT\": 2}}}";
static const char sisters_conflict[] =
  "{\"format\": \"tablemate-sisters-catalogue\", \"version\": 1,"
  " \"cards\": {\"11\": {\"SWORD\": 1}}}";
static const char psi_data[] =
  "{\"format\": \"tablemate-psi-catalogue\", \"version\": 1,"
  " \"beasts\": [{\"name\": \"Wyrm\", \"power\": 3, \"red\": [0, 7], \"blue\": [1, 9]},"
  " {\"name\": \"Imp\"}]}";

typedef struct
{
  char *dir;
  char *sisters_path;
  char *psi_path;
  TmCataloguesWindow *window;
} Fixture;

static char *data_home;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  (void) data;
  fixture->dir = g_build_filename (data_home, "tablemate", NULL);
  g_assert_cmpint (g_mkdir_with_parents (fixture->dir, 0700), ==, 0);
  fixture->sisters_path = g_build_filename (fixture->dir, "sisters-catalogue.json", NULL);
  fixture->psi_path = g_build_filename (fixture->dir, "psi-beasts.json", NULL);
  g_assert_true (g_file_set_contents (fixture->sisters_path, sisters_data, -1, NULL));
  g_assert_true (g_file_set_contents (fixture->psi_path, psi_data, -1, NULL));
  fixture->window = TM_CATALOGUES_WINDOW (tm_catalogues_window_new (NULL));
  gtk_window_present (GTK_WINDOW (fixture->window));
  ui_spin ();
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  (void) data;
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  ui_spin ();
  g_unlink (fixture->sisters_path);
  g_unlink (fixture->psi_path);
  g_free (fixture->sisters_path);
  g_free (fixture->psi_path);
  g_free (fixture->dir);
}

static void
test_lists (Fixture       *fixture,
            gconstpointer  data)
{
  (void) data;
  g_assert_cmpuint (tm_catalogues_window_get_n_card_rows (fixture->window), ==, 2);
  g_assert_cmpuint (tm_catalogues_window_get_n_beast_rows (fixture->window), ==, 2);
  g_assert_cmpuint (tm_catalogues_window_get_n_report_rows (fixture->window), >=, 1);
}

static void
test_delete_undo (Fixture       *fixture,
                  gconstpointer  data)
{
  TmSistersEmblems before, after;
  g_autoptr(TmPsiCatalogue) saved = NULL;

  (void) data;
  g_assert_true (tm_sisters_catalogue_get_card (tm_catalogues_window_get_sisters (fixture->window), 11, &before));
  tm_catalogues_window_delete_card (fixture->window, 11);
  ui_spin ();
  g_assert_cmpuint (tm_catalogues_window_get_n_card_rows (fixture->window), ==, 1);
  tm_catalogues_window_undo (fixture->window);
  ui_spin ();
  g_assert_cmpuint (tm_catalogues_window_get_n_card_rows (fixture->window), ==, 2);
  g_assert_true (tm_sisters_catalogue_get_card (tm_catalogues_window_get_sisters (fixture->window), 11, &after));
  g_assert_true (tm_sisters_emblems_equal (&before, &after));

  tm_catalogues_window_delete_beast (fixture->window, "Imp");
  ui_spin ();
  g_assert_cmpuint (tm_catalogues_window_get_n_beast_rows (fixture->window), ==, 1);
  saved = tm_psi_catalogue_new ();
  g_assert_true (tm_catalogue_load (TM_CATALOGUE (saved), fixture->psi_path, NULL));
  g_assert_nonnull (saved);
  g_assert_cmpuint (tm_psi_catalogue_get_n_beasts (saved), ==, 1);
  tm_catalogues_window_undo (fixture->window);
  ui_spin ();
  g_assert_cmpuint (tm_catalogues_window_get_n_beast_rows (fixture->window), ==, 2);
  g_clear_object (&saved);
  saved = tm_psi_catalogue_new ();
  g_assert_true (tm_catalogue_load (TM_CATALOGUE (saved), fixture->psi_path, NULL));
  g_assert_cmpuint (tm_psi_catalogue_get_n_beasts (saved), ==, 2);
}

static void
test_psi_edit (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(TmPsiBeastInfo) info = NULL;
  g_autoptr(TmPsiCatalogue) saved = NULL;
  g_autoptr(GError) error = NULL;
  const TmPsiBeastInfo *found;

  (void) data;
  info = tm_psi_beast_info_copy (tm_psi_catalogue_lookup (tm_catalogues_window_get_psi (fixture->window), "Wyrm"));
  info->power = 5;
  g_assert_true (tm_catalogues_window_edit_beast (fixture->window, info, &error));
  g_assert_no_error (error);
  saved = tm_psi_catalogue_new ();
  tm_catalogue_load (TM_CATALOGUE (saved), fixture->psi_path, &error);
  g_assert_no_error (error);
  found = tm_psi_catalogue_lookup (saved, "Wyrm");
  g_assert_nonnull (found);
  g_assert_cmpint (found->power, ==, 5);

  /* A power off its tracks is refused with the catalogue's reason. */
  info->power = 50;
  g_assert_false (tm_catalogues_window_edit_beast (fixture->window, info, &error));
  g_assert_error (error, TM_PSI_CATALOGUE_ERROR, TM_PSI_CATALOGUE_ERROR_INVALID);
  g_clear_object (&saved);
  saved = tm_psi_catalogue_new ();
  g_assert_true (tm_catalogue_load (TM_CATALOGUE (saved), fixture->psi_path, NULL));
  g_assert_cmpint (tm_psi_catalogue_lookup (saved, "Wyrm")->power, ==, 5);
}

static void
test_import_conflict (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autofree char *other = g_build_filename (data_home, "other.json", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;

  (void) data;
  g_assert_true (g_file_get_contents (fixture->sisters_path, &before, NULL, NULL));
  g_assert_true (g_file_set_contents (other, sisters_conflict, -1, NULL));
  g_assert_false (tm_catalogues_window_import_sisters (fixture->window, other, &error));
  g_assert_error (error, TM_SISTERS_CATALOGUE_ERROR, TM_SISTERS_CATALOGUE_ERROR_CONFLICT);
  g_assert_nonnull (error->message);
  g_assert_true (g_file_get_contents (fixture->sisters_path, &after, NULL, NULL));
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpuint (tm_catalogues_window_get_n_card_rows (fixture->window), ==, 2);
  g_unlink (other);
}

static void
test_export (Fixture       *fixture,
             gconstpointer  data)
{
  g_autofree char *sisters_out = g_build_filename (data_home, "sisters-out.json", NULL);
  g_autofree char *psi_out = g_build_filename (data_home, "psi-out.json", NULL);
  g_autoptr(TmSistersCatalogue) sisters = tm_sisters_catalogue_new ();
  g_autoptr(TmPsiCatalogue) psi = tm_psi_catalogue_new ();
  g_autoptr(GError) error = NULL;

  (void) data;
  g_assert_true (tm_catalogues_window_export_sisters (fixture->window, sisters_out, &error));
  g_assert_no_error (error);
  g_assert_true (tm_catalogue_load (TM_CATALOGUE (sisters), sisters_out, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tm_sisters_catalogue_get_n_cards (sisters), ==, 2);

  g_assert_true (tm_catalogues_window_export_psi (fixture->window, psi_out, &error));
  g_assert_no_error (error);
  tm_catalogue_load (TM_CATALOGUE (psi), psi_out, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tm_psi_catalogue_get_n_beasts (psi), ==, 2);

  /* Importing what was exported adds nothing. */
  g_assert_true (tm_catalogues_window_import_psi (fixture->window, psi_out, TM_PSI_MERGE_KEEP_LOCAL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tm_catalogues_window_get_n_beast_rows (fixture->window), ==, 2);
  g_unlink (sisters_out);
  g_unlink (psi_out);
}

int
test_ui_catalogues_main (int   argc,
                         char *argv[])
{
  int status;

  data_home = ui_make_data_home ("tablemate-catalogues-XXXXXX");
  if (!ui_test_init (&argc, &argv))
    {
      ui_remove_tree (data_home);
      g_free (data_home);
      return 0;
    }

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/ui/catalogues/lists", test_lists);
  ADD ("/ui/catalogues/delete-undo", test_delete_undo);
  ADD ("/ui/catalogues/psi-edit", test_psi_edit);
  ADD ("/ui/catalogues/import-conflict", test_import_conflict);
  ADD ("/ui/catalogues/export", test_export);
#undef ADD

  status = g_test_run ();
  ui_remove_tree (data_home);
  g_free (data_home);
  return status;
}
