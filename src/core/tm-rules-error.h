/* tm-rules-error.h — errors shared by every game's rules
 *
 * A refused move carries three things: a code, a translated message a
 * player can read, and the rule it breaks.  Every game has its own error
 * domain whose codes *are* its rules (a GEnum, so each code has a stable
 * nick such as "siege-rotation-zero" for scripts and tests).  The codes
 * below are the refusals every game shares.
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define TM_RULES_ERROR (tm_rules_error_quark ())

typedef enum {
  TM_RULES_ERROR_INVALID_MOVE,   /* not a move of this game (missing field, bad card name …) */
  TM_RULES_ERROR_GAME_FINISHED,  /* the game is over, nothing more can be played */
  TM_RULES_ERROR_BAD_SETUP,      /* player count or options cannot start this game */
  TM_RULES_ERROR_WRONG_PLAYER,   /* the move names a player whose turn it is not */
} TmRulesError;

GQuark      tm_rules_error_quark    (void);

/* Sets @error to TM_RULES_ERROR_GAME_FINISHED, in the words every game
 * uses for a move entered after its end. */
void        tm_rules_error_set_finished (GError **error);

/* FALSE, with @error set in @domain (a game's rules) to @rule and the
 * words formatted from @format: a refusal in one statement,
 * `return tm_rules_error_refuse (...)`. */
gboolean    tm_rules_error_refuse   (GError     **error,
                                     GQuark       domain,
                                     int          rule,
                                     const char  *format,
                                     ...) G_GNUC_PRINTF (4, 5);

/* The stable id ("nick") of the rule @error reports, looked up in
 * @rule_enum (the game's GEnum of rule codes) when @error is in that
 * game's domain @game_domain, or in the shared codes above.  NULL for an
 * error that is not a rules error. */
const char *tm_rules_error_get_rule (const GError *error,
                                     GQuark        game_domain,
                                     GType         rule_enum);

G_END_DECLS
