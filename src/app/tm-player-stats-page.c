/* tm-player-stats-page.c — one player across the history */
#include "config.h"

#include "tm-player-stats-page.h"
#include "widgets/tm-accessible-name.h"
#include "core/tm-registry.h"
#include "widgets/tm-focus.h"
#include "tm-history-text.h"
#include "tm-score-chart.h"
#include "core/tm-statistics.h"
#include "core/tm-group-statistics.h"
#include "tm-group-stats-view.h"
#include "tm-player-badge.h"
#include "tm-rename-player.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

struct _TmPlayerStatsPage
{
  GtkWidget parent_instance;

  GListModel *entries;
  char *player;
  GPtrArray *game_ids;       /* (const char *) the games in chart_game, in order */
  GPtrArray *opponents;      /* (char *) the players in the opponent drop-down */
  GPtrArray *game_rows;      /* rows of games_group */
  gboolean filling;          /* drop-downs being refilled: no updates */
  AdwMessageDialog *rename_dialog;   /* weak: while it is open */

  /* Template widgets */
  TmPlayerBadge *badge;
  GtkLabel *name_label;
  GtkLabel *summary_label;
  AdwPreferencesGroup *games_group;
  GtkDropDown *chart_game;
  TmScoreChart *chart;
  GtkDropDown *opponent;
  GtkLabel *h2h_label;
  GtkLabel *h2h_detail;
};

G_DEFINE_FINAL_TYPE (TmPlayerStatsPage, tm_player_stats_page, GTK_TYPE_WIDGET)

enum { RENAMED, N_SIGNALS };
static guint signals[N_SIGNALS];

static TmPlayerBook *
get_book (TmPlayerStatsPage *self)
{
  return TM_IS_HISTORY (self->entries) ? tm_history_get_player_book (TM_HISTORY (self->entries)) : NULL;
}

/* All games together: time played and streaks. */
static void
update_summary (TmPlayerStatsPage *self)
{
  g_autoptr(GPtrArray) players = tm_group_statistics_players (self->entries);

  for (guint i = 0; i < players->len; i++)
    {
      TmPlayerTotals *totals = g_ptr_array_index (players, i);
      g_autofree char *time = NULL;
      g_autofree char *text = NULL;

      if (!g_str_equal (totals->name, self->player))
        continue;
      if (totals->time_s > 0)
        {
          time = tm_group_stats_format_duration (totals->time_s);
          /* Translators: a player's whole history in one line, e.g.
           * "7 games · 2 h 05 min played · best streak 3 · now 1". */
          text = g_strdup_printf (ngettext ("%u game · %s played · best streak %u · now %u",
                                            "%u games · %s played · best streak %u · now %u", totals->games),
                                  totals->games, time, totals->longest_streak, totals->current_streak);
        }
      else
        /* Translators: the same when no game of theirs recorded its time,
         * e.g. "7 games · best streak 3 · now 1". */
        text = g_strdup_printf (ngettext ("%u game · best streak %u · now %u",
                                          "%u games · best streak %u · now %u", totals->games),
                                totals->games, totals->longest_streak, totals->current_streak);
      gtk_label_set_text (self->summary_label, text);
      return;
    }
  gtk_label_set_text (self->summary_label, "");
}

static void
on_renamed (GObject    *owner,
            const char *new_name)
{
  g_signal_emit (owner, signals[RENAMED], 0, new_name);
}

static void
on_rename_clicked (TmPlayerStatsPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (!TM_IS_HISTORY (self->entries) || self->player == NULL)
    return;
  self->rename_dialog = tm_rename_player_ask (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                              TM_HISTORY (self->entries), self->player,
                                              G_OBJECT (self), on_renamed);
  g_object_add_weak_pointer (G_OBJECT (self->rename_dialog), (gpointer *) &self->rename_dialog);
}

AdwMessageDialog *
tm_player_stats_page_get_rename_dialog (TmPlayerStatsPage *self)
{
  g_return_val_if_fail (TM_IS_PLAYER_STATS_PAGE (self), NULL);
  return self->rename_dialog;
}

char *
tm_player_stats_describe (guint  played,
                          guint  wins,
                          double win_rate,
                          double average,
                          int    best)
{
  guint rate = (guint) floor (100 * win_rate + 0.5);
  g_autofree char *text = NULL;

  /* Translators: a player's results at a game: wins of games played, the
   * share won, the mean score and the highest, e.g.
   * "12 of 20 won (60 %) · average 9.5 · best 15". */
  text = g_strdup_printf (ngettext ("%u of %u won (%u %%) · average %.1f · best %d",
                                    "%u of %u won (%u %%) · average %.1f · best %d", played),
                          wins, played, rate, average, best);
  /* "best" is not left at the end of one line and its score on the next. */
  return tm_history_text_keep_parts (text);
}

static void
update_chart (TmPlayerStatsPage *self)
{
  guint selected = gtk_drop_down_get_selected (self->chart_game);
  const char *game_id;
  g_autoptr(GArray) points = NULL;
  g_autofree char *label = NULL;

  if (self->filling || selected >= self->game_ids->len)
    return;
  game_id = g_ptr_array_index (self->game_ids, selected);
  points = tm_statistics_score_series (self->entries, self->player, game_id);
  /* Translators: what a chart shows, for screen readers, e.g.
   * "Mio’s scores at Children of the Sun". */
  label = g_strdup_printf (_("%s’s scores at %s"), self->player, tm_history_text_game_name (game_id));
  tm_score_chart_set_points (self->chart, points, label);
}

static void
update_head_to_head (TmPlayerStatsPage *self)
{
  guint selected = gtk_drop_down_get_selected (self->opponent);
  const char *other;
  TmHeadToHead all;
  g_autoptr(GString) detail = g_string_new (NULL);
  g_autofree char *title = NULL;

  if (self->filling)
    return;
  if (selected >= self->opponents->len)
    {
      gtk_label_set_text (self->h2h_label, _("Nobody else has played yet."));
      gtk_label_set_text (self->h2h_detail, "");
      return;
    }
  other = g_ptr_array_index (self->opponents, selected);
  all = tm_statistics_head_to_head (self->entries, self->player, other, NULL);
  if (all.games == 0)
    {
      /* Translators: two players who never played in the same game. */
      title = g_strdup_printf (_("%s and %s have not played together."), self->player, other);
      gtk_label_set_text (self->h2h_label, title);
      gtk_label_set_text (self->h2h_detail, "");
      return;
    }

  /* Translators: head to head, e.g. "Mio 3 – 2 Aoi". */
  title = g_strdup_printf (_("%s %u – %u %s"), self->player, all.wins_a, all.wins_b, other);
  gtk_label_set_text (self->h2h_label, title);

  /* Translators: the rest of a head to head: games together and draws. */
  g_string_append_printf (detail, ngettext ("%u game together", "%u games together", all.games), all.games);
  if (all.draws > 0)
    {
      g_string_append (detail, " · ");
      /* Translators: games two players both won (shared) or neither won. */
      g_string_append_printf (detail, ngettext ("%u without a winner between them",
                                                "%u without a winner between them", all.draws),
                              all.draws);
    }
  /* Game by game, when they played more than one. */
  {
    g_autoptr(GPtrArray) games = tm_statistics_list_games (self->entries);
    guint n_shared = 0;

    for (guint i = 0; i < games->len; i++)
      if (tm_statistics_head_to_head (self->entries, self->player, other,
                                      g_ptr_array_index (games, i)).games > 0)
        n_shared++;
    for (guint i = 0; n_shared > 1 && i < games->len; i++)
      {
        const char *game_id = g_ptr_array_index (games, i);
        TmHeadToHead one = tm_statistics_head_to_head (self->entries, self->player, other, game_id);

        if (one.games == 0)
          continue;
        g_string_append_c (detail, '\n');
        /* Translators: head to head at one game, e.g. "Children of the Sun: 2 – 1". */
        g_string_append_printf (detail, _("%s: %u – %u"), tm_history_text_game_name (game_id),
                                one.wins_a, one.wins_b);
      }
  }
  gtk_label_set_text (self->h2h_detail, detail->str);
}

static void
fill_games (TmPlayerStatsPage *self)
{
  g_autoptr(GPtrArray) games = tm_statistics_list_games (self->entries);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

  for (guint i = 0; i < self->game_rows->len; i++)
    adw_preferences_group_remove (self->games_group, g_ptr_array_index (self->game_rows, i));
  g_ptr_array_set_size (self->game_rows, 0);
  g_ptr_array_set_size (self->game_ids, 0);

  for (guint i = 0; i < games->len; i++)
    {
      const char *game_id = g_ptr_array_index (games, i);
      g_autoptr(TmPlayerStats) stats = tm_statistics_player (self->entries, self->player, game_id);
      g_autofree char *subtitle = NULL;
      GtkWidget *row;

      if (stats->played == 0)
        continue;
      if (tm_registry_lookup (game_id) != NULL && tm_registry_lookup (game_id)->cooperative)
        /* Played together: the team's wins, no ranking of scores. */
        subtitle = g_strdup_printf (ngettext ("%u of %u won together", "%u of %u won together",
                                              stats->played), stats->wins, stats->played);
      else
        subtitle = tm_player_stats_describe (stats->played, stats->wins, stats->win_rate,
                                             stats->average, stats->best);
      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), tm_history_text_game_name (game_id));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      g_object_set_data_full (G_OBJECT (row), "game-id", g_strdup (game_id), g_free);
      adw_preferences_group_add (self->games_group, row);
      g_ptr_array_add (self->game_rows, row);

      g_ptr_array_add (self->game_ids, (gpointer) game_id);
      gtk_string_list_append (names, tm_history_text_game_name (game_id));
    }
  gtk_drop_down_set_model (self->chart_game, G_LIST_MODEL (names));
  /* The game they played most is the one to chart first. */
  {
    guint best = 0, most = 0;

    for (guint i = 0; i < self->game_ids->len; i++)
      {
        g_autoptr(TmPlayerStats) stats = tm_statistics_player (self->entries, self->player,
                                                                g_ptr_array_index (self->game_ids, i));
        if (stats->played > most)
          {
            most = stats->played;
            best = i;
          }
      }
    gtk_drop_down_set_selected (self->chart_game, best);
  }
}

static void
fill_opponents (TmPlayerStatsPage *self)
{
  g_autoptr(GPtrArray) players = tm_statistics_list_players (self->entries);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  guint best = 0, most = 0;

  g_ptr_array_set_size (self->opponents, 0);
  for (guint i = 0; i < players->len; i++)
    {
      const char *other = g_ptr_array_index (players, i);
      TmHeadToHead h2h;

      if (g_str_equal (other, self->player))
        continue;
      /* Whom they played most is the one to compare with first. */
      h2h = tm_statistics_head_to_head (self->entries, self->player, other, NULL);
      if (h2h.games > most)
        {
          most = h2h.games;
          best = self->opponents->len;
        }
      g_ptr_array_add (self->opponents, g_strdup (other));
      gtk_string_list_append (names, other);
    }
  gtk_drop_down_set_model (self->opponent, G_LIST_MODEL (names));
  gtk_drop_down_set_selected (self->opponent, best);
  gtk_widget_set_sensitive (GTK_WIDGET (self->opponent), self->opponents->len > 0);
}

void
tm_player_stats_page_show (TmPlayerStatsPage *self,
                           GListModel        *entries,
                           const char        *player,
                           const char        *game_id)
{
  guint index = 0;

  g_return_if_fail (TM_IS_PLAYER_STATS_PAGE (self));
  g_return_if_fail (G_IS_LIST_MODEL (entries));
  g_return_if_fail (player != NULL);

  g_set_object (&self->entries, entries);
  g_free (self->player);
  self->player = g_strdup (player);
  gtk_label_set_text (self->name_label, player);
  tm_player_badge_set (self->badge, player, tm_player_colour_of (get_book (self), entries, player));
  update_summary (self);

  self->filling = TRUE;
  fill_games (self);
  fill_opponents (self);
  if (game_id != NULL
      && g_ptr_array_find_with_equal_func (self->game_ids, game_id, g_str_equal, &index))
    gtk_drop_down_set_selected (self->chart_game, index);
  self->filling = FALSE;
  tm_score_chart_set_colour (self->chart, tm_player_colour_of (get_book (self), entries, player));
  update_chart (self);
  update_head_to_head (self);
}

const char *
tm_player_stats_page_get_chart_game (TmPlayerStatsPage *self)
{
  guint selected;

  g_return_val_if_fail (TM_IS_PLAYER_STATS_PAGE (self), NULL);

  selected = gtk_drop_down_get_selected (self->chart_game);
  return selected < self->game_ids->len ? g_ptr_array_index (self->game_ids, selected) : NULL;
}

const char *
tm_player_stats_page_get_player (TmPlayerStatsPage *self)
{
  g_return_val_if_fail (TM_IS_PLAYER_STATS_PAGE (self), NULL);
  return self->player;
}

void
tm_player_stats_page_set_opponent (TmPlayerStatsPage *self,
                                   const char        *opponent)
{
  g_return_if_fail (TM_IS_PLAYER_STATS_PAGE (self));

  for (guint i = 0; i < self->opponents->len; i++)
    if (g_str_equal (g_ptr_array_index (self->opponents, i), opponent))
      gtk_drop_down_set_selected (self->opponent, i);
}

const char *
tm_player_stats_page_get_head_to_head (TmPlayerStatsPage *self)
{
  g_return_val_if_fail (TM_IS_PLAYER_STATS_PAGE (self), NULL);
  return gtk_label_get_text (self->h2h_label);
}

GtkWidget *
tm_player_stats_page_get_chart (TmPlayerStatsPage *self)
{
  g_return_val_if_fail (TM_IS_PLAYER_STATS_PAGE (self), NULL);
  return GTK_WIDGET (self->chart);
}

static void
tm_player_stats_page_dispose (GObject *object)
{
  TmPlayerStatsPage *self = TM_PLAYER_STATS_PAGE (object);

  if (self->rename_dialog != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->rename_dialog), (gpointer *) &self->rename_dialog);
  self->rename_dialog = NULL;
  tm_dispose_template (GTK_WIDGET (self), TM_TYPE_PLAYER_STATS_PAGE);
  g_clear_object (&self->entries);
  g_clear_pointer (&self->player, g_free);
  g_clear_pointer (&self->game_ids, g_ptr_array_unref);
  g_clear_pointer (&self->opponents, g_ptr_array_unref);
  g_clear_pointer (&self->game_rows, g_ptr_array_unref);

  G_OBJECT_CLASS (tm_player_stats_page_parent_class)->dispose (object);
}

static void
tm_player_stats_page_class_init (TmPlayerStatsPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_player_stats_page_dispose;
  tm_focus_class_pass_to_children (widget_class);

  g_type_ensure (TM_TYPE_SCORE_CHART);
  g_type_ensure (TM_TYPE_PLAYER_BADGE);

  /* The player was renamed (or merged) to (const char *new_name). */
  signals[RENAMED] = g_signal_new ("renamed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tablemate/Tablemate/tm-player-stats-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TmPlayerStatsPage, badge);
  gtk_widget_class_bind_template_child (widget_class, TmPlayerStatsPage, name_label);
  gtk_widget_class_bind_template_child (widget_class, TmPlayerStatsPage, summary_label);
  gtk_widget_class_bind_template_callback (widget_class, on_rename_clicked);
  gtk_widget_class_bind_template_child (widget_class, TmPlayerStatsPage, games_group);
  gtk_widget_class_bind_template_child (widget_class, TmPlayerStatsPage, chart_game);
  gtk_widget_class_bind_template_child (widget_class, TmPlayerStatsPage, chart);
  gtk_widget_class_bind_template_child (widget_class, TmPlayerStatsPage, opponent);
  gtk_widget_class_bind_template_child (widget_class, TmPlayerStatsPage, h2h_label);
  gtk_widget_class_bind_template_child (widget_class, TmPlayerStatsPage, h2h_detail);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tm_player_stats_page_init (TmPlayerStatsPage *self)
{
  self->game_ids = g_ptr_array_new ();
  self->opponents = g_ptr_array_new_with_free_func (g_free);
  self->game_rows = g_ptr_array_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_swapped (self->chart_game, "notify::selected", G_CALLBACK (update_chart), self);
  g_signal_connect_swapped (self->opponent, "notify::selected", G_CALLBACK (update_head_to_head), self);
  tm_accessible_name_drop_down (self->chart_game, _("Game shown in the chart"));
  tm_accessible_name_drop_down (self->opponent, _("Opponent"));
}
