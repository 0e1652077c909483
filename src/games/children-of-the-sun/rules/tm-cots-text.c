/* tm-cots-text.c — Children of the Sun in words, for the page and board */
#include "config.h"

#include "tm-cots-text.h"
#include "core/tm-text-join.h"

#include <glib/gi18n.h>

const char *
tm_cots_text_colour (TmCotsColour colour)
{
  switch (colour)
    {
    case TM_COTS_RED:
      return C_("card colour", "Red");
    case TM_COTS_PURPLE:
      return C_("card colour", "Purple");
    case TM_COTS_BLUE:
      return C_("card colour", "Blue");
    case TM_COTS_YELLOW:
      return C_("card colour", "Yellow");
    default:
      g_return_val_if_reached ("?");
    }
}

const char *
tm_cots_text_rotation (int rotation)
{
  static const char *labels[] = { "−3", "−2", "−1", "0", "+1", "+2", "+3", "4" };

  g_return_val_if_fail (rotation >= -3 && rotation <= 4, "?");
  return labels[rotation + 3];
}

char *
tm_cots_text_card (TmCotsCard card)
{
  if (card == TM_COTS_NO_CARD)
    return g_strdup ("—");
  /* Translators: a card: colour and rotation, e.g. "Red +2" (赤+2). */
  return g_strdup_printf (C_("card", "%s %s"),
                          tm_cots_text_colour (tm_cots_card_get_colour (card)),
                          tm_cots_text_rotation (tm_cots_card_get_rotation (card)));
}

const char *
tm_cots_text_cell (TmCell cell)
{
  static const char *names[3][3] = {
    { N_("top left"), N_("top middle"), N_("top right") },
    { N_("middle left"), N_("centre"), N_("middle right") },
    { N_("bottom left"), N_("bottom middle"), N_("bottom right") },
  };

  g_return_val_if_fail (tm_cell_in_grid (cell, 3, 3), "?");
  return _(names[cell.row][cell.col]);
}

const char *
tm_cots_text_turn (int turn)
{
  switch (turn)
    {
    case 0:
      /* Translators: how far the ghost turns, as in "turning the ghost …". */
      return _("not at all");
    case 1:
      return _("one step clockwise");
    case 2:
      return _("two steps clockwise");
    case 3:
      return _("three steps clockwise");
    case 4:
    case -4:
      return _("half a turn");
    case -1:
      return _("one step anticlockwise");
    case -2:
      return _("two steps anticlockwise");
    case -3:
      return _("three steps anticlockwise");
    default:
      g_return_val_if_reached ("?");
    }
}

const char *
tm_cots_text_arrow (TmDirection direction)
{
  static const char *arrows[] = { "↑", "↗", "→", "↘", "↓", "↙", "←", "↖" };

  g_return_val_if_fail (direction < TM_N_DIRECTIONS, "?");
  return arrows[direction];
}

const char *
tm_cots_text_direction (TmDirection direction)
{
  /* Up on the screen is north: away from the first player. */
  static const char *names[] = {
    N_("north"), N_("north-east"), N_("east"), N_("south-east"),
    N_("south"), N_("south-west"), N_("west"), N_("north-west"),
  };

  g_return_val_if_fail (direction < TM_N_DIRECTIONS, "?");
  return _(names[direction]);
}

static char *
describe_lines (guint mask)
{
  g_autoptr(GString) text = g_string_new (NULL);
  guint n = 0, total = 0;

  for (guint line = 0; line < TM_COTS_N_LINES; line++)
    if (mask & (1u << line))
      total++;

  for (guint line = 0; line < TM_COTS_N_LINES; line++)
    {
      g_autofree char *name = NULL;

      if (!(mask & (1u << line)))
        continue;
      if (n > 0)
        g_string_append (text, n + 1 == total ? _(" and ") : _(", "));
      name = tm_cots_line_describe (line);
      g_string_append (text, name);
      n++;
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static const char *
player_name (TmRecord *record,
             int       player)
{
  if (player < 0 || (guint) player >= tm_record_get_n_players (record))
    return "?";
  return tm_record_get_player (record, (guint) player);
}

static void
describe_place (GString             *text,
                const TmCotsOutcome *outcome,
                const TmCotsState   *state,
                TmRecord            *record)
{
  const char *name = player_name (record, outcome->player);
  g_autofree char *card = tm_cots_text_card (outcome->card);
  g_autofree char *played = NULL;

  played = g_strdup_printf (_("%s played %s on the %s cell."),
                            name, card, tm_cots_text_cell (outcome->cell));
  tm_text_join_sentence (text, played);

  if (outcome->turn == 0)
    tm_text_join_sentence (text, _("The ghost did not turn."));
  else
    {
      int steps = ABS (outcome->turn);
      g_autofree char *turned = NULL;

      if (outcome->turn > 0)
        turned = g_strdup_printf (ngettext ("The ghost turned %d step clockwise and now faces %s %s.",
                                            "The ghost turned %d steps clockwise and now faces %s %s.",
                                            steps),
                                  steps, tm_cots_text_arrow (outcome->facing_after),
                                  tm_cots_text_direction (outcome->facing_after));
      else
        turned = g_strdup_printf (ngettext ("The ghost turned %d step anticlockwise and now faces %s %s.",
                                            "The ghost turned %d steps anticlockwise and now faces %s %s.",
                                            steps),
                                  steps, tm_cots_text_arrow (outcome->facing_after),
                                  tm_cots_text_direction (outcome->facing_after));
      tm_text_join_sentence (text, turned);
    }

  if (outcome->direct_line >= 0)
    {
      g_autofree char *line = tm_cots_line_describe ((guint) outcome->direct_line);
      g_autofree char *direct = g_strdup_printf (_("Direct magic on %s."), line);

      tm_text_join_sentence (text, direct);
    }
  if (outcome->radiant_lines != 0)
    {
      g_autofree char *lines = describe_lines (outcome->radiant_lines);
      g_autofree char *radiant = g_strdup_printf (_("Radiant magic on %s."), lines);

      tm_text_join_sentence (text, radiant);
    }

  if (outcome->ghost_moved)
    {
      g_autofree char *moved =
        g_strdup_printf (_("The ghost moved from the %s cell to the %s cell."),
                         tm_cots_text_cell (outcome->ghost_from),
                         tm_cots_text_cell (outcome->ghost_to));
      tm_text_join_sentence (text, moved);
    }

  if (outcome->set_aside != TM_COTS_NO_CARD)
    {
      g_autofree char *aside = tm_cots_text_card (outcome->set_aside);
      g_autofree char *sentence = NULL;
      guint analyses = outcome->player >= 0 ? state->analyses[outcome->player] : 0;

      if (outcome->acquired && outcome->analysed)
        sentence = g_strdup_printf (_("%s went to %s’s bed, and %s analysed the shield (%u of 6)."),
                                    aside, name, name, analyses);
      else if (outcome->acquired)
        sentence = g_strdup_printf (_("%s went to %s’s bed."), aside, name);
      else if (outcome->analysed)
        sentence = g_strdup_printf (_("%s analysed the shield (%u of 6); %s went into the ghost’s stomach."),
                                    name, analyses, aside);
      else
        sentence = g_strdup_printf (_("No magic: %s went into the ghost’s stomach."), aside);
      tm_text_join_sentence (text, sentence);
    }
}

char *
tm_cots_text_outcome (const TmCotsOutcome *outcome,
                      const TmCotsState   *state,
                      TmRecord            *record)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_return_val_if_fail (outcome != NULL, NULL);

  switch (outcome->type)
    {
    case TM_COTS_MOVE_PLACE:
      describe_place (text, outcome, state, record);
      break;

    case TM_COTS_MOVE_GROUPS:
      {
        g_autofree char *sentence =
          g_strdup_printf (_("%s’s groups are entered and hidden again."),
                           player_name (record, outcome->player));
        tm_text_join_sentence (text, sentence);
      }
      break;

    case TM_COTS_MOVE_REVEAL:
      {
        int attack = CLAMP (outcome->attack, 1, 3);
        /* Positions 3 and 4, then 2 and 5, then 1 and 6. */
        int low = 4 - attack, high = 3 + attack;
        g_autofree char *a = tm_cots_text_card (state->shield[low - 1]);
        g_autofree char *b = tm_cots_text_card (state->shield[high - 1]);
        g_autofree char *sentence =
          g_strdup_printf (_("Attack %d: shield card %d is %s and shield card %d is %s. "
                             "Score: %s %u, %s %u."),
                           attack, low, a, high, b,
                           player_name (record, 0), tm_cots_state_get_total (state, 0),
                           player_name (record, 1), tm_cots_state_get_total (state, 1));
        tm_text_join_sentence (text, sentence);
      }
      break;

    default:
      break;
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}

const char *
tm_cots_text_player (const char * const *players,
                     int                 player)
{
  if (players != NULL && player >= 0 && (guint) player < g_strv_length ((char **) players))
    return players[player];
  return player == 0 ? _("White") : _("Black");
}

char *
tm_cots_text_move (const TmCotsMove   *move,
                   const TmCotsState  *state,
                   const char * const *players)
{
  int player;

  g_return_val_if_fail (move != NULL, NULL);
  g_return_val_if_fail (state != NULL, NULL);

  player = move->player >= 0 ? move->player : state->current_player;
  switch (move->type)
    {
    case TM_COTS_MOVE_PLACE:
      {
        g_autofree char *card = tm_cots_text_card (move->card);
        g_autofree char *text = NULL;
        int rotation = move->card >= 0 && move->card < TM_COTS_N_CARDS
                       ? tm_cots_card_get_rotation (move->card) : 0;

        if (!tm_cell_in_grid (move->cell, TM_COTS_SIZE, TM_COTS_SIZE))
          /* Translators: a move: "Aoi played Red +2". */
          return g_strdup_printf (_("%s played %s"), tm_cots_text_player (players, player), card);
        /* Translators: a move: "Aoi played Red +2 on the top middle cell". */
        text = g_strdup_printf (_("%s played %s on the %s cell"),
                                tm_cots_text_player (players, player), card, tm_cots_text_cell (move->cell));
        /* Only a turn the player chose is worth saying. */
        if (move->has_turn && state->phase == TM_COTS_PHASE_ANALYSIS
            && rotation != 0 && rotation != 4 && move->turn >= -3 && move->turn <= 3)
          {
            char *longer = move->turn == 0
              /* Translators: a move, then that the ghost was not turned. */
              ? g_strdup_printf (_("%s, not turning the ghost"), text)
              /* Translators: a move, then how far the ghost turned:
               * "…, turning the ghost two steps clockwise". */
              : g_strdup_printf (_("%s, turning the ghost %s"), text, tm_cots_text_turn (move->turn));

            g_free (text);
            text = longer;
          }
        if (move->effect == TM_COTS_EFFECT_ACQUIRE || move->effect == TM_COTS_EFFECT_ANALYSE)
          {
            char *longer = move->effect == TM_COTS_EFFECT_ACQUIRE
              /* Translators: a move, then the effect of radiant magic chosen. */
              ? g_strdup_printf (_("%s, and took the card into the bed"), text)
              : g_strdup_printf (_("%s, and analysed the shield"), text);

            g_free (text);
            text = longer;
          }
        return g_steal_pointer (&text);
      }
    case TM_COTS_MOVE_GROUPS:
      /* Translators: a move of the extermination. */
      return g_strdup_printf (_("%s formed the three groups"), tm_cots_text_player (players, player));
    case TM_COTS_MOVE_REVEAL:
      {
        g_autofree char *low = tm_cots_text_card (move->shield[0]);
        g_autofree char *high = tm_cots_text_card (move->shield[1]);
        guint attack = MIN (state->attacks + 1, TM_COTS_N_GROUPS);

        /* Translators: a move of the extermination: "Attack 1 revealed
         * Red +2 and Blue −1" (the two shield cards). */
        return g_strdup_printf (_("Attack %u revealed %s and %s"), attack, low, high);
      }
    default:
      g_return_val_if_reached (NULL);
    }
}

