/* tm-plain-game.h — the TmGame plumbing of a game kept in plain structs
 *
 * Each game keeps its position in a plain C struct inside its TmGame
 * subclass, with a move struct read from and written to the record's
 * JSON, an apply function and a legal-moves function over those structs.
 * What turns them into the TmGame methods (copy, apply_move,
 * list_legal_moves) is the same for every game and lives here: a game
 * describes its structs and functions once in a TmPlainGameRules and
 * calls these helpers from its methods.
 */
#pragma once

#include "tm-game.h"

G_BEGIN_DECLS

/* Reads @object into the move struct at @move, every byte that is read
 * later (the caller's room is not zeroed first: Psi Conjuring's changes
 * beyond n_changes stay as they were); FALSE with @error when it is no
 * move of the game (@move is then scratch, not to be read). */
typedef gboolean    (*TmPlainMoveFromJson) (JsonObject     *object,
                                            gpointer        move,
                                            GError        **error);
/* The record's JSON object for the move struct at @move (a new one). */
typedef JsonObject *(*TmPlainMoveToJson)   (gconstpointer   move);
/* The same, for games whose JSON needs more than the move (@data). */
typedef JsonObject *(*TmPlainMoveToJsonWith) (gconstpointer move,
                                              gconstpointer data);
/* Applies @move to @state and fills @outcome (NULL when the game has no
 * outcome struct), or returns FALSE with @error and leaves @state as it
 * was. */
typedef gboolean    (*TmPlainApply)        (gpointer        state,
                                            gconstpointer   move,
                                            gpointer        outcome,
                                            GError        **error);
/* The same, for rules that also need something of the game's (@data,
 * e.g. a catalogue of its cards). */
typedef gboolean    (*TmPlainApplyWith)    (gpointer        state,
                                            gconstpointer   move,
                                            gpointer        data,
                                            gpointer        outcome,
                                            GError        **error);
/* Every legal next move: a GArray of move structs. */
typedef GArray     *(*TmPlainLegalMoves)   (gconstpointer   state);

/* A game's own functions take pointers to its own structs: cast them to
 * the types above (pointer parameters of any type match). */
typedef struct
{
  gsize               move_size;      /* sizeof the move struct */
  gsize               outcome_size;   /* sizeof the outcome struct, 0 for none */
  /* TRUE when apply (or apply_with) writes the whole outcome, and only
   * when the move holds: it is then given the caller's outcome itself,
   * not a zeroed copy (Psi Conjuring's is 2 KB, for every move). */
  gboolean            apply_writes_outcome;
  TmPlainMoveFromJson move_from_json;
  TmPlainMoveToJson   move_to_json;
  TmPlainApply        apply;          /* one of these two, for */
  TmPlainApplyWith    apply_with;     /* tm_plain_game_apply_move() */
  TmPlainLegalMoves   legal_moves;
} TmPlainGameRules;

/* TmGameClass.copy for a subclass whose fields own nothing: a new object
 * of the same type holding a byte copy of every field after the TmGame
 * part.  A subclass holding a reference takes its own after the copy. */
TmGame    *tm_plain_game_copy             (TmGame                 *self);

/* TmGameClass.apply_move: reads @object with @rules->move_from_json and
 * applies it to @state with @rules->apply (or @rules->apply_with, given
 * @data).  When it worked and @outcome is not NULL, the move's outcome is
 * copied there and *@has_outcome set.  On failure @state, @outcome and
 * *@has_outcome are untouched. */
gboolean   tm_plain_game_apply_move       (const TmPlainGameRules *rules,
                                           gpointer                state,
                                           gpointer                data,
                                           gpointer                outcome,
                                           gboolean               *has_outcome,
                                           JsonObject             *object,
                                           GError                **error);

/* The same for a move already read into the move struct at @move: for a
 * game's apply_decoded_move(), which so applies the move it kept as
 * apply_move() applies the one it reads. */
gboolean   tm_plain_game_apply_read_move  (const TmPlainGameRules *rules,
                                           gpointer                state,
                                           gpointer                data,
                                           gpointer                outcome,
                                           gboolean               *has_outcome,
                                           gconstpointer           move,
                                           GError                **error);

/* TmGameClass.list_legal_moves: @rules->legal_moves (@state), each move
 * written with @rules->move_to_json. */
GPtrArray *tm_plain_game_list_legal_moves (const TmPlainGameRules *rules,
                                           gconstpointer           state);

/* A GArray of move structs of @move_size bytes as JSON objects, written
 * by @to_json (@move, @data): for games whose JSON needs more than the
 * move (consumes nothing; @moves stays the caller's). */
GPtrArray *tm_plain_game_moves_to_json    (GArray                 *moves,
                                           TmPlainMoveToJsonWith   to_json,
                                           gconstpointer           data);

/* Reading a move's JSON, for every game's move_from_json. */

/* FALSE, with @error TM_RULES_ERROR_INVALID_MOVE saying @message (the
 * game's own words, translated): also for what is not usable in a score
 * sheet or a card's JSON.  Words that name the member or value at fault
 * are formatted by tm_rules_error_refuse (error, TM_RULES_ERROR,
 * TM_RULES_ERROR_INVALID_MOVE, format, ...). */
gboolean    tm_plain_move_invalid          (GError                **error,
                                            const char             *message);

/* The members of one JSON object of a move, read in one pass over its
 * hash table: a replay looks up several members of every move, and a
 * look-up here (a few words compared, first letter first) costs a
 * fraction of json_object_get_member()'s hashing.  The nodes stay
 * @object's; an object with more members than fit is looked up in
 * @object itself. */
#define TM_PLAIN_MEMBERS_KEPT 12
typedef struct
{
  JsonObject *object;
  guint       n_members;     /* G_MAXUINT: more than fit, none kept */
  const char *names[TM_PLAIN_MEMBERS_KEPT];
  JsonNode   *nodes[TM_PLAIN_MEMBERS_KEPT];
} TmPlainMembers;

void        tm_plain_members_read          (TmPlainMembers         *members,
                                            JsonObject             *object);
/* The member @name, as tm_json_object_get_member() gives it: NULL when
 * it is absent or JSON null. */
JsonNode   *tm_plain_members_get           (const TmPlainMembers   *members,
                                            const char             *name);

/* The members each type of move may have, besides "type": @type and a
 * space-separated list of @members ("" for none). */
typedef struct
{
  const char *type;
  const char *members;
} TmPlainMoveForm;

/* The "type" of the move @object; NULL with @error when @object is NULL
 * ("A move must be a JSON object.") or has no "type" string
 * (@no_type_message, the game's words naming its types, marked with
 * N_() and translated only when the message is given: a replay reads
 * every move of a record).  When @forms
 * (ended by a { NULL, NULL } entry) has an entry for the type, a member
 * it does not list is refused, named, so that a misspelt member of a
 * hand-written record never passes silently; a type not in @forms is
 * left to the game to refuse in its own words. */
/* When @members is not NULL, the move's members are read into it
 * (tm_plain_members_read()) for the game to look them up there. */
const char *tm_plain_move_get_type         (JsonObject             *object,
                                            const TmPlainMoveForm  *forms,
                                            const char             *no_type_message,
                                            TmPlainMembers         *members,
                                            GError                **error);
/* FALSE with @error naming the first member of @members' object that
 * neither @listed (space-separated) nor @also lists, for a part of a
 * move such as a change: @what_format and its arguments name it in the
 * message ("this change"), formatted only then. */
gboolean    tm_plain_move_check_members    (const TmPlainMembers   *members,
                                            const char             *listed,
                                            const char             *also,
                                            GError                **error,
                                            const char             *what_format,
                                            ...) G_GNUC_PRINTF (5, 6);

/* Tablemate 0.2.0 ignored the members of a move it did not know, where
 * today's reading refuses them (tm_plain_move_get_type()).  A game
 * played under that reading reads its moves through these: a copy of
 * @object with only the members @members lists (space-separated); and a
 * copy of the move @object with only "type" and the members @forms lists
 * for its type (all of them when @forms does not know the type). */
JsonObject *tm_plain_object_keep_members   (JsonObject             *object,
                                            const char             *members);
JsonObject *tm_plain_move_keep_known_members (JsonObject           *object,
                                              const TmPlainMoveForm *forms);
/* For a game's decode_move(): @object read into the move struct at @move
 * by @rules->move_from_json, without an error, as Tablemate 0.2.0 read it
 * when @known_only (only the members @forms lists for its type, see
 * tm_plain_move_keep_known_members()).  FALSE when it is no move. */
gboolean    tm_plain_game_read_move        (const TmPlainGameRules *rules,
                                            const TmPlainMoveForm  *forms,
                                            gboolean                known_only,
                                            JsonObject             *object,
                                            gpointer                move);
/* TmGameClass.describe_rules_revision for a game whose only earlier
 * reading is that one (revision 1). */
char       *tm_plain_game_describe_members_020 (TmGame             *game,
                                                guint               revision);
/* TmGameClass.get_round for a game whose state has no "round": FALSE,
 * without serializing the state (the history asks it of every game). */
gboolean    tm_plain_game_get_no_round     (TmGame                 *game,
                                            gint64                 *round);

G_END_DECLS
