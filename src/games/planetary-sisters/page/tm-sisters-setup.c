/* tm-sisters-setup.c — the manual's setup of Planetary Sisters, as steps */
#include "config.h"

#include "tm-sisters-setup.h"
#include "games/planetary-sisters/rules/tm-sisters-catalogue.h"

#include <glib/gi18n.h>

GPtrArray *
tm_sisters_setup_steps (guint               n_players,
                        const char * const *players)
{
  g_autoptr(GPtrArray) steps = tm_setup_steps_new ();
  TmSetupStep *parent;

  g_return_val_if_fail (n_players >= 2 && n_players <= 4, NULL);
  g_return_val_if_fail (players != NULL, NULL);

  parent = tm_setup_step_new (_("Choose the first parent"),
                              _("You pick the parent on the page before entering the field."));
  parent->chooses_first_player = TRUE;
  g_ptr_array_add (steps, parent);
  if (n_players == 2)
    {
      g_ptr_array_add (steps, tm_setup_step_new (_("Shuffle the 36 sister cards and deal 10 to each player"),
                                                 _("Each player’s private deck, face down.")));
      g_ptr_array_add (steps, tm_setup_step_new (_("Reveal 4 cards as the field"),
                                                 _("The rest of the cards is not used.")));
    }
  else
    {
      g_ptr_array_add (steps, tm_setup_step_new (_("Shuffle the 36 sister cards and deal 8 to each player"),
                                                 _("Each player’s private deck, face down.")));
      g_ptr_array_add (steps, tm_setup_step_new (_("Reveal as many cards as there are players as the field"),
                                                 _("The rest of the cards is not used.")));
    }
  g_ptr_array_add (steps, tm_setup_step_new (_("Put the condition card on Close"),
                                             _("Close: the smallest difference becomes parent.")));

  return g_steal_pointer (&steps);
}

char *
tm_sisters_catalogue_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "tablemate", "sisters-catalogue.json", NULL);
}

JsonObject *
tm_sisters_setup_options (guint n_players)
{
  g_autoptr(TmSistersCatalogue) catalogue = tm_sisters_catalogue_new ();
  g_autofree char *path = tm_sisters_catalogue_path ();
  g_autoptr(GError) error = NULL;

  /* A missing or broken catalogue leaves the game with the seven named
   * kinds: the emblems are then entered at the end of the game. */
  if (g_file_test (path, G_FILE_TEST_EXISTS)
      && !tm_catalogue_load (TM_CATALOGUE (catalogue), path, &error))
    g_debug ("Sisters catalogue %s not read (the game page says so): %s", path, error->message);
  return tm_sisters_catalogue_to_options (catalogue, -1);
}
