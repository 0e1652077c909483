/* tm-utena-prompt.c — what to do now, said in the Tsuki no Utena page's
 * status line */
#include "config.h"

#include "tm-utena-prompt.h"

#include <glib/gi18n.h>

char *
tm_utena_prompt_describe (const TmUtenaState *state,
                          TmUtenaDesire       desire,
                          int                 give,
                          TmUtenaCard         take,
                          const char         *giver)
{
  g_return_val_if_fail (state != NULL, NULL);

  switch (state->phase)
    {
    case TM_UTENA_PHASE_DESIRE:
      if (desire == TM_UTENA_NO_DESIRE)
        return g_strdup (_("Draw the desire card and choose it below, or compose it by its icons."));
      if (state->n_laid == 0)
        return g_strdup (_("The first desire card hides nothing: lay it."));
      if (giver != NULL)
        /* Translators: %s is an altar, e.g. "Mio's altar". */
        return g_strdup_printf (_("Mark every icon the new card covers: each sends a marker "
                                  "to the cloud, from %s first, then on in turn. Then lay it."), giver);
      return g_strdup (_("Mark every icon the new card covers, then lay it."));
    case TM_UTENA_PHASE_PLAN:
      return g_strdup (_("Which altar gets the practitioner plan card? The other two get the desire plan cards."));
    case TM_UTENA_PHASE_TURN:
      if (state->altars[state->active].pair[0] == TM_UTENA_NO_CARD)
        return g_strdup (_("Choose the two cards of the first pair from the hand."));
      if (give < 0)
        return g_strdup (_("Exchange: first choose which card of the pair goes."));
      if (take == TM_UTENA_NO_CARD)
        return g_strdup (_("Then choose the card that comes: from another altar’s pair, or from the hand."));
      return g_strdup (_("Check the exchange and confirm it."));
    case TM_UTENA_PHASE_FINISHED:
    default:
      return g_strdup ("");
    }
}
