/* tm-sisters-text.c — Planetary Sisters in the players' words */
#include "config.h"

#include "tm-sisters-text.h"
#include "tm-sisters-game.h"

#include <glib/gi18n.h>

char *
tm_sisters_player_name (const char * const *players,
                        int                 player)
{
  if (players != NULL && player >= 0)
    {
      for (int p = 0; players[p] != NULL; p++)
        if (p == player)
          return g_strdup (players[p]);
    }
  /* Translators: a player when the names are not known, counted from 1. */
  return g_strdup_printf (_("Player %d"), player + 1);
}

char *
tm_sisters_card_describe (const TmSistersCardTable *table,
                          int                       rank)
{
  TmSistersEmblems emblems;
  g_autofree char *words = NULL;

  if (table == NULL || !tm_sisters_card_table_get (table, rank, &emblems))
    /* Translators: a card whose emblems the players have not entered. */
    return g_strdup_printf (_("card %d, emblems not entered yet"), rank);
  words = tm_sisters_emblems_describe (table, &emblems);
  /* Translators: a card and its emblems, e.g. "card 30: FOOD 2, PLANT, ANIMAL". */
  return g_strdup_printf (_("card %d: %s"), rank, words);
}

static char *
describe_cards (const TmSistersMove *move)
{
  TmSistersCardSet set = 0;

  for (guint i = 0; i < move->n_cards; i++)
    set = tm_sisters_card_set_add (set, move->cards[i]);
  return tm_sisters_card_set_to_string (set);
}

char *
tm_sisters_describe_move (const TmSistersState *state,
                          JsonObject           *object,
                          const char * const   *players)
{
  TmSistersCardTable table;
  g_autoptr(GArray) moves = g_array_new (FALSE, TRUE, sizeof (TmSistersMove));
  const TmSistersMove *move;
  g_autofree char *cards = NULL, *who = NULL;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (object != NULL, NULL);

  table = state->cards;
  if (!tm_sisters_move_from_json (object, &table, moves, NULL) || moves->len == 0)
    /* Translators: a move that is not one of the game, in a list of moves. */
    return g_strdup (_("A move that cannot be read"));

  move = &g_array_index (moves, TmSistersMove, 0);
  switch (move->type)
    {
    case TM_SISTERS_MOVE_FIELD:
      cards = describe_cards (move);
      if (move->parent >= 0 && state->parent < 0)
        {
          who = tm_sisters_player_name (players, move->parent);
          /* Translators: the first field move: the first parent, the card(s) dealt. */
          return g_strdup_printf (ngettext ("%s is the first parent; card %s dealt to the field",
                                            "%s is the first parent; cards %s dealt to the field",
                                            move->n_cards), who, cards);
        }
      /* Translators: the card(s) dealt to the field at the set-up. */
      return g_strdup_printf (ngettext ("Card %s dealt to the field", "Cards %s dealt to the field",
                                        move->n_cards), cards);
    case TM_SISTERS_MOVE_TURN:
      who = tm_sisters_player_name (players, move->player >= 0 ? move->player
                                              : tm_sisters_state_get_current_player (state));
      /* Translators: a turn: the player, the card shown from the hand, the field card taken. */
      return g_strdup_printf (_("%s used card %d and took card %d"), who, move->used, move->taken);
    case TM_SISTERS_MOVE_REVEAL:
      cards = describe_cards (move);
      who = tm_sisters_player_name (players, move->player);
      if (state->n_players == 2)
        /* Translators: two players, the end: the keeper card(s) (番人札) revealed. */
        return g_strdup_printf (ngettext ("%s revealed keeper card %s", "%s revealed keeper cards %s",
                                          move->n_cards), who, cards);
      /* Translators: the end: hand card(s) revealed, which become the house (家札). */
      return g_strdup_printf (ngettext ("%s revealed card %s for the house",
                                        "%s revealed cards %s for the house",
                                        move->n_cards), who, cards);
    case TM_SISTERS_MOVE_EMBLEMS:
    default:
      if (moves->len == 1)
        {
          g_autofree char *emblems = tm_sisters_emblems_describe (&table, &move->emblems);

          /* Translators: the emblems of one card entered, e.g. "… of card 27 entered: PLANT 2". */
          return g_strdup_printf (_("Emblems of card %d entered: %s"), move->rank, emblems);
        }
      else
        {
          TmSistersCardSet set = 0;

          for (guint i = 0; i < moves->len; i++)
            set = tm_sisters_card_set_add (set, g_array_index (moves, TmSistersMove, i).rank);
          cards = tm_sisters_card_set_to_ranges (set);
          /* Translators: the emblems of several cards entered at once;
           * %s is a list such as "1–12, 14, 15, 20–36". */
          return g_strdup_printf (_("Emblems of cards %s entered"), cards);
        }
    }
}
