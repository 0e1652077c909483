/* tm-sisters-page-view.c — the page of Planetary Sisters shows the state
 *
 * What the page offers and shows after every move, undo or redo, from the
 * state the record replays to: the ranks and field cards the legal moves
 * allow, the status, prompt and last-move lines, the field, the emblems
 * form, the highlights of the score table and the advisor's button.
 * Building the page and playing its clicks is tm-sisters-page.c.
 */
#include "config.h"

#include "tm-sisters-page-private.h"
#include "games/planetary-sisters/rules/tm-sisters-text.h"
#include "games/planetary-sisters/rules/tm-sisters-score-sheet.h"
#include "games/planetary-sisters/rules/tm-sisters-scoring.h"
#include "widgets/tm-page-support.h"
#include "widgets/tm-why-disabled.h"

#include <glib/gi18n.h>

const char *
tm_sisters_page_player_name (TmSistersPage *self,
                             int            player)
{
  if (player < 0 || (guint) player >= tm_record_get_n_players (self->record))
    return "?";
  return tm_record_get_player (self->record, (guint) player);
}

void
tm_sisters_page_get_offer (TmSistersPage *self,
           TmSistersPageOffer         *offer)
{
  const TmSistersState *state = tm_sisters_page_get_state (self);
  g_autoptr(GArray) moves = NULL;

  offer->ranks = 0;
  offer->taken = 0;
  offer->reveal_player = -1;
  if (self->read_only || state->phase == TM_SISTERS_PHASE_EMBLEMS
      || state->phase == TM_SISTERS_PHASE_FINISHED)
    return;

  /* The core's own list (what tm_game_list_legal_moves() gives in JSON),
   * without the JSON: this runs after every click. */
  moves = tm_sisters_state_legal_moves (state);
  for (guint i = 0; i < moves->len; i++)
    {
      const TmSistersMove *move = &g_array_index (moves, TmSistersMove, i);

      switch (move->type)
        {
        case TM_SISTERS_MOVE_FIELD:
          offer->ranks = tm_sisters_card_set_add (offer->ranks, move->cards[0]);
          break;
        case TM_SISTERS_MOVE_TURN:
          offer->ranks = tm_sisters_card_set_add (offer->ranks, move->used);
          if (move->used == self->used)
            offer->taken = tm_sisters_card_set_add (offer->taken, move->taken);
          break;
        case TM_SISTERS_MOVE_REVEAL:
          /* The hands are entered player by player, from the first. */
          if (offer->reveal_player < 0 || move->player < offer->reveal_player)
            {
              offer->reveal_player = move->player;
              offer->ranks = 0;
            }
          if (move->player == offer->reveal_player)
            offer->ranks = tm_sisters_card_set_add (offer->ranks, move->cards[0]);
          break;
        case TM_SISTERS_MOVE_EMBLEMS:
        default:
          break;
        }
    }
}

/* Texts */

static char *
describe_status (TmSistersPage *self)
{
  const TmSistersState *state = tm_sisters_page_get_state (self);
  int current = tm_sisters_state_get_current_player (state);

  switch (state->phase)
    {
    case TM_SISTERS_PHASE_SETUP:
      return g_strdup (_("Set-up: the field is being dealt"));
    case TM_SISTERS_PHASE_ROUND:
      if (tm_sisters_state_is_second_half (state))
        /* Translators: round number of 8, whose turn; with two players, rounds 5–8. */
        return g_strdup_printf (_("Round %u of 8 (second half) · %s’s turn"), state->round, tm_sisters_page_player_name (self, current));
      /* Translators: round number of 8, whose turn. */
      return g_strdup_printf (_("Round %u of 8 · %s’s turn"), state->round, tm_sisters_page_player_name (self, current));
    case TM_SISTERS_PHASE_REVEAL:
      return g_strdup (_("After round 8: the hands are revealed"));
    case TM_SISTERS_PHASE_EMBLEMS:
      return g_strdup (_("Scoring: emblems of the scored cards"));
    case TM_SISTERS_PHASE_FINISHED:
    default:
      return g_strdup (_("Game over"));
    }
}

static char *
describe_parent (TmSistersPage *self)
{
  const TmSistersState *state = tm_sisters_page_get_state (self);
  int child = tm_sisters_state_get_child (state);

  if (state->parent < 0)
    return g_strdup (_("No parent chosen yet · condition: Close"));
  if (child >= 0)
    /* Translators: the parent, the child (two players) and the condition card (Close or Far). */
    return g_strdup_printf (_("Parent: %s · child: %s · condition: %s"),
                            tm_sisters_page_player_name (self, state->parent), tm_sisters_page_player_name (self, child),
                            tm_sisters_condition_name (state->condition));
  /* Translators: the parent and the condition card (Close or Far). */
  return g_strdup_printf (_("Parent: %s · condition: %s"),
                          tm_sisters_page_player_name (self, state->parent), tm_sisters_condition_name (state->condition));
}

/* The cards that count in the category chosen in the score table: in
 * each house (producers and harvesters), on the field and among each
 * player's keepers (harvesters); while emblems are asked for, the card
 * they are asked for. */
void
tm_sisters_page_update_highlight (TmSistersPage *self)
{
  const TmSistersState *state = tm_sisters_page_get_state (self);
  int category = tm_sisters_breakdown_get_category (self->breakdown);
  TmSistersCardSet players[TM_SISTERS_MAX_PLAYERS] = { 0 };
  TmSistersCardSet field = 0;

  if (state->phase == TM_SISTERS_PHASE_FINISHED && category >= 0)
    for (guint p = 0; p < state->n_players; p++)
      {
        TmSistersCardSet harvest = tm_sisters_category_get_cards (&state->cards, category,
                                                                  tm_sisters_state_get_harvest (state, p), TRUE);

        players[p] = tm_sisters_category_get_cards (&state->cards, category, state->house[p], FALSE)
                     | tm_sisters_category_get_cards (&state->cards, category, state->house[p], TRUE)
                     | (harvest & state->keepers[p]);
        field |= harvest & state->field;
      }
  /* The card whose emblems are asked for, where it lies. */
  if (state->phase == TM_SISTERS_PHASE_EMBLEMS && self->emblems_rank > 0 && !self->read_only)
    {
      for (guint p = 0; p < state->n_players; p++)
        players[p] = tm_sisters_card_set_add (0, self->emblems_rank);
      field = tm_sisters_card_set_add (0, self->emblems_rank);
    }
  tm_sisters_players_view_set_highlight (self->players_view, players);
  if (state->phase == TM_SISTERS_PHASE_FINISHED || state->phase == TM_SISTERS_PHASE_EMBLEMS)
    for (guint i = 0; i < TM_SISTERS_MAX_TURNS; i++)
      tm_sisters_card_view_set_highlighted (self->field_slots[i],
                                            tm_sisters_card_set_contains (field, tm_sisters_card_view_get_rank (self->field_slots[i])));
}

static void
update_breakdown (TmSistersPage *self)
{
  const TmSistersState *state = tm_sisters_page_get_state (self);
  g_autoptr(JsonObject) sheet = NULL;
  g_autoptr(JsonNode) result = NULL;
  g_autoptr(GError) error = NULL;
  const char *names[TM_SISTERS_MAX_PLAYERS + 1] = { NULL };

  if (state->phase != TM_SISTERS_PHASE_FINISHED)
    {
      tm_sisters_breakdown_clear (self->breakdown);
      return;
    }
  for (guint p = 0; p < state->n_players; p++)
    names[p] = tm_sisters_page_player_name (self, (int) p);
  /* Scored exactly as `tablemate-cli score` scores. */
  sheet = tm_sisters_score_sheet_from_state (state);
  result = tm_sisters_score_sheet (sheet, &error);
  if (result == NULL)
    {
      /* A finished game always makes a whole score sheet. */
      g_warning ("Sisters page: the finished game does not score: %s", error->message);
      tm_sisters_breakdown_clear (self->breakdown);
      return;
    }
  tm_sisters_breakdown_set_result (self->breakdown, json_node_get_object (result), names);
}

static const char *
describe_prompt (TmSistersPage *self,
                 const TmSistersPageOffer   *offer)
{
  const TmSistersState *state = tm_sisters_page_get_state (self);

  switch (state->phase)
    {
    case TM_SISTERS_PHASE_SETUP:
      if (state->parent < 0)
        return _("Choose the first parent above, then click the rank of each field card as it is dealt, below.");
      return _("Click the rank of each field card as it is dealt, below.");
    case TM_SISTERS_PHASE_ROUND:
      /* The turns' prompts name the player: see tm_sisters_page_refresh(). */
      return "";
    case TM_SISTERS_PHASE_REVEAL:
      return _("Click each rank this player reveals.");
    case TM_SISTERS_PHASE_EMBLEMS:
      return _("Enter the emblems of this card as printed on it: how many of each kind.");
    case TM_SISTERS_PHASE_FINISHED:
    default:
      return "";
    }
}

/* Refreshing */

/* Where @rank is, in words, for the tooltip of a rank that cannot be
 * chosen now; NULL when nothing is known of it. */
static char *
describe_place (TmSistersPage *self,
                int            rank)
{
  const TmSistersState *state = tm_sisters_page_get_state (self);
  int owner = -1;

  switch (tm_sisters_state_locate (state, rank, &owner))
    {
    case TM_SISTERS_PLACE_FIELD:
      /* Translators: why a rank of the grid is disabled. */
      return g_strdup_printf (_("Card %d is on the field."), rank);
    case TM_SISTERS_PLACE_USED:
      return g_strdup_printf (_("Card %d was used this round by %s."), rank, tm_sisters_page_player_name (self, owner));
    case TM_SISTERS_PLACE_TAKEN:
      return g_strdup_printf (_("Card %d was taken this round by %s."), rank, tm_sisters_page_player_name (self, owner));
    case TM_SISTERS_PLACE_HAND:
      return g_strdup_printf (_("Card %d is in %s’s hand: they took it from the field."), rank, tm_sisters_page_player_name (self, owner));
    case TM_SISTERS_PLACE_HOUSE:
      return g_strdup_printf (_("Card %d is in %s’s house."), rank, tm_sisters_page_player_name (self, owner));
    case TM_SISTERS_PLACE_KEEPER:
      return g_strdup_printf (_("Card %d is one of %s’s keepers."), rank, tm_sisters_page_player_name (self, owner));
    case TM_SISTERS_PLACE_UNSEEN:
    default:
      return NULL;
    }
}

/* The field as it lay at the start of the round (or as dealt so far):
 * its places do not move while the round is played, a card taken leaves
 * its place empty. */
static guint
field_places (TmSistersPage *self,
              int            ranks[TM_SISTERS_MAX_TURNS])
{
  const TmSistersState *state = tm_sisters_page_get_state (self);
  TmSistersCardSet set = state->field;
  guint n = 0;

  if (state->phase == TM_SISTERS_PHASE_ROUND)
    for (guint t = 0; t < state->turn; t++)
      set = tm_sisters_card_set_add (set, state->taken[t]);
  for (int r = 1; r <= TM_SISTERS_N_RANKS && n < TM_SISTERS_MAX_TURNS; r++)
    if (tm_sisters_card_set_contains (set, r))
      ranks[n++] = r;
  return n;
}

static void
update_field (TmSistersPage *self,
              const TmSistersPageOffer   *offer)
{
  const TmSistersState *state = tm_sisters_page_get_state (self);
  int ranks[TM_SISTERS_MAX_TURNS];
  guint n = field_places (self, ranks);
  guint size = tm_sisters_state_get_field_size (state);

  for (guint i = 0; i < TM_SISTERS_MAX_TURNS; i++)
    {
      TmSistersCardView *slot = self->field_slots[i];
      int rank = i < n && tm_sisters_card_set_contains (state->field, ranks[i]) ? ranks[i] : 0;
      gboolean target = rank > 0 && tm_sisters_card_set_contains (offer->taken, rank);
      g_autofree char *label = NULL, *card = NULL, *tooltip = NULL;

      /* Places the game never fills stay away; the others keep their room. */
      gtk_widget_set_visible (GTK_WIDGET (slot), i < size);
      tm_sisters_card_view_set_card (slot, rank, &state->cards);
      tm_sisters_card_view_set_highlighted (slot, target);
      gtk_widget_set_sensitive (GTK_WIDGET (slot), target);
      g_object_set_data (G_OBJECT (slot), "rank", GINT_TO_POINTER (rank));
      if (rank > 0)
        {
          card = tm_sisters_card_describe (&state->cards, rank);
          /* Translators: a field card's name for screen readers: "Field card 17: FOOD 2"
           * (the card and its emblems). */
          label = g_strdup_printf (C_("field card", "Field %s"), card);
          if (target)
            /* Translators: the tooltip of a field card that can be taken now. */
            tooltip = g_strdup_printf (_("Click if %s took this card (used %d)."),
                                       tm_sisters_page_player_name (self, tm_sisters_state_get_current_player (state)), self->used);
          else if (state->phase == TM_SISTERS_PHASE_ROUND && !self->read_only)
            tooltip = g_strdup (_("First click the card used, in the ranks below; then the field card taken."));
        }
      else if (i < n)
        {
          int owner = -1;

          tm_sisters_state_locate (state, ranks[i], &owner);
          /* Translators: an empty place of the field: the card taken from it this round, by whom. */
          label = g_strdup_printf (_("Field place %u: card %d, taken by %s"), i + 1, ranks[i], tm_sisters_page_player_name (self, owner));
        }
      else
        /* Translators: an empty place of the field during the set-up. */
        label = g_strdup_printf (_("Field place %u: not dealt yet"), i + 1);
      tm_sisters_card_view_set_label (slot, label);
      /* What clicking does, or else the card in words. */
      tm_sisters_set_tooltip (GTK_WIDGET (slot), tooltip != NULL ? tooltip : label);
    }
}

/* The kinds the picker offers: the game's, and those the players'
 * catalogue has that the game has not (they join the game with the
 * emblems move that uses them). */
static void
set_picker_kinds (TmSistersPage *self)
{
  TmSistersCardTable kinds = tm_sisters_page_get_state (self)->cards;

  if (self->catalogue != NULL)
    {
      const TmSistersCardTable *known = tm_sisters_catalogue_get_table (self->catalogue);

      for (guint k = TM_SISTERS_N_NAMED_KINDS; k < known->n_kinds; k++)
        if (tm_sisters_card_table_find_kind (&kinds, known->kinds[k].id) < 0)
          tm_sisters_card_table_add_kind (&kinds, known->kinds[k].id, known->kinds[k].name,
                                          known->kinds[k].klass, NULL);
    }
  tm_sisters_emblem_picker_set_kinds (self->picker, &kinds);
}

void
tm_sisters_page_fill_emblems_form (TmSistersPage *self)
{
  int rank = self->emblems_rank;
  TmSistersEmblems known = { { 0 } };
  gboolean has_known = FALSE;

  set_picker_kinds (self);
  /* The players' catalogue fills in a card it knows, kind by kind id. */
  if (self->catalogue != NULL)
    has_known = tm_sisters_catalogue_get_card (self->catalogue, rank, &known);
  tm_sisters_emblem_picker_set_counts (self->picker,
                                       self->catalogue != NULL ? tm_sisters_catalogue_get_table (self->catalogue) : NULL,
                                       has_known ? &known : NULL);
  {
    /* Translators: the button under the emblems of a card, with the card's rank. */
    g_autofree char *label = g_strdup_printf (_("Enter emblems of card %d"), rank);

    tm_sisters_emblem_picker_set_action_label (self->picker, label);
  }
}

static void
update_emblems_form (TmSistersPage *self)
{
  const TmSistersState *state = tm_sisters_page_get_state (self);
  TmSistersCardSet missing = tm_sisters_state_get_missing_emblems (state);
  gboolean shown;
  int rank = 0;

  for (int r = 1; r <= TM_SISTERS_N_RANKS && rank == 0; r++)
    if (tm_sisters_card_set_contains (missing, r))
      rank = r;
  shown = state->phase == TM_SISTERS_PHASE_EMBLEMS && rank > 0 && !self->read_only;
  /* The form follows the first card without emblems; a form not built
   * yet is filled in when it is (tm_sisters_page_ensure_picker()). */
  if (rank != 0 && rank != self->emblems_rank)
    {
      self->emblems_rank = rank;
      if (self->picker != NULL)
        tm_sisters_page_fill_emblems_form (self);
    }
  if (shown)
    tm_sisters_page_ensure_picker (self);
  if (self->picker != NULL)
    gtk_widget_set_visible (GTK_WIDGET (self->picker), shown);
}

/* The advisor */

/* The options button (for the player to move, in the rounds) and the
 * what-if (at the end); a private view left open closes with its turn. */
static void
update_advisor (TmSistersPage *self)
{
  const TmSistersState *state = tm_sisters_page_get_state (self);
  int player = state->phase == TM_SISTERS_PHASE_ROUND ? tm_sisters_state_get_current_player (state) : -1;
  const char *names[TM_SISTERS_MAX_PLAYERS] = { NULL };

  gtk_widget_set_visible (self->options_button, !self->read_only && player >= 0);
  if (player >= 0)
    {
      /* Translators: the tooltip of "Show Options…" on the Planetary Sisters page. */
      g_autofree char *tooltip = g_strdup_printf (_("What each card in %s’s hand can do this turn, best first, in a private view (Alt+O)"),
                                                  tm_sisters_page_player_name (self, player));

      tm_sisters_set_tooltip (self->options_button, tooltip);
    }
  if (self->private_view != NULL)
    gtk_window_destroy (GTK_WINDOW (self->private_view));
  for (guint p = 0; p < state->n_players; p++)
    names[p] = tm_sisters_page_player_name (self, (int) p);
  tm_sisters_what_if_view_set_state (self->what_if, state, names);
}

/* The next step in view (issue #18): when the window is too low for the
 * field and the ranks under the turns (360 × 720), the page is scrolled so
 * that the field is at the top; the heights above it do not change from
 * the set-up to the last round, so this scrolls once, not at every move. */
static gboolean
show_entry (GtkWidget     *widget,
            GdkFrameClock *clock,
            gpointer       data)
{
  TmSistersPage *self = TM_SISTERS_PAGE (widget);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scroller));
  /* Places in the scrolled content, as the adjustment counts them: the
   * clamp, not gtk_scrolled_window_get_child(), which is the viewport
   * (GTK 4.8) whose places move with the scrolling. */
  GtkWidget *content = self->clamp;
  graphene_rect_t field, entry;
  double value = gtk_adjustment_get_value (adjustment);
  double page = gtk_adjustment_get_page_size (adjustment);

  if (!gtk_widget_get_visible (self->entry_box) || !gtk_widget_get_visible (self->rank_grid))
    {
      self->scroll_tick = 0;
      return G_SOURCE_REMOVE;
    }
  /* Not laid out yet (a page just shown), or without the players'
   * houses yet, which the scrolling can reach: the next frame. */
  if (page <= 0 || !gtk_widget_get_mapped (self->rank_grid)
      || gtk_widget_get_height (GTK_WIDGET (self->players_view)) <= 0
      || gtk_widget_get_height (self->rank_grid) <= 0
      || !gtk_widget_compute_bounds (self->field_heading, content, &field)
      || !gtk_widget_compute_bounds (self->rank_grid, content, &entry))
    return G_SOURCE_CONTINUE;
  self->scroll_tick = 0;
  if (field.origin.y >= value && entry.origin.y + entry.size.height <= value + page)
    return G_SOURCE_REMOVE;
  gtk_adjustment_set_value (adjustment, MIN (field.origin.y - 6, gtk_adjustment_get_upper (adjustment) - page));
  return G_SOURCE_REMOVE;
}

void
tm_sisters_page_update_parent_drop_down (TmSistersPage *self)
{
  const TmSistersState *state = tm_sisters_page_get_state (self);

  if (self->parent_drop_down == NULL)
    return;
  gtk_widget_set_sensitive (GTK_WIDGET (self->parent_drop_down), state->parent < 0);
  tm_why_disabled_set (GTK_WIDGET (self->parent_drop_down),
                       state->parent < 0 ? NULL : _("The first parent is chosen: Undo to choose another."));
  if (state->parent >= 0)
    gtk_drop_down_set_selected (self->parent_drop_down, (guint) state->parent);
}

void
tm_sisters_page_refresh (TmSistersPage *self)
{
  const TmSistersState *state = tm_sisters_page_get_state (self);
  gboolean entering = !self->read_only && state->phase != TM_SISTERS_PHASE_FINISHED;
  gboolean grid = entering && (state->phase == TM_SISTERS_PHASE_SETUP
                               || state->phase == TM_SISTERS_PHASE_ROUND
                               || state->phase == TM_SISTERS_PHASE_REVEAL);
  g_autofree char *status = describe_status (self);
  g_autofree char *parent = describe_parent (self);
  TmSistersPageOffer offer;

  if (state->phase != TM_SISTERS_PHASE_ROUND)
    self->used = 0;
  tm_sisters_page_get_offer (self, &offer);
  if (self->used != 0 && !tm_sisters_card_set_contains (offer.ranks, self->used))
    {
      self->used = 0;
      tm_sisters_page_get_offer (self, &offer);
    }

  update_breakdown (self);
  /* The table of a finished game takes the window's width: every player
   * side by side when it fits. */
  adw_clamp_set_maximum_size (ADW_CLAMP (self->clamp), state->phase == TM_SISTERS_PHASE_FINISHED ? 1300 : 720);
  adw_clamp_set_tightening_threshold (ADW_CLAMP (self->clamp), state->phase == TM_SISTERS_PHASE_FINISHED ? 1300 : 400);
  if (state->phase == TM_SISTERS_PHASE_FINISHED)
    {
      /* The winners, as the title of the finished game. */
      g_free (status);
      status = g_strdup (tm_sisters_breakdown_get_title (self->breakdown));
    }
  gtk_label_set_text (self->status_label, status);
  gtk_label_set_text (self->parent_label, parent);
  {
    const char *names[TM_SISTERS_MAX_PLAYERS + 1] = { NULL };

    for (guint p = 0; p < state->n_players; p++)
      names[p] = tm_sisters_page_player_name (self, (int) p);
    tm_sisters_round_view_set_state (self->round_view, state, names, self->used);
    tm_sisters_last_round_set_state (self->last_round, state, names);
  }
  gtk_widget_set_visible (self->parent_stack, state->phase != TM_SISTERS_PHASE_FINISHED);
  update_field (self, &offer);

  {
    const char *names[TM_SISTERS_MAX_PLAYERS + 1] = { NULL };

    for (guint p = 0; p < state->n_players; p++)
      names[p] = tm_sisters_page_player_name (self, (int) p);
    tm_sisters_players_view_set_state (self->players_view, state, names);
  }

  gtk_widget_set_visible (self->entry_box, entering);
  update_advisor (self);
  update_emblems_form (self);
  tm_sisters_page_update_highlight (self);
  if (state->phase == TM_SISTERS_PHASE_REVEAL && offer.reveal_player >= 0)
    {
      /* Translators: the reveal at the end: whose hand, and what it becomes. */
      g_autofree char *prompt = g_strdup_printf (state->n_players == 2
                                                 ? _("%s reveals the keepers: click each rank.")
                                                 : _("%s reveals the hand, the house: click each rank."),
                                                 tm_sisters_page_player_name (self, offer.reveal_player));
      int p = offer.reveal_player;
      /* How far the reveal is: eight house cards, or two keepers. */
      guint done = tm_sisters_card_set_size (state->n_players == 2 ? state->keepers[p] : state->house[p]);
      /* Translators: the reveal prompt, then how many of the hand's cards are entered, e.g. "… (3 of 8 entered)". */
      g_autofree char *progress = g_strdup_printf (_("%s (%u of %u entered)"), prompt, done,
                                                   done + state->hand[p]);

      gtk_label_set_text (self->prompt_label, progress);
    }
  else if (state->phase == TM_SISTERS_PHASE_EMBLEMS && self->emblems_rank > 0)
    {
      int owner = -1;
      TmSistersPlace place = tm_sisters_state_locate (state, self->emblems_rank, &owner);
      g_autofree char *where = NULL, *prompt = NULL;

      if (place == TM_SISTERS_PLACE_HOUSE)
        /* Translators: where a card to score is: a player's house (家札). */
        where = g_strdup_printf (_("in %s’s house"), tm_sisters_page_player_name (self, owner));
      else if (place == TM_SISTERS_PLACE_KEEPER)
        /* Translators: where a card to score is: a player's keepers (番人札). */
        where = g_strdup_printf (_("among %s’s keepers"), tm_sisters_page_player_name (self, owner));
      else
        where = g_strdup (_("on the field"));
      /* Translators: the emblems form: the card's rank, where it is. */
      prompt = g_strdup_printf (_("Card %d, %s: enter the emblems printed on it, how many of each kind."),
                                self->emblems_rank, where);
      gtk_label_set_text (self->prompt_label, prompt);
    }
  else if (state->phase == TM_SISTERS_PHASE_ROUND)
    {
      const char *who = tm_sisters_page_player_name (self, tm_sisters_state_get_current_player (state));
      g_autofree char *prompt = NULL;

      if (self->used == 0)
        /* Translators: step 1 of a turn; the player's name. */
        prompt = g_strdup_printf (_("Step 1 of 2 · %s: click the rank of the card used (shown from the hand), below."), who);
      else
        /* Translators: step 2 of a turn: the used card chosen, the player's name. */
        prompt = g_strdup_printf (_("Step 2 of 2 · %s used card %d: click the field card taken (framed above)."),
                                  who, self->used);
      gtk_label_set_text (self->prompt_label, prompt);
    }
  else
    gtk_label_set_text (self->prompt_label, describe_prompt (self, &offer));
  tm_sisters_set_tooltip (GTK_WIDGET (self->prompt_label), gtk_label_get_text (self->prompt_label));
  {
    g_autofree char *move = tm_page_describe_last_move (self->record);
    /* Translators: above the next step, e.g. "Last move: Aoi used card 10 and took card 36". */
    g_autofree char *text = move != NULL ? g_strdup_printf (_("Last move: %s"), move)
                                         : g_strdup (_("No move entered yet."));

    if (g_strcmp0 (gtk_label_get_text (self->last_move_label), text) != 0)
      gtk_label_set_text (self->last_move_label, text);
    tm_sisters_set_tooltip (GTK_WIDGET (self->last_move_label), text);
  }
  /* The first parent's row stays for the whole set-up, in the place of
   * the parent line (as high), so that nothing below it moves when the
   * first card is dealt or when the first round starts. */
  if (entering && state->phase == TM_SISTERS_PHASE_SETUP
      && (tm_record_get_options (self->record) == NULL
          || !json_object_has_member (tm_record_get_options (self->record), "first_parent")))
    {
      tm_sisters_page_ensure_parent_drop_down (self);
      gtk_stack_set_visible_child (GTK_STACK (self->parent_stack), self->parent_row);
    }
  else
    gtk_stack_set_visible_child (GTK_STACK (self->parent_stack), GTK_WIDGET (self->parent_label));
  tm_sisters_page_update_parent_drop_down (self);
  gtk_widget_set_visible (self->rank_grid, grid);
  for (int r = 1; r <= TM_SISTERS_N_RANKS; r++)
    {
      GtkWidget *button = self->rank_buttons[r];
      gboolean enabled = tm_sisters_card_set_contains (offer.ranks, r);
      g_autofree char *name = NULL, *why = NULL;

      gtk_widget_set_sensitive (button, enabled);
      if (r == self->used)
        gtk_widget_add_css_class (button, "suggested-action");
      else
        gtk_widget_remove_css_class (button, "suggested-action");
      gtk_accessible_update_state (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_STATE_PRESSED,
                                   r == self->used ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE, -1);
      if (r == self->used)
        /* Translators: the rank chosen as the used card, for screen readers. */
        name = g_strdup_printf (_("Card %d, chosen as the card used"), r);
      else
        /* Translators: a rank of the grid, for screen readers. */
        name = g_strdup_printf (_("Card %d"), r);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      if (!enabled && grid)
        why = describe_place (self, r);
      if (!enabled && grid && why == NULL && state->phase == TM_SISTERS_PHASE_REVEAL)
        /* Translators: a rank that the player revealing cannot hold. */
        why = g_strdup_printf (_("Card %d cannot be in this hand."), r);
      tm_sisters_set_tooltip (button, why);
    }

  if (entering && self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), show_entry, NULL, NULL);
  tm_page_notify_can_undo_redo (G_OBJECT (self));
}
