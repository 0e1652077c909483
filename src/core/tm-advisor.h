/* tm-advisor.h — "what happens if I…": every option of a position, ranked
 *
 * The shared search layer of the advisor (docs/advisor.md).  It tries
 * each move on a copy of the position (tm_game_copy() and
 * tm_game_apply_move(); the position asked about is never changed),
 * lets the game describe what the move did and how good it is for the
 * player who makes it, and ranks the options best first.  No GTK: the
 * CLI, the GUI and the tests share it.
 *
 * Games whose rules work on plain data (Children of the Sun) may build
 * their options on that data directly and only use the option type,
 * the ranking and the JSON output from here.
 */
#pragma once

#include "tm-game.h"

G_BEGIN_DECLS

/* One thing the player can do, and what comes of it. */
typedef struct
{
  JsonObject *move;         /* the move as a record holds it (docs/records.md) */
  double      score;        /* the game's evaluation: higher is better for the mover */
  char       *title;        /* translated, one line (about 60 characters at most):
                             * the move itself, "Use 21, take 8" */
  char       *explanation;  /* translated, one or two sentences */
  JsonNode   *details;      /* a JSON object: the consequences, game by game */
} TmAdvisorOption;

/* Takes a reference on @move (which may be NULL for a plan that is not a
 * single move). */
TmAdvisorOption *tm_advisor_option_new  (JsonObject       *move);
void             tm_advisor_option_free (TmAdvisorOption  *option);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmAdvisorOption, tm_advisor_option_free)

/* Describes @move, played in @before and giving @after: fills @option's
 * score, explanation and details.  Returns FALSE to leave the move out
 * of the options. */
typedef gboolean (*TmAdvisorDescribeFunc) (TmGame          *before,
                                           TmGame          *after,
                                           JsonObject      *move,
                                           TmAdvisorOption *option,
                                           gpointer         user_data);

/* Tries every move of @moves (every legal move when NULL) on a copy of
 * @game and describes it with @describe (tm_advisor_describe_default()
 * when NULL).  Returns the options ranked (tm_advisor_rank()), or NULL
 * with @error when a move is refused by the rules. */
GPtrArray       *tm_advisor_explore     (TmGame                *game,
                                         GPtrArray             *moves,
                                         TmAdvisorDescribeFunc  describe,
                                         gpointer               user_data,
                                         GError               **error);

/* Sorts @options best first: higher score first, and in the order they
 * were listed where scores are equal. */
void             tm_advisor_rank        (GPtrArray             *options);

/* The default description: the change of every player's score and of
 * the public state; the score is the mover's gain minus the best gain
 * of any other player; the title is tm_advisor_move_title(). */
gboolean         tm_advisor_describe_default (TmGame          *before,
                                              TmGame          *after,
                                              JsonObject      *move,
                                              TmAdvisorOption *option,
                                              gpointer         user_data);

/* The top-level members of two JSON objects that differ:
 * {"member": {"before": …, "after": …}, …}; a member missing on one
 * side is null there.  Non-objects compare as a whole under "state". */
JsonNode        *tm_advisor_state_delta (JsonNode              *before,
                                         JsonNode              *after);

/* A generic one-line title for @move when the game has no better one:
 * its type and its members' values, "groups: R+2 B-1 · G+1 Y-2". */
char            *tm_advisor_move_title  (JsonObject            *move);

/* Titles that came out the same (shortened alike, or cards entered
 * wrongly) would not tell the options apart: each of them gets its
 * place in @options, "pair: … (3)".  Call before tm_advisor_rank(). */
void             tm_advisor_number_same_titles (GPtrArray      *options);

/* The last step of every game's listing: tm_advisor_number_same_titles()
 * then tm_advisor_rank().  Returns @options. */
GPtrArray       *tm_advisor_finish      (GPtrArray             *options);

/* Sets @details (taken) as @option's details, a JSON object node. */
void             tm_advisor_option_take_details (TmAdvisorOption *option,
                                                 JsonObject      *details);

/* {"count": n, "options": [{"rank", "move", "score", "title",
 * "explanation", "details"}, …]} for ranked @options. */
JsonNode        *tm_advisor_options_to_json (GPtrArray         *options);

G_END_DECLS
