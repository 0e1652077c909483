/* tm-utena-page.c — a game of Tsuki no Utena being played
 *
 * What to offer comes from the legal moves (tm-utena-offer.c); every move
 * is tried through tm_record_play(), so a move the rules refuse shows
 * their message and changes nothing.  After each move the page says what
 * it did (the rules' TmUtenaOutcome); the end is a banner at once.
 *
 * The cards played are remembered in the players' card memory
 * (g_get_user_data_dir()/tablemate/utena-cards.json), read again just
 * before learning so that nothing another window wrote is lost; new games
 * get it as their options (tm-utena-setup.c).  The record never depends
 * on it: every move carries its cards' icons.  Hands are private: the
 * page shows how many cards each holds, never which.  The lists offer the
 * cards entered before that the rules accept there, never the legal
 * list's made-up examples; another card is composed by its icons.
 *
 * Two columns (tm-utena-columns.c): whose turn, the last move
 * (TmUtenaStatusView), the table (TmUtenaTableView) and the advisor
 * (TmUtenaOptions); then the entry alone, under its status line: a
 * desire card, a first pair, an exchange (TmUtenaDesireForm,
 * TmUtenaPairForm, TmUtenaExchangeForm).  Nothing moves between the
 * clicks of a move, and its next control is in view (issue #25).
 */
#include "config.h"

#include "tm-utena-page-private.h"
#include "tm-utena-card-view.h"
#include "tm-utena-desire-form.h"
#include "tm-utena-exchange-form.h"
#include "tm-utena-form-hint.h"
#include "games/tsuki-no-utena/rules/tm-utena-catalogue.h"
#include "tm-utena-cell-icon.h"
#include "tm-utena-columns.h"
#include "tm-utena-icon-paint.h"
#include "games/tsuki-no-utena/rules/tm-utena-offer.h"
#include "tm-utena-options.h"
#include "tm-utena-page-prefill.h"
#include "tm-utena-pair-form.h"
#include "tm-utena-plan-form.h"
#include "tm-utena-prompt.h"
#include "tm-utena-result-banner.h"
#include "tm-utena-scroll.h"
#include "tm-utena-setup.h"
#include "tm-utena-status-view.h"
#include "tm-utena-table-view.h"
#include "games/tsuki-no-utena/rules/tm-utena-text.h"
#include "widgets/tm-adaptive-box.h"
#include "widgets/tm-box-label.h"
#include "widgets/tm-focus.h"
#include "widgets/tm-page-support.h"
#include "widgets/tm-why-disabled.h"
#include "widgets/tm-tooltip.h"

#include <glib/gi18n.h>


static void tm_utena_page_game_page_init (TmGamePageInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TmUtenaPage, tm_utena_page, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (TM_TYPE_GAME_PAGE,
                                                      tm_utena_page_game_page_init))

static void update_form (TmUtenaPage *self);
static void update_advisor (TmUtenaPage *self);

static const TmUtenaState *
get_state (TmUtenaPage *self)
{
  return tm_utena_game_get_state (self->game);
}

static const char *
player_name (TmUtenaPage *self,
             int          player)
{
  if (player < 0 || (guint) player >= tm_record_get_n_players (self->record))
    return "?";
  return tm_record_get_player (self->record, (guint) player);
}

/* Who an altar is, briefly: the owner with 3–4 players (one altar
 * each), the altar's own name with 1–2. */
static char *
altar_name (TmUtenaPage *self,
            guint        altar)
{
  const TmUtenaState *state = get_state (self);
  const char *players[TM_UTENA_MAX_PLAYERS] = { NULL };

  for (guint p = 0; p < state->n_players; p++)
    players[p] = player_name (self, (int) p);
  return tm_utena_state_name_altar (state, altar, players);
}

static void
show_error (TmUtenaPage *self,
            const char  *message)
{
  tm_utena_status_view_show_error (self->status, message);
}

/* A refused undo or redo, in the status view (tm_page_step()). */
static void
show_message (GtkWidget  *page,
              const char *message,
              gpointer    data)
{
  show_error (TM_UTENA_PAGE (page), message);
}

/* The card memory */

/* The card memory is never written over when it cannot be read (the
 * players may mend it): this game's cards are then not remembered. */
static void
report_unreadable_catalogue (TmUtenaPage  *self,
                             const GError *error)
{
  g_autofree char *message = NULL;

  if (self->catalogue_unreadable)
    return;
  self->catalogue_unreadable = TRUE;
  message = g_strdup_printf (_("The card memory could not be read (%s). It is left as it is, "
                               "and the cards of this game are not remembered."), error->message);
  tm_page_report_error (GTK_WIDGET (self), message);
}

static void
load_catalogue (TmUtenaPage *self)
{
  g_autoptr(GError) error = NULL;

  self->catalogue_path = tm_utena_catalogue_get_default_path ();
  self->catalogue = tm_utena_catalogue_new ();
  if (!tm_catalogue_load_or_empty (TM_CATALOGUE (self->catalogue), self->catalogue_path, &error))
    report_unreadable_catalogue (self, error);
}

/* Remembers the cards of @move.  The Card Catalogues window or another
 * game may have changed the file since this page read it: learn into
 * what is on disk now, never write a stale copy back; a file that cannot
 * be read is left alone. */
static void
learn_move (TmUtenaPage *self,
            JsonObject  *move)
{
  g_autoptr(TmUtenaCatalogue) fresh = tm_utena_catalogue_new ();
  g_autoptr(GError) error = NULL;

  if (!tm_catalogue_load_or_empty (TM_CATALOGUE (fresh), self->catalogue_path, &error))
    {
      report_unreadable_catalogue (self, error);
      return;
    }
  g_set_object (&self->catalogue, fresh);
  if (tm_utena_catalogue_remember_move (self->catalogue, move) > 0
      && !tm_catalogue_save (TM_CATALOGUE (self->catalogue), self->catalogue_path, &error))
    tm_page_add_toast (GTK_WIDGET (self), adw_toast_new (error->message));
}

/* Texts */

/* What to do now, from the position and what is entered. */
static char *
describe_prompt (TmUtenaPage *self)
{
  const TmUtenaState *state = get_state (self);
  g_autofree char *giver = state->phase == TM_UTENA_PHASE_DESIRE && state->giver >= 0
                           ? altar_name (self, (guint) state->giver) : NULL;

  TmUtenaDesire desire = self->desire_form != NULL ? tm_utena_desire_form_get_desire (self->desire_form)
                                                  : TM_UTENA_NO_DESIRE;

  return tm_utena_prompt_describe (state, desire,
                                   tm_utena_exchange_form_get_give (self->exchange_form),
                                   tm_utena_exchange_form_get_take (self->exchange_form), giver);
}

/* Showing the position */

static void
clear_entry (TmUtenaPage *self)
{
  if (self->desire_form != NULL)
    tm_utena_desire_form_clear (self->desire_form);
  if (self->pair_form != NULL)
    tm_utena_pair_form_clear (self->pair_form);
  tm_utena_exchange_form_clear (self->exchange_form);
}

static gboolean
exchanging (TmUtenaPage *self)
{
  const TmUtenaState *state = get_state (self);

  return !self->read_only && state->phase == TM_UTENA_PHASE_TURN
         && state->altars[state->active].pair[0] != TM_UTENA_NO_CARD;
}

static void
show_altars (TmUtenaPage *self)
{
  const TmUtenaState *state = get_state (self);
  gboolean exchange = exchanging (self);
  int give = tm_utena_exchange_form_get_give (self->exchange_form);
  TmUtenaCard take = tm_utena_exchange_form_get_take (self->exchange_form);
  int take_altar = tm_utena_exchange_form_get_take_altar (self->exchange_form);

  for (guint a = 0; a < state->n_altars; a++)
    {
      TmUtenaAltarView *view = tm_utena_table_view_get_altar_view (self->table, a);

      tm_utena_altar_view_set_altar (view, state, a, player_name (self, (int) state->altars[a].owner));
      tm_utena_altar_view_set_active (view, state->phase != TM_UTENA_PHASE_FINISHED && state->active == (int) a);
      if (!exchange)
        {
          tm_utena_altar_view_set_clickable (view, 0);
          tm_utena_altar_view_set_selected (view, -1);
        }
      else if ((int) a == state->active)
        {
          tm_utena_altar_view_set_clickable (view, self->offer.give);
          tm_utena_altar_view_set_selected (view, give);
        }
      else
        {
          int selected = -1;

          tm_utena_altar_view_set_clickable (view, self->offer.take[a]);
          if (take_altar == (int) a)
            selected = state->altars[a].pair[0] == take ? 0 : 1;
          tm_utena_altar_view_set_selected (view, selected);
        }
    }
}

/* The desire cards offered, and the position the form checks them on. */
static void
fill_desire_form (TmUtenaPage *self)
{
  guint32 known[2 * TM_UTENA_N_PRACTITIONERS];
  guint n = tm_utena_offer_known_cards (self->game, self->catalogue, TM_UTENA_KIND_DESIRE, known, G_N_ELEMENTS (known));

  tm_utena_desire_form_set_cards (self->desire_form, self->offer.desires, self->offer.n_desires, known, n);
  tm_utena_desire_form_set_position (self->desire_form, get_state (self));
}

static void
fill_pair_form (TmUtenaPage   *self,
                const guint32 *known,
                guint          n_known)
{
  tm_utena_pair_form_set_cards (self->pair_form, self->offer.pair_cards, self->offer.n_pair_cards,
                                known, n_known, get_state (self)->cloud);
}

/* The forms made so far; the others are filled when they are made. */
static void
fill_pickers (TmUtenaPage *self)
{
  const TmUtenaState *state = get_state (self);
  TmUtenaCard pair[2] = { TM_UTENA_NO_CARD, TM_UTENA_NO_CARD };
  guint32 known[2 * TM_UTENA_N_PRACTITIONERS];
  guint n;

  if (state->active >= 0)
    memcpy (pair, state->altars[state->active].pair, sizeof pair);
  if (self->desire_form != NULL)
    fill_desire_form (self);

  n = tm_utena_offer_known_cards (self->game, self->catalogue, TM_UTENA_KIND_PRACTITIONER, known, G_N_ELEMENTS (known));
  if (self->pair_form != NULL)
    fill_pair_form (self, known, n);
  tm_utena_exchange_form_set_position (self->exchange_form, pair, self->offer.give,
                                       self->offer.hand_cards, self->offer.n_hand_cards, known, n, state->cloud);
  {
    /* The other altars' pair cards that can come, in table order. */
    TmUtenaCard cards[2 * TM_UTENA_MAX_ALTARS];
    int altars[2 * TM_UTENA_MAX_ALTARS];
    g_autoptr(GPtrArray) owners = g_ptr_array_new_with_free_func (g_free);
    guint n_takes = 0;

    for (guint a = 0; a < state->n_altars && state->active >= 0; a++)
      for (guint i = 0; i < 2; i++)
        if ((int) a != state->active && (self->offer.take[a] & (1u << i)) != 0)
          {
            cards[n_takes] = state->altars[a].pair[i];
            altars[n_takes++] = (int) a;
            g_ptr_array_add (owners, altar_name (self, a));
          }
    tm_utena_exchange_form_set_takes (self->exchange_form, n_takes, cards, altars,
                                      (const char * const *) owners->pdata);
  }
}

/* Why the rules would refuse @move now (NULL: they accept it), asked on
 * a copy of the position. */
static char *
refusal (TmUtenaPage       *self,
         const TmUtenaMove *move)
{
  g_autoptr(GError) error = NULL;

  if (tm_utena_offer_check_move (self->game, move, &error))
    return NULL;
  return g_strdup (error->message);
}

/* Each form's button is enabled only for an entry the rules accept.
 * Returns why the rules refuse the move entered so far (NULL: they accept
 * it, or it is not whole yet), for the status line. */
static char *
check_entry (TmUtenaPage *self)
{
  const TmUtenaState *state = get_state (self);
  TmUtenaMove move;
  g_autofree char *desire_refusal = NULL, *pair_refusal = NULL, *exchange_refusal = NULL;

  if (self->read_only || state->phase == TM_UTENA_PHASE_FINISHED)
    return NULL;
  if (state->phase == TM_UTENA_PHASE_DESIRE)
    {
      TmUtenaDesireForm *form = tm_utena_page_ensure_desire_form (self);

      move = tm_utena_move_init (TM_UTENA_MOVE_DESIRE);
      tm_utena_desire_form_fill_move (form, &move);
      desire_refusal = move.desire == TM_UTENA_NO_DESIRE
                       ? g_strdup (_("Choose the desire card drawn first."))
                       : refusal (self, &move);
      tm_utena_desire_form_set_refusal (form, desire_refusal);
      tm_why_disabled_set (tm_utena_desire_form_get_lay_button (form), desire_refusal);
      return move.desire == TM_UTENA_NO_DESIRE ? NULL : g_steal_pointer (&desire_refusal);
    }
  if (state->phase != TM_UTENA_PHASE_TURN)
    return NULL;
  /* The first pair's form, once made (tm_utena_page_ensure_pair_form()). */
  if (self->pair_form != NULL)
    {
      GtkWidget *play = tm_utena_pair_form_get_button (self->pair_form, "play-pair");

      move = tm_utena_move_init (TM_UTENA_MOVE_PAIR);
      tm_utena_pair_form_fill_move (self->pair_form, &move);
      if (move.cards[0] == TM_UTENA_NO_CARD || move.cards[1] == TM_UTENA_NO_CARD)
        {
          tm_utena_pair_form_set_refusal (self->pair_form, _("Choose the two cards of the pair first."));
          tm_why_disabled_set (play, _("Choose the two cards of the pair first."));
        }
      else
        {
          pair_refusal = refusal (self, &move);
          tm_utena_pair_form_set_refusal (self->pair_form, pair_refusal);
          tm_why_disabled_set (play, pair_refusal);
        }
    }
  move = tm_utena_move_init (TM_UTENA_MOVE_EXCHANGE);
  if (!tm_utena_exchange_form_fill_move (self->exchange_form, &move))
    {
      const char *first = _("Choose the card of the pair that goes and the card that comes first.");

      tm_utena_exchange_form_set_refusal (self->exchange_form, first);
      tm_why_disabled_set (tm_utena_page_get_button (self, "exchange"), first);
    }
  else
    {
      exchange_refusal = refusal (self, &move);
      tm_utena_exchange_form_set_refusal (self->exchange_form, exchange_refusal);
      tm_why_disabled_set (tm_utena_page_get_button (self, "exchange"), exchange_refusal);
    }
  if (state->altars[state->active].pair[0] == TM_UTENA_NO_CARD)
    return g_steal_pointer (&pair_refusal);
  return g_steal_pointer (&exchange_refusal);
}

/* The status line, where the eye already is: what to do now, or why the
 * move entered cannot be made and what to do instead (issue #25). */
static void
set_status_line (TmUtenaPage *self,
                 const char  *text,
                 gboolean     warning)
{
  gtk_label_set_text (self->prompt_label, text);
  gtk_widget_remove_css_class (GTK_WIDGET (self->prompt_label), warning ? "accent" : "warning");
  gtk_widget_add_css_class (GTK_WIDGET (self->prompt_label), warning ? "warning" : "accent");
}

static void
show_status_line (TmUtenaPage *self,
                  const char  *refused)
{
  g_autofree char *prompt = describe_prompt (self);
  g_autofree char *text = NULL;

  if (refused != NULL)
    /* Translators: a rule's reason, then what to do instead. */
    text = g_strdup_printf (_("%s Change the entry, or press Cancel."), refused);
  /* Before the turn's first click, why it cannot reinforce. */
  else if (self->reinforce_refusal != NULL && gtk_widget_get_visible (self->reinforce_button)
           && !tm_utena_exchange_form_get_started (self->exchange_form)
           && (self->pair_form == NULL || !tm_utena_pair_form_get_started (self->pair_form)))
    /* Translators: what to do now, then why "Reinforce" is greyed out. */
    text = g_strdup_printf (_("%s\n%s"), prompt, self->reinforce_refusal);
  set_status_line (self, text != NULL ? text : prompt, refused != NULL);
}

/* The entry: which form shows, and what it holds so far. */
static void
update_form (TmUtenaPage *self)
{
  const TmUtenaState *state = get_state (self);
  gboolean entering = !self->read_only && state->phase != TM_UTENA_PHASE_FINISHED;
  gboolean turn = entering && state->phase == TM_UTENA_PHASE_TURN;
  gboolean first_pair = turn && state->altars[state->active].pair[0] == TM_UTENA_NO_CARD;
  g_autoptr(GError) reason = NULL;
  g_autofree char *refused = NULL;

  gtk_widget_set_visible (self->entry_box, entering);
  /* Desire card (made by refresh() when its phase comes) */
  if (self->desire_form != NULL)
    gtk_widget_set_visible (GTK_WIDGET (self->desire_form), entering && state->phase == TM_UTENA_PHASE_DESIRE);

  /* Plan */
  gtk_widget_set_visible (GTK_WIDGET (self->plan_form), entering && state->phase == TM_UTENA_PHASE_PLAN);
  tm_utena_plan_form_set_altars (self->plan_form, self->offer.plan_altars & ((1u << state->n_altars) - 1));

  /* Reinforcement: asked of the rules; their reason is the tooltip. */
  gtk_widget_set_visible (self->reinforce_button, turn && state->n_players >= 2);
  if (turn)
    {
      gboolean can = tm_utena_state_can_reinforce (state, tm_game_get_player_names (TM_GAME (self->game)),
                                                   &reason);

      gtk_widget_set_sensitive (self->reinforce_button, can);
      tm_tooltip_set_text (self->reinforce_button, can ? _("The reserve joins the hand; this altar takes two turns in a row.")
                                                      : reason->message);
      /* Said in the status line too: nobody hovers to find out. */
      g_clear_pointer (&self->reinforce_refusal, g_free);
      if (!can && state->n_players >= 2)
        self->reinforce_refusal = g_strdup (reason->message);
      tm_why_disabled_set (self->reinforce_button, self->reinforce_refusal);
    }

  /* First pair (made by refresh() when it is due) */
  if (self->pair_form != NULL)
    gtk_widget_set_visible (GTK_WIDGET (self->pair_form), first_pair);

  /* Exchange */
  gtk_widget_set_visible (GTK_WIDGET (self->exchange_form), turn && !first_pair);
  gtk_widget_set_visible (self->cancel_button,
                          entering && ((self->desire_form != NULL && tm_utena_desire_form_get_started (self->desire_form))
                                       || (self->pair_form != NULL && tm_utena_pair_form_get_started (self->pair_form))
                                       || tm_utena_exchange_form_get_started (self->exchange_form)));
  show_altars (self);
  refused = check_entry (self);
  show_status_line (self, refused);
}

/* Everything again: after a move, an undo, a redo. */
static void
refresh (TmUtenaPage *self)
{
  tm_utena_offer_compute (&self->offer, self->game, self->catalogue);
  tm_utena_result_banner_set_game (self->banner, self->game, self->read_only);
  tm_utena_table_view_set_position (self->table, get_state (self), tm_utena_game_get_last_outcome (self->game));
  tm_utena_status_view_set_position (self->status, self->record, self->game);
  if (!self->read_only)
    {
      const TmUtenaState *state = get_state (self);

      fill_pickers (self);
      /* The forms this position shows, made (and filled) the first time
       * it shows them. */
      if (state->phase == TM_UTENA_PHASE_DESIRE)
        tm_utena_page_ensure_desire_form (self);
      if (state->phase == TM_UTENA_PHASE_TURN && state->altars[state->active].pair[0] == TM_UTENA_NO_CARD)
        tm_utena_page_ensure_pair_form (self);
    }
  update_form (self);
  update_advisor (self);

  tm_page_notify_can_undo_redo (G_OBJECT (self));
}

/* After a move (or an undo, a redo): the entry of the next move in view,
 * from its prompt to its last button. */
static void
show_entry (TmUtenaPage *self)
{
  if (self->read_only || !gtk_widget_get_visible (self->entry_box))
    return;
  tm_utena_scroll_into_view (GTK_WIDGET (self->prompt_label), self->entry_box);
}

static void game_page_focus_entry (TmGamePage *page);

/* Playing */

gboolean
tm_utena_page_play (TmUtenaPage *self,
                    JsonObject  *move)
{
  g_autoptr(JsonObject) owned = move;
  g_autofree char *brief = NULL;
  const TmUtenaState *state;
  gboolean saved;

  g_return_val_if_fail (TM_IS_UTENA_PAGE (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (self->read_only)
    return FALSE;
  if (!tm_page_play_move (GTK_WIDGET (self), self->record, TM_GAME (self->game), owned, show_message, &saved))
    return FALSE;

  learn_move (self, owned);
  clear_entry (self);
  refresh (self);
  state = get_state (self);
  if (state->result == TM_UTENA_RESULT_WON)
    brief = g_strdup (_("Everyone wins!"));
  else if (state->result != TM_UTENA_RESULT_NONE)
    brief = g_strdup (_("Everyone loses"));
  else
    /* The toast names the move its Undo takes back, in the table's words. */
    brief = g_strdup (tm_utena_status_view_get_move_text (self->status));
  if (saved)
    tm_page_add_move_toast (GTK_WIDGET (self), brief, _("_Undo"), "win.undo");
  /* The keyboard goes on with the next move, not from nowhere: the move
   * cleared or hid the control that entered it, and the focus was left
   * on nothing. */
  if (tm_page_should_focus_entry (GTK_WIDGET (self)))
    game_page_focus_entry (TM_GAME_PAGE (self));
  else
    show_entry (self);
  return TRUE;
}

static gboolean
play_move (TmUtenaPage       *self,
           const TmUtenaMove *move)
{
  return tm_utena_page_play (self, tm_utena_move_to_json (move));
}

/* The advisor: every exchange of the active altar, and "Can we still
 * win?" (tm-utena-options.c), beside the "Show Exchange Options" toggle. */
static void
update_advisor (TmUtenaPage *self)
{
  tm_advisor_options_set_position (TM_ADVISOR_OPTIONS (self->options), self->record, TM_GAME (self->game),
                                   !self->read_only && get_state (self)->phase != TM_UTENA_PHASE_FINISHED);
}

/* "Play" in the options or "Play First Move": through the record, as
 * any move entered. */
static void
on_advisor_play (TmUtenaPage *self,
                 JsonObject  *move)
{
  /* tm_utena_page_play() takes the move. */
  if (tm_utena_page_play (self, json_object_ref (move)))
    tm_advisor_options_focus_first (TM_ADVISOR_OPTIONS (self->options));
}

/* The desire form's or the pair form's "changed": a card chosen clears
 * a refusal. */
static void
on_form_changed (GtkWidget   *form,
                 gboolean     chosen,
                 TmUtenaPage *self)
{
  if (chosen)
    show_error (self, NULL);
  update_form (self);
}

static void
on_lay (TmUtenaPage *self)
{
  TmUtenaMove move = tm_utena_move_init (TM_UTENA_MOVE_DESIRE);

  tm_utena_desire_form_fill_move (self->desire_form, &move);
  play_move (self, &move);
}

static void
on_plan (TmUtenaPlanForm *form,
         int              altar,
         TmUtenaPage     *self)
{
  TmUtenaMove move = tm_utena_move_init (TM_UTENA_MOVE_PLAN);

  move.plan_altar = altar;
  play_move (self, &move);
}

static void
on_reinforce_clicked (TmUtenaPage *self)
{
  TmUtenaMove move = tm_utena_move_init (TM_UTENA_MOVE_REINFORCE);

  play_move (self, &move);
}

static void
on_play_pair (TmUtenaPage *self)
{
  TmUtenaMove move = tm_utena_move_init (TM_UTENA_MOVE_PAIR);

  tm_utena_pair_form_fill_move (self->pair_form, &move);
  play_move (self, &move);
}

static void
on_exchange_changed (TmUtenaPage *self)
{
  show_error (self, NULL);
  update_form (self);
}

static void
on_altar_card_clicked (TmUtenaTableView *table,
                       guint             clicked,
                       guint             index,
                       TmUtenaPage      *self)
{
  const TmUtenaState *state = get_state (self);
  int altar = (int) clicked;

  g_autofree char *from = NULL;

  if (altar == state->active)
    {
      tm_utena_exchange_form_select_give (self->exchange_form, (int) index);
      return;
    }
  from = altar_name (self, clicked);
  tm_utena_exchange_form_take (self->exchange_form, state->altars[altar].pair[index], altar, from);
}

static void
on_exchange (TmUtenaPage *self)
{
  TmUtenaMove move = tm_utena_move_init (TM_UTENA_MOVE_EXCHANGE);

  if (tm_utena_exchange_form_fill_move (self->exchange_form, &move))
    play_move (self, &move);
}

static void
on_cancel_clicked (TmUtenaPage *self)
{
  clear_entry (self);
  show_error (self, NULL);
  update_form (self);
}

/* Undo and redo */

/* The game stepped to (tm_page_step()), with nothing of a move being
 * entered left. */
static void
show_game (GtkWidget *page,
           TmGame    *game)
{
  TmUtenaPage *self = TM_UTENA_PAGE (page);

  g_set_object (&self->game, TM_UTENA_GAME (game));
  clear_entry (self);
  refresh (self);
  show_entry (self);
}

gboolean
tm_utena_page_undo (TmUtenaPage *self)
{
  return tm_game_page_undo (TM_GAME_PAGE (self));
}

gboolean
tm_utena_page_redo (TmUtenaPage *self)
{
  return tm_game_page_redo (TM_GAME_PAGE (self));
}

void
tm_utena_page_set_read_only (TmUtenaPage *self,
                             gboolean     read_only)
{
  g_return_if_fail (TM_IS_UTENA_PAGE (self));

  self->read_only = !!read_only;
  clear_entry (self);
  refresh (self);
}

/* A click on a greyed-out button: why, in the status line. */
static void
on_disabled_clicked (GtkWidget *page, const char *reason, gpointer data)
{
  set_status_line (TM_UTENA_PAGE (page), reason, TRUE);
}

/* Composing a card by its icons is a step of its own: the entry shows
 * only the status line and the composer (whose buttons are at its top),
 * so that every icon and "Use This Card" are in view at 800 × 560; the
 * rest comes back where it was (issue #25). */
static void
on_composing (TmUtenaCardPicker *picker,
              GParamSpec        *pspec,
              TmUtenaPage       *self)
{
  if (self->hidden_for_composer == NULL)   /* disposed */
    return;
  if (tm_utena_card_picker_get_composing (picker))
    tm_utena_hide_around (GTK_WIDGET (picker), self->entry_box, GTK_WIDGET (self->prompt_label),
                          self->hidden_for_composer);
  else
    {
      tm_utena_show_again (self->hidden_for_composer);
      update_form (self);
    }
}

static void
on_hand_picker_made (TmUtenaExchangeForm *form,
                     TmUtenaCardPicker   *picker,
                     TmUtenaPage         *self)
{
  g_signal_connect (picker, "notify::composing", G_CALLBACK (on_composing), self);
}

/* Building the widgets */

static GtkWidget *
add_button (TmUtenaPage *self,
            GtkWidget   *box,
            const char  *label,
            GCallback    callback)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  g_signal_connect_swapped (button, "clicked", callback, self);
  gtk_box_append (GTK_BOX (box), button);
  return button;
}

/* A form made when first needed, put where it always was in the entry
 * (after @after, so the focus order is the same) and hidden until
 * update_form() shows it. */
static void
place_form (TmUtenaPage       *self,
            GtkWidget         *form,
            TmUtenaCardPicker *picker,
            GtkWidget         *after)
{
  gtk_widget_set_visible (form, FALSE);
  g_signal_connect (form, "changed", G_CALLBACK (on_form_changed), self);
  g_signal_connect (picker, "notify::composing", G_CALLBACK (on_composing), self);
  gtk_box_insert_child_after (GTK_BOX (self->entry_box), form, after);
  tm_utena_name_mnemonics (form);
}

/* The desire card's form, under the status line, made and filled the
 * first time it is needed. */
TmUtenaDesireForm *
tm_utena_page_ensure_desire_form (TmUtenaPage *self)
{
  if (self->desire_form != NULL)
    return self->desire_form;
  self->desire_form = TM_UTENA_DESIRE_FORM (tm_utena_desire_form_new ());
  g_signal_connect_swapped (self->desire_form, "lay", G_CALLBACK (on_lay), self);
  place_form (self, GTK_WIDGET (self->desire_form), tm_utena_desire_form_get_picker (self->desire_form),
              GTK_WIDGET (self->prompt_label));
  fill_desire_form (self);
  return self->desire_form;
}

/* The first pair's form, under "Reinforce": as the desire card's. */
TmUtenaPairForm *
tm_utena_page_ensure_pair_form (TmUtenaPage *self)
{
  guint32 known[2 * TM_UTENA_N_PRACTITIONERS];
  guint n;

  if (self->pair_form != NULL)
    return self->pair_form;
  self->pair_form = TM_UTENA_PAIR_FORM (tm_utena_pair_form_new ());
  g_signal_connect_swapped (self->pair_form, "play", G_CALLBACK (on_play_pair), self);
  place_form (self, GTK_WIDGET (self->pair_form), tm_utena_pair_form_get_picker (self->pair_form),
              gtk_widget_get_parent (self->reinforce_button));
  n = tm_utena_offer_known_cards (self->game, self->catalogue, TM_UTENA_KIND_PRACTITIONER, known, G_N_ELEMENTS (known));
  fill_pair_form (self, known, n);
  return self->pair_form;
}

static void
build_turn_forms (TmUtenaPage *self)
{
  GtkWidget *row;

  row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_box_append (GTK_BOX (self->entry_box), row);
  self->reinforce_button = add_button (self, row, _("_Reinforce before This Turn"),
                                       G_CALLBACK (on_reinforce_clicked));

  /* The first pair's form goes here (tm_utena_page_ensure_pair_form()). */

  /* The exchange */
  self->exchange_form = TM_UTENA_EXCHANGE_FORM (tm_utena_exchange_form_new ());
  g_signal_connect_swapped (self->exchange_form, "changed", G_CALLBACK (on_exchange_changed), self);
  g_signal_connect_swapped (self->exchange_form, "exchange", G_CALLBACK (on_exchange), self);
  gtk_box_append (GTK_BOX (self->entry_box), GTK_WIDGET (self->exchange_form));

  self->cancel_button = add_button (self, self->entry_box, _("_Cancel"), G_CALLBACK (on_cancel_clicked));
}

/* The entry has a column of its own, at the top, where it is always in
 * view without scrolling: the prompt (the page's status line), then the
 * form.  Whose turn, the last move and the advisor go with the table. */
static void
build (TmUtenaPage *self)
{
  GtkWidget *outer, *table_column, *columns;
  AdwToastOverlay *toasts;

  outer = self->outer = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_parent (outer, GTK_WIDGET (self));
  self->banner = TM_UTENA_RESULT_BANNER (tm_utena_result_banner_new ());
  gtk_box_append (GTK_BOX (outer), GTK_WIDGET (self->banner));

  /* Whose turn and the last move, the table, the advisor: one column
   * that changes only with the moves. */
  table_column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  g_object_set (table_column, "margin-top", 12, "margin-bottom", 18, "margin-start", 12, "margin-end", 6, NULL);
  self->status = TM_UTENA_STATUS_VIEW (tm_utena_status_view_new ());
  gtk_box_append (GTK_BOX (table_column), GTK_WIDGET (self->status));
  self->table = TM_UTENA_TABLE_VIEW (tm_utena_table_view_new ());
  g_signal_connect (self->table, "card-clicked", G_CALLBACK (on_altar_card_clicked), self);
  gtk_box_append (GTK_BOX (table_column), GTK_WIDGET (self->table));
  /* The advisor, below the rest. */
  self->options = TM_UTENA_OPTIONS (tm_utena_options_new ());
  g_signal_connect_swapped (self->options, "play-move", G_CALLBACK (on_advisor_play), self);
  gtk_box_append (GTK_BOX (table_column), GTK_WIDGET (self->options));

  /* The entry alone in its column: what a step of the move changes
   * moves nothing else (issue #25). */
  self->entry_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  g_object_set (self->entry_box, "margin-top", 12, "margin-bottom", 18, "margin-start", 6, "margin-end", 12, NULL);
  /* Both at the top of their columns (tm_utena_columns_new()). */
  columns = tm_utena_columns_new (table_column, self->entry_box, &toasts, &self->scroller);
  gtk_widget_set_vexpand (columns, TRUE);
  gtk_box_append (GTK_BOX (outer), columns);
  /* The toasts over the table, never over the entry's controls. */
  tm_page_set_toast_overlay (GTK_WIDGET (self), toasts);

  self->prompt_label = tm_box_append_label (self->entry_box, NULL, "accent");
  gtk_widget_add_css_class (GTK_WIDGET (self->prompt_label), "tm-status-line");
  /* The status line: what to do now, or why the move cannot be made as
   * entered and what to do instead.  It changes at every click of a
   * move: three lines always, so that the entry below it stays put. */
  gtk_label_set_yalign (self->prompt_label, 0);
  tm_utena_form_reserve_lines (self->prompt_label, 3);
  /* The desire card's form goes here (tm_utena_page_ensure_desire_form()). */
  self->plan_form = TM_UTENA_PLAN_FORM (tm_utena_plan_form_new ());
  g_signal_connect (self->plan_form, "plan", G_CALLBACK (on_plan), self);
  gtk_box_append (GTK_BOX (self->entry_box), GTK_WIDGET (self->plan_form));
  build_turn_forms (self);

  /* The hand's picker is made when first shown. */
  g_signal_connect (self->exchange_form, "hand-picker-made", G_CALLBACK (on_hand_picker_made), self);
}

/* GObject */

static void
tm_utena_page_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  tm_page_get_property (TM_UTENA_PAGE (object)->record, _("Tsuki no Utena"), prop_id, value);
}

static void
tm_utena_page_dispose (GObject *object)
{
  TmUtenaPage *self = TM_UTENA_PAGE (object);

  g_clear_pointer (&self->outer, gtk_widget_unparent);
  g_clear_object (&self->game);
  g_clear_object (&self->record);
  g_clear_object (&self->catalogue);
  g_clear_pointer (&self->catalogue_path, g_free);
  g_clear_pointer (&self->reinforce_refusal, g_free);
  g_clear_pointer (&self->hidden_for_composer, g_ptr_array_unref);

  G_OBJECT_CLASS (tm_utena_page_parent_class)->dispose (object);
}

/* Tab follows the exchange as it is made (tm_utena_exchange_form_focus());
 * elsewhere the widgets' order. */
static gboolean
tm_utena_page_focus (GtkWidget        *widget,
                     GtkDirectionType  direction)
{
  TmUtenaPage *self = TM_UTENA_PAGE (widget);

  if (!exchanging (self) || (direction != GTK_DIR_TAB_FORWARD && direction != GTK_DIR_TAB_BACKWARD))
    return tm_focus_children (widget, direction);
  return tm_utena_exchange_form_focus (self->exchange_form, widget, direction);
}

static void
tm_utena_page_class_init (TmUtenaPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_utena_page_dispose;
  object_class->get_property = tm_utena_page_get_property;

  widget_class->focus = tm_utena_page_focus;
  widget_class->grab_focus = tm_grab_focus_children;

  tm_page_install_properties (object_class);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tm-utena-page");
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                TmUtenaPage           *self)
{
  if (keyval != GDK_KEY_Escape || !gtk_widget_get_visible (self->cancel_button))
    return GDK_EVENT_PROPAGATE;
  on_cancel_clicked (self);
  return GDK_EVENT_STOP;
}

static void
tm_utena_page_init (TmUtenaPage *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->hidden_for_composer = g_ptr_array_new_with_free_func (g_object_unref);
  build (self);
  tm_utena_name_mnemonics (GTK_WIDGET (self));
  tm_why_disabled_watch (GTK_WIDGET (self), on_disabled_clicked, NULL);
  /* Escape drops the move being entered. */
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

/* TmGamePage */

/* Undo (@forward FALSE) or redo: stepping, replaying, saving and the
 * toast are every page's (tm_page_step()). */
static gboolean
game_page_step (TmGamePage *page,
                gboolean    forward)
{
  TmUtenaPage *self = TM_UTENA_PAGE (page);

  return tm_page_step (GTK_WIDGET (self), self->record, forward, self->read_only,
                       TM_TYPE_UTENA_GAME, show_message, show_game);
}

/* The control the next move starts with: the card list, the plan
 * buttons, the pair card that goes. */
static GtkWidget *
get_entry_start (TmUtenaPage *self)
{
  const TmUtenaState *state = get_state (self);

  switch (state->phase)
    {
    case TM_UTENA_PHASE_DESIRE:
      return tm_utena_desire_form_get_entry_start (tm_utena_page_ensure_desire_form (self));
    case TM_UTENA_PHASE_PLAN:
      return GTK_WIDGET (self->plan_form);
    case TM_UTENA_PHASE_TURN:
      if (state->altars[state->active].pair[0] == TM_UTENA_NO_CARD)
        {
          TmUtenaPairForm *form = tm_utena_page_ensure_pair_form (self);

          return tm_utena_card_picker_get_entry_start (tm_utena_pair_form_get_picker (form));
        }
      return GTK_WIDGET (self->exchange_form);
    case TM_UTENA_PHASE_FINISHED:
    default:
      return NULL;
    }
}

static void
game_page_focus_entry (TmGamePage *page)
{
  TmUtenaPage *self = TM_UTENA_PAGE (page);
  GtkWidget *start = self->read_only ? NULL : get_entry_start (self);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  /* From the start of the entry, not from wherever the focus was left
   * (a form the last move hid). */
  if (root != NULL)
    gtk_root_set_focus (root, NULL);
  /* At the end, the way on, which says how the game ended. */
  if (start == NULL && !self->read_only && get_state (self)->result != TM_UTENA_RESULT_NONE
      && gtk_widget_grab_focus (tm_utena_result_banner_get_button (self->banner, "new-game")))
    return;
  if (start == NULL || !gtk_widget_child_focus (start, GTK_DIR_TAB_FORWARD))
    gtk_widget_grab_focus (self->scroller);
  show_entry (self);
}

static void
game_page_set_read_only (TmGamePage *page,
                         gboolean    read_only)
{
  tm_utena_page_set_read_only (TM_UTENA_PAGE (page), read_only);
}

static void
tm_utena_page_game_page_init (TmGamePageInterface *iface)
{
  iface->step = game_page_step;
  iface->focus_entry = game_page_focus_entry;
  iface->set_read_only = game_page_set_read_only;
  iface->prefill = tm_utena_page_prefill;
}

TmGamePage *
tm_utena_page_new_game_page (TmRecord *record,
                             TmGame   *game)
{
  g_return_val_if_fail (TM_IS_UTENA_GAME (game), NULL);

  return TM_GAME_PAGE (tm_utena_page_new (record, TM_UTENA_GAME (game)));
}

TmUtenaPage *
tm_utena_page_new (TmRecord    *record,
                   TmUtenaGame *game)
{
  TmUtenaPage *self;

  g_return_val_if_fail (tm_page_game_matches_record (TM_GAME (game), record, TM_TYPE_UTENA_GAME), NULL);

  self = g_object_new (TM_TYPE_UTENA_PAGE, NULL);
  self->record = g_object_ref (record);
  self->game = g_object_ref (game);
  load_catalogue (self);
  refresh (self);
  return self;
}
