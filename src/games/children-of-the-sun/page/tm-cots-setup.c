/* tm-cots-setup.c — the manual's setup of Children of the Sun, as steps */
#include "config.h"

#include "tm-cots-setup.h"

#include <glib/gi18n.h>

GPtrArray *
tm_cots_setup_steps (guint               n_players,
                     const char * const *players)
{
  g_autoptr(GPtrArray) steps = tm_setup_steps_new ();
  const char *first, *second;
  g_autofree char *shuffle = NULL, *shuffle_sub = NULL;
  g_autofree char *markers = NULL;
  g_autofree char *shield = NULL, *shield_sub = NULL;
  g_autofree char *ghost_sub = NULL;
  g_autofree char *draw = NULL;

  g_return_val_if_fail (n_players == 2, NULL);
  g_return_val_if_fail (players != NULL && players[0] != NULL && players[1] != NULL, NULL);

  first = players[0];
  second = players[1];

  shuffle = g_strdup_printf (_("%s shuffles the 32 cards face down, %s cuts them"), first, second);
  shuffle_sub = g_strdup_printf (_("The deck goes on %s’s left, in reach of both."), first);
  g_ptr_array_add (steps, tm_setup_step_new (shuffle, shuffle_sub));

  markers = g_strdup_printf (_("%s takes the white markers, %s the black"), first, second);
  g_ptr_array_add (steps, tm_setup_step_new (markers, _("Two markers each.")));

  shield = g_strdup_printf (_("Deal 6 cards face down from %s’s side to %s’s: the ghost’s shield"),
                            first, second);
  shield_sub = g_strdup_printf (_("On %s’s right, lying sideways, each sun mark towards the player "
                                  "with that colour. Nobody looks at them."), first);
  g_ptr_array_add (steps, tm_setup_step_new (shield, shield_sub));

  g_ptr_array_add (steps, tm_setup_step_new (_("Place each player’s two markers"),
                                             _("One before the shield card nearest to its owner, one on 0 of the "
                                               "score track beside the shield.")));

  ghost_sub = g_strdup_printf (_("Facing away from the shield, to %s’s left (west)."), first);
  g_ptr_array_add (steps, tm_setup_step_new (_("Put the ghost in the centre of the field"), ghost_sub));

  draw = g_strdup_printf (_("%s first: each player draws 6 cards"), first);
  g_ptr_array_add (steps, tm_setup_step_new (draw, _("Keep your hand hidden. Beds and the ghost’s stomach start empty.")));

  return g_steal_pointer (&steps);
}
