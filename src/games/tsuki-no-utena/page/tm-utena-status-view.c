/* tm-utena-status-view.c — whose turn, the hands' sizes, the last move */
#include "config.h"

#include "tm-utena-status-view.h"
#include "games/tsuki-no-utena/rules/tm-utena-text.h"
#include "widgets/tm-focus.h"
#include "widgets/tm-page-support.h"

#include <glib/gi18n.h>

struct _TmUtenaStatusView
{
  GtkWidget parent_instance;

  /* The position shown */
  TmUtenaGame *game;
  GStrv players;
  char *move_text;

  /* Template widgets */
  GtkLabel *round_label;
  GtkLabel *turn_label;
  GtkLabel *info_label;
  GtkLabel *hands_label;
  GtkLabel *warnings_label;
  GtkMenuButton *all_warnings_button;
  GtkLabel *all_warnings_label;
  GtkLabel *move_label;
  GtkLabel *outcome_label;
  GtkLabel *error_label;
};

G_DEFINE_FINAL_TYPE (TmUtenaStatusView, tm_utena_status_view, GTK_TYPE_WIDGET)

/* The warnings shown in the view itself; the rest are one click away. */
#define MAX_WARNINGS_SHOWN 3

static const TmUtenaState *
get_state (TmUtenaStatusView *self)
{
  return tm_utena_game_get_state (self->game);
}

static const char *
player_name (TmUtenaStatusView *self,
             int                player)
{
  if (player < 0 || (guint) player >= g_strv_length (self->players))
    return "?";
  return self->players[player];
}

static char *
altar_name (TmUtenaStatusView *self,
            guint              altar)
{
  return tm_utena_state_name_altar (get_state (self), altar, (const char * const *) self->players);
}

/* Texts */

/* "Aoi: the pair matches on navy snake: +1 from navy, +1 from snake." */
static char *
describe_gain (TmUtenaStatusView    *self,
               const TmUtenaOutcome *outcome,
               int                   altar,
               TmUtenaMatch          match)
{
  g_autofree char *who = altar_name (self, (guint) altar);
  g_autofree char *icons = tm_utena_match_describe (match);
  g_autoptr(GString) parts = g_string_new (NULL);

  if (tm_utena_match_count (match) == 0)
    /* Translators: an altar's gain after a turn, when its pair shares no icon fully. */
    return g_strdup_printf (_("%s: the pair matches on nothing; no marker gained."), who);
  for (guint i = 0; i < outcome->n_transfers; i++)
    {
      const TmUtenaTransfer *t = &outcome->transfers[i];
      g_autofree char *cell = NULL;

      if (t->to_cloud || t->altar != altar)
        continue;
      cell = tm_utena_cell_name (t->cell);
      if (parts->len > 0)
        g_string_append (parts, _(", "));
      if (!t->paid)
        /* Translators: a cloud cell that had no marker to give, e.g. "nothing from snake (empty)". */
        g_string_append_printf (parts, _("nothing from %s (empty)"), cell);
      else if (t->centre)
        /* Translators: a marker gained once the outer ring is full. */
        g_string_append_printf (parts, _("+1 from %s onto the centre"), cell);
      else
        g_string_append_printf (parts, _("+1 from %s"), cell);
    }
  /* Translators: e.g. "Aoi: the pair matches on navy snake: +1 from navy, +1 from snake." */
  return g_strdup_printf (_("%s: the pair matches on %s: %s."), who, icons, parts->str);
}

static char *
describe_loss (TmUtenaStatusView    *self,
               const TmUtenaOutcome *outcome)
{
  g_autoptr(GString) parts = g_string_new (NULL);

  for (guint i = 0; i < outcome->n_transfers; i++)
    {
      const TmUtenaTransfer *t = &outcome->transfers[i];
      g_autofree char *who = NULL, *cell = NULL;

      if (!t->to_cloud)
        continue;
      who = altar_name (self, (guint) t->altar);
      cell = tm_utena_cell_name (t->cell);
      if (parts->len > 0)
        g_string_append (parts, _("; "));
      if (t->centre)
        /* Translators: one marker lost from a flower board's centre cell to a cloud cell, e.g. "Aoi’s centre → navy". */
        g_string_append_printf (parts, _("%s’s centre → %s"), who, cell);
      else
        /* Translators: one marker lost from a flower board to a cloud cell, e.g. "Aoi → navy". */
        g_string_append_printf (parts, _("%s → %s"), who, cell);
    }
  if (parts->len == 0)
    return g_strdup (_("Desire card laid; it hides nothing."));
  /* Translators: the markers a desire card took, in the order they were taken. */
  return g_strdup_printf (_("Desire card laid. Markers lost to the cloud, in order: %s."), parts->str);
}

static char *
describe_outcome (TmUtenaStatusView *self)
{
  const TmUtenaOutcome *outcome = tm_utena_game_get_last_outcome (self->game);
  g_autofree char *who = NULL;

  if (outcome == NULL)
    return g_strdup (_("No move yet."));
  if (outcome->altar >= 0)
    who = altar_name (self, (guint) outcome->altar);
  switch (outcome->type)
    {
    case TM_UTENA_MOVE_DESIRE:
      return describe_loss (self, outcome);
    case TM_UTENA_MOVE_PLAN:
      {
        const TmUtenaState *state = get_state (self);
        g_autofree char *altar = tm_utena_state_describe_altar (state, (guint) MAX (state->plan_altar, 0));

        /* Translators: solo, e.g. "The practitioner plan card goes to the left altar." */
        return g_strdup_printf (_("The practitioner plan card goes to %s; the others get desire cards."), altar);
      }
    case TM_UTENA_MOVE_REINFORCE:
      /* Translators: 増援, e.g. "Mio reinforces: …". */
      return g_strdup_printf (_("%s reinforces: the reserve joins the hand, and two turns follow."), who);
    case TM_UTENA_MOVE_PAIR:
    case TM_UTENA_MOVE_EXCHANGE:
      {
        g_autofree char *mine = describe_gain (self, outcome, outcome->altar, outcome->match);
        g_autofree char *theirs = NULL;

        if (outcome->partner < 0)
          return g_steal_pointer (&mine);
        theirs = describe_gain (self, outcome, outcome->partner, outcome->partner_match);
        return g_strdup_printf ("%s\n%s", mine, theirs);
      }
    case TM_UTENA_MOVE_PASS:
    default:
      return g_strdup ("");
    }
}

/* The last move in the players' words (tm_page_describe_last_move()),
 * "" before the first. */
static char *
describe_last_move (TmRecord *record)
{
  g_autofree char *words = tm_page_describe_last_move (record);

  if (words == NULL)
    return g_strdup ("");
  /* Translators: the last move in words, ending the sentence, e.g. "Mio exchanges … for Aoi’s …." */
  return g_strdup_printf (_("%s."), words);
}

/* The first @n warnings, one a line. */
static GString *
join_warnings (GArray *warnings,
               guint   n)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *line = tm_utena_warning_describe (&g_array_index (warnings, TmUtenaWarning, i));

      if (text->len > 0)
        g_string_append_c (text, '\n');
      g_string_append (text, line);
    }
  return text;
}

/* The whole list, laid out only when asked for: a bad card list breaks
 * the rule on many pairs, and a label of thousands of characters is
 * measured again at every width GTK tries. */
static void
show_all_warnings (TmUtenaStatusView *self,
                   GArray            *warnings)
{
  g_autoptr(GString) text = join_warnings (warnings, warnings->len);

  gtk_label_set_text (self->all_warnings_label, text->str);
}

static void
on_all_warnings_shown (TmUtenaStatusView *self)
{
  g_autoptr(GArray) warnings = tm_utena_state_get_warnings (get_state (self));

  show_all_warnings (self, warnings);
}

static void
show_status (TmUtenaStatusView *self)
{
  const TmUtenaState *state = get_state (self);
  g_autofree char *round = NULL, *turn = tm_game_describe_phase (TM_GAME (self->game));
  g_autoptr(GArray) warnings = tm_utena_state_get_warnings (state);
  g_autoptr(GString) info = g_string_new (NULL);
  g_autoptr(GString) hands = g_string_new (_("Hands (sizes only):"));
  g_autoptr(GString) warning_text = NULL;
  guint shown;
  int current = tm_utena_state_get_current_player (state);

  if (state->round == 0)
    round = g_strdup_printf (_("Before round 1 (at most %u rounds)"), state->max_rounds);
  else
    /* Translators: e.g. "Round 2 of 7". */
    round = g_strdup_printf (_("Round %u of %u"), state->round, state->max_rounds);
  gtk_label_set_text (self->round_label, round);
  gtk_label_set_text (self->turn_label, turn);

  if (current >= 0 && state->n_players >= 3)
    /* Translators: the player who enters the next move, e.g. "Now: Aoi (player 1)". */
    g_string_append_printf (info, _("Now: %s (player %d)"), player_name (self, current), current + 1);
  else if (current >= 0)
    /* Translators: the player who enters the next move. */
    g_string_append_printf (info, _("Now: %s"), player_name (self, current));
  /* One line each, none empty (nobody acts once the game is over). */
  if (state->parent >= 0)
    {
      if (info->len > 0)
        g_string_append_c (info, '\n');
      /* Translators: 親, with 3–4 players. */
      g_string_append_printf (info, _("Parent: %s"), player_name (self, state->parent));
    }
  if (state->n_players >= 2 && state->round >= 1 && state->phase != TM_UTENA_PHASE_FINISHED)
    {
      if (info->len > 0)
        g_string_append_c (info, '\n');
      g_string_append_printf (info, ngettext ("%u reinforcement declared this round",
                                              "%u reinforcements declared this round",
                                              state->reinforcements), state->reinforcements);
    }
  if (state->n_players == 1)
    {
      if (info->len > 0)
        g_string_append_c (info, '\n');
      g_string_append_printf (info, _("Practitioner deck: %u"), state->practitioner_deck);
    }
  if (state->phase == TM_UTENA_PHASE_TURN && state->reinforced)
    {
      if (info->len > 0)
        g_string_append_c (info, '\n');
      g_string_append_printf (info, ngettext ("%u turn left for this altar", "%u turns left for this altar",
                                              state->turns_left), state->turns_left);
    }
  gtk_label_set_text (self->info_label, info->str);

  for (guint p = 0; p < state->n_players; p++)
    {
      g_string_append (hands, p == 0 ? " " : _(", "));
      /* Translators: a hand's size, e.g. "Aoi 3". */
      g_string_append_printf (hands, _("%s %u"), player_name (self, (int) p), state->hands[p].size);
    }
  gtk_label_set_text (self->hands_label, hands->str);

  shown = MIN (warnings->len, MAX_WARNINGS_SHOWN);
  warning_text = join_warnings (warnings, shown);
  if (warnings->len > shown)
    {
      g_autofree char *more = NULL, *button = NULL;

      /* Translators: after the first warnings; the rest are behind the
       * button "Show All %u Warnings". */
      more = g_strdup_printf (ngettext ("%u more pair of cards does not share exactly one icon.",
                                        "%u more pairs of cards do not share exactly one icon.",
                                        warnings->len - shown),
                              warnings->len - shown);
      /* Translators: opens the whole list of the warnings. */
      button = g_strdup_printf (ngettext ("Show %u Warning", "Show All %u Warnings", warnings->len),
                                warnings->len);
      g_string_append_c (warning_text, '\n');
      g_string_append (warning_text, more);
      gtk_menu_button_set_label (self->all_warnings_button, button);
    }
  gtk_label_set_text (self->warnings_label, warning_text->str);
  gtk_widget_set_visible (GTK_WIDGET (self->warnings_label), warning_text->len > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->all_warnings_button), warnings->len > shown);
  if (warnings->len <= shown)
    gtk_menu_button_popdown (self->all_warnings_button);
  else if (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (self->all_warnings_button))))
    /* Open while the position changes: the list follows it. */
    show_all_warnings (self, warnings);
}

void
tm_utena_status_view_set_position (TmUtenaStatusView *self,
                                   TmRecord          *record,
                                   TmUtenaGame       *game)
{
  g_autoptr(GStrvBuilder) players = g_strv_builder_new ();
  g_autofree char *outcome = NULL;

  g_return_if_fail (TM_IS_UTENA_STATUS_VIEW (self));
  g_return_if_fail (TM_IS_RECORD (record));
  g_return_if_fail (TM_IS_UTENA_GAME (game));

  g_set_object (&self->game, game);
  for (guint p = 0; p < tm_record_get_n_players (record); p++)
    g_strv_builder_add (players, tm_record_get_player (record, p));
  g_strfreev (self->players);
  self->players = g_strv_builder_end (players);
  show_status (self);
  outcome = describe_outcome (self);
  gtk_label_set_text (self->outcome_label, outcome);
  g_free (self->move_text);
  self->move_text = describe_last_move (record);
  gtk_label_set_text (self->move_label, self->move_text);
  gtk_widget_set_visible (GTK_WIDGET (self->move_label), self->move_text[0] != '\0');
}

const char *
tm_utena_status_view_get_move_text (TmUtenaStatusView *self)
{
  g_return_val_if_fail (TM_IS_UTENA_STATUS_VIEW (self), NULL);
  return self->move_text != NULL ? self->move_text : "";
}

void
tm_utena_status_view_show_error (TmUtenaStatusView *self,
                                 const char        *message)
{
  g_return_if_fail (TM_IS_UTENA_STATUS_VIEW (self));

  gtk_label_set_text (self->error_label, message != NULL ? message : "");
}

const char *
tm_utena_status_view_get_status_text (TmUtenaStatusView *self)
{
  g_return_val_if_fail (TM_IS_UTENA_STATUS_VIEW (self), NULL);
  return gtk_label_get_text (self->turn_label);
}

const char *
tm_utena_status_view_get_outcome_text (TmUtenaStatusView *self)
{
  g_return_val_if_fail (TM_IS_UTENA_STATUS_VIEW (self), NULL);
  return gtk_label_get_text (self->outcome_label);
}

const char *
tm_utena_status_view_get_error_text (TmUtenaStatusView *self)
{
  g_return_val_if_fail (TM_IS_UTENA_STATUS_VIEW (self), NULL);
  return gtk_label_get_text (self->error_label);
}

const char *
tm_utena_status_view_get_warnings_text (TmUtenaStatusView *self)
{
  g_return_val_if_fail (TM_IS_UTENA_STATUS_VIEW (self), NULL);
  return gtk_label_get_text (self->warnings_label);
}

static void
tm_utena_status_view_dispose (GObject *object)
{
  TmUtenaStatusView *self = TM_UTENA_STATUS_VIEW (object);

  tm_dispose_template (GTK_WIDGET (object), TM_TYPE_UTENA_STATUS_VIEW);
  g_clear_object (&self->game);
  g_clear_pointer (&self->players, g_strfreev);
  g_clear_pointer (&self->move_text, g_free);

  G_OBJECT_CLASS (tm_utena_status_view_parent_class)->dispose (object);
}

static void
tm_utena_status_view_class_init (TmUtenaStatusViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_utena_status_view_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablemate/Tablemate/tm-utena-status-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TmUtenaStatusView, round_label);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaStatusView, turn_label);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaStatusView, info_label);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaStatusView, hands_label);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaStatusView, warnings_label);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaStatusView, all_warnings_button);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaStatusView, all_warnings_label);
  gtk_widget_class_bind_template_callback (widget_class, on_all_warnings_shown);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaStatusView, move_label);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaStatusView, outcome_label);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaStatusView, error_label);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tm-utena-status-view");
}

static void
tm_utena_status_view_init (TmUtenaStatusView *self)
{
  self->players = g_new0 (char *, 1);
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tm_utena_status_view_new (void)
{
  return g_object_new (TM_TYPE_UTENA_STATUS_VIEW, NULL);
}
