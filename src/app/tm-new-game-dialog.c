/* tm-new-game-dialog.c — which game, who plays, and setting up the table
 *
 * Up to three steps: the game (only when asked without one and more
 * than one game has a page), the names in playing order (as many as the
 * game allows, from the registry), then the manual's setup as a
 * checklist the players tick while they lay out the table (from the
 * game's TmGamePageInfo).  The record is created only when every step
 * is ticked.
 */
#include "config.h"

#include "tm-new-game-dialog.h"
#include "tm-first-player-draw.h"
#include "widgets/tm-accessible-name.h"
#include "tm-game-pages.h"
#include "tm-name-suggestions.h"
#include "tm-player-colour-button.h"
#include "widgets/tm-saved-games.h"
#include "tm-window.h"
#include "core/tm-statistics.h"
#include "core/tm-record.h"
#include "core/tm-registry.h"

#include <glib/gi18n.h>

#define MAX_RECENT_PLAYERS 8
/* Two players when the game allows it. */
#define DEFAULT_N_PLAYERS  2

struct _TmNewGameDialog
{
  AdwWindow parent_instance;

  GSettings *settings;
  const TmGameInfo *game;         /* NULL while asking which game */
  const TmGamePageInfo *page;
  gboolean asked_game;            /* the first step was shown */
  GPtrArray *game_rows;           /* rows added to games_group */
  GPtrArray *name_rows;           /* AdwEntryRows in players_group, in playing order */
  GPtrArray *setup_rows;          /* rows added to setup_group */
  GPtrArray *setup_checks;        /* their check buttons */
  TmPlayerBook *book;             /* the parent window's; NULL without one */
  GPtrArray *known_names;         /* (char *) names to suggest, recent first */
  /* The seat drawn to start (the first, or the game's option's), -1
   * when nobody was drawn or the names changed since. */
  int drawn_seat;
  gboolean applying_draw;         /* the names turn round after a draw */

  /* Template widgets */
  AdwWindowTitle *window_title;
  GtkButton *back_button;
  GtkButton *next_button;
  GtkStack *stack;
  AdwPreferencesGroup *games_group;
  AdwPreferencesGroup *players_group;
  GtkWidget *swap_button;
  GtkWidget *add_button;
  GtkLabel *names_hint;
  AdwPreferencesGroup *setup_group;
  TmFirstPlayerDraw *first_player_draw;
};

G_DEFINE_FINAL_TYPE (TmNewGameDialog, tm_new_game_dialog, ADW_TYPE_WINDOW)

enum {
  GAME_CREATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void update_next_button (TmNewGameDialog *self);
static void update_colours     (TmNewGameDialog *self);
static void on_next_clicked    (TmNewGameDialog *self);
static void forget_draw        (TmNewGameDialog *self);
static void update_draw        (TmNewGameDialog *self);
static void swap_names         (TmNewGameDialog *self,
                                guint            a,
                                guint            b);

/* Players ----------------------------------------------------------------- */

static guint
n_players (TmNewGameDialog *self)
{
  return self->name_rows->len;
}

static AdwEntryRow *
name_row (TmNewGameDialog *self,
          guint            index)
{
  return g_ptr_array_index (self->name_rows, index);
}

static char *
get_name (AdwEntryRow *entry)
{
  return g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));
}

/* The names as entered (stripped), NULL-terminated. */
static GStrv
get_names (TmNewGameDialog *self)
{
  GStrv names = g_new0 (char *, n_players (self) + 1);

  for (guint i = 0; i < n_players (self); i++)
    names[i] = get_name (name_row (self, i));
  return names;
}

static const char *
seat_name (guint index,
           guint n)
{
  if (n == 1)
    /* Translators: the name entry of the only player of a solo game. */
    return _("Player");
  /* Translators: the name entries of the new game dialog, in turn order. */
  switch (index)
    {
    case 0: return _("Plays first");
    case 1: return _("Plays second");
    case 2: return _("Plays third");
    case 3: return _("Plays fourth");
    case 4: return _("Plays fifth");
    case 5: return _("Plays sixth");
    default: return NULL;
    }
}

/* "Second player · black markers", "Plays third". */
static char *
seat_title (TmNewGameDialog *self,
            guint            index)
{
  const char *seat = self->page != NULL
                     ? tm_game_pages_get_seat_label (self->page, index, n_players (self))
                     : NULL;
  g_autofree char *numbered = NULL;
  const char *note = NULL;

  if (seat == NULL)
    seat = seat_name (index, n_players (self));
  if (seat == NULL)
    /* Translators: the name entry of a player beyond the sixth. */
    seat = numbered = g_strdup_printf (_("Player %u"), index + 1);
  for (guint i = 0; self->page != NULL && i <= index && i < G_N_ELEMENTS (self->page->seat_notes); i++)
    {
      if (self->page->seat_notes[i] == NULL)
        break;
      if (i == index)
        note = self->page->seat_notes[i];
    }
  if (note == NULL)
    return g_strdup (seat);
  /* Translators: a player's place in the turn order and what they take,
   * e.g. "First player · white markers". */
  return g_strdup_printf (_("%s · %s"), seat, _(note));
}

/* Colours ----------------------------------------------------------------- */

/* The colour each seat shows: chosen here, else the player's own (the
 * book), else the first one free at this table. */
static GArray *
seat_colours (TmNewGameDialog *self)
{
  g_auto(GStrv) names = get_names (self);
  g_autofree int *chosen = g_new (int, n_players (self) + 1);

  for (guint i = 0; i < n_players (self); i++)
    chosen[i] = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (name_row (self, i)), "chosen-colour")) - 1;
  if (self->book != NULL)
    return tm_player_book_colours_for (self->book, (const char * const *) names, chosen);
  {
    GArray *colours = g_array_new (FALSE, FALSE, sizeof (guint));

    for (guint i = 0; i < n_players (self); i++)
      {
        guint colour = chosen[i] >= 0 ? (guint) chosen[i] : i;

        g_array_append_val (colours, colour);
      }
    return colours;
  }
}

static void
update_colours (TmNewGameDialog *self)
{
  g_autoptr(GArray) colours = seat_colours (self);

  for (guint i = 0; i < n_players (self); i++)
    {
      GtkWidget *row = GTK_WIDGET (name_row (self, i));
      g_autofree char *name = get_name (ADW_ENTRY_ROW (row));

      tm_player_colour_button_set (g_object_get_data (G_OBJECT (row), "colour"), name,
                                   g_array_index (colours, guint, i));
    }
}

static void
on_colour_chosen (TmPlayerColourButton *button,
                  guint                 colour,
                  TmNewGameDialog      *self)
{
  GtkWidget *row = g_object_get_data (G_OBJECT (button), "row");

  g_object_set_data (G_OBJECT (row), "chosen-colour", GUINT_TO_POINTER (colour + 1));
  /* Whoever had that colour here takes another. */
  for (guint i = 0; i < n_players (self); i++)
    {
      GObject *other = G_OBJECT (name_row (self, i));

      if (GTK_WIDGET (other) != row
          && GPOINTER_TO_UINT (g_object_get_data (other, "chosen-colour")) == colour + 1)
        g_object_set_data (other, "chosen-colour", NULL);
    }
  update_colours (self);
}

/* The names last entered, under their new names when renamed (and
 * once each when two were merged). */
static GStrv
get_recent_players (TmNewGameDialog *self)
{
  g_auto(GStrv) recent = g_settings_get_strv (self->settings, "recent-players");
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; recent[i] != NULL; i++)
    {
      char *name = self->book != NULL ? tm_player_book_resolve (self->book, recent[i]) : g_strdup (recent[i]);

      if (g_hash_table_contains (seen, name))
        {
          g_free (name);
          continue;
        }
      g_strv_builder_add (builder, name);
      g_hash_table_add (seen, name);
    }
  return g_strv_builder_end (builder);
}

/* The names to suggest: the recent ones first, then every player the
 * book, the history and the saved games know, without repeats. */
static void
collect_known_names (TmNewGameDialog *self,
                     GtkWindow       *parent)
{
  g_auto(GStrv) recent = NULL;
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GPtrArray) book_names = NULL;
  g_autoptr(GPtrArray) history_names = NULL;

  self->known_names = g_ptr_array_new_with_free_func (g_free);
  if (TM_IS_WINDOW (parent))
    {
      TmHistory *history = tm_window_get_history (TM_WINDOW (parent));

      self->book = g_object_ref (tm_window_get_player_book (TM_WINDOW (parent)));
      book_names = tm_player_book_list_names (self->book);
      /* The history is read when first shown: read it now if need be
       * (from its index, quickly); one that cannot be read suggests
       * nothing, and its page says why. */
      if (g_list_model_get_n_items (G_LIST_MODEL (history)) == 0)
        tm_history_load (history, NULL);
      history_names = tm_statistics_list_players (G_LIST_MODEL (history));
    }
  recent = get_recent_players (self);
  for (guint i = 0; recent[i] != NULL; i++)
    g_ptr_array_add (self->known_names, g_strdup (recent[i]));
  for (guint i = 0; book_names != NULL && i < book_names->len; i++)
    g_ptr_array_add (self->known_names, g_strdup (g_ptr_array_index (book_names, i)));
  for (guint i = 0; history_names != NULL && i < history_names->len; i++)
    g_ptr_array_add (self->known_names, g_strdup (g_ptr_array_index (history_names, i)));
  /* The games being played, some perhaps opened from elsewhere. */
  {
    g_autoptr(GPtrArray) saved = tm_saved_games_list_unfinished ();

    for (guint i = 0; i < saved->len; i++)
      {
        TmRecord *record = ((TmSavedGame *) g_ptr_array_index (saved, i))->record;

        for (guint p = 0; p < tm_record_get_n_players (record); p++)
          g_ptr_array_add (self->known_names,
                           self->book != NULL ? tm_player_book_resolve (self->book, tm_record_get_player (record, p))
                                              : tm_player_key (tm_record_get_player (record, p)));
      }
  }
  for (guint i = 0; i < self->known_names->len; )
    {
      char *name = g_ptr_array_index (self->known_names, i);

      if (g_hash_table_contains (seen, name))
        g_ptr_array_remove_index (self->known_names, i);
      else
        {
          g_hash_table_add (seen, name);
          i++;
        }
    }
}

static gboolean
can_reorder (TmNewGameDialog *self)
{
  /* Two players swap with one button; more move up and down. */
  return self->game->max_players > 2;
}

static gboolean
can_add_or_remove (TmNewGameDialog *self)
{
  return self->game->min_players < self->game->max_players;
}

static GtkWidget *
get_row_button (GtkWidget  *row,
                const char *name)
{
  return g_object_get_data (G_OBJECT (row), name);
}

/* Titles, accessible labels and which buttons work, after any change. */
static void
update_rows (TmNewGameDialog *self)
{
  guint n = n_players (self);

  for (guint i = 0; i < n; i++)
    {
      GtkWidget *row = GTK_WIDGET (name_row (self, i));
      g_autofree char *title = seat_title (self, i);
      GtkWidget *button;

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      if ((button = get_row_button (row, "up")) != NULL)
        {
          g_autofree char *label = g_strdup_printf (_("Move player %u up: plays earlier"), i + 1);

          gtk_widget_set_sensitive (button, i > 0);
          gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
        }
      if ((button = get_row_button (row, "down")) != NULL)
        {
          g_autofree char *label = g_strdup_printf (_("Move player %u down: plays later"), i + 1);

          gtk_widget_set_sensitive (button, i + 1 < n);
          gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
        }
      if ((button = get_row_button (row, "remove")) != NULL)
        {
          g_autofree char *label = g_strdup_printf (_("Remove player %u"), i + 1);

          gtk_widget_set_sensitive (button, n > self->game->min_players);
          gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
        }
    }
  gtk_widget_set_visible (self->add_button, can_add_or_remove (self));
  gtk_widget_set_sensitive (self->add_button, n < self->game->max_players);
  gtk_widget_set_visible (self->swap_button, self->game->max_players == 2 && n == 2);
  update_colours (self);
  update_next_button (self);
  update_draw (self);
}

/* Who starts ------------------------------------------------------------- */

/* Whoever was drawn is forgotten when the names change. */
static void
forget_draw (TmNewGameDialog *self)
{
  if (self->applying_draw)
    return;
  self->drawn_seat = -1;
  tm_first_player_draw_clear (self->first_player_draw);
}

static void
update_draw (TmNewGameDialog *self)
{
  guint n = n_players (self);
  const char *manual = self->page != NULL ? self->page->first_player_manual : NULL;

  forget_draw (self);
  /* Greyed out rather than hidden alone, so that the names below do not
   * move when a player is added. */
  tm_first_player_draw_set_sensitive (self->first_player_draw, n >= 2);
  tm_first_player_draw_set_manual (self->first_player_draw, manual != NULL ? _(manual) : NULL);
}

/* What choosing @seat by hand would do: the game's option says it, or
 * the names turn round, in order (clockwise stays clockwise), until
 * that one plays first. */
static void
on_first_player_drawn (TmNewGameDialog *self,
                       guint            seat)
{
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;

  g_return_if_fail (seat < n_players (self));

  self->applying_draw = TRUE;
  if (self->page == NULL || self->page->first_player_option == NULL)
    {
      for (guint turn = 0; turn < seat; turn++)
        for (guint i = 0; i + 1 < n_players (self); i++)
          swap_names (self, i, i + 1);
      seat = 0;
    }
  self->applying_draw = FALSE;
  self->drawn_seat = (int) seat;
  name = get_name (name_row (self, seat));
  /* Translators: said when the draw stopped on a name, e.g. "Mio starts." */
  text = g_strdup_printf (_("%s starts."), name);
  tm_first_player_draw_show_result (self->first_player_draw, seat, text);
}

static guint
row_index (TmNewGameDialog *self,
           GtkWidget       *row)
{
  guint index = 0;

  g_assert (g_ptr_array_find (self->name_rows, row, &index));
  return index;
}

static void
swap_names (TmNewGameDialog *self,
            guint            a,
            guint            b)
{
  g_autofree char *name_a = g_strdup (gtk_editable_get_text (GTK_EDITABLE (name_row (self, a))));

  gpointer chosen_a = g_object_get_data (G_OBJECT (name_row (self, a)), "chosen-colour");

  g_object_set_data (G_OBJECT (name_row (self, a)), "chosen-colour",
                     g_object_get_data (G_OBJECT (name_row (self, b)), "chosen-colour"));
  g_object_set_data (G_OBJECT (name_row (self, b)), "chosen-colour", chosen_a);
  gtk_editable_set_text (GTK_EDITABLE (name_row (self, a)),
                         gtk_editable_get_text (GTK_EDITABLE (name_row (self, b))));
  gtk_editable_set_text (GTK_EDITABLE (name_row (self, b)), name_a);
  update_colours (self);
}

/* The names move, the rows stay: the focus follows the name so that the
 * same key moves it on. */
static void
move_name (TmNewGameDialog *self,
           GtkWidget       *button,
           int              delta)
{
  GtkWidget *row = g_object_get_data (G_OBJECT (button), "row");
  guint index = row_index (self, row);
  guint to = (guint) ((int) index + delta);
  GtkWidget *next_button;

  if ((delta < 0 && index == 0) || to >= n_players (self))
    return;
  swap_names (self, index, to);
  update_rows (self);
  next_button = get_row_button (GTK_WIDGET (name_row (self, to)), delta < 0 ? "up" : "down");
  if (gtk_widget_get_sensitive (next_button))
    gtk_widget_grab_focus (next_button);
  else
    gtk_widget_grab_focus (GTK_WIDGET (name_row (self, to)));
}

static void
on_up_clicked (TmNewGameDialog *self,
               GtkWidget       *button)
{
  move_name (self, button, -1);
}

static void
on_down_clicked (TmNewGameDialog *self,
                 GtkWidget       *button)
{
  move_name (self, button, +1);
}

static void
remove_last_row (TmNewGameDialog *self)
{
  GtkWidget *row = g_ptr_array_steal_index (self->name_rows, n_players (self) - 1);

  adw_preferences_group_remove (self->players_group, row);
}

static void
on_remove_clicked (TmNewGameDialog *self,
                   GtkWidget       *button)
{
  GtkWidget *row = g_object_get_data (G_OBJECT (button), "row");
  guint index = row_index (self, row);

  if (n_players (self) <= self->game->min_players)
    return;
  /* The names below move up one; the last row goes. */
  for (guint i = index; i + 1 < n_players (self); i++)
    swap_names (self, i, i + 1);
  remove_last_row (self);
  update_rows (self);
  gtk_widget_grab_focus (GTK_WIDGET (name_row (self, MIN (index, n_players (self) - 1))));
}

static GtkWidget *
add_row_button (GtkWidget  *row,
                const char *name,
                const char *icon_name,
                const char *tooltip,
                GCallback   callback,
                gpointer    self)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon_name);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_add_css_class (button, "flat");
  g_object_set_data (G_OBJECT (button), "row", row);
  g_object_set_data (G_OBJECT (row), name, button);
  g_signal_connect_swapped (button, "clicked", callback, self);
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), button);
  return button;
}

/* Tab from a name goes to the next name, not to the row's buttons
 * (issue #25); they stay a Shift+Tab away, and Tab from the last name
 * goes on as usual. */
static gboolean
on_name_key_pressed (GtkEventControllerKey *controller,
                     guint                  keyval,
                     guint                  keycode,
                     GdkModifierType        state,
                     TmNewGameDialog       *self)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  guint index;

  if ((keyval != GDK_KEY_Tab && keyval != GDK_KEY_KP_Tab) || (state & GDK_SHIFT_MASK) != 0
      || !g_ptr_array_find (self->name_rows, row, &index) || index + 1 >= self->name_rows->len)
    return GDK_EVENT_PROPAGATE;
  gtk_widget_grab_focus (self->name_rows->pdata[index + 1]);
  return GDK_EVENT_STOP;
}

static GtkWidget *
append_row (TmNewGameDialog *self,
            const char      *name)
{
  GtkWidget *row = adw_entry_row_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_name_key_pressed), self);
  gtk_widget_add_controller (row, keys);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  if (name != NULL)
    gtk_editable_set_text (GTK_EDITABLE (row), name);
  {
    GtkWidget *colour = tm_player_colour_button_new ();

    g_object_set_data (G_OBJECT (colour), "row", row);
    g_object_set_data (G_OBJECT (row), "colour", colour);
    g_signal_connect (colour, "colour-chosen", G_CALLBACK (on_colour_chosen), self);
    adw_entry_row_add_prefix (ADW_ENTRY_ROW (row), colour);
  }
  tm_name_suggestions_attach (row, self->known_names);
  g_signal_connect_swapped (row, "changed", G_CALLBACK (update_next_button), self);
  g_signal_connect_swapped (row, "changed", G_CALLBACK (update_colours), self);
  g_signal_connect_swapped (row, "changed", G_CALLBACK (forget_draw), self);
  g_signal_connect_swapped (row, "entry-activated", G_CALLBACK (on_next_clicked), self);
  if (can_reorder (self))
    {
      add_row_button (row, "up", "go-up-symbolic", _("Play Earlier"),
                      G_CALLBACK (on_up_clicked), self);
      add_row_button (row, "down", "go-down-symbolic", _("Play Later"),
                      G_CALLBACK (on_down_clicked), self);
    }
  if (can_add_or_remove (self))
    add_row_button (row, "remove", "list-remove-symbolic", _("Remove This Player"),
                    G_CALLBACK (on_remove_clicked), self);

  adw_preferences_group_add (self->players_group, row);
  g_ptr_array_add (self->name_rows, row);
  return row;
}

/* A recent name not entered yet, or NULL. */
static const char *
next_recent_name (TmNewGameDialog    *self,
                  const char * const *recent)
{
  g_auto(GStrv) names = get_names (self);

  for (guint i = 0; recent[i] != NULL; i++)
    if (!g_strv_contains ((const char * const *) names, recent[i]))
      return recent[i];
  return NULL;
}

static void
on_add_clicked (TmNewGameDialog *self)
{
  g_auto(GStrv) recent = NULL;
  GtkWidget *row;

  if (n_players (self) >= self->game->max_players)
    return;
  recent = get_recent_players (self);
  row = append_row (self, next_recent_name (self, (const char * const *) recent));
  update_rows (self);
  gtk_widget_grab_focus (row);
}

static void
on_swap_clicked (TmNewGameDialog *self)
{
  if (n_players (self) == 2)
    swap_names (self, 0, 1);
}

/* Setup ------------------------------------------------------------------- */

static gboolean
all_steps_ticked (TmNewGameDialog *self)
{
  for (guint i = 0; i < self->setup_checks->len; i++)
    if (!gtk_check_button_get_active (g_ptr_array_index (self->setup_checks, i)))
      return FALSE;
  return TRUE;
}

static gboolean
page_is (TmNewGameDialog *self,
         const char      *name)
{
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), name) == 0;
}

/* Why Next does nothing yet, or "" when it does something. */
static const char *
names_problem (TmNewGameDialog *self)
{
  g_auto(GStrv) names = get_names (self);
  guint n = n_players (self);

  for (guint i = 0; i < n; i++)
    if (names[i][0] == '\0')
      {
        if (n == 1)
          return _("Enter the player’s name.");
        if (n == 2)
          return _("Enter both players’ names.");
        return _("Enter every player’s name.");
      }
  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      if (g_utf8_collate (names[i], names[j]) == 0)
        return n == 2 ? _("The two players need different names.")
                      : _("Every player needs a different name.");
  return "";
}

static void
update_next_button (TmNewGameDialog *self)
{
  if (page_is (self, "game"))
    gtk_widget_set_sensitive (GTK_WIDGET (self->next_button), FALSE);
  else if (page_is (self, "players"))
    {
      const char *problem = names_problem (self);

      gtk_widget_set_sensitive (GTK_WIDGET (self->next_button), problem[0] == '\0');
      gtk_label_set_text (self->names_hint, problem);
    }
  else
    gtk_widget_set_sensitive (GTK_WIDGET (self->next_button), all_steps_ticked (self));
}

static void
add_setup_step (TmNewGameDialog   *self,
                const TmSetupStep *step)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *check = gtk_check_button_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), step->title);
  if (step->subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), step->subtitle);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
  g_signal_connect_swapped (check, "toggled", G_CALLBACK (update_next_button), self);

  adw_preferences_group_add (self->setup_group, row);
  g_ptr_array_add (self->setup_rows, row);
  g_ptr_array_add (self->setup_checks, check);
}

/* The game's setup for the names entered; FALSE when it has none. */
static gboolean
fill_setup_steps (TmNewGameDialog *self)
{
  g_auto(GStrv) names = NULL;
  g_autoptr(GPtrArray) steps = NULL;

  for (guint i = 0; i < self->setup_rows->len; i++)
    adw_preferences_group_remove (self->setup_group, g_ptr_array_index (self->setup_rows, i));
  g_ptr_array_set_size (self->setup_rows, 0);
  g_ptr_array_set_size (self->setup_checks, 0);

  if (self->page == NULL || self->page->setup_steps == NULL)
    return FALSE;
  names = get_names (self);
  steps = self->page->setup_steps (n_players (self), (const char * const *) names);
  if (steps == NULL)
    return FALSE;
  for (guint i = 0; i < steps->len; i++)
    {
      const TmSetupStep *step = g_ptr_array_index (steps, i);

      /* The draw chose who starts: nothing left to tick for it. */
      if (step->chooses_first_player && self->drawn_seat >= 0)
        continue;
      add_setup_step (self, step);
    }
  return self->setup_rows->len > 0;
}

/* Steps ------------------------------------------------------------------- */

static void
show_page (TmNewGameDialog *self,
           const char      *name)
{
  gboolean first = g_str_equal (name, "game")
                   || (g_str_equal (name, "players") && !self->asked_game);

  gtk_stack_set_visible_child_name (self->stack, name);
  if (g_str_equal (name, "game") && self->game_rows->len > 0)
    gtk_widget_grab_focus (g_ptr_array_index (self->game_rows, 0));
  gtk_button_set_label (self->back_button, first ? _("_Cancel") : _("_Back"));
  tm_accessible_name_from_label (self->back_button);
  gtk_widget_set_visible (GTK_WIDGET (self->next_button), !g_str_equal (name, "game"));
  if (g_str_equal (name, "game"))
    {
      adw_window_title_set_title (self->window_title, _("New Game"));
      /* The list's title asks which game. */
      adw_window_title_set_subtitle (self->window_title, "");
    }
  else
    {
      adw_window_title_set_title (self->window_title, _(self->game->name));
      adw_window_title_set_subtitle (self->window_title,
                                     g_str_equal (name, "players") ? _("Who is playing?")
                                                                   : _("Setting up"));
    }
  /* Whether Next starts the game or goes on to the setup. */
  gtk_button_set_label (self->next_button,
                        g_str_equal (name, "setup") || self->page == NULL
                        || self->page->setup_steps == NULL ? _("_Start Game") : _("_Next"));
  tm_accessible_name_from_label (self->next_button);
  update_next_button (self);
}

/* Who plays first, and how many may play when that is a choice. */
static char *
describe_players_group (TmNewGameDialog *self)
{
  const char *rule = self->page != NULL && self->page->first_player_rule != NULL
                     ? _(self->page->first_player_rule)
                     : _("In playing order: the first one plays first.");
  g_autofree char *range = NULL;

  if (self->game->min_players == self->game->max_players)
    return g_strdup (rule);
  /* Translators: after who plays first, e.g. "From 2 to 4 players." */
  range = g_strdup_printf (_("From %u to %u players."), self->game->min_players, self->game->max_players);
  /* Translators: two sentences: who plays first, then how many may play. */
  return g_strdup_printf (_("%s %s"), rule, range);
}

static void
select_game (TmNewGameDialog *self,
             const char      *game_id)
{
  g_auto(GStrv) recent = NULL;
  g_autofree char *description = NULL;
  guint n;

  self->game = tm_registry_lookup (game_id);
  self->page = tm_game_pages_lookup (game_id);  /* NULL in tests only */
  g_return_if_fail (tm_game_info_is_playable (self->game));

  while (n_players (self) > 0)
    remove_last_row (self);

  description = describe_players_group (self);
  adw_preferences_group_set_description (self->players_group, description);
  recent = get_recent_players (self);
  n = CLAMP (DEFAULT_N_PLAYERS, self->game->min_players, self->game->max_players);
  for (guint i = 0; i < n; i++)
    append_row (self, next_recent_name (self, (const char * const *) recent));
  update_rows (self);
  show_page (self, "players");
  /* Enter in a name goes on: the first one is where to start typing. */
  gtk_widget_grab_focus (GTK_WIDGET (name_row (self, 0)));
}

static void
on_game_row_activated (TmNewGameDialog *self,
                       GtkWidget       *row)
{
  select_game (self, g_object_get_data (G_OBJECT (row), "game-id"));
}

static char *
describe_players (const TmGameInfo *info)
{
  if (info->min_players == info->max_players)
    return g_strdup_printf (ngettext ("%u player", "%u players", info->max_players),
                            info->max_players);
  return g_strdup_printf (_("%u–%u players"), info->min_players, info->max_players);
}

/* The first step: the games with a page. */
static void
fill_games (TmNewGameDialog *self)
{
  const TmGameInfo *games;
  guint n_games;

  games = tm_registry_get_games (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      g_autofree char *subtitle = NULL;
      GtkWidget *row;

      if (!tm_game_pages_can_show (games[i].id))
        continue;
      subtitle = describe_players (&games[i]);
      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(games[i].name));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      g_object_set_data (G_OBJECT (row), "game-id", (gpointer) games[i].id);
      g_signal_connect_swapped (row, "activated", G_CALLBACK (on_game_row_activated), self);
      adw_preferences_group_add (self->games_group, row);
      g_ptr_array_add (self->game_rows, row);
    }
}

static void
save_recent_players (TmNewGameDialog    *self,
                     const char * const *names)
{
  g_auto(GStrv) old = g_settings_get_strv (self->settings, "recent-players");
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) recent = NULL;
  guint n = 0;

  for (; names[n] != NULL && n < MAX_RECENT_PLAYERS; n++)
    g_strv_builder_add (builder, names[n]);
  for (guint i = 0; old[i] != NULL && n < MAX_RECENT_PLAYERS; i++)
    {
      if (g_strv_contains (names, old[i]))
        continue;
      g_strv_builder_add (builder, old[i]);
      n++;
    }
  recent = g_strv_builder_end (builder);
  g_settings_set_strv (self->settings, "recent-players", (const char * const *) recent);
}

static void
start_game (TmNewGameDialog *self)
{
  g_auto(GStrv) names = get_names (self);
  const TmGamePageInfo *info = tm_game_pages_lookup (self->game->id);
  g_autoptr(JsonObject) options = info != NULL && info->create_options != NULL
                                  ? info->create_options (g_strv_length (names)) : NULL;
  g_autoptr(TmRecord) record = NULL;

  if (self->drawn_seat >= 0 && info != NULL && info->first_player_option != NULL)
    {
      if (options == NULL)
        options = json_object_new ();
      json_object_set_int_member (options, info->first_player_option, self->drawn_seat);
    }
  record = tm_record_new (self->game->id, (const char * const *) names, options);
  if (self->drawn_seat >= 0)
    tm_record_set_first_player_drawn (record, self->drawn_seat);
  save_recent_players (self, (const char * const *) names);
  if (self->book != NULL)
    {
      g_autoptr(GArray) colours = seat_colours (self);

      /* The colours of this game are the players' colours from now on. */
      for (guint i = 0; names[i] != NULL; i++)
        {
          tm_player_book_remember (self->book, names[i]);
          tm_player_book_set_colour (self->book, names[i], g_array_index (colours, guint, i));
        }
    }
  /* The window saves the record as it opens it, before any move. */
  g_signal_emit (self, signals[GAME_CREATED], 0, record);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
on_next_clicked (TmNewGameDialog *self)
{
  /* Not before the draw has stopped on a name. */
  if (!gtk_widget_get_sensitive (GTK_WIDGET (self->next_button))
      || tm_first_player_draw_is_running (self->first_player_draw))
    return;

  if (page_is (self, "players"))
    {
      if (fill_setup_steps (self))
        show_page (self, "setup");
      else
        start_game (self);
    }
  else if (page_is (self, "setup"))
    start_game (self);
}

static void
on_back_clicked (TmNewGameDialog *self)
{
  if (page_is (self, "setup"))
    show_page (self, "players");
  else if (page_is (self, "players") && self->asked_game)
    show_page (self, "game");
  else
    gtk_window_close (GTK_WINDOW (self));
}

/* Tests ------------------------------------------------------------------- */

const char *
tm_new_game_dialog_get_game_id (TmNewGameDialog *self)
{
  g_return_val_if_fail (TM_IS_NEW_GAME_DIALOG (self), NULL);
  return self->game != NULL ? self->game->id : NULL;
}

guint
tm_new_game_dialog_get_n_players (TmNewGameDialog *self)
{
  g_return_val_if_fail (TM_IS_NEW_GAME_DIALOG (self), 0);
  return n_players (self);
}

GtkWidget *
tm_new_game_dialog_get_name_entry (TmNewGameDialog *self,
                                   guint            index)
{
  g_return_val_if_fail (TM_IS_NEW_GAME_DIALOG (self), NULL);
  g_return_val_if_fail (index < n_players (self), NULL);
  return GTK_WIDGET (name_row (self, index));
}

GtkWidget *
tm_new_game_dialog_get_colour_button (TmNewGameDialog *self,
                                      guint            index)
{
  g_return_val_if_fail (TM_IS_NEW_GAME_DIALOG (self), NULL);
  g_return_val_if_fail (index < n_players (self), NULL);
  return g_object_get_data (G_OBJECT (name_row (self, index)), "colour");
}

GtkWidget *
tm_new_game_dialog_get_row_button (TmNewGameDialog *self,
                                   guint            index,
                                   const char      *name)
{
  g_return_val_if_fail (TM_IS_NEW_GAME_DIALOG (self), NULL);
  g_return_val_if_fail (index < n_players (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);
  return get_row_button (GTK_WIDGET (name_row (self, index)), name);
}

GtkWidget *
tm_new_game_dialog_get_first_player_draw (TmNewGameDialog *self)
{
  g_return_val_if_fail (TM_IS_NEW_GAME_DIALOG (self), NULL);
  return GTK_WIDGET (self->first_player_draw);
}

/* GObject ----------------------------------------------------------------- */

static void
tm_new_game_dialog_dispose (GObject *object)
{
  TmNewGameDialog *self = TM_NEW_GAME_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TM_TYPE_NEW_GAME_DIALOG);
  g_clear_pointer (&self->game_rows, g_ptr_array_unref);
  g_clear_pointer (&self->name_rows, g_ptr_array_unref);
  g_clear_pointer (&self->setup_rows, g_ptr_array_unref);
  g_clear_pointer (&self->setup_checks, g_ptr_array_unref);

  G_OBJECT_CLASS (tm_new_game_dialog_parent_class)->dispose (object);
}

static void
tm_new_game_dialog_finalize (GObject *object)
{
  TmNewGameDialog *self = TM_NEW_GAME_DIALOG (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->book);
  g_clear_pointer (&self->known_names, g_ptr_array_unref);

  G_OBJECT_CLASS (tm_new_game_dialog_parent_class)->finalize (object);
}

static void
tm_new_game_dialog_class_init (TmNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_new_game_dialog_dispose;
  object_class->finalize = tm_new_game_dialog_finalize;

  /* The players are named and the table is set up: (TmRecord *record),
   * a record with no moves yet. */
  signals[GAME_CREATED] = g_signal_new ("game-created",
                                        G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 1, TM_TYPE_RECORD);

  g_type_ensure (TM_TYPE_FIRST_PLAYER_DRAW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablemate/Tablemate/tm-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TmNewGameDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, TmNewGameDialog, back_button);
  gtk_widget_class_bind_template_child (widget_class, TmNewGameDialog, next_button);
  gtk_widget_class_bind_template_child (widget_class, TmNewGameDialog, stack);
  gtk_widget_class_bind_template_child (widget_class, TmNewGameDialog, games_group);
  gtk_widget_class_bind_template_child (widget_class, TmNewGameDialog, players_group);
  gtk_widget_class_bind_template_child (widget_class, TmNewGameDialog, swap_button);
  gtk_widget_class_bind_template_child (widget_class, TmNewGameDialog, add_button);
  gtk_widget_class_bind_template_child (widget_class, TmNewGameDialog, names_hint);
  gtk_widget_class_bind_template_child (widget_class, TmNewGameDialog, setup_group);
  gtk_widget_class_bind_template_child (widget_class, TmNewGameDialog, first_player_draw);
  gtk_widget_class_bind_template_callback (widget_class, on_first_player_drawn);
  gtk_widget_class_bind_template_callback (widget_class, on_next_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_back_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_swap_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_add_clicked);
}

static void
tm_new_game_dialog_init (TmNewGameDialog *self)
{
  self->game_rows = g_ptr_array_new ();
  self->name_rows = g_ptr_array_new ();
  self->setup_rows = g_ptr_array_new ();
  self->setup_checks = g_ptr_array_new ();
  self->settings = g_settings_new (APP_ID);
  self->drawn_seat = -1;

  gtk_widget_init_template (GTK_WIDGET (self));
  tm_first_player_draw_set_rows (self->first_player_draw, self->name_rows);
}

TmNewGameDialog *
tm_new_game_dialog_new (GtkWindow  *parent,
                        const char *game_id)
{
  TmNewGameDialog *self;

  g_return_val_if_fail (game_id == NULL || tm_game_info_is_playable (tm_registry_lookup (game_id)), NULL);

  self = g_object_new (TM_TYPE_NEW_GAME_DIALOG,
                       "transient-for", parent,
                       NULL);
  collect_known_names (self, parent);
  fill_games (self);
  if (game_id == NULL && self->game_rows->len == 1)
    game_id = g_object_get_data (g_ptr_array_index (self->game_rows, 0), "game-id");
  if (game_id != NULL)
    select_game (self, game_id);
  else
    {
      self->asked_game = TRUE;
      show_page (self, "game");
    }
  return self;
}
