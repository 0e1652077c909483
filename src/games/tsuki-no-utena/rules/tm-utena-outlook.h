/* tm-utena-outlook.h — "Can we still win?", the Tsuki no Utena advisor's
 * outlook (docs/advisor.md) */
#pragma once

#include "tm-utena-state.h"

G_BEGIN_DECLS

/* "Can we still win?" (docs/advisor.md).  The table chooses every turn
 * (exchanges, reinforcements, the solo plan card), using only the cards
 * the position knows: the pairs on the altars and the cards it saw go
 * into a hand (a turn that needs another card ends its line unwon).  The
 * desire cards still to come are the known desire cards not laid (when
 * fewer are known than remain in the deck, the answer is over the known
 * ones), with every set of icons they can hide.
 *
 * The search looks to the end of the round, then one round further at a
 * time while its budget lasts (positions are memoised by a hash of the
 * plain state, and lines that cannot fill the rings in the turns left
 * are cut). */
typedef struct
{
  gboolean  winnable_worst_case;  /* a line wins whatever desire cards come */
  guint64   n_sequences;          /* orders the known desire cards can come in, */
  guint64   n_winnable;           /* and of those, for how many some line wins */
  double    share;                /* n_winnable / n_sequences */
  GArray   *best_line;            /* TmUtenaMove: the table's moves and the
                                   * desire cards the line assumes; empty
                                   * when no line wins */
  TmUtenaDesire *line_desires;    /* the desire cards the best line assumes, */
  guint     n_line_desires;       /* in order (none when it wins whatever comes) */
  guint     first_round;          /* the horizon: rounds first_round–last_round */
  guint     last_round;
  gboolean  to_end;               /* no line went past the horizon: the answer is final */
  gboolean  exhaustive;           /* every line within the horizon was decided; FALSE
                                   * when the budget did not finish even this round
                                   * (then nothing above is decided) */
  guint     next_round_tried;     /* the last round of a longer horizon the budget
                                   * did not finish, 0 */
  guint     desires_known;        /* known desire cards not laid */
  guint     desires_remaining;    /* desire cards still to come in the game */
  gboolean  unknown_cards;        /* a hand held cards the position does not know:
                                   * the search left them out */
  gboolean  unknown_desires;      /* a line reached a desire card when no known one
                                   * was left: it stopped there, unwon */
  gboolean  blocked;              /* a line reached a turn with no move among the
                                   * known cards: it stopped there, unwon */
  guint64   nodes;                /* positions searched */
  guint64   work;                 /* positions made (moves tried): the budget used */
} TmUtenaOutlook;

/* The default budget of tm_utena_advisor_outlook(), in positions made:
 * well under 100 ms on this machine (bench/bench-rules). */
#define TM_UTENA_OUTLOOK_WORK 60000

/* Searches from @state making at most @max_work positions (0 for the
 * default).  NULL with a TM_RULES_ERROR when the game is over. */
TmUtenaOutlook *tm_utena_advisor_outlook  (const TmUtenaState  *state,
                                           guint64              max_work,
                                           GError             **error);
void            tm_utena_outlook_free     (TmUtenaOutlook      *outlook);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmUtenaOutlook, tm_utena_outlook_free)

/* {"query": "outlook", "winnable_worst_case", "share", "sequences",
 * "winnable_sequences", "best_line": [{"move", "title", "chance"}, …],
 * "horizon", "horizon_rounds", "to_end", "exhaustive", "desires",
 * "cards", "explanation", "nodes", "work"}.  @state is the position searched. */
JsonNode       *tm_utena_outlook_to_json  (const TmUtenaOutlook *outlook,
                                           const TmUtenaState   *state);

G_END_DECLS
