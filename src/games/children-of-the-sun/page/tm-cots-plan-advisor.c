/* tm-cots-plan-advisor.c — the extermination planner, inside the private view
 *
 * The shield positions a player analysed are theirs to fill in: player
 * 1's marker starts at position 1 and moves up, player 2's at 6 and
 * moves down (RULES.md §1), so the rows offered follow their count of
 * analyses.  Every change asks the planner again.
 */
#include "config.h"

#include "tm-cots-plan-advisor.h"
#include "games/children-of-the-sun/rules/tm-cots-advisor.h"
#include "games/children-of-the-sun/rules/tm-cots-game.h"
#include "games/children-of-the-sun/rules/tm-cots-text.h"
#include "widgets/tm-focus.h"
#include "widgets/tm-message-label.h"
#include "widgets/tm-move-signal.h"

#include <adwaita.h>
#include <glib/gi18n.h>

/* Plans listed: the best ten, as tablemate-cli advise --planner. */
#define MAX_PLANS 10
#define ALL_CARDS ((TmCotsCardSet) 0xffffffffu)

struct _TmCotsPlanAdvisor
{
  GtkWidget parent_instance;

  TmCotsState state;
  guint player;
  /* Per shield position (index = position − 1): its row when the
   * player analysed it, and the cards its list offers after "not
   * entered". */
  AdwComboRow *shield_rows[TM_COTS_SHIELD_SIZE];
  TmCotsCard shield_choices[TM_COTS_SHIELD_SIZE][TM_COTS_N_CARDS];

  /* Template widgets */
  GtkLabel *heading_label;
  GtkLabel *bed_label;
  GtkLabel *shield_hint;
  GtkListBox *shield_list;
  GtkLabel *error_label;
  TmAdvisorPanel *panel;
};

G_DEFINE_FINAL_TYPE (TmCotsPlanAdvisor, tm_cots_plan_advisor, GTK_TYPE_WIDGET)

enum {
  USE_GROUPS,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
show_error (TmCotsPlanAdvisor *self,
            const char        *message)
{
  tm_message_label_set (self->error_label, message);
}

static TmCotsCard
shield_card (TmCotsPlanAdvisor *self,
             guint              index)
{
  guint selected;

  if (self->shield_rows[index] == NULL)
    return TM_COTS_NO_CARD;
  selected = adw_combo_row_get_selected (self->shield_rows[index]);
  if (selected == 0 || selected == GTK_INVALID_LIST_POSITION)
    return TM_COTS_NO_CARD;
  return self->shield_choices[index][selected - 1];
}

/* "Red +2, Yellow 0" */
static char *
describe_cards (const TmCotsCard *cards,
                guint             n)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = NULL;

      if (cards[i] == TM_COTS_NO_CARD)
        continue;
      name = tm_cots_text_card (cards[i]);
      if (text->len > 0)
        g_string_append (text, _(", "));
      g_string_append (text, name);
    }
  if (text->len == 0)
    g_string_append (text, _("empty"));
  return g_string_free (text, FALSE);
}

static TmAdvisorOption *
plan_to_option (TmCotsPlanAdvisor *self,
                const TmCotsPlan  *plan)
{
  TmCotsMove move = { .type = TM_COTS_MOVE_GROUPS, .player = (int) self->player };
  g_autoptr(JsonObject) move_json = NULL;
  TmAdvisorOption *option;
  TmCotsCardSet grouped = 0;
  TmCotsCard aside[TM_COTS_N_CARDS];
  guint n_aside = 0;
  GString *title = g_string_new (NULL);
  GString *text = g_string_new (NULL);
  g_autofree char *expected = g_strdup_printf ("%.2f", plan->expected);
  /* 64-bit numbers formatted first: a G_GUINT64_FORMAT inside _() would
   * cut the message for xgettext, and it would never be translated. */
  g_autofree char *fraction = g_strdup_printf ("%" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT,
                                               plan->expected_numerator, plan->denominator);

  memcpy (move.groups, plan->groups, sizeof move.groups);
  move_json = tm_cots_move_to_json (&move);
  option = tm_advisor_option_new (move_json);
  option->score = plan->expected;
  option->details = tm_cots_advisor_plan_to_json (plan);

  /* Translators: a plan's expected points over the three attacks, as a number and a fraction, then the worst and best cases. */
  g_string_append_printf (text, _("Expected %s points over the three attacks (%s); at worst %u, at best %u."),
                          expected, fraction, plan->worst, plan->best);
  for (guint g = 0; g < TM_COTS_N_GROUPS; g++)
    {
      g_autofree char *cards = describe_cards (plan->groups[g], 2);

      for (guint i = 0; i < 2; i++)
        if (plan->groups[g][i] != TM_COTS_NO_CARD)
          grouped = tm_cots_card_set_add (grouped, plan->groups[g][i]);
      if (plan->groups[g][0] != TM_COTS_NO_CARD || plan->groups[g][1] != TM_COTS_NO_CARD)
        {
          if (title->len > 0)
            g_string_append (title, " · ");
          /* The cards by name, as the players say them: "1: Red +2, Yellow 0". */
          g_autoptr(GString) codes = g_string_new (NULL);

          for (guint i = 0; i < 2; i++)
            if (plan->groups[g][i] != TM_COTS_NO_CARD)
              {
                g_autofree char *name = tm_cots_text_card (plan->groups[g][i]);

                /* Translators: between the two cards of a group in a plan's title. */
                g_string_append_printf (codes, "%s%s", codes->len > 0 ? _(", ") : "", name);
              }
          /* Translators: one group in a plan's title, e.g. "1: Red +2, Yellow 0". */
          g_string_append_printf (title, _("%u: %s"), g + 1, codes->str);
        }
      g_string_append_c (text, ' ');
      /* Translators: one group of a plan, e.g. "Group 1: Red +2, Yellow 0." */
      g_string_append_printf (text, _("Group %u: %s."), g + 1, cards);
    }
  for (TmCotsCard card = 0; card < TM_COTS_N_CARDS; card++)
    if (tm_cots_card_set_contains (self->state.bed[self->player], card)
        && !tm_cots_card_set_contains (grouped, card))
      aside[n_aside++] = card;
  if (n_aside > 0)
    {
      g_autofree char *cards = describe_cards (aside, n_aside);

      g_string_append_c (text, ' ');
      /* Translators: the bed cards a plan leaves out of the groups (they break a tie). */
      g_string_append_printf (text, _("Set aside: %s."), cards);
    }
  if (title->len == 0)
    g_string_append (title, _("No groups: every card set aside"));
  option->title = g_string_free (title, FALSE);
  option->explanation = g_string_free (text, FALSE);
  return option;
}

static void
update_plans (TmCotsPlanAdvisor *self)
{
  TmCotsCard known[TM_COTS_SHIELD_SIZE];
  TmCotsCardSet known_set = 0;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) plans = NULL;
  g_autoptr(GPtrArray) options = NULL;

  show_error (self, NULL);
  memcpy (known, self->state.shield, sizeof known);
  for (guint i = 0; i < TM_COTS_SHIELD_SIZE; i++)
    {
      TmCotsCard card = shield_card (self, i);

      if (card == TM_COTS_NO_CARD)
        continue;
      if (tm_cots_card_set_contains (known_set, card))
        {
          g_autofree char *name = tm_cots_text_card (card);
          g_autofree char *message = g_strdup_printf (_("%s is entered for two shield cards: every card exists once."),
                                                      name);

          show_error (self, message);
          tm_advisor_panel_set_options (self->panel, NULL, _("Correct the shield cards to see the plans."));
          return;
        }
      known[i] = card;
      known_set = tm_cots_card_set_add (known_set, card);
    }

  plans = tm_cots_advisor_plan (self->state.bed[self->player], known,
                                ALL_CARDS & ~(self->state.seen | known_set), &error);
  if (plans == NULL)
    {
      tm_advisor_panel_set_options (self->panel, NULL, error->message);
      return;
    }
  options = g_ptr_array_new_with_free_func ((GDestroyNotify) tm_advisor_option_free);
  for (guint i = 0; i < plans->len && i < MAX_PLANS; i++)
    g_ptr_array_add (options, plan_to_option (self, &g_array_index (plans, TmCotsPlan, i)));
  tm_advisor_panel_set_options (self->panel, options,
                                _("Your bed is empty: there is nothing to group."));
}

TmAdvisorPanel *
tm_cots_plan_advisor_get_panel (TmCotsPlanAdvisor *self)
{
  g_return_val_if_fail (TM_IS_COTS_PLAN_ADVISOR (self), NULL);
  return self->panel;
}

static void
on_use_groups (TmCotsPlanAdvisor *self,
               JsonObject        *move)
{
  g_signal_emit (self, signals[USE_GROUPS], 0, move);
}

/* A row per shield position the player analysed and that is not face
 * up yet, offering every card the player has not seen on the field. */
static void
build_shield_rows (TmCotsPlanAdvisor *self)
{
  guint analyses = MIN (self->state.analyses[self->player], TM_COTS_SHIELD_SIZE);
  guint n_rows = 0;

  for (guint k = 0; k < analyses; k++)
    {
      guint index = self->player == 0 ? k : TM_COTS_SHIELD_SIZE - 1 - k;
      g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
      g_autofree char *title = NULL;
      AdwComboRow *row;
      guint n = 0;

      if (self->state.shield[index] != TM_COTS_NO_CARD)
        continue;
      gtk_string_list_append (names, _("Not entered"));
      for (TmCotsCard card = 0; card < TM_COTS_N_CARDS; card++)
        if (!tm_cots_card_set_contains (self->state.seen, card))
          {
            g_autofree char *name = tm_cots_text_card (card);

            gtk_string_list_append (names, name);
            self->shield_choices[index][n++] = card;
          }
      row = ADW_COMBO_ROW (adw_combo_row_new ());
      /* Translators: a shield position the player analysed, e.g. "Shield card 2". */
      title = g_strdup_printf (_("Shield card %u"), index + 1);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_combo_row_set_model (row, G_LIST_MODEL (names));
      g_signal_connect_swapped (row, "notify::selected", G_CALLBACK (update_plans), self);
      gtk_list_box_append (self->shield_list, GTK_WIDGET (row));
      self->shield_rows[index] = row;
      n_rows++;
    }

  gtk_widget_set_visible (GTK_WIDGET (self->shield_list), n_rows > 0);
  gtk_label_set_text (self->shield_hint,
                      n_rows > 0
                      ? _("Enter the shield cards you looked at when you analysed: the plans count them. "
                          "The other shield cards may be any card you have not seen.")
                      : _("You analysed no shield card that is still face down: the plans count every card "
                          "you have not seen as equally likely in the shield."));
}

static void
tm_cots_plan_advisor_dispose (GObject *object)
{
  tm_dispose_template (GTK_WIDGET (object), TM_TYPE_COTS_PLAN_ADVISOR);

  G_OBJECT_CLASS (tm_cots_plan_advisor_parent_class)->dispose (object);
}

static void
tm_cots_plan_advisor_class_init (TmCotsPlanAdvisorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_cots_plan_advisor_dispose;

  tm_focus_class_pass_to_children (widget_class);

  /* The player chose a plan: (JsonObject *move), a groups move. */
  signals[USE_GROUPS] = tm_move_signal_new ("use-groups", G_TYPE_FROM_CLASS (klass));

  g_type_ensure (TM_TYPE_ADVISOR_PANEL);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablemate/Tablemate/tm-cots-plan-advisor.ui");
  gtk_widget_class_bind_template_child (widget_class, TmCotsPlanAdvisor, heading_label);
  gtk_widget_class_bind_template_child (widget_class, TmCotsPlanAdvisor, bed_label);
  gtk_widget_class_bind_template_child (widget_class, TmCotsPlanAdvisor, shield_hint);
  gtk_widget_class_bind_template_child (widget_class, TmCotsPlanAdvisor, shield_list);
  gtk_widget_class_bind_template_child (widget_class, TmCotsPlanAdvisor, error_label);
  gtk_widget_class_bind_template_child (widget_class, TmCotsPlanAdvisor, panel);
  gtk_widget_class_bind_template_callback (widget_class, on_use_groups);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tm_cots_plan_advisor_init (TmCotsPlanAdvisor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  tm_advisor_panel_set_score_kind (self->panel, TM_ADVISOR_SCORE_POINTS);
  /* Translators: the button of one grouping in the planner, and what it does ("Use grouping option 2: …"). */
  tm_advisor_panel_set_play_label (self->panel, _("_Use"), _("Use grouping"));
}

GtkWidget *
tm_cots_plan_advisor_new (const TmCotsState *state,
                          guint              player,
                          const char        *name)
{
  TmCotsPlanAdvisor *self;
  TmCotsCard bed[TM_COTS_N_CARDS];
  guint n_bed = 0;
  g_autofree char *heading = NULL;
  g_autofree char *cards = NULL;
  g_autofree char *bed_text = NULL;
  g_autofree char *title = NULL;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (player < 2, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  self = g_object_new (TM_TYPE_COTS_PLAN_ADVISOR, NULL);
  self->state = *state;
  self->player = player;

  /* Translators: the planner's heading in the private view, e.g. "Aoi, the best groups for your bed". */
  heading = g_strdup_printf (_("%s, the best groups for your bed"), name);
  gtk_label_set_text (self->heading_label, heading);
  for (TmCotsCard card = 0; card < TM_COTS_N_CARDS; card++)
    if (tm_cots_card_set_contains (state->bed[player], card))
      bed[n_bed++] = card;
  cards = describe_cards (bed, n_bed);
  /* Translators: the player's own bed, shown only in the private view. */
  bed_text = g_strdup_printf (_("Your bed: %s."), cards);
  gtk_label_set_text (self->bed_label, bed_text);
  /* Translators: the heading of the plans, best first, worded as the
   * button that opens them ("Show Options for Aoi’s Groups…"), e.g.
   * "Options for Aoi’s groups, best first (analysis points not included)". */
  title = g_strdup_printf (_("Options for %s’s groups, best first (analysis points not included)"), name);
  tm_advisor_panel_set_title (self->panel, title);
  build_shield_rows (self);
  update_plans (self);
  return GTK_WIDGET (self);
}
