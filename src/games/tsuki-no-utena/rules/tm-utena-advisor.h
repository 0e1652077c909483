/* tm-utena-advisor.h — the Tsuki no Utena advisor (docs/advisor.md) */
#pragma once

#include "core/tm-advisor.h"
#include "tm-utena-state.h"
/* "Can we still win?", the advisor's outlook */
#include "tm-utena-outlook.h"

G_BEGIN_DECLS

/* Every legal exchange of the active altar (its first pair on its first
 * turn), with what it does to every altar it touches: markers gained on
 * the ring and on the centre, markers lost to the cloud, and the game's
 * result when the move decides it.  Ranked for the table as a whole
 * (the game is cooperative): ring markers gained over all altars, minus
 * twice the markers reaching a centre, ±100 when the move wins or loses
 * the game.  Only the cards the position knows are offered (as in the
 * legal move list).  NULL with a TM_RULES_ERROR when no altar is taking
 * a turn. */
GPtrArray *tm_utena_advisor_exchange_options (const TmUtenaState  *state,
                                              GError             **error);

/* During the loss processing, every desire card the legal move list
 * offers (the cards entered before, with the icons they can hide), with
 * the same details and ranking as the exchanges: what the players learn
 * by asking "what if this card comes up?".  NULL outside that phase. */
GPtrArray *tm_utena_advisor_desire_options   (const TmUtenaState  *state);

/* The one-line title of @move in @state, in words: "Exchange blue snake
 * + navy horn for altar 2’s red cross + white horn". */
char      *tm_utena_advisor_move_title       (const TmUtenaState  *state,
                                              const TmUtenaMove   *move);

G_END_DECLS
