/* tm-cots-extermination.c — groups, the three attacks, the score, the winner
 *
 * Collects what the players enter (groups, then the shield cards as they
 * are turned over) and shows the score the rules compute.  Each entry is
 * sent to the page as a move through ::play; the page applies it.
 */
#include "config.h"

#include "tm-cots-extermination.h"
#include "tm-cots-a11y.h"
#include "tm-cots-card-chip.h"
#include "widgets/tm-focus.h"
#include "games/children-of-the-sun/rules/tm-cots-text.h"
#include "widgets/tm-move-signal.h"
#include "widgets/tm-page-support.h"

#include <glib/gi18n.h>

#define N_SCORE_ROWS 5   /* analysis, attack 1–3, total */

struct _TmCotsExtermination
{
  GtkWidget parent_instance;

  GtkWidget *name_labels[2];
  GtkWidget *score_labels[N_SCORE_ROWS][2];
  guint shown_attacks;        /* attacks made when the pickers were last reset */
  gboolean read_only;         /* shows the score and the attacks, asks nothing */

  /* Template widgets */
  GtkWidget *result_box;
  GtkLabel *result_label;
  GtkLabel *result_detail;
  GtkWidget *new_game_button;
  GtkWidget *groups_box;
  TmCotsGroupsEntry *groups_entry0;
  TmCotsGroupsEntry *groups_entry1;
  GtkWidget *attack_box;
  GtkLabel *attack_title;
  GtkLabel *attack_hint;
  TmCotsCardPicker *low_picker;
  TmCotsCardPicker *high_picker;
  gboolean updating_pickers;
  GtkWidget *reveal_button;
  GtkGrid *score_grid;
  GtkBox *attacks_list;
};

G_DEFINE_FINAL_TYPE (TmCotsExtermination, tm_cots_extermination, GTK_TYPE_WIDGET)

enum {
  PLAY,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
on_submit (TmCotsExtermination *self,
           JsonObject          *move)
{
  g_signal_emit (self, signals[PLAY], 0, move);
}

/* The card chosen in one shield picker is not offered in the other (the
 * two shield cards of an attack are two different cards). */
static void
refuse_other_choice (TmCotsCardPicker *picker,
                     TmCotsCard        taken,
                     const char       *other_title)
{
  char *why_not[TM_COTS_N_CARDS] = { NULL, };
  g_autofree char *name = NULL;

  if (taken == TM_COTS_NO_CARD)
    {
      tm_cots_card_picker_set_refusals (picker, NULL);
      return;
    }
  name = tm_cots_text_card (taken);
  /* Translators: why a card cannot be chosen for the second shield card:
   * "Red +2 is already Shield card 3." */
  why_not[taken] = g_strdup_printf (_("%s is already %s."), name, other_title);
  tm_cots_card_picker_set_refusals (picker, (const char * const *) why_not);
  g_free (why_not[taken]);
}

static void
update_reveal_button (TmCotsExtermination *self)
{
  TmCotsCard low, high;
  g_autofree char *low_title = NULL;
  g_autofree char *high_title = NULL;

  /* Refusing may drop a choice, which notifies and calls this again. */
  if (self->updating_pickers)
    return;
  self->updating_pickers = TRUE;
  g_object_get (self->low_picker, "title", &low_title, NULL);
  g_object_get (self->high_picker, "title", &high_title, NULL);
  refuse_other_choice (self->high_picker, tm_cots_card_picker_get_card (self->low_picker),
                       low_title != NULL ? low_title : "");
  refuse_other_choice (self->low_picker, tm_cots_card_picker_get_card (self->high_picker),
                       high_title != NULL ? high_title : "");
  self->updating_pickers = FALSE;
  low = tm_cots_card_picker_get_card (self->low_picker);
  high = tm_cots_card_picker_get_card (self->high_picker);
  gtk_widget_set_sensitive (self->reveal_button,
                            low != TM_COTS_NO_CARD && high != TM_COTS_NO_CARD && low != high);
}

static void
on_reveal_clicked (TmCotsExtermination *self)
{
  TmCotsCard low = tm_cots_card_picker_get_card (self->low_picker);
  TmCotsCard high = tm_cots_card_picker_get_card (self->high_picker);
  g_autoptr(JsonObject) move = NULL;
  JsonArray *cards;

  if (low == TM_COTS_NO_CARD || high == TM_COTS_NO_CARD)
    return;

  move = tm_page_new_move ("reveal");
  cards = json_array_new ();
  json_array_add_string_element (cards, tm_cots_card_to_string (low));
  json_array_add_string_element (cards, tm_cots_card_to_string (high));
  json_object_set_array_member (move, "cards", cards);
  g_signal_emit (self, signals[PLAY], 0, move);
}

/* The colours among @cards (up to @n, TM_COTS_NO_CARD skipped), one bit each. */
static guint
colours_of (const TmCotsCard *cards,
            guint             n)
{
  guint colours = 0;

  for (guint i = 0; i < n; i++)
    if (cards[i] != TM_COTS_NO_CARD)
      colours |= 1u << tm_cots_card_get_colour (cards[i]);
  return colours;
}

static gboolean
card_matches (TmCotsCard card,
              guint      colours)
{
  return card != TM_COTS_NO_CARD && (colours & (1u << tm_cots_card_get_colour (card)));
}

/* One attack drawn: the shield pair, then each player's group against
 * it, the cards whose colour scores outlined, and the points each made. */
static GtkWidget *
attack_view (TmRecord          *record,
             const TmCotsState *state,
             guint              attack)
{
  guint low = 4 - attack, high = 3 + attack;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *grid = gtk_grid_new ();
  g_autofree char *title = g_strdup_printf (_("Attack %u"), attack);
  g_autofree char *pair = g_strdup_printf (_("Shield %u and %u"), low, high);
  GtkWidget *heading = gtk_label_new (title);
  TmCotsCard shield_so_far[TM_COTS_SHIELD_SIZE];
  TmCotsCard groups_so_far[2 * 2 * TM_COTS_N_GROUPS];
  guint n_shield = 0, n_groups = 0;
  guint shield_colours, group_colours;
  GtkWidget *label;

  /* Scoring counts every card revealed so far, on both sides. */
  for (guint k = 1; k <= attack; k++)
    {
      shield_so_far[n_shield++] = state->shield[4 - k - 1];
      shield_so_far[n_shield++] = state->shield[3 + k - 1];
      for (guint p = 0; p < 2; p++)
        for (guint i = 0; i < 2; i++)
          groups_so_far[n_groups++] = state->groups[p][k - 1][i];
    }
  shield_colours = colours_of (shield_so_far, n_shield);
  group_colours = colours_of (groups_so_far, n_groups);

  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (box), heading);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 2);

  label = gtk_label_new (pair);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_grid_attach (GTK_GRID (grid), label, 0, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), tm_cots_card_chip_new (state->shield[low - 1],
                                                           card_matches (state->shield[low - 1], group_colours)),
                   1, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), tm_cots_card_chip_new (state->shield[high - 1],
                                                           card_matches (state->shield[high - 1], group_colours)),
                   2, 0, 1, 1);

  for (guint p = 0; p < 2; p++)
    {
      guint points = tm_cots_state_get_attack_points (state, p, attack);
      g_autofree char *scored = g_strdup_printf (ngettext ("%u point", "%u points", points), points);
      const TmCotsCard *group = state->groups[p][attack - 1];
      GtkWidget *name = gtk_label_new (tm_record_get_player (record, p));
      GtkWidget *value = gtk_label_new (scored);

      gtk_label_set_xalign (GTK_LABEL (name), 0);
      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
      gtk_grid_attach (GTK_GRID (grid), name, 0, (int) p + 1, 1, 1);
      for (guint i = 0; i < 2; i++)
        gtk_grid_attach (GTK_GRID (grid), tm_cots_card_chip_new (group[i], card_matches (group[i], shield_colours)),
                         (int) i + 1, (int) p + 1, 1, 1);
      gtk_label_set_xalign (GTK_LABEL (value), 1);
      gtk_widget_add_css_class (value, "numeric");
      gtk_grid_attach (GTK_GRID (grid), value, 3, (int) p + 1, 1, 1);
    }
  gtk_box_append (GTK_BOX (box), grid);
  return box;
}

static void
update_attacks_list (TmCotsExtermination *self,
                     TmRecord            *record,
                     const TmCotsState   *state)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->attacks_list))) != NULL)
    gtk_box_remove (self->attacks_list, child);

  for (guint attack = 1; attack <= state->attacks; attack++)
    gtk_box_append (self->attacks_list, attack_view (record, state, attack));
  if (state->attacks > 0)
    {
      GtkWidget *legend = gtk_label_new (_("Outlined: a card of a colour that is on both sides, in the shield and in a group revealed so far. It scores."));

      gtk_label_set_wrap (GTK_LABEL (legend), TRUE);
      gtk_label_set_xalign (GTK_LABEL (legend), 0);
      gtk_widget_add_css_class (legend, "dim-label");
      gtk_widget_add_css_class (legend, "caption");
      gtk_box_append (self->attacks_list, legend);
    }
}

static void
set_score (GtkWidget *label,
           gboolean   known,
           guint      value)
{
  g_autofree char *text = known ? g_strdup_printf ("%u", value) : g_strdup ("–");

  gtk_label_set_text (GTK_LABEL (label), text);
}

static void
update_score (TmCotsExtermination *self,
              TmRecord            *record,
              const TmCotsState   *state)
{
  for (guint p = 0; p < 2; p++)
    {
      gtk_label_set_text (GTK_LABEL (self->name_labels[p]), tm_record_get_player (record, p));
      set_score (self->score_labels[0][p], TRUE, tm_cots_state_get_analysis_points (state, p));
      for (guint attack = 1; attack <= 3; attack++)
        set_score (self->score_labels[attack][p], attack <= state->attacks,
                   tm_cots_state_get_attack_points (state, p, attack));
      set_score (self->score_labels[4][p], TRUE, tm_cots_state_get_total (state, p));
    }
}

static void
update_result (TmCotsExtermination *self,
               TmRecord            *record,
               const TmCotsState   *state)
{
  g_autofree char *title = NULL;
  g_autofree char *detail = NULL;
  guint totals[2], aside[2];
  int winner;

  gtk_widget_set_visible (self->result_box, state->phase == TM_COTS_PHASE_FINISHED);
  if (state->phase != TM_COTS_PHASE_FINISHED)
    {
      gtk_label_set_text (self->result_label, "");
      gtk_label_set_text (self->result_detail, "");
      return;
    }

  for (guint p = 0; p < 2; p++)
    {
      totals[p] = tm_cots_state_get_total (state, p);
      aside[p] = tm_cots_state_get_set_aside (state, p);
    }
  winner = tm_cots_state_get_winner (state);

  if (winner >= 0 && totals[0] != totals[1])
    {
      int loser = 1 - winner;

      title = g_strdup_printf (_("%s wins!"), tm_record_get_player (record, winner));
      detail = g_strdup_printf (_("%u points to %u."), totals[winner], totals[loser]);
    }
  else if (winner >= 0)
    {
      int loser = 1 - winner;

      title = g_strdup_printf (_("%s wins the tie-break!"), tm_record_get_player (record, winner));
      detail = g_strdup_printf (_("Both have %u points; %s set aside %u cards, %s %u."),
                                totals[0], tm_record_get_player (record, winner), aside[winner],
                                tm_record_get_player (record, loser), aside[loser]);
    }
  else
    {
      title = g_strdup (_("A draw!"));
      detail = g_strdup_printf (_("Both have %u points and set aside %u cards."),
                                totals[0], aside[0]);
    }
  gtk_label_set_text (self->result_label, title);
  gtk_label_set_text (self->result_detail, detail);
}

void
tm_cots_extermination_update (TmCotsExtermination *self,
                              TmRecord            *record,
                              TmCotsGame          *game)
{
  const TmCotsState *state;
  gboolean both_entered;
  gboolean attacking;

  g_return_if_fail (TM_IS_COTS_EXTERMINATION (self));

  state = tm_cots_game_get_state (game);
  both_entered = state->groups_entered[0] && state->groups_entered[1];
  attacking = state->phase == TM_COTS_PHASE_EXTERMINATION && both_entered && state->attacks < 3;

  tm_cots_groups_entry_update (self->groups_entry0, 0, tm_record_get_player (record, 0),
                               tm_record_get_player (record, 1), state);
  tm_cots_groups_entry_update (self->groups_entry1, 1, tm_record_get_player (record, 1),
                               tm_record_get_player (record, 0), state);
  gtk_widget_set_visible (self->groups_box,
                          state->phase == TM_COTS_PHASE_EXTERMINATION && !both_entered
                          && !self->read_only);

  gtk_widget_set_visible (self->attack_box, attacking && !self->read_only);
  if (attacking)
    {
      guint attack = state->attacks + 1;
      guint low = 4 - attack, high = 3 + attack;
      g_autofree char *title = g_strdup_printf (_("Attack %u of 3"), attack);
      g_autofree char *hint = NULL;
      g_autofree char *low_title = g_strdup_printf (_("Shield card %u"), low);
      g_autofree char *high_title = g_strdup_printf (_("Shield card %u"), high);

      hint = g_strdup_printf (_("Both players show group %u. Turn over shield cards %u and %u "
                                "(counted from %s’s side) and enter them."),
                              attack, low, high, tm_record_get_player (record, 0));
      gtk_label_set_text (self->attack_title, title);
      gtk_label_set_text (self->attack_hint, hint);
      g_object_set (self->low_picker, "title", low_title, NULL);
      g_object_set (self->high_picker, "title", high_title, NULL);
      tm_cots_card_picker_set_seen (self->low_picker, state->seen);
      tm_cots_card_picker_set_seen (self->high_picker, state->seen);
    }
  if (self->shown_attacks != state->attacks)
    {
      self->shown_attacks = state->attacks;
      tm_cots_card_picker_clear (self->low_picker);
      tm_cots_card_picker_clear (self->high_picker);
    }
  update_reveal_button (self);

  update_score (self, record, state);
  update_attacks_list (self, record, state);
  update_result (self, record, state);
}

void
tm_cots_extermination_set_read_only (TmCotsExtermination *self,
                                     gboolean             read_only)
{
  g_return_if_fail (TM_IS_COTS_EXTERMINATION (self));
  self->read_only = !!read_only;
  gtk_widget_set_visible (self->new_game_button, !self->read_only);
}

TmCotsGroupsEntry *
tm_cots_extermination_get_groups_entry (TmCotsExtermination *self,
                                        guint                player)
{
  g_return_val_if_fail (TM_IS_COTS_EXTERMINATION (self), NULL);
  g_return_val_if_fail (player < 2, NULL);
  return player == 0 ? self->groups_entry0 : self->groups_entry1;
}

TmCotsCardPicker *
tm_cots_extermination_get_shield_picker (TmCotsExtermination *self,
                                         guint                index)
{
  g_return_val_if_fail (TM_IS_COTS_EXTERMINATION (self), NULL);
  g_return_val_if_fail (index < 2, NULL);
  return index == 0 ? self->low_picker : self->high_picker;
}

GtkWidget *
tm_cots_extermination_get_reveal_button (TmCotsExtermination *self)
{
  g_return_val_if_fail (TM_IS_COTS_EXTERMINATION (self), NULL);
  return self->reveal_button;
}

const char *
tm_cots_extermination_get_result_text (TmCotsExtermination *self)
{
  g_return_val_if_fail (TM_IS_COTS_EXTERMINATION (self), NULL);
  return gtk_label_get_text (self->result_label);
}

const char *
tm_cots_extermination_get_result_detail (TmCotsExtermination *self)
{
  g_return_val_if_fail (TM_IS_COTS_EXTERMINATION (self), NULL);
  return gtk_label_get_text (self->result_detail);
}

const char *
tm_cots_extermination_get_total_text (TmCotsExtermination *self,
                                      guint                player)
{
  g_return_val_if_fail (TM_IS_COTS_EXTERMINATION (self), NULL);
  g_return_val_if_fail (player < 2, NULL);
  return gtk_label_get_text (GTK_LABEL (self->score_labels[4][player]));
}

static void
build_score_grid (TmCotsExtermination *self)
{
  const char *row_titles[N_SCORE_ROWS] = {
    _("Shield analysed"), _("Attack 1"), _("Attack 2"), _("Attack 3"), _("Total"),
  };

  for (guint p = 0; p < 2; p++)
    {
      self->name_labels[p] = gtk_label_new (NULL);
      gtk_label_set_ellipsize (GTK_LABEL (self->name_labels[p]), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (self->name_labels[p]), 12);
      gtk_label_set_xalign (GTK_LABEL (self->name_labels[p]), 1);
      gtk_widget_add_css_class (self->name_labels[p], "heading");
      gtk_grid_attach (self->score_grid, self->name_labels[p], 1 + p, 0, 1, 1);
    }
  for (guint row = 0; row < N_SCORE_ROWS; row++)
    {
      GtkWidget *title = gtk_label_new (row_titles[row]);

      gtk_label_set_xalign (GTK_LABEL (title), 0);
      gtk_widget_set_hexpand (title, TRUE);
      if (row == N_SCORE_ROWS - 1)
        gtk_widget_add_css_class (title, "tm-total");
      gtk_grid_attach (self->score_grid, title, 0, 1 + row, 1, 1);
      for (guint p = 0; p < 2; p++)
        {
          GtkWidget *value = gtk_label_new ("–");

          gtk_label_set_xalign (GTK_LABEL (value), 1);
          if (row == N_SCORE_ROWS - 1)
            gtk_widget_add_css_class (value, "tm-total");
          gtk_grid_attach (self->score_grid, value, 1 + p, 1 + row, 1, 1);
          self->score_labels[row][p] = value;
        }
    }
}

static void
tm_cots_extermination_dispose (GObject *object)
{
  tm_dispose_template (GTK_WIDGET (object), TM_TYPE_COTS_EXTERMINATION);

  G_OBJECT_CLASS (tm_cots_extermination_parent_class)->dispose (object);
}

static void
tm_cots_extermination_class_init (TmCotsExterminationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_cots_extermination_dispose;

  tm_focus_class_pass_to_children (widget_class);

  /* The players entered a move (groups or a reveal): (JsonObject *move). */
  signals[PLAY] = tm_move_signal_new ("play", G_TYPE_FROM_CLASS (klass));

  g_type_ensure (TM_TYPE_COTS_GROUPS_ENTRY);
  g_type_ensure (TM_TYPE_COTS_CARD_PICKER);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablemate/Tablemate/tm-cots-extermination.ui");
  gtk_widget_class_bind_template_child (widget_class, TmCotsExtermination, result_box);
  gtk_widget_class_bind_template_child (widget_class, TmCotsExtermination, result_label);
  gtk_widget_class_bind_template_child (widget_class, TmCotsExtermination, result_detail);
  gtk_widget_class_bind_template_child (widget_class, TmCotsExtermination, new_game_button);
  gtk_widget_class_bind_template_child (widget_class, TmCotsExtermination, groups_box);
  gtk_widget_class_bind_template_child (widget_class, TmCotsExtermination, groups_entry0);
  gtk_widget_class_bind_template_child (widget_class, TmCotsExtermination, groups_entry1);
  gtk_widget_class_bind_template_child (widget_class, TmCotsExtermination, attack_box);
  gtk_widget_class_bind_template_child (widget_class, TmCotsExtermination, attack_title);
  gtk_widget_class_bind_template_child (widget_class, TmCotsExtermination, attack_hint);
  gtk_widget_class_bind_template_child (widget_class, TmCotsExtermination, low_picker);
  gtk_widget_class_bind_template_child (widget_class, TmCotsExtermination, high_picker);
  gtk_widget_class_bind_template_child (widget_class, TmCotsExtermination, reveal_button);
  gtk_widget_class_bind_template_child (widget_class, TmCotsExtermination, score_grid);
  gtk_widget_class_bind_template_child (widget_class, TmCotsExtermination, attacks_list);
  gtk_widget_class_bind_template_callback (widget_class, on_submit);
  gtk_widget_class_bind_template_callback (widget_class, on_reveal_clicked);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tm_cots_extermination_init (TmCotsExtermination *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Named once, by their template labels (GTK 4.8 adds the button's own). */
  tm_cots_a11y_set_name (self->new_game_button, NULL);
  tm_cots_a11y_set_name (self->reveal_button, NULL);
  build_score_grid (self);
  g_signal_connect_swapped (self->low_picker, "notify::card", G_CALLBACK (update_reveal_button), self);
  g_signal_connect_swapped (self->high_picker, "notify::card", G_CALLBACK (update_reveal_button), self);
  update_reveal_button (self);
}

GtkWidget *
tm_cots_extermination_new (void)
{
  return g_object_new (TM_TYPE_COTS_EXTERMINATION, NULL);
}
