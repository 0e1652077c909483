/* tm-utena-setup.c — the manual's setup of Tsuki no Utena, as steps
 *
 * RULES.md §3 and the manual's "1. ゲームの準備" with the 2- and
 * 1-player variants.  The counts are the ones the rules core sets up
 * (tm_utena_state_init), so the table and the page start alike.
 */
#include "config.h"

#include "tm-utena-setup.h"
#include "games/tsuki-no-utena/rules/tm-utena-catalogue.h"

#include <glib/gi18n.h>

static void
add (GPtrArray  *steps,
     const char *title,
     const char *subtitle)
{
  g_ptr_array_add (steps, tm_setup_step_new (title, subtitle));
}

static void
add_table_steps (GPtrArray          *steps,
                 guint               n_players,
                 const char * const *players)
{
  g_autofree char *parent = NULL, *markers = NULL;

  add (steps, _("Shuffle the 21 practitioner cards and deal 4 to each player as the hand"),
       _("Hands are private: only their owner looks at them."));
  add (steps, _("Deal each player 1 more practitioner card face down as the reserve"),
       _("Nobody looks at a reserve card, not even its owner."));
  add (steps, n_players == 3
       ? _("Put the 6 practitioner cards left over back in the box")
       : _("Put the practitioner card left over back in the box"), NULL);
  add (steps, n_players == 3
       ? _("Give each player a flower board, the side with 8 outer cells up")
       : _("Give each player a flower board, the side with 6 outer cells up"),
       n_players == 3 ? _("The fourth flower board goes back in the box.") : NULL);
  add (steps, _("Shuffle the 13 desire cards face down as the desire deck"), NULL);
  add (steps, _("Put 2 light markers on each of the 13 cells of the cloud board"),
       _("26 markers; the other 6 go on the flower boards."));
  /* Translators: the first parent (親) is the first name entered. */
  parent = g_strdup_printf (_("%s is the first parent"), players[0]);
  add (steps, parent, _("Whoever saw the moon most recently. Turns go clockwise from the parent, in the order "
                        "of the names."));
  if (n_players == 3)
    add (steps, _("Put 2 markers on the outer ring of each flower board"), NULL);
  else
    {
      /* Translators: 4 players, the markers put on the outer rings clockwise from the parent. */
      markers = g_strdup_printf (_("%s 1, %s 1, %s 2, %s 2"), players[0], players[1], players[2], players[3]);
      add (steps, _("Put 1, 1, 2 and 2 markers on the outer rings, clockwise from the parent"), markers);
    }
}

static void
add_duo_steps (GPtrArray          *steps,
               const char * const *players)
{
  g_autofree char *boards = NULL, *markers = NULL;

  add (steps, _("Shuffle the 21 practitioner cards and deal 6 to each player as the hand"),
       _("Hands are private: only their owner looks at them."));
  /* Translators: %s and %s are the first and the second player. */
  boards = g_strdup_printf (_("%s plays first, %s second. Each altar (壇) is a flower board with its "
                              "reserve and, later, its pair. They act in this order every round: "
                              "altar 1 %s’s right, altar 2 %s’s left, altar 3 %s’s right, altar 4 %s’s left."),
                            players[0], players[1], players[0], players[0], players[1], players[1]);
  add (steps, _("Each player puts two flower boards, left and right, the side with 6 outer cells up"), boards);
  add (steps, _("Deal 1 practitioner card face down to each flower board as its reserve"),
       _("Nobody looks at a reserve card. The 5 cards left over go back in the box."));
  add (steps, _("Put 2 light markers on each of the 13 cells of the cloud board"), NULL);
  markers = g_strdup_printf (_("%s: 1 marker on each board; %s: 2 on each board."), players[0], players[1]);
  add (steps, _("Put markers on the outer rings of the flower boards"), markers);
  add (steps, _("Shuffle the 13 desire cards face down and turn the top one face up"),
       _("12 cards stay in the desire deck. Enter the card you turned up first."));
}

static void
add_solo_steps (GPtrArray *steps)
{
  add (steps, _("Shuffle the 21 practitioner cards and take 7 as your hand"), NULL);
  add (steps, _("Shuffle 6 more practitioner cards face down as the practitioner deck"),
       _("The 8 cards left over go back in the box. There are no reserve cards in the solo game."));
  add (steps, _("Put three flower boards in a row, the side with 8 outer cells up"),
       _("The left, centre and right altars; they act in that order every round."));
  add (steps, _("Put 2 light markers on each of the 13 cells of the cloud board"), NULL);
  add (steps, _("Put 2 markers on the outer ring of each flower board"), NULL);
  add (steps, _("Shuffle the 13 desire cards face down and turn the top one face up"),
       _("12 cards stay in the desire deck. Enter the card you turned up first."));
  add (steps, _("Each round, draw 2 desire cards and 1 practitioner card as plan cards"),
       _("Put one face down on each altar; enter which altar got the practitioner card."));
}

GPtrArray *
tm_utena_setup_steps (guint               n_players,
                      const char * const *players)
{
  g_autoptr(GPtrArray) steps = tm_setup_steps_new ();

  g_return_val_if_fail (n_players >= 1 && n_players <= 4, NULL);
  g_return_val_if_fail (players != NULL, NULL);
  for (guint i = 0; i < n_players; i++)
    g_return_val_if_fail (players[i] != NULL, NULL);

  if (n_players == 1)
    add_solo_steps (steps);
  else if (n_players == 2)
    add_duo_steps (steps, players);
  else
    add_table_steps (steps, n_players, players);
  return g_steal_pointer (&steps);
}

JsonObject *
tm_utena_setup_options (guint n_players)
{
  g_autoptr(TmUtenaCatalogue) catalogue = tm_utena_catalogue_new ();
  g_autofree char *path = tm_utena_catalogue_get_default_path ();
  g_autoptr(GError) error = NULL;

  /* A broken file leaves the game without remembered cards: they are
   * then entered by their icons, and the record does not need them. */
  if (!tm_catalogue_load_or_empty (TM_CATALOGUE (catalogue), path, &error))
    g_debug ("Utena card memory %s not read (the game page says so): %s", path, error->message);
  return tm_utena_catalogue_to_options (catalogue);
}
