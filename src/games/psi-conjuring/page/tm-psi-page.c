/* tm-psi-page.c — a game of Psi Conjuring being played
 *
 * What to offer comes from the legal moves (the beasts that may attack
 * are highlighted, the buttons follow the phase); every move entered is
 * tried through tm_record_play(), so a move the rules refuse shows their
 * message and changes nothing.  The page holds the field, the status
 * (TmPsiStatusView), the summon form (TmPsiSummonForm), the effect form
 * (TmPsiEffectForm) and the attack options (TmPsiAttackOptions), each
 * in its own file; the mode of the move being entered stays here.
 * Ability effects are entered as a list of changes the player builds in
 * the effect form, then applied all or none by the rules; the same form
 * adds the effects an attack caused.  Beasts
 * summoned are remembered in the catalogue
 * (g_get_user_data_dir()/tablemate/psi-beasts.json), which fills in the
 * summon form the next time.  It does not gate the moves (the record
 * never depends on it, and a beast mistyped once must not block the
 * game): an entry that disagrees with it is played as read off the
 * card, and a toast says what the catalogue remembers.  What is
 * offered and shown after each move is tm-psi-page-view.c.
 */
#include "config.h"

#include "tm-psi-page-private.h"
#include "games/psi-conjuring/rules/tm-psi-text.h"
#include "widgets/tm-adaptive-box.h"
#include "widgets/tm-focus.h"
#include "widgets/tm-page-support.h"
#include "widgets/tm-message-label.h"
#include "widgets/tm-why-disabled.h"
#include "widgets/tm-tooltip.h"
#include "core/tm-grid.h"

#include <glib/gi18n.h>

static void tm_psi_page_game_page_init (TmGamePageInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TmPsiPage, tm_psi_page, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (TM_TYPE_GAME_PAGE,
                                                      tm_psi_page_game_page_init))

/* The refusal takes the prompt's place, in a box of fixed height: the
 * buttons below stay where they are.  The tooltip keeps a message too
 * long for the box whole. */
static void
show_error (TmPsiPage  *self,
            const char *message)
{
  gboolean shown = message != NULL && message[0] != '\0';

  tm_message_label_set (self->error_label, message);
  tm_tooltip_set_text (GTK_WIDGET (self->error_label), shown ? message : NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->prompt_label), !shown);
}

/* A click on a greyed-out cell or button: why, where the prompt is
 * (issue #25).  A name typed clears the "enter the name" message.
 * A refused undo or redo is said there too (tm_page_step()). */
static void
show_message (GtkWidget  *page,
              const char *message,
              gpointer    data)
{
  show_error (TM_PSI_PAGE (page), message);
}

/* The catalogue */

/* Remembers what a summon showed.  A conflict leaves the move as the
 * players read the card; the catalogue keeps what it knew, and says so. */
static void
learn_beast (TmPsiPage            *self,
             const TmPsiBeastInfo *seen)
{
  g_autoptr(TmPsiCatalogue) catalogue = NULL;
  g_autoptr(GError) error = NULL;

  /* A catalogue that cannot be read is never written over (the players
   * may mend it): this game's beasts are remembered until it closes. */
  if (self->catalogue_unreadable)
    {
      if (!tm_psi_catalogue_learn (self->catalogue, seen, &error))
        tm_page_add_toast (GTK_WIDGET (self), adw_toast_new (error->message));
      tm_psi_summon_form_set_catalogue (tm_psi_page_ensure_summon_form (self), self->catalogue);
      return;
    }
  catalogue = tm_psi_catalogue_learn_in_file (self->catalogue, self->catalogue_path, seen, &error);
  g_set_object (&self->catalogue, catalogue);
  if (error != NULL)
    tm_page_add_toast (GTK_WIDGET (self), adw_toast_new (error->message));
  tm_psi_summon_form_set_catalogue (tm_psi_page_ensure_summon_form (self), self->catalogue);
}

static void
set_mode (TmPsiPage *self,
          TmPsiPageMode       mode)
{
  if (mode == MODE_NONE && self->effect_form != NULL)
    tm_psi_effect_form_reset (self->effect_form);
  self->mode = mode;
  tm_psi_page_refresh (self);
}

/* Within the effect form: the changes built so far stay. */
static void
set_mode_keep (TmPsiPage *self,
               TmPsiPageMode       mode)
{
  self->mode = mode;
  tm_psi_page_refresh (self);
}

/* The advisor */

static void
on_advisor_play (TmPsiPage  *self,
                 JsonObject *move)
{
  /* tm_psi_page_play() takes the move. */
  if (tm_psi_page_play (self, json_object_ref (move)))
    tm_advisor_options_focus_first (TM_ADVISOR_OPTIONS (self->attack_options));
}

/* Playing */

gboolean
tm_psi_page_play (TmPsiPage  *self,
                  JsonObject *move)
{
  g_autoptr(JsonObject) owned = move;
  g_autofree char *said = NULL;
  gboolean saved;

  g_return_val_if_fail (TM_IS_PSI_PAGE (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (self->read_only)
    return FALSE;
  {
    const char *players[] = { tm_psi_page_player_name (self, 0), tm_psi_page_player_name (self, 1), NULL };

    /* In the position before the move: the toast names it as the table would. */
    said = tm_game_describe_move (TM_GAME (self->game), owned, players);
  }
  if (!tm_page_play_move (GTK_WIDGET (self), self->record, TM_GAME (self->game), owned, show_message, &saved))
    return FALSE;

  set_mode (self, MODE_NONE);
  /* The next move starts on the field: the widget that made this one
   * may be hidden or insensitive now.  At the end, the way on. */
  if (tm_psi_page_get_state (self)->phase == TM_PSI_PHASE_FINISHED)
    gtk_widget_grab_focus (tm_psi_result_view_get_button (self->result_view, "new-game"));
  else
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
  if (saved)
    tm_page_add_move_toast (GTK_WIDGET (self), said, _("_Undo"), "win.undo");
  return TRUE;
}

static gboolean
play_with_cell (TmPsiPage  *self,
                const char *type,
                TmCell      cell)
{
  JsonObject *move = tm_page_new_move (type);

  json_object_set_member (move, "cell", tm_cell_to_json (cell));
  return tm_psi_page_play (self, move);
}

/* The attack chosen, with the effects built in the form (if any).  When
 * refused, the entry stays so the player can fix it or cancel. */
static void
play_attack (TmPsiPage *self)
{
  JsonObject *move = tm_page_new_move ("attack");

  json_object_set_member (move, "from", tm_cell_to_json (self->selected));
  json_object_set_member (move, "target", tm_cell_to_json (self->target));
  if (tm_psi_page_effect_attacking (self))
    {
      JsonArray *changes = tm_psi_effect_form_get_changes (self->effect_form);

      if (json_array_get_length (changes) > 0)
        json_object_set_array_member (move, "effects", json_array_ref (changes));
    }
  tm_psi_page_play (self, move);
}

/* Issue #18.4: a form that opens below the fold (a narrow window) is
 * scrolled into view on the next frame, once it has its size. */
static gboolean
scroll_into_view (GtkWidget     *widget,
                  GdkFrameClock *clock,
                  gpointer       data)
{
  TmPsiPage *self = TM_PSI_PAGE (widget);
  GtkWidget *content = gtk_viewport_get_child (GTK_VIEWPORT (gtk_scrolled_window_get_child (self->scroller)));
  GtkAdjustment *vertical = gtk_scrolled_window_get_vadjustment (self->scroller);
  double value = gtk_adjustment_get_value (vertical);
  double page = gtk_adjustment_get_page_size (vertical);
  graphene_rect_t bounds;

  if (self->scroll_target == NULL || !gtk_widget_get_mapped (self->scroll_target)
      || !gtk_widget_compute_bounds (self->scroll_target, content, &bounds))
    {
      self->scroll_target = NULL;
      return G_SOURCE_REMOVE;
    }
  /* Not laid out yet (the tick comes before the layout of its frame):
   * the next frame. */
  if (gtk_widget_get_height (self->scroll_target) == 0
      || bounds.origin.y + bounds.size.height > gtk_adjustment_get_upper (vertical))
    return G_SOURCE_CONTINUE;
  if (bounds.origin.y + bounds.size.height > value + page)
    value = bounds.origin.y + bounds.size.height - page;
  if (bounds.origin.y < value)
    value = bounds.origin.y;
  gtk_adjustment_set_value (vertical, value);
  self->scroll_target = NULL;
  return G_SOURCE_REMOVE;
}

static void
show_in_view (TmPsiPage *self,
              GtkWidget *widget)
{
  if (self->scroll_target == NULL)
    gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_into_view, NULL, NULL);
  self->scroll_target = widget;
}

static void
start_form (TmPsiPage *self,
            TmPsiPageMode       mode,
            TmCell     cell)
{
  const TmPsiState *state = tm_psi_page_get_state (self);

  self->selected = cell;
  tm_psi_summon_form_start (tm_psi_page_ensure_summon_form (self), mode == MODE_QUICK,
                            tm_psi_state_summon_colour (state, cell));
  /* A card returned to the other player's hand stays its owner's: asked
   * only when the hand holds both players' cards. */
  if (mode == MODE_QUICK && state->current_player >= 0
      && tm_psi_state_count_hand_owned (state, (guint) state->current_player, 0) > 0
      && tm_psi_state_count_hand_owned (state, (guint) state->current_player, 1) > 0)
    tm_psi_summon_form_ask_owner (self->summon_form, tm_psi_page_player_name (self, 0), tm_psi_page_player_name (self, 1));
  show_error (self, NULL);
  set_mode (self, mode);
  tm_psi_summon_form_focus_name (self->summon_form);
  show_in_view (self, GTK_WIDGET (self->summon_form));
}

static void
on_cell_activated (TmPsiBoard *board,
                   int         row,
                   int         col,
                   TmPsiPage  *self)
{
  const TmPsiState *state = tm_psi_page_get_state (self);
  TmCell cell = { row, col };
  const TmPsiCard *card = tm_psi_state_get_card (state, cell);
  TmCell moving;

  if (self->read_only || state->phase == TM_PSI_PHASE_FINISHED)
    return;

  switch (self->mode)
    {
    case MODE_QUICK_CELL:
      start_form (self, MODE_QUICK, cell);
      return;
    case MODE_ADJUST:
      tm_psi_effect_form_set_card (tm_psi_page_ensure_effect_form (self), cell);
      tm_psi_page_refresh (self);
      /* What happens to the card is entered next, in the form. */
      show_in_view (self, GTK_WIDGET (self->effect_form));
      return;
    case MODE_ADJUST_MOVE:
      if (tm_psi_page_effect_card (self, &moving) && tm_cell_equal (cell, moving))
        {
          set_mode_keep (self, MODE_ADJUST);
          return;
        }
      /* Emits "changed" (back to the effect form) or "error". */
      tm_psi_effect_form_add_move (tm_psi_page_ensure_effect_form (self), cell);
      return;
    case MODE_ATTACK:
    case MODE_ATTACK_CONFIRM:
      if (tm_cell_equal (cell, self->selected))
        {
          set_mode (self, MODE_NONE);
          gtk_widget_grab_focus (GTK_WIDGET (self->board));
          return;
        }
      self->target = cell;
      show_error (self, NULL);
      set_mode (self, MODE_ATTACK_CONFIRM);
      gtk_widget_grab_focus (self->attack_button);
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
      /* On to the first target. */
      gtk_widget_grab_focus (GTK_WIDGET (self->board));
      break;
    }
}

static void
on_name_typed (TmPsiPage *self)
{
  show_error (self, NULL);
}

static void
on_summon_submit (TmPsiPage *self)
{
  g_autoptr(TmPsiBeastInfo) seen = NULL;
  JsonObject *move;

  if (self->mode != MODE_SUMMON && self->mode != MODE_QUICK)
    return;
  move = tm_psi_summon_form_dup_move (self->summon_form, self->selected);
  if (move == NULL)
    {
      show_error (self, _("Enter the beast’s name, as printed on the card."));
      tm_psi_summon_form_focus_name (self->summon_form);
      return;
    }
  seen = tm_psi_summon_form_dup_seen (self->summon_form);
  if (tm_psi_page_play (self, move))
    learn_beast (self, seen);
}

static void
on_pass_clicked (TmPsiPage *self)
{
  tm_psi_page_play (self, tm_page_new_move ("pass"));
}

static void
on_agree_clicked (TmPsiPage *self)
{
  tm_psi_page_play (self, tm_page_new_move ("agree-end"));
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
  if (self->mode == MODE_ATTACK_CONFIRM
      || (tm_psi_page_effect_attacking (self) && self->mode == MODE_ADJUST))
    play_attack (self);
}

static void
on_add_effect_clicked (TmPsiPage *self)
{
  if (self->mode != MODE_ATTACK_CONFIRM)
    return;
  show_error (self, NULL);
  tm_psi_effect_form_set_attacking (tm_psi_page_ensure_effect_form (self), TRUE);
  set_mode (self, MODE_ADJUST);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

/* The effect form */

static void
on_effect_changed (TmPsiPage *self)
{
  set_mode_keep (self, MODE_ADJUST);
}

static void
on_effect_pick_cell (TmPsiPage *self)
{
  set_mode_keep (self, MODE_ADJUST_MOVE);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
on_effect_error (TmPsiPage  *self,
                 const char *message)
{
  show_error (self, message);
}

static void
on_effect_apply (TmPsiPage *self)
{
  JsonObject *move;

  if (!tm_psi_page_in_effect_form (self))
    return;
  if (tm_psi_page_effect_attacking (self))
    {
      play_attack (self);
      return;
    }
  move = tm_page_new_move ("adjust");
  json_object_set_array_member (move, "changes", json_array_ref (tm_psi_effect_form_get_changes (self->effect_form)));
  tm_psi_page_play (self, move);
}

/* Undo and redo */

/* The game stepped to: stepping, replaying, saving and the toast are
 * every page's (tm_page_step(), widgets/tm-page-support.h); nothing of a
 * move being entered is left. */
static void
show_game (GtkWidget *page,
           TmGame    *game)
{
  TmPsiPage *self = TM_PSI_PAGE (page);

  g_set_object (&self->game, TM_PSI_GAME (game));
  set_mode (self, MODE_NONE);
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
  return tm_advisor_options_get_toggle (TM_ADVISOR_OPTIONS (self->attack_options));
}

TmAdvisorPanel *
tm_psi_page_get_advisor_panel (TmPsiPage *self)
{
  g_return_val_if_fail (TM_IS_PSI_PAGE (self), NULL);
  return tm_advisor_options_get_panel (TM_ADVISOR_OPTIONS (self->attack_options));
}

GtkWidget *
tm_psi_page_get_button (TmPsiPage  *self,
                        const char *name)
{
  static const struct { const char *name; const char *id; } buttons[] = {
    { "pass", "pass_button" },
    { "quick-summon", "quick_button" },
    { "adjust", "adjust_button" },
    { "agree-end", "agree_button" },
    { "cancel", "cancel_button" },
    { "attack", "attack_button" },
    { "add-effect", "add_effect_button" },
  };
  GtkWidget *button;

  g_return_val_if_fail (TM_IS_PSI_PAGE (self), NULL);
  for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
    if (g_str_equal (buttons[i].name, name))
      return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (self), TM_TYPE_PSI_PAGE, buttons[i].id));
  if (g_str_equal (name, "summon"))
    return tm_psi_summon_form_get_widget (tm_psi_page_ensure_summon_form (self), name);
  button = tm_psi_effect_form_get_button (tm_psi_page_ensure_effect_form (self), name);
  g_return_val_if_fail (button != NULL, NULL);
  return button;
}

GtkEditable *
tm_psi_page_get_entry (TmPsiPage  *self,
                       const char *name)
{
  GtkWidget *entry;

  g_return_val_if_fail (TM_IS_PSI_PAGE (self), NULL);

  entry = tm_psi_summon_form_get_widget (tm_psi_page_ensure_summon_form (self), name);
  if (entry == NULL || !GTK_IS_EDITABLE (entry))
    entry = tm_psi_effect_form_get_widget (tm_psi_page_ensure_effect_form (self), name);
  g_return_val_if_fail (GTK_IS_EDITABLE (entry), NULL);
  return GTK_EDITABLE (entry);
}

GtkDropDown *
tm_psi_page_get_hand_drop_down (TmPsiPage *self)
{
  g_return_val_if_fail (TM_IS_PSI_PAGE (self), NULL);
  return GTK_DROP_DOWN (tm_psi_effect_form_get_widget (tm_psi_page_ensure_effect_form (self), "hand"));
}

/* The effect form's "enter" part: "colour", "player", "from". */
GtkDropDown *
tm_psi_page_get_enter_drop_down (TmPsiPage  *self,
                                 const char *name)
{
  g_autofree char *id = g_strconcat ("enter-", name, NULL);
  GtkWidget *drop_down;

  g_return_val_if_fail (TM_IS_PSI_PAGE (self), NULL);
  drop_down = tm_psi_effect_form_get_widget (tm_psi_page_ensure_effect_form (self), id);
  g_return_val_if_fail (GTK_IS_DROP_DOWN (drop_down), NULL);
  return GTK_DROP_DOWN (drop_down);
}

GtkExpander *
tm_psi_page_get_enter_expander (TmPsiPage *self)
{
  g_return_val_if_fail (TM_IS_PSI_PAGE (self), NULL);
  return GTK_EXPANDER (tm_psi_effect_form_get_widget (tm_psi_page_ensure_effect_form (self), "enter-expander"));
}

GtkCheckButton *
tm_psi_page_get_enter_yellow_check (TmPsiPage *self)
{
  g_return_val_if_fail (TM_IS_PSI_PAGE (self), NULL);
  return GTK_CHECK_BUTTON (tm_psi_effect_form_get_widget (tm_psi_page_ensure_effect_form (self), "enter-yellow"));
}

GtkDropDown *
tm_psi_page_get_colour_drop_down (TmPsiPage *self)
{
  g_return_val_if_fail (TM_IS_PSI_PAGE (self), NULL);
  return GTK_DROP_DOWN (tm_psi_summon_form_get_widget (tm_psi_page_ensure_summon_form (self), "colour"));
}

GtkDropDown *
tm_psi_page_get_owner_drop_down (TmPsiPage *self)
{
  g_return_val_if_fail (TM_IS_PSI_PAGE (self), NULL);
  return GTK_DROP_DOWN (tm_psi_summon_form_get_widget (tm_psi_page_ensure_summon_form (self), "owner"));
}

const char *
tm_psi_page_get_status_text (TmPsiPage *self)
{
  g_return_val_if_fail (TM_IS_PSI_PAGE (self), NULL);
  return tm_psi_status_view_get_turn_text (self->status_view);
}

const char *
tm_psi_page_get_outcome_text (TmPsiPage *self)
{
  g_return_val_if_fail (TM_IS_PSI_PAGE (self), NULL);
  return tm_psi_status_view_get_outcome_text (self->status_view);
}

TmPsiResultView *
tm_psi_page_get_result_view (TmPsiPage *self)
{
  g_return_val_if_fail (TM_IS_PSI_PAGE (self), NULL);
  return self->result_view;
}

const char *
tm_psi_page_get_error_text (TmPsiPage *self)
{
  g_return_val_if_fail (TM_IS_PSI_PAGE (self), NULL);
  return tm_message_label_get (self->error_label);
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

  tm_dispose_template (GTK_WIDGET (object), TM_TYPE_PSI_PAGE);
  g_clear_object (&self->game);
  g_clear_object (&self->record);
  g_clear_object (&self->catalogue);
  g_clear_pointer (&self->catalogue_path, g_free);

  G_OBJECT_CLASS (tm_psi_page_parent_class)->dispose (object);
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
tm_psi_page_class_init (TmPsiPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_psi_page_dispose;
  object_class->get_property = tm_psi_page_get_property;

  tm_focus_class_pass_to_children (widget_class);

  tm_page_install_properties (object_class);

  g_type_ensure (TM_TYPE_ADAPTIVE_BOX);
  g_type_ensure (TM_TYPE_PSI_ATTACK_OPTIONS);
  g_type_ensure (TM_TYPE_PSI_BOARD);
  g_type_ensure (TM_TYPE_PSI_EFFECT_FORM);
  g_type_ensure (TM_TYPE_PSI_STATUS_VIEW);
  g_type_ensure (TM_TYPE_PSI_RESULT_VIEW);
  g_type_ensure (TM_TYPE_PSI_SUMMON_FORM);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablemate/Tablemate/tm-psi-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TmPsiPage, scroller);
  gtk_widget_class_bind_template_child (widget_class, TmPsiPage, board);
  gtk_widget_class_bind_template_child (widget_class, TmPsiPage, far_label);
  gtk_widget_class_bind_template_child (widget_class, TmPsiPage, near_label);
  gtk_widget_class_bind_template_child (widget_class, TmPsiPage, status_view);
  gtk_widget_class_bind_template_child (widget_class, TmPsiPage, result_view);
  gtk_widget_class_bind_template_child (widget_class, TmPsiPage, error_label);
  gtk_widget_class_bind_template_child (widget_class, TmPsiPage, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, TmPsiPage, turn_label);
  gtk_widget_class_bind_template_child (widget_class, TmPsiPage, message_box);
  gtk_widget_class_bind_template_child (widget_class, TmPsiPage, entry_box);
  gtk_widget_class_bind_template_child (widget_class, TmPsiPage, attack_form);
  gtk_widget_class_bind_template_child (widget_class, TmPsiPage, button_grid);
  gtk_widget_class_bind_template_child (widget_class, TmPsiPage, attack_button);
  gtk_widget_class_bind_template_child (widget_class, TmPsiPage, add_effect_button);
  gtk_widget_class_bind_template_child (widget_class, TmPsiPage, pass_button);
  gtk_widget_class_bind_template_child (widget_class, TmPsiPage, quick_button);
  gtk_widget_class_bind_template_child (widget_class, TmPsiPage, adjust_button);
  gtk_widget_class_bind_template_child (widget_class, TmPsiPage, agree_button);
  gtk_widget_class_bind_template_child (widget_class, TmPsiPage, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, TmPsiPage, attack_options);
  gtk_widget_class_bind_template_callback (widget_class, on_cell_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_attack_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_add_effect_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_pass_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_quick_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_adjust_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_agree_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_cancel_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_advisor_play);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tm-psi-page");
}

/* GTK 4.8 names a button by its label property (with the mnemonic's
 * underscore) followed by the label child it is labelled by: "_Pass
 * Pass".  Dropping the property leaves the child's text, "Pass". */
static void
on_button_label_changed (GtkWidget *button)
{
  gtk_accessible_reset_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL);
}

static void
name_button (GtkWidget *button)
{
  GtkWidget *label = gtk_button_get_child (GTK_BUTTON (button));

  gtk_accessible_reset_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL);
  /* Two buttons a row fit a 360 px window: a long label wraps. */
  if (GTK_IS_LABEL (label))
    {
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
    }
}

/* The forms' buttons too, also after their label changes ("Summon" and
 * "Quick Summon", "Apply the Effect" and "Attack with These Effects"):
 * their labels wrap too, so that the effect form fits a 360 px window
 * ("Return to Hand" beside "Destroy" and "Flip Face Down"). */
static void
name_form_buttons (GtkWidget *form)
{
  for (GtkWidget *child = gtk_widget_get_first_child (form); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_BUTTON (child) && gtk_button_get_use_underline (GTK_BUTTON (child)))
        {
          name_button (child);
          g_signal_connect (child, "notify::label", G_CALLBACK (on_button_label_changed), NULL);
        }
      name_form_buttons (child);
    }
}

/* The prompt and the refusal take at most four lines (ellipsized, the
 * whole text in the tooltip); the box always takes four, so that the
 * move entry below never moves when they change. */
static void
reserve_message_lines (TmPsiPage *self)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self->prompt_label),
                                                                  "Xg\nXg\nXg\nXg");
  int height;

  pango_layout_get_pixel_size (layout, NULL, &height);
  gtk_widget_set_size_request (self->message_box, -1, height);
}

static void
tm_psi_page_init (TmPsiPage *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkWidget *buttons[] = { NULL, NULL, NULL, NULL, NULL, NULL, NULL };

  gtk_widget_init_template (GTK_WIDGET (self));
  buttons[0] = self->attack_button;
  buttons[1] = self->add_effect_button;
  buttons[2] = self->pass_button;
  buttons[3] = self->quick_button;
  buttons[4] = self->adjust_button;
  buttons[5] = self->agree_button;
  buttons[6] = self->cancel_button;
  for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
    name_button (buttons[i]);
  reserve_message_lines (self);
  /* Escape drops the move being entered. */
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  tm_why_disabled_watch (GTK_WIDGET (self), show_message, NULL);
}

/* A form of the move entry, built hidden in its place after @sibling
 * when it is first opened, its buttons named as the page's. */
static GtkWidget *
build_form (TmPsiPage *self,
            GType      type,
            GtkWidget *sibling)
{
  GtkWidget *form = g_object_new (type, "visible", FALSE, NULL);

  gtk_box_insert_child_after (GTK_BOX (self->entry_box), form, sibling);
  name_form_buttons (form);
  return form;
}

/* The summon form, built when it is first opened (or a test asks for
 * its widgets): a resumed game's first frame does not show it, and it
 * cost 17 M instructions before it.  Its place is the template's, after
 * the buttons and before the effect form, so the page's order and Tab
 * stops are as if it had always been there. */
TmPsiSummonForm *
tm_psi_page_ensure_summon_form (TmPsiPage *self)
{
  if (self->summon_form != NULL)
    return self->summon_form;
  self->summon_form = TM_PSI_SUMMON_FORM (build_form (self, TM_TYPE_PSI_SUMMON_FORM, self->button_grid));
  g_signal_connect_swapped (self->summon_form, "submit", G_CALLBACK (on_summon_submit), self);
  g_signal_connect_swapped (tm_psi_summon_form_get_widget (self->summon_form, "beast"), "changed",
                            G_CALLBACK (on_name_typed), self);
  tm_psi_summon_form_set_catalogue (self->summon_form, self->catalogue);
  return self->summon_form;
}

/* The effect form, built when it is first opened (or a test asks for
 * its widgets), like the summon form: a resumed game's first frame does
 * not show it, and it cost 25 M instructions before it.  It comes last,
 * after the summon form, as in the template before. */
TmPsiEffectForm *
tm_psi_page_ensure_effect_form (TmPsiPage *self)
{
  if (self->effect_form != NULL)
    return self->effect_form;
  self->effect_form = TM_PSI_EFFECT_FORM (build_form (self, TM_TYPE_PSI_EFFECT_FORM,
                                                      gtk_widget_get_last_child (self->entry_box)));
  g_signal_connect_swapped (self->effect_form, "changed", G_CALLBACK (on_effect_changed), self);
  g_signal_connect_swapped (self->effect_form, "pick-cell", G_CALLBACK (on_effect_pick_cell), self);
  g_signal_connect_swapped (self->effect_form, "apply", G_CALLBACK (on_effect_apply), self);
  g_signal_connect_swapped (self->effect_form, "error", G_CALLBACK (on_effect_error), self);
  tm_psi_effect_form_set_players (self->effect_form, tm_record_get_player (self->record, 0),
                                  tm_record_get_player (self->record, 1));
  return self->effect_form;
}

/* TmGamePage */

/* Undo (@forward FALSE) or redo: stepping, replaying, saving and the
 * toast are every page's (tm_page_step()). */
static gboolean
game_page_step (TmGamePage *page,
                gboolean    forward)
{
  TmPsiPage *self = TM_PSI_PAGE (page);

  return tm_page_step (GTK_WIDGET (self), self->record, forward, self->read_only,
                       TM_TYPE_PSI_GAME, show_message, show_game);
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
  TmPsiPage *self = TM_PSI_PAGE (page);

  self->read_only = !!read_only;
  set_mode (self, MODE_NONE);
}

/* An attack corrected: its attacker and target clicked again, as
 * entered, through the page's own clicks (its effects are added as
 * usual); a summon's cell opens its form. */
static gboolean
game_page_prefill (TmGamePage *page,
                   JsonObject *move)
{
  TmPsiPage *self = TM_PSI_PAGE (page);
  const char *type = json_object_get_string_member_with_default (move, "type", "");
  const char *first = g_str_equal (type, "attack") ? "from" : "cell";
  TmCell cell, target;

  if (self->read_only || self->mode != MODE_NONE || !json_object_has_member (move, first)
      || !tm_cell_from_json (json_object_get_member (move, first), TM_PSI_SIZE, TM_PSI_SIZE, &cell)
      || !(g_str_equal (type, "attack") || g_str_equal (type, "summon") || g_str_equal (type, "quick-summon")))
    return FALSE;
  if (g_str_equal (type, "quick-summon"))
    set_mode (self, MODE_QUICK_CELL);
  on_cell_activated (self->board, cell.row, cell.col, self);
  if (!g_str_equal (type, "attack"))
    return self->mode == MODE_SUMMON || self->mode == MODE_QUICK;
  if (self->mode != MODE_ATTACK || !json_object_has_member (move, "target")
      || !tm_cell_from_json (json_object_get_member (move, "target"), TM_PSI_SIZE, TM_PSI_SIZE, &target))
    return FALSE;
  on_cell_activated (self->board, target.row, target.col, self);
  return self->mode == MODE_ATTACK_CONFIRM;
}

static void
tm_psi_page_game_page_init (TmGamePageInterface *iface)
{
  iface->step = game_page_step;
  iface->focus_entry = game_page_focus_entry;
  iface->set_read_only = game_page_set_read_only;
  iface->prefill = game_page_prefill;
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
  g_autoptr(GError) error = NULL;
  TmPsiPage *self;

  g_return_val_if_fail (tm_page_game_matches_record (TM_GAME (game), record, TM_TYPE_PSI_GAME), NULL);

  self = g_object_new (TM_TYPE_PSI_PAGE, NULL);
  self->record = g_object_ref (record);
  self->game = g_object_ref (game);
  self->catalogue_path = tm_psi_catalogue_get_user_path ();
  self->catalogue = tm_psi_catalogue_new ();
  if (g_file_test (self->catalogue_path, G_FILE_TEST_EXISTS)
      && !tm_catalogue_load (TM_CATALOGUE (self->catalogue), self->catalogue_path, &error))
    {
      g_autofree char *message = g_strdup_printf (_("The beasts’ catalogue could not be read (%s). It is left as "
                                                    "it is, and the beasts of this game are not remembered."),
                                                  error->message);

      tm_page_report_error (GTK_WIDGET (self), message);
      self->catalogue_unreadable = TRUE;
    }
  tm_psi_board_set_players (self->board, tm_record_get_player (record, 0), tm_record_get_player (record, 1));
  tm_psi_page_refresh (self);
  return self;
}
