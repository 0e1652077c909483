/* tm-psi-state.h — a Psi Conjuring position, as plain data
 *
 * The rules of RULES.md §4 and the manual work on this struct; TmPsiGame
 * wraps it for the generic TmGame interface.  It is plain data (beast
 * names are interned strings), so copying a position is one assignment.
 * Only tm_psi_state_apply() changes it.
 *
 * The field is 4 × 4, [row, col] as in core/tm-grid.h: row 0 is the far
 * row seen from the first player.  A card on the field is face down (the
 * app knows only who placed it and who is its master) or face up (a
 * beast: name, active colour, power or the yellow zone).  Hands are
 * counts, with how many of each hand's cards the other player owns (a
 * card returned to the other player's hand stays its owner's);
 * graveyards are counts per owner.
 *
 * Owner and master: the owner (持ち主) is the player whose roster the
 * card belongs to — who placed it or quick summoned it; a card returned
 * to the hand goes to its owner's hand and a destroyed card to its
 * owner's graveyard unless the effect says otherwise.  The master (主人)
 * is the player for whom the illustration is upright: the one who
 * controls it, attacks with it and counts its power.  They differ only
 * after a "change master" effect.
 */
#pragma once

#include "core/tm-grid.h"
#include <stddef.h>
#include "tm-psi-beast.h"
#include "tm-psi-catalogue.h"

G_BEGIN_DECLS

#define TM_PSI_SIZE           4     /* the field is 4 × 4 */
#define TM_PSI_N_CELLS        16
#define TM_PSI_HAND_SIZE      4     /* each hand at the start */
#define TM_PSI_MAX_HAND       24    /* every card of both rosters */
#define TM_PSI_MAX_CHANGES    24    /* in one effect: every cell and more */
#define TM_PSI_MAX_DESTROYED  64    /* one move destroys at most 2 + 24 + 16 */

typedef enum {
  TM_PSI_PHASE_PLACEMENT,   /* the 16 cards go face down, alternately */
  TM_PSI_PHASE_SUMMON,      /* 召喚フェイズ: the player still owes a summon */
  TM_PSI_PHASE_BATTLE,      /* 戦闘フェイズ: attack once or pass */
  TM_PSI_PHASE_FINISHED,
} TmPsiPhase;

typedef enum {
  TM_PSI_END_NONE,
  TM_PSI_END_HANDS_EMPTY,   /* 互いのプレイヤーが手札を使い切る */
  TM_PSI_END_NO_BEASTS,     /* どちらか一方の魔獣が全滅する */
  TM_PSI_END_AGREEMENT,     /* 互いのプレイヤーがゲーム終了に同意する */
} TmPsiEndReason;

typedef enum {
  TM_PSI_SUMMON_OWED,       /* a face-down card must be summoned */
  TM_PSI_SUMMON_DONE,       /* the player summoned this turn */
  TM_PSI_SUMMON_NONE_LEFT,  /* no face-down card was left to summon */
} TmPsiSummonState;

typedef enum {
  TM_PSI_CARD_NONE,         /* an empty cell */
  TM_PSI_CARD_FACE_DOWN,
  TM_PSI_CARD_FACE_UP,
} TmPsiCardSide;

typedef struct
{
  TmPsiCardSide side;
  int owner;
  int master;
  /* Face up only (a face-down card is unknown, even one that was face up
   * before: remembering it is the players' game, not the app's). */
  const char *name;            /* interned, normalised */
  TmPsiColour colour;          /* the active ability and track */
  gboolean yellow;             /* the soul chip is in the yellow zone: no power */
  gboolean has_initial;        /* always for a beast with power */
  int initial_power;
  gboolean has_track;          /* always for a beast with power */
  TmPsiTrack track;            /* of the active colour */
  int power;                   /* current power; 0 in the yellow zone */
  guint entered_turn;          /* the turn it was summoned or entered */
} TmPsiCard;

typedef struct
{
  TmPsiPhase phase;
  guint placed;                /* cards placed: 0–16 */
  guint turn;                  /* turns begun, 1 for the first */
  int current_player;          /* -1 when the game is over */
  TmPsiSummonState summon;
  gboolean quick_summoned;     /* this turn */
  TmPsiCard field[TM_PSI_SIZE][TM_PSI_SIZE];
  guint hand[2];               /* cards in each player's hand */
  guint hand_foreign[2];       /* of which the other player owns these */
  guint graveyard[2];          /* cards in each owner's graveyard */
  TmPsiEndReason end_reason;
  /* The reading of the rules the game is played under (the record's
   * "rules"): TM_PSI_RULES_REVISION, or an earlier one for a game begun
   * under it. */
  guint rules;
} TmPsiState;

typedef enum {
  TM_PSI_MOVE_PLACE,           /* placement: a face-down card onto an empty cell */
  TM_PSI_MOVE_SUMMON,          /* flip a face-down card; the rules give the colour */
  TM_PSI_MOVE_QUICK_SUMMON,    /* a hand card onto an empty cell, yellow zone */
  TM_PSI_MOVE_ATTACK,          /* battle, then the effects it caused; ends the turn */
  TM_PSI_MOVE_PASS,            /* no attack; ends the turn */
  TM_PSI_MOVE_ADJUST,          /* the effects of an ability, entered by the players */
  TM_PSI_MOVE_AGREE_END,       /* both players agree to end the game */
} TmPsiMoveType;

typedef enum {
  TM_PSI_CHANGE_POWER,         /* current power changed by amount */
  TM_PSI_CHANGE_SET_POWER,     /* current power set to amount */
  TM_PSI_CHANGE_DESTROY,       /* to the owner's graveyard */
  TM_PSI_CHANGE_FLIP_DOWN,     /* a face-up beast turned face down */
  TM_PSI_CHANGE_RETURN,        /* to a hand: player's, or the owner's */
  TM_PSI_CHANGE_MOVE,          /* to the empty cell @to */
  TM_PSI_CHANGE_MASTER,        /* master becomes player (default: the other) */
  TM_PSI_CHANGE_HAND,          /* player's hand count changed by amount */
  TM_PSI_CHANGE_ENTER,         /* a beast enters the field face up */
  TM_PSI_CHANGE_DAMAGE,        /* an ability's damage (ダメージ) of amount, 0 or more */
} TmPsiChangeKind;

typedef enum {
  TM_PSI_FROM_NOWHERE,         /* the rules take the card from no count */
  TM_PSI_FROM_HAND,
  TM_PSI_FROM_GRAVEYARD,
} TmPsiSource;

/* What the players read off a card.  For a summon all three are given;
 * for a quick summon only the name is needed (no power in the yellow
 * zone). */
typedef struct
{
  const char *name;            /* interned, normalised; NULL: not given */
  gboolean has_power;
  int power;                   /* initial power */
  gboolean has_track;
  TmPsiTrack track;            /* of the colour that becomes active */
} TmPsiBeastData;

typedef struct
{
  TmPsiChangeKind kind;
  TmCell cell;
  TmCell to;                   /* MOVE */
  int amount;                  /* POWER, HAND: signed change; SET_POWER: the power;
                                * DAMAGE: the damage */
  int player;                  /* RETURN, MASTER, ENTER: -1 for the default; HAND */
  gboolean has_owner;          /* ENTER from the hand, HAND: whose cards */
  int owner;
  /* ENTER */
  TmPsiColour colour;
  gboolean yellow;
  TmPsiSource from;
  TmPsiBeastData beast;
} TmPsiChange;

typedef struct
{
  TmPsiMoveType type;
  int player;                  /* -1: whoever's turn it is (checked when given) */
  TmCell cell;                 /* PLACE, SUMMON, QUICK_SUMMON; ATTACK: the attacker */
  TmCell target;               /* ATTACK */
  gboolean has_colour;         /* SUMMON: optional, checked; QUICK_SUMMON: required */
  TmPsiColour colour;
  TmPsiBeastData beast;        /* SUMMON, QUICK_SUMMON */
  gboolean has_owner;          /* QUICK_SUMMON: whose hand card it is, when */
  int owner;                   /* the hand holds both players' cards */
  guint n_changes;             /* ADJUST (1 or more); ATTACK: effects after the battle */
  /* Last: tm_psi_move_init() zeroes the fields before it, and only the
   * first n_changes are written and read. */
  TmPsiChange changes[TM_PSI_MAX_CHANGES];
} TmPsiMove;

typedef enum {
  TM_PSI_DESTROYED_BY_BATTLE,
  TM_PSI_DESTROYED_BY_EFFECT,  /* a destroy effect, or power brought to 0 */
  TM_PSI_DESTROYED_EXPIRED,    /* yellow zone, at the start of its master's turn */
} TmPsiDestroyCause;

typedef struct
{
  TmCell cell;
  const char *name;            /* NULL for a face-down card */
  int owner;
  int master;
  TmPsiDestroyCause cause;
} TmPsiDestroyed;

/* What a move did, for the page to tell the players. */
typedef struct
{
  TmPsiMoveType type;
  int player;                  /* who played it; -1 for effects and agreement */
  TmPsiColour colour;          /* SUMMON, QUICK_SUMMON */
  /* ATTACK */
  int damage_to_target;
  int damage_to_attacker;      /* the counter-damage */
  gboolean turn_ended;         /* a new turn began (or the game ended) */
  int skipped_player;          /* lost the turn for an empty hand, -1 none */
  TmPsiEndReason end_reason;   /* when this move ended the game */
  guint n_destroyed;
  /* Last, and only the first n_destroyed written: a move of a replay
   * neither zeroes nor copies the 2 KB of the rest. */
  TmPsiDestroyed destroyed[TM_PSI_MAX_DESTROYED];
} TmPsiOutcome;

/* The bytes of @outcome that say something: those before the destroyed
 * cards, and the cards it lists. */
static inline gsize
tm_psi_outcome_size (const TmPsiOutcome *outcome)
{
  return offsetof (TmPsiOutcome, destroyed) + outcome->n_destroyed * sizeof outcome->destroyed[0];
}

void        tm_psi_state_init         (TmPsiState          *state);
void        tm_psi_move_init          (TmPsiMove           *move,
                                       TmPsiMoveType        type);

/* Applies @move, or returns FALSE with a TM_PSI_RULES_ERROR (or
 * TM_RULES_ERROR) and leaves @state untouched.  When @catalogue is not
 * NULL, beasts named by the move must agree with it.  The message names
 * the players by @players, their names in the record's order
 * (tm_game_get_player_names()), or by their seats when @players is NULL
 * (tm_psi_text_player()).  @outcome may be NULL. */
gboolean    tm_psi_state_apply        (TmPsiState          *state,
                                       const TmPsiMove     *move,
                                       TmPsiCatalogue      *catalogue,
                                       const char * const  *players,
                                       TmPsiOutcome        *outcome,
                                       GError             **error);

typedef enum {
  TM_PSI_LIST_TURN_MOVES  = 0,
  TM_PSI_LIST_ADJUSTMENTS = 1 << 0,
} TmPsiListFlags;

/* The legal moves (GArray of TmPsiMove).
 *
 * Every move listed is accepted as it is.  Placements, attacks, passes
 * and the agreement are all listed.  What a summon reveals is printed on
 * the card, not chosen: each summon (one per face-down card, with the
 * colour the rules give) and each quick summon (every empty cell × red
 * and blue; for each owner when the hand holds both players' cards) is
 * listed once, with a stand-in beast that the players' entry replaces —
 * named "?[<row>,<col>]" (a quick summon adds "q"; "~2", "~3" … when
 * that name is on the field already), initial power 0, track [0, 0];
 * tm_psi_beast_name_is_stand_in() tells them apart.  Any real beast data
 * the rules accept can take its place.
 *
 * Adjustments are card text, not choices the rules offer, and they are
 * unbounded (any amount, any combination in one effect), so they are
 * listed only with TM_PSI_LIST_ADJUSTMENTS, and then as a representative
 * set of one-change effects: power +1 and −1 on each beast with power,
 * damage 1 on each face-up beast, destroy, return to the owner's hand
 * and to the other player's, and change master on each card, flip face
 * down on each beast, move each card to the first empty cell,
 * and hand +1 (and −1 when not empty) for each player.  "set-power" and
 * "enter" are never listed. */
GArray     *tm_psi_state_legal_moves  (const TmPsiState    *state,
                                       TmPsiListFlags       flags);
/* The same list written into @moves (an array of TmPsiMove, emptied
 * first): a caller that lists often reuses one array.  A move is 1.8 KB
 * and a battle lists hundreds, so a new list each time is a large
 * allocation each time (under AddressSanitizer an mmap and munmap). */
void        tm_psi_state_fill_legal_moves (const TmPsiState *state,
                                           TmPsiListFlags    flags,
                                           GArray           *moves);
gboolean    tm_psi_beast_name_is_stand_in (const char      *name);

/* What the turn's legal moves allow, as a page offers it: the cells of
 * each kind of move (bit row * TM_PSI_SIZE + col) and the moves that may
 * be entered now. */
typedef struct
{
  guint attackers;
  gboolean can_pass;
  gboolean can_quick;
  gboolean can_agree;
  gboolean can_summon;
  guint places;                /* the empty cells a placement may use */
  guint summons;               /* the face-down cards that may be summoned */
  guint quick_cells;           /* the empty cells a quick summon may use */
} TmPsiOffer;

void        tm_psi_state_get_offer    (const TmPsiState    *state,
                                       TmPsiOffer          *offer);
/* The cells a legal attack by the beast at @attacker may target (bit
 * row * TM_PSI_SIZE + col); 0 when it may not attack. */
guint       tm_psi_state_get_targets  (const TmPsiState    *state,
                                       TmCell               attacker);

/* Queries ------------------------------------------------------------------ */

static inline const TmPsiCard *
tm_psi_state_get_card (const TmPsiState *state,
                       TmCell            cell)
{
  return &state->field[cell.row][cell.col];
}

/* Whether the card at @cell may attack now (the current player's, face
 * up, not entered this turn, in the battle phase). */
gboolean    tm_psi_state_can_attack   (const TmPsiState    *state,
                                       TmCell               cell);
/* The colour a summon of the face-down card at @cell by the current
 * player activates: blue when the player is its master, red otherwise. */
TmPsiColour tm_psi_state_summon_colour (const TmPsiState   *state,
                                        TmCell              cell);
/* Cards on the field whose master is @player, face up or down. */
guint       tm_psi_state_count_mastered (const TmPsiState  *state,
                                         guint              player);
guint       tm_psi_state_count_face_down (const TmPsiState *state);
/* TRUE when each player is the master of a card on the field; the cards
 * lying face down counted into *@face_down, in the same one pass (every
 * move of a replay asks both). */
gboolean    tm_psi_state_both_sides_on_field (const TmPsiState *state,
                                              guint            *face_down);
guint       tm_psi_state_count_empty  (const TmPsiState    *state);

/* How many cards of @owner's the hand of @holder holds. */
guint       tm_psi_state_count_hand_owned (const TmPsiState *state,
                                           guint             holder,
                                           guint             owner);

/* The final sum so far: the current power of the face-up beasts outside
 * the yellow zone whose master is @player. */
int         tm_psi_state_get_sum      (const TmPsiState    *state,
                                       guint                player);
/* 0 or 1, or -1 for a draw or an unfinished game. */
int         tm_psi_state_get_winner   (const TmPsiState    *state);

G_END_DECLS
