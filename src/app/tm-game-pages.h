/* tm-game-pages.h — the games this window can show, and how
 *
 * The UI side of the registry (core/tm-registry.c): one entry per game
 * that has a page.  A game without an entry is listed as "Coming soon";
 * its rules still play through the CLI.
 *
 * To add a game's page: implement TmGamePage (tm-game-page.h) in the
 * game's folder, write its new_page and setup_steps functions there, and
 * add ONE entry to the table in tm-game-pages.c.  Nothing else in the
 * window, the start page, the history or the new game dialog changes.
 */
#pragma once

#include "core/tm-game.h"
#include "core/tm-record.h"
#include "widgets/tm-game-page.h"

G_BEGIN_DECLS

typedef struct
{
  /* The registry's id, e.g. "children-of-the-sun". */
  const char *game_id;
  /* The page playing @record; @game is @record replayed to its last
   * move, of the registry's TmGame subclass for game_id.  Returns a
   * floating widget, as widget constructors do. */
  TmGamePage *(*new_page)    (TmRecord *record,
                              TmGame   *game);
  /* The manual's setup checklist for @n_players (in the registry's
   * min..max) named @players in playing order (NULL-terminated): a
   * GPtrArray of TmSetupStep that frees them (tm_setup_steps_new()).
   * May be NULL: the dialog then starts the game after the names. */
  GPtrArray  *(*setup_steps) (guint               n_players,
                              const char * const *players);
  /* Optional, marked N_(): who plays first by the rules, shown above
   * the names, e.g. "Whoever saw a ghost most recently plays first". */
  const char *first_player_rule;
  /* Optional, marked N_(): how the manual says to choose the first
   * player, shown above the draw (tm-first-player-draw.h) whatever the
   * number of players (so adding one moves nothing), e.g. "The manual:
   * whoever saw a ghost most recently plays first". */
  const char *first_player_manual;
  /* Optional: the option naming the seat who starts, for a game whose
   * seat order does not say it (e.g. "first_parent"): a draw sets it.
   * Without it, a draw turns the names round, in order, until the one
   * drawn plays first. */
  const char *first_player_option;
  /* Optional, NULL-terminated, marked N_(): what each seat takes, shown
   * after the seat's label, e.g. "white markers". */
  const char *seat_notes[9];
  /* Optional, NULL-terminated: the manual's own names of the seats, in
   * playing order, used instead of "Plays first", "Plays second" … when
   * exactly that many play (e.g. "First player" for 先手).  Mark them
   * NC_(seat_label_context, …): two games may use the same English
   * words for different Japanese ones (先手/後手, 先攻/後攻).  Read them
   * with tm_game_pages_get_seat_label(). */
  const char *seat_labels[5];
  const char *seat_label_context;
  /* Optional: the options of a new game of @n_players (a new
   * JsonObject, or NULL for none), e.g. a catalogue the rules read from
   * the record.  The dialog passes them to tm_record_new(). */
  JsonObject *(*create_options) (guint n_players);
  /* Optional: a window that scores a game played without tracking it,
   * from the cards at the end (transient for @parent, not shown yet).
   * The start page offers it beside "New Game". */
  GtkWindow  *(*score_only)     (GtkWindow *parent);
} TmGamePageInfo;

/* The entry of @game_id, or NULL when that game has no page yet. */
const TmGamePageInfo *tm_game_pages_lookup    (const char *game_id);
/* Every entry, in the order of the table; @n_pages receives the count. */
const TmGamePageInfo *tm_game_pages_get_all   (guint      *n_pages);

/* The translated seat_labels[@index] of @info for a game of @n_players,
 * or NULL when the entry names no seats for that many players (the
 * caller then shows a generic "Plays first", "Plays second" …). */
const char           *tm_game_pages_get_seat_label (const TmGamePageInfo *info,
                                                    guint                 index,
                                                    guint                 n_players);

/* TRUE when @game_id can be both played (registry) and shown (here). */
gboolean              tm_game_pages_can_show  (const char *game_id);

/* The page for @record (replayed as @game); NULL with @error when the
 * game has no page in this version. */
TmGamePage           *tm_game_pages_new_page  (TmRecord   *record,
                                               TmGame     *game,
                                               GError    **error);

G_END_DECLS
