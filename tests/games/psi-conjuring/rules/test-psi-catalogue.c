/* test-psi-catalogue.c — the beast catalogue: validation, editing,
 * files, import, and checking a game's moves against it */
#include "config.h"

#include "psi-test-util.h"
#include "games/psi-conjuring/rules/tm-psi-catalogue.h"
#include "core/tm-json.h"
#include "core/tm-registry.h"
#include "core-test-programs.h"

#include <glib/gstdio.h>

static TmPsiBeastInfo *
beast (const char *name,
       int         power,
       int         red_min,
       int         red_max,
       int         blue_min,
       int         blue_max)
{
  TmPsiBeastInfo *info = tm_psi_beast_info_new (name);

  if (power >= 0)
    {
      info->has_power = TRUE;
      info->power = power;
    }
  if (red_min >= 0)
    {
      info->has_track[TM_PSI_COLOUR_RED] = TRUE;
      info->track[TM_PSI_COLOUR_RED] = (TmPsiTrack) { red_min, red_max };
    }
  if (blue_min >= 0)
    {
      info->has_track[TM_PSI_COLOUR_BLUE] = TRUE;
      info->track[TM_PSI_COLOUR_BLUE] = (TmPsiTrack) { blue_min, blue_max };
    }
  return info;
}

/* A catalogue read by the base class from @data, or from the file at
 * @path; NULL with @error when it cannot be. */
static TmPsiCatalogue *
load_data (const char  *data,
           gsize        length,
           GError     **error)
{
  g_autoptr(TmPsiCatalogue) catalogue = tm_psi_catalogue_new ();

  if (!tm_catalogue_load_data (TM_CATALOGUE (catalogue), data, length, error))
    return NULL;
  return g_steal_pointer (&catalogue);
}

static TmPsiCatalogue *
load_file (const char  *path,
           GError     **error)
{
  g_autoptr(TmPsiCatalogue) catalogue = tm_psi_catalogue_new ();

  if (!tm_catalogue_load (TM_CATALOGUE (catalogue), path, error))
    return NULL;
  return g_steal_pointer (&catalogue);
}

static void
count_changed (TmPsiCatalogue *catalogue,
               guint          *count)
{
  (*count)++;
}

static void
test_check (void)
{
  static const struct
  {
    const char *name;
    int power, red_min, red_max, blue_min, blue_max;
  } bad[] = {
    { "", 3, -1, 0, -1, 0 },
    { "Oni\t", 3, -1, 0, -1, 0 },                 /* not normalised */
    { "Oni", 100, -1, 0, -1, 0 },
    { "Oni", 3, 5, 2, -1, 0 },
    { "Oni", 3, 0, 100, -1, 0 },
    { "Oni", 3, 4, 9, -1, 0 },                    /* power not on the red track */
    { "Oni", 3, 0, 9, 0, 2 },                     /* nor on the blue one */
  };
  g_autofree char *long_name = NULL;
  g_autoptr(TmPsiBeastInfo) too_long = NULL;
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(TmPsiBeastInfo) info = beast (bad[i].name, bad[i].power, bad[i].red_min,
                                              bad[i].red_max, bad[i].blue_min, bad[i].blue_max);

      g_assert_false (tm_psi_beast_info_check (info, &error));
      g_assert_error (error, TM_PSI_CATALOGUE_ERROR, TM_PSI_CATALOGUE_ERROR_INVALID);
      g_assert_true (g_str_has_suffix (error->message, "."));
      g_clear_error (&error);
    }

  long_name = g_strnfill (TM_PSI_NAME_MAX_CHARS + 1, 'x');
  too_long = beast (long_name, -1, -1, 0, -1, 0);
  g_assert_false (tm_psi_beast_info_check (too_long, &error));
  g_assert_error (error, TM_PSI_CATALOGUE_ERROR, TM_PSI_CATALOGUE_ERROR_INVALID);
  g_clear_error (&error);

  {
    /* Only the name is needed. */
    g_autoptr(TmPsiBeastInfo) info = beast ("Oni", -1, -1, 0, -1, 0);

    g_assert_true (tm_psi_beast_info_check (info, &error));
    g_assert_no_error (error);
  }
}

static void
test_edit (void)
{
  g_autoptr(TmPsiCatalogue) catalogue = tm_psi_catalogue_new ();
  g_autoptr(TmPsiBeastInfo) oni = beast ("  Ｏｎｉ ", 3, 0, 6, 1, 8);
  g_autoptr(TmPsiBeastInfo) kappa = beast ("ｶｯﾊﾟ", 2, -1, 0, 0, 5);
  g_autoptr(TmPsiBeastInfo) bad = beast ("Oni", 9, 0, 6, -1, 0);
  g_autoptr(GError) error = NULL;
  const TmPsiBeastInfo *found;
  guint changes = 0;

  g_signal_connect (catalogue, "changed", G_CALLBACK (count_changed), &changes);

  g_assert_true (tm_psi_catalogue_set_beast (catalogue, oni, &error));
  g_assert_true (tm_psi_catalogue_set_beast (catalogue, kappa, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (changes, ==, 2);
  g_assert_cmpuint (tm_psi_catalogue_get_n_beasts (catalogue), ==, 2);

  /* Names are normalised: full-width letters, half-width kana, spaces. */
  found = tm_psi_catalogue_lookup (catalogue, "Oni");
  g_assert_nonnull (found);
  g_assert_cmpstr (found->name, ==, "Oni");
  g_assert_cmpint (found->power, ==, 3);
  g_assert_nonnull (tm_psi_catalogue_lookup (catalogue, "カッパ"));
  g_assert_null (tm_psi_catalogue_lookup (catalogue, "oni"));
  g_assert_null (tm_psi_catalogue_lookup (catalogue, ""));

  /* Sorted by name. */
  g_assert_cmpstr (tm_psi_catalogue_get_beast (catalogue, 0)->name, ==, "Oni");
  g_assert_cmpstr (tm_psi_catalogue_get_beast (catalogue, 1)->name, ==, "カッパ");

  /* Setting the same data changes nothing. */
  g_assert_true (tm_psi_catalogue_set_beast (catalogue, oni, &error));
  g_assert_cmpuint (changes, ==, 2);

  /* Invalid data is refused and changes nothing. */
  g_assert_false (tm_psi_catalogue_set_beast (catalogue, bad, &error));
  g_assert_error (error, TM_PSI_CATALOGUE_ERROR, TM_PSI_CATALOGUE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_cmpint (tm_psi_catalogue_lookup (catalogue, "Oni")->power, ==, 3);

  /* Replacing. */
  bad->has_track[TM_PSI_COLOUR_RED] = FALSE;
  g_assert_true (tm_psi_catalogue_set_beast (catalogue, bad, &error));
  g_assert_cmpint (tm_psi_catalogue_lookup (catalogue, "Oni")->power, ==, 9);
  g_assert_cmpuint (tm_psi_catalogue_get_n_beasts (catalogue), ==, 2);
  g_assert_cmpuint (changes, ==, 3);

  /* Renaming; not onto another beast's name. */
  g_assert_false (tm_psi_catalogue_rename_beast (catalogue, "Oni", "カッパ", &error));
  g_assert_error (error, TM_PSI_CATALOGUE_ERROR, TM_PSI_CATALOGUE_ERROR_CONFLICT);
  g_clear_error (&error);
  g_assert_false (tm_psi_catalogue_rename_beast (catalogue, "Nue", "Oni", &error));
  g_assert_error (error, TM_PSI_CATALOGUE_ERROR, TM_PSI_CATALOGUE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (tm_psi_catalogue_rename_beast (catalogue, "Oni", " ", &error));
  g_clear_error (&error);
  g_assert_true (tm_psi_catalogue_rename_beast (catalogue, "Oni", "Aka Oni", &error));
  g_assert_null (tm_psi_catalogue_lookup (catalogue, "Oni"));
  g_assert_cmpint (tm_psi_catalogue_lookup (catalogue, "Aka  Oni")->power, ==, 9);
  g_assert_cmpuint (changes, ==, 4);

  /* Removing. */
  g_assert_true (tm_psi_catalogue_remove_beast (catalogue, "ｶｯﾊﾟ"));
  g_assert_false (tm_psi_catalogue_remove_beast (catalogue, "ｶｯﾊﾟ"));
  g_assert_cmpuint (tm_psi_catalogue_get_n_beasts (catalogue), ==, 1);
  g_assert_cmpuint (changes, ==, 5);
}

static void
test_learn_and_check (void)
{
  g_autoptr(TmPsiCatalogue) catalogue = tm_psi_catalogue_new ();
  g_autoptr(TmPsiBeastInfo) seen_red = beast ("Oni", 3, 0, 6, -1, 0);
  g_autoptr(TmPsiBeastInfo) seen_blue = beast ("Oni", 3, -1, 0, 1, 8);
  g_autoptr(TmPsiBeastInfo) wrong_power = beast ("Oni", 4, -1, 0, -1, 0);
  g_autoptr(TmPsiBeastInfo) wrong_track = beast ("Oni", -1, 0, 7, -1, 0);
  g_autoptr(TmPsiBeastInfo) name_only = beast ("Nue", -1, -1, 0, -1, 0);
  g_autoptr(TmPsiBeastInfo) nue_track = beast ("Nue", -1, 4, 9, -1, 0);
  g_autoptr(TmPsiBeastInfo) nue_power = beast ("Nue", 2, -1, 0, -1, 0);
  g_autoptr(GError) error = NULL;
  const TmPsiBeastInfo *oni;

  /* Unknown beasts pass the check. */
  g_assert_true (tm_psi_catalogue_check (catalogue, wrong_power, &error));

  /* The first summon teaches the name, the power and the red track; the
   * next one in blue fills in the blue track. */
  g_assert_true (tm_psi_catalogue_learn (catalogue, seen_red, &error));
  g_assert_true (tm_psi_catalogue_learn (catalogue, seen_blue, &error));
  g_assert_no_error (error);
  oni = tm_psi_catalogue_lookup (catalogue, "Oni");
  g_assert_true (oni->has_track[TM_PSI_COLOUR_RED] && oni->has_track[TM_PSI_COLOUR_BLUE]);
  g_assert_cmpint (oni->track[TM_PSI_COLOUR_BLUE].max, ==, 8);

  g_assert_true (tm_psi_catalogue_check (catalogue, seen_red, &error));
  g_assert_false (tm_psi_catalogue_check (catalogue, wrong_power, &error));
  g_assert_error (error, TM_PSI_CATALOGUE_ERROR, TM_PSI_CATALOGUE_ERROR_CONFLICT);
  g_assert_nonnull (strstr (error->message, "4"));
  g_clear_error (&error);
  g_assert_false (tm_psi_catalogue_check (catalogue, wrong_track, &error));
  g_assert_error (error, TM_PSI_CATALOGUE_ERROR, TM_PSI_CATALOGUE_ERROR_CONFLICT);
  g_clear_error (&error);
  g_assert_false (tm_psi_catalogue_learn (catalogue, wrong_power, &error));
  g_assert_error (error, TM_PSI_CATALOGUE_ERROR, TM_PSI_CATALOGUE_ERROR_CONFLICT);
  g_clear_error (&error);
  g_assert_cmpint (tm_psi_catalogue_lookup (catalogue, "Oni")->power, ==, 3);

  /* Consistent alone, not together: a power off the known track. */
  g_assert_true (tm_psi_catalogue_learn (catalogue, name_only, &error));
  g_assert_true (tm_psi_catalogue_learn (catalogue, nue_track, &error));
  g_assert_false (tm_psi_catalogue_learn (catalogue, nue_power, &error));
  g_assert_error (error, TM_PSI_CATALOGUE_ERROR, TM_PSI_CATALOGUE_ERROR_CONFLICT);
  g_assert_false (tm_psi_catalogue_lookup (catalogue, "Nue")->has_power);
}

static const char good_file[] =
  "{\"format\": \"tablemate-psi-catalogue\", \"version\": 1, \"beasts\": ["
  "{\"name\": \"Oni\", \"power\": 3, \"red\": [0, 6], \"blue\": [1, 8], \"ability\": \"later\"},"
  "{\"name\": \"ケルベロス\", \"power\": null},"
  "{\"name\": \"Kappa\", \"blue\": [0, 5]}]}";

static void
test_json (void)
{
  g_autoptr(TmPsiCatalogue) catalogue = NULL;
  g_autoptr(TmPsiCatalogue) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *data_again = NULL;
  gsize length;
  const TmPsiBeastInfo *info;

  catalogue = load_data (good_file, sizeof good_file - 1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tm_psi_catalogue_get_n_beasts (catalogue), ==, 3);
  info = tm_psi_catalogue_lookup (catalogue, "ケルベロス");
  g_assert_false (info->has_power);
  info = tm_psi_catalogue_lookup (catalogue, "Kappa");
  g_assert_false (info->has_power);
  g_assert_false (info->has_track[TM_PSI_COLOUR_RED]);
  g_assert_true (info->has_track[TM_PSI_COLOUR_BLUE]);

  data = tm_catalogue_to_data (TM_CATALOGUE (catalogue), &length);
  again = load_data (data, length, &error);
  g_assert_no_error (error);
  data_again = tm_catalogue_to_data (TM_CATALOGUE (again), NULL);
  g_assert_cmpstr (data, ==, data_again);
  for (guint i = 0; i < 3; i++)
    g_assert_true (tm_psi_beast_info_equal (tm_psi_catalogue_get_beast (catalogue, i),
                                            tm_psi_catalogue_get_beast (again, i)));
  /* Unknown members are not kept, left-out fields stay left out. */
  g_assert_null (strstr (data, "ability"));
  g_assert_null (strstr (data, "null"));
}

static const struct
{
  const char *name;
  const char *text;
  int code;
  const char *words;
} bad_files[] = {
  { "not-json", "{\"format\":", TM_PSI_CATALOGUE_ERROR_FORMAT, "JSON" },
  { "array", "[]", TM_PSI_CATALOGUE_ERROR_FORMAT, "format" },
  { "record", "{\"format\":\"tablemate-record\",\"version\":1}", TM_PSI_CATALOGUE_ERROR_FORMAT, "format" },
  { "no-version", "{\"format\":\"tablemate-psi-catalogue\",\"beasts\":[]}", TM_PSI_CATALOGUE_ERROR_FORMAT, "version" },
  { "version", "{\"format\":\"tablemate-psi-catalogue\",\"version\":2,\"beasts\":[]}", TM_PSI_CATALOGUE_ERROR_VERSION, "2" },
  { "no-beasts", "{\"format\":\"tablemate-psi-catalogue\",\"version\":1}", TM_PSI_CATALOGUE_ERROR_FORMAT, "beasts" },
  { "beast-not-object", "{\"format\":\"tablemate-psi-catalogue\",\"version\":1,\"beasts\":[3]}", TM_PSI_CATALOGUE_ERROR_FORMAT, "Beast 1" },
  { "no-name", "{\"format\":\"tablemate-psi-catalogue\",\"version\":1,\"beasts\":[{\"power\":3}]}", TM_PSI_CATALOGUE_ERROR_FORMAT, "name" },
  { "bad-power", "{\"format\":\"tablemate-psi-catalogue\",\"version\":1,\"beasts\":[{\"name\":\"A\"},{\"name\":\"B\",\"power\":\"3\"}]}", TM_PSI_CATALOGUE_ERROR_FORMAT, "Beast 2" },
  { "bad-track", "{\"format\":\"tablemate-psi-catalogue\",\"version\":1,\"beasts\":[{\"name\":\"A\",\"red\":[3]}]}", TM_PSI_CATALOGUE_ERROR_FORMAT, "red" },
  { "off-track", "{\"format\":\"tablemate-psi-catalogue\",\"version\":1,\"beasts\":[{\"name\":\"A\",\"power\":1,\"blue\":[2,5]}]}", TM_PSI_CATALOGUE_ERROR_FORMAT, "blue" },
  { "twice", "{\"format\":\"tablemate-psi-catalogue\",\"version\":1,\"beasts\":[{\"name\":\"Ｏni\"},{\"name\":\"Oni\"}]}", TM_PSI_CATALOGUE_ERROR_FORMAT, "twice" },
};

static void
test_bad_file (gconstpointer data)
{
  const typeof (bad_files[0]) *bad = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TmPsiCatalogue) catalogue = load_data (bad->text, strlen (bad->text), &error);

  g_assert_null (catalogue);
  g_assert_error (error, TM_PSI_CATALOGUE_ERROR, bad->code);
  if (strstr (error->message, bad->words) == NULL)
    g_error ("“%s” does not mention “%s”", error->message, bad->words);
}

static void
test_too_many (void)
{
  g_autoptr(GString) text = g_string_new ("{\"format\":\"tablemate-psi-catalogue\",\"version\":1,\"beasts\":[");
  g_autoptr(TmPsiCatalogue) catalogue = NULL;
  g_autoptr(GError) error = NULL;

  for (int i = 0; i <= TM_PSI_CATALOGUE_MAX_BEASTS; i++)
    g_string_append_printf (text, "%s{\"name\":\"B%d\"}", i ? "," : "", i);
  g_string_append (text, "]}");
  catalogue = load_data (text->str, text->len, &error);
  g_assert_null (catalogue);
  g_assert_error (error, TM_PSI_CATALOGUE_ERROR, TM_PSI_CATALOGUE_ERROR_FORMAT);
}

static void
test_files (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tm-psi-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "beasts.json", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.json", NULL);
  /* Under a regular file: a folder that cannot be made. */
  g_autofree char *no_dir = g_build_filename (path, "dir.json", NULL);
  g_autoptr(TmPsiCatalogue) catalogue = NULL;
  g_autoptr(TmPsiCatalogue) loaded = NULL;
  g_autoptr(TmPsiCatalogue) none = NULL;
  g_autoptr(GDir) listing = NULL;
  guint n_files = 0;

  g_assert_no_error (error);
  catalogue = load_data (good_file, sizeof good_file - 1, &error);
  g_assert_true (tm_catalogue_save (TM_CATALOGUE (catalogue), path, &error));
  g_assert_no_error (error);
  /* Saving again replaces the file; no temporary file is left behind. */
  g_assert_true (tm_catalogue_save (TM_CATALOGUE (catalogue), path, &error));
  listing = g_dir_open (dir, 0, &error);
  while (g_dir_read_name (listing) != NULL)
    n_files++;
  g_assert_cmpuint (n_files, ==, 1);

  loaded = load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tm_psi_catalogue_get_n_beasts (loaded), ==, 3);

  none = load_file (missing, &error);
  g_assert_null (none);
  g_assert_error (error, TM_PSI_CATALOGUE_ERROR, TM_PSI_CATALOGUE_ERROR_READ);
  g_clear_error (&error);

  g_assert_false (tm_catalogue_save (TM_CATALOGUE (catalogue), no_dir, &error));
  g_assert_error (error, TM_PSI_CATALOGUE_ERROR, TM_PSI_CATALOGUE_ERROR_WRITE);
  g_clear_error (&error);

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static TmPsiCatalogue *
catalogue_of (TmPsiBeastInfo *first,
              ...)
{
  TmPsiCatalogue *catalogue = tm_psi_catalogue_new ();
  va_list args;

  va_start (args, first);
  for (TmPsiBeastInfo *info = first; info != NULL; info = va_arg (args, TmPsiBeastInfo *))
    {
      g_autoptr(GError) error = NULL;

      if (!tm_psi_catalogue_set_beast (catalogue, info, &error))
        g_error ("%s", error->message);
      tm_psi_beast_info_free (info);
    }
  va_end (args);
  return catalogue;
}

static void
test_import (void)
{
  g_autoptr(TmPsiCatalogue) local = NULL;
  g_autoptr(TmPsiCatalogue) other = NULL;
  TmPsiMergeReport report = { 0 };
  const TmPsiBeastInfo *info;
  guint changes = 0;

  for (int policy = 0; policy < 2; policy++)
    {
      local = catalogue_of (beast ("Oni", 3, 0, 6, -1, 0),       /* other knows blue too */
                            beast ("Kappa", 2, -1, 0, 0, 5),     /* power differs */
                            beast ("Nue", -1, 4, 9, -1, 0),      /* other's power off our track */
                            beast ("Same", 1, 0, 3, 0, 3),
                            beast ("Mine", 5, -1, 0, -1, 0),
                            NULL);
      other = catalogue_of (beast ("Oni", 3, -1, 0, 1, 8),
                            beast ("Kappa", 4, 1, 7, -1, 0),
                            beast ("Nue", 2, -1, 0, 0, 6),
                            beast ("Same", 1, 0, 3, -1, 0),
                            beast ("Theirs", 6, 2, 9, 2, 9),
                            NULL);
      changes = 0;
      g_signal_connect (local, "changed", G_CALLBACK (count_changed), &changes);

      tm_psi_catalogue_import (local, other, (TmPsiMergePolicy) policy, &report);
      /* Oni and Kappa change; Nue only when the import wins; Same never. */
      g_assert_cmpuint (report.added, ==, 1);
      g_assert_cmpuint (report.updated, ==, policy == TM_PSI_MERGE_KEEP_LOCAL ? 2 : 3);
      g_assert_cmpuint (report.unchanged, ==, policy == TM_PSI_MERGE_KEEP_LOCAL ? 2 : 1);
      g_assert_cmpuint (g_strv_length (report.conflicts), ==, 2);
      g_assert_cmpstr (report.conflicts[0], ==, "Kappa");
      g_assert_cmpstr (report.conflicts[1], ==, "Nue");
      g_assert_cmpuint (changes, ==, 1);
      tm_psi_merge_report_clear (&report);
      g_assert_null (report.conflicts);

      g_assert_cmpuint (tm_psi_catalogue_get_n_beasts (local), ==, 6);
      g_assert_nonnull (tm_psi_catalogue_lookup (local, "Theirs"));
      g_assert_nonnull (tm_psi_catalogue_lookup (local, "Mine"));
      info = tm_psi_catalogue_lookup (local, "Oni");
      g_assert_true (info->has_track[TM_PSI_COLOUR_RED] && info->has_track[TM_PSI_COLOUR_BLUE]);

      info = tm_psi_catalogue_lookup (local, "Kappa");
      g_assert_true (info->has_track[TM_PSI_COLOUR_RED] && info->has_track[TM_PSI_COLOUR_BLUE]);
      g_assert_cmpint (info->power, ==, policy == TM_PSI_MERGE_KEEP_LOCAL ? 2 : 4);

      /* Nue: the merge would put power 2 off the red track [4, 9]; the
       * whole beast is kept or replaced. */
      info = tm_psi_catalogue_lookup (local, "Nue");
      if (policy == TM_PSI_MERGE_KEEP_LOCAL)
        {
          g_assert_false (info->has_power);
          g_assert_true (info->has_track[TM_PSI_COLOUR_RED]);
          g_assert_false (info->has_track[TM_PSI_COLOUR_BLUE]);
        }
      else
        {
          g_assert_cmpint (info->power, ==, 2);
          g_assert_false (info->has_track[TM_PSI_COLOUR_RED]);
          g_assert_true (info->has_track[TM_PSI_COLOUR_BLUE]);
        }
      for (guint i = 0; i < tm_psi_catalogue_get_n_beasts (local); i++)
        g_assert_true (tm_psi_beast_info_check (tm_psi_catalogue_get_beast (local, i), NULL));

      g_clear_object (&local);
      g_clear_object (&other);
    }
}

static void
test_import_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tm-psi-XXXXXX", &error);
  g_autofree char *good = g_build_filename (dir, "good.json", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.json", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.json", NULL);
  g_autoptr(TmPsiCatalogue) catalogue = catalogue_of (beast ("Oni", 4, -1, 0, -1, 0), NULL);
  TmPsiMergeReport report = { 0 };
  guint changes = 0;
  const char *bad_text = "{\"format\":\"tablemate-psi-catalogue\",\"version\":1,"
                         "\"beasts\":[{\"name\":\"New\"},{\"name\":\"\"}]}";

  g_assert_true (g_file_set_contents (good, good_file, -1, NULL));
  g_assert_true (g_file_set_contents (bad, bad_text, -1, NULL));

  /* All or nothing: one bad beast, nothing imported. */
  g_assert_false (tm_psi_catalogue_import_file (catalogue, bad, TM_PSI_MERGE_KEEP_LOCAL, &report, &error));
  g_assert_error (error, TM_PSI_CATALOGUE_ERROR, TM_PSI_CATALOGUE_ERROR_FORMAT);
  g_clear_error (&error);
  g_assert_cmpuint (tm_psi_catalogue_get_n_beasts (catalogue), ==, 1);

  g_assert_true (tm_psi_catalogue_import_file (catalogue, good, TM_PSI_MERGE_KEEP_LOCAL, &report, &error));
  g_assert_cmpuint (report.added, ==, 2);
  g_assert_cmpuint (g_strv_length (report.conflicts), ==, 1);
  g_assert_cmpint (tm_psi_catalogue_lookup (catalogue, "Oni")->power, ==, 4);
  tm_psi_merge_report_clear (&report);

  /* Through the base class: the catalogue's own values are kept too. */
  g_clear_object (&catalogue);
  catalogue = catalogue_of (beast ("Oni", 4, -1, 0, -1, 0), NULL);
  g_signal_connect (catalogue, "changed", G_CALLBACK (count_changed), &changes);
  g_assert_false (tm_catalogue_import (TM_CATALOGUE (catalogue), bad, &error));
  g_assert_error (error, TM_PSI_CATALOGUE_ERROR, TM_PSI_CATALOGUE_ERROR_FORMAT);
  g_clear_error (&error);
  g_assert_true (tm_catalogue_import (TM_CATALOGUE (catalogue), good, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tm_psi_catalogue_get_n_beasts (catalogue), ==, 3);
  g_assert_cmpint (tm_psi_catalogue_lookup (catalogue, "Oni")->power, ==, 4);
  g_assert_cmpuint (changes, ==, 1);

  /* A missing file is an error for tm_catalogue_load(), which changes
   * nothing, and an empty catalogue for tm_catalogue_load_or_empty(). */
  g_assert_false (tm_catalogue_load (TM_CATALOGUE (catalogue), missing, &error));
  g_assert_error (error, TM_PSI_CATALOGUE_ERROR, TM_PSI_CATALOGUE_ERROR_READ);
  g_clear_error (&error);
  g_assert_cmpuint (tm_psi_catalogue_get_n_beasts (catalogue), ==, 3);
  g_assert_true (tm_catalogue_load_or_empty (TM_CATALOGUE (catalogue), missing, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tm_psi_catalogue_get_n_beasts (catalogue), ==, 0);
  g_assert_cmpuint (changes, ==, 2);
  /* Already empty: nothing changes, nothing is said. */
  g_assert_true (tm_catalogue_load_or_empty (TM_CATALOGUE (catalogue), missing, &error));
  g_assert_cmpuint (changes, ==, 2);

  g_unlink (good);
  g_unlink (bad);
  g_rmdir (dir);
}

/* A game with a catalogue attached checks every beast named. */
static void
test_game_with_catalogue (void)
{
  g_autoptr(TmPsiCatalogue) catalogue = catalogue_of (beast ("Oni", 3, 0, 6, 2, 8), NULL);
  g_autoptr(GError) error = NULL;
  TmPsiState s;
  TmPsiMove move;
  TmPsiChange enter;

  make_placed (&s);
  s.field[3][3].side = TM_PSI_CARD_NONE;

  /* Summoning its own card activates blue: [2, 8], not [0, 6]. */
  move = summon_move (0, 0, "Oni", 3, 0, 6);
  g_free (refuse_with (&s, &move, catalogue, TM_PSI_RULES_ERROR, TM_PSI_RULE_CATALOGUE_MISMATCH));
  move = summon_move (0, 0, "Oni", 4, 2, 8);
  assert_message_has (refuse_with (&s, &move, catalogue, TM_PSI_RULES_ERROR,
                                   TM_PSI_RULE_CATALOGUE_MISMATCH), "catalogue");
  /* Without the catalogue the record alone decides. */
  {
    TmPsiState copy = s;

    accept (&copy, &move);
  }
  move = summon_move (0, 0, "Oni", 3, 2, 8);
  accept_with (&s, &move, catalogue);
  /* Unknown beasts are fine. */
  move = quick_move (3, 3, "Nue", TM_PSI_COLOUR_RED);
  move.beast.has_power = TRUE;
  move.beast.power = 7;
  accept_with (&s, &move, catalogue);

  /* A beast entering by an effect too. */
  make_placed (&s);
  s.field[3][3].side = TM_PSI_CARD_NONE;
  enter = change_at (TM_PSI_CHANGE_ENTER, 3, 3);
  enter.colour = TM_PSI_COLOUR_RED;
  enter.beast.name = beast_name ("Oni");
  enter.beast.has_power = enter.beast.has_track = TRUE;
  enter.beast.power = 3;
  enter.beast.track = (TmPsiTrack) { 2, 8 };
  move = adjust_move (enter);
  g_free (refuse_with (&s, &move, catalogue, TM_PSI_RULES_ERROR, TM_PSI_RULE_CATALOGUE_MISMATCH));

  /* Through the game object; copies share the catalogue. */
  {
    g_autoptr(TmGame) game = tm_registry_create_game ("psi-conjuring", 2, NULL, &error);
    g_autoptr(TmGame) copy = NULL;
    g_autoptr(JsonObject) object = NULL;
    g_autoptr(JsonNode) node = NULL;
    const char *text = "{\"type\":\"summon\",\"cell\":[0,0],\"beast\":\"Oni\",\"power\":5,\"track\":[2,8]}";

    g_assert_no_error (error);
    tm_psi_game_set_catalogue (TM_PSI_GAME (game), catalogue);
    g_assert_true (tm_psi_game_get_catalogue (TM_PSI_GAME (game)) == catalogue);
    for (int i = 0; i < 16; i++)
      {
        g_autoptr(JsonObject) place = json_object_new ();
        g_autoptr(JsonArray) cell = json_array_new ();

        json_array_add_int_element (cell, i / 4);
        json_array_add_int_element (cell, i % 4);
        json_object_set_string_member (place, "type", "place");
        json_object_set_array_member (place, "cell", g_steal_pointer (&cell));
        g_assert_true (tm_game_apply_move (game, place, &error));
      }
    copy = tm_game_copy (game);
    g_assert_true (tm_psi_game_get_catalogue (TM_PSI_GAME (copy)) == catalogue);
    node = tm_json_parse (text, strlen (text), NULL);
    object = json_object_ref (json_node_get_object (node));
    g_assert_false (tm_game_apply_move (copy, object, &error));
    g_assert_error (error, TM_PSI_RULES_ERROR, TM_PSI_RULE_CATALOGUE_MISMATCH);
    g_assert_cmpstr (tm_game_get_error_rule (copy, error), ==, "catalogue-mismatch");
    g_clear_error (&error);
    tm_psi_game_set_catalogue (TM_PSI_GAME (copy), NULL);
    g_assert_true (tm_game_apply_move (copy, object, &error));
  }
}

/* A catalogue file that cannot be read is never written over by what a
 * summon teaches: the beast is learnt in memory, the error says why. */
static void
test_learn_keeps_unreadable_file (void)
{
  static const char broken[] = "{\"version\": 1, \"beasts\": [ {\"name\": \"Oni\"";
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tm-psi-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "psi-beasts.json", NULL);
  g_autoptr(TmPsiCatalogue) catalogue = tm_psi_catalogue_new ();
  g_autoptr(TmPsiCatalogue) learnt = NULL;
  g_autoptr(TmPsiBeastInfo) seen = beast ("Oni", 3, 0, 6, -1, 0);
  g_autofree char *after = NULL;

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (path, broken, -1, NULL));
  learnt = tm_psi_catalogue_learn_in_file (catalogue, path, seen, &error);
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED);
  g_assert_nonnull (strstr (error->message, "left as it is"));
  g_assert_nonnull (tm_psi_catalogue_lookup (learnt, "Oni"));
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, broken);

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
test_psi_catalogue_main (int   argc,
                         char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/psi/catalogue/check", test_check);
  g_test_add_func ("/psi/catalogue/edit", test_edit);
  g_test_add_func ("/psi/catalogue/learn-and-check", test_learn_and_check);
  g_test_add_func ("/psi/catalogue/json", test_json);
  for (guint i = 0; i < G_N_ELEMENTS (bad_files); i++)
    {
      g_autofree char *path = g_strdup_printf ("/psi/catalogue/bad-file/%s", bad_files[i].name);

      g_test_add_data_func (path, &bad_files[i], test_bad_file);
    }
  g_test_add_func ("/psi/catalogue/too-many", test_too_many);
  g_test_add_func ("/psi/catalogue/files", test_files);
  g_test_add_func ("/psi/catalogue/learn-keeps-unreadable-file", test_learn_keeps_unreadable_file);
  g_test_add_func ("/psi/catalogue/import", test_import);
  g_test_add_func ("/psi/catalogue/import-file", test_import_file);
  g_test_add_func ("/psi/catalogue/game", test_game_with_catalogue);

  return g_test_run ();
}
