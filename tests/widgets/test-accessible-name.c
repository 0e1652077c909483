/* test-accessible-name.c — what a screen reader says for a label with a
 * mnemonic, in both languages' styles (no window needed) */
#include "config.h"

#include "widgets/tm-accessible-name.h"

static void
test_without_mnemonic (void)
{
  static const char *cases[][2] = {
    { "_Show Aoi’s Bed…", "Show Aoi’s Bed…" },
    { "Show _Options for Mio’s Groups…", "Show Options for Mio’s Groups…" },
    { "Pla_y", "Play" },
    { "ベッドを表示(_S)…", "ベッドを表示…" },
    { "プレイ(_Y)", "プレイ" },
    { "出す (_L)", "出す" },
    { "Red__Blue", "Red_Blue" },
    { "(__)", "(_)" },
    { "Plain", "Plain" },
    { "", "" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *plain = tm_accessible_name_without_mnemonic (cases[i][0]);

      g_assert_cmpstr (plain, ==, cases[i][1]);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/accessible-name/without-mnemonic", test_without_mnemonic);

  return g_test_run ();
}
