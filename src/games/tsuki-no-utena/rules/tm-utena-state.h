/* tm-utena-state.h — a Tsuki no Utena position, as plain data
 *
 * The rules of RULES.md §3 work on this struct; TmUtenaGame wraps it for
 * the generic TmGame interface.  It is plain data so that copying a
 * position (for search, previews and refusals) is one assignment.
 *
 * The unit that takes turns is the *altar* (壇): a flower board, a
 * reserve card and a pair of practitioner cards.  With 3 or 4 players
 * each player has one altar (altar i belongs to player i, players in
 * clockwise order from the first parent); with 2 players each has two
 * (altars 0 and 1 are the first player's right and left, 2 and 3 the
 * second player's right and left); the solo player has three (0 left,
 * 1 centre, 2 right).  Hands belong to players.
 *
 * Hands are private: the position knows how many cards each holds, and
 * which of them it saw go in (a pair card exchanged into the hand); the
 * other hand cards become known when they are played.
 */
#pragma once

#include "tm-utena-icons.h"

G_BEGIN_DECLS

#define TM_UTENA_MAX_PLAYERS       4
#define TM_UTENA_MAX_ALTARS        4
#define TM_UTENA_N_MARKERS         32
#define TM_UTENA_MARKERS_PER_CELL  2
#define TM_UTENA_MAX_HIDDEN        4
/* A move may list more hidden icons than can be hidden, to be refused
 * with the rule's reason rather than as a malformed move. */
#define TM_UTENA_MAX_HIDDEN_LISTED 16
#define TM_UTENA_MAX_TRANSFERS     24

typedef enum {
  TM_UTENA_PHASE_DESIRE,   /* loss processing: the next desire card is laid */
  TM_UTENA_PHASE_PLAN,     /* solo: which altar gets the practitioner plan card */
  TM_UTENA_PHASE_TURN,     /* an altar's turn, or its reinforcement just before */
  TM_UTENA_PHASE_FINISHED,
} TmUtenaPhase;

typedef enum {
  TM_UTENA_RESULT_NONE,            /* still playing */
  TM_UTENA_RESULT_WON,             /* every outer ring is full */
  TM_UTENA_RESULT_LOST_CENTRE,     /* a turn began with a marker on the altar's centre */
  TM_UTENA_RESULT_LOST_NO_MARKER,  /* the altar due to give a marker had none */
  TM_UTENA_RESULT_LOST_DECK,       /* the desire deck was empty at the end of a round */
} TmUtenaResult;

typedef enum {
  TM_UTENA_MOVE_DESIRE,     /* lay a desire card, with the icons it hides */
  TM_UTENA_MOVE_PLAN,       /* solo, round start: the altar of the practitioner plan card */
  TM_UTENA_MOVE_REINFORCE,  /* 増援: the reserve joins the hand, two turns */
  TM_UTENA_MOVE_PAIR,       /* an altar's first turn: two hand cards as its pair */
  TM_UTENA_MOVE_EXCHANGE,   /* one card of the altar's pair for another card */
  TM_UTENA_MOVE_PASS,       /* no exchange: never legal, refused with the reason */
} TmUtenaMoveType;

typedef struct
{
  TmUtenaMoveType type;
  int altar;                       /* -1: not given (the active altar) */
  int player;                      /* -1: not given */
  /* DESIRE */
  TmUtenaDesire desire;
  guint8 n_hidden;
  guint8 hidden[TM_UTENA_MAX_HIDDEN_LISTED];   /* TmUtenaCell, repeats allowed */
  /* PLAN */
  int plan_altar;
  /* PAIR: the two cards; EXCHANGE: the two cards swapped, in any order */
  TmUtenaCard cards[2];
} TmUtenaMove;

/* A move of @type with nothing else given: no altar, player or plan
 * altar (-1), no cards. */
TmUtenaMove tm_utena_move_init (TmUtenaMoveType type);

/* One light marker moving between the cloud and a flower board. */
typedef struct
{
  int altar;
  TmUtenaCell cell;
  gboolean to_cloud;    /* loss: altar → cloud; otherwise a gain */
  gboolean centre;      /* it left or reached the centre cell, not the ring */
  gboolean paid;        /* gain only: FALSE when the cloud cell was empty */
} TmUtenaTransfer;

/* What a move did, for the page to tell the players. */
typedef struct
{
  TmUtenaMoveType type;
  int altar;                       /* the altar that acted, -1 for a desire card */
  int partner;                     /* EXCHANGE: the other altar whose pair changed, -1 */
  TmUtenaMatch match;              /* PAIR/EXCHANGE: the acting altar's matching icons */
  TmUtenaMatch partner_match;
  guint n_transfers;
  TmUtenaTransfer transfers[TM_UTENA_MAX_TRANSFERS];
  TmUtenaResult result;            /* the game's result after the move */
} TmUtenaOutcome;

typedef struct
{
  guint owner;                     /* the player */
  guint ring;                      /* markers on the outer ring */
  guint ring_size;                 /* 8 or 6 cells */
  guint centre;                    /* markers on the centre cell */
  gboolean reserve;                /* the face-down reserve card (伏札) is still there */
  TmUtenaCard pair[2];             /* sorted; TM_UTENA_NO_CARD before the first turn */
} TmUtenaAltar;

typedef struct
{
  guint size;                      /* cards in the hand */
  guint n_known;                   /* of which the position knows these: */
  TmUtenaCard known[TM_UTENA_N_PRACTITIONERS];
} TmUtenaHand;

typedef struct
{
  guint n_players;
  guint n_altars;
  TmUtenaPhase phase;
  TmUtenaResult result;
  int result_altar;                /* the altar that lost the game, -1 */

  guint round;                     /* 1…; 0 before play (the revealed desire card) */
  guint max_rounds;                /* 7; 6 with 1 or 2 players */
  int parent;                      /* 3–4 players: the parent (親); otherwise -1 */
  guint turn_index;                /* altars done this round, in their order */
  int active;                      /* the altar acting, -1 */
  guint turns_left;                /* turns the active altar still takes: 1 or 2 */
  gboolean turn_taken;             /* the active altar has taken a turn this round */
  gboolean reinforced;             /* the active altar takes two turns this round */
  guint reinforcements;            /* declared this round */

  guint desires_due;               /* desire cards still to lay in this processing */
  int giver;                       /* the altar due to give the next marker */
  int plan_altar;                  /* solo: the altar with the practitioner plan card */
  guint plan_desires;              /* solo: desire plan cards not laid yet */
  guint practitioner_deck;         /* solo: the practitioner deck */

  guint cloud[TM_UTENA_N_CELLS];
  TmUtenaAltar altars[TM_UTENA_MAX_ALTARS];
  TmUtenaHand hands[TM_UTENA_MAX_PLAYERS];

  guint desire_deck;
  guint n_laid;
  TmUtenaDesire laid[TM_UTENA_N_DESIRES];     /* bottom first */
  guint visible[TM_UTENA_N_CELLS];            /* visible icons of the stack, per icon */

  /* Cards the players entered before (the game's "cards" option): the
   * legal move list offers them. */
  guint n_known_practitioners;
  TmUtenaCard known_practitioners[TM_UTENA_N_PRACTITIONERS];
  guint n_known_desires;
  TmUtenaDesire known_desires[TM_UTENA_N_DESIRES];

  /* The reading of the rules the game is played under (the record's
   * "rules"): TM_UTENA_RULES_REVISION, or an earlier one for a game
   * begun under it. */
  guint rules;
} TmUtenaState;

/* Sets up @n_players (1–4) with the cards entered before (may be none);
 * FALSE with TM_RULES_ERROR_BAD_SETUP otherwise. */
gboolean    tm_utena_state_init          (TmUtenaState         *state,
                                          guint                 n_players,
                                          const TmUtenaCard    *practitioners,
                                          guint                 n_practitioners,
                                          const TmUtenaDesire  *desires,
                                          guint                 n_desires,
                                          GError              **error);

/* Applies @move, or returns FALSE with a TM_UTENA_RULES_ERROR (or
 * TM_RULES_ERROR) and leaves @state untouched.  @outcome may be NULL.
 * The message names the players by @players, their names in the
 * record's order (tm_game_get_player_names()), as
 * tm_utena_state_name_altar() does, or "Player 2" and the altars' own
 * names when @players is NULL. */
gboolean    tm_utena_state_apply         (TmUtenaState         *state,
                                          const TmUtenaMove    *move,
                                          const char * const   *players,
                                          TmUtenaOutcome       *outcome,
                                          GError              **error);

/* Every legal move (GArray of TmUtenaMove) whose cards the position
 * knows: cards on the table, cards it saw go into a hand, and the cards
 * of the "cards" option not seen elsewhere. */
GArray     *tm_utena_state_legal_moves   (const TmUtenaState   *state);

/* The icon a desire card laid now always hides: the new card lies on the
 * card just below with their common icon on top of each other.  FALSE
 * when no card is laid yet, when @desire does not share exactly one
 * icon with the top card (one of the two was entered wrongly), or under
 * Tablemate 0.2.0's reading of the rules, which hides no icon always. */
gboolean    tm_utena_state_get_covered_icon (const TmUtenaState *state,
                                             TmUtenaDesire       desire,
                                             TmUtenaCell        *cell);

/* The player who acts (or enters the desire card), -1 when finished. */
int         tm_utena_state_get_current_player (const TmUtenaState *state);
/* Markers on the cloud, the rings and the centres: always 32. */
guint       tm_utena_state_count_markers (const TmUtenaState   *state);
/* Whether the active altar may declare a reinforcement now; when not,
 * @error says why, naming the players by @players (as above). */
gboolean    tm_utena_state_can_reinforce (const TmUtenaState   *state,
                                          const char * const   *players,
                                          GError              **error);
/* The matching icons of @altar's pair (none before its first turn). */
TmUtenaMatch tm_utena_state_get_match    (const TmUtenaState   *state,
                                          guint                 altar);
/* Hand cards the position has not seen. */
guint       tm_utena_state_get_unknown_in_hand (const TmUtenaState *state,
                                                guint               player);
/* The altars in the order they act this round. */
guint       tm_utena_state_get_altar_order (const TmUtenaState *state,
                                            guint               index);
/* Cards of one kind, known to this game, that do not share exactly one
 * icon (GArray of TmUtenaWarning). */
GArray     *tm_utena_state_get_warnings  (const TmUtenaState   *state);
/* "player 2", "the first player’s left altar", "the centre altar" … */
char       *tm_utena_state_describe_altar (const TmUtenaState  *state,
                                           guint                altar);
/* Who an altar is, briefly: its owner (@players: the names in seat
 * order) with 3–4 players, one altar each; with 2 the owner's right or
 * left altar, "Aoi’s right altar (altar 1)"; solo, or when @players is
 * NULL, the altar's own name, as tm_utena_state_describe_altar(). */
char       *tm_utena_state_name_altar     (const TmUtenaState  *state,
                                           guint                altar,
                                           const char * const  *players);

G_END_DECLS
