/* tm-psi-setup.c — the manual's setup of Psi Conjuring, as steps */
#include "config.h"

#include "tm-psi-setup.h"

#include <glib/gi18n.h>

GPtrArray *
tm_psi_setup_steps (guint               n_players,
                    const char * const *players)
{
  g_autoptr(GPtrArray) steps = tm_setup_steps_new ();
  g_autofree char *place = NULL, *place_sub = NULL;

  g_return_val_if_fail (n_players == 2, NULL);
  g_return_val_if_fail (players != NULL && players[0] != NULL && players[1] != NULL, NULL);

  g_ptr_array_add (steps, tm_setup_step_new (_("Each player takes a roster of 12 different beasts"),
                                             _("No beast twice in one roster.")));
  g_ptr_array_add (steps, tm_setup_step_new (_("Each player keeps 4 of them as the hand"),
                                             _("The hand is for quick summons; keep it hidden.")));
  place = g_strdup_printf (_("%s first, then %s: place the other 8 cards face down, one at a time"),
                           players[0], players[1]);
  place_sub = g_strdup (_("Until the 4 × 4 field is full. Each card’s illustration upright for "
                           "whoever placed it: that player is its master. Enter each placement "
                           "by clicking its cell."));
  g_ptr_array_add (steps, tm_setup_step_new (place, place_sub));
  g_ptr_array_add (steps, tm_setup_step_new (_("Put the soul chips within reach"),
                                             _("One per beast, to mark its power on the red or blue track.")));

  return g_steal_pointer (&steps);
}
