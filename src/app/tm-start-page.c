/* tm-start-page.c — the games Tablemate knows and the games to resume */
#include "config.h"

#include "tm-start-page.h"
#include "widgets/tm-accessible-name.h"
#include "widgets/tm-focus.h"
#include "tm-game-pages.h"
#include "widgets/tm-saved-games.h"
#include "widgets/tm-tooltip.h"
#include "core/tm-registry.h"

#include <adwaita.h>
#include <glib/gi18n.h>

struct _TmStartPage
{
  GtkWidget parent_instance;

  /* The rows of the games to resume (owned by the group) and their
   * records, index for index. */
  GPtrArray *resume_rows;
  GPtrArray *resume_records;
  /* Game id → its row in games_group (owned by the group). */
  GHashTable *game_rows;

  /* Template widgets */
  AdwPreferencesGroup *resume_group;
  AdwPreferencesGroup *games_group;
  GtkButton *new_game_button;
};

G_DEFINE_FINAL_TYPE (TmStartPage, tm_start_page, GTK_TYPE_WIDGET)

enum {
  RESUME,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static char *
describe_players (TmRecord *record)
{
  g_autoptr(GString) text = g_string_new (NULL);
  guint n = tm_record_get_n_players (record);

  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        /* Translators: between player names: "Alice, Bob and Carol". */
        g_string_append (text, i + 1 == n ? _(" and ") : _(", "));
      g_string_append (text, tm_record_get_player (record, i));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static char *
describe_date (GDateTime *when)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();

  if (g_date_time_get_year (now) == g_date_time_get_year (when)
      && g_date_time_get_day_of_year (now) == g_date_time_get_day_of_year (when))
    /* Translators: the time a game was last saved today (strftime format). */
    return g_date_time_format (when, _("today at %H:%M"));
  /* Translators: the day and time a game was last saved (strftime format). */
  return g_date_time_format (when, _("%-d %B %Y at %H:%M"));
}

static void
on_resume_row_activated (TmStartPage  *self,
                         AdwActionRow *row)
{
  guint index;

  if (g_ptr_array_find (self->resume_rows, row, &index))
    g_signal_emit (self, signals[RESUME], 0, g_ptr_array_index (self->resume_records, index));
}

static GtkWidget *
create_resume_row (TmStartPage *self,
                   TmSavedGame *saved)
{
  const TmGameInfo *info = tm_registry_lookup (tm_record_get_game_id (saved->record));
  g_autofree char *players = describe_players (saved->record);
  g_autofree char *date = describe_date (saved->modified);
  g_autofree char *subtitle = NULL;
  GtkWidget *row = adw_action_row_new ();

  /* Translators: game name · phase · moves · date, e.g.
   * "Children of the Sun · Analysis phase · 12 moves · today at 14:30". */
  subtitle = g_strdup_printf (ngettext ("%s · %s · %u move · %s",
                                        "%s · %s · %u moves · %s", saved->n_moves),
                              info != NULL ? _(info->name) : tm_record_get_game_id (saved->record),
                              saved->phase, saved->n_moves, date);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), players);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  tm_tooltip_set_text (row, _("Resume this game"));
  g_signal_connect_swapped (row, "activated", G_CALLBACK (on_resume_row_activated), self);
  return row;
}

void
tm_start_page_refresh (TmStartPage *self)
{
  g_autoptr(GPtrArray) games = NULL;

  g_return_if_fail (TM_IS_START_PAGE (self));

  for (guint i = 0; i < self->resume_rows->len; i++)
    adw_preferences_group_remove (self->resume_group, g_ptr_array_index (self->resume_rows, i));
  g_ptr_array_set_size (self->resume_rows, 0);
  g_ptr_array_set_size (self->resume_records, 0);

  games = tm_saved_games_list_unfinished ();
  for (guint i = 0; i < games->len; i++)
    {
      TmSavedGame *saved = g_ptr_array_index (games, i);
      GtkWidget *row;

      /* Games the rules can play and this window can show. */
      if (!tm_game_pages_can_show (tm_record_get_game_id (saved->record)))
        continue;
      row = create_resume_row (self, saved);

      adw_preferences_group_add (self->resume_group, row);
      g_ptr_array_add (self->resume_rows, row);
      g_ptr_array_add (self->resume_records, g_object_ref (saved->record));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->resume_group), self->resume_rows->len > 0);
}

guint
tm_start_page_get_n_resumable (TmStartPage *self)
{
  g_return_val_if_fail (TM_IS_START_PAGE (self), 0);
  return self->resume_rows->len;
}

GtkWidget *
tm_start_page_get_resume_row (TmStartPage *self,
                              guint        index)
{
  g_return_val_if_fail (TM_IS_START_PAGE (self), NULL);
  g_return_val_if_fail (index < self->resume_rows->len, NULL);
  return g_ptr_array_index (self->resume_rows, index);
}

static char *
describe_game (const TmGameInfo *info)
{
  g_autofree char *players = NULL;

  if (info->min_players == info->max_players)
    players = g_strdup_printf (ngettext ("%u player", "%u players", info->max_players),
                               info->max_players);
  else
    /* Translators: a range of player counts, e.g. "2–4 players". */
    players = g_strdup_printf (_("%u–%u players"), info->min_players, info->max_players);

  if (info->minutes > 0)
    {
      g_autofree char *with_time = NULL;

      /* Translators: player count · playing time, e.g. "2 players · 20 minutes". */
      with_time = g_strdup_printf (ngettext ("%s · %u minute", "%s · %u minutes", info->minutes),
                                   players, info->minutes);
      g_free (players);
      players = g_steal_pointer (&with_time);
    }

  /* In Japanese the title already is the native title: say it once. */
  if (g_str_equal (_(info->name), info->native_name))
    return g_steal_pointer (&players);
  return g_strdup_printf ("%s · %s", info->native_name, players);
}

/* A game's optional score-only window (TmGamePageInfo.score_only). */
static void
on_score_only_clicked (GtkButton *button)
{
  const TmGamePageInfo *page = g_object_get_data (G_OBJECT (button), "page");
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (button));

  gtk_window_present (page->score_only (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL));
}

static void
fill_games (TmStartPage *self)
{
  const TmGameInfo *games;
  guint n_games;

  games = tm_registry_get_games (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      const TmGameInfo *info = &games[i];
      g_autofree char *subtitle = describe_game (info);
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(info->name));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);

      if (tm_game_pages_can_show (info->id))
        {
          GtkWidget *button = gtk_button_new_with_label (_("New Game"));
          /* Translators: what the "New Game" button of one game does, for
           * screen readers, e.g. "New game of Children of the Sun". */
          g_autofree char *label = g_strdup_printf (_("New game of %s"), _(info->name));

          const TmGamePageInfo *page = tm_game_pages_lookup (info->id);

          if (page->score_only != NULL)
            {
              /* "Score Only…", or "Score…" when the row is narrow. */
              GtkWidget *squeezer = adw_squeezer_new ();
              /* Translators: what the "Score Only…" button of one game does, for
               * screen readers, e.g. "Score a finished game of Planetary Sisters". */
              g_autofree char *score_label = g_strdup_printf (_("Score a finished game of %s"), _(info->name));
              /* Translators: the start page's score-only button, and its short form for a narrow window. */
              const char *labels[] = { N_("_Score Only…"), N_("_Score…") };

              for (guint l = 0; l < G_N_ELEMENTS (labels); l++)
                {
                  GtkWidget *score = gtk_button_new_with_mnemonic (_(labels[l]));

                  gtk_widget_set_valign (score, GTK_ALIGN_CENTER);
                  tm_tooltip_set_text (score, _("A game played without Tablemate: type in the cards at the end and get every score"));
                  tm_accessible_name_set (score, score_label);
                  g_object_set_data (G_OBJECT (score), "page", (gpointer) page);
                  g_signal_connect (score, "clicked", G_CALLBACK (on_score_only_clicked), NULL);
                  adw_squeezer_add (ADW_SQUEEZER (squeezer), score);
                }
              gtk_widget_set_valign (squeezer, GTK_ALIGN_CENTER);
              adw_action_row_add_suffix (ADW_ACTION_ROW (row), squeezer);
            }
          gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
          gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", info->id);
          gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.new-game-for");
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
          adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
          /* After the row: it labels the button by the game's name too. */
          tm_accessible_name_set (button, label);
        }
      else
        {
          GtkWidget *label = gtk_label_new (_("Coming soon"));

          gtk_widget_add_css_class (label, "dim-label");
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
          /* Shown, so players know it is planned, but not playable. */
          gtk_widget_set_sensitive (row, FALSE);
        }
      adw_preferences_group_add (self->games_group, row);
      g_hash_table_insert (self->game_rows, (gpointer) info->id, row);
    }
}

GtkWidget *
tm_start_page_get_game_row (TmStartPage *self,
                            const char  *game_id)
{
  g_return_val_if_fail (TM_IS_START_PAGE (self), NULL);
  g_return_val_if_fail (game_id != NULL, NULL);
  return g_hash_table_lookup (self->game_rows, game_id);
}

static void
tm_start_page_dispose (GObject *object)
{
  TmStartPage *self = TM_START_PAGE (object);

  tm_dispose_template (GTK_WIDGET (self), TM_TYPE_START_PAGE);
  g_clear_pointer (&self->resume_rows, g_ptr_array_unref);
  g_clear_pointer (&self->resume_records, g_ptr_array_unref);
  g_clear_pointer (&self->game_rows, g_hash_table_unref);

  G_OBJECT_CLASS (tm_start_page_parent_class)->dispose (object);
}

static void
tm_start_page_class_init (TmStartPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_start_page_dispose;

  tm_focus_class_pass_to_children (widget_class);

  /* A saved game to continue was chosen: (TmRecord *record). */
  signals[RESUME] = g_signal_new ("resume",
                                  G_TYPE_FROM_CLASS (klass),
                                  G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL,
                                  G_TYPE_NONE, 1, TM_TYPE_RECORD);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablemate/Tablemate/tm-start-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TmStartPage, resume_group);
  gtk_widget_class_bind_template_child (widget_class, TmStartPage, games_group);
  gtk_widget_class_bind_template_child (widget_class, TmStartPage, new_game_button);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tm_start_page_init (TmStartPage *self)
{
  self->resume_rows = g_ptr_array_new ();
  self->resume_records = g_ptr_array_new_with_free_func (g_object_unref);
  self->game_rows = g_hash_table_new (g_str_hash, g_str_equal);

  gtk_widget_init_template (GTK_WIDGET (self));
  tm_accessible_name_from_label (self->new_game_button);
  fill_games (self);
  /* The games to resume are listed by the window (tm_start_page_refresh())
   * once it has moved the finished games left in games/ into the history:
   * with thousands there, reading them all here kept the window from
   * showing for seconds. */
}
