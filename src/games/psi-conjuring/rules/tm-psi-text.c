/* tm-psi-text.c — Psi Conjuring in the players' words */
#include "config.h"

#include "tm-psi-text.h"
#include "tm-psi-game.h"

#include <glib/gi18n.h>

char *
tm_psi_text_cell (TmCell cell)
{
  /* Translators: a cell of the 4 × 4 field; rows from the far side, both counted from 1. */
  return g_strdup_printf (_("row %d, column %d"), cell.row + 1, cell.col + 1);
}

const char *
tm_psi_text_player (const char * const *players,
                    int                 player)
{
  if (players != NULL && player >= 0 && player <= 1)
    {
      for (int i = 0; i < player; i++)
        if (players[i] == NULL)
          goto unnamed;
      if (players[player] != NULL)
        return players[player];
    }
unnamed:
  /* Translators: Psi Conjuring's seats (先攻/後攻), when the record names nobody. */
  return player == 1 ? C_("Psi seat", "the second player") : C_("Psi seat", "the first player");
}

/* "+2", "−3" with a real minus sign. */
static char *
signed_amount (int amount)
{
  return amount < 0 ? g_strdup_printf ("−%d", -amount) : g_strdup_printf ("+%d", amount);
}

char *
tm_psi_text_card (const TmPsiState    *state,
                  TmCell               cell,
                  const char * const  *players)
{
  const TmPsiCard *card;
  const char *master;
  g_autoptr(GString) text = NULL;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (tm_cell_in_grid (cell, TM_PSI_SIZE, TM_PSI_SIZE), NULL);

  card = tm_psi_state_get_card (state, cell);
  master = tm_psi_text_player (players, card->master);
  switch (card->side)
    {
    case TM_PSI_CARD_NONE:
      /* Translators: a cell of the field with no card. */
      return g_strdup (_("empty"));
    case TM_PSI_CARD_FACE_DOWN:
      if (card->owner == card->master)
        /* Translators: "face down, Aoi’s": a face-down card and whose it is. */
        return g_strdup_printf (_("face down, %s’s"), master);
      /* Translators: "face down, Aoi’s card, Mio is its master". */
      return g_strdup_printf (_("face down, %s’s card, %s is its master"),
                              tm_psi_text_player (players, card->owner), master);
    case TM_PSI_CARD_FACE_UP:
    default:
      text = g_string_new (NULL);
      if (card->yellow)
        /* Translators: "Slime, yellow zone, no power, red, Mio’s": a quick-summoned beast. */
        g_string_append_printf (text, _("%s, yellow zone, no power, %s, %s’s"), card->name,
                                tm_psi_colour_describe (card->colour), master);
      else
        /* Translators: "Harpy, power 3, blue, Mio’s". */
        g_string_append_printf (text, _("%s, power %d, %s, %s’s"), card->name, card->power,
                                tm_psi_colour_describe (card->colour), master);
      if (card->owner != card->master)
        /* Translators: added to a beast whose master is not its owner: ", Aoi’s card". */
        g_string_append_printf (text, _(", %s’s card"), tm_psi_text_player (players, card->owner));
      if (tm_psi_state_can_attack (state, cell))
        /* Translators: added to a beast that may attack now. */
        g_string_append (text, _(", can attack"));
      else if (card->entered_turn == state->turn && state->phase != TM_PSI_PHASE_FINISHED)
        /* Translators: added to a beast that came onto the field this turn. */
        g_string_append (text, _(", new this turn"));
      return g_string_free (g_steal_pointer (&text), FALSE);
    }
}

char *
tm_psi_text_cell_card (const TmPsiState    *state,
                       TmCell               cell,
                       const char * const  *players)
{
  g_autofree char *where = NULL;
  g_autofree char *what = NULL;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (tm_cell_in_grid (cell, TM_PSI_SIZE, TM_PSI_SIZE), NULL);

  where = tm_psi_text_cell (cell);
  what = tm_psi_text_card (state, cell, players);
  /* Translators: "row 2, column 3: Harpy, power 3, blue, Mio’s". */
  return g_strdup_printf (_("%s: %s"), where, what);
}

/* "Kappa (row 1, column 2)", "the face-down card on row 1, column 2",
 * "row 1, column 2" for an empty cell. */
static char *
card_at (const TmPsiState *state,
         TmCell            cell)
{
  const TmPsiCard *card;
  g_autofree char *where = NULL;

  if (!tm_cell_in_grid (cell, TM_PSI_SIZE, TM_PSI_SIZE))
    return g_strdup ("?");
  where = tm_psi_text_cell (cell);
  card = tm_psi_state_get_card (state, cell);
  switch (card->side)
    {
    case TM_PSI_CARD_FACE_UP:
      /* Translators: a beast and where it is: "Kappa (row 1, column 2)". */
      return g_strdup_printf (_("%s (%s)"), card->name, where);
    case TM_PSI_CARD_FACE_DOWN:
      /* Translators: "the face-down card on row 1, column 2". */
      return g_strdup_printf (_("the face-down card on %s"), where);
    case TM_PSI_CARD_NONE:
    default:
      return g_steal_pointer (&where);
    }
}

char *
tm_psi_text_change (const TmPsiState    *state,
                    const TmPsiChange   *change,
                    const char * const  *players)
{
  g_autofree char *what = NULL;
  g_autofree char *amount = NULL;
  g_autofree char *to = NULL;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (change != NULL, NULL);

  if (change->kind != TM_PSI_CHANGE_HAND)
    what = card_at (state, change->cell);
  switch (change->kind)
    {
    case TM_PSI_CHANGE_POWER:
      amount = signed_amount (change->amount);
      /* Translators: "Kappa (row 1, column 2): power −2". */
      return g_strdup_printf (_("%s: power %s"), what, amount);
    case TM_PSI_CHANGE_DAMAGE:
      /* Translators: an ability's damage: "Kappa (row 1, column 2): 2 damage". */
      return g_strdup_printf (_("%s: %d damage"), what, change->amount);
    case TM_PSI_CHANGE_SET_POWER:
      /* Translators: "Kappa (row 1, column 2): power set to 5". */
      return g_strdup_printf (_("%s: power set to %d"), what, change->amount);
    case TM_PSI_CHANGE_DESTROY:
      /* Translators: "Kappa (row 1, column 2) destroyed". */
      return g_strdup_printf (_("%s destroyed"), what);
    case TM_PSI_CHANGE_FLIP_DOWN:
      /* Translators: "Kappa (row 1, column 2) turned face down". */
      return g_strdup_printf (_("%s turned face down"), what);
    case TM_PSI_CHANGE_RETURN:
      if (change->player >= 0)
        /* Translators: "Kappa (row 1, column 2) returned to Mio’s hand". */
        return g_strdup_printf (_("%s returned to %s’s hand"), what,
                                tm_psi_text_player (players, change->player));
      /* Translators: "Kappa (row 1, column 2) returned to its owner’s hand". */
      return g_strdup_printf (_("%s returned to its owner’s hand"), what);
    case TM_PSI_CHANGE_MOVE:
      to = tm_psi_text_cell (change->to);
      /* Translators: "Kappa (row 1, column 2) moved to row 3, column 1". */
      return g_strdup_printf (_("%s moved to %s"), what, to);
    case TM_PSI_CHANGE_MASTER:
      if (change->player >= 0)
        /* Translators: "Kappa (row 1, column 2) now obeys Mio". */
        return g_strdup_printf (_("%s now obeys %s"), what, tm_psi_text_player (players, change->player));
      /* Translators: "Kappa (row 1, column 2) changed master". */
      return g_strdup_printf (_("%s changed master"), what);
    case TM_PSI_CHANGE_HAND:
      amount = signed_amount (change->amount);
      /* Translators: "Mio’s hand +1". */
      return g_strdup_printf (_("%s’s hand %s"), tm_psi_text_player (players, change->player), amount);
    case TM_PSI_CHANGE_ENTER:
      to = tm_psi_text_cell (change->cell);
      if (change->yellow)
        /* Translators: "Wisp entered row 1, column 2, in the yellow zone". */
        return g_strdup_printf (_("%s entered %s, in the yellow zone"),
                                change->beast.name != NULL ? change->beast.name : "?", to);
      /* Translators: "Golem entered row 1, column 2 with power 2". */
      return g_strdup_printf (_("%s entered %s with power %d"),
                              change->beast.name != NULL ? change->beast.name : "?", to,
                              change->beast.power);
    default:
      return g_strdup ("?");
    }
}

static void
append_changes (GString            *text,
                const TmPsiState   *state,
                const TmPsiMove    *move,
                const char * const *players)
{
  for (guint i = 0; i < move->n_changes && i < TM_PSI_MAX_CHANGES; i++)
    {
      g_autofree char *change = tm_psi_text_change (state, &move->changes[i], players);

      /* Translators: between the changes of one ability effect. */
      g_string_append (text, i == 0 ? "" : _("; "));
      g_string_append (text, change);
    }
}

char *
tm_psi_text_move (const TmPsiState    *state,
                  const TmPsiMove     *move,
                  const char * const  *players)
{
  int player;
  const char *who;
  g_autofree char *where = NULL;
  g_autoptr(GString) text = NULL;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (move != NULL, NULL);

  player = move->player >= 0 ? move->player : state->current_player;
  who = tm_psi_text_player (players, player);
  if (tm_cell_in_grid (move->cell, TM_PSI_SIZE, TM_PSI_SIZE))
    where = tm_psi_text_cell (move->cell);

  switch (move->type)
    {
    case TM_PSI_MOVE_PLACE:
      /* Translators: "Aoi placed a card face down on row 1, column 2". */
      return g_strdup_printf (_("%s placed a card face down on %s"), who, where);
    case TM_PSI_MOVE_SUMMON:
      /* Translators: "Aoi summoned Harpy on row 2, column 3: red ability". */
      return g_strdup_printf (_("%s summoned %s on %s: %s ability"), who,
                              move->beast.name != NULL ? move->beast.name : "?", where,
                              tm_psi_colour_describe (move->has_colour ? move->colour
                                                      : tm_psi_state_summon_colour (state, move->cell)));
    case TM_PSI_MOVE_QUICK_SUMMON:
      text = g_string_new (NULL);
      /* Translators: "Aoi quick summoned Slime on row 1, column 1: blue ability, in the yellow zone". */
      g_string_append_printf (text, _("%s quick summoned %s on %s: %s ability, in the yellow zone"), who,
                              move->beast.name != NULL ? move->beast.name : "?", where,
                              tm_psi_colour_describe (move->colour));
      if (move->has_owner && move->owner != player)
        /* The other player's card, returned to this hand earlier. */
        g_string_append_printf (text, _(", %s’s card"), tm_psi_text_player (players, move->owner));
      return g_string_free (g_steal_pointer (&text), FALSE);
    case TM_PSI_MOVE_ATTACK:
      {
        g_autofree char *attacker = card_at (state, move->cell);
        g_autofree char *target = card_at (state, move->target);

        text = g_string_new (NULL);
        /* Translators: "Aoi attacked Kappa (row 1, column 2) with Cerberus (row 3, column 1)". */
        g_string_append_printf (text, _("%s attacked %s with %s"), who, target, attacker);
        if (move->n_changes > 0)
          {
            /* Translators: after an attack, the effects it caused: "…, then Kappa destroyed". */
            g_string_append (text, _(", then "));
            append_changes (text, state, move, players);
          }
        return g_string_free (g_steal_pointer (&text), FALSE);
      }
    case TM_PSI_MOVE_PASS:
      /* Translators: "Aoi passed": no attack this turn. */
      return g_strdup_printf (_("%s passed"), who);
    case TM_PSI_MOVE_ADJUST:
      text = g_string_new (NULL);
      /* Translators: before the changes an ability effect made: "Ability effect: Kappa … power −2". */
      g_string_append (text, _("Ability effect: "));
      append_changes (text, state, move, players);
      return g_string_free (g_steal_pointer (&text), FALSE);
    case TM_PSI_MOVE_AGREE_END:
    default:
      return g_strdup (_("Both players agreed to end the game"));
    }
}

char *
tm_psi_text_refusal (const TmPsiState    *state,
                     const char * const  *players,
                     TmPsiMoveType        type,
                     TmCell               cell,
                     TmCell               target)
{
  TmPsiState copy;
  TmPsiMove move;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (state != NULL, NULL);

  copy = *state;
  tm_psi_move_init (&move, type);
  move.cell = cell;
  move.target = target;
  if (type == TM_PSI_MOVE_SUMMON || type == TM_PSI_MOVE_QUICK_SUMMON)
    {
      /* A name no roster can hold twice; power 0 on the track [0, 0]. */
      g_autofree char *name = g_strdup_printf ("?[%d,%d]?", cell.row, cell.col);

      move.beast.name = tm_psi_beast_name_intern (name, NULL);
      move.beast.has_power = move.beast.has_track = type == TM_PSI_MOVE_SUMMON;
      move.has_colour = type == TM_PSI_MOVE_QUICK_SUMMON;
      move.colour = TM_PSI_COLOUR_RED;
    }
  if (tm_psi_state_apply (&copy, &move, NULL, players, NULL, &error))
    return NULL;
  return g_strdup (error->message);
}
