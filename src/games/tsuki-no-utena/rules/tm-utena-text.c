/* tm-utena-text.c — the icons and matches of Tsuki no Utena in words */
#include "config.h"

#include "tm-utena-text.h"
#include "core/tm-text-join.h"

#include <glib/gi18n.h>

/* Names ---------------------------------------------------------------- */

static const char *
tool_describe (guint tool)
{
  switch (tool)
    {
    /* Translators: the tool icons (法具アイコン) of Tsuki no Utena, colour
     * (青 紺 白 赤) and shape (交差 蛇 五目 角), read out for the icons. */
    case 0: return _("blue cross");
    case 1: return _("blue snake");
    case 2: return _("blue gomoku");
    case 3: return _("blue horn");
    case 4: return _("navy cross");
    case 5: return _("navy snake");
    case 6: return _("navy gomoku");
    case 7: return _("navy horn");
    case 8: return _("white cross");
    case 9: return _("white snake");
    case 10: return _("white gomoku");
    case 11: return _("white horn");
    case 12: return _("red cross");
    case 13: return _("red snake");
    case 14: return _("red gomoku");
    case 15: return _("red horn");
    default: g_return_val_if_reached ("");
    }
}

static const char *
sun_describe (TmUtenaColour colour)
{
  switch (colour)
    {
    /* Translators: the sun icons (太陽) of Tsuki no Utena: every shape of
     * one tool colour. */
    case TM_UTENA_COLOUR_BLUE: return _("blue sun");
    case TM_UTENA_COLOUR_NAVY: return _("navy sun");
    case TM_UTENA_COLOUR_WHITE: return _("white sun");
    case TM_UTENA_COLOUR_RED: return _("red sun");
    default: g_return_val_if_reached ("");
    }
}

static const char *
group_describe (TmUtenaGroup group)
{
  switch (group)
    {
    /* Translators: the group icons (組アイコン) of Tsuki no Utena: 黄 青 紺
     * 白 赤. */
    case TM_UTENA_GROUP_YELLOW: return _("yellow group");
    case TM_UTENA_GROUP_BLUE: return _("blue group");
    case TM_UTENA_GROUP_NAVY: return _("navy group");
    case TM_UTENA_GROUP_WHITE: return _("white group");
    case TM_UTENA_GROUP_RED: return _("red group");
    default: g_return_val_if_reached ("");
    }
}

static const char *
component_describe (TmUtenaCell cell)
{
  switch (cell)
    {
    /* Translators: the icons of a desire card (欲カード) of Tsuki no
     * Utena: a tool colour, a shape or a group. */
    case TM_UTENA_CELL_BLUE: return C_("utena icon", "blue");
    case TM_UTENA_CELL_NAVY: return C_("utena icon", "navy");
    case TM_UTENA_CELL_WHITE: return C_("utena icon", "white");
    case TM_UTENA_CELL_RED: return C_("utena icon", "red");
    case TM_UTENA_CELL_CROSS: return C_("utena icon", "cross");
    case TM_UTENA_CELL_SNAKE: return C_("utena icon", "snake");
    case TM_UTENA_CELL_GOMOKU: return C_("utena icon", "gomoku");
    case TM_UTENA_CELL_HORN: return C_("utena icon", "horn");
    default:
      return group_describe ((TmUtenaGroup) (cell - TM_UTENA_CELL_GROUP_YELLOW));
    }
}

char *
tm_utena_icon_describe (TmUtenaCard icon)
{
  guint bit;

  g_return_val_if_fail (icon != 0 && (icon & (icon - 1)) == 0 && (icon >> 26) == 0, NULL);

  bit = (guint) __builtin_ctz (icon);
  if (bit < TM_UTENA_N_TOOLS)
    return g_strdup (tool_describe (bit));
  if (bit < TM_UTENA_CARD_GROUPS_SHIFT)
    return g_strdup (sun_describe ((TmUtenaColour) (bit - TM_UTENA_CARD_SUNS_SHIFT)));
  if (icon == TM_UTENA_CARD_WILD_GROUP)
    /* Translators: the wild group of the card CC 中組中座. */
    return g_strdup (_("wild group"));
  return g_strdup (group_describe ((TmUtenaGroup) (bit - TM_UTENA_CARD_GROUPS_SHIFT)));
}

char *
tm_utena_card_describe (TmUtenaCard card)
{
  GString *text = g_string_new (NULL);

  /* Icon by icon in the notation's order: tools, suns, groups, wild. */
  for (guint bit = 0; bit < 26; bit++)
    if (card & ((TmUtenaCard) 1u << bit))
      {
        g_autofree char *name = tm_utena_icon_describe ((TmUtenaCard) 1u << bit);

        tm_text_join_item (text, name);
      }
  return g_string_free (text, FALSE);
}

char *
tm_utena_desire_describe (TmUtenaDesire desire)
{
  GString *text = g_string_new (NULL);

  for (guint cell = 0; cell < TM_UTENA_N_CELLS; cell++)
    if (desire & tm_utena_desire_icon ((TmUtenaCell) cell))
      tm_text_join_item (text, component_describe ((TmUtenaCell) cell));
  return g_string_free (text, FALSE);
}

char *
tm_utena_match_explain (TmUtenaCard a,
                        TmUtenaCard b)
{
  TmUtenaMatch match = tm_utena_cards_match (a, b);
  guint count = tm_utena_match_count (match);
  TmUtenaCard icons = (TmUtenaCard) match.tools
                      | ((TmUtenaCard) match.groups << TM_UTENA_CARD_GROUPS_SHIFT);
  GString *text = g_string_new (NULL);
  g_autofree char *names = tm_utena_card_describe (icons);
  g_autofree char *sentence = NULL;

  /* Two copies of a card do not exist: the same card was picked twice. */
  if (a == b)
    {
      tm_text_join_sentence (text, _("This is the same card twice: a pair is two different cards."));
      return g_string_free (text, FALSE);
    }
  if (count == 0)
    {
      tm_text_join_sentence (text, _("No icon in common: this pair takes no marker."));
      return g_string_free (text, FALSE);
    }
  if (count > 1)
    {
      sentence = g_strdup_printf (_("More than one icon in common (%s): one of the two cards "
                                    "was entered wrongly, as any two practitioner cards "
                                    "share exactly one."), names);
      tm_text_join_sentence (text, sentence);
      tm_text_join_sentence (text, _("A game takes a marker from the cells of each of them."));
      return g_string_free (text, FALSE);
    }

  if (match.tools != 0)
    {
      guint tool = (guint) __builtin_ctz (match.tools);
      TmUtenaColour colour = (TmUtenaColour) (tool / TM_UTENA_N_SHAPES);
      TmUtenaShape shape = (TmUtenaShape) (tool % TM_UTENA_N_SHAPES);

      /* Translators: "They match on the navy snake: +1 marker from the
       * navy colour cell and +1 from the snake shape cell." */
      sentence = g_strdup_printf (_("They match on the %s: +1 marker from %s and +1 from %s."),
                                  names,
                                  tm_utena_cell_describe (tm_utena_colour_cell (colour)),
                                  tm_utena_cell_describe (tm_utena_shape_cell (shape)));
      tm_text_join_sentence (text, sentence);
      if ((a | b) & tm_utena_sun_icon (colour))
        {
          g_autofree char *sun = tm_utena_icon_describe (tm_utena_sun_icon (colour));
          g_autofree char *note = g_strdup_printf (_("The %s stands for every tool of its colour."), sun);

          tm_text_join_sentence (text, note);
        }
    }
  else
    {
      TmUtenaGroup group = (TmUtenaGroup) __builtin_ctz (match.groups);

      /* Translators: "They match on the yellow group: +1 marker from the
       * yellow group cell." */
      sentence = g_strdup_printf (_("They match on the %s: +1 marker from %s."),
                                  names, tm_utena_cell_describe (tm_utena_group_cell (group)));
      tm_text_join_sentence (text, sentence);
      if (tm_utena_card_is_wild_group (a) || tm_utena_card_is_wild_group (b))
        tm_text_join_sentence (text, _("The card CC has the wild group: it takes its partner’s group."));
    }
  return g_string_free (text, FALSE);
}

char *
tm_utena_cell_name (TmUtenaCell cell)
{
  return tm_utena_desire_describe (tm_utena_desire_icon (cell));
}

char *
tm_utena_match_describe (TmUtenaMatch match)
{
  return tm_utena_card_describe ((TmUtenaCard) match.tools
                                 | ((TmUtenaCard) match.groups << TM_UTENA_CARD_GROUPS_SHIFT));
}

char *
tm_utena_match_describe_empty (TmUtenaMatch  match,
                               const guint  *cloud)
{
  TmUtenaCell cells[TM_UTENA_N_CELLS];
  guint n = tm_utena_match_get_empty_cells (match, cloud, cells, G_N_ELEMENTS (cells));
  g_autoptr(GString) names = g_string_new (NULL);

  if (n == 0)
    return NULL;
  for (guint i = 0; i < n; i++)
    tm_text_join_item (names, component_describe (cells[i]));
  /* Translators: said after a pair's match, e.g. "This pair matches on
   * yellow group, but the yellow group cloud cell is empty: nothing to
   * gain there."  %s is one icon. */
  return g_strdup_printf (ngettext ("the %s cloud cell is empty: nothing to gain there",
                                    "the %s cloud cells are empty: nothing to gain there", n),
                          names->str);
}

/* Cards, altars and moves --------------------------------------------------- */

char *
tm_utena_card_name (TmUtenaCard card)
{
  TmUtenaCard icons[2] = { 0, 0 };
  guint n = 0;
  g_autofree char *first = NULL, *second = NULL;

  g_return_val_if_fail (card != TM_UTENA_NO_CARD, NULL);

  if (tm_utena_card_is_wild_group (card))
    /* Translators: the practitioner card CC 中組中座, which has only the wild group. */
    return g_strdup (_("CC (wild group)"));
  for (guint bit = 0; bit < 26 && n < 2; bit++)
    if (card & ((TmUtenaCard) 1u << bit))
      icons[n++] = (TmUtenaCard) 1u << bit;
  first = tm_utena_icon_describe (icons[0]);
  if (n < 2)
    return g_steal_pointer (&first);
  second = tm_utena_icon_describe (icons[1]);
  /* Translators: a practitioner card named by two of its icons, which
   * tell it apart from every other card: "blue snake + navy horn". */
  return g_strdup_printf (C_("utena card", "%s + %s"), first, second);
}

char *
tm_utena_desire_name (TmUtenaDesire desire)
{
  const char *names[2] = { NULL, NULL };
  guint n = 0;

  for (guint cell = 0; cell < TM_UTENA_N_CELLS && n < 2; cell++)
    if (desire & tm_utena_desire_icon ((TmUtenaCell) cell))
      names[n++] = component_describe ((TmUtenaCell) cell);
  if (n < 2)
    return g_strdup (n == 1 ? names[0] : "");
  return g_strdup_printf (C_("utena card", "%s + %s"), names[0], names[1]);
}

char *
tm_utena_cells_describe (const guint8 *cells,
                         guint         n_cells)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n_cells; i++)
    if (cells[i] < TM_UTENA_N_CELLS)
      tm_text_join_item (text, component_describe ((TmUtenaCell) cells[i]));
  return g_string_free (text, FALSE);
}

char *
tm_utena_altar_words (const TmUtenaState *state,
                      guint               altar,
                      const char * const *players)
{
  const char *owner;

  g_return_val_if_fail (state != NULL && altar < state->n_altars, NULL);

  owner = players != NULL && state->altars[altar].owner < g_strv_length ((char **) players)
          ? players[state->altars[altar].owner] : NULL;
  if (owner == NULL || state->n_players == 1)
    return tm_utena_state_describe_altar (state, altar);
  if (state->n_players >= 3)
    return g_strdup (owner);
  /* Altars 1 and 3 are their owner's right, 2 and 4 the left. */
  if (altar % 2 == 0)
    /* Translators: one of a player's two altars with 2 players, e.g. "Aoi’s right altar". */
    return g_strdup_printf (_("%s’s right altar"), owner);
  /* Translators: one of a player's two altars with 2 players, e.g. "Aoi’s left altar". */
  return g_strdup_printf (_("%s’s left altar"), owner);
}

static int
pair_holding (const TmUtenaState *state,
              TmUtenaCard         card)
{
  for (guint a = 0; a < state->n_altars; a++)
    if (card != TM_UTENA_NO_CARD && (state->altars[a].pair[0] == card || state->altars[a].pair[1] == card))
      return (int) a;
  return -1;
}

char *
tm_utena_move_describe (const TmUtenaState *state,
                        const TmUtenaMove  *move,
                        const char * const *players)
{
  int acting;
  g_autofree char *who = NULL;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (move != NULL, NULL);

  acting = move->altar >= 0 && (guint) move->altar < state->n_altars ? move->altar : state->active;
  if (acting >= 0)
    who = tm_utena_altar_words (state, (guint) acting, players);

  switch (move->type)
    {
    case TM_UTENA_MOVE_DESIRE:
      {
        g_autofree char *card = tm_utena_desire_describe (move->desire);
        g_autofree char *hidden = NULL;

        if (move->n_hidden == 0)
          /* Translators: a desire card laid that covers nothing, e.g.
           * "Desire card laid: navy, snake, white group, red group". */
          return g_strdup_printf (_("Desire card laid: %s"), card);
        hidden = tm_utena_cells_describe (move->hidden, move->n_hidden);
        /* Translators: e.g. "Desire card laid: navy, snake, white group,
         * red group, covering cross and horn" — the list of covered icons
         * is "cross, horn". */
        return g_strdup_printf (_("Desire card laid: %s; it covers %s"), card, hidden);
      }
    case TM_UTENA_MOVE_PLAN:
      {
        g_autofree char *altar = move->plan_altar >= 0 && (guint) move->plan_altar < state->n_altars
                                 ? tm_utena_state_describe_altar (state, (guint) move->plan_altar)
                                 : g_strdup ("?");

        /* Translators: solo, e.g. "The practitioner plan card goes to the left altar". */
        return g_strdup_printf (_("The practitioner plan card goes to %s"), altar);
      }
    case TM_UTENA_MOVE_REINFORCE:
      /* Translators: 増援, e.g. "Mio reinforces: two turns in a row". */
      return g_strdup_printf (_("%s reinforces: two turns in a row"), who != NULL ? who : "?");
    case TM_UTENA_MOVE_PAIR:
      {
        g_autofree char *a = move->cards[0] != TM_UTENA_NO_CARD ? tm_utena_card_name (move->cards[0]) : g_strdup ("?");
        g_autofree char *b = move->cards[1] != TM_UTENA_NO_CARD ? tm_utena_card_name (move->cards[1]) : g_strdup ("?");

        /* Translators: an altar's first pair, e.g. "Aoi plays the pair blue snake + navy horn and red cross + white horn". */
        return g_strdup_printf (_("%s plays the pair %s and %s"), who != NULL ? who : "?", a, b);
      }
    case TM_UTENA_MOVE_EXCHANGE:
      {
        gboolean first_own = acting >= 0 && pair_holding (state, move->cards[0]) == acting;
        gboolean second_own = acting >= 0 && pair_holding (state, move->cards[1]) == acting;

        /* Neither card from its own pair (a move the rules refuse): both
         * cards said where they are. */
        if (!first_own && !second_own && move->cards[0] != TM_UTENA_NO_CARD && move->cards[1] != TM_UTENA_NO_CARD)
          {
            /* (g_autofree on an array frees its first element only.) */
            char *places[2] = { NULL, NULL };
            char *sentence;

            for (guint k = 0; k < 2; k++)
              {
                g_autofree char *name = tm_utena_card_name (move->cards[k]);
                int at = pair_holding (state, move->cards[k]);
                g_autofree char *whose = at >= 0 ? tm_utena_altar_words (state, (guint) at, players) : NULL;

                places[k] = at >= 0 ? g_strdup_printf (C_("utena card in a pair", "%s’s %s"), whose, name)
                                    /* Translators: a practitioner card in a hand, e.g. "blue horn + navy horn from the hand". */
                                    : g_strdup_printf (_("%s from the hand"), name);
              }
            /* Translators: an exchange of two cards neither of which is in the acting altar's pair, e.g. "Ren exchanges Aoi’s blue cross + navy cross for blue horn + navy horn from the hand". */
            sentence = g_strdup_printf (_("%s exchanges %s for %s"), who != NULL ? who : "?", places[0], places[1]);
            g_free (places[0]);
            g_free (places[1]);
            return sentence;
          }
        TmUtenaCard own = first_own ? move->cards[0] : move->cards[1];
        TmUtenaCard other = first_own ? move->cards[1] : move->cards[0];
        int other_at = pair_holding (state, other);
        g_autofree char *own_name = own != TM_UTENA_NO_CARD ? tm_utena_card_name (own) : g_strdup ("?");
        g_autofree char *other_name = other != TM_UTENA_NO_CARD ? tm_utena_card_name (other) : g_strdup ("?");
        g_autofree char *from = NULL;

        if (other_at < 0)
          /* Translators: e.g. "Aoi exchanges blue snake + navy horn for red cross + white horn from the hand". */
          return g_strdup_printf (_("%s exchanges %s for %s from the hand"), who != NULL ? who : "?", own_name, other_name);
        from = tm_utena_altar_words (state, (guint) other_at, players);
        /* Translators: e.g. "Aoi exchanges blue snake + navy horn for Mio’s red cross + white horn". */
        return g_strdup_printf (_("%s exchanges %s for %s’s %s"), who != NULL ? who : "?", own_name, from, other_name);
      }
    case TM_UTENA_MOVE_PASS:
    default:
      /* Translators: a turn entered without an exchange (never legal). */
      return g_strdup_printf (_("%s makes no exchange"), who != NULL ? who : "?");
    }
}
