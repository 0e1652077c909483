/* tm-sisters-state.h — a Planetary Sisters position, as plain data
 *
 * The rules of RULES.md §2 work on this struct; TmSistersGame wraps it
 * for the generic TmGame interface.  The program never sees the players'
 * private decks and hands: it counts them, and it knows the ranks that
 * have been face up — the field, each turn's used and taken cards, the
 * houses, the cards revealed at the end.  A card taken from the field
 * joins a hand in view of everyone, so those cards are tracked as "known
 * in the hand" until they are used again.  Only tm_sisters_state_apply()
 * changes a position.
 */
#pragma once

#include "tm-sisters-card.h"

G_BEGIN_DECLS

#define TM_SISTERS_N_ROUNDS       8
#define TM_SISTERS_MIN_PLAYERS    2
#define TM_SISTERS_MAX_PLAYERS    4
#define TM_SISTERS_MAX_TURNS      4    /* turns per round: one per player, four with two */
#define TM_SISTERS_MAX_MOVE_CARDS 8    /* cards one field or reveal move can carry */
#define TM_SISTERS_HOUSE_SIZE     8

typedef enum {
  TM_SISTERS_PHASE_SETUP,      /* the field is being dealt */
  TM_SISTERS_PHASE_ROUND,      /* rounds 1–8 */
  TM_SISTERS_PHASE_REVEAL,     /* the hands are shown: houses (3–4) or keepers (2) */
  TM_SISTERS_PHASE_EMBLEMS,    /* emblems of scored cards still to enter */
  TM_SISTERS_PHASE_FINISHED,
} TmSistersPhase;

typedef enum {
  TM_SISTERS_CONDITION_CLOSE,  /* the smallest difference becomes parent */
  TM_SISTERS_CONDITION_FAR,    /* the largest difference becomes parent */
} TmSistersCondition;

typedef enum {
  TM_SISTERS_MOVE_FIELD,       /* set-up: field cards as they are dealt */
  TM_SISTERS_MOVE_TURN,        /* a used card and a taken card */
  TM_SISTERS_MOVE_REVEAL,      /* the end: hand cards shown */
  TM_SISTERS_MOVE_EMBLEMS,     /* one card's emblems */
} TmSistersMoveType;

typedef struct
{
  TmSistersMoveType type;
  int player;                  /* TURN: -1 for whoever's turn it is; REVEAL: whose hand */
  int parent;                  /* FIELD: the first parent, -1 when not given */
  guint n_cards;               /* FIELD, REVEAL */
  guint8 cards[TM_SISTERS_MAX_MOVE_CARDS];
  guint8 used;                 /* TURN */
  guint8 taken;                /* TURN */
  guint8 rank;                 /* EMBLEMS */
  TmSistersEmblems emblems;    /* EMBLEMS */
} TmSistersMove;

/* A move of @type with no player, parent or card given yet. */
TmSistersMove tm_sisters_move_init (TmSistersMoveType type);

/* How the parent was decided at the end of a round. */
typedef enum {
  TM_SISTERS_DECIDED_ALONE,       /* one pair had the extreme difference */
  TM_SISTERS_DECIDED_DOWNSTREAM,  /* 3–4 players: tied, the latest in turn order */
  TM_SISTERS_DECIDED_NEXT_PAIR,   /* 2 players: tied, the next extreme pairs decided */
  TM_SISTERS_DECIDED_CHILD,       /* 2 players: tied all the way, the child */
} TmSistersDecision;

typedef struct
{
  guint round;
  guint n_turns;
  int player[TM_SISTERS_MAX_TURNS];
  guint8 used[TM_SISTERS_MAX_TURNS];
  guint8 taken[TM_SISTERS_MAX_TURNS];
  guint difference[TM_SISTERS_MAX_TURNS];
  TmSistersCondition condition;   /* the face that decided */
  int parent_before;
  int parent_after;
  TmSistersDecision decision;
  int deciding_turn;              /* the pair that made the parent, -1 for the child rule */
} TmSistersRoundResult;

/* Where a rank is, as far as the players have seen. */
typedef enum {
  TM_SISTERS_PLACE_UNSEEN,     /* a deck, a hand, or out of the game: nobody knows */
  TM_SISTERS_PLACE_FIELD,
  TM_SISTERS_PLACE_USED,       /* shown this round by a player */
  TM_SISTERS_PLACE_TAKEN,      /* taken this round by a player */
  TM_SISTERS_PLACE_HAND,       /* taken earlier, still in that player's hand */
  TM_SISTERS_PLACE_HOUSE,
  TM_SISTERS_PLACE_KEEPER,
} TmSistersPlace;

typedef struct
{
  guint n_players;
  TmSistersPhase phase;
  int parent;                             /* -1 until the set-up names it */
  TmSistersCondition condition;
  guint round;                            /* 1–8; 0 before the first */
  guint turn;                             /* turns played in this round */
  guint n_turns;                          /* turns in a round */
  int turn_player[TM_SISTERS_MAX_TURNS];  /* this round's order */
  guint8 used[TM_SISTERS_MAX_TURNS];      /* this round's turns so far */
  guint8 taken[TM_SISTERS_MAX_TURNS];

  TmSistersCardSet field;                 /* on the field now */
  TmSistersCardSet seen;                  /* every rank that has been face up */
  guint hand[TM_SISTERS_MAX_PLAYERS];     /* cards in each hand */
  guint deck[TM_SISTERS_MAX_PLAYERS];     /* cards in each private deck */
  TmSistersCardSet in_hand[TM_SISTERS_MAX_PLAYERS];  /* known to be in the hand */
  TmSistersCardSet house[TM_SISTERS_MAX_PLAYERS];
  TmSistersCardSet keepers[TM_SISTERS_MAX_PLAYERS];

  gboolean has_result;
  TmSistersRoundResult last_round;

  TmSistersCardTable cards;               /* kinds and emblems entered */
} TmSistersState;

/* A position before the field is dealt; @first_parent may be -1 (the
 * first field move names it).  @n_players is 2–4. */
void        tm_sisters_state_init          (TmSistersState       *state,
                                            guint                 n_players,
                                            int                   first_parent);

/* Applies @move, or returns FALSE with a TM_SISTERS_RULES_ERROR (or
 * TM_RULES_ERROR) and leaves @state untouched.  The message names the
 * players by @players, their names in the record's order
 * (tm_game_get_player_names()), or "Player 2" when @players is NULL. */
gboolean    tm_sisters_state_apply         (TmSistersState       *state,
                                            const TmSistersMove  *move,
                                            const char * const   *players,
                                            GError              **error);

/* Every legal move (a GArray of TmSistersMove).  Turns: every used card
 * not known to be elsewhere × every field card.  Cards dealt to the field
 * and cards revealed are information, not choices: they are listed one
 * at a time (a move may carry several).  Emblems: every emblem set the
 * class rules allow, for the lowest-ranked scored card still without. */
GArray     *tm_sisters_state_legal_moves   (const TmSistersState *state);

/* The player whose turn it is, or -1 when nobody in particular acts. */
int         tm_sisters_state_get_current_player (const TmSistersState *state);
/* The parent's opponent with two players; -1 otherwise. */
int         tm_sisters_state_get_child     (const TmSistersState *state);
/* Cards the field holds at the start of a round: the players, or 4. */
guint       tm_sisters_state_get_field_size (const TmSistersState *state);
/* Rounds 5–8 with two players. */
gboolean    tm_sisters_state_is_second_half (const TmSistersState *state);

/* Where @rank is; @owner receives the player for USED, TAKEN, HAND,
 * HOUSE and KEEPER, -1 otherwise. */
TmSistersPlace tm_sisters_state_locate     (const TmSistersState *state,
                                            int                   rank,
                                            int                  *owner);

/* The ranks scored at the end (houses, keepers, field) whose emblems are
 * not known; empty before the hands are revealed. */
TmSistersCardSet tm_sisters_state_get_missing_emblems (const TmSistersState *state);

/* The cards a player harvests with for the field score: the field, and
 * with two players the player's own keeper cards. */
TmSistersCardSet tm_sisters_state_get_harvest (const TmSistersState *state,
                                               guint                 player);
/* The condition card's face, translated: "Close" or "Far". */
const char      *tm_sisters_condition_name    (TmSistersCondition    condition);

G_END_DECLS
