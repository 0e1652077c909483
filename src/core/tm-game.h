/* tm-game.h — the interface every game's rules offer
 *
 * A TmGame is one position of one game.  It is built by setting up a
 * game (players and options) and applying moves; it never reads the
 * table, only what players enter.  Moves are JSON objects, the same ones
 * a record file holds (docs/records.md), so the GUI, the CLI and the
 * tests all speak the same language to the rules.
 *
 * Contract for subclasses:
 *  - apply_move() either applies the whole move and returns TRUE, or
 *    returns FALSE with an error and leaves the position untouched;
 *  - list_legal_moves() lists moves apply_move() accepts, and for the
 *    choices a player makes at the table, every one of them;
 *  - copy() gives an independent position (for undo previews and search).
 */
#pragma once

#include "tm-move-cache.h"

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

#define TM_TYPE_GAME (tm_game_get_type ())
G_DECLARE_DERIVABLE_TYPE (TmGame, tm_game, TM, GAME, GObject)

struct _TmGameClass
{
  GObjectClass parent_class;

  /* The error domain whose codes are this game's rules, and their GEnum. */
  GQuark        rules_domain;
  GType         rules_enum;

  gboolean    (*setup)              (TmGame      *self,
                                     guint        n_players,
                                     JsonObject  *options,
                                     GError     **error);
  TmGame     *(*copy)               (TmGame      *self);
  gboolean    (*apply_move)         (TmGame      *self,
                                     JsonObject  *move,
                                     GError     **error);
  GPtrArray  *(*list_legal_moves)   (TmGame      *self);
  const char *(*get_phase)          (TmGame      *self);
  char       *(*describe_phase)     (TmGame      *self);
  int         (*get_current_player) (TmGame      *self);
  gboolean    (*is_finished)        (TmGame      *self);
  int         (*get_score)          (TmGame      *self,
                                     guint        player);
  JsonNode   *(*serialize_state)    (TmGame      *self);
  /* Optional: fill @winners for a finished game when the highest score
   * alone does not decide (tie-breaks, cooperative games).  The default
   * is every player with the highest score. */
  GArray     *(*get_winners)        (TmGame      *self,
                                     GArray      *winners);
  /* Optional: @move in the players' words (see tm_game_describe_move());
   * NULL for the words every game uses (a move it cannot read). */
  char       *(*describe_move)      (TmGame             *self,
                                     JsonObject         *move,
                                     const char * const *players);

  /* Today's reading of the game's rules: a revision that grows by one
   * with each correction of a rule that refuses a move an earlier
   * Tablemate accepted, or changes a result (0 counts as 1).  Earlier
   * readings stay behind the revision, checked where a rule differs, so
   * that a game goes on under the reading it began with. */
  guint         rules_revision;
  /* Optional: @revision (1 … rules_revision) was chosen, before any move;
   * the game keeps it where its rules look. */
  void        (*set_rules_revision)      (TmGame             *self,
                                          guint               revision);
  /* Optional: for an earlier reading, one line saying how it differs,
   * for players ("This game follows the rules as Tablemate 0.2.0 read
   * them: …"); NULL for today's. */
  char       *(*describe_rules_revision) (TmGame             *self,
                                          guint               revision);

  /* Optional: the round or turn the next move belongs to, for the move
   * list's headings (see tm_game_describe_round()). */
  char       *(*describe_round)          (TmGame             *self);

  /* Optional: where @player's score comes from, in one line (see
   * tm_game_describe_score_breakdown()). */
  char       *(*describe_score_breakdown) (TmGame            *self,
                                           guint              player);
  /* Optional: the "round" of serialize_state() without building the
   * whole state (see tm_game_get_round()). */
  gboolean    (*get_round)               (TmGame             *self,
                                          gint64             *round);

  /* Optional, the three together: a move read once into a struct of the
   * game's own (decoded_move_size bytes, aligned as a pointer is), kept
   * with the record, so that its replays walk small structs instead of
   * JSON objects (tm_game_apply_moves_cached()).  decode_move() reads
   * @move at this position as apply_move() would, without applying it;
   * FALSE when it does not (a move apply_move() would refuse as it reads
   * it, or one the game leaves to apply_move()).  apply_decoded_move()
   * then applies it as apply_move() would have: the same checks, the
   * same errors, all or nothing.  A struct may depend on the position it
   * was read in (the options, the reading of the rules, the moves
   * before), never on the players' names. */
  gsize         decoded_move_size;
  gboolean    (*decode_move)             (TmGame             *self,
                                          JsonObject         *move,
                                          gpointer            decoded);
  gboolean    (*apply_decoded_move)      (TmGame             *self,
                                          gconstpointer       decoded,
                                          GError            **error);

  gpointer padding[1];
};

/* Set up a new game.  Normally called through tm_registry_create_game(). */
gboolean    tm_game_setup              (TmGame      *self,
                                        guint        n_players,
                                        JsonObject  *options,
                                        GError     **error);
guint       tm_game_get_n_players      (TmGame      *self);
TmGame     *tm_game_copy               (TmGame      *self);

/* The players' names in the record's order (tm_record_create_game() sets
 * them), for the rules' messages: "It is Aoi’s turn, not Mio’s".  Call
 * after the set-up; @names may be NULL or shorter than the players, and
 * a missing or empty name is "Player 2" (counted from 1).  The names are
 * the players' own text, kept as typed but for control characters,
 * escaped (\n) so that a message stays one line; never markup-escaped
 * (the UI does that where it needs). */
void        tm_game_set_player_names   (TmGame             *self,
                                        const char * const *names);
/* The name of @player (0-based) as the messages say it. */
const char *tm_game_get_player_name    (TmGame             *self,
                                        guint               player);
/* Every player's name, NULL-terminated: for the games' functions over
 * plain data that word their messages with a "players" array. */
const char * const *tm_game_get_player_names (TmGame       *self);

gboolean    tm_game_apply_move         (TmGame      *self,
                                        JsonObject  *move,
                                        GError     **error);
/* Applies the first @n_moves moves of @moves (JsonObject) in turn, as
 * tm_game_apply_move() would one by one (@self is checked once: a
 * replay), up to the first one refused, which sets @error.  Returns how
 * many were applied. */
guint       tm_game_apply_moves        (TmGame      *self,
                                        GPtrArray   *moves,
                                        guint        n_moves,
                                        GError     **error);
/* The same from the first move of a new game, through @cache, which
 * keeps each move as the game's decode_move() reads it, the first time a
 * replay reaches it, for the replays after (see tm-move-cache.h): a
 * record's replay.  Without @cache, for a game without decode_move() and
 * for a game with moves already: the JSON objects, as
 * tm_game_apply_moves() reads them. */
guint       tm_game_apply_moves_cached (TmGame      *self,
                                        GPtrArray   *moves,
                                        guint        n_moves,
                                        TmMoveCache *cache,
                                        GError     **error);
guint       tm_game_get_n_moves        (TmGame      *self);

/* Every legal next move, as JsonObject (a new reference each); empty when
 * the game is over. */
GPtrArray  *tm_game_list_legal_moves   (TmGame      *self);

/* A stable id of the phase ("siege", "analysis", "finished" …) and its
 * translated name for people. */
const char *tm_game_get_phase          (TmGame      *self);
char       *tm_game_describe_phase     (TmGame      *self);

/* The player (0-based) who acts next, or -1 when nobody does. */
int         tm_game_get_current_player (TmGame      *self);
gboolean    tm_game_is_finished        (TmGame      *self);
int         tm_game_get_score          (TmGame      *self,
                                        guint        player);

/* The winners (0-based player indices) of a finished game: one, several
 * for a shared win, none for a draw or an unfinished game. */
GArray     *tm_game_get_winners        (TmGame      *self);

/* @move, a move of this position (before it is applied), as the players
 * would say it at the table, with the names of @players (in the record's
 * order): "Aoi played Red +2 on the top middle".  One sentence, no final
 * full stop, for toasts ("Undone: …"), the history and screen readers.
 * A game without its own words gives "Aoi's move" (or "Move 3" when
 * nobody is to move). */
char       *tm_game_describe_move      (TmGame             *self,
                                        JsonObject         *move,
                                        const char * const *players);

/* The round or turn of the game the next move belongs to, as the rules
 * count them, for headings ("Round 3", "Turn 5 · Aoi"; "Set-up" before
 * the first): a game's own describe_round, else "Round N" when its
 * state (tm_game_serialize_state()) has a "round".  NULL when the game
 * counts neither: then a turn is the moves one player makes in a row. */
char       *tm_game_describe_round     (TmGame             *self);

/* Where @player's score comes from, as the game's rules add it up, in
 * one translated line for a shared result ("house 12 + field 8"); NULL
 * when the game has no such line for @player or has not ended. */
char       *tm_game_describe_score_breakdown (TmGame      *self,
                                              guint        player);
/* The whole number "round" of tm_game_serialize_state() in *@round, or
 * FALSE when it has none; quicker when the game says it itself (the
 * history asks it of every game it reads). */
gboolean    tm_game_get_round          (TmGame             *self,
                                        gint64             *round);

/* The reading of the rules this position is played under (the record's
 * "rules", docs/records.md): today's, tm_game_get_latest_rules_revision(),
 * unless an earlier one was set before the first move. */
guint       tm_game_get_rules_revision        (TmGame      *self);
guint       tm_game_get_latest_rules_revision (TmGame      *self);
/* The same for a TmGame subclass, without a game. */
guint       tm_game_type_get_latest_rules_revision (GType   type);
/* Plays this game under @revision (1 … the latest), before any move. */
void        tm_game_set_rules_revision        (TmGame      *self,
                                               guint        revision);
/* One line for the game's page when it follows an earlier reading of the
 * rules ("This game follows the rules as Tablemate 0.2.0 read them: …",
 * translated); NULL under today's. */
char       *tm_game_describe_rules_revision   (TmGame      *self);

/* A JSON summary of the public state, for the CLI and tests. */
JsonNode   *tm_game_serialize_state    (TmGame      *self);

/* The stable id of the rule @error names, or NULL. */
const char *tm_game_get_error_rule     (TmGame       *self,
                                        const GError *error);

G_END_DECLS
