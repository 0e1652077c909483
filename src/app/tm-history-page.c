/* tm-history-page.c — the finished games and who wins them
 *
 * The list is a GtkListView over the TmHistory (a GListModel read from
 * its index), so showing thousands of games replays none of them and
 * builds only the rows on screen.  The Players view is rebuilt from the
 * statistics when it is shown after the history changed: with thousands
 * of games they cost more than the list, which is what opens first.
 */
#include "config.h"

#include "tm-history-page.h"
#include "tm-file-chooser.h"
#include "widgets/tm-accessible-name.h"
#include "widgets/tm-error-display.h"
#include "widgets/tm-focus.h"
#include "widgets/tm-list-first-screen.h"
#include "widgets/tm-toast-guard.h"
#include "tm-history-problems.h"
#include "tm-group-stats-view.h"
#include "tm-player-badge.h"
#include "tm-history-row.h"
#include "tm-history-text.h"
#include "tm-win-share-chart.h"
#include "core/tm-registry.h"
#include "core/tm-statistics.h"

#include <adwaita.h>
#include <glib/gi18n.h>

/* Rows in the list's first frame: more than the tallest screen shows
 * (a row is at least ~70 px). */
#define TM_HISTORY_PAGE_FIRST_ROWS 48

struct _TmHistoryPage
{
  GtkWidget parent_instance;

  TmHistory *history;
  GtkFilterListModel *shown;
  GtkCustomFilter *filter;

  /* The filters' choices, index for index with their drop-downs; the
   * first is "all" (NULL). */
  GPtrArray *filter_games;     /* const char * (static ids) */
  GPtrArray *filter_players;   /* char * */
  char *game_filter;
  char *player_filter;
  gboolean filling;

  GHashTable *ranking_rows;    /* "game\nplayer" → row (owned by the view) */
  gboolean players_stale;      /* the Players view shows an older history */
  GtkFileChooserNative *chooser;

  /* Template widgets */
  GtkStack *pages;
  AdwViewStack *views;
  GtkDropDown *game_filter_drop_down;
  GtkDropDown *player_filter_drop_down;
  GtkWidget *filter_bar;
  TmHistoryProblems *problems;
  GtkStack *list_stack;
  GtkListView *games_list;
  GtkMenuButton *more_button;
  /* The games deleted while the "deleted" toast shows, or NULL. */
  struct _Deletion *deletion;
  GtkButton *import_button;
  GtkButton *show_all_button;
  GtkStack *players_stack;
  GtkBox *players_box;
  TmHistoryGameView *game_view;
  TmPlayerStatsPage *player_page;
  GtkProgressBar *loading_bar;
  /* Updates the loading bar while records are read in the background. */
  guint loading_timeout_id;
};

G_DEFINE_FINAL_TYPE (TmHistoryPage, tm_history_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_TITLE,
  PROP_SUBTITLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Toasts ------------------------------------------------------------------ */

static void
add_toast (TmHistoryPage *self,
           AdwToast      *toast)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);

  tm_error_display_escape_toast (toast);
  if (overlay != NULL)
    tm_toast_guard_add (ADW_TOAST_OVERLAY (overlay), toast);
  else
    g_object_unref (g_object_ref_sink (toast));
}

static void
show_message (TmHistoryPage *self,
              const char    *message,
              gboolean       stays)
{
  /* Errors stay, the whole message a click away when long. */
  AdwToast *toast = stays ? tm_error_display_show (GTK_WIDGET (self), message)
                          : adw_toast_new (message);

  add_toast (self, toast);
}

/* Filters ----------------------------------------------------------------- */

static gboolean
entry_shown (gpointer item,
             gpointer user_data)
{
  TmHistoryPage *self = TM_HISTORY_PAGE (user_data);
  TmHistoryEntry *entry = TM_HISTORY_ENTRY (item);

  if (self->game_filter != NULL
      && !g_str_equal (tm_history_entry_get_game_id (entry), self->game_filter))
    return FALSE;
  if (self->player_filter != NULL && tm_history_entry_find_player (entry, self->player_filter) < 0)
    return FALSE;
  return TRUE;
}

static guint
n_games (TmHistoryPage *self)
{
  return self->history != NULL ? g_list_model_get_n_items (G_LIST_MODEL (self->history)) : 0;
}

static gboolean
is_loading (TmHistoryPage *self)
{
  return self->history != NULL && tm_history_is_loading (self->history);
}

static void
update_list_state (TmHistoryPage *self)
{
  guint total = n_games (self);
  guint shown = g_list_model_get_n_items (G_LIST_MODEL (self->shown));

  /* Nothing to filter in an empty history. */
  gtk_widget_set_visible (self->filter_bar, total > 0);
  if (is_loading (self))
    gtk_stack_set_visible_child_name (self->list_stack, "loading");
  else if (total == 0)
    gtk_stack_set_visible_child_name (self->list_stack, "empty");
  else if (shown == 0)
    gtk_stack_set_visible_child_name (self->list_stack, "no-match");
  else
    gtk_stack_set_visible_child_name (self->list_stack, "list");

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.export-csv", total > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.export-bundle", total > 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SUBTITLE]);
}

static void
on_filter_changed (TmHistoryPage *self)
{
  guint game = gtk_drop_down_get_selected (self->game_filter_drop_down);
  guint player = gtk_drop_down_get_selected (self->player_filter_drop_down);

  if (self->filling)
    return;
  g_free (self->game_filter);
  g_free (self->player_filter);
  self->game_filter = game > 0 && game < self->filter_games->len
                      ? g_strdup (g_ptr_array_index (self->filter_games, game)) : NULL;
  self->player_filter = player > 0 && player < self->filter_players->len
                        ? g_strdup (g_ptr_array_index (self->filter_players, player)) : NULL;
  gtk_filter_changed (GTK_FILTER (self->filter), GTK_FILTER_CHANGE_DIFFERENT);
  update_list_state (self);
}

static guint
find_choice (GPtrArray  *choices,
             const char *value)
{
  for (guint i = 1; value != NULL && i < choices->len; i++)
    if (g_str_equal (g_ptr_array_index (choices, i), value))
      return i;
  return 0;
}

/* The filters offer the games and players of the history; a choice that
 * is gone falls back to "all". */
static void
fill_filters (TmHistoryPage *self)
{
  g_autoptr(GtkStringList) game_names = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) player_names = gtk_string_list_new (NULL);
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GPtrArray) players = NULL;
  GListModel *all = G_LIST_MODEL (self->history);

  games = tm_statistics_list_games (all);
  players = tm_statistics_list_players (all);

  self->filling = TRUE;
  g_ptr_array_set_size (self->filter_games, 0);
  g_ptr_array_add (self->filter_games, NULL);
  gtk_string_list_append (game_names, _("All games"));
  for (guint i = 0; i < games->len; i++)
    {
      g_ptr_array_add (self->filter_games, g_ptr_array_index (games, i));
      gtk_string_list_append (game_names, tm_history_text_game_name (g_ptr_array_index (games, i)));
    }
  g_ptr_array_set_size (self->filter_players, 0);
  g_ptr_array_add (self->filter_players, NULL);
  gtk_string_list_append (player_names, _("All players"));
  for (guint i = 0; i < players->len; i++)
    {
      g_ptr_array_add (self->filter_players, g_strdup (g_ptr_array_index (players, i)));
      gtk_string_list_append (player_names, g_ptr_array_index (players, i));
    }
  gtk_drop_down_set_model (self->game_filter_drop_down, G_LIST_MODEL (game_names));
  gtk_drop_down_set_model (self->player_filter_drop_down, G_LIST_MODEL (player_names));
  gtk_drop_down_set_selected (self->game_filter_drop_down, find_choice (self->filter_games, self->game_filter));
  gtk_drop_down_set_selected (self->player_filter_drop_down,
                              find_choice (self->filter_players, self->player_filter));
  self->filling = FALSE;
  on_filter_changed (self);
}

void
tm_history_page_set_filter (TmHistoryPage *self,
                            const char    *game_id,
                            const char    *player)
{
  g_return_if_fail (TM_IS_HISTORY_PAGE (self));

  gtk_drop_down_set_selected (self->game_filter_drop_down, find_choice (self->filter_games, game_id));
  gtk_drop_down_set_selected (self->player_filter_drop_down, find_choice (self->filter_players, player));
}

static void
on_show_all_clicked (TmHistoryPage *self)
{
  tm_history_page_set_filter (self, NULL, NULL);
}

/* The Players view ------------------------------------------------------ */

static void
on_ranking_row_activated (TmHistoryPage *self,
                          AdwActionRow  *row)
{
  /* The chart opens on the game whose ranking the row is in. */
  tm_history_page_open_player (self, g_object_get_data (G_OBJECT (row), "player"),
                               g_object_get_data (G_OBJECT (row), "game-id"));
}

static GtkWidget *
create_game_ranking (TmHistoryPage *self,
                     const char    *game_id,
                     GPtrArray     *players)
{
  GListModel *all = G_LIST_MODEL (self->history);
  g_autoptr(TmWinShare) share = tm_statistics_win_share (all, game_id);
  g_autoptr(GPtrArray) ranking = tm_statistics_players (all, game_id);
  const char *name = tm_history_text_game_name (game_id);
  const TmGameInfo *info = tm_registry_lookup (game_id);
  /* Played together against the game: the team's results, no ranking
   * of scores. */
  gboolean cooperative = info != NULL && info->cooperative;
  g_autofree char *summary = NULL;
  g_autofree char *chart_label = NULL;
  GtkWidget *box, *title, *caption, *chart, *list;

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);

  title = gtk_label_new (name);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_widget_add_css_class (title, "title-3");
  gtk_accessible_update_property (GTK_ACCESSIBLE (title), GTK_ACCESSIBLE_PROPERTY_LEVEL, 2, -1);
  gtk_box_append (GTK_BOX (box), title);

  if (cooperative)
    /* Translators: how many games of a cooperative game were played,
     * and how many the players won together, e.g. "5 games · 3 won together". */
    summary = g_strdup_printf (ngettext ("%u game · %u won together", "%u games · %u won together",
                                         share->games), share->games, share->games - share->draws);
  else if (share->draws > 0)
    /* Translators: how many games of a game were played, and how many
     * of them nobody won, e.g. "24 games · 2 without a winner". */
    summary = g_strdup_printf (ngettext ("%u game · %u without a winner", "%u games · %u without a winner",
                                         share->games), share->games, share->draws);
  else
    summary = g_strdup_printf (ngettext ("%u game", "%u games", share->games), share->games);
  caption = gtk_label_new (summary);
  gtk_label_set_xalign (GTK_LABEL (caption), 0);
  gtk_widget_add_css_class (caption, "dim-label");
  gtk_box_append (GTK_BOX (box), caption);

  /* Each player in their own colour (the player book), as everywhere. */
  for (guint i = 0; i < share->players->len; i++)
    {
      TmWinShareItem *item = g_ptr_array_index (share->players, i);

      item->colour = tm_player_colour_among (tm_history_get_player_book (self->history), players, item->player);
    }
  chart = tm_win_share_chart_new ();
  /* Translators: what a chart shows, for screen readers, e.g. "Wins at Children of the Sun". */
  chart_label = g_strdup_printf (_("Wins at %s"), name);
  if (cooperative)
    tm_win_share_chart_set_team (TM_WIN_SHARE_CHART (chart), share->games - share->draws, share->draws,
                                 chart_label);
  else
    tm_win_share_chart_set_share (TM_WIN_SHARE_CHART (chart), share, chart_label);
  gtk_widget_set_margin_top (chart, 4);
  gtk_widget_set_margin_bottom (chart, 4);
  g_object_set_data_full (G_OBJECT (box), "chart", g_object_ref (chart), g_object_unref);
  gtk_box_append (GTK_BOX (box), chart);

  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  {
    /* Translators: the list of the players of one game, best first, for
     * screen readers, e.g. "Players of Children of the Sun". */
    g_autofree char *list_name = g_strdup_printf (_("Players of %s"), name);

    tm_accessible_name_set (list, list_name);
  }
  for (guint i = 0; i < ranking->len; i++)
    {
      TmPlayerStats *stats = g_ptr_array_index (ranking, i);
      g_autofree char *subtitle = NULL;
      g_autofree char *rank_text = g_strdup_printf ("%u", i + 1);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *rank = gtk_label_new (rank_text);

      if (cooperative)
        /* Translators: a player's games of a cooperative game, e.g. "3 of 5 won together". */
        subtitle = g_strdup_printf (ngettext ("%u of %u won together", "%u of %u won together",
                                              stats->played), stats->wins, stats->played);
      else
        subtitle = tm_player_stats_describe (stats->played, stats->wins, stats->win_rate,
                                             stats->average, stats->best);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), stats->player);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      gtk_widget_add_css_class (rank, "tm-rank");
      gtk_widget_add_css_class (rank, "dim-label");
      gtk_label_set_width_chars (GTK_LABEL (rank), 2);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), rank);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row),
                                 tm_player_badge_new (stats->player,
                                                      tm_player_colour_among (tm_history_get_player_book (self->history),
                                                                              players, stats->player)));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      gtk_widget_set_tooltip_text (row, _("All of this player’s results"));
      g_object_set_data_full (G_OBJECT (row), "player", g_strdup (stats->player), g_free);
      g_object_set_data (G_OBJECT (row), "game-id", (gpointer) game_id);
      g_signal_connect_swapped (row, "activated", G_CALLBACK (on_ranking_row_activated), self);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
      g_hash_table_insert (self->ranking_rows, g_strconcat (game_id, "\n", stats->player, NULL), row);
    }
  gtk_box_append (GTK_BOX (box), list);
  return box;
}

static void
fill_players_view (TmHistoryPage *self)
{
  g_autoptr(GPtrArray) games = tm_statistics_list_games (G_LIST_MODEL (self->history));
  /* Listed once for every badge's colour. */
  g_autoptr(GPtrArray) players = tm_statistics_list_players (G_LIST_MODEL (self->history));
  GtkWidget *child;

  g_hash_table_remove_all (self->ranking_rows);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->players_box))) != NULL)
    gtk_box_remove (self->players_box, child);
  for (guint i = 0; i < games->len; i++)
    gtk_box_append (self->players_box, create_game_ranking (self, g_ptr_array_index (games, i), players));
  /* Below the rankings: the figures of the whole group. */
  if (games->len > 0)
    gtk_box_append (self->players_box, tm_group_stats_view_new (self->history));
  gtk_stack_set_visible_child_name (self->players_stack,
                                    is_loading (self) ? "loading" : games->len > 0 ? "overview" : "empty");
  self->players_stale = FALSE;
}

static void
fill_players_view_if_stale (TmHistoryPage *self)
{
  if (self->players_stale)
    fill_players_view (self);
}

static void
on_view_changed (TmHistoryPage *self)
{
  if (g_strcmp0 (adw_view_stack_get_visible_child_name (self->views), "players") == 0)
    fill_players_view_if_stale (self);
}

GtkWidget *
tm_history_page_get_ranking_row (TmHistoryPage *self,
                                 const char    *game_id,
                                 const char    *player)
{
  g_autofree char *key = NULL;

  g_return_val_if_fail (TM_IS_HISTORY_PAGE (self), NULL);
  fill_players_view_if_stale (self);
  key = g_strconcat (game_id, "\n", player, NULL);
  return g_hash_table_lookup (self->ranking_rows, key);
}

/* The history changed ---------------------------------------------------- */

static void
on_history_changed (TmHistoryPage *self)
{
  fill_filters (self);
  self->players_stale = TRUE;
  on_view_changed (self);
  update_list_state (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SUBTITLE]);
}

/* How far the reading in the background has got, on the loading bar. */
static gboolean
show_loading_progress (gpointer data)
{
  TmHistoryPage *self = data;
  g_autofree char *text = NULL;
  guint n_read, n_to_read;

  tm_history_get_load_progress (self->history, &n_read, &n_to_read);
  gtk_progress_bar_set_fraction (self->loading_bar, n_to_read > 0 ? (double) n_read / n_to_read : 0.0);
  /* Translators: the progress of reading the finished games again, e.g.
   * "1,204 of 9,876 games read". */
  text = g_strdup_printf (ngettext ("%'u of %'u game read", "%'u of %'u games read", n_to_read),
                          n_read, n_to_read);
  gtk_progress_bar_set_text (self->loading_bar, text);
  return G_SOURCE_CONTINUE;
}

static void
on_loading_changed (TmHistoryPage *self)
{
  g_clear_handle_id (&self->loading_timeout_id, g_source_remove);
  if (is_loading (self))
    {
      show_loading_progress (self);
      self->loading_timeout_id = g_timeout_add (250, show_loading_progress, self);
    }
  else
    tm_history_problems_set (self->problems, tm_history_get_problems (self->history));
  on_history_changed (self);
}

void
tm_history_page_refresh (TmHistoryPage *self)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (TM_IS_HISTORY_PAGE (self));

  if (self->history == NULL)
    return;
  /* Without an index (a new computer, a restored backup), thousands of
   * games are read again: the page shows how far it has got meanwhile. */
  if (!tm_history_load_in_background (self->history, &error))
    show_message (self, error->message, TRUE);
  if (!is_loading (self))
    tm_history_problems_set (self->problems, tm_history_get_problems (self->history));
}

static void
on_items_changed (TmHistoryPage *self)
{
  /* The filters and figures are made once, when reading is over. */
  if (!is_loading (self))
    on_history_changed (self);
}

void
tm_history_page_set_history (TmHistoryPage *self,
                             TmHistory     *history)
{
  g_return_if_fail (TM_IS_HISTORY_PAGE (self));
  g_return_if_fail (TM_IS_HISTORY (history));

  if (self->history != NULL)
    g_signal_handlers_disconnect_by_data (self->history, self);
  g_set_object (&self->history, history);
  gtk_filter_list_model_set_model (self->shown, G_LIST_MODEL (history));
  g_signal_connect_swapped (history, "items-changed", G_CALLBACK (on_items_changed), self);
  g_signal_connect_swapped (history, "notify::loading", G_CALLBACK (on_loading_changed), self);
  /* Another window's page may have started the reading already. */
  on_loading_changed (self);
}

/* Navigation -------------------------------------------------------------- */

static void
show_page (TmHistoryPage *self,
           const char    *name)
{
  gtk_stack_set_visible_child_name (self->pages, name);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SUBTITLE]);
}

gboolean
tm_history_page_go_back (TmHistoryPage *self)
{
  g_return_val_if_fail (TM_IS_HISTORY_PAGE (self), FALSE);

  if (g_str_equal (gtk_stack_get_visible_child_name (self->pages), "main"))
    return FALSE;
  show_page (self, "main");
  gtk_widget_grab_focus (GTK_WIDGET (self));
  return TRUE;
}

void
tm_history_page_show_view (TmHistoryPage *self,
                           const char    *name)
{
  g_return_if_fail (TM_IS_HISTORY_PAGE (self));

  show_page (self, "main");
  adw_view_stack_set_visible_child_name (self->views, name);
}

gboolean
tm_history_page_open_game (TmHistoryPage  *self,
                           TmHistoryEntry *entry)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (TM_IS_HISTORY_PAGE (self), FALSE);
  g_return_val_if_fail (TM_IS_HISTORY_ENTRY (entry), FALSE);

  if (!tm_history_game_view_show (self->game_view, self->history, entry, &error))
    {
      g_autofree char *message = g_strdup_printf (_("This game cannot be shown: %s"), error->message);

      show_message (self, message, TRUE);
      return FALSE;
    }
  show_page (self, "game");
  gtk_widget_grab_focus (tm_history_game_view_get_button (self->game_view, "previous"));
  return TRUE;
}

static void
on_game_activated (TmHistoryPage *self,
                   guint          position)
{
  g_autoptr(TmHistoryEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->shown), position);

  if (entry != NULL)
    tm_history_page_open_game (self, entry);
}

static void
on_player_renamed (TmHistoryPage *self,
                   const char    *new_name)
{
  /* The history has re-read its names already: show them under the new one. */
  tm_history_page_open_player (self, new_name, tm_player_stats_page_get_chart_game (self->player_page));
}

void
tm_history_page_open_player (TmHistoryPage *self,
                             const char    *player,
                             const char    *game_id)
{
  g_return_if_fail (TM_IS_HISTORY_PAGE (self));
  g_return_if_fail (player != NULL);

  tm_player_stats_page_show (self->player_page, G_LIST_MODEL (self->history), player, game_id);
  show_page (self, "player");
  gtk_widget_grab_focus (GTK_WIDGET (self->player_page));
}

/* Deleting ---------------------------------------------------------------- */

/* The games deleted while one "deleted" toast shows: its Undo brings
 * them all back; once it goes, they go for good.  One toast, updated
 * ("2 games deleted") and added again to restart its timeout, rather
 * than one per game: a queued toast would come back later. */
typedef struct _Deletion
{
  TmHistoryPage *page;     /* weak */
  TmHistory *history;
  GPtrArray *entries;      /* (TmHistoryEntry) */
  AdwToast *toast;         /* not owned: the toast holds the deletion */
  gboolean undone;
} Deletion;

static void
deletion_free (gpointer data,
               GClosure *closure)
{
  Deletion *deletion = data;

  if (deletion->page != NULL && deletion->page->deletion == deletion)
    deletion->page->deletion = NULL;
  g_clear_weak_pointer (&deletion->page);
  g_clear_object (&deletion->history);
  g_clear_pointer (&deletion->entries, g_ptr_array_unref);
  g_free (deletion);
}

static void
on_undo_delete (AdwToast *toast,
                Deletion *deletion)
{
  deletion->undone = TRUE;
  for (guint i = 0; i < deletion->entries->len; i++)
    {
      g_autoptr(GError) error = NULL;

      if (!tm_history_restore (deletion->history, g_ptr_array_index (deletion->entries, i), &error)
          && deletion->page != NULL)
        show_message (deletion->page, error->message, TRUE);
    }
}

static void
on_delete_toast_dismissed (AdwToast *toast,
                           Deletion *deletion)
{
  /* The undo is over: the games go for good. */
  if (deletion->page != NULL && deletion->page->deletion == deletion)
    deletion->page->deletion = NULL;
  if (!deletion->undone)
    for (guint i = 0; i < deletion->entries->len; i++)
      tm_history_purge (deletion->history, g_ptr_array_index (deletion->entries, i));
}

void
tm_history_page_delete_game (TmHistoryPage  *self,
                             TmHistoryEntry *entry)
{
  g_autoptr(GError) error = NULL;
  Deletion *deletion;
  AdwToast *toast;

  g_return_if_fail (TM_IS_HISTORY_PAGE (self));
  g_return_if_fail (TM_IS_HISTORY_ENTRY (entry));

  if (!tm_history_trash (self->history, entry, &error))
    {
      show_message (self, error->message, TRUE);
      return;
    }
  if (tm_history_game_view_get_entry (self->game_view) == entry)
    show_page (self, "main");

  /* A toast closed a moment ago is on its way out: a new one then. */
  if (self->deletion != NULL && !tm_toast_guard_is_dismissing (self->deletion->toast))
    {
      /* The toast shown takes this game too, and starts its time again. */
      g_autofree char *title = NULL;

      deletion = self->deletion;
      g_ptr_array_add (deletion->entries, g_object_ref (entry));
      title = g_strdup_printf (ngettext ("%u game deleted", "%u games deleted", deletion->entries->len),
                               deletion->entries->len);
      adw_toast_set_title (deletion->toast, title);
      add_toast (self, g_object_ref (deletion->toast));
      return;
    }

  deletion = g_new0 (Deletion, 1);
  g_set_weak_pointer (&deletion->page, self);
  deletion->history = g_object_ref (self->history);
  deletion->entries = g_ptr_array_new_with_free_func (g_object_unref);
  g_ptr_array_add (deletion->entries, g_object_ref (entry));

  toast = adw_toast_new (_("Game deleted"));
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  tm_toast_guard_watch (toast);
  g_signal_connect (toast, "button-clicked", G_CALLBACK (on_undo_delete), deletion);
  g_signal_connect_data (toast, "dismissed", G_CALLBACK (on_delete_toast_dismissed), deletion,
                         deletion_free, 0);
  deletion->toast = toast;
  /* Outside an overlay the toast is dropped at once: nothing to update. */
  if (gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY) != NULL)
    self->deletion = deletion;
  add_toast (self, toast);
}

static void
on_delete_requested (TmHistoryPage *self)
{
  TmHistoryEntry *entry = tm_history_game_view_get_entry (self->game_view);

  if (entry != NULL)
    tm_history_page_delete_game (self, entry);
}

/* Export and import ------------------------------------------------------- */

typedef enum {
  CHOOSE_EXPORT_CSV,
  CHOOSE_EXPORT_BUNDLE,
  CHOOSE_IMPORT,
} Choice;

void
tm_history_page_import_file (TmHistoryPage *self,
                             const char    *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  TmHistoryImport import = { 0, };

  g_return_if_fail (TM_IS_HISTORY_PAGE (self));
  g_return_if_fail (path != NULL);

  if (!tm_history_import_bundle (self->history, path, &import, &error))
    {
      g_autofree char *basename = g_path_get_basename (path);

      message = g_strdup_printf (_("“%s” could not be imported: %s"), basename, error->message);
      show_message (self, message, TRUE);
      tm_history_import_clear (&import);
      return;
    }

  if (import.added == 0 && import.duplicates > 0)
    message = g_strdup_printf (ngettext ("Nothing new: the %u game was here already",
                                         "Nothing new: all %u games were here already",
                                         import.duplicates), import.duplicates);
  else if (import.duplicates > 0)
    /* Translators: after an import: "12 games added, 3 were here already". */
    message = g_strdup_printf (ngettext ("%u game added, %u were here already",
                                         "%u games added, %u were here already", import.added),
                               import.added, import.duplicates);
  else
    message = g_strdup_printf (ngettext ("%u game added", "%u games added", import.added), import.added);

  if (import.skipped != NULL && import.skipped->len > 0)
    {
      GtkWidget *dialog;
      g_autoptr(GString) body = g_string_new (message);

      g_string_append (body, ".\n\n");
      for (guint i = 0; i < import.skipped->len && i < 10; i++)
        {
          g_string_append (body, g_ptr_array_index (import.skipped, i));
          g_string_append_c (body, '\n');
        }
      if (import.skipped->len > 10)
        g_string_append_printf (body, ngettext ("… and %u more", "… and %u more", import.skipped->len - 10),
                                import.skipped->len - 10);
      dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                       ngettext ("A Game Was Not Imported", "Some Games Were Not Imported",
                                                 import.skipped->len),
                                       body->str);
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (dialog));
    }
  else
    show_message (self, message, FALSE);
  tm_history_import_clear (&import);
}

static void
export_file (TmHistoryPage *self,
             Choice         choice,
             const char     *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *basename = g_path_get_basename (path);
  g_autofree char *message = NULL;
  gboolean done;

  if (choice == CHOOSE_EXPORT_CSV)
    done = tm_history_export_csv (self->history, NULL, path, &error);
  else
    done = tm_history_export_bundle (self->history, NULL, path, &error);

  if (!done)
    {
      message = g_strdup_printf (_("“%s” could not be saved: %s"), basename, error->message);
      show_message (self, message, TRUE);
      return;
    }
  message = g_strdup_printf (ngettext ("%u game saved in “%s”", "%u games saved in “%s”", n_games (self)),
                             n_games (self), basename);
  show_message (self, message, FALSE);
}

static void
on_chooser_response (TmHistoryPage        *self,
                     int                   response,
                     GtkFileChooserNative *chooser)
{
  Choice choice = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (chooser), "choice"));
  g_autofree char *path = NULL;

  if (tm_file_chooser_accepted_path (GTK_NATIVE_DIALOG (chooser), response, &path))
    {
      if (path == NULL)
        show_message (self, _("Only files on this computer can be used."), TRUE);
      else if (choice == CHOOSE_IMPORT)
        tm_history_page_import_file (self, path);
      else
        export_file (self, choice, path);
    }
  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
}

static void
choose_file (TmHistoryPage *self,
             Choice         choice)
{
  GtkWindow *window = GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self)));
  const char *title, *accept;
  GtkFileChooserAction action = GTK_FILE_CHOOSER_ACTION_SAVE;
  /* The game records' filter, unless CSV. */
  const char *filter_name = _("Game records"), *mime_type = "application/json", *pattern = "*.json";

  if (self->chooser != NULL)
    return;
  switch (choice)
    {
    case CHOOSE_EXPORT_CSV:
      title = _("Export Results as CSV");
      accept = _("_Export");
      filter_name = _("CSV files");
      mime_type = "text/csv";
      pattern = "*.csv";
      break;
    case CHOOSE_EXPORT_BUNDLE:
      title = _("Export Game Records");
      accept = _("_Export");
      break;
    case CHOOSE_IMPORT:
    default:
      title = _("Import Game Records");
      accept = _("_Import");
      action = GTK_FILE_CHOOSER_ACTION_OPEN;
      break;
    }

  self->chooser = tm_file_chooser_new (window, title, action, accept, filter_name, mime_type, pattern);
  if (choice == CHOOSE_EXPORT_CSV)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), "tablemate-results.csv");
  else if (choice == CHOOSE_EXPORT_BUNDLE)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), "tablemate-games.json");
  g_object_set_data (G_OBJECT (self->chooser), "choice", GINT_TO_POINTER (choice));
  g_signal_connect_swapped (self->chooser, "response", G_CALLBACK (on_chooser_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
export_csv_activated (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  choose_file (TM_HISTORY_PAGE (widget), CHOOSE_EXPORT_CSV);
}

static void
export_bundle_activated (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  choose_file (TM_HISTORY_PAGE (widget), CHOOSE_EXPORT_BUNDLE);
}

static void
import_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  choose_file (TM_HISTORY_PAGE (widget), CHOOSE_IMPORT);
}

/* Accessors --------------------------------------------------------------- */

GtkWidget *
tm_history_page_new (void)
{
  return g_object_new (TM_TYPE_HISTORY_PAGE, NULL);
}

GListModel *
tm_history_page_get_shown (TmHistoryPage *self)
{
  g_return_val_if_fail (TM_IS_HISTORY_PAGE (self), NULL);
  return G_LIST_MODEL (self->shown);
}

GtkWidget *
tm_history_page_get_game_filter (TmHistoryPage *self)
{
  g_return_val_if_fail (TM_IS_HISTORY_PAGE (self), NULL);
  return GTK_WIDGET (self->game_filter_drop_down);
}

GtkWidget *
tm_history_page_get_player_filter (TmHistoryPage *self)
{
  g_return_val_if_fail (TM_IS_HISTORY_PAGE (self), NULL);
  return GTK_WIDGET (self->player_filter_drop_down);
}

GtkWidget *
tm_history_page_get_list (TmHistoryPage *self)
{
  g_return_val_if_fail (TM_IS_HISTORY_PAGE (self), NULL);
  return GTK_WIDGET (self->games_list);
}

const char *
tm_history_page_get_visible (TmHistoryPage *self)
{
  g_return_val_if_fail (TM_IS_HISTORY_PAGE (self), NULL);
  return gtk_stack_get_visible_child_name (self->pages);
}

TmHistoryGameView *
tm_history_page_get_game_view (TmHistoryPage *self)
{
  g_return_val_if_fail (TM_IS_HISTORY_PAGE (self), NULL);
  return self->game_view;
}

TmPlayerStatsPage *
tm_history_page_get_player_page (TmHistoryPage *self)
{
  g_return_val_if_fail (TM_IS_HISTORY_PAGE (self), NULL);
  return self->player_page;
}

/* GObject ----------------------------------------------------------------- */

static char *
get_title (TmHistoryPage *self)
{
  const char *visible = gtk_stack_get_visible_child_name (self->pages);

  if (g_strcmp0 (visible, "game") == 0 && tm_history_game_view_get_entry (self->game_view) != NULL)
    return g_strdup (tm_history_text_game_name (
      tm_history_entry_get_game_id (tm_history_game_view_get_entry (self->game_view))));
  if (g_strcmp0 (visible, "player") == 0 && tm_player_stats_page_get_player (self->player_page) != NULL)
    return g_strdup (tm_player_stats_page_get_player (self->player_page));
  return g_strdup (_("History"));
}

static char *
get_subtitle (TmHistoryPage *self)
{
  const char *visible = gtk_stack_get_visible_child_name (self->pages);
  guint total = n_games (self);
  guint shown = g_list_model_get_n_items (G_LIST_MODEL (self->shown));

  if (g_strcmp0 (visible, "game") == 0 && tm_history_game_view_get_entry (self->game_view) != NULL)
    {
      TmHistoryEntry *entry = tm_history_game_view_get_entry (self->game_view);
      g_autoptr(GPtrArray) names = g_ptr_array_new ();

      for (guint i = 0; i < tm_history_entry_get_n_players (entry); i++)
        g_ptr_array_add (names, (gpointer) tm_history_entry_get_player (entry, i));
      return tm_history_text_join (names);
    }
  if (g_strcmp0 (visible, "player") == 0)
    return g_strdup (_("Player"));
  if (is_loading (self))
    return g_strdup (_("Reading games…"));
  if (shown != total)
    /* Translators: the games listed out of all, e.g. "12 of 128 games". */
    return g_strdup_printf (ngettext ("%u of %u game", "%u of %u games", total), shown, total);
  return g_strdup_printf (ngettext ("%u game", "%u games", total), total);
}

static void
tm_history_page_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  TmHistoryPage *self = TM_HISTORY_PAGE (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      g_value_take_string (value, get_title (self));
      break;
    case PROP_SUBTITLE:
      g_value_take_string (value, get_subtitle (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* On the lists, the keyboard starts on the games: Enter opens one. */
static gboolean
tm_history_page_grab_focus (GtkWidget *widget)
{
  TmHistoryPage *self = TM_HISTORY_PAGE (widget);

  if (g_str_equal (gtk_stack_get_visible_child_name (self->pages), "main")
      && g_strcmp0 (adw_view_stack_get_visible_child_name (self->views), "games") == 0
      && g_str_equal (gtk_stack_get_visible_child_name (self->list_stack), "list")
      && gtk_widget_grab_focus (GTK_WIDGET (self->games_list)))
    return TRUE;
  return tm_grab_focus_children (widget);
}

static void
setup_row (GtkSignalListItemFactory *factory,
           GtkListItem              *item)
{
  gtk_list_item_set_child (item, tm_history_row_new ());
}

static void
bind_row (GtkSignalListItemFactory *factory,
          GtkListItem              *item)
{
  tm_history_row_set_entry (TM_HISTORY_ROW (gtk_list_item_get_child (item)),
                            gtk_list_item_get_item (item));
}

static void
unbind_row (GtkSignalListItemFactory *factory,
            GtkListItem              *item)
{
  tm_history_row_set_entry (TM_HISTORY_ROW (gtk_list_item_get_child (item)), NULL);
}

static void
tm_history_page_dispose (GObject *object)
{
  TmHistoryPage *self = TM_HISTORY_PAGE (object);

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  if (self->history != NULL)
    g_signal_handlers_disconnect_by_data (self->history, self);
  g_clear_handle_id (&self->loading_timeout_id, g_source_remove);

  tm_dispose_template (GTK_WIDGET (self), TM_TYPE_HISTORY_PAGE);
  g_clear_object (&self->shown);
  g_clear_object (&self->history);
  g_clear_pointer (&self->filter_games, g_ptr_array_unref);
  g_clear_pointer (&self->filter_players, g_ptr_array_unref);
  g_clear_pointer (&self->game_filter, g_free);
  g_clear_pointer (&self->player_filter, g_free);
  g_clear_pointer (&self->ranking_rows, g_hash_table_unref);

  G_OBJECT_CLASS (tm_history_page_parent_class)->dispose (object);
}

static void
tm_history_page_class_init (TmHistoryPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_history_page_dispose;
  object_class->get_property = tm_history_page_get_property;
  widget_class->focus = tm_focus_children;
  widget_class->grab_focus = tm_history_page_grab_focus;

  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SUBTITLE] =
    g_param_spec_string ("subtitle", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "history.export-csv", NULL, export_csv_activated);
  gtk_widget_class_install_action (widget_class, "history.export-bundle", NULL, export_bundle_activated);
  gtk_widget_class_install_action (widget_class, "history.import", NULL, import_activated);

  g_type_ensure (TM_TYPE_HISTORY_GAME_VIEW);
  g_type_ensure (TM_TYPE_HISTORY_PROBLEMS);
  g_type_ensure (TM_TYPE_PLAYER_STATS_PAGE);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tablemate/Tablemate/tm-history-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TmHistoryPage, pages);
  gtk_widget_class_bind_template_child (widget_class, TmHistoryPage, loading_bar);
  gtk_widget_class_bind_template_child (widget_class, TmHistoryPage, views);
  gtk_widget_class_bind_template_child_full (widget_class, "game_filter", FALSE,
                                             G_STRUCT_OFFSET (TmHistoryPage, game_filter_drop_down));
  gtk_widget_class_bind_template_child_full (widget_class, "player_filter", FALSE,
                                             G_STRUCT_OFFSET (TmHistoryPage, player_filter_drop_down));
  gtk_widget_class_bind_template_child (widget_class, TmHistoryPage, filter_bar);
  gtk_widget_class_bind_template_child (widget_class, TmHistoryPage, problems);
  gtk_widget_class_bind_template_child (widget_class, TmHistoryPage, list_stack);
  gtk_widget_class_bind_template_child (widget_class, TmHistoryPage, games_list);
  gtk_widget_class_bind_template_child (widget_class, TmHistoryPage, more_button);
  gtk_widget_class_bind_template_child (widget_class, TmHistoryPage, import_button);
  gtk_widget_class_bind_template_child (widget_class, TmHistoryPage, show_all_button);
  gtk_widget_class_bind_template_child (widget_class, TmHistoryPage, players_stack);
  gtk_widget_class_bind_template_child (widget_class, TmHistoryPage, players_box);
  gtk_widget_class_bind_template_child (widget_class, TmHistoryPage, game_view);
  gtk_widget_class_bind_template_child (widget_class, TmHistoryPage, player_page);
  gtk_widget_class_bind_template_callback (widget_class, on_game_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_show_all_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_delete_requested);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tm-history-page");
}

static void
tm_history_page_init (TmHistoryPage *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkNoSelection *selection;

  self->filter_games = g_ptr_array_new ();
  self->filter_players = g_ptr_array_new_with_free_func (g_free);
  self->ranking_rows = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_swapped (self->player_page, "renamed", G_CALLBACK (on_player_renamed), self);

  self->filter = gtk_custom_filter_new (entry_shown, self, NULL);
  self->shown = gtk_filter_list_model_new (NULL, GTK_FILTER (self->filter));
  /* A screen of rows in the page's first frame, the ~200 GtkListView
   * builds in the next (tm-list-first-screen.h). */
  selection = gtk_no_selection_new (tm_list_first_screen_new (g_object_ref (G_LIST_MODEL (self->shown)),
                                                              GTK_WIDGET (self->games_list),
                                                              TM_HISTORY_PAGE_FIRST_ROWS));
  g_signal_connect (factory, "setup", G_CALLBACK (setup_row), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row), NULL);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_row), NULL);
  gtk_list_view_set_factory (self->games_list, factory);
  gtk_list_view_set_model (self->games_list, GTK_SELECTION_MODEL (selection));
  g_object_unref (factory);
  g_object_unref (selection);

  g_signal_connect_swapped (self->shown, "items-changed", G_CALLBACK (update_list_state), self);
  g_signal_connect_swapped (self->views, "notify::visible-child-name",
                            G_CALLBACK (on_view_changed), self);
  g_signal_connect_swapped (self->game_filter_drop_down, "notify::selected",
                            G_CALLBACK (on_filter_changed), self);
  g_signal_connect_swapped (self->player_filter_drop_down, "notify::selected",
                            G_CALLBACK (on_filter_changed), self);
  tm_accessible_name_drop_down (self->game_filter_drop_down, _("Game"));
  tm_accessible_name_drop_down (self->player_filter_drop_down, _("Player"));
  tm_accessible_name_menu_button (self->more_button, C_("accessible name", "Export and Import"));
  tm_accessible_name_set (GTK_WIDGET (self->games_list), _("Finished games"));
  tm_accessible_name_from_label (self->import_button);
  tm_accessible_name_from_label (self->show_all_button);
  update_list_state (self);
}
