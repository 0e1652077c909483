/* tm-utena-prompt.h — what to do now, said in the Tsuki no Utena page's
 * status line
 */
#pragma once

#include "games/tsuki-no-utena/rules/tm-utena-state.h"

G_BEGIN_DECLS

/* The prompt for @state with what is entered so far: the desire card
 * chosen (NO_DESIRE), the pair card that goes (-1) and the card that
 * comes (NO_CARD); @giver names the altar that gives the first marker
 * back, or NULL. */
char *tm_utena_prompt_describe (const TmUtenaState *state,
                                TmUtenaDesire       desire,
                                int                 give,
                                TmUtenaCard         take,
                                const char         *giver);

G_END_DECLS
