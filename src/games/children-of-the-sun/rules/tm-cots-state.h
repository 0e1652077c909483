/* tm-cots-state.h — a Children of the Sun position, as plain data
 *
 * The rules of RULES.md §1 work on this struct; TmCotsGame wraps it for
 * the generic TmGame interface.  It is plain data so that copying a
 * position (for search and previews) is one assignment.  The GUI reads
 * it; only tm_cots_state_apply() changes it.
 */
#pragma once

#include "core/tm-grid.h"
#include "tm-cots-card.h"

G_BEGIN_DECLS

#define TM_COTS_SIZE           3   /* the field is 3 × 3 */
#define TM_COTS_SHIELD_SIZE    6
#define TM_COTS_MAX_ANALYSES   6
#define TM_COTS_SIEGE_TURNS    8
#define TM_COTS_ANALYSIS_TURNS 18
#define TM_COTS_N_GROUPS       3
#define TM_COTS_N_LINES        12

typedef enum {
  TM_COTS_PHASE_SIEGE,
  TM_COTS_PHASE_ANALYSIS,
  TM_COTS_PHASE_EXTERMINATION,
  TM_COTS_PHASE_FINISHED,
} TmCotsPhase;

typedef enum {
  TM_COTS_EFFECT_NONE,     /* not given: the rules decide */
  TM_COTS_EFFECT_ACQUIRE,  /* 獲得: the set-aside card goes to the bed */
  TM_COTS_EFFECT_ANALYSE,  /* 盾の解析: the shield marker advances */
} TmCotsEffect;

typedef enum {
  TM_COTS_MOVE_PLACE,      /* siege or analysis: a card onto a cell */
  TM_COTS_MOVE_GROUPS,     /* extermination: one player's groups */
  TM_COTS_MOVE_REVEAL,     /* extermination: the next two shield cards */
} TmCotsMoveType;

typedef struct
{
  TmCotsMoveType type;
  int player;                  /* -1: whoever's turn it is */
  /* PLACE */
  TmCotsCard card;
  TmCell cell;
  gboolean has_turn;           /* FALSE: the rules decide (siege, rotation 0 or 4) */
  int turn;                    /* eighths, signed like the card's rotation */
  TmCotsEffect effect;
  /* GROUPS: up to 2 cards per group, TM_COTS_NO_CARD for none */
  TmCotsCard groups[TM_COTS_N_GROUPS][2];
  /* REVEAL: the lower shield position first (3 then 4, 2 then 5, 1 then 6) */
  TmCotsCard shield[2];
} TmCotsMove;

/* A move of @type by @player (-1: not given) with nothing else given: no
 * card, cell, turn, effect, groups or shield cards. */
TmCotsMove tm_cots_move_init (TmCotsMoveType type,
                              int            player);

/* What a move did, for the page to tell the players. */
typedef struct
{
  TmCotsMoveType type;
  int player;
  TmCotsCard card;
  TmCell cell;
  int turn;                    /* the turn actually applied */
  TmDirection facing_before;
  TmDirection facing_after;
  gboolean ghost_moved;        /* analysis turns and the end of the siege */
  TmCell ghost_from;
  TmCell ghost_to;
  int direct_line;             /* index into the lines, -1 when no direct magic */
  guint radiant_lines;         /* bit per line index: radiant magic lines */
  TmCotsCard set_aside;        /* the card the ghost left, or TM_COTS_NO_CARD */
  gboolean acquired;           /* set_aside went to the player's bed */
  gboolean analysed;           /* the player's shield marker advanced */
  int attack;                  /* REVEAL: 1–3 */
} TmCotsOutcome;

typedef struct
{
  TmCotsPhase phase;
  guint turn;                          /* turns played in the current phase */
  int current_player;                  /* -1 when nobody in particular */
  int last_player;                     /* who played the previous siege turn, -1 none */
  TmCell last_cell;                    /* the cell they used */

  TmCotsCard field[TM_COTS_SIZE][TM_COTS_SIZE];
  TmCell ghost;
  TmDirection facing;

  guint deck;                          /* cards left in the deck */
  guint hand[2];                       /* cards in each hand (counts only) */
  guint analyses[2];                   /* shield markers: 0–6 */
  TmCotsCardSet bed[2];                /* private to each player */
  TmCotsCardSet stomach;
  TmCotsCardSet seen;                  /* every card that has been face up */

  gboolean groups_entered[2];
  TmCotsCard groups[2][TM_COTS_N_GROUPS][2];
  guint attacks;                       /* shield pairs revealed: 0–3 */
  TmCotsCard shield[TM_COTS_SHIELD_SIZE];  /* revealed cards, index = position − 1 */
} TmCotsState;

void        tm_cots_state_init          (TmCotsState        *state);

/* Applies @move, or returns FALSE with a TM_COTS_RULES_ERROR (or
 * TM_RULES_ERROR) and leaves @state untouched.  @outcome may be NULL.
 * The message names the players by @players, their names in the
 * record's order (tm_game_get_player_names()), or by their markers when
 * @players is NULL (tm_cots_text_player()). */
gboolean    tm_cots_state_apply         (TmCotsState        *state,
                                         const TmCotsMove   *move,
                                         const char * const *players,
                                         TmCotsOutcome      *outcome,
                                         GError            **error);

/* Every legal move (GArray of TmCotsMove), with "turn" and "effect"
 * filled only where the player has a choice. */
GArray     *tm_cots_state_legal_moves   (const TmCotsState  *state);

/* Points from analyses, from each attack so far, and in all. */
guint       tm_cots_state_get_analysis_points (const TmCotsState *state,
                                               guint              player);
guint       tm_cots_state_get_attack_points   (const TmCotsState *state,
                                               guint              player,
                                               guint              attack);
guint       tm_cots_state_get_total           (const TmCotsState *state,
                                               guint              player);
/* Bed cards left out of the groups (the tie-break). */
guint       tm_cots_state_get_set_aside       (const TmCotsState *state,
                                               guint              player);
/* 0 or 1, or -1 for a draw or an unfinished game. */
int         tm_cots_state_get_winner          (const TmCotsState *state);

/* The cells of line @line (2 or 3 of them); returns how many. */
guint       tm_cots_line_get_cells      (guint               line,
                                         TmCell              cells[3]);
/* Translated description of a line ("the middle row" …). */
char       *tm_cots_line_describe       (guint               line);

G_END_DECLS
