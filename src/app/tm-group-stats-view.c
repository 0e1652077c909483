/* tm-group-stats-view.c — the figures a group talks about */
#include "config.h"

#include "tm-group-stats-view.h"
#include "widgets/tm-accessible-name.h"
#include "widgets/tm-tooltip.h"
#include "tm-history-text.h"
#include "tm-player-badge.h"
#include "core/tm-group-statistics.h"
#include "core/tm-statistics.h"

#include <adwaita.h>
#include <glib/gi18n.h>

/* Lists stay short enough to read: the most played first. */
#define MAX_ROWS 12

struct _TmGroupStatsView
{
  GtkWidget parent_instance;

  TmHistory *history;
  GPtrArray *players;          /* every player of the history, for their colours */
  GtkWidget *box;
  GHashTable *section_rows;    /* section name → GPtrArray of its rows, in order */
  AdwPreferencesGroup *periods;
  GtkWidget *period_switch;    /* the Months / Years toggle */
};

G_DEFINE_FINAL_TYPE (TmGroupStatsView, tm_group_stats_view, GTK_TYPE_WIDGET)

char *
tm_group_stats_format_duration (gint64 seconds)
{
  gint64 minutes = seconds / 60;

  /* Games without "at" times add nothing: none of them, nothing known. */
  if (seconds <= 0)
    return g_strdup (_("time not recorded"));
  if (seconds < 60)
    return g_strdup (_("under a minute"));
  if (minutes < 60)
    /* Translators: a time played in minutes, e.g. "12 min". */
    return g_strdup_printf (_("%d min"), (int) minutes);
  /* Translators: a time played in hours and minutes, e.g. "2 h 05 min". */
  return g_strdup_printf (_("%d h %02d min"), (int) (minutes / 60), (int) (minutes % 60));
}

static AdwPreferencesGroup *
add_section (TmGroupStatsView *self,
             const char       *name,
             const char       *title,
             const char       *description)
{
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  if (description != NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  gtk_box_append (GTK_BOX (self->box), group);
  g_object_set_data (G_OBJECT (group), "section", (gpointer) name);
  g_hash_table_insert (self->section_rows, (gpointer) name, g_ptr_array_new ());
  return ADW_PREFERENCES_GROUP (group);
}

static GtkWidget *
add_row (TmGroupStatsView    *self,
         AdwPreferencesGroup *group,
         const char          *title,
         const char          *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  g_ptr_array_add (g_hash_table_lookup (self->section_rows, g_object_get_data (G_OBJECT (group), "section")), row);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_preferences_group_add (group, row);
  return row;
}

static void
add_badge (TmGroupStatsView *self,
           GtkWidget        *row,
           const char       *name)
{
  guint colour = tm_player_colour_among (tm_history_get_player_book (self->history), self->players, name);

  adw_action_row_add_prefix (ADW_ACTION_ROW (row), tm_player_badge_new (name, colour));
}

static void
fill_time (TmGroupStatsView *self)
{
  GListModel *entries = G_LIST_MODEL (self->history);
  g_autoptr(GPtrArray) players = tm_group_statistics_players (entries);
  g_autoptr(GArray) games = tm_group_statistics_game_times (entries);
  AdwPreferencesGroup *group;
  gint64 total = 0;

  for (guint i = 0; i < games->len; i++)
    total += g_array_index (games, TmGameTime, i).time_s;
  group = add_section (self, "time", _("Time Played"),
                       total == 0 ? _("Games record their time from now on; older games add nothing.") : NULL);
  for (guint i = 0; i < players->len && i < MAX_ROWS; i++)
    {
      TmPlayerTotals *totals = g_ptr_array_index (players, i);
      g_autofree char *time = tm_group_stats_format_duration (totals->time_s);
      g_autofree char *subtitle = NULL;

      /* Translators: a player's time played and games, e.g. "2 h 05 min · 7 games". */
      subtitle = g_strdup_printf (ngettext ("%s · %u game", "%s · %u games", totals->games),
                                  time, totals->games);
      add_badge (self, add_row (self, group, totals->name, subtitle), totals->name);
    }
  for (guint i = 0; i < games->len; i++)
    {
      const TmGameTime *game = &g_array_index (games, TmGameTime, i);
      g_autofree char *time = tm_group_stats_format_duration (game->time_s);
      g_autofree char *subtitle = g_strdup_printf (ngettext ("%s · %u game", "%s · %u games", game->games),
                                                   time, game->games);

      add_row (self, group, tm_history_text_game_name (game->game_id), subtitle);
    }
}

static char *
period_title (const TmPeriodCount *period)
{
  g_autoptr(GDateTime) date = NULL;

  if (period->month == 0)
    return g_strdup_printf ("%d", period->year);
  date = g_date_time_new_utc (period->year, period->month, 1, 0, 0, 0);
  /* Translators: a month of the games-by-month list (strftime), e.g.
   * "November 2026"; Japanese "2026年11月". */
  return g_date_time_format (date, C_("month of a year", "%B %Y"));
}

static void
fill_periods (TmGroupStatsView *self)
{
  gboolean years = gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->period_switch));
  g_autoptr(GArray) periods = years ? tm_group_statistics_years (G_LIST_MODEL (self->history))
                                    : tm_group_statistics_months (G_LIST_MODEL (self->history));
  GPtrArray *rows = g_hash_table_lookup (self->section_rows, "periods");
  guint most = 1;

  adw_preferences_group_set_title (self->periods, years ? _("Games by Year") : _("Games by Month"));
  for (guint i = 0; i < rows->len; i++)
    adw_preferences_group_remove (self->periods, g_ptr_array_index (rows, i));
  g_ptr_array_set_size (rows, 0);
  for (guint i = 0; i < periods->len; i++)
    most = MAX (most, g_array_index (periods, TmPeriodCount, i).games);
  /* Newest first, the most recent MAX_ROWS. */
  for (guint k = 0; k < periods->len && k < MAX_ROWS; k++)
    {
      const TmPeriodCount *period = &g_array_index (periods, TmPeriodCount, periods->len - 1 - k);
      g_autofree char *title = period_title (period);
      g_autofree char *subtitle = g_strdup_printf (ngettext ("%u game", "%u games", period->games),
                                                   period->games);
      GtkWidget *row = add_row (self, self->periods, title, subtitle);
      GtkWidget *bar = gtk_level_bar_new_for_interval (0, most);

      /* The bar is the same number said again: hidden from screen readers. */
      gtk_level_bar_set_value (GTK_LEVEL_BAR (bar), period->games);
      /* One colour for every bar: the most played is not "full". */
      gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_LOW);
      gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_HIGH);
      gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_FULL);
      gtk_widget_set_size_request (bar, 96, -1);
      gtk_widget_set_valign (bar, GTK_ALIGN_CENTER);
      gtk_accessible_update_state (GTK_ACCESSIBLE (bar), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), bar);
    }
}

static void
fill_player_counts (TmGroupStatsView *self)
{
  g_autoptr(GArray) counts = tm_group_statistics_by_player_count (G_LIST_MODEL (self->history));
  AdwPreferencesGroup *group = add_section (self, "counts", _("Results by Player Count"), NULL);

  for (guint i = 0; i < counts->len; i++)
    {
      const TmPlayerCountResults *count = &g_array_index (counts, TmPlayerCountResults, i);
      /* Translators: a row title of results by player count, e.g. "3 players". */
      g_autofree char *title = g_strdup_printf (ngettext ("%u player", "%u players", count->n_players),
                                                count->n_players);
      /* Translators: e.g. "12 games · 2 without a winner". */
      g_autofree char *subtitle = g_strdup_printf (ngettext ("%u game · %u without a winner",
                                                             "%u games · %u without a winner", count->games),
                                                   count->games, count->games - count->decided);

      add_row (self, group, title, subtitle);
    }
}

static void
fill_rivals (TmGroupStatsView *self)
{
  g_autoptr(GPtrArray) rivals = tm_group_statistics_rivals (G_LIST_MODEL (self->history));
  AdwPreferencesGroup *group = add_section (self, "rivals", _("Rivals"),
                                            rivals->len == 0 ? _("Rivals show once two players have played against each other.") : NULL);

  for (guint i = 0; i < rivals->len && i < MAX_ROWS; i++)
    {
      TmRivalry *rivalry = g_ptr_array_index (rivals, i);
      /* Translators: head to head, e.g. "Mio 3 – 2 Aoi". */
      g_autofree char *title = g_strdup_printf (_("%s %u – %u %s"), rivalry->players[0], rivalry->wins[0],
                                                rivalry->wins[1], rivalry->players[1]);
      g_autofree char *subtitle = g_strdup_printf (ngettext ("%u game together", "%u games together",
                                                             rivalry->games), rivalry->games);
      GtkWidget *row = add_row (self, group, title, subtitle);

      add_badge (self, row, rivalry->players[0]);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 tm_player_badge_new (rivalry->players[1],
                                                      tm_player_colour_among (tm_history_get_player_book (self->history),
                                                                              self->players, rivalry->players[1])));
    }
}

static void
add_game_record (TmGroupStatsView    *self,
                 AdwPreferencesGroup *group,
                 const char          *title,
                 gboolean             longest)
{
  g_autoptr(TmHistoryEntry) entry = tm_group_statistics_extreme_game (G_LIST_MODEL (self->history), longest);
  g_autofree char *time = NULL;
  g_autofree char *date = NULL;
  g_autofree char *subtitle = NULL;

  if (entry == NULL)
    return;
  time = tm_group_stats_format_duration (tm_history_entry_get_duration_s (entry));
  date = tm_history_text_date (tm_history_entry_get_created (entry));
  /* Translators: the longest or shortest game: its time, the game, its
   * date, e.g. "2 h 05 min · Children of the Sun · 21 November 2026". */
  subtitle = g_strdup_printf (_("%s · %s · %s"), time,
                              tm_history_text_game_name (tm_history_entry_get_game_id (entry)), date);
  add_row (self, group, title, subtitle);
}

static void
fill_records (TmGroupStatsView *self)
{
  g_autoptr(GPtrArray) players = tm_group_statistics_players (G_LIST_MODEL (self->history));
  AdwPreferencesGroup *group = add_section (self, "records", _("Records and Streaks"), NULL);

  add_game_record (self, group, _("Longest game"), TRUE);
  add_game_record (self, group, _("Shortest game"), FALSE);
  for (guint i = 0; i < players->len && i < MAX_ROWS; i++)
    {
      TmPlayerTotals *totals = g_ptr_array_index (players, i);
      /* Translators: a player's winning streaks, e.g.
       * "Best streak 4 wins · now 1". */
      g_autofree char *subtitle = g_strdup_printf (ngettext ("Best streak %u win · now %u",
                                                             "Best streak %u wins · now %u",
                                                             totals->longest_streak),
                                                   totals->longest_streak, totals->current_streak);

      add_badge (self, add_row (self, group, totals->name, subtitle), totals->name);
    }
}

char *
tm_group_stats_view_get_text (TmGroupStatsView *self,
                              const char       *section)
{
  GPtrArray *rows;
  g_autoptr(GString) text = g_string_new (NULL);

  g_return_val_if_fail (TM_IS_GROUP_STATS_VIEW (self), NULL);

  rows = g_hash_table_lookup (self->section_rows, section);
  g_return_val_if_fail (rows != NULL, NULL);
  for (guint i = 0; i < rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (rows, i);
      const char *subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (row));

      g_string_append_printf (text, "%s — %s\n", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                              subtitle != NULL ? subtitle : "");
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

GtkWidget *
tm_group_stats_view_new (TmHistory *history)
{
  TmGroupStatsView *self;

  g_return_val_if_fail (TM_IS_HISTORY (history), NULL);

  self = g_object_new (TM_TYPE_GROUP_STATS_VIEW, NULL);
  self->history = g_object_ref (history);
  self->players = tm_statistics_list_players (G_LIST_MODEL (history));
  fill_time (self);
  /* Games by month or by year: the toggle sits in the header, so the
   * list below changes and the toggle does not move. */
  self->periods = add_section (self, "periods", _("Games by Month"), NULL);
  self->period_switch = gtk_toggle_button_new_with_mnemonic (_("By _Year"));
  gtk_widget_set_valign (self->period_switch, GTK_ALIGN_CENTER);
  tm_tooltip_set_text (self->period_switch, _("Count the games by year instead of by month"));
  adw_preferences_group_set_header_suffix (self->periods, self->period_switch);
  g_signal_connect_swapped (self->period_switch, "toggled", G_CALLBACK (fill_periods), self);
  fill_periods (self);
  fill_player_counts (self);
  fill_rivals (self);
  fill_records (self);
  return GTK_WIDGET (self);
}

static void
tm_group_stats_view_dispose (GObject *object)
{
  TmGroupStatsView *self = TM_GROUP_STATS_VIEW (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->history);
  g_clear_pointer (&self->players, g_ptr_array_unref);
  g_clear_pointer (&self->section_rows, g_hash_table_unref);
  G_OBJECT_CLASS (tm_group_stats_view_parent_class)->dispose (object);
}

static void
tm_group_stats_view_class_init (TmGroupStatsViewClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = tm_group_stats_view_dispose;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
}

static void
tm_group_stats_view_init (TmGroupStatsView *self)
{
  self->section_rows = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                              (GDestroyNotify) g_ptr_array_unref);
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
}
