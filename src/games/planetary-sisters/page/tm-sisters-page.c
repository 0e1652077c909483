/* tm-sisters-page.c — a game of Planetary Sisters being played
 *
 * What to offer comes from the legal moves: the ranks of the grid that
 * can be dealt, used or revealed now are the only ones enabled, and a
 * field card can be taken once the used card is chosen (step 2 of a
 * turn: the field cards the rules allow are then enabled and framed, and
 * the prompt points at them).  Nothing that can be clicked moves while a
 * move is entered: the prompt keeps two lines, the last round's summary
 * three, the field its four places and the turns their boxes from the
 * set-up on; the error line is under everything that can be clicked.
 * Cards are drawn (TmSistersCardView) wherever they appear.  Every move is
 * tried through tm_record_play(), so a move the rules refuse (emblems
 * that break the class rules) shows their message and changes nothing.
 * The emblems entered are remembered in the players' catalogue
 * (g_get_user_data_dir()/tablemate/sisters-catalogue.json), which the
 * next game copies into its options, and fill in the form when the
 * record's catalogue lacks a card the players' catalogue knows.
 * What is offered and shown after each move is tm-sisters-page-view.c.
 */
#include "config.h"

#include "tm-sisters-page-private.h"
#include "widgets/tm-why-disabled.h"
#include "games/planetary-sisters/rules/tm-sisters-text.h"
#include "tm-sisters-hand-advisor.h"
#include "tm-sisters-setup.h"
#include "widgets/tm-focus.h"
#include "widgets/tm-page-support.h"
#include "widgets/tm-message-label.h"
#include "widgets/tm-aligned-bin.h"

#include <glib/gi18n.h>

#define GRID_COLUMNS 6

static void tm_sisters_page_game_page_init (TmGamePageInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TmSistersPage, tm_sisters_page, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (TM_TYPE_GAME_PAGE,
                                                      tm_sisters_page_game_page_init))

/* A refused card's emblems show beside the picker, other refusals above
 * the rank grid. */
static void
show_error (TmSistersPage *self,
            const char    *message)
{
  gboolean emblems = tm_sisters_page_get_state (self)->phase == TM_SISTERS_PHASE_EMBLEMS;

  if (emblems)
    tm_sisters_emblem_picker_show_error (tm_sisters_page_ensure_picker (self), message);
  else if (self->picker != NULL)
    tm_sisters_emblem_picker_show_error (self->picker, NULL);
  tm_message_label_set (self->error_label, emblems ? NULL : message);
}

/* A click on a greyed-out card or button: why, where the messages are
 * (issue #25).
 * A refused undo or redo is said there too (tm_page_step()). */
static void
show_message (GtkWidget  *page,
              const char *message,
              gpointer    data)
{
  show_error (TM_SISTERS_PAGE (page), message);
}


/* Playing */

/* @move in the players' words (tm-sisters-text.c), for its toast. */
static char *
describe_move (TmSistersPage *self,
               JsonObject    *move)
{
  const char *names[TM_SISTERS_MAX_PLAYERS + 1] = { NULL };

  for (guint p = 0; p < tm_record_get_n_players (self->record) && p < TM_SISTERS_MAX_PLAYERS; p++)
    names[p] = tm_record_get_player (self->record, p);
  return tm_game_describe_move (TM_GAME (self->game), move, names);
}

/* Whether the focus is on the page (then the page may move it). */
static gboolean
has_focus_inside (TmSistersPage *self,
                  int           *rank)
{
  GtkWidget *focus = tm_focus_get_current (GTK_WIDGET (self));

  *rank = 0;
  if (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self)))
    return FALSE;
  for (int r = 1; r <= TM_SISTERS_N_RANKS; r++)
    if (focus == self->rank_buttons[r])
      *rank = r;
  return TRUE;
}

/* Keyboard: after a click on the page, the focus goes where the next
 * click is — the first field card that can be taken in step 2 of a turn,
 * else the next rank that can be chosen from @from_rank on. */
static void
focus_next_target (TmSistersPage *self,
                   int            from_rank)
{
  if (self->used != 0)
    for (guint i = 0; i < TM_SISTERS_MAX_TURNS; i++)
      if (gtk_widget_get_sensitive (GTK_WIDGET (self->field_slots[i])))
        {
          gtk_widget_grab_focus (GTK_WIDGET (self->field_slots[i]));
          return;
        }
  for (int i = 0; i < TM_SISTERS_N_RANKS; i++)
    {
      int r = (MAX (from_rank, 1) - 1 + i) % TM_SISTERS_N_RANKS + 1;

      if (gtk_widget_get_sensitive (self->rank_buttons[r]) && gtk_widget_get_visible (self->rank_grid))
        {
          gtk_widget_grab_focus (self->rank_buttons[r]);
          return;
        }
    }
}

/* Remembers the emblems of @rank the game now knows in the players'
 * catalogue, adding the kinds it lacks. */
static void
learn_emblems (TmSistersPage *self,
               int            rank)
{
  const TmSistersState *state = tm_sisters_page_get_state (self);
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) error = NULL;
  TmSistersEmblems emblems;

  if (self->catalogue == NULL || !tm_sisters_card_table_get (&state->cards, rank, &emblems))
    return;
  /* The Card Catalogues window may have changed the file since this page
   * read it: learn into what is on disk now, never write a stale copy back. */
  if (g_file_test (self->catalogue_path, G_FILE_TEST_EXISTS))
    {
      g_autoptr(TmSistersCatalogue) fresh = tm_sisters_catalogue_new ();

      if (tm_catalogue_load (TM_CATALOGUE (fresh), self->catalogue_path, NULL))
        g_set_object (&self->catalogue, fresh);
    }
  for (guint k = 0; k < state->cards.n_kinds; k++)
    if (emblems.count[k] > 0
        && tm_sisters_card_table_find_kind (tm_sisters_catalogue_get_table (self->catalogue),
                                            state->cards.kinds[k].id) < 0
        && !tm_sisters_catalogue_add_kind (self->catalogue, state->cards.kinds[k].id,
                                           state->cards.kinds[k].name, state->cards.kinds[k].klass, &error))
      break;
  node = tm_sisters_emblems_to_json (&state->cards, &emblems);
  if (error == NULL)
    tm_sisters_catalogue_set_card_json (self->catalogue, rank, node, &error);
  if (error == NULL)
    tm_catalogue_save (TM_CATALOGUE (self->catalogue), self->catalogue_path, &error);
  if (error != NULL)
    tm_page_add_toast (GTK_WIDGET (self), adw_toast_new (error->message));
}

gboolean
tm_sisters_page_play (TmSistersPage *self,
                      JsonObject    *move)
{
  g_autoptr(JsonObject) owned = move;
  g_autofree char *brief = NULL;
  gboolean saved, focused;
  int focused_rank;

  g_return_val_if_fail (TM_IS_SISTERS_PAGE (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (self->read_only)
    return FALSE;
  brief = describe_move (self, owned);
  focused = has_focus_inside (self, &focused_rank);
  if (!tm_page_play_move (GTK_WIDGET (self), self->record, TM_GAME (self->game), owned, show_message, &saved))
    return FALSE;

  self->used = 0;
  if (g_str_equal (json_object_get_string_member_with_default (owned, "type", ""), "emblems")
      && json_object_has_member (owned, "cards"))
    {
      g_autoptr(GList) keys = json_object_get_members (json_object_get_object_member (owned, "cards"));
      int rank;

      for (GList *l = keys; l != NULL; l = l->next)
        if (tm_sisters_rank_from_string (l->data, &rank))
          learn_emblems (self, rank);
    }
  self->emblems_rank = 0;
  tm_sisters_page_refresh (self);
  if (focused)
    focus_next_target (self, focused_rank);
  if (saved)
    tm_page_add_move_toast (GTK_WIDGET (self), brief, _("_Undo"), "win.undo");
  return TRUE;
}

static void
on_rank_clicked (GtkButton     *button,
                 TmSistersPage *self)
{
  const TmSistersState *state = tm_sisters_page_get_state (self);
  int rank = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "rank"));
  JsonObject *move;
  JsonArray *cards;
  TmSistersPageOffer offer;

  switch (state->phase)
    {
    case TM_SISTERS_PHASE_SETUP:
      move = tm_page_new_move ("field");
      cards = json_array_new ();
      json_array_add_int_element (cards, rank);
      json_object_set_array_member (move, "cards", cards);
      if (state->parent < 0)
        json_object_set_int_member (move, "parent", gtk_drop_down_get_selected (tm_sisters_page_ensure_parent_drop_down (self)));
      tm_sisters_page_play (self, move);
      break;
    case TM_SISTERS_PHASE_ROUND:
      {
        int focused_rank;
        gboolean focused = has_focus_inside (self, &focused_rank);

        self->used = self->used == rank ? 0 : rank;
        show_error (self, NULL);
        tm_sisters_page_refresh (self);
        if (focused)
          focus_next_target (self, focused_rank);
      }
      break;
    case TM_SISTERS_PHASE_REVEAL:
      tm_sisters_page_get_offer (self, &offer);
      move = tm_page_new_move ("reveal");
      json_object_set_int_member (move, "player", offer.reveal_player);
      cards = json_array_new ();
      json_array_add_int_element (cards, rank);
      json_object_set_array_member (move, "cards", cards);
      tm_sisters_page_play (self, move);
      break;
    case TM_SISTERS_PHASE_EMBLEMS:
    case TM_SISTERS_PHASE_FINISHED:
    default:
      break;
    }
}

static void
on_field_clicked (GtkButton     *button,
                  TmSistersPage *self)
{
  int rank = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "rank"));
  JsonObject *move;

  if (self->used == 0 || rank == 0)
    return;
  move = tm_page_new_move ("turn");
  json_object_set_int_member (move, "used", self->used);
  json_object_set_int_member (move, "taken", rank);
  tm_sisters_page_play (self, move);
}

static void
on_emblems_clicked (TmSistersPage *self)
{
  const TmSistersState *state = tm_sisters_page_get_state (self);
  const TmSistersCardTable *offered = tm_sisters_emblem_picker_get_kinds (self->picker);
  JsonObject *move, *cards, *emblems;
  JsonArray *kinds;
  char key[8];

  if (self->emblems_rank == 0)
    return;
  move = tm_page_new_move ("emblems");
  cards = json_object_new ();
  emblems = tm_sisters_emblem_picker_get_counts (self->picker);
  /* Kinds the game does not have yet come with the card that shows them,
   * so that the record replays alone. */
  kinds = json_array_new ();
  for (guint k = 0; k < offered->n_kinds; k++)
    if (tm_sisters_card_table_find_kind (&state->cards, offered->kinds[k].id) < 0
        && json_object_has_member (emblems, offered->kinds[k].id))
      {
        JsonObject *kind = json_object_new ();

        json_object_set_string_member (kind, "id", offered->kinds[k].id);
        json_object_set_string_member (kind, "name", offered->kinds[k].name);
        json_object_set_string_member (kind, "class", tm_sisters_class_to_string (offered->kinds[k].klass));
        json_array_add_object_element (kinds, kind);
      }
  if (json_array_get_length (kinds) > 0)
    json_object_set_array_member (move, "kinds", kinds);
  else
    json_array_unref (kinds);
  g_snprintf (key, sizeof key, "%d", self->emblems_rank);
  json_object_set_object_member (cards, key, emblems);
  json_object_set_object_member (move, "cards", cards);
  tm_sisters_page_play (self, move);
}

/* The picker remembered a kind in the catalogue file: read it again, so
 * that the next card offers the kind too. */
static void
on_kind_added (TmSistersPage *self)
{
  g_autoptr(TmSistersCatalogue) fresh = tm_sisters_catalogue_new ();

  if (self->catalogue_path != NULL && tm_catalogue_load (TM_CATALOGUE (fresh), self->catalogue_path, NULL))
    g_set_object (&self->catalogue, fresh);
}

/* The game stepped to (tm_page_step()), with nothing of a move being
 * entered left. */
static void
show_game (GtkWidget *page,
           TmGame    *game)
{
  TmSistersPage *self = TM_SISTERS_PAGE (page);

  g_set_object (&self->game, TM_SISTERS_GAME (game));
  self->used = 0;
  self->emblems_rank = 0;
  tm_sisters_page_refresh (self);
}

/* Accessors for the tests */

TmSistersGame *
tm_sisters_page_get_game (TmSistersPage *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_PAGE (self), NULL);
  return self->game;
}

GtkWidget *
tm_sisters_page_get_rank_button (TmSistersPage *self,
                                 int            rank)
{
  g_return_val_if_fail (TM_IS_SISTERS_PAGE (self), NULL);
  g_return_val_if_fail (rank >= 1 && rank <= TM_SISTERS_N_RANKS, NULL);
  return self->rank_buttons[rank];
}

GtkWidget *
tm_sisters_page_get_field_button (TmSistersPage *self,
                                  int            rank)
{
  g_return_val_if_fail (TM_IS_SISTERS_PAGE (self), NULL);
  g_return_val_if_fail (rank >= 1 && rank <= TM_SISTERS_N_RANKS, NULL);
  for (guint i = 0; i < TM_SISTERS_MAX_TURNS; i++)
    if (tm_sisters_card_view_get_rank (self->field_slots[i]) == rank)
      return GTK_WIDGET (self->field_slots[i]);
  return NULL;
}

GtkSpinButton *
tm_sisters_page_get_kind_spin (TmSistersPage *self,
                               const char    *id)
{
  g_return_val_if_fail (TM_IS_SISTERS_PAGE (self), NULL);
  return tm_sisters_emblem_picker_get_kind_spin (tm_sisters_page_ensure_picker (self), id);
}

GtkWidget *
tm_sisters_page_get_emblems_button (TmSistersPage *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_PAGE (self), NULL);
  return tm_sisters_emblem_picker_get_action_button (tm_sisters_page_ensure_picker (self));
}

GtkDropDown *
tm_sisters_page_get_parent_drop_down (TmSistersPage *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_PAGE (self), NULL);
  return tm_sisters_page_ensure_parent_drop_down (self);
}

const char *
tm_sisters_page_get_status_text (TmSistersPage *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_PAGE (self), NULL);
  return gtk_label_get_text (self->status_label);
}

const char *
tm_sisters_page_get_prompt_text (TmSistersPage *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_PAGE (self), NULL);
  return gtk_label_get_text (self->prompt_label);
}

const char *
tm_sisters_page_get_last_move_text (TmSistersPage *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_PAGE (self), NULL);
  return gtk_label_get_text (self->last_move_label);
}

const char *
tm_sisters_page_get_result_text (TmSistersPage *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_PAGE (self), NULL);
  return tm_sisters_last_round_get_text (self->last_round);
}

const char *
tm_sisters_page_get_score_text (TmSistersPage *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_PAGE (self), NULL);
  return tm_sisters_breakdown_get_text (self->breakdown);
}

TmSistersBreakdown *
tm_sisters_page_get_breakdown (TmSistersPage *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_PAGE (self), NULL);
  return self->breakdown;
}

const char *
tm_sisters_page_get_error_text (TmSistersPage *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_PAGE (self), NULL);
  if (gtk_widget_get_visible (GTK_WIDGET (self->error_label)))
    return gtk_label_get_text (self->error_label);
  return self->picker != NULL ? tm_sisters_emblem_picker_get_error_text (self->picker) : "";
}


/* "Play" in the private view: through the record like any other move;
 * a refusal is shown where the player is looking. */
static void
on_private_play (TmSistersPage        *self,
                 JsonObject           *move,
                 TmSistersHandAdvisor *advisor)
{
  /* tm_sisters_page_play() takes the move; a move played refreshes the
   * page, which closes the view. */
  if (!tm_sisters_page_play (self, json_object_ref (move)))
    tm_sisters_hand_advisor_show_error (advisor, tm_sisters_page_get_error_text (self));
}

static void
on_options_clicked (TmSistersPage *self)
{
  const TmSistersState *state = tm_sisters_page_get_state (self);
  int player = state->phase == TM_SISTERS_PHASE_ROUND ? tm_sisters_state_get_current_player (state) : -1;
  const char *name;
  GtkWidget *content;

  if (self->read_only || player < 0)
    return;
  if (self->private_view != NULL)
    {
      gtk_window_present (GTK_WINDOW (self->private_view));
      return;
    }
  name = tm_sisters_page_player_name (self, player);
  content = tm_sisters_hand_advisor_new (state, tm_game_get_player_names (TM_GAME (self->game)), name);
  g_signal_connect_object (content, "play-move", G_CALLBACK (on_private_play), self, G_CONNECT_SWAPPED);
  tm_private_view_open_in (&self->private_view, GTK_WIDGET (self), name, content);
}

GtkWidget *
tm_sisters_page_get_options_button (TmSistersPage *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_PAGE (self), NULL);
  return self->options_button;
}

TmPrivateView *
tm_sisters_page_get_private_view (TmSistersPage *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_PAGE (self), NULL);
  return self->private_view;
}

TmSistersWhatIfView *
tm_sisters_page_get_what_if_view (TmSistersPage *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_PAGE (self), NULL);
  return self->what_if;
}

/* Building the widgets */

/* The emblems form, built when it is first shown (or asked for): most
 * of a game is played without it, and a resumed game's first frame does
 * not show it.  Its place is fixed, under the ranks and above the
 * advisor's button, so the order of the page and of its Tab stops is
 * the same as if it had always been there. */
TmSistersEmblemPicker *
tm_sisters_page_ensure_picker (TmSistersPage *self)
{
  if (self->picker != NULL)
    return self->picker;
  self->picker = TM_SISTERS_EMBLEM_PICKER (tm_sisters_emblem_picker_new ());
  gtk_widget_set_visible (GTK_WIDGET (self->picker), FALSE);
  g_signal_connect_swapped (self->picker, "entered", G_CALLBACK (on_emblems_clicked), self);
  g_signal_connect_swapped (self->picker, "kind-added", G_CALLBACK (on_kind_added), self);
  tm_sisters_emblem_picker_set_catalogue_path (self->picker, self->remember_kinds ? self->catalogue_path : NULL);
  gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (self->rank_grid)), GTK_WIDGET (self->picker),
                              self->rank_grid);
  if (self->emblems_rank > 0)
    tm_sisters_page_fill_emblems_form (self);
  return self->picker;
}

/* The first parent's drop-down, built the first time the set-up asks
 * for it (or a test does): a resumed game past the set-up never shows
 * it, and it cost 6 M instructions before the first frame (#27). */
GtkDropDown *
tm_sisters_page_ensure_parent_drop_down (TmSistersPage *self)
{
  GtkWidget *label;

  if (self->parent_drop_down != NULL)
    return self->parent_drop_down;
  label = gtk_widget_get_first_child (self->parent_row);
  self->parent_drop_down = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (g_object_ref (self->parent_names)), NULL));
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), GTK_WIDGET (self->parent_drop_down));
  gtk_box_append (GTK_BOX (self->parent_row), GTK_WIDGET (self->parent_drop_down));
  tm_sisters_page_update_parent_drop_down (self);
  return self->parent_drop_down;
}

static GtkLabel *
add_label (GtkWidget  *box,
           const char *style)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_selectable (GTK_LABEL (label), FALSE);
  if (style != NULL)
    gtk_widget_add_css_class (label, style);
  gtk_box_append (GTK_BOX (box), label);
  return GTK_LABEL (label);
}

/* A label kept to one line (the full text in its tooltip). */
static void
one_line (GtkLabel *label)
{
  gtk_label_set_wrap (label, FALSE);
  gtk_label_set_ellipsize (label, PANGO_ELLIPSIZE_END);
  gtk_label_set_single_line_mode (label, TRUE);
}

/* A label that always takes @lines lines, whatever its text (longer text
 * is cut, and whole in the tooltip): a stack sized by a label of @lines
 * empty lines.  The label is read out when it changes (role status). */
static GtkLabel *
reserved_label (GtkWidget  *box,
                const char *style,
                int         lines)
{
  GtkWidget *stack = gtk_stack_new ();
  GtkWidget *shown;
  GtkWidget *label = g_object_new (GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_STATUS, NULL);
  g_autofree char *blank = g_strnfill ((gsize) (lines - 1), '\n');
  GtkWidget *sizer = gtk_label_new (blank);

  gtk_stack_set_vhomogeneous (GTK_STACK (stack), TRUE);
  gtk_stack_set_hhomogeneous (GTK_STACK (stack), FALSE);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_lines (GTK_LABEL (label), lines);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_yalign (GTK_LABEL (label), 0);
  if (style != NULL)
    {
      gtk_widget_add_css_class (label, style);
      gtk_widget_add_css_class (sizer, style);
    }
  gtk_accessible_update_state (GTK_ACCESSIBLE (sizer), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  /* In a TmAlignedBin: a stack asks its child for its width at its height,
   * which a wrapping label answers by laying itself out many times. */
  shown = tm_aligned_bin_new (label, FALSE);
  gtk_stack_add_child (GTK_STACK (stack), shown);
  gtk_stack_add_child (GTK_STACK (stack), sizer);
  gtk_stack_set_visible_child (GTK_STACK (stack), shown);
  gtk_box_append (GTK_BOX (box), stack);
  return GTK_LABEL (label);
}

static GtkWidget *
add_heading (GtkWidget  *box,
             const char *text)
{
  GtkLabel *label = add_label (box, "heading");

  gtk_label_set_text (label, text);
  return GTK_WIDGET (label);
}

static void
build (TmSistersPage *self)
{
  GtkWidget *box, *label;

  self->scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_parent (self->scroller, GTK_WIDGET (self));
  self->clamp = adw_clamp_new ();
  adw_clamp_set_maximum_size (ADW_CLAMP (self->clamp), 720);
  /* At the top through a TmAlignedBin: GTK 4.8's scrolled window otherwise
   * asks the clamp for its width at a height, which every wrapping label
   * answers by laying itself out many times (tm-aligned-bin.h). */
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller), tm_aligned_bin_new (self->clamp, FALSE));
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 18);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_add_css_class (box, TM_PAGE_TOAST_CLEARANCE_CLASS);
  adw_clamp_set_child (ADW_CLAMP (self->clamp), box);

  self->status_label = add_label (box, "title-3");
  one_line (self->status_label);
  self->parent_stack = gtk_stack_new ();
  gtk_stack_set_vhomogeneous (GTK_STACK (self->parent_stack), TRUE);
  gtk_stack_set_hhomogeneous (GTK_STACK (self->parent_stack), FALSE);
  gtk_box_append (GTK_BOX (box), self->parent_stack);
  self->parent_label = add_label (box, NULL);
  one_line (self->parent_label);
  gtk_widget_set_valign (GTK_WIDGET (self->parent_label), GTK_ALIGN_CENTER);
  g_object_ref (self->parent_label);
  gtk_box_remove (GTK_BOX (box), GTK_WIDGET (self->parent_label));
  gtk_stack_add_child (GTK_STACK (self->parent_stack), GTK_WIDGET (self->parent_label));
  g_object_unref (self->parent_label);
  self->parent_row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_stack_add_child (GTK_STACK (self->parent_stack), self->parent_row);

  self->round_view = TM_SISTERS_ROUND_VIEW (tm_sisters_round_view_new ());
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->round_view));
  /* How the last round went: three lines kept from the set-up on, so
   * that the field and the ranks below stay where they are. */
  self->last_round = TM_SISTERS_LAST_ROUND (tm_sisters_last_round_new ());
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->last_round));

  self->field_heading = add_heading (box, _("Field"));
  self->field_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  for (guint i = 0; i < TM_SISTERS_MAX_TURNS; i++)
    {
      self->field_slots[i] = TM_SISTERS_CARD_VIEW (tm_sisters_card_view_new_button ());
      g_signal_connect (self->field_slots[i], "clicked", G_CALLBACK (on_field_clicked), self);
      gtk_box_append (GTK_BOX (self->field_box), GTK_WIDGET (self->field_slots[i]));
    }
  gtk_box_append (GTK_BOX (box), self->field_box);

  self->entry_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_add_css_class (self->entry_box, "card");
  gtk_widget_set_margin_top (self->entry_box, 6);
  gtk_box_append (GTK_BOX (box), self->entry_box);
  {
    GtkWidget *inner = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);

    gtk_widget_set_margin_top (inner, 12);
    gtk_widget_set_margin_bottom (inner, 12);
    gtk_widget_set_margin_start (inner, 12);
    gtk_widget_set_margin_end (inner, 12);
    gtk_box_append (GTK_BOX (self->entry_box), inner);

    /* What the last move was, as its toast said it: toasts are not read
     * out by screen readers in libadwaita 1.2, this line is. */
    self->last_move_label = reserved_label (inner, "dim-label", 2);
    self->prompt_label = reserved_label (inner, "heading", 2);
    gtk_widget_add_css_class (GTK_WIDGET (self->prompt_label), "tm-status-line");

    label = gtk_label_new_with_mnemonic (_("First _parent"));
    gtk_box_append (GTK_BOX (self->parent_row), label);
    self->parent_names = gtk_string_list_new (NULL);
    /* The drop-down comes when the set-up first asks for the first
     * parent (tm_sisters_page_ensure_parent_drop_down()); until then a
     * button, as high as the drop-down's and never shown, keeps the
     * parent line as high as the set-up's, so that nothing below it is
     * placed otherwise. */
    {
      GtkWidget *sizer = gtk_button_new_with_label ("");

      gtk_widget_set_can_focus (sizer, FALSE);
      gtk_widget_set_can_target (sizer, FALSE);
      gtk_accessible_update_state (GTK_ACCESSIBLE (sizer), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      gtk_stack_add_child (GTK_STACK (self->parent_stack), sizer);
    }

    self->rank_grid = gtk_grid_new ();
    gtk_grid_set_row_spacing (GTK_GRID (self->rank_grid), 4);
    gtk_grid_set_column_spacing (GTK_GRID (self->rank_grid), 4);
    gtk_grid_set_column_homogeneous (GTK_GRID (self->rank_grid), TRUE);
    for (int r = 1; r <= TM_SISTERS_N_RANKS; r++)
      {
        char text[8];
        GtkWidget *button;

        g_snprintf (text, sizeof text, "%d", r);
        button = gtk_button_new_with_label (text);
        g_object_set_data (G_OBJECT (button), "rank", GINT_TO_POINTER (r));
        g_signal_connect (button, "clicked", G_CALLBACK (on_rank_clicked), self);
        gtk_grid_attach (GTK_GRID (self->rank_grid), button, (r - 1) % GRID_COLUMNS, (r - 1) / GRID_COLUMNS, 1, 1);
        self->rank_buttons[r] = button;
      }
    gtk_box_append (GTK_BOX (inner), self->rank_grid);

    /* The emblems form comes here, under the ranks, when it is first
     * shown (tm_sisters_page_ensure_picker()). */

    /* The advisor of the turn, below the ranks it is about. */
    self->options_button = gtk_button_new ();
    gtk_button_set_child (GTK_BUTTON (self->options_button),
                          g_object_new (ADW_TYPE_BUTTON_CONTENT,
                                        "icon-name", "view-reveal-symbolic",
                                        "label", _("Show _Options…"),
                                        "use-underline", TRUE,
                                        NULL));
    gtk_widget_set_halign (self->options_button, GTK_ALIGN_START);
    g_signal_connect_swapped (self->options_button, "clicked", G_CALLBACK (on_options_clicked), self);
    gtk_box_append (GTK_BOX (inner), self->options_button);

    /* A refusal: under everything that can be clicked, so that showing it
     * moves none of it; read out as it changes. */
    self->error_label = g_object_new (GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_STATUS, NULL);
    gtk_label_set_wrap (self->error_label, TRUE);
    gtk_label_set_xalign (self->error_label, 0);
    gtk_widget_add_css_class (GTK_WIDGET (self->error_label), "error");
    gtk_widget_add_css_class (GTK_WIDGET (self->error_label), "tm-status-line");
    gtk_box_append (GTK_BOX (inner), GTK_WIDGET (self->error_label));
    gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
  }
  /* The players' houses above the score table, which frames their cards. */
  self->players_heading = add_heading (box, _("Players"));
  self->players_view = TM_SISTERS_PLAYERS_VIEW (tm_sisters_players_view_new ());
  /* Shown once the page is laid out (show_players()). */
  gtk_widget_set_visible (GTK_WIDGET (self->players_view), FALSE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->players_view));
  self->breakdown = TM_SISTERS_BREAKDOWN (tm_sisters_breakdown_new ());
  /* The winners are the page's title at the end. */
  tm_sisters_breakdown_set_title_visible (self->breakdown, FALSE);
  /* A category chosen in the table frames its cards (tm_sisters_page_update_highlight()). */
  tm_sisters_breakdown_set_selectable (self->breakdown, TRUE);
  g_signal_connect_swapped (self->breakdown, "category-selected", G_CALLBACK (tm_sisters_page_update_highlight), self);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->breakdown));
  self->what_if = TM_SISTERS_WHAT_IF_VIEW (tm_sisters_what_if_view_new ());
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->what_if));
}

/* The players' houses are the bottom of the page, under the ranks: on
 * most windows the first frame does not reach them, and laying out and
 * drawing their cards cost 31 M instructions before a resumed game's
 * first frame (#27).  They are shown in the first frame when its layout
 * puts their heading in view (laid out again before it is painted),
 * else right after it: nothing above them moves, and the next step is
 * scrolled into view only once they are laid out (show_entry()). */
static void on_layout_done (GdkFrameClock *clock,
                            TmSistersPage *self);
static void show_players   (TmSistersPage *self);

/* (By function: GTK's own tick handler has the page as its data.) */
static void
stop_watching (TmSistersPage *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

  if (clock == NULL)
    return;
  g_signal_handlers_disconnect_by_func (clock, on_layout_done, self);
  g_signal_handlers_disconnect_by_func (clock, show_players, self);
}

static void
show_players (TmSistersPage *self)
{
  stop_watching (self);
  gtk_widget_set_visible (GTK_WIDGET (self->players_view), TRUE);
}

static void
on_layout_done (GdkFrameClock *clock,
                TmSistersPage *self)
{
  graphene_rect_t heading;

  if (gtk_widget_get_visible (GTK_WIDGET (self->players_view)))
    return;
  if (gtk_widget_compute_bounds (self->players_heading, self->scroller, &heading)
      && heading.origin.y < gtk_widget_get_height (self->scroller))
    show_players (self);
}

static void
tm_sisters_page_realize (GtkWidget *widget)
{
  TmSistersPage *self = TM_SISTERS_PAGE (widget);
  GdkFrameClock *clock;

  GTK_WIDGET_CLASS (tm_sisters_page_parent_class)->realize (widget);
  if (gtk_widget_get_visible (GTK_WIDGET (self->players_view)))
    return;
  clock = gtk_widget_get_frame_clock (widget);
  g_signal_connect_object (clock, "layout", G_CALLBACK (on_layout_done), self, G_CONNECT_AFTER);
  g_signal_connect_object (clock, "after-paint", G_CALLBACK (show_players), self, G_CONNECT_SWAPPED);
}

static void
tm_sisters_page_unrealize (GtkWidget *widget)
{
  TmSistersPage *self = TM_SISTERS_PAGE (widget);

  /* Never laid out: shown now, to be laid out wherever the page goes. */
  show_players (self);
  GTK_WIDGET_CLASS (tm_sisters_page_parent_class)->unrealize (widget);
}

/* GObject */

static void
tm_sisters_page_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  tm_page_get_property (TM_SISTERS_PAGE (object)->record, _("Planetary Sisters"), prop_id, value);
}

static void
tm_sisters_page_dispose (GObject *object)
{
  TmSistersPage *self = TM_SISTERS_PAGE (object);

  tm_private_view_close_in (&self->private_view);
  if (self->scroll_tick != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick);
      self->scroll_tick = 0;
    }
  g_clear_pointer (&self->scroller, gtk_widget_unparent);
  g_clear_object (&self->game);
  g_clear_object (&self->record);
  g_clear_object (&self->catalogue);
  g_clear_object (&self->parent_names);
  g_clear_pointer (&self->catalogue_path, g_free);

  G_OBJECT_CLASS (tm_sisters_page_parent_class)->dispose (object);
}

static void
tm_sisters_page_class_init (TmSistersPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_sisters_page_dispose;
  object_class->get_property = tm_sisters_page_get_property;
  widget_class->realize = tm_sisters_page_realize;
  widget_class->unrealize = tm_sisters_page_unrealize;

  tm_focus_class_pass_to_children (widget_class);

  tm_page_install_properties (object_class);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tm-sisters-page");
}

static void
tm_sisters_page_init (TmSistersPage *self)
{
  build (self);
  tm_why_disabled_watch (GTK_WIDGET (self), show_message, NULL);
}

/* TmGamePage */

/* Undo (@forward FALSE) or redo: stepping, replaying, saving and the
 * toast are every page's (tm_page_step()). */
static gboolean
game_page_step (TmGamePage *page,
                gboolean    forward)
{
  TmSistersPage *self = TM_SISTERS_PAGE (page);

  return tm_page_step (GTK_WIDGET (self), self->record, forward, self->read_only,
                       TM_TYPE_SISTERS_GAME, show_message, show_game);
}

static void
game_page_focus_entry (TmGamePage *page)
{
  TmSistersPage *self = TM_SISTERS_PAGE (page);

  if (self->picker != NULL && gtk_widget_get_visible (GTK_WIDGET (self->picker)))
    {
      gtk_widget_grab_focus (GTK_WIDGET (tm_sisters_emblem_picker_get_kind_spin (self->picker, "FOOD")));
      return;
    }
  /* The first card that can be chosen: a field card in step 2 of a turn,
   * else the first enabled rank. */
  for (guint i = 0; i < TM_SISTERS_MAX_TURNS; i++)
    if (self->used != 0 && gtk_widget_get_sensitive (GTK_WIDGET (self->field_slots[i])))
      {
        gtk_widget_grab_focus (GTK_WIDGET (self->field_slots[i]));
        return;
      }
  for (int r = 1; r <= TM_SISTERS_N_RANKS; r++)
    if (gtk_widget_get_sensitive (self->rank_buttons[r]))
      {
        gtk_widget_grab_focus (self->rank_buttons[r]);
        return;
      }
  gtk_widget_grab_focus (self->rank_grid);
}

static void
game_page_set_read_only (TmGamePage *page,
                         gboolean    read_only)
{
  TmSistersPage *self = TM_SISTERS_PAGE (page);

  self->read_only = !!read_only;
  self->used = 0;
  tm_sisters_page_refresh (self);
}

/* A turn corrected: its used card chosen again, as entered (step 2
 * then asks for the field card taken). */
static gboolean
game_page_prefill (TmGamePage *page,
                   JsonObject *move)
{
  TmSistersPage *self = TM_SISTERS_PAGE (page);

  if (self->read_only || tm_sisters_page_get_state (self)->phase != TM_SISTERS_PHASE_ROUND
      || g_strcmp0 (json_object_get_string_member_with_default (move, "type", NULL), "turn") != 0)
    return FALSE;
  self->used = (int) json_object_get_int_member_with_default (move, "used", 0);
  /* A rank not offered now is dropped by refresh(). */
  tm_sisters_page_refresh (self);
  return self->used != 0;
}

static void
tm_sisters_page_game_page_init (TmGamePageInterface *iface)
{
  iface->step = game_page_step;
  iface->focus_entry = game_page_focus_entry;
  iface->set_read_only = game_page_set_read_only;
  iface->prefill = game_page_prefill;
}

TmGamePage *
tm_sisters_page_new_game_page (TmRecord *record,
                               TmGame   *game)
{
  g_return_val_if_fail (TM_IS_SISTERS_GAME (game), NULL);

  return TM_GAME_PAGE (tm_sisters_page_new (record, TM_SISTERS_GAME (game)));
}

TmSistersPage *
tm_sisters_page_new (TmRecord      *record,
                     TmSistersGame *game)
{
  TmSistersPage *self;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (tm_page_game_matches_record (TM_GAME (game), record, TM_TYPE_SISTERS_GAME), NULL);

  self = g_object_new (TM_TYPE_SISTERS_PAGE, NULL);
  self->record = g_object_ref (record);
  self->game = g_object_ref (game);
  for (guint p = 0; p < tm_record_get_n_players (record); p++)
    gtk_string_list_append (self->parent_names, tm_record_get_player (record, p));
  self->catalogue = tm_sisters_catalogue_new ();
  self->catalogue_path = tm_sisters_catalogue_path ();
  if (g_file_test (self->catalogue_path, G_FILE_TEST_EXISTS)
      && !tm_catalogue_load (TM_CATALOGUE (self->catalogue), self->catalogue_path, &error))
    {
      /* A broken catalogue is not overwritten: emblems are then only in the record. */
      g_autofree char *message = g_strdup_printf (_("The emblem catalogue could not be read (%s). It is left "
                                                    "as it is, and new kinds are kept in this game’s record only."),
                                                  error->message);

      tm_page_report_error (GTK_WIDGET (self), message);
      g_clear_object (&self->catalogue);
    }
  /* New kinds are remembered in the catalogue, unless it is broken. */
  self->remember_kinds = self->catalogue != NULL;
  tm_sisters_page_refresh (self);
  return self;
}
