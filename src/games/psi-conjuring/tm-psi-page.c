/* tm-psi-page.c — a game of Psi Conjuring being played
 *
 * What to offer comes from the legal moves (the beasts that may attack
 * are highlighted, the buttons follow the phase); every move entered is
 * tried through tm_record_play(), so a move the rules refuse shows their
 * message and changes nothing.  Ability effects are entered as a list
 * of changes the player builds in the effect form, then applied all or
 * none by the rules; the same form adds the effects an attack caused.  Beasts summoned are remembered in the
 * catalogue (g_get_user_data_dir()/tablemate/psi-beasts.json), which
 * fills in the summon form the next time.  It does not gate the moves
 * (the record never depends on it, and a beast mistyped once must not
 * block the game): an entry that disagrees with it is played as read
 * off the card, and a toast says what the catalogue remembers.
 */
#include "config.h"

#include "tm-psi-page.h"
#include "ui/tm-adaptive-box.h"
#include "ui/tm-focus.h"
#include "ui/tm-page-support.h"
#include "ui/tm-advisor-panel.h"
#include "tm-psi-advisor.h"

#include <glib/gi18n.h>

typedef enum {
  MODE_NONE,
  MODE_ATTACK,        /* the attacker is chosen: click the target */
  MODE_SUMMON,        /* the summon form for the selected face-down card */
  MODE_QUICK_CELL,    /* Quick Summon: click an empty cell */
  MODE_QUICK,         /* the quick summon form for the selected cell */
  MODE_ATTACK_CONFIRM,/* attacker and target chosen: attack, or add its effects first */
  MODE_ADJUST,        /* the effect form: click a card, add changes, apply */
  MODE_ADJUST_MOVE,   /* the effect form: click the empty cell the card moves to */
} Mode;

struct _TmPsiPage
{
  GtkWidget parent_instance;

  TmRecord *record;
  TmPsiGame *game;
  TmPsiCatalogue *catalogue;
  char *catalogue_path;
  gboolean read_only;

  Mode mode;
  TmCell selected;
  /* The effect being built: the changes, the card they are added for,
   * and, for an attack's effects, the attack they follow. */
  JsonArray *changes;
  gboolean has_card;
  TmCell card;
  gboolean attacking;
  TmCell target;

  GtkWidget *scroller;
  TmPsiBoard *board;
  GtkLabel *far_label;
  GtkLabel *near_label;
  GtkLabel *turn_label;
  GtkLabel *player_labels[2];
  GtkLabel *outcome_label;
  GtkLabel *error_label;
  GtkLabel *prompt_label;
  GtkWidget *entry_box;
  GtkWidget *buttons_box;
  GtkWidget *pass_button;
  GtkWidget *quick_button;
  GtkWidget *adjust_button;
  GtkWidget *agree_button;
  GtkWidget *cancel_button;
  /* The summon and quick summon form */
  GtkWidget *summon_form;
  GtkEntry *beast_entry;
  GtkListStore *beast_names;
  GtkWidget *power_row;
  GtkSpinButton *power_spin;
  GtkSpinButton *track_min_spin;
  GtkSpinButton *track_max_spin;
  GtkWidget *colour_row;
  GtkDropDown *colour_drop_down;
  GtkLabel *colour_label;
  GtkWidget *summon_button;
  /* The adjustments */
  GtkWidget *adjust_form;
  GtkLabel *adjust_label;
  GtkSpinButton *adjust_spin;
  GtkWidget *power_button;
  GtkWidget *destroy_button;
  GtkWidget *return_button;
  GtkWidget *flip_button;
  GtkSpinButton *set_power_spin;
  GtkWidget *set_power_button;
  GtkWidget *move_button;
  GtkWidget *master_button;
  GtkDropDown *hand_drop_down;
  GtkSpinButton *hand_spin;
  GtkWidget *hand_button;
  GtkWidget *enter_expander;
  GtkEntry *enter_name_entry;
  GtkDropDown *enter_colour_drop_down;
  GtkCheckButton *enter_yellow_check;
  GtkWidget *enter_power_box;
  GtkSpinButton *enter_power_spin;
  GtkSpinButton *enter_min_spin;
  GtkSpinButton *enter_max_spin;
  GtkDropDown *enter_player_drop_down;
  GtkDropDown *enter_from_drop_down;
  GtkWidget *enter_button;
  GtkLabel *changes_label;
  GtkWidget *clear_button;
  GtkWidget *apply_button;
  /* Attacker and target chosen */
  GtkWidget *attack_form;
  GtkWidget *attack_button;
  GtkWidget *add_effect_button;
  /* "Show Options": every attack's outcome (all on the table, so on
   * the shared screen), computed again when the position changes. */
  GtkWidget *options_toggle;
  TmAdvisorPanel *advisor_panel;
  guint advised_moves;
  JsonObject *advised_last_move;
};

static void tm_psi_page_game_page_init (TmGamePageInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TmPsiPage, tm_psi_page, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (TM_TYPE_GAME_PAGE,
                                                      tm_psi_page_game_page_init))

static void refresh (TmPsiPage *self);
static void update_advisor (TmPsiPage *self);
static char *describe_change (TmPsiPage  *self,
                              JsonObject *change);
static void add_move_change (TmPsiPage *self,
                             TmCell     to);
static void set_mode_keep (TmPsiPage *self,
                           Mode       mode);

static const TmPsiState *
get_state (TmPsiPage *self)
{
  return tm_psi_game_get_state (self->game);
}

static const char *
player_name (TmPsiPage *self,
             int        player)
{
  if (player < 0 || player > 1)
    return "?";
  return tm_record_get_player (self->record, (guint) player);
}

static void
show_error (TmPsiPage  *self,
            const char *message)
{
  gtk_label_set_text (self->error_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL && message[0] != '\0');
}

static JsonArray *
cell_array (TmCell cell)
{
  JsonArray *array = json_array_new ();

  json_array_add_int_element (array, cell.row);
  json_array_add_int_element (array, cell.col);
  return array;
}

static JsonObject *
new_move (const char *type)
{
  JsonObject *move = json_object_new ();

  json_object_set_string_member (move, "type", type);
  return move;
}

/* The catalogue */

static void
load_catalogue (TmPsiPage *self)
{
  g_autoptr(GError) error = NULL;

  self->catalogue_path = g_build_filename (g_get_user_data_dir (), "tablemate", "psi-beasts.json", NULL);
  if (g_file_test (self->catalogue_path, G_FILE_TEST_EXISTS))
    self->catalogue = tm_psi_catalogue_load_file (self->catalogue_path, &error);
  if (self->catalogue == NULL)
    {
      if (error != NULL)
        g_warning ("The beasts’ catalogue could not be read: %s", error->message);
      self->catalogue = tm_psi_catalogue_new ();
    }
}

static void
fill_beast_names (TmPsiPage *self)
{
  gtk_list_store_clear (self->beast_names);
  for (guint i = 0; i < tm_psi_catalogue_get_n_beasts (self->catalogue); i++)
    {
      const TmPsiBeastInfo *info = tm_psi_catalogue_get_beast (self->catalogue, i);
      GtkTreeIter iter;

      gtk_list_store_append (self->beast_names, &iter);
      gtk_list_store_set (self->beast_names, &iter, 0, info->name, -1);
    }
}

/* The Card Catalogues window may have changed the file since this page
 * read it: learn into what is on disk now, never write a stale copy back. */
static void
refresh_catalogue (TmPsiPage *self)
{
  g_autoptr(TmPsiCatalogue) fresh = NULL;

  if (g_file_test (self->catalogue_path, G_FILE_TEST_EXISTS))
    fresh = tm_psi_catalogue_load_file (self->catalogue_path, NULL);
  if (fresh != NULL)
    g_set_object (&self->catalogue, fresh);
}

/* Remembers what a summon showed; a conflict was refused before. */
static void
learn_beast (TmPsiPage   *self,
             const char  *name,
             gboolean     has_power,
             int          power,
             TmPsiColour  colour,
             TmPsiTrack   track)
{
  g_autoptr(TmPsiBeastInfo) info = tm_psi_beast_info_new (name);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;

  if (has_power)
    {
      info->has_power = TRUE;
      info->power = power;
      info->has_track[colour] = TRUE;
      info->track[colour] = track;
    }
  refresh_catalogue (self);
  if (!tm_psi_catalogue_learn (self->catalogue, info, &error))
    {
      /* The move stands as the players read the card; the catalogue
       * keeps what it knew, and says so. */
      tm_page_add_toast (GTK_WIDGET (self), adw_toast_new (error->message));
      return;
    }
  dir = g_path_get_dirname (self->catalogue_path);
  if (g_mkdir_with_parents (dir, 0700) != 0
      || !tm_psi_catalogue_save (self->catalogue, self->catalogue_path, &error))
    {
      AdwToast *toast = adw_toast_new (error != NULL ? error->message
                                       : _("The beasts’ catalogue could not be saved."));
      tm_page_add_toast (GTK_WIDGET (self), toast);
    }
  fill_beast_names (self);
}

/* Legal moves: which cells may attack, and what can be done now. */

typedef struct
{
  guint attackers;
  gboolean can_pass;
  gboolean can_quick;
  gboolean can_agree;
  gboolean can_summon;
} Offer;

static void
get_offer (TmPsiPage *self,
           Offer     *offer)
{
  g_autoptr(GPtrArray) moves = tm_game_list_legal_moves (TM_GAME (self->game));

  memset (offer, 0, sizeof *offer);
  for (guint i = 0; i < moves->len; i++)
    {
      g_autoptr(GError) error = NULL;
      TmPsiMove move;

      if (!tm_psi_move_from_json (g_ptr_array_index (moves, i), &move, &error))
        {
          g_critical ("A legal move does not parse: %s", error->message);
          continue;
        }
      switch (move.type)
        {
        case TM_PSI_MOVE_ATTACK:
          offer->attackers |= 1u << (move.cell.row * TM_PSI_SIZE + move.cell.col);
          break;
        case TM_PSI_MOVE_PASS:
          offer->can_pass = TRUE;
          break;
        case TM_PSI_MOVE_QUICK_SUMMON:
          offer->can_quick = TRUE;
          break;
        case TM_PSI_MOVE_AGREE_END:
          offer->can_agree = TRUE;
          break;
        case TM_PSI_MOVE_SUMMON:
          offer->can_summon = TRUE;
          break;
        case TM_PSI_MOVE_PLACE:
        case TM_PSI_MOVE_ADJUST:
        default:
          break;
        }
    }
}

/* Texts */

static const char *
destroyed_name (const TmPsiDestroyed *d)
{
  return d->name != NULL ? d->name : _("A face-down card");
}

static char *
describe_outcome (TmPsiPage *self)
{
  const TmPsiOutcome *outcome = tm_psi_game_get_last_outcome (self->game);
  guint n_moves = tm_record_get_n_moves (self->record);
  JsonObject *move;
  const char *beast = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  const char *who;

  if (outcome == NULL || n_moves == 0)
    return g_strdup (_("No move yet."));
  move = tm_record_get_move (self->record, n_moves - 1);
  if (json_object_has_member (move, "beast"))
    beast = json_object_get_string_member (move, "beast");
  who = player_name (self, outcome->player);

  switch (outcome->type)
    {
    case TM_PSI_MOVE_PLACE:
      g_string_append_printf (text, _("%s placed a card face down."), who);
      break;
    case TM_PSI_MOVE_SUMMON:
      g_string_append_printf (text, _("%s summoned %s: %s ability."), who,
                              beast != NULL ? beast : "?", tm_psi_colour_describe (outcome->colour));
      break;
    case TM_PSI_MOVE_QUICK_SUMMON:
      g_string_append_printf (text, _("%s quick summoned %s: %s ability, in the yellow zone."), who,
                              beast != NULL ? beast : "?", tm_psi_colour_describe (outcome->colour));
      break;
    case TM_PSI_MOVE_ATTACK:
      {
        /* The beasts' names are those of the position before the attack. */
        g_autoptr(TmGame) before = tm_record_replay (self->record, n_moves - 1, NULL, NULL, NULL);
        const TmPsiCard *attacker = NULL, *target = NULL;

        if (before != NULL && TM_IS_PSI_GAME (before))
          {
            const TmPsiState *state = tm_psi_game_get_state (TM_PSI_GAME (before));
            JsonArray *from = json_object_get_array_member (move, "from");
            JsonArray *to = json_object_get_array_member (move, "target");

            attacker = tm_psi_state_get_card (state, (TmCell) { (int) json_array_get_int_element (from, 0),
                                                                (int) json_array_get_int_element (from, 1) });
            target = tm_psi_state_get_card (state, (TmCell) { (int) json_array_get_int_element (to, 0),
                                                              (int) json_array_get_int_element (to, 1) });
          }
        if (attacker != NULL && target != NULL && attacker->name != NULL && target->name != NULL)
          /* Translators: "Aoi’s Cerberus attacked Kappa: Kappa took 3 damage, Cerberus 2 in return." */
          g_string_append_printf (text, _("%s’s %s attacked %s: %s took %d damage, %s %d in return."),
                                  who, attacker->name, target->name,
                                  target->name, outcome->damage_to_target,
                                  attacker->name, outcome->damage_to_attacker);
        else
          g_string_append_printf (text, _("%s attacked: %d damage to the target, %d back to the attacker."),
                                  who, outcome->damage_to_target, outcome->damage_to_attacker);
      }
      break;
    case TM_PSI_MOVE_PASS:
      g_string_append_printf (text, _("%s passed."), who);
      break;
    case TM_PSI_MOVE_ADJUST:
      g_string_append (text, _("Ability effects entered."));
      break;
    case TM_PSI_MOVE_AGREE_END:
    default:
      g_string_append (text, _("Both players agreed to end the game."));
      break;
    }

  for (guint i = 0; i < outcome->n_destroyed; i++)
    {
      const TmPsiDestroyed *d = &outcome->destroyed[i];

      g_string_append_c (text, ' ');
      if (d->cause == TM_PSI_DESTROYED_EXPIRED)
        g_string_append_printf (text, _("%s left the yellow zone: destroyed."), destroyed_name (d));
      else
        g_string_append_printf (text, _("%s was destroyed."), destroyed_name (d));
    }
  if (outcome->skipped_player >= 0)
    {
      g_string_append_c (text, ' ');
      g_string_append_printf (text, _("%s has no hand card and loses the turn."),
                              player_name (self, outcome->skipped_player));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static char *
describe_turn (TmPsiPage *self)
{
  const TmPsiState *state = get_state (self);
  const char *who = player_name (self, state->current_player);
  int winner;

  switch (state->phase)
    {
    case TM_PSI_PHASE_PLACEMENT:
      return g_strdup_printf (_("%s places a card (%u of 16)"), who, state->placed + 1);
    case TM_PSI_PHASE_SUMMON:
      return g_strdup_printf (_("%s’s turn: summon phase"), who);
    case TM_PSI_PHASE_BATTLE:
      return g_strdup_printf (_("%s’s turn: battle phase"), who);
    case TM_PSI_PHASE_FINISHED:
    default:
      winner = tm_psi_state_get_winner (state);
      if (winner < 0)
        return g_strdup_printf (_("Game over: a draw, %d to %d"),
                                tm_psi_state_get_sum (state, 0), tm_psi_state_get_sum (state, 1));
      return g_strdup_printf (_("Game over: %s wins, %d to %d"), player_name (self, winner),
                              tm_psi_state_get_sum (state, (guint) winner),
                              tm_psi_state_get_sum (state, (guint) (1 - winner)));
    }
}

static const char *
describe_prompt (TmPsiPage *self)
{
  const TmPsiState *state = get_state (self);

  if (self->read_only || state->phase == TM_PSI_PHASE_FINISHED)
    return "";
  switch (self->mode)
    {
    case MODE_ATTACK:
      return _("Click the beast to attack, or the attacker again to choose another.");
    case MODE_SUMMON:
      return _("Read the card: enter its name, its initial power and the range of the track that becomes active.");
    case MODE_QUICK_CELL:
      return _("Click the empty cell for the quick summon.");
    case MODE_QUICK:
      return _("The card goes into the yellow zone of the colour its owner chooses.");
    case MODE_ATTACK_CONFIRM:
      return _("Attack now, or first add the effects the attack caused.");
    case MODE_ADJUST:
      return _("Click a card, add what the effect does to it, then apply all the changes at once.");
    case MODE_ADJUST_MOVE:
      return _("Click the empty cell the card moves to.");
    case MODE_NONE:
    default:
      break;
    }
  switch (state->phase)
    {
    case TM_PSI_PHASE_PLACEMENT:
      return _("Click the cell where the card was placed.");
    case TM_PSI_PHASE_SUMMON:
      return _("Click the face-down card to summon, or an empty cell to quick summon.");
    case TM_PSI_PHASE_BATTLE:
    default:
      return _("Click a highlighted beast to attack with it, or pass.");
    }
}

/* Showing the position */

static void
update_form (TmPsiPage *self)
{
  gboolean summon = self->mode == MODE_SUMMON;
  gboolean quick = self->mode == MODE_QUICK;

  gtk_widget_set_visible (self->summon_form, summon || quick);
  gtk_widget_set_visible (self->power_row, summon);
  gtk_widget_set_visible (self->colour_row, quick);
  if (summon)
    {
      TmPsiColour colour = tm_psi_state_summon_colour (get_state (self), self->selected);
      g_autofree char *text = g_strdup_printf (_("The %s ability becomes active: read the %s track."),
                                               tm_psi_colour_describe (colour),
                                               tm_psi_colour_describe (colour));
      gtk_label_set_text (self->colour_label, text);
      gtk_button_set_label (GTK_BUTTON (self->summon_button), _("_Summon"));
    }
  else if (quick)
    {
      gtk_label_set_text (self->colour_label, "");
      gtk_button_set_label (GTK_BUTTON (self->summon_button), _("_Quick Summon"));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->colour_label), summon);

  gtk_widget_set_visible (self->attack_form, self->mode == MODE_ATTACK_CONFIRM);
  gtk_widget_set_visible (self->adjust_form, self->mode == MODE_ADJUST || self->mode == MODE_ADJUST_MOVE);
  if (self->mode == MODE_ADJUST || self->mode == MODE_ADJUST_MOVE)
    {
      const TmPsiCard *card = self->has_card ? tm_psi_state_get_card (get_state (self), self->card) : NULL;
      guint n = json_array_get_length (self->changes);
      /* After other changes, or after the battle, the card may be other
       * than shown: then every change is offered and the rules decide. */
      gboolean unsure = self->has_card && (n > 0 || self->attacking);
      gboolean face_up = unsure || (card != NULL && card->side == TM_PSI_CARD_FACE_UP);
      gboolean has_power = unsure || (face_up && !card->yellow);
      gboolean on_field = unsure || (card != NULL && card->side != TM_PSI_CARD_NONE);
      g_autofree char *text = NULL;
      g_autoptr(GString) list = g_string_new (NULL);

      if (self->has_card)
        text = tm_psi_board_describe_cell (self->board, self->card);
      gtk_label_set_text (self->adjust_label,
                          text != NULL ? text : _("No card chosen: click one on the field."));
      gtk_widget_set_sensitive (self->power_button, has_power);
      gtk_widget_set_sensitive (GTK_WIDGET (self->adjust_spin), has_power);
      gtk_widget_set_sensitive (self->set_power_button, has_power);
      gtk_widget_set_sensitive (GTK_WIDGET (self->set_power_spin), has_power);
      gtk_widget_set_sensitive (self->flip_button, face_up);
      gtk_widget_set_sensitive (self->destroy_button, on_field);
      gtk_widget_set_sensitive (self->return_button, on_field);
      gtk_widget_set_sensitive (self->move_button, on_field && self->mode == MODE_ADJUST);
      gtk_widget_set_sensitive (self->master_button, on_field);
      gtk_widget_set_sensitive (self->enter_button,
                                unsure || (card != NULL && card->side == TM_PSI_CARD_NONE));
      gtk_widget_set_sensitive (self->enter_power_box, !gtk_check_button_get_active (self->enter_yellow_check));

      for (guint i = 0; i < n; i++)
        {
          g_autofree char *line = describe_change (self, json_array_get_object_element (self->changes, i));

          if (i > 0)
            g_string_append_c (list, '\n');
          g_string_append_printf (list, "%u. %s", i + 1, line);
        }
      gtk_label_set_text (self->changes_label,
                          n > 0 ? list->str : _("No changes yet."));
      gtk_widget_set_sensitive (self->clear_button, n > 0);
      gtk_widget_set_sensitive (self->apply_button, n > 0 || self->attacking);
      gtk_button_set_label (GTK_BUTTON (self->apply_button),
                            self->attacking ? _("_Attack with These Effects") : _("_Apply the Effect"));
    }
  gtk_widget_set_visible (self->cancel_button, self->mode != MODE_NONE);
}

static void
refresh (TmPsiPage *self)
{
  const TmPsiState *state = get_state (self);
  gboolean entering = !self->read_only && state->phase != TM_PSI_PHASE_FINISHED;
  g_autofree char *turn = describe_turn (self);
  g_autofree char *outcome = describe_outcome (self);
  g_autofree char *far = NULL, *near = NULL;
  Offer offer;

  get_offer (self, &offer);
  tm_psi_board_set_state (self->board, state);
  tm_psi_board_set_interactive (self->board, entering);
  if (self->mode == MODE_ATTACK_CONFIRM)
    /* The beast attacked, next to the attacker selected. */
    tm_psi_board_set_highlight (self->board, 1u << (self->target.row * TM_PSI_SIZE + self->target.col));
  else
    tm_psi_board_set_highlight (self->board, self->mode == MODE_NONE ? offer.attackers : 0);
  if (self->mode == MODE_ADJUST || self->mode == MODE_ADJUST_MOVE)
    tm_psi_board_set_selected (self->board, self->has_card ? &self->card : NULL);
  else
    tm_psi_board_set_selected (self->board,
                               self->mode == MODE_NONE || self->mode == MODE_QUICK_CELL ? NULL : &self->selected);

  /* Translators: the player sitting on the far side of the field, with the colour of their cards. */
  far = g_strdup_printf (_("%s (far side, purple)"), player_name (self, 1));
  /* Translators: the player sitting on the near side of the field, with the colour of their cards. */
  near = g_strdup_printf (_("%s (near side, green)"), player_name (self, 0));
  gtk_label_set_text (self->far_label, far);
  gtk_label_set_text (self->near_label, near);

  gtk_label_set_text (self->turn_label, turn);
  for (guint p = 0; p < 2; p++)
    {
      /* Translators: one player's counts: hand cards, graveyard, and the sum of the powers of their beasts. */
      g_autofree char *text = g_strdup_printf (_("%s: hand %u, graveyard %u, sum %d"),
                                               player_name (self, (int) p), state->hand[p],
                                               state->graveyard[p], tm_psi_state_get_sum (state, p));
      gtk_label_set_text (self->player_labels[p], text);
    }
  gtk_label_set_text (self->outcome_label, outcome);
  if (entering && (self->mode == MODE_ATTACK_CONFIRM || (self->mode == MODE_ADJUST && self->attacking)))
    {
      const TmPsiCard *attacker = tm_psi_state_get_card (state, self->selected);
      const TmPsiCard *target = tm_psi_state_get_card (state, self->target);
      g_autofree char *text = NULL;

      if (attacker->name != NULL && target->name != NULL)
        /* Translators: "Nue attacks Cerberus. Attack now, or first add the effects the attack caused." */
        text = g_strdup_printf (_("%s attacks %s. %s"), attacker->name, target->name, describe_prompt (self));
      else
        text = g_strdup (describe_prompt (self));
      gtk_label_set_text (self->prompt_label, text);
    }
  else
    gtk_label_set_text (self->prompt_label, describe_prompt (self));
  gtk_widget_set_visible (GTK_WIDGET (self->prompt_label), entering);

  gtk_widget_set_visible (self->entry_box, entering);
  gtk_widget_set_sensitive (self->pass_button, offer.can_pass);
  gtk_widget_set_sensitive (self->quick_button, offer.can_quick);
  gtk_widget_set_sensitive (self->agree_button, offer.can_agree);
  gtk_widget_set_sensitive (self->adjust_button, state->phase != TM_PSI_PHASE_PLACEMENT
                            && self->mode != MODE_ADJUST && self->mode != MODE_ADJUST_MOVE);
  update_form (self);
  update_advisor (self);

  tm_page_notify_can_undo_redo (G_OBJECT (self));
}

static void
clear_effect (TmPsiPage *self)
{
  g_clear_pointer (&self->changes, json_array_unref);
  self->changes = json_array_new ();
  self->has_card = FALSE;
  self->attacking = FALSE;
}

static void
set_mode (TmPsiPage *self,
          Mode       mode)
{
  if (mode == MODE_NONE)
    clear_effect (self);
  self->mode = mode;
  refresh (self);
}

/* Within the effect form: the changes built so far stay. */
static void
set_mode_keep (TmPsiPage *self,
               Mode       mode)
{
  self->mode = mode;
  refresh (self);
}

static char *
describe_cell_short (TmPsiPage  *self,
                     JsonObject *change,
                     const char *member)
{
  JsonArray *array = json_object_get_array_member (change, member);
  TmCell cell = { (int) json_array_get_int_element (array, 0), (int) json_array_get_int_element (array, 1) };

  return g_strdup_printf (_("Row %d, column %d"), cell.row + 1, cell.col + 1);
}

static char *
describe_change (TmPsiPage  *self,
                 JsonObject *change)
{
  const char *kind = json_object_get_string_member (change, "change");
  g_autofree char *where = NULL;

  if (g_str_equal (kind, "hand"))
    /* Translators: an effect's change, e.g. "Mio’s hand: +1". */
    return g_strdup_printf (_("%s’s hand: %+d"),
                            player_name (self, (int) json_object_get_int_member (change, "player")),
                            (int) json_object_get_int_member (change, "by"));
  where = describe_cell_short (self, change, "cell");
  if (g_str_equal (kind, "power"))
    /* Translators: an effect's change, e.g. "Row 2, column 3: power −2". */
    return g_strdup_printf (_("%s: power %+d"), where, (int) json_object_get_int_member (change, "by"));
  if (g_str_equal (kind, "set-power"))
    return g_strdup_printf (_("%s: power set to %d"), where, (int) json_object_get_int_member (change, "power"));
  if (g_str_equal (kind, "destroy"))
    return g_strdup_printf (_("%s: destroyed"), where);
  if (g_str_equal (kind, "return"))
    return g_strdup_printf (_("%s: back to its owner’s hand"), where);
  if (g_str_equal (kind, "flip-down"))
    return g_strdup_printf (_("%s: turned face down"), where);
  if (g_str_equal (kind, "master"))
    return g_strdup_printf (_("%s: the other player becomes its master"), where);
  if (g_str_equal (kind, "enter"))
    /* Translators: an effect's change, e.g. "Row 1, column 2: Golem enters the field". */
    return g_strdup_printf (_("%s: %s enters the field"), where, json_object_get_string_member (change, "beast"));
  if (g_str_equal (kind, "move"))
    {
      g_autofree char *to = describe_cell_short (self, change, "to");

      /* Translators: an effect's change, e.g. "Row 2, column 3: moved to Row 1, column 1". */
      return g_strdup_printf (_("%s: moved to %s"), where, to);
    }
  return g_strdup (kind);
}

/* The advisor */

/* The options of the position, when the panel is shown and the
 * position is not the one they were computed for (a move, an undo or a
 * redo; not the clicks of a move being entered). */
static void
update_advisor (TmPsiPage *self)
{
  const TmPsiState *state = get_state (self);
  gboolean shown = !self->read_only && state->phase != TM_PSI_PHASE_FINISHED;
  guint n_moves = tm_record_get_n_moves (self->record);
  JsonObject *last = n_moves > 0 ? tm_record_get_move (self->record, n_moves - 1) : NULL;
  g_autoptr(GPtrArray) options = NULL;
  g_autoptr(GError) error = NULL;

  gtk_widget_set_visible (self->options_toggle, shown);
  shown = shown && gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->options_toggle));
  adw_button_content_set_label (ADW_BUTTON_CONTENT (gtk_button_get_child (GTK_BUTTON (self->options_toggle))),
                                shown ? _("Hide _Options") : _("Show _Options"));
  gtk_widget_set_visible (GTK_WIDGET (self->advisor_panel), shown);
  if (!shown)
    {
      /* Computed again when shown next. */
      self->advised_last_move = NULL;
      self->advised_moves = G_MAXUINT;
      return;
    }
  if (self->advised_moves == n_moves && self->advised_last_move == last)
    return;
  self->advised_moves = n_moves;
  self->advised_last_move = last;

  options = tm_psi_advisor_attack_options (state, self->catalogue, &error);
  if (options == NULL)
    tm_advisor_panel_set_options (self->advisor_panel, NULL, error->message);
  else
    {
      /* Translators: the heading of the attack options, e.g. "Mio’s attacks, best first". */
      g_autofree char *title = g_strdup_printf (_("%s’s attacks, best first"),
                                                player_name (self, state->current_player));

      tm_advisor_panel_set_title (self->advisor_panel, title);
      tm_advisor_panel_set_options (self->advisor_panel, options, NULL);
    }
}

static void
on_options_toggled (TmPsiPage *self)
{
  update_advisor (self);
}

static void
on_advisor_play (TmPsiPage  *self,
                 JsonObject *move)
{
  GtkWidget *first;

  /* tm_psi_page_play() takes the move. */
  if (!tm_psi_page_play (self, json_object_ref (move)))
    return;
  /* The row played is gone with the old options: the keyboard goes on
   * from the new best one (or the toggle when there is none). */
  first = tm_advisor_panel_get_row (self->advisor_panel, 0);
  gtk_widget_grab_focus (first != NULL && gtk_widget_get_mapped (first) ? first : self->options_toggle);
}

/* Playing */

gboolean
tm_psi_page_play (TmPsiPage  *self,
                  JsonObject *move)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) owned = move;
  g_autofree char *brief = NULL;
  gboolean saved;

  g_return_val_if_fail (TM_IS_PSI_PAGE (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (self->read_only)
    return FALSE;
  if (!tm_record_play (self->record, TM_GAME (self->game), owned, &error))
    {
      /* Nothing changed: the entry stays so the player can fix it. */
      show_error (self, error->message);
      return FALSE;
    }

  show_error (self, NULL);
  self->mode = MODE_NONE;
  clear_effect (self);
  saved = tm_page_save_record (GTK_WIDGET (self), self->record);
  refresh (self);
  brief = describe_outcome (self);
  if (saved)
    tm_page_add_move_toast (GTK_WIDGET (self), brief, _("_Undo"), "win.undo");
  return TRUE;
}

static gboolean
play_with_cell (TmPsiPage  *self,
                const char *type,
                TmCell      cell)
{
  JsonObject *move = new_move (type);

  json_object_set_array_member (move, "cell", cell_array (cell));
  return tm_psi_page_play (self, move);
}

/* The attack chosen, with the effects built in the form (if any).  When
 * refused, the entry stays so the player can fix it or cancel. */
static void
play_attack (TmPsiPage *self)
{
  JsonObject *move = new_move ("attack");

  json_object_set_array_member (move, "from", cell_array (self->selected));
  json_object_set_array_member (move, "target", cell_array (self->target));
  if (self->attacking && json_array_get_length (self->changes) > 0)
    json_object_set_array_member (move, "effects", json_array_ref (self->changes));
  tm_psi_page_play (self, move);
}

static void
start_form (TmPsiPage *self,
            Mode       mode,
            TmCell     cell)
{
  self->selected = cell;
  gtk_editable_set_text (GTK_EDITABLE (self->beast_entry), "");
  gtk_spin_button_set_value (self->power_spin, 0);
  gtk_spin_button_set_value (self->track_min_spin, 0);
  gtk_spin_button_set_value (self->track_max_spin, 0);
  show_error (self, NULL);
  set_mode (self, mode);
  gtk_widget_grab_focus (GTK_WIDGET (self->beast_entry));
}

static void
on_cell_activated (TmPsiBoard *board,
                   int         row,
                   int         col,
                   TmPsiPage  *self)
{
  const TmPsiState *state = get_state (self);
  TmCell cell = { row, col };
  const TmPsiCard *card = tm_psi_state_get_card (state, cell);

  if (self->read_only || state->phase == TM_PSI_PHASE_FINISHED)
    return;

  switch (self->mode)
    {
    case MODE_QUICK_CELL:
      start_form (self, MODE_QUICK, cell);
      return;
    case MODE_ADJUST:
      self->has_card = TRUE;
      self->card = cell;
      refresh (self);
      return;
    case MODE_ADJUST_MOVE:
      if (tm_cell_equal (cell, self->card))
        {
          set_mode_keep (self, MODE_ADJUST);
          return;
        }
      add_move_change (self, cell);
      return;
    case MODE_ATTACK:
      if (tm_cell_equal (cell, self->selected))
        {
          set_mode (self, MODE_NONE);
          return;
        }
      self->target = cell;
      show_error (self, NULL);
      set_mode (self, MODE_ATTACK_CONFIRM);
      gtk_widget_grab_focus (self->attack_button);
      return;
    case MODE_ATTACK_CONFIRM:
      return;
    case MODE_SUMMON:
    case MODE_QUICK:
    case MODE_NONE:
    default:
      break;
    }

  if (state->phase == TM_PSI_PHASE_PLACEMENT)
    {
      play_with_cell (self, "place", cell);
      return;
    }
  switch (card->side)
    {
    case TM_PSI_CARD_NONE:
      start_form (self, MODE_QUICK, cell);
      break;
    case TM_PSI_CARD_FACE_DOWN:
      start_form (self, MODE_SUMMON, cell);
      break;
    case TM_PSI_CARD_FACE_UP:
    default:
      self->selected = cell;
      show_error (self, NULL);
      set_mode (self, MODE_ATTACK);
      break;
    }
}

static void
on_beast_changed (TmPsiPage *self)
{
  const TmPsiBeastInfo *info;
  TmPsiColour colour;

  if (self->mode != MODE_SUMMON)
    return;
  info = tm_psi_catalogue_lookup (self->catalogue, gtk_editable_get_text (GTK_EDITABLE (self->beast_entry)));
  if (info == NULL)
    return;
  colour = tm_psi_state_summon_colour (get_state (self), self->selected);
  if (info->has_power)
    gtk_spin_button_set_value (self->power_spin, info->power);
  if (info->has_track[colour])
    {
      gtk_spin_button_set_value (self->track_min_spin, info->track[colour].min);
      gtk_spin_button_set_value (self->track_max_spin, info->track[colour].max);
    }
}

static void
on_summon_clicked (TmPsiPage *self)
{
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->beast_entry))));
  gboolean quick = self->mode == MODE_QUICK;
  JsonObject *move;
  TmPsiTrack track;
  int power;
  TmPsiColour colour;

  if (self->mode != MODE_SUMMON && !quick)
    return;
  if (name[0] == '\0')
    {
      show_error (self, _("Enter the beast’s name, as printed on the card."));
      gtk_widget_grab_focus (GTK_WIDGET (self->beast_entry));
      return;
    }

  /* A number typed but not yet confirmed counts. */
  gtk_spin_button_update (self->power_spin);
  gtk_spin_button_update (self->track_min_spin);
  gtk_spin_button_update (self->track_max_spin);

  move = new_move (quick ? "quick-summon" : "summon");
  json_object_set_array_member (move, "cell", cell_array (self->selected));
  json_object_set_string_member (move, "beast", name);
  power = gtk_spin_button_get_value_as_int (self->power_spin);
  track.min = gtk_spin_button_get_value_as_int (self->track_min_spin);
  track.max = gtk_spin_button_get_value_as_int (self->track_max_spin);
  if (quick)
    {
      colour = gtk_drop_down_get_selected (self->colour_drop_down) == 1 ? TM_PSI_COLOUR_BLUE : TM_PSI_COLOUR_RED;
      json_object_set_string_member (move, "colour", tm_psi_colour_to_string (colour));
    }
  else
    {
      JsonArray *array = json_array_new ();

      colour = tm_psi_state_summon_colour (get_state (self), self->selected);
      json_object_set_int_member (move, "power", power);
      json_array_add_int_element (array, track.min);
      json_array_add_int_element (array, track.max);
      json_object_set_array_member (move, "track", array);
    }
  if (tm_psi_page_play (self, move))
    learn_beast (self, name, !quick, power, colour, track);
}

static void
on_pass_clicked (TmPsiPage *self)
{
  tm_psi_page_play (self, new_move ("pass"));
}

static void
on_agree_clicked (TmPsiPage *self)
{
  tm_psi_page_play (self, new_move ("agree-end"));
}

static void
on_quick_clicked (TmPsiPage *self)
{
  show_error (self, NULL);
  set_mode (self, MODE_QUICK_CELL);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
on_adjust_clicked (TmPsiPage *self)
{
  show_error (self, NULL);
  set_mode (self, MODE_NONE);
  set_mode (self, MODE_ADJUST);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
on_cancel_clicked (TmPsiPage *self)
{
  show_error (self, NULL);
  set_mode (self, MODE_NONE);
}

static void
on_attack_clicked (TmPsiPage *self)
{
  if (self->mode == MODE_ATTACK_CONFIRM || (self->attacking && self->mode == MODE_ADJUST))
    play_attack (self);
}

static void
on_add_effect_clicked (TmPsiPage *self)
{
  if (self->mode != MODE_ATTACK_CONFIRM)
    return;
  show_error (self, NULL);
  self->attacking = TRUE;
  set_mode (self, MODE_ADJUST);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

/* Adds a change to the effect being built. */
static JsonObject *
add_change (TmPsiPage  *self,
            const char *change,
            gboolean    on_card)
{
  JsonObject *object = json_object_new ();

  json_object_set_string_member (object, "change", change);
  if (on_card)
    json_object_set_array_member (object, "cell", cell_array (self->card));
  json_array_add_object_element (self->changes, object);
  show_error (self, NULL);
  return object;
}

static void
changes_added (TmPsiPage *self)
{
  set_mode_keep (self, MODE_ADJUST);
}

static gboolean
check_change_room (TmPsiPage *self,
                   gboolean   on_card)
{
  if (on_card && !self->has_card)
    {
      show_error (self, _("Click the card the effect changes first."));
      return FALSE;
    }
  if (json_array_get_length (self->changes) >= TM_PSI_MAX_CHANGES)
    {
      show_error (self, _("An effect has at most 24 changes."));
      return FALSE;
    }
  return TRUE;
}

static void
add_move_change (TmPsiPage *self,
                 TmCell     to)
{
  JsonObject *object;

  if (!check_change_room (self, TRUE))
    return;
  object = add_change (self, "move", TRUE);
  json_object_set_array_member (object, "to", cell_array (to));
  self->card = to;
  changes_added (self);
}

static void
on_power_clicked (TmPsiPage *self)
{
  int by;

  gtk_spin_button_update (self->adjust_spin);
  by = gtk_spin_button_get_value_as_int (self->adjust_spin);

  if (by == 0)
    {
      show_error (self, _("Enter by how much the power changes, e.g. −2 or 3."));
      return;
    }
  if (!check_change_room (self, TRUE))
    return;
  json_object_set_int_member (add_change (self, "power", TRUE), "by", by);
  changes_added (self);
}

static void
on_set_power_clicked (TmPsiPage *self)
{
  gtk_spin_button_update (self->set_power_spin);
  if (!check_change_room (self, TRUE))
    return;
  json_object_set_int_member (add_change (self, "set-power", TRUE), "power",
                              gtk_spin_button_get_value_as_int (self->set_power_spin));
  changes_added (self);
}

static void
add_card_change (TmPsiPage  *self,
                 const char *change)
{
  if (!check_change_room (self, TRUE))
    return;
  add_change (self, change, TRUE);
  changes_added (self);
}

static void
on_destroy_clicked (TmPsiPage *self)
{
  add_card_change (self, "destroy");
}

static void
on_return_clicked (TmPsiPage *self)
{
  add_card_change (self, "return");
}

static void
on_flip_clicked (TmPsiPage *self)
{
  add_card_change (self, "flip-down");
}

static void
on_master_clicked (TmPsiPage *self)
{
  add_card_change (self, "master");
}

static void
on_move_clicked (TmPsiPage *self)
{
  if (!check_change_room (self, TRUE))
    return;
  set_mode_keep (self, MODE_ADJUST_MOVE);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
on_hand_clicked (TmPsiPage *self)
{
  JsonObject *object;
  int by;

  gtk_spin_button_update (self->hand_spin);
  by = gtk_spin_button_get_value_as_int (self->hand_spin);
  if (by == 0)
    {
      show_error (self, _("Enter by how much the hand changes, e.g. −1 or 2."));
      return;
    }
  if (!check_change_room (self, FALSE))
    return;
  object = add_change (self, "hand", FALSE);
  json_object_set_int_member (object, "player", gtk_drop_down_get_selected (self->hand_drop_down) == 1 ? 1 : 0);
  json_object_set_int_member (object, "by", by);
  changes_added (self);
}

static void
on_enter_clicked (TmPsiPage *self)
{
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->enter_name_entry))));
  JsonObject *object;
  guint from = gtk_drop_down_get_selected (self->enter_from_drop_down);

  if (name[0] == '\0')
    {
      show_error (self, _("Enter the beast’s name, as printed on the card."));
      gtk_widget_grab_focus (GTK_WIDGET (self->enter_name_entry));
      return;
    }
  gtk_spin_button_update (self->enter_power_spin);
  gtk_spin_button_update (self->enter_min_spin);
  gtk_spin_button_update (self->enter_max_spin);
  if (!check_change_room (self, TRUE))
    return;
  object = add_change (self, "enter", TRUE);
  json_object_set_string_member (object, "beast", name);
  json_object_set_string_member (object, "colour",
                                 gtk_drop_down_get_selected (self->enter_colour_drop_down) == 1 ? "blue" : "red");
  if (gtk_check_button_get_active (self->enter_yellow_check))
    json_object_set_boolean_member (object, "yellow", TRUE);
  else
    {
      JsonArray *track = json_array_new ();

      json_object_set_int_member (object, "power", gtk_spin_button_get_value_as_int (self->enter_power_spin));
      json_array_add_int_element (track, gtk_spin_button_get_value_as_int (self->enter_min_spin));
      json_array_add_int_element (track, gtk_spin_button_get_value_as_int (self->enter_max_spin));
      json_object_set_array_member (object, "track", track);
    }
  json_object_set_int_member (object, "player", gtk_drop_down_get_selected (self->enter_player_drop_down) == 1 ? 1 : 0);
  if (from == 0)
    json_object_set_string_member (object, "from", "hand");
  else if (from == 1)
    json_object_set_string_member (object, "from", "graveyard");
  changes_added (self);
}

static void
on_enter_yellow_toggled (TmPsiPage *self)
{
  if (self->mode == MODE_ADJUST || self->mode == MODE_ADJUST_MOVE)
    refresh (self);
}

static void
on_clear_clicked (TmPsiPage *self)
{
  g_clear_pointer (&self->changes, json_array_unref);
  self->changes = json_array_new ();
  show_error (self, NULL);
  set_mode_keep (self, MODE_ADJUST);
}

static void
on_apply_clicked (TmPsiPage *self)
{
  JsonObject *move;

  if (self->mode != MODE_ADJUST && self->mode != MODE_ADJUST_MOVE)
    return;
  if (self->attacking)
    {
      play_attack (self);
      return;
    }
  if (json_array_get_length (self->changes) == 0)
    {
      show_error (self, _("Add at least one change."));
      return;
    }
  move = new_move ("adjust");
  json_object_set_array_member (move, "changes", json_array_ref (self->changes));
  tm_psi_page_play (self, move);
}

/* Undo and redo */

/* Stepping, replaying, saving and the toast are every page's
 * (ui/tm-page-support.h). */
static gboolean
step (TmPsiPage *self,
      gboolean   forward)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = tm_page_step_record (GTK_WIDGET (self), self->record, forward,
                                                self->read_only, TM_TYPE_PSI_GAME, &error);

  if (game == NULL)
    {
      if (error != NULL)
        show_error (self, error->message);
      return FALSE;
    }
  g_set_object (&self->game, TM_PSI_GAME (game));
  show_error (self, NULL);
  self->mode = MODE_NONE;
  clear_effect (self);
  refresh (self);
  return TRUE;
}

gboolean
tm_psi_page_undo (TmPsiPage *self)
{
  g_return_val_if_fail (TM_IS_PSI_PAGE (self), FALSE);
  return step (self, FALSE);
}

gboolean
tm_psi_page_redo (TmPsiPage *self)
{
  g_return_val_if_fail (TM_IS_PSI_PAGE (self), FALSE);
  return step (self, TRUE);
}

void
tm_psi_page_set_read_only (TmPsiPage *self,
                           gboolean   read_only)
{
  g_return_if_fail (TM_IS_PSI_PAGE (self));

  self->read_only = !!read_only;
  self->mode = MODE_NONE;
  clear_effect (self);
  refresh (self);
}

/* Accessors for the tests */

TmPsiGame *
tm_psi_page_get_game (TmPsiPage *self)
{
  g_return_val_if_fail (TM_IS_PSI_PAGE (self), NULL);
  return self->game;
}

TmPsiBoard *
tm_psi_page_get_board (TmPsiPage *self)
{
  g_return_val_if_fail (TM_IS_PSI_PAGE (self), NULL);
  return self->board;
}

GtkWidget *
tm_psi_page_get_options_toggle (TmPsiPage *self)
{
  g_return_val_if_fail (TM_IS_PSI_PAGE (self), NULL);
  return self->options_toggle;
}

TmAdvisorPanel *
tm_psi_page_get_advisor_panel (TmPsiPage *self)
{
  g_return_val_if_fail (TM_IS_PSI_PAGE (self), NULL);
  return self->advisor_panel;
}

GtkWidget *
tm_psi_page_get_button (TmPsiPage  *self,
                        const char *name)
{
  static const struct { const char *name; gsize offset; } buttons[] = {
    { "pass", G_STRUCT_OFFSET (TmPsiPage, pass_button) },
    { "quick-summon", G_STRUCT_OFFSET (TmPsiPage, quick_button) },
    { "adjust", G_STRUCT_OFFSET (TmPsiPage, adjust_button) },
    { "agree-end", G_STRUCT_OFFSET (TmPsiPage, agree_button) },
    { "cancel", G_STRUCT_OFFSET (TmPsiPage, cancel_button) },
    { "summon", G_STRUCT_OFFSET (TmPsiPage, summon_button) },
    { "power", G_STRUCT_OFFSET (TmPsiPage, power_button) },
    { "destroy", G_STRUCT_OFFSET (TmPsiPage, destroy_button) },
    { "return", G_STRUCT_OFFSET (TmPsiPage, return_button) },
    { "flip-down", G_STRUCT_OFFSET (TmPsiPage, flip_button) },
    { "set-power", G_STRUCT_OFFSET (TmPsiPage, set_power_button) },
    { "move", G_STRUCT_OFFSET (TmPsiPage, move_button) },
    { "master", G_STRUCT_OFFSET (TmPsiPage, master_button) },
    { "hand", G_STRUCT_OFFSET (TmPsiPage, hand_button) },
    { "enter", G_STRUCT_OFFSET (TmPsiPage, enter_button) },
    { "clear", G_STRUCT_OFFSET (TmPsiPage, clear_button) },
    { "apply", G_STRUCT_OFFSET (TmPsiPage, apply_button) },
    { "attack", G_STRUCT_OFFSET (TmPsiPage, attack_button) },
    { "add-effect", G_STRUCT_OFFSET (TmPsiPage, add_effect_button) },
  };

  g_return_val_if_fail (TM_IS_PSI_PAGE (self), NULL);
  for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
    if (g_str_equal (buttons[i].name, name))
      return G_STRUCT_MEMBER (GtkWidget *, self, buttons[i].offset);
  g_return_val_if_reached (NULL);
}

GtkEditable *
tm_psi_page_get_entry (TmPsiPage  *self,
                       const char *name)
{
  g_return_val_if_fail (TM_IS_PSI_PAGE (self), NULL);

  if (g_str_equal (name, "beast"))
    return GTK_EDITABLE (self->beast_entry);
  if (g_str_equal (name, "power"))
    return GTK_EDITABLE (self->power_spin);
  if (g_str_equal (name, "track-min"))
    return GTK_EDITABLE (self->track_min_spin);
  if (g_str_equal (name, "track-max"))
    return GTK_EDITABLE (self->track_max_spin);
  if (g_str_equal (name, "adjust-by"))
    return GTK_EDITABLE (self->adjust_spin);
  if (g_str_equal (name, "set-power"))
    return GTK_EDITABLE (self->set_power_spin);
  if (g_str_equal (name, "hand-by"))
    return GTK_EDITABLE (self->hand_spin);
  if (g_str_equal (name, "enter-beast"))
    return GTK_EDITABLE (self->enter_name_entry);
  if (g_str_equal (name, "enter-power"))
    return GTK_EDITABLE (self->enter_power_spin);
  if (g_str_equal (name, "enter-track-min"))
    return GTK_EDITABLE (self->enter_min_spin);
  if (g_str_equal (name, "enter-track-max"))
    return GTK_EDITABLE (self->enter_max_spin);
  g_return_val_if_reached (NULL);
}

GtkDropDown *
tm_psi_page_get_hand_drop_down (TmPsiPage *self)
{
  g_return_val_if_fail (TM_IS_PSI_PAGE (self), NULL);
  return self->hand_drop_down;
}

/* The effect form's "enter" part: "colour", "player", "from". */
GtkDropDown *
tm_psi_page_get_enter_drop_down (TmPsiPage  *self,
                                 const char *name)
{
  g_return_val_if_fail (TM_IS_PSI_PAGE (self), NULL);
  if (g_str_equal (name, "colour"))
    return self->enter_colour_drop_down;
  if (g_str_equal (name, "player"))
    return self->enter_player_drop_down;
  if (g_str_equal (name, "from"))
    return self->enter_from_drop_down;
  g_return_val_if_reached (NULL);
}

GtkExpander *
tm_psi_page_get_enter_expander (TmPsiPage *self)
{
  g_return_val_if_fail (TM_IS_PSI_PAGE (self), NULL);
  return GTK_EXPANDER (self->enter_expander);
}

GtkCheckButton *
tm_psi_page_get_enter_yellow_check (TmPsiPage *self)
{
  g_return_val_if_fail (TM_IS_PSI_PAGE (self), NULL);
  return self->enter_yellow_check;
}

GtkDropDown *
tm_psi_page_get_colour_drop_down (TmPsiPage *self)
{
  g_return_val_if_fail (TM_IS_PSI_PAGE (self), NULL);
  return self->colour_drop_down;
}

const char *
tm_psi_page_get_status_text (TmPsiPage *self)
{
  g_return_val_if_fail (TM_IS_PSI_PAGE (self), NULL);
  return gtk_label_get_text (self->turn_label);
}

const char *
tm_psi_page_get_outcome_text (TmPsiPage *self)
{
  g_return_val_if_fail (TM_IS_PSI_PAGE (self), NULL);
  return gtk_label_get_text (self->outcome_label);
}

const char *
tm_psi_page_get_error_text (TmPsiPage *self)
{
  g_return_val_if_fail (TM_IS_PSI_PAGE (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->error_label)) ? gtk_label_get_text (self->error_label) : "";
}

/* Building the widgets */

static GtkLabel *
add_label (GtkWidget  *box,
           const char *style)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (style != NULL)
    gtk_widget_add_css_class (label, style);
  gtk_box_append (GTK_BOX (box), label);
  return GTK_LABEL (label);
}

static GtkWidget *
add_button (TmPsiPage  *self,
            GtkWidget  *box,
            const char *label,
            GCallback   callback)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  g_signal_connect_swapped (button, "clicked", callback, self);
  gtk_box_append (GTK_BOX (box), button);
  return button;
}

static GtkSpinButton *
add_spin (GtkWidget  *box,
          const char *text,
          int         min,
          int         max)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new_with_mnemonic (text);
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, 1);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), spin);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  gtk_box_append (GTK_BOX (row), label);
  gtk_box_append (GTK_BOX (row), spin);
  gtk_box_append (GTK_BOX (box), row);
  return GTK_SPIN_BUTTON (spin);
}

static void
build (TmPsiPage *self)
{
  GtkWidget *layout, *board_column, *panel, *box, *row, *label, *heading;
  GtkEntryCompletion *completion;
  const char *colours[3] = { NULL, NULL, NULL };

  self->scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_parent (self->scroller, GTK_WIDGET (self));

  layout = g_object_new (TM_TYPE_ADAPTIVE_BOX,
                         "spacing", 18, "breakpoint", 680, "max-secondary-width", 440,
                         "margin-top", 12, "margin-bottom", 18, "margin-start", 12, "margin-end", 12,
                         NULL);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller), layout);

  board_column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_set_valign (board_column, GTK_ALIGN_START);
  gtk_widget_set_parent (board_column, layout);
  self->far_label = add_label (board_column, "caption");
  gtk_widget_add_css_class (GTK_WIDGET (self->far_label), "dim-label");
  gtk_label_set_xalign (self->far_label, 0.5);
  self->board = TM_PSI_BOARD (tm_psi_board_new ());
  gtk_widget_set_hexpand (GTK_WIDGET (self->board), TRUE);
  gtk_box_append (GTK_BOX (board_column), GTK_WIDGET (self->board));
  g_signal_connect (self->board, "cell-activated", G_CALLBACK (on_cell_activated), self);
  self->near_label = add_label (board_column, "caption");
  gtk_widget_add_css_class (GTK_WIDGET (self->near_label), "dim-label");
  gtk_label_set_xalign (self->near_label, 0.5);

  panel = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_valign (panel, GTK_ALIGN_START);
  gtk_widget_set_parent (panel, layout);

  self->turn_label = add_label (panel, "title-3");
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_box_append (GTK_BOX (panel), box);
  self->player_labels[0] = add_label (box, NULL);
  self->player_labels[1] = add_label (box, NULL);

  heading = GTK_WIDGET (add_label (panel, "heading"));
  gtk_label_set_text (GTK_LABEL (heading), _("Last move"));
  self->outcome_label = add_label (panel, NULL);
  self->error_label = add_label (panel, "error");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);

  self->entry_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_box_append (GTK_BOX (panel), self->entry_box);
  self->prompt_label = add_label (self->entry_box, "dim-label");

  /* The summon form */
  self->summon_form = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_add_css_class (self->summon_form, "card");
  gtk_box_append (GTK_BOX (self->entry_box), self->summon_form);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_box_append (GTK_BOX (self->summon_form), box);
  self->colour_label = add_label (box, "heading");
  label = gtk_label_new_with_mnemonic (_("Beast’s _name"));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (box), label);
  self->beast_entry = GTK_ENTRY (gtk_entry_new ());
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), GTK_WIDGET (self->beast_entry));
  gtk_entry_set_activates_default (self->beast_entry, FALSE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->beast_entry));
  self->beast_names = gtk_list_store_new (1, G_TYPE_STRING);
  completion = gtk_entry_completion_new ();
  gtk_entry_completion_set_model (completion, GTK_TREE_MODEL (self->beast_names));
  gtk_entry_completion_set_text_column (completion, 0);
  gtk_entry_completion_set_inline_completion (completion, TRUE);
  gtk_entry_set_completion (self->beast_entry, completion);
  g_object_unref (completion);
  g_signal_connect_swapped (self->beast_entry, "changed", G_CALLBACK (on_beast_changed), self);
  g_signal_connect_swapped (self->beast_entry, "activate", G_CALLBACK (on_summon_clicked), self);

  self->power_row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (box), self->power_row);
  self->power_spin = add_spin (self->power_row, _("_Initial power"), 0, TM_PSI_MAX_POWER);
  self->track_min_spin = add_spin (self->power_row, _("Track’s _lowest number"), 0, TM_PSI_MAX_POWER);
  self->track_max_spin = add_spin (self->power_row, _("Track’s _highest number"), 0, TM_PSI_MAX_POWER);

  self->colour_row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_append (GTK_BOX (box), self->colour_row);
  label = gtk_label_new_with_mnemonic (_("Active _colour"));
  gtk_widget_set_hexpand (label, TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (self->colour_row), label);
  colours[0] = tm_psi_colour_describe (TM_PSI_COLOUR_RED);
  colours[1] = tm_psi_colour_describe (TM_PSI_COLOUR_BLUE);
  self->colour_drop_down = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (colours));
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), GTK_WIDGET (self->colour_drop_down));
  gtk_box_append (GTK_BOX (self->colour_row), GTK_WIDGET (self->colour_drop_down));

  self->summon_button = gtk_button_new_with_mnemonic (_("_Summon"));
  gtk_widget_add_css_class (self->summon_button, "suggested-action");
  g_signal_connect_swapped (self->summon_button, "clicked", G_CALLBACK (on_summon_clicked), self);
  gtk_box_append (GTK_BOX (box), self->summon_button);

  /* The adjustments */
  self->adjust_form = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_add_css_class (self->adjust_form, "card");
  gtk_box_append (GTK_BOX (self->entry_box), self->adjust_form);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_box_append (GTK_BOX (self->adjust_form), box);
  self->adjust_label = add_label (box, "heading");
  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_append (GTK_BOX (box), row);
  self->adjust_spin = add_spin (row, _("Power _change"), -TM_PSI_MAX_POWER, TM_PSI_MAX_POWER);
  gtk_widget_set_hexpand (gtk_widget_get_parent (GTK_WIDGET (self->adjust_spin)), TRUE);
  /* Enter adds the change (GtkSpinButton has no "activate" of its own in GTK 4.8). */
  g_signal_connect_swapped (gtk_editable_get_delegate (GTK_EDITABLE (self->adjust_spin)), "activate", G_CALLBACK (on_power_clicked), self);
  /* Translators: adds a power change to the effect being entered. */
  self->power_button = add_button (self, row, C_("effect", "Add"), G_CALLBACK (on_power_clicked));
  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_append (GTK_BOX (box), row);
  self->set_power_spin = add_spin (row, _("_Set power to"), 0, TM_PSI_MAX_POWER);
  gtk_widget_set_hexpand (gtk_widget_get_parent (GTK_WIDGET (self->set_power_spin)), TRUE);
  /* Enter adds the change (GtkSpinButton has no "activate" of its own in GTK 4.8). */
  g_signal_connect_swapped (gtk_editable_get_delegate (GTK_EDITABLE (self->set_power_spin)), "activate", G_CALLBACK (on_set_power_clicked), self);
  self->set_power_button = add_button (self, row, C_("effect", "Add"), G_CALLBACK (on_set_power_clicked));
  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_add_css_class (row, "linked");
  gtk_box_append (GTK_BOX (box), row);
  self->destroy_button = add_button (self, row, _("_Destroy"), G_CALLBACK (on_destroy_clicked));
  self->return_button = add_button (self, row, _("_Return to Hand"), G_CALLBACK (on_return_clicked));
  self->flip_button = add_button (self, row, _("_Flip Face Down"), G_CALLBACK (on_flip_clicked));
  for (GtkWidget *child = gtk_widget_get_first_child (row); child != NULL; child = gtk_widget_get_next_sibling (child))
    gtk_widget_set_hexpand (child, TRUE);
  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_add_css_class (row, "linked");
  gtk_box_append (GTK_BOX (box), row);
  self->move_button = add_button (self, row, _("_Move to a Cell…"), G_CALLBACK (on_move_clicked));
  self->master_button = add_button (self, row, _("Change _Master"), G_CALLBACK (on_master_clicked));
  for (GtkWidget *child = gtk_widget_get_first_child (row); child != NULL; child = gtk_widget_get_next_sibling (child))
    gtk_widget_set_hexpand (child, TRUE);

  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_append (GTK_BOX (box), row);
  label = gtk_label_new_with_mnemonic (_("_Hand of"));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (row), label);
  /* The players' names, set with the record. */
  self->hand_drop_down = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (gtk_string_list_new (NULL)), NULL));
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), GTK_WIDGET (self->hand_drop_down));
  gtk_widget_set_hexpand (GTK_WIDGET (self->hand_drop_down), TRUE);
  gtk_box_append (GTK_BOX (row), GTK_WIDGET (self->hand_drop_down));
  self->hand_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (-24, 24, 1));
  gtk_spin_button_set_numeric (self->hand_spin, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->hand_spin),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Hand change"), -1);
  /* Enter adds the change (GtkSpinButton has no "activate" of its own in GTK 4.8). */
  g_signal_connect_swapped (gtk_editable_get_delegate (GTK_EDITABLE (self->hand_spin)), "activate", G_CALLBACK (on_hand_clicked), self);
  gtk_box_append (GTK_BOX (row), GTK_WIDGET (self->hand_spin));
  self->hand_button = add_button (self, row, C_("effect", "Add"), G_CALLBACK (on_hand_clicked));

  /* A beast entering the field: click the empty cell first. */
  self->enter_expander = gtk_expander_new_with_mnemonic (_("A Beast Enters the Field (click the empty cell)"));
  gtk_box_append (GTK_BOX (box), self->enter_expander);
  {
    GtkWidget *enter_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
    const char *sources[4] = { NULL, NULL, NULL, NULL };

    gtk_widget_set_margin_top (enter_box, 6);
    gtk_expander_set_child (GTK_EXPANDER (self->enter_expander), enter_box);
    label = gtk_label_new_with_mnemonic (_("Beast’s _name"));
    gtk_label_set_xalign (GTK_LABEL (label), 0);
    gtk_box_append (GTK_BOX (enter_box), label);
    self->enter_name_entry = GTK_ENTRY (gtk_entry_new ());
    gtk_label_set_mnemonic_widget (GTK_LABEL (label), GTK_WIDGET (self->enter_name_entry));
    gtk_box_append (GTK_BOX (enter_box), GTK_WIDGET (self->enter_name_entry));

    row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
    gtk_box_append (GTK_BOX (enter_box), row);
    label = gtk_label_new (_("Active colour"));
    gtk_widget_set_hexpand (label, TRUE);
    gtk_label_set_xalign (GTK_LABEL (label), 0);
    gtk_box_append (GTK_BOX (row), label);
    self->enter_colour_drop_down = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (colours));
    gtk_accessible_update_relation (GTK_ACCESSIBLE (self->enter_colour_drop_down),
                                    GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
    gtk_box_append (GTK_BOX (row), GTK_WIDGET (self->enter_colour_drop_down));
    self->enter_yellow_check = GTK_CHECK_BUTTON (gtk_check_button_new_with_label (_("In the yellow zone (no power)")));
    g_signal_connect_swapped (self->enter_yellow_check, "toggled", G_CALLBACK (on_enter_yellow_toggled), self);
    gtk_box_append (GTK_BOX (enter_box), GTK_WIDGET (self->enter_yellow_check));
    self->enter_power_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
    gtk_box_append (GTK_BOX (enter_box), self->enter_power_box);
    self->enter_power_spin = add_spin (self->enter_power_box, _("Initial power"), 0, TM_PSI_MAX_POWER);
    self->enter_min_spin = add_spin (self->enter_power_box, _("Track’s lowest number"), 0, TM_PSI_MAX_POWER);
    self->enter_max_spin = add_spin (self->enter_power_box, _("Track’s highest number"), 0, TM_PSI_MAX_POWER);

    row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
    gtk_box_append (GTK_BOX (enter_box), row);
    label = gtk_label_new (_("Whose beast"));
    gtk_widget_set_hexpand (label, TRUE);
    gtk_label_set_xalign (GTK_LABEL (label), 0);
    gtk_box_append (GTK_BOX (row), label);
    /* The players' names, set with the record. */
    self->enter_player_drop_down = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (gtk_string_list_new (NULL)), NULL));
    gtk_accessible_update_relation (GTK_ACCESSIBLE (self->enter_player_drop_down),
                                    GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
    gtk_box_append (GTK_BOX (row), GTK_WIDGET (self->enter_player_drop_down));

    row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
    gtk_box_append (GTK_BOX (enter_box), row);
    label = gtk_label_new (_("Taken from"));
    gtk_widget_set_hexpand (label, TRUE);
    gtk_label_set_xalign (GTK_LABEL (label), 0);
    gtk_box_append (GTK_BOX (row), label);
    sources[0] = _("The hand");
    sources[1] = _("The graveyard");
    sources[2] = _("Elsewhere (no count changes)");
    self->enter_from_drop_down = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (sources));
    gtk_accessible_update_relation (GTK_ACCESSIBLE (self->enter_from_drop_down),
                                    GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
    gtk_box_append (GTK_BOX (row), GTK_WIDGET (self->enter_from_drop_down));
    self->enter_button = add_button (self, enter_box, C_("effect", "Add"), G_CALLBACK (on_enter_clicked));
  }

  heading = GTK_WIDGET (add_label (box, "heading"));
  gtk_label_set_text (GTK_LABEL (heading), _("Changes, in order"));
  self->changes_label = add_label (box, NULL);
  gtk_label_set_selectable (self->changes_label, FALSE);
  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_append (GTK_BOX (box), row);
  self->clear_button = add_button (self, row, _("C_lear"), G_CALLBACK (on_clear_clicked));
  self->apply_button = add_button (self, row, _("_Apply the Effect"), G_CALLBACK (on_apply_clicked));
  gtk_widget_set_hexpand (self->apply_button, TRUE);
  gtk_widget_add_css_class (self->apply_button, "suggested-action");

  /* Attacker and target chosen */
  self->attack_form = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_append (GTK_BOX (self->entry_box), self->attack_form);
  self->attack_button = add_button (self, self->attack_form, _("_Attack"), G_CALLBACK (on_attack_clicked));
  gtk_widget_add_css_class (self->attack_button, "suggested-action");
  gtk_widget_set_hexpand (self->attack_button, TRUE);
  self->add_effect_button = add_button (self, self->attack_form, _("Add _Effect…"), G_CALLBACK (on_add_effect_clicked));
  gtk_widget_set_hexpand (self->add_effect_button, TRUE);

  /* The turn's buttons */
  self->buttons_box = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->buttons_box), GTK_SELECTION_NONE);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (self->buttons_box), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (self->buttons_box), 6);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->buttons_box), 3);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (self->buttons_box), TRUE);
  gtk_box_append (GTK_BOX (self->entry_box), self->buttons_box);
  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  self->pass_button = add_button (self, row, _("_Pass"), G_CALLBACK (on_pass_clicked));
  self->quick_button = add_button (self, row, _("_Quick Summon…"), G_CALLBACK (on_quick_clicked));
  self->adjust_button = add_button (self, row, _("Ability _Effect…"), G_CALLBACK (on_adjust_clicked));
  self->agree_button = add_button (self, row, _("Both Agree to _End"), G_CALLBACK (on_agree_clicked));
  self->cancel_button = add_button (self, row, _("_Cancel"), G_CALLBACK (on_cancel_clicked));
  while ((label = gtk_widget_get_first_child (row)) != NULL)
    {
      g_object_ref (label);
      gtk_box_remove (GTK_BOX (row), label);
      gtk_flow_box_append (GTK_FLOW_BOX (self->buttons_box), label);
      g_object_unref (label);
    }
  g_object_ref_sink (row);
  g_object_unref (row);

  /* The advisor, below the move entry (beside the field on a wide window). */
  self->options_toggle = gtk_toggle_button_new ();
  gtk_button_set_child (GTK_BUTTON (self->options_toggle),
                        g_object_new (ADW_TYPE_BUTTON_CONTENT,
                                      "icon-name", "view-reveal-symbolic",
                                      "label", _("Show _Options"),
                                      "use-underline", TRUE,
                                      NULL));
  gtk_widget_set_halign (self->options_toggle, GTK_ALIGN_START);
  gtk_widget_set_tooltip_text (self->options_toggle,
                               _("Every attack this turn with its outcome, best first (Alt+O)"));
  g_signal_connect_swapped (self->options_toggle, "toggled", G_CALLBACK (on_options_toggled), self);
  gtk_box_append (GTK_BOX (panel), self->options_toggle);
  self->advisor_panel = TM_ADVISOR_PANEL (tm_advisor_panel_new ());
  gtk_widget_set_visible (GTK_WIDGET (self->advisor_panel), FALSE);
  g_signal_connect_swapped (self->advisor_panel, "play-move", G_CALLBACK (on_advisor_play), self);
  gtk_box_append (GTK_BOX (panel), GTK_WIDGET (self->advisor_panel));
}

/* GObject */

static void
tm_psi_page_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  /* Only TmGamePage's properties. */
  tm_page_get_property (TM_PSI_PAGE (object)->record, _("Psi Conjuring"), prop_id, value);
}

static void
tm_psi_page_dispose (GObject *object)
{
  TmPsiPage *self = TM_PSI_PAGE (object);

  g_clear_pointer (&self->scroller, gtk_widget_unparent);
  g_clear_object (&self->game);
  g_clear_object (&self->record);
  g_clear_object (&self->catalogue);
  g_clear_object (&self->beast_names);
  g_clear_pointer (&self->changes, json_array_unref);
  g_clear_pointer (&self->catalogue_path, g_free);

  G_OBJECT_CLASS (tm_psi_page_parent_class)->dispose (object);
}

static void
tm_psi_page_class_init (TmPsiPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_psi_page_dispose;
  object_class->get_property = tm_psi_page_get_property;

  widget_class->focus = tm_focus_children;
  widget_class->grab_focus = tm_grab_focus_children;

  tm_page_install_properties (object_class);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tm-psi-page");
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                TmPsiPage             *self)
{
  if (keyval != GDK_KEY_Escape || self->mode == MODE_NONE)
    return GDK_EVENT_PROPAGATE;
  on_cancel_clicked (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
  return GDK_EVENT_STOP;
}

static void
tm_psi_page_init (TmPsiPage *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->changes = json_array_new ();
  self->advised_moves = G_MAXUINT;
  build (self);
  /* Escape drops the move being entered. */
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

/* TmGamePage */

static gboolean
game_page_undo (TmGamePage *page)
{
  return tm_psi_page_undo (TM_PSI_PAGE (page));
}

static gboolean
game_page_redo (TmGamePage *page)
{
  return tm_psi_page_redo (TM_PSI_PAGE (page));
}

static void
game_page_focus_entry (TmGamePage *page)
{
  gtk_widget_grab_focus (GTK_WIDGET (TM_PSI_PAGE (page)->board));
}

static void
game_page_set_read_only (TmGamePage *page,
                         gboolean    read_only)
{
  tm_psi_page_set_read_only (TM_PSI_PAGE (page), read_only);
}

static void
tm_psi_page_game_page_init (TmGamePageInterface *iface)
{
  iface->undo = game_page_undo;
  iface->redo = game_page_redo;
  iface->focus_entry = game_page_focus_entry;
  iface->set_read_only = game_page_set_read_only;
}

TmGamePage *
tm_psi_page_new_game_page (TmRecord *record,
                           TmGame   *game)
{
  g_return_val_if_fail (TM_IS_PSI_GAME (game), NULL);

  return TM_GAME_PAGE (tm_psi_page_new (record, TM_PSI_GAME (game)));
}

TmPsiPage *
tm_psi_page_new (TmRecord  *record,
                 TmPsiGame *game)
{
  TmPsiPage *self;

  g_return_val_if_fail (TM_IS_RECORD (record), NULL);
  g_return_val_if_fail (TM_IS_PSI_GAME (game), NULL);
  g_return_val_if_fail (tm_game_get_n_moves (TM_GAME (game)) == tm_record_get_n_moves (record), NULL);

  self = g_object_new (TM_TYPE_PSI_PAGE, NULL);
  self->record = g_object_ref (record);
  self->game = g_object_ref (game);
  load_catalogue (self);
  fill_beast_names (self);
  tm_psi_board_set_players (self->board, tm_record_get_player (record, 0), tm_record_get_player (record, 1));
  {
    const char *names[3] = { tm_record_get_player (record, 0), tm_record_get_player (record, 1), NULL };
    g_autoptr(GtkStringList) list = gtk_string_list_new (names);

    gtk_drop_down_set_model (self->hand_drop_down, G_LIST_MODEL (list));
    gtk_drop_down_set_model (self->enter_player_drop_down, G_LIST_MODEL (list));
  }
  refresh (self);
  return self;
}
